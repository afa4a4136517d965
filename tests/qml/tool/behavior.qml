// SPDX-License-Identifier: MIT
// A new user's first try, run by Qt's `qml` tool (ctest qml-tool-behavior): a Behavior
// with a SpringMotion moves the box and lands it exactly, without a warning.
import QtQuick
import Impetus

Rectangle {
    width: 240
    height: 80

    Rectangle {
        id: box
        width: 40
        height: 40
        color: "steelblue"
        Behavior on x { SpringMotion {} }
    }

    Timer {
        interval: 20
        running: true
        onTriggered: box.x = 200
    }
    Timer {
        interval: 1500
        running: true
        onTriggered: {
            if (box.x !== 200)
                console.error("the Behavior did not land exactly: x is", box.x)
            Qt.quit()
        }
    }
}
