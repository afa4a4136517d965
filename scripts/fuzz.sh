#!/usr/bin/env bash
# Builds the libFuzzer targets (fuzz/) with Clang, AddressSanitizer and UBSan, and runs each
# for FUZZ_SECONDS (default 30) from its seed corpus. Longer by hand: FUZZ_SECONDS=3600.
# FUZZ_RUNS=N runs N inputs (N / 10 for the CLI, N / 6 for the models) from a fixed seed
# instead: reproducible, as CI needs (a CI run must not fail on what another machine
# happened to try). Prints the executions done; exits non-zero on the first crash or
# sanitizer report.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
IMPETUS_SETUP_FUZZING=1 bash "$root/scripts/setup.sh" >/dev/null   # clang and libFuzzer with the rest
build=${IMPETUS_FUZZ_BUILD_DIR:-$root/build-fuzz}
seconds=${FUZZ_SECONDS:-30}
if [ -n "${FUZZ_RUNS:-}" ]; then
    budget=(-runs="$FUZZ_RUNS" -seed=1337)
    echo "fuzz: $FUZZ_RUNS inputs per target from seed 1337"
else
    budget=(-max_total_time="$seconds")
fi

if [ ! -f "$build/build.ninja" ]; then
    CC=clang CXX=clang++ cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
        -DIMPETUS_FUZZ=ON -DIMPETUS_BUILD_TESTS=OFF -DIMPETUS_BUILD_LAYERS=OFF ${CI:+-DIMPETUS_WARNINGS_AS_ERRORS=ON} \
        -DCMAKE_CXX_FLAGS="-fsanitize=address,undefined -fno-sanitize-recover=undefined -fsanitize=fuzzer-no-link" \
        >/dev/null
fi
cmake --build "$build" --parallel 2 --target fuzz_cli fuzz_models fuzz_spec fuzz_serial

for target in cli models spec serial; do
    corpus="$build/corpus-$target"
    mkdir -p "$corpus"
    log="$build/fuzz_$target.log"
    runs=("${budget[@]}")
    # A run of the whole tool (an export fits curves) costs what a hundred of the spec's
    # do, a run of the models (easings, curves) tens: the CLI gets a tenth of the runs, the
    # models a sixth, some minutes each for CI's 300,000.
    if [ -n "${FUZZ_RUNS:-}" ] && [ "$target" = cli ]; then
        runs=(-runs="$((FUZZ_RUNS / 10))" -seed=1337)
    elif [ -n "${FUZZ_RUNS:-}" ] && [ "$target" = models ]; then
        runs=(-runs="$((FUZZ_RUNS / 6))" -seed=1337)
    fi
    if ! ASAN_OPTIONS=detect_leaks=1 UBSAN_OPTIONS=print_stacktrace=1 \
        "$build/fuzz/fuzz_$target" "$corpus" "$root/fuzz/corpus/$target" \
        "${runs[@]}" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 \
        -artifact_prefix="$build/" >"$log" 2>&1; then
        tail -n 60 "$log"
        echo "fuzz_$target: FAILED (log: $log)"
        exit 1
    fi
    grep -E "stat::number_of_executed_units|stat::peak_rss_mb" "$log" | sed "s/^/fuzz_$target: /"
done
