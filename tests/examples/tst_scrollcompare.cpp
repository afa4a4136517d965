// SPDX-License-Identifier: MIT
// scroll-compare's very widget (examples/shared/scrollcompare.h, the example and the
// gallery's Scroll page) driven on a stepped animation clock, 16 ms a frame: "Throw both"
// and "Replay my last throw on both" as a user clicks them, a drag made as a hand makes it
// (QTest's mouse events on the window, 8 ms apart by their timestamps, through Qt's
// dispatch and QScroller's gesture recognizer). What each list must do is worked out here from
// the gesture alone: the pointer's speed v, iOS's lambda = -1000 ln 0.998 (the
// KineticScroller's default coast rests v / lambda further on), QScroller's MaximumVelocity
// (m/s) times its pixels per metre. QScroller places its coast on the monotonic clock, which
// the test does not step: one test waits for it in real time.
#include "scrollcompare.h"
#include "steppedclock.h"

#include <QtCore/qelapsedtimer.h>
#include <QtTest/qtest.h>
#include <QtWidgets/qpushbutton.h>
#include <QtWidgets/qscrollerproperties.h>

#include <cmath>

using ScrollCompare::CompareWidget;

namespace {

const double Lambda = -1000 * std::log(0.998); // per second: iOS's normal deceleration

bool closeTo(double a, double b, double relative)
{
    return std::fabs(a - b) <= relative * std::fmax(std::fabs(a), std::fabs(b));
}

QString digits(double value)
{
    return QString::number(value, 'g', 17);
}

} // namespace

class tst_ScrollCompare : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void throwBoth_data();
    void throwBoth();
    void replayedDragKeepsItsVelocity_data();
    void replayedDragKeepsItsVelocity();
    void snapsToRows();
    void dragOnQScrollerIsRecorded();
    void qscrollerCoastsOnItsOwnClock();

private:
    // A hand's drag on the viewport through the window system (QTest's mouse events on the
    // window): pressed at `pressed`, then `steps` px up every 8 ms, the last step on the
    // release; frames pass meanwhile. Returns the positions in the viewport.
    QList<QPoint> hand(CompareWidget &widget, const QWidget *viewport, QPoint pressed, const QList<int> &steps);
    // The drag recorded as the hand made it: the press, the moves, and the release at the last
    // step (Qt sends the move there first: a mouse event never both moves and changes buttons).
    void checkRecorded(const ScrollCompare::Gesture &recorded, const QList<QPoint> &at);
    // Frames until the gesture has been played (at most 2 s of them).
    bool play(const CompareWidget &widget);
    // Frames until the KineticScroller's list is at rest (at most 20 s of them).
    bool settle(const CompareWidget &widget);

    Tests::SteppedClock m_clock;
};

void tst_ScrollCompare::initTestCase()
{
    m_clock.installClock();
    m_clock.frame();
}

void tst_ScrollCompare::cleanupTestCase()
{
    m_clock.uninstallClock();
}

bool tst_ScrollCompare::play(const CompareWidget &widget)
{
    for (int ms = 0; ms < 2000 && widget.isPlaying(); ms += Tests::SteppedClock::Frame)
        m_clock.frame();
    return !widget.isPlaying();
}

bool tst_ScrollCompare::settle(const CompareWidget &widget)
{
    for (int ms = 0; ms < 20000 && !widget.result(CompareWidget::ImpetusEngine).atRest;
         ms += Tests::SteppedClock::Frame)
        m_clock.frame();
    return widget.result(CompareWidget::ImpetusEngine).atRest;
}

