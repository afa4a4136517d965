// SPDX-License-Identifier: MIT
// SnapDrag on a real widget, driven by synthetic mouse and touch events with their own
// timestamps, the motion stepped by hand (setCurrentTime): the widget follows the pointer,
// rubber-bands past a bound by iOS's formula, leaves at release from where it was with the
// tracker's velocity, lands exactly on the point chosen, and is caught mid-flight without a
// jump.
#include <impetus/motionanimation.h>
#include <impetus/snapaxis.h>
#include <impetus/snapdrag.h>
#include <impetus/snaprule.h>
#include <impetus/velocitytracker.h>

#include <QtGui/qevent.h>
#include <QtGui/qpointingdevice.h>
#include <QtTest/qsignalspy.h>
#include <QtTest/qtest.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qwidget.h>

#include <cmath>
#include <memory>

using namespace Impetus;

namespace {

// A pointer that sends mouse events to a widget at given times (ms) and global positions.
class Pointer
{
public:
    explicit Pointer(QWidget *widget) : m_widget(widget) { }

    void press(qint64 ms, QPointF global) { send(QEvent::MouseButtonPress, ms, global, Qt::LeftButton); }
    void move(qint64 ms, QPointF global) { send(QEvent::MouseMove, ms, global, Qt::NoButton); }
    void release(qint64 ms, QPointF global) { send(QEvent::MouseButtonRelease, ms, global, Qt::LeftButton); }

private:
    void send(QEvent::Type type, qint64 ms, QPointF global, Qt::MouseButton button)
    {
        const Qt::MouseButtons held = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
        QMouseEvent event(type, m_widget->mapFromGlobal(global), global, button, held, Qt::NoModifier);
        event.setTimestamp(quint64(ms));
        QApplication::sendEvent(m_widget, &event);
    }
    QWidget *m_widget;
};

struct Scene
{
    QWidget window;
    QWidget *card = new QWidget(&window);
    SnapDrag *drag = new SnapDrag(card);

    Scene()
    {
        window.resize(1000, 300);
        card->setGeometry(0, 100, 100, 60);
        drag->setSnapPoints({ 0, 300, 600 });
    }
};

double velocityOf(const MotionAnimation *animation)
{
    return animation->currentVelocity().toDouble();
}

} // namespace

class tst_SnapDrag : public QObject
{
    Q_OBJECT

private slots:
    void followsThePointer();
    void rubberBandsPastABound();
    void throwCarriesTheReleaseVelocity_data();
    void throwCarriesTheReleaseVelocity();
    void landsExactlyOnThePoint();
    void thresholdChoosesThePoint();
    void catchMidFlight();
    void moveToAPoint();
    void dismiss();
    void pauseBeforeReleaseIsNoThrow();
    void touch();
    void refusals();
    void twoAxesThrowToACorner();
    void crossAxisRubberBandsAndReturns();
    void crossAxisFollowsTheOrientation();
    void crossAxisRefusals();
};

void tst_SnapDrag::followsThePointer()
{
    Scene scene;
    Pointer pointer(scene.card);
    QSignalSpy dragging(scene.drag, &SnapDrag::draggingChanged);
    pointer.press(1000, { 50, 130 });
    QVERIFY(scene.drag->isDragging());
    pointer.move(1016, { 170, 140 });
    QCOMPARE(scene.drag->position(), 120.0);
    QCOMPARE(scene.card->pos(), QPoint(120, 100)); // along x only
    pointer.move(1032, { 172.6, 140 });
    QCOMPARE(scene.drag->position(), 122.6);
    QCOMPARE(scene.card->x(), 123);
    QCOMPARE(dragging.count(), 1);
}

