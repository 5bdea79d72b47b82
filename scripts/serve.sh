#!/usr/bin/env bash
# Sets up a fresh machine (installing anything missing), builds the site and
# serves it at http://127.0.0.1:${PORT:-8080}/ until interrupted.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/install-tools.sh
scripts/build-site.sh
exec node tests/e2e/static-server.mjs dist "${PORT:-8080}"
