// SPDX-License-Identifier: MIT
#ifndef IMPETUS_QML_MOTIONFOLLOWERS_H
#define IMPETUS_QML_MOTIONFOLLOWERS_H

#include "parameters_p.h"

#include <QtCore/qobject.h>
#include <QtCore/qvariant.h>
#include <QtQml/qqmlparserstatus.h>
#include <QtQml/qqmlregistration.h>

#include <memory>

namespace Impetus {
class MotionAnimation;
}

namespace Impetus::Qml {

/*!
    Moves target.property with a physical model towards `to`, exactly, and follows `to`
    wherever it goes: when `to` changes mid-flight the motion continues from the current
    position and velocity (like Qt Quick's SpringAnimation in a Behavior, but in closed
    form and for every model). The base type of SpringFollower, DecayFollower,
    GravityFollower, BounceFollower and FlingFollower.

    Qt Quick's animation base classes are private API, so a follower is not an Animation:
    it owns an Impetus::MotionAnimation (a QVariantAnimation), which runs on Qt's animation
    timer like every Qt Quick animation and writes the property at each frame.

    - `motion` is the motion spec (Impetus::MotionSpec) the follower plays, of its model:
      text ("swiftui.bouncy", "spring(stiffness: 700, dampingRatio: 0.9)"), an
      Impetus::Motion, Easing or MotionSpec from C++, or a curve made by Impetus.motion();
      it reads back as the spec's text. Everything but the spec's start state and end
      applies (MotionSpec::between()): the follower moves the property from its value to
      `to`. Each parameter property (mass, lambda, gravity, ...) writes one parameter of
      the spec with MotionSpec::with() and reads back MotionSpec::value(); parameters
      written as properties apply on top of `motion`, whatever the order.
    - Writing `to` (or a binding changing it) starts a motion from the property's current
      value, or retargets the one under way. The initial value of `to` starts one too, if
      the property is not already there. `to` is converted to the property's type: real,
      int, point, size, rect, color, vector2d/3d/4d move component-wise.
    - `velocity`: while running, the current velocity (L/s, per component); otherwise the
      velocity the next motion starts with, 0 after a motion ends. Writing it while
      running continues from the current position with that velocity (a kick).
    - `duration` (ms, read-only) is physical: when every component has settled within
      `tolerance` (a fraction of the distance, by default 0.001) or landed, from the start
      of the run; it grows when a retarget extends the run.
    - `enabled: false` stops the motion and ignores `to`; becoming enabled follows `to`
      again from wherever the property is then (e.g. after a drag).
    - start() starts towards `to` (a DecayFollower without `to` coasts to rest with
      `velocity`), stop() stops where it is, complete() jumps to the end. started() and
      finished() (at the end, not on stop()) are emitted as by Qt Quick animations.

    Two parameters that set the same quantity in one declaration (`SpringFollower {
    damping: 4; dampingRatio: 0.5 }`) give a warning, as in a spec's text: QML does not
    assign a declaration's properties in the order written, so which one counts is not
    defined. Written later (a binding changing, a script), the later one counts.

    A motion the follower cannot play (an invalid parameter, a spec of another model, an
    acceleration away from `to`) is refused with a QML warning giving the spec's message
    ("mass must be > 0, but got -1"); the follower keeps its previous motion.
*/
class MotionFollower : public QObject, public QQmlParserStatus, public SpecElement
{
    Q_OBJECT
    Q_INTERFACES(QQmlParserStatus)
    Q_PROPERTY(QObject *target READ target WRITE setTarget NOTIFY targetChanged FINAL)
    Q_PROPERTY(QString property READ propertyName WRITE setPropertyName NOTIFY propertyChanged FINAL)
    Q_PROPERTY(QVariant to READ to WRITE setTo NOTIFY toChanged FINAL)
    IMPETUS_QML_SPEC_PROPERTIES
    Q_PROPERTY(QVariant velocity READ velocity WRITE setVelocity NOTIFY velocityChanged FINAL)
    Q_PROPERTY(bool enabled READ isEnabled WRITE setEnabled NOTIFY enabledChanged FINAL)
    Q_PROPERTY(bool running READ isRunning NOTIFY runningChanged FINAL)
    Q_PROPERTY(int duration READ duration NOTIFY durationChanged FINAL)
    QML_NAMED_ELEMENT(MotionFollower)
    QML_UNCREATABLE(
            "MotionFollower is the base type of SpringFollower, DecayFollower, GravityFollower, BounceFollower and "
            "FlingFollower")

public:
    ~MotionFollower() override;

