// SPDX-License-Identifier: MIT
#include "animation/motionplan_p.h"
#include "models/workcounts_p.h"

#include <limits>
#include <utility>

namespace Impetus::Detail {

double share(const Components &distance, const Components &velocity, int i)
{
    const double distanceNorm = norm(distance);
    const double speed = norm(velocity);
    return std::fmax(distanceNorm > 0 ? std::fabs(distance[i]) / distanceNorm : 0.0,
                     speed > 0 ? std::fabs(velocity[i]) / speed : 0.0);
}

double band(double tolerance, const Components &distance, const Components &velocity)
{
    const double scale = largest(distance) > 0 ? largest(distance) : largest(velocity) * 1.0 /* s */;
    // Never 0: a fraction of a subnormal scale underflows, and a band of 0 is never
    // settled in (a motion of 1e-321 would last for ever). The band is then the finest
    // there is, coarser than the fraction asked for (5 times, at 1e-321).
    return std::fmax(tolerance * (scale > 0 ? scale : 1.0), std::numeric_limits<double>::denorm_min());
}

PlanState PlanState::atRest(const QVariant &value)
{
    PlanState state{ value, components(value), {} };
    state.velocity = zeros(state.position ? state.position->size : 0);
    return state;
}

PlanState Plan::stateAt(double t, bool arrived) const
{
    if (arrived)
        return PlanState::atRest(end);
    if (t <= 0)
        return { from, startPosition, velocities(0) };
    return { valueAt(t), positions(t), velocities(t) };
}

Plan makePlan(const MotionSpec &spec, const QVariant &startVelocity, const PlanState &state, QVariant end,
              double origin)
{
    count(workCounters.motionPlans);
    const QVariant &from = state.value;
    const Components *position = state.position ? &*state.position : nullptr;
    const Components &velocity = state.velocity;
    Plan plan;
    plan.origin = origin;
    const auto refuse = [&](const QString &why) {
        Plan refused;
        refused.refused = why;
        return refused;
    };
    if (position && !finite(*position))
        return refuse(QStringLiteral("the start value %1 is not finite").arg(text(from)));
    if (!finite(velocity))
        return refuse(QStringLiteral("the start velocity %1 is not finite").arg(text(startVelocity)));
    // Qt would fade an invalid colour in as transparent black and end on QColor(Invalid).
    if (isInvalidColor(from))
        return refuse(QStringLiteral("the start value is an invalid QColor"));
    if (isInvalidColor(end))
        return refuse(QStringLiteral("the end value is an invalid QColor"));
    if (position && end.isValid() && end.metaType() != from.metaType()) {
        // A number for a number is taken (an int end for a qreal motion), nothing else.
        QVariant converted = end;
        const std::optional<Components> as = converted.convert(from.metaType()) ? components(converted) : std::nullopt;
        if (!as || as->size != position->size || !components(end) || components(end)->size != position->size)
            return refuse(QStringLiteral("the end value %1 is not a %2 like the start value")
                                  .arg(text(end), QLatin1String(from.metaType().name())));
        end = converted;
    }
    if (const std::optional<Components> target = end.isValid() ? components(end) : std::nullopt;
        target && !finite(*target))
        return refuse(QStringLiteral("the end value %1 is not finite").arg(text(end)));
    if (!end.isValid() && position) {
        Components resting = zeros(position->size);
        for (int i = 0; i < position->size; ++i) {
            resting[i] = spec.restingEnd((*position)[i], velocity[i]);
            if (!std::isfinite(resting[i]))
                return {}; // the model needs an end value
        }
        end = value(from.metaType(), resting);
        plan.restingEnd = true;
    }
    if (!from.isValid() || !end.isValid())
        return {};
    plan.valid = true;
    plan.end = end;
    plan.type = end.metaType();
    plan.from = from;

    const std::optional<Components> target = components(end);
    if (position && target && target->size == position->size) {
        Components distance = zeros(position->size);
        for (int i = 0; i < distance.size; ++i)
            distance[i] = (*target)[i] - (*position)[i];
        plan.startPosition = *position;
        plan.band = band(spec.tolerance(), distance, velocity);
        for (int i = 0; i < distance.size; ++i) {
            if (distance[i] == 0 && velocity[i] == 0) {
                plan.tracks.push_back(restingTrack((*target)[i]));
                continue;
            }
            plan.tracks.push_back(
                    { spec.between((*position)[i], (*target)[i], velocity[i], share(distance, velocity, i)),
                      (*target)[i] });
        }
    } else {
        // Qt interpolates; the model only gives the progress, from 0 to 1 at rest.
        plan.fallback = true;
        plan.band = spec.tolerance();
        plan.tracks.push_back({ spec.between(0, 1, 0, 1), 1 });
    }
    for (const Track &track : plan.tracks)
        plan.settle = std::fmax(plan.settle, track.settleTime(plan.band));
    return plan;
}

Components Plan::positions(double t) const
{
    Components position = zeros(int(tracks.size()));
    for (int i = 0; i < position.size; ++i)
        position[i] = tracks[size_t(i)].position(t);
    return position;
}

Components Plan::velocities(double t) const
{
    Components velocity = zeros(int(tracks.size()));
    for (int i = 0; i < velocity.size; ++i)
        velocity[i] = tracks[size_t(i)].velocity(t);
    return velocity;
}

QVariant Plan::valueAt(double t) const
{
    // The common case, a qreal property, without the components (what value() gives it).
    if (type.id() == QMetaType::Double)
        return tracks.front().position(t);
    return value(type, positions(t));
}

QVariant Plan::velocityAt(double t) const
{
    return value(velocityType(type), velocities(t));
}

} // namespace Impetus::Detail
