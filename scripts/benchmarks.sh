#!/usr/bin/env bash
# Builds Impetus in Release in build-bench/ (or $IMPETUS_BUILD_DIR) through setup.sh, runs
# every benchmark once with 5 repetitions ($IMPETUS_BENCH_REPETITIONS), counts the
# instructions of the benchmarks that issue 26's targets compare (and of every Evaluate/)
# under valgrind's callgrind, checks the kernels against mpmath as the ctest kernels-mpmath
# does, and writes docs/benchmarks.md from the medians, their spread, the counts and the
# kernels' errors (benchmarks/report.py). The raw results stay in <build dir>:
# benchmarks.json, callgrind/ and kernels_accuracy.txt.
#
# The figures are only as quiet as the machine: run it when nothing else is (see `uptime`);
# the page records the load average. Every ratio divides two medians of the same run, whose
# repetitions are interleaved in random order, so that a load that comes and goes weighs on
# both sides of a ratio alike. The harness clears the AVX upper
# state before every timed loop and reports what it found. The instruction counts do not
# depend on the load. The whole takes a few minutes: the timed run, then about a minute under
# callgrind and one for the kernels.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export IMPETUS_BUILD_DIR=${IMPETUS_BUILD_DIR:-$root/build-bench}
build=$IMPETUS_BUILD_DIR

# The packages first (with valgrind), so that a new build directory is configured here, for
# Release and with valgrind's header found, before setup.sh would configure it for
# RelWithDebInfo; setup.sh then builds it.
export IMPETUS_SETUP_BENCHMARKS=1
IMPETUS_SETUP_PACKAGES_ONLY=1 bash "$root/scripts/setup.sh"
if [ ! -f "$build/build.ninja" ]; then
    cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DIMPETUS_BUILD_TESTS=OFF \
        -DPython3_EXECUTABLE=/usr/bin/python3 >/dev/null
elif grep -q '^IMPETUS_CALLGRIND_INCLUDE_DIR:PATH=.*NOTFOUND$' "$build/CMakeCache.txt" \
    && command -v valgrind >/dev/null; then
    cmake "$build" >/dev/null # configured before valgrind was installed: look for its header again
fi
bash "$root/scripts/setup.sh"

type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt")
if [ "$type" != Release ] && [ "$type" != RelWithDebInfo ]; then
    echo "benchmarks: $build is a '$type' build; measure a Release or RelWithDebInfo one" >&2
    exit 1
fi

bench=$build/benchmarks/impetus_benchmarks
if [ ! -x "$bench" ]; then
    echo "benchmarks: $bench was not built (benchmarks/ needs libbenchmark-dev and Boost)" >&2
    exit 1
fi

load=$(cut -d' ' -f1 /proc/loadavg)
if awk -v load="$load" 'BEGIN { exit !(load > 1) }'; then
    echo "benchmarks: the load average is $load; the figures will be noisy" >&2
fi

json=$build/benchmarks.json
"$bench" --benchmark_format=json --benchmark_repetitions="${IMPETUS_BENCH_REPETITIONS:-5}" \
    --benchmark_report_aggregates_only=true --benchmark_enable_random_interleaving=true \
    --benchmark_min_time=0.2 >"$json"

# Instructions per iteration of the timed loops: the same binary once more, under callgrind,
# whose collection --instructions switches on for the timed loops alone (benchmarks/main.cpp);
# one profile per benchmark in $counts. Google Benchmark picks the iterations as usual, from
# the (slowed) time; the profile names them.
counts=$build/callgrind
rm -rf "$counts"
if command -v valgrind >/dev/null; then
    echo "benchmarks: counting instructions under callgrind (a minute or so)"
    mkdir -p "$counts"
    valgrind --tool=callgrind --collect-atstart=no --callgrind-out-file="$counts/callgrind.out.%p" \
        "$bench" --instructions --benchmark_filter="$(python3 "$root/benchmarks/report.py" --counted)" \
        --benchmark_min_time=0.5 >"$build/callgrind.txt" 2>&1 \
        || echo "benchmarks: the instruction count failed (see $build/callgrind.txt)" >&2
else
    echo "benchmarks: valgrind is not installed: no instruction counts" >&2
fi

# The kernels' accuracy against mpmath, on this build's kernels, as the ctest kernels-mpmath
# checks it: its points and bounds are read from its add_test() in tests/CMakeLists.txt.
kernels=$build/kernels_accuracy.txt
rm -f "$kernels"
evaluator=$build/benchmarks/impetus_kernels_eval
read -r -a checked < <(sed -n '/add_test(NAME kernels-mpmath/,/)$/p' "$root/tests/CMakeLists.txt" \
    | grep -o -e '--[a-z-]* [0-9.]*' | tr '\n' ' ') || true
if [ -x "$evaluator" ] && python3 -c 'import mpmath' 2>/dev/null; then
    echo "benchmarks: checking the kernels against mpmath (a minute or two): ${checked[*]}"
    python3 "$root/tests/reference/kernels_accuracy.py" "$evaluator" "${checked[@]}" >"$kernels" \
        || echo "benchmarks: a kernel is beyond its bound, or the check failed (see $kernels)" >&2
else
    echo "benchmarks: no kernel check (needs $evaluator and python3-mpmath)" >&2
fi

commit=$(git -C "$root" describe --always --dirty 2>/dev/null || true)
mkdir -p "$root/docs"
python3 "$root/benchmarks/report.py" "$json" ${commit:+--commit "$commit"} --callgrind "$counts" \
    --kernels "$kernels" >"$root/docs/benchmarks.md"
echo "benchmarks: wrote docs/benchmarks.md (raw results: $json, $counts, $kernels)"
