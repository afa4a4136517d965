#!/usr/bin/env python3
"""`impetus export` played by engines nobody here wrote, against --allowed-error.

Usage:  python3 tests/engines/test_engines.py <path-to-impetus> <path-to-qmlplay>

  css         Debian's Chromium, headless: each printed `linear()` and `transition-duration`
              drive element.animate() (the Web Animations API) on a paused animation whose
              currentTime is stepped through the printed duration; the eased progress
              (effect.getComputedTiming().progress) and the computed transform are read.
  timeline    QtQuick.Timeline (qml6-module-qtquick-timeline): the printed KeyframeGroup in a
              Timeline whose currentFrame is stepped through the duration (qmlplay).
  qml-bezier  QML's easing.bezierCurve: the printed lines in a NumberAnimation, whose easing
              QML builds into a QEasingCurve (qmlplay).

Each is compared with the easing computed independently by tests/reference/models.py (mpmath):
models.easing(): f(p) = (x(p T) - x(0)) / (x_end - x(0)), plus for a settling easing the
documented end blend, T the duration the tool reports in its JSON; played at time t, the engine's value is
compared with f(t / T) (1 once t >= T). css and timeline must be within --allowed-error and within
the error their comment states; qml-bezier within its stated error. The last line is
`N passed, M failed`; each measured error is printed.
"""

import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

sys.dont_write_bytecode = True
here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, os.pardir, "reference"))
sys.path.insert(0, os.path.join(here, os.pardir, "cli"))
import models  # noqa: E402
import test_export as cli  # noqa: E402  (running the tool, stated errors, checks and the summary)
from test_export import check, stated  # noqa: E402

models.mp.dps = 30  # ample for errors of 1e-4; the tables use 50
mpf = models.mpf

QMLPLAY = None
STEPS = 2000  # samples over the duration, per case and engine


def spring(options):
    def position(data):
        m = data["motion"]
        mass, k = m.get("mass", 1), m["stiffness"]
        c = m["damping"] if "damping" in m else 2 * mpf(m["dampingRatio"]) * models.mp.sqrt(mpf(k) * mpf(mass))
        x0, v0, rest = m.get("startPosition", 0), m.get("startVelocity", 0), m.get("restPosition", 0)
        return (lambda t: models.spring_state(mass, k, c, mpf(x0) - rest, v0, t)[0] + rest), rest
    return options, position


CASES = [
    # issue 15's: 0.001055 off as printed, the duration rounded up to whole milliseconds
    ("thrown spring", spring(["spring", "--duration=0.4", "--bounce=0.6", "--start-position=-300",
                              "--start-velocity=2000"])),
    ("bouncy spring", spring(["spring", "--stiffness=157.91367041742973", "--damping-ratio=0.15",
                              "--start-position=-1"])),
    ("critical spring", spring(["spring", "--mass=2", "--stiffness=50", "--damping-ratio=1",
                                "--start-position=3", "--start-velocity=-4"])),
    ("decay", (["decay", "--start-position=10", "--start-velocity=400", "--lambda=6"],
               lambda data: ((lambda t: models.decay_state(10, 400, 6, t)[0]), mpf(10) + mpf(400) / 6))),
    ("bounce drop", (["bounce", "--start-position=1", "--restitution=0.5", "--gravity=-9.81"],
                     lambda data: ((lambda t: models.bounce_state("drop", 1, 0.5, -9.81, -1, t)[0]), 0))),
    ("gravity reaching", (["gravity", "--start-position=0", "--start-velocity=1", "--acceleration=-9.81",
                           "--reach=-2"],
                          lambda data: ((lambda t: models.gravity_state(0, 1, -9.81, t)[0]), -2))),
]
TOLERANCES = [1e-3, 1e-4]


def chromium(cases):
    """[(linear, milliseconds, times)] -> [[(currentTime, progress, translateX / 1000)]]."""
    page = """<html><body><div id="box"></div><pre id="out"></pre><script>
const box = document.getElementById('box');
const results = [];
for (const [easing, duration, times] of %s) {
    const animation = box.animate([{transform: 'translateX(0px)'}, {transform: 'translateX(1000px)'}],
                                  {duration: duration, easing: easing, fill: 'both'});
    animation.pause();
    const played = [];
    for (const t of times) {
        animation.currentTime = t;
        const matrix = getComputedStyle(box).transform.match(/matrix\\(([^)]*)\\)/);
        played.push([animation.currentTime, animation.effect.getComputedTiming().progress,
                     matrix ? parseFloat(matrix[1].split(',')[4]) / 1000 : null]);
    }
    animation.cancel();
    results.push(played);
}
document.getElementById('out').textContent = JSON.stringify(results);
</script></body></html>""" % json.dumps(cases)
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "play.html")
        with open(path, "w") as file:
            file.write(page)
        result = subprocess.run([shutil.which("chromium"), "--headless", "--no-sandbox", "--disable-gpu",
                                 "--user-data-dir=" + os.path.join(directory, "profile"), "--dump-dom",
                                 "file://" + path], capture_output=True, text=True, timeout=300)
    match = re.search(r'<pre id="out">(.*?)</pre>', result.stdout, re.S)
    if not match or not match.group(1):
        raise AssertionError("chromium printed no results (exit %d): %s" % (result.returncode, result.stderr[-500:]))
    return json.loads(match.group(1))


