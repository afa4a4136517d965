// SPDX-License-Identifier: MIT
#ifndef IMPETUS_WORKCOUNTS_P_H
#define IMPETUS_WORKCOUNTS_P_H

// The counters behind workCounts(), incremented where the work is done.

#include <atomic>
#include <cstdint>

namespace Impetus::Detail {

struct WorkCounters
{
    std::atomic<std::uint64_t> specParses{ 0 };
    std::atomic<std::uint64_t> specResolutions{ 0 };
    std::atomic<std::uint64_t> motionPlans{ 0 };
};

extern WorkCounters workCounters;

inline void count(std::atomic<std::uint64_t> &counter) noexcept
{
    counter.fetch_add(1, std::memory_order_relaxed);
}

} // namespace Impetus::Detail

#endif
