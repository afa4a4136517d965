// SPDX-License-Identifier: MIT
#ifndef IMPETUS_ABSTRACTMOTIONWIDGET_H
#define IMPETUS_ABSTRACTMOTIONWIDGET_H

#include <impetus/easing.h>
#include <impetus/impetuswidgets_export.h>

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
    The motion every Impetus widget shows, as plain properties that Qt Designer edits: a
    move from 0 to distance (any unit L: pixels by default), started with velocity, by one
    of the four models with its parameters. It is exactly the motion of the matching
    animation class (SpringAnimation, DecayAnimation, GravityAnimation, BounceAnimation)
    animating a qreal from 0 to distance with that start velocity: the widget asks the
    animation for its per-component rule, so what you see is what createAnimation() does.

      Spring   mass, stiffness (M/s^2), dampingRatio; springDuration (s) and springBounce
               are SwiftUI's perceptual parameters for the same spring: setting them sets
               stiffness and dampingRatio (the mass is kept).
      Decay    lambda (1/s): lands exactly on distance with the decay rate
               max(velocity / distance, lambda) (DecayAnimation's rule).
      Gravity  acceleration (L/s^2, a magnitude) towards distance; stops on it.
      Bounce   gravity (L/s^2, a magnitude), restitution in [0, 1], maxBounces (-1: no
               limit): falls from 0 onto distance and bounces on it.

    tolerance (L, > 0) is the settling band: settleTime() is when the motion stays within
    it of distance for ever. Every property keeps the value it was given; a value that
    breaks a rule makes the widget invalid (isValid() false) with errorString() naming the
    property, the rule and the value ("stiffness must be > 0, but got -1"), which the
    widgets display instead of a curve. Nothing is ever NaN: an invalid motion stays at 0.
    springDuration and springBounce cannot hold a bad value (they are derived): it is
    refused, reported by errorString() until the next accepted change.

    motionChanged() is emitted whenever any of these properties changes.
*/
class IMPETUS_WIDGETS_EXPORT AbstractMotionWidget : public QWidget
{
    Q_OBJECT
    Q_PROPERTY(ModelType modelType READ modelType WRITE setModelType NOTIFY motionChanged)
    Q_PROPERTY(qreal distance READ distance WRITE setDistance NOTIFY motionChanged)
    Q_PROPERTY(qreal velocity READ velocity WRITE setVelocity NOTIFY motionChanged)
    Q_PROPERTY(qreal mass READ mass WRITE setMass NOTIFY motionChanged)
    Q_PROPERTY(qreal stiffness READ stiffness WRITE setStiffness NOTIFY motionChanged)
    Q_PROPERTY(qreal dampingRatio READ dampingRatio WRITE setDampingRatio NOTIFY motionChanged)
    Q_PROPERTY(qreal springDuration READ springDuration WRITE setSpringDuration NOTIFY motionChanged)
    Q_PROPERTY(qreal springBounce READ springBounce WRITE setSpringBounce NOTIFY motionChanged)
    Q_PROPERTY(qreal lambda READ lambda WRITE setLambda NOTIFY motionChanged)
    Q_PROPERTY(qreal acceleration READ acceleration WRITE setAcceleration NOTIFY motionChanged)
    Q_PROPERTY(qreal gravity READ gravity WRITE setGravity NOTIFY motionChanged)
    Q_PROPERTY(qreal restitution READ restitution WRITE setRestitution NOTIFY motionChanged)
    Q_PROPERTY(int maxBounces READ maxBounces WRITE setMaxBounces NOTIFY motionChanged)
    Q_PROPERTY(qreal tolerance READ tolerance WRITE setTolerance NOTIFY motionChanged)
    Q_PROPERTY(bool valid READ isValid NOTIFY motionChanged STORED false)
    Q_PROPERTY(QString errorString READ errorString NOTIFY motionChanged STORED false)
    Q_PROPERTY(qreal settleTime READ settleTime NOTIFY motionChanged STORED false)

public:
    /*! The model of the motion, with the animation class that plays it. */
    enum ModelType { Spring, Decay, Gravity, Bounce };
    Q_ENUM(ModelType)
    /*! \var AbstractMotionWidget::ModelType AbstractMotionWidget::Spring
        A spring, as SpringAnimation: mass, stiffness, dampingRatio (or springDuration and
        springBounce). The default. */
    /*! \var AbstractMotionWidget::ModelType AbstractMotionWidget::Decay
        An exponential decay, as DecayAnimation: lambda. */
    /*! \var AbstractMotionWidget::ModelType AbstractMotionWidget::Gravity
        A constant acceleration, as GravityAnimation: acceleration. */
    /*! \var AbstractMotionWidget::ModelType AbstractMotionWidget::Bounce
        A bounce, as BounceAnimation: gravity, restitution, maxBounces. */

    /*! Destroys the widget. */
    ~AbstractMotionWidget() override;

    /*! The model of the motion. Default Spring. */
    ModelType modelType() const;
    /*! Sets modelType(); the parameters of every model are kept. A value outside ModelType
        makes the widget invalid. */
    void setModelType(ModelType type);
    /*! Where the motion ends, from 0: non-zero. Default 100. */
    qreal distance() const;
    /*! Sets distance(). A value that breaks its rule (0, or not finite) is kept and makes
        the widget invalid. */
    void setDistance(qreal distance);
    /*! The start velocity, L/s. Default 0. */
    qreal velocity() const;
    /*! Sets velocity(). A value that is not finite is kept and makes the widget invalid. */
    void setVelocity(qreal velocity);

    /*! The mass, in M: > 0. Default 1. */
    qreal mass() const;
    /*! Sets mass(), keeping stiffness() (springDuration() changes). A value that breaks its
        rule is kept and makes the widget invalid while modelType() is Spring. */
    void setMass(qreal mass);
    /*! The stiffness, in M/s^2: > 0. Default (2 pi / 0.5)^2: a 0.5 s spring. */
    qreal stiffness() const;
    /*! Sets stiffness() (springDuration() changes). A value that breaks its rule is kept
        and makes the widget invalid while modelType() is Spring. */
    void setStiffness(qreal stiffness);
    /*! The damping ratio: >= 0; 1 is critical damping. Default 0.5. */
    qreal dampingRatio() const;
    /*! Sets dampingRatio() (springBounce() changes). A value that breaks its rule is kept
        and makes the widget invalid while modelType() is Spring. */
    void setDampingRatio(qreal dampingRatio);
    /*! 2 pi sqrt(mass / stiffness), seconds. */
    qreal springDuration() const;
    /*! Sets the stiffness to (2 pi / duration)^2 mass. A duration that is not a finite
        number above 0 is refused: no property changes, but the widget is invalid and
        errorString() reports it until the next accepted change. */
    void setSpringDuration(qreal duration);
    /*! 1 - dampingRatio up to critical damping, 1 / dampingRatio - 1 beyond: in (-1, 1]. */
    qreal springBounce() const;
    /*! Sets the damping ratio to 1 - bounce for bounce >= 0, 1 / (1 + bounce) below. A
        bounce outside (-1, 1] is refused: no property changes, but the widget is invalid
        and errorString() reports it until the next accepted change. */
    void setSpringBounce(qreal bounce);

    /*! The decay rate, in 1/s: > 0. Default 2 (a UIScrollView's deceleration). */
    qreal lambda() const;
    /*! Sets lambda(). A value that breaks its rule is kept and makes the widget invalid
        while modelType() is Decay. */
    void setLambda(qreal lambda);
    /*! The magnitude of the acceleration, in L/s^2: > 0. Default 2000. */
    qreal acceleration() const;
    /*! Sets acceleration(). A value that breaks its rule is kept and makes the widget
        invalid while modelType() is Gravity. */
    void setAcceleration(qreal acceleration);
    /*! The magnitude of gravity, in L/s^2: > 0. Default 2000. */
    qreal gravity() const;
    /*! Sets gravity(). A value that breaks its rule is kept and makes the widget invalid
        while modelType() is Bounce. */
    void setGravity(qreal gravity);
    /*! In [0, 1]. Default 0.5. */
    qreal restitution() const;
    /*! Sets restitution(). A value that breaks its rule (outside [0, 1], or between 0 and
        Bounce::MinimumRestitution) is kept and makes the widget invalid while modelType()
        is Bounce. */
    void setRestitution(qreal restitution);
    /*! The rebounds allowed: >= 0, or -1 for no limit (the default). */
    int maxBounces() const;
    /*! Sets maxBounces(). A value below -1 is kept and makes the widget invalid while
        modelType() is Bounce. */
    void setMaxBounces(int maxBounces);

    /*! The settling band, in L: > 0. Default 0.5 (half a pixel). */
    qreal tolerance() const;
    /*! Sets tolerance(). A value that is not a finite number above 0 is kept and makes the
        widget invalid. */
    void setTolerance(qreal tolerance);

    /*! Whether the motion can be built: distance, velocity, tolerance and the parameters of
        the model chosen obey their rules and make a valid model, and no springDuration or
        springBounce was refused since. If not, errorString() says why and the widgets show
        it instead of the motion. */
    bool isValid() const;
    /*! Empty when valid. */
    QString errorString() const;

    /*! The model, in its own coordinate: a Spring from 0 resting on distance, the decay
        or the gravity from 0, or the Bounce dropped from |distance| onto its ground at 0
        (the widgets show distance - sign(distance) * height). Null when invalid. */
    Motion motion() const;
    /*! The motion as an easing curve from 0 to distance: Easing::settling() with
        tolerance / |distance|, or Easing::reaching() for gravity. Invalid when the widget is. */
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
    /*! When the motion stays within tolerance of distance for ever, seconds; +infinity if
        it never settles (an undamped spring, a lossless bounce), 0 when invalid. */
    qreal settleTime() const;

    /*! The properties that define the motion, in an order that sets them consistently:
        copy them to copy a motion. (springDuration and springBounce are derived from
        them.) */
    static QByteArrayList parameterNames();

    /*! A new animation of this model with these parameters (a SpringAnimation,
        DecayAnimation, GravityAnimation or BounceAnimation, stopped, without values), or
        nullptr when invalid. */
    MotionAnimation *createAnimation(QObject *parent = nullptr) const;

Q_SIGNALS:
    /*! Emitted whenever a property of the motion changes, and when a springDuration or
        springBounce is refused. */
    void motionChanged();

protected:
    /*! Constructs the widget with parent and the default motion: a spring of mass 1, 0.5 s
        and damping ratio 0.5 from rest over a distance of 100, with tolerance 0.5. */
    explicit AbstractMotionWidget(QWidget *parent = nullptr);

private:
    class Private;
    std::unique_ptr<Private> const d;
};

} // namespace Impetus

#endif
