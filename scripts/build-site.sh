#!/usr/bin/env bash
# Builds the site into dist/ with trunk (release, wasm-opt), using the tools
# scripts/install-tools.sh installed.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$PWD/node_modules/.bin:$HOME/.cargo/bin:$PATH"
trunk build --release
