#!/usr/bin/env bash
# Web-service figures of make bench, run by make bench-server: wrk on loopback against the release
# build of passbook serve, on SQLite and on PostgreSQL. Every figure is a ratio to the reference measured
# on the same server in the same run: wrk against GET /health/live (touches neither database nor disk).
#
#   Tests/Server/server-bench.sh            (BENCH_THREADS, BENCH_CONNECTIONS, BENCH_DURATION,
#                                            BENCH_WARMUP, BENCH_DEVICES and BENCH_RESIGN change the settings;
#                                            BENCH_FIGURES="requests pushes resign" picks the groups to run,
#                                            BENCH_DATABASES="sqlite postgres" the databases; for background
#                                            signing, BENCH_TIMELINE=1 prints the passes signed and the CPU used
#                                            every 100 ms and the server's memory, BENCH_PROFILE=FILE records
#                                            the server with perf from the PATCH to the last pass signed)
#
# Figures: the latest pass answered 200, the same answered 304 (If-Modified-Since), new registrations
# (a new device and push token on every request, each a 201), new passes (POST /api/v1/passes, each made,
# signed and stored, a 201), and pushes per second from one PATCH to
# BENCH_DEVICES registered devices, sent to the stand-in APNs server (passbook apns-test-server), and
# passes signed again in the background: BENCH_RESIGN passes of one template (a device each) changed by one
# PATCH /api/v1/passes, against openssl speed -multi (every core's RSA-2048 signature rate) of the same run.
# With BENCH_ROWS set, each figure is also a row of BENCHMARKS.md's table (Tests/Scale/bench-row.sh).
set -uo pipefail
cd "$(dirname "$0")/../.."
TEMPLATES=$(pwd)/Templates
PASSBOOK=${PASSBOOK:-$(pwd)/.build/release/passbook}
source Tests/Server/lib.sh
source Tests/Scale/bench-row.sh

THREADS=${BENCH_THREADS:-2}
CONNECTIONS=${BENCH_CONNECTIONS:-32}
DURATION=${BENCH_DURATION:-10s}
WARMUP=${BENCH_WARMUP:-3s}
DEVICES=${BENCH_DEVICES:-10000}
RESIGN=${BENCH_RESIGN:-10000}
FIGURES=${BENCH_FIGURES:-requests pushes resign}
DATABASES=${BENCH_DATABASES:-sqlite postgres}
want() { [[ " $FIGURES " == *" $1 "* ]]; }
want_database() { [[ " $DATABASES " == *" $1 "* ]]; }
P=pass.dev.passbook.samples

[ -x "$PASSBOOK" ] || { echo "no release build at $PASSBOOK: run make release (swift build -c release --static-swift-stdlib)"; exit 1; }
command -v wrk >/dev/null || { echo "wrk is not installed (make deps installs it)"; exit 1; }

WORK=$(mktemp -d /tmp/passbook-server-bench.XXXXXX); chmod 755 "$WORK"
PG_DIR=$WORK/postgres
APNS_PID=
RESULTS=$WORK/results.tsv
cleanup() {
  stop_server
  [ -n "$APNS_PID" ] && kill -TERM "$APNS_PID" 2>/dev/null && wait "$APNS_PID" 2>/dev/null
  Tests/Server/postgres.sh stop "$PG_DIR"
}
trap cleanup EXIT
trap 'exit 1' INT TERM
fail() { echo "FAIL: $*" >&2; echo "(files in $WORK)" >&2; exit 1; }

# done() prints one line wrk's summary: requests, rate, errors and latency percentiles (µs).
cat >"$WORK/summary.lua" <<'LUA'
function done(summary, latency, requests)
  local e = summary.errors
  io.write(string.format("WRK requests=%d rps=%.1f status_errors=%d socket_errors=%d p50_us=%d p99_us=%d\n",
    summary.requests, summary.requests / (summary.duration / 1e6), e.status, e.connect + e.read + e.write + e.timeout,
    latency:percentile(50), latency:percentile(99)))
end
LUA
# Registrations: every request a new device id and push token, from a per-run, per-thread prefix and a counter.
cat >"$WORK/register.lua" <<'LUA'
local threads = 0
function setup(thread) threads = threads + 1; thread:set("tid", threads) end
local counter, run, passType, serial, headers = 0
function init(args)
  run, passType, serial = tonumber(args[1]), args[2], args[3]
  headers = { ["Authorization"] = "ApplePass " .. args[4], ["Content-Type"] = "application/json" }
