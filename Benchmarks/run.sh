#!/usr/bin/env bash
# MEOWLS benchmarks: each target is measured against its named reference in the same run, on this machine.
#   1. GET /health-check under 64 keep-alive connections vs nginx serving the same bytes as a static file.
#   2. The catalogue on a 100,000-product synthetic shop (meowls seed --synthetic, timed: target < 60 s), one client,
#      each request's time at the server (access log), target p99 < 2 ms:
#      - page cache hit: one category page (20 products, filters, price sort) requested again and again;
#      - 1,000 different category pages in turn for DURATION s (each revisited many times: mostly page cache hits);
#      - first visit, computed: FIRST_VISIT_PAGES different category pages, each requested exactly once, on a server
#        started fresh (nothing cached but the listing index it builds at start), repeated FIRST_VISIT_RUNS times;
#      and the one page under 64 keep-alive connections vs nginx serving the same bytes as a static file
#      (target >= 0.30); the server's memory with the catalogue: RSS < 300 MB (its anonymous part beside it).
#   3. JSON encoding of a 20-product page: MEOWLS' encoder vs Foundation's JSONEncoder (meowls-bench).
#   4. Purchases per second on the embedded database: 32 buyers, each looping cart update, calculation and purchase
#      over HTTP, with the books checked for oversold units afterwards (meowls-bench purchases; target >= 500).
#   5. Search on the same synthetic catalogue: full reindex time, index memory, and the server's own time for
#      /search/suggestions (access log, µs) by query class: plain, typo, layout, transliteration.
#      Targets: reindex < 20 s, suggestions p99 < 5 ms.
#   6. The signed-in cart update and the product card on a 20,000-product shop (Benchmarks/cart.sh, its own header).
#   7. The web Store on the same synthetic catalogue: a listing's HTML against the JSON API's, sizes, and a first
#      view's paint and layout shift in headless Chromium (Benchmarks/web.sh, its own header).
#   8. The till at the counter in headless Chromium: scan to line shown and a cash sale to its receipt, online and
#      offline (Benchmarks/till.sh, its own header; targets p99 < 50 ms and < 100 ms).
#   9. The catalogue page before and after 1,000 admin edits, and an edit's time to search (meowls-bench edits).
#  10. A picture upload: a 12-megapixel JPEG resized to the four wire sizes as JPEG and WebP and stored, median and
#      p99 of 30 uploads of different bytes (meowls-bench pictures; target < 150 ms).
#  11. A generated 100,000-offer YML feed imported into a fresh database: dry run, import, repeat (target < 60 s).
#  12. Soak: a mixed load (browse, product cards, search, cart, purchase, counter sales) on a real server with the demo
#      shop at 70% of the peak measured first, for SOAK_MINUTES (30): p99 of the last 5 minutes within 20% of the
#      first 5, RSS after the first 5 minutes growing under 10%, no failed action, stock equal to its ledger at the end
#      (meowls-bench soak; make test runs a 2-minute one on the debug build with --check).
#  13. PostgreSQL beside SQLite: the same catalogue page, search and purchases on a throw-away cluster, and two server
#      processes on one database (Benchmarks/postgres.sh, its own header).
# Usage: Benchmarks/run.sh   (make bench builds everything first). DURATION=10 CONNECTIONS=64 PRODUCTS=100000
# SEARCH_DURATION=5 FIRST_VISIT_PAGES=2000 FIRST_VISIT_RUNS=3 can be overridden. ONLY=catalog (or a comma list of
# health, catalog, first-visit, encoding, purchases, search, cart, web, till, edits, pictures, imports, soak, postgres) runs only those parts; first-visit is the
# catalogue's first visits alone; results/latest.txt is written only by a full run. BENCH_DB=path copies a database seeded before
# with `meowls seed --synthetic` instead of seeding one (the seed is then not timed).
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${DURATION:-10}"
CONNECTIONS="${CONNECTIONS:-64}"
WRK_THREADS="${WRK_THREADS:-2}"
PRODUCTS="${PRODUCTS:-100000}"
FIRST_VISIT_PAGES="${FIRST_VISIT_PAGES:-2000}"
FIRST_VISIT_RUNS="${FIRST_VISIT_RUNS:-3}"
ONLY="${ONLY:-}"
# Whether part $1 runs: every part when ONLY is empty.
part() { [ -z "$ONLY" ] || [[ ",$ONLY," == *",$1,"* ]] || { [ "$1" = first-visit ] && [[ ",$ONLY," == *",catalog,"* ]]; }; }
WORK="$(mktemp -d /tmp/meowls-bench.XXXXXX)"
chmod 755 "$WORK"  # NB: nginx workers run as another user when started as root; they must read the files
RESULTS="Benchmarks/results"
mkdir -p "$RESULTS"
source Benchmarks/lib.sh  # cleanup, free_port, wait_for_port, start_nginx, ratio
MEOWLS_PORT="${MEOWLS_BENCH_PORT:-$(free_port)}"
NGINX_PORT="${NGINX_BENCH_PORT:-$(free_port)}"
SERVER_PID=""
NGINX_PID=""

