// SPDX-License-Identifier: MIT
// A carousel you fling with the mouse or a finger (the window is flinglistwindow.h). At start
// the strip is thrown by real mouse events, so that it moves before you touch it.
//
//   flinglist [--screenshot <file.png> [--after <ms>]]
#include "flinglistwindow.h"
#include "screenshot.h"

#include <QtCore/qcommandlineparser.h>
#include <QtCore/qelapsedtimer.h>
#include <QtCore/qtimer.h>
#include <QtWidgets/qapplication.h>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    ExampleScreenshot::addOptions(parser, QStringLiteral("600"));
    parser.process(app);

    FlingList::Carousel carousel;
    carousel.resize(760, 320);
    carousel.show();
    // A first throw: mouse events leftwards at 1,500 px/s, with timestamps from the start of
    // the program.
    QElapsedTimer clock;
    clock.start();
    QTimer::singleShot(200, &carousel, [&carousel, &clock] { carousel.throwStrip(-12, 6, quint64(clock.elapsed())); });

    ExampleScreenshot::scheduleIfAsked(parser, carousel, "flinglist", 600);
    return app.exec();
}
