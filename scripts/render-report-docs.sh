#!/usr/bin/env bash
# Renders the example report's pages into docs/ (what the README shows): a two-scenario project
# made from the bundled example and its 2x-traffic variant, reported on A4, rasterised with
# pdftoppm. Usage: scripts/render-report-docs.sh [path/to/rightsizer]
set -euo pipefail
here="$(cd "$(dirname "$0")/.." && pwd)"
bin="${1:-$here/build/release/app/rightsizer}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
export RIGHTSIZER_DATA_DIR="$work/data" # the bundled catalog, not the user's edits
"$bin" scenario import "$here/resources/examples/llama-3.1-70b-chat.json" \
    -o "$work/example.rsplan" --name "chat, 20 req/s" >/dev/null
"$bin" scenario import "$here/resources/examples/llama-3.1-70b-chat-2x.json" \
    -o "$work/example.rsplan" --name "chat, 40 req/s, TPOT 40 ms" >/dev/null
"$bin" report "$work/example.rsplan" -o "$work/report.pdf" --author "RightSizer example" \
    --date 2026-11-22
cp "$work/report.pdf" "$here/docs/example-report.pdf"
rm -f "$here"/docs/report-page-*.png
pages=$(pdfinfo "$work/report.pdf" | awk '/^Pages:/ {print $2}')
# The first page that opens with a chapter heading matching $1 (its number, then the words).
page_of() {
    for ((p = 1; p <= pages; ++p)); do
        if pdftotext -f "$p" -l "$p" "$work/report.pdf" - | head -n 8 |
            grep -Eq "^[0-9]+ +$1"; then
            echo "$p"
            return
        fi
    done
}
# Title, executive summary, the first scenario's requirements and candidates, its memory and
# $/M charts, TCO, sensitivity, demand against capacity and bill of materials, the scenarios
# side by side, uncertainty and calibration.
first=$(page_of "Scenario ")
for page in 1 2 "$first" $((first + 1)) $((first + 2)) $((first + 3)) $((first + 4)) \
    $((first + 5)) "$(page_of "Scenarios side by side")" "$(page_of "Uncertainty and calibration")"; do
    pdftoppm -png -r 80 -f "$page" -l "$page" -singlefile "$work/report.pdf" \
        "$here/docs/report-page-$(printf %02d "$page")"
done
pdfinfo "$work/report.pdf" | grep -E "Pages|Page size"
# The example's executive summary in Chinese (Noto Sans CJK SC embedded).
"$bin" report "$here/resources/examples/llama-3.1-70b-chat.json" -o "$work/zh.pdf" \
    --author "RightSizer example" --date 2026-11-22 --language zh_CN >/dev/null
pdftoppm -png -r 80 -f 2 -l 2 -singlefile "$work/zh.pdf" "$here/docs/report-zh_CN-page-02"
