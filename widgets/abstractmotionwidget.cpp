// SPDX-License-Identifier: MIT
#include "abstractmotionwidget.h"

#include <impetus/motionanimation.h>

#include <QtCore/qeasingcurve.h>
#include <QtCore/qmath.h>

#include <cmath>

namespace Impetus {

namespace {

// componentMotion() is the animations' own rule for one component; it is protected, so it
// is reached through a pointer to member named in a class derived from MotionAnimation.
class ComponentRule : public MotionAnimation
{
public:
    static ComponentMotion of(const MotionAnimation &animation, double end, double velocity)
    {
        const auto rule = &ComponentRule::componentMotion;
        return (animation.*rule)(0, end, velocity, 1);
    }
};

bool same(double a, double b)
{
    return a == b || (std::isnan(a) && std::isnan(b));
}

constexpr double DefaultSpringDuration = 0.5;

} // namespace

class AbstractMotionWidget::Private
{
public:
    explicit Private(AbstractMotionWidget *q) : q(q) { plan(); }

    void set(double &field, double value);
    void changed();
    void plan();
    InvalidParameter check() const;
    std::unique_ptr<MotionAnimation> animation() const;

    AbstractMotionWidget *const q;
    ModelType type = Spring;
    double distance = 100;
    double velocity = 0;
    double mass = 1;
    double stiffness = std::pow(2 * M_PI / DefaultSpringDuration, 2);
    double dampingRatio = 0.5;
    double lambda = 2;
    double acceleration = 2000;
    double gravity = 2000;
    double restitution = 0.5;
    int maxBounces = Impetus::Bounce::Unlimited;
    double tolerance = 0.5;
    InvalidParameter refused; // a derived parameter that could not be taken

