// SPDX-License-Identifier: MIT
#ifndef IMPETUS_EASING_H
#define IMPETUS_EASING_H

#include <impetus/motion.h>

QT_BEGIN_NAMESPACE
class QEasingCurve;
class QJsonObject;
QT_END_NAMESPACE

namespace Impetus {

namespace Detail {
struct EasingCurveSlot;
}

/*!
    A motion normalised to an easing curve: progress p in [0, 1] maps to f(p) with
    f(0) = 0 and f(1) = 1 exactly, overshoot and bounces kept, and the physical
    duration() the normalisation implies (seconds).

    settling(motion, tolerance) runs from the motion's start to its final position (a
    spring from rest to its target, a dropped bounce into place, a decay landing): the
    duration is the settle time for tolerance, a fraction of the distance travelled.
    The default, 1e-3, is visually settled: half a pixel over a 500 pixel move. Since
    the model is within tolerance of the end there but not exactly on it, the last
    BlendFraction of the curve adds the remaining distance (at most tolerance) along a
    smoothstep, so f(1) = 1 without a visible step; before that, f is the model exactly.
    A bounce is the exception: it comes to rest exactly at a finite time (the Zeno time,
    or its last allowed landing), so its easing lasts until then and is exact throughout
    (a few percent longer than the settle time; the tolerance does not change it).

    reaching(motion, end) runs from the start until the motion first reaches end
    (gravity falling onto a floor, a decay or fling passing a mark): exact, no blend.

    Evaluation is noexcept and total: p outside [0, 1] is clamped, NaN counts as 0.
    An easing that cannot be built (the motion never settles, start and end coincide,
    the end is never reached) is invalid and evaluates as the identity f(p) = p.
*/
class IMPETUS_CORE_EXPORT Easing
{
    Q_GADGET
    Q_PROPERTY(double duration READ duration CONSTANT FINAL)
    Q_PROPERTY(double tolerance READ tolerance CONSTANT FINAL)
    Q_PROPERTY(bool valid READ isValid CONSTANT FINAL)

public:
    /*! The default settling tolerance, as a fraction of the distance: half a pixel over a
        500 pixel move. The one definition of that default: a spec's (MotionSpec), and so
        every front end's, is this one. Not the allowed error of a fitted curve
        (LinearApproximation::DefaultAllowedError), nor a band: settleTime(band) takes a
        distance, tolerance * |distance|. */
    static constexpr double DefaultTolerance = 1e-3;
    /*! The last part of the progress over which settling() blends in the distance that
        remains. */
    static constexpr double BlendFraction = 0.2;

    /*! Invalid: the identity. */
    Easing() noexcept;
    /*! From the motion's start, position(0), to its final position, lasting the motion's
        settle time for tolerance * |distance| with tolerance in (0, 1); a Bounce lasts
        until its rest time. The easing is invalid, with error() saying why, when the motion
        is invalid, never settles, ends where it starts or is already settled at t = 0; a
        null motion gives Easing(). */
    static Easing settling(const Motion &motion, double tolerance = DefaultTolerance) noexcept;
    /*! From the start of a Gravity or ExponentialDecay motion until it first reaches
        endPosition (in L), exact, without blend. The easing is invalid, with error() saying
        why, for another model, an invalid motion, or an endPosition that is not finite, is
        the start or is never reached; a null motion gives Easing(). */
    static Easing reaching(const Motion &motion, double endPosition) noexcept;

    /*! The motion normalised; null for Easing(). */
    Motion motion() const noexcept { return m_motion; }
    /*! The settling tolerance (fraction of the distance), 0 for reaching(). */
    double tolerance() const noexcept { return m_tolerance; }
    /*! The physical duration, seconds. */
    double duration() const noexcept { return m_duration; }
    /*! The position progress 0 maps to, in L: the motion's position at t = 0 (0 when
        invalid). */
    double startPosition() const noexcept { return m_start; }
    /*! The position progress 1 maps to, in L: the final position for settling(), the end
        given to reaching() (1 when invalid). */
    double endPosition() const noexcept { return m_end; }

    /*! Whether the easing could be built; an invalid one evaluates as the identity. */
    bool isValid() const noexcept { return m_error.isNull(); }
    /*! Why the easing could not be built, such as "tolerance must be in (0, 1), but got 2";
        null when it is valid. */
    InvalidParameter error() const noexcept { return m_error; }

    /*! f(p): 0 at 0, 1 at 1. */
    double valueForProgress(double progress) const noexcept;
    /*! df/dp; the physical velocity is velocityForProgress(p) * distance / duration(). */
    double velocityForProgress(double progress) const noexcept;

