// SPDX-License-Identifier: MIT
// Fuzzes the motion specification with arbitrary text: parsing never crashes; a spec is
// either invalid with a message, or resolves to a valid motion that evaluates without NaN,
// prints as text that parses back to the same spec and the same motion bit for bit, and
// places on a move (as the animations do) without NaN.

#include "require.h"

#include <impetus/easing.h>
#include <impetus/motionspec.h>

#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

using namespace Impetus;

namespace {

using Fuzz::subject;

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    subject = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
    const MotionSpec spec = MotionSpec::parse(subject);
    if (!spec.isValid()) {
        require(!spec.errorString().isEmpty());
        require(spec.motion().isNull());
        return 0;
    }
    const Motion motion = spec.motion();
    require(motion.isValid());
    const MotionSpec again = MotionSpec::parse(spec.toString());
    require(again == spec);
    const Motion reread = Motion::fromSpec(motion.toSpec());
    require(reread == motion);
    for (double t : { -1.0, 0.0, 0.001, 0.1, 1.0, 10.0, 1e6 }) {
        require(!std::isnan(motion.position(t)) && !std::isnan(motion.velocity(t)));
        require(sameBits(reread.position(t), motion.position(t)));
    }
    const Easing easing = spec.easing();
    for (double p : { 0.0, 0.3, 1.0 })
        require(!std::isnan(easing.valueForProgress(p)));
    if (spec.placementError().isEmpty()) {
        const MotionSpec::Placement placement = spec.between(0, 300, -40, 1);
        require(!placement.motion.isNull());
        for (double t : { 0.0, 0.05, 0.5 })
            require(!std::isnan(placement.origin + placement.direction * placement.motion.position(t)));
    }
    return 0;
}
