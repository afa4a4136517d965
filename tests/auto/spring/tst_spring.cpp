// SPDX-License-Identifier: MIT
#include <impetus/spring.h>

#include "invariants.h"
#include "referencetable.h"

#include <QtTest/qtest.h>

#include <cmath>

using namespace Impetus;
using namespace ImpetusTest;

class tst_Spring : public QObject
{
    Q_OBJECT

private slots:
    void crossings_data() { ImpetusTest::addCrossingRows("spring"); }
    void crossings();
    void reference_data();
    void reference();
    void invariants_data();
    void invariants();
    void dampingRatio_data();
    void dampingRatio();
    void durationAndBounce_data();
    void durationAndBounce();
    void bounceOutOfRange();
    void settlingDuration_data();
    void settlingDuration();
    void continuousAcrossCriticalDamping_data();
    void continuousAcrossCriticalDamping();
    void restPosition();
    void stiffnessNearTheDoubleRange();
    void invalid_data();
    void invalid();
    void equalityAndDebug();
    void cleanupTestCase();

private:
    double m_worstPosition = 0;
    double m_worstVelocity = 0;
};

void tst_Spring::reference_data()
{
    addReferenceRows(QStringLiteral("spring.csv"),
                     { "mass", "stiffness", "damping", "x0", "v0", "t", "position", "velocity" }, 200);
}

// Against 50-digit matrix exponentials (tests/reference/models.py).
void tst_Spring::reference()
{
    QFETCH(double, mass);
    QFETCH(double, stiffness);
    QFETCH(double, damping);
    QFETCH(double, x0);
    QFETCH(double, v0);
    QFETCH(double, t);
    QFETCH(double, position);
    QFETCH(double, velocity);
    const Spring spring = Spring::fromMassStiffnessDamping(mass, stiffness, damping).withStart(x0, v0);
    QVERIFY(spring.isValid());
    const double acceleration = -(damping * velocity + stiffness * position) / mass;
    const double positionError = errorInBar(spring.position(t), position, t, velocity);
    const double velocityError = errorInBar(spring.velocity(t), velocity, t, acceleration);
    m_worstPosition = std::fmax(m_worstPosition, positionError);
    m_worstVelocity = std::fmax(m_worstVelocity, velocityError);
    QVERIFY2(positionError <= SpringPositionBound,
             qPrintable(QStringLiteral("position %1, expected %2 (%3 x bar)")
                                .arg(spring.position(t), 0, 'g', 17)
                                .arg(position, 0, 'g', 17)
                                .arg(positionError)));
    QVERIFY2(velocityError <= SpringVelocityBound,
             qPrintable(QStringLiteral("velocity %1, expected %2 (%3 x bar)")
                                .arg(spring.velocity(t), 0, 'g', 17)
                                .arg(velocity, 0, 'g', 17)
                                .arg(velocityError)));
}

void tst_Spring::invariants_data()
{
    QTest::addColumn<Spring>("spring");
    QTest::addColumn<double>("tolerance");
    const auto row = [](const char *name, Spring spring, double tolerance = 1e-3) {
        QTest::newRow(name) << spring << tolerance;
    };
    row("undamped, in band", Spring::fromMassStiffnessDamping(1, 100, 0).withStart(1e-4, 0));
    row("underdamped", Spring::fromMassStiffnessDamping(1, 100, 2).withStart(1, 0));
    row("underdamped, mass 2.5, v0", Spring::fromMassStiffnessDamping(2.5, 300, 4).withStart(-3, 40));
    row("underdamped, v0 only", Spring::fromDampingRatio(1, 170, 0.1).withStart(0, -20));
    row("underdamped, light", Spring::fromDampingRatio(0.1, 50, 0.02).withStart(1, 1));
    row("critical", Spring::fromMassStiffnessDamping(1, 4, 4).withStart(1, 0));
    row("critical, against v0", Spring::fromDampingRatio(3, 12, 1).withStart(1, -30));
    row("critical, with v0", Spring::fromDampingRatio(3, 12, 1).withStart(-1, -5));
    row("overdamped", Spring::fromDampingRatio(1, 100, 3).withStart(1, 0));
    row("overdamped, overshoot", Spring::fromDampingRatio(2, 100, 1.5).withStart(1, -60));
    row("overdamped, away first", Spring::fromDampingRatio(2, 100, 1.5).withStart(1, 60));
    row("strongly overdamped", Spring::fromDampingRatio(1, 1, 1e3).withStart(1, -0.5), 1e-2);
    row("nearly critical below", Spring::fromDampingRatio(1, 100, 1 - 1e-9).withStart(1, 2));
    row("nearly critical above", Spring::fromDampingRatio(1, 100, 1 + 1e-9).withStart(1, 2));
    row("stiff, rest 300", Spring::fromDampingRatio(1000, 1e6, 0.3).withStart(0, 50).withRestPosition(300), 0.5);
    row("duration and bounce", Spring::fromDurationAndBounce(0.5, 0.3).withStart(0, 0).withRestPosition(1), 1e-4);
    row("at rest", Spring::fromDampingRatio(1, 10, 0.5).withStart(2, 0).withRestPosition(2));
}

