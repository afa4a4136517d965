#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""
Writes docs/benchmarks.md from the JSON of impetus_benchmarks (Google Benchmark, run with
repetitions and --benchmark_report_aggregates_only): medians of CPU time, the ratios with
the targets of issues 7 and 26, and, for each missed target, its section of analysis.md;
with the instructions callgrind counted in the timed loops (impetus_benchmarks
--instructions) and the kernels' accuracy against mpmath (tests/reference/kernels_accuracy.py's
output) where given.

    report.py RESULTS.json [--commit REV] [--callgrind DIR] [--kernels OUTPUT] > docs/benchmarks.md
    report.py --counted    (the --benchmark_filter of the benchmarks to count)

scripts/benchmarks.sh runs the benchmarks, then this script.
"""

import argparse
import json
import math
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TO_NS = {"ns": 1.0, "us": 1e3, "ms": 1e6, "s": 1e9}

# An evaluation's timed loop without the evaluation (benchmarks/evaluation.cpp): its
# instructions are taken off those of every other Evaluate/ benchmark.
LOOP = "Evaluate/Loop(identity)"

# What each benchmark measures, in the order of the table.
MEASUREMENTS = [
    ("Evaluate/Spring.position", "`Spring::position(t)`: underdamped spring, t uniform over its settling"),
    ("Evaluate/Easing(Spring).valueForProgress", "`Easing::settling(spring).valueForProgress(p)`"),
    ("Evaluate/QEasingCurve(Spring).valueForProgress", "the same easing as an exact `QEasingCurve` (trampoline pool)"),
    ("Evaluate/QEasingCurve(OutElastic).valueForProgress", "`QEasingCurve(OutElastic).valueForProgress(p)`"),
    ("Evaluate/Bounce.position", "`Bounce::position(t)`: dropped, restitution 0.5, t uniform until rest"),
    ("Evaluate/Easing(Bounce).valueForProgress", "`Easing::settling(bounce).valueForProgress(p)`"),
    ("Evaluate/QEasingCurve(Bounce).valueForProgress", "the same easing as an exact `QEasingCurve`"),
    ("Evaluate/QEasingCurve(OutBounce).valueForProgress", "`QEasingCurve(OutBounce).valueForProgress(p)`"),
    (LOOP, "the loop alone, its input handed back: the floor under every evaluation"),
    ("Integrate/ClosedForm(t=0.5s)", "spring position at t = 0.5 s, closed form"),
    ("Integrate/SemiImplicitEuler(16ms,t=0.5s)", "semi-implicit Euler, 16 ms steps (Qt Quick's SpringAnimation), 31 steps + 4 ms"),
    ("Integrate/RK4(1ms,t=0.5s)", "classical RK4, 1 ms steps (Rebound's), 500 steps"),
    ("Integrate/ClosedForm(frame)", "one 16 ms frame, closed form: the position at the frame's time"),
    ("Integrate/SemiImplicitEuler(frame,16ms)", "one 16 ms frame, semi-implicit Euler carrying its state (Qt Quick's one step)"),
    ("Integrate/RK4(frame,16x1ms)", "one 16 ms frame, RK4 carrying its state: 16 steps of 1 ms"),
    ("LambertW/Impetus.lambertW0", "`Impetus::lambertW0(z)`, mixed arguments (benchmarks/lambertw.cpp)"),
    ("LambertW/Boost.lambert_w0", "`boost::math::lambert_w0(z)` in double, same arguments"),
    ("LambertW/Impetus.lambertWm1", "`Impetus::lambertWm1(z)`, mixed arguments"),
    ("LambertW/Boost.lambert_wm1", "`boost::math::lambert_wm1(z)` in double, same arguments"),
    ("LambertW/Impetus.lambertW0(bulk)", "`Impetus::lambertW0(z)`, the bulk: z = 10^s, s in [-6, 6], none near -1/e"),
    ("LambertW/Boost.lambert_w0(bulk)", "`boost::math::lambert_w0(z)`, same arguments"),
    ("LambertW/Impetus.lambertWm1(bulk)", "`Impetus::lambertWm1(z)`, the bulk: z = -e^-u, u in [1, 40], none near -1/e"),
    ("LambertW/Boost.lambert_wm1(bulk)", "`boost::math::lambert_wm1(z)`, same arguments"),
    ("Frame/Impetus.SpringAnimation", "one frame: `setCurrentTime()` on 1,000 running `Impetus::SpringAnimation`s"),
    ("Frame/Impetus.MotionDriver", "one frame: 1,000 springs on one `Impetus::MotionDriver`"),
    ("Frame/QPropertyAnimation(OutElastic)", "one frame: 1,000 `QPropertyAnimation`s with `OutElastic`"),
    ("Frame/QPropertyAnimation(exact-spring-curve)", "one frame: 1,000 `QPropertyAnimation`s with the spring's exact `QEasingCurve`"),
    ("Frame/QtQuick.SpringAnimation", "one frame: 1,000 Qt Quick `SpringAnimation`s (`Behavior`s in a `QQmlEngine`), "
     "one 16 ms step of an animation driver"),
    ("Frame/Impetus.QML.SpringMotion", "one frame: the same with Impetus's QML `SpringMotion` (closed form)"),
    ("Frame/Impetus.QML.MotionDriver", "one frame: the same 1,000 `QtObject`s' properties moved by one QML `MotionDriver` "
     "(closed form)"),
] + [
    # benchmarks/bezierfit.cpp: a new 10-segment BezierApproximation::fit(), and a new
    # LinearApproximation::fit() within 1e-3 of the same easings, in the same run.
    (f"Fit/{which}({model})", f"{what}: {label}")
    for model, label in (("spring-0.3", "spring, damping ratio 0.3"), ("spring-0.15", "spring, damping ratio 0.15"),
                         ("spring-critical", "critically damped spring"), ("spring-overdamped", "overdamped spring (2)"),
                         ("decay", "exponential decay"), ("gravity", "gravity reaching 1"),
                         ("bounce-0.5", "dropped bounce, restitution 0.5"), ("bounce-0.7", "dropped bounce, restitution 0.7"))
    for which, what in (("Bezier", "a new `BezierApproximation::fit()`, 10 segments"),
                        ("Linear", "a new `LinearApproximation::fit()` within 1e-3"))
] + [
    # benchmarks/velocitytracker.cpp: a pointer event, and a release's velocity over a window
    # of 13 or 20 samples, beside the textbook normal equations on the same window.
    ("Velocity/Impetus.addPosition", "`VelocityTracker::addPosition()`: one pointer sample"),
] + [
    (f"Velocity/{which}({n})", f"{what}, {n} samples in the window")
    for n in (13, 20)
    for which, what in (("Impetus.LeastSquares", "`VelocityTracker::velocity()`, least squares (Householder QR)"),
                        ("Impetus.Impulse", "`VelocityTracker::velocity()`, impulse (kinetic energy)"),
                        ("Impetus.LastSegments", "`VelocityTracker::velocity()`, last three segments"),
                        ("NormalEquations", "the same parabola by the normal equations and Cramer's rule, in double"))
] + [
    # benchmarks/kineticscroll.cpp: QScroller and Impetus::KineticScroller coasting on the same
    # 10,000-row QListWidget after the same throw, one animation frame per iteration.
    (f"Scroll/{engine}({measure})", f"{what}, {label}")
    for measure, what in (("step", "one frame's scroller step, up to its scroll event (eaten)"),
                          ("frame", "one whole frame: the step and the list's scrolling (repaint untimed)"),
                          ("paint", "one frame and the repaint that follows it (offscreen)"))
    for engine, label in (("QScroller", "`QScroller` coasting"),
                          ("Impetus.KineticScroller", "`Impetus::KineticScroller` coasting"))
] + [
    ("Scroll/Idle(step)", "one frame of the same list with no scroller: the floor under the steps"),
]


# The verdict on a target that lies within the spread of its measured ratio.
NOISE = "within noise"

# Issue 26's targets "A <= k x B", each met when both the ratio of the median times and the
# ratio of the instructions are at most k: (key of analysis.md, label, A, B, k, what B is).
TARGETS = [
    ("qmlspring", "Impetus's QML SpringMotion per frame (1,000 animations)", "Frame/Impetus.QML.SpringMotion",
     "Frame/QtQuick.SpringAnimation", 1.0, "Qt Quick's SpringAnimation"),
    ("qmldriver", "1,000 QML properties on one QML MotionDriver per frame", "Frame/Impetus.QML.MotionDriver",
     "Frame/QtQuick.SpringAnimation", 0.4, "Qt Quick's SpringAnimation"),
    ("spring", "spring through its exact QEasingCurve", "Evaluate/QEasingCurve(Spring).valueForProgress",
     "Evaluate/QEasingCurve(OutElastic).valueForProgress", 0.8, "OutElastic"),
    ("bounceeasing", "bounce through its exact QEasingCurve", "Evaluate/QEasingCurve(Bounce).valueForProgress",
     "Evaluate/QEasingCurve(OutBounce).valueForProgress", 1.5, "OutBounce"),
    ("bounce", "bounce evaluation", "Evaluate/Bounce.position",
     "Evaluate/QEasingCurve(OutBounce).valueForProgress", 1.0, "OutBounce"),
    ("frames", "1,000 animations per frame", "Frame/Impetus.SpringAnimation",
     "Frame/QPropertyAnimation(OutElastic)", 1.0, "QPropertyAnimation + OutElastic"),
    ("driver", "1,000 motions on one shared driver per frame", "Frame/Impetus.MotionDriver",
     "Frame/QPropertyAnimation(OutElastic)", 0.2, "QPropertyAnimation + OutElastic"),
]


# Lambert W against Boost.Math (issue 16's targets): (key, label, Impetus, Boost, accuracy, at most).
LAMBERT_TARGETS = [
    ("lambertw0", "Lambert W0, the bulk", "LambertW/Impetus.lambertW0(bulk)", "LambertW/Boost.lambert_w0(bulk)",
     "LambertWAccuracy/W0", 1.5),
    ("lambertw0mix", "Lambert W0, 25% near -1/e", "LambertW/Impetus.lambertW0", "LambertW/Boost.lambert_w0",
     "LambertWAccuracy/W0", 2.5),
    ("lambertwm1", "Lambert W-1, the bulk", "LambertW/Impetus.lambertWm1(bulk)", "LambertW/Boost.lambert_wm1(bulk)",
     "LambertWAccuracy/W-1", 1.5),
    ("lambertwm1mix", "Lambert W-1, 25% near -1/e", "LambertW/Impetus.lambertWm1", "LambertW/Boost.lambert_wm1",
     "LambertWAccuracy/W-1", 2.5),
]


def counted_filter():
    """What scripts/benchmarks.sh has callgrind count: every side of a target, and Evaluate/
    (cheap under callgrind), as a --benchmark_filter."""
    names = sorted({n for target in TARGETS + LAMBERT_TARGETS for n in target[2:4] if not n.startswith("Evaluate/")})
    return "^(Evaluate/.*|" + "|".join(re.escape(n) for n in names) + ")$"


def load_instructions(directory):
    """{benchmark: instructions per iteration of its timed loop} from the profiles callgrind
    wrote under impetus_benchmarks --instructions, whose description names the benchmark and
    its iterations; the loop's own instructions are taken off each evaluation."""
    per_iteration = {}
    for entry in sorted(os.listdir(directory)):
        what, total = None, None
        with open(os.path.join(directory, entry), errors="replace") as f:
            for line in f:
                match = re.match(r"desc: Trigger: Client Request: impetus-instructions (\d+) (.+)$", line)
                if match:
                    what = (int(match.group(1)), match.group(2).strip())
                match = re.match(r"(summary|totals): (\d+)", line)
                if match and total is None:
                    total = int(match.group(2))
        if what and total is not None and what[0] > 0:
            per_iteration[what[1]] = total / what[0]
    loop = per_iteration.get(LOOP)
    if loop is not None:
        for name in per_iteration:
            if name.startswith("Evaluate/") and name != LOOP:
                per_iteration[name] -= loop
    return per_iteration


