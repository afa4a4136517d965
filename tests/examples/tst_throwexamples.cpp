// SPDX-License-Identifier: MIT
// The throwing examples, widgets-throw and flinglist, driven as a hand would drive them: the
// very windows the examples show (throwwindow.h, flinglistwindow.h), synthetic mouse events
// with their own timestamps, and Qt's animation time moved only by the test, 16 ms a frame.
// What each throw does is checked against what is worked out here from the gesture alone:
// the release velocity is the pointer's speed and the motion leaves with it, nothing jumps
// at the release or at a catch, the point chosen follows the documented rule (threshold 125
// px/s, projection x + v / lambda, lambda = -1000 ln 0.998), and the landing is exact.
#include "flinglistwindow.h"
#include "steppedclock.h"
#include "throwwindow.h"

#include <impetus/motionanimation.h>
#include <impetus/snapdrag.h>
#include <impetus/snaprule.h>
#include <impetus/velocitytracker.h>

#include <QtCore/qabstractanimation.h>
#include <QtCore/qpointer.h>
#include <QtGui/qevent.h>
#include <QtTest/qsignalspy.h>
#include <QtTest/qtest.h>
#include <QtWidgets/qapplication.h>

#include <algorithm>
#include <cmath>

using namespace Impetus;

namespace {

constexpr int Frame = Tests::SteppedClock::Frame; // ms
constexpr double Threshold = 125; // px/s, the documented default
const double Lambda = -1000 * std::log(0.998); // per second: iOS's normal deceleration

using FrameClock = Tests::SteppedClock;

// A mouse on one widget. Its events carry the clock's time (ms), the clock's frames passing
// between them. Positions are whole pixels: Qt 6.4 may deliver a mouse event sent through
// QApplication::sendEvent() with its global position rounded (seen on a release here), so a
// fractional one would not reach the drag as sent.
class Hand
{
public:
    Hand(QWidget *widget, FrameClock &clock) : m_widget(widget), m_clock(clock) { }

    void press(QPointF local)
    {
        m_ms = m_clock.now();
        m_pressed = m_at = m_widget->mapToGlobal(local);
        m_moves = 0;
        send(QEvent::MouseButtonPress, Qt::LeftButton);
    }
    // dx px along x, ms after the last event; the nth move is at press + n dx.
    void move(int dx, int ms)
    {
        wait(ms);
        ++m_moves;
        m_at = QPointF(m_pressed.x() + dx * m_moves, m_pressed.y());
        send(QEvent::MouseMove, Qt::NoButton);
    }
    // Held still for ms, the frames passing.
    void wait(int ms)
    {
        m_ms += ms;
        m_clock.frameUntil(m_ms);
    }
    void release() { send(QEvent::MouseButtonRelease, Qt::LeftButton); }

    double seconds() const { return m_ms / 1000.0; }
    // How far the pointer moved along x since the press.
    double moved() const { return m_at.x() - m_pressed.x(); }

private:
    void send(QEvent::Type type, Qt::MouseButton button)
    {
        const Qt::MouseButtons held = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
        QMouseEvent event(type, m_widget->mapFromGlobal(m_at), m_at, button, held, Qt::NoModifier);
        event.setTimestamp(quint64(m_ms));
        QApplication::sendEvent(m_widget, &event);
    }

    QWidget *m_widget;
    FrameClock &m_clock;
    qint64 m_ms = 0;
    QPointF m_pressed, m_at;
    int m_moves = 0;
};

bool closeTo(double a, double b)
{
    return std::fabs(a - b) <= 1e-9 * std::fmax(std::fabs(a), std::fabs(b));
}

QString digits(double value)
{
    return QString::number(value, 'g', 17);
}

// The point a release at x with velocity v chooses, by the rule of docs/gestures.md worked
// out here: faster than the threshold, the nearest point beyond x in the direction of v (the
// nearest at all when none is beyond); otherwise the point nearest to x + v / lambda.
double chosenPoint(const QList<double> &points, double x, double v, double threshold)
{
    const bool flick = std::fabs(v) > threshold;
    double best = qQNaN();
    if (flick) {
        for (double point : points) {
            if ((point - x) * v > 0 && !(std::fabs(point - x) >= std::fabs(best - x)))
                best = point;
        }
        if (!std::isnan(best))
            return best;
    }
    const double aim = flick ? x : x + v / Lambda;
    for (double point : points) {
        if (!(std::fabs(point - aim) >= std::fabs(best - aim)))
            best = point;
    }
    return best;
}

// Whether an animation of the window (a motion onto a point, a rise) still runs.
bool animating(const QWidget &window)
{
    const QList<QAbstractAnimation *> animations = window.findChildren<QAbstractAnimation *>();
    return std::any_of(animations.begin(), animations.end(),
                       [](const QAbstractAnimation *a) { return a->state() == QAbstractAnimation::Running; });
}

// What the release of a throw gave.
struct Release
{
    double position = qQNaN();
    double velocity = qQNaN();
    double target = qQNaN();
};

} // namespace

