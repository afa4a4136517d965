// SPDX-License-Identifier: MIT
#include "models/kernels_p.h"
#include "models/kernels_tables_p.h"

#include <cmath>
#include <cstdint>
#include <cstring>

// Every product and sum below is rounded on its own: the error-free steps of the reductions
// (Sterbenz's exact differences, Knuth's two-sum) depend on it, and so does "the same result
// on every CPU". ImpetusCore is built with -ffp-contract=off; this file insists.
#if defined(__clang__)
#    pragma clang fp contract(off)
#elif defined(__GNUC__)
#    pragma GCC optimize("fp-contract=off")
#endif

/*
    How (our own construction from textbook parts: Tang's table-driven reduction, Cody and
    Waite's split constants, Taylor polynomials; no code taken from a libm).

    exp(x) = 2^m 2^(j/64) e^r with k = m 64 + j the integer nearest 64 x / ln 2 and
    r = x - k ln2/64, |r| <= ln2/128 (+ 2^-60). ln2/64 = Hi + Lo with Hi on the grid 2^-42,
    so k Hi is exact (|k| < 2^17 where the kernel computes) and x - k Hi exact (Sterbenz);
    r = (x - k Hi) - k Lo is then off by at most 2^-61 (its rounding) + 2^-79 (the constant's
    rest, times k). e^r - 1 = r + r^2/2 + ... + r^6/720 (Taylor; the next term is below
    2^-65) is formed to within 2^-61 relative, and 2^(j/64) (Hi + Lo, each the double nearest)
    (1 + p) as Hi + (Lo + Hi p): one rounding of a sum whose small part carries a few 2^-61
    of its errors: below 2^-58 in all, 0.02 ulp where the sum is 1 or more (below 1, j is 0
    and Hi p = p is exact, which leaves 2^-60): half an ulp plus 0.02, 0.52 ulp. 2^m is applied by
    one exact multiplication; where the result is subnormal, by two, the first exact and the
    second rounding again: half an ulp of the subnormal plus the first error, which is at
    most 0.52 of an ulp at least twice finer, 0.77 in all.

    sinCos(x): k is the integer nearest 32 x / pi, j = k mod 64, r = x - k pi/32 with
    |r| <= pi/64 (+ 2^-11, the parts' error times k); sin x = S cos r + C sin r and
    cos x = C cos r - S sin r with S, C = sin, cos(j pi/32) each held as Hi + Lo. Where r is
    close to 0 and j pi/32 is a multiple of pi/2, the result is r itself: so r must be good
    relative to itself, and doubles get as close as 2^-60.49 to a multiple of pi/2 in the
    kernel's range (at 29 pi/2; tools/kernel_tables.py). pi/32 is cut into C1 + C2 + C3 + C4
    (kernels_tables_p.h) with C1 on the grid 2^-30, C2 on 2^-57, C3 on 2^-84: k Ci is exact
    for i <= 3 (|k| < 2^20), x - k C1 is exact (Sterbenz), and on the grid 2^-57 (|x| >= pi/64
    where k != 0), as is k C2, so that (x - k C1) - k C2 is exact too (below 2^-4 in size);
    subtracting k C3 is done with Knuth's two-sum, and k C4 (plus the constant's rest, below
    2^-145 k) leaves an error below 2^-120 in r = Rh + Rl, 2^-59.5 of the smallest r. The
    Taylor polynomials of sin r - r (to r^9) and cos r - 1 (to r^8) are within 2^-70 of theirs
    relative to the results. What is left is one rounding, of the final sum, if the leading
    products C r and S r, as large as the results near the seams of j, are exact: they are
    formed in two parts (Dekker's product), added to S and C exactly (the table entry is the
    larger, or 0), and their errors added to the small terms. Half an ulp plus the small
    terms' errors (below 2^-60 relative): 0.51 ulp.
*/