def load_kernels(path):
    """What kernels_accuracy.py printed: per function its points, and per class of results the
    largest error, its unit and where; the values checked, the seconds, and the lines of a
    failure."""
    result = {"functions": {}, "failures": [], "values": None, "seconds": None}
    with open(path) as f:
        for line in f:
            line = line.rstrip("\n")
            match = re.match(r"(\w+): (\d+) points$", line)
            if match:
                result["functions"][match.group(1)] = {"points": int(match.group(2)), "over_half": 0, "max": {}}
            match = re.match(r"  .+: \d+ points, (\d+) over 0\.5 ulp$", line)
            if match and result["functions"]:
                list(result["functions"].values())[-1]["over_half"] += int(match.group(1))
            # "exp: max 0.5132 ulp for normal results, at 568.28 (bound 0.52 ulp)": the bound is the
            # one the check was given (the ctest's arguments), so it is stated in one place.
            match = re.match(r"(\w+): max ([0-9.]+) (ulp.*) for (normal|subnormal) results, at (?:x = )?(.+?)"
                             r"(?: \(bound ([0-9.]+) ulp\))?$", line)
            if match and match.group(1) in result["functions"]:
                result["functions"][match.group(1)]["max"][match.group(4)] = (
                    float(match.group(2)), match.group(3), match.group(5),
                    None if match.group(6) is None else float(match.group(6)))
            if line.startswith("FAIL"):
                result["failures"].append(line)
            match = re.match(r"(\d+) values checked in (\d+) s$", line)
            if match:
                result["values"], result["seconds"] = int(match.group(1)), int(match.group(2))
    return result


