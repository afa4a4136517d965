// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONPLAN_P_H
#define IMPETUS_MOTIONPLAN_P_H

// The motion under way: a model per component (Track), the plan of a move from a start
// to an end (Plan, makePlan()), and how a vector parameter is shared between components.

#include "animation/motioncomponents_p.h"

#include <impetus/motionspec.h>

#include <climits>
#include <cmath>
#include <optional>
#include <vector>

namespace Impetus::Detail {

// Rounded up to a whole millisecond; the relative 1e-12 absorbs the rounding of a
// retarget time that is a whole millisecond, which would otherwise add one.
inline int milliseconds(double seconds)
{
    const double ms = seconds * 1000 * (1 - 1e-12);
    return ms < INT_MAX ? int(std::ceil(std::fmax(ms, 0.0))) : INT_MAX;
}

// One component: its model, and where it ends.
struct Track
{
    MotionSpec::Placement motion;
    double end = 0;

    double position(double t) const
    {
        return t >= motion.arrival ? end : motion.origin + motion.direction * motion.motion.position(t);
    }
    double velocity(double t) const { return t >= motion.arrival ? 0 : motion.direction * motion.motion.velocity(t); }
    double settleTime(double tolerance) const { return std::fmin(motion.arrival, motion.motion.settleTime(tolerance)); }
};

// A component that is on its end at rest stays there.
inline Track restingTrack(double end)
{
    return { { Motion(Gravity(end, 0, 0)), 0, 1, 0 }, end };
}

// The state a motion leaves from: a value, its components (not rounded; none for a value
// Qt interpolates) and their velocities.
struct PlanState
{
    QVariant value;
    std::optional<Components> position;
    Components velocity;

    // value at rest.
    static PlanState atRest(const QVariant &value);
};

struct Plan
{
    bool valid = false;
    // The start value of the run (MotionAnimation: the one it was planned from at animation
    // time 0, kept by a retarget; ValueMotion: from).
    QVariant start;
    QVariant end; // the end value it goes to
    bool restingEnd = false; // end is where the motion comes to rest by itself (no end value)
    QMetaType type; // of the values produced
    bool fallback = false; // Qt interpolates from `from` to end with tracks[0] as progress
    QVariant from; // the value at origin
    Components startPosition; // its components, not rounded (none for a fallback)
    std::vector<Track> tracks;
    double origin = 0; // the animation time (s) of the tracks' time 0
    double settle = 0; // seconds from origin until every track has settled
    double band = 0; // the settling band, in value units
    QString refused; // why there is no motion: a value that is not finite or of another type
    bool warned = false; // refused has been said

    // The value and the velocity at t seconds from origin, of a plan with components
    // (not fallback): the tracks' closed forms, in the values' type.
    QVariant valueAt(double t) const;
    QVariant velocityAt(double t) const;
    // The state at t seconds from origin, as components.
    Components positions(double t) const;
    Components velocities(double t) const;
    // The state to continue from at t seconds from origin, the one rule of every retarget
    // (ValueMotion::retargeted(), MotionAnimation, MotionDriver, the QML types): exactly
    // the value at origin at t <= 0; the tracks' positions (not rounded) and velocities;
    // exactly the end at rest once arrived (the caller's clock says when). Not for a
    // fallback plan, whose value is Qt's.
    PlanState stateAt(double t, bool arrived) const;
};

// The part of a vector parameter (an acceleration's magnitude) each component carries:
// its share of the distance, so that a motion from rest keeps its components in
// proportion and runs straight; or its share of the speed if larger, so that a component
// near its end but moving fast is not left with almost no pull.
double share(const Components &distance, const Components &velocity, int i);

// The settling band, in value units: tolerance times the largest component distance, or
// the largest distance a component's velocity covers in a second when there is none.
double band(double tolerance, const Components &distance, const Components &velocity);

// The motion of spec from the state `from` to end, starting at animation time origin.
// Without end value, the components' resting ends, if the model has them. startVelocity
// (the velocity as given) is named when it is not finite.
Plan makePlan(const MotionSpec &spec, const QVariant &startVelocity, const PlanState &from, QVariant end,
              double origin);

} // namespace Impetus::Detail

#endif
