// SPDX-License-Identifier: MIT
#include <impetus/bounce.h>

#include "invariants.h"
#include "models/numerics_p.h"
#include "referencetable.h"

#include <QtTest/qtest.h>

#include <cfloat>
#include <cmath>
#include <cstring>
#include <random>

using namespace Impetus;
using namespace ImpetusTest;

namespace {

/*
    The bounce seed's validation, done properly: a time-stepping simulation (midpoint
    steps of dt, exact for constant gravity within an arc) that detects each impact inside
    a step from the step's own quadratic, reverses and scales the velocity by the
    restitution there, and stops the ball when a cap is reached or a rebound would be
    shorter than a step. Nothing in it knows the closed form's arc index or t_n.
*/
class SteppedBall
{
public:
    SteppedBall(double height, double velocity, double restitution, double gravity, int maxBounces)
        : m_y(height), m_v(velocity), m_c(restitution), m_g(gravity), m_maxBounces(maxBounces)
    {
    }

    // Advances to time t (non-decreasing calls).
    void advanceTo(double t, double dt)
    {
        while (m_t < t) {
            const double step = std::fmin(dt, t - m_t);
            advance(step);
        }
    }
    double position() const { return m_y; }
    double velocity() const { return m_v; }
    int impacts() const { return m_impacts; }

private:
    void advance(double step)
    {
        if (m_resting) {
            m_t += step;
            return;
        }
        const double vMid = m_v + m_g * step / 2;
        const double y = m_y + vMid * step;
        if (y > 0 || (m_v > 0 && m_y == 0 && y >= 0)) {
            m_y = y;
            m_v += m_g * step;
            m_t += step;
            return;
        }
        // Impact within the step: m_y + m_v s + g s^2 / 2 = 0, the later root.
        const double disc = m_v * m_v - 2 * m_g * m_y;
        const double s = (m_v + std::sqrt(std::fmax(0.0, disc))) / -m_g;
        const double impactSpeed = -(m_v + m_g * s);
        m_t += s;
        m_y = 0;
        ++m_impacts;
        if ((m_maxBounces >= 0 && m_impacts > m_maxBounces) || m_c * impactSpeed * 2 / -m_g < 1e-12) {
            m_resting = true;
            m_v = 0;
            return;
        }
        m_v = m_c * impactSpeed;
    }

    double m_t = 0;
    double m_y;
    double m_v;
    double m_c;
    double m_g;
    int m_maxBounces;
    int m_impacts = 0;
    bool m_resting = false;
};

/*
    Bounce's evaluation without its table: each arc's start and speed from expm1 and exp as
    Bounce computes them (the expressions of 579015c, of the same public parameters), the arc
    under way found by scanning the starts rather than by a table or a logarithm. Bounce
    must give the same results to the bit.
*/
class UntabledBounce
{
public:
    explicit UntabledBounce(const Bounce &b)
        : h(b.startPosition()), v(b.startVelocity()), c(b.restitution()), gravity(b.gravity()), u(b.impactSpeed()),
          maxBounces(b.maxBounces()), restTime(b.restTime())
    {
        const double g = -gravity;
        flight = 2 * u / g;
        offset = v >= 0 ? 2 * h / (u + v) : (u - v) / g;
        firstLanding = v >= 0 ? (u + v) / g : 2 * h / (u - v);
        logC = std::log(c);
        if (u == 0)
            offset = firstLanding = 0;
    }

    struct Arc
    {
        double index, start, speed;
    };

    double arcStart(double n) const
    {
        if (n == 0)
            return 0;
        if (c == 1)
            return n * flight;
        return flight * -std::expm1(n * logC) / (1 - c);
    }
    double arcSpeed(double n) const { return n == 0 || c == 1 ? u : u * std::exp(n * logC); }
    bool lossless() const { return c == 1 && maxBounces == Bounce::Unlimited; }

