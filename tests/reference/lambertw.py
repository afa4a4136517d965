#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Reference values for tests/auto/lambertw, computed with mpmath.

Writes, next to this script:

  lambertw.csv          name,branch,z,w
                        W_branch(z) for branch 0 and -1.
  lambertw_partner.csv  name,y,yPlusOne,x,xPlusOne
                        The other real root x of x e^x = y e^y, and x + 1.

Arguments are exact doubles written with repr(), so C++'s strtod reads back the
very same number. A partner argument y is a pair (y, y + 1) of doubles; where
they cannot both be exact, the smaller one is, as lambertw_p.h specifies. Results are rounded to 25 significant digits (mpmath.nstr),
enough to measure errors of a thousandth of a double ulp.

Every value is computed at 50 significant digits after the argument is taken
exactly. Near the branch point z + 1/e and y + 1 cancel, so the solves run with
extra guard digits there (mp.workdps) and each root is checked by its residual
and, for the partner table, by a second, independent parametrisation. Nothing
here uses the code under test.

Run with /usr/bin/python3 (mpmath >= 1.2). Output is deterministic.
"""

import math
import os
import sys

from mpmath import mp, mpf, e, exp, lambertw, findroot, nstr

mp.dps = 50
DIGITS = 25     # significant digits written for results
GUARD_DPS = 120 # working precision inside the solves

HERE = os.path.dirname(os.path.abspath(__file__))
GENERATOR = 'tests/reference/lambertw.py'

DBL_MAX = sys.float_info.max
DBL_TRUE_MIN = 5e-324
NEG_INV_E = -float(1 / e)  # the double nearest -1/e; it lies just below -1/e


def fmt(x):
    """A 50-digit result as written to the tables."""
    return nstr(x, DIGITS)


def up(x, n=1):
    """n doubles above x."""
    for _ in range(n):
        x = math.nextafter(x, math.inf)
    return x


def log_space(lo, hi, n):
    """n doubles log-spaced from lo to hi (both > 0), endpoints included."""
    a, b = math.log(lo), math.log(hi)
    return [math.exp(a + (b - a) * i / (n - 1)) for i in range(n)]


# --- W ------------------------------------------------------------------------

def lambert_w(z, branch):
    """W_branch(z) of the exact double z, to 50 digits, checked by its residual."""
    with mp.workdps(GUARD_DPS):
        zz = mpf(z)
        w = lambertw(zz, branch).real
        # Newton steps at the guard precision settle the last digits wherever
        # lambertw's own stopping rule is coarser.
        for _ in range(2):
            w -= (w * exp(w) - zz) / (exp(w) * (1 + w))
        assert abs(w * exp(w) - zz) <= mpf(10) ** (20 - GUARD_DPS) * abs(zz), (z, branch)
        assert (w >= -1) if branch == 0 else (w <= -1), (z, branch, w)
    return +w  # rounded to mp.dps = 50


def w_rows():
    rows = []

    def add(name, branch, z):
        assert math.isfinite(z) and mpf(z) > -1 / e, (name, z)
        rows.append((f'W{branch} {name}', branch, z))

    # The branch point. NEG_INV_E itself lies outside the domain (the tests check
    # it separately); its neighbours above are the closest arguments there are.
    for branch in (0, -1):
        for k in (1, 2, 3, 5, 10, 100, 1000):
            add(f'-1/e + {k} ulp', branch, up(NEG_INV_E, k))
        for k in range(1, 11):
            add(f'-1/e + {k}e-16', branch, float(-1 / e + k * mpf('1e-16')))
        for p in range(15, 0, -1):
            add(f'-1/e + 1e-{p}', branch, float(-1 / e + mpf(10) ** -p))
        # Where the implementation changes method, e (z + 1/e) = 2^-16, and on
        # both sides of it.
        seam = float(-1 / e + mpf(2) ** -16 / e)
        for k in (-2, -1, 0, 1, 2):
            add(f'seam {k:+d} ulp', branch, up(seam, k) if k >= 0
                else -up(-seam, -k))
        # Dense near the branch point, where only mpmath is an oracle.
        for i, d in enumerate(log_space(1e-16, 1e-9, 36)):
            add(f'near branch point {i}', branch, float(-1 / e + mpf(d)))

    # Principal branch.
    for name, z in [
            ('1e-300', 1e-300), ('-1e-300', -1e-300),
            ('true min subnormal', DBL_TRUE_MIN), ('-true min subnormal', -DBL_TRUE_MIN),
            ('subnormal 2.5e-310', 2.5e-310), ('-subnormal 2.5e-310', -2.5e-310),
            ('min normal', sys.float_info.min),
            ('1e-20', 1e-20), ('-1e-20', -1e-20), ('1e-10', 1e-10), ('-1e-10', -1e-10),
            ('2^-14', 2.0 ** -14), ('-2^-14', -2.0 ** -14),
            ('2^-14 - ulp', -up(-2.0 ** -14)), ('-2^-14 + ulp', up(-2.0 ** -14)),
            ('1e-5', 1e-5), ('-1e-5', -1e-5), ('1e-3', 1e-3), ('-1e-3', -1e-3),
            ('0.1', 0.1), ('-0.1', -0.1), ('-0.25', -0.25), ('-0.3', -0.3),
            ('-0.35', -0.35), ('-0.36', -0.36), ('0.5', 0.5), ('1', 1.0),
            ('e', math.e), ('3', 3.0), ('10', 10.0), ('100', 100.0), ('1e10', 1e10),
            ('1e100', 1e100), ('1e300', 1e300), ('DBL_MAX', DBL_MAX)]:
        add(name, 0, z)
    for i, z in enumerate(log_space(1e-300, DBL_MAX, 81)):
        add(f'sweep positive {i}', 0, z)
    for i, z in enumerate(log_space(1e-300, 0.3678794411714, 61)):
        add(f'sweep negative {i}', 0, -z)

    # Lower branch.
    for name, z in [
            ('-1e-300', -1e-300), ('-true min subnormal', -DBL_TRUE_MIN),
            ('-subnormal 2.5e-310', -2.5e-310), ('-min normal', -sys.float_info.min),
            ('-1e-100', -1e-100), ('-1e-20', -1e-20), ('-1e-10', -1e-10),
            ('-1e-5', -1e-5), ('-0.01', -0.01), ('-0.1', -0.1), ('-0.2', -0.2),
            ('-0.25', -0.25), ('-0.3', -0.3), ('-0.35', -0.35), ('-0.36', -0.36)]:
        add(name, -1, z)
    for i, z in enumerate(log_space(DBL_TRUE_MIN, 0.3678794411714, 81)):
        add(f'sweep {i}', -1, -z)
    for i, d in enumerate(log_space(1e-16, 0.3, 41)):
        add(f'sweep distance {i}', -1, float(-1 / e + mpf(d)))

    names = [r[0] for r in rows]
    assert len(names) == len(set(names)), 'row names must be unique'
    return [(name, branch, z, lambert_w(z, branch)) for name, branch, z in rows]


# --- partner ------------------------------------------------------------------

def exact_sum(a, b):
    """True when the double a + b is exact."""
    return mp.fadd(a, b, exact=True) == mpf(a + b)


def partner(y, s):
    """The root x != y of x e^x = y e^y and x + 1, to 50 digits.

    y and s = y + 1 are exact. The cancellation near y = -1 costs about
    2 log10(1/|s|) digits, so the working precision grows with it. x is found by
    findroot (Newton) on t e^t = y e^y started on the other branch of W, and checked
    against a second parametrisation: with c = x - y, y = -c / (1 - e^-c), which
    has a single real root c and so cannot return y itself.
    """
    guard = GUARD_DPS + 2 * max(0, int(-mp.log10(abs(s))))
    with mp.workdps(guard):
        if mp.isinf(y):
            return mpf(0), mpf(1)
        c = y * exp(y)
        other = 0 if y < -1 else -1
        x = findroot(lambda t: t * exp(t) - c, lambertw(c, other).real,
                     solver='newton', df=lambda t: (1 + t) * exp(t))
        assert (x > -1) if y < -1 else (x < -1), (y, x)
        assert abs(x * exp(x) - c) <= mpf(10) ** (20 - guard) * abs(c), (y, x)
        x_plus_one = x + 1

        if abs(x) > mpf(10) ** -40:
            g = findroot(lambda cc: cc / (1 - exp(-cc)) + y, x - y)
            assert abs((y + g) - x) <= mpf(10) ** -60 * abs(x), (y, x, g)
            assert abs((s + g) - x_plus_one) <= mpf(10) ** -60 * abs(x_plus_one), (y, x, g)
    return +x, +x_plus_one


def partner_rows():
    rows = []

    def near(name, s):
        """y = -1 + s exactly. For tiny |s| the value member is only its rounding;
        lambertw_p.h reads the smaller member, here s, as the authoritative one."""
        if abs(s) >= 2.0 ** -20 and not exact_sum(-1.0, s):
            # Make the two members agree exactly, so that the reference does not
            # depend on where the implementation changes method.
            quantum = 2.0 ** -53 if s > 0 else 2.0 ** -52
            s = round(s / quantum) * quantum
        rows.append((name, -1.0 + s, s, mp.fadd(-1.0, s, exact=True), mpf(s)))

    def far(name, value):
        """y = value exactly; y + 1 is exact too for y <= -1/2 and otherwise
        rounded, value then being the smaller, authoritative member."""
        rows.append((name, value, 1.0 + value, mpf(value), mp.fadd(value, 1.0, exact=True)))

    for p in (16, 14, 12, 10, 8, 6, 4, 3, 2):
        near(f's=+1e-{p}', 10.0 ** -p)
        near(f's=-1e-{p}', -(10.0 ** -p))
    near('s=+true min subnormal', DBL_TRUE_MIN)
    near('s=-true min subnormal', -DBL_TRUE_MIN)
    # Where the implementation changes method, |s| = 2^-10, and the nearest s on
    # either side for which y = -1 + s is a double.
    for k in (-1, 0, 1):
        near(f's=+2^-10 {k:+d}*2^-53', 2.0 ** -10 + k * 2.0 ** -53)
        near(f's=-2^-10 {k:+d}*2^-52', -(2.0 ** -10) + k * 2.0 ** -52)
    near('s=+2^-53', 2.0 ** -53)
    near('s=-2^-52', -(2.0 ** -52))
    for s in (0.1, 0.2, 0.25, 0.3, 0.5):
        near(f's=+{s}', s)
        near(f's=-{s}', -s)
    for s in (0.9, 0.99, 0.999999, -0.9, -1.0, -2.0):
        near(f's={s:+}', s)
    for i, s in enumerate(log_space(1e-16, 0.9, 61)):
        near(f'sweep s>0 {i}', s)
        near(f'sweep s<0 {i}', -s)

    for name, value in [
            ('-1e-300', -1e-300), ('-true min subnormal', -DBL_TRUE_MIN),
            ('-1e-100', -1e-100), ('-1e-10', -1e-10), ('-0.01', -0.01),
            ('-3', -3.0), ('-5', -5.0), ('-10', -10.0), ('-20', -20.0), ('-36', -36.0),
            ('-40', -40.0), ('-45', -45.0), ('-50', -50.0), ('-100', -100.0),
            ('-700', -700.0), ('-740', -740.0), ('-745', -745.0), ('-800', -800.0),
            ('-1e10', -1e10)]:
        far(f'y={name}', value)
    for i, v in enumerate(log_space(1.01, 740.0, 41)):
        far(f'sweep y<-1 {i}', -v)
    for i, v in enumerate(log_space(1e-300, 0.99, 41)):
        far(f'sweep y>-1 {i}', -v)

    names = [r[0] for r in rows]
    assert len(names) == len(set(names)), 'row names must be unique'
    out = []
    for name, value, plus_one, y, s in rows:
        x, x_plus_one = partner(y, s)
        out.append((name, value, plus_one, x, x_plus_one))
    return out


def write(file_name, header, rows):
    with open(os.path.join(HERE, file_name), 'w', newline='\n') as f:
        f.write(f'# Generated by {GENERATOR} (mpmath {mp.dps} digits); do not edit.\n')
        f.write(header + '\n')
        for row in rows:
            f.write(','.join(row) + '\n')
    print(f'{file_name}: {len(rows)} rows')


def main():
    write('lambertw.csv', 'name,branch,z,w',
          [(name, str(branch), repr(z), fmt(w)) for name, branch, z, w in w_rows()])
    write('lambertw_partner.csv', 'name,y,yPlusOne,x,xPlusOne',
          [(name, repr(v), repr(p), fmt(x), fmt(xp)) for name, v, p, x, xp in partner_rows()])


if __name__ == '__main__':
    main()
