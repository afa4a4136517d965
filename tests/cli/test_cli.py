#!/usr/bin/env python3
"""Contract test of the `impetus` command-line tool (tools/impetus/CONTRACT.md), from outside.

Usage:  python3 tests/cli/test_cli.py <path-to-impetus>

Expected values come from tests/reference/models.py: mpmath at 50 digits, by methods that share
nothing with lib/ (matrix exponential for springs, an arc-by-arc event loop for bounces, root
finding on the defining equations for decay solves), and for flings from tests/reference/fling.py
(Android's definitions, velocities by differencing). Inputs are exact doubles (written with
repr), so every expected value is the exact answer for exactly the numbers on the command line.

A value passes when |got - ref| <= 1e-13 * max(|ref|, S), where S is the size of the motion for
positions (spring: max(|x0|, |v0|/omega); decay: max(|x0|, |v0| min(|t|, 1/|lambda|)); gravity:
max(|x0|, |v0 t|, |a| t^2); bounce: V^2/|G| or H; fling: max(|x0|, |v t|)) and its speed scale
for velocities (spring: omega S; decay: |v0|; gravity: max(|v0|, |a t|); bounce: V or
sqrt(2|G|H); fling: |v|, the release velocity). Decay solves use
the same rule with S = 1/T for lambda, |xT - x0|/T for a velocity and 0 (relative) for a duration.
Bounce times stay at least 4 ulps away from impacts, whose side a double may legitimately miss.
info's settle_time must be tight: the reference distance to final_position equals the band,
tolerance * |final_position - start_position| (the tolerance is a fraction of the distance), there
(to 1e-6) and stays within it on a grid after it; a motion that starts on its end (a ball launched
from the ground) has a band of 0 and settles when it comes to rest exactly.

The model options are the motion spec's parameter names in kebab case (docs/motion-spec.md), whose
defaults differ from the tool's old ones (a motion starts at 100): every case gives the start
explicitly, and a group of its own checks the defaults against the values the spec documents.
sample and solve print %.17g; info prints the shortest text that reads back exactly.

Every case is one check; failures print the exact command lines, then the worst error seen per
model is printed and the last line is `N passed, M failed`. Exit status 0 only when none failed.
"""

import math
import os
import random
import re
import shlex
import subprocess
import sys

sys.dont_write_bytecode = True  # leave no __pycache__ in the source tree
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), os.pardir, "reference"))
import models  # noqa: E402  (sets mp.dps = 50)
import fling as fling_reference  # noqa: E402
from mpmath import mp, mpf  # noqa: E402

TOLERANCE = 1e-13
DEFAULT_TOLERANCE = 0.001  # CONTRACT.md: the default --tolerance, a fraction of the distance
BINARY = None
RUNS = []  # every Run, for the global nan/inf check
WORST = {}  # model -> (error, command, what)


# ---------------------------------------------------------------------------------------------
# Running the tool and reading its output
# ---------------------------------------------------------------------------------------------

class CheckFailed(Exception):
    pass


def expect(condition, message):
    if not condition:
        raise CheckFailed(message)


class Run:
    def __init__(self, *args):
        self.args = [str(a) for a in args]
        result = subprocess.run([BINARY] + self.args, capture_output=True, text=True, timeout=30)
        self.status, self.stdout, self.stderr = result.returncode, result.stdout, result.stderr
        RUNS.append(self)

    @property
    def command(self):
        return shlex.join([BINARY] + self.args)


def option(name, value):
    return "--%s=%s" % (name, models.fmt(value))


def at(times):
    return "--at=" + ",".join(models.fmt(t) for t in times)


def parse_number(text, what):
    try:
        value = float(text)
    except ValueError:
        raise CheckFailed("%s: %r is not a number" % (what, text))
    expect(math.isfinite(value), "%s: %r is not finite" % (what, text))
    canonical = "0" if value == 0 else "%.17g" % value
    expect(text == canonical, "%s: %r is not printed as %%.17g (%r)" % (what, text, canonical))
    return value


def parse_figure(text, what):
    """An info number: finite, and written with the fewest significant digits that read back
    exactly (Python's repr has the same digits), in Qt's 'g' notation, -0 as 0."""
    try:
        value = float(text)
    except ValueError:
        raise CheckFailed("%s: %r is not a number" % (what, text))
    expect(math.isfinite(value), "%s: %r is not finite" % (what, text))
    expect(re.fullmatch(r"-?(0|[1-9][0-9]*)(\.[0-9]*[1-9])?(e[+-][0-9]{2,3})?", text) is not None,
           "%s: %r is not a plain shortest decimal" % (what, text))
    digits = lambda t: t.split("e")[0].replace("-", "").replace(".", "").strip("0")
    expect(value != 0 or text == "0", "%s: zero printed as %r" % (what, text))
    expect(value == 0 or len(digits(text)) == len(digits(repr(abs(value)))),
           "%s: %r is not the shortest form that reads back (%r)" % (what, text, repr(value)))
    return value


def succeeded(run):
    expect(run.status == 0, "exit status %d, stderr %r" % (run.status, run.stderr.strip()))
    expect(run.stderr == "", "unexpected stderr %r" % run.stderr)
    expect(run.stdout.endswith("\n"), "stdout does not end with a newline: %r" % run.stdout[-80:])


def sample_rows(run):
    """The CSV rows of a `sample` run as (t, position, velocity) floats, checking the format."""
    succeeded(run)
    lines = run.stdout[:-1].split("\n")
    expect(lines[0] == "t,position,velocity", "header is %r" % lines[0])
    rows = []
    for line in lines[1:]:
        fields = line.split(",")
        expect(len(fields) == 3, "row %r does not have 3 fields" % line)
        rows.append(tuple(parse_number(f, w) for f, w in zip(fields, ("t", "position", "velocity"))))
    return rows


def key_values(run):
    """The `key=value` lines of an `info` or `solve` run, in order."""
    succeeded(run)
    pairs = []
    for line in run.stdout[:-1].split("\n"):
        key, equals, value = line.partition("=")
        expect(equals and re.fullmatch(r"[A-Za-z][A-Za-z0-9_]*", key) and value, "line %r is not key=value" % line)
        pairs.append((key, value))
    keys = [k for k, _ in pairs]
    expect(len(set(keys)) == len(keys), "repeated keys in %s" % keys)
    return pairs


def compare(model, run, what, got, ref, scale):
    """None if got matches ref to TOLERANCE * max(|ref|, scale), else a message.
    Tracks the worst error per model (model None: not tracked)."""
    ref, scale = mpf(ref), mpf(scale)
    size = max(abs(ref), scale)
    error = abs(mpf(got) - ref) / size if size else (mp.inf if got != 0 else mpf(0))
    if model and error > WORST.get(model, (-1,))[0]:
        WORST[model] = (error, run.command, what)
    if error <= TOLERANCE:
        return None
    return "%s: got %r, expected %s (error %.2e of max(|ref|, %.3g))" % (
        what, got, mp.nstr(ref, 20), float(error), float(scale))


def expect_all(problems):
    problems = [p for p in problems if p]
    more = "\n  ... %d more" % (len(problems) - 6) if len(problems) > 6 else ""
    expect(not problems, "\n  ".join(problems[:6]) + more)


# ---------------------------------------------------------------------------------------------
# Motions: the arguments to give the tool and the reference to check against
# ---------------------------------------------------------------------------------------------

class Motion:
    """A motion as the CLI spells it, with its reference state(t) and scales(t)."""

    def __init__(self, model, args, state, scales, label=""):
        self.model, self.args, self.state, self.scales = model, list(args), state, scales
        self.label = label or " ".join(args)


def spring(mass, stiffness, damping, x0, v0, args, label=""):
    """Reference spring; mass/stiffness/damping may be mpf (exact derived parameters)."""
    omega = mp.sqrt(mpf(stiffness) / mpf(mass))
    size = max(abs(mpf(x0)), abs(mpf(v0)) / omega)
    return Motion("spring", args, lambda t: models.spring_state(mass, stiffness, damping, x0, v0, t),
                  lambda t: (size, omega * size), label)


def spring_args(mass, stiffness, damping, x0, v0):
    """The plain parameterisation, leaving out options at their defaults (mass 1, start velocity 0;
    the start position, 100 by default, is always given)."""
    args = [option("stiffness", stiffness), option("damping", damping)]
    if mass != 1.0:
        args.insert(0, option("mass", mass))
    args += [option("start-position", x0)] + ([option("start-velocity", v0)] if v0 != 0.0 else [])
    return spring(mass, stiffness, damping, x0, v0, args)


def decay(x0, v0, lam, args, label=""):
    def scales(t):
        reach = abs(mpf(t)) if lam == 0 else min(abs(mpf(t)), 1 / abs(mpf(lam)))
        return max(abs(mpf(x0)), abs(mpf(v0)) * reach), abs(mpf(v0))
    return Motion("decay", args, lambda t: models.decay_state(x0, v0, lam, t), scales, label)


def gravity(x0, v0, a, args):
    def scales(t):
        t = mpf(t)
        return max(abs(mpf(x0)), abs(mpf(v0) * t), abs(mpf(a)) * t * t), max(abs(mpf(v0)), abs(mpf(a) * t))
    return Motion("gravity", args, lambda t: models.gravity_state(x0, v0, a, t), scales)


