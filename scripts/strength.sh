#!/usr/bin/env bash
# The strength table of the README: for every game (and Kobudai size,
# Martian Checkers player count), Hard against random, against greedy and
# against Medium. Usage: scripts/strength.sh [GAMES] [SCALE]
# SCALE multiplies every level's thinking time (1 = the site's times).
set -euo pipefail
cd "$(dirname "$0")/.."
games="${1:-20}"
scale="${2:-1}"
cargo build --release --quiet --bin tournament
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(date -u +%F); $games games per match, time scale $scale"
for game in "mad-bishops" "mad-rooks" "kobudai size=6" "kobudai size=8" \
  "martian-checkers players=2" "martian-checkers players=3" "martian-checkers players=4" "cross-hairs"; do
  for opponent in random greedy medium; do
    # shellcheck disable=SC2086 # the game's options are separate words
    target/release/tournament $game hard "$opponent" --games "$games" --scale "$scale" 2>/dev/null
  done
done
