#!/usr/bin/env bash
# The till at the counter (issue 19), in headless Chromium at 1024x768 (Benchmarks/till/counter.py, its own header):
# a fresh demo shop served by `meowls serve`, a `meowls till` for the cashier's register against it, the cashier's
# pages driven as a scanner and a cashier would. Scan to line shown (target p99 < 50 ms) and a cash sale to its
# receipt (target p99 < 100 ms), online and then with the server stopped (offline: sold from the till's snapshot,
# queued with fsync), each read from the page script's own performance marks (the sale's parts swapped in, no page
# load). Usage: Benchmarks/till.sh   (make bench builds first). SCANS=200 SALES=40 override.
set -euo pipefail
cd "$(dirname "$0")/.."
WORK="$(mktemp -d /tmp/meowls-till.XXXXXX)"
RESULTS="Benchmarks/results"
mkdir -p "$RESULTS"
trap 'rm -rf "$WORK"' EXIT
ROOT="$PWD"
. Tests/Browser/venv.sh  # the browser tests' pinned Selenium
echo "the till at the counter (release build, headless Chromium 1024x768; ms):"
"$VENV/bin/python" Benchmarks/till/counter.py "$PWD/.build/release/meowls" "$WORK" "${SCANS:-200}" "${SALES:-40}"
cp "$WORK/till.txt" "$RESULTS/till.txt"
