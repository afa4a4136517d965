// SPDX-License-Identifier: MIT
// Bad parameters: a QML warning that names the element (or function), the parameter, the
// rule and the value, and never a NaN. Model objects keep the value and report it (valid,
// error) until it is fixed; followers refuse it and keep moving with the previous value;
// the easing functions return a linear curve.
import QtQuick
import QtTest
import Impetus

TestCase {
    id: testCase
    name: "BadParameters"

    QtObject { id: subject; property real value: 0 }
    Component { id: numberAnimation; NumberAnimation { target: subject; property: "value"; from: 0; to: 1000; duration: 1000 } }

    function init() {
        failOnWarning(/./) // every warning must be one a test expects
        subject.value = 0
    }

    function escaped(text) {
        return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
    }

    function test_model_data() {
        return [
            { tag: "SpringModel mass -1", qml: "SpringModel { startPosition: 5; mass: -1 }",
              message: "mass must be > 0, but got -1", fix: { mass: 2 } },
            { tag: "SpringModel stiffness 0", qml: "SpringModel { startPosition: 5; stiffness: 0 }",
              message: "stiffness must be > 0, but got 0", fix: { stiffness: 10 } },
            { tag: "SpringModel damping -3", qml: "SpringModel { startPosition: 5; damping: -3 }",
              message: "damping must be >= 0, but got -3", fix: { damping: 3 } },
            { tag: "SpringModel dampingRatio NaN", qml: "SpringModel { startPosition: 5; dampingRatio: NaN }",
              message: "dampingRatio must be finite, but got nan", fix: { dampingRatio: 0.5 } },
            { tag: "SpringModel restPosition Infinity", qml: "SpringModel { startPosition: 5; restPosition: Infinity }",
              message: "restPosition must be finite, but got inf", fix: { restPosition: 1 } },
            { tag: "SpringModel tolerance 0", qml: "SpringModel { startPosition: 5; tolerance: 0 }",
              message: "tolerance must be > 0, but got 0", fix: { tolerance: 0.5 } },
            { tag: "DecayModel friction -0.5", qml: "DecayModel { startPosition: 5; startVelocity: 10; friction: -0.5 }",
              message: "friction must be > 0, but got -0.5", fix: { friction: 0.5 } },
            { tag: "DecayModel startVelocity Infinity", qml: "DecayModel { startPosition: 5; startVelocity: Infinity }",
              message: "startVelocity must be finite, but got inf", fix: { startVelocity: 10 } },
            { tag: "GravityModel acceleration NaN", qml: "GravityModel { startPosition: 5; acceleration: NaN }",
              message: "acceleration must be finite, but got nan", fix: { acceleration: -9.8 } },
            { tag: "BounceModel restitution 1.5", qml: "BounceModel { startPosition: 5; restitution: 1.5 }",
              message: "restitution must be in [0, 1], but got 1.5", fix: { restitution: 0.5 } },
            { tag: "BounceModel below the ground", qml: "BounceModel { startPosition: -5 }",
              message: "startPosition must be >= 0, but got -5", fix: { startPosition: 5 } },
            { tag: "BounceModel gravity upwards", qml: "BounceModel { startPosition: 5; gravity: 10 }",
              message: "gravity must be < 0, but got 10", fix: { gravity: -10 } },
            { tag: "BounceModel maxBounces -3", qml: "BounceModel { startPosition: 5; maxBounces: -3 }",
              message: "maxBounces must be >= 0 (or -1 for no limit), but got -3", fix: { maxBounces: 2 } },
        ]
    }

    function test_model(data) {
        const element = data.qml.split(" ")[0]
        ignoreWarning(new RegExp("QML " + element + ": " + escaped(data.message) + "$"))
        const model = createTemporaryQmlObject("import Impetus\n" + data.qml, testCase)
        verify(!model.valid)
        compare(model.error, data.message)
        const held = isFinite(model.startPosition) ? model.startPosition : 0
        for (const t of [-1, 0, 0.1, 1, 100, Infinity, NaN]) {
            verify(model.position(t) === held, "held at the start: position(" + t + ") = " + model.position(t))
            verify(model.velocity(t) === 0, "at rest: velocity(" + t + ") = " + model.velocity(t))
        }
        verify(model.settleTime === 0)
        verify(model.finalPosition === held)

        for (const name in data.fix)
            model[name] = data.fix[name]
        verify(model.valid, model.error)
        compare(model.error, "")
        verify(!isNaN(model.position(0.1)) && !isNaN(model.settleTime))
    }

    Component { id: springFollower; SpringFollower { target: subject; property: "value" } }
    Component { id: decayFollower; DecayFollower { target: subject; property: "value" } }
    Component { id: gravityFollower; GravityFollower { target: subject; property: "value" } }
    Component { id: bounceFollower; BounceFollower { target: subject; property: "value" } }

    function test_follower_data() {
        return [
            { tag: "SpringFollower mass -1", component: springFollower, property: "mass", value: -1,
              message: "mass must be > 0, but got -1" },
            { tag: "SpringFollower dampingRatio -0.1", component: springFollower, property: "dampingRatio", value: -0.1,
              message: "dampingRatio must be >= 0, but got -0.1" },
            { tag: "SpringFollower stiffness NaN", component: springFollower, property: "stiffness", value: NaN,
              message: "stiffness must be finite, but got nan" },
            { tag: "SpringFollower tolerance -1", component: springFollower, property: "tolerance", value: -1,
              message: "tolerance must be > 0, but got -1" },
            { tag: "DecayFollower lambda 0", component: decayFollower, property: "lambda", value: 0,
              message: "lambda must be > 0, but got 0" },
            { tag: "DecayFollower friction 1.5", component: decayFollower, property: "friction", value: 1.5,
              message: "friction must be in (0, 1), but got 1.5" },
            { tag: "GravityFollower acceleration -5", component: gravityFollower, property: "acceleration", value: -5,
              message: "acceleration must be > 0, but got -5" },
            { tag: "BounceFollower restitution 2", component: bounceFollower, property: "restitution", value: 2,
              message: "restitution must be in [0, 1], but got 2" },
            { tag: "BounceFollower gravity 0", component: bounceFollower, property: "gravity", value: 0,
              message: "gravity must be > 0, but got 0" },
            { tag: "BounceFollower maxBounces -2", component: bounceFollower, property: "maxBounces", value: -2,
              message: "maxBounces must be >= 0 (or -1 for no limit), but got -2" },
        ]
    }

    function test_follower(data) {
        const f = createTemporaryObject(data.component, testCase)
        const element = data.tag.split(" ")[0]
        const before = f[data.property]
        ignoreWarning(new RegExp("QML " + element + ": " + escaped(data.message) + "$"))
        f[data.property] = data.value
        verify(f[data.property] === before, "refused: " + data.property + " is still " + before)
        // It still moves, finitely, and lands.
        f.to = 100
        verify(isFinite(f.duration) && f.duration > 0)
        for (let i = 0; f.running && i < 500; ++i) {
            clock.advance(16)
            verify(isFinite(subject.value) && isFinite(f.velocity), subject.value + ", " + f.velocity)
        }
        verify(subject.value === 100)
    }

    function test_easing_data() {
        return [
            { tag: "spring mass -1", make: () => Impetus.spring({ mass: -1 }),
              message: "Impetus.spring: mass must be > 0, but got -1" },
            { tag: "spring duration 0", make: () => Impetus.spring({ duration: 0, bounce: 0.2 }),
              message: "Impetus.spring: duration must be > 0, but got 0" },
            { tag: "spring unknown parameter", make: () => Impetus.spring({ dampingratio: 0.5 }),
              message: "Impetus.spring: unknown parameter 'dampingratio' (known: duration, bounce, dampingRatio, mass, stiffness, damping, settlingDuration, velocity, tolerance)" },
            { tag: "spring damping and dampingRatio", make: () => Impetus.spring({ stiffness: 100, damping: 3, dampingRatio: 0.5 }),
              message: "Impetus.spring: give damping or dampingRatio, not both" },
            { tag: "spring damping without stiffness", make: () => Impetus.spring({ damping: 3 }),
              message: "Impetus.spring: damping needs stiffness (or give dampingRatio)" },
            { tag: "spring stiffness and duration", make: () => Impetus.spring({ stiffness: 100, duration: 0.3 }),
              message: "Impetus.spring: give stiffness or duration, not both" },
            { tag: "spring not a number", make: () => Impetus.spring({ dampingRatio: "0.5" }),
              message: "Impetus.spring: dampingRatio must be a number, but got 0.5" },
            { tag: "spring not an object", make: () => Impetus.spring(0.5),
              message: "Impetus.spring: expects an object of named parameters, such as { duration: 1 }, but got 0.5" },
            { tag: "spring tolerance 2", make: () => Impetus.spring({ tolerance: 2 }),
              message: "Impetus.spring: tolerance must be in (0, 1), but got 2" },
            { tag: "spring velocity Infinity", make: () => Impetus.spring({ velocity: Infinity }),
              message: "Impetus.spring: startVelocity must be finite, but got inf" },
            { tag: "decay friction 2", make: () => Impetus.decay({ friction: 2 }),
              message: "Impetus.decay: friction must be in (0, 1), but got 2" },
            { tag: "decay lambda and velocity", make: () => Impetus.decay({ lambda: 2, velocity: 3 }),
              message: "Impetus.decay: give lambda or velocity, not both" },
            { tag: "decay lambda -1", make: () => Impetus.decay({ lambda: -1 }),
              message: "Impetus.decay: lambda must be > 0, but got -1" },
            { tag: "gravity acceleration 0", make: () => Impetus.gravity({ acceleration: 0 }),
              message: "Impetus.gravity: acceleration must be > 0, but got 0" },
            { tag: "bounce restitution -1", make: () => Impetus.bounce({ restitution: -1 }),
              message: "Impetus.bounce: restitution must be in [0, 1], but got -1" },
            { tag: "bounce gravity -8", make: () => Impetus.bounce({ gravity: -8 }),
              message: "Impetus.bounce: gravity must be > 0, but got -8" },
            { tag: "bounce maxBounces 1.5", make: () => Impetus.bounce({ maxBounces: 1.5 }),
              message: "Impetus.bounce: maxBounces must be an integer >= 0 (or -1 for no limit), but got 1.5" },
        ]
    }

    function test_easing(data) {
        ignoreWarning(new RegExp("^" + escaped(data.message) + "$"))
        const curve = data.make()
        compare(curve.type, Easing.Linear)
        const animation = createTemporaryObject(numberAnimation, testCase, { easing: curve })
        animation.start()
        clock.advance(250)
        verify(subject.value === 250, "linear: " + subject.value)
    }
}
