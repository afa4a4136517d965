// SPDX-License-Identifier: MIT
#include "gestures/snapsession_p.h"

#include <QtCore/qscopedvaluerollback.h>

#include <cmath>

namespace Impetus::Detail {

namespace {

constexpr SnapSession::Role Roles[] = { SnapSession::Main, SnapSession::Cross };

double along(Qt::Orientation orientation, QPointF point)
{
    return orientation == Qt::Horizontal ? point.x() : point.y();
}

} // namespace

SnapSession::SnapSession(Host host, QObject *parent)
    : QObject(parent), m_host(std::move(host)), m_spec(MotionSpec::parse(QString::fromLatin1(SnapRule::DefaultMotion)))
{
    for (Role role : Roles)
        m_axes[role].position = m_host.coordinate(orientation(role));
    m_crossAxis = new SnapAxis(this);
}

SnapSession::~SnapSession()
{
    for (Role role : Roles) {
        if (m_axes[role].animation)
            m_axes[role].animation->stop();
    }
}

Qt::Orientation SnapSession::orientation(Role role) const
{
    if (role == Main)
        return m_orientation;
    return m_orientation == Qt::Horizontal ? Qt::Vertical : Qt::Horizontal;
}

bool SnapSession::accepted(Role role, const QString &error)
{
    if (!error.isEmpty())
        m_host.refuse(role == Cross ? QLatin1String("crossAxis.") + error : error);
    return error.isEmpty();
}

double SnapSession::dimension(Role role) const
{
    const double extent = m_host.extent(orientation(role));
    return extent > 0 ? extent : 1;
}

// The real position, unless the object was placed elsewhere by someone else (a hidden
// widget's move sends no event until it shows): then its coordinate.
void SnapSession::sync(Role role) const
{
    const Axis &axis = m_axes[role];
    if (m_dragging || axis.moving)
        return;
    const double now = m_host.coordinate(orientation(role));
    if (now != std::round(axis.position))
        axis.position = now;
}

void SnapSession::setOrientation(Qt::Orientation orientation)
{
    if (m_orientation == orientation)
        return;
    for (Role role : Roles)
        catchIt(role);
    m_orientation = orientation;
    for (Role role : Roles) {
        m_axes[role].position = m_host.coordinate(this->orientation(role));
        Q_EMIT positionChanged(role, m_axes[role].position);
    }
    Q_EMIT orientationChanged();
}

void SnapSession::setCrossEnabled(bool enabled)
{
    if (m_crossEnabled == enabled)
        return;
    catchIt(Cross);
    m_crossEnabled = enabled;
    if (enabled && m_dragging) {
        // Turned on mid-drag: across, the drag starts here, from where the object is.
        Axis &axis = m_axes[Cross];
        axis.position = m_host.coordinate(orientation(Cross));
        axis.pressedAt = along(orientation(Cross), tracker.lastPosition());
        axis.startRaw = axis.rule.raw(axis.position, dimension(Cross));
    }
    Q_EMIT crossEnabledChanged();
}

void SnapSession::setSnapPoints(Role role, const QList<double> &points)
{
    if (points == m_axes[role].rule.snapPoints() || !accepted(role, m_axes[role].rule.setSnapPoints(points)))
        return;
    Q_EMIT snapPointsChanged(role);
    Q_EMIT boundsChanged(role);
}

void SnapSession::setDismissPoints(Role role, const QList<double> &points)
{
    if (points == m_axes[role].rule.dismissPoints() || !accepted(role, m_axes[role].rule.setDismissPoints(points)))
        return;
    Q_EMIT dismissPointsChanged(role);
    Q_EMIT boundsChanged(role);
}

double SnapSession::minimum(Role role) const
{
    const double bound = m_axes[role].rule.lowerBound();
    return std::isinf(bound) ? qQNaN() : bound;
}

void SnapSession::setMinimum(Role role, double minimum)
{
    if (accepted(role, m_axes[role].rule.setMinimum(minimum)))
        Q_EMIT boundsChanged(role);
}

double SnapSession::maximum(Role role) const
{
    const double bound = m_axes[role].rule.upperBound();
    return std::isinf(bound) ? qQNaN() : bound;
}

void SnapSession::setMaximum(Role role, double maximum)
{
    if (accepted(role, m_axes[role].rule.setMaximum(maximum)))
        Q_EMIT boundsChanged(role);
}

void SnapSession::setThreshold(double unitsPerSecond)
{
    if (unitsPerSecond == rule().threshold() || !accepted(Main, m_axes[Main].rule.setThreshold(unitsPerSecond)))
        return;
    m_axes[Cross].rule.setThreshold(unitsPerSecond);
    Q_EMIT thresholdChanged();
}

void SnapSession::setDecelerationRate(double perMillisecond)
{
    if (perMillisecond == rule().decelerationRate()
        || !accepted(Main, m_axes[Main].rule.setDecelerationRate(perMillisecond)))
        return;
    m_axes[Cross].rule.setDecelerationRate(perMillisecond);
    Q_EMIT decelerationRateChanged();
}

void SnapSession::setRubberBand(double constant)
{
    if (constant == rule().rubberBandConstant() || !accepted(Main, m_axes[Main].rule.setRubberBandConstant(constant)))
        return;
    m_axes[Cross].rule.setRubberBandConstant(constant);
    Q_EMIT rubberBandChanged();
}

void SnapSession::setMotion(const QString &spec)
{
    if (spec == m_motion)
        return;
    const MotionSpec parsed = MotionSpec::parse(spec);
    if (const QString error = parsed.placementError(); !error.isEmpty()) {
        accepted(Main, QStringLiteral("motion '%1': %2").arg(spec, error));
        return;
    }
    m_motion = spec;
    m_spec = parsed;
    Q_EMIT motionChanged();
}

double SnapSession::position(Role role) const
{
    sync(role);
    return m_axes[role].position;
}

void SnapSession::setPosition(Role role, double position)
{
    if (!accepted(role,
                  std::isfinite(position) ? QString()
                                          : QStringLiteral("position must be finite, but got %1").arg(position)))
        return;
    catchIt(role);
    sync(role);
    place(role, position);
}

double SnapSession::velocity(Role role) const
{
    const Axis &axis = m_axes[role];
    return axis.moving && axis.animation ? axis.animation->currentVelocity().toDouble() : 0.0;
}

void SnapSession::place(Role role, double value)
{
    Axis &axis = m_axes[role];
    if (value == axis.position)
        return;
    axis.position = value;
    {
        const QScopedValueRollback<bool> guard(m_placing, true);
        m_host.place(orientation(role), value);
    }
    Q_EMIT positionChanged(role, value);
}

// Someone else placed the object: along an axis where it is not where it was drawn, a
// motion stops and that is the position.
void SnapSession::hostMoved()
{
    if (m_placing || m_dragging)
        return;
    for (Role role : Roles) {
        const double moved = m_host.coordinate(orientation(role));
        if (!active(role) || moved == std::round(m_axes[role].position))
            continue;
        catchIt(role);
        m_axes[role].position = moved;
        Q_EMIT positionChanged(role, moved);
    }
}

void SnapSession::setDragging(bool on)
{
    if (m_dragging == on)
        return;
    m_dragging = on;
    Q_EMIT draggingChanged(on);
}

void SnapSession::setMoving(Role role, bool on)
{
    if (m_axes[role].moving == on)
        return;
    const bool before = isMoving();
    m_axes[role].moving = on;
    Q_EMIT axisMovingChanged(role, on);
    if (isMoving() != before)
        Q_EMIT movingChanged(on);
}

// Stops a motion under way along the axis where it is drawn.
void SnapSession::catchIt(Role role)
{
    Axis &axis = m_axes[role];
    if (axis.animation && axis.animation->state() != QAbstractAnimation::Stopped) {
        axis.animation->stop();
        setMoving(role, false);
    }
}

void SnapSession::press(double seconds, QPointF global)
{
    for (Role role : Roles) {
        catchIt(role);
        if (!active(role))
            continue;
        sync(role);
        Axis &axis = m_axes[role];
        axis.pressedAt = along(orientation(role), global);
        axis.startRaw = axis.rule.raw(axis.position, dimension(role));
    }
    tracker.reset();
    tracker.addPosition(seconds, global);
    setDragging(true);
}

void SnapSession::move(double seconds, QPointF global)
{
    if (!m_dragging)
        return;
    tracker.addPosition(seconds, global);
    for (Role role : Roles) {
        if (!active(role))
            continue;
        const Axis &axis = m_axes[role];
        place(role,
              axis.rule.drawn(axis.startRaw + along(orientation(role), global) - axis.pressedAt, dimension(role)));
    }
}

void SnapSession::release(double seconds, QPointF global)
{
    if (!m_dragging)
        return;
    move(seconds, global);
    setDragging(false);
    const QPointF velocities = tracker.velocity(seconds);
    for (Role role : Roles) {
        if (!active(role))
            continue;
        Axis &axis = m_axes[role];
        const double velocity = along(orientation(role), velocities);
        axis.chosen = axis.rule.target(axis.position, velocity);
        Q_EMIT released(role, axis.position, velocity, axis.chosen.position);
        if (!std::isnan(axis.chosen.position))
            moveTo(role, axis.chosen.position, velocity);
    }
}

void SnapSession::moveTo(Role role, double target, double velocity)
{
    if (!std::isfinite(target) || !std::isfinite(velocity)) {
        accepted(role,
                 QStringLiteral("moveTo()'s position and velocity must be finite, but got %1 and %2")
                         .arg(target)
                         .arg(velocity));
        return;
    }
    catchIt(role);
    sync(role);
    Axis &axis = m_axes[role];
    if (!axis.animation) {
        axis.animation = MotionAnimation::create(m_spec, this);
        connect(axis.animation, &QVariantAnimation::valueChanged, this,
                [this, role](const QVariant &value) { place(role, value.toDouble()); });
        connect(axis.animation, &QAbstractAnimation::finished, this, [this, role] { arrived(role); });
    }
    if (axis.animation->spec() != m_spec)
        axis.animation->setSpec(m_spec);
    axis.animation->setStartValue(axis.position);
    axis.animation->setEndValue(target);
    axis.animation->setStartVelocity(velocity);
    if (axis.chosen.position != target) {
        // A move made by hand to a point reports it when it arrives, as a release's does.
        const QList<double> snaps = axis.rule.snapPoints(), dismisses = axis.rule.dismissPoints();
        axis.chosen = { target, int(snaps.indexOf(target)), false };
        if (axis.chosen.index < 0 && dismisses.contains(target))
            axis.chosen = { target, int(dismisses.indexOf(target)), true };
    }
    setMoving(role, true);
    axis.animation->start();
}

void SnapSession::arrived(Role role)
{
    setMoving(role, false);
    const SnapRule::Target &chosen = m_axes[role].chosen;
    if (chosen.index < 0 || m_axes[role].position != chosen.position)
        return;
    if (chosen.dismiss)
        Q_EMIT dismissed(role, chosen.index, chosen.position);
    else
        Q_EMIT snapped(role, chosen.index, chosen.position);
}

} // namespace Impetus::Detail

