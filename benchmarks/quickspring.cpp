// SPDX-License-Identifier: MIT
/*
    Qt Quick's own SpringAnimation as a QML application plays it, and Impetus's SpringMotion
    beside it: a QQmlEngine creates 1,000 QtObjects, each with a real property under
    `Behavior on value { SpringAnimation { ... } }` (or `SpringMotion`), and an animation
    driver of ours, installed for the run, moves Qt's animation time by exactly 16 ms per
    frame. A frame is one advance() of that driver: Qt's animation timers step every running
    job, and each job writes its property through QML. Every object is retargeted (0 <-> 100)
    every RetargetPeriod frames, each at its own frame, so that none stops and all phases of
    the motion are under way; the retargets and the event processing that starts their
    animations happen between frames, untimed. Heap allocations are counted over 100 frames,
    the frames alone.

    What Qt Quick integrates (QSpringAnimation::updateCurrentTime in qtdeclarative's
    src/quick/util/qquickspringanimation.cpp, Qt 6.4): for every whole 16 ms of elapsed time,
        v <- v + (spring (to - x) - damping v) / mass,   x <- x + v 16 / 1000,
    with v in units per second, starting from v = 0 (a retarget keeps v), and it stops,
    snapping x to `to`, once |v| < epsilon and |to - x| < epsilon (0.01 by default). That is
    semi-implicit Euler with h = 16 ms for m x'' = K (to - x) - C x' where K = spring / h
    and C = damping / h. The exact spring compared is that one, from rest at 0 towards 100;
    the values the engine writes at each frame are checked bit for bit against that scheme
    replicated here (replica_max_diff), so the ODE is the one Qt integrates.
*/

#include "allocationcounter.h"
#include "models/avxstate_p.h"
#include "registry.h"

#include <impetus/motiondriver.h>
#include <impetus/spring.h>

#include <QtCore/qabstractanimation.h>
#include <QtCore/qcoreapplication.h>
#include <QtQml/qqmlcomponent.h>
#include <QtQml/qqmlcontext.h>
#include <QtQml/qqmlengine.h>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <memory>
#include <vector>

using Impetus::Spring;

namespace ImpetusBench {

namespace {

constexpr int Count = 1000;
constexpr int FrameMilliseconds = 16;
constexpr double FrameSeconds = FrameMilliseconds / 1000.0;
constexpr int RetargetPeriod = 30; // frames (0.48 s): well before either animation settles
constexpr int WarmUpFrames = 2 * RetargetPeriod;
constexpr int CountedFrames = 100;
constexpr double Distance = 100;
constexpr double QtEpsilon = 0.01; // SpringAnimation's default epsilon
constexpr int MaxAccuracyFrames = 1000;

// Qt Quick's SpringAnimation and Impetus's SpringMotion in a Behavior each; Impetus's QML
// MotionDriver moving every object's property, one driver for all.
enum class Player { QtQuick, Impetus, Driver };

/*
    The spring of the Frame/ benchmarks (animations.cpp): SwiftUI's 0.5 s with bounce 0.3,
    mass 1, written as Qt Quick's parameters (spring = k h, damping = c h); the exact spring
    is the one those parameters integrate, and SpringMotion is given it.
*/
struct QtQuickParameters
{
    double spring;
    double damping;
    double mass;
};

QtQuickParameters qtQuickParameters()
{
    const Spring frames = Spring::fromDurationAndBounce(0.5, 0.3);
    return { frames.stiffness() * FrameSeconds, frames.damping() * FrameSeconds, frames.mass() };
}

Spring exactSpring()
{
    const QtQuickParameters q = qtQuickParameters();
    return Spring::fromMassStiffnessDamping(q.mass, q.spring / FrameSeconds, q.damping / FrameSeconds);
}

QByteArray number(double value)
{
    return QByteArray::number(value, 'g', 17); // read back by QML to the same double
}

QByteArray springSpec()
{
    const Spring exact = exactSpring();
    return "spring(mass: " + number(exact.mass()) + ", stiffness: " + number(exact.stiffness())
            + ", damping: " + number(exact.damping()) + ")";
}

QByteArray document(Player player)
{
    if (player == Player::Driver)
        return "import QtQuick\nQtObject {\n    property real value: 0\n}\n";
    const QtQuickParameters q = qtQuickParameters();
    const Spring exact = exactSpring();
    const QByteArray animation = player == Player::QtQuick ? "SpringAnimation { id: motion; spring: " + number(q.spring)
                    + "; damping: " + number(q.damping) + "; mass: " + number(q.mass) + " }"
                                                           : "SpringMotion { id: motion; mass: " + number(exact.mass())
                    + "; stiffness: " + number(exact.stiffness()) + "; damping: " + number(exact.damping()) + " }";
    return QByteArray("import QtQuick\n") + (player == Player::Impetus ? "import Impetus\n" : "")
            + "QtObject {\n    property real value: 0\n    Behavior on value { " + animation + " }\n}\n";
}

/*
    Qt's animation time, moved only by frame(). Qt takes a started animation (and its timer)
    into the unified timer by queued calls, so events are delivered between frames; like
    Qt's own drivers, this one ticks only while running, and the unified timer counts from
    its start.
*/
class SteppedDriver : public QAnimationDriver
{
public:
    SteppedDriver()
    {
        connect(this, &QAnimationDriver::started, this, [this] { m_startedAt = m_time; });
    }

