// SPDX-License-Identifier: MIT
// KineticScroller on real scroll areas (a QListWidget of many rows, a QScrollArea), driven
// by synthetic touch and mouse events with their own timestamps, Qt's animation time moved
// only by the test, 16 ms a frame. Every expectation is worked out here from the gesture and
// the documented formulas: the drag's speed, iOS's lambda = -1000 ln 0.998, the coast
// x0 + v / lambda (1 - e^(-lambda t)), the instant it reaches an edge, the rubber band
// (1 - 1 / (x c / d + 1)) d.
#include "gestures/scrollsession_p.h"
#include "steppedclock.h"

#include <impetus/exponentialdecay.h>
#include <impetus/kineticscroller.h>
#include <impetus/spring.h>
#include <impetus/velocitytracker.h>

#include <QtCore/qabstractanimation.h>
#include <QtGui/qevent.h>
#include <QtGui/qpointingdevice.h>
#include <QtGui/qstylehints.h>
#include <QtTest/qsignalspy.h>
#include <QtTest/qtest.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qgraphicsscene.h>
#include <QtWidgets/qgraphicsview.h>
#include <QtWidgets/qtablewidget.h>
#include <QtWidgets/qtextedit.h>
#include <QtWidgets/qlistwidget.h>
#include <QtWidgets/qplaintextedit.h>
#include <QtWidgets/qscrollarea.h>
#include <QtWidgets/qscrollbar.h>

#include <cmath>
#include <memory>

using namespace Impetus;
using Impetus::Detail::ScrollSession;

namespace {

using Tests::SteppedClock;
const double IosLambda = -1000 * std::log(0.998); // per second

// A pointer on a viewport: a touch point or the left mouse button. Events carry the clock's
// time; the frames in between pass. Positions are whole pixels (Qt 6.4 rounds a global
// position on some paths).
class Pointer
{
public:
    enum Kind { Touch, Mouse };
    Pointer(QWidget *viewport, SteppedClock &clock, Kind kind) : m_viewport(viewport), m_clock(clock), m_kind(kind)
    {
        if (kind == Touch)
            m_device.reset(QTest::createTouchDevice());
    }

    void press(QPoint local)
    {
        m_ms = m_clock.now();
        m_at = m_viewport->mapToGlobal(QPointF(local));
        send(QEvent::TouchBegin, QEvent::MouseButtonPress);
    }
    // To local + (dx, dy) from where it is, ms after the last event.
    void moveBy(int dx, int dy, int ms)
    {
        wait(ms);
        m_at += QPointF(dx, dy);
        send(QEvent::TouchUpdate, QEvent::MouseMove);
    }
    void release() { send(QEvent::TouchEnd, QEvent::MouseButtonRelease); }
    void wait(int ms)
    {
        m_ms += ms;
        m_clock.frameUntil(m_ms);
    }
    double seconds() const { return m_ms / 1000.0; }

private:
    void send(QEvent::Type touchType, QEvent::Type mouseType)
    {
        const QPointF local = m_viewport->mapFromGlobal(m_at);
        if (m_kind == Touch) {
            const QEventPoint::State state = touchType == QEvent::TouchBegin ? QEventPoint::State::Pressed
                    : touchType == QEvent::TouchEnd                          ? QEventPoint::State::Released
                                                                             : QEventPoint::State::Updated;
            QEventPoint point(3, state, local, m_at);
            QTouchEvent event(touchType, m_device.get(), Qt::NoModifier, { point });
            event.setTimestamp(quint64(m_ms));
            QApplication::sendEvent(m_viewport, &event);
            return;
        }
        const Qt::MouseButton button = mouseType == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
        const Qt::MouseButtons held = mouseType == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
        QMouseEvent event(mouseType, local, m_at, button, held, Qt::NoModifier);
        event.setTimestamp(quint64(m_ms));
        QApplication::sendEvent(m_viewport, &event);
    }

    QWidget *m_viewport;
    SteppedClock &m_clock;
    Kind m_kind;
    std::unique_ptr<QPointingDevice> m_device;
    qint64 m_ms = 0;
    QPointF m_at;
};

struct ListScene
{
    QListWidget list;
    KineticScroller *scroller = nullptr;
    ScrollSession *session = nullptr;

    ListScene()
    {
        for (int row = 0; row < 1000; ++row)
            list.addItem(QStringLiteral("row %1").arg(row));
        list.setUniformItemSizes(true);
        list.resize(240, 320);
        scroller = KineticScroller::install(&list);
        session = scroller->findChild<ScrollSession *>();
        list.show();
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
    QScrollBar *bar() const { return list.verticalScrollBar(); }
    double viewportHeight() const { return list.viewport()->height(); }
    const ScrollSession::Trajectory &trajectory() const { return session->trajectory(Qt::Vertical); }
    double motionSeconds() const { return session->clock()->currentTime() / 1000.0; }
};

bool near(double a, double b, double tolerance = 1e-9)
{
    return std::fabs(a - b) <= tolerance * std::fmax(1.0, std::fmax(std::fabs(a), std::fabs(b)));
}

QString text(double value)
{
    return QString::number(value, 'g', 17);
}

} // namespace

class tst_KineticScroller : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void cleanupTestCase();
    void defaults();
    void followsTheDrag_data();
    void followsTheDrag();
    void releaseCarriesTheTrackersVelocity_data();
    void releaseCarriesTheTrackersVelocity();
    void coastsExactly();
    void androidFling();
    void rubberBandsPastAnEdge();
    void releasePastAnEdgeSpringsBack();
    void edgeHandoverIsContinuous();
    void rowsAddedWhileCoasting();
    void rowsRemovedWhileCoasting();
    void catchHoldsStillAndDoesNotClick();
    void catchPastAnEdgeThenLetGo();
    void wheelStopsTheMotion();
    void scrolledElsewhereStopsTheMotion();
    void clickBelowTheThresholdClicks_data();
    void clickBelowTheThresholdClicks();
    void dragDoesNotSelect();
    void heldPressIsTheViewports();
    void mouseDragIsOptIn();
    void scrollArea();
    void plainTextEditScrollsLines();
    void rightToLeft();
    void otherAreas_data();
    void otherAreas();
    void perItemBecomesPerPixel();
    void areaDeletedWhileMoving();
    void refusals();
    void snapsToRows_data();
    void snapsToRows();
    void snapsToTableRows();
    void snapThrownAwaySprings();
    void snapsToPages_data();
    void snapsToPages();
    void snapRefusals();
    void wheelNotchesRetarget();
    void wheelWithAModifierIsTheAreas();
    void touchpadFollowsThenCoasts();

private:
    // Throws the content along y with a touch: `steps` moves of `step` px every 8 ms, from
    // a content position `from`; returns the drawn position at release.
    double throwY(ListScene &scene, int from, int step, int steps);
    // Runs the frames until the motion rests.
    void settle(const KineticScroller &scroller);
    // Checks the motion's start against the release (x0, v), its kind against the rule
    // (a decay of lambda v / d, or a spring), and the landing exactly on target.
    void checkSnap(const KineticScroller &scroller, const ScrollSession::Trajectory &trajectory, double x0, double v,
                   double target);
    SteppedClock *m_clock = nullptr;
};

void tst_KineticScroller::initTestCase()
{
    m_clock = new SteppedClock;
    m_clock->installClock();
}

void tst_KineticScroller::cleanupTestCase()
{
    m_clock->uninstallClock();
    delete m_clock;
}

