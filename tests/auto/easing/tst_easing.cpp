// SPDX-License-Identifier: MIT
#include <impetus/approximation.h>
#include <impetus/easing.h>

#include <QtCore/qbuffer.h>
#include <QtCore/qdatastream.h>
#include <QtCore/qeasingcurve.h>
#include <QtCore/qjsondocument.h>
#include <QtCore/qjsonobject.h>
#include <QtCore/qprocess.h>
#include <QtCore/qsettings.h>
#include <QtCore/qtemporarydir.h>
#include <QtTest/qtest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <thread>
#include <vector>

using namespace Impetus;

class tst_Easing : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void sameAsLibmClamping_data();
    void sameAsLibmClamping();
    void normalisation_data();
    void normalisation();
    void reachingIsExact();
    void invalid_data();
    void invalid();
    void serialisation_data();
    void serialisation();
    void fromJsonErrors_data();
    void fromJsonErrors();
    void readsTheToolsJson_data();
    void readsTheToolsJson();
    void slopesOfVeryLongEasings();
    void easingCurveIsExact_data();
    void easingCurveIsExact();
    void equalEasingsGiveEqualCurves();
    void fromEasingCurve_data();
    void fromEasingCurve();
    void fromEasingCurveOfAnotherCurve_data();
    void fromEasingCurveOfAnotherCurve();
    void manyCurvesAliveAtOnce();
    void concurrentCreation();
    void poolExhaustion(); // last: it fills the process-wide pool
    void cleanupTestCase();

private:
    double m_worstCurveError = 0;
};

static Easing bouncySpring()
{
    return Easing::settling(Spring::fromDampingRatio(1, 157.91367041742973, 0.3).withRestPosition(1));
}

void tst_Easing::normalisation_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::newRow("bouncy spring") << bouncySpring();
    QTest::newRow("spring with velocity, rest 300")
            << Easing::settling(Spring::fromDurationAndBounce(0.5, 0.2).withRestPosition(300).withStart(100, -800));
    QTest::newRow("critical spring") << Easing::settling(Spring::fromDampingRatio(2, 50, 1).withStart(-5, 0));
    QTest::newRow("decay") << Easing::settling(ExponentialDecay(10, 400, 6));
    QTest::newRow("decay, tight") << Easing::settling(ExponentialDecay(10, 400, 6), 1e-6);
    QTest::newRow("bounce drop") << Easing::settling(Bounce::fromDrop(300, 0.5, -2000));
    QTest::newRow("bounce drop, capped") << Easing::settling(Bounce::fromDrop(1, 0.7, -9.81, 2));
    QTest::newRow("fling") << Easing::settling(Fling(0, 8000));
    QTest::newRow("fling backwards, tight") << Easing::settling(Fling(300, -1200, 0.03, 2.625), 1e-6);
}