    // The arc under way by a plain scan of the starts, for the first ScannedArcs arcs (the
    // tabled ones and a few more); covered() is false beyond them, where Bounce's search by
    // logarithm, unchanged, decides.
    static constexpr int ScannedArcs = 12;
    Arc arcAt(double launch) const
    {
        double n = 0;
        while (n < ScannedArcs && (maxBounces == Bounce::Unlimited || n < maxBounces) && c > 0
               && arcStart(n + 1) <= launch) {
            n += 1;
        }
        return { n, arcStart(n), arcSpeed(n) };
    }
    bool covered(double t) const
    {
        t = Impetus::Detail::evaluationTime(t);
        return !lossless() && (t < firstLanding || t >= restTime || arcAt(t + offset).index < ScannedArcs);
    }
    double into(const Arc &a, double launch) const { return launch - a.start; }

    double position(double t) const
    {
        using namespace Impetus::Detail;
        t = evaluationTime(t);
        if (t < 0)
            return h;
        if (t >= restTime)
            return 0;
        if (t < firstLanding)
            return std::fmax(0.0, fmaOrZero(t, fmaOrZero(gravity / 2, t, v), h));
        const double launch = t + offset;
        const Arc a = arcAt(launch);
        const double tau = into(a, launch);
        return std::fmax(0.0, productOrZero(tau, fmaOrZero(gravity / 2, tau, a.speed)));
    }
    double velocity(double t) const
    {
        using namespace Impetus::Detail;
        t = evaluationTime(t);
        if (t < 0 || t >= restTime)
            return 0;
        if (t < firstLanding)
            return fmaOrZero(gravity, t, v);
        const double launch = t + offset;
        const Arc a = arcAt(launch);
        return fmaOrZero(gravity, into(a, launch), a.speed);
    }
    // Within (first landing, rest time): the arc's index and the time since its impact.
    double index(double t) const { return arcAt(t + offset).index; }
    double sinceImpact(double t) const { return into(arcAt(t + offset), t + offset); }

    double h, v, c, gravity, u;
    int maxBounces;
    double restTime, flight = 0, offset = 0, firstLanding = 0, logC = 0;
};

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

} // namespace

class tst_Bounce : public QObject
{
    Q_OBJECT

private slots:
    void crossings_data() { ImpetusTest::addCrossingRows("bounce"); }
    void crossings();
    void reference_data();
    void reference();
    void againstSteppedSimulation_data();
    void againstSteppedSimulation();
    void invariants_data();
    void invariants();
    void restAndCounting();
    void dropIsALaunchFromItsApex();
    void stateContinuesAMotion_data();
    void stateContinuesAMotion();
    void stateOnTheGround();
    void losslessForEver();
    void settleTime();
    void invalid_data();
    void invalid();
    void equalityAndDebug();
    void sameAsUntabled_data();
    void sameAsUntabled();
    void cleanupTestCase();

private:
    double m_worst = 0;
};

static Bounce makeBounce(const QString &form, double start, double restitution, double gravity, int maxBounces)
{
    return form == QLatin1String("drop") ? Bounce::fromDrop(start, restitution, gravity, maxBounces)
                                         : Bounce::fromLaunch(start, restitution, gravity, maxBounces);
}

void tst_Bounce::reference_data()
{
    QTest::addColumn<QString>("form");
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("restitution");
    QTest::addColumn<double>("gravity");
    QTest::addColumn<int>("maxBounces");
    QTest::addColumn<double>("t");
    QTest::addColumn<double>("position");
    QTest::addColumn<double>("velocity");
    const QList<ReferenceRow> rows = readReferenceTable(QStringLiteral("bounce.csv"));
    QVERIFY(rows.size() > 150);
    for (const ReferenceRow &row : rows) {
        QTest::newRow(qPrintable(row.name)) << row.text("form") << row.number("start") << row.number("restitution")
                                            << row.number("gravity") << int(row.number("max_bounces"))
                                            << row.number("t") << row.number("position") << row.number("velocity");
    }
}

// Against a 50-digit event loop over arcs (tests/reference/models.py).
void tst_Bounce::reference()
{
    QFETCH(QString, form);
    QFETCH(double, start);
    QFETCH(double, restitution);
    QFETCH(double, gravity);
    QFETCH(int, maxBounces);
    QFETCH(double, t);
    QFETCH(double, position);
    QFETCH(double, velocity);
    const Bounce bounce = makeBounce(form, start, restitution, gravity, maxBounces);
    QVERIFY(bounce.isValid());
    const double positionError = errorInBar(bounce.position(t), position, t, velocity);
    const double velocityError = errorInBar(bounce.velocity(t), velocity, t, gravity);
    m_worst = std::fmax(m_worst, std::fmax(positionError, velocityError));
    QVERIFY2(positionError <= BounceBound,
             qPrintable(QStringLiteral("position %1, expected %2")
                                .arg(bounce.position(t), 0, 'g', 17)
                                .arg(position, 0, 'g', 17)));
    QVERIFY2(velocityError <= BounceBound,
             qPrintable(QStringLiteral("velocity %1, expected %2")
                                .arg(bounce.velocity(t), 0, 'g', 17)
                                .arg(velocity, 0, 'g', 17)));
}

