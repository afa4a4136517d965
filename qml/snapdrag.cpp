// SPDX-License-Identifier: MIT
#include "snapdrag.h"

#include "gestures/snapsession_p.h"
#include "parameters_p.h"

#include <QtGui/qevent.h>

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
    host.refuse = [this](const QString &error) { warn(this, error + QLatin1String("; the previous value is kept")); };
    m_session = new SnapSession(host, this);
    // The main axis' signals are the item's own.
    const auto main = [](int role) { return role == SnapSession::Main; };
    m_session->forward(SnapSession::Main, this);
    connect(m_session, &SnapSession::orientationChanged, this, &SnapDrag::orientationChanged);
    connect(m_session, &SnapSession::thresholdChanged, this, &SnapDrag::thresholdChanged);
    connect(m_session, &SnapSession::decelerationRateChanged, this, &SnapDrag::decelerationRateChanged);
    connect(m_session, &SnapSession::rubberBandChanged, this, &SnapDrag::rubberBandChanged);
    connect(m_session, &SnapSession::motionChanged, this, &SnapDrag::motionChanged);
    connect(m_session, &SnapSession::positionChanged, this, [this, main](int role) {
        if (!main(role))
            return;
        Q_EMIT positionChanged();
        Q_EMIT velocityChanged();
    });
    connect(m_session, &SnapSession::draggingChanged, this, &SnapDrag::draggingChanged);
    connect(m_session, &SnapSession::movingChanged, this, &SnapDrag::movingChanged);
    connect(m_session, &SnapSession::axisMovingChanged, this, [this, main](int role) {
        if (main(role))
            Q_EMIT velocityChanged();
    });
    setAcceptedMouseButtons(Qt::LeftButton);
    setAcceptTouchEvents(true);
}

SnapDrag::~SnapDrag() = default;

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
    m_session->setOrientation(orientation);
}

SnapAxis *SnapDrag::crossAxis() const
{
    return m_session->crossAxis();
}

QList<qreal> SnapDrag::snapPoints() const
{
    return m_session->rule().snapPoints();
}

void SnapDrag::setSnapPoints(const QList<qreal> &points)
{
    m_session->setSnapPoints(SnapSession::Main, points);
}

QList<qreal> SnapDrag::dismissPoints() const
{
    return m_session->rule().dismissPoints();
}

void SnapDrag::setDismissPoints(const QList<qreal> &points)
{
    m_session->setDismissPoints(SnapSession::Main, points);
}

qreal SnapDrag::minimum() const
{
    return m_session->minimum(SnapSession::Main);
}

void SnapDrag::setMinimum(qreal minimum)
{
    m_session->setMinimum(SnapSession::Main, minimum);
}

void SnapDrag::resetMinimum()
{
    setMinimum(qQNaN());
}

qreal SnapDrag::maximum() const
{
    return m_session->maximum(SnapSession::Main);
}

void SnapDrag::setMaximum(qreal maximum)
{
    m_session->setMaximum(SnapSession::Main, maximum);
}

void SnapDrag::resetMaximum()
{
    setMaximum(qQNaN());
}

qreal SnapDrag::threshold() const
{
    return m_session->rule().threshold();
}

void SnapDrag::setThreshold(qreal pixelsPerSecond)
{
    m_session->setThreshold(pixelsPerSecond);
}

qreal SnapDrag::decelerationRate() const
{
    return m_session->rule().decelerationRate();
}

void SnapDrag::setDecelerationRate(qreal perMillisecond)
{
    m_session->setDecelerationRate(perMillisecond);
}

qreal SnapDrag::rubberBand() const
{
    return m_session->rule().rubberBandConstant();
}

void SnapDrag::setRubberBand(qreal constant)
{
    m_session->setRubberBand(constant);
}

QString SnapDrag::motion() const
{
    return m_session->motion();
}

void SnapDrag::setMotion(const QString &spec)
{
    m_session->setMotion(spec);
}

qreal SnapDrag::position() const
{
    return m_session->position();
}

void SnapDrag::setPosition(qreal position)
{
    m_session->setPosition(SnapSession::Main, position);
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
    return m_session->velocity(SnapSession::Main);
}

void SnapDrag::moveTo(qreal position, qreal velocity)
{
    m_session->moveTo(SnapSession::Main, position, velocity);
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
