#!/usr/bin/env bash
# Runs every test, installing what the tests need first: the checks of the
# code (Rust formatting, clippy for the native and the wasm32 target, rustdoc;
# JavaScript types, lint and formatting), the Rust tests (rules, random
# games, protocol), a release build of the site, the page logic's unit tests
# in Node, and the browser tests in headless Chromium. Screenshots land in
# target/screenshots.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-tools.sh --browser
export PATH="$PWD/node_modules/.bin:$PATH"
start=$SECONDS
step() { printf '\n== %s (%ds so far)\n' "$*" $((SECONDS - start)); }

step "Rust formatting, clippy (native, and wasm32 for the JavaScript API) and rustdoc"
cargo fmt --all -- --check
cargo clippy --all-targets --quiet -- -D warnings
# Only the library is built for wasm32: the binaries and tests run natively.
cargo clippy --lib --target wasm32-unknown-unknown --quiet -- -D warnings
# The page's engine: the same library without the searches (index.html).
cargo clippy --lib --target wasm32-unknown-unknown --no-default-features --quiet -- -D warnings
# The code's documentation, private items included, with every link resolved.
RUSTDOCFLAGS="-D warnings" cargo doc --no-deps --document-private-items --quiet

step "JavaScript types (tsc --checkJs, strict), lint (oxlint) and formatting (prettier)"
tsc -p tsconfig.json
tsc -p tsconfig.worker.json
oxlint --deny-warnings www scripts tests offline
prettier --check www scripts tests offline types index.html

step "Rust tests"
cargo test --all-targets

step "building the site"
scripts/build-site.sh

step "page logic in Node (tests/unit, on the built engine)"
node --test tests/unit/

step "browser tests (Chromium)"
node --test --test-concurrency=1 tests/e2e/

step "all tests passed"
