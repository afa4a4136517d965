// SPDX-License-Identifier: MIT
// check_example <file-%1.png> <frames> <program> [arguments...]
// Runs the program offscreen with `--screenshot <file-%1.png> --frames <frames>` added to its
// arguments: it is expected to write that many frames, numbered by the %1 (the file itself
// for one frame), and exit. Then checks, reporting every failure:
//   - it exited normally with status 0 within 10 s;
//   - it printed no Qt warning, critical or fatal message on stderr, but the noise of the
//     offscreen platform plugin in tolerated[] below (other lines are shown, not judged);
//   - every frame is a non-blank picture: the standard deviation of its grey levels is at
//     least 8 (one colour, or nothing painted, is 0);
//   - with two frames or more, something moved: some frame differs from the one before in
//     at least 500 pixels: a marker 30 px across moving by its width changes about 1400, a
//     label changing one digit about 60.
#include <QtCore/qcoreapplication.h>
#include <QtCore/qelapsedtimer.h>
#include <QtCore/qfile.h>
#include <QtCore/qfileinfo.h>
#include <QtCore/qprocess.h>
#include <QtCore/qtemporarydir.h>
#include <QtGui/qimage.h>

#include "picturestatistics.h"

#include <algorithm>
#include <cstdio>
#include <iterator>

namespace {

constexpr double MinDeviation = 8; // grey levels
constexpr qint64 MinChangedPixels = 500; // between consecutive frames

// Qt messages the examples print offscreen that say nothing about them. Showing a window
// whose layout sets its minimum size (highscores, widgets-intoview) passes that size on to
// the platform window: xcb and wayland take it, the offscreen plugin does not implement
// propagateSizeHints() and QPlatformWindow's default says so.
const char *const tolerated[] = {
    "This plugin does not support propagateSizeHints()",
};

// How many pixels differ between two frames (all of them if the sizes do).
qint64 changedPixels(const QImage &a, const QImage &b)
{
    if (a.size() != b.size())
        return qMax(qint64(a.width()) * a.height(), qint64(b.width()) * b.height());
    const QImage first = a.convertToFormat(QImage::Format_RGB32);
    const QImage second = b.convertToFormat(QImage::Format_RGB32);
    qint64 changed = 0;
    for (int y = 0; y < first.height(); ++y) {
        const auto *p = reinterpret_cast<const QRgb *>(first.constScanLine(y));
        const auto *q = reinterpret_cast<const QRgb *>(second.constScanLine(y));
        for (int x = 0; x < first.width(); ++x)
            changed += p[x] != q[x];
    }
    return changed;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QStringList args = app.arguments().mid(1);
    bool framesOk = false;
    const int frames = args.size() >= 3 ? args.at(1).toInt(&framesOk) : 0;
    if (!framesOk || frames < 1 || (frames > 1 && !args.at(0).contains(QLatin1String("%1")))) {
        std::fprintf(stderr, "usage: check_example <file-%%1.png> <frames> <program> [arguments...]\n");
        return 2;
    }
    const QString pattern = args.takeFirst();
    args.removeFirst();
    const QString program = args.takeFirst();
    // What the messages call the example: its program and arguments.
    const QString name = (QStringList(QFileInfo(program).fileName()) + args).join(QLatin1Char(' '));
    QStringList files;
    for (int frame = 1; frame <= frames; ++frame) {
        files.append(frames == 1 ? pattern : pattern.arg(frame));
        QFile::remove(files.last());
    }
    args << QStringLiteral("--screenshot") << pattern << QStringLiteral("--frames") << QString::number(frames);

    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    // Every Qt message on stderr (never the journal), marked with its type.
    environment.insert(QStringLiteral("QT_FORCE_STDERR_LOGGING"), QStringLiteral("1"));
    environment.insert(QStringLiteral("QT_MESSAGE_PATTERN"), QStringLiteral("Qt %{type}: %{message}"));
    // Qt warns without a runtime directory (a test runner may have none): give it one.
    QTemporaryDir runtime;
    if (!environment.contains(QStringLiteral("XDG_RUNTIME_DIR")) && runtime.isValid())
        environment.insert(QStringLiteral("XDG_RUNTIME_DIR"), runtime.path());

    QProcess process;
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::ForwardedOutputChannel);
    QElapsedTimer clock;
    clock.start();
    process.start(program, args);
    if (!process.waitForStarted()) {
        std::fprintf(stderr, "FAIL: %s: cannot start it (%s)\n", qPrintable(name), qPrintable(process.errorString()));
        return 1;
    }
    if (!process.waitForFinished(10000)) {
        process.kill();
        process.waitForFinished();
        std::fputs(process.readAllStandardError().constData(), stderr);
        std::fprintf(stderr, "FAIL: %s: still running after 10 s, killed\n", qPrintable(name));
        return 1;
    }
    const qint64 elapsed = clock.elapsed();
    QStringList failures;
    if (process.exitStatus() != QProcess::NormalExit)
        failures << QStringLiteral("crashed");
    else if (process.exitCode() != 0)
        failures << QStringLiteral("exited with status %1").arg(process.exitCode());

