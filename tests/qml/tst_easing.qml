// SPDX-License-Identifier: MIT
// The Impetus singleton's easing curves, run by Qt Quick's own NumberAnimation frame by
// frame (the runner's clock drives the animation timer), against the models they
// normalise: model objects (themselves checked against the impetus tool in tst_models)
// or closed forms written here. A curve maps progress p to (x(p T) - x(0)) / (x_end - x(0))
// over the physical duration T; a settling spring or decay blends the last tolerance of
// the distance in over the last 20 % of the progress.
import QtQuick
import QtTest
import Impetus

TestCase {
    id: testCase
    name: "Easing"

    QtObject { id: subject; property real value: 0 }
    Component { id: numberAnimation; NumberAnimation { target: subject; property: "value"; from: 0; to: 1000 } }
    Component { id: springModel; SpringModel { startPosition: 0; restPosition: 1 } }
    Component { id: bounceModel; BounceModel { startPosition: 1 } }

    readonly property real distance: 1000
    readonly property real tolerance: 1e-3  // the easings' default, a fraction of the distance
    readonly property real blendFraction: 0.2

    function init() {
        failOnWarning(/./)
    }

    // The expected normalised motion of a row: f(seconds) and its physical duration.
    function expectation(data) {
        switch (data.expected) {
        case "spring": {
            const model = createTemporaryObject(springModel, testCase, data.model)
            return { f: t => model.position(t), duration: model.settleTime, blend: true }
        }
        case "decay": // x0 = 0, v0 = lambda: lands on 1, within tolerance after ln(1 / tolerance) / lambda
            return { f: t => -Math.expm1(-data.lambda * t), duration: Math.log(1 / tolerance) / data.lambda, blend: true }
        case "gravity": { // v t + a t^2 / 2 reaches 1 at the positive root
            const a = data.acceleration, v = data.velocity
            return { f: t => v * t + a * t * t / 2, duration: 2 / (v + Math.sqrt(v * v + 2 * a)), blend: false }
        }
        case "bounce": { // dropped from 1 onto 0: the easing is 1 - height, until the ball rests
            const model = createTemporaryObject(bounceModel, testCase, data.model)
            return { f: t => 1 - model.position(t), duration: model.restTime, blend: false }
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
            { tag: "spring mass 2, stiffness 300, damping 10, thrown back", curve: Impetus.spring({ mass: 2, stiffness: 300, damping: 10, velocity: -3 }),
              expected: "spring", model: { mass: 2, stiffness: 300, damping: 10, startVelocity: -3 } },
            { tag: "spring overdamped, ratio 2", curve: Impetus.spring({ stiffness: 100, dampingRatio: 2 }),
              expected: "spring", model: { stiffness: 100, dampingRatio: 2 } },
            { tag: "spring settlingDuration 0.8, ratio 0.6", curve: Impetus.spring({ settlingDuration: 0.8, dampingRatio: 0.6 }),
              // the envelope e^(-zeta w0 t) falls to 1e-3 in 0.8 s
              expected: "spring", model: { stiffness: Math.pow(Math.log(1000) / (0.6 * 0.8), 2), dampingRatio: 0.6 } },
            { tag: "spring defaults", curve: Impetus.spring(),
              expected: "spring", model: { stiffness: w(0.5), dampingRatio: 1 } },
            { tag: "decay lambda 3", curve: Impetus.decay({ lambda: 3 }), expected: "decay", lambda: 3 },
            { tag: "decay friction 0.05", curve: Impetus.decay({ friction: 0.05 }), expected: "decay", lambda: -Math.log(0.05) },
            { tag: "decay velocity 4", curve: Impetus.decay({ velocity: 4 }), expected: "decay", lambda: 4 },
            { tag: "gravity acceleration 8, velocity 1", curve: Impetus.gravity({ acceleration: 8, velocity: 1 }),
              expected: "gravity", acceleration: 8, velocity: 1 },
            { tag: "gravity thrown back", curve: Impetus.gravity({ acceleration: 20, velocity: -2 }),
              expected: "gravity", acceleration: 20, velocity: -2 },
            { tag: "bounce restitution 0.5", curve: Impetus.bounce({ restitution: 0.5 }),
              expected: "bounce", model: { restitution: 0.5, gravity: -8 } },
            { tag: "bounce restitution 0.3, two bounces, gravity 30", curve: Impetus.bounce({ restitution: 0.3, maxBounces: 2, gravity: 30 }),
              expected: "bounce", model: { restitution: 0.3, gravity: -30, maxBounces: 2 } },
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

    // easing.bezierCurve: at most 10 cubic segments (Qt 6.4's safe limit), close to the model.
    function test_bezierCurve_data() {
        return [
            { tag: "spring ratio 0.5", curve: Impetus.spring({ dampingRatio: 0.5 }), within: 2e-3,
              expected: "spring", model: { stiffness: Math.pow(4 * Math.PI, 2), dampingRatio: 0.5 } },
            { tag: "spring ratio 0.5, 4 segments", curve: Impetus.spring({ dampingRatio: 0.5 }), segments: 4, within: 0.05,
              expected: "spring", model: { stiffness: Math.pow(4 * Math.PI, 2), dampingRatio: 0.5 } },
            { tag: "decay lambda 3", curve: Impetus.decay({ lambda: 3 }), within: 2e-3, expected: "decay", lambda: 3 },
            { tag: "bounce restitution 0.5, three bounces", curve: Impetus.bounce({ restitution: 0.5, maxBounces: 3 }), within: 1e-9,
              expected: "bounce", model: { restitution: 0.5, gravity: -8, maxBounces: 3 } },
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

    function test_curveNotMadeByImpetus() {
        ignoreWarning(/^Impetus\.duration: the curve was not made by Impetus\.spring\(\), decay\(\), gravity\(\) or bounce\(\)$/)
        const animation = createTemporaryObject(numberAnimation, testCase, { duration: 400 })
        compare(Impetus.duration(animation.easing), 250)
        ignoreWarning(/^Impetus\.bezierCurve: the curve was not made by/)
        const line = Impetus.bezierCurve(animation.easing)
        compare(line.length, 6)
        verify(line[4] === 1 && line[5] === 1)
    }

    // A NumberAnimation's duration bound to the curve's physical duration, in QML.
    NumberAnimation {
        id: declared
        target: subject; property: "value"; from: 0; to: 1000
        easing: Impetus.spring({ dampingRatio: 0.3 })
        duration: Impetus.duration(easing)
    }

    function test_declaredAnimation() {
        const model = createTemporaryObject(springModel, testCase, { stiffness: Math.pow(4 * Math.PI, 2), dampingRatio: 0.3 })
        compare(declared.duration, Math.trunc(model.settleTime * 1000))
        declared.start()
        clock.advance(100)
        const p = 100 / declared.duration
        fuzzyCompare(subject.value, distance * model.position(p * model.settleTime), 1e-9)
        declared.stop()
    }
}
