// SPDX-License-Identifier: MIT
#include "allocationcounter.h"

#include <algorithm>
#include <atomic>
#include <cstdlib>
#include <new>

#if defined(__has_feature)
#    if __has_feature(address_sanitizer) || __has_feature(thread_sanitizer) || __has_feature(memory_sanitizer)
#        define IMPETUS_BENCH_SANITIZED 1
#    endif
#endif
#if defined(__SANITIZE_ADDRESS__) || defined(__SANITIZE_THREAD__)
#    define IMPETUS_BENCH_SANITIZED 1
#endif

namespace ImpetusBench::AllocationCounter {

namespace {

// Counting is off outside a Scope, so that the allocators cost one relaxed load more
// than glibc's while the timed loops run.
std::atomic<int> activeScopes{ 0 };
std::atomic<std::uint64_t> operatorNewCalls{ 0 };
std::atomic<std::uint64_t> mallocCalls{ 0 };

Counts now() noexcept
{
    return { operatorNewCalls.load(std::memory_order_relaxed), mallocCalls.load(std::memory_order_relaxed) };
}

// Called by the replacements below.
[[maybe_unused]] void countOperatorNew() noexcept
{
    if (activeScopes.load(std::memory_order_relaxed) > 0)
        operatorNewCalls.fetch_add(1, std::memory_order_relaxed);
}

[[maybe_unused]] void countMalloc() noexcept
{
    if (activeScopes.load(std::memory_order_relaxed) > 0)
        mallocCalls.fetch_add(1, std::memory_order_relaxed);
}

} // namespace

bool counting() noexcept
{
#ifdef IMPETUS_BENCH_SANITIZED
    return false;
#else
    return true;
#endif
}

bool countsMalloc() noexcept
{
#if !defined(IMPETUS_BENCH_SANITIZED) && defined(__GLIBC__)
    return true;
#else
    return false;
#endif
}

Scope::Scope() noexcept
{
    activeScopes.fetch_add(1, std::memory_order_relaxed);
    m_start = now();
}

Scope::~Scope()
{
    activeScopes.fetch_sub(1, std::memory_order_relaxed);
}

Counts Scope::counts() const noexcept
{
    const Counts end = now();
    return { end.operatorNew - m_start.operatorNew, end.mallocs - m_start.mallocs };
}

} // namespace ImpetusBench::AllocationCounter

#ifndef IMPETUS_BENCH_SANITIZED

using ImpetusBench::AllocationCounter::countMalloc;
using ImpetusBench::AllocationCounter::countOperatorNew;

// --- malloc (glibc): every heap allocation of the process, Qt's included -------------------

#    ifdef __GLIBC__
extern "C" {
void *__libc_malloc(std::size_t size);
void *__libc_calloc(std::size_t count, std::size_t size);
void *__libc_realloc(void *pointer, std::size_t size);
void __libc_free(void *pointer);

void *malloc(std::size_t size) noexcept
{
    countMalloc();
    return __libc_malloc(size);
}

void *calloc(std::size_t count, std::size_t size) noexcept
{
    countMalloc();
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, std::size_t size) noexcept
{
    countMalloc();
    return __libc_realloc(pointer, size);
}

void free(void *pointer) noexcept
{
    __libc_free(pointer);
}
}
#    endif

// --- the global operator new and delete, as [replacement.functions] allows --------------

namespace {

void *allocate(std::size_t size)
{
    countOperatorNew();
    for (;;) {
        if (void *pointer = std::malloc(size ? size : 1))
            return pointer;
        if (const std::new_handler handler = std::get_new_handler())
            handler();
        else
            throw std::bad_alloc();
    }
}

void *allocateAligned(std::size_t size, std::align_val_t alignment)
{
    countOperatorNew();
    const std::size_t align = std::max(static_cast<std::size_t>(alignment), sizeof(void *));
    for (;;) {
        void *pointer = nullptr;
        if (posix_memalign(&pointer, align, size ? size : 1) == 0)
            return pointer;
        if (const std::new_handler handler = std::get_new_handler())
            handler();
        else
            throw std::bad_alloc();
    }
}

template<typename Allocate> void *noThrow(Allocate allocate) noexcept
{
    try {
        return allocate();
    } catch (...) {
        return nullptr;
    }
}

} // namespace

void *operator new(std::size_t size)
{
    return allocate(size);
}
void *operator new[](std::size_t size)
{
    return allocate(size);
}
void *operator new(std::size_t size, const std::nothrow_t &) noexcept
{
    return noThrow([size] { return allocate(size); });
}
void *operator new[](std::size_t size, const std::nothrow_t &) noexcept
{
    return noThrow([size] { return allocate(size); });
}
void *operator new(std::size_t size, std::align_val_t alignment)
{
    return allocateAligned(size, alignment);
}
void *operator new[](std::size_t size, std::align_val_t alignment)
{
    return allocateAligned(size, alignment);
}
void *operator new(std::size_t size, std::align_val_t alignment, const std::nothrow_t &) noexcept
{
    return noThrow([=] { return allocateAligned(size, alignment); });
}
void *operator new[](std::size_t size, std::align_val_t alignment, const std::nothrow_t &) noexcept
{
    return noThrow([=] { return allocateAligned(size, alignment); });
}

void operator delete(void *pointer) noexcept
{
    std::free(pointer);
}
void operator delete[](void *pointer) noexcept
{
    std::free(pointer);
}
void operator delete(void *pointer, std::size_t) noexcept
{
    std::free(pointer);
}
void operator delete[](void *pointer, std::size_t) noexcept
{
    std::free(pointer);
}
void operator delete(void *pointer, const std::nothrow_t &) noexcept
{
    std::free(pointer);
}
void operator delete[](void *pointer, const std::nothrow_t &) noexcept
{
    std::free(pointer);
}
void operator delete(void *pointer, std::align_val_t) noexcept
{
    std::free(pointer);
}
void operator delete[](void *pointer, std::align_val_t) noexcept
{
    std::free(pointer);
}
void operator delete(void *pointer, std::size_t, std::align_val_t) noexcept
{
    std::free(pointer);
}
void operator delete[](void *pointer, std::size_t, std::align_val_t) noexcept
{
    std::free(pointer);
}
void operator delete(void *pointer, std::align_val_t, const std::nothrow_t &) noexcept
{
    std::free(pointer);
}
void operator delete[](void *pointer, std::align_val_t, const std::nothrow_t &) noexcept
{
    std::free(pointer);
}

#endif
