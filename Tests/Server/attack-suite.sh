#!/usr/bin/env bash
# Attack suite, run by make test: every defence of passbook serve as hostile requests that must be
# refused (Tests/Server/attacks.py), against SQLite and a real PostgreSQL. Each group of attacks runs
# against a service started with the flags it needs; a service that does not start fails its group.
# After each group the process must be alive, answer /health and be back near its memory before.
#
#   Tests/Server/attack-suite.sh [sqlite|postgres|both]     (default both)
#
# Groups per database: main (personalization, NFC serials, push tokens, one push per token,
# enumeration, the failure limiters, control characters, 30 MB values, /metrics, the pass page,
# the SQLite files; then SIGHUP), personalize-limit, fanout, connections, and on PostgreSQL
# health-down; once: startup (plain-HTTP refusals, certs dev key modes).
# ATTACK_GROUPS="main connections" runs only those groups; ATTACK_KEEP=1 keeps the work folder (logs of
# every service). PASSBOOK is the binary.
set -uo pipefail
cd "$(dirname "$0")/../.."
TEMPLATES=$(pwd)/Templates
source Tests/Server/lib.sh
WHICH=${1:-both}
ATTACK_GROUPS=${ATTACK_GROUPS:-}
case $WHICH in sqlite|postgres|both) ;; *) echo "usage: $0 [sqlite|postgres|both]"; exit 2 ;; esac
# The services and the attacks open thousands of sockets: the soft open-file limit goes up to the hard one.
ulimit -n "$(ulimit -Hn)" 2>/dev/null || true
[ -x "$PASSBOOK" ] || { echo "  FAIL no passbook binary at $PASSBOOK"; exit 1; }
WORK=$(mktemp -d /tmp/passbook-attack-suite.XXXXXX); chmod 755 "$WORK"
RESULTS=$WORK/results.txt; : >"$RESULTS"
PG_DIR=$WORK/postgres PG_STARTED= APNS_PID=
P=pass.dev.passbook.samples
PSQL=$(command -v psql || ls -d /usr/lib/postgresql/*/bin/psql 2>/dev/null | sort -V | tail -1)
ATTACKS=(python3 -u Tests/Server/attacks.py)
STARTED_AT=$SECONDS

stop_started() { stop_pid "${SERVER_PID:-}" 15; SERVER_PID=; stop_pid "$APNS_PID" 5; APNS_PID=; }
cleanup() {
  stop_started
  [ -n "$PG_STARTED" ] && Tests/Server/postgres.sh stop "$PG_DIR"; PG_STARTED=
  if [ "${ATTACK_KEEP:-0}" = 1 ]; then echo "files in $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT
trap 'exit 1' INT TERM
fail() { echo "  FAIL $*" | tee -a "$RESULTS"; }
wanted() { [ -z "$ATTACK_GROUPS" ] || [[ " $ATTACK_GROUPS " == *" $1 "* ]]; }

# run_attacks LINE_PREFIX SECONDS ARGS...: attacks.py under a time limit, its lines kept for the summary.
run_attacks() {
  local prefix=$1 limit=$2 rc; shift 2
  timeout -k 5 "$limit" "${ATTACKS[@]}" "$@" 2>"$WORK/attacks.err" | tee -a "$RESULTS"
  rc=${PIPESTATUS[0]}
  case $rc in
    0|1) ;;
    124|137) fail "$prefix: the attacks did not finish within $limit s" ;;
    *) fail "$prefix: attacks.py ended with status $rc: $(tail -3 "$WORK/attacks.err" | tr '\n' ' ')" ;;
  esac
  cat "$WORK/attacks.err" >>"$WORK/attacks-all.err"
}

# group DB DATABASE GROUP LIMIT PUSH(apns|none) [passbook serve flags...]: starts the service (and the
# stand-in APNs), runs the group of attacks against it, stops what it started.
group() {
  local db=$1 database=$2 name=$3 limit=$4 push=$5; shift 5
  wanted "$name" || return 0
  local dir=$WORK/$db-$name port apns_port extra=() args=()
  mkdir -p "$dir" && ln -sfn "$WORK/certs" "$dir/certs"
  port=$(free_port) apns_port=$(free_port)
  if [ "$push" = apns ]; then
    "$PASSBOOK" apns-test-server --apns-port "$apns_port" --apns-certificate "$WORK/certs/apns.pem" --apns-key "$WORK/certs/apns.key" \
      --apns-client-ca "$WORK/certs/pass/dev-ca.pem" >"$dir/pushes.jsonl" 2>"$dir/apns.log" &
    APNS_PID=$!
    for _ in $(seq 1 100); do grep -q 'test APNs server on' "$dir/apns.log" && break; sleep 0.1; done
    grep -q 'test APNs server on' "$dir/apns.log" || { fail "$db: $name: the stand-in APNs did not start: $(head -3 "$dir/apns.log")"; stop_started; return; }
    args+=(--apns-log "$dir/pushes.jsonl")
  else
    extra+=(--no-push)
  fi
  if ! start_server "$dir" "$database" "$port" "$apns_port" "${extra[@]}" "$@" >"$dir/start.out" 2>&1; then
    fail "$db: $name: the service did not start with ${*:-its defaults}: $(grep -m1 -E 'Error|error' "$dir/serve.log" | cut -c1-200)"
    wait "$SERVER_PID" 2>/dev/null; SERVER_PID=; stop_started; return
  fi
  case $database in postgres*) ;; *) args+=(--sqlite "$database") ;; esac
  echo "  --   $db: $name on port $port${*:+ with $*}"
  run_attacks "$db: $name" "$limit" "$name" --base "http://127.0.0.1:$port" --api-key "$API_KEY" --pass-type "$P" \
    --pid "$SERVER_PID" --db "$db" --dir "$dir" --templates "$TEMPLATES" "${args[@]}" ${GROUP_ARGS[@]+"${GROUP_ARGS[@]}"}
  # The main service also takes SIGHUP (it has no --api-keys-file), once its other attacks are done.
  [ "$name" = main ] && run_attacks "$db: sighup" 30 sighup --base "http://127.0.0.1:$port" --pid "$SERVER_PID" --db "$db" --dir "$dir"
  stop_started
}

# attacks_on DB DATABASE: every group against one database.
attacks_on() {
  local db=$1 database=$2
  GROUP_ARGS=()
  group "$db" "$database" main 150 apns --log-level info
  group "$db" "$database" personalize-limit 40 none --personalize-burst 5 --personalizations-per-minute 6
  GROUP_ARGS=(--max-devices 5 --registration-burst 8)
  group "$db" "$database" fanout 40 none --max-devices-per-pass 5 --registration-burst 8 --registrations-per-minute 6
  GROUP_ARGS=(--idle-timeout 2 --head-timeout 2 --body-timeout 3 --max-connections-per-client 64)
  group "$db" "$database" connections 60 none --idle-timeout 2 --request-head-timeout 2 --request-body-timeout 3 \
    --max-connections-per-client 64 --max-connections 4096
  GROUP_ARGS=()
}

make_certs "$WORK/certs"
if wanted startup; then
  echo "start-up refusals and key files"
  mkdir -p "$WORK/startup"
  run_attacks startup 120 startup --passbook "$PASSBOOK" --certs "$WORK/certs" --templates "$TEMPLATES" --dir "$WORK/startup" --pass-type "$P"
fi

if [ "$WHICH" != postgres ]; then
  echo "attacks on SQLite"
  attacks_on sqlite "$WORK/sqlite/data/passbook.sqlite"
fi
if [ "$WHICH" != sqlite ]; then
  echo "attacks on PostgreSQL"
  PG_PORT=$(free_port)
  if PG_URL=$(Tests/Server/postgres.sh start "$PG_DIR" "$PG_PORT"); then
    PG_STARTED=1
    attacks_on postgres "$PG_URL"
    # /health once its database is gone: a database of its own, dropped under the service.
    if ! wanted health-down; then :
    elif timeout 20 "$PSQL" "$PG_URL" -qc 'CREATE DATABASE health_down' >/dev/null 2>"$WORK/createdb.err"; then
      GROUP_ARGS=(--psql "$PSQL" --database-url "$PG_URL" --drop-database health_down)
      group postgres "${PG_URL/\/passbook\?//health_down?}" health-down 40 none --shutdown-grace 2
      GROUP_ARGS=()
    else fail "postgres: health-down: could not create its database: $(head -2 "$WORK/createdb.err")"; fi
  else
    fail "PostgreSQL did not start (see $PG_DIR)"
  fi
fi

OK=$(grep -c '^  ok ' "$RESULTS") FAILS=$(grep -c '^  FAIL ' "$RESULTS")
echo
echo "attack suite: $OK refused as they must be, $FAILS not ($((SECONDS - STARTED_AT)) s)"
[ "$FAILS" = 0 ] && { echo "attack suite passed"; exit 0; }
echo "attack suite FAILED:"; grep '^  FAIL ' "$RESULTS" | cut -c1-220
exit 1
