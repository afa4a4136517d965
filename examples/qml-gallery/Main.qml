// SPDX-License-Identifier: MIT
// The QML module `import Impetus` in one window, in six pages (tabs at the top, or
// --page n):
// 0. Where QML developers put animations: SpringMotion, DecayMotion, GravityMotion and
//    BounceMotion in Behaviors (retriggered mid-flight, the velocity kept) and in
//    Transitions between states, alone and in Sequential and Parallel animations.
// 1. Qt's SpringAnimation and SpringMotion side by side on the same spring.
// 2. Model objects plotted and played with FrameAnimation, followers chasing a moving
//    target (click to move it), and stock NumberAnimations with Impetus easing curves.
// 3. A bottom sheet with three detents and a dismiss, dragged and thrown with SnapDrag: it
//    leaves your finger with its velocity and lands exactly on the detent the throw points
//    at.
// 4. A picture-in-picture window thrown to a corner: SnapDrag on both axes (crossAxis),
//    each axis choosing its edge from its own part of the throw's velocity.
// 5. Qt Quick's Flickable and Impetus's KineticScroller side by side: two ListViews of
//    10,000 rows thrown with the same mouse gesture ("Throw both", at a chosen speed) or by
//    hand, each with the velocity it took, how far it coasted and how long it took to rest.
// Every motion is a motion spec (docs/motion-spec.md): a preset name, a spec's text, or
// its parameters as properties.
import QtQuick
import QtQuick.Window
import Impetus

