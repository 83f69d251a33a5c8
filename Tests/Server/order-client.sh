#!/usr/bin/env bash
# Wallet orders end to end, seen from a device: Tests/Server/order_client.py, an order-tracking client
# written from Apple's order web-service protocol, creates a shop-order through the issuer API, downloads
# and checks the signed .order package on its own (zip, manifest hashes, detached CMS signature by the
# order type's certificate, order.json), registers a device, polls for changes with ordersModifiedSince,
# downloads with If-Modified-Since, waits for the push of each change at a stand-in APNs (which accepts
# both the pass and the order client certificates), follows the holder page, and unregisters. First one
# passbook serve on SQLite, then two on one PostgreSQL, the client's requests alternating between them
# (registration through the first, PATCHes through the second). One FIGURES line per database.
#
#   Tests/Server/order-client.sh [sqlite|postgres|both]     (default both)
#
# PASSBOOK is the binary (default .build/debug/passbook). OC_TIMEOUT bounds the client's run per
# database (60 s). Takes about 15 seconds with the debug build.
set -uo pipefail
cd "$(dirname "$0")/../.."
TEMPLATES=$(pwd)/Templates
source Tests/Server/lib.sh
WHICH=${1:-both}
case $WHICH in postgres|sqlite|both) ;; *) echo "usage: $0 [sqlite|postgres|both]"; exit 2 ;; esac
ORDER_TYPE=order.dev.passbook.shop
PUBLIC_URL=https://orders.passbook.test
[ -x "$PASSBOOK" ] || { echo "no passbook binary at $PASSBOOK (swift build, which makes passbook and passbook-full, or set PASSBOOK)"; exit 1; }
WORK=$(mktemp -d /tmp/passbook-order-client.XXXXXX); chmod 755 "$WORK"
FAILED=0
PG_DIR=$WORK/postgres
PG_STARTED=
PIDS=() APNS_PID=

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

run_db() { # run_db NAME DATABASE INSTANCES [extra serve args]
  local name=$1 database=$2 count=$3 dir=$WORK/$1 apns_port i port bases=() rc; shift 3
  mkdir -p "$dir"
  apns_port=$(free_port)
  "$PASSBOOK" apns-test-server --apns-port "$apns_port" --apns-certificate "$WORK/certs/apns.pem" --apns-key "$WORK/certs/apns.key" \
    --apns-client-ca "$WORK/certs/clients-ca.pem" >"$dir/pushes.jsonl" 2>"$dir/apns.log" &
  APNS_PID=$!
  for _ in $(seq 1 100); do grep -q 'test APNs server on' "$dir/apns.log" && break; sleep 0.1; done
  grep -q 'test APNs server on' "$dir/apns.log" || { fail "the stand-in APNs did not start: $(cat "$dir/apns.log")"; return; }
  for i in $(seq 1 "$count"); do
    mkdir -p "$dir/i$i" && ln -sfn "$WORK/certs" "$dir/i$i/certs"
    port=$(free_port)
    start_server "$dir/i$i" "$database" "$port" "$apns_port" --order-dev-certs certs/order --public-url "$PUBLIC_URL" "$@" \
      || { fail "instance $i did not start (log $dir/i$i/serve.log)"; return; }
    PIDS+=("$SERVER_PID"); SERVER_PID=
    bases+=("http://127.0.0.1:$port")
  done
  echo "  --   $count instance(s) on $name: ${bases[*]}; stand-in APNs on $apns_port; files in $dir"
  example_body shop-order >"$dir/create.json"
  local start=$SECONDS
  timeout "${OC_TIMEOUT:-60}" python3 -u Tests/Server/order_client.py --name "$name" --api-key "$API_KEY" --body "$dir/create.json" \
    --ca "$WORK/certs/order/dev-ca.pem" --pushes "$dir/pushes.jsonl" --public-url "$PUBLIC_URL" "${bases[@]}" \
    2>"$dir/client.err" | tee "$dir/client.log"
  rc=${PIPESTATUS[0]}
  [ "$rc" = 124 ] && fail "the client did not finish in ${OC_TIMEOUT:-60} s"
  [ "$rc" = 0 ] || { FAILED=1; [ -s "$dir/client.err" ] && { echo "  FAIL the client's errors ($dir/client.err):"; tail -20 "$dir/client.err"; }; }
  FIGURES+=("$(grep '^FIGURES ' "$dir/client.log" | sed "s/\$/ run_s=$((SECONDS - start))/")")
  [ -n "${FIGURES[-1]}" ] || { fail "the client printed no figures (exit status $rc)"; FIGURES[-1]="FIGURES order-client $name none"; }

  for i in $(seq 1 "$count"); do
    check "instance $i answers /health at the end" 200 "$(curl -s --max-time 10 -o /dev/null -w '%{http_code}' "${bases[$((i - 1))]}/health")"
  done
  check "no instance logged a push given up or an outcome it could not record" "" \
    "$(cat "$dir"/i*/serve.log | grep -E 'push given up|could not record a push outcome|could not read the push queue' | head -3)"
  check "no instance logged a crash" "" "$(cat "$dir"/i*/serve.log | grep -E 'Fatal error|fatal error|Segmentation|panic' | head -3)"
}

make_certs "$WORK/certs"
"$PASSBOOK" certs dev --order-type-id "$ORDER_TYPE" --team-id PASSBOOK01 -o "$WORK/certs/order" --force >/dev/null 2>&1
[ -s "$WORK/certs/order/dev-ca.pem" ] || { echo "FAIL: passbook certs dev --order-type-id made no certificates"; exit 1; }
cat "$WORK/certs/pass/dev-ca.pem" "$WORK/certs/order/dev-ca.pem" >"$WORK/certs/clients-ca.pem"
if [ "$WHICH" != postgres ]; then
  echo "one instance on SQLite"
  mkdir -p "$WORK/sqlite-db"
  run_db sqlite "$WORK/sqlite-db/passbook.sqlite" 1
  stop_started
fi
if [ "$WHICH" != sqlite ]; then
  PG_PORT=$(free_port)
  PG_URL=$(Tests/Server/postgres.sh start "$PG_DIR" "$PG_PORT") || { echo "FAIL: PostgreSQL did not start (see $PG_DIR)"; exit 1; }
  PG_STARTED=1
  echo "two instances on one PostgreSQL"
  run_db postgres "$PG_URL" 2 --database-connections 4
  stop_started
fi
echo
printf '%s\n' "${FIGURES[@]}"
cleanup; trap - EXIT
[ $FAILED = 0 ] && { echo "order client check passed"; rm -rf "$WORK"; exit 0; }
echo "order client check FAILED (files in $WORK)"; exit 1
