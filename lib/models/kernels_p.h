// SPDX-License-Identifier: MIT
#ifndef IMPETUS_KERNELS_P_H
#define IMPETUS_KERNELS_P_H

#include <impetus/impetuscore_export.h>

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

    The bounds are argued in kernels.cpp and checked against mpmath on 2 million arguments
    (3.15 million values) by tests/reference/kernels_accuracy.py (ctest: kernels-mpmath),
    which measured at most 0.5132 ulp for exp's normal results, 0.7482 for its subnormal
    ones, 0.5031 for sin and 0.5036 for cos.
*/
IMPETUS_CORE_EXPORT double exp(double x) noexcept;

struct SinCos
{
    double sin;
    double cos;
};
IMPETUS_CORE_EXPORT SinCos sinCos(double x) noexcept;

// The largest |x| sinCos() computes itself.
constexpr double SinCosKernelRange = 65536;

} // namespace Impetus::Detail

#endif
