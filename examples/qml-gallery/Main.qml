// SPDX-License-Identifier: MIT
// The QML module `import Impetus` in one window: model objects plotted and played with
// FrameAnimation, followers chasing a moving target (click to move it), and stock
// NumberAnimations with Impetus easing curves. Every motion is a motion spec
// (docs/motion-spec.md): a preset name, a spec's text, or its parameters as properties.
import QtQuick
import QtQuick.Window
import Impetus

Window {
    id: root
    width: 960
    height: 660
    visible: true
    color: "#f5f6f8"
    title: qsTr("Impetus: exact motion for Qt Quick")

    readonly property color springColor: "#1e88e5"
    readonly property color decayColor: "#43a047"
    readonly property color gravityColor: "#fb8c00"
    readonly property color bounceColor: "#d81b60"
    // Seconds, advanced by every frame; each card loops over its own span.
    property real time: 0

    FrameAnimation {
        running: true
        onTriggered: root.time += frameTime
    }

    component Caption: Text {
        color: "#37474f"
        font.pixelSize: 13
    }

    component Heading: Text {
        color: "#263238"
        font.pixelSize: 17
        font.bold: true
    }

    // A model plotted over its span, with a dot playing it and its figures below.
    component ModelCard: Rectangle {
        id: card
        required property string title
        required property MotionModel model
        required property color tint
        required property string details
        required property real time
        property real span: model.settleTime * 1.1
        width: 222
        height: 178
        radius: 8
        color: "white"
        border.color: "#dde1e6"

        Text {
            x: 12; y: 10
            text: card.title
            color: card.tint
            font.pixelSize: 15
            font.bold: true
        }
        MotionPlot {
            x: 8; y: 34
            width: card.width - 16
            height: 100
            model: card.model
            duration: card.span
            time: card.time % (card.span + 0.6)
            color: card.tint
        }
        Caption {
            x: 12; y: 140
            width: card.width - 24
            text: card.details
            wrapMode: Text.WordWrap
            font.pixelSize: 11
        }
    }

    Column {
        x: 20; y: 16
        spacing: 12

        Heading { text: qsTr("import Impetus · models: position(t), velocity(t), settleTime") }
        Row {
            spacing: 12
            ModelCard {
                title: qsTr("SpringModel")
                time: root.time
                tint: root.springColor
                model: SpringModel { motion: "spring(stiffness: 180, dampingRatio: 0.25)"; startPosition: 0; restPosition: 100; tolerance: 0.005 }
                details: qsTr("ratio 0.25, 0 → 100: within 0.5 % after %1 s").arg(model.settleTime.toFixed(2))
            }
            ModelCard {
                title: qsTr("DecayModel")
                time: root.time
                tint: root.decayColor
                model: DecayModel { startPosition: 0; startVelocity: 600; lambda: 4; tolerance: 0.005 }
                details: qsTr("600 px/s, λ 4: within 0.5 % of %1 after %2 s").arg(model.finalPosition.toFixed(0)).arg(model.settleTime.toFixed(2))
            }
            ModelCard {
                id: gravityCard
                title: qsTr("GravityModel")
                time: root.time
                tint: root.gravityColor
                model: GravityModel { id: thrown; startPosition: 0; startVelocity: 500; acceleration: -2000 }
                span: thrown.timeToReach(0) > 0 ? thrown.timeToReach(0) : 0.5
                details: qsTr("thrown up at 500 px/s: back down after %1 s").arg(gravityCard.span.toFixed(2))
            }
            ModelCard {
                title: qsTr("BounceModel")
                time: root.time
                tint: root.bounceColor
                model: BounceModel { id: ball; motion: "impetus.bounceIntoView"; restitution: 0.6 }
                details: qsTr("dropped from 100, gravity -2000, restitution 0.6: rests after %1 s").arg(ball.restTime.toFixed(2))
            }
        }

        Heading { text: qsTr("Followers: retargeted mid-flight, velocity kept (click to move the target)") }
        Rectangle {
            id: arena
            width: 924
            height: 184
            radius: 8
            color: "white"
            border.color: "#dde1e6"

            readonly property real laneLeft: 90
            readonly property real laneWidth: width - laneLeft - 30
            readonly property var stops: [0.1, 0.85, 0.35, 0.95, 0.55, 0.05, 0.7]
            property int stop: 1
            property real target: laneLeft + laneWidth * stops[stop]

            Timer {
                interval: 1300
                running: true
                repeat: true
                onTriggered: arena.stop = (arena.stop + 1) % arena.stops.length
            }
            MouseArea {
                anchors.fill: parent
                onClicked: mouse => arena.target = Math.max(arena.laneLeft, Math.min(mouse.x, arena.laneLeft + arena.laneWidth))
            }
            Rectangle {
                x: arena.target - 1
                y: 8
                width: 2
                height: arena.height - 16
                color: "#90a4ae"
            }

            Column {
                y: 14
                spacing: 10
                Repeater {
                    model: [qsTr("Spring"), qsTr("Decay"), qsTr("Gravity"), qsTr("Bounce")]
                    Caption {
                        required property string modelData
                        x: 14
                        height: 30
                        verticalAlignment: Text.AlignVCenter
                        text: modelData
                    }
                }
            }
            Rectangle { id: springBall; y: 14; x: arena.laneLeft - 15; width: 30; height: 30; radius: 15; color: root.springColor }
            Rectangle { id: decayBall; y: 54; x: arena.laneLeft - 15; width: 30; height: 30; radius: 15; color: root.decayColor }
            Rectangle { id: gravityBall; y: 94; x: arena.laneLeft - 15; width: 30; height: 30; radius: 15; color: root.gravityColor }
            Rectangle { id: bounceBall; y: 134; x: arena.laneLeft - 15; width: 30; height: 30; radius: 15; color: root.bounceColor }

            SpringFollower { target: springBall; property: "x"; to: arena.target - 15; motion: "material.expressive.spatial.slow"; dampingRatio: 0.35 }
            DecayFollower { target: decayBall; property: "x"; to: arena.target - 15; lambda: 5 }
            GravityFollower { target: gravityBall; property: "x"; to: arena.target - 15; acceleration: -3000 }
            BounceFollower { target: bounceBall; property: "x"; to: arena.target - 15; gravity: -4000; restitution: 0.45 }
        }

        Heading { text: qsTr("Stock NumberAnimation with Impetus easing") }
        Rectangle {
            id: track
            width: 924
            height: 150
            clip: true
            radius: 8
            color: "white"
            border.color: "#dde1e6"

            // Room on the right for the spring's overshoot (37 % at a damping ratio of 0.3).
            readonly property real startX: 330
            readonly property real endX: 700

            // A label, and a square for a NumberAnimation to move across.
            component EasedRow: Item {
                id: easedRow
                required property string label
                required property int line
                property alias square: square
                property alias color: square.color
                y: 12 + line * 34
                height: 26

                Caption {
                    x: 14
                    anchors.verticalCenter: parent.verticalCenter
                    text: easedRow.label
                    font.family: "DejaVu Sans Mono"
                    font.pixelSize: 12
                }
                Rectangle { id: square; x: 330; width: 26; height: 26; radius: 5 }
            }

            EasedRow {
                id: springRow
                line: 0; color: root.springColor
                label: "Impetus.motion(\"swiftui.bouncy\")"
                SequentialAnimation {
                    running: true; loops: Animation.Infinite
                    NumberAnimation {
                        target: springRow.square; property: "x"; from: track.startX; to: track.endX
                        easing: Impetus.motion("swiftui.bouncy")
                        duration: Impetus.duration(easing)
                    }
                    PauseAnimation { duration: 700 }
                }
            }
            EasedRow {
                id: decayRow
                line: 1; color: root.decayColor
                label: "Impetus.decay({ lambda: 5 })"
                SequentialAnimation {
                    running: true; loops: Animation.Infinite
                    NumberAnimation {
                        target: decayRow.square; property: "x"; from: track.startX; to: track.endX
                        easing: Impetus.decay({ lambda: 5 })
                        duration: Impetus.duration(easing)
                    }
                    PauseAnimation { duration: 700 }
                }
            }
            EasedRow {
                id: bounceRow
                line: 2; color: root.bounceColor
                label: "Impetus.bounce({ restitution: 0.45 })"
                SequentialAnimation {
                    running: true; loops: Animation.Infinite
                    NumberAnimation {
                        target: bounceRow.square; property: "x"; from: track.startX; to: track.endX
                        easing: Impetus.bounce({ restitution: 0.45 })
                        duration: Impetus.duration(easing)
                    }
                    PauseAnimation { duration: 700 }
                }
            }
            EasedRow {
                id: bezierRow
                line: 3; color: "#8e24aa"
                label: "bezierCurve(\"spring(dampingRatio: 0.3)\")"
                SequentialAnimation {
                    running: true; loops: Animation.Infinite
                    NumberAnimation {
                        target: bezierRow.square; property: "x"; from: track.startX; to: track.endX
                        easing.type: Easing.BezierSpline
                        easing.bezierCurve: Impetus.bezierCurve("spring(dampingRatio: 0.3)")
                        duration: 1200
                    }
                    PauseAnimation { duration: 700 }
                }
            }
        }
    }
}
