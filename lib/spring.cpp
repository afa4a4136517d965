// SPDX-License-Identifier: MIT
#include "spring.h"

#include "numerics_p.h"

#include <QtCore/qdebug.h>
#include <QtCore/qmetaobject.h>

#include <cmath>

namespace Impetus {

using Detail::productOrZero;

namespace {

constexpr double Pi = 3.14159265358979323846;

// c^2 - 4mk without the cancellation that decides the regime near critical damping.
double discriminant(double mass, double stiffness, double damping) noexcept
{
    const Detail::DoubleDouble cc = Detail::twoProduct(damping, damping);
    const Detail::DoubleDouble mk = Detail::twoProduct(4 * mass, stiffness);
    return (cc.hi - mk.hi) + (cc.lo - mk.lo);
}

} // namespace

Spring::Spring() noexcept
    : m_error("stiffness", "> 0", 0)
{
}

Spring Spring::invalid(InvalidParameter error) noexcept
{
    Spring spring;
    spring.m_error = error;
    return spring;
}

Spring::Spring(double mass, double stiffness, double damping, double discriminant,
               InvalidParameter error) noexcept
    : m_mass(mass), m_stiffness(stiffness), m_damping(damping), m_error(error)
{
    if (!m_error.isNull())
        return;
    m_alpha = damping / (2 * mass);
    m_omega0Squared = stiffness / mass;
    if (damping == 0) {
        m_regime = Regime::Undamped;
        m_omega = std::sqrt(m_omega0Squared);
    } else if (discriminant < 0) {
        m_regime = Regime::Underdamped;
        m_omega = std::sqrt(-discriminant) / (2 * mass);
    } else {
        m_regime = discriminant == 0 ? Regime::CriticallyDamped : Regime::Overdamped;
        const double root = std::sqrt(discriminant);
        // The slow root from the product of the roots (k/m), the fast one directly:
        // neither subtracts nearly equal numbers.
        m_slowRoot = -2 * stiffness / (damping + root);
        m_fastRoot = -(damping + root) / (2 * mass);
    }
    if (m_regime == Regime::Underdamped && m_omega == 0) {
        // The frequency underflowed: the spring is critical to working precision.
        m_regime = Regime::CriticallyDamped;
        m_slowRoot = m_fastRoot = -m_alpha;
    }
    if (!std::isfinite(m_alpha) || !std::isfinite(m_omega0Squared) || !std::isfinite(m_omega)
        || !std::isfinite(m_slowRoot) || !std::isfinite(m_fastRoot) || m_omega0Squared == 0) {
        m_error = InvalidParameter("stiffness / mass", "a finite, non-zero ratio",
                                   stiffness / mass);
    }
}

Spring Spring::fromMassStiffnessDamping(double mass, double stiffness, double damping) noexcept
{
    const InvalidParameter error = InvalidParameter::first({
            InvalidParameter::positive("mass", mass),
            InvalidParameter::positive("stiffness", stiffness),
            InvalidParameter::nonNegative("damping", damping),
    });
    if (!error.isNull())
        return invalid(error);
    return Spring(mass, stiffness, damping, discriminant(mass, stiffness, damping), error);
}

Spring Spring::fromDampingRatio(double mass, double stiffness, double dampingRatio) noexcept
{
    const InvalidParameter error = InvalidParameter::first({
            InvalidParameter::positive("mass", mass),
            InvalidParameter::positive("stiffness", stiffness),
            InvalidParameter::nonNegative("dampingRatio", dampingRatio),
    });
    if (!error.isNull())
        return invalid(error);
    const double mk = mass * stiffness;
    // 4mk (z^2 - 1) keeps the regime of the ratio given: 1 is exactly critical.
    return Spring(mass, stiffness, 2 * dampingRatio * std::sqrt(mk),
                  4 * mk * ((dampingRatio - 1) * (dampingRatio + 1)), error);
}

Spring Spring::fromDurationAndBounce(double duration, double bounce, double mass) noexcept
{
    InvalidParameter error = InvalidParameter::first({
            InvalidParameter::positive("duration", duration),
            InvalidParameter::finite("bounce", bounce),
            InvalidParameter::positive("mass", mass),
    });
    if (error.isNull() && !(bounce > -1 && bounce <= 1))
        error = InvalidParameter("bounce", "in (-1, 1]", bounce);
    if (!error.isNull())
        return invalid(error);
    const double omega0 = 2 * Pi / duration;
    const double ratio = bounce >= 0 ? 1 - bounce : 1 / (1 + bounce);
    return fromDampingRatio(mass, omega0 * omega0 * mass, ratio);
}

Spring Spring::fromSettlingDuration(double settlingDuration, double dampingRatio, double mass) noexcept
{
    const InvalidParameter error = InvalidParameter::first({
            InvalidParameter::positive("settlingDuration", settlingDuration),
            InvalidParameter::positive("dampingRatio", dampingRatio),
            InvalidParameter::positive("mass", mass),
    });
    if (!error.isNull())
        return invalid(error);
    // Slowest decay rate per unit w0: z below critical, z - sqrt(z^2 - 1) above,
    // written as 1 / (z + sqrt(z^2 - 1)) to avoid cancellation.
    const double ratePerOmega0 = dampingRatio < 1
            ? dampingRatio
            : 1 / (dampingRatio + std::sqrt((dampingRatio - 1) * (dampingRatio + 1)));
    const double omega0 = -std::log(SettlingFraction) / (ratePerOmega0 * settlingDuration);
    return fromDampingRatio(mass, omega0 * omega0 * mass, dampingRatio);
}

Spring Spring::withStart(double position, double velocity) const noexcept
{
    Spring spring = *this;
    const InvalidParameter error = InvalidParameter::first({
            spring.m_error,
            InvalidParameter::finite("startPosition", position),
            InvalidParameter::finite("startVelocity", velocity),
            InvalidParameter::finite("startPosition - restPosition", position - m_rest),
    });
    if (!error.isNull()) {
        spring.m_error = error;
        return spring;
    }
    spring.m_start = position;
    spring.m_velocity = velocity;
    spring.m_displacement = position - m_rest;
    return spring;
}

Spring Spring::withRestPosition(double restPosition) const noexcept
{
    Spring spring = *this;
    const InvalidParameter error = InvalidParameter::first({
            spring.m_error,
            InvalidParameter::finite("restPosition", restPosition),
            InvalidParameter::finite("startPosition - restPosition", m_start - restPosition),
    });
    if (!error.isNull()) {
        spring.m_error = error;
        return spring;
    }
    spring.m_rest = restPosition;
    spring.m_displacement = m_start - restPosition;
    return spring;
}

double Spring::dampingRatio() const noexcept
{
    return m_damping / (2 * std::sqrt(m_mass * m_stiffness));
}

double Spring::naturalFrequency() const noexcept
{
    return std::sqrt(m_omega0Squared);
}

double Spring::dampedFrequency() const noexcept
{
    return m_omega;
}

double Spring::phase(double t) const noexcept
{
    // Beyond the times where w t overflows, the phase means nothing; 0 keeps it defined.
    const double wt = m_omega * t;
    return std::isfinite(wt) ? wt : 0;
}

/*
    x(t) = e^(r t) (x0 + (v0 - r x0) (e^(g t) - 1) / g) for either root r, with g the other
    root minus r. Factoring out the slow root keeps every term free of cancellation, for
    negative times too, as long as e^(g t) is finite; only far in the past, where the fast
    mode dominates by hundreds of orders of magnitude, is the fast root factored out instead.
*/
Spring::Factoring Spring::factoring(double t) const noexcept
{
    const double gap = m_fastRoot - m_slowRoot;
    if (gap * t <= 700)
        return { m_slowRoot, gap };
    return { m_fastRoot, -gap };
}

double Spring::displacement(double t) const noexcept
{
    const double x0 = m_displacement;
    const double v0 = m_velocity;
    if (m_regime == Regime::Undamped || m_regime == Regime::Underdamped) {
        const double wt = phase(t);
        const double bracket = x0 * std::cos(wt) + (v0 + m_alpha * x0) * (std::sin(wt) / m_omega);
        return productOrZero(std::exp(-m_alpha * t), bracket);
    }
    const Factoring f = factoring(t);
    const double s = t * Detail::hexp(f.gap * t);
    return productOrZero(std::exp(f.root * t), x0 + productOrZero(v0 - f.root * x0, s));
}

double Spring::displacementVelocity(double t) const noexcept
{
    const double x0 = m_displacement;
    const double v0 = m_velocity;
    if (m_regime == Regime::Undamped || m_regime == Regime::Underdamped) {
        const double wt = phase(t);
        const double bracket = v0 * std::cos(wt)
                - (m_alpha * v0 + m_omega0Squared * x0) * (std::sin(wt) / m_omega);
        return productOrZero(std::exp(-m_alpha * t), bracket);
    }
    const Factoring f = factoring(t);
    const double s = t * Detail::hexp(f.gap * t);
    // d/dt of (e^(gap t) - 1) / gap is e^(gap t).
    const double modeRate = f.root * s + std::exp(f.gap * t);
    return productOrZero(std::exp(f.root * t), f.root * x0 + productOrZero(v0 - f.root * x0, modeRate));
}

double Spring::position(double t) const noexcept
{
    if (!isValid())
        return m_start;
    return m_rest + displacement(Detail::evaluationTime(t));
}

double Spring::velocity(double t) const noexcept
{
    if (!isValid())
        return 0;
    return displacementVelocity(Detail::evaluationTime(t));
}

double Spring::settleTime(double tolerance) const noexcept
{
    if (!isValid() || !(tolerance > 0))
        return isValid() && (m_displacement != 0 || m_velocity != 0) ? HUGE_VAL : 0;
    const double x0 = m_displacement;
    const double v0 = m_velocity;
    const auto outside = [&](double t) { return std::fabs(displacement(t)) > tolerance; };
    // Between consecutive extrema the displacement is monotonic, so the last exit from
    // the band |x| <= tolerance is a single crossing on the interval that follows the
    // last extremum (or t = 0) where |x| > tolerance.
    const auto settleAfter = [&](double from, double to, double sign) {
        return Detail::lastTrueBoundary(from, to, [&](double t) {
            return sign * displacement(t) > tolerance;
        });
    };

    if (m_regime == Regime::Undamped || m_regime == Regime::Underdamped) {
        const double w = m_omega;
        // x' = e^(-alpha t) (v0 cos wt - B sin wt / w) vanishes at w t = psi + pi/2 + j pi.
        const double b = (m_alpha * v0 + m_omega0Squared * x0) / w;
        if (x0 == 0 && v0 == 0)
            return 0;
        const double psi = std::atan2(-b, v0);
        const double halfPeriod = Pi / w;
        double j = std::ceil((-psi - Pi / 2) / Pi);
        double first = (psi + Pi / 2 + j * Pi) / w;
        if (first < 0) { // rounding in the line above
            j += 1;
            first += halfPeriod;
        }
        const double firstPeak = std::fabs(displacement(first));
        if (firstPeak <= tolerance) {
            if (std::fabs(x0) <= tolerance)
                return 0;
            return settleAfter(0, first, x0 > 0 ? 1 : -1);
        }
        if (m_regime == Regime::Undamped)
            return HUGE_VAL;
        // Peaks shrink by e^(-alpha pi / w) per half period: index of the last one above
        // the band, then a couple of exact checks to absorb rounding.
        const double perPeak = m_alpha * halfPeriod;
        double k = std::floor(std::log(firstPeak / tolerance) / perPeak);
        const auto peakTime = [&](double index) { return first + index * halfPeriod; };
        for (int guard = 0; guard < 4 && k > 0 && !outside(peakTime(k)); ++guard)
            k -= 1;
        for (int guard = 0; guard < 4 && outside(peakTime(k + 1)); ++guard)
            k += 1;
        const double peak = peakTime(k);
        const double next = peakTime(k + 1);
        if (outside(peak) && !outside(next) && next > peak) {
            const double sign = displacement(peak) > 0 ? 1 : -1;
            return settleAfter(peak, next, sign);
        }
        // Peaks closer than the resolution of t: fall back on the envelope, which is a
        // valid (if looser) bound: |x| <= A e^(-alpha t), A = sqrt(x0^2 + ((v0 + alpha x0)/w)^2).
        const double amplitude = std::hypot(x0, (v0 + m_alpha * x0) / w);
        return std::fmax(0.0, std::log(amplitude / tolerance) / m_alpha);
    }

    // Non-oscillating: x(t) = e^(r t) (x0 + K u(t)) with u = t hexp(-2 b t) rising from 0,
    // K = v0 - r x0. At most one extremum, where u = v0 / (|r1| K), and |x| decreases
    // monotonically after it (or from t = 0 when there is none).
    const double r = m_slowRoot;
    const double gap = m_fastRoot - m_slowRoot; // -2b <= 0
    const double k = v0 - r * x0;
    double extremum = 0;
    if (k != 0) {
        const double u = v0 / (-m_fastRoot * k);
        // u(t) = -expm1(gap t) / (-gap) reaches u only if 1 + gap u > 0.
        if (u > 0 && (gap == 0 || 1 + gap * u > 0))
            extremum = gap == 0 ? u : std::log1p(gap * u) / gap;
    }
    // An envelope time beyond which |x| <= e^(r t) (|x0| + |K| t) <= tolerance, found by
    // doubling from 1/|r|, where that bound is already decreasing.
    double end = std::fmax(extremum, 1 / -r);
    for (int guard = 0; guard < 2100
         && std::exp(r * end) * (std::fabs(x0) + std::fabs(k) * end) > tolerance;
         ++guard) {
        end *= 2;
    }
    if (!outside(extremum)) {
        if (std::fabs(x0) <= tolerance)
            return 0;
        return settleAfter(0, extremum, x0 > 0 ? 1 : -1);
    }
    const double sign = displacement(extremum) > 0 ? 1 : -1;
    return settleAfter(extremum, end, sign);
}

bool operator==(const Spring &a, const Spring &b) noexcept
{
    return a.m_mass == b.m_mass && a.m_stiffness == b.m_stiffness && a.m_damping == b.m_damping
           && a.m_start == b.m_start && a.m_velocity == b.m_velocity && a.m_rest == b.m_rest
           && a.m_regime == b.m_regime && a.m_error == b.m_error;
}

QDebug operator<<(QDebug debug, const Spring &spring)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "Impetus::Spring(";
    if (!spring.isValid())
        return debug << "invalid: " << spring.error().message() << ')';
    return debug << "mass=" << spring.mass() << ", stiffness=" << spring.stiffness()
                 << ", damping=" << spring.damping() << ", "
                 << QMetaEnum::fromType<Spring::Regime>().valueToKey(int(spring.regime()))
                 << ", start=" << spring.startPosition() << ", velocity=" << spring.startVelocity()
                 << ", rest=" << spring.restPosition() << ')';
}

} // namespace Impetus