def bounce(form, start, restitution, g, cap):
    """A ball launched from the ground at start, or dropped from the height start."""
    position = [option("start-position", 0.0), option("start-velocity", start)] if form == "launch" \
        else [option("start-position", start)]
    args = position + [option("restitution", restitution), option("gravity", g)] \
        + ([option("max-bounces", cap)] if cap is not None else [])
    if form == "launch":
        size, speed = mpf(start) ** 2 / abs(mpf(g)), mpf(start)
    else:
        size, speed = mpf(start), mp.sqrt(2 * abs(mpf(g)) * mpf(start))
    return Motion("bounce", args, lambda t: models.bounce_state(form, start, restitution, g, cap, t),
                  lambda t: (size, speed))


def fling(x0, v, friction, density, args, label=""):
    """Android's fling released at v, from tests/reference/fling.py at 90 digits."""
    def state(t):
        with mp.workdps(90):
            x, velocity, _, _ = fling_reference.fling_state(x0, v, friction, density, t)
        return +x, +velocity

    def scales(t):
        return max(abs(mpf(x0)), abs(mpf(v) * mpf(t))), abs(mpf(v))
    return Motion("fling", args, state, scales, label)


def fling_duration(v, friction, density):
    with mp.workdps(60):
        return fling_reference.extent(v, friction, density)[0] if v != 0 else mpf(0)


def flings():
    """Releases over the decades, both ways, with times before, during and after the fling."""
    motions = []
    for x0, v, friction, density in ((0.0, 8000.0, None, None), (120.5, -2500.0, None, 2.625), (-3.0, 40.0, 0.5, None),
                                     (1000.0, -1e5, 0.005, 3.0), (7.0, 0.25, 1e-3, 0.75)):
        args = [option("start-position", x0), option("start-velocity", v)] \
            + ([option("friction", friction)] if friction is not None else []) \
            + ([option("density", density)] if density is not None else [])
        T = fling_duration(v, friction or 0.015, density or 1.0)
        times = [0.0] + [nice(float(T * mpf(f)), 6) for f in ("-0.25", "0.01", "0.3", "0.7", "0.99", "1.5")]
        motions.append((fling(x0, v, friction or 0.015, density or 1.0, args), times))
    return motions


def nice(value, digits=4):
    """A short decimal double near value (so command lines stay readable)."""
    return float("%.*g" % (digits, value))


# Random cases: deterministic (fixed seeds), spread over every regime, with times kept where the
# answer is well conditioned (phases below ~30 rad, growth exponents below ~30).

def random_springs(rng, count=32):
    motions = []
    for i in range(count):
        kind = ("undamped", "underdamped", "overdamped", "strongly-overdamped")[i % 4]
        mass = 1.0 if i % 5 == 0 else nice(10 ** rng.uniform(-1, 3))
        omega = 10 ** rng.uniform(-1.5, 2.5)
        stiffness = nice(mass * omega * omega)
        ratio = {"undamped": 0, "underdamped": rng.uniform(0.02, 0.98),
                 "overdamped": rng.uniform(1.05, 20), "strongly-overdamped": 10 ** rng.uniform(2, 6)}[kind]
        damping = nice(2 * ratio * math.sqrt(stiffness * mass), 6)
        omega = math.sqrt(stiffness / mass)
        x0 = 0.0 if i % 7 == 3 else nice(rng.uniform(-5, 5), 3)
        v0 = nice(rng.choice((-1, 1)) * rng.uniform(0.1, 5) * omega, 3)
        ratio = damping / (2 * math.sqrt(stiffness * mass))
        if ratio < 1:
            forward, backward = 30 / omega, min(3 / omega, 10 / (ratio * omega) if ratio else math.inf)
        else:
            root = math.sqrt(ratio * ratio - 1)
            forward, backward = 20 * (ratio + root) / omega, 5 / (omega * (ratio + root))
        times = [0.0] + sorted(nice(rng.uniform(0, forward)) for _ in range(4)) + [-nice(rng.uniform(0, backward))]
        motion = spring_args(mass, stiffness, damping, x0, v0)
        motion.label = "%s %s" % (kind, motion.label)
        motions.append((motion, times))
    return motions


def random_decays(rng, count=30):
    motions = []
    for i in range(count):
        lam = 0.0 if i % 6 == 0 else nice(rng.choice((-1, 1, 1)) * 10 ** rng.uniform(-6, 3))
        x0 = 0.0 if i % 4 == 1 else nice(rng.uniform(-100, 100), 3)
        v0 = nice(rng.choice((-1, 1)) * 10 ** rng.uniform(-2, 3), 3)
        span = 1e3 if lam == 0 else 1 / abs(lam)  # |lambda t| stays below 30 either way
        times = [0.0, nice(0.1 * span)] + sorted(nice(rng.uniform(0, 30 * span)) for _ in range(3))
        times.append(-nice(rng.uniform(0, 30 * span)))
        args = [option("start-position", x0), option("start-velocity", v0), option("lambda", lam)]
        motions.append((decay(x0, v0, lam, args), times))
    return motions


def random_gravities(rng, count=30):
    motions = []
    for i in range(count):
        a = 0.0 if i % 6 == 0 else nice(rng.choice((-1, 1)) * 10 ** rng.uniform(-2, 3))
        x0 = 0.0 if i % 4 == 1 else nice(rng.uniform(-100, 100), 3)
        v0 = 0.0 if i % 5 == 2 else nice(rng.uniform(-50, 50), 3)
        times = [0.0] + sorted(nice(rng.uniform(-10, 10) * 10 ** rng.uniform(-2, 2)) for _ in range(5))
        args = [option("start-position", x0)] + ([option("start-velocity", v0)] if v0 else []) \
            + [option("acceleration", a)]
        motions.append((gravity(x0, v0, a, args), times))
    return motions


def bounce_end(form, start, restitution, g, cap):
    """Time by which the ball has surely come to rest (or a few periods of an endless ball)."""
    impacts = list(models.bounce_impact_times(form, start, restitution, g, (cap if cap is not None else 3) + 1))
    if cap is not None or restitution == 0:
        return impacts[cap if cap is not None else 0]
    if restitution == 1:
        return 5 * impacts[-1]
    return models.bounce_zeno_time(form, start, restitution, g)


def random_bounces(rng, count=32):
    motions = []
    for i in range(count):
        form = "drop" if i % 3 == 2 else "launch"
        start = nice(10 ** rng.uniform(-1, 2) if form == "launch" else 10 ** rng.uniform(-1, 3))
        restitution = (0.0, 1.0)[i % 2] if i % 8 == 7 else nice(rng.uniform(0.05, 0.95), 3)
        g = -nice(10 ** rng.uniform(0, 3.3))
        cap = rng.randint(0, 5) if i % 4 == 3 else None
        end = float(bounce_end(form, start, restitution, g, cap))
        times = sorted({0.0} | {nice(rng.uniform(0, 1.3 * end), 6) for _ in range(6)})
        motions.append((bounce(form, start, restitution, g, cap), times))
    return motions


# Hand-picked corners (the tables in tests/reference cover many more through the C++ tests).
def corner_springs():
    motions = [(spring_args(*p), times) for p, times in [
        ((1.0, 4.0, 4.0, 1.0, -5.0), [0.0, 0.1, 1.0, 5.0, 350.0, -0.75]),             # critical, exact
        ((2.5, 2.5, 5.0, -1.0, 3.0), [0.0, 0.5, 2.0, -1.5]),                          # critical, mass 2.5
        ((1000.0, 10.0, 200.0, 2.0, -0.1), [0.0, 30.0, 1000.0, -10.0]),               # critical, mass 1000
        ((2.5, 10.0, 10.00000000001, 1.0, -3.0), [0.0, 0.15, 0.5, 2.5, -0.35]),       # ratio 1 + 1e-12
        ((2.5, 10.0, 9.99999999999, 1.0, -3.0), [0.0, 0.15, 0.5, 2.5, -0.35]),        # ratio 1 - 1e-12
        ((2.5, 10.0, 10.0000001, 1.0, 2.0), [0.0, 0.15, 0.5, 2.5, -0.35]),            # ratio 1 + 1e-8
        ((2.5, 10.0, 9.9999999, 1.0, 2.0), [0.0, 0.15, 0.5, 2.5, -0.35]),             # ratio 1 - 1e-8
        ((0.1, 0.4, 0.4001, -0.5, 2.0), [0.0, 0.15, 0.5, 2.5, -0.35]),                # ratio 1 + 1e-4
        ((0.1, 0.4, 0.3999, -0.5, 2.0), [0.0, 0.15, 0.5, 2.5, -0.35]),                # ratio 1 - 1e-4
        ((1.0, 1.0, 2e6, 1.0, -3.0), [0.0, 1e-7, 1e-6, 1.0, 1e6, -1e-7]),             # ratio 1e6
        ((2.5, 1.0, 3162.0, 1.0, 2.0), [0.0, 1e-3, 1.0, 1e3, 1e4, -1e-3]),            # ratio 1e3
        ((1.0, 1e6, 0.0, 0.01, -5.0), [0.0, 1e-4, 0.0123, -0.002]),                   # stiff, undamped
        ((1.0, 1e6, 100.0, 1.0, 100.0), [0.0, 1e-4, 0.01, 0.1, -0.01]),               # stiff, underdamped
        ((2.5, 1e-3, 0.0, 2.0, 0.01), [0.0, 10.0, 250.0, -40.0]),                     # soft, undamped
        ((1.0, 1e-3, 1.0, 1.0, 0.05), [0.0, 1.0, 100.0, 5000.0, -1.0]),               # soft, overdamped
        ((1.0, 4.0, 4.0, 1.0, 2.0), [400.0, 1e4]),                                    # underflows to 0
    ]]
    return motions


