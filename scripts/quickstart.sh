#!/usr/bin/env bash
# RightSizer quick start on a fresh Debian 12 machine.
#   scripts/quickstart.sh run    install what is missing, build, start on the bundled example
#   scripts/quickstart.sh test   install what is missing, build (warnings are errors), run every test;
#                                then build again with AddressSanitizer + UBSan and run every test
#                                and each fuzz target there
set -euo pipefail
cd "$(dirname "$0")/.."

packages=(build-essential cmake ninja-build
    qt6-base-dev libqt6opengl6-dev qt6-charts-dev libqt6sql6-sqlite qt6-svg-dev
    qt6-tools-dev qt6-l10n-tools qt6-translations-l10n
    libeigen3-dev libsqlite3-dev nlohmann-json3-dev libbenchmark-dev
    libgl-dev libglx-dev xvfb xauth poppler-utils fonts-dejavu-core fonts-noto-cjk)
# The test command also builds the tree again with clang's sanitizers and libFuzzer, and starts
# a real Prometheus (with promtool, and python3 for its sample data) for `profile --prometheus`.
test_packages=(clang-16 libclang-rt-16-dev llvm-16 prometheus python3)

install_missing() {
    local missing=()
    for p in "${packages[@]}" "$@"; do
        dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    echo "Installing: ${missing[*]}"
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    $sudo apt-get update
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y --no-install-recommends "${missing[@]}"
}

export XDG_RUNTIME_DIR="${XDG_RUNTIME_DIR:-$(mktemp -d)}"
chmod 0700 "$XDG_RUNTIME_DIR"

case "${1:-run}" in
run)
    install_missing
    cmake --preset release
    cmake --build --preset release
    shift || true
    exec ./build/release/app/rightsizer "$@"
    ;;
test)
    install_missing "${test_packages[@]}"
    # Release build (warnings are errors) and every test; then the same tests built with
    # AddressSanitizer + UndefinedBehaviorSanitizer and assertions, and each fuzz target for
    # RIGHTSIZER_FUZZ_SECONDS. Either failing fails the run.
    cmake --workflow --preset ci
    cmake --workflow --preset sanitize
    ;;
*)
    echo "usage: $0 [run|test]" >&2
    exit 2
    ;;
esac
