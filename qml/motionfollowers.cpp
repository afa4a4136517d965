// SPDX-License-Identifier: MIT
#include "motionfollowers.h"

#include <impetus/motionanimation.h>

#include <QtCore/qmetaobject.h>
#include <QtCore/qpoint.h>
#include <QtQml/qqmlinfo.h>

#include <utility>

namespace Impetus::Qml {

namespace {

// Whether a start velocity is "at rest": null, or a number or point that is zero.
bool atRest(const QVariant &velocity)
{
    switch (velocity.typeId()) {
    case QMetaType::UnknownType:
        return true;
    case QMetaType::Int:
    case QMetaType::Double:
    case QMetaType::Float:
        return velocity.toDouble() == 0;
    case QMetaType::QPointF:
        return velocity.toPointF().isNull();
    default:
        return false;
    }
}

} // namespace

MotionFollower::MotionFollower(Motion::Type model, QObject *parent)
    : QObject(parent), SpecElement(this, model, InvalidSpecs::Refused),
      m_animation(std::make_unique<MotionAnimation>(MotionSpec(model).toString()))
{
    MotionAnimation *a = m_animation.get();
    connect(a, &QAbstractAnimation::stateChanged, this,
            [this](QAbstractAnimation::State newState, QAbstractAnimation::State oldState) {
                if (m_restarting
                    || (newState == QAbstractAnimation::Stopped) == (oldState == QAbstractAnimation::Stopped))
                    return;
                Q_EMIT runningChanged();
                if (oldState == QAbstractAnimation::Stopped)
                    Q_EMIT started();
            });
    connect(a, &QAbstractAnimation::finished, this, [this] {
        if (m_restarting)
            return;
        rest();
        Q_EMIT finished();
    });
    connect(a, &QVariantAnimation::valueChanged, this, &MotionFollower::velocityChanged);
}

MotionFollower::~MotionFollower()
{
    // The animation stops as it goes: nothing of this half-destroyed object may hear it.
    disconnect(m_animation.get(), nullptr, this, nullptr);
}

QObject *MotionFollower::target() const
{
    return m_animation->targetObject();
}

void MotionFollower::setTarget(QObject *target)
{
    if (m_animation->targetObject() == target)
        return;
    stop();
    m_animation->setTargetObject(target);
    Q_EMIT targetChanged();
    rebind();
}

void MotionFollower::setPropertyName(const QString &name)
{
    if (m_propertyName == name)
        return;
    stop();
    m_propertyName = name;
    m_animation->setPropertyName(name.toUtf8());
    Q_EMIT propertyChanged();
    rebind();
}

void MotionFollower::setTo(const QVariant &to)
{
    // A change of type is a change (QVariant's == would say 1 == 1.0).
    if (m_to.metaType() == to.metaType() && m_to == to)
        return;
    m_to = to;
    Q_EMIT toChanged();
    // Told to move with nothing to move: said once (until a target and property are set),
    // not while the component is being created (a target may come later).
    if (m_complete && m_enabled && (!m_animation->targetObject() || m_propertyName.isEmpty())) {
        if (!std::exchange(m_warnedUnbound, true))
            qmlWarning(this) << "moves nothing to " << describe(to) << ": it needs a target and a property";
        return;
    }
    m_warnedUnbound = false;
    follow();
}

QVariant MotionFollower::velocity() const
{
    if (isRunning())
        return m_animation->currentVelocity();
    return m_velocity.isValid() ? m_velocity : QVariant(0.0);
}

void MotionFollower::setVelocity(const QVariant &velocity)
{
    if (!isFinite(velocity))
        return warn(this, QStringLiteral("refuses the velocity %1: it must be finite").arg(describe(velocity)));
    if (isRunning()) {
        // A kick: the same run goes on from the current position with this velocity.
        m_restarting = true;
        m_animation->stop();
        m_animation->setStartVelocity(velocity);
        m_animation->start();
        m_restarting = false;
        Q_EMIT velocityChanged();
        checkDuration();
        return;
    }
    if (m_velocity.metaType() == velocity.metaType() && m_velocity == velocity)
        return;
    m_velocity = velocity;
    Q_EMIT velocityChanged();
}

MotionSpec MotionFollower::spec() const
{
    return m_animation->spec();
}

void MotionFollower::write(const WrittenSpec &written)
{
    if (!canPlay(written))
        return;
    m_written = written;
    const MotionSpec before = spec();
    if (before == written.spec())
        return;
    m_animation->setSpec(written.spec());
    notifySpecChanged(before, MotionFollower::staticMetaObject.propertyCount());
    checkDuration();
}

void MotionFollower::setEnabled(bool enabled)
{
    if (m_enabled == enabled)
        return;
    m_enabled = enabled;
    if (!enabled)
        stop();
    Q_EMIT enabledChanged();
    follow();
}

bool MotionFollower::isRunning() const
{
    return m_animation->state() != QAbstractAnimation::Stopped;
}

int MotionFollower::duration() const
{
    return m_duration;
}

void MotionFollower::start()
{
    if (isRunning())
        return;
    if (!m_animation->targetObject() || m_propertyName.isEmpty()) {
        qmlWarning(this) << "start() needs a target and a property";
        return;
    }
    const QVariant target = end();
    // A decay and a fling can coast to rest.
    if (!target.isValid() && model() != Motion::Type::ExponentialDecay && model() != Motion::Type::Fling) {
        qmlWarning(this) << "start() needs a value for 'to'";
        return;
    }
    run(target);
}

void MotionFollower::stop()
{
    if (!isRunning())
        return;
    m_animation->stop();
    rest();
}

void MotionFollower::complete()
{
    if (isRunning())
        m_animation->setCurrentTime(m_animation->duration());
}

void MotionFollower::classBegin()
{
    m_complete = false;
}

void MotionFollower::componentComplete()
{
    m_complete = true;
    warn(this, m_written.conflict());
    rebind();
}

// `to` as a value of the property's type, so that the model moves its components.
QVariant MotionFollower::end() const
{
    QVariant value = movable(m_to);
    const QObject *target = m_animation->targetObject();
    if (!value.isValid() || !target)
        return value;
    const QMetaObject *metaObject = target->metaObject();
    const int index = metaObject->indexOfProperty(m_propertyName.toUtf8().constData());
    if (index < 0)
        return {};
    const QMetaType type = metaObject->property(index).metaType();
    if (type.id() != QMetaType::QVariant && value.metaType() != type && !value.convert(type)) {
        qmlWarning(this) << "cannot convert 'to' (" << m_to << ") to the type of " << m_propertyName << " ("
                         << type.name() << ')';
        return {};
    }
    // Never applied: an end that is not finite, or a property whose values have no
    // components to move (a string would be written empty).
    if (!isFinite(value)) {
        warn(this,
             QStringLiteral("refuses to move %1 to %2: the values must be finite").arg(m_propertyName, describe(m_to)));
        return {};
    }
    if (!isMovable(value)) {
        warn(this, cannotMove(m_propertyName, type.id() == QMetaType::QVariant ? value.metaType() : type));
        return {};
    }
    return value;
}

void MotionFollower::follow()
{
    const QObject *target = m_animation->targetObject();
    if (!m_complete || !m_enabled || !target || m_propertyName.isEmpty())
        return;
    const QVariant end = this->end();
    if (!end.isValid())
        return;
    if (isRunning()) {
        m_animation->retarget(end);
        checkDuration();
        return;
    }
    const QVariant current = target->property(m_propertyName.toUtf8().constData());
    if (current.metaType() == end.metaType() && current == end && atRest(m_velocity))
        return;
    run(end);
}

void MotionFollower::run(const QVariant &end)
{
    m_animation->setEndValue(end);
    m_animation->setStartVelocity(m_velocity);
    m_animation->start();
    checkDuration();
}

// After a change of target or property: check the property exists, then follow `to`.
void MotionFollower::rebind()
{
    const QObject *target = m_animation->targetObject();
    if (!m_complete || !target || m_propertyName.isEmpty())
        return;
    if (target->metaObject()->indexOfProperty(m_propertyName.toUtf8().constData()) < 0) {
        qmlWarning(this) << "the target has no property '" << m_propertyName << "'";
        return;
    }
    follow();
}

void MotionFollower::checkDuration()
{
    const int duration = m_animation->duration();
    if (duration == m_duration)
        return;
    m_duration = duration;
    Q_EMIT durationChanged();
}

// Stopped or arrived: at rest, where the next motion starts without velocity.
void MotionFollower::rest()
{
    m_velocity = QVariant();
    Q_EMIT velocityChanged();
}

// ---------------------------------------------------------------------------------------

SpringFollower::SpringFollower(QObject *parent) : MotionFollower(Motion::Type::Spring, parent)
{
}

DecayFollower::DecayFollower(QObject *parent) : MotionFollower(Motion::Type::ExponentialDecay, parent)
{
}

GravityFollower::GravityFollower(QObject *parent) : MotionFollower(Motion::Type::Gravity, parent)
{
}

BounceFollower::BounceFollower(QObject *parent) : MotionFollower(Motion::Type::Bounce, parent)
{
}

FlingFollower::FlingFollower(QObject *parent) : MotionFollower(Motion::Type::Fling, parent)
{
}

} // namespace Impetus::Qml
