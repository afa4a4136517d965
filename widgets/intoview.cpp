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

// The widget's effect and a new animation playing motion; none, after a warning naming
// helper (the widget is then just shown), when there is no widget, it cannot have the
// effect, or motion cannot move it.
std::pair<IntoViewEffect *, MotionAnimation *> prepare(QWidget *widget, const MotionSpec &motion, const char *helper)
{
    const QString refused = motion.placementError();
    if (widget && !refused.isEmpty()) {
        qWarning("Impetus::%s: %s; the widget is shown without a motion", helper, qPrintable(refused));
        widget->show();
        return {};
    }
    IntoViewEffect *effect = IntoViewEffect::prepare(widget, helper);
    return { effect, effect ? MotionAnimation::create(motion) : nullptr };
}

MotionSpec preset(const char16_t *name)
{
    return MotionSpec::parse(QStringView(name));
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
        animation->setStartVelocity(velocity);
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

MotionAnimation *bounceIntoView(QWidget *widget, const MotionSpec &motion)
{
    const auto [effect, animation] = prepare(widget, motion, "bounceIntoView");
    if (animation)
        effect->animatePosition(animation, QPointF(widget->x(), -widget->height()));
    return animation;
}

MotionAnimation *bounceIntoView(QWidget *widget, const QString &motion)
{
    return bounceIntoView(widget, MotionSpec::parse(motion));
}

BounceAnimation *bounceIntoView(QWidget *widget)
{
    return qobject_cast<BounceAnimation *>(bounceIntoView(widget, preset(u"impetus.bounceIntoView")));
}

MotionAnimation *springIntoView(QWidget *widget, Qt::Edge edge, const MotionSpec &motion)
{
    const auto [effect, animation] = prepare(widget, motion, "springIntoView");
    if (!animation)
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
    effect->animatePosition(animation, from);
    return animation;
}

MotionAnimation *springIntoView(QWidget *widget, Qt::Edge edge, const QString &motion)
{
    return springIntoView(widget, edge, MotionSpec::parse(motion));
}

SpringAnimation *springIntoView(QWidget *widget, Qt::Edge edge)
{
    return qobject_cast<SpringAnimation *>(springIntoView(widget, edge, preset(u"impetus.springIntoView")));
}

MotionAnimation *springIntoView(QWidget *widget, qreal fromScale, const MotionSpec &motion)
{
    const auto [effect, animation] = prepare(widget, motion, "springIntoView");
    if (!animation)
        return nullptr;
    if (!(fromScale >= 0 && std::isfinite(fromScale))) {
        qWarning("Impetus::springIntoView: fromScale must be >= 0, but got %g; springing from 0", fromScale);
        fromScale = 0;
    }
    effect->animateScale(animation, fromScale);
    return animation;
}

MotionAnimation *springIntoView(QWidget *widget, qreal fromScale, const QString &motion)
{
    return springIntoView(widget, fromScale, MotionSpec::parse(motion));
}

SpringAnimation *springIntoView(QWidget *widget, qreal fromScale)
{
    return qobject_cast<SpringAnimation *>(springIntoView(widget, fromScale, preset(u"impetus.scaleIntoView")));
}

MotionAnimation *flingTo(QWidget *widget, const QPoint &position, const QPointF &velocity, const MotionSpec &motion)
{
    const auto [effect, animation] = prepare(widget, motion, "flingTo");
    if (!animation)
        return nullptr;
    const QPointF from = effect->drawnPosition();
    if (!inLayout(widget))
        widget->move(position);
    else if (position != widget->pos())
        qWarning() << "Impetus::flingTo:" << widget << "is placed by a layout: it lands on its place"
                   << widget->pos() << "rather than" << position;
    effect->animatePosition(animation, from, velocity);
    return animation;
}

MotionAnimation *flingTo(QWidget *widget, const QPoint &position, const QPointF &velocity, const QString &motion)
{
    return flingTo(widget, position, velocity, MotionSpec::parse(motion));
}

DecayAnimation *flingTo(QWidget *widget, const QPoint &position, const QPointF &velocity)
{
    return qobject_cast<DecayAnimation *>(flingTo(widget, position, velocity, preset(u"impetus.flingTo")));
}

} // namespace Impetus
