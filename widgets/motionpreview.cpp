// SPDX-License-Identifier: MIT
#include "motionpreview.h"

#include <impetus/motionanimation.h>

#include <QtCore/qpauseanimation.h>
#include <QtCore/qpointer.h>
#include <QtCore/qsequentialanimationgroup.h>
#include <QtGui/qevent.h>
#include <QtGui/qpainter.h>

#include <algorithm>
#include <cmath>

namespace Impetus {

class MotionPreview::Private
{
public:
    explicit Private(MotionPreview *q) : q(q) { }

    void rebuild();
    void run();
    bool horizontal() const { return orientation == Qt::Horizontal; }

    MotionPreview *const q;
    bool playing = true;
    bool looping = true;
    int loopPause = 600;
    Marker marker = Ball;
    Qt::Orientation orientation = Qt::Horizontal;

    QPointer<QSequentialAnimationGroup> group;
    QPointer<MotionAnimation> animation;
    QPointer<QPauseAnimation> rest;
    double low = 0;
    double high = 1;
};

// A new run of the motion, from the start.
void MotionPreview::Private::rebuild()
{
    delete group;
    const double settle = q->settleTime();
    const bool settles = settle * 1000 < UnsettledLoop;
    const auto range = q->positionRange(0, settles ? settle : UnsettledLoop / 1000.0);
    low = range.first;
    high = range.second;
    if (!q->isValid()) {
        q->update();
        return;
    }
    group = new QSequentialAnimationGroup(q);
    animation = q->createAnimation(group);
    animation->setStartValue(0.0);
    animation->setEndValue(q->distance());
    animation->setStartVelocity(q->startVelocity());
    if (!settles)
        animation->setDuration(UnsettledLoop);
    group->addAnimation(animation);
    rest = group->addPause(std::max(0, loopPause));
    group->setLoopCount(looping ? -1 : 1);
    QObject::connect(animation, &QVariantAnimation::valueChanged, q, qOverload<>(&QWidget::update));
    QObject::connect(group, &QAbstractAnimation::finished, q, [this] { q->setPlaying(false); });
    run();
    q->update();
}

// Runs while playing and visible.
void MotionPreview::Private::run()
{
    if (!group)
        return;
    const bool shouldRun = playing && q->isVisible();
    if (shouldRun && group->state() == QAbstractAnimation::Paused)
        group->resume();
    else if (shouldRun && group->state() == QAbstractAnimation::Stopped)
        group->start();
    else if (!shouldRun && group->state() == QAbstractAnimation::Running)
        group->pause();
}

MotionPreview::MotionPreview(QWidget *parent) : AbstractMotionWidget(parent), d(std::make_unique<Private>(this))
{
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    setToolTip(tr("Click to play or pause"));
    connect(this, &AbstractMotionWidget::motionChanged, this, [this] { d->rebuild(); });
    d->rebuild();
}

MotionPreview::~MotionPreview() = default;

bool MotionPreview::isPlaying() const
{
    return d->playing;
}

void MotionPreview::setPlaying(bool playing)
{
    if (playing == d->playing)
        return;
    d->playing = playing;
    d->run();
    Q_EMIT playingChanged(playing);
}

bool MotionPreview::isLooping() const
{
    return d->looping;
}

void MotionPreview::setLooping(bool looping)
{
    if (looping == d->looping)
        return;
    d->looping = looping;
    if (d->group)
        d->group->setLoopCount(looping ? -1 : 1);
    Q_EMIT appearanceChanged();
}

int MotionPreview::loopPause() const
{
    return d->loopPause;
}

void MotionPreview::setLoopPause(int milliseconds)
{
    if (milliseconds == d->loopPause)
        return;
    d->loopPause = milliseconds;
    if (d->rest)
        d->rest->setDuration(std::max(0, milliseconds));
    Q_EMIT appearanceChanged();
}

MotionPreview::Marker MotionPreview::marker() const
{
    return d->marker;
}

void MotionPreview::setMarker(Marker marker)
{
    if (marker == d->marker)
        return;
    d->marker = marker;
    update();
    Q_EMIT appearanceChanged();
}

Qt::Orientation MotionPreview::orientation() const
{
    return d->orientation;
}

void MotionPreview::setOrientation(Qt::Orientation orientation)
{
    if (orientation == d->orientation)
        return;
    d->orientation = orientation;
    setSizePolicy(sizePolicy().transposed());
    updateGeometry();
    update();
    Q_EMIT appearanceChanged();
}

qreal MotionPreview::currentTime() const
{
    return d->animation ? d->animation->currentTime() / 1000.0 : 0;
}

void MotionPreview::setCurrentTime(qreal seconds)
{
    setPlaying(false);
    if (d->group && std::isfinite(seconds))
        d->group->setCurrentTime(int(std::clamp(std::round(seconds * 1000), 0.0, double(d->group->duration()))));
}

qreal MotionPreview::currentPosition() const
{
    return d->animation ? d->animation->currentValue().toDouble() : 0;
}

qreal MotionPreview::markerSize() const
{
    const double across = d->horizontal() ? height() : width();
    const double along = d->horizontal() ? width() : height();
    return std::clamp(std::min(across * 0.6, along / 8), 3.0, 40.0);
}

QPointF MotionPreview::mapToWidget(qreal position) const
{
    const double margin = markerSize() / 2 + 4;
    const double along = (d->horizontal() ? width() : height()) - 2 * margin;
    const double offset = margin + (position - d->low) / (d->high - d->low) * along;
    return d->horizontal() ? QPointF(offset, height() / 2.0) : QPointF(width() / 2.0, offset);
}

QSize MotionPreview::sizeHint() const
{
    return d->horizontal() ? QSize(320, 64) : QSize(64, 240);
}

QSize MotionPreview::minimumSizeHint() const
{
    return d->horizontal() ? QSize(60, 16) : QSize(16, 60);
}

void MotionPreview::play()
{
    setPlaying(true);
}

void MotionPreview::pause()
{
    setPlaying(false);
}

void MotionPreview::togglePlaying()
{
    setPlaying(!d->playing);
}

void MotionPreview::restart()
{
    if (!d->group)
        return;
    d->group->stop();
    d->group->setCurrentTime(0);
    d->run();
}

void MotionPreview::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    painter.setRenderHint(QPainter::Antialiasing);
    const QPalette &colors = palette();
    painter.fillRect(rect(), colors.color(QPalette::Base));
    painter.setPen(QPen(colors.color(QPalette::Mid), 0));
    painter.drawRect(QRectF(rect()).adjusted(0.5, 0.5, -0.5, -0.5));
    if (!isValid()) {
        painter.setPen(colors.color(QPalette::Text));
        painter.drawText(QRectF(rect()).adjusted(4, 4, -4, -4), Qt::AlignCenter | Qt::TextWordWrap, errorString());
        return;
    }

