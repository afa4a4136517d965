// SPDX-License-Identifier: MIT
// MotionDriver against the closed forms of the models (motionexpectations.h), driven frame
// by frame with setCurrentTime() as QUnifiedTimer does, never by a timer.
#include "motionexpectations.h"

#include <impetus/motiondriver.h>

#include <QtCore/qrect.h>
#include <QtGui/qcolor.h>
#include <QtTest/qsignalspy.h>
#include <QtTest/qtest.h>

#include <cmath>
#include <functional>
#include <memory>
#include <utility>

using namespace Impetus;
using namespace MotionExpectations;

class Item : public QObject
{
    Q_OBJECT
    Q_PROPERTY(qreal x READ x WRITE setX)
    Q_PROPERTY(QPointF pos READ pos WRITE setPos)
    Q_PROPERTY(QRect geometry READ geometry WRITE setGeometry)
    Q_PROPERTY(QColor color READ color WRITE setColor)
    Q_PROPERTY(qreal readOnly READ x)

public:
    qreal x() const { return m_x; }
    void setX(qreal x)
    {
        m_x = x;
        ++writes;
        if (onX)
            onX();
    }
    QPointF pos() const { return m_pos; }
    void setPos(const QPointF &pos) { m_pos = pos; }
    QRect geometry() const { return m_geometry; }
    void setGeometry(const QRect &geometry) { m_geometry = geometry; }
    QColor color() const { return m_color; }
    void setColor(const QColor &color) { m_color = color; }

    int writes = 0;
    std::function<void()> onX; // called from the setter

private:
    qreal m_x = 0;
    QPointF m_pos;
    QRect m_geometry;
    QColor m_color;
};

namespace {

const MotionSpec Springy = MotionSpec(Motion::Type::Spring)
                                   .with(u"mass", Mass)
                                   .with(u"stiffness", Stiffness)
                                   .with(u"dampingRatio", DampingRatio);
} // namespace

class tst_MotionDriver : public QObject
{
    Q_OBJECT

private slots:
    void closedFormEveryFrame();
    void valueTypes();
    void retargetContinuity();
    void addOnAMovedPropertyContinues();
    void removal();
    void objectDeletedMidFlight();
    void newObjectAtADeletedOnesAddress();
    void settledAndStops();
    void changesFromTheSetter();
    void everyWriteIsTheMotionsValue();
    void aFrameSteppedFromASetter();
    void restartContinues();
    void refused();
};

// Every frame writes the closed form at that time; the motions added later start then.
void tst_MotionDriver::closedFormEveryFrame()
{
    Item a, b;
    MotionDriver driver;
    const int first = driver.add(&a, "x", Springy, 250.0, 840.0, 10.0);
    QVERIFY(first > 0);
    QCOMPARE(driver.state(), QAbstractAnimation::Running);
    const auto expected = expectedMotion(Kind::Spring, { 10 }, { 250 }, { 840 }, 0);
    QCOMPARE(a.x(), 10.0); // start() writes time 0
    for (int ms = 16; ms < 480; ms += 16) {
        driver.setCurrentTime(ms);
        QVERIFY2(closeTo(a.x(), expected[0].position(ms / 1000.0)), qPrintable(QString::number(ms)));
        if (ms == 160) {
            QCOMPARE(driver.add(&b, "x", Springy, -50.0), first + 1);
        }
        if (ms > 160) {
            const auto later = expectedMotion(Kind::Spring, { 0 }, { -50 }, {}, 0);
            QVERIFY(closeTo(b.x(), later[0].position((ms - 160) / 1000.0)));
        }
    }
    QVERIFY(closeTo(driver.velocity(first).toDouble(), expected[0].velocity(0.464)));
}