void tst_Bounce::againstSteppedSimulation_data()
{
    QTest::addColumn<Bounce>("bounce");
    QTest::newRow("seed: v=7, c=0.6, g=-31") << Bounce::fromLaunch(7, 0.6, -31);
    QTest::newRow("lively, c=0.9") << Bounce::fromLaunch(3, 0.9, -9.81);
    QTest::newRow("capped at 3") << Bounce::fromLaunch(7, 0.6, -31, 3);
    QTest::newRow("dead, c=0") << Bounce::fromLaunch(5, 0, -10);
    QTest::newRow("drop 300 px") << Bounce::fromDrop(300, 0.5, -2000);
    QTest::newRow("drop, capped at 1") << Bounce::fromDrop(1, 0.7, -9.81, 1);
}

void tst_Bounce::againstSteppedSimulation()
{
    QFETCH(Bounce, bounce);
    SteppedBall ball(bounce.startPosition(), bounce.startVelocity(), bounce.restitution(), bounce.gravity(),
                     bounce.maxBounces());
    const double end = std::fmin(bounce.restTime() * 1.2, 50.0);
    const double height = bounce.impactSpeed() * bounce.impactSpeed() / (-2 * bounce.gravity());
    int compared = 0;
    for (int i = 0; i <= 400; ++i) {
        const double t = end * i / 400;
        ball.advanceTo(t, 1e-4);
        // Right at the Zeno limit the stepped ball cannot resolve the impacts; both rest.
        if (std::fabs(t - bounce.restTime()) < 1e-6 * end)
            continue;
        QVERIFY2(std::fabs(bounce.position(t) - ball.position()) <= 1e-9 * height,
                 qPrintable(QStringLiteral("t=%1: %2, stepped %3")
                                    .arg(t)
                                    .arg(bounce.position(t), 0, 'g', 17)
                                    .arg(ball.position(), 0, 'g', 17)));
        if (bounce.position(t) > 1e-6 * height)
            QVERIFY(std::fabs(bounce.velocity(t) - ball.velocity()) <= 1e-9 * bounce.impactSpeed());
        if (std::isfinite(bounce.bounceCount(t)))
            QCOMPARE(bounce.bounceCount(t), double(ball.impacts()));
        ++compared;
    }
    QVERIFY(compared > 390);
}

void tst_Bounce::invariants_data()
{
    QTest::addColumn<Bounce>("bounce");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("seed") << Bounce::fromLaunch(7, 0.6, -31) << 1e-3;
    QTest::newRow("capped") << Bounce::fromLaunch(7, 0.6, -31, 2) << 1e-3;
    QTest::newRow("dead") << Bounce::fromLaunch(7, 0, -31) << 1e-3;
    QTest::newRow("drop") << Bounce::fromDrop(300, 0.5, -2000) << 0.5;
    QTest::newRow("drop, lively") << Bounce::fromDrop(1, 0.95, -9.81) << 1e-4;
    QTest::newRow("elastic, capped") << Bounce::fromLaunch(2, 1, -9.81, 4) << 1e-3;
}

void tst_Bounce::invariants()
{
    QFETCH(Bounce, bounce);
    QFETCH(double, tolerance);
    const double flight = 2 * bounce.impactSpeed() / -bounce.gravity();
    checkInvariants(bounce, bounce.startPosition(), bounce.startVelocity(), flight / 8, tolerance);
}

