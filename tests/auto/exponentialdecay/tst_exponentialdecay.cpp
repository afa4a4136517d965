// SPDX-License-Identifier: MIT
#include <impetus/exponentialdecay.h>

#include "invariants.h"
#include "referencetable.h"

#include <QtTest/qtest.h>

#include <cmath>

using namespace Impetus;
using namespace ImpetusTest;

class tst_ExponentialDecay : public QObject
{
    Q_OBJECT

private slots:
    void productAtTheEdgeOfTheDoubles();
    void reference_data();
    void reference();
    void fromEndVelocity_data();
    void fromEndVelocity();
    void fromStartVelocity_data();
    void fromStartVelocity();
    void fromStates_data();
    void fromStates();
    void friction();
    void invariants_data();
    void invariants();
    void finalPositionAndSettling();
    void timeToReach();
    void invalid_data();
    void invalid();
    void equalityAndDebug();
    void cleanupTestCase();

private:
    double m_worstEvaluation = 0;
    double m_worstSolve = 0;
};

void tst_ExponentialDecay::reference_data()
{
    addReferenceRows(QStringLiteral("decay.csv"), { "x0", "v0", "lambda", "t", "position", "velocity" }, 50);
}

// Against 50-digit closed forms (tests/reference/models.py).
void tst_ExponentialDecay::reference()
{
    QFETCH(double, x0);
    QFETCH(double, v0);
    QFETCH(double, lambda);
    QFETCH(double, t);
    QFETCH(double, position);
    QFETCH(double, velocity);
    const ExponentialDecay decay(x0, v0, lambda);
    QVERIFY(decay.isValid());
    const double positionError = errorInBar(decay.position(t), position, t, velocity);
    const double velocityError = errorInBar(decay.velocity(t), velocity, t, -lambda * velocity);
    m_worstEvaluation = std::fmax(m_worstEvaluation, std::fmax(positionError, velocityError));
    QVERIFY2(positionError <= DecayBound,
             qPrintable(QStringLiteral("position %1, expected %2")
                                .arg(decay.position(t), 0, 'g', 17)
                                .arg(position, 0, 'g', 17)));
    QVERIFY2(velocityError <= DecayBound,
             qPrintable(QStringLiteral("velocity %1, expected %2")
                                .arg(decay.velocity(t), 0, 'g', 17)
                                .arg(velocity, 0, 'g', 17)));
}

// Solved values must be within a few ulp of the 50-digit root of the defining equations.
static void verifySolved(double computed, double expected, double *worst)
{
    const double error = relativeError(computed, expected);
    *worst = std::fmax(*worst, error);
    QVERIFY2(error <= 1e-14,
             qPrintable(QStringLiteral("%1, expected %2 (relative error %3)")
                                .arg(computed, 0, 'g', 17)
                                .arg(expected, 0, 'g', 17)
                                .arg(error)));
}

void tst_ExponentialDecay::fromEndVelocity_data()
{
    addReferenceRows(QStringLiteral("decay_solve_end.csv"), { "x0", "xT", "vT", "duration", "v0", "lambda" }, 20);
}

void tst_ExponentialDecay::fromEndVelocity()
{
    QFETCH(double, x0);
    QFETCH(double, xT);
    QFETCH(double, vT);
    QFETCH(double, duration);
    QFETCH(double, v0);
    QFETCH(double, lambda);
    const ExponentialDecay decay = ExponentialDecay::fromEndVelocity(x0, xT, vT, duration);
    if (v0 == 0 || !std::isfinite(v0)) {
        // The exact start velocity is beyond the double range: refused, with a reason.
        QVERIFY(!decay.isValid());
        QCOMPARE(decay.error().message(),
                 QStringLiteral("endVelocity must be such that the other end's velocity is within the range of "
                                "doubles, but got %1")
                         .arg(vT));
        return;
    }
    QVERIFY2(decay.isValid(), qPrintable(decay.error().message()));
    verifySolved(decay.startVelocity(), v0, &m_worstSolve);
    verifySolved(decay.lambda(), lambda, &m_worstSolve);
    // And the motion does what was asked.
    QVERIFY(std::fabs(decay.position(duration) - xT) <= 1e-13 * (std::fabs(xT) + std::fabs(xT - x0)));
    QVERIFY(relativeError(decay.velocity(duration), vT) <= 1e-13 * (1 + std::fabs(lambda * duration)));
}

