// SPDX-License-Identifier: MIT
#include "motionplot.h"

#include <QtGui/qpainter.h>
#include <QtGui/qpainterpath.h>

#include <algorithm>
#include <cmath>
#include <tuple>

namespace Impetus {

namespace {

constexpr double SpanPastSettling = 1.15;
constexpr double UnsettledSpan = 2; // seconds
constexpr double RangePadding = 0.08;
constexpr int CompactWidth = 120;
constexpr int CompactHeight = 80;

// 1, 2 or 5 times a power of ten, at least step.
double niceStep(double step)
{
    const double power = std::pow(10.0, std::floor(std::log10(step)));
    for (const double factor : { 1.0, 2.0, 5.0 }) {
        if (factor * power >= step)
            return factor * power;
    }
    return 10 * power;
}

QString number(double value)
{
    return QString::number(value, 'g', 4);
}

} // namespace

class MotionPlot::Private
{
public:
    explicit Private(MotionPlot *q) : q(q) { }

    void refresh();
    bool compact() const { return q->width() < CompactWidth || q->height() < CompactHeight; }
    QList<QPointF> curve(double span, int samples) const;

    MotionPlot *const q;
    bool showVelocity = false;
    bool showSettleTime = true;
    double timeSpan = 0;

    // Derived from the motion: the time and position ranges shown.
    double span = UnsettledSpan;
    double low = 0;
    double high = 1;
};

void MotionPlot::Private::refresh()
{
    const double settle = q->settleTime();
    span = timeSpan > 0 && std::isfinite(timeSpan) ? timeSpan
            : std::isfinite(settle) && settle > 0  ? SpanPastSettling * settle
                                                   : UnsettledSpan;
    std::tie(low, high) = q->positionRange(0, span);
    if (!std::isfinite(high - low)) {
        low = 0;
        high = 1;
    }
    const double padding = RangePadding * (high - low);
    low -= padding;
    high += padding;
    q->update();
}

// Evenly spaced samples, plus a bounce's impacts at their exact times.
QList<QPointF> MotionPlot::Private::curve(double span, int samples) const
{
    const std::optional<Impetus::Bounce> bounce = q->motion().model<Impetus::Bounce>();
    QList<QPointF> points;
    points.reserve(samples + 64);
    double previous = 0;
    for (int i = 0; i < samples; ++i) {
        const double t = span * i / (samples - 1);
        if (bounce && i > 0 && bounce->bounceCount(t) != bounce->bounceCount(previous)) {
            const double impact = t - bounce->timeSinceImpact(t);
            if (impact > previous && impact < t)
                points.append({ impact, q->positionAt(impact) });
        }
        points.append({ t, q->positionAt(t) });
        previous = t;
    }
    return points;
}

MotionPlot::MotionPlot(QWidget *parent) : AbstractMotionWidget(parent), d(std::make_unique<Private>(this))
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    connect(this, &AbstractMotionWidget::motionChanged, this, [this] { d->refresh(); });
    d->refresh();
}

MotionPlot::~MotionPlot() = default;

bool MotionPlot::showVelocity() const
{
    return d->showVelocity;
}

void MotionPlot::setShowVelocity(bool show)
{
    if (show == d->showVelocity)
        return;
    d->showVelocity = show;
    update();
    Q_EMIT appearanceChanged();
}

bool MotionPlot::showSettleTime() const
{
    return d->showSettleTime;
}

void MotionPlot::setShowSettleTime(bool show)
{
    if (show == d->showSettleTime)
        return;
    d->showSettleTime = show;
    update();
    Q_EMIT appearanceChanged();
}

qreal MotionPlot::timeSpan() const
{
    return d->timeSpan;
}

void MotionPlot::setTimeSpan(qreal seconds)
{
    if (seconds == d->timeSpan)
        return;
    d->timeSpan = seconds;
    d->refresh();
    Q_EMIT appearanceChanged();
}

qreal MotionPlot::visibleTimeSpan() const
{
    return d->span;
}

QRectF MotionPlot::plotArea() const
{
    QRectF area(rect());
    if (d->compact())
        return area.adjusted(3, 3, -3, -3);
    const QFontMetricsF metrics(font());
    const double labels =
            std::max({ metrics.horizontalAdvance(number(0)), metrics.horizontalAdvance(number(distance())),
                       metrics.horizontalAdvance(QStringLiteral("-0.00")) });
    return area.adjusted(labels + 10, metrics.height() + 6, -12, -(metrics.height() + 8));
}

QPointF MotionPlot::mapToPlot(qreal seconds, qreal position) const
{
    const QRectF area = plotArea();
    return { area.left() + seconds / d->span * area.width(),
             area.bottom() - (position - d->low) / (d->high - d->low) * area.height() };
}

