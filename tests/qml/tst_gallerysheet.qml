// SPDX-License-Identifier: MIT
// The QML gallery's bottom sheet (examples/qml-gallery/Main.qml, page 3), the very file the
// gallery runs, driven by mouse and touch events of known timestamps with its motion on the
// runner's stepped clock (issue 24): the sheet follows the pointer, leaves at release from
// where it was drawn with the pointer's velocity, is caught mid-flight without a jump, and
// lands exactly on the detent that the rule of docs/gestures.md chooses, which this file
// computes itself: faster than 125 px/s, the next detent in the throw's direction; slower, the
// detent nearest to where the throw would coast, x + v / lambda with lambda = -1000 ln 0.998.
// A fast enough throw down from the peek dismisses it, and the gallery brings it back.
import QtQuick
import QtTest

TestCase {
    id: testCase
    name: "GallerySheet"
    when: windowShown

    // Resolved against this file, so that it loads from the source tree whatever the
    // working directory (ctest's is the build tree).
    readonly property url galleryUrl: Qt.resolvedUrl("../../examples/qml-gallery/Main.qml")

    readonly property int frame: 16
    // SnapDrag's defaults as docs/gestures.md states them (the gallery keeps them).
    readonly property real threshold: 125
    readonly property real decelerationRate: 0.998
    readonly property real lambda: -1000 * Math.log(decelerationRate)
    // Where the pointer takes the sheet, in the page's coordinates: across the middle of the
    // window, 30 px below the sheet's top edge.
    readonly property real grabX: 480
    readonly property real grabBelowTop: 30
    // The pointer's clock (ms), moved forward by every gesture.
    property real now: 100000

    Component { id: spy; SignalSpy {} }

    function init() {
        failOnWarning(/./)
    }

    function spyOn(target, signalName) {
        return createTemporaryObject(spy, testCase, { target: target, signalName: signalName })
    }

    function settle(drag) {
        let frames = 0
        while (drag.moving && frames < 1000) {
            clock.advance(frame)
            ++frames
        }
        compare(drag.moving, false, "at rest after " + frames + " frames")
        return frames
    }

    /*! The gallery's window on page 3, as `qml-gallery --page 3` shows it (main.cpp sets
        the window's `page` once it is loaded), with its sheet opened as the gallery opens
        it, and the detents as the gallery lays them out: full 40 px below the page's top,
        half at 0.45 of the page's height, peek 110 px above its bottom, the dismiss 20 px
        below it. */
    function openGallery() {
        const component = Qt.createComponent(galleryUrl)
        compare(component.status, Component.Ready, component.errorString())
        const gallery = createTemporaryObject(component, testCase)
        verify(gallery, "the gallery's window")
        gallery.page = 3
        // Laid out once the window is shown and takes its size (main.cpp's event loop).
        tryVerify(() => gallery.contentItem.height === gallery.height, 5000, "the window's size")
        const page = findChild(gallery.contentItem, "sheetPage")
        const sheet = findChild(gallery.contentItem, "sheet")
        const drag = findChild(gallery.contentItem, "sheetDrag")
        verify(page && sheet && drag, "the sheet's page, the sheet and its SnapDrag")
        verify(page.visible, "page 3 shows")
        compare(drag.target, sheet)
        compare(drag.orientation, Qt.Vertical)
        compare(drag.threshold, threshold)
        compare(drag.decelerationRate, decelerationRate)

        const h = page.height
        compare(h, gallery.height - 48) // below the tabs
        const s = {
            gallery: gallery, page: page, sheet: sheet, drag: drag,
            full: 40, half: h * 0.45, peek: h - 110, dismiss: h + 20,
        }
        compare(drag.snapPoints, [s.full, s.half, s.peek])
        compare(drag.dismissPoints, [s.dismiss])
        s.points = [
            { name: "full", position: s.full, index: 0, dismiss: false },
            { name: "half", position: s.half, index: 1, dismiss: false },
            { name: "peek", position: s.peek, index: 2, dismiss: false },
            { name: "dismiss", position: s.dismiss, index: 0, dismiss: true },
        ]

        // The sheet starts on the peek; 150 ms after the page shows, the gallery flicks it
        // open onto the half detent.
        compare(sheet.y, s.peek)
        const snapped = spyOn(drag, "snapped")
        let frames = 0
        while (!drag.moving && frames < 30) {
            clock.advance(frame)
            ++frames
        }
        verify(drag.moving, "opened by the gallery")
        verify(frames * frame >= 150, "not before 150 ms: " + frames * frame)
        settle(drag)
        compare(sheet.y, s.half)
        compare(snapped.count, 1)
        compare(snapped.signalArguments[0][0], 1)
        compare(snapped.signalArguments[0][1], s.half)
        return s
    }

    /*! The detent the rule chooses for a release at `position` with `velocity`, from the
        rule as docs/gestures.md writes it. */
    function expectedTarget(s, position, velocity) {
        const nearestTo = (points, x) => points.reduce((best, p) =>
                Math.abs(p.position - x) < Math.abs(best.position - x) ? p : best)
        if (Math.abs(velocity) > threshold) {
            const ahead = s.points.filter(p => (p.position - position) * velocity > 0)
            return nearestTo(ahead.length > 0 ? ahead : s.points, position)
        }
        return nearestTo(s.points, position + velocity / lambda)
    }

    function pointNamed(s, name) {
        return s.points.find(p => p.name === name)
    }

    /*! Presses the sheet, then moves the pointer `steps` times by `step` px down (negative:
        up) every `interval` ms, a straight line at step / interval px/ms, checking at every
        move that the sheet follows it; releases on the last move's place and time. The mouse,
        or touch when `touch` is true. Returns what it saw. */
    function throwSheet(s, step, steps, interval, touch) {
        const send = (action, x, y, ms) => touch ? pointer.touch(action, s.page, x, y, ms)
                                                 : pointer.mouse(action, s.page, x, y, ms)
        const y0 = s.sheet.y
        const grabY = Math.round(y0) + grabBelowTop
        now += 1000
        const start = now
        send("press", grabX, grabY, start)
        compare(s.drag.dragging, true)
        let y = grabY
        for (let i = 1; i <= steps; ++i) {
            y = grabY + step * i
            send("move", grabX, y, start + interval * i)
            // Inside the bounds (full to the dismiss): exactly where the pointer took it, moved
            // as far as the pointer. Qt Quick holds a touch's move for the window's next frame
            // (its update request comes on a timer of the real clock; the stepped clock, which
            // moves the animations, stands still meanwhile).
            const following = y0 + (y - grabY)
            if (touch)
                tryVerify(() => Math.abs(s.sheet.y - following) <= 1e-9, 2000, "follows the touch to " + following)
            fuzzyCompare(s.sheet.y, following, 1e-9)
            compare(s.drag.position, s.sheet.y)
        }
        const drawn = s.sheet.y
        now = start + interval * steps
        send("release", grabX, y, now)
        compare(s.drag.dragging, false)
        return { drawn: drawn, speed: step / interval * 1000 }
    }

    /*! Checks a release: the motion leaves from where the sheet was drawn, with the throw's
        velocity, towards the expected detent, and lands exactly on it. */
    function checkThrow(s, thrown, released, expected) {
        compare(released.count, 1)
        const [position, velocity, target] = released.signalArguments[0]
        compare(position, thrown.drawn)
        verify(Math.abs(velocity - thrown.speed) <= 1e-9 * Math.abs(thrown.speed),
               "release velocity " + velocity + ", thrown at " + thrown.speed)
        compare(target, expected.position, "to " + expected.name)
        // No jump at release, and the motion carries the release velocity.
        compare(s.sheet.y, thrown.drawn)
        compare(s.drag.moving, true)
        verify(Math.abs(s.drag.velocity - thrown.speed) <= 1e-9 * Math.abs(thrown.speed),
               "the motion's velocity " + s.drag.velocity + ", thrown at " + thrown.speed)
        settle(s.drag)
        compare(s.sheet.y, expected.position)
        compare(s.drag.position, expected.position)
        compare(s.drag.velocity, 0)
    }

    // Releases at about the same place with speeds on both sides of the threshold. Slow: the
    // detent nearest to the projection, the nearest to the release too in the first rows, the
    // other one where the projection passes the midpoint between two detents. Fast: the next
    // detent in the throw's direction, where the projection's nearest is the detent it leaves.
    function test_threshold_data() {
        return [
            { tag: "120 px/s down: back to half", step: 0.96, steps: 38, expected: "half", nearestToRelease: "half", projected: "half" },
            { tag: "130 px/s down: on to peek", step: 1.04, steps: 35, expected: "peek", nearestToRelease: "half", projected: "half" },
            { tag: "120 px/s up: back to half", step: -0.96, steps: 38, expected: "half", nearestToRelease: "half", projected: "half" },
            { tag: "130 px/s up: on to full", step: -1.04, steps: 35, expected: "full", nearestToRelease: "half", projected: "half" },
            // Where the projection (59.94 px ahead at 120 px/s) passes the midpoint between
            // half and peek by about a pixel, and where it stops about a pixel short of it.
            { tag: "120 px/s down, projected just past the midpoint: peek", step: 0.96, steps: 68, expected: "peek", nearestToRelease: "half", projected: "peek" },
            { tag: "120 px/s down, projected just short of the midpoint: half", step: 0.96, steps: 66, expected: "half", nearestToRelease: "half", projected: "half" },
            { tag: "1500 px/s down: peek", step: 12, steps: 6, expected: "peek", nearestToRelease: "half", projected: "peek" },
            { tag: "1500 px/s up: full", step: -12, steps: 6, expected: "full", nearestToRelease: "half", projected: "full" },
        ]
    }

    function test_threshold(data) {
        const s = openGallery()
        const released = spyOn(s.drag, "released")
        const snapped = spyOn(s.drag, "snapped")
        const dismissed = spyOn(s.drag, "dismissed")
        const thrown = throwSheet(s, data.step, data.steps, 8, false)
        compare(Math.abs(thrown.speed) > threshold, Math.abs(data.step) > 1, "the side of the threshold")

        // The expectation from the rule, and that this case is the one it claims to be.
        const nearestTo = x => s.points.filter(p => !p.dismiss).reduce((best, p) =>
                Math.abs(p.position - x) < Math.abs(best.position - x) ? p : best)
        compare(nearestTo(thrown.drawn).name, data.nearestToRelease, "nearest to the release at " + thrown.drawn)
        compare(nearestTo(thrown.drawn + thrown.speed / lambda).name, data.projected, "nearest to the projection")
        const expected = expectedTarget(s, thrown.drawn, thrown.speed)
        compare(expected.name, data.expected)

        checkThrow(s, thrown, released, expected)
        compare(snapped.count, 1)
        compare(snapped.signalArguments[0][0], expected.index)
        compare(snapped.signalArguments[0][1], expected.position)
        compare(dismissed.count, 0)
    }

    // Caught while it flies up to full: it stays where it is drawn, at rest, and the drag
    // goes on from there; let go after holding it still, it has no velocity and goes to the
    // detent nearest to where it is.
    function test_catchMidFlight() {
        const s = openGallery()
        const released = spyOn(s.drag, "released")
        const thrown = throwSheet(s, -12, 6, 8, false) // 1500 px/s up, from half
        const full = pointNamed(s, "full")
        compare(released.signalArguments[0][2], full.position)
        for (let i = 0; i < 4; ++i)
            clock.advance(frame)
        compare(s.drag.moving, true)
        const drawn = s.sheet.y
        verify(drawn > full.position + 20 && drawn < thrown.drawn, "under way: " + drawn)

        const snapped = spyOn(s.drag, "snapped")
        const grabY = Math.round(drawn) + grabBelowTop
        now += 500
        pointer.mouse("press", s.page, grabX, grabY, now)
        compare(s.drag.moving, false)
        compare(s.drag.velocity, 0)
        compare(s.sheet.y, drawn)
        for (let i = 0; i < 3; ++i)
            clock.advance(frame)
        compare(s.sheet.y, drawn) // held: the motion does not go on under the finger
        pointer.mouse("move", s.page, grabX, grabY + 90, now + 16)
        compare(s.sheet.y, drawn + 90)
        // Held still for 60 ms (more than the tracker's 40 ms), then let go.
        pointer.mouse("release", s.page, grabX, grabY + 90, now + 76)
        now += 76
        compare(released.count, 2)
        compare(released.signalArguments[1][0], drawn + 90)
        compare(released.signalArguments[1][1], 0)
        const expected = expectedTarget(s, drawn + 90, 0)
        compare(released.signalArguments[1][2], expected.position)
        compare(s.sheet.y, drawn + 90)
        settle(s.drag)
        compare(s.sheet.y, expected.position)
        compare(snapped.count, 1)
        compare(snapped.signalArguments[0][0], expected.index)
        compare(snapped.signalArguments[0][1], expected.position)
    }

    // Thrown down from half to the peek, then flicked down from the peek by touch: beyond it
    // only the dismiss, which it lands on exactly; the gallery brings it back to the peek
    // 600 ms later.
    function test_dismiss() {
        const s = openGallery()
        const peek = pointNamed(s, "peek"), dismiss = pointNamed(s, "dismiss")
        let released = spyOn(s.drag, "released")
        let thrown = throwSheet(s, 12, 6, 8, false) // 1500 px/s down
        checkThrow(s, thrown, released, peek)

        released = spyOn(s.drag, "released")
        const dismissed = spyOn(s.drag, "dismissed")
        const snapped = spyOn(s.drag, "snapped")
        thrown = throwSheet(s, 16, 5, 8, true) // 2000 px/s down, by touch
        compare(expectedTarget(s, thrown.drawn, thrown.speed), dismiss)
        checkThrow(s, thrown, released, dismiss)
        compare(dismissed.count, 1)
        compare(dismissed.signalArguments[0][0], dismiss.index)
        compare(dismissed.signalArguments[0][1], dismiss.position)
        compare(snapped.count, 0)

        // Back after the gallery's 600 ms, onto the peek.
        let frames = 0
        while (!s.drag.moving && frames < 60) {
            clock.advance(frame)
            ++frames
        }
        verify(s.drag.moving, "brought back")
        verify(frames * frame >= 600, "not before 600 ms: " + frames * frame)
        settle(s.drag)
        compare(s.sheet.y, peek.position)
        compare(snapped.count, 1)
        compare(snapped.signalArguments[0][0], peek.index)
        compare(dismissed.count, 1)
    }
}
