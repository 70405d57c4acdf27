#!/usr/bin/env bash
# The web Store under load and in a browser, on the 100,000-product synthetic catalogue:
#   1. the HTML of a 20-product category page (/category/{id}) at 64 keep-alive connections against the JSON API's
#      answer for the same listing (/api/v1/products?category_id=…&per_page=20), same server, same run
#      (targets: HTML rate >= 0.25x the JSON rate, HTML p99 < 10 ms); both as a returning visitor (session cookie,
#      city chosen);
#   2. sizes: the listing's HTML (target < 60 KB), the stylesheet and the script together (target < 50 KB);
#   3. first view on the phone profile in headless Chromium (Benchmarks/web/vitals.py): Largest Contentful Paint
#      (target < 500 ms) and layout shift (target < 0.05) of the main page, the listing and a product card.
# Usage: Benchmarks/web.sh [DB]   (make bench builds first; run.sh calls it with its seeded catalogue). Without DB
# it seeds PRODUCTS (100,000) itself. DURATION=10 CONNECTIONS=64 override.
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${DURATION:-10}"
CONNECTIONS="${CONNECTIONS:-64}"
PRODUCTS="${PRODUCTS:-100000}"
WORK="$(mktemp -d /tmp/meowls-web.XXXXXX)"
chmod 755 "$WORK"
RESULTS="Benchmarks/results"
mkdir -p "$RESULTS"
SERVER_PID=""
NGINX_PID=""
source Benchmarks/lib.sh
trap cleanup EXIT
PORT=$(free_port)
URL="http://127.0.0.1:$PORT"

if [ $# -gt 0 ]; then cp "$1" "$WORK/web.sqlite"; else
  .build/release/meowls seed --synthetic "$PRODUCTS" --db "$WORK/web.sqlite" | tail -1
fi
.build/release/meowls serve --port "$PORT" --db "$WORK/web.sqlite" 2>"$WORK/meowls.log" >/dev/null &
SERVER_PID=$!
wait_for_port "$PORT" 600

# The listing of the catalogue benchmark's category, its first page in the default order.
CATEGORY=$(.build/release/meowls-bench catalog-page "$WORK/web.sqlite" | sed -n 's/.*category_id=\([0-9A-Fa-f-]*\).*/\1/p')
JSON_PATH="/api/v1/products?category_id=$CATEGORY&page=1&per_page=20"
HTML_PATH="/category/$CATEGORY"
PRODUCT=$(curl -s "$URL$JSON_PATH" | grep -o '"id":"[0-9A-F-]\{36\}"' | sed -n 1p | cut -d'"' -f4)

# A returning visitor: a session that has chosen its city (the first city the city page offers).
JAR="$WORK/cookies.txt"
CITY_PAGE=$(curl -s -c "$JAR" -b "$JAR" "$URL/city")
CSRF=$(grep -o 'name="csrf" value="[^"]*"' <<<"$CITY_PAGE" | sed -n 1p | cut -d'"' -f4)
CITY=$(grep -o 'name="city" value="[^"]*"' <<<"$CITY_PAGE" | sed -n 1p | cut -d'"' -f4)
curl -s -o /dev/null -c "$JAR" -b "$JAR" --data-urlencode "csrf=$CSRF" --data-urlencode "do=city" \
  --data-urlencode "city=$CITY" "$URL/city"
COOKIE=$(sed 's/^#HttpOnly_//' "$JAR" | awk '!/^#/ && NF >= 7 { print $6 "=" $7 }' | sed -n 1p)
[ -n "$COOKIE" ] || { echo "no session cookie from $URL/city" >&2; exit 1; }
curl -s -b "$COOKIE" "$URL$HTML_PATH" >"$WORK/listing.html"
TILES=$(grep -o 'class="tile"' "$WORK/listing.html" | wc -l)
[ "$TILES" -eq 20 ] || { echo "the listing page shows $TILES products, not 20" >&2; head -c 2000 "$WORK/listing.html" >&2; exit 1; }

# Requests per second and p99 of a path under CONNECTIONS connections, after a warm-up run of the same length.
rate() {
  wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" -H "Cookie: $COOKIE" --latency "$URL$1" >/dev/null
  wrk -t2 -c"$CONNECTIONS" -d"${DURATION}s" -H "Cookie: $COOKIE" --latency "$URL$1" >"$WORK/wrk.txt"
  grep -q "Non-2xx" "$WORK/wrk.txt" && { echo "non-2xx answers from $1" >&2; cat "$WORK/wrk.txt" >&2; exit 1; }
  echo "$(awk '/Requests\/sec/ {print $2}' "$WORK/wrk.txt") $(awk '/ 99%/ {print $2}' "$WORK/wrk.txt")"
}
read -r JSON_RPS JSON_P99 <<<"$(rate "$JSON_PATH")"
read -r HTML_RPS HTML_P99 <<<"$(rate "$HTML_PATH")"
RATIO=$(ratio "$HTML_RPS" "$JSON_RPS")
HTML_KB=$(awk -v b="$(wc -c <"$WORK/listing.html")" 'BEGIN { printf "%.1f", b / 1024 }')
ASSETS_KB=$(awk -v b="$(($(curl -s "$URL/assets/store.css" | wc -c) + $(curl -s "$URL/assets/store.js" | wc -c)))" \
  'BEGIN { printf "%.1f", b / 1024 }')

echo "== the web Store on $PRODUCTS products, wrk -t2 -c$CONNECTIONS -d${DURATION}s, a returning visitor =="
printf "%-52s %12s %12s %8s\n" "benchmark" "HTML" "JSON API" "ratio"
printf "%-52s %12s %12s %8s\n" "20-product category page req/s (ref: the JSON listing)" "$HTML_RPS" "$JSON_RPS" "$RATIO"
echo "   p99 under load: HTML $HTML_P99, JSON $JSON_P99 (targets: ratio >= 0.25, HTML p99 < 10 ms)"
echo "   sizes: listing HTML $HTML_KB KB (target < 60 KB), stylesheet and script $ASSETS_KB KB (target < 50 KB)"
echo "   first view, phone profile (390x844), empty browser cache (targets: LCP < 500 ms, CLS < 0.05):"
ROOT="$PWD"
. Tests/Browser/venv.sh  # the browser tests' pinned Selenium
"$VENV/bin/python" Benchmarks/web/vitals.py "$URL" "$COOKIE" / "$HTML_PATH" "/product/$PRODUCT" | tee "$WORK/vitals.txt"
{
  echo "web_category_html_rps: $HTML_RPS"
  echo "web_category_json_rps: $JSON_RPS"
  echo "web_category_html_ratio: $RATIO"
  echo "web_category_html_p99: $HTML_P99"
  echo "web_listing_html_kb: $HTML_KB"
  echo "web_assets_kb: $ASSETS_KB"
  grep '^web_' "$WORK/vitals.txt"
} >"$RESULTS/web.txt"
