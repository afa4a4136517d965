// SPDX-License-Identifier: MIT
#include "quickmotionanimation_p.h"
#include "animation/motioncomponents_p.h"
#include "animation/trackwave_p.h"
#include "animation/valuemotion_p.h"

#include <impetus/valuemotion.h>

#include <QtCore/qcoreapplication.h>
#include <QtCore/qhash.h>
#include <QtCore/qpointer.h>
#include <QtQml/qqmlinfo.h>
#include <QtQml/private/qabstractanimationjob_p.h>
#include <QtQml/private/qqmlproperty_p.h>

#include <algorithm>
#include <optional>
#include <utility>
#include <vector>

// Private API: what this file uses of it is that of the Qt the module is built against,
// and is checked against no other. IMPETUS_QT_PRIVATE_API_VERSION comes from the build.
#if QT_VERSION != IMPETUS_QT_PRIVATE_API_VERSION
#    error "Qt Quick's private headers are not those of the Qt being built against: install the qt6-declarative-private-dev of the same Qt version"
#endif
#if QT_VERSION < QT_VERSION_CHECK(6, 4, 0)
#    error "SpringMotion and its siblings use Qt Quick's private animation API as Qt 6.4 and later have it (QQuickPropertyAnimation::transition(), createTransitionActions(), QAbstractAnimationJob)"
#endif

namespace Impetus::Qml {

// When a run's values are written as reals straight to the property (writesReal()): what a
// frame reads of it, copied into the run (MotionRun::real), next to the rest of it. (Not
// nested in MotionRun: Clang would see its default member initialisers too late for
// std::optional.)
struct RealRun
{
    double start = 0;
    double end = 0;
    int duration = 0; // ms
    QPointer<QObject> object; // the property's
    QQmlPropertyData core; // the property's, written through
    std::optional<Detail::TrackWave> wave; // the track's, where it is an oscillating spring
};

// One property moved by one run of an animation. What a frame reads and writes comes first,
// together: a frame of 1,000 Behaviors' jobs reads two or three lines of each run, not the
// eight or more it took when the spring was read through the Track (callgrind's cache
// simulation, benchmarks/analysis.md, qmlspring).
struct MotionRun
{
    bool superseded = false; // a newer run of the property took over from it
    bool isWrittenReal = false; // the last value written is writtenReal
    bool moving = false; // written before its end
    bool started = false; // its job has started
    double time = 0; // seconds: of the last value written
    double writtenReal = 0;
    std::optional<RealRun> real;
    Detail::Track track; // real's: the rest of its motion
    QQmlProperty property;
    QVariant from; // `from` as given; null: the property's value when the run starts
    QVariant to;
    QVariant start; // the value the motion was planned from
    ValueMotion motion;
    QVariant written; // the last value written, unless writtenReal holds it