end
function request()
  counter = counter + 1
  local device = string.format("bench-%d-%d-%d", run, tid, counter)
  local token = string.format("%08x%08x%08x", run, tid, counter) .. string.rep("a", 40)
  return wrk.format("POST", "/passes/v1/devices/" .. device .. "/registrations/" .. passType .. "/" .. serial,
    headers, '{"pushToken":"' .. token .. '"}')
end
LUA
cat "$WORK/summary.lua" >>"$WORK/register.lua"
# Creations: POST /api/v1/passes with the body in the file named by the first argument; the server numbers
# each pass, so every request makes, signs and stores a new one.
cat >"$WORK/create.lua" <<'LUA'
function init(args)
  local file = assert(io.open(args[1], "rb"))
  wrk.method, wrk.body = "POST", file:read("*a")
  file:close()
  wrk.headers["Authorization"] = "Bearer " .. args[2]
  wrk.headers["Content-Type"] = "application/json"
end
LUA
cat "$WORK/summary.lua" >>"$WORK/create.lua"

# Responses the server counted, by status, excluding /metrics itself: "STATUS COUNT" lines.
statuses() {
  curl -sf -H "Authorization: Bearer $API_KEY" "http://127.0.0.1:$1/metrics" | python3 -c '
import re, sys, collections
c = collections.Counter()
for line in sys.stdin:
    m = re.match(r"passbook_http_requests_total\{(.*)\} (\S+)", line)
    if m and "route=\"/metrics\"" not in m.group(1):
        c[re.search(r"status=\"(\d+)\"", m.group(1)).group(1)] += int(float(m.group(2)))
for s, n in sorted(c.items()): print(s, n)'
}
metric() { curl -sf -H "Authorization: Bearer $API_KEY" "http://127.0.0.1:$1/metrics" | awk -v m="$2" '$1 == m { printf "%d\n", $2; f=1 } END { if (!f) print 0 }'; }

