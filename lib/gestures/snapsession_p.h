// SPDX-License-Identifier: MIT
#ifndef IMPETUS_SNAPSESSION_P_H
#define IMPETUS_SNAPSESSION_P_H

// What a SnapDrag does between the pointer and the object it drags, the same for a widget
// (widgets/snapdrag.cpp) and a Qt Quick item (qml/snapdrag.cpp): the pointer's samples into
// a VelocityTracker, the drawn position by each axis' SnapRule, and at release the motion
// onto the point each axis chooses, from where the object is drawn with that axis' part of
// the release velocity. It holds the properties too, refuses bad values through the host
// and says what changed, so that a front-end only forwards. The host says where its object
// is and draws it; the session keeps the real position.

#include <impetus/motionanimation.h>
#include <impetus/snapaxis.h>
#include <impetus/snaprule.h>
#include <impetus/velocitytracker.h>

#include <QtCore/qobject.h>
#include <QtCore/qpointer.h>

#include <array>
#include <functional>

namespace Impetus::Detail {

class IMPETUS_CORE_EXPORT SnapSession : public QObject
{
    Q_OBJECT

public:
    // The main axis is the drag's orientation; the cross axis the other one, when enabled.
    enum Role { Main, Cross };

    struct Host
    {
        // The object's coordinate along an axis now (whole pixels for a widget).
        std::function<double(Qt::Orientation)> coordinate;
        // Its extent along an axis: the rubber band's dimension.
        std::function<double(Qt::Orientation)> extent;
        // Draws it at a coordinate along an axis.
        std::function<void(Qt::Orientation, double)> place;
        // Says that a value was refused, and why (the parameter named first).
        std::function<void(const QString &)> refuse;
    };

    SnapSession(Host host, QObject *parent);
    ~SnapSession() override;

    VelocityTracker tracker;

    const SnapRule &rule(Role role = Main) const { return m_axes[role].rule; }
    SnapAxis *crossAxis() const { return m_crossAxis; }
    Qt::Orientation orientation(Role role = Main) const;
    void setOrientation(Qt::Orientation orientation);
    bool crossEnabled() const { return m_crossEnabled; }
    void setCrossEnabled(bool enabled);

    // The setters refuse a bad value through the host and keep the previous one.
    void setSnapPoints(Role role, const QList<double> &points);
    void setDismissPoints(Role role, const QList<double> &points);
    // The bound as set or from the points; NaN without either.
    double minimum(Role role) const;
    void setMinimum(Role role, double minimum);
    double maximum(Role role) const;
    void setMaximum(Role role, double maximum);
    // The threshold, the deceleration and the rubber band are both axes'.
    void setThreshold(double unitsPerSecond);
    void setDecelerationRate(double perMillisecond);
    void setRubberBand(double constant);
    QString motion() const { return m_motion; }
    void setMotion(const QString &spec);

    double position(Role role = Main) const;
    // Draws the object at position along the axis (stopping a motion along it).
    void setPosition(Role role, double position);
    bool isDragging() const { return m_dragging; }
    // Whether a motion is under way along either axis, or along one.
    bool isMoving() const { return m_axes[Main].moving || m_axes[Cross].moving; }
    bool isMoving(Role role) const { return m_axes[role].moving; }
    // The velocity of the motion along the axis (units/s), 0 at rest.
    double velocity(Role role) const;
    MotionAnimation *animation(Role role = Main) const { return m_axes[role].animation; }

    // The pointer, at `seconds` of its own clock, at a global position.
    void press(double seconds, QPointF global);
    void move(double seconds, QPointF global);
    void release(double seconds, QPointF global);
    // Moves along the axis to target with the motion, leaving with velocity (units/s).
    void moveTo(Role role, double target, double velocity);
    // The host's object was placed by someone else: that is its position now.
    void hostMoved();

    // Connects the role's signals that every face has, under the same names, to front's:
    // a SnapDrag's for the main axis, the SnapAxis' for the cross axis.
    template<typename Front> void forward(Role role, Front *front)
    {
        const auto mine = [role](int of) { return of == role; };
        connect(this, &SnapSession::snapPointsChanged, front, [front, mine](int of) {
            if (mine(of))
                Q_EMIT front->snapPointsChanged();
        });
        connect(this, &SnapSession::dismissPointsChanged, front, [front, mine](int of) {
            if (mine(of))
                Q_EMIT front->dismissPointsChanged();
        });
        connect(this, &SnapSession::boundsChanged, front, [front, mine](int of) {
            if (mine(of))
                Q_EMIT front->boundsChanged();
        });
        connect(this, &SnapSession::released, front, [front, mine](int of, double at, double velocity, double target) {
            if (mine(of))
                Q_EMIT front->released(at, velocity, target);
        });
        connect(this, &SnapSession::snapped, front, [front, mine](int of, int index, double position) {
            if (mine(of))
                Q_EMIT front->snapped(index, position);
        });
        connect(this, &SnapSession::dismissed, front, [front, mine](int of, int index, double position) {
            if (mine(of))
                Q_EMIT front->dismissed(index, position);
        });
    }

Q_SIGNALS:
    void orientationChanged();
    void crossEnabledChanged();
    void snapPointsChanged(int role);
    void dismissPointsChanged(int role);
    void boundsChanged(int role);
    void thresholdChanged();
    void decelerationRateChanged();
    void rubberBandChanged();
    void motionChanged();
    void positionChanged(int role, double position);
    void draggingChanged(bool dragging);
    // Either axis: a motion started while none was under way, or the last one ended.
    void movingChanged(bool moving);
    void axisMovingChanged(int role, bool moving);
    void released(int role, double position, double velocity, double target);
    void snapped(int role, int index, double position);
    void dismissed(int role, int index, double position);

private:
    struct Axis
    {
        SnapRule rule;
        mutable double position = 0;
        double pressedAt = 0; // the pointer's coordinate at the press
        double startRaw = 0; // the raw position the drag started from
        SnapRule::Target chosen;
        QPointer<MotionAnimation> animation;
        bool moving = false;
    };

    bool active(Role role) const { return role == Main || m_crossEnabled; }
    bool accepted(Role role, const QString &error);
    double dimension(Role role) const;
    void sync(Role role) const;
    void place(Role role, double value);
    void setDragging(bool on);
    void setMoving(Role role, bool on);
    void catchIt(Role role);
    void arrived(Role role);

    Host m_host;
    std::array<Axis, 2> m_axes;
    SnapAxis *m_crossAxis = nullptr;
    Qt::Orientation m_orientation = Qt::Horizontal;
    bool m_crossEnabled = false;
    QString m_motion = QLatin1String(SnapRule::DefaultMotion);
    MotionSpec m_spec;
    bool m_dragging = false;
    bool m_placing = false;
};

} // namespace Impetus::Detail

#endif
