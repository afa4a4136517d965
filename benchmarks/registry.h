// SPDX-License-Identifier: MIT
#ifndef IMPETUS_BENCHMARKS_REGISTRY_H
#define IMPETUS_BENCHMARKS_REGISTRY_H

#include "allocationcounter.h"

#include <cstddef>
#include <vector>

namespace benchmark {
class State;
}
namespace Impetus {
class Spring;
}

// Each file registers its benchmarks; main() calls them in the order of docs/benchmarks.md.
namespace ImpetusBench {

void registerEvaluation();
void registerIntegrators();
void registerLambertW();
void registerAnimations();
void registerBezierFits(); // bezierfit.cpp: a new Bezier fit, beside a new linear() fit
void registerVelocityTracker(); // velocitytracker.cpp: a sample, a release, beside a plain fit
void registerQuickSpring(); // quickspring.cpp, built where QtQml is found (IMPETUS_BENCH_QML)
void registerKineticScroll(); // kineticscroll.cpp, built with the widgets layer (IMPETUS_BENCH_WIDGETS)

/*
    Inputs in [0, 1), shuffled with a fixed seed: a benchmark walks through them so that
    the compiler sees no constant and the branch predictor no fixed pattern. The count is
    a power of two (index with & (count - 1)).
*/
const std::vector<double> &uniformInputs();
constexpr std::size_t InputMask = 1023;

/*
    The position at t seconds of an underdamped spring (its parameters and start state, exact
    doubles), from the textbook solution evaluated at 50 digits with Boost.Multiprecision,
    nothing of Impetus's evaluation in it; rounded to double (integrators.cpp).
*/
double referencePosition(const Impetus::Spring &spring, double t);

/*
    Called right before a timed loop: reads whether the AVX upper state is dirty (XGETBV(1),
    lib/models/avxstate_p.h), then clears it with VZEROUPPER, so that no earlier code (Qt's VAES hash,
    reached by a metatype registration or a QHash of strings) slows the loop's SSE code ~30x on
    the CPUs affected. The benchmark's counters avx_dirty_before (found dirty and cleared) and,
    after afterTimedLoop(), avx_dirty_after (left dirty by the loop itself: a cost that
    the code measured really has) are 1 or 0, or -1 where XGETBV(1) is not available.

    Under callgrind, with --instructions (main.cpp), they also start and stop the count of
    instructions, so that only the timed loop is counted.
*/
void beforeTimedLoop(benchmark::State &state);
void afterTimedLoop(benchmark::State &state);

/*
    state.PauseTiming() and ResumeTiming() inside a timed loop, which pause the count of
    instructions with the timer: the untimed work between frames is not counted either.
*/
void pauseTimedLoop(benchmark::State &state);
void resumeTimedLoop(benchmark::State &state);

/*
    After the timed loop of a Frame/ benchmark (one frame of `animations` animations per
    iteration): the counters report.py's frame table reads, animations, heap_allocs_per_frame
    and operator_new_per_frame (the allocations of countedFrames frames, counted apart from
    the timed loop), and an error unless every animation was still running, since a stopped
    one would skip its work.
*/
void reportFrames(benchmark::State &state, int animations, bool allRunning, const AllocationCounter::Counts &counts,
                  int countedFrames);

} // namespace ImpetusBench

#endif
