// SPDX-License-Identifier: MIT
#ifndef IMPETUS_SCROLLSESSION_P_H
#define IMPETUS_SCROLLSESSION_P_H

// What a KineticScroller does between the pointer and the content of a scroll area, meant
// to be the same for a widget (widgets/kineticscroller.cpp) and, later, a Qt Quick
// Flickable: the pointer's samples into a VelocityTracker, a drag that starts past a
// threshold and then moves the content with the pointer (rubber-banded past the content's
// range by SnapRule's iOS formula), and at release the exact motion: a coast (a decay or a
// fling) that, where it would pass an edge, hands its position and velocity at the instant
// it reaches the edge to a spring that brings it back. Every motion is a Trajectory, a
// closed form of time; the session's clock only says which time it is. The host reads the
// content's range and draws it; the session keeps the real position.

#include <impetus/motion.h>
#include <impetus/motionspec.h>
#include <impetus/snaprule.h>
#include <impetus/velocitytracker.h>

#include <QtCore/qabstractanimation.h>
#include <QtCore/qobject.h>
#include <QtCore/qpoint.h>
#include <QtCore/qrect.h>

#include <array>
#include <functional>

namespace Impetus::Detail {

// Qt's animation time as the seconds since start(), told to a function at every frame:
// the clock of a motion evaluated in closed form by time (a ScrollSession's, the QML
// KineticScroller's).
class IMPETUS_CORE_EXPORT Ticker : public QAbstractAnimation
{
public:
    Ticker(std::function<void(double)> tick, QObject *parent) : QAbstractAnimation(parent), m_tick(std::move(tick)) { }
    int duration() const override { return -1; }

protected:
    void updateCurrentTime(int ms) override { m_tick(ms / 1000.0); }

private:
    std::function<void(double)> m_tick;
};

class IMPETUS_CORE_EXPORT ScrollSession : public QObject
{
    Q_OBJECT

public:
    // Content positions: the content's coordinate at the viewport's origin (a scroll bar's
    // value), per axis; the range is where the content rests, the viewport its visible
    // extent (the rubber band's dimension).
    struct Extent
    {
        QRectF range;
        QSizeF viewport;
        QPointF position;
    };

    // Snap positions along one axis (content positions) and the speed above which a release
    // goes to the next one in its direction (SnapRule's threshold; +infinity: the one nearest
    // to where the coast would rest, always). The session keeps those inside the range and
    // adds the range's ends, so that the start and the end stay reachable.
    struct Snap
    {
        QList<double> points;
        double threshold = qInf();

        // SnapToItems: the positions at which items start (any order), sorted, each once;
        // none when fewer than two differ (all items start at the same place along the axis,
        // a top-to-bottom list sideways).
        static Snap items(QList<double> starts);
        // SnapToPages: minimum + k page below maximum (the page: the viewport's extent), a
        // release faster than SnapRule's default threshold going to the next one.
        static Snap pages(double minimum, double maximum, double page);
        // Why positions cannot be the snap positions named name (each must be finite):
        // "snapPositions must be finite, but got nan at index 1"; empty if they can.
        static QString positionsError(const char *name, const QList<double> &positions);
    };

    struct Host
    {
        // The range, the viewport and the position now, for a drag that starts at a point
        // (the viewport's coordinates); false when no scroll may start there.
        std::function<bool(QPointF, Extent *)> prepare;
        // Draws the content at a position inside the range and an overshoot past it.
        std::function<void(QPointF position, QPointF overshoot)> place;
        // Says that a value was refused, and why (the parameter named first).
        std::function<void(const QString &)> refuse;
        // Where a release may come to rest along an axis, read when the pointer lets go
        // (optional; none: the coast rests where it comes to rest).
        std::function<Snap(Qt::Orientation)> snap;
    };

