#!/usr/bin/env python3
"""`impetus presets` and `--motion=SPEC` against the contract (tools/impetus/CONTRACT.md), from outside.

Usage:  python3 tests/cli/test_presets.py <path-to-impetus>

- `impetus presets` lists at least 15 presets, one `name<TAB>spec` a line, names unique.
- The published numbers, read back from `info`: Material 3's motion springs (mass 1; standard
  spatial fast/default/slow stiffness 1400/700/300 at damping ratio 0.9, standard effects
  3800/1600/800 at ratio 1, expressive spatial 800/380/200 at ratios 0.6/0.8/0.8, expressive
  effects as the standard effects) and SwiftUI's smooth/snappy/bouncy (duration 0.5 with bounce
  0/0.15/0.3, so stiffness (2 pi / 0.5)^2 and damping ratio 1 - bounce, computed here).
- For every preset, `info --motion=NAME` and `info --motion=SPEC` (the spec `presets` prints)
  print the same lines.
- `--motion=SPEC` gives exactly the output of the equivalent model and options (sample, info,
  export), for specs of every model.
- A bad --motion exits 2 with the spec's message and its column, one line on stderr, nothing on
  stdout; so does --motion given with a model, or with a model option.

The last line is `N passed, M failed`; the exit status is 0 only when none failed.
"""

import math
import shlex
import subprocess
import sys

BINARY = None
PASSED = 0
FAILED = []


def run(*args):
    result = subprocess.run([BINARY] + list(args), capture_output=True, text=True, timeout=60)
    return result


def check(name, condition, detail=""):
    global PASSED
    if condition:
        PASSED += 1
    else:
        FAILED.append("%s: %s" % (name, detail))


def info(*args):
    """info's lines as a dict (and the raw run)."""
    result = run("info", *args)
    if result.returncode != 0:
        raise AssertionError("info %s exited %d: %s" % (shlex.join(args), result.returncode, result.stderr.strip()))
    return dict(line.split("=", 1) for line in result.stdout.splitlines()), result


# ---------------------------------------------------------------------------------------------

def presets():
    result = run("presets")
    check("presets: exit status 0, nothing on stderr", result.returncode == 0 and result.stderr == "",
          (result.returncode, result.stderr))
    lines = result.stdout.splitlines()
    check("presets: ends with a newline", result.stdout.endswith("\n"), result.stdout[-40:])
    check("presets: at least 15", len(lines) >= 15, len(lines))
    pairs = [line.split("\t") for line in lines]
    check("presets: name<TAB>spec lines", all(len(p) == 2 and p[0] and p[1] and p[0].strip() == p[0]
                                               and " " not in p[0] for p in pairs),
          [line for line, p in zip(lines, pairs) if len(p) != 2][:3])
    names = [p[0] for p in pairs]
    check("presets: unique names", len(set(names)) == len(names), sorted(n for n in names if names.count(n) > 1))
    return [(p[0], p[1]) for p in pairs if len(p) == 2]


MATERIAL = {
    "material.standard.spatial.fast": (1400, 0.9), "material.standard.spatial.default": (700, 0.9),
    "material.standard.spatial.slow": (300, 0.9),
    "material.standard.effects.fast": (3800, 1), "material.standard.effects.default": (1600, 1),
    "material.standard.effects.slow": (800, 1),
    "material.expressive.spatial.fast": (800, 0.6), "material.expressive.spatial.default": (380, 0.8),
    "material.expressive.spatial.slow": (200, 0.8),
    "material.expressive.effects.fast": (3800, 1), "material.expressive.effects.default": (1600, 1),
    "material.expressive.effects.slow": (800, 1),
}
SWIFTUI = {"swiftui.smooth": 0.0, "swiftui.snappy": 0.15, "swiftui.bouncy": 0.3}


def close(got, expected, ulps=8):
    return abs(got - expected) <= ulps * 2 ** -52 * abs(expected)


