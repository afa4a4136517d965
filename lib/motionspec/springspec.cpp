// SPDX-License-Identifier: MIT
// The spec language's spring: spring(mass, stiffness or duration or settlingDuration,
// damping or dampingRatio or bounce, startPosition, startVelocity, restPosition).
#include "motionspec/modelspec_p.h"

#include <cmath>

namespace Impetus::Detail {

namespace {

constexpr double DefaultMass = 1;
constexpr double DefaultDuration = 0.5; // SwiftUI's
constexpr double DefaultDampingRatio = 1;

double defaultOf(int id)
{
    switch (id) {
    case Mass:
        return DefaultMass;
    case Duration:
        return DefaultDuration;
    case DampingRatio:
        return DefaultDampingRatio;
    case RestPosition:
        return 0;
    default:
        return commonDefault(id);
    }
}

// The spring of the entries; a null one with *error when a parameter the factories do not
// see is wrong.
Spring resolveSpring(const SpecValues &v, InvalidParameter *error)
{
    const double mass = v.value(Mass);
    // A bounce stands for a damping ratio; its error counts after the stiffness's.
    InvalidParameter bounceError;
    const double dampingRatio = v.given(BounceParameter)
            ? Spring::dampingRatioForBounce(v.value(BounceParameter), &bounceError)
            : v.value(DampingRatio);
    if (v.given(SettlingDuration)) {
        *error = bounceError;
        return bounceError.isNull() ? Spring::fromSettlingDuration(v.value(SettlingDuration), dampingRatio, mass)
                                    : Spring();
    }
    if (!v.given(Stiffness) && !v.given(Damping) && !v.given(DampingRatio)) {
        return Spring::fromDurationAndBounce(v.value(Duration), v.given(BounceParameter) ? v.value(BounceParameter) : 0,
                                             mass);
    }
    // The stiffness, given or that of the perceptual duration, and the mass are checked
    // before the damping (as the factories check them), and before the bounce.
    const double stiffness =
            v.given(Stiffness) ? v.value(Stiffness) : Spring::stiffnessForDuration(v.value(Duration), mass);
    *error = InvalidParameter::first({
            v.given(Stiffness) ? InvalidParameter() : InvalidParameter::positive("duration", v.value(Duration)),
            InvalidParameter::positive("mass", mass),
            InvalidParameter::positive("stiffness", stiffness),
            bounceError,
    });
    if (!error->isNull())
        return Spring();
    return v.given(Damping) ? Spring::fromMassStiffnessDamping(mass, stiffness, v.value(Damping))
                            : Spring::fromDampingRatio(mass, stiffness, dampingRatio);
}

Motion resolve(const SpecValues &v, QString *message)
{
    InvalidParameter error;
    const Spring spring = resolveSpring(v, &error);
    if (!error.isNull()) {
        *message = markedMessage(error);
        return {};
    }
    return spring.withRestPosition(v.value(RestPosition)).withStart(v.value(StartPosition), v.value(StartVelocity));
}

std::optional<double> readBack(const Motion &motion, const SpecValues &, int id)
{
    const auto spring = motion.model<Spring>();
    switch (id) {
    case Mass:
        return spring->mass();
    case Stiffness:
        return spring->stiffness();
    case Damping:
        return spring->damping();
    case DampingRatio:
        return spring->dampingRatio();
    case Duration:
        return spring->perceptualDuration();
    case BounceParameter:
        return spring->bounce();
    case SettlingDuration:
        return spring->settlingDuration();
    case StartPosition:
        return spring->startPosition();
    case StartVelocity:
        return spring->startVelocity();
    case RestPosition:
        return spring->restPosition();
    default: // all a spring has is above: entriesOf(), which rebuilds it, is not needed
        return defaultOf(id);
    }
}

void entriesOf(const Motion &motion, const std::function<void(int, double, bool)> &add)
{
    const auto spring = motion.model<Spring>();
    add(Mass, spring->mass(), false);
    add(Stiffness, spring->stiffness(), true);
    // The damping rebuilds the spring exactly unless it was made from a damping ratio that
    // decides its regime or frequency (a ratio of 1 is critical, 2 sqrt(mk) squared may not
    // be); the ratio rebuilds one made from a ratio. Of the two, the shorter (as it was
    // most likely written: damping 4.1, dampingRatio 0.9).
    const double ratio = spring->dampingRatio();
    const auto rebuilds = [&](const Spring &coefficients) {
        const Spring rebuilt = coefficients.withRestPosition(spring->restPosition())
                                       .withStart(spring->startPosition(), spring->startVelocity());
        return rebuilt == *spring && sameBits(rebuilt.dampingRatio(), ratio);
    };
    const bool byRatio = rebuilds(Spring::fromDampingRatio(spring->mass(), spring->stiffness(), ratio));
    const bool byDamping =
            rebuilds(Spring::fromMassStiffnessDamping(spring->mass(), spring->stiffness(), spring->damping()));
    if (byRatio && (!byDamping || shortest(ratio).size() <= shortest(spring->damping()).size()))
        add(DampingRatio, ratio, true);
    else
        add(Damping, spring->damping(), true);
    add(StartPosition, spring->startPosition(), false);
    add(StartVelocity, spring->startVelocity(), false);
    add(RestPosition, spring->restPosition(), false);
}

MotionSpec::Placement between(const Motion &own, double start, double end, double velocity, double)
{
    return { own.model<Spring>()->withRestPosition(end).withStart(start, velocity) };
}

} // namespace

const ModelSpec &springSpec()
{
    static const ModelSpec spec = {
        Motion::Type::Spring,
        "spring",
        { Mass, Stiffness, Duration, SettlingDuration, Damping, DampingRatio, BounceParameter, StartPosition,
          StartVelocity, RestPosition, Tolerance },
        { { Stiffness, Duration },
          { Stiffness, SettlingDuration },
          { Duration, SettlingDuration },
          { Damping, DampingRatio },
          { Damping, BounceParameter },
          { DampingRatio, BounceParameter },
          { SettlingDuration, Damping } },
        defaultOf,
        resolve,
        entriesOf,
        readBack,
        between,
        alwaysPlaced,
        needsAnEnd,
    };
    return spec;
}

} // namespace Impetus::Detail