def qmlplay(qml, mode, inputs):
    with tempfile.TemporaryDirectory() as directory:
        path = os.path.join(directory, "play.qml")
        with open(path, "w") as file:
            file.write(qml)
        result = subprocess.run([QMLPLAY, path, mode], input="".join("%r\n" % x for x in inputs),
                                capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        raise AssertionError("qmlplay %s exited %d: %s" % (mode, result.returncode, result.stderr))
    return [float(line) for line in result.stdout.split()]


def main():
    global QMLPLAY
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    cli.BINARY, QMLPLAY = sys.argv[1], sys.argv[2]
    if shutil.which("chromium") is None:
        sys.exit("chromium is not installed (scripts/setup.sh installs it)")

    pages = []  # (name, tolerance, stated, reference values, [times])
    for name, (options, model) in CASES:
        data = json.loads(cli.exported(options, "json"))
        position, end = model(data)
        f = models.easing(position, end, data["duration"], "tolerance" in data)
        duration = 1000 * data["duration"]  # ms
        grid = [float(f(k / STEPS)) for k in range(STEPS + 1)]

        # qml-bezier: QML's easing.bezierCurve, within the error stated.
        bezier = cli.exported(options, "qml-bezier")
        lines = bezier.splitlines()
        values = qmlplay("import QtQuick\nItem {\n    property real value\n    NumberAnimation {\n"
                         "        objectName: \"animation\"\n" + "\n".join("        " + l for l in lines[1:])
                         + "\n    }\n}\n", "easing", [k / STEPS for k in range(STEPS + 1)])
        worst = max(abs(v - r) for v, r in zip(values, grid))
        print("%s: qml-bezier in QML %.3g (stated %g)" % (name, worst, stated(lines[0])))
        check(name + " qml-bezier in QML", worst <= stated(lines[0]) + 1e-12, (worst, stated(lines[0])))

        for tolerance in TOLERANCES:
            # timeline: QtQuick.Timeline, frame by frame through the duration.
            text = cli.exported(options, "timeline", "--allowed-error=%r" % tolerance)
            group = text[text.index("KeyframeGroup"):]
            frames = [float(x) for x in re.findall(r"frame: ([0-9.]+);", group)]
            values = qmlplay("import QtQuick\nimport QtQuick.Timeline\nItem {\n    id: target\n"
                             "    property real value\n    Timeline {\n        objectName: \"timeline\"\n"
                             "        enabled: true\n        startFrame: 0\n        endFrame: %r\n%s    }\n}\n"
                             % (frames[-1], group), "timeline", [k / STEPS * duration for k in range(STEPS + 1)])
            start, finish = float(position(0)), float(end)
            worst = max(abs((v - start) / (finish - start) - r) for v, r in zip(values, grid))
            print("%s: timeline at --allowed-error=%g in QtQuick.Timeline %.3g (stated %g)"
                  % (name, tolerance, worst, stated(text)))
            check("%s timeline %g in QtQuick.Timeline" % (name, tolerance),
                  worst <= tolerance and worst <= stated(text) and stated(text) <= tolerance,
                  (worst, stated(text)))

            # css: collected for one Chromium run.
            css = cli.exported(options, "css", "--allowed-error=%r" % tolerance)
            linear = re.search(r"transition-timing-function: (linear\(.*\));", css).group(1)
            milliseconds = re.search(r"transition-duration: ([0-9.]+)ms;", css).group(1)
            printed = float(milliseconds)
            # Fractional milliseconds: the duration rounded to the decimals printed, not up.
            decimals = len(milliseconds.partition(".")[2])
            check("%s css %g duration" % (name, tolerance), abs(printed - duration) <= 0.5 * 10 ** -decimals,
                  (milliseconds, duration))
            times = [k / STEPS * max(printed, duration) for k in range(STEPS + 1)]
            pages.append((name, tolerance, stated(css), f, duration, (linear, printed, times)))

    played = chromium([page[-1] for page in pages])
    for (name, tolerance, claimed, f, duration, _), results in zip(pages, played):
        progress = transform = 0.0
        for t, eased, translated in results:
            expected = float(f(t / duration))
            progress = max(progress, abs(eased - expected))
            if translated is not None:
                transform = max(transform, abs(translated - expected))
        print("%s: css at --allowed-error=%g in Chromium %.3g (transform %.3g, stated %g)"
              % (name, tolerance, progress, transform, claimed))
        check("%s css %g in Chromium" % (name, tolerance),
              progress <= tolerance and progress <= claimed and claimed <= tolerance, (progress, claimed))
        # The computed transform is printed to 6 digits of 1000px: 5e-7 more at most.
        check("%s css %g transform in Chromium" % (name, tolerance), transform <= tolerance + 1e-6,
              (transform, tolerance))

    cli.finish()


if __name__ == "__main__":
    main()
