// SPDX-License-Identifier: MIT
#include "gestures/snapsession_p.h"

#include <QtCore/qscopedvaluerollback.h>

#include <cmath>

namespace Impetus::Detail {

SnapSession::SnapSession(Host host, QObject *parent)
    : QObject(parent), m_host(std::move(host)), m_spec(MotionSpec::parse(QString::fromLatin1(SnapRule::DefaultMotion)))
{
    m_position = m_host.coordinate(m_orientation);
}

SnapSession::~SnapSession()
{
    if (m_animation)
        m_animation->stop();
}

double SnapSession::dimension() const
{
    const double extent = m_host.extent(m_orientation);
    return extent > 0 ? extent : 1;
}

// The real position, unless the object was placed elsewhere by someone else (a hidden
// widget's move sends no event until it shows): then its coordinate.
void SnapSession::sync() const
{
    if (m_dragging || m_moving)
        return;
    const double now = m_host.coordinate(m_orientation);
    if (now != std::round(m_position))
        m_position = now;
}

void SnapSession::setOrientation(Qt::Orientation orientation)
{
    if (m_orientation == orientation)
        return;
    catchIt();
    m_orientation = orientation;
    m_position = m_host.coordinate(orientation);
    Q_EMIT positionChanged(m_position);
}

QString SnapSession::setMotion(const QString &spec)
{
    const MotionSpec parsed = MotionSpec::parse(spec);
    if (const QString error = parsed.placementError(); !error.isEmpty())
        return QStringLiteral("motion '%1': %2").arg(spec, error);
    m_motion = spec;
    m_spec = parsed;
    return {};
}

double SnapSession::position() const
{
    sync();
    return m_position;
}

QString SnapSession::setPosition(double position)
{
    if (!std::isfinite(position))
        return QStringLiteral("position must be finite, but got %1").arg(position);
    catchIt();
    place(position);
    return {};
}

void SnapSession::place(double value)
{
    if (value == m_position)
        return;
    m_position = value;
    {
        const QScopedValueRollback<bool> guard(m_placing, true);
        m_host.place(m_orientation, value);
    }
    Q_EMIT positionChanged(value);
}

void SnapSession::hostMoved()
{
    if (m_placing || m_dragging)
        return;
    catchIt();
    const double moved = m_host.coordinate(m_orientation);
    if (moved != std::round(m_position)) {
        m_position = moved;
        Q_EMIT positionChanged(moved);
    }
}

void SnapSession::setDragging(bool on)
{
    if (m_dragging == on)
        return;
    m_dragging = on;
    Q_EMIT draggingChanged(on);
}

void SnapSession::setMoving(bool on)
{
    if (m_moving == on)
        return;
    m_moving = on;
    Q_EMIT movingChanged(on);
}

// Stops a motion under way where it is drawn.
void SnapSession::catchIt()
{
    if (m_animation && m_animation->state() != QAbstractAnimation::Stopped) {
        m_animation->stop();
        setMoving(false);
    }
}

void SnapSession::press(double seconds, QPointF global)
{
    catchIt();
    sync();
    m_pressAxis = axisOf(global);
    m_startRaw = rule.raw(m_position, dimension());
    tracker.reset();
    tracker.addPosition(seconds, global);
    setDragging(true);
}

void SnapSession::move(double seconds, QPointF global)
{
    if (!m_dragging)
        return;
    tracker.addPosition(seconds, global);
    place(rule.drawn(m_startRaw + axisOf(global) - m_pressAxis, dimension()));
}

void SnapSession::release(double seconds, QPointF global)
{
    if (!m_dragging)
        return;
    move(seconds, global);
    setDragging(false);
    const double velocity = axisOf(tracker.velocity(seconds));
    const SnapRule::Target target = rule.target(m_position, velocity);
    m_chosen = target;
    Q_EMIT released(m_position, velocity, target.position);
    if (!std::isnan(target.position))
        moveTo(target.position, velocity);
}

void SnapSession::moveTo(double target, double velocity)
{
    catchIt();
    sync();
    if (!m_animation) {
        m_animation = MotionAnimation::create(m_spec, this);
        connect(m_animation, &QVariantAnimation::valueChanged, this,
                [this](const QVariant &value) { place(value.toDouble()); });
        connect(m_animation, &QAbstractAnimation::finished, this, [this] { arrived(); });
    }
    if (m_animation->spec() != m_spec)
        m_animation->setSpec(m_spec);
    m_animation->setStartValue(m_position);
    m_animation->setEndValue(target);
    m_animation->setStartVelocity(velocity);
    if (m_chosen.position != target) {
        // A move made by hand to a point reports it when it arrives, as a release's does.
        const QList<double> snaps = rule.snapPoints(), dismisses = rule.dismissPoints();
        m_chosen = { target, int(snaps.indexOf(target)), false };
        if (m_chosen.index < 0 && dismisses.contains(target))
            m_chosen = { target, int(dismisses.indexOf(target)), true };
    }
    setMoving(true);
    m_animation->start();
}

void SnapSession::arrived()
{
    setMoving(false);
    if (m_chosen.index < 0 || m_position != m_chosen.position)
        return;
    if (m_chosen.dismiss)
        Q_EMIT dismissed(m_chosen.index, m_chosen.position);
    else
        Q_EMIT snapped(m_chosen.index, m_chosen.position);
}

} // namespace Impetus::Detail