// f(0) = 0 and f(1) = 1 exactly; before the blend f is the normalised model exactly; in the
// blend it stays within the tolerance of it; it is continuous and its slope is right.
void tst_Easing::normalisation()
{
    QFETCH(Easing, easing);
    QVERIFY2(easing.isValid(), qPrintable(easing.error().message()));
    const Motion motion = easing.motion();
    const double start = motion.position(0);
    const double end = motion.finalPosition();
    const double distance = end - start;
    QCOMPARE(easing.startPosition(), start);
    QCOMPARE(easing.endPosition(), end);
    if (const auto bounce = motion.model<Bounce>())
        QCOMPARE(easing.duration(), bounce->restTime());
    else
        QCOMPARE(easing.duration(), motion.settleTime(easing.tolerance() * std::fabs(distance)));
    QCOMPARE(easing.valueForProgress(0), 0.0);
    QCOMPARE(easing.valueForProgress(1), 1.0);
    QCOMPARE(easing.valueForProgress(-0.5), 0.0);
    QCOMPARE(easing.valueForProgress(7), 1.0);
    double previous = 0;
    const int steps = 20000;
    for (int i = 1; i <= steps; ++i) {
        const double p = double(i) / steps;
        const double model = (motion.position(p * easing.duration()) - start) / distance;
        const double value = easing.valueForProgress(p);
        if (p <= 1 - Easing::BlendFraction)
            QCOMPARE(value, model);
        else
            QVERIFY2(std::fabs(value - model) <= easing.tolerance() * (1 + 1e-9),
                     qPrintable(QStringLiteral("p=%1: %2 vs model %3").arg(p).arg(value).arg(model)));
        if (motion.type() == Motion::Type::Bounce)
            QVERIFY2(value <= 1,
                     qPrintable(QStringLiteral("p=%1: %2 is under the ground").arg(p).arg(value, 0, 'g', 17)));
        // No visible step: consecutive samples 5e-5 apart move no more than the curve's
        // own speed allows.
        const double bound = (std::fabs(easing.velocityForProgress(p)) + 1e-3) / steps * 2 + 1e-12;
        if (motion.type() != Motion::Type::Bounce)
            QVERIFY2(std::fabs(value - previous) <= bound, qPrintable(QStringLiteral("step at p=%1").arg(p)));
        previous = value;
    }
    // The slope against a numerical derivative, away from the blend's edges and impacts.
    for (double p : { 0.05, 0.21, 0.43, 0.66, 0.85, 0.93 }) {
        const double h = 1e-6;
        const double numeric = (easing.valueForProgress(p + h) - easing.valueForProgress(p - h)) / (2 * h);
        const double analytic = easing.velocityForProgress(p);
        if (motion.type() == Motion::Type::Bounce
            && std::fabs(easing.velocityForProgress(p + h) - easing.velocityForProgress(p - h)) > 1e-3)
            continue; // an impact
        QVERIFY2(std::fabs(numeric - analytic) <= 1e-5 * (1 + std::fabs(analytic)),
                 qPrintable(QStringLiteral("p=%1: slope %2, numerical %3").arg(p).arg(analytic).arg(numeric)));
    }
}

void tst_Easing::reachingIsExact()
{
    // x = t^2 reaches 1 at t = 1: f(p) = p^2.
    const Easing fall = Easing::reaching(Gravity(0, 0, 2), 1);
    QVERIFY(fall.isValid());
    QCOMPARE(fall.duration(), 1.0);
    QCOMPARE(fall.tolerance(), 0.0);
    for (double p : { 0.1, 0.25, 0.5, 0.9 })
        QVERIFY(std::fabs(fall.valueForProgress(p) - p * p) <= 1e-16);
    QCOMPARE(fall.valueForProgress(1), 1.0);
    // A fling reaching a mark before its final position: 100 (1 - e^(-2t)) / 2 = 40 at
    // t = ln(5) / 2.
    const Easing fling = Easing::reaching(ExponentialDecay(0, 100, 2), 40);
    QVERIFY(std::fabs(fling.duration() - std::log(5.0) / 2) <= 1e-15);
    QVERIFY(std::fabs(fling.valueForProgress(0.5) - (1 - std::exp(-std::log(5.0) / 2)) * 50 / 40) <= 1e-15);
}

void tst_Easing::invalid_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::addColumn<QString>("message");
    QTest::newRow("default") << Easing() << QStringLiteral("motion must be set, but got 0");
    QTest::newRow("invalid model") << Easing::settling(Spring()) << QStringLiteral("stiffness must be > 0, but got 0");
    QTest::newRow("gravity never settles")
            << Easing::settling(Gravity(0, 0, 1))
            << QStringLiteral("finalPosition must be finite (the motion must settle), but got inf");
    QTest::newRow("launch ends where it starts")
            << Easing::settling(Bounce::fromLaunch(5, 0.5, -10))
            << QStringLiteral("finalPosition - startPosition must be finite and non-zero, but got 0");
    QTest::newRow("undamped") << Easing::settling(Spring::fromDampingRatio(1, 1, 0).withStart(1, 0))
                              << QStringLiteral("settle time must be finite and > 0, but got inf");
    QTest::newRow("tolerance") << Easing::settling(ExponentialDecay(0, 1, 1), 0)
                               << QStringLiteral("tolerance must be in (0, 1), but got 0");
    QTest::newRow("never reached") << Easing::reaching(ExponentialDecay(0, 1, 1), 2)
                                   << QStringLiteral("reach must be a position the motion reaches, but got 2");
    QTest::newRow("spring cannot reach") << Easing::reaching(
            Spring::fromDampingRatio(1, 1, 1).withStart(1, 0),
            0) << QStringLiteral("motion type must be gravity or decay to reach a position, but got 1");
    // Issue 15: valid before, and evaluating to -inf: normalised by 1e-310, a 0.05 m hop
    // (or a spring thrown at 1e308 over 1 m) is beyond the doubles.
    QTest::newRow("bounce from 1e-310, thrown up")
            << Easing::settling(Bounce::fromState(1e-310, 1, 0.5, -9.81))
            << QStringLiteral("motion must be within the range of doubles relative to its distance, but got -1e-310");
    QTest::newRow("spring thrown at 1e308")
            << Easing::settling(Spring::fromDampingRatio(1, 157.9, 1).withStart(-1, 1e308))
            << QStringLiteral("motion must be within the range of doubles relative to its distance, but got 1");
}