    void frame()
    {
        m_time += FrameMilliseconds;
        if (isRunning())
            advance();
    }

    qint64 elapsed() const override { return m_time - m_startedAt; }

private:
    qint64 m_time = 0;
    qint64 m_startedAt = 0;
};

void deliverEvents()
{
    for (int round = 0; round < 3; ++round)
        QCoreApplication::processEvents();
}

class Scene
{
public:
    Scene(Player player, int count)
    {
        // Pending queued calls first (the unified timer stops its last driver by one), or
        // Qt refuses the new driver while the old one runs.
        deliverEvents();
        m_driver.install();
#ifdef IMPETUS_QML_IMPORT_PATH
        m_engine.addImportPath(QStringLiteral(IMPETUS_QML_IMPORT_PATH));
#endif
        if (player == Player::Driver) {
            // The QML type, made by the engine as `MotionDriver {}` in a document would be.
            QQmlComponent driver(&m_engine);
            driver.setData("import Impetus\nMotionDriver {}\n", QUrl(QStringLiteral("driver.qml")));
            m_motionDriver.reset(qobject_cast<Impetus::MotionDriver *>(driver.create()));
            if (!m_motionDriver) {
                m_error = driver.errorString().toStdString();
                return;
            }
            m_spec = QString::fromLatin1(springSpec());
        }
        QQmlComponent component(&m_engine);
        component.setData(document(player), QUrl(QStringLiteral("benchmark.qml")));
        for (int i = 0; i < count && component.isReady(); ++i) {
            m_objects.emplace_back(component.create());
            if (player != Player::Driver)
                m_animations.push_back(qmlContext(m_objects.back().get())->objectForName(QStringLiteral("motion")));
        }
        if (!component.isReady())
            m_error = component.errorString().toStdString();
        m_targets.assign(m_objects.size(), 0.0);
        m_ids.assign(m_objects.size(), 0);
    }

    ~Scene()
    {
        m_animations.clear();
        m_motionDriver.reset();
        m_objects.clear();
        deliverEvents();
        m_driver.uninstall();
    }

    const std::string &error() const
    {
        return m_error;
    }
    std::size_t size() const
    {
        return m_objects.size();
    }
    QObject *object(std::size_t i) const
    {
        return m_objects[i].get();
    }
    bool isRunning(std::size_t i) const
    {
        return m_motionDriver ? m_motionDriver->contains(m_ids[i]) : m_animations[i]->property("running").toBool();
    }
    bool driverRunning() const
    {
        return m_driver.isRunning();
    }

    // The timed part: one frame of Qt's animation timers.
    void frame()
    {
        m_driver.frame();
    }

