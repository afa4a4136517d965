// SPDX-License-Identifier: MIT
// The motions the widgets must show, written out here from the textbook closed forms
// (not through Impetus' models), and helpers to read rendered pixels.
#ifndef IMPETUS_TESTS_WIDGETS_EXPECTED_H
#define IMPETUS_TESTS_WIDGETS_EXPECTED_H

#include <QtCore/qrect.h>
#include <QtGui/qcolor.h>
#include <QtGui/qimage.h>
#include <QtWidgets/qwidget.h>

#include <cmath>
#include <functional>

namespace Expected {

// m x'' + c x' + k (x - rest) = 0 from x(0) = start, x'(0) = v0, with c = 2 zeta sqrt(k m):
// the three regimes solved by hand.
inline double spring(double mass, double stiffness, double zeta, double start, double rest, double v0, double t)
{
    const double w0 = std::sqrt(stiffness / mass);
    const double y0 = start - rest;
    if (zeta < 1) {
        const double wd = w0 * std::sqrt(1 - zeta * zeta);
        return rest
                + std::exp(-zeta * w0 * t) * (y0 * std::cos(wd * t) + (v0 + zeta * w0 * y0) / wd * std::sin(wd * t));
    }
    if (zeta == 1)
        return rest + (y0 + (v0 + w0 * y0) * t) * std::exp(-w0 * t);
    const double root = w0 * std::sqrt(zeta * zeta - 1);
    const double r1 = -zeta * w0 + root;
    const double r2 = -zeta * w0 - root;
    const double a = (v0 - r2 * y0) / (r1 - r2);
    return rest + a * std::exp(r1 * t) + (y0 - a) * std::exp(r2 * t);
}

// The first overshoot of an underdamped spring released at rest: time and position.
inline double springPeakTime(double mass, double stiffness, double zeta)
{
    return M_PI / (std::sqrt(stiffness / mass) * std::sqrt(1 - zeta * zeta));
}
inline double springPeak(double zeta, double start, double rest)
{
    return rest + (rest - start) * std::exp(-M_PI * zeta / std::sqrt(1 - zeta * zeta));
}

// A velocity decaying at rate lambda that comes to rest exactly at end.
inline double decay(double start, double end, double lambda, double t)
{
    return start + (end - start) * -std::expm1(-lambda * t);
}

// Uniform acceleration a from rest, stopping on end.
inline double fall(double start, double end, double a, double t)
{
    const double distance = end - start;
    const double x = start + std::copysign(a * t * t / 2, distance);
    return std::fabs(x - start) >= std::fabs(distance) ? end : x;
}

// A ball dropped from start onto the ground at end under gravity g (> 0), each rebound
// with restitution c times the impact speed: arc by arc.
inline double bounce(double start, double end, double g, double c, double t)
{
    const double up = start > end ? 1 : -1;
    const double height = std::fabs(start - end);
    const double firstLanding = std::sqrt(2 * height / g);
    if (t <= firstLanding)
        return end + up * (height - g * t * t / 2);
    double speed = c * std::sqrt(2 * g * height);
    double since = t - firstLanding;
    while (speed > 1e-9 && since > 2 * speed / g) {
        since -= 2 * speed / g;
        speed *= c;
    }
    return speed > 1e-9 ? end + up * (speed * since - g * since * since / 2) : end;
}

} // namespace Expected

namespace Pixels {

inline QImage render(QWidget &widget)
{
    return widget.grab().toImage().convertToFormat(QImage::Format_RGB32);
}

inline bool close(QRgb pixel, const QColor &color, int tolerance = 24)
{
    return std::abs(qRed(pixel) - color.red()) <= tolerance && std::abs(qGreen(pixel) - color.green()) <= tolerance
            && std::abs(qBlue(pixel) - color.blue()) <= tolerance;
}

inline QRect boundingRect(const QImage &image, const std::function<bool(QRgb)> &matches)
{
    QRect bounds;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x) {
            if (matches(image.pixel(x, y)))
                bounds |= QRect(x, y, 1, 1);
        }
    }
    return bounds;
}

inline int count(const QImage &image, const std::function<bool(QRgb)> &matches)
{
    int n = 0;
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            n += matches(image.pixel(x, y)) ? 1 : 0;
    }
    return n;
}

// The centroid of the matching pixels.
inline QPointF centroid(const QImage &image, const std::function<bool(QRgb)> &matches)
{
    double x = 0, y = 0;
    int n = 0;
    for (int j = 0; j < image.height(); ++j) {
        for (int i = 0; i < image.width(); ++i) {
            if (matches(image.pixel(i, j))) {
                x += i + 0.5;
                y += j + 0.5;
                ++n;
            }
        }
    }
    return n ? QPointF(x / n, y / n) : QPointF(qQNaN(), qQNaN());
}

} // namespace Pixels

#endif
