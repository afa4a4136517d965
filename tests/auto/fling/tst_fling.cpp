// SPDX-License-Identifier: MIT
#include <impetus/fling.h>

#include "invariants.h"
#include "referencetable.h"

#include <QtTest/qtest.h>

#include <cfloat>
#include <cmath>

using namespace Impetus;
using namespace ImpetusTest;

namespace {

// What the class documentation states of the reference tables (tests/reference/fling.py),
// the worst rows measured, rounded up: positions and velocities in units of the bar of
// errorInBar(), the duration and the distance as relative errors.
constexpr double FlingBound = 0.05;
constexpr double ExtentBound = 4e-16;
constexpr double SolveBound = 4e-16;

double ulpsBetween(double a, double b)
{
    return std::fabs(a - b) / (std::nextafter(std::fabs(b), HUGE_VAL) - std::fabs(b));
}

} // namespace

class tst_Fling : public QObject
{
    Q_OBJECT

private slots:
    void constants();
    void reference_data();
    void reference();
    void solves_data();
    void solves();
    void android();
    void invariants_data();
    void invariants();
    void settleTimeIsExact_data();
    void settleTimeIsExact();
    void settleTimeLimits();
    void timeToReach();
    void atRestAndExtremes();
    void invalid_data();
    void invalid();
    void equalityAndDebug();
    void cleanupTestCase();

private:
    double m_worstEvaluation = 0;
    double m_worstExtent = 0;
    double m_worstSolve = 0;
};

// The constants are the correctly rounded values of their definitions (mpmath, 50 digits:
// D = 2.35820181542594446677..., 0.35 D = 0.82537063539908056336...); the doubles' own
// expressions come within a few ulp of them.
void tst_Fling::constants()
{
    QVERIFY(ulpsBetween(std::log(0.78) / std::log(0.9), Fling::DecelerationExponent) <= 4);
    QVERIFY(ulpsBetween(Fling::Inflexion * Fling::DecelerationExponent, Fling::StartVelocityRatio) <= 1);
    QVERIFY(ulpsBetween(9.80665 * 39.37 * 160 * 0.84, Fling::PhysicalCoefficient) <= 2);
    QCOMPARE(Fling::DecelerationExponent, 2.35820181542594446677);
    QCOMPARE(Fling::StartVelocityRatio, 0.82537063539908056336);
}

void tst_Fling::reference_data()
{
    addReferenceRows(
            QStringLiteral("fling.csv"),
            { "x0", "v", "friction", "density", "t", "position", "velocity", "duration", "distance", "time_left" },
            200);
}

// Against 50-digit values of Android's definitions (tests/reference/fling.py).
void tst_Fling::reference()
{
    QFETCH(double, x0);
    QFETCH(double, v);
    QFETCH(double, friction);
    QFETCH(double, density);
    QFETCH(double, t);
    QFETCH(double, position);
    QFETCH(double, velocity);
    QFETCH(double, duration);
    QFETCH(double, distance);
    QFETCH(double, time_left);
    const Fling fling(x0, v, friction, density);
    QVERIFY2(fling.isValid(), qPrintable(fling.error().message()));
    const double extentError =
            std::fmax(relativeError(fling.duration(), duration), relativeError(fling.distance(), distance));
    // The rate of the velocity, for the velocity's condition in t: v (D - 1) / (T - t).
    const double rate = time_left > 0 ? velocity * (Fling::DecelerationExponent - 1) / time_left : 0;
    const double positionError = errorInBar(fling.position(t), position, t, velocity);
    const double velocityError = errorInBar(fling.velocity(t), velocity, t, rate);
    m_worstExtent = std::fmax(m_worstExtent, extentError);
    m_worstEvaluation = std::fmax(m_worstEvaluation, std::fmax(positionError, velocityError));
    QVERIFY2(extentError <= ExtentBound,
             qPrintable(QStringLiteral("duration %1, distance %2: expected %3, %4")
                                .arg(fling.duration(), 0, 'g', 17)
                                .arg(fling.distance(), 0, 'g', 17)
                                .arg(duration, 0, 'g', 17)
                                .arg(distance, 0, 'g', 17)));
    QVERIFY2(positionError <= FlingBound,
             qPrintable(QStringLiteral("position %1, expected %2")
                                .arg(fling.position(t), 0, 'g', 17)
                                .arg(position, 0, 'g', 17)));
    QVERIFY2(velocityError <= FlingBound,
             qPrintable(QStringLiteral("velocity %1, expected %2")
                                .arg(fling.velocity(t), 0, 'g', 17)
                                .arg(velocity, 0, 'g', 17)));
}

