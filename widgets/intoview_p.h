// SPDX-License-Identifier: MIT
#ifndef IMPETUS_INTOVIEW_P_H
#define IMPETUS_INTOVIEW_P_H

#include <impetus/motionanimation.h>

#include <QtCore/qpointer.h>
#include <QtWidgets/qgraphicseffect.h>

namespace Impetus {

// Draws its widget at an animated position (the top-left corner, in parent coordinates)
// and scale (about the centre); the widget's geometry is left alone. It moves the
// position animation's target along when the widget is moved, and removes itself when
// its animations have stopped.
class IntoViewEffect : public QGraphicsEffect
{
    Q_OBJECT
    Q_PROPERTY(QPointF position READ position WRITE setPosition)
    Q_PROPERTY(qreal scale READ scale WRITE setScale)

public:
    // The widget's effect, made if needed; nullptr (after a warning naming helper) for a
    // window or a widget with an effect of its own. Shows the widget and lays it out.
    static IntoViewEffect *prepare(QWidget *widget, const char *helper);

    QPointF position() const { return m_position; }
    void setPosition(const QPointF &position);
    qreal scale() const { return m_scale; }
    void setScale(qreal scale);

    // Where the widget is drawn now: the animated position while one runs.
    QPointF drawnPosition() const;
    // Starts animation on the position (or the scale), replacing the one under way.
    void animatePosition(MotionAnimation *animation, const QPointF &from,
                         const QPointF &velocity = QPointF());
    void animateScale(MotionAnimation *animation, qreal from);

    QRectF boundingRectFor(const QRectF &rect) const override;

protected:
    void draw(QPainter *painter) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    explicit IntoViewEffect(QWidget *widget);
    void start(QPointer<MotionAnimation> &slot, MotionAnimation *animation);
    QPointF shift() const;
    qreal currentScale() const;

    QWidget *const m_widget;
    QPointer<MotionAnimation> m_move;
    QPointer<MotionAnimation> m_scaling;
    QPointF m_position;
    qreal m_scale = 1;
    bool m_retiring = false; // deleted once control returns to the event loop
};

} // namespace Impetus

#endif