QList<QPoint> tst_ScrollCompare::hand(CompareWidget &widget, const QWidget *viewport, QPoint pressed,
                                      const QList<int> &steps)
{
    QWindow *window = widget.windowHandle();
    QList<QPoint> at{ pressed };
    QTest::mousePress(window, Qt::LeftButton, Qt::NoModifier, viewport->mapTo(&widget, pressed));
    for (int i = 0; i < steps.size(); ++i) {
        at.append(at.constLast() - QPoint(0, steps.at(i)));
        const QPoint inWindow = viewport->mapTo(&widget, at.constLast());
        if (i + 1 < steps.size())
            QTest::mouseMove(window, inWindow, 8);
        else
            QTest::mouseRelease(window, Qt::LeftButton, Qt::NoModifier, inWindow, 8);
        if (i % 2)
            m_clock.frame();
    }
    return at;
}

void tst_ScrollCompare::checkRecorded(const ScrollCompare::Gesture &recorded, const QList<QPoint> &at)
{
    QCOMPARE(recorded.size(), at.size() + 1);
    for (int i = 0; i < at.size(); ++i) {
        QCOMPARE(recorded.at(i).kind, i == 0 ? ScrollCompare::Sample::Press : ScrollCompare::Sample::Move);
        QCOMPARE(recorded.at(i).ms, qint64(8 * i));
        QCOMPARE(recorded.at(i).position, QPointF(at.at(i)));
    }
    QCOMPARE(recorded.constLast().kind, ScrollCompare::Sample::Release);
    QCOMPARE(recorded.constLast().ms, recorded.at(at.size() - 1).ms);
    QCOMPARE(recorded.constLast().position, QPointF(at.constLast()));
}

void tst_ScrollCompare::throwBoth_data()
{
    QTest::addColumn<double>("velocity"); // px/s, the combo box's
    QTest::newRow("250 px/s") << 250.0;
    QTest::newRow("1000 px/s") << 1000.0;
    QTest::newRow("2000 px/s") << 2000.0;
    QTest::newRow("8000 px/s") << 8000.0;
}

// The button plays the steady throw on both lists: the KineticScroller takes the gesture's
// velocity and coasts v / lambda; QScroller takes it too, up to its maximum.
void tst_ScrollCompare::throwBoth()
{
    QFETCH(double, velocity);
    CompareWidget widget;
    widget.resize(760, 560);
    widget.show();
    QCoreApplication::processEvents();
    auto *combo = widget.findChild<QComboBox *>(QStringLiteral("velocity"));
    QVERIFY(combo);
    combo->setCurrentIndex(combo->findData(velocity));
    QCOMPARE(combo->currentData().toDouble(), velocity);
    auto *button = widget.findChild<QPushButton *>(QStringLiteral("throwBoth"));
    QVERIFY(button);
    button->click();
    QVERIFY(play(widget));

    const CompareWidget::Result impetus = widget.result(CompareWidget::ImpetusEngine);
    QVERIFY2(closeTo(impetus.releaseVelocity, velocity, 1e-6), qPrintable(digits(impetus.releaseVelocity)));
    const QScroller *scroller = widget.qtScroller();
    const double maximum = scroller->scrollerProperties().scrollMetric(QScrollerProperties::MaximumVelocity).toDouble()
            * scroller->pixelPerMeter().y();
    const CompareWidget::Result qt = widget.result(CompareWidget::QtEngine);
    // QScroller smooths the drag's velocity and stops counting it at MaximumVelocity.
    QVERIFY2(closeTo(qt.releaseVelocity, std::fmin(velocity, maximum), 0.01), qPrintable(digits(qt.releaseVelocity)));
    if (velocity > maximum)
        QVERIFY2(qt.releaseVelocity < velocity, qPrintable(digits(qt.releaseVelocity)));
    // Both lists followed the drag down from the top.
    QVERIFY(widget.list(CompareWidget::QtEngine)->verticalScrollBar()->value() > 0);
    const double released = widget.kineticScroller()->contentPosition().y();
    QVERIFY(released > 0);

    QVERIFY(settle(widget));
    const CompareWidget::Result rest = widget.result(CompareWidget::ImpetusEngine);
    QVERIFY2(std::fabs(rest.distance - velocity / Lambda) <= 1, qPrintable(digits(rest.distance)));
    QVERIFY2(std::fabs(widget.kineticScroller()->contentPosition().y() - (released + velocity / Lambda)) <= 1,
             qPrintable(digits(widget.kineticScroller()->contentPosition().y())));
    QVERIFY(rest.seconds > 1);
    QVERIFY(widget.list(CompareWidget::QtEngine)->verticalScrollBar()->value() > 0);
}

