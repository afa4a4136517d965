// SPDX-License-Identifier: MIT
#include "intoview.h"
#include "intoview_p.h"

#include <QtCore/qdebug.h>
#include <QtCore/qtimer.h>
#include <QtGui/qevent.h>
#include <QtGui/qpainter.h>
#include <QtWidgets/qlayout.h>
#include <QtWidgets/qwidget.h>

#include <algorithm>
#include <cmath>
#include <limits>

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

// Whether motion can move widget; if not, warns naming helper and why.
bool movable(const QWidget *widget, const MotionSpec &motion, const char *helper, const char *instead)
{
    const QString refused = motion.placementError();
    if (!widget || refused.isEmpty())
        return true;
    qWarning("Impetus::%s: %s; the widget is %s without a motion", helper, qPrintable(refused), instead);
    return false;
}

// The widget's effect and a new animation playing motion; none, after a warning naming
// helper (the widget is then just shown), when there is no widget, it cannot have the
// effect, or motion cannot move it.
std::pair<IntoViewEffect *, MotionAnimation *> prepare(QWidget *widget, const MotionSpec &motion, const char *helper)
{
    if (!movable(widget, motion, helper, "shown")) {
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

IntoViewEffect::Channel channelOf(const ViewPath &path)
{
    return path.kind == ViewPath::Scale   ? IntoViewEffect::Scale
            : path.kind == ViewPath::Fade ? IntoViewEffect::Opacity
                                          : IntoViewEffect::Position;
}

// The far end of path for widget: beyond the edge, or the scale or opacity.
QVariant farEnd(const QWidget *widget, const ViewPath &path)
{
    if (path.kind == ViewPath::Edge)
        return beyondEdge(widget, path.edge);
    return path.value;
}

struct PathWord
{
    const char16_t *word;
    ViewPath::Kind kind;
    Qt::Edge edge;
};

const PathWord PathWords[] = {
    { u"none", ViewPath::None, Qt::TopEdge },      { u"left", ViewPath::Edge, Qt::LeftEdge },
    { u"right", ViewPath::Edge, Qt::RightEdge },   { u"top", ViewPath::Edge, Qt::TopEdge },
    { u"bottom", ViewPath::Edge, Qt::BottomEdge }, { u"scale", ViewPath::Scale, Qt::TopEdge },
    { u"fade", ViewPath::Fade, Qt::TopEdge },
};

} // namespace

ViewPath ViewPath::parse(QStringView text, const char *property, QString *error)
{
    if (error)
        error->clear();
    const QList<QStringView> words = text.trimmed().split(u' ', Qt::SkipEmptyParts);
    const auto refuse = [&](const QString &rule) {
        if (error)
            *error = QStringLiteral("%1 %2, but got \"%3\"").arg(QLatin1String(property), rule, text);
        return ViewPath();
    };
    if (words.isEmpty())
        return ViewPath();
    const PathWord *found = nullptr;
    for (const PathWord &word : PathWords) {
        if (words[0] == QStringView(word.word))
            found = &word;
    }
    if (!found || words.size() > 2) {
        return refuse(QStringLiteral("must be left, right, top, bottom (beyond that edge of the parent), "
                                     "scale or fade (each with an optional start, 0 by default) or none"));
    }
    ViewPath path;
    path.kind = found->kind;
    path.edge = found->edge;
    if (words.size() == 2) {
        if (path.kind != Scale && path.kind != Fade)
            return refuse(QStringLiteral("takes a number only after scale or fade"));
        double value = 0;
        const QString reason = MotionSpec::readNumber(words[1], &value);
        if (!reason.isEmpty())
            return refuse(QStringLiteral("needs %1 after %2").arg(reason, words[0]));
        if (!(value >= 0) || (path.kind == Fade && value > 1))
            return refuse(path.kind == Fade ? QStringLiteral("starts a fade at an opacity in [0, 1]")
                                            : QStringLiteral("starts a scale at >= 0"));
        path.value = value;
    }
    return path;
}

QString ViewPath::toString() const
{
    for (const PathWord &word : PathWords) {
        if (word.kind == kind && (kind != Edge || word.edge == edge)) {
            const QString name = QString::fromUtf16(word.word);
            return (kind == Scale || kind == Fade) && value != 0
                    ? QStringLiteral("%1 %2").arg(name, QString::number(value, 'g', 17))
                    : name;
        }
    }
    return QString();
}

MotionSpec ViewPath::defaultMotion() const
{
    return MotionSpec::parse(defaultMotionName());
}

QString ViewPath::defaultMotionName() const
{
    return kind == Scale ? QStringLiteral("impetus.scaleIntoView") : QStringLiteral("impetus.springIntoView");
}

QPointF beyondEdge(const QWidget *widget, Qt::Edge edge)
{
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
    return from;
}

IntoViewEffect::IntoViewEffect(QWidget *widget) : QGraphicsEffect(widget), m_widget(widget)
{
    widget->installEventFilter(this);
}

IntoViewEffect *IntoViewEffect::of(const QWidget *widget)
{
    return widget ? qobject_cast<IntoViewEffect *>(widget->graphicsEffect()) : nullptr;
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
    auto *effect = of(widget);
    if (!effect && widget->graphicsEffect()) {
        qWarning() << "Impetus::" << helper << ":" << widget << "has a graphics effect of its own"
                   << "and is shown without a motion";
        widget->show();
        return nullptr;
    }
    // (Not again while it is being shown: FormMotion starts from its show event.)
    if (!widget->isVisible())
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

IntoViewEffect::~IntoViewEffect()
{
    // Its animations target it, so they stop as it goes (as a QPropertyAnimation's does):
    // nothing of this half-destroyed effect may hear that.
    for (const QPointer<QAbstractAnimation> &animation : m_animations) {
        if (animation)
            animation->disconnect(this);
    }
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

void IntoViewEffect::setOpacity(qreal opacity)
{
    m_opacity = opacity;
    update();
}

QVariant IntoViewEffect::drawn(Channel channel) const
{
    switch (channel) {
    case Position:
        return animating(Position) ? m_position : QPointF(m_widget->pos());
    case Scale:
        return animating(Scale) ? m_scale : 1.0;
    case Opacity:
    case ChannelCount:
        break;
    }
    return animating(Opacity) ? m_opacity : 1.0;
}

QVariant IntoViewEffect::velocity(Channel channel) const
{
    const MotionAnimation *animation = playing(channel);
    return animation && animation->state() != QAbstractAnimation::Stopped ? animation->currentVelocity() : QVariant();
}

void IntoViewEffect::animate(Channel channel, MotionAnimation *animation, const QVariant &from, const QVariant &to,
                             const QVariant &velocity, int delay)
{
    static const char *const names[] = { "position", "scale", "opacity" };
    animation->setTargetObject(this);
    animation->setPropertyName(names[channel]);
    // The velocity first: the motion is planned once, when both values are there.
    if (velocity.isValid())
        animation->setStartVelocity(velocity);
    animation->setStartValue(from);
    animation->setEndValue(channel == Position ? QVariant(QPointF(m_widget->pos())) : to);
    setProperty(names[channel], from);
    animation->setParent(this);
    QPointer<QAbstractAnimation> &slot = m_animations[channel];
    if (QAbstractAnimation *previous = slot.data()) {
        previous->disconnect(this);
        previous->stop();
        previous->deleteLater();
    }
    slot = animation;
    // (Also emitted by ~QAbstractAnimation when the animation is deleted while it runs:
    // nothing here may see it as a MotionAnimation any more.)
    QAbstractAnimation *stopping = animation;
    connect(animation, &QAbstractAnimation::stateChanged, this, [this, stopping](QAbstractAnimation::State state) {
        if (state != QAbstractAnimation::Stopped)
            return;
        stopping->deleteLater();
        bool busy = false;
        for (QPointer<QAbstractAnimation> &running : m_animations) {
            if (running == stopping)
                running = nullptr;
            busy |= !running.isNull();
        }
        updateBoundingRect();
        // Deleting the effect detaches it from the widget, which then paints itself.
        if (!busy) {
            m_retiring = true;
            deleteLater();
        }
    });
    updateBoundingRect();
    if (delay > 0)
        QTimer::singleShot(delay, animation, [animation] { animation->start(); });
    else
        animation->start();
}

QPointF IntoViewEffect::shift() const
{
    return drawn(Position).toPointF() - QPointF(m_widget->pos());
}

// A spring may overshoot past a point: never drawn mirrored.
qreal IntoViewEffect::currentScale() const
{
    return std::max(drawn(Scale).toReal(), 0.0);
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
    painter->setOpacity(std::clamp(drawn(Opacity).toReal(), 0.0, 1.0));
    painter->translate(centre + shift());
    painter->scale(currentScale(), currentScale());
    painter->translate(-centre);
    painter->drawPixmap(offset, pixmap);
    painter->restore();
}

// The layout moved the widget: land on its new place, from where it is drawn.
bool IntoViewEffect::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_widget && event->type() == QEvent::Move && animating(Position))
        playing(Position)->retarget(QPointF(m_widget->pos()));
    return QGraphicsEffect::eventFilter(watched, event);
}

ExitGhost::ExitGhost(QWidget *widget, const QPixmap &picture)
    : QWidget(widget->parentWidget()), m_widget(widget), m_picture(picture)
{
    setObjectName(widget->objectName() + QStringLiteral("_exit"));
    setAttribute(Qt::WA_TransparentForMouseEvents);
    setFocusPolicy(Qt::NoFocus);
    setGeometry(widget->geometry());
    // Over the siblings that the layout moves into the gap as it leaves.
    raise();
}

ExitGhost *ExitGhost::of(const QWidget *widget)
{
    if (!widget || !widget->parentWidget())
        return nullptr;
    const auto ghosts = widget->parentWidget()->findChildren<ExitGhost *>(Qt::FindDirectChildrenOnly);
    for (ExitGhost *ghost : ghosts) {
        if (ghost->m_widget == widget && ghost->isVisible())
            return ghost;
    }
    return nullptr;
}

IntoViewEffect *ExitGhost::effect() const
{
    return IntoViewEffect::of(this);
}

void ExitGhost::paintEvent(QPaintEvent *)
{
    QPainter(this).drawPixmap(0, 0, m_picture);
}

MotionAnimation *ExitGhost::leave(QWidget *widget, const ViewPath &path, const MotionSpec &motion, const char *helper)
{
    if (!widget) {
        qWarning("Impetus::%s: no widget", helper);
        return nullptr;
    }
    if (widget->isWindow() || path.kind == ViewPath::None || !movable(widget, motion, helper, "hidden")) {
        if (widget->isWindow())
            qWarning() << "Impetus::" << helper << ": a window has no parent to move in:" << widget
                       << "is hidden without a motion";
        widget->hide();
        return nullptr;
    }
    if (widget->graphicsEffect() && !IntoViewEffect::of(widget)) {
        qWarning() << "Impetus::" << helper << ":" << widget << "has a graphics effect of its own"
                   << "and is hidden without a motion";
        widget->hide();
        return nullptr;
    }
    // From where it is drawn, with its velocity, if it is still entering.
    const IntoViewEffect::Channel channel = channelOf(path);
    QVariant from = channel == IntoViewEffect::Position ? QVariant(QPointF(widget->pos())) : QVariant(1.0);
    QVariant velocity;
    if (IntoViewEffect *entering = IntoViewEffect::of(widget)) {
        from = entering->drawn(channel);
        velocity = entering->velocity(channel);
        widget->setGraphicsEffect(nullptr); // its own picture, as it is at rest
    }
    auto *ghost = new ExitGhost(widget, widget->grab());
    widget->hide();
    ghost->show();
    IntoViewEffect *effect = IntoViewEffect::prepare(ghost, helper);
    MotionAnimation *animation = MotionAnimation::create(motion);
    if (channel == IntoViewEffect::Position)
        ghost->move(farEnd(widget, path).toPointF().toPoint());
    effect->animate(channel, animation, from, farEnd(widget, path), velocity);
    // Gone once it has left, or once its animation is stopped or deleted: hidden at once,
    // so it is never drawn back in place.
    connect(animation, &QAbstractAnimation::stateChanged, ghost, [ghost](QAbstractAnimation::State state) {
        if (state != QAbstractAnimation::Stopped)
            return;
        ghost->hide();
        ghost->deleteLater();
    });
    return animation;
}

MotionAnimation *enterView(QWidget *widget, const ViewPath &path, const MotionSpec &motion, int delay,
                           const char *helper)
{
    if (!widget) {
        qWarning("Impetus::%s: no widget", helper);
        return nullptr;
    }
    // A widget shown again while it leaves turns around where it is drawn.
    const IntoViewEffect::Channel channel = channelOf(path);
    QVariant from;
    QVariant velocity;
    if (ExitGhost *ghost = ExitGhost::of(widget)) {
        if (IntoViewEffect *leaving = ghost->effect(); leaving && leaving->animating(channel)) {
            from = leaving->drawn(channel);
            velocity = leaving->velocity(channel);
            delay = 0;
        }
        ghost->hide();
        ghost->deleteLater();
    }
    const auto [effect, animation] = prepare(widget, motion, helper);
    if (!animation)
        return nullptr;
    if (!from.isValid())
        from = farEnd(widget, path);
    effect->animate(channel, animation, from, 1.0, velocity, delay);
    return animation;
}

MotionAnimation *plannedEntrance(const QWidget *widget, const ViewPath &path, const MotionSpec &motion)
{
    if (!widget || !widget->parentWidget() || path.kind == ViewPath::None || !motion.placementError().isEmpty())
        return nullptr;
    MotionAnimation *animation = MotionAnimation::create(motion);
    animation->setStartValue(farEnd(widget, path));
    animation->setEndValue(path.kind == ViewPath::Edge ? QVariant(QPointF(widget->pos())) : QVariant(1.0));
    return animation;
}

MotionAnimation *bounceIntoView(QWidget *widget, const MotionSpec &motion)
{
    return enterView(widget, { ViewPath::Edge, Qt::TopEdge }, motion, 0, "bounceIntoView");
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
    return enterView(widget, { ViewPath::Edge, edge }, motion, 0, "springIntoView");
}

MotionAnimation *springIntoView(QWidget *widget, Qt::Edge edge, const QString &motion)
{
    return springIntoView(widget, edge, MotionSpec::parse(motion));
}

SpringAnimation *springIntoView(QWidget *widget, Qt::Edge edge)
{
    return qobject_cast<SpringAnimation *>(springIntoView(widget, edge, preset(u"impetus.springIntoView")));
}

namespace {

// A scale or opacity given to a helper: finite and >= 0 (<= 1 for an opacity), else 0.
qreal checkedEnd(qreal value, qreal most, const char *helper, const char *name)
{
    if (std::isfinite(value) && value >= 0 && value <= most)
        return value;
    if (most == 1)
        qWarning("Impetus::%s: %s must be in [0, 1], but got %g; using 0", helper, name, value);
    else
        qWarning("Impetus::%s: %s must be >= 0, but got %g; using 0", helper, name, value);
    return 0;
}

} // namespace

MotionAnimation *springIntoView(QWidget *widget, qreal fromScale, const MotionSpec &motion)
{
    const qreal from = checkedEnd(fromScale, std::numeric_limits<qreal>::max(), "springIntoView", "fromScale");
    return enterView(widget, { ViewPath::Scale, Qt::TopEdge, from }, motion, 0, "springIntoView");
}

MotionAnimation *springIntoView(QWidget *widget, qreal fromScale, const QString &motion)
{
    return springIntoView(widget, fromScale, MotionSpec::parse(motion));
}

SpringAnimation *springIntoView(QWidget *widget, qreal fromScale)
{
    return qobject_cast<SpringAnimation *>(springIntoView(widget, fromScale, preset(u"impetus.scaleIntoView")));
}

MotionAnimation *fadeIntoView(QWidget *widget, const MotionSpec &motion)
{
    return enterView(widget, { ViewPath::Fade }, motion, 0, "fadeIntoView");
}

MotionAnimation *fadeIntoView(QWidget *widget, const QString &motion)
{
    return fadeIntoView(widget, MotionSpec::parse(motion));
}

SpringAnimation *fadeIntoView(QWidget *widget)
{
    return qobject_cast<SpringAnimation *>(fadeIntoView(widget, preset(u"impetus.springIntoView")));
}

MotionAnimation *bounceOutOfView(QWidget *widget, const MotionSpec &motion)
{
    return ExitGhost::leave(widget, { ViewPath::Edge, Qt::TopEdge }, motion, "bounceOutOfView");
}

MotionAnimation *bounceOutOfView(QWidget *widget, const QString &motion)
{
    return bounceOutOfView(widget, MotionSpec::parse(motion));
}

BounceAnimation *bounceOutOfView(QWidget *widget)
{
    return qobject_cast<BounceAnimation *>(bounceOutOfView(widget, preset(u"impetus.bounceIntoView")));
}

MotionAnimation *springOutOfView(QWidget *widget, Qt::Edge edge, const MotionSpec &motion)
{
    return ExitGhost::leave(widget, { ViewPath::Edge, edge }, motion, "springOutOfView");
}

MotionAnimation *springOutOfView(QWidget *widget, Qt::Edge edge, const QString &motion)
{
    return springOutOfView(widget, edge, MotionSpec::parse(motion));
}

SpringAnimation *springOutOfView(QWidget *widget, Qt::Edge edge)
{
    return qobject_cast<SpringAnimation *>(springOutOfView(widget, edge, preset(u"impetus.springIntoView")));
}

MotionAnimation *springOutOfView(QWidget *widget, qreal toScale, const MotionSpec &motion)
{
    const qreal to = checkedEnd(toScale, std::numeric_limits<qreal>::max(), "springOutOfView", "toScale");
    return ExitGhost::leave(widget, { ViewPath::Scale, Qt::TopEdge, to }, motion, "springOutOfView");
}

MotionAnimation *springOutOfView(QWidget *widget, qreal toScale, const QString &motion)
{
    return springOutOfView(widget, toScale, MotionSpec::parse(motion));
}

SpringAnimation *springOutOfView(QWidget *widget, qreal toScale)
{
    return qobject_cast<SpringAnimation *>(springOutOfView(widget, toScale, preset(u"impetus.scaleIntoView")));
}

MotionAnimation *fadeOutOfView(QWidget *widget, const MotionSpec &motion)
{
    return ExitGhost::leave(widget, { ViewPath::Fade }, motion, "fadeOutOfView");
}

MotionAnimation *fadeOutOfView(QWidget *widget, const QString &motion)
{
    return fadeOutOfView(widget, MotionSpec::parse(motion));
}

SpringAnimation *fadeOutOfView(QWidget *widget)
{
    return qobject_cast<SpringAnimation *>(fadeOutOfView(widget, preset(u"impetus.springIntoView")));
}

MotionAnimation *flingTo(QWidget *widget, const QPoint &position, const QPointF &velocity, const MotionSpec &motion)
{
    const auto [effect, animation] = prepare(widget, motion, "flingTo");
    if (!animation)
        return nullptr;
    const QVariant from = effect->drawn(IntoViewEffect::Position);
    if (!inLayout(widget))
        widget->move(position);
    else if (position != widget->pos())
        qWarning() << "Impetus::flingTo:" << widget << "is placed by a layout: it lands on its place" << widget->pos()
                   << "rather than" << position;
    effect->animate(IntoViewEffect::Position, animation, from, QVariant(),
                    velocity.isNull() ? QVariant() : QVariant(velocity));
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
