#!/usr/bin/env bash
# A real Prometheus server for the tests (issue 25), on 127.0.0.1 with a free port, its TSDB
# backfilled from make-samples.py's OpenMetrics file by promtool. Debian's `prometheus` package
# provides both; the quick start's test set-up installs it.
#   server.sh start DIR   generate the samples, backfill, start, wait until ready; writes
#                         DIR/port, DIR/pid and DIR/samples.prom (the same samples as a file)
#   server.sh serve DIR   start on the TSDB already in DIR/tsdb (tools/bench-prometheus.sh)
#   server.sh stop DIR    stop the server started in DIR
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cmd="${1:-}"
dir="${2:-}"
[ -n "$dir" ] || { echo "usage: $0 start|serve|stop DIR" >&2; exit 2; }

# Stops the server whose pid the directory holds (only if that process is a prometheus):
# SIGTERM, then SIGKILL after 5 s.
stop() {
    [ -f "$dir/pid" ] || return 0
    local pid
    pid="$(cat "$dir/pid")"
    if [ -n "$pid" ] && grep -qs prometheus "/proc/$pid/cmdline"; then
        kill "$pid" 2>/dev/null || true
        for _ in $(seq 50); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
        kill -9 "$pid" 2>/dev/null || true
    fi
    rm -f "$dir/pid"
}

# Starts prometheus on a free port and waits until it is ready (30 s); false when it exits
# first (another process took the port between the probe and the bind) or never gets ready.
start_on_free_port() {
    local port
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    prometheus --config.file="$dir/prometheus.yml" --storage.tsdb.path="$dir/tsdb" \
        --storage.tsdb.retention.time=100y --web.listen-address="127.0.0.1:$port" \
        >"$dir/prometheus.log" 2>&1 &
    echo $! >"$dir/pid"
    for _ in $(seq 100); do
        if python3 - "$port" <<'PY' 2>/dev/null; then
import sys, urllib.request
urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/-/ready", timeout=1).read()
PY
            echo "$port" >"$dir/port"
            return 0
        fi
        kill -0 "$(cat "$dir/pid")" 2>/dev/null || return 1
        sleep 0.2
    done
    stop
    return 1
}

case "$cmd" in
start)
    for tool in prometheus promtool python3; do
        command -v "$tool" >/dev/null ||
            { echo "$0: $tool not found (Debian packages prometheus, python3)" >&2; exit 1; }
    done
    stop
    rm -rf "$dir"
    mkdir -p "$dir"
    python3 "$here/make-samples.py" "$dir"
    promtool tsdb create-blocks-from openmetrics "$dir/samples.om" "$dir/tsdb" >/dev/null
    rm -f "$dir/samples.om"
    ;&
serve)
    [ -d "$dir/tsdb" ] || { echo "$0: no TSDB in $dir/tsdb" >&2; exit 1; }
    printf 'global:\n  scrape_interval: 15s\nscrape_configs: []\n' >"$dir/prometheus.yml"
    for _ in 1 2 3; do
        start_on_free_port && exit 0
    done
    echo "$0: Prometheus did not start (log below)" >&2
    cat "$dir/prometheus.log" >&2
    stop
    exit 1
    ;;
stop)
    stop
    ;;
*)
    echo "usage: $0 start|serve|stop DIR" >&2
    exit 2
    ;;
esac
