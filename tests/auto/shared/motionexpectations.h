// SPDX-License-Identifier: MIT
#ifndef IMPETUS_TESTS_MOTIONEXPECTATIONS_H
#define IMPETUS_TESTS_MOTIONEXPECTATIONS_H

// The documented per-component rule of Impetus's animations, built directly from the
// models (each checked against 50-digit references in its own test): what
// tst_motionanimation, tst_valuemotion and tst_motiondriver expect of every component.

#include <impetus/bounce.h>
#include <impetus/exponentialdecay.h>
#include <impetus/gravity.h>
#include <impetus/spring.h>

#include <QtCore/qrect.h>
#include <QtCore/qvariant.h>
#include <QtGui/qcolor.h>
#include <QtGui/qvector3d.h>
#include <QtGui/qvector4d.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <vector>

namespace MotionExpectations {

using namespace Impetus;

enum class Kind { Spring, Decay, Gravity, Bounce };

// The parameters every animation of a kind gets; `pull` (L/s^2) is the row's gravity or
// acceleration, since colours move in 0..1 and pixels in hundreds.
constexpr double Mass = 2;
constexpr double Stiffness = 300;
constexpr double DampingRatio = 0.3;
constexpr double Lambda = 3;
constexpr double Restitution = 0.6;
constexpr int MaxBounces = 5;

// One component's documented motion, from the models themselves.
struct Expected
{
    std::function<double(double)> position;
    std::function<double(double)> velocity;
    double settle = 0; // seconds until within tolerance of the end, or on it
};

inline double sign(double x)
{
    return x > 0 ? 1 : x < 0 ? -1 : 0;
}

inline Expected expected(Kind kind, double start, double end, double v, double share, double pull, double tolerance)
{
    if (start == end && v == 0)
        return { [end](double) { return end; }, [](double) { return 0.0; }, 0 };
    switch (kind) {
    case Kind::Spring: {
        const Spring spring =
                Spring::fromDampingRatio(Mass, Stiffness, DampingRatio).withRestPosition(end).withStart(start, v);
        return { [spring](double t) { return spring.position(t); }, [spring](double t) { return spring.velocity(t); },
                 spring.settleTime(tolerance) };
    }
    case Kind::Decay: {
        const double d = end - start;
        const double lambda = v * d > 0 && v / d > Lambda ? v / d : Lambda;
        const ExponentialDecay decay(start, lambda * d, lambda);
        return { [decay](double t) { return decay.position(t); }, [decay](double t) { return decay.velocity(t); },
                 decay.settleTime(tolerance) };
    }
    case Kind::Gravity: {
        const Gravity gravity(start, v, sign(end - start) * pull * share);
        const double landing = gravity.timeToReach(end);
        return { [=](double t) { return t >= landing ? end : gravity.position(t); },
                 [=](double t) { return t >= landing ? 0 : gravity.velocity(t); }, landing };
    }
    case Kind::Bounce: {
        const double up = sign(start - end);
        const Bounce bounce = Bounce::fromState(std::fabs(start - end), up * v, Restitution, -pull * share, MaxBounces);
        return { [=](double t) { return end + up * bounce.position(t); },
                 [=](double t) { return up * bounce.velocity(t); },
                 std::fmin(bounce.restTime(), bounce.settleTime(tolerance)) };
    }
    }
    return {};
}

// All components: shares and the default tolerance as documented.
inline std::vector<Expected> expectedMotion(Kind kind, const std::vector<double> &start, const std::vector<double> &end,
                                            std::vector<double> velocity, double pull, double *tolerance = nullptr)
{
    velocity.resize(start.size());
    double distanceNorm = 0, speed = 0, largest = 0;
    for (size_t i = 0; i < start.size(); ++i) {
        distanceNorm = std::hypot(distanceNorm, end[i] - start[i]);
        speed = std::hypot(speed, velocity[i]);
        largest = std::max(largest, std::fabs(end[i] - start[i]));
    }
    const double tol = 1e-3 * largest;
    if (tolerance)
        *tolerance = tol;
    std::vector<Expected> motion;
    for (size_t i = 0; i < start.size(); ++i) {
        const double share = std::max(distanceNorm > 0 ? std::fabs(end[i] - start[i]) / distanceNorm : 0.0,
                                      speed > 0 ? std::fabs(velocity[i]) / speed : 0.0);
        motion.push_back(expected(kind, start[i], end[i], velocity[i], share, pull, tol));
    }
    return motion;
}

inline int expectedDuration(const std::vector<Expected> &motion)
{
    double settle = 0;
    for (const Expected &component : motion)
        settle = std::max(settle, component.settle);
    return int(std::ceil(settle * 1000));
}

// A value's components, read with the types' own API.
inline std::vector<double> numbers(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::QPointF:
    case QMetaType::QPoint:
        return { value.toPointF().x(), value.toPointF().y() };
    case QMetaType::QRectF: {
        const QRectF r = value.toRectF();
        return { r.x(), r.y(), r.width(), r.height() };
    }
    case QMetaType::QColor: {
        const QRgba64 c = value.value<QColor>().rgba64(); // the 16 bits QColor keeps
        return { c.red() / 65535.0, c.green() / 65535.0, c.blue() / 65535.0, c.alpha() / 65535.0 };
    }
    case QMetaType::QVector3D: {
        const QVector3D v = value.value<QVector3D>();
        return { v.x(), v.y(), v.z() };
    }
    case QMetaType::QVector4D: {
        const QVector4D v = value.value<QVector4D>();
        return { v.x(), v.y(), v.z(), v.w() };
    }
    default:
        return { value.toDouble() };
    }
}

// Whether a double computed another way agrees with the closed form to 1e-9, relative.
inline bool closeTo(double actual, double expected)
{
    return std::fabs(actual - expected) <= 1e-9 * (1 + std::fabs(expected));
}

} // namespace MotionExpectations

#endif
