// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONANIMATION_H
#define IMPETUS_MOTIONANIMATION_H

#include <impetus/motionspec.h>

#include <QtCore/qbytearray.h>
#include <QtCore/qnumeric.h>
#include <QtCore/qvariantanimation.h>

#include <memory>

namespace Impetus {

/*!
    A QVariantAnimation whose values follow a physical model exactly: any motion spec
    (MotionSpec: "swiftui.bouncy", "bounce(restitution: 0.6)", ...) played from the start
    value to the end value. SpringAnimation, DecayAnimation, GravityAnimation and
    BounceAnimation are the same animation held to one model, with that model's
    parameters as properties; each setter writes one parameter of the spec
    (MotionSpec::with(): writing damping drops dampingRatio, writing mass keeps what was
    written), so a motion gives the same numbers here as in every other layer.

    Motion. motionSpec (the `motion` property) is the spec as text; setMotionSpec() takes a
    spec or a preset name. Everything but the spec's start state and end applies: the
    animation moves its own start value to its own end value with its own startVelocity()
    (MotionSpec::between(): values are read as heights above the end, so gravity and
    acceleration are negative). A spec that cannot do that, or of another model than the
    class's, is refused with a warning and the animation keeps its motion.

    Values. qreal, float, int, uint, QPointF, QPoint, QSizeF, QSize, QRectF and QRect
    (as x, y, width, height), QColor (red, green, blue, alpha as reals in 0..1; RGB and
    extended RGB colours) and QVector2D/3D/4D are split into components, each moved by its
    own model from the start value to the end value: a spring, a decay, ... per component,
    evaluated in closed form at t = progress * duration() / 1000 seconds. Integer types
    are moved as reals and rounded on output; colours are clamped to 0..1. At progress 1
    the value is exactly the end value, at progress 0 (before any retarget) exactly the
    start value. Any other type that QVariantAnimation can interpolate (built in, such as
    QLineF or an HSV QColor, or registered with qRegisterAnimationInterpolator()) falls
    back to Qt's interpolator, fed with the progress of a one-component model run from 0
    to 1 at rest (so it overshoots or bounces as the model does); such a motion has no
    velocity and the tolerance() is a fraction of that unit run.

    Units: seconds for the models, milliseconds for QAbstractAnimation's times; positions
    in value units (L); startVelocity() and currentVelocity() in L per second, per
    component.

    Duration. duration() is the time, in milliseconds rounded up, after which every
    component is within tolerance() of the distance of its end for ever (the model's
    settleTime()) or has stopped on it (a gravity landing, a bounce's rest). It follows every change of
    values and parameters. A motion that never settles (an undamped spring, a lossless
    bounce without a cap) lasts INT_MAX ms. Calling setDuration() with another value (or
    binding it) sets durationFromPhysics to false (noticed, and durationFromPhysicsChanged()
    emitted, when the duration or durationFromPhysics is next read, at the latest on the next
    frame): the motion is then neither stretched nor squeezed, the run is simply cut or
    extended at that time (and still ends exactly on the end value); setting
    durationFromPhysics back to true restores the physical duration. Keep the easing curve
    linear: another one warps the time axis of the motion.

    Retargeting. retarget(), or setEndValue() while the animation is running or paused,
    continues from the current position and velocity towards the new end: every component
    gets a new model whose start state is its current state, the models' time origin
    moves to the current time, and duration() grows so that the new motion settles. A
    parameter or tolerance change while running does the same with the same end. (Qt calls
    interpolated() as soon as a key value changes; that is where the change is seen.)
    setStartValue() and setStartVelocity() define the motion from time 0: they re-plan it from
    the start, as would a retarget while stopped. Seeking before the time of the last
    retarget re-plans from the start towards the current end value.

    Like QPropertyAnimation, an animation with a targetObject and a propertyName writes
    every value to that property while it runs, and one started without a start value
    takes the property's value at start() (every start() reads it again). While it runs,
    startValue() reports that value (QPropertyAnimation's stays empty: a deliberate
    difference, so that the run's start can be read); when the run stops it is taken back,
    so a start value given later, even an equal one, is the user's and is honoured. In
    the same way, run Backward with a start value and no end value, the animation goes
    from the property's value back to the start value, as QPropertyAnimation does (not a
    DecayAnimation, which comes to rest by itself). Before the first start, duration() is
    computed from the property's current value, so animation groups know their
    durations; after a run, it stays that run's until a key value, the motion or the
    target changes (Qt reads it right after the stop to decide on finished(), and groups
    place their children by it).

    Also as QPropertyAnimation: the value at the start time is written as the run starts; a
    run stops (without finished()) when its target object is destroyed; and an animation
    that starts on a property stops the Impetus animation running on it, or that
    animation's top-level group. The one difference: Qt keeps its table of the animations
    running on each property private, so a QPropertyAnimation and a MotionAnimation on the
    same property do not stop each other (stop one before starting the other). Run
    Backward with no start value, it warns, as QPropertyAnimation does, that it ends on the
    property's value as it was at start().

    Key values between 0 and 1 (setKeyValueAt(0.5, ...)) are ignored, with a warning: the
    motion goes from the start value to the end value over duration(), continuously. For
    waypoints, play one animation per leg in a QSequentialAnimationGroup (each starts from
    the property's value when it starts).
*/
class IMPETUS_CORE_EXPORT MotionAnimation : public QVariantAnimation
{
    Q_OBJECT
    Q_PROPERTY(QObject *targetObject READ targetObject WRITE setTargetObject NOTIFY targetObjectChanged FINAL)
    Q_PROPERTY(QByteArray propertyName READ propertyName WRITE setPropertyName NOTIFY propertyNameChanged FINAL)
    Q_PROPERTY(QString motion READ motionSpec WRITE setMotionSpec NOTIFY motionChanged FINAL)
    Q_PROPERTY(QVariant startVelocity READ startVelocity WRITE setStartVelocity NOTIFY startVelocityChanged FINAL)
    Q_PROPERTY(qreal tolerance READ tolerance WRITE setTolerance RESET resetTolerance NOTIFY toleranceChanged FINAL)
    Q_PROPERTY(bool durationFromPhysics READ durationFromPhysics WRITE setDurationFromPhysics NOTIFY
                       durationFromPhysicsChanged FINAL)

public:
    /*! An animation of motion (a spec or a preset name; by default "spring()", SwiftUI's
        default spring) with parent; its duration is 0 until it has values to move. */
    explicit MotionAnimation(const QString &motion = QStringLiteral("spring()"), QObject *parent = nullptr);
    /*! Destroys the animation. */
    ~MotionAnimation() override;

