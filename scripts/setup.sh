#!/usr/bin/env bash
# Installs what the build needs (Debian 12 packages) if it is missing, then configures
# and builds Impetus in build/. Idempotent: a second run does no apt work and an
# incremental build. Sourced by run.sh and test.sh; usable on its own.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${IMPETUS_BUILD_DIR:-$root/build}

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-base-dev-tools
    # test-only oracles: Boost.Math's Lambert W, mpmath for 50-digit references
    libboost-math-dev python3 python3-mpmath
    # benchmarks/ (Google Benchmark; scripts/benchmarks.sh)
    libbenchmark-dev
    # sanitizer and fuzzing builds (scripts/sanitize.sh, scripts/fuzz.sh): Clang's libFuzzer
    clang libclang-rt-14-dev
    # the API reference (the api-docs target and test)
    doxygen
    # cpack's .deb packages: dpkg-shlibdeps finds their Qt and C++ runtime dependencies
    dpkg-dev
    # the Designer plugin (Qt6::UiPlugin) and its smoke test: the real Designer under Xvfb
    qt6-tools-dev designer-qt6 xvfb xauth
    # the QML module, its QML tests (QtTest under QUICK_TEST_MAIN), qmllint and the QML example
    qt6-declarative-dev qt6-declarative-dev-tools qml6-module-qtqml qml6-module-qtqml-workerscript
    qml6-module-qtquick qml6-module-qtquick-window qml6-module-qttest
    # the export-engines test: real engines play the exports (Chromium's Web Animations for
    # css, QtQuick.Timeline for timeline)
    chromium qml6-module-qtquick-timeline
    # SpringMotion & co. are Qt Quick animations, made with Qt Quick's private API
    # (Qt6::QuickPrivate and the QtQml/QtCore private headers it includes); Qt's `qml` tool
    # runs a Behavior with one in the qml-tool-behavior test
    qt6-declarative-private-dev qt6-base-private-dev qml-qt6
)

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
        || missing+=("$package")
done
if ((${#missing[@]})); then
    echo "setup: installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

if [ ! -f "$build/build.ninja" ]; then
    # Debian's interpreter is the one python3-mpmath serves, whatever else is on PATH.
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DPython3_EXECUTABLE=/usr/bin/python3 >/dev/null
fi
cmake --build "$build" --parallel 2
