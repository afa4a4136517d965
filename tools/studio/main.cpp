// SPDX-License-Identifier: MIT
// impetus-studio: pick, tune, compare and export a motion in one window (StudioWindow).
//
//   impetus-studio [file] [--motion <spec>] [--distance <px>] [--tab export|compare|throw]
//                  [--format <format>] [--compare-at <s>] [--dark]
//                  [--screenshot <file.png> [--after <ms>]]
//
// --screenshot renders the window (offscreen works: QT_QPA_PLATFORM=offscreen) after the
// given time, writes the PNG and exits, as the examples do (examples/shared/screenshot.h).
#include "comparepanel.h"
#include "exportpanel.h"
#include "studiowindow.h"

#include "screenshot.h"

#include <impetus/motioneditor.h>

#include <QtCore/qcommandlineparser.h>
#include <QtGui/qpalette.h>
#include <QtGui/qundostack.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qstylefactory.h>
#include <QtWidgets/qtabwidget.h>

#include <cstdio>

namespace {

// A dark palette on Fusion, which follows it everywhere (the plots take Base, Text and Highlight).
void useDarkPalette(QApplication &app)
{
    app.setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x2b, 0x2b, 0x2b));
    dark.setColor(QPalette::WindowText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Base, QColor(0x1e, 0x1e, 0x1e));
    dark.setColor(QPalette::AlternateBase, QColor(0x33, 0x33, 0x33));
    dark.setColor(QPalette::Text, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Button, QColor(0x3a, 0x3a, 0x3a));
    dark.setColor(QPalette::ButtonText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::Highlight, QColor(0x42, 0x9b, 0xf5));
    dark.setColor(QPalette::HighlightedText, QColor(0x10, 0x10, 0x10));
    dark.setColor(QPalette::ToolTipBase, QColor(0x3a, 0x3a, 0x3a));
    dark.setColor(QPalette::ToolTipText, QColor(0xe8, 0xe8, 0xe8));
    dark.setColor(QPalette::PlaceholderText, QColor(0x90, 0x90, 0x90));
    dark.setColor(QPalette::Mid, QColor(0x55, 0x55, 0x55));
    app.setPalette(dark);
}

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("Impetus"));
    QApplication::setApplicationName(QStringLiteral("impetus-studio"));
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral("Pick, tune, compare and export a motion."));
    parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("file"), QStringLiteral("A motion to open: a spec or a JSON file."));
    parser.addOptions({
            { QStringLiteral("motion"), QStringLiteral("Start with the motion <spec> (a spec or a preset name)."),
              QStringLiteral("spec") },
            { QStringLiteral("distance"), QStringLiteral("The distance the motion covers, in px (default 300)."),
              QStringLiteral("px") },
            { QStringLiteral("tab"), QStringLiteral("Open on the export, compare or throw tab."), QStringLiteral("tab"),
              QStringLiteral("export") },
            { QStringLiteral("format"),
              QStringLiteral("Export as <format>: %1.")
                      .arg(Impetus::Studio::ExportPanel::formats().join(QStringLiteral(", "))),
              QStringLiteral("format"), QStringLiteral("css") },
            { QStringLiteral("compare-at"),
              QStringLiteral("Show the compared motions at <s> seconds from their start, as Play does then."),
              QStringLiteral("s") },
            { QStringLiteral("dark"), QStringLiteral("Use a dark palette.") },
    });
    ExampleScreenshot::addOptions(parser, QStringLiteral("1200"));
    parser.process(app);
    if (parser.isSet(QStringLiteral("dark")))
        useDarkPalette(app);

    Impetus::Studio::StudioWindow window;
    if (parser.isSet(QStringLiteral("distance")))
        window.editor()->setDistance(parser.value(QStringLiteral("distance")).toDouble());
    if (parser.isSet(QStringLiteral("motion")))
        window.editor()->setMotionSpec(parser.value(QStringLiteral("motion")));
    if (!parser.positionalArguments().isEmpty())
        window.open(parser.positionalArguments().constFirst());
    window.exportPanel()->setFormat(parser.value(QStringLiteral("format")));
    const QStringList tabs = { QStringLiteral("export"), QStringLiteral("compare"), QStringLiteral("throw") };
    window.tabs()->setCurrentIndex(qMax(0, int(tabs.indexOf(parser.value(QStringLiteral("tab"))))));
    if (parser.isSet(QStringLiteral("compare-at")))
        window.comparePanel()->showTime(parser.value(QStringLiteral("compare-at")).toDouble());
    window.undoStack()->clear(); // what the command line set is where undo stops
    window.exportPanel()->refresh();
    window.resize(1280, 760);
    window.show();

    ExampleScreenshot::scheduleIfAsked(parser, window, "impetus-studio", 1200);
    return app.exec();
}