    /*! The object whose propertyName() property the animation writes while it runs; nullptr
        (the default) for an animation that only produces values. When the object is
        destroyed the animation stops (without finished()) and this becomes nullptr. */
    QObject *targetObject() const;
    /*! Sets targetObject() and re-plans the motion (while running, from the current
        position and velocity). */
    void setTargetObject(QObject *target);
    /*! The name of the property of targetObject() that the animation writes while it runs
        (empty by default). */
    QByteArray propertyName() const;
    /*! Sets propertyName() and re-plans the motion (while running, from the current
        position and velocity). */
    void setPropertyName(const QByteArray &propertyName);

    /*! A new animation playing spec, of its model's class (a SpringAnimation for a spring,
        ..., so that its parameters are typed properties; a MotionAnimation for a fling),
        with parent; nullptr for a spec that cannot move a value from a start to an end
        (MotionSpec::placementError()). */
    static MotionAnimation *create(const MotionSpec &spec, QObject *parent = nullptr);

    /*! The motion played, as a spec. */
    MotionSpec spec() const;
    /*! Plays spec from now on (while running, from the current position and velocity). A
        spec that is invalid, cannot move a value from a start to an end
        (MotionSpec::placementError()), or is of another model than this class's, is
        refused with a warning naming the reason; the animation keeps its motion. */
    void setSpec(const MotionSpec &spec);
    /*! spec() as text, such as "spring(stiffness: 700, dampingRatio: 0.9)". */
    QString motionSpec() const;
    /*! setSpec(MotionSpec::parse(motion)): a spec or a preset name. */
    void setMotionSpec(const QString &motion);

