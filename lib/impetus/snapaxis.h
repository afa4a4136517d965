// SPDX-License-Identifier: MIT
#ifndef IMPETUS_SNAPAXIS_H
#define IMPETUS_SNAPAXIS_H

#include <impetus/impetuscore_export.h>

#include <QtCore/qlist.h>
#include <QtCore/qobject.h>

namespace Impetus {

namespace Detail {
class SnapSession;
}

class MotionAnimation;
class SnapRule;

/*! \class Impetus::SnapAxis
    \brief The cross axis of a SnapDrag: off by default; enabled, the drag is two-dimensional.

    A SnapDrag moves its object along its orientation (the main axis). Its crossAxis() is
    the other one: with enabled set, the object follows the pointer across too, within
    this axis' own bounds (minimum and maximum, or the range of its points), rubber-banding
    past them over the object's extent along it, and a release chooses a point on each
    axis on its own, from its own component of the release velocity, by the drag's
    threshold and deceleration, and moves there with the drag's motion, leaving with that
    component. Points on both axes make a grid: a picture-in-picture window thrown to the
    corner it flies towards (two points on each axis), or a card that springs back across
    while it is swiped along (one cross point, where it rests).

    Without points on this axis a release leaves the object where it is across. Properties
    and signals are the main axis' ones, found on the SnapDrag itself, for this axis: a
    refused value gives a warning that names it (crossAxis.snapPoints, ...).

        auto *drag = new Impetus::SnapDrag(bubble);
        drag->setSnapPoints({ 16, 560 });                 // x: the left and right edges
        drag->crossAxis()->setEnabled(true);
        drag->crossAxis()->setSnapPoints({ 16, 400 });    // y: the top and bottom edges

    The object is a SnapDrag's own: it lives and dies with it.
*/
class IMPETUS_CORE_EXPORT SnapAxis : public QObject
{
    Q_OBJECT
    Q_PROPERTY(bool enabled READ isEnabled WRITE setEnabled NOTIFY enabledChanged FINAL)
    Q_PROPERTY(Qt::Orientation orientation READ orientation NOTIFY orientationChanged FINAL)
    Q_PROPERTY(QList<qreal> snapPoints READ snapPoints WRITE setSnapPoints NOTIFY snapPointsChanged FINAL)
    Q_PROPERTY(QList<qreal> dismissPoints READ dismissPoints WRITE setDismissPoints NOTIFY dismissPointsChanged FINAL)
    Q_PROPERTY(qreal minimum READ minimum WRITE setMinimum RESET resetMinimum NOTIFY boundsChanged FINAL)
    Q_PROPERTY(qreal maximum READ maximum WRITE setMaximum RESET resetMaximum NOTIFY boundsChanged FINAL)
    Q_PROPERTY(qreal position READ position WRITE setPosition NOTIFY positionChanged FINAL)
    Q_PROPERTY(bool moving READ isMoving NOTIFY movingChanged FINAL)
    Q_PROPERTY(qreal velocity READ velocity NOTIFY velocityChanged FINAL)

public:
    /*! Whether the drag follows the pointer along this axis too (false). */
    bool isEnabled() const;
    /*! Turns this axis on or off; a motion under way along it stops where it is. */
    void setEnabled(bool enabled);
    /*! This axis: the one across the SnapDrag's orientation. */
    Qt::Orientation orientation() const;
    /*! Where a release may settle along this axis (px, in the parent's coordinates). */
    QList<qreal> snapPoints() const;
    /*! Sets the snap points; a point that is not finite refuses them all. */
    void setSnapPoints(const QList<qreal> &points);
    /*! Where a release may go along this axis to be dismissed. */
    QList<qreal> dismissPoints() const;
    /*! Sets the dismiss points; a point that is not finite refuses them all. */
    void setDismissPoints(const QList<qreal> &points);
    /*! The lower bound: as set, or the smallest point (NaN without either: no bound). */
    qreal minimum() const;
    /*! Sets the lower bound (finite, <= maximum()); NaN: from the points again. */
    void setMinimum(qreal minimum);
    /*! The lower bound from the points again. */
    void resetMinimum();
    /*! The upper bound: as set, or the largest point (NaN without either: no bound). */
    qreal maximum() const;
    /*! Sets the upper bound (finite, >= minimum()); NaN: from the points again. */
    void setMaximum(qreal maximum);
    /*! The upper bound from the points again. */
    void resetMaximum();
    /*! The object's coordinate along this axis, as a real. */
    qreal position() const;
    /*! Moves the object there along this axis (stopping a motion along it). */
    void setPosition(qreal position);
    /*! Whether a motion onto a point is under way along this axis. */
    bool isMoving() const;
    /*! The velocity of that motion (px/s), 0 at rest. */
    qreal velocity() const;

    /*! The rule of this axis (its threshold, deceleration and rubber band are the drag's). */
    const SnapRule &rule() const;
    /*! The motion along this axis of the last release or moveTo(); null before one. */
    MotionAnimation *animation() const;
    /*! Moves to position along this axis with the drag's motion, leaving with velocity
        (px/s); snapped() or dismissed() follow when position is one of the points. */
    Q_INVOKABLE void moveTo(qreal position, qreal velocity = 0);

Q_SIGNALS:
    /*! The axis was turned on or off. */
    void enabledChanged();
    /*! The SnapDrag's orientation changed, and this axis with it. */
    void orientationChanged();
    /*! The snap points changed. */
    void snapPointsChanged();
    /*! The dismiss points changed. */
    void dismissPointsChanged();
    /*! The minimum or the maximum changed (set, or with the points). */
    void boundsChanged();
    /*! The object moved along this axis (dragged, moving, or placed). */
    void positionChanged(qreal position);
    /*! A motion along this axis started or ended (reached, or caught). */
    void movingChanged(bool moving);
    /*! The velocity along this axis changed (a frame of the motion, its start or end). */
    void velocityChanged();
    /*! The pointer let go at position with velocity (px/s along this axis); the object now
        moves to target along it (NaN without points: it stays). */
    void released(qreal position, qreal velocity, qreal target);
    /*! The motion reached snapPoints()[index]. */
    void snapped(int index, qreal position);
    /*! The motion reached dismissPoints()[index]. */
    void dismissed(int index, qreal position);

private:
    friend class Detail::SnapSession;
    explicit SnapAxis(Detail::SnapSession *session);

    Detail::SnapSession *m_session;
};

} // namespace Impetus

#endif
