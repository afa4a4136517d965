// SPDX-License-Identifier: MIT
// The --screenshot option every widgets example shares: after a delay, render the window
// to a PNG file and exit (status 1 if the file cannot be written); scripts/screenshots.sh
// makes the pictures of docs/images/ so. With --frames <n>, n frames evenly spaced up to
// that delay instead, numbered 1 to n by the %1 in the file name: the example tests check
// that they show motion. --click <button>@<ms> (repeatable) clicks the button of that
// object name at that time, as a user would: the tests drive forms with no code so.
#ifndef IMPETUS_EXAMPLES_SCREENSHOT_H
#define IMPETUS_EXAMPLES_SCREENSHOT_H

#include <QtCore/QCommandLineParser>
#include <QtCore/QCoreApplication>
#include <QtCore/QTimer>
#include <QtGui/QScreen>
#include <QtWidgets/QAbstractButton>
#include <QtWidgets/QWidget>

namespace ExampleScreenshot {

// --screenshot <file.png>, --after <ms> and --frames <n>; defaultAfter says what happens
// without --after.
inline void addOptions(QCommandLineParser &parser, const QString &defaultAfter)
{
    parser.addOptions({
            { QStringLiteral("screenshot"), QStringLiteral("Write the window to <file.png> and exit."),
              QStringLiteral("file.png") },
            { QStringLiteral("after"), QStringLiteral("Screenshot after <ms> (default %1).").arg(defaultAfter),
              QStringLiteral("ms") },
            { QStringLiteral("frames"),
              QStringLiteral("Write <n> frames evenly spaced up to --after, numbered by the %1 in <file.png> "
                             "(default 1)."),
              QStringLiteral("n"), QStringLiteral("1") },
            { QStringLiteral("click"), QStringLiteral("Click the button named <name> after <ms> (repeatable)."),
              QStringLiteral("name@ms") },
    });
}

// When --screenshot was given, grabs window --frames times, the last after --after
// milliseconds (defaultAfter without it), saves each and exits.
inline void scheduleIfAsked(const QCommandLineParser &parser, QWidget &window, const char *program,
                            int defaultAfter)
{
    for (const QString &click : parser.values(QStringLiteral("click"))) {
        const QString name = click.section(QLatin1Char('@'), 0, 0);
        bool ok = false;
        const int at = click.section(QLatin1Char('@'), 1).toInt(&ok);
        auto *button = window.findChild<QAbstractButton *>(name);
        if (!ok || !button) {
            qWarning("%s: --click %s: expected <button>@<ms> naming a button of the window", program, qPrintable(click));
            QTimer::singleShot(0, [] { QCoreApplication::exit(2); });
            return;
        }
        QTimer::singleShot(at, button, &QAbstractButton::click);
    }
    if (!parser.isSet(QStringLiteral("screenshot")))
        return;
    const QString file = parser.value(QStringLiteral("screenshot"));
    const int after = parser.isSet(QStringLiteral("after")) ? parser.value(QStringLiteral("after")).toInt()
                                                             : defaultAfter;
    const int frames = qMax(1, parser.value(QStringLiteral("frames")).toInt());
    if (frames > 1 && !file.contains(QLatin1String("%1"))) {
        qWarning("%s: --frames %d needs a %%1 in the file name for the frame number", program, frames);
        QTimer::singleShot(0, [] { QCoreApplication::exit(2); });
        return;
    }
    for (int frame = 1; frame <= frames; ++frame) {
        // Timers due in order fire in order, so the last frame is the one that exits.
        QTimer::singleShot(after * frame / frames, &window, [&window, file, program, frame, frames] {
            // A single picture is rendered afresh. Frames are what the screen shows (offscreen:
            // what was last painted), so an example that stops repainting repeats its frame.
            const QString name = frames == 1 ? file : file.arg(frame);
            const QPixmap picture = frames == 1 ? window.grab() : window.screen()->grabWindow(window.winId());
            if (!picture.save(name)) {
                qWarning("%s: cannot write %s", program, qPrintable(name));
                QCoreApplication::exit(1);
            } else if (frame == frames) {
                QCoreApplication::exit(0);
            }
        });
    }
}

} // namespace ExampleScreenshot

#endif
