// SPDX-License-Identifier: MIT
#ifndef IMPETUS_SNAPDRAG_H
#define IMPETUS_SNAPDRAG_H

#include <impetus/impetuswidgets_export.h>
#include <impetus/snapaxis.h>

#include <QtCore/qlist.h>
#include <QtCore/qobject.h>

#include <memory>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace Impetus {

class MotionAnimation;
class SnapRule;
class VelocityTracker;

/*! \class Impetus::SnapDrag
    \brief Makes a widget draggable along one axis or both, ending in exact motion onto a snap point.

    new SnapDrag(drawer) makes the widget follow the mouse or a touch point along
    orientation() (its x for Qt::Horizontal, its y for Qt::Vertical), within the bounds of
    its rule (SnapRule: minimum and maximum, or the range of the points), rubber-banding
    past them as iOS does. On release the velocity of the pointer (a VelocityTracker, from
    the events' own timestamps) chooses a point (SnapRule::target(): a flick faster than
    threshold goes to the next point in its direction; a slower release to the point
    nearest where it would coast to), and the widget moves there with motion() (a spec or
    preset; any model: a spring, or a decay that lands exactly on the point), leaving
    from where it was released with the release velocity. Pressing it while it moves
    catches it where it is drawn, without a jump; releasing again throws it anew.

    Two-dimensional: crossAxis() is the other axis, with points and bounds of its own;
    enabled, the widget follows the pointer across too and a release chooses a point on
    each axis from its own part of the release velocity (SnapAxis).

    position() is the widget's coordinate along the axis as a real (the widget itself is
    placed on whole pixels); moving it by hand (setPosition(), or QWidget::move()) is
    taken as the new place. snapped() says the point reached, dismissed() a dismiss point
    reached (the widget is left there: hide or delete it).

    Bad values are refused with a warning naming the property, the rule and the value, and
    the previous value is kept.
*/
class IMPETUS_WIDGETS_EXPORT SnapDrag : public QObject
{
    Q_OBJECT
    Q_PROPERTY(Qt::Orientation orientation READ orientation WRITE setOrientation NOTIFY orientationChanged FINAL)
    Q_PROPERTY(Impetus::SnapAxis *crossAxis READ crossAxis CONSTANT FINAL)
    Q_PROPERTY(QList<qreal> snapPoints READ snapPoints WRITE setSnapPoints NOTIFY snapPointsChanged FINAL)
    Q_PROPERTY(QList<qreal> dismissPoints READ dismissPoints WRITE setDismissPoints NOTIFY dismissPointsChanged FINAL)
    Q_PROPERTY(qreal minimum READ minimum WRITE setMinimum RESET resetMinimum NOTIFY boundsChanged FINAL)
    Q_PROPERTY(qreal maximum READ maximum WRITE setMaximum RESET resetMaximum NOTIFY boundsChanged FINAL)
    Q_PROPERTY(qreal threshold READ threshold WRITE setThreshold NOTIFY thresholdChanged FINAL)
    Q_PROPERTY(
            qreal decelerationRate READ decelerationRate WRITE setDecelerationRate NOTIFY decelerationRateChanged FINAL)
    Q_PROPERTY(qreal rubberBand READ rubberBand WRITE setRubberBand NOTIFY rubberBandChanged FINAL)
    Q_PROPERTY(QString motion READ motion WRITE setMotion NOTIFY motionChanged FINAL)
    Q_PROPERTY(qreal position READ position WRITE setPosition NOTIFY positionChanged FINAL)
    Q_PROPERTY(bool dragging READ isDragging NOTIFY draggingChanged FINAL)
    Q_PROPERTY(bool moving READ isMoving NOTIFY movingChanged FINAL)

public:
    /*! Makes widget draggable (horizontally, no points: it rests where it is released). It
        is the parent by default, and the drag ends with it. */
    explicit SnapDrag(QWidget *widget, QObject *parent = nullptr);
    /*! Stops the motion under way and lets go of the widget. */
    ~SnapDrag() override;

    /*! The widget dragged. */
    QWidget *widget() const;