void tst_KineticScroller::defaults()
{
    ListScene scene;
    QCOMPARE(KineticScroller::of(&scene.list), scene.scroller);
    QCOMPARE(KineticScroller::install(&scene.list), scene.scroller); // one per area
    QCOMPARE(scene.scroller->area(), &scene.list);
    QVERIFY(!scene.scroller->isMouseDragEnabled());
    QCOMPARE(scene.scroller->motion(), QStringLiteral("ios.scroll.normal"));
    QCOMPARE(scene.scroller->edgeMotion(), QStringLiteral("swiftui.snappy"));
    QCOMPARE(scene.scroller->rubberBand(), 0.55);
    QVERIFY(scene.bar()->maximum() > 10000);
    QPointer<KineticScroller> scroller = scene.scroller;
    delete scene.list.findChild<KineticScroller *>(); // and it lets go of the area
    QVERIFY(!scroller);
    QVERIFY(!KineticScroller::of(&scene.list));
}

void tst_KineticScroller::followsTheDrag_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("touch") << int(Pointer::Touch);
    QTest::newRow("mouse") << int(Pointer::Mouse);
}

// Below the threshold nothing moves; past it the content follows the pointer from where both
// are, exactly, and the scroll bar shows it.
void tst_KineticScroller::followsTheDrag()
{
    QFETCH(int, kind);
    ListScene scene;
    scene.scroller->setMouseDragEnabled(true);
    scene.bar()->setValue(4000);
    const int threshold = QGuiApplication::styleHints()->startDragDistance();
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Kind(kind));
    QSignalSpy dragging(scene.scroller, &KineticScroller::draggingChanged);
    pointer.press({ 100, 200 });
    pointer.moveBy(0, -threshold, 8); // at the threshold, not past it
    QCOMPARE(scene.bar()->value(), 4000);
    QVERIFY(!scene.scroller->isDragging());
    pointer.moveBy(0, -3, 8); // past it: the drag starts here, without a jump
    QVERIFY(scene.scroller->isDragging());
    QCOMPARE(scene.scroller->contentPosition(), QPointF(0, 4000));
    pointer.moveBy(0, -25, 8);
    QCOMPARE(scene.scroller->contentPosition(), QPointF(0, 4025));
    QCOMPARE(scene.bar()->value(), 4025);
    pointer.moveBy(0, 60, 8);
    QCOMPARE(scene.scroller->contentPosition(), QPointF(0, 3965));
    QCOMPARE(scene.bar()->value(), 3965);
    pointer.moveBy(40, 0, 8); // the list does not scroll sideways
    QCOMPARE(scene.scroller->contentPosition(), QPointF(0, 3965));
    QCOMPARE(dragging.count(), 1);
    pointer.wait(100);
    pointer.release(); // held still for 100 ms: no throw
    QVERIFY(!scene.scroller->isMoving());
    QCOMPARE(dragging.count(), 2);
}

void tst_KineticScroller::releaseCarriesTheTrackersVelocity_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("step"); // px every 8 ms, along y
    QTest::newRow("touch, up, 1000 px/s") << int(Pointer::Touch) << -8;
    QTest::newRow("touch, down, 2500 px/s") << int(Pointer::Touch) << 20;
    QTest::newRow("mouse, up, 375 px/s") << int(Pointer::Mouse) << -3;
}

// A drag at a steady speed: the release velocity is the drag's (the content moves against
// the pointer), the tracker's, and the motion's at its start; no jump at release.
void tst_KineticScroller::releaseCarriesTheTrackersVelocity()
{
    QFETCH(int, kind);
    QFETCH(int, step);
    ListScene scene;
    scene.scroller->setMouseDragEnabled(true);
    scene.bar()->setValue(8000);
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Kind(kind));
    QSignalSpy released(scene.scroller, &KineticScroller::released);
    pointer.press({ 100, 160 });
    for (int i = 0; i < 10; ++i)
        pointer.moveBy(0, step, 8);
    const QPointF drawn = scene.scroller->contentPosition();
    pointer.release();
    const double speed = -step / 0.008; // the content's, px/s
    QCOMPARE(released.count(), 1);
    const QPointF velocity = released.at(0).at(0).toPointF();
    QVERIFY2(near(velocity.y(), speed), qPrintable(text(velocity.y())));
    QCOMPARE(velocity.x(), 0.0);
    QVERIFY(near(-scene.scroller->tracker().velocity(pointer.seconds()).y(), speed));
    QVERIFY(scene.scroller->isMoving());
    QCOMPARE(scene.scroller->contentPosition(), drawn);
    QCOMPARE(scene.trajectory().position(0), drawn.y());
    QVERIFY2(near(scene.trajectory().velocity(0), speed), qPrintable(text(scene.trajectory().velocity(0))));
}

// The coast is iOS's decay: x0 + v / lambda (1 - e^(-lambda t)) at every frame, and it rests
// exactly v / lambda further on.
void tst_KineticScroller::coastsExactly()
{
    ListScene scene;
    scene.bar()->setValue(6000);
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 100, 250 });
    for (int i = 0; i < 12; ++i)
        pointer.moveBy(0, -12, 8); // 1500 px/s up: the content moves down the list
    const double x0 = scene.scroller->contentPosition().y();
    pointer.release();
    const double v = 1500;
    int frames = 0;
    while (scene.scroller->isMoving() && frames < 2000) {
        m_clock->frame();
        ++frames;
        if (!scene.scroller->isMoving())
            break;
        const double t = scene.motionSeconds();
        const double expected = x0 + v / IosLambda * (1 - std::exp(-IosLambda * t));
        QVERIFY2(near(scene.scroller->contentPosition().y(), expected),
                 qPrintable(QStringLiteral("t %1: %2, expected %3")
                                    .arg(t)
                                    .arg(text(scene.scroller->contentPosition().y()), text(expected))));
        QCOMPARE(scene.bar()->value(), int(std::lround(expected)));
    }
    QVERIFY(!scene.scroller->isMoving());
    const double rest = x0 + v / IosLambda;
    QVERIFY2(near(scene.scroller->contentPosition().y(), rest),
             qPrintable(text(scene.scroller->contentPosition().y())));
    QCOMPARE(scene.bar()->value(), int(std::lround(rest)));
    QVERIFY(frames > 100); // it coasted for seconds
}

// With Android's fling the content leaves with the release velocity and travels Android's
// spline distance, f c e^(D / (D - 1) ln(0.35 v / (f c))) with f = 0.015, c = 9.80665 *
// 39.37 * 160 * 0.84 (OverScroller's physical coefficient at density 1) and D = ln 0.78 /
// ln 0.9: 7186.36 px at 8000 px/s.
void tst_KineticScroller::androidFling()
{
    ListScene scene;
    scene.scroller->setMotion(QStringLiteral("android.fling"));
    scene.bar()->setValue(2000);
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 100, 300 });
    for (int i = 0; i < 4; ++i)
        pointer.moveBy(0, -32, 8); // 4000 px/s
    const double x0 = scene.scroller->contentPosition().y();
    pointer.release();
    const double v = 4000;
    QVERIFY(near(scene.trajectory().velocity(0), v));
    const double fc = 0.015 * 9.80665 * 39.37 * 160 * 0.84;
    const double D = std::log(0.78) / std::log(0.9);
    const auto travel = [&](double speed) { return fc * std::exp(D / (D - 1) * std::log(0.35 * speed / fc)); };
    QVERIFY(std::fabs(travel(8000) - 7186.36) < 0.005); // the formula, checked on the documented figure
    const double distance = travel(v);
    QVERIFY(distance > 2000 && x0 + distance < scene.bar()->maximum());
    for (int frames = 0; scene.scroller->isMoving() && frames < 1000; ++frames)
        m_clock->frame();
    QVERIFY(!scene.scroller->isMoving());
    QVERIFY2(near(scene.scroller->contentPosition().y(), x0 + distance),
             qPrintable(text(scene.scroller->contentPosition().y() - x0) + QLatin1String(" ") + text(distance)));
}

