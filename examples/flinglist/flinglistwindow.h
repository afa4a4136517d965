// SPDX-License-Identifier: MIT
// The window of flinglist: a carousel you fling with the mouse or a finger. The strip of
// cards is a widget made draggable by Impetus::SnapDrag: it follows the pointer,
// rubber-bands past the first and last card, and on release the pointer's velocity
// (Impetus::VelocityTracker, from the events' timestamps) picks the card nearest to where the
// throw would coast to under iOS's deceleration; a spring takes the strip there from where
// it was let go, with the release velocity. No physics is written here: every frame is the
// library's closed form. The window throws nothing by itself (main.cpp does, at start), so
// that a test can drive the very same window.
#ifndef IMPETUS_EXAMPLES_FLINGLISTWINDOW_H
#define IMPETUS_EXAMPLES_FLINGLISTWINDOW_H

#include <impetus/snapdrag.h>

#include "throwwidget.h"

#include <QtGui/qpainter.h>
#include <QtWidgets/qwidget.h>

#include <cmath>

namespace FlingList {

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
        m_drag = new Impetus::SnapDrag(m_strip, this);
        // Every release chooses by where it would coast to (a list, not pages): no speed
        // makes it a flick to the next card alone.
        m_drag->setThreshold(qInf());
        m_drag->setMotion(QStringLiteral("spring(duration: 0.6, bounce: 0.1)"));
        connect(m_drag, &Impetus::SnapDrag::positionChanged, this, qOverload<>(&QWidget::update));
        connect(m_drag, &Impetus::SnapDrag::released, this, [this](qreal, qreal velocity, qreal target) {
            m_velocity = velocity;
            m_card = cardAt(target);
            update();
        });
    }

    QWidget *strip() const { return m_strip; }
    Impetus::SnapDrag *drag() const { return m_drag; }
    /*! The strip's x that centres card i (0 for the first). */
    double centring(int i) const { return width() / 2.0 - (i * Pitch + Pitch / 2.0); }
    /*! The card that the strip's x centres, rounded to the nearest. */
    int cardAt(double x) const { return int(std::lround((width() / 2.0 - Pitch / 2.0 - x) / Pitch)); }
    /*! The card the last release chose, as the window says it (0 for the first). */
    int landingCard() const { return m_card; }

    /*! A throw from the middle of the window, dx px every 8 ms for `moves` moves, with
        timestamps from startMs. */
    void throwStrip(double dx, int moves, quint64 startMs)
    {
        ExampleThrow::throwWidget(m_strip, QPointF(width() / 2.0 - m_strip->x(), m_strip->height() / 2.0), dx, moves,
                                  startMs);
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
    Impetus::SnapDrag *m_drag = nullptr;
    double m_velocity = 0;
    int m_card = 0;
    bool m_placed = false;
};

} // namespace FlingList

#endif