void tst_ExponentialDecay::fromStartVelocity_data()
{
    addReferenceRows(QStringLiteral("decay_solve_start.csv"), { "x0", "xT", "v0", "duration", "vT", "lambda" }, 15);
}

void tst_ExponentialDecay::fromStartVelocity()
{
    QFETCH(double, x0);
    QFETCH(double, xT);
    QFETCH(double, v0);
    QFETCH(double, duration);
    QFETCH(double, vT);
    QFETCH(double, lambda);
    double endVelocity = 0;
    const ExponentialDecay decay = ExponentialDecay::fromStartVelocity(x0, xT, v0, duration, &endVelocity);
    QVERIFY2(decay.isValid(), qPrintable(decay.error().message()));
    QCOMPARE(decay.startVelocity(), v0);
    verifySolved(endVelocity, vT, &m_worstSolve);
    verifySolved(decay.lambda(), lambda, &m_worstSolve);
    QVERIFY(std::fabs(decay.position(duration) - xT) <= 1e-13 * (std::fabs(xT) + std::fabs(xT - x0)));
}

void tst_ExponentialDecay::fromStates_data()
{
    addReferenceRows(QStringLiteral("decay_solve_two_points.csv"), { "x0", "x1", "v0", "v1", "lambda", "duration" },
                     10);
}

void tst_ExponentialDecay::fromStates()
{
    QFETCH(double, x0);
    QFETCH(double, x1);
    QFETCH(double, v0);
    QFETCH(double, v1);
    QFETCH(double, lambda);
    QFETCH(double, duration);
    double solvedDuration = 0;
    const ExponentialDecay decay = ExponentialDecay::fromStates(x0, v0, x1, v1, &solvedDuration);
    QVERIFY2(decay.isValid(), qPrintable(decay.error().message()));
    if (lambda == 0)
        QCOMPARE(decay.lambda(), 0.0);
    else
        verifySolved(decay.lambda(), lambda, &m_worstSolve);
    verifySolved(solvedDuration, duration, &m_worstSolve);
    // timeToReach agrees, to the rounding of lambda, where it is well conditioned: its
    // condition number grows like |v0 / v1| as x1 nears the final position.
    if (std::fabs(v1 / v0) > 1e-8)
        QVERIFY(relativeError(decay.timeToReach(x1), duration) <= 1e-13);
}

void tst_ExponentialDecay::friction()
{
    // Velocity multiplied by f each second (Gravitas): after 2 s, f^2.
    const ExponentialDecay decay = ExponentialDecay::fromFriction(10, 300, 0.25);
    QVERIFY(decay.isValid());
    QVERIFY(relativeError(decay.velocity(2), 300 * 0.0625) < 4e-16);
    QVERIFY(relativeError(decay.lambda(), std::log(4.0)) < 2e-16);
    QCOMPARE(ExponentialDecay::fromFriction(0, 1, 1).lambda(), 0.0);
    QVERIFY(ExponentialDecay::fromFriction(0, 1, 2).lambda() < 0);
    // The conversion and its inverse.
    QCOMPARE(ExponentialDecay::lambdaForFriction(0.25), decay.lambda());
    QVERIFY(relativeError(decay.friction(), 0.25) < 4e-16);
    for (double friction : { 0.0, -1.0, qQNaN() }) {
        InvalidParameter error;
        QVERIFY(std::isnan(ExponentialDecay::lambdaForFriction(friction, &error)));
        QCOMPARE(error.message(), ExponentialDecay::fromFriction(0, 1, friction).error().message());
    }
    // The decay that rests on a given end: v0 = lambda (end - x0), so x0 + v0 / lambda = end.
    const ExponentialDecay resting = ExponentialDecay::fromFinalPosition(10, 70, 3);
    QCOMPARE(resting.startVelocity(), 180.0);
    QCOMPARE(resting.finalPosition(), 70.0);
}

void tst_ExponentialDecay::invariants_data()
{
    QTest::addColumn<ExponentialDecay>("decay");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("fling") << ExponentialDecay(0, 2000, 4) << 0.5;
    QTest::newRow("backwards") << ExponentialDecay(100, -50, 0.7) << 1e-3;
    QTest::newRow("slow") << ExponentialDecay(-3, 1e-3, 1e-6) << 1e-6;
    QTest::newRow("fast") << ExponentialDecay(1, 1e6, 1e4) << 1e-3;
    QTest::newRow("uniform") << ExponentialDecay(1, 2, 0) << 1e-3;
    QTest::newRow("growing") << ExponentialDecay(0, 1, -0.5) << 1e-3;
    QTest::newRow("at rest") << ExponentialDecay(5, 0, 3) << 1e-3;
    QTest::newRow("solved explosion") << ExponentialDecay::fromEndVelocity(10, 200, 20, 1.5) << 0.1;
}

