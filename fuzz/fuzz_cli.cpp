// SPDX-License-Identifier: MIT
// Fuzzes the impetus tool's whole argument handling: the input is a first line that makes the
// output fail to write after some chunks (its first character: '0' never, '1' to '3' after
// that many), then the argument list, one argument per line. Every input must end in output,
// a one-line usage error or, only when a chunk was refused, a write error, with no nan or inf
// printed, and without a crash or sanitizer report.

#include "cli.h"
#include "commandline.h"

#include <QtCore/qregularexpression.h>

#include <cstdint>
#include <cstdlib>

namespace {

bool printsHelp(const QStringList &arguments)
{
    static const QStringList help = { QStringLiteral("--help"), QStringLiteral("-h"), QStringLiteral("help"),
                                      QStringLiteral("--version") };
    return !arguments.isEmpty() && help.contains(arguments.first());
}

// --samples up to 10,000, several 64 KiB chunks of output (so that writes fail mid-stream):
// more only costs time under the sanitizers (a million made 127 runs a second, 40 minutes
// for CI's 300,000); the cli test streams 10^7.
bool tooLarge(const QStringList &arguments)
{
    for (const QString &argument : arguments) {
        if (argument.startsWith(QLatin1String("--samples=")) && argument.mid(10).toDouble() > 1e4)
            return true;
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size < 1 || size > 512)
        return -1;
    QStringList arguments =
            QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size)).split(QLatin1Char('\n'));
    // After how many chunks the output fails to write (a full disk, a closed pipe), or never.
    const int failAfter = arguments.takeFirst().isEmpty() ? 0 : data[0] % 4;
    if (tooLarge(arguments))
        return -1;
    static const QRegularExpression nonFinite(QStringLiteral("\\b(nan|inf|infinity)\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
    // Chunks end on line ends, so a chunk holds every word it shows whole.
    const bool help = printsHelp(arguments);
    int chunks = 0;
    bool refused = false;
    Impetus::Tool::Output out([&](const QByteArray &chunk) {
        // The expression only where the letters are (a whole chunk through it costs more
        // than the run).
        const QByteArray lower = help ? QByteArray() : chunk.toLower();
        if ((lower.contains("nan") || lower.contains("inf")) && nonFinite.match(QString::fromUtf8(chunk)).hasMatch())
            std::abort();
        refused = failAfter != 0 && ++chunks >= failAfter;
        return !refused;
    });
    try {
        Impetus::Tool::run(arguments, out);
        out.flush();
        if (refused) // a refused chunk must end the run with WriteError
            std::abort();
    } catch (const Impetus::Tool::Output::WriteError &) {
        if (!refused) // only a refused chunk is a write error
            std::abort();
    } catch (const Impetus::Tool::UsageError &error) {
        const QString message = QString::fromUtf8(error.what());
        if (message.isEmpty() || message.contains(QLatin1Char('\n')))
            std::abort();
    }
    return 0;
}
