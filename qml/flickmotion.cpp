// SPDX-License-Identifier: MIT
#include "flickmotion.h"

#include "parameters_p.h"

#include <QtCore/qmetaobject.h>
#include <QtGui/qevent.h>
#include <QtQuick/qquickitem.h>
#include <QtQuick/qquickwindow.h>

#include <algorithm>
#include <cmath>

namespace Impetus::Qml {

namespace {

double real(const QObject *object, const char *name)
{
    return object->property(name).toReal();
}

// Whether object has an invokable method of that name (whatever its parameters are spelled).
bool hasMethod(const QObject *object, const char *name)
{
    const QMetaObject *meta = object->metaObject();
    for (int i = 0; i < meta->methodCount(); ++i) {
        if (meta->method(i).name() == name)
            return true;
    }
    return false;
}

} // namespace

// ---- FlickMotion -------------------------------------------------------------------------

FlickMotion::FlickMotion(QObject *attachee)
    : QObject(attachee), m_coast(MotionSpec::parse(QString::fromLatin1(DefaultMotion))),
      m_spring(MotionSpec::parse(QString::fromLatin1(DefaultEdgeMotion)))
{
    m_clock = new Detail::Ticker([this](double seconds) { tick(seconds); }, this);
    QQuickItem *item = flickable();
    if (!item) {
        warn(attachee,
             QStringLiteral("KineticScroller must be attached to a Flickable (a ListView, a GridView), but it is "
                            "attached to a %1; it does nothing")
                     .arg(QLatin1String(attachee ? attachee->metaObject()->className() : "null object")));
        return;
    }
    connect(item, SIGNAL(flickStarted()), this, SLOT(flickStarted()));
    connect(item, SIGNAL(draggingChanged()), this, SLOT(draggingChanged()));
    for (const char *changed :
         { SIGNAL(contentWidthChanged()), SIGNAL(contentHeightChanged()), SIGNAL(originXChanged()),
           SIGNAL(originYChanged()), SIGNAL(widthChanged()), SIGNAL(heightChanged()) })
        connect(item, changed, this, SLOT(rangeChanged()));
    connect(item, &QQuickItem::windowChanged, this, &FlickMotion::setWindow);
    setWindow(item->window());
}

FlickMotion::~FlickMotion()
{
    m_clock->stop();
    setWindow(nullptr);
}

FlickMotion *FlickMotion::qmlAttachedProperties(QObject *object)
{
    return new FlickMotion(object);
}

QQuickItem *FlickMotion::flickable() const
{
    QObject *object = parent();
    return object && object->inherits("QQuickFlickable") ? static_cast<QQuickItem *>(object) : nullptr;
}

// The pointer is watched on the window, before Qt Quick delivers it: a press that a child
// of the Flickable takes reaches the Flickable only through its childMouseEventFilter(),
// which no event filter on the Flickable sees.
void FlickMotion::setWindow(QQuickWindow *window)
{
    if (m_window)
        m_window->removeEventFilter(this);
    m_window = window;
    if (m_window)
        m_window->installEventFilter(this);
}

void FlickMotion::refuse(const QString &message)
{
    warn(parent(), message + QLatin1String("; the previous value is kept"));
}

void FlickMotion::setEnabled(bool enabled)
{
    if (enabled == m_enabled)
        return;
    m_enabled = enabled;
    if (!enabled) {
        stop();
        m_tracking = false;
        m_pending = false;
    }
    Q_EMIT enabledChanged();
}

void FlickMotion::setMotion(const QString &spec)
{
    if (spec == m_motion)
        return;
    const MotionSpec parsed = MotionSpec::parse(spec);
    const QString error = Detail::ScrollSession::coastError(parsed);
    if (!error.isEmpty())
        return refuse(QStringLiteral("KineticScroller.motion '%1': %2").arg(spec, error));
    m_motion = spec;
    m_coast = parsed;
    Q_EMIT motionChanged();
}

void FlickMotion::setEdgeMotion(const QString &spec)
{
    if (spec == m_edgeMotion)
        return;
    const MotionSpec parsed = MotionSpec::parse(spec);
    const QString error = parsed.placementError();
    if (!error.isEmpty())
        return refuse(QStringLiteral("KineticScroller.edgeMotion '%1': %2").arg(spec, error));
    m_edgeMotion = spec;
    m_spring = parsed;
    Q_EMIT edgeMotionChanged();
}

void FlickMotion::setSnapMode(SnapMode mode)
{
    const QMetaEnum modes = QMetaEnum::fromType<SnapMode>();
    if (!modes.valueToKey(int(mode))) {
        QStringList keys;
        for (int i = 0; i < modes.keyCount(); ++i)
            keys.append(QLatin1String(modes.key(i)));
        return refuse(QStringLiteral("KineticScroller.snapMode must be one of %1, but got %2")
                              .arg(keys.join(QLatin1String(", ")))
                              .arg(int(mode)));
    }
    if (mode == m_snapMode)
        return;
    m_snapMode = mode;
    Q_EMIT snapModeChanged();
}

bool FlickMotion::setPositions(QList<qreal> *positions, const QList<qreal> &value, const char *name)
{
    const QString error = Detail::ScrollSession::Snap::positionsError(name, value);
    if (!error.isEmpty()) {
        refuse(QLatin1String("KineticScroller.") + error);
        return false;
    }
    if (*positions == value)
        return false;
    *positions = value;
    return true;
}

void FlickMotion::setSnapPositions(const QList<qreal> &positions)
{
    if (setPositions(&m_snapPositions, positions, "snapPositions"))
        Q_EMIT snapPositionsChanged();
}

void FlickMotion::setHorizontalSnapPositions(const QList<qreal> &positions)
{
    if (setPositions(&m_horizontalSnapPositions, positions, "horizontalSnapPositions"))
        Q_EMIT horizontalSnapPositionsChanged();
}

// The snap positions along an axis whose range is minimum to maximum, read at the release.
Detail::ScrollSession::Snap FlickMotion::snap(Qt::Orientation orientation, double minimum, double maximum) const
{
    using Snap = Detail::ScrollSession::Snap;
    const bool horizontal = orientation == Qt::Horizontal;
    Snap snap;
    switch (m_snapMode) {
    case NoSnap:
        break;
    case SnapToItems:
        snap = Snap::items(items(orientation, minimum, maximum));
        break;
    case SnapToPages:
        snap = Snap::pages(minimum, maximum, horizontal ? flickable()->width() : flickable()->height());
        break;
    case SnapToPositions:
        snap.points = horizontal ? m_horizontalSnapPositions : m_snapPositions;
        break;
    }
    return snap;
}

// Where a ListView's or a GridView's delegates start along an axis (content coordinates):
// those it has made, around the view, as they are; beyond them, to the ends of the range,
// steps of their average spacing, the view's own way of placing what it has not made
// (exact for delegates of one size). The delegates are the content item's children that the
// view's itemAtIndex(indexAt(their centre)) gives back (not its highlight, header, footer
// or section items). Public API only: a plain Flickable has neither method, and no items.
QList<double> FlickMotion::items(Qt::Orientation orientation, double minimum, double maximum) const
{
    QList<double> starts;
    QQuickItem *view = flickable();
    const auto content = view->property("contentItem").value<QQuickItem *>();
    if (!content || !hasMethod(view, "indexAt") || !hasMethod(view, "itemAtIndex"))
        return starts;
    const bool horizontal = orientation == Qt::Horizontal;
    for (QQuickItem *child : content->childItems()) {
        if (!child->isVisible())
            continue;
        const QPointF centre = child->position() + QPointF(child->width(), child->height()) / 2;
        int index = -1;
        QQuickItem *delegate = nullptr;
        QMetaObject::invokeMethod(view, "indexAt", Q_RETURN_ARG(int, index), Q_ARG(qreal, centre.x()),
                                  Q_ARG(qreal, centre.y()));
        if (index >= 0)
            QMetaObject::invokeMethod(view, "itemAtIndex", Q_RETURN_ARG(QQuickItem *, delegate), Q_ARG(int, index));
        if (delegate == child)
            starts.append(horizontal ? child->x() : child->y());
    }
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    if (starts.size() < 2)
        return starts;
    const double first = starts.constFirst(), last = starts.constLast();
    const double step = (last - first) / double(starts.size() - 1);
    // At most a million steps: a range that many delegates long is no list a finger scrolls.
    constexpr qint64 MaximumSteps = 1000000;
    for (qint64 k = 1; k <= MaximumSteps && first - k * step > minimum; ++k)
        starts.append(first - k * step);
    for (qint64 k = 1; k <= MaximumSteps && last + k * step < maximum; ++k)
        starts.append(last + k * step);
    return starts;
}

QPointF FlickMotion::velocity() const
{
    return m_moving ? velocityAt(m_time) : QPointF();
}

QPointF FlickMotion::positionAt(qreal seconds) const
{
    const QQuickItem *item = flickable();
    const double x = !m_paths[0].isNull() ? m_paths[0].position(seconds) : item ? real(item, "contentX") : 0;
    const double y = !m_paths[1].isNull() ? m_paths[1].position(seconds) : item ? real(item, "contentY") : 0;
    return { x, y };
}

QPointF FlickMotion::velocityAt(qreal seconds) const
{
    return { m_paths[0].velocity(seconds), m_paths[1].velocity(seconds) };
}

void FlickMotion::setMoving(bool moving)
{
    if (moving == m_moving)
        return;
    m_moving = moving;
    Q_EMIT movingChanged();
    Q_EMIT velocityChanged();
}

void FlickMotion::stop()
{
    m_clock->stop();
    setMoving(false);
}

bool FlickMotion::contains(QPointF scene) const
{
    const QQuickItem *item = flickable();
    return item && item->isVisible() && item->isEnabled() && item->contains(item->mapFromScene(scene));
}

bool FlickMotion::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_window || !m_enabled || !flickable())
        return false;
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseMove:
    case QEvent::MouseButtonRelease: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (m_touchId >= 0 || mouse->source() != Qt::MouseEventNotSynthesized)
            break;
        const double seconds = mouse->timestamp() / 1000.0;
        if (event->type() == QEvent::MouseButtonPress) {
            if (mouse->button() == Qt::LeftButton && contains(mouse->scenePosition()))
                press(seconds, mouse->scenePosition());
        } else if (event->type() == QEvent::MouseMove) {
            move(seconds, mouse->scenePosition());
        } else if (mouse->button() == Qt::LeftButton) {
            release(seconds, mouse->scenePosition());
        }
        break;
    }
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TouchEnd:
    case QEvent::TouchCancel: {
        const auto *touch = static_cast<QTouchEvent *>(event);
        const double seconds = touch->timestamp() / 1000.0;
        if (event->type() == QEvent::TouchCancel) {
            m_touchId = -1;
            m_tracking = false;
            break;
        }
        for (const QEventPoint &point : touch->points()) {
            if (m_touchId < 0 && point.state() == QEventPoint::State::Pressed && contains(point.scenePosition())) {
                m_touchId = point.id();
                press(seconds, point.scenePosition());
            } else if (point.id() == m_touchId && point.state() == QEventPoint::State::Released) {
                m_touchId = -1;
                release(seconds, point.scenePosition());
            } else if (point.id() == m_touchId) {
                move(seconds, point.scenePosition());
            }
        }
        break;
    }
    default:
        break;
    }
    return false; // the Flickable and its children get every event as they would
}

