// SPDX-License-Identifier: MIT
// SpringMotion, DecayMotion, GravityMotion and BounceMotion, the Qt Quick animations, where
// QML developers put animations: Behavior, Transition between states, ParallelAnimation,
// SequentialAnimation, on their own. Frame by frame on the runner's clock (16 ms frames),
// against the closed forms of closedforms.js (from the equations of motion), on every
// value type; a Behavior retriggered at random instants keeps position and velocity; the
// bad arguments are refused with a warning; Qt's SpringAnimation side by side.
import QtQuick
import QtTest
import Impetus
import "closedforms.js" as ClosedForms

TestCase {
    id: testCase
    name: "Motions"

    readonly property int frame: 16
    readonly property real dt: frame / 1000
    readonly property real toleranceFraction: 1e-3
    // The spec's default spring: duration 0.5 s, mass 1, critically damped.
    readonly property real defaultStiffness: Math.pow(2 * Math.PI / 0.5, 2)

    Component {
        id: behaviorSubject
        Item {
            property alias motion: motion
            property real value: 0
            Behavior on value { SpringMotion { id: motion } }
        }
    }
    Component {
        id: typedSubject
        Item {
            id: typed
            property alias motion: motion
            property int integer: 0
            property point point: Qt.point(0, 0)
            property size size: Qt.size(0, 0)
            property rect rect: Qt.rect(0, 0, 0, 0)
            property color color: Qt.rgba(0, 0, 0, 1)
            property vector2d vector2: Qt.vector2d(0, 0)
            property vector3d vector3: Qt.vector3d(0, 0, 0)
            property vector4d vector4: Qt.vector4d(0, 0, 0, 0)
            property real real: 0
            property string text: "text"
            property list<real> numbers
            SpringMotion { id: motion; target: typed }
        }
    }
    Component {
        id: pointBehaviorSubject
        Item {
            property point point: Qt.point(0, 0)
            Behavior on point { SpringMotion { dampingRatio: 0.5 } }
        }
    }
    Component {
        id: easedSubject
        Item {
            property real value: 0
            // The stock workaround: an exact curve, restarted from the current value.
            Behavior on value {
                NumberAnimation { easing: Impetus.motion("spring(dampingRatio: 0.4)"); duration: Impetus.duration(easing) }
            }
        }
    }
    Component {
        id: modelSubject
        Item {
            property real value: 0
            property Animation motion
            Behavior on value { animation: motion }
        }
    }
    Component { id: springMotion; SpringMotion {} }
    Component { id: decayMotion; DecayMotion {} }
    Component { id: gravityMotion; GravityMotion {} }
    Component { id: bounceMotion; BounceMotion {} }
    Component { id: flingMotion; FlingMotion {} }
    Component { id: bounceModel; BounceModel {} }
    Component {
        id: statesSubject
        Item {
            id: item
            property real x1: 0
            property real y1: 0
            property alias motion: motion
            states: [
                State { name: "right"; PropertyChanges { target: item; x1: 300; y1: 120 } },
                State { name: "down"; PropertyChanges { target: item; x1: -50; y1: 400 } }
            ]
            transitions: Transition { SpringMotion { id: motion; properties: "x1,y1"; dampingRatio: 0.6 } }
        }
    }
    Component {
        id: twoTransitionsSubject
        Item {
            id: two
            property real x1: 0
            states: [
                State { name: "right"; PropertyChanges { target: two; x1: 300 } },
                State { name: "left"; PropertyChanges { target: two; x1: -200 } }
            ]
            transitions: [
                Transition { to: "right"; SpringMotion { property: "x1"; dampingRatio: 0.6 } },
                Transition { to: "left"; SpringMotion { property: "x1"; stiffness: 300 } }
            ]
        }
    }
    Component {
        id: reversibleSubject
        Item {
            id: reversible
            property real x1: 0
            property real x2: 0
            states: State { name: "right"; PropertyChanges { target: reversible; x1: 300; x2: 1 } }
            transitions: Transition {
                from: ""; to: "right"; reversible: true
                // (A PauseAnimation would wait on a real timer: Qt's unified timer waits
                // for pauses alone with a QTimer, not the runner's clock.)
                SequentialAnimation {
                    NumberAnimation { property: "x2"; to: 1; duration: 32 }
                    SpringMotion { property: "x1"; dampingRatio: 0.6 }
                }
            }
        }
    }
    Component {
        id: groupsSubject
        Item {
            id: groups
            property real a: 0
            property real b: 0
            property alias parallel: parallel
            property alias sequential: sequential
            ParallelAnimation {
                id: parallel
                SpringMotion { target: groups; property: "a"; to: 200; dampingRatio: 0.5 }
                GravityMotion { target: groups; property: "b"; to: -300 }
            }
            SequentialAnimation {
                id: sequential
                SpringMotion { target: groups; property: "a"; to: 100; stiffness: 400 }
                SpringMotion { target: groups; property: "a"; to: -50; stiffness: 400 }
            }
        }
    }
    Component {
        id: thereAndBackSubject
        Item {
            id: thereAndBack
            property real value: 0
            property alias sequence: sequence
            SequentialAnimation {
                id: sequence
                SpringMotion { target: thereAndBack; property: "value"; to: 200 }
                SpringMotion { target: thereAndBack; property: "value"; to: 0 }
            }
        }
    }
    // A pulse: down to 0 and back to 1, three times, with each of the four types.
    Component {
        id: pulseSubject
        Item {
            id: pulse
            property real value: 1
            property alias sequence: sequence
            property Component type
            SequentialAnimation {
                id: sequence
                loops: 3
            }
            Component.onCompleted: {
                sequence.animations = [
                    type.createObject(pulse, { target: pulse, property: "value", to: 0 }),
                    type.createObject(pulse, { target: pulse, property: "value", to: 1 }),
                ]
            }
        }
    }
    Component {
        id: sideBySide
        Item {
            property real qt: 0
            property real impetus: 0
            // Qt's semi-implicit Euler step of 16 ms, v += spring (to - x) - damping v;
            // x += v 0.016, is m x'' = k (to - x) - c x' with k = spring / 0.016 and
            // c = damping / 0.016 (mass 1).
            Behavior on qt { SpringAnimation { spring: 2; damping: 0.2; epsilon: 0.001 } }
            Behavior on impetus { SpringMotion { stiffness: 2 / 0.016; damping: 0.2 / 0.016 } }
        }
    }

    function init() {
        failOnWarning(/./)
    }

    function create(component, properties) {
        return createTemporaryObject(component, testCase, properties || {})
    }

    function milliseconds(seconds) {
        return Math.ceil(seconds * 1000 * (1 - 1e-12))
    }

    function motion(type, p, x0, v0, end) {
        return ClosedForms.motion(type, p, x0, v0, end, toleranceFraction,
                                  properties => create(bounceModel, properties))
    }

    // Numbers in [0, 1) from seed (mulberry32): the same on every run.
    function randomNumbers(seed) {
        return () => {
            seed = (seed + 0x6D2B79F5) | 0
            let r = Math.imul(seed ^ (seed >>> 15), 1 | seed)
            r = (r + Math.imul(r ^ (r >>> 7), 61 | r)) ^ r
            return ((r ^ (r >>> 14)) >>> 0) / 4294967296
        }
    }

    function near(actual, expected, tolerance, what) {
        verify(Math.abs(actual - expected) <= tolerance, what + ": " + actual + ", expected " + expected)
    }

    // Behavior on a real: every frame is the spring's closed form; duration is when it has
    // settled; it lands exactly and stops.
    function test_behavior_data() {
        return [
            { tag: "default spring", properties: {}, p: { stiffness: defaultStiffness, dampingRatio: 1 } },
            { tag: "dampingRatio 0.5", properties: { dampingRatio: 0.5 }, p: { stiffness: defaultStiffness, dampingRatio: 0.5 } },
            { tag: "mass 2, stiffness 300, damping 10", properties: { mass: 2, stiffness: 300, damping: 10 },
              p: { mass: 2, stiffness: 300, damping: 10 } },
            { tag: "overdamped", properties: { dampingRatio: 2.5 }, p: { stiffness: defaultStiffness, dampingRatio: 2.5 } },
            { tag: "preset", properties: { motion: "material.expressive.spatial.default" }, p: { stiffness: 380, dampingRatio: 0.8 } },
        ]
    }

    function test_behavior(data) {
        const subject = create(behaviorSubject)
        for (const name in data.properties)
            subject.motion[name] = data.properties[name]
        subject.value = 40
        compare(subject.value, 0, "a Behavior writes nothing before the first frame")
        const expected = motion("spring", data.p, 0, 0, 40)
        compare(subject.motion.duration, milliseconds(expected.settle))
        verify(subject.motion.running)
        let n = 0
        for (; subject.motion.running && n < 500; ++n) {
            clock.advance(frame)
            const t = (n + 1) * dt
            if (t * 1000 < subject.motion.duration)
                near(subject.value, expected.x(t), 1e-9 * 40, "at " + t + " s")
        }
        compare(subject.value, 40, "lands exactly")
        verify(!subject.motion.running)
        compare(n, Math.ceil(subject.motion.duration / frame))
    }

    // Behavior on a real, in every regime, started at rest and retriggered mid-flight: every
    // value written is the C++ motion's (ValueMotion::valueAt()) to the bit, whichever way the
    // job computes it (an oscillating spring's wave read next to the run, or its track). The
    // times are the job's, whole milliseconds / 1000 (n * 0.016 differs from it in the last bit).
    function test_behaviorBitForBit_data() {
        return [
            { tag: "bounce 0.3", spec: "spring(duration: 0.4, bounce: 0.3)" },
            { tag: "dampingRatio 0.05", spec: "spring(dampingRatio: 0.05, duration: 0.3)" },
            { tag: "critically damped", spec: "spring(duration: 0.4)" },
            { tag: "overdamped", spec: "spring(dampingRatio: 2.5, duration: 0.4)" },
        ]
    }

    function test_behaviorBitForBit(data) {
        const subject = create(behaviorSubject)
        subject.motion.motion = data.spec
        subject.value = 40
        const retriggerAt = 7
        for (let n = 1; n <= retriggerAt; ++n) {
            clock.advance(frame)
            const expected = core.valueMotionAt(data.spec, 0, 40, n * frame / 1000)
            verify(subject.value === expected, "frame " + n + ": " + subject.value + ", C++ " + expected)
        }
        subject.value = -15
        let n = 1
        for (; subject.motion.running && n < 500; ++n) {
            clock.advance(frame)
            const expected = core.retargetedValueAt(data.spec, 0, 40, retriggerAt * frame / 1000, -15, n * frame / 1000)
            verify(subject.value === expected, "frame " + n + " after the retrigger: " + subject.value + ", C++ " + expected)
        }
        verify(n > 10, "moved " + n + " frames after the retrigger")
        compare(subject.value, -15)
    }

    // What a write and a trigger cost (issue 23: one dampingRatio write resolved the spec 8
    // times, the Behavior firing twice more): a parameter written resolves the spec once,
    // whatever was written before; a trigger plans once and resolves nothing.
    function test_workPerWriteAndTrigger() {
        const subject = create(behaviorSubject)
        subject.motion.mass = 2
        subject.motion.stiffness = 300
        subject.motion.tolerance = 0.01
        const since = before => {
            const now = core.workCounts()
            return { parses: now.specParses - before.specParses, resolutions: now.specResolutions - before.specResolutions,
                     plans: now.motionPlans - before.motionPlans }
        }
        let before = core.workCounts()
        subject.motion.dampingRatio = 0.5
        compare(since(before), { parses: 0, resolutions: 1, plans: 0 }, "a parameter written")
        before = core.workCounts()
        subject.value = 40
        compare(since(before), { parses: 0, resolutions: 0, plans: 1 }, "a Behavior triggered")
        before = core.workCounts()
        clock.advance(frame)
        subject.value = 80 // a retarget, mid-flight
        clock.advance(frame)
        compare(since(before), { parses: 0, resolutions: 0, plans: 1 }, "a Behavior retriggered")
        before = core.workCounts()
        subject.motion.motion = "swiftui.bouncy"
        // Parsed and resolved, then resolved once more with the parameters written on top.
        compare(since(before), { parses: 1, resolutions: 2, plans: 0 }, "a spec given as text")
    }

    // A Behavior retriggered at 10 random instants mid-flight: the value never jumps and it
    // goes on with the velocity it had: every frame is the piecewise closed form, each piece
    // starting from the position and velocity of the one before. The velocity's continuity
    // is also measured from the frames alone, by finite differences.
    function test_retrigger() {
        const subject = create(behaviorSubject, {})
        const p = { stiffness: defaultStiffness, dampingRatio: 0.4 }
        subject.motion.dampingRatio = 0.4
        const random = randomNumbers(14)
        let end = 200
        subject.value = end
        let piece = ClosedForms.spring(p, 0, 0, end), t = 0
        const samples = [0]
        let largestJump = 0, largestDeviation = 0, largestDiscontinuity = 0, largestError = 0, largestRaw = 0
        for (let retrigger = 0; retrigger <= 10; ++retrigger) {
            const frames = retrigger < 10 ? 2 + Math.floor(random() * 14) : 400
            for (let i = 0; i < frames && (retrigger < 10 || subject.motion.running); ++i) {
                clock.advance(frame)
                t += dt
                samples.push(subject.value)
                if (t * 1000 >= subject.motion.duration) // landed
                    break
                const deviation = Math.abs(subject.value - piece.x(t))
                largestDeviation = Math.max(largestDeviation, deviation)
                verify(deviation <= 1e-9 * 400, "at " + t + " s of piece " + retrigger + ": " + subject.value
                       + ", expected " + piece.x(t))
            }
            if (retrigger === 10)
                break
            // Retriggered now, at t of the piece under way.
            const before = subject.value, x = piece.x(t), v = piece.v(t)
            verify(Math.abs(v) > 50, "the retrigger is mid-flight: velocity " + v)
            const newEnd = Math.round(-300 + 600 * random())
            const aBefore = piece.a(t), xPrevious = piece.x(t - dt)
            subject.value = newEnd
            largestJump = Math.max(largestJump, Math.abs(subject.value - before))
            compare(subject.value, before, "no jump when retriggered")
            piece = ClosedForms.spring(p, x, v, newEnd)
            t = 0
            // One frame later: the velocity at the retrigger from the frames on each side,
            // each one-sided difference corrected by its acceleration term. They differ by
            // the finite-difference error, the same difference taken of the exact pieces
            // (about (jerk after - jerk before) dt^2 / 6), and by any discontinuity of the
            // velocity, which is what remains.
            clock.advance(frame)
            t += dt
            samples.push(subject.value)
            const k = samples.length - 2 // the sample at the retrigger
            const corrected = (previous, at, next) => ((next - at) / dt - piece.a(0) * dt / 2) - ((at - previous) / dt + aBefore * dt / 2)
            const measured = corrected(samples[k - 1], samples[k], samples[k + 1])
            const error = corrected(xPrevious, x, piece.x(dt))
            const discontinuity = Math.abs(measured - error)
            largestRaw = Math.max(largestRaw, Math.abs(measured))
            largestDiscontinuity = Math.max(largestDiscontinuity, discontinuity)
            largestError = Math.max(largestError, Math.abs(error))
            verify(discontinuity <= 1e-6, "velocity discontinuity " + discontinuity + " px/s at retrigger "
                   + retrigger + " (measured " + measured + ", finite-difference error " + error + ")")
            end = newEnd
        }
        compare(subject.value, end, "lands exactly on the last target")
        console.log("retrigger (10 random instants, spring dampingRatio 0.4, 16 ms frames): largest jump in value "
                    + largestJump + " px; largest deviation from the piecewise closed form " + largestDeviation.toPrecision(3)
                    + " px; velocity across a retrigger, one-sided differences corrected by the acceleration: they differ by up to "
                    + largestRaw.toPrecision(3) + " px/s, the finite-difference error of the exact pieces is up to "
                    + largestError.toPrecision(3) + " px/s, the velocity discontinuity that remains is at most "
                    + largestDiscontinuity.toPrecision(3) + " px/s")
    }

    // A point in a Behavior, retriggered mid-flight: each component goes on with its own
    // position and velocity.
    function test_retriggerPoint() {
        const subject = create(pointBehaviorSubject)
        const p = { stiffness: defaultStiffness, dampingRatio: 0.5 }
        subject.point = Qt.point(200, -100)
        const x = ClosedForms.spring(p, 0, 0, 200), y = ClosedForms.spring(p, 0, 0, -100)
        let t = 0
        for (let i = 0; i < 6; ++i) {
            clock.advance(frame)
            t += dt
        }
        near(subject.point.x, x.x(t), 1e-9 * 200, "x")
        near(subject.point.y, y.x(t), 1e-9 * 200, "y")
        subject.point = Qt.point(-50, 80)
        const x2 = ClosedForms.spring(p, x.x(t), x.v(t), -50), y2 = ClosedForms.spring(p, y.x(t), y.v(t), 80)
        t = 0
        for (let i = 0; i < 10; ++i) {
            clock.advance(frame)
            t += dt
            near(subject.point.x, x2.x(t), 1e-9 * 200, "x after the retrigger at " + t)
            near(subject.point.y, y2.x(t), 1e-9 * 200, "y after the retrigger at " + t)
        }
        for (let i = 0; i < 200 && (subject.point.x !== -50 || subject.point.y !== 80); ++i)
            clock.advance(frame)
        compare(subject.point, Qt.point(-50, 80))
    }

    // For comparison, the stock workaround (a NumberAnimation with the same spring as an
    // Impetus easing curve) retriggered at the same kind of instants: it starts again at
    // rest each time, and the jump in velocity is of the order of the velocity itself.
    function test_retriggerStockWorkaround() {
        const subject = create(easedSubject)
        const random = randomNumbers(14) // the same instants as test_retrigger's
        subject.value = 200
        const samples = [0]
        let largest = 0
        for (let retrigger = 0; retrigger < 10; ++retrigger) {
            const frames = 2 + Math.floor(random() * 14)
            for (let i = 0; i < frames; ++i) {
                clock.advance(frame)
                samples.push(subject.value)
            }
            subject.value = Math.round(-300 + 600 * random())
            clock.advance(frame)
            samples.push(subject.value)
            const k = samples.length - 2
            largest = Math.max(largest, Math.abs((samples[k + 1] - samples[k]) / dt - (samples[k] - samples[k - 1]) / dt))
        }
        verify(largest > 300, "the workaround loses the velocity: " + largest)
        console.log("the stock workaround, Behavior { NumberAnimation { easing: Impetus.motion(...) } }, retriggered 10 times: "
                    + "one-sided differences across a retrigger differ by up to " + largest.toPrecision(4) + " px/s")
    }

    // Transitions between states move both properties with the spring; a state change
    // mid-transition goes on from the position and velocity of each.
    function test_transition() {
        const subject = create(statesSubject)
        const p = { stiffness: defaultStiffness, dampingRatio: 0.6 }
        subject.state = "right"
        const x = motion("spring", p, 0, 0, 300), y = motion("spring", p, 0, 0, 120)
        let t = 0
        for (let i = 0; i < 7; ++i) {
            clock.advance(frame)
            t += dt
            near(subject.x1, x.x(t), 1e-9 * 300, "x1 at " + t)
            near(subject.y1, y.x(t), 1e-9 * 300, "y1 at " + t)
        }
        compare(subject.motion.duration, milliseconds(Math.max(x.settle, y.settle)))
        subject.state = "down"
        const x2 = motion("spring", p, x.x(t), x.v(t), -50), y2 = motion("spring", p, y.x(t), y.v(t), 400)
        t = 0
        const transition = subject.transitions[0]
        verify(transition.running)
        for (let i = 0; i < 200 && transition.running; ++i) {
            clock.advance(frame)
            t += dt
            // Each lands on its end when it has settled.
            if (t * 1000 < milliseconds(x2.settle))
                near(subject.x1, x2.x(t), 1e-9 * 400, "x1 after the change at " + t)
            if (t * 1000 < milliseconds(y2.settle))
                near(subject.y1, y2.x(t), 1e-9 * 400, "y1 after the change at " + t)
        }
        compare(subject.x1, -50)
        compare(subject.y1, 400)
        subject.state = ""
        for (let i = 0; i < 200 && transition.running; ++i)
            clock.advance(frame)
        compare(subject.x1, 0)
        compare(subject.y1, 0)
    }

    // One Transition's animation interrupted by another's: the second takes over the
    // position and velocity the first left.
    function test_twoTransitions() {
        const subject = create(twoTransitionsSubject)
        subject.state = "right"
        const first = motion("spring", { stiffness: defaultStiffness, dampingRatio: 0.6 }, 0, 0, 300)
        let t = 0
        for (let i = 0; i < 5; ++i) {
            clock.advance(frame)
            t += dt
        }
        near(subject.x1, first.x(t), 1e-9 * 300, "first")
        subject.state = "left"
        const second = motion("spring", { stiffness: 300, dampingRatio: 1 }, first.x(t), first.v(t), -200)
        t = 0
        for (let i = 0; i < 10; ++i) {
            clock.advance(frame)
            t += dt
            near(subject.x1, second.x(t), 1e-9 * 300, "second at " + t)
        }
    }

    // After stop(), a new run starts at rest (the velocity is kept only for a run that
    // takes over at once).
    function test_stopThenStart() {
        const subject = create(typedSubject)
        const m = subject.motion
        m.property = "real"
        m.to = 100
        m.start()
        for (let i = 0; i < 4; ++i)
            clock.advance(frame)
        m.stop()
        const where = subject.real
        clock.advance(frame)
        m.to = 0
        m.start()
        clock.advance(frame)
        near(subject.real, motion("spring", { stiffness: defaultStiffness, dampingRatio: 1 }, where, 0, 0).x(dt), 1e-9 * 100,
             "from rest")
    }

    // A reversible transition played back, mid-flight: the spring turns round from
    // where it is with the velocity it has (the animation before it runs after it).
    function test_reversibleTransition() {
        const subject = create(reversibleSubject)
        const p = { stiffness: defaultStiffness, dampingRatio: 0.6 }
        subject.state = "right"
        const there = motion("spring", p, 0, 0, 300)
        clock.advance(frame)
        clock.advance(frame)
        compare(subject.x1, 0, "after the animation before it")
        let t = 0
        for (let i = 0; i < 6; ++i) {
            clock.advance(frame)
            t += dt
            near(subject.x1, there.x(t), 1e-9 * 300, "there at " + t)
        }
        subject.state = ""
        const back = motion("spring", p, there.x(t), there.v(t), 0)
        const transition = subject.transitions[0]
        t = 0
        for (let i = 0; i < 200 && transition.running; ++i) {
            clock.advance(frame)
            t += dt
            if (t * 1000 < milliseconds(back.settle))
                near(subject.x1, back.x(t), 1e-9 * 300, "back at " + t)
        }
        compare(subject.x1, 0)
    }

    // In a ParallelAnimation each runs its own closed form; the group lasts as long as the
    // longer. In a SequentialAnimation the second starts where the first landed.
    function test_groups() {
        const subject = create(groupsSubject)
        const spring = motion("spring", { stiffness: defaultStiffness, dampingRatio: 0.5 }, 0, 0, 200)
        const gravity = motion("gravity", { acceleration: -2000 }, 0, 0, -300)
        subject.parallel.start()
        let t = 0
        for (let i = 0; i < 200 && subject.parallel.running; ++i) {
            clock.advance(frame)
            t += dt
            if (t < spring.settle)
                near(subject.a, spring.x(t), 1e-9 * 200, "spring at " + t)
            if (t < gravity.arrival)
                near(subject.b, gravity.x(t), 1e-9 * 300, "gravity at " + t)
        }
        compare(subject.a, 200)
        compare(subject.b, -300)
        compare(t * 1000, Math.ceil(milliseconds(spring.settle) / frame) * frame)

        subject.a = 0
        const first = motion("spring", { stiffness: 400, dampingRatio: 1 }, 0, 0, 100)
        const second = motion("spring", { stiffness: 400, dampingRatio: 1 }, 100, 0, -50)
        const firstDuration = milliseconds(first.settle)
        subject.sequential.start()
        t = 0
        let landed = false
        for (let i = 0; i < 300 && subject.sequential.running; ++i) {
            clock.advance(frame)
            t += dt
            const ms = Math.round(t * 1000)
            if (ms < firstDuration) {
                near(subject.a, first.x(t), 1e-9 * 100, "first at " + t)
            } else if ((ms - firstDuration) / 1000 < second.settle) {
                near(subject.a, second.x((ms - firstDuration) / 1000), 1e-9 * 150, "second at " + t)
                landed = true
            }
        }
        verify(landed, "the second ran after the first")
        compare(subject.a, -50)
    }

    // There and back with no `from` (issue 22): the second motion starts where the first
    // ended, not where the property was when the group started (where it would have nothing
    // to move), as NumberAnimations in a SequentialAnimation do; each frame is the closed
    // form of its leg, and the group ends.
    function test_sequenceThereAndBack() {
        const subject = create(thereAndBackSubject)
        const there = motion("spring", { stiffness: defaultStiffness, dampingRatio: 1 }, 0, 0, 200)
        const back = motion("spring", { stiffness: defaultStiffness, dampingRatio: 1 }, 200, 0, 0)
        const thereMs = milliseconds(there.settle)
        subject.sequence.start()
        let t = 0
        let backFrames = 0
        for (let i = 0; i < 300 && subject.sequence.running; ++i) {
            clock.advance(frame)
            t += frame
            if (t < thereMs) {
                near(subject.value, there.x(t / 1000), 1e-9 * 200, "there at " + t + " ms")
            } else if (t - thereMs < back.settle * 1000) {
                near(subject.value, back.x((t - thereMs) / 1000), 1e-9 * 200, "back at " + t + " ms")
                ++backFrames
            }
        }
        verify(backFrames > 10, "it comes back: " + backFrames + " frames")
        verify(!subject.sequence.running, "the group ends")
        compare(subject.value, 0)
    }

    // Three loops of a pulse (issue 22: the children were cut short and it reached 0 twice,
    // or never ended): each leg is planned from the end of the one before, so each loop
    // goes down to 0 and back, the group lasts three times the legs and ends on 1. Then,
    // started again, stop() mid-loop with alwaysRunToEnd does what it does to the same pulse
    // of NumberAnimations, run beside it (Qt 6.4 stops that group at once, the value where
    // it was, and emits stopped once).
    function test_pulse_data() {
        return [
            { tag: "SpringMotion", type: springMotion }, { tag: "DecayMotion", type: decayMotion },
            { tag: "GravityMotion", type: gravityMotion }, { tag: "BounceMotion", type: bounceMotion },
            { tag: "NumberAnimation", type: numberAnimation },
        ]
    }

    function pulse(type) {
        const subject = create(pulseSubject, { type: type })
        const down = subject.sequence.animations[0]
        const up = subject.sequence.animations[1]
        subject.sequence.start()
        // (Each leg's duration is physical: known once the group has planned it.)
        const result = { legs: down.duration + up.duration, lows: 0, frames: 0 }
        let high = true // since the last low: a bounce touches 0 more than once on its way down
        for (; result.frames < 3 * result.legs / frame + 10 && subject.sequence.running; ++result.frames) {
            clock.advance(frame)
            if (subject.value < 0.05 && high) {
                ++result.lows
                high = false
            } else if (subject.value > 0.95) {
                high = true
            }
        }
        result.running = subject.sequence.running
        result.end = subject.value

        const stopped = createTemporaryObject(signalSpyComponent, testCase, { target: subject.sequence, signalName: "stopped" })
        subject.sequence.alwaysRunToEnd = true
        subject.sequence.start()
        for (let i = 0; i < Math.ceil(down.duration / frame) + 2; ++i)
            clock.advance(frame)
        const beforeStop = subject.value
        subject.sequence.stop()
        for (let i = 0; i < 3 * result.legs / frame && subject.sequence.running; ++i)
            clock.advance(frame)
        result.runningAfterStop = subject.sequence.running
        result.stopped = stopped.count
        result.movedAfterStop = subject.value !== beforeStop
        return result
    }

    function test_pulse(data) {
        const result = pulse(data.type)
        verify(!result.running, "ends: still running after " + result.frames + " frames")
        compare(result.lows, 3, "down to 0 in each loop")
        compare(result.end, 1)
        verify(Math.abs(result.frames - 3 * result.legs / frame) <= 2, result.frames + " frames for legs of " + result.legs + " ms")
        const stock = pulse(numberAnimation)
        compare(result.runningAfterStop, stock.runningAfterStop)
        compare(result.stopped, stock.stopped)
        compare(result.movedAfterStop, stock.movedAfterStop)
    }

    // The target destroyed mid-flight (a delegate removed, a page popped), the motion alone
    // and in a group: no warning, no crash, and the animation runs to its end and finishes
    // as it would have, on every Qt (Qt's own property animations changed here in 6.7,
    // QTBUG-100392; these write through their own job, the same on 6.4, 6.8 and 6.11).
    function test_targetDestroyedMidFlight_data() {
        return [ { tag: "alone", grouped: false }, { tag: "in a ParallelAnimation", grouped: true } ]
    }

    function test_targetDestroyedMidFlight(data) {
        const target = create(doomedSubject)
        const motion = create(springMotion, { target: target, property: "real", to: 100 })
        const destructions = testCase.destructions
        const group = data.grouped ? create(parallelComponent) : null
        if (group)
            group.animations = [motion]
        const animation = group || motion
        const finished = createTemporaryObject(signalSpyComponent, testCase, { target: animation, signalName: "finished" })
        animation.start()
        const frames = Math.ceil(motion.duration / frame)
        for (let i = 0; i < 5; ++i)
            clock.advance(frame)
        verify(target.real > 0 && target.real < 100, "moving: " + target.real)
        target.destroy()
        wait(0) // the deferred deletion
        compare(testCase.destructions, destructions + 1, "the target is gone")
        for (let i = 5; i < frames - 1; ++i)
            clock.advance(frame)
        verify(animation.running, "runs on to its duration")
        clock.advance(frame)
        verify(!animation.running)
        compare(finished.count, 1)
    }
    Component { id: parallelComponent; ParallelAnimation {} }
    Component { id: numberAnimation; NumberAnimation { duration: 300 } }
    property int destructions: 0
    Component {
        id: doomedSubject
        Item {
            property real real: 0
            Component.onDestruction: testCase.destructions++
        }
    }

    // Every value type: each component is its own spring, the output in the property's
    // type (ints rounded, colours in 16-bit channels, vectors in floats); exact at the end.
    function test_valueTypes_data() {
        return [
            { tag: "real", property: "real", to: 80, components: v => [v], end: [80], precision: 1e-9 },
            { tag: "int", property: "integer", to: 80, components: v => [v], end: [80], precision: 0.5 },
            { tag: "point", property: "point", to: Qt.point(120, -60), components: v => [v.x, v.y], end: [120, -60], precision: 1e-9 },
            { tag: "size", property: "size", to: Qt.size(90, 30), components: v => [v.width, v.height], end: [90, 30], precision: 1e-9 },
            { tag: "rect", property: "rect", to: Qt.rect(10, 20, 30, 40), components: v => [v.x, v.y, v.width, v.height],
              end: [10, 20, 30, 40], precision: 1e-9 },
            { tag: "color", property: "color", to: Qt.rgba(1, 0.5, 0.25, 0.5), components: v => [v.r, v.g, v.b, v.a],
              // half a 16-bit step for the end's channels, half for the output's
              end: [1, 0.5, 0.25, 0.5], start: [0, 0, 0, 1], precision: 1 / 65535 },
            { tag: "color given in HSL", property: "color", to: Qt.hsla(0.6, 0.7, 0.4, 0.8),
              components: v => [v.r, v.g, v.b, v.a], start: [0, 0, 0, 1], precision: 1 / 65535,
              end: (c => [c.r, c.g, c.b, c.a])(Qt.hsla(0.6, 0.7, 0.4, 0.8)),
              // lands on it in RGB, the colour QColor::toRgb() gives
              landing: (c => Qt.rgba(c.r, c.g, c.b, c.a))(Qt.hsla(0.6, 0.7, 0.4, 0.8)) },
            { tag: "vector2d", property: "vector2", to: Qt.vector2d(5, -7), components: v => [v.x, v.y], end: [5, -7], precision: 1e-5 },
            { tag: "vector3d", property: "vector3", to: Qt.vector3d(5, -7, 9), components: v => [v.x, v.y, v.z], end: [5, -7, 9], precision: 1e-5 },
            { tag: "vector4d", property: "vector4", to: Qt.vector4d(5, -7, 9, 11), components: v => [v.x, v.y, v.z, v.w],
              end: [5, -7, 9, 11], precision: 1e-5 },
        ]
    }

    function test_valueTypes(data) {
        const subject = create(typedSubject)
        const m = subject.motion
        m.dampingRatio = 0.5
        m.property = data.property
        m.to = data.to
        m.start()
        const p = { stiffness: defaultStiffness, dampingRatio: 0.5 }
        const start = data.start || data.end.map(() => 0)
        const springs = data.end.map((end, i) => motion("spring", p, start[i], 0, end))
        let t = 0
        for (let i = 0; i < 12; ++i) {
            clock.advance(frame)
            t += dt
            const actual = data.components(subject[data.property])
            for (let c = 0; c < actual.length; ++c) {
                const exact = springs[c].x(t)
                // Colours are clamped to 0..1.
                const expected = data.property === "color" ? Math.min(1, Math.max(0, exact)) : exact
                near(actual[c], expected, data.precision * Math.max(1, Math.abs(expected)), data.tag + "[" + c + "] at " + t)
            }
        }
        for (let i = 0; i < 200 && m.running; ++i)
            clock.advance(frame)
        compare(subject[data.property], data.landing !== undefined ? data.landing : data.to, "lands exactly")
    }

    // The other models in a Behavior, against their closed forms, landing exactly.
    function test_models_data() {
        return [
            { tag: "decay", component: decayMotion, type: "decay", properties: { lambda: 5 }, p: { lambda: 5 } },
            { tag: "gravity", component: gravityMotion, type: "gravity", properties: { acceleration: -3000 }, p: { acceleration: -3000 } },
            { tag: "bounce", component: bounceMotion, type: "bounce", properties: { restitution: 0.4, gravity: -3000 },
              p: { gravity: -3000, restitution: 0.4, maxBounces: -1 } },
            { tag: "spring by spec", component: springMotion, type: "spring", properties: { motion: "spring(duration: 0.4, bounce: 0.2)" },
              p: { stiffness: Math.pow(2 * Math.PI / 0.4, 2), dampingRatio: 0.8 } },
            { tag: "fling", component: flingMotion, type: "fling", properties: { friction: 0.02, density: 1.5 },
              p: { friction: 0.02, density: 1.5 } },
            { tag: "android.fling", component: flingMotion, type: "fling", properties: { motion: "android.fling" }, p: {} },
        ]
    }

    function test_models(data) {
        const animation = create(data.component, data.properties)
        const subject = create(modelSubject, { motion: animation })
        subject.value = 250
        const expected = motion(data.type, data.p, 0, 0, 250)
        compare(animation.duration, milliseconds(expected.settle))
        let t = 0
        for (let i = 0; i < 400 && animation.running; ++i) {
            clock.advance(frame)
            t += dt
            if (t < expected.settle && t < expected.arrival)
                near(subject.value, expected.x(t), 1e-9 * 250, data.tag + " at " + t)
        }
        compare(subject.value, 250)
    }

    // On its own: running, the stock signals, complete(), stop(), and `from`.
    function test_standalone() {
        const subject = create(typedSubject)
        const m = subject.motion
        m.property = "real"
        m.from = 10
        m.to = 60
        const started = createTemporaryObject(signalSpyComponent, testCase, { target: m, signalName: "started" })
        const stopped = createTemporaryObject(signalSpyComponent, testCase, { target: m, signalName: "stopped" })
        const finished = createTemporaryObject(signalSpyComponent, testCase, { target: m, signalName: "finished" })
        m.running = true
        compare(started.count, 1)
        clock.advance(frame)
        near(subject.real, motion("spring", { stiffness: defaultStiffness, dampingRatio: 1 }, 10, 0, 60).x(dt), 1e-9 * 60, "from")
        m.complete()
        compare(subject.real, 60)
        verify(!m.running)
        compare(stopped.count, 1)
        compare(finished.count, 1)
        m.start()
        clock.advance(frame)
        m.stop()
        const where = subject.real
        verify(where > 10 && where < 60, "stopped where it was: " + where)
        clock.advance(frame)
        compare(subject.real, where)
        compare(finished.count, 1, "stop() does not finish")
    }
    Component { id: signalSpyComponent; SignalSpy {} }

    // Parameters as the spec defines them, on top of `motion`.
    function test_parameters() {
        const m = create(springMotion, { motion: "swiftui.bouncy", mass: 2 })
        compare(m.motion, "spring(duration: 0.5, bounce: 0.3, mass: 2)")
        m.dampingRatio = 0.3
        compare(m.dampingRatio, 0.3)
        const spy = createTemporaryObject(signalSpyComponent, testCase, { target: m, signalName: "dampingRatioChanged" })
        m.damping = 4
        compare(spy.count, 1)
        compare(m.tolerance, 1e-3)
        m.tolerance = 0.01
        compare(m.tolerance, 0.01)
    }

    // Bad arguments: refused with a warning that names them, never applied.
    function test_badArguments() {
        const subject = create(typedSubject)
        const m = subject.motion

        m.property = "real"
        m.to = Infinity
        ignoreWarning(/SpringMotion.*refuses to move real from 0 to Infinity: the values must be finite/)
        m.start()
        clock.advance(frame)
        compare(subject.real, 0)

        m.property = "point"
        m.to = Qt.point(NaN, 1)
        ignoreWarning(/refuses to move point from Qt.point\(0, 0\) to Qt.point\(NaN, 1\): the values must be finite/)
        m.start()
        clock.advance(frame)
        compare(subject.point, Qt.point(0, 0))

        m.property = "text"
        m.to = 100
        ignoreWarning(/cannot move text, a property of type QString: it moves real, int, point, size, rect, color and vector properties/)
        m.start()
        clock.advance(frame)
        compare(subject.text, "text")

        m.property = "numbers"
        m.to = [1, 2]
        ignoreWarning(/cannot move numbers, a property of type/)
        m.start()
        clock.advance(frame)
        compare(subject.numbers.length, 0)

        // Through a Behavior too.
        const b = create(behaviorSubject)
        ignoreWarning(/refuses to move value from 0 to NaN/)
        b.value = NaN
        clock.advance(frame)
        compare(b.value, 0)

        ignoreWarning(/SpringMotion.*the motion must be a spring, but got decay\(\)/)
        m.motion = "decay()"
        compare(m.motion, "spring()")
        ignoreWarning(/SpringMotion.*column 8: mass must be > 0, but got -1/)
        m.motion = "spring(mass: -1)"
        ignoreWarning(/SpringMotion.*mass must be > 0, but got -1/)
        m.mass = -1
        compare(m.mass, 1)
        ignoreWarning(/SpringMotion.*expects a motion .* but got 3/)
        m.motion = 3
        ignoreWarning(/SpringMotion.*duration is physical: it cannot be set/)
        m.duration = 300
        ignoreWarning(/SpringMotion.*easing does not apply/)
        m.easing.type = Easing.InOutQuad
        const g = create(gravityMotion)
        ignoreWarning(/GravityMotion.*acceleration/)
        g.acceleration = 100
        compare(g.acceleration, -2000)
    }

    // Qt's SpringAnimation and SpringMotion with matched parameters on the same kind of
    // property, both against the exact spring: Qt's integrator drifts from it, SpringMotion
    // is on it to rounding.
    function test_springAnimation() {
        const subject = create(sideBySide)
        subject.qt = 200
        subject.impetus = 200
        const exact = ClosedForms.spring({ stiffness: 2 / 0.016, damping: 0.2 / 0.016 }, 0, 0, 200)
        let t = 0, qtLargest = 0, impetusLargest = 0, qtAtSix = 0
        for (let i = 1; i <= 60; ++i) {
            clock.advance(frame)
            t += dt
            const x = exact.x(t)
            qtLargest = Math.max(qtLargest, Math.abs(subject.qt - x))
            impetusLargest = Math.max(impetusLargest, Math.abs(subject.impetus - x))
            if (i === 6)
                qtAtSix = Math.abs(subject.qt - x)
        }
        verify(impetusLargest <= 1e-9 * 200, "SpringMotion off the exact spring by " + impetusLargest)
        verify(qtLargest > 1, "Qt's SpringAnimation is an integrator: off by " + qtLargest)
        console.log("side by side, 0 -> 200, Qt's SpringAnimation { spring: 2; damping: 0.2 } against SpringMotion "
                    + "{ stiffness: 125; damping: 12.5 } (the same ODE), 60 frames of 16 ms: largest distance from the exact "
                    + "spring, SpringAnimation " + qtLargest.toPrecision(4) + " px (" + (qtLargest / 2).toPrecision(3)
                    + " % of the distance; " + qtAtSix.toPrecision(4) + " px at frame 6), SpringMotion "
                    + impetusLargest.toPrecision(3) + " px")
    }
}