    QVariant lastWritten() const { return isWrittenReal ? QVariant(writtenReal) : written; }
};

using Detail::same; // a change of type is a change of value (motioncomponents_p.h)
using Detail::ValueMotionAccess;
using Detail::ValueMotionData;

namespace {

// The latest run of each property, of any of these animations (a Transition's to one state
// may interrupt another's), to continue from when it is interrupted. The runs belong to
// their jobs; an entry expires with its job.
QHash<QQmlProperty, std::weak_ptr<MotionRun>> &latestRuns()
{
    thread_local QHash<QQmlProperty, std::weak_ptr<MotionRun>> runs;
    return runs;
}

// Expired entries are swept when the table has grown to twice its size after the last sweep
// (at least 64): amortised constant time per run. Sweeping at every run past 64 entries made
// each retarget scan them all, quadratic in the properties animated at once (1,000
// Behaviors: ~80,000 instructions per retarget, benchmarks/quickspring.cpp).
void setLatestRun(const QQmlProperty &property, const std::shared_ptr<MotionRun> &run)
{
    QHash<QQmlProperty, std::weak_ptr<MotionRun>> &runs = latestRuns();
    thread_local qsizetype sweepAt = 64;
    if (runs.size() >= sweepAt) {
        runs.removeIf([](const auto &entry) { return entry.value().expired(); });
        sweepAt = std::max<qsizetype>(64, 2 * runs.size());
    }
    runs.insert(property, run);
}

// Whether motion's values can be written to property as reals, on the stack, through the
// property's metacall at its core index: where QQmlPropertyPrivate::write() ends for a real
// written to a real property, with nothing on the way. So: a writable real property of the
// object itself, not a part of a value type (p.x), an alias, an enum, a list or a bindable
// property (whose binding Qt keeps by hand); and a valid motion of reals from a real to a
// real. Everything else goes the general way.
bool writesReal(const QQmlProperty &property, const ValueMotion &motion)
{
    const QQmlPropertyPrivate *p = QQmlPropertyPrivate::get(property);
    if (!p || !p->object || !(property.type() & QQmlProperty::Property) || !property.isWritable())
        return false;
    const QQmlPropertyData &core = p->core;
    // QMetaProperty::isBindable(): QQmlPropertyData's own flag is named differently across Qt 6.
    if (!core.isValid() || p->valueTypeData.isValid() || core.propType() != QMetaType::fromType<double>()
        || core.isAlias() || core.isEnum() || core.isQList() || property.property().isBindable())
        return false;
    const ValueMotionData *data = ValueMotionAccess::data(motion);
    const QMetaType real = QMetaType::fromType<double>();
    return motion.isValid() && data && data->plan.valid && !data->plan.fallback && data->plan.type == real
            && data->plan.tracks.size() == 1 && data->plan.start.metaType() == real
            && data->plan.end.metaType() == real;
}

} // namespace

// The job Qt Quick runs: on each frame, every run's value at the job's time.
class MotionJob : public QAbstractAnimationJob
{
public:
    MotionJob(QuickMotionAnimation *animation, std::vector<std::shared_ptr<MotionRun>> runs, bool reverse)
        : m_animation(animation), m_runs(std::move(runs)), m_reverse(reverse)
    {
        measure();
    }

    int duration() const override { return m_duration; }

protected:
    // The Behavior's interceptor is bypassed and a binding on the property kept, as Qt
    // Quick's own animations write.
    static constexpr QQmlPropertyData::WriteFlags Flags{ QQmlPropertyData::BypassInterceptor
                                                         | QQmlPropertyData::DontRemoveBinding };

    void updateCurrentTime(int time) override
    {
        // Run backwards (a reversed transition), the job's time goes down to 0 while the
        // properties still move from their start to their end.
        const int t = m_reverse ? m_duration - time : time;
        for (const std::shared_ptr<MotionRun> &run : m_runs) {
            if (run->superseded)
                continue;
            run->time = t / 1000.0;
            if (run->real) {
                writeReal(*run, t);
                continue;
            }
            run->moving = t < run->motion.duration();
            const QVariant value = run->motion.valueAt(run->time); // from its duration on, exactly its end
            if (run->isWrittenReal ? same(value, QVariant(run->writtenReal)) : same(value, run->written))
                continue;
            run->written = value;
            run->isWrittenReal = false;
            QQmlPropertyPrivate::write(run->property, value, Flags);
        }
    }

    // What the general way above does for a real, without a QVariant: the value at t (ms)
    // computed as ValueMotion::valueAt() does, and QQmlPropertyPrivate::write()'s last step,
    // QQmlPropertyData::writeProperty(), with the same flags (the Behavior's interceptor
    // reads them in the metacall's argv[3]).
    static void writeReal(MotionRun &run, int t)
    {
        const RealRun &real = *run.real;
        run.moving = t < real.duration;
        const double time = run.time;
        // Exactly the start at 0 and the end from the duration on.
        double x;
        if (real.wave && time > 0 && time < real.wave->until) {
            x = real.wave->position(time);
        } else {
            x = time <= 0 ? real.start : time >= real.duration / 1000.0 ? real.end : run.track.position(time);
        }
        if (run.isWrittenReal ? x == run.writtenReal : same(QVariant(x), run.written))
            return;
        run.writtenReal = x;
        run.isWrittenReal = true;
        if (QObject *object = real.object.data())
            real.core.writeProperty(object, &x, Flags);
    }

