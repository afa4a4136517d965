// SPDX-License-Identifier: MIT
// KineticScroller attached to a Flickable and to a ListView whose delegates take the press,
// thrown with mouse and touch events of known timestamps, the motion on the runner's stepped
// clock: the coast leaves from where the Flickable drew the content with the drag's own
// speed, every frame is iOS's decay worked out here, it rests v / lambda further, or hands
// over at an edge continuously in position and velocity and springs back onto it, and a
// press mid-coast holds it where it is drawn.
import QtQuick
import QtTest
import Impetus

TestCase {
    id: testCase
    name: "FlickMotion"
    when: windowShown
    visible: true
    width: 400
    height: 600

    Component {
        id: flickableScene
        Flickable {
            id: flick
            property var scroller: flick.KineticScroller
            width: 400; height: 600
            contentWidth: 400; contentHeight: 4000
            KineticScroller.motion: "ios.scroll.normal"
            Rectangle { width: 400; height: 4000; color: "steelblue" }
        }
    }
    // Delegates with a MouseArea: the press is theirs, the Flickable steals the drag.
    Component {
        id: listScene
        ListView {
            id: list
            property var scroller: list.KineticScroller
            property int clicks: 0
            width: 400; height: 600
            model: 100
            KineticScroller.enabled: true
            delegate: Rectangle {
                width: 400; height: 40
                color: index % 2 ? "white" : "lightgray"
                MouseArea { anchors.fill: parent; onClicked: ++list.clicks }
            }
        }
    }
    Component {
        id: gridScene
        GridView {
            id: grid
            property var scroller: grid.KineticScroller
            width: 400; height: 600
            cellWidth: 100; cellHeight: 50
            model: 300
            KineticScroller.enabled: true
            delegate: Rectangle { width: 100; height: 50; color: index % 3 ? "white" : "lightgray" }
        }
    }
    Component {
        id: misplaced
        Item { KineticScroller.enabled: true }
    }
    Component { id: spy; SignalSpy {} }

    readonly property int frame: 16
    readonly property real iosLambda: -1000 * Math.log(0.998)

    function init() {
        failOnWarning(/./)
    }

    function spyOn(target, signalName) {
        return createTemporaryObject(spy, testCase, { target: target, signalName: signalName })
    }

    // A drag upwards at speed px/s (the content scrolls down), samples 8 ms apart, released
    // still moving; returns contentY as drawn just before the release.
    function throwUp(view, kind, speed, x, y0, start) {
        const send = kind === "touch" ? pointer.touch : pointer.mouse
        send("press", view, x, y0, start)
        let y = y0
        for (let i = 1; i <= 30; ++i) {
            y = y0 - speed * 0.008 * i
            send("move", view, x, y, start + 8 * i)
        }
        const drawn = view.contentY
        send("release", view, x, y - speed * 0.008, start + 8 * 31)
        return drawn
    }

    function near(actual, expected, tolerance, what) {
        verify(Math.abs(actual - expected) <= tolerance, what + ": " + actual + ", expected " + expected
               + " (off by " + Math.abs(actual - expected) + ")")
    }

    function settle(view) {
        let frames = 0
        while (view.scroller.moving && frames < 1000) {
            clock.advance(frame)
            ++frames
        }
        compare(view.scroller.moving, false)
        return frames
    }

    function test_coast_data() {
        return [
            { tag: "Flickable, mouse, iOS", scene: flickableScene, kind: "mouse", speed: 1000, motion: "", lambda: iosLambda },
            { tag: "Flickable, mouse, decay(lambda: 4)", scene: flickableScene, kind: "mouse", speed: 1500,
              motion: "decay(lambda: 4)", lambda: 4 },
            { tag: "ListView, mouse, iOS", scene: listScene, kind: "mouse", speed: 1200, motion: "", lambda: iosLambda },
            { tag: "ListView, mouse, decay(lambda: 3)", scene: listScene, kind: "mouse", speed: 800,
              motion: "decay(lambda: 3)", lambda: 3 },
        ]
    }

    // The coast leaves with the drag's speed from where the content was drawn; every frame
    // is y0 + v / lambda (1 - e^(-lambda t)); it rests v / lambda further.
    function test_coast(data) {
        const view = createTemporaryObject(data.scene, testCase)
        if (data.motion !== "")
            view.scroller.motion = data.motion
        const released = spyOn(view.scroller, "released")
        const y0 = throwUp(view, data.kind, data.speed, 200, 560, 1000)
        verify(y0 > 100, "dragged: " + y0)
        compare(released.count, 1)
        compare(view.contentY, y0) // no jump at the release
        compare(released.signalArguments[0][0].y, y0)
        const v = released.signalArguments[0][1].y
        near(v, data.speed, 1e-9 * data.speed, "release velocity")
        near(view.scroller.velocity.y, v, 1e-9 * data.speed, "motion's velocity at the release")
        compare(view.scroller.moving, true)
        compare(view.moving, false) // the Flickable's own motion was cancelled
        const lambda = data.lambda
        let frames = 0
        for (; frames < 60; ++frames) {
            clock.advance(frame)
            const t = (frames + 1) * frame / 1000
            near(view.contentY, y0 + v / lambda * (1 - Math.exp(-lambda * t)), 1e-9, "frame " + (frames + 1))
            near(view.scroller.velocity.y, v * Math.exp(-lambda * t), 1e-9 * v, "velocity at frame " + (frames + 1))
        }
        settle(view)
        near(view.contentY, y0 + v / lambda, 1e-9, "rest")
        compare(view.contentX, 0)
        if (data.scene === listScene)
            compare(view.clicks, 0)
    }

    // Short content: the coast reaches the bottom edge at t_e, where the spring takes its
    // position and velocity; it comes back to rest exactly on the edge.
    function test_edgeHandover_data() {
        return [
            { tag: "Flickable", scene: flickableScene, kind: "mouse", speed: 2500 },
            { tag: "ListView", scene: listScene, kind: "mouse", speed: 2500 },
        ]
    }

    function test_edgeHandover(data) {
        const view = createTemporaryObject(data.scene, testCase)
        if (data.scene === flickableScene)
            view.contentHeight = 1200
        else
            view.model = 30
        const edge = (data.scene === flickableScene ? 1200 : 30 * 40) - 600
        const released = spyOn(view.scroller, "released")
        const y0 = throwUp(view, data.kind, data.speed, 200, 560, 3000)
        const v = released.signalArguments[0][1].y
        near(v, data.speed, 1e-9 * data.speed, "release velocity")
        const lambda = iosLambda
        verify(y0 + v / lambda > edge, "the throw passes the edge")
        // The instant and velocity at which the decay reaches the edge, worked out here.
        const te = -Math.log(1 - (edge - y0) * lambda / v) / lambda
        const ve = v - lambda * (edge - y0)
        const d = 1e-13
        const before = view.scroller.positionAt(te - d), after = view.scroller.positionAt(te + d)
        near(before.y, edge, 1e-9, "position just before t_e")
        near(after.y, edge, 1e-9, "position just after t_e")
        const vBefore = view.scroller.velocityAt(te - d).y, vAfter = view.scroller.velocityAt(te + d).y
        near(vBefore, ve, 1e-9 * v, "velocity just before t_e")
        near(vAfter, ve, 1e-9 * v, "velocity just after t_e")
        // Frames: the decay up to t_e, past the edge after, back on it at rest.
        let overshoot = 0
        for (let k = 1; k <= 200 && view.scroller.moving; ++k) {
            clock.advance(frame)
            const t = k * frame / 1000
            if (t < te)
                near(view.contentY, y0 + v / lambda * (1 - Math.exp(-lambda * t)), 1e-9, "coast frame " + k)
            else
                overshoot = Math.max(overshoot, view.contentY - edge)
        }
        verify(overshoot > 1, "drawn past the edge: " + overshoot)
        settle(view)
        compare(view.contentY, edge)
    }

    // Content that grows while the coast heads for its end (a model given more rows): the
    // coast goes on past the old end with the same position and velocity, instead of handing
    // over at it, and rests v / lambda from the release.
    function test_contentGrowsWhileCoasting_data() {
        return [
            { tag: "Flickable", scene: flickableScene },
            { tag: "ListView", scene: listScene },
        ]
    }

    function test_contentGrowsWhileCoasting(data) {
        const view = createTemporaryObject(data.scene, testCase)
        // A ListView's model grows by rows appended (a new model would reset the view).
        const rows = createTemporaryQmlObject("import QtQuick; ListModel {}", testCase)
        const append = count => {
            for (let i = 0; i < count; ++i)
                rows.append({})
        }
        if (data.scene === flickableScene) {
            view.contentHeight = 2400
        } else {
            append(60)
            view.model = rows
        }
        const edge = 2400 - 600
        const released = spyOn(view.scroller, "released")
        const y0 = throwUp(view, "mouse", 2500, 200, 560, 5000)
        const v = released.signalArguments[0][1].y
        const lambda = iosLambda
        verify(y0 + v / lambda > edge, "the throw passes the old edge")
        verify(!isNaN(view.scroller.positionAt(10).y) && view.scroller.positionAt(10).y === edge,
               "planned to rest on the old edge")
        for (let k = 1; k <= 3; ++k)
            clock.advance(frame)
        const t = 3 * frame / 1000
        near(view.contentY, y0 + v / lambda * (1 - Math.exp(-lambda * t)), 1e-9, "coasting before")
        verify(view.contentY < edge, "not at the old edge yet")
        if (data.scene === flickableScene)
            view.contentHeight = 8000
        else
            append(140)
        compare(view.scroller.moving, true)
        near(view.scroller.positionAt(t).y, y0 + v / lambda * (1 - Math.exp(-lambda * t)), 1e-9, "position kept")
        near(view.scroller.velocityAt(t).y, v * Math.exp(-lambda * t), 1e-9 * v, "velocity kept")
        for (let k = 4; k <= 60; ++k) {
            clock.advance(frame)
            const tk = k * frame / 1000
            // The ListView lays out the rows appended on the first frame after, and rounds
            // contentY to a whole pixel as it does (the view is not moving of its own);
            // the frames after are the coast's again.
            const tolerance = data.scene === listScene && k === 4 ? 0.5 : 1e-9
            near(view.contentY, y0 + v / lambda * (1 - Math.exp(-lambda * tk)), tolerance, "coast frame " + k)
        }
        settle(view)
        near(view.contentY, y0 + v / lambda, 1e-9, "rest past the old edge")
    }

    function test_catch_data() {
        return [
            { tag: "Flickable, mouse", scene: flickableScene, kind: "mouse" },
            { tag: "ListView, caught by touch", scene: listScene, kind: "touch" },
            { tag: "ListView, mouse on a delegate", scene: listScene, kind: "mouse" },
        ]
    }

    function test_catch(data) {
        const view = createTemporaryObject(data.scene, testCase)
        throwUp(view, "mouse", 1500, 200, 560, 5000)
        for (let k = 0; k < 10; ++k)
            clock.advance(frame)
        compare(view.scroller.moving, true)
        const drawn = view.contentY
        const send = data.kind === "touch" ? pointer.touch : pointer.mouse
        send("press", view, 100, 300, 6000)
        compare(view.scroller.moving, false)
        compare(view.scroller.velocity.y, 0)
        compare(view.contentY, drawn)
        for (let k = 0; k < 20; ++k) {
            clock.advance(frame)
            held(view, drawn)
        }
        send("release", view, 100, 300, 6100)
        for (let k = 0; k < 20; ++k) {
            clock.advance(frame)
            held(view, drawn)
        }
        compare(view.scroller.moving, false)
    }

    // Where it was drawn, or that rounded to a whole pixel: a view at rest by its own account
    // puts its content on one (Flickable's fixup at a release; a ListView's at its layouts).
    function held(view, drawn) {
        verify(view.contentY === drawn
               || (view.contentY === Math.round(view.contentY) && Math.abs(view.contentY - drawn) < 1),
               "held: " + view.contentY + " (drawn at " + drawn + ")")
    }

    // A click that does not drag is not taken over: the delegate clicks, nothing moves.
    function test_clickStillClicks() {
        const view = createTemporaryObject(listScene, testCase)
        pointer.mouse("press", view, 100, 100, 100)
        pointer.mouse("release", view, 100, 100, 180)
        compare(view.clicks, 1)
        compare(view.scroller.moving, false)
        compare(view.contentY, 0)
    }

    // ---- Snapping ------------------------------------------------------------------------

    // A drag upwards that ends at speed px/s: a quick start past the Flickable's drag
    // threshold, then samples every `every` ms of whole pixels at that speed for 240 ms
    // (longer than the tracker's horizon), released still moving; returns contentY as drawn
    // just before the release.
    function throwEnding(view, speed, every, start) {
        const x = 200
        let y = 580
        pointer.mouse("press", view, x, y, start)
        let t = start
        for (let i = 0; i < 20; ++i)
            pointer.mouse("move", view, x, y -= 8, t += 8)
        const step = speed * every / 1000
        for (let i = 0; i < 240 / every; ++i)
            pointer.mouse("move", view, x, y -= step, t += every)
        const drawn = view.contentY
        pointer.mouse("release", view, x, y - step, t + every)
        if (!view.scroller.moving)
            wait(0) // a release the Flickable does not flick is taken over once it is done
        return drawn
    }

    // The documented rule, worked out here: the range's ends and the points (kept inside
    // the range); faster than the threshold, the nearest one beyond x in the direction of v;
    // otherwise the one nearest to the projection x + v / lambda (iOS's lambda).
    function snapTarget(points, minimum, maximum, x, v, threshold) {
        const all = [minimum, maximum].concat(points.map(p => Math.min(Math.max(p, minimum), maximum)))
        if (Math.abs(v) > threshold) {
            const beyond = all.filter(p => (p - x) * v > 0)
            if (beyond.length > 0)
                return v > 0 ? Math.min(...beyond) : Math.max(...beyond)
        }
        const aim = Math.abs(v) > threshold ? x : x + v / iosLambda
        let best = all[0]
        for (const p of all) {
            if (Math.abs(p - aim) < Math.abs(best - aim))
                best = p
        }
        return best
    }

    function test_snap_data() {
        const rows = (n, stride) => Array.from({ length: n }, (_, i) => i * stride)
        const pages = (n, page) => Array.from({ length: n }, (_, i) => i * page)
        return [
            { tag: "ListView, items, 1,200 px/s", scene: listScene, mode: KineticScroller.SnapToItems,
              speed: 1250, every: 8, points: rows(100, 40), maximum: 3400, threshold: Infinity },
            { tag: "ListView, items, 2,500 px/s", scene: listScene, mode: KineticScroller.SnapToItems,
              speed: 2500, every: 8, points: rows(100, 40), maximum: 3400, threshold: Infinity },
            { tag: "ListView with spacing 10, items, 1,000 px/s", scene: listScene, mode: KineticScroller.SnapToItems,
              spacing: 10, speed: 1000, every: 8, points: rows(100, 50), maximum: 100 * 50 - 10 - 600,
              threshold: Infinity },
            { tag: "GridView, items, 1,500 px/s", scene: gridScene, mode: KineticScroller.SnapToItems,
              speed: 1500, every: 8, points: rows(75, 50), maximum: 75 * 50 - 600, threshold: Infinity },
            { tag: "ListView, items, slow", scene: listScene, mode: KineticScroller.SnapToItems,
              speed: 62.5, every: 16, points: rows(100, 40), maximum: 3400, threshold: Infinity },
            { tag: "Flickable, pages, 1,000 px/s", scene: flickableScene, mode: KineticScroller.SnapToPages,
              speed: 1000, every: 8, points: pages(6, 600), maximum: 3400, threshold: 125 },
            { tag: "Flickable, pages, slow", scene: flickableScene, mode: KineticScroller.SnapToPages,
              speed: 62.5, every: 16, points: pages(6, 600), maximum: 3400, threshold: 125 },
            { tag: "Flickable, positions, 1,000 px/s", scene: flickableScene, mode: KineticScroller.SnapToPositions,
              positions: [250, 700.25, 1234.5, 2000, 5000], speed: 1000, every: 8, maximum: 3400,
              threshold: Infinity },
            { tag: "Flickable, positions, 2,000 px/s", scene: flickableScene, mode: KineticScroller.SnapToPositions,
              positions: [250, 700.25, 1234.5, 2000, 5000], speed: 2000, every: 8, maximum: 3400,
              threshold: Infinity },
            { tag: "Flickable, positions, slow", scene: flickableScene, mode: KineticScroller.SnapToPositions,
              positions: [250, 300.5, 700.25], speed: 62.5, every: 16, maximum: 3400, threshold: Infinity },
            { tag: "a plain Flickable has no items", scene: flickableScene, mode: KineticScroller.SnapToItems,
              speed: 1000, every: 8, points: [], maximum: 3400, threshold: Infinity, coasts: true },
        ]
    }

    // A throw lands exactly on the position the rule picks from the projection, leaving with
    // the tracked release velocity from where the content was drawn; when that velocity
    // points towards the target and v / d >= lambda / 2 every frame is the decay
    // y0 + d (1 - e^(-v t / d)).
    function test_snap(data) {
        const view = createTemporaryObject(data.scene, testCase)
        if (data.spacing !== undefined)
            view.spacing = data.spacing
        if (data.scene !== flickableScene)
            view.forceLayout() // now, not at a frame of the motion
        view.scroller.snapMode = data.mode
        if (data.positions !== undefined)
            view.scroller.snapPositions = data.positions
        const points = data.positions !== undefined ? data.positions : data.points
        const released = spyOn(view.scroller, "released")
        const y0 = throwEnding(view, data.speed, data.every, 1000)
        verify(y0 > 40, "dragged: " + y0)
        compare(released.count, 1)
        compare(view.contentY, y0) // no jump at the release
        const v = released.signalArguments[0][1].y
        near(v, data.speed, 1e-9 * data.speed, "release velocity")
        near(view.scroller.velocity.y, v, 1e-9 * data.speed, "motion's velocity at the release")
        near(view.scroller.velocityAt(0).y, v, 1e-9 * data.speed, "the trajectory's velocity at 0")
        compare(view.scroller.positionAt(0).y, y0)
        const target = data.coasts ? y0 + v / iosLambda : snapTarget(points, 0, data.maximum, y0, v, data.threshold)
        const d = target - y0
        const decays = d * v > 0 && v / d >= iosLambda / 2
        for (let k = 1; k <= 20 && decays; ++k) {
            clock.advance(frame)
            const t = k * frame / 1000
            const expected = y0 + d * (1 - Math.exp(-v / d * t))
            near(view.scroller.positionAt(t).y, expected, 1e-9, "trajectory at frame " + k)
            // Drawn there, or rounded to a whole pixel by a view's layout of a delegate
            // it made at that frame (written over at the next one).
            if (data.scene === flickableScene || view.contentY !== Math.round(expected))
                near(view.contentY, expected, 1e-9, "frame " + k)
        }
        settle(view)
        near(view.contentY, target, 1e-9, "landing (from " + y0 + " at " + v + " px/s)")
        compare(view.contentX, 0)
    }

    // Thrown slowly away from the nearest position: the spring leaves with the release
    // velocity (no restart from rest), turns, and lands on it.
    function test_snapSpringKeepsTheVelocity() {
        const view = createTemporaryObject(flickableScene, testCase)
        view.scroller.snapMode = KineticScroller.SnapToPositions
        view.scroller.snapPositions = [100, 2000]
        const released = spyOn(view.scroller, "released")
        const y0 = throwEnding(view, 62.5, 16, 1000)
        const v = released.signalArguments[0][1].y
        near(v, 62.5, 1e-9 * 62.5, "release velocity")
        verify(y0 > 100 && y0 + v / iosLambda < 1050, "the nearest position is behind: " + y0)
        near(view.scroller.velocityAt(0).y, v, 1e-9 * v, "velocity at the release")
        verify(view.scroller.positionAt(0.004).y > y0, "goes on with the release velocity first")
        settle(view)
        near(view.contentY, 100, 1e-9, "landing")
    }

    // Sideways onto horizontalSnapPositions, on a Flickable that flicks both ways; the
    // vertical axis, not flicked, rests on its nearest position (where it is, 0).
    function test_snapHorizontalPositions() {
        const view = createTemporaryObject(flickableScene, testCase)
        view.contentWidth = 2000
        view.scroller.snapMode = KineticScroller.SnapToPositions
        view.scroller.horizontalSnapPositions = [333.5, 900]
        view.scroller.snapPositions = [1000]
        const released = spyOn(view.scroller, "released")
        pointer.mouse("press", view, 300, 300, 1000)
        let x = 300
        for (let i = 1; i <= 30; ++i)
            pointer.mouse("move", view, x -= 4, 300, 1000 + 8 * i)
        const x0 = view.contentX
        pointer.mouse("release", view, x - 4, 300, 1000 + 8 * 31)
        if (released.count === 0)
            wait(0) // a release the Flickable does not flick is taken over once it is done
        const v = released.signalArguments[0][1].x
        near(v, 500, 1e-9 * 500, "release velocity")
        const target = snapTarget([333.5, 900], 0, 1600, x0, v, Infinity)
        settle(view)
        near(view.contentX, target, 1e-9, "landing")
        compare(view.contentY, 0)
    }

    // A press that catches a snapping motion holds the content; let go without a drag, it
    // goes from there to the nearest position (from rest: the press stopped it).
    function test_snapAfterACatch_data() {
        return [
            { tag: "Flickable, positions", scene: flickableScene, mode: KineticScroller.SnapToPositions,
              positions: [700.25, 1234.5, 2000] },
            { tag: "ListView, items", scene: listScene, mode: KineticScroller.SnapToItems, positions: [] },
        ]
    }

    function test_snapAfterACatch(data) {
        const view = createTemporaryObject(data.scene, testCase)
        view.scroller.snapMode = data.mode
        view.scroller.snapPositions = data.positions
        throwUp(view, "mouse", 1500, 200, 560, 7000)
        for (let k = 0; k < 10; ++k)
            clock.advance(frame)
        compare(view.scroller.moving, true)
        pointer.mouse("press", view, 100, 300, 8000)
        compare(view.scroller.moving, false)
        const held = view.contentY
        const released = spyOn(view.scroller, "released")
        pointer.mouse("release", view, 100, 300, 8100)
        wait(0)
        compare(released.count, 1)
        compare(released.signalArguments[0][1].y, 0)
        const points = data.mode === KineticScroller.SnapToItems ? Array.from({ length: 100 }, (_, i) => i * 40)
                                                                 : data.positions
        const target = snapTarget(points, 0, 3400, released.signalArguments[0][0].y, 0, Infinity)
        verify(Math.abs(released.signalArguments[0][0].y - held) < 1, "from where it was held")
        settle(view)
        near(view.contentY, target, 1e-9, "landing")
    }

    // A click on content at rest moves nothing, snapping or not.
    function test_snapClickMovesNothing() {
        const view = createTemporaryObject(flickableScene, testCase)
        view.scroller.snapMode = KineticScroller.SnapToPositions
        view.scroller.snapPositions = [100]
        view.contentY = 37
        pointer.mouse("press", view, 100, 300, 9000)
        pointer.mouse("release", view, 100, 300, 9080)
        wait(0)
        compare(view.scroller.moving, false)
        compare(view.contentY, 37)
    }

    function test_refusals() {
        const view = createTemporaryObject(flickableScene, testCase)
        ignoreWarning(/KineticScroller.motion 'spring\(\)': it must be a decay or a fling, but it is a spring; the previous value is kept/)
        view.scroller.motion = "spring()"
        compare(view.scroller.motion, "ios.scroll.normal")
        ignoreWarning(/KineticScroller.motion 'decay\(lambda: -1\)': .*lambda must be > 0.*, but got -1; the previous value is kept/)
        view.scroller.motion = "decay(lambda: -1)"
        compare(view.scroller.motion, "ios.scroll.normal")
        ignoreWarning(/KineticScroller.edgeMotion 'spring\(mass: 0\)': .*mass must be > 0, but got 0; the previous value is kept/)
        view.scroller.edgeMotion = "spring(mass: 0)"
        compare(view.scroller.edgeMotion, "swiftui.snappy")
        view.scroller.motion = "android.fling" // any fling is a coast
        compare(view.scroller.motion, "android.fling")
        ignoreWarning(/KineticScroller.snapMode must be one of NoSnap, SnapToItems, SnapToPages, SnapToPositions, but got 7; the previous value is kept/)
        view.scroller.snapMode = 7
        compare(view.scroller.snapMode, KineticScroller.NoSnap)
        view.scroller.snapPositions = [10, 20]
        ignoreWarning(/KineticScroller.snapPositions must be finite, but got nan at index 1; the previous value is kept/)
        view.scroller.snapPositions = [5, NaN]
        compare(view.scroller.snapPositions, [10, 20])
        ignoreWarning(/KineticScroller.horizontalSnapPositions must be finite, but got inf at index 0; the previous value is kept/)
        view.scroller.horizontalSnapPositions = [Infinity]
        compare(view.scroller.horizontalSnapPositions.length, 0)
        ignoreWarning(/KineticScroller must be attached to a Flickable \(a ListView, a GridView\), but it is attached to a QQuickItem; it does nothing/)
        createTemporaryObject(misplaced, testCase)
    }
}
