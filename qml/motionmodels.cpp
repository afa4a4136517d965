// SPDX-License-Identifier: MIT
#include "motionmodels.h"

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

MotionModel::MotionModel(QObject *parent) : QObject(parent) { }

MotionModel::~MotionModel() = default;

void MotionModel::setStartPosition(qreal position)
{
    if (m_startPosition == position)
        return;
    m_startPosition = position;
    Q_EMIT startPositionChanged();
    update();
}

void MotionModel::setStartVelocity(qreal velocity)
{
    if (m_startVelocity == velocity)
        return;
    m_startVelocity = velocity;
    Q_EMIT startVelocityChanged();
    update();
}

void MotionModel::setTolerance(qreal tolerance)
{
    if (m_tolerance == tolerance)
        return;
    m_tolerance = tolerance;
    Q_EMIT toleranceChanged();
    update();
}

qreal MotionModel::finalPosition() const
{
    return isValid() ? m_motion.finalPosition() : held(m_startPosition);
}

qreal MotionModel::settleTime() const
{
    return isValid() ? m_motion.settleTime(m_tolerance) : 0.0;
}

qreal MotionModel::position(qreal t) const
{
    return isValid() ? m_motion.position(t) : held(m_startPosition);
}

qreal MotionModel::velocity(qreal t) const
{
    return isValid() ? m_motion.velocity(t) : 0.0;
}

bool MotionModel::isAtRest(qreal t) const
{
    return t >= settleTime();
}

void MotionModel::update()
{
    if (!m_complete)
        return;
    m_motion = build();
    // The library names a model's start state after its own formulas; QML has one name.
    m_error = InvalidParameter::first({
            renamed(m_motion.error(), { { "x0", "startPosition" }, { "v0", "startVelocity" },
                                        { "height", "startPosition" }, { "velocity", "startVelocity" } }),
            InvalidParameter::positive("tolerance", m_tolerance),
    });
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
    update();
}

// ---------------------------------------------------------------------------------------

SpringModel::SpringModel(QObject *parent) : MotionModel(parent)
{
    update();
}

qreal SpringModel::mass() const
{
    return m_parameters.value(SpringParameters::Quantity::Mass);
}

void SpringModel::setMass(qreal mass)
{
    setParameter(SpringParameters::Quantity::Mass, mass);
}

qreal SpringModel::stiffness() const
{
    return m_parameters.value(SpringParameters::Quantity::Stiffness);
}

void SpringModel::setStiffness(qreal stiffness)
{
    setParameter(SpringParameters::Quantity::Stiffness, stiffness);
}

qreal SpringModel::damping() const
{
    return m_parameters.value(SpringParameters::Quantity::Damping);
}

void SpringModel::setDamping(qreal damping)
{
    setParameter(SpringParameters::Quantity::Damping, damping);
}

qreal SpringModel::dampingRatio() const
{
    return m_parameters.value(SpringParameters::Quantity::DampingRatio);
}

void SpringModel::setDampingRatio(qreal dampingRatio)
{
    setParameter(SpringParameters::Quantity::DampingRatio, dampingRatio);
}

void SpringModel::setRestPosition(qreal position)
{
    if (m_restPosition == position)
        return;
    m_restPosition = position;
    Q_EMIT restPositionChanged();
    update();
}

void SpringModel::setParameter(SpringParameters::Quantity quantity, qreal value)
{
    using Q = SpringParameters::Quantity;
    const SpringParameters old = std::exchange(m_parameters, m_parameters.with(quantity, value));
    // Writing the damping parameter that is not the source yet switches the source, even
    // with the value it already reads.
    if (old.dampingGiven == m_parameters.dampingGiven && old.value(quantity) == value)
        return;
    const auto changed = [&](Q q) { return old.value(q) != m_parameters.value(q) || q == quantity; };
    if (changed(Q::Mass))
        Q_EMIT massChanged();
    if (changed(Q::Stiffness))
        Q_EMIT stiffnessChanged();
    if (changed(Q::Damping))
        Q_EMIT dampingChanged();
    if (changed(Q::DampingRatio))
        Q_EMIT dampingRatioChanged();
    update();
}

Motion SpringModel::build() const
{
    return m_parameters.spring().withRestPosition(m_restPosition).withStart(startPosition(), startVelocity());
}

// ---------------------------------------------------------------------------------------

DecayModel::DecayModel(QObject *parent) : MotionModel(parent)
{
    update();
}

qreal DecayModel::lambda() const
{
    if (!m_frictionGiven)
        return m_lambda;
    const double lambda = -std::log(m_friction);
    return std::isfinite(lambda) ? lambda : 0.0;
}

void DecayModel::setLambda(qreal lambda)
{
    if (!m_frictionGiven && m_lambda == lambda)
        return;
    m_lambda = lambda;
    m_frictionGiven = false;
    Q_EMIT lambdaChanged();
    update();
}

qreal DecayModel::friction() const
{
    return m_frictionGiven ? m_friction : std::exp(-m_lambda);
}

void DecayModel::setFriction(qreal friction)
{
    if (m_frictionGiven && m_friction == friction)
        return;
    m_friction = friction;
    m_frictionGiven = true;
    Q_EMIT lambdaChanged();
    update();
}

qreal DecayModel::timeToReach(qreal position) const
{
    const auto decay = motion().model<ExponentialDecay>();
    return isValid() && decay ? decay->timeToReach(position) : qInf();
}

Motion DecayModel::build() const
{
    return m_frictionGiven ? ExponentialDecay::fromFriction(startPosition(), startVelocity(), m_friction)
                           : ExponentialDecay(startPosition(), startVelocity(), m_lambda);
}

// ---------------------------------------------------------------------------------------

GravityModel::GravityModel(QObject *parent) : MotionModel(parent)
{
    update();
}

void GravityModel::setAcceleration(qreal acceleration)
{
    if (m_acceleration == acceleration)
        return;
    m_acceleration = acceleration;
    Q_EMIT accelerationChanged();
    update();
}

qreal GravityModel::timeToReach(qreal position) const
{
    const auto gravity = motion().model<Gravity>();
    return isValid() && gravity ? gravity->timeToReach(position) : qInf();
}

Motion GravityModel::build() const
{
    return Gravity(startPosition(), startVelocity(), m_acceleration);
}

// ---------------------------------------------------------------------------------------

BounceModel::BounceModel(QObject *parent) : MotionModel(parent)
{
    update();
}

void BounceModel::setRestitution(qreal restitution)
{
    if (m_restitution == restitution)
        return;
    m_restitution = restitution;
    Q_EMIT restitutionChanged();
    update();
}

void BounceModel::setGravity(qreal gravity)
{
    if (m_gravity == gravity)
        return;
    m_gravity = gravity;
    Q_EMIT gravityChanged();
    update();
}

void BounceModel::setMaxBounces(int maxBounces)
{
    if (m_maxBounces == maxBounces)
        return;
    m_maxBounces = maxBounces;
    Q_EMIT maxBouncesChanged();
    update();
}

qreal BounceModel::restTime() const
{
    const auto bounce = motion().model<Bounce>();
    return isValid() && bounce ? bounce->restTime() : 0.0;
}

qreal BounceModel::bounceCount(qreal t) const
{
    const auto bounce = motion().model<Bounce>();
    return isValid() && bounce ? bounce->bounceCount(t) : 0.0;
}

Motion BounceModel::build() const
{
    return Bounce::fromState(startPosition(), startVelocity(), m_restitution, m_gravity, m_maxBounces);
}

} // namespace Impetus::Qml
