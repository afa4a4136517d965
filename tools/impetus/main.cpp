// SPDX-License-Identifier: MIT
// impetus: the command-line tool. Its logic is in cli.cpp; the contract in CONTRACT.md.

#include "cli.h"
#include "commandline.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <new>

int main(int argc, char *argv[])
{
    QStringList arguments;
    for (int i = 1; i < argc; ++i)
        arguments.append(QString::fromLocal8Bit(argv[i]));
    int writeError = 0;
    // The output goes out as it is made, chunk by chunk: no size of it is held in memory.
    Impetus::Tool::Output out([&](const QByteArray &chunk) {
        errno = 0;
        const bool written = std::fwrite(chunk.constData(), 1, size_t(chunk.size()), stdout) == size_t(chunk.size());
        writeError = errno ? errno : EIO;
        return written;
    });
    try {
        Impetus::Tool::run(arguments, out);
        out.flush();
        errno = 0;
        if (std::fflush(stdout) != 0 || std::ferror(stdout)) {
            writeError = errno ? errno : EIO;
            throw Impetus::Tool::Output::WriteError();
        }
        return 0;
    } catch (const Impetus::Tool::Output::WriteError &) {
        // A failed write (a full disk, a closed pipe) is an error, not a silent success.
        std::fprintf(stderr, "impetus: cannot write the output: %s\n", std::strerror(writeError));
        return 1;
    } catch (const Impetus::Tool::UsageError &error) {
        std::fprintf(stderr, "impetus: %s\n", error.what());
        return 2;
    } catch (const std::bad_alloc &) {
        std::fprintf(stderr, "impetus: not enough memory for this request\n");
        return 2;
    }
}