// The cross axis: the session's Cross role, as an object with properties.
namespace Impetus {

using Detail::SnapSession;

SnapAxis::SnapAxis(SnapSession *session) : QObject(session), m_session(session)
{
    const auto cross = [](int role) { return role == SnapSession::Cross; };
    connect(session, &SnapSession::crossEnabledChanged, this, &SnapAxis::enabledChanged);
    connect(session, &SnapSession::orientationChanged, this, &SnapAxis::orientationChanged);
    session->forward(SnapSession::Cross, this);
    connect(session, &SnapSession::positionChanged, this, [this, cross](int role, double position) {
        if (!cross(role))
            return;
        Q_EMIT positionChanged(position);
        Q_EMIT velocityChanged();
    });
    connect(session, &SnapSession::axisMovingChanged, this, [this, cross](int role, bool moving) {
        if (!cross(role))
            return;
        Q_EMIT movingChanged(moving);
        Q_EMIT velocityChanged();
    });
}

bool SnapAxis::isEnabled() const
{
    return m_session->crossEnabled();
}

void SnapAxis::setEnabled(bool enabled)
{
    m_session->setCrossEnabled(enabled);
}

Qt::Orientation SnapAxis::orientation() const
{
    return m_session->orientation(SnapSession::Cross);
}

QList<qreal> SnapAxis::snapPoints() const
{
    return m_session->rule(SnapSession::Cross).snapPoints();
}

void SnapAxis::setSnapPoints(const QList<qreal> &points)
{
    m_session->setSnapPoints(SnapSession::Cross, points);
}

QList<qreal> SnapAxis::dismissPoints() const
{
    return m_session->rule(SnapSession::Cross).dismissPoints();
}

void SnapAxis::setDismissPoints(const QList<qreal> &points)
{
    m_session->setDismissPoints(SnapSession::Cross, points);
}

qreal SnapAxis::minimum() const
{
    return m_session->minimum(SnapSession::Cross);
}

void SnapAxis::setMinimum(qreal minimum)
{
    m_session->setMinimum(SnapSession::Cross, minimum);
}

void SnapAxis::resetMinimum()
{
    setMinimum(qQNaN());
}

qreal SnapAxis::maximum() const
{
    return m_session->maximum(SnapSession::Cross);
}

void SnapAxis::setMaximum(qreal maximum)
{
    m_session->setMaximum(SnapSession::Cross, maximum);
}

void SnapAxis::resetMaximum()
{
    setMaximum(qQNaN());
}

qreal SnapAxis::position() const
{
    return m_session->position(SnapSession::Cross);
}

void SnapAxis::setPosition(qreal position)
{
    m_session->setPosition(SnapSession::Cross, position);
}

bool SnapAxis::isMoving() const
{
    return m_session->isMoving(SnapSession::Cross);
}

qreal SnapAxis::velocity() const
{
    return m_session->velocity(SnapSession::Cross);
}

const SnapRule &SnapAxis::rule() const
{
    return m_session->rule(SnapSession::Cross);
}

MotionAnimation *SnapAxis::animation() const
{
    return m_session->animation(SnapSession::Cross);
}

void SnapAxis::moveTo(qreal position, qreal velocity)
{
    m_session->moveTo(SnapSession::Cross, position, velocity);
}

} // namespace Impetus
