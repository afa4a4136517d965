// SPDX-License-Identifier: MIT
#ifndef IMPETUS_INTOVIEW_H
#define IMPETUS_INTOVIEW_H

#include <impetus/impetuswidgets_export.h>

#include <QtCore/qnamespace.h>
#include <QtCore/qpoint.h>

QT_BEGIN_NAMESPACE
class QWidget;
QT_END_NAMESPACE

namespace Impetus {

class BounceAnimation;
class DecayAnimation;
class SpringAnimation;

/*! \file
    One call to bring any child widget into view with a physical motion.

    The widget's geometry is never animated: it stays where it belongs (where its layout,
    or you, put it) from the first frame, so layouts, size hints and sibling widgets are
    undisturbed. Only its picture moves: a QGraphicsEffect draws it at the animated
    position and scale, within its parent, and is removed when the animation stops (like
    a Core Animation presentation layer: clicks go to the widget's real place meanwhile).
    If the layout moves the widget during the motion (the window is resized), the motion
    is retargeted to the new place, keeping its position and velocity, so it always lands
    exactly there.

    Each helper shows the widget if it is hidden (after activating the parent's layout,
    so its place is known), starts the animation and returns it, running: call it once the
    window is on screen. It belongs to
    the widget and is deleted when it stops; set its parameters (damping ratio,
    restitution, ...) right away, before returning to the event loop, to change the
    motion. The values animated are the widget's top-left corner in its parent's
    coordinates (QPointF) or its scale (qreal). A widget without a parent, or with a
    graphics effect of its own, is just shown: the helper warns and returns nullptr.
*/

/*! Drops the widget from just above its parent's top edge onto its place, where it
    bounces (BounceAnimation defaults: gravity 2000 px/s^2, restitution 0.5). */
IMPETUS_WIDGETS_EXPORT BounceAnimation *bounceIntoView(QWidget *widget);

/*! Springs the widget in from just beyond an edge of its parent (SpringAnimation
    defaults: a critically damped 0.5 s spring; lower its dampingRatio to overshoot). */
IMPETUS_WIDGETS_EXPORT SpringAnimation *springIntoView(QWidget *widget, Qt::Edge edge);

/*! Springs the widget from fromScale (>= 0; 0 is a point) to its size, about its centre,
    with a spring of damping ratio 0.5 that overshoots a little. */
IMPETUS_WIDGETS_EXPORT SpringAnimation *springIntoView(QWidget *widget, qreal fromScale);

/*! Slides the widget with a fling of velocity (px/s) that lands exactly on position (its
    top-left corner, in its parent's coordinates): the widget moves there at once and is
    drawn sliding from where it was shown (DecayAnimation: it keeps the fling's velocity
    when that carries it far enough, see DecayAnimation). A fling while one is under way
    continues from where the widget is drawn. A widget in a layout stays in its place,
    which is then where it lands (the helper warns if position differs). */
IMPETUS_WIDGETS_EXPORT DecayAnimation *flingTo(QWidget *widget, const QPoint &position,
                                               const QPointF &velocity);

} // namespace Impetus

#endif
