// SPDX-License-Identifier: MIT
// The Impetus singleton's easing curves, run by Qt Quick's own NumberAnimation frame by
// frame (the runner's clock drives the animation timer), against the models they
// normalise: model objects (themselves checked against the impetus tool in tst_models)
// or closed forms written here; and against Impetus::Core in C++ (the runner's `core`),
// to the last bit. A spec alone runs from startPosition (100) to its end (0): a curve maps
// progress p to (x(p T) - x(0)) / (x_end - x(0)) over the physical duration T; a settling
// spring or decay blends the last tolerance of the distance in over the last 20 % of the
// progress.
import QtQuick
import QtTest
import Impetus

TestCase {
    id: testCase
    name: "Easing"

    QtObject { id: subject; property real value: 0 }
    Component { id: numberAnimation; NumberAnimation { target: subject; property: "value"; from: 0; to: 1000 } }
    Component { id: springModel; SpringModel {} }
    Component { id: bounceModel; BounceModel {} }

    readonly property real distance: 1000
    readonly property real tolerance: 1e-3  // the spec's default, a fraction of the distance
    readonly property real blendFraction: 0.2

    function init() {
        failOnWarning(/./)
    }

    // The expected normalised motion of a row: f(seconds) and its physical duration.
    function expectation(data) {
        switch (data.expected) {
        case "spring": {
            const model = createTemporaryObject(springModel, testCase, data.model)
            const x0 = model.startPosition, end = model.finalPosition
            return { f: t => (model.position(t) - x0) / (end - x0), duration: model.settleTime, blend: true }
        }
        case "decay": // from 100 to its rest: the fraction left is e^(-lambda t), within tolerance after ln(1 / tolerance) / lambda
            return { f: t => -Math.expm1(-data.lambda * t), duration: Math.log(1 / tolerance) / data.lambda, blend: true }
        case "gravity": { // 100 + v t + a t^2 / 2 falls onto 0 at 200 / (sqrt(v^2 - 200 a) - v)
            const a = data.acceleration, v = data.velocity
            return { f: t => -(v * t + a * t * t / 2) / 100, duration: 200 / (Math.sqrt(v * v - 200 * a) - v), blend: false }
        }
        case "bounce": { // from its height onto the ground at 0, until the ball rests
            const model = createTemporaryObject(bounceModel, testCase, data.model)
            const x0 = model.startPosition
            return { f: t => (model.position(t) - x0) / -x0, duration: model.restTime, blend: false }
        }
        }
    }

    function curves() {
        const w = d => Math.pow(2 * Math.PI / d, 2) // stiffness for a perceptual duration, mass 1
        return [
            { tag: "spring dampingRatio 0.4, duration 0.6", curve: Impetus.spring({ dampingRatio: 0.4, duration: 0.6 }),
              expected: "spring", model: { stiffness: w(0.6), dampingRatio: 0.4 } },
            { tag: "spring duration 0.5, bounce 0.3", curve: Impetus.spring({ duration: 0.5, bounce: 0.3 }),
              expected: "spring", model: { stiffness: w(0.5), dampingRatio: 0.7 } },
            { tag: "spring mass 2, stiffness 300, damping 10, thrown back", curve: Impetus.spring({ mass: 2, stiffness: 300, damping: 10, startVelocity: 300 }),
              expected: "spring", model: { mass: 2, stiffness: 300, damping: 10, startVelocity: 300 } },
            { tag: "spring overdamped, ratio 2", curve: Impetus.spring({ stiffness: 100, dampingRatio: 2 }),
              expected: "spring", model: { stiffness: 100, dampingRatio: 2 } },
            { tag: "spring settlingDuration 0.8, ratio 0.6", curve: Impetus.spring({ settlingDuration: 0.8, dampingRatio: 0.6 }),
              // the envelope e^(-zeta w0 t) falls to 1e-3 in 0.8 s
              expected: "spring", model: { stiffness: Math.pow(Math.log(1000) / (0.6 * 0.8), 2), dampingRatio: 0.6 } },
            { tag: "spring defaults", curve: Impetus.spring(),
              expected: "spring", model: { stiffness: w(0.5), dampingRatio: 1 } },
            { tag: "spring from 0 to 1, thrown back", curve: Impetus.spring({ startPosition: 0, restPosition: 1, startVelocity: -3, dampingRatio: 0.5 }),
              expected: "spring", model: { startPosition: 0, restPosition: 1, startVelocity: -3, stiffness: w(0.5), dampingRatio: 0.5 } },
            { tag: "decay lambda 3", curve: Impetus.decay({ lambda: 3 }), expected: "decay", lambda: 3 },
            { tag: "decay friction 0.05", curve: Impetus.decay({ friction: 0.05 }), expected: "decay", lambda: -Math.log(0.05) },
            { tag: "decay coasting with startVelocity 300", curve: Impetus.decay({ startVelocity: 300 }), expected: "decay", lambda: 2 },
            { tag: "gravity thrown up, acceleration -4000", curve: Impetus.gravity({ acceleration: -4000, startVelocity: 100 }),
              expected: "gravity", acceleration: -4000, velocity: 100 },
            { tag: "gravity thrown down", curve: Impetus.gravity({ startVelocity: -300 }),
              expected: "gravity", acceleration: -2000, velocity: -300 },
            { tag: "gravity defaults", curve: Impetus.gravity(), expected: "gravity", acceleration: -2000, velocity: 0 },
            { tag: "bounce restitution 0.5", curve: Impetus.bounce({ restitution: 0.5 }),
              expected: "bounce", model: { restitution: 0.5, gravity: -2000 } },
            { tag: "bounce restitution 0.3, two bounces, gravity -9000", curve: Impetus.bounce({ restitution: 0.3, maxBounces: 2, gravity: -9000 }),
              expected: "bounce", model: { restitution: 0.3, gravity: -9000, maxBounces: 2 } },
            { tag: "motion swiftui.bouncy", curve: Impetus.motion("swiftui.bouncy"),
              expected: "spring", model: { stiffness: w(0.5), dampingRatio: 0.7 } },
            { tag: "motion material.standard.spatial.default", curve: Impetus.motion("material.standard.spatial.default"),
              expected: "spring", model: { stiffness: 700, dampingRatio: 0.9 } },
            { tag: "motion impetus.bounceIntoView", curve: Impetus.motion("impetus.bounceIntoView"),
              expected: "bounce", model: { restitution: 0.5, gravity: -2000 } },
            { tag: "motion bounce launched", curve: Impetus.motion("bounce(startPosition: 50, startVelocity: 400, gravity: -3000)"),
              expected: "bounce", model: { startPosition: 50, startVelocity: 400, gravity: -3000 } },
        ]
    }

    function test_numberAnimation_data() {
        return curves()
    }

    function test_numberAnimation(data) {
        const expected = expectation(data)
        verify(expected.duration > 0 && isFinite(expected.duration))
        const physical = Impetus.duration(data.curve)
        fuzzyCompare(physical, expected.duration * 1000, 1e-12 * physical, "the physical duration, ms")

        const animation = createTemporaryObject(numberAnimation, testCase,
                                                { easing: data.curve, duration: Math.round(physical) })
        const D = animation.duration
        animation.start()
        let checked = 0
        for (let t = 7; t < D; t += 7) {
            clock.advance(7)
            const p = t / D
            const model = distance * expected.f(p * expected.duration)
            const allowed = distance * (1e-12 + (expected.blend && p > 1 - blendFraction ? tolerance : 0))
            verify(Math.abs(subject.value - model) <= allowed,
                   "at " + t + " of " + D + " ms: " + subject.value + ", the model gives " + model)
            ++checked
        }
        verify(checked > 20)
        clock.advance(7)
        verify(!animation.running)
        compare(subject.value, distance)
        verify(subject.value === distance, "ends exactly at 'to'")
    }

    // Every preset, and a few specs, give what C++ gives, to the last bit: the same curve
    // (the pool's function for Easing::fromSpec()) and the same duration.
    function test_sameAsCore_data() {
        const rows = core.presets().map(name => ({ tag: name, spec: name }))
        verify(rows.length >= 19, rows.length + " presets")
        return rows.concat([
            { tag: "a spring with everything", spec: "spring(mass: 2, stiffness: 300, damping: 10, startPosition: 3, startVelocity: -40, restPosition: 1, tolerance: 0.01)" },
            { tag: "a preset with a parameter changed", spec: "swiftui.bouncy(startVelocity: 300)" },
            { tag: "a decay reaching a mark", spec: "decay(lambda: 3, reach: 40)" },
            { tag: "gravity", spec: "gravity(startVelocity: 50)" },
            { tag: "a fling", spec: "fling(startPosition: 0, startVelocity: 8000, density: 2)" },
        ])
    }

    function test_sameAsCore(data) {
        const curve = Impetus.motion(data.spec)
        verify(core.isCurveOf(curve, data.spec), "the curve of Easing::fromSpec(\"" + data.spec + "\")")
        verify(Impetus.duration(curve) === core.duration(data.spec),
               Impetus.duration(curve) + " ms, C++ says " + core.duration(data.spec))
        verify(Impetus.duration(data.spec) === core.duration(data.spec), "the duration of the text itself")
        for (const p of [0.01, 0.1, 0.37, 0.5, 0.83, 0.99])
            verify(core.curveValue(curve, p) === core.valueForProgress(data.spec, p), "at " + p)
    }

    // A property reader: the same spec by parameters, by text and by preset name.
    function test_parametersAreTheSpec() {
        const curve = Impetus.spring({ duration: 0.5, bounce: 0.3 })
        verify(core.isCurveOf(curve, "spring(duration: 0.5, bounce: 0.3)"))
        verify(core.isCurveOf(curve, "swiftui.bouncy"))
        verify(core.isCurveOf(Impetus.bounce({ restitution: 0.6, gravity: -9.81 }), "bounce(restitution: 0.6, gravity: -9.81)"))
        verify(core.isCurveOf(Impetus.decay(), "impetus.flingTo"))
        verify(core.isCurveOf(Impetus.fling(), "android.fling"))
        verify(core.isCurveOf(Impetus.fling({ startVelocity: -3000, friction: 0.02 }), "fling(startVelocity: -3000, friction: 0.02)"))
    }

    // Curves and values made in C++ (Easing::toEasingCurve(), Motion, Easing) are read as
    // the curves made here.
    function test_cppValues_data() {
        return [
            { tag: "preset", spec: "swiftui.bouncy" },
            { tag: "decay", spec: "decay(lambda: 3)" },
            { tag: "bounce", spec: "bounce(restitution: 0.6, maxBounces: 4)" },
            { tag: "gravity", spec: "gravity(startVelocity: 50)" },
        ]
    }

    function test_cppValues(data) {
        const cppCurve = core.curve(data.spec)
        verify(Impetus.duration(cppCurve) === core.duration(data.spec))
        compare(Impetus.bezierCurve(cppCurve), Impetus.bezierCurve(data.spec))
        compare(Impetus.bezierCurve(cppCurve, 3), Impetus.bezierCurve(data.spec, 3))
        verify(core.isCurveOf(Impetus.motion(cppCurve), data.spec), "Impetus.motion(a C++ curve)")
        verify(core.isCurveOf(Impetus.motion(core.easing(data.spec)), data.spec), "Impetus.motion(Impetus::Easing)")
        verify(core.isCurveOf(Impetus.motion(core.motion(data.spec)), data.spec), "Impetus.motion(Impetus::Motion)")
        verify(Impetus.duration(core.motion(data.spec)) === core.duration(data.spec))
        verify(Impetus.duration(core.easing(data.spec)) === core.duration(data.spec))
    }

    // Every kind of argument that is not a motion: a warning naming it, and the documented
    // fallback (Linear, 250 ms, a straight line), never a crash.
    function test_badArgument_data() {
        const motion = "expects a motion \\(a spec such as \"spring\\(duration: 0.5, bounce: 0.3\\)\", a preset name, a curve made by Impetus, or an Impetus::Motion or Easing\\), but got "
        const rows = []
        const kinds = [
            { kind: "null", make: () => null, message: motion + "null" },
            { kind: "undefined", make: () => undefined, message: motion + "undefined" },
            { kind: "number", make: () => 0.5, message: motion + "0\\.5" },
            { kind: "boolean", make: () => true, message: motion + "true" },
            { kind: "object", make: () => ({ duration: 1 }), message: motion + "an object" },
            { kind: "array", make: () => [1, 2], message: motion + "an array" },
            { kind: "unknown name", make: () => "springy",
              message: "column 1: unknown model or preset 'springy': expected spring, decay, gravity, bounce or fling, or a preset \\(impetus presets lists them\\)" },
            { kind: "bad spec", make: () => "spring(mass: -1)", message: "column 8: mass must be > 0, but got -1" },
            { kind: "unfinished spec", make: () => "spring(mass: ", message: "column 14: mass must be a decimal number, but got the end of the spec" },
            { kind: "empty text", make: () => "", message: "column 1: expected a model \\(spring, decay, gravity, bounce or fling\\) or a preset name, but got the end of the spec" },
            { kind: "a stock curve", make: () => createTemporaryObject(numberAnimation, testCase).easing,
              message: "the curve was not made by Impetus \\(a QEasingCurve of type Linear\\)" },
            { kind: "an Impetus curve of a bad spec (linear)", make: () => { ignoreWarning(/^Impetus\.spring: /); return Impetus.spring({ mass: -1 }) },
              message: "the curve was not made by Impetus \\(a QEasingCurve of type Linear\\)" },
        ]
        for (const kind of kinds) {
            for (const f of ["motion", "duration", "bezierCurve"])
                rows.push({ tag: f + "(" + kind.kind + ")", function: f, make: kind.make, message: kind.message })
        }
        return rows
    }

    function test_badArgument(data) {
        const argument = data.make()
        ignoreWarning(new RegExp("^Impetus\\." + data.function + ": " + data.message + "$"))
        const result = Impetus[data.function](argument)
        switch (data.function) {
        case "motion":
            compare(result.type, Easing.Linear)
            break
        case "duration":
            verify(result === 250, String(result))
            break
        case "bezierCurve":
            compare(result, [1 / 3, 1 / 3, 2 / 3, 2 / 3, 1, 1])
            break
        }
    }

    // easing.bezierCurve: at most 10 cubic segments (Qt 6.4's safe limit), close to the model.
    function test_bezierCurve_data() {
        const w = d => Math.pow(2 * Math.PI / d, 2)
        return [
            { tag: "spring ratio 0.5", curve: Impetus.spring({ dampingRatio: 0.5 }), within: 2e-3,
              expected: "spring", model: { stiffness: w(0.5), dampingRatio: 0.5 } },
            { tag: "spring ratio 0.5, 4 segments", curve: Impetus.spring({ dampingRatio: 0.5 }), segments: 4, within: 0.05,
              expected: "spring", model: { stiffness: w(0.5), dampingRatio: 0.5 } },
            { tag: "spring ratio 0.5, by text", curve: "spring(dampingRatio: 0.5)", within: 2e-3,
              expected: "spring", model: { stiffness: w(0.5), dampingRatio: 0.5 } },
            { tag: "decay lambda 3", curve: Impetus.decay({ lambda: 3 }), within: 2e-3, expected: "decay", lambda: 3 },
            { tag: "bounce restitution 0.5, three bounces", curve: Impetus.bounce({ restitution: 0.5, maxBounces: 3 }), within: 1e-9,
              expected: "bounce", model: { restitution: 0.5, gravity: -2000, maxBounces: 3 } },
        ]
    }

    function test_bezierCurve(data) {
        const segments = data.segments || 10
        const list = data.segments ? Impetus.bezierCurve(data.curve, data.segments) : Impetus.bezierCurve(data.curve)
        verify(list.length >= 6 && list.length % 6 === 0 && list.length <= 6 * segments,
               list.length / 6 + " segments, at most " + segments)
        verify(list[list.length - 2] === 1 && list[list.length - 1] === 1, "ends at (1, 1)")
        for (let i = 0, x = 0; i < list.length; i += 2) {
            verify(list[i] >= x && list[i] <= 1, "progress increases")
            x = list[i]
        }

        const expected = expectation(data)
        const animation = createTemporaryObject(numberAnimation, testCase, { duration: 1000 })
        animation.easing.type = Easing.BezierSpline
        animation.easing.bezierCurve = list
        animation.start()
        for (let t = 5; t < 1000; t += 5) {
            clock.advance(5)
            const p = t / 1000
            const model = distance * expected.f(p * expected.duration)
            const allowed = distance * (data.within + (expected.blend && p > 1 - blendFraction ? tolerance : 0))
            verify(Math.abs(subject.value - model) <= allowed,
                   "at " + p + ": " + subject.value + ", the model gives " + model)
        }
        clock.advance(5)
        verify(subject.value === distance)
    }

    function test_bezierCurveSegments_data() {
        return [
            { tag: "11", segments: 11, named: "11" },
            { tag: "0", segments: 0, named: "0" },
            { tag: "2.5", segments: 2.5, named: "2\\.5" },
            { tag: "NaN", segments: NaN, named: "NaN" },
            { tag: "Infinity", segments: Infinity, named: "Infinity" },
            { tag: "text", segments: "a", named: "'a'" },
            { tag: "null", segments: null, named: "null" },
        ]
    }

    // A wrong maxSegments is named, not converted or truncated; 10 segments are used.
    function test_bezierCurveSegments(data) {
        ignoreWarning(new RegExp("^Impetus\\.bezierCurve: maxSegments must be a whole number in \\[1, 10\\], but got "
                                 + data.named + "; using 10$"))
        compare(Impetus.bezierCurve("swiftui.bouncy", data.segments), Impetus.bezierCurve("swiftui.bouncy", 10))
    }

    function test_bezierCurveSegmentsGiven() {
        compare(Impetus.bezierCurve("swiftui.bouncy", 3).length, 18)
        compare(Impetus.bezierCurve("swiftui.bouncy"), Impetus.bezierCurve("swiftui.bouncy", 10))
    }

    // A NumberAnimation's duration bound to the curve's physical duration, in QML.
    NumberAnimation {
        id: declared
        target: subject; property: "value"; from: 0; to: 1000
        easing: Impetus.motion("swiftui.bouncy")
        duration: Impetus.duration(easing)
    }

    function test_declaredAnimation() {
        const model = createTemporaryObject(springModel, testCase, { motion: "swiftui.bouncy" })
        compare(declared.duration, Math.trunc(model.settleTime * 1000))
        compare(declared.duration, Math.trunc(core.duration("swiftui.bouncy")))
        declared.start()
        clock.advance(100)
        const p = 100 / declared.duration
        fuzzyCompare(subject.value, distance * (100 - model.position(p * model.settleTime)) / 100, 1e-9)
        declared.stop()
    }
}
