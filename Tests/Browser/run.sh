#!/bin/sh
# Runs browser scripts against a fresh `meowls serve` (debug build, demo shop, temporary database). Without
# arguments (`make test`): every Tests/Browser/journey*.py, each against its own fresh server, then the
# accessibility check (axe.py). `run.sh SCRIPT ARGS…` runs one script with the server's URL first
# (`make screenshots`). Selenium and axe-core come from a pinned virtual environment (venv.sh).
set -eu
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
. "$ROOT/Tests/Browser/venv.sh"

# Runs one script against a server of its own (so one journey's visitors and orders never meet another's).
run_one() {
  # NB: under .build, not /tmp, so nothing that tidies /tmp takes the database from under a running journey.
  mkdir -p "$ROOT/.build/browser-runs"
  WORK=$(mktemp -d "$ROOT/.build/browser-runs/run.XXXXXX")
  # NB: created before the server starts, so the first look for its address never races the background redirect.
  : >"$WORK/serve.log"
  "$ROOT/.build/debug/meowls" serve --port 0 --db "$WORK/shop.sqlite" --jobs-poll 0 >"$WORK/serve.log" 2>&1 &
  SERVER=$!
  trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null; rm -rf "$WORK"' EXIT
  URL=""
  for _ in $(seq 1 120); do
    URL=$(sed -n 's/^MEOWLS listening on \(http:[^ ]*\).*/\1/p' "$WORK/serve.log")
    [ -n "$URL" ] && break
    kill -0 $SERVER 2>/dev/null || { cat "$WORK/serve.log"; exit 1; }
    sleep 0.5
  done
  [ -n "$URL" ] || { echo "meowls serve did not start"; cat "$WORK/serve.log"; exit 1; }
  SCRIPT=$1
  shift
  status=0
  PYTHONDONTWRITEBYTECODE=1 PYTHONPATH="$ROOT/Tests/Browser" "$VENV/bin/python" "$ROOT/$SCRIPT" "$URL" "$@" || status=$?
  kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null || true
  rm -rf "$WORK"
  trap - EXIT
  return $status
}

if [ $# -gt 0 ]; then
  run_one "$@"
  exit
fi
cd "$ROOT"
for journey in Tests/Browser/journey*.py; do
  run_one "$journey"
done
run_one Tests/Browser/axe.py
