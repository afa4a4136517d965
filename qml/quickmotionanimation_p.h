// SPDX-License-Identifier: MIT
#ifndef IMPETUS_QML_QUICKMOTIONANIMATION_P_H
#define IMPETUS_QML_QUICKMOTIONANIMATION_P_H

// The one place that uses Qt Quick's private API (Debian: qt6-declarative-private-dev):
// QQuickPropertyAnimation and its transition(), through which Behavior, Transition,
// states and the animation groups run an animation, as Qt's own SpringAnimation does.
// The API is pinned to the Qt version the module was built against (see qml/CMakeLists.txt).

#include "parameters_p.h"

#include <QtQml/qqmlproperty.h>
#include <QtQml/qqmlregistration.h>
#include <QtQuick/private/qquickanimation_p.h>

#include <memory>

namespace Impetus::Qml {

struct MotionRun;

/*!
    A Qt Quick animation that moves properties with a physical model, exactly: the base
    type of SpringMotion, DecayMotion, GravityMotion, BounceMotion and FlingMotion. It is a
    PropertyAnimation (target, property, properties, targets, exclude, from, to, running,
    paused, loops, alwaysRunToEnd, start(), stop(), complete(), started(), stopped(),
    finished()), so it goes wherever Qt Quick takes an animation: `Behavior on x {
    SpringMotion {} }`, a Transition, a state change, a ParallelAnimation or a
    SequentialAnimation, or on its own.

    - Each property moves from its value (or `from`) to its end value with the spec
      (`motion`, or the parameter properties) as MotionSpec::between() places it: values
      of type real, int, point, size, rect, color and vector2d/3d/4d move component-wise,
      each component by its own model, and land exactly on the end value.
    - A property whose motion is interrupted by a new one (a Behavior retriggered, a state
      changed mid-transition, also into another Transition's animation) goes on from its
      current position with its current velocity: nothing jumps, in value or in speed.
    - `duration` is physical: the milliseconds after which every property has settled
      within `tolerance` (a fraction of the distance, 0.001) or landed, for the run under
      way or the last one (0 before any). Writing it, or `easing`, gives a warning and
      changes nothing: the model sets both.
    - Parameters written while a motion runs apply from the next one.

    A property it cannot move (a string, a list, ...) and an end or start value that is
    not finite (`to: Infinity`, `Qt.point(NaN, 1)`) are refused with a warning that names
    them: the property is left where it is. A motion that cannot move a value (an invalid
    parameter, a spec of another model) is refused with the spec's message; the animation
    keeps its motion.
*/
class QuickMotionAnimation : public QQuickPropertyAnimation, public SpecElement
{
    Q_OBJECT
    IMPETUS_QML_SPEC_PROPERTIES
    QML_ANONYMOUS

public:
    ~QuickMotionAnimation() override;

    /*! PropertyAnimation's `duration`, physical: of the run under way or the last one, ms. */
    int duration() const override;
    /*! Refused with a warning: the duration is the physics'. */
    void setDuration(int duration) override;

protected:
    QuickMotionAnimation(Motion::Type model, QObject *parent);

    void componentComplete() override;
    QAbstractAnimationJob *transition(QQuickStateActions &actions, QQmlProperties &modified,
                                      TransitionDirection direction, QObject *defaultTarget) override;

private:
    friend class MotionJob;
    void write(const WrittenSpec &written) override;
    void plan(MotionRun &run, const QVariant &start);
    void setPhysicalDuration(int duration);

    int m_duration = 0;
};

/*!
    A spring (`Behavior on x { SpringMotion { dampingRatio: 0.5 } }`): mass, stiffness,
    and damping or dampingRatio as in SpringModel. Default (the spec's): SwiftUI's spring
    of duration 0.5 s, critically damped.
*/
class SpringMotion : public Impetus::Qml::QuickMotionAnimation
{
    Q_OBJECT
    IMPETUS_QML_SPRING_PARAMETERS
    QML_ELEMENT

public:
    explicit SpringMotion(QObject *parent = nullptr);
};

/*!
    Exponential decay that comes to rest exactly on the end value: lambda (1/s, default
    2) or friction (e^(-lambda)). A property moving towards its end fast enough keeps its
    velocity (the decay is steeper); otherwise it starts with lambda times the distance.
*/
class DecayMotion : public Impetus::Qml::QuickMotionAnimation
{
    Q_OBJECT
    IMPETUS_QML_DECAY_PARAMETERS
    QML_ELEMENT

public:
    explicit DecayMotion(QObject *parent = nullptr);
};

/*!
    Uniform acceleration towards the end value, stopping exactly on it: acceleration in
    L/s^2, negative (towards the end, as gravity pulls to the ground; default -2000).
*/
class GravityMotion : public Impetus::Qml::QuickMotionAnimation
{
    Q_OBJECT
    IMPETUS_QML_GRAVITY_PARAMETERS
    QML_ELEMENT

public:
    explicit GravityMotion(QObject *parent = nullptr);
};

/*!
    Falls onto the end value and bounces on it like a ball: gravity in L/s^2, negative
    (default -2000), restitution in [0, 1] (default 0.5), maxBounces >= 0 or -1 for no
    limit (the default).
*/
class BounceMotion : public Impetus::Qml::QuickMotionAnimation
{
    Q_OBJECT
    IMPETUS_QML_BOUNCE_PARAMETERS
    QML_ELEMENT

public:
    explicit BounceMotion(QObject *parent = nullptr);
};

/*!
    Android's fling (Impetus::Fling) that comes to rest exactly on the end value at its
    duration: friction (Android's scroll friction, default 0.015), density (1 at 160
    dpi). A property moving towards its end keeps its velocity where a fling from it can
    stop there braking harder; otherwise it is released at the velocity the distance asks.
*/
class FlingMotion : public Impetus::Qml::QuickMotionAnimation
{
    Q_OBJECT
    IMPETUS_QML_FLING_PARAMETERS
    QML_ELEMENT

public:
    explicit FlingMotion(QObject *parent = nullptr);
};

} // namespace Impetus::Qml

#endif
