// SPDX-License-Identifier: MIT
#include "kineticscroller.h"

#include "gestures/scrollsession_p.h"

#include <QtCore/qpointer.h>
#include <QtCore/qtimer.h>
#include <QtGui/qevent.h>
#include <QtGui/qfontmetrics.h>
#include <QtGui/qtextdocument.h>
#include <QtGui/qguiapplication.h>
#include <QtGui/qstylehints.h>
#include <QtWidgets/qabstractitemview.h>
#include <QtWidgets/qabstractscrollarea.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qheaderview.h>
#include <QtWidgets/qplaintextedit.h>
#include <QtWidgets/qscrollbar.h>
#include <QtWidgets/qtableview.h>
#include <QtWidgets/qtreeview.h>

#include <QtCore/qmetaobject.h>

#include <algorithm>
#include <cmath>
#include <memory>

namespace Impetus {

using Detail::ScrollSession;

class Q_DECL_HIDDEN KineticScroller::Private
{
public:
    // What the pointer's gesture is: held back below the threshold, caught a motion (and
    // is eaten), the scroller's drag, or the viewport's (delivered as it comes).
    enum class Gesture { None, Held, Caught, Dragging, Passing };

    bool press(const QPointerEvent *event, QPointF local, QPointF global, bool touch);
    bool move(const QPointerEvent *event, QPointF local, QPointF global);
    bool release(const QPointerEvent *event, QPointF local, QPointF global);
    void deliverHeldPress();
    // Right to left, the horizontal scroll bar's value runs against the content's offset
    // (QAbstractScrollArea shows maximum - value): the session works in offsets, which move
    // with the pointer whatever the direction.
    bool mirrored() const { return area && area->isRightToLeft(); }
    // Content pixels per unit of the vertical scroll bar: 1, but a QPlainTextEdit's counts
    // lines (its line spacing, the document's default font's).
    double lineHeight() const;
    // Whether bar shows the content where the session draws it (a range change clamped
    // it there, rather than someone scrolling elsewhere).
    bool shows(const QScrollBar *bar) const;
    void deliver(QEvent::Type type, QPointF local, QPointF global, ulong timestamp);
    ScrollSession::Snap snap(Qt::Orientation orientation) const;
    bool wheel(const QWheelEvent *event);
    QList<double> items(Qt::Orientation orientation) const;
    bool setPositions(QList<qreal> *positions, const QList<qreal> &value, const char *name);