    /*! The axis: Qt::Horizontal moves x, Qt::Vertical moves y. */
    Qt::Orientation orientation() const;
    /*! Sets the axis; a motion under way stops where it is. */
    void setOrientation(Qt::Orientation orientation);
    /*! The other axis, off until enabled: with it on, the drag is two-dimensional (see
        SnapAxis). */
    SnapAxis *crossAxis() const;
    /*! Where a release may settle, along the axis (px, in the parent's coordinates). */
    QList<qreal> snapPoints() const;
    /*! Sets the snap points; a point that is not finite refuses them all. */
    void setSnapPoints(const QList<qreal> &points);
    /*! Where a release may go to be dismissed (dismissed() when reached). */
    QList<qreal> dismissPoints() const;
    /*! Sets the dismiss points; a point that is not finite refuses them all. */
    void setDismissPoints(const QList<qreal> &points);
    /*! The lower bound of the drag: as set, or the smallest point (NaN without either). */
    qreal minimum() const;
    /*! Sets the lower bound (finite, <= maximum()); NaN: from the points again. */
    void setMinimum(qreal minimum);
    /*! The lower bound from the points again. */
    void resetMinimum();
    /*! The upper bound of the drag: as set, or the largest point (NaN without either). */
    qreal maximum() const;
    /*! Sets the upper bound (finite, >= minimum()); NaN: from the points again. */
    void setMaximum(qreal maximum);
    /*! The upper bound from the points again. */
    void resetMaximum();
    /*! The speed above which a release is a flick to the next point, in px/s (125). */
    qreal threshold() const;
    /*! Sets the threshold (>= 0; +infinity: every release goes by where it would coast). */
    void setThreshold(qreal pixelsPerSecond);
    /*! iOS's deceleration rate per millisecond that projects where a slower release
        coasts to (0.998). */
    qreal decelerationRate() const;
    /*! Sets the deceleration rate, in (0, 1). */
    void setDecelerationRate(qreal perMillisecond);
    /*! The rubber band's constant c (0.55): the drawn overshoot starts at c times the
        pointer's. */
    qreal rubberBand() const;
    /*! Sets the rubber band's constant (> 0). */
    void setRubberBand(qreal constant);
    /*! The motion onto a point, a spec or preset name; SnapRule::DefaultMotion
        ("swiftui.snappy") by default. */
    QString motion() const;
    /*! Sets the motion; a spec that cannot move a value to a point is refused. */
    void setMotion(const QString &spec);

    /*! The widget's coordinate along the axis, as a real. */
    qreal position() const;
    /*! Moves the widget there (stopping a motion under way). */
    void setPosition(qreal position);
    /*! Whether the pointer holds the widget. */
    bool isDragging() const;
    /*! Whether a motion onto a point is under way (along either axis). */
    bool isMoving() const;

    /*! The rule the drag follows. */
    const SnapRule &rule() const;
    /*! The release velocity tracker (reset at each press). */
    const VelocityTracker &tracker() const;
    /*! The motion onto the point chosen at the last release; null before one. */
    MotionAnimation *animation() const;

    /*! Moves to position with motion(), leaving with velocity (px/s): what a release does;
        snapped() or dismissed() follow when position is one of the points. */
    void moveTo(qreal position, qreal velocity = 0);

Q_SIGNALS:
    /*! The axis changed. */
    void orientationChanged();
    /*! The snap points changed. */
    void snapPointsChanged();
    /*! The dismiss points changed. */
    void dismissPointsChanged();
    /*! The minimum or the maximum changed (set, or with the points). */
    void boundsChanged();
    /*! The threshold changed. */
    void thresholdChanged();
    /*! The deceleration rate changed. */
    void decelerationRateChanged();
    /*! The rubber band's constant changed. */
    void rubberBandChanged();
    /*! The motion changed. */
    void motionChanged();
    /*! The widget moved along the axis (dragged, moving, or placed). */
    void positionChanged(qreal position);
    /*! The pointer took or let go of the widget. */
    void draggingChanged(bool dragging);
    /*! A motion onto a point started while none was under way, or the last one ended
        (reached, or caught). */
    void movingChanged(bool moving);
    /*! The pointer let go at position with velocity (px/s along the axis); the widget now
        moves to target (NaN without points: it stays). */
    void released(qreal position, qreal velocity, qreal target);
    /*! The motion reached snapPoints()[index]. */
    void snapped(int index, qreal position);
    /*! The motion reached dismissPoints()[index]. */
    void dismissed(int index, qreal position);

protected:
    /*! The widget's mouse, touch and move events. */
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    class Private;
    std::unique_ptr<Private> d;
};

} // namespace Impetus

#endif