// Past the top, the drawn overshoot is iOS's rubber band over the viewport's height; the
// viewport is offset by it (the scroll bar has no room).
void tst_KineticScroller::rubberBandsPastAnEdge()
{
    ListScene scene;
    scene.bar()->setValue(30);
    const QPoint viewportAt = scene.list.viewport()->pos();
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 100, 50 });
    pointer.moveBy(0, 20, 8); // past the threshold: the drag starts at 30
    pointer.moveBy(0, 130, 8); // 100 past the top
    const double c = 0.55, d = scene.viewportHeight();
    const double drawn = -(1 - 1 / (100 * c / d + 1)) * d;
    QVERIFY2(near(scene.scroller->contentPosition().y(), drawn),
             qPrintable(text(scene.scroller->contentPosition().y())));
    QCOMPARE(scene.bar()->value(), 0);
    QCOMPARE(scene.list.viewport()->pos(), viewportAt + QPoint(0, int(std::lround(-drawn))));
    pointer.moveBy(0, -60, 8); // 40 past it
    QVERIFY(near(scene.scroller->contentPosition().y(), -(1 - 1 / (40 * c / d + 1)) * d));
    pointer.moveBy(0, -100, 8); // back inside: 60 into the list
    QCOMPARE(scene.scroller->contentPosition().y(), 60.0);
    QCOMPARE(scene.list.viewport()->pos(), viewportAt);
}

// Let go past the edge, the content springs back onto it, leaving with the release velocity
// from where it is drawn.
void tst_KineticScroller::releasePastAnEdgeSpringsBack()
{
    ListScene scene;
    const QPoint viewportAt = scene.list.viewport()->pos();
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 100, 50 });
    for (int i = 0; i < 16; ++i)
        pointer.moveBy(0, 5, 8); // pulling down at 625 px/s all along
    const double drawn = scene.scroller->contentPosition().y();
    QVERIFY(drawn < 0);
    pointer.release();
    QVERIFY(scene.scroller->isMoving());
    QVERIFY(near(scene.scroller->tracker().velocity(pointer.seconds()).y(), 625));
    QCOMPARE(scene.trajectory().position(0), drawn);
    QVERIFY2(near(scene.trajectory().velocity(0), -625), qPrintable(text(scene.trajectory().velocity(0))));
    QVERIFY(std::isnan(scene.trajectory().handover()));
    for (int frames = 0; scene.scroller->isMoving() && frames < 500; ++frames)
        m_clock->frame();
    QVERIFY(!scene.scroller->isMoving());
    QCOMPARE(scene.scroller->contentPosition().y(), 0.0);
    QCOMPARE(scene.list.viewport()->pos(), viewportAt);
}

// A fling that reaches the end hands its position and velocity at that instant to the
// spring: the instant is where x0 + v / lambda (1 - e^(-lambda t)) = edge, the velocity
// v e^(-lambda t) there, both worked out here.
void tst_KineticScroller::edgeHandoverIsContinuous()
{
    ListScene scene;
    const int edge = scene.bar()->maximum();
    scene.bar()->setValue(edge - 600);
    const QPoint viewportAt = scene.list.viewport()->pos();
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 100, 300 });
    for (int i = 0; i < 10; ++i)
        pointer.moveBy(0, -24, 8); // 3000 px/s: it would coast 1498 px
    const double x0 = scene.scroller->contentPosition().y();
    QVERIFY(x0 < edge);
    pointer.release();
    const double v = 3000;
    const double te = -std::log(1 - (edge - x0) * IosLambda / v) / IosLambda;
    const double ve = v * std::exp(-IosLambda * te);
    const ScrollSession::Trajectory &trajectory = scene.trajectory();
    QVERIFY2(near(trajectory.handover(), te), qPrintable(text(trajectory.handover()) + QLatin1String(" ") + text(te)));
    // Both sides of the handover instant, to 1e-9: the coast's and the spring's.
    const double handover = trajectory.handover();
    for (const double t : { std::nextafter(handover, 0.0), handover }) {
        QVERIFY2(near(trajectory.position(t), edge), qPrintable(text(trajectory.position(t))));
        QVERIFY2(near(trajectory.velocity(t), ve),
                 qPrintable(text(trajectory.velocity(t)) + QLatin1String(" ") + text(ve)));
    }
    // Frame by frame: the coast before, past the edge (drawn by offsetting the viewport)
    // after, and at rest exactly on the edge.
    double furthest = edge;
    bool offset = false;
    for (int frames = 0; scene.scroller->isMoving() && frames < 1000; ++frames) {
        m_clock->frame();
        if (!scene.scroller->isMoving())
            break;
        const double t = scene.motionSeconds();
        const double y = scene.scroller->contentPosition().y();
        if (t < te)
            QVERIFY(near(y, x0 + v / IosLambda * (1 - std::exp(-IosLambda * t))));
        else
            QCOMPARE(scene.bar()->value(), edge);
        furthest = std::fmax(furthest, y);
        offset = offset || scene.list.viewport()->pos() != viewportAt;
        QCOMPARE(scene.list.viewport()->pos(), viewportAt - QPoint(0, int(std::lround(std::fmax(0.0, y - edge)))));
    }
    QVERIFY(furthest > edge + 5); // it went past and came back
    QVERIFY(offset);
    QCOMPARE(scene.scroller->contentPosition().y(), double(edge));
    QCOMPARE(scene.list.viewport()->pos(), viewportAt);
}

// A list that grows while it coasts towards its end (more rows loaded): the coast goes on
// past the old end with no change in position or velocity, where the release sent it,
// instead of handing over to the spring at the old end.
void tst_KineticScroller::rowsAddedWhileCoasting()
{
    ListScene scene;
    const int edge = scene.bar()->maximum();
    const double x0 = throwY(scene, edge - 600, -24, 10); // 3000 px/s: it would coast 1498 px
    const double v = 3000;
    QVERIFY(!std::isnan(scene.trajectory().handover())); // bound for the old end
    for (int frames = 0; frames < 5; ++frames)
        m_clock->frame();
    const double t = scene.motionSeconds();
    const double y = scene.scroller->contentPosition().y();
    QVERIFY(near(y, x0 + v / IosLambda * (1 - std::exp(-IosLambda * t))));
    QVERIFY(y < edge);
    for (int row = 0; row < 500; ++row)
        scene.list.addItem(QStringLiteral("more %1").arg(row));
    QCoreApplication::processEvents(); // the item view lays out the rows it was given
    QVERIFY(scene.bar()->maximum() > edge + 2000);
    QVERIFY(scene.scroller->isMoving());
    const ScrollSession::Trajectory &trajectory = scene.trajectory();
    QVERIFY(std::isnan(trajectory.handover()));
    QCOMPARE(trajectory.position(t), y);
    QVERIFY(near(trajectory.velocity(t), v * std::exp(-IosLambda * t)));
    settle(*scene.scroller);
    QVERIFY2(near(scene.scroller->contentPosition().y(), x0 + v / IosLambda, 1e-6),
             qPrintable(text(scene.scroller->contentPosition().y())));
}

