// SPDX-License-Identifier: MIT
// The spec language's fling: fling(startPosition, startVelocity (the release velocity) or
// endPosition (where it comes to rest), friction, density, tolerance).
#include "motionspec/modelspec_p.h"

#include <cmath>

namespace Impetus::Detail {

namespace {

double defaultOf(int id)
{
    switch (id) {
    case StartVelocity: // comes from the end position by default
        return qQNaN();
    case Friction:
        return Fling::DefaultFriction;
    case Density:
        return Fling::DefaultDensity;
    case EndPosition:
        return 0;
    default:
        return commonDefault(id);
    }
}

Motion resolve(const SpecValues &v, QString *error)
{
    const double x0 = v.value(StartPosition);
    if (v.given(StartVelocity))
        return Fling(x0, v.value(StartVelocity), v.value(Friction), v.value(Density));
    const double distance = v.value(EndPosition) - x0;
    if (!std::isfinite(distance)) {
        *error = markedMessage(InvalidParameter::finite("endPosition - startPosition", distance));
        return {};
    }
    return Fling::fromDistance(x0, distance, v.value(Friction), v.value(Density));
}

std::optional<double> readBack(const Motion &motion, const SpecValues &, int id)
{
    if (id == EndPosition)
        return motion.model<Fling>()->finalPosition();
    return std::nullopt;
}

void entriesOf(const Motion &motion, const std::function<void(int, double, bool)> &add)
{
    const auto fling = motion.model<Fling>();
    add(StartPosition, fling->startPosition(), false);
    add(StartVelocity, fling->startVelocity(), true);
    add(Friction, fling->friction(), false);
    add(Density, fling->density(), false);
}

MotionSpec::Placement between(const Motion &own, double start, double end, double velocity, double)
{
    // The fling that comes to rest exactly on end. Leaving with the component's velocity
    // means a release at velocity / (0.35 D); where the spec's fling from there would go
    // past end, the friction rises until it lands there (Fling::frictionForDistance()).
    // Otherwise (too slow, the wrong way, at rest) it starts again at the release velocity
    // the distance asks at the spec's friction. One rule, continuous where the two meet, as
    // a decay's.
    const auto model = own.model<Fling>();
    const double distance = end - start;
    const double release = velocity / Fling::StartVelocityRatio;
    const double braking =
            velocity * distance > 0 ? Fling::frictionForDistance(release, distance, model->density()) : 0;
    if (braking > model->friction()) {
        const Fling kept(start, release, braking, model->density());
        if (kept.isValid())
            return { kept, 0, 1, kept.duration() };
    }
    const Fling fling = Fling::fromDistance(start, distance, model->friction(), model->density());
    if (!fling.isValid())
        return {};
    return { fling, 0, 1, fling.duration() };
}

// Where Android's fling released at velocity comes to rest: start + sign(v) d(v). Placed
// there, the component leaves with velocity itself (between()).
double restingEnd(const Motion &own, double start, double velocity)
{
    const auto model = own.model<Fling>();
    const Fling fling(start, velocity, model->friction(), model->density());
    return fling.isValid() ? fling.finalPosition() : qQNaN();
}

} // namespace

const ModelSpec &flingSpec()
{
    static const ModelSpec spec = {
        Motion::Type::Fling,
        "fling",
        { StartPosition, StartVelocity, Friction, Density, EndPosition, Tolerance },
        { { StartVelocity, EndPosition } },
        defaultOf,
        resolve,
        entriesOf,
        readBack,
        between,
        alwaysPlaced,
        restingEnd,
    };
    return spec;
}

} // namespace Impetus::Detail
