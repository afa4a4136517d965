// SPDX-License-Identifier: MIT
#include "fling.h"

#include "models/numerics_p.h"

#include <QtCore/qdebug.h>

#include <cmath>

namespace Impetus {

namespace {

constexpr double D = Fling::DecelerationExponent;
// Functions of D, each the correctly rounded value of the exact one (mpmath, 50 digits),
// not computed from the rounded D. An exponent applied to a base far from 1 needs more
// than a double: 1 / (D - 1) and (D - 1) / D come with their next 53 bits (hi + lo).
constexpr double DMinusOne = 1.3582018154259445;
constexpr double InverseD = 0.424051916786171;
constexpr double DurationExponent = 0.7362676066563723; // 1 / (D - 1)
constexpr double DurationExponentLow = 8.27127748732277e-18;
constexpr double VelocityExponent = 0.575948083213829; // (D - 1) / D
constexpr double VelocityExponentLow = 4.024344892870363e-17;

/*
    base^(hi + lo) for a normal base > 0: pow() with hi, times e^(lo ln base) = 1 + lo ln
    base (|lo ln base| < 1e-14). The rounding of the exponent alone would cost |ln base|
    ulp.
*/
double power(double base, double hi, double lo) noexcept
{
    const double p = std::pow(base, hi);
    return p + p * (lo * std::log(base));
}

// ln(f c) for f c beyond the normal doubles (the product over- or underflowed).
double logResistance(double friction, double density) noexcept
{
    return std::log(friction) + std::log(Fling::PhysicalCoefficient) + std::log(density);
}

struct Extent
{
    double duration;
    double distance; // unsigned
};

// Android's duration and distance of a fling released at speed > 0.
Extent extentOf(double speed, double friction, double density) noexcept
{
    const double push = Fling::Inflexion * speed; // = d / T
    const double resistance = friction * Fling::PhysicalCoefficient * density; // f c
    // T = e^(l / (D - 1)) with l = ln(push / resistance); d = f c e^(D l / (D - 1)) is
    // f c e^l T = push T.
    const double ratio = push / resistance;
    const double duration = std::isnormal(resistance) && std::isnormal(ratio)
            ? power(ratio, DurationExponent, DurationExponentLow)
            : std::exp(DurationExponent * (std::log(push) - logResistance(friction, density)));
    return { duration, push * duration };
}

} // namespace

Fling::Fling(double x0, double velocity, double friction, double density) noexcept
    : m_x0(x0), m_velocity(velocity), m_friction(friction), m_density(density),
      m_error(InvalidParameter::first({
              InvalidParameter::finite("startPosition", x0),
              InvalidParameter::finite("startVelocity", velocity),
              InvalidParameter::positive("friction", friction),
              InvalidParameter::positive("density", density),
      }))
{
    if (m_error.isNull() && velocity != 0) {
        const Extent extent = extentOf(std::fabs(velocity), friction, density);
        m_duration = extent.duration;
        m_distance = std::copysign(extent.distance, velocity);
        m_startVelocity = StartVelocityRatio * velocity;
        // A release so slow that its distance underflows is at rest.
        if (m_distance == 0 || m_duration == 0) {
            m_duration = 0;
            m_distance = 0;
            m_startVelocity = 0;
        }
        if (!std::isfinite(m_duration) || !std::isfinite(x0 + m_distance))
            m_error = InvalidParameter("startVelocity", "small enough for a finite distance", velocity);
    }
    m_final = m_x0 + m_distance;
    if (!m_error.isNull())
        *this = invalid(m_error);
}

Fling Fling::invalid(InvalidParameter error) noexcept
{
    Fling fling;
    fling.m_error = error;
    return fling;
}

double Fling::releaseVelocity(double distance, double friction, double density, InvalidParameter *error) noexcept
{
    InvalidParameter broken = InvalidParameter::first({
            InvalidParameter::finite("distance", distance),
            InvalidParameter::positive("friction", friction),
            InvalidParameter::positive("density", density),
    });
    double velocity = 0;
    if (broken.isNull() && distance != 0) {
        // d = f c (0.35 |v| / (f c))^(D / (D - 1)), so 0.35 |v| = f c (|d| / (f c))^((D - 1) / D).
        const double resistance = friction * PhysicalCoefficient * density;
        const double ratio = std::fabs(distance) / resistance;
        const double push = std::isnormal(resistance) && std::isnormal(ratio)
                ? resistance * power(ratio, VelocityExponent, VelocityExponentLow)
                : std::exp(logResistance(friction, density)
                           + VelocityExponent * (std::log(std::fabs(distance)) - logResistance(friction, density)));
        velocity = std::copysign(push / Inflexion, distance);
        if (!std::isfinite(velocity))
            broken = InvalidParameter("distance", "small enough for a finite release velocity", distance);
    }
    if (!broken.isNull()) {
        if (error)
            *error = broken;
        return std::nan("");
    }
    return velocity;
}

double Fling::frictionForDistance(double velocity, double distance, double density, InvalidParameter *error) noexcept
{
    const InvalidParameter broken = InvalidParameter::first({
            InvalidParameter::finite("startVelocity", velocity),
            InvalidParameter::finite("distance", distance),
            InvalidParameter::positive("density", density),
    });
    if (!broken.isNull()) {
        if (error)
            *error = broken;
        return std::nan("");
    }
    if (velocity == 0 || distance == 0)
        return 0;
    // f c = (0.35 |v|)^D / |d|^(D - 1) = 0.35 |v| (0.35 |v| / |d|)^(D - 1).
    const double push = Inflexion * std::fabs(velocity);
    return push * std::pow(push / std::fabs(distance), DMinusOne) / (PhysicalCoefficient * density);
}

Fling Fling::fromDistance(double x0, double distance, double friction, double density) noexcept
{
    InvalidParameter error;
    const double velocity = releaseVelocity(distance, friction, density, &error);
    if (!error.isNull())
        return invalid(error);
    return Fling(x0, velocity, friction, density);
}

double Fling::position(double t) const noexcept
{
    if (m_distance == 0)
        return m_x0;
    t = Detail::evaluationTime(t);
    if (t >= m_duration)
        return m_final;
    // 1 - (1 - u)^D without cancellation for small u. Before the release u < 0 and the
    // curve grows without bound (an infinity, never NaN: m_distance != 0).
    const double u = t / m_duration;
    return m_x0 + m_distance * -std::expm1(D * std::log1p(-u));
}

double Fling::velocity(double t) const noexcept
{
    if (m_distance == 0)
        return 0;
    t = Detail::evaluationTime(t);
    if (t >= m_duration)
        return 0;
    return m_startVelocity * std::exp(DMinusOne * std::log1p(-t / m_duration));
}

double Fling::settleTime(double band) const noexcept
{
    if (m_distance == 0)
        return 0;
    if (!(band > 0))
        return m_duration;
    const double distance = std::fabs(m_distance);
    if (!(distance > band))
        return 0;
    // The distance still to go, d (1 - u)^D, measured as such rather than as the difference
    // of two rounded positions: the same for the same fling anywhere and either way (a spec
    // and the same spec placed on an animation's move settle at the same time, to the bit).
    const auto outside = [&](double t) {
        return t < m_duration && distance * std::exp(D * std::log1p(-t / m_duration)) > band;
    };
    // d (1 - u)^D = band at u = 1 - (band / d)^(1 / D); its rounding is mended next to it, so
    // that the double returned is the first at which the distance to go is within band.
    const double estimate = m_duration * -std::expm1(std::log(band / distance) * InverseD);
    double before = estimate * (1 - 1e-12);
    double after = std::fmin(m_duration, estimate * (1 + 1e-12));
    if (!outside(before))
        before = 0;
    if (outside(after))
        after = m_duration;
    return Detail::lastTrueBoundary(before, after, outside);
}

double Fling::timeToReach(double position) const noexcept
{
    const double dx = position - m_x0;
    if (dx == 0)
        return 0;
    if (position == m_final && m_distance != 0)
        return m_duration;
    const double fraction = dx / m_distance;
    if (!(fraction > 0 && fraction <= 1))
        return HUGE_VAL;
    // (1 - u)^D = 1 - fraction.
    return m_duration * -std::expm1(std::log1p(-fraction) * InverseD);
}

bool operator==(const Fling &a, const Fling &b) noexcept
{
    return a.m_x0 == b.m_x0 && a.m_velocity == b.m_velocity && a.m_friction == b.m_friction
            && a.m_density == b.m_density && a.m_error == b.m_error;
}

QDebug operator<<(QDebug debug, const Fling &fling)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "Impetus::Fling(";
    if (!fling.isValid())
        return debug << "invalid: " << fling.error().message() << ')';
    return debug << "x0=" << fling.startPosition() << ", v=" << fling.startVelocity()
                 << ", friction=" << fling.friction() << ", density=" << fling.density() << ')';
}

} // namespace Impetus