void tst_Fling::solves_data()
{
    addReferenceRows(QStringLiteral("fling_solve.csv"),
                     { "distance", "friction", "density", "velocity", "release_velocity", "friction_for_distance" }, 6);
}

// The inverses against roots of the forward definitions.
void tst_Fling::solves()
{
    QFETCH(double, distance);
    QFETCH(double, friction);
    QFETCH(double, density);
    QFETCH(double, velocity);
    QFETCH(double, release_velocity);
    QFETCH(double, friction_for_distance);
    const double release = Fling::releaseVelocity(distance, friction, density);
    const double solvedFriction = Fling::frictionForDistance(velocity, distance, density);
    const double error =
            std::fmax(relativeError(release, release_velocity), relativeError(solvedFriction, friction_for_distance));
    m_worstSolve = std::fmax(m_worstSolve, error);
    QVERIFY2(error <= SolveBound,
             qPrintable(QStringLiteral("release velocity %1, friction %2")
                                .arg(release, 0, 'g', 17)
                                .arg(solvedFriction, 0, 'g', 17)));
    // And the flings they make travel the distance.
    QVERIFY(relativeError(Fling::fromDistance(0, distance, friction, density).distance(), distance) <= 4e-16);
    QVERIFY(relativeError(Fling(0, velocity, solvedFriction, density).distance(), distance) <= 4e-16);
}

// Issue 24: a release at 8000 px/s at density 1 travels 7186.36 px (mpmath:
// 7186.36275398874469578358) in 2.56655812642455167707 s, and leaves at 0.35 D v, not v.
void tst_Fling::android()
{
    const Fling fling(0, 8000);
    QCOMPARE(fling.friction(), 0.015);
    QCOMPARE(fling.density(), 1.0);
    QCOMPARE(std::floor(fling.distance()), 7186.0);
    QCOMPARE(std::floor(fling.finalPosition()), 7186.0);
    QVERIFY(relativeError(fling.distance(), 7186.36275398874469578358) <= 2.3e-16);
    QVERIFY(relativeError(fling.duration(), 2.56655812642455167707) <= 2.3e-16);
    QCOMPARE(fling.position(fling.duration()), fling.finalPosition());
    QCOMPARE(fling.velocity(fling.duration()), 0.0);
    // The velocity at 0 is D d / T = 0.35 D v for every velocity, friction and density.
    QCOMPARE(fling.velocity(0), Fling::StartVelocityRatio * 8000);
    for (const Fling &other : { Fling(0, -300, 0.5, 3), Fling(7, 1e5, 1e-3, 0.75) }) {
        const double dOverT = Fling::DecelerationExponent * other.distance() / other.duration();
        QVERIFY(relativeError(other.velocity(0), dOverT) <= 1e-15);
        QVERIFY(relativeError(other.velocity(0), Fling::StartVelocityRatio * other.startVelocity()) <= 1e-16);
    }
    // A finer screen moves more pixels: the same throw in inches at density 3 (3 x the px/s)
    // goes 3 x as far in pixels, in the same time.
    const Fling dense(0, 24000, 0.015, 3);
    QVERIFY(relativeError(dense.distance(), 3 * fling.distance()) <= 1e-15);
    QVERIFY(relativeError(dense.duration(), fling.duration()) <= 1e-15);
    // fromDistance() is the inverse.
    const Fling back = Fling::fromDistance(0, fling.distance());
    QVERIFY(relativeError(back.startVelocity(), 8000) <= 1e-15);
}

