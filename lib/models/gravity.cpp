// SPDX-License-Identifier: MIT
#include "gravity.h"

#include "models/numerics_p.h"

#include <QtCore/qdebug.h>

#include <cmath>

namespace Impetus {

Gravity::Gravity(double x0, double v0, double acceleration) noexcept
    : m_error(InvalidParameter::first({
            InvalidParameter::finite("startPosition", x0),
            InvalidParameter::finite("startVelocity", v0),
            InvalidParameter::finite("acceleration", acceleration),
    }))
{
    if (m_error.isNull()) {
        m_x0 = x0;
        m_v0 = v0;
        m_acceleration = acceleration;
    }
}

double Gravity::position(double t) const noexcept
{
    t = Detail::evaluationTime(t);
    return Detail::fmaOrZero(t, Detail::fmaOrZero(m_acceleration / 2, t, m_v0), m_x0);
}

double Gravity::velocity(double t) const noexcept
{
    return Detail::fmaOrZero(m_acceleration, Detail::evaluationTime(t), m_v0);
}

double Gravity::finalPosition() const noexcept
{
    if (m_acceleration != 0)
        return std::copysign(HUGE_VAL, m_acceleration);
    return m_v0 == 0 ? m_x0 : std::copysign(HUGE_VAL, m_v0);
}

double Gravity::settleTime(double /*band*/) const noexcept
{
    return m_acceleration == 0 && m_v0 == 0 ? 0 : HUGE_VAL;
}

double Gravity::timeToReach(double position) const noexcept
{
    const double dx = position - m_x0;
    if (dx == 0)
        return 0;
    if (!std::isfinite(dx))
        return HUGE_VAL;
    const double a = m_acceleration;
    const double v0 = m_v0;
    if (a == 0) {
        const double t = dx / v0;
        return t > 0 && std::isfinite(t) ? t : HUGE_VAL;
    }
    // (a/2) t^2 + v0 t - dx = 0.
    const double discriminant = std::fma(2 * a, dx, v0 * v0);
    double root = std::sqrt(discriminant);
    if (!std::isfinite(discriminant)) {
        // v0^2 or 2 a dx beyond the doubles (dx = 1e308): the same root from the square
        // roots of its terms, scaled by the larger.
        const double w = std::sqrt(2 * std::fabs(a)) * std::sqrt(std::fabs(dx)); // sqrt|2 a dx|
        const double scale = std::fmax(std::fabs(v0), w);
        const double sv = v0 / scale, sw = w / scale;
        const double scaled = (a > 0) == (dx > 0) ? std::fma(sv, sv, sw * sw) : std::fma(sv, sv, -sw * sw);
        root = scale * std::sqrt(scaled);
    }
    if (!(root >= 0)) // a negative discriminant: never reached
        return HUGE_VAL;
    // Halves first: v0 and the root near DBL_MAX would overflow their sum.
    const double q = -(v0 / 2 + std::copysign(root / 2, v0));
    const double roots[2] = { q / (a / 2), -dx / q };
    double earliest = HUGE_VAL;
    for (double root : roots) {
        if (root >= 0 && root < earliest)
            earliest = root;
    }
    return earliest;
}

bool operator==(const Gravity &a, const Gravity &b) noexcept
{
    return a.m_x0 == b.m_x0 && a.m_v0 == b.m_v0 && a.m_acceleration == b.m_acceleration && a.m_error == b.m_error;
}

QDebug operator<<(QDebug debug, const Gravity &gravity)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "Impetus::Gravity(";
    if (!gravity.isValid())
        return debug << "invalid: " << gravity.error().message() << ')';
    return debug << "x0=" << gravity.startPosition() << ", v0=" << gravity.startVelocity()
                 << ", acceleration=" << gravity.acceleration() << ')';
}

} // namespace Impetus
