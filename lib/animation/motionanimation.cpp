// SPDX-License-Identifier: MIT
#include "motionanimation.h"
#include "animation/motionplan_p.h"
#include "motionspec/specnotify_p.h"

#include <QtCore/qanimationgroup.h>
#include <QtCore/qdebug.h>
#include <QtCore/qhash.h>
#include <QtCore/qmetaobject.h>
#include <QtCore/qpointer.h>
#include <QtCore/qscopedvaluerollback.h>

#include <algorithm>
#include <cmath>
#include <mutex>
#include <optional>
#include <utility>

namespace Impetus {

using namespace Detail;

namespace {

/*
    The running animations by target and property: as with QPropertyAnimation, an animation
    that starts on a property stops the one that was running on it (the top-level group it
    belongs to), so two never fight over one property. Qt's own table is private: this
    one holds the Impetus animations (a QPropertyAnimation and a MotionAnimation on one
    property do not see each other).
*/
struct RunningOnProperty
{
    std::mutex mutex;
    QHash<std::pair<QObject *, QByteArray>, MotionAnimation *> animations;
};

RunningOnProperty &runningOnProperty()
{
    static RunningOnProperty instance;
    return instance;
}

} // namespace

class Q_DECL_HIDDEN MotionAnimation::Private
{
public:
    explicit Private(MotionAnimation *q) : q(q) { }

    QVariant propertyValue() const;
    QVariant effectiveStart() const;
    bool endFromProperty() const;
    QVariant userEnd() const;
    Components initialVelocity(int size) const;
    void install(Plan next);
    void rebuild(const QVariant &start = QVariant());
    bool upToDate() const;
    bool sameEnd(const QVariant &end) const;
    void keepPlan();
    void writeRestingEnd();
    void retarget(const QVariant &end, double t);
    void follow(double t);
    void noticeIntermediateKeys();
    void update();
    void begin();
    void end();
    void claimProperty(QAbstractAnimation::State newState);
    void targetDestroyed();
    void applyDuration();
    void noticeUserDuration();
    void noticeUserDuration(int current);
    void refresh();
    QVariant valueAt(double t) const;

