#!/usr/bin/env bash
# Issues COUNT passes with `passbook batch` (the release build, or PASSBOOK) and measures throughput and peak memory.
#   Tests/Scale/batch-scale.sh check 100000   fails unless every pass is written and peak RSS < 100 MB
#   Tests/Scale/batch-scale.sh bench 10000    prints the figures against the core all-core build rate and
#                                             `openssl speed -multi $(nproc) rsa2048` of the same run; with
#                                             BENCH_ROWS set, also a row of BENCHMARKS.md's table
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/Scale/bench-row.sh
mode=${1:-check}
count=${2:-100000}
limit_kb=$((100 * 1024))
passbook=${PASSBOOK:-.build/release/passbook}
work=$(mktemp -d "${TMPDIR:-/tmp}/passbook-scale.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Certificates for the templates' pass type, and COUNT records: the boarding-pass sample data
# repeated (it has no serialNumber column, so every pass gets a new random serial).
$passbook certs dev --pass-type-id pass.dev.passbook.samples --team-id PASSBOOK01 -o "$work/certs" >/dev/null 2>&1
python3 - "$count" "$work/people.csv" <<'PY'
import sys
count, out = int(sys.argv[1]), sys.argv[2]
lines = open("Samples/data/boarding-pass.csv", encoding="utf-8").read().splitlines()
header, rows = lines[0], [line for line in lines[1:] if line]
with open(out, "w", encoding="utf-8") as f:
    f.write(header + "\n")
    for i in range(count):
        f.write(rows[i % len(rows)] + "\n")
PY

if [ "$mode" = bench ]; then
    reference=$($passbook bench Samples/passes/BoardingPass.pass --count 4000 --dev-certs "$work/certs" --json \
        | python3 -c 'import json,sys; print(json.load(sys.stdin)["passesPerSecondAllCores"])')
    cores=$(nproc)
    signatures=$(openssl speed -seconds 3 -multi "$cores" rsa2048 2>/dev/null | awk '/^rsa 2048 bits/ { print $6 }' | tail -1)
    [ -n "$signatures" ] || { echo "FAIL: openssl speed gave no rsa2048 sign rate" >&2; exit 1; }
fi

/usr/bin/time -f "%M %e" -o "$work/time" $passbook batch Templates/boarding-pass --data "$work/people.csv" \
    -o "$work/out" --dev-certs "$work/certs" --quiet 2> "$work/stderr" || { cat "$work/stderr"; exit 1; }
read -r rss_kb seconds < "$work/time"
written=$(find "$work/out" -name '*.pkpass' | wc -l)
summary=$(tail -1 "$work/stderr")
echo "$count records: $summary; peak RSS $((rss_kb / 1024)) MB"

if [ "$written" -ne "$count" ]; then
    echo "FAIL: $written passes written, $count expected" >&2
    exit 1
fi
if [ "$mode" = check ]; then
    if [ "$rss_kb" -ge "$limit_kb" ]; then
        echo "FAIL: peak resident memory $((rss_kb / 1024)) MB is over 100 MB" >&2
        exit 1
    fi
    echo "$count passes written, peak RSS $((rss_kb / 1024)) MB (limit 100 MB)"
    echo "batch-scale: 1 passed, 0 failed"
else
    python3 - "$count" "$seconds" "$reference" "$rss_kb" <<'PY'
import sys
count, seconds, reference, rss = int(sys.argv[1]), float(sys.argv[2]), float(sys.argv[3]), int(sys.argv[4])
rate = count / seconds
print(f"batch: {rate:,.0f} passes/s (wall clock, process start to end), core all-core build rate {reference:,.0f} passes/s, "
      f"ratio {rate / reference:.2f}; peak RSS {rss / 1024:.0f} MB")
PY
    rate=$(awk -v n="$count" -v s="$seconds" 'BEGIN { printf "%.0f", n / s }')
    echo "  openssl speed -multi $cores rsa2048: $signatures signatures/s, ratio $(awk -v r="$rate" -v s="$signatures" 'BEGIN { printf "%.2f", r / s }')"
    bench_row "batch of $(python3 -c "print(f'{$count:,}')") records" "$rate" "passes/s, peak RSS $(awk -v k="$rss_kb" 'BEGIN { printf "%.0f", k / 1024 }') MB" \
        "\`openssl speed -multi $cores rsa2048\`" "$signatures" signs/s "Tests/Scale/batch-scale.sh bench $count"
fi