void tst_Easing::invalid()
{
    QFETCH(Easing, easing);
    QFETCH(QString, message);
    QVERIFY(!easing.isValid());
    QCOMPARE(easing.error().message(), message);
    // The identity, never NaN.
    for (double p : { 0.0, 0.3, 1.0, -1.0, std::nan("") })
        QCOMPARE(easing.valueForProgress(p), std::isnan(p) ? 0.0 : std::fmin(1.0, std::fmax(0.0, p)));
    QCOMPARE(easing.toEasingCurve(), QEasingCurve(QEasingCurve::Linear));
}

void tst_Easing::serialisation_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::newRow("spring") << bouncySpring();
    QTest::newRow("critical by ratio") << Easing::settling(Spring::fromDampingRatio(1, 2, 1).withStart(-1, 3));
    QTest::newRow("decay") << Easing::settling(ExponentialDecay::fromEndVelocity(0, 240, 20, 0.8), 1e-4);
    QTest::newRow("gravity") << Easing::reaching(Gravity(5, -1, -9.81), -100);
    QTest::newRow("bounce") << Easing::settling(Bounce::fromDrop(0.1, 0.3, -9.81, 4));
    QTest::newRow("fling") << Easing::settling(Fling::fromDistance(100, -100, 0.02, 3), 1e-4);
    QTest::newRow("invalid") << Easing();
}

void tst_Easing::serialisation()
{
    QFETCH(Easing, easing);
    QByteArray bytes;
    {
        QDataStream out(&bytes, QIODevice::WriteOnly);
        out.setFloatingPointPrecision(QDataStream::SinglePrecision); // must not matter
        out << easing;
    }
    Easing read;
    QDataStream in(bytes);
    in >> read;
    QCOMPARE(in.status(), QDataStream::Ok);
    QCOMPARE(read, easing);
    QString error;
    QCOMPARE(Easing::fromJson(easing.toJson(), &error), easing);
    // Through QVariant and the metatype's stream operators.
    QByteArray variantBytes;
    {
        QDataStream out(&variantBytes, QIODevice::WriteOnly);
        out << QVariant::fromValue(easing.motion());
    }
    QVariant variant;
    QDataStream variantIn(variantBytes);
    variantIn >> variant;
    QCOMPARE(variant.value<Motion>(), easing.motion());
}

void tst_Easing::easingCurveIsExact_data()
{
    normalisation_data(); // the pool scales these to 0 -> 1 (and a bounce to 1 -> 0)
    // Shapes the pool keeps at their own scale (a start velocity or a gravity in the
    // subnormals would lose digits scaled), so that their slots divide by their span, or
    // multiply by its inverse where it is a power of two.
    QTest::newRow("spring, subnormal start velocity, span 300")
            << Easing::settling(Spring::fromDurationAndBounce(0.5, 0.3).withRestPosition(300).withStart(0, 1e-310));
    QTest::newRow("spring, subnormal start velocity, span 256")
            << Easing::settling(Spring::fromDurationAndBounce(0.5, 0.3).withRestPosition(256).withStart(0, 1e-310));
    QTest::newRow("bounce, subnormal gravity, span -300") << Easing::settling(Bounce::fromDrop(300, 0.5, -1e-310));
    QTest::newRow("bounce, subnormal gravity, span -256") << Easing::settling(Bounce::fromDrop(256, 0.5, -1e-310));
}