def corner_decays():
    cases = [(1.0, 2.0, 0.0, [0.0, 1.5, -3.0, 1e6]), (0.0, 1.0, 1e-300, [0.0, 1.0, 1e300, -1e300]),
             (5.0, -2.0, 1e-12, [0.0, 1.0, 1e12, -1e12]), (0.0, 100.0, 1e-6, [1e-3, 1e6, 1e8]),
             (2.0, -3.0, 0.5, [1e-300, 0.1, 2000.0, -5.0]), (0.0, 1000.0, 40.0, [1e-4, 0.05, 20.0, -1.0]),
             (10.0, -5e4, 1e4, [1e-9, 1e-5, 1e-3, 1.0, -0.01]), (1.0, 2.0, -0.5, [0.5, 100.0, -10.0, -2000.0])]
    return [(decay(x0, v0, lam, [option("start-position", x0), option("start-velocity", v0), option("lambda", lam)]),
             times) for x0, v0, lam, times in cases]


def corner_gravities():
    cases = [(1.0, 2.0, 0.0, [0.0, 3.0, -2.0]), (0.0, 10.0, -9.81, [0.5, 1.0193679918450562, -2.0, 1000.0]),
             (-3.0, -4.0, 9.81, [0.1, -1.5]), (100.0, 0.0, -2000.0, [0.31622776601683794, -0.5]),
             (0.0, -0.5, 1e-3, [1e-8, 1e6, -1e3])]
    return [(gravity(x0, v0, a, [option("start-position", x0), option("start-velocity", v0),
                                 option("acceleration", a)]), times)
            for x0, v0, a, times in cases]


def corner_bounces():
    seed = ("launch", 7.0, 0.6, -31.0)
    impacts = list(models.bounce_impact_times(*seed, 3))
    zeno = models.bounce_zeno_time(*seed)
    near = [models.double_beside(when, 4, below) for when in impacts for below in (True, False)]
    beside_zeno = [models.double_beside(zeno, 0, True), models.double_beside(zeno, 0, False)]
    seed_times = [0.0, 0.1, 0.5, 1.0, float(zeno * (1 - mpf("1e-9"))), 2.0] + near + beside_zeno
    dyadic = [0.0, 0.5, 1.0, 1.25, 1.5, 1.75, 1.875, 1.999, 2.0, 3.0]  # impacts 1, 1.5, 1.75, ...; Zeno 2
    zeno99 = models.bounce_zeno_time("launch", 2.0, 0.99, -9.81)
    return [
        (bounce(*seed, None), sorted(seed_times)),
        (bounce(*seed, 0), [0.3, near[0], near[1], 1.0]),
        (bounce(*seed, 1), [0.3, 0.6, near[2], near[3], 1.0]),
        (bounce(*seed, 3), [0.3, 0.95, 1.0]),
        (bounce("launch", 8.0, 0.5, -16.0, None), dyadic),
        (bounce("launch", 8.0, 0.5, -16.0, 0), dyadic),
        (bounce("launch", 8.0, 0.5, -16.0, 1), dyadic),
        (bounce("launch", 8.0, 0.5, -16.0, 3), dyadic),
        (bounce("drop", 8.0, 0.5, -16.0, None), [0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 2.999, 3.0, 4.0]),
        (bounce("drop", 8.0, 0.5, -16.0, 0), [0.5, 1.0, 2.0]),
        (bounce("launch", 5.0, 0.0, -9.81, None), [0.5, 1.0, 2.0, 100.0]),
        (bounce("launch", 8.0, 1.0, -16.0, None), [0.25, 1.0, 5.0, 1000.5]),
        (bounce("launch", 3.0, 1.0, -9.81, 3), [0.3, 2.0, 2.5, 10.0]),
        (bounce("launch", 2.0, 0.99, -9.81, None), [1.0, 30.0, float(zeno99 * (1 - mpf("1e-3"))),
                                                     float(zeno99 * mpf("1.01"))]),
        (bounce("drop", 1.0, 0.6, -9.81, None), [0.2, 0.6, 1.0, 3.0]),
        (bounce("drop", 300.0, 0.5, -9.81, 3), [5.0, 10.0, 20.0, 40.0]),
        (bounce("drop", 300.0, 0.8, -2000.0, None), [0.3, 1.0, 3.0, 10.0]),
    ]


# Alternative parameterisations, with their parameters derived exactly (mpf) from CONTRACT.md.

def ratio_springs():
    motions = []
    for mass, stiffness, ratio, x0, v0, times in [
            (1.0, 4.0, 0.0, 1.0, 0.5, [0.0, 0.3, 4.0, -1.0]), (2.5, 40.0, 0.3, 1.0, -4.0, [0.0, 0.2, 3.0, -0.5]),
            (0.1, 10.0, 0.7, -2.0, 7.0, [0.0, 0.02, 0.7, -0.1]), (0.7, 3.0, 1.0, 1.0, -2.0, [0.0, 0.5, 3.0, -1.0]),
            (1000.0, 10.0, 1.0, 2.0, 0.5, [0.0, 5.0, 60.0, -5.0]), (1.0, 1.0, 1.5, 0.5, 3.0, [0.0, 1.0, 9.0, -0.5]),
            (2.5, 1.0, 1e3, 1.0, 2.0, [0.0, 1e-3, 1e3, 1e4, -1e-3])]:
        damping = 2 * mpf(ratio) * mp.sqrt(mpf(stiffness) * mpf(mass))
        args = [option("mass", mass), option("stiffness", stiffness), option("damping-ratio", ratio),
                option("start-position", x0), option("start-velocity", v0)]
        motions.append((spring(mass, stiffness, damping, x0, v0, args), times))
    return motions


def perceptual_springs():
    motions = []
    for duration, bounciness, mass, x0, v0 in [(0.5, 0.0, None, 1.0, 0.0), (0.5, 0.3, None, 1.0, -2.0),
                                               (1.0, 0.9, 2.5, -1.0, 3.0), (0.35, 1.0, None, 1.0, 1.0),
                                               (0.35, -0.5, 0.1, 1.0, 4.0), (2.0, -0.9, 1000.0, 0.5, -1.0)]:
        m = mpf(1) if mass is None else mpf(mass)
        stiffness = (2 * mp.pi / mpf(duration)) ** 2 * m
        ratio = 1 - mpf(bounciness) if bounciness >= 0 else 1 / (1 + mpf(bounciness))
        damping = 2 * ratio * mp.sqrt(stiffness * m)
        args = [option("duration", duration), option("bounce", bounciness)]
        args += ([option("mass", mass)] if mass is not None else []) + [option("start-position", x0),
                                                                        option("start-velocity", v0)]
        times = [0.0] + [nice(duration * f) for f in (0.1, 0.5, 1.0, 3.0, -0.2)]
        motions.append((spring(m, stiffness, damping, x0, v0, args), times))
    return motions


def settling_springs():
    """--settling-duration=S: the slowest exponential of the start-displacement envelope falls to 0.1 %
    at S, i.e. omega * (Z - sqrt(Z^2 - 1)) = ln(1000) / S (omega Z for Z <= 1)."""
    motions = []
    for settle, ratio, mass, x0, v0 in [(1.0, 0.2, None, 1.0, 0.0), (0.5, 0.5, 2.5, 1.0, -3.0),
                                        (2.0, 0.9, None, -1.0, 1.0), (1.5, 1.0, 0.1, 1.0, 2.0),
                                        (3.0, 2.0, None, 1.0, 0.0)]:
        m = mpf(1) if mass is None else mpf(mass)
        z = mpf(ratio)
        slowest = z - mp.sqrt(z * z - 1) if z > 1 else z
        omega = mp.log(1000) / (mpf(settle) * slowest)
        stiffness = omega * omega * m
        damping = 2 * z * mp.sqrt(stiffness * m)
        args = [option("settling-duration", settle), option("damping-ratio", ratio)]
        args += ([option("mass", mass)] if mass is not None else []) + [option("start-position", x0),
                                                                        option("start-velocity", v0)]
        times = [0.0] + [nice(settle * f) for f in (0.05, 0.3, 1.0, 2.0, -0.1)]
        motions.append((spring(m, stiffness, damping, x0, v0, args), times))
    return motions


def friction_decays():
    motions = []
    for x0, v0, friction, times in [(0.0, 10.0, 0.5, [0.0, 0.5, 3.0, 40.0, -2.0]),
                                    (3.0, -2.0, 0.01, [0.0, 0.1, 1.0, -1.0]),
                                    (0.0, 1.0, 0.999, [0.0, 1.0, 100.0, 1e4, -100.0]),
                                    (1.0, 2.0, 1.0, [0.0, 5.0, -5.0]),
                                    (-1.0, 0.5, 2.0, [0.0, 1.0, 10.0, -3.0])]:
        lam = -mp.log(mpf(friction))
        args = [option("start-position", x0), option("start-velocity", v0), option("friction", friction)]
        motions.append((decay(x0, v0, lam, args), times))
    return motions


