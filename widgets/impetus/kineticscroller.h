// SPDX-License-Identifier: MIT
#ifndef IMPETUS_KINETICSCROLLER_H
#define IMPETUS_KINETICSCROLLER_H

#include <impetus/impetuswidgets_export.h>

#include <QtCore/qlist.h>
#include <QtCore/qobject.h>
#include <QtCore/qpoint.h>

#include <memory>

QT_BEGIN_NAMESPACE
class QAbstractScrollArea;
QT_END_NAMESPACE

namespace Impetus {

class VelocityTracker;

/*! \class Impetus::KineticScroller
    \brief Kinetic scrolling on exact motion for any QAbstractScrollArea.

    KineticScroller::install(area) (or new KineticScroller(area)) makes the content of a
    QListView, QTableView, QTreeView, QTextEdit, QPlainTextEdit, QScrollArea or
    QGraphicsView follow a touch (and, with mouseDragEnabled, the left mouse button), and
    coast when it is let go. The scroller is the area's child and ends with it.

    Drag. A press is held back until the pointer has travelled startDragDistance()
    (QStyleHints) along the axes that scroll: released before that, the press and the
    release are delivered to the viewport as they came (a click clicks, a press selects);
    held still for longer than PressDelay ms, the press is delivered and the gesture is the
    viewport's (press and hold, drag-selecting). Past the threshold the drag is the
    scroller's: the content follows the pointer exactly from there; past the content's range
    it rubber-bands as iOS draws it, (1 - 1 / (x c / d + 1)) d for an overshoot x, c =
    rubberBand() and d the viewport's extent along the axis (SnapRule::rubberBand()).

    Release. The pointer's velocity v (VelocityTracker, from the events' own timestamps; the
    content moves at -v) starts motion(): by default iOS's deceleration, an exact decay
    losing 0.998 of its velocity per millisecond (lambda = -1000 ln 0.998 = 2.002 per
    second), which coasts v / lambda; any decay or fling spec or preset
    ("ios.scroll.fast", "android.fling", "decay(lambda: 4)"). A coast that would pass an
    edge holds until the instant it reaches it and hands its velocity there to
    edgeMotion() (a spring, "swiftui.snappy" by default), which brings the content back
    onto the edge: position and velocity are continuous at the handover, and every frame
    is the closed form at its time. A release past an edge springs back with the release
    velocity. A press while the content moves catches it where it is drawn; that press
    never clicks. Rows added or removed during a coast move its edges: a coast that was to
    meet the old end goes on past it (a list that loads more rows as it is thrown), and
    content left past a new end springs back onto it, continuous in position and velocity.

    Snapping. With snapMode() other than NoSnap a release comes to rest on a snap position
    along each axis: the tops (and lefts) of an item view's items (SnapToItems), multiples
    of the viewport's extent (SnapToPages), or snapPositions() and
    horizontalSnapPositions() (SnapToPositions); the start and the end of the range always
    count too. The position is SnapRule's choice: for pages a release faster than
    SnapRule::DefaultThreshold (125 px/s) goes to the next page in its direction, otherwise
    (and always for items and positions) the position nearest to where motion() would come
    to rest (for a decay, x + v / lambda). The motion lands exactly on it and leaves with the
    release velocity v: a decay from the release whose resting point is the position
    (lambda = v / d for the distance d) when v points towards it and that rate is at least
    half the coast's, otherwise edgeMotion()'s spring from the release position and
    velocity. Never a restart from rest.

    Wheel. With smoothWheelEnabled() (the default) a wheel's notches move the content on
    wheelMotion()'s spring instead of jumping: each event moves the target by angleDelta /
    120 times QApplication::wheelScrollLines() times the scroll bar's singleStep() (at most
    its pageStep(), as QAbstractSlider scrolls; fractions of a notch move fractions of the
    step), and the spring goes there from where the content is drawn with the velocity it
    has, so that a notch during the motion retargets it with the velocity continuous. A
    notch during a coast catches the coast first. A touchpad's high-resolution deltas
    (pixelDelta between Qt::ScrollBegin and Qt::ScrollEnd) move the content exactly, like a
    drag; at Qt::ScrollEnd the content coasts on motion() with the velocity tracked from the
    events' timestamps (the system's momentum events are not used). A wheel event with a
    keyboard modifier, or with pixelDelta outside a begin and an end, goes to the area as
    before (and stops a motion under way).

    The area is driven through Qt's scroll protocol, as QScroller drives it: a
    QScrollPrepareEvent reads the range, the viewport and the position at each press, and
    QScrollEvents set the scroll bars and offset the viewport by the overshoot (which is
    how the overshoot is drawn although scroll bars have no room past their range). An item
    view in ScrollPerItem mode is switched to ScrollPerPixel at install, as QScroller asks:
    scrolling by whole items cannot follow a finger. A QPlainTextEdit's vertical scroll bar
    counts lines: the scroller works in pixels there too (a line is the line spacing of the
    document's default font), so the text follows the finger, and is drawn at the nearest
    whole line, as the editor can only show whole lines.

    Bad values are refused with a warning naming the property, the rule and the value, and
    the previous value is kept.
*/
class IMPETUS_WIDGETS_EXPORT KineticScroller : public QObject
{
    Q_OBJECT
    Q_PROPERTY(bool mouseDragEnabled READ isMouseDragEnabled WRITE setMouseDragEnabled NOTIFY mouseDragEnabledChanged
                       FINAL)
    Q_PROPERTY(QString motion READ motion WRITE setMotion NOTIFY motionChanged FINAL)
    Q_PROPERTY(QString edgeMotion READ edgeMotion WRITE setEdgeMotion NOTIFY edgeMotionChanged FINAL)
    Q_PROPERTY(qreal rubberBand READ rubberBand WRITE setRubberBand NOTIFY rubberBandChanged FINAL)
    Q_PROPERTY(bool smoothWheelEnabled READ isSmoothWheelEnabled WRITE setSmoothWheelEnabled NOTIFY
                       smoothWheelEnabledChanged FINAL)
    Q_PROPERTY(QString wheelMotion READ wheelMotion WRITE setWheelMotion NOTIFY wheelMotionChanged FINAL)
    Q_PROPERTY(SnapMode snapMode READ snapMode WRITE setSnapMode NOTIFY snapModeChanged FINAL)
    Q_PROPERTY(QList<qreal> snapPositions READ snapPositions WRITE setSnapPositions NOTIFY snapPositionsChanged FINAL)
    Q_PROPERTY(QList<qreal> horizontalSnapPositions READ horizontalSnapPositions WRITE setHorizontalSnapPositions NOTIFY
                       horizontalSnapPositionsChanged FINAL)
    Q_PROPERTY(QPointF contentPosition READ contentPosition NOTIFY contentPositionChanged FINAL)
    Q_PROPERTY(bool dragging READ isDragging NOTIFY draggingChanged FINAL)
    Q_PROPERTY(bool moving READ isMoving NOTIFY movingChanged FINAL)

public:
    /*! Where a release comes to rest. */
    enum SnapMode : int {
        NoSnap, /*!< Where the coast comes to rest (the default). */
        SnapToItems, /*!< On an item view's item boundaries: the tops of the rows (a
                        QTableView's vertical header's sectionPosition(), a QTreeView's
                        visible items in order, otherwise the visualRect() of each row of the
                        root index) and, where items lie side by side, their lefts; read when
                        the pointer lets go. No snapping on an area that is not an item
                        view, nor along an axis where all items start at the same place. */
        SnapToPages, /*!< On multiples of the viewport's extent from the start of the range. */
        SnapToPositions /*!< On snapPositions() (vertical) and horizontalSnapPositions(). */
    };
    Q_ENUM(SnapMode)

