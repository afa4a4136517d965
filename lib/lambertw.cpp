// SPDX-License-Identifier: MIT
#include "impetus/lambertw.h"
#include "lambertw_p.h"

#include <cmath>
#include <limits>

/*
    How the accuracy is obtained.

    Away from the branch point, a cheap initial approximation is refined in double
    precision by the iteration of Fritsch, Shafer and Crowley (CACM 16, 1973), which
    converges with fourth order. That result is typically within an ulp or two, the
    floor set by rounding in exp and log. One Newton step whose residual
    w e^w / z - 1 is computed in double-double arithmetic (with an e^w good to about
    1e-25) then moves it to within about half an ulp of W(z), essentially the best
    a double can hold. The residual is scaled by powers of two, so neither e^w near
    W0(DBL_MAX) nor z near the smallest subnormals over- or underflows.

    Near the branch point -1/e, W(z) = -1 + w with w -> 0 and z is a poor variable:
    all of its information sits in the distance d = z + 1/e, formed exactly in
    double-double. Taking logs of (1 - w) e^w = 1 - e d gives the equation

        q(w) = -w - log(1 - w) = w^2/2 + w^3/3 + ... = Q = -log(1 - e d),

    in which both sides are computed to full relative accuracy: Q from the
    double-double e d, q by its power series. W0 takes the root w > 0, W-1 the root
    w < 0. Because an error in w counts against -1 + w and is only of the relative
    size of the rounding error in Q, the result is again within about half an ulp.

    The same q is the key to lambertWPartner: for the pair x e^x = y e^y with
    x = -1 + s' and y = -1 + s, q(s') = q(s). Near s = 0 that is solved in closed
    parametric form (see there), far from it through W on a double-double argument.
*/

