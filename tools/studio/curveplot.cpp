// SPDX-License-Identifier: MIT
#include "curveplot.h"

#include <QtGui/qpainter.h>
#include <QtGui/qpainterpath.h>

#include <algorithm>
#include <cmath>

namespace Impetus::Studio {

namespace {

// Round steps (1, 2 or 5 times a power of ten) giving about `count` ticks over span.
double tickStep(double span, int count)
{
    const double raw = span / count;
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    const double ratio = raw / power;
    return power * (ratio < 1.5 ? 1 : ratio < 3.5 ? 2 : ratio < 7.5 ? 5 : 10);
}

double valueAt(const CurvePlot::Curve &curve, double seconds)
{
    if (!curve.value)
        return 0;
    if (!(curve.duration > 0))
        return curve.value(1);
    return curve.value(std::clamp(seconds / curve.duration, 0.0, 1.0));
}

} // namespace

CurvePlot::CurvePlot(QWidget *parent) : QWidget(parent)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
}

void CurvePlot::setCurves(const QList<Curve> &curves)
{
    m_curves = curves;
    update();
}

void CurvePlot::setNote(const QString &note)
{
    m_note = note;
    update();
}

void CurvePlot::setUnitRange(bool unitRange)
{
    m_unitRange = unitRange;
    update();
}

void CurvePlot::setBand(double band)
{
    m_band = band;
    update();
}

void CurvePlot::setCursorTime(double seconds)
{
    m_cursor = seconds;
    update();
}

double CurvePlot::longestDuration() const
{
    double longest = 0;
    for (const Curve &curve : m_curves)
        longest = std::max(longest, curve.duration);
    return longest;
}

QColor CurvePlot::colorOf(int index) const
{
    // Mid-tones that read on a light or a dark base.
    static const QColor others[] = { QColor(0xe6, 0x7e, 0x22), QColor(0x27, 0xae, 0x60), QColor(0x9b, 0x59, 0xb6),
                                     QColor(0xc0, 0x39, 0x2b) };
    return index == 0 ? palette().color(QPalette::Highlight) : others[(index - 1) % 4];
}