    // The plan: the component motion of the matching animation, or an error.
    InvalidParameter error;
    MotionAnimation::ComponentMotion component;
    double settle = 0;
};

void AbstractMotionWidget::Private::set(double &field, double value)
{
    if (same(field, value) && refused.isNull())
        return;
    field = value;
    changed();
}

void AbstractMotionWidget::Private::changed()
{
    refused = {};
    plan();
    Q_EMIT q->motionChanged();
}

// Checked here, in the order a reader fixes them, so that building the animation never
// warns: its setters refuse exactly what these rules refuse.
InvalidParameter AbstractMotionWidget::Private::check() const
{
    InvalidParameter model("modelType", "Spring, Decay, Gravity or Bounce", type);
    switch (type) {
    case Spring:
        model = Impetus::Spring::fromDampingRatio(mass, stiffness, dampingRatio).error();
        break;
    case Decay:
        model = InvalidParameter::positive("lambda", lambda);
        break;
    case Gravity:
        model = InvalidParameter::positive("acceleration", acceleration);
        break;
    case Bounce:
        model = InvalidParameter::first({ InvalidParameter::positive("gravity", gravity),
                                          Impetus::Bounce::fromDrop(1, restitution, -1, maxBounces).error() });
        break;
    }
    return InvalidParameter::first({ refused, model, InvalidParameter::nonZero("distance", distance),
                                     InvalidParameter::finite("velocity", velocity),
                                     InvalidParameter::positive("tolerance", tolerance) });
}

std::unique_ptr<MotionAnimation> AbstractMotionWidget::Private::animation() const
{
    switch (type) {
    case Spring: {
        auto spring = std::make_unique<SpringAnimation>();
        spring->setMass(mass);
        spring->setStiffness(stiffness);
        spring->setDampingRatio(dampingRatio);
        return spring;
    }
    case Decay: {
        auto decay = std::make_unique<DecayAnimation>();
        decay->setLambda(lambda);
        return decay;
    }
    case Gravity: {
        auto gravity = std::make_unique<GravityAnimation>();
        gravity->setAcceleration(acceleration);
        return gravity;
    }
    case Bounce: {
        auto bounce = std::make_unique<BounceAnimation>();
        bounce->setGravity(gravity);
        bounce->setRestitution(restitution);
        bounce->setMaxBounces(maxBounces);
        return bounce;
    }
    }
    return nullptr;
}

void AbstractMotionWidget::Private::plan()
{
    component = {};
    settle = 0;
    error = check();
    if (!error.isNull())
        return;
    component = ComponentRule::of(*animation(), distance, velocity);
    // Parameters that pass every rule can still be beyond what a model represents (a
    // stiffness of 1e300 with a mass of 1e-300): the model says so.
    if (!component.motion.isValid()) {
        error = component.motion.error();
        component = {};
        return;
    }
    settle = std::fmin(component.arrival, component.motion.settleTime(tolerance));
}

AbstractMotionWidget::AbstractMotionWidget(QWidget *parent)
    : QWidget(parent), d(std::make_unique<Private>(this))
{
}

AbstractMotionWidget::~AbstractMotionWidget() = default;

AbstractMotionWidget::ModelType AbstractMotionWidget::modelType() const
{
    return d->type;
}

void AbstractMotionWidget::setModelType(ModelType type)
{
    if (type == d->type && d->refused.isNull())
        return;
    d->type = type;
    d->changed();
}

qreal AbstractMotionWidget::distance() const
{
    return d->distance;
}

void AbstractMotionWidget::setDistance(qreal distance)
{
    d->set(d->distance, distance);
}

qreal AbstractMotionWidget::velocity() const
{
    return d->velocity;
}

void AbstractMotionWidget::setVelocity(qreal velocity)
{
    d->set(d->velocity, velocity);
}

qreal AbstractMotionWidget::mass() const
{
    return d->mass;
}

void AbstractMotionWidget::setMass(qreal mass)
{
    d->set(d->mass, mass);
}

qreal AbstractMotionWidget::stiffness() const
{
    return d->stiffness;
}

void AbstractMotionWidget::setStiffness(qreal stiffness)
{
    d->set(d->stiffness, stiffness);
}

qreal AbstractMotionWidget::dampingRatio() const
{
    return d->dampingRatio;
}

void AbstractMotionWidget::setDampingRatio(qreal dampingRatio)
{
    d->set(d->dampingRatio, dampingRatio);
}

qreal AbstractMotionWidget::springDuration() const
{
    return 2 * M_PI * std::sqrt(d->mass / d->stiffness);
}

void AbstractMotionWidget::setSpringDuration(qreal duration)
{
    const InvalidParameter error = InvalidParameter::positive("springDuration", duration);
    if (!error.isNull()) {
        d->refused = error;
        d->plan();
        Q_EMIT motionChanged();
        return;
    }
    d->set(d->stiffness, std::pow(2 * M_PI / duration, 2) * d->mass);
}

qreal AbstractMotionWidget::springBounce() const
{
    return d->dampingRatio <= 1 ? 1 - d->dampingRatio : 1 / d->dampingRatio - 1;
}

void AbstractMotionWidget::setSpringBounce(qreal bounce)
{
    if (!(bounce > -1 && bounce <= 1)) {
        d->refused = InvalidParameter("springBounce", "in (-1, 1]", bounce);
        d->plan();
        Q_EMIT motionChanged();
        return;
    }
    d->set(d->dampingRatio, bounce >= 0 ? 1 - bounce : 1 / (1 + bounce));
}

qreal AbstractMotionWidget::lambda() const
{
    return d->lambda;
}

void AbstractMotionWidget::setLambda(qreal lambda)
{
    d->set(d->lambda, lambda);
}

qreal AbstractMotionWidget::acceleration() const
{
    return d->acceleration;
}

void AbstractMotionWidget::setAcceleration(qreal acceleration)
{
    d->set(d->acceleration, acceleration);
}

qreal AbstractMotionWidget::gravity() const
{
    return d->gravity;
}

void AbstractMotionWidget::setGravity(qreal gravity)
{
    d->set(d->gravity, gravity);
}

qreal AbstractMotionWidget::restitution() const
{
    return d->restitution;
}

void AbstractMotionWidget::setRestitution(qreal restitution)
{
    d->set(d->restitution, restitution);
}

int AbstractMotionWidget::maxBounces() const
{
    return d->maxBounces;
}

void AbstractMotionWidget::setMaxBounces(int maxBounces)
{
    if (maxBounces == d->maxBounces && d->refused.isNull())
        return;
    d->maxBounces = maxBounces;
    d->changed();
}

qreal AbstractMotionWidget::tolerance() const
{
    return d->tolerance;
}

void AbstractMotionWidget::setTolerance(qreal tolerance)
{
    d->set(d->tolerance, tolerance);
}

bool AbstractMotionWidget::isValid() const
{
    return d->error.isNull();
}

QString AbstractMotionWidget::errorString() const
{
    return d->error.message();
}

Motion AbstractMotionWidget::motion() const
{
    return d->component.motion;
}

Easing AbstractMotionWidget::easing() const
{
    if (!isValid())
        return {};
    if (d->type == Gravity)
        return Easing::reaching(d->component.motion, d->distance);
    return Easing::settling(d->component.motion, d->tolerance / std::fabs(d->distance));
}

QEasingCurve AbstractMotionWidget::easingCurve() const
{
    return easing().toEasingCurve();
}

qreal AbstractMotionWidget::positionAt(qreal seconds) const
{
    if (!isValid() || !(seconds > 0))
        return 0;
    if (seconds >= d->component.arrival)
        return d->distance;
    return d->component.origin + d->component.direction * d->component.motion.position(seconds);
}

qreal AbstractMotionWidget::velocityAt(qreal seconds) const
{
    if (!isValid() || !(seconds >= 0) || seconds >= d->component.arrival)
        return 0;
    return d->component.direction * d->component.motion.velocity(seconds);
}

QPair<qreal, qreal> AbstractMotionWidget::positionRange(qreal from, qreal to) const
{
    constexpr int Samples = 2000;
    QPair<qreal, qreal> range(std::fmin(0, d->distance), std::fmax(0, d->distance));
    if (!isValid() || !std::isfinite(range.first) || !std::isfinite(range.second))
        return { 0, 1 };
    for (int i = 0; i < Samples; ++i) {
        const double x = positionAt(from + (to - from) * i / (Samples - 1));
        range.first = std::fmin(range.first, x);
        range.second = std::fmax(range.second, x);
    }
    return range;
}

qreal AbstractMotionWidget::settleTime() const
{
    return d->settle;
}

QByteArrayList AbstractMotionWidget::parameterNames()
{
    return { "modelType", "distance", "velocity", "mass", "stiffness", "dampingRatio", "lambda",
             "acceleration", "gravity", "restitution", "maxBounces", "tolerance" };
}

MotionAnimation *AbstractMotionWidget::createAnimation(QObject *parent) const
{
    if (!isValid())
        return nullptr;
    MotionAnimation *animation = d->animation().release();
    animation->setParent(parent);
    return animation;
}

} // namespace Impetus
