// SPDX-License-Identifier: MIT
#ifndef IMPETUS_VELOCITYTRACKER_H
#define IMPETUS_VELOCITYTRACKER_H

#include <impetus/impetuscore_export.h>

#include <QtCore/qnumeric.h>
#include <QtCore/qpoint.h>

#include <array>

namespace Impetus {

/*!
    The velocity of a pointer from its recent positions: what a release throws with.

    Samples come in with the caller's clock (addPosition(seconds, position), or
    addPointerEvent() with the event's own timestamp): there is no timer inside, so the
    estimate is exact and repeatable. velocity() is in position units per second.

    The window is that of Android, Flutter and Compose: the newest samples, at most
    MaximumSamples, none older than Horizon before the newest, and none before a gap
    between two samples longer than StoppedGap (the pointer stopped there). A release
    (velocity(releaseSeconds)) more than StoppedGap after the newest sample gives zero:
    the pointer was held still before it let go. Ages and gaps of exactly Horizon and
    StoppedGap are inside, as with integer milliseconds (Flutter's recorded gestures have
    samples exactly 100 ms old): times are compared to within half a TimeResolution, so
    that the rounding of a millisecond clock in seconds (1.04 - 1.0 > 0.04) decides nothing.

    Strategies, on the window's samples (t_i, x_i), per axis:
    - LeastSquares (the default): the parabola x(t) = c0 + c1 (t - t_newest) + c2 (t -
      t_newest)^2 that fits the samples by unweighted least squares, and its slope c1 at the
      newest sample (Flutter's and Android's default); with two samples the line through
      them, with one zero. It is solved by Householder QR on the times scaled to (-2, 0]
      and the positions relative to the newest: samples on a parabola give its slope to a
      few ulp, and on Flutter's recorded gestures the velocities are within 3e-14 of the
      exact rational fit (Flutter's own expected values: within 6.3e-12). A degenerate fit
      cannot occur: samples are at least half a TimeResolution apart, so three or more
      always determine a parabola.
    - Impulse: Android's kinetic-energy estimate. The pointer drags an object of unit mass.
      Over a segment (its velocity v = dx/dt between two samples) it brings the object from
      its velocity u to v: a force (v - u) / dt over the distance |v| dt, the work
      |v| (v - u), which changes the signed kinetic energy E = u |u| / 2 (dE = |u| du, the
      sign being the direction). The oldest segment starts from rest, E = v |v| / 2; the
      estimate is the velocity after the newest, sign(E) sqrt(2 |E|). A steady drag gives
      its velocity; a reversal counts by energy (segments of 300, then -100, give +100).
    - LastSegments: the newest three segments' velocities v_1 (the newest), v_2, v_3,
      weighted 6 : 3 : 1 over those that exist ((6 v_1 + 3 v_2 + v_3) / 10, (6 v_1 + 3 v_2)
      / 9, v_1): quick to follow a change of direction, like iOS.

    Each axis is then clamped to +-maximumVelocity() (default DefaultMaximumVelocity, as
    Android clamps to its maximum fling velocity). The estimate is finite for every input
    accepted (positions as large as DBL_MAX included: the arithmetic is scaled by powers
    of two), unless maximumVelocity() is infinite and the velocity itself overflows.

    Samples at the same timestamp (within half a TimeResolution) replace each other: the
    newest position counts. A timestamp earlier than the newest is refused with a warning
    and changes nothing, as is a timestamp or a position that is not finite.
*/
class IMPETUS_CORE_EXPORT VelocityTracker
{
public:
    /*! How velocity() estimates, from the same window (the class description has the rules). */
    enum class Strategy {
        LeastSquares, //!< The slope of the least-squares parabola at the newest sample (the default).
        Impulse, //!< Android's kinetic-energy estimate.
        LastSegments //!< The newest three segments' velocities, weighted 6 : 3 : 1.
    };

    /*! The most samples in the window. */
    static constexpr int MaximumSamples = 20;
    /*! How far back from the newest sample the window reaches, in seconds. */
    static constexpr double Horizon = 0.1;
    /*! A gap between samples (or before a release) longer than this ends the window, in
        seconds: the pointer stopped. */
    static constexpr double StoppedGap = 0.04;
    /*! The default per-axis maximum, in units per second. */
    static constexpr double DefaultMaximumVelocity = 8000;
    /*! The finest clock step told apart, in seconds (a microsecond, Flutter's; Qt's event
        clock counts milliseconds): timestamps closer than half of it are the same, and
        ages and gaps within half of it of Horizon and StoppedGap are inside the window. */
    static constexpr double TimeResolution = 1e-6;

    /*! A tracker without samples that estimates with `strategy`. */
    explicit VelocityTracker(Strategy strategy = Strategy::LeastSquares) noexcept;

    /*! How velocity() estimates. */
    Strategy strategy() const noexcept { return m_strategy; }
    /*! Sets how velocity() estimates; the samples stay, so the next velocity() answers with
        the new strategy on the same window. */
    void setStrategy(Strategy strategy) noexcept { m_strategy = strategy; }
    /*! The per-axis maximum of velocity(), > 0 (infinity for none). */
    double maximumVelocity() const noexcept { return m_maximumVelocity; }
    /*! Sets the per-axis maximum; a value that is not > 0 is refused with a warning. */
    void setMaximumVelocity(double unitsPerSecond);

    /*! Adds the position at `seconds` (any origin, the caller's clock; a clock counting from
        the gesture or the application keeps more digits of a sample's age than one counting
        from the epoch). At the newest sample's timestamp it replaces that sample's position.
        Returns false, with a warning naming the parameter, the rule and the value, for a
        timestamp before the newest sample's or one that is not finite, or a position that
        is not finite. */
    bool addPosition(double seconds, QPointF position);
    /*! Adds a Qt pointer event's first point: its global position (stable while the
        dragged widget or item moves under it) at its timestamp (ms). For QMouseEvent,
        QTouchEvent, QTabletEvent and any QPointerEvent. */
    template<typename PointerEvent> bool addPointerEvent(const PointerEvent *event)
    {
        if (!event || event->points().isEmpty())
            return false;
        return addPosition(event->timestamp() / 1000.0, event->points().constFirst().globalPosition());
    }
    /*! Forgets every sample (at a new press). */
    void reset() noexcept;

    /*! The number of samples held (at most MaximumSamples). */
    int sampleCount() const noexcept { return m_count; }
    /*! The newest sample's time, NaN without samples. */
    double lastTime() const noexcept;
    /*! The newest sample's position, (0, 0) without samples. */
    QPointF lastPosition() const noexcept;

    /*! The velocity at the newest sample, in units per second; zero with fewer than two
        samples in the window. */
    QPointF velocity() const noexcept;
    /*! The velocity of a release at releaseSeconds: velocity(), or zero when the release
        comes more than StoppedGap after the newest sample, before it, or at a time that is
        not a number. */
    QPointF velocity(double releaseSeconds) const noexcept;

private:
    struct Sample
    {
        double time;
        QPointF position;
    };
    const Sample &sample(int age) const noexcept; // 0 is the newest
    int windowSize() const noexcept; // the samples the estimate uses, newest first

    std::array<Sample, MaximumSamples> m_samples{};
    int m_newest = -1;
    int m_count = 0;
    Strategy m_strategy;
    double m_maximumVelocity = DefaultMaximumVelocity;
};

} // namespace Impetus

#endif
