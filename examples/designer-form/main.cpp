// SPDX-License-Identifier: MIT
// A form made in Qt Designer whose panels enter one after another, whose card leaves
// when hidden and whose pages spring from one to the next: every motion is set in the
// .ui (Motion... on each widget, an Impetus::MotionStackedWidget, two signal-slot
// connections), and this program has no animation code. The one Impetus line is
// FormMotion::install().
#include <impetus/formmotion.h>

#include "ui_form.h"

#include <QtCore/QCommandLineParser>
#include <QtWidgets/QApplication>

#include "screenshot.h"

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    Impetus::FormMotion::install();

    QWidget window;
    Ui::DesignerForm ui;
    ui.setupUi(&window);

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Motions set in Qt Designer, with no animation code."));
    parser.addHelpOption();
    ExampleScreenshot::addOptions(parser, QStringLiteral("2000"));
    parser.process(app);
    ExampleScreenshot::scheduleIfAsked(parser, window, "designer-form", 2000);

    window.show();
    return app.exec();
}
