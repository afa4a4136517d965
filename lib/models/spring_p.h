// SPDX-License-Identifier: MIT
#ifndef IMPETUS_SPRING_P_H
#define IMPETUS_SPRING_P_H

#include "models/kernels_p.h"
#include "models/numerics_p.h"

#include <impetus/spring.h>

#include <optional>

#if defined(__GNUC__)
#    pragma GCC diagnostic push
#    pragma GCC diagnostic ignored "-Wpsabi" // as in kernels_p.h
#endif

namespace Impetus::Detail {

/*
    An oscillating spring's displacement, e^(-alpha t) (x0 cos wt + b sin wt) with
    b = (v0 + alpha x0) / w (Spring::unitDisplacement()).
*/
inline double phaseOf(double wt) noexcept
{
    // Beyond the times where w t overflows, the phase means nothing; 0 keeps it defined.
    return std::isfinite(wt) ? wt : 0;
}

inline double oscillatingDisplacement(double x0, double b, double alpha, double omega, double t) noexcept
{
    return productOrZero(expKernel(-alpha * t), waveKernel(phaseOf(omega * t), x0, b));
}

// The position of a valid spring in either oscillating regime: its rest position, the scale
// of its start state, and its wave's terms (Spring::position() computes the same).
template<typename V> struct SpringWave
{
    V rest;
    V scale;
    V x0;
    V b;
    V alpha;
    V omega;
};

inline double springWavePosition(const SpringWave<double> &w, double t) noexcept
{
    return notNaN(w.rest + w.scale * oscillatingDisplacement(w.x0, w.b, w.alpha, w.omega, t));
}

#if defined(IMPETUS_KERNELS_LANES)
/*
    Four springs' positions at once, bit for bit springWavePosition() of each, in the common
    case (e^(-alpha t) a normal number, a phase within the kernel's range, a product neither
    zero nor NaN, a finite sum): the same operations on all four lanes. common tells the lanes
    in it; the others' values are unspecified (springWavePosition() below evaluates them again
    alone).
*/
struct SpringLanes
{
    Kernels::Double4 value;
    Kernels::Mask4 common;
};

IMPETUS_KERNEL_INLINE SpringLanes springWaveLanes(const SpringWave<Kernels::Double4> &w, Kernels::Double4 t) noexcept
{
    using namespace Kernels;
    const Double4 x = -w.alpha * t;
    const Double4 wt = w.omega * t;
    const ExpParts<Double4> e = expParts(x);
    // y 2^m: (m + 1023) 2^52 are 2^m's bits, and m64 2^46 = m 2^52 (modulo 2^64).
    const Double4 exp =
            e.y * reinterpret_cast<Double4>((reinterpret_cast<UInt4>(e.m64) << 46) + (std::uint64_t(1023) << 52));
    const Double4 product = exp * waveInRange(wt, w.x0, w.b);
    const Double4 value = w.rest + w.scale * product;
    // For x in [-708, 709], m = floor(round(64 x / ln 2) / 64) is in [-1022, 1022]: expKernel()'s
    // y 2^m. NaN fails every comparison.
    return { value,
             (x >= -708.0) & (x <= 709.0) & (wt >= -SinCosKernelRange) & (wt <= SinCosKernelRange)
                     & ((product > 0) | (product < 0)) & (value == value) };
}

// Four springs' positions, bit for bit springWavePosition() of each.
IMPETUS_KERNEL_INLINE Kernels::Double4 springWavePosition(const SpringWave<Kernels::Double4> &w,
                                                          Kernels::Double4 t) noexcept
{
    const SpringLanes lanes = springWaveLanes(w, t);
    if (Kernels::allOf(lanes.common)) [[likely]]
        return lanes.value;
    Kernels::Double4 result = lanes.value;
    for (int lane = 0; lane < 4; ++lane) {
        if (!lanes.common[lane]) {
            result[lane] = springWavePosition(SpringWave<double>{ w.rest[lane], w.scale[lane], w.x0[lane], w.b[lane],
                                                                  w.alpha[lane], w.omega[lane] },
                                              t[lane]);
        }
    }
    return result;
}
#endif

struct SpringAccess
{
    // s's wave where s is valid and oscillates (under- or undamped), else nothing.
    static std::optional<SpringWave<double>> wave(const Spring &s) noexcept
    {
        if (!s.isValid() || (s.m_regime != Spring::Regime::Underdamped && s.m_regime != Spring::Regime::Undamped))
            return std::nullopt;
        const Spring::ScaledStart start = s.m_scaledStart;
        return SpringWave<double>{ s.m_rest,  start.scale, start.x0, (start.v0 + s.m_alpha * start.x0) / s.m_omega,
                                   s.m_alpha, s.m_omega };
    }
};

} // namespace Impetus::Detail

#if defined(__GNUC__)
#    pragma GCC diagnostic pop
#endif

#endif
