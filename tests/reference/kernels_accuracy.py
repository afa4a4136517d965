#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""
Impetus::Detail::exp, sinCos and wave (lib/models/kernels.cpp) against mpmath, on as many
points as asked.

    kernels_accuracy.py EVALUATOR [--points N] [--wave-points N] [--jobs J] [--seed S]
                                  [--bound ULP] [--subnormal-bound ULP] [--sincos-bound ULP]
                                  [--wave-bound ULP]

EVALUATOR is the kernels_eval program (tests/auto/kernels/kernels_eval.cpp): raw doubles in, exp,
sin or cos of each out (for wave, triples x, a, b in and a cos x + b sin x out). The references
are mpmath's at 40 digits (of the exact double argument;
sin and cos reduce it with mpmath's own multi-precision pi); the error of a value is
|value - reference| in ulps of the double nearest the reference, where the ulp of a subnormal is
2^-1074. Half of the points go to exp, half to sinCos (each judged as sin and as cos):

  exp:    uniform over [-746, 710] (the whole range it computes; beyond, 0 and +inf), log-uniform
          |x| in [2^-60, 746] of both signs, the subnormal results ([-745.2, -708.3]), the
          doubles next to ln(DBL_MAX), to where results become subnormal and to where they round
          to 0, and next to the seams of its reduction, x = (k + 1/2) ln2/64;
  sinCos: uniform over [-65536, 65536] (the kernel's range) and over [-8, 8], log-uniform |x| in
          [2^-40, 65536] of both signs, the doubles nearest the multiples k pi/2 up to 65536
          and their neighbours (where the result is the reduced argument itself, down to
          2^-60.5), the seams x = (k + 1/2) pi/32, and the doubles next to 2^-27 and 65536.

wave (its own --wave-points): x as for sinCos, and (a, b) of amplitude M = sqrt(a^2 + b^2)
log-uniform in [2^-30, 2^30] at a uniform angle, or with a ratio |b/a| log-uniform in [2^-60,
2^60] (either sign), or one of them 0. Its error is in ulps of M, not of the result, which
cancels to 0 twice a turn (kernels_p.h).

Fails (exit 1) if a value of exp is off by more than --bound ulp (--subnormal-bound for a
subnormal result), of sin or cos by more than --sincos-bound, of wave by more than --wave-bound
(each summary line prints the bound it was judged by), or is not what it must be where the result is 0, infinite or
NaN. Prints, per function and per set, the largest errors for normal and for subnormal results
and where, and how many points exceed half an ulp.
"""

import argparse
import math
import multiprocessing
import random
import struct
import subprocess
import sys
import time

from mpmath import mp, mpf, exp, sin, cos, pi

DPS = 40
RANGE = 65536.0
LN2_64 = math.log(2) / 64
PI_32 = math.pi / 32


def bits(x):
    return struct.unpack("<q", struct.pack("<d", x))[0]


def from_bits(b):
    return struct.unpack("<d", struct.pack("<q", b))[0]


def neighbours(x, count):
    """count doubles on each side of x (x included), same sign."""
    b = bits(abs(x))
    return [math.copysign(from_bits(b + i), x) for i in range(-count, count + 1) if b + i > 0]


def log_uniform(rng, lo, hi, n):
    return [s * 2.0 ** rng.uniform(math.log2(lo), math.log2(hi)) for s in (1, -1) for _ in range(n // 2)]


def exp_points(rng, n):
    share = lambda f: max(int(n * f), 1)
    mp.dps = DPS
    sets = {
        "uniform [-746, 710]": [rng.uniform(-746, 710) for _ in range(share(0.5))],
        "log-uniform |x|": log_uniform(rng, 2.0 ** -60, 746, share(0.25)),
        "subnormal results": [rng.uniform(-745.2, -708.3) for _ in range(share(0.1))],
    }
    seams = [(k + 0.5) * LN2_64 for k in range(-68864, 65537, 7)]
    sets["seams (k + 1/2) ln2/64"] = [z for s in seams for z in neighbours(s, 1)]
    edges = [float(mp.log(mpf(sys.float_info.max))), float(mp.log(mpf(2) ** -1022)),
             float(mp.log(mpf(2) ** -1075)), float(mp.log(mpf(2) ** -1074)), 709.79, -746.0, 1.0, -1.0,
             2.0 ** -54, -(2.0 ** -54)]
    sets["edges"] = [z for e in edges for z in neighbours(e, 200)] + [0.0, -0.0, 5e-324, -5e-324]
    return sets


def sincos_points(rng, n):
    share = lambda f: max(int(n * f), 1)
    mp.dps = DPS
    sets = {
        "uniform [-65536, 65536]": [rng.uniform(-RANGE, RANGE) for _ in range(share(0.35))],
        "uniform [-8, 8]": [rng.uniform(-8, 8) for _ in range(share(0.2))],
        "log-uniform |x|": log_uniform(rng, 2.0 ** -40, RANGE, share(0.2)),
    }
    multiples = []
    for k in range(1, int(RANGE / (math.pi / 2)) + 1):
        nearest = float(k * pi / 2)
        multiples += [s * z for s in (1, -1) for z in neighbours(nearest, 1 if k > 2000 else 3)]
    sets["near k pi/2"] = multiples
    seams = [(k + 0.5) * PI_32 for k in range(0, int(RANGE / PI_32), 13)]
    sets["seams (k + 1/2) pi/32"] = [s * z for z in seams for s in (1, -1)]
    edges = [2.0 ** -27, RANGE, PI_32 / 2]
    sets["edges"] = [s * z for e in edges for z in neighbours(e, 100) for s in (1, -1)] + [0.0, -0.0, 5e-324]
    return {name: [z for z in zs if abs(z) <= RANGE] for name, zs in sets.items()}


def wave_points(rng, n):
    """Sets of (x, a, b) triples."""
    xs = [z for zs in sincos_points(rng, n).values() for z in zs]
    rng.shuffle(xs)
    xs = xs[:n]

    def amplitude_and_angle():
        m = 2.0 ** rng.uniform(-30, 30)
        angle = rng.uniform(0, 2 * math.pi)
        return m * math.cos(angle), m * math.sin(angle)

    def ratio():
        a = rng.choice((1, -1)) * 2.0 ** rng.uniform(-30, 30)
        return a, a * rng.choice((1, -1)) * 2.0 ** rng.uniform(-60, 60)

    def one_zero():
        v = rng.choice((1, -1)) * 2.0 ** rng.uniform(-30, 30)
        return (v, 0.0) if rng.random() < 0.5 else (0.0, v)

    third = len(xs) // 3
    return {
        "amplitude at an angle": [(x, *amplitude_and_angle()) for x in xs[:third]],
        "ratio |b/a| in [2^-60, 2^60]": [(x, *ratio()) for x in xs[third:2 * third]],
        "a or b zero": [(x, *one_zero()) for x in xs[2 * third:]],
    }


def ulp_of(x):
    return math.ulp(x) if x != 0 else 5e-324


def judge(function, x, y):
    """(kind of result, error, the double nearest the reference) of one value; x is a triple
    (x, a, b) for wave, whose error is in ulps of the amplitude."""
    if function == "wave":
        x, a, b = x
        reference = mpf(a) * cos(mpf(x)) + mpf(b) * sin(mpf(x))
        amplitude = float(mp.sqrt(mpf(a) ** 2 + mpf(b) ** 2))
        error = float(abs(mpf(y) - reference) / ulp_of(amplitude)) if math.isfinite(y) else math.inf
        return "normal", error, float(reference)
    reference = {"exp": exp, "sin": sin, "cos": cos}[function](mpf(x))
    nearest = float(reference)
    if math.isinf(nearest) or nearest == 0 or not math.isfinite(y):
        # Overflow, or a result that rounds to zero: it must be exactly that.
        error = 0.0 if y == nearest else math.inf
    else:
        error = float(abs(mpf(y) - reference) / ulp_of(abs(nearest)))
    return "subnormal" if 0 < abs(nearest) < sys.float_info.min else "normal", error, nearest


def errors(task):
    """Per class of results (normal, subnormal): (largest error, its x, value, reference), and
    the points over half an ulp, of a chunk."""
    function, xs, ys = task
    mp.dps = DPS
    worst = {"normal": (-1.0, None, None, None), "subnormal": (-1.0, None, None, None)}
    over_half = 0
    for x, y in zip(xs, ys):
        kind, error, nearest = judge(function, x, y)
        if error > 0.5:
            over_half += 1
        if error > worst[kind][0]:
            worst[kind] = (error, x, y, nearest)
    return worst, over_half


def evaluate(evaluator, function, xs):
    flat = [v for triple in xs for v in triple] if function == "wave" else xs
    data = struct.pack(f"<{len(flat)}d", *flat)
    out = subprocess.run([evaluator, function], input=data, stdout=subprocess.PIPE, check=True).stdout
    return list(struct.unpack(f"<{len(xs)}d", out))


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("evaluator")
    parser.add_argument("--points", type=int, default=200000,
                        help="arguments of exp and sinCos in all (default 200000)")
    parser.add_argument("--wave-points", type=int, default=50000, help="arguments of wave (default 50000)")
    parser.add_argument("--jobs", type=int, default=1, help="processes computing references")
    parser.add_argument("--seed", type=int, default=26)
    parser.add_argument("--bound", type=float, default=1.0, help="largest error of exp allowed, in ulp")
    parser.add_argument("--subnormal-bound", type=float, default=1.0,
                        help="largest error allowed for subnormal results, in ulps of 2^-1074")
    parser.add_argument("--sincos-bound", type=float, default=1.0,
                        help="largest error of sin and cos allowed, in ulp")
    parser.add_argument("--wave-bound", type=float, default=4.3,
                        help="largest error of wave allowed, in ulps of the amplitude")
    args = parser.parse_args()

    rng = random.Random(args.seed)
    plan = (("exp", exp_points(rng, args.points // 2)),
            ("sin", sincos_points(rng, args.points // 2)))
    plan += (("cos", plan[1][1]), ("wave", wave_points(rng, args.wave_points)))
    failed = False
    started = time.time()
    values = 0
    bounds = {"normal": args.bound, "subnormal": args.subnormal_bound}
    with multiprocessing.Pool(args.jobs) as pool:
        for function, sets in plan:
            total = sum(len(xs) for xs in sets.values())
            values += total
            print(f"{function}: {total} points")
            unit = "ulp of the amplitude" if function == "wave" else "ulp"
            function_worst = {kind: (-1.0,) for kind in bounds}
            for set_name, xs in sets.items():
                ys = evaluate(args.evaluator, function, xs)
                size = 4000
                tasks = [(function, xs[i:i + size], ys[i:i + size]) for i in range(0, len(xs), size)]
                results = pool.map(errors, tasks)
                over_half = sum(r[1] for r in results)
                for kind in bounds:
                    worst = max((r[0][kind] for r in results), key=lambda w: w[0])
                    if worst[0] < 0:
                        continue
                    print(f"  {set_name}, {kind} results: max {worst[0]:.4f} {unit} at {worst[1]!r} "
                          f"(got {worst[2]!r}, nearest {worst[3]!r})", flush=True)
                    if worst[0] > function_worst[kind][0]:
                        function_worst[kind] = worst
                print(f"  {set_name}: {len(xs)} points, {over_half} over 0.5 ulp", flush=True)
            for kind, bound in bounds.items():
                if function in ("sin", "cos"):
                    bound = args.sincos_bound
                elif function == "wave":
                    bound = args.wave_bound
                worst = function_worst[kind]
                if worst[0] < 0:
                    continue
                print(f"{function}: max {worst[0]:.4f} {unit} for {kind} results, at {worst[1]!r} "
                      f"(bound {bound:g} ulp)")
                if not worst[0] <= bound:
                    print(f"FAIL: {function} is {worst[0]:.4f} {unit} off at {worst[1]!r}, over the bound of "
                          f"{bound} ulp for {kind} results")
                    failed = True
    print(f"{values} values checked in {time.time() - started:.0f} s")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
