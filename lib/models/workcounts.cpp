// SPDX-License-Identifier: MIT
#include "workcounts.h"
#include "models/workcounts_p.h"

namespace Impetus {

Detail::WorkCounters Detail::workCounters;

WorkCounts workCounts() noexcept
{
    const Detail::WorkCounters &c = Detail::workCounters;
    return { c.specParses.load(std::memory_order_relaxed), c.specResolutions.load(std::memory_order_relaxed),
             c.motionPlans.load(std::memory_order_relaxed) };
}

} // namespace Impetus