void tst_Fling::invariants_data()
{
    QTest::addColumn<Fling>("fling");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("android") << Fling(0, 8000) << 0.5;
    QTest::newRow("backwards") << Fling(300, -2500, 0.015, 2.625) << 1e-3;
    QTest::newRow("slow") << Fling(-3, 2, 0.015, 1) << 1e-6;
    QTest::newRow("sticky") << Fling(1, 1e5, 0.9, 4) << 1e-3;
    QTest::newRow("slippery") << Fling(0, 3000, 1e-4, 1) << 1.0;
    QTest::newRow("at rest") << Fling(5, 0) << 1e-3;
}

void tst_Fling::invariants()
{
    QFETCH(Fling, fling);
    QFETCH(double, tolerance);
    const double timeScale = fling.duration() > 0 ? fling.duration() : 1;
    checkInvariants(fling, fling.startPosition(), Fling::StartVelocityRatio * fling.startVelocity(), timeScale,
                    tolerance);
}

void tst_Fling::settleTimeIsExact_data()
{
    QTest::addColumn<Fling>("fling");
    QTest::addColumn<double>("band");
    for (double band : { 0.5, 1e-3, 1e-9, 100.0, 7000.0 })
        QTest::addRow("android, band %g", band) << Fling(0, 8000) << band;
    QTest::newRow("backwards") << Fling(300, -2500, 0.015, 2.625) << 0.25;
    QTest::newRow("far from 0") << Fling(1e6, 600) << 1e-6;
    QTest::newRow("slow") << Fling(-3, 2) << 1e-4;
}

// At settleTime(band) the distance still to go is within band, and at every later time; at
// the double before, it is not. Positions round: they are within band and half an ulp of the
// end.
void tst_Fling::settleTimeIsExact()
{
    QFETCH(Fling, fling);
    QFETCH(double, band);
    const double settle = fling.settleTime(band);
    const double final = fling.finalPosition();
    const double ulp = std::nextafter(std::fabs(final), HUGE_VAL) - std::fabs(final);
    // The distance to go, in long double: an independent reading of the same formula.
    const auto toGo = [&](double t) {
        return std::fabs(fling.distance())
                * std::pow(1.0L - (long double)t / fling.duration(), (long double)Fling::DecelerationExponent);
    };
    QVERIFY(settle > 0 && settle <= fling.duration());
    QVERIFY2(toGo(settle) <= band * (1 + 1e-15L),
             qPrintable(QStringLiteral("at %1: %2").arg(settle, 0, 'g', 17).arg(double(toGo(settle)), 0, 'g', 17)));
    const double before = std::nextafter(settle, 0.0);
    QVERIFY2(toGo(before) > band * (1 - 1e-15L),
             qPrintable(QStringLiteral("at %1: %2").arg(before, 0, 'g', 17).arg(double(toGo(before)), 0, 'g', 17)));
    QVERIFY(std::fabs(fling.position(settle) - final) <= band + ulp / 2);
    for (int i = 1; i <= 2000; ++i) {
        const double t = settle + (fling.duration() - settle) * i / 2000;
        QVERIFY(std::fabs(fling.position(t) - final) <= band + ulp / 2);
    }
    // The same fling elsewhere, or the other way, settles at the same time, to the bit.
    QCOMPARE(Fling(fling.startPosition() + 1e4, fling.startVelocity(), fling.friction(), fling.density())
                     .settleTime(band),
             settle);
    QCOMPARE(Fling(-fling.startPosition(), -fling.startVelocity(), fling.friction(), fling.density()).settleTime(band),
             settle);
    // The closed form it starts from, T (1 - (band / d)^(1 / D)), to the rounding of the
    // distance to go.
    const double closed =
            fling.duration() * (1 - std::pow(band / std::fabs(fling.distance()), 1 / Fling::DecelerationExponent));
    QVERIFY(std::fabs(settle - closed) <= 1e-13 * (fling.duration() - closed) + 1e-15 * fling.duration());
}

