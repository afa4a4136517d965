// SPDX-License-Identifier: MIT
#include <impetus/gravity.h>

#include "invariants.h"
#include "referencetable.h"

#include <QtTest/qtest.h>

#include <cmath>

using namespace Impetus;
using namespace ImpetusTest;

class tst_Gravity : public QObject
{
    Q_OBJECT

private slots:
    void crossings_data() { ImpetusTest::addCrossingRows("gravity"); }
    void crossings();
    void reference_data();
    void reference();
    void invariants_data();
    void invariants();
    void timeToReach_data();
    void timeToReach();
    void finalPosition();
    void invalid();
    void equalityAndDebug();
};

void tst_Gravity::reference_data()
{
    addReferenceRows(QStringLiteral("gravity.csv"), { "x0", "v0", "acceleration", "t", "position", "velocity" }, 20);
}

void tst_Gravity::reference()
{
    QFETCH(double, x0);
    QFETCH(double, v0);
    QFETCH(double, acceleration);
    QFETCH(double, t);
    QFETCH(double, position);
    QFETCH(double, velocity);
    const Gravity gravity(x0, v0, acceleration);
    // Every term counts at the bar: x0 + v0 t + a t^2 / 2 may cancel at a crossing.
    const double terms = std::fabs(x0) + std::fabs(v0 * t) + std::fabs(acceleration * t * t);
    QVERIFY2(std::fabs(gravity.position(t) - position) <= 1e-15 * terms,
             qPrintable(
                     QStringLiteral("%1, expected %2").arg(gravity.position(t), 0, 'g', 17).arg(position, 0, 'g', 17)));
    QVERIFY(std::fabs(gravity.velocity(t) - velocity) <= 1e-15 * (std::fabs(v0) + std::fabs(acceleration * t)));
}

void tst_Gravity::invariants_data()
{
    QTest::addColumn<Gravity>("gravity");
    QTest::newRow("thrown up") << Gravity(0, 10, -9.81);
    QTest::newRow("falling") << Gravity(300, 0, -2000);
    QTest::newRow("pushed") << Gravity(-1, -3, 0.5);
    QTest::newRow("uniform") << Gravity(2, 3, 0);
    QTest::newRow("at rest") << Gravity(2, 0, 0);
}

void tst_Gravity::invariants()
{
    QFETCH(Gravity, gravity);
    checkInvariants(gravity, gravity.startPosition(), gravity.startVelocity(), 1, 1e-3);
}

void tst_Gravity::timeToReach_data()
{
    QTest::addColumn<Gravity>("gravity");
    QTest::addColumn<double>("position");
    QTest::addColumn<double>("time");
    // By hand: the earliest non-negative root of x0 + v0 t + a t^2 / 2 = position.
    QTest::newRow("fall 4.905 m") << Gravity(4.905, 0, -9.81) << 0.0 << 1.0;
    QTest::newRow("up then down, first pass") << Gravity(0, 10, -10) << 3.2 << 0.4;
    QTest::newRow("back to ground") << Gravity(0, 10, -10) << 0.0 << 0.0;
    QTest::newRow("ground again") << Gravity(1e-300, 10, -10) << 0.0 << 2.0;
    QTest::newRow("too high") << Gravity(0, 10, -10) << 5.5 << HUGE_VAL;
    QTest::newRow("apex") << Gravity(0, 10, -10) << 5.0 << 1.0;
    QTest::newRow("behind") << Gravity(0, 1, 0) << -1.0 << HUGE_VAL;
    QTest::newRow("uniform") << Gravity(0, -4, 0) << -10.0 << 2.5;
    QTest::newRow("accelerating away") << Gravity(0, -1, 2) << 2.0 << 2.0;
    QTest::newRow("still") << Gravity(1, 0, 0) << 2.0 << HUGE_VAL;
    // Issue 15: 2 a dx overflows (it gave 0). (-1 + sqrt(1 + 20e308)) / 10, mpmath at 40
    // digits: 4.472135954999579417368e153.
    QTest::newRow("far, 2 a dx beyond doubles") << Gravity(0, 1, 10) << 1e308 << 4.472135954999579417368e153;
    QTest::newRow("far, falling") << Gravity(0, -1, -10) << -1e308 << 4.472135954999579417368e153;
    QTest::newRow("far, against") << Gravity(0, 1, -10) << 1e308 << HUGE_VAL;
}

void tst_Gravity::timeToReach()
{
    QFETCH(Gravity, gravity);
    QFETCH(double, position);
    QFETCH(double, time);
    const double t = gravity.timeToReach(position);
    if (std::isinf(time))
        QCOMPARE(t, time);
    else
        QVERIFY2(std::fabs(t - time) <= 1e-15 * (1 + time), qPrintable(QString::number(t, 'g', 17)));
}

void tst_Gravity::finalPosition()
{
    QCOMPARE(Gravity(0, 10, -1).finalPosition(), -HUGE_VAL);
    QCOMPARE(Gravity(0, -10, 1).finalPosition(), HUGE_VAL);
    QCOMPARE(Gravity(0, -10, 0).finalPosition(), -HUGE_VAL);
    QCOMPARE(Gravity(3, 0, 0).finalPosition(), 3.0);
    QCOMPARE(Gravity(3, 0, 0).settleTime(1e-3), 0.0);
    QCOMPARE(Gravity(3, 0, 1).settleTime(1e-3), HUGE_VAL);
}

void tst_Gravity::invalid()
{
    const Gravity gravity(0, std::nan(""), 1);
    QVERIFY(!gravity.isValid());
    QCOMPARE(gravity.error().message(), QStringLiteral("startVelocity must be finite, but got nan"));
    QCOMPARE(gravity.position(1), 0.0);
    QCOMPARE(Gravity(0, 0, -HUGE_VAL).error().message(), QStringLiteral("acceleration must be finite, but got -inf"));
}

void tst_Gravity::equalityAndDebug()
{
    QCOMPARE(Gravity(1, 2, 3), Gravity(1, 2, 3));
    QVERIFY(Gravity(1, 2, 3) != Gravity(1, 2, 4));
    QString text;
    QDebug(&text) << Gravity(1, 2, -9.5);
    QCOMPARE(text, QStringLiteral("Impetus::Gravity(x0=1, v0=2, acceleration=-9.5) "));
}

// Near a zero crossing: right relative to itself (tests/reference/crossings.csv).
void tst_Gravity::crossings()
{
    checkCrossing([](const CrossingRow &row) { return Gravity(row.x0, row.v0, row.acceleration); });
}

QTEST_APPLESS_MAIN(tst_Gravity)
#include "tst_gravity.moc"
