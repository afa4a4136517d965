// SPDX-License-Identifier: MIT
// The spec language's gravity: gravity(startPosition, startVelocity, acceleration, reach).
#include "motionspec/modelspec_p.h"

#include <cmath>

namespace Impetus::Detail {

namespace {

constexpr double DefaultAcceleration = -2000;

double defaultOf(int id)
{
    switch (id) {
    case Acceleration:
        return DefaultAcceleration;
    case Reach: // the floor it falls onto
        return 0;
    default:
        return commonDefault(id);
    }
}

Motion resolve(const SpecValues &v, QString *)
{
    return Gravity(v.value(StartPosition), v.value(StartVelocity), v.value(Acceleration));
}

void entriesOf(const Motion &motion, const std::function<void(int, double, bool)> &add)
{
    const auto gravity = motion.model<Gravity>();
    add(StartPosition, gravity->startPosition(), false);
    add(StartVelocity, gravity->startVelocity(), false);
    add(Acceleration, gravity->acceleration(), false);
}

double sign(double x)
{
    return x > 0 ? 1.0 : x < 0 ? -1.0 : 0.0;
}

MotionSpec::Placement between(const Motion &own, double start, double end, double velocity, double share)
{
    const double acceleration = -own.model<Gravity>()->acceleration() * share;
    if (!(acceleration > 0)) // see placementError()
        return {};
    // Towards the end; a component on its end but moving is pulled back to it.
    const double distance = end - start;
    const Gravity gravity(start, velocity, (distance != 0 ? sign(distance) : -sign(velocity)) * acceleration);
    const double arrival = distance != 0 ? gravity.timeToReach(end) : 2 * std::fabs(velocity) / acceleration;
    return { gravity, 0, 1, arrival };
}

// The acceleration is the pull towards the end: it must point there.
InvalidParameter placementError(const Motion &own)
{
    const double acceleration = own.model<Gravity>()->acceleration();
    return acceleration < 0 ? InvalidParameter()
                            : InvalidParameter(SpecParameterNames[Acceleration], "< 0 (towards the end)", acceleration);
}

} // namespace

const ModelSpec &gravitySpec()
{
    static const ModelSpec spec = {
        Motion::Type::Gravity,
        "gravity",
        { StartPosition, StartVelocity, Acceleration, Reach },
        {},
        defaultOf,
        resolve,
        entriesOf,
        nullptr,
        between,
        placementError,
        needsAnEnd,
    };
    return spec;
}

} // namespace Impetus::Detail
