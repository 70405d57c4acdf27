#!/usr/bin/env bash
# The behaviour suite (EndToEndTests) once more with every test server on PostgreSQL (issue 21): a throw-away cluster
# (Scripts/pg-cluster.sh) in a temporary directory on a free port, stopped and removed after, also when this script
# is killed (the cluster watches this script's process). `make test` runs it after the suite on SQLite; the tests of
# several servers and the race proofs between two server processes already run on both engines in that suite.
#
#   Tests/Postgres/run.sh                          the whole behaviour suite
#   POSTGRES_SUITE_FILTER=Checkout Tests/Postgres/run.sh   part of it (`swift test --filter`)
set -euo pipefail
cd "$(dirname "$0")/../.."
SWIFT=${SWIFT:-swift}
dir=$(mktemp -d /tmp/meowls-pg-suite.XXXXXX)
url=$(Scripts/pg-cluster.sh start "$dir" $$)
# NB: as another user than root the cluster's gigabytes are in $dir itself, so it too is removed in the background.
trap 'Scripts/pg-cluster.sh stop "$dir" >/dev/null 2>&1 || true
  mv "$dir" "$dir.removing" && { nohup nice -n 19 rm -rf "$dir.removing" >/dev/null 2>&1 & }' EXIT
echo "the behaviour suite on PostgreSQL: $url"
MEOWLS_TEST_POSTGRES="$url" "$SWIFT" test --skip-build --filter "${POSTGRES_SUITE_FILTER:-EndToEndTests}"
