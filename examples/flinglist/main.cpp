// SPDX-License-Identifier: MIT
// A carousel you fling with the mouse. Where a fling would naturally stop (x0 + v0/lambda
// for an exponential decay), the nearest card is chosen, and the decay rate is adjusted to
// v0 / distance so that the decay lands exactly on it. A fling past the first or last card
// decays until it reaches the edge, then a spring takes over with the velocity it had there
// and brings it back; a drag past an edge is springy too. Every frame is closed form.
//
//   flinglist [--screenshot <file.png> [--after <ms>]]
#include <impetus/exponentialdecay.h>
#include <impetus/motion.h>
#include <impetus/spring.h>

#include "screenshot.h"

#include <QtCore/qcommandlineparser.h>
#include <QtCore/qelapsedtimer.h>
#include <QtCore/qtimer.h>
#include <QtGui/qevent.h>
#include <QtGui/qpainter.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qwidget.h>

#include <cmath>

using namespace Impetus;

class Carousel : public QWidget
{
public:
    static constexpr int Cards = 12;
    static constexpr double Pitch = 220; // px from one card to the next
    static constexpr double Lambda = 3; // 1/s, the natural decay rate of a fling
    static constexpr double Tolerance = 0.25; // px: settled, snap on the exact end

    Carousel()
    {
        setWindowTitle(QStringLiteral("Impetus: fling list (drag and throw)"));
        setMinimumSize(400, 240);
        connect(&m_frames, &QTimer::timeout, this, &Carousel::frame);
    }

    // Throw from offset x at velocity v (px/s of offset): plan the motion, then play it.
    void fling(double x, double v)
    {
        const double last = (Cards - 1) * Pitch;
        const auto springTo = [](double rest, double from, double velocity) {
            return Spring::fromDurationAndBounce(0.5, 0.2).withRestPosition(rest).withStart(from, velocity);
        };
        m_switchTime = qInf();
        if (x < 0 || x > last) { // dragged past an edge: spring back
            m_first = springTo(x < 0 ? 0 : last, x, v);
        } else if (const double natural = x + v / Lambda; natural < 0 || natural > last) {
            const double edge = natural < 0 ? 0 : last; // decay up to the edge, spring from there
            const ExponentialDecay decay(x, v, Lambda);
            m_first = decay;
            m_switchTime = decay.timeToReach(edge);
            m_second = springTo(edge, edge, decay.velocity(m_switchTime));
        } else if (const double card = std::round(natural / Pitch) * Pitch; (card - x) * v > 0) {
            m_first = ExponentialDecay(x, v, v / (card - x)); // lands exactly on card
        } else { // too slow to reach the card it points at: spring onto it
            m_first = springTo(card, x, v);
        }
        const Motion &last_ = std::isinf(m_switchTime) ? m_first : m_second;
        m_end = (std::isinf(m_switchTime) ? 0 : m_switchTime) + last_.settleTime(Tolerance);
        m_target = last_.finalPosition();
        m_clock.start();
        m_frames.start(16);
    }

protected:
    void mousePressEvent(QMouseEvent *event) override
    {
        m_frames.stop();
        m_pressX = event->position().x();
        m_pressOffset = m_offset;
        m_lastX = m_pressX;
        m_velocity = 0;
        m_moveClock.start();
    }
    void mouseMoveEvent(QMouseEvent *event) override
    {
        const double x = event->position().x();
        const double dt = qMax(1e-3, m_moveClock.restart() / 1000.0);
        m_velocity = 0.8 * (-(x - m_lastX) / dt) + 0.2 * m_velocity; // offset moves against the mouse
        m_lastX = x;
        double offset = m_pressOffset - (x - m_pressX);
        const double last = (Cards - 1) * Pitch;
        if (offset < 0) // rubber band: half the drag beyond an edge
            offset /= 2;
        else if (offset > last)
            offset = last + (offset - last) / 2;
        m_offset = offset;
        update();
    }
    void mouseReleaseEvent(QMouseEvent *) override { fling(m_offset, m_moveClock.elapsed() > 80 ? 0 : m_velocity); }

    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), QColor(240, 240, 236));
        painter.setRenderHint(QPainter::Antialiasing);
        const QSizeF card(180, height() - 90);
        for (int i = 0; i < Cards; ++i) {
            const double centre = width() / 2.0 + i * Pitch - m_offset;
            const QRectF box(centre - card.width() / 2, 30, card.width(), card.height());
            painter.setPen(Qt::NoPen);
            painter.setBrush(QColor::fromHsv(i * 360 / Cards, 120, 230));
            painter.drawRoundedRect(box, 14, 14);
            painter.setPen(QColor(30, 30, 30));
            QFont font = painter.font();
            font.setPixelSize(48);
            painter.setFont(font);
            painter.drawText(box, Qt::AlignCenter, QString::number(i + 1));
        }
        QFont font = painter.font();
        font.setPixelSize(14);
        painter.setFont(font);
        painter.setPen(QColor(60, 60, 60));
        painter.drawLine(QPointF(width() / 2.0, height() - 52), QPointF(width() / 2.0, height() - 40));
        painter.drawText(rect().adjusted(10, 0, -10, -12), Qt::AlignBottom | Qt::AlignHCenter,
                         QStringLiteral("offset %1 px, landing on card %2")
                                 .arg(m_offset, 0, 'f', 1)
                                 .arg(qRound(m_target / Pitch) + 1));
    }

private:
    void frame()
    {
        const double t = m_clock.nsecsElapsed() / 1e9;
        if (t >= m_end) {
            m_offset = m_target; // within Tolerance already: finish exactly on it
            m_frames.stop();
        } else {
            m_offset = t < m_switchTime ? m_first.position(t) : m_second.position(t - m_switchTime);
        }
        update();
    }

    double m_offset = 0;
    double m_target = 0;
    Motion m_first, m_second; // m_second (a spring) from m_switchTime on
    double m_switchTime = qInf();
    double m_end = 0;
    QElapsedTimer m_clock, m_moveClock;
    QTimer m_frames;
    double m_pressX = 0, m_pressOffset = 0, m_lastX = 0, m_velocity = 0;
};

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
    // A first throw, so it moves before you touch it: 1500 px/s lands on card 3.
    QTimer::singleShot(200, &carousel, [&carousel] { carousel.fling(0, 1500); });

    ExampleScreenshot::scheduleIfAsked(parser, carousel, "flinglist", 600);
    return app.exec();
}
