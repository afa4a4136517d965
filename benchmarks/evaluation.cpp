// SPDX-License-Identifier: MIT
// One evaluation of a curve at a progress: the raw model, its Easing, its exact
// QEasingCurve (QEasingCurve::Custom through the trampoline pool), and the Qt curve a
// developer would otherwise pick (OutElastic for a spring, OutBounce for a bounce).

#include "registry.h"

#include <impetus/easing.h>

#include <QtCore/qeasingcurve.h>

#include <benchmark/benchmark.h>

using namespace Impetus;

namespace ImpetusBench {

namespace {

// progress -> value, over the shuffled inputs; one call per iteration.
template<typename Function> void evaluate(benchmark::State &state, Function function)
{
    const std::vector<double> &inputs = uniformInputs();
    std::size_t i = 0;
    beforeTimedLoop(state);
    for (auto _ : state)
        benchmark::DoNotOptimize(function(inputs[i++ & InputMask]));
    afterTimedLoop(state);
    state.SetItemsProcessed(state.iterations());
}

template<typename Function> void add(const char *name, Function function)
{
    benchmark::RegisterBenchmark(name, [function](benchmark::State &state) { evaluate(state, function); });
}

} // namespace

// Models shaped like the Qt curves they are compared with: a spring from 0 to 1 that
// overshoots (SwiftUI's 0.5 s, bounce 0.3), and a ball dropped from 1 with restitution 0.5,
// whose rebounds reach 1/4, 1/16, ... as OutBounce's do. The raw models are evaluated at
// t = progress * the easing's duration, so all four see the same span of the motion.
void registerEvaluation()
{
    const Spring spring = Spring::fromDurationAndBounce(0.5, 0.3).withRestPosition(1).withStart(0, 0);
    const Easing springEasing = Easing::settling(spring);
    const QEasingCurve exactSpring = springEasing.toEasingCurve();
    const double springDuration = springEasing.duration();
    const QEasingCurve outElastic(QEasingCurve::OutElastic);

    add("Evaluate/Spring.position", [=](double p) { return spring.position(p * springDuration); });
    add("Evaluate/Easing(Spring).valueForProgress", [=](double p) { return springEasing.valueForProgress(p); });
    add("Evaluate/QEasingCurve(Spring).valueForProgress", [=](double p) { return exactSpring.valueForProgress(p); });
    add("Evaluate/QEasingCurve(OutElastic).valueForProgress", [=](double p) { return outElastic.valueForProgress(p); });

    const Bounce bounce = Bounce::fromDrop(1, 0.5, -9.81);
    const Easing bounceEasing = Easing::settling(bounce);
    const QEasingCurve exactBounce = bounceEasing.toEasingCurve();
    const double bounceDuration = bounceEasing.duration();
    const QEasingCurve outBounce(QEasingCurve::OutBounce);

    add("Evaluate/Bounce.position", [=](double p) { return bounce.position(p * bounceDuration); });
    add("Evaluate/Easing(Bounce).valueForProgress", [=](double p) { return bounceEasing.valueForProgress(p); });
    add("Evaluate/QEasingCurve(Bounce).valueForProgress", [=](double p) { return exactBounce.valueForProgress(p); });
    add("Evaluate/QEasingCurve(OutBounce).valueForProgress", [=](double p) { return outBounce.valueForProgress(p); });

    // The loop alone, its input handed back: what every evaluation above includes besides the
    // call (report.py takes its instructions off theirs).
    add("Evaluate/Loop(identity)", [](double p) { return p; });
}

} // namespace ImpetusBench
