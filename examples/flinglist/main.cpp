// SPDX-License-Identifier: MIT
// A carousel you fling with the mouse or a finger. The strip of cards is a widget made
// draggable by Impetus::SnapDrag: it follows the pointer, rubber-bands past the first and
// last card, and on release the pointer's velocity (Impetus::VelocityTracker, from the
// events' timestamps) picks the card nearest to where the throw would coast to under iOS's
// deceleration; a spring takes the strip there from where it was let go, with the release
// velocity. No physics is written here: every frame is the library's closed form.
//
//   flinglist [--screenshot <file.png> [--after <ms>]]
#include <impetus/snapdrag.h>
#include <impetus/snaprule.h>

#include "screenshot.h"
#include "throwwidget.h"

#include <QtCore/qcommandlineparser.h>
#include <QtCore/qelapsedtimer.h>
#include <QtCore/qtimer.h>
#include <QtGui/qevent.h>
#include <QtGui/qpainter.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qwidget.h>

#include <cmath>
#include <functional>

using namespace Impetus;

namespace {

constexpr int Cards = 12;
constexpr int Pitch = 220; // px from one card to the next
constexpr int CardWidth = 180;

// The cards, side by side: the widget that is dragged.
class Strip : public QWidget
{
public:
    explicit Strip(QWidget *parent) : QWidget(parent) { setAttribute(Qt::WA_OpaquePaintEvent, false); }

protected:
    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.setRenderHint(QPainter::Antialiasing);
        QFont font = painter.font();
        font.setPixelSize(48);
        painter.setFont(font);
        for (int i = 0; i < Cards; ++i) {
            const QRectF box(i * Pitch + (Pitch - CardWidth) / 2.0, 0, CardWidth, height());
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor::fromHsv(i * 360 / Cards, 120, 230));
            painter.drawRoundedRect(box, 14, 14);
            painter.setPen(QColor(30, 30, 30));
            painter.drawText(box, Qt::AlignCenter, QString::number(i + 1));
        }
    }
};

class Carousel : public QWidget
{
public:
    Carousel()
    {
        setWindowTitle(QStringLiteral("Impetus: fling list (drag and throw)"));
        setMinimumSize(400, 240);
        m_drag = new SnapDrag(m_strip, this);
        // Every release chooses by where it would coast to (a list, not pages): no speed
        // makes it a flick to the next card alone.
        m_drag->setThreshold(qInf());
        m_drag->setMotion(QStringLiteral("spring(duration: 0.6, bounce: 0.1)"));
        connect(m_drag, &SnapDrag::positionChanged, this, qOverload<>(&QWidget::update));
        connect(m_drag, &SnapDrag::released, this, [this](qreal, qreal velocity, qreal target) {
            m_velocity = velocity;
            m_card = cardAt(target);
            update();
        });
    }

    // The strip's x that centres card i.
    double centring(int i) const { return width() / 2.0 - (i * Pitch + Pitch / 2.0); }
    int cardAt(double x) const { return int(std::lround((width() / 2.0 - Pitch / 2.0 - x) / Pitch)); }

    /*! A throw from the middle of the window, dx px every 8 ms for `moves` moves. */
    void throwStrip(double dx, int moves)
    {
        ExampleThrow::throwWidget(m_strip, QPointF(width() / 2.0 - m_strip->x(), m_strip->height() / 2.0), dx, moves,
                                  quint64(m_clock.elapsed()));
    }

protected:
    void resizeEvent(QResizeEvent *) override
    {
        m_strip->setGeometry(m_strip->x(), 30, Cards * Pitch, height() - 90);
        QList<qreal> points;
        for (int i = 0; i < Cards; ++i)
            points.append(centring(i));
        m_drag->setSnapPoints(points);
        if (!m_placed) {
            m_drag->setPosition(centring(0));
            m_placed = true;
        }
    }

    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), QColor(240, 240, 236));
        QFont font = painter.font();
        font.setPixelSize(14);
        painter.setFont(font);
        painter.setPen(QColor(60, 60, 60));
        painter.drawLine(QPointF(width() / 2.0, height() - 52), QPointF(width() / 2.0, height() - 40));
        painter.drawText(
                rect().adjusted(10, 0, -10, -12), Qt::AlignBottom | Qt::AlignHCenter,
                QStringLiteral("thrown at %1 px/s, landing on card %2").arg(m_velocity, 0, 'f', 0).arg(m_card + 1));
    }

private:
    Strip *m_strip = new Strip(this);
    SnapDrag *m_drag = nullptr;
    QElapsedTimer m_clock = [] {
        QElapsedTimer clock;
        clock.start();
        return clock;
    }();
    double m_velocity = 0;
    int m_card = 0;
    bool m_placed = false;
};

} // namespace

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    ExampleScreenshot::addOptions(parser, QStringLiteral("600"));
    parser.process(app);

    Carousel carousel;
    carousel.resize(760, 320);
    carousel.show();
    // A first throw, so it moves before you touch it: mouse events leftwards at 1,500 px/s.
    QTimer::singleShot(200, &carousel, [&carousel] { carousel.throwStrip(-12, 6); });

    ExampleScreenshot::scheduleIfAsked(parser, carousel, "flinglist", 600);
    return app.exec();
}
