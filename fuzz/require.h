// SPDX-License-Identifier: MIT
#ifndef IMPETUS_FUZZ_REQUIRE_H
#define IMPETUS_FUZZ_REQUIRE_H

// The fuzzers' check: names the broken property and what was under test before stopping,
// so that a crash report says what went wrong with what. Each fuzzer sets `subject`.

#include <QtCore/qstring.h>

#include <cstdio>
#include <cstdlib>

namespace Impetus::Fuzz {
inline QString subject;
} // namespace Impetus::Fuzz

#define require(condition)                                                                                             \
    do {                                                                                                               \
        if (!(condition)) {                                                                                            \
            std::fprintf(stderr, "%s: '%s' failed at line %d for %s\n", __FILE__, #condition, __LINE__,                \
                         qPrintable(Impetus::Fuzz::subject));                                                          \
            std::abort();                                                                                              \
        }                                                                                                              \
    } while (false)

#endif
