// SPDX-License-Identifier: MIT
#ifndef IMPETUS_ABSTRACTMOTIONWIDGET_H
#define IMPETUS_ABSTRACTMOTIONWIDGET_H

#include <impetus/easing.h>
#include <impetus/impetuswidgets_export.h>
#include <impetus/motionspec.h>

#include <QtCore/qbytearraylist.h>
#include <QtCore/qpair.h>
#include <QtWidgets/qwidget.h>

#include <memory>

QT_BEGIN_NAMESPACE
class QEasingCurve;
QT_END_NAMESPACE

namespace Impetus {

class MotionAnimation;

/*!
    The motion every Impetus widget shows: a motion spec (MotionSpec: "swiftui.bouncy",
    "bounce(restitution: 0.6)", "android.fling", ...) moving a value from 0 to distance (any unit L: pixels
    by default) with startVelocity. What it shows is the spec applied to that move,
    MotionSpec::between(0, distance, startVelocity): exactly what a MotionAnimation
    playing the spec does to a qreal from 0 to distance (createAnimation()), and what the
    spec gives in every other layer (Easing, QML, the `impetus` tool), to the last bit.

    The motion property is the spec as text, a spec or a preset name, which Qt Designer
    edits as a string. The parameter properties read and write one parameter of a spec
    each, with the spec's names, defaults, signs and rules (MotionSpec::with(): writing
    dampingRatio drops a bounce or damping given before, writing mass keeps what was
    written):

      Spring   mass, stiffness (M/s^2), dampingRatio; duration (s) and bounce are SwiftUI's
               perceptual parameters for the same spring. Default "spring()": mass 1, a
               0.5 s spring, critically damped.
      Decay    lambda (1/s): lands exactly on distance with the decay rate
               max(startVelocity / distance, lambda). Default 2.
      Gravity  acceleration (L/s^2, < 0: towards distance); stops on it. Default -2000.
      Bounce   gravity (L/s^2, < 0), restitution in [0, 1], maxBounces (-1: no limit):
               falls from 0 onto distance and bounces on it. Defaults -2000, 0.5, -1.
      Fling    friction (Android's scroll friction, > 0), density (> 0: the screen's, 1 at
               160 dpi): Android's fling that comes to rest exactly on distance, released
               at the velocity that distance asks (Fling::fromDistance()), or, thrown
               faster than that, leaving with startVelocity at the friction that stops it
               there. Defaults 0.015, 1.

    The widget keeps one spec per model: modelType switches between them, and switching
    back finds the parameters as they were. A parameter property writes the spec of its
    model whatever modelType is.

    tolerance is the spec's: a fraction of the distance, in (0, 1), default 0.001 (half a
    pixel over 500); settleTime() is when the motion stays that close to distance for
    ever, the duration of the animation and of the easing made from the same spec. It is
    written to the specs of the four models that settle (a gravity motion lands exactly
    and takes none).

    Every property keeps the value it was given; a value that breaks a rule makes the
    widget invalid (isValid() false) with errorString() naming the parameter, the rule and
    the value ("stiffness must be > 0, but got -1"; for a spec given as text, with its
    column), which the widgets display instead of a curve. Nothing is ever NaN: an invalid
    motion stays at 0.

    motionChanged() is emitted whenever any of these properties changes.
*/
class IMPETUS_WIDGETS_EXPORT AbstractMotionWidget : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(ModelType modelType READ modelType WRITE setModelType NOTIFY motionChanged)
    Q_PROPERTY(qreal distance READ distance WRITE setDistance NOTIFY motionChanged)
    Q_PROPERTY(qreal startVelocity READ startVelocity WRITE setStartVelocity NOTIFY motionChanged)
    Q_PROPERTY(qreal mass READ mass WRITE setMass NOTIFY motionChanged)
    Q_PROPERTY(qreal stiffness READ stiffness WRITE setStiffness NOTIFY motionChanged)
    Q_PROPERTY(qreal dampingRatio READ dampingRatio WRITE setDampingRatio NOTIFY motionChanged)
    Q_PROPERTY(qreal duration READ duration WRITE setDuration NOTIFY motionChanged)
    Q_PROPERTY(qreal bounce READ bounce WRITE setBounce NOTIFY motionChanged)
    Q_PROPERTY(qreal lambda READ lambda WRITE setLambda NOTIFY motionChanged)
    Q_PROPERTY(qreal acceleration READ acceleration WRITE setAcceleration NOTIFY motionChanged)
    Q_PROPERTY(qreal gravity READ gravity WRITE setGravity NOTIFY motionChanged)
    Q_PROPERTY(qreal restitution READ restitution WRITE setRestitution NOTIFY motionChanged)
    Q_PROPERTY(int maxBounces READ maxBounces WRITE setMaxBounces NOTIFY motionChanged)
    Q_PROPERTY(qreal friction READ friction WRITE setFriction NOTIFY motionChanged)
    Q_PROPERTY(qreal density READ density WRITE setDensity NOTIFY motionChanged)
    Q_PROPERTY(qreal tolerance READ tolerance WRITE setTolerance NOTIFY motionChanged)
    // Last, so that a form sets it after the parameters: the spec as written wins.
    Q_PROPERTY(QString motion READ motionSpec WRITE setMotionSpec NOTIFY motionChanged)
    Q_PROPERTY(bool valid READ isValid NOTIFY motionChanged STORED false)
    Q_PROPERTY(QString errorString READ errorString NOTIFY motionChanged STORED false)
    Q_PROPERTY(qreal settleTime READ settleTime NOTIFY motionChanged STORED false)

public:
    /*! The model of the motion. */
    // int: any value a form or setProperty() gives is held, and refused by name.
    enum ModelType : int { Spring, Decay, Gravity, Bounce, Fling };
    Q_ENUM(ModelType)
    /*! \var AbstractMotionWidget::ModelType AbstractMotionWidget::Spring
        A spring: mass, stiffness, dampingRatio (or duration and bounce). The default. */
    /*! \var AbstractMotionWidget::ModelType AbstractMotionWidget::Decay
        An exponential decay: lambda. */
    /*! \var AbstractMotionWidget::ModelType AbstractMotionWidget::Gravity
        A constant acceleration: acceleration. */
    /*! \var AbstractMotionWidget::ModelType AbstractMotionWidget::Bounce
        A bounce: gravity, restitution, maxBounces. */
    /*! \var AbstractMotionWidget::ModelType AbstractMotionWidget::Fling
        Android's fling (Impetus::Fling): friction, density. */