def load(path):
    with open(path) as f:
        data = json.load(f)  # Google Benchmark writes NaN for undefined counters; json accepts it
    medians, spreads, deviations = {}, {}, {}
    for b in data["benchmarks"]:
        name = re.sub(r"/(iterations|repeats):\d+", "", b["run_name"])
        if b["run_type"] == "aggregate":
            if b["aggregate_name"] == "median":
                medians[name] = b
            elif b["aggregate_name"] == "cv":
                spreads[name] = b["cpu_time"]
            elif b["aggregate_name"] == "stddev":
                deviations[name] = b["cpu_time"] * TO_NS[b["time_unit"]]
        else:
            medians.setdefault(name, b)  # single-repetition runs (the accuracy sweeps)
    return data["context"], medians, spreads, deviations


def ns(results, name):
    b = results[name]
    return b["cpu_time"] * TO_NS[b["time_unit"]]


def duration(value_ns):
    for unit, scale in (("s", 1e9), ("ms", 1e6), ("µs", 1e3)):
        if value_ns >= scale:
            return f"{value_ns / scale:.3g} {unit}"
    return f"{value_ns:.3g} ns"


def ratio(x):
    return f"{x:.3g}x"


def analysis_sections():
    """{key: (text, always)} from the "## key" and "## key (always)" sections of analysis.md."""
    sections, key = {}, None
    with open(os.path.join(HERE, "analysis.md")) as f:
        for line in f:
            match = re.match(r"^## (\S+)( \(always\))?", line)
            if match:
                key = match.group(1)
                sections[key] = ([], bool(match.group(2)))
            elif key:
                sections[key][0].append(line.rstrip("\n"))
    return {k: ("\n".join(lines).strip(), always) for k, (lines, always) in sections.items()}


def cpu_model():
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return "unknown"


