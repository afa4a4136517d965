// SPDX-License-Identifier: MIT
#include "gestures/scrollsession_p.h"

#include <impetus/exponentialdecay.h>
#include <impetus/fling.h>

#include <QtCore/qabstractanimation.h>

#include <algorithm>
#include <cmath>

namespace Impetus::Detail {

namespace {

constexpr Qt::Orientation Orientations[] = { Qt::Horizontal, Qt::Vertical };

double along(Qt::Orientation orientation, QPointF point)
{
    return orientation == Qt::Horizontal ? point.x() : point.y();
}

// The time at which a coast (a decay or a fling, in its own coordinate) first reaches
// position; +infinity if never.
double timeToReach(const Motion &motion, double position)
{
    if (const auto decay = motion.model<ExponentialDecay>())
        return decay->timeToReach(position);
    if (const auto fling = motion.model<Fling>())
        return fling->timeToReach(position);
    return qInf();
}

} // namespace

// ---- Trajectory ------------------------------------------------------------------------

void ScrollSession::Trajectory::append(const MotionSpec::Placement &placement, double begin, double end, double rest)
{
    Segment &segment = m_segments[m_count++];
    segment.motion = placement.motion;
    segment.origin = placement.origin;
    segment.direction = placement.direction;
    segment.begin = begin;
    segment.end = end;
    segment.rest = rest;
}

ScrollSession::Trajectory ScrollSession::Trajectory::delayed(double seconds) const
{
    Trajectory later = *this;
    for (int i = 0; i < m_count; ++i) {
        later.m_segments[i].begin += seconds;
        later.m_segments[i].end += seconds;
    }
    return later;
}

const ScrollSession::Trajectory::Segment &ScrollSession::Trajectory::at(double seconds) const
{
    return m_count > 1 && seconds >= m_segments[1].begin ? m_segments[1] : m_segments[0];
}

double ScrollSession::Trajectory::position(double seconds) const
{
    if (isNull())
        return 0;
    const Segment &segment = at(seconds);
    if (seconds >= segment.end)
        return segment.rest;
    return segment.origin + segment.direction * segment.motion.position(seconds - segment.begin);
}

double ScrollSession::Trajectory::velocity(double seconds) const
{
    if (isNull())
        return 0;
    const Segment &segment = at(seconds);
    if (seconds >= segment.end && &segment == &m_segments[m_count - 1])
        return 0;
    // A coast evaluated up to its handover instant keeps its own velocity there.
    return segment.direction * segment.motion.velocity(std::fmin(seconds, segment.end) - segment.begin);
}

double ScrollSession::Trajectory::end() const
{
    return isNull() ? 0 : m_segments[m_count - 1].end;
}

double ScrollSession::Trajectory::finalPosition() const
{
    return isNull() ? 0 : m_segments[m_count - 1].rest;
}

double ScrollSession::Trajectory::handover() const
{
    return m_count > 1 ? m_segments[1].begin : qQNaN();
}

Motion ScrollSession::Trajectory::segmentMotion(int index) const
{
    return index >= 0 && index < m_count ? m_segments[index].motion : Motion();
}

ScrollSession::Trajectory ScrollSession::Trajectory::release(double x, double velocity, double minimum, double maximum,
                                                             const MotionSpec &coastSpec, const MotionSpec &springSpec,
                                                             const Snap &snap)
{
    Trajectory trajectory = snapped(x, velocity, minimum, maximum, coastSpec, springSpec, snap);
    if (!trajectory.isNull())
        return trajectory;
    const auto springTo = [&](double edge, double from, double speed, double begin) {
        const MotionSpec::Placement spring = springSpec.between(from, edge, speed);
        // A spec that cannot make this move puts the content on the edge at once.
        const double settle = spring.motion.isNull() ? 0 : spring.motion.settleTime(RestBand);
        trajectory.append(spring, begin, begin + std::fmin(spring.arrival, settle), edge);
    };
    if (x < minimum || x > maximum) {
        springTo(x < minimum ? minimum : maximum, x, velocity, 0);
        return trajectory;
    }
    if (velocity == 0)
        return trajectory;
    const double resting = coastSpec.restingEnd(x, velocity);
    if (!std::isfinite(resting))
        return trajectory;
    MotionSpec::Placement coast;
    if (const auto decay = coastSpec.motion().model<ExponentialDecay>())
        coast.motion = ExponentialDecay(x, velocity, decay->lambda()); // exact: v0 and lambda as they are
    else
        coast = coastSpec.between(x, resting, velocity);
    if (coast.motion.isNull())
        return trajectory;
    const double settle = std::fmin(coast.arrival, coast.motion.settleTime(RestBand));
    if (resting >= minimum && resting <= maximum) {
        trajectory.append(coast, 0, settle, resting);
        return trajectory;
    }
    // It would pass an edge: the coast holds until the instant it gets there, and a spring
    // leaves the edge with the coast's velocity at that instant (Flutter's bouncing
    // handover): continuous in position and velocity.
    const double edge = resting > maximum ? maximum : minimum;
    double handover = timeToReach(coast.motion, (edge - coast.origin) / coast.direction);
    if (!std::isfinite(handover))
        handover = settle;
    const double speed = coast.direction * coast.motion.velocity(handover);
    trajectory.append(coast, 0, handover, edge);
    springTo(edge, edge, speed, handover);
    return trajectory;
}

ScrollSession::Trajectory ScrollSession::Trajectory::snapped(double x, double velocity, double minimum, double maximum,
                                                             const MotionSpec &coastSpec, const MotionSpec &springSpec,
                                                             const Snap &snap)
{
    Trajectory trajectory;
    if (snap.points.isEmpty() || !(maximum > minimum) || !(x >= minimum && x <= maximum))
        return trajectory;
    QList<double> points = { minimum, maximum };
    for (const double point : snap.points) {
        if (std::isfinite(point))
            points.append(std::clamp(point, minimum, maximum));
    }
    SnapRule rule;
    rule.setSnapPoints(points);
    rule.setThreshold(snap.threshold);
    const double resting = velocity == 0 ? x : coastSpec.restingEnd(x, velocity);
    const bool flick = std::fabs(velocity) > snap.threshold;
    const double target = rule.target(flick ? x : resting, flick ? velocity : 0).position;
    const double distance = target - x;
    if (!std::isfinite(target) || (distance == 0 && velocity == 0))
        return trajectory; // already there
    const auto decay = coastSpec.motion().model<ExponentialDecay>();
    const double reference = decay ? decay->lambda() : -1000 * std::log(SnapRule::DefaultDecelerationRate);
    if (distance != 0 && velocity * distance > 0 && velocity / distance >= reference / 2) {
        MotionSpec::Placement coast;
        coast.motion = ExponentialDecay(x, velocity, velocity / distance); // leaves with v, rests on the target
        trajectory.append(coast, 0, coast.motion.settleTime(RestBand), target);
        return trajectory;
    }
    const MotionSpec::Placement spring = springSpec.between(x, target, velocity);
    const double settle = spring.motion.isNull() ? 0 : spring.motion.settleTime(RestBand);
    trajectory.append(spring, 0, std::fmin(spring.arrival, settle), target);
    return trajectory;
}

// ---- Snap --------------------------------------------------------------------------------

ScrollSession::Snap ScrollSession::Snap::items(QList<double> starts)
{
    Snap snap;
    std::sort(starts.begin(), starts.end());
    starts.erase(std::unique(starts.begin(), starts.end()), starts.end());
    if (starts.size() >= 2)
        snap.points = starts;
    return snap;
}

ScrollSession::Snap ScrollSession::Snap::pages(double minimum, double maximum, double page)
{
    Snap snap;
    if (!(page > 0) || !std::isfinite(minimum) || !std::isfinite(maximum))
        return snap;
    for (qint64 k = 0; minimum + k * page < maximum; ++k)
        snap.points.append(minimum + k * page);
    snap.threshold = SnapRule::DefaultThreshold;
    return snap;
}

QString ScrollSession::Snap::positionsError(const char *name, const QList<double> &positions)
{
    for (int i = 0; i < positions.size(); ++i) {
        if (!std::isfinite(positions[i]))
            return QStringLiteral("%1 must be finite, but got %2 at index %3")
                    .arg(QLatin1String(name), QString::number(positions[i]))
                    .arg(i);
    }
    return QString();
}

// ---- ScrollSession -----------------------------------------------------------------------

QString ScrollSession::coastError(const MotionSpec &spec)
{
    const QString error = spec.placementError();
    if (error.isEmpty() && spec.model() != Motion::Type::ExponentialDecay && spec.model() != Motion::Type::Fling)
        return QStringLiteral("it must be a decay or a fling, but it is a %1").arg(MotionSpec::modelName(spec.model()));
    return error;
}

ScrollSession::ScrollSession(Host host, QObject *parent)
    : QObject(parent), m_host(std::move(host)), m_coast(MotionSpec::parse(QString::fromLatin1(DefaultMotion))),
      m_spring(MotionSpec::parse(QString::fromLatin1(DefaultEdgeMotion))),
      m_wheelSpring(MotionSpec::parse(QString::fromLatin1(DefaultWheelMotion)))
{
    m_clock = new Ticker([this](double seconds) { tick(seconds); }, this);
}

ScrollSession::~ScrollSession()
{
    m_clock->stop();
}

bool ScrollSession::accepted(const QString &error)
{
    if (!error.isEmpty())
        m_host.refuse(error);
    return error.isEmpty();
}

void ScrollSession::setMotion(const QString &spec)
{
    if (spec == m_motion)
        return;
    const MotionSpec parsed = MotionSpec::parse(spec);
    const QString error = coastError(parsed);
    if (!accepted(error.isEmpty() ? QString() : QStringLiteral("motion '%1': %2").arg(spec, error)))
        return;
    m_motion = spec;
    m_coast = parsed;
    Q_EMIT motionChanged();
}

void ScrollSession::setEdgeMotion(const QString &spec)
{
    if (spec == m_edgeMotion)
        return;
    const MotionSpec parsed = MotionSpec::parse(spec);
    const QString error = parsed.placementError();
    if (!accepted(error.isEmpty() ? QString() : QStringLiteral("edgeMotion '%1': %2").arg(spec, error)))
        return;
    m_edgeMotion = spec;
    m_spring = parsed;
    Q_EMIT edgeMotionChanged();
}

void ScrollSession::setWheelMotion(const QString &spec)
{
    if (spec == m_wheelMotion)
        return;
    const MotionSpec parsed = MotionSpec::parse(spec);
    const QString error = parsed.placementError();
    if (!accepted(error.isEmpty() ? QString() : QStringLiteral("wheelMotion '%1': %2").arg(spec, error)))
        return;
    m_wheelMotion = spec;
    m_wheelSpring = parsed;
    Q_EMIT wheelMotionChanged();
}

void ScrollSession::setRubberBand(double constant)
{
    if (constant == rubberBand())
        return;
    QString error = m_rules[0].setRubberBandConstant(constant);
    if (error.startsWith(QLatin1String("rubberBandConstant")))
        error.replace(0, int(qstrlen("rubberBandConstant")), QLatin1String("rubberBand"));
    if (!accepted(error))
        return;
    m_rules[1].setRubberBandConstant(constant);
    Q_EMIT rubberBandChanged();
}

void ScrollSession::setDragThreshold(double distance)
{
    if (std::isfinite(distance) && distance >= 0)
        m_dragThreshold = distance;
}

QPointF ScrollSession::position() const
{
    return { m_axes[0].position, m_axes[1].position };
}

// Reads the range and the position from the host. The content was scrolled by someone else
// when it is not drawn where the session drew it: then the host's position is the real one.
bool ScrollSession::prepare(QPointF local)
{
    Extent extent;
    if (!m_host.prepare(local, &extent))
        return false;
    for (const Qt::Orientation orientation : Orientations) {
        Axis &axis = m_axes[index(orientation)];
        axis.minimum = orientation == Qt::Horizontal ? extent.range.left() : extent.range.top();
        axis.maximum =
                std::fmax(axis.minimum, orientation == Qt::Horizontal ? extent.range.right() : extent.range.bottom());
        const double viewport = orientation == Qt::Horizontal ? extent.viewport.width() : extent.viewport.height();
        axis.dimension = viewport > 0 ? viewport : 1;
        const double host = along(orientation, extent.position);
        if (!m_prepared || std::round(std::clamp(axis.position, axis.minimum, axis.maximum)) != std::round(host))
            axis.position = host;
        SnapRule &rule = m_rules[index(orientation)];
        rule.setMinimum(qQNaN());
        rule.setMaximum(qQNaN());
        rule.setMinimum(axis.minimum);
        rule.setMaximum(axis.maximum);
    }
    m_prepared = true;
    return true;
}

void ScrollSession::draw()
{
    QPointF inside, overshoot;
    for (const Qt::Orientation orientation : Orientations) {
        const Axis &axis = m_axes[index(orientation)];
        const double clamped = std::clamp(axis.position, axis.minimum, axis.maximum);
        (orientation == Qt::Horizontal ? inside.rx() : inside.ry()) = clamped;
        (orientation == Qt::Horizontal ? overshoot.rx() : overshoot.ry()) = axis.position - clamped;
    }
    m_host.place(inside, overshoot);
    Q_EMIT positionChanged(position());
}

void ScrollSession::setDragging(bool on)
{
    if ((m_phase == Phase::Dragging) == on)
        return;
    m_phase = on ? Phase::Dragging : Phase::Idle;
    Q_EMIT draggingChanged(on);
}

void ScrollSession::setMoving(bool on)
{
    if (m_moving == on)
        return;
    m_moving = on;
    Q_EMIT movingChanged(on);
}

void ScrollSession::stop()
{
    m_clock->stop();
    for (Axis &axis : m_axes)
        axis.trajectory = {};
    m_time = 0;
    m_wheeling = false;
    setMoving(false);
}

void ScrollSession::wheel(QPointF distance)
{
    if (m_phase != Phase::Idle || m_pixelScrolling || distance.isNull())
        return;
    if (!m_wheeling) {
        stop(); // a coast is caught where it is drawn
        if (!prepare(QPointF()))
            return;
        for (Axis &axis : m_axes)
            axis.wheelTarget = axis.position;
    }
    // The motion's time does not start again: the new spring starts at the last frame's
    // time, from the position and velocity the content has there, so that an axis the
    // notch does not move goes on as it was.
    const double now = m_moving ? m_time : 0;
    bool any = false;
    for (const Qt::Orientation orientation : Orientations) {
        Axis &axis = m_axes[index(orientation)];
        const double step = along(orientation, distance);
        if (step == 0 || !axis.scrolls())
            continue;
        axis.wheelTarget = std::clamp(axis.wheelTarget + step, axis.minimum, axis.maximum);
        const double velocity = axis.trajectory.isNull() ? 0 : axis.trajectory.velocity(now);
        Trajectory trajectory;
        if (axis.wheelTarget != axis.position || velocity != 0) {
            const MotionSpec::Placement spring = m_wheelSpring.between(axis.position, axis.wheelTarget, velocity);
            const double settle = spring.motion.isNull() ? 0 : spring.motion.settleTime(RestBand);
            trajectory.append(spring, now, now + std::fmin(spring.arrival, settle), axis.wheelTarget);
        }
        axis.trajectory = trajectory;
        any = any || !trajectory.isNull();
    }
    if (!any || m_moving) {
        m_wheeling = m_moving;
        return;
    }
    m_wheeling = true;
    m_time = 0;
    setMoving(true);
    m_clock->stop();
    m_clock->start();
}

void ScrollSession::beginPixelScroll(double seconds)
{
    if (m_phase != Phase::Idle)
        return;
    stop(); // a motion under way is caught where it is drawn
    if (!prepare(QPointF()))
        return;
    m_pixelScrolling = true;
    m_pixelTravel = {};
    tracker.reset();
    tracker.addPosition(seconds, m_pixelTravel);
    startDrag(m_pixelTravel);
}

void ScrollSession::pixelScroll(double seconds, QPointF delta)
{
    if (!m_pixelScrolling)
        beginPixelScroll(seconds);
    if (!m_pixelScrolling)
        return;
    m_pixelTravel += delta;
    tracker.addPosition(seconds, m_pixelTravel);
    dragTo(m_pixelTravel);
}

void ScrollSession::endPixelScroll(double seconds)
{
    if (!m_pixelScrolling)
        return;
    m_pixelScrolling = false;
    throwFrom(-tracker.velocity(seconds));
}

// The content follows a pointer from where both are now.
void ScrollSession::startDrag(QPointF at)
{
    for (const Qt::Orientation orientation : Orientations) {
        Axis &axis = m_axes[index(orientation)];
        axis.pressedAt = along(orientation, at);
        axis.startRaw = m_rules[index(orientation)].raw(axis.position, axis.dimension);
    }
}

void ScrollSession::dragTo(QPointF at)
{
    for (const Qt::Orientation orientation : Orientations) {
        Axis &axis = m_axes[index(orientation)];
        if (axis.scrolls()) {
            // The content moves with the pointer: its position goes the other way.
            const double raw = axis.startRaw - (along(orientation, at) - axis.pressedAt);
            axis.position = m_rules[index(orientation)].drawn(raw, axis.dimension);
        }
    }
    draw();
}

bool ScrollSession::press(double seconds, QPointF global, QPointF local)
{
    const bool caught = m_moving;
    m_pixelScrolling = false;
    stop(); // where it is drawn: the position of the last frame
    setDragging(false);
    if (!prepare(local)) {
        m_phase = Phase::Idle;
        return caught;
    }
    tracker.reset();
    tracker.addPosition(seconds, global);
    m_pressed = global;
    m_phase = Phase::Pending;
    return caught;
}

bool ScrollSession::move(double seconds, QPointF global)
{
    if (m_phase == Phase::Idle)
        return false;
    tracker.addPosition(seconds, global);
    if (m_phase == Phase::Pending) {
        // The threshold counts the pointer's travel along the axes that scroll only, so that
        // a sideways drag in a list still selects.
        double travel = 0;
        for (const Qt::Orientation orientation : Orientations) {
            if (m_axes[index(orientation)].scrolls())
                travel += std::fabs(along(orientation, global) - along(orientation, m_pressed));
        }
        if (!(travel > m_dragThreshold))
            return false;
        // The drag starts here: the content follows the pointer from where both are now.
        startDrag(global);
        setDragging(true);
        return true;
    }
    dragTo(global);
    return true;
}

void ScrollSession::release(double seconds, QPointF global)
{
    const Phase phase = m_phase;
    if (phase == Phase::Idle)
        return;
    QPointF velocity;
    if (phase == Phase::Dragging) {
        move(seconds, global);
        velocity = -tracker.velocity(seconds);
    }
    setDragging(false);
    m_phase = Phase::Idle;
    // A press that only caught the content lets it spring back if it holds it past an edge.
    throwFrom(velocity);
}

void ScrollSession::cancel()
{
    const bool dragging = isDragging();
    setDragging(false);
    m_phase = Phase::Idle;
    if (dragging)
        throwFrom({});
}

void ScrollSession::throwFrom(QPointF velocity)
{
    bool any = false;
    for (const Qt::Orientation orientation : Orientations) {
        Axis &axis = m_axes[index(orientation)];
        axis.snap = m_host.snap ? m_host.snap(orientation) : Snap();
        axis.trajectory = axis.scrolls() || axis.position != axis.minimum
                ? Trajectory::release(axis.position, along(orientation, velocity), axis.minimum, axis.maximum, m_coast,
                                      m_spring, axis.snap)
                : Trajectory();
        any = any || !axis.trajectory.isNull();
    }
    Q_EMIT released(position(), velocity);
    m_wheeling = false;
    m_time = 0;
    if (!any)
        return;
    setMoving(true);
    m_clock->stop();
    m_clock->start();
}

void ScrollSession::rangeChanged()
{
    if (!m_moving || m_wheeling || m_pixelScrolling || m_phase != Phase::Idle)
        return;
    // What each axis does now, and whether its plan met an edge of the range it read: a
    // handover there, or coming to rest on it or past it.
    std::array<double, 2> velocities{}, positions{};
    std::array<bool, 2> replan{};
    for (int i = 0; i < 2; ++i) {
        const Axis &axis = m_axes[i];
        const Trajectory &trajectory = axis.trajectory;
        positions[i] = axis.position;
        replan[i] = !trajectory.isNull()
                && (!std::isnan(trajectory.handover()) || trajectory.finalPosition() <= axis.minimum
                    || trajectory.finalPosition() >= axis.maximum);
        velocities[i] = trajectory.isNull() ? 0 : trajectory.velocity(m_time);
    }
    if (!prepare(QPointF()))
        return;
    for (int i = 0; i < 2; ++i) {
        Axis &axis = m_axes[i];
        // The content is where it was drawn: the scroll bar, perhaps not yet clamped to its
        // new range or clamped on the way, does not say otherwise.
        axis.position = positions[i];
        // A plan that stays clear of the edges is the one a release from here would make (a
        // decay is the same from any of its points): kept.
        if (!replan[i])
            continue;
        axis.trajectory = Trajectory::release(axis.position, velocities[i], axis.minimum, axis.maximum, m_coast,
                                              m_spring, axis.snap)
                                  .delayed(m_time);
    }
}

void ScrollSession::tick(double seconds)
{
    m_time = seconds;
    bool resting = true;
    for (Axis &axis : m_axes) {
        if (axis.trajectory.isNull())
            continue;
        axis.position = axis.trajectory.position(seconds);
        resting = resting && seconds >= axis.trajectory.end();
    }
    draw();
    if (resting)
        stop();
}

} // namespace Impetus::Detail
