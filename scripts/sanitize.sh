#!/usr/bin/env bash
# The test suite under AddressSanitizer + UndefinedBehaviorSanitizer (leaks included), and
# the easing curve pool's concurrency test under ThreadSanitizer. Separate build trees:
# build-asan/ and build-tsan/. Exits non-zero on the first failure or sanitizer report.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
bash "$root/scripts/setup.sh" >/dev/null
asan=${IMPETUS_ASAN_BUILD_DIR:-$root/build-asan}
tsan=${IMPETUS_TSAN_BUILD_DIR:-$root/build-tsan}

configure() {
    local dir=$1 flags=$2
    shift 2
    if [ ! -f "$dir/build.ninja" ]; then
        cmake -S "$root" -B "$dir" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
            -DPython3_EXECUTABLE=/usr/bin/python3 \
            -DCMAKE_CXX_FLAGS="$flags -fno-omit-frame-pointer" "$@" >/dev/null
    fi
}

# Core, CLI and their tests (the layers above are Qt-heavy and Qt is not instrumented).
configure "$asan" "-fsanitize=address,undefined -fno-sanitize-recover=undefined" -DIMPETUS_BUILD_LAYERS=OFF
cmake --build "$asan" --parallel 2
# (The install consumer test builds a separate, uninstrumented project: it runs in test.sh.)
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    QT_QPA_PLATFORM=offscreen ctest --test-dir "$asan" --output-on-failure --parallel 2 -E '^consumer$'

# The widgets and QML layers, instrumented too (Qt itself is not): the into-view helpers
# and their exits, FormMotion, MotionStackedWidget and the widgets, whose tests delete
# animations, widgets and parents mid-flight, retarget mid-flight and restart right after
# the end; the QML module's animations, followers and models in a real engine.
layers=${IMPETUS_ASAN_LAYERS_BUILD_DIR:-$root/build-asan-layers}
configure "$layers" "-fsanitize=address,undefined -fno-sanitize-recover=undefined" -DIMPETUS_BUILD_DESIGNER_PLUGIN=OFF
widgets=(intoview formmotion motionstackedwidget motionplot motionpreview motioneditor snapdrag kineticscroller)
cmake --build "$layers" --parallel 2 --target "${widgets[@]/#/tst_}" tst_qml
ASAN_OPTIONS=detect_leaks=1:abort_on_error=1 UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1 \
    QT_QPA_PLATFORM=offscreen QT_QUICK_BACKEND=software \
    ctest --test-dir "$layers" --output-on-failure --parallel 2 \
    -R "^(widgets-($(IFS='|'; echo "${widgets[*]}"))|qml)\$"

configure "$tsan" "-fsanitize=thread" -DIMPETUS_BUILD_LAYERS=OFF
cmake --build "$tsan" --parallel 2 --target tst_easing
TSAN_OPTIONS="halt_on_error=1 suppressions=$root/tests/tsan.supp" \
    "$tsan/tests/tst_easing" concurrentCreation manyCurvesAliveAtOnce
