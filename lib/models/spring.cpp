// SPDX-License-Identifier: MIT
#include "spring.h"

#include "models/kernels_p.h"
#include "models/numerics_p.h"
#include "models/spring_p.h"

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

// sqrt(m k) that neither overflows nor underflows where m k would.
double geometricMean(double mass, double stiffness) noexcept
{
    return std::sqrt(mass) * std::sqrt(stiffness);
}

// a / (2 b), also where 2 b overflows (b near the largest double: found by fuzz_models,
// a spring of mass, stiffness and damping 1.8e308 had a damping ratio of 0).
double halfRatio(double a, double b) noexcept
{
    const double twice = 2 * b;
    return std::isinf(twice) && std::isfinite(b) ? a / b / 2 : a / twice;
}

double dampingRatioOf(double mass, double stiffness, double damping) noexcept
{
    return halfRatio(damping, geometricMean(mass, stiffness));
}

} // namespace

Spring::Spring() noexcept : m_error("stiffness", "> 0", 0)
{
}

Spring Spring::invalid(InvalidParameter error) noexcept
{
    Spring spring;
    spring.m_error = error;
    return spring;
}

Spring::Spring(double mass, double stiffness, double damping, double dampingRatio, InvalidParameter error) noexcept
    : m_mass(mass), m_stiffness(stiffness), m_damping(damping), m_givenDampingRatio(dampingRatio), m_error(error)
{
    if (!m_error.isNull())
        return;
    m_alpha = halfRatio(damping, mass);
    m_omega0Squared = stiffness / mass;
    // The roots and frequencies are homogeneous in (m, k, c): computed from the three scaled
    // by the power of two that brings the largest to [1, 2), c^2 and 4mk neither overflow nor
    // underflow into a wrong regime.
    const int exponent = std::ilogb(std::fmax(mass, std::fmax(stiffness, damping)));
    const double m = std::ldexp(mass, -exponent);
    const double k = std::ldexp(stiffness, -exponent);
    const double c = std::ldexp(damping, -exponent);
    // A given ratio decides the regime exactly (1 is critical), via 4mk (z^2 - 1).
    const double disc =
            std::isnan(dampingRatio) ? discriminant(m, k, c) : 4 * m * k * ((dampingRatio - 1) * (dampingRatio + 1));
    if (damping == 0) {
        m_regime = Regime::Undamped;
        m_omega = std::sqrt(m_omega0Squared);
    } else if (disc < 0) {
        m_regime = Regime::Underdamped;
        m_omega = std::sqrt(-disc) / (2 * m);
    } else {
        m_regime = disc == 0 ? Regime::CriticallyDamped : Regime::Overdamped;
        const double root = std::sqrt(disc);
        // The slow root from the product of the roots (k/m), the fast one directly:
        // neither subtracts nearly equal numbers.
        m_slowRoot = -2 * k / (c + root);
        m_fastRoot = -(c + root) / (2 * m);
    }
    if (m_regime == Regime::Underdamped && m_omega == 0) {
        // The frequency underflowed: the spring is critical to working precision.
        m_regime = Regime::CriticallyDamped;
        m_slowRoot = m_fastRoot = -m_alpha;
    }
    if (!std::isfinite(m_alpha) || !std::isfinite(m_omega0Squared) || !std::isfinite(m_omega)
        || !std::isfinite(m_slowRoot) || !std::isfinite(m_fastRoot) || m_omega0Squared == 0) {
        m_error = InvalidParameter("stiffness / mass", "a finite, non-zero ratio", stiffness / mass);
    } else if (!(dampingRatioOf(mass, stiffness, damping) <= MaximumDampingRatio)) {
        // The two modes' time scales differ by 4 z^2: beyond this their ratio, and products
        // of one with the other's weight, leave the double range.
        m_error = InvalidParameter("dampingRatio", "<= 1e100", dampingRatioOf(mass, stiffness, damping));
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
    return Spring(mass, stiffness, damping, std::nan(""), error);
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
    const double damping = 2 * dampingRatio * geometricMean(mass, stiffness);
    if (!std::isfinite(damping)) {
        // A damping past the largest double stands for no spring (mass = stiffness = 1e308
        // at ratio 1): said of the damping, not of the ratio stiffness / mass it would spoil.
        return invalid(InvalidParameter("damping (2 dampingRatio sqrt(mass stiffness))", "finite", damping));
    }
    return Spring(mass, stiffness, damping, dampingRatio, error);
}

Spring Spring::fromDurationAndBounce(double duration, double bounce, double mass) noexcept
{
    InvalidParameter error = InvalidParameter::first({
            InvalidParameter::positive("duration", duration),
            InvalidParameter::finite("bounce", bounce),
            InvalidParameter::positive("mass", mass),
    });
    const double ratio = dampingRatioForBounce(bounce, error.isNull() ? &error : nullptr);
    if (!error.isNull())
        return invalid(error);
    return fromDampingRatio(mass, stiffnessForDuration(duration, mass), ratio);
}

double Spring::dampingRatioForBounce(double bounce, InvalidParameter *error) noexcept
{
    InvalidParameter broken = InvalidParameter::finite("bounce", bounce);
    if (broken.isNull() && !(bounce > -1 && bounce <= 1))
        broken = InvalidParameter("bounce", "in (-1, 1]", bounce);
    if (!broken.isNull()) {
        if (error)
            *error = broken;
        return std::nan("");
    }
    return bounce >= 0 ? 1 - bounce : 1 / (1 + bounce);
}

double Spring::bounce() const noexcept
{
    const double ratio = dampingRatio();
    return ratio <= 1 ? 1 - ratio : 1 / ratio - 1;
}

double Spring::stiffnessForDuration(double duration, double mass) noexcept
{
    const double omega0 = 2 * Pi / duration;
    return omega0 * omega0 * mass;
}

double Spring::perceptualDuration() const noexcept
{
    return 2 * Pi / naturalFrequency();
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
    const double omega0 = -std::log(SettlingFraction) / (slowestRate(dampingRatio, 1) * settlingDuration);
    return fromDampingRatio(mass, omega0 * omega0 * mass, dampingRatio);
}

// The slowest mode's decay rate: z w0 below critical, w0 (z - sqrt(z^2 - 1)) above,
// written as w0 / (z + sqrt(z^2 - 1)) to avoid cancellation.
double Spring::slowestRate(double dampingRatio, double omega0) noexcept
{
    return dampingRatio < 1 ? dampingRatio * omega0
                            : omega0 / (dampingRatio + std::sqrt((dampingRatio - 1) * (dampingRatio + 1)));
}

double Spring::settlingDuration() const noexcept
{
    return -std::log(SettlingFraction) / slowestRate(dampingRatio(), naturalFrequency());
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
    spring.m_scaledStart = spring.scaledStart();
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
    spring.m_scaledStart = spring.scaledStart();
    return spring;
}

double Spring::dampingRatio() const noexcept
{
    // The ratio a spring was made from, exactly; otherwise c / 2 sqrt(km).
    return std::isnan(m_givenDampingRatio) ? dampingRatioOf(m_mass, m_stiffness, m_damping) : m_givenDampingRatio;
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
    return Detail::phaseOf(m_omega * t);
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

/*
    The motion is linear in the start state: it is evaluated for the state scaled by the
    power of two nearest its size, and the result scaled back, so that products such as
    (v0 - r x0) t cannot overflow for a start near the end of the double range while the
    motion itself stays within it. (Exact: powers of two change no digit.)
*/
Spring::ScaledStart Spring::scaledStart() const noexcept
{
    const double size = std::fmax(std::fabs(m_displacement), std::fabs(m_velocity));
    if (size == 0)
        return { 0, 0, 1 };
    const int exponent = std::ilogb(size);
    return { std::ldexp(m_displacement, -exponent), std::ldexp(m_velocity, -exponent), std::ldexp(1.0, exponent) };
}

double Spring::displacement(double t) const noexcept
{
    const ScaledStart start = m_scaledStart;
    return start.scale * unitDisplacement(start.x0, start.v0, t);
}

double Spring::displacementVelocity(double t) const noexcept
{
    const ScaledStart start = m_scaledStart;
    return start.scale * unitDisplacementVelocity(start.x0, start.v0, t);
}

double Spring::unitDisplacement(double x0, double v0, double t) const noexcept
{
    if (m_regime == Regime::Undamped || m_regime == Regime::Underdamped) {
        // e^(-alpha t) (x0 cos wt + (v0 + alpha x0) / w sin wt)
        return Detail::oscillatingDisplacement(x0, (v0 + m_alpha * x0) / m_omega, m_alpha, m_omega, t);
    }
    const Factoring f = factoring(t);
    const double s = Detail::exponentialIntegral(f.gap, t);
    return productOrZero(Detail::expKernel(f.root * t), Detail::fmaOrZero(Detail::fmaOrZero(-f.root, x0, v0), s, x0));
}

double Spring::unitDisplacementVelocity(double x0, double v0, double t) const noexcept
{
    if (m_regime == Regime::Undamped || m_regime == Regime::Underdamped) {
        // e^(-alpha t) (v0 cos wt - (alpha v0 + w0^2 x0) / w sin wt); w0^2 / w first: w0^2
        // x0 alone overflows for stiffnesses near the double range.
        const double sine = -(m_alpha * v0 / m_omega + m_omega0Squared / m_omega * x0);
        return productOrZero(Detail::expKernel(-m_alpha * t), Detail::waveKernel(phase(t), v0, sine));
    }
    const Factoring f = factoring(t);
    const double s = Detail::exponentialIntegral(f.gap, t);
    // The derivative of the position's form, r x0 + (v0 - r x0)(r s + e^(gap t)), rearranged
    // with r (r + gap) = k/m so that no root multiplies x0: v0 (r s + e^(gap t)) - w0^2 x0 s.
    const double modeRate = Detail::fmaOrZero(f.root, s, Detail::expKernel(f.gap * t));
    // w0^2 x0 s; w0^2 x0 alone overflows for stiffnesses near the double range, where w0^2 s
    // x0 need not (a spring of duration 5e-154, found by fuzz_serial): the other order then.
    const double stiff = m_omega0Squared * x0;
    const double pull = std::isfinite(stiff) ? productOrZero(stiff, s) : productOrZero(m_omega0Squared * s, x0);
    return productOrZero(Detail::expKernel(f.root * t), Detail::fmaOrZero(v0, modeRate, -pull));
}

double Spring::position(double t) const noexcept
{
    if (!isValid())
        return m_start;
    return Detail::notNaN(m_rest + displacement(Detail::evaluationTime(t)));
}

double Spring::velocity(double t) const noexcept
{
    if (!isValid())
        return 0;
    return Detail::notNaN(displacementVelocity(Detail::evaluationTime(t)));
}

double Spring::settleTime(double band) const noexcept
{
    // NaN can only come from parameters beyond what doubles resolve; "never" is then the
    // answer that keeps the guarantee.
    return Detail::notNaN(boundSettleTime(band));
}

double Spring::boundSettleTime(double band) const noexcept
{
    if (!isValid() || !(band > 0))
        return isValid() && (m_displacement != 0 || m_velocity != 0) ? HUGE_VAL : 0;
    // In the scaled units of scaledStart(), so that nothing below underflows or overflows
    // for starts at the ends of the double range.
    const ScaledStart start = m_scaledStart;
    const double x0 = start.x0;
    const double v0 = start.v0;
    band /= start.scale;
    if (!(band > 0))
        return HUGE_VAL; // a band below the resolution of this motion
    const auto displacement = [&](double t) { return unitDisplacement(x0, v0, t); };
    const auto outside = [&](double t) { return std::fabs(displacement(t)) > band; };
    // Between consecutive extrema the displacement is monotonic, so the last exit from
    // the band (|x| <= band) is a single crossing on the interval that follows the
    // last extremum (or t = 0) where |x| > band.
    const auto settleAfter = [&](double from, double to, double sign) {
        return Detail::lastTrueBoundary(from, to, [&](double t) { return sign * displacement(t) > band; });
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
        if (firstPeak <= band) {
            if (std::fabs(x0) <= band)
                return 0;
            return settleAfter(0, first, x0 > 0 ? 1 : -1);
        }
        if (m_regime == Regime::Undamped)
            return HUGE_VAL;
        // Peaks shrink by e^(-alpha pi / w) per half period: index of the last one above
        // the band, then a couple of exact checks to absorb rounding.
        const double perPeak = m_alpha * halfPeriod;
        double k = std::floor(std::log(firstPeak / band) / perPeak);
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
        return std::fmax(0.0, std::log(amplitude / band) / m_alpha);
    }

    // Non-oscillating: x(t) = e^(r t) (x0 + K u(t)) with u = t hexp(-2 b t) rising from 0,
    // K = v0 - r x0. At most one extremum, where u = v0 / (|r1| K), and |x| decreases
    // monotonically after it (or from t = 0 when there is none).
    const double r = m_slowRoot;
    const double gap = m_fastRoot - m_slowRoot; // -2b <= 0
    const double k = v0 - r * x0;
    double extremum = 0;
    if (k != 0) {
        const double u = v0 / k / -m_fastRoot; // in this order, nothing overflows
        // u(t) = expm1(gap t) / gap reaches u where e^(gap t) = 1 + gap u. That number is
        // also (r2 / r1) (v0 - r1 x0) / (v0 - r2 x0), a ratio of the two modes' weights,
        // whose logarithm keeps its digits (and its range: r2 / r1 may underflow) when gap u
        // is close to -1, as in a hugely overdamped spring.
        const double gapU = gap * u;
        const double fastWeight = v0 - m_fastRoot * x0;
        if (u > 0 && (gap == 0 || (fastWeight > 0) == (k > 0))) {
            extremum = gap == 0             ? u
                    : std::fabs(gapU) < 0.5 ? std::log1p(gapU) / gap
                                            : (std::log(-m_slowRoot) - std::log(-m_fastRoot)
                                               + std::log(std::fabs(fastWeight)) - std::log(std::fabs(k)))
                            / gap;
        }
    }
    if (std::isnan(extremum))
        return HUGE_VAL; // parameters beyond what doubles resolve: no guarantee but "never"
    // An envelope time beyond which |x| <= e^(r t) (|x0| + |K| t) <= band, found by
    // doubling from 1/|r|, where that bound is already decreasing; compared in logarithms,
    // since the two factors may each overflow when the slow mode is very slow.
    double end = std::fmax(extremum, 1 / -r);
    const double logBand = std::log(band);
    const auto logBound = [&](double t) {
        return k == 0 ? r * t + std::log(std::fabs(x0))
                      : r * t + std::log(std::fabs(k)) + std::log(t + std::fabs(x0 / k));
    };
    for (int guard = 0; guard < 2100 && std::isfinite(end) && !(logBound(end) <= logBand); ++guard)
        end *= 2;
    if (!outside(extremum)) {
        if (std::fabs(x0) <= band)
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
            && a.m_regime == b.m_regime
            && a.m_error == b.m_error
            // A damping ratio it was made from decides the frequency and the roots, which
            // its damping alone may give an ulp apart.
            && a.m_omega == b.m_omega && a.m_slowRoot == b.m_slowRoot && a.m_fastRoot == b.m_fastRoot;
}

QDebug operator<<(QDebug debug, const Spring &spring)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "Impetus::Spring(";
    if (!spring.isValid())
        return debug << "invalid: " << spring.error().message() << ')';
    return debug << "mass=" << spring.mass() << ", stiffness=" << spring.stiffness() << ", damping=" << spring.damping()
                 << ", " << QMetaEnum::fromType<Spring::Regime>().valueToKey(int(spring.regime()))
                 << ", start=" << spring.startPosition() << ", velocity=" << spring.startVelocity()
                 << ", rest=" << spring.restPosition() << ')';
}

} // namespace Impetus