// Points, rects (rounded) and colours move per component like ValueMotion.
void tst_MotionDriver::valueTypes()
{
    Item item;
    item.setGeometry(QRect(0, 0, 10, 10));
    MotionDriver driver;
    const int pos = driver.add(&item, "pos", Springy, QPointF(300, -120), QPointF(1050, -420));
    const int geometry = driver.add(&item, "geometry", Springy, QRect(100, 50, 30, 5));
    const int color = driver.add(&item, "color", Springy, QColor(0, 128, 255), QVariant(), QColor(255, 0, 0));
    const ValueMotion posMotion = driver.motion(pos), geometryMotion = driver.motion(geometry),
                      colorMotion = driver.motion(color);
    for (int ms : { 16, 100, 333 }) {
        driver.setCurrentTime(ms);
        const auto expected = expectedMotion(Kind::Spring, { 0, 0 }, { 300, -120 }, { 1050, -420 }, 0);
        QVERIFY(closeTo(item.pos().x(), expected[0].position(ms / 1000.0)));
        QVERIFY(closeTo(item.pos().y(), expected[1].position(ms / 1000.0)));
        QCOMPARE(QVariant(item.geometry()), geometryMotion.valueAt(ms / 1000.0));
        QCOMPARE(QVariant(item.color()), colorMotion.valueAt(ms / 1000.0));
        QCOMPARE(QVariant(item.pos()), posMotion.valueAt(ms / 1000.0));
    }
}

// A retarget keeps position and velocity and continues with the closed form from there.
void tst_MotionDriver::retargetContinuity()
{
    Item item;
    MotionDriver driver;
    const int id = driver.add(&item, "x", Springy, 100.0);
    driver.setCurrentTime(96);
    const double x = item.x();
    const double v = driver.velocity(id).toDouble();
    QVERIFY(driver.retarget(id, 40.0));
    QCOMPARE(driver.elapsed(id), 0.0);
    QVERIFY(closeTo(driver.velocity(id).toDouble(), v));
    const auto expected = expectedMotion(Kind::Spring, { x }, { 40 }, { v }, 0);
    for (int ms : { 112, 160, 400 }) {
        driver.setCurrentTime(ms);
        QVERIFY(closeTo(item.x(), expected[0].position((ms - 96) / 1000.0)));
    }
    QTest::ignoreMessage(
            QtWarningMsg,
            qPrintable(QStringLiteral("Impetus::MotionDriver::retarget: there is no motion %1").arg(id + 7)));
    QVERIFY(!driver.retarget(id + 7, 1.0));
}

// add() on a property the driver moves continues from its state, with the same id.
void tst_MotionDriver::addOnAMovedPropertyContinues()
{
    Item item;
    MotionDriver driver;
    const int id = driver.add(&item, "x", Springy, 100.0);
    driver.setCurrentTime(50);
    const double v = driver.velocity(id).toDouble();
    QCOMPARE(driver.add(&item, "x", QStringLiteral("decay(lambda: 3)"), 120.0, 0.0, 0.0), id);
    QCOMPARE(driver.count(), 1);
    QCOMPARE(driver.motionOf(&item, "x"), id);
    QCOMPARE(driver.motion(id).spec().model(), Motion::Type::ExponentialDecay);
    QCOMPARE(driver.motion(id).startValue().toDouble(), item.x());
    // The decay keeps the velocity that carries it to its end fast enough, else lambda d.
    const double d = 120 - item.x();
    const double expected = v / d > 3 ? v : 3 * d;
    QVERIFY(closeTo(driver.velocity(id).toDouble(), expected));
}

void tst_MotionDriver::removal()
{
    Item a, b;
    MotionDriver driver;
    QSignalSpy settled(&driver, &MotionDriver::settled);
    const int first = driver.add(&a, "x", Springy, 100.0);
    const int second = driver.add(&b, "x", Springy, 100.0);
    driver.setCurrentTime(32);
    const double left = a.x();
    QVERIFY(driver.remove(first));
    QVERIFY(!driver.remove(first));
    QVERIFY(!driver.contains(first));
    QCOMPARE(driver.count(), 1);
    QCOMPARE(driver.motionOf(&a, "x"), 0);
    driver.setCurrentTime(64);
    QCOMPARE(a.x(), left); // stays where it was
    QVERIFY(b.x() > left);
    QVERIFY(driver.contains(second));
    QCOMPARE(settled.size(), 0);
}

