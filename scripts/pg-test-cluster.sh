#!/usr/bin/env bash
# A throwaway PostgreSQL cluster on loopback for the tests (issue 8): Debian's postgresql
# binaries, initdb into a temporary folder, trust authentication on 127.0.0.1 only.
#   scripts/pg-test-cluster.sh start [port]   prints PGTEST_DIR=… and DATABASE_URL=… (eval-able)
#   scripts/pg-test-cluster.sh stop <dir>     stops it and removes the folder
# PostgreSQL refuses to run as root: as root the cluster runs as the `postgres` user (runuser).
set -euo pipefail

bindir() {
  local dir
  dir=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1 || true)
  if [ -z "$dir" ] || [ ! -x "$dir/initdb" ]; then
    echo "PostgreSQL server binaries not found (apt-get install postgresql)" >&2
    exit 1
  fi
  echo "$dir"
}

as_owner() {
  if [ "$(id -u)" = "0" ]; then
    runuser -u postgres -- "$@"
  else
    "$@"
  fi
}

case "${1:-}" in
  start)
    BIN=$(bindir)
    PORT=${2:-55432}
    DIR=$(mktemp -d /tmp/go-rentals-pg.XXXXXX)
    chmod 755 "$DIR"
    if [ "$(id -u)" = "0" ]; then chown postgres: "$DIR"; fi
    as_owner "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >"$DIR/initdb.log" 2>&1 \
      || as_owner "$BIN/initdb" -D "$DIR/data" -U postgres --auth=trust -E UTF8 --locale=C >"$DIR/initdb.log" 2>&1
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w -t 60 \
      -o "-c listen_addresses=127.0.0.1 -p $PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=300" \
      start >/dev/null
    "$BIN/createdb" -h 127.0.0.1 -p "$PORT" -U postgres go_rentals
    echo "PGTEST_DIR=$DIR"
    echo "DATABASE_URL=postgres://postgres@127.0.0.1:$PORT/go_rentals"
    ;;
  stop)
    BIN=$(bindir)
    DIR=${2:?usage: stop <dir>}
    as_owner "$BIN/pg_ctl" -D "$DIR/data" -m fast -w stop >/dev/null || true
    rm -rf "$DIR"
    ;;
  *)
    echo "usage: $0 start [port] | stop <dir>" >&2
    exit 2
    ;;
esac
