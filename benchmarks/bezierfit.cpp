// SPDX-License-Identifier: MIT
/*
    A new cubic Bezier fit of an easing (issue 22): what Impetus.bezierCurve() in QML and
    Easing::toEasingCurve() with the exact-curve pool full pay for an easing not fitted
    before. Every iteration fits an easing never seen (its model's parameter moved by a
    relative 1e-12 per iteration), so the fit cache never answers; a UI needs it within
    one frame, 16 ms.

    The peer, in the same run: LinearApproximation::fit() of the same easings with an allowed
    error of 1e-3 (DefaultAllowedError: what the CSS linear() export fits), another fit of
    the library's. The counters max_error (the error measured, maxError()) and segments
    (Bezier segments, or linear() stops) are the last fit's. Before
    issue 22 a new Bezier fit took 60-90 ms of CPU for a spring or a decay; the old code
    is in the project's history (lib/approximation.cpp at commit c9ce4f8).
*/

#include "registry.h"

#include <impetus/approximation.h>
#include <impetus/easing.h>

#include <QtCore/qeasingcurve.h>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <iterator>
#include <optional>
#include <vector>

using namespace Impetus;

namespace ImpetusBench {

namespace {

// (2 pi 2 Hz)^2: the 2 Hz spring of unit mass of tst_approximation.
constexpr double Stiffness = 157.91367041742973;

// An easing of the model for a scale near 1: each scale gives another easing.
using Model = std::function<Easing(double scale)>;

Easing spring(double dampingRatio, double scale)
{
    const Spring model = Spring::fromDampingRatio(1, Stiffness * scale, dampingRatio);
    return Easing::settling(model.withStart(0, 0).withRestPosition(1));
}

// Every fit of the run, new or old, gets an easing of its own.
double nextScale()
{
    static int serial = 0;
    return 1 + 1e-12 * ++serial;
}

template<typename Fitter> void fitNew(benchmark::State &state, const Model &model, Fitter fitter)
{
    double maxError = 0;
    int segments = 0;
    beforeTimedLoop(state);
    for (auto _ : state) {
        const Easing easing = model(nextScale());
        auto [count, error] = fitter(easing); // not const: DoNotOptimize(const T &) is deprecated in benchmark 1.8
        benchmark::DoNotOptimize(error);
        segments = count;
        maxError = error;
    }
    afterTimedLoop(state);
    state.SetItemsProcessed(state.iterations());
    state.counters["max_error"] = maxError;
    state.counters["segments"] = segments;
}

void add(const char *name, Model model)
{
    benchmark::RegisterBenchmark((std::string("Fit/Bezier(") + name + ")").c_str(), [model](benchmark::State &state) {
        fitNew(state, model, [](const Easing &easing) {
            const BezierApproximation fit = BezierApproximation::fit(easing);
            return std::pair(fit.segmentCount(), fit.maxError());
        });
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((std::string("Fit/Linear(") + name + ")").c_str(), [model](benchmark::State &state) {
        fitNew(state, model, [](const Easing &easing) {
            const LinearApproximation fit = LinearApproximation::fit(easing, LinearApproximation::DefaultAllowedError);
            return std::pair(int(fit.points().size()), fit.maxError());
        });
    })->Unit(benchmark::kMillisecond);
}

} // namespace

// The easings of tst_approximation's Bezier rows: a spring in all three regimes (and a
// lively one), a decay, gravity, and drops whose bounces outnumber the segments.
void registerBezierFits()
{
    add("spring-0.3", [](double s) { return spring(0.3, s); });
    add("spring-0.15", [](double s) { return spring(0.15, s); });
    add("spring-critical", [](double s) { return spring(1, s); });
    add("spring-overdamped", [](double s) { return spring(2, s); });
    add("decay", [](double s) { return Easing::settling(ExponentialDecay(0, 5 * s, 5)); });
    add("gravity", [](double s) { return Easing::reaching(Gravity(0, 0, 2 * s), 1); });
    add("bounce-0.5", [](double s) { return Easing::settling(Bounce::fromDrop(s, 0.5, -9.81)); });
    add("bounce-0.7", [](double s) { return Easing::settling(Bounce::fromDrop(s, 0.7, -9.81)); });
}

} // namespace ImpetusBench