    /*!
        This easing as a QEasingCurve that evaluates it exactly (QEasingCurve::Custom).
        QEasingCurve takes a plain function pointer, so the curve's parameters live in a
        process-wide pool of generated functions (easingCurvePoolCapacity() of them): equal
        easings share one function and so give equal QEasingCurves. A slot is kept for the
        life of the process. Once the pool is full, a qWarning() is printed (once per
        process); an easing of the same shape as one in the pool (the same motion at another
        start and distance) then shares that one's function, exact to rounding, and
        fromEasingCurve() gives that one; any other curve is the best cubic Bezier spline of
        at most 10 segments (QEasingCurve::BezierSpline, within Qt 6.4's limit), fitted once
        per easing and cached. Thread-safe. An invalid
        easing gives QEasingCurve::Linear.
        Never rely on QEasingCurve's QDataStream operator for these: it writes the pointer;
        and never store one in QSettings, which uses that operator: the next launch that
        reads it back calls a pointer of a process long gone and crashes. Store the Easing
        itself (its metatype is registered by the library), its toSpec() or its toJson().
    */
    QEasingCurve toEasingCurve() const;
    /*! The easing whose toEasingCurve() curve is (an equal copy of it, made anywhere in the
        process): the pool knows which easing each of its functions evaluates. Any other
        curve (another type, a custom function of someone else's, the Bezier spline made
        once the pool is full) gives an invalid Easing(). Thread-safe. */
    static Easing fromEasingCurve(const QEasingCurve &curve);

    /*! The easing as a spec (MotionSpec::fromEasing()): the motion's parameters, and the
        tolerance when it is not the default, or reach for reaching(). fromSpec() reads it
        back as an equal Easing. Empty for an invalid easing. */
    QString toSpec() const;
    /*! The easing a spec or preset name describes (MotionSpec::easing()): settling() with
        the spec's tolerance, or reaching() its reach. On a bad spec the result is invalid
        and *errorMessage (if given) says where and why. */
    static Easing fromSpec(QStringView spec, QString *errorMessage = nullptr);

    /*! {"motion": {...}, "tolerance": 0.001} or {"motion": {...}, "reaching": 1}, plus the
        duration in seconds for readers; fromJson() ignores it and rebuilds the easing. */
    QJsonObject toJson() const;
    /*! The Easing toJson() wrote, rebuilt with reaching() when json has "reaching", else
        with settling() and "tolerance" (DefaultTolerance if absent); also what `impetus
        export --format=json` writes, whose "linear" object it ignores. On bad input the
        result is invalid and *errorMessage (if given) says why, naming the field: an
        unknown field, a motion that is not an object, a tolerance, reaching or duration
        that is not a number (null and strings included), tolerance with reaching, or the
        motion's own error. It is empty when the easing is valid. */
    static Easing fromJson(const QJsonObject &json, QString *errorMessage = nullptr);

    /*! True when a and b normalise equal motions with the same tolerance and end position
        (and the same error). */
    friend IMPETUS_CORE_EXPORT bool operator==(const Easing &a, const Easing &b) noexcept;
    /*! The negation of operator==(). */
    friend bool operator!=(const Easing &a, const Easing &b) noexcept { return !(a == b); }

private:
    friend struct Detail::EasingCurveSlot; // the exact QEasingCurves' common case (easingcurvepool.cpp)
    double normalised(double t) const noexcept;
    // A position of the motion as a value of the easing, as normalised() makes it.
    double fromPosition(double x) const noexcept { return (x - m_start) / (m_end - m_start); }
    // valueForProgress()'s common case: a progress that needs no clamping, before the blend.
    static bool isCommonProgress(double progress) noexcept { return progress > 0 && progress <= 1 - BlendFraction; }
    // The blend's term in that case: +-0, with the sign of the end correction.
    double blendBeforeItStarts() const noexcept { return m_endCorrection * 0.0; }
    // The blend's term at a progress p in [0, 1] (clamped): the end correction times the
    // smoothstep that starts at 1 - BlendFraction; +-0 before it.
    double blendTerm(double p) const noexcept;

    Motion m_motion;
    double m_tolerance = 0;
    double m_duration = 1;
    double m_start = 0;
    double m_end = 1;
    double m_endCorrection = 0; // 1 - raw f(1), added over the blend
    InvalidParameter m_error;
};

/*! How many distinct easings can have exact QEasingCurves in one process. */
IMPETUS_CORE_EXPORT int easingCurvePoolCapacity() noexcept;
/*! How many of them are taken. */
IMPETUS_CORE_EXPORT int easingCurvePoolUsed() noexcept;
/*! How many Bezier approximations BezierApproximation::fit() has computed in this process,
    the exact-curve pool's once it is full among them: each easing is fitted once per
    segment budget and the fit kept (up to 4096 of them), so this counts the distinct ones
    asked for (a diagnostic: a new fit takes about 10 ms). */
IMPETUS_CORE_EXPORT int easingCurvePoolFits() noexcept;

/*! Writes the motion, the duration and the tolerance (or the end reached) to debug, or the
    error of an invalid easing. */
IMPETUS_CORE_EXPORT QDebug operator<<(QDebug debug, const Easing &easing);
/*! Exact: the motion's parameters and the normalisation, never a function pointer. */
IMPETUS_CORE_EXPORT QDataStream &operator<<(QDataStream &stream, const Easing &easing);
/*! Reads an Easing written by operator<<() and rebuilds it with settling() or reaching();
    an invalid one reads back as Easing(). An unknown version or a failed read gives
    Easing() and sets the stream's status to QDataStream::ReadCorruptData (unless it already
    reports an error). */
IMPETUS_CORE_EXPORT QDataStream &operator>>(QDataStream &stream, Easing &easing);

} // namespace Impetus

#endif
