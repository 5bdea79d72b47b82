#!/usr/bin/env bash
# One player against another in every game (and Kobudai size, Martian
# Checkers player count): the engine comparisons of the README.
# Usage: scripts/versus.sh A B [GAMES] [SCALE]
# A and B as the tournament command takes them (mcts, alphabeta,
# refined-knowledge, hard, …); SCALE multiplies every thinking time.
set -euo pipefail
cd "$(dirname "$0")/.."
a="$1"
b="$2"
games="${3:-20}"
scale="${4:-1}"
cargo build --release --quiet --bin tournament
echo "Machine: $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | xargs), $(date -u +%F); $games games per match, time scale $scale"
target/release/tournament --list | while read -r game; do
  # shellcheck disable=SC2086 # the game's options are separate words
  target/release/tournament $game "$a" "$b" --games "$games" --scale "$scale" 2>/dev/null
done
