// SPDX-License-Identifier: MIT
// The QML gallery's picture-in-picture window (examples/qml-gallery/Main.qml, page 4), the
// very file the gallery runs, thrown on both axes (SnapDrag with crossAxis enabled) by mouse
// events of known timestamps, its motions on the runner's stepped clock: it follows the
// pointer on both axes, each axis leaves at release from where it was drawn with its own
// component of the pointer's velocity, and each lands exactly on the edge that the rule of
// docs/gestures.md chooses on that axis alone, computed here: faster than 125 px/s, the next
// edge in the throw's direction; slower, the edge nearest to x + v / lambda, lambda = -1000 ln
// 0.998.
import QtQuick
import QtTest

TestCase {
    id: testCase
    name: "GalleryCorners"
    when: windowShown

    readonly property url galleryUrl: Qt.resolvedUrl("../../examples/qml-gallery/Main.qml")
    readonly property int frame: 16
    readonly property real threshold: 125
    readonly property real lambda: -1000 * Math.log(0.998)
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
    }

    /*! The gallery on page 4, after the throw it makes at start (to the bottom right), with
        the edges as it lays them out: 24 px in from the sides and the bottom, 70 px below
        the page's top. */
    function openGallery() {
        const component = Qt.createComponent(galleryUrl)
        compare(component.status, Component.Ready, component.errorString())
        const gallery = createTemporaryObject(component, testCase)
        gallery.page = 4
        tryVerify(() => gallery.contentItem.height === gallery.height, 5000, "the window's size")
        const page = findChild(gallery.contentItem, "cornersPage")
        const bubble = findChild(gallery.contentItem, "bubble")
        const drag = findChild(gallery.contentItem, "cornersDrag")
        verify(page && bubble && drag, "the page, the window and its SnapDrag")
        verify(page.visible)
        compare(drag.orientation, Qt.Horizontal)
        compare(drag.crossAxis.enabled, true)
        compare(drag.crossAxis.orientation, Qt.Vertical)
        const s = {
            page: page, bubble: bubble, drag: drag,
            xs: [24, page.width - 24 - bubble.width],
            ys: [70, page.height - 24 - bubble.height],
        }
        compare(drag.snapPoints, s.xs)
        compare(drag.crossAxis.snapPoints, s.ys)
        compare(bubble.x, s.xs[0])
        compare(bubble.y, s.ys[0])
        // Thrown by the gallery 150 ms after the page shows (a QML Timer: it runs on the
        // animation clock, the stepped one).
        let frames = 0
        while (!drag.moving && frames < 30) {
            clock.advance(frame)
            ++frames
        }
        verify(drag.moving && drag.crossAxis.moving, "thrown by the gallery")
        verify(frames * frame >= 150, "not before 150 ms: " + frames * frame)
        settle(drag)
        compare(bubble.x, s.xs[1])
        compare(bubble.y, s.ys[1])
        return s
    }

    // The edge the rule chooses on one axis.
    function expectedEdge(edges, position, velocity) {
        const nearestTo = (points, x) => points.reduce((best, p) => Math.abs(p - x) < Math.abs(best - x) ? p : best)
        if (Math.abs(velocity) > threshold) {
            const ahead = edges.filter(p => (p - position) * velocity > 0)
            return nearestTo(ahead.length > 0 ? ahead : edges, position)
        }
        return nearestTo(edges, position + velocity / lambda)
    }

    /*! Drags the window from where it is by (dx, dy) px every 8 ms, `steps` times, checking
        that it follows on both axes, and lets go there; checks both releases and landings. */
    function throwIt(s, dx, dy, steps) {
        const released = spyOn(s.drag, "released"), crossReleased = spyOn(s.drag.crossAxis, "released")
        const x0 = s.bubble.x, y0 = s.bubble.y
        const grabX = x0 + 120, grabY = y0 + 60
        now += 1000
        pointer.mouse("press", s.page, grabX, grabY, now)
        for (let i = 1; i <= steps; ++i) {
            pointer.mouse("move", s.page, grabX + dx * i, grabY + dy * i, now + 8 * i)
            fuzzyCompare(s.bubble.x, x0 + dx * i, 1e-9)
            fuzzyCompare(s.bubble.y, y0 + dy * i, 1e-9)
        }
        const drawnX = s.bubble.x, drawnY = s.bubble.y
        now += 8 * steps
        pointer.mouse("release", s.page, grabX + dx * steps, grabY + dy * steps, now)
        const vx = dx / 0.008, vy = dy / 0.008
        const along = released.signalArguments[0], across = crossReleased.signalArguments[0]
        verify(Math.abs(along[1] - vx) <= 1e-9 * Math.abs(vx), "x velocity " + along[1] + " for " + vx)
        verify(Math.abs(across[1] - vy) <= 1e-9 * Math.abs(vy), "y velocity " + across[1] + " for " + vy)
        const ex = expectedEdge(s.xs, drawnX, vx), ey = expectedEdge(s.ys, drawnY, vy)
        compare(along[2], ex)
        compare(across[2], ey)
        // No jump; each axis' motion carries its component of the release velocity.
        compare(s.bubble.x, drawnX)
        compare(s.bubble.y, drawnY)
        verify(Math.abs(s.drag.velocity - vx) <= 1e-9 * Math.abs(vx), "x motion " + s.drag.velocity)
        verify(Math.abs(s.drag.crossAxis.velocity - vy) <= 1e-9 * Math.abs(vy), "y motion " + s.drag.crossAxis.velocity)
        settle(s.drag)
        compare(s.bubble.x, ex)
        compare(s.bubble.y, ey)
        compare(s.drag.crossAxis.moving, false)
        return { x: ex, y: ey }
    }

    function test_throws() {
        const s = openGallery()
        const snapped = spyOn(s.drag, "snapped"), crossSnapped = spyOn(s.drag.crossAxis, "snapped")
        // From the bottom right, fast up and to the left: the top left.
        let landed = throwIt(s, -12, -6, 6)
        compare([landed.x, landed.y], [s.xs[0], s.ys[0]])
        compare(snapped.signalArguments[0][0], 0)
        compare(crossSnapped.signalArguments[0][0], 0)
        // Fast to the right, slowly down (100 px/s, under the threshold): the right edge, and
        // across the edge nearest to where it would coast, the top one it started from.
        landed = throwIt(s, 12, 0.8, 8)
        compare([landed.x, landed.y], [s.xs[1], s.ys[0]])
        // Slowly on both axes, far enough down that the projection passes the middle: the
        // edges nearest to the projections.
        landed = throwIt(s, -0.8, 0.9, 260)
        verify(landed.y === s.ys[1], "coasts past the middle to the bottom")
    }
}
