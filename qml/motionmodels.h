// SPDX-License-Identifier: MIT
#ifndef IMPETUS_QML_MOTIONMODELS_H
#define IMPETUS_QML_MOTIONMODELS_H

#include "parameters_p.h"

#include <impetus/motion.h>

#include <QtCore/qobject.h>
#include <QtQml/qqmlparserstatus.h>
#include <QtQml/qqmlregistration.h>

namespace Impetus::Qml {

/*!
    The QML face of a model (Spring, ExponentialDecay, Gravity, Bounce): its parameters as
    properties, and position(t), velocity(t), settleTime and finalPosition for bindings,
    FrameAnimation and Canvas. Units as in the library: seconds, positions in any unit L,
    velocities in L/s. Evaluation is exact (the closed forms) and never NaN.

    A parameter is kept as written. If the model cannot be built from the parameters, a
    QML warning names the property, the rule and the value ("mass must be > 0, but got
    -1"), valid is false, error holds that message, and the model stays at its start
    position with zero velocity (settleTime 0) until the parameters are fixed.

    tolerance (L, default 0.001, the impetus tool's default) is the distance from the
    final position within which settleTime counts the motion as at rest.

    motionChanged() is emitted whenever any parameter changes; it is the notification of
    valid, error, finalPosition and settleTime. A binding on position(t) is re-evaluated
    when t changes; to follow parameter changes as well, read a property of the model
    in it (e.g. `model.valid, model.position(t)`), or draw in onMotionChanged.
*/
class MotionModel : public QObject, public QQmlParserStatus
{
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    Q_PROPERTY(qreal startPosition READ startPosition WRITE setStartPosition NOTIFY startPositionChanged FINAL)
    Q_PROPERTY(qreal startVelocity READ startVelocity WRITE setStartVelocity NOTIFY startVelocityChanged FINAL)
    Q_PROPERTY(qreal tolerance READ tolerance WRITE setTolerance NOTIFY toleranceChanged FINAL)
    Q_PROPERTY(bool valid READ isValid NOTIFY motionChanged FINAL)
    Q_PROPERTY(QString error READ error NOTIFY motionChanged FINAL)
    Q_PROPERTY(qreal finalPosition READ finalPosition NOTIFY motionChanged FINAL)
    Q_PROPERTY(qreal settleTime READ settleTime NOTIFY motionChanged FINAL)
    QML_NAMED_ELEMENT(MotionModel)
    QML_UNCREATABLE("MotionModel is the base type of SpringModel, DecayModel, GravityModel and BounceModel")

public:
    ~MotionModel() override;

    qreal startPosition() const { return m_startPosition; }
    void setStartPosition(qreal position);
    qreal startVelocity() const { return m_startVelocity; }
    void setStartVelocity(qreal velocity);
    qreal tolerance() const { return m_tolerance; }
    void setTolerance(qreal tolerance);

    bool isValid() const { return m_error.isNull(); }
    QString error() const { return m_error.message(); }
    qreal finalPosition() const;
    /*! Seconds from t = 0 after which the motion stays within tolerance of finalPosition;
        Infinity if it never settles (an undamped spring, gravity). */
    qreal settleTime() const;

    /*! Position at t seconds (negative times run the closed form backwards where the
        model allows it; a bounce is held at its start before 0). */
    Q_INVOKABLE qreal position(qreal t) const;
    Q_INVOKABLE qreal velocity(qreal t) const;
    Q_INVOKABLE bool isAtRest(qreal t) const;

    /*! The model as built, for C++ (MotionPlot); check isValid() first. */
    Motion motion() const { return m_motion; }

Q_SIGNALS:
    void startPositionChanged();
    void startVelocityChanged();
    void toleranceChanged();
    void motionChanged();

protected:
    explicit MotionModel(QObject *parent = nullptr);

    /*! The model for the current parameters; an invalid one carries the error, named
        after the QML property. */
    virtual Motion build() const = 0;
    /*! Rebuilds the model after a parameter change and reports it. */
    void update();

    void classBegin() override;
    void componentComplete() override;

private:
    qreal m_startPosition = 0;
    qreal m_startVelocity = 0;
    qreal m_tolerance = 1e-3;
    Motion m_motion;
    InvalidParameter m_error;
    bool m_complete = true;
};

/*!
    A damped spring, m x'' + c x' + k (x - restPosition) = 0 (Impetus::Spring): mass (M),
    stiffness (M/s^2), and damping (M/s) or dampingRatio (1 is critical). Of damping and
    dampingRatio, the one written last defines the spring and the other reads its derived
    value. Defaults: mass 1, stiffness (2 pi / 0.5)^2, dampingRatio 1, at rest at 0.
*/
class SpringModel : public Impetus::Qml::MotionModel
{
    Q_OBJECT
    Q_PROPERTY(qreal mass READ mass WRITE setMass NOTIFY massChanged FINAL)
    Q_PROPERTY(qreal stiffness READ stiffness WRITE setStiffness NOTIFY stiffnessChanged FINAL)
    Q_PROPERTY(qreal damping READ damping WRITE setDamping NOTIFY dampingChanged FINAL)
    Q_PROPERTY(qreal dampingRatio READ dampingRatio WRITE setDampingRatio NOTIFY dampingRatioChanged FINAL)
    Q_PROPERTY(qreal restPosition READ restPosition WRITE setRestPosition NOTIFY restPositionChanged FINAL)
    QML_ELEMENT

public:
    explicit SpringModel(QObject *parent = nullptr);

