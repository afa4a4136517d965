// SPDX-License-Identifier: MIT
#ifndef IMPETUS_SNAPSESSION_P_H
#define IMPETUS_SNAPSESSION_P_H

// What a SnapDrag does between the pointer and the object it drags, the same for a widget
// (widgets/snapdrag.cpp) and a Qt Quick item (qml/snapdrag.cpp): the pointer's samples into
// a VelocityTracker, the drawn position by the SnapRule, and at release the motion onto
// the chosen point from where the object is drawn with the release velocity. The host
// says where its object is and draws it; the session keeps the real position.

#include <impetus/motionanimation.h>
#include <impetus/snaprule.h>
#include <impetus/velocitytracker.h>

#include <QtCore/qobject.h>
#include <QtCore/qpointer.h>

#include <functional>

namespace Impetus::Detail {

class IMPETUS_CORE_EXPORT SnapSession : public QObject
{
    Q_OBJECT

public:
    struct Host
    {
        // The object's coordinate along the axis now (whole pixels for a widget).
        std::function<double(Qt::Orientation)> coordinate;
        // Its extent along the axis: the rubber band's dimension.
        std::function<double(Qt::Orientation)> extent;
        // Draws it at a coordinate along the axis.
        std::function<void(Qt::Orientation, double)> place;
    };

    SnapSession(Host host, QObject *parent);
    ~SnapSession() override;

    SnapRule rule;
    VelocityTracker tracker;

    Qt::Orientation orientation() const { return m_orientation; }
    void setOrientation(Qt::Orientation orientation);
    QString motion() const { return m_motion; }
    // Empty when taken; else why not (names the spec's parameter).
    QString setMotion(const QString &spec);
    double position() const;
    // Draws the object at position (stopping a motion under way).
    QString setPosition(double position);
    bool isDragging() const { return m_dragging; }
    bool isMoving() const { return m_moving; }
    MotionAnimation *animation() const { return m_animation; }

    // The pointer, at `seconds` of its own clock, at a global position.
    void press(double seconds, QPointF global);
    void move(double seconds, QPointF global);
    void release(double seconds, QPointF global);
    // Moves to target with the motion, leaving with velocity (units/s).
    void moveTo(double target, double velocity);
    // The host's object was placed by someone else: that is its position now.
    void hostMoved();

Q_SIGNALS:
    void positionChanged(double position);
    void draggingChanged(bool dragging);
    void movingChanged(bool moving);
    void released(double position, double velocity, double target);
    void snapped(int index, double position);
    void dismissed(int index, double position);

private:
    double axisOf(QPointF point) const { return m_orientation == Qt::Horizontal ? point.x() : point.y(); }
    double dimension() const;
    void sync() const;
    void place(double value);
    void setDragging(bool on);
    void setMoving(bool on);
    void catchIt();
    void arrived();

    Host m_host;
    Qt::Orientation m_orientation = Qt::Horizontal;
    QString m_motion = QLatin1String(SnapRule::DefaultMotion);
    MotionSpec m_spec;
    QPointer<MotionAnimation> m_animation;
    mutable double m_position = 0;
    double m_pressAxis = 0;
    double m_startRaw = 0;
    SnapRule::Target m_chosen;
    bool m_dragging = false;
    bool m_moving = false;
    bool m_placing = false;
};

} // namespace Impetus::Detail

#endif