// A list that shrinks under a coast: the content past its new end springs back onto it
// with the velocity it had; the motion is not stopped by the scroll bar's clamping.
void tst_KineticScroller::rowsRemovedWhileCoasting()
{
    ListScene scene;
    throwY(scene, scene.bar()->maximum() - 2000, -24, 10); // 3000 px/s: 1498 px, short of the end
    QVERIFY(std::isnan(scene.trajectory().handover()));
    for (int frames = 0; frames < 10; ++frames)
        m_clock->frame();
    const double t = scene.motionSeconds();
    const double y = scene.scroller->contentPosition().y();
    const double v = scene.trajectory().velocity(t);
    while (scene.list.count() > 0 && scene.bar()->maximum() > y - 300) {
        delete scene.list.takeItem(scene.list.count() - 1);
        QCoreApplication::processEvents();
    }
    const int newEdge = scene.bar()->maximum();
    QVERIFY(newEdge < y);
    QVERIFY(scene.scroller->isMoving());
    const ScrollSession::Trajectory &trajectory = scene.trajectory();
    QCOMPARE(trajectory.position(t), y);
    QVERIFY(near(trajectory.velocity(t), v));
    QCOMPARE(trajectory.finalPosition(), double(newEdge));
    settle(*scene.scroller);
    QCOMPARE(scene.scroller->contentPosition().y(), double(newEdge));
    QCOMPARE(scene.bar()->value(), newEdge);
}

// A press mid-fling stops the content where it is drawn; it stays there while the frames
// pass, and the press neither clicks nor selects.
void tst_KineticScroller::catchHoldsStillAndDoesNotClick()
{
    ListScene scene;
    scene.bar()->setValue(3000);
    QSignalSpy clicked(&scene.list, &QListWidget::itemClicked);
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 100, 250 });
    for (int i = 0; i < 10; ++i)
        pointer.moveBy(0, -16, 8);
    pointer.release();
    for (int i = 0; i < 10; ++i)
        m_clock->frame();
    QVERIFY(scene.scroller->isMoving());
    const QPointF drawn = scene.scroller->contentPosition();
    const int bar = scene.bar()->value();
    Pointer catcher(scene.list.viewport(), *m_clock, Pointer::Touch);
    catcher.press({ 120, 100 });
    QVERIFY(!scene.scroller->isMoving());
    QCOMPARE(scene.scroller->contentPosition(), drawn); // no jump
    for (int i = 0; i < 20; ++i)
        m_clock->frame();
    QCOMPARE(scene.scroller->contentPosition(), drawn); // held still
    QCOMPARE(scene.bar()->value(), bar);
    catcher.wait(300); // longer than a press is held back
    catcher.release();
    for (int i = 0; i < 20; ++i)
        m_clock->frame();
    QCOMPARE(scene.scroller->contentPosition(), drawn);
    QCOMPARE(clicked.count(), 0);
    QVERIFY(scene.list.selectedItems().isEmpty());
}

// Caught while it springs back past the top, the content stays where it is drawn; let go, it
// springs back onto the edge from there.
void tst_KineticScroller::catchPastAnEdgeThenLetGo()
{
    ListScene scene;
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 100, 50 });
    for (int i = 0; i < 16; ++i)
        pointer.moveBy(0, 10, 8);
    pointer.wait(60);
    pointer.release(); // held still: springs back from rest
    m_clock->frame();
    m_clock->frame();
    QVERIFY(scene.scroller->isMoving());
    const double drawn = scene.scroller->contentPosition().y();
    QVERIFY(drawn < -5);
    Pointer catcher(scene.list.viewport(), *m_clock, Pointer::Touch);
    catcher.press({ 100, 100 });
    QCOMPARE(scene.scroller->contentPosition().y(), drawn);
    for (int i = 0; i < 10; ++i)
        m_clock->frame();
    QCOMPARE(scene.scroller->contentPosition().y(), drawn);
    catcher.release();
    QVERIFY(scene.scroller->isMoving());
    QCOMPARE(scene.trajectory().position(0), drawn);
    QCOMPARE(scene.trajectory().velocity(0), 0.0);
    for (int frames = 0; scene.scroller->isMoving() && frames < 500; ++frames)
        m_clock->frame();
    QCOMPARE(scene.scroller->contentPosition().y(), 0.0);
}

// With smooth wheel scrolling off, a wheel event is the area's: a fling stops where it is
// drawn and the wheel moves the scroll bar at once, as it always did. On (the default), a
// notch catches the fling where it is drawn and moves on from there, from rest.
void tst_KineticScroller::wheelStopsTheMotion()
{
    for (const bool smooth : { false, true }) {
        ListScene scene;
        scene.scroller->setSmoothWheelEnabled(smooth);
        scene.bar()->setValue(3000);
        Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Touch);
        pointer.press({ 100, 250 });
        for (int i = 0; i < 10; ++i)
            pointer.moveBy(0, -16, 8);
        pointer.release();
        m_clock->frame();
        QVERIFY(scene.scroller->isMoving());
        const double drawn = scene.scroller->contentPosition().y();
        QWheelEvent wheel(QPointF(100, 100), scene.list.viewport()->mapToGlobal(QPointF(100, 100)), QPoint(),
                          QPoint(0, -120), Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
        QApplication::sendEvent(scene.list.viewport(), &wheel);
        if (smooth) {
            QVERIFY(scene.scroller->isMoving());
            QCOMPARE(scene.trajectory().position(scene.session->time()), drawn);
            QCOMPARE(scene.trajectory().velocity(scene.session->time()), 0.0);
            continue;
        }
        QVERIFY(!scene.scroller->isMoving());
        const int bar = scene.bar()->value(); // where the wheel put it
        QVERIFY(bar > std::lround(drawn));
        for (int i = 0; i < 10; ++i)
            m_clock->frame();
        QCOMPARE(scene.bar()->value(), bar);
    }
}

// The scroll bar moved by someone else during a fling (the keyboard, the application): the
// motion stops there and the next press starts from it.
void tst_KineticScroller::scrolledElsewhereStopsTheMotion()
{
    ListScene scene;
    scene.bar()->setValue(3000);
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 100, 250 });
    for (int i = 0; i < 10; ++i)
        pointer.moveBy(0, -16, 8);
    pointer.release();
    m_clock->frame();
    QVERIFY(scene.scroller->isMoving());
    scene.bar()->setValue(100);
    QVERIFY(!scene.scroller->isMoving());
    for (int i = 0; i < 10; ++i)
        m_clock->frame();
    QCOMPARE(scene.bar()->value(), 100);
    pointer.press({ 100, 250 });
    pointer.moveBy(0, -15, 8);
    pointer.moveBy(0, -20, 8);
    QCOMPARE(scene.scroller->contentPosition().y(), 120.0);
    QCOMPARE(scene.bar()->value(), 120);
}

void tst_KineticScroller::clickBelowTheThresholdClicks_data()
{
    QTest::addColumn<int>("kind");
    QTest::addColumn<int>("wiggle"); // px moved before the release, below the threshold
    QTest::newRow("touch") << int(Pointer::Touch) << 0;
    QTest::newRow("touch, a wiggle") << int(Pointer::Touch) << 4;
    QTest::newRow("mouse, drag enabled") << int(Pointer::Mouse) << 4;
}

// A press and a release within the threshold reach the list as a click: itemClicked, the
// row selected and current.
void tst_KineticScroller::clickBelowTheThresholdClicks()
{
    QFETCH(int, kind);
    QFETCH(int, wiggle);
    ListScene scene;
    scene.scroller->setMouseDragEnabled(true);
    QSignalSpy clicked(&scene.list, &QListWidget::itemClicked);
    const QModelIndex row = scene.list.indexAt(QPoint(50, 100));
    QVERIFY(row.isValid());
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Kind(kind));
    pointer.press({ 50, 100 });
    if (wiggle)
        pointer.moveBy(0, wiggle, 8);
    pointer.release();
    QCOMPARE(clicked.count(), 1);
    QCOMPARE(scene.list.row(clicked.at(0).at(0).value<QListWidgetItem *>()), row.row());
    QCOMPARE(scene.list.currentRow(), row.row());
    QCOMPARE(scene.list.selectedItems().size(), 1);
    QVERIFY(!scene.scroller->isMoving());
    QCOMPARE(scene.bar()->value(), 0);
}