    /*! The velocity at the start, per component in value units per second, as a value of
        the same kind (a QPointF for QPoint values, a QVector4D or QColor for colours since
        a QColor cannot hold negative alpha). Null (the default) means at rest. */
    QVariant startVelocity() const;
    /*! Sets the velocity at the start and re-plans the motion from time 0. A velocity whose
        number of components differs from the values' is ignored (as at rest) with a
        warning. */
    void setStartVelocity(const QVariant &velocity);

    /*! The settling tolerance, a fraction of the distance, in (0, 1): the spec's tolerance,
        by default MotionSpec::DefaultTolerance. Each component's band is that fraction of
        the largest component distance of the motion under way (of the largest distance a
        component's velocity covers in a second when start and end coincide). A gravity
        motion lands exactly and has none. */
    qreal tolerance() const;
    /*! Writes the spec's tolerance and re-plans the motion (while running, from the current
        position and velocity). A value outside (0, 1) is refused with a warning. */
    void setTolerance(qreal tolerance);
    /*! Removes the spec's tolerance: MotionSpec::DefaultTolerance applies again. */
    void resetTolerance();

    /*! Whether duration() is the physical one: true by default, false once setDuration()
        has set another value. */
    bool durationFromPhysics() const;
    /*! Sets durationFromPhysics(); true restores the physical duration at once. */
    void setDurationFromPhysics(bool fromPhysics);

    /*! The duration in milliseconds: with durationFromPhysics(), the time after which every
        component stays within tolerance() of its end (rounded up; INT_MAX if the motion
        never settles; 0 while there is nothing to animate), else the one set with
        setDuration(). It first brings the motion up to date with the current values. */
    int duration() const override;

    /*! The velocity at the current time, per component in value units per second: a qreal
        for int and float values, QPointF for QPoint, QSizeF for QSize, QRectF for QRect,
        QVector4D (red, green, blue, alpha) for QColor, otherwise the value's type. Zero at
        the end; null for the fallback types. */
    Q_INVOKABLE QVariant currentVelocity() const;
    /*! The value the run ends on: endValue() when one is given, else where the motion comes
        to rest by itself (a DecayAnimation without end value: x0 + v0 / lambda per
        component); invalid when no motion can be planned. While it runs, endValue() holds
        the same (QVariantAnimation needs an end to produce values); stopped, endValue() is
        only ever the user's. */
    Q_INVOKABLE QVariant finalValue() const;

public Q_SLOTS:
    /*! Continues from the current position and velocity towards newEnd (see the class
        description); the same as setEndValue(newEnd). */
    void retarget(const QVariant &newEnd);

Q_SIGNALS:
    /*! Emitted when targetObject() is set to another object. */
    void targetObjectChanged();
    /*! Emitted when propertyName() changes. */
    void propertyNameChanged();
    /*! Emitted when the spec changes, with the signals of the parameters that changed. */
    void motionChanged();
    /*! Emitted when startVelocity() changes. */
    void startVelocityChanged();
    /*! Emitted when tolerance() changes. */
    void toleranceChanged();
    /*! Emitted when durationFromPhysics() changes. */
    void durationFromPhysicsChanged();

protected:
    /*! An animation held to the model of motion (empty: the model's defaults), whose
        setSpec() refuses another model. */
    MotionAnimation(Motion::Type model, const QString &motion, QObject *parent);
    /*! Writes one parameter of the spec (setSpec(spec().with(name, value))); false, with a
        warning, when the result is refused. */
    bool setParameter(const char *name, double value);
    /*! The parameter's value in the spec (MotionSpec::value()). */
    double parameter(const char *name) const;

