#!/bin/sh
# A throw-away PostgreSQL cluster for tests and trials: `start DIR` creates one in DIR (which must not hold one yet),
# starts it on a unix socket in its directory and a free TCP port on 127.0.0.1, and prints its connection URL; `stop DIR`
# stops it (DIR is the caller's to remove). Trust authentication: it listens on loopback only and holds test data.
# `start DIR PID` also stops the cluster and removes DIR once process PID has exited (a test run, even one that
# crashed), so no server outlives what started it.
set -eu

usage() {
  echo "usage: $0 start DIR [PID] | stop DIR" >&2
  exit 2
}

case $# in
2) ;;
3) [ "$1" = start ] || usage ;;
*) usage ;;
esac
command=$1
dir=$2
owner=${3:-}

# NB: Debian installs the server's programs under /usr/lib/postgresql/<major>/bin, off the PATH; take the newest.
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
if [ -z "$bin" ] || [ ! -x "$bin/initdb" ]; then
  echo "$0: no PostgreSQL server found under /usr/lib/postgresql (apt-get install postgresql)" >&2
  exit 1
fi

# NB: initdb and postgres refuse to run as root; as root, the cluster belongs to the `postgres` user that Debian's
# package creates.
as_owner() {
  if [ "$(id -u)" = 0 ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

free_port() {
  taken=$(ss -Htln 2>/dev/null | awk '{ n = split($4, a, ":"); print a[n] }')
  while :; do
    port=$(( $(od -An -N2 -tu2 /dev/urandom) % 30000 + 20000 ))
    echo "$taken" | grep -qx "$port" || break
  done
  echo "$port"
}

case $command in
start)
  mkdir -p "$dir"
  dir=$(cd "$dir" && pwd)
  if [ -e "$dir/cluster" ]; then
    echo "$0: $dir already holds a cluster" >&2
    exit 1
  fi
  # NB: as root, the `postgres` user may not reach DIR (a 0700 temporary directory of root's), so the cluster lives
  # in a directory of its own that DIR/cluster names, and `stop` removes it.
  if [ "$(id -u)" = 0 ]; then
    home=$(mktemp -d /tmp/meowls-pg.XXXXXX)
    chown postgres: "$home"
  else
    home=$dir
  fi
  echo "$home" >"$dir/cluster"
  # NB: C collation sorts text by bytes, as SQLite's BINARY does, so both engines order names alike; no sync at
  # initdb and no fsync after, since the cluster is thrown away.
  as_owner "$bin/initdb" -D "$home/data" -U postgres -A trust -E UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1 || {
    cat "$dir/initdb.log" >&2
    exit 1
  }
  for attempt in 1 2 3; do
    port=$(free_port)
    if as_owner "$bin/pg_ctl" -D "$home/data" -l "$home/server.log" -w -t 30 \
      -o "-c listen_addresses=127.0.0.1 -p $port -k $home -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=400" \
      start >/dev/null 2>&1; then
      if [ -n "$owner" ]; then
        script=$(cd "$(dirname "$0")" && pwd)/$(basename "$0")
        nohup sh -c 'while kill -0 "$1" 2>/dev/null; do sleep 1; done; "$2" stop "$3"; rm -rf "$3"' \
          watch "$owner" "$script" "$dir" >/dev/null 2>&1 &
      fi
      echo "postgres://postgres@127.0.0.1:$port/postgres"
      exit 0
    fi
  done
  echo "$0: the server did not start:" >&2
  cat "$home/server.log" >&2
  exit 1
  ;;
stop)
  home=$(cat "$dir/cluster")
  as_owner "$bin/pg_ctl" -D "$home/data" -m immediate -w stop >/dev/null
  # NB: after a test run the cluster holds gigabytes of databases, mostly still unwritten in the page cache; removing
  # them kept the machine waiting about 20 s. They are renamed away at once and removed in the background.
  if [ "$home" != "$(cd "$dir" && pwd)" ]; then
    trash="$home.removing"
    mv "$home" "$trash"
    nohup nice -n 19 rm -rf "$trash" >/dev/null 2>&1 &
  fi
  rm -f "$dir/cluster"
  ;;
*)
  usage
  ;;
esac
