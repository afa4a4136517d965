// SPDX-License-Identifier: MIT
// The window of widgets-throw: a drawer that opens and closes on a flick, and cards you swipe
// away. Each is a plain QWidget made draggable by Impetus::SnapDrag: the drawer between its
// closed and open positions, each card between its place and a dismiss point off either
// side. Release velocities come from the events' timestamps (Impetus::VelocityTracker); the
// motions leave from where the widget was let go, with that velocity, and land exactly. When
// a card is dismissed, the cards below move up with a spring. The window throws nothing by
// itself (main.cpp does, at start), so that a test can drive the very same window.
#ifndef IMPETUS_EXAMPLES_THROWWINDOW_H
#define IMPETUS_EXAMPLES_THROWWINDOW_H

#include <impetus/motionanimation.h>
#include <impetus/snapdrag.h>

#include <QtGui/qpalette.h>
#include <QtWidgets/qlabel.h>
#include <QtWidgets/qwidget.h>

namespace WidgetsThrow {

constexpr int DrawerWidth = 240;
constexpr int Grip = 28; // of the closed drawer, left showing
constexpr int CardHeight = 64;
constexpr int CardGap = 12;

// A coloured label with centred text.
inline QWidget *panel(QWidget *parent, const QColor &color, const QString &text)
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

class ThrowWindow : public QWidget
{
public:
    ThrowWindow()
    {
        setWindowTitle(QStringLiteral("Impetus: throw a drawer, swipe cards away"));
        setAutoFillBackground(true);
        QPalette palette = this->palette();
        palette.setColor(QPalette::Window, QColor(240, 240, 236));
        setPalette(palette);
        for (int i = 0; i < 5; ++i) {
            QWidget *card = panel(this, QColor::fromHsv(200 + i * 25, 70, 245),
                                  QStringLiteral("Card %1: swipe it away").arg(i + 1));
            auto *drag = new Impetus::SnapDrag(card);
            drag->setMotion(QStringLiteral("spring(duration: 0.45, bounce: 0.1)"));
            connect(drag, &Impetus::SnapDrag::dismissed, this, [this, card] { dismiss(card); });
            m_cards.append(card);
        }
        m_drawer = panel(this, QColor(38, 50, 56), QStringLiteral("Drawer\n\nflick it open\nor shut"));
        QPalette drawerPalette = m_drawer->palette();
        drawerPalette.setColor(QPalette::WindowText, Qt::white);
        m_drawer->setPalette(drawerPalette);
        m_drawerDrag = new Impetus::SnapDrag(m_drawer);
        m_drawerDrag->setSnapPoints({ qreal(Grip - DrawerWidth), 0 });
        m_drawerDrag->setMotion(QStringLiteral("swiftui.snappy"));
    }

    QWidget *drawer() const { return m_drawer; }
    Impetus::SnapDrag *drawerDrag() const { return m_drawerDrag; }
    /*! The cards still in the window, top to bottom (a dismissed card leaves the list). */
    QList<QWidget *> cards() const { return m_cards; }
    /*! The drag of cards()[index]. */
    Impetus::SnapDrag *cardDrag(int index) const { return dragOf(m_cards.at(index)); }

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
    static Impetus::SnapDrag *dragOf(QWidget *card) { return card->findChild<Impetus::SnapDrag *>(); }

    // Each card at its place: x right of the drawer's grip, one below the other.
    void layoutCards(bool animated)
    {
        const int left = Grip + 40;
        const int width = this->width() - left - 40;
        for (int i = 0; i < m_cards.size(); ++i) {
            QWidget *card = m_cards[i];
            Impetus::SnapDrag *drag = dragOf(card);
            const QPoint place(left, 40 + i * (CardHeight + CardGap));
            card->resize(width, CardHeight);
            drag->setSnapPoints({ qreal(left) });
            drag->setDismissPoints({ qreal(left - width - 80), qreal(this->width() + 80) });
            if (!animated || card->pos() == place) {
                card->move(place);
                continue;
            }
            auto *rise = Impetus::MotionAnimation::create(Impetus::MotionSpec::parse(QStringLiteral("swiftui.smooth")),
                                                          card);
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
    Impetus::SnapDrag *m_drawerDrag = nullptr;
    bool m_placed = false;
};

} // namespace WidgetsThrow

#endif