def default_motions():
    """The spec's defaults (docs/motion-spec.md's table): a motion starts at 100 and ends at 0; a
    spring has mass 1, duration 0.5 (k = (2 pi / 0.5)^2) and damping ratio 1; a decay lambda 2 and
    comes to rest on its end; gravity and a bounce's gravity are -2000, the restitution 0.5."""
    k = (2 * mp.pi / mpf("0.5")) ** 2
    shifted = spring(1.0, 4.0, 4.0, -2.0, 1.0, ["--stiffness=4", "--damping=4", "--start-position=1",
                                                   "--start-velocity=1", "--rest-position=3"])
    return [
        (spring(mpf(1), k, 2 * mp.sqrt(k), 100.0, 0.0, [], "spring (all defaults)"), [0.0, 0.01, 0.1, 0.5, -0.02]),
        (spring(mpf(1), 100.0, mpf(20), 100.0, 0.0, ["--stiffness=100"]), [0.0, 0.05, 0.3, 1.0]),
        (spring(mpf(2), 2 * k, 2 * 2 * mp.sqrt(k), 100.0, 0.0, ["--mass=2"]), [0.0, 0.05, 0.3]),
        (spring(mpf(1), k, mpf("0.6") * 2 * mp.sqrt(k), 100.0, 0.0, ["--bounce=0.4"]), [0.0, 0.05, 0.3, 1.0]),
        (Motion("spring", shifted.args, lambda t: (shifted.state(t)[0] + 3, shifted.state(t)[1]), shifted.scales),
         [0.0, 0.5, 2.0, -0.1]),
        (decay(100.0, -200.0, 2.0, [], "decay (all defaults)"), [0.0, 0.1, 1.0, 10.0, -0.5]),
        (decay(100.0, 50.0, 2.0, ["--start-velocity=50"]), [0.0, 0.1, 1.0, 10.0]),
        (decay(100.0, 40.0 * (60 - 100), 40.0, ["--lambda=40", "--end-position=60"]), [0.0, 0.01, 0.1, 1.0]),
        (gravity(100.0, 0.0, -2000.0, []), [0.0, 0.1, 0.2236, 1.0, -0.3]),
        (gravity(100.0, 30.0, -2000.0, ["--start-velocity=30"]), [0.0, 0.1, 0.5]),
        (bounce("drop", 100.0, 0.5, -2000.0, None), [0.0, 0.1, 0.3, 0.5, 0.9, 1.0]),
    ]


def defaults_label(motion):
    motion.args = [a for a in motion.args if a not in ("--start-position=100", "--restitution=0.5",
                                                       "--gravity=-2000")]
    motion.label = motion.label if motion.args != [] else motion.model + " (all defaults)"
    return motion


SOLVE_FORMS = {
    # form: (input names, output keys, reference solver); the names are the reference solver's
    "end": (("x0", "xT", "vT", "duration"), ("start_velocity", "lambda"), models.solve_decay_end),
    "start": (("x0", "xT", "v0", "duration"), ("end_velocity", "lambda"), models.solve_decay_start),
    "two_points": (("x0", "x1", "v0", "v1"), ("lambda", "duration"), models.solve_decay_two_points),
}
# The option of each input (CONTRACT.md), and the input each printed key stands for.
SOLVE_OPTIONS = {"x0": "start-position", "xT": "end-position", "x1": "end-position", "v0": "start-velocity",
                 "vT": "end-velocity", "v1": "end-velocity", "duration": "duration"}
SOLVE_KEYS = {"start_velocity": "v0", "end_velocity": "vT", "lambda": "lambda", "duration": "duration"}


def solve_options(names, inputs):
    return [option(SOLVE_OPTIONS[n], v) for n, v in zip(names, inputs)]


def solved_decay(form, inputs):
    """The decay a solve describes: (x0, v0, lambda, duration) as mpf."""
    names, keys, solver = SOLVE_FORMS[form]
    given = dict(zip(names, inputs))
    result = dict(zip((SOLVE_KEYS[k] for k in keys), solver(*inputs)))
    v0 = given.get("v0", result.get("v0"))
    duration = given.get("duration", result.get("duration"))
    return mpf(given["x0"]), mpf(v0), result["lambda"], mpf(duration)


def random_solves(rng, count=10):
    """count cases per solve form, over both branches and both directions."""
    cases = []
    for i in range(count):
        direction = rng.choice((-1, 1))
        x0 = nice(rng.uniform(-10, 10), 3)
        delta = direction * 10 ** rng.uniform(-2, 2)
        T = nice(10 ** rng.uniform(-2, 1))
        a = -(10 ** rng.uniform(-10, -0.01) if i % 2 else 10 ** rng.uniform(0.01, 2))  # A: decay / growth
        cases.append(("end", (x0, nice(x0 + delta, 6), nice(-a * delta / T, 6), T)))
        q = 10 ** rng.uniform(-2.5, 3)  # (xT - x0) / (v0 T): < 1 decays, > 1 grows
        cases.append(("start", (x0, nice(x0 + delta, 6), nice(delta / (q * T), 6), T)))
        v0 = direction * 10 ** rng.uniform(-1, 2)
        cases.append(("two_points", (x0, nice(x0 + delta, 6), nice(v0, 6), nice(v0 * 10 ** rng.uniform(-3, 3), 6))))
    return cases


# ---------------------------------------------------------------------------------------------
# Checks. Each returns a list of (label, function) cases.
# ---------------------------------------------------------------------------------------------

def check_values(motion, times):
    run = Run("sample", motion.model, *motion.args, at(times))
    rows = sample_rows(run)
    expect(len(rows) == len(times), "%d rows for %d times" % (len(rows), len(times)))
    problems = []
    for (t, x, v), wanted in zip(rows, times):
        expect(t == wanted, "t column %r, expected %r" % (t, wanted))
        ref_x, ref_v = motion.state(wanted)
        size, speed = motion.scales(wanted)
        problems.append(compare(motion.model, run, "position at t=%r" % wanted, x, ref_x, size))
        problems.append(compare(motion.model, run, "velocity at t=%r" % wanted, v, ref_v, speed))
    expect_all(problems)


def value_cases():
    groups = [
        ("defaults", [(defaults_label(m), t) for m, t in default_motions()]),
        ("spring", random_springs(random.Random(1)) + corner_springs()),
        ("spring --damping-ratio", ratio_springs()),
        ("spring --duration --bounce", perceptual_springs()),
        ("spring --settling-duration", settling_springs()),
        ("decay", random_decays(random.Random(2)) + corner_decays()),
        ("decay --friction", friction_decays()),
        ("gravity", random_gravities(random.Random(3)) + corner_gravities()),
        ("bounce", random_bounces(random.Random(4)) + corner_bounces()),
        ("fling", flings()),
    ]
    return [("sample %s: %s" % (group, m.label), (lambda m=m, t=times: check_values(m, t)))
            for group, motions in groups for m, times in motions]


def representable(value):
    return math.isfinite(float(value)) and float(value) != 0


def check_solve(form, inputs):
    names, keys, solver = SOLVE_FORMS[form]
    run = Run("solve", "decay", *solve_options(names, inputs))
    references = solver(*inputs)
    if form == "end" and not representable(references[0]):
        # CONTRACT.md: a start velocity that overflows or underflows to 0 is refused.
        refused(run, [("--" + SOLVE_OPTIONS[n], None) for n in names])
        return
    pairs = key_values(run)
    expect(tuple(k for k, _ in pairs) == keys, "keys %s, expected %s in that order" % ([k for k, _ in pairs], list(keys)))
    given = dict(zip(names, (mpf(v) for v in inputs)))
    distance = abs(given.get("xT", given.get("x1")) - given["x0"])
    problems = []
    for (key, text), ref in zip(pairs, references):
        value = parse_number(text, key)
        if key == "lambda":
            scale = 1 / given["duration"] if "duration" in given else 0  # rate resolution over the run
        elif key == "duration":
            scale = 0
        else:  # a velocity: relative to the mean speed over the run
            scale = distance / given["duration"]
        problems.append(compare("solve decay", run, key, value, ref, scale))
    expect_all(problems)


def check_solved_sample(form, inputs):
    """`sample decay` with the solve's end conditions samples the solved decay."""
    names, _, _ = SOLVE_FORMS[form]
    x0, v0, lam, duration = solved_decay(form, inputs)
    motion = decay(x0, v0, lam, solve_options(names, inputs))
    check_values(motion, [0.0, nice(duration / 3), float(duration), nice(2 * duration)])


def solve_cases():
    table = [("end", row[1:]) for row in models.SOLVE_END] + [("start", row[1:]) for row in models.SOLVE_START]
    table += [("two_points", row[1:]) for row in models.SOLVE_TWO_POINTS] + random_solves(random.Random(5))
    cases = [("solve decay %s %s" % (form, inputs), lambda f=form, i=inputs: check_solve(f, i)) for form, inputs in table]
    for form, inputs in table[::4]:
        x0, v0, lam, duration = solved_decay(form, inputs)
        if abs(lam * duration) < 300 and abs(v0) > 1e-300:  # stays inside doubles up to 2 T
            cases.append(("sample decay (solved %s) %s" % (form, inputs),
                          lambda f=form, i=inputs: check_solved_sample(f, i)))
    return cases


# info: (model, args, regime, final position or None for `unbounded`, state(t) or None if it never
# settles, characteristic time for the grid after the settle time, tolerance or None for default,
# and for a motion that starts on its end (a band of 0) the time it comes to rest exactly)