void FlickMotion::press(double seconds, QPointF scene)
{
    m_caught = m_moving;
    stop(); // a catch: where it is drawn
    m_pending = false;
    m_tracker.reset();
    m_tracker.addPosition(seconds, scene);
    m_tracking = true;
}

void FlickMotion::move(double seconds, QPointF scene)
{
    if (m_tracking)
        m_tracker.addPosition(seconds, scene);
}

void FlickMotion::release(double seconds, QPointF scene)
{
    if (!m_tracking)
        return;
    m_tracking = false;
    m_tracker.addPosition(seconds, scene);
    const QQuickItem *item = flickable();
    // Delivered after this filter: the Flickable still says whether it dragged.
    if (item->property("dragging").toBool()) {
        // The content moves against the pointer, in the Flickable's coordinates.
        const QPointF pointer = m_tracker.velocity(seconds);
        m_releaseVelocity = -(item->mapFromScene(scene + pointer) - item->mapFromScene(scene));
    } else if (m_caught && m_snapMode != NoSnap) {
        // A press that caught a motion lets go of the content where it holds it, which then
        // goes to the nearest snap position (the widgets' KineticScroller's catch); a click
        // on content at rest moves nothing.
        m_releaseVelocity = QPointF();
    } else {
        return;
    }
    m_pending = true;
    // A release the Flickable does not flick (under its minimum velocity or distance) is
    // taken over once its release is done.
    QMetaObject::invokeMethod(this, "afterRelease", Qt::QueuedConnection);
}

