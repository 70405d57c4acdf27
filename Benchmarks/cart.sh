#!/usr/bin/env bash
# The signed-in cart and the product card under load, as a shop's busiest customers use them:
#   a 20,000-product synthetic shop (meowls seed --synthetic), 256 signed-in customers, wrk -t2 -c32;
#   1. POST /cart/update with 5 lines, one of them replaced each time (targets >= 5,000 req/s, p99 < 15 ms);
#   2. GET /products/{id} for 5,000 products spread over the catalogue (target >= 10,000 req/s);
#   the reference, in the same run: nginx serving the same product card bytes as a static file.
# Usage: Benchmarks/cart.sh (make bench builds first; run.sh calls it). DURATION=10 CART_PRODUCTS=20000 override.
set -euo pipefail
cd "$(dirname "$0")/.."
DURATION="${DURATION:-10}"
PRODUCTS="${CART_PRODUCTS:-20000}"
WORK="$(mktemp -d /tmp/meowls-cart.XXXXXX)"
chmod 755 "$WORK"
RESULTS="Benchmarks/results"
mkdir -p "$RESULTS"
SERVER_PID=""
NGINX_PID=""
source Benchmarks/lib.sh
trap cleanup EXIT
PORT=$(free_port)
NGINX_PORT=$(free_port)

.build/release/meowls seed --synthetic "$PRODUCTS" --db "$WORK/cart.sqlite" | tail -1
.build/release/meowls-bench cart-setup "$WORK/cart.sqlite" "$WORK"
.build/release/meowls serve --port "$PORT" --db "$WORK/cart.sqlite" 2>"$WORK/meowls.log" >/dev/null &
SERVER_PID=$!
wait_for_port "$PORT" 600

# wrk replays a file of requests; each thread starts at its own offset and walks the file round.
cat >"$WORK/replay.lua" <<'LUA'
local lines = {}
local method, file = "GET", nil
local next_line = 0
function init(args)
  method, file = args[1], args[2]
  for line in io.lines(file) do lines[#lines + 1] = line end
  next_line = (id or 0) * 997 % #lines
end
function setup(thread)
  counter = (counter or 0) + 1
  thread:set("id", counter)
end
function request()
  next_line = next_line % #lines + 1
  local line = lines[next_line]
  if method == "GET" then return wrk.format("GET", line) end
  local token, body = line:match("([^\t]+)\t(.*)")
  return wrk.format("POST", "/api/v1/cart/update",
    { ["Authorization"] = "Token " .. token, ["Content-Type"] = "application/json" }, body)
end
LUA

run_wrk() { # $1 label, $2 method, $3 file, $4 base URL
  wrk -t2 -c32 -d"${DURATION}s" --latency -s "$WORK/replay.lua" "$4" -- "$2" "$3" >"$WORK/wrk.txt"
  if grep -q "Non-2xx" "$WORK/wrk.txt"; then echo "non-2xx answers for $1" >&2; cat "$WORK/wrk.txt" >&2; exit 1; fi
  RPS=$(awk '/Requests\/sec/ {print $2}' "$WORK/wrk.txt")
  P50=$(awk '/ 50%/ {print $2}' "$WORK/wrk.txt")
  P99=$(awk '/ 99%/ {print $2}' "$WORK/wrk.txt")
}

URL="http://127.0.0.1:$PORT"
run_wrk "cart warm-up" POST "$WORK/cart.txt" "$URL"
run_wrk "cart update" POST "$WORK/cart.txt" "$URL"
CART_RPS=$RPS CART_P50=$P50 CART_P99=$P99
run_wrk "product warm-up" GET "$WORK/products.txt" "$URL"
run_wrk "product card" GET "$WORK/products.txt" "$URL"
PRODUCT_RPS=$RPS PRODUCT_P50=$P50 PRODUCT_P99=$P99

# The reference: nginx serving one product card's bytes as a static file, under the same load.
mkdir -p "$WORK/nginx/www"
curl -s "$URL$(head -1 "$WORK/products.txt")" >"$WORK/nginx/www/product.json"
start_nginx "$NGINX_PORT"
echo "/product.json" >"$WORK/nginx.txt"
run_wrk "nginx warm-up" GET "$WORK/nginx.txt" "http://127.0.0.1:$NGINX_PORT"
run_wrk "nginx" GET "$WORK/nginx.txt" "http://127.0.0.1:$NGINX_PORT"
NGINX_RPS=$RPS

echo
echo "cart and product card: $PRODUCTS products, 256 signed-in customers, wrk -t2 -c32 -d${DURATION}s"
printf "%-48s %10s %8s %8s %8s\n" "" "req/s" "p50" "p99" "vs nginx"
printf "%-48s %10s %8s %8s %8s\n" "POST /cart/update (5 lines, one replaced)" "$CART_RPS" "$CART_P50" "$CART_P99" \
  "$(ratio "$CART_RPS" "$NGINX_RPS")"
printf "%-48s %10s %8s %8s %8s\n" "GET /products/{id} (5,000 different ids)" "$PRODUCT_RPS" "$PRODUCT_P50" \
  "$PRODUCT_P99" "$(ratio "$PRODUCT_RPS" "$NGINX_RPS")"
printf "%-48s %10s\n" "nginx, the same product card as a static file" "$NGINX_RPS"
echo "   targets: cart >= 5000 req/s with p99 < 15 ms; product card >= 10000 req/s"
{
  echo "cart_products: $PRODUCTS"
  echo "cart_update_rps: $CART_RPS"
  echo "cart_update_p99: $CART_P99"
  echo "product_card_rps: $PRODUCT_RPS"
  echo "product_card_p99: $PRODUCT_P99"
  echo "cart_nginx_product_rps: $NGINX_RPS"
} >"$RESULTS/cart.txt"
