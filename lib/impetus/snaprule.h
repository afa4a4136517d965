// SPDX-License-Identifier: MIT
#ifndef IMPETUS_SNAPRULE_H
#define IMPETUS_SNAPRULE_H

#include <impetus/impetuscore_export.h>

#include <QtCore/qlist.h>
#include <QtCore/qnumeric.h>
#include <QtCore/qstring.h>

namespace Impetus {

/*!
    How a drag along one axis behaves and where it ends: its bounds, the rubber band past
    them, and the snap point a release chooses. The rule of SnapDrag, the widgets' and the
    QML one alike, as a value, so that both give the same numbers (and code of your own
    can too). Positions are along the axis, in the units of the drag (pixels).

    Points. snapPoints() are where a release may settle; dismissPoints() too, but reaching
    one dismisses (a card thrown off screen). Either may lie outside the visible area.

    Bounds. lowerBound() and upperBound() are minimum() and maximum() when set, else the
    smallest and largest point. A drag follows the pointer inside them; past a bound it
    rubber-bands: an overshoot x is drawn as rubberBand(x, dimension, rubberBandConstant()),
    iOS's (1 - 1 / (x c / d + 1)) d, which starts with slope c and never reaches d (the
    dimension: the dragged object's extent along the axis).

    Release. A release at a position with a velocity (units per second) chooses:
    - faster than threshold() (default 125, Compose's): the nearest point beyond the
      position in the direction of the velocity (or, with none beyond, the nearest point);
      a threshold of +infinity makes every release choose by projection (a list that
      coasts over many items rather than pages);
    - otherwise the point nearest to projection(): where the flick would coast to under
      iOS's deceleration, position + velocity / lambda with lambda = -1000 ln
      decelerationRate() (per millisecond; default 0.998, UIScrollView's normal rate).

    Setters refuse a value that breaks their rule (a threshold < 0, a rate outside (0, 1),
    a constant <= 0, a point or bound that is not finite, a minimum above the maximum)
    with a message naming the parameter, the rule and the value, and keep the previous one.
*/
class IMPETUS_CORE_EXPORT SnapRule
{
public:
    /*! The default threshold, in units per second (Compose's 125 dp/s). */
    static constexpr double DefaultThreshold = 125;
    /*! The default deceleration rate per millisecond (UIScrollView's normal rate). */
    static constexpr double DefaultDecelerationRate = 0.998;
    /*! The default rubber band constant (UIScrollView's). */
    static constexpr double DefaultRubberBandConstant = 0.55;
    /*! The motion a SnapDrag moves onto the chosen point with, unless told: SwiftUI's
        snappy spring. */
    static constexpr const char *DefaultMotion = "swiftui.snappy";

    /*! The snap point a release chose. */
    struct Target
    {
        /*! Its position; NaN when there are no points (the drag then rests where it is). */
        double position = qQNaN();
        /*! Its index in snapPoints(), or in dismissPoints() when dismiss; -1 when none. */
        int index = -1;
        /*! Whether it is a dismiss point. */
        bool dismiss = false;
    };

    /*! iOS's rubber band: what an overshoot past a bound is drawn as, (1 - 1 / (x c / d +
        1)) d with the sign of x, for dimension d > 0 and constant c > 0. */
    static double rubberBand(double overshoot, double dimension, double constant = DefaultRubberBandConstant) noexcept;
    /*! The overshoot rubberBand() draws as drawn (|drawn| < dimension): its inverse,
        drawn / (c (1 - |drawn| / d)); +-infinity at or beyond the dimension. */
    static double overshootOf(double drawn, double dimension, double constant = DefaultRubberBandConstant) noexcept;

    /*! Where a release may settle. */
    QList<double> snapPoints() const { return m_snapPoints; }
    /*! Sets the snap points (finite); returns why not, or an empty string. */
    QString setSnapPoints(const QList<double> &points);
    /*! Where a release may go to be dismissed. */
    QList<double> dismissPoints() const { return m_dismissPoints; }
    /*! Sets the dismiss points (finite); returns why not, or an empty string. */
    QString setDismissPoints(const QList<double> &points);

    /*! The lower bound as set; NaN when it comes from the points. */
    double minimum() const noexcept { return m_minimum; }
    /*! Sets the lower bound (NaN: from the points again); returns why not, or an empty
        string. */
    QString setMinimum(double minimum);
    /*! The upper bound as set; NaN when it comes from the points. */
    double maximum() const noexcept { return m_maximum; }
    /*! Sets the upper bound (NaN: from the points again); returns why not. */
    QString setMaximum(double maximum);
    /*! minimum(), or the smallest point; -infinity without either. */
    double lowerBound() const noexcept;
    /*! maximum(), or the largest point; +infinity without either. */
    double upperBound() const noexcept;

    /*! The speed above which a release is a flick to the next point (units/s). */
    double threshold() const noexcept { return m_threshold; }
    /*! Sets the threshold (>= 0, +infinity allowed); returns why not. */
    QString setThreshold(double unitsPerSecond);
    /*! The factor the velocity keeps per millisecond in projection(). */
    double decelerationRate() const noexcept { return m_decelerationRate; }
    /*! Sets the deceleration rate, in (0, 1); returns why not. */
    QString setDecelerationRate(double perMillisecond);
    /*! The rubber band's constant c. */
    double rubberBandConstant() const noexcept { return m_rubberBandConstant; }
    /*! Sets the rubber band's constant (> 0); returns why not. */
    QString setRubberBandConstant(double constant);

    /*! Where the drag is drawn when the pointer has moved it to raw: raw inside the
        bounds, rubber-banded past them over dimension. */
    double drawn(double raw, double dimension) const noexcept;
    /*! The raw position drawn() draws at drawn: where a drag that catches the object
        there starts from, so that it does not jump. */
    double raw(double drawn, double dimension) const noexcept;
    /*! Where a flick from position with velocity would coast to: position + velocity /
        lambda, lambda = -1000 ln decelerationRate(). */
    double projection(double position, double velocity) const noexcept;
    /*! The point a release at position with velocity chooses (see the class description). */
    Target target(double position, double velocity) const;

private:
    double bound(double set, double way) const noexcept;

    QList<double> m_snapPoints;
    QList<double> m_dismissPoints;
    double m_minimum = qQNaN();
    double m_maximum = qQNaN();
    double m_threshold = DefaultThreshold;
    double m_decelerationRate = DefaultDecelerationRate;
    double m_rubberBandConstant = DefaultRubberBandConstant;
};

} // namespace Impetus

#endif
