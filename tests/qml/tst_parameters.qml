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
              message: "tolerance must be in (0, 1), but got 0", fix: { tolerance: 0.5 } },
            { tag: "SpringModel tolerance 1 (a fraction of the distance)", qml: "SpringModel { startPosition: 5; tolerance: 1 }",
              message: "tolerance must be in (0, 1), but got 1", fix: { tolerance: 0.01 } },
            { tag: "SpringModel damping and dampingRatio declared together", qml: "SpringModel { startPosition: 5; damping: 3; dampingRatio: 0.5 }",
              message: /(damping cannot be given with dampingRatio|dampingRatio cannot be given with damping): both set the same quantity/,
              fix: { damping: 3 } },
            { tag: "SpringModel motion with a bad parameter", qml: "SpringModel { startPosition: 5; motion: 'spring(mass: -1)' }",
              message: "column 8: mass must be > 0, but got -1", fix: { motion: "spring(mass: 2)" } },
            { tag: "SpringModel motion that does not parse", qml: "SpringModel { startPosition: 5; motion: 'spring(mass: 1' }",
              message: "column 15: expected ',' or ')' after the value of mass, but got the end of the spec", fix: { motion: "swiftui.snappy" } },
            { tag: "SpringModel motion of no known name", qml: "SpringModel { startPosition: 5; motion: 'swiftui.boucny' }",
              message: "column 1: unknown model or preset 'swiftui.boucny': expected spring, decay, gravity, bounce or fling, or a preset (impetus presets lists them)",
              fix: { motion: "swiftui.bouncy" } },
            { tag: "DecayModel friction -0.5", qml: "DecayModel { startPosition: 5; startVelocity: 10; friction: -0.5 }",
              message: "friction must be > 0, but got -0.5", fix: { friction: 0.5 } },
            { tag: "DecayModel startVelocity Infinity", qml: "DecayModel { startPosition: 5; startVelocity: Infinity }",
              message: "startVelocity must be finite, but got inf", fix: { startVelocity: 10 } },
            { tag: "GravityModel acceleration NaN", qml: "GravityModel { startPosition: 5; acceleration: NaN }",
              message: "acceleration must be finite, but got nan", fix: { acceleration: -9.8 } },
            { tag: "GravityModel tolerance (it lands exactly)", qml: "GravityModel { startPosition: 5; tolerance: 0.01 }",
              message: "unknown parameter 'tolerance' for a gravity (it takes startPosition, startVelocity, acceleration, reach)",
              fix: { tolerance: undefined } },
            { tag: "BounceModel restitution 1.5", qml: "BounceModel { startPosition: 5; restitution: 1.5 }",
              message: "restitution must be in [0, 1], but got 1.5", fix: { restitution: 0.5 } },
            { tag: "BounceModel below the ground", qml: "BounceModel { startPosition: -5 }",
              message: "startPosition must be >= 0, but got -5", fix: { startPosition: 5 } },
            { tag: "BounceModel gravity upwards", qml: "BounceModel { startPosition: 5; gravity: 10 }",
              message: "gravity must be < 0, but got 10", fix: { gravity: -10 } },
            { tag: "BounceModel maxBounces -3", qml: "BounceModel { startPosition: 5; maxBounces: -3 }",
              message: "maxBounces must be an integer >= 0 (or -1 for no limit), but got -3", fix: { maxBounces: 2 } },
        ]
    }

    function test_model(data) {
        const element = data.qml.split(" ")[0]
        const message = typeof data.message === "string" ? escaped(data.message) : data.message.source
        ignoreWarning(new RegExp("QML " + element + ": " + message + "$"))
        const model = createTemporaryQmlObject("import Impetus\n" + data.qml, testCase)
        verify(!model.valid)
        verify(new RegExp("^" + message + "$").test(model.error), model.error)
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
              message: "tolerance must be in (0, 1), but got -1" },
            { tag: "SpringFollower tolerance 2 (a fraction of the distance)", component: springFollower, property: "tolerance", value: 2,
              message: "tolerance must be in (0, 1), but got 2" },
            { tag: "SpringFollower motion of another model", component: springFollower, property: "motion", value: "bounce(restitution: 0.6)",
              message: "the motion must be a spring, but got bounce(restitution: 0.6)" },
            { tag: "SpringFollower motion with a bad parameter", component: springFollower, property: "motion", value: "swiftui.bouncy(mass: 0)",
              message: "column 16: mass must be > 0, but got 0" },
            { tag: "SpringFollower motion null", component: springFollower, property: "motion", value: null,
              message: "expects a motion (a spec such as \"spring(duration: 0.5, bounce: 0.3)\", a preset name, a curve made by Impetus, or an Impetus::Motion or Easing), but got null" },
            { tag: "SpringFollower motion a number", component: springFollower, property: "motion", value: 0.5,
              message: "expects a motion (a spec such as \"spring(duration: 0.5, bounce: 0.3)\", a preset name, a curve made by Impetus, or an Impetus::Motion or Easing), but got 0.5" },
            { tag: "DecayFollower lambda 0", component: decayFollower, property: "lambda", value: 0,
              message: "lambda must be > 0 for the decay to come to rest at endPosition, but got 0" },
            { tag: "DecayFollower friction 1.5", component: decayFollower, property: "friction", value: 1.5,
              message: "friction must be < 1 for the decay to come to rest at endPosition, but got 1.5" },
            { tag: "GravityFollower acceleration 5, away from 'to'", component: gravityFollower, property: "acceleration", value: 5,
              message: "acceleration must be < 0 (towards the end), but got 5" },
            { tag: "GravityFollower tolerance (it lands exactly)", component: gravityFollower, property: "tolerance", value: 0.01,
              message: "unknown parameter 'tolerance' for a gravity (it takes startPosition, startVelocity, acceleration, reach)" },
            { tag: "BounceFollower restitution 2", component: bounceFollower, property: "restitution", value: 2,
              message: "restitution must be in [0, 1], but got 2" },
            { tag: "BounceFollower gravity 2000, upwards", component: bounceFollower, property: "gravity", value: 2000,
              message: "gravity must be < 0, but got 2000" },
            { tag: "BounceFollower maxBounces -2", component: bounceFollower, property: "maxBounces", value: -2,
              message: "maxBounces must be an integer >= 0 (or -1 for no limit), but got -2" },
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
              message: "Impetus.spring: unknown parameter 'dampingratio' for a spring (it takes mass, stiffness, duration, settlingDuration, damping, dampingRatio, bounce, startPosition, startVelocity, restPosition, tolerance)" },
            { tag: "spring velocity (now startVelocity)", make: () => Impetus.spring({ velocity: 2 }),
              message: "Impetus.spring: unknown parameter 'velocity' for a spring (it takes mass, stiffness, duration, settlingDuration, damping, dampingRatio, bounce, startPosition, startVelocity, restPosition, tolerance)" },
            { tag: "spring damping and dampingRatio", make: () => Impetus.spring({ stiffness: 100, damping: 3, dampingRatio: 0.5 }),
              message: "Impetus.spring: dampingRatio cannot be given with damping: both set the same quantity" },
            { tag: "spring stiffness and duration", make: () => Impetus.spring({ stiffness: 100, duration: 0.3 }),
              message: "Impetus.spring: duration cannot be given with stiffness: both set the same quantity" },
            { tag: "spring not a number", make: () => Impetus.spring({ dampingRatio: "0.5" }),
              message: "Impetus.spring: dampingRatio must be a number, but got '0.5'" },
            { tag: "spring not an object", make: () => Impetus.spring(0.5),
              message: "Impetus.spring: expects an object of named parameters, such as { mass: 1 }, but got 0.5" },
            { tag: "spring a spec's text (Impetus.motion takes it)", make: () => Impetus.spring("swiftui.bouncy"),
              message: "Impetus.spring: expects an object of named parameters, such as { mass: 1 }, but got 'swiftui.bouncy'" },
            { tag: "spring an array", make: () => Impetus.spring([1]),
              message: "Impetus.spring: expects an object of named parameters, such as { mass: 1 }, but got an array" },
            { tag: "spring a point", make: () => Impetus.spring(Qt.point(1, 2)),
              message: "Impetus.spring: expects an object of named parameters, such as { mass: 1 }, but got Qt.point(1, 2)" },
            { tag: "spring a date", make: () => Impetus.spring(new Date(0)),
              message: "Impetus.spring: expects an object of named parameters, such as { mass: 1 }, but got a QDateTime" },
            { tag: "spring tolerance 2", make: () => Impetus.spring({ tolerance: 2 }),
              message: "Impetus.spring: tolerance must be in (0, 1), but got 2" },
            { tag: "spring startVelocity Infinity", make: () => Impetus.spring({ startVelocity: Infinity }),
              message: "Impetus.spring: startVelocity must be finite, but got inf" },
            { tag: "decay friction 2", make: () => Impetus.decay({ friction: 2 }),
              message: "Impetus.decay: friction must be < 1 for the decay to come to rest at endPosition, but got 2" },
            { tag: "decay lambda and friction", make: () => Impetus.decay({ lambda: 2, friction: 0.3 }),
              message: "Impetus.decay: friction cannot be given with lambda: both set the same quantity" },
            { tag: "decay lambda -1", make: () => Impetus.decay({ lambda: -1 }),
              message: "Impetus.decay: lambda must be > 0 for the decay to come to rest at endPosition, but got -1" },
            { tag: "gravity acceleration 2000, upwards: never falls to the floor", make: () => Impetus.gravity({ acceleration: 2000 }),
              message: "Impetus.gravity: reach must be a position the motion reaches, but got 0" },
            { tag: "bounce restitution -1", make: () => Impetus.bounce({ restitution: -1 }),
              message: "Impetus.bounce: restitution must be in [0, 1], but got -1" },
            { tag: "bounce gravity 8, upwards", make: () => Impetus.bounce({ gravity: 8 }),
              message: "Impetus.bounce: gravity must be < 0, but got 8" },
            { tag: "bounce maxBounces 1.5", make: () => Impetus.bounce({ maxBounces: 1.5 }),
              message: "Impetus.bounce: maxBounces must be an integer >= 0 (or -1 for no limit), but got 1.5" },
            { tag: "motion with a bad parameter", make: () => Impetus.motion("bounce(restitution: 2)"),
              message: "Impetus.motion: column 8: restitution must be in [0, 1], but got 2" },
        ]
    }

    function test_easing(data) {
        ignoreWarning(new RegExp("^" + escaped(data.message) + "$"))
        const curve = data.make()
        compare(curve.type, Easing.Linear)
        const animation = createTemporaryObject(numberAnimation, testCase, { easing: curve })
        animation.start()
        // Linear: 1 per ms from frame to frame. (Not 250 after the first frame: started while
        // no animation runs, Qt's unified timer counts real time until the clock starts,
        // so the start can be a millisecond before the clock's time; seen on Qt 6.8 in CI.)
        clock.advance(250)
        const first = subject.value
        clock.advance(250)
        verify(Math.abs(subject.value - first - 250) <= 1e-9 && first >= 250 && first <= 260,
               "linear: " + first + ", then " + subject.value)
    }
}
