// SPDX-License-Identifier: MIT
/*
    lambertw_eval <0|-1>: reads doubles (raw, native byte order) from stdin until its end and
    writes Impetus::lambertW0 or Impetus::lambertWm1 of each to stdout, in the same format.
    The evaluator of tests/reference/lambertw_accuracy.py, which judges the values against
    mpmath.
*/
#include <impetus/lambertw.h>

#include <cstdio>
#include <cstring>
#include <vector>

int main(int argc, char **argv)
{
    if (argc != 2 || (std::strcmp(argv[1], "0") != 0 && std::strcmp(argv[1], "-1") != 0)) {
        std::fprintf(stderr, "usage: lambertw_eval <0|-1> < doubles > doubles\n");
        return 2;
    }
    const bool principal = std::strcmp(argv[1], "0") == 0;
    std::vector<double> buffer(1 << 16);
    for (;;) {
        const std::size_t count = std::fread(buffer.data(), sizeof(double), buffer.size(), stdin);
        for (std::size_t i = 0; i < count; ++i)
            buffer[i] = principal ? Impetus::lambertW0(buffer[i]) : Impetus::lambertWm1(buffer[i]);
        if (std::fwrite(buffer.data(), sizeof(double), count, stdout) != count)
            return 1;
        if (count < buffer.size())
            return std::ferror(stdin) ? 1 : 0;
    }
}
