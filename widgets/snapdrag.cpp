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
    host.refuse = [](const QString &error) {
        qWarning("Impetus::SnapDrag: %s; the previous value is kept", qPrintable(error));
    };
    d->session = new SnapSession(host, this);
    SnapSession *session = d->session;
    // The main axis' signals are the drag's own.
    session->forward(SnapSession::Main, this);
    connect(session, &SnapSession::orientationChanged, this, &SnapDrag::orientationChanged);
    connect(session, &SnapSession::thresholdChanged, this, &SnapDrag::thresholdChanged);
    connect(session, &SnapSession::decelerationRateChanged, this, &SnapDrag::decelerationRateChanged);
    connect(session, &SnapSession::rubberBandChanged, this, &SnapDrag::rubberBandChanged);
    connect(session, &SnapSession::motionChanged, this, &SnapDrag::motionChanged);
    connect(session, &SnapSession::positionChanged, this, [this](int role, double position) {
        if (role == SnapSession::Main)
            Q_EMIT positionChanged(position);
    });
    connect(session, &SnapSession::draggingChanged, this, &SnapDrag::draggingChanged);
    connect(session, &SnapSession::movingChanged, this, &SnapDrag::movingChanged);
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
    d->session->setOrientation(orientation);
}

SnapAxis *SnapDrag::crossAxis() const
{
    return d->session->crossAxis();
}

QList<qreal> SnapDrag::snapPoints() const
{
    return d->session->rule().snapPoints();
}

void SnapDrag::setSnapPoints(const QList<qreal> &points)
{
    d->session->setSnapPoints(SnapSession::Main, points);
}

QList<qreal> SnapDrag::dismissPoints() const
{
    return d->session->rule().dismissPoints();
}

void SnapDrag::setDismissPoints(const QList<qreal> &points)
{
    d->session->setDismissPoints(SnapSession::Main, points);
}

qreal SnapDrag::minimum() const
{
    return d->session->minimum(SnapSession::Main);
}

void SnapDrag::setMinimum(qreal minimum)
{
    d->session->setMinimum(SnapSession::Main, minimum);
}

void SnapDrag::resetMinimum()
{
    setMinimum(qQNaN());
}

qreal SnapDrag::maximum() const
{
    return d->session->maximum(SnapSession::Main);
}

void SnapDrag::setMaximum(qreal maximum)
{
    d->session->setMaximum(SnapSession::Main, maximum);
}

void SnapDrag::resetMaximum()
{
    setMaximum(qQNaN());
}

qreal SnapDrag::threshold() const
{
    return d->session->rule().threshold();
}

void SnapDrag::setThreshold(qreal pixelsPerSecond)
{
    d->session->setThreshold(pixelsPerSecond);
}

qreal SnapDrag::decelerationRate() const
{
    return d->session->rule().decelerationRate();
}

void SnapDrag::setDecelerationRate(qreal perMillisecond)
{
    d->session->setDecelerationRate(perMillisecond);
}

qreal SnapDrag::rubberBand() const
{
    return d->session->rule().rubberBandConstant();
}

void SnapDrag::setRubberBand(qreal constant)
{
    d->session->setRubberBand(constant);
}

QString SnapDrag::motion() const
{
    return d->session->motion();
}

void SnapDrag::setMotion(const QString &spec)
{
    d->session->setMotion(spec);
}

qreal SnapDrag::position() const
{
    return d->session->position();
}

void SnapDrag::setPosition(qreal position)
{
    d->session->setPosition(SnapSession::Main, position);
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
    return d->session->rule();
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
    d->session->moveTo(SnapSession::Main, position, velocity);
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
