// SPDX-License-Identifier: MIT
#ifndef IMPETUS_BENCHMARKS_ALLOCATIONCOUNTER_H
#define IMPETUS_BENCHMARKS_ALLOCATIONCOUNTER_H

#include <cstdint>

/*
    Counts heap allocations made while a Scope is alive, in this process, on any thread.

    The binary replaces the global operator new and delete (every form), as C++ allows, and,
    on glibc, also interposes malloc, calloc and realloc: Qt allocates its containers and
    shared QVariant payloads with malloc (QArrayData, QVariant::PrivateShared), which an
    operator new counter alone would miss. Both counts are reported; mallocs includes the
    calls operator new makes. Under a sanitizer, which replaces the allocator itself,
    nothing is replaced and counting() is false.
*/
namespace ImpetusBench::AllocationCounter {

struct Counts
{
    std::uint64_t operatorNew = 0; // calls to any operator new
    std::uint64_t mallocs = 0; // malloc, calloc and realloc calls (all heap allocations)
};

// Whether the allocators are replaced in this build (else every count is 0).
bool counting() noexcept;
// Whether malloc itself is counted (glibc), not only operator new.
bool countsMalloc() noexcept;

class Scope
{
public:
    Scope() noexcept;
    ~Scope();
    Scope(const Scope &) = delete;
    Scope &operator=(const Scope &) = delete;
    // The allocations since construction.
    Counts counts() const noexcept;

private:
    Counts m_start;
};

} // namespace ImpetusBench::AllocationCounter

#endif
