#!/usr/bin/env bash
# The whole tree built with Clang (Debian's default), warnings as errors, into build-clang/;
# then its tests, same-numbers among them: the results must be those of the GCC builds, bit
# for bit. Clang rejects what GCC lets pass (lambdas that capture structured bindings,
# hidden overloaded virtuals), so CI builds with both.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
IMPETUS_SETUP_FUZZING=1 bash "$root/scripts/setup.sh" >/dev/null   # installs clang with the rest
build=${IMPETUS_CLANG_BUILD_DIR:-$root/build-clang}
if [ ! -f "$build/build.ninja" ]; then
    CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DPython3_EXECUTABLE=/usr/bin/python3 -DIMPETUS_WARNINGS_AS_ERRORS=ON >/dev/null
fi
cmake --build "$build" --parallel 2
# Every test but the long mpmath run of Lambert W (same-numbers compares its results with
# the GCC builds' instead).
QT_QPA_PLATFORM=offscreen ctest --test-dir "$build" --output-on-failure --parallel 2 -E '^lambertw-mpmath$'
