#!/usr/bin/env bash
# Runs every test, installing what the tests need first: the Rust tests
# (rules, random games, protocol), a release build of the site, and the
# browser tests in headless Chromium. Screenshots land in target/screenshots.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-tools.sh --browser

echo "== Rust tests"
cargo test --all-targets

echo "== building the site"
scripts/build-site.sh

echo "== browser tests (Chromium)"
node --test --test-concurrency=1 tests/e2e/
