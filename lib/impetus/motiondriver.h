// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONDRIVER_H
#define IMPETUS_MOTIONDRIVER_H

#include <impetus/valuemotion.h>

#include <QtCore/qabstractanimation.h>
#include <QtCore/qbytearray.h>

#include <memory>

namespace Impetus {

/*!
    One animation that moves many properties, each with its own motion: one timer and one
    virtual call per frame for all of them, where a MotionAnimation per property costs a
    QVariantAnimation each (for 1,000 motions, a fraction of the time per frame; see
    docs/benchmarks.md).

        auto *driver = new Impetus::MotionDriver(this);
        for (QWidget *tile : tiles)
            driver->add(tile, "pos", QStringLiteral("swiftui.bouncy"), QPoint(x, y));
        // later, mid-flight: continues from where it is, with its velocity
        driver->retarget(driver->motionOf(tile, "pos"), QPoint(x2, y2));

    Each motion is a ValueMotion (the per-component rule of every Impetus animation) from
    the property's value (or a given start) with a start velocity to an end value, written
    to the property through its QMetaProperty (looked up once) on every frame: values of
    the QtCore types (qreal, int, float, uint, QPointF, QPoint, QSizeF, QSize, QRectF, QRect)
    are written without a QVariant and without heap allocation; QColor and QVector2D/3D/4D
    values go through a QVariant made from their streams (which allocates).

    Time. The driver is a QAbstractAnimation of undefined duration (-1): it follows Qt's
    animation clock like any animation (QUnifiedTimer, pause(), setCurrentTime() in
    tests), starts itself when a motion is added and stops itself when none is left. A
    motion's time 0 is the driver's currentTime() when it is added or retargeted (0 when
    that starts the driver); its value at driver time T is its ValueMotion's at (T - that
    origin) / 1000 s, exactly the end value once its duration() has passed, when it is
    removed and settled() is emitted. Set to a time before a motion's origin, a motion is
    at its start. The driver runs forwards (its direction is not used).

    A property of an object is moved by one motion of a driver at a time: adding a motion
    for a property it already moves continues from that motion's current position and
    velocity. A motion whose object is destroyed is dropped at the next frame, without
    settled(). Adding, retargeting and removing motions from the slots of settled() or from
    the properties' setters is allowed.
*/
class IMPETUS_CORE_EXPORT MotionDriver : public QAbstractAnimation
{
    Q_OBJECT
    Q_PROPERTY(int count READ count NOTIFY countChanged FINAL)

public:
    /*! A driver with no motions, stopped. */
    explicit MotionDriver(QObject *parent = nullptr);
    /*! Destroys the driver; the properties stay where they are. */
    ~MotionDriver() override;

    /*! Moves target's property propertyName with spec from start (invalid: the property's
        value) with startVelocity (per component, in value units per second; invalid: at
        rest) to end (invalid: where the motion comes to rest by itself, for a decay), and
        starts the driver if it is stopped. A property this driver already moves continues
        from that motion's position and velocity instead (start and startVelocity are then
        not used). Returns the motion's id (> 0), or 0 after a warning naming the reason:
        no object, no such writable property, a value that cannot be moved, an invalid
        spec (ValueMotion::errorString()). */
    int add(QObject *target, const QByteArray &propertyName, const MotionSpec &spec, const QVariant &end,
            const QVariant &startVelocity = QVariant(), const QVariant &start = QVariant());
    /*! add() with a spec as text, or a preset name (MotionSpec::parse()). */
    Q_INVOKABLE int add(QObject *target, const QByteArray &propertyName, const QString &spec, const QVariant &end,
                        const QVariant &startVelocity = QVariant(), const QVariant &start = QVariant());

    /*! Continues motion id from its current position and velocity towards end, with its
        spec (ValueMotion::retargeted()); false, with a warning, when there is no such
        motion or end is refused (the motion then goes on to its end). */
    Q_INVOKABLE bool retarget(int id, const QVariant &end);
    /*! Stops motion id where it is, without settled(); false when there is no such motion. */
    Q_INVOKABLE bool remove(int id);
    /*! The id of the motion of target's property propertyName, 0 if none. */
    Q_INVOKABLE int motionOf(QObject *target, const QByteArray &propertyName) const;
    /*! Whether motion id is under way. */
    Q_INVOKABLE bool contains(int id) const;
    /*! The number of motions under way. */
    int count() const;
    /*! Motion id as it is now: its ValueMotion, with time 0 at elapsed(id) seconds ago
        (a retarget starts a new one); null when there is no such motion. */
    ValueMotion motion(int id) const;
    /*! Seconds since motion id's ValueMotion started, at the driver's current time; 0 when
        there is no such motion. */
    double elapsed(int id) const;
    /*! The velocity of motion id at the driver's current time (ValueMotion::velocityAt());
        invalid when there is no such motion. */
    Q_INVOKABLE QVariant velocity(int id) const;

    /*! -1: the driver runs until its last motion settles or it is stopped. */
    int duration() const override;

Q_SIGNALS:
    /*! Motion id has reached its end value and was removed. */
    void settled(int id);
    /*! count() changed. */
    void countChanged();

protected:
    /*! Reimplemented: writes every motion's value at currentTime. */
    void updateCurrentTime(int currentTime) override;
    /*! Reimplemented: a stopped driver started again (its time restarts at 0) continues
        every motion from where it was. */
    void updateState(QAbstractAnimation::State newState, QAbstractAnimation::State oldState) override;

private:
    class Private;
    std::unique_ptr<Private> const d;
};

} // namespace Impetus

#endif
