#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""
Impetus::lambertW0 and lambertWm1 against mpmath, on as many points as asked.

    lambertw_accuracy.py EVALUATOR [--points N] [--jobs J] [--seed S] [--bound ULP]

EVALUATOR is the lambertw_eval program (tests/auto/lambertw/lambertw_eval.cpp): raw doubles
in, W of each out. The references are mpmath's lambertw at 40 digits (which agrees with 90
digits to 1e-41 relative, also at z + 1/e = 1e-17); the error of a value is
|value - reference| in ulps of the double nearest the reference. The points, half per
branch, mix:

  - random doubles of the whole domain (uniform in their bit patterns, so log-uniform in |z|,
    subnormals included), and |z| log-spaced over it;
  - z + 1/e log-uniform from 1e-17 to 0.3 (both branches), and the first doubles above the
    double nearest -1/e;
  - W0 near 0 (|z| log-uniform in [2^-40, 1], both signs) and near DBL_MAX (the top 30
    binades, and its last doubles); W-1 near -0 (subnormals, and the doubles next to 0);
  - the doubles next to every seam of lib/models/lambertw.cpp (its methods and tables change at
    |z| = 2^-6 and 2^20 and at every power of two, W0 = -1/2 and W-1 = -3/2, |1 + W| = 1/4).

