// SPDX-License-Identifier: MIT
// Throwing widgets: a drawer that opens and closes on a flick, and cards you swipe away.
// Each is a plain QWidget made draggable by Impetus::SnapDrag: the drawer between its closed
// and open positions, each card between its place and a dismiss point off either side.
// Release velocities come from the events' timestamps (Impetus::VelocityTracker); the
// motions leave from where the widget was let go, with that velocity, and land exactly. When
// a card is dismissed, the cards below move up with a spring. At start the first card is
// thrown away and the drawer is flicked open by real mouse events, so that it moves before
// you touch it.
//
//   widgets-throw [--screenshot <file.png> [--after <ms>]]
#include <impetus/motionanimation.h>
#include <impetus/snapdrag.h>

#include "screenshot.h"
#include "throwwidget.h"

#include <QtCore/qcommandlineparser.h>
#include <QtCore/qelapsedtimer.h>
#include <QtCore/qtimer.h>
#include <QtGui/qevent.h>
#include <QtGui/qpainter.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qwidget.h>

using namespace Impetus;

namespace {

constexpr int DrawerWidth = 240;
constexpr int Grip = 28; // of the closed drawer, left showing
constexpr int CardHeight = 64;
constexpr int CardGap = 12;

QWidget *panel(QWidget *parent, const QColor &color, const QString &text)
{
    auto *label = new QLabel(text, parent);
    label->setAlignment(Qt::AlignCenter);
    label->setAutoFillBackground(true);
    QPalette palette = label->palette();
    palette.setColor(QPalette::Window, color);
    palette.setColor(QPalette::WindowText, QColor(30, 30, 30));
    label->setPalette(palette);
    QFont font = label->font();
    font.setPixelSize(16);
    label->setFont(font);
    return label;
}

class Window : public QWidget
{
public:
    Window()
    {
        setWindowTitle(QStringLiteral("Impetus: throw a drawer, swipe cards away"));
        setAutoFillBackground(true);
        QPalette palette = this->palette();
        palette.setColor(QPalette::Window, QColor(240, 240, 236));
        setPalette(palette);
        for (int i = 0; i < 5; ++i) {
            QWidget *card = panel(this, QColor::fromHsv(200 + i * 25, 70, 245),
                                  QStringLiteral("Card %1: swipe it away").arg(i + 1));
            auto *drag = new SnapDrag(card);
            drag->setMotion(QStringLiteral("spring(duration: 0.45, bounce: 0.1)"));
            connect(drag, &SnapDrag::dismissed, this, [this, card] { dismiss(card); });
            m_cards.append(card);
        }
        m_drawer = panel(this, QColor(38, 50, 56), QStringLiteral("Drawer\n\nflick it open\nor shut"));
        QPalette drawerPalette = m_drawer->palette();
        drawerPalette.setColor(QPalette::WindowText, Qt::white);
        m_drawer->setPalette(drawerPalette);
        m_drawerDrag = new SnapDrag(m_drawer);
        m_drawerDrag->setSnapPoints({ qreal(Grip - DrawerWidth), 0 });
        m_drawerDrag->setMotion(QStringLiteral("swiftui.snappy"));
        m_clock.start();
    }

    /*! A throw of widget from `from`, dx px every 8 ms for `moves` moves. */
    void throwWidget(QWidget *widget, QPointF from, double dx, int moves)
    {
        ExampleThrow::throwWidget(widget, from, dx, moves, quint64(m_clock.elapsed()));
    }

    QWidget *firstCard() const { return m_cards.isEmpty() ? nullptr : m_cards.first(); }
    QWidget *drawer() const { return m_drawer; }

protected:
    void resizeEvent(QResizeEvent *) override
    {
        m_drawer->setGeometry(m_drawer->x(), 0, DrawerWidth, height());
        if (!m_placed) {
            m_drawerDrag->setPosition(Grip - DrawerWidth);
            m_placed = true;
        }
        layoutCards(false);
    }

private:
    // Each card at its place: x centred right of the drawer's grip, one below the other.
    void layoutCards(bool animated)
    {
        const int left = Grip + 40;
        const int width = this->width() - left - 40;
        for (int i = 0; i < m_cards.size(); ++i) {
            QWidget *card = m_cards[i];
            auto *drag = card->findChild<SnapDrag *>();
            const QPoint place(left, 40 + i * (CardHeight + CardGap));
            card->resize(width, CardHeight);
            drag->setSnapPoints({ qreal(left) });
            drag->setDismissPoints({ qreal(left - width - 80), qreal(this->width() + 80) });
            if (!animated || card->pos() == place) {
                card->move(place);
                continue;
            }
            auto *rise = MotionAnimation::create(MotionSpec::parse(QStringLiteral("swiftui.smooth")), card);
            rise->setTargetObject(card);
            rise->setPropertyName("pos");
            rise->setEndValue(place);
            rise->start(QAbstractAnimation::DeleteWhenStopped);
        }
        m_drawer->raise();
    }

    void dismiss(QWidget *card)
    {
        m_cards.removeOne(card);
        card->hide();
        card->deleteLater();
        layoutCards(true);
    }

    QList<QWidget *> m_cards;
    QWidget *m_drawer = nullptr;
    SnapDrag *m_drawerDrag = nullptr;
    QElapsedTimer m_clock;
    bool m_placed = false;
};

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    ExampleScreenshot::addOptions(parser, QStringLiteral("900"));
    parser.process(app);

    Window window;
    window.resize(760, 480);
    window.show();
    // The first card swiped right at 2,000 px/s, then the drawer flicked open at 1,500 px/s.
    QTimer::singleShot(150, &window, [&window] {
        if (QWidget *card = window.firstCard())
            window.throwWidget(card, QPointF(60, 30), 16, 6);
    });
    QTimer::singleShot(450, &window, [&window] { window.throwWidget(window.drawer(), QPointF(120, 200), 12, 5); });

    ExampleScreenshot::scheduleIfAsked(parser, window, "widgets-throw", 900);
    return app.exec();
}
