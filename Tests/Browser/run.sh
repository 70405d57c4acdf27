#!/bin/sh
# Runs browser scripts against a fresh `meowls serve` (debug build, demo shop, temporary database): by default every
# journey (`Tests/Browser/journey*.py`, one after another; `make test` calls it after the Swift tests); `run.sh
# SCRIPT ARGS…` runs one script with the server's URL first (`make screenshots`). Selenium comes from a virtual
# environment pinned here.
set -eu
SELENIUM_VERSION=4.27.1
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VENV="$ROOT/.build/browser-venv"
if ! "$VENV/bin/python" -c "import selenium" 2>/dev/null; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q "selenium==$SELENIUM_VERSION"
fi
WORK=$(mktemp -d)
: >"$WORK/serve.log"
"$ROOT/.build/debug/meowls" serve --port 0 --db "$WORK/shop.sqlite" --jobs-poll 0 >"$WORK/serve.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null; rm -rf "$WORK"' EXIT
for _ in $(seq 1 120); do
  URL=$(sed -n 's/^MEOWLS listening on \(http:[^ ]*\).*/\1/p' "$WORK/serve.log")
  [ -n "$URL" ] && break
  kill -0 $SERVER 2>/dev/null || { cat "$WORK/serve.log"; exit 1; }
  sleep 0.5
done
[ -n "$URL" ] || { echo "meowls serve did not start"; cat "$WORK/serve.log"; exit 1; }
if [ $# -eq 0 ]; then
  for JOURNEY in "$ROOT"/Tests/Browser/journey*.py; do
    "$VENV/bin/python" "$JOURNEY" "$URL"
  done
else
  SCRIPT=$1
  shift
  "$VENV/bin/python" "$ROOT/$SCRIPT" "$URL" "$@"
fi
