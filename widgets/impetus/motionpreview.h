// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONPREVIEW_H
#define IMPETUS_MOTIONPREVIEW_H

#include <impetus/abstractmotionwidget.h>

namespace Impetus {

/*!
    Plays the motion: a marker (a ball or a box) moves along a track from the start to the
    target, driven by an animation playing the spec (createAnimation(), animating a qreal
    from 0 to distance with startVelocity), so what you see is what that animation does. Outlines mark the start and the target; overshoot and
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
    /*! The shape that plays the motion. */
    enum Marker : int { Ball, Box };
    Q_ENUM(Marker)
    /*! \var MotionPreview::Marker MotionPreview::Ball
        A disc. The default. */
    /*! \var MotionPreview::Marker MotionPreview::Box
        A rounded square. */

    /*! How long a motion that never settles is played before it loops, ms. */
    static constexpr int UnsettledLoop = 10000;

    /*! Constructs a preview with parent, showing AbstractMotionWidget's default motion; it
        plays once shown. */
    explicit MotionPreview(QWidget *parent = nullptr);
    /*! Destroys the preview. */
    ~MotionPreview() override;

    /*! Whether the motion plays (it runs only while the widget is visible). Default true;
        false once a run that does not loop has finished. */
    bool isPlaying() const;
    /*! Plays (resuming where it was paused) or pauses the motion. */
    void setPlaying(bool playing);
    /*! Whether the motion repeats, with loopPause() between runs. Default true. */
    bool isLooping() const;
    /*! Sets isLooping(). */
    void setLooping(bool looping);
    /*! Milliseconds on the target between loops, >= 0 (a negative value counts as 0). */
    int loopPause() const;
    /*! Sets loopPause(); the value is kept as given. */
    void setLoopPause(int milliseconds);
    /*! The shape of the marker. Default Ball. */
    Marker marker() const;
    /*! Sets marker(). */
    void setMarker(Marker marker);
    /*! The direction of the track: Qt::Horizontal (the default), or Qt::Vertical with
        positions growing downwards. */
    Qt::Orientation orientation() const;
    /*! Sets orientation(); the size policy is transposed. */
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

    /*! Reimplemented: 320 x 64 horizontally, 64 x 240 vertically. */
    QSize sizeHint() const override;
    /*! Reimplemented: 60 x 16 horizontally, 16 x 60 vertically. */
    QSize minimumSizeHint() const override;

public Q_SLOTS:
    /*! Sets playing to true. */
    void play();
    /*! Sets playing to false. */
    void pause();
    /*! Plays if paused, pauses if playing. */
    void togglePlaying();
    /*! From the start; keeps playing or paused. */
    void restart();

Q_SIGNALS:
    /*! Emitted when isPlaying() changes, with its new value playing. */
    void playingChanged(bool playing);
    /*! Emitted when isLooping(), loopPause(), marker() or orientation() changes. */
    void appearanceChanged();

protected:
    /*! Reimplemented: draws the track, the start and target outlines and the marker, or
        errorString() for an invalid motion. */
    void paintEvent(QPaintEvent *event) override;
    /*! Reimplemented: a left click toggles playing; other buttons are passed on. */
    void mousePressEvent(QMouseEvent *event) override;
    /*! Reimplemented: resumes the motion if it is playing. */
    void showEvent(QShowEvent *event) override;
    /*! Reimplemented: pauses the motion while hidden; playing is unchanged. */
    void hideEvent(QHideEvent *event) override;

private:
    class Private;
    std::unique_ptr<Private> const d;
};

} // namespace Impetus

#endif