    /*! Reimplemented: the value of the motion at progress (see the class description),
        exactly to at progress 1. When no motion can be planned (no start value, or no end
        value where the model needs one), it is QVariantAnimation::interpolated(). */
    QVariant interpolated(const QVariant &from, const QVariant &to, qreal progress) const override;
    /*! Reimplemented: steps the time; the duration() QAbstractAnimation::setCurrentTime()
        read just before serves the step's interpolated() call. */
    void updateCurrentTime(int currentTime) override;
    /*! Reimplemented: writes value to the targetObject()'s propertyName() property while
        the animation runs, as QPropertyAnimation does. */
    void updateCurrentValue(const QVariant &value) override;
    /*! Reimplemented: on leaving the Stopped state, takes the start value from the property
        when there is none (as QPropertyAnimation does) and plans the motion from time 0. */
    void updateState(QAbstractAnimation::State newState, QAbstractAnimation::State oldState) override;

private:
    class Private;
    std::unique_ptr<Private> const d;
};

/*!
    A MotionAnimation held to a spring: each component moves as a Spring from its start,
    with its start velocity, to its rest position at the end value; see Spring for the
    closed forms. Units: mass in any unit M, stiffness in M/s^2, damping in M/s. The
    default is "spring()", SwiftUI's default spring: mass 1, duration 0.5 s, critically
    damped (stiffness (2 pi / 0.5)^2).

    Each property writes one parameter of the spec and reads back the spring's value
    (damping = 2 dampingRatio sqrt(stiffness mass)). The later write wins over a
    parameter that sets the same quantity (damping after dampingRatio, or the reverse);
    the others are kept as written: a spring given by its damping ratio keeps it when the
    mass changes, one given by its damping keeps that. Invalid values are refused with a
    warning naming the rule.

    duration() is when every component stays within tolerance() of its end. A retarget
    keeps position and velocity of every component exactly: the spring just gets a new
    rest position.
*/
class IMPETUS_CORE_EXPORT SpringAnimation : public MotionAnimation
{
    Q_OBJECT
    Q_PROPERTY(qreal mass READ mass WRITE setMass NOTIFY massChanged FINAL)
    Q_PROPERTY(qreal stiffness READ stiffness WRITE setStiffness NOTIFY stiffnessChanged FINAL)
    Q_PROPERTY(qreal damping READ damping WRITE setDamping NOTIFY dampingChanged FINAL)
    Q_PROPERTY(qreal dampingRatio READ dampingRatio WRITE setDampingRatio NOTIFY dampingRatioChanged FINAL)

public:
    /*! Constructs a spring animation with parent and SwiftUI's default spring: mass 1,
        duration 0.5 s, critically damped. */
    explicit SpringAnimation(QObject *parent = nullptr);
    /*! Destroys the animation. */
    ~SpringAnimation() override;

    /*! The spring, at rest at 0. */
    Spring spring() const;

    /*! The mass, in M (> 0). Default 1. */
    qreal mass() const;
    /*! Writes the mass. A value that makes an invalid spring is refused with a warning. */
    void setMass(qreal mass);
    /*! The stiffness, in M/s^2 (> 0). Default (2 pi / 0.5)^2, about 157.9. */
    qreal stiffness() const;
    /*! Writes the stiffness (in place of a duration). A value that makes an invalid
        spring is refused with a warning. */
    void setStiffness(qreal stiffness);
    /*! The damping coefficient, in M/s (>= 0). Default 2 sqrt(stiffness mass): critical. */
    qreal damping() const;
    /*! Writes the damping (in place of a damping ratio or bounce). A value that makes an
        invalid spring is refused with a warning. */
    void setDamping(qreal damping);
    /*! damping / (2 sqrt(stiffness mass)), >= 0: 1, the default, is critical; below 1 the
        spring overshoots. */
    qreal dampingRatio() const;
    /*! Writes the damping ratio (in place of a damping or bounce). A value that makes an
        invalid spring is refused with a warning. */
    void setDampingRatio(qreal dampingRatio);

