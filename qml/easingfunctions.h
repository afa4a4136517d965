// SPDX-License-Identifier: MIT
#ifndef IMPETUS_QML_EASINGFUNCTIONS_H
#define IMPETUS_QML_EASINGFUNCTIONS_H

#include <QtCore/qeasingcurve.h>
#include <QtCore/qobject.h>
#include <QtCore/qvariant.h>
#include <QtQml/qjsvalue.h>
#include <QtQml/qqmlregistration.h>

namespace Impetus::Qml {

/*!
    The `Impetus` singleton: exact easing curves for Qt Quick's stock animations, from the
    one motion vocabulary (Impetus::MotionSpec, docs/motion-spec.md).

        NumberAnimation {
            easing: Impetus.motion("swiftui.bouncy")
            duration: Impetus.duration(easing)   // the physical duration, ms
        }

    motion(spec) reads a spec or preset name and returns the QEasingCurve of its easing
    (MotionSpec::easing(), Easing::toEasingCurve()): a spec alone runs from startPosition
    100 to its end at 0, normalised to 0..1, until a spring or decay stays within
    tolerance (0.001 of the distance), a bounce rests, gravity reaches the floor. The
    curve's shape does not depend on the animation's duration; the physics gives the
    duration the motion takes, which duration() returns. The same curve is accepted by
    every Impetus type's `motion` property.

    spring(), decay(), gravity(), bounce() and fling() take the spec's parameters by name in one
    object (MotionSpec::fromParameters()): Impetus.spring({ duration: 0.5, bounce: 0.3 })
    is Impetus.motion("spring(duration: 0.5, bounce: 0.3)"), with the same names
    (startVelocity), defaults and signs (gravity and acceleration negative).

    A bad spec, an unknown parameter, a value that is not a number, a conflicting pair
    (damping and dampingRatio) or an invalid value gives a QML warning with the spec's
    message ("Impetus.spring: mass must be > 0, but got -1") and QEasingCurve.Linear.

    duration() and bezierCurve() take any Impetus curve (made here or in C++ by
    Easing::toEasingCurve()), a spec, or an Impetus::Motion or Easing from C++. Anything
    else (null, undefined, a number, another curve, ...) gives a warning naming it, and
    250 ms or a straight line.
*/
class EasingFunctions : public QObject
{
    Q_OBJECT
    QML_NAMED_ELEMENT(Impetus)
    QML_SINGLETON

public:
    explicit EasingFunctions(QObject *parent = nullptr);

    /*! The curve of a spec or preset name (or of a curve made by Impetus, an
        Impetus::Motion, Easing or MotionSpec from C++). */
    Q_INVOKABLE QEasingCurve motion(const QVariant &motion) const;
    Q_INVOKABLE QEasingCurve spring(const QJSValue &parameters = QJSValue()) const;
    Q_INVOKABLE QEasingCurve decay(const QJSValue &parameters = QJSValue()) const;
    Q_INVOKABLE QEasingCurve gravity(const QJSValue &parameters = QJSValue()) const;
    Q_INVOKABLE QEasingCurve bounce(const QJSValue &parameters = QJSValue()) const;
    Q_INVOKABLE QEasingCurve fling(const QJSValue &parameters = QJSValue()) const;

    /*! The physical duration of a motion's curve, in milliseconds (a real: an animation's
        int duration truncates it). Another value gives a warning and 250, Qt's default
        animation duration. */
    Q_INVOKABLE qreal duration(const QVariant &motion) const;
    /*! easing.bezierCurve's list (c1x, c1y, c2x, c2y, x, y per segment, ending at 1, 1)
        for a motion's curve, with at most maxSegments (1..10, Qt 6.4's safe limit)
        segments. Another motion gives a warning and a straight line; a maxSegments that is
        not a whole number in [1, 10] a warning naming it, and 10 segments. */
    Q_INVOKABLE QVariantList bezierCurve(const QVariant &motion, const QJSValue &maxSegments = QJSValue()) const;
};

} // namespace Impetus::Qml

#endif