void tst_SnapDrag::rubberBandsPastABound()
{
    Scene scene;
    Pointer pointer(scene.card);
    pointer.press(0, { 50, 130 });
    pointer.move(16, { -50, 130 }); // 100 past the lower bound, 0
    const double c = 0.55, d = 100; // the card's width is the dimension
    QCOMPARE(scene.drag->position(), -(1 - 1 / (100 * c / d + 1)) * d);
    pointer.move(32, { 50 + 600 + 250, 130 }); // 250 past the upper bound, 600
    QVERIFY(std::fabs(scene.drag->position() - (600 + (1 - 1 / (250 * c / d + 1)) * d)) < 1e-12);
    scene.drag->setRubberBand(0.2);
    pointer.move(48, { 50 + 600 + 250, 130 });
    QVERIFY(std::fabs(scene.drag->position() - (600 + (1 - 1 / (250 * 0.2 / d + 1)) * d)) < 1e-12);
}

void tst_SnapDrag::throwCarriesTheReleaseVelocity_data()
{
    QTest::addColumn<QString>("motion");
    QTest::addColumn<double>("speed");
    QTest::newRow("spring") << QStringLiteral("swiftui.snappy") << 900.0;
    QTest::newRow("bouncy spring") << QStringLiteral("spring(duration: 0.4, bounce: 0.3)") << -700.0;
    QTest::newRow("decay onto the point") << QStringLiteral("decay(lambda: 2)") << 1500.0;
}

// A drag at constant speed, sampled every 8 ms: the release velocity is that speed, and the
// motion leaves from where the card is drawn with it.
void tst_SnapDrag::throwCarriesTheReleaseVelocity()
{
    QFETCH(QString, motion);
    QFETCH(double, speed);
    Scene scene;
    scene.drag->setMotion(motion);
    Pointer pointer(scene.card);
    const double start = speed > 0 ? 20 : 580;
    scene.drag->setPosition(start);
    QSignalSpy released(scene.drag, &SnapDrag::released);
    pointer.press(5000, { 50, 130 });
    double x = 50;
    for (int i = 1; i <= 10; ++i) {
        x = 50 + speed * 0.008 * i;
        pointer.move(5000 + 8 * i, { x, 130 });
    }
    const double drawn = scene.drag->position();
    pointer.release(5080, { x, 130 });
    QCOMPARE(released.count(), 1);
    const double velocity = released.at(0).at(1).toDouble();
    QVERIFY2(std::fabs(velocity - speed) <= 1e-9 * std::fabs(speed), qPrintable(QString::number(velocity, 'g', 17)));
    // No jump: the motion starts where the card was drawn, with the tracker's velocity.
    MotionAnimation *animation = scene.drag->animation();
    QVERIFY(animation);
    QCOMPARE(animation->state(), QAbstractAnimation::Running);
    QCOMPARE(scene.drag->position(), drawn);
    QCOMPARE(animation->currentValue().toDouble(), drawn);
    QVERIFY2(std::fabs(velocityOf(animation) - velocity) <= 1e-9 * std::fabs(velocity),
             qPrintable(QString::number(velocityOf(animation), 'g', 17)));
    QCOMPARE(released.at(0).at(2).toDouble(), 300.0); // the next point in the throw's direction
}

void tst_SnapDrag::landsExactlyOnThePoint()
{
    Scene scene;
    Pointer pointer(scene.card);
    QSignalSpy snapped(scene.drag, &SnapDrag::snapped);
    pointer.press(0, { 50, 130 });
    for (int i = 1; i <= 5; ++i)
        pointer.move(8 * i, { 50 + 8.0 * i, 130 }); // 1000 px/s
    pointer.release(40, { 90, 130 });
    MotionAnimation *animation = scene.drag->animation();
    QVERIFY(animation);
    const int duration = animation->duration();
    QVERIFY(duration > 100 && duration < 5000);
    for (int ms = 0; ms < duration; ms += 16) {
        animation->setCurrentTime(ms);
        QVERIFY(std::isfinite(scene.drag->position()));
    }
    animation->setCurrentTime(duration);
    QCOMPARE(scene.drag->position(), 300.0);
    QCOMPARE(scene.card->x(), 300);
    QCOMPARE(snapped.count(), 1);
    QCOMPARE(snapped.at(0).at(0).toInt(), 1);
    QCOMPARE(snapped.at(0).at(1).toDouble(), 300.0);
    QVERIFY(!scene.drag->isMoving());
}

