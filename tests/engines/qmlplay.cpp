// SPDX-License-Identifier: MIT
/*
    Plays a QML file the way Qt's own engines do, for tests/engines/test_engines.py:

        qmlplay <file.qml> timeline   frames on stdin, one a line: sets the object named
                                      "timeline" (a QtQuick.Timeline) to each currentFrame and
                                      prints the root's `value`
        qmlplay <file.qml> easing     progresses on stdin: prints the valueForProgress of the
                                      QEasingCurve that QML built for the `easing` of the
                                      object named "animation"

    One value a line, with 17 significant digits; exit 1 with a message if the file does not
    load or lacks what the mode needs.
*/
#include <QtCore/qeasingcurve.h>
#include <QtCore/qtextstream.h>
#include <QtGui/qguiapplication.h>
#include <QtQml/qqmlcomponent.h>
#include <QtQml/qqmlengine.h>

#include <cstdio>
#include <memory>

int main(int argc, char *argv[])
{
    QGuiApplication app(argc, argv);
    if (argc != 3) {
        std::fprintf(stderr, "usage: qmlplay <file.qml> timeline|easing < inputs\n");
        return 1;
    }
    const QString mode = QString::fromLocal8Bit(argv[2]);
    QQmlEngine engine;
    QQmlComponent component(&engine, QUrl::fromLocalFile(QString::fromLocal8Bit(argv[1])));
    const std::unique_ptr<QObject> root(component.create());
    if (!root) {
        std::fprintf(stderr, "qmlplay: %s\n", qPrintable(component.errorString()));
        return 1;
    }
    QObject *const player =
            root->findChild<QObject *>(mode == u"timeline" ? QStringLiteral("timeline") : QStringLiteral("animation"));
    if (!player) {
        std::fprintf(stderr, "qmlplay: no object named for mode %s\n", argv[2]);
        return 1;
    }
    QTextStream in(stdin);
    QString line;
    while (in.readLineInto(&line)) {
        const double input = line.toDouble();
        double value = 0;
        if (mode == u"timeline") {
            player->setProperty("currentFrame", input);
            value = root->property("value").toDouble();
        } else {
            value = player->property("easing").value<QEasingCurve>().valueForProgress(input);
        }
        std::printf("%.17g\n", value);
    }
    return 0;
}
