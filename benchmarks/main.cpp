// SPDX-License-Identifier: MIT
// impetus_benchmarks: every comparison of docs/benchmarks.md in one run. Google Benchmark's
// flags apply (scripts/benchmarks.sh passes --benchmark_format=json and repetitions).
//
// impetus_benchmarks --instructions [flags], run under
//     valgrind --tool=callgrind --collect-atstart=no
// counts the instructions of each benchmark's timed loop instead: callgrind collects only
// inside the loops (beforeTimedLoop() to afterTimedLoop(), less pauseTimedLoop() to
// resumeTimedLoop()), and writes one profile per benchmark, after its last run, whose
// description line reads "impetus-instructions <iterations> <benchmark name>"
// (scripts/benchmarks.sh hands them to report.py).

#include "allocationcounter.h"
#include "models/avxstate_p.h"
#include "registry.h"

#include <QtCore/qbytearray.h>
#include <QtCore/qcoreapplication.h>
#ifdef IMPETUS_BENCH_WIDGETS
#    include <QtWidgets/qapplication.h>
#endif

#include <benchmark/benchmark.h>

#ifdef IMPETUS_BENCH_CALLGRIND
#    include <valgrind/callgrind.h>
#endif

#include <cstdio>
#include <cstring>
#include <random>
#include <string>

namespace ImpetusBench {

const std::vector<double> &uniformInputs()
{
    static const std::vector<double> inputs = [] {
        std::mt19937_64 random(20240607);
        std::uniform_real_distribution<double> uniform(0.0, 1.0);
        std::vector<double> values(InputMask + 1);
        for (double &value : values)
            value = uniform(random);
        return values;
    }();
    return inputs;
}

namespace {

#ifdef IMPETUS_BENCH_CALLGRIND
bool countingInstructions = false; // --instructions, under callgrind
#endif

// Callgrind's collection is off outside the timed loops (--collect-atstart=no): each call
// switches it between off and on.
void toggleCounting()
{
#ifdef IMPETUS_BENCH_CALLGRIND
    if (countingInstructions)
        CALLGRIND_TOGGLE_COLLECT;
#endif
}

#ifdef IMPETUS_BENCH_CALLGRIND
/*
    The reporter of --instructions. Google Benchmark runs a benchmark several times, with more
    iterations each time, and reports its last run; beforeTimedLoop() zeroes the count of
    every earlier run, so that what callgrind holds here is the last run's timed loop alone.
*/
class InstructionReporter : public benchmark::ConsoleReporter
{
public:
    void ReportRuns(const std::vector<Run> &runs) override
    {
        for (const Run &run : runs) {
            if (run.run_type != Run::RT_Iteration || run.error_occurred)
                continue;
            const std::string what =
                    "impetus-instructions " + std::to_string(run.iterations) + ' ' + run.benchmark_name();
            CALLGRIND_DUMP_STATS_AT(what.c_str());
        }
        ConsoleReporter::ReportRuns(runs);
    }
};
#endif

// Removes our own flag from the arguments, before Qt and Google Benchmark read them.
bool takeFlag(int &argc, char *argv[], const char *flag)
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], flag) == 0) {
            std::memmove(argv + i, argv + i + 1, sizeof(char *) * std::size_t(argc - i)); // with argv[argc]
            --argc;
            return true;
        }
    }
    return false;
}

double avxCounter(Impetus::Detail::AvxUpperState found)
{
    using Impetus::Detail::AvxUpperState;
    return found == AvxUpperState::Unknown ? -1 : found == AvxUpperState::Dirty ? 1 : 0;
}

const char *avxText(Impetus::Detail::AvxUpperState found)
{
    using Impetus::Detail::AvxUpperState;
    return found == AvxUpperState::Unknown  ? "unknown (no XGETBV(1))"
            : found == AvxUpperState::Dirty ? "dirty"
                                            : "clean";
}

} // namespace

void beforeTimedLoop(benchmark::State &state)
{
    state.counters["avx_dirty_before"] = avxCounter(Impetus::Detail::avxUpperState());
    Impetus::Detail::clearAvxUpperState();
#ifdef IMPETUS_BENCH_CALLGRIND
    if (countingInstructions)
        CALLGRIND_ZERO_STATS;
#endif
    toggleCounting();
}

void afterTimedLoop(benchmark::State &state)
{
    toggleCounting();
    state.counters["avx_dirty_after"] = avxCounter(Impetus::Detail::avxUpperState());
}

