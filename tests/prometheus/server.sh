#!/usr/bin/env bash
# A real Prometheus server for the tests (issue 25), on 127.0.0.1 with a free port, its TSDB
# backfilled from make-samples.py's OpenMetrics file by promtool. Debian's `prometheus` package
# provides both; the quick start's test set-up installs it.
#   server.sh start DIR   generate the samples, backfill, start, wait until ready; writes
#                         DIR/port, DIR/pid and DIR/samples.prom (the same samples as a file)
#   server.sh stop DIR    stop the server started in DIR
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cmd="${1:-}"
dir="${2:-}"
[ -n "$dir" ] || { echo "usage: $0 start|stop DIR" >&2; exit 2; }

stop() {
    if [ -f "$dir/pid" ]; then
        kill "$(cat "$dir/pid")" 2>/dev/null || true
        for _ in $(seq 50); do kill -0 "$(cat "$dir/pid")" 2>/dev/null || break; sleep 0.1; done
        rm -f "$dir/pid"
    fi
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
    printf 'global:\n  scrape_interval: 15s\nscrape_configs: []\n' >"$dir/prometheus.yml"
    # A free port: bind to 0 and read what the kernel gave.
    port=$(python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])')
    prometheus --config.file="$dir/prometheus.yml" --storage.tsdb.path="$dir/tsdb" \
        --storage.tsdb.retention.time=100y --web.listen-address="127.0.0.1:$port" \
        >"$dir/prometheus.log" 2>&1 &
    echo $! >"$dir/pid"
    for _ in $(seq 300); do
        if python3 - "$port" <<'PY' 2>/dev/null; then
import sys, urllib.request
urllib.request.urlopen(f"http://127.0.0.1:{sys.argv[1]}/-/ready", timeout=1).read()
PY
            echo "$port" >"$dir/port"
            exit 0
        fi
        kill -0 "$(cat "$dir/pid")" 2>/dev/null || { cat "$dir/prometheus.log" >&2; exit 1; }
        sleep 0.2
    done
    echo "$0: Prometheus did not become ready in 60 s" >&2
    cat "$dir/prometheus.log" >&2
    stop
    exit 1
    ;;
stop)
    stop
    ;;
*)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