void tst_Bounce::restAndCounting()
{
    // The seed's ball: flights 2 v / |g| c^n, Zeno time 2 v / (|g| (1 - c)).
    const Bounce seed = Bounce::fromLaunch(7, 0.6, -31);
    const double flight = 14.0 / 31;
    QVERIFY(relativeError(seed.restTime(), flight / 0.4) < 1e-15);
    QCOMPARE(seed.bounceCount(0), 0.0);
    QCOMPARE(seed.bounceCount(flight * 0.999), 0.0);
    QCOMPARE(seed.bounceCount(flight * 1.001), 1.0);
    QCOMPARE(seed.bounceCount(flight * 1.6 * 1.001), 2.0);
    QVERIFY(relativeError(seed.timeSinceImpact(flight * 1.2), flight * 0.2) < 1e-14);
    // Near the Zeno time the count is large but found in O(1), and finite.
    const double nearZeno = seed.restTime() * (1 - 1e-12);
    QVERIFY(seed.bounceCount(nearZeno) > 40);
    QVERIFY(std::isfinite(seed.bounceCount(nearZeno)));
    QVERIFY(seed.position(nearZeno) >= 0);
    QCOMPARE(seed.position(seed.restTime()), 0.0);
    QCOMPARE(seed.velocity(seed.restTime() * 2), 0.0);
    QCOMPARE(seed.bounceCount(seed.restTime()), HUGE_VAL);

    // A cap of 2: arcs 0, 1, 2, resting at the third landing.
    const Bounce capped = Bounce::fromLaunch(7, 0.6, -31, 2);
    QVERIFY(relativeError(capped.restTime(), flight * (1 + 0.6 + 0.36)) < 1e-15);
    QCOMPARE(capped.bounceCount(capped.restTime()), 3.0);
    QCOMPARE(capped.position(capped.restTime() + 1e-9), 0.0);

    // c = 0 lands once; c = 1 never stops.
    const Bounce dead = Bounce::fromLaunch(7, 0, -31);
    QVERIFY(relativeError(dead.restTime(), flight) < 1e-15);
    QCOMPARE(dead.position(flight * 1.5), 0.0);
    QCOMPARE(dead.bounceCount(flight * 0.999), 0.0);
    QCOMPARE(dead.bounceCount(flight), 1.0); // one impact, then rest: never a Zeno infinity
    QCOMPARE(dead.bounceCount(flight * 1e6), 1.0);
    QCOMPARE(Bounce::fromLaunch(7, 0, -31, 5).bounceCount(flight * 2), 1.0);
    const Bounce elastic = Bounce::fromLaunch(7, 1, -31);
    QCOMPARE(elastic.restTime(), HUGE_VAL);
    QCOMPARE(elastic.settleTime(1e-3), HUGE_VAL);
    QVERIFY(std::fabs(elastic.position(1000 * flight + flight / 2) - 49.0 / 62) < 1e-9);
    QCOMPARE(elastic.bounceCount(1000.5 * flight), 1000.0);

    // Before it starts, the ball is where it was held.
    QCOMPARE(seed.position(-1), 0.0);
    QCOMPARE(Bounce::fromDrop(5, 0.5, -10).position(-1), 5.0);
    QCOMPARE(Bounce::fromDrop(5, 0.5, -10).velocity(-1), 0.0);
}

void tst_Bounce::dropIsALaunchFromItsApex()
{
    const Bounce drop = Bounce::fromDrop(2, 0.7, -9.81, 5);
    const double v = std::sqrt(2 * 9.81 * 2);
    const Bounce launch = Bounce::fromLaunch(v, 0.7, -9.81, 5);
    const double apex = v / 9.81;
    QCOMPARE(drop.position(0), 2.0);
    QCOMPARE(drop.velocity(0), 0.0);
    for (double t = 0; t < 4; t += 0.01) {
        QVERIFY(std::fabs(drop.position(t) - launch.position(t + apex)) <= 1e-13);
        QVERIFY(std::fabs(drop.velocity(t) - launch.velocity(t + apex)) <= 1e-12);
    }
    QVERIFY(std::fabs(drop.restTime() - (launch.restTime() - apex)) <= 1e-14);
}

