#!/usr/bin/env bash
# Makes sure PostgreSQL's programs are there for the tests on PostgreSQL (tests/postgres/cluster.sh
# starts a throwaway server of its own): PG_BIN, else Debian's /usr/lib/postgresql/<version>/bin.
# On a Debian machine as root it installs Debian's postgresql package, without the default cluster
# (nothing is left running); elsewhere it stops with one line.
set -euo pipefail
if [ -n "${PG_BIN:-}" ]; then
  if [ -x "$PG_BIN/initdb" ] && [ -x "$PG_BIN/pg_ctl" ]; then exit 0; fi
  echo "PG_BIN=$PG_BIN has no initdb and pg_ctl: point it at PostgreSQL's bin directory or unset it." >&2
  exit 1
fi
if ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then exit 0; fi
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "No PostgreSQL found: installing Debian's postgresql package…"
  export DEBIAN_FRONTEND=noninteractive
  if [ ! -e /etc/postgresql-common/createcluster.conf ]; then
    mkdir -p /etc/postgresql-common
    echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.conf
  fi
  apt-get update -qq
  apt-get install -y -qq postgresql >/dev/null
  exit 0
fi
echo "No PostgreSQL found: install it (Debian: sudo apt-get install postgresql) or set PG_BIN to its bin directory." >&2
exit 1
