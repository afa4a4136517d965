// SPDX-License-Identifier: MIT
// The bounce seed's scene: at the end of a game the high scores bounce into view. The
// game: click the dot before it jumps away. When time is up, bounceIntoView() drops the
// panel into its place: one call, a Bounce (dropped, restitution 0.5) evaluated in closed
// form each frame, the panel's geometry never touched.
//
//   highscores [--game <seconds>] [--screenshot <file.png> [--after <ms>]]
#include <impetus/intoview.h>
#include <impetus/motionanimation.h>

#include "screenshot.h"

#include <QtCore/qcommandlineparser.h>
#include <QtCore/qelapsedtimer.h>
#include <QtCore/qrandom.h>
#include <QtCore/qtimer.h>
#include <QtGui/qevent.h>
#include <QtGui/qfontdatabase.h>
#include <QtGui/qpainter.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qframe.h>
#include <QtWidgets/qgridlayout.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qpushbutton.h>

#include <algorithm>

using namespace Impetus;

// The playing field: a dot that jumps somewhere else every 0.8 s; a click on it scores.
class Field : public QWidget
{
public:
    int score = 0;
    bool playing = false;

    Field()
    {
        setMinimumSize(480, 360);
        connect(&m_jumps, &QTimer::timeout, this, &Field::jump);
    }
    void start()
    {
        score = 0;
        playing = true;
        jump();
        m_jumps.start(800);
    }
    void stop()
    {
        playing = false;
        m_jumps.stop();
        update();
    }

protected:
    void mousePressEvent(QMouseEvent *event) override
    {
        if (playing && QLineF(event->position(), m_dot).length() < 24) {
            score += 100;
            jump();
        }
    }
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), QColor(28, 40, 64));
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        painter.setBrush(playing ? QColor(255, 180, 40) : QColor(90, 100, 120));
        painter.drawEllipse(m_dot, 22, 22);
        painter.setPen(Qt::white);
        painter.drawText(rect().adjusted(12, 8, -12, -8), Qt::AlignTop | Qt::AlignLeft,
                         QStringLiteral("Score %1").arg(score));
    }

private:
    void jump()
    {
        m_dot = QPointF(m_random.bounded(30, qMax(31, width() - 30)), m_random.bounded(40, qMax(41, height() - 30)));
        update();
    }

    QRandomGenerator m_random{ 7 }; // seeded: the same game every run
    QTimer m_jumps;
    QPointF m_dot{ 240, 180 };
};

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    parser.addOptions({
            { QStringLiteral("game"), QStringLiteral("Game length in <seconds> (default 10)."),
              QStringLiteral("seconds"), QStringLiteral("10") },
    });
    ExampleScreenshot::addOptions(parser, QStringLiteral("the game, then 1.2 s"));
    parser.process(app);
    const double gameSeconds = parser.value(QStringLiteral("game")).toDouble();

    QWidget window;
    window.setWindowTitle(QStringLiteral("Impetus: high scores"));
    auto *field = new Field;

    // The panel shares the field's grid cell, centred over it, hidden until the game ends.
    auto *panel = new QFrame;
    panel->setFrameShape(QFrame::StyledPanel);
    panel->setAutoFillBackground(true);
    panel->setMinimumWidth(260);
    auto *panelLayout = new QVBoxLayout(panel);
    auto *title = new QLabel(QStringLiteral("<h2>High scores</h2>"));
    title->setAlignment(Qt::AlignCenter);
    panelLayout->addWidget(title);
    QList<QLabel *> rows;
    for (int i = 0; i < 5; ++i) {
        rows.append(new QLabel);
        rows.last()->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));
        panelLayout->addWidget(rows.last());
    }
    auto *again = new QPushButton(QStringLiteral("Play again"));
    panelLayout->addWidget(again);
    panel->hide();

    auto *grid = new QGridLayout(&window);
    grid->addWidget(field, 0, 0);
    grid->addWidget(panel, 0, 0, Qt::AlignCenter);

    QTimer gameClock;
    gameClock.setSingleShot(true);
    const auto newGame = [&] {
        panel->hide();
        field->start();
        gameClock.start(qRound(gameSeconds * 1000));
    };
    QObject::connect(again, &QPushButton::clicked, &window, newGame);
    QObject::connect(&gameClock, &QTimer::timeout, &window, [&] {
        field->stop();
        QList<QPair<int, QString>> table = { { 1800, QStringLiteral("Ada") },
                                             { 1400, QStringLiteral("Grace") },
                                             { 900, QStringLiteral("Linus") },
                                             { 500, QStringLiteral("Ken") },
                                             { field->score, QStringLiteral("You") } };
        std::stable_sort(table.begin(), table.end(), [](auto a, auto b) { return a.first > b.first; });
        for (int i = 0; i < rows.size(); ++i)
            rows[i]->setText(QStringLiteral("%1.  %2  %3").arg(i + 1).arg(table[i].second, -8).arg(table[i].first, 6));
        bounceIntoView(
                panel); // dropped from above the window: impetus.bounceIntoView, gravity -2000 px/s^2, restitution 0.5
    });

    window.resize(640, 480);
    window.show();
    QTimer::singleShot(0, &window, newGame);

    ExampleScreenshot::scheduleIfAsked(parser, window, "highscores", qRound(gameSeconds * 1000) + 1200);
    return app.exec();
}