void tst_Easing::easingCurveIsExact()
{
    QFETCH(Easing, easing);
    const QEasingCurve curve = easing.toEasingCurve();
    QCOMPARE(curve.type(), QEasingCurve::Custom);
    for (int i = 0; i <= 1000; ++i) {
        const double p = i / 1000.0;
        const double viaCurve = curve.valueForProgress(p);
        const double direct = easing.valueForProgress(p);
        m_worstCurveError = std::fmax(m_worstCurveError, std::fabs(viaCurve - direct));
        // The curve is the easing, to the bit (a spring's and a bounce's through their slot's
        // own common case).
        QVERIFY2(viaCurve == direct && std::signbit(viaCurve) == std::signbit(direct),
                 qPrintable(QString::asprintf("at %g: %.17g, the easing %.17g", p, viaCurve, direct)));
    }
}

void tst_Easing::equalEasingsGiveEqualCurves()
{
    const QEasingCurve a = bouncySpring().toEasingCurve();
    const QEasingCurve b = bouncySpring().toEasingCurve();
    QCOMPARE(a, b);
    const QEasingCurve other =
            Easing::settling(Spring::fromDampingRatio(1, 157.91367041742973, 0.31).withRestPosition(1)).toEasingCurve();
    QVERIFY(a != other);
    const int used = easingCurvePoolUsed();
    bouncySpring().toEasingCurve();
    QCOMPARE(easingCurvePoolUsed(), used); // no new slot for an easing seen before
}

void tst_Easing::fromEasingCurve_data()
{
    normalisation_data();
}

// The pool knows the easing of each of its curves, copies included; equal, bit for bit.
void tst_Easing::fromEasingCurve()
{
    QFETCH(Easing, easing);
    const QEasingCurve curve = easing.toEasingCurve();
    const QEasingCurve copy = curve;
    const Easing found = Easing::fromEasingCurve(copy);
    QVERIFY(found.isValid());
    QCOMPARE(found, easing);
    QCOMPARE(found.duration(), easing.duration());
    QCOMPARE(found.valueForProgress(0.37), easing.valueForProgress(0.37));
}

static qreal someoneElsesCurve(qreal progress)
{
    return progress * progress;
}

void tst_Easing::fromEasingCurveOfAnotherCurve_data()
{
    QTest::addColumn<QEasingCurve>("curve");
    QTest::newRow("default (linear)") << QEasingCurve();
    QTest::newRow("OutBounce") << QEasingCurve(QEasingCurve::OutBounce);
    QEasingCurve custom;
    custom.setCustomType(&someoneElsesCurve);
    QTest::newRow("someone else's custom function") << custom;
    QEasingCurve bezier(QEasingCurve::BezierSpline);
    bezier.addCubicBezierSegment(QPointF(0.3, 0), QPointF(0.7, 1), QPointF(1, 1));
    QTest::newRow("Bezier spline") << bezier;
    QTest::newRow("of an invalid easing (linear)")
            << Easing::settling(Spring::fromDampingRatio(-1, 100, 1)).toEasingCurve();
}

// Issue 15: an Easing stored in QSettings read back invalid in a new process ("unknown user
// type") unless the application registered it. The library does, as it loads: before this
// test has named the type, it is known by name and reads back from QSettings' bytes.
void tst_Easing::initTestCase()
{
    QVERIFY(QMetaType::fromName("Impetus::Easing").isValid());
    QVERIFY(QMetaType::fromName("Impetus::Motion").isValid());
    QTemporaryDir directory;
    const QString file = directory.filePath(QStringLiteral("settings.ini"));
    const Easing easing =
            Easing::settling(Spring::fromDampingRatio(2, 300, 0.4).withStart(10, -3).withRestPosition(40));
    QSettings(file, QSettings::IniFormat).setValue(QStringLiteral("easing"), QVariant::fromValue(easing));
    const QVariant read = QSettings(file, QSettings::IniFormat).value(QStringLiteral("easing"));
    QCOMPARE(read.metaType(), QMetaType::fromName("Impetus::Easing"));
    QCOMPARE(read.value<Easing>(), easing);
}

