// SPDX-License-Identifier: MIT
// The contracts a Qt user relies on when a SpringAnimation (or a decay, gravity or bounce)
// takes the place of a QPropertyAnimation: states and signals, loops, seeking, direction,
// groups, deletion. The behaviours are the ones Qt's own autotests check
// (tst_qpropertyanimation, tst_qvariantanimation, the group and pause tests); the scripts
// are written here. Each script runs twice on a stepped animation clock: once with a stock
// QPropertyAnimation and once with an Impetus class, and the two logs of states, signals,
// loops and warnings, and the two lists of property writes, must be equal line by line.
// Every value written is compared with its closed form: the stock one with linear
// interpolation, the Impetus one with the model built from the documented rule
// (motionexpectations.h). Where an Impetus class differs on purpose, the script asserts
// what its documentation says, and names the sentence.
#include "motionexpectations.h"

#include <impetus/motionanimation.h>

#include <QtCore/qabstractanimation.h>
#include <QtCore/qcoreapplication.h>
#include <QtCore/qhash.h>
#include <QtCore/qparallelanimationgroup.h>
#include <QtCore/qpauseanimation.h>
#include <QtCore/qpointer.h>
#include <QtCore/qpropertyanimation.h>
#include <QtCore/qsequentialanimationgroup.h>
#include <QtTest/qtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <vector>

using namespace Impetus;
using MotionExpectations::Kind;

namespace {

// The animation under test: the stock one or one of the four Impetus classes.
enum class Type { Stock, Spring, Decay, Gravity, Bounce };

const char *typeName(Type type)
{
    switch (type) {
    case Type::Stock:
        return "QPropertyAnimation";
    case Type::Spring:
        return "SpringAnimation";
    case Type::Decay:
        return "DecayAnimation";
    case Type::Gravity:
        return "GravityAnimation";
    case Type::Bounce:
        return "BounceAnimation";
    }
    return "";
}

Kind kindOf(Type type)
{
    switch (type) {
    case Type::Decay:
        return Kind::Decay;
    case Type::Gravity:
        return Kind::Gravity;
    case Type::Bounce:
        return Kind::Bounce;
    default:
        return Kind::Spring;
    }
}

// Gravity's and bounce's pull, in value units per s^2 (values here move by about 100).
constexpr double Pull = 2000;
// The duration both animations get when the logs must agree to the frame: not a multiple
// of the 16 ms step, so that the end falls between frames.
constexpr int SameDuration = 200;
constexpr int Frame = 16;

// Qt's animation time, moved only by step(). Qt's unified timer asks its driver for
// elapsed() while the driver runs, and falls back on wall-clock time while it does not
// (and when it restarts one: the start time is then read from the wall clock). So this
// driver's elapsed() is its own time since Qt started it, and a Keeper animation runs for
// the whole test: Qt starts the driver once, for it, and never stops it or hands the
// animations to its real pause timer (which it does when only QPauseAnimations run). Then
// every delta Qt computes is the difference of two of this clock's times.
class SteppedClock : public QAnimationDriver
{
public:
    qint64 now() const { return m_time; }

    // Delivers what Qt queued (an animation started since the last frame joins the timer
    // through two queued calls), then one frame ms later, then the deferred deletions (an
    // animation started with DeleteWhenStopped is deleted there, as QTest::qWait would).
    void step(int ms = Frame)
    {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::sendPostedEvents();
        m_time += ms;
        if (isRunning())
            advanceAnimation();
        else
            ++m_framesWhileStopped;
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    qint64 elapsed() const override { return m_time - m_started; }
    int framesWhileStopped() const { return m_framesWhileStopped; }
    int starts() const { return m_starts; }

protected:
    void start() override
    {
        m_started = m_time;
        ++m_starts;
        QAnimationDriver::start();
    }

private:
    qint64 m_time = 0;
    qint64 m_started = 0;
    int m_framesWhileStopped = 0;
    int m_starts = 0;
};

// A leaf animation without end, so that Qt keeps the driver running (see SteppedClock).
class Keeper : public QAbstractAnimation
{
public:
    int duration() const override { return -1; }

protected:
    void updateCurrentTime(int) override { }
};

class Run;

// The object animated: every write of x is checked and recorded by the run.
class Target : public QObject
{
    Q_OBJECT
    Q_PROPERTY(qreal x READ x WRITE setX)

public:
    explicit Target(Run *run, qreal x = 0) : m_run(run), m_x(x) { }
    qreal x() const { return m_x; }
    void setX(qreal x);

private:
    Run *m_run;
    qreal m_x;
};

// What the harness knows of an animation under test: its name, the key values the script
// gave (held here, since an Impetus animation reports the property's value as its start
// value during a run), and what it was started from.
struct Probe
{
    QString name;
    Run *run = nullptr;
    Type type = Type::Stock;
    bool hasStart = false;
    bool hasEnd = false;
    double start = 0;
    double end = 0;
    double from = 0; // the motion of the current run: QPropertyAnimation's rule
    double to = 0;
    // A DecayAnimation run Backward without end value comes to rest by itself, where it
    // starts (at rest there), instead of going to the property's value.
    bool restsWithoutEnd = false;
    QVariantAnimation *animation = nullptr;
};

class Run
{
public:
    enum class Mode { SameDuration, Physical };
    using Durations = std::map<QString, std::vector<int>>;

    Run(Type type, Mode mode, SteppedClock &clock, const Durations &physical)
        : type(type), mode(mode), clock(clock), physical(physical), m_t0(clock.now())
    {
        owner = std::make_unique<QObject>();
        target = new Target(this);
        targets.append(target);
    }

    ~Run() { close(); }

