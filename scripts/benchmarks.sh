#!/usr/bin/env bash
# Builds Impetus in Release in build-bench/ (or $IMPETUS_BUILD_DIR) through setup.sh, runs
# every benchmark once with 5 repetitions ($IMPETUS_BENCH_REPETITIONS), and writes
# docs/benchmarks.md from the medians and their spread (benchmarks/report.py). The raw
# results stay in <build dir>/benchmarks.json.
#
# The figures are only as quiet as the machine: run it when nothing else is (see `uptime`);
# the page records the load average. Every ratio divides two medians of the same run, whose
# repetitions are interleaved in random order, so that a load that comes and goes weighs on
# both sides of a ratio alike. The harness clears the AVX upper
# state before every timed loop and reports what it found. The run takes a few minutes.
set -euo pipefail

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
export IMPETUS_BUILD_DIR=${IMPETUS_BUILD_DIR:-$root/build-bench}
build=$IMPETUS_BUILD_DIR

# A new build directory is configured for Release here, before setup.sh would configure it
# for RelWithDebInfo; where cmake is not installed yet, setup.sh installs it and configures,
# and the directory is switched to Release below.
fresh=0
if [ ! -f "$build/build.ninja" ]; then
    fresh=1
    if command -v cmake >/dev/null && command -v ninja >/dev/null; then
        cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=Release -DIMPETUS_BUILD_TESTS=OFF \
            -DPython3_EXECUTABLE=/usr/bin/python3 >/dev/null || true # Qt may be missing: setup.sh installs it
    fi
fi
bash "$root/scripts/setup.sh"

type=$(sed -n 's/^CMAKE_BUILD_TYPE:[A-Z]*=//p' "$build/CMakeCache.txt")
if [ "$type" != Release ] && [ "$fresh" = 1 ]; then
    cmake "$build" -DCMAKE_BUILD_TYPE=Release -DIMPETUS_BUILD_TESTS=OFF >/dev/null
    cmake --build "$build" --parallel 2
    type=Release
fi
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

commit=$(git -C "$root" describe --always --dirty 2>/dev/null || true)
mkdir -p "$root/docs"
python3 "$root/benchmarks/report.py" "$json" ${commit:+--commit "$commit"} >"$root/docs/benchmarks.md"
echo "benchmarks: wrote docs/benchmarks.md (raw results: $json)"
