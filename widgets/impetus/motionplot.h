// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONPLOT_H
#define IMPETUS_MOTIONPLOT_H

#include <impetus/abstractmotionwidget.h>

namespace Impetus {

/*!
    Position over time: the motion of AbstractMotionWidget from 0 to distance, plotted
    exactly (every pixel column is evaluated in closed form, and a bounce's impacts are
    plotted at their exact times, so cusps touch the ground). Overshoot and bounces stay in
    view: the position axis spans every position the motion takes. The start and the
    target are marked by dashed lines, the settle time by a vertical line labelled with it;
    the velocity can be overlaid (a dashed curve, scaled to the plot height, 0 in the
    middle).

    It follows the palette (Base behind the plot, Highlight for the curve, Text for axes
    and labels, a shifted Highlight for the velocity) and the font, is antialiased, and
    adapts to any size: below about 120 x 80 pixels it draws the curve alone. An invalid
    motion shows its errorString() instead of a curve.

    The time axis runs from 0 to timeSpan seconds, or (timeSpan 0, the default) to a
    little past the settle time; a motion that never settles is shown for 2 s.
*/
class IMPETUS_WIDGETS_EXPORT MotionPlot : public AbstractMotionWidget
{
    Q_OBJECT
    Q_PROPERTY(bool showVelocity READ showVelocity WRITE setShowVelocity NOTIFY appearanceChanged)
    Q_PROPERTY(bool showSettleTime READ showSettleTime WRITE setShowSettleTime NOTIFY appearanceChanged)
    Q_PROPERTY(qreal timeSpan READ timeSpan WRITE setTimeSpan NOTIFY appearanceChanged)

public:
    /*! Constructs a plot with parent, showing AbstractMotionWidget's default motion. */
    explicit MotionPlot(QWidget *parent = nullptr);
    /*! Destroys the plot. */
    ~MotionPlot() override;

    /*! Whether the velocity is overlaid as a dashed curve. Default false. */
    bool showVelocity() const;
    /*! Sets showVelocity(). */
    void setShowVelocity(bool show);
    /*! Whether the settle time is marked by a vertical line labelled with it, when it is
        within the time shown. Default true. */
    bool showSettleTime() const;
    /*! Sets showSettleTime(). */
    void setShowSettleTime(bool show);
    /*! Seconds shown, >= 0; 0 is automatic. A negative or non-finite value counts as 0. */
    qreal timeSpan() const;
    /*! Sets timeSpan(); the value is kept as given. */
    void setTimeSpan(qreal seconds);

    /*! The seconds the time axis spans now. */
    qreal visibleTimeSpan() const;
    /*! Where the curve is drawn, in widget coordinates. */
    QRectF plotArea() const;
    /*! The widget point of the motion at (seconds, position). */
    QPointF mapToPlot(qreal seconds, qreal position) const;

    /*! Reimplemented: 320 x 200. */
    QSize sizeHint() const override;
    /*! Reimplemented: 60 x 40. */
    QSize minimumSizeHint() const override;

Q_SIGNALS:
    /*! Emitted when showVelocity(), showSettleTime() or timeSpan() changes. */
    void appearanceChanged();

protected:
    /*! Reimplemented: draws the plot, or errorString() for an invalid motion. */
    void paintEvent(QPaintEvent *event) override;

private:
    class Private;
    std::unique_ptr<Private> const d;
};

} // namespace Impetus

#endif
