// SPDX-License-Identifier: MIT
#include "bounce.h"

#include "models/bounce_p.h"
#include "models/numerics_p.h"

#include <QtCore/qdebug.h>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace Impetus {

using Detail::atLeastZero;

Bounce::Bounce() noexcept : m_error("startVelocity", "> 0", 0)
{
}

Bounce Bounce::make(double height, double velocity, double restitution, double gravity, int maxBounces,
                    InvalidParameter error) noexcept
{
    if (error.isNull() && !(restitution >= 0 && restitution <= 1))
        error = InvalidParameter("restitution", "in [0, 1]", restitution);
    // A rebound c times shorter than the flight before it must stay above the resolution
    // of time at that flight's end, or its arc cannot be told from the landing.
    if (error.isNull() && restitution > 0 && restitution < MinimumRestitution)
        error = InvalidParameter("restitution", "0 or >= 1e-12", restitution);
    if (error.isNull())
        error = InvalidParameter::negative("gravity", gravity);
    if (error.isNull() && maxBounces < Unlimited)
        error = InvalidParameter("maxBounces", ">= 0 (or -1 for no limit)", maxBounces);
    Bounce bounce;
    bounce.m_error = error;
    if (!error.isNull())
        return bounce;

    const double g = -gravity;
    const double speed = std::sqrt(velocity * velocity + 2 * g * height);
    // The ground given as -0 is +0: the first flight's sums then add a zero product to the
    // start height without changing its bits (BounceAccess::commonPosition()).
    bounce.m_height = height + 0.0;
    bounce.m_velocity = velocity;
    bounce.m_speed = speed;
    bounce.m_restitution = restitution;
    bounce.m_gravity = gravity;
    bounce.m_maxBounces = maxBounces;
    bounce.m_flight = 2 * speed / g;
    // The arc's age and the time to its landing are (u -+ v) / |g|; the one that would
    // subtract nearly equal numbers is written as 2 height / (u +- v) instead.
    bounce.m_offset = velocity >= 0 ? 2 * height / (speed + velocity) : (speed - velocity) / g;
    bounce.m_firstLanding = velocity >= 0 ? (speed + velocity) / g : 2 * height / (speed - velocity);
    bounce.m_logRestitution = std::log(restitution);
    if (speed == 0) // on the ground, at rest
        bounce.m_offset = bounce.m_firstLanding = 0;
    const double capped = maxBounces == Unlimited ? HUGE_VAL : bounce.arcStart(maxBounces + 1.0);
    const double zeno = restitution < 1 ? bounce.m_flight / (1 - restitution) : HUGE_VAL;
    // On the ground at rest, it rests from the start whatever c: even a lossless bounce,
    // whose arcs of zero duration would otherwise divide 0 by 0.
    bounce.m_restTime = speed == 0 ? 0 : std::fmax(0.0, std::fmin(capped, zeno) - bounce.m_offset);
    if (!std::isfinite(bounce.m_flight) || (speed > 0 && bounce.m_flight == 0)) {
        bounce.m_error = InvalidParameter(height > 0 ? "startPosition" : "startVelocity",
                                          "of a size whose flight time is a finite, non-zero double",
                                          height > 0 ? height : velocity);
        bounce.m_restTime = 0; // invalid: at rest from the start, as position() assumes
    }
    bounce.tabulateArcs();
    return bounce;
}

// Arcs 0..k - 1 are tabled with t_0 < ... < t_k strictly increasing, so that the arc under
// way at a launch time before t_k is the one whose start is the last not after it; where
// the starts round to equal values (c near 1e-12), the table ends before them. A capped
// ball's arcs end with arc maxBounces.
void Bounce::tabulateArcs() noexcept
{
    std::fill(std::begin(m_arcStarts), std::end(m_arcStarts), HUGE_VAL);
    m_tabledArcs = 0;
    if (!isValid() || m_speed == 0 || !(m_restitution > 0) || (m_restitution == 1 && m_maxBounces == Unlimited))
        return;
    const int last = m_maxBounces == Unlimited || m_maxBounces >= TabledArcs ? TabledArcs : m_maxBounces + 1;
    m_arcStarts[0] = arcStart(0);
    m_arcSpeeds[0] = arcSpeed(0);
    int k = 0;
    while (k < last) {
        const double next = arcStart(k + 1.0);
        if (!(next > m_arcStarts[k]))
            break;
        k += 1;
        m_arcStarts[k] = next;
        if (k < TabledArcs)
            m_arcSpeeds[k] = arcSpeed(k);
    }
    m_tabledArcs = k;
    // The starts after the last tabled one must not be counted by tabledArcIndex().
    for (int i = k + 1; i <= TabledArcs; ++i)
        m_arcStarts[i] = HUGE_VAL;
}

