// SPDX-License-Identifier: MIT
// The spec language's bounce: bounce(startPosition, startVelocity, gravity, restitution,
// maxBounces).
#include "motionspec/modelspec_p.h"

#include <climits>
#include <cmath>

namespace Impetus::Detail {

namespace {

constexpr double DefaultGravity = -2000;
constexpr double DefaultRestitution = 0.5;

double defaultOf(int id)
{
    switch (id) {
    case GravityParameter:
        return DefaultGravity;
    case Restitution:
        return DefaultRestitution;
    case MaxBounces:
        return Bounce::Unlimited;
    default:
        return commonDefault(id);
    }
}

Motion resolve(const SpecValues &v, QString *error)
{
    const double cap = v.value(MaxBounces);
    if (!(cap == std::floor(cap) && cap >= Bounce::Unlimited && cap <= INT_MAX)) {
        *error = markedMessage(
                InvalidParameter(SpecParameterNames[MaxBounces], "an integer >= 0 (or -1 for no limit)", cap));
        return {};
    }
    return Bounce::fromState(v.value(StartPosition), v.value(StartVelocity), v.value(Restitution),
                             v.value(GravityParameter), int(cap));
}

void entriesOf(const Motion &motion, const std::function<void(int, double, bool)> &add)
{
    const auto bounce = motion.model<Bounce>();
    add(StartPosition, bounce->startPosition(), false);
    add(StartVelocity, bounce->startVelocity(), false);
    add(GravityParameter, bounce->gravity(), false);
    add(Restitution, bounce->restitution(), false);
    add(MaxBounces, bounce->maxBounces(), false);
}

MotionSpec::Placement between(const Motion &own, double start, double end, double velocity, double share)
{
    // The ground is the end; up is the start's side of it, or the way the component leaves
    // the end when it starts there.
    const double height = start - end;
    const double up = height > 0 ? 1.0 : height < 0 ? -1.0 : velocity < 0 ? -1 : 1;
    const auto model = own.model<Bounce>();
    const Bounce bounce = Bounce::fromState(std::fabs(height), velocity == 0 ? 0.0 : up * velocity,
                                            model->restitution(), model->gravity() * share, model->maxBounces());
    return { bounce, end, up, bounce.restTime() };
}

} // namespace

const ModelSpec &bounceSpec()
{
    static const ModelSpec spec = {
        Motion::Type::Bounce,
        "bounce",
        { StartPosition, StartVelocity, GravityParameter, Restitution, MaxBounces, Tolerance },
        {},
        defaultOf,
        resolve,
        entriesOf,
        nullptr,
        between,
        alwaysPlaced,
        needsAnEnd,
    };
    return spec;
}

} // namespace Impetus::Detail