// At 100 px/s from 20 the projection is 20 + 100 / 2.002 = 70: the point 0. At 150 px/s,
// above the threshold, the next point in the flick's direction: 300.
void tst_SnapDrag::thresholdChoosesThePoint()
{
    for (const double speed : { 100.0, 150.0 }) {
        Scene scene;
        scene.drag->setPosition(20);
        Pointer pointer(scene.card);
        QSignalSpy released(scene.drag, &SnapDrag::released);
        pointer.press(0, { 50, 130 });
        for (int i = 1; i <= 6; ++i)
            pointer.move(10 * i, { 50 + speed * 0.01 * i, 130 });
        pointer.release(60, { 50 + speed * 0.06, 130 });
        const double velocity = released.at(0).at(1).toDouble();
        QVERIFY(std::fabs(velocity - speed) < 1e-9 * speed);
        const double position = released.at(0).at(0).toDouble();
        QCOMPARE(released.at(0).at(2).toDouble(), scene.drag->rule().target(position, velocity).position);
        QCOMPARE(released.at(0).at(2).toDouble(), speed < 125 ? 0.0 : 300.0);
    }
}

void tst_SnapDrag::catchMidFlight()
{
    Scene scene;
    Pointer pointer(scene.card);
    pointer.press(0, { 50, 130 });
    for (int i = 1; i <= 5; ++i)
        pointer.move(8 * i, { 50 + 8.0 * i, 130 });
    pointer.release(40, { 90, 130 });
    MotionAnimation *animation = scene.drag->animation();
    animation->setCurrentTime(120);
    const double drawn = scene.drag->position();
    QVERIFY(drawn > 40 && drawn < 300);
    // Caught: it stays where it is drawn, and a drag moves it from there.
    pointer.press(500, { 200, 130 });
    QCOMPARE(animation->state(), QAbstractAnimation::Stopped);
    QCOMPARE(scene.drag->position(), drawn);
    pointer.move(516, { 190, 130 });
    QCOMPARE(scene.drag->position(), drawn - 10);
    // Released at rest there: it goes to the nearest point, from rest.
    pointer.release(600, { 190, 130 });
    QCOMPARE(velocityOf(scene.drag->animation()), 0.0);
    QCOMPARE(scene.drag->animation()->endValue().toDouble(), drawn - 10 < 150 ? 0.0 : 300.0);
}

// A move made by hand onto a point says so when it lands, as a release's does.
void tst_SnapDrag::moveToAPoint()
{
    Scene scene;
    QSignalSpy snapped(scene.drag, &SnapDrag::snapped);
    scene.drag->moveTo(600, -50);
    MotionAnimation *animation = scene.drag->animation();
    QCOMPARE(velocityOf(animation), -50.0);
    animation->setCurrentTime(animation->duration());
    QCOMPARE(scene.drag->position(), 600.0);
    QCOMPARE(snapped.count(), 1);
    QCOMPARE(snapped.at(0).at(0).toInt(), 2);
    scene.drag->moveTo(450);
    scene.drag->animation()->setCurrentTime(scene.drag->animation()->duration());
    QCOMPARE(scene.drag->position(), 450.0);
    QCOMPARE(snapped.count(), 1); // not a point
}

void tst_SnapDrag::dismiss()
{
    Scene scene;
    scene.drag->setDismissPoints({ 1200 });
    scene.drag->setPosition(590);
    Pointer pointer(scene.card);
    QSignalSpy dismissed(scene.drag, &SnapDrag::dismissed);
    QSignalSpy snapped(scene.drag, &SnapDrag::snapped);
    pointer.press(0, { 50, 130 });
    for (int i = 1; i <= 5; ++i)
        pointer.move(8 * i, { 50 + 16.0 * i, 130 }); // 2000 px/s
    pointer.release(40, { 130, 130 });
    MotionAnimation *animation = scene.drag->animation();
    animation->setCurrentTime(animation->duration());
    QCOMPARE(scene.drag->position(), 1200.0);
    QCOMPARE(dismissed.count(), 1);
    QCOMPARE(dismissed.at(0).at(0).toInt(), 0);
    QCOMPARE(snapped.count(), 0);
}