def main():
    parser = argparse.ArgumentParser(description=__doc__.strip().splitlines()[0])
    parser.add_argument("results", nargs="?")
    parser.add_argument("--commit", default="")
    parser.add_argument("--callgrind", metavar="DIR", help="the profiles of impetus_benchmarks --instructions")
    parser.add_argument("--kernels", metavar="OUTPUT", help="what kernels_accuracy.py printed")
    parser.add_argument("--counted", action="store_true", help="print the filter of the benchmarks to count")
    args = parser.parse_args()
    if args.counted:
        print(counted_filter())
        return
    if not args.results:
        parser.error("the benchmarks' JSON is missing")
    context, r, cv, sd = load(args.results)
    counts = load_instructions(args.callgrind) if args.callgrind and os.path.isdir(args.callgrind) else {}
    kernels = load_kernels(args.kernels) if args.kernels and os.path.isfile(args.kernels) else None
    repetitions = max((b.get("repetitions", 1) for b in r.values() if b.get("run_type") == "aggregate"), default=1)
    analysis = analysis_sections()
    out = []
    w = out.append

    w("<!-- Generated by scripts/benchmarks.sh (benchmarks/report.py): do not edit; rerun it. -->")
    w("# Benchmarks")
    w("")
    w("*Generated* by `bash scripts/benchmarks.sh` from one run of `impetus_benchmarks` "
      "(`benchmarks/`, Google Benchmark). Edit `benchmarks/` and rerun the script rather than this page. "
      f"Times are medians of {repetitions} repetitions, in CPU time of the benchmark thread (so that other "
      "processes on a shared machine weigh less); the spread is their standard deviation and "
      "*cv* its ratio to their mean. Every ratio below divides two medians of this one run, "
      "whose repetitions ran interleaved in random order (`--benchmark_enable_random_interleaving`), "
      "so that other work on the machine, coming and going, weighs on both sides alike; a ratio is "
      "still only as steady as the cv of both. The steady figure beside a time is the count of "
      "instructions executed (*instructions* below): the same binary run once more under "
      "`valgrind --tool=callgrind` with `--instructions`, which counts each benchmark's timed loop "
      "and nothing else, divided by its iterations. A count does not move with the machine's load, "
      "but it weighs every instruction alike, a division as much as an addition, and sees no cache "
      "miss: it says what the code does, the time what that costs here. Measurements, not tests: "
      "nothing here fails a build.")
    w("")

    # --- machine -----------------------------------------------------------------------
    load_avg = context.get("load_avg", [])
    w("## Machine")
    w("")
    w("| | |")
    w("|---|---|")
    w(f"| date | {context.get('date', '?')} |")
    w(f"| CPU | {cpu_model()}, {context.get('num_cpus', '?')} cores at {context.get('mhz_per_cpu', '?')} MHz |")
    if load_avg:
        w(f"| load average at start | {', '.join(f'{x:.2f}' for x in load_avg)} (1, 5, 15 min) |")
    w(f"| compiler | {context.get('compiler', '?')} |")
    w(f"| Qt | {context.get('qt_version', '?')} (built against {context.get('qt_build_version', '?')}) |")
    w(f"| build type | {context.get('build_type', '?')} |")
    if args.commit:
        w(f"| Impetus | {args.commit} |")
    w(f"| Google Benchmark | {context.get('library_build_type', '?')} build of the library (Debian's) |")
    checked = {"yes": "; seen to count a `QByteArray`'s allocation", "no": "; **did not see a `QByteArray`'s allocation**"}
    w(f"| allocation counting | {context.get('allocation_counting', '?')}"
      f"{checked.get(context.get('allocation_counting_checked'), '')} |")
    application = context.get("application")
    w(f"| AVX upper state at start | {context.get('avx_upper_state_at_start', 'not read')} "
      "(XGETBV(1) once Qt and Impetus are loaded and the application"
      f"{' (' + application + ')' if application else ''} exists) |")
    timed = [b for b in r.values() if "avx_dirty_before" in b]
    unknown = [b for b in timed if b["avx_dirty_before"] < 0]
    if timed and not unknown:
        before = sorted(n for n, b in r.items() if b.get("avx_dirty_before", 0) > 0)
        after = sorted(n for n, b in r.items() if b.get("avx_dirty_after", 0) > 0)
        w(f"| AVX upper state before the timed loops | dirty before {len(before)} of {len(timed)} "
          f"(median of the repetitions), cleared by `vzeroupper` before every loop"
          f"{': ' + ', '.join(f'`{n}`' for n in before) if before else ''} |")
        w(f"| AVX upper state after the timed loops | left dirty by {len(after)} of {len(timed)}"
          f"{': ' + ', '.join(f'`{n}`' for n in after) if after else ''} |")
    elif timed:
        w("| AVX upper state before the timed loops | not readable here (no XGETBV(1)); "
          "cleared by `vzeroupper` before every loop where AVX exists |")
    w("")

    avx, _ = analysis.get("avx", ("", False))
    if avx:
        w("## The AVX upper state")
        w("")
        w(avx)
        w("")

    # --- measurements --------------------------------------------------------------------
    w("## Measurements")
    w("")
    if counts:
        loop = f", {counts[LOOP]:.1f} instructions," if LOOP in counts else ""
        w("*instructions*: per iteration of the timed loop, as the median is: per call for `Evaluate/`, "
          f"per frame for `Frame/`. The loop itself (`{LOOP}`{loop} its input read and its result kept) "
          "is taken off every other `Evaluate/` count, so that those count the call and what it "
          "does; a frame's loop is lost in its 1,000 animations. Blank where the benchmark was not counted.")
    else:
        w("No instruction counts in this run (they need valgrind, and `impetus_benchmarks` built "
          "with its `valgrind/callgrind.h`).")
    w("")
    w("| benchmark | what | median | spread | cv | instructions |")
    w("|---|---|--:|--:|--:|--:|")
    for name, what in MEASUREMENTS:
        if name not in r:
            w(f"| `{name}` | {what} | not run | | | |")
            continue
        spread = f"{cv[name] * 100:.1f}%" if name in cv and math.isfinite(cv[name]) else ""
        deviation = f"± {duration(sd[name])}" if name in sd and math.isfinite(sd[name]) else ""
        instructions = f"{counts[name]:,.0f}" if name in counts else ""
        w(f"| `{name}` | {what} | {duration(ns(r, name))} | {deviation} | {spread} | {instructions} |")
    w("")

    frames = {n: r[n] for n in r if n.startswith("Frame/")}
    if frames:
        w("Per frame of 1,000 animations, after 10 warm-up frames; heap allocations counted over "
          "100 frames (`benchmarks/allocationcounter.h`: every `malloc`/`calloc`/`realloc` of the "
          "process, Qt's included, and every `operator new`):")
        w("")
        w("| benchmark | per animation update | instructions per animation update | heap allocations per frame | "
          "of which `operator new` |")
        w("|---|--:|--:|--:|--:|")
        for name, b in frames.items():
            instructions = f"{counts[name] / b['animations']:,.0f}" if name in counts else ""
            w(f"| `{name}` | {duration(ns(r, name) / b['animations'])} | {instructions} | "
              f"{b['heap_allocs_per_frame']:g} | {b['operator_new_per_frame']:g} |")
        w("")

    integrate = [n for n, _ in MEASUREMENTS if n.startswith("Integrate/") and n in r and "abs_error" in r[n]]
    if integrate:
        w("Errors at t = 0.5 s of the spring of the README (0.5 s, bounce 0.3, from 0 at 500/s "
          "towards 100), against the textbook solution evaluated at 50 digits "
          "(Boost.Multiprecision, `benchmarks/integrators.cpp`):")
        w("")
        w("| method | absolute error | relative to the 100 travelled | ulp |")
        w("|---|--:|--:|--:|")
        for name in integrate:
            b = r[name]
            w(f"| `{name}` | {b['abs_error']:.3g} | {b['rel_error']:.3g} | {b['ulp_error']:.3g} |")
        w("")

    players = [n for n in ("Frame/QtQuick.SpringAnimation", "Frame/Impetus.QML.SpringMotion", "Frame/Impetus.QML.MotionDriver")
               if n in r and "max_rel_error" in r[n]]
    if players:
        w("Played by a `QQmlEngine` frame by frame (16 ms), from rest at 0 to 100: the values written "
          "against the exact spring that Qt Quick's parameters integrate (the `Frame/` benchmarks' spring), "
          "evaluated at 50 digits (`benchmarks/quickspring.cpp`); a stop test is |v| < 0.01 and |100 - x| < 0.01, "
          "Qt Quick's own (its default `epsilon`):")
        w("")
        w("| animation | max error before landing, relative to the 100 travelled | lands at | "
          "exact spring's distance to 100 there, relative | exact spring passes the stop test at | "
          "exact spring within 0.01 of 100 from |")
        w("|---|--:|--:|--:|--:|--:|")
        for name in players:
            b = r[name]
            w(f"| `{name}` | {b['max_rel_error']:.3g} | {b['stop_ms']:g} ms | {b['landing_rel']:.2g} | "
              f"{b['exact_stop_ms']:g} ms | {b['exact_settle_ms']:.4g} ms |")
        w("")
        qt = r.get("Frame/QtQuick.SpringAnimation", {})
        if "replica_max_diff" in qt:
            same = "bit for bit" if qt["replica_max_diff"] == 0 else f"to within {qt['replica_max_diff']:.3g}"
            w(f"Every value Qt Quick wrote matches its update rule replicated in C++ {same}.")
            w("")
        text, _ = analysis.get("quickspring", ("", False))
        if text:
            w(text)
            w("")

    accuracy = [n for n in ("LambertWAccuracy/W0", "LambertWAccuracy/W-1") if n in r]
    if accuracy:
        w("Lambert W error in ulp against Boost.Math's `lambert_w0`/`lambert_wm1` at 50 digits "
          "(`cpp_bin_float_50`), over log-spaced sweeps of each whole domain, including "
          "z + 1/e from 1e-16 to 0.07 (the branch point) and, for W-1, subnormal z:")
        w("")
        w("| branch | points | Impetus max | Boost (double) max | Boost max away from the branch point | Boost throws |")
        w("|---|--:|--:|--:|--:|--:|")
        for name in accuracy:
            b = r[name]
            w(f"| {name.split('/')[1]} | {b['points']:g} | {b['impetus_max_ulp']:.3g} | "
              f"{b['boost_max_ulp']:.3g} (z = {b['boost_worst_z']:.17g}) | {b['boost_max_ulp_away']:.3g} | "
              f"{b['boost_throws']:g} |")
        w("")

    # --- the velocity tracker ------------------------------------------------------------
    def spread_of(*names):
        """The spread of a ratio of medians: the cvs of both combined (nan if one is missing)."""
        return math.hypot(*(cv.get(n, math.nan) for n in names))

    def with_spread(x, *names):
        spread = spread_of(*names)
        return f"{ratio(x)} ± {spread * 100:.0f}%" if math.isfinite(spread) else ratio(x)

    windows = [n for n in (13, 20) if all(f"Velocity/{which}({n})" in r for which in
                                          ("Impetus.LeastSquares", "NormalEquations"))]
    if windows:
        w("A release's velocity (`benchmarks/velocitytracker.cpp`): `VelocityTracker::velocity()` finds its "
          "window in its ring of samples (ages, gaps), scales it and fits it; the normal equations are handed "
          "the same window. A ratio divides two medians of this run, ± the cvs of both combined; *rel_error* "
          "is the largest relative difference, over the 64 windows and both axes, from the same fit solved "
          "at 50 digits (`cpp_bin_float_50`):")
        w("")
        w("| samples | least squares (QR) | normal equations | QR / normal equations | "
          "rel_error of QR | rel_error of the normal equations | impulse / QR | last segments / QR |")
        w("|--:|--:|--:|--:|--:|--:|--:|--:|")
        for n in windows:
            qr, ne = f"Velocity/Impetus.LeastSquares({n})", f"Velocity/NormalEquations({n})"
            cells = []
            for other in (f"Velocity/Impetus.Impulse({n})", f"Velocity/Impetus.LastSegments({n})"):
                cells.append(with_spread(ns(r, other) / ns(r, qr), other, qr) if other in r else "not run")
            w(f"| {n} | {duration(ns(r, qr))} | {duration(ns(r, ne))} | "
              f"{with_spread(ns(r, qr) / ns(r, ne), qr, ne)} | "
              f"{r[qr].get('rel_error', math.nan):.2g} | {r[ne].get('rel_error', math.nan):.2g} | "
              f"{cells[0]} | {cells[1]} |")
        w("")
        sample = "Velocity/Impetus.addPosition"
        if sample in r:
            w(f"A pointer event costs {duration(ns(r, sample))} (`addPosition()`); a release by least squares, "
              + ", ".join(f"{ns(r, f'Velocity/Impetus.LeastSquares({n})') / ns(r, sample):.3g} events' worth "
                          f"at {n} samples" for n in windows)
              + ".")
            w("")
        text, _ = analysis.get("velocity", ("", False))
        if text:
            w(text)
            w("")

    # --- a kinetic scroll's frames ------------------------------------------------------
    scroll_measures = [m for m in ("step", "frame", "paint")
                       if all(f"Scroll/{e}({m})" in r for e in ("QScroller", "Impetus.KineticScroller"))]
    if scroll_measures:
        qt0, im0 = r[f"Scroll/QScroller({scroll_measures[0]})"], r[f"Scroll/Impetus.KineticScroller({scroll_measures[0]})"]
        w("A kinetic scroll's cost per animation frame (`benchmarks/kineticscroll.cpp`, issue 25): `QScroller` "
          "and `Impetus::KineticScroller` each coasting on a `QListWidget` of 10,000 rows of 40 px (400 x 600, "
          "`ScrollPerPixel`, shown on Qt's `offscreen` platform) after the same throw: 30 moves 8 ms apart at "
          "2,000 px/s, handed to `QScroller::handleInput()` (grabbed on the viewport with `TouchGesture`) and "
          "sent as `QMouseEvent`s to the viewport for `KineticScroller` (`mouseDragEnabled`). A frame is one "
          "advance of Qt's animation driver, 16 ms on; the monotonic clock, on which `QScroller` places its "
          "coast, is stepped with it (the executable defines `clock_gettime()`), so each run times the same "
          f"frames: {qt0['throws']:g} throws of {qt0['frames_per_throw']:g} "
          "frames after the release. *step* is the scroller's own work up to its `QScrollEvent`, which a filter "
          "eats; *frame* adds the area's handling of it (scroll bar, `scrollContentsBy()`, the viewport's scroll "
          "and update request), the repaint left out (done between frames, untimed); *paint* adds the event "
          "processing after the frame, the repaint into the offscreen backing store. "
          f"`KineticScroller`'s coast is a decay at the rate that covers, in these frames, what `QScroller`'s "
          f"default coast covers: per throw {qt0['distance_px']:.1f} px from a release at "
          f"{qt0['release_px_s']:.0f} px/s for `QScroller`, {im0['distance_px']:.1f} px from "
          f"{im0['release_px_s']:.0f} px/s for `KineticScroller`, the content moved (by half a pixel or more) "
          f"in {qt0['moved_frames']:g} and {im0['moved_frames']:g} of the {qt0['frames_per_throw']:g} frames. "
          "Times are medians ± their standard deviation; a ratio, ± the cvs of both combined; allocations "
          "are per frame, counted over one throw's frames outside the timed loop. Run it alone with "
          "`build-bench/benchmarks/impetus_benchmarks --benchmark_filter=Scroll/` (a Release build).")
        w("")
        w("| per frame | `QScroller` | `KineticScroller` | KineticScroller / QScroller | "
          "allocations: QScroller | allocations: KineticScroller | repaints per frame |")
        w("|---|--:|--:|--:|--:|--:|--:|")
        def timed(name):
            return f"{duration(ns(r, name))} ± {duration(sd[name])}" if name in sd else duration(ns(r, name))

        for m in scroll_measures:
            qt, im = f"Scroll/QScroller({m})", f"Scroll/Impetus.KineticScroller({m})"
            w(f"| {m} | {timed(qt)} | {timed(im)} | {with_spread(ns(r, im) / ns(r, qt), qt, im)} | "
              f"{r[qt]['heap_allocs_per_frame']:.3g} | {r[im]['heap_allocs_per_frame']:.3g} | "
              f"{r[qt]['painted_per_frame']:g} / {r[im]['painted_per_frame']:g} |")
        idle = "Scroll/Idle(step)"
        if idle in r and "step" in scroll_measures:
            qt, im = ns(r, "Scroll/QScroller(step)"), ns(r, "Scroll/Impetus.KineticScroller(step)")
            floor = ns(r, idle)
            above = (f"{duration(qt - floor)} and {duration(im - floor)} above it"
                     if qt > floor and im > floor else "not measurably above it in this run")
            w("")
            w(f"The same frame with no scroller (`Scroll/Idle(step)`, the unified timer and Google Benchmark's "
              f"pause and resume around the frame) takes {timed(idle)}: the steps are {above} "
              "(differences of medians, noisier than either).")
        w("")
        text, _ = analysis.get("scroll", ("", False))
        if text:
            w(text)
            w("")

    # --- the kernels' accuracy ----------------------------------------------------------------
    w("## The kernels' accuracy")
    w("")
    if kernels is None:
        w("Not checked in this run (`tests/reference/kernels_accuracy.py` needs python3-mpmath and "
          "`impetus_kernels_eval`).")
        w("")
    else:
        finished = (f"{kernels['values']:,} values in {kernels['seconds']} s" if kernels["values"] is not None
                    else "**it did not finish**")
        w("The kernels a spring is evaluated with are Impetus's own (`lib/models/kernels_p.h`, `docs/kernels.md`). "
          "`tests/reference/kernels_accuracy.py` (the ctest `kernels-mpmath`) judged them here, in this "
          f"build (`impetus_kernels_eval`), against mpmath at 40 digits: {finished}. An error is the distance "
          "from the exact value in ulps of the double nearest to it (of 2^-1074 for a subnormal result); "
          "an exactly rounded result is within 0.5. The bound is the one the check judged by, the ctest's, "
          "which is what `kernels_p.h` states, argued in `kernels.cpp`:")
        w("")
        w("| kernel | results | points | worst error | at | bound | within | points over 0.5 ulp |")
        w("|---|---|--:|--:|---|--:|---|--:|")
        functions = dict.fromkeys(["exp", "sin", "cos"] + list(kernels["functions"]))
        for function in functions:
            f = kernels["functions"].get(function)
            if f is None:
                w(f"| `{function}` | | | not checked | | | | |")
                continue
            for kind, (error, unit, where, bound) in f["max"].items():
                within = "" if bound is None else ("yes" if error <= bound else "**no**")
                over_half = f"{f['over_half']:,}" if kind == next(iter(f["max"])) else ""
                w(f"| `{function}` | {kind} | {f['points']:,} | {error:.4f} {unit} | {where} | "
                  f"{'' if bound is None else f'{bound:g} ulp'} | {within} | {over_half} |")
        w("")
        if kernels["failures"]:
            w("The check failed, with the bounds `scripts/benchmarks.sh` hands it (the ctest's):")
            w("")
            for failure in kernels["failures"]:
                w(f"- {failure}")
        elif kernels["values"] is not None:
            w("The check passed, with the bounds `scripts/benchmarks.sh` hands it (the ctest's).")
        w("")

    # --- ratios ----------------------------------------------------------------------------
    def has(*names):
        return all(n in r for n in names)

    # (key, label, time text, instructions text, target text, met or None, miss text)
    rows = []

    def instructions_ratio(num, den):
        return counts[num] / counts[den] if num in counts and den in counts and counts[den] > 0 else None

    def counted(num, den):
        y = instructions_ratio(num, den)
        return "" if y is None else f"{ratio(y)} ({counts[num]:,.0f} / {counts[den]:,.0f})"

    def judge(num, den, target, over=()):
        """The time ratio num / den, its spread, and whether "num <= target x den" is met:
        (x, spread, met, miss). over: what else misses it (an accuracy)."""
        x = ns(r, num) / ns(r, den)
        y = instructions_ratio(num, den)
        # The spread of a ratio of two medians: their cvs combined. A target inside it is
        # neither met nor missed by the time; instructions over it miss it all the same.
        spread = math.hypot(cv.get(num, 0.0), cv.get(den, 0.0))
        within = math.isfinite(spread) and x * (1 - spread) <= target <= x * (1 + spread)
        over = list(over)
        if x > target and not within:
            over.append(f"the time {(x / target - 1) * 100:.0f}% over it")
        if y is not None and y > target:
            over.append(f"the instructions {(y / target - 1) * 100:.0f}% over it")
        if over:
            return x, spread, False, ", ".join(over)
        if within:
            return x, spread, NOISE, f"the target is within the time's spread of ±{spread * 100:.0f}%"
        if y is None:
            return x, spread, NOISE, "no instruction count in this run"
        return x, spread, True, ""

    def spread_text(spread):
        return f" (± {spread * 100:.0f}%)" if math.isfinite(spread) else ""

    def at_most(key):
        _, label, num, den, target, peer = next(t for t in TARGETS if t[0] == key)
        if not has(num, den):
            rows.append((key, label, "not run", "", f"<= {target:g}x", None, ""))
            return
        x, spread, met, miss = judge(num, den, target)
        rows.append((key, label, f"{ratio(x)} {peer}{spread_text(spread)}", counted(num, den) or "not counted",
                     f"<= {target:g}x", met, miss))

    def plain(label, num, den, peer):
        if has(num, den):
            rows.append((None, label, f"{ratio(ns(r, num) / ns(r, den))} {peer}", counted(num, den), "", None, ""))

    at_most("spring")
    plain("raw spring evaluation", "Evaluate/Spring.position",
          "Evaluate/QEasingCurve(OutElastic).valueForProgress", "OutElastic")
    at_most("bounce")
    at_most("bounceeasing")
    plain("exact QEasingCurve path vs raw model (spring)", "Evaluate/QEasingCurve(Spring).valueForProgress",
          "Evaluate/Spring.position", "Spring::position")
    plain("exact QEasingCurve path vs raw model (bounce)", "Evaluate/QEasingCurve(Bounce).valueForProgress",
          "Evaluate/Bounce.position", "Bounce::position")
    plain("exact QEasingCurve path vs Easing (spring)", "Evaluate/QEasingCurve(Spring).valueForProgress",
          "Evaluate/Easing(Spring).valueForProgress", "Easing::valueForProgress")

    closed, rk4, euler = "Integrate/ClosedForm(t=0.5s)", "Integrate/RK4(1ms,t=0.5s)", "Integrate/SemiImplicitEuler(16ms,t=0.5s)"
    if has(closed, rk4):
        speedup = ns(r, rk4) / ns(r, closed)
        exact = r[closed]["ulp_error"] <= 2
        met = speedup >= 300 and exact
        misses = []
        if speedup < 300:
            misses.append(f"{(300 / speedup - 1) * 100:.0f}% short of 300x")
        if not exact:
            misses.append(f"closed form {r[closed]['ulp_error']:.3g} ulp off")
        rows.append(("rk4", "closed form vs RK4 at 1 ms, t = 0.5 s",
                     f"{ratio(speedup)} faster; closed form {r[closed]['ulp_error']:.3g} ulp, "
                     f"RK4 {r[rk4]['rel_error']:.2g} relative",
                     "", ">= 300x faster, exact (<= 2 ulp)", met, "; ".join(misses)))
    if has(closed, euler):
        rows.append((None, "closed form vs semi-implicit Euler at 16 ms, t = 0.5 s",
                     f"{ratio(ns(r, euler) / ns(r, closed))} faster; Euler {r[euler]['rel_error']:.2g} relative",
                     "", "", None, ""))

    frameClosed = "Integrate/ClosedForm(frame)"
    plain("per 16 ms frame: incremental RK4 at 1 ms vs the closed form", "Integrate/RK4(frame,16x1ms)",
          frameClosed, "the closed form")
    plain("per 16 ms frame: one semi-implicit Euler step (Qt Quick) vs the closed form",
          "Integrate/SemiImplicitEuler(frame,16ms)", frameClosed, "the closed form")
    qtQuick = "Frame/QtQuick.SpringAnimation"
    if has(qtQuick, frameClosed):
        rows.append((None, "per 16 ms frame: Qt Quick's SpringAnimation (QQmlEngine, 1,000 animations), "
                     "per animation, vs the closed form",
                     f"{ratio(ns(r, qtQuick) / r[qtQuick]['animations'] / ns(r, frameClosed))} the closed form; "
                     f"{r[qtQuick]['max_rel_error']:.2g} relative error", "", "", None, ""))
    plain("per 16 ms frame: Qt Quick's SpringAnimation (QQmlEngine, 1,000 animations) vs Impetus::SpringAnimation",
          qtQuick, "Frame/Impetus.SpringAnimation", "Impetus::SpringAnimation (1,000)")
    at_most("qmlspring")
    at_most("qmldriver")
    for m, label in (("step", "the scroller's step"), ("frame", "the whole frame, repaint untimed"),
                     ("paint", "the frame and its repaint")):
        plain(f"a kinetic scroll's frame on a 10,000-row list, {label}: KineticScroller vs QScroller",
              f"Scroll/Impetus.KineticScroller({m})", f"Scroll/QScroller({m})", "QScroller")

    for branch, label, impetus, boost, acc, target in LAMBERT_TARGETS:
        if not has(impetus, boost, acc):
            continue
        ulps = r[acc]["impetus_max_ulp"]
        x, spread, met, miss = judge(impetus, boost, target, [f"{ulps:.3g} ulp"] if ulps > 1 else [])
        rows.append((branch, label,
                     f"{ratio(x)} Boost{spread_text(spread)}, at {ulps:.2g} ulp (Boost: {r[acc]['boost_max_ulp']:.3g})",
                     counted(impetus, boost) or "not counted", f"<= {target:g}x Boost, at <= 1 ulp", met, miss))

    at_most("frames")
    at_most("driver")
    plain("1,000 QPropertyAnimations with the exact spring curve, per frame",
          "Frame/QPropertyAnimation(exact-spring-curve)", "Frame/QPropertyAnimation(OutElastic)",
          "OutElastic")
    for name, label, of in (("Frame/Impetus.SpringAnimation", "heap allocations per animation frame", "animations"),
                            ("Frame/Impetus.MotionDriver", "heap allocations per driver frame", "motions")):
        if name not in r:
            continue
        b = r[name]
        allocations = b["heap_allocs_per_frame"]
        # Only a counter that was seen to count Qt's own allocations can report a zero.
        seen = context.get("allocation_counting_checked") == "yes"
        met = allocations == 0 if seen else None
        rows.append(("allocations", label,
                     f"{allocations:g} (`operator new`: {b['operator_new_per_frame']:g})" if seen else "not counted",
                     "", "0", met, "" if met else f"{allocations:g} per frame of 1,000 {of}"))

    for n in windows:
        qr, ne = f"Velocity/Impetus.LeastSquares({n})", f"Velocity/NormalEquations({n})"
        rows.append((None, f"a release's velocity by least squares, {n} samples: the tracker's QR vs the normal equations",
                     f"{with_spread(ns(r, qr) / ns(r, ne), qr, ne)} the normal equations; "
                     f"rel_error {r[qr].get('rel_error', math.nan):.2g} vs {r[ne].get('rel_error', math.nan):.2g}",
                     "", "", None, ""))

    w("## Ratios")
    w("")
    w("*time* divides two medians of this run (± the cvs of both combined, where known); "
      "*instructions* divides two counts, with the counts (per call or per frame) in brackets. "
      "A target \"A <= k x B\" is met when both ratios are at most k. Where k lies within the "
      "time's spread, the run decides nothing (*within noise*), whatever the instructions say; "
      "instructions over k miss the target whatever the time says.")
    w("")
    w("| ratio | time | instructions | target | met |")
    w("|---|---|---|---|---|")
    for _, label, time, instructions, target, met, _ in rows:
        verdict = "" if met is None else "within noise" if met is NOISE else ("yes" if met else "**no**")
        w(f"| {label} | {time} | {instructions} | {target} | {verdict} |")
    w("")

    # --- summary -----------------------------------------------------------------------------
    w("## Summary")
    w("")
    for key, label, time, instructions, target, met, miss in rows:
        if met is None:
            continue
        measured = f"time {time}, instructions {instructions}" if instructions else time
        if met is NOISE:
            w(f"- **{label}**: {measured}; target {target}: **undecided** ({miss}).")
        elif met:
            w(f"- **{label}**: {measured}; target {target}: **met**.")
        else:
            w(f"- **{label}**: {measured}; target {target}: **missed** ({miss}).")
        text, always = analysis.get(key, ("", False))
        if text and (always or met is not True):
            w("")
            for line in text.splitlines():
                w(f"  {line}" if line else "")
            w("")
    w("")
    w("The explanations under the summary lines come from `benchmarks/analysis.md` (profiles "
      "taken with `valgrind --tool=callgrind`, dated there); the figures are this run's.")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
