// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONPREVIEW_H
#define IMPETUS_MOTIONPREVIEW_H

#include <impetus/abstractmotionwidget.h>

namespace Impetus {

/*!
    Plays the motion: a marker (a ball or a box) moves along a track from the start to the
    target, driven by the animation class of the model (createAnimation(), animating a
    qreal from 0 to distance with the start velocity and the tolerance), so what you see
    is what that animation does. Outlines mark the start and the target; overshoot and
    bounces go past them. A bounce falls onto the target: with a vertical orientation it
    looks like a ball on the floor.

    It loops by default, resting loopPause milliseconds on the target between runs; a
    motion that never settles loops every 10 s. playing starts and pauses it (a click on
    the widget toggles it; paused, a play sign shows in a corner); it only runs while the
    widget is visible. Any change of the
    motion restarts it from the start. setCurrentTime() shows the motion at a time,
    pausing it.

    It follows the palette (Base, Mid for the track and outlines, Highlight for the
    marker), is antialiased and sizes the marker to the widget.
*/
class IMPETUS_WIDGETS_EXPORT MotionPreview : public AbstractMotionWidget
{
    Q_OBJECT
    Q_PROPERTY(bool playing READ isPlaying WRITE setPlaying NOTIFY playingChanged)
    Q_PROPERTY(bool looping READ isLooping WRITE setLooping NOTIFY appearanceChanged)
    Q_PROPERTY(int loopPause READ loopPause WRITE setLoopPause NOTIFY appearanceChanged)
    Q_PROPERTY(Marker marker READ marker WRITE setMarker NOTIFY appearanceChanged)
    Q_PROPERTY(Qt::Orientation orientation READ orientation WRITE setOrientation NOTIFY appearanceChanged)

public:
    enum Marker { Ball, Box };
    Q_ENUM(Marker)

    /*! How long a motion that never settles is played before it loops, ms. */
    static constexpr int UnsettledLoop = 10000;

    explicit MotionPreview(QWidget *parent = nullptr);
    ~MotionPreview() override;

    bool isPlaying() const;
    void setPlaying(bool playing);
    bool isLooping() const;
    void setLooping(bool looping);
    /*! Milliseconds on the target between loops, >= 0 (a negative value counts as 0). */
    int loopPause() const;
    void setLoopPause(int milliseconds);
    Marker marker() const;
    void setMarker(Marker marker);
    Qt::Orientation orientation() const;
    void setOrientation(Qt::Orientation orientation);

    /*! Seconds into the motion shown now. */
    qreal currentTime() const;
    /*! Shows the motion at seconds (rounded to the animation's milliseconds) and pauses. */
    void setCurrentTime(qreal seconds);
    /*! The position shown now (the animation's current value). */
    qreal currentPosition() const;
    /*! The widget point of the marker's centre at a position. */
    QPointF mapToWidget(qreal position) const;
    /*! The marker's size, pixels. */
    qreal markerSize() const;

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

public Q_SLOTS:
    void play();
    void pause();
    void togglePlaying();
    /*! From the start; keeps playing or paused. */
    void restart();

Q_SIGNALS:
    void playingChanged(bool playing);
    void appearanceChanged();

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    class Private;
    std::unique_ptr<Private> const d;
};

} // namespace Impetus

#endif
