// SPDX-License-Identifier: MIT
#ifndef IMPETUS_KERNELS_P_H
#define IMPETUS_KERNELS_P_H

#include "models/kernels_tables_p.h"

#include <impetus/impetuscore_export.h>

#include <cmath>
#include <cstdint>
#include <cstring>

#if defined(__GNUC__) && defined(__SSE2__)
#    include <emmintrin.h>
#endif

// The lanes' vectors (Double4) are passed in registers that differ with and without AVX:
// GCC warns of it at every function that takes or returns one, Clang at every call of one.
// These are inline functions of ImpetusCore's sources alone, never called across a boundary
// compiled otherwise.
#if defined(__GNUC__)
#    pragma GCC diagnostic push
#    pragma GCC diagnostic ignored "-Wpsabi"
#endif

namespace Impetus::Detail {

/*
    The models' own e^x, sin x and cos x (lib/models/kernels.cpp): plain double arithmetic,
    no libm call and no FMA, so the same argument gives the same result on every CPU and
    with every compiler that honours -ffp-contract=off (as ImpetusCore is built, and
    kernels.cpp also asks itself). Results may differ from glibc's in the last bit.

    exp(x):   every double. Error at most 0.52 ulp for results in the normal range; a
              subnormal result is formed in the normal range and rounded once more, within
              0.77 ulp of the subnormals (2^-1074). Exact special values: exp(+-0) = 1,
              exp(+inf) = +inf, exp(-inf) = +0, exp(NaN) = NaN; +inf above ln(DBL_MAX),
              +0 where e^x is below 2^-1075.
    sinCos(x): for |x| <= 65536 (10,430 turns: the models' phases w t stay far below in any
              motion still moving) the kernel, with an error of at most 0.51 ulp in either
              result (sin x for |x| < 2^-27 is x, cos x is 1, as exactly rounded). Beyond,
              libm's sin and cos: there the results are the platform's (and may differ
              between glibc's variants). sinCos(+-inf) and sinCos(NaN) give NaN twice.
    wave(x, a, b) = a cos x + b sin x, a spring's wave: the same range and fallback as
              sinCos; error at most 4.3 ulp of the amplitude sqrt(a^2 + b^2) (the result
              itself passes through 0 twice a turn, where no relative bound can hold).
              Half the instructions of sinCos and the products and sum after it.

    The bounds are argued in kernels.cpp and checked against mpmath on 2 million arguments
    (3.15 million values) by tests/reference/kernels_accuracy.py (ctest: kernels-mpmath),
    which measured at most 0.5132 ulp for exp's normal results, 0.7482 for its subnormal
    ones, 0.5042 for sin and 0.5034 for cos, and 1.96 ulp of the amplitude for wave.
*/
struct SinCos
{
    double sin;
    double cos;
};

// The largest |x| sinCos() computes itself.
constexpr double SinCosKernelRange = 65536;

IMPETUS_CORE_EXPORT double exp(double x) noexcept;
IMPETUS_CORE_EXPORT SinCos sinCos(double x) noexcept;
IMPETUS_CORE_EXPORT double wave(double x, double a, double b) noexcept; // a cos x + b sin x

/*
    The same three, inline, for ImpetusCore's own hot paths (so that the compiler interleaves a
    spring's exp and wave). Only for sources compiled as ImpetusCore is, with
    -ffp-contract=off: elsewhere a compiler may fuse their products and sums into FMAs and
    change the results. Everything else calls exp(), sinCos() and wave() above (kernels.cpp).
*/
namespace Kernels {

// Adding and subtracting 1.5 2^52 rounds a double below 2^51 in size to the nearest integer,
// ties to even, in the rounding mode of every floating-point default environment.
constexpr double Shifter = 0x1.8p52;

constexpr double ExpOverflowAbove = 709.79; // e^709.79 > DBL_MAX
constexpr double ExpUnderflowBelow = -746; // e^-746 < 2^-1075: rounds to +0

// The cores and the lanes' helpers are inlined wherever they are called, also into a copy for
// another CPU (IMPETUS_LANES_CLONES below): a call between copies for different CPUs would pass
// a lane vector in other registers than the callee reads.
#if defined(__GNUC__)
#    define IMPETUS_KERNEL_INLINE inline __attribute__((always_inline))
#else
#    define IMPETUS_KERNEL_INLINE inline
#endif

inline double powerOfTwo(int exponent) // a normal exponent
{
    const std::uint64_t bits = std::uint64_t(exponent + 1023) << 52;
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

/*
    The kernels' cores are written once for one lane (double) and, where the compiler has
    GCC's vector extension (GCC, Clang), for four (Double4: one AVX register, or two SSE2
    registers in the x86-64 baseline): the same operations in the same order on each lane, so
    that four lanes give bit for bit what four calls give (tst_kernels checks it). The helpers
    below are what differs.
*/
// kd, an integer-valued double below 2^51 in size, as an integer.
inline std::int64_t integer(double kd)
{
    return std::int64_t(kd);
}

// A row of a table, table[j]: its columns, each of the lanes' type.
template<typename V, std::size_t Columns> struct Row
{
    V column[Columns];
};

template<std::size_t Columns> inline Row<double, Columns> row(const double (&table)[64][Columns], std::int64_t j)
{
    Row<double, Columns> row;
    for (std::size_t c = 0; c < Columns; ++c)
        row.column[c] = table[j][c];
    return row;
}

// (GCC from 12 and Clang: the lanes shuffle with __builtin_shufflevector.)
#if defined(__GNUC__) && defined(__has_builtin)
#    if __has_builtin(__builtin_shufflevector)
#        define IMPETUS_KERNELS_LANES 4
#    endif
#endif
#if defined(IMPETUS_KERNELS_LANES)
typedef double Double4 __attribute__((vector_size(32)));
typedef std::int64_t Int4 __attribute__((vector_size(32)));
typedef std::uint64_t UInt4 __attribute__((vector_size(32)));

// kd + 1.5 2^52 is exact and in [2^52, 2^53), where the integer is the difference of the bits
// (neither SSE2 nor AVX2 converts doubles to 64-bit integers).
IMPETUS_KERNEL_INLINE Int4 integer(Double4 kd)
{
    const Double4 shifter = Double4{} + Shifter;
    return reinterpret_cast<Int4>(kd + shifter) - reinterpret_cast<Int4>(shifter);
}

// The lanes' rows, each loaded whole and transposed: row(table, j).column[c][k] is table[j[k]][c].
IMPETUS_KERNEL_INLINE Row<Double4, 2> row(const double (&table)[64][2], Int4 j)
{
    typedef double Double2 __attribute__((vector_size(16)));
    const auto load = [&](int k) {
        Double2 r;
        std::memcpy(&r, table[j[k]], sizeof r);
        return r;
    };
    const Double4 a = __builtin_shufflevector(load(0), load(2), 0, 1, 2, 3); // rows 0 and 2
    const Double4 b = __builtin_shufflevector(load(1), load(3), 0, 1, 2, 3); // rows 1 and 3
    return { { __builtin_shufflevector(a, b, 0, 4, 2, 6), __builtin_shufflevector(a, b, 1, 5, 3, 7) } };
}

IMPETUS_KERNEL_INLINE Row<Double4, 4> row(const double (&table)[64][4], Int4 j)
{
    const auto load = [&](int k) {
        Double4 r;
        std::memcpy(&r, table[j[k]], sizeof r);
        return r;
    };
    const Double4 r0 = load(0), r1 = load(1), r2 = load(2), r3 = load(3);
    // Columns 0 and 2 (even), 1 and 3 (odd) of rows 0 and 1, then of rows 2 and 3.
    const Double4 even01 = __builtin_shufflevector(r0, r1, 0, 4, 2, 6);
    const Double4 odd01 = __builtin_shufflevector(r0, r1, 1, 5, 3, 7);
    const Double4 even23 = __builtin_shufflevector(r2, r3, 0, 4, 2, 6);
    const Double4 odd23 = __builtin_shufflevector(r2, r3, 1, 5, 3, 7);
    return { { __builtin_shufflevector(even01, even23, 0, 1, 4, 5), __builtin_shufflevector(odd01, odd23, 0, 1, 4, 5),
               __builtin_shufflevector(even01, even23, 2, 3, 6, 7),
               __builtin_shufflevector(odd01, odd23, 2, 3, 6, 7) } };
}

// A comparison's result: -1 (true) or 0 in each lane.
using Mask4 = decltype(Double4{} < Double4{});

// Bit k of the result is lane k of mask.
IMPETUS_KERNEL_INLINE unsigned laneBits(Mask4 mask)
{
#    if defined(__SSE2__)
    // Two movmskpd of its halves (SSE2, the x86-64 baseline; with AVX, vmovmskpd).
    const Double4 d = reinterpret_cast<Double4>(mask);
    return unsigned(_mm_movemask_pd(__builtin_shufflevector(d, d, 0, 1)))
            | unsigned(_mm_movemask_pd(__builtin_shufflevector(d, d, 2, 3))) << 2;
#    else
    return unsigned(mask[0] & 1) | unsigned(mask[1] & 1) << 1 | unsigned(mask[2] & 1) << 2 | unsigned(mask[3] & 1) << 3;
#    endif
}

// Whether every lane of mask is true, whether any is.
IMPETUS_KERNEL_INLINE bool allOf(Mask4 mask)
{
    return laneBits(mask) == 0xf;
}
IMPETUS_KERNEL_INLINE bool anyOf(Mask4 mask)
{
    return laneBits(mask) != 0;
}

/*
    Four lanes' functions compiled twice where GCC can choose between copies at load time (an
    ifunc, on glibc): for the build's baseline and for CPUs with AVX2, where a lane's vector is
    one register. AVX2 does not imply FMA, and ImpetusCore is built with -ffp-contract=off:
    both copies give the same results, bit for bit.
*/
#    if !defined(__clang__) && defined(__x86_64__) && !defined(__AVX2__) && defined(__GLIBC__)
#        define IMPETUS_LANES_CLONES __attribute__((target_clones("avx2", "default")))
#    endif
#endif
#if !defined(IMPETUS_LANES_CLONES)
#    define IMPETUS_LANES_CLONES
#endif

// e^x = y 2^m for x in [ExpUnderflowBelow, ExpOverflowAbove] (expKernel() applies 2^m).
template<typename V> struct ExpParts
{
    V y;
    decltype(integer(V{})) m64; // 64 m
};

template<typename V> IMPETUS_KERNEL_INLINE ExpParts<V> expParts(V x) noexcept
{
    const V kd = (x * KernelTables::SixtyFourOverLn2 + Shifter) - Shifter;
    const auto k = integer(kd);
    const V r = (x - kd * KernelTables::Ln2By64Hi) - kd * KernelTables::Ln2By64Lo;
    const V r2 = r * r;
    // e^r - 1, Taylor to r^6, in two halves that do not wait for each other.
    const V p = r + (r2 * (0.5 + r * (1.0 / 6)) + r2 * r2 * ((1.0 / 24) + r * (1.0 / 120) + r2 * (1.0 / 720)));
    const auto j = k & 63;
    const Row<V, 2> two = row(KernelTables::Exp2, j); // 2^(j/64), its head and its rest
    const V hi = two.column[0];
    return { hi + (two.column[1] + hi * p), k - j };
}

} // namespace Kernels

inline double expKernel(double x) noexcept
{
    if (!(x >= Kernels::ExpUnderflowBelow && x <= Kernels::ExpOverflowAbove)) {
        if (x > 0)
            return HUGE_VAL;
        if (x < 0)
            return 0;
        return x + x; // NaN
    }
    const Kernels::ExpParts<double> e = Kernels::expParts(x);
    const int m = int(e.m64 >> 6); // a multiple of 64: the arithmetic shift divides it exactly
    if (m > 1023) // only 1024, where y < 1
        return e.y * Kernels::powerOfTwo(1023) * 2;
    if (m < -1022) // a subnormal result, or nearly: the second multiplication rounds
        return e.y * Kernels::powerOfTwo(m + 960) * 0x1p-960;
    return e.y * Kernels::powerOfTwo(m);
}

namespace Kernels {

// x = k pi/32 + r: k (kd, an integer-valued double), j = k mod 64 and s1 = (x - k C1) - k C2,
// exact (kernels.cpp), for |x| <= SinCosKernelRange.
template<typename V> struct Reduction
{
    V kd;
    decltype(integer(V{})) j;
    V s1;
};

template<typename V> IMPETUS_KERNEL_INLINE Reduction<V> reduce(V x) noexcept
{
    const V kd = (x * KernelTables::ThirtyTwoOverPi + Shifter) - Shifter;
    return { kd, integer(kd) & 63, (x - kd * KernelTables::PiBy32C1) - kd * KernelTables::PiBy32C2 };
}

// sin r - r and cos r - 1 for |r| <= pi/64 (+ the reduction's slack), Taylor to r^9 and r^8
// (r^11/11! and r^10/10! are below 2^-70 of the results), each in two halves that do not
// wait for each other (Estrin).
template<typename V> struct Tails
{
    V sinMinusR;
    V cosMinusOne;
};

template<typename V> IMPETUS_KERNEL_INLINE Tails<V> tails(V r) noexcept
{
    const V r2 = r * r;
    const V r4 = r2 * r2;
    return { r * r2 * (((-1.0 / 6) + r2 * (1.0 / 120)) + r4 * ((-1.0 / 5040) + r2 * (1.0 / 362880))),
             r2 * ((-0.5 + r2 * (1.0 / 24)) + r4 * ((-1.0 / 720) + r2 * (1.0 / 40320))) };
}

// a cos x + b sin x for a finite |x| <= SinCosKernelRange (waveKernel()).
template<typename V> IMPETUS_KERNEL_INLINE V waveInRange(V x, V a, V b) noexcept
{
    const Reduction<V> k = reduce(x);
    const V r = k.s1 - k.kd * KernelTables::PiBy32C3; // within 2^-84 of x - k pi/32
    // sin, cos(j pi/32), rounded
    const Row<V, 4> table = row(KernelTables::SinCos, k.j);
    const V s = table.column[0] + table.column[1];
    const V c = table.column[2] + table.column[3];
    // a cos(j pi/32 + r) + b sin(j pi/32 + r) = p cos r + q sin r.
    const V p = a * c + b * s;
    const V q = b * c - a * s;
    const Tails<V> tail = tails(r);
    return p + (q * r + (p * tail.cosMinusOne + q * tail.sinMinusR));
}

} // namespace Kernels

inline SinCos sinCosKernel(double x) noexcept
{
    const double ax = std::fabs(x);
    if (!(ax <= SinCosKernelRange)) {
        if (!(ax < HUGE_VAL))
            return { x - x, x - x }; // NaN for NaN and both infinities
        return { std::sin(x), std::cos(x) };
    }
    if (ax < 0x1p-27) // x - x^3/6 rounds to x, and 1 - x^2/2 to 1
        return { x, 1 };
    const Kernels::Reduction<double> k = Kernels::reduce(x);
    const double kd = k.kd;
    const double s1 = k.s1; // exact, both steps
    // s1 - t is exact where |s1| < 2^-37 (both on the grid 2^-84, the difference below 2^-36)
    // and Fast2Sum's error of it is exact where |s1| >= |t| (|t| < 2^-38): either way, r is
    // rh + rl exactly but for k C4 and the constant's rest. (|rl| <= 2^-7 |rh|, where r is
    // smallest, is all the Taylor forms below ask.)
    const double t = kd * KernelTables::PiBy32C3; // exact
    const double rh = s1 - t;
    const double rl = ((s1 - rh) - t) - kd * KernelTables::PiBy32C4;

    // sin r - rh and cos r - 1.
    const Kernels::Tails<double> tail = Kernels::tails(rh);
    const double sinTail = rl + tail.sinMinusR;
    const double cosMinusOne = tail.cosMinusOne - rh * rl;

    // The leading products C r and S r are as large as the results near the seams of j (up to
    // pi/64 against sin(pi/32) - pi/64). Their heads, the table's heads of 26 bits times rh's
    // first 26 (Veltkamp's split), are exact, and so is their sum with the other table head
    // (Fast2Sum: the table value is the larger, or 0); everything else is below 2^-4 of the
    // result and joins it in one rounding.
    const double *const row = KernelTables::SinCos[k.j];
    const double sHead = row[0], sRest = row[1], cHead = row[2], cRest = row[3];
    const double sFull = sHead + sRest, cFull = cHead + cRest; // for the small products
    const double spread = rh * 0x1.0000002p27; // 2^27 + 1
    const double rHead = spread - (spread - rh);
    const double rTail = rh - rHead;
    const double cr = cHead * rHead; // exact
    const double sineHead = sHead + cr;
    const double sineHeadError = cr - (sineHead - sHead);
    const double sr = sHead * rHead; // exact
    const double cosineHead = cHead - sr;
    const double cosineHeadError = (cHead - cosineHead) - sr;
    // What does not wait for the polynomials first; then the polynomials' terms.
    const double sineSmall = (sineHeadError + sRest) + (cHead * rTail + cRest * rh);
    const double cosineSmall = (cosineHeadError + cRest) - (sHead * rTail + sRest * rh);
    const double sine = sineHead + (sineSmall + (sFull * cosMinusOne + cFull * sinTail));
    const double cosine = cosineHead + (cosineSmall + (cFull * cosMinusOne - sFull * sinTail));
    return { sine, cosine };
}

/*
    a cos x + b sin x, the wave of a spring (kernels.cpp's wave()): |x| <= SinCosKernelRange
    by the kernel, beyond by libm's sin and cos; NaN for an infinite or NaN x. Its error is
    bounded relative to the amplitude M = sqrt(a^2 + b^2), not to the result, which
    cancels to 0 twice a turn: the rotation of (a, b) by j pi/32 is formed in doubles, and
    the rest of x is taken on from there.
*/
inline double waveKernel(double x, double a, double b) noexcept
{
    const double ax = std::fabs(x);
    if (!(ax <= SinCosKernelRange)) {
        if (!(ax < HUGE_VAL))
            return x - x; // NaN for NaN and both infinities
        return a * std::cos(x) + b * std::sin(x);
    }
    return Kernels::waveInRange(x, a, b);
}

} // namespace Impetus::Detail

#if defined(__GNUC__)
#    pragma GCC diagnostic pop
#endif

#endif