def check_published(listed):
    names = dict(listed)
    for name, (stiffness, ratio) in MATERIAL.items():
        check("preset %s listed" % name, name in names, sorted(names))
        if name not in names:
            continue
        values, _ = info("--motion=" + name)
        check("%s: a spring of mass 1" % name, values.get("model") == "spring" and float(values["mass"]) == 1, values)
        # Given numbers read back exactly.
        check("%s: stiffness %s" % (name, stiffness), float(values["stiffness"]) == stiffness, values["stiffness"])
        check("%s: damping ratio %s" % (name, ratio), float(values["damping_ratio"]) == ratio, values["damping_ratio"])
    for name, bounce in SWIFTUI.items():
        check("preset %s listed" % name, name in names, sorted(names))
        if name not in names:
            continue
        values, _ = info("--motion=" + name)
        stiffness = (2 * math.pi / 0.5) ** 2
        check("%s: duration 0.5, bounce %s" % (name, bounce),
              float(values["duration"]) == 0.5 and float(values["bounce"]) == bounce, values)
        check("%s: stiffness (2 pi / 0.5)^2" % name, close(float(values["stiffness"]), stiffness),
              (values["stiffness"], stiffness))
        check("%s: damping ratio 1 - bounce" % name, close(float(values["damping_ratio"]), 1 - bounce),
              (values["damping_ratio"], 1 - bounce))
    # The contract's own example, to the character.
    _, result = info("--motion=material.standard.spatial.default")
    lines = result.stdout.splitlines()
    check("info material.standard.spatial.default prints stiffness=700 and damping_ratio=0.9",
          "stiffness=700" in lines and "damping_ratio=0.9" in lines, lines)


def check_name_and_spec(listed):
    for name, spec in listed:
        by_name = run("info", "--motion=" + name)
        by_spec = run("info", "--motion=" + spec)
        check("info --motion=%s == info --motion='%s'" % (name, spec),
              by_name.returncode == 0 and by_spec.returncode == 0 and by_name.stdout == by_spec.stdout
              and by_name.stdout != "", (by_name.returncode, by_spec.returncode, by_name.stderr, by_spec.stderr))


# --motion and the equivalent model options: (spec, model and options, sample times or None for
# --samples up to the settle time)
EQUIVALENT = [
    ("spring(stiffness: 700, dampingRatio: 0.9, startVelocity: -2000)",
     ["spring", "--stiffness=700", "--damping-ratio=0.9", "--start-velocity=-2000"], None),
    ("swiftui.bouncy(startVelocity: 300)", ["spring", "--duration=0.5", "--bounce=0.3", "--start-velocity=300"], None),
    ("material.standard.spatial.default(damping: 10)", ["spring", "--stiffness=700", "--damping=10"], None),
    ("spring(mass: 2, settlingDuration: 0.8, bounce: 0.2, startPosition: -50, restPosition: 10, tolerance: 1e-4)",
     ["spring", "--mass=2", "--settling-duration=0.8", "--bounce=0.2", "--start-position=-50", "--rest-position=10",
      "--tolerance=1e-4"], None),
    ("spring", ["spring"], None),
    ("decay(lambda: 4)", ["decay", "--lambda=4"], None),
    ("impetus.flingTo", ["decay", "--lambda=2"], None),
    ("decay(startPosition: 0, endPosition: 240, endVelocity: 20, duration: 0.8)",
     ["decay", "--start-position=0", "--end-position=240", "--end-velocity=20", "--duration=0.8"], None),
    ("decay(startPosition: 10, startVelocity: 400, friction: 0.01, tolerance: 0.01)",
     ["decay", "--start-position=10", "--start-velocity=400", "--friction=0.01", "--tolerance=0.01"], None),
    ("decay(startPosition: 0, startVelocity: 300, lambda: 3, reach: 50)",
     ["decay", "--start-position=0", "--start-velocity=300", "--lambda=3", "--reach=50"], None),
    ("gravity(startVelocity: 300, reach: -200)", ["gravity", "--start-velocity=300", "--reach=-200"],
     "0,0.1,0.5,1"),
    ("gravity(startPosition: 0, startVelocity: 12, acceleration: -9.81, reach: -1)",
     ["gravity", "--start-position=0", "--start-velocity=12", "--acceleration=-9.81", "--reach=-1"], "0,0.5,1,1.5"),
    ("impetus.bounceIntoView", ["bounce", "--gravity=-2000", "--restitution=0.5"], None),
    ("bounce(startPosition: 300, restitution: 0.6, gravity: -9.81, maxBounces: 3)",
     ["bounce", "--start-position=300", "--restitution=0.6", "--gravity=-9.81", "--max-bounces=3"], None),
    ("bounce(startPosition: 2, startVelocity: 7, restitution: 0.6, gravity: -31, tolerance: 0.01)",
     ["bounce", "--start-position=2", "--start-velocity=7", "--restitution=0.6", "--gravity=-31", "--tolerance=0.01"],
     None),
    ("android.fling", ["fling"], None),
    ("fling(startPosition: 0, startVelocity: 8000)", ["fling", "--start-position=0", "--start-velocity=8000"],
     "-0.5,0,0.5,2,3"),
    ("fling(endPosition: 40, friction: 0.03, density: 2.625, tolerance: 0.01)",
     ["fling", "--end-position=40", "--friction=0.03", "--density=2.625", "--tolerance=0.01"], None),
]