void tst_Fling::settleTimeLimits()
{
    const Fling fling(0, 8000);
    // A band that is not > 0: exactly on its end from T on.
    for (double band : { 0.0, -1.0, qQNaN() })
        QCOMPARE(fling.settleTime(band), fling.duration());
    // A band wider than the distance: settled from the start.
    QCOMPARE(fling.settleTime(7200), 0.0);
    QCOMPARE(fling.settleTime(HUGE_VAL), 0.0);
    QVERIFY(fling.isAtRest(fling.duration(), 0));
    QVERIFY(!fling.isAtRest(std::nextafter(fling.duration(), 0.0), 0));
}

void tst_Fling::timeToReach()
{
    const Fling fling(10, 8000);
    const double final = fling.finalPosition();
    QCOMPARE(fling.timeToReach(10), 0.0);
    QCOMPARE(fling.timeToReach(final), fling.duration());
    QCOMPARE(fling.timeToReach(final + 1), HUGE_VAL);
    QCOMPARE(fling.timeToReach(9), HUGE_VAL);
    QCOMPARE(fling.timeToReach(qQNaN()), HUGE_VAL);
    // Half way: (1 - u)^D = 1/2 at u = 1 - 2^(-1/D).
    const double half = fling.timeToReach(10 + fling.distance() / 2);
    QVERIFY(relativeError(half, fling.duration() * (1 - std::pow(2.0, -1 / Fling::DecelerationExponent))) <= 1e-15);
    for (double fraction : { 1e-9, 0.01, 0.3, 0.9, 0.999999 }) {
        const double x = 10 + fraction * fling.distance();
        QVERIFY(std::fabs(fling.position(fling.timeToReach(x)) - x) <= 1e-12 * std::fabs(x));
    }
    const Fling back(0, -100);
    QVERIFY(std::isfinite(back.timeToReach(back.distance() / 3)));
    QCOMPARE(back.timeToReach(1), HUGE_VAL);
}

void tst_Fling::atRestAndExtremes()
{
    // v = 0: at rest at x0.
    const Fling still(5, 0);
    QVERIFY(still.isValid());
    QCOMPARE(still.duration(), 0.0);
    QCOMPARE(still.finalPosition(), 5.0);
    for (double t : { -1.0, 0.0, 1.0, HUGE_VAL }) {
        QCOMPARE(still.position(t), 5.0);
        QCOMPARE(still.velocity(t), 0.0);
    }
    QCOMPARE(still.settleTime(1e-3), 0.0);
    QCOMPARE(still.timeToReach(5), 0.0);
    QCOMPARE(still.timeToReach(6), HUGE_VAL);
    // So slow that the distance underflows: at rest too.
    const Fling crawl(1, 5e-324, 1e300, 1e10);
    QVERIFY(crawl.isValid());
    QCOMPARE(crawl.distance(), 0.0);
    QCOMPARE(crawl.velocity(0), 0.0);
    // Products beyond the doubles go by logarithms: f c overflows here, and the ratio
    // 0.35 |v| / (f c) underflows in the next one.
    const Fling heavy(0, 1e300, 1e300, 1e10);
    QVERIFY(heavy.isValid());
    QVERIFY(relativeError(heavy.duration(), std::pow(0.35 / (Fling::PhysicalCoefficient * 1e10), 0.7362676066563723))
            <= 1e-12);
    const Fling light(0, 3e-50, 1e255, 1);
    QVERIFY(light.isValid() && light.duration() > 0 && light.distance() > 0);
    QVERIFY(relativeError(light.distance(), Fling::Inflexion * 3e-50 * light.duration()) <= 1e-15);
    // Past the doubles: refused, naming the velocity.
    const Fling huge(0, 1e308);
    QVERIFY(!huge.isValid());
    QCOMPARE(huge.error().message(),
             QStringLiteral("startVelocity must be small enough for a finite distance, but got 1e+308"));
    // Every time, however absurd: never NaN; the far past runs the curve back to infinity.
    const Fling fling(0, 8000);
    QCOMPARE(fling.position(-HUGE_VAL), -HUGE_VAL);
    QCOMPARE(fling.velocity(-HUGE_VAL), HUGE_VAL);
    QCOMPARE(fling.position(HUGE_VAL), fling.finalPosition());
    QCOMPARE(fling.position(qQNaN()), 0.0);
    QVERIFY(fling.position(-1) < 0 && fling.velocity(-1) > fling.velocity(0));
    const Fling back(0, -8000);
    QCOMPARE(back.position(-1e300), HUGE_VAL);
    QCOMPARE(back.velocity(-1e300), -HUGE_VAL);
}