// Exactly equal doubles (QCOMPARE's are fuzzy), both printed in full when not.
#define EXACT(actual, expected)                                                                                        \
    QVERIFY2(double(actual) == double(expected),                                                                       \
             qPrintable(QStringLiteral("%1 is not %2").arg(digits(actual), digits(expected))))

class tst_ThrowExamples : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();

    void drawerOpensAndClosesOnAFlick();
    void drawerChoiceAroundTheThreshold_data();
    void drawerChoiceAroundTheThreshold();
    void drawerCaughtMidFlight();
    void cardSwipes_data();
    void cardSwipes();
    void flingLandsOnTheProjectedCard_data();
    void flingLandsOnTheProjectedCard();
    void flingCaughtMidFlight();

private:
    Release throwIt(SnapDrag *drag, QPointF from, int dx, int every, int moves);
    bool settle(const QWidget &window);

    FrameClock m_clock;
};

void tst_ThrowExamples::initTestCase()
{
    m_clock.installClock();
    m_clock.frame();
    QVERIFY(m_clock.isRunning());
}

void tst_ThrowExamples::cleanupTestCase()
{
    m_clock.uninstallClock();
}

// Presses drag's widget at the local point from, moves it dx px along x every `every` ms for
// `moves` moves (dx / every px/ms on a straight line) and lets go there. Checks what holds at
// any release: the widget followed the pointer; the tracker's velocity is the pointer's
// speed (the degree-2 fit of a straight line is exact); the motion leaves from where the
// widget was drawn (no jump) with that velocity; released() says so.
Release tst_ThrowExamples::throwIt(SnapDrag *drag, QPointF from, int dx, int every, int moves)
{
    QWidget *widget = drag->widget();
    Hand hand(widget, m_clock);
    QSignalSpy released(drag, &SnapDrag::released);
    const double start = drag->position();
    hand.press(from);
    for (int i = 0; i < moves; ++i)
        hand.move(dx, every);
    const double drawn = drag->position();
    const QPoint pixel = widget->pos();
    [&] { QVERIFY2(closeTo(drawn, start + hand.moved()), qPrintable(digits(drawn))); }();
    hand.release();

    const Release release;
    if (QTest::currentTestFailed())
        return release;
    [&] {
        QCOMPARE(released.count(), 1);
        const double speed = dx * 1000.0 / every;
        const double tracked = drag->tracker().velocity(hand.seconds()).x();
        QVERIFY2(closeTo(tracked, speed), qPrintable(digits(tracked)));
        MotionAnimation *animation = drag->animation();
        QVERIFY(animation);
        QCOMPARE(animation->state(), QAbstractAnimation::Running);
        QCOMPARE(animation->currentTime(), 0);
        const double leaving = animation->currentVelocity().toDouble();
        QVERIFY2(closeTo(leaving, tracked), qPrintable(digits(leaving)));
        EXACT(animation->currentValue().toDouble(), drawn);
        EXACT(drag->position(), drawn);
        QCOMPARE(widget->pos(), pixel);
        EXACT(released.at(0).at(0).toDouble(), drawn);
        QVERIFY(closeTo(released.at(0).at(1).toDouble(), tracked));
    }();
    if (QTest::currentTestFailed())
        return release;
    return { drawn, released.at(0).at(1).toDouble(), released.at(0).at(2).toDouble() };
}

