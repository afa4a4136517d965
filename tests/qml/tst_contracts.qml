// SPDX-License-Identifier: MIT
// The contracts of Qt Quick's animations that a user relies on when a SpringMotion (or
// DecayMotion, GravityMotion, BounceMotion) takes a NumberAnimation's place: states and
// signals, loops, pause and resume, alwaysRunToEnd, complete(), stop(), groups with waits,
// ScriptAction and PropertyAction, nested groups, Behavior, Transition,
// transitions that interrupt each other, targets deleted mid-run. The behaviours are those
// Qt's own autotests check (tst_qquickanimations, tst_qquickbehaviors); the scripts are
// ours.
//
// Each script runs twice on the runner's stepped clock (16 ms frames): once with stock
// NumberAnimations, each given the physical duration of the motion that replaces it (from
// the closed forms of closedforms.js), and once with the Impetus type of the data row. Each
// run writes a log: what changed (running, paused, a Transition's running), the signals
// (started, stopped, finished), ScriptAction calls, loops, each line with the frame it
// happened in. The two logs are compared line by line. Values stay out of the logs: every
// value read is checked against its own closed form (linear for NumberAnimation, the
// model's for the Impetus type). A difference is either fixed or is a documented difference
// (docs/qml.md, "Differences from Qt Quick's animations"), asserted as documented.
//
// A wait in a group is a NumberAnimation of a spare property, not a PauseAnimation: Qt's
// unified timer runs pauses on a real timer whenever its driver stops, which the runner's
// clock cannot prevent on every Qt version (keeping the driver running for the whole test
// hangs Qt Quick Test's start on Qt 6.8).
import QtQuick
import QtTest
import Impetus
import "closedforms.js" as ClosedForms