    /*! Destroys the widget. */
    ~AbstractMotionWidget() override;

    /*! The model of the motion: that of spec(). Default Spring. */
    ModelType modelType() const;
    /*! Shows the spec kept for type (its defaults, until one is given). A value outside
        ModelType makes the widget invalid. */
    void setModelType(ModelType type);

    /*! The motion shown: the spec kept for modelType(). A null spec when modelType() is
        not a ModelType, or when the text given to setMotionSpec() names no model. */
    MotionSpec spec() const;
    /*! The spec kept for model, shown while modelType() is model: its defaults until one
        is given (MotionSpec(Motion::Type)). */
    MotionSpec spec(ModelType model) const;
    /*! Shows spec: modelType() becomes its model and spec replaces the spec kept for it.
        An invalid spec is kept and shown as the error; a null one (a text that names no
        model) replaces the spec of the current model. */
    void setSpec(const MotionSpec &spec);
    /*! The motion property: the text last given to setMotionSpec(), as given, until
        another property of the motion changes; then spec().toString(), such as
        "spring(duration: 0.5, bounce: 0.3)". */
    QString motionSpec() const;
    /*! setSpec(MotionSpec::parse(motion)): a spec or a preset name (MotionSpec::presets());
        the text is kept as given, and an invalid one is shown as the error (with its
        column). */
    void setMotionSpec(const QString &motion);

    /*! Where the motion ends, from 0: non-zero. Default 100. */
    qreal distance() const;
    /*! Sets distance(). A value that breaks its rule (0, or not finite) is kept and makes
        the widget invalid. */
    void setDistance(qreal distance);
    /*! The velocity at the start, L/s (towards distance when it has its sign). Default 0. */
    qreal startVelocity() const;
    /*! Sets startVelocity(). A value that is not finite is kept and makes the widget
        invalid. */
    void setStartVelocity(qreal velocity);

    /*! The spring's mass, in M: > 0. Default 1. */
    qreal mass() const;
    /*! Writes the spring's mass: a spring given by its duration keeps it (the stiffness
        changes), one given by its stiffness keeps that. */
    void setMass(qreal mass);
    /*! The spring's stiffness, in M/s^2: > 0; derived from the duration when not given.
        Default (2 pi / 0.5)^2: a 0.5 s spring. */
    qreal stiffness() const;
    /*! Writes the spring's stiffness, in place of a duration. */
    void setStiffness(qreal stiffness);
    /*! The spring's damping ratio: >= 0; 1 is critical damping; derived from the bounce
        when not given. Default 1. */
    qreal dampingRatio() const;
    /*! Writes the spring's damping ratio, in place of a bounce. */
    void setDampingRatio(qreal dampingRatio);
    /*! The spring's perceptual duration, seconds (SwiftUI's): 2 pi sqrt(mass /
        stiffness). Default 0.5. */
    qreal duration() const;
    /*! Writes the spring's duration, in place of a stiffness. A value that is not a finite
        number above 0 is kept and makes the widget invalid while modelType() is Spring. */
    void setDuration(qreal duration);
    /*! The spring's bounce (SwiftUI's), in (-1, 1]: 1 - dampingRatio up to critical
        damping, 1 / dampingRatio - 1 beyond. Default 0. */
    qreal bounce() const;
    /*! Writes the spring's bounce, in place of a damping ratio. A value outside (-1, 1] is
        kept and makes the widget invalid while modelType() is Spring. */
    void setBounce(qreal bounce);