void tst_KineticScroller::dragDoesNotSelect()
{
    ListScene scene;
    QSignalSpy clicked(&scene.list, &QListWidget::itemClicked);
    QSignalSpy selection(scene.list.selectionModel(), &QItemSelectionModel::selectionChanged);
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 50, 200 });
    for (int i = 0; i < 6; ++i)
        pointer.moveBy(0, -10, 8);
    pointer.release();
    QCOMPARE(clicked.count(), 0);
    QCOMPARE(selection.count(), 0);
    QVERIFY(scene.list.selectedItems().isEmpty());
    QVERIFY(scene.scroller->contentPosition().y() > 0);
}

// A press held still for PressDelay ms is delivered (press and hold, drag-selecting): the
// gesture is then the list's, and moving on does not scroll. The hold is a real timer.
void tst_KineticScroller::heldPressIsTheViewports()
{
    ListScene scene;
    scene.scroller->setMouseDragEnabled(true);
    const QModelIndex row = scene.list.indexAt(QPoint(50, 100));
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Mouse);
    pointer.press({ 50, 100 });
    QVERIFY(scene.list.selectedItems().isEmpty()); // held back
    QTRY_COMPARE(scene.list.currentRow(), row.row());
    QCOMPARE(scene.list.selectedItems().size(), 1);
    for (int i = 0; i < 6; ++i)
        pointer.moveBy(0, -10, 8);
    pointer.release();
    QVERIFY(!scene.scroller->isDragging());
    QVERIFY(!scene.scroller->isMoving());
    QCOMPARE(scene.bar()->value(), 0);
}

// Mouse drags are opt-in: by default the mouse selects as it always did.
void tst_KineticScroller::mouseDragIsOptIn()
{
    ListScene scene;
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Mouse);
    pointer.press({ 50, 200 });
    QVERIFY(!scene.list.selectedItems().isEmpty()); // the press reached the list at once
    for (int i = 0; i < 6; ++i)
        pointer.moveBy(0, -10, 8);
    pointer.release();
    QVERIFY(!scene.scroller->isMoving());
    QCOMPARE(scene.bar()->value(), 0);
}

// A QScrollArea's widget scrolls the same way, here with UIScrollView's fast rate (0.99 per
// millisecond).
void tst_KineticScroller::scrollArea()
{
    QScrollArea area;
    auto *content = new QWidget;
    content->setFixedSize(1500, 6000);
    area.setWidget(content);
    area.resize(300, 400);
    auto *scroller = new KineticScroller(&area);
    scroller->setMotion(QStringLiteral("ios.scroll.fast"));
    area.show();
    QCoreApplication::processEvents();
    area.horizontalScrollBar()->setValue(500);
    area.verticalScrollBar()->setValue(2000);
    Pointer pointer(area.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 150, 200 });
    pointer.moveBy(-4, -16, 8); // past the threshold: the drag starts here
    QCOMPARE(scroller->contentPosition(), QPointF(500, 2000));
    for (int i = 0; i < 10; ++i)
        pointer.moveBy(-4, -16, 8); // 500 px/s along x, 2000 along y
    QCOMPARE(scroller->contentPosition(), QPointF(540, 2160));
    QCOMPARE(content->pos(), QPoint(-540, -2160));
    QSignalSpy released(scroller, &KineticScroller::released);
    pointer.release();
    const QPointF velocity = released.at(0).at(0).toPointF();
    QVERIFY(near(velocity.x(), 500) && near(velocity.y(), 2000));
    for (int frames = 0; scroller->isMoving() && frames < 500; ++frames)
        m_clock->frame();
    const double lambda = -1000 * std::log(0.99);
    QVERIFY(near(scroller->contentPosition().x(), 540 + 500 / lambda));
    QVERIFY(near(scroller->contentPosition().y(), 2160 + 2000 / lambda));
    QCOMPARE(content->pos(), -QPoint(int(std::lround(540 + 500 / lambda)), int(std::lround(2160 + 2000 / lambda))));
}

// A QPlainTextEdit's vertical scroll bar counts lines: the content still follows the
// finger pixel for pixel (the bar moves a line per line spacing), a throw coasts v / lambda
// pixels, and a notch of the wheel goes wheelScrollLines() lines, as Qt's own wheel does.
void tst_KineticScroller::plainTextEditScrollsLines()
{
    QPlainTextEdit edit;
    QStringList lines;
    for (int line = 0; line < 2000; ++line)
        lines.append(QStringLiteral("line %1").arg(line));
    edit.setPlainText(lines.join(QLatin1Char('\n')));
    edit.resize(300, 400);
    auto *scroller = KineticScroller::install(&edit);
    edit.show();
    QCoreApplication::processEvents();
    const double line = QFontMetricsF(edit.document()->defaultFont()).lineSpacing();
    QScrollBar *bar = edit.verticalScrollBar();
    QVERIFY(bar->maximum() > 1000);
    bar->setValue(100);

    Pointer pointer(edit.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 150, 300 });
    pointer.moveBy(0, -16, 8); // past the threshold: the drag starts here
    QCOMPARE(scroller->contentPosition().y(), 100 * line);
    for (int i = 0; i < 10; ++i)
        pointer.moveBy(0, -16, 8); // 2000 px/s
    QVERIFY(near(scroller->contentPosition().y(), 100 * line + 160));
    QCOMPARE(bar->value(), int(std::lround(100 + 160 / line)));
    QSignalSpy released(scroller, &KineticScroller::released);
    pointer.release();
    QVERIFY(near(released.at(0).at(0).toPointF().y(), 2000));
    for (int frames = 0; scroller->isMoving() && frames < 1000; ++frames)
        m_clock->frame();
    const double rest = 100 * line + 160 + 2000 / IosLambda;
    QVERIFY2(near(scroller->contentPosition().y(), rest, 1e-6), qPrintable(text(scroller->contentPosition().y())));
    QCOMPARE(bar->value(), int(std::lround(rest / line)));

    // A notch down from a line's top: wheelScrollLines() lines further, on the wheel's spring.
    const int from = bar->value();
    const QPointF at(edit.viewport()->rect().center());
    QWheelEvent wheel(at, edit.viewport()->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(edit.viewport(), &wheel);
    for (int frames = 0; scroller->isMoving() && frames < 1000; ++frames)
        m_clock->frame();
    QCOMPARE(bar->value(), from + QApplication::wheelScrollLines());
}

// Right to left, the content still follows the finger: the horizontal scroll bar's value
// runs the other way (QAbstractScrollArea shows maximum - value).
void tst_KineticScroller::rightToLeft()
{
    QScrollArea area;
    area.setLayoutDirection(Qt::RightToLeft);
    auto *content = new QWidget;
    content->setFixedSize(3000, 300);
    area.setWidget(content);
    area.resize(300, 330);
    auto *scroller = KineticScroller::install(&area);
    area.show();
    QCoreApplication::processEvents();
    QScrollBar *bar = area.horizontalScrollBar();
    bar->setValue(1000);
    const int x = content->x();
    const QPoint viewportAt = area.viewport()->pos();
    Pointer pointer(area.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 150, 150 });
    pointer.moveBy(12, 0, 8); // the drag starts here
    pointer.moveBy(40, 0, 8);
    QCOMPARE(content->x(), x + 40);
    QCOMPARE(bar->value(), 1040);
    const int toTheEnd = -content->x(); // the content's left edge shows at offset 0
    pointer.moveBy(toTheEnd + 50, 0, 8); // 50 past it
    QCOMPARE(bar->value(), bar->maximum());
    QVERIFY(area.viewport()->x() > viewportAt.x()); // the overshoot is drawn to the right
    pointer.wait(100);
    pointer.release();
    for (int frames = 0; scroller->isMoving() && frames < 500; ++frames)
        m_clock->frame();
    QCOMPARE(content->x(), 0);
    QCOMPARE(area.viewport()->pos(), viewportAt);
}