void tst_Spring::invariants()
{
    QFETCH(Spring, spring);
    QFETCH(double, tolerance);
    const double timeScale = 1 / spring.naturalFrequency();
    checkInvariants(spring, spring.startPosition(), spring.startVelocity(), timeScale, tolerance);
}

void tst_Spring::dampingRatio_data()
{
    QTest::addColumn<double>("mass");
    QTest::addColumn<double>("stiffness");
    QTest::addColumn<double>("ratio");
    QTest::addColumn<double>("damping");
    QTest::addColumn<Spring::Regime>("regime");
    // damping = 2 ratio sqrt(k m), by hand.
    QTest::newRow("undamped") << 1.0 << 4.0 << 0.0 << 0.0 << Spring::Regime::Undamped;
    QTest::newRow("underdamped") << 1.0 << 4.0 << 0.25 << 1.0 << Spring::Regime::Underdamped;
    QTest::newRow("critical") << 2.0 << 8.0 << 1.0 << 8.0 << Spring::Regime::CriticallyDamped;
    QTest::newRow("critical, irrational")
            << 1.0 << 2.0 << 1.0 << 2.8284271247461903 << Spring::Regime::CriticallyDamped;
    QTest::newRow("overdamped") << 0.5 << 2.0 << 3.0 << 6.0 << Spring::Regime::Overdamped;
}

void tst_Spring::dampingRatio()
{
    QFETCH(double, mass);
    QFETCH(double, stiffness);
    QFETCH(double, ratio);
    QFETCH(double, damping);
    QFETCH(Spring::Regime, regime);
    const Spring spring = Spring::fromDampingRatio(mass, stiffness, ratio);
    QVERIFY(spring.isValid());
    QCOMPARE(spring.damping(), damping);
    QCOMPARE(spring.dampingRatio(), ratio);
    QCOMPARE(spring.regime(), regime);
}

void tst_Spring::durationAndBounce_data()
{
    QTest::addColumn<double>("duration");
    QTest::addColumn<double>("bounce");
    QTest::addColumn<double>("mass");
    QTest::addColumn<double>("stiffness");
    QTest::addColumn<double>("ratio");
    // stiffness = (2 pi / duration)^2 mass; ratio = 1 - bounce, or 1 / (1 + bounce) below 0.
    QTest::newRow("SwiftUI default") << 0.5 << 0.0 << 1.0 << 157.91367041742973 << 1.0;
    QTest::newRow("bouncy") << 0.5 << 0.3 << 1.0 << 157.91367041742973 << 0.7;
    QTest::newRow("undamped") << 1.0 << 1.0 << 2.0 << 78.95683520871486 << 0.0;
    QTest::newRow("flattened") << 1.0 << -0.5 << 1.0 << 39.47841760435743 << 2.0;
    QTest::newRow("mass 3") << 0.25 << 0.15 << 3.0 << 1894.964045009157 << 0.85;
}

