// SPDX-License-Identifier: MIT
// impetus: the command-line tool. Its logic is in cli.cpp; the contract in CONTRACT.md.

#include "cli.h"
#include "commandline.h"

#include <cerrno>
#include <cstdio>
#include <cstring>

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    try {
        const QByteArray out = Impetus::Tool::run(arguments);
        // A failed write (a full disk, a closed pipe) is an error, not a silent success.
        errno = 0;
        const bool written = std::fwrite(out.constData(), 1, size_t(out.size()), stdout) == size_t(out.size())
                && std::fflush(stdout) == 0 && !std::ferror(stdout);
        if (!written) {
            std::fprintf(stderr, "impetus: cannot write the output: %s\n", std::strerror(errno ? errno : EIO));
            return 1;
        }
        return 0;
    } catch (const Impetus::Tool::UsageError &error) {
        std::fprintf(stderr, "impetus: %s\n", error.what());
        return 2;
    }
}
