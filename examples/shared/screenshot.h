// SPDX-License-Identifier: MIT
// The --screenshot option every widgets example shares: after a delay, render the window
// to a PNG file and exit (status 1 if the file cannot be written). The example tests run
// it offscreen, and scripts/screenshots.sh makes the pictures of docs/images/ with it.
#ifndef IMPETUS_EXAMPLES_SCREENSHOT_H
#define IMPETUS_EXAMPLES_SCREENSHOT_H

#include <QtCore/QCommandLineParser>
#include <QtCore/QCoreApplication>
#include <QtCore/QTimer>
#include <QtWidgets/QWidget>

namespace ExampleScreenshot {

// --screenshot <file.png> and --after <ms>; defaultAfter says what happens without --after.
inline void addOptions(QCommandLineParser &parser, const QString &defaultAfter)
{
    parser.addOptions({
            { QStringLiteral("screenshot"), QStringLiteral("Write the window to <file.png> and exit."),
              QStringLiteral("file.png") },
            { QStringLiteral("after"), QStringLiteral("Screenshot after <ms> (default %1).").arg(defaultAfter),
              QStringLiteral("ms") },
    });
}

// When --screenshot was given, grabs window after --after milliseconds (defaultAfter
// without it), saves and exits.
inline void scheduleIfAsked(const QCommandLineParser &parser, QWidget &window, const char *program,
                            int defaultAfter)
{
    if (!parser.isSet(QStringLiteral("screenshot")))
        return;
    const QString file = parser.value(QStringLiteral("screenshot"));
    const int after = parser.isSet(QStringLiteral("after")) ? parser.value(QStringLiteral("after")).toInt()
                                                             : defaultAfter;
    QTimer::singleShot(after, &window, [&window, file, program] {
        const bool written = window.grab().save(file);
        if (!written)
            qWarning("%s: cannot write %s", program, qPrintable(file));
        QCoreApplication::exit(written ? 0 : 1);
    });
}

} // namespace ExampleScreenshot

#endif
