#!/usr/bin/env bash
# The plain Monte Carlo search (the tournament's `mcts`) at Martian Checkers
# as built on 2026-11-23, when `mcts` became the name of that day's Hard
# (commit 472a3e8), against the same search in this checkout: each build
# searches the same positions (from games this checkout plays) for the same
# number of iterations, twice, alternating, and the script prints the
# iterations a second and how many times faster this checkout is.
# Usage: scripts/mcts-then-and-now.sh [PLAYERS [ITERATIONS [GAMES]]]
# (defaults 3, 20000, 20). Run it on an idle machine.
set -euo pipefail
players=${1:-3}
iterations=${2:-20000}
games=${3:-20}
then_commit=472a3e8
here=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'git -C "$here" worktree remove --force "$work/then" >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

git -C "$here" worktree add --detach "$work/then" "$then_commit" >/dev/null
mkdir -p "$work/then/examples"
cp "$here/examples/mcts_speed.rs" "$work/then/examples/"
(cd "$here" && cargo build --release --quiet --example mcts_speed)
(cd "$work/then" && CARGO_TARGET_DIR="$work/then-target" cargo build --release --quiet --example mcts_speed)
now_bin="${CARGO_TARGET_DIR:-$here/target}/release/examples/mcts_speed"
then_bin="$work/then-target/release/examples/mcts_speed"

"$now_bin" positions "$players" "$games" > "$work/positions.txt"
rate() { "$1" time "$players" "$iterations" < "$work/positions.txt" | tee /dev/stderr | awk '{print $(NF-1)}'; }
then_rates=() now_rates=()
for _ in 1 2; do
  then_rates+=("$(rate "$then_bin")")
  now_rates+=("$(rate "$now_bin")")
done
awk -v t="${then_rates[*]}" -v n="${now_rates[*]}" -v p="$players" 'BEGIN {
  split(t, a, " "); split(n, b, " ");
  then = (a[1] + a[2]) / 2; now = (b[1] + b[2]) / 2;
  printf "Martian Checkers, %s players: %s then %.0f iterations/s, now %.0f: %.2f times as fast (then = now at %.2f of the time)\n", p, "'"$then_commit"'", then, now, now / then, then / now
}'
