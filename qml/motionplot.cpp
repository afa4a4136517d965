// SPDX-License-Identifier: MIT
#include "motionplot.h"
#include "motionmodels.h"

#include <QtGui/qpainter.h>
#include <QtGui/qpainterpath.h>

#include <algorithm>
#include <cmath>

namespace Impetus::Qml {

MotionPlot::MotionPlot(QQuickItem *parent) : QQuickPaintedItem(parent)
{
    setAntialiasing(true);
    setImplicitSize(240, 120);
}

MotionModel *MotionPlot::model() const
{
    return m_model;
}

void MotionPlot::setModel(MotionModel *model)
{
    if (m_model == model)
        return;
    disconnect(m_connection);
    m_model = model;
    if (model)
        m_connection = connect(model, &MotionModel::motionChanged, this, [this] { update(); });
    Q_EMIT modelChanged();
    update();
}

void MotionPlot::setDuration(qreal duration)
{
    if (m_duration == duration)
        return;
    m_duration = duration;
    Q_EMIT durationChanged();
    update();
}

void MotionPlot::setTime(qreal time)
{
    if (m_time == time)
        return;
    m_time = time;
    Q_EMIT timeChanged();
    update();
}

void MotionPlot::setColor(const QColor &color)
{
    if (m_color == color)
        return;
    m_color = color;
    Q_EMIT colorChanged();
    update();
}

void MotionPlot::setGuideColor(const QColor &color)
{
    if (m_guideColor == color)
        return;
    m_guideColor = color;
    Q_EMIT guideColorChanged();
    update();
}

void MotionPlot::setLineWidth(qreal width)
{
    if (m_lineWidth == width)
        return;
    m_lineWidth = width;
    Q_EMIT lineWidthChanged();
    update();
}

qreal MotionPlot::timeSpan() const
{
    if (m_duration > 0 && std::isfinite(m_duration))
        return m_duration;
    const double settle = m_model ? m_model->settleTime() : 0.0;
    return settle > 0 && std::isfinite(settle) ? settle * 1.1 : 1.0;
}

// The positions over the time span, and the final position if it is finite: the
// vertical axis, with a margin so that the line is not cut at the edges.
MotionPlot::Range MotionPlot::positionRange() const
{
    if (!m_model)
        return {};
    const double span = timeSpan();
    const int samples = std::max(2, int(plotArea().width()));
    double low = m_model->position(0);
    double high = low;
    for (int i = 1; i <= samples; ++i) {
        const double x = m_model->position(span * i / samples);
        low = std::fmin(low, x);
        high = std::fmax(high, x);
    }
    const double final = m_model->finalPosition();
    if (std::isfinite(final)) {
        low = std::fmin(low, final);
        high = std::fmax(high, final);
    }
    if (!(high > low)) // a motion at rest: centre it
        return { low - 1, high + 1 };
    return { low, high };
}

QRectF MotionPlot::plotArea() const
{
    const qreal margin = m_lineWidth + 3;
    return QRectF(margin, margin, width() - 2 * margin, height() - 2 * margin);
}

void MotionPlot::paint(QPainter *painter)
{
    if (!m_model || width() <= 0 || height() <= 0)
        return;
    painter->setRenderHint(QPainter::Antialiasing, antialiasing());
    const QRectF area = plotArea();
    const Range range = positionRange();
    const double span = timeSpan();
    const auto point = [&](double t, double x) {
        return QPointF(area.left() + area.width() * t / span,
                       area.bottom() - area.height() * (x - range.low) / (range.high - range.low));
    };

    const double final = m_model->finalPosition();
    if (std::isfinite(final)) {
        QPen guide(m_guideColor, 1, Qt::DashLine);
        painter->setPen(guide);
        const double y = point(0, final).y();
        painter->drawLine(QPointF(area.left(), y), QPointF(area.right(), y));
    }

    QPainterPath path(point(0, m_model->position(0)));
    const int samples = std::max(2, int(area.width() * 2));
    for (int i = 1; i <= samples; ++i) {
        const double t = span * i / samples;
        path.lineTo(point(t, m_model->position(t)));
    }
    painter->setPen(QPen(m_color, m_lineWidth, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    painter->setBrush(Qt::NoBrush);
    painter->drawPath(path);

    if (m_time >= 0 && m_time <= span) {
        painter->setPen(Qt::NoPen);
        painter->setBrush(m_color);
        painter->drawEllipse(point(m_time, m_model->position(m_time)), m_lineWidth * 2, m_lineWidth * 2);
    }
}

} // namespace Impetus::Qml