void tst_Bounce::stateContinuesAMotion_data()
{
    QTest::addColumn<Bounce>("bounce");
    QTest::addColumn<double>("at");
    QTest::newRow("drop, falling") << Bounce::fromDrop(2, 0.7, -9.81) << 0.3;
    QTest::newRow("drop, rising after an impact") << Bounce::fromDrop(2, 0.7, -9.81) << 0.7;
    QTest::newRow("launch, rising") << Bounce::fromLaunch(7, 0.6, -31) << 0.05;
    QTest::newRow("launch, third arc") << Bounce::fromLaunch(7, 0.6, -31) << 0.8;
}

// A ball taken over in mid-flight (how an animation retargets) goes on exactly as before.
void tst_Bounce::stateContinuesAMotion()
{
    QFETCH(Bounce, bounce);
    QFETCH(double, at);
    const Bounce state =
            Bounce::fromState(bounce.position(at), bounce.velocity(at), bounce.restitution(), bounce.gravity());
    QVERIFY(state.isValid());
    QCOMPARE(state.position(0), bounce.position(at));
    QCOMPARE(state.velocity(0), bounce.velocity(at));
    const double scale = bounce.impactSpeed() * bounce.impactSpeed() / -bounce.gravity();
    for (double t = 0; t < 2; t += 0.013) {
        QVERIFY2(std::fabs(state.position(t) - bounce.position(at + t)) <= 1e-12 * scale,
                 qPrintable(QStringLiteral("t=%1: %2 vs %3")
                                    .arg(t)
                                    .arg(state.position(t), 0, 'g', 17)
                                    .arg(bounce.position(at + t), 0, 'g', 17)));
    }
    QVERIFY(std::fabs(state.restTime() - (bounce.restTime() - at)) <= 1e-13 * bounce.restTime());
    QVERIFY(std::fabs(state.settleTime(1e-3) - (bounce.settleTime(1e-3) - at)) <= 1e-12);
}

void tst_Bounce::stateOnTheGround()
{
    // At rest on the ground: valid, and at rest for ever.
    const Bounce resting = Bounce::fromState(0, 0, 0.5, -10);
    QVERIFY(resting.isValid());
    QCOMPARE(resting.position(1), 0.0);
    QCOMPARE(resting.settleTime(1e-3), 0.0);
    QCOMPARE(resting.restTime(), 0.0);
    // Lossless and at rest on the ground (found by fuzz_spec): at rest too, never NaN.
    for (int cap : { Bounce::Unlimited, 0, 3 }) {
        const Bounce lossless = Bounce::fromState(0, 0, 1, -10, cap);
        QVERIFY(lossless.isValid());
        for (double t : { 0.0, 0.5, 1e6, HUGE_VAL }) {
            QCOMPARE(lossless.position(t), 0.0);
            QCOMPARE(lossless.velocity(t), 0.0);
        }
        QCOMPARE(lossless.restTime(), 0.0);
        QCOMPARE(lossless.settleTime(1e-3), 0.0);
    }
    // Moving down on the ground: it rebounds at once with c |v|.
    const Bounce hit = Bounce::fromState(0, -4, 0.5, -10);
    QCOMPARE(hit.velocity(0), 2.0);
    QVERIFY(std::fabs(hit.position(0.2) - (2 * 0.2 - 5 * 0.04)) <= 1e-15);
}

// Issue 15: a lossless ball late (past 2^53 flights, where n * flight rounds) and at
// t = inf had velocity NaN. Its energy is kept for ever: v^2 - 2 g x = u^2 at every t, with
// position and velocity from the same arc.
void tst_Bounce::losslessForEver()
{
    const Bounce ball = Bounce::fromDrop(1, 1, -10);
    const double u2 = 20; // 2 |g| h
    for (const double t : { 0.3, 1e6 + 0.1, 1e15, 1e17, 1e300, DBL_MAX, HUGE_VAL }) {
        const double x = ball.position(t);
        const double v = ball.velocity(t);
        QVERIFY2(x >= 0 && x <= 1 && std::fabs(v) <= std::sqrt(u2) * (1 + 1e-15),
                 qPrintable(QStringLiteral("t=%1: x %2, v %3").arg(t).arg(x).arg(v)));
        QVERIFY2(std::fabs(v * v + 20 * x - u2) <= 1e-12 * u2,
                 qPrintable(QStringLiteral("t=%1: v^2 + 2|g|x = %2").arg(t).arg(v * v + 20 * x, 0, 'g', 17)));
        QVERIFY(std::isfinite(ball.timeSinceImpact(t)));
    }
}

