#!/usr/bin/env bash
# A throwaway PostgreSQL for the tests and the benchmarks: its own data directory, listening on a
# Unix socket in that directory only (no TCP port, nothing shared with a PostgreSQL the machine
# may run), trusted local connections.
#
#   tests/postgres/cluster.sh start [--fast]   prints the cluster's directory, then its URL
#   tests/postgres/cluster.sh stop DIR         stops it and deletes the directory
#
# --fast (the tests): no fsync, no synchronous commit. Without it (the benchmarks), PostgreSQL's
# defaults: an acknowledged write is on disk.
# The binaries: PG_BIN, else Debian's /usr/lib/postgresql/<newest>/bin (tests/ensure-postgres.sh).
# As root, the server runs as the `postgres` user (PostgreSQL refuses root).
set -euo pipefail

bin_dir() {
  if [ -n "${PG_BIN:-}" ]; then echo "$PG_BIN"; return; fi
  local newest
  newest=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)
  if [ -z "$newest" ]; then
    echo "No PostgreSQL binaries: run tests/ensure-postgres.sh, or set PG_BIN." >&2
    exit 1
  fi
  echo "$newest"
}

as_owner() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "${1:-}" in
  start)
    bin=$(bin_dir)
    dir=$(mktemp -d /tmp/hallway-pg-XXXXXX)
    chmod 755 "$dir"
    if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust -E UTF8 --locale=C --no-sync >"$dir/initdb.log" 2>&1 ||
      { cat "$dir/initdb.log" >&2; exit 1; }
    settings="-k $dir -c listen_addresses= -c max_connections=400 -c shared_buffers=64MB"
    if [ "${2:-}" = "--fast" ]; then settings="$settings -c fsync=off -c synchronous_commit=off -c full_page_writes=off"; fi
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "$settings" -w -t 60 start >/dev/null ||
      { cat "$dir/server.log" >&2; exit 1; }
    as_owner "$bin/psql" -h "$dir" -U postgres -d postgres -qAt -c 'CREATE DATABASE hallway' >/dev/null
    echo "$dir"
    echo "postgres://postgres@localhost/hallway?host=$dir"
    ;;
  stop)
    dir=${2:?the directory that start printed}
    bin=$(bin_dir)
    if [ -d "$dir/data" ]; then as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null 2>&1 || true; fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start [--fast] | stop DIR" >&2
    exit 2
    ;;
esac
