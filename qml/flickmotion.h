// SPDX-License-Identifier: MIT
#ifndef IMPETUS_QML_FLICKMOTION_H
#define IMPETUS_QML_FLICKMOTION_H

#include "gestures/scrollsession_p.h"

#include <impetus/motionspec.h>
#include <impetus/velocitytracker.h>

#include <QtCore/qobject.h>
#include <QtCore/qpoint.h>
#include <QtCore/qpointer.h>
#include <QtQml/qqmlregistration.h>

#include <array>

QT_BEGIN_NAMESPACE
class QAbstractAnimation;
class QQuickItem;
class QQuickWindow;
QT_END_NAMESPACE

namespace Impetus::Qml {

/*!
    Replaces the fling of a Flickable (and so of a ListView or a GridView) by Impetus's
    exact motion: an attached object, `KineticScroller`, the QML face of the widgets'
    Impetus::KineticScroller, with its names.

        ListView {
            model: 10000
            delegate: ItemDelegate { text: index }
            KineticScroller.motion: "ios.scroll.normal"   // the default: writing any property attaches it
            KineticScroller.edgeMotion: "swiftui.snappy"  // the spring back onto an edge
        }

    The Flickable still drags: only what happens after the release is Impetus's. The pointer's
    samples (mouse or touch, from the Flickable's window, so that a press a delegate takes is
    seen too) go into an Impetus::VelocityTracker on the events' own timestamps. When the
    Flickable flicks at the release (its flickStarted()), or, released while it dragged, does
    not, its own motion is cancelled (cancelFlick()) and `motion` (a decay or a fling spec or
    preset, iOS's `ios.scroll.normal` by default) moves contentX and contentY from where the
    Flickable drew them, with the tracked velocity, in closed form by the time since the
    release on Qt's animation clock. A coast that would pass an edge of the content's range
    (originY - topMargin to originY + contentHeight + bottomMargin - height, and the same
    across) runs until the instant it reaches it, where `edgeMotion` leaves the edge with the
    coast's velocity at that instant: continuous in position and velocity. A press on the
    Flickable while it moves stops it where it is drawn.

    Snapping: with `snapMode` other than NoSnap, a release comes to rest exactly on a snap
    position chosen by the widgets' rule (SnapRule's choice: pages faster than 125 px/s go
    to the next page, otherwise the position nearest to where `motion` would rest), leaving
    with the release velocity (a decay solved onto it, else `edgeMotion`'s spring from the
    release). Along a ListView, leave ListView.snapMode at NoSnap (docs/scrolling-qml.md).

    Why attached: it belongs to exactly one Flickable, needs no id and no `target`, lives and
    dies with it, and reads as a property of the Flickable, as `ScrollBar.vertical` does.

    While the Impetus motion runs, the Flickable's own `moving` and `flicking` are false (its
    motion was cancelled: movementEnded() and flickEnded() come at the release);
    `KineticScroller.moving` says that the content moves, and `released()` that it started.

    A bad value is refused with a warning naming the property, the rule and the value; the
    previous one is kept.
*/
class FlickMotion : public QObject
{
    Q_OBJECT
    /*! Whether the motion after a release is Impetus's (true) or the Flickable's own. */
    Q_PROPERTY(bool enabled READ isEnabled WRITE setEnabled NOTIFY enabledChanged FINAL)
    /*! The coast after a release: a decay or a fling spec or preset ("ios.scroll.normal"). */
    Q_PROPERTY(QString motion READ motion WRITE setMotion NOTIFY motionChanged FINAL)
    /*! The spring back onto an edge: any spec that can move a value ("swiftui.snappy"). */
    Q_PROPERTY(QString edgeMotion READ edgeMotion WRITE setEdgeMotion NOTIFY edgeMotionChanged FINAL)
    /*! Whether the Impetus motion moves the content. */
    Q_PROPERTY(bool moving READ isMoving NOTIFY movingChanged FINAL)
    /*! The content's velocity (contentX, contentY per second) while it moves; (0, 0) at rest. */
    Q_PROPERTY(QPointF velocity READ velocity NOTIFY velocityChanged FINAL)
    /*! Where a release comes to rest (NoSnap by default). */
    Q_PROPERTY(SnapMode snapMode READ snapMode WRITE setSnapMode NOTIFY snapModeChanged FINAL)
    /*! The contentY positions of SnapToPositions. */
    Q_PROPERTY(QList<qreal> snapPositions READ snapPositions WRITE setSnapPositions NOTIFY snapPositionsChanged FINAL)
    /*! The contentX positions of SnapToPositions. */
    Q_PROPERTY(QList<qreal> horizontalSnapPositions READ horizontalSnapPositions WRITE setHorizontalSnapPositions NOTIFY
                       horizontalSnapPositionsChanged FINAL)
    QML_NAMED_ELEMENT(KineticScroller)
    QML_UNCREATABLE("KineticScroller is attached to a Flickable: Flickable { KineticScroller.enabled: true }")
    QML_ATTACHED(Impetus::Qml::FlickMotion) // qualified: qmltypes name it as written

public:
    /*! Where a release comes to rest: the widgets' KineticScroller's modes, with its rule
        (ScrollSession::Trajectory::snapped()). The start and the end of the range always
        count too. */
    enum SnapMode : int {
        NoSnap, /*!< Where the coast comes to rest (the default). */
        SnapToItems, /*!< On a ListView's or GridView's delegates' positions (contentY = the
                        delegate's y puts its top at the top of the view); a plain Flickable
                        has no items. */
        SnapToPages, /*!< On multiples of the Flickable's height (width) from the start of
                        the range. */
        SnapToPositions /*!< On snapPositions (contentY) and horizontalSnapPositions (contentX). */
    };
    Q_ENUM(SnapMode)