void CurvePlot::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    const QColor text = palette().color(QPalette::Text);
    const QFontMetrics metrics(font());
    const int lanes = int(m_curves.size());
    if (m_curves.isEmpty())
        return;

    // The values' range, with the band and (for easings) 0 and 1 in it.
    constexpr int Samples = 600;
    const double horizon = std::max(longestDuration(), 0.05) * 1.08;
    double low = m_unitRange ? 0.0 : -m_band, high = m_unitRange ? 1.0 : m_band;
    for (const Curve &curve : m_curves)
        for (int i = 0; i <= Samples; ++i) {
            const double v = valueAt(curve, horizon * i / Samples);
            if (std::isfinite(v)) {
                low = std::min(low, v);
                high = std::max(high, v);
            }
        }
    if (!(high > low)) {
        low -= 1;
        high += 1;
    }
    const double pad = (high - low) * 0.06;
    low -= pad;
    high += pad;
    const double valueStep = tickStep(high - low, 4);
    QList<std::pair<double, QString>> valueTicks;
    int labelWidth = 0;
    for (double v = std::ceil(low / valueStep) * valueStep; v <= high; v += valueStep) {
        const double shown = std::fabs(v) < valueStep * 1e-9 ? 0.0 : v;
        valueTicks.append({ v, QString::number(shown, 'g', 3) });
        labelWidth = std::max(labelWidth, metrics.horizontalAdvance(valueTicks.last().second));
    }

    // A plot of errors, whose curves fill it, has its note above it.
    const bool noteAbove = !m_unitRange && !m_note.isEmpty();
    const QRectF area = QRectF(rect()).adjusted(labelWidth + 12, metrics.height() * (noteAbove ? 1.5 : 0.75),
                                                -(16.0 * lanes + 12), -(metrics.height() * 2 + 6));
    if (area.width() < 20 || area.height() < 20)
        return;
    const int columns = std::max(2, int(area.width()));
    const auto sx = [&](double t) { return area.left() + area.width() * t / horizon; };
    const auto sy = [&](double v) { return area.bottom() - area.height() * (v - low) / (high - low); };

    if (m_band > 0) {
        QColor fill = palette().color(QPalette::Highlight);
        fill.setAlphaF(0.15);
        painter.fillRect(QRectF(QPointF(area.left(), sy(m_band)), QPointF(area.right(), sy(-m_band))), fill);
    }

    // Axes, ticks and the start and end levels.
    QColor grid = text;
    grid.setAlphaF(0.15);
    painter.setPen(grid);
    painter.drawLine(QPointF(area.left(), sy(0)), QPointF(area.right(), sy(0)));
    if (m_unitRange)
        painter.drawLine(QPointF(area.left(), sy(1)), QPointF(area.right(), sy(1)));
    painter.setPen(text);
    painter.drawLine(area.bottomLeft(), area.bottomRight());
    painter.drawLine(area.bottomLeft(), area.topLeft());
    const double timeStep = tickStep(horizon, 5);
    for (double t = 0; t <= horizon + timeStep * 1e-9; t += timeStep) {
        painter.drawLine(QPointF(sx(t), area.bottom()), QPointF(sx(t), area.bottom() + 4));
        const QString label = QString::number(t, 'g', 4);
        painter.drawText(QRectF(sx(t) - 40, area.bottom() + 4, 80, metrics.height()), Qt::AlignHCenter, label);
    }
    painter.drawText(QRectF(area.left(), area.bottom() + 4 + metrics.height(), area.width(), metrics.height()),
                     Qt::AlignHCenter, tr("time (s)"));
    for (const auto &[v, label] : valueTicks) {
        painter.drawLine(QPointF(area.left() - 4, sy(v)), QPointF(area.left(), sy(v)));
        painter.drawText(QRectF(0, sy(v) - metrics.height() / 2.0, area.left() - 6, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter, label);
    }

    // The curves, the first (the motion edited) last so that it is on top.
    for (int index = lanes - 1; index >= 0; --index) {
        const Curve &curve = m_curves.at(index);
        QPainterPath path;
        for (int i = 0; i <= columns; ++i) {
            const double t = horizon * i / columns;
            const QPointF point(sx(t), sy(valueAt(curve, t)));
            if (i == 0)
                path.moveTo(point);
            else
                path.lineTo(point);
        }
        QPen pen(colorOf(index), curve.dashed ? 1.5 : 2);
        if (curve.dashed)
            pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(path);
    }

    // The legend at the bottom right, where easings (which end at 1) leave room: each named
    // curve and its duration, and the note.
    const int named = int(std::count_if(m_curves.cbegin(), m_curves.cend(),
                                        [](const Curve &curve) { return !curve.name.isEmpty(); }));
    const int legendLines = named + (m_note.isEmpty() || noteAbove ? 0 : 1);
    double y = area.bottom() - 6 - legendLines * (metrics.height() + 2.0);
    for (int index = 0; index < lanes; ++index) {
        const Curve &curve = m_curves.at(index);
        if (curve.name.isEmpty())
            continue;
        QPen pen(colorOf(index), 2);
        if (curve.dashed)
            pen.setStyle(Qt::DashLine);
        painter.setPen(pen);
        painter.drawLine(QPointF(area.right() - 22, y + metrics.height() / 2.0),
                         QPointF(area.right() - 4, y + metrics.height() / 2.0));
        painter.setPen(text);
        const QString label =
                curve.name + QStringLiteral(" · ") + QString::number(curve.duration, 'f', 3) + QStringLiteral(" s");
        painter.drawText(QRectF(area.left() + 8, y, area.width() - 36, metrics.height()),
                         Qt::AlignRight | Qt::AlignVCenter,
                         metrics.elidedText(label, Qt::ElideMiddle, int(area.width() - 36)));
        y += metrics.height() + 2;
    }
    if (!m_note.isEmpty()) {
        painter.setPen(text);
        if (noteAbove)
            painter.drawText(QRectF(area.left(), 2, area.width(), metrics.height()), Qt::AlignLeft | Qt::AlignVCenter,
                             m_note);
        else
            painter.drawText(QRectF(area.left() + 8, y, area.width() - 12, metrics.height()),
                             Qt::AlignRight | Qt::AlignVCenter, m_note);
    }

    // The cursor: a dot on each curve and a ball in each lane at the right.
    if (m_cursor >= 0) {
        QColor line = text;
        line.setAlphaF(0.4);
        painter.setPen(QPen(line, 1, Qt::DotLine));
        const double t = std::min(m_cursor, horizon);
        painter.drawLine(QPointF(sx(t), area.top()), QPointF(sx(t), area.bottom()));
        for (int index = 0; index < lanes; ++index) {
            const double v = valueAt(m_curves.at(index), m_cursor);
            painter.setPen(Qt::NoPen);
            painter.setBrush(colorOf(index));
            painter.drawEllipse(QPointF(sx(t), sy(v)), 4, 4);
            painter.drawEllipse(QPointF(area.right() + 14 + 16.0 * index, sy(v)), 6, 6);
        }
    }
}

} // namespace Impetus::Studio
