#!/usr/bin/env bash
# Starts a throwaway PostgreSQL server for the tests: postgres.sh start DIR PORT | stop DIR.
# PASSBOOK_POSTGRES_OPTIONS adds server settings, such as "-c shared_preload_libraries=pg_stat_statements,auto_explain"
# to see which statements take the time.
# PostgreSQL refuses to run as root, so as root the server runs as the postgres user.
set -euo pipefail
action=$1 dir=$2 port=${3:-55432}
bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
case $action in
start)
  rm -rf "$dir"; mkdir -p "$dir"
  [ "$(id -u)" = 0 ] && chown postgres "$dir"
  as_owner "$bin/initdb" -D "$dir/data" -U passbook --auth=trust >"$dir/initdb.log" 2>&1
  as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -o "-p $port -k $dir -c listen_addresses=127.0.0.1 -c max_connections=200 -c fsync=on ${PASSBOOK_POSTGRES_OPTIONS:-}" -w start >/dev/null
  as_owner "$bin/createdb" -h 127.0.0.1 -p "$port" -U passbook passbook
  echo "postgres://passbook@127.0.0.1:$port/passbook?sslmode=disable"
  ;;
stop)
  as_owner "$bin/pg_ctl" -D "$dir/data" -m fast -w stop >/dev/null 2>&1 || true
  ;;
esac
