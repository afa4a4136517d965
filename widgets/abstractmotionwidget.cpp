// SPDX-License-Identifier: MIT
#include "abstractmotionwidget.h"

#include <impetus/motionanimation.h>
#include <impetus/valuemotion.h>

#include <QtCore/qeasingcurve.h>

#include <array>
#include <cmath>

namespace Impetus {

namespace {

constexpr std::array<Motion::Type, 5> Models = { Motion::Type::Spring, Motion::Type::ExponentialDecay,
                                                 Motion::Type::Gravity, Motion::Type::Bounce, Motion::Type::Fling };

bool known(int type)
{
    return type >= 0 && type < int(Models.size());
}

AbstractMotionWidget::ModelType modelTypeOf(Motion::Type model)
{
    for (int type = 0; type < int(Models.size()); ++type) {
        if (Models[type] == model)
            return AbstractMotionWidget::ModelType(type);
    }
    return AbstractMotionWidget::Spring; // not reached: every model but None has a type
}

// The models whose specs take a tolerance: a gravity motion lands exactly.
constexpr AbstractMotionWidget::ModelType Settling[] = { AbstractMotionWidget::Spring, AbstractMotionWidget::Decay,
                                                         AbstractMotionWidget::Bounce, AbstractMotionWidget::Fling };

} // namespace

class AbstractMotionWidget::Private
{
public:
    // One model's spec, and the text it was given as (until another change).
    struct Slot
    {
        MotionSpec spec;
        QString text;
    };

    explicit Private(AbstractMotionWidget *q) : q(q)
    {
        for (int type = 0; type < int(Models.size()); ++type)
            models[type].spec = MotionSpec(Models[type]);
        plan();
    }

    void changed();
    void plan();
    void show(const MotionSpec &spec, const QString &text);
    double read(ModelType model, const char *name) const;
    bool write(ModelType model, const char *name, double value);
    void set(ModelType model, const char *name, double value);
    void setField(double &field, double value);

    AbstractMotionWidget *const q;
    std::array<Slot, Models.size()> models; // by ModelType
    ModelType type = Spring;
    double distance = 100;
    double velocity = 0;