// v T / distance within the doubles while v T is not: a spring of damping ratio 1e-306 lasts
// 7e305 s (found by fuzz_serial: velocityForProgress was inf).
void tst_Easing::slopesOfVeryLongEasings()
{
    const Spring spring = Spring::fromDampingRatio(1, 157.91367041742973, 7.565998072368571e-307).withStart(100, 0);
    const Easing easing = Easing::settling(spring);
    QVERIFY(easing.isValid());
    for (const double p : { 0.1, 0.5, 0.7 }) {
        const long double expected = (long double)spring.velocity(p * easing.duration()) * easing.duration() / -100.0L;
        const double slope = easing.velocityForProgress(p);
        QVERIFY2(std::isfinite(slope) && std::fabs(slope - double(expected)) <= 1e-15 * std::fabs(double(expected)),
                 qPrintable(QStringLiteral("%1 vs %2").arg(slope).arg(double(expected))));
    }
}

void tst_Easing::fromJsonErrors_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<QString>("message");
    const QByteArray spring = R"("motion": {"type": "spring", "stiffness": 100, "startPosition": 1})";
    // Issue 15: a string or null tolerance was taken silently as the default.
    QTest::newRow("tolerance string") << "{" + spring + R"(, "tolerance": "0.01"})"
                                      << QStringLiteral("tolerance must be a number, but got \"0.01\"");
    QTest::newRow("tolerance null") << "{" + spring + R"(, "tolerance": null})"
                                    << QStringLiteral("tolerance must be a number, but got null");
    QTest::newRow("reaching string") << QByteArray(
            R"({"motion": {"type": "gravity", "startVelocity": 1}, "reaching": "3"})")
                                     << QStringLiteral("reaching must be a number, but got \"3\"");
    QTest::newRow("reaching and tolerance")
            << QByteArray(R"({"motion": {"type": "gravity", "startVelocity": 1}, "reaching": 3, "tolerance": 0.1})")
            << QStringLiteral("tolerance cannot be given with reaching: an easing that reaches a position has none");
    QTest::newRow("duration string") << "{" + spring + R"(, "duration": "1"})"
                                     << QStringLiteral("duration must be a number, but got \"1\"");
    QTest::newRow("motion a number") << QByteArray(R"({"motion": 5})")
                                     << QStringLiteral("motion must be an object, but got 5");
    QTest::newRow("no motion") << QByteArray(R"({"tolerance": 0.1})")
                               << QStringLiteral("motion must be an object, but got nothing");
    QTest::newRow("misspelt field")
            << "{" + spring + R"(, "tolerence": 0.1})"
            << QStringLiteral("unknown field 'tolerence': an easing has motion, tolerance or reaching, "
                              "and duration (and an export's linear)");
    QTest::newRow("linear a list") << "{" + spring + R"(, "linear": [[0, 0], [1, 1]]})"
                                   << QStringLiteral("linear must be an object, but got an array");
    // The motion's own fields, named by the spec.
    QTest::newRow("damping and ratio") << QByteArray(
            R"({"motion": {"type": "spring", "stiffness": 100, "damping": 5, "dampingRatio": 0.5, "startPosition": 1}})")
                                       << QStringLiteral("dampingRatio cannot be given with damping: both set the same "
                                                         "quantity");
    QTest::newRow("maxBounces 2.5")
            << QByteArray(R"({"motion": {"type": "bounce", "startPosition": 1, "maxBounces": 2.5}})")
            << QStringLiteral("maxBounces must be an integer >= 0 (or -1 for no limit), but got 2.5");
}

void tst_Easing::fromJsonErrors()
{
    QFETCH(QByteArray, json);
    QFETCH(QString, message);
    QJsonParseError parsed;
    const QJsonObject object = QJsonDocument::fromJson(json, &parsed).object();
    QCOMPARE(parsed.error, QJsonParseError::NoError);
    QString error;
    const Easing easing = Easing::fromJson(object, &error);
    QVERIFY(!easing.isValid());
    QCOMPARE(error, message);
}