void pauseTimedLoop(benchmark::State &state)
{
    toggleCounting();
    state.PauseTiming();
}

void resumeTimedLoop(benchmark::State &state)
{
    state.ResumeTiming();
    toggleCounting();
}

void reportFrames(benchmark::State &state, int animations, bool allRunning, const AllocationCounter::Counts &counts,
                  int countedFrames)
{
    if (!allRunning)
        state.SkipWithError("an animation stopped during the frames");
    state.SetItemsProcessed(state.iterations() * animations); // animation updates
    state.counters["animations"] = animations;
    state.counters["heap_allocs_per_frame"] = double(counts.mallocs) / countedFrames;
    state.counters["operator_new_per_frame"] = double(counts.operatorNew) / countedFrames;
}

} // namespace ImpetusBench

int main(int argc, char *argv[])
{
    const bool instructions = ImpetusBench::takeFlag(argc, argv, "--instructions");
    if (instructions) {
#ifdef IMPETUS_BENCH_CALLGRIND
        if (!RUNNING_ON_VALGRIND) {
            std::fprintf(stderr, "--instructions: run me under valgrind --tool=callgrind --collect-atstart=no\n");
            return 1;
        }
        ImpetusBench::countingInstructions = true;
#else
        std::fprintf(stderr, "--instructions: built without valgrind's <valgrind/callgrind.h>\n");
        return 1;
#endif
    }
    // The animations need an application (QAbstractAnimation::start() registers with the
    // thread's QUnifiedTimer); its event loop never runs, so frames are driven by hand. The
    // scroll benchmarks' list needs a QApplication, on the offscreen platform unless
    // QT_QPA_PLATFORM names another: nothing is shown.
#ifdef IMPETUS_BENCH_WIDGETS
    if (!qEnvironmentVariableIsSet("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication application(argc, argv);
#else
    QCoreApplication application(argc, argv);
#endif
    // What an application linking ImpetusCore finds once Qt and Impetus are loaded and its
    // QCoreApplication exists, before the harness clears anything.
    const Impetus::Detail::AvxUpperState avxAtStart = Impetus::Detail::avxUpperState();

    benchmark::Initialize(&argc, argv);
    if (benchmark::ReportUnrecognizedArguments(argc, argv))
        return 1;

    namespace Counter = ImpetusBench::AllocationCounter;
    // A zero count means something only if the counter sees Qt's own allocations.
    const bool counterSeesQt = [] {
        const Counter::Scope scope;
        QByteArray bytes(64, 'x');
        benchmark::DoNotOptimize(bytes.data());
        return scope.counts().mallocs > 0;
    }();
    benchmark::AddCustomContext("qt_version", qVersion());
    benchmark::AddCustomContext("qt_build_version", QT_VERSION_STR);
    benchmark::AddCustomContext("build_type", *IMPETUS_BUILD_TYPE ? IMPETUS_BUILD_TYPE : "none");
    benchmark::AddCustomContext("compiler", IMPETUS_COMPILER);
    benchmark::AddCustomContext("allocation_counting",
                                !Counter::counting()              ? "off (sanitizer build)"
                                        : Counter::countsMalloc() ? "operator new and malloc"
                                                                  : "operator new only");
    benchmark::AddCustomContext("allocation_counting_checked", counterSeesQt ? "yes" : "no");
    benchmark::AddCustomContext("avx_upper_state_at_start", ImpetusBench::avxText(avxAtStart));
#ifdef IMPETUS_BENCH_WIDGETS
    benchmark::AddCustomContext("application", "QApplication, platform " + QApplication::platformName().toStdString());
#else
    benchmark::AddCustomContext("application", "QCoreApplication");
#endif

    ImpetusBench::registerEvaluation();
    ImpetusBench::registerIntegrators();
    ImpetusBench::registerLambertW();
    ImpetusBench::registerAnimations();
    ImpetusBench::registerBezierFits();
    ImpetusBench::registerVelocityTracker();
#ifdef IMPETUS_BENCH_QML
    ImpetusBench::registerQuickSpring();
#endif
#ifdef IMPETUS_BENCH_WIDGETS
    ImpetusBench::registerKineticScroll();
#endif

#ifdef IMPETUS_BENCH_CALLGRIND
    if (instructions) {
        ImpetusBench::InstructionReporter reporter;
        benchmark::RunSpecifiedBenchmarks(&reporter);
        benchmark::Shutdown();
        return 0;
    }
#endif
    benchmark::RunSpecifiedBenchmarks();
    benchmark::Shutdown();
    return 0;
}
