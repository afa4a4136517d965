// SPDX-License-Identifier: MIT
#include "valuemotion.h"
#include "animation/valuemotion_p.h"

#include <QtCore/qdebug.h>

#include <cmath>

namespace Impetus {

using namespace Detail;

namespace {

// The plan of spec from the state `from` to end, or why there is none. startVelocity is the
// velocity as given, for messages.
std::shared_ptr<ValueMotionData> planned(const MotionSpec &spec, const PlanState &from, const QVariant &startVelocity,
                                         const QVariant &end)
{
    auto data = std::make_shared<ValueMotionData>();
    data->spec = spec;
    data->plan = makePlan(spec, startVelocity, from, end, 0);
    Plan &plan = data->plan;
    plan.start = from.value;
    if (!plan.refused.isEmpty()) {
        data->error = plan.refused;
    } else if (!plan.valid) {
        data->error = QStringLiteral("the end value must be set: a %1 does not come to rest by itself")
                              .arg(MotionSpec::modelName(spec.model()));
    } else {
        for (const Track &track : plan.tracks) {
            // Parameters that pass every rule can still be beyond what a model represents
            // (a stiffness of 1e300 with a mass of 1e-300): the model says so.
            if (!track.motion.motion.isValid()) {
                data->error = track.motion.motion.error().message();
                break;
            }
        }
    }
    if (!data->error.isEmpty())
        data->plan = Plan();
    else
        data->duration = milliseconds(plan.settle);
    return data;
}

std::shared_ptr<ValueMotionData> failed(const MotionSpec &spec, const QString &error)
{
    auto data = std::make_shared<ValueMotionData>();
    data->spec = spec;
    data->error = error;
    return data;
}

} // namespace

ValueMotion::ValueMotion() noexcept = default;

ValueMotion::ValueMotion(std::shared_ptr<const ValueMotionData> data) noexcept : d(std::move(data))
{
}

ValueMotion::ValueMotion(const MotionSpec &spec, const QVariant &start, const QVariant &end,
                         const QVariant &startVelocity)
{
    if (const QString refused = spec.placementError(); !refused.isEmpty()) {
        d = failed(spec, refused);
        return;
    }
    const std::optional<Components> position = components(start);
    if (!position) {
        d = failed(spec,
                   start.isValid() ? QStringLiteral("the start value %1 is not a value Impetus moves (a number, "
                                                    "point, size, rect, RGB colour or vector)")
                                             .arg(text(start))
                                   : QStringLiteral("the start value must be set"));
        return;
    }
    Components velocity = zeros(position->size);
    if (startVelocity.isValid()) {
        const std::optional<Components> given = components(startVelocity);
        if (!given || given->size != position->size) {
            d = failed(spec,
                       QStringLiteral("the start velocity %1 must have as many components as the start value %2")
                               .arg(text(startVelocity), text(start)));
            return;
        }
        velocity = *given;
    }
    d = planned(spec, { start, position, velocity }, startVelocity, end);
}

ValueMotion::ValueMotion(const ValueMotion &other) noexcept = default;
ValueMotion &ValueMotion::operator=(const ValueMotion &other) noexcept = default;
ValueMotion::~ValueMotion() = default;

bool ValueMotion::isMovable(const QVariant &value)
{
    return components(value).has_value();
}

bool ValueMotion::isValid() const noexcept
{
    return d && d->plan.valid;
}

QString ValueMotion::errorString() const
{
    return d ? d->error : QStringLiteral("no motion was given");
}

MotionSpec ValueMotion::spec() const
{
    return d ? d->spec : MotionSpec();
}

QMetaType ValueMotion::valueType() const
{
    return isValid() ? d->plan.type : QMetaType();
}

QVariant ValueMotion::startValue() const
{
    return isValid() ? d->plan.start : QVariant();
}

QVariant ValueMotion::endValue() const
{
    return isValid() ? d->plan.end : QVariant();
}

int ValueMotion::componentCount() const noexcept
{
    return isValid() ? int(d->plan.tracks.size()) : 0;
}

MotionSpec::Placement ValueMotion::placement(int i) const
{
    return i >= 0 && i < componentCount() ? d->plan.tracks[size_t(i)].motion : MotionSpec::Placement();
}

double ValueMotion::position(int i, double seconds) const noexcept
{
    if (i < 0 || i >= componentCount())
        return 0;
    return seconds <= 0 ? d->plan.startPosition[i] : d->plan.tracks[size_t(i)].position(seconds);
}

double ValueMotion::velocity(int i, double seconds) const noexcept
{
    if (i < 0 || i >= componentCount())
        return 0;
    return d->plan.tracks[size_t(i)].velocity(std::fmax(seconds, 0.0));
}

double ValueMotion::band() const noexcept
{
    return isValid() ? d->plan.band : 0.0;
}

double ValueMotion::settleTime() const noexcept
{
    return isValid() ? d->plan.settle : 0.0;
}

int ValueMotion::duration() const noexcept
{
    return isValid() ? d->duration : 0;
}

QVariant ValueMotion::valueAt(double seconds) const
{
    if (!isValid())
        return {};
    if (seconds <= 0)
        return d->plan.start;
    if (seconds >= d->duration / 1000.0)
        return d->plan.end;
    return d->plan.valueAt(seconds);
}

QVariant ValueMotion::velocityAt(double seconds) const
{
    if (!isValid())
        return {};
    if (seconds >= d->duration / 1000.0)
        return value(velocityType(d->plan.type), zeros(componentCount()));
    return d->plan.velocityAt(std::fmax(seconds, 0.0));
}

ValueMotion ValueMotion::retargeted(double seconds, const QVariant &newEnd, const MotionSpec &spec) const
{
    if (!isValid())
        return *this;
    if (const QString refused = spec.placementError(); !refused.isEmpty())
        return ValueMotion(failed(spec, refused));
    const PlanState state = d->plan.stateAt(seconds, seconds >= d->duration / 1000.0);
    return ValueMotion(planned(spec, state, value(velocityType(d->plan.type), state.velocity), newEnd));
}

ValueMotion ValueMotion::retargeted(double seconds, const QVariant &newEnd) const
{
    return retargeted(seconds, newEnd, spec());
}

QDebug operator<<(QDebug debug, const ValueMotion &motion)
{
    const QDebugStateSaver saver(debug);
    debug.nospace() << "Impetus::ValueMotion(";
    if (!motion.isValid())
        return debug << motion.errorString() << ')';
    return debug << motion.spec().toString() << ", " << qPrintable(text(motion.startValue())) << " -> "
                 << qPrintable(text(motion.endValue())) << ", " << motion.settleTime() << " s)";
}

} // namespace Impetus
