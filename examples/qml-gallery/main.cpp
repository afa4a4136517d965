// SPDX-License-Identifier: MIT
// The QML gallery: Main.qml, which uses `import Impetus`. It runs from the build tree, where
// the module is built into <build>/qml (an installed module needs no import path).
//
//   qml-gallery                                   a window
//   qml-gallery --screenshot gallery.png [--after 2000]
//                                                 renders the window (offscreen too, with
//                                                 QT_QPA_PLATFORM=offscreen) after that many
//                                                 milliseconds, saves it and quits
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
                                        QStringLiteral("Save the window to <file> and quit."),
                                        QStringLiteral("file"));
    const QCommandLineOption after(QStringLiteral("after"),
                                   QStringLiteral("Take the screenshot after <ms> (default 2000)."),
                                   QStringLiteral("ms"), QStringLiteral("2000"));
    parser.addOptions({ screenshot, after });
    parser.process(app);

    QQmlApplicationEngine engine;
    engine.addImportPath(QStringLiteral(IMPETUS_QML_IMPORT_PATH));
    engine.load(QUrl(QStringLiteral("qrc:/gallery/Main.qml")));
    auto *window = engine.rootObjects().isEmpty() ? nullptr
                                                  : qobject_cast<QQuickWindow *>(engine.rootObjects().first());
    if (!window)
        return 1;

    if (parser.isSet(screenshot)) {
        const QString file = parser.value(screenshot);
        QTimer::singleShot(parser.value(after).toInt(), window, [window, file] {
            const QImage image = window->grabWindow();
            if (image.isNull() || !image.save(file)) {
                std::fprintf(stderr, "qml-gallery: cannot save the screenshot to %s\n", qPrintable(file));
                QCoreApplication::exit(1);
                return;
            }
            std::printf("%s: %dx%d\n", qPrintable(file), image.width(), image.height());
            QCoreApplication::quit();
        });
    }
    return app.exec();
}
