// SPDX-License-Identifier: MIT
// The designer-screenshots test: runs scripts/designer-screenshots.sh into a fresh
// directory, then checks what it reports (the Impetus widgets found in the widget box and
// in the form, the files written; Motion... on a plain QFrame through the task menu,
// saved, loaded again and played by Form > Preview; the MotionStackedWidget's pages) and
// the pictures themselves: each exists, has the size the driver was built for and is not
// blank.
//
//   designer_screenshots_check <script> <build dir> <output dir> <widgets WxH> <edit WxH>

#include <QtCore/QCoreApplication>
#include <QtCore/QDir>
#include <QtCore/QProcess>
#include <QtCore/QRegularExpression>
#include <QtCore/QSet>
#include <QtGui/QImage>

#include "picturestatistics.h"

#include <cstdio>

namespace {

const int ScriptTimeout = 100000; // ms; Designer usually needs a few seconds

int failures = 0;

void fail(const QString &message)
{
    std::fprintf(stderr, "FAIL: %s\n", qPrintable(message));
    ++failures;
}

QSize parseSize(const QString &text)
{
    const QStringList parts = text.split(QLatin1Char('x'));
    return parts.size() == 2 ? QSize(parts[0].toInt(), parts[1].toInt()) : QSize();
}

// Blank or nearly so: one colour over most of the picture, or hardly any contrast.
void checkPicture(const QString &path, const QSize &expected)
{
    QImage image;
    if (!image.load(path)) {
        fail(QStringLiteral("%1 is missing or not an image").arg(path));
        return;
    }
    if (image.size() != expected) {
        fail(QStringLiteral("%1 is %2 x %3, expected %4 x %5")
                     .arg(path)
                     .arg(image.width())
                     .arg(image.height())
                     .arg(expected.width())
                     .arg(expected.height()));
        return;
    }
    image = image.convertToFormat(QImage::Format_RGB32);
    QSet<QRgb> colours;
    for (int y = 0; y < image.height() && colours.size() < 1000; ++y) {
        const auto *line = reinterpret_cast<const QRgb *>(image.constScanLine(y));
        for (int x = 0; x < image.width() && colours.size() < 1000; ++x)
            colours.insert(line[x]);
    }
    const double deviation = PictureStatistics::greyDeviation(image);
    std::printf("%s: %d x %d, grey standard deviation %.1f, %s%lld colours\n", qPrintable(path), image.width(),
                image.height(), deviation, colours.size() >= 1000 ? ">= " : "", qint64(colours.size()));
    if (deviation < 15)
        fail(QStringLiteral("%1 is nearly blank (grey standard deviation %2)").arg(path).arg(deviation));
    if (colours.size() < 100)
        fail(QStringLiteral("%1 has only %2 colours").arg(path).arg(colours.size()));
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    const QStringList args = app.arguments();
    if (args.size() != 6 || !parseSize(args[4]).isValid() || !parseSize(args[5]).isValid()) {
        std::fprintf(stderr,
                     "usage: designer_screenshots_check <script> <build dir> <output dir> <widgets WxH> "
                     "<edit WxH>\n");
        return 2;
    }
    const QString script = args[1];
    QDir out(args[3]);
    if (out.exists() && !out.removeRecursively()) {
        std::fprintf(stderr, "FAIL: cannot empty %s\n", qPrintable(out.path()));
        return 1;
    }
    if (!QDir().mkpath(out.path())) {
        std::fprintf(stderr, "FAIL: cannot create %s\n", qPrintable(out.path()));
        return 1;
    }

    QProcess process;
    QProcessEnvironment environment = QProcessEnvironment::systemEnvironment();
    environment.insert(QStringLiteral("IMPETUS_BUILD_DIR"), args[2]);
    process.setProcessEnvironment(environment);
    process.setProcessChannelMode(QProcess::MergedChannels);
    process.start(QStringLiteral("bash"), { script, out.path() });
    if (!process.waitForFinished(ScriptTimeout)) {
        // SIGTERM first: the script's exit trap stops its X server.
        process.terminate();
        if (!process.waitForFinished(5000)) {
            process.kill();
            process.waitForFinished();
        }
        fail(QStringLiteral("%1 did not finish within %2 s").arg(script).arg(ScriptTimeout / 1000));
    }
    const QString output = QString::fromLocal8Bit(process.readAll());
    std::printf("%s", qPrintable(output));
    if (process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        fail(QStringLiteral("%1 exited with status %2").arg(script).arg(process.exitCode()));

    // What the driver saw, in its own words.
    const QStringList lines = output.split(QLatin1Char('\n'));
    const auto said = [&](const QString &start) {
        for (const QString &line : lines) {
            if (line.startsWith(start))
                return line;
        }
        return QString();
    };
    const QString box = said(QStringLiteral("designer-screenshots: widget box group Impetus:"));
    for (const char *className : { "Impetus::MotionPlot", "Impetus::MotionPreview", "Impetus::MotionEditor" }) {
        if (!box.contains(QLatin1String(className)))
            fail(QStringLiteral("the driver did not see %1 in the widget box").arg(QLatin1String(className)));
        if (said(QStringLiteral("designer-screenshots: form has %1 ").arg(QLatin1String(className))).isEmpty())
            fail(QStringLiteral("the driver did not see %1 in the form").arg(QLatin1String(className)));
    }

    // Motion... on a plain QFrame (issue 13): offered, saved in the .ui, kept when the .ui is
    // loaded again, played by Form > Preview with the duration the dialog stated; the
    // stacked container's pages reach Designer through its container extension.
    const struct
    {
        const char *start;
        const char *contains;
    } findings[] = {
        { "designer-screenshots: task menu of the QFrame plainFrame:", "Motion..." },
        { "designer-screenshots: stacked container pages: 3 pages (page1, page2, page3) through",
          "Impetus::StackedContainer" },
        { "designer-screenshots: stacked context menu:", "Insert Page After Current Page" },
        { "designer-screenshots: stacked context menu:", "Move Page Later" },
        { "designer-screenshots: Motion dialog: plainFrame moves", " ms, 0.2 s after it is shown" },
        { "designer-screenshots: saved .ui:", "impetusEnterMotion" },
        { "designer-screenshots: reopened:",
          "impetusEnter=left (QByteArray), impetusEnterMotion=swiftui.bouncy (QByteArray), "
          "impetusEnterDelay=0.2 (double); impetusEnter is a dynamic property" },
        { "designer-screenshots: Motion dialog again:", "enters left with swiftui.bouncy after 0.2 s" },
        { "designer-screenshots: after OK, the property sheet of plainFrame has",
          "impetusEnter=left, impetusEnterMotion=swiftui.bouncy, impetusEnterDelay=0.2" },
        { "designer-screenshots: preview: plainFrame enters with spring(duration: 0.5, bounce: 0.3) from",
          "waiting for its delay" },
        { "designer-screenshots: preview: plainFrame landed at", "," },
        // Motion... on a QListWidget (issue 25): the Scrolling tab's marks saved, loaded
        // back, and played by the preview.
        { "designer-screenshots: Scrolling tab:",
          "coasts 999 px in 5.75 s, and then lands exactly on the nearest snap position" },
        { "designer-screenshots: saved .ui:", "impetusScrollSnap" },
        { "designer-screenshots: reopened: plainList has",
          "impetusScroll=true, impetusScrollMouse=true, impetusScrollSnap=items" },
        { "designer-screenshots: preview: plainList scrolls with a KineticScroller:",
          "motion ios.scroll.normal, snap mode 1, mouse drag on" },
    };
    for (const auto &finding : findings) {
        bool found = false;
        for (const QString &line : lines)
            found |= line.startsWith(QLatin1String(finding.start)) && line.contains(QLatin1String(finding.contains));
        if (!found)
            fail(QStringLiteral("the driver did not report \"%1 ... %2\"")
                         .arg(QLatin1String(finding.start), QLatin1String(finding.contains)));
    }
    // The preview plays what the dialog said: the same motion over the same distance.
    const QRegularExpressionMatch preview =
            QRegularExpression(QStringLiteral("in (\\d+) ms \\(the dialog said (\\d+) ms\\)"))
                    .match(said(QStringLiteral("designer-screenshots: preview: plainFrame enters")));
    if (!preview.hasMatch() || preview.captured(1) != preview.captured(2))
        fail(QStringLiteral("the preview's entrance does not last what the Motion dialog said"));

    const struct
    {
        const char *name;
        QSize size;
    } pictures[] = { { "designer-widgets.png", parseSize(args[4]) },
                     { "designer-edit-motion.png", parseSize(args[5]) },
                     { "designer-stacked.png", parseSize(args[4]) },
                     { "designer-motion-dialog.png", parseSize(args[5]) },
                     { "designer-scroll-dialog.png", parseSize(args[5]) } };
    for (const auto &picture : pictures) {
        const QString path = out.filePath(QLatin1String(picture.name));
        if (said(QStringLiteral("wrote %1").arg(path)).isEmpty())
            fail(QStringLiteral("the script did not say it wrote %1").arg(path));
        checkPicture(path, picture.size);
    }

    if (failures)
        return 1;
    std::printf("the five Designer screenshots written and checked, and what the driver did in Designer\n");
    return 0;
}
