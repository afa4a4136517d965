// SPDX-License-Identifier: MIT
/*
    A new cubic Bezier fit of an easing (issue 22): what Impetus.bezierCurve() in QML and
    Easing::toEasingCurve() with the exact-curve pool full pay for an easing not fitted
    before. Every iteration fits an easing never seen (its model's parameter moved by a
    relative 1e-12 per iteration), so the fit cache never answers; a UI needs it within
    one frame, 16 ms.

    The peer, in the same run: the fit as lib/easing/approximation.cpp made it before issue 22
    (commit c9ce4f8), kept here verbatim and callable only from here, on the same easings.
    The counters max_error and segments are the last fit's, so that the two can be
    compared for accuracy as well as time.
*/

#include "registry.h"

#include <impetus/approximation.h>
#include <impetus/easing.h>

#include <QtCore/qeasingcurve.h>

#include <benchmark/benchmark.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <iterator>
#include <optional>
#include <vector>

using namespace Impetus;

namespace ImpetusBench {

namespace Before {

// ---------------------------------------------------------------- the fit before issue 22

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

/*
    The minimum of f on [lo, hi] by golden-section search: exact for unimodal f, and never
    worse than the best point it evaluated otherwise.
*/
template<typename Function> Extremum goldenSectionMinimum(Function f, double lo, double hi, int iterations)
{
    constexpr double ratio = 0.6180339887498949; // 1 / golden ratio
    double a = hi - ratio * (hi - lo);
    double b = lo + ratio * (hi - lo);
    double fa = f(a);
    double fb = f(b);
    for (int i = 0; i < iterations; ++i) {
        if (fa <= fb) {
            hi = b;
            b = a;
            fb = fa;
            a = hi - ratio * (hi - lo);
            fa = f(a);
        } else {
            lo = a;
            a = b;
            fa = fb;
            b = lo + ratio * (hi - lo);
            fb = f(b);
        }
    }
    return fa <= fb ? Extremum{ a, fa } : Extremum{ b, fb };
}

// ---------------------------------------------------------------- Bezier

// Qt's BezierSpline solves x(t) = p treating a coefficient below 1e-3 as zero: a segment
// narrower than that in x evaluates as its start value (t = 0). Keep well clear of it.
constexpr double MinimumKnotGap = 2e-3;
constexpr int PieceSamples = 64; // per segment, while placing knots
constexpr int KnotSearchIterations = 32; // golden-section steps: 0.618^32 ~ 2e-7 of the interval
constexpr int RelaxPasses = 4;
constexpr int ReachBisectionSteps = 24; // 6e-8 of the interval
constexpr int TargetBisectionSteps = 12; // the target to 3e-3 of itself
constexpr double ExactEnough = 1e-12; // rounding: more segments cannot help
constexpr int MeasureGrid = 4000;
constexpr int MeasureRefineIterations = 40;

struct Knot
{
    double x = 0;
    double y = 0;
    double slopeBefore = 0; // df/dp on each side: they differ at a bounce's impacts
    double slopeAfter = 0;
    bool fixed = false; // an end or an impact, never moved
};

Knot smoothKnot(const Easing &easing, double x) noexcept
{
    const double slope = easing.velocityForProgress(x);
    return { x, easing.valueForProgress(x), slope, slope, false };
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

// The largest sampled error of a piece (its ends are exact) and where it is.
Extremum pieceError(const Easing &easing, const Knot &a, const Knot &b) noexcept
{
    const Piece piece = pieceBetween(a, b);
    Extremum worst{ (a.x + b.x) / 2, 0 };
    for (int i = 1; i < PieceSamples; ++i) {
        const double u = double(i) / PieceSamples;
        const double x = a.x + (b.x - a.x) * u;
        double error = std::fabs(piece.valueAt(u) - easing.valueForProgress(x));
        if (std::isnan(error))
            error = HUGE_VAL;
        if (error > worst.value)
            worst = { x, error };
    }
    return worst;
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
*/
double measuredError(const QList<QPointF> &points, const Easing &easing)
{
    const QEasingCurve curve = bezierSpline(points);
    const auto error = [&](double p) {
        const double e = std::fabs(curve.valueForProgress(p) - easing.valueForProgress(p));
        return std::isnan(e) ? HUGE_VAL : e; // overflowed control points are as wrong as can be
    };
    std::vector<double> progress;
    progress.reserve(MeasureGrid + 1 + 4 * size_t(points.size() / 3));
    for (int i = 0; i <= MeasureGrid; ++i)
        progress.push_back(double(i) / MeasureGrid);
    for (qsizetype i = 2; i + 3 < points.size(); i += 3) {
        for (const double offset : { -1e-4, -1e-6, 1e-6, 1e-4 })
            progress.push_back(points[i].x() + offset);
    }
    std::sort(progress.begin(), progress.end());

    std::vector<double> errors(progress.size());
    std::transform(progress.begin(), progress.end(), errors.begin(), error);
    const double gridMaximum = *std::max_element(errors.begin(), errors.end());
    double worst = gridMaximum;
    for (size_t i = 1; i + 1 < errors.size(); ++i) {
        if (errors[i] < 0.5 * gridMaximum || errors[i] < errors[i - 1] || errors[i] < errors[i + 1])
            continue;
        const Extremum peak = goldenSectionMinimum([&](double p) { return -error(p); }, progress[i - 1],
                                                   progress[i + 1], MeasureRefineIterations);
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

// Splits the segment with the largest error, at its worst point or its middle: whichever
// leaves the smaller error on the two halves.
void splitWorstSegment(const Easing &easing, std::vector<Knot> &knots)
{
    size_t worstSegment = 0;
    Extremum worst{ 0, -1 };
    for (size_t i = 0; i + 1 < knots.size(); ++i) {
        const Extremum e = pieceError(easing, knots[i], knots[i + 1]);
        if (e.value > worst.value) {
            worst = e;
            worstSegment = i;
        }
    }
    const Knot &left = knots[worstSegment];
    const Knot &right = knots[worstSegment + 1];
    if (right.x - left.x < 2 * MinimumKnotGap)
        return;
    const auto errorAfterSplit = [&](double x) {
        const Knot knot = smoothKnot(easing, x);
        return std::fmax(pieceError(easing, left, knot).value, pieceError(easing, knot, right).value);
    };
    const double middle = (left.x + right.x) / 2;
    const double at = std::clamp(worst.at, left.x + MinimumKnotGap, right.x - MinimumKnotGap);
    insertKnot(knots, smoothKnot(easing, errorAfterSplit(at) < errorAfterSplit(middle) ? at : middle));
}

/*
    Coordinate descent on the free knots: each moves, between its neighbours, to where the
    larger error of its two segments is smallest. That error is the maximum of one that
    grows and one that shrinks as the knot moves right, so golden-section search suits it;
    a move is kept only if it helps, so the error never grows.
*/
void relaxKnots(const Easing &easing, std::vector<Knot> &knots)
{
    for (int pass = 0; pass < RelaxPasses; ++pass) {
        bool moved = false;
        for (size_t i = 1; i + 1 < knots.size(); ++i) {
            if (knots[i].fixed)
                continue;
            const Knot left = knots[i - 1];
            const Knot right = knots[i + 1];
            const auto errorAround = [&](double x) {
                const Knot knot = smoothKnot(easing, x);
                return std::fmax(pieceError(easing, left, knot).value, pieceError(easing, knot, right).value);
            };
            const double current = errorAround(knots[i].x);
            const Extremum best = goldenSectionMinimum(errorAround, left.x + MinimumKnotGap, right.x - MinimumKnotGap,
                                                       KnotSearchIterations);
            if (best.value < current * (1 - 1e-3)) {
                knots[i] = smoothKnot(easing, best.at);
                moved = true;
            }
        }
        if (!moved)
            break;
    }
}

double largestPieceError(const Easing &easing, const std::vector<Knot> &knots) noexcept
{
    double worst = 0;
    for (size_t i = 0; i + 1 < knots.size(); ++i)
        worst = std::fmax(worst, pieceError(easing, knots[i], knots[i + 1]).value);
    return worst;
}

/*
    The knots through the fixed ones that make every segment as long as it can be with an
    error <= target (found by bisection), into knots; false if that takes more than budget
    segments. Were a segment's error monotone in its length, this greedy walk would use the
    fewest segments possible for target (the classic result for covering by intervals).
*/
bool reachKnots(const Easing &easing, const std::vector<Knot> &fixed, double target, int budget,
                std::vector<Knot> &knots)
{
    knots.assign(1, fixed.front());
    for (size_t i = 1; i < fixed.size(); ++i) {
        const Knot &end = fixed[i];
        while (end.x - knots.back().x >= 2 * MinimumKnotGap && pieceError(easing, knots.back(), end).value > target) {
            if (int(knots.size()) >= budget)
                return false;
            const Knot from = knots.back();
            double good = from.x + MinimumKnotGap;
            double bad = end.x - MinimumKnotGap;
            for (int step = 0; step < ReachBisectionSteps; ++step) {
                const double middle = (good + bad) / 2;
                (pieceError(easing, from, smoothKnot(easing, middle)).value <= target ? good : bad) = middle;
            }
            knots.push_back(smoothKnot(easing, good));
        }
        knots.push_back(end);
    }
    return int(knots.size()) - 1 <= budget;
}

/*
    The smallest largest error reachKnots() achieves within budget, by bisection on the
    target (in logarithms: it spans decades), and the knots for it.
*/
std::vector<Knot> minimaxKnots(const Easing &easing, const std::vector<Knot> &fixed, int budget)
{
    std::vector<Knot> knots = fixed;
    std::vector<Knot> trial;
    double reached = largestPieceError(easing, fixed);
    double missed = reached * 1e-6; // six decades below the fixed knots' error is plenty
    for (int step = 0; step < TargetBisectionSteps && int(fixed.size()) - 1 < budget; ++step) {
        const double target = std::sqrt(reached * missed);
        if (reachKnots(easing, fixed, target, budget, trial)) {
            reached = target;
            knots.swap(trial);
        } else {
            missed = target;
        }
    }
    return knots;
}

/*
    Grows knots to `segments` segments. While an impact is left out, the next one goes in:
    a kink costs a cubic spline more than any smooth stretch does. Then the better of two
    placements: the last one with its worst segment split, and the minimax walk for the
    new budget (it wins on evenly oscillating springs, where a split leaves the error
    uneven), each relaxed.
*/
/*
    The piece from the last impact taken to the end spans all the arcs left out. Started
    with the rebound's slope, a cubic rises like the next arc and never comes back; started
    flat, it stays on the ground and misses only the arcs' heights, which shrink by c^2
    per arc. The last impact knot takes whichever start is better; the others keep the
    exact slope.
*/
void settleTail(const Easing &easing, std::vector<Knot> &knots)
{
    for (size_t i = 1; i + 1 < knots.size(); ++i) {
        if (knots[i].fixed)
            knots[i].slopeAfter = oneSidedSlope(easing, knots[i].x, +1);
    }
    Knot &last = knots[knots.size() - 2];
    if (knots.size() < 3 || !last.fixed)
        return;
    const double exact = pieceError(easing, last, knots.back()).value;
    const double rebound = last.slopeAfter;
    last.slopeAfter = 0;
    if (pieceError(easing, last, knots.back()).value >= exact)
        last.slopeAfter = rebound;
}

void addSegment(const Easing &easing, const std::vector<double> &impacts, int segments, std::vector<Knot> &knots)
{
    const size_t impact = size_t(segments - 2);
    if (impact < impacts.size()) {
        insertKnot(knots, fixedKnot(easing, impacts[impact]));
        settleTail(easing, knots);
        return;
    }
    splitWorstSegment(easing, knots);
    relaxKnots(easing, knots);
    std::vector<Knot> fixed;
    std::copy_if(knots.begin(), knots.end(), std::back_inserter(fixed), [](const Knot &knot) { return knot.fixed; });
    std::vector<Knot> walked = minimaxKnots(easing, fixed, segments);
    relaxKnots(easing, walked);
    if (largestPieceError(easing, walked) < largestPieceError(easing, knots))
        knots.swap(walked);
}

struct Fit
{
    QList<QPointF> points;
    double maxError = 0;
};

// BezierApproximation::fit() before issue 22, without its cache.
Fit fit(const Easing &easing, int maxSegments)
{
    const int budget = easing.isValid() ? std::clamp(maxSegments, 1, BezierApproximation::MaximumSegments) : 1;
    const std::vector<double> impacts = impactProgresses(easing);
    std::vector<Knot> knots{ fixedKnot(easing, 0), fixedKnot(easing, 1) };
    knots.reserve(BezierApproximation::MaximumSegments + 1);
    Fit best;
    best.points = controlPointsOf(knots);
    best.maxError = measuredError(best.points, easing);
    const QList<QPointF> line{ QPointF(1.0 / 3, 1.0 / 3), QPointF(2.0 / 3, 2.0 / 3), QPointF(1, 1) };
    const double lineError = measuredError(line, easing);
    if (lineError < best.maxError) {
        best.points = line;
        best.maxError = lineError;
    }
    for (int segments = 2; segments <= budget && best.maxError > ExactEnough; ++segments) {
        addSegment(easing, impacts, segments, knots);
        const QList<QPointF> points = controlPointsOf(knots);
        const double error = measuredError(points, easing);
        if (error < best.maxError) {
            best.points = points;
            best.maxError = error;
        }
    }
    return best;
}

} // namespace Before

namespace {

// (2 pi 2 Hz)^2: the 2 Hz spring of unit mass of tst_approximation.
constexpr double Stiffness = 157.91367041742973;

// An easing of the model for a scale near 1: each scale gives another easing.
using Model = std::function<Easing(double scale)>;

Easing spring(double dampingRatio, double scale)
{
    const Spring model = Spring::fromDampingRatio(1, Stiffness * scale, dampingRatio);
    return Easing::settling(model.withStart(0, 0).withRestPosition(1));
}

// Every fit of the run, new or old, gets an easing of its own.
double nextScale()
{
    static int serial = 0;
    return 1 + 1e-12 * ++serial;
}

template<typename Fitter> void fitNew(benchmark::State &state, const Model &model, Fitter fitter)
{
    double maxError = 0;
    int segments = 0;
    beforeTimedLoop(state);
    for (auto _ : state) {
        const Easing easing = model(nextScale());
        const auto [count, error] = fitter(easing);
        benchmark::DoNotOptimize(error);
        segments = count;
        maxError = error;
    }
    afterTimedLoop(state);
    state.SetItemsProcessed(state.iterations());
    state.counters["max_error"] = maxError;
    state.counters["segments"] = segments;
}

void add(const char *name, Model model)
{
    benchmark::RegisterBenchmark((std::string("Fit/Bezier(") + name + ")").c_str(), [model](benchmark::State &state) {
        fitNew(state, model, [](const Easing &easing) {
            const BezierApproximation fit = BezierApproximation::fit(easing);
            return std::pair(fit.segmentCount(), fit.maxError());
        });
    })->Unit(benchmark::kMillisecond);
    benchmark::RegisterBenchmark((std::string("Fit/BezierBefore(") + name + ")").c_str(),
                                 [model](benchmark::State &state) {
                                     fitNew(state, model, [](const Easing &easing) {
                                         const Before::Fit fit =
                                                 Before::fit(easing, BezierApproximation::MaximumSegments);
                                         return std::pair(int(fit.points.size() / 3), fit.maxError);
                                     });
                                 })
            ->Unit(benchmark::kMillisecond);
}

} // namespace

// The easings of tst_approximation's Bezier rows: a spring in all three regimes (and a
// lively one), a decay, gravity, and drops whose bounces outnumber the segments.
void registerBezierFits()
{
    add("spring-0.3", [](double s) { return spring(0.3, s); });
    add("spring-0.15", [](double s) { return spring(0.15, s); });
    add("spring-critical", [](double s) { return spring(1, s); });
    add("spring-overdamped", [](double s) { return spring(2, s); });
    add("decay", [](double s) { return Easing::settling(ExponentialDecay(0, 5 * s, 5)); });
    add("gravity", [](double s) { return Easing::reaching(Gravity(0, 0, 2 * s), 1); });
    add("bounce-0.5", [](double s) { return Easing::settling(Bounce::fromDrop(s, 0.5, -9.81)); });
    add("bounce-0.7", [](double s) { return Easing::settling(Bounce::fromDrop(s, 0.7, -9.81)); });
}

} // namespace ImpetusBench