trap cleanup EXIT


# Requests per second that wrk reports for a URL.
measure() {
  wrk -t"$WRK_THREADS" -c"$CONNECTIONS" -d"${DURATION}s" --latency "$1" >"$WORK/wrk.txt"
  grep -q "Non-2xx" "$WORK/wrk.txt" && { echo "non-2xx answers from $1" >&2; cat "$WORK/wrk.txt" >&2; exit 1; }
  awk '/Requests\/sec/ {print $2}' "$WORK/wrk.txt"
}

# The server keeps its access log (one line per request with its duration in µs at the server) in meowls.log.
start_meowls() {
  .build/release/meowls serve --port "$MEOWLS_PORT" --db "$WORK/bench.sqlite" "$@" 2>"$WORK/meowls.log" \
    >"$WORK/meowls.out" &
  SERVER_PID=$!
  wait_for_port "$MEOWLS_PORT"
  kill -0 "$SERVER_PID" 2>/dev/null || { echo "meowls did not start (port $MEOWLS_PORT busy?)" >&2; exit 1; }
  # NB: the socket is bound before the catalogue's warm-up (its list forms read and packed, seconds at 100,000
  # products), so the port answers before the server does; its first answer is the start that counts.
  until curl -sf "http://127.0.0.1:$MEOWLS_PORT/health-check" >/dev/null; do
    kill -0 "$SERVER_PID" 2>/dev/null || { echo "meowls stopped while starting" >&2; exit 1; }
    sleep 0.1
  done
}

# p50 and p99 in µs of the server-side durations logged from line $1 on (the first $2 lines when given).
server_percentiles() {
  tail -n +"$1" "$WORK/meowls.log" | head -n "${2:-100000000}" | grep -a -o '[0-9]*µs$' | tr -d 'µs' | sort -n |
    awk '{ v[NR] = $1 } END { printf "%d %d", v[int(NR * 0.50) + 1], v[int(NR * 0.99) + 1] }'
}

log_lines() { echo $(($(wc -l <"$WORK/meowls.log") + 1)); }

# One client, one request at a time, for DURATION; extra arguments go to wrk (a script).
single_client() {
  wrk -t1 -c1 -d"${DURATION}s" --latency "$@" >"$WORK/wrk1.txt"
  grep -q "Non-2xx" "$WORK/wrk1.txt" && { echo "non-2xx answers" >&2; cat "$WORK/wrk1.txt" >&2; exit 1; }
  true
}

# Requests per second of a URL, measured after a warm-up run of the same length.
warm_measure() {
  measure "$1" >/dev/null
  measure "$1"
}


