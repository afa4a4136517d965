// SPDX-License-Identifier: MIT
#ifndef IMPETUS_QML_MOTIONMODELS_H
#define IMPETUS_QML_MOTIONMODELS_H

#include "parameters_p.h"

#include <impetus/motionspec.h>

#include <QtCore/qobject.h>
#include <QtCore/qvariant.h>
#include <QtQml/qqmlparserstatus.h>
#include <QtQml/qqmlregistration.h>

namespace Impetus::Qml {

/*!
    The QML face of a model (Spring, ExponentialDecay, Gravity, Bounce, Fling): a motion spec
    (Impetus::MotionSpec) with its parameters as properties, and position(t), velocity(t),
    settleTime and finalPosition for bindings, FrameAnimation and Canvas. The names,
    defaults, signs and errors are the spec's (docs/motion-spec.md): a model runs from
    startPosition 100 to its end at 0 unless told otherwise, gravity and acceleration are
    negative. Units: seconds, positions in any unit L, velocities in L/s. Evaluation is
    exact (the closed forms) and never NaN.

    `motion` takes a whole spec: text ("swiftui.bouncy", "spring(stiffness: 700,
    dampingRatio: 0.9)"), an Impetus::Motion, Easing or MotionSpec from C++, or a curve
    made by Impetus.motion(); it reads back as the spec's text. Each parameter property
    writes one parameter of it (MotionSpec::with(): the later write replaces the
    parameters it cannot be combined with, so of damping and dampingRatio the one written
    last counts) and reads back MotionSpec::value(): as written, else derived from the
    model (a spring given by its dampingRatio reads its damping), else the default.
    Parameters written as properties apply on top of `motion`, whatever the order. Two
    that set the same quantity in one declaration (`SpringModel { damping: 4;
    dampingRatio: 0.5 }`) are refused as in a spec's text, since QML does not assign a
    declaration's properties in the order written: the model is invalid until one of
    them is written again.

    If the spec is invalid, a QML warning gives its message ("mass must be > 0, but got
    -1"), valid is false, error holds the message, and the model stays at its start
    position with zero velocity (settleTime 0) until the parameters are fixed. A `motion`
    of another model (or a value that is not a motion) is refused with a warning.

    tolerance (default 0.001) is a fraction of the distance from startPosition to
    finalPosition, as for the `impetus` tool: settleTime is when the motion stays that
    close to its end (Infinity if finalPosition is not finite).

    motionChanged() is emitted whenever any parameter changes; it is the notification of
    motion, valid, error, finalPosition and settleTime. A binding that calls a function
    (`property real p: spring.position(0.1)`) depends on the motion as on a property: it
    is evaluated again when the model is complete and whenever a parameter changes.
*/
class MotionModel : public QObject, public QQmlParserStatus, public SpecElement
{
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    // A model only: a follower or an animation starts from its property's value and velocity.
    IMPETUS_QML_PARAMETER(qreal, startPosition, setStartPosition)
    IMPETUS_QML_PARAMETER(qreal, startVelocity, setStartVelocity)
    IMPETUS_QML_SPEC_PROPERTIES
    Q_PROPERTY(bool valid READ isValid NOTIFY motionChanged FINAL)
    Q_PROPERTY(QString error READ error NOTIFY motionChanged FINAL)
    Q_PROPERTY(qreal finalPosition READ finalPosition NOTIFY motionChanged FINAL)
    Q_PROPERTY(qreal settleTime READ settleTime NOTIFY motionChanged FINAL)
    QML_NAMED_ELEMENT(MotionModel)
    QML_UNCREATABLE("MotionModel is the base type of SpringModel, DecayModel, GravityModel, BounceModel and FlingModel")

public:
    ~MotionModel() override;

    bool isValid() const { return m_error.isEmpty(); }
    QString error() const { return m_error; }
    qreal finalPosition() const;
    /*! Seconds from t = 0 after which the motion stays within tolerance of finalPosition;
        Infinity if it never settles (an undamped spring, gravity). */
    qreal settleTime() const;

    /*! Position at t seconds (negative times run the closed form backwards where the
        model allows it; a bounce is held at its start before 0). */
    Q_INVOKABLE qreal position(qreal t) const;
    Q_INVOKABLE qreal velocity(qreal t) const;
    Q_INVOKABLE bool isAtRest(qreal t) const;

    /*! The model as built, for C++ (MotionPlot); null while the spec is invalid. */
    Motion resolvedMotion() const { return m_motion; }

protected:
    /*! isValid(), for the functions: a binding calling one depends on the motion. */
    bool isCurrent() const;
    MotionModel(Motion::Type model, QObject *parent);

    void classBegin() override;
    void componentComplete() override;

private:
    void write(const WrittenSpec &written) override;
    void update();

