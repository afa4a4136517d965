// SPDX-License-Identifier: MIT
#ifndef IMPETUS_VALUEMOTION_H
#define IMPETUS_VALUEMOTION_H

#include <impetus/motionspec.h>

#include <QtCore/qmetatype.h>
#include <QtCore/qvariant.h>

#include <memory>

namespace Impetus {

namespace Detail {
struct ValueMotionData;
struct ValueMotionAccess;
} // namespace Detail

/*!
    One motion spec applied to a value of any movable type, from a start value to an end
    value with a start velocity: one Motion per component. It is the rule every Impetus
    animation plays (MotionAnimation, MotionDriver, the QML motions, the widgets), as a
    value, for code that evaluates or drives motions itself.

    Values. qreal, float, int, uint, QPointF, QPoint, QSizeF, QSize, QRectF and QRect (as
    x, y, width, height), QColor in RGB or extended RGB (red, green, blue, alpha as reals
    in 0..1) and QVector2D/3D/4D are split into components; isMovable() says whether a value
    is one of them. Integer types are moved as reals and rounded on output; colours are
    clamped to 0..1. A velocity is given per component in value units per second, as a
    value of a type with as many components (a QPointF for QPoint values, a QVector4D for a
    QColor, whose alpha cannot be negative).

    The rule, per component i (MotionSpec::between()): the spec's model, everything but its
    own start state and end applied, moves the component from start[i] with velocity[i] to
    end[i]; a component that starts on its end at rest stays there. A vector parameter
    (gravity's acceleration, a bounce's gravity) is shared between the components: each
    carries the larger of its share of the distance and its share of the speed, so that a
    motion from rest runs in a straight line. Without an end value (an invalid QVariant), a
    model that comes to rest by itself (a decay) goes to its resting end, which endValue()
    reports; the others need an end.

    Settling. band() is tolerance() of the spec times the largest component distance (or,
    when start and end coincide, the largest distance a component's velocity covers in a
    second); settleTime() is when every component stays within band() of its end for ever,
    or has stopped on it (a gravity landing, a bounce's rest). duration() is that time in
    milliseconds rounded up, as an animation lasts.

    Errors: a spec that cannot place a motion (MotionSpec::placementError()), a value that
    is not movable, start and end values of different types (an int end for a qreal start
    is taken), a value or velocity that is not finite, a velocity with another number of
    components, or parameters beyond what a model represents, make the motion invalid with
    a message naming the value and the rule, such as "the end value QPointF(nan,1) is not
    finite". An invalid motion evaluates to invalid QVariants and 0 per component; it never
    yields NaN.

    Copies are cheap (the components are shared) and the object is immutable.
*/
class IMPETUS_CORE_EXPORT ValueMotion
{
public:
    /*! A null motion: invalid, with no components. */
    ValueMotion() noexcept;
    /*! The motion of spec from start to end (invalid QVariant: to where the model rests by
        itself), leaving with startVelocity (null: at rest). */
    ValueMotion(const MotionSpec &spec, const QVariant &start, const QVariant &end,
                const QVariant &startVelocity = QVariant());
    /*! A copy of other, sharing its components. */
    ValueMotion(const ValueMotion &other) noexcept;
    /*! Makes this a copy of other, sharing its components. */
    ValueMotion &operator=(const ValueMotion &other) noexcept;
    /*! Destroys the motion. */
    ~ValueMotion();

    /*! Whether the value's type is moved component by component (see the class
        description): false for the other types (a string, a line, an HSV colour). */
    static bool isMovable(const QVariant &value);

    /*! Whether the motion was planned: false for a null motion and after an error. */
    bool isValid() const noexcept;
    /*! Why the motion is invalid, naming the value or parameter and the rule; empty when
        it is valid, and for a null motion "no motion was given". */
    QString errorString() const;

    /*! The spec played. */
    MotionSpec spec() const;
    /*! The type of the values: that of the start value. */
    QMetaType valueType() const;
    /*! The start value, as given. */
    QVariant startValue() const;
    /*! The end value, in valueType(): as given (converted), or where the motion comes to
        rest by itself when none was given. */
    QVariant endValue() const;

    /*! The number of components (1 to 4); 0 when invalid. */
    int componentCount() const noexcept;
    /*! How the spec's model is placed on component i: its value at t is
        placement.origin + placement.direction * placement.motion.position(t) until
        placement.arrival, then exactly its end. A null placement for an i out of range. */
    MotionSpec::Placement placement(int i) const;
    /*! Component i's position at t seconds, in value units (exactly its start at t <= 0 and
        its end from its arrival on); 0 for an i out of range. */
    double position(int i, double seconds) const noexcept;
    /*! Component i's velocity at t seconds, in value units per second; 0 from its
        arrival on and for an i out of range. */
    double velocity(int i, double seconds) const noexcept;

    /*! The settling band, in value units (see the class description); 0 when invalid. */
    double band() const noexcept;
    /*! Seconds until every component stays within band() of its end (or rests on it);
        +infinity if it never settles, 0 when invalid. */
    double settleTime() const noexcept;
    /*! settleTime() in milliseconds, rounded up; INT_MAX if the motion never settles. */
    int duration() const noexcept;

    /*! The value at t seconds: exactly startValue() at t <= 0, the components' closed forms
        (rounded or clamped for the type), and exactly endValue() from duration() on. An
        invalid QVariant when invalid. */
    QVariant valueAt(double seconds) const;
    /*! The velocity at t seconds, per component in value units per second, in a type that
        holds real, signed components (qreal for int and float, QPointF for QPoint, QSizeF
        for QSize, QRectF for QRect, QVector4D for QColor, otherwise valueType()); zero
        from duration() on. Invalid when the motion is. */
    QVariant velocityAt(double seconds) const;

    /*! The motion that continues from this one's state at t seconds (every component's
        position and velocity, not rounded) towards newEnd, with spec, its time 0 at that
        instant: what an animation does when its end value changes mid-flight. At t >=
        duration() it starts from endValue() at rest. Its startValue() is valueAt(t). */
    ValueMotion retargeted(double seconds, const QVariant &newEnd, const MotionSpec &spec) const;
    /*! retargeted(seconds, newEnd, spec()). */
    ValueMotion retargeted(double seconds, const QVariant &newEnd) const;

private:
    explicit ValueMotion(std::shared_ptr<const Detail::ValueMotionData> data) noexcept;
    friend struct Detail::ValueMotionAccess; // the players that read the plan on every frame
    std::shared_ptr<const Detail::ValueMotionData> d;
};

/*! "Impetus::ValueMotion(spring(), QPointF(0,0) -> QPointF(300,-120), 0.62 s)", or its
    error. */
IMPETUS_CORE_EXPORT QDebug operator<<(QDebug debug, const ValueMotion &motion);

} // namespace Impetus

#endif