// Held still for longer than the tracker's stopped gap before letting go: no throw.
void tst_SnapDrag::pauseBeforeReleaseIsNoThrow()
{
    Scene scene;
    Pointer pointer(scene.card);
    QSignalSpy released(scene.drag, &SnapDrag::released);
    pointer.press(0, { 50, 130 });
    for (int i = 1; i <= 5; ++i)
        pointer.move(8 * i, { 50 + 16.0 * i, 130 });
    pointer.release(40 + 41, { 130, 130 });
    QCOMPARE(released.at(0).at(1).toDouble(), 0.0);
    QCOMPARE(released.at(0).at(2).toDouble(), 0.0); // 80 is nearest to 0
}

void tst_SnapDrag::touch()
{
    Scene scene;
    scene.drag->setOrientation(Qt::Vertical);
    scene.drag->setSnapPoints({ 100, 250 });
    const std::unique_ptr<QPointingDevice> owned(QTest::createTouchDevice()); // the caller owns it
    QPointingDevice *device = owned.get();
    const auto send = [&](QEvent::Type type, QEventPoint::State state, qint64 ms, QPointF global) {
        QEventPoint point(7, state, scene.card->mapFromGlobal(global), global);
        QTouchEvent event(type, device, Qt::NoModifier, { point });
        event.setTimestamp(quint64(ms));
        QApplication::sendEvent(scene.card, &event);
    };
    send(QEvent::TouchBegin, QEventPoint::State::Pressed, 0, { 40, 130 });
    for (int i = 1; i <= 6; ++i)
        send(QEvent::TouchUpdate, QEventPoint::State::Updated, 10 * i, { 40, 130 + 4.0 * i }); // 400 px/s
    QCOMPARE(scene.drag->position(), 124.0);
    QSignalSpy released(scene.drag, &SnapDrag::released);
    send(QEvent::TouchEnd, QEventPoint::State::Released, 60, { 40, 154 });
    QVERIFY(std::fabs(released.at(0).at(1).toDouble() - 400) < 1e-9 * 400);
    QCOMPARE(released.at(0).at(2).toDouble(), 250.0);
    QCOMPARE(scene.drag->animation()->currentValue().toDouble(), 124.0);
}

void tst_SnapDrag::refusals()
{
    Scene scene;
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::SnapDrag: threshold must be >= 0, but got -5; the previous value is kept");
    scene.drag->setThreshold(-5);
    QCOMPARE(scene.drag->threshold(), 125.0);
    QTest::ignoreMessage(QtWarningMsg,
                         QRegularExpression(QStringLiteral("motion 'spring\\(mass: -1\\)': .*mass must be "
                                                           "> 0, but got -1; the previous value is kept")));
    scene.drag->setMotion(QStringLiteral("spring(mass: -1)"));
    QCOMPARE(scene.drag->motion(), QStringLiteral("swiftui.snappy"));
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::SnapDrag: position must be finite, but got nan; the previous value is "
                         "kept");
    scene.drag->setPosition(qQNaN());
    QCOMPARE(scene.drag->position(), 0.0);
}

