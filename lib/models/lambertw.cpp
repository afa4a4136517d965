// SPDX-License-Identifier: MIT
#include "impetus/lambertw.h"
#include "models/lambertw_p.h"
#include "models/lambertw_tables_p.h"

#include <cmath>
#include <cstdint>
#include <cstring>
#include <limits>
#include <utility>

// The error-free transformations here (Veltkamp's split, Dekker's product, the exact
// remainder of a quotient) need every product rounded on its own. GCC contracts a * b + c
// into an FMA by default wherever the target has one (-march=x86-64-v3, AArch64), which
// would break them and make the results depend on the build: not here.
#if defined(__clang__)
#    pragma clang fp contract(off)
#elif defined(__GNUC__)
#    pragma GCC optimize("fp-contract=off")
#endif

/*
    How the accuracy is obtained (our own construction; the ingredients are classic).

    lambertW0 and lambertWm1 take one of three short paths, all in plain double
    arithmetic (no std::fma, which is a library call on baseline x86-64, and no libm
    exp or log, whose last bit differs between glibc's FMA and SSE2 variants: the same
    z gives the same W on every CPU):

    - |z| < 2^-6 (W0): z (1 + t), t = z S(z) with S fitted to 7e-19 relative, rounded
      once: the error of z t adds at most 0.03 ulp to the rounding's half.

    - Away from the branch point: a starting value w with a relative error below 1e-5,
      fitted by tools/fit_lambertw.py (a polynomial of degree 6 per binade of |z|, from
      the bits of z; for W0 beyond 2^20 and W-1 within 2^-58 of 0 the asymptotic
      expansion in L1 = ln|z|, L2 = ln|L1|, with a rough log of our own), then one step
      of the iteration of Fritsch, Shafer and Crowley (CACM 16, 1973) on w + ln w = ln z,
      fourth order: 2e-20 after it. The step is only as good as its residual
      r = ln(z/w) - w, which a libm log would give to half an ulp of ln(z/w) ~ w, up to
      an ulp of W after the step. So r is formed to ~1e-18 absolute instead (see
      polish): ln(z/w) is reduced by j ln2/32 (j from w) with a table of 2^(i/32), the
      quotient's remainder is recovered exactly (Dekker), and the log of what is left,
      within 0.013 of 1, is a fitted polynomial whose leading term is added to the exact
      j ln2/32 - w before anything is rounded. The result is then w + correction
      rounded once, its error half an ulp plus ~1e-18 |w / (1 + w)|, i.e. below
      0.53 ulp where this path is taken (|1 + W| >= 1/4).

    - Near the branch point -1/e (|1 + W| < 1/2, z below -e^-1/2 / 2 for W0 and
      -3/2 e^-3/2 for W-1), z is a poor variable: all of its information sits in the
      distance d = z + 1/e, which is formed exactly in double-double. With W = -1 + t,
      (1 - t) e^t = 1 - e d, i.e.

          h(t) = 1 - (1 - t) e^t = t^2/2 + t^3/3 + t^4/8 + ... = e d.

      A fitted t(P), P = +-sqrt(2 e d) (+ for W0, - for W-1), starts within 1.4e-7
      relative. For |t| < 1/4 one Halley step on h(t) - e d finishes. In its residual,
      t^2/2 - e d is exact (t^2 by Dekker, Sterbenz), while t^3 P3(t) carries a few
      ulp of its own size, which moves t by at most 0.05 ulp of W at |t| = 1/4 and
      less below; -1 + t - step is rounded once. For 1/4 <= |t| < 1/2 the FSC step
      above finishes from -1 + t(P) instead, its residual's error there amplified by
      |w / (1 + w)| <= 5 to below 0.03 ulp. Bound: 0.5 + 0.05 + small < 0.6 ulp.

    Measured against mpmath on 3.7 million points (tests/reference/lambertw_accuracy.py)
    and against Boost.Math at 50 digits (tests/auto/lambertw): at most 0.537 ulp for W0
    and 0.539 ulp for W-1, both just inside |1 + W| = 1/4 (the Halley step); 0.528 ulp
    next to |z| = 2^-6; 0.500 elsewhere.

    lambertWPartner needs more: both x and x + 1 to half an ulp, from a y held in two
    members. It rests on an exact parametrisation of the pairs x e^x = y e^y near
    y = -1 (see partnerNearMinusOne) and otherwise on one Newton step from the fast
    path's W whose residual w e^w / z - 1 is computed in double-double arithmetic,
    with a double-double z = y e^y and an e^w good to 1e-25 (1 + |w|): its quadratic
    error is ~ (error before)^2 / |1 + W| ~ 1e-23 at |1 + W| = 2^-10, so the sum
    is rounded within a hair of half an ulp (tests/auto/lambertw: 0.51). The residual
    is scaled by powers of two, so neither e^w nor z over- or underflows.
*/

