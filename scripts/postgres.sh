#!/usr/bin/env bash
# A PostgreSQL server of our own for the tests (docs/leads.md): Debian's postgresql (installed
# with apt-get when missing), a new cluster in a temporary folder, started and stopped by process
# id, on loopback only. Never the system service.
#
#   source scripts/postgres.sh
#   pg_start            # exports TEST_DATABASE_URL (postgres://postgres@127.0.0.1:<port>/postgres)
#   pg_stop             # stops it and removes its folder
#
# PostgreSQL refuses to run as root: as root, the cluster belongs to the `postgres` user that
# Debian's package creates.

pg_bin() {
  local dir
  dir="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)"
  if [ -z "$dir" ] || [ ! -x "$dir/pg_ctl" ]; then
    echo "Installing PostgreSQL from Debian for the database tests..." >&2
    if [ "$(id -u)" -ne 0 ]; then sudo=sudo; else sudo=; fi
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq postgresql >/dev/null
    dir="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
  fi
  echo "$dir"
}

# Runs a command as the cluster's owner.
pg_as_owner() {
  if [ "$(id -u)" -eq 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

pg_start() {
  local bin port
  bin="$(pg_bin)"
  PG_TEST_DIR="$(mktemp -d "${TMPDIR:-/tmp}/site-pg.XXXXXX")"
  chmod 755 "$PG_TEST_DIR"
  [ "$(id -u)" -eq 0 ] && chown postgres: "$PG_TEST_DIR"
  # A free port: asked of the kernel, then given to PostgreSQL.
  port="$(node -e 'const s=require("net").createServer().listen(0,"127.0.0.1",()=>{console.log(s.address().port);s.close()})')"
  pg_as_owner "$bin/initdb" -D "$PG_TEST_DIR/data" -U postgres --auth=trust --encoding=UTF8 --locale=C.UTF-8 >/dev/null
  pg_as_owner "$bin/pg_ctl" -D "$PG_TEST_DIR/data" -l "$PG_TEST_DIR/server.log" -w -t 60 \
    -o "-c listen_addresses=127.0.0.1 -p $port -k $PG_TEST_DIR -c fsync=off -c max_connections=200" start >/dev/null
  PG_TEST_BIN="$bin"
  export TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$port/postgres"
  echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') for the tests on 127.0.0.1:$port (pid $(head -1 "$PG_TEST_DIR/data/postmaster.pid"))" >&2
}

pg_stop() {
  [ -n "${PG_TEST_DIR:-}" ] && [ -d "$PG_TEST_DIR/data" ] || return 0
  pg_as_owner "$PG_TEST_BIN/pg_ctl" -D "$PG_TEST_DIR/data" -m fast -w stop >/dev/null 2>&1 || true
  rm -rf "$PG_TEST_DIR"
  PG_TEST_DIR=
}
