// SPDX-License-Identifier: MIT
#ifndef IMPETUS_LAMBERTW_H
#define IMPETUS_LAMBERTW_H

#include <impetus/impetuscore_export.h>

namespace Impetus {

/*!
    The real branches of the Lambert W function, the inverse of w -> w e^w.

    lambertW0(z) is the principal branch: defined for z >= -1/e, with W0 >= -1.
    lambertWm1(z) is the lower branch: defined for -1/e <= z < 0, with W-1 <= -1.

    Both are accurate to a few ulp over their whole domain, including arguments
    within 1e-15 of the branch point -1/e, where z + 1/e is formed in double-double
    arithmetic. Outside the domain (or for a NaN argument) they return NaN, as the
    functions of <cmath> do; lambertW0(+inf) is +inf and lambertWm1(-0) is -inf.
    Accuracy is tested against 50-digit mpmath values and Boost.Math in
    tests/auto/lambertw.
*/
IMPETUS_CORE_EXPORT double lambertW0(double z) noexcept;
IMPETUS_CORE_EXPORT double lambertWm1(double z) noexcept;

} // namespace Impetus

#endif