namespace Impetus::Detail {
namespace {

namespace T = KernelTables;

// Adding and subtracting 1.5 2^52 rounds a double below 2^51 in size to the nearest integer,
// ties to even, in the rounding mode of every floating-point default environment.
constexpr double Shifter = 0x1.8p52;

constexpr double ExpOverflowAbove = 709.79; // e^709.79 > DBL_MAX
constexpr double ExpUnderflowBelow = -746; // e^-746 < 2^-1075: rounds to +0

// Veltkamp's split of a double below 2^996 in size into a head of 26 bits and an exact rest
// of 26 (and a sign): each product of two heads or a head and a rest is exact.
struct Split
{
    double hi;
    double lo;
};

Split split(double a)
{
    const double t = a * 0x1.0000002p27; // 2^27 + 1
    const double hi = t - (t - a);
    return { hi, a - hi };
}

double powerOfTwo(int exponent) // a normal exponent
{
    const std::uint64_t bits = std::uint64_t(exponent + 1023) << 52;
    double value;
    std::memcpy(&value, &bits, sizeof value);
    return value;
}

} // namespace

double exp(double x) noexcept
{
    if (!(x >= ExpUnderflowBelow && x <= ExpOverflowAbove)) {
        if (x > 0)
            return HUGE_VAL;
        if (x < 0)
            return 0;
        return x + x; // NaN
    }
    const double kd = (x * T::SixtyFourOverLn2 + Shifter) - Shifter;
    const int k = int(kd);
    const double r = (x - kd * T::Ln2By64Hi) - kd * T::Ln2By64Lo;
    const double r2 = r * r;
    // e^r - 1, Taylor to r^6, in two halves that do not wait for each other.
    const double p = r + (r2 * (0.5 + r * (1.0 / 6)) + r2 * r2 * ((1.0 / 24) + r * (1.0 / 120) + r2 * (1.0 / 720)));
    const int j = k & 63;
    const int m = (k - j) / 64;
    const double hi = T::Exp2[j][0];
    const double y = hi + (T::Exp2[j][1] + hi * p);
    if (m > 1023) // only 1024, where y < 1
        return y * powerOfTwo(1023) * 2;
    if (m < -1022) // a subnormal result, or nearly: the second multiplication rounds
        return y * powerOfTwo(m + 960) * 0x1p-960;
    return y * powerOfTwo(m);
}

SinCos sinCos(double x) noexcept
{
    const double ax = std::fabs(x);
    if (!(ax <= SinCosKernelRange)) {
        if (!(ax < HUGE_VAL))
            return { x - x, x - x }; // NaN for NaN and both infinities
        return { std::sin(x), std::cos(x) };
    }
    if (ax < 0x1p-27) // x - x^3/6 rounds to x, and 1 - x^2/2 to 1
        return { x, 1 };
    const double kd = (x * T::ThirtyTwoOverPi + Shifter) - Shifter;
    const int j = int(kd) & 63;
    const double s1 = (x - kd * T::PiBy32C1) - kd * T::PiBy32C2; // exact, both steps
    const double t = kd * T::PiBy32C3; // exact
    const double s2 = s1 - t;
    const double back = s2 - s1;
    const double lo = ((s1 - (s2 - back)) - (t + back)) - kd * T::PiBy32C4;
    const double rh = s2 + lo; // |lo| is far below |s2|: (s2 - rh) + lo is exact
    const double rl = (s2 - rh) + lo;

    const double r2 = rh * rh;
    // sin r - r - rl and cos r - 1, Taylor to r^9 and r^8 (r^11/11! and r^10/10! are below
    // 2^-70 of the results).
    const double sinTail =
            rl + rh * r2 * ((-1.0 / 6) + r2 * ((1.0 / 120) + r2 * ((-1.0 / 5040) + r2 * (1.0 / 362880))));
    const double cosMinusOne = r2 * (-0.5 + r2 * ((1.0 / 24) + r2 * ((-1.0 / 720) + r2 * (1.0 / 40320)))) - rh * rl;

    // The leading products S r and C r are as large as the results near the seams of j (up to
    // pi/64 against sin(pi/32) - pi/64): formed exactly (Dekker's product, with Veltkamp's
    // splits), and added to C and S exactly (the table entry is the larger, or 0), they leave
    // one rounding, of the final sum, that counts.
    const double *const row = T::SinCos[j];
    const double sHi = row[0], sLo = row[1], cHi = row[2], cLo = row[3];
    const Split r = split(rh), s = split(sHi), c = split(cHi);
    const double cr = cHi * rh;
    const double crError = (((c.hi * r.hi - cr) + c.hi * r.lo) + c.lo * r.hi) + c.lo * r.lo;
    const double sr = sHi * rh;
    const double srError = (((s.hi * r.hi - sr) + s.hi * r.lo) + s.lo * r.hi) + s.lo * r.lo;
    const double sineHead = sHi + cr;
    const double sineHeadError = cr - (sineHead - sHi);
    const double cosineHead = cHi - sr;
    const double cosineHeadError = (cHi - cosineHead) - sr;
    const double sine =
            sineHead + (sineHeadError + (crError + (sLo + (sHi * cosMinusOne + (cHi * sinTail + cLo * rh)))));
    const double cosine =
            cosineHead + (cosineHeadError - (srError - (cLo + (cHi * cosMinusOne - (sHi * sinTail + sLo * rh)))));
    return { sine, cosine };
}

} // namespace Impetus::Detail