void tst_KineticScroller::otherAreas_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("QGraphicsView") << QStringLiteral("QGraphicsView");
    QTest::newRow("QTextEdit") << QStringLiteral("QTextEdit");
    QTest::newRow("QTableWidget") << QStringLiteral("QTableWidget");
}

// The scroll protocol works on the other kinds of scroll area: the content follows the
// drag on both axes, and past the top-left it is drawn past it by the rubber band.
void tst_KineticScroller::otherAreas()
{
    QFETCH(QString, kind);
    std::unique_ptr<QAbstractScrollArea> area;
    QGraphicsScene scene(0, 0, 4000, 4000);
    if (kind == QLatin1String("QGraphicsView")) {
        area = std::make_unique<QGraphicsView>(&scene);
    } else if (kind == QLatin1String("QTextEdit")) {
        auto *edit = new QTextEdit;
        edit->setLineWrapMode(QTextEdit::NoWrap);
        QString text;
        for (int line = 0; line < 400; ++line)
            text += QString(300, QLatin1Char('x')) + QLatin1Char('\n');
        edit->setPlainText(text);
        area.reset(edit);
    } else {
        area = std::make_unique<QTableWidget>(400, 40);
    }
    area->resize(300, 300);
    auto *scroller = KineticScroller::install(area.get());
    area->show();
    QCoreApplication::processEvents();
    QScrollBar *horizontal = area->horizontalScrollBar(), *vertical = area->verticalScrollBar();
    QVERIFY(horizontal->maximum() > 300 && vertical->maximum() > 300);
    horizontal->setValue(200);
    vertical->setValue(250);
    const QPoint viewportAt = area->viewport()->pos();
    Pointer pointer(area->viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 150, 150 });
    pointer.moveBy(-8, -8, 8); // the drag starts here
    for (int i = 0; i < 5; ++i)
        pointer.moveBy(-10, -20, 8);
    QCOMPARE(scroller->contentPosition(), QPointF(250, 350));
    QCOMPARE(horizontal->value(), 250);
    QCOMPARE(vertical->value(), 350);
    pointer.moveBy(300, 400, 8); // 50 past the left, 50 past the top
    const double c = 0.55;
    const QSize viewport = area->viewport()->size();
    const QPointF drawn(-(1 - 1 / (50 * c / viewport.width() + 1)) * viewport.width(),
                        -(1 - 1 / (50 * c / viewport.height() + 1)) * viewport.height());
    QVERIFY(near(scroller->contentPosition().x(), drawn.x()) && near(scroller->contentPosition().y(), drawn.y()));
    QCOMPARE(horizontal->value(), 0);
    QCOMPARE(vertical->value(), 0);
    QCOMPARE(area->viewport()->pos(), viewportAt - QPoint(int(std::lround(drawn.x())), int(std::lround(drawn.y()))));
    pointer.wait(100);
    pointer.release();
    for (int frames = 0; scroller->isMoving() && frames < 500; ++frames)
        m_clock->frame();
    QCOMPARE(scroller->contentPosition(), QPointF(0, 0));
    QCOMPARE(area->viewport()->pos(), viewportAt);
}

void tst_KineticScroller::perItemBecomesPerPixel()
{
    QListWidget list;
    list.setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    KineticScroller::install(&list);
    QCOMPARE(list.verticalScrollMode(), QAbstractItemView::ScrollPerPixel);
    QCOMPARE(list.horizontalScrollMode(), QAbstractItemView::ScrollPerPixel);
}

void tst_KineticScroller::areaDeletedWhileMoving()
{
    auto scene = std::make_unique<ListScene>();
    scene->bar()->setValue(3000);
    Pointer pointer(scene->list.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 100, 250 });
    for (int i = 0; i < 10; ++i)
        pointer.moveBy(0, -16, 8);
    pointer.release();
    m_clock->frame();
    QPointer<KineticScroller> scroller = scene->scroller;
    QVERIFY(scroller->isMoving());
    scene.reset();
    QVERIFY(!scroller); // it ended with the area
    for (int i = 0; i < 5; ++i)
        m_clock->frame();
}

void tst_KineticScroller::refusals()
{
    ListScene scene;
    KineticScroller &scroller = *scene.scroller;
    QSignalSpy motionChanged(&scroller, &KineticScroller::motionChanged);
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::KineticScroller: motion 'spring()': it must be a decay or a fling, but it is a "
                         "spring; the previous value is kept");
    scroller.setMotion(QStringLiteral("spring()"));
    QTest::ignoreMessage(
            QtWarningMsg,
            QRegularExpression(QStringLiteral("^Impetus::KineticScroller: motion 'decay\\(lambda: -1\\)': "
                                              ".*lambda must be .*, but got -1; the previous value is kept$")));
    scroller.setMotion(QStringLiteral("decay(lambda: -1)"));
    QTest::ignoreMessage(QtWarningMsg,
                         QRegularExpression(QStringLiteral("^Impetus::KineticScroller: edgeMotion 'nonsense': .*; the "
                                                           "previous value is kept$")));
    scroller.setEdgeMotion(QStringLiteral("nonsense"));
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::KineticScroller: rubberBand must be > 0, but got 0; the previous value is kept");
    scroller.setRubberBand(0);
    QTest::ignoreMessage(
            QtWarningMsg,
            "Impetus::KineticScroller: rubberBand must be finite, but got nan; the previous value is kept");
    scroller.setRubberBand(qQNaN());
    QCOMPARE(scroller.motion(), QStringLiteral("ios.scroll.normal"));
    QCOMPARE(scroller.edgeMotion(), QStringLiteral("swiftui.snappy"));
    QCOMPARE(scroller.rubberBand(), 0.55);
    QCOMPARE(motionChanged.count(), 0);
    scroller.setMotion(QStringLiteral("android.fling"));
    scroller.setEdgeMotion(QStringLiteral("spring(duration: 0.4, bounce: 0.2)"));
    scroller.setRubberBand(0.3);
    QCOMPARE(scroller.motion(), QStringLiteral("android.fling"));
    QCOMPARE(scroller.rubberBand(), 0.3);
    QCOMPARE(motionChanged.count(), 1);
}

double tst_KineticScroller::throwY(ListScene &scene, int from, int step, int steps)
{
    scene.bar()->setValue(from);
    Pointer pointer(scene.list.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 100, 160 });
    for (int i = 0; i < steps; ++i)
        pointer.moveBy(0, step, 8);
    const double x0 = scene.scroller->contentPosition().y();
    pointer.release();
    return x0;
}

void tst_KineticScroller::settle(const KineticScroller &scroller)
{
    for (int frames = 0; scroller.isMoving() && frames < 2000; ++frames)
        m_clock->frame();
    QVERIFY(!scroller.isMoving());
}

void tst_KineticScroller::checkSnap(const KineticScroller &scroller, const ScrollSession::Trajectory &trajectory,
                                    double x0, double v, double target)
{
    QCOMPARE(trajectory.position(0), x0);
    QVERIFY2(near(trajectory.velocity(0), v), qPrintable(text(trajectory.velocity(0)) + QLatin1String(" ") + text(v)));
    QVERIFY(near(-scroller.tracker().velocity(scroller.tracker().lastTime()).y(), v));
    QCOMPARE(trajectory.finalPosition(), target);
    QCOMPARE(trajectory.segmentCount(), 1);
    const double d = target - x0;
    const auto decay = trajectory.segmentMotion(0).model<ExponentialDecay>();
    if (v * d > 0 && v / d >= IosLambda / 2) {
        QVERIFY2(decay, "a decay onto the target");
        QVERIFY2(near(decay->lambda(), v / d), qPrintable(text(decay->lambda()) + QLatin1String(" ") + text(v / d)));
        QVERIFY(near(decay->finalPosition(), target));
    } else {
        QVERIFY2(trajectory.segmentMotion(0).model<Spring>(), "a spring onto the target");
    }
    settle(scroller);
    QCOMPARE(scroller.contentPosition().y(), target);
}