void FlickMotion::flickStarted()
{
    if (!m_pending) { // the Flickable's own: a wheel, flick()
        stop();
        return;
    }
    const QQuickItem *item = flickable();
    takeOver(item->property("flickingHorizontally").toBool(), item->property("flickingVertically").toBool());
}

void FlickMotion::afterRelease()
{
    if (m_pending)
        takeOver(flicksAlong(Qt::Horizontal), flicksAlong(Qt::Vertical));
}

void FlickMotion::draggingChanged()
{
    if (flickable()->property("dragging").toBool())
        stop();
}

// Whether the Flickable lets the content move along an axis (its flickableDirection).
bool FlickMotion::flicksAlong(Qt::Orientation orientation) const
{
    const QQuickItem *item = flickable();
    const int direction = item->property("flickableDirection").toInt();
    const bool horizontal = orientation == Qt::Horizontal;
    const double content = real(item, horizontal ? "contentWidth" : "contentHeight");
    const double extent = horizontal ? item->width() : item->height();
    switch (direction) {
    case 0x0: // AutoFlickDirection
        return content != extent;
    case 0xc: // AutoFlickIfNeeded
        return content > extent;
    default: // HorizontalFlick 0x1, VerticalFlick 0x2, both 0x3
        return (direction & (horizontal ? 0x1 : 0x2)) != 0;
    }
}