// Steps frames until no animation of window runs (at most 5 s of them).
bool tst_ThrowExamples::settle(const QWidget &window)
{
    for (int ms = 0; ms < 5000 && animating(window); ms += Frame)
        m_clock.frame();
    return !animating(window);
}

// Flicked right at 1500 px/s from closed, the drawer goes to the next point, open (its left
// edge on the window's); flicked back, closed again; each lands exactly and says which.
void tst_ThrowExamples::drawerOpensAndClosesOnAFlick()
{
    WidgetsThrow::ThrowWindow window;
    window.resize(760, 480);
    window.show();
    QWidget *drawer = window.drawer();
    SnapDrag *drag = window.drawerDrag();
    const double closed = drag->position(), open = 0;
    QCOMPARE(drawer->x(), int(closed));
    QVERIFY(closed < 0 && drawer->geometry().right() >= 0); // its grip showing
    QSignalSpy snapped(drag, &SnapDrag::snapped);

    Release release = throwIt(drag, QPointF(120, 200), 12, 8, 5);
    if (QTest::currentTestFailed())
        return;
    EXACT(release.target, open);
    QVERIFY(settle(window));
    EXACT(drag->position(), open);
    QCOMPARE(drawer->pos(), QPoint(0, 0));
    QCOMPARE(snapped.count(), 1);
    QCOMPARE(snapped.at(0).at(0).toInt(), 1);
    EXACT(snapped.at(0).at(1).toDouble(), open);

    release = throwIt(drag, QPointF(120, 200), -12, 8, 5);
    if (QTest::currentTestFailed())
        return;
    EXACT(release.target, closed);
    QVERIFY(settle(window));
    EXACT(drag->position(), closed);
    QCOMPARE(drawer->pos(), QPoint(int(closed), 0));
    QCOMPARE(snapped.count(), 2);
    QCOMPARE(snapped.at(1).at(0).toInt(), 0);
    EXACT(snapped.at(1).at(1).toDouble(), closed);
}

void tst_ThrowExamples::drawerChoiceAroundTheThreshold_data()
{
    QTest::addColumn<bool>("fromOpen");
    QTest::addColumn<int>("dx"); // px a move
    QTest::addColumn<int>("every"); // ms between moves
    QTest::addColumn<int>("moves");
    QTest::addColumn<bool>("opens");
    // 3 px every 25 ms is 120 px/s, every 23 ms 130.4 px/s. From closed (-212): 24 px at
    // 120 px/s projects to -212 + 24 + 59.94, short of the middle (-106): closed again. At
    // 130.4 px/s it is a flick: open. 72 px at 120 px/s is released nearer closed but
    // projects past the middle: open.
    QTest::newRow("120 px/s, projected short of the middle") << false << 3 << 25 << 8 << false;
    QTest::newRow("130 px/s, a flick") << false << 3 << 23 << 8 << true;
    QTest::newRow("120 px/s, projected past the middle") << false << 3 << 25 << 24 << true;
    // From open, leftwards: -24 px at 120 px/s projects to -83.94: open still; at 130.4 px/s
    // a flick shuts it.
    QTest::newRow("-120 px/s from open, stays open") << true << -3 << 25 << 8 << true;
    QTest::newRow("-130 px/s from open, a flick shut") << true << -3 << 23 << 8 << false;
}

// Releases either side of the threshold: the point is the one worked out by the rule, and the
// one expected by hand for that row.
void tst_ThrowExamples::drawerChoiceAroundTheThreshold()
{
    QFETCH(bool, fromOpen);
    QFETCH(int, dx);
    QFETCH(int, every);
    QFETCH(int, moves);
    QFETCH(bool, opens);
    WidgetsThrow::ThrowWindow window;
    window.resize(760, 480);
    window.show();
    SnapDrag *drag = window.drawerDrag();
    const double closed = drag->position(), open = 0;
    if (fromOpen)
        drag->setPosition(open);
    QSignalSpy snapped(drag, &SnapDrag::snapped);

    const Release release = throwIt(drag, QPointF(120, 200), dx, every, moves);
    if (QTest::currentTestFailed())
        return;
    const double expected = opens ? open : closed;
    EXACT(chosenPoint({ closed, open }, release.position, release.velocity, Threshold), expected);
    EXACT(release.target, expected);
    QVERIFY(settle(window));
    EXACT(drag->position(), expected);
    QCOMPARE(window.drawer()->x(), int(expected));
    QCOMPARE(snapped.count(), 1);
    QCOMPARE(snapped.at(0).at(0).toInt(), opens ? 1 : 0);
}