    /*! Writes SwiftUI's perceptual duration (> 0 seconds) and bounce (-1 < bounce <= 1),
        in place of the stiffness and the damping. */
    Q_INVOKABLE void setDurationAndBounce(qreal duration, qreal bounce);

Q_SIGNALS:
    /*! Emitted when mass() changes. */
    void massChanged();
    /*! Emitted when stiffness() changes. */
    void stiffnessChanged();
    /*! Emitted when damping() changes. */
    void dampingChanged();
    /*! Emitted when dampingRatio() changes. */
    void dampingRatioChanged();
};

/*!
    A MotionAnimation held to exponential decay: each component's velocity decays,
    v(t) = v0 e^(-lambda t); see ExponentialDecay. Units: lambda in 1/s; friction =
    e^(-lambda) is the factor by which the velocity is multiplied every second (Gravitas).
    The default lambda, 2, is the deceleration of a UIScrollView (0.998 per millisecond)
    and of Android's fling.

    With an end value every component comes to rest exactly on it, with the decay rate
    max(v0 / d, lambda) (d the distance to go, v0 its velocity) and the start velocity
    that rate needs, max(v0 / d, lambda) d (MotionSpec::between()). A component moving
    towards its end at least as fast as the animation's own decay would start (v0 / d >=
    lambda) keeps its velocity: the decay is just steeper (a fling that must stop on a
    snap point). A slower one, one at rest or one moving away (a decay cannot turn round)
    starts again with the velocity lambda d: keeping a small velocity would make the
    motion arbitrarily slow. Without an end value (a fling) each component coasts with
    lambda to x0 + v0 / lambda, which finalValue() reports (and endValue() while it runs).
    Stopped, endValue() is the user's alone: an end value given then is kept as the end,
    even when it equals that resting place.

    duration() is when every component is within tolerance() of its end; at progress 1
    the value snaps there. A retarget applies the rule above to the current state.
*/
class IMPETUS_CORE_EXPORT DecayAnimation : public MotionAnimation
{
    Q_OBJECT
    Q_PROPERTY(qreal lambda READ lambda WRITE setLambda NOTIFY lambdaChanged FINAL)
    Q_PROPERTY(qreal friction READ friction WRITE setFriction NOTIFY frictionChanged FINAL)

public:
    /*! Constructs a decay animation with parent and lambda 2. */
    explicit DecayAnimation(QObject *parent = nullptr);
    /*! Destroys the animation. */
    ~DecayAnimation() override;

    /*! The decay rate, in 1/s: > 0. Default 2. */
    qreal lambda() const;
    /*! Writes lambda. A value that is not a finite number above 0 is refused with a
        warning. */
    void setLambda(qreal lambda);
    /*! e^(-lambda), in (0, 1). */
    qreal friction() const;
    /*! Writes the friction (in place of lambda). A friction outside (0, 1) is refused with a
        warning. */
    void setFriction(qreal friction);

Q_SIGNALS:
    /*! Emitted when lambda() changes. */
    void lambdaChanged();
    /*! Emitted when friction() changes (with lambda()). */
    void frictionChanged();
};

/*!
    A MotionAnimation held to constant acceleration: each component accelerates towards
    its end, x(t) = x0 + v0 t + a t^2 / 2 (see Gravity), and stops exactly on it when it
    gets there. Units: acceleration in L/s^2, negative as everywhere in Impetus (values
    are heights above the end, which gravity pulls down to); default -2000. The
    acceleration vector points from the start to the end with this magnitude, so a motion
    from rest travels in a straight line and all components land together after
    sqrt(2 distance / |acceleration|); a component with velocity gets the larger of its
    distance and speed shares. A component on its end but moving is pulled back to it.

    duration() is the last component's landing (exact, rounded up to a millisecond). A
    retarget keeps every component's position and velocity and turns the acceleration
    towards the new end.
*/
class IMPETUS_CORE_EXPORT GravityAnimation : public MotionAnimation
{
    Q_OBJECT
    Q_PROPERTY(qreal acceleration READ acceleration WRITE setAcceleration NOTIFY accelerationChanged FINAL)

public:
    /*! Constructs a gravity animation with parent and acceleration -2000. */
    explicit GravityAnimation(QObject *parent = nullptr);
    /*! Destroys the animation. */
    ~GravityAnimation() override;

