// SPDX-License-Identifier: MIT
#include "velocitytracker.h"

#include "invalidparameter.h"

#include <QtCore/qlocale.h>
#include <QtCore/qlogging.h>
#include <QtCore/qstring.h>

#include <algorithm>
#include <cmath>

namespace Impetus {

namespace {

constexpr double HalfResolution = VelocityTracker::TimeResolution / 2;
constexpr int MaximumSamples = VelocityTracker::MaximumSamples;

QString number(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

void warn(const char *function, const QString &message)
{
    qWarning("Impetus::VelocityTracker::%s: %s", function, qPrintable(message));
}

/*
    The window in scaled units, newest first: s[i] = (t_i - t_newest) / 2^timeExponent in
    (-2, 0], the oldest below -1 or at it; x[i] and y[i] = (position_i - position_newest) /
    2^exponent with |position| < 2^exponent over the window, so |x|, |y| < 2 (positions all
    below 2^-1000 are scaled by 2^1000 only, which keeps the factor a double). Multiplying by
    a power of two is exact, so the estimates round as they would unscaled, but no sum or
    square in them can overflow: consecutive samples are at least HalfResolution apart, so a
    segment's scaled velocity is below 4 / (HalfResolution / (Horizon + HalfResolution)),
    under 1e6.
*/
struct Scaled
{
    int count = 0;
    int timeExponent = 0;
    int xExponent = 0;
    int yExponent = 0;
    double s[MaximumSamples] = {};
    double x[MaximumSamples] = {};
    double y[MaximumSamples] = {};
};

// The exponent e with |v| < 2^e for every v of values[0, count), or none when they are all 0.
bool boundingExponent(const double *values, int count, int *exponent)
{
    double largest = 0;
    for (int i = 0; i < count; ++i)
        largest = std::max(largest, std::fabs(values[i]));
    if (largest == 0)
        return false;
    *exponent = std::ilogb(largest) + 1;
    return true;
}

// Positions relative to the newest, scaled; false when they are all 0 (no motion to scale).
bool scaleAxis(double *values, int count, int *exponent)
{
    if (!boundingExponent(values, count, exponent))
        return false;
    *exponent = std::max(*exponent, -1000);
    const double factor = std::scalbn(1.0, -*exponent);
    const double newest = values[0] * factor;
    for (int i = 0; i < count; ++i)
        values[i] = values[i] * factor - newest;
    return true;
}

// The velocity of the segment from sample i + 1 to sample i (i = 0: the newest segment).
double segment(const double *s, const double *x, int i)
{
    return (x[i] - x[i + 1]) / (s[i] - s[i + 1]);
}

/*
    Least squares by Householder QR of the Vandermonde matrix V = [1, s, s^2] (count rows),
    applied to both axes at once: V = Q R, and the coefficients solve R c = Q^T x. Each
    reflection H = I - v v^T / (|a| (|a| + |a_kk|)), v = a + sign(a_kk) |a| e_k, takes the
    sign that avoids cancellation. R's diagonal is never 0: the s column holds 0 and a value
    at -1 or below; the s^2 column's distance from span(1, s) is at least that of three of
    its rows (the oldest, the newest and any other), g1 g2 / sqrt(3) for their gaps g1 + g2
    >= 1 with each gap at least HalfResolution / (Horizon + HalfResolution) = 5e-6: over
    1e-6. The velocity is c1, the slope at s = 0, the newest sample.
*/
void leastSquares(const Scaled &w, double *vx, double *vy)
{
    const int m = w.count;
    constexpr int Columns = 5; // 1, s, s^2, x, y
    double a[MaximumSamples][Columns];
    for (int i = 0; i < m; ++i) {
        a[i][0] = 1;
        a[i][1] = w.s[i];
        a[i][2] = w.s[i] * w.s[i];
        a[i][3] = w.x[i];
        a[i][4] = w.y[i];
    }
    for (int k = 0; k < 3; ++k) {
        double sumOfSquares = 0;
        for (int i = k; i < m; ++i)
            sumOfSquares += a[i][k] * a[i][k];
        const double norm = std::sqrt(sumOfSquares);
        const double alpha = a[k][k] > 0 ? -norm : norm;
        const double beta = 1 / (norm * (norm + std::fabs(a[k][k]))); // 2 / (v^T v)
        a[k][k] -= alpha; // v = (a_kk - alpha, a_k+1,k, ...)
        for (int j = k + 1; j < Columns; ++j) {
            double dot = 0;
            for (int i = k; i < m; ++i)
                dot += a[i][k] * a[i][j];
            const double factor = beta * dot;
            for (int i = k; i < m; ++i)
                a[i][j] -= factor * a[i][k];
        }
        a[k][k] = alpha;
    }
    const double cx2 = a[2][3] / a[2][2];
    const double cy2 = a[2][4] / a[2][2];
    *vx = (a[1][3] - a[1][2] * cx2) / a[1][1];
    *vy = (a[1][4] - a[1][2] * cy2) / a[1][1];
}

/*
    The signed kinetic energy E = u |u| / 2 of a unit mass that the segments drive, oldest
    first: from rest to the first segment's velocity, then by the work |v| (v - u) of each
    segment that brings it from u to v; the velocity sign(E) sqrt(2 |E|).
*/
double impulse(const double *s, const double *x, int count)
{
    const auto velocityOf = [](double energy) { return std::copysign(std::sqrt(2 * std::fabs(energy)), energy); };
    const double first = segment(s, x, count - 2);
    double energy = first * std::fabs(first) / 2;
    for (int i = count - 3; i >= 0; --i) {
        const double v = segment(s, x, i);
        energy += std::fabs(v) * (v - velocityOf(energy));
    }
    return velocityOf(energy);
}

// The newest three segments weighted 6 : 3 : 1, over the weights of those that exist.
double lastSegments(const double *s, const double *x, int count)
{
    constexpr double Weights[] = { 6, 3, 1 };
    double sum = 0;
    double weights = 0;
    for (int i = 0; i < std::min(3, count - 1); ++i) {
        sum += Weights[i] * segment(s, x, i);
        weights += Weights[i];
    }
    return sum / weights;
}

} // namespace

VelocityTracker::VelocityTracker(Strategy strategy) noexcept : m_strategy(strategy)
{
}

void VelocityTracker::setMaximumVelocity(double unitsPerSecond)
{
    if (!(unitsPerSecond > 0)) {
        warn("setMaximumVelocity", InvalidParameter("unitsPerSecond", "> 0", unitsPerSecond).message());
        return;
    }
    m_maximumVelocity = unitsPerSecond;
}

bool VelocityTracker::addPosition(double seconds, QPointF position)
{
    if (!std::isfinite(seconds)) {
        warn("addPosition", InvalidParameter::finite("seconds", seconds).message());
        return false;
    }
    if (m_count > 0 && seconds < lastTime() - HalfResolution) {
        warn("addPosition",
             QLatin1String("seconds must be >= the newest sample's ") + number(lastTime()) + QLatin1String(", but got ")
                     + number(seconds));
        return false;
    }
    if (!std::isfinite(position.x()) || !std::isfinite(position.y())) {
        warn("addPosition",
             QLatin1String("position must be finite, but got (") + number(position.x()) + QLatin1String(", ")
                     + number(position.y()) + QLatin1Char(')'));
        return false;
    }
    if (m_count > 0 && seconds < lastTime() + HalfResolution) {
        // The same timestamp: the newest position counts. Its time never moves back, so
        // consecutive samples stay at least HalfResolution apart.
        m_samples[m_newest] = { std::max(seconds, lastTime()), position };
        return true;
    }
    m_newest = (m_newest + 1) % MaximumSamples;
    m_samples[m_newest] = { seconds, position };
    m_count = std::min(m_count + 1, int(MaximumSamples));
    return true;
}

void VelocityTracker::reset() noexcept
{
    m_newest = -1;
    m_count = 0;
}

double VelocityTracker::lastTime() const noexcept
{
    return m_count > 0 ? sample(0).time : qQNaN();
}

QPointF VelocityTracker::lastPosition() const noexcept
{
    return m_count > 0 ? sample(0).position : QPointF();
}

const VelocityTracker::Sample &VelocityTracker::sample(int age) const noexcept
{
    return m_samples[(m_newest - age + MaximumSamples) % MaximumSamples];
}

int VelocityTracker::windowSize() const noexcept
{
    if (m_count == 0)
        return 0;
    const double newest = sample(0).time;
    int size = 1;
    for (; size < m_count; ++size) {
        const double time = sample(size).time;
        if (newest - time > Horizon + HalfResolution || sample(size - 1).time - time > StoppedGap + HalfResolution)
            break;
    }
    return size;
}

QPointF VelocityTracker::velocity() const noexcept
{
    Scaled w;
    w.count = windowSize();
    if (w.count < 2)
        return {};
    const double newest = sample(0).time;
    for (int i = 0; i < w.count; ++i) {
        w.s[i] = sample(i).time - newest;
        w.x[i] = sample(i).position.x();
        w.y[i] = sample(i).position.y();
    }
    // The oldest time is the window's only negative extreme: it sets the time scale.
    w.timeExponent = std::ilogb(-w.s[w.count - 1]);
    const double timeFactor = std::scalbn(1.0, -w.timeExponent);
    for (int i = 0; i < w.count; ++i)
        w.s[i] *= timeFactor;
    const bool xMoves = scaleAxis(w.x, w.count, &w.xExponent);
    const bool yMoves = scaleAxis(w.y, w.count, &w.yExponent);

    double vx = 0;
    double vy = 0;
    if (w.count == 2 || m_strategy != Strategy::LeastSquares) {
        const auto axis = [this, &w](const double *x) {
            if (w.count == 2)
                return segment(w.s, x, 0);
            return m_strategy == Strategy::Impulse ? impulse(w.s, x, w.count) : lastSegments(w.s, x, w.count);
        };
        vx = xMoves ? axis(w.x) : 0;
        vy = yMoves ? axis(w.y) : 0;
    } else {
        leastSquares(w, &vx, &vy);
    }
    // Back to units per second; an overflow gives +-infinity, which the clamp bounds.
    const auto unscaled = [this, &w](double v, int exponent) {
        return std::clamp(std::scalbn(v, exponent - w.timeExponent), -m_maximumVelocity, m_maximumVelocity);
    };
    return { xMoves ? unscaled(vx, w.xExponent) : 0.0, yMoves ? unscaled(vy, w.yExponent) : 0.0 };
}

QPointF VelocityTracker::velocity(double releaseSeconds) const noexcept
{
    const double pause = releaseSeconds - lastTime(); // NaN without samples
    if (!(pause >= -HalfResolution && pause <= StoppedGap + HalfResolution))
        return {};
    return velocity();
}

} // namespace Impetus
