// SPDX-License-Identifier: MIT
#ifndef IMPETUS_LAMBERTW_H
#define IMPETUS_LAMBERTW_H

#include <impetus/impetuscore_export.h>

namespace Impetus {

/*! \file
    The real branches of the Lambert W function, the inverse of w -> w e^w.

    lambertW0(z) is the principal branch: defined for z >= -1/e, with W0 >= -1.
    lambertWm1(z) is the lower branch: defined for -1/e <= z < 0, with W-1 <= -1.

    Accuracy: within 0.6 ulp over both whole domains, from subnormal arguments to
    DBL_MAX and up to the last doubles above -1/e, where z + 1/e is formed in
    double-double arithmetic; within 0.53 ulp where |1 + W| >= 1/4. Measured maximum
    against mpmath on 3.7 million points and against Boost.Math at 50 digits:
    0.537 ulp for W0 and 0.539 ulp for W-1, both where |1 + W| ~ 1/4
    (tests/reference/lambertw_accuracy.py, tests/auto/lambertw). Method: fitted
    starting values polished by one Fritsch-Shafer-Crowley step on an accurately
    reduced ln(z/w) - w; next to the branch point, a Halley step on
    1 - (1 - t) e^t = e (z + 1/e) with W = -1 + t; a fitted polynomial for
    |z| < 2^-6. Plain double arithmetic only (no libm exp or log, no FMA), so the same
    argument gives the same result on every CPU. No allocation, no exceptions.

    Special cases: the double nearest -1/e (-0x1.78b56362cef38p-2, which lies
    1.2e-17 below -1/e) counts as the branch point, so both functions return -1
    there; anything smaller, and NaN, yields NaN, as do positive arguments of
    lambertWm1. lambertW0(+inf) is +inf and lambertW0(+-0) is +-0.
    lambertWm1(+-0) is -inf, the limit as z -> 0-.
*/
/*! The principal branch W0(z): the w >= -1 with w e^w = z, for z >= -1/e. NaN for z below
    the double nearest -1/e and for NaN; +inf at +inf, +-0 at +-0. Within 0.6 ulp
    (see lambertw.h). */
IMPETUS_CORE_EXPORT double lambertW0(double z) noexcept;
/*! The lower branch W-1(z): the w <= -1 with w e^w = z, for -1/e <= z < 0. -inf at +-0; NaN
    for positive z, for z below the double nearest -1/e and for NaN. Within 0.6 ulp (see
    lambertw.h). */
IMPETUS_CORE_EXPORT double lambertWm1(double z) noexcept;

} // namespace Impetus

#endif