    // The plan: the spec on the move from 0 to distance, or an error.
    QString error;
    ValueMotion motion;
};

void AbstractMotionWidget::Private::changed()
{
    plan();
    Q_EMIT q->motionChanged();
}

void AbstractMotionWidget::Private::setField(double &field, double value)
{
    if (field == value || (std::isnan(field) && std::isnan(value)))
        return;
    field = value;
    changed();
}

void AbstractMotionWidget::Private::plan()
{
    motion = {};
    if (!known(type)) {
        error = InvalidParameter("modelType", "Spring, Decay, Gravity, Bounce or Fling", type).message();
        return;
    }
    const MotionSpec &spec = models[type].spec;
    error = spec.placementError();
    if (error.isEmpty()) {
        error = InvalidParameter::first({ InvalidParameter::nonZero("distance", distance),
                                          InvalidParameter::finite("startVelocity", velocity) })
                        .message();
    }
    if (!error.isEmpty())
        return;
    motion = ValueMotion(spec, 0.0, distance, velocity);
    error = motion.errorString();
}

void AbstractMotionWidget::Private::show(const MotionSpec &spec, const QString &text)
{
    if (spec.isNull() && !known(type))
        return; // no model to keep it for: the modelType error stands
    const ModelType shown = spec.isNull() ? type : modelTypeOf(spec.model());
    Slot &slot = models[shown];
    if (shown == type && slot.spec == spec && slot.text == text)
        return;
    slot = { spec, text };
    type = shown;
    changed();
}

double AbstractMotionWidget::Private::read(ModelType model, const char *name) const
{
    const MotionSpec &spec = models[model].spec;
    return (spec.model() == Models[model] ? spec : MotionSpec(Models[model])).value(name);
}

// The write rule of every front end, MotionSpec::with(), on the model's spec.
bool AbstractMotionWidget::Private::write(ModelType model, const char *name, double value)
{
    Slot &slot = models[model];
    MotionSpec spec = slot.spec.model() == Models[model] ? slot.spec : MotionSpec(Models[model]);
    // with() keeps the error of a text that did not parse (an unknown name, a syntax
    // error): its parameters go on, written one by one (none, when it did not parse).
    if (!spec.isValid()) {
        MotionSpec rewritten(Models[model]);
        for (const auto &[parameter, written] : spec.parameters())
            rewritten = rewritten.with(parameter, written);
        spec = rewritten;
    }
    spec = spec.with(name, value);
    if (spec == slot.spec && slot.text.isEmpty())
        return false;
    slot = { spec, QString() };
    return true;
}

void AbstractMotionWidget::Private::set(ModelType model, const char *name, double value)
{
    if (write(model, name, value))
        changed();
}

AbstractMotionWidget::AbstractMotionWidget(QWidget *parent) : QWidget(parent), d(std::make_unique<Private>(this))
{
}

AbstractMotionWidget::~AbstractMotionWidget() = default;

AbstractMotionWidget::ModelType AbstractMotionWidget::modelType() const
{
    return d->type;
}

void AbstractMotionWidget::setModelType(ModelType type)
{
    if (type == d->type)
        return;
    d->type = type;
    d->changed();
}

MotionSpec AbstractMotionWidget::spec() const
{
    return known(d->type) ? d->models[d->type].spec : MotionSpec();
}

MotionSpec AbstractMotionWidget::spec(ModelType model) const
{
    return known(model) ? d->models[model].spec : MotionSpec();
}

void AbstractMotionWidget::setSpec(const MotionSpec &spec)
{
    d->show(spec, QString());
}

QString AbstractMotionWidget::motionSpec() const
{
    if (!known(d->type))
        return {};
    const Private::Slot &slot = d->models[d->type];
    return slot.text.isEmpty() ? slot.spec.toString() : slot.text;
}

void AbstractMotionWidget::setMotionSpec(const QString &motion)
{
    d->show(MotionSpec::parse(motion), motion);
}

qreal AbstractMotionWidget::distance() const
{
    return d->distance;
}

void AbstractMotionWidget::setDistance(qreal distance)
{
    d->setField(d->distance, distance);
}

qreal AbstractMotionWidget::startVelocity() const
{
    return d->velocity;
}

void AbstractMotionWidget::setStartVelocity(qreal velocity)
{
    d->setField(d->velocity, velocity);
}

qreal AbstractMotionWidget::mass() const
{
    return d->read(Spring, "mass");
}

void AbstractMotionWidget::setMass(qreal mass)
{
    d->set(Spring, "mass", mass);
}

qreal AbstractMotionWidget::stiffness() const
{
    return d->read(Spring, "stiffness");
}

void AbstractMotionWidget::setStiffness(qreal stiffness)
{
    d->set(Spring, "stiffness", stiffness);
}

qreal AbstractMotionWidget::dampingRatio() const
{
    return d->read(Spring, "dampingRatio");
}

void AbstractMotionWidget::setDampingRatio(qreal dampingRatio)
{
    d->set(Spring, "dampingRatio", dampingRatio);
}

qreal AbstractMotionWidget::duration() const
{
    return d->read(Spring, "duration");
}

void AbstractMotionWidget::setDuration(qreal duration)
{
    d->set(Spring, "duration", duration);
}

qreal AbstractMotionWidget::bounce() const
{
    return d->read(Spring, "bounce");
}

void AbstractMotionWidget::setBounce(qreal bounce)
{
    d->set(Spring, "bounce", bounce);
}

qreal AbstractMotionWidget::lambda() const
{
    return d->read(Decay, "lambda");
}

void AbstractMotionWidget::setLambda(qreal lambda)
{
    d->set(Decay, "lambda", lambda);
}

qreal AbstractMotionWidget::acceleration() const
{
    return d->read(Gravity, "acceleration");
}

void AbstractMotionWidget::setAcceleration(qreal acceleration)
{
    d->set(Gravity, "acceleration", acceleration);
}

qreal AbstractMotionWidget::gravity() const
{
    return d->read(Bounce, "gravity");
}

void AbstractMotionWidget::setGravity(qreal gravity)
{
    d->set(Bounce, "gravity", gravity);
}

qreal AbstractMotionWidget::restitution() const
{
    return d->read(Bounce, "restitution");
}

void AbstractMotionWidget::setRestitution(qreal restitution)
{
    d->set(Bounce, "restitution", restitution);
}

int AbstractMotionWidget::maxBounces() const
{
    return int(d->read(Bounce, "maxBounces"));
}

void AbstractMotionWidget::setMaxBounces(int maxBounces)
{
    d->set(Bounce, "maxBounces", maxBounces);
}

qreal AbstractMotionWidget::friction() const
{
    return d->read(Fling, "friction");
}

void AbstractMotionWidget::setFriction(qreal friction)
{
    d->set(Fling, "friction", friction);
}

qreal AbstractMotionWidget::density() const
{
    return d->read(Fling, "density");
}

void AbstractMotionWidget::setDensity(qreal density)
{
    d->set(Fling, "density", density);
}

qreal AbstractMotionWidget::tolerance() const
{
    return d->read(d->type == Gravity || !known(d->type) ? Spring : d->type, "tolerance");
}

void AbstractMotionWidget::setTolerance(qreal tolerance)
{
    bool changed = false;
    for (const ModelType model : Settling)
        changed = d->write(model, "tolerance", tolerance) || changed;
    if (changed)
        d->changed();
}

bool AbstractMotionWidget::isValid() const
{
    return d->error.isEmpty();
}

QString AbstractMotionWidget::errorString() const
{
    return d->error;
}

Motion AbstractMotionWidget::motion() const
{
    return d->motion.placement(0).motion;
}

Easing AbstractMotionWidget::easing() const
{
    if (!isValid())
        return {};
    if (d->type == Gravity)
        return Easing::reaching(motion(), d->distance);
    return Easing::settling(motion(), spec().tolerance());
}

QEasingCurve AbstractMotionWidget::easingCurve() const
{
    return easing().toEasingCurve();
}

qreal AbstractMotionWidget::positionAt(qreal seconds) const
{
    return isValid() && seconds > 0 ? d->motion.position(0, seconds) : 0.0;
}

qreal AbstractMotionWidget::velocityAt(qreal seconds) const
{
    return isValid() && seconds >= 0 ? d->motion.velocity(0, seconds) : 0.0;
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
    return d->motion.settleTime();
}

QByteArrayList AbstractMotionWidget::parameterNames()
{
    // duration and bounce are left out: stiffness and dampingRatio describe the same spring.
    return { "modelType",    "distance", "startVelocity", "mass",      "stiffness",
             "dampingRatio", "lambda",   "acceleration",  "gravity",   "restitution",
             "maxBounces",   "friction", "density",       "tolerance", "motion" };
}

MotionAnimation *AbstractMotionWidget::createAnimation(QObject *parent) const
{
    return isValid() ? MotionAnimation::create(spec(), parent) : nullptr;
}

} // namespace Impetus
