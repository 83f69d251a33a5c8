#!/usr/bin/env bash
# Writes BENCHMARKS.md (or OUTPUT) from the rows the measuring scripts of make bench appended to ROWS
# (Tests/Scale/bench-row.sh): one table, a row per figure, with the ratio of each figure to its reference.
#   Tests/Scale/bench-dashboard.sh ROWS [OUTPUT]           the table is exactly the rows of ROWS
#   Tests/Scale/bench-dashboard.sh --merge ROWS [OUTPUT]   the rows of ROWS replace those of the same figure
#                                                          in OUTPUT, whose other rows stay (make bench-server)
# The file is written beside OUTPUT and renamed over it, so a failed run leaves the last one in place.
set -euo pipefail
cd "$(dirname "$0")/../.."
merge=0
[ "${1:-}" = --merge ] && { merge=1; shift; }
[ $# -ge 1 ] || { echo "usage: $0 [--merge] ROWS [OUTPUT]" >&2; exit 2; }
python3 - "$1" "${2:-BENCHMARKS.md}" "$merge" <<'PY'
import os, re, sys, time

rows_path, output, merge = sys.argv[1], sys.argv[2], sys.argv[3] == "1"
LIMIT = 10 * 1024
HEADER = ["Figure", "Value", "Reference (same run)", "Ratio", "Machine", "Date", "Command"]

def number(v):
    return f"{v:,.0f}" if v >= 100 else f"{v:.1f}" if v >= 10 else f"{v:.2f}"

def ratio(r):
    return f"{r:,.0f}" if r >= 100 else f"{r:.2f}" if r >= 1 else f"{r:.3g}"

def cell(text):
    return text.replace("|", "\\|").strip()

started, new = None, []
for n, line in enumerate(open(rows_path, encoding="utf-8"), 1):
    line = line.rstrip("\n")
    if not line.strip():
        continue
    fields = line.split("\t")
    if fields[0] == "#":
        if fields[1:2] == ["started"]:
            started = int(fields[2])
        continue
    if len(fields) != 9:
        sys.exit(f"{rows_path}:{n}: {len(fields)} fields, 9 expected: {line}")
    figure, value, unit, reference, ref_value, ref_unit, machine, date, command = fields
    try:
        value, ref_value = float(value), float(ref_value)
    except ValueError:
        sys.exit(f"{rows_path}:{n}: a value or reference that is not a number: {line}")
    if ref_value <= 0:
        sys.exit(f"{rows_path}:{n}: reference {ref_value}: {line}")
    new.append([cell(figure), cell(f"{number(value)} {unit}"), cell(f"{reference}: {number(ref_value)} {ref_unit}"),
                ratio(value / ref_value), cell(machine), cell(date), cell(f"`{command}`")])
if not new:
    sys.exit(f"{rows_path}: no rows")

duration = None
if started is not None:
    duration = f"The last full `make bench` took {(time.time() - started) / 60:.0f} minutes."
rows = new
if merge and os.path.exists(output):
    text = open(output, encoding="utf-8").read()
    found = re.search(r"The last full `make bench` took [^.]*\.", text)
    duration = duration or (found and found.group(0))
    old, in_table = [], False
    for line in text.splitlines():
        if line.startswith("| " + HEADER[0] + " |"):
            in_table = True
            continue
        if in_table and line.startswith("|---"):
            continue
        if in_table and line.startswith("|"):
            cells = [c.strip() for c in re.split(r"(?<!\\)\|", line.strip())[1:-1]]
            if len(cells) == len(HEADER):
                old.append(cells)
            continue
        in_table = False
    replaced = {r[0]: r for r in new}
    rows = [replaced.pop(r[0], r) for r in old] + [r for r in new if r[0] in replaced]

intro = f"""# Benchmarks

`make bench` (release build) writes this file; every number in it comes from its last run. Each figure has
a reference measured in the same run on the same machine, and the ratio is figure ÷ reference, which moves
less between machines than the figure (for times lower is better, for rates higher). The rows by script:

- `Tests/Scale/speed.sh`: `passbook batch` of the generic template, files on disk and on tmpfs, against
  `openssl speed -multi` (every core's RSA-2048 sign rate); `passbook build` of one pass folder and
  `passbook --version`, each its own process, run in a row against `openssl version`.
- `Tests/Scale/bench-pass.sh`: `passbook bench` of a sample, distinct passes built and signed in memory, on
  one thread against `openssl speed rsa2048`, on every core against `openssl speed -multi`; with
  `--previews`, previews of the front at @2x against a blank PNG encode.
- `Tests/Scale/batch-scale.sh bench`: `passbook batch` of the boarding-pass template from 10,000 and
  100,000 records, and its peak memory.
- `Tests/Server/server-bench.sh` (also `make bench-server`, which then rewrites only its rows): wrk on
  loopback against `passbook serve` on SQLite and PostgreSQL, against `GET /health/live` on the same server
  (no database, no disk); background signing (every pass of a template changed by one request) and a batch
  of the same passes against `openssl speed -multi`.

Each row's command measures its figure and reference again.{" " + duration if duration else ""}

"""
table = ["| " + " | ".join(HEADER) + " |", "|" + "---|" * len(HEADER)] + ["| " + " | ".join(r) + " |" for r in rows]
content = intro + "\n".join(table) + "\n"
temporary = f"{output}.{os.getpid()}.tmp"
with open(temporary, "w", encoding="utf-8") as f:
    f.write(content)
os.replace(temporary, output)
size = len(content.encode("utf-8"))
print(f"{output}: {len(rows)} figures, {size:,} bytes")
if size > LIMIT:
    print(f"warning: {output} is over {LIMIT:,} bytes", file=sys.stderr)
PY
