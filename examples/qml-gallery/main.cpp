// SPDX-License-Identifier: MIT
// The QML gallery: Main.qml, which uses `import Impetus`. It runs from the build tree, where
// the module is built into <build>/qml (an installed module needs no import path).
//
//   qml-gallery [--page n]                        a window, on page n (0: Behavior and
//                                                 Transition, 1: SpringAnimation and
//                                                 SpringMotion, 2: models, followers, easing)
//   qml-gallery --screenshot gallery.png [--after 2000]
//                                                 renders the window (offscreen too, with
//                                                 QT_QPA_PLATFORM=offscreen) after that many
//                                                 milliseconds, saves it and quits
//   qml-gallery --screenshot frame-%1.png --frames 4 [--after 2000]
//                                                 four frames evenly spaced up to then,
//                                                 frame-1.png to frame-4.png (its test's)
#include <QtCore/qcommandlineparser.h>
#include <QtCore/qtimer.h>
#include <QtGui/qguiapplication.h>
#include <QtGui/qimage.h>
#include <QtQml/qqmlapplicationengine.h>
#include <QtQuick/qquickwindow.h>

#include <cstdio>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    const QCommandLineOption screenshot(QStringLiteral("screenshot"),
                                        QStringLiteral("Save the window to <file> and quit."), QStringLiteral("file"));
    const QCommandLineOption after(QStringLiteral("after"),
                                   QStringLiteral("Take the screenshot after <ms> (default 2000)."),
                                   QStringLiteral("ms"), QStringLiteral("2000"));
    const QCommandLineOption frames(QStringLiteral("frames"),
                                    QStringLiteral("Save <n> frames evenly spaced up to --after, numbered by "
                                                   "the %1 in <file> (default 1)."),
                                    QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption page(QStringLiteral("page"), QStringLiteral("Show page <n> (default 0)."),
                                  QStringLiteral("n"), QStringLiteral("0"));
    parser.addOptions({ screenshot, after, frames, page });
    parser.process(app);

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral(IMPETUS_QML_IMPORT_PATH));
    engine.load(QUrl(QStringLiteral("qrc:/gallery/Main.qml")));
    auto *window =
            engine.rootObjects().isEmpty() ? nullptr : qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    if (!window)
        return 1;
    window->setProperty("page", parser.value(page).toInt());

    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        const int count = qMax(1, parser.value(frames).toInt());
        if (count > 1 && !file.contains(QLatin1String("%1"))) {
            std::fprintf(stderr, "qml-gallery: --frames %d needs a %%1 in the file name\n", count);
            return 2;
        }
        for (int frame = 1; frame <= count; ++frame) {
            // Timers due in order fire in order, so the last frame is the one that quits.
            QTimer::singleShot(parser.value(after).toInt() * frame / count, window, [window, file, frame, count] {
                const QString name = count == 1 ? file : file.arg(frame);
                const QImage image = window->grabWindow();
                if (image.isNull() || !image.save(name)) {
                    std::fprintf(stderr, "qml-gallery: cannot save the screenshot to %s\n", qPrintable(name));
                    QCoreApplication::exit(1);
                    return;
                }
                std::printf("%s: %dx%d\n", qPrintable(name), image.width(), image.height());
                if (frame == count)
                    QCoreApplication::quit();
            });
        }
    }
    return app.exec();
}
