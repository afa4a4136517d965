// SPDX-License-Identifier: MIT
#ifndef IMPETUS_BOUNCE_P_H
#define IMPETUS_BOUNCE_P_H

#include "models/numerics_p.h"

#include <impetus/bounce.h>

#include <cmath>

#if defined(__SSE2__)
#    include <emmintrin.h>
#endif

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
        IMPETUS_FMA_CLONES and IMPETUS_FMA_TARGET do: the same results either way.
    */
    static bool commonPosition(const Bounce &b, double t, double &x) noexcept
    {
        if (!(t >= 0 && t < b.m_restTime))
            return false;
        if (t < b.m_firstLanding) {
            // No factor is infinite, and the start height is never -0 (make()): a zero
            // product adds nothing to it, whatever its sign, as in fmaOrZero().
            x = atLeastZero(std::fma(t, std::fma(b.m_gravity / 2, t, b.m_velocity), b.m_height));
            return true;
        }
        const double launchTime = t + b.m_offset;
        const int arc = b.tabledArcIndex(launchTime);
        if (arc >= b.m_tabledArcs)
            return false;
        // A tabled arc's time is since its start (a lossless, uncapped ball is never tabled).
        // Rounding of t_n may put tau a hair past the landing; the ball never goes under.
        x = arcPosition(b, launchTime - b.m_arcStarts[arc], b.m_arcSpeeds[arc]);
        return true;
    }

    /*
        The height tau into an arc left at speed (both >= +0 and finite, as every arc's are).
        The plain products are fmaOrZero()'s and productOrZero()'s here, to the bit and the
        sign of zero (tst_bounce's sameAsUntabled): no factor is infinite, the speed is never
        -0, and at tau = +0 the sum is that speed.
    */
    static double arcPosition(const Bounce &b, double tau, double speed) noexcept
    {
        return atLeastZero(tau * std::fma(b.m_gravity / 2, tau, speed));
    }
};

} // namespace Impetus::Detail

namespace Impetus {

/*
    The arc under way at a launch time >= 0 where that is below m_tabledArcs, else
    m_tabledArcs or more (the arc is beyond the table): how many of the starts t_1..t_8 are
    not after it (non-decreasing: those not tabled are +infinity). The eight comparisons do
    not wait for one another, as a binary search's would: four of two lanes with SSE2.
*/
inline int Bounce::tabledArcIndex(double launchTime) const noexcept
{
    static_assert(TabledArcs == 8, "the starts after t_0 are compared in four pairs");
#if defined(__SSE2__)
    const __m128d time = _mm_set1_pd(launchTime);
    const auto notAfter = [&](int first) {
        return _mm_castpd_si128(_mm_cmple_pd(_mm_loadu_pd(m_arcStarts + first), time)); // -1 or 0
    };
    __m128i count = _mm_add_epi64(_mm_add_epi64(notAfter(1), notAfter(3)), _mm_add_epi64(notAfter(5), notAfter(7)));
    count = _mm_add_epi64(count, _mm_unpackhi_epi64(count, count));
    return int(-_mm_cvtsi128_si64(count));
#else
    int count = 0;
    for (int i = 1; i <= TabledArcs; ++i)
        count += m_arcStarts[i] <= launchTime;
    return count;
#endif
}

} // namespace Impetus

#endif
