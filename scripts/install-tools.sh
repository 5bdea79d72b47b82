#!/usr/bin/env bash
# Installs what building the site needs, each only when it is missing:
# Rust's rustfmt and clippy, the wasm32 Rust target, trunk, wasm-bindgen-cli and (from npm) wasm-opt.
# With --browser it also installs what the browser tests need: Chromium
# (Debian's package) and playwright-core (npm). Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."

TRUNK_VERSION=0.21.14          # trunk 0.22 needs a newer rustc than 1.95
WASM_BINDGEN_VERSION=0.2.130   # must equal the wasm-bindgen crate pin in Cargo.toml

say() { printf '\n== %s\n' "$*"; }

for component in rustfmt clippy; do
  if ! rustup component list --installed | grep -q "^$component"; then
    say "adding the Rust component $component"
    rustup component add "$component"
  fi
done

if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
  say "adding the wasm32-unknown-unknown Rust target"
  rustup target add wasm32-unknown-unknown
fi

if ! trunk --version 2>/dev/null | grep -q " $TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION (several minutes)"
  cargo install trunk --version "$TRUNK_VERSION" --locked
fi

if ! wasm-bindgen --version 2>/dev/null | grep -q " $WASM_BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION (several minutes)"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

# npm packages: binaryen (wasm-opt) for the build; playwright-core, and
# typescript, oxlint and prettier for the checks, for the tests.
if [ ! -x node_modules/.bin/wasm-opt ] || [ ! -d node_modules/playwright-core ] ||
   [ ! -x node_modules/.bin/tsc ] || [ ! -x node_modules/.bin/oxlint ] || [ ! -x node_modules/.bin/prettier ] ||
   [ package-lock.json -nt node_modules/.package-lock.json ]; then
  say "installing npm packages"
  # `npm install` follows package-lock.json as `npm ci` would; `npm ci`
  # refuses this lock where npm leaves out oxlint's binaries for other
  # platforms (as it does when it records no download addresses).
  npm install --no-audit --no-fund
fi

if [ "${1:-}" = "--browser" ] && ! command -v chromium >/dev/null; then
  say "installing Chromium (Debian package)"
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get update
  $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y chromium
fi