QRectF FlickMotion::range() const
{
    const QQuickItem *item = flickable();
    const double left = real(item, "originX") - real(item, "leftMargin");
    const double right = std::fmax(
            left, real(item, "originX") + real(item, "contentWidth") + real(item, "rightMargin") - item->width());
    const double top = real(item, "originY") - real(item, "topMargin");
    const double bottom = std::fmax(
            top, real(item, "originY") + real(item, "contentHeight") + real(item, "bottomMargin") - item->height());
    return QRectF(QPointF(left, top), QPointF(right, bottom));
}

// As the widgets' KineticScroller does (ScrollSession::rangeChanged()): a motion whose plan
// met an edge of the range it was planned in (a handover there, or coming to rest on it or
// past it) is planned again from its position and velocity now, in the new range; a list
// that grows while it coasts towards its end coasts on past the old end.
void FlickMotion::rangeChanged()
{
    if (!m_moving)
        return;
    const QRectF now = range();
    if (now == m_range)
        return;
    using Detail::ScrollSession;
    for (int i = 0; i < 2; ++i) {
        const ScrollSession::Trajectory &path = m_paths[i];
        const double minimum = i == 0 ? m_range.left() : m_range.top();
        const double maximum = i == 0 ? m_range.right() : m_range.bottom();
        if (path.isNull()
            || (std::isnan(path.handover()) && path.finalPosition() > minimum && path.finalPosition() < maximum))
            continue;
        m_paths[i] = ScrollSession::Trajectory::release(
                             path.position(m_time), path.velocity(m_time), i == 0 ? now.left() : now.top(),
                             i == 0 ? now.right() : now.bottom(), m_coast, m_spring, m_snaps[i])
                             .delayed(m_time);
    }
    m_range = now;
}

void FlickMotion::takeOver(bool flickedX, bool flickedY)
{
    m_pending = false;
    QQuickItem *item = flickable();
    QMetaObject::invokeMethod(item, "cancelFlick");
    const QPointF from(real(item, "contentX"), real(item, "contentY"));
    m_range = range();
    const double left = m_range.left(), right = m_range.right(), top = m_range.top(), bottom = m_range.bottom();
    const QPointF velocity(flickedX ? m_releaseVelocity.x() : 0.0, flickedY ? m_releaseVelocity.y() : 0.0);
    using Detail::ScrollSession;
    // Only along an axis the content may move on does it snap (a release that did not flick
    // along it goes to the nearest position there).
    m_snaps[0] = flicksAlong(Qt::Horizontal) ? snap(Qt::Horizontal, left, right) : ScrollSession::Snap();
    m_snaps[1] = flicksAlong(Qt::Vertical) ? snap(Qt::Vertical, top, bottom) : ScrollSession::Snap();
    m_paths[0] = ScrollSession::Trajectory::release(from.x(), velocity.x(), left, right, m_coast, m_spring, m_snaps[0]);
    m_paths[1] = ScrollSession::Trajectory::release(from.y(), velocity.y(), top, bottom, m_coast, m_spring, m_snaps[1]);
    m_drawn = from;
    m_time = 0;
    m_clock->stop();
    if (m_paths[0].isNull() && m_paths[1].isNull())
        return;
    setMoving(true);
    Q_EMIT released(from, velocityAt(0));
    m_clock->start();
}

void FlickMotion::tick(double seconds)
{
    QQuickItem *item = flickable();
    // Moved by someone else (the application, the Flickable itself): theirs from now on. A
    // move of less than a pixel is the Flickable's own rounding of a view it thinks at rest
    // (a ListView lays its items out on whole pixels when not moving): drawn over.
    if (std::fabs(real(item, "contentX") - m_drawn.x()) >= 1 || std::fabs(real(item, "contentY") - m_drawn.y()) >= 1) {
        stop();
        return;
    }
    m_time = seconds;
    const QPointF position = positionAt(seconds);
    m_drawn = position;
    if (!m_paths[0].isNull())
        item->setProperty("contentX", position.x());
    if (!m_paths[1].isNull())
        item->setProperty("contentY", position.y());
    // Read back: what the Flickable keeps is the comparison's reference.
    m_drawn = QPointF(real(item, "contentX"), real(item, "contentY"));
    Q_EMIT velocityChanged();
    if (seconds >= std::fmax(m_paths[0].end(), m_paths[1].end()))
        stop();
}

} // namespace Impetus::Qml