void tst_Bounce::settleTime()
{
    // The seed's ball: apexes 49 / 62 * 0.36^n = 0.790, 0.285, 0.102, 0.0369, 0.0133, 0.00478;
    // with tolerance 0.01 the last one above is n = 4, which starts at
    // t_4 = 14 / 31 (1 + 0.6 + 0.36 + 0.216) and descends through 0.01 after
    // (u + sqrt(u^2 - 2 |g| 0.01)) / |g| with u = 7 * 0.6^4.
    const Bounce seed = Bounce::fromLaunch(7, 0.6, -31);
    const double u = 7 * 0.1296;
    const double expected = 14.0 / 31 * 2.176 + (u + std::sqrt(u * u - 0.62)) / 31;
    QVERIFY2(relativeError(seed.settleTime(0.01), expected) < 1e-15,
             qPrintable(QString::number(seed.settleTime(0.01), 'g', 17)));
    QCOMPARE(seed.settleTime(1), 0.0);
    QCOMPARE(seed.settleTime(0), seed.restTime());
}

void tst_Bounce::invalid_data()
{
    QTest::addColumn<Bounce>("bounce");
    QTest::addColumn<QString>("message");
    QTest::newRow("default") << Bounce() << QStringLiteral("startVelocity must be > 0, but got 0");
    QTest::newRow("velocity") << Bounce::fromLaunch(-1, 0.5, -10)
                              << QStringLiteral("startVelocity must be > 0, but got -1");
    QTest::newRow("height") << Bounce::fromDrop(0, 0.5, -10) << QStringLiteral("startPosition must be > 0, but got 0");
    QTest::newRow("restitution") << Bounce::fromLaunch(1, 1.5, -10)
                                 << QStringLiteral("restitution must be in [0, 1], but got 1.5");
    QTest::newRow("restitution nan") << Bounce::fromLaunch(1, std::nan(""), -10)
                                     << QStringLiteral("restitution must be in [0, 1], but got nan");
    QTest::newRow("restitution below resolution")
            << Bounce::fromLaunch(1, 1e-13, -10) << QStringLiteral("restitution must be 0 or >= 1e-12, but got 1e-13");
    QTest::newRow("gravity") << Bounce::fromLaunch(1, 0.5, 10) << QStringLiteral("gravity must be < 0, but got 10");
    QTest::newRow("gravity 0") << Bounce::fromDrop(1, 0.5, 0) << QStringLiteral("gravity must be < 0, but got 0");
    QTest::newRow("cap") << Bounce::fromLaunch(1, 0.5, -10, -2)
                         << QStringLiteral("maxBounces must be >= 0 (or -1 for no limit), but got -2");
    QTest::newRow("overflow") << Bounce::fromDrop(1e300, 0.5, -1e300)
                              << QStringLiteral("startPosition must be of a size whose flight time is a finite, "
                                                "non-zero double, but got 1e+300");
    QTest::newRow("state below ground") << Bounce::fromState(-1, 0, 0.5, -10)
                                        << QStringLiteral("startPosition must be >= 0, but got -1");
    QTest::newRow("state velocity") << Bounce::fromState(1, HUGE_VAL, 0.5, -10)
                                    << QStringLiteral("startVelocity must be finite, but got inf");
}

void tst_Bounce::invalid()
{
    QFETCH(Bounce, bounce);
    QFETCH(QString, message);
    QVERIFY(!bounce.isValid());
    QCOMPARE(bounce.error().message(), message);
    for (double t : { 0.0, 1.0, -1.0, HUGE_VAL }) {
        QVERIFY(std::isfinite(bounce.position(t)));
        QCOMPARE(bounce.velocity(t), 0.0);
    }
}

void tst_Bounce::equalityAndDebug()
{
    QCOMPARE(Bounce::fromLaunch(7, 0.6, -31), Bounce::fromLaunch(7, 0.6, -31));
    QVERIFY(Bounce::fromLaunch(7, 0.6, -31) != Bounce::fromLaunch(7, 0.6, -31, 3));
    QVERIFY(Bounce::fromDrop(2, 0.6, -31) != Bounce::fromLaunch(2, 0.6, -31));
    QString text;
    QDebug(&text) << Bounce::fromDrop(2, 0.5, -10, 3);
    QCOMPARE(text, QStringLiteral("Impetus::Bounce(height=2, restitution=0.5, gravity=-10, maxBounces=3) "));
}