// An object destroyed mid-flight is dropped at the next frame: no crash, no settled().
void tst_MotionDriver::objectDeletedMidFlight()
{
    auto doomed = std::make_unique<Item>();
    Item kept;
    MotionDriver driver;
    QSignalSpy settled(&driver, &MotionDriver::settled);
    const int id = driver.add(doomed.get(), "x", Springy, 100.0);
    driver.add(&kept, "x", Springy, 100.0);
    driver.setCurrentTime(16);
    doomed.reset();
    driver.setCurrentTime(32);
    QVERIFY(!driver.contains(id));
    QCOMPARE(driver.count(), 1);
    driver.setCurrentTime(100000);
    QCOMPARE(settled.size(), 1);
}

// An object destroyed between frames and a new one made at its address (as an allocator
// may, a QML delegate recreated): the new object's add() starts its own motion from its own
// value, not the dead one's, which is dropped without settled().
void tst_MotionDriver::newObjectAtADeletedOnesAddress()
{
    alignas(Item) unsigned char storage[sizeof(Item)];
    MotionDriver driver;
    QSignalSpy settled(&driver, &MotionDriver::settled);
    auto *first = new (storage) Item;
    const int old = driver.add(first, "x", Springy, 100.0);
    driver.setCurrentTime(64);
    QVERIFY(first->x() > 0);
    first->~Item();
    auto *second = new (storage) Item;
    second->setX(-50);
    QCOMPARE(driver.motionOf(second, "x"), 0);
    const int id = driver.add(second, "x", Springy, 10.0);
    QVERIFY(id != old);
    QVERIFY(!driver.contains(old));
    QCOMPARE(driver.count(), 1);
    const int origin = driver.currentTime();
    const auto expected = expectedMotion(Kind::Spring, { -50 }, { 10 }, {}, 0);
    for (int t = origin + 16; t < origin + 320; t += 16) {
        driver.setCurrentTime(t);
        QVERIFY2(closeTo(second->x(), expected[0].position((t - origin) / 1000.0)), qPrintable(QString::number(t)));
    }
    driver.setCurrentTime(100000);
    QCOMPARE(second->x(), 10.0);
    QCOMPARE(settled.size(), 1);
    QCOMPARE(settled.first().first().toInt(), id);
    second->~Item();
}

// Each motion lands exactly on its end at its duration and is said settled; the driver
// stops once none is left.
void tst_MotionDriver::settledAndStops()
{
    Item a, b;
    MotionDriver driver;
    QSignalSpy settled(&driver, &MotionDriver::settled);
    const int fast = driver.add(&a, "x", QStringLiteral("spring(duration: 0.2)"), 100.0);
    const int slow = driver.add(&b, "x", Springy, 100.0);
    const int fastEnd = driver.motion(fast).duration(), slowEnd = driver.motion(slow).duration();
    QVERIFY(fastEnd < slowEnd);
    const Spring spring = Spring::fromDurationAndBounce(0.2, 0).withRestPosition(100).withStart(0, 0);
    QCOMPARE(fastEnd, int(std::ceil(spring.settleTime(0.1) * 1000)));
    driver.setCurrentTime(fastEnd - 1);
    QVERIFY(a.x() != 100.0);
    QCOMPARE(settled.size(), 0);
    driver.setCurrentTime(fastEnd);
    QCOMPARE(a.x(), 100.0);
    QCOMPARE(settled.size(), 1);
    QCOMPARE(settled.last().first().toInt(), fast);
    QCOMPARE(driver.state(), QAbstractAnimation::Running);
    driver.setCurrentTime(slowEnd);
    QCOMPARE(b.x(), 100.0);
    QCOMPARE(settled.size(), 2);
    QCOMPARE(driver.state(), QAbstractAnimation::Stopped);
    QCOMPARE(driver.count(), 0);
}

