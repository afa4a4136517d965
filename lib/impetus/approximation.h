// SPDX-License-Identifier: MIT
#ifndef IMPETUS_APPROXIMATION_H
#define IMPETUS_APPROXIMATION_H

#include <impetus/easing.h>

#include <QtCore/qlist.h>
#include <QtCore/qpair.h>
#include <QtCore/qpoint.h>
#include <QtCore/qstring.h>
#include <QtCore/qvariant.h>

QT_BEGIN_NAMESPACE
class QEasingCurve;
QT_END_NAMESPACE

namespace Impetus {

/*!
    The best cubic Bezier spline for an easing, in QEasingCurve::BezierSpline's form, for
    the places an exact Custom curve cannot go (QML's easing.bezierCurve, a pool that is
    full, anything that serialises a QEasingCurve).

    Qt 6.4 corrupts memory when a BezierSpline has more than 10 cubic segments (and QML's
    easing.bezierCurve uses the same code), so fit() never makes more than
    MaximumSegments; maxSegments is clamped to [1, MaximumSegments].

    Each segment is a cubic Hermite piece: its control points sit at a third and two
    thirds of its progress interval, so x is linear in the Bezier parameter (monotone, and
    QEasingCurve inverts it exactly), and their y come from the easing's exact values and
    slopes at both ends. The spline therefore passes through the easing at every knot, is
    C1 where the easing is, and keeps a bounce's kinks: impacts are knots, with the
    one-sided slopes on each side. A bounce's arcs are parabolas in time, which a Hermite
    cubic reproduces exactly, so a bounce is exact up to the impacts that do not fit in
    the budget (the earliest are kept) and the easing's end blend.

    The knots grow one per step: the impacts first, then the better of two placements,
    the last one with its worst segment split and the minimax walk (every segment as long
    as a target error allows, the smallest target that fits the budget found by regula
    falsi), each relaxed by moving knots one at a time (golden-section search between their
    neighbours). The easing is sampled once on a grid of 16000 steps: knots other than the
    impacts are placed on it and pieces compared with it there. The fit for n segments is
    the best spline met while growing to n, so maxError() never increases with maxSegments;
    it may have fewer than n segments. No segment is narrower than 2e-3 in progress: Qt's
    solver returns the start value on a segment narrower than 1e-3. A new fit of 10
    segments takes about 8-9 ms of CPU time for a spring or a decay, 1-2 ms for gravity or
    a bounce (benchmarks/bezierfit.cpp; 60-90 ms before issue 22).

    maxError() is measured through QEasingCurve::valueForProgress itself, on 4001 evenly
    spaced progresses and around every knot, each local maximum refined by golden-section
    search: the largest error, to about 1e-9 of itself. Measured figures (tst_approximation):
    a spring of damping ratio 0.3 fits in 10 segments to 1.9e-3, one of 0.15 to 1.7e-2, a
    critically damped one to 7e-5; a dropped bounce with c = 0.5 to 3.9e-6 (the arcs after
    its ninth impact), and one capped at 2 bounces is exact to 1e-13.

    An invalid easing gives one linear segment. A default-constructed approximation has
    no segments, and its toEasingCurve() is QEasingCurve::Linear.
*/
class IMPETUS_CORE_EXPORT BezierApproximation
{
public:
    /*! The most cubic segments fit() makes: 10, Qt 6.4's limit for a BezierSpline. */
    static constexpr int MaximumSegments = 10;

    /*! The spline for easing with at most maxSegments cubic segments (clamped to [1,
        MaximumSegments]), as the class description explains; an invalid easing gives one
        linear segment. A new fit of 10 segments takes under 10 ms of CPU time (about 8 ms
        for a spring); the fit is kept (up to 4096 of them, thread-safe), so the same easing
        and budget asked for again (a QML binding re-evaluated) costs a lookup. */
    static BezierApproximation fit(const Easing &easing, int maxSegments = MaximumSegments);

