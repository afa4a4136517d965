// SPDX-License-Identifier: MIT
#ifndef IMPETUS_AVXSTATE_P_H
#define IMPETUS_AVXSTATE_P_H

/*
    The AVX upper state of the calling thread, for the library's load-time registration
    and for the benchmarks and tests that check it.

    Code that writes a 256- or 512-bit register and returns without VZEROUPPER leaves the
    upper halves of the vector registers "in use". On some Intel CPUs (seen on Sapphire
    Rapids) every later SSE instruction, which is every libm call of a baseline x86-64
    build, then pays for merging them: ~127 ns instead of 4 ns per exp or sin. Qt 6.4.2's
    VAES string hash, which metatype registration reaches, returns that way. VZEROUPPER
    clears the state; XGETBV with ECX = 1 (XINUSE, where CPUID leaf 0xD reports it) tells
    whether it is set.
*/

#if (defined(__GNUC__) || defined(__clang__)) && (defined(__x86_64__) || defined(__i386__))
#    include <cpuid.h>
#    define IMPETUS_AVXSTATE_X86 1
#endif

namespace Impetus::Detail {

enum class AvxUpperState { Unknown, Clean, Dirty };

#ifdef IMPETUS_AVXSTATE_X86

// CPUID.1:ECX.OSXSAVE: XGETBV exists and the OS manages the extended state.
inline bool hasOsXsave() noexcept
{
    unsigned a, b, c, d;
    return __get_cpuid(1, &a, &b, &c, &d) && (c & (1u << 27));
}

inline unsigned long long readXcr(unsigned index) noexcept
{
    unsigned low, high;
    __asm__ volatile("xgetbv" : "=a"(low), "=d"(high) : "c"(index));
    return (static_cast<unsigned long long>(high) << 32) | low;
}

// AVX is usable when the CPU has it and the OS saves the YMM state (XCR0 bits 1 and 2).
inline bool avxUsable() noexcept
{
    unsigned a, b, c, d;
    if (!hasOsXsave() || !__get_cpuid(1, &a, &b, &c, &d) || !(c & (1u << 28)))
        return false;
    return (readXcr(0) & 0x6) == 0x6;
}

inline AvxUpperState avxUpperState() noexcept
{
    if (!hasOsXsave() || __get_cpuid_max(0, nullptr) < 0xD)
        return AvxUpperState::Unknown;
    unsigned a, b, c, d;
    __cpuid_count(0xD, 1, a, b, c, d);
    if (!(a & (1u << 2))) // XGETBV with ECX = 1
        return AvxUpperState::Unknown;
    // XINUSE bit 2: the upper halves of YMM0-15; bit 6: the upper halves of ZMM0-15. Both
    // are cleared by VZEROUPPER (bit 7, ZMM16-31, is not, and costs SSE code nothing).
    return readXcr(1) & ((1u << 2) | (1u << 6)) ? AvxUpperState::Dirty : AvxUpperState::Clean;
}

inline void clearAvxUpperState() noexcept
{
    if (avxUsable())
        __asm__ volatile("vzeroupper" ::: "memory");
}

#else

inline AvxUpperState avxUpperState() noexcept
{
    return AvxUpperState::Unknown;
}
inline void clearAvxUpperState() noexcept
{
}

#endif

} // namespace Impetus::Detail

#endif