void tst_Fling::invalid_data()
{
    QTest::addColumn<Fling>("fling");
    QTest::addColumn<QString>("message");
    const double nan = std::nan("");
    QTest::newRow("x0") << Fling(nan, 1) << QStringLiteral("startPosition must be finite, but got nan");
    QTest::newRow("v") << Fling(0, -HUGE_VAL) << QStringLiteral("startVelocity must be finite, but got -inf");
    QTest::newRow("friction 0") << Fling(0, 1, 0) << QStringLiteral("friction must be > 0, but got 0");
    QTest::newRow("friction -1") << Fling(0, 1, -1) << QStringLiteral("friction must be > 0, but got -1");
    QTest::newRow("friction nan") << Fling(0, 1, nan) << QStringLiteral("friction must be finite, but got nan");
    QTest::newRow("friction inf") << Fling(0, 1, HUGE_VAL) << QStringLiteral("friction must be finite, but got inf");
    QTest::newRow("density 0") << Fling(0, 1, 0.015, 0) << QStringLiteral("density must be > 0, but got 0");
    QTest::newRow("density -2") << Fling(0, 1, 0.015, -2) << QStringLiteral("density must be > 0, but got -2");
    QTest::newRow("at rest, density") << Fling(0, 0, 0.015, -2) << QStringLiteral("density must be > 0, but got -2");
    QTest::newRow("fromDistance") << Fling::fromDistance(0, nan)
                                  << QStringLiteral("distance must be finite, but got nan");
    QTest::newRow("fromDistance, friction")
            << Fling::fromDistance(0, 10, -0.5) << QStringLiteral("friction must be > 0, but got -0.5");
}

void tst_Fling::invalid()
{
    QFETCH(Fling, fling);
    QFETCH(QString, message);
    QVERIFY(!fling.isValid());
    QCOMPARE(fling.error().message(), message);
    for (double t : { 0.0, 1.0, -1.0, HUGE_VAL, -HUGE_VAL }) {
        QCOMPARE(fling.position(t), 0.0);
        QCOMPARE(fling.velocity(t), 0.0);
    }
    QCOMPARE(fling.finalPosition(), 0.0);
    QCOMPARE(fling.settleTime(1), 0.0);
}

void tst_Fling::equalityAndDebug()
{
    QCOMPARE(Fling(1, 2, 0.5, 3), Fling(1, 2, 0.5, 3));
    QVERIFY(Fling(1, 2, 0.5, 3) != Fling(1, 2, 0.5, 2));
    QVERIFY(Fling(1, 2) != Fling(1, 2, 0.02));
    QCOMPARE(Fling(), Fling(0, 0));
    QCOMPARE(Fling(0, 0, Fling::DefaultFriction, Fling::DefaultDensity), Fling());
    QString text;
    QDebug(&text) << Fling(1, 8000, 0.015, 2);
    QCOMPARE(text, QStringLiteral("Impetus::Fling(x0=1, v=8000, friction=0.015, density=2) "));
    text.clear();
    QDebug(&text) << Fling(1, 8000, 0);
    QCOMPARE(text, QStringLiteral("Impetus::Fling(invalid: \"friction must be > 0, but got 0\") "));
}

void tst_Fling::cleanupTestCase()
{
    qInfo("worst evaluation error, in units of 1e-14 (|x| + |t v|): %.3g; worst relative error of duration and "
          "distance: %.3g, of the solved release velocity and friction: %.3g",
          m_worstEvaluation, m_worstExtent, m_worstSolve);
}

QTEST_APPLESS_MAIN(tst_Fling)
#include "tst_fling.moc"
