#!/usr/bin/env bash
# Memory soak of passbook serve on PostgreSQL (make soak): wrk sends a mix of requests that each
# touch the database (the latest pass 200 and 304, the changed-serials list, new registrations)
# until SOAK_REQUESTS (500,000) have been answered, and the service's resident memory after it must
# be within 20% of the memory after the first tenth (50,000). Then SIGTERM under load must end the
# process within its grace period.
#   Tests/Server/soak.sh [postgres|sqlite]   (SOAK_REQUESTS, SOAK_CONNECTIONS change the settings)
set -uo pipefail
cd "$(dirname "$0")/../.."
TEMPLATES=$(pwd)/Templates
PASSBOOK=${PASSBOOK:-$(pwd)/.build/release/passbook}
[ -x "$PASSBOOK" ] || PASSBOOK=$(pwd)/.build/debug/passbook
source Tests/Server/lib.sh
DB_KIND=${1:-postgres}
TOTAL=${SOAK_REQUESTS:-500000}
FIRST=$((TOTAL / 10))
CONNECTIONS=${SOAK_CONNECTIONS:-32}
GRACE=5
P=pass.dev.passbook.samples
command -v wrk >/dev/null || { echo "wrk is not installed (make deps installs it)"; exit 1; }
WORK=$(mktemp -d /tmp/passbook-soak.XXXXXX); chmod 755 "$WORK"
PG_DIR=$WORK/postgres
cleanup() { local rc=$?; stop_server; [ "$DB_KIND" = postgres ] && Tests/Server/postgres.sh stop "$PG_DIR"; [ "$rc" = 0 ] && rm -rf "$WORK"; }
trap cleanup EXIT
fail() { echo "FAIL: $*"; echo "(files in $WORK)"; exit 1; }
make_certs "$WORK/certs"
if [ "$DB_KIND" = postgres ]; then
  DB=$(Tests/Server/postgres.sh start "$PG_DIR" "$(free_port)") || fail "PostgreSQL did not start"
else
  DB=$WORK/data/passbook.sqlite
fi
mkdir -p "$WORK/s" && ln -sfn "$WORK/certs" "$WORK/s/certs"
PORT=$(free_port)
start_server "$WORK/s" "$DB" "$PORT" "$(free_port)" --no-push --shutdown-grace $GRACE "${LOAD_LIMITS[@]}" || fail "the service did not start"
B=http://127.0.0.1:$PORT
curl -sf -H "Authorization: Bearer $API_KEY" -d "$(example_body event-ticket)" $B/api/v1/passes >"$WORK/created.json" || fail "creating a pass"
read -r SERIAL TOKEN < <(python3 -c "import json,sys; d=json.load(open(sys.argv[1])); print(d['serialNumber'], d['authenticationToken'])" "$WORK/created.json")
curl -sf -o /dev/null -H "Authorization: ApplePass $TOKEN" -d '{"pushToken":"'"$(printf 'ab%.0s' $(seq 32))"'"}' "$B/passes/v1/devices/soak-device/registrations/$P/$SERIAL" || fail "registering"
MODIFIED=$(curl -sf -D - -o /dev/null -H "Authorization: ApplePass $TOKEN" "$B/passes/v1/passes/$P/$SERIAL" | tr -d '\r' | awk -F': ' 'tolower($1)=="last-modified"{print $2}')

# One request in four of each kind; registrations make a new device each time.
cat >"$WORK/mix.lua" <<LUA
local threads = 0
function setup(thread) threads = threads + 1; thread:set("tid", threads) end
local n = 0
function request()
  n = n + 1
  local k = n % 4
  if k == 0 then
    return wrk.format("GET", "/passes/v1/passes/$P/$SERIAL", { ["Authorization"] = "ApplePass $TOKEN" })
  elseif k == 1 then
    return wrk.format("GET", "/passes/v1/passes/$P/$SERIAL", { ["Authorization"] = "ApplePass $TOKEN", ["If-Modified-Since"] = "$MODIFIED" })
  elseif k == 2 then
    return wrk.format("GET", "/passes/v1/devices/soak-device/registrations/$P?passesUpdatedSince=0")
  else
    return wrk.format("POST", "/passes/v1/devices/soak-" .. RUN .. "-" .. tid .. "-" .. n .. "/registrations/$P/$SERIAL",
      { ["Authorization"] = "ApplePass $TOKEN", ["Content-Type"] = "application/json" }, '{"pushToken":"$(printf 'cd%.0s' $(seq 32))"}')
  end
end
function done(summary) io.write(string.format("WRK %d %d\n", summary.requests, summary.errors.status + summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout)) end
LUA
rss() { awk '/^VmRSS/ {print $2}' /proc/$SERVER_PID/status; }
answered=0; round=0; RSS_FIRST=; started=$(date +%s)
while [ $answered -lt $TOTAL ]; do
  round=$((round + 1))
  sed "s/RUN/$round/" "$WORK/mix.lua" >"$WORK/round.lua"
  out=$(wrk -t2 -c"$CONNECTIONS" -d5s -s "$WORK/round.lua" "$B" 2>&1)
  read -r requests errors < <(grep '^WRK ' <<<"$out" | cut -d' ' -f2-) || fail "wrk: $out"
  [ "$errors" = 0 ] || fail "$errors errors in round $round: $out"
  answered=$((answered + requests))
  if [ -z "$RSS_FIRST" ] && [ $answered -ge $FIRST ]; then RSS_FIRST=$(rss); echo "  after $answered requests: resident memory $((RSS_FIRST / 1024)) MB"; fi
done
RSS_LAST=$(rss)
seconds=$(( $(date +%s) - started ))
echo "  after $answered requests: resident memory $((RSS_LAST / 1024)) MB ($seconds s, $((answered / (seconds > 0 ? seconds : 1))) req/s)"
growth=$(( (RSS_LAST - RSS_FIRST) * 100 / RSS_FIRST ))
echo "FIGURES soak $DB_KIND requests=$answered rss_first_mb=$((RSS_FIRST / 1024)) rss_last_mb=$((RSS_LAST / 1024)) growth_percent=$growth"
[ $growth -le 20 ] || fail "resident memory grew by $growth% from $((RSS_FIRST / 1024)) MB to $((RSS_LAST / 1024)) MB"
echo "  ok   resident memory within 20% ($growth%)"

# SIGTERM in the middle of a load run: the process must be gone within the grace period (+ the
# cancellation and a margin).
sed "s/RUN/term/" "$WORK/mix.lua" >"$WORK/round.lua"
wrk -t2 -c"$CONNECTIONS" -d30s -s "$WORK/round.lua" "$B" >/dev/null 2>&1 &
WRK_PID=$!
sleep 3
kill -TERM $SERVER_PID; sent=$(date +%s%N)
for _ in $(seq 1 $(( (GRACE + 10) * 10 ))); do kill -0 $SERVER_PID 2>/dev/null || break; sleep 0.1; done
kill $WRK_PID 2>/dev/null; wait $WRK_PID 2>/dev/null
if kill -0 $SERVER_PID 2>/dev/null; then fail "the service was still running $((GRACE + 10)) s after SIGTERM under load"; fi
wait $SERVER_PID 2>/dev/null; SERVER_PID=
echo "  ok   SIGTERM under load ended the process in $(( ($(date +%s%N) - sent) / 1000000 )) ms"