    // A motion along one axis after a release, as a function of the time since the release:
    // a coast (ending at rest, or at the instant it reaches an edge), then perhaps a spring
    // onto that edge. Null: no motion.
    class IMPETUS_CORE_EXPORT Trajectory
    {
    public:
        bool isNull() const { return m_count == 0; }
        double position(double seconds) const;
        double velocity(double seconds) const;
        // When it rests, exactly on finalPosition(), from then on.
        double end() const;
        double finalPosition() const;
        // When the coast hands over to the spring at an edge; NaN without a handover.
        double handover() const;
        // Its segments (1 or 2) and the model of each, in the segment's own coordinate (a
        // decay's lambda, a spring's stiffness).
        int segmentCount() const { return m_count; }
        Motion segmentMotion(int index) const;
        // The same motion, seconds later (a motion planned again mid-flight, on the clock of
        // the one it replaces).
        Trajectory delayed(double seconds) const;

        // A release at x with velocity between minimum and maximum: past a bound, spring
        // onto it with the velocity. Inside, with snap points, land exactly on the one
        // snap chooses with the velocity kept (snapped()); without, coast; a coast that
        // would pass a bound holds until the instant it reaches it and hands its velocity
        // there to spring, which brings it back onto the bound (Flutter's bouncing handover).
        static Trajectory release(double x, double velocity, double minimum, double maximum, const MotionSpec &coast,
                                  const MotionSpec &spring, const Snap &snap);
        // A release inside the range onto a snap position: SnapRule's choice among snap's
        // points kept inside [minimum, maximum] and the two ends (faster than the threshold,
        // the next in the direction of the velocity; otherwise the one nearest to where
        // coast would rest, restingEnd(): for a decay x + v / lambda), landed on exactly
        // with the release velocity: the decay from (x, v) with lambda = v / d onto it when
        // v points towards it, at distance d, and v / d is at least half the coast's rate
        // (a decay's lambda; iOS's normal rate for a fling), so that it settles no later
        // than twice the coast would; otherwise spring from (x, v) onto it. Null without
        // snap points or room to move (then release() coasts).
        static Trajectory snapped(double x, double velocity, double minimum, double maximum, const MotionSpec &coast,
                                  const MotionSpec &spring, const Snap &snap);

    private:
        friend class ScrollSession;
        struct Segment
        {
            Motion motion; // value = origin + direction * motion.position(t - begin)
            double origin = 0;
            double direction = 1;
            double begin = 0;
            double end = 0; // seconds since the release
            double rest = 0; // the value from end on
        };
        void append(const MotionSpec::Placement &placement, double begin, double end, double rest);
        const Segment &at(double seconds) const;

        std::array<Segment, 2> m_segments;
        int m_count = 0;
    };

    // Why spec cannot be a coast (a decay or a fling that can move a value); empty if it can.
    static QString coastError(const MotionSpec &spec);

    // The rest band of a motion: it ends once it stays this close to its end (px).
    static constexpr double RestBand = 0.01;
    static constexpr const char *DefaultMotion = "ios.scroll.normal";
    static constexpr const char *DefaultEdgeMotion = "swiftui.snappy";
    static constexpr const char *DefaultWheelMotion = "swiftui.snappy";

    ScrollSession(Host host, QObject *parent);
    ~ScrollSession() override;

    VelocityTracker tracker;

    QString motion() const { return m_motion; }
    void setMotion(const QString &spec);
    QString edgeMotion() const { return m_edgeMotion; }
    void setEdgeMotion(const QString &spec);
    double rubberBand() const { return m_rules[0].rubberBandConstant(); }
    void setRubberBand(double constant);
    double dragThreshold() const { return m_dragThreshold; }
    void setDragThreshold(double distance);
    // The spring a wheel's notches move the content with (a spec that can move a value to a
    // point).
    QString wheelMotion() const { return m_wheelMotion; }
    void setWheelMotion(const QString &spec);

    // The content's position as drawn (past the range while overscrolled).
    QPointF position() const;
    bool isDragging() const { return m_phase == Phase::Dragging; }
    bool isMoving() const { return m_moving; }
    // The motion under way along an axis (null at rest).
    const Trajectory &trajectory(Qt::Orientation orientation) const { return m_axes[index(orientation)].trajectory; }
    const QAbstractAnimation *clock() const { return m_clock; }

