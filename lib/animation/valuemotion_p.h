// SPDX-License-Identifier: MIT
#ifndef IMPETUS_VALUEMOTION_P_H
#define IMPETUS_VALUEMOTION_P_H

#include "animation/motionplan_p.h"

namespace Impetus::Detail {

// What a ValueMotion shares between its copies (and MotionDriver reads on every frame).
struct ValueMotionData
{
    MotionSpec spec;
    Plan plan; // origin 0; valid unless error says why
    int duration = 0; // milliseconds(plan.settle)
    QString error;
};

} // namespace Impetus::Detail

#endif
