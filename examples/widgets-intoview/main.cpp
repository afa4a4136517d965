// SPDX-License-Identifier: MIT
// High scores that drop, spring or fling into view with the motion chosen in a
// MotionEditor: the one-call helpers of <impetus/intoview.h>, given the editor's motion
// spec (pick a preset, drag a slider or type a spec, then bring the cards in).
//
//   widgets-intoview [--screenshot <file.png> [--after <ms>]]
#include <impetus/intoview.h>
#include <impetus/motionanimation.h>
#include <impetus/motioneditor.h>

#include "screenshot.h"

#include <QtCore/qcommandlineparser.h>
#include <QtCore/qtimer.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qframe.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qpushbutton.h>

#include <functional>

using namespace Impetus;

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    ExampleScreenshot::addOptions(parser, QStringLiteral("1000"));
    parser.process(app);

    QWidget window;
    window.setWindowTitle(QStringLiteral("Impetus: into view"));

    // A spring suits every helper; a bounce's gravity is in px/s^2, which for the scale
    // helper is per unit of scale: a short hop.
    auto *editor = new MotionEditor;
    editor->setMotionSpec(QStringLiteral("swiftui.bouncy"));

    // The high scores, in a layout: the helpers never move them out of it.
    auto *scores = new QWidget;
    auto *scoreLayout = new QVBoxLayout(scores);
    QList<QWidget *> cards;
    const char *const names[] = { "Ada", "Grace", "Linus", "Margaret", "Ken" };
    for (int i = 0; i < 5; ++i) {
        auto *card = new QLabel(
                QStringLiteral("%1.  %2  —  %3").arg(i + 1).arg(QLatin1String(names[i])).arg(9800 - 1370 * i));
        card->setFrameShape(QFrame::StyledPanel);
        card->setAutoFillBackground(true);
        card->setBackgroundRole(QPalette::AlternateBase);
        card->setMargin(8);
        scoreLayout->addWidget(card);
        cards.append(card);
    }
    scoreLayout->addStretch(1);

    // Each button brings every card in, one after the other, 70 ms apart, with the motion
    // the editor shows when it is clicked.
    using Helper = std::function<MotionAnimation *(QWidget *, const QString &motion)>;
    const auto staggered = [&cards, editor](const Helper &helper) {
        const QString motion = editor->motionSpec();
        for (int i = 0; i < cards.size(); ++i) {
            cards[i]->hide();
            QTimer::singleShot(70 * i, cards[i], [card = cards[i], helper, motion] { helper(card, motion); });
        }
    };
    auto *buttons = new QHBoxLayout;
    const auto button = [&](const QString &text, const Helper &helper) {
        auto *push = new QPushButton(text);
        QObject::connect(push, &QPushButton::clicked, push, [=] { staggered(helper); });
        buttons->addWidget(push);
    };
    button(QStringLiteral("Drop in"), [](QWidget *w, const QString &motion) { return bounceIntoView(w, motion); });
    button(QStringLiteral("Spring from the left"),
           [](QWidget *w, const QString &motion) { return springIntoView(w, Qt::LeftEdge, motion); });
    button(QStringLiteral("Spring from a point"),
           [](QWidget *w, const QString &motion) { return springIntoView(w, 0.0, motion); });

    // A free widget (no layout): flung from one end of its field to the other.
    auto *field = new QFrame;
    field->setFrameShape(QFrame::StyledPanel);
    field->setMinimumHeight(70);
    auto *puck = new QLabel(QStringLiteral("fling me"), field);
    puck->setAlignment(Qt::AlignCenter);
    puck->setAutoFillBackground(true);
    puck->setBackgroundRole(QPalette::Highlight);
    puck->setForegroundRole(QPalette::HighlightedText);
    puck->setGeometry(10, 10, 90, 50);
    auto *fling = new QPushButton(QStringLiteral("Fling"));
    QObject::connect(fling, &QPushButton::clicked, puck, [=] {
        const bool right = puck->x() < field->width() / 2;
        const QPoint target(right ? field->width() - puck->width() - 10 : 10, 10);
        flingTo(puck, target, QPointF(right ? 2500 : -2500, 0), editor->motionSpec());
    });
    buttons->addWidget(fling);

    auto *left = new QVBoxLayout;
    left->addLayout(buttons);
    left->addWidget(scores, 1);
    left->addWidget(field);
    auto *layout = new QHBoxLayout(&window);
    layout->addLayout(left, 1);
    layout->addWidget(editor, 2);
    window.resize(1100, 460);
    window.show();

    ExampleScreenshot::scheduleIfAsked(parser, window, "widgets-intoview", 1000);
    return app.exec();
}
