// SPDX-License-Identifier: MIT
#ifndef IMPETUS_INTOVIEW_H
#define IMPETUS_INTOVIEW_H

#include <impetus/impetuswidgets_export.h>

#include <QtCore/qnamespace.h>
#include <QtCore/qpoint.h>
#include <QtCore/qstring.h>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace Impetus {

class BounceAnimation;
class DecayAnimation;
class MotionAnimation;
class MotionSpec;
class SpringAnimation;

/*! \file
    One call to bring any child widget into view with a physical motion.

    To give the widgets of a form their motions in Qt Designer instead, with no code, see
    FormMotion.

    The widget's geometry is never animated: it stays where it belongs (where its layout,
    or you, put it) from the first frame, so layouts, size hints and sibling widgets are
    undisturbed. Only its picture moves: a QGraphicsEffect draws it at the animated
    position and scale, within its parent, and is removed when the animation stops (like
    a Core Animation presentation layer: clicks go to the widget's real place meanwhile).
    If the layout moves the widget during the motion (the window is resized), the motion
    is retargeted to the new place, keeping its position and velocity, so it always lands
    exactly there.

    Each helper plays a motion spec (MotionSpec): by default a preset,
    impetus.bounceIntoView, impetus.springIntoView, impetus.scaleIntoView or
    impetus.flingTo; any other is given as a MotionSpec or as its text, such as the
    motion picked in a MotionEditor:

        Impetus::springIntoView(panel, Qt::LeftEdge, editor->motionSpec());
        Impetus::bounceIntoView(card, QStringLiteral("bounce(restitution: 0.6)"));

    A spec of any model works with any helper (MotionSpec::between() applies it to the
    move: a spring springs onto the place, a bounce drops onto it); its parameters are in
    the units of the values animated, so gravity and acceleration are per pixel for the
    moves but per unit of scale or opacity for the scale and fade helpers. A helper called
    while the widget leaves (an exit below) turns it around where it is drawn, keeping its
    velocity. The animation is of the spec's
    model's class (qobject_cast<SpringAnimation *> for a spring).

    Each helper shows the widget if it is hidden (after activating the parent's layout,
    so its place is known), starts the animation and returns it, running: call it once the
    window is on screen. It belongs to the widget and is deleted when it stops; change its
    spec (setSpec()) or parameters right away, before returning to the event loop, to
    change the motion. The values animated are the widget's top-left corner in its
    parent's coordinates (QPointF) or its scale (qreal). A widget without a parent, or
    with a graphics effect of its own, or a spec that cannot move it (invalid, or
    MotionSpec::placementError()), is just shown: the helper warns and returns nullptr.
*/

/*! Drops the widget from just above its parent's top edge onto its place, with
    motion. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *bounceIntoView(QWidget *widget, const MotionSpec &motion);
/*! bounceIntoView() with MotionSpec::parse(motion): a spec or a preset name. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *bounceIntoView(QWidget *widget, const QString &motion);
/*! Drops the widget onto its place, where it bounces: the preset impetus.bounceIntoView,
    "bounce(gravity: -2000, restitution: 0.5)". */
IMPETUS_WIDGETS_EXPORT BounceAnimation *bounceIntoView(QWidget *widget);

/*! Brings the widget in from just beyond an edge of its parent onto its place, with
    motion. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *springIntoView(QWidget *widget, Qt::Edge edge, const MotionSpec &motion);
/*! springIntoView() with MotionSpec::parse(motion): a spec or a preset name. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *springIntoView(QWidget *widget, Qt::Edge edge, const QString &motion);
/*! Springs the widget in from beyond an edge: the preset impetus.springIntoView, a
    critically damped 0.5 s spring, "spring(duration: 0.5, dampingRatio: 1)". */
IMPETUS_WIDGETS_EXPORT SpringAnimation *springIntoView(QWidget *widget, Qt::Edge edge);

/*! Brings the widget from fromScale (>= 0; 0 is a point) to its size, about its centre,
    with motion. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *springIntoView(QWidget *widget, qreal fromScale, const MotionSpec &motion);
/*! springIntoView() with MotionSpec::parse(motion): a spec or a preset name. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *springIntoView(QWidget *widget, qreal fromScale, const QString &motion);
/*! Springs the widget from fromScale to its size with a spring that overshoots a little:
    the preset impetus.scaleIntoView, "spring(duration: 0.5, dampingRatio: 0.5)". */