Window {
    id: root
    width: 960
    height: 700
    visible: true
    color: "#f5f6f8"
    title: qsTr("Impetus: exact motion for Qt Quick")

    readonly property color springColor: "#1e88e5"
    readonly property color decayColor: "#43a047"
    readonly property color gravityColor: "#fb8c00"
    readonly property color bounceColor: "#d81b60"
    // Seconds, advanced by every frame; each card loops over its own span.
    property real time: 0
    // The page shown (main.cpp's --page sets it).
    property int page: 0
    // What sends page 5's gesture: an object with send(action, item, x, y, ms), "press",
    // "move" or "release" at (x, y) in the item, ms after the gesture's press. main.cpp sets
    // it (mouse events to the window, placed after every event it has had); without it,
    // the lists are thrown by hand only.
    property var mouseEvents: null

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

    // Below the tabs.
    readonly property real pageTop: 48

    component Tab: Rectangle {
        id: tab
        required property string label
        property bool current: false
        signal activated()
        width: tabLabel.implicitWidth + 20
        height: 28
        radius: 14
        color: current ? "#263238" : "white"
        border.color: "#cfd8dc"
        Text {
            id: tabLabel
            anchors.centerIn: parent
            text: tab.label
            color: tab.current ? "white" : "#37474f"
            font.pixelSize: 13
        }
        MouseArea {
            anchors.fill: parent
            onClicked: tab.activated()
        }
    }

    Row {
        x: 20; y: 12
        spacing: 6
        Tab { label: qsTr("Behavior and Transition"); current: root.page === 0; onActivated: root.page = 0 }
        Tab { label: qsTr("SpringAnimation and SpringMotion"); current: root.page === 1; onActivated: root.page = 1 }
        Tab { label: qsTr("Models, followers, easing"); current: root.page === 2; onActivated: root.page = 2 }
        Tab { label: qsTr("Throw: SnapDrag"); current: root.page === 3; onActivated: root.page = 3 }
        Tab { label: qsTr("Both axes"); current: root.page === 4; onActivated: root.page = 4 }
        Tab { label: qsTr("Scrolling"); current: root.page === 5; onActivated: root.page = 5 }
    }

    // Page 0: the animations in a Behavior and in a Transition, as a QML developer writes them.
    Item {
        anchors.fill: parent
        anchors.topMargin: root.pageTop
        visible: root.page === 0

        Column {
            x: 20; y: 4
            spacing: 12

            Heading { text: qsTr("Behavior on x { SpringMotion {} }: retriggered mid-flight, the velocity kept (click to move)") }
            Rectangle {
                id: behaviors
                width: 924
                height: 196
                radius: 8
                color: "white"
                border.color: "#dde1e6"
                clip: true

                readonly property real laneLeft: 440
                readonly property real laneWidth: width - laneLeft - 40
                readonly property var stops: [0.1, 0.8, 0.35, 0.85, 0.55, 0.05, 0.7]
                property int stop: 1
                property real target: laneLeft + laneWidth * stops[stop]

                Timer {
                    interval: 900
                    running: root.page === 0
                    repeat: true
                    triggeredOnStart: true
                    onTriggered: behaviors.stop = (behaviors.stop + 1) % behaviors.stops.length
                }
                MouseArea {
                    anchors.fill: parent
                    onClicked: mouse => behaviors.target = Math.max(behaviors.laneLeft, Math.min(mouse.x, behaviors.laneLeft + behaviors.laneWidth))
                }
                Rectangle {
                    x: behaviors.target - 1
                    y: 8
                    width: 2
                    height: behaviors.height - 16
                    color: "#90a4ae"
                }
                Column {
                    x: 14; y: 14
                    spacing: 10
                    Repeater {
                        model: [
                            "Behavior on x { SpringMotion { dampingRatio: 0.4 } }\nBehavior on color { SpringMotion {} }",
                            "Behavior on x { DecayMotion { lambda: 6 } }",
                            "Behavior on x { GravityMotion { acceleration: -3000 } }",
                            "Behavior on x { BounceMotion { restitution: 0.45 } }",
                        ]
                        Caption {
                            required property string modelData
                            height: 34
                            verticalAlignment: Text.AlignVCenter
                            text: modelData
                            font.family: "DejaVu Sans Mono"
                            font.pixelSize: 11
                        }
                    }
                }
                Rectangle {
                    y: 16; x: behaviors.target - 15
                    width: 30; height: 30; radius: 15
                    color: Qt.hsla(behaviors.stop / behaviors.stops.length, 0.7, 0.5, 1)
                    Behavior on x { SpringMotion { dampingRatio: 0.4 } }
                    Behavior on color { SpringMotion {} }
                }
                Rectangle {
                    y: 60; x: behaviors.target - 15
                    width: 30; height: 30; radius: 15
                    color: root.decayColor
                    Behavior on x { DecayMotion { lambda: 6 } }
                }
                Rectangle {
                    y: 104; x: behaviors.target - 15
                    width: 30; height: 30; radius: 15
                    color: root.gravityColor
                    Behavior on x { GravityMotion { acceleration: -3000 } }
                }
                Rectangle {
                    y: 148; x: behaviors.target - 15
                    width: 30; height: 30; radius: 15
                    color: root.bounceColor
                    Behavior on x { BounceMotion { restitution: 0.45; gravity: -4000 } }
                }
            }

            Heading { text: qsTr("Transition { SpringMotion {} } between states, alone and in animation groups") }
            Rectangle {
                id: stage
                width: 924
                height: 360
                radius: 8
                color: "white"
                border.color: "#dde1e6"
                clip: true

                property int step: 0
                Timer {
                    interval: 1100
                    running: root.page === 0
                    repeat: true
                    triggeredOnStart: true
                    onTriggered: stage.step = (stage.step + 1) % 6
                }
                MouseArea {
                    anchors.fill: parent
                    onClicked: stage.step = (stage.step + 1) % 6
                }

                Caption {
                    x: 14; y: 12
                    width: 430
                    wrapMode: Text.WordWrap
                    font.family: "DejaVu Sans Mono"
                    font.pixelSize: 11
                    text: "transitions: Transition {\n    SpringMotion {\n        properties: \"x,y,width,height,color\"\n        motion: \"swiftui.bouncy\"\n    }\n}"
                }
                Rectangle {
                    id: card
                    radius: 10
                    state: ["small", "wide", "tall"][stage.step % 3]
                    states: [
                        State { name: "small"; PropertyChanges { target: card; x: 40; y: 140; width: 90; height: 90; color: root.springColor } },
                        State { name: "wide"; PropertyChanges { target: card; x: 160; y: 250; width: 250; height: 70; color: root.bounceColor } },
                        State { name: "tall"; PropertyChanges { target: card; x: 300; y: 120; width: 80; height: 200; color: root.decayColor } }
                    ]
                    transitions: Transition {
                        SpringMotion { properties: "x,y,width,height,color"; motion: "swiftui.bouncy" }
                    }
                }

                Caption {
                    x: 480; y: 12
                    width: 430
                    font.family: "DejaVu Sans Mono"
                    font.pixelSize: 11
                    text: "Transition { to: \"floor\"; SequentialAnimation {\n    SpringMotion { properties: \"x\" }\n    BounceMotion { properties: \"y\" } } }\nTransition { to: \"high\"; ParallelAnimation {\n    SpringMotion { properties: \"x\"; dampingRatio: 0.5 }\n    GravityMotion { properties: \"y\" } } }"
                }
                Rectangle {
                    x: 480; y: 340
                    width: 424; height: 2
                    color: "#90a4ae"
                }
                Rectangle {
                    id: puck
                    width: 40; height: 40; radius: 20
                    color: root.gravityColor
                    state: stage.step < 3 ? "high" : "floor"
                    states: [
                        State { name: "high"; PropertyChanges { target: puck; x: 500; y: 130 } },
                        State { name: "floor"; PropertyChanges { target: puck; x: 840; y: 300 } }
                    ]
                    transitions: [
                        Transition {
                            to: "floor"
                            SequentialAnimation {
                                SpringMotion { properties: "x" }
                                BounceMotion { properties: "y"; restitution: 0.55 }
                            }
                        },
                        Transition {
                            to: "high"
                            ParallelAnimation {
                                SpringMotion { properties: "x"; dampingRatio: 0.5 }
                                GravityMotion { properties: "y" }
                            }
                        }
                    ]
                }
            }
        }
    }

    // Page 1: Qt's SpringAnimation and SpringMotion side by side.
    Item {
        anchors.fill: parent
        anchors.topMargin: root.pageTop
        visible: root.page === 1

        Column {
            x: 20; y: 4
            spacing: 12

            Heading { text: qsTr("Qt's SpringAnimation and SpringMotion on the same spring (click to move the target)") }
            Caption {
                width: 924
                wrapMode: Text.WordWrap
                text: qsTr("SpringAnimation { spring: 2; damping: 0.2 } steps m x'' = k (to − x) − c x' by semi-implicit Euler, "
                           + "16 ms at a time, with k = 2 / 0.016 = 125 and c = 0.2 / 0.016 = 12.5 (mass 1). "
                           + "SpringMotion { stiffness: 125; damping: 12.5 } is the closed form of that spring: on a move of "
                           + "200 px the integrator strays up to 7 % of the distance from it (measured in tests/qml/tst_motions.qml). "
                           + "Both keep their velocity when the target moves; SpringMotion also lands exactly and has a physical duration.")
            }
            Rectangle {
                id: duel
                width: 924
                height: 110
                radius: 8
                color: "white"
                border.color: "#dde1e6"

                readonly property real laneLeft: 200
                readonly property real laneWidth: width - laneLeft - 40
                property int stop: 0
                property real target: laneLeft + laneWidth * [0.1, 0.9, 0.4, 0.75][stop]

                Timer {
                    interval: 1400
                    running: root.page === 1
                    repeat: true
                    triggeredOnStart: true
                    onTriggered: duel.stop = (duel.stop + 1) % 4
                }
                MouseArea {
                    anchors.fill: parent
                    onClicked: mouse => duel.target = Math.max(duel.laneLeft, Math.min(mouse.x, duel.laneLeft + duel.laneWidth))
                }
                Rectangle {
                    x: duel.target - 1
                    y: 8
                    width: 2
                    height: duel.height - 16
                    color: "#90a4ae"
                }
                Caption { x: 14; y: 20; text: "SpringAnimation"; color: root.gravityColor; font.bold: true }
                Caption { x: 14; y: 64; text: "SpringMotion"; color: root.springColor; font.bold: true }
                Rectangle {
                    id: qtBall
                    y: 14; x: duel.target - 15
                    width: 30; height: 30; radius: 15
                    color: root.gravityColor
                    Behavior on x { SpringAnimation { spring: 2; damping: 0.2; epsilon: 0.25 } }
                }
                Rectangle {
                    id: impetusBall
                    y: 58; x: duel.target - 15
                    width: 30; height: 30; radius: 15
                    color: root.springColor
                    Behavior on x { SpringMotion { stiffness: 125; damping: 12.5 } }
                }
            }
            Rectangle {
                width: 924
                height: 400
                radius: 8
                color: "white"
                border.color: "#dde1e6"

                Caption {
                    x: 14; y: 10
                    text: qsTr("x over the last 3 s: SpringAnimation (orange), SpringMotion (blue), the target (grey)")
                }
                Canvas {
                    id: trace
                    x: 14; y: 36
                    width: parent.width - 28
                    height: parent.height - 50
                    readonly property real span: 3
                    property var samples: [] // { t, qt, impetus, target }

                    FrameAnimation {
                        running: root.page === 1
                        onTriggered: {
                            const now = root.time
                            trace.samples.push({ t: now, qt: qtBall.x + 15, impetus: impetusBall.x + 15, target: duel.target })
                            while (trace.samples.length > 0 && trace.samples[0].t < now - trace.span)
                                trace.samples.shift()
                            trace.requestPaint()
                        }
                    }
                    onPaint: {
                        const ctx = getContext("2d")
                        ctx.reset()
                        if (samples.length < 2)
                            return
                        const last = samples[samples.length - 1].t
                        const px = t => width * (1 - (last - t) / span)
                        // Positions across the lane, drawn upwards.
                        const py = x => height - 10 - (height - 20) * (x - duel.laneLeft) / duel.laneWidth
                        const line = (key, color, lineWidth) => {
                            ctx.beginPath()
                            ctx.strokeStyle = color
                            ctx.lineWidth = lineWidth
                            for (let i = 0; i < samples.length; ++i) {
                                const s = samples[i]
                                if (i === 0)
                                    ctx.moveTo(px(s.t), py(s[key]))
                                else
                                    ctx.lineTo(px(s.t), py(s[key]))
                            }
                            ctx.stroke()
                        }
                        line("target", "#b0bec5", 1.5)
                        line("qt", root.gravityColor, 2.5)
                        line("impetus", root.springColor, 2.5)
                    }
                }
            }
        }
    }

    // Page 2: the models, the followers, and Impetus easing on stock animations.
    Item {
        anchors.fill: parent
        anchors.topMargin: root.pageTop
        visible: root.page === 2

        Column {
            x: 20; y: 4
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

    component SheetRow: Rectangle {
        id: sheetRow
        required property int number
        height: 44
        radius: 8
        color: Qt.hsla(number / 8, 0.5, 0.9, 1)
        Caption { anchors.centerIn: parent; text: qsTr("Row %1").arg(sheetRow.number) }
    }

    // Page 3: a bottom sheet with three detents (peek, half, full) and a dismiss below the
    // window, thrown with SnapDrag. A flick faster than 125 px/s goes to the next detent in
    // its direction; a slower release to the detent nearest to where it would coast.
    Item {
        id: sheetPage
        objectName: "sheetPage" // found by tests/qml/tst_gallerysheet.qml
        anchors.fill: parent
        anchors.topMargin: root.pageTop
        visible: root.page === 3
        clip: true

        readonly property real full: 40
        readonly property real half: height * 0.45
        readonly property real peek: height - 110
        property string status: qsTr("drag or throw the sheet")

        Column {
            x: 20; y: 4
            spacing: 6
            Heading { text: qsTr("SnapDrag · detents %1, %2, %3 px; a dismiss below the window")
                                .arg(sheetPage.full).arg(Math.round(sheetPage.half)).arg(Math.round(sheetPage.peek)) }
            Caption { text: sheetPage.status }
        }

        Rectangle {
            id: sheet
            objectName: "sheet"
            x: 40
            width: parent.width - 80
            height: parent.height
            y: sheetPage.peek
            radius: 18
            color: "white"
            border.color: "#cfd8dc"
            Rectangle { // the grip
                anchors.horizontalCenter: parent.horizontalCenter
                y: 10; width: 48; height: 5; radius: 2.5
                color: "#b0bec5"
            }
            Caption {
                x: 24; y: 30
                text: qsTr("y %1 px · %2 px/s").arg(Math.round(sheet.y)).arg(Math.round(drag.velocity))
            }
            Column {
                x: 24; y: 64
                spacing: 10
                SheetRow { number: 1; width: sheet.width - 48 }
                SheetRow { number: 2; width: sheet.width - 48 }
                SheetRow { number: 3; width: sheet.width - 48 }
                SheetRow { number: 4; width: sheet.width - 48 }
                SheetRow { number: 5; width: sheet.width - 48 }
                SheetRow { number: 6; width: sheet.width - 48 }
            }
            SnapDrag {
                id: drag
                objectName: "sheetDrag"
                anchors.fill: parent
                orientation: Qt.Vertical
                snapPoints: [sheetPage.full, sheetPage.half, sheetPage.peek]
                dismissPoints: [sheetPage.height + 20]
                motion: "swiftui.snappy"
                onReleased: (position, velocity, target) => sheetPage.status =
                            qsTr("released at %1 px with %2 px/s: to %3").arg(Math.round(position))
                                .arg(Math.round(velocity)).arg(Math.round(target))
                onSnapped: (index, position) => sheetPage.status = qsTr("on detent %1").arg(index + 1)
                onDismissed: {
                    sheetPage.status = qsTr("dismissed: it comes back")
                    comeBack.start()
                }
            }
        }
        Timer { id: comeBack; interval: 600; onTriggered: drag.moveTo(sheetPage.peek) }
        // Opened once the page shows, as a flick up from the peek would (-1800 px/s).
        Timer {
            running: root.page === 3
            interval: 150
            onTriggered: drag.moveTo(sheetPage.half, -1800)
        }
    }

    component Slot: Rectangle {
        width: 240; height: 135
        radius: 14
        color: "transparent"
        border.color: "#b0bec5"
        border.width: 2
    }

    // Page 4: a picture-in-picture window that lands in the corner a throw points at. Its
    // SnapDrag moves x between the left and right edges and, with crossAxis enabled, y
    // between the top and bottom ones: each axis chooses from its own part of the velocity.
    Item {
        id: cornersPage
        objectName: "cornersPage" // found by tests/qml/tst_gallerycorners.qml
        anchors.fill: parent
        anchors.topMargin: root.pageTop
        visible: root.page === 4

        readonly property real margin: 24
        readonly property real leftX: margin
        readonly property real rightX: width - margin - bubble.width
        readonly property real topY: 70
        readonly property real bottomY: height - margin - bubble.height
        property string status: qsTr("throw the window towards a corner")

        Column {
            x: 20; y: 4
            spacing: 6
            Heading { text: qsTr("SnapDrag on both axes · x %1 or %2 px, y %3 or %4 px")
                                .arg(cornersPage.leftX).arg(Math.round(cornersPage.rightX))
                                .arg(cornersPage.topY).arg(Math.round(cornersPage.bottomY)) }
            Caption { text: cornersPage.status }
        }
        // The four places it may land.
        Slot { x: cornersPage.leftX; y: cornersPage.topY }
        Slot { x: cornersPage.rightX; y: cornersPage.topY }
        Slot { x: cornersPage.leftX; y: cornersPage.bottomY }
        Slot { x: cornersPage.rightX; y: cornersPage.bottomY }
        Rectangle {
            id: bubble
            objectName: "bubble"
            x: cornersPage.leftX
            y: cornersPage.topY
            width: 240; height: 135
            radius: 14
            color: "#263238"
            Rectangle { // the picture
                anchors.fill: parent
                anchors.margins: 6
                radius: 10
                gradient: Gradient {
                    GradientStop { position: 0; color: root.springColor }
                    GradientStop { position: 1; color: root.bounceColor }
                }
            }
            Text {
                anchors.centerIn: parent
                color: "white"
                font.pixelSize: 13
                text: qsTr("%1, %2 px\n%3, %4 px/s").arg(Math.round(bubble.x)).arg(Math.round(bubble.y))
                          .arg(Math.round(corners.velocity)).arg(Math.round(corners.crossAxis.velocity))
                horizontalAlignment: Text.AlignHCenter
            }
            SnapDrag {
                id: corners
                objectName: "cornersDrag"
                anchors.fill: parent
                snapPoints: [cornersPage.leftX, cornersPage.rightX]
                crossAxis.enabled: true
                crossAxis.snapPoints: [cornersPage.topY, cornersPage.bottomY]
                motion: "swiftui.bouncy"
                onReleased: (position, velocity, target) => cornersPage.status =
                            qsTr("released with (%1, %2) px/s").arg(Math.round(velocity))
                                .arg(Math.round(corners.crossAxis.velocity))
                crossAxis.onSnapped: (index, position) => cornersPage.status =
                                     qsTr("in the %1 corner").arg(index ? qsTr("bottom") : qsTr("top"))
            }
        }
        // Thrown once the page shows, as a flick down and to the right would.
        Timer {
            running: root.page === 4
            interval: 150
            onTriggered: {
                corners.moveTo(cornersPage.rightX, 2600)
                corners.crossAxis.moveTo(cornersPage.bottomY, 1400)
            }
        }
    }

    // A list of 10,000 rows of 40 px, the row number on each, in alternating colours.
    component RowList: ListView {
        width: 440
        height: 430
        clip: true
        model: 10000
        delegate: Component {
            Rectangle {
                id: row
                required property int index
                width: 440
                height: 40
                color: index % 2 ? "white" : "#eceff1"
                Text {
                    x: 16
                    anchors.verticalCenter: parent.verticalCenter
                    text: row.index
                    color: "#37474f"
                    font.pixelSize: 15
                }
            }
        }
    }

    // What a throw did, under each list: the release velocity, then how far it coasted and
    // how long it took to come to rest.
    component ThrowFigures: Caption {
        id: figures
        required property real velocity // px/s at the release; NaN before the first
        required property real distance // px coasted; NaN while coasting
        required property real seconds
        required property real coasting // px so far
        required property string source
        required property real expected // px, by the rule in the caption
        width: 440
        wrapMode: Text.WordWrap
        text: isNaN(velocity) ? qsTr("not thrown yet")
            : qsTr("released at %1 px/s (%2)\n%3 (its rule: %4 px)").arg(Math.round(velocity)).arg(source)
                .arg(isNaN(distance) ? qsTr("coasting: %1 px so far").arg(Math.round(coasting))
                                     : qsTr("coasted %1 px, at rest after %2 s").arg(distance.toFixed(1)).arg(seconds.toFixed(2)))
                .arg(expected.toFixed(1))
    }

    // Page 5: Qt Quick's Flickable (a ListView as it comes) and the same ListView with
    // Impetus's KineticScroller attached (its default motion, iOS's decay), thrown with the
    // same gesture. Flickable decelerates at a constant flickDeceleration and caps the
    // velocity at maximumFlickVelocity; KineticScroller leaves with the drag's own velocity
    // and decays exponentially, resting v / lambda further.
    Item {
        id: scrollPage
        objectName: "scrollPage" // found by tests/qml/tst_galleryscroll.qml
        anchors.fill: parent
        anchors.topMargin: root.pageTop
        visible: root.page === 5

        // The speed of "Throw both", px/s (250 to 8000).
        property real speed: 2000
        readonly property real minimumSpeed: 250
        readonly property real maximumSpeed: 8000
        // iOS's normal scroll deceleration rate per ms (0.998) as a decay rate, 1/s.
        readonly property real lambda: -1000 * Math.log(0.998)
        // The figures of each list's last throw.
        property real flickVelocity: NaN
        property real flickStart: 0
        property real flickStartTime: 0
        property real flickDistance: NaN
        property real flickSeconds: 0
        property bool flickCoasting: false
        property real impetusVelocity: NaN
        property real impetusStart: 0
        property real impetusStartTime: 0
        property real impetusDistance: NaN
        property real impetusSeconds: 0
        property bool impetusCoasting: false

        /*! Throws both lists from their first row with the same mouse gesture: a press 40 px
            above a list's bottom, 24 moves straight up at `speed` px/s, dt ms apart (at most
            16, fewer for fast throws so that the drag stays within about 400 px), and a
            release one more step up, dt ms later: the drag's velocity at the release is
            `speed` exactly, on the events' timestamps. The Flickable first, then the other. */
        function throwBoth() {
            if (!root.mouseEvents)
                return
            const moves = 24
            const dt = Math.max(1, Math.min(16, Math.floor(400000 / (speed * moves))))
            const step = speed * dt / 1000
            // From rest, at the first row: a press on a moving list would catch it.
            flickCoasting = impetusCoasting = false
            flickList.cancelFlick()
            impetusList.KineticScroller.stop()
            flickList.positionViewAtBeginning()
            impetusList.positionViewAtBeginning()
            for (const list of [flickList, impetusList]) {
                const x = list.width / 2, y = list.height - 40
                root.mouseEvents.send("press", list, x, y, 0)
                for (let i = 1; i <= moves; ++i)
                    root.mouseEvents.send("move", list, x, y - step * i, dt * i)
                root.mouseEvents.send("release", list, x, y - step * (moves + 1), dt * (moves + 1))
            }
        }

        Column {
            x: 20; y: 4
            spacing: 6
            Heading { text: qsTr("Flickable's fling and KineticScroller's, the same throw") }
            Caption {
                width: 924
                wrapMode: Text.WordWrap
                text: qsTr("Flickable slows down at a constant flickDeceleration (%1 px/s²) from at most "
                           + "maximumFlickVelocity (%2 px/s): it coasts min(v, %2)² / %3 px. KineticScroller leaves with "
                           + "the drag's own velocity v and decays as iOS's scroll view does (0.998 per ms): it coasts "
                           + "v / %4 px.")
                          .arg(flickList.flickDeceleration).arg(flickList.maximumFlickVelocity)
                          .arg(2 * flickList.flickDeceleration).arg(scrollPage.lambda.toFixed(4))
            }
        }

        // The speed (logarithmic) and the throw.
        Row {
            x: 20; y: 72
            spacing: 14
            Caption {
                anchors.verticalCenter: parent.verticalCenter
                text: qsTr("Speed")
            }
            Rectangle {
                id: speedTrack
                anchors.verticalCenter: parent.verticalCenter
                width: 320; height: 6; radius: 3
                color: "#cfd8dc"
                readonly property real octaves: Math.log2(scrollPage.maximumSpeed / scrollPage.minimumSpeed)
                Rectangle {
                    x: speedTrack.width * Math.log2(scrollPage.speed / scrollPage.minimumSpeed) / speedTrack.octaves - 9
                    anchors.verticalCenter: parent.verticalCenter
                    width: 18; height: 18; radius: 9
                    color: "#263238"
                }
                MouseArea {
                    anchors.fill: parent
                    anchors.margins: -10
                    function choose(x) {
                        const fraction = Math.max(0, Math.min(1, (x - 10) / speedTrack.width))
                        const speed = scrollPage.minimumSpeed * Math.pow(2, fraction * speedTrack.octaves)
                        scrollPage.speed = Math.max(scrollPage.minimumSpeed,
                                                    Math.min(scrollPage.maximumSpeed, Math.round(speed / 50) * 50))
                    }
                    onPressed: mouse => choose(mouse.x)
                    onPositionChanged: mouse => choose(mouse.x)
                }
            }
            Caption {
                anchors.verticalCenter: parent.verticalCenter
                width: 90
                text: qsTr("%1 px/s").arg(scrollPage.speed)
                font.bold: true
            }
            Tab {
                label: qsTr("Throw both")
                visible: root.mouseEvents !== null
                // After the click's own release is delivered.
                onActivated: throwSoon.start()
            }
            Caption {
                anchors.verticalCenter: parent.verticalCenter
                text: root.mouseEvents ? qsTr("or throw each list by hand") : qsTr("throw each list by hand")
            }
        }

        Column {
            x: 20; y: 110
            spacing: 8
            Heading { text: qsTr("Qt Quick: Flickable"); color: root.gravityColor }
            RowList {
                id: flickList
                objectName: "flickList"
                onFlickStarted: {
                    scrollPage.flickVelocity = verticalVelocity
                    scrollPage.flickStart = contentY
                    scrollPage.flickStartTime = root.time
                    scrollPage.flickDistance = NaN
                    scrollPage.flickCoasting = true
                }
                onMovementEnded: {
                    if (!scrollPage.flickCoasting)
                        return
                    scrollPage.flickCoasting = false
                    scrollPage.flickDistance = contentY - scrollPage.flickStart
                    scrollPage.flickSeconds = root.time - scrollPage.flickStartTime
                }
            }
            ThrowFigures {
                objectName: "flickFigures"
                source: "verticalVelocity"
                expected: Math.sign(velocity) * Math.pow(Math.min(Math.abs(velocity), flickList.maximumFlickVelocity), 2)
                          / (2 * flickList.flickDeceleration)
                velocity: scrollPage.flickVelocity
                distance: scrollPage.flickDistance
                seconds: scrollPage.flickSeconds
                coasting: flickList.contentY - scrollPage.flickStart
            }
        }
        Column {
            x: 500; y: 110
            spacing: 8
            Heading { text: qsTr("Impetus: KineticScroller"); color: root.springColor }
            RowList {
                id: impetusList
                objectName: "impetusList"
                KineticScroller.enabled: true
                KineticScroller.onReleased: (position, velocity) => {
                    scrollPage.impetusVelocity = velocity.y
                    scrollPage.impetusStart = position.y
                    scrollPage.impetusStartTime = root.time
                    scrollPage.impetusDistance = NaN
                    scrollPage.impetusCoasting = true
                }
                KineticScroller.onMovingChanged: {
                    if (KineticScroller.moving || !scrollPage.impetusCoasting)
                        return
                    scrollPage.impetusCoasting = false
                    scrollPage.impetusDistance = contentY - scrollPage.impetusStart
                    scrollPage.impetusSeconds = root.time - scrollPage.impetusStartTime
                }
            }
            ThrowFigures {
                objectName: "impetusFigures"
                source: "KineticScroller.released"
                expected: velocity / scrollPage.lambda
                velocity: scrollPage.impetusVelocity
                distance: scrollPage.impetusDistance
                seconds: scrollPage.impetusSeconds
                coasting: impetusList.contentY - scrollPage.impetusStart
            }
        }
        Timer { id: throwSoon; interval: 0; onTriggered: scrollPage.throwBoth() }
        // Thrown once the page shows, at 2000 px/s.
        Timer {
            running: root.page === 5
            interval: 150
            onTriggered: scrollPage.throwBoth()
        }
    }
}