namespace Impetus {
namespace {

constexpr double NaN = std::numeric_limits<double>::quiet_NaN();
constexpr double Infinity = std::numeric_limits<double>::infinity();

// 1/e and e, each split as hi + lo with |lo| <= ulp(hi)/2.
constexpr double InvEHi = 0x1.78b56362cef38p-2;  // the double nearest 1/e, above it
constexpr double InvELo = -0x1.ca8a4270fadf5p-57;
constexpr double EHi = 0x1.5bf0a8b145769p+1;
constexpr double ELo = 0x1.4d57ee2b1013ap-53;

// ln 2 split so that k * Ln2Hi is exact for |k| < 2^21: Ln2Hi has 32 significant bits.
constexpr double Ln2Hi = 0x1.62e42feep-1;
constexpr double Ln2Lo = 0x1.a39ef35793c76p-33;
constexpr double InvLn2 = 0x1.71547652b82fep0;

// Below this |z| W0(z) is its Maclaurin series; the first omitted term is < 1e-20 relative.
constexpr double SmallArgument = 0x1p-14;
// The q formulation is used while e (z + 1/e) < this, i.e. |W + 1| < 0.0056. Its
// own rounding errors grow with |W + 1| (to 0.15 ulp at 0.1); beyond this the
// Newton step on w e^w = z is as accurate, its quadratic term (~ ulp^2 / |1 + W|^3)
// still negligible.
constexpr double BranchPointRegion = 0x1p-16;
// lambertWPartner solves by its parametrisation for |y + 1| <= this, where both
// |s| and |s'| are too small for the Newton step on w e^w = z.
constexpr double PartnerSeriesRegion = 0.25;

enum class Branch { Principal, Lower };

// --- double-double arithmetic ---------------------------------------------------
// A value hi + lo with |lo| <= ulp(hi)/2 carries about 106 bits. Only the few
// operations needed here, with the classic error-free transformations.

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

// Requires |a| >= |b| (or a == 0).
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

// mantissa * 2^exponent, so that e^w and z can meet without over- or underflow.
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

// e^w with a relative error below 1e-25, for |w| < 1000.
Scaled exponential(double w)
{
    // w = k ln 2 + r with |r| <= ln(2)/2 + tiny; w - k Ln2Hi is exact (Sterbenz).
    const double k = std::nearbyint(w * InvLn2);
    const DoubleDouble kLn2Lo = twoProduct(k, Ln2Lo);
    DoubleDouble r = twoSum(w - k * Ln2Hi, -kLn2Lo.hi);
    r = fastTwoSum(r.hi, r.lo - kLn2Lo.lo);

    // e^r = (e^a)^256 with a = r/256, |a| < 0.0014: five terms of the Taylor series
    // beyond a^2/2 leave an error below 1e-25 before the squarings, which multiply
    // it by 256.
    constexpr int Squarings = 8;
    const DoubleDouble a = scale(r, -Squarings);
    DoubleDouble aSquared = twoProduct(a.hi, a.hi);
    aSquared.lo += 2 * a.hi * a.lo;
    const double tail = a.hi * aSquared.hi
            * (1.0 / 6 + a.hi * (1.0 / 24 + a.hi * (1.0 / 120 + a.hi * (1.0 / 720 + a.hi / 5040))));
    DoubleDouble expm1 = add(a, scale(aSquared, -1));
    expm1 = fastTwoSum(expm1.hi, expm1.lo + tail);
    DoubleDouble power = fastTwoSum(1.0, expm1.hi);
    power.lo += expm1.lo;
    for (int i = 0; i < Squarings; ++i)
        power = multiply(power, power);
    return {power, static_cast<int>(k)};
}

// --- away from the branch point ---------------------------------------------------

// Starting values with a relative error of a few per cent at worst, enough for
// two or three steps of the fourth-order iteration below.
double initialApproximation(double z, Branch branch)
{
    if (z < -0.25) {
        // The series at the branch point in p = +-sqrt(2 (1 + e z)).
        const double p = std::copysign(std::sqrt(2 * (1 + EHi * z)), branch == Branch::Principal ? 1.0 : -1.0);
        return -1 + p * (1 + p * (-1.0 / 3 + p * (11.0 / 72 + p * (-43.0 / 540 + p * (769.0 / 17280)))));
    }
    if (branch == Branch::Principal) {
        // Winitzki's uniform approximation (2003), good from z ~ -0.25 to DBL_MAX.
        const double l = std::log1p(z);
        return l * (1 - std::log1p(l) / (2 + l));
    }
    // The asymptotic expansion at 0-, W-1 = L1 - L2 + L2/L1 + L2 (L2 - 2) / (2 L1^2) + ...
    const double l1 = std::log(-z);
    const double l2 = std::log(-l1);
    return l1 - l2 + l2 / l1 + l2 * (l2 - 2) / (2 * l1 * l1);
}

// The iteration of Fritsch, Shafer and Crowley on w + log(w) = log(z) (both on
// the same side of 0), stopped when a step is so small that the next would be
// below rounding.
double fritschIteration(double z, double w)
{
    const double logAbsZ = std::log(std::fabs(z));
    for (int i = 0; i < 6; ++i) {
        const double r = logAbsZ - std::log(std::fabs(w)) - w; // log(z / w) - w
        const double onePlusW = 1 + w;
        const double q = 2 * onePlusW * (onePlusW + 2.0 / 3 * r);
        const double step = r / onePlusW * (q - r) / (q - 2 * r);
        w += w * step;
        if (std::fabs(step) < 1e-6)
            break;
    }
    return w;
}

// One Newton step on F(w) = w e^w / z - 1 from a w within ~1e-12 of W(z), with F
// evaluated in double-double. The step is tiny and accurate to a small fraction of
// an ulp, so the unrounded sum it returns is W(z) to ~1e-20 relative, as long as
// |1 + W| is not small.
DoubleDouble newtonStep(double w, Scaled z)
{
    const Scaled e = exponential(w);
    const DoubleDouble product = scale(multiply(e.mantissa, w), e.exponent - z.exponent);
    const DoubleDouble difference = add(product, {-z.mantissa.hi, -z.mantissa.lo});
    const double f = (difference.hi + difference.lo) / z.mantissa.hi;
    const double step = -f * w / ((1 + f) * (1 + w));
    return fastTwoSum(w, step);
}

DoubleDouble solveAwayFromBranchPoint(Scaled z, Branch branch)
{
    const double approximation = toDouble(z);
    return newtonStep(fritschIteration(approximation, initialApproximation(approximation, branch)), z);
}

// W0(z) for |z| < SmallArgument: z (1 + t) with t = -z + 3/2 z^2 - 8/3 z^3 + 125/24 z^4.
// Adding z t last keeps the rounding error at half an ulp.
DoubleDouble principalNearZero(Scaled z)
{
    const double zz = toDouble(z);
    const double t = zz * (-1 + zz * (3.0 / 2 + zz * (-8.0 / 3 + zz * (125.0 / 24))));
    const DoubleDouble sum = fastTwoSum(z.mantissa.hi, z.mantissa.lo + z.mantissa.hi * t);
    return scale(sum, z.exponent);
}

// --- near the branch point ------------------------------------------------------------

// q(w) - Q for |w| < 0.006, with the leading w^2 exact and the series
// w^2 (1/2 + w/3 + ...) summed by Horner; the omitted terms are below 1e-20 relative.
double qResidual(double w, double bigQ)
{
    double series = 0;
    for (int n = 10; n >= 2; --n)
        series = 1.0 / n + w * series;
    const DoubleDouble square = twoProduct(w, w);
    return std::fma(square.hi, series, -bigQ) + square.lo * series;
}

// The root w of q(w) = Q on the side of the branch, Q <= -log(1 - BranchPointRegion).
double solveNearBranchPoint(double bigQ, Branch branch)
{
    // Start from the series reversion in p = +-sqrt(2 Q), whose next term,
    // 139/5443200 p^7, is below 1e-19; Newton steps then only polish.
    const double p = std::copysign(std::sqrt(2 * bigQ), branch == Branch::Principal ? 1.0 : -1.0);
    double w = p * (1 + p * (-1.0 / 3 + p * (1.0 / 36 + p * (1.0 / 270 + p * (1.0 / 4320 + p * (-1.0 / 17010))))));
    for (int i = 0; i < 2; ++i)
        w -= qResidual(w, bigQ) * (1 - w) / w;
    return w;
}

double lambertW(double z, Branch branch)
{
    if (z == -InvEHi) {
        // The double nearest -1/e lies 1.2e-17 below it, outside the domain; it is
        // what -1/e becomes in a program, so it is taken to mean the branch point.
        return -1;
    }
    if (z < -0.25) {
        // d = z + 1/e exactly: z + InvEHi is exact by Sterbenz's lemma.
        const DoubleDouble d = fastTwoSum(z + InvEHi, InvELo);
        DoubleDouble ed = twoProduct(EHi, d.hi);
        ed.lo += EHi * d.lo + ELo * d.hi;
        if (ed.hi < BranchPointRegion) {
            // Q = -log1p(-ed), with the first-order term of ed.lo.
            const double bigQ = -std::log1p(-ed.hi) + ed.lo / (1 - ed.hi);
            return -1 + solveNearBranchPoint(bigQ, branch);
        }
    }
    return solveAwayFromBranchPoint(scaled(z), branch).hi;
}

// --- partner ------------------------------------------------------------------------

// K(h) = h coth h - 1 and K'(h) for |h| < 0.3, by the series
// h coth h = sum 2^2n B_2n h^2n / (2n)!; the omitted terms are below 1e-19 relative.
struct KValue
{
    double value;
    double derivative;
};

KValue kSeries(double h)
{
    static constexpr double Coefficients[] = {
        0.3333333333333333,      -0.022222222222222223,   0.0021164021164021165,
        -0.00021164021164021165, 2.1377799155576935e-05,  -2.1644042808063972e-06,
        2.1925947851873778e-07,  -2.2214608789979678e-08, 2.2507846516808994e-09,
        -2.2805151204592183e-10, 2.3106432599002624e-11,
    };
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

Detail::NearMinusOne partnerNearMinusOne(double s)
{
    /*
        With c = x - y, x e^x = y e^y becomes x / y = e^-c, so that
        y = -c / (1 - e^-c) and x = -c / (e^c - 1). In h = c / 2 and
        K(h) = h coth h - 1, an even function:

            s = y + 1 = -h - K(h),    s' = x + 1 = h - K(h) = -s - 2 K(h).

        The second form of s' is the accurate one: K is small (~ h^2/3) and s is
        exact, so the error of s' is little more than its final rounding.
    */
    double h = -s - s * s / 3;
    KValue k = kSeries(h);
    for (int i = 0; i < 6; ++i) {
        const double step = ((h + s) + k.value) / (1 + k.derivative); // h + s is exact
        h -= step;
        k = kSeries(h);
        if (std::fabs(step) <= 0x1p-60 * std::fabs(h))
            break;
    }
    // The remaining residual of the root, to first order: K at the exact root.
    const double kAtRoot = k.value - k.derivative * ((h + s) + k.value) / (1 + k.derivative);
    const DoubleDouble minusOneMinusS = twoSum(-1.0, -s);
    return {minusOneMinusS.hi + (minusOneMinusS.lo - 2 * kAtRoot), -s - 2 * kAtRoot};
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
    // The member smaller in magnitude holds y to more absolute precision; for
    // y < -1/2 it is exact anyway. Only y + 1 may round, and only for y in (-1/2, 0).
    const DoubleDouble y2 = std::fabs(s) < std::fabs(y.value) ? twoSum(-1.0, s) : DoubleDouble{y.value, 0.0};
    if (y2.hi < -1000) // |y e^y| < 1e-400: x rounds to -0
        return {-0.0, 1};

    // z = y e^y in double-double, kept scaled so that it cannot underflow;
    // e^(y.hi + y.lo) = e^y.hi (1 + y.lo) to far below rounding.
    const Scaled ey = exponential(y2.hi);
    const Scaled v = scaled(y2.hi);
    const DoubleDouble yMantissa{v.mantissa.hi, std::ldexp(y2.lo, -v.exponent)};
    const Scaled z{multiply(multiply(ey.mantissa, DoubleDouble{1.0, y2.lo}), yMantissa),
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