void tst_ScrollCompare::replayedDragKeepsItsVelocity_data()
{
    QTest::addColumn<QList<int>>("steps"); // px up, 8 ms apart
    QTest::addColumn<double>("expected"); // the content's velocity at the release, px/s; NaN: not worked out
    QTest::newRow("steady, 1500 px/s") << QList<int>{ 12, 12, 12, 12, 12, 12, 12, 12, 12, 12 } << 1500.0;
    QTest::newRow("speeding up") << QList<int>{ 2, 4, 6, 8, 10, 12, 14, 16, 18, 20 } << qQNaN();
    QTest::newRow("slowing down") << QList<int>{ 30, 28, 24, 20, 16, 14, 10, 8, 6, 5 } << qQNaN();
}

// A drag made by hand on the KineticScroller's list is recorded; replayed on both, the
// KineticScroller takes the velocity it took from the hand.
void tst_ScrollCompare::replayedDragKeepsItsVelocity()
{
    QFETCH(QList<int>, steps);
    QFETCH(double, expected);
    CompareWidget widget;
    widget.resize(760, 560);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    auto *replay = widget.findChild<QPushButton *>(QStringLiteral("replay"));
    QVERIFY(replay);
    QVERIFY(!replay->isEnabled());

    const QWidget *viewport = widget.list(CompareWidget::ImpetusEngine)->viewport();
    const QPoint pressed(viewport->width() / 2, viewport->height() - 30);
    const QList<QPoint> at = hand(widget, viewport, pressed, steps);
    const double byHand = widget.result(CompareWidget::ImpetusEngine).releaseVelocity;
    QVERIFY(byHand > 0);
    if (!std::isnan(expected))
        QVERIFY2(closeTo(byHand, expected, 1e-9), qPrintable(digits(byHand)));
    QVERIFY(replay->isEnabled());
    const ScrollCompare::Gesture recorded = widget.recorded();
    checkRecorded(recorded, at);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(settle(widget));

    replay->click();
    // Both lists start where the hand's drag started: the top.
    QCOMPARE(widget.list(CompareWidget::ImpetusEngine)->verticalScrollBar()->value(), 0);
    QCOMPARE(widget.list(CompareWidget::QtEngine)->verticalScrollBar()->value(), 0);
    QVERIFY(std::isnan(widget.result(CompareWidget::ImpetusEngine).releaseVelocity));
    QVERIFY(play(widget));
    const double replayed = widget.result(CompareWidget::ImpetusEngine).releaseVelocity;
    QVERIFY2(closeTo(replayed, byHand, 1e-9),
             qPrintable(QStringLiteral("%1, by hand %2").arg(digits(replayed), digits(byHand))));
    QVERIFY(widget.result(CompareWidget::QtEngine).releaseVelocity > 0);
    QVERIFY(widget.list(CompareWidget::QtEngine)->verticalScrollBar()->value() > 0);
    // The replay is not recorded as a drag of its own.
    QCOMPARE(widget.recorded().size(), recorded.size());
}

