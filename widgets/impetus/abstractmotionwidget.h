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
    enum ModelType { Spring, Decay, Gravity, Bounce };
    Q_ENUM(ModelType)

    ~AbstractMotionWidget() override;

    ModelType modelType() const;
    void setModelType(ModelType type);
    /*! Where the motion ends, from 0: non-zero. Default 100. */
    qreal distance() const;
    void setDistance(qreal distance);
    /*! The start velocity, L/s. Default 0. */
    qreal velocity() const;
    void setVelocity(qreal velocity);

    /*! > 0. Default 1. */
    qreal mass() const;
    void setMass(qreal mass);
    /*! > 0, M/s^2. Default (2 pi / 0.5)^2: a 0.5 s spring. */
    qreal stiffness() const;
    void setStiffness(qreal stiffness);
    /*! >= 0; 1 is critical damping. Default 0.5. */
    qreal dampingRatio() const;
    void setDampingRatio(qreal dampingRatio);
    /*! 2 pi sqrt(mass / stiffness), seconds. */
    qreal springDuration() const;
    void setSpringDuration(qreal duration);
    /*! 1 - dampingRatio up to critical damping, 1 / dampingRatio - 1 beyond: in (-1, 1]. */
    qreal springBounce() const;
    void setSpringBounce(qreal bounce);

    /*! > 0, 1/s. Default 2 (a UIScrollView's deceleration). */
    qreal lambda() const;
    void setLambda(qreal lambda);
    /*! > 0, L/s^2. Default 2000. */
    qreal acceleration() const;
    void setAcceleration(qreal acceleration);
    /*! > 0, L/s^2. Default 2000. */
    qreal gravity() const;
    void setGravity(qreal gravity);
    /*! In [0, 1]. Default 0.5. */
    qreal restitution() const;
    void setRestitution(qreal restitution);
    /*! >= 0, or -1 for no limit (the default). */
    int maxBounces() const;
    void setMaxBounces(int maxBounces);

    /*! > 0, L. Default 0.5 (half a pixel). */
    qreal tolerance() const;
    void setTolerance(qreal tolerance);

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
    void motionChanged();

protected:
    explicit AbstractMotionWidget(QWidget *parent = nullptr);

private:
    class Private;
    std::unique_ptr<Private> const d;
};

} // namespace Impetus

#endif