void tst_ExponentialDecay::invariants()
{
    QFETCH(ExponentialDecay, decay);
    QFETCH(double, tolerance);
    const double timeScale = decay.lambda() != 0 ? 1 / std::fabs(decay.lambda()) : 1;
    checkInvariants(decay, decay.startPosition(), decay.startVelocity(), timeScale, tolerance);
}

void tst_ExponentialDecay::finalPositionAndSettling()
{
    QCOMPARE(ExponentialDecay(1, 2, 4).finalPosition(), 1.5);
    QCOMPARE(ExponentialDecay(1, -2, 4).finalPosition(), 0.5);
    QCOMPARE(ExponentialDecay(1, 0, 0).finalPosition(), 1.0);
    QCOMPARE(ExponentialDecay(1, 2, 0).finalPosition(), HUGE_VAL);
    QCOMPARE(ExponentialDecay(1, -2, -1).finalPosition(), -HUGE_VAL);
    QCOMPARE(ExponentialDecay(1, 2, 0).settleTime(1), HUGE_VAL);
    // |v0| e^(-lambda t) / lambda = tolerance: 2 e^(-4 t) / 4 = 0.5e-3 at t = ln(1000) / 4.
    QVERIFY(relativeError(ExponentialDecay(1, 2, 4).settleTime(0.5e-3), std::log(1000.0) / 4) < 1e-15);
    // Far beyond the last finite double of the closed form: the final position, exactly.
    QCOMPARE(ExponentialDecay(1, 2, 4).position(1e300), 1.5);
    QCOMPARE(ExponentialDecay(1, 2, 4).position(HUGE_VAL), 1.5);
    QCOMPARE(ExponentialDecay(1, 2, 4).velocity(HUGE_VAL), 0.0);
}

void tst_ExponentialDecay::timeToReach()
{
    const ExponentialDecay decay(0, 10, 2); // ends at 5
    // 10 (1 - e^(-2t)) / 2 = 4 at t = ln(5) / 2.
    QVERIFY(relativeError(decay.timeToReach(4), std::log(5.0) / 2) < 1e-15);
    QCOMPARE(decay.timeToReach(0), 0.0);
    QCOMPARE(decay.timeToReach(5), HUGE_VAL);
    QCOMPARE(decay.timeToReach(6), HUGE_VAL);
    QCOMPARE(decay.timeToReach(-1), HUGE_VAL);
    QCOMPARE(ExponentialDecay(0, 4, 0).timeToReach(10), 2.5);
    // Issue 15: a growing motion to a far position, where -lambda dx / v0 overflows (it gave
    // NaN). log1p(2e308) / 2, mpmath at 40 digits: 354.9446779113630079989688.
    QVERIFY(relativeError(ExponentialDecay(0, 1, -2).timeToReach(1e308), 354.9446779113630079989688) < 1e-15);
    QVERIFY(relativeError(ExponentialDecay(0, -1, -2).timeToReach(-1e308), 354.9446779113630079989688) < 1e-15);
    // dx / v0 alone overflows, the time does not: log1p(1e10) / 1e-300 = 2.302585093004045626317e301 (mpmath).
    QVERIFY(relativeError(ExponentialDecay(0, 1e-300, -1e-300).timeToReach(1e10), 2.302585093004045626317e301) < 1e-15);
    // The integral (e^(-lambda t) - 1) / -lambda alone overflows, v0 times it does not (found
    // by fuzz_models: position inf). mpmath, 40 digits: x0 + v0 expm1(-lambda t) / -lambda.
    const ExponentialDecay slow(-6720.7282453634325, 9.4968163574815913e-316, -4.4654420614179257e-259);
    QVERIFY(relativeError(slow.position(2.5e260), -6720.728245356966520794958) < 1e-15);
    QVERIFY(relativeError(slow.velocity(2.5e260), 2.887348482609428143059453e-267) < 1e-13);
}

