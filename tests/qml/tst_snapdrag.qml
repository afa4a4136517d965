// SPDX-License-Identifier: MIT
// SnapDrag in a real Qt Quick scene, with mouse and touch events of known timestamps and the
// motion on the runner's clock: the item follows the pointer, rubber-bands past a bound by
// iOS's formula, leaves at release from where it was drawn with the release velocity, lands
// exactly on the point chosen (the same point the widgets' SnapDrag and SnapRule choose),
// and is caught mid-flight without a jump.
import QtQuick
import QtTest
import Impetus

TestCase {
    id: testCase
    name: "SnapDrag"
    when: windowShown
    visible: true // (a TestCase is not: nor would the items that take the pointer be)
    width: 1000
    height: 400

    Component {
        id: scene
        Item {
            property alias card: card
            property alias drag: drag
            width: 1000; height: 400
            Rectangle {
                id: card
                x: 0; y: 100; width: 100; height: 60
                SnapDrag { id: drag; anchors.fill: parent; snapPoints: [0, 300, 600] }
            }
        }
    }
    // A picture-in-picture window: two points on each axis, the four corners.
    Component {
        id: corners
        Item {
            property alias bubble: bubble
            property alias drag: drag
            width: 1000; height: 600
            Rectangle {
                id: bubble
                x: 0; y: 0; width: 100; height: 60
                SnapDrag {
                    id: drag
                    anchors.fill: parent
                    snapPoints: [0, 900]
                    crossAxis.enabled: true
                    crossAxis.snapPoints: [0, 540]
                }
            }
        }
    }
    Component { id: spy; SignalSpy {} }

    readonly property int frame: 16

    function init() {
        failOnWarning(/./)
    }

    function make() {
        return createTemporaryObject(scene, testCase)
    }

    function spyOn(target, signalName) {
        return createTemporaryObject(spy, testCase, { target: target, signalName: signalName })
    }

    function test_followsAndRubberBands() {
        const s = make()
        pointer.mouse("press", s, 50, 130, 1000)
        compare(s.drag.dragging, true)
        pointer.mouse("move", s, 170, 140, 1016)
        compare(s.card.x, 120)
        compare(s.card.y, 100)
        compare(s.drag.position, 120)
        pointer.mouse("move", s, -50, 140, 1032) // 100 past the lower bound 0, over the card's width
        const c = 0.55, d = 100
        fuzzyCompare(s.card.x, -(1 - 1 / (100 * c / d + 1)) * d, 1e-12)
        pointer.mouse("release", s, -50, 140, 1100)
        compare(s.drag.dragging, false)
    }

    function test_throwCarriesTheVelocity_data() {
        return [
            { tag: "spring", motion: "swiftui.snappy", speed: 900 },
            { tag: "bouncy backwards", motion: "spring(duration: 0.4, bounce: 0.3)", speed: -700 },
            { tag: "decay onto the point", motion: "decay(lambda: 2)", speed: 1500 },
        ]
    }

    function test_throwCarriesTheVelocity(data) {
        const s = make()
        s.drag.motion = data.motion
        s.drag.position = data.speed > 0 ? 20 : 580
        const released = spyOn(s.drag, "released")
        const snapped = spyOn(s.drag, "snapped")
        const x0 = s.card.x + 50
        let x = x0
        pointer.mouse("press", s, x, 130, 5000)
        for (let i = 1; i <= 10; ++i) {
            x = x0 + data.speed * 0.008 * i
            pointer.mouse("move", s, x, 130, 5000 + 8 * i)
        }
        const drawn = s.card.x
        pointer.mouse("release", s, x, 130, 5080)
        compare(released.count, 1)
        const velocity = released.signalArguments[0][1]
        verify(Math.abs(velocity - data.speed) <= 1e-9 * Math.abs(data.speed), "release velocity " + velocity)
        compare(released.signalArguments[0][2], 300)
        // No jump, and the motion leaves with the release velocity.
        compare(s.card.x, drawn)
        compare(s.drag.moving, true)
        verify(Math.abs(s.drag.velocity - velocity) <= 1e-9 * Math.abs(velocity), "motion's velocity " + s.drag.velocity)
        let frames = 0
        while (s.drag.moving && frames < 400) {
            clock.advance(frame)
            ++frames
        }
        compare(s.drag.moving, false)
        compare(s.card.x, 300)
        compare(snapped.count, 1)
        compare(snapped.signalArguments[0][0], 1)
    }

    function test_catchMidFlight() {
        const s = make()
        pointer.mouse("press", s, 50, 130, 0)
        for (let i = 1; i <= 5; ++i)
            pointer.mouse("move", s, 50 + 8 * i, 130, 8 * i) // 1000 px/s
        pointer.mouse("release", s, 90, 130, 40)
        for (let i = 0; i < 6; ++i)
            clock.advance(frame)
        const drawn = s.card.x
        verify(drawn > 40 && drawn < 300, "under way: " + drawn)
        pointer.mouse("press", s, drawn + 50, 130, 500)
        compare(s.drag.moving, false)
        compare(s.card.x, drawn)
        clock.advance(frame)
        compare(s.card.x, drawn)
        pointer.mouse("move", s, drawn + 40, 130, 516)
        compare(s.card.x, drawn - 10)
        pointer.mouse("release", s, drawn + 40, 130, 600) // held still: at rest, to the nearest point
        compare(s.drag.velocity, 0)
    }

    // Just below the threshold (125 px/s) the nearest point to where it would coast to;
    // just above, the next point in the flick's direction.
    function test_threshold() {
        for (const speed of [100, 150]) {
            const s = make()
            s.drag.position = 20
            const released = spyOn(s.drag, "released")
            pointer.mouse("press", s, 50, 130, 0)
            for (let i = 1; i <= 6; ++i)
                pointer.mouse("move", s, 50 + speed * 0.01 * i, 130, 10 * i)
            pointer.mouse("release", s, 50 + speed * 0.06, 130, 60)
            verify(Math.abs(released.signalArguments[0][1] - speed) < 1e-9 * speed)
            compare(released.signalArguments[0][2], speed < 125 ? 0 : 300, "at " + speed + " px/s")
        }
    }

    function test_touchAndDismiss() {
        const s = make()
        s.drag.dismissPoints = [1200]
        s.drag.position = 590
        const dismissed = spyOn(s.drag, "dismissed")
        pointer.touch("press", s, 640, 130, 0)
        for (let i = 1; i <= 5; ++i)
            pointer.touch("move", s, 640 + 16 * i, 130, 8 * i) // 2000 px/s
        pointer.touch("release", s, 720, 130, 40)
        let frames = 0
        while (s.drag.moving && frames < 400) {
            clock.advance(frame)
            ++frames
        }
        compare(s.card.x, 1200)
        compare(dismissed.count, 1)
        compare(dismissed.signalArguments[0][0], 0)
    }

    function test_refusals() {
        const s = make()
        ignoreWarning(/threshold must be >= 0, but got -1; the previous value is kept/)
        s.drag.threshold = -1
        compare(s.drag.threshold, 125)
        ignoreWarning(/motion 'spring\(mass: 0\)': .*mass must be > 0, but got 0; the previous value is kept/)
        s.drag.motion = "spring(mass: 0)"
        compare(s.drag.motion, "swiftui.snappy")
    }

    // A diagonal throw at (1500, 750) px/s is above the threshold on both axes: each goes on
    // to its next point, with its part of the release velocity.
    function test_twoAxesToACorner() {
        const s = createTemporaryObject(corners, testCase)
        compare(s.drag.crossAxis.orientation, Qt.Vertical)
        const released = spyOn(s.drag, "released")
        const crossReleased = spyOn(s.drag.crossAxis, "released")
        const crossSnapped = spyOn(s.drag.crossAxis, "snapped")
        pointer.mouse("press", s, 50, 30, 0)
        for (let i = 1; i <= 5; ++i)
            pointer.mouse("move", s, 50 + 12 * i, 30 + 6 * i, 8 * i)
        compare(s.bubble.x, 60)
        compare(s.bubble.y, 30)
        pointer.mouse("release", s, 110, 60, 40)
        compare(released.signalArguments[0][2], 900)
        compare(crossReleased.signalArguments[0][2], 540)
        const vx = released.signalArguments[0][1], vy = crossReleased.signalArguments[0][1]
        verify(Math.abs(vx - 1500) <= 1e-9 * 1500, "along " + vx)
        verify(Math.abs(vy - 750) <= 1e-9 * 750, "across " + vy)
        compare(s.bubble.x, 60)
        compare(s.bubble.y, 30)
        verify(Math.abs(s.drag.velocity - vx) <= 1e-9 * vx, "motion along " + s.drag.velocity)
        verify(Math.abs(s.drag.crossAxis.velocity - vy) <= 1e-9 * vy, "motion across " + s.drag.crossAxis.velocity)
        let frames = 0
        while (s.drag.moving && frames < 400) {
            clock.advance(frame)
            ++frames
        }
        compare(s.drag.crossAxis.moving, false)
        compare(s.bubble.x, 900)
        compare(s.bubble.y, 540)
        compare(crossSnapped.count, 1)
        compare(crossSnapped.signalArguments[0][0], 1)
    }

    function test_crossAxisRefusals() {
        const s = make()
        ignoreWarning(/crossAxis.snapPoints must be finite positions, but got nan; the previous value is kept/)
        s.drag.crossAxis.snapPoints = [0, NaN]
        compare(s.drag.crossAxis.snapPoints.length, 0)
        compare(s.drag.crossAxis.enabled, false)
        // Off, it leaves the other coordinate alone.
        pointer.mouse("press", s, 50, 130, 0)
        pointer.mouse("move", s, 80, 170, 16)
        compare(s.card.y, 100)
        pointer.mouse("release", s, 80, 170, 24)
    }
}
