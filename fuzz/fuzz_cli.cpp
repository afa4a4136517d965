// SPDX-License-Identifier: MIT
// Fuzzes the impetus tool's whole argument handling: the input is its argument list, one
// argument per line. Every input must end in output or in a one-line usage error, with no
// nan or inf printed, and without a crash or sanitizer report.

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

// Keep each run small: a legitimate --samples=10000000 would only measure memory.
bool tooLarge(const QStringList &arguments)
{
    for (const QString &argument : arguments) {
        if (argument.startsWith(QLatin1String("--samples=")) && argument.size() > 14)
            return true;
    }
    return false;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (size > 512)
        return -1;
    const QStringList arguments = QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size))
                                          .split(QLatin1Char('\n'));
    if (tooLarge(arguments))
        return -1;
    static const QRegularExpression nonFinite(QStringLiteral("\\b(nan|inf|infinity)\\b"),
                                              QRegularExpression::CaseInsensitiveOption);
    // Chunks end on line ends, so a chunk holds every word it shows whole.
    const bool help = printsHelp(arguments);
    Impetus::Tool::Output out([&](const QByteArray &chunk) {
        if (!help && nonFinite.match(QString::fromUtf8(chunk)).hasMatch())
            std::abort();
        return true;
    });
    try {
        Impetus::Tool::run(arguments, out);
        out.flush();
    } catch (const Impetus::Tool::UsageError &error) {
        const QString message = QString::fromUtf8(error.what());
        if (message.isEmpty() || message.contains(QLatin1Char('\n')))
            std::abort();
    }
    return 0;
}
