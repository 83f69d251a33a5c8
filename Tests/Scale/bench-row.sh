# One row of the table in BENCHMARKS.md, for the measuring scripts of make bench to source.
#   bench_row FIGURE VALUE UNIT REFERENCE REFERENCE_VALUE REFERENCE_UNIT COMMAND
# appends FIGURE (the row's name), its value and unit, the reference measured in the same run (what it is,
# its value and unit), this machine (CPU model and core count), today's date (UTC) and the command that
# reproduces the figure, tab-separated, to the file BENCH_ROWS names; without BENCH_ROWS it does nothing.
# Tests/Scale/bench-dashboard.sh renders the rows, with the ratio VALUE / REFERENCE_VALUE.
bench_row() {
  [ -n "${BENCH_ROWS:-}" ] || return 0
  local model
  model=$(sed -n 's/^model name[[:space:]]*: *//p' /proc/cpuinfo | head -1)
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$1" "$2" "$3" "$4" "$5" "$6" \
    "${model:-$(uname -m)}, $(nproc) cores" "$(date -u +%F)" "$7" >>"$BENCH_ROWS"
}
