// SPDX-License-Identifier: MIT
// The followers, frame by frame on the runner's clock, against closed forms written here
// (and BounceModel, checked against the impetus tool in tst_models, for the bounce): they
// start from the property's value, report the physical duration, reach `to` exactly, and
// keep position and velocity when `to` changes mid-flight.
import QtQuick
import QtTest
import Impetus
import "closedforms.js" as ClosedForms

TestCase {
    id: testCase
    name: "Followers"

    QtObject {
        id: subject
        property real value: 0
        property point point: Qt.point(0, 0)
        property string text: "text"
        property list<real> numbers
    }
    Component { id: springFollower; SpringFollower { target: subject; property: "value" } }
    Component { id: decayFollower; DecayFollower { target: subject; property: "value" } }
    Component { id: gravityFollower; GravityFollower { target: subject; property: "value" } }
    Component { id: bounceFollower; BounceFollower { target: subject; property: "value" } }
    Component { id: flingFollower; FlingFollower { target: subject; property: "value" } }
    Component { id: bounceModel; BounceModel {} }
    Component { id: flingModel; FlingModel {} }
    Component { id: spy; SignalSpy {} }

    readonly property real toleranceFraction: 1e-3 // the spec's default tolerance, a fraction of the distance
    readonly property int frame: 16

    function init() {
        failOnWarning(/./)
        subject.value = 0
        subject.point = Qt.point(0, 0)
    }

    function follower(type, properties) {
        const component = { spring: springFollower, decay: decayFollower, gravity: gravityFollower, bounce: bounceFollower,
                            fling: flingFollower }[type]
        return createTemporaryObject(component, testCase, properties)
    }

    function spyOn(target, signalName) {
        return createTemporaryObject(spy, testCase, { target: target, signalName: signalName })
    }

    // QAbstractAnimation's duration: seconds rounded up to a millisecond.
    function milliseconds(seconds) {
        return Math.ceil(seconds * 1000 * (1 - 1e-12))
    }

    // The motion a follower of this type and parameters makes from (x0, v0) to `end`.
    function motion(type, p, x0, v0, end) {
        return ClosedForms.motion(type, p, x0, v0, end, toleranceFraction,
                                  properties => createTemporaryObject(bounceModel, testCase, properties))
    }

    // Frames of `frame` ms from now until `until` ms after `origin`, each checked against the
    // expected motion (started at origin) while under way.
    function checkFrames(f, expected, origin, until, scale) {
        for (let t = clock.time + frame; t <= until; t += frame) {
            clock.advance(frame)
            const s = (t - origin) / 1000
            if (s >= expected.arrival || !f.running)
                break
            verify(Math.abs(subject.value - expected.x(s)) <= 1e-9 * scale,
                   "at " + s + " s: " + subject.value + ", expected " + expected.x(s))
            verify(Math.abs(f.velocity - expected.v(s)) <= 1e-8 * scale,
                   "velocity at " + s + " s: " + f.velocity + ", expected " + expected.v(s))
        }
    }

    function finish(f, limit) {
        for (let i = 0; f.running && i < limit; ++i)
            clock.advance(frame)
    }

    function motions() {
        return [
            { tag: "spring, mass 2, ratio 0.3", type: "spring", parameters: { mass: 2, stiffness: 300, dampingRatio: 0.3 },
              from: 0, to: 250, at: 112, newTo: -80 },
            { tag: "spring, ratio 0.6, downwards", type: "spring", parameters: { mass: 1, stiffness: 500, dampingRatio: 0.6 },
              from: 40, to: -180, at: 64, newTo: -300 },
            { tag: "decay, lambda 4", type: "decay", parameters: { lambda: 4 },
              from: 0, to: 300, at: 96, newTo: 250 },
            { tag: "gravity, -3000", type: "gravity", parameters: { acceleration: -3000 },
              from: 10, to: 400, at: 240, newTo: 200 },
            { tag: "bounce, restitution 0.5, four bounces", type: "bounce",
              parameters: { gravity: -3000, restitution: 0.5, maxBounces: 4 },
              from: 0, to: 250, at: 192, newTo: 320 },
            { tag: "fling, friction 0.03, density 2", type: "fling", parameters: { friction: 0.03, density: 2 },
              from: 0, to: 300, at: 96, newTo: 250 },
        ]
    }

    function test_reachesTarget_data() {
        return motions()
    }

    function test_reachesTarget(data) {
        subject.value = data.from
        const f = follower(data.type, data.parameters)
        verify(!f.running)
        const started = spyOn(f, "started"), finished = spyOn(f, "finished"), running = spyOn(f, "runningChanged")
        const origin = clock.time
        f.to = data.to
        verify(f.running)
        compare(started.count, 1)
        const expected = motion(data.type, data.parameters, data.from, 0, data.to)
        compare(f.duration, milliseconds(Math.min(expected.settle, expected.arrival)), "the physical duration, ms")

        checkFrames(f, expected, origin, origin + f.duration, Math.abs(data.to - data.from))
        finish(f, f.duration / frame + 2)
        verify(!f.running)
        verify(subject.value === data.to, "ends exactly on 'to': " + subject.value)
        verify(f.velocity === 0)
        compare(finished.count, 1)
        compare(started.count, 1)
        compare(running.count, 2)
    }

    function test_retarget_data() {
        return motions()
    }

    function test_retarget(data) {
        subject.value = data.from
        const f = follower(data.type, data.parameters)
        const finished = spyOn(f, "finished"), started = spyOn(f, "started")
        const origin = clock.time
        f.to = data.to
        const first = motion(data.type, data.parameters, data.from, 0, data.to)
        checkFrames(f, first, origin, origin + data.at, Math.abs(data.to - data.from))
        verify(f.running)
        compare(clock.time - origin, data.at)
        const x1 = subject.value, v1 = f.velocity
        verify(v1 !== 0)

        f.to = data.newTo
        // To the last bit but one: a spring's position is rest + (x1 - rest).
        verify(Math.abs(subject.value - x1) <= 2e-16 * Math.abs(x1), "the position is kept: " + subject.value + " == " + x1)
        verify(Math.abs(f.velocity - v1) <= 1e-12 * Math.abs(v1), "the velocity is kept: " + f.velocity + " == " + v1)
        verify(f.running)
        const second = motion(data.type, data.parameters, x1, v1, data.newTo)
        compare(f.duration, milliseconds(data.at / 1000 + Math.min(second.settle, second.arrival)),
                "the duration grows by the new motion's")

        const retargeted = clock.time
        checkFrames(f, second, retargeted, retargeted + f.duration, Math.abs(data.newTo - x1))
        finish(f, f.duration / frame + 2)
        verify(subject.value === data.newTo, "ends exactly on the new 'to': " + subject.value)
        compare(finished.count, 1)
        compare(started.count, 1)
    }

    // Writing velocity while running kicks the motion: it goes on from where it is.
    function test_kick() {
        const parameters = { mass: 1, stiffness: 400, dampingRatio: 0.5 }
        const f = follower("spring", parameters)
        const running = spyOn(f, "runningChanged")
        f.to = 100
        finish(f, 5)
        const x1 = subject.value
        f.velocity = -900
        verify(subject.value === x1)
        verify(f.velocity === -900)
        verify(f.running)
        compare(running.count, 1, "one run")
        const expected = motion("spring", parameters, x1, -900, 100)
        checkFrames(f, expected, clock.time, clock.time + 400, 100)
        finish(f, 200)
        verify(subject.value === 100)
    }

    // A point moves component-wise, each component by its spring, and ends exactly.
    function test_point() {
        const parameters = { mass: 1, stiffness: 200, dampingRatio: 0.5 }
        const f = createTemporaryObject(springFollower, testCase, {
            property: "point", mass: 1, stiffness: 200, dampingRatio: 0.5 })
        f.to = Qt.point(300, -120)
        const x = motion("spring", parameters, 0, 0, 300), y = motion("spring", parameters, 0, 0, -120)
        for (let i = 1; i <= 20; ++i) {
            clock.advance(frame)
            const s = i * frame / 1000
            verify(Math.abs(subject.point.x - x.x(s)) <= 1e-9 * 300 && Math.abs(subject.point.y - y.x(s)) <= 1e-9 * 300,
                   "at " + s + " s: " + subject.point + ", expected " + x.x(s) + ", " + y.x(s))
        }
        finish(f, 500)
        verify(subject.point.x === 300 && subject.point.y === -120)
    }

    function test_enabled() {
        const f = follower("spring", {})
        f.enabled = false
        f.to = 100
        verify(!f.running)
        clock.advance(frame)
        verify(subject.value === 0)
        f.enabled = true
        verify(f.running)
        finish(f, 200)
        verify(subject.value === 100)
        // Disabling stops a motion under way where it is.
        f.to = 0
        clock.advance(frame)
        f.enabled = false
        const stopped = subject.value
        verify(!f.running && stopped > 0 && stopped < 100)
        clock.advance(frame)
        verify(subject.value === stopped)
    }

    function test_stopStartComplete() {
        const f = follower("gravity", { acceleration: -1000 })
        const finished = spyOn(f, "finished")
        f.to = 500
        clock.advance(frame * 5)
        f.stop()
        const stopped = subject.value
        verify(!f.running && stopped > 0 && stopped < 500)
        verify(f.velocity === 0, "at rest after stop()")
        compare(finished.count, 0, "stop() does not finish")
        clock.advance(frame)
        verify(subject.value === stopped)
        f.start() // from rest where it stopped
        verify(f.running)
        compare(f.duration, milliseconds(Math.sqrt(2 * (500 - stopped) / 1000)))
        f.complete()
        verify(!f.running)
        verify(subject.value === 500)
        compare(finished.count, 1)
    }

    // Without `to`, a decay started with a velocity coasts to rest (a fling).
    function test_fling() {
        subject.value = 40
        const f = follower("decay", { lambda: 3 })
        f.velocity = 600
        verify(f.velocity === 600)
        f.start()
        // x0 + v0 (1 - e^(-3 t)) / 3, at rest on x0 + 200
        for (let i = 1; i <= 10; ++i) {
            clock.advance(frame)
            const s = i * frame / 1000
            verify(Math.abs(subject.value - (40 - 200 * Math.expm1(-3 * s))) <= 1e-9 * 200)
        }
        finish(f, 500)
        verify(subject.value === 240)
    }

    // Without `to`, a fling started with a velocity coasts to where Android's fling released
    // at it comes to rest, leaving with that velocity (it brakes harder than the spec's own).
    function test_flingCoasts() {
        subject.value = 40
        const f = follower("fling", {})
        f.velocity = 8000
        f.start()
        const model = createTemporaryObject(flingModel, testCase, { startPosition: 40, startVelocity: 8000 })
        const expected = motion("fling", {}, 40, 8000, model.finalPosition)
        clock.advance(frame)
        verify(Math.abs(subject.value - expected.x(frame / 1000)) <= 1e-9 * 7186, subject.value)
        finish(f, 500)
        verify(subject.value === model.finalPosition, subject.value + " vs " + model.finalPosition)
        verify(Math.floor(subject.value - 40) === 7186)
    }

    // `to` changed with no target or no property (issue 22: it did nothing, silently): a
    // warning, once until they are set; none while it is created (see test_declared).
    function test_toWithoutTarget() {
        const f = createTemporaryQmlObject("import Impetus\nSpringFollower { property: 'value' }", testCase)
        ignoreWarning(/SpringFollower: moves nothing to 70: it needs a target and a property$/)
        f.to = 70
        f.to = 80 // said once
        verify(!f.running)
        f.target = subject
        verify(f.running, "moves once it has a target")
        finish(f, 200)
        compare(subject.value, 80)
        const g = createTemporaryQmlObject("import Impetus\nSpringFollower {}", testCase)
        g.target = subject
        ignoreWarning(/SpringFollower: moves nothing to 5: it needs a target and a property$/)
        g.to = 5
        compare(subject.value, 80)
    }

    // A declared follower whose `to` differs from the property starts when created.
    function test_declared() {
        const f = createTemporaryQmlObject(
                    "import Impetus\nSpringFollower { property: 'value'; to: 70; dampingRatio: 0.5 }", testCase)
        verify(!f.running, "no target yet")
        f.target = subject
        verify(f.running)
        finish(f, 200)
        verify(subject.value === 70)
    }

    // `motion` takes a spec, a preset, a curve made by Impetus or a C++ Motion; the
    // follower plays it from the property's value to `to` and reads back its parameters.
    function test_motion_data() {
        const w = d => Math.pow(2 * Math.PI / d, 2)
        return [
            { tag: "preset", motion: () => "swiftui.bouncy", stiffness: w(0.5), dampingRatio: 0.7 },
            { tag: "spec", motion: () => "spring(stiffness: 500, dampingRatio: 0.6)", stiffness: 500, dampingRatio: 0.6 },
            { tag: "curve of Impetus.motion()", motion: () => Impetus.motion("material.standard.spatial.default"), stiffness: 700, dampingRatio: 0.9 },
            { tag: "Impetus::Motion from C++", motion: () => core.motion("spring(stiffness: 300, dampingRatio: 0.3)"), stiffness: 300, dampingRatio: 0.3 },
            { tag: "curve made in C++", motion: () => core.curve("spring(stiffness: 400, dampingRatio: 0.5)"), stiffness: 400, dampingRatio: 0.5 },
        ]
    }

    function test_motion(data) {
        const f = follower("spring", { motion: data.motion() })
        fuzzyCompare(f.stiffness, data.stiffness, 1e-12 * data.stiffness)
        fuzzyCompare(f.dampingRatio, data.dampingRatio, 1e-12)
        compare(f.mass, 1)
        verify(f.motion.startsWith("spring("), f.motion)
        const origin = clock.time
        f.to = 200
        const expected = motion("spring", { mass: 1, stiffness: f.stiffness, dampingRatio: f.dampingRatio }, 0, 0, 200)
        compare(f.duration, milliseconds(expected.settle))
        checkFrames(f, expected, origin, origin + f.duration, 200)
        finish(f, f.duration / frame + 2)
        verify(subject.value === 200)
    }

    // Parameters written as properties apply on top of `motion`, whatever the order QML
    // assigns them in, and stay when `motion` changes.
    function test_propertiesOverMotion_data() {
        return [
            { tag: "ratio before motion", qml: "SpringFollower { dampingRatio: 0.3; motion: 'material.standard.spatial.default' }" },
            { tag: "ratio after motion", qml: "SpringFollower { motion: 'material.standard.spatial.default'; dampingRatio: 0.3 }" },
        ]
    }

    function test_propertiesOverMotion(data) {
        const f = createTemporaryQmlObject("import Impetus\n" + data.qml, testCase)
        compare(f.motion, "spring(stiffness: 700, dampingRatio: 0.3)")
        f.motion = "material.standard.spatial.fast"
        compare(f.stiffness, 1400)
        compare(f.dampingRatio, 0.3, "written as a property, it stays")
        compare(f.motion, "spring(stiffness: 1400, dampingRatio: 0.3)")
    }

    // Written one after the other, the later of damping and dampingRatio counts
    // (MotionSpec::with()), whatever else was written before or after.
    function test_writeOrder_data() {
        return [
            { tag: "damping after ratio", writes: [["stiffness", 300], ["dampingRatio", 0.25], ["damping", 4], ["mass", 2]],
              spec: "spring(stiffness: 300, damping: 4, mass: 2)" },
            { tag: "damping after ratio, mass first", writes: [["mass", 2], ["dampingRatio", 0.25], ["stiffness", 300], ["damping", 4]],
              spec: "spring(stiffness: 300, damping: 4, mass: 2)" },
            { tag: "ratio after damping", writes: [["damping", 4], ["mass", 2], ["dampingRatio", 0.25], ["stiffness", 300]],
              spec: "spring(stiffness: 300, dampingRatio: 0.25, mass: 2)" },
            { tag: "ratio after damping, stiffness first", writes: [["stiffness", 300], ["damping", 4], ["dampingRatio", 0.25], ["mass", 2]],
              spec: "spring(stiffness: 300, dampingRatio: 0.25, mass: 2)" },
        ]
    }

    function test_writeOrder(data) {
        const f = follower("spring", {})
        for (const [name, value] of data.writes)
            f[name] = value
        const expected = follower("spring", { motion: data.spec })
        for (const name of ["mass", "stiffness", "damping", "dampingRatio"])
            verify(f[name] === expected[name], name + ": " + f[name] + ", expected " + expected[name])
        // The same spring: the same motion to the last bit.
        subject.value = 0
        f.to = 100
        const followed = []
        for (let i = 0; i < 10; ++i) {
            clock.advance(frame)
            followed.push(subject.value)
        }
        f.stop()
        subject.value = 0
        expected.to = 100
        for (let i = 0; i < 10; ++i) {
            clock.advance(frame)
            verify(subject.value === followed[i], "frame " + i + ": " + subject.value + " == " + followed[i])
        }
        expected.stop()
    }

    // Both in one declaration: QML's order of assignment is its own, so it is refused as
    // in a spec's text.
    function test_conflictingDeclaration() {
        ignoreWarning(/QML SpringFollower: (damping cannot be given with dampingRatio|dampingRatio cannot be given with damping): both set the same quantity$/)
        createTemporaryQmlObject("import Impetus\nSpringFollower { damping: 4; dampingRatio: 0.25 }", testCase)
    }

    // A target that is not finite, and a property whose values have no components to
    // move, are refused with a warning that names them: the property is never written.
    function test_badTargets_data() {
        return [
            { tag: "to: Infinity", property: "value", to: Infinity, message: /refuses to move value to Infinity: the values must be finite/ },
            { tag: "to: NaN", property: "value", to: NaN, message: /refuses to move value to NaN: the values must be finite/ },
            { tag: "Qt.point(NaN, 1)", property: "point", to: Qt.point(NaN, 1), message: /refuses to move point to Qt.point\(NaN, 1\): the values must be finite/ },
            { tag: "a string property", property: "text", to: 100,
              message: /cannot move text, a property of type QString: it moves real, int, point, size, rect, color and vector properties/ },
            { tag: "a list property", property: "numbers", to: [1, 2], message: /cannot (move|convert)/ },
        ]
    }

    function test_badVelocity() {
        const f = follower("spring", { to: 100 })
        clock.advance(frame)
        const before = f.velocity
        ignoreWarning(/SpringFollower: refuses the velocity NaN: it must be finite/)
        f.velocity = NaN
        compare(f.velocity, before)
        ignoreWarning(/SpringFollower: refuses the velocity Qt.point\(Infinity, 0\): it must be finite/)
        f.velocity = Qt.point(Infinity, 0)
        clock.advance(frame)
        verify(isFinite(subject.value))
    }

    function test_badTargets(data) {
        const before = subject[data.property]
        ignoreWarning(data.message)
        const f = follower("spring", { property: data.property, to: data.to })
        clock.advance(frame)
        verify(!f.running)
        compare(subject[data.property], before)
        compare(subject.text, "text")
    }
}
