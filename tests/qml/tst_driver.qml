// SPDX-License-Identifier: MIT
// MotionDriver in QML, frame by frame on the runner's clock: many properties of many objects
// moved by one driver, each against its closed form (closedforms.js), retargeted with its
// position and velocity kept, landing exactly on its end with settled(), a C++ property
// (an Item's x) and QML-declared ones, bindings following, refusals with a warning.
import QtQuick
import QtTest
import Impetus
import "closedforms.js" as ClosedForms

TestCase {
    id: testCase
    name: "MotionDriver"

    Component { id: driverComponent; MotionDriver {} }
    Component { id: subjectComponent; QtObject { property real value: 0; property real doubled: value * 2 } }
    Component { id: itemComponent; Item {} }
    Component { id: spy; SignalSpy {} }

    readonly property int frame: 16
    readonly property real toleranceFraction: 1e-3 // the spec's default tolerance
    readonly property var parameters: ({ mass: 2, stiffness: 300, dampingRatio: 0.3 })
    readonly property string spec: "spring(mass: 2, stiffness: 300, dampingRatio: 0.3)"

    function init() {
        failOnWarning(/./)
    }

    function make(component, properties) {
        return createTemporaryObject(component, testCase, properties || {})
    }

    function spyOn(target, signalName) {
        return make(spy, { target: target, signalName: signalName })
    }

    function expectedSpring(x0, v0, end) {
        return ClosedForms.motion("spring", parameters, x0, v0, end, toleranceFraction, null)
    }

    // Until every motion has settled (or `limit` frames), each value checked at each frame
    // against its closed form while under way; returns the frames stepped.
    function checkFrames(driver, subjects, expected, origin, limit) {
        let frames = 0
        for (; driver.count > 0 && frames < limit; ++frames) {
            clock.advance(frame)
            const s = (clock.time - origin) / 1000
            for (let i = 0; i < subjects.length; ++i) {
                if (s >= expected[i].settle)
                    continue
                const scale = Math.abs(expected[i].x(0) - expected[i].x(1e9))
                verify(Math.abs(subjects[i].value - expected[i].x(s)) <= 1e-9 * scale,
                       "motion " + i + " at " + s + " s: " + subjects[i].value + ", expected " + expected[i].x(s))
            }
        }
        return frames
    }

    function test_manyMotions() {
        const driver = make(driverComponent)
        const settled = spyOn(driver, "settled")
        const subjects = [], expected = [], ids = []
        const origin = clock.time
        for (let i = 0; i < 40; ++i) {
            subjects.push(make(subjectComponent, { value: -i }))
            ids.push(driver.add(subjects[i], "value", spec, 10 * (i + 1)))
            verify(ids[i] > 0, "motion " + i + " added")
            expected.push(expectedSpring(-i, 0, 10 * (i + 1)))
        }
        compare(driver.count, 40)
        compare(driver.state, MotionDriver.Running, "the driver starts itself")
        for (let i = 0; i < 40; ++i)
            compare(driver.motionOf(subjects[i], "value"), ids[i])

        const frames = checkFrames(driver, subjects, expected, origin, 200)
        verify(frames < 200, "every motion settles")
        for (let i = 0; i < 40; ++i) {
            verify(subjects[i].value === 10 * (i + 1), "motion " + i + " ends exactly on its end: " + subjects[i].value)
            compare(subjects[i].doubled, 20 * (i + 1), "a binding follows")
            verify(!driver.contains(ids[i]))
        }
        compare(settled.count, 40)
        compare(driver.count, 0)
        compare(driver.state, MotionDriver.Stopped, "the driver stops itself")
        // The longest motion settles last: its own settling time, within a frame.
        const last = Math.max(...expected.map(e => e.settle))
        verify(Math.abs((clock.time - origin) / 1000 - last) <= frame / 1000,
               "the last motion settles at " + last + " s, the driver stops at " + (clock.time - origin) / 1000 + " s")
    }

    function test_retarget() {
        const driver = make(driverComponent)
        const subject = make(subjectComponent)
        const origin = clock.time
        const id = driver.add(subject, "value", spec, 250)
        const first = expectedSpring(0, 0, 250)
        for (let i = 0; i < 7; ++i)
            clock.advance(frame)
        const s = (clock.time - origin) / 1000
        verify(Math.abs(subject.value - first.x(s)) <= 1e-9 * 250)
        const x1 = subject.value, v1 = driver.velocity(id)
        verify(Math.abs(v1 - first.v(s)) <= 1e-8 * 250, "velocity " + v1 + ", expected " + first.v(s))

        verify(driver.retarget(id, -80))
        verify(Math.abs(driver.velocity(id) - v1) <= 1e-12 * Math.abs(v1), "the velocity is kept")
        const second = expectedSpring(x1, v1, -80)
        const retargeted = clock.time
        const subjects = [subject], expected = [second]
        checkFrames(driver, subjects, expected, retargeted, 200)
        verify(subject.value === -80, "ends exactly on the new end: " + subject.value)
        verify(!driver.contains(id))
    }

    function test_itemProperty() {
        const driver = make(driverComponent)
        const item = make(itemComponent, { x: 10 })
        const origin = clock.time
        // A gravity of 3000 px/s^2 towards the end, from rest: x = 10 + 1500 t^2.
        const id = driver.add(item, "x", "gravity(acceleration: -3000)", 400)
        verify(id > 0)
        const expected = ClosedForms.motion("gravity", { acceleration: -3000 }, 10, 0, 400, toleranceFraction, null)
        verify(Math.abs(expected.x(0.1) - 25) <= 1e-12, "the closed form is 10 + 1500 t^2")
        for (let t = frame; driver.count > 0 && t < 2000; t += frame) {
            clock.advance(frame)
            const s = (clock.time - origin) / 1000
            if (s < expected.arrival)
                verify(Math.abs(item.x - expected.x(s)) <= 1e-9 * 400, "x at " + s + " s: " + item.x)
        }
        verify(Math.abs((clock.time - origin) / 1000 - expected.arrival) <= frame / 1000, "lands when the closed form does")
        verify(item.x === 400, "lands exactly: " + item.x)
    }

    function test_remove() {
        const driver = make(driverComponent)
        const subject = make(subjectComponent)
        const settled = spyOn(driver, "settled")
        const id = driver.add(subject, "value", spec, 100)
        clock.advance(frame)
        clock.advance(frame)
        const where = subject.value
        verify(where > 0 && where < 100)
        verify(driver.remove(id))
        verify(!driver.remove(id), "removed once")
        clock.advance(frame)
        compare(subject.value, where, "stays where it was")
        compare(settled.count, 0)
        compare(driver.count, 0)
    }

    function test_refused() {
        const driver = make(driverComponent)
        const subject = make(subjectComponent)
        ignoreWarning(/Impetus::MotionDriver::add:.*mass must be > 0, but got -1/)
        compare(driver.add(subject, "value", "spring(mass: -1)", 10), 0)
        ignoreWarning(/Impetus::MotionDriver::add:.*nonexistent/)
        compare(driver.add(subject, "nonexistent", spec, 10), 0)
        ignoreWarning(/Impetus::MotionDriver::retarget: there is no motion 12345/)
        verify(!driver.retarget(12345, 3))
        compare(driver.count, 0)
        compare(subject.value, 0)
    }
}