void tst_Spring::durationAndBounce()
{
    QFETCH(double, duration);
    QFETCH(double, bounce);
    QFETCH(double, mass);
    QFETCH(double, stiffness);
    QFETCH(double, ratio);
    const Spring spring = Spring::fromDurationAndBounce(duration, bounce, mass);
    QVERIFY(spring.isValid());
    QCOMPARE(spring.mass(), mass);
    QVERIFY(relativeError(spring.stiffness(), stiffness) < 4e-16);
    QVERIFY(std::fabs(spring.dampingRatio() - ratio) < 4e-16);
    // The perceptual duration is the undamped period.
    QVERIFY(relativeError(2 * M_PI / spring.naturalFrequency(), duration) < 4e-16);
    // The conversions the factory is made of, and their inverses, read back what was given.
    QCOMPARE(Spring::stiffnessForDuration(duration, mass), spring.stiffness());
    QCOMPARE(Spring::dampingRatioForBounce(bounce), spring.dampingRatio());
    QVERIFY(relativeError(spring.perceptualDuration(), duration) < 4e-16);
    QVERIFY(std::fabs(spring.bounce() - bounce) < 4e-16);
}

// The bounce's rule, said by the conversion as by the factory.
void tst_Spring::bounceOutOfRange()
{
    for (double bounce : { -1.0, -2.0, 1.5, qInf(), qQNaN() }) {
        InvalidParameter error;
        QVERIFY(std::isnan(Spring::dampingRatioForBounce(bounce, &error)));
        QCOMPARE(error.message(), Spring::fromDurationAndBounce(1, bounce).error().message());
        QVERIFY(QLatin1String(error.parameter()) == QLatin1String("bounce"));
    }
    InvalidParameter untouched;
    QCOMPARE(Spring::dampingRatioForBounce(-0.5, &untouched), 2.0);
    QVERIFY(untouched.isNull());
}

void tst_Spring::settlingDuration_data()
{
    QTest::addColumn<double>("settlingDuration");
    QTest::addColumn<double>("ratio");
    QTest::newRow("underdamped") << 1.0 << 0.3;
    QTest::newRow("critical") << 0.4 << 1.0;
    QTest::newRow("overdamped") << 2.0 << 4.0;
    QTest::newRow("strongly overdamped") << 0.5 << 1e4;
}

void tst_Spring::settlingDuration()
{
    QFETCH(double, settlingDuration);
    QFETCH(double, ratio);
    const Spring spring = Spring::fromSettlingDuration(settlingDuration, ratio, 2);
    QVERIFY(spring.isValid());
    QVERIFY(std::fabs(spring.dampingRatio() - ratio) <= 1e-15 * ratio);
    // Its inverse reads the settling duration back.
    QVERIFY(relativeError(spring.settlingDuration(), settlingDuration) < 1e-15);
    // The slowest mode decays by SettlingFraction over the duration: measured on a pure
    // slow-mode motion (or the envelope, below critical), not from the formula used.
    const double w0 = spring.naturalFrequency();
    const double slowRate = ratio < 1 ? ratio * w0 : w0 * (ratio - std::sqrt(ratio * ratio - 1));
    if (ratio < 1e3) // the subtraction above loses digits for huge ratios
        QVERIFY(relativeError(std::exp(-slowRate * settlingDuration), Spring::SettlingFraction) < 1e-12);
    // And the spring started on its slow mode (v0 = r x0) shows it: x(S) = 1e-3 x0.
    if (ratio > 1) {
        const double r = -slowRate;
        const Spring slowMode = spring.withStart(1, ratio < 1e3 ? r : -w0 / (2 * ratio));
        QVERIFY(relativeError(slowMode.position(settlingDuration), Spring::SettlingFraction) < 1e-6);
    }
}

void tst_Spring::continuousAcrossCriticalDamping_data()
{
    QTest::addColumn<double>("delta");
    for (double delta : { 1e-15, 1e-12, 1e-9, 1e-6, 1e-3 })
        QTest::newRow(qPrintable(QString::number(delta))) << delta;
}