// Pressed while it flies open, the drawer stays where it is drawn, held there while frames
// pass, and follows the pointer from there; let go after holding still for 60 ms, it has no
// velocity and goes to the point nearest to it, exactly.
void tst_ThrowExamples::drawerCaughtMidFlight()
{
    WidgetsThrow::ThrowWindow window;
    window.resize(760, 480);
    window.show();
    QWidget *drawer = window.drawer();
    SnapDrag *drag = window.drawerDrag();
    const double closed = drag->position(), open = 0;
    const Release release = throwIt(drag, QPointF(120, 200), 12, 8, 5);
    if (QTest::currentTestFailed())
        return;
    for (int i = 0; i < 4; ++i)
        m_clock.frame();
    const double drawn = drag->position();
    const QPoint pixel = drawer->pos();
    QVERIFY2(drawn > release.position && drawn < open, qPrintable(digits(drawn)));
    MotionAnimation *animation = drag->animation();

    Hand hand(drawer, m_clock);
    hand.press(QPointF(120, 200));
    QCOMPARE(animation->state(), QAbstractAnimation::Stopped);
    QVERIFY(!drag->isMoving());
    EXACT(drag->position(), drawn);
    QCOMPARE(drawer->pos(), pixel);
    hand.wait(3 * Frame);
    EXACT(drag->position(), drawn);
    QCOMPARE(drawer->pos(), pixel);
    hand.move(-5, 8);
    EXACT(drag->position(), drawn - 5);

    QSignalSpy snapped(drag, &SnapDrag::snapped);
    hand.wait(60);
    hand.release();
    EXACT(drag->tracker().velocity(hand.seconds()).x(), 0.0);
    EXACT(drag->animation()->currentVelocity().toDouble(), 0.0);
    EXACT(drag->animation()->currentValue().toDouble(), drawn - 5);
    const double expected = std::fabs(drawn - 5 - closed) < std::fabs(drawn - 5 - open) ? closed : open;
    QVERIFY(settle(window));
    EXACT(drag->position(), expected);
    QCOMPARE(drawer->x(), int(expected));
    QCOMPARE(snapped.count(), 1);
    EXACT(snapped.at(0).at(1).toDouble(), expected);
}

void tst_ThrowExamples::cardSwipes_data()
{
    QTest::addColumn<int>("card");
    QTest::addColumn<int>("dx"); // px a move
    QTest::addColumn<int>("every"); // ms between moves
    QTest::addColumn<int>("moves");
    QTest::addColumn<int>("dismissedTo"); // -1: back to its place; else the dismiss point's index
    // 24 px right at 120 px/s projects 84 px from its place, far nearer it than either
    // dismiss point: back. At 130.4 px/s, a flick: off to the right.
    QTest::newRow("card 2, 120 px/s: back") << 1 << 3 << 25 << 8 << -1;
    QTest::newRow("card 2, 130 px/s: dismissed right") << 1 << 3 << 23 << 8 << 1;
    QTest::newRow("card 1, 2000 px/s (the start's throw): dismissed right") << 0 << 16 << 8 << 6 << 1;
    QTest::newRow("card 4, -1500 px/s: dismissed left") << 3 << -12 << 8 << 6 << 0;
    QTest::newRow("card 5 (the last), -130 px/s: dismissed left") << 4 << -3 << 23 << 8 << 0;
}

