// SPDX-License-Identifier: MIT
#include "approximation.h"
#include "models/avxstate_p.h"
#include "models/datastream_p.h"

#include <QtCore/qeasingcurve.h>
#include <QtCore/qhash.h>
#include <QtCore/qstringlist.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <iterator>
#include <mutex>
#include <optional>
#include <vector>

namespace Impetus {

namespace {

// ---------------------------------------------------------------- shared helpers

// Bounces in one easing are bounded by its settling tolerance; this only guards the loop.
constexpr int MaximumImpacts = 1000;

/*
    A bounce's impacts strictly inside (0, 1), in progress: the easing's kinks. From the
    next landing on, the motion is the launched one, so the arc after impact k lasts
    2 u c^k / |g|; a capped bounce's last landing (into rest) is a kink too.
*/
std::vector<double> impactProgresses(const Easing &easing)
{
    std::vector<double> impacts;
    const std::optional<Bounce> bounce = easing.motion().model<Bounce>();
    if (!easing.isValid() || !bounce)
        return impacts;
    const double g = -bounce->gravity();
    const double speed = bounce->impactSpeed();
    const double height = bounce->startPosition();
    const double velocity = bounce->startVelocity();
    const double duration = easing.duration();
    // The later root of height + v t - |g| t^2 / 2 = 0, in the form without cancellation.
    double landing = velocity >= 0 ? (speed + velocity) / g : 2 * height / (speed - velocity);
    double rebound = speed;
    for (int k = 0; k < MaximumImpacts && landing < duration; ++k) {
        if (landing > 0)
            impacts.push_back(landing / duration);
        if (bounce->maxBounces() != Bounce::Unlimited && k >= bounce->maxBounces())
            break;
        rebound *= bounce->restitution();
        const double next = landing + 2 * rebound / g;
        if (!(next > landing)) // c = 0, or arcs below the resolution of time
            break;
        landing = next;
    }
    return impacts;
}

/*
    df/dp on one side of p (side -1 or +1). At a kink the side matters and velocityForProgress
    gives whichever side rounding picks; on each side the velocity is smooth (linear in
    time for a bounce), so extrapolating from two points close by on that side is exact to
    h^2 f''' ~ 1e-10 at worst.
*/
double oneSidedSlope(const Easing &easing, double progress, double side) noexcept
{
    constexpr double h = 1e-7;
    return 2 * easing.velocityForProgress(progress + side * h) - easing.velocityForProgress(progress + 2 * side * h);
}

struct Extremum
{
    double at;
    double value;
};

// The golden-section searches' step: 1 / the golden ratio, (sqrt(5) - 1) / 2.
constexpr double InverseGoldenRatio = 0.6180339887498949;

/*
    The minimum of f on [lo, hi] by golden-section search: exact for unimodal f, and never
    worse than the best point it evaluated otherwise.
*/
template<typename Function> Extremum goldenSectionMinimum(Function f, double lo, double hi, int iterations)
{
    double a = hi - InverseGoldenRatio * (hi - lo);
    double b = lo + InverseGoldenRatio * (hi - lo);
    double fa = f(a);
    double fb = f(b);
    for (int i = 0; i < iterations; ++i) {
        if (fa <= fb) {
            hi = b;
            b = a;
            fb = fa;
            a = hi - InverseGoldenRatio * (hi - lo);
            fa = f(a);
        } else {
            lo = a;
            a = b;
            fa = fb;
            b = lo + InverseGoldenRatio * (hi - lo);
            fb = f(b);
        }
    }
    return fa <= fb ? Extremum{ a, fa } : Extremum{ b, fb };
}

// ---------------------------------------------------------------- Bezier

// Qt's BezierSpline solves x(t) = p treating a coefficient below 1e-3 as zero: a segment
// narrower than that in x evaluates as its start value (t = 0). Keep well clear of it.
constexpr double MinimumKnotGap = 2e-3;
constexpr int MeasureGrid = 4000;
constexpr int MeasureRefineIterations = 40;
// The grid of the easing's sampled values: knots are placed on it and pieces compared with
// it, so that placing knots evaluates the easing at most twice per grid point. A multiple of
// MeasureGrid, so that measuring a spline reads its grid from the same samples; 32 steps
// make MinimumKnotGap.
constexpr int TableSteps = 4 * MeasureGrid;
constexpr int PieceSamples = 64; // per segment, while placing knots
constexpr int RelaxPasses = 4;
constexpr int TargetSearchSteps = 24;
constexpr double TargetPrecision = 1e-3; // of the target, in its logarithm
constexpr double ExactEnough = 1e-12; // rounding: more segments cannot help

/*
    The easing's exact values at the progresses i / TableSteps, and its slopes there as
    they are first read. Placing knots compares pieces with the easing only there and puts
    the knots it moves only there, so that a fit reads the easing a few ten thousand times
    rather than millions (issue 22: 0.1-0.2 s a fit, nearly all of it in the easing's
    evaluation).
*/
class Samples
{
public:
    explicit Samples(const Easing &easing)
        : m_easing(easing), m_values(TableSteps + 1), m_slopes(TableSteps + 1), m_knownSlopes(TableSteps + 1, 0)
    {
        for (int i = 0; i <= TableSteps; ++i)
            m_values[size_t(i)] = easing.valueForProgress(progress(i));
    }

    static double progress(int i) noexcept { return double(i) / TableSteps; }
    // The grid points at or after, and at or before, a progress in [0, 1].
    static int ceilIndex(double x) noexcept { return int(std::ceil(x * TableSteps)); }
    static int floorIndex(double x) noexcept { return int(std::floor(x * TableSteps)); }

