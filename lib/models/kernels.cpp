// SPDX-License-Identifier: MIT
#include "models/kernels_p.h"

// Every product and sum of the kernels (kernels_p.h) is rounded on its own: the error-free
// steps of the reductions (Sterbenz's exact differences, Knuth's two-sum, Dekker's exact
// products) depend on it, and so does "the same result on every CPU". ImpetusCore is built
// with -ffp-contract=off; this file insists.
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
    subtracting k C3 (|k C3| < 2^-38) is exact where the result is below 2^-31 and otherwise
    leaves an error that Fast2Sum recovers exactly, and k C4 (plus the constant's rest, below
    2^-145 k) leaves an error below 2^-120 in r = Rh + Rl, 2^-59.5 of the smallest r. The
    Taylor polynomials of sin r - r (to r^9) and cos r - 1 (to r^8) are within 2^-70 of theirs
    relative to the results. What is left is one rounding, of the final sum, if the leading
    products C r and S r, as large as the results near the seams of j, are exact: the table
    holds S and C as heads of 26 bits plus rests, Rh is split into 26 + 27 bits (Veltkamp),
    the products of the heads are exact, their sums with the other table head exact too
    (Fast2Sum: the table head is the larger, or 0), and everything else joins the small
    terms. Half an ulp plus the small terms' errors (below 2^-60 relative): 0.51 ulp.

    wave(x, a, b) = a cos x + b sin x, measured against the amplitude M = sqrt(a^2 + b^2)
    (u = 2^-53): with x = j pi/32 + r as above, it is p cos r + q sin r where (p, q) is (a, b)
    turned by j pi/32, p = a C + b S and q = b C - a S, formed in doubles from C and S rounded
    to doubles (the table's heads plus rests). Each of p and q is then off by at most
    u (|a C| + |b S|) for the products, as much again for C and S, and u M for the sum: 3 u M
    (|a C| + |b S| <= M, Cauchy-Schwarz). r is s1 - k C3 rounded once (within 2^-84 of the
    exact rest, which only shifts x by that much). The result is p + (q r + (p (cos r - 1)
    + q (sin r - r))): p's error passes through, q's is scaled by |r| <= pi/64 + 2^-11 < 0.05,
    the terms after p (below 0.05 M) are rounded within 0.1 u M in all, and the final sum once,
    u M: 3 + 0.15 + 0.1 + 1 < 4.3 u M, below 4.3 ulp of M (an ulp of M is at least u M).
*/

namespace Impetus::Detail {

double exp(double x) noexcept
{
    return expKernel(x);
}

SinCos sinCos(double x) noexcept
{
    return sinCosKernel(x);
}

double wave(double x, double a, double b) noexcept
{
    return waveKernel(x, a, b);
}

} // namespace Impetus::Detail