// A card thrown: it lands exactly on the point chosen. Dismissed, it is reported with the
// point's index, leaves the window, and the cards below move up, each exactly into the slot
// of the card above it; back on its place, nothing else moves.
void tst_ThrowExamples::cardSwipes()
{
    QFETCH(int, card);
    QFETCH(int, dx);
    QFETCH(int, every);
    QFETCH(int, moves);
    QFETCH(int, dismissedTo);
    WidgetsThrow::ThrowWindow window;
    window.resize(760, 480);
    window.show();
    const QList<QWidget *> cards = window.cards();
    QCOMPARE(cards.size(), 5);
    QList<QPoint> places;
    for (const QWidget *each : cards)
        places.append(each->pos());
    for (int i = 1; i < places.size(); ++i)
        QVERIFY(places[i].x() == places[0].x() && places[i].y() > places[i - 1].y());
    QPointer<QWidget> thrown = cards[card];
    SnapDrag *drag = window.cardDrag(card);
    const double place = thrown->x();
    EXACT(drag->position(), place);
    QCOMPARE(drag->snapPoints(), QList<double>({ place }));
    const QList<double> dismissPoints = drag->dismissPoints();
    QCOMPARE(dismissPoints.size(), 2);
    // Both dismiss points are out of sight: left of the window, or right of it.
    QVERIFY(dismissPoints[0] + thrown->width() <= 0);
    QVERIFY(dismissPoints[1] >= window.width());
    QSignalSpy snapped(drag, &SnapDrag::snapped);
    QSignalSpy dismissed(drag, &SnapDrag::dismissed);

    const Release release = throwIt(drag, QPointF(60, 30), dx, every, moves);
    if (QTest::currentTestFailed())
        return;
    const double expected = dismissedTo < 0 ? place : dismissPoints[dismissedTo];
    EXACT(chosenPoint({ place, dismissPoints[0], dismissPoints[1] }, release.position, release.velocity, Threshold),
          expected);
    EXACT(release.target, expected);

    if (dismissedTo < 0) {
        QVERIFY(settle(window));
        EXACT(drag->position(), place);
        QCOMPARE(snapped.count(), 1);
        QCOMPARE(snapped.at(0).at(0).toInt(), 0);
        QCOMPARE(dismissed.count(), 0);
        QCOMPARE(window.cards(), cards);
        for (int i = 0; i < cards.size(); ++i)
            QCOMPARE(cards[i]->pos(), places[i]);
        return;
    }

    // Frames until the card arrives: until then it flies, and it is the only thing moving.
    for (int ms = 0; ms < 5000 && dismissed.isEmpty(); ms += Frame) {
        for (int i = 0; i < cards.size(); ++i) {
            if (i != card)
                QCOMPARE(cards[i]->pos(), places[i]);
        }
        m_clock.frame();
    }
    QCOMPARE(dismissed.count(), 1);
    QCOMPARE(dismissed.at(0).at(0).toInt(), dismissedTo);
    EXACT(dismissed.at(0).at(1).toDouble(), expected);
    QCOMPARE(snapped.count(), 0);
    QVERIFY(!window.cards().contains(thrown));
    QCOMPARE(window.cards().size(), 4);
    // The card below has not jumped into its new slot: it rises over the frames to come.
    if (card + 1 < cards.size())
        QVERIFY(cards[card + 1]->y() > places[card].y());

    QVERIFY(settle(window));
    QVERIFY(thrown.isNull()); // deleted
    const QList<QWidget *> left = window.cards();
    for (int i = 0; i < left.size(); ++i) {
        QCOMPARE(left[i], cards[i < card ? i : i + 1]);
        QCOMPARE(left[i]->pos(), places[i]);
    }
}

void tst_ThrowExamples::flingLandsOnTheProjectedCard_data()
{
    QTest::addColumn<int>("from"); // the card centred at the press
    QTest::addColumn<int>("dx"); // px a move
    QTest::addColumn<int>("every"); // ms between moves
    QTest::addColumn<int>("moves");
    QTest::addColumn<int>("lands"); // the card expected by hand
    // Released at x with v, the strip coasts to x + v / 2.002 and lands on the card centred
    // nearest to there (220 px a card). -1500 px/s from card 1: 72 + 749.3 px on, card 5.
    QTest::newRow("-1500 px/s from card 1 (the start's throw)") << 0 << -12 << 8 << 6 << 4;
    QTest::newRow("-3000 px/s from card 3") << 2 << -24 << 8 << 6 << 9; // 144 + 1498.5 px on: 7.47 cards
    QTest::newRow("1250 px/s from card 9") << 8 << 10 << 8 << 6 << 5; // 60 + 624.4 px back: 3.11 cards
    // Above 125 px/s but not a flick to the next card: the list goes by the projection
    // alone, 15 + 74.9 px on, and stays.
    QTest::newRow("-150 px/s from card 5 stays") << 4 << -3 << 20 << 5 << 4;
    QTest::newRow("-3000 px/s from card 10: past the last, the last") << 9 << -24 << 8 << 6 << 11;
}