TestCase {
    id: testCase
    name: "Contracts"

    readonly property int frame: 16
    readonly property real toleranceFraction: 1e-3

    // The four types, with parameters that keep their runs short, and their closed forms.
    readonly property var kinds: [
        { tag: "SpringMotion", declaration: "SpringMotion { stiffness: 400; dampingRatio: 0.7 }",
          type: "spring", p: { stiffness: 400, dampingRatio: 0.7 } },
        { tag: "DecayMotion", declaration: "DecayMotion { lambda: 8 }", type: "decay", p: { lambda: 8 } },
        { tag: "GravityMotion", declaration: "GravityMotion { acceleration: -3000 }",
          type: "gravity", p: { acceleration: -3000 } },
        { tag: "BounceMotion", declaration: "BounceMotion { gravity: -3000; restitution: 0.3; maxBounces: 2 }",
          type: "bounce", p: { gravity: -3000, restitution: 0.3, maxBounces: 2 } },
    ]

    // The run under way: its log, its values, its frames.
    property var lines: []
    property int frames: 0
    property var cases: ({})
    // true: each Impetus log is printed (to read them; they equal the stock ones).
    readonly property bool verbose: false

    function init_data() {
        return kinds
    }

    function init() {
        failOnWarning(/./)
    }

    // Each type runs once before the contracts: the first run of a type pays for what is
    // made once (its spec, the curve pool), and Qt's timer, restarted for it, reads the
    // wall clock meanwhile (a frame of the first run came 1 ms late on Qt 6.8).
    function initTestCase() {
        for (const kind of kinds) {
            for (const stock of [true, false]) {
                const run = makeRun(kind, stock)
                const root = Qt.createQmlObject("import QtQuick\nimport Impetus\nItem { id: root; property real x1: 0; property alias a: a\n"
                                                + run.animation("id: a; target: root; property: 'x1'; from: 0; to: 100", 0, 100) + "\n}",
                                                testCase, "warm-up")
                root.a.start()
                for (let i = 0; i < 1000 && root.a.running; ++i)
                    clock.advance(frame)
                verify(!root.a.running, kind.tag + " warmed up")
                root.destroy()
            }
        }
        wait(0)
    }

    function cleanupTestCase() {
        const counts = []
        for (const kind of kinds)
            counts.push(kind.tag + ": " + (cases[kind.tag] || 0))
        console.info("Contract cases passed per type: " + counts.join(", "))
    }

    Component { id: bounceModel; BounceModel {} }

    // ------------------------------------------------------------------------------------
    // A run: stock (NumberAnimation) or the data row's Impetus type.

    function makeRun(kind, stock) {
        return {
            kind: kind,
            stock: stock,
            // The motion from x0 to x1 of this run's animations (x(t), settle, arrival, in s).
            motion: (x0, x1) => ClosedForms.motion(kind.type, kind.p, x0, 0, x1, toleranceFraction,
                                                     properties => createTemporaryObject(bounceModel, testCase, properties)),
            // Its physical duration, ms: the stock twin's duration.
            ms: function(x0, x1) { return milliseconds(this.motion(x0, x1).settle) },
            // The value t ms into the move from x0 to x1.
            at: function(x0, x1, t) {
                const d = this.ms(x0, x1)
                if (t >= d)
                    return x1
                if (this.stock)
                    return x0 + (x1 - x0) * t / d
                return this.motion(x0, x1).x(t / 1000)
            },
            // An animation moving from x0 to x1 with `args`: the stock twin has the Impetus
            // motion's duration; an Impetus type sets its own.
            animation: function(args, x0, x1) {
                if (this.stock)
                    return "NumberAnimation { duration: " + this.ms(x0, x1) + "; " + args + " }"
                return kind.declaration.replace(/ }$/, "; " + args + " }")
            },
        }
    }

    function milliseconds(seconds) {
        return Math.ceil(seconds * 1000 * (1 - 1e-12))
    }

    function note(text) {
        lines.push(frames + " " + text)
    }

    // The handlers that log an animation's state and signals, as QML text.
    function watched(name) {
        return "onStarted: testCase.note('" + name + " started'); "
                + "onStopped: testCase.note('" + name + " stopped'); "
                + "onFinished: testCase.note('" + name + " finished'); "
                + "onRunningChanged: testCase.note('" + name + " running ' + running); "
                + "onPausedChanged: testCase.note('" + name + " paused ' + paused)"
    }

    // The objects built by the test function under way, destroyed after it, failed or not.
    property var built: []

    function build(text) {
        if (verbose) console.log(text)
        const object = Qt.createQmlObject("import QtQuick\nimport Impetus\n" + text, testCase, "contract")
        verify(object, "built")
        built.push(object)
        return object
    }

    function cleanup() {
        for (const object of built)
            object.destroy()
        built = []
        wait(0)
    }

    // How many lines of the run's log end with text.
    function logged(text) {
        return lines.filter(line => line.endsWith(" " + text)).length
    }

    function step(count, sample) {
        for (let i = 0; i < count; ++i) {
            ++frames // (what happens in this frame is logged with its number)
            clock.advance(frame)
            if (sample)
                sample()
        }
    }

    // Frames until predicate() holds, at most limit: how many were taken.
    function stepUntil(predicate, limit, sample) {
        let n = 0
        while (!predicate() && n < limit) {
            step(1, sample)
            ++n
        }
        return n
    }

    function near(actual, expected, what, distance) {
        verify(Math.abs(actual - expected) <= 1e-9 * (distance || 100),
               what + ": " + actual + ", expected " + expected)
    }

    // Runs script(run) with data's type, then with stock animations, and compares the logs
    // line by line; script checks the values of each run itself. What the Impetus run
    // measures (run.measured: the physical duration of a motion that starts mid-flight, with
    // a velocity) is given to the stock run, whose twin takes that duration. documented(log),
    // if given, turns the stock log into the one docs/qml.md documents for the Impetus types.
    function contract(data, script, documented) {
        const logs = {}
        const measured = []
        for (const stock of [false, true]) {
            lines = []
            frames = 0
            const run = makeRun(data, stock)
            run.measured = measured
            run.next = 0
            script(run)
            cleanup()
            logs[stock] = lines
        }
        const stockLog = documented ? documented(logs[true].slice()) : logs[true]
        const impetusLog = logs[false]
        for (let i = 0; i < Math.max(stockLog.length, impetusLog.length); ++i)
            compare(impetusLog[i], stockLog[i], "log line " + i + "\nNumberAnimation: " + logs[true].join(" | ")
                    + "\n" + data.tag + ": " + impetusLog.join(" | "))
        verify(stockLog.length > 0, "something was logged")
        if (verbose)
            console.log(data.tag + ": " + impetusLog.join(" | "))
        cases[data.tag] = (cases[data.tag] || 0) + 1
    }

    // A duration the Impetus run measures and the stock run takes: the Impetus run pushes
    // animation.duration, the stock run writes it to its animation.
    function measure(run, animation) {
        if (run.stock)
            animation.duration = run.measured[run.next++]
        else
            run.measured.push(animation.duration)
    }

    // ------------------------------------------------------------------------------------
    // On its own: started, running, stopped, finished in Qt's order; the values; stop()
    // mid-run (stopped, not finished, the value where it was); start() again (from `from`);
    // complete() (the end at once, stopped and finished). (tst_qquickanimations: signalOrder,
    // startStopSignals, finished, complete.)
    function test_signals(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property alias a: a\n"
                               + run.animation("id: a; target: root; property: 'x1'; from: 1; to: 200; "
                                               + watched("a"), 1, 200) + "\n}")
            const animation = root.a
            note("start")
            animation.start()
            let t = 0
            const n = stepUntil(() => !animation.running, 200, () => {
                t += frame
                near(root.x1, run.at(1, 200, t), "at " + t + " ms", 200)
            })
            compare(n, Math.ceil(run.ms(1, 200) / frame))
            compare(root.x1, 200, "ends on 'to'")
            step(2)
            note("start again")
            animation.start()
            step(3)
            near(root.x1, run.at(1, 200, 3 * frame), "from 'from' again", 200)
            note("stop")
            animation.stop()
            const where = root.x1
            step(2)
            compare(root.x1, where, "stopped where it was")
            note("start, complete")
            animation.start()
            step(2)
            animation.complete()
            compare(root.x1, 200, "complete() ends on 'to'")
            step(2)
            return root
        })
    }

    // loops: Animation.Infinite with alwaysRunToEnd, stopped mid-loop: it goes on to the end
    // of that loop, neither jumping to the end nor back to the start, and runs it once.
    // Started and stopped twice at once, it still runs one loop to its end and stops.
    // (tst_qquickanimations: alwaysRunToEnd, alwaysRunToEndRestartBug.)
    function test_alwaysRunToEnd(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property alias a: a\n"
                               + run.animation("id: a; target: root; property: 'x1'; from: 0; to: 100; loops: Animation.Infinite; "
                                               + "alwaysRunToEnd: true; " + watched("a"), 0, 100) + "\n}")
            const loop = Math.ceil(run.ms(0, 100) / frame)
            let t = 0
            const sample = () => { t += frame; near(root.x1, run.at(0, 100, t), "at " + t + " ms") }
            root.a.start()
            step(Math.floor(loop / 2), sample)
            note("stop")
            root.a.stop()
            verify(root.x1 !== 0 && root.x1 !== 100, "neither at the start nor at the end: " + root.x1)
            // (running is false at once: the job runs on to the end of the loop.)
            const n = stepUntil(() => logged("a stopped") === 1, 3 * loop, sample)
            compare(n, loop - Math.floor(loop / 2), "the end of the loop")
            compare(root.x1, 100)
            note("start, stop, start, stop")
            root.a.start()
            root.a.stop()
            root.a.start()
            root.a.stop()
            t = 0
            compare(stepUntil(() => logged("a stopped") === 2, 3 * loop, sample), loop, "one loop")
            compare(root.x1, 100)
            step(2)
            return root
        })
    }

    // pause() and resume(): paused while running, the value held while the clock goes on,
    // then on from where it was; stop() while paused unpauses; pause() when not running is
    // refused with Qt's warning. (tst_qquickanimations: resume, pauseBug.)
    function test_pauseResume(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property alias a: a\n"
                               + run.animation("id: a; target: root; property: 'x1'; from: 10; to: 200; "
                                               + watched("a"), 10, 200) + "\n}")
            let t = 0
            const sample = () => { t += frame; near(root.x1, run.at(10, 200, t), "at " + t + " ms", 190) }
            root.a.start()
            step(4, sample)
            note("pause")
            root.a.pause()
            compare(root.a.running, true)
            const held = root.x1
            step(5, () => compare(root.x1, held, "held while paused"))
            note("resume")
            root.a.resume()
            stepUntil(() => !root.a.running, 200, sample)
            compare(root.x1, 200)
            note("start, pause, stop")
            root.a.start()
            step(2)
            root.a.pause()
            root.a.stop()
            compare(root.a.paused, false)
            note("pause when stopped")
            ignoreWarning(/setPaused\(\) cannot be used when animation isn't running\./)
            root.a.pause()
            compare(root.a.paused, false)
            step(2)
            return root
        })
    }

    // loops: 3 on its own and as the only child of a SequentialAnimation value source: each
    // loop from `from` again, three loops' time in all, the end on `to`; a ScriptAction after
    // it in a looping group runs at the end of each loop. (tst_qquickanimations: loopingBug.)
    function test_loops(data) {
        contract(data, run => {
            const d = run.ms(0, 90)
            const root = build("Item { id: root; property real x1: 0; property real x2: 0; property alias a: a; property alias g: g\n"
                               + run.animation("id: a; target: root; property: 'x1'; from: 0; to: 90; loops: 3; "
                                               + watched("a"), 0, 90) + "\n"
                               + "SequentialAnimation on x2 { id: g; running: false; " + watched("g") + "\n"
                               + run.animation("from: 0; to: 90; loops: 3", 0, 90) + "}\n"
                               + "SequentialAnimation { id: h; objectName: 'h'; loops: 2; " + watched("h") + "\n"
                               + run.animation("target: root; property: 'x1'; from: 0; to: 90", 0, 90)
                               + "\nScriptAction { script: testCase.note('end of a loop of h') } }\n"
                               + "property alias h: h }")
            let t = 0
            const sample = () => {
                t += frame
                near(root.x1, run.at(0, 90, t % d), "a at " + t + " ms")
            }
            note("a")
            root.a.start()
            compare(stepUntil(() => !root.a.running, 200, () => {
                t += frame
                near(root.x1, t >= 3 * d ? 90 : run.at(0, 90, t % d), "a at " + t + " ms")
            }), Math.ceil(3 * d / frame))
            compare(root.x1, 90)
            note("g")
            t = 0
            root.g.start()
            compare(stepUntil(() => !root.g.running, 200, () => {
                t += frame
                near(root.x2, t >= 3 * d ? 90 : run.at(0, 90, t % d), "g at " + t + " ms")
            }), Math.ceil(3 * d / frame))
            compare(root.x2, 90)
            note("h")
            root.h.start()
            stepUntil(() => !root.h.running, 200)
            compare(root.x1, 90)
            step(2)
            return root
        })
    }

    // A SequentialAnimation with a ScriptAction, the motion, a wait, a
    // PropertyAction, a ScriptAction, the motion back (no `from`: from where the one before
    // ends) and a ScriptAction, twice (loops: 2): every action in order at its frame, the
    // pause waited on the clock; restart() mid-run starts over.
    function test_sequence(data) {
        contract(data, run => {
            const there = run.ms(0, 100), back = run.ms(100, 0)
            const root = build("Item { id: root; property real x1: 0; property int y1: 0; property real waited: 0; property alias g: g\n"
                               + "SequentialAnimation { id: g; loops: 2; " + watched("g") + "\n"
                               + "ScriptAction { script: testCase.note('script 1: x1 ' + root.x1) }\n"
                               + run.animation("target: root; property: 'x1'; from: 0; to: 100; " + watched("there"), 0, 100) + "\n"
                               + "NumberAnimation { target: root; property: 'waited'; from: 0; to: 1; duration: 40 }\n"
                               + "PropertyAction { target: root; property: 'y1'; value: root.y1 + 1 }\n"
                               + "ScriptAction { script: testCase.note('script 2: x1 ' + root.x1 + ', y1 ' + root.y1) }\n"
                               + run.animation("target: root; property: 'x1'; to: 0; " + watched("back"), 100, 0) + "\n"
                               + "ScriptAction { script: testCase.note('script 3: x1 ' + root.x1) }\n"
                               + "}\n}")
            const loop = there + 40 + back
            let t = 0
            const expected = time => {
                const u = time >= 2 * loop ? loop : time % loop
                if (u < there)
                    return run.at(0, 100, u)
                if (u < there + 40)
                    return 100
                return run.at(100, 0, u - there - 40)
            }
            const sample = () => { t += frame; near(root.x1, expected(t), "at " + t + " ms") }
            root.g.start()
            compare(stepUntil(() => !root.g.running, 400, sample), Math.ceil(2 * loop / frame))
            compare(root.x1, 0)
            note("start, restart")
            t = 0
            root.g.start()
            step(Math.ceil(there / frame) + 1, sample)
            root.g.restart()
            t = 0
            compare(stepUntil(() => !root.g.running, 400, sample), Math.ceil(2 * loop / frame))
            step(2)
            return root
        })
    }

    // A ParallelAnimation of two motions of different lengths: it ends with the longer;
    // stop() stops both where they are; complete() puts both on their ends.
    function test_parallel(data) {
        contract(data, run => {
            const dx = run.ms(0, 100), dy = run.ms(0, 300)
            const root = build("Item { id: root; property real x1: 0; property real y1: 0; property alias p: p\n"
                               + "ParallelAnimation { id: p; " + watched("p") + "\n"
                               + run.animation("target: root; property: 'x1'; from: 0; to: 100; " + watched("x"), 0, 100) + "\n"
                               + run.animation("target: root; property: 'y1'; from: 0; to: 300; " + watched("y"), 0, 300) + "\n"
                               + "}\n}")
            let t = 0
            const sample = () => {
                t += frame
                near(root.x1, run.at(0, 100, t), "x at " + t + " ms")
                near(root.y1, run.at(0, 300, t), "y at " + t + " ms", 300)
            }
            root.p.start()
            compare(stepUntil(() => !root.p.running, 300, sample), Math.ceil(Math.max(dx, dy) / frame))
            note("start, stop")
            t = 0
            root.p.start()
            step(3, sample)
            root.p.stop()
            const x = root.x1, y = root.y1
            step(2)
            verify(root.x1 === x && root.y1 === y, "both stopped where they were")
            note("start, complete")
            root.p.start()
            step(1)
            root.p.complete()
            verify(root.x1 === 100 && root.y1 === 300, "both on their ends: " + root.x1 + ", " + root.y1)
            step(2)
            return root
        })
    }

    // Groups in groups, alwaysRunToEnd on the outer one stopped in its second loop: it runs
    // that loop to its end, nested pause included.
    function test_nestedGroups(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property real y1: 0; property real waited: 0; property alias g: g\n"
                               + "SequentialAnimation { id: g; loops: 2; alwaysRunToEnd: true; " + watched("g") + "\n"
                               + "ParallelAnimation { " + watched("p") + "\n"
                               + run.animation("target: root; property: 'x1'; from: 0; to: 100", 0, 100) + "\n"
                               + "SequentialAnimation { NumberAnimation { target: root; property: 'waited'; from: 0; to: 1; duration: 32 }\n"
                               + run.animation("target: root; property: 'y1'; from: 0; to: 50", 0, 50) + " }\n"
                               + "}\n"
                               + "ScriptAction { script: testCase.note('between') }\n"
                               + run.animation("target: root; property: 'x1'; to: 0", 100, 0) + "\n"
                               + "}\n}")
            const first = Math.max(run.ms(0, 100), 32 + run.ms(0, 50))
            const loop = first + run.ms(100, 0)
            root.g.start()
            step(Math.ceil((loop + first / 2) / frame))
            note("stop in the second loop")
            root.g.stop()
            const where = () => root.x1 === 0 && root.y1 === 50 ? "at the loop's end" : "where it was stopped"
            stepUntil(() => logged("g stopped") === 1, 400)
            note("stopped " + where())
            step(Math.ceil(loop / frame))
            note(where())
            return root
        })
    }

    // running toggled (a binding): false stops where it is, true starts again from `from`.
    function test_runningToggled(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property bool on: false; property alias a: a\n"
                               + run.animation("id: a; target: root; property: 'x1'; from: 0; to: 100; running: root.on; "
                                               + watched("a"), 0, 100) + "\n}")
            let t = 0
            const sample = () => { t += frame; near(root.x1, run.at(0, 100, t), "at " + t + " ms") }
            note("on")
            root.on = true
            step(3, sample)
            note("off")
            root.on = false
            const x = root.x1
            step(2)
            compare(root.x1, x)
            note("on")
            root.on = true
            t = 0
            stepUntil(() => !root.a.running, 300, sample)
            compare(root.x1, 100)
            compare(root.on, true, "the binding is kept")
            step(2)
            return root
        })
    }

    // Behavior: the animation runs on each change (started, running; in a Behavior Qt emits
    // no finished); disabled, a change is written at once; enabled again, the same value
    // as the last animated one animates again; disabled mid-run, the next write stops it and
    // stays. (tst_qquickbehaviors: simpleBehavior, disabled, sameValue,
    // disabledWriteWhileRunning; tst_qquickanimations: finished.)
    function test_behavior(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property alias b: b; property alias a: a\n"
                               + "Behavior on x1 { id: b\n" + run.animation("id: a; " + watched("a"), 0, 100) + " }\n}")
            let t = 0
            note("to 100")
            root.x1 = 100
            compare(root.x1, 0, "nothing written before the first frame")
            stepUntil(() => !root.a.running, 300, () => { t += frame; near(root.x1, run.at(0, 100, t), "at " + t + " ms") })
            compare(root.x1, 100)
            note("disabled, to 0")
            root.b.enabled = false
            root.x1 = 0
            compare(root.x1, 0, "written at once")
            compare(root.a.running, false)
            note("enabled, to 100, disabled, to 100, enabled, to 0")
            root.b.enabled = true
            root.x1 = 100
            step(2)
            root.b.enabled = false
            root.x1 = 100
            root.b.enabled = true
            root.x1 = 0
            t = 0
            stepUntil(() => !root.a.running, 300, () => { t += frame; near(root.x1, run.at(100, 0, t), "back at " + t + " ms") })
            compare(root.x1, 0)
            note("to 100, disabled mid-run")
            root.x1 = 100
            step(3)
            root.b.enabled = false
            compare(root.a.running, true, "runs on when disabled")
            note("to 50")
            root.x1 = 50
            compare(root.a.running, false)
            compare(root.x1, 50)
            step(3)
            compare(root.x1, 50)
            return root
        })
    }

    // A Transition between states: its running and the animation's signals; disabled, the
    // state change applies at once and the transition does not run; enabled, it runs.
    // (tst_qquickanimations: disabledTransition, finished.)
    function test_transition(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property alias tr: tr; property alias a: a\n"
                               + "states: State { name: 'moved'; PropertyChanges { target: root; x1: 100 } }\n"
                               + "transitions: Transition { id: tr; onRunningChanged: testCase.note('transition running ' + running)\n"
                               + run.animation("id: a; properties: 'x1'; " + watched("a"), 0, 100) + " }\n}")
            let t = 0
            note("moved")
            root.state = "moved"
            stepUntil(() => !root.tr.running, 300, () => { t += frame; near(root.x1, run.at(0, 100, t), "at " + t + " ms") })
            compare(root.x1, 100)
            note("disabled, back")
            root.tr.enabled = false
            root.state = ""
            compare(root.x1, 0)
            compare(root.tr.running, false)
            note("enabled, moved")
            root.tr.enabled = true
            root.state = "moved"
            t = 0
            stepUntil(() => !root.tr.running, 300, () => { t += frame; near(root.x1, run.at(0, 100, t), "again at " + t + " ms") })
            compare(root.x1, 100)
            step(2)
            return root
        })
    }

    // Transitions that interrupt each other: a state change mid-transition starts the next
    // transition from where the property is (no jump), into the same Transition and into
    // another one, and each ends on its state's value. The Impetus motion that starts
    // mid-flight keeps its velocity and so has a duration of its own, which the stock run
    // takes (measure()).
    function test_interruptedTransitions(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property alias toRight: right; property alias toOther: left; property alias rightTransition: rt\n"
                               + "states: [ State { name: 'right'; PropertyChanges { target: root; x1: 100 } },\n"
                               + "          State { name: 'left'; PropertyChanges { target: root; x1: -100 } } ]\n"
                               + "transitions: [ Transition { id: rt; to: 'right'; onRunningChanged: testCase.note('right running ' + running)\n"
                               + run.animation("id: right; properties: 'x1'; " + watched("r"), 0, 100) + " },\n"
                               + "Transition { to: '*'; onRunningChanged: testCase.note('other running ' + running)\n"
                               + run.animation("id: left; properties: 'x1'; " + watched("l"), 0, 100) + " } ]\n}")
            note("right")
            root.state = "right"
            step(4)
            note("left")
            const before = root.x1
            if (run.stock)
                root.toOther.duration = run.measured[run.next++]
            root.state = "left"
            if (!run.stock)
                run.measured.push(root.toOther.duration)
            compare(root.x1, before, "no jump")
            step(3)
            note("back to the base state")
            const before2 = root.x1
            if (run.stock)
                root.toOther.duration = run.measured[run.next++]
            root.state = ""
            if (!run.stock)
                run.measured.push(root.toOther.duration)
            compare(root.x1, before2, "no jump")
            step(2)
            note("right")
            if (run.stock)
                root.toRight.duration = run.measured[run.next++]
            root.state = "right"
            if (!run.stock)
                run.measured.push(root.toRight.duration)
            stepUntil(() => !root.rightTransition.running, 300)
            compare(root.x1, 100)
            step(2)
            return root
        })
    }

    // A reversible transition turned back mid-run: from where it is (no jump) back to the
    // start, in the animation's duration (Qt 6.4 builds the reversed run anew, with the
    // full duration). An Impetus motion goes back with its velocity, so its duration is the
    // physical one of that motion, which the stock run takes (measure()).
    function test_reversibleTransition(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property alias tr: tr; property alias a: a\n"
                               + "states: State { name: 'moved'; PropertyChanges { target: root; x1: 100 } }\n"
                               + "transitions: Transition { id: tr; from: ''; to: 'moved'; reversible: true\n"
                               + "onRunningChanged: testCase.note('transition running ' + running)\n"
                               + run.animation("id: a; properties: 'x1'; " + watched("a"), 0, 100) + " }\n}")
            note("moved")
            root.state = "moved"
            step(5)
            note("back")
            const before = root.x1
            if (run.stock)
                root.a.duration = run.measured[run.next++]
            root.state = ""
            if (!run.stock)
                run.measured.push(root.a.duration)
            compare(root.x1, before, "no jump")
            compare(stepUntil(() => !root.tr.running, 300), Math.ceil(root.a.duration / frame))
            compare(root.x1, 0)
            step(2)
            return root
        })
    }

    // The target destroyed mid-run, on its own and in a ParallelAnimation: the animation
    // runs on to its end and finishes, without a warning.
    function test_targetDestroyed(data) {
        contract(data, run => {
            const root = build("Item { id: root; property alias a: a; property alias p: p\n"
                               + "property Item doomed: Item { property real x1: 0 }\n"
                               + "property Item doomed2: Item { property real x1: 0 }\n"
                               + run.animation("id: a; target: root.doomed; property: 'x1'; from: 0; to: 100; " + watched("a"), 0, 100) + "\n"
                               + "ParallelAnimation { id: p; " + watched("p") + "\n"
                               + run.animation("target: root.doomed2; property: 'x1'; from: 0; to: 100", 0, 100) + " }\n}")
            const d = Math.ceil(run.ms(0, 100) / frame)
            root.a.start()
            root.p.start()
            step(3)
            note("destroyed")
            root.doomed.destroy()
            root.doomed2.destroy()
            wait(0)
            compare(stepUntil(() => !root.a.running && !root.p.running, 300), d - 3)
            step(2)
            return root
        })
    }

    // Qt's SequentialAnimation with alwaysRunToEnd and infinite loops, stopped in its first
    // loop and in its second, then without alwaysRunToEnd (Qt's
    // alwaysRunToEndInSequentialAnimationBug): whatever Qt does with NumberAnimations, the
    // Impetus types do.
    function test_alwaysRunToEndSequence(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real o: 1; property int loopsMade: 0; property alias g: g\n"
                               + "SequentialAnimation { id: g; loops: Animation.Infinite; alwaysRunToEnd: true; " + watched("g") + "\n"
                               + run.animation("target: root; property: 'o'; from: 1; to: 0.1", 1, 0.1) + "\n"
                               + run.animation("target: root; property: 'o'; from: 0.1; to: 1", 0.1, 1) + "\n"
                               + "ScriptAction { script: { root.loopsMade++; testCase.note('loop ' + root.loopsMade) } }\n"
                               + "}\n}")
            const loop = run.ms(1, 0.1) + run.ms(0.1, 1)
            for (const always of [true, false]) {
                root.g.alwaysRunToEnd = always
                note("alwaysRunToEnd " + always + ": stop in the first loop")
                root.g.start()
                step(2)
                root.g.stop()
                stepUntil(() => !root.g.running, 300)
                note("o " + (root.o === 1 ? "1" : root.o === 0.1 ? "0.1" : "between"))
                note("stop in the second loop")
                root.loopsMade = 0
                root.g.start()
                stepUntil(() => root.loopsMade === 1, 300)
                step(2)
                root.g.stop()
                stepUntil(() => !root.g.running, 300)
                note("o " + (root.o === 1 ? "1" : root.o === 0.1 ? "0.1" : "between"))
                step(2)
            }
            return root
        })
    }

    // Nothing to move (`from` equals `to`, or no `from` and the property on `to`): a NumberAnimation still takes its duration; an
    // Impetus motion has settled already, so its physical duration is 0 and it ends at once,
    // as a NumberAnimation of duration 0 does (documented in docs/qml.md, "Differences from
    // Qt Quick's animations"; the stock run here is that NumberAnimation of duration 0).
    function test_nothingToMove(data) {
        contract(data, run => {
            const animation = (id, from) => run.stock
                    ? "NumberAnimation { duration: 0; id: " + id + "; target: root; property: 'x1'; " + from + "to: 50; " + watched(id) + " }"
                    : run.animation("id: " + id + "; target: root; property: 'x1'; " + from + "to: 50; " + watched(id), 0, 100)
            const root = build("Item { id: root; property real x1: 50; property alias a: a; property alias b: b\n"
                               + animation("a", "from: 50; ") + "\n" + animation("b", "") + "\n}")
            for (const a of [root.a, root.b]) {
                a.start()
                compare(a.duration, 0)
                compare(a.running, false, "ended at once")
                step(2)
                compare(root.x1, 50)
            }
            return root
        })
    }

    // loops: 3 without `from`: each loop starts again from where the first one started.
    function test_loopsWithoutFrom(data) {
        contract(data, run => {
            const d = run.ms(10, 90)
            const root = build("Item { id: root; property real x1: 10; property alias a: a\n"
                               + run.animation("id: a; target: root; property: 'x1'; to: 90; loops: 3; " + watched("a"), 10, 90) + "\n}")
            let t = 0
            root.a.start()
            compare(stepUntil(() => !root.a.running, 300, () => {
                t += frame
                near(root.x1, t >= 3 * d ? 90 : run.at(10, 90, t % d), "at " + t + " ms")
            }), Math.ceil(3 * d / frame))
            step(2)
            return root
        })
    }

    // complete() on an animation with loops: 3 and on a looping group: the end at once.
    function test_completeLoops(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property real y1: 0; property alias a: a; property alias g: g\n"
                               + run.animation("id: a; target: root; property: 'x1'; from: 0; to: 100; loops: 3; " + watched("a"), 0, 100) + "\n"
                               + "SequentialAnimation { id: g; loops: 2; " + watched("g") + "\n"
                               + run.animation("target: root; property: 'y1'; from: 0; to: 100", 0, 100) + "\n"
                               + run.animation("target: root; property: 'y1'; to: 30", 100, 30) + "\n"
                               + "ScriptAction { script: testCase.note('end of a loop') } }\n}")
            root.a.start()
            root.g.start()
            step(Math.ceil(run.ms(0, 100) / frame) + 2)
            note("complete")
            root.a.complete()
            root.g.complete()
            note("x1 " + root.x1 + ", y1 " + root.y1)
            step(2)
            return root
        })
    }

    // Declared paused and running: paused from the start, nothing moves until resumed.
    // (tst_qquickanimations: pauseBug, pauseBindingBug. Qt 6.4 assigns the two in the
    // reverse order of their declaration, and refuses paused before running, with
    // NumberAnimation as with these: the order written here is the one that works.)
    function test_startsPaused(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property alias a: a\n"
                               + run.animation("id: a; target: root; property: 'x1'; from: 0; to: 100; paused: true; running: true; "
                                               + watched("a"), 0, 100) + "\n}")
            note("running " + root.a.running + ", paused " + root.a.paused)
            step(3)
            compare(root.x1, 0)
            root.a.resume()
            let t = 0
            stepUntil(() => !root.a.running, 300, () => { t += frame; near(root.x1, run.at(0, 100, t), "at " + t + " ms") })
            compare(root.x1, 100)
            return root
        })
    }

    // A group in a Behavior: a PropertyAction, the motion (no target: the Behavior's
    // property), a ScriptAction; retriggered mid-run.
    function test_behaviorGroup(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property int y1: 0; property alias a: a\n"
                               + "Behavior on x1 { SequentialAnimation {\n"
                               + "PropertyAction { target: root; property: 'y1'; value: root.y1 + 1 }\n"
                               + run.animation("id: a; " + watched("a"), 0, 100) + "\n"
                               + "ScriptAction { script: testCase.note('done: y1 ' + root.y1) } } }\n}")
            let t = 0
            root.x1 = 100
            stepUntil(() => logged("done: y1 1") === 1, 300, () => { t += frame; if (logged("done: y1 1") === 0) near(root.x1, run.at(0, 100, t), "at " + t + " ms") })
            compare(root.x1, 100)
            note("to 0, then 100 mid-run")
            root.x1 = 0
            step(3)
            if (run.stock)
                root.a.duration = run.measured[run.next++]
            root.x1 = 100
            if (!run.stock)
                run.measured.push(root.a.duration)
            stepUntil(() => logged("done: y1 1") === 2 || lines.length > 40, 300)
            step(Math.ceil(root.a.duration / frame) + 2)
            compare(root.x1, 100)
            return root
        })
    }

    // A Transition of a SequentialAnimation: a wait, the motion, a PropertyAction
    // of the state's other property, as transitions are usually written.
    function test_transitionSequence(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property real y1: 0; property real waited: 0; property alias tr: tr\n"
                               + "states: State { name: 'moved'; PropertyChanges { target: root; x1: 100; y1: 7 } }\n"
                               + "transitions: Transition { id: tr; onRunningChanged: testCase.note('transition running ' + running)\n"
                               + "SequentialAnimation { NumberAnimation { target: root; property: 'waited'; from: 0; to: 1; duration: 48 }\n"
                               + run.animation("properties: 'x1'; " + watched("a"), 0, 100) + "\n"
                               + "PropertyAction { property: 'y1' }\n"
                               + "ScriptAction { script: testCase.note('y1 ' + root.y1) } } }\n}")
            root.state = "moved"
            let t = 0
            stepUntil(() => !root.tr.running, 300, () => {
                t += frame
                near(root.x1, t < 48 ? 0 : run.at(0, 100, t - 48), "at " + t + " ms")
            })
            compare(root.x1, 100)
            note("back")
            root.state = ""
            stepUntil(() => !root.tr.running, 300)
            compare(root.x1, 0)
            compare(root.y1, 0)
            return root
        })
    }

    // The animation itself destroyed mid-run, alone and as a group's child (Qt:
    // animationJobSelfDestruction): no crash, no warning, and what the group does then.
    function test_animationDestroyed(data) {
        contract(data, run => {
            const root = build("Item { id: root; property real x1: 0; property real y1: 0; property alias g: g\n"
                               + "property Animation a: " + run.animation("target: root; property: 'x1'; from: 0; to: 100; " + watched("a"), 0, 100) + "\n"
                               + "SequentialAnimation { id: g; " + watched("g") + "\n"
                               + run.animation("objectName: 'doomed'; target: root; property: 'y1'; from: 0; to: 100", 0, 100) + "\n"
                               + "ScriptAction { script: testCase.note('after') } }\n}")
            root.a.start()
            root.g.start()
            step(3)
            note("destroyed")
            root.a.destroy()
            root.g.animations[0].destroy()
            wait(0)
            step(Math.ceil(run.ms(0, 100) / frame) + 2)
            note("x1 " + (root.x1 > 0 && root.x1 < 100 ? "between" : root.x1))
            return root
        })
    }
}
