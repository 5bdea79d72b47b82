#!/usr/bin/env bash
# Builds the site into dist/ with trunk (release, wasm-opt), using the tools
# scripts/install-tools.sh installed; then scripts/postbuild.mjs adds what
# needs the build's file names: the engine's whereabouts for the worker and
# the <abstract-game> element, the single-file copy and the service worker.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
trunk build --release
node scripts/postbuild.mjs dist