// A fling lands exactly on the strip's position that centres a card, the one nearest to
// where the release projects, as the window says.
void tst_ThrowExamples::flingLandsOnTheProjectedCard()
{
    QFETCH(int, from);
    QFETCH(int, dx);
    QFETCH(int, every);
    QFETCH(int, moves);
    QFETCH(int, lands);
    FlingList::Carousel carousel;
    carousel.resize(760, 320);
    carousel.show();
    SnapDrag *drag = carousel.drag();
    QWidget *strip = carousel.strip();
    QList<double> centred;
    for (int i = 0; i < FlingList::Cards; ++i)
        centred.append(carousel.centring(i));
    QCOMPARE(drag->snapPoints(), centred);
    drag->setPosition(centred[from]);
    QSignalSpy snapped(drag, &SnapDrag::snapped);

    const QPointF middle(carousel.width() / 2.0 - strip->x(), strip->height() / 2.0);
    const Release release = throwIt(drag, middle, dx, every, moves);
    if (QTest::currentTestFailed())
        return;
    // No threshold: every release goes by the projection.
    const double expected = chosenPoint(centred, release.position, release.velocity, qInf());
    EXACT(expected, centred[lands]);
    EXACT(release.target, expected);
    EXACT(drag->rule().target(release.position, release.velocity).position, expected);
    QCOMPARE(carousel.landingCard(), lands);

    QVERIFY(settle(carousel));
    EXACT(drag->position(), expected);
    QCOMPARE(strip->x(), int(std::lround(expected)));
    // The card landed on is centred in the window.
    QCOMPARE(strip->x() + lands * FlingList::Pitch + FlingList::Pitch / 2, carousel.width() / 2);
    QCOMPARE(snapped.count(), 1);
    QCOMPARE(snapped.at(0).at(0).toInt(), lands);
    EXACT(snapped.at(0).at(1).toDouble(), expected);
}

// Caught while it coasts, the strip stays where it is drawn; let go at rest, it goes to the
// card nearest to it.
void tst_ThrowExamples::flingCaughtMidFlight()
{
    FlingList::Carousel carousel;
    carousel.resize(760, 320);
    carousel.show();
    SnapDrag *drag = carousel.drag();
    QWidget *strip = carousel.strip();
    const QPointF middle(carousel.width() / 2.0 - strip->x(), strip->height() / 2.0);
    const Release release = throwIt(drag, middle, -24, 8, 6);
    if (QTest::currentTestFailed())
        return;
    for (int i = 0; i < 6; ++i)
        m_clock.frame();
    const double drawn = drag->position();
    const QPoint pixel = strip->pos();
    QVERIFY2(drawn < release.position && drawn > release.target, qPrintable(digits(drawn)));

    Hand hand(strip, m_clock);
    hand.press(QPointF(carousel.width() / 2.0 - strip->x(), strip->height() / 2.0));
    QVERIFY(!drag->isMoving());
    EXACT(drag->position(), drawn);
    QCOMPARE(strip->pos(), pixel);
    hand.wait(3 * Frame);
    EXACT(drag->position(), drawn);

    QSignalSpy snapped(drag, &SnapDrag::snapped);
    hand.wait(60);
    hand.release();
    EXACT(drag->animation()->currentVelocity().toDouble(), 0.0);
    int nearest = 0;
    for (int i = 1; i < FlingList::Cards; ++i) {
        if (std::fabs(carousel.centring(i) - drawn) < std::fabs(carousel.centring(nearest) - drawn))
            nearest = i;
    }
    QVERIFY(settle(carousel));
    EXACT(drag->position(), carousel.centring(nearest));
    QCOMPARE(snapped.count(), 1);
    QCOMPARE(snapped.at(0).at(0).toInt(), nearest);
    QCOMPARE(carousel.landingCard(), nearest);
}

QTEST_MAIN(tst_ThrowExamples)

#include "tst_throwexamples.moc"
