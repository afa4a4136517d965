// SPDX-License-Identifier: MIT
#include "snaprule.h"

#include "invalidparameter.h"

#include <algorithm>
#include <cmath>

namespace Impetus {

namespace {

QString refused(const InvalidParameter &error)
{
    return error.isNull() ? QString() : error.message();
}

QString finitePoints(const char *name, const QList<double> &points)
{
    for (double point : points) {
        if (!std::isfinite(point))
            return refused(InvalidParameter(name, "finite positions", point));
    }
    return {};
}

} // namespace

double SnapRule::rubberBand(double overshoot, double dimension, double constant) noexcept
{
    if (!(dimension > 0) || !(constant > 0) || std::isnan(overshoot))
        return 0;
    const double x = std::fabs(overshoot);
    // (1 - 1 / (x c / d + 1)) d = x c / (x c / d + 1): no cancellation for small x.
    const double scaled = x * constant / dimension;
    const double drawn = std::isinf(scaled) ? dimension : x * constant / (scaled + 1);
    return std::copysign(drawn, overshoot);
}

double SnapRule::overshootOf(double drawn, double dimension, double constant) noexcept
{
    if (!(dimension > 0) || !(constant > 0) || std::isnan(drawn))
        return 0;
    const double y = std::fabs(drawn);
    if (y >= dimension)
        return std::copysign(qInf(), drawn);
    return std::copysign(y / (constant * (1 - y / dimension)), drawn);
}

QString SnapRule::setSnapPoints(const QList<double> &points)
{
    const QString error = finitePoints("snapPoints", points);
    if (error.isEmpty())
        m_snapPoints = points;
    return error;
}

QString SnapRule::setDismissPoints(const QList<double> &points)
{
    const QString error = finitePoints("dismissPoints", points);
    if (error.isEmpty())
        m_dismissPoints = points;
    return error;
}

QString SnapRule::setMinimum(double minimum)
{
    if (std::isinf(minimum))
        return refused(InvalidParameter::finite("minimum", minimum));
    if (minimum > m_maximum)
        return refused(InvalidParameter("minimum", "<= maximum", minimum));
    m_minimum = minimum;
    return {};
}

QString SnapRule::setMaximum(double maximum)
{
    if (std::isinf(maximum))
        return refused(InvalidParameter::finite("maximum", maximum));
    if (maximum < m_minimum)
        return refused(InvalidParameter("maximum", ">= minimum", maximum));
    m_maximum = maximum;
    return {};
}

double SnapRule::lowerBound() const noexcept
{
    return bound(m_minimum, -1);
}

double SnapRule::upperBound() const noexcept
{
    return bound(m_maximum, 1);
}

// The bound at one end (way -1: the lower): as set, else the furthest point that way, else
// infinity that way.
double SnapRule::bound(double set, double way) const noexcept
{
    if (!std::isnan(set))
        return set;
    double furthest = -way * qInf();
    for (const QList<double> *points : { &m_snapPoints, &m_dismissPoints }) {
        for (double point : *points)
            furthest = way > 0 ? std::fmax(furthest, point) : std::fmin(furthest, point);
    }
    return std::isinf(furthest) ? way * qInf() : furthest;
}

QString SnapRule::setThreshold(double unitsPerSecond)
{
    // +infinity is allowed: no release is then a flick (a list that coasts over its items).
    if (!(unitsPerSecond >= 0))
        return refused(InvalidParameter("threshold", ">= 0", unitsPerSecond));
    m_threshold = unitsPerSecond;
    return {};
}

QString SnapRule::setDecelerationRate(double perMillisecond)
{
    if (!(perMillisecond > 0 && perMillisecond < 1))
        return refused(InvalidParameter("decelerationRate", "in (0, 1)", perMillisecond));
    m_decelerationRate = perMillisecond;
    return {};
}

QString SnapRule::setRubberBandConstant(double constant)
{
    const QString error = refused(InvalidParameter::positive("rubberBandConstant", constant));
    if (error.isEmpty())
        m_rubberBandConstant = constant;
    return error;
}

double SnapRule::drawn(double raw, double dimension) const noexcept
{
    const double lower = lowerBound();
    const double upper = upperBound();
    if (raw < lower)
        return lower + rubberBand(raw - lower, dimension, m_rubberBandConstant);
    if (raw > upper)
        return upper + rubberBand(raw - upper, dimension, m_rubberBandConstant);
    return raw;
}

double SnapRule::raw(double drawn, double dimension) const noexcept
{
    const double lower = lowerBound();
    const double upper = upperBound();
    if (drawn < lower)
        return lower + overshootOf(drawn - lower, dimension, m_rubberBandConstant);
    if (drawn > upper)
        return upper + overshootOf(drawn - upper, dimension, m_rubberBandConstant);
    return drawn;
}

double SnapRule::projection(double position, double velocity) const noexcept
{
    const double lambda = -1000 * std::log(m_decelerationRate);
    return position + velocity / lambda;
}

SnapRule::Target SnapRule::target(double position, double velocity) const
{
    Target best;
    const bool flick = std::fabs(velocity) > m_threshold && velocity != 0;
    const double aim = flick ? position : projection(position, velocity);
    double bestDistance = qInf();
    bool bestBeyond = false;
    const auto consider = [&](const QList<double> &points, bool dismiss) {
        for (int i = 0; i < points.size(); ++i) {
            const double distance = std::fabs(points[i] - aim);
            // A flick goes to the nearest point beyond the release in its direction; when
            // there is none, to the nearest point.
            const bool beyond = flick && (points[i] - position) * velocity > 0;
            if ((beyond && !bestBeyond) || (beyond == bestBeyond && distance < bestDistance)) {
                best = { points[i], i, dismiss };
                bestDistance = distance;
                bestBeyond = beyond;
            }
        }
    };
    consider(m_snapPoints, false);
    consider(m_dismissPoints, true);
    return best;
}

} // namespace Impetus
