// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONSTACKEDWIDGET_H
#define IMPETUS_MOTIONSTACKEDWIDGET_H

#include <impetus/impetuswidgets_export.h>

#include <QtWidgets/qstackedwidget.h>

#include <memory>

namespace Impetus {

class MotionAnimation;
class MotionSpec;

/*! \class Impetus::MotionStackedWidget
    \brief A QStackedWidget whose page changes move with a physical motion.

    It is a QStackedWidget (addWidget(), insertWidget(), removeWidget(), currentIndex,
    currentWidget(), currentChanged(), widgetRemoved() and the rest work as there): the
    current page changes at once, as in QStackedWidget, and takes input at once; only the
    picture moves. With the Slide transition the pages lie side by side along
    orientation() in index order, and the strip slides with motion() from the page left to
    the page chosen (a later page comes in from the right, or from below); with Scale the
    new page grows from a point over the old one, with Fade it fades in over it. A page
    change during a transition retargets it: the strip turns towards the new page from
    where it is drawn, keeping its velocity (for a fade or a scale, the new page comes in
    over the picture drawn then, with the rate of change kept). When the motion has settled
    the real page shows, exactly in place.

    The motion is a spec or a preset name (MotionSpec), impetus.springIntoView by default:
    its parameters are in pixels for a slide, in units of scale or opacity for the others.
    In Qt Designer it is a container like QStackedWidget: the context menu inserts, deletes
    and reorders pages, the property editor edits motion, transition and orientation, and
    Form > Preview plays the transitions.
*/
class IMPETUS_WIDGETS_EXPORT MotionStackedWidget : public QStackedWidget
{
    Q_OBJECT
    Q_PROPERTY(QString motion READ motionSpec WRITE setMotionSpec NOTIFY motionChanged FINAL)
    Q_PROPERTY(Transition transition READ transition WRITE setTransition NOTIFY transitionChanged FINAL)
    Q_PROPERTY(Qt::Orientation orientation READ orientation WRITE setOrientation NOTIFY orientationChanged FINAL)

public:
    /*! How a page change moves. */
    enum Transition : int {
        Slide, /*!< the pages slide side by side along orientation() */
        Scale, /*!< the new page grows from a point about its centre, over the old one */
        Fade, /*!< the new page fades in over the old one */
        Cut /*!< no motion: QStackedWidget's behaviour */
    };
    Q_ENUM(Transition)

    /*! An empty stack: Slide, horizontal, impetus.springIntoView. */
    explicit MotionStackedWidget(QWidget *parent = nullptr);
    ~MotionStackedWidget() override;

    /*! The motion of page changes, as a spec; invalid specs are refused (see
        setMotionSpec()). */
    MotionSpec spec() const;
    /*! Sets the motion; a spec that cannot move a value (MotionSpec::placementError()) is
        refused with a warning naming the reason, and the motion is unchanged. */
    void setSpec(const MotionSpec &spec);
    /*! The motion as text, as it was written (a preset name stays one). */
    QString motionSpec() const;
    /*! setSpec(MotionSpec::parse(motion)), keeping the text as written. */
    void setMotionSpec(const QString &motion);

    /*! How page changes move; Slide by default. */
    Transition transition() const;
    /*! Sets transition(); a transition under way ends at once. */
    void setTransition(Transition transition);
    /*! The axis of the Slide transition; Qt::Horizontal by default. */
    Qt::Orientation orientation() const;
    /*! Sets orientation(); a transition under way ends at once. */
    void setOrientation(Qt::Orientation orientation);

    /*! The transition under way (it belongs to this widget and is deleted when it stops),
        or nullptr. */
    MotionAnimation *animation() const;

public Q_SLOTS:
    /*! Shows the page after the current one, if there is one: a button's clicked() can
        be connected to it in Designer. */
    void next();
    /*! Shows the page before the current one, if there is one. */
    void previous();

Q_SIGNALS:
    /*! The motion (spec or text) changed. */
    void motionChanged();
    /*! transition() changed. */
    void transitionChanged();
    /*! orientation() changed. */
    void orientationChanged();

protected:
    /*! Ends a transition under way: its pictures are of the old size. */
    void resizeEvent(QResizeEvent *event) override;

private:
    class Private;
    std::unique_ptr<Private> const d;
};

} // namespace Impetus

#endif
