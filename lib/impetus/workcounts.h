// SPDX-License-Identifier: MIT
#ifndef IMPETUS_WORKCOUNTS_H
#define IMPETUS_WORKCOUNTS_H

#include <impetus/impetuscore_export.h>

#include <QtCore/qglobal.h>

namespace Impetus {

/*!
    How often the library has done its costlier steps since the process started, counted
    across all threads: to see what a change of a property or a trigger costs (take the
    counts before and after, and subtract), in tests and when profiling. Counting is a
    relaxed atomic increment beside work that costs far more.
*/
struct WorkCounts
{
    /*! Spec texts parsed (MotionSpec::parse(), and everything that takes a spec as text). */
    quint64 specParses = 0;
    /*! Specs resolved into a motion: each MotionSpec is resolved once, when it is made
        (parsed, changed with with() or without(), or built from parameters or a motion). */
    quint64 specResolutions = 0;
    /*! Plans made by the animation engine: a plan places one model per component between
        a start and an end (an animation's start, a retarget, a change of parameters). */
    quint64 motionPlans = 0;
};

/*! The counts so far. */
IMPETUS_CORE_EXPORT WorkCounts workCounts() noexcept;

} // namespace Impetus

#endif