// The regimes meet without a jump: as the ratio crosses 1 by +-delta the motion moves by
// O(delta) (the derivative in the ratio is bounded), at every time and for any start.
void tst_Spring::continuousAcrossCriticalDamping()
{
    QFETCH(double, delta);
    for (double v0 : { 0.0, 7.0, -25.0 }) {
        const Spring critical = Spring::fromDampingRatio(1.5, 60, 1).withStart(1, v0);
        const Spring below = Spring::fromDampingRatio(1.5, 60, 1 - delta).withStart(1, v0);
        const Spring above = Spring::fromDampingRatio(1.5, 60, 1 + delta).withStart(1, v0);
        QCOMPARE(critical.regime(), Spring::Regime::CriticallyDamped);
        QCOMPARE(below.regime(), Spring::Regime::Underdamped);
        QCOMPARE(above.regime(), Spring::Regime::Overdamped);
        for (double t : { 0.01, 0.1, 0.3, 1.0, 3.0 }) {
            const double scale = 1 + std::fabs(v0);
            for (const Spring &s : { below, above }) {
                QVERIFY2(std::fabs(s.position(t) - critical.position(t)) <= (2 * delta + 1e-15) * scale,
                         qPrintable(QStringLiteral("t=%1 v0=%2: %3 vs %4")
                                            .arg(t)
                                            .arg(v0)
                                            .arg(s.position(t), 0, 'g', 17)
                                            .arg(critical.position(t), 0, 'g', 17)));
                QVERIFY(std::fabs(s.velocity(t) - critical.velocity(t)) <= (20 * delta + 1e-14) * scale);
            }
        }
    }
}

// A stiffness near the double range (k = 1.66e308: a spring of duration 5e-154, found by
// fuzz_serial): w0^2 x0 overflows, the velocity does not. Against -w0^2 x0 t e^(-w0 t), the
// critically damped velocity from rest, in long double (whose range holds w0^2 x0).
void tst_Spring::stiffnessNearTheDoubleRange()
{
    const double stiffness = 1.6625105883439125e+308;
    const Spring spring = Spring::fromDampingRatio(1, stiffness, 1).withStart(100, 0);
    QVERIFY(spring.isValid());
    const long double w0 = std::sqrt(static_cast<long double>(stiffness));
    for (const double wt : { 0.01, 0.5, 1.0, 3.0, 20.0 }) {
        const double t = wt / double(w0);
        const long double expected = -w0 * w0 * 100.0L * t * std::exp(-w0 * t);
        const double velocity = spring.velocity(t);
        QVERIFY2(std::isfinite(velocity)
                         && std::fabs(velocity - double(expected)) <= 1e-14 * std::fabs(double(expected)),
                 qPrintable(QStringLiteral("w0 t = %1: %2, expected %3").arg(wt).arg(velocity).arg(double(expected))));
    }
}

void tst_Spring::restPosition()
{
    const Spring around0 = Spring::fromDampingRatio(1, 40, 0.2).withStart(-20, 3);
    const Spring around100 = Spring::fromDampingRatio(1, 40, 0.2).withRestPosition(100).withStart(80, 3);
    QCOMPARE(around100.finalPosition(), 100.0);
    QCOMPARE(around100.startPosition(), 80.0);
    for (double t : { 0.0, 0.1, 0.5, 2.0 }) {
        QVERIFY(std::fabs(around100.position(t) - (100 + around0.position(t))) <= 1e-13);
        QCOMPARE(around100.velocity(t), around0.velocity(t));
    }
    // Moving the rest position keeps the absolute start.
    const Spring moved = around100.withRestPosition(50);
    QCOMPARE(moved.startPosition(), 80.0);
    QCOMPARE(moved.position(0), 80.0);
}