Bounce Bounce::fromLaunch(double velocity, double restitution, double gravity, int maxBounces) noexcept
{
    return make(0, velocity, restitution, gravity, maxBounces, InvalidParameter::positive("startVelocity", velocity));
}

Bounce Bounce::fromDrop(double height, double restitution, double gravity, int maxBounces) noexcept
{
    return make(height, 0, restitution, gravity, maxBounces, InvalidParameter::positive("startPosition", height));
}

Bounce Bounce::fromState(double height, double velocity, double restitution, double gravity, int maxBounces) noexcept
{
    return make(height, velocity, restitution, gravity, maxBounces,
                InvalidParameter::first({ InvalidParameter::nonNegative("startPosition", height),
                                          InvalidParameter::finite("startVelocity", velocity) }));
}

double Bounce::arcStart(double index) const noexcept
{
    if (index == 0)
        return 0;
    if (m_restitution == 1)
        return index * m_flight;
    // The geometric series of arc durations: flight (1 - c^n) / (1 - c).
    return m_flight * -std::expm1(index * m_logRestitution) / (1 - m_restitution);
}

// A lossless ball's arcs all leave at its impact speed: c^n is 1 even for an index that
// overflowed to infinity (where exp(inf * log 1) would be NaN).
double Bounce::arcSpeed(double index) const noexcept
{
    return index == 0 || m_restitution == 1 ? m_speed : m_speed * std::exp(index * m_logRestitution);
}

Bounce::Arc Bounce::arc(double index) const noexcept
{
    return { index, arcStart(index), arcSpeed(index) };
}

// The arc under way at a launch time within [0, rest time): a tabled one, inline in every
// evaluation, or one searched for by its logarithm.
inline Bounce::Arc Bounce::arcAt(double launchTime) const noexcept
{
    const int index = tabledArcIndex(launchTime);
    return index < m_tabledArcs ? Arc{ double(index), m_arcStarts[index], m_arcSpeeds[index] }
                                : searchedArc(launchTime);
}

Bounce::Arc Bounce::searchedArc(double launchTime) const noexcept
{
    double n = 0;
    if (m_restitution == 1 && m_maxBounces == Unlimited) {
        return { std::floor(launchTime / m_flight), launchTime - timeIntoArc({}, launchTime), m_speed };
    }
    if (m_restitution == 1)
        n = std::floor(launchTime / m_flight);
    else if (m_restitution > 0)
        n = std::floor(std::log1p(-launchTime * (1 - m_restitution) / m_flight) / m_logRestitution);
    if (m_maxBounces != Unlimited)
        n = std::fmin(n, m_maxBounces);
    // The logarithm may land one arc off where t_n rounds; the exact starts decide.
    double start = arcStart(n);
    for (int guard = 0; guard < 3 && n > 0 && start > launchTime; ++guard)
        start = arcStart(n -= 1);
    for (int guard = 0; guard < 3 && (m_maxBounces == Unlimited || n < m_maxBounces) && m_restitution > 0; ++guard) {
        const double next = arcStart(n + 1);
        if (next > launchTime)
            break;
        n += 1;
        start = next;
    }
    return { n, start, arcSpeed(n) };
}

// The time since the arc under way left the ground. A lossless, uncapped ball's arcs all
// last one flight: the exact remainder, however late (past 2^53 flights, launchTime - start
// rounds to nothing).
double Bounce::timeIntoArc(const Arc &a, double launchTime) const noexcept
{
    if (m_restitution == 1 && m_maxBounces == Unlimited)
        return std::fmod(launchTime, m_flight);
    return launchTime - a.start;
}

// Where the CPU has FMA, a second copy of position() runs with std::fma inlined as one
// instruction (chosen once, at load time, by the dynamic linker): the same exactly rounded
// fused multiply-add as glibc's fma(), so the same results bit for bit, without the call.
// ImpetusCore is built with -ffp-contract=off, so that copy contracts no other product and
// sum into an FMA (tst_bounce's sameAsUntabled compares both with the untabled evaluation).
IMPETUS_FMA_CLONES double Bounce::position(double t) const noexcept
{
    // The common case inline, with nothing to save on the stack; the rest (an arc beyond the
    // table; NaN, negative, infinite and late times) in generalPosition().
    double x;
    if (Detail::BounceAccess::commonPosition(*this, t, x)) [[likely]]
        return x;
    return generalPosition(t);
}

IMPETUS_FMA_CLONES double Bounce::generalPosition(double t) const noexcept
{
    if (t >= 0 && t < m_restTime) {
        // An arc beyond the table (position() took the first flight and the tabled arcs).
        const double launchTime = t + m_offset;
        const Arc a = searchedArc(launchTime);
        const double tau = timeIntoArc(a, launchTime);
        return Detail::BounceAccess::arcPosition(*this, tau, a.speed);
    }
    t = Detail::evaluationTime(t);
    if (!isValid() || t < 0)
        return m_height;
    if (t >= m_restTime)
        return 0;
    // t = DBL_MAX (an infinite time) of a bounce that never rests: from the line above.
    return position(t);
}