def check_equivalent(spec, explicit, times):
    commands = [["info"], ["sample", "--at=" + times] if times else ["sample", "--samples=9"]]
    commands += [["export", "--format=" + f] for f in ("json", "css", "qml-bezier", "timeline", "csv", "svg")]
    commands.append(["export", "--format=css", "--allowed-error=0.01"])
    for command in commands:
        by_spec = run(command[0], "--motion=" + spec, *command[1:])
        by_options = run(command[0], *explicit, *command[1:])
        label = "%s --motion='%s' == %s" % (command[0], spec, shlex.join(command[:1] + explicit + command[1:]))
        check(label, by_spec.returncode == 0 and by_options.returncode == 0 and by_spec.stdout == by_options.stdout
              and by_spec.stdout != "" and by_spec.stderr == "" == by_options.stderr,
              (by_spec.returncode, by_options.returncode, by_spec.stderr.strip(), by_options.stderr.strip()))


def refused(label, args, *wanted):
    result = run(*args)
    lines = result.stderr.splitlines()
    check(label, result.returncode == 2 and result.stdout == "" and len(lines) == 1
          and all(w in lines[0] for w in wanted), (result.returncode, result.stdout[:80], result.stderr, wanted))


def column(text, token):
    """The 1-based column of token in text, as the spec's messages count."""
    return "column %d: " % (text.index(token) + 1)


def check_errors():
    # (spec, the token the message points at, the message)
    for spec, token, message in [
            ("spring(stiffness: -1)", "stiffness", "stiffness must be > 0, but got -1"),
            ("spring(stiffnes: 1)", "stiffnes", "unknown parameter 'stiffnes' for a spring"),
            ("spring(damping: 1, dampingRatio: 1)", "dampingRatio", "dampingRatio cannot be given with damping"),
            ("bounce(restitution: 2)", "restitution", "restitution must be"),
            ("decay(lambda: 1, friction: 0.5)", "friction", "friction cannot be given with lambda"),
            ("fling(startVelocity: 9, density: 0)", "density", "density must be > 0, but got 0"),
            ("gravity(acceleration: nan)", "nan", "acceleration must be a decimal number"),
            ("swiftui.bouncy(startVelocity: 1e999)", "1e999", "startVelocity must be within the range of doubles"),
    ]:
        refused("bad --motion='%s'" % spec, ["info", "--motion=" + spec], "--motion", column(spec, token) + message)
    refused("bad --motion: an unknown name", ["sample", "--motion=swiftui.bouncier", "--at=0"],
            "--motion", "column 1: unknown model or preset 'swiftui.bouncier'")
    refused("bad --motion: unclosed", ["export", "--motion=spring(mass: 1", "--format=css"],
            "--motion", "column 15: expected ',' or ')'")
    refused("bad --motion: empty", ["info", "--motion="], "--motion", "column 1: expected a model")
    refused("--motion with a model", ["info", "spring", "--motion=swiftui.bouncy"], "--motion", "spring")
    refused("--motion with a model (sample)", ["sample", "decay", "--motion=decay(lambda: 4)", "--at=0"],
            "--motion", "decay")
    refused("--motion with a model option", ["info", "--motion=swiftui.bouncy", "--mass=2"], "--motion", "--mass")
    refused("--motion with a model option (export)",
            ["export", "--motion=impetus.flingTo", "--start-velocity=3", "--format=css"], "--motion", "--start-velocity")
    refused("--motion and a preset as a model", ["info", "swiftui.bouncy"], "--motion=swiftui.bouncy")
    refused("--motion is not for solve", ["solve", "decay", "--motion=decay(lambda: 4)"], "--motion")
    refused("presets takes no arguments", ["presets", "--motion=swiftui.bouncy"], "presets")


def main():
    global BINARY
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    BINARY = sys.argv[1]
    try:
        listed = presets()
        check_published(listed)
        check_name_and_spec(listed)
        for spec, explicit, times in EQUIVALENT:
            check_equivalent(spec, explicit, times)
        check_errors()
    except (AssertionError, KeyError, ValueError, IndexError) as error:
        FAILED.append("aborted: %r" % error)
    for failure in FAILED:
        print("FAIL " + failure)
    print("%d passed, %d failed" % (PASSED, len(FAILED)))
    sys.exit(1 if FAILED else 0)


if __name__ == "__main__":
    main()
