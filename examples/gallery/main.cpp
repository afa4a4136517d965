// SPDX-License-Identifier: MIT
// The gallery: one page per model, each a MotionEditor (its controls, the exact plot and a
// live preview), a page of panels that bounce or spring into view, and a page of two lists
// thrown side by side, QScroller and KineticScroller (examples/shared/scrollcompare.h).
//
//   gallery [--page <0-6>] [--screenshot <file.png> [--after <ms>]]
//
// --screenshot renders the window (offscreen works: QT_QPA_PLATFORM=offscreen) after the
// given time, writes the PNG and exits; the status is 0 when the file was written.
#include <impetus/intoview.h>
#include <impetus/motioneditor.h>

#include "screenshot.h"
#include "scrollcompare.h"

#include <QtCore/qcommandlineparser.h>
#include <QtCore/qtimer.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qgridlayout.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qpushbutton.h>
#include <QtWidgets/qtabwidget.h>

using namespace Impetus;

namespace {

MotionEditor *editorFor(AbstractMotionWidget::ModelType type)
{
    auto *editor = new MotionEditor;
    editor->setModelType(type);
    editor->setDistance(300);
    switch (type) {
    case AbstractMotionWidget::Spring: // SwiftUI's parameters: 0.6 s, a little bounce
        editor->setMotionSpec(QStringLiteral("spring(duration: 0.6, bounce: 0.35)"));
        break;
    case AbstractMotionWidget::Decay: // a fling at 1500 px/s that lands on the distance
        editor->setStartVelocity(1500);
        break;
    case AbstractMotionWidget::Gravity: // towards the distance
        editor->setAcceleration(-2000);
        break;
    case AbstractMotionWidget::Bounce: // dropped from the distance, losing half its speed
        editor->setRestitution(0.5);
        break;
    case AbstractMotionWidget::Fling: // Android's, released at the velocity that stops it on the distance
        editor->setMotionSpec(QStringLiteral("android.fling"));
        break;
    }
    return editor;
}

// The motions of the second and third rows: 0.5 s springs that overshoot.
const char *const FromTheLeft = "spring(dampingRatio: 0.45)";
const char *const FromAPoint = "spring(dampingRatio: 0.6)";

// A card naming the call that brings it in, with its row's colour down the left edge.
QLabel *panel(const QString &call, const QString &what, const QColor &accent)
{
    auto *label = new QLabel(
            QStringLiteral("<p><b><code>%1</code></b></p><p>%2</p>").arg(call.toHtmlEscaped(), what.toHtmlEscaped()));
    label->setWordWrap(true);
    label->setMargin(12);
    label->setMinimumSize(150, 70);
    label->setStyleSheet(QStringLiteral("QLabel { background: palette(base); border: 1px solid palette(mid);"
                                        " border-left: 6px solid %1; border-radius: 4px; }")
                                 .arg(accent.name()));
    return label;
}

// Nine panels: the first row drops in (bounceIntoView), the second springs in from the left
// with a bouncy spring, the third grows from nothing (springIntoView from scale 0), each in
// one call with its motion spec. Each time the page is shown, or on "Again".
class IntoViewPage : public QWidget
{
public:
    IntoViewPage()
    {
        auto *grid = new QGridLayout;
        const struct
        {
            QString call, what;
            QColor accent;
        } rows[] = {
            { QStringLiteral("bounceIntoView(panel)"), QStringLiteral("drops in and bounces on its place"),
              QColor(0x2e86c1) },
            { QStringLiteral("springIntoView(panel, Qt::LeftEdge, \"%1\")").arg(QLatin1String(FromTheLeft)),
              QStringLiteral("springs in from the left"), QColor(0xe67e22) },
            { QStringLiteral("springIntoView(panel, 0.0, \"%1\")").arg(QLatin1String(FromAPoint)),
              QStringLiteral("grows from nothing"), QColor(0x27ae60) },
        };
        for (int row = 0; row < 3; ++row)
            for (int column = 0; column < 3; ++column) {
                QLabel *label = panel(rows[row].call, rows[row].what, rows[row].accent);
                grid->addWidget(label, row, column);
                m_panels.append(label);
            }
        auto *again = new QPushButton(QStringLiteral("Again"));
        connect(again, &QPushButton::clicked, this, &IntoViewPage::bringIn);
        auto *layout = new QVBoxLayout(this);
        layout->addLayout(grid, 1);
        layout->addWidget(again, 0, Qt::AlignRight);
    }

    void bringIn()
    {
        for (QWidget *panel : std::as_const(m_panels))
            panel->hide();
        for (int i = 0; i < m_panels.size(); ++i) {
            QTimer::singleShot(60 * (i % 3) + 250 * (i / 3), m_panels[i], [this, i] {
                QWidget *panel = m_panels[i];
                if (i < 3)
                    bounceIntoView(panel);
                else if (i < 6)
                    springIntoView(panel, Qt::LeftEdge, QLatin1String(FromTheLeft));
                else
                    springIntoView(panel, 0.0, QLatin1String(FromAPoint));
            });
        }
    }

protected:
    void showEvent(QShowEvent *) override { QTimer::singleShot(0, this, &IntoViewPage::bringIn); }

private:
    QList<QWidget *> m_panels;
};

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({
            { QStringLiteral("page"), QStringLiteral("Open on page <n> (0-6)."), QStringLiteral("n"),
              QStringLiteral("0") },
    });
    ExampleScreenshot::addOptions(parser, QStringLiteral("1500"));
    parser.process(app);

    QTabWidget tabs;
    tabs.setWindowTitle(QStringLiteral("Impetus gallery"));
    tabs.addTab(editorFor(AbstractMotionWidget::Spring), QStringLiteral("Spring"));
    tabs.addTab(editorFor(AbstractMotionWidget::Decay), QStringLiteral("Exponential decay"));
    tabs.addTab(editorFor(AbstractMotionWidget::Gravity), QStringLiteral("Gravity"));
    tabs.addTab(editorFor(AbstractMotionWidget::Bounce), QStringLiteral("Bounce"));
    tabs.addTab(editorFor(AbstractMotionWidget::Fling), QStringLiteral("Fling"));
    tabs.addTab(new IntoViewPage, QStringLiteral("Into view"));
    // The lists are thrown at 2,000 px/s the first time the page is shown.
    auto *scroll = new ScrollCompare::CompareWidget;
    tabs.addTab(scroll, QStringLiteral("Scroll"));
    bool thrown = false;
    const auto throwOnce = [scroll, &thrown](int page) {
        if (page != 6 || thrown)
            return;
        thrown = true;
        QTimer::singleShot(200, scroll, [scroll] { scroll->throwBoth(2000); });
    };
    QObject::connect(&tabs, &QTabWidget::currentChanged, scroll, throwOnce);
    tabs.setCurrentIndex(qBound(0, parser.value(QStringLiteral("page")).toInt(), tabs.count() - 1));
    throwOnce(tabs.currentIndex());
    tabs.resize(1000, 620);
    tabs.show();

    ExampleScreenshot::scheduleIfAsked(parser, tabs, "gallery", 1500);
    return app.exec();
}
