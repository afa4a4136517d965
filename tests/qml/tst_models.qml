// SPDX-License-Identifier: MIT
// The model objects against the impetus tool: the same parameters, given to a model object
// here as properties and to `impetus sample` / `impetus info` (run by the runner's `cli`)
// as a spec's text, must give the same positions, velocities, settle times and final
// positions. The tool's values are printed in forms that read back exactly, and both
// resolve the spec with MotionSpec and evaluate the same closed forms, so they must agree
// exactly. Also: the spec's defaults, `motion`, and the order in which parameters are
// written.
import QtQuick
import QtTest
import Impetus
import "closedforms.js" as ClosedForms

TestCase {
    id: testCase
    name: "Models"

    Component { id: springModel; SpringModel {} }
    Component { id: decayModel; DecayModel {} }
    Component { id: gravityModel; GravityModel {} }
    Component { id: bounceModel; BounceModel {} }
    Component { id: flingModel; FlingModel {} }

    function init() {
        failOnWarning(/./) // no warning but those a test expects
    }

    function component(type) {
        return { spring: springModel, decay: decayModel, gravity: gravityModel, bounce: bounceModel, fling: flingModel }[type]
    }

    // The tool's --motion for a model object's properties: the spec's text, written here.
    function cliArguments(type, p) {
        const parameters = Object.keys(p).map(name => name + ": " + String(p[name]))
        return ["--motion=" + type + "(" + parameters.join(", ") + ")"]
    }

    function test_matchesTheTool_data() {
        const times = [-0.1, 0, 0.004, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 7]
        const ahead = [0, 0.004, 0.05, 0.1, 0.25, 0.5, 0.9, 1.3, 2.5]
        return [
            { tag: "spring underdamped, mass 2, thrown back", type: "spring", times: times,
              properties: { mass: 2, stiffness: 300, damping: 4, startPosition: 10, startVelocity: -30 } },
            { tag: "spring critically damped by ratio, mass 0.5", type: "spring", times: times,
              properties: { mass: 0.5, stiffness: 50, dampingRatio: 1, startPosition: -20, startVelocity: 100 } },
            { tag: "spring overdamped, negative velocity", type: "spring", times: times,
              properties: { mass: 1, stiffness: 10, damping: 30, startPosition: 5, startVelocity: -40 } },
            { tag: "spring undamped (never settles)", type: "spring", times: times,
              properties: { mass: 3, stiffness: 40, damping: 0, startPosition: 3, startVelocity: 0 } },
            { tag: "spring ratio 0.2 about a rest position", type: "spring", times: times,
              properties: { mass: 1.5, stiffness: 200, dampingRatio: 0.2, startPosition: 40, startVelocity: 25, restPosition: 15 } },
            { tag: "decay lambda 2", type: "decay", times: times,
              properties: { startPosition: 10, startVelocity: 300, lambda: 2 } },
            { tag: "decay friction 0.1, negative velocity", type: "decay", times: times,
              properties: { startPosition: -5, startVelocity: -250, friction: 0.1 } },
            { tag: "gravity thrown up", type: "gravity", times: times,
              properties: { startPosition: 0, startVelocity: 300, acceleration: -980 } },
            { tag: "bounce dropped", type: "bounce", times: ahead,
              properties: { startPosition: 100, startVelocity: 0, restitution: 0.5, gravity: -2000 } },
            { tag: "bounce launched, three bounces at most", type: "bounce", times: ahead,
              properties: { startPosition: 0, startVelocity: 400, restitution: 0.7, gravity: -1000, maxBounces: 3 } },
            { tag: "fling, Android's 8000 px/s", type: "fling", times: times,
              properties: { startPosition: 0, startVelocity: 8000 } },
            { tag: "fling to an end, friction and density", type: "fling", times: times,
              properties: { startPosition: 300, endPosition: -20, friction: 0.03, density: 2.625 } },
        ]
    }

    function test_matchesTheTool(data) {
        const model = createTemporaryObject(component(data.type), testCase, data.properties)
        verify(model.valid, model.error)
        const args = cliArguments(data.type, data.properties)
        const rows = cli.sample(args, data.times)
        compare(rows.length, data.times.length, "impetus " + args.join(" "))
        for (const row of rows) {
            verify(model.position(row.t) === row.position,
                   "position(" + row.t + ") = " + model.position(row.t) + ", the tool says " + row.position)
            verify(model.velocity(row.t) === row.velocity,
                   "velocity(" + row.t + ") = " + model.velocity(row.t) + ", the tool says " + row.velocity)
        }
        const info = cli.info(args)
        verify(model.settleTime === info.settle_time,
               "settleTime = " + model.settleTime + ", the tool says " + info.settle_time)
        if (isFinite(info.final_position))
            verify(model.finalPosition === info.final_position,
                   "finalPosition = " + model.finalPosition + ", the tool says " + info.final_position)
        else
            verify(!isFinite(model.finalPosition), "finalPosition = " + model.finalPosition + ", the tool says unbounded")
        if (data.type === "bounce")
            verify(model.restTime === info.rest_time, "restTime = " + model.restTime + ", the tool says " + info.rest_time)
        if (data.type === "fling") {
            verify(model.duration === info.rest_time, "duration = " + model.duration + ", the tool says " + info.rest_time)
            verify(model.distance === info.distance, "distance = " + model.distance + ", the tool says " + info.distance)
            verify(model.startVelocity === info.start_velocity,
                   "startVelocity = " + model.startVelocity + ", the tool says " + info.start_velocity)
        }
    }

    // Issue 24: Android's fling, from its definitions (closedforms.js): 8000 px/s at density
    // 1 travels 7186.36 px, leaving at 0.35 D v; given an end instead, it comes to rest there.
    function test_fling() {
        const model = createTemporaryObject(flingModel, testCase, { startPosition: 0, startVelocity: 8000 })
        verify(model.valid, model.error)
        compare(model.friction, 0.015)
        compare(model.density, 1)
        // OverScroller's definitions, written here.
        const D = Math.log(0.78) / Math.log(0.9), fc = 0.015 * 9.80665 * 39.37 * 160 * 0.84
        const l = Math.log(0.35 * 8000 / fc), T = Math.exp(l / (D - 1)), d = fc * Math.exp(D / (D - 1) * l)
        verify(Math.floor(model.distance) === 7186 && Math.abs(model.distance - d) <= 1e-12 * d,
               "distance " + model.distance + ", expected " + d)
        verify(Math.abs(model.duration - T) <= 1e-13 * T, "duration " + model.duration + ", expected " + T)
        verify(Math.abs(model.velocity(0) - D * d / T) <= 1e-12 * 8000, "velocity(0) " + model.velocity(0))
        verify(Math.abs(model.velocity(0) / 8000 - 0.35 * D) <= 1e-15)
        for (const t of [0.1, 1, 2.5])
            verify(Math.abs(model.position(t) - d * (1 - Math.pow(1 - t / T, D))) <= 1e-12 * d, "at " + t)
        verify(model.position(model.duration) === model.finalPosition)
        verify(Math.abs(model.timeToReach(model.distance / 2) - T * (1 - Math.pow(2, -1 / D))) <= 1e-13 * T)
        const toEnd = createTemporaryObject(flingModel, testCase, { endPosition: 40, density: 3 })
        verify(toEnd.valid, toEnd.error)
        verify(Math.abs(toEnd.finalPosition - 40) <= 1e-13, "finalPosition " + toEnd.finalPosition)
        verify(toEnd.startVelocity < 0, "released downwards: " + toEnd.startVelocity)
        ignoreWarning(/FlingModel: density must be > 0, but got 0$/)
        toEnd.density = 0
        verify(!toEnd.valid)
        compare(toEnd.error, "density must be > 0, but got 0")
        compare(toEnd.duration, 0)
    }

    // The tolerance of settleTime is the spec's, a fraction of the distance, as the tool's.
    function test_tolerance_data() {
        return [
            { tag: "spring, 5 % (half a unit of 10)", type: "spring", tolerance: 0.05,
              properties: { mass: 2, stiffness: 300, damping: 4, startPosition: 10, startVelocity: -30 } },
            { tag: "decay, 1e-6", type: "decay", tolerance: 1e-6,
              properties: { startPosition: 10, startVelocity: 300, lambda: 2 } },
            { tag: "bounce, 2 % (2 units of 100)", type: "bounce", tolerance: 0.02,
              properties: { startPosition: 100, startVelocity: 0, restitution: 0.5, gravity: -2000 } },
            { tag: "fling, 1e-5", type: "fling", tolerance: 1e-5,
              properties: { startPosition: 10, startVelocity: -3000, friction: 0.02 } },
        ]
    }

    function test_tolerance(data) {
        const model = createTemporaryObject(component(data.type), testCase, data.properties)
        model.tolerance = data.tolerance
        compare(model.tolerance, data.tolerance)
        const info = cli.info(cliArguments(data.type, Object.assign({ tolerance: data.tolerance }, data.properties)))
        verify(info.settle_time > 0)
        verify(model.settleTime === info.settle_time, "settleTime = " + model.settleTime + ", the tool says " + info.settle_time)
        verify(model.isAtRest(info.settle_time) && !model.isAtRest(info.settle_time * 0.99))
        // Within the fraction of the distance from then on.
        const band = data.tolerance * Math.abs(model.finalPosition - model.startPosition)
        for (const k of [1, 1.01, 1.5, 3])
            verify(Math.abs(model.position(info.settle_time * k) - model.finalPosition) <= band)
        model.tolerance = undefined
        compare(model.tolerance, 0.001, "reset to the spec's default")
    }

    // Declared in any order, the parameters make one spec; the one of damping and
    // dampingRatio given reads back as written, the other as derived from it.
    function test_dampingParameters_data() {
        return [
            { tag: "damping before stiffness", qml: "SpringModel { damping: 4; stiffness: 300; mass: 2 }",
              damping: 4, ratio: 4 / (2 * Math.sqrt(300 * 2)) },
            { tag: "damping after stiffness", qml: "SpringModel { mass: 2; stiffness: 300; damping: 4 }",
              damping: 4, ratio: 4 / (2 * Math.sqrt(300 * 2)) },
            { tag: "ratio before mass", qml: "SpringModel { dampingRatio: 0.25; mass: 2; stiffness: 300 }",
              damping: 2 * 0.25 * Math.sqrt(300 * 2), ratio: 0.25 },
        ]
    }

    function test_dampingParameters(data) {
        const model = createTemporaryQmlObject("import Impetus\n" + data.qml, testCase)
        fuzzyCompare(model.damping, data.damping, 1e-12 * data.damping)
        fuzzyCompare(model.dampingRatio, data.ratio, 1e-12 * data.ratio)
        // Changing the mass keeps the parameter given, and changes the derived one.
        const given = data.tag.startsWith("damping") ? "damping" : "dampingRatio"
        const before = model[given]
        model.mass = 8
        verify(model[given] === before, given + " was kept")
        const ratio = model.damping / (2 * Math.sqrt(model.stiffness * model.mass))
        fuzzyCompare(model.dampingRatio, ratio, 1e-12 * ratio)
    }

    // Written one after the other, the later of damping and dampingRatio counts, whatever
    // else was written before or after: the same spring, bit for bit, as the spec's text.
    function test_writeOrder_data() {
        return [
            { tag: "damping after ratio", writes: [["stiffness", 300], ["dampingRatio", 0.25], ["damping", 4], ["mass", 2]],
              spec: "spring(mass: 2, stiffness: 300, damping: 4)" },
            { tag: "damping after ratio, mass first", writes: [["mass", 2], ["dampingRatio", 0.25], ["stiffness", 300], ["damping", 4]],
              spec: "spring(mass: 2, stiffness: 300, damping: 4)" },
            { tag: "ratio after damping", writes: [["damping", 4], ["mass", 2], ["dampingRatio", 0.25], ["stiffness", 300]],
              spec: "spring(mass: 2, stiffness: 300, dampingRatio: 0.25)" },
            { tag: "ratio after damping, stiffness first", writes: [["stiffness", 300], ["damping", 4], ["dampingRatio", 0.25], ["mass", 2]],
              spec: "spring(mass: 2, stiffness: 300, dampingRatio: 0.25)" },
            { tag: "duration, then mass: the duration is kept", writes: [["mass", 3], ["startPosition", 10]],
              spec: "spring(mass: 3, startPosition: 10)" },
        ]
    }

    function test_writeOrder(data) {
        const model = createTemporaryObject(springModel, testCase)
        for (const [name, value] of data.writes)
            model[name] = value
        verify(model.valid, model.error)
        for (const t of [0, 0.01, 0.1, 0.3, 1])
            verify(model.position(t) === core.position(data.spec, t), "at " + t + ": " + model.position(t) + ", C++ says " + core.position(data.spec, t))
    }

    // A model alone is the spec's default motion: from 100 to its end at 0, gravity and
    // acceleration negative; the properties read the spec's defaults and derived values.
    function test_defaults_data() {
        const w = Math.pow(2 * Math.PI / 0.5, 2)
        return [
            { tag: "spring", type: "spring", reads: { startPosition: 100, startVelocity: 0, restPosition: 0, mass: 1, stiffness: w, dampingRatio: 1, tolerance: 0.001 } },
            { tag: "decay", type: "decay", reads: { startPosition: 100, startVelocity: -200, lambda: 2, friction: Math.exp(-2), tolerance: 0.001 } },
            { tag: "gravity", type: "gravity", reads: { startPosition: 100, startVelocity: 0, acceleration: -2000 } },
            { tag: "bounce", type: "bounce", reads: { startPosition: 100, startVelocity: 0, gravity: -2000, restitution: 0.5, maxBounces: -1, tolerance: 0.001 } },
        ]
    }

    function test_defaults(data) {
        const model = createTemporaryObject(component(data.type), testCase)
        verify(model.valid, model.error)
        compare(model.motion, data.type + "()")
        for (const name in data.reads)
            fuzzyCompare(model[name], data.reads[name], 1e-15 * Math.abs(data.reads[name]), name)
        for (const t of [0, 0.05, 0.2, 0.4])
            verify(model.position(t) === core.position(data.type + "()", t), "at " + t)
        verify(model.position(0.2) < 100, "towards its end at 0")
    }

    // `motion` takes a spec, a preset, a curve made by Impetus or a C++ Motion or Easing;
    // properties written apply on top of it, whatever the order.
    function test_motion_data() {
        return [
            { tag: "preset", type: "spring", motion: () => "material.expressive.spatial.default", spec: "material.expressive.spatial.default" },
            { tag: "preset with a parameter changed", type: "spring", motion: () => "swiftui.bouncy(startVelocity: 300)", spec: "swiftui.bouncy(startVelocity: 300)" },
            { tag: "curve of Impetus.motion()", type: "bounce", motion: () => Impetus.motion("bounce(restitution: 0.7)"), spec: "bounce(restitution: 0.7)" },
            { tag: "C++ Impetus::Motion", type: "decay", motion: () => core.motion("decay(startPosition: 5, startVelocity: 300, lambda: 3)"),
              spec: "decay(startPosition: 5, startVelocity: 300, lambda: 3)" },
            { tag: "C++ Impetus::Easing", type: "gravity", motion: () => core.easing("gravity(startVelocity: 50, acceleration: -980)"),
              spec: "gravity(startVelocity: 50, acceleration: -980)" },
            { tag: "C++ curve", type: "spring", motion: () => core.curve("spring(stiffness: 200, damping: 3)"), spec: "spring(stiffness: 200, damping: 3)" },
        ]
    }

    function test_motion(data) {
        const model = createTemporaryObject(component(data.type), testCase, { motion: data.motion() })
        verify(model.valid, model.error)
        for (const t of [0, 0.01, 0.1, 0.3, 1])
            verify(model.position(t) === core.position(data.spec, t), "at " + t + ": " + model.position(t) + ", C++ says " + core.position(data.spec, t))
        verify(model.motion.startsWith(data.type + "("), model.motion)
        // And back to C++: the text it reads back is the same motion, bit for bit.
        for (const t of [0, 0.01, 0.1, 0.3, 1])
            verify(core.position(model.motion, t) === model.position(t), model.motion + " at " + t)
    }

    function test_propertiesOverMotion_data() {
        return [
            { tag: "startPosition before motion", qml: "SpringModel { startPosition: 0; restPosition: 1; motion: 'swiftui.bouncy' }" },
            { tag: "startPosition after motion", qml: "SpringModel { motion: 'swiftui.bouncy'; startPosition: 0; restPosition: 1 }" },
        ]
    }

    function test_propertiesOverMotion(data) {
        const model = createTemporaryQmlObject("import Impetus\n" + data.qml, testCase)
        const spec = "swiftui.bouncy(startPosition: 0, restPosition: 1)"
        verify(model.position(0.1) === core.position(spec, 0.1))
        model.motion = "swiftui.snappy"
        verify(model.position(0.1) === core.position("swiftui.snappy(startPosition: 0, restPosition: 1)", 0.1),
               "the properties written stay")
    }

    function test_motionOfAnotherModel() {
        const model = createTemporaryObject(springModel, testCase, { motion: "swiftui.smooth" })
        ignoreWarning(/QML SpringModel: the motion must be a spring, but got bounce\(restitution: 0\.6\)$/)
        model.motion = "bounce(restitution: 0.6)"
        verify(model.valid)
        compare(model.motion, "spring(duration: 0.5, bounce: 0)")
    }

    // The model objects in bindings: properties notify, position(t) follows t.
    Item {
        id: bound
        property real time: 0
        property SpringModel spring: SpringModel { mass: 1; stiffness: 100; dampingRatio: 0.5; startPosition: 50 }
        property real position: spring.position(time)
        property real settle: spring.settleTime
    }

    function test_bindings() {
        const spring = bound.spring
        for (const t of [0.1, 0.37, 2]) {
            bound.time = t
            verify(bound.position === spring.position(t))
            // x(t) = e^(-zeta w t) (x0 cos(wd t) + zeta w x0 sin(wd t) / wd), w = 10, zeta = 0.5
            const wd = 10 * Math.sqrt(0.75)
            const expected = Math.exp(-5 * t) * (50 * Math.cos(wd * t) + 5 * 50 * Math.sin(wd * t) / wd)
            fuzzyCompare(bound.position, expected, 1e-12 * 50)
        }
        const spy = createTemporaryQmlObject("import QtTest\nSignalSpy { signalName: 'motionChanged' }", testCase)
        spy.target = spring
        const settle = bound.settle
        spring.stiffness = 400
        compare(spy.count, 1)
        verify(bound.settle < settle, "a stiffer spring settles sooner: " + bound.settle + " < " + settle)
        spring.stiffness = 100
    }

    // A binding that calls a function with a constant argument is evaluated with the
    // model's declared parameters, and again whenever a parameter changes.
    Item {
        id: constantTime
        property SpringModel spring: SpringModel { stiffness: 200; dampingRatio: 0.3; startPosition: 0; restPosition: 100 }
        property real position: spring.position(0.1)
        property real velocity: spring.velocity(0.1)
        property bool atRest: spring.isAtRest(3)
        property DecayModel decay: DecayModel { lambda: 3 }
        property real reach: decay.timeToReach(50)
    }

    function test_functionsInBindings() {
        const spring = constantTime.spring
        let expected = ClosedForms.spring({ stiffness: 200, dampingRatio: 0.3 }, 0, 0, 100)
        fuzzyCompare(constantTime.position, expected.x(0.1), 1e-12 * 100)
        fuzzyCompare(constantTime.velocity, expected.v(0.1), 1e-11 * 100)
        verify(constantTime.atRest)
        spring.stiffness = 400
        expected = ClosedForms.spring({ stiffness: 400, dampingRatio: 0.3 }, 0, 0, 100)
        fuzzyCompare(constantTime.position, expected.x(0.1), 1e-12 * 100)
        fuzzyCompare(constantTime.velocity, expected.v(0.1), 1e-11 * 100)
        spring.dampingRatio = 0.01
        verify(!constantTime.atRest, "barely damped, still moving at 3 s")
        spring.dampingRatio = 0.3
        spring.stiffness = 200
        // From 100 to rest at 0 with rate lambda: 100 e^(-lambda t) = 50.
        fuzzyCompare(constantTime.reach, Math.log(2) / 3, 1e-14)
        constantTime.decay.lambda = 5
        fuzzyCompare(constantTime.reach, Math.log(2) / 5, 1e-14)
        constantTime.decay.lambda = 3
    }
}
