// SPDX-License-Identifier: MIT
// MotionPlot draws position over time: grabbed from the offscreen window, the curve's
// colour is where the closed form puts it, and nowhere far from it.
import QtQuick
import QtTest
import Impetus

Item {
    width: 400
    height: 200

    DecayModel { id: decay; startPosition: 0; startVelocity: 300; lambda: 3 }
    MotionPlot {
        id: plot
        anchors.fill: parent
        model: decay
        duration: 2
        color: "#ff0000"
        lineWidth: 3
    }

    TestCase {
        name: "MotionPlot"
        when: windowShown

        // Where the plot puts (t, x): inside a margin of lineWidth + 3, the time axis over
        // the duration, the position axis from the lowest to the highest value (0 and the
        // final position, v0 / lambda, for a decay from 0).
        function pixel(t, x, high) {
            const margin = plot.lineWidth + 3
            return Qt.point(margin + (plot.width - 2 * margin) * t / plot.duration,
                            plot.height - margin - (plot.height - 2 * margin) * x / high)
        }

        function reddish(image, point) {
            for (let dx = -1; dx <= 1; ++dx) {
                for (let dy = -1; dy <= 1; ++dy) {
                    const x = Math.round(point.x) + dx, y = Math.round(point.y) + dy
                    if (image.red(x, y) > 200 && image.green(x, y) < 80 && image.blue(x, y) < 80)
                        return true
                }
            }
            return false
        }

        function test_curve_data() {
            return [ { tag: "lambda 3", lambda: 3 }, { tag: "lambda 1.5", lambda: 1.5 } ]
        }

        function test_curve(data) {
            decay.lambda = data.lambda
            const image = grabImage(plot)
            const high = 300 / data.lambda
            for (const t of [0.05, 0.2, 0.5, 1, 1.5]) {
                const x = high * -Math.expm1(-data.lambda * t)
                verify(reddish(image, pixel(t, x, high)), "the curve passes through " + pixel(t, x, high))
                // Well away from the curve, nothing of its colour.
                const off = pixel(t, x > high / 2 ? x - high / 3 : x + high / 3, high)
                verify(!reddish(image, off), "nothing at " + off)
            }
        }

        function test_timeMarker() {
            decay.lambda = 3
            plot.time = 0.4
            const image = grabImage(plot)
            const at = pixel(0.4, 100 * -Math.expm1(-1.2), 100)
            // The marker is a disc of radius 2 lineWidth: its colour 4 px above the curve.
            verify(image.red(Math.round(at.x), Math.round(at.y) - 4) > 200)
            plot.time = -1
        }
    }
}
