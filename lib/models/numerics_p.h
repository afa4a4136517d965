// SPDX-License-Identifier: MIT
#ifndef IMPETUS_NUMERICS_P_H
#define IMPETUS_NUMERICS_P_H

// Small numerical building blocks shared by the models. Header-only and private.

#include <cfloat>
#include <cmath>

namespace Impetus::Detail {

/*
    hexp(x) = (e^x - 1) / x, with hexp(0) = 1: the "hexponential" of the decay seed.
    expm1 is accurate to an ulp for every x, so its quotient by an exact x is too; no
    series and no threshold are needed. Overflows to +inf for x > ~709.
*/
inline double hexp(double x) noexcept
{
    return x == 0 ? 1.0 : std::expm1(x) / x;
}

/*
    The integral of e^(rate s) for s from 0 to t, (e^(rate t) - 1) / rate, with its limit t
    at rate = 0: t hexp(rate t) where rate t is small, expm1(rate t) / rate elsewhere, so
    that a product rate t that overflows still gives the right limit (-1 / rate for a
    decaying exponential) instead of t * 0.
*/
inline double exponentialIntegral(double rate, double t) noexcept
{
    const double y = rate * t;
    return std::fabs(y) > 1 ? std::expm1(y) / rate : t * hexp(y);
}

/*
    log1p(x) / x with its limit 1 at x = 0; accurate for every x > -1.
*/
inline double log1pOverX(double x) noexcept
{
    return x == 0 ? 1.0 : std::log1p(x) / x;
}

/*
    a * b where a zero factor wins over an infinite one: the closed forms multiply a
    decaying or growing exponential by a bracket, and 0 * inf must mean 0 there
    (the exact product is finite and the exponential only overflowed).
*/
inline double productOrZero(double a, double b) noexcept
{
    // A product that is neither zero nor NaN has two non-zero factors and is the answer:
    // one ordered test on the common path instead of two unordered ones.
    const double product = a * b;
    if (std::fabs(product) > 0)
        return product;
    return a == 0 || b == 0 ? 0.0 : product;
}

/*
    a * b + c with one rounding, so that a sum that cancels near a zero crossing (v0 + a t,
    1 + r t) is right relative to itself and not only to its terms; a zero factor wins over
    an infinite one, as in productOrZero().
*/
inline double fmaOrZero(double a, double b, double c) noexcept
{
    // As in productOrZero(): a product neither zero nor NaN has no zero factor.
    if (std::fabs(a * b) > 0)
        return std::fma(a, b, c);
    return a == 0 || b == 0 ? c : std::fma(a, b, c);
}

/*
    A function whose hot path calls std::fma, compiled twice where GCC can choose between
    copies at load time (an ifunc, on glibc): once for the build's baseline, where std::fma is
    a call into libm, and once for CPUs with FMA, where it is one instruction. fma() is exactly
    rounded either way, so both copies give the same results, bit for bit, provided neither
    contracts other expressions into FMAs: ImpetusCore is built with -ffp-contract=off.
*/
#if defined(__GNUC__) && !defined(__clang__) && defined(__x86_64__) && !defined(__FMA__) && defined(__GLIBC__)
#    define IMPETUS_FMA_COPIES 1
#    define IMPETUS_FMA_CLONES __attribute__((target_clones("fma", "default")))
#else
#    define IMPETUS_FMA_COPIES 0
#    define IMPETUS_FMA_CLONES
#endif

#if IMPETUS_FMA_COPIES
/*
    The FMA copy of a function whose address is kept, chosen by cpuHasFma() when it is taken:
    the address of an IMPETUS_FMA_CLONES function would make the dynamic linker run its
    resolver while relocating the library (before ThreadSanitizer's runtime is ready, which
    then crashes), and a plain function calling the clones costs a call more.
*/
#    define IMPETUS_FMA_TARGET __attribute__((target("fma")))
inline bool cpuHasFma() noexcept
{
    return __builtin_cpu_supports("fma");
}
#endif

/*
    The last line of defence of "never NaN": a closed form can only produce NaN as
    inf - inf, when its terms overflow, i.e. where the true value is astronomically beyond
    the double range (extreme parameters far in the past). Such a value is reported as
    +infinity rather than as NaN.
*/
inline double notNaN(double value) noexcept
{
    return std::isnan(value) ? HUGE_VAL : value;
}

/*
    The time a model is evaluated at: NaN means the start (0), infinities are
    clamped to the largest finite times so that every closed form stays defined.
*/
inline double evaluationTime(double t) noexcept
{
    // Comparisons rather than std::fmin/fmax, which GCC leaves as calls into libm.
    if (std::isnan(t))
        return 0;
    return t > DBL_MAX ? DBL_MAX : t < -DBL_MAX ? -DBL_MAX : t;
}

// Error-free transformations (Knuth, Dekker), for the few places where a
// difference of nearly equal products must keep its digits.
struct DoubleDouble
{
    double hi;
    double lo;
    double value() const noexcept { return hi + lo; }
};

inline DoubleDouble twoSum(double a, double b) noexcept
{
    const double s = a + b;
    const double bb = s - a;
    return { s, (a - (s - bb)) + (b - bb) };
}

inline DoubleDouble twoProduct(double a, double b) noexcept
{
    const double p = a * b;
    return { p, std::fma(a, b, -p) };
}

// a + b - c*d, with a, b, c*d accurate to double-double before the final rounding.
inline double sumMinusProduct(double a, double b, double c, double d) noexcept
{
    const DoubleDouble ab = twoSum(a, b);
    const DoubleDouble cd = twoProduct(c, d);
    const DoubleDouble s = twoSum(ab.hi, -cd.hi);
    return s.hi + (s.lo + (ab.lo - cd.lo));
}

/*
    The boundary of a predicate that is true on [lo, b) and false on [b, hi], found
    by bisection down to adjacent doubles. Returns a time where the predicate is
    false, so that a settle time found this way is guaranteed, not just close.
*/
template<typename Predicate> double lastTrueBoundary(double lo, double hi, Predicate isTrue) noexcept
{
    for (;;) {
        const double mid = lo + (hi - lo) / 2;
        if (!(mid > lo && mid < hi)) // adjacent doubles, or bounds that are not numbers
            return hi;
        (isTrue(mid) ? lo : hi) = mid;
    }
}

} // namespace Impetus::Detail

#endif
