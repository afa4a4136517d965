// SPDX-License-Identifier: MIT
#ifndef IMPETUS_QML_MOTIONDRIVER_H
#define IMPETUS_QML_MOTIONDRIVER_H

#include <impetus/motiondriver.h>

#include <QtQml/qqmlengine.h>

namespace Impetus::Qml {

/*!
    Impetus::MotionDriver in QML, as `MotionDriver`: one animation that moves many
    properties of many objects, each with its own motion, for the cost of one timer per
    frame (a SpringFollower or a SpringMotion per property runs one animation job each).

        MotionDriver { id: driver }
        // for each tile:
        const id = driver.add(tile, "x", "swiftui.bouncy", 300)
        // mid-flight, with the velocity it has:
        driver.retarget(id, 120)

    add(target, property, spec, end[, startVelocity[, start]]) returns the motion's id (0,
    with a warning, when refused), retarget(id, end), remove(id), motionOf(target,
    property), contains(id) and velocity(id) are the C++ class's, as is the signal
    settled(id) and the property `count`. It runs on Qt's animation timer like every Qt
    Quick animation, starts itself on add() and stops when its last motion has settled.
*/
class QuickMotionDriver : public Impetus::MotionDriver
{
    Q_OBJECT
    QML_NAMED_ELEMENT(MotionDriver)

public:
    explicit QuickMotionDriver(QObject *parent = nullptr);
};

} // namespace Impetus::Qml

#endif