    // Deletes what the script left, with the logs closed: what that emits is not the script's.
    void close()
    {
        closed = true;
        owner.reset();
        for (const QPointer<Target> &t : std::as_const(targets))
            delete t.data();
        targets.clear();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    bool impetus() const { return type != Type::Stock; }
    qint64 t() const { return clock.now() - m_t0; }

    void note(const QString &line) { log.append(QStringLiteral("t=%1 %2").arg(t()).arg(line)); }
    void check(bool ok, const QString &what)
    {
        if (!ok)
            failures.append(QStringLiteral("t=%1 %2").arg(t()).arg(what));
    }

    Target *newTarget(qreal x)
    {
        auto *t = new Target(this, x);
        targets.append(t);
        return t;
    }

    // The animation under test, on target's x (the run's target by default); in the mode
    // SameDuration both animations last SameDuration ms, in the mode Physical the Impetus
    // one keeps its physical duration and the stock one gets the Impetus one's.
    QVariantAnimation *animation(const QString &name, Target *on = nullptr);

    void setStart(QVariantAnimation *a, double v)
    {
        probe(a)->hasStart = true;
        probe(a)->start = v;
        a->setStartValue(v);
        syncDuration(probe(a));
    }
    void setEnd(QVariantAnimation *a, double v)
    {
        probe(a)->hasEnd = true;
        probe(a)->end = v;
        a->setEndValue(v);
        syncDuration(probe(a));
    }

    // In the mode Physical the stock animation lasts as long as the Impetus one at the same
    // point of the script: the Impetus run's durations are noted where its values change
    // and at every start, and the stock run's set there.
    void syncDuration(Probe *p)
    {
        if (mode != Mode::Physical)
            return;
        if (impetus()) {
            durations[p->name].push_back(p->animation->duration());
        } else {
            const auto known = physical.find(p->name);
            const size_t index = used[p->name]++;
            if (known != physical.end() && index < known->second.size())
                p->animation->setDuration(known->second[index]);
            else
                check(false, p->name + QStringLiteral(": no Impetus duration to match"));
        }
    }

    QPauseAnimation *pause(const QString &name, int ms)
    {
        auto *p = new QPauseAnimation(ms, owner.get());
        watch(p, name);
        return p;
    }
    QSequentialAnimationGroup *sequential(const QString &name)
    {
        auto *g = new QSequentialAnimationGroup(owner.get());
        watch(g, name);
        QObject::connect(
                g, &QSequentialAnimationGroup::currentAnimationChanged, g, [this, g](QAbstractAnimation *current) {
                    if (!closed)
                        note(QStringLiteral("%1 current %2")
                                     .arg(names.value(g), current ? names.value(current) : QStringLiteral("none")));
                });
        return g;
    }
    QParallelAnimationGroup *parallel(const QString &name)
    {
        auto *g = new QParallelAnimationGroup(owner.get());
        watch(g, name);
        return g;
    }

    // Logs what Qt documents an animation to emit.
    void watch(QAbstractAnimation *a, const QString &name)
    {
        names.insert(a, name);
        QObject::connect(a, &QAbstractAnimation::stateChanged, a,
                         [this, name](QAbstractAnimation::State now, QAbstractAnimation::State was) {
                             if (!closed)
                                 note(QStringLiteral("%1 state %2->%3").arg(name, stateName(was), stateName(now)));
                         });
        QObject::connect(a, &QAbstractAnimation::finished, a, [this, name] {
            if (!closed)
                note(name + QStringLiteral(" finished"));
        });
        QObject::connect(a, &QAbstractAnimation::currentLoopChanged, a, [this, name](int loop) {
            if (!closed)
                note(QStringLiteral("%1 loop %2").arg(name).arg(loop));
        });
        QObject::connect(a, &QAbstractAnimation::directionChanged, a, [this, name](QAbstractAnimation::Direction d) {
            if (!closed)
                note(QStringLiteral("%1 direction %2")
                             .arg(name, d == QAbstractAnimation::Forward ? "Forward" : "Backward"));
        });
    }

    // The animation's times and state, as a line of the log.
    void report(QAbstractAnimation *a)
    {
        note(QStringLiteral("%1 is %2 time %3 loopTime %4 loop %5 duration %6 total %7")
                     .arg(names.value(a), stateName(a->state()))
                     .arg(a->currentTime())
                     .arg(a->currentLoopTime())
                     .arg(a->currentLoop())
                     .arg(a->duration())
                     .arg(a->totalDuration()));
    }

    void step(int frames = 1, int ms = Frame)
    {
        for (int i = 0; i < frames; ++i)
            clock.step(ms);
    }
    // Frames until a stops (or is deleted); a bound keeps a defect from hanging the test.
    void untilStopped(const QPointer<QAbstractAnimation> &a, int most = 1000)
    {
        for (int i = 0; i < most && a && a->state() != QAbstractAnimation::Stopped; ++i)
            step();
        check(!a || a->state() == QAbstractAnimation::Stopped,
              QStringLiteral("did not stop within %1 frames").arg(most));
    }

    // The closed form of the value the animation writes now.
    void written(Target *on, qreal value);

    // A warning said while the script runs: into the log, unless the script expects it as a
    // documented difference of the Impetus classes.
    void warned(const QString &message)
    {
        // The same warning in Qt's words and in the Impetus classes': one line in both logs.
        static const std::pair<const char *, const char *> sameWarnings[] = {
            { "starting an animation without start value", "runs Backward without a start value" },
        };
        for (const auto &[qt, impetus] : sameWarnings) {
            if (message.contains(QLatin1String(qt)) || message.contains(QLatin1String(impetus))) {
                note(QStringLiteral("warning: ") + QLatin1String(qt));
                return;
            }
        }
        for (auto it = documentedWarnings.begin(); it != documentedWarnings.end(); ++it) {
            if (message.contains(it->first)) {
                ++it->second;
                return;
            }
        }
        note(QStringLiteral("warning: ") + message);
    }
    // A warning an Impetus class says by design (doc names the sentence); it must be said.
    void expectDocumentedWarning(const QString &part) { documentedWarnings.push_back({ part, 0 }); }
    int documentedWarningCount(const QString &part) const
    {
        for (const auto &w : documentedWarnings)
            if (w.first == part)
                return w.second;
        return 0;
    }

    static QString stateName(QAbstractAnimation::State s)
    {
        switch (s) {
        case QAbstractAnimation::Stopped:
            return QStringLiteral("Stopped");
        case QAbstractAnimation::Paused:
            return QStringLiteral("Paused");
        case QAbstractAnimation::Running:
            return QStringLiteral("Running");
        }
        return {};
    }

    Probe *probe(QVariantAnimation *a) const { return dynamic_cast<Probe *>(a); }

    const Type type;
    const Mode mode;
    SteppedClock &clock;
    const Durations &physical; // the Impetus run's durations, by name, in order
    Durations durations; // this run's, where syncDuration() is called
    std::map<QString, size_t> used;
    std::unique_ptr<QObject> owner;
    Target *target = nullptr;
    QList<QPointer<Target>> targets;
    QHash<const QAbstractAnimation *, QString> names;
    QStringList log;
    QStringList writes;
    QStringList failures;
    std::vector<std::pair<QString, int>> documentedWarnings;
    Probe *writer = nullptr; // the animation inside updateCurrentValue()
    bool closed = false;

private:
    qint64 m_t0;
};

void Target::setX(qreal x)
{
    m_x = x;
    if (m_run)
        m_run->written(this, x);
}

// An animation under test, watched: what it starts from (QPropertyAnimation's rule: a
// missing key value is the property's value at start) and which animation writes.
template<typename Base> class Observed : public Base, public Probe
{
public:
    void updateState(QAbstractAnimation::State newState, QAbstractAnimation::State oldState) override
    {
        if (oldState == QAbstractAnimation::Stopped) {
            auto *on = qobject_cast<Target *>(this->targetObject());
            const double property = on ? on->x() : std::numeric_limits<double>::quiet_NaN();
            from = hasStart ? start : property;
            to = hasEnd ? end : restsWithoutEnd ? from : property;
        }
        Base::updateState(newState, oldState);
        if (oldState == QAbstractAnimation::Stopped) {
            run->syncDuration(this);
            if (type != Type::Stock && run->mode == Run::Mode::Physical) {
                // The physical duration is the closed form's settle time, rounded up.
                double tolerance = 0;
                const auto motion =
                        MotionExpectations::expectedMotion(kindOf(type), { from }, { to }, {}, Pull, &tolerance);
                const double settle = from == to ? 0 : 1000 * std::fmax(0.0, motion.front().settle);
                const int got = this->QVariantAnimation::duration();
                // A settle time on a whole millisecond may round up either way by an ulp.
                const int expected = int(std::ceil(settle - 1e-6));
                run->check(got == expected || got == int(std::ceil(settle + 1e-6)),
                           QStringLiteral("%1 duration %2, closed form %3").arg(name).arg(got).arg(expected));
            }
        }
    }

    void updateCurrentValue(const QVariant &value) override
    {
        Probe *const outer = std::exchange(run->writer, this);
        Base::updateCurrentValue(value);
        run->writer = outer;
    }
};

template<typename Base> Observed<Base> *observed(Run *run, Type type, const QString &name, Target *on, QObject *parent)
{
    auto *a = new Observed<Base>;
    a->setParent(parent);
    a->name = name;
    a->run = run;
    a->type = type;
    a->animation = a;
    a->setTargetObject(on);
    a->setPropertyName("x");
    return a;
}

QVariantAnimation *Run::animation(const QString &name, Target *on)
{
    on = on ? on : target;
    QVariantAnimation *a = nullptr;
    switch (type) {
    case Type::Stock:
        a = observed<QPropertyAnimation>(this, type, name, on, owner.get());
        break;
    case Type::Spring: {
        auto *s = observed<SpringAnimation>(this, type, name, on, owner.get());
        s->setMass(MotionExpectations::Mass);
        s->setStiffness(MotionExpectations::Stiffness);
        s->setDampingRatio(MotionExpectations::DampingRatio);
        a = s;
        break;
    }
    case Type::Decay: {
        auto *d = observed<DecayAnimation>(this, type, name, on, owner.get());
        d->setLambda(MotionExpectations::Lambda);
        a = d;
        break;
    }
    case Type::Gravity: {
        auto *g = observed<GravityAnimation>(this, type, name, on, owner.get());
        g->setAcceleration(-Pull);
        a = g;
        break;
    }
    case Type::Bounce: {
        auto *b = observed<BounceAnimation>(this, type, name, on, owner.get());
        b->setGravity(-Pull);
        b->setRestitution(MotionExpectations::Restitution);
        b->setMaxBounces(MotionExpectations::MaxBounces);
        a = b;
        break;
    }
    }
    if (mode == Mode::SameDuration)
        a->setDuration(SameDuration); // an Impetus class: durationFromPhysics becomes false
    watch(a, name);
    return a;
}

void Run::written(Target *on, qreal value)
{
    if (closed || !writer)
        return;
    Probe *const p = writer;
    QVariantAnimation *const a = p->animation;
    const int time = a->currentLoopTime();
    const int duration = a->QVariantAnimation::duration();
    // Which value stands at the end of each frame is the contract, not how often it was
    // written on the way: as a run or a loop starts, QPropertyAnimation writes the value of
    // the start (and again as each key value is recomputed) and then that of the frame's
    // time. So the writes of an animation within a frame count as its last one; a time past
    // the duration (Qt's transient total time as a Backward run with loops starts) as the
    // duration, whose value is the end in both.
    const QString line = QStringLiteral("t=%1 %2 at %3").arg(t()).arg(p->name).arg(std::clamp(time, 0, duration));
    const QString frame = QStringLiteral("t=%1 %2 at ").arg(t()).arg(p->name);
    for (qsizetype i = writes.size() - 1; i >= 0 && writes[i].startsWith(QStringLiteral("t=%1 ").arg(t())); --i) {
        if (writes[i].startsWith(frame)) {
            writes.removeAt(i);
            break;
        }
    }
    writes.append(line);
    if (on != qobject_cast<Target *>(a->property("targetObject").value<QObject *>()))
        check(false, p->name + QStringLiteral(" wrote another object"));
    double expected = 0;
    if (duration == 0) {
        // Qt: progress 1 forward, 0 backward.
        expected = a->direction() == QAbstractAnimation::Forward ? p->to : p->from;
    } else if (time >= duration) {
        expected = p->to; // exactly the end value at progress 1
    } else if (!impetus()) {
        expected = p->from + (p->to - p->from) * (qreal(time) / duration);
    } else {
        const auto motion = MotionExpectations::expectedMotion(kindOf(p->type), { p->from }, { p->to }, {}, Pull);
        expected = motion.front().position(time / 1000.0);
    }
    const double scale = std::fmax(std::fabs(expected), std::fabs(p->to - p->from));
    if (!(std::fabs(value - expected) <= 1e-12 * scale) && !(value == expected)) {
        check(false,
              QStringLiteral("%1 at %2 ms wrote %3, closed form %4 (from %5 to %6)")
                      .arg(p->name)
                      .arg(time)
                      .arg(value, 0, 'g', 17)
                      .arg(expected, 0, 'g', 17)
                      .arg(p->from)
                      .arg(p->to));
    }
}

using Body = std::function<void(Run &)>;

struct Script
{
    const char *name;
    bool physical; // also run with the physical duration
    Body body;
};

// ---------------------------------------------------------------------------------------
// The scripts. Times are taken from the animation (duration()), so that a script runs with
// the shared duration and with the physical one alike.

// setCurrentTime() on a stopped animation: loop times and loops, no state change, nothing
// written (tst_qpropertyanimation setCurrentTime_data, statesAndSignals' first part).
void stoppedSeeks(Run &run)
{
    for (int loops : { 1, 2, 3, -1 }) {
        QVariantAnimation *a = run.animation(QStringLiteral("a%1").arg(loops));
        run.setStart(a, 0);
        run.setEnd(a, 100);
        a->setLoopCount(loops);
        const int d = a->duration();
        for (int time : { 0, 1, d - 1, d, d + 1, 2 * d, 2 * d + 1, 3 * d, 3 * d + 5, 1, 0 }) {
            a->setCurrentTime(time);
            run.report(a);
        }
    }
}

// Start, stop, run to the end with loops, restart (auto-rewind), run again
// (tst_qpropertyanimation statesAndSignals).
void statesAndSignals(Run &run)
{
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setStart(a, 0);
    run.setEnd(a, 100);
    a->setCurrentTime(1);
    a->setCurrentTime(a->duration());
    run.report(a);
    a->setLoopCount(3);
    a->setCurrentTime(a->duration() + 1);
    run.report(a);
    a->setCurrentTime(0);
    a->start();
    run.report(a);
    a->stop();
    run.report(a);
    a->start();
    run.untilStopped(a);
    run.report(a);
    a->start(); // rewinds
    run.report(a);
    run.untilStopped(a);
    run.report(a);
}

// Every operation in every state, with Qt's warnings (tst_qpropertyanimation
// operationsInStates).
void operationsInStates(Run &run)
{
    const QAbstractAnimation::State origins[] = { QAbstractAnimation::Stopped, QAbstractAnimation::Paused,
                                                  QAbstractAnimation::Running };
    const char *operations[] = { "pause", "start", "resume", "stop" };
    int n = 0;
    for (QAbstractAnimation::State origin : origins) {
        for (const char *operation : operations) {
            QVariantAnimation *a = run.animation(QStringLiteral("a%1").arg(n++));
            run.setEnd(a, 100);
            if (origin != QAbstractAnimation::Stopped) {
                a->start();
                run.step(2);
            }
            if (origin == QAbstractAnimation::Paused)
                a->pause();
            run.note(QStringLiteral("%1()").arg(operation));
            QMetaObject::invokeMethod(a, operation);
            run.report(a);
            a->stop();
        }
    }
}

// Paused, the time stands still and nothing is written; resumed, it goes on from there.
void pauseResume(Run &run)
{
    run.target->setX(20);
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setEnd(a, 100);
    a->start();
    run.step(3);
    a->pause();
    run.report(a);
    run.step(5);
    run.report(a);
    a->resume();
    run.step(2);
    run.report(a);
    a->pause();
    a->pause(); // nothing
    a->resume();
    run.untilStopped(a);
    run.report(a);
}

// Loops: three, forever then stopped, none (tst_qpropertyanimation zeroLoopCount).
void loops(Run &run)
{
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setStart(a, 10);
    run.setEnd(a, 90);
    a->setLoopCount(3);
    a->start();
    run.untilStopped(a);
    run.report(a);

    QVariantAnimation *b = run.animation(QStringLiteral("b"));
    run.setStart(b, 0);
    run.setEnd(b, 50);
    b->setLoopCount(-1);
    b->start();
    run.step(b->duration() * 3 / Frame + 2);
    run.report(b);
    b->stop();
    run.report(b);

    QVariantAnimation *c = run.animation(QStringLiteral("c"));
    run.setStart(c, 0);
    run.setEnd(c, 100);
    c->setLoopCount(0);
    c->start();
    run.report(c);
    run.step(2);
}

// Backward: from the end to the start, then forward, then backward again from the end
// (tst_qpropertyanimation playForwardBackward), and the direction changed mid-run.
void backward(Run &run)
{
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setStart(a, 0);
    run.setEnd(a, 100);
    a->setDirection(QAbstractAnimation::Backward);
    a->start();
    run.report(a);
    run.untilStopped(a);
    run.report(a);
    a->setDirection(QAbstractAnimation::Forward);
    a->start();
    run.untilStopped(a);
    run.report(a);
    a->setDirection(QAbstractAnimation::Backward);
    a->start();
    run.report(a);
    run.step(4);
    a->setDirection(QAbstractAnimation::Forward);
    run.step(3);
    a->setDirection(QAbstractAnimation::Backward);
    run.untilStopped(a);
    run.report(a);
}

// Backward with loops: every loop from the end to the start, loops counted down.
void backwardLoops(Run &run)
{
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setStart(a, 100);
    run.setEnd(a, 40);
    a->setLoopCount(2);
    a->setDirection(QAbstractAnimation::Backward);
    a->start();
    run.report(a);
    run.untilStopped(a);
    run.report(a);
}

// Seeking while running and while paused writes the value of that time; seeking to the
// end stops and finishes.
void seekWhileRunning(Run &run)
{
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setStart(a, 0);
    run.setEnd(a, 100);
    a->start();
    run.step(2);
    a->setCurrentTime(a->duration() / 2);
    run.report(a);
    run.step(2);
    a->pause();
    a->setCurrentTime(a->duration() / 4);
    run.report(a);
    a->setCurrentTime(3);
    a->resume();
    run.step(2);
    a->setCurrentTime(a->duration());
    run.report(a);
    run.step(2);
}

// No start value: the first value written is the property's, the last the end; started
// again, it runs from where it is (tst_qpropertyanimation noStartValue,
// startWithoutStartValue), also with loops (noStartValueWithLoop).
void noStartValue(Run &run)
{
    run.target->setX(42);
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setEnd(a, 100);
    a->start();
    run.untilStopped(a);
    run.report(a);
    run.setEnd(a, 110);
    a->start();
    run.untilStopped(a);
    run.report(a);

    run.target->setX(42);
    QVariantAnimation *b = run.animation(QStringLiteral("b"));
    run.setEnd(b, 420);
    b->setLoopCount(2);
    b->start();
    b->pause();
    b->setCurrentTime(b->duration());
    run.report(b);
    b->setCurrentTime(2 * b->duration());
    run.report(b);
}

// Restarted after a new end value: no value of the new end is written before the start
// (tst_qpropertyanimation restart).
void restartNoBogusValue(Run &run)
{
    run.target->setX(100);
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setEnd(a, 200);
    a->start();
    a->setCurrentTime(a->duration());
    run.report(a);
    run.setEnd(a, 10000);
    a->start();
    run.report(a);
    run.step(2);
    a->stop();
}

// Zero duration: running and stopped at once, on the end; backward on the start; and a
// sequence of them (tst_qpropertyanimation duration0, zeroDurationStart,
// zeroDurationForwardBackward). Only with the shared duration: a physical duration is
// not zero.
void zeroDuration(Run &run)
{
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setStart(a, 1);
    run.setEnd(a, 2);
    a->setDuration(0);
    a->start();
    run.report(a);
    a->setDirection(QAbstractAnimation::Backward);
    a->start();
    run.report(a);
    a->setDirection(QAbstractAnimation::Forward);

    QSequentialAnimationGroup *g = run.sequential(QStringLiteral("g"));
    g->addAnimation(a);
    for (int i = 2; i <= 4; ++i) {
        QVariantAnimation *b = run.animation(QStringLiteral("b%1").arg(i), run.newTarget(i));
        run.setStart(b, i);
        run.setEnd(b, i + 1);
        b->setDuration(0);
        g->addAnimation(b);
    }
    g->start();
    run.report(g);
    g->setDirection(QAbstractAnimation::Backward);
    g->start();
    run.report(g);
    run.step(2);
}

// A sequence there and back with a pause between, twice: children start when the group
// reaches them, each from the property's value if it has no start value.
void sequentialGroup(Run &run)
{
    QSequentialAnimationGroup *g = run.sequential(QStringLiteral("g"));
    QVariantAnimation *there = run.animation(QStringLiteral("there"));
    run.setStart(there, 0);
    run.setEnd(there, 100);
    QVariantAnimation *back = run.animation(QStringLiteral("back"));
    run.setEnd(back, 30);
    g->addAnimation(there);
    g->addPause(100);
    g->addAnimation(back);
    g->setLoopCount(2);
    run.report(g);
    g->start();
    run.untilStopped(g);
    run.report(g);
    run.report(there);
    run.report(back);
}

// The same sequence backward: the last child first, each from its end to its start.
void sequentialBackward(Run &run)
{
    QSequentialAnimationGroup *g = run.sequential(QStringLiteral("g"));
    QVariantAnimation *there = run.animation(QStringLiteral("there"));
    run.setStart(there, 0);
    run.setEnd(there, 100);
    QVariantAnimation *back = run.animation(QStringLiteral("back"));
    run.setStart(back, 100);
    run.setEnd(back, 30);
    g->addAnimation(there);
    g->addAnimation(run.pause(QStringLiteral("p"), 50));
    g->addAnimation(back);
    g->setLoopCount(2);
    g->setDirection(QAbstractAnimation::Backward);
    g->start();
    run.report(g);
    run.untilStopped(g);
    run.report(g);
    run.report(there);
    run.report(back);
}

// Seeking a sequence forwards and backwards, stopped and paused: the children's times
// and states (tst_qsequentialanimationgroup setCurrentTime, seekingForwards,
// seekingBackwards).
void sequentialSeek(Run &run)
{
    QSequentialAnimationGroup *g = run.sequential(QStringLiteral("g"));
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setStart(a, 0);
    run.setEnd(a, 100);
    QVariantAnimation *b = run.animation(QStringLiteral("b"), run.newTarget(0));
    run.setStart(b, 50);
    run.setEnd(b, -50);
    b->setLoopCount(3);
    g->addAnimation(a);
    g->addAnimation(b);
    const int da = a->duration();
    const int db = b->duration();
    const int times[] = { 1, da, da + 1, da + db * 2, da + db * 3, da + db * 3 + 10, da / 2, 0 };
    for (int time : times) {
        g->setCurrentTime(time);
        run.report(g);
        run.report(a);
        run.report(b);
    }
    g->start();
    g->pause();
    for (int time : times) {
        g->setCurrentTime(time);
        run.report(g);
        run.report(a);
        run.report(b);
    }
    g->resume();
    run.untilStopped(g);
    run.report(g);
}

// A parallel group: ends with its longest child; loops; backward.
void parallelGroup(Run &run)
{
    QParallelAnimationGroup *g = run.parallel(QStringLiteral("g"));
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setStart(a, 0);
    run.setEnd(a, 100);
    QVariantAnimation *b = run.animation(QStringLiteral("b"), run.newTarget(10));
    run.setEnd(b, -60);
    g->addAnimation(a);
    g->addAnimation(b);
    g->addAnimation(run.pause(QStringLiteral("p"), a->duration() + 50));
    g->setLoopCount(2);
    g->start();
    run.untilStopped(g);
    run.report(g);
    run.report(a);
    run.report(b);
    run.setStart(b, 10);
    g->setDirection(QAbstractAnimation::Backward);
    g->start();
    run.report(g);
    run.untilStopped(g);
    run.report(g);
}

// Groups in groups, with loops and backward.
void nestedGroups(Run &run)
{
    QSequentialAnimationGroup *outer = run.sequential(QStringLiteral("outer"));
    QParallelAnimationGroup *inner = run.parallel(QStringLiteral("inner"));
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setStart(a, 0);
    run.setEnd(a, 100);
    QVariantAnimation *b = run.animation(QStringLiteral("b"), run.newTarget(0));
    run.setStart(b, 0);
    run.setEnd(b, -100);
    inner->addAnimation(a);
    inner->addAnimation(b);
    inner->setLoopCount(2);
    QVariantAnimation *c = run.animation(QStringLiteral("c"));
    run.setStart(c, 100);
    run.setEnd(c, 0);
    outer->addAnimation(inner);
    outer->addAnimation(run.pause(QStringLiteral("p"), 40));
    outer->addAnimation(c);
    outer->setLoopCount(2);
    outer->start();
    run.untilStopped(outer);
    run.report(outer);
    outer->setDirection(QAbstractAnimation::Backward);
    outer->start();
    run.untilStopped(outer);
    run.report(outer);
    run.report(inner);
}

// Deleting the animation mid-run emits stateChanged to Stopped and no finished
// (tst_qpropertyanimation deletion3); a child deleted from a running parallel group
// leaves the group running with the others, and its duration shrinks.
void deleteAnimationMidRun(Run &run)
{
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setStart(a, 10);
    run.setEnd(a, 20);
    a->start();
    run.step(3);
    delete a;
    run.step(2);

    QParallelAnimationGroup *p = run.parallel(QStringLiteral("p"));
    QVariantAnimation *x = run.animation(QStringLiteral("x"));
    run.setStart(x, 0);
    run.setEnd(x, 50);
    QVariantAnimation *y = run.animation(QStringLiteral("y"), run.newTarget(0));
    run.setStart(y, 0);
    run.setEnd(y, 80);
    p->addAnimation(x);
    p->addAnimation(y);
    p->start();
    run.step(2);
    delete y;
    run.report(p);
    run.untilStopped(p);
    run.report(p);
}

// DeleteWhenStopped: kept after a plain run, deleted after one so started
// (tst_qpropertyanimation deletion1).
void deleteWhenStopped(Run &run)
{
    QPointer<QVariantAnimation> a = run.animation(QStringLiteral("a"));
    run.setStart(a, 10);
    run.setEnd(a, 20);
    a->start();
    run.untilStopped(a.data());
    run.note(a ? QStringLiteral("a kept") : QStringLiteral("a deleted"));
    a->start(QAbstractAnimation::DeleteWhenStopped);
    run.untilStopped(a.data());
    run.step();
    run.note(a ? QStringLiteral("a kept") : QStringLiteral("a deleted"));
}

// Documented (MotionAnimation): "While it runs, startValue() reports that value
// (QPropertyAnimation's stays empty: a deliberate difference, so that the run's start can
// be read); when the run stops it is taken back". Stopped, both are empty.
void startValueReported(Run &run)
{
    run.target->setX(33);
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setEnd(a, 100);
    a->start();
    run.step(2);
    if (run.impetus())
        run.check(a->startValue() == QVariant(33.0),
                  QStringLiteral("startValue() does not report the property's value"));
    else
        run.check(!a->startValue().isValid(), QStringLiteral("QPropertyAnimation's start value is not empty"));
    run.untilStopped(a);
    run.check(!a->startValue().isValid(), QStringLiteral("the start value read from the property was not taken back"));
}

// Documented: "Key values between 0 and 1 (setKeyValueAt(0.5, ...)) are ignored, with a
// warning: the motion goes from the start value to the end value over duration()".
// QPropertyAnimation passes through them (the harness checks its values only at the end
// and the start then).
void intermediateKeyValues(Run &run)
{
    run.expectDocumentedWarning(QStringLiteral("ignores the key values between 0 and 1"));
    QVariantAnimation *a = run.animation(QStringLiteral("a"), run.newTarget(0));
    run.setStart(a, 0);
    run.setEnd(a, 100);
    a->setKeyValueAt(0.5, 500.0);
    a->start();
    a->pause();
    a->setCurrentTime(a->duration() / 2);
    const double middle = qobject_cast<Target *>(a->property("targetObject").value<QObject *>())->x();
    if (run.impetus()) {
        // The harness's check of every write against the motion from 0 to 100 holds the rest.
        run.check(run.documentedWarningCount(QStringLiteral("ignores the key values between 0 and 1")) == 1,
                  QStringLiteral("the documented warning about key values was not said once"));
    } else {
        run.check(middle == 500, QStringLiteral("QPropertyAnimation does not pass through its key value"));
        run.failures.removeIf([](const QString &f) { return f.contains(QLatin1String(" wrote ")); });
    }
    a->stop();
}

// Three defects of issue 22, fixed in lib/: each of these fails without the fix.

// An explicit start value is honoured on the next run: after a run from the property's
// value, setStartValue(0) and start() run from 0.
void explicitStartOnNextRun(Run &run)
{
    run.target->setX(0);
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setEnd(a, 100);
    a->start();
    run.untilStopped(a);
    run.setStart(a, 0);
    a->start();
    run.report(a);
    run.untilStopped(a);
    run.report(a);
}

// An end value set while the property sits on it is still the end when the animation is
// started from elsewhere.
void endValueSetOnTheProperty(Run &run)
{
    run.target->setX(100);
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setEnd(a, 100);
    run.target->setX(0);
    a->start();
    run.untilStopped(a);
    run.report(a);
    run.note(QStringLiteral("x %1").arg(run.target->x()));
}

// Backward with a start value and no end value: from the property's value to the start
// value (tst_qpropertyanimation startBackwardWithoutEndValue).
void backwardWithoutEndValue(Run &run)
{
    run.target->setX(42);
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setStart(a, 100);
    // Documented (MotionAnimation): "run Backward with a start value and no end value, the
    // animation goes from the property's value back to the start value, as
    // QPropertyAnimation does (not a DecayAnimation, which comes to rest by itself)". At
    // rest on its start value, a decay stays there; the stock run ends there too.
    run.probe(a)->restsWithoutEnd = run.type == Type::Decay;
    a->setDirection(QAbstractAnimation::Backward);
    a->start();
    run.report(a);
    run.untilStopped(a);
    run.report(a);
    run.note(QStringLiteral("x %1").arg(run.target->x()));
}

// The target deleted mid-run (tst_qpropertyanimation deletion2): the animation's target
// becomes null; QPropertyAnimation stops (no finished).
void deleteTargetMidRun(Run &run)
{
    Target *on = run.newTarget(0);
    QVariantAnimation *a = run.animation(QStringLiteral("a"), on);
    run.setStart(a, 10);
    run.setEnd(a, 20);
    a->start();
    run.step(3);
    delete on;
    run.note(a->property("targetObject").value<QObject *>() ? QStringLiteral("a has a target")
                                                            : QStringLiteral("a has no target"));
    run.report(a);
    run.step(3);
    run.report(a);
    a->stop();
}

// The target deleted while its animation runs in a group: the group goes on.
void deleteTargetInGroup(Run &run)
{
    Target *on = run.newTarget(0);
    QSequentialAnimationGroup *g = run.sequential(QStringLiteral("g"));
    QVariantAnimation *a = run.animation(QStringLiteral("a"), on);
    run.setStart(a, 10);
    run.setEnd(a, 20);
    QVariantAnimation *b = run.animation(QStringLiteral("b"));
    run.setStart(b, 0);
    run.setEnd(b, 5);
    g->addAnimation(a);
    g->addAnimation(b);
    g->start();
    run.step(3);
    delete on;
    run.report(g);
    run.report(a);
    run.untilStopped(g);
    run.report(g);
}

// A second animation started on the same property stops the first
// (tst_qpropertyanimation startWhenAnotherIsRunning).
void startWhenAnotherIsRunning(Run &run)
{
    run.target->setX(42);
    QPointer<QVariantAnimation> a = run.animation(QStringLiteral("a"));
    run.setEnd(a, 100);
    a->start(QAbstractAnimation::DeleteWhenStopped);
    run.step(4);
    QPointer<QVariantAnimation> b = run.animation(QStringLiteral("b"));
    run.setEnd(b, 0);
    b->start(QAbstractAnimation::DeleteWhenStopped);
    run.step();
    run.note(a ? QStringLiteral("a kept") : QStringLiteral("a deleted"));
    run.untilStopped(b.data());
    run.step();
    run.note(b ? QStringLiteral("b kept") : QStringLiteral("b deleted"));
}

// The running child of a sequence deleted (tst_qsequentialanimationgroup
// deleteChildrenWithRunningGroup): the next child starts at once. QPropertyAnimation
// writes its start value as it starts (the group sets its time only on the next frame).
void deleteRunningChildOfSequence(Run &run)
{
    QSequentialAnimationGroup *g = run.sequential(QStringLiteral("g"));
    QVariantAnimation *first = run.animation(QStringLiteral("first"));
    run.setStart(first, 0);
    run.setEnd(first, 100);
    QVariantAnimation *second = run.animation(QStringLiteral("second"));
    run.setStart(second, 100);
    run.setEnd(second, 0);
    g->addAnimation(first);
    g->addAnimation(second);
    g->start();
    run.step(3);
    run.report(g);
    delete first;
    run.report(g);
    run.untilStopped(g);
    run.report(g);
}

// Backward without a start value: QPropertyAnimation runs from the property's value, and
// warns that it starts without a start value.
void backwardWithoutStartValue(Run &run)
{
    run.target->setX(42);
    QVariantAnimation *a = run.animation(QStringLiteral("a"));
    run.setEnd(a, 100);
    a->setDirection(QAbstractAnimation::Backward);
    a->start();
    run.untilStopped(a);
    run.report(a);
}

const std::vector<Script> &scripts()
{
    static const std::vector<Script> all = {
        { "stoppedSeeks", true, stoppedSeeks },
        { "statesAndSignals", true, statesAndSignals },
        { "operationsInStates", true, operationsInStates },
        { "pauseResume", true, pauseResume },
        { "loops", true, loops },
        { "backward", true, backward },
        { "backwardLoops", true, backwardLoops },
        { "seekWhileRunning", true, seekWhileRunning },
        { "noStartValue", true, noStartValue },
        { "restartNoBogusValue", true, restartNoBogusValue },
        { "zeroDuration", false, zeroDuration },
        { "sequentialGroup", true, sequentialGroup },
        { "sequentialBackward", true, sequentialBackward },
        { "sequentialSeek", true, sequentialSeek },
        { "parallelGroup", true, parallelGroup },
        { "nestedGroups", true, nestedGroups },
        { "deleteAnimationMidRun", true, deleteAnimationMidRun },
        { "deleteWhenStopped", true, deleteWhenStopped },
        { "startValueReported", true, startValueReported },
        { "intermediateKeyValues", false, intermediateKeyValues },
        { "explicitStartOnNextRun", true, explicitStartOnNextRun },
        { "endValueSetOnTheProperty", true, endValueSetOnTheProperty },
        // Only with the shared duration: without an end value the Impetus duration is known
        // only as the run starts, after Qt has placed a Backward run at its total duration.
        { "backwardWithoutEndValue", false, backwardWithoutEndValue },
        { "deleteTargetMidRun", true, deleteTargetMidRun },
        { "deleteTargetInGroup", true, deleteTargetInGroup },
        { "startWhenAnotherIsRunning", true, startWhenAnotherIsRunning },
        { "backwardWithoutStartValue", true, backwardWithoutStartValue },
        { "deleteRunningChildOfSequence", true, deleteRunningChildOfSequence },
    };
    return all;
}

Run *currentRun = nullptr;
QtMessageHandler previousHandler = nullptr;

void handler(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    if (type == QtWarningMsg && currentRun && !currentRun->closed) {
        currentRun->warned(message);
        return;
    }
    previousHandler(type, context, message);
}

// The first difference of two logs, with the lines around it.
QString difference(const QStringList &stock, const QStringList &impetus)
{
    const qsizetype n = std::max(stock.size(), impetus.size());
    for (qsizetype i = 0; i < n; ++i) {
        const QString s = stock.value(i, QStringLiteral("<end>"));
        const QString m = impetus.value(i, QStringLiteral("<end>"));
        if (s != m) {
            return QStringLiteral("line %1:\n  QPropertyAnimation: %2\n  Impetus:            %3\n  before: %4")
                    .arg(i + 1)
                    .arg(s, m,
                         stock.mid(std::max<qsizetype>(0, i - 3), std::min<qsizetype>(i, 3))
                                 .join(QLatin1String(" | ")));
        }
    }
    return {};
}

} // namespace

Q_DECLARE_METATYPE(Type)

class tst_Contracts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void clockIsStepped();
    void contract_data();
    void contract();
    void cleanup();
    void cleanupTestCase();

private:
    SteppedClock m_clock;
    Keeper m_keeper;
    std::map<QString, std::pair<int, int>> m_counts; // per type: cases, passed
};

void tst_Contracts::initTestCase()
{
    m_clock.install();
    m_keeper.start();
    m_clock.step();
    QVERIFY(m_clock.isRunning());
    previousHandler = qInstallMessageHandler(handler);
}

// The clock is Qt's only time: a stock animation moves by exactly the steps taken, also
// when started after the driver has run for a while, and the driver was started once and
// never stopped.
void tst_Contracts::clockIsStepped()
{
    Target target(nullptr, 0);
    QPropertyAnimation a(&target, "x");
    a.setStartValue(0.0);
    a.setEndValue(1000.0);
    a.setDuration(1000);
    a.start();
    for (int i = 1; i <= 10; ++i) {
        m_clock.step(i); // uneven steps: 1 + 2 + ... + 10 = 55 ms
    }
    QCOMPARE(a.currentTime(), 55);
    QCOMPARE(target.x(), 55.0);
    a.stop();
    QCOMPARE(m_clock.starts(), 1);
    QCOMPARE(m_clock.framesWhileStopped(), 0);
}

void tst_Contracts::contract_data()
{
    QTest::addColumn<int>("script");
    QTest::addColumn<Type>("type");
    QTest::addColumn<bool>("physical");
    for (int i = 0; i < int(scripts().size()); ++i) {
        for (Type type : { Type::Spring, Type::Decay, Type::Gravity, Type::Bounce }) {
            QTest::addRow("%s %s", scripts()[i].name, typeName(type)) << i << type << false;
            if (scripts()[i].physical)
                QTest::addRow("%s %s physical", scripts()[i].name, typeName(type)) << i << type << true;
        }
    }
}

void tst_Contracts::contract()
{
    QFETCH(int, script);
    QFETCH(Type, type);
    QFETCH(bool, physical);
    const Script &s = scripts()[script];
    const Run::Mode mode = physical ? Run::Mode::Physical : Run::Mode::SameDuration;
    ++m_counts[typeName(type)].first;

    // The Impetus run first: in the physical mode, the stock animations get its durations.
    const Run::Durations none;
    Run impetus(type, mode, m_clock, none);
    currentRun = &impetus;
    s.body(impetus);
    impetus.close();
    currentRun = nullptr;

    Run stock(Type::Stock, mode, m_clock, impetus.durations);
    currentRun = &stock;
    s.body(stock);
    stock.close();
    currentRun = nullptr;

    if (qEnvironmentVariableIsSet("CONTRACTS_VERBOSE")) {
        qInfo().noquote() << "QPropertyAnimation log:\n " << stock.log.join(QLatin1String("\n  ")) << "\nwrites:\n "
                          << stock.writes.join(QLatin1String("\n  "));
        qInfo().noquote() << typeName(type) << "log:\n " << impetus.log.join(QLatin1String("\n  ")) << "\nwrites:\n "
                          << impetus.writes.join(QLatin1String("\n  "));
    }
    for (const auto &w : impetus.documentedWarnings)
        QVERIFY2(w.second > 0, qPrintable(QStringLiteral("documented warning not said: ") + w.first));
    QVERIFY2(stock.failures.isEmpty(),
             qPrintable(QStringLiteral("QPropertyAnimation: ") + stock.failures.join(QLatin1String("\n"))));
    QVERIFY2(impetus.failures.isEmpty(), qPrintable(impetus.failures.join(QLatin1String("\n"))));
    const QString logs = difference(stock.log, impetus.log);
    QVERIFY2(logs.isEmpty(), qPrintable(QStringLiteral("log, ") + logs));
    const QString writes = difference(stock.writes, impetus.writes);
    QVERIFY2(writes.isEmpty(), qPrintable(QStringLiteral("writes, ") + writes));
    QVERIFY(!stock.log.isEmpty());
}

void tst_Contracts::cleanup()
{
    const QString row = QString::fromLatin1(QTest::currentDataTag() ? QTest::currentDataTag() : "");
    if (!row.isEmpty() && !QTest::currentTestFailed()) {
        for (Type type : { Type::Spring, Type::Decay, Type::Gravity, Type::Bounce })
            if (row.contains(QLatin1String(typeName(type))))
                ++m_counts[typeName(type)].second;
    }
    // Nothing may be left running but the keeper.
    QCoreApplication::sendPostedEvents();
    QCOMPARE(m_clock.framesWhileStopped(), 0);
}

void tst_Contracts::cleanupTestCase()
{
    qInstallMessageHandler(previousHandler);
    for (const auto &[type, counts] : m_counts)
        qInfo("%s: %d contract cases, %d passed", qPrintable(type), counts.first, counts.second);
    QCOMPARE(m_clock.starts(), 1);
    m_keeper.stop();
    QCoreApplication::sendPostedEvents();
    m_clock.uninstall();
}

QTEST_GUILESS_MAIN(tst_Contracts)
#include "tst_contracts.moc"
