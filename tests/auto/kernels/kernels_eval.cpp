// SPDX-License-Identifier: MIT
/*
    kernels_eval <exp|sin|cos|wave>: reads doubles (raw, native byte order) from stdin until its
    end and writes Impetus::Detail::exp, or sinCos()'s sine or cosine, of each to stdout, in the
    same format; for wave, the doubles are triples x, a, b and the result is wave(x, a, b), one
    per triple. The evaluator of tests/reference/kernels_accuracy.py, which judges them against
    mpmath.
*/
#include "models/kernels_p.h"

#include <cstdio>
#include <cstring>
#include <vector>

int main(int argc, char **argv)
{
    const char *const function = argc == 2 ? argv[1] : "";
    const int which = std::strcmp(function, "exp") == 0 ? 0
            : std::strcmp(function, "sin") == 0         ? 1
            : std::strcmp(function, "cos") == 0         ? 2
            : std::strcmp(function, "wave") == 0        ? 3
                                                        : -1;
    if (which < 0) {
        std::fprintf(stderr, "usage: kernels_eval <exp|sin|cos|wave> < doubles > doubles\n");
        return 2;
    }
    std::vector<double> buffer(3 << 16);
    if (which == 3) {
        for (;;) {
            const std::size_t count = std::fread(buffer.data(), 3 * sizeof(double), buffer.size() / 3, stdin);
            for (std::size_t i = 0; i < count; ++i)
                buffer[i] = Impetus::Detail::wave(buffer[3 * i], buffer[3 * i + 1], buffer[3 * i + 2]);
            if (std::fwrite(buffer.data(), sizeof(double), count, stdout) != count)
                return 1;
            if (count < buffer.size() / 3)
                return std::ferror(stdin) ? 1 : 0;
        }
    }
    for (;;) {
        const std::size_t count = std::fread(buffer.data(), sizeof(double), buffer.size(), stdin);
        for (std::size_t i = 0; i < count; ++i) {
            const double x = buffer[i];
            buffer[i] = which == 0 ? Impetus::Detail::exp(x)
                    : which == 1   ? Impetus::Detail::sinCos(x).sin
                                   : Impetus::Detail::sinCos(x).cos;
        }
        if (std::fwrite(buffer.data(), sizeof(double), count, stdout) != count)
            return 1;
        if (count < buffer.size())
            return std::ferror(stdin) ? 1 : 0;
    }
}
