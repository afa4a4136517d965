// SPDX-License-Identifier: MIT
#include "motionmodels.h"
#include "motionspec/specnotify_p.h"

#include <QtQml/qqmlengine.h>

#include <cmath>
#include <utility>

namespace Impetus::Qml {

namespace {

// The start state as written, where an invalid model is held (0 if that is not finite).
double held(double position)
{
    return std::isfinite(position) ? position : 0.0;
}

} // namespace

MotionModel::MotionModel(Motion::Type model, QObject *parent)
    : QObject(parent), SpecElement(this, model, InvalidSpecs::Shown)
{
    update();
}

MotionModel::~MotionModel() = default;

// Unlike a follower or an animation, a model takes an invalid spec and shows its error
// (update()). Its start state and tolerance are parameters among its own properties, all
// notified by name; motionChanged() comes with update(), once the model is rebuilt.
void MotionModel::write(const WrittenSpec &written)
{
    const MotionSpec before = m_written.spec();
    m_written = written;
    // Written again: the later write counts.
    const bool wasConflict = !std::exchange(m_conflict, QString()).isEmpty();
    if (!wasConflict && before == m_written.spec() && before.errorString() == m_written.spec().errorString())
        return;
    Detail::notifyChangedParameters(this, MotionModel::staticMetaObject.propertyOffset(), before, m_written.spec());
    update();
}

qreal MotionModel::finalPosition() const
{
    return isValid() ? m_motion.finalPosition() : held(startPosition());
}

qreal MotionModel::settleTime() const
{
    return isValid() ? spec().settleTime() : 0.0;
}

qreal MotionModel::position(qreal t) const
{
    return isCurrent() ? m_motion.position(t) : held(startPosition());
}

qreal MotionModel::velocity(qreal t) const
{
    return isCurrent() ? m_motion.velocity(t) : 0.0;
}

bool MotionModel::isAtRest(qreal t) const
{
    isCurrent();
    return t >= settleTime();
}

// A binding that calls a function of the model (`property real p: spring.position(0.1)`)
// depends on its motion as if it read a property: it is evaluated again when the model
// is complete and whenever a parameter changes.
bool MotionModel::isCurrent() const
{
    if (QQmlEngine *engine = qmlEngine(this)) {
        static const QMetaProperty motion = staticMetaObject.property(staticMetaObject.indexOfProperty("motion"));
        engine->captureProperty(const_cast<MotionModel *>(this), motion);
    }
    return isValid();
}

void MotionModel::update()
{
    if (!m_complete)
        return;
    const MotionSpec &spec = m_written.spec();
    m_error = m_conflict.isEmpty() ? spec.errorString() : m_conflict;
    m_motion = m_error.isEmpty() ? spec.motion() : Motion();
    warn(this, m_error);
    Q_EMIT motionChanged();
}

void MotionModel::classBegin()
{
    m_complete = false;
}

void MotionModel::componentComplete()
{
    m_complete = true;
    m_conflict = m_written.conflict();
    update();
}

// ---------------------------------------------------------------------------------------

SpringModel::SpringModel(QObject *parent) : MotionModel(Motion::Type::Spring, parent)
{
}

// ---------------------------------------------------------------------------------------

DecayModel::DecayModel(QObject *parent) : MotionModel(Motion::Type::ExponentialDecay, parent)
{
}

qreal DecayModel::timeToReach(qreal position) const
{
    const auto decay = resolvedMotion().model<ExponentialDecay>();
    return isCurrent() && decay ? decay->timeToReach(position) : qInf();
}

// ---------------------------------------------------------------------------------------

GravityModel::GravityModel(QObject *parent) : MotionModel(Motion::Type::Gravity, parent)
{
}

qreal GravityModel::timeToReach(qreal position) const
{
    const auto gravity = resolvedMotion().model<Gravity>();
    return isCurrent() && gravity ? gravity->timeToReach(position) : qInf();
}

// ---------------------------------------------------------------------------------------

BounceModel::BounceModel(QObject *parent) : MotionModel(Motion::Type::Bounce, parent)
{
}

qreal BounceModel::restTime() const
{
    const auto bounce = resolvedMotion().model<Bounce>();
    return isValid() && bounce ? bounce->restTime() : 0.0;
}

qreal BounceModel::bounceCount(qreal t) const
{
    const auto bounce = resolvedMotion().model<Bounce>();
    return isCurrent() && bounce ? bounce->bounceCount(t) : 0.0;
}

// ---------------------------------------------------------------------------------------

FlingModel::FlingModel(QObject *parent) : MotionModel(Motion::Type::Fling, parent)
{
}

qreal FlingModel::duration() const
{
    const auto fling = resolvedMotion().model<Fling>();
    return isValid() && fling ? fling->duration() : 0.0;
}

qreal FlingModel::distance() const
{
    const auto fling = resolvedMotion().model<Fling>();
    return isValid() && fling ? fling->distance() : 0.0;
}

qreal FlingModel::timeToReach(qreal position) const
{
    const auto fling = resolvedMotion().model<Fling>();
    return isCurrent() && fling ? fling->timeToReach(position) : qInf();
}

} // namespace Impetus::Qml