double Bounce::velocity(double t) const noexcept
{
    t = Detail::evaluationTime(t);
    if (!isValid() || t < 0 || t >= m_restTime)
        return 0;
    if (t < m_firstLanding)
        return Detail::fmaOrZero(m_gravity, t, m_velocity);
    const double launchTime = t + m_offset;
    const Arc a = arcAt(launchTime);
    return Detail::fmaOrZero(m_gravity, timeIntoArc(a, launchTime), a.speed);
}

double Bounce::settleTime(double band) const noexcept
{
    if (!isValid())
        return 0;
    if (!(band > 0))
        return m_restTime;
    const double g = -m_gravity;
    // A full arc n >= 1 rises above the band iff its speed satisfies u_n^2 > 2 |g| band.
    const double threshold = 2 * g * band;
    const auto above = [&](double index) {
        const double u = arc(index).speed;
        return u * u > threshold;
    };
    const double last = m_maxBounces == Unlimited ? HUGE_VAL : m_maxBounces;
    double n = 0;
    if (last >= 1 && above(1)) {
        if (m_restitution == 1) {
            if (last == HUGE_VAL)
                return HUGE_VAL;
            n = last;
        } else {
            // c^(2n) u^2 > 2 |g| band, in logarithms.
            const double bound = (std::log(threshold) - 2 * std::log(m_speed)) / (2 * m_logRestitution);
            n = std::fmin(std::fmax(1.0, std::ceil(bound) - 1), last);
            for (int guard = 0; guard < 3 && n > 1 && !above(n); ++guard)
                n -= 1;
            for (int guard = 0; guard < 3 && n < last && above(n + 1); ++guard)
                n += 1;
        }
        // The later root of u tau - |g| tau^2 / 2 = band, without cancellation.
        const Arc a = arc(n);
        const double tau = (a.speed + std::sqrt(std::fmax(0.0, a.speed * a.speed - threshold))) / g;
        return std::fmax(0.0, a.start + tau - m_offset);
    }
    // Only the arc under way can leave the band: its highest point still to come is its
    // apex if it is rising, else where it is now.
    const double highest = m_velocity > 0 ? m_speed * m_speed / (2 * g) : m_height;
    if (!(highest > band))
        return 0;
    // The later root of height + v t - |g| t^2 / 2 = band.
    const double v = m_velocity;
    const double root = std::sqrt(std::fmax(0.0, v * v + 2 * g * (m_height - band)));
    return v >= 0 ? (v + root) / g : 2 * (m_height - band) / (root - v);
}

double Bounce::bounceCount(double t) const noexcept
{
    t = Detail::evaluationTime(t);
    if (!isValid() || t < 0 || t < m_firstLanding)
        return 0;
    if (t >= m_restTime) {
        if (m_speed == 0)
            return 0;
        if (m_restitution == 0) // the first landing is the last: no rebound, however many allowed
            return 1;
        return m_maxBounces == Unlimited ? HUGE_VAL : m_maxBounces + 1.0;
    }
    return arcAt(t + m_offset).index;
}

double Bounce::timeSinceImpact(double t) const noexcept
{
    t = Detail::evaluationTime(t);
    if (!isValid() || t < 0 || t < m_firstLanding)
        return t;
    if (t >= m_restTime)
        return t - m_restTime;
    const double launchTime = t + m_offset;
    return timeIntoArc(arcAt(launchTime), launchTime);
}

bool operator==(const Bounce &a, const Bounce &b) noexcept
{
    return a.m_height == b.m_height && a.m_velocity == b.m_velocity && a.m_restitution == b.m_restitution
            && a.m_gravity == b.m_gravity && a.m_maxBounces == b.m_maxBounces && a.m_error == b.m_error;
}

QDebug operator<<(QDebug debug, const Bounce &bounce)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "Impetus::Bounce(";
    if (!bounce.isValid())
        return debug << "invalid: " << bounce.error().message() << ')';
    if (bounce.isDrop())
        debug << "height=" << bounce.startPosition();
    else if (bounce.startPosition() == 0)
        debug << "velocity=" << bounce.startVelocity();
    else
        debug << "height=" << bounce.startPosition() << ", velocity=" << bounce.startVelocity();
    debug << ", restitution=" << bounce.restitution() << ", gravity=" << bounce.gravity();
    if (bounce.maxBounces() != Bounce::Unlimited)
        debug << ", maxBounces=" << bounce.maxBounces();
    return debug << ')';
}

} // namespace Impetus