def info_table():
    def spring_state(m, k, c, x0, v0):
        return lambda t: models.spring_state(m, k, c, x0, v0, t)[0]

    def decay_state(x0, v0, lam):
        return lambda t: models.decay_state(x0, v0, lam, t)[0]

    def bounce_state(form, start, restitution, g, cap):
        return lambda t: models.bounce_state(form, start, restitution, g, cap, t)[0]

    def fling_state(x0, v, friction, density):
        return lambda t: fling(x0, v, friction, density, []).state(t)[0]

    def fling_end(x0, v, friction, density):
        with mp.workdps(60):
            d = fling_reference.extent(v, friction, density)[1]
        return mpf(x0) + (d if v > 0 else -d)

    crit = 2 * mp.sqrt(mpf(3) * mpf(0.7))
    return [
        # Issue 24: a release at 8000 px/s at density 1 travels 7186.36 px.
        ("fling", ["--start-position=0", "--start-velocity=8000"], None, fling_end(0, 8000, 0.015, 1),
         fling_state(0, 8000, 0.015, 1), 2.6, None),
        ("fling", ["--start-position=50", "--start-velocity=-300", "--friction=0.02", "--density=2"], None,
         fling_end(50, -300, 0.02, 2), fling_state(50, -300, 0.02, 2), 0.3, "1e-6"),
        ("spring", ["--stiffness=4", "--damping=0", "--start-position=1"], "undamped", 0, None, 0, None),
        ("spring", ["--mass=0.1", "--stiffness=2.5", "--damping=0", "--start-position=0", "--start-velocity=-2"],
         "undamped", 0, None, 0, None),
        ("spring", ["--stiffness=100", "--damping=2", "--start-position=1"], "underdamped", 0,
         spring_state(1, 100, 2, 1, 0), 0.63, None),
        ("spring", ["--mass=2.5", "--stiffness=40", "--damping=3", "--start-position=1", "--start-velocity=-4"],
         "underdamped", 0, spring_state(2.5, 40, 3, 1, -4), 1.6, "1e-6"),
        ("spring", ["--stiffness=4", "--damping=3.999999999996", "--start-position=1"], "underdamped", 0,
         spring_state(1, 4, 3.999999999996, 1, 0), 1, None),
        ("spring", ["--stiffness=4", "--damping=4", "--start-position=1", "--start-velocity=2"], "critically-damped", 0,
         spring_state(1, 4, 4, 1, 2), 1, None),
        ("spring", ["--stiffness=4", "--damping=4", "--start-position=1", "--start-velocity=-5"], "critically-damped",
         0, spring_state(1, 4, 4, 1, -5), 1, "1e-9"),
        ("spring", ["--mass=2.5", "--stiffness=2.5", "--damping=5", "--start-position=-1", "--start-velocity=3"],
         "critically-damped", 0, spring_state(2.5, 2.5, 5, -1, 3), 1, None),
        ("spring", ["--mass=1000", "--stiffness=10", "--damping=200", "--start-position=2", "--start-velocity=-0.1"],
         "critically-damped", 0, spring_state(1000, 10, 200, 2, -0.1), 10, None),
        ("spring", ["--mass=0.7", "--stiffness=3", "--damping-ratio=1", "--start-position=1"], "critically-damped", 0,
         spring_state(0.7, 3, crit, 1, 0), 0.5, None),
        ("spring", ["--duration=0.5", "--bounce=0", "--start-position=1"], "critically-damped", 0,
         spring_state(1, (4 * mp.pi) ** 2, 8 * mp.pi, 1, 0), 0.1, None),
        ("spring", ["--duration=0.5", "--bounce=0.3", "--start-position=1"], "underdamped", 0,
         spring_state(1, (4 * mp.pi) ** 2, 1.4 * 4 * mp.pi, 1, 0), 0.5, None),
        ("spring", ["--duration=0.5", "--bounce=1", "--start-position=1"], "undamped", 0, None, 0, None),
        ("spring", ["--duration=0.5", "--bounce=-0.5", "--start-position=1"], "overdamped", 0,
         spring_state(1, (4 * mp.pi) ** 2, 16 * mp.pi, 1, 0), 0.5, None),
        ("spring", ["--stiffness=4", "--damping=4.000000000004", "--start-position=1"], "overdamped", 0,
         spring_state(1, 4, 4.000000000004, 1, 0), 1, None),
        ("spring", ["--stiffness=1", "--damping=4", "--start-position=1", "--start-velocity=-1"], "overdamped", 0,
         spring_state(1, 1, 4, 1, -1), 4, None),
        ("spring", ["--stiffness=1", "--damping=2000", "--start-position=1", "--start-velocity=-3"], "overdamped", 0,
         spring_state(1, 1, 2000, 1, -3), 2000, None),
        ("spring", ["--stiffness=100", "--damping=2", "--start-position=3", "--rest-position=-2"], "underdamped", -2,
         lambda t: spring_state(1, 100, 2, 5, 0)(t) - 2, 0.63, "1e-4"),
        ("decay", ["--start-position=-1", "--start-velocity=7", "--lambda=3"], None, mpf(-1) + mpf(7) / 3,
         decay_state(-1, 7, 3), 0.3, None),
        ("decay", ["--start-position=0", "--start-velocity=-2", "--lambda=0.5"], None, -4, decay_state(0, -2, 0.5), 2,
         "1e-8"),
        ("decay", ["--start-position=2", "--start-velocity=10", "--friction=0.5"], None, 2 + 10 / mp.log(2),
         decay_state(2, 10, mp.log(2)), 1.5, None),
        ("decay", ["--start-position=5", "--start-velocity=0", "--lambda=1"], None, 5, decay_state(5, 0, 1), 1, None),
        ("decay", ["--start-position=10", "--end-position=-30", "--lambda=4"], None, -30, decay_state(10, -160, 4),
         0.25, None),
        ("decay", ["--start-position=1", "--start-velocity=2", "--lambda=0"], None, None, None, 0, None),
        ("decay", ["--start-position=1", "--start-velocity=2", "--lambda=-0.5"], None, None, None, 0, None),
        ("gravity", ["--start-position=1", "--start-velocity=2", "--acceleration=-9.81"], None, None, None, 0, None),
        ("gravity", ["--start-position=1", "--start-velocity=2", "--acceleration=0"], None, None, None, 0, None),
        ("gravity", ["--start-position=3", "--acceleration=0"], None, 3, lambda t: mpf(3), 1, None),
        ("bounce", ["--start-position=0", "--start-velocity=7", "--restitution=0.6", "--gravity=-31"], None, 0,
         bounce_state("launch", 7, 0.6, -31, None), 1, None, bounce_end("launch", 7, 0.6, -31, None)),
        ("bounce", ["--start-position=0", "--start-velocity=7", "--restitution=0.6", "--gravity=-31",
                    "--max-bounces=1"], None, 0,
         bounce_state("launch", 7, 0.6, -31, 1), 1, "1e-5", bounce_end("launch", 7, 0.6, -31, 1)),
        ("bounce", ["--start-position=0", "--start-velocity=2", "--restitution=0.99", "--gravity=-9.81"], None, 0,
         bounce_state("launch", 2, 0.99, -9.81, None), 40, None, bounce_end("launch", 2, 0.99, -9.81, None)),
        ("bounce", ["--start-position=0", "--start-velocity=5", "--restitution=0", "--gravity=-9.81"], None, 0,
         bounce_state("launch", 5, 0, -9.81, None), 1, None, bounce_end("launch", 5, 0, -9.81, None)),
        ("bounce", ["--start-position=0", "--start-velocity=3", "--restitution=1", "--gravity=-9.81"], None, 0, None,
         0, None),
        ("bounce", ["--start-position=0", "--start-velocity=3", "--restitution=1", "--gravity=-9.81",
                    "--max-bounces=3"], None, 0,
         bounce_state("launch", 3, 1, -9.81, 3), 1, None, bounce_end("launch", 3, 1, -9.81, 3)),
        ("bounce", ["--start-position=1", "--restitution=0.6", "--gravity=-9.81"], None, 0,
         bounce_state("drop", 1, 0.6, -9.81, None), 1, None),
        ("bounce", ["--start-position=300", "--restitution=0.8", "--gravity=-2000", "--max-bounces=0"], None, 0,
         bounce_state("drop", 300, 0.8, -2000, 0), 1, None),
    ]