void tst_KineticScroller::snapsToRows_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("step"); // px every 8 ms, along y
    QTest::newRow("1000 px/s") << 8000 << -8;
    QTest::newRow("2500 px/s") << 8003 << -20;
    QTest::newRow("-1500 px/s") << 9011 << 12;
    QTest::newRow("375 px/s") << 7007 << -3;
    QTest::newRow("6000 px/s") << 4000 << -48;
    QTest::newRow("-250 px/s") << 6005 << 2;
}

// Thrown with the rows as snap positions, the content lands exactly on the top of the row
// nearest to where iOS's decay would rest, x0 + v / lambda: here every row is h = the
// rows' size hint high (uniform sizes, no spacing), so the tops are k h, and the end of the
// range counts too.
void tst_KineticScroller::snapsToRows()
{
    QFETCH(int, from);
    QFETCH(int, step);
    ListScene scene;
    scene.scroller->setSnapMode(KineticScroller::SnapToItems);
    const double h = scene.list.sizeHintForRow(0);
    QVERIFY(h > 5);
    scene.bar()->setValue(37 * int(h));
    QCOMPARE(scene.list.visualItemRect(scene.list.item(40)).top() + scene.bar()->value(), 40 * h);
    const double x0 = throwY(scene, from, step, 10);
    const double v = -step / 0.008;
    const double projection = x0 + v / IosLambda;
    const double maximum = scene.bar()->maximum();
    double target = std::fmin(maximum, std::floor(projection / h) * h);
    for (const double candidate : { std::ceil(projection / h) * h, maximum }) {
        if (std::fabs(std::fmin(candidate, maximum) - projection) < std::fabs(target - projection))
            target = std::fmin(candidate, maximum);
    }
    QVERIFY(scene.trajectory().segmentMotion(0).model<ExponentialDecay>()); // every throw here
    checkSnap(*scene.scroller, scene.trajectory(), x0, v, target);
    QCOMPARE(scene.bar()->value(), int(target));
}

// A QTableWidget's rows of different heights: the tops are the sums of the heights above.
void tst_KineticScroller::snapsToTableRows()
{
    QTableWidget table(300, 3);
    for (int row = 0; row < 300; ++row)
        table.setRowHeight(row, 24 + (row % 3) * 9);
    table.resize(300, 320);
    auto *scroller = KineticScroller::install(&table);
    scroller->setSnapMode(KineticScroller::SnapToItems);
    auto *session = scroller->findChild<ScrollSession *>();
    table.show();
    QCoreApplication::processEvents();
    QScrollBar *bar = table.verticalScrollBar();
    bar->setValue(2000);
    Pointer pointer(table.viewport(), *m_clock, Pointer::Touch);
    pointer.press({ 100, 200 });
    for (int i = 0; i < 10; ++i)
        pointer.moveBy(0, -9, 8); // 1125 px/s
    const double x0 = scroller->contentPosition().y();
    pointer.release();
    const double v = 1125;
    const double projection = x0 + v / IosLambda;
    double top = 0, target = 0;
    for (int row = 0; row < 300; ++row) {
        if (std::fabs(top - projection) < std::fabs(target - projection))
            target = top;
        top += 24 + (row % 3) * 9;
    }
    QVERIFY(target > x0 && target < bar->maximum());
    QVERIFY(session->trajectory(Qt::Vertical).segmentMotion(0).model<ExponentialDecay>());
    checkSnap(*scroller, session->trajectory(Qt::Vertical), x0, v, target);
    QCOMPARE(bar->value(), int(target));
}

// Thrown gently away from the position it will rest on (the projection is nearer to the
// position behind it), the content leaves with the release velocity on the edge motion's
// spring, goes on a little, turns and lands exactly there.
void tst_KineticScroller::snapThrownAwaySprings()
{
    ListScene scene;
    scene.scroller->setSnapMode(KineticScroller::SnapToPositions);
    scene.scroller->setSnapPositions({ 4000, 4400, 5000 });
    const double x0 = throwY(scene, 4000, -1, 20); // 125 px/s: the drag starts past the threshold
    const double v = 125;
    QVERIFY(x0 > 4000 && x0 + v / IosLambda < 4200); // the nearest position is behind
    QVERIFY(scene.trajectory().segmentMotion(0).model<Spring>());
    double furthest = x0;
    for (double t = 0; t < 1; t += 0.004)
        furthest = std::fmax(furthest, scene.trajectory().position(t));
    QVERIFY(furthest > x0 + 1); // it goes on with the release velocity before it turns
    checkSnap(*scene.scroller, scene.trajectory(), x0, v, 4000);
    QCOMPARE(scene.bar()->value(), 4000);

    // Thrown towards 4400 fast enough: the decay of lambda v / d lands on it.
    const double x1 = throwY(scene, 4100, -4, 10); // 500 px/s
    QVERIFY(std::fabs(x1 + 500 / IosLambda - 4400) < 200);
    checkSnap(*scene.scroller, scene.trajectory(), x1, 500, 4400);
}

void tst_KineticScroller::snapsToPages_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("step");
    QTest::addColumn<bool>("decay"); // what the rule gives for this throw (checked in checkSnap)
    QTest::newRow("flick down, 1000 px/s") << 3000 << -8 << true;
    QTest::newRow("flick up, -750 px/s") << 3100 << 6 << true;
    QTest::newRow("125 px/s, by projection") << 3000 << -1 << false; // v / d below lambda / 2
}

// Pages are the multiples of the viewport's height; faster than 125 px/s a release goes to
// the next page in its direction, slower to the page nearest to the projection.
void tst_KineticScroller::snapsToPages()
{
    QFETCH(int, from);
    QFETCH(int, step);
    QFETCH(bool, decay);
    ListScene scene;
    scene.scroller->setSnapMode(KineticScroller::SnapToPages);
    const double page = scene.viewportHeight();
    const double x0 = throwY(scene, from, step, 20);
    const double v = -step / 0.008;
    double target;
    if (std::fabs(v) > 125)
        target = v > 0 ? std::floor(x0 / page + 1) * page : std::ceil(x0 / page - 1) * page;
    else
        target = std::round((x0 + v / IosLambda) / page) * page;
    QCOMPARE(bool(scene.trajectory().segmentMotion(0).model<ExponentialDecay>()), decay);
    checkSnap(*scene.scroller, scene.trajectory(), x0, v, target);
    QCOMPARE(scene.bar()->value(), int(target));
}