    /*! The acceleration, in L/s^2: < 0, towards the end. Default -2000. */
    qreal acceleration() const;
    /*! Writes the acceleration. A value that is not a finite number below 0 is refused with
        a warning. */
    void setAcceleration(qreal acceleration);

Q_SIGNALS:
    /*! Emitted when acceleration() changes. */
    void accelerationChanged();
};

/*!
    A MotionAnimation held to a bounce: the value falls from the start onto the end and
    bounces on it like a ball on the ground (see Bounce): per component, the ground is the
    end value and the height is the distance from it on the start's side. Units: gravity
    in L/s^2, negative (default -2000), restitution in [0, 1] (default 0.5), maxBounces
    >= 0 or Bounce::Unlimited (the default). Gravity is shared between the components like
    GravityAnimation's acceleration, so a drop from rest travels in a straight line and
    every component hits the ground at the same times.

    duration() is when the last component stays within tolerance() of its end (below that
    height); it rests exactly on it from its rest time. A retarget continues from every
    component's height and velocity with Bounce::fromState() on the new ground.
*/
class IMPETUS_CORE_EXPORT BounceAnimation : public MotionAnimation
{
    Q_OBJECT
    Q_PROPERTY(qreal restitution READ restitution WRITE setRestitution NOTIFY restitutionChanged FINAL)
    Q_PROPERTY(qreal gravity READ gravity WRITE setGravity NOTIFY gravityChanged FINAL)
    Q_PROPERTY(int maxBounces READ maxBounces WRITE setMaxBounces NOTIFY maxBouncesChanged FINAL)

public:
    /*! Constructs a bounce animation with parent, gravity -2000, restitution 0.5 and no
        limit on the bounces. */
    explicit BounceAnimation(QObject *parent = nullptr);
    /*! Destroys the animation. */
    ~BounceAnimation() override;

    /*! The coefficient of restitution, in [0, 1] (0 or >= Bounce::MinimumRestitution): the
        fraction of its speed a component keeps at each impact. Default 0.5. */
    qreal restitution() const;
    /*! Writes the restitution. A value outside [0, 1], or between 0 and
        Bounce::MinimumRestitution, is refused with a warning. */
    void setRestitution(qreal restitution);
    /*! Gravity, in L/s^2: < 0, towards the end. Default -2000. */
    qreal gravity() const;
    /*! Writes the gravity. A value that is not a finite number below 0 is refused with a
        warning. */
    void setGravity(qreal gravity);
    /*! The rebounds allowed before resting, >= 0, or Bounce::Unlimited (the default). */
    int maxBounces() const;
    /*! Writes maxBounces(). A value below Bounce::Unlimited is refused with a warning. */
    void setMaxBounces(int maxBounces);

Q_SIGNALS:
    /*! Emitted when restitution() changes. */
    void restitutionChanged();
    /*! Emitted when gravity() changes. */
    void gravityChanged();
    /*! Emitted when maxBounces() changes. */
    void maxBouncesChanged();
};

/*! The class, state, values, every property of the class and duration(). */
IMPETUS_CORE_EXPORT QDebug operator<<(QDebug debug, const MotionAnimation *animation);

} // namespace Impetus

#endif
