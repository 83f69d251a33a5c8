#!/usr/bin/env bash
# time-limit.sh SECONDS [--tests LOG] COMMAND...: runs COMMAND, stopping it past SECONDS (exit 124) after
# printing what it was doing: its processes with their ages and, where gdb is installed, their threads' stacks.
#
# With --tests LOG, COMMAND is `swift test`: its whole output goes to LOG, and only what a reader needs is
# printed (failures, issues, anything that is not a test's start or pass, and the closing lines); past the limit,
# the tests that started and did not end are listed too. make test runs each of its steps through this, so a
# step that hangs fails in minutes and says where, instead of holding the run until an outer timeout.
set -uo pipefail
limit=$1; shift
log=
if [ "${1:-}" = --tests ]; then log=$2; shift 2; mkdir -p "$(dirname "$log")"; : >"$log"; fi

# The command leads a process group of its own, so that stopping it stops everything it started.
if [ -n "$log" ]; then
  setsid "$@" >"$log" 2>&1 </dev/null &
else
  setsid "$@" </dev/null &
fi
pid=$!
# Interrupted (make stopped with Ctrl-C), the command's session, which no terminal signal reaches, goes too.
trap 'kill -TERM -- -$pid 2>/dev/null; exit 130' INT TERM

if [ -n "$log" ]; then
  # A test's start and pass lines stay in the log; the rest is printed as it comes, but for XCTest's
  # report of its empty run (every test is a Swift Testing one) and what tools print on every run
  # (known-noise.txt).
  tail -n +1 -F --pid=$pid "$log" 2>/dev/null | awk '
    # A start line whose arguments hold a line break goes on over several lines: all of them are left out.
    continued { if (/ started\.$/) continued = 0; next }
    /^◇ (Test|Suite) / && !/ started\.$/ && !/Test run/ { continued = 1; next }
    /(Test|Suite) .*(started|passed after [0-9.]+ seconds)\.$/ && !/Test run/ { next }
    /^Test Suite .* (started|passed) at / || /^[[:space:]]*Executed 0 tests, with 0 failures/ { next }
    { print; fflush() }' | grep --line-buffered -E -v -f "$(dirname "$0")/known-noise.txt" &
  printer=$!
fi

# The tests of LOG that started and did not end.
unfinished() {
  python3 - "$log" <<'PY'
import re, sys
started, ended = {}, set()
for line in open(sys.argv[1], errors="replace"):
    line = re.sub(r"\x1b\[[0-9;]*m", "", line)
    m = re.match(r"^◇ (Test|Suite) (.+?) started\.$", line)
    if m: started[m.group(2)] = line.strip(); continue
    m = re.match(r"^[✔✘] (Test|Suite) (.+?)(?: with \d+ test cases?)? (passed|failed)", line)
    if m: ended.add(m.group(2))
for name, line in started.items():
    if name not in ended and not name.startswith("case passing"): print("  " + line)
PY
}

start=$SECONDS
while kill -0 $pid 2>/dev/null; do
  if [ $((SECONDS - start)) -ge "$limit" ]; then
    echo
    echo "time-limit: '$*' still running after $limit s; what it is doing:"
    ps -o pid,etimes,pcpu,args --forest --sid "$pid" | cut -c1-200
    if [ -n "$log" ]; then
      echo "time-limit: tests that started and did not end (full output in $log):"
      unfinished
    fi
    if command -v gdb >/dev/null; then
      for p in $(ps -o pid= --sid "$pid"); do
        # The programs of this package, and swift test: not the shells, tools and databases around them.
        case "$(ps -o comm= -p "$p")" in passbook*) ;; *) continue ;; esac
        echo "time-limit: threads of $(ps -o pid=,args= -p "$p" | cut -c1-120), idle ones left out:"
        # A thread is idle when it waits for work: a dispatch worker parked, an event loop in epoll_wait.
        timeout 60 gdb -p "$p" -batch -ex "thread apply all bt 15" 2>/dev/null | grep -E '^(Thread|#[0-9]+ )' | cut -c1-180 | awk '
          function flush() { if (block != "" && block !~ /_dispatch_sema4_timedwait|_dispatch_event_loop_drain|blockingWaitForWork|sigsuspend/) printf "%s", block; block = "" }
          /^Thread/ { flush() } { block = block $0 "\n" } END { flush() }' | head -200
      done
    fi
    # Repeated last: a reader shown only the end of a long log still sees which tests were stuck.
    if [ -n "$log" ]; then
      echo "time-limit: again, the tests that started and did not end (suites left out):"
      unfinished | grep -v "◇ Suite"
      echo "time-limit: the log last grew $(( $(date +%s) - $(stat -c %Y "$log") )) s before this (a stuck test, if long; a slow run, if short)"
    fi
    kill -TERM -- -"$pid" 2>/dev/null; sleep 5; kill -KILL -- -"$pid" 2>/dev/null
    wait $pid 2>/dev/null
    [ -n "$log" ] && { sleep 1; kill $printer 2>/dev/null; }
    exit 124
  fi
  sleep 1
done
wait $pid; status=$?
[ -n "$log" ] && wait $printer 2>/dev/null
# Each step's time, so that a run's log shows where its minutes went.
echo "time-limit: '$(echo "$*" | cut -c1-80)' ended with $status after $((SECONDS - start)) s"
exit $status