    double value(int i) const noexcept { return m_values[size_t(i)]; }
    const double *values() const noexcept { return m_values.data(); }

    double slope(int i) noexcept
    {
        if (!m_knownSlopes[size_t(i)]) {
            m_slopes[size_t(i)] = m_easing.velocityForProgress(progress(i));
            m_knownSlopes[size_t(i)] = 1;
        }
        return m_slopes[size_t(i)];
    }

    const Easing &easing() const noexcept { return m_easing; }

private:
    const Easing &m_easing;
    std::vector<double> m_values;
    std::vector<double> m_slopes;
    std::vector<unsigned char> m_knownSlopes;
};

struct Knot
{
    double x = 0;
    double y = 0;
    double slopeBefore = 0; // df/dp on each side: they differ at a bounce's impacts
    double slopeAfter = 0;
    bool fixed = false; // an end or an impact, never moved
};

// A knot where the easing is smooth, at grid point i.
Knot smoothKnot(Samples &samples, int i) noexcept
{
    const double slope = samples.slope(i);
    return { Samples::progress(i), samples.value(i), slope, slope, false };
}

Knot fixedKnot(const Easing &easing, double x) noexcept
{
    return { x, easing.valueForProgress(x), oneSidedSlope(easing, x, -1), oneSidedSlope(easing, x, +1), true };
}

// The Hermite piece between two knots as a cubic Bezier: x linear in the parameter u.
struct Piece
{
    double x0, x1;
    double y0, c1, c2, y1;

