#!/usr/bin/env bash
# The batch and one-process figures of make bench against their references, measured in the same run:
#   - a batch of ROWS records of the generic template (development certificates, one .pkpass each,
#     files on disk) against `openssl speed -multi $(nproc) rsa2048`, the machine's all-core
#     RSA-2048 signature rate;
#   - `passbook build` of one pass folder as its own process, RUNS times in a row, against
#     `/bin/true` and `openssl version` run the same way.
# Usage: Tests/Scale/speed.sh [ROWS] [RUNS]   (release build: make release, or PASSBOOK, an absolute path)
# With BENCH_ROWS set, each figure is also a row of BENCHMARKS.md's table (Tests/Scale/bench-row.sh).
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/Scale/bench-row.sh
rows=${1:-3000}
runs=${2:-40}
passbook=${PASSBOOK:-$(pwd)/.build/release/passbook}
cores=$(nproc)
work=$(mktemp -d "${TMPDIR:-/tmp}/passbook-speed.XXXXXX")
trap 'rm -rf "$work"' EXIT

# Milliseconds per run of a command, over $runs runs in a row.
per_run() {
    local start end
    start=$(date +%s%N)
    for _ in $(seq 1 "$runs"); do "$@" >/dev/null 2>&1; done
    end=$(date +%s%N)
    awk -v a="$start" -v b="$end" -v n="$runs" 'BEGIN { printf "%.2f", (b - a) / 1e6 / n }'
}

ptid=pass.com.example.speed
team=SPEED12345
"$passbook" init "$work/template" --style generic --pass-type-id "$ptid" --team-id "$team" >/dev/null 2>&1
"$passbook" certs dev --pass-type-id "$ptid" --team-id "$team" -o "$work/certs" >/dev/null 2>&1
python3 - "$work/template/template.json" "$work/data.csv" "$rows" <<'PY'
import csv, json, sys
data = json.load(open(sys.argv[1]))["data"]
cell = lambda v: ("true" if v else "false") if isinstance(v, bool) else ("" if v is None else str(v))
names = [d["name"] for d in data if d["name"] != "serialNumber"]
with open(sys.argv[2], "w", newline="") as f:
    w = csv.writer(f)
    w.writerow(["serialNumber"] + names)
    for k in range(int(sys.argv[3])):
        w.writerow([f"SPEED-{k:06d}"] + [cell(d.get("example")) for d in data if d["name"] != "serialNumber"])
PY

signatures=$(openssl speed -seconds 3 -multi "$cores" rsa2048 2>/dev/null | awk '/^rsa 2048 bits/ { print $6 }' | tail -1)
# One batch into OUT, files WHERE; prints its rate and the kernel's CPU seconds (the file system's share, which
# grows for a while after many files were deleted on ext4 without a journal).
run_batch() {
    local out=$1 where=$2 start end written system
    start=$(date +%s%N)
    /usr/bin/time -f "%S" -o "$work/time" "$passbook" batch "$work/template" --data "$work/data.csv" -o "$out" --dev-certs "$work/certs" --quiet >/dev/null 2>&1
    end=$(date +%s%N)
    written=$(find "$out" -name '*.pkpass' | wc -l)
    [ "$written" -eq "$rows" ] || { echo "FAIL: $written passes written, $rows expected" >&2; exit 1; }
    system=$(tail -1 "$work/time")
    rate=$(awk -v n="$written" -v a="$start" -v b="$end" 'BEGIN { printf "%.0f", n / ((b - a) / 1e9) }')
    bench_row "batch, files $where" "$rate" "passes/s ($rows passes)" "\`openssl speed -multi $cores rsa2048\`" \
        "$signatures" "signs/s" "Tests/Scale/speed.sh $rows $runs"
    echo "$rate/s, ratio $(awk -v r="$rate" -v s="$signatures" 'BEGIN { printf "%.2f", r / s }') (kernel CPU ${system} s)"
}
echo "batch: $rows passes on $cores cores; openssl speed -multi $cores rsa2048: $signatures signatures/s"
echo "  files on disk ($(df --output=fstype "$work" | tail -1 | tr -d ' ')): $(run_batch "$work/out" "on disk")"
if [ -d /dev/shm ] && [ -w /dev/shm ]; then
    shm=$(mktemp -d /dev/shm/passbook-speed.XXXXXX)
    echo "  files in memory (tmpfs): $(run_batch "$shm/out" "in memory (tmpfs)")"
    rm -rf "$shm"
fi

mkdir "$work/one.pass"
(cd "$work/one.pass" && unzip -q "$work/out/SPEED-000000.pkpass" && rm -f manifest.json signature)
build=("$passbook" build "$work/one.pass" -o "$work/one.pkpass" --dev-certs "$work/certs")
"${build[@]}" >/dev/null
true_ms=$(per_run /bin/true)
openssl_ms=$(per_run openssl version)
version_ms=$(per_run "$passbook" --version)
build_ms=$(per_run "${build[@]}")
echo "one process per pass, ms per run over $runs runs: /bin/true $true_ms, openssl version $openssl_ms," \
    "passbook --version $version_ms, passbook build $build_ms" \
    "($(awk -v b="$build_ms" -v o="$openssl_ms" 'BEGIN { printf "%.1f", b / o }')× openssl version)"
bench_row "one process per pass" "$build_ms" "ms (passbook build of one pass)" "\`openssl version\`" "$openssl_ms" ms \
    "Tests/Scale/speed.sh $rows $runs"
bench_row "passbook start-up" "$version_ms" "ms (passbook --version)" "\`openssl version\`" "$openssl_ms" ms \
    "Tests/Scale/speed.sh $rows $runs"
