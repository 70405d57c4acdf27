# Shell helpers the benchmark scripts share (sourced, not run). The caller sets WORK (a scratch directory).

# Stops the server and nginx a script started (SERVER_PID, NGINX_PID) and removes WORK: the scripts' EXIT trap.
cleanup() {
  [ -n "${SERVER_PID:-}" ] && kill "$SERVER_PID" 2>/dev/null && wait "$SERVER_PID" 2>/dev/null || true
  [ -n "${NGINX_PID:-}" ] && kill "$NGINX_PID" 2>/dev/null || true
  rm -rf "$WORK"
}

# A port nothing listens on, so that two benchmark runs (or a developer's server) never measure each other.
free_port() {
  while true; do
    local port=$((20000 + RANDOM % 40000))
    if ! (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "$port"
      return
    fi
  done
}

# Waits up to $2 seconds (default 120: a server indexes its catalogue before it listens).
wait_for_port() {
  for _ in $(seq 1 $((${2:-120} * 10))); do
    if (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; then return 0; fi
    sleep 0.1
  done
  echo "nothing listens on port $1" >&2
  return 1
}

# nginx on port $1 serving $WORK/nginx/www as static files, with its access log on like ours; sets NGINX_PID.
start_nginx() {
  mkdir -p "$WORK/nginx/www"
  cat >"$WORK/nginx/nginx.conf" <<CONF
worker_processes auto;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log;
events { worker_connections 4096; }
http {
  access_log $WORK/nginx/access.log;
  client_body_temp_path $WORK/nginx/body;
  proxy_temp_path $WORK/nginx/proxy;
  fastcgi_temp_path $WORK/nginx/fastcgi;
  uwsgi_temp_path $WORK/nginx/uwsgi;
  scgi_temp_path $WORK/nginx/scgi;
  keepalive_requests 1000000;
  default_type application/json;
  server {
    listen 127.0.0.1:$1;
    root $WORK/nginx/www;
  }
}
CONF
  nginx -c "$WORK/nginx/nginx.conf" -g "daemon off;" &
  NGINX_PID=$!
  wait_for_port "$1"
  kill -0 "$NGINX_PID" 2>/dev/null || { echo "nginx did not start (port $1 busy?)" >&2; exit 1; }
}

ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f", a / b }'; }