void tst_KineticScroller::snapRefusals()
{
    ListScene scene;
    KineticScroller &scroller = *scene.scroller;
    QCOMPARE(scroller.snapMode(), KineticScroller::NoSnap);
    QSignalSpy changed(&scroller, &KineticScroller::snapPositionsChanged);
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::KineticScroller: snapMode must be one of NoSnap, SnapToItems, SnapToPages, "
                         "SnapToPositions, but got 7; the previous value is kept");
    scroller.setSnapMode(KineticScroller::SnapMode(7));
    QCOMPARE(scroller.snapMode(), KineticScroller::NoSnap);
    scroller.setSnapPositions({ 10, 20 });
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::KineticScroller: snapPositions must be finite, but got nan at index 1; the previous "
                         "value is kept");
    scroller.setSnapPositions({ 5, qQNaN() });
    QTest::ignoreMessage(
            QtWarningMsg,
            "Impetus::KineticScroller: horizontalSnapPositions must be finite, but got inf at index 0; the "
            "previous value is kept");
    scroller.setHorizontalSnapPositions({ qInf() });
    QTest::ignoreMessage(
            QtWarningMsg,
            QRegularExpression(QStringLiteral("^Impetus::KineticScroller: wheelMotion 'gravity\\(acceleration: "
                                              "1\\)': .*acceleration.*; the previous value is kept$")));
    scroller.setWheelMotion(QStringLiteral("gravity(acceleration: 1)"));
    QCOMPARE(scroller.wheelMotion(), QStringLiteral("swiftui.snappy"));
    QSignalSpy wheelMotionChanged(&scroller, &KineticScroller::wheelMotionChanged);
    scroller.setWheelMotion(QStringLiteral("spring(duration: 0.3)"));
    QCOMPARE(scroller.wheelMotion(), QStringLiteral("spring(duration: 0.3)"));
    QCOMPARE(wheelMotionChanged.count(), 1);
    QCOMPARE(scroller.snapPositions(), QList<qreal>({ 10, 20 }));
    QVERIFY(scroller.horizontalSnapPositions().isEmpty());
    QCOMPARE(changed.count(), 1);
}

namespace {

void sendWheel(QWidget *viewport, QPoint angle, QPoint pixels, Qt::ScrollPhase phase, qint64 ms,
               Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QWheelEvent wheel(QPointF(100, 100), viewport->mapToGlobal(QPointF(100, 100)), pixels, angle, Qt::NoButton,
                      modifiers, phase, false);
    wheel.setTimestamp(quint64(ms));
    QApplication::sendEvent(viewport, &wheel);
}

} // namespace

// Each notch moves the target by wheelScrollLines() single steps of the scroll bar (at most
// a page); the spring to it leaves from where the content is drawn with the velocity it had
// there: before and after each retarget, the position and the velocity at the last frame's
// time are equal to 1e-9. It lands exactly on the last target.
void tst_KineticScroller::wheelNotchesRetarget()
{
    ListScene scene;
    scene.bar()->setValue(3000);
    QWidget *viewport = scene.list.viewport();
    const double step =
            std::fmin(QApplication::wheelScrollLines() * scene.bar()->singleStep(), scene.bar()->pageStep());
    QVERIFY(step > 0);
    sendWheel(viewport, { 0, -120 }, {}, Qt::NoScrollPhase, m_clock->now()); // down: the position grows
    QVERIFY(scene.scroller->isMoving());
    QCOMPARE(scene.trajectory().position(0), 3000.0);
    QCOMPARE(scene.trajectory().velocity(0), 0.0);
    QCOMPARE(scene.trajectory().finalPosition(), 3000 + step);
    QVERIFY(scene.trajectory().segmentMotion(0).model<Spring>());
    double target = 3000 + step;
    // Three more notches, down, down, up, a few frames apart: each one retargets.
    const int notches[] = { -120, -120, 120, -60 };
    for (const int notch : notches) {
        for (int i = 0; i < 4; ++i)
            m_clock->frame();
        QVERIFY(scene.scroller->isMoving());
        const double t = scene.session->time();
        QCOMPARE(t, scene.motionSeconds());
        const double position = scene.trajectory().position(t);
        const double velocity = scene.trajectory().velocity(t);
        QCOMPARE(scene.scroller->contentPosition().y(), position);
        QVERIFY(velocity != 0);
        sendWheel(viewport, { 0, notch }, {}, Qt::NoScrollPhase, m_clock->now());
        target += -notch / 120.0 * step;
        QCOMPARE(scene.trajectory().finalPosition(), target);
        QVERIFY2(near(scene.trajectory().position(t), position),
                 qPrintable(text(scene.trajectory().position(t)) + QLatin1String(" ") + text(position)));
        QVERIFY2(near(scene.trajectory().velocity(t), velocity),
                 qPrintable(text(scene.trajectory().velocity(t)) + QLatin1String(" ") + text(velocity)));
        QCOMPARE(scene.scroller->contentPosition().y(), position); // no jump
    }
    settle(*scene.scroller);
    QCOMPARE(scene.scroller->contentPosition().y(), target);
    QCOMPARE(scene.bar()->value(), int(std::lround(target)));

    // The target stays inside the range: notches up from near the top rest on 0.
    scene.bar()->setValue(int(step / 2));
    sendWheel(viewport, { 0, 360 }, {}, Qt::NoScrollPhase, m_clock->now());
    QCOMPARE(scene.trajectory().finalPosition(), 0.0);
    settle(*scene.scroller);
    QCOMPARE(scene.scroller->contentPosition().y(), 0.0);

    // Off: the wheel is the list's, which jumps at once.
    scene.scroller->setSmoothWheelEnabled(false);
    scene.bar()->setValue(3000);
    sendWheel(viewport, { 0, -120 }, {}, Qt::NoScrollPhase, m_clock->now());
    QVERIFY(!scene.scroller->isMoving());
    QCOMPARE(scene.bar()->value(), int(3000 + step));
}

// A wheel event with a keyboard modifier goes to the area as it comes.
void tst_KineticScroller::wheelWithAModifierIsTheAreas()
{
    ListScene scene;
    scene.bar()->setValue(3000);
    sendWheel(scene.list.viewport(), { 0, -120 }, {}, Qt::NoScrollPhase, m_clock->now(), Qt::ShiftModifier);
    QVERIFY(!scene.scroller->isMoving());
    QVERIFY(scene.bar()->value() != 3000);
}

// A touchpad's pixel deltas move the content exactly, like a drag; at the end it coasts with
// the velocity of the deltas over their timestamps (6 px every 8 ms: 750 px/s), iOS's decay
// resting v / lambda further.
void tst_KineticScroller::touchpadFollowsThenCoasts()
{
    ListScene scene;
    scene.bar()->setValue(3000);
    QWidget *viewport = scene.list.viewport();
    qint64 ms = m_clock->now();
    sendWheel(viewport, {}, {}, Qt::ScrollBegin, ms);
    QVERIFY(!scene.scroller->isMoving());
    for (int i = 1; i <= 12; ++i) {
        ms += 8;
        m_clock->frameUntil(ms);
        sendWheel(viewport, { 0, -6 * 15 }, { 0, -6 }, Qt::ScrollUpdate, ms); // fingers up: the list goes down
        QCOMPARE(scene.scroller->contentPosition().y(), 3000.0 + 6 * i);
        QCOMPARE(scene.bar()->value(), 3000 + 6 * i);
    }
    QVERIFY(!scene.scroller->isMoving());
    QSignalSpy released(scene.scroller, &KineticScroller::released);
    sendWheel(viewport, {}, {}, Qt::ScrollEnd, ms);
    QCOMPARE(released.count(), 1);
    const double v = 750;
    QVERIFY2(near(released.at(0).at(0).toPointF().y(), v), qPrintable(text(released.at(0).at(0).toPointF().y())));
    QVERIFY(scene.scroller->isMoving());
    QCOMPARE(scene.trajectory().position(0), 3072.0);
    QVERIFY(near(scene.trajectory().velocity(0), v));
    // The system's momentum events do not move it.
    sendWheel(viewport, { 0, -60 }, { 0, -5 }, Qt::ScrollMomentum, ms + 8);
    QCOMPARE(scene.scroller->contentPosition().y(), 3072.0);
    settle(*scene.scroller);
    QVERIFY2(near(scene.scroller->contentPosition().y(), 3072 + v / IosLambda),
             qPrintable(text(scene.scroller->contentPosition().y())));
}

QTEST_MAIN(tst_KineticScroller)
#include "tst_kineticscroller.moc"