    // The pointer at `seconds` of its own clock, at a global position (and, for a press,
    // where in the viewport). A press returns whether it caught a motion under way; a move
    // whether the drag is the scroller's (past the threshold).
    bool press(double seconds, QPointF global, QPointF local);
    bool move(double seconds, QPointF global);
    void release(double seconds, QPointF global);
    // Lets go without a throw: the pointer's gesture is someone else's.
    void cancel();
    // Stops a motion under way where it is drawn.
    void stop();
    // The content's range changed (rows added or removed, the viewport resized): a coast
    // under way whose plan meets an edge (a handover, or a resting place past the new
    // range) is planned again from the position and velocity of the last frame, so that a
    // list that grows while it coasts towards its end coasts on, and one that shrinks
    // springs back onto its new end; continuous in position and velocity. A drag and the
    // wheel keep the range they read.
    void rangeChanged();

    // A wheel's notches: moves the wheel's target by distance (content units; the target is
    // where the content is drawn when no wheel motion is under way, and stays inside the
    // range), and wheelMotion's spring goes there from the position and velocity the content
    // has at the last frame. A coast under way is caught first (as a press catches it).
    // Nothing while the pointer holds the content.
    void wheel(QPointF distance);
    // The motion's time of the last frame drawn (seconds since the clock started).
    double time() const { return m_time; }
    // A touchpad's high-resolution scroll, moved like a drag with no threshold: delta is
    // the fingers' travel (a wheel event's pixelDelta: the content's position goes the other
    // way), at `seconds` of the events' own clock. The end coasts with the tracked velocity.
    void beginPixelScroll(double seconds);
    void pixelScroll(double seconds, QPointF delta);
    void endPixelScroll(double seconds);
    bool isPixelScrolling() const { return m_pixelScrolling; }

Q_SIGNALS:
    void motionChanged();
    void edgeMotionChanged();
    void wheelMotionChanged();
    void rubberBandChanged();
    void positionChanged(QPointF position);
    void draggingChanged(bool dragging);
    void movingChanged(bool moving);
    // The pointer let go with a velocity (content units per second) and the content moves.
    void released(QPointF position, QPointF velocity);

private:
    enum class Phase { Idle, Pending, Dragging };
    struct Axis
    {
        double position = 0;
        double minimum = 0;
        double maximum = 0;
        double dimension = 1;
        double pressedAt = 0;
        double startRaw = 0;
        Trajectory trajectory;
        Snap snap; // read at release
        double wheelTarget = 0; // while m_wheeling
        bool scrolls() const { return maximum > minimum; }
    };

    static int index(Qt::Orientation orientation) { return orientation == Qt::Horizontal ? 0 : 1; }
    bool accepted(const QString &error);
    bool prepare(QPointF local);
    void draw();
    void tick(double seconds);
    void setDragging(bool on);
    void setMoving(bool on);
    void startDrag(QPointF at);
    void dragTo(QPointF at);
    void throwFrom(QPointF velocity);

    Host m_host;
    std::array<Axis, 2> m_axes;
    std::array<SnapRule, 2> m_rules;
    QAbstractAnimation *m_clock = nullptr;
    QString m_motion = QLatin1String(DefaultMotion);
    QString m_edgeMotion = QLatin1String(DefaultEdgeMotion);
    MotionSpec m_coast;
    MotionSpec m_spring;
    QString m_wheelMotion = QLatin1String(DefaultWheelMotion);
    MotionSpec m_wheelSpring;
    double m_time = 0;
    bool m_wheeling = false;
    bool m_pixelScrolling = false;
    QPointF m_pixelTravel;
    double m_dragThreshold = 10;
    QPointF m_pressed;
    Phase m_phase = Phase::Idle;
    bool m_moving = false;
    bool m_prepared = false;
};

} // namespace Impetus::Detail

#endif