    void updateState(State newState, State oldState) override
    {
        // Started later than planned, from elsewhere than expected (a ScriptAction moved the
        // property in between): from where the property is now.
        if (oldState == Stopped && m_animation) {
            bool replanned = false;
            for (const std::shared_ptr<MotionRun> &run : m_runs) {
                run->started = true;
                if (run->from.isValid() || run->superseded)
                    continue;
                if (const QVariant now = movable(run->property.read()); !same(now, run->start)) {
                    m_animation->plan(*run, now);
                    replanned = true;
                }
            }
            if (replanned) {
                measure();
                m_animation->setPhysicalDuration(m_duration);
            }
        }
        // Stopped mid-flight: a new run of the property right away (a Behavior retriggered,
        // a state changed mid-transition, in this same call) goes on from here with the
        // velocity; one started later (after stop()) starts at rest.
        if (newState == Stopped) {
            for (const std::shared_ptr<MotionRun> &run : m_runs) {
                if (run->moving) {
                    QMetaObject::invokeMethod(
                            QCoreApplication::instance(),
                            [weak = std::weak_ptr<MotionRun>(run)] {
                                if (const std::shared_ptr<MotionRun> stopped = weak.lock())
                                    stopped->moving = false;
                            },
                            Qt::QueuedConnection);
                }
            }
        }
        QAbstractAnimationJob::updateState(newState, oldState);
    }

    void debugAnimation(QDebug d) const override
    {
        d << "Impetus::Qml::MotionJob(" << Qt::hex << (const void *)this << Qt::dec << ") duration:" << m_duration;
        for (const std::shared_ptr<MotionRun> &run : m_runs)
            d << run->property.name() << run->start << "->" << run->to;
    }

private:
    void measure()
    {
        m_duration = 0;
        for (const std::shared_ptr<MotionRun> &run : m_runs)
            m_duration = std::max(m_duration, run->motion.duration());
    }

