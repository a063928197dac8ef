#!/usr/bin/env bash
# The Prometheus profile benchmark (issue 25), run by hand, not in CI (the data take minutes to
# backfill and ~1 GB of disk): 64 GPUs x 8 dcgm-exporter metrics every 15 s for 30 days (88 M
# samples) written by make_dcgm_openmetrics a day at a time, backfilled by promtool into a
# TSDB, served by a local prometheus (tests/prometheus/server.sh serve), then profiled by
# bench_PrometheusProfile over 1, 7 and 30 days, each range in its own process so that its
# peak memory is its own.
#   tools/bench-prometheus.sh [BUILD_DIR] [WORK_DIR]
# BUILD_DIR defaults to build/release (configure with --preset release); WORK_DIR to
# /tmp/rightsizer-bench-prometheus (the TSDB is kept there and reused by a later run).
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="${1:-$root/build/release}"
work="${2:-/tmp/rightsizer-bench-prometheus}"
gen="$build/tests/bench/make_dcgm_openmetrics"
bench="$build/tests/bench/bench_PrometheusProfile"
for f in "$gen" "$bench"; do
    [ -x "$f" ] || { echo "$0: $f not built (cmake --build $build)" >&2; exit 1; }
done
command -v promtool >/dev/null || { echo "$0: promtool not found (Debian package prometheus)" >&2; exit 1; }
mkdir -p "$work"
if [ ! -f "$work/tsdb.done" ]; then
    rm -rf "$work/tsdb"
    echo "writing and backfilling 30 days x 64 GPUs (a few minutes)..." >&2
    backfill() { # DAY
        "$gen" 64 "$1" "$(($1 + 1))" >"$work/day$1.om"
        promtool tsdb create-blocks-from openmetrics --max-block-duration=24h \
            "$work/day$1.om" "$work/tsdb" >/dev/null
        rm -f "$work/day$1.om"
    }
    for day in $(seq 0 2 28); do
        backfill "$day" & backfill "$((day + 1))" & wait
    done
    touch "$work/tsdb.done"
fi
"$root/tests/prometheus/server.sh" serve "$work"
trap '"$root/tests/prometheus/server.sh" stop "$work"' EXIT
export RIGHTSIZER_BENCH_PROMETHEUS="http://127.0.0.1:$(cat "$work/port")"
for days in 1 7 30; do
    "$bench" --benchmark_filter="/$days/" --benchmark_counters_tabular=true
done