def check_info(model, args, regime, final, position, char_time, tolerance, rest=None):
    run = Run("info", model, *args, *([option("tolerance", float(tolerance))] if tolerance else []))
    info = dict(key_values(run))
    tol = mpf(float(tolerance)) if tolerance else mpf(DEFAULT_TOLERANCE)
    for key in ("model", "final_position", "settle_time", "tolerance"):
        expect(key in info, "no %s= line in %r" % (key, run.stdout))
    expect(info["model"] == model, "model=%s, expected %s" % (info["model"], model))
    expect(parse_figure(info["tolerance"], "tolerance") == tol, "tolerance=%s, expected %s" % (info["tolerance"], tol))
    if model == "spring":
        expect(info.get("regime") == regime, "regime=%s, expected %s" % (info.get("regime"), regime))
    if final is None:
        expect(info["final_position"] == "unbounded", "final_position=%s, expected unbounded" % info["final_position"])
    else:
        got = parse_figure(info["final_position"], "final_position")
        expect_all([compare(None, run, "final_position", got, final, abs(mpf(final)) or 1)])
    if position is None:
        expect(info["settle_time"] == "never", "settle_time=%s, expected never" % info["settle_time"])
        return
    settle = parse_figure(info["settle_time"], "settle_time")
    expect(settle >= 0, "settle_time=%r is negative" % settle)
    with mp.workdps(30):
        final = mpf(final)
        # The tolerance is a fraction of the distance from the start to the end, or for a
        # motion that starts on its end, of the distance its start velocity covers in 1 s.
        band = tol * abs(final - position(0))
        if band == 0:
            band = tol * abs(mp.diff(position, 0, direction=1))
        if settle > 0 and band > 0:
            gap = abs(position(settle) - final)
            expect(abs(gap - band) <= mpf("1e-6") * band,
                   "at settle_time=%r the distance to final_position is %s, not the band %s"
                   % (settle, mp.nstr(gap, 10), mp.nstr(band, 6)))
        elif settle > 0:
            expect(rest is not None, "settle_time=%r for a motion that starts on its end" % settle)
            expect_all([compare(None, run, "settle_time (the rest time)", settle, rest, 0)])
        horizon = max(settle, 10 * char_time)
        for j in range(1, 201):
            t = settle + horizon * j / 200
            gap = abs(position(t) - final)
            expect(gap <= band * (1 + mpf("1e-9")),
                   "at t=%r > settle_time=%r the distance to final_position is %s > the band %s"
                   % (t, settle, mp.nstr(gap, 10), mp.nstr(band, 6)))


def info_cases():
    return [("info %s %s" % (row[0], " ".join(row[1])), lambda r=row: check_info(*r)) for row in info_table()]


# Format, lists and spacing.

def check_format_zero():
    rows = sample_rows(Run("sample", "gravity", "--acceleration=2", "--at=-0,0,-0.0"))
    expect([r[0] for r in rows] == [0.0, 0.0, 0.0], "t column %s" % rows)
    rows = sample_rows(Run("sample", "spring", "--stiffness=1", "--damping=0.5", "--start-position=0", "--at=-1,0,1"))
    expect(all(r[1:] == (0.0, 0.0) for r in rows), "a spring at rest moves: %s" % rows)


def check_at_list():
    times = [0.1, -2.0, 1e-3, 3.0, 0.1, 12345.678, 1e-300]
    rows = sample_rows(Run("sample", "spring", "--stiffness=2", "--damping=0.5", "--start-position=1", at(times)))
    expect([r[0] for r in rows] == times, "t column %s, expected %s" % ([r[0] for r in rows], times))


def check_spacing(args, samples, until):
    run = Run("sample", *args, "--samples=%d" % samples, *(["--until=%r" % until] if until else []))
    got = [r[0] for r in sample_rows(run)]
    expect(len(got) == samples, "%d rows for --samples=%d" % (len(got), samples))
    if until is None:
        settle = dict(key_values(Run("info", *[a for a in args if not a.startswith("--tolerance")],
                                     *[a for a in args if a.startswith("--tolerance")])))["settle_time"]
        until = parse_figure(settle, "settle_time")
    expect(got[0] == 0, "first time %r, expected 0" % got[0])
    if samples > 1:
        expect(got[-1] == until, "last time %r, expected exactly %r" % (got[-1], until))
    for i, t in enumerate(got):
        exact = mpf(until) * i / max(samples - 1, 1)
        expect(abs(t - exact) <= 4 * 2 ** -52 * until, "time %d is %r, expected %s" % (i, t, mp.nstr(exact, 17)))


def format_cases():
    spring = ["spring", "--stiffness=4", "--damping=1", "--start-position=1"]
    return [
        ("format: zero printed as 0", check_format_zero),
        ("format: --at list order and values", check_at_list),
        ("spacing: --samples=1", lambda: check_spacing(spring, 1, 3.0)),
        ("spacing: --samples=5 --until=2", lambda: check_spacing(spring, 5, 2.0)),
        ("spacing: --samples=7 --until=1", lambda: check_spacing(spring, 7, 1.0)),
        ("spacing: --samples=4 --until=0.9", lambda: check_spacing(spring, 4, 0.9)),
        ("spacing: --samples=10 --until=2.9", lambda: check_spacing(spring, 10, 2.9)),
        ("spacing: --samples=1000 --until=0.3", lambda: check_spacing(["gravity", "--acceleration=-9.81"], 1000, 0.3)),
        ("spacing: default --until is the settle time", lambda: check_spacing(spring, 11, None)),
        ("spacing: default --until with --tolerance",
         lambda: check_spacing(["bounce", "--start-position=2", "--start-velocity=7", "--restitution=0.6",
                                "--gravity=-31", "--tolerance=1e-6"], 4, None)),
        ("spacing: default --until of a ball launched from the ground (its rest time)",
         lambda: check_spacing(["bounce", "--start-position=0", "--start-velocity=7", "--restitution=0.6",
                                "--gravity=-31"], 4, None)),
    ]


# Help and version.

COMMANDS = ["sample", "solve", "info", "export", "presets", "help"]
MODELS = ["spring", "decay", "gravity", "bounce", "fling"]
OPTIONS = ["--mass", "--stiffness", "--damping", "--damping-ratio", "--duration", "--bounce",
           "--settling-duration", "--start-position", "--start-velocity", "--rest-position", "--lambda",
           "--friction", "--end-position", "--end-velocity", "--acceleration", "--restitution", "--gravity",
           "--max-bounces", "--density", "--reach", "--tolerance", "--motion", "--at", "--samples", "--until", "--format",
           "--allowed-error", "--max-error", "--help", "--version"]


def check_help():
    run = Run("--help")
    succeeded(run)
    missing = [w for w in COMMANDS + MODELS + OPTIONS if not re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(w), run.stdout)]
    expect(not missing, "--help does not mention %s" % missing)


def check_help_command(*args):
    run = Run("help", *args)
    succeeded(run)
    expect(run.stdout.strip(), "empty help")


# A command's own help: `impetus sample --help`, `impetus sample spring --help`, and `impetus
# help <command>` print that command's section (and the options of the model named, else of
# every model), not the others'.
SECTIONS = {"sample": "sample\n  Prints CSV", "solve": "solve decay\n  Solves", "info": "info\n  Prints key=value",
            "export": "export\n  Writes the motion", "presets": "presets\n  Prints every preset"}
MODEL_LINES = {"spring": "  spring  --mass", "decay": "  decay   --start-position", "gravity": "  gravity --start-position",
               "bounce": "  bounce  --start-position", "fling": "  fling   --start-position"}


def check_command_help(args, command, models_shown):
    run = Run(*args)
    succeeded(run)
    expect(SECTIONS[command] in run.stdout, "%s: no %s section in %r" % (run.command, command, run.stdout[:300]))
    others = [c for c in SECTIONS if c != command and SECTIONS[c] in run.stdout]
    expect(not others, "%s: shows the help of %s too" % (run.command, others))
    shown = [m for m, line in MODEL_LINES.items() if line in run.stdout]
    expect(shown == models_shown, "%s: shows the options of %s, expected %s" % (run.command, shown, models_shown))


def command_help_cases():
    every = list(MODEL_LINES)
    return [
        ("sample --help", lambda: check_command_help(["sample", "--help"], "sample", every)),
        ("sample spring --help", lambda: check_command_help(["sample", "spring", "--help"], "sample", ["spring"])),
        ("export bounce --format=css -h", lambda: check_command_help(["export", "bounce", "--format=css", "-h"],
                                                                     "export", ["bounce"])),
        ("info --motion=swiftui.bouncy --help", lambda: check_command_help(["info", "--motion=swiftui.bouncy", "--help"],
                                                                          "info", every)),
        ("solve decay --help", lambda: check_command_help(["solve", "decay", "--help"], "solve", ["decay"])),
        ("presets --help", lambda: check_command_help(["presets", "--help"], "presets", [])),
        ("help sample", lambda: check_command_help(["help", "sample"], "sample", every)),
    ]


def check_version():
    run = Run("--version")
    succeeded(run)
    expect(re.search(r"\d+\.\d+", run.stdout), "no version number in %r" % run.stdout)


def help_cases():
    return [("--help", check_help), ("--version", check_version), ("help", check_help_command)] + [
        ("help %s" % c, lambda c=c: check_help_command(c)) for c in ("sample", "solve", "info", "export", "presets")
    ] + command_help_cases()


# Errors: (arguments, acceptable (--name, value text) pairs; value None = only the name is required)

