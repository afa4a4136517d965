// SPDX-License-Identifier: MIT
#include "intoview.h"
#include "intoview_p.h"

#include <QtCore/qdebug.h>
#include <QtGui/qevent.h>
#include <QtGui/qpainter.h>
#include <QtWidgets/qlayout.h>
#include <QtWidgets/qwidget.h>

#include <cmath>

namespace Impetus {

namespace {

bool lays(const QLayout *layout, const QWidget *widget)
{
    for (int i = 0; i < layout->count(); ++i) {
        QLayoutItem *item = layout->itemAt(i);
        if (item->widget() == widget || (item->layout() && lays(item->layout(), widget)))
            return true;
    }
    return false;
}

// Whether a layout of the parent places the widget.
bool inLayout(const QWidget *widget)
{
    const QLayout *layout = widget->parentWidget()->layout();
    return layout && lays(layout, widget);
}

} // namespace

IntoViewEffect::IntoViewEffect(QWidget *widget) : QGraphicsEffect(widget), m_widget(widget)
{
    widget->installEventFilter(this);
}

IntoViewEffect *IntoViewEffect::prepare(QWidget *widget, const char *helper)
{
    if (!widget) {
        qWarning("Impetus::%s: no widget", helper);
        return nullptr;
    }
    if (widget->isWindow()) {
        qWarning() << "Impetus::" << helper << ": a window has no parent to move in:" << widget
                   << "is shown without a motion";
        widget->show();
        return nullptr;
    }
    auto *effect = qobject_cast<IntoViewEffect *>(widget->graphicsEffect());
    if (!effect && widget->graphicsEffect()) {
        qWarning() << "Impetus::" << helper << ":" << widget << "has a graphics effect of its own"
                   << "and is shown without a motion";
        widget->show();
        return nullptr;
    }
    widget->show();
    if (QLayout *layout = widget->parentWidget()->layout())
        layout->activate();
    // One that has finished is on its way out: replacing it deletes it now.
    if (!effect || effect->m_retiring) {
        effect = new IntoViewEffect(widget);
        widget->setGraphicsEffect(effect);
    }
    return effect;
}

void IntoViewEffect::setPosition(const QPointF &position)
{
    m_position = position;
    updateBoundingRect();
}

void IntoViewEffect::setScale(qreal scale)
{
    m_scale = scale;
    updateBoundingRect();
}

QPointF IntoViewEffect::drawnPosition() const
{
    return m_move ? m_position : QPointF(m_widget->pos());
}

void IntoViewEffect::animatePosition(MotionAnimation *animation, const QPointF &from,
                                     const QPointF &velocity)
{
    animation->setTargetObject(this);
    animation->setPropertyName("position");
    animation->setStartValue(from);
    animation->setEndValue(QPointF(m_widget->pos()));
    if (!velocity.isNull())
        animation->setVelocity(velocity);
    m_position = from;
    start(m_move, animation);
}

void IntoViewEffect::animateScale(MotionAnimation *animation, qreal from)
{
    animation->setTargetObject(this);
    animation->setPropertyName("scale");
    animation->setStartValue(from);
    animation->setEndValue(1.0);
    m_scale = from;
    start(m_scaling, animation);
}

void IntoViewEffect::start(QPointer<MotionAnimation> &slot, MotionAnimation *animation)
{
    animation->setParent(this);
    if (MotionAnimation *previous = slot.data()) {
        previous->disconnect(this);
        previous->stop();
        previous->deleteLater();
    }
    slot = animation;
    connect(animation, &QAbstractAnimation::stateChanged, this,
            [this, animation](QAbstractAnimation::State state) {
                if (state != QAbstractAnimation::Stopped)
                    return;
                animation->deleteLater();
                const bool moving = m_move && m_move != animation;
                const bool scaling = m_scaling && m_scaling != animation;
                if (m_move == animation)
                    m_move = nullptr;
                if (m_scaling == animation)
                    m_scaling = nullptr;
                updateBoundingRect();
                // Deleting the effect detaches it from the widget, which then paints itself.
                if (!moving && !scaling) {
                    m_retiring = true;
                    deleteLater();
                }
            });
    updateBoundingRect();
    animation->start();
}

QPointF IntoViewEffect::shift() const
{
    return drawnPosition() - QPointF(m_widget->pos());
}

qreal IntoViewEffect::currentScale() const
{
    return m_scaling ? m_scale : 1;
}

// Qt asks with the widget's rectangle in its own or in its parent's coordinates: the
// answer is relative to the rectangle given.
QRectF IntoViewEffect::boundingRectFor(const QRectF &rect) const
{
    QRectF drawn(0, 0, rect.width() * currentScale(), rect.height() * currentScale());
    drawn.moveCenter(rect.center() + shift());
    return drawn | rect;
}

void IntoViewEffect::draw(QPainter *painter)
{
    QPoint offset;
    const QPixmap pixmap = sourcePixmap(Qt::LogicalCoordinates, &offset, QGraphicsEffect::NoPad);
    const QPointF centre = QRectF(m_widget->rect()).center();
    painter->save();
    painter->setRenderHint(QPainter::SmoothPixmapTransform);
    painter->translate(centre + shift());
    painter->scale(currentScale(), currentScale());
    painter->translate(-centre);
    painter->drawPixmap(offset, pixmap);
    painter->restore();
}

// The layout moved the widget: land on its new place, from where it is drawn.
bool IntoViewEffect::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_widget && event->type() == QEvent::Move && m_move)
        m_move->retarget(QPointF(m_widget->pos()));
    return QGraphicsEffect::eventFilter(watched, event);
}