namespace Impetus {
namespace {

constexpr double NaN = std::numeric_limits<double>::quiet_NaN();
constexpr double Infinity = std::numeric_limits<double>::infinity();

// 1/e and e, each split as hi + lo with |lo| <= ulp(hi)/2.
constexpr double InvEHi = 0x1.78b56362cef38p-2; // the double nearest 1/e, above it
constexpr double InvELo = -0x1.ca8a4270fadf5p-57;
constexpr double EHi = 0x1.5bf0a8b145769p+1;
constexpr double ELo = 0x1.4d57ee2b1013ap-53;

// ln 2 split so that k * Ln2Hi is exact for |k| < 2^21: Ln2Hi has 32 significant bits.
constexpr double Ln2Hi = 0x1.62e42feep-1;
constexpr double Ln2Lo = 0x1.a39ef35793c76p-33;
constexpr double InvLn2 = 0x1.71547652b82fep0;

// Below this |z|, W0(z) is z (1 + z S(z)) with a fitted S (lambertw_tables_p.h).
constexpr double SmallArgument = Detail::LambertWTables::SmallArgument;
// The same, for lambertWPartner's double-double results.
constexpr double PartnerSmallArgument = 0x1p-14;
// lambertWPartner uses its parametrisation while |y + 1| <= this. Its error grows
// with |y + 1| (0.52 ulp at 2^-6, 0.8 at 0.25), while the Newton step used beyond
// stays within 0.5 ulp down to |x + 1| ~ 2^-10 only.
constexpr double PartnerSeriesRegion = 0x1p-10;

enum class Branch { Principal, Lower };

// +1 for W0, -1 for W-1: the sign of W + 1 near the branch point.
double sideOf(Branch branch)
{
    return branch == Branch::Principal ? 1.0 : -1.0;
}

// --- double-double arithmetic ---------------------------------------------------------
// hi + lo with |lo| <= ulp(hi)/2 carries about 106 bits. Only the operations needed
// here, built on the classic error-free transformations.

struct DoubleDouble
{
    double hi;
    double lo;
};

DoubleDouble twoSum(double a, double b)
{
    const double s = a + b;
    const double bb = s - a;
    return { s, (a - (s - bb)) + (b - bb) };
}

// Requires |a| >= |b| or a == 0.
DoubleDouble fastTwoSum(double a, double b)
{
    const double s = a + b;
    return { s, b - (s - a) };
}

DoubleDouble twoProduct(double a, double b)
{
    const double p = a * b;
    return { p, std::fma(a, b, -p) };
}

DoubleDouble add(DoubleDouble a, DoubleDouble b)
{
    const DoubleDouble s = twoSum(a.hi, b.hi);
    return fastTwoSum(s.hi, s.lo + (a.lo + b.lo));
}

DoubleDouble multiply(DoubleDouble a, DoubleDouble b)
{
    const DoubleDouble p = twoProduct(a.hi, b.hi);
    return fastTwoSum(p.hi, p.lo + (a.hi * b.lo + a.lo * b.hi));
}

DoubleDouble multiply(DoubleDouble a, double b)
{
    const DoubleDouble p = twoProduct(a.hi, b);
    return fastTwoSum(p.hi, p.lo + a.lo * b);
}

DoubleDouble divide(DoubleDouble a, double b)
{
    const double q = a.hi / b;
    const double remainder = std::fma(-q, b, a.hi); // exact
    return fastTwoSum(q, (remainder + a.lo) / b);
}

DoubleDouble scale(DoubleDouble a, int exponent)
{
    return { std::ldexp(a.hi, exponent), std::ldexp(a.lo, exponent) };
}

// 1 + a, rounded once.
double onePlus(DoubleDouble a)
{
    const DoubleDouble s = twoSum(1.0, a.hi);
    return s.hi + (s.lo + a.lo);
}

// mantissa * 2^exponent: lets e^w and z meet without over- or underflow.
struct Scaled
{
    DoubleDouble mantissa;
    int exponent;
};

Scaled scaled(double z)
{
    int exponent = 0;
    const double mantissa = std::frexp(z, &exponent);
    return { { mantissa, 0.0 }, exponent };
}

double toDouble(Scaled z)
{
    return std::ldexp(z.mantissa.hi + z.mantissa.lo, z.exponent);
}

// e^w with a relative error below 1e-25 (1 + |w|), for |w| < 1000 (Ln2Hi + Ln2Lo
// is 1.2e-26 short of ln 2). An error of 1e-19 |1 + w| would cost the Newton step
// a thousandth of an ulp.
Scaled exponential(double w)
{
    // w = k ln 2 + r with |r| <= ln(2)/2 + tiny; w - k Ln2Hi is exact (Sterbenz).
    const double k = std::nearbyint(w * InvLn2);
    const DoubleDouble kLn2Lo = twoProduct(k, Ln2Lo);
    DoubleDouble r = twoSum(w - k * Ln2Hi, -kLn2Lo.hi);
    r = fastTwoSum(r.hi, r.lo - kLn2Lo.lo);

    // e^r = (e^a)^256 with a = r/256, |a| < 0.0014. The squarings multiply the
    // error of e^a by 256, so the Taylor series of e^a - 1 runs to a^8 (the
    // rest is below 1e-31) and is summed in double-double up to a^3/6; from a^4
    // on, the terms are small enough for double precision.
    constexpr int Squarings = 8;
    // Scalings by constant powers of two are multiplications, exact like ldexp (and
    // rounded like it if ever subnormal), without its library call.
    constexpr double InvTwoToSquarings = 1.0 / (1 << Squarings);
    const DoubleDouble a{ r.hi * InvTwoToSquarings, r.lo * InvTwoToSquarings };
    DoubleDouble aSquared = twoProduct(a.hi, a.hi);
    aSquared.lo += 2 * a.hi * a.lo;
    const DoubleDouble aCubedOver6 = divide(multiply(aSquared, a), 6);
    const double tail = aSquared.hi * aSquared.hi
            * (1.0 / 24 + a.hi * (1.0 / 120 + a.hi * (1.0 / 720 + a.hi * (1.0 / 5040 + a.hi / 40320))));
    DoubleDouble expm1 = add(add(a, { aSquared.hi / 2, aSquared.lo / 2 }), aCubedOver6);
    expm1 = fastTwoSum(expm1.hi, expm1.lo + tail);
    DoubleDouble power = fastTwoSum(1.0, expm1.hi);
    power.lo += expm1.lo;
    for (int i = 0; i < Squarings; ++i)
        power = multiply(power, power);
    return { power, static_cast<int>(k) };
}

// --- the fast path ----------------------------------------------------------------------

namespace Tables = Detail::LambertWTables;

std::uint64_t bitsOf(double x)
{
    std::uint64_t bits;
    std::memcpy(&bits, &x, sizeof bits);
    return bits;
}

double fromBits(std::uint64_t bits)
{
    double x;
    std::memcpy(&x, &bits, sizeof x);
    return x;
}

constexpr std::uint64_t MantissaBits = (std::uint64_t(1) << 52) - 1;
constexpr std::uint64_t OneBits = std::uint64_t(1023) << 52;

// sum c_k x^k by Estrin's scheme (c_2k + c_2k+1 x, then the same in x^2, ...): shorter chains
// of dependent operations than Horner's, at the same accuracy for these decreasing terms.
// Unrolled at compile time.
template<std::size_t Count> double polynomial(const double (&coefficients)[Count], double x);

template<std::size_t Count, std::size_t K> double pairAt(const double (&coefficients)[Count], double x)
{
    if constexpr (2 * K + 1 < Count)
        return coefficients[2 * K] + coefficients[2 * K + 1] * x;
    else
        return coefficients[2 * K];
}

template<std::size_t Count, std::size_t... K>
double estrinLevel(const double (&coefficients)[Count], double x, std::index_sequence<K...>)
{
    const double pairs[] = { pairAt<Count, K>(coefficients, x)... };
    return polynomial(pairs, x * x);
}

template<std::size_t Count> double polynomial(const double (&coefficients)[Count], double x)
{
    if constexpr (Count == 1)
        return coefficients[0];
    else
        return estrinLevel(coefficients, x, std::make_index_sequence<(Count + 1) / 2>());
}

// Veltkamp's split of a into two halves of 26 bits: products of halves are exact. Not std::fma,
// which on baseline x86-64 is a library call.
DoubleDouble split(double a)
{
    const double t = a * 134217729.0; // 2^27 + 1
    const double hi = t - (t - a);
    return { hi, a - hi };
}

// The rounding error of a * b (Dekker), given the splits of a and b.
double productError(double a, DoubleDouble as, double b, DoubleDouble bs)
{
    return ((as.hi * bs.hi - a * b) + as.hi * bs.lo + as.lo * bs.hi) + as.lo * bs.lo;
}

/*
    ln(x) for x > 0 to 1e-9, for the starting values of the asymptotic expansions only:
    x = m 2^e with sqrt(1/2) <= m < sqrt(2), ln m = 2 atanh(s), s = (m - 1) / (m + 1).
*/
double roughLog(double x)
{
    int e = 0;
    if (x < std::numeric_limits<double>::min()) { // subnormal
        x *= 0x1p54;
        e = -54;
    }
    const std::uint64_t bits = bitsOf(x);
    e += int(bits >> 52) - 1023;
    double m = fromBits((bits & MantissaBits) | OneBits);
    if (m > 1.4142135623730951) {
        m *= 0.5;
        ++e;
    }
    const double s = (m - 1) / (m + 1);
    const double s2 = s * s;
    return e * 0x1.62e42fefa39efp-1 + 2 * s * (1 + s2 * (1.0 / 3 + s2 * (1.0 / 5 + s2 * (1.0 / 7 + s2 * (1.0 / 9)))));
}

// W ~ L1 - L2 + L2/L1 + L2 (L2 - 2) / (2 L1^2) + L2 (6 - 9 L2 + 2 L2^2) / (6 L1^3), with
// L1 = ln|z|, L2 = ln|L1|: within 5e-8 for W0 from z = 2^20 and for W-1 from z = -2^-58 on.
double asymptoticStart(double z)
{
    const double l1 = roughLog(std::fabs(z));
    const double l2 = roughLog(std::fabs(l1));
    const double a = l2 / l1;
    return l1 - l2 + a * (1 + (l2 - 2) / (2 * l1) + (6 + l2 * (-9 + 2 * l2)) / (6 * l1 * l1));
}

// The fitted starting value for |z| = m 2^e, e in the table's range: relative error < 1e-5.
double binadeStart(const double (*table)[Tables::Degree + 1], int firstExponent, double absZ)
{
    const std::uint64_t bits = bitsOf(absZ);
    const int e = int(bits >> 52) - 1023;
    const double m = fromBits((bits & MantissaBits) | OneBits);
    const double(&coefficients)[Tables::Degree + 1] = table[e - firstExponent];
    return polynomial(coefficients, 2 * m - 3);
}

/*
    One step of Fritsch, Shafer and Crowley's iteration from w (relative error < 1e-5, the
    sign of z) on w + ln(w) = ln(z), whose residual r = ln(z/w) - w is formed to about 1e-18
    absolute: with w = j ln2/32 + f, |f| <= ln2/64,

        ln(z/w) = j ln2/32 + ln(q c_i) - delta_i + rem/z',

    where z' = z 2^-k (k = floor(j/32), i = j mod 32), q = z'/w rounded, rem = z' - q w exactly
    (Dekker), c_i ~ 2^(-i/32) with 26 bits (so q c_i is exactly S + S_lo) and
    delta_i = ln c_i + i ln2/32 tabulated. ln(q c_i) = log1p(u) + S_lo/S with u = S - 1 exact,
    |u| < 0.013, and log1p(u) = u + u^2 G(u) to 2e-20; j ln2/32 - w is exact (Sterbenz), and
    u is added to it before anything is rounded. The step then changes w by r w / (1 + w) to
    fourth order: the result is w rounded once after an error of ~2e-20 relative, plus
    1e-18 |w / (1 + w)| absolute.
*/
double polish(double z, double w)
{
    // Both reciprocals early, off the critical path.
    const double inverseW = 1 / w;
    const double g = 1 / (1 + w);

    constexpr double Shifter = 0x1.8p52; // adding it rounds to an integer
    const double jRounded = (w * Tables::NOverLn2 + Shifter) - Shifter;
    const int j = int(jRounded);
    const int i = j & (Tables::Reduction - 1);
    int k = (j - i) / Tables::Reduction;
    // z' = z 2^-k by its exponent field (|z'| ~ |w|, a normal number); a subnormal z (W-1
    // only) is scaled into the normal range first.
    if (std::fabs(z) < std::numeric_limits<double>::min()) {
        z *= 0x1p54;
        k += 54;
    }
    const double zReduced = fromBits(bitsOf(z) - (std::uint64_t(std::int64_t(k)) << 52));

    // q needs no correct rounding: for any q this close the remainder is exact but for a
    // rounding of its own, 1e-32 relative. rem / z' and S_lo / S, ~1e-16, need only a few
    // digits: 1/z' = (1/w) c / (q c), q c = S ~ 1 + u.
    const double q = zReduced * inverseW;
    const DoubleDouble qSplit = split(q);
    const double qw = q * w;
    const double remainder = (zReduced - qw) - productError(q, qSplit, w, split(w));

    const double c = Tables::ReductionFactor[i];
    const DoubleDouble s = fastTwoSum(qSplit.hi * c, qSplit.lo * c);
    const double u = s.hi - 1;
    const double small =
            (s.lo + remainder * inverseW * c) * (1 - u) + (jRounded * Tables::Ln2OverNLo - Tables::ReductionDelta[i]);
    const double r = ((jRounded * Tables::Ln2OverNHi - w) + u) + (u * u * polynomial(Tables::Log1p, u) + small);

    /*
        The step of Fritsch, Shafer and Crowley, r/(1 + w) (Q - r)/(Q - 2r) with
        Q = 2 (1 + w)(1 + w + 2r/3), is r g (1 + y), g = 1/(1 + w), with
        y = r/(Q - 2r) = (r g^2/2) / (1 + (2g/3 - g^2) r): to first order in the
        denominator, y is off by ~1e-10 relative, the step by ~1e-20.
    */
    const double rg = r * g;
    const double y = 0.5 * rg * g * (1 - (2.0 / 3 * g - g * g) * r);
    return w + w * (rg * (1 + y));
}

/*
    Near the branch point, for |1 + W| < 1/2: W = -1 + t with (1 - t) e^t = 1 - e d, i.e.

        h(t) = 1 - (1 - t) e^t = t^2/2 + t^3/3 + t^4/8 + ... = e d,

    d = z + 1/e exact in double-double. The fitted t(P), P = +-sqrt(2 e d), starts within
    1.4e-7 relative. For |t| < 1/4 one Halley step on h(t) - e d follows, in which
    t^2/2 - e d is exact (Sterbenz; t^2 by Dekker) and t^3 P3(t) carries a relative error
    of a few ulp, which moves t by less than 0.05 ulp of W (e^t in the derivatives is
    (1 - h(t)) / (1 - t)); for 1/4 <= |t| < 1/2, where that error would grow to 0.15 ulp,
    the step of polish, whose error there is below 0.03 ulp.
*/
double nearBranchPoint(double z, Branch branch)
{
    const DoubleDouble d = fastTwoSum(z + InvEHi, InvELo); // z + InvEHi is exact (Sterbenz)
    const DoubleDouble dSplit = split(d.hi);
    const double edHi = EHi * d.hi;
    const double edLo = productError(EHi, split(EHi), d.hi, dSplit) + (EHi * d.lo + ELo * d.hi);

    const double p = sideOf(branch) * std::sqrt(2 * edHi);
    const double t = p
            * (branch == Branch::Principal ? polynomial(Tables::BranchPointW0, p)
                                           : polynomial(Tables::BranchPointWm1, p));
    if (std::fabs(t) >= 0.25)
        return polish(z, -1 + t); // there the error of t^3 P3(t) would reach 0.15 ulp
    const double tt = t * t;
    const DoubleDouble tSplit = split(t);
    const double ttError = productError(t, tSplit, t, tSplit);
    const double f = ((tt / 2 - edHi) + (ttError / 2 - edLo)) + tt * t * polynomial(Tables::HCubic, t);
    const double et = (1 - edHi - f) / (1 - t);
    const double h1 = t * et;
    const double h2 = (1 + t) * et;
    const double delta = 2 * f * h1 / (2 * h1 * h1 - f * h2);
    const DoubleDouble w = fastTwoSum(-1.0, t);
    return w.hi + (w.lo - delta);
}

// W0(z) for 0 < |z| < SmallArgument as z (1 + t): the t of the fitted z S(z).
double smallArgumentCorrection(double z)
{
    return z * polynomial(Tables::Small, z);
}

// W0 or W-1 of z inside the domain, z != 0 and z != -InvEHi.
double fastLambertW(double z, Branch branch)
{
    if (branch == Branch::Principal) {
        if (z >= SmallArgument && z < 0x1p20) // the bulk first
            return polish(z, binadeStart(Tables::W0Positive, Tables::W0PositiveFirstExponent, z));
        if (z < Tables::SeamW0)
            return nearBranchPoint(z, branch);
        if (std::fabs(z) < SmallArgument)
            return z + z * smallArgumentCorrection(z); // rounded once
        if (z > 0)
            return polish(z, asymptoticStart(z));
        return polish(z, binadeStart(Tables::W0Negative, Tables::W0NegativeFirstExponent, -z));
    }
    if (z < Tables::SeamWm1)
        return nearBranchPoint(z, branch);
    if (z > -0x1p-58)
        return polish(z, asymptoticStart(z));
    return polish(z, binadeStart(Tables::Wm1, Tables::Wm1FirstExponent, -z));
}

// One Newton step on F(w) = w e^w / z - 1, with F in double-double, returning the
// unrounded sum w + step: W(z) to about 1e-24 relative.
DoubleDouble newtonStep(double w, Scaled z)
{
    const Scaled e = exponential(w);
    const DoubleDouble product = scale(multiply(e.mantissa, w), e.exponent - z.exponent);
    const DoubleDouble difference = add(product, { -z.mantissa.hi, -z.mantissa.lo });
    const double f = (difference.hi + difference.lo) / z.mantissa.hi;
    const double step = -f * w / ((1 + f) * (1 + w));
    return fastTwoSum(w, step);
}

// W(z) to about 1e-24 relative, for a z held to more digits than a double has (the partner's
// y e^y): the fast path's W of z rounded, off by at most 1e-13 relative where |1 + W| > 2^-10,
// then the Newton step above.
DoubleDouble solveAwayFromBranchPoint(Scaled z, Branch branch)
{
    return newtonStep(fastLambertW(toDouble(z), branch), z);
}

// W0(z) for 0 < |z| < PartnerSmallArgument, as z (1 + t), t from smallArgumentCorrection,
// adding z t last: there |t| < 2^-14, so that t's own error (from z rounded, and its
// rounding) stays below 1e-20 relative.
DoubleDouble principalNearZero(Scaled z)
{
    const double t = smallArgumentCorrection(toDouble(z));
    const DoubleDouble sum = fastTwoSum(z.mantissa.hi, z.mantissa.lo + z.mantissa.hi * t);
    return scale(sum, z.exponent);
}

// --- partner ---------------------------------------------------------------------------

struct KValue
{
    double value;
    double derivative;
};

// K(h) = h coth h - 1 and K'(h) for |h| < 0.0011, by the series
// h coth h = sum 2^2n B_2n h^2n / (2n)!; the omitted terms are below 1e-27 relative.
KValue kSeries(double h)
{
    static constexpr double Coefficients[] = { 1.0 / 3, -1.0 / 45, 2.0 / 945, -1.0 / 4725 };
    constexpr int Count = sizeof(Coefficients) / sizeof(Coefficients[0]);
    const double h2 = h * h;
    double value = 0;
    double derivative = 0;
    for (int n = Count; n >= 1; --n) {
        value = Coefficients[n - 1] + h2 * value;
        derivative = 2 * n * Coefficients[n - 1] + h2 * derivative;
    }
    return { h2 * value, h * derivative };
}

// The partner of y = -1 + s for 0 < |s| <= PartnerSeriesRegion.
Detail::NearMinusOne partnerNearMinusOne(double s)
{
    /*
        With c = x - y, x e^x = y e^y says x / y = e^-c, so that y = -c / (1 - e^-c)
        and x = -c / (e^c - 1). In h = c/2 and the even function K(h) = h coth h - 1:

            s = y + 1 = -h - K(h),    s' = x + 1 = h - K(h) = -s - 2 K(h).

        The last form is the accurate one: s is exact and K ~ h^2/3 is small, so
        that an error in h hardly moves s', which is off by little more than its
        final rounding.
    */
    // h = -s - s^2/3 is off by 2/9 |s|^3 < 3e-10; two Newton steps on
    // h + K(h) + s = 0 take that below 1e-30, leaving h's rounding.
    double h = -s - s * s / 3;
    for (int i = 0; i < 2; ++i) {
        const KValue k = kSeries(h);
        h -= ((h + s) + k.value) / (1 + k.derivative); // h + s is exact (Sterbenz)
    }
    const double twoK = 2 * kSeries(h).value;
    const DoubleDouble minusOneMinusS = twoSum(-1.0, -s);
    return { minusOneMinusS.hi + (minusOneMinusS.lo - twoK), -s - twoK };
}

} // namespace

double lambertW0(double z) noexcept
{
    if (z > 0 && z < Infinity) // the common case first
        return fastLambertW(z, Branch::Principal);
    if (!(z >= -InvEHi)) // also NaN
        return NaN;
    if (z == Infinity)
        return Infinity;
    if (z == 0)
        return z; // keeps the sign of 0
    if (z == -InvEHi) {
        // The double nearest -1/e lies 1.2e-17 below it, outside the domain; it is
        // what -1/e becomes in a program, so it is taken to mean the branch point.
        return -1;
    }
    return fastLambertW(z, Branch::Principal);
}

double lambertWm1(double z) noexcept
{
    if (!(z >= -InvEHi && z <= 0))
        return NaN;
    if (z == 0)
        return -Infinity;
    if (z == -InvEHi)
        return -1; // as for lambertW0
    return fastLambertW(z, Branch::Lower);
}

namespace Detail {

NearMinusOne lambertWPartner(NearMinusOne y) noexcept
{
    const double s = y.plusOne;
    if (std::isnan(y.value) || std::isnan(s) || y.value > 0)
        return { NaN, NaN };
    if (y.value == 0)
        return { -Infinity, -Infinity };
    if (s == 0)
        return { -1, 0 };
    if (std::fabs(s) <= PartnerSeriesRegion)
        return partnerNearMinusOne(s);

    // The member smaller in magnitude holds y to more absolute precision. (Only for
    // y in (-1/2, 0) can the two differ: for y <= -1/2, 1 + y is exact.)
    const DoubleDouble yy = std::fabs(s) < std::fabs(y.value) ? twoSum(-1.0, s) : DoubleDouble{ y.value, 0.0 };
    if (yy.hi < -1000) // |y e^y| < 1e-400: x rounds to -0
        return { -0.0, 1 };

    // z = y e^y in double-double, scaled so that it cannot underflow;
    // e^(hi + lo) = e^hi (1 + lo) to far below rounding.
    const Scaled ey = exponential(yy.hi);
    const Scaled v = scaled(yy.hi);
    const DoubleDouble yMantissa{ v.mantissa.hi, std::ldexp(yy.lo, -v.exponent) };
    const Scaled z{ multiply(multiply(ey.mantissa, DoubleDouble{ 1.0, yy.lo }), yMantissa), ey.exponent + v.exponent };

    DoubleDouble x;
    if (s > 0)
        x = solveAwayFromBranchPoint(z, Branch::Lower);
    else if (std::fabs(toDouble(z)) < PartnerSmallArgument)
        x = principalNearZero(z);
    else
        x = solveAwayFromBranchPoint(z, Branch::Principal);
    return { x.hi + x.lo, onePlus(x) };
}

} // namespace Detail
} // namespace Impetus