SPRING = ["--stiffness=1", "--damping=1"]
BALL = ["--start-position=0", "--start-velocity=1", "--restitution=0.5", "--gravity=-9.81"]
ERRORS = [
    # missing (what the spec does not default: a decay's end conditions; the times)
    (["sample", "decay", "--start-position=0", "--end-position=1", "--duration=1", "--at=0"],
     [("--start-velocity", None), ("--end-velocity", None)]),
    (["sample", "decay", "--start-position=0", "--end-velocity=1", "--duration=1", "--at=0"], [("--end-position", None)]),
    (["sample", "spring"] + SPRING, [("--at", None), ("--samples", None)]),
    (["solve", "decay", "--start-position=0", "--end-position=1", "--duration=1"],
     [("--end-velocity", None), ("--start-velocity", None)]),
    (["solve", "decay", "--start-position=0", "--end-position=1"], [("--end-velocity", None), ("--start-velocity", None)]),
    (["sample", "gravity", "--acceleration=-9.81", "--samples=10"], [("--until", None)]),  # never settles
    (["sample", "spring", "--damping-ratio=0", "--samples=10"], [("--until", None)]),  # undamped
    (["info"], [("--motion", None)]),
    # the options before the spec's names: each refused, naming the new one
    (["sample", "spring", "--x0=1", "--at=0"], [("--start-position", None)]),
    (["sample", "decay", "--v0=1", "--at=0"], [("--start-velocity", None)]),
    (["solve", "decay", "--xT=1", "--vT=1", "--duration=1"], [("--end-position", None)]),
    (["solve", "decay", "--end-position=1", "--vT=1", "--duration=1"], [("--end-velocity", None)]),
    (["solve", "decay", "--x1=1", "--start-velocity=1", "--end-velocity=0.5"], [("--end-position", None)]),
    (["solve", "decay", "--end-position=1", "--start-velocity=1", "--v1=0.5"], [("--end-velocity", None)]),
    (["sample", "bounce", "--height=1", "--at=0"], [("--start-position", None)]),
    # unknown, repeated, misspelt
    (["sample", "spring"] + SPRING + ["--frobnicate=3", "--at=0"], [("--frobnicate", None)]),
    (["sample", "gravity", "--acceleration=1", "--lambda=2", "--at=0"], [("--lambda", None)]),
    (["sample", "gravity", "--acceleration=1", "--tolerance=0.01", "--at=0"], [("--tolerance", None)]),
    (["sample", "spring", "--dampingRatio=1", "--at=0"], [("--damping-ratio", None)]),
    (["sample", "spring", "--damping--ratio=1", "--at=0"], [("--damping--ratio", None)]),
    (["solve", "decay", "--end-position=1", "--start-velocity=2", "--lambda=1"], [("--lambda", None)]),
    (["sample", "spring", "--stiffness=1", "--stiffness=2", "--damping=1", "--at=0"], [("--stiffness", None)]),
    (["sample", "spring", "--stiffness", "1", "--damping=1", "--at=0"], [("--stiffness", None)]),
    (["frobnicate"], [(None, "frobnicate")]),
    (["sample", "pendulum", "--at=0"], [(None, "pendulum")]),
    (["info", "pendulum"], [(None, "pendulum")]),
    (["solve", "spring", "--start-position=0"], [(None, "spring")]),
    (["help", "frobnicate"], [(None, "frobnicate")]),
    (["presets", "--all"], [(None, "--all")]),
    # unparsable
    (["sample", "spring", "--stiffness=abc", "--damping=1", "--at=0"], [("--stiffness", "abc")]),
    (["sample", "spring", "--mass=1,5"] + SPRING + ["--at=0"], [("--mass", "1,5")]),
    # one number syntax, the spec's: no group separators, nothing beyond the doubles
    (["sample", "spring", "--start-velocity=1,500", "--at=0"], [("--start-velocity", "1,500")]),
    (["sample", "spring", "--start-velocity=1e400", "--at=0"], [("--start-velocity", "1e400")]),
    (["sample", "spring", "--start-velocity=0x10", "--at=0"], [("--start-velocity", "0x10")]),
    (["sample", "spring", "--samples=2.5", "--until=1"], [("--samples", "2.5")]),
    (["sample", "spring", "--mass=2.5x"] + SPRING + ["--at=0"], [("--mass", "2.5x")]),
    (["sample", "spring", "--mass="] + SPRING + ["--at=0"], [("--mass", None)]),
    (["sample", "spring", "--stiffness=1", "--damping=nan", "--at=0"], [("--damping", "nan")]),
    (["sample", "spring"] + SPRING + ["--start-velocity=inf", "--at=0"], [("--start-velocity", "inf")]),
    (["sample", "spring"] + SPRING + ["--start-position=-inf", "--at=0"], [("--start-position", "-inf")]),
    (["sample", "spring"] + SPRING + ["--start-position=1e999", "--at=0"], [("--start-position", "1e999")]),
    (["sample", "spring"] + SPRING + ["--at=0.5,abc"], [("--at", "abc")]),
    (["sample", "spring"] + SPRING + ["--at=nan"], [("--at", "nan")]),
    (["sample", "spring"] + SPRING + ["--at=1,,2"], [("--at", "1,,2")]),
    (["sample", "spring"] + SPRING + ["--at=1,2,"], [("--at", "1,2,")]),
    (["sample", "spring"] + SPRING + ["--at="], [("--at", None)]),
    (["sample", "spring"] + SPRING + ["--samples=abc", "--until=1"], [("--samples", "abc")]),
    (["sample", "spring"] + SPRING + ["--samples=2.5", "--until=1"], [("--samples", "2.5")]),
    (["sample", "spring"] + SPRING + ["--samples=0", "--until=1"], [("--samples", "0")]),
    (["sample", "spring"] + SPRING + ["--samples=-3", "--until=1"], [("--samples", "-3")]),
    (["sample", "spring"] + SPRING + ["--samples=3", "--until=0"], [("--until", "0")]),
    (["sample", "spring"] + SPRING + ["--samples=3", "--until=-1"], [("--until", "-1")]),
    (["info", "spring"] + SPRING + ["--tolerance=0"], [("--tolerance", "0")]),
    (["info", "spring"] + SPRING + ["--tolerance=-1"], [("--tolerance", "-1")]),
    (["info", "spring"] + SPRING + ["--tolerance=1"], [("--tolerance", "1")]),  # a fraction of the distance
    (["sample", "spring"] + SPRING + ["--tolerance=2", "--at=0"], [("--tolerance", "2")]),
    # out of range
    (["sample", "spring", "--mass=-1"] + SPRING + ["--at=0"], [("--mass", "-1")]),
    (["sample", "spring", "--mass=0"] + SPRING + ["--at=0"], [("--mass", "0")]),
    (["sample", "spring", "--stiffness=0", "--damping=1", "--at=0"], [("--stiffness", "0")]),
    (["sample", "spring", "--stiffness=-4", "--damping=1", "--at=0"], [("--stiffness", "-4")]),
    (["sample", "spring", "--stiffness=1", "--damping=-1", "--at=0"], [("--damping", "-1")]),
    (["sample", "spring", "--stiffness=1", "--damping-ratio=-0.5", "--at=0"], [("--damping-ratio", "-0.5")]),
    (["sample", "spring", "--duration=0", "--bounce=0.2", "--at=0"], [("--duration", "0")]),
    (["sample", "spring", "--duration=1", "--bounce=-1", "--at=0"], [("--bounce", "-1")]),
    (["sample", "spring", "--duration=1", "--bounce=1.5", "--at=0"], [("--bounce", "1.5")]),
    (["sample", "spring", "--settling-duration=0", "--damping-ratio=0.5", "--at=0"], [("--settling-duration", "0")]),
    (["sample", "bounce", "--start-velocity=1", "--restitution=1.5", "--gravity=-9.81", "--at=0"],
     [("--restitution", "1.5")]),
    (["sample", "bounce", "--start-velocity=1", "--restitution=-0.1", "--gravity=-9.81", "--at=0"],
     [("--restitution", "-0.1")]),
    (["sample", "bounce", "--start-velocity=1", "--restitution=0.5", "--gravity=3", "--at=0"], [("--gravity", "3")]),
    (["sample", "bounce", "--start-velocity=1", "--restitution=0.5", "--gravity=0", "--at=0"], [("--gravity", "0")]),
    (["sample", "bounce", "--start-position=-1", "--restitution=0.5", "--at=0"], [("--start-position", "-1")]),
    (["sample", "bounce"] + BALL + ["--max-bounces=-2", "--at=0"], [("--max-bounces", "-2")]),
    (["sample", "bounce"] + BALL + ["--max-bounces=2.5", "--at=0"], [("--max-bounces", "2.5")]),
    (["sample", "decay", "--start-velocity=1", "--friction=0", "--at=0"], [("--friction", "0")]),
    (["sample", "decay", "--start-velocity=1", "--friction=-0.5", "--at=0"], [("--friction", "-0.5")]),
    (["sample", "decay", "--end-position=1", "--lambda=-1", "--at=0"], [("--lambda", "-1")]),  # cannot come to rest
    (["sample", "fling", "--start-velocity=100", "--friction=0", "--at=0"], [("--friction", "0")]),
    (["sample", "fling", "--start-velocity=100", "--density=-2", "--at=0"], [("--density", "-2")]),
    (["info", "fling", "--start-velocity=1e308"], [("--start-velocity", "1e+308")]),
    (["sample", "fling", "--start-velocity=100", "--end-position=3", "--at=0"],
     [("--end-position", None), ("--start-velocity", None)]),
    # conflicting parameterisations
    (["sample", "decay", "--start-velocity=1", "--lambda=1", "--friction=0.5", "--at=0"],
     [("--lambda", None), ("--friction", None)]),
    (["sample", "spring", "--stiffness=1", "--damping=1", "--damping-ratio=0.5", "--at=0"],
     [("--damping", None), ("--damping-ratio", None)]),
    (["sample", "spring", "--stiffness=1", "--duration=1", "--at=0"], [("--stiffness", None), ("--duration", None)]),
    (["sample", "spring", "--settling-duration=1", "--damping=1", "--at=0"],
     [("--settling-duration", None), ("--damping", None)]),
    (["sample", "decay", "--start-position=0", "--end-position=1", "--start-velocity=2", "--lambda=1", "--at=0"],
     [("--end-position", None), ("--start-velocity", None)]),
    (["solve", "decay", "--start-position=0", "--end-position=1", "--end-velocity=1", "--start-velocity=2",
      "--duration=1"], [("--start-velocity", None), ("--end-velocity", None)]),
    # decay solves without a real answer
    (["solve", "decay", "--start-position=0", "--end-position=1", "--end-velocity=-1", "--duration=1"],
     [("--end-velocity", "-1"), ("--end-position", "1")]),
    (["solve", "decay", "--start-position=0", "--end-position=1", "--end-velocity=0", "--duration=1"],
     [("--end-velocity", "0")]),
    (["solve", "decay", "--start-position=0", "--end-position=1", "--end-velocity=1", "--duration=0"],
     [("--duration", "0")]),
    (["solve", "decay", "--start-position=0", "--end-position=1", "--end-velocity=1", "--duration=-2"],
     [("--duration", "-2")]),
    (["solve", "decay", "--start-position=0", "--end-position=1", "--start-velocity=-2", "--duration=1"],
     [("--start-velocity", "-2"), ("--end-position", "1")]),
    (["solve", "decay", "--start-position=0", "--end-position=1", "--start-velocity=1", "--end-velocity=-1"],
     [("--end-velocity", "-1"), ("--start-velocity", "1")]),
    (["solve", "decay", "--start-position=0", "--end-position=-1", "--start-velocity=1", "--end-velocity=0.5"],
     [("--end-position", "-1"), ("--start-velocity", "1")]),
    (["sample", "decay", "--start-position=0", "--end-position=1", "--end-velocity=-1", "--duration=1", "--at=0"],
     [("--end-velocity", "-1"), ("--end-position", "1")]),
    # times outside the model's domain, samples outside doubles
    (["sample", "bounce"] + BALL + ["--at=-1"], [("--at", "-1")]),
    (["sample", "bounce"] + BALL + ["--at=0.5,-0.25"], [("--at", "-0.25")]),
    (["sample", "decay", "--start-velocity=1", "--lambda=-10", "--at=1000"], [("--at", "1000")]),
    (["sample", "decay", "--start-velocity=1", "--lambda=-10", "--samples=3", "--until=1000"], [("--until", "1000")]),
    (["sample", "gravity", "--acceleration=1e308", "--at=1e200"], [("--at", "1e200")]),
    (["sample", "spring", "--stiffness=1", "--damping=10", "--start-position=1", "--at=-1000"], [("--at", "-1000")]),
]