# run_wrk DB FIGURE EXPECTED_STATUS URL [wrk options]: warm-up, then the measured run; appends a result row.
run_wrk() {
  local db=$1 figure=$2 expected=$3 url=$4; shift 4
  # LUA_ARGS go to the script; RUNID in them becomes a number new for each wrk run (warm-up included).
  RUN=$((RUN + 1)); wrk -t"$THREADS" -c"$CONNECTIONS" -d"$WARMUP" "$@" "$url" ${LUA_ARGS:+-- ${LUA_ARGS//RUNID/$RUN}} >/dev/null 2>&1
  statuses "$PORT" >"$WORK/before"
  RUN=$((RUN + 1))
  local out; out=$(wrk -t"$THREADS" -c"$CONNECTIONS" -d"$DURATION" --latency "$@" "$url" ${LUA_ARGS:+-- ${LUA_ARGS//RUNID/$RUN}} 2>&1)
  sleep 0.2
  statuses "$PORT" >"$WORK/after"
  local line; line=$(grep '^WRK ' <<<"$out") || fail "wrk gave no summary for $db $figure: $out"
  # Server-side accounting of the measured run: how many answers had the expected status, how many another.
  local counts; counts=$(python3 - "$WORK/before" "$WORK/after" "$expected" <<'PY'
import sys
read = lambda f: {s: int(n) for s, n in (l.split() for l in open(f) if l.strip())}
b, a = read(sys.argv[1]), read(sys.argv[2])
d = {s: a[s] - b.get(s, 0) for s in a if a[s] - b.get(s, 0)}
print(d.pop(sys.argv[3], 0), sum(d.values()), " ".join(f"{s}:{n}" for s, n in sorted(d.items())) or "-")
PY
)
  set -- $counts
  local got=$1 other=$2 others=$3
  eval "local $(sed 's/^WRK //' <<<"$line")"
  echo "  $figure: $rps req/s, p50 $((p50_us))µs, p99 $((p99_us))µs; wrk: $requests answers, $status_errors non-2xx/3xx, $socket_errors socket errors; server: $got × $expected, $other other ($others)"
  [ "$status_errors" = 0 ] && [ "$socket_errors" = 0 ] && [ "$other" = 0 ] || fail "$db $figure: answers other than $expected"
  [ "$requests" -gt 0 ] && [ "$got" -ge "$requests" ] || fail "$db $figure: the server counted $got answers $expected, wrk $requests"
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$db" "$figure" "$rps" "$p50_us" "$p99_us" "$status_errors" >>"$RESULTS"
}

# register_devices PORT SERIAL TOKEN COUNT PREFIX: COUNT new devices for one pass, 4 keep-alive clients; checks every answer is 201.
register_devices() {
  python3 - "$@" "$P" <<'PY'
import http.client, sys, threading
port, serial, token, count, prefix, pass_type = int(sys.argv[1]), sys.argv[2], sys.argv[3], int(sys.argv[4]), sys.argv[5], sys.argv[6]
created, lock = [0], threading.Lock()
def work(k, n=4):
    c = http.client.HTTPConnection("127.0.0.1", port)
    for i in range(k, count, n):
        c.request("POST", f"/passes/v1/devices/{prefix}-{i}/registrations/{pass_type}/{serial}",
                  body='{"pushToken":"%s"}' % (f"{i:024x}" + "b" * 40), headers={"Authorization": "ApplePass " + token})
        r = c.getresponse(); r.read()
        if r.status == 201:
            with lock: created[0] += 1
threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
for t in threads: t.start()
for t in threads: t.join()
sys.exit(0 if created[0] == count else f"{created[0]} of {count} registrations were 201")
PY
}

# push_run PORT SERIAL COUNT LOG: PATCHes the pass and waits until the stand-in APNs server logged COUNT
# more pushes; prints "SECONDS PATCH_SECONDS" (PATCH sent to the last push received; the PATCH's own answer).
push_run() {
  python3 - "$@" "$API_KEY" <<'PY'
import json, os, sys, time, urllib.request
port, serial, count, log, key = int(sys.argv[1]), sys.argv[2], int(sys.argv[3]), sys.argv[4], sys.argv[5]
lines = lambda: open(log).read().splitlines()
start_lines = len(lines())
# Counted from the bytes appended since the last look: reading the whole log every time cost this script
# more CPU, on the cores the server pushes from, as the log grew.
pushes_log = open(log, "rb"); pushes_log.seek(0, os.SEEK_END); received = 0
req = urllib.request.Request(f"http://127.0.0.1:{port}/api/v1/passes/{serial}", method="PATCH",
    data=json.dumps({"data": {"entrance": "C-%d" % time.time_ns()}}).encode(),
    headers={"Authorization": "Bearer " + key, "Content-Type": "application/json"})
t0 = time.time()
answer = json.load(urllib.request.urlopen(req))
patched = time.time() - t0
deadline = time.time() + 600
while time.time() < deadline:
    received += pushes_log.read().count(b"\n")
    if received >= count: break
    time.sleep(0.05)
got = lines()[start_lines:]
if len(got) != count: sys.exit(f"the stand-in APNs server received {len(got)} pushes of {count}")
pushes = [json.loads(l) for l in got]
if len({p["token"] for p in pushes}) != count: sys.exit("pushes went to fewer distinct tokens than devices")
print(max(p["time"] for p in pushes) - t0, patched)
PY
}

# resign_run PORT COUNT LOG BODY DEVICES: creates COUNT passes from BODY, with a device each when DEVICES is 1,
# then changes them all with one PATCH /api/v1/passes; prints "SIGNED_SECONDS PUSHED_SECONDS PATCH_SECONDS
# SERVER_CPU APNS_CPU DATABASE_CPU" from the PATCH sent to the last pass signed (pending 0), to the last of their
# COUNT pushes received (0 without devices), and to the PATCH's own answer, then the CPU seconds the server, the
# stand-in APNs server and PostgreSQL's processes (0 on SQLite, which runs inside the server) used from the PATCH to
# the last pass signed.
resign_run() {
  python3 - "$@" "$API_KEY" "$P" "$SERVER_PID" "$APNS_PID" "$DB_PID" <<'PY'
import http.client, json, os, sys, threading, time, urllib.request
port, count, log, body, devices, key, pass_type = int(sys.argv[1]), int(sys.argv[2]), sys.argv[3], json.loads(sys.argv[4]), sys.argv[5] == "1", sys.argv[6], sys.argv[7]
server_pid, apns_pid, db_pid = sys.argv[8], sys.argv[9], sys.argv[10]
tick = os.sysconf("SC_CLK_TCK")
def stat(pid):
    return open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()
def cpu(pid):  # user + system seconds of a process, from /proc/PID/stat
    fields = stat(pid)
    return (int(fields[11]) + int(fields[12])) / tick
def db_cpu():  # PostgreSQL: the postmaster, its children that ended, and those running (0 on SQLite)
    if not db_pid: return 0.0
    fields = stat(db_pid)
    total = sum(int(f) for f in fields[11:15]) / tick
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                child = stat(entry)
            except OSError:
                continue
            if child[1] == db_pid: total += (int(child[11]) + int(child[12])) / tick
    return total
template = body["template"]
passes, lock, errors = [], threading.Lock(), []
def work(k, n=4):
    c = http.client.HTTPConnection("127.0.0.1", port)
    for i in range(k, count, n):
        c.request("POST", "/api/v1/passes", body=json.dumps(body), headers={"Authorization": "Bearer " + key, "Content-Type": "application/json"})
        r = c.getresponse(); d = r.read()
        if r.status != 201: errors.append(f"create {r.status}"); continue
        p = json.loads(d)
        if not devices:
            with lock: passes.append(p["serialNumber"])
            continue
        c.request("POST", f"/passes/v1/devices/resign-{i}/registrations/{pass_type}/{p['serialNumber']}",
                  body='{"pushToken":"%s"}' % (f"{i:024x}" + "c" * 40), headers={"Authorization": "ApplePass " + p["authenticationToken"]})
        r = c.getresponse(); r.read()
        if r.status != 201: errors.append(f"register {r.status}"); continue
        with lock: passes.append(p["serialNumber"])
threads = [threading.Thread(target=work, args=(k,)) for k in range(4)]
for t in threads: t.start()
for t in threads: t.join()
if errors or len(passes) != count: sys.exit(f"made {len(passes)} of {count} passes: {errors[:3]}")
print(f"  made {count} {template} passes" + (" with a device each" if devices else ", no devices"), file=sys.stderr)
lines = lambda: open(log).read().splitlines()
start_lines = len(lines())
pushes_log = open(log, "rb"); pushes_log.seek(0, os.SEEK_END); received = 0
def call(method, path, data=None):
    req = urllib.request.Request(f"http://127.0.0.1:{port}{path}", method=method, data=data and json.dumps(data).encode(),
        headers={"Authorization": "Bearer " + key, "Content-Type": "application/json"})
    return json.load(urllib.request.urlopen(req))
def resigned_total():  # passbook_passes_resigned_total from /metrics
    text = urllib.request.urlopen(urllib.request.Request(f"http://127.0.0.1:{port}/metrics", headers={"Authorization": "Bearer " + key})).read().decode()
    return sum(float(l.split()[-1]) for l in text.splitlines() if l.startswith("passbook_passes_resigned_total"))
resigned0 = resigned_total()
cpu0 = (cpu(server_pid), cpu(apns_pid), db_cpu())
t0 = time.time()
# BENCH_TIMELINE=1: every 100 ms, the passes signed so far and the CPU the server and PostgreSQL used, to
# see where the time goes (before the PATCH's answer, while the change commits, after).
timeline = os.environ.get("BENCH_TIMELINE") == "1"
def sample_timeline():
    while not finished.is_set():
        print(f"  timeline {time.time() - t0:6.2f} s: signed {resigned_total() - resigned0:6.0f}, server CPU {cpu(server_pid) - cpu0[0]:5.2f} s, database CPU {db_cpu() - cpu0[2]:5.2f} s", file=sys.stderr)
        time.sleep(0.1)
finished = threading.Event()
# BENCH_PROFILE=FILE: perf record of the server (call graphs) from the PATCH to the last pass signed.
profiler = None
if os.environ.get("BENCH_PROFILE"):
    import subprocess
    profiler = subprocess.Popen(["perf", "record", "-q", "-F", "999", "-g", "-p", server_pid, "-o", os.environ["BENCH_PROFILE"]],
                                stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    time.sleep(0.3)
    t0 = time.time()
if timeline: threading.Thread(target=sample_timeline, daemon=True).start()
change = {os.environ["RESIGN_FIELD"]: "CHANGED%d" % time.time_ns()}
# With devices, the whole template (these passes are its only ones then); without, these passes by serial
# number, since the template then also holds the passes of the run with devices.
answer = call("PATCH", "/api/v1/passes", {"template": template, "data": change} if devices else {"updates": [{"serialNumber": s, "data": change} for s in passes]})
patched = time.time() - t0
if answer["staged"] != count: sys.exit(f"staged {answer['staged']} of {count}: {answer}")
signed = None
deadline = time.time() + 900
# The end is seen in /metrics (the server's count of passes signed again), which touches no database:
# polling the pending count instead, itself a COUNT over the waiting passes, cost PostgreSQL about 10 ms
# a call, a tenth of the machine at 20 calls a second. Each poll still costs the server a /metrics page
# and this script its reading, so the polls are sparse while much is left and dense near the end: the
# wait is a third of the time the rate so far says is left, between 5 and 250 ms. The pushes received are
# counted from the bytes appended to the log since the last look, not by reading it whole again.
def wait(done, total):
    elapsed = time.time() - t0
    left = (total - done) * elapsed / done if done > 0 else 0.25
    time.sleep(min(0.25, max(0.005, left / 3)))
while time.time() < deadline:
    if signed is None:
        done = resigned_total() - resigned0
        if done >= count:
            signed = time.time() - t0
            used = (cpu(server_pid) - cpu0[0], cpu(apns_pid) - cpu0[1], db_cpu() - cpu0[2])
    if devices: received += pushes_log.read().count(b"\n")
    if signed is not None and (not devices or received >= count): break
    if signed is None: wait(done, count)
    else: wait(received, count)
finished.set()
if profiler:
    import signal as signals
    profiler.send_signal(signals.SIGINT); profiler.wait()
if timeline and signed is not None:
    status = dict(l.split(":", 1) for l in open(f"/proc/{server_pid}/status").read().splitlines() if ":" in l)
    print(f"  timeline: PATCH answered at {patched:.2f} s, the last pass signed at {signed:.2f} s; server memory {status['VmRSS'].strip()} now, peak {status['VmHWM'].strip()}", file=sys.stderr)
if signed is not None and call("GET", "/api/v1/resigning")["pending"] != 0: sys.exit("passes still waiting to be signed after the count was reached")
got = [json.loads(l) for l in lines()[start_lines:]]
if signed is None or (devices and len(got) < count): sys.exit(f"signed: {signed}, pushes received: {len(got)} of {count}")
print(signed, max(p["time"] for p in got) - t0 if devices else 0, patched, *used)
PY
}

# ", PostgreSQL S s" for the CPU seconds PostgreSQL used; nothing on SQLite.
db_cpu_text() { [ -n "$DB_PID" ] && printf ', PostgreSQL %.2f s' "$1"; }

bench_database() { # bench_database NAME DATABASE
  local db=$1 dir=$WORK/$1 apns_port
  mkdir -p "$dir" && ln -sfn "$WORK/certs" "$dir/certs"
  PORT=$(free_port); apns_port=$(free_port)
  "$PASSBOOK" apns-test-server --apns-port "$apns_port" --apns-certificate "$WORK/certs/apns.pem" --apns-key "$WORK/certs/apns.key" \
    --apns-client-ca "$WORK/certs/pass/dev-ca.pem" >"$dir/pushes.jsonl" 2>"$dir/apns.log" &
  APNS_PID=$!
  for _ in $(seq 1 100); do grep -q 'test APNs server on' "$dir/apns.log" && break; sleep 0.1; done
  start_server "$dir" "$2" "$PORT" "$apns_port" "${LOAD_LIMITS[@]}" || fail "passbook serve did not start on $db"
  local B=http://127.0.0.1:$PORT serial token last_modified reg_serial reg_token push_serial push_token warm_serial warm_token
  create() { curl -sf -H "Authorization: Bearer $API_KEY" -d "$BODY" "$B/api/v1/passes" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["serialNumber"], d["authenticationToken"])'; }
  read -r serial token < <(create) || fail "could not create a pass on $db"
  read -r reg_serial reg_token < <(create)
  read -r push_serial push_token < <(create)
  read -r warm_serial warm_token < <(create)
  last_modified=$(curl -sf -D - -o "$dir/pass.pkpass" -H "Authorization: ApplePass $token" "$B/passes/v1/passes/$P/$serial" | tr -d '\r' | sed -n 's/^[Ll]ast-[Mm]odified: //p')
  [ -n "$last_modified" ] || fail "no Last-Modified from the latest-pass download on $db"
  echo "$db ($(stat -c %s "$dir/pass.pkpass") byte pass, load average $(cut -d' ' -f1-3 /proc/loadavg))"

  if want requests; then
  run_wrk "$db" reference 200 "$B/health/live" -s "$WORK/summary.lua"
  run_wrk "$db" latest-200 200 "$B/passes/v1/passes/$P/$serial" -s "$WORK/summary.lua" -H "Authorization: ApplePass $token"
  run_wrk "$db" latest-304 304 "$B/passes/v1/passes/$P/$serial" -s "$WORK/summary.lua" -H "Authorization: ApplePass $token" -H "If-Modified-Since: $last_modified"
  local before; before=$(metric "$PORT" passbook_registrations_total)
  LUA_ARGS="RUNID $P $reg_serial $reg_token" run_wrk "$db" registrations 201 "$B/" -s "$WORK/register.lua"
  echo "    new registrations counted by the server in warm-up and run: $(( $(metric "$PORT" passbook_registrations_total) - before ))"
  printf '%s' "$BODY" >"$WORK/create-body.json"
  LUA_ARGS="$WORK/create-body.json $API_KEY" run_wrk "$db" creations 201 "$B/api/v1/passes" -s "$WORK/create.lua"
  run_wrk "$db" reference-after 200 "$B/health/live" -s "$WORK/summary.lua"
  fi

  if want pushes; then
  # Pushes: warm up the APNs connection with a small update, then one update to DEVICES devices.
  register_devices "$PORT" "$warm_serial" "$warm_token" 500 "warm-$db" || fail "$db: registering the warm-up devices"
  push_run "$PORT" "$warm_serial" 500 "$dir/pushes.jsonl" >/dev/null || fail "$db: warm-up pushes"
  local t0=$SECONDS
  register_devices "$PORT" "$push_serial" "$push_token" "$DEVICES" "push-$db" || fail "$db: registering $DEVICES devices"
  echo "  registered $DEVICES devices for one pass in $((SECONDS - t0)) s (4 sequential clients)"
  local pushed; pushed=$(push_run "$PORT" "$push_serial" "$DEVICES" "$dir/pushes.jsonl") || fail "$db: pushes"
  set -- $pushed
  local sent failed retried; sent=$(metric "$PORT" passbook_pushes_sent_total); failed=$(metric "$PORT" passbook_pushes_failed_total); retried=$(metric "$PORT" passbook_pushes_retried_total)
  [ "$failed" = 0 ] && [ "$retried" = 0 ] || fail "$db: $failed pushes failed, $retried retried"
  local rate; rate=$(python3 -c "print(f'{$DEVICES / $1:.1f}')")
  echo "  pushes: $DEVICES in $(printf %.2f "$1") s from the PATCH (PATCH answered in $(printf %.3f "$2") s) = $rate pushes/s; server: $sent sent (the 500 of the warm-up included), $failed failed, $retried retried"
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$db" pushes "$rate" - - 0 >>"$RESULTS"
  fi

  if want resign; then
  local batch; batch=$(batch_rate "$RESIGN") || fail "passbook batch of the coupon template"
  echo "  reference: passbook batch of $RESIGN coupon passes: $batch passes/s"
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$db" resign-batch "$batch" - - 0 >>"$RESULTS"
  # Background signing: every pass of a template changed by one request, each pushed once signed.
  # Twice: with a device each, pushed as each pass is stored (the stand-in APNs server then shares the
  # cores), then without devices (signing and storing alone, as a batch signs and writes).
  local resigned rate devices figure
  for devices in 1 0; do
    resigned=$(resign_run "$PORT" "$RESIGN" "$dir/pushes.jsonl" "$RESIGN_BODY" "$devices") || fail "$db: background signing"
    set -- $resigned
    rate=$(python3 -c "print(f'{$RESIGN / $1:.1f}')")
    if [ "$devices" = 1 ]; then
      figure=resign
      echo "  background signing, a device each: $RESIGN passes signed again in $(printf %.2f "$1") s from the PATCH (answered in $(printf %.2f "$3") s) = $rate passes/s, the last of their pushes at $(printf %.2f "$2") s; CPU meanwhile: server $(printf %.2f "$4") s, stand-in APNs $(printf %.2f "$5") s$(db_cpu_text "$6"); openssl speed -multi $(nproc): $SIGN_RATE signs/s"
    else
      figure=resign-alone
      echo "  background signing, no devices: $RESIGN passes signed again in $(printf %.2f "$1") s from the PATCH (answered in $(printf %.2f "$3") s) = $rate passes/s; server CPU meanwhile $(printf %.2f "$4") s$(db_cpu_text "$6"); openssl speed -multi $(nproc): $SIGN_RATE signs/s"
    fi
    printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$db" "$figure" "$rate" - - 0 >>"$RESULTS"
  done
  fi
  stop_server
  kill -TERM "$APNS_PID" 2>/dev/null && wait "$APNS_PID" 2>/dev/null; APNS_PID=
}

BODY=$(example_body event-ticket)
RESIGN_BODY=$(example_body coupon)
# The member of the coupons' data that background signing changes (to a new value each run).
export RESIGN_FIELD=campaign
# batch_rate COUNT: passes/s of passbook batch issuing COUNT passes of the background-signing template from
# the same data on this machine, the speed background signing is measured against: the data the passes
# have once signed again, the changed member included. A record equal to the template's examples but for
# its serial number goes through fewer rules (each rule reads only what a record changed), which made the
# batch 10-15% faster than the same passes with one field changed.
batch_rate() {
  local dir=$WORK/batch
  mkdir -p "$dir"
  python3 -c 'import json, os, sys, time
body = json.loads(sys.argv[1])
changed = {os.environ["RESIGN_FIELD"]: "CHANGED%d" % time.time_ns()}
with open(sys.argv[2], "w") as out:
    for i in range(int(sys.argv[3])): out.write(json.dumps(dict(body["data"], **changed, serialNumber="BATCH-%06d" % i)) + "\n")' "$RESIGN_BODY" "$dir/data.jsonl" "$1"
  python3 - "$PASSBOOK" "$TEMPLATES/coupon" "$dir" "$WORK/certs/pass" "$1" <<'PY'
import subprocess, sys, time, shutil
passbook, template, work, certs, count = sys.argv[1:6]
# The best of three: on ext4 without a journal, a run started within a minute of a large deletion (the
# previous database's files) can pay for every inode freed then.
rates = []
for run in range(3):
    shutil.rmtree(f"{work}/out", ignore_errors=True)
    t0 = time.time()
    subprocess.run([passbook, "batch", template, "--data", f"{work}/data.jsonl", "-o", f"{work}/out", "--dev-certs", certs, "--quiet"], check=True, stdout=subprocess.DEVNULL)
    rates.append(int(count) / (time.time() - t0))
print(f"{max(rates):.1f}")
PY
}
# Every core's RSA-2048 signature rate, the reference of background signing.
SIGN_RATE=$(openssl speed -seconds 5 -multi "$(nproc)" rsa2048 2>/dev/null | awk '/^rsa 2048 bits/ { print $6; exit }')
[ -n "$SIGN_RATE" ] || fail "openssl speed gave no rsa2048 sign rate"
RUN=0
echo "passbook serve, release build ($PASSBOOK); wrk -t$THREADS -c$CONNECTIONS -d$DURATION after a $WARMUP warm-up; $(nproc) cores shared by wrk and the server"
echo "load average at start: $(cut -d' ' -f1-3 /proc/loadavg)"
make_certs "$WORK/certs"
: >"$RESULTS"
DB_PID=
want_database sqlite && bench_database sqlite "$WORK/sqlite/data/passbook.sqlite"
if want_database postgres; then
  PG_PORT=$(free_port)
  PG_URL=$(Tests/Server/postgres.sh start "$PG_DIR" "$PG_PORT") || fail "PostgreSQL did not start (see $PG_DIR)"
  DB_PID=$(head -1 "$PG_DIR/data/postmaster.pid")
  bench_database postgres "$PG_URL"
  DB_PID=
fi
echo "load average at end: $(cut -d' ' -f1-3 /proc/loadavg)"
echo
python3 - "$RESULTS" "$DEVICES" "$SIGN_RATE" <<'PY'
import sys, collections
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
ref = collections.defaultdict(list)
for db, fig, rps, *_ in rows:
    if fig.startswith("reference"): ref[db].append(float(rps))
names = {"latest-200": "latest pass, 200 (downloads/s)", "latest-304": "latest pass, 304 If-Modified-Since (requests/s)",
         "registrations": "new registrations, 201 (requests/s)", "creations": "new passes made, signed and stored, 201 (passes/s)", "pushes": "pushes from one update to %s devices (pushes/s)",
         "resign-batch": "reference: `passbook batch` of the same passes, their changed member included (passes/s; reference: `openssl speed -multi` signs/s)",
         "resign-alone": "passes signed again in the background, no devices (passes/s; reference: `openssl speed -multi` signs/s)",
         "resign": "passes signed again in the background, a device each (passes/s; reference: `openssl speed -multi` signs/s)"}
print("| Database | Figure | Rate | Reference `/health/live` req/s | Ratio | p50 | p99 |")
print("|---|---|---|---|---|---|---|")
ms = lambda us: "-" if us == "-" else f"{int(us) / 1000:.2f} ms"
sign_rate = float(sys.argv[3])
for db, fig, rps, p50, p99, _ in rows:
    r = sign_rate if fig.startswith("resign") else (sum(ref[db]) / len(ref[db]) if ref[db] else float("nan"))
    if fig == "reference":
        print(f"| {db} | reference: `GET /health/live` (before / after the figures) | {float(rps):,.0f} / {ref[db][-1]:,.0f} | | 1 | {ms(p50)} | {ms(p99)} |")
    elif fig != "reference-after":
        label = names[fig] % f"{int(sys.argv[2]):,}" if fig == "pushes" else names[fig]
        print(f"| {db} | {label} | {float(rps):,.0f} | {r:,.0f} | **{float(rps) / r:.3f}** | {ms(p50)} | {ms(p99)} |")
rates = {(db, fig): float(rps) for db, fig, rps, *_ in rows}
for db in dict.fromkeys(db for db, *_ in rows):
    if (db, "resign-batch") in rates:
        batch = rates[(db, "resign-batch")]
        print(f"\n{db}: background signing at {rates[(db, 'resign-alone')] / batch:.2f} of batch speed without devices, "
              f"{rates[(db, 'resign')] / batch:.2f} with a device each")
PY
# The rows of BENCHMARKS.md's table: each figure against the reference of the same run the table above
# uses (GET /health/live on the same server, the mean of before and after the figures; openssl speed
# -multi for background signing and its batch), with the command that measures it again.
if [ -n "${BENCH_ROWS:-}" ]; then
  settings=
  for setting in THREADS:2 CONNECTIONS:32 DURATION:10s WARMUP:3s DEVICES:10000 RESIGN:10000; do
    name=${setting%%:*}; [ "${!name}" = "${setting#*:}" ] || settings+="BENCH_$name=${!name} "
  done
  python3 - "$RESULTS" "$DEVICES" "$SIGN_RATE" "$(nproc)" "$settings" >"$WORK/rows.tsv" <<'PY'
import sys, collections
rows = [l.rstrip("\n").split("\t") for l in open(sys.argv[1]) if l.strip()]
devices, sign_rate, cores, settings = int(sys.argv[2]), sys.argv[3], sys.argv[4], sys.argv[5]
ref = collections.defaultdict(list)
for db, fig, rps, *_ in rows:
    if fig.startswith("reference"): ref[db].append(float(rps))
databases = {"sqlite": "SQLite", "postgres": "PostgreSQL"}
# figure: (name, unit, group of server-bench.sh that measures it and its reference)
figures = {"latest-200": ("latest pass, 200", "downloads/s", "requests"),
           "latest-304": ("latest pass, 304 If-Modified-Since", "req/s", "requests"),
           "registrations": ("new registrations", "req/s", "requests"),
           "creations": ("new passes", "passes/s made, signed and stored", "requests"),
           "pushes": (f"pushes to {devices:,} devices", "pushes/s from one update", "requests pushes"),
           "resign-batch": ("batch of the background-signed passes", "passes/s", "resign"),
           "resign": ("background signing, a device each", "passes/s", "resign"),
           "resign-alone": ("background signing, no devices", "passes/s", "resign")}
for db, fig, rps, p50, p99, _ in rows:
    if fig not in figures: continue
    name, unit, group = figures[fig]
    if p99 != "-":
        ms = int(p99) / 1000
        unit += f", p99 {ms:.0f} ms" if ms >= 100 else f", p99 {ms:.1f} ms" if ms >= 10 else f", p99 {ms:.2f} ms"
    if group == "resign":
        reference, value, ref_unit = f"`openssl speed -multi {cores} rsa2048`", sign_rate, "signs/s"
    elif ref[db]:
        reference, value, ref_unit = "`GET /health/live`", f"{sum(ref[db]) / len(ref[db]):.1f}", "req/s"
    else:
        continue
    figures_option = f'"{group}"' if " " in group else group
    command = f"{settings}BENCH_DATABASES={db} BENCH_FIGURES={figures_option} Tests/Server/server-bench.sh"
    print("\t".join([f"{name}, {databases.get(db, db)}", rps, unit, reference, value, ref_unit, command]))
PY
  while IFS=$'\t' read -r figure value unit reference ref_value ref_unit command; do
    bench_row "$figure" "$value" "$unit" "$reference" "$ref_value" "$ref_unit" "$command"
  done <"$WORK/rows.tsv"
fi
cleanup; trap - EXIT
[ -n "${BENCH_KEEP:-}" ] && echo "files kept in $WORK" || rm -rf "$WORK"