    QPointer<QuickMotionAnimation> m_animation;
    std::vector<std::shared_ptr<MotionRun>> m_runs;
    bool m_reverse;
    int m_duration = 0;
};

QuickMotionAnimation::QuickMotionAnimation(Motion::Type model, QObject *parent)
    : QQuickPropertyAnimation(parent), SpecElement(this, model, InvalidSpecs::Refused)
{
    connect(this, &QQuickPropertyAnimation::easingChanged, this,
            [this] { qmlWarning(this) << "easing does not apply: the motion is the model's"; });
}

QuickMotionAnimation::~QuickMotionAnimation() = default;

void QuickMotionAnimation::write(const WrittenSpec &written)
{
    if (!canPlay(written))
        return;
    const MotionSpec before = std::exchange(m_written, written).spec();
    if (before != written.spec())
        notifySpecChanged(before, QuickMotionAnimation::staticMetaObject.propertyCount());
}

int QuickMotionAnimation::duration() const
{
    return m_duration;
}

void QuickMotionAnimation::setDuration(int)
{
    qmlWarning(this) << "duration is physical: it cannot be set";
}

void QuickMotionAnimation::setPhysicalDuration(int duration)
{
    if (m_duration == duration)
        return;
    m_duration = duration;
    Q_EMIT durationChanged(duration);
}

void QuickMotionAnimation::componentComplete()
{
    warn(this, m_written.conflict());
    QQuickPropertyAnimation::componentComplete();
}

// The motion of run from start to its end. A property still moving from the previous run,
// and where that run left it, goes on from its state there (ValueMotion::retargeted()).
void QuickMotionAnimation::plan(MotionRun &run, const QVariant &start)
{
    run.start = start;
    const std::shared_ptr<MotionRun> previous = latestRuns().value(run.property).lock();
    if (previous && previous.get() != &run && previous->moving && !previous->superseded && !run.from.isValid()
        && same(run.start, previous->lastWritten())) {
        run.motion = previous->motion.retargeted(previous->time, run.to, spec());
        previous->superseded = true;
    } else {
        run.motion = ValueMotion(spec(), run.start, run.to);
    }
    run.real.reset();
    if (writesReal(run.property, run.motion)) {
        const ValueMotionData &data = *ValueMotionAccess::data(run.motion);
        const QQmlPropertyPrivate *property = QQmlPropertyPrivate::get(run.property);
        run.track = data.plan.tracks.front();
        RealRun &real = run.real.emplace();
        real.start = *static_cast<const double *>(data.plan.start.constData());
        real.end = *static_cast<const double *>(data.plan.end.constData());
        real.duration = data.duration;
        real.object = property->object;
        real.core = property->core;
        real.wave = Detail::TrackWave::of(run.track, real.duration / 1000.0);
    }
    run.time = 0;
}

QAbstractAnimationJob *QuickMotionAnimation::transition(QQuickStateActions &actions, QQmlProperties &modified,
                                                        TransitionDirection direction, QObject *defaultTarget)
{
    const QQuickStateActions moves = createTransitionActions(actions, modified, defaultTarget);
    std::vector<std::shared_ptr<MotionRun>> runs;
    for (const QQuickStateAction &move : moves) {
        auto run = std::make_shared<MotionRun>();
        run->property = move.property;
        // Without `from`, Qt gives a null value of the property's type: not a start.
        run->from = from().isValid() ? movable(move.fromValue) : QVariant();
        run->to = movable(move.toValue);
        // Without `from`, where the property will be when the run starts: the end of a run
        // of it planned before this one but not started yet (the animation before this one
        // in a SequentialAnimation, planned with it when the group starts), else where it
        // is. So a sequence that goes there and back has a way back, and its duration,
        // from the start, as NumberAnimations have.
        QVariant start = run->from;
        if (!start.isValid()) {
            const std::shared_ptr<MotionRun> previous = latestRuns().value(run->property).lock();
            start = previous && !previous->started && previous->motion.isValid() ? previous->to
                                                                                 : movable(run->property.read());
        }
        if (!isFinite(run->to) || !isFinite(start)) {
            qmlWarning(this) << "refuses to move " << run->property.name() << " from " << describe(start) << " to "
                             << describe(run->to) << ": the values must be finite";
            continue;
        }
        if (!isMovable(run->to) || !isMovable(start)) {
            warn(this, cannotMove(run->property.name(), run->property.propertyMetaType()));
            continue;
        }
        plan(*run, start);
        if (!run->motion.isValid()) {
            qmlWarning(this) << "refuses to move " << run->property.name() << ": " << run->motion.errorString();
            continue;
        }
        setLatestRun(run->property, run);
        runs.push_back(std::move(run));
    }
    auto *job = new MotionJob(this, std::move(runs), direction == Backward);
    setPhysicalDuration(job->duration());
    return initInstance(job);
}

// ---------------------------------------------------------------------------------------

SpringMotion::SpringMotion(QObject *parent) : QuickMotionAnimation(Motion::Type::Spring, parent)
{
}

DecayMotion::DecayMotion(QObject *parent) : QuickMotionAnimation(Motion::Type::ExponentialDecay, parent)
{
}

GravityMotion::GravityMotion(QObject *parent) : QuickMotionAnimation(Motion::Type::Gravity, parent)
{
}

BounceMotion::BounceMotion(QObject *parent) : QuickMotionAnimation(Motion::Type::Bounce, parent)
{
}

FlingMotion::FlingMotion(QObject *parent) : QuickMotionAnimation(Motion::Type::Fling, parent)
{
}

} // namespace Impetus::Qml
