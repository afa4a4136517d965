// SPDX-License-Identifier: MIT
#ifndef IMPETUS_BOUNCE_P_H
#define IMPETUS_BOUNCE_P_H

#include "models/numerics_p.h"

#include <impetus/bounce.h>

namespace Impetus::Detail {

// std::fmax(0.0, x) as glibc computes it (maxsd: x for x = -0, 0 for NaN), with comparisons:
// GCC leaves std::fmax as a call into libm.
inline double atLeastZero(double x) noexcept
{
    return x >= 0 ? x : 0.0; // 0 for a negative x and NaN; -0 stays -0
}

struct BounceAccess
{
    /*
        Bounce::position(t) in its common case, inline for the hot paths that evaluate a
        bounce (Bounce::position() itself, the exact QEasingCurve's): a finite time t in
        [0, rest time) (an invalid bounce rests from 0: its rest time is 0) in the first
        flight or in a tabled arc. Sets x and is true there; else false (position() takes
        generalPosition()). Compile it where std::fma is one instruction or a call, as
        IMPETUS_FMA_CLONES does: the same results either way.
    */
    static bool commonPosition(const Bounce &b, double t, double &x) noexcept
    {
        if (!(t >= 0 && t < b.m_restTime))
            return false;
        if (t < b.m_firstLanding) {
            x = atLeastZero(fmaOrZero(t, fmaOrZero(b.m_gravity / 2, t, b.m_velocity), b.m_height));
            return true;
        }
        const double launchTime = t + b.m_offset;
        if (!(launchTime < b.m_arcStarts[b.m_tabledArcs]))
            return false;
        const Bounce::Arc a = b.tabledArcAt(launchTime);
        // A tabled arc's time is since its start (a lossless, uncapped ball is never tabled).
        // Rounding of t_n may put tau a hair past the landing; the ball never goes under.
        const double tau = launchTime - a.start;
        x = atLeastZero(productOrZero(tau, fmaOrZero(b.m_gravity / 2, tau, a.speed)));
        return true;
    }
};

} // namespace Impetus::Detail

namespace Impetus {

// The arc under way at launchTime, one of the tabled (launchTime < m_arcStarts[m_tabledArcs]).
inline Bounce::Arc Bounce::tabledArcAt(double launchTime) const noexcept
{
    // The last tabled start not after the launch time, by a branch-free binary search of
    // the 8 starts (non-decreasing: those not tabled are +infinity).
    static_assert(TabledArcs == 8, "the search below takes three halvings");
    int i = 0;
    i += 4 * (m_arcStarts[i + 4] <= launchTime);
    i += 2 * (m_arcStarts[i + 2] <= launchTime);
    i += m_arcStarts[i + 1] <= launchTime;
    return { double(i), m_arcStarts[i], m_arcSpeeds[i], true };
}

} // namespace Impetus

#endif
