// SPDX-License-Identifier: MIT
#ifndef IMPETUS_TRACKWAVE_P_H
#define IMPETUS_TRACKWAVE_P_H

// A track whose motion is an oscillating spring, read as the spring's wave: what MotionDriver
// (four at a time) and Qt Quick's SpringMotion evaluate on a frame instead of the Track's
// Motion, from a few doubles next to the rest of what the frame reads.

#include "animation/motionplan_p.h"
#include "models/spring_p.h"

#include <algorithm>
#include <optional>

namespace Impetus::Detail {

struct TrackWave
{
    SpringWave<double> spring;
    double origin; // the track's: origin + direction x(t) before arrival
    double direction;
    double until; // s: the track's arrival or the motion's duration, the earlier

    // track's wave, read up to the motion's duration (s), where its motion is a valid
    // oscillating (under- or undamped) spring; else nothing.
    static std::optional<TrackWave> of(const Track &track, double duration) noexcept
    {
        const MotionSpec::Placement &placement = track.motion;
        const std::optional<Spring> spring = placement.motion.model<Spring>();
        const std::optional<SpringWave<double>> wave = spring ? SpringAccess::wave(*spring) : std::nullopt;
        if (!wave)
            return std::nullopt;
        return TrackWave{ *wave, placement.origin, placement.direction, std::min(duration, placement.arrival) };
    }

    // Track::position(t) bit for bit, for 0 < t < until.
    double position(double t) const noexcept { return origin + direction * springWavePosition(spring, t); }
};

} // namespace Impetus::Detail

#endif
