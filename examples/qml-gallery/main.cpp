// SPDX-License-Identifier: MIT
// The QML gallery: Main.qml, which uses `import Impetus`. It runs from the build tree, where
// the module is built into <build>/qml (an installed module needs no import path).
//
//   qml-gallery [--page n]                        a window, on page n (0: Behavior and
//                                                 Transition, 1: SpringAnimation and
//                                                 SpringMotion, 2: models, followers, easing,
//                                                 3: a sheet, 4: the corners, 5: Flickable
//                                                 and KineticScroller)
//   qml-gallery --screenshot gallery.png [--after 2000]
//                                                 renders the window (offscreen too, with
//                                                 QT_QPA_PLATFORM=offscreen) after that many
//                                                 milliseconds, saves it and quits
//   qml-gallery --screenshot frame-%1.png --frames 4 [--after 2000]
//                                                 four frames evenly spaced up to then,
//                                                 frame-1.png to frame-4.png (its test's)
#include <QtCore/qcommandlineparser.h>
#include <QtCore/qtimer.h>
#include <QtGui/qevent.h>
#include <QtGui/qguiapplication.h>
#include <QtGui/qimage.h>
#include <QtQml/qqmlapplicationengine.h>
#include <QtQuick/qquickitem.h>
#include <QtQuick/qquickwindow.h>

#include <algorithm>
#include <cstdio>

/*!
    Page 5's gesture as mouse events (Main.qml's `mouseEvents`): send() gives the window of
    an item a press, a move or a release at a point of the item, `ms` after the gesture's
    press. A press is placed 50 ms after the latest pointer event the window has had, the
    user's too: timestamps only go forwards, and the gesture's velocity, which the Flickable
    and KineticScroller both read from them, is the one its times and points say.
*/
class MouseEvents : public QObject
{
    Q_OBJECT

public:
    explicit MouseEvents(QQuickWindow *window) : QObject(window) { window->installEventFilter(this); }

    Q_INVOKABLE void send(const QString &action, QQuickItem *item, double x, double y, double ms)
    {
        if (!item || !item->window())
            return;
        QEvent::Type type = QEvent::MouseMove;
        if (action == QLatin1String("press"))
            type = QEvent::MouseButtonPress;
        else if (action == QLatin1String("release"))
            type = QEvent::MouseButtonRelease;
        if (type == QEvent::MouseButtonPress)
            m_pressedAt = m_latest + 50;
        const QPointF scene = item->mapToScene(QPointF(x, y));
        QMouseEvent event(type, scene, scene, item->window()->mapToGlobal(scene),
                          type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton,
                          type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton, Qt::NoModifier);
        event.setTimestamp(m_pressedAt + quint64(std::max(0.0, ms)));
        QCoreApplication::sendEvent(item->window(), &event);
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->isPointerEvent())
            m_latest = std::max(m_latest, static_cast<QPointerEvent *>(event)->timestamp());
        return QObject::eventFilter(watched, event);
    }

private:
    quint64 m_latest = 0;
    quint64 m_pressedAt = 0;
};

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
    window->setProperty("mouseEvents", QVariant::fromValue<QObject *>(new MouseEvents(window)));
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

#include "main.moc"