    double valueAt(double u) const noexcept
    {
        const double v = 1 - u;
        return v * v * v * y0 + 3 * u * v * (v * c1 + u * c2) + u * u * u * y1;
    }
};

Piece pieceBetween(const Knot &a, const Knot &b) noexcept
{
    const double third = (b.x - a.x) / 3;
    double c1 = a.y + a.slopeAfter * third;
    double c2 = b.y - b.slopeBefore * third;
    // A slope beyond the range of doubles (a start velocity near DBL_MAX) would print inf or
    // NaN: the chord's own control point stands in, finite and as close as any finite one.
    if (!std::isfinite(c1))
        c1 = a.y + (b.y - a.y) / 3;
    if (!std::isfinite(c2))
        c2 = b.y - (b.y - a.y) / 3;
    return { a.x, b.x, a.y, c1, c2, b.y };
}

/*
    The largest error of a piece (its ends are exact) at the grid points strictly inside it,
    all of them or PieceSamples evenly spread, and where. Past limit the answer is only "too
    large": it returns at the first sample beyond it.
*/
Extremum pieceError(const Samples &samples, const Knot &a, const Knot &b, double limit = HUGE_VAL) noexcept
{
    const Piece piece = pieceBetween(a, b);
    const int first = Samples::floorIndex(a.x) + 1;
    const int last = Samples::ceilIndex(b.x) - 1;
    const int count = std::min(last - first + 1, PieceSamples);
    if (count <= 0)
        return { (a.x + b.x) / 2, 0 };
    // u = (i / TableSteps - a.x) / (b.x - a.x)
    const double origin = a.x * TableSteps;
    const double scale = 1 / ((b.x - a.x) * TableSteps);
    const double stride = count < PieceSamples ? 1.0 : double(last - first) / (PieceSamples - 1);
    const double *values = samples.values();
    int worstAt = -1;
    double worst = 0;
    for (int k = 0; k < count; ++k) {
        const int i = first + int(k * stride + 0.5);
        const double error = std::fabs(piece.valueAt((i - origin) * scale) - values[i]);
        if (!(error <= worst)) {
            worst = std::isnan(error) ? HUGE_VAL : error; // overflowed control points are as wrong as can be
            worstAt = i;
            if (worst > limit)
                break;
        }
    }
    return { worstAt < 0 ? (a.x + b.x) / 2 : Samples::progress(worstAt), worst };
}

QList<QPointF> controlPointsOf(const std::vector<Knot> &knots)
{
    QList<QPointF> points;
    points.reserve(qsizetype(3 * (knots.size() - 1)));
    for (size_t i = 0; i + 1 < knots.size(); ++i) {
        const Piece piece = pieceBetween(knots[i], knots[i + 1]);
        const double third = (piece.x1 - piece.x0) / 3;
        points << QPointF(piece.x0 + third, piece.c1) << QPointF(piece.x0 + 2 * third, piece.c2)
               << QPointF(piece.x1, piece.y1);
    }
    return points;
}

QEasingCurve bezierSpline(const QList<QPointF> &points)
{
    QEasingCurve curve(QEasingCurve::BezierSpline);
    // Qt 6.4 writes out of bounds past 10 segments: never hand it more, whatever we hold.
    const qsizetype count = std::min<qsizetype>(points.size() / 3, BezierApproximation::MaximumSegments);
    for (qsizetype i = 0; i < count; ++i)
        curve.addCubicBezierSegment(points[3 * i], points[3 * i + 1], points[3 * i + 2]);
    return curve;
}

/*
    max |curve - easing| through QEasingCurve itself: on an even grid and just around the
    knots (where a kink's neighbourhood could hide a peak), then each local maximum that
    could be the largest is refined by golden-section search between its grid neighbours.
    The easing's values on the grid are the samples'.
*/
double measuredError(const QList<QPointF> &points, const Samples &samples)
{
    const Easing &easing = samples.easing();
    const QEasingCurve curve = bezierSpline(points);
    const auto error = [&](double p) {
        const double e = std::fabs(curve.valueForProgress(p) - easing.valueForProgress(p));
        return std::isnan(e) ? HUGE_VAL : e; // overflowed control points are as wrong as can be
    };
    struct Point
    {
        double progress;
        double error;
    };
    std::vector<Point> measured;
    measured.reserve(MeasureGrid + 1 + 4 * size_t(points.size() / 3));
    constexpr int stride = TableSteps / MeasureGrid;
    for (int i = 0; i <= MeasureGrid; ++i) {
        const double p = double(i) / MeasureGrid; // the same double as Samples::progress(stride * i)
        const double e = std::fabs(curve.valueForProgress(p) - samples.value(stride * i));
        measured.push_back({ p, std::isnan(e) ? HUGE_VAL : e });
    }
    for (qsizetype i = 2; i + 3 < points.size(); i += 3) {
        for (const double offset : { -1e-4, -1e-6, 1e-6, 1e-4 })
            measured.push_back({ points[i].x() + offset, error(points[i].x() + offset) });
    }
    // Both runs are in order already: the knots are further apart than the offsets.
    std::inplace_merge(measured.begin(), measured.begin() + MeasureGrid + 1, measured.end(),
                       [](const Point &a, const Point &b) { return a.progress < b.progress; });

    double gridMaximum = 0;
    for (const Point &point : measured)
        gridMaximum = std::fmax(gridMaximum, point.error);
    double worst = gridMaximum;
    for (size_t i = 1; i + 1 < measured.size(); ++i) {
        const double e = measured[i].error;
        if (e < 0.5 * gridMaximum || e < measured[i - 1].error || e < measured[i + 1].error)
            continue;
        const Extremum peak = goldenSectionMinimum([&](double p) { return -error(p); }, measured[i - 1].progress,
                                                   measured[i + 1].progress, MeasureRefineIterations);
        worst = std::fmax(worst, -peak.value);
    }
    return worst;
}

void insertKnot(std::vector<Knot> &knots, const Knot &knot)
{
    const auto at =
            std::lower_bound(knots.begin(), knots.end(), knot.x, [](const Knot &k, double x) { return k.x < x; });
    const bool roomy = at != knots.begin() && at != knots.end() && knot.x - (at - 1)->x >= MinimumKnotGap
            && at->x - knot.x >= MinimumKnotGap;
    if (roomy)
        knots.insert(at, knot);
}

// The grid points a knot between left and right may take: at least MinimumKnotGap from both.
int firstRoom(const Knot &left) noexcept
{
    return Samples::ceilIndex(left.x + MinimumKnotGap);
}

int lastRoom(const Knot &right) noexcept
{
    return Samples::floorIndex(right.x - MinimumKnotGap);
}

/*
    The minimum of f over the whole numbers in [lo, hi] (lo <= hi) by golden-section search
    until the interval is narrower than 1, no number evaluated twice in a row; the best
    number evaluated, so never worse than any of them where f is not unimodal.
*/
template<typename Function> Extremum goldenSectionMinimumOnGrid(Function f, int lo, int hi)
{
    Extremum best{ double(lo), HUGE_VAL };
    int recent[2] = { lo - 1, lo - 1 };
    double recentValues[2] = { 0, 0 };
    const auto onGrid = [&](double x) {
        const int i = std::clamp(int(std::lround(x)), lo, hi);
        for (int k = 0; k < 2; ++k) {
            if (recent[k] == i)
                return recentValues[k];
        }
        const double value = f(i);
        recent[1] = recent[0];
        recentValues[1] = recentValues[0];
        recent[0] = i;
        recentValues[0] = value;
        if (value < best.value || best.value == HUGE_VAL)
            best = { double(i), value };
        return value;
    };
    const int iterations = int(std::ceil(std::log(double(hi - lo + 1)) / -std::log(InverseGoldenRatio)));
    goldenSectionMinimum(onGrid, double(lo), double(hi), iterations);
    return best;
}

// Splits the segment with the largest error, at its worst point or its middle: whichever
// leaves the smaller error on the two halves.
void splitWorstSegment(Samples &samples, std::vector<Knot> &knots)
{
    size_t worstSegment = 0;
    Extremum worst{ 0, -1 };
    for (size_t i = 0; i + 1 < knots.size(); ++i) {
        const Extremum e = pieceError(samples, knots[i], knots[i + 1]);
        if (e.value > worst.value) {
            worst = e;
            worstSegment = i;
        }
    }
    const Knot &left = knots[worstSegment];
    const Knot &right = knots[worstSegment + 1];
    const int lo = firstRoom(left);
    const int hi = lastRoom(right);
    if (lo > hi)
        return;
    const auto errorAfterSplit = [&](int i) {
        const Knot knot = smoothKnot(samples, i);
        return std::fmax(pieceError(samples, left, knot).value, pieceError(samples, knot, right).value);
    };
    const int middle = std::clamp(int(std::lround((left.x + right.x) / 2 * TableSteps)), lo, hi);
    const int at = std::clamp(int(std::lround(worst.at * TableSteps)), lo, hi);
    insertKnot(knots, smoothKnot(samples, errorAfterSplit(at) < errorAfterSplit(middle) ? at : middle));
}

/*
    Coordinate descent on the free knots: each moves, between its neighbours, to the grid
    point where the larger error of its two segments is smallest. That error is the maximum
    of one that grows and one that shrinks as the knot moves right, so golden-section search
    suits it; a move is kept only if it helps, so the error never grows.
*/
void relaxKnots(Samples &samples, std::vector<Knot> &knots)
{
    for (int pass = 0; pass < RelaxPasses; ++pass) {
        bool moved = false;
        for (size_t i = 1; i + 1 < knots.size(); ++i) {
            if (knots[i].fixed)
                continue;
            const Knot left = knots[i - 1];
            const Knot right = knots[i + 1];
            const int lo = firstRoom(left);
            const int hi = lastRoom(right);
            if (lo > hi)
                continue;
            const auto errorAround = [&](const Knot &knot) {
                return std::fmax(pieceError(samples, left, knot).value, pieceError(samples, knot, right).value);
            };
            const double current = errorAround(knots[i]);
            const Extremum best =
                    goldenSectionMinimumOnGrid([&](int at) { return errorAround(smoothKnot(samples, at)); }, lo, hi);
            if (best.value < current * (1 - 1e-3)) {
                knots[i] = smoothKnot(samples, int(best.at));
                moved = true;
            }
        }
        if (!moved)
            break;
    }
}

double largestPieceError(const Samples &samples, const std::vector<Knot> &knots) noexcept
{
    double worst = 0;
    for (size_t i = 0; i + 1 < knots.size(); ++i)
        worst = std::fmax(worst, pieceError(samples, knots[i], knots[i + 1]).value);
    return worst;
}

/*
    The greedy walk for target, into knots: through the fixed knots, every segment as long
    as it can be with an error <= target (the furthest grid point, found by bisection) while
    the budget has segments left, then the pieces to the fixed knots as they come. Were a
    segment's error monotone in its length, the walk would use the fewest segments possible
    for target (the classic result for covering by intervals). Returns the largest error of
    the pieces the budget forced (0 without any): the walk meets target iff it is <= target.
*/
double walkKnots(Samples &samples, const std::vector<Knot> &fixed, double target, int budget, std::vector<Knot> &knots)
{
    knots.assign(1, fixed.front());
    int spare = budget - (int(fixed.size()) - 1); // segments left for free knots
    double forced = 0;
    for (size_t i = 1; i < fixed.size(); ++i) {
        const Knot &end = fixed[i];
        while (end.x - knots.back().x >= 2 * MinimumKnotGap) {
            if (spare == 0) {
                forced = std::fmax(forced, pieceError(samples, knots.back(), end).value);
                break;
            }
            if (pieceError(samples, knots.back(), end, target).value <= target)
                break;
            const Knot from = knots.back();
            int good = firstRoom(from);
            int bad = lastRoom(end);
            while (bad - good > 1) {
                const int middle = good + (bad - good) / 2;
                (pieceError(samples, from, smoothKnot(samples, middle), target).value <= target ? good : bad) = middle;
            }
            knots.push_back(smoothKnot(samples, good));
            --spare;
        }
        knots.push_back(end);
    }
    return forced;
}

/*
    The smallest target walkKnots() meets within budget, and its knots. The target is
    found in logarithms (errors span decades) to 1e-3 of itself by regula falsi (Illinois'
    variant) on log(forced error / target), which changes sign there and, forced pieces
    growing smoothly as the target falls, is nearly linear close to it: about six walks
    where bisection took twelve for a third of the precision. A step that would not shrink
    the bracket by a tenth at least, or without a finite value at both ends, bisects.
*/
std::vector<Knot> minimaxKnots(Samples &samples, const std::vector<Knot> &fixed, int budget)
{
    std::vector<Knot> knots = fixed;
    const double fixedError = largestPieceError(samples, fixed);
    if (int(fixed.size()) - 1 >= budget || !(fixedError > 0) || !std::isfinite(fixedError))
        return knots;
    std::vector<Knot> trial;
    // s: the log of a target; h(s) = log(forced / target), <= 0 where it is met. The fixed
    // knots meet their own error; six decades below it is plenty.
    double reached = std::log(fixedError);
    double missed = reached + std::log(1e-6);
    double hReached = -HUGE_VAL;
    double hMissed = HUGE_VAL;
    const auto h = [&](double s) {
        const double forced = walkKnots(samples, fixed, std::exp(s), budget, trial);
        return forced > 0 ? std::log(forced) - s : -HUGE_VAL;
    };
    hMissed = h(missed);
    if (hMissed <= 0) { // met six decades below: take it
        knots.swap(trial);
        return knots;
    }
    int retained = 0; // which end the last steps kept: Illinois halves its value
    for (int step = 0; step < TargetSearchSteps && reached - missed > TargetPrecision; ++step) {
        double s = (reached + missed) / 2;
        if (std::isfinite(hReached) && std::isfinite(hMissed)) {
            const double falsi = reached - hReached * (reached - missed) / (hReached - hMissed);
            const double margin = 0.1 * (reached - missed);
            if (falsi > missed + margin && falsi < reached - margin)
                s = falsi;
        }
        const double hs = h(s);
        if (hs <= 0) {
            reached = s;
            hReached = hs;
            knots.swap(trial);
            if (retained == -1)
                hMissed /= 2;
            retained = -1;
        } else {
            missed = s;
            hMissed = hs;
            if (retained == 1)
                hReached /= 2;
            retained = 1;
        }
    }
    return knots;
}

/*
    The piece from the last impact taken to the end spans all the arcs left out. Started
    with the rebound's slope, a cubic rises like the next arc and never comes back; started
    flat, it stays on the ground and misses only the arcs' heights, which shrink by c^2
    per arc. The last impact knot takes whichever start is better; the others keep the
    exact slope.
*/
void settleTail(Samples &samples, std::vector<Knot> &knots)
{
    const Easing &easing = samples.easing();
    for (size_t i = 1; i + 1 < knots.size(); ++i) {
        if (knots[i].fixed)
            knots[i].slopeAfter = oneSidedSlope(easing, knots[i].x, +1);
    }
    Knot &last = knots[knots.size() - 2];
    if (knots.size() < 3 || !last.fixed)
        return;
    const double exact = pieceError(samples, last, knots.back()).value;
    const double rebound = last.slopeAfter;
    last.slopeAfter = 0;
    if (pieceError(samples, last, knots.back()).value >= exact)
        last.slopeAfter = rebound;
}

/*
    Grows knots to `segments` segments. While an impact is left out, the next one goes in:
    a kink costs a cubic spline more than any smooth stretch does. Then the better of two
    placements: the last one with its worst segment split, and the minimax walk for the
    new budget (it wins on evenly oscillating springs, where a split leaves the error
    uneven), each relaxed.
*/
void addSegment(Samples &samples, const std::vector<double> &impacts, int segments, std::vector<Knot> &knots)
{
    const size_t impact = size_t(segments - 2);
    if (impact < impacts.size()) {
        insertKnot(knots, fixedKnot(samples.easing(), impacts[impact]));
        settleTail(samples, knots);
        return;
    }
    splitWorstSegment(samples, knots);
    relaxKnots(samples, knots);
    std::vector<Knot> fixed;
    std::copy_if(knots.begin(), knots.end(), std::back_inserter(fixed), [](const Knot &knot) { return knot.fixed; });
    std::vector<Knot> walked = minimaxKnots(samples, fixed, segments);
    relaxKnots(samples, walked);
    if (largestPieceError(samples, walked) < largestPieceError(samples, knots))
        knots.swap(walked);
}

// ---------------------------------------------------------------- linear

constexpr double SearchSamplesPerUnit = 16384; // chord checks while searching for points
constexpr int SearchMinimumSamples = 16;
constexpr double CheckSamplesPerUnit = 65536; // the final check, four times as dense
constexpr int CheckMinimumSamples = 64;
constexpr double SearchMargin = 0.98; // the search aims a little inside, so the check rarely splits
constexpr int BisectionSteps = 60;
constexpr double BisectionPrecision = 1e-3; // of the step: further precision buys no fewer points
constexpr double ExtremumGridPerUnit = 4096;
constexpr int RefineIterations = 40;

QPointF pointAt(const Easing &easing, double progress) noexcept
{
    return { progress, easing.valueForProgress(progress) };
}

/*
    The largest |f - chord| over evenly spaced samples strictly inside the chord, and where;
    stops at the first sample above limit, since then only "too far" matters.
*/
Extremum chordError(const Easing &easing, QPointF a, QPointF b, double samplesPerUnit, int minimumSamples,
                    double limit) noexcept
{
    const double width = b.x() - a.x();
    const int samples = std::max(minimumSamples, int(std::ceil(width * samplesPerUnit)));
    Extremum worst{ (a.x() + b.x()) / 2, 0 };
    for (int i = 1; i < samples; ++i) {
        const double u = double(i) / samples;
        const double x = a.x() + width * u;
        const double error = std::fabs(easing.valueForProgress(x) - (a.y() + (b.y() - a.y()) * u));
        if (error > worst.value) {
            worst = { x, error };
            if (error > limit)
                break;
        }
    }
    return worst;
}

// Where df/dp changes sign between lo and hi (df/dp smooth there), by bisection.
double signChange(const Easing &easing, double lo, double hi) noexcept
{
    const bool risingAtLo = easing.velocityForProgress(lo) > 0;
    for (int i = 0; i < BisectionSteps; ++i) {
        const double middle = (lo + hi) / 2;
        if (middle <= lo || middle >= hi)
            break;
        ((easing.velocityForProgress(middle) > 0) == risingAtLo ? lo : hi) = middle;
    }
    return (lo + hi) / 2;
}

// The local extrema of f strictly inside (a, b), where f is smooth: sign changes of df/dp
// on a grid (zeros, such as a bounce at rest, are no change).
void appendExtrema(const Easing &easing, double a, double b, std::vector<double> &extrema)
{
    const int samples = std::max(16, int(std::ceil((b - a) * ExtremumGridPerUnit)));
    double lastProgress = a;
    double lastSign = 0;
    for (int i = 1; i < samples; ++i) {
        const double p = a + (b - a) * i / samples;
        const double slope = easing.velocityForProgress(p);
        const double sign = slope > 0 ? 1 : slope < 0 ? -1 : 0;
        if (sign == 0)
            continue;
        if (lastSign != 0 && sign != lastSign)
            extrema.push_back(signChange(easing, lastProgress, p));
        lastProgress = p;
        lastSign = sign;
    }
}

// The points every fit keeps: the ends, a bounce's impacts, and the extrema between them.
std::vector<double> breakpoints(const Easing &easing)
{
    std::vector<double> kinks = impactProgresses(easing);
    kinks.insert(kinks.begin(), 0.0);
    kinks.push_back(1.0);
    std::vector<double> stops = kinks;
    for (size_t i = 0; i + 1 < kinks.size(); ++i)
        appendExtrema(easing, kinks[i], kinks[i + 1], stops);
    std::sort(stops.begin(), stops.end());
    stops.erase(std::unique(stops.begin(), stops.end(), [](double a, double b) { return b - a < 1e-9; }), stops.end());
    stops.back() = 1.0; // unique() keeps the first of a close pair
    return stops;
}

/*
    Appends the greedy points after from, up to and including to: each is the furthest
    whose chord from the previous one fits within limit, found by doubling the last step
    until a chord fails and then bisecting. False once there are more than MaximumPoints.
*/
bool appendFurthestReach(const Easing &easing, QPointF from, QPointF to, double limit, QList<QPointF> &points)
{
    const auto fits = [&](QPointF a, QPointF b) {
        return chordError(easing, a, b, SearchSamplesPerUnit, SearchMinimumSamples, limit).value <= limit;
    };
    double step = (to.x() - from.x()) / 16;
    while (from.x() < to.x()) {
        if (points.size() >= LinearApproximation::MaximumPoints)
            return false;
        QPointF good = from;
        QPointF bad = to;
        bool failed = false;
        for (double trial = std::fmin(from.x() + step, to.x());;
             trial = std::fmin(from.x() + 2 * (trial - from.x()), to.x())) {
            const QPointF candidate = trial < to.x() ? pointAt(easing, trial) : to;
            if (!fits(from, candidate)) {
                bad = candidate;
                failed = true;
                break;
            }
            good = candidate;
            if (trial >= to.x())
                break;
        }
        const auto unresolved = [&] { return bad.x() - good.x() > BisectionPrecision * (good.x() - from.x()); };
        for (int i = 0; failed && i < BisectionSteps && unresolved(); ++i) {
            const QPointF middle = pointAt(easing, (good.x() + bad.x()) / 2);
            (fits(from, middle) ? good : bad) = middle;
        }
        if (good.x() <= from.x()) // nothing fits at this resolution: the final check splits it
            good = bad;
        step = good.x() - from.x();
        points.append(good);
        from = good;
    }
    return true;
}

// The largest |f - chord| over a chord: its largest sample on the dense sampling, refined by
// golden-section search between the neighbouring samples, so that it is the supremum.
Extremum largestChordError(const Easing &easing, QPointF a, QPointF b) noexcept
{
    const double width = b.x() - a.x();
    const Extremum sampled = chordError(easing, a, b, CheckSamplesPerUnit, CheckMinimumSamples, HUGE_VAL);
    const double spacing = width / std::max(double(CheckMinimumSamples), std::ceil(width * CheckSamplesPerUnit));
    const auto negativeError = [&](double x) {
        return -std::fabs(easing.valueForProgress(x) - (a.y() + (b.y() - a.y()) * (x - a.x()) / width));
    };
    const Extremum refined = goldenSectionMinimum(negativeError, std::fmax(a.x(), sampled.at - spacing),
                                                  std::fmin(b.x(), sampled.at + spacing), RefineIterations);
    return -refined.value > sampled.value ? Extremum{ refined.at, -refined.value } : sampled;
}

// The final check: every chord, splitting any beyond limit at its worst point. Returns the
// largest error left, or -1 beyond MaximumPoints.
double checkAndSplit(const Easing &easing, double limit, QList<QPointF> &points)
{
    double worst = 0;
    for (qsizetype i = 0; i + 1 < points.size();) {
        const Extremum e = largestChordError(easing, points[i], points[i + 1]);
        if (e.value > limit && e.at > points[i].x() && e.at < points[i + 1].x()) {
            if (points.size() >= LinearApproximation::MaximumPoints)
                return -1;
            points.insert(i + 1, pointAt(easing, e.at));
            continue;
        }
        worst = std::fmax(worst, e.value);
        ++i;
    }
    return worst;
}

/*
    The largest |polyline - easing| an engine shows playing points as it read them: x from 0,
    strictly increasing; past the last point the polyline holds its value and the easing its
    end (valueForProgress clamps), until both have ended.
*/
double printedError(const Easing &easing, const QList<QPointF> &points) noexcept
{
    double worst = 0;
    for (qsizetype i = 0; i + 1 < points.size(); ++i)
        worst = std::fmax(worst, largestChordError(easing, points[i], points[i + 1]).value);
    const QPointF last = points.constLast();
    if (last.x() < 1)
        worst = std::fmax(worst, largestChordError(easing, last, QPointF(1, last.y())).value);
    return worst;
}

// ---------------------------------------------------------------- text

// Fixed notation with at most `decimals` decimals, no trailing zeros, no "-0".
QString decimal(double value, int decimals)
{
    QString text = QString::number(value, 'f', decimals);
    if (text.contains(u'.')) {
        while (text.endsWith(u'0'))
            text.chop(1);
        if (text.endsWith(u'.'))
            text.chop(1);
    }
    if (text == u"-0")
        text = QStringLiteral("0");
    return text;
}

// The fewest decimals whose rounding error (half a unit in the last place) is <= resolution.
int decimalsFor(double resolution) noexcept
{
    constexpr int maximum = 15;
    if (!(resolution > 0))
        return maximum;
    return std::clamp(int(std::ceil(std::log10(0.5 / resolution) - 1e-9)), 0, maximum);
}

// Exactly from at 0 and exactly to at 1.
double interpolate(double from, double to, double fraction) noexcept
{
    return fraction == 1 ? to : from + (to - from) * fraction;
}

} // namespace

// ---------------------------------------------------------------- BezierApproximation

namespace {

// The fits made, by easing and budget: a fit takes milliseconds (a frame's worth), and the same
// easing is asked for again (a QML binding re-evaluated, the exact-curve pool once it is
// full, a list of equal animations), which then costs a lookup. Bounded: cleared when full.
struct FitCache
{
    std::mutex mutex;
    QHash<QByteArray, BezierApproximation> fits;
};

FitCache &fitCache()
{
    static FitCache cache;
    return cache;
}

constexpr qsizetype MaximumCachedFits = 4096;
std::atomic<int> fitsMade{ 0 }; // easingCurvePoolFits()

} // namespace

int easingCurvePoolFits() noexcept
{
    return fitsMade.load(std::memory_order_relaxed);
}

BezierApproximation BezierApproximation::fit(const Easing &easing, int maxSegments)
{
    const int budget = easing.isValid() ? std::clamp(maxSegments, 1, MaximumSegments) : 1;
    const QByteArray key = Detail::streamKey(easing) + char(budget);
    FitCache &cache = fitCache();
    {
        const std::lock_guard<std::mutex> locker(cache.mutex);
        if (const auto cached = cache.fits.constFind(key); cached != cache.fits.cend())
            return *cached;
    }
    // Fitted outside the lock: other threads' fits do not wait for this one. Two threads
    // fitting the same easing at once make the same fit; either may stay in the cache.
    fitsMade.fetch_add(1, std::memory_order_relaxed);
    // Qt's hash of the key can leave the AVX upper state dirty (avxstate_p.h): every libm
    // call of the fit would pay for it (a fit took 1.4-1.7x as long as the same code with the
    // state clean, issue 22).
    Detail::clearAvxUpperState();
    const std::vector<double> impacts = impactProgresses(easing);
    Samples samples(easing);

    std::vector<Knot> knots{ fixedKnot(easing, 0), fixedKnot(easing, 1) };
    knots.reserve(MaximumSegments + 1);
    BezierApproximation best;
    best.m_points = controlPointsOf(knots);
    best.m_maxError = measuredError(best.m_points, samples);
    // The straight line: a motion too lively for the budget (a spring of damping ratio 0.01
    // swings a hundred times) is followed worse by pieces through its exact slopes than by
    // it, and no fit returned may be worse than this one.
    const QList<QPointF> line{ QPointF(1.0 / 3, 1.0 / 3), QPointF(2.0 / 3, 2.0 / 3), QPointF(1, 1) };
    const double lineError = measuredError(line, samples);
    if (lineError < best.m_maxError) {
        best.m_points = line;
        best.m_maxError = lineError;
    }
    // The fit for n segments replays the fit for n - 1 and adds a step; keeping the best
    // spline met makes maxError() monotone in n.
    for (int segments = 2; segments <= budget && best.m_maxError > ExactEnough; ++segments) {
        addSegment(samples, impacts, segments, knots);
        const QList<QPointF> points = controlPointsOf(knots);
        const double error = measuredError(points, samples);
        if (error < best.m_maxError) {
            best.m_points = points;
            best.m_maxError = error;
        }
    }
    const std::lock_guard<std::mutex> locker(cache.mutex);
    if (cache.fits.size() >= MaximumCachedFits)
        cache.fits.clear();
    cache.fits.insert(key, best);
    Detail::clearAvxUpperState(); // nor does the caller's code pay for the insertion's hash
    return best;
}

QEasingCurve BezierApproximation::toEasingCurve() const
{
    if (m_points.isEmpty())
        return QEasingCurve(QEasingCurve::Linear);
    return bezierSpline(m_points);
}

// ---------------------------------------------------------------- LinearApproximation

LinearApproximation LinearApproximation::fit(const Easing &easing, double allowedError)
{
    const std::vector<double> stops = breakpoints(easing);
    LinearApproximation result;
    result.m_easing = easing;
    // After a failed try, the next allowed error is at least a millionth of the easing's
    // range: doubling from 1e-3 up to an easing that spans 1e300 would take a thousand tries.
    double lowest = 0, highest = 1;
    for (const double stop : stops) {
        lowest = std::fmin(lowest, easing.valueForProgress(stop));
        highest = std::fmax(highest, easing.valueForProgress(stop));
    }
    const double retryFloor = (highest - lowest) * 1e-6;
    // NaN fails the comparison and takes the minimum too. Past 1, no allowed error means more.
    result.m_allowedError = std::fmin(allowedError >= MinimumAllowedError ? allowedError : MinimumAllowedError, 1.0);
    double retry = 2; // what the next try multiplies the allowed error by
    for (;; result.m_allowedError = std::fmin(std::fmax(retry * result.m_allowedError, retryFloor), 1.0)) {
        const double chordAllowedError = FitShare * result.m_allowedError;
        QList<QPointF> points{ QPointF(0, 0) };
        bool fitted = true;
        for (size_t i = 1; fitted && i < stops.size(); ++i) {
            fitted = appendFurthestReach(easing, points.constLast(), pointAt(easing, stops[i]),
                                         SearchMargin * chordAllowedError, points);
        }
        // The points ran out at progress q: a chord's error grows like its length squared, so
        // covering all of it takes about 1 / q^2 the allowed error (a spring that swings 1e50
        // times would otherwise try every doubling, 10000 points each).
        const double covered = points.constLast().x();
        retry = fitted ? 2 : std::fmax(2, 1 / (covered * covered));
        const double error = fitted ? checkAndSplit(easing, chordAllowedError, points) : -1;
        if (error >= 0) {
            result.m_points = points;
            result.m_maxError = error;
            return result;
        }
        if (result.m_allowedError >= 1) {
            // Not even an allowed error of 1 fits (an easing that strays 1e300 times its
            // distance): the stops alone, with the error they have.
            result.m_points.clear();
            for (const double stop : stops)
                result.m_points.append(pointAt(easing, stop));
            result.m_maxError = printedError(easing, result.m_points);
            return result;
        }
    }
}

double LinearApproximation::steepestSlope() const noexcept
{
    double steepest = 0;
    for (qsizetype i = 0; i + 1 < m_points.size(); ++i) {
        const QPointF d = m_points[i + 1] - m_points[i];
        steepest = std::fmax(steepest, std::fabs(d.y() / d.x()));
    }
    return std::fmax(steepest, 1e-300);
}

/*
    Prints the points with the decimals print(extra) chooses for `extra` decimals more than
    the shares of the allowed error ask, reads the printed text back, and measures it against
    the easing as an engine plays it; a decimal more until it is within the allowed error
    (the shares make the first try enough but for rounding's corner cases).
*/
template<typename Print> LinearApproximation::Printed LinearApproximation::printWithin(Print print) const
{
    Printed printed;
    for (int extra = 0; extra <= MaximumDecimals; ++extra) {
        printed = print(extra);
        printed.maxError = printedError(m_easing, printed.read);
        // More decimals cannot bring the text closer than the points themselves are.
        if (printed.maxError <= m_allowedError || m_maxError > FitShare * m_allowedError)
            break;
    }
    return printed;
}

/*
    The stops' progresses, strictly increasing, as printed with the fewest decimals from
    `decimals` on that keeps them so; scale multiplies each progress before printing.
*/
QStringList LinearApproximation::printedProgresses(double scale, int decimals) const
{
    QStringList texts;
    for (;; ++decimals) {
        texts.clear();
        double previous = 0;
        bool increasing = true;
        for (qsizetype i = 1; i < m_points.size(); ++i) {
            const QString text = decimal(scale * m_points[i].x(), decimals);
            increasing = increasing && text.toDouble() > previous;
            previous = text.toDouble();
            texts << text;
        }
        if (increasing || decimals >= MaximumDecimals)
            return texts;
    }
}

LinearApproximation::Printed LinearApproximation::css() const
{
    const double duration = 1000 * m_easing.duration(); // ms
    const double steepest = steepestSlope();
    return printWithin([&](int extra) {
        Printed printed;
        // CSS takes fractional milliseconds: played over D' for D, every stop moves by D'/D.
        const int durationDecimals =
                std::min(decimalsFor(DurationShare * m_allowedError * duration / steepest) + extra, MaximumDecimals);
        printed.duration = decimal(duration, durationDecimals);
        const double stretch = printed.duration.toDouble() / duration;
        const int valueDecimals = std::min(decimalsFor(ValueShare * m_allowedError) + extra, MaximumDecimals);
        const QStringList percentages = printedProgresses(
                100, std::min(decimalsFor(ProgressShare * m_allowedError / steepest * 100) + extra, MaximumDecimals));
        printed.text = QStringLiteral("linear(0");
        printed.read = { QPointF(0, 0) };
        for (qsizetype i = 1; i + 1 < m_points.size(); ++i) {
            const QString value = decimal(m_points[i].y(), valueDecimals);
            printed.text += QStringLiteral(", %1 %2%").arg(value, percentages[i - 1]);
            printed.read << QPointF(percentages[i - 1].toDouble() / 100 * stretch, value.toDouble());
        }
        printed.text += QStringLiteral(", 1)");
        printed.read << QPointF(stretch, 1);
        return printed;
    });
}

QString LinearApproximation::toCss() const
{
    if (m_points.size() < 2)
        return QStringLiteral("linear(0, 1)");
    return css().text;
}

QString LinearApproximation::toCssDuration() const
{
    if (m_points.size() < 2)
        return QString();
    return css().duration + QStringLiteral("ms");
}

double LinearApproximation::cssError() const
{
    return m_points.size() < 2 ? 0.0 : css().maxError;
}

QList<QPair<double, QVariant>> LinearApproximation::toKeyValues(double from, double to) const
{
    QList<QPair<double, QVariant>> values;
    values.reserve(m_points.size());
    for (const QPointF &point : m_points)
        values.append({ point.x(), QVariant(interpolate(from, to, point.y())) });
    return values;
}

LinearApproximation::Printed LinearApproximation::timeline(double from, double to, double durationSeconds) const
{
    const double duration = 1000 * durationSeconds; // frames are milliseconds
    const double distance = to - from;
    if (!(duration > 0) || m_points.size() < 2) {
        Printed end;
        end.keyframes = { { QStringLiteral("0"), decimal(to, MaximumDecimals) } };
        return end;
    }
    const double steepest = steepestSlope();
    const bool measurable = std::isfinite(distance) && distance != 0 && std::isfinite(duration);
    return printWithin([&](int extra) {
        Printed printed;
        const int valueDecimals =
                std::min(decimalsFor(ValueShare * m_allowedError * std::fabs(distance)) + extra, MaximumDecimals);
        const QStringList frames = printedProgresses(
                duration,
                std::min(decimalsFor(ProgressShare * m_allowedError * duration / steepest) + extra, MaximumDecimals));
        const auto keyframe = [&](const QString &frame, double value) {
            const QString text = decimal(interpolate(from, to, value), valueDecimals);
            printed.keyframes.append({ frame, text });
            printed.read << QPointF(frame.toDouble() / duration, (text.toDouble() - from) / distance);
        };
        keyframe(QStringLiteral("0"), 0);
        for (qsizetype i = 1; i < m_points.size(); ++i)
            keyframe(frames[i - 1], m_points[i].y());
        if (!measurable) // nothing to compare a value with: the exact points' error stands
            printed.read = m_points;
        return printed;
    });
}

QString LinearApproximation::toTimelineQml(const QString &target, const QString &property, double from, double to,
                                           double durationSeconds) const
{
    QString escaped = property;
    escaped.replace(u'\\', QStringLiteral("\\\\")).replace(u'"', QStringLiteral("\\\""));
    QString qml = QStringLiteral("KeyframeGroup {\n    target: %1\n    property: \"%2\"\n").arg(target, escaped);
    for (const auto &[frame, value] : timeline(from, to, durationSeconds).keyframes)
        qml += QStringLiteral("    Keyframe { frame: %1; value: %2 }\n").arg(frame, value);
    return qml + QStringLiteral("}\n");
}

double LinearApproximation::timelineError(double from, double to, double durationSeconds) const
{
    return timeline(from, to, durationSeconds).maxError;
}

} // namespace Impetus