// A setter that removes its own motion and adds another during a frame.
void tst_MotionDriver::changesFromTheSetter()
{
    Item a, b, c;
    MotionDriver driver;
    int id = driver.add(&a, "x", Springy, 100.0);
    driver.add(&b, "x", Springy, 100.0);
    a.onX = [&] {
        if (a.x() > 20 && id) {
            driver.remove(std::exchange(id, 0));
            driver.add(&c, "x", Springy, 50.0);
        }
    };
    for (int ms = 16; ms <= 160; ms += 16)
        driver.setCurrentTime(ms);
    QCOMPARE(driver.count(), 2);
    QVERIFY(c.x() > 0);
    QVERIFY(b.x() > a.x());
}

// Every frame writes each property its motion's value at the motion's time, bit for bit:
// springs of every regime side by side (an odd number: the driver evaluates oscillating
// springs two at a time), springs reversed and at rest, and one retargeted from another's
// setter during a frame, after its value for that frame may have been computed.
void tst_MotionDriver::everyWriteIsTheMotionsValue()
{
    const QList<MotionSpec> specs = {
        Springy,
        MotionSpec(Motion::Type::Spring).with(u"duration", 0.3).with(u"bounce", 0.6),
        MotionSpec(Motion::Type::Spring).with(u"duration", 0.5).with(u"bounce", 0.0), // critical
        MotionSpec(Motion::Type::Spring).with(u"duration", 0.4).with(u"bounce", -0.5), // overdamped
        MotionSpec(Motion::Type::Spring).with(u"mass", 1).with(u"stiffness", 300).with(u"damping", 0.5),
        MotionSpec(Motion::Type::Spring).with(u"duration", 0.2).with(u"bounce", 0.2),
        MotionSpec(Motion::Type::Bounce),
        // w = 1e5 rad/s: from 656 ms on, a phase beyond the kernels' range, taken one lane alone.
        MotionSpec(Motion::Type::Spring).with(u"mass", 1).with(u"stiffness", 1e10).with(u"damping", 1),
    };
    std::vector<std::unique_ptr<Item>> items;
    QList<int> ids;
    MotionDriver driver;
    for (int i = 0; i < int(specs.size()); ++i) {
        items.push_back(std::make_unique<Item>());
        const double end = i % 2 ? -300.0 * (i + 1) : 40.0 * (i + 1);
        ids.append(driver.add(items.back().get(), "x", specs[i], end, 100.0 * i, 10.0 * i));
        QVERIFY(ids.back() > 0);
    }
    bool retargeted = false;
    items[0]->onX = [&] {
        if (driver.currentTime() == 208 && !retargeted) {
            retargeted = true;
            QVERIFY(driver.retarget(ids[5], 1000.0));
        }
    };
    for (int ms = 16; ms <= 1600 && driver.count() > 0; ms += 16) {
        driver.setCurrentTime(ms);
        for (int i = 0; i < int(specs.size()); ++i) {
            if (!driver.contains(ids[i]))
                continue;
            const double expected = driver.motion(ids[i]).valueAt(driver.elapsed(ids[i])).toDouble();
            QVERIFY2(items[i]->x() == expected,
                     qPrintable(QString::asprintf("motion %d at %d ms: wrote %.17g, its value %.17g", i, ms,
                                                  items[i]->x(), expected)));
        }
    }
    QVERIFY(retargeted);
}

