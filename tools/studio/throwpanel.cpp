// SPDX-License-Identifier: MIT
#include "throwpanel.h"

#include <QtGui/qevent.h>
#include <QtGui/qpainter.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qlabel.h>

#include <algorithm>

namespace Impetus::Studio {

namespace {

constexpr double Radius = 14;

} // namespace

ThrowArea::ThrowArea(QWidget *parent) : QWidget(parent)
{
    setCursor(Qt::OpenHandCursor);
    setToolTip(tr("Drag the ball to the right and let go"));
}

QPointF ThrowArea::ballCenter() const
{
    const double start = Radius + 8;
    return { m_ball < 0 ? start : std::clamp(m_ball, start, width() - Radius - 8), height() / 2.0 };
}

void ThrowArea::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    painter.fillRect(rect(), palette().color(QPalette::Base));
    QColor lane = palette().color(QPalette::Text);
    lane.setAlphaF(0.2);
    painter.setPen(QPen(lane, 4, Qt::SolidLine, Qt::RoundCap));
    painter.drawLine(QPointF(Radius + 8, height() / 2.0), QPointF(width() - Radius - 8, height() / 2.0));
    painter.setPen(Qt::NoPen);
    painter.setBrush(palette().color(QPalette::Highlight));
    painter.drawEllipse(ballCenter(), Radius, Radius);
}

void ThrowArea::mousePressEvent(QMouseEvent *event)
{
    if (event->button() != Qt::LeftButton)
        return;
    m_dragging = true;
    m_grab = event->position().x() - ballCenter().x();
    m_tracker.reset();
    m_tracker.addPointerEvent(event);
    setCursor(Qt::ClosedHandCursor);
}

void ThrowArea::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_dragging)
        return;
    m_tracker.addPointerEvent(event);
    m_ball = event->position().x() - m_grab;
    update();
}

void ThrowArea::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_dragging || event->button() != Qt::LeftButton)
        return;
    m_dragging = false;
    m_tracker.addPointerEvent(event);
    const double velocity = m_tracker.velocity(event->timestamp() / 1000.0).x();
    m_ball = -1;
    setCursor(Qt::OpenHandCursor);
    update();
    Q_EMIT thrown(velocity);
}

ThrowPanel::ThrowPanel(QWidget *parent) : QWidget(parent), m_area(new ThrowArea), m_result(new QLabel)
{
    m_area->setObjectName(QStringLiteral("throwArea"));
    m_result->setObjectName(QStringLiteral("releaseVelocityLabel"));
    m_result->setWordWrap(true);
    auto *explanation = new QLabel(tr("Drag the ball and let go: the velocity of the release becomes the start "
                                      "velocity of the motion (px/s, positive towards its end), and the preview "
                                      "plays it. The editor's Start velocity box takes it typed too."));
    explanation->setWordWrap(true);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(explanation);
    layout->addWidget(m_area);
    layout->addWidget(m_result);
    layout->addStretch(1);
}

void ThrowPanel::showVelocity(double velocity)
{
    m_result->setText(tr("Released at %1 px/s.").arg(velocity, 0, 'f', 1));
}

} // namespace Impetus::Studio