void tst_ExponentialDecay::invalid_data()
{
    QTest::addColumn<ExponentialDecay>("decay");
    QTest::addColumn<QString>("message");
    const double nan = std::nan("");
    QTest::newRow("x0") << ExponentialDecay(nan, 1, 1) << QStringLiteral("startPosition must be finite, but got nan");
    QTest::newRow("lambda") << ExponentialDecay(0, 1, HUGE_VAL) << QStringLiteral("lambda must be finite, but got inf");
    QTest::newRow("friction 0") << ExponentialDecay::fromFriction(0, 1, 0)
                                << QStringLiteral("friction must be > 0, but got 0");
    QTest::newRow("friction -1") << ExponentialDecay::fromFriction(0, 1, -1)
                                 << QStringLiteral("friction must be > 0, but got -1");
    QTest::newRow("vT zero") << ExponentialDecay::fromEndVelocity(0, 1, 0, 1)
                             << QStringLiteral("endVelocity must be non-zero, but got 0");
    QTest::newRow("vT sign") << ExponentialDecay::fromEndVelocity(
            0, 1, -3,
            1) << QStringLiteral("endVelocity must be of the same sign as endPosition - startPosition, but got -3");
    QTest::newRow("no displacement") << ExponentialDecay::fromEndVelocity(2, 2, 1, 1)
                                     << QStringLiteral("endPosition - startPosition must be non-zero, but got 0");
    QTest::newRow("duration") << ExponentialDecay::fromEndVelocity(0, 1, 1, 0)
                              << QStringLiteral("duration must be > 0, but got 0");
    QTest::newRow("v0 sign") << ExponentialDecay::fromStartVelocity(
            0, -1, 3,
            1) << QStringLiteral("startVelocity must be of the same sign as endPosition - startPosition, but got 3");
    QTest::newRow("states v1 sign") << ExponentialDecay::fromStates(
            0, 1, 1,
            -1) << QStringLiteral("endVelocity must be of the same sign as endPosition - startPosition, but got -1");
    QTest::newRow("states v1 zero") << ExponentialDecay::fromStates(0, 1, 1, 0)
                                    << QStringLiteral("endVelocity must be non-zero, but got 0");
    QTest::newRow("states x1") << ExponentialDecay::fromStates(0, 1, nan, 1)
                               << QStringLiteral("endPosition must be finite, but got nan");
}

void tst_ExponentialDecay::invalid()
{
    QFETCH(ExponentialDecay, decay);
    QFETCH(QString, message);
    QVERIFY(!decay.isValid());
    QCOMPARE(decay.error().message(), message);
    for (double t : { 0.0, 1.0, -1.0, HUGE_VAL, -HUGE_VAL }) {
        QCOMPARE(decay.position(t), 0.0);
        QCOMPARE(decay.velocity(t), 0.0);
    }
}

void tst_ExponentialDecay::equalityAndDebug()
{
    QCOMPARE(ExponentialDecay(1, 2, 3), ExponentialDecay(1, 2, 3));
    QVERIFY(ExponentialDecay(1, 2, 3) != ExponentialDecay(1, 2, 4));
    QCOMPARE(ExponentialDecay::fromFriction(1, 2, 1), ExponentialDecay(1, 2, 0));
    QString text;
    QDebug(&text) << ExponentialDecay(1, 2, 0.5);
    QCOMPARE(text, QStringLiteral("Impetus::ExponentialDecay(x0=1, v0=2, lambda=0.5) "));
}

void tst_ExponentialDecay::cleanupTestCase()
{
    qInfo("worst evaluation error, in units of 1e-14 (|x| + |t v|): %.3g; worst relative error of solved values: %.3g",
          m_worstEvaluation, m_worstSolve);
}

// v0 / lambda is just below the largest double while v0 times the rounded 1 / lambda is
// not: the position never passes inf on its way to the final position (fuzz_models).
void tst_ExponentialDecay::productAtTheEdgeOfTheDoubles()
{
    const ExponentialDecay decay(388.63483396433185, 2.1593798483628189e+288, 1.2011949127948384e-20);
    const double final = decay.finalPosition();
    QVERIFY(std::isfinite(final));
    for (const double tolerance : { 1e-9, 1.0 }) {
        const double later = decay.settleTime(tolerance) * 1.5 + 1;
        QVERIFY(std::isfinite(decay.position(later)));
        QVERIFY(std::fabs(decay.position(later) - final) <= tolerance + 1e-9 * std::fabs(final));
    }
}

QTEST_APPLESS_MAIN(tst_ExponentialDecay)
#include "tst_exponentialdecay.moc"