// What one layer writes, another reads: `impetus export --format=json`, run here, is the
// easing of the same motion given as a spec (issue 22: "unknown field 'linear'").
void tst_Easing::readsTheToolsJson_data()
{
    QTest::addColumn<QStringList>("arguments");
    QTest::addColumn<QString>("spec");
    QTest::newRow("decay") << QStringList{ QStringLiteral("decay"), QStringLiteral("--start-position=0"),
                                           QStringLiteral("--start-velocity=800"), QStringLiteral("--lambda=4") }
                           << QStringLiteral("decay(startPosition: 0, startVelocity: 800, lambda: 4)");
    QTest::newRow("preset") << QStringList{ QStringLiteral("--motion=swiftui.bouncy") }
                            << QStringLiteral("swiftui.bouncy");
    QTest::newRow("gravity to its floor")
            << QStringList{ QStringLiteral("gravity"), QStringLiteral("--start-velocity=300") }
            << QStringLiteral("gravity(startVelocity: 300)");
    QTest::newRow("bounce, tolerance 0.01")
            << QStringList{ QStringLiteral("bounce"), QStringLiteral("--restitution=0.6"),
                            QStringLiteral("--tolerance=0.01") }
            << QStringLiteral("bounce(restitution: 0.6, tolerance: 0.01)");
}

void tst_Easing::readsTheToolsJson()
{
    QFETCH(QStringList, arguments);
    QFETCH(QString, spec);
    QProcess tool;
    tool.start(QStringLiteral(IMPETUS_CLI),
               QStringList{ QStringLiteral("export") } + arguments + QStringList{ QStringLiteral("--format=json") });
    QVERIFY(tool.waitForFinished(30000));
    QCOMPARE(tool.exitCode(), 0);
    QJsonParseError parsed;
    const QJsonObject json = QJsonDocument::fromJson(tool.readAllStandardOutput(), &parsed).object();
    QCOMPARE(parsed.error, QJsonParseError::NoError);
    QVERIFY(json.contains(QLatin1String("linear")));
    QString error;
    const Easing easing = Easing::fromJson(json, &error);
    QVERIFY2(easing.isValid(), qPrintable(error));
    QCOMPARE(easing, Easing::fromSpec(spec));
    QCOMPARE(easing.duration(), json.value(QLatin1String("duration")).toDouble());
}

void tst_Easing::fromEasingCurveOfAnotherCurve()
{
    QFETCH(QEasingCurve, curve);
    const Easing found = Easing::fromEasingCurve(curve);
    QVERIFY(!found.isValid());
    QCOMPARE(found, Easing());
}

static Easing numbered(int i)
{
    return Easing::settling(Spring::fromDampingRatio(1, 100 + i, 0.2 + 0.001 * i).withRestPosition(1));
}

void tst_Easing::manyCurvesAliveAtOnce()
{
    QVERIFY(easingCurvePoolCapacity() >= 256);
    std::vector<QEasingCurve> curves;
    for (int i = 0; i < 300; ++i)
        curves.push_back(numbered(i).toEasingCurve());
    // All alive together, each still its own curve.
    for (int i = 0; i < 300; ++i) {
        QCOMPARE(curves[i].type(), QEasingCurve::Custom);
        for (double p : { 0.1, 0.37, 0.8 })
            QCOMPARE(curves[i].valueForProgress(p), numbered(i).valueForProgress(p));
    }
}

void tst_Easing::concurrentCreation()
{
    // Eight threads ask for the same 40 new easings in different orders: each easing must
    // end with one slot, whichever thread won.
    constexpr int Threads = 8;
    constexpr int Count = 40;
    std::vector<std::vector<QEasingCurve>> results(Threads, std::vector<QEasingCurve>(Count));
    const int before = easingCurvePoolUsed();
    std::vector<std::thread> threads;
    for (int t = 0; t < Threads; ++t) {
        threads.emplace_back([t, &results] {
            for (int k = 0; k < Count; ++k) {
                const int i = (k * 7 + t * 13) % Count;
                results[t][i] = numbered(1000 + i).toEasingCurve();
            }
        });
    }
    for (std::thread &thread : threads)
        thread.join();
    QCOMPARE(easingCurvePoolUsed(), before + Count);
    for (int i = 0; i < Count; ++i) {
        for (int t = 1; t < Threads; ++t)
            QCOMPARE(results[t][i], results[0][i]);
        QCOMPARE(results[0][i].valueForProgress(0.42), numbered(1000 + i).valueForProgress(0.42));
    }
}