    QPointer<QAbstractScrollArea> area;
    QPointer<QWidget> viewport;
    ScrollSession *session = nullptr;
    bool mouseDrag = false;
    Gesture gesture = Gesture::None;
    bool touch = false; // the gesture is a touch point's, delivered as mouse events
    int touchId = -1;
    const QPointingDevice *device = nullptr;
    QPointF heldLocal, heldGlobal; // the press held back
    ulong heldTimestamp = 0;
    QPointer<QWidget> target; // where a touch's mouse events are delivered
    QTimer hold;
    bool delivering = false;
    bool placing = false;
    bool smoothWheel = true;
    SnapMode snapMode = NoSnap;
    QList<qreal> snapPositions, horizontalSnapPositions;
};

bool KineticScroller::Private::shows(const QScrollBar *bar) const
{
    const bool horizontal = bar->orientation() == Qt::Horizontal;
    const QPointF drawn = session->position();
    const double unit = horizontal ? 1.0 : lineHeight();
    double value =
            std::clamp((horizontal ? drawn.x() : drawn.y()) / unit, double(bar->minimum()), double(bar->maximum()));
    if (horizontal && mirrored())
        value = bar->minimum() + bar->maximum() - value;
    return std::lround(value) == bar->value();
}

double KineticScroller::Private::lineHeight() const
{
    const auto *edit = qobject_cast<const QPlainTextEdit *>(area.data());
    return edit ? QFontMetricsF(edit->document()->defaultFont()).lineSpacing() : 1.0;
}

// A wheel event: true when the scroller moves the content for it (and eats it).
bool KineticScroller::Private::wheel(const QWheelEvent *event)
{
    if (!smoothWheel || !area || event->modifiers() != Qt::NoModifier)
        return false;
    if (gesture == Gesture::Held || gesture == Gesture::Caught || gesture == Gesture::Dragging)
        return true; // the pointer holds the content
    const double seconds = event->timestamp() / 1000.0;
    // The content follows the fingers as it follows a drag (right to left too: the session
    // works in offsets).
    const QPointF pixels = event->pixelDelta();
    switch (event->phase()) {
    case Qt::ScrollBegin:
        session->beginPixelScroll(seconds);
        if (!pixels.isNull())
            session->pixelScroll(seconds, pixels);
        return true;
    case Qt::ScrollMomentum:
        return true; // the coast is the scroller's
    case Qt::ScrollEnd:
        if (!pixels.isNull())
            session->pixelScroll(seconds, pixels);
        session->endPixelScroll(seconds);
        return true;
    case Qt::ScrollUpdate:
        if (!pixels.isNull()) {
            session->pixelScroll(seconds, pixels);
            return true;
        }
        break;
    case Qt::NoScrollPhase:
        if (!pixels.isNull())
            return false;
        break;
    }
    // Notches: QAbstractSlider's step, wheelScrollLines() singleSteps a notch (120), at most
    // a pageStep; the scroll bar's value goes down for a positive angle.
    const QPoint angle = event->angleDelta();
    QPointF distance;
    const auto step = [](const QScrollBar *bar, int degrees) {
        if (degrees == 0 || bar->maximum() <= bar->minimum())
            return 0.0;
        const double lines = -degrees / 120.0 * QApplication::wheelScrollLines() * bar->singleStep();
        return std::clamp(lines, -double(bar->pageStep()), double(bar->pageStep()));
    };
    distance.setX(step(area->horizontalScrollBar(), angle.x()) * (mirrored() ? -1 : 1));
    distance.setY(step(area->verticalScrollBar(), angle.y()) * lineHeight());
    if (distance.isNull())
        return false;
    session->wheel(distance);
    return true;
}

// The snap positions along an axis, read when the pointer lets go.
ScrollSession::Snap KineticScroller::Private::snap(Qt::Orientation orientation) const
{
    ScrollSession::Snap snap;
    if (!area)
        return snap;
    const QScrollBar *bar = orientation == Qt::Horizontal ? area->horizontalScrollBar() : area->verticalScrollBar();
    switch (snapMode) {
    case NoSnap:
        break;
    case SnapToItems:
        snap = ScrollSession::Snap::items(items(orientation));
        break;
    case SnapToPages: {
        const double unit = orientation == Qt::Vertical ? lineHeight() : 1.0;
        snap = ScrollSession::Snap::pages(bar->minimum() * unit, bar->maximum() * unit,
                                          orientation == Qt::Horizontal ? area->viewport()->width()
                                                                        : area->viewport()->height());
        break;
    }
    case SnapToPositions:
        for (const qreal position : orientation == Qt::Horizontal ? horizontalSnapPositions : snapPositions)
            snap.points.append(position);
        break;
    }
    return snap;
}

// The content positions at which an item view's items start along an axis (in any order,
// repeated; ScrollSession::Snap::items() keeps them once each); none right to left.
QList<double> KineticScroller::Private::items(Qt::Orientation orientation) const
{
    QList<double> positions;
    const auto *view = qobject_cast<const QAbstractItemView *>(area.data());
    if (!view || !view->model() || (orientation == Qt::Horizontal && mirrored()))
        return positions;
    if (const auto *table = qobject_cast<const QTableView *>(view)) {
        const QHeaderView *header = orientation == Qt::Horizontal ? table->horizontalHeader() : table->verticalHeader();
        for (int visual = 0; visual < header->count(); ++visual) {
            const int logical = header->logicalIndex(visual);
            if (!header->isSectionHidden(logical))
                positions.append(header->sectionPosition(logical));
        }
    } else {
        const QScrollBar *bar = orientation == Qt::Horizontal ? view->horizontalScrollBar() : view->verticalScrollBar();
        const auto add = [&](const QModelIndex &index) {
            const QRect rect = view->visualRect(index);
            if (rect.isValid())
                positions.append((orientation == Qt::Horizontal ? rect.left() : rect.top()) + bar->value());
        };
        const QModelIndex root = view->rootIndex();
        if (const auto *tree = qobject_cast<const QTreeView *>(view)) {
            for (QModelIndex index = view->model()->index(0, 0, root); index.isValid(); index = tree->indexBelow(index))
                add(index);
        } else {
            for (int row = 0; row < view->model()->rowCount(root); ++row)
                add(view->model()->index(row, 0, root));
        }
    }
    return positions;
}

bool KineticScroller::Private::setPositions(QList<qreal> *positions, const QList<qreal> &value, const char *name)
{
    const QString error = ScrollSession::Snap::positionsError(name, value);
    if (!error.isEmpty()) {
        qWarning("Impetus::KineticScroller: %s; the previous value is kept", qPrintable(error));
        return false;
    }
    if (*positions == value)
        return false;
    *positions = value;
    return true;
}

// A press: it catches a motion under way (and is eaten), or is held back until the
// pointer is past the threshold or let go.
bool KineticScroller::Private::press(const QPointerEvent *event, QPointF local, QPointF global, bool isTouch)
{
    touch = isTouch;
    device = event->pointingDevice();
    if (!isTouch && !mouseDrag && !session->isMoving()) {
        gesture = Gesture::Passing;
        return false;
    }
    session->setDragThreshold(QGuiApplication::styleHints()->startDragDistance());
    if (session->press(event->timestamp() / 1000.0, global, local)) {
        gesture = Gesture::Caught;
        return true;
    }
    gesture = Gesture::Held;
    heldLocal = local;
    heldGlobal = global;
    heldTimestamp = event->timestamp();
    hold.start();
    return true;
}

bool KineticScroller::Private::move(const QPointerEvent *event, QPointF local, QPointF global)
{
    switch (gesture) {
    case Gesture::None:
        return false;
    case Gesture::Passing:
        if (touch)
            deliver(QEvent::MouseMove, local, global, event->timestamp());
        return touch;
    case Gesture::Held:
    case Gesture::Caught:
        if (!touch && !mouseDrag)
            return true; // a mouse press that caught a motion, with mouse drags off
        if (session->move(event->timestamp() / 1000.0, global)) {
            hold.stop();
            gesture = Gesture::Dragging;
        }
        return true;
    case Gesture::Dragging:
        session->move(event->timestamp() / 1000.0, global);
        return true;
    }
    return false;
}

bool KineticScroller::Private::release(const QPointerEvent *event, QPointF local, QPointF global)
{
    const Gesture was = gesture;
    gesture = Gesture::None;
    hold.stop();
    switch (was) {
    case Gesture::None:
        return false;
    case Gesture::Passing:
        if (touch)
            deliver(QEvent::MouseButtonRelease, local, global, event->timestamp());
        return touch;
    case Gesture::Held:
        // A click: the press, then the release, as they came.
        session->cancel();
        deliverHeldPress();
        if (touch)
            deliver(QEvent::MouseButtonRelease, local, global, event->timestamp());
        return touch;
    case Gesture::Caught:
    case Gesture::Dragging:
        session->release(event->timestamp() / 1000.0, global);
        return true;
    }
    return false;
}

void KineticScroller::Private::deliverHeldPress()
{
    target = viewport;
    if (touch && viewport) {
        QWidget *child = viewport->childAt(heldLocal.toPoint());
        if (child)
            target = child;
    }
    deliver(QEvent::MouseButtonPress, heldLocal, heldGlobal, heldTimestamp);
}

// Delivers a mouse event of the gesture to the viewport (or, for a touch, to the widget
// under the press), past the scroller's filter.
void KineticScroller::Private::deliver(QEvent::Type type, QPointF local, QPointF global, ulong timestamp)
{
    QWidget *to = target ? target.data() : viewport.data();
    if (!to || !viewport)
        return;
    const QPointF at = to == viewport ? local : to->mapFrom(viewport, local);
    const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
    const Qt::MouseButtons held = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
    QMouseEvent event(type, at, at, global, button, held, QGuiApplication::keyboardModifiers(),
                      device ? device : QPointingDevice::primaryPointingDevice());
    event.setTimestamp(timestamp);
    const bool was = delivering;
    delivering = true;
    QApplication::sendEvent(to, &event);
    delivering = was;
}

KineticScroller::KineticScroller(QAbstractScrollArea *area) : QObject(area), d(std::make_unique<Private>())
{
    d->area = area;
    d->hold.setSingleShot(true);
    d->hold.setInterval(PressDelay);
    connect(&d->hold, &QTimer::timeout, this, [this] {
        // Held still: the press is the viewport's (press and hold, drag-selecting).
        if (d->gesture != Private::Gesture::Held)
            return;
        d->session->cancel();
        d->gesture = Private::Gesture::Passing;
        d->deliverHeldPress();
    });
    ScrollSession::Host host;
    host.prepare = [this](QPointF local, ScrollSession::Extent *extent) {
        if (!d->area)
            return false;
        QScrollPrepareEvent prepare(local);
        prepare.ignore();
        QApplication::sendEvent(d->area, &prepare);
        if (!prepare.isAccepted())
            return false;
        *extent = { prepare.contentPosRange(), prepare.viewportSize(), prepare.contentPos() };
        // The session works in pixels; a QPlainTextEdit's vertical range is in lines.
        const double line = d->lineHeight();
        extent->range = QRectF(extent->range.x(), extent->range.y() * line, extent->range.width(),
                               extent->range.height() * line);
        extent->position.setY(extent->position.y() * line);
        if (d->mirrored()) {
            const QRectF range = extent->range;
            extent->position.setX(range.left() + range.right() - extent->position.x());
        }
        return true;
    };
    host.place = [this](QPointF position, QPointF overshoot) {
        if (!d->area)
            return;
        if (d->mirrored()) {
            const QScrollBar *bar = d->area->horizontalScrollBar();
            position.setX(bar->minimum() + bar->maximum() - position.x());
        }
        // The scroll bars take whole pixels (lines, a QPlainTextEdit's vertical one):
        // rounded here rather than truncated there.
        QScrollEvent scroll(QPointF(std::round(position.x()), std::round(position.y() / d->lineHeight())), overshoot,
                            QScrollEvent::ScrollUpdated);
        const bool was = d->placing;
        d->placing = true;
        QApplication::sendEvent(d->area, &scroll);
        d->placing = was;
    };
    host.snap = [this](Qt::Orientation orientation) { return d->snap(orientation); };
    host.refuse = [](const QString &error) {
        qWarning("Impetus::KineticScroller: %s; the previous value is kept", qPrintable(error));
    };
    d->session = new ScrollSession(host, this);
    ScrollSession *session = d->session;
    connect(session, &ScrollSession::motionChanged, this, &KineticScroller::motionChanged);
    connect(session, &ScrollSession::edgeMotionChanged, this, &KineticScroller::edgeMotionChanged);
    connect(session, &ScrollSession::wheelMotionChanged, this, &KineticScroller::wheelMotionChanged);
    connect(session, &ScrollSession::rubberBandChanged, this, &KineticScroller::rubberBandChanged);
    connect(session, &ScrollSession::positionChanged, this, &KineticScroller::contentPositionChanged);
    connect(session, &ScrollSession::draggingChanged, this, &KineticScroller::draggingChanged);
    connect(session, &ScrollSession::movingChanged, this, &KineticScroller::movingChanged);
    connect(session, &ScrollSession::released, this, [this](QPointF, QPointF velocity) { Q_EMIT released(velocity); });
    if (!area) {
        qWarning("Impetus::KineticScroller: no scroll area to scroll");
        return;
    }
    if (auto *view = qobject_cast<QAbstractItemView *>(area)) {
        // Scrolling by whole items cannot follow a finger (QScroller asks the same).
        view->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
        view->setHorizontalScrollMode(QAbstractItemView::ScrollPerPixel);
    }
    // Scrolled by someone else (the keyboard, a scroll bar, the application) while it
    // moves: the motion stops there.
    for (QScrollBar *bar : { area->horizontalScrollBar(), area->verticalScrollBar() }) {
        connect(bar, &QScrollBar::valueChanged, this, [this, bar] {
            if (!d->placing && !d->shows(bar))
                d->session->stop();
        });
        // Rows added or removed while it coasts: the coast meets the new edges.
        connect(bar, &QScrollBar::rangeChanged, this, [this] { d->session->rangeChanged(); });
    }
    d->viewport = area->viewport();
    d->viewport->setAttribute(Qt::WA_AcceptTouchEvents);
    d->viewport->installEventFilter(this);
}

KineticScroller::~KineticScroller()
{
    if (d->viewport)
        d->viewport->removeEventFilter(this);
}

KineticScroller *KineticScroller::install(QAbstractScrollArea *area)
{
    if (KineticScroller *installed = of(area))
        return installed;
    return new KineticScroller(area);
}

KineticScroller *KineticScroller::of(const QAbstractScrollArea *area)
{
    return area ? area->findChild<KineticScroller *>(QString(), Qt::FindDirectChildrenOnly) : nullptr;
}

QAbstractScrollArea *KineticScroller::area() const
{
    return d->area;
}

bool KineticScroller::isMouseDragEnabled() const
{
    return d->mouseDrag;
}

void KineticScroller::setMouseDragEnabled(bool enabled)
{
    if (d->mouseDrag == enabled)
        return;
    d->mouseDrag = enabled;
    Q_EMIT mouseDragEnabledChanged();
}

QString KineticScroller::motion() const
{
    return d->session->motion();
}

void KineticScroller::setMotion(const QString &spec)
{
    d->session->setMotion(spec);
}

QString KineticScroller::edgeMotion() const
{
    return d->session->edgeMotion();
}

void KineticScroller::setEdgeMotion(const QString &spec)
{
    d->session->setEdgeMotion(spec);
}

qreal KineticScroller::rubberBand() const
{
    return d->session->rubberBand();
}

void KineticScroller::setRubberBand(qreal constant)
{
    d->session->setRubberBand(constant);
}

bool KineticScroller::isSmoothWheelEnabled() const
{
    return d->smoothWheel;
}

void KineticScroller::setSmoothWheelEnabled(bool enabled)
{
    if (d->smoothWheel == enabled)
        return;
    d->smoothWheel = enabled;
    Q_EMIT smoothWheelEnabledChanged();
}

QString KineticScroller::wheelMotion() const
{
    return d->session->wheelMotion();
}

void KineticScroller::setWheelMotion(const QString &spec)
{
    d->session->setWheelMotion(spec);
}

KineticScroller::SnapMode KineticScroller::snapMode() const
{
    return d->snapMode;
}

void KineticScroller::setSnapMode(SnapMode mode)
{
    const QMetaEnum modes = QMetaEnum::fromType<SnapMode>();
    if (!modes.valueToKey(int(mode))) {
        qWarning("Impetus::KineticScroller: snapMode must be one of NoSnap, SnapToItems, SnapToPages, "
                 "SnapToPositions, but got %d; the previous value is kept",
                 int(mode));
        return;
    }
    if (d->snapMode == mode)
        return;
    d->snapMode = mode;
    Q_EMIT snapModeChanged();
}

QList<qreal> KineticScroller::snapPositions() const
{
    return d->snapPositions;
}

void KineticScroller::setSnapPositions(const QList<qreal> &positions)
{
    if (d->setPositions(&d->snapPositions, positions, "snapPositions"))
        Q_EMIT snapPositionsChanged();
}

QList<qreal> KineticScroller::horizontalSnapPositions() const
{
    return d->horizontalSnapPositions;
}

void KineticScroller::setHorizontalSnapPositions(const QList<qreal> &positions)
{
    if (d->setPositions(&d->horizontalSnapPositions, positions, "horizontalSnapPositions"))
        Q_EMIT horizontalSnapPositionsChanged();
}

QPointF KineticScroller::contentPosition() const
{
    return d->session->position();
}

bool KineticScroller::isDragging() const
{
    return d->session->isDragging();
}

bool KineticScroller::isMoving() const
{
    return d->session->isMoving();
}

const VelocityTracker &KineticScroller::tracker() const
{
    return d->session->tracker;
}

void KineticScroller::stop()
{
    d->session->stop();
}

bool KineticScroller::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != d->viewport || d->delivering)
        return QObject::eventFilter(watched, event);
    switch (event->type()) {
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick:
    case QEvent::MouseMove:
    case QEvent::MouseButtonRelease: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        if (d->touchId >= 0)
            return true; // Qt's own mouse events for a touch the scroller has
        if (event->type() == QEvent::MouseButtonDblClick) {
            if (d->gesture != Private::Gesture::Held)
                return d->gesture == Private::Gesture::Caught || d->gesture == Private::Gesture::Dragging;
            // The second press of a double click: the viewport's, with the first delivered.
            d->hold.stop();
            d->session->cancel();
            d->gesture = Private::Gesture::Passing;
            d->deliverHeldPress();
            return false;
        }
        if (event->type() == QEvent::MouseButtonPress) {
            if (mouse->button() != Qt::LeftButton || d->gesture != Private::Gesture::None)
                return d->gesture != Private::Gesture::None && d->gesture != Private::Gesture::Passing;
            return d->press(mouse, mouse->position(), mouse->globalPosition(), false);
        }
        if (event->type() == QEvent::MouseMove)
            return d->move(mouse, mouse->position(), mouse->globalPosition());
        if (mouse->button() != Qt::LeftButton)
            return d->gesture != Private::Gesture::None && d->gesture != Private::Gesture::Passing;
        return d->release(mouse, mouse->position(), mouse->globalPosition());
    }
    case QEvent::TouchBegin:
    case QEvent::TouchUpdate:
    case QEvent::TouchEnd:
    case QEvent::TouchCancel: {
        auto *touch = static_cast<QTouchEvent *>(event);
        event->accept();
        if (touch->points().isEmpty())
            return true;
        const QEventPoint &point = touch->points().constFirst();
        // The viewport's own coordinates, whoever delivered the event.
        const QPointF local = d->viewport->mapFromGlobal(point.globalPosition());
        if (event->type() == QEvent::TouchBegin) {
            if (d->gesture != Private::Gesture::None)
                return true;
            d->touchId = point.id();
            d->press(touch, local, point.globalPosition(), true);
            return true;
        }
        if (point.id() != d->touchId)
            return true;
        if (event->type() == QEvent::TouchUpdate) {
            d->move(touch, local, point.globalPosition());
            return true;
        }
        d->touchId = -1;
        if (event->type() == QEvent::TouchCancel) {
            d->hold.stop();
            d->gesture = Private::Gesture::None;
            d->session->cancel();
            return true;
        }
        d->release(touch, local, point.globalPosition());
        return true;
    }
    case QEvent::Wheel:
        if (d->wheel(static_cast<QWheelEvent *>(event)))
            return true;
        // The area's own wheel scrolling takes over: a motion under way stops where it is
        // drawn.
        d->session->stop();
        break;
    default:
        break;
    }
    return QObject::eventFilter(watched, event);
}

} // namespace Impetus
