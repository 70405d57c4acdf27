#!/usr/bin/env bash
# PostgreSQL beside SQLite (issue 21), on a throw-away cluster (Scripts/pg-cluster.sh, fsync off as every throw-away
# cluster here) and the synthetic catalogue run.sh seeded ($1, moved with `meowls export` and `meowls import`):
#   - the category page under 64 connections, and one client's page cache hits at the server (µs);
#   - suggestions at the server by query class (µs);
#   - purchases a second, 32 buyers on the demo shop (meowls-bench purchases, target >= 500, 0 oversold);
#   - the category page's rate with two server processes on one database, each pinned to its own core (taskset),
#     against one process pinned to one core (target >= 1.6x; see the note printed with it).
# Usage: Benchmarks/postgres.sh <synthetic.sqlite> <category page target>   (run.sh calls it for ONLY=postgres)
set -euo pipefail
cd "$(dirname "$0")/.."
SOURCE_DB="$1"
PAGE="$2"
DURATION="${DURATION:-10}"
WORK="$(mktemp -d /tmp/meowls-pg-bench.XXXXXX)"
chmod 755 "$WORK"
source Benchmarks/lib.sh
SERVER_PID=""
SECOND_PID=""
PG_DIR="$WORK/pg"
stop_all() {
  [ -n "$SECOND_PID" ] && kill "$SECOND_PID" 2>/dev/null && wait "$SECOND_PID" 2>/dev/null || true
  Scripts/pg-cluster.sh stop "$PG_DIR" >/dev/null 2>&1 || true
  cleanup
}
trap stop_all EXIT

PG_URL=$(Scripts/pg-cluster.sh start "$PG_DIR" $$)
BASE="${PG_URL%/*}"
psql -q "$PG_URL" -c "CREATE DATABASE bench" -c "CREATE DATABASE purchases1" -c "CREATE DATABASE purchases2" \
  -c "CREATE DATABASE purchases3"
MOVE_STARTED=$(date +%s.%N)
.build/release/meowls export --db "$SOURCE_DB" --to "$WORK/shop.meowls" >/dev/null
.build/release/meowls import --from "$WORK/shop.meowls" --db "$BASE/bench" >/dev/null
# NB: autovacuum would vacuum the 100,000 products just loaded in the middle of the measurements below (it did,
# taking a core from the purchases); a shop moved to PostgreSQL is vacuumed once before it opens.
psql -q "$BASE/bench" -c "VACUUM ANALYZE"
echo "postgres: the synthetic catalogue exported and imported in" \
  "$(awk -v a="$MOVE_STARTED" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }') s"

# Starts `meowls serve` on the PostgreSQL database on port $1 with extra arguments; echoes its pid.
serve() {
  local port=$1
  shift
  "$@" .build/release/meowls serve --port "$port" --db "$BASE/bench" 2>>"$WORK/access-$port.log" >/dev/null &
  local pid=$!
  wait_for_port "$port"
  until curl -sf "http://127.0.0.1:$port/health-check" >/dev/null; do sleep 0.1; done
  echo "$pid"
}

rate() {
  wrk -t"${3:-2}" -c"${2:-64}" -d"${DURATION}s" "$1" >"$WORK/wrk-$$.txt"
  grep -q "Non-2xx" "$WORK/wrk-$$.txt" && { echo "non-2xx answers from $1" >&2; exit 1; }
  awk '/Requests\/sec/ {print $2}' "$WORK/wrk-$$.txt"
}

percentiles() {  # p50 p99 of the µs of log lines from $2 on in $1 matching $3
  tail -n +"$2" "$1" | grep -a "${3:-}" | grep -a -o '[0-9]*µs$' | tr -d 'µs' | sort -n |
    awk '{ v[NR] = $1 } END { printf "%d %d", v[int(NR * 0.50) + 1], v[int(NR * 0.99) + 1] }'
}

PORT=$(free_port)
SERVER_PID=$(serve "$PORT")
URL="http://127.0.0.1:$PORT$PAGE"
rate "$URL" >/dev/null
PG_PAGE_RPS=$(rate "$URL")
FROM=$(($(wc -l <"$WORK/access-$PORT.log") + 1))
wrk -t1 -c1 -d"${DURATION}s" "$URL" >/dev/null
read -r PG_HIT_P50 PG_HIT_P99 <<<"$(percentiles "$WORK/access-$PORT.log" "$FROM")"
echo "postgres: category page req/s, 64 conns: $PG_PAGE_RPS; page cache hit at the server p50 $PG_HIT_P50 µs," \
  "p99 $PG_HIT_P99 µs"
curl -s "http://127.0.0.1:$PORT/api/v1/search/suggestions?query=warmup" >/dev/null
for class in plain typo layout translit; do
  FROM=$(($(wc -l <"$WORK/access-$PORT.log") + 1))
  wrk -t1 -c1 -d5s -s Benchmarks/search/suggestions.lua "http://127.0.0.1:$PORT" -- "Benchmarks/search/$class.txt" \
    >/dev/null
  read -r p50 p99 <<<"$(percentiles "$WORK/access-$PORT.log" "$FROM" "search/suggestions 200")"
  echo "postgres: suggestions $class at the server p50 $p50 µs, p99 $p99 µs"
  echo "postgres_search_${class}_p99_us: $p99" >>"$WORK/figures.txt"
done
kill "$SERVER_PID" && wait "$SERVER_PID" 2>/dev/null || true
SERVER_PID=""

# NB: three runs of each engine, side by side: one 5-second run moves by a fifth on this shared 2-core machine.
for run in 1 2 3; do
  .build/release/meowls-bench purchases | grep "purchases_per_second" | sed 's/^/sqlite: /'
  .build/release/meowls-bench purchases --db "$BASE/purchases$run" | sed 's/^/postgres: /'
done

# One process on core 0 against two on cores 0 and 1; wrk is not pinned (there is no third core for it).
PORT=$(free_port)
SERVER_PID=$(serve "$PORT" taskset -c 0)
rate "http://127.0.0.1:$PORT$PAGE" >/dev/null
ONE=$(rate "http://127.0.0.1:$PORT$PAGE")
SECOND=$(free_port)
SECOND_PID=$(serve "$SECOND" taskset -c 1)
rate "http://127.0.0.1:$SECOND$PAGE" >/dev/null
rate "http://127.0.0.1:$PORT$PAGE" 32 1 >"$WORK/a.txt" &
rate "http://127.0.0.1:$SECOND$PAGE" 32 1 >"$WORK/b.txt"
wait
TWO=$(awk '{ s += $1 } END { printf "%.0f", s }' "$WORK/a.txt" "$WORK/b.txt")
echo "postgres: category page, one process on one core $ONE req/s; two processes on two cores $TWO req/s:" \
  "$(ratio "$TWO" "$ONE")x (target >= 1.6x; wrk shares those two cores: this 2-core box has none left for the load)"
{
  echo "postgres_category_page_rps: $PG_PAGE_RPS"
  echo "postgres_page_cache_hit_p50_p99_us: $PG_HIT_P50 $PG_HIT_P99"
  echo "postgres_two_process_ratio: $(ratio "$TWO" "$ONE")"
} >>"$WORK/figures.txt"
cat "$WORK/figures.txt" >"Benchmarks/results/postgres.txt"
