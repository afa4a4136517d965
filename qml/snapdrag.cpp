// SPDX-License-Identifier: MIT
#include "snapdrag.h"

#include "gestures/snapsession_p.h"
#include "parameters_p.h"

#include <QtGui/qevent.h>

#include <cmath>

namespace Impetus::Qml {

using Detail::SnapSession;

SnapDrag::SnapDrag(QQuickItem *parent) : QQuickItem(parent)
{
    SnapSession::Host host;
    host.coordinate = [this](Qt::Orientation orientation) {
        const QQuickItem *item = moved();
        return !item ? 0.0 : orientation == Qt::Horizontal ? item->x() : item->y();
    };
    host.extent = [this](Qt::Orientation orientation) {
        const QQuickItem *item = moved();
        return !item ? 0.0 : orientation == Qt::Horizontal ? item->width() : item->height();
    };
    host.place = [this](Qt::Orientation orientation, double value) {
        if (QQuickItem *item = moved())
            orientation == Qt::Horizontal ? item->setX(value) : item->setY(value);
    };
    m_session = new SnapSession(host, this);
    connect(m_session, &SnapSession::positionChanged, this, [this] {
        Q_EMIT positionChanged();
        Q_EMIT velocityChanged();
    });
    connect(m_session, &SnapSession::draggingChanged, this, &SnapDrag::draggingChanged);
    connect(m_session, &SnapSession::movingChanged, this, [this] {
        Q_EMIT movingChanged();
        Q_EMIT velocityChanged();
    });
    connect(m_session, &SnapSession::released, this, &SnapDrag::released);
    connect(m_session, &SnapSession::snapped, this, &SnapDrag::snapped);
    connect(m_session, &SnapSession::dismissed, this, &SnapDrag::dismissed);
    setAcceptedMouseButtons(Qt::LeftButton);
    setAcceptTouchEvents(true);
}

SnapDrag::~SnapDrag() = default;

bool SnapDrag::accepted(const QString &error) const
{
    if (!error.isEmpty())
        warn(this, error + QLatin1String("; the previous value is kept"));
    return error.isEmpty();
}

// The item that moves: the target, or the parent.
QQuickItem *SnapDrag::moved() const
{
    return m_target ? m_target.data() : parentItem();
}

// Someone else moving the item sets its place.
void SnapDrag::watch(QQuickItem *item)
{
    disconnect(m_xWatch);
    disconnect(m_yWatch);
    if (!item)
        return;
    m_xWatch = connect(item, &QQuickItem::xChanged, m_session, &SnapSession::hostMoved);
    m_yWatch = connect(item, &QQuickItem::yChanged, m_session, &SnapSession::hostMoved);
    m_session->hostMoved();
}

void SnapDrag::itemChange(ItemChange change, const ItemChangeData &data)
{
    if (change == ItemParentHasChanged && !m_target)
        watch(data.item);
    QQuickItem::itemChange(change, data);
}

QQuickItem *SnapDrag::target() const
{
    return moved();
}

void SnapDrag::setTarget(QQuickItem *target)
{
    if (target == m_target)
        return;
    m_target = target;
    watch(moved());
    Q_EMIT targetChanged();
}

Qt::Orientation SnapDrag::orientation() const
{
    return m_session->orientation();
}

void SnapDrag::setOrientation(Qt::Orientation orientation)
{
    if (orientation == m_session->orientation())
        return;
    m_session->setOrientation(orientation);
    Q_EMIT orientationChanged();
}

QList<qreal> SnapDrag::snapPoints() const
{
    return m_session->rule.snapPoints();
}

void SnapDrag::setSnapPoints(const QList<qreal> &points)
{
    if (points == snapPoints() || !accepted(m_session->rule.setSnapPoints(points)))
        return;
    Q_EMIT snapPointsChanged();
    Q_EMIT boundsChanged();
}

QList<qreal> SnapDrag::dismissPoints() const
{
    return m_session->rule.dismissPoints();
}

void SnapDrag::setDismissPoints(const QList<qreal> &points)
{
    if (points == dismissPoints() || !accepted(m_session->rule.setDismissPoints(points)))
        return;
    Q_EMIT dismissPointsChanged();
    Q_EMIT boundsChanged();
}

qreal SnapDrag::minimum() const
{
    const double bound = m_session->rule.lowerBound();
    return std::isinf(bound) ? qQNaN() : bound;
}

void SnapDrag::setMinimum(qreal minimum)
{
    if (accepted(m_session->rule.setMinimum(minimum)))
        Q_EMIT boundsChanged();
}

void SnapDrag::resetMinimum()
{
    setMinimum(qQNaN());
}

qreal SnapDrag::maximum() const
{
    const double bound = m_session->rule.upperBound();
    return std::isinf(bound) ? qQNaN() : bound;
}

void SnapDrag::setMaximum(qreal maximum)
{
    if (accepted(m_session->rule.setMaximum(maximum)))
        Q_EMIT boundsChanged();
}

void SnapDrag::resetMaximum()
{
    setMaximum(qQNaN());
}

qreal SnapDrag::threshold() const
{
    return m_session->rule.threshold();
}

void SnapDrag::setThreshold(qreal pixelsPerSecond)
{
    if (pixelsPerSecond != threshold() && accepted(m_session->rule.setThreshold(pixelsPerSecond)))
        Q_EMIT thresholdChanged();
}

qreal SnapDrag::decelerationRate() const
{
    return m_session->rule.decelerationRate();
}

void SnapDrag::setDecelerationRate(qreal perMillisecond)
{
    if (perMillisecond != decelerationRate() && accepted(m_session->rule.setDecelerationRate(perMillisecond)))
        Q_EMIT decelerationRateChanged();
}

qreal SnapDrag::rubberBand() const
{
    return m_session->rule.rubberBandConstant();
}

void SnapDrag::setRubberBand(qreal constant)
{
    if (constant != rubberBand() && accepted(m_session->rule.setRubberBandConstant(constant)))
        Q_EMIT rubberBandChanged();
}

QString SnapDrag::motion() const
{
    return m_session->motion();
}

void SnapDrag::setMotion(const QString &spec)
{
    if (spec != motion() && accepted(m_session->setMotion(spec)))
        Q_EMIT motionChanged();
}

qreal SnapDrag::position() const
{
    return m_session->position();
}

void SnapDrag::setPosition(qreal position)
{
    accepted(m_session->setPosition(position));
}

bool SnapDrag::isDragging() const
{
    return m_session->isDragging();
}

bool SnapDrag::isMoving() const
{
    return m_session->isMoving();
}

qreal SnapDrag::velocity() const
{
    if (m_session->isMoving() && m_session->animation())
        return m_session->animation()->currentVelocity().toDouble();
    return 0;
}

void SnapDrag::moveTo(qreal position, qreal velocity)
{
    if (!std::isfinite(position) || !std::isfinite(velocity)) {
        accepted(QStringLiteral("moveTo()'s position and velocity must be finite, but got %1 and %2")
                         .arg(position)
                         .arg(velocity));
        return;
    }
    m_session->moveTo(position, velocity);
}

void SnapDrag::mousePressEvent(QMouseEvent *event)
{
    if (m_touchId >= 0 || m_session->isDragging()) {
        event->ignore();
        return;
    }
    m_session->press(event->timestamp() / 1000.0, event->scenePosition());
    setKeepMouseGrab(true);
    event->accept();
}

void SnapDrag::mouseMoveEvent(QMouseEvent *event)
{
    m_session->move(event->timestamp() / 1000.0, event->scenePosition());
}

void SnapDrag::mouseReleaseEvent(QMouseEvent *event)
{
    setKeepMouseGrab(false);
    m_session->release(event->timestamp() / 1000.0, event->scenePosition());
}

// The grab taken away mid-drag: let go where it is, at rest.
void SnapDrag::mouseUngrabEvent()
{
    if (m_session->isDragging() && m_touchId < 0)
        m_session->release(m_session->tracker.lastTime() + 1, m_session->tracker.lastPosition());
}

void SnapDrag::touchEvent(QTouchEvent *event)
{
    if (event->points().isEmpty())
        return;
    const QEventPoint &point = event->points().constFirst();
    const double seconds = event->timestamp() / 1000.0;
    switch (event->type()) {
    case QEvent::TouchBegin:
        if (m_session->isDragging()) {
            event->ignore();
            return;
        }
        m_touchId = point.id();
        m_session->press(seconds, point.scenePosition());
        setKeepTouchGrab(true);
        break;
    case QEvent::TouchUpdate:
        if (point.id() == m_touchId)
            m_session->move(seconds, point.scenePosition());
        break;
    default: // TouchEnd, TouchCancel
        if (point.id() == m_touchId) {
            m_touchId = -1;
            setKeepTouchGrab(false);
            m_session->release(seconds, point.scenePosition());
        }
        break;
    }
    event->accept();
}

void SnapDrag::touchUngrabEvent()
{
    if (m_touchId >= 0 && m_session->isDragging()) {
        m_touchId = -1;
        m_session->release(m_session->tracker.lastTime() + 1, m_session->tracker.lastPosition());
    }
}

} // namespace Impetus::Qml
