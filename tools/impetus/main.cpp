// SPDX-License-Identifier: MIT
// impetus: the command-line tool. Its logic is in cli.cpp; the contract in CONTRACT.md.

#include "cli.h"
#include "commandline.h"

#include <cstdio>

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    try {
        const QByteArray out = Impetus::Tool::run(arguments);
        std::fwrite(out.constData(), 1, size_t(out.size()), stdout);
        return std::fflush(stdout) == 0 ? 0 : 1;
    } catch (const Impetus::Tool::UsageError &error) {
        std::fprintf(stderr, "impetus: %s\n", error.what());
        return 2;
    }
}
