// SPDX-License-Identifier: MIT
#include "impetus/lambertw.h"
#include "lambertw_p.h"

#include <cmath>
#include <limits>

/*
    How the accuracy is obtained (our own construction; the ingredients are classic).

    Away from the branch point, a cheap initial approximation is refined in double
    precision by the iteration of Fritsch, Shafer and Crowley (CACM 16, 1973), which
    converges with fourth order. What it returns is off by up to ten ulp or so
    (hundreds next to the branch point), the floor set by rounding in exp and log.
    One Newton step whose residual w e^w / z - 1 is computed in double-double
    arithmetic, with an e^w good to 1e-25 (1 + |w|), then lands within a hair of
    half an ulp of W(z): the step is tiny, so its own rounding does not matter,
    and its quadratic error is ~ (error before)^2 / |1 + W| ~ 1e-25 even at
    |1 + W| = 0.005. The residual is scaled by powers of two, so neither e^w near
    W0(DBL_MAX) nor z near the smallest subnormals over- or underflows.

    Near the branch point -1/e, W(z) = -1 + w with w -> 0, and z is a poor
    variable: all of its information sits in the distance d = z + 1/e, which is
    formed exactly in double-double. Taking logs of (1 - w) e^w = 1 - e d gives

        q(w) = -w - log(1 - w) = w^2/2 + w^3/3 + ... = Q = -log(1 - e d),

    Q being computed to full relative accuracy from the double-double e d. The
    reversion of that series, w = p - p^2/3 + p^3/36 + ... with p = +-sqrt(2 Q)
    (+ for W0, - for W-1), is accurate to 1e-20 after six terms where it is used,
    |w| < 0.0056. There an error in w counts against the 1 of -1 + w, so W is
    again rounded within a hair of half an ulp.

    lambertWPartner rests on an exact parametrisation of the pairs x e^x = y e^y
    near y = -1 (see partnerNearMinusOne) and otherwise on the Newton step above
    with a double-double z = y e^y.

    Measured against 50-digit references (tests/auto/lambertw) no error exceeds
    0.51 ulp.
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

// Below this |z|, W0(z) is its Maclaurin series; the first omitted term is < 1e-20 relative.
constexpr double SmallArgument = 0x1p-14;
// The series at the branch point is used while e (z + 1/e) < this, i.e. |W + 1| < 0.0056.
constexpr double BranchPointRegion = 0x1p-16;
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
    return {s, (a - (s - bb)) + (b - bb)};
}

// Requires |a| >= |b| or a == 0.
DoubleDouble fastTwoSum(double a, double b)
{
    const double s = a + b;
    return {s, b - (s - a)};
}

DoubleDouble twoProduct(double a, double b)
{
    const double p = a * b;
    return {p, std::fma(a, b, -p)};
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
    return {std::ldexp(a.hi, exponent), std::ldexp(a.lo, exponent)};
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
    return {{mantissa, 0.0}, exponent};
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
    const DoubleDouble a{r.hi * InvTwoToSquarings, r.lo * InvTwoToSquarings};
    DoubleDouble aSquared = twoProduct(a.hi, a.hi);
    aSquared.lo += 2 * a.hi * a.lo;
    const DoubleDouble aCubedOver6 = divide(multiply(aSquared, a), 6);
    const double tail = aSquared.hi * aSquared.hi
            * (1.0 / 24
               + a.hi * (1.0 / 120 + a.hi * (1.0 / 720 + a.hi * (1.0 / 5040 + a.hi / 40320))));
    DoubleDouble expm1 = add(add(a, {aSquared.hi / 2, aSquared.lo / 2}), aCubedOver6);
    expm1 = fastTwoSum(expm1.hi, expm1.lo + tail);
    DoubleDouble power = fastTwoSum(1.0, expm1.hi);
    power.lo += expm1.lo;
    for (int i = 0; i < Squarings; ++i)
        power = multiply(power, power);
    return {power, static_cast<int>(k)};
}

// --- away from the branch point -------------------------------------------------------

// Starting values with a relative error of 3.5% at worst (at z = -0.25), which
// the fourth-order iteration below removes in two steps.
double initialApproximation(double z, Branch branch)
{
    if (z < -0.25) {
        // The series at the branch point in p = +-sqrt(2 (1 + e z)).
        const double p = sideOf(branch) * std::sqrt(2 * (1 + EHi * z));
        return -1 + p * (1 + p * (-1.0 / 3 + p * (11.0 / 72 + p * (-43.0 / 540
                                                                 + p * 769.0 / 17280))));
    }
    if (branch == Branch::Principal) {
        // Winitzki's uniform approximation (2003), good from z = -0.25 to DBL_MAX.
        const double l = std::log1p(z);
        return l * (1 - std::log1p(l) / (2 + l));
    }
    // The asymptotic expansion at 0-: W-1 = L1 - L2 + L2/L1 + L2 (L2 - 2) / (2 L1^2) + ...
    const double l1 = std::log(-z);
    const double l2 = std::log(-l1);
    return l1 - l2 + l2 / l1 + l2 * (l2 - 2) / (2 * l1 * l1);
}

// The iteration of Fritsch, Shafer and Crowley on w + log(w) = log(z) (z and w on
// the same side of 0), stopped after a step so small that the next one would be
// below rounding. log|z| - log|w| rather than log(z/w), which underflows for W-1
// at the smallest subnormals.
double fritschIteration(double z, double w)
{
    const double logAbsZ = std::log(std::fabs(z));
    for (int i = 0; i < 6; ++i) {
        const double r = logAbsZ - std::log(std::fabs(w)) - w;
        const double onePlusW = 1 + w;
        const double q = 2 * onePlusW * (onePlusW + 2.0 / 3 * r);
        const double step = r / onePlusW * (q - r) / (q - 2 * r);
        w += w * step;
        if (std::fabs(step) < 1e-6)
            break;
    }
    return w;
}

// One Newton step on F(w) = w e^w / z - 1, with F in double-double, returning the
// unrounded sum w + step: W(z) to about 1e-24 relative.
DoubleDouble newtonStep(double w, Scaled z)
{
    const Scaled e = exponential(w);
    const DoubleDouble product = scale(multiply(e.mantissa, w), e.exponent - z.exponent);
    const DoubleDouble difference = add(product, {-z.mantissa.hi, -z.mantissa.lo});
    const double f = (difference.hi + difference.lo) / z.mantissa.hi;
    const double step = -f * w / ((1 + f) * (1 + w));
    return fastTwoSum(w, step);
}

// For z with |W(z) + 1| > 0.005.
DoubleDouble solveAwayFromBranchPoint(Scaled z, Branch branch)
{
    const double approximation = toDouble(z);
    const double w = fritschIteration(approximation, initialApproximation(approximation, branch));
    return newtonStep(w, z);
}

// W0(z) for 0 < |z| < SmallArgument, as z (1 + t), t = -z + 3/2 z^2 - 8/3 z^3 + 125/24 z^4,
// adding z t last so that the rounding error stays at half an ulp.
DoubleDouble principalNearZero(Scaled z)
{
    const double zz = toDouble(z);
    const double t = zz * (-1 + zz * (3.0 / 2 + zz * (-8.0 / 3 + zz * (125.0 / 24))));
    const DoubleDouble sum = fastTwoSum(z.mantissa.hi, z.mantissa.lo + z.mantissa.hi * t);
    return scale(sum, z.exponent);
}

double lambertW(double z, Branch branch)
{
    if (z == -InvEHi) {
        // The double nearest -1/e lies 1.2e-17 below it, outside the domain; it is
        // what -1/e becomes in a program, so it is taken to mean the branch point.
        return -1;
    }
    if (z < -0.25) {
        // d = z + 1/e; z + InvEHi is exact by Sterbenz's lemma.
        const DoubleDouble d = fastTwoSum(z + InvEHi, InvELo);
        DoubleDouble ed = twoProduct(EHi, d.hi);
        ed.lo += EHi * d.lo + ELo * d.hi;
        if (ed.hi < BranchPointRegion) {
            // Q = -log(1 - ed), with the first-order term of ed.lo.
            const double bigQ = -std::log1p(-ed.hi) + ed.lo / (1 - ed.hi);
            const double p = sideOf(branch) * std::sqrt(2 * bigQ);
            // The next term, -139/5443200 p^7, is below 1e-20.
            const double w = p * (1 + p * (-1.0 / 3 + p * (1.0 / 36 + p * (1.0 / 270
                                  + p * (1.0 / 4320 - p / 17010)))));
            return -1 + w;
        }
    }
    return solveAwayFromBranchPoint(scaled(z), branch).hi;
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
    static constexpr double Coefficients[] = {1.0 / 3, -1.0 / 45, 2.0 / 945, -1.0 / 4725};
    constexpr int Count = sizeof(Coefficients) / sizeof(Coefficients[0]);
    const double h2 = h * h;
    double value = 0;
    double derivative = 0;
    for (int n = Count; n >= 1; --n) {
        value = Coefficients[n - 1] + h2 * value;
        derivative = 2 * n * Coefficients[n - 1] + h2 * derivative;
    }
    return {h2 * value, h * derivative};
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
    return {minusOneMinusS.hi + (minusOneMinusS.lo - twoK), -s - twoK};
}

} // namespace

double lambertW0(double z) noexcept
{
    if (!(z >= -InvEHi)) // also NaN
        return NaN;
    if (z == Infinity)
        return Infinity;
    if (std::fabs(z) < SmallArgument)
        return z == 0 ? z : principalNearZero(scaled(z)).hi; // keeps the sign of 0
    return lambertW(z, Branch::Principal);
}

double lambertWm1(double z) noexcept
{
    if (!(z >= -InvEHi && z <= 0))
        return NaN;
    if (z == 0)
        return -Infinity;
    return lambertW(z, Branch::Lower);
}

namespace Detail {

NearMinusOne lambertWPartner(NearMinusOne y) noexcept
{
    const double s = y.plusOne;
    if (std::isnan(y.value) || std::isnan(s) || y.value > 0)
        return {NaN, NaN};
    if (y.value == 0)
        return {-Infinity, -Infinity};
    if (s == 0)
        return {-1, 0};
    if (std::fabs(s) <= PartnerSeriesRegion)
        return partnerNearMinusOne(s);

    // The member smaller in magnitude holds y to more absolute precision. (Only for
    // y in (-1/2, 0) can the two differ: for y <= -1/2, 1 + y is exact.)
    const DoubleDouble yy = std::fabs(s) < std::fabs(y.value) ? twoSum(-1.0, s)
                                                              : DoubleDouble{y.value, 0.0};
    if (yy.hi < -1000) // |y e^y| < 1e-400: x rounds to -0
        return {-0.0, 1};

    // z = y e^y in double-double, scaled so that it cannot underflow;
    // e^(hi + lo) = e^hi (1 + lo) to far below rounding.
    const Scaled ey = exponential(yy.hi);
    const Scaled v = scaled(yy.hi);
    const DoubleDouble yMantissa{v.mantissa.hi, std::ldexp(yy.lo, -v.exponent)};
    const Scaled z{multiply(multiply(ey.mantissa, DoubleDouble{1.0, yy.lo}), yMantissa),
                   ey.exponent + v.exponent};

    DoubleDouble x;
    if (s > 0)
        x = solveAwayFromBranchPoint(z, Branch::Lower);
    else if (std::fabs(toDouble(z)) < SmallArgument)
        x = principalNearZero(z);
    else
        x = solveAwayFromBranchPoint(z, Branch::Principal);
    return {x.hi + x.lo, onePlus(x)};
}

} // namespace Detail
} // namespace Impetus