    // The widgets' KineticScroller's defaults.
    static constexpr const char *DefaultMotion = Detail::ScrollSession::DefaultMotion;
    static constexpr const char *DefaultEdgeMotion = Detail::ScrollSession::DefaultEdgeMotion;

    explicit FlickMotion(QObject *attachee);
    ~FlickMotion() override;
    static FlickMotion *qmlAttachedProperties(QObject *object);

    bool isEnabled() const { return m_enabled; }
    void setEnabled(bool enabled);
    QString motion() const { return m_motion; }
    void setMotion(const QString &spec);
    QString edgeMotion() const { return m_edgeMotion; }
    void setEdgeMotion(const QString &spec);
    bool isMoving() const { return m_moving; }
    QPointF velocity() const;
    SnapMode snapMode() const { return m_snapMode; }
    void setSnapMode(SnapMode mode);
    QList<qreal> snapPositions() const { return m_snapPositions; }
    void setSnapPositions(const QList<qreal> &positions);
    QList<qreal> horizontalSnapPositions() const { return m_horizontalSnapPositions; }
    void setHorizontalSnapPositions(const QList<qreal> &positions);

    /*! The content's position (contentX, contentY) of the motion under way (or the last one)
        at `seconds` after its release, as its closed form gives it. */
    Q_INVOKABLE QPointF positionAt(qreal seconds) const;
    /*! The content's velocity of that motion at `seconds` after its release. */
    Q_INVOKABLE QPointF velocityAt(qreal seconds) const;
    /*! Stops the motion under way where it is drawn. */
    Q_INVOKABLE void stop();

Q_SIGNALS:
    void enabledChanged();
    void motionChanged();
    void edgeMotionChanged();
    void movingChanged();
    void velocityChanged();
    void snapModeChanged();
    void snapPositionsChanged();
    void horizontalSnapPositionsChanged();
    /*! The Impetus motion took over at a release, from position (contentX, contentY) with
        velocity (per second). */
    void released(QPointF position, QPointF velocity);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private Q_SLOTS:
    // The Flickable's signals, connected by name (its class is private API).
    void flickStarted();
    void draggingChanged();
    void afterRelease();
    // The content's size, origin or the view's size changed.
    void rangeChanged();

private:
    QQuickItem *flickable() const;
    void setWindow(QQuickWindow *window);
    bool contains(QPointF scene) const;
    void press(double seconds, QPointF scene);
    void move(double seconds, QPointF scene);
    void release(double seconds, QPointF scene);
    bool flicksAlong(Qt::Orientation orientation) const;
    // The range of (contentX, contentY): from the left and top bounds to the right and
    // bottom ones, with the margins.
    QRectF range() const;
    void takeOver(bool flickedX, bool flickedY);
    void tick(double seconds);
    void setMoving(bool moving);
    void refuse(const QString &message);
    bool setPositions(QList<qreal> *positions, const QList<qreal> &value, const char *name);
    Detail::ScrollSession::Snap snap(Qt::Orientation orientation, double minimum, double maximum) const;
    QList<double> items(Qt::Orientation orientation, double minimum, double maximum) const;

    QPointer<QQuickWindow> m_window;
    QAbstractAnimation *m_clock = nullptr;
    VelocityTracker m_tracker;
    QString m_motion = QLatin1String(DefaultMotion);
    QString m_edgeMotion = QLatin1String(DefaultEdgeMotion);
    MotionSpec m_coast;
    MotionSpec m_spring;
    // Each axis' motion by the time since the release (x, y): a coast, then perhaps a
    // spring from the edge it reached; the widgets' KineticScroller's, the same closed forms.
    std::array<Detail::ScrollSession::Trajectory, 2> m_paths;
    // What they were planned with: the range and each axis' snap positions.
    QRectF m_range;
    std::array<Detail::ScrollSession::Snap, 2> m_snaps;
    QPointF m_drawn; // what the motion last wrote
    QPointF m_releaseVelocity; // the content's, at a release while the Flickable dragged
    QList<qreal> m_snapPositions;
    QList<qreal> m_horizontalSnapPositions;
    double m_time = 0;
    SnapMode m_snapMode = NoSnap;
    int m_touchId = -1;
    bool m_enabled = true;
    bool m_tracking = false;
    bool m_pending = false;
    bool m_caught = false; // the last press caught a motion
    bool m_moving = false;
};

} // namespace Impetus::Qml

#endif