void tst_Bounce::cleanupTestCase()
{
    qInfo("worst error against the 50-digit references, in units of 1e-14 (|x| + |t v|): %.3g", m_worst);
}

// Near a zero crossing: right relative to itself (tests/reference/crossings.csv).
void tst_Bounce::crossings()
{
    checkCrossing([](const CrossingRow &row) { return Bounce::fromLaunch(row.v0, 0.5, row.acceleration); });
}

void tst_Bounce::sameAsUntabled_data()
{
    QTest::addColumn<Bounce>("bounce");
    const int caps[] = { Bounce::Unlimited, 0, 1, 3, 7, 8, 9, 100 };
    const double restitutions[] = { 1e-12, 1e-6, 0.1, 0.5, 0.7, 0.9, 0.99, 1 };
    for (const double c : restitutions) {
        for (const int cap : caps) {
            const QByteArray suffix = QByteArray("c=") + QByteArray::number(c) + " cap=" + QByteArray::number(cap);
            QTest::newRow("drop " + suffix) << Bounce::fromDrop(1, c, -9.81, cap);
            QTest::newRow("launch " + suffix) << Bounce::fromLaunch(3, c, -2.5, cap);
            QTest::newRow("rising " + suffix) << Bounce::fromState(0.4, 1.7, c, -9.81, cap);
            // The ground given as -0: its first flight adds zero products to its start height.
            QTest::newRow("launched from -0 " + suffix) << Bounce::fromState(-0.0, 1.7, c, -9.81, cap);
            QTest::newRow("falling " + suffix) << Bounce::fromState(250, -80, c, -3000, cap);
        }
    }
    QTest::newRow("no rebound") << Bounce::fromDrop(2, 0, -9.81);
    QTest::newRow("at rest on the ground") << Bounce::fromState(0, 0, 0.5, -9.81);
}

// Bit for bit, at random times and on both sides of every early impact (where the table and
// the logarithm could disagree by an arc).
void tst_Bounce::sameAsUntabled()
{
    QFETCH(Bounce, bounce);
    QVERIFY(bounce.isValid());
    const UntabledBounce reference(bounce);
    std::vector<double> times;
    const double end = std::isfinite(bounce.restTime()) ? bounce.restTime() : 40 * reference.flight;
    std::mt19937_64 random(16);
    std::uniform_real_distribution<double> uniform(-0.05, 1.05);
    for (int i = 0; i < 20000; ++i)
        times.push_back(uniform(random) * end);
    for (double n = 0; n <= 12; ++n) {
        const double impact = reference.arcStart(n) - reference.offset;
        double before = impact, after = impact;
        for (int k = 0; k < 4; ++k) {
            times.push_back(before = std::nextafter(before, -HUGE_VAL));
            times.push_back(after = std::nextafter(after, HUGE_VAL));
        }
        times.push_back(impact);
    }
    times.insert(times.end(), { 0.0, -0.0, end, qQNaN(), HUGE_VAL, -HUGE_VAL, reference.firstLanding });
    int compared = 0;
    for (const double t : times) {
        if (!reference.covered(t))
            continue;
        ++compared;
        if (!sameBits(bounce.position(t), reference.position(t)))
            QFAIL(qPrintable(QString::asprintf("position(%.17g) = %.17g, untabled %.17g", t, bounce.position(t),
                                               reference.position(t))));
        if (!sameBits(bounce.velocity(t), reference.velocity(t)))
            QFAIL(qPrintable(QString::asprintf("velocity(%.17g) = %.17g, untabled %.17g", t, bounce.velocity(t),
                                               reference.velocity(t))));
        if (t >= reference.firstLanding && t < bounce.restTime() && std::isfinite(t)) {
            QCOMPARE(bounce.bounceCount(t), reference.index(t));
            QVERIFY(sameBits(bounce.timeSinceImpact(t), reference.sinceImpact(t)));
        }
    }
    QVERIFY(compared >= 100 || reference.lossless());
}

QTEST_APPLESS_MAIN(tst_Bounce)
#include "tst_bounce.moc"