    MotionAnimation *const q;
    QPointer<QObject> target;
    QMetaObject::Connection targetConnection;
    QByteArray propertyName;
    QObject *claimedTarget = nullptr; // the key this animation is under in runningOnProperty()
    QByteArray claimedProperty;
    MotionSpec spec;
    Motion::Type model = Motion::Type::None; // the model the class is held to, if any
    QVariant startVelocity;
    bool durationFromPhysics = true;
    // The key values this class wrote while it runs, not the user's: the start value read
    // from the property (no start value given), the end value read from it (Backward with no
    // end value), a decay's resting end (no end value given). Taken back when the run stops,
    // as QPropertyAnimation keeps the property's value apart from the key values: stopped,
    // the key values are the user's alone, so a value the user gives is honoured even when
    // it equals one of these. After the run they still stand for the start and end the
    // user left out while nothing changes (held()): Qt reads duration() right after the
    // stop (finished() is emitted when the time reached it, and groups place their
    // children by it), so the plan and its duration stay the run's until then.
    QVariant ownStart;
    QVariant ownEnd;
    bool ownKeys = false; // they are in the key values (from start() to the stop)
    // The key values as the stop left them, shared: the same data pointer means unchanged.
    QVariantAnimation::KeyValues heldKeys;
    bool holding = false;
    bool held() const { return holding && q->keyValues().constData() == heldKeys.constData(); }
    Plan plan;
    double time = 0; // seconds: the animation time of the current value
    bool atEnd = false;
    // Stopped, a change of the motion, the target or the start velocity marks the plan
    // stale: it is made when next needed (duration(), a value, start()), and start() keeps
    // a plan that is up to date.
    bool stale = false;
    // Inside follow() and the changes it makes: key values and durations set then are
    // this class's own, not the user's.
    bool busy = false;
    // The duration this class last set (applyDuration()): QVariantAnimation's differs once
    // the user set or bound another, which noticeUserDuration() finds. Not a notifier on
    // bindableDuration(): any notifier gives the object a binding storage, and every
    // bindable property Qt reads and writes on every frame (currentTime, currentLoop, ...)
    // then costs a hash lookup, ~170 instructions per frame and animation.
    int physicsDuration = 0;
    // A frame (QAbstractAnimation::setCurrentTime()) asks duration(), which brings the plan
    // up to date, and then steps the time (updateCurrentTime()), in which the first
    // interpolated() call is the step's own: it needs no second check, and takes the
    // duration duration() read. frameDuration is valid from duration() to the step.
    bool frameDurationRead = false;
    bool stepping = false;
    int frameDuration = 0;
    // The key values follow() last found the plan up to date with, held as a shared copy:
    // any change QVariantAnimation makes to its own then detaches them, so the same data
    // pointer means the same values. Empty when there is nothing to compare against.
    QVariantAnimation::KeyValues checkedKeyValues;
    // The target's property, found on the first write (QObject::setProperty() would
    // look it up by name on every frame): its index (-1 if dynamic or read-only) and type.
    int propertyIndex = -1;
    QMetaType propertyType;
    bool propertyResolved = false;
    bool refusedValue = false; // inside interpolated()'s refused case
    // Key values between 0 and 1 are there (and were warned about: noticeIntermediateKeys()):
    // QVariantAnimation then hands interpolated() a progress within one of their intervals,
    // which the motion ignores, playing from the start value to the end value on the
    // animation's time.
    bool intermediateKeys = false;
};

QVariant MotionAnimation::Private::propertyValue() const
{
    return target && !propertyName.isEmpty() ? target->property(propertyName.constData()) : QVariant();
}

QVariant MotionAnimation::Private::effectiveStart() const
{
    const QVariant start = q->startValue();
    return start.isValid() ? start : ownStart.isValid() && held() ? ownStart : propertyValue();
}

// Run Backward with a start value and no end value, the run goes from the property's value
// back to the start value, as QPropertyAnimation's does; not a decay's, which comes to rest
// by itself.
bool MotionAnimation::Private::endFromProperty() const
{
    return q->direction() == QAbstractAnimation::Backward && spec.model() != Motion::Type::ExponentialDecay
            && q->startValue().isValid() && !q->endValue().isValid();
}

QVariant MotionAnimation::Private::userEnd() const
{
    const QVariant end = q->endValue();
    // The resting end this class wrote for a decay without end value is not an end to go to.
    if (end.isValid())
        return ownKeys && plan.restingEnd && same(end, ownEnd) ? QVariant() : end;
    if (!endFromProperty())
        return {};
    return ownEnd.isValid() && held() ? ownEnd : propertyValue();
}

Components MotionAnimation::Private::initialVelocity(int size) const
{
    if (!startVelocity.isValid())
        return zeros(size);
    const std::optional<Components> initial = components(startVelocity);
    if (initial && initial->size == size)
        return *initial;
    qWarning() << q->metaObject()->className() << "ignores the start velocity" << startVelocity
               << "which has not as many components as the values";
    return zeros(size);
}

void MotionAnimation::Private::install(Plan next)
{
    checkedKeyValues = {};
    // Said once while it runs (stopped, the values may be half changed: start() says it,
    // if they still are).
    if (!next.refused.isEmpty() && q->state() != QAbstractAnimation::Stopped) {
        next.warned = next.refused == plan.refused && plan.warned;
        if (!next.warned)
            qWarning("%s: %s; nothing is moved", q->metaObject()->className(), qPrintable(next.refused));
        next.warned = true;
    }
    plan = std::move(next);
    applyDuration();
    if (q->state() != QAbstractAnimation::Stopped)
        writeRestingEnd();
}

// QVariantAnimation needs an end value to produce values while it runs; stopped, a decay's
// resting end is the plan's alone (endValue() stays the user's).
void MotionAnimation::Private::writeRestingEnd()
{
    if (!plan.restingEnd)
        return;
    ownEnd = plan.end;
    ownKeys = true;
    q->setEndValue(plan.end);
}

// At start(): the plan made while stopped serves if nothing it was made from has changed.
void MotionAnimation::Private::keepPlan()
{
    if (upToDate())
        writeRestingEnd();
    else
        rebuild();
}

// The motion from the start value (or start) with the initial velocity, from time 0.
void MotionAnimation::Private::rebuild(const QVariant &given)
{
    stale = false;
    const QVariant start = given.isValid() ? given : effectiveStart();
    PlanState from{ start, components(start), {} };
    from.velocity = initialVelocity(from.position ? from.position->size : 0);
    Plan next = makePlan(spec, startVelocity, from, userEnd(), 0);
    next.start = start;
    install(std::move(next));
}

// Whether the plan is the one rebuild() would make now: nothing it was made from has changed.
bool MotionAnimation::Private::upToDate() const
{
    if (stale || !plan.valid || plan.origin != 0 || !same(effectiveStart(), plan.start))
        return false;
    return sameEnd(userEnd());
}

// Whether the plan goes to end (userEnd()): its own resting end when there is none.
bool MotionAnimation::Private::sameEnd(const QVariant &end) const
{
    return plan.restingEnd ? !end.isValid() : same(end, plan.end);
}

// The motion from the state at animation time t to end (or to rest without end value).
void MotionAnimation::Private::retarget(const QVariant &end, double t)
{
    if (!plan.valid)
        return rebuild();
    // At progress 1 the value is exactly the end, at rest: a change made then (from
    // valueChanged on the last frame) starts from there. Qt's interpolation (a fallback
    // plan) has no velocity to carry over.
    const PlanState from =
            plan.fallback ? PlanState::atRest(atEnd ? plan.end : valueAt(t)) : plan.stateAt(t - plan.origin, atEnd);
    Plan next = makePlan(spec, startVelocity, from, end, t);
    if (!next.refused.isEmpty()) {
        // The motion under way goes on to its end.
        qWarning("%s: %s; it keeps moving to %s", q->metaObject()->className(), qPrintable(next.refused),
                 qPrintable(text(plan.end)));
        return;
    }
    next.start = plan.start;
    install(std::move(next));
}

// Brings the plan up to date with the animation's values: Qt's setters are not virtual,
// but every change of a key value makes QVariantAnimation call interpolated(), and
// duration() is asked before any run, which is where this is called.
void MotionAnimation::Private::follow(double t)
{
    if (busy)
        return;
    // Every frame of a run: nothing changed since the last check.
    if (!stale && !(t < plan.origin) && !checkedKeyValues.isEmpty()
        && q->keyValues().constData() == checkedKeyValues.constData()) {
        return;
    }
    const QScopedValueRollback<bool> guard(busy, true);
    const QVariant end = userEnd();
    const bool endChanged = !sameEnd(end);
    if (stale || !plan.valid || !same(effectiveStart(), plan.start))
        rebuild();
    else if (endChanged && q->state() != QAbstractAnimation::Stopped)
        retarget(end, t);
    else if (endChanged || t < plan.origin)
        rebuild();
    // A start read from the property can change without QVariantAnimation knowing: no
    // shortcut then.
    if ((plan.valid || !plan.refused.isEmpty()) && q->startValue().isValid() && !endFromProperty())
        checkedKeyValues = q->keyValues();
}

// Whether key values between 0 and 1 are there, said once when they appear. Only a call
// that is not a frame's step can follow a change of the key values.
void MotionAnimation::Private::noticeIntermediateKeys()
{
    const QVariantAnimation::KeyValues keys = q->keyValues();
    const bool intermediate = std::any_of(keys.cbegin(), keys.cend(), [](const QVariantAnimation::KeyValue &key) {
        return key.first > 0 && key.first < 1;
    });
    if (intermediate && !intermediateKeys) {
        qWarning("%s: ignores the key values between 0 and 1: a motion goes from its start value to its "
                 "end value; for waypoints, play one animation per leg in a QSequentialAnimationGroup",
                 q->metaObject()->className());
    }
    intermediateKeys = intermediate;
}

// A parameter changed: while running, continue from the current state with it.
void MotionAnimation::Private::update()
{
    if (q->state() == QAbstractAnimation::Stopped) {
        // Planned when next needed: here only if QVariantAnimation has a current value to
        // recompute (it has two key values), which asks for one.
        holding = false; // the last run's start and end stand for nothing now
        stale = true;
        q->setKeyValues(q->keyValues());
        return;
    }
    {
        const QScopedValueRollback<bool> guard(busy, true);
        if (plan.valid)
            retarget(plan.restingEnd ? QVariant() : plan.end, time);
        else
            rebuild();
    }
    refresh();
}

// Started: like QPropertyAnimation, take the property's value when there is no start
// value (or, Backward, no end value: the run then goes from the property's value back to
// the start value), and play the motion from time 0.
void MotionAnimation::Private::begin()
{
    const QScopedValueRollback<bool> guard(busy, true);
    ownStart = ownEnd = QVariant();
    holding = false;
    const bool fromProperty = target && !propertyName.isEmpty();
    const bool noStart = fromProperty && !q->startValue().isValid();
    const bool noEnd = fromProperty && endFromProperty();
    if (noStart || noEnd) {
        const QVariant property = propertyValue();
        if (!property.isValid()) {
            qWarning() << q->metaObject()->className() << "cannot read the property" << propertyName << "of"
                       << target.data();
        }
        if (noStart && q->direction() == QAbstractAnimation::Backward) {
            qWarning("%s: runs Backward without a start value, so it ends on the property's value "
                     "as it is now: give a start value to end elsewhere",
                     q->metaObject()->className());
        }
        ownKeys = true;
        if (noStart) {
            // Planned from it first: QVariantAnimation recomputes the current value as the
            // start value changes, and with no plan (duration 0, so progress 1) that would
            // be the end, written before the start.
            rebuild(property);
            ownStart = property;
            q->setStartValue(property);
        } else {
            ownEnd = property;
            q->setEndValue(property);
        }
    }
    keepPlan();
    // As QPropertyAnimation, the value at the start time is written as the run starts (a
    // group's child entering its slot writes its start value then, not at the next frame);
    // a key value written above has done so already.
    if (!noStart && !noEnd)
        refresh();
}

// Running: this animation is the one on its property, and stops the one that was (see
// RunningOnProperty); paused or stopped, it is no longer.
void MotionAnimation::Private::claimProperty(QAbstractAnimation::State newState)
{
    RunningOnProperty &running = runningOnProperty();
    MotionAnimation *toStop = nullptr;
    {
        const std::lock_guard<std::mutex> locker(running.mutex);
        if (claimedTarget) {
            const auto key = std::pair(claimedTarget, claimedProperty);
            if (running.animations.value(key) == q)
                running.animations.remove(key);
            claimedTarget = nullptr;
            claimedProperty.clear();
        }
        if (newState == QAbstractAnimation::Running && target && !propertyName.isEmpty()) {
            const auto key = std::pair(target.data(), propertyName);
            toStop = running.animations.value(key);
            running.animations.insert(key, q);
            claimedTarget = target;
            claimedProperty = propertyName;
        }
    }
    if (toStop && toStop != q) {
        QAbstractAnimation *topLevel = toStop;
        while (topLevel->group() && topLevel->state() != QAbstractAnimation::Stopped)
            topLevel = topLevel->group();
        topLevel->stop();
    }
}

// As QPropertyAnimation: the run stops (without finished()), then the target is gone.
void MotionAnimation::Private::targetDestroyed()
{
    q->stop();
    target = nullptr;
    propertyResolved = false;
    Q_EMIT q->targetObjectChanged();
}

// Stopped: the key values this class wrote are taken back (see ownStart).
void MotionAnimation::Private::end()
{
    if (!std::exchange(ownKeys, false))
        return;
    const QScopedValueRollback<bool> guard(busy, true);
    if (ownStart.isValid() && same(q->startValue(), ownStart))
        q->setStartValue(QVariant());
    if (ownEnd.isValid() && same(q->endValue(), ownEnd))
        q->setEndValue(QVariant());
    checkedKeyValues = {};
    heldKeys = q->keyValues();
    holding = true;
}

void MotionAnimation::Private::applyDuration()
{
    noticeUserDuration();
    if (!durationFromPhysics)
        return;
    physicsDuration = plan.valid ? milliseconds(plan.origin + plan.settle) : 0;
    q->setDuration(physicsDuration);
}

// A duration set or bound by the user, since this class last set one, ends
// durationFromPhysics. Called wherever the duration is read or about to be replaced.
void MotionAnimation::Private::noticeUserDuration()
{
    if (durationFromPhysics)
        noticeUserDuration(q->QVariantAnimation::duration());
}

void MotionAnimation::Private::noticeUserDuration(int current)
{
    if (durationFromPhysics && current != physicsDuration)
        q->setDurationFromPhysics(false);
}

// Re-evaluates the current value (setKeyValues() makes QVariantAnimation recalculate it).
void MotionAnimation::Private::refresh()
{
    const QScopedValueRollback<bool> guard(busy, true);
    q->setKeyValues(q->keyValues());
}

QVariant MotionAnimation::Private::valueAt(double t) const
{
    const double local = t - plan.origin;
    if (plan.fallback)
        return q->QVariantAnimation::interpolated(plan.from, plan.end, plan.tracks.front().position(local));
    return plan.valueAt(local);
}

// ---------------------------------------------------------------------------------------

MotionAnimation::MotionAnimation(const QString &motion, QObject *parent)
    : MotionAnimation(Motion::Type::None, motion, parent)
{
}

MotionAnimation::MotionAnimation(Motion::Type model, const QString &motion, QObject *parent)
    : QVariantAnimation(parent), d(std::make_unique<Private>(this))
{
    d->model = model;
    d->spec = motion.isEmpty() && model != Motion::Type::None ? MotionSpec(model) : MotionSpec::parse(motion);
    if (!d->spec.placementError().isEmpty() || (model != Motion::Type::None && d->spec.model() != model)) {
        qWarning("%s: %s; playing spring() instead", metaObject()->className(),
                 qPrintable(d->spec.placementError().isEmpty()
                                    ? QStringLiteral("the motion must be a ") + MotionSpec::modelName(model)
                                    : d->spec.placementError()));
        d->spec = MotionSpec(model == Motion::Type::None ? Motion::Type::Spring : model);
    }
    d->physicsDuration = QVariantAnimation::duration(); // Qt's default is not the user's
    d->applyDuration(); // nothing to animate yet: 0, not QVariantAnimation's 250
}

MotionAnimation::~MotionAnimation()
{
    // QAbstractAnimation's destructor leaves a running animation without updateState().
    QObject::disconnect(d->targetConnection);
    d->claimProperty(QAbstractAnimation::Stopped);
}

QObject *MotionAnimation::targetObject() const
{
    return d->target;
}

void MotionAnimation::setTargetObject(QObject *target)
{
    if (d->target == target)
        return;
    QObject::disconnect(d->targetConnection);
    d->target = target;
    if (target)
        d->targetConnection = connect(target, &QObject::destroyed, this, [this] { d->targetDestroyed(); });
    d->propertyResolved = false;
    Q_EMIT targetObjectChanged();
    d->update();
}

QByteArray MotionAnimation::propertyName() const
{
    return d->propertyName;
}

void MotionAnimation::setPropertyName(const QByteArray &propertyName)
{
    if (d->propertyName == propertyName)
        return;
    d->propertyName = propertyName;
    d->propertyResolved = false;
    Q_EMIT propertyNameChanged();
    d->update();
}

MotionAnimation *MotionAnimation::create(const MotionSpec &spec, QObject *parent)
{
    if (!spec.placementError().isEmpty())
        return nullptr;
    MotionAnimation *animation = nullptr;
    switch (spec.model()) {
    case Motion::Type::Spring:
        animation = new SpringAnimation(parent);
        break;
    case Motion::Type::ExponentialDecay:
        animation = new DecayAnimation(parent);
        break;
    case Motion::Type::Gravity:
        animation = new GravityAnimation(parent);
        break;
    case Motion::Type::Bounce:
        animation = new BounceAnimation(parent);
        break;
    case Motion::Type::Fling: // no class of its own: the spec types its friction and density
        animation = new MotionAnimation(QStringLiteral("fling()"), parent);
        break;
    case Motion::Type::None:
        return nullptr;
    }
    animation->setSpec(spec);
    return animation;
}

MotionSpec MotionAnimation::spec() const
{
    return d->spec;
}

void MotionAnimation::setSpec(const MotionSpec &spec)
{
    QString refused = spec.placementError();
    if (refused.isEmpty() && d->model != Motion::Type::None && spec.model() != d->model) {
        refused = QStringLiteral("the motion must be a %1, but got %2")
                          .arg(MotionSpec::modelName(d->model), spec.toString());
    }
    if (!refused.isEmpty()) {
        qWarning("%s: %s", metaObject()->className(), qPrintable(refused));
        return;
    }
    if (spec == d->spec)
        return;
    const MotionSpec old = std::exchange(d->spec, spec);
    // A subclass's properties are the spec's parameters by name.
    Detail::notifyChangedParameters(this, MotionAnimation::staticMetaObject.propertyCount(), old, spec);
    if (old.tolerance() != spec.tolerance())
        Q_EMIT toleranceChanged();
    Q_EMIT motionChanged();
    d->update();
}

QString MotionAnimation::motionSpec() const
{
    return d->spec.toString();
}

void MotionAnimation::setMotionSpec(const QString &motion)
{
    setSpec(MotionSpec::parse(motion));
}

bool MotionAnimation::setParameter(const char *name, double value)
{
    const MotionSpec changed = d->spec.with(QLatin1String(name), value);
    setSpec(changed);
    return d->spec == changed;
}

double MotionAnimation::parameter(const char *name) const
{
    return d->spec.value(QLatin1String(name));
}

QVariant MotionAnimation::startVelocity() const
{
    return d->startVelocity;
}

void MotionAnimation::setStartVelocity(const QVariant &velocity)
{
    if (same(d->startVelocity, velocity))
        return;
    if (const std::optional<Components> given = components(velocity); given && !finite(*given)) {
        qWarning("%s: the start velocity %s is not finite; it stays %s", metaObject()->className(),
                 qPrintable(text(velocity)),
                 qPrintable(d->startVelocity.isValid() ? text(d->startVelocity) : QStringLiteral("at rest")));
        return;
    }
    d->startVelocity = velocity;
    Q_EMIT startVelocityChanged();
    if (state() == QAbstractAnimation::Stopped) {
        d->update(); // planned when next needed
        return;
    }
    {
        const QScopedValueRollback<bool> guard(d->busy, true);
        d->rebuild();
    }
    d->refresh();
}

qreal MotionAnimation::tolerance() const
{
    return d->spec.tolerance();
}

void MotionAnimation::setTolerance(qreal tolerance)
{
    setParameter("tolerance", tolerance);
}

void MotionAnimation::resetTolerance()
{
    setSpec(d->spec.without(u"tolerance"));
}

bool MotionAnimation::durationFromPhysics() const
{
    d->noticeUserDuration();
    return d->durationFromPhysics;
}

void MotionAnimation::setDurationFromPhysics(bool fromPhysics)
{
    if (fromPhysics)
        d->noticeUserDuration(); // a duration set since is the user's, to be replaced now
    if (d->durationFromPhysics == fromPhysics)
        return;
    d->durationFromPhysics = fromPhysics;
    if (fromPhysics)
        d->physicsDuration = QVariantAnimation::duration(); // the user's, replaced below
    Q_EMIT durationFromPhysicsChanged();
    d->applyDuration();
}

int MotionAnimation::duration() const
{
    // follow() notices a duration of the user's before it replaces one (applyDuration());
    // one read of the property then serves both (a read is ~30 instructions, every frame).
    d->follow(d->time);
    const int current = QVariantAnimation::duration();
    d->noticeUserDuration(current);
    d->frameDuration = current;
    d->frameDurationRead = true;
    return current;
}

QVariant MotionAnimation::currentVelocity() const
{
    d->follow(d->time);
    const Plan &plan = d->plan;
    if (!plan.valid || plan.fallback)
        return {};
    return d->atEnd ? value(velocityType(plan.type), zeros(int(plan.tracks.size())))
                    : plan.velocityAt(d->time - plan.origin);
}

QVariant MotionAnimation::finalValue() const
{
    d->follow(d->time);
    return d->plan.valid ? d->plan.end : QVariant();
}

void MotionAnimation::retarget(const QVariant &newEnd)
{
    setEndValue(newEnd);
}

QVariant MotionAnimation::interpolated(const QVariant &from, const QVariant &to, qreal progress) const
{
    // The time from the progress and the duration it was computed with, before follow()
    // may change the duration. A frame's step needs no check unless it seeks before the
    // last retarget.
    const bool step = std::exchange(d->stepping, false);
    if (!step)
        d->noticeIntermediateKeys();
    if (d->intermediateKeys) {
        // progress is within an interval of the ignored keys: the animation's own time.
        progress = QVariantAnimation::duration() > 0 ? qreal(currentTime()) / QVariantAnimation::duration() : 1;
    }
    const double t = d->intermediateKeys
            ? currentTime() / 1000.0
            : progress * (step ? d->frameDuration : QVariantAnimation::duration()) / 1000.0;
    if (!step || t < d->plan.origin)
        d->follow(t);
    d->time = t;
    d->atEnd = progress >= 1;
    if (!d->plan.refused.isEmpty()) {
        // Nothing is written, and nothing changes: the property's value, or with no property
        // the current value as it was (currentValue() computes a missing one through this
        // function: none then).
        if (const QVariant property = d->propertyValue(); property.isValid())
            return property;
        if (d->refusedValue)
            return QVariant();
        const QScopedValueRollback<bool> guard(d->refusedValue, true);
        return currentValue();
    }
    if (!d->plan.valid)
        return QVariantAnimation::interpolated(from, to, progress);
    if (progress >= 1)
        return d->plan.end; // to, unless a new end was refused
    Q_UNUSED(to);
    // The start the plan was made from, not `from`: start() plans from the property's value
    // before it writes that as the start value, and a duration that changes meanwhile makes
    // QVariantAnimation evaluate the old start value (the last run's start, written first).
    if (progress <= 0 && d->plan.origin == 0)
        return d->plan.start.isValid() ? d->plan.start : from;
    // The common case, a qreal, straight from its one track.
    if (d->plan.type.id() == QMetaType::Double && !d->plan.fallback)
        return d->plan.tracks.front().position(t - d->plan.origin);
    return d->valueAt(t);
}

void MotionAnimation::updateCurrentTime(int currentTime)
{
    d->stepping = std::exchange(d->frameDurationRead, false);
    QVariantAnimation::updateCurrentTime(currentTime);
    d->stepping = false;
}

void MotionAnimation::updateCurrentValue(const QVariant &value)
{
    // As QPropertyAnimation: the property is written while the animation runs; not when
    // the values were refused.
    if (state() == QAbstractAnimation::Stopped || !d->target || d->propertyName.isEmpty() || !d->plan.refused.isEmpty())
        return;
    if (!d->propertyResolved) {
        const QMetaObject *meta = d->target->metaObject();
        const QMetaProperty property = meta->property(meta->indexOfProperty(d->propertyName.constData()));
        d->propertyIndex = property.isWritable() ? property.propertyIndex() : -1;
        d->propertyType = property.metaType();
        d->propertyResolved = true;
    }
    // As QPropertyAnimation: a value of the property's own type goes straight to the
    // object's metacall (what QMetaProperty::write() ends with, after checks that cannot
    // fail here); anything else, and dynamic or read-only properties, take QObject's way.
    if (d->propertyIndex >= 0 && value.metaType() == d->propertyType) {
        int status = -1;
        int flags = 0;
        void *argv[] = { const_cast<void *>(value.constData()), const_cast<QVariant *>(&value), &status, &flags };
        QMetaObject::metacall(d->target, QMetaObject::WriteProperty, d->propertyIndex, argv);
    } else {
        d->target->setProperty(d->propertyName.constData(), value);
    }
}

void MotionAnimation::updateState(QAbstractAnimation::State newState, QAbstractAnimation::State oldState)
{
    d->claimProperty(newState);
    if (oldState == QAbstractAnimation::Stopped)
        d->begin();
    QVariantAnimation::updateState(newState, oldState);
    if (newState == QAbstractAnimation::Stopped)
        d->end();
}

QDebug operator<<(QDebug debug, const MotionAnimation *animation)
{
    const QDebugStateSaver saver(debug);
    debug.nospace();
    if (!animation)
        return debug << "Impetus::MotionAnimation(nullptr)";
    const QMetaObject *metaObject = animation->metaObject();
    debug << metaObject->className() << '(' << static_cast<const void *>(animation);
    if (!animation->objectName().isEmpty())
        debug << ", name=" << animation->objectName();
    debug << ", " << animation->state() << ", startValue=" << animation->startValue()
          << ", endValue=" << animation->endValue();
    for (int i = MotionAnimation::staticMetaObject.propertyOffset(); i < metaObject->propertyCount(); ++i) {
        const QMetaProperty property = metaObject->property(i);
        const QVariant value = property.read(animation);
        debug << ", " << property.name() << '=';
        if (value.metaType().flags().testFlag(QMetaType::PointerToQObject))
            debug << value.value<QObject *>();
        else if (value.typeId() == QMetaType::QByteArray || value.typeId() == QMetaType::QString)
            debug << value.toString();
        else if (value.canConvert<QString>())
            debug << qPrintable(value.toString());
        else
            debug << value;
    }
    return debug << ", duration=" << animation->duration() << " ms)";
}

// ---------------------------------------------------------------------------------------
// Each class is the animation held to one model; its properties are the spec's parameters.

SpringAnimation::SpringAnimation(QObject *parent) : MotionAnimation(Motion::Type::Spring, QString(), parent)
{
}

SpringAnimation::~SpringAnimation() = default;

Spring SpringAnimation::spring() const
{
    return *spec().between(0, 0, 0).motion.model<Spring>();
}

qreal SpringAnimation::mass() const
{
    return parameter("mass");
}

void SpringAnimation::setMass(qreal mass)
{
    setParameter("mass", mass);
}

qreal SpringAnimation::stiffness() const
{
    return parameter("stiffness");
}

void SpringAnimation::setStiffness(qreal stiffness)
{
    setParameter("stiffness", stiffness);
}

qreal SpringAnimation::damping() const
{
    return parameter("damping");
}

void SpringAnimation::setDamping(qreal damping)
{
    setParameter("damping", damping);
}

qreal SpringAnimation::dampingRatio() const
{
    return parameter("dampingRatio");
}

void SpringAnimation::setDampingRatio(qreal dampingRatio)
{
    setParameter("dampingRatio", dampingRatio);
}

void SpringAnimation::setDurationAndBounce(qreal duration, qreal bounce)
{
    setSpec(spec().with(u"duration", duration).with(u"bounce", bounce));
}

DecayAnimation::DecayAnimation(QObject *parent) : MotionAnimation(Motion::Type::ExponentialDecay, QString(), parent)
{
}

DecayAnimation::~DecayAnimation() = default;

qreal DecayAnimation::lambda() const
{
    return parameter("lambda");
}

void DecayAnimation::setLambda(qreal lambda)
{
    setParameter("lambda", lambda);
}

qreal DecayAnimation::friction() const
{
    return parameter("friction");
}

void DecayAnimation::setFriction(qreal friction)
{
    setParameter("friction", friction);
}

GravityAnimation::GravityAnimation(QObject *parent) : MotionAnimation(Motion::Type::Gravity, QString(), parent)
{
}

GravityAnimation::~GravityAnimation() = default;

qreal GravityAnimation::acceleration() const
{
    return parameter("acceleration");
}

void GravityAnimation::setAcceleration(qreal acceleration)
{
    setParameter("acceleration", acceleration);
}

BounceAnimation::BounceAnimation(QObject *parent) : MotionAnimation(Motion::Type::Bounce, QString(), parent)
{
}

BounceAnimation::~BounceAnimation() = default;

qreal BounceAnimation::restitution() const
{
    return parameter("restitution");
}

void BounceAnimation::setRestitution(qreal restitution)
{
    setParameter("restitution", restitution);
}

qreal BounceAnimation::gravity() const
{
    return parameter("gravity");
}

void BounceAnimation::setGravity(qreal gravity)
{
    setParameter("gravity", gravity);
}

int BounceAnimation::maxBounces() const
{
    return int(parameter("maxBounces"));
}

void BounceAnimation::setMaxBounces(int maxBounces)
{
    setParameter("maxBounces", maxBounces);
}

} // namespace Impetus