    // Sends object i towards the other end: its Behavior animates the change, or the
    // driver continues its motion from where it is (add() on a property it moves).
    void retarget(std::size_t i)
    {
        m_targets[i] = m_targets[i] == 0 ? Distance : 0;
        if (m_motionDriver)
            m_ids[i] = m_motionDriver->add(m_objects[i].get(), "value", m_spec, m_targets[i]);
        else
            m_objects[i]->setProperty("value", m_targets[i]);
    }

private:
    SteppedDriver m_driver; // destroyed last
    QQmlEngine m_engine;
    std::vector<std::unique_ptr<QObject>> m_objects;
    std::vector<QObject *> m_animations;
    std::unique_ptr<Impetus::MotionDriver> m_motionDriver;
    QString m_spec;
    std::vector<int> m_ids;
    std::vector<double> m_targets;
    std::string m_error;
};

void frames(benchmark::State &state, Player player)
{
    Scene scene(player, Count);
    if (!scene.error().empty()) {
        state.SkipWithError(scene.error().c_str());
        return;
    }
    for (std::size_t i = 0; i < scene.size(); ++i)
        scene.retarget(i);
    deliverEvents();
    if (!scene.driverRunning()) {
        state.SkipWithError("the stepped animation driver did not take over");
        return;
    }

    // Between frames, untimed: the retargets due, the events that start their animations,
    // and the AVX upper state cleared as before every timed loop (the QML engine's string
    // hashing may leave it dirty; registry.h).
    int frame = 0;
    const auto betweenFrames = [&] {
        for (std::size_t i = std::size_t(frame % RetargetPeriod); i < scene.size(); i += RetargetPeriod)
            scene.retarget(i);
        ++frame;
        deliverEvents();
        Impetus::Detail::clearAvxUpperState();
    };
    for (int i = 0; i < WarmUpFrames; ++i) {
        betweenFrames();
        scene.frame();
    }

    AllocationCounter::Counts counts;
    for (int i = 0; i < CountedFrames; ++i) {
        betweenFrames();
        const AllocationCounter::Scope scope;
        scene.frame();
        counts.mallocs += scope.counts().mallocs;
        counts.operatorNew += scope.counts().operatorNew;
    }

    beforeTimedLoop(state);
    for (auto _ : state) {
        pauseTimedLoop(state);
        betweenFrames();
        resumeTimedLoop(state);
        scene.frame();
    }
    afterTimedLoop(state);

    bool allRunning = true;
    for (std::size_t i = 0; i < scene.size() && allRunning; ++i)
        allRunning = scene.isRunning(i);
    reportFrames(state, Count, allRunning, counts, CountedFrames);
}

/*
    One object, from rest at 0 sent to 100, played frame by frame until both the animation
    has stopped and the exact spring meets Qt Quick's stop test (|v| and |to - x| below its
    epsilon) at a frame. Each frame's written value is compared with the exact spring at the
    frame's time, evaluated at 50 digits (referencePosition(), registry.h); the stop test
    and the settling time use Impetus's velocity and settleTime(), to a tolerance far above
    their error.
*/
struct Accuracy
{
    double maxRelativeError = 0; // over the frames before the landing frame
    double landing = 0; // how far the exact motion still was from the end when it landed, / 100
    double stopMs = -1; // the frame at which the animation stopped (landed)
    double exactStopMs = -1; // the first frame at which the exact spring passes Qt's stop test
    double exactSettleMs = 0; // from when the exact spring stays within epsilon of the end
    double replicaMaxDifference = 0; // |written - Qt's scheme replicated|, QtQuick only
};

Accuracy accuracy(Player player)
{
    Accuracy result;
    Scene scene(player, 1);
    if (!scene.error().empty())
        return result;
    const Spring exact = exactSpring().withRestPosition(Distance).withStart(0, 0);
    result.exactSettleMs = exact.settleTime(QtEpsilon) * 1000;
    const QtQuickParameters q = qtQuickParameters();
    double x = 0, v = 0; // Qt's scheme, replicated in its own order of operations

    scene.retarget(0);
    for (int n = 1; n <= MaxAccuracyFrames && (result.stopMs < 0 || result.exactStopMs < 0); ++n) {
        deliverEvents();
        scene.frame();
        const double t = n * FrameSeconds;
        const double written = scene.object(0)->property("value").toDouble();
        const bool running = scene.isRunning(0);
        const double position = referencePosition(exact, t);
        if (result.stopMs < 0) {
            if (running)
                result.maxRelativeError = std::max(result.maxRelativeError, std::fabs(written - position) / Distance);
            else {
                result.stopMs = n * FrameMilliseconds;
                result.landing = std::fabs(position - Distance) / Distance;
            }
            if (player == Player::QtQuick && running) {
                v = q.mass == 1 ? v + q.spring * (Distance - x) - q.damping * v
                                : v + (q.spring * (Distance - x) - q.damping * v) / q.mass;
                x += v * 16.0 / 1000.0;
                result.replicaMaxDifference = std::max(result.replicaMaxDifference, std::fabs(written - x));
            }
        }
        if (result.exactStopMs < 0 && std::fabs(exact.velocity(t)) < QtEpsilon
            && std::fabs(position - Distance) < QtEpsilon)
            result.exactStopMs = n * FrameMilliseconds;
    }
    return result;
}

void reportAccuracy(benchmark::State &state, Player player)
{
    static const Accuracy qtQuick = accuracy(Player::QtQuick);
    static const Accuracy impetus = accuracy(Player::Impetus);
    static const Accuracy driver = accuracy(Player::Driver);
    const Accuracy &a = player == Player::QtQuick ? qtQuick : player == Player::Impetus ? impetus : driver;
    state.counters["max_rel_error"] = a.maxRelativeError;
    state.counters["landing_rel"] = a.landing;
    state.counters["stop_ms"] = a.stopMs;
    state.counters["exact_stop_ms"] = a.exactStopMs;
    state.counters["exact_settle_ms"] = a.exactSettleMs;
    if (player == Player::QtQuick)
        state.counters["replica_max_diff"] = a.replicaMaxDifference;
}

void registerPlayer(const char *name, Player player)
{
    benchmark::RegisterBenchmark(name, [player](benchmark::State &state) {
        frames(state, player);
        reportAccuracy(state, player);
    })->Unit(benchmark::kMicrosecond);
}

} // namespace

void registerQuickSpring()
{
    registerPlayer("Frame/QtQuick.SpringAnimation", Player::QtQuick);
#ifdef IMPETUS_QML_IMPORT_PATH
    registerPlayer("Frame/Impetus.QML.SpringMotion", Player::Impetus);
    registerPlayer("Frame/Impetus.QML.MotionDriver", Player::Driver);
#endif
}

} // namespace ImpetusBench