BounceAnimation *bounceIntoView(QWidget *widget)
{
    IntoViewEffect *effect = IntoViewEffect::prepare(widget, "bounceIntoView");
    if (!effect)
        return nullptr;
    auto *animation = new BounceAnimation;
    effect->animatePosition(animation, QPointF(widget->x(), -widget->height()));
    return animation;
}

SpringAnimation *springIntoView(QWidget *widget, Qt::Edge edge)
{
    IntoViewEffect *effect = IntoViewEffect::prepare(widget, "springIntoView");
    if (!effect)
        return nullptr;
    const QSize outside = widget->parentWidget()->size();
    QPointF from = widget->pos();
    switch (edge) {
    case Qt::TopEdge:
        from.setY(-widget->height());
        break;
    case Qt::BottomEdge:
        from.setY(outside.height());
        break;
    case Qt::LeftEdge:
        from.setX(-widget->width());
        break;
    case Qt::RightEdge:
        from.setX(outside.width());
        break;
    }
    auto *animation = new SpringAnimation;
    effect->animatePosition(animation, from);
    return animation;
}

SpringAnimation *springIntoView(QWidget *widget, qreal fromScale)
{
    IntoViewEffect *effect = IntoViewEffect::prepare(widget, "springIntoView");
    if (!effect)
        return nullptr;
    if (!(fromScale >= 0 && std::isfinite(fromScale))) {
        qWarning("Impetus::springIntoView: fromScale must be >= 0, but got %g; springing from 0", fromScale);
        fromScale = 0;
    }
    auto *animation = new SpringAnimation;
    animation->setDampingRatio(0.5);
    effect->animateScale(animation, fromScale);
    return animation;
}

DecayAnimation *flingTo(QWidget *widget, const QPoint &position, const QPointF &velocity)
{
    IntoViewEffect *effect = IntoViewEffect::prepare(widget, "flingTo");
    if (!effect)
        return nullptr;
    const QPointF from = effect->drawnPosition();
    if (!inLayout(widget))
        widget->move(position);
    else if (position != widget->pos())
        qWarning() << "Impetus::flingTo:" << widget << "is placed by a layout: it lands on its place"
                   << widget->pos() << "rather than" << position;
    auto *animation = new DecayAnimation;
    effect->animatePosition(animation, from, velocity);
    return animation;
}

} // namespace Impetus
