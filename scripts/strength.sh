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
# Every game and option choice, from the registry.
target/release/tournament --list | while read -r game; do
  for opponent in random greedy medium; do
    # shellcheck disable=SC2086 # the game's options are separate words
    target/release/tournament $game hard "$opponent" --games "$games" --scale "$scale" 2>/dev/null
  done
done
