#!/usr/bin/env bash
# Installs what the build needs (Debian 12, 13 or testing packages) if it is missing, then
# configures and builds Impetus in build/. Idempotent: a second run does no apt work and an
# incremental build. Sourced by run.sh and test.sh; usable on its own.
# Other systems: docs/install.md gives their packages and the CMake line; IMPETUS_SETUP_ANY=1
# tries the Debian names anyway (a Debian derivative), IMPETUS_SETUP_NO_APT=1 only builds.
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
    # the API reference (the api-docs target and test)
    doxygen
    # cpack's .deb packages: dpkg-shlibdeps finds their Qt and C++ runtime dependencies, and
    # CPackDeb asks `file` which installed files are binaries
    dpkg-dev file
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

# The package names above are those of Debian 12 (Qt 6.4), 13 (Qt 6.8) and testing (Qt
# 6.11), checked in roots of each (scripts/qt-versions.sh). /etc/os-release says which
# system this is (testing and unstable have no VERSION_ID): known_release prints its name,
# and succeeds on those three.
known_release() {
    local ID="" VERSION_ID="" PRETTY_NAME=""
    [ -r /etc/os-release ] && . /etc/os-release
    echo "${PRETTY_NAME:-${ID:-an unknown system}}"
    [ "$ID" = debian ] && [[ "${VERSION_ID:-testing}" =~ ^(12|13|testing)$ ]]
}

# The fuzzing builds (scripts/fuzz.sh) ask for Clang and its libFuzzer runtime, which the
# README's commands do not need (libclang-rt-dev: the runtime of each release's default
# Clang, 14, 19 or 21).
if [ -n "${IMPETUS_SETUP_FUZZING:-}" ]; then
    packages+=(clang libclang-rt-dev)
fi
# The format check (scripts/format.sh) asks for clang-format, and for nothing to be built.
if [ -n "${IMPETUS_SETUP_FORMAT:-}" ]; then
    packages+=(clang-format)
fi
# The benchmarks' page (scripts/benchmarks.sh) asks for valgrind: callgrind counts the
# instructions of the timed loops, through the client requests of its valgrind/callgrind.h.
if [ -n "${IMPETUS_SETUP_BENCHMARKS:-}" ]; then
    packages+=(valgrind)
fi

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
        || missing+=("$package")
done
if ((${#missing[@]})) && [ -z "${IMPETUS_SETUP_NO_APT:-}" ]; then
    if ! system=$(known_release) && [ -z "${IMPETUS_SETUP_ANY:-}" ]; then
        cat >&2 <<EOF
setup: this is $system; this script knows the packages of Debian 12, 13 and testing.
Impetus needs CMake (3.21 or later), Ninja, a C++17 compiler and Qt 6.4 or later with the
modules Core, Gui, Widgets, Test, Qml, Quick, QuickTest, UiPlugin and Designer, Qt Quick's
private headers (for the QML module), Qt Designer, and for the tests Boost.Math, Python's
mpmath, Xvfb, Chromium and Doxygen. docs/install.md names them for Ubuntu, Fedora, Arch and
Qt's own installer. Then run again with IMPETUS_SETUP_NO_APT=1 to build only, or with
IMPETUS_SETUP_ANY=1 to install Debian's names with apt-get anyway:
  ${missing[*]}
EOF
        exit 1
    fi
    echo "setup: installing ${missing[*]}"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

[ -z "${IMPETUS_SETUP_PACKAGES_ONLY:-}" ] || exit 0

if [ ! -f "$build/build.ninja" ]; then
    # Debian's interpreter is the one python3-mpmath serves, whatever else is on PATH.
    # In CI (CI=true) a warning in the project's own code fails the build.
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DPython3_EXECUTABLE=/usr/bin/python3 ${CI:+-DIMPETUS_WARNINGS_AS_ERRORS=ON} >/dev/null
fi
cmake --build "$build" --parallel 2
