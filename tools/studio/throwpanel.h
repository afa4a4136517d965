// SPDX-License-Identifier: MIT
#ifndef IMPETUS_STUDIO_THROWPANEL_H
#define IMPETUS_STUDIO_THROWPANEL_H

#include <impetus/velocitytracker.h>

#include <QtWidgets/qwidget.h>

class QLabel;

namespace Impetus::Studio {

/*
    A ball to drag and throw: at the release, the pointer's velocity along the lane (a
    VelocityTracker on the events' own timestamps, in px/s, positive towards the right, the
    way the motion goes) is reported with thrown(). The studio makes it the start velocity
    of the motion edited and plays the preview, so that a motion is tuned by throwing it.
*/
class ThrowArea : public QWidget
{
    Q_OBJECT

public:
    explicit ThrowArea(QWidget *parent = nullptr);
    QSize sizeHint() const override { return { 360, 80 }; }
    QSize minimumSizeHint() const override { return { 120, 48 }; }
    // Where the ball is drawn, in widget coordinates.
    QPointF ballCenter() const;

Q_SIGNALS:
    void thrown(double velocity);

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void mouseMoveEvent(QMouseEvent *event) override;
    void mouseReleaseEvent(QMouseEvent *event) override;

private:
    VelocityTracker m_tracker;
    bool m_dragging = false;
    double m_grab = 0; // the pointer's offset from the ball's centre
    double m_ball = -1; // the ball's x while dragged; -1 at rest at the start
};

// The throw area with what it measured.
class ThrowPanel : public QWidget
{
    Q_OBJECT

public:
    explicit ThrowPanel(QWidget *parent = nullptr);
    ThrowArea *area() const { return m_area; }
    // Shows the release velocity measured.
    void showVelocity(double velocity);

private:
    ThrowArea *m_area;
    QLabel *m_result;
};

} // namespace Impetus::Studio

#endif