    /*! Control points as QEasingCurve::addCubicBezierSegment() and QML's
        easing.bezierCurve take them: c1, c2, end for each segment, ending at (1, 1). */
    QList<QPointF> controlPoints() const { return m_points; }
    /*! The number of cubic segments: controlPoints() has three points per segment. */
    int segmentCount() const { return int(m_points.size() / 3); }
    /*! The measured error: the largest |curve(p) - easing(p)| over [0, 1], measured through
        QEasingCurve (a fit has a segment budget, not an allowed error). */
    double maxError() const { return m_maxError; }
    /*! A QEasingCurve::BezierSpline of these segments (never more than MaximumSegments). */
    QEasingCurve toEasingCurve() const;

private:
    QList<QPointF> m_points;
    double m_maxError = 0;
};

/*!
    A piecewise-linear approximation with adaptively chosen points, for CSS linear(),
    QVariantAnimation key values and Qt Quick Timeline keyframes.

    Two errors describe a fit, and they have different names: allowedError() is the bound
    it was asked for (fit()'s allowedError, `impetus export --allowed-error`, "allowedError"
    in the tool's JSON), maxError() the error it measured (the JSON's "maxError"). Neither
    is the settling tolerance of the easing (Easing::tolerance()), which decides where the
    easing ends, not how closely the points follow it.

    Points are (progress, value) with progress strictly increasing from 0 to 1 and
    value(0) = 0, value(1) = 1. They always include the easing's local extrema (so an
    overshoot keeps its height) and a bounce's impacts (its kinks). Between those, each
    next point is the furthest one whose chord stays within FitShare of the allowed error
    on a sampling of 2^14 per unit of progress (found by doubling the last step, then
    bisecting). A final pass finds each chord's largest error on a sampling four times as
    dense, refined by golden-section search, and splits any chord beyond FitShare of the
    allowed error at its worst point. maxError() is the largest of those errors: within
    FitShare * allowedError() except for features narrower than the sampling step, which
    these models do not have.

    The rest of the allowed error is the printed text's: toCss() and toTimelineQml() round
    values to a tenth of it and stops (and CSS's duration) to a twentieth of it times the
    steepest chord, then read their own text back and measure it the same way against the
    easing, played as an engine plays it (CSS over the printed duration, a Timeline at its
    printed frames), adding a decimal until it is within allowedError(). cssError() and
    timelineError() are those measured errors of the printed text.

    The allowed error is an absolute error in the easing's value (a fraction of the
    distance). Values below MinimumAllowedError (and NaN) are raised to it; if a fit would
    need more than MaximumPoints points, the allowed error is doubled until it does not,
    and allowedError() reports the one used; above 1, it is 1. If even 1 needs more (an
    easing that strays 1e300 times its distance), the points are the stops alone and
    maxError() is their measured error, beyond allowedError(). A default-constructed
    approximation has no points.
*/
class IMPETUS_CORE_EXPORT LinearApproximation
{
public:
    /*! The allowed error `impetus export` fits with unless told (--allowed-error), a
        fraction of the distance: as fine as the default settling tolerance, half a pixel
        over a 500 pixel move. fit() itself has no default. */
    static constexpr double DefaultAllowedError = 1e-3;
    /*! The smallest allowed error fit() uses: smaller values and NaN are raised to it. */
    static constexpr double MinimumAllowedError = 1e-6;
    /*! Deprecated: the old name of MinimumAllowedError. */
    [[deprecated("use MinimumAllowedError")]] static constexpr double MinimumTolerance = MinimumAllowedError;
    /*! The most points a fit may have: beyond it, fit() doubles the allowed error. */
    static constexpr int MaximumPoints = 10000;
    /*! The part of the allowed error the points' chords may use; the rest is for printing
        them. */
    static constexpr double FitShare = 0.8;

    /*! The points for easing within allowedError, an absolute error in the easing's value
        (a fraction of the distance); allowedError() reports the one used (see the class
        description). */
    static LinearApproximation fit(const Easing &easing, double allowedError);

    /*! The points (progress, value), progress strictly increasing from (0, 0) to (1, 1);
        empty for a default-constructed approximation. */
    QList<QPointF> points() const { return m_points; }
    /*! The measured error: the largest |chord - easing| found, as a fraction of the
        distance; within FitShare * allowedError() (see the class description). */
    double maxError() const { return m_maxError; }
    /*! The bound the points were chosen for: fit()'s allowedError, raised or doubled as
        the class description says. */
    double allowedError() const { return m_allowedError; }
    /*! Deprecated: the old name of allowedError(), which is not a settling tolerance. */
    [[deprecated("use allowedError()")]] double tolerance() const { return allowedError(); }
    /*! CSS Easing Level 2: "linear(0, 0.25 10%, ..., 1)", every stop but the first and
        last with its percentage, strictly increasing. Played over toCssDuration(), within
        allowedError() of the easing (cssError()). No exponents, no trailing zeros. */
    QString toCss() const;
    /*! The easing's duration for CSS, "932.2518ms": fractional milliseconds, with the
        decimals that the verification of toCss() needs (empty without points). */
    QString toCssDuration() const;
    /*! The largest |linear() - easing| of toCss() played over toCssDuration(), read back
        from the text and measured: what a browser shows, within allowedError(). */
    double cssError() const;
    /*! QVariantAnimation::setKeyValues() input: (progress, double value) pairs from
        exactly `from` to exactly `to`. */
    QList<QPair<double, QVariant>> toKeyValues(double from, double to) const;
    /*! A Qt Quick Timeline KeyframeGroup for target.property: one keyframe per point, frames
        in (fractional) milliseconds of durationSeconds, strictly increasing, values from
        `from` to `to`, played within allowedError() of the easing (timelineError()). A
        non-positive durationSeconds gives the end keyframe alone, at frame 0. */
    QString toTimelineQml(const QString &target, const QString &property, double from, double to,
                          double durationSeconds) const;
    /*! The largest |keyframes - easing| (a fraction of |to - from|) of toTimelineQml() with
        these arguments played frame by frame, read back from the text and measured. */
    double timelineError(double from, double to, double durationSeconds) const;

private:
    static constexpr double ValueShare = 0.1; // of the allowed error, for rounding values
    static constexpr double ProgressShare = 0.05; // for rounding stops, times the steepest chord
    static constexpr double DurationShare = 0.05; // for rounding CSS's duration, likewise
    static constexpr int MaximumDecimals = 15;
    struct Printed
    {
        QString text; // css: linear(...)
        QString duration; // css: milliseconds
        QList<QPair<QString, QString>> keyframes; // timeline: frame, value
        QList<QPointF> read; // the text read back, in the easing's progress and value
        double maxError = 0;
    };
    double steepestSlope() const noexcept;
    QStringList printedProgresses(double scale, int decimals) const;
    template<typename Print> Printed printWithin(Print print) const;
    Printed css() const;
    Printed timeline(double from, double to, double durationSeconds) const;

    QList<QPointF> m_points;
    double m_maxError = 0;
    double m_allowedError = 0;
    Easing m_easing;
};

} // namespace Impetus

#endif
