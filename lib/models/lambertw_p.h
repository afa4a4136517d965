// SPDX-License-Identifier: MIT
#ifndef IMPETUS_LAMBERTW_P_H
#define IMPETUS_LAMBERTW_P_H

#include <impetus/impetuscore_export.h>

namespace Impetus::Detail {

/*
    A negative number y held twice: as itself and as its distance y + 1 from the
    branch point -1 of x e^x. Both members carry full relative accuracy, which a
    single double cannot do when y is close to -1 (y + 1 would lose its digits)
    or close to 0 (y would, if rebuilt from y + 1).

    Where the two members are roundings of the same y but disagree in their last
    bits, the one smaller in magnitude, which pins y down more finely, is read:
    y + 1 for y < -1/2, y itself above. (For y <= -1/2 a y that is a double
    gives an exact y + 1.)
*/
struct NearMinusOne
{
    double value; // y
    double plusOne; // y + 1
};

/*
    The other real solution x of x e^x = y e^y, for y < 0: x < -1 when y > -1 and
    -1 < x < 0 when y < -1 (x = -1 for y = -1). This is W-1(y e^y) or W0(y e^y),
    the branch the decay solves need. It never goes through y e^y rounded to a
    double, which near -1/e would cost all digits of x + 1 as y -> -1; so both
    members stay accurate there, where x + 1 ~ -(y + 1) - 2/3 (y + 1)^2.
    Measured error at most 0.51 ulp in either member.

    Limits: y -> 0- (value -0) gives {-inf, -inf}; y -> -inf gives {-0, 1}.
    NaN or a positive y gives NaNs.
*/
IMPETUS_CORE_EXPORT NearMinusOne lambertWPartner(NearMinusOne y) noexcept;

} // namespace Impetus::Detail

#endif
