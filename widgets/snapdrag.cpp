// SPDX-License-Identifier: MIT
#include "snapdrag.h"

#include "gestures/snapsession_p.h"

#include <QtCore/qpointer.h>
#include <QtGui/qevent.h>
#include <QtWidgets/qwidget.h>

#include <cmath>

namespace Impetus {

using Detail::SnapSession;

class Q_DECL_HIDDEN SnapDrag::Private
{
public:
    // A setter's refusal, said with the property's name first.
    static bool accepted(const QString &error)
    {
        if (!error.isEmpty())
            qWarning("Impetus::SnapDrag: %s; the previous value is kept", qPrintable(error));
        return error.isEmpty();
    }

    QPointer<QWidget> widget;
    SnapSession *session = nullptr;
    int touchId = -1;
};

SnapDrag::SnapDrag(QWidget *widget, QObject *parent) : QObject(parent ? parent : widget), d(std::make_unique<Private>())
{
    d->widget = widget;
    const auto axis = [](Qt::Orientation orientation, QPoint point) {
        return orientation == Qt::Horizontal ? point.x() : point.y();
    };
    SnapSession::Host host;
    host.coordinate = [this, axis](Qt::Orientation orientation) {
        return d->widget ? double(axis(orientation, d->widget->pos())) : 0.0;
    };
    host.extent = [this](Qt::Orientation orientation) {
        return !d->widget ? 0.0 : orientation == Qt::Horizontal ? d->widget->width() : d->widget->height();
    };
    host.place = [this](Qt::Orientation orientation, double value) {
        if (!d->widget)
            return;
        const int pixel = int(std::lround(value));
        d->widget->move(orientation == Qt::Horizontal ? QPoint(pixel, d->widget->y()) : QPoint(d->widget->x(), pixel));
    };
    d->session = new SnapSession(host, this);
    connect(d->session, &SnapSession::positionChanged, this, &SnapDrag::positionChanged);
    connect(d->session, &SnapSession::draggingChanged, this, &SnapDrag::draggingChanged);
    connect(d->session, &SnapSession::movingChanged, this, &SnapDrag::movingChanged);
    connect(d->session, &SnapSession::released, this, &SnapDrag::released);
    connect(d->session, &SnapSession::snapped, this, &SnapDrag::snapped);
    connect(d->session, &SnapSession::dismissed, this, &SnapDrag::dismissed);
    if (!widget) {
        qWarning("Impetus::SnapDrag: no widget to drag");
        return;
    }
    widget->setAttribute(Qt::WA_AcceptTouchEvents);
    widget->installEventFilter(this);
}

SnapDrag::~SnapDrag()
{
    if (d->widget)
        d->widget->removeEventFilter(this);
}

QWidget *SnapDrag::widget() const
{
    return d->widget;
}

Qt::Orientation SnapDrag::orientation() const
{
    return d->session->orientation();
}

void SnapDrag::setOrientation(Qt::Orientation orientation)
{
    if (orientation == d->session->orientation())
        return;
    d->session->setOrientation(orientation);
    Q_EMIT orientationChanged();
}

QList<qreal> SnapDrag::snapPoints() const
{
    return d->session->rule.snapPoints();
}

void SnapDrag::setSnapPoints(const QList<qreal> &points)
{
    if (points == snapPoints() || !d->accepted(d->session->rule.setSnapPoints(points)))
        return;
    Q_EMIT snapPointsChanged();
    Q_EMIT boundsChanged();
}

QList<qreal> SnapDrag::dismissPoints() const
{
    return d->session->rule.dismissPoints();
}

void SnapDrag::setDismissPoints(const QList<qreal> &points)
{
    if (points == dismissPoints() || !d->accepted(d->session->rule.setDismissPoints(points)))
        return;
    Q_EMIT dismissPointsChanged();
    Q_EMIT boundsChanged();
}

qreal SnapDrag::minimum() const
{
    const double bound = d->session->rule.lowerBound();
    return std::isinf(bound) ? qQNaN() : bound;
}

void SnapDrag::setMinimum(qreal minimum)
{
    if (d->accepted(d->session->rule.setMinimum(minimum)))
        Q_EMIT boundsChanged();
}

void SnapDrag::resetMinimum()
{
    setMinimum(qQNaN());
}

qreal SnapDrag::maximum() const
{
    const double bound = d->session->rule.upperBound();
    return std::isinf(bound) ? qQNaN() : bound;
}

void SnapDrag::setMaximum(qreal maximum)
{
    if (d->accepted(d->session->rule.setMaximum(maximum)))
        Q_EMIT boundsChanged();
}

void SnapDrag::resetMaximum()
{
    setMaximum(qQNaN());
}

qreal SnapDrag::threshold() const
{
    return d->session->rule.threshold();
}

void SnapDrag::setThreshold(qreal pixelsPerSecond)
{
    if (pixelsPerSecond != threshold() && d->accepted(d->session->rule.setThreshold(pixelsPerSecond)))
        Q_EMIT thresholdChanged();
}

qreal SnapDrag::decelerationRate() const
{
    return d->session->rule.decelerationRate();
}

void SnapDrag::setDecelerationRate(qreal perMillisecond)
{
    if (perMillisecond != decelerationRate() && d->accepted(d->session->rule.setDecelerationRate(perMillisecond)))
        Q_EMIT decelerationRateChanged();
}

qreal SnapDrag::rubberBand() const
{
    return d->session->rule.rubberBandConstant();
}

void SnapDrag::setRubberBand(qreal constant)
{
    if (constant != rubberBand() && d->accepted(d->session->rule.setRubberBandConstant(constant)))
        Q_EMIT rubberBandChanged();
}

QString SnapDrag::motion() const
{
    return d->session->motion();
}

void SnapDrag::setMotion(const QString &spec)
{
    if (spec != motion() && d->accepted(d->session->setMotion(spec)))
        Q_EMIT motionChanged();
}

qreal SnapDrag::position() const
{
    return d->session->position();
}

void SnapDrag::setPosition(qreal position)
{
    d->accepted(d->session->setPosition(position));
}

bool SnapDrag::isDragging() const
{
    return d->session->isDragging();
}

bool SnapDrag::isMoving() const
{
    return d->session->isMoving();
}

const SnapRule &SnapDrag::rule() const
{
    return d->session->rule;
}

const VelocityTracker &SnapDrag::tracker() const
{
    return d->session->tracker;
}

MotionAnimation *SnapDrag::animation() const
{
    return d->session->animation();
}

void SnapDrag::moveTo(qreal position, qreal velocity)
{
    d->session->moveTo(position, velocity);
}

bool SnapDrag::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != d->widget)
        return QObject::eventFilter(watched, event);
    SnapSession &session = *d->session;
    const auto seconds = [](const QInputEvent *input) { return input->timestamp() / 1000.0; };
    switch (event->type()) {
    case QEvent::Move:
        session.hostMoved();
        break;
    case QEvent::MouseButtonPress:
    case QEvent::MouseMove:
    case QEvent::MouseButtonRelease: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (d->touchId >= 0)
            break;
        if (event->type() == QEvent::MouseButtonPress) {
            if (mouse->button() != Qt::LeftButton || session.isDragging())
                break;
            session.press(seconds(mouse), mouse->globalPosition());
        } else if (!session.isDragging()) {
            break;
        } else if (event->type() == QEvent::MouseMove) {
            session.move(seconds(mouse), mouse->globalPosition());
        } else if (mouse->button() == Qt::LeftButton) {
            session.release(seconds(mouse), mouse->globalPosition());
        }
        return true;
    }
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TouchEnd:
    case QEvent::TouchCancel: {
        auto *touch = static_cast<QTouchEvent *>(event);
        if (touch->points().isEmpty())
            break;
        const QEventPoint &point = touch->points().constFirst();
        if (event->type() == QEvent::TouchBegin) {
            if (session.isDragging())
                break;
            d->touchId = point.id();
            session.press(seconds(touch), point.globalPosition());
        } else if (d->touchId != point.id()) {
            break;
        } else if (event->type() == QEvent::TouchUpdate) {
            session.move(seconds(touch), point.globalPosition());
        } else {
            d->touchId = -1;
            session.release(seconds(touch), point.globalPosition());
        }
        event->accept();
        return true;
    }
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Impetus
