// SPDX-License-Identifier: MIT
// The spec language's decay: decay(startPosition, startVelocity, lambda or friction,
// endPosition, and endVelocity or duration to solve for the rate), reach.
#include "motionspec/modelspec_p.h"

#include <cmath>

namespace Impetus::Detail {

namespace {

constexpr double DefaultLambda = 2;

double defaultOf(int id)
{
    switch (id) {
    case StartVelocity: // comes from the end position by default
        return qQNaN();
    case Lambda:
        return DefaultLambda;
    case EndPosition:
        return 0;
    default:
        return commonDefault(id);
    }
}

Motion refuse(QString *error, const QString &message)
{
    *error = message;
    return {};
}

// Two of the start velocity, the end velocity and the duration, with the end position:
// the solving factories.
Motion solve(const SpecValues &v, QString *error)
{
    const int other = v.given(Duration) ? Duration : EndVelocity;
    if (!v.given(EndPosition)) {
        return refuse(error,
                      QStringLiteral("%1 must be given with %2")
                              .arg(marked(SpecParameterNames[EndPosition]), marked(SpecParameterNames[other])));
    }
    const int solving = v.given(StartVelocity) + v.given(EndVelocity) + v.given(Duration);
    if (solving != 2) {
        return refuse(error,
                      QStringLiteral("%1 needs exactly two of %2, %3 and %4, but got %5")
                              .arg(marked(SpecParameterNames[EndPosition]), marked(SpecParameterNames[StartVelocity]),
                                   marked(SpecParameterNames[EndVelocity]), marked(SpecParameterNames[Duration]))
                              .arg(solving));
    }
    const double x0 = v.value(StartPosition);
    const double xT = v.value(EndPosition);
    if (!v.given(StartVelocity))
        return ExponentialDecay::fromEndVelocity(x0, xT, v.value(EndVelocity), v.value(Duration));
    if (!v.given(EndVelocity))
        return ExponentialDecay::fromStartVelocity(x0, xT, v.value(StartVelocity), v.value(Duration));
    return ExponentialDecay::fromStates(x0, v.value(StartVelocity), xT, v.value(EndVelocity));
}

Motion resolve(const SpecValues &v, QString *error)
{
    if (v.given(Duration) || v.given(EndVelocity))
        return solve(v, error);
    if (v.given(StartVelocity) && v.given(EndPosition)) {
        return refuse(error,
                      QStringLiteral("%1 cannot be given with %2 and a decay rate: the rate and the start velocity "
                                     "say where it ends (or give %3 or %4 to solve for the rate)")
                              .arg(marked(SpecParameterNames[EndPosition]), marked(SpecParameterNames[StartVelocity]),
                                   marked(SpecParameterNames[Duration]), marked(SpecParameterNames[EndVelocity])));
    }
    // The rate, from lambda or friction.
    const int rateId = v.given(Friction) ? Friction : Lambda;
    InvalidParameter rateError = InvalidParameter::finite("lambda", v.value(Lambda));
    const double lambda =
            v.given(Friction) ? ExponentialDecay::lambdaForFriction(v.value(Friction), &rateError) : v.value(Lambda);
    if (!rateError.isNull())
        return refuse(error, markedMessage(rateError));
    const double x0 = v.value(StartPosition);
    if (v.given(StartVelocity))
        return ExponentialDecay(x0, v.value(StartVelocity), lambda);
    if (!(lambda > 0)) {
        return refuse(
                error,
                markedMessage(InvalidParameter(SpecParameterNames[rateId],
                                               v.given(Friction) ? "< 1 for the decay to come to rest at endPosition"
                                                                 : "> 0 for the decay to come to rest at endPosition",
                                               v.value(rateId))));
    }
    return ExponentialDecay::fromFinalPosition(x0, v.value(EndPosition), lambda);
}

std::optional<double> readBack(const Motion &motion, const SpecValues &v, int id)
{
    const auto decay = motion.model<ExponentialDecay>();
    switch (id) {
    case Friction:
        return decay->friction();
    case EndPosition:
        return decay->finalPosition();
    case EndVelocity:
    case Duration: {
        // The solving factories give the quantity they were not given more accurately than
        // the decay (velocity(duration) loses digits to the rounding of lambda).
        const SpecEntry *v0 = v.find(StartVelocity), *xT = v.find(EndPosition), *T = v.find(Duration),
                        *vT = v.find(EndVelocity);
        double solved = qQNaN();
        if (id == EndVelocity && v0 && xT && T)
            ExponentialDecay::fromStartVelocity(decay->startPosition(), xT->value, v0->value, T->value, &solved);
        else if (id == Duration && v0 && xT && vT)
            ExponentialDecay::fromStates(decay->startPosition(), v0->value, xT->value, vT->value, &solved);
        else if (id == EndVelocity) // at rest, the end of a decay that comes to rest
            solved = decay->lambda() > 0 ? 0 : qQNaN();
        return solved;
    }
    default:
        return std::nullopt;
    }
}

void entriesOf(const Motion &motion, const std::function<void(int, double, bool)> &add)
{
    const auto decay = motion.model<ExponentialDecay>();
    add(StartPosition, decay->startPosition(), false);
    add(StartVelocity, decay->startVelocity(), true);
    add(Lambda, decay->lambda(), false);
}

MotionSpec::Placement between(const Motion &own, double start, double end, double velocity, double)
{
    // A decay rests at start + v0 / lambda, so lambda = v0 / distance keeps the velocity.
    // Below the spec's lambda that decay would be slower than the spec's own (without bound
    // as the velocity vanishes), and it cannot turn round: then the component starts again
    // with the velocity lambda * distance. One formula, continuous where the two meet.
    const double lambda = std::fmax(velocity / (end - start), own.model<ExponentialDecay>()->lambda());
    return { ExponentialDecay::fromFinalPosition(start, end, lambda) };
}

double restingEnd(const Motion &own, double start, double velocity)
{
    return ExponentialDecay(start, velocity, own.model<ExponentialDecay>()->lambda()).finalPosition();
}

} // namespace

const ModelSpec &decaySpec()
{
    static const ModelSpec spec = {
        Motion::Type::ExponentialDecay,
        "decay",
        { StartPosition, StartVelocity, Lambda, Friction, EndPosition, EndVelocity, Duration, Reach, Tolerance },
        { { Lambda, Friction },
          { Lambda, Duration },
          { Lambda, EndVelocity },
          { Friction, Duration },
          { Friction, EndVelocity } },
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
