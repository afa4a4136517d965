// SPDX-License-Identifier: MIT
#ifndef IMPETUS_INTOVIEW_P_H
#define IMPETUS_INTOVIEW_P_H

#include <impetus/impetuswidgets_export.h>
#include <impetus/motionanimation.h>
#include <impetus/motionspec.h>

#include <QtCore/qpointer.h>
#include <QtGui/qpixmap.h>
#include <QtWidgets/qgraphicseffect.h>
#include <QtWidgets/qwidget.h>

namespace Impetus {

// Where a widget comes from when it enters its parent, or goes to when it leaves: beyond
// an edge, a scale (about the centre) or an opacity. Its text is the vocabulary of the
// impetusEnter and impetusExit properties (FormMotion): "left", "right", "top", "bottom",
// "scale", "scale 0.5", "fade", "fade 0.2", "none". (Exported for Designer's plugin, as
// are FormMarks and plannedEntrance(); not public API.)
struct IMPETUS_WIDGETS_EXPORT ViewPath
{
    enum Kind { None, Edge, Scale, Fade };
    Kind kind = None;
    Qt::Edge edge = Qt::TopEdge;
    qreal value = 0; // the scale or the opacity away from the place

    // The path of text, or the reason it is not one (naming the property).
    static ViewPath parse(QStringView text, const char *property, QString *error);
    QString toString() const;
    // The motion a path plays when none is given: impetus.springIntoView, or
    // impetus.scaleIntoView for a scale; and its name.
    MotionSpec defaultMotion() const;
    QString defaultMotionName() const;
    friend bool operator==(const ViewPath &a, const ViewPath &b)
    {
        return a.kind == b.kind && (a.kind != Edge || a.edge == b.edge) && a.value == b.value;
    }
};

// Draws its widget at an animated position (the top-left corner, in parent coordinates),
// scale (about the centre) and opacity; the widget's geometry is left alone. It moves the
// position animation's target along when the widget is moved, and removes itself when its
// animations have stopped.
class IntoViewEffect : public QGraphicsEffect
{
    Q_OBJECT
    Q_PROPERTY(QPointF position READ position WRITE setPosition)
    Q_PROPERTY(qreal scale READ scale WRITE setScale)
    Q_PROPERTY(qreal opacity READ opacity WRITE setOpacity)

public:
    enum Channel { Position, Scale, Opacity, ChannelCount };

    // The widget's effect, made if needed; nullptr (after a warning naming helper) for a
    // window or a widget with an effect of its own. Shows the widget and lays it out.
    static IntoViewEffect *prepare(QWidget *widget, const char *helper);
    // The widget's effect if it has one of ours.
    static IntoViewEffect *of(const QWidget *widget);
    ~IntoViewEffect() override;

    QPointF position() const { return m_position; }
    void setPosition(const QPointF &position);
    qreal scale() const { return m_scale; }
    void setScale(qreal scale);
    qreal opacity() const { return m_opacity; }
    void setOpacity(qreal opacity);

    // What the channel shows now (the animated value while one runs or waits, otherwise
    // the widget's place, 1 or 1), and how fast it changes (null at rest).
    QVariant drawn(Channel channel) const;
    QVariant velocity(Channel channel) const;

    // Starts animation on the channel from from to to (for the position: to the widget's
    // place, which it follows) after delay ms, replacing the one under way; meanwhile the
    // widget is drawn at from.
    void animate(Channel channel, MotionAnimation *animation, const QVariant &from, const QVariant &to,
                 const QVariant &velocity = QVariant(), int delay = 0);

    // Whether an animation plays (or waits to play) on the channel.
    bool animating(Channel channel) const { return !m_animations[channel].isNull(); }

    QRectF boundingRectFor(const QRectF &rect) const override;

protected:
    void draw(QPainter *painter) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit IntoViewEffect(QWidget *widget);
    QPointF shift() const;
    qreal currentScale() const;

    QWidget *const m_widget;
    MotionAnimation *playing(Channel channel) const { return qobject_cast<MotionAnimation *>(m_animations[channel]); }

    QPointer<QAbstractAnimation> m_animations[ChannelCount];
    QPointF m_position;
    qreal m_scale = 1;
    qreal m_opacity = 1;
    bool m_retiring = false; // deleted once control returns to the event loop
};

// The picture of a widget that has been hidden, leaving its parent along a path while
// the widget itself is already gone (its layout has closed the gap; it is drawn over the
// siblings that moved in). Deleted when it has
// left, or when the widget comes back (which then starts from where this is drawn, with
// its velocity).
class ExitGhost : public QWidget
{
    Q_OBJECT

public:
    // The ghost of widget, if it is leaving.
    static ExitGhost *of(const QWidget *widget);
    // Plays the exit of widget, which is hidden (now, if it is not yet): its picture
    // leaves along path with motion, from where the widget is drawn. nullptr, after a
    // warning naming helper, if it cannot (the widget is then just hidden).
    static MotionAnimation *leave(QWidget *widget, const ViewPath &path, const MotionSpec &motion, const char *helper);
    IntoViewEffect *effect() const;

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    ExitGhost(QWidget *widget, const QPixmap &picture);

    const QPointer<QWidget> m_widget;
    const QPixmap m_picture;
};

// Brings widget in along path with motion, after delay ms: from where it is drawn (with
// its velocity) if it is leaving or already moving, else from the path's far end. The
// animation, or nullptr after a warning naming helper.
MotionAnimation *enterView(QWidget *widget, const ViewPath &path, const MotionSpec &motion, int delay,
                           const char *helper);

// Where a move along an edge path starts (or ends): just beyond edge of the parent.
QPointF beyondEdge(const QWidget *widget, Qt::Edge edge);

// The animation enterView() would play for widget along path, not started and not
// applied (Designer's Motion dialog shows its duration), or nullptr.
IMPETUS_WIDGETS_EXPORT MotionAnimation *plannedEntrance(const QWidget *widget, const ViewPath &path,
                                                        const MotionSpec &motion);

} // namespace Impetus

#endif
