#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Independent reference velocities for Impetus::VelocityTracker on Flutter's recorded gestures.

Run as `/usr/bin/python3 tests/reference/velocitytracker.py` to (re)write velocitytracker.csv
next to this file from tests/auto/velocitytracker/flutter_gestures.csv.

The gestures are replayed as Flutter's test replays them: every down and move event is added
to one tracker (a fresh one for the interrupted set), and the velocity is read at each up.
The time of an event is what tst_velocitytracker gives the tracker, the double
(milliseconds - origin) / 1000 with the origin the file's first event (Python's float
division rounds as C++'s does), taken exactly as a rational. The window is chosen in whole
milliseconds, as Flutter does: the newest samples, at most 20, none more than 100 ms older
than the newest, none before a gap of more than 40 ms.

On each window, from the exact rational times and positions (the positions are float32
values written in decimal, read exactly), for each axis:
  least_squares   the slope at the newest sample of the least-squares parabola, solved exactly
                  in rationals from the normal equations by Cramer's rule: no rounding at all;
  impulse         Android's kinetic-energy recurrence (E = v1 |v1| / 2 for the oldest
                  segment, then E += |v| (v - sign(E) sqrt(2 |E|)) for each newer one; the
                  estimate sign(E) sqrt(2 |E|)), at 50 significant digits with mpmath from
                  the segments' exact rational velocities;
  last_segments   (6 v1 + 3 v2 + v3) / 10 of the newest three segments' velocities, exactly.
Each value is written with 20 significant digits. Nothing of Impetus's code is used.

