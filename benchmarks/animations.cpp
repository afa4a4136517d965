// SPDX-License-Identifier: MIT
/*
    One animation frame: 1,000 running animations, each on a qreal property of its own
    QObject, advanced with setCurrentTime() as QUnifiedTimer does on every tick (the event
    loop never runs; nothing else happens between frames). Every animation is at its own
    phase, and frames advance by 16 ms, wrapping before the end so that none stops.

    Compared: Impetus::SpringAnimation (closed-form spring per frame, duration from the
    physics), the same springs on one Impetus::MotionDriver (one setCurrentTime() per frame
    for all of them), QPropertyAnimation with QEasingCurve::OutElastic over the same
    duration, and,
    for reference, QPropertyAnimation with the spring's exact QEasingCurve
    (Easing::toEasingCurve()). Heap allocations are counted over 100 frames after warm-up,
    outside the timed loop (allocationcounter.h says what is counted).
*/

#include "allocationcounter.h"
#include "registry.h"

#include <impetus/easing.h>
#include <impetus/motionanimation.h>
#include <impetus/motiondriver.h>

#include <QtCore/qobject.h>
#include <QtCore/qpropertyanimation.h>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <vector>

using namespace Impetus;

namespace ImpetusBench {

class Target : public QObject
{
    Q_OBJECT
    Q_PROPERTY(qreal value READ value WRITE setValue)

public:
    qreal value() const { return m_value; }
    void setValue(qreal value) { m_value = value; }

private:
    qreal m_value = 0;
};

namespace {

constexpr int Count = 1000;
constexpr int FrameMilliseconds = 16;
constexpr int WarmUpFrames = 10;
constexpr int CountedFrames = 100;

// SwiftUI's 0.5 s spring with bounce 0.3: it overshoots, like OutElastic.
constexpr double SpringDuration = 0.5;
constexpr double SpringBounce = 0.3;

double endValue(int i)
{
    return 100.0 + i;
}

struct Fleet
{
    std::vector<std::unique_ptr<Target>> targets;
    std::vector<std::unique_ptr<QVariantAnimation>> animations; // destroyed first
    std::vector<int> offsets;
    std::vector<int> durations;
    int frame = 0;

    void add(std::unique_ptr<Target> target, std::unique_ptr<QVariantAnimation> animation)
    {
        animation->setStartValue(0.0);
        animation->setEndValue(endValue(int(animations.size())));
        animation->start();
        durations.push_back(animation->duration());
        offsets.push_back(int(animations.size()) * 37 % durations.back());
        targets.push_back(std::move(target));
        animations.push_back(std::move(animation));
    }

    void advance()
    {
        const int now = frame++ * FrameMilliseconds;
        for (std::size_t i = 0; i < animations.size(); ++i)
            animations[i]->setCurrentTime((now + offsets[i]) % durations[i]);
    }
};

int springMilliseconds()
{
    SpringAnimation probe;
    probe.setDurationAndBounce(SpringDuration, SpringBounce);
    probe.setStartValue(0.0);
    probe.setEndValue(100.0);
    return probe.duration();
}

void impetusSprings(Fleet &fleet)
{
    for (int i = 0; i < Count; ++i) {
        auto target = std::make_unique<Target>();
        auto animation = std::make_unique<SpringAnimation>();
        animation->setDurationAndBounce(SpringDuration, SpringBounce);
        animation->setTargetObject(target.get());
        animation->setPropertyName("value");
        fleet.add(std::move(target), std::move(animation));
    }
}

void qtCurves(Fleet &fleet, const QEasingCurve &curve, int milliseconds)
{
    for (int i = 0; i < Count; ++i) {
        auto target = std::make_unique<Target>();
        auto animation = std::make_unique<QPropertyAnimation>(target.get(), "value");
        animation->setDuration(milliseconds);
        animation->setEasingCurve(curve);
        fleet.add(std::move(target), std::move(animation));
    }
}

void qtOutElastic(Fleet &fleet)
{
    qtCurves(fleet, QEasingCurve(QEasingCurve::OutElastic), springMilliseconds());
}

void qtExactSpring(Fleet &fleet)
{
    const Easing easing = Easing::settling(
            Spring::fromDurationAndBounce(SpringDuration, SpringBounce).withRestPosition(1).withStart(0, 0));
    qtCurves(fleet, easing.toEasingCurve(), int(std::ceil(easing.duration() * 1000)));
}

// Times advance() (one frame of Count animations) after warm-up, with the allocations of
// CountedFrames frames; running() says whether every animation is still running.
void measureFrames(benchmark::State &state, const std::function<void()> &advance, const std::function<bool()> &running,
                   int durationMs)
{
    for (int i = 0; i < WarmUpFrames; ++i)
        advance();

    AllocationCounter::Counts counts;
    {
        const AllocationCounter::Scope scope;
        for (int i = 0; i < CountedFrames; ++i)
            advance();
        counts = scope.counts();
    }

    beforeTimedLoop(state);
    for (auto _ : state)
        advance();
    afterTimedLoop(state);

    // Nothing may have stopped: a stopped animation would skip its work.
    reportFrames(state, Count, running(), counts, CountedFrames);
    state.counters["duration_ms"] = durationMs;
}

void frames(benchmark::State &state, const std::function<void(Fleet &)> &build)
{
    Fleet fleet;
    build(fleet);
    measureFrames(
            state, [&fleet] { fleet.advance(); },
            [&fleet] {
                return std::all_of(fleet.animations.begin(), fleet.animations.end(), [](const auto &animation) {
                    return animation->state() == QAbstractAnimation::Running;
                });
            },
            fleet.durations.front());
}

// The same springs as impetusSprings(), from 0 to endValue(i) on Count objects, moved by one
// MotionDriver. A frame is one setCurrentTime() of the driver, as QUnifiedTimer makes it;
// the time wraps before the motions settle, so all of them are at the same phase (the
// animations above each have their own: a spring's cost does not depend on its phase).
void driverFrames(benchmark::State &state)
{
    std::vector<std::unique_ptr<Target>> targets;
    MotionDriver driver;
    const MotionSpec spec =
            MotionSpec(Motion::Type::Spring).with(u"duration", SpringDuration).with(u"bounce", SpringBounce);
    std::vector<int> ids;
    for (int i = 0; i < Count; ++i) {
        targets.push_back(std::make_unique<Target>());
        ids.push_back(driver.add(targets.back().get(), "value", spec, endValue(i), QVariant(), 0.0));
    }
    const int duration = driver.motion(ids.front()).duration();
    int frame = 0;
    measureFrames(
            state, [&] { driver.setCurrentTime(1 + (frame++ * FrameMilliseconds) % (duration - 1)); },
            [&] { return driver.state() == QAbstractAnimation::Running && driver.count() == Count; }, duration);
}

} // namespace

void registerAnimations()
{
    benchmark::RegisterBenchmark("Frame/Impetus.SpringAnimation", [](benchmark::State &state) {
        frames(state, impetusSprings);
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("Frame/QPropertyAnimation(OutElastic)", [](benchmark::State &state) {
        frames(state, qtOutElastic);
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("Frame/Impetus.MotionDriver", driverFrames)->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("Frame/QPropertyAnimation(exact-spring-curve)", [](benchmark::State &state) {
        frames(state, qtExactSpring);
    })->Unit(benchmark::kMicrosecond);
}

} // namespace ImpetusBench

#include "animations.moc"