// Snapping on: the KineticScroller rests on the top of the row nearest to where the coast
// would rest, v / lambda past the release.
void tst_ScrollCompare::snapsToRows()
{
    CompareWidget widget;
    widget.resize(760, 560);
    widget.show();
    QCoreApplication::processEvents();
    auto *snap = widget.findChild<QCheckBox *>(QStringLiteral("snap"));
    QVERIFY(snap);
    snap->setChecked(true);
    QCOMPARE(widget.kineticScroller()->snapMode(), Impetus::KineticScroller::SnapToItems);
    widget.throwBoth(2000);
    QVERIFY(play(widget));
    const double released = widget.result(CompareWidget::ImpetusEngine).releaseVelocity;
    QVERIFY2(closeTo(released, 2000, 1e-6), qPrintable(digits(released)));
    QVERIFY(settle(widget));
    const double rest = widget.kineticScroller()->contentPosition().y();
    const double from = rest - widget.result(CompareWidget::ImpetusEngine).distance;
    const double target = std::round((from + 2000 / Lambda) / ScrollCompare::RowHeight) * ScrollCompare::RowHeight;
    QCOMPARE(rest, target);
}

// A drag on QScroller's list through the window system, as a mouse makes it (its gesture
// recognizer eats the mouse once it drags, and sends the viewport a release of its own): the
// list follows it, and the drag is recorded as the hand made it.
void tst_ScrollCompare::dragOnQScrollerIsRecorded()
{
    CompareWidget widget;
    widget.resize(760, 560);
    widget.show();
    QVERIFY(QTest::qWaitForWindowExposed(&widget));
    const QWidget *viewport = widget.list(CompareWidget::QtEngine)->viewport();
    const QList<int> steps(12, 10);
    const QList<QPoint> at = hand(widget, viewport, QPoint(viewport->width() / 2, viewport->height() - 30), steps);
    QVERIFY(widget.list(CompareWidget::QtEngine)->verticalScrollBar()->value() > 0);
    QVERIFY(widget.result(CompareWidget::QtEngine).releaseVelocity > 0);
    const ScrollCompare::Gesture recorded = widget.recorded();
    checkRecorded(recorded, at);
    if (QTest::currentTestFailed())
        return;
    QVERIFY(widget.findChild<QPushButton *>(QStringLiteral("replay"))->isEnabled());
}

// QScroller's coast, on the monotonic clock: the test waits for it (about 4 s) with the
// animation frames passing. Released at its MaximumVelocity v (m/s), QScroller coasts on its
// ScrollingCurve, OutQuad, x(p) = p (2 - p) for the progress p, for T = 2 v / (d x'(0)) with
// d its DecelerationFactor (m/s^2) and x'(0) the slope it takes numerically, (x(0.01) -
// x(0)) / 0.01 = 1.99; it goes ppm d T^2 / 2 (read in qtbase's QScrollerPrivate::
// createScrollingSegments()). The window says that distance. (Not the time: the window times
// on Qt's animation clock, stepped here slower than the monotonic one runs.)
void tst_ScrollCompare::qscrollerCoastsOnItsOwnClock()
{
    CompareWidget widget;
    widget.resize(760, 560);
    widget.show();
    QCoreApplication::processEvents();
    widget.throwBoth(8000);
    QVERIFY(play(widget));
    QElapsedTimer waited;
    waited.start();
    while (!widget.result(CompareWidget::QtEngine).atRest && waited.elapsed() < 20000) {
        m_clock.frame();
        QTest::qWait(Tests::SteppedClock::Frame);
    }
    const CompareWidget::Result qt = widget.result(CompareWidget::QtEngine);
    QVERIFY(qt.atRest);
    const QScrollerProperties properties = widget.qtScroller()->scrollerProperties();
    const double v = properties.scrollMetric(QScrollerProperties::MaximumVelocity).toDouble();
    const double d = properties.scrollMetric(QScrollerProperties::DecelerationFactor).toDouble();
    const double slope = (0.01 * (2 - 0.01) - 0) / 0.01;
    const double T = 2 * v / (d * slope);
    const double distance = widget.qtScroller()->pixelPerMeter().y() * d * T * T / 2;
    QVERIFY2(std::fabs(qt.distance - distance) <= 0.01,
             qPrintable(QStringLiteral("%1, worked out %2").arg(digits(qt.distance), digits(distance))));
}

QTEST_MAIN(tst_ScrollCompare)

#include "tst_scrollcompare.moc"
