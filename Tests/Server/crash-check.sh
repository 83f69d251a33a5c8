#!/usr/bin/env bash
# Crash check, run by make test: kills passbook serve with SIGKILL while pass updates are being
# pushed, starts it again on the same database and the same stand-in APNs, and checks that no
# pass version and no push was lost. Against SQLite and a real PostgreSQL.
#
# Per database: a slow stand-in APNs (CRASH_APNS_DELAY_MS per push), a server with a short push
# lease and few pushes in flight so the queue backs up, one pass with CRASH_DEVICES registered
# devices, a loop of PATCH updates, SIGKILL at a random point of update CRASH_KILL_AFTER+1 (so
# before or after its commit) once pushes reach the APNs, a check that the kill fell mid-push,
# a restart, two more updates, and the queue drained. Then: the stored
# version is 1 + the stored updates, the pass Wallet downloads carries the last stored update's
# data, every device got a push per stored update (duplicates are allowed: a push whose lease ran
# out with its sender is sent again, by design), and the server is healthy.
set -uo pipefail
cd "$(dirname "$0")/../.."
TEMPLATES=$(pwd)/Templates
source Tests/Server/lib.sh
WORK=$(mktemp -d /tmp/passbook-crash-check.XXXXXX); chmod 755 "$WORK"
FAILED=0
PG_DIR=$WORK/postgres
P=pass.dev.passbook.samples
DEVICES=${CRASH_DEVICES:-200}
KILL_AFTER=${CRASH_KILL_AFTER:-6}
APNS_DELAY_MS=${CRASH_APNS_DELAY_MS:-50}
export PASSBOOK_PUSH_LEASE=3
PSQL=$(command -v psql || ls -d /usr/lib/postgresql/*/bin/psql 2>/dev/null | sort -V | tail -1)
APNS_PID= UPDATER_PID=

# Stops a process we started: SIGTERM, SIGKILL after SECONDS; never waits on anything else.
stop_started() { # the updater, the server and the stand-in APNs, whichever run
  stop_pid "$UPDATER_PID" 1; UPDATER_PID=
  stop_pid "${SERVER_PID:-}" 20; SERVER_PID=
  stop_pid "$APNS_PID" 5; APNS_PID=
}
cleanup() { stop_started; Tests/Server/postgres.sh stop "$PG_DIR"; }
trap cleanup EXIT
fail() { echo "  FAIL $*"; FAILED=1; }

cat >"$WORK/crash.py" <<'PY'
# Helpers of crash-check.sh: registering devices, the update loop, reading the pass.
import concurrent.futures, hashlib, http.client, json, os, random, re, signal, sys, threading, time, zipfile

def call(port, method, path, body=None, headers=None, timeout=20):
    connection = http.client.HTTPConnection("127.0.0.1", int(port), timeout=timeout)
    try:
        connection.request(method, path, body=None if body is None else json.dumps(body),
                           headers={"Content-Type": "application/json", **(headers or {})})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()

command, args = sys.argv[1], sys.argv[2:]
if command == "register":  # register PORT SERIAL TOKEN COUNT TOKENS_FILE: prints the number of 201 answers
    port, serial, token, count, out = args
    def one(i):
        push_token = hashlib.sha256(f"{serial}-{i}".encode()).hexdigest()
        try:
            status, _ = call(port, "POST", f"/passes/v1/devices/crash-device-{i:04d}/registrations/pass.dev.passbook.samples/{serial}",
                             {"pushToken": push_token}, {"Authorization": f"ApplePass {token}"})
        except Exception as error:
            status = type(error).__name__
        return push_token, status
    with concurrent.futures.ThreadPoolExecutor(16) as pool:
        results = list(pool.map(one, range(int(count))))
    with open(out, "w") as f:
        f.write("".join(t + "\n" for t, _ in results))
    print(sum(1 for _, s in results if s == 201))
elif command == "updates":  # updates PORT KEY SERIAL LOG FIRST COUNT PAUSE [SERVER_PID KILL_AT APNS_LOG]
    # PATCHes until COUNT are made or the server is gone. With SERVER_PID: once the stand-in APNs
    # has had a push, update KILL_AT is sent and the server gets SIGKILL while it is under way (at
    # a random point of a typical update's time, so the kill falls before or after its commit).
    port, key, serial, log, first, count, pause = args[:7]
    server_pid, kill_at, apns_log = (int(args[7]), int(args[8]), args[9]) if len(args) > 7 else (0, -1, "")
    durations, patch = [], lambda marker: call(port, "PATCH", f"/api/v1/passes/{serial}", {"data": {"ticketNumber": marker}},
                                               {"Authorization": f"Bearer {key}"})
    with open(log, "a", buffering=1) as f:
        for i in range(int(first), int(first) + int(count)):
            marker = f"CRASH-{i:04d}"
            if i == kill_at:
                for _ in range(200):
                    if any(line.startswith("{") for line in open(apns_log)): break
                    time.sleep(0.05)
            f.write(f"sent {i} {marker}\n")
            started, result = time.time(), {}
            def run():
                try: result["answer"] = patch(marker)
                except Exception as error: result["error"] = error  # the server was killed: this update's answer is lost
            thread = threading.Thread(target=run)
            thread.start()
            if i == kill_at:
                time.sleep(random.uniform(0, sorted(durations)[len(durations) // 2] if durations else 0.02))
                f.write(f"kill {int(time.time() * 1000)}\n")
                os.kill(server_pid, signal.SIGKILL)
            thread.join(30)
            if "answer" not in result:
                f.write(f"lost {i} {marker} {type(result.get('error')).__name__}\n")
                break
            durations.append(time.time() - started)
            status, body = result["answer"]
            version = json.loads(body).get("version", "-") if status == 200 else "-"
            f.write(f"ack {i} {marker} {status} {version}\n")
            time.sleep(float(pause))
elif command == "markers":  # markers PKPASS: the update markers in the pass.json of a pass
    with zipfile.ZipFile(sys.argv[2]) as z:
        print(" ".join(sorted(set(re.findall(r"CRASH-\d{4}", z.read("pass.json").decode())))) or "none")
elif command == "pushes":  # pushes APNS_LOG TOKENS_FILE: min and max pushes per registered token, total, and pushes to other tokens
    counts = {}
    for line in open(args[0]):
        line = line.strip()
        if line.startswith("{"):
            token = json.loads(line)["token"]
            counts[token] = counts.get(token, 0) + 1
    tokens = [t.strip() for t in open(args[1]) if t.strip()]
    per = [counts.get(t, 0) for t in tokens]
    print(min(per), max(per), sum(counts.values()), sum(v for t, v in counts.items() if t not in set(tokens)))
PY

pushes_received() { grep -c '^{' "$1" 2>/dev/null || true; }

crash() { # crash NAME DATABASE: the check, then whatever it left running is stopped
  crash_run "$@"
  stop_started
}

crash_run() { # crash_run NAME DATABASE
  local name=$1 database=$2 dir=$WORK/$1 port apns_port serial token registered
  mkdir -p "$dir" && ln -sfn "$WORK/certs" "$dir/certs"
  port=$(free_port); apns_port=$(free_port)
  db() { # db SQL: one number from the database
    if [ "$name" = sqlite ]; then
      python3 -c 'import sqlite3,sys; c=sqlite3.connect(sys.argv[1], timeout=10); print(c.execute(sys.argv[2]).fetchone()[0])' "$database" "$1"
    else timeout 20 "$PSQL" "$database" -tAc "$1"; fi
  }

  "$PASSBOOK" apns-test-server --apns-port "$apns_port" --apns-certificate "$WORK/certs/apns.pem" --apns-key "$WORK/certs/apns.key" \
    --apns-client-ca "$WORK/certs/pass/dev-ca.pem" --apns-delay-ms "$APNS_DELAY_MS" >"$dir/apns.log" 2>"$dir/apns.err" &
  APNS_PID=$!
  for _ in $(seq 1 100); do grep -q 'test APNs server on' "$dir/apns.err" && break; sleep 0.1; done
  grep -q 'test APNs server on' "$dir/apns.err" || { fail "the stand-in APNs did not start: $(cat "$dir/apns.err")"; return; }
  start_server "$dir" "$database" "$port" "$apns_port" --push-concurrency 8 "${LOAD_LIMITS[@]}" || { FAILED=1; return; }
  local B=http://127.0.0.1:$port

  curl -s --max-time 20 -H "Authorization: Bearer $API_KEY" -d "$CREATE_BODY" $B/api/v1/passes >"$dir/created.json"
  serial=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['serialNumber'])" "$dir/created.json" 2>/dev/null)
  token=$(python3 -c "import json,sys; print(json.load(open(sys.argv[1]))['authenticationToken'])" "$dir/created.json" 2>/dev/null)
  [ -n "$serial" ] || { fail "could not create the pass: $(cat "$dir/created.json")"; return; }
  registered=$(timeout 60 python3 "$WORK/crash.py" register "$port" "$serial" "$token" "$DEVICES" "$dir/tokens")
  check "$DEVICES devices registered (201)" "$DEVICES" "${registered:-none: still not done after 60 s}"
  [ "$registered" = "$DEVICES" ] || return

  # Updates until the kill: the updater sends SIGKILL to the server while update KILL_AFTER+1 is under way.
  : >"$dir/updates.log"
  local killed
  { # stderr off: bash reports the server's death by SIGKILL ("Killed") as it reaps it
    timeout 120 python3 "$WORK/crash.py" updates "$port" "$API_KEY" "$serial" "$dir/updates.log" 1 200 0.05 \
      "$SERVER_PID" $((KILL_AFTER + 1)) "$dir/apns.log" 2>"$dir/updater.err" &
    UPDATER_PID=$!
    for _ in $(seq 1 900); do kill -0 "$SERVER_PID" && kill -0 $UPDATER_PID || break; sleep 0.1; done
    kill -0 "$SERVER_PID" && { fail "the updater did not kill the server (files $dir/updates.log, $dir/updater.err)"; kill -KILL "$SERVER_PID"; }
    wait "$SERVER_PID"; killed=$?
  } 2>/dev/null
  SERVER_PID=
  check "the server died of SIGKILL (exit status 137)" 137 "$killed"
  for _ in $(seq 1 300); do kill -0 $UPDATER_PID 2>/dev/null || break; sleep 0.1; done
  stop_pid "$UPDATER_PID" 1; UPDATER_PID=
  sleep 0.3  # the stand-in APNs prints what it received every 100 ms
  local at_kill_apns kill_ms acked
  at_kill_apns=$(pushes_received "$dir/apns.log")
  kill_ms=$(awk '/^kill / {print $2}' "$dir/updates.log"); kill_ms=${kill_ms:-0}
  local queued_at_kill leased_at_kill
  queued_at_kill=$(db "SELECT COUNT(*) FROM push_jobs")
  leased_at_kill=$(db "SELECT COUNT(*) FROM push_jobs WHERE lease_until > $kill_ms")
  acked=$(grep -c '^ack .* 200 ' "$dir/updates.log")
  local lost_line lost_note=; lost_line=$(grep '^lost ' "$dir/updates.log" | head -1)
  [ -n "$lost_line" ] && lost_note=", update $(echo "$lost_line" | awk '{print $2 " unanswered (" $4 ")"}')"
  [ "$acked" -ge "$KILL_AFTER" ] && echo "  ok   killed at update $((KILL_AFTER + 1)), after $acked acknowledged updates$lost_note" \
    || fail "only $acked updates were acknowledged before the kill (log $dir/updates.log)"
  check "every update before the kill was answered 200" "" "$(grep '^ack ' "$dir/updates.log" | grep -v ' 200 ' | head -3)"
  check "the acknowledged versions are 2…$((acked + 1)) in order" "$(seq 2 $((acked + 1)) | tr '\n' ' ')" "$(grep '^ack ' "$dir/updates.log" | awk '{print $5}' | tr '\n' ' ')"
  if [ "${at_kill_apns:-0}" -gt 0 ] && [ "${queued_at_kill:-0}" -gt 0 ]; then
    echo "  ok   killed mid-push: $at_kill_apns pushes had reached APNs, $queued_at_kill were still queued, $leased_at_kill of them leased by the killed sender"
  else fail "the kill was not mid-push: $at_kill_apns pushes had reached APNs, $queued_at_kill were still queued"; fi

  # Restart on the same database and APNs.
  start_server "$dir" "$database" "$port" "$apns_port" --push-concurrency 8 "${LOAD_LIMITS[@]}" || { FAILED=1; return; }
  check "the restarted server is healthy" 200 "$(curl -s --max-time 10 -o /dev/null -w '%{http_code}' $B/health)"
  local version stored expected_marker
  version=$(curl -s --max-time 10 -H "Authorization: Bearer $API_KEY" $B/api/v1/passes/$serial | python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])' 2>/dev/null)
  stored=$((acked))
  if [ "$version" = $((acked + 2)) ] && [ -n "$lost_line" ]; then
    stored=$((acked + 1))  # the update whose answer the kill lost was committed: it counts
    echo "  ok   stored version $version = 1 + $acked acknowledged + the unanswered update, which was committed"
  else
    check "stored version = 1 + $acked acknowledged updates" $((acked + 1)) "$version"
  fi
  expected_marker=$(printf 'CRASH-%04d' "$stored")
  curl -s --max-time 20 -o "$dir/after-restart.pkpass" -H "Authorization: ApplePass $token" $B/passes/v1/passes/$P/$serial
  check "the pass Wallet downloads carries update $stored's data" "$expected_marker" "$(python3 "$WORK/crash.py" markers "$dir/after-restart.pkpass" 2>&1)"

  # Two more updates on the restarted server, then wait for the queue to drain.
  timeout 60 python3 "$WORK/crash.py" updates "$port" "$API_KEY" "$serial" "$dir/after.log" $((stored + 1)) 2 0
  check "two updates after the restart are acknowledged as versions $((stored + 2)) and $((stored + 3))" \
    "$((stored + 2)) $((stored + 3)) " "$(grep '^ack .* 200 ' "$dir/after.log" | awk '{print $5}' | tr '\n' ' ')"
  stored=$((stored + 2)); acked=$((acked + 2))
  local pending start=$SECONDS
  while :; do
    pending=$(db "SELECT COUNT(*) FROM push_jobs")
    [ "$pending" = 0 ] && break
    [ $((SECONDS - start)) -ge 90 ] && break
    sleep 0.5
  done
  check "the push queue drained after the restart (in $((SECONDS - start)) s)" 0 "$pending"
  local gauge=
  for _ in $(seq 1 50); do
    gauge=$(curl -s --max-time 5 -H "Authorization: Bearer $API_KEY" $B/metrics | awk '/^passbook_push_queue_length/ {print $2 + 0}')
    [ "$gauge" = 0 ] && break; sleep 0.1
  done
  check "/metrics shows an empty push queue" 0 "$gauge"
  sleep 0.5  # the stand-in APNs prints what it received every 100 ms
  local min max total others
  read -r min max total others < <(python3 "$WORK/crash.py" pushes "$dir/apns.log" "$dir/tokens")
  if [ "${min:-0}" -ge "$stored" ]; then
    echo "  ok   each of $DEVICES devices got at least one push per stored update ($stored): $min to $max; $total pushes for $((stored * DEVICES)) queued, $((total - stored * DEVICES)) sent again"
  else fail "a device got $min pushes for $stored stored updates ($acked acknowledged); see $dir/apns.log"; fi
  check "no push went to an unregistered token" 0 "$others"
  check "no push was given up or failed to record" "" "$(grep -E 'push given up|could not record a push outcome|could not read the push queue' "$dir/serve.log" | head -3)"

  curl -s --max-time 20 -o "$dir/final.pkpass" -H "Authorization: ApplePass $token" $B/passes/v1/passes/$P/$serial
  check "the final pass carries the last update's data" "$(printf 'CRASH-%04d' "$stored")" "$(python3 "$WORK/crash.py" markers "$dir/final.pkpass" 2>&1)"
  check "the final stored version is $((stored + 1))" $((stored + 1)) \
    "$(curl -s --max-time 10 -H "Authorization: Bearer $API_KEY" $B/api/v1/passes/$serial | python3 -c 'import json,sys; print(json.load(sys.stdin)["version"])' 2>/dev/null)"
  check "the server is healthy at the end" 200 "$(curl -s --max-time 10 -o /dev/null -w '%{http_code}' $B/health)"
  kill -0 "$SERVER_PID" 2>/dev/null && echo "  ok   the server is still up" || fail "the server died"
}

make_certs "$WORK/certs"
CREATE_BODY=$(example_body event-ticket '{"ticketNumber":"CRASH-0000"}')
PG_PORT=$(free_port)
PG_URL=$(Tests/Server/postgres.sh start "$PG_DIR" "$PG_PORT") || { echo "FAIL: PostgreSQL did not start (see $PG_DIR)"; exit 1; }

echo "crash during pushes: SQLite"
crash sqlite "$WORK/sqlite/data/passbook.sqlite"
echo "crash during pushes: PostgreSQL"
crash postgres "$PG_URL"

[ $FAILED = 0 ] && echo "crash check passed" || { echo "crash check FAILED (files in $WORK)"; exit 1; }
cleanup; trap - EXIT  # PostgreSQL stops before its folder goes
rm -rf "$WORK"