QSize MotionPlot::sizeHint() const
{
    return { 320, 200 };
}

QSize MotionPlot::minimumSizeHint() const
{
    return { 60, 40 };
}

void MotionPlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &colors = palette();
    const QColor text = colors.color(QPalette::Text);
    QColor faint = text;
    faint.setAlphaF(0.35);
    painter.fillRect(rect(), colors.color(QPalette::Base));
    painter.setPen(QPen(colors.color(QPalette::Mid), 0));
    painter.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));

    if (!isValid()) {
        painter.setPen(text);
        painter.drawText(QRectF(rect()).adjusted(6, 6, -6, -6), Qt::AlignCenter | Qt::TextWordWrap, errorString());
        return;
    }

    const QRectF area = plotArea();
    const bool compact = d->compact();
    const QFontMetricsF metrics(font());
    const double lineWidth = std::clamp(std::min(width(), height()) / 120.0, 1.5, 4.0);

    // The start and the target.
    painter.setPen(QPen(faint, 1, Qt::DashLine));
    for (const double position : { 0.0, distance() }) {
        const double y = mapToPlot(0, position).y();
        painter.drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
        if (!compact) {
            painter.setPen(text);
            painter.drawText(QRectF(0, y - metrics.height() / 2, area.left() - 6, metrics.height()),
                             Qt::AlignRight | Qt::AlignVCenter, number(position));
            painter.setPen(QPen(faint, 1, Qt::DashLine));
        }
    }

    // The time axis.
    if (!compact) {
        painter.setPen(QPen(text, 1));
        painter.drawLine(area.bottomLeft(), area.bottomRight());
        const double step = niceStep(d->span / std::max(1.0, area.width() / 70));
        const int ticks = int(std::floor(d->span / step + 1e-9));
        for (int i = 0; i <= ticks; ++i) {
            const double x = mapToPlot(i * step, 0).x();
            painter.drawLine(QPointF(x, area.bottom()), QPointF(x, area.bottom() + 4));
            const QString label = number(i * step) + (i == ticks ? QStringLiteral(" s") : QString());
            const double labelWidth = metrics.horizontalAdvance(label);
            painter.drawText(QRectF(std::min(x - labelWidth / 2, width() - labelWidth - 2), area.bottom() + 5,
                                    labelWidth + 1, metrics.height()),
                             Qt::AlignCenter, label);
        }
    }

    // The settle time.
    const double settle = settleTime();
    if (d->showSettleTime && std::isfinite(settle) && settle <= d->span) {
        const double x = mapToPlot(settle, 0).x();
        painter.setPen(QPen(text, 1, Qt::DashLine));
        painter.drawLine(QPointF(x, area.top()), QPointF(x, area.bottom()));
        if (!compact) {
            const QString label = tr("settles %1 s").arg(number(settle));
            const double labelWidth = metrics.horizontalAdvance(label) + 1;
            const double left = x + 4 + labelWidth <= width() ? x + 4 : x - 4 - labelWidth;
            painter.drawText(QRectF(left, 2, labelWidth, metrics.height()), Qt::AlignLeft, label);
        }
    }

    const QList<QPointF> points = d->curve(d->span, std::max(2, int(std::ceil(area.width() * 2)) + 1));

    if (d->showVelocity) {
        double fastest = 0;
        for (const QPointF &point : points)
            fastest = std::fmax(fastest, std::fabs(velocityAt(point.x())));
        if (fastest > 0 && std::isfinite(fastest)) {
            QColor color = colors.color(QPalette::Highlight);
            color = QColor::fromHsvF(std::fmod(std::max(0.0f, color.hsvHueF()) + 0.4f, 1.0f), color.hsvSaturationF(),
                                     color.valueF());
            QPainterPath path;
            for (const QPointF &point : points) {
                const QPointF at(mapToPlot(point.x(), 0).x(),
                                 area.center().y() - velocityAt(point.x()) / fastest * area.height() * 0.45);
                if (path.elementCount() == 0)
                    path.moveTo(at);
                else
                    path.lineTo(at);
            }
            painter.setPen(QPen(color, lineWidth * 0.75, Qt::DashLine, Qt::FlatCap, Qt::RoundJoin));
            painter.drawPath(path);
            if (!compact) {
                painter.drawText(QRectF(area.left() + 4, area.top(), area.width() - 8, metrics.height()), Qt::AlignLeft,
                                 tr("velocity"));
            }
        }
    }

    QPainterPath path;
    for (const QPointF &point : points) {
        const QPointF at = mapToPlot(point.x(), point.y());
        if (path.elementCount() == 0)
            path.moveTo(at);
        else
            path.lineTo(at);
    }
    painter.setClipRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    painter.setPen(QPen(colors.color(QPalette::Highlight), lineWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter.drawPath(path);
}

} // namespace Impetus
