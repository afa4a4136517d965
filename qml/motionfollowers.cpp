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

MotionFollower::MotionFollower(std::unique_ptr<MotionAnimation> animation, QObject *parent)
    : QObject(parent), m_animation(std::move(animation))
{
    MotionAnimation *a = m_animation.get();
    connect(a, &QAbstractAnimation::stateChanged, this,
            [this](QAbstractAnimation::State newState, QAbstractAnimation::State oldState) {
                if (m_restarting || (newState == QAbstractAnimation::Stopped) == (oldState == QAbstractAnimation::Stopped))
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
    connect(a, &MotionAnimation::toleranceChanged, this, &MotionFollower::toleranceChanged);
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
    if (isRunning()) {
        // A kick: the same run goes on from the current position with this velocity.
        m_restarting = true;
        m_animation->stop();
        m_animation->setVelocity(velocity);
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

qreal MotionFollower::tolerance() const
{
    return m_animation->tolerance();
}

void MotionFollower::setTolerance(qreal tolerance)
{
    const InvalidParameter error = InvalidParameter::positive("tolerance", tolerance);
    if (!error.isNull())
        return warn(this, error);
    m_animation->setTolerance(tolerance);
    checkDuration();
}

void MotionFollower::resetTolerance()
{
    m_animation->resetTolerance();
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
    if (!target.isValid() && needsEnd()) {
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

void MotionFollower::parametersChanged()
{
    checkDuration();
}

void MotionFollower::classBegin()
{
    m_complete = false;
}

void MotionFollower::componentComplete()
{
    m_complete = true;
    rebind();
}

// `to` as a value of the property's type, so that the model moves its components.
QVariant MotionFollower::end() const
{
    QVariant value = m_to;
    const QObject *target = m_animation->targetObject();
    if (!value.isValid() || !target)
        return value;
    const QMetaObject *metaObject = target->metaObject();
    const int index = metaObject->indexOfProperty(m_propertyName.toUtf8().constData());
    if (index < 0)
        return {};
    const QMetaType type = metaObject->property(index).metaType();
    if (type.id() == QMetaType::QVariant || value.metaType() == type)
        return value;
    if (!value.convert(type)) {
        qmlWarning(this) << "cannot convert 'to' (" << m_to << ") to the type of " << m_propertyName
                         << " (" << type.name() << ')';
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
    m_animation->setVelocity(m_velocity);
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

SpringFollower::SpringFollower(QObject *parent)
    : MotionFollower(std::make_unique<SpringAnimation>(), parent)
{
    // SpringAnimation's default spring is SpringParameters' default.
}

qreal SpringFollower::mass() const
{
    return m_parameters.value(SpringParameters::Quantity::Mass);
}

void SpringFollower::setMass(qreal mass)
{
    setParameter(SpringParameters::Quantity::Mass, mass);
}

qreal SpringFollower::stiffness() const
{
    return m_parameters.value(SpringParameters::Quantity::Stiffness);
}

void SpringFollower::setStiffness(qreal stiffness)
{
    setParameter(SpringParameters::Quantity::Stiffness, stiffness);
}

qreal SpringFollower::damping() const
{
    return m_parameters.value(SpringParameters::Quantity::Damping);
}

void SpringFollower::setDamping(qreal damping)
{
    setParameter(SpringParameters::Quantity::Damping, damping);
}

qreal SpringFollower::dampingRatio() const
{
    return m_parameters.value(SpringParameters::Quantity::DampingRatio);
}

void SpringFollower::setDampingRatio(qreal dampingRatio)
{
    setParameter(SpringParameters::Quantity::DampingRatio, dampingRatio);
}

void SpringFollower::setParameter(SpringParameters::Quantity quantity, qreal value)
{
    using Q = SpringParameters::Quantity;
    const SpringParameters next = m_parameters.with(quantity, value);
    const Spring spring = next.spring();
    if (!spring.isValid())
        return warn(this, spring.error());
    const SpringParameters old = std::exchange(m_parameters, next);
    // The animation's setters keep the damping ratio when the mass or stiffness changes;
    // the last one sets the damping parameter given, so it ends on exactly this spring.
    auto *animation = static_cast<SpringAnimation *>(this->animation());
    animation->setMass(next.mass);
    animation->setStiffness(next.stiffness);
    if (next.dampingGiven)
        animation->setDamping(next.damping);
    else
        animation->setDampingRatio(next.dampingRatio);
    const auto changed = [&](Q q) { return old.value(q) != next.value(q) || q == quantity; };
    if (changed(Q::Mass))
        Q_EMIT massChanged();
    if (changed(Q::Stiffness))
        Q_EMIT stiffnessChanged();
    if (changed(Q::Damping))
        Q_EMIT dampingChanged();
    if (changed(Q::DampingRatio))
        Q_EMIT dampingRatioChanged();
    parametersChanged();
}

// ---------------------------------------------------------------------------------------

DecayFollower::DecayFollower(QObject *parent)
    : MotionFollower(std::make_unique<DecayAnimation>(), parent)
{
    connect(static_cast<DecayAnimation *>(animation()), &DecayAnimation::lambdaChanged, this,
            &DecayFollower::lambdaChanged);
}

qreal DecayFollower::lambda() const
{
    return static_cast<DecayAnimation *>(animation())->lambda();
}

void DecayFollower::setLambda(qreal lambda)
{
    const InvalidParameter error = InvalidParameter::positive("lambda", lambda);
    if (!error.isNull())
        return warn(this, error);
    static_cast<DecayAnimation *>(animation())->setLambda(lambda);
    parametersChanged();
}

qreal DecayFollower::friction() const
{
    return static_cast<DecayAnimation *>(animation())->friction();
}

void DecayFollower::setFriction(qreal friction)
{
    if (!(friction > 0 && friction < 1))
        return warn(this, InvalidParameter("friction", "in (0, 1)", friction));
    static_cast<DecayAnimation *>(animation())->setFriction(friction);
    parametersChanged();
}

// ---------------------------------------------------------------------------------------

GravityFollower::GravityFollower(QObject *parent)
    : MotionFollower(std::make_unique<GravityAnimation>(), parent)
{
    connect(static_cast<GravityAnimation *>(animation()), &GravityAnimation::accelerationChanged,
            this, &GravityFollower::accelerationChanged);
}

qreal GravityFollower::acceleration() const
{
    return static_cast<GravityAnimation *>(animation())->acceleration();
}

void GravityFollower::setAcceleration(qreal acceleration)
{
    const InvalidParameter error = InvalidParameter::positive("acceleration", acceleration);
    if (!error.isNull())
        return warn(this, error);
    static_cast<GravityAnimation *>(animation())->setAcceleration(acceleration);
    parametersChanged();
}

// ---------------------------------------------------------------------------------------

BounceFollower::BounceFollower(QObject *parent)
    : MotionFollower(std::make_unique<BounceAnimation>(), parent)
{
    auto *bounce = static_cast<BounceAnimation *>(animation());
    connect(bounce, &BounceAnimation::restitutionChanged, this, &BounceFollower::restitutionChanged);
    connect(bounce, &BounceAnimation::gravityChanged, this, &BounceFollower::gravityChanged);
    connect(bounce, &BounceAnimation::maxBouncesChanged, this, &BounceFollower::maxBouncesChanged);
}

qreal BounceFollower::restitution() const
{
    return static_cast<BounceAnimation *>(animation())->restitution();
}

void BounceFollower::setRestitution(qreal restitution)
{
    const InvalidParameter error = Bounce::fromDrop(1, restitution, -1).error();
    if (!error.isNull())
        return warn(this, error);
    static_cast<BounceAnimation *>(animation())->setRestitution(restitution);
    parametersChanged();
}

qreal BounceFollower::gravity() const
{
    return static_cast<BounceAnimation *>(animation())->gravity();
}

void BounceFollower::setGravity(qreal gravity)
{
    const InvalidParameter error = InvalidParameter::positive("gravity", gravity);
    if (!error.isNull())
        return warn(this, error);
    static_cast<BounceAnimation *>(animation())->setGravity(gravity);
    parametersChanged();
}

int BounceFollower::maxBounces() const
{
    return static_cast<BounceAnimation *>(animation())->maxBounces();
}

void BounceFollower::setMaxBounces(int maxBounces)
{
    const InvalidParameter error = Bounce::fromDrop(1, 0.5, -1, maxBounces).error();
    if (!error.isNull())
        return warn(this, error);
    static_cast<BounceAnimation *>(animation())->setMaxBounces(maxBounces);
    parametersChanged();
}

} // namespace Impetus::Qml