// A picture-in-picture window: two points on each axis, the four corners. A diagonal throw at
// (1500, 750) px/s (12 and 6 px every 8 ms) is above the threshold on both axes: each goes to
// its next point, the corner the throw flies towards, each with its part of the velocity.
void tst_SnapDrag::twoAxesThrowToACorner()
{
    QWidget window;
    window.resize(1000, 600);
    auto *bubble = new QWidget(&window);
    bubble->setGeometry(0, 0, 100, 60);
    auto *drag = new SnapDrag(bubble);
    drag->setSnapPoints({ 0, 900 });
    SnapAxis *cross = drag->crossAxis();
    QCOMPARE(cross->orientation(), Qt::Vertical);
    QVERIFY(!cross->isEnabled());
    QSignalSpy enabled(cross, &SnapAxis::enabledChanged);
    cross->setEnabled(true);
    QCOMPARE(enabled.count(), 1);
    cross->setSnapPoints({ 0, 540 });
    QCOMPARE(cross->minimum(), 0.0);
    QCOMPARE(cross->maximum(), 540.0);
    QSignalSpy released(drag, &SnapDrag::released), crossReleased(cross, &SnapAxis::released);
    QSignalSpy snapped(drag, &SnapDrag::snapped), crossSnapped(cross, &SnapAxis::snapped);
    QSignalSpy moving(drag, &SnapDrag::movingChanged);

    Pointer pointer(bubble);
    pointer.press(0, { 50, 30 });
    for (int i = 1; i <= 5; ++i)
        pointer.move(8 * i, { 50 + 12.0 * i, 30 + 6.0 * i });
    QCOMPARE(bubble->pos(), QPoint(60, 30)); // it follows on both axes
    QCOMPARE(drag->position(), 60.0);
    QCOMPARE(cross->position(), 30.0);
    pointer.release(40, { 110, 60 });

    QCOMPARE(released.count(), 1);
    QCOMPARE(crossReleased.count(), 1);
    const double vx = released.at(0).at(1).toDouble(), vy = crossReleased.at(0).at(1).toDouble();
    QVERIFY2(std::fabs(vx - 1500) <= 1e-9 * 1500, qPrintable(QString::number(vx, 'g', 17)));
    QVERIFY2(std::fabs(vy - 750) <= 1e-9 * 750, qPrintable(QString::number(vy, 'g', 17)));
    QCOMPARE(released.at(0).at(2).toDouble(), 900.0);
    QCOMPARE(crossReleased.at(0).at(2).toDouble(), 540.0);
    // Each axis leaves from where it is drawn with its part of the tracker's velocity.
    MotionAnimation *along = drag->animation(), *across = cross->animation();
    QVERIFY(along && across && along != across);
    QCOMPARE(along->currentValue().toDouble(), 60.0);
    QCOMPARE(across->currentValue().toDouble(), 30.0);
    QVERIFY(std::fabs(velocityOf(along) - vx) <= 1e-9 * vx);
    QVERIFY(std::fabs(velocityOf(across) - vy) <= 1e-9 * vy);
    QCOMPARE(cross->velocity(), velocityOf(across));
    QVERIFY(drag->isMoving() && cross->isMoving());
    QCOMPARE(moving.count(), 1);

    along->setCurrentTime(along->duration());
    QCOMPARE(bubble->x(), 900);
    QCOMPARE(snapped.count(), 1);
    QVERIFY(drag->isMoving()); // still moving across
    QCOMPARE(moving.count(), 1);
    across->setCurrentTime(across->duration());
    QCOMPARE(bubble->pos(), QPoint(900, 540));
    QCOMPARE(cross->position(), 540.0);
    QCOMPARE(crossSnapped.count(), 1);
    QCOMPARE(crossSnapped.at(0).at(0).toInt(), 1);
    QVERIFY(!drag->isMoving() && !cross->isMoving());
    QCOMPARE(moving.count(), 2);
}

// A card swiped along x that rests at y = 100: across, past that one point, it rubber-bands
// over its height; let go at rest it goes back there, while along it goes its own way.
void tst_SnapDrag::crossAxisRubberBandsAndReturns()
{
    Scene scene;
    scene.drag->crossAxis()->setEnabled(true);
    scene.drag->crossAxis()->setSnapPoints({ 100 });
    Pointer pointer(scene.card);
    pointer.press(0, { 50, 130 });
    pointer.move(16, { 60, 170 }); // 40 below its only point, over a height of 60
    const double c = 0.55, d = 60;
    QVERIFY(std::fabs(scene.drag->crossAxis()->position() - (100 + (1 - 1 / (40 * c / d + 1)) * d)) < 1e-12);
    QCOMPARE(scene.drag->position(), 10.0);
    // Caught again elsewhere, it does not jump, across either.
    const double drawn = scene.drag->crossAxis()->position();
    pointer.release(100, { 60, 170 }); // held still 84 ms: no velocity
    MotionAnimation *across = scene.drag->crossAxis()->animation();
    QVERIFY(across);
    QCOMPARE(across->endValue().toDouble(), 100.0);
    QCOMPARE(velocityOf(across), 0.0);
    across->setCurrentTime(40);
    const double midway = scene.drag->crossAxis()->position();
    QVERIFY(midway < drawn && midway > 100);
    pointer.press(200, { 60, 150 });
    QCOMPARE(across->state(), QAbstractAnimation::Stopped);
    QCOMPARE(scene.drag->crossAxis()->position(), midway);
    pointer.release(300, { 60, 150 });
    scene.drag->crossAxis()->animation()->setCurrentTime(scene.drag->crossAxis()->animation()->duration());
    QCOMPARE(scene.card->y(), 100);
}

