// SPDX-License-Identifier: MIT
// Side by side with Qt: two lists of 10,000 rows, QScroller on the left and
// Impetus::KineticScroller on the right (the widget is examples/shared/scrollcompare.h).
// "Throw both" plays one gesture on both at the same instant; a drag made on either list is
// recorded and "Replay my last throw on both" plays it on both. At start both lists are
// thrown at 2,000 px/s, so that they move before you touch them.
//
//   scroll-compare [--velocity <px/s>] [--screenshot <file.png> [--after <ms>]]
#include "screenshot.h"
#include "scrollcompare.h"

#include <QtCore/qcommandlineparser.h>
#include <QtCore/qtimer.h>
#include <QtWidgets/qapplication.h>

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({
            { QStringLiteral("velocity"), QStringLiteral("The first throw's velocity, px/s (default 2000)."),
              QStringLiteral("px/s"), QStringLiteral("2000") },
    });
    ExampleScreenshot::addOptions(parser, QStringLiteral("7000"));
    parser.process(app);
    bool ok = false;
    const double velocity = parser.value(QStringLiteral("velocity")).toDouble(&ok);
    if (!ok || !(velocity > 0)) {
        qWarning("scroll-compare: --velocity must be a number of px/s > 0, but got %s",
                 qPrintable(parser.value(QStringLiteral("velocity"))));
        return 2;
    }

    ScrollCompare::CompareWidget window;
    window.setWindowTitle(QStringLiteral("Impetus: QScroller and KineticScroller, side by side"));
    window.resize(760, 560);
    window.show();
    QTimer::singleShot(200, &window, [&window, velocity] { window.throwBoth(velocity); });

    // Both at rest by 7 s after the throw at 2,000 px/s: QScroller stops 4.03 s after the
    // release, the KineticScroller rests (within 0.01 px) 5.75 s after it.
    ExampleScreenshot::scheduleIfAsked(parser, window, "scroll-compare", 7000);
    return app.exec();
}
