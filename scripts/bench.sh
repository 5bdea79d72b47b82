#!/usr/bin/env bash
# Benchmarks: native rule-engine speed per game, then the size of the built
# site (run scripts/build-site.sh first): what a page loads, then the worker's
# engine apart. SECONDS per measurement: $1 or 2.
set -euo pipefail
cd "$(dirname "$0")/.."
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(date -u +%Y-%m-%d)"
echo
cargo run --quiet --release --bin bench -- "${1:-2}"
echo
if [ ! -d dist ]; then echo "No dist/: run scripts/build-site.sh for the site size."; exit 0; fi
echo "| built site | raw bytes | gzipped bytes |"
echo "|---|---|---|"
total_raw=0; total_gz=0
for kind in wasm js css html; do
  raw=0; gz=0
  while IFS= read -r -d '' f; do
    raw=$((raw + $(wc -c < "$f")))
    gz=$((gz + $(gzip -9 -c "$f" | wc -c)))
  done < <(find dist -type f -name "*.$kind" ! -name abstract-games.html ! -name blog-demo.html ! -name "boardgames-search-*" -print0)
  echo "| $kind | $raw | $gz |"
  total_raw=$((total_raw + raw)); total_gz=$((total_gz + gz))
done
echo "| total | $total_raw | $total_gz |"
# The worker's engine (the searches), which only the computer's worker loads:
# not part of what a page loads, so not in the total.
for f in dist/boardgames-search-*; do
  echo "| the worker's engine, $(basename "$f") (not in the total) | $(wc -c < "$f") | $(gzip -9 -c "$f" | wc -c) |"
done
if [ -f dist/abstract-games.html ]; then
  echo
  echo "The single-file download (not part of the total): abstract-games.html $(wc -c < dist/abstract-games.html) bytes, $(gzip -9 -c dist/abstract-games.html | wc -c) gzipped."
fi