    /*! How long a press held still is kept back before it is the viewport's, in ms
        (UIScrollView's delaysContentTouches waits 150 ms). */
    static constexpr int PressDelay = 150;

    /*! Installs kinetic scrolling on area: the scroller is its child and ends with it. */
    explicit KineticScroller(QAbstractScrollArea *area);
    /*! Stops the motion under way and lets go of the area. */
    ~KineticScroller() override;

    /*! Installs a scroller on area and returns it (the one already installed, if any). */
    static KineticScroller *install(QAbstractScrollArea *area);
    /*! The scroller installed on area, or null. */
    static KineticScroller *of(const QAbstractScrollArea *area);

    /*! The scroll area. */
    QAbstractScrollArea *area() const;

    /*! Whether the left mouse button drags the content (false by default: on a desktop the
        mouse selects, and the wheel and the scroll bars scroll; touch always drags). */
    bool isMouseDragEnabled() const;
    /*! Enables or disables dragging with the left mouse button. */
    void setMouseDragEnabled(bool enabled);
    /*! The coast after a release: a decay or fling spec or preset ("ios.scroll.normal", the
        default: lambda = -1000 ln 0.998 per second). */
    QString motion() const;
    /*! Sets the coast; a spec that is not a valid decay or fling is refused. */
    void setMotion(const QString &spec);
    /*! The motion from past an edge back onto it, a spec or preset ("swiftui.snappy"). */
    QString edgeMotion() const;
    /*! Sets the motion back onto an edge; a spec that cannot move a value to a point is
        refused. */
    void setEdgeMotion(const QString &spec);
    /*! The rubber band's constant c (0.55, UIScrollView's): the drawn overshoot starts at c
        times the pointer's. */
    qreal rubberBand() const;
    /*! Sets the rubber band's constant (> 0). */
    void setRubberBand(qreal constant);