// The cross axis is the one across the orientation: turning the drag turns it too, and its
// points stay its own.
void tst_SnapDrag::crossAxisFollowsTheOrientation()
{
    Scene scene;
    SnapAxis *cross = scene.drag->crossAxis();
    cross->setEnabled(true);
    cross->setSnapPoints({ 100, 200 });
    QSignalSpy turned(cross, &SnapAxis::orientationChanged);
    scene.drag->setOrientation(Qt::Vertical);
    QCOMPARE(turned.count(), 1);
    QCOMPARE(cross->orientation(), Qt::Horizontal);
    QCOMPARE(cross->snapPoints(), QList<qreal>({ 100, 200 }));
    QCOMPARE(scene.drag->snapPoints(), QList<qreal>({ 0, 300, 600 }));
    QCOMPARE(scene.drag->position(), 100.0); // its y
    QCOMPARE(cross->position(), 0.0); // its x
    cross->setPosition(150);
    QCOMPARE(scene.card->pos(), QPoint(150, 100));
    // Disabled, a release leaves it where it is across.
    cross->setEnabled(false);
    Pointer pointer(scene.card);
    QSignalSpy crossReleased(cross, &SnapAxis::released);
    pointer.press(0, { 50, 30 });
    pointer.move(16, { 90, 50 });
    pointer.release(24, { 100, 55 });
    QCOMPARE(crossReleased.count(), 0);
    QCOMPARE(scene.card->x(), 150);
    // That flick (about 600 px/s down from 125) lands on the next point along, 300.
    scene.drag->animation()->setCurrentTime(scene.drag->animation()->duration());
    QCOMPARE(scene.card->pos(), QPoint(150, 300));
    // Turned on mid-drag, it follows across from there, without a jump.
    pointer.press(5000, { 50, 30 });
    pointer.move(5016, { 60, 70 });
    QCOMPARE(scene.card->pos(), QPoint(150, 340)); // along y only
    cross->setEnabled(true);
    QCOMPARE(scene.card->pos(), QPoint(150, 340));
    pointer.move(5032, { 75, 90 });
    QCOMPARE(scene.card->pos(), QPoint(165, 360));
    pointer.release(5200, { 75, 90 }); // held still: no velocity
    scene.drag->animation()->setCurrentTime(scene.drag->animation()->duration());
    cross->animation()->setCurrentTime(cross->animation()->duration());
    QCOMPARE(scene.card->pos(), QPoint(200, 300)); // the nearest points: 200 across, 300 along
}

void tst_SnapDrag::crossAxisRefusals()
{
    Scene scene;
    SnapAxis *cross = scene.drag->crossAxis();
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::SnapDrag: crossAxis.snapPoints must be finite positions, but got inf; the "
                         "previous value is kept");
    cross->setSnapPoints({ 0, qInf() });
    QVERIFY(cross->snapPoints().isEmpty());
    QVERIFY(std::isnan(cross->minimum()));
    cross->setMaximum(50);
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::SnapDrag: crossAxis.minimum must be <= maximum, but got 80; the previous "
                         "value is kept");
    cross->setMinimum(80);
    QVERIFY(std::isnan(cross->minimum()));
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::SnapDrag: crossAxis.moveTo()'s position and velocity must be finite, but got "
                         "10 and nan; the previous value is kept");
    cross->moveTo(10, qQNaN());
    QVERIFY(!cross->animation());
}

QTEST_MAIN(tst_SnapDrag)

#include "tst_snapdrag.moc"
