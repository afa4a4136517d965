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
#include <QtCore/QElapsedTimer>
#include <QtCore/QPointer>
#include <QtCore/QTimer>
#include <QtGui/QScreen>
#include <QtWidgets/QAbstractButton>
#include <QtWidgets/QWidget>

#include <algorithm>
#include <functional>
#include <utility>
#include <vector>

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

// Runs steps in the order of their times, each at its time, on one precise timer. Separate
// single-shot timers may fire out of order (Qt makes those of 2 s and more coarse, and
// two due at once fire in either order): a frame due with a click must be taken before it,
// and the last frame must be the last step.
class Sequence : public QObject
{
public:
    using Step = std::function<bool()>; // false: stop here (the application is exiting)

    explicit Sequence(QObject *parent) : QObject(parent)
    {
        m_timer.setSingleShot(true);
        m_timer.setTimerType(Qt::PreciseTimer);
        connect(&m_timer, &QTimer::timeout, this, [this] { runDue(); });
    }

    // Steps due at the same time run in the order they were added.
    void add(int at, Step step) { m_steps.push_back({ at, std::move(step) }); }

    void start()
    {
        std::stable_sort(m_steps.begin(), m_steps.end(), [](const Timed &a, const Timed &b) { return a.at < b.at; });
        m_clock.start();
        scheduleNext();
    }

private:
    struct Timed
    {
        int at;
        Step step;
    };

    void runDue()
    {
        while (m_next < m_steps.size() && m_steps[m_next].at <= m_clock.elapsed()) {
            if (!m_steps[m_next++].step())
                return;
        }
        scheduleNext();
    }

    void scheduleNext()
    {
        if (m_next < m_steps.size())
            m_timer.start(int(qMax<qint64>(0, m_steps[m_next].at - m_clock.elapsed())));
    }

    std::vector<Timed> m_steps;
    std::size_t m_next = 0;
    QElapsedTimer m_clock;
    QTimer m_timer;
};

// When --screenshot was given, grabs window --frames times, the last after --after
// milliseconds (defaultAfter without it), saves each and exits. Frames and clicks happen
// in one Sequence; a frame due with a click shows the window before the click.
inline void scheduleIfAsked(const QCommandLineParser &parser, QWidget &window, const char *program, int defaultAfter)
{
    auto *sequence = new Sequence(&window);
    std::vector<std::pair<int, QAbstractButton *>> clicks;
    for (const QString &click : parser.values(QStringLiteral("click"))) {
        const QString name = click.section(QLatin1Char('@'), 0, 0);
        bool ok = false;
        const int at = click.section(QLatin1Char('@'), 1).toInt(&ok);
        auto *button = window.findChild<QAbstractButton *>(name);
        if (!ok || !button) {
            qWarning("%s: --click %s: expected <button>@<ms> naming a button of the window", program,
                     qPrintable(click));
            QTimer::singleShot(0, [] { QCoreApplication::exit(2); });
            return;
        }
        clicks.emplace_back(at, button);
    }
    if (parser.isSet(QStringLiteral("screenshot"))) {
        const QString file = parser.value(QStringLiteral("screenshot"));
        const int after =
                parser.isSet(QStringLiteral("after")) ? parser.value(QStringLiteral("after")).toInt() : defaultAfter;
        const int frames = qMax(1, parser.value(QStringLiteral("frames")).toInt());
        if (frames > 1 && !file.contains(QLatin1String("%1"))) {
            qWarning("%s: --frames %d needs a %%1 in the file name for the frame number", program, frames);
            QTimer::singleShot(0, [] { QCoreApplication::exit(2); });
            return;
        }
        for (int frame = 1; frame <= frames; ++frame) {
            sequence->add(after * frame / frames, [&window, file, program, frame, frames] {
                // A single picture is rendered afresh. Frames are what the screen shows
                // (offscreen: what was last painted), so an example that stops repainting
                // repeats its frame.
                const QString name = frames == 1 ? file : file.arg(frame);
                const QPixmap picture = frames == 1 ? window.grab() : window.screen()->grabWindow(window.winId());
                if (!picture.save(name)) {
                    qWarning("%s: cannot write %s", program, qPrintable(name));
                    QCoreApplication::exit(1);
                    return false;
                }
                if (frame == frames) {
                    QCoreApplication::exit(0);
                    return false;
                }
                return true;
            });
        }
    }
    for (const auto &[at, button] : clicks) {
        sequence->add(at, [button = QPointer<QAbstractButton>(button)] {
            if (button)
                button->click();
            return true;
        });
    }
    sequence->start();
}

} // namespace ExampleScreenshot

#endif
