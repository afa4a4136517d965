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
    // Each result replaces its arguments' place in the buffer: one double in per value, three
    // for wave.
    const std::size_t arity = which == 3 ? 3 : 1;
    const std::size_t capacity = 1 << 16; // values per read
    std::vector<double> buffer(arity * capacity);
    for (;;) {
        const std::size_t count = std::fread(buffer.data(), arity * sizeof(double), capacity, stdin);
        for (std::size_t i = 0; i < count; ++i) {
            const double *const in = &buffer[arity * i];
            buffer[i] = which == 0 ? Impetus::Detail::exp(in[0])
                    : which == 1   ? Impetus::Detail::sinCos(in[0]).sin
                    : which == 2   ? Impetus::Detail::sinCos(in[0]).cos
                                   : Impetus::Detail::wave(in[0], in[1], in[2]);
        }
        if (std::fwrite(buffer.data(), sizeof(double), count, stdout) != count)
            return 1;
        if (count < capacity)
            return std::ferror(stdin) ? 1 : 0;
    }
}