IMPETUS_WIDGETS_EXPORT SpringAnimation *springIntoView(QWidget *widget, qreal fromScale);

/*! Fades the widget in from transparent, with motion (an overshoot past opaque is drawn
    opaque). */
IMPETUS_WIDGETS_EXPORT MotionAnimation *fadeIntoView(QWidget *widget, const MotionSpec &motion);
/*! fadeIntoView() with MotionSpec::parse(motion): a spec or a preset name. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *fadeIntoView(QWidget *widget, const QString &motion);
/*! Fades the widget in with the preset impetus.springIntoView. */
IMPETUS_WIDGETS_EXPORT SpringAnimation *fadeIntoView(QWidget *widget);

/*! \file
    The exits, counterparts of the into-view helpers: each hides the widget now (its
    layout closes the gap, it takes no more clicks) while its picture leaves the way the
    helper of the same name brings it in: beyond an edge, up and out for bounceOutOfView,
    to a scale, or fading out. The animation moves that picture and is deleted with it
    once it has left. A widget still entering leaves from where it is drawn, with its
    velocity; a widget brought into view again while it leaves turns around where it is
    drawn, with its velocity. As with the entrances, a window, a widget with an effect of
    its own or a spec that cannot move it is just hidden, with a warning, and nullptr is
    returned.
*/

/*! Hides the widget; its picture leaves through its parent's top edge with motion. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *bounceOutOfView(QWidget *widget, const MotionSpec &motion);
/*! bounceOutOfView() with MotionSpec::parse(motion): a spec or a preset name. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *bounceOutOfView(QWidget *widget, const QString &motion);
/*! bounceOutOfView() with the preset impetus.bounceIntoView. */
IMPETUS_WIDGETS_EXPORT BounceAnimation *bounceOutOfView(QWidget *widget);

/*! Hides the widget; its picture leaves beyond edge of its parent with motion. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *springOutOfView(QWidget *widget, Qt::Edge edge, const MotionSpec &motion);
/*! springOutOfView() with MotionSpec::parse(motion): a spec or a preset name. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *springOutOfView(QWidget *widget, Qt::Edge edge, const QString &motion);
/*! springOutOfView() with the preset impetus.springIntoView. */
IMPETUS_WIDGETS_EXPORT SpringAnimation *springOutOfView(QWidget *widget, Qt::Edge edge);

/*! Hides the widget; its picture shrinks (or grows) to toScale (>= 0) about its centre
    with motion. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *springOutOfView(QWidget *widget, qreal toScale, const MotionSpec &motion);
/*! springOutOfView() with MotionSpec::parse(motion): a spec or a preset name. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *springOutOfView(QWidget *widget, qreal toScale, const QString &motion);
/*! springOutOfView() with the preset impetus.scaleIntoView. */
IMPETUS_WIDGETS_EXPORT SpringAnimation *springOutOfView(QWidget *widget, qreal toScale);

/*! Hides the widget; its picture fades out with motion. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *fadeOutOfView(QWidget *widget, const MotionSpec &motion);
/*! fadeOutOfView() with MotionSpec::parse(motion): a spec or a preset name. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *fadeOutOfView(QWidget *widget, const QString &motion);
/*! fadeOutOfView() with the preset impetus.springIntoView. */
IMPETUS_WIDGETS_EXPORT SpringAnimation *fadeOutOfView(QWidget *widget);

/*! Slides the widget, thrown with velocity (px/s), onto position (its top-left corner, in
    its parent's coordinates) with motion: the widget moves there
    at once and is drawn moving from where it was shown. A fling while one is under way
    continues from where the widget is drawn. A widget in a layout stays in its place,
    which is then where it lands (the helper warns if position differs). */
IMPETUS_WIDGETS_EXPORT MotionAnimation *flingTo(QWidget *widget, const QPoint &position, const QPointF &velocity,
                                                const MotionSpec &motion);
/*! flingTo() with MotionSpec::parse(motion): a spec or a preset name. */
IMPETUS_WIDGETS_EXPORT MotionAnimation *flingTo(QWidget *widget, const QPoint &position, const QPointF &velocity,
                                                const QString &motion);
/*! Flings the widget onto position with the preset impetus.flingTo, "decay(lambda: 2)": it
    keeps the fling's velocity when that carries it far enough and lands exactly on
    position (see DecayAnimation). */
IMPETUS_WIDGETS_EXPORT DecayAnimation *flingTo(QWidget *widget, const QPoint &position, const QPointF &velocity);

} // namespace Impetus

#endif