    QString m_conflict; // of the declaration, until a parameter is written again
    Motion m_motion;
    QString m_error;
    bool m_complete = true;
};

/*!
    A damped spring, m x'' + c x' + k (x - restPosition) = 0 (Impetus::Spring): mass (M),
    stiffness (M/s^2), and damping (M/s) or dampingRatio (1 is critical). Of damping and
    dampingRatio, the one written last defines the spring and the other reads its derived
    value. Defaults (the spec's): mass 1, stiffness (2 pi / 0.5)^2 (SwiftUI's duration
    0.5 s), dampingRatio 1, from startPosition 100 to restPosition 0.
*/
class SpringModel : public Impetus::Qml::MotionModel
{
    Q_OBJECT
    IMPETUS_QML_SPRING_PARAMETERS
    // A model only: a follower or an animation rests on its end value.
    IMPETUS_QML_PARAMETER(qreal, restPosition, setRestPosition)
    QML_ELEMENT

public:
    explicit SpringModel(QObject *parent = nullptr);
};

/*!
    Exponential decay of the velocity, v(t) = startVelocity e^(-lambda t)
    (Impetus::ExponentialDecay): lambda in 1/s (default 2), or friction, the factor by
    which the velocity is multiplied every second (e^(-lambda)). The motion comes to rest
    at startPosition + startVelocity / lambda; without a startVelocity, the spec's decay
    comes to rest at 0 (its startVelocity reads -lambda startPosition).
*/
class DecayModel : public Impetus::Qml::MotionModel
{
    Q_OBJECT
    IMPETUS_QML_DECAY_PARAMETERS
    QML_ELEMENT

public:
    explicit DecayModel(QObject *parent = nullptr);

    /*! The earliest t >= 0 at which the position is `position`; Infinity if never. */
    Q_INVOKABLE qreal timeToReach(qreal position) const;
};

/*!
    Constant acceleration, x(t) = startPosition + startVelocity t + acceleration t^2 / 2
    (Impetus::Gravity), acceleration in L/s^2 (default -2000: towards the floor at 0). It
    never settles unless at rest (it takes no tolerance); timeToReach() says when it
    passes a position (a floor).
*/
class GravityModel : public Impetus::Qml::MotionModel
{
    Q_OBJECT
    IMPETUS_QML_GRAVITY_PARAMETERS
    QML_ELEMENT

public:
    explicit GravityModel(QObject *parent = nullptr);

    Q_INVOKABLE qreal timeToReach(qreal position) const;
};

/*!
    A ball bouncing on the ground at 0 (Impetus::Bounce), in its own coordinates: heights
    above the ground, up is positive. startPosition is the start height (>= 0, default
    100), startVelocity positive upwards, gravity < 0 (L/s^2, default -2000), restitution
    in [0, 1] (default 0.5), maxBounces >= 0 or -1 for no limit (the default). Before
    t = 0 the ball is held at its start.
*/
class BounceModel : public Impetus::Qml::MotionModel
{
    Q_OBJECT
    IMPETUS_QML_BOUNCE_PARAMETERS
    // A model only: when the ball comes to rest, for bindings.
    Q_PROPERTY(qreal restTime READ restTime NOTIFY motionChanged FINAL)
    QML_ELEMENT

public:
    explicit BounceModel(QObject *parent = nullptr);

    /*! When the ball comes to rest for ever (s): Infinity for restitution 1 without a cap. */
    qreal restTime() const;
    /*! The number of impacts up to t; Infinity once a ball without cap has come to rest. */
    Q_INVOKABLE qreal bounceCount(qreal t) const;
};

/*!
    Android's fling in Flutter's ballistic form (Impetus::Fling): released at startVelocity
    (the release velocity, L/s: it leaves at 0.8254 times it), it comes to rest at
    startPosition + distance after duration seconds, exactly. friction is Android's scroll
    friction (default 0.015), density Android's screen density (default 1: 160 dpi, L in
    its pixels); 8000 px/s travels 7186.36 px. Without a startVelocity, the spec's fling
    comes to rest at endPosition (default 0): its startVelocity reads the release velocity
    solved from the distance. Negative times run the curve backwards.
*/
class FlingModel : public Impetus::Qml::MotionModel
{
    Q_OBJECT
    IMPETUS_QML_FLING_PARAMETERS
    // A model only: where it comes to rest when no startVelocity is given.
    IMPETUS_QML_PARAMETER(qreal, endPosition, setEndPosition)
    Q_PROPERTY(qreal duration READ duration NOTIFY motionChanged FINAL)
    Q_PROPERTY(qreal distance READ distance NOTIFY motionChanged FINAL)
    QML_ELEMENT

public:
    explicit FlingModel(QObject *parent = nullptr);
    /*! From when the fling rests exactly on its end (s); 0 while the spec is invalid. */
    qreal duration() const;
    /*! finalPosition - startPosition (L); 0 while the spec is invalid. */
    qreal distance() const;
    /*! The earliest t >= 0 at which the position is `position`; Infinity if never. */
    Q_INVOKABLE qreal timeToReach(qreal position) const;
};

} // namespace Impetus::Qml

#endif