    QObject *target() const;
    void setTarget(QObject *target);
    QString propertyName() const { return m_propertyName; }
    void setPropertyName(const QString &name);
    QVariant to() const { return m_to; }
    void setTo(const QVariant &to);
    QVariant velocity() const;
    void setVelocity(const QVariant &velocity);
    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    bool isRunning() const;
    int duration() const;

    /*! The spec, for C++: the animation's. */
    MotionSpec spec() const override;

    Q_INVOKABLE void start();
    Q_INVOKABLE void stop();
    Q_INVOKABLE void complete();

Q_SIGNALS:
    void targetChanged();
    void propertyChanged();
    void toChanged();
    void velocityChanged();
    void enabledChanged();
    void runningChanged();
    void durationChanged();
    void started();
    void finished();

protected:
    MotionFollower(Motion::Type model, QObject *parent);

    void classBegin() override;
    void componentComplete() override;

private:
    void write(const WrittenSpec &written) override;
    QVariant end() const;
    void follow();
    void run(const QVariant &end);
    void rebind();
    void checkDuration();
    void rest();

    std::unique_ptr<MotionAnimation> const m_animation;
    QString m_propertyName;
    QVariant m_to;
    QVariant m_velocity; // the start velocity while stopped; null is at rest
    bool m_enabled = true;
    bool m_complete = true;
    bool m_warnedUnbound = false; // `to` changed with no target or property, and it was said
    bool m_restarting = false; // a kick stops and starts the animation: not a new run
    int m_duration = 0;
};

/*!
    Follows with a damped spring (SpringFollower { target: box; property: "x"; to: mouse.x }):
    mass, stiffness, and damping or dampingRatio as in SpringModel (the one of the two
    written last counts). Default (the spec's): SwiftUI's spring of duration 0.5 s,
    critically damped.
*/
class SpringFollower : public Impetus::Qml::MotionFollower
{
    Q_OBJECT
    IMPETUS_QML_SPRING_PARAMETERS
    QML_ELEMENT

public:
    explicit SpringFollower(QObject *parent = nullptr);
};

/*!
    Follows with exponential decay: lambda (1/s, default 2) or friction (e^(-lambda)).
    With `to`, every motion lands exactly on it, keeping its velocity when it moves
    towards `to` fast enough for a decay to stop there; without `to`, start() coasts with
    `velocity` to where the decay comes to rest (a fling).
*/
class DecayFollower : public Impetus::Qml::MotionFollower
{
    Q_OBJECT
    IMPETUS_QML_DECAY_PARAMETERS
    QML_ELEMENT

public:
    explicit DecayFollower(QObject *parent = nullptr);
};

/*!
    Accelerates uniformly towards `to` and stops exactly on it: acceleration in L/s^2,
    negative (towards `to`, as gravity pulls to the ground; default -2000). It lands
    exactly and takes no tolerance.
*/
class GravityFollower : public Impetus::Qml::MotionFollower
{
    Q_OBJECT
    IMPETUS_QML_GRAVITY_PARAMETERS
    QML_ELEMENT

public:
    explicit GravityFollower(QObject *parent = nullptr);
};

/*!
    Falls onto `to` and bounces on it like a ball: gravity in L/s^2, negative (default
    -2000), restitution in [0, 1] (default 0.5), maxBounces >= 0 or -1 for no limit (the
    default).
*/
class BounceFollower : public Impetus::Qml::MotionFollower
{
    Q_OBJECT
    IMPETUS_QML_BOUNCE_PARAMETERS
    QML_ELEMENT

public:
    explicit BounceFollower(QObject *parent = nullptr);
};

/*!
    Follows with Android's fling (Impetus::Fling): friction (Android's scroll friction,
    default 0.015) and density (1 at 160 dpi). With `to`, every motion lands exactly on it
    at the fling's duration, keeping its velocity when a fling from it can stop there
    braking harder; without `to`, start() coasts with `velocity` (the release velocity) to
    where Android's fling released at it comes to rest, leaving with that velocity.
*/
class FlingFollower : public Impetus::Qml::MotionFollower
{
    Q_OBJECT
    IMPETUS_QML_FLING_PARAMETERS
    QML_ELEMENT

public:
    explicit FlingFollower(QObject *parent = nullptr);
};

} // namespace Impetus::Qml

#endif