    qreal mass() const;
    void setMass(qreal mass);
    qreal stiffness() const;
    void setStiffness(qreal stiffness);
    qreal damping() const;
    void setDamping(qreal damping);
    qreal dampingRatio() const;
    void setDampingRatio(qreal dampingRatio);
    qreal restPosition() const { return m_restPosition; }
    void setRestPosition(qreal position);

Q_SIGNALS:
    void massChanged();
    void stiffnessChanged();
    void dampingChanged();
    void dampingRatioChanged();
    void restPositionChanged();

protected:
    Motion build() const override;

private:
    void setParameter(SpringParameters::Quantity quantity, qreal value);

    SpringParameters m_parameters;
    qreal m_restPosition = 0;
};

/*!
    Exponential decay of the velocity, v(t) = startVelocity e^(-lambda t)
    (Impetus::ExponentialDecay): lambda in 1/s (default 2), or friction, the factor by
    which the velocity is multiplied every second (e^(-lambda)). The motion comes to rest
    at startPosition + startVelocity / lambda.
*/
class DecayModel : public Impetus::Qml::MotionModel
{
    Q_OBJECT
    Q_PROPERTY(qreal lambda READ lambda WRITE setLambda NOTIFY lambdaChanged FINAL)
    Q_PROPERTY(qreal friction READ friction WRITE setFriction NOTIFY lambdaChanged FINAL)
    QML_ELEMENT

public:
    explicit DecayModel(QObject *parent = nullptr);

    qreal lambda() const;
    void setLambda(qreal lambda);
    qreal friction() const;
    void setFriction(qreal friction);

    /*! The earliest t >= 0 at which the position is `position`; Infinity if never. */
    Q_INVOKABLE qreal timeToReach(qreal position) const;

Q_SIGNALS:
    void lambdaChanged();

protected:
    Motion build() const override;

private:
    qreal m_lambda = 2;
    qreal m_friction = 0;
    bool m_frictionGiven = false;
};

/*!
    Constant acceleration, x(t) = startPosition + startVelocity t + acceleration t^2 / 2
    (Impetus::Gravity), acceleration in L/s^2 (default 0). It never settles unless at rest;
    timeToReach() says when it passes a position (a floor).
*/
class GravityModel : public Impetus::Qml::MotionModel
{
    Q_OBJECT
    Q_PROPERTY(qreal acceleration READ acceleration WRITE setAcceleration NOTIFY accelerationChanged FINAL)
    QML_ELEMENT

public:
    explicit GravityModel(QObject *parent = nullptr);

    qreal acceleration() const { return m_acceleration; }
    void setAcceleration(qreal acceleration);

    Q_INVOKABLE qreal timeToReach(qreal position) const;

Q_SIGNALS:
    void accelerationChanged();

protected:
    Motion build() const override;

private:
    qreal m_acceleration = 0;
};

/*!
    A ball bouncing on the ground at 0 (Impetus::Bounce), in its own coordinates: heights
    above the ground, up is positive. startPosition is the start height (>= 0),
    startVelocity positive upwards, gravity < 0 (L/s^2, default -2000), restitution in
    [0, 1] (default 0.5), maxBounces >= 0 or -1 for no limit (the default). Before t = 0
    the ball is held at its start.
*/
class BounceModel : public Impetus::Qml::MotionModel
{
    Q_OBJECT
    Q_PROPERTY(qreal restitution READ restitution WRITE setRestitution NOTIFY restitutionChanged FINAL)
    Q_PROPERTY(qreal gravity READ gravity WRITE setGravity NOTIFY gravityChanged FINAL)
    Q_PROPERTY(int maxBounces READ maxBounces WRITE setMaxBounces NOTIFY maxBouncesChanged FINAL)
    Q_PROPERTY(qreal restTime READ restTime NOTIFY motionChanged FINAL)
    QML_ELEMENT

public:
    explicit BounceModel(QObject *parent = nullptr);

    qreal restitution() const { return m_restitution; }
    void setRestitution(qreal restitution);
    qreal gravity() const { return m_gravity; }
    void setGravity(qreal gravity);
    int maxBounces() const { return m_maxBounces; }
    void setMaxBounces(int maxBounces);

    /*! When the ball comes to rest for ever (s): Infinity for restitution 1 without a cap. */
    qreal restTime() const;
    /*! The number of impacts up to t; Infinity once a ball without cap has come to rest. */
    Q_INVOKABLE qreal bounceCount(qreal t) const;

Q_SIGNALS:
    void restitutionChanged();
    void gravityChanged();
    void maxBouncesChanged();

protected:
    Motion build() const override;

private:
    qreal m_restitution = 0.5;
    qreal m_gravity = -2000;
    int m_maxBounces = -1;
};

} // namespace Impetus::Qml

#endif