    /*! The decay rate, in 1/s: > 0. Default 2 (a UIScrollView's deceleration). */
    qreal lambda() const;
    /*! Writes the decay's lambda. A value that breaks its rule is kept and makes the widget
        invalid while modelType() is Decay. */
    void setLambda(qreal lambda);
    /*! The gravity motion's acceleration, in L/s^2: < 0, towards the end. Default -2000. */
    qreal acceleration() const;
    /*! Writes the gravity motion's acceleration. A value that breaks its rule is kept and
        makes the widget invalid while modelType() is Gravity. */
    void setAcceleration(qreal acceleration);
    /*! The bounce's gravity, in L/s^2: < 0, towards the ground. Default -2000. */
    qreal gravity() const;
    /*! Writes the bounce's gravity. A value that breaks its rule is kept and makes the
        widget invalid while modelType() is Bounce. */
    void setGravity(qreal gravity);
    /*! The bounce's restitution, in [0, 1]. Default 0.5. */
    qreal restitution() const;
    /*! Writes the bounce's restitution. A value that breaks its rule (outside [0, 1], or
        between 0 and Bounce::MinimumRestitution) is kept and makes the widget invalid while
        modelType() is Bounce. */
    void setRestitution(qreal restitution);
    /*! The rebounds the bounce allows: >= 0, or -1 for no limit (the default). */
    int maxBounces() const;
    /*! Writes the bounce's maxBounces. A value below -1 is kept and makes the widget invalid
        while modelType() is Bounce. */
    void setMaxBounces(int maxBounces);
    /*! The fling's scroll friction (Android's ViewConfiguration.getScrollFriction()),
        dimensionless: > 0. Default 0.015. */
    qreal friction() const;
    /*! Writes the fling's friction. A value that breaks its rule is kept and makes the
        widget invalid while modelType() is Fling. */
    void setFriction(qreal friction);
    /*! The fling's screen density (Android's DisplayMetrics.density: 1 at 160 dpi, the
        distance being in pixels of that screen): > 0. Default 1. */
    qreal density() const;
    /*! Writes the fling's density. A value that breaks its rule is kept and makes the
        widget invalid while modelType() is Fling. */
    void setDensity(qreal density);

    /*! The settling tolerance, a fraction of the distance: the spec's (for Gravity, which
        takes none, the spring's). Default 0.001. */
    qreal tolerance() const;
    /*! Writes the tolerance of the spring, the decay, the bounce and the fling. A value outside
        (0, 1) is kept and makes the widget invalid unless modelType() is Gravity. */
    void setTolerance(qreal tolerance);

    /*! Whether the motion can be built: the spec is valid and can move a value
        (MotionSpec::placementError()), distance and startVelocity obey their rules, and
        the model made is valid. If not, errorString() says why and the widgets show it
        instead of the motion. */
    bool isValid() const;
    /*! Empty when valid. */
    QString errorString() const;

    /*! The model, in its own coordinate (MotionSpec::between(0, distance, startVelocity)):
        a Spring from 0 resting on distance, the decay, the gravity or the fling from 0, or the Bounce
        dropped from |distance| onto its ground at 0 (the widgets show distance -
        sign(distance) * height). Null when invalid. */
    Motion motion() const;
    /*! The motion as an easing curve from 0 to distance: Easing::settling() with the
        tolerance, or Easing::reaching() distance for gravity. Invalid when the widget is.
        It is Easing::fromSpec() of the spec placed on the move (a spring's startPosition
        0, startVelocity and restPosition distance, ...), to the last bit. */
    Easing easing() const;
    /*! easing().toEasingCurve(): use it with any QPropertyAnimation. */
    QEasingCurve easingCurve() const;

    /*! The position shown at seconds (0 before the start, distance once arrived). */
    qreal positionAt(qreal seconds) const;
    /*! d positionAt / dt, L/s. */
    qreal velocityAt(qreal seconds) const;
    /*! The lowest and the highest position from seconds from to to (0 and distance
        included): how far overshoot and bounces go. Sampled densely (2000 times). */
    QPair<qreal, qreal> positionRange(qreal from, qreal to) const;
    /*! When the motion stays within tolerance * |distance| of distance for ever (or has
        stopped on it), seconds; +infinity if it never settles (an undamped spring, a
        lossless bounce), 0 when invalid. */
    qreal settleTime() const;

    /*! The properties that describe the motion, in the order a form sets them (motion
        last, so that the spec as written wins): copy them to copy a motion. */
    static QByteArrayList parameterNames();

    /*! A new animation playing spec() with the widget's tolerance (a SpringAnimation,
        DecayAnimation, GravityAnimation or BounceAnimation, by the model, or a
        MotionAnimation for a fling; stopped, without values), or nullptr when invalid. Given 0 and distance() as start and end values
        and startVelocity(), it moves exactly as the widget shows. */
    MotionAnimation *createAnimation(QObject *parent = nullptr) const;

Q_SIGNALS:
    /*! Emitted whenever a property of the motion changes. */
    void motionChanged();

protected:
    /*! Constructs the widget with parent and the default motion: "spring()" (mass 1, a
        0.5 s critically damped spring) from rest over a distance of 100, tolerance 0.001. */
    explicit AbstractMotionWidget(QWidget *parent = nullptr);

private:
    class Private;
    std::unique_ptr<Private> const d;
};

} // namespace Impetus

#endif