echo "== MEOWLS benchmarks on $(nproc) cores, wrk -t$WRK_THREADS -c$CONNECTIONS -d${DURATION}s${ONLY:+, only $ONLY} =="
if part health || part catalog || part first-visit || part search || part web || part edits || part postgres; then
  if [ -n "${BENCH_DB:-}" ]; then
    cp "$BENCH_DB" "$WORK/bench.sqlite"
    SEED_SECONDS="not measured"
    echo "catalogue: a copy of $BENCH_DB (not seeded here)"
  else
    SEED_STARTED=$(date +%s.%N)
    .build/release/meowls seed --synthetic "$PRODUCTS" --db "$WORK/bench.sqlite" | tail -1
    SEED_SECONDS=$(awk -v a="$SEED_STARTED" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
    echo "catalogue: $PRODUCTS products, seeded in $SEED_SECONDS s (target < 60 s)"
  fi
fi
if part health || part catalog; then
  start_meowls
  start_nginx "$NGINX_PORT"  # nginx serves the exact bytes MEOWLS answers, as static files
fi

if part health; then
  curl -s "http://127.0.0.1:$MEOWLS_PORT/health-check" >"$WORK/nginx/www/health-check"
  NGINX_RPS=$(warm_measure "http://127.0.0.1:$NGINX_PORT/health-check")
  MEOWLS_RPS=$(warm_measure "http://127.0.0.1:$MEOWLS_PORT/health-check")
  MEOWLS_P99=$(awk '/ 99%/ {print $2}' "$WORK/wrk.txt")
  HEALTH_RATIO=$(ratio "$MEOWLS_RPS" "$NGINX_RPS")
  printf "%-44s %12s %12s %8s\n" "benchmark" "MEOWLS" "reference" "ratio"
  printf "%-44s %12s %12s %8s\n" "GET /health-check req/s (ref: nginx static)" "$MEOWLS_RPS" "$NGINX_RPS" "$HEALTH_RATIO"
  echo "   MEOWLS p99 latency under load: $MEOWLS_P99 (target: ratio >= 0.80)"
fi

if part catalog || part first-visit; then
  # The catalogue page of the issue, and the different pages of the mix (the first visits take a prefix of it).
  CATALOG_PAGE=$(.build/release/meowls-bench catalog-page "$WORK/bench.sqlite")
  .build/release/meowls-bench catalog-mix "$WORK/bench.sqlite" $((FIRST_VISIT_PAGES > 1000 ? FIRST_VISIT_PAGES : 1000)) \
    >"$WORK/pages.txt"
  head -n 1000 "$WORK/pages.txt" >"$WORK/mix.txt"
  head -n "$FIRST_VISIT_PAGES" "$WORK/pages.txt" >"$WORK/first.txt"
fi

if part catalog; then
  CATALOG_URL="http://127.0.0.1:$MEOWLS_PORT$CATALOG_PAGE"
  curl -gs "$CATALOG_URL" >"$WORK/nginx/www/catalog-page.json"
  PAGE_BYTES=$(wc -c <"$WORK/nginx/www/catalog-page.json")
  single_client "$CATALOG_URL"  # warm-up
  FROM=$(log_lines)
  single_client "$CATALOG_URL"
  read -r PAGE_P50 PAGE_P99 <<<"$(server_percentiles "$FROM")"
  PAGE_CLIENT_P99=$(awk '/ 99%/ {print $2}' "$WORK/wrk1.txt")
  cat >"$WORK/mix.lua" <<LUA
local paths = {}
for line in io.lines("$WORK/mix.txt") do paths[#paths + 1] = line end
local next_path = 0
request = function()
  next_path = next_path % #paths + 1
  return wrk.format("GET", paths[next_path])
end
LUA
  FROM=$(log_lines)
  single_client -s "$WORK/mix.lua" "http://127.0.0.1:$MEOWLS_PORT"
  read -r MIX_P50 MIX_P99 <<<"$(server_percentiles "$FROM")"
  MIX_VISITS=$(awk -v n="$(($(log_lines) - FROM))" 'BEGIN { printf "%.0f", n / 1000 }')
  NGINX_PAGE_RPS=$(warm_measure "http://127.0.0.1:$NGINX_PORT/catalog-page.json")
  MEOWLS_PAGE_RPS=$(warm_measure "$CATALOG_URL")
  PAGE_RATIO=$(ratio "$MEOWLS_PAGE_RPS" "$NGINX_PAGE_RPS")
  RSS_MB=$(awk '/VmRSS/ { printf "%.0f", $2 / 1024 }' "/proc/$SERVER_PID/status")
  PEAK_MB=$(awk '/VmHWM/ { printf "%.0f", $2 / 1024 }' "/proc/$SERVER_PID/status")
  ANON_MB=$(awk '/RssAnon/ { printf "%.0f", $2 / 1024 }' "/proc/$SERVER_PID/status")
  echo
  echo "category page of $PAGE_BYTES bytes: $CATALOG_PAGE"
  printf "%-44s %12s %12s %8s\n" "category page req/s, 64 conns (ref: nginx)" "$MEOWLS_PAGE_RPS" "$NGINX_PAGE_RPS" "$PAGE_RATIO"
  echo "   target: ratio >= 0.30"
  echo "   page cache hit (the same page again and again), one client, at the server: p50 ${PAGE_P50} µs," \
    "p99 ${PAGE_P99} µs; wrk p99 $PAGE_CLIENT_P99"
  echo "   1,000 different pages in turn, each visited about $MIX_VISITS times (mostly page cache hits), at the" \
    "server: p50 ${MIX_P50} µs, p99 ${MIX_P99} µs"
  echo "   server memory: RSS $RSS_MB MB (target < 300 MB), peak $PEAK_MB MB, of which anonymous $ANON_MB MB"
fi

# First visits: a fresh server per run (no page or product JSON cached, only the listing index built at start), each
# of FIRST_VISIT_PAGES different pages requested once, one request at a time; the server's own time per request.
if part first-visit; then
  # NB: one curl process walks the list over one keep-alive connection, so each page is requested exactly once
  # (wrk cannot stop after a number of requests: it runs for its whole duration).
  awk -v base="http://127.0.0.1:$MEOWLS_PORT" '{ printf "url = \"%s%s\"\noutput = \"/dev/null\"\n", base, $0 }' \
    "$WORK/first.txt" >"$WORK/first.curl"
  FIRST_VISITS=""
  for run in $(seq 1 "$FIRST_VISIT_RUNS"); do
    [ -n "$SERVER_PID" ] && { kill "$SERVER_PID" && wait "$SERVER_PID" 2>/dev/null || true; }
    start_meowls
    FROM=$(log_lines)
    curl -gs -w '%{http_code}\n' -K "$WORK/first.curl" >"$WORK/first-status.txt"
    [ "$(grep -c '^200$' "$WORK/first-status.txt")" = "$FIRST_VISIT_PAGES" ] ||
      { echo "not every first visit answered 200" >&2; sort "$WORK/first-status.txt" | uniq -c >&2; exit 1; }
    [ $(($(log_lines) - FROM)) -eq "$FIRST_VISIT_PAGES" ] || { echo "the access log lacks first visits" >&2; exit 1; }
    read -r FIRST_P50 FIRST_P99 <<<"$(server_percentiles "$FROM")"
    FIRST_VISITS="$FIRST_VISITS $FIRST_P50/$FIRST_P99"
    echo "   first visit, computed: $FIRST_VISIT_PAGES different pages once each on a fresh server (run $run of" \
      "$FIRST_VISIT_RUNS), at the server: p50 ${FIRST_P50} µs, p99 ${FIRST_P99} µs (target p99 < 2000 µs)"
  done
fi
echo

if part encoding; then .build/release/meowls-bench | tee "$WORK/bench.txt"; fi
if part purchases; then .build/release/meowls-bench purchases | tee -a "$WORK/bench.txt"; fi
if part pictures; then .build/release/meowls-bench pictures | tee -a "$WORK/bench.txt"; fi
# 11. A 100,000-offer YML feed imported into a fresh database (meowls-bench imports; target < 60 s).
if part imports; then .build/release/meowls-bench imports "$WORK" | tee -a "$WORK/bench.txt"; fi

# 5. Search, on the synthetic catalogue seeded above. The server's access log gives each request's time inside the server (µs, last field).
if part search; then
  SEARCH_DURATION="${SEARCH_DURATION:-5}"
  SEARCH_DB="$WORK/bench.sqlite"
  [ -n "$SERVER_PID" ] && { kill "$SERVER_PID" && wait "$SERVER_PID" 2>/dev/null || true; }
  .build/release/meowls reindex --db "$SEARCH_DB" | tee "$WORK/reindex.txt"
  .build/release/meowls serve --port "$MEOWLS_PORT" --db "$SEARCH_DB" 2>"$WORK/search-access.log" >/dev/null &
  SERVER_PID=$!
  wait_for_port "$MEOWLS_PORT"
  URL="http://127.0.0.1:$MEOWLS_PORT"
  # NB: the first request after a reindex builds the server's index; wait for it outside the measurement.
  curl -s "$URL/api/v1/search/suggestions?query=warmup" >/dev/null
  printf "%-44s %10s %10s %10s %10s\n" "suggestions, server time (1 connection)" "requests" "p50 µs" "p99 µs" "max µs"
  : >"$WORK/search.txt"
  for class in plain typo layout translit; do
    wrk -t1 -c1 -d1s -s Benchmarks/search/suggestions.lua "$URL" -- "Benchmarks/search/$class.txt" >/dev/null
    before=$(wc -l <"$WORK/search-access.log")
    wrk -t1 -c1 -d"${SEARCH_DURATION}s" -s Benchmarks/search/suggestions.lua "$URL" -- "Benchmarks/search/$class.txt" \
      >"$WORK/wrk-$class.txt"
    tail -n +"$((before + 1))" "$WORK/search-access.log" | awk '/search\/suggestions 200/ {sub("µs", "", $NF); print $NF}' \
      | sort -n >"$WORK/$class.us"
    stats=$(awk '{ v[NR] = $1 } END { p50 = v[int(NR * 0.50) + 1]; p99 = v[int(NR * 0.99) + 1]; printf "%d %d %d %d", NR, p50, p99, v[NR] }' "$WORK/$class.us")
    read -r count p50 p99 max <<<"$stats"
    printf "%-44s %10s %10s %10s %10s\n" "  $class ($(wc -l <"Benchmarks/search/$class.txt") queries, 1-3 words)" "$count" "$p50" "$p99" "$max"
    echo "search_${class}_p99_us: $p99" >>"$WORK/search.txt"
  done
  echo "   targets: p99 < 5000 µs; reindex < 20 s"
fi

# 6. The signed-in cart and the product card on their own 20,000-product shop (Benchmarks/cart.sh).
if part cart; then
  kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null || true
  SERVER_PID=""
  DURATION="$DURATION" Benchmarks/cart.sh
fi

# 7. The web Store on the synthetic catalogue seeded above (Benchmarks/web.sh).
if part web; then
  [ -n "$SERVER_PID" ] && { kill "$SERVER_PID" && wait "$SERVER_PID" 2>/dev/null || true; }
  SERVER_PID=""
  DURATION="$DURATION" CONNECTIONS="$CONNECTIONS" Benchmarks/web.sh "$WORK/bench.sqlite"
fi

# 8. The till at the counter, on its own demo shop (Benchmarks/till.sh).
if part till; then
  [ -n "$SERVER_PID" ] && { kill "$SERVER_PID" && wait "$SERVER_PID" 2>/dev/null || true; }
  SERVER_PID=""
  Benchmarks/till.sh
fi

# 9. The catalogue page's rate before and after 1,000 admin edits through the admin API, and the time from an edit's
# answer to search finding it (issue 20), on the synthetic catalogue seeded above (last: the edits change it).
if part edits; then
  [ -n "$SERVER_PID" ] && { kill "$SERVER_PID" && wait "$SERVER_PID" 2>/dev/null || true; }
  SERVER_PID=""
  EDITS_PAGE="${CATALOG_PAGE:-$(.build/release/meowls-bench catalog-page "$WORK/bench.sqlite")}"
  # NB: meowls-bench runs the API server without the web front, which refuses a database carrying the front's own
  # schema (900-909, `meowls seed` adds it): the bench's copy drops those tables, and nothing else.
  sqlite3 "$WORK/bench.sqlite" "DROP TABLE web_session_values; DROP TABLE web_sessions;
    DELETE FROM schema_migrations WHERE version BETWEEN 900 AND 909"
  .build/release/meowls-bench edits "$WORK/bench.sqlite" "$EDITS_PAGE" "${EDITS:-1000}" | tee "$WORK/edits.txt"
fi

# 13. PostgreSQL, on the synthetic catalogue seeded above (before the soak, which takes its own shop).
if part postgres; then
  [ -n "$SERVER_PID" ] && { kill "$SERVER_PID" && wait "$SERVER_PID" 2>/dev/null || true; }
  SERVER_PID=""
  PG_PAGE="${CATALOG_PAGE:-$(.build/release/meowls-bench catalog-page "$WORK/bench.sqlite")}"
  DURATION="$DURATION" Benchmarks/postgres.sh "$WORK/bench.sqlite" "$PG_PAGE"
fi

# 12. The soak, last: it takes SOAK_MINUTES on its own server and database.
if part soak; then
  [ -n "$SERVER_PID" ] && { kill "$SERVER_PID" && wait "$SERVER_PID" 2>/dev/null || true; }
  SERVER_PID=""
  .build/release/meowls-bench soak .build/release/meowls "${SOAK_MINUTES:-30}" | tee "$WORK/soak.txt"
fi

[ -z "$ONLY" ] || exit 0
{
  echo "date: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "health_check_rps: $MEOWLS_RPS"
  echo "nginx_static_rps: $NGINX_RPS"
  echo "health_check_ratio: $HEALTH_RATIO"
  echo "synthetic_products: $PRODUCTS"
  echo "seed_seconds: $SEED_SECONDS"
  echo "category_page_bytes: $PAGE_BYTES"
  echo "category_page_rps: $MEOWLS_PAGE_RPS"
  echo "nginx_category_page_rps: $NGINX_PAGE_RPS"
  echo "category_page_ratio: $PAGE_RATIO"
  echo "category_page_cache_hit_server_p50_us: $PAGE_P50"
  echo "category_page_cache_hit_server_p99_us: $PAGE_P99"
  echo "category_page_client_p99: $PAGE_CLIENT_P99"
  echo "category_mix_server_p50_us: $MIX_P50"
  echo "category_mix_server_p99_us: $MIX_P99"
  echo "category_mix_visits_per_page: $MIX_VISITS"
  echo "category_first_visit_pages: $FIRST_VISIT_PAGES"
  echo "category_first_visit_server_p50_p99_us_per_run:$FIRST_VISITS"
  echo "server_rss_mb: $RSS_MB"
  echo "server_peak_rss_mb: $PEAK_MB"
  echo "server_anonymous_mb: $ANON_MB"
  cat "$WORK/bench.txt"
  cat "$WORK/reindex.txt" "$WORK/search.txt"
  cat "$RESULTS/cart.txt"
  cat "$RESULTS/web.txt"
  cat "$RESULTS/till.txt"
  cat "$WORK/edits.txt"
  grep -E '^soak_' "$WORK/soak.txt"
  cat "$RESULTS/postgres.txt"
} >"$RESULTS/latest.txt"
echo "results written to $RESULTS/latest.txt"
