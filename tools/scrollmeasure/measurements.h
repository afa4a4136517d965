// SPDX-License-Identifier: MIT
#ifndef SCROLLMEASURE_MEASUREMENTS_H
#define SCROLLMEASURE_MEASUREMENTS_H

#include <QtCore/qlist.h>
#include <QtCore/qnumeric.h>
#include <QtCore/qpoint.h>
#include <QtCore/qstring.h>

class SteppedClock;

// The throw every engine is given: a pointer moving in a straight line at v px/s, sampled
// every SampleMs from the press, released at the next sample (still moving). The content
// follows the pointer, so it moves towards higher positions (scrolling down a list).
struct Gesture
{
    static constexpr int SampleMs = 8;
    static constexpr int Moves = 30; // then the release, at (Moves + 1) * SampleMs
    static constexpr double PressY = 550; // in the viewport; the pointer moves up from there
};

// One throw of one engine. Times in seconds from the release, positions in pixels from the
// content's position at the release, positive the way the content was thrown.
struct Throw
{
    QString engine;
    QString input;
    double velocity = 0; // v of the gesture (px/s)
    double releaseVelocity = 0; // what the engine takes at the release (px/s)
    double firstFrameVelocity = 0; // Flickable's verticalVelocity at the first frame after
    double distance = 0; // from the release to rest
    double stops = 0; // when it is at rest; infinity if never
    double settles = 0; // from when it stays within 0.5 px of where it rests
    QList<QPointF> curve; // (t, position), one sample a frame from the release
};

// One throw onto row boundaries (a snap position every RowHeight px). Velocities in px/s of
// the content, positions in content pixels (the scroll bar's value, not rounded).
struct SnapThrow
{
    QString engine;
    QString input;
    double velocity = 0; // v of the gesture
    double releaseVelocity = 0; // what the engine says it takes at the release
    double drawnBefore = 0; // from the last two frames drawn before the release
    double drawnAfter = 0; // at the release, from the first frames drawn after it
    double motionVelocity = qQNaN(); // the motion's own velocity at the release, where readable
    double motionLead = qQNaN(); // how far its motion's clock is ahead of the frames' (s), where readable
    double motionVelocityAtLead = qQNaN(); // the motion's velocity there: what drawnAfter should read
    double rest = 0; // where it rests
    double stops = 0; // when it is at rest (s from the release); infinity if never
    QList<QPointF> curve; // (t, position - position at the release), a frame each
};

// The velocity of the gesture as Impetus's VelocityTracker takes it at the release (the
// content's: positive the way it was thrown).
double trackedVelocity(double v);

// The environment the figures depend on, for the table's header.
struct Setup
{
    QString qtVersion;
    QString platform;
    double physicalDpi = 0;
    double logicalDpi = 0;
    double pixelsPerMetre = 0; // QScroller::pixelPerMeter().y()
    QList<QPair<QString, QString>> scrollerProperties;
    double flickDeceleration = 0;
    double maximumFlickVelocity = 0;
};

Setup describeSetup();

// QScroller (QtWidgets) on a QListWidget of Rows rows of RowHeight px, scrolling per pixel,
// driven by QScroller::handleInput() with the gesture's positions and timestamps.
Throw throwQScroller(SteppedClock &clock, double v);
// Qt Quick's Flickable (contentHeight Rows * RowHeight) in a QQuickWindow, thrown with mouse
// events carrying the gesture's timestamps.
Throw throwFlickable(SteppedClock &clock, double v);
// The same Flickable, given Flickable::flick(0, -v): no gesture.
Throw flickFlickable(SteppedClock &clock, double v);
// Impetus: the gesture's release velocity from VelocityTracker (least squares), and the
// closed forms from it: iOS's decay and Android's fling.
Throw impetusDecay(double v);
Throw impetusFling(double v);
// Impetus::KineticScroller on the QListWidget, thrown with the gesture's mouse events
// (mouseDragEnabled), its default coast.
Throw throwKineticScroller(SteppedClock &clock, double v);

// The same gesture onto row boundaries: QScroller with setSnapPositionsY(0, RowHeight),
// a Qt Quick ListView of RowHeight px delegates with snapMode ListView.SnapToItem, and
// KineticScroller with SnapToItems.
SnapThrow snapQScroller(SteppedClock &clock, double v);
SnapThrow snapListView(SteppedClock &clock, double v);
SnapThrow snapKineticScroller(SteppedClock &clock, double v);

constexpr int Rows = 10000;
constexpr int RowHeight = 40;
// iOS's normal deceleration: 0.998 of the velocity left each millisecond.
double iosLambda();

#endif