    const double size = markerSize();
    const auto shape = [&](const QPointF &centre, double inset) {
        const QRectF box(centre.x() - size / 2 + inset, centre.y() - size / 2 + inset, size - 2 * inset,
                         size - 2 * inset);
        if (d->marker == Ball)
            painter.drawEllipse(box);
        else
            painter.drawRoundedRect(box, size / 8, size / 8);
    };

    const QColor track = colors.color(QPalette::Mid);
    painter.setPen(QPen(track, 1));
    painter.drawLine(mapToWidget(d->low), mapToWidget(d->high));
    painter.setBrush(Qt::NoBrush);
    painter.setPen(QPen(track, 1, Qt::DashLine));
    shape(mapToWidget(0), 0.5);
    painter.setPen(QPen(track, 2));
    shape(mapToWidget(distance()), 1);

    painter.setPen(Qt::NoPen);
    painter.setBrush(colors.color(QPalette::Highlight));
    shape(mapToWidget(currentPosition()), 0);

    // Paused: a play sign in the corner says what a click does.
    if (!d->playing) {
        QColor sign = colors.color(QPalette::Text);
        sign.setAlphaF(0.5);
        const double side = std::clamp(std::min(width(), height()) / 4.0, 4.0, 12.0);
        const QPointF corner(width() - side - 4, 4);
        painter.setBrush(sign);
        painter.drawPolygon(QPolygonF({ corner, corner + QPointF(side, side / 2), corner + QPointF(0, side) }));
    }
}

void MotionPreview::mousePressEvent(QMouseEvent *event)
{
    if (event->button() == Qt::LeftButton) {
        togglePlaying();
        event->accept();
        return;
    }
    AbstractMotionWidget::mousePressEvent(event);
}

void MotionPreview::showEvent(QShowEvent *event)
{
    AbstractMotionWidget::showEvent(event);
    d->run();
}

void MotionPreview::hideEvent(QHideEvent *event)
{
    AbstractMotionWidget::hideEvent(event);
    d->run();
}

} // namespace Impetus
