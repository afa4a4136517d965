// SPDX-License-Identifier: MIT
#ifndef IMPETUS_VALUEMOTION_P_H
#define IMPETUS_VALUEMOTION_P_H

#include "animation/motionplan_p.h"

#include <impetus/valuemotion.h>

namespace Impetus::Detail {

// What a ValueMotion shares between its copies (and its players read on every frame).
struct ValueMotionData
{
    MotionSpec spec;
    Plan plan; // origin 0; valid unless error says why
    int duration = 0; // milliseconds(plan.settle)
    QString error;
};

// The one way in to a motion's data, for the players that evaluate its plan on every frame
// without a QVariant (MotionDriver, the QML motions' job). Null for a null motion; it lives
// as long as a copy of the motion does.
struct ValueMotionAccess
{
    static const ValueMotionData *data(const ValueMotion &motion) noexcept { return motion.d.get(); }
};

} // namespace Impetus::Detail

#endif