    /*! Whether the wheel moves the content on wheelMotion() and a touchpad's end coasts
        (true by default); false: wheel events go to the area as they come. */
    bool isSmoothWheelEnabled() const;
    /*! Enables or disables smooth wheel scrolling. */
    void setSmoothWheelEnabled(bool enabled);
    /*! The spring a wheel's notches move the content with, a spec or preset
        ("swiftui.snappy" by default). */
    QString wheelMotion() const;
    /*! Sets the wheel's spring; a spec that cannot move a value to a point is refused. */
    void setWheelMotion(const QString &spec);

    /*! Where a release comes to rest (NoSnap by default). */
    SnapMode snapMode() const;
    /*! Sets where a release comes to rest; a value that is not a SnapMode is refused. */
    void setSnapMode(SnapMode mode);
    /*! The vertical snap positions of SnapToPositions, in content pixels (the vertical
        scroll bar's values); positions outside the range count as its nearest end. */
    QList<qreal> snapPositions() const;
    /*! Sets the vertical snap positions (finite); a list with a position that is not
        finite is refused. */
    void setSnapPositions(const QList<qreal> &positions);
    /*! The horizontal snap positions of SnapToPositions, in content pixels (offsets from the
        content's leading edge). */
    QList<qreal> horizontalSnapPositions() const;
    /*! Sets the horizontal snap positions (finite). */
    void setHorizontalSnapPositions(const QList<qreal> &positions);

    /*! The content's position as drawn, in pixels (the scroll bars' values as reals; past
        their range while the content is overscrolled). */
    QPointF contentPosition() const;
    /*! Whether the pointer drags the content. */
    bool isDragging() const;
    /*! Whether the content coasts or springs back after a release. */
    bool isMoving() const;
    /*! The release velocity tracker (reset at each press; global pointer positions). */
    const VelocityTracker &tracker() const;

public Q_SLOTS:
    /*! Stops the motion under way where it is drawn (past an edge, it stays there). */
    void stop();

Q_SIGNALS:
    /*! mouseDragEnabled changed. */
    void mouseDragEnabledChanged();
    /*! The coast's motion changed. */
    void motionChanged();
    /*! The motion back onto an edge changed. */
    void edgeMotionChanged();
    /*! The rubber band's constant changed. */
    void rubberBandChanged();
    /*! smoothWheelEnabled changed. */
    void smoothWheelEnabledChanged();
    /*! The wheel's spring changed. */
    void wheelMotionChanged();
    /*! snapMode changed. */
    void snapModeChanged();
    /*! snapPositions changed. */
    void snapPositionsChanged();
    /*! horizontalSnapPositions changed. */
    void horizontalSnapPositionsChanged();
    /*! The content was drawn at another position. */
    void contentPositionChanged(QPointF position);
    /*! The pointer took or let go of the content. */
    void draggingChanged(bool dragging);
    /*! A motion after a release started, or ended (at rest, or caught). */
    void movingChanged(bool moving);
    /*! The pointer let go with velocity (px/s of the content: minus the pointer's). */
    void released(QPointF velocity);

protected:
    /*! The viewport's mouse and touch events. */
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace Impetus

#endif
