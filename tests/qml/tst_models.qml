// SPDX-License-Identifier: MIT
// The model objects against the impetus tool: the same parameters, given to a model object
// here and to `impetus sample` / `impetus info` (run by the runner's `cli`), must give the
// same positions, velocities, settle times and final positions. The tool's values are
// printed with 17 significant digits, which read back exactly, and both evaluate the same
// closed forms, so they must agree exactly.
import QtQuick
import QtTest
import Impetus

TestCase {
    id: testCase
    name: "Models"

    Component { id: springModel; SpringModel {} }
    Component { id: decayModel; DecayModel {} }
    Component { id: gravityModel; GravityModel {} }
    Component { id: bounceModel; BounceModel {} }

    function init() {
        failOnWarning(/./) // no warning but those a test expects
    }

    function component(type) {
        return { spring: springModel, decay: decayModel, gravity: gravityModel, bounce: bounceModel }[type]
    }

    // The tool's options for a model object's properties.
    function cliArguments(type, p) {
        const option = (name, value) => "--" + name + "=" + String(value)
        switch (type) {
        case "spring":
            return ["spring", option("mass", p.mass), option("stiffness", p.stiffness),
                    p.damping !== undefined ? option("damping", p.damping) : option("damping-ratio", p.dampingRatio),
                    option("x0", p.startPosition - (p.restPosition || 0)), option("v0", p.startVelocity)]
        case "decay":
            return ["decay", option("x0", p.startPosition), option("v0", p.startVelocity),
                    p.friction !== undefined ? option("friction", p.friction) : option("lambda", p.lambda)]
        case "gravity":
            return ["gravity", option("x0", p.startPosition), option("v0", p.startVelocity),
                    option("acceleration", p.acceleration)]
        case "bounce":
            return ["bounce", p.startVelocity > 0 ? option("v0", p.startVelocity) : option("height", p.startPosition),
                    option("restitution", p.restitution), option("gravity", p.gravity)]
                    .concat(p.maxBounces !== undefined ? [option("max-bounces", p.maxBounces)] : [])
        }
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
        ]
    }

    function test_matchesTheTool(data) {
        const model = createTemporaryObject(component(data.type), testCase, data.properties)
        verify(model.valid, model.error)
        const args = cliArguments(data.type, data.properties)
        const rows = cli.sample(args, data.times)
        compare(rows.length, data.times.length, "impetus " + args.join(" "))
        const rest = data.properties.restPosition || 0
        for (const row of rows) {
            verify(model.position(row.t) === row.position + rest,
                   "position(" + row.t + ") = " + model.position(row.t) + ", the tool says " + (row.position + rest))
            verify(model.velocity(row.t) === row.velocity,
                   "velocity(" + row.t + ") = " + model.velocity(row.t) + ", the tool says " + row.velocity)
        }
        const info = cli.info(args)
        verify(model.settleTime === info.settle_time,
               "settleTime = " + model.settleTime + ", the tool says " + info.settle_time)
        if (isFinite(info.final_position))
            verify(model.finalPosition === info.final_position + rest,
                   "finalPosition = " + model.finalPosition + ", the tool says " + info.final_position)
        else
            verify(!isFinite(model.finalPosition), "finalPosition = " + model.finalPosition + ", the tool says unbounded")
        if (data.type === "bounce")
            verify(model.restTime === info.rest_time, "restTime = " + model.restTime + ", the tool says " + info.rest_time)
    }

    // The tolerance of settleTime is the tool's --tolerance.
    function test_tolerance_data() {
        return [
            { tag: "spring, half a unit", type: "spring", tolerance: 0.5,
              properties: { mass: 2, stiffness: 300, damping: 4, startPosition: 10, startVelocity: -30 } },
            { tag: "decay, 1e-6", type: "decay", tolerance: 1e-6,
              properties: { startPosition: 10, startVelocity: 300, lambda: 2 } },
            { tag: "bounce, 2 units", type: "bounce", tolerance: 2,
              properties: { startPosition: 100, startVelocity: 0, restitution: 0.5, gravity: -2000 } },
        ]
    }

    function test_tolerance(data) {
        const model = createTemporaryObject(component(data.type), testCase, data.properties)
        model.tolerance = data.tolerance
        const info = cli.info(cliArguments(data.type, data.properties).concat(["--tolerance=" + data.tolerance]))
        verify(info.settle_time > 0)
        verify(model.settleTime === info.settle_time, "settleTime = " + model.settleTime + ", the tool says " + info.settle_time)
        verify(model.isAtRest(info.settle_time) && !model.isAtRest(info.settle_time * 0.99))
    }

    // Of damping and dampingRatio, the one written last counts, whatever order QML takes
    // the declaration in; the other reads the value derived from it.
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
}