# The old option names: each message names the old option and the one that replaced it.
RENAMED = {"x0": "start-position", "v0": "start-velocity", "xT": "end-position", "vT": "end-velocity",
           "x1": "end-position", "v1": "end-velocity", "height": "start-position"}


def check_renamed(old, new):
    run = Run("sample", "spring", "--%s=1" % old, "--at=0")
    refused(run, [("--" + new, None)])
    expect(mentions(run.stderr, "--" + old), "stderr %r does not name --%s" % (run.stderr, old))


def mentions(line, name):
    return re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(name), line) is not None


def refused(run, accepted):
    """The run failed as CONTRACT.md's Errors section says, naming one accepted (--name, value)."""
    expect(run.status == 2, "exit status %d, expected 2 (stdout %r, stderr %r)" % (run.status, run.stdout[:200], run.stderr[:200]))
    expect(run.stdout == "", "stdout not empty: %r" % run.stdout[:200])
    lines = run.stderr.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    expect(len(lines) == 1 and lines[0].strip(), "stderr is not exactly one non-empty line: %r" % run.stderr)
    line = lines[0]
    ok = any((name is None or mentions(line, name)) and (value is None or value in line) for name, value in accepted)
    expect(ok, "stderr %r does not name %s" % (line, " or ".join(
        " ".join(x for x in (name, value and repr(value)) if x) for name, value in accepted)))


def check_error(args, accepted):
    refused(Run(*args), accepted)


def check_write_failure():
    """Output that cannot be written (a full device) is an error, with a message."""
    with open("/dev/full", "w") as full:
        result = subprocess.run([BINARY, "sample", "spring", "--samples=100"], stdout=full,
                                stderr=subprocess.PIPE, text=True, timeout=30)
    expect(result.returncode == 1, "exit status %d writing to /dev/full, expected 1" % result.returncode)
    expect("cannot write the output" in result.stderr, "stderr %r" % result.stderr)


def streamed(args):
    """(status, line count, last line, stderr, peak resident bytes) of a run, its stdout read
    as it comes. The peak is the kernel's count for this process alone (wait4), which holds
    under AddressSanitizer too, where an address-space limit cannot be set (there its
    quarantine of freed blocks, 256 MiB by default, would count: it is kept to 16 MiB)."""
    env = dict(os.environ)
    env["ASAN_OPTIONS"] = ":".join(filter(None, [env.get("ASAN_OPTIONS", ""), "quarantine_size_mb=16"]))
    process = subprocess.Popen([BINARY] + args, stdout=subprocess.PIPE, stderr=subprocess.PIPE, env=env)
    lines, last = 0, b""
    while True:
        chunk = process.stdout.read(1 << 20)
        if not chunk:
            break
        lines += chunk.count(b"\n")
        last = (last + chunk).rsplit(b"\n", 2)[-2] if b"\n" in chunk else last + chunk
    stderr = process.stderr.read().decode()
    _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return process.returncode, lines, last.decode(), stderr, usage.ru_maxrss * 1024


def check_streamed_output():
    """10^7 samples (the most --samples takes) are streamed: they never take 256 MiB (issue
    15: built whole, they took 1.08 GiB, and a memory limit aborted the tool with an
    uncaught std::bad_alloc, status 134)."""
    spring = ["spring", "--stiffness=100", "--damping=4", "--start-position=1"]
    for args in (["sample"] + spring + ["--samples=10000000", "--until=2"],
                 ["export"] + spring + ["--format=csv", "--samples=1000000"]):
        status, lines, last, stderr, peak = streamed(args)
        expect(status == 0 and stderr == "", "exit status %d: %r" % (status, stderr[:300]))
        expect(peak < 256 << 20, "%.0f MiB resident at the peak" % (peak / (1 << 20)))
        count = int(args[-2 if args[0] == "sample" else -1].partition("=")[2])
        expect(lines == count + 1, "%d lines for %d samples" % (lines, count))
        expect(args[0] != "sample" or last.startswith("2,"), "last row %r" % last)


def check_underflow():
    """A number below the doubles' range is the nearest double, as in a spec: 1e-400 is 0."""
    run = Run("sample", "gravity", "--start-velocity=1e-400", "--acceleration=0", "--at=1")
    expect(run.status == 0, "exit status %d: %r" % (run.status, run.stderr))
    expect(run.stdout.split("\n")[1] == "1,100,0", "got %r" % run.stdout)


def error_cases():
    return [("error: %s" % shlex.join(args), lambda a=args, n=accepted: check_error(a, n)) for args, accepted in ERRORS] \
        + [("error: --%s is now --%s" % (old, new), lambda o=old, n=new: check_renamed(o, n)) for old, new in RENAMED.items()] \
        + [("error: a failed write", check_write_failure), ("numbers: underflow", check_underflow),
           ("output: 10^7 samples streamed", check_streamed_output)]


NAN_INF = re.compile(r"(?i)(?<![a-z])(nan|inf|infinity)(?![a-z])")


def check_no_nan_inf():
    """No sample/solve/info/error output shows nan or inf, except an error echoing the value given."""
    bad = []
    for run in RUNS:
        # The help says "nan and inf are refused".
        if run.args and (run.args[0] in ("help", "--version") or "--help" in run.args or "-h" in run.args):
            continue
        echoed = any(NAN_INF.search(a.partition("=")[2]) for a in run.args)
        if NAN_INF.search(run.stdout) or (NAN_INF.search(run.stderr) and not echoed):
            bad.append(run.command)
    expect(not bad, "nan/inf in the output of:\n    " + "\n    ".join(bad))


# ---------------------------------------------------------------------------------------------

def main():
    global BINARY
    if len(sys.argv) != 2:
        sys.exit("usage: %s <path-to-impetus>" % sys.argv[0])
    BINARY = os.path.abspath(sys.argv[1])
    if not os.access(BINARY, os.X_OK):
        sys.exit("test_cli.py: %s is not an executable" % BINARY)

    cases = help_cases() + format_cases() + value_cases() + solve_cases() + info_cases() + error_cases()
    cases.append(("no nan/inf in any output", check_no_nan_inf))
    passed = failed = 0
    for label, check in cases:
        first = len(RUNS)
        try:
            check()
            passed += 1
            continue
        except CheckFailed as problem:
            message = str(problem)
        except Exception as problem:  # a crash of the test on odd output is a failure, not an abort
            message = "%s: %s" % (type(problem).__name__, problem)
        failed += 1
        print("FAIL %s\n  %s" % (label, message))
        for run in RUNS[first:]:
            print("  $ %s" % run.command)

    print("worst error per model (|got - ref| / max(|ref|, scale); tolerance %.0e):" % TOLERANCE)
    for model in sorted(WORST):
        error, command, what = WORST[model]
        print("  %-14s %.2e  %s  [%s]" % (model, float(error), what, command))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
