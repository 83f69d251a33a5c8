#!/usr/bin/env bash
# `passbook bench` of one sample pass folder (the release build, or PASSBOOK), its figures printed and,
# with BENCH_ROWS set, rows of BENCHMARKS.md's table (Tests/Scale/bench-row.sh):
#   - passes built and signed in memory on one thread, against `openssl speed rsa2048`, which passbook
#     bench runs itself, and on every core, against `openssl speed -multi CORES rsa2048` run right after;
#   - with --previews, PNG, SVG and PDF previews of the pass's front, against the blank PNG encode that
#     passbook bench --previews measures in the same run.
# Usage: Tests/Scale/bench-pass.sh SAMPLE.pass COUNT [--previews]
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/Scale/bench-row.sh
[ $# -ge 2 ] || { echo "usage: $0 SAMPLE.pass COUNT [--previews]" >&2; exit 2; }
sample=$1 count=$2 previews=${3:-}
passbook=${PASSBOOK:-.build/release/passbook}
name=$(basename "$sample" .pass)
command="Tests/Scale/bench-pass.sh $sample $count${previews:+ $previews}"
figures=$(mktemp "${TMPDIR:-/tmp}/passbook-bench.XXXXXX")
trap 'rm -f "$figures"' EXIT

"$passbook" bench "$sample" --count "$count" ${previews:+"$previews"} --json >"$figures"
if [ -n "$previews" ]; then
    python3 - "$figures" "$sample" "$count" <<'PY'
import json, sys
f, sample, count = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3]
print(f"sample: {sample}, front at @{f['scale']}x, {count} previews per run\n"
      f"blank PNG encode (cairo):           1 thread {f['blankPNGEncodesPerSecond']:.0f}/s\n"
      f"PNG previews:                       1 thread {f['pngPreviewsPerSecondOneThread']:.0f}/s   {f['cores']} threads {f['pngPreviewsPerSecondAllCores']:.0f}/s\n"
      f"SVG previews:                       1 thread {f['svgPreviewsPerSecondOneThread']:.0f}/s\n"
      f"PDF previews:                       1 thread {f['pdfPreviewsPerSecondOneThread']:.0f}/s\n"
      f"cost of one PNG preview:            {f['costPerPreviewInBlankPNGEncodes']:.2f} × a blank PNG encode (1 thread)\n"
      f"all-core scaling:                   {f['scaling']:.2f}× on {f['cores']} threads")
PY
    read -r cores blank png png_all svg pdf < <(python3 -c 'import json, sys; f = json.load(open(sys.argv[1]))
print(f["cores"], *(f[k] for k in ("blankPNGEncodesPerSecond", "pngPreviewsPerSecondOneThread", "pngPreviewsPerSecondAllCores",
    "svgPreviewsPerSecondOneThread", "pdfPreviewsPerSecondOneThread")))' "$figures")
    reference="blank PNG encode, 1 thread"
    bench_row "PNG previews, 1 thread, $name" "$png" previews/s "$reference" "$blank" encodes/s "$command"
    bench_row "PNG previews, all cores, $name" "$png_all" previews/s "$reference" "$blank" encodes/s "$command"
    bench_row "SVG previews, 1 thread, $name" "$svg" previews/s "$reference" "$blank" encodes/s "$command"
    bench_row "PDF previews, 1 thread, $name" "$pdf" previews/s "$reference" "$blank" encodes/s "$command"
    exit 0
fi

read -r cores one all openssl_one < <(python3 -c 'import json, sys; f = json.load(open(sys.argv[1]))
print(f["cores"], f["passesPerSecondOneThread"], f["passesPerSecondAllCores"], f.get("opensslSpeedSignaturesPerSecond") or "")' "$figures")
[ -n "$openssl_one" ] || { echo "FAIL: passbook bench found no openssl command for its reference" >&2; exit 1; }
openssl_all=$(openssl speed -seconds 3 -multi "$cores" rsa2048 2>/dev/null | awk '/^rsa 2048 bits/ { print $6 }' | tail -1)
[ -n "$openssl_all" ] || { echo "FAIL: openssl speed gave no rsa2048 sign rate" >&2; exit 1; }
python3 - "$figures" "$sample" "$count" "$openssl_all" <<'PY'
import json, sys
f, sample, count, multi = json.load(open(sys.argv[1])), sys.argv[2], sys.argv[3], float(sys.argv[4])
stages = ", ".join(f"{k} {v:.1f}" for k, v in sorted(f["stageMicroseconds"].items()))
print(f"sample: {sample} ({f['passBytes']} bytes per .pkpass), {count} passes per run\n"
      f"bare RSA sign, same key:            1 thread {f['bareSignaturesPerSecondOneThread']:.0f}/s   {f['cores']} threads {f['bareSignaturesPerSecondAllCores']:.0f}/s\n"
      f"openssl speed rsa2048 sign:         1 thread {f['opensslSpeedSignaturesPerSecond']:.0f}/s   -multi {f['cores']} {multi:.0f}/s\n"
      f"passes built and signed:            1 thread {f['passesPerSecondOneThread']:.0f}/s   {f['cores']} threads {f['passesPerSecondAllCores']:.0f}/s\n"
      f"cost of one pass:                   {f['costPerPassInBareSignatures']:.3f} × a bare signature (1 thread; median of alternating rounds)\n"
      f"all-core scaling:                   {f['scaling']:.3f}× on {f['cores']} threads (bare signatures: {f['bareSignaturesPerSecondAllCores'] / f['bareSignaturesPerSecondOneThread']:.3f}×)\n"
      f"stages, µs per pass (1 thread):     {stages}")
PY
bench_row "passes signed in memory, 1 thread, $name" "$one" passes/s "\`openssl speed rsa2048\`" "$openssl_one" signs/s "$command"
bench_row "passes signed in memory, all cores, $name" "$all" passes/s "\`openssl speed -multi $cores rsa2048\`" "$openssl_all" signs/s "$command"
