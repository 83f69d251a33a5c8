#!/usr/bin/env bash
# Several instances on one database, under concurrent load: three passbook serve processes on one
# PostgreSQL (different ports, one API key, one stand-in APNs), then one on SQLite, driven by
# Tests/Server/multi_instance.py: passes issued by 16 clients, simultaneous creations of one serial,
# thousands of registered devices polling for changes, simultaneous PATCHes of one pass through
# different instances (plain and with If-Match), voids and more PATCHes, and on PostgreSQL a SIGKILL of
# one instance midway through a push fan-out. Checks: no lost update, no device misses a change,
# every change reaches every registered push token, few duplicate pushes; one FIGURES line per database.
#
#   Tests/Server/multi-instance.sh [postgres|sqlite|both]     (default both)
#
# Sizes: MI_PASSES (1000), MI_DEVICES (3000), MI_HOT (500 devices on one pass), MI_INSTANCES (3),
# MI_CLIENTS (16), MI_CREATE_ROUNDS (20), MI_ROUNDS (50), MI_IFMATCH_ROUNDS (25), MI_VOIDS (50),
# MI_PATCHES (200), MI_POLLERS (8), MI_QUIET (8 s without a push ends the wait, at most MI_QUIET_MAX 60 s),
# MI_KILL_AFTER (50 hot devices pushed before the SIGKILL), MI_SEED, MI_TIMEOUT (300 s per database);
# MI_FAULT=skip-tag,drop-push makes the driver see a skipped tag and a lost push, to check the checks.
# PASSBOOK is the binary (default .build/debug/passbook). Takes about 2 minutes with the debug build on 2 cores.
set -uo pipefail
cd "$(dirname "$0")/../.."
TEMPLATES=$(pwd)/Templates
source Tests/Server/lib.sh
WHICH=${1:-both}
case $WHICH in postgres|sqlite|both) ;; *) echo "usage: $0 [postgres|sqlite|both]"; exit 2 ;; esac
INSTANCES=${MI_INSTANCES:-3}
export PASSBOOK_PUSH_LEASE=5
[ -x "$PASSBOOK" ] || { echo "no passbook binary at $PASSBOOK (swift build, which makes passbook and passbook-full, or set PASSBOOK)"; exit 1; }
WORK=$(mktemp -d /tmp/passbook-multi-instance.XXXXXX); chmod 755 "$WORK"
FAILED=0
PG_DIR=$WORK/postgres
PG_STARTED=
PIDS=() APNS_PID=
PSQL=$(command -v psql || ls -d /usr/lib/postgresql/*/bin/psql 2>/dev/null | sort -V | tail -1)

stop_started() {
  local pid
  for pid in "${PIDS[@]}"; do stop_pid "$pid" 20; done 2>/dev/null
  PIDS=()
  stop_pid "$APNS_PID" 5; APNS_PID=
}
cleanup() { stop_started; [ -n "$PG_STARTED" ] && Tests/Server/postgres.sh stop "$PG_DIR"; PG_STARTED=; }
trap cleanup EXIT
trap 'exit 1' INT TERM
fail() { echo "  FAIL $*"; FAILED=1; }
FIGURES=()

run_db() { # run_db NAME DATABASE INSTANCES
  local name=$1 database=$2 count=$3 dir=$WORK/$1 apns_port i port bases=() kill_arg=() db_args=() rc
  mkdir -p "$dir"
  apns_port=$(free_port)
  "$PASSBOOK" apns-test-server --apns-port "$apns_port" --apns-certificate "$WORK/certs/apns.pem" --apns-key "$WORK/certs/apns.key" \
    --apns-client-ca "$WORK/certs/pass/dev-ca.pem" >"$dir/pushes.jsonl" 2>"$dir/apns.log" &
  APNS_PID=$!
  for _ in $(seq 1 100); do grep -q 'test APNs server on' "$dir/apns.log" && break; sleep 0.1; done
  grep -q 'test APNs server on' "$dir/apns.log" || { fail "the stand-in APNs did not start: $(cat "$dir/apns.log")"; return; }
  for i in $(seq 1 "$count"); do
    mkdir -p "$dir/i$i" && ln -sfn "$WORK/certs" "$dir/i$i/certs"
    port=$(free_port)
    start_server "$dir/i$i" "$database" "$port" "$apns_port" "${LOAD_LIMITS[@]}" || { fail "instance $i did not start (log $dir/i$i/serve.log)"; return; }
    PIDS+=("$SERVER_PID"); SERVER_PID=
    bases+=("http://127.0.0.1:$port")
  done
  echo "  --   $count instance(s) on $name: ${bases[*]}; stand-in APNs on $apns_port; files in $dir"
  [ "$count" -gt 1 ] && kill_arg=(--kill)
  [ "$name" = postgres ] && [ -n "$PSQL" ] && db_args=(--database-url "$database" --psql "$PSQL")
  local start=$SECONDS
  { # stderr off: bash reports the instance the driver kills ("Killed") as it reaps it
    timeout "${MI_TIMEOUT:-300}" python3 -u Tests/Server/multi_instance.py --name "$name" --api-key "$API_KEY" --templates "$TEMPLATES" --pushes "$dir/pushes.jsonl" \
      --pids "$(IFS=,; echo "${PIDS[*]}")" "${kill_arg[@]}" "${db_args[@]}" --out "$dir" "${bases[@]}" 2>"$dir/driver.err" | tee "$dir/driver.log"
    rc=${PIPESTATUS[0]}
  } 2>/dev/null
  [ "$rc" = 124 ] && fail "the driver did not finish in ${MI_TIMEOUT:-300} s"
  [ "$rc" = 0 ] || { FAILED=1; [ -s "$dir/driver.err" ] && { echo "  FAIL the driver's errors ($dir/driver.err):"; tail -20 "$dir/driver.err"; }; }
  FIGURES+=("$(grep '^FIGURES ' "$dir/driver.log" | sed "s/\$/ run_s=$((SECONDS - start))/")")
  [ -n "${FIGURES[-1]}" ] || { fail "the driver printed no figures (exit status $rc)"; FIGURES[-1]="FIGURES $name none"; }

  # The instances: the one the driver killed died of SIGKILL, the others still answer.
  local killed=
  for i in $(seq 1 "$count"); do
    local pid=${PIDS[$((i - 1))]} b=${bases[$((i - 1))]}
    if [ "$count" -gt 1 ] && [ "$i" = "$count" ]; then
      kill -0 "$pid" 2>/dev/null && { fail "instance $i was not killed"; continue; }
      { wait "$pid"; killed=$?; } 2>/dev/null
      check "instance $i died of SIGKILL (exit status 137)" 137 "$killed"
    else
      check "instance $i answers /health at the end" 200 "$(curl -s --max-time 10 -o /dev/null -w '%{http_code}' "$b/health")"
    fi
  done
  check "no instance logged a push given up or an outcome it could not record" "" \
    "$(cat "$dir"/i*/serve.log | grep -E 'push given up|could not record a push outcome|could not read the push queue' | head -3)"
  check "no instance logged a crash" "" "$(cat "$dir"/i*/serve.log | grep -E 'Fatal error|fatal error|Segmentation|panic' | head -3)"
}

make_certs "$WORK/certs"
if [ "$WHICH" != sqlite ]; then
  PG_PORT=$(free_port)
  PG_URL=$(Tests/Server/postgres.sh start "$PG_DIR" "$PG_PORT") || { echo "FAIL: PostgreSQL did not start (see $PG_DIR)"; exit 1; }
  PG_STARTED=1
  echo "$INSTANCES instances on one PostgreSQL"
  run_db postgres "$PG_URL" "$INSTANCES"
  stop_started
fi
if [ "$WHICH" != postgres ]; then
  echo "one instance on SQLite"
  mkdir -p "$WORK/sqlite-db"
  run_db sqlite "$WORK/sqlite-db/passbook.sqlite" 1
  stop_started
fi
echo
printf '%s\n' "${FIGURES[@]}"
cleanup; trap - EXIT
[ $FAILED = 0 ] && { echo "multi-instance check passed"; rm -rf "$WORK"; exit 0; }
echo "multi-instance check FAILED (files in $WORK)"; exit 1
