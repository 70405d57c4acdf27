#!/bin/sh
# Runs schemathesis against a fresh `meowls serve` (debug build unless MEOWLS names another binary; demo shop;
# temporary database; rate limit off) with the server's own document, GET /api/v1/openapi.json. Three passes, each
# bounded by OPENAPI_MAX_TIME seconds: the Store's routes with a customer's token, the back office's with the demo
# owner's (an admin) and the POS's with the demo manager's; then a short fourth of what ends or changes a session.
# Fails on any 5xx, any answer the document does not describe (status, content type, body, headers), or a crash.
# schemathesis comes from a virtual environment pinned here.
set -eu
SCHEMATHESIS_VERSION=4.32.5
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
VENV="$ROOT/.build/openapi-venv"
MEOWLS=${MEOWLS:-"$ROOT/.build/debug/meowls"}
MAX_TIME=${OPENAPI_MAX_TIME:-40}
MAX_EXAMPLES=${OPENAPI_MAX_EXAMPLES:-25}
SEED=${OPENAPI_SEED:-20261204}
if ! "$VENV/bin/schemathesis" --version 2>/dev/null | grep -q "version $SCHEMATHESIS_VERSION\$"; then
  python3 -m venv "$VENV"
  "$VENV/bin/pip" install -q "schemathesis==$SCHEMATHESIS_VERSION"
fi

# NB: under .build, not /tmp, so nothing that tidies /tmp takes the database from under the run.
mkdir -p "$ROOT/.build/openapi-runs"
WORK=$(mktemp -d "$ROOT/.build/openapi-runs/run.XXXXXX")
: >"$WORK/serve.log"
"$MEOWLS" serve --port 0 --db "$WORK/shop.sqlite" --jobs-poll 0 --rate-limit 0 >"$WORK/serve.log" 2>&1 &
SERVER=$!
trap 'kill $SERVER 2>/dev/null; wait $SERVER 2>/dev/null; rm -rf "$WORK"' EXIT
URL=""
for _ in $(seq 1 240); do
  URL=$(sed -n 's/^MEOWLS listening on \(http:[^ ]*\).*/\1/p' "$WORK/serve.log")
  [ -n "$URL" ] && break
  kill -0 $SERVER 2>/dev/null || { cat "$WORK/serve.log"; exit 1; }
  sleep 0.5
done
[ -n "$URL" ] || { echo "meowls serve did not start"; cat "$WORK/serve.log"; exit 1; }
URL=${URL%/}
"$VENV/bin/python" "$ROOT/Tests/OpenAPI/tokens.py" "$URL" >"$WORK/tokens"
CUSTOMER=$(sed -n 's/^CUSTOMER=//p' "$WORK/tokens")
ADMIN=$(sed -n 's/^ADMIN=//p' "$WORK/tokens")
MANAGER=$(sed -n 's/^MANAGER=//p' "$WORK/tokens")

CHECKS=not_a_server_error,status_code_conformance,content_type_conformance,response_schema_conformance
CHECKS=$CHECKS,response_headers_conformance
# NB: what ends or changes the caller's own session (the logouts, the account's deletion, the token refresh, and
# the staff changes, which can reach the caller's own account through the ids the answers hold: a disabled or
# demoted owner loses the session) runs last, in its own pass, so the other passes keep their tokens.
SESSION_ENDING="accounts.logout accounts.delete accounts.refreshToken pos.staff.logout pos.staff.update
  pos.staff.disable admin.staff.change admin.staff.disable"
EXCLUDE=""
INCLUDE=""
for operation in $SESSION_ENDING; do
  EXCLUDE="$EXCLUDE --exclude-operation-id $operation"
  INCLUDE="$INCLUDE --include-operation-id $operation"
done
status=0
# NB: schemathesis keeps its example database in the working directory: the run's own, not the repository.
cd "$WORK"
pass() {
  label=$1
  token=$2
  seconds=$3
  shift 3
  echo "--- schemathesis: $label ---"
  # shellcheck disable=SC2086
  "$VENV/bin/schemathesis" run "$URL/api/v1/openapi.json" --url "$URL" \
    --checks "$CHECKS" --phases examples,coverage,fuzzing,stateful --max-examples "$MAX_EXAMPLES" \
    --max-time "$seconds" --seed "$SEED" --workers 1 --request-timeout 10 --no-color \
    -H "Authorization: Token $token" "$@" || status=1
}
# shellcheck disable=SC2086
pass "Store, as a customer" "$CUSTOMER" "$MAX_TIME" --exclude-path-regex '^/api/v1/(admin|pos)/' $EXCLUDE
# shellcheck disable=SC2086
pass "back office, as the owner (admin)" "$ADMIN" "$MAX_TIME" --include-path-regex '^/api/v1/admin/' $EXCLUDE
# shellcheck disable=SC2086
pass "POS, as a manager" "$MANAGER" "$MAX_TIME" --include-path-regex '^/api/v1/pos/' $EXCLUDE
# shellcheck disable=SC2086
pass "sessions and staff changes, as the owner" "$ADMIN" 20 $INCLUDE

if ! kill -0 $SERVER 2>/dev/null; then
  echo "meowls serve stopped during the run:"
  tail -50 "$WORK/serve.log"
  status=1
fi
if grep -q "internal error" "$WORK/serve.log"; then
  echo "the server logged internal errors:"
  grep "internal error" "$WORK/serve.log" | sort | uniq -c | sort -rn | head -20
  status=1
fi
exit $status
