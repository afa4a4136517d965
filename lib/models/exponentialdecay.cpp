// SPDX-License-Identifier: MIT
#include "exponentialdecay.h"

#include "models/lambertw_p.h"
#include "models/numerics_p.h"

#include <QtCore/qdebug.h>

#include <cmath>

namespace Impetus {

using Detail::productOrZero;

ExponentialDecay::ExponentialDecay(double x0, double v0, double lambda) noexcept
    : m_x0(x0), m_v0(v0), m_lambda(lambda), m_error(InvalidParameter::first({
                                                    InvalidParameter::finite("startPosition", x0),
                                                    InvalidParameter::finite("startVelocity", v0),
                                                    InvalidParameter::finite("lambda", lambda),
                                            }))
{
    // A decay whose end is beyond the double range could not report where it settles.
    if (m_error.isNull() && lambda > 0 && !std::isfinite(x0 + v0 / lambda))
        m_error = InvalidParameter(
                "lambda", "large enough for a finite final position startPosition + startVelocity / lambda", lambda);
    if (!m_error.isNull())
        *this = invalid(m_error);
}

ExponentialDecay ExponentialDecay::invalid(InvalidParameter error) noexcept
{
    ExponentialDecay decay;
    decay.m_error = error;
    return decay;
}

ExponentialDecay ExponentialDecay::fromFriction(double x0, double v0, double friction) noexcept
{
    InvalidParameter error;
    const double lambda = lambdaForFriction(friction, &error);
    if (!error.isNull())
        return invalid(error);
    return ExponentialDecay(x0, v0, lambda);
}

double ExponentialDecay::lambdaForFriction(double friction, InvalidParameter *error) noexcept
{
    const InvalidParameter broken = InvalidParameter::positive("friction", friction);
    if (!broken.isNull()) {
        if (error)
            *error = broken;
        return std::nan("");
    }
    return -std::log(friction);
}

double ExponentialDecay::friction() const noexcept
{
    return std::exp(-m_lambda);
}

ExponentialDecay ExponentialDecay::fromFinalPosition(double x0, double finalPosition, double lambda) noexcept
{
    return ExponentialDecay(x0, lambda * (finalPosition - x0), lambda);
}

namespace {

struct OneEndSolution
{
    double otherVelocity;
    double lambda;
    InvalidParameter error;
};

/*
    Both Lambert W solves in one: given the displacement dx = xT - x0 over duration and
    the velocity at one end, the velocity at the other end and lambda. With
    Y = -duration * velocity / dx, the other end's X solves X e^X = Y e^Y, X != Y, and
    lambda * duration = (Y - X) when the given velocity is the end one, (X - Y) when it
    is the start one. Y + 1 = (dx - duration * velocity) / dx is formed from the inputs
    with an exact product and sum, so that nearly uniform motions (Y ~ -1, lambda ~ 0)
    keep their digits.
*/
OneEndSolution solveOneEnd(double x0, double xT, double velocity, const char *velocityName, double duration,
                           bool velocityIsAtEnd) noexcept
{
    const double dx = xT - x0;
    InvalidParameter error = InvalidParameter::first({
            InvalidParameter::finite("startPosition", x0),
            InvalidParameter::finite("endPosition", xT),
            InvalidParameter::nonZero(velocityName, velocity),
            InvalidParameter::positive("duration", duration),
            InvalidParameter::nonZero("endPosition - startPosition", dx),
    });
    if (error.isNull() && (velocity > 0) != (dx > 0))
        error = InvalidParameter(velocityName, "of the same sign as endPosition - startPosition", velocity);
    if (!error.isNull())
        return { 0, 0, error };

    const Detail::NearMinusOne y = {
        -duration * velocity / dx,
        Detail::sumMinusProduct(xT, -x0, duration, velocity) / dx,
    };
    const Detail::NearMinusOne x = Detail::lambertWPartner(y);
    const double lambdaDuration = velocityIsAtEnd ? y.plusOne - x.plusOne : x.plusOne - y.plusOne;
    const double lambda = lambdaDuration / duration;
    const double otherVelocity = -x.value * (dx / duration);
    // Extreme ratios of the two velocities (e^(lambda T) beyond the double range) may have
    // no representable solution: a solved start velocity that underflows would make a motion
    // that misses xT, so refuse it; a solved end velocity that underflows is rightly 0.
    if (!std::isfinite(lambda) || !std::isfinite(otherVelocity) || (velocityIsAtEnd && otherVelocity == 0)) {
        return { 0, 0,
                 InvalidParameter(velocityName, "such that the other end's velocity is within the range of doubles",
                                  velocity) };
    }
    return { otherVelocity, lambda, {} };
}

} // namespace

ExponentialDecay ExponentialDecay::fromEndVelocity(double x0, double xT, double vT, double duration) noexcept
{
    const OneEndSolution s = solveOneEnd(x0, xT, vT, "endVelocity", duration, true);
    return s.error.isNull() ? ExponentialDecay(x0, s.otherVelocity, s.lambda) : invalid(s.error);
}

ExponentialDecay ExponentialDecay::fromStartVelocity(double x0, double xT, double v0, double duration,
                                                     double *endVelocity) noexcept
{
    const OneEndSolution s = solveOneEnd(x0, xT, v0, "startVelocity", duration, false);
    if (!s.error.isNull())
        return invalid(s.error);
    if (endVelocity)
        *endVelocity = s.otherVelocity;
    return ExponentialDecay(x0, v0, s.lambda);
}

ExponentialDecay ExponentialDecay::fromStates(double x0, double v0, double x1, double v1, double *duration) noexcept
{
    const double dx = x1 - x0;
    InvalidParameter error = InvalidParameter::first({
            InvalidParameter::finite("startPosition", x0),
            InvalidParameter::finite("endPosition", x1),
            InvalidParameter::nonZero("startVelocity", v0),
            InvalidParameter::nonZero("endVelocity", v1),
            InvalidParameter::nonZero("endPosition - startPosition", dx),
    });
    if (error.isNull() && (v0 > 0) != (dx > 0))
        error = InvalidParameter("startVelocity", "of the same sign as endPosition - startPosition", v0);
    if (error.isNull() && (v1 > 0) != (dx > 0))
        error = InvalidParameter("endVelocity", "of the same sign as endPosition - startPosition", v1);
    if (!error.isNull())
        return invalid(error);
    // x1 - x0 = (v0 - v1) / lambda, since the distance covered is proportional to the
    // velocity lost.
    const double lambda = (v0 - v1) / dx;
    if (!std::isfinite(lambda))
        return invalid(InvalidParameter("endPosition - startPosition", "large enough for a finite lambda", dx));
    // ln(v0 / v1) / lambda = (x1 - x0) / v0 * ln(rho) / (rho - 1) with rho = v1 / v0, as
    // log1p(r) / r with r = (v1 - v0) / v0 while rho is near 1, so v1 -> v0 stays exact.
    if (duration) {
        const double r = (v1 - v0) / v0;
        const double rho = v1 / v0;
        *duration = dx / v0 * (std::fabs(r) < 0.5 ? Detail::log1pOverX(r) : std::log(rho) / (rho - 1));
    }
    return ExponentialDecay(x0, v0, lambda);
}

double ExponentialDecay::position(double t) const noexcept
{
    t = Detail::evaluationTime(t);
    const double travelled = Detail::exponentialIntegral(-m_lambda, t);
    const double distance = productOrZero(m_v0, travelled);
    if (std::isinf(distance) && m_lambda != 0) {
        // The integral alone left the doubles (a growth rate of 1e-259 for a time of 1e260),
        // or the product rounded past them where v0 / rate, the final distance, does not
        // (v0 2e288, lambda 1.2e-20): the distance need not: v0 / rate first (both found by
        // fuzz_models).
        return m_x0 + productOrZero(m_v0 / -m_lambda, std::expm1(-m_lambda * t));
    }
    return m_x0 + distance;
}

double ExponentialDecay::velocity(double t) const noexcept
{
    return productOrZero(m_v0, std::exp(-m_lambda * Detail::evaluationTime(t)));
}

double ExponentialDecay::finalPosition() const noexcept
{
    if (m_v0 == 0)
        return m_x0;
    if (m_lambda <= 0)
        return std::copysign(HUGE_VAL, m_v0);
    return m_x0 + m_v0 / m_lambda;
}

double ExponentialDecay::settleTime(double band) const noexcept
{
    if (m_v0 == 0)
        return 0;
    if (m_lambda <= 0 || !(band > 0))
        return HUGE_VAL;
    // |v0| e^(-lambda t) / lambda = band, in logarithms so nothing overflows.
    const double t = (std::log(std::fabs(m_v0)) - std::log(m_lambda) - std::log(band)) / m_lambda;
    return std::fmax(0.0, t);
}

double ExponentialDecay::timeToReach(double position) const noexcept
{
    const double dx = position - m_x0;
    if (dx == 0)
        return 0;
    if (m_v0 == 0 || (dx > 0) != (m_v0 > 0) || !std::isfinite(dx))
        return HUGE_VAL;
    // x0 + v0 (1 - e^(-lambda t)) / lambda = position  <=>  e^(-lambda t) = 1 + y.
    const double y = -m_lambda * dx / m_v0;
    if (!(y > -1))
        return HUGE_VAL;
    if (std::isinf(y)) {
        // A growing motion (lambda < 0) to a far position: y overflowed, and log1p(y) is
        // log(y) to the last bit there, summed from its factors' logarithms.
        return (std::log(std::fabs(m_lambda)) + std::log(std::fabs(dx)) - std::log(std::fabs(m_v0))) / -m_lambda;
    }
    // Far from 0, y's own form: dx / v0 alone may overflow where the time does not.
    return std::fabs(y) > 1 ? std::log1p(y) / -m_lambda : dx / m_v0 * Detail::log1pOverX(y);
}

bool operator==(const ExponentialDecay &a, const ExponentialDecay &b) noexcept
{
    return a.m_x0 == b.m_x0 && a.m_v0 == b.m_v0 && a.m_lambda == b.m_lambda && a.m_error == b.m_error;
}

QDebug operator<<(QDebug debug, const ExponentialDecay &decay)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "Impetus::ExponentialDecay(";
    if (!decay.isValid())
        return debug << "invalid: " << decay.error().message() << ')';
    return debug << "x0=" << decay.startPosition() << ", v0=" << decay.startVelocity() << ", lambda=" << decay.lambda()
                 << ')';
}

} // namespace Impetus
