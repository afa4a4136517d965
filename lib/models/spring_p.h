// SPDX-License-Identifier: MIT
#ifndef IMPETUS_SPRING_P_H
#define IMPETUS_SPRING_P_H

#include "models/kernels_p.h"
#include "models/numerics_p.h"

#include <impetus/spring.h>

#include <optional>

namespace Impetus::Detail {

/*
    An oscillating spring's displacement, e^(-alpha t) (x0 cos wt + b sin wt) with
    b = (v0 + alpha x0) / w, written once for one lane (Spring::unitDisplacement()) and for two
    springs at once (Kernels::Double2, where the kernels have two lanes): the same operations
    on each lane, so two lanes are two calls, bit for bit. A lane the two-lane way cannot take
    (an overflowing phase, a zero or NaN product) takes the one-lane way.
*/
inline double phaseOf(double wt) noexcept
{
    // Beyond the times where w t overflows, the phase means nothing; 0 keeps it defined.
    return std::isfinite(wt) ? wt : 0;
}

// The two-lane forms of the numerics below (declared before the templates that call them).
#if defined(IMPETUS_KERNELS_TWO_LANES)
inline Kernels::Double2 phaseOf(Kernels::Double2 wt) noexcept
{
    if (std::isfinite(wt[0]) && std::isfinite(wt[1])) [[likely]]
        return wt;
    return Kernels::Double2{ phaseOf(wt[0]), phaseOf(wt[1]) };
}

inline Kernels::Double2 productOrZero(Kernels::Double2 a, Kernels::Double2 b) noexcept
{
    const Kernels::Double2 product = a * b;
    if (std::fabs(product[0]) > 0 && std::fabs(product[1]) > 0) [[likely]] // as productOrZero(double, double)
        return product;
    return Kernels::Double2{ productOrZero(a[0], b[0]), productOrZero(a[1], b[1]) };
}

inline Kernels::Double2 notNaN(Kernels::Double2 value) noexcept
{
    if (!std::isnan(value[0]) && !std::isnan(value[1])) [[likely]]
        return value;
    return Kernels::Double2{ notNaN(value[0]), notNaN(value[1]) };
}
#endif

template<typename V> inline V oscillatingDisplacement(V x0, V b, V alpha, V omega, V t) noexcept
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

template<typename V> inline V springWavePosition(const SpringWave<V> &w, V t) noexcept
{
    return notNaN(w.rest + w.scale * oscillatingDisplacement(w.x0, w.b, w.alpha, w.omega, t));
}

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

#endif