Checked here: the least-squares values agree with Flutter's expectations (its double
arithmetic: Gram-Schmidt QR in milliseconds) to 8.8e-12 relative, and the exact fits from the
whole milliseconds themselves to 6.3e-12; the times' rounding to doubles in seconds moves
the fits by less than 3e-12. Had the times been the recording's own clock in seconds
(216690.896 and on, off by up to 1.5e-11 s each), the fits would move by up to 3.0e-8
(gesture 9's x): why the test counts from the first event.
"""

import csv
import math
import os
from fractions import Fraction

import mpmath

mpmath.mp.dps = 50

HERE = os.path.dirname(os.path.abspath(__file__))
GESTURES = os.path.join(HERE, '..', 'auto', 'velocitytracker', 'flutter_gestures.csv')
OUTPUT = os.path.join(HERE, 'velocitytracker.csv')

HISTORY, HORIZON_MS, STOPPED_MS = 20, 100, 40


def read_events():
    with open(GESTURES, newline='') as f:
        lines = [line for line in f if not line.startswith('#')]
    return list(csv.DictReader(lines))


def determinant(m):
    return (m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1])
            - m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0])
            + m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]))


def least_squares(times, xs):
    """c1 of the parabola c0 + c1 t + c2 t^2 fitted to (times, xs); times relative to the newest."""
    powers = [sum(t ** k for t in times) for k in range(5)]
    normal = [[powers[i + j] for j in range(3)] for i in range(3)]
    rhs = [sum(x * t ** k for t, x in zip(times, xs)) for k in range(3)]
    with_rhs = [[normal[i][0], rhs[i], normal[i][2]] for i in range(3)]
    return determinant(with_rhs) / determinant(normal)


def segments(times, xs):
    """The segments' velocities, oldest first (times and xs are oldest first)."""
    return [(xs[i + 1] - xs[i]) / (times[i + 1] - times[i]) for i in range(len(xs) - 1)]


def mp(fraction):
    return mpmath.mpf(fraction.numerator) / fraction.denominator


def impulse(times, xs):
    velocities = [mp(v) for v in segments(times, xs)]
    energy = velocities[0] * abs(velocities[0]) / 2
    for v in velocities[1:]:
        speed = mpmath.sign(energy) * mpmath.sqrt(2 * abs(energy))
        energy += abs(v) * (v - speed)
    return mpmath.sign(energy) * mpmath.sqrt(2 * abs(energy))


def last_segments(times, xs):
    newest_first = list(reversed(segments(times, xs)))[:3]
    weights = [6, 3, 1][:len(newest_first)]
    return sum(w * v for w, v in zip(weights, newest_first)) / sum(weights)


def digits(value):
    return mpmath.nstr(mp(value) if isinstance(value, Fraction) else value, 20, strip_zeros=False)


def main():
    events = read_events()
    origin = int(events[0]['milliseconds'])
    rows = []
    worst_flutter = worst_exact = worst_rounding = worst_clock = 0.0
    for name in ('gestures', 'interrupted'):
        samples = []  # (milliseconds, seconds, x, y), oldest first
        for event in (e for e in events if e['set'] == name):
            kind = event['event']
            if kind in ('down', 'move'):
                ms = int(event['milliseconds'])
                assert not samples or ms > samples[-1][0], 'a repeated or backward timestamp'
                seconds = Fraction((ms - origin) / 1000)
                samples.append((ms, seconds, Fraction(float(event['x'])), Fraction(float(event['y']))))
            elif kind == 'up':
                newest = samples[-1]
                window = [newest]
                for sample in reversed(samples[-HISTORY:-1]):
                    if newest[0] - sample[0] > HORIZON_MS or window[-1][0] - sample[0] > STOPPED_MS:
                        break
                    window.append(sample)
                window.reverse()
                times = [s[1] - newest[1] for s in window]
                xs, ys = [s[2] for s in window], [s[3] for s in window]
                fit = (least_squares(times, xs), least_squares(times, ys))
                exact_times = [Fraction(s[0] - newest[0], 1000) for s in window]
                exact_fit = (least_squares(exact_times, xs), least_squares(exact_times, ys))
                clock_times = [Fraction(s[0] / 1000) - Fraction(newest[0] / 1000) for s in window]
                clock_fit = (least_squares(clock_times, xs), least_squares(clock_times, ys))
                for value, exact in zip(clock_fit, exact_fit):
                    worst_clock = max(worst_clock, abs(float(value / exact) - 1))
                for strategy, values in (('least_squares', fit),
                                         ('impulse', (impulse(times, xs), impulse(times, ys))),
                                         ('last_segments', (last_segments(times, xs), last_segments(times, ys)))):
                    rows.append([name, event['pointer'], strategy, len(window)] + [digits(v) for v in values])
            elif kind == 'expected' and name == 'gestures':
                for value, exact, flutter in zip(fit, exact_fit, (float(event['x']), float(event['y']))):
                    worst_flutter = max(worst_flutter, abs(float(value) / flutter - 1))
                    worst_exact = max(worst_exact, abs(float(exact) / flutter - 1))
                    worst_rounding = max(worst_rounding, abs(float(value / exact) - 1))
    assert worst_flutter < 8.8e-12 and worst_exact < 6.3e-12 and worst_rounding < 3e-12, \
        (worst_flutter, worst_exact, worst_rounding)
    assert 3e-8 < worst_clock < 3.1e-8, worst_clock
    with open(OUTPUT, 'w', newline='') as f:
        f.write('# Written by tests/reference/velocitytracker.py (see there): exact least squares, impulse\n'
                '# and last segments on Flutter\'s recorded gestures (flutter_gestures.csv), per up.\n')
        writer = csv.writer(f, lineterminator='\n')
        writer.writerow(['set', 'pointer', 'strategy', 'samples', 'vx', 'vy'])
        writer.writerows(rows)
    print(f'{len(rows)} rows; least squares within {worst_flutter:.2g} of Flutter\'s expectations '
          f'({worst_exact:.2g} from whole milliseconds; rounding in seconds {worst_rounding:.2g}, '
          f'{worst_clock:.2g} on the recording\'s clock)')


if __name__ == '__main__':
    main()
