#!/usr/bin/env bash
# Huge and hostile inputs, each refused with a clear message in bounded memory and without leftovers:
# a file that is no zip, a zip bomb, a folder whose pass.json is huge, a batch with a huge CSV line.
#   Tests/Scale/hostile-inputs.sh [SIZE_MB]   (default 256; make check-hostile runs 1024)
# Every command must exit 1 (not crash, not time out), print a message, and peak under 200 MB resident.
set -uo pipefail
cd "$(dirname "$0")/../.."
size_mb=${1:-256}
limit_kb=$((200 * 1024))
passbook=${PASSBOOK:-$(pwd)/.build/release/passbook}
work=$(mktemp -d "${TMPDIR:-/tmp}/passbook-hostile.XXXXXX")
trap 'rm -rf "$work"' EXIT
passed=0
failed=0

# The command must be refused for the reason expected (an extended regular expression its output
# must match), not for another: its own files are named so no command's output can be in the way.
expect_refusal() { # name, the reason expected, then the command
    local name=$1 expected=$2
    shift 2
    /usr/bin/time -f '%M' -o "$work/rss" timeout 120 "$@" >"$work/stdout" 2>"$work/stderr"
    local status=$? rss
    rss=$(tail -1 "$work/rss" | tr -dc 0-9)
    local message
    message=$(cat "$work/stderr" "$work/stdout" | grep -v '^Command exited' | grep -Ev '^[[:space:]]*$|^[^ ]+:$' | head -1 | cut -c1-110)
    if [ "$status" = 1 ] && [ "${rss:-0}" -lt "$limit_kb" ] && [ -n "$message" ] \
        && cat "$work/stderr" "$work/stdout" | grep -Eq "$expected"; then
        passed=$((passed + 1))
        echo "ok   $name: $((rss / 1024)) MB, $message"
    else
        failed=$((failed + 1))
        echo "FAIL $name: exit $status, $((${rss:-0} / 1024)) MB peak, \"$message\" (expected a refusal matching '$expected')"
    fi
}

head -c "${size_mb}M" /dev/zero >"$work/big.pkpass"
python3 - "$work/bomb.pkpass" "$size_mb" <<'PY'
import sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    with z.open("pass.json", "w", force_zip64=True) as f:
        f.write(b'{"formatVersion":1,"description":"')
        block = b" " * (1 << 20)
        for _ in range(int(sys.argv[2])):
            f.write(block)
        f.write(b'"}')
    z.writestr("manifest.json", "{}")
    z.writestr("signature", b"")
PY
for command in verify validate inspect preview; do
    extra=()
    [ "$command" = preview ] && extra=(-o "$work/preview.png")
    expect_refusal "$command: ${size_mb} MB file that is no zip" "not a zip archive" "$passbook" "$command" "$work/big.pkpass" "${extra[@]}"
    expect_refusal "$command: ${size_mb} MB zip bomb" "expands to more than" "$passbook" "$command" "$work/bomb.pkpass" "${extra[@]}"
done
rm -f "$work/big.pkpass"

"$passbook" certs dev --pass-type-id pass.com.example.hostile --team-id ABCDE12345 -o "$work/certs" >/dev/null 2>&1
mkdir -p "$work/huge.pass"
cp Samples/passes/Generic.pass/*.png "$work/huge.pass/"
{ printf '{"formatVersion":1,"description":"'; head -c "${size_mb}M" /dev/zero | tr '\0' ' '; printf '"}'; } >"$work/huge.pass/pass.json"
expect_refusal "validate: folder with a ${size_mb} MB pass.json" "pass.json: it is larger than" "$passbook" validate "$work/huge.pass"
expect_refusal "build: folder with a ${size_mb} MB pass.json" "pass.json: it is larger than" "$passbook" build "$work/huge.pass" -o "$work/huge.pkpass" --dev-certs "$work/certs"
[ -e "$work/huge.pkpass" ] && { failed=$((failed + 1)); echo "FAIL build left $work/huge.pkpass behind"; }
rm -rf "$work/huge.pass"

"$passbook" init "$work/template" --style generic --pass-type-id pass.com.example.hostile --team-id ABCDE12345 >/dev/null 2>&1
{ echo "serialNumber,member.name"; printf 'S1,'; head -c "${size_mb}M" /dev/zero | tr '\0' 'a'; echo; } >"$work/big.csv"
expect_refusal "batch: a ${size_mb} MB CSV line" "line 2 of big.csv: it is longer than" "$passbook" batch "$work/template" --data "$work/big.csv" -o "$work/out" --dev-certs "$work/certs" --quiet
leftovers=$(find "$work/out" -name '*.tmp' 2>/dev/null | wc -l)
if [ "$leftovers" != 0 ]; then
    failed=$((failed + 1))
    echo "FAIL the batch left $leftovers temporary files"
fi

echo "hostile-inputs: $passed passed, $failed failed"
[ "$failed" = 0 ]
