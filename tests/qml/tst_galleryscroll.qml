// SPDX-License-Identifier: MIT
// The QML gallery's Scrolling page (examples/qml-gallery/Main.qml, page 5), the very file the
// gallery runs: its "Throw both" gesture, sent here as mouse events with the runner's pointer
// (timestamps of the page's plan), throws a plain ListView (Flickable's own fling) and one with
// KineticScroller attached, on the runner's stepped clock. Checked against values worked out
// here from the events the page sent: both lists got the same gesture, whose speed at the
// release is the speed chosen; KineticScroller leaves with exactly that velocity and rests
// v / lambda further (iOS's decay, lambda = -1000 ln 0.998); Flickable leaves with the velocity
// capped at maximumFlickVelocity and, decelerating at a constant flickDeceleration, rests
// min(v, cap)^2 / (2 deceleration) further (2500 px/s and 1500 px/s² on Qt 6.4's desktop,
// measured: within 0.4 px, its rest is on a whole pixel); both moved; the page shows those
// figures.
import QtQuick
import QtTest
import Impetus

TestCase {
    id: testCase
    name: "GalleryScroll"
    when: windowShown

    readonly property url galleryUrl: Qt.resolvedUrl("../../examples/qml-gallery/Main.qml")
    readonly property int frame: 16
    readonly property real lambda: -1000 * Math.log(0.998)
    // The pointer's clock (ms): each gesture's press comes 1000 ms after the last event. Qt's
    // estimate of a mouse's velocity, which Flickable reads, needs times later than any event
    // the runner sent before, in other files too (`qml` runs them all in one process).
    property real now: 10000000
    property real pressedAt: 0
    // The events the page sent since the last clear: {action, item, x, y, ms}.
    property var sent: []

    Component { id: spy; SignalSpy {} }

    function init() {
        failOnWarning(/./)
    }

    function spyOn(target, signalName) {
        return createTemporaryObject(spy, testCase, { target: target, signalName: signalName })
    }

    function near(actual, expected, tolerance, what) {
        verify(Math.abs(actual - expected) <= tolerance, what + ": " + actual + ", expected " + expected
               + " (off by " + Math.abs(actual - expected) + ", allowed " + tolerance + ")")
    }

    // What the gallery's main.cpp gives the page, with the runner's pointer: each event is
    // recorded, then sent at its time after the gesture's press.
    readonly property var recorder: ({
        send: (action, item, x, y, ms) => {
            if (action === "press")
                testCase.pressedAt = testCase.now + 1000
            testCase.now = testCase.pressedAt + ms
            testCase.sent.push({ action: action, item: item, x: x, y: y, ms: ms })
            pointer.mouse(action, item, x, y, testCase.now)
        }
    })

    function settle(s) {
        let frames = 0
        while ((s.flick.moving || s.impetus.KineticScroller.moving) && frames < 2000) {
            clock.advance(frame)
            ++frames
        }
        compare(s.flick.moving, false, "Flickable at rest after " + frames + " frames")
        compare(s.impetus.KineticScroller.moving, false, "KineticScroller at rest after " + frames + " frames")
        return frames
    }

    /*! The gallery on page 5, after the throw it makes at start (at its default speed). */
    function openGallery() {
        const component = Qt.createComponent(galleryUrl)
        compare(component.status, Component.Ready, component.errorString())
        const gallery = createTemporaryObject(component, testCase)
        gallery.mouseEvents = recorder
        sent = []
        gallery.page = 5
        tryVerify(() => gallery.contentItem.height === gallery.height, 5000, "the window's size")
        const s = {
            page: findChild(gallery.contentItem, "scrollPage"),
            flick: findChild(gallery.contentItem, "flickList"),
            impetus: findChild(gallery.contentItem, "impetusList"),
        }
        verify(s.page && s.flick && s.impetus, "the page and its two lists")
        verify(s.page.visible)
        compare(s.flick.count, 10000)
        compare(s.impetus.count, 10000)
        compare(s.impetus.KineticScroller.enabled, true)
        compare(s.impetus.KineticScroller.motion, "ios.scroll.normal")
        // Thrown by the page 150 ms after it shows (a QML Timer, on the stepped clock).
        let frames = 0
        while (!s.impetus.KineticScroller.moving && frames < 30) {
            clock.advance(frame)
            ++frames
        }
        verify(s.impetus.KineticScroller.moving && s.flick.moving, "thrown by the page")
        verify(frames * frame >= 150, "not before 150 ms: " + frames * frame)
        settle(s)
        near(s.page.impetusVelocity, s.page.speed, 1e-6 * s.page.speed, "the page's first throw")
        return s
    }

    /*! The gesture the page sent to one list: its events, checked to be a press, moves
        and a release on that list, straight up, with rising times. */
    function gestureOn(list) {
        const events = sent.filter(e => e.item === list)
        verify(events.length >= 3, "a gesture on " + list.objectName + ": " + events.length + " events")
        compare(events[0].action, "press")
        compare(events[events.length - 1].action, "release")
        for (let i = 1; i < events.length; ++i) {
            if (i < events.length - 1)
                compare(events[i].action, "move")
            compare(events[i].x, events[0].x)
            verify(events[i].y < events[i - 1].y && events[i].ms > events[i - 1].ms, "up, later: event " + i)
        }
        return events
    }

    function test_throwBoth_data() {
        return [250, 1000, 2000, 2500, 4000, 8000].map(v => ({ tag: v + " px/s", speed: v }))
    }

    function test_throwBoth(data) {
        const s = openGallery()
        const released = spyOn(s.impetus.KineticScroller, "released")
        const flickStarted = spyOn(s.flick, "flickStarted")
        s.page.speed = data.speed
        sent = []
        s.page.throwBoth()

        // The same gesture on both, the Flickable's first.
        const left = gestureOn(s.flick), right = gestureOn(s.impetus)
        compare(sent.length, left.length + right.length)
        verify(sent[0].item === s.flick && sent[sent.length - 1].item === s.impetus, "the Flickable first")
        compare(right.map(e => [e.action, e.x, e.y, e.ms]), left.map(e => [e.action, e.x, e.y, e.ms]))
        // Its speed at the release, from its last three events (the drag up scrolls the content
        // down: contentY grows): the speed chosen, steady.
        const n = left.length
        const v = (left[n - 2].y - left[n - 1].y) / (left[n - 1].ms - left[n - 2].ms) * 1000
        const before = (left[n - 3].y - left[n - 2].y) / (left[n - 2].ms - left[n - 3].ms) * 1000
        near(v, data.speed, 1e-9 * data.speed, "the gesture's speed at the release")
        near(before, v, 1e-9 * v, "the gesture's speed before")

        // Right after the release.
        compare(flickStarted.count, 1)
        compare(released.count, 1)
        const cap = s.flick.maximumFlickVelocity, deceleration = s.flick.flickDeceleration
        const flickV = s.flick.verticalVelocity
        // Qt's estimate of the drag's velocity (a filter over the events) has settled on it.
        near(flickV, Math.min(v, cap), 1e-4 * v, "Flickable's verticalVelocity right after the release")
        compare(s.page.flickVelocity, flickV)
        const impetusV = released.signalArguments[0][1].y
        near(impetusV, v, 1e-6 * v, "KineticScroller's release velocity")
        compare(released.signalArguments[0][1].x, 0)
        compare(s.page.impetusVelocity, impetusV)
        const flickFrom = s.page.flickStart, impetusFrom = released.signalArguments[0][0].y
        compare(s.impetus.contentY, impetusFrom) // no jump at the release
        verify(flickFrom > 0 && impetusFrom > 0, "both dragged: " + flickFrom + ", " + impetusFrom)

        // At rest.
        const frames = settle(s)
        const flickDistance = s.flick.contentY - flickFrom, impetusDistance = s.impetus.contentY - impetusFrom
        verify(flickDistance > 0 && impetusDistance > 0, "both coasted: " + flickDistance + ", " + impetusDistance)
        near(impetusDistance, v / lambda, 1, "KineticScroller's coast")
        near(flickDistance, Math.pow(Math.min(v, cap), 2) / (2 * deceleration), 2, "Flickable's coast")
        // The page's figures.
        compare(s.page.flickDistance, flickDistance)
        compare(s.page.impetusDistance, impetusDistance)
        verify(s.page.flickSeconds > 0 && s.page.impetusSeconds > s.page.flickSeconds,
               "times to rest: " + s.page.flickSeconds + ", " + s.page.impetusSeconds + " s")
        verify(s.page.impetusSeconds <= frames * frame / 1000 + 1e-9, "within the frames run: " + frames)
        const figures = findChild(s.page, "impetusFigures")
        verify(figures.text.indexOf(Math.round(impetusV) + " px/s") >= 0, figures.text)
        verify(figures.text.indexOf(impetusDistance.toFixed(1) + " px") >= 0, figures.text)
    }
}