    // Its stderr, shown as it was, then checked line by line.
    const QByteArray errors = process.readAllStandardError();
    std::fputs(errors.constData(), stderr);
    int toleratedLines = 0;
    for (const QString &line : QString::fromLocal8Bit(errors).split(QLatin1Char('\n'))) {
        static const QStringList bad = { QStringLiteral("Qt warning: "), QStringLiteral("Qt critical: "),
                                         QStringLiteral("Qt fatal: ") };
        const auto type = std::find_if(bad.cbegin(), bad.cend(), [&](const QString &b) { return line.startsWith(b); });
        if (type == bad.cend())
            continue;
        const QString message = line.mid(type->size());
        if (std::any_of(std::begin(tolerated), std::end(tolerated),
                        [&](const char *noise) { return message == QLatin1String(noise); }))
            ++toleratedLines;
        else
            failures << QStringLiteral("printed \"%1\"").arg(line);
    }
    std::printf("%s: exit status %d after %.1f s, %d tolerated line(s) of offscreen noise on stderr\n",
                qPrintable(name), process.exitCode(), elapsed / 1000.0, toleratedLines);

    QImage previous;
    qint64 mostChanged = 0;
    bool allFrames = true;
    for (int frame = 1; frame <= frames; ++frame) {
        const QImage image(files.at(frame - 1));
        if (image.isNull() || image.width() < 100 || image.height() < 100) {
            failures
                    << QStringLiteral("frame %1: no picture (or a tiny one) in %2").arg(frame).arg(files.at(frame - 1));
            previous = QImage();
            allFrames = false;
            continue;
        }
        const double greyDeviation = PictureStatistics::greyDeviation(image);
        QString line = QStringLiteral("  frame %1: %2x%3, grey level deviation %4")
                               .arg(frame)
                               .arg(image.width())
                               .arg(image.height())
                               .arg(greyDeviation, 0, 'f', 1);
        if (!previous.isNull()) {
            const qint64 changed = changedPixels(previous, image);
            mostChanged = qMax(mostChanged, changed);
            line += QStringLiteral(", %1 pixels (%2 %) changed since frame %3")
                            .arg(changed)
                            .arg(100.0 * changed / (double(image.width()) * image.height()), 0, 'f', 2)
                            .arg(frame - 1);
        }
        std::printf("%s\n", qPrintable(line));
        if (greyDeviation < MinDeviation)
            failures << QStringLiteral("frame %1 is blank: grey level deviation %2 < %3")
                                .arg(frame)
                                .arg(greyDeviation, 0, 'f', 1)
                                .arg(MinDeviation);
        previous = image;
    }
    if (frames > 1 && allFrames && mostChanged < MinChangedPixels)
        failures << QStringLiteral("nothing moved: at most %1 pixels changed from one of the %2 frames to the "
                                   "next (< %3)")
                            .arg(mostChanged)
                            .arg(frames)
                            .arg(MinChangedPixels);

    std::fflush(stdout);
    for (const QString &failure : std::as_const(failures))
        std::fprintf(stderr, "FAIL: %s: %s\n", qPrintable(name), qPrintable(failure));
    return failures.isEmpty() ? 0 : 1;
}
