// SPDX-License-Identifier: MIT
// Throwing widgets: a drawer that opens and closes on a flick, and cards you swipe away
// (the window is throwwindow.h). At start the first card is thrown away and the drawer is
// flicked open by real mouse events, so that it moves before you touch it.
//
//   widgets-throw [--screenshot <file.png> [--after <ms>]]
#include "screenshot.h"
#include "throwwidget.h"
#include "throwwindow.h"

#include <QtCore/qcommandlineparser.h>
#include <QtCore/qelapsedtimer.h>
#include <QtCore/qtimer.h>
#include <QtWidgets/qapplication.h>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    ExampleScreenshot::addOptions(parser, QStringLiteral("900"));
    parser.process(app);

    WidgetsThrow::ThrowWindow window;
    window.resize(760, 480);
    window.show();
    // The first card swiped right at 2,000 px/s, then the drawer flicked open at 1,500 px/s,
    // with timestamps from the start of the program.
    QElapsedTimer clock;
    clock.start();
    QTimer::singleShot(150, &window, [&window, &clock] {
        if (!window.cards().isEmpty())
            ExampleThrow::throwWidget(window.cards().first(), QPointF(60, 30), 16, 6, quint64(clock.elapsed()));
    });
    QTimer::singleShot(450, &window, [&window, &clock] {
        ExampleThrow::throwWidget(window.drawer(), QPointF(120, 200), 12, 5, quint64(clock.elapsed()));
    });

    ExampleScreenshot::scheduleIfAsked(parser, window, "widgets-throw", 900);
    return app.exec();
}