void tst_Spring::invalid_data()
{
    QTest::addColumn<Spring>("spring");
    QTest::addColumn<QString>("message");
    const double nan = std::nan("");
    QTest::newRow("default") << Spring() << QStringLiteral("stiffness must be > 0, but got 0");
    QTest::newRow("mass") << Spring::fromMassStiffnessDamping(-1, 1, 1)
                          << QStringLiteral("mass must be > 0, but got -1");
    QTest::newRow("mass 0") << Spring::fromDampingRatio(0, 1, 1) << QStringLiteral("mass must be > 0, but got 0");
    QTest::newRow("stiffness") << Spring::fromMassStiffnessDamping(1, 0, 1)
                               << QStringLiteral("stiffness must be > 0, but got 0");
    QTest::newRow("damping") << Spring::fromMassStiffnessDamping(1, 1, -0.5)
                             << QStringLiteral("damping must be >= 0, but got -0.5");
    QTest::newRow("nan damping") << Spring::fromMassStiffnessDamping(1, 1, nan)
                                 << QStringLiteral("damping must be finite, but got nan");
    QTest::newRow("inf stiffness") << Spring::fromMassStiffnessDamping(1, HUGE_VAL, 1)
                                   << QStringLiteral("stiffness must be finite, but got inf");
    QTest::newRow("ratio") << Spring::fromDampingRatio(1, 1, -1)
                           << QStringLiteral("dampingRatio must be >= 0, but got -1");
    QTest::newRow("duration") << Spring::fromDurationAndBounce(0, 0)
                              << QStringLiteral("duration must be > 0, but got 0");
    QTest::newRow("bounce -1") << Spring::fromDurationAndBounce(1, -1)
                               << QStringLiteral("bounce must be in (-1, 1], but got -1");
    QTest::newRow("bounce 1.5") << Spring::fromDurationAndBounce(1, 1.5)
                                << QStringLiteral("bounce must be in (-1, 1], but got 1.5");
    QTest::newRow("settling ratio 0") << Spring::fromSettlingDuration(1, 0)
                                      << QStringLiteral("dampingRatio must be > 0, but got 0");
    QTest::newRow("start") << Spring::fromDampingRatio(1, 1, 1).withStart(nan, 0)
                           << QStringLiteral("startPosition must be finite, but got nan");
    QTest::newRow("velocity") << Spring::fromDampingRatio(1, 1, 1).withStart(0, -HUGE_VAL)
                              << QStringLiteral("startVelocity must be finite, but got -inf");
    QTest::newRow("first error kept") << Spring::fromDampingRatio(-2, 1, 1).withStart(nan, 0)
                                      << QStringLiteral("mass must be > 0, but got -2");
    QTest::newRow("ratio beyond doubles") << Spring::fromMassStiffnessDamping(1, 1, 1e101)
                                          << QStringLiteral("dampingRatio must be <= 1e100, but got 5e+100");
    QTest::newRow("damping overflow") << Spring::fromDampingRatio(
            1e308, 1e308,
            1) << QStringLiteral("damping (2 dampingRatio sqrt(mass stiffness)) must be finite, but got inf");
    QTest::newRow("damping overflow by mass")
            << Spring::fromDurationAndBounce(5.25, 0, 1e308)
            << QStringLiteral("damping (2 dampingRatio sqrt(mass stiffness)) must be finite, but got inf");
    QTest::newRow("ratio overflow") << Spring::fromMassStiffnessDamping(1e-300, 1e300, 1)
                                    << QStringLiteral("stiffness / mass must be a finite, non-zero ratio, but got inf");
}

void tst_Spring::invalid()
{
    QFETCH(Spring, spring);
    QFETCH(QString, message);
    QVERIFY(!spring.isValid());
    QCOMPARE(spring.error().message(), message);
    // Invalid springs are still total: at rest, never NaN.
    for (double t : { 0.0, 1.0, -1.0, HUGE_VAL }) {
        QVERIFY(std::isfinite(spring.position(t)));
        QCOMPARE(spring.velocity(t), 0.0);
    }
    QCOMPARE(spring.settleTime(1e-3), 0.0);
}

void tst_Spring::equalityAndDebug()
{
    const Spring a = Spring::fromDampingRatio(1, 100, 1).withStart(1, 0);
    const Spring b = Spring::fromMassStiffnessDamping(1, 100, 20).withStart(1, 0);
    QCOMPARE(a, b);
    QVERIFY(a != b.withStart(1, 1));
    QVERIFY(a != b.withRestPosition(1));
    QString text;
    QDebug(&text) << a;
    QCOMPARE(text,
             QStringLiteral("Impetus::Spring(mass=1, stiffness=100, damping=20, CriticallyDamped, start=1, velocity=0, "
                            "rest=0) "));
    text.clear();
    QDebug(&text) << Spring();
    QCOMPARE(text, QStringLiteral("Impetus::Spring(invalid: \"stiffness must be > 0, but got 0\") "));
}

void tst_Spring::cleanupTestCase()
{
    qInfo("worst error against the 50-digit references, in units of 1e-14 (|x| + |t v|): position %.3g, velocity %.3g",
          m_worstPosition, m_worstVelocity);
}

// Near a zero crossing: right relative to itself (tests/reference/crossings.csv).
void tst_Spring::crossings()
{
    checkCrossing([](const CrossingRow &row) {
        return Spring::fromMassStiffnessDamping(row.mass, row.stiffness, row.damping).withStart(row.x0, row.v0);
    });
}

QTEST_APPLESS_MAIN(tst_Spring)
#include "tst_spring.moc"