// A setter that steps the driver itself: the frame inside writes every motion at its own
// time, and the frame around it goes on writing the rest at the outer frame's time (values
// computed for one frame are not written in the other).
void tst_MotionDriver::aFrameSteppedFromASetter()
{
    std::vector<std::unique_ptr<Item>> items;
    QList<int> ids;
    MotionDriver driver;
    for (int i = 0; i < 6; ++i) {
        items.push_back(std::make_unique<Item>());
        ids.append(driver.add(items.back().get(), "x",
                              MotionSpec(Motion::Type::Spring).with(u"duration", 0.5 + 0.1 * i).with(u"bounce", 0.4),
                              100.0 * (i + 1)));
        QVERIFY(ids.back() > 0);
    }
    bool stepped = false;
    items[0]->onX = [&] {
        if (driver.currentTime() == 160 && !stepped) {
            stepped = true;
            driver.setCurrentTime(176);
        }
    };
    const auto valueAt = [&](int i, int ms) { return driver.motion(ids[i]).valueAt(ms / 1000.0).toDouble(); };
    for (int ms = 16; ms <= 160; ms += 16)
        driver.setCurrentTime(ms);
    QVERIFY(stepped);
    QCOMPARE(driver.currentTime(), 176);
    QVERIFY2(items[0]->x() == valueAt(0, 176), qPrintable(QString::number(items[0]->x(), 'g', 17)));
    for (int i = 1; i < 6; ++i) {
        QVERIFY2(items[i]->x() == valueAt(i, 160),
                 qPrintable(QString::asprintf("motion %d: wrote %.17g, its value at 160 ms %.17g, at 176 ms %.17g", i,
                                              items[i]->x(), valueAt(i, 160), valueAt(i, 176))));
    }
    driver.setCurrentTime(192);
    for (int i = 0; i < 6; ++i)
        QVERIFY(items[i]->x() == valueAt(i, 192));
}

// Stopped and started again, the motions go on from where they were.
void tst_MotionDriver::restartContinues()
{
    Item item;
    MotionDriver driver;
    driver.add(&item, "x", Springy, 100.0);
    driver.setCurrentTime(80);
    driver.stop();
    const double x = item.x();
    driver.start();
    QCOMPARE(driver.currentTime(), 0);
    QCOMPARE(item.x(), x);
    driver.setCurrentTime(16);
    const auto expected = expectedMotion(Kind::Spring, { 0 }, { 100 }, {}, 0);
    QVERIFY(closeTo(item.x(), expected[0].position(0.096)));
}

// Bad input is refused with a warning naming the reason; nothing moves.
void tst_MotionDriver::refused()
{
    Item item;
    MotionDriver driver;
    QTest::ignoreMessage(QtWarningMsg, "Impetus::MotionDriver::add: target must be an object, but got nullptr");
    QCOMPARE(driver.add(nullptr, "x", Springy, 1.0), 0);
    QTest::ignoreMessage(
            QtWarningMsg,
            "Impetus::MotionDriver::add: propertyName must name a writable property of Item, but got \"nothing\"");
    QCOMPARE(driver.add(&item, "nothing", Springy, 1.0), 0);
    QTest::ignoreMessage(
            QtWarningMsg,
            "Impetus::MotionDriver::add: propertyName must name a writable property of Item, but got \"readOnly\"");
    QCOMPARE(driver.add(&item, "readOnly", Springy, 1.0), 0);
    QTest::ignoreMessage(QtWarningMsg, "Impetus::MotionDriver::add: the end value nan is not finite");
    QCOMPARE(driver.add(&item, "x", Springy, qQNaN()), 0);
    QTest::ignoreMessage(QtWarningMsg, "Impetus::MotionDriver::add: column 8: mass must be > 0, but got -1");
    QCOMPARE(driver.add(&item, "x", QStringLiteral("spring(mass: -1)"), 1.0), 0);
    QCOMPARE(driver.count(), 0);
    QCOMPARE(driver.state(), QAbstractAnimation::Stopped);
    QCOMPARE(item.writes, 0);
}

QTEST_GUILESS_MAIN(tst_MotionDriver)
#include "tst_motiondriver.moc"