Fails (exit 1) if a value is off by more than --bound ulp or is not finite where W is. Prints,
per branch, the number of points, the largest error and where it occurs, how many points
exceed half an ulp, and the share of points per method.
"""

import argparse
import math
import multiprocessing
import random
import struct
import subprocess
import sys
import time

from mpmath import mp, mpf, lambertw

DPS = 40
DBL_MAX = sys.float_info.max
DBL_TRUE_MIN = 5e-324
MINUS_INV_E = float.fromhex("-0x1.78b56362cef38p-2")  # the double nearest -1/e, below it
# lib/models/lambertw.cpp's seams: W0 = -1/2 and W-1 = -3/2, a polynomial below |z| = 2^-6, the
# Halley step for |1 + W| < 1/4,
# the asymptotic starting values from z = 2^20 (W0) and z = -2^-58 (W-1) on.
SEAM_W0 = -0.5 * math.exp(-0.5)
SEAM_WM1 = -1.5 * math.exp(-1.5)
HALLEY_W0 = -0.75 * math.exp(-0.75)
HALLEY_WM1 = -1.25 * math.exp(-1.25)


def bits(x):
    return struct.unpack("<q", struct.pack("<d", x))[0]


def from_bits(b):
    return struct.unpack("<d", struct.pack("<q", b))[0]


def neighbours(x, count):
    """count doubles on each side of x (x included)."""
    b = bits(abs(x))
    return [math.copysign(from_bits(b + i), x) for i in range(-count, count + 1) if b + i > 0]


def random_between(rng, a, b, n):
    """n doubles uniform in bit pattern between a and b (same sign)."""
    lo, hi = sorted((bits(a), bits(b)))
    return [from_bits(rng.randint(lo, hi)) for _ in range(n)]


def log_spaced(a, b, n):
    la, lb = math.log(abs(a)), math.log(abs(b))
    sign = -1 if a < 0 else 1
    return [sign * math.exp(la + (lb - la) * i / max(n - 1, 1)) for i in range(n)]


def near_branch_point(rng, n):
    mp.dps = DPS
    minus_inv_e = -mp.exp(-1)
    points = [float(minus_inv_e + mpf(10) ** rng.uniform(-17, math.log10(0.3))) for _ in range(n)]
    return [z for z in points if z > MINUS_INV_E]


def points_for(branch, n, seed):
    rng = random.Random(seed * 2 + (branch == -1))
    share = lambda f: max(int(n * f), 1)
    sets = {}
    if branch == 0:
        sets["random, z > 0"] = random_between(rng, DBL_TRUE_MIN, DBL_MAX, share(0.25))
        sets["random, z < 0"] = random_between(rng, -DBL_TRUE_MIN, -0.3678794411714423, share(0.15))
        sets["log-spaced"] = (log_spaced(DBL_TRUE_MIN, DBL_MAX, share(0.05))
                              + log_spaced(-DBL_TRUE_MIN, -0.3678794411714423, share(0.05)))
        sets["near -1/e"] = (near_branch_point(rng, share(0.2))
                             + [from_bits(bits(MINUS_INV_E) - i) for i in range(1, 2001)])
        sets["near 0"] = [s * 2.0 ** rng.uniform(-40, 0) for s in (1, -1) for _ in range(share(0.1))]
        sets["near DBL_MAX"] = ([DBL_MAX * 2.0 ** -rng.uniform(0, 30) for _ in range(share(0.05))]
                                + [from_bits(bits(DBL_MAX) - i) for i in range(1000)])
        seams = [2.0 ** -6, -2.0 ** -6, 2.0 ** 20, SEAM_W0, HALLEY_W0]
        seams += [s * 2.0 ** e for e in range(-1074, 1024) for s in (1, -1) if s > 0 or 2.0 ** e < 0.36]
    else:
        sets["random"] = random_between(rng, -DBL_TRUE_MIN, -0.3678794411714423, share(0.45))
        sets["log-spaced"] = log_spaced(-DBL_TRUE_MIN, -0.3678794411714423, share(0.1))
        sets["near -1/e"] = (near_branch_point(rng, share(0.25))
                             + [from_bits(bits(MINUS_INV_E) - i) for i in range(1, 2001)])
        sets["near -0"] = (random_between(rng, -DBL_TRUE_MIN, -2.2250738585072014e-308, share(0.1))
                           + [-from_bits(i) for i in range(1, 1001)])
        seams = [SEAM_WM1, HALLEY_WM1, -2.0 ** -58]
        seams += [-2.0 ** e for e in range(-1074, -1)]
    sets["seams"] = [z for s in seams for z in neighbours(s, 3)]
    domain = (lambda z: z > MINUS_INV_E and math.isfinite(z)) if branch == 0 else \
        (lambda z: MINUS_INV_E < z < 0)
    return {name: [z for z in zs if domain(z)] for name, zs in sets.items()}


def method(branch, z):
    """The method of lib/models/lambertw.cpp that evaluates W(z), for the report."""
    if branch == 0:
        if z < HALLEY_W0:
            return "branch point: Halley step on h(t)"
        if z < SEAM_W0:
            return "branch point: start t(P) + FSC step"
        if abs(z) < 2.0 ** -6:
            return "polynomial near 0"
        if z >= 2.0 ** 20:
            return "asymptotic start + FSC step"
        return "fitted start + FSC step"
    if z < HALLEY_WM1:
        return "branch point: Halley step on h(t)"
    if z < SEAM_WM1:
        return "branch point: start t(P) + FSC step"
    if z > -2.0 ** -58:
        return "asymptotic start + FSC step"
    return "fitted start + FSC step"


def errors(task):
    """(largest error, its z, value, reference, points over half an ulp) of a chunk."""
    branch, zs, ws = task
    mp.dps = DPS
    worst = (-1.0, None, None, None)
    over_half = 0
    for z, w in zip(zs, ws):
        reference = lambertw(mpf(z), branch).real
        nearest = float(reference)
        if not math.isfinite(w):
            error = 0.0 if w == nearest else math.inf
        else:
            error = float(abs(mpf(w) - reference) / math.ulp(nearest))
        if error > 0.5:
            over_half += 1
        if error > worst[0]:
            worst = (error, z, w, float(reference))
    return worst + (over_half,)


def evaluate(evaluator, branch, zs):
    data = struct.pack(f"<{len(zs)}d", *zs)
    out = subprocess.run([evaluator, str(branch)], input=data, stdout=subprocess.PIPE, check=True).stdout
    return list(struct.unpack(f"<{len(zs)}d", out))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("evaluator")
    parser.add_argument("--points", type=int, default=200000, help="total, both branches (default 200000)")
    parser.add_argument("--jobs", type=int, default=1, help="processes computing references")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--bound", type=float, default=1.0, help="largest error allowed, in ulp")
    args = parser.parse_args()

    failed = False
    started = time.time()
    with multiprocessing.Pool(args.jobs) as pool:
        for branch, name in ((0, "W0"), (-1, "W-1")):
            sets = points_for(branch, args.points // 2, args.seed)
            total = sum(len(zs) for zs in sets.values())
            print(f"{name}: {total} points")
            shares = {}
            for zs in sets.values():
                for z in zs:
                    m = method(branch, z)
                    shares[m] = shares.get(m, 0) + 1
            for m, count in sorted(shares.items(), key=lambda item: -item[1]):
                print(f"  {m}: {100 * count / total:.1f}%")
            branch_worst = (-1.0,)
            for set_name, zs in sets.items():
                ws = evaluate(args.evaluator, branch, zs)
                size = 2000
                tasks = [(branch, zs[i:i + size], ws[i:i + size]) for i in range(0, len(zs), size)]
                results = pool.map(errors, tasks)
                worst = max(results, key=lambda r: r[0])
                over_half = sum(r[4] for r in results)
                print(f"  {set_name}: {len(zs)} points, max {worst[0]:.4f} ulp at z = {worst[1]!r} "
                      f"(got {worst[2]!r}, W = {worst[3]!r}); {over_half} over 0.5 ulp", flush=True)
                if worst[0] > branch_worst[0]:
                    branch_worst = worst
            print(f"{name}: max {branch_worst[0]:.4f} ulp at z = {branch_worst[1]!r}")
            if not branch_worst[0] <= args.bound:
                print(f"FAIL: {name} is {branch_worst[0]:.4f} ulp off at z = {branch_worst[1]!r}, "
                      f"over the bound of {args.bound} ulp")
                failed = True
    print(f"{time.time() - started:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
