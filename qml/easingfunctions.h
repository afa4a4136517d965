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
    The `Impetus` singleton: exact easing curves for Qt Quick's stock animations, with
    named parameters in a JavaScript object.

        NumberAnimation {
            easing: Impetus.spring({ dampingRatio: 0.4, duration: 0.6 })
            duration: Impetus.duration(easing)   // the physical duration, ms
        }

    Each function normalises a model that runs from 0 to 1 (Impetus::Easing: a spring or
    decay until it settles within `tolerance`, default 0.001 of the distance; a bounce
    until it rests; gravity until it reaches 1) and returns a QEasingCurve that evaluates
    it exactly (Easing::toEasingCurve()). Distances are in units of the animation's
    distance, so velocities are distances per second. The curve's shape does not depend on
    the animation's duration; the physics gives the duration the motion takes, which
    duration() returns.

    spring: duration (s, default 0.5) with bounce (-1..1, default 0) or dampingRatio (SwiftUI's
            perceptual parameters); or mass (default 1), stiffness, and damping or
            dampingRatio (default 1); or settlingDuration and dampingRatio. Also velocity
            (the start velocity, default 0) and tolerance.
    decay:  lambda (1/s, default 2), friction (e^(-lambda)) or velocity (the start velocity,
            which makes lambda = velocity to land on 1); tolerance.
    gravity: acceleration (> 0, default 8: from rest, the fall takes 0.5 s) and velocity
             (default 0): falls onto 1.
    bounce: restitution (0..1, default 0.5), gravity (> 0, default 8: the first fall takes
            0.5 s), maxBounces (-1 is no limit, the default): dropped from 0, bounces on 1.

    An unknown parameter, a value that is not a number, a conflicting pair (damping and
    dampingRatio) or an invalid value gives a QML warning ("Impetus.spring: mass must be
    > 0, but got -1") and QEasingCurve.Linear.

    bezierCurve(curve) is the best cubic Bezier spline of at most 10 segments (Qt 6.4's
    safe limit) for easing.bezierCurve, where an exact curve cannot go.
*/
class EasingFunctions : public QObject
{
    Q_OBJECT
    QML_NAMED_ELEMENT(Impetus)
    QML_SINGLETON

public:
    explicit EasingFunctions(QObject *parent = nullptr);

    Q_INVOKABLE QEasingCurve spring(const QJSValue &parameters = QJSValue()) const;
    Q_INVOKABLE QEasingCurve decay(const QJSValue &parameters = QJSValue()) const;
    Q_INVOKABLE QEasingCurve gravity(const QJSValue &parameters = QJSValue()) const;
    Q_INVOKABLE QEasingCurve bounce(const QJSValue &parameters = QJSValue()) const;

    /*! The physical duration of a curve made by the functions above, in milliseconds
        (a real: an animation's int duration truncates it). Another curve gives a warning
        and 250, Qt's default animation duration. */
    Q_INVOKABLE qreal duration(const QEasingCurve &curve) const;
    /*! easing.bezierCurve's list (c1x, c1y, c2x, c2y, x, y per segment, ending at 1, 1)
        for a curve made by the functions above, with at most maxSegments (1..10)
        segments. Another curve gives a warning and a straight line. */
    Q_INVOKABLE QVariantList bezierCurve(const QEasingCurve &curve, int maxSegments = 10) const;
};

} // namespace Impetus::Qml

#endif