void tst_Easing::poolExhaustion()
{
    // Issue 15: eight threads fill the pool at once, each with easings of its own, until it
    // is full; the few that race past it get the fallback.
    constexpr int Threads = 8;
    // A spring's shape, in the pool before it is full (see the tiny one below).
    const Spring tinySpring =
            Spring::fromMassStiffnessDamping(9765.6242785025024, 431.37254901960841, 431.37254902380664);
    const Easing unitScale = Easing::settling(tinySpring.withStart(1, 0), 0.260784);
    QCOMPARE(unitScale.toEasingCurve().type(), QEasingCurve::Custom);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("exact easing curves are taken")));
    std::vector<std::vector<std::pair<int, QEasingCurve>>> made(Threads);
    std::vector<std::thread> threads;
    for (int t = 0; t < Threads; ++t) {
        threads.emplace_back([t, &made] {
            for (int i = 2000 + t; easingCurvePoolUsed() < easingCurvePoolCapacity(); i += Threads)
                made[t].push_back({ i, numbered(i).toEasingCurve() });
        });
    }
    for (std::thread &thread : threads)
        thread.join();
    QCOMPARE(easingCurvePoolUsed(), easingCurvePoolCapacity());
    int exact = 0;
    for (const auto &curves : made) {
        for (const auto &[i, curve] : curves) {
            if (curve.type() == QEasingCurve::Custom) {
                ++exact;
                QCOMPARE(curve.valueForProgress(0.37), numbered(i).valueForProgress(0.37));
                QCOMPARE(Easing::fromEasingCurve(curve), numbered(i));
            } else {
                QCOMPARE(curve.type(), QEasingCurve::BezierSpline);
            }
        }
    }
    QVERIFY(exact > 0);

    // Full: the documented fallback, never a wrong exact-looking curve.
    const Easing extra =
            Easing::settling(Spring::fromDampingRatio(1, 157.9, 0.1).withRestPosition(1)); // lively: a slow fit
    const QEasingCurve fallback = extra.toEasingCurve();
    QCOMPARE(fallback.type(), QEasingCurve::BezierSpline);
    QVERIFY(!Easing::fromEasingCurve(fallback).isValid()); // an approximation is no easing's curve
    const BezierApproximation approximation = BezierApproximation::fit(extra);
    QVERIFY(approximation.segmentCount() <= 10);
    for (int k = 0; k <= 200; ++k) {
        const double p = k / 200.0;
        QVERIFY(std::fabs(fallback.valueForProgress(p) - extra.valueForProgress(p))
                <= approximation.maxError() * 1.01 + 1e-9);
    }
    // Asked again, from every thread at once, it is the cached fit (issue 15: each call
    // fitted again, 0.7-1.4 s on the calling thread): equal curves, and no fit made.
    std::vector<QEasingCurve> again(Threads);
    const int fits = easingCurvePoolFits();
    QVERIFY(fits >= 1); // the one above
    threads.clear();
    for (int t = 0; t < Threads; ++t)
        threads.emplace_back([t, &again, &extra] { again[t] = extra.toEasingCurve(); });
    for (std::thread &thread : threads)
        thread.join();
    for (const QEasingCurve &curve : again)
        QCOMPARE(curve, fallback);
    QCOMPARE(easingCurvePoolFits(), fits);
    // The same shape at another start and distance shares the slot of the one in the pool
    // (issue 15: each took a slot or a fit of its own): exact to rounding, and the curve is
    // that one's.
    const Easing elsewhere = Easing::settling(
            Spring::fromDampingRatio(1, 100 + 5, 0.2 + 0.001 * 5).withStart(40, 0).withRestPosition(240));
    QVERIFY(elsewhere != numbered(5));
    const QEasingCurve shared = elsewhere.toEasingCurve();
    QCOMPARE(shared.type(), QEasingCurve::Custom);
    QCOMPARE(shared, numbered(5).toEasingCurve());
    for (int k = 1; k < 100; ++k)
        QVERIFY(std::fabs(shared.valueForProgress(k / 100.0) - elsewhere.valueForProgress(k / 100.0)) <= 1e-14);
    QCOMPARE(Easing::fromEasingCurve(shared), numbered(5));
    // The same shape from 7.3e-304: its own values there keep fewer digits than the unit
    // shape's (found by fuzz_models in CI's run, 3.7e-12 apart), so it shares no slot; any
    // curve it gets is exact to rounding, or the documented approximation.
    const Easing tiny = Easing::settling(tinySpring.withStart(7.2946821377853465e-304, 0), 0.260784);
    const QEasingCurve tinyCurve = tiny.toEasingCurve();
    for (const double q : { 0.1, 0.3, 0.5, 0.7, 0.9 }) {
        if (tinyCurve.type() == QEasingCurve::Custom) {
            QVERIFY2(std::fabs(tinyCurve.valueForProgress(q) - tiny.valueForProgress(q))
                             <= 1e-12 * std::fmax(1, std::fabs(tiny.valueForProgress(q))),
                     qPrintable(QString::number(tinyCurve.valueForProgress(q) - tiny.valueForProgress(q))));
        } else {
            QCOMPARE(tinyCurve.type(), QEasingCurve::BezierSpline);
        }
    }
    // An easing whose values would overflow gives its identity, not inf (issue 15).
    QCOMPARE(Easing::settling(Bounce::fromState(1e-310, 1, 0.5, -9.81)).toEasingCurve(),
             QEasingCurve(QEasingCurve::Linear));
    // Curves made before are untouched, and easings seen before still get their slot.
    QCOMPARE(numbered(5).toEasingCurve().type(), QEasingCurve::Custom);
    QCOMPARE(numbered(5).toEasingCurve().valueForProgress(0.3), numbered(5).valueForProgress(0.3));
    QCOMPARE(Easing::fromEasingCurve(numbered(5).toEasingCurve()), numbered(5));
}

void tst_Easing::cleanupTestCase()
{
    qInfo("QEasingCurve vs easing: largest difference %.3g; pool capacity %d", m_worstCurveError,
          easingCurvePoolCapacity());
}

void tst_Easing::sameAsLibmClamping_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::newRow("spring") << Easing::settling(
            Spring::fromDurationAndBounce(0.5, 0.3).withRestPosition(1).withStart(0, 0));
    QTest::newRow("spring, from 40 to -7 at 300/s")
            << Easing::settling(Spring::fromDurationAndBounce(0.4, 0.5).withRestPosition(-7).withStart(40, 300));
    QTest::newRow("bounce") << Easing::settling(Bounce::fromDrop(1, 0.5, -9.81));
    QTest::newRow("decay") << Easing::settling(ExponentialDecay(0, 900, 4));
}

// Easing's evaluation, written as it was before issue 16 (std::fmin/std::fmax for the
// clamping, the blend's smoothstep evaluated at every progress): the same bits.
void tst_Easing::sameAsLibmClamping()
{
    QFETCH(Easing, easing);
    QVERIFY(easing.isValid());
    const double distance = easing.endPosition() - easing.startPosition();
    const auto normalised = [&](double t) { return (easing.motion().position(t) - easing.startPosition()) / distance; };
    const double endCorrection = 1 - normalised(easing.duration());
    const auto reference = [&](double progress) {
        const double p = std::isnan(progress) ? 0 : std::fmin(1.0, std::fmax(0.0, progress));
        if (p == 0)
            return 0.0;
        if (p == 1)
            return 1.0;
        const double u = std::fmin(1.0, std::fmax(0.0, (p - (1 - Easing::BlendFraction)) / Easing::BlendFraction));
        return normalised(p * easing.duration()) + endCorrection * (u * u * (3 - 2 * u));
    };
    std::vector<double> progresses = { -0.0,
                                       0.0,
                                       1.0,
                                       -1.0,
                                       2.0,
                                       qQNaN(),
                                       HUGE_VAL,
                                       -HUGE_VAL,
                                       1 - Easing::BlendFraction,
                                       std::nextafter(1 - Easing::BlendFraction, 1.0),
                                       std::nextafter(1.0, 0.0),
                                       4.9e-324 };
    std::mt19937_64 random(16);
    std::uniform_real_distribution<double> uniform(-0.1, 1.1);
    for (int i = 0; i < 20000; ++i)
        progresses.push_back(uniform(random));
    for (const double p : progresses) {
        const double value = easing.valueForProgress(p);
        const double expected = reference(p);
        if (std::memcmp(&value, &expected, sizeof value) != 0)
            QFAIL(qPrintable(QString::asprintf("valueForProgress(%.17g) = %.17g, expected %.17g", p, value, expected)));
    }
}

QTEST_APPLESS_MAIN(tst_Easing)
#include "tst_easing.moc"
