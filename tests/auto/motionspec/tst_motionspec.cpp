// SPDX-License-Identifier: MIT
//
// The motion specification: what each spec resolves to (built here from the models'
// own factories, as the grammar and the defaults table in the docs say), printing and
// round trips, and bad specs, each with the whole message a user reads.
#include <impetus/easing.h>
#include <impetus/motionspec.h>
#include <impetus/workcounts.h>

#include <QtCore/qdatastream.h>
#include <QtCore/qjsonobject.h>
#include <QtCore/qlocale.h>
#include <QtCore/qrandom.h>
#include <QtTest/qtest.h>

#include <cmath>
#include <cstring>
#include <limits>

using namespace Impetus;

class tst_MotionSpec : public QObject
{
    Q_OBJECT

private slots:
    void resolvedOncePerChange();
    void resolves_data();
    void resolves();
    void prints_data();
    void prints();
    void roundTripsRandomMotions_data();
    void roundTripsRandomMotions();
    void roundTripsAtTheEdgeOfTheDoubles_data();
    void roundTripsAtTheEdgeOfTheDoubles();
    void easingRoundTrip_data();
    void easingRoundTrip();
    void badSpecs_data();
    void badSpecs();
    void namesWrittenByTheCaller();
    void withReplacesWhatConflicts();
    void readsBackDerivedValues();
    void between_data();
    void between();
    void placementError();
    void fromParameters();
    void settleTime();
    void readNumber();
    void iosScrollPresets_data();
    void iosScrollPresets();
};

static bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

// Equal models, and the same numbers to the last bit along the way.
static void compareMotions(const Motion &actual, const Motion &expected)
{
    QVERIFY2(actual.isValid(), qPrintable(actual.error().message()));
    QCOMPARE(actual, expected);
    for (double t : { 0.0, 0.013, 0.1, 0.37, 1.0, 3.0 }) {
        QVERIFY2(sameBits(actual.position(t), expected.position(t)), qPrintable(QString::number(t)));
        QVERIFY2(sameBits(actual.velocity(t), expected.velocity(t)), qPrintable(QString::number(t)));
    }
}

void tst_MotionSpec::resolves_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<Motion>("motion");
    // Defaults: from 100 to its end at 0, a 0.5 s critically damped spring (SwiftUI's).
    const double w = 2 * M_PI / 0.5;
    QTest::newRow("spring defaults") << "spring()" << Motion(Spring::fromDampingRatio(1, w * w, 1).withStart(100, 0));
    QTest::newRow("spring, no parentheses")
            << "spring" << Motion(Spring::fromDurationAndBounce(0.5, 0).withStart(100, 0));
    QTest::newRow("duration and bounce") << "spring(duration: 0.5, bounce: 0.3)"
                                         << Motion(Spring::fromDurationAndBounce(0.5, 0.3).withStart(100, 0));
    QTest::newRow("mass, stiffness, damping, state")
            << "spring(mass: 2, stiffness: 300, damping: 4, startPosition: -300, startVelocity: 2000, restPosition: 10)"
            << Motion(Spring::fromMassStiffnessDamping(2, 300, 4).withRestPosition(10).withStart(-300, 2000));
    QTest::newRow("stiffness and ratio") << "spring(stiffness: 700, dampingRatio: 0.9)"
                                         << Motion(Spring::fromDampingRatio(1, 700, 0.9).withStart(100, 0));
    // A negative bounce overdamps: ratio 1 / (1 + bounce).
    QTest::newRow("stiffness and bounce")
            << "spring(stiffness: 100, bounce: -0.5)" << Motion(Spring::fromDampingRatio(1, 100, 2).withStart(100, 0));
    const double w4 = 2 * M_PI / 0.4;
    QTest::newRow("duration and ratio, mass 3")
            << "spring(duration: 0.4, dampingRatio: 0.2, mass: 3)"
            << Motion(Spring::fromDampingRatio(3, w4 * w4 * 3, 0.2).withStart(100, 0));
    QTest::newRow("duration and damping") << "spring(duration: 0.4, damping: 7)"
                                          << Motion(Spring::fromMassStiffnessDamping(1, w4 * w4, 7).withStart(100, 0));
    QTest::newRow("settling duration") << "spring(settlingDuration: 1, dampingRatio: 0.5, startVelocity: -20)"
                                       << Motion(Spring::fromSettlingDuration(1, 0.5).withStart(100, -20));
    QTest::newRow("settling duration and bounce") << "spring(settlingDuration: 2, bounce: 0.25)"
                                                  << Motion(Spring::fromSettlingDuration(2, 0.75).withStart(100, 0));
    QTest::newRow("decay defaults") << "decay()" << Motion(ExponentialDecay(100, -200, 2));
    QTest::newRow("decay to an end") << "decay(lambda: 4, endPosition: 50)" << Motion(ExponentialDecay(100, -200, 4));
    QTest::newRow("decay by friction") << "decay(startPosition: 0, startVelocity: 300, friction: 0.1)"
                                       << Motion(ExponentialDecay::fromFriction(0, 300, 0.1));
    QTest::newRow("decay solved for the start velocity")
            << "decay(startPosition: 0, endPosition: 240, endVelocity: 20, duration: 0.8)"
            << Motion(ExponentialDecay::fromEndVelocity(0, 240, 20, 0.8));
    QTest::newRow("decay solved for the end velocity")
            << "decay(startPosition: 0, endPosition: 240, startVelocity: 1000, duration: 0.8)"
            << Motion(ExponentialDecay::fromStartVelocity(0, 240, 1000, 0.8));
    QTest::newRow("decay through two states")
            << "decay(startPosition: 0, startVelocity: 1000, endPosition: 240, endVelocity: 20)"
            << Motion(ExponentialDecay::fromStates(0, 1000, 240, 20));
    QTest::newRow("gravity defaults") << "gravity()" << Motion(Gravity(100, 0, -2000));
    QTest::newRow("gravity, the bounce seed's throw")
            << "gravity(startPosition: 0, startVelocity: 7, acceleration: -31)" << Motion(Gravity(0, 7, -31));
    QTest::newRow("bounce defaults") << "bounce()" << Motion(Bounce::fromDrop(100, 0.5, -2000));
    QTest::newRow("bounce launched")
            << "bounce(startPosition: 0, startVelocity: 7, restitution: 0.6, gravity: -31, maxBounces: 3)"
            << Motion(Bounce::fromLaunch(7, 0.6, -31, 3));
    QTest::newRow("fling defaults") << "fling()" << Motion(Fling::fromDistance(100, -100));
    QTest::newRow("fling by its release velocity")
            << "fling(startPosition: 0, startVelocity: 8000)" << Motion(Fling(0, 8000));
    QTest::newRow("fling, every parameter")
            << "fling(startPosition: 5, startVelocity: -300, friction: 0.02, density: 2.625, tolerance: 0.01)"
            << Motion(Fling(5, -300, 0.02, 2.625));
    QTest::newRow("fling to an end") << "fling(endPosition: 50, density: 3)"
                                     << Motion(Fling::fromDistance(100, -50, Fling::DefaultFriction, 3));
    QTest::newRow("android.fling") << "android.fling" << Motion(Fling::fromDistance(100, -100));
    QTest::newRow("android.fling thrown")
            << "android.fling(startPosition: 0, startVelocity: 8000)" << Motion(Fling(0, 8000));
    QTest::newRow("preset") << "material.standard.spatial.default"
                            << Motion(Spring::fromDampingRatio(1, 700, 0.9).withStart(100, 0));
    QTest::newRow("preset with a start velocity")
            << "swiftui.bouncy(startVelocity: -300)"
            << Motion(Spring::fromDurationAndBounce(0.5, 0.3).withStart(100, -300));
    QTest::newRow("preset, its ratio replaced by a damping")
            << "material.expressive.spatial.fast(damping: 10)"
            << Motion(Spring::fromMassStiffnessDamping(1, 800, 10).withStart(100, 0));
    QTest::newRow("whitespace and a trailing comma") << "  spring ( stiffness :700 ,\tdampingRatio:0.9 , ) "
                                                     << Motion(Spring::fromDampingRatio(1, 700, 0.9).withStart(100, 0));
    QTest::newRow("number forms") << "gravity(acceleration: -2.5E+3, startVelocity: .5, startPosition: 3.)"
                                  << Motion(Gravity(3, 0.5, -2500));
    QTest::newRow("underflow reads as the nearest double")
            << "gravity(startVelocity: 1e-320)" << Motion(Gravity(100, 1e-320, -2000));
}

void tst_MotionSpec::resolves()
{
    QFETCH(QString, spec);
    QFETCH(Motion, motion);
    const MotionSpec parsed = MotionSpec::parse(spec);
    QVERIFY2(parsed.isValid(), qPrintable(parsed.errorString()));
    compareMotions(parsed.motion(), motion);
    QString error = QStringLiteral("untouched");
    compareMotions(Motion::fromSpec(spec, &error), motion);
    QCOMPARE(error, QString());
    // What it prints reads back as the same spec and the same motion.
    QCOMPARE(MotionSpec::parse(parsed.toString()), parsed);
    compareMotions(MotionSpec::parse(parsed.toString()).motion(), motion);
}

void tst_MotionSpec::prints_data()
{
    QTest::addColumn<Motion>("motion");
    QTest::addColumn<QString>("spec");
    QTest::newRow("spring by its ratio") << Motion(Spring::fromDampingRatio(1, 700, 0.9).withStart(100, 0))
                                         << "spring(stiffness: 700, dampingRatio: 0.9)";
    QTest::newRow("spring by damping, all given")
            << Motion(Spring::fromMassStiffnessDamping(2.5, 300, 4.1).withRestPosition(0.1).withStart(0.3, -7))
            << "spring(mass: 2.5, stiffness: 300, damping: 4.1, startPosition: 0.3, startVelocity: -7, restPosition: "
               "0.1)";
    // 2 pi / 0.5, squared, in the shortest digits that read back exactly.
    QTest::newRow("SwiftUI's default") << Motion(Spring::fromDurationAndBounce(0.5, 0).withStart(100, 0))
                                       << "spring(stiffness: 157.91367041742973, dampingRatio: 1)";
    QTest::newRow("decay") << Motion(ExponentialDecay(0, 500, 3))
                           << "decay(startPosition: 0, startVelocity: 500, lambda: 3)";
    QTest::newRow("decay, default rate") << Motion(ExponentialDecay(100, -200, 2)) << "decay(startVelocity: -200)";
    QTest::newRow("gravity") << Motion(Gravity(1e-300, -0.1, -9.81))
                             << "gravity(startPosition: 1e-300, startVelocity: -0.1, acceleration: -9.81)";
    QTest::newRow("gravity, defaults") << Motion(Gravity(100, 0, -2000)) << "gravity()";
    QTest::newRow("bounce") << Motion(Bounce::fromDrop(300, 0.5, -2000, 3))
                            << "bounce(startPosition: 300, maxBounces: 3)";
    QTest::newRow("fling") << Motion(Fling(0, 8000)) << "fling(startPosition: 0, startVelocity: 8000)";
    QTest::newRow("fling, every parameter")
            << Motion(Fling(100, -300, 0.02, 2)) << "fling(startVelocity: -300, friction: 0.02, density: 2)";
    QTest::newRow("fling from a distance, its release velocity kept")
            << Motion(Fling::fromDistance(100, -100))
            << QStringLiteral("fling(startVelocity: %1)")
                       .arg(QString::number(Fling::releaseVelocity(-100, 0.015, 1), 'g',
                                            QLocale::FloatingPointShortest));
    QTest::newRow("bounce, negative zero kept")
            << Motion(Bounce::fromState(100, -0.0, 0.5, -2000)) << "bounce(startVelocity: -0)";
}

void tst_MotionSpec::prints()
{
    QFETCH(Motion, motion);
    QFETCH(QString, spec);
    QCOMPARE(motion.toSpec(), spec);
    const Motion read = Motion::fromSpec(spec);
    compareMotions(read, motion);
    QVERIFY(sameBits(read.velocity(0), motion.velocity(0)));
}

// Random motions of every model and regime, over many magnitudes: printed and read back,
// each is the same motion bit for bit.
void tst_MotionSpec::roundTripsRandomMotions_data()
{
    QTest::addColumn<int>("model");
    QTest::newRow("spring") << int(Motion::Type::Spring);
    QTest::newRow("decay") << int(Motion::Type::ExponentialDecay);
    QTest::newRow("gravity") << int(Motion::Type::Gravity);
    QTest::newRow("bounce") << int(Motion::Type::Bounce);
    QTest::newRow("fling") << int(Motion::Type::Fling);
}

void tst_MotionSpec::roundTripsRandomMotions()
{
    QFETCH(int, model);
    QRandomGenerator random(20261123 + model);
    const auto magnitude = [&](double low, double high) {
        return std::exp2(low + (high - low) * random.generateDouble()) * (1 + random.generateDouble());
    };
    const auto signedValue = [&](double low, double high) {
        return (random.bounded(2) ? 1 : -1) * magnitude(low, high);
    };
    int checked = 0;
    for (int i = 0; i < 2000; ++i) {
        Motion motion;
        switch (Motion::Type(model)) {
        case Motion::Type::Spring: {
            const double mass = magnitude(-20, 20);
            const double stiffness = magnitude(-20, 20);
            Spring spring;
            switch (random.bounded(4)) {
            case 0:
                spring = Spring::fromMassStiffnessDamping(mass, stiffness, magnitude(-30, 30));
                break;
            case 1:
                spring = Spring::fromDampingRatio(mass, stiffness, random.generateDouble() * 3);
                break;
            case 2:
                spring = Spring::fromDurationAndBounce(magnitude(-5, 3), random.generateDouble() * 1.9 - 0.9, mass);
                break;
            default:
                spring = Spring::fromDampingRatio(mass, stiffness, 1);
                break;
            }
            motion =
                    spring.withRestPosition(signedValue(-10, 10)).withStart(signedValue(-10, 10), signedValue(-10, 12));
            break;
        }
        case Motion::Type::ExponentialDecay:
            motion = random.bounded(2)
                    ? ExponentialDecay(signedValue(-10, 10), signedValue(-10, 12), magnitude(-10, 5))
                    : ExponentialDecay::fromEndVelocity(0, magnitude(0, 10), magnitude(-5, 5), magnitude(-3, 2));
            break;
        case Motion::Type::Gravity:
            motion = Gravity(signedValue(-10, 10), signedValue(-10, 12), signedValue(-5, 15));
            break;
        case Motion::Type::Fling:
            motion = Fling(signedValue(-10, 10), signedValue(-10, 14), magnitude(-12, 2), magnitude(-3, 3));
            break;
        default:
            motion = Bounce::fromState(magnitude(-10, 10), signedValue(-10, 10), random.generateDouble(),
                                       -magnitude(-5, 15), int(random.bounded(6)) - 1);
            break;
        }
        if (!motion.isValid())
            continue;
        const QString spec = motion.toSpec();
        QString error;
        const Motion read = Motion::fromSpec(spec, &error);
        QVERIFY2(error.isEmpty(), qPrintable(spec + QLatin1String(": ") + error));
        QVERIFY2(read == motion, qPrintable(spec));
        for (double t : { 0.0, 0.01, 0.5, 2.0 }) {
            QVERIFY2(sameBits(read.position(t), motion.position(t)), qPrintable(spec));
            QVERIFY2(sameBits(read.velocity(t), motion.velocity(t)), qPrintable(spec));
        }
        ++checked;
    }
    QVERIFY(checked > 1500);
}

void tst_MotionSpec::roundTripsAtTheEdgeOfTheDoubles_data()
{
    QTest::addColumn<Motion>("motion");
    const double most = std::numeric_limits<double>::max();
    // Valid springs whose mass x stiffness, or the damping a ratio of 1 would give, leave the
    // doubles (found by fuzz_models: their specs were refused).
    QTest::newRow("m = k = c = max") << Motion(Spring::fromMassStiffnessDamping(most, most, most).withStart(1, 0));
    QTest::newRow("m = k = 1e308, undamped")
            << Motion(Spring::fromMassStiffnessDamping(1e308, 1e308, 0).withStart(0, 1));
    QTest::newRow("m = k = 1e200, ratio 0.5") << Motion(Spring::fromDampingRatio(1e200, 1e200, 0.5).withStart(2, -3));
    QTest::newRow("tiny m, k") << Motion(Spring::fromMassStiffnessDamping(5e-324, 5e-324, 1e-323).withStart(1, 0));
}

void tst_MotionSpec::roundTripsAtTheEdgeOfTheDoubles()
{
    QFETCH(Motion, motion);
    QVERIFY2(motion.isValid(), qPrintable(motion.error().message()));
    QString error;
    const Motion read = Motion::fromSpec(motion.toSpec(), &error);
    QVERIFY2(error.isEmpty(), qPrintable(motion.toSpec() + QLatin1String(": ") + error));
    QCOMPARE(read, motion);
    QCOMPARE(Motion::fromJson(motion.toJson()), motion);
    QByteArray bytes;
    {
        QDataStream out(&bytes, QIODevice::WriteOnly);
        out << motion;
    }
    QDataStream in(bytes);
    Motion streamed;
    in >> streamed;
    QCOMPARE(streamed, motion);
}

void tst_MotionSpec::easingRoundTrip_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::addColumn<QString>("spec");
    QTest::newRow("settling") << Easing::settling(Spring::fromDampingRatio(1, 700, 0.9).withStart(100, 0))
                              << "spring(stiffness: 700, dampingRatio: 0.9)";
    QTest::newRow("settling, tolerance") << Easing::settling(Spring::fromDampingRatio(1, 700, 0.9).withStart(100, 0),
                                                             0.01)
                                         << "spring(stiffness: 700, dampingRatio: 0.9, tolerance: 0.01)";
    QTest::newRow("gravity onto the floor") << Easing::reaching(Gravity(100, 0, -2000), 0) << "gravity()";
    QTest::newRow("gravity onto a mark") << Easing::reaching(Gravity(0, 0, 9.81), 2)
                                         << "gravity(startPosition: 0, acceleration: 9.81, reach: 2)";
    QTest::newRow("decay past a mark") << Easing::reaching(ExponentialDecay(0, 500, 2), 200)
                                       << "decay(startPosition: 0, startVelocity: 500, reach: 200)";
    QTest::newRow("bounce") << Easing::settling(Bounce::fromDrop(100, 0.5, -2000)) << "bounce()";
}

void tst_MotionSpec::easingRoundTrip()
{
    QFETCH(Easing, easing);
    QFETCH(QString, spec);
    QVERIFY(easing.isValid());
    QCOMPARE(easing.toSpec(), spec);
    QString error = QStringLiteral("untouched");
    const Easing read = Easing::fromSpec(spec, &error);
    QCOMPARE(error, QString());
    QCOMPARE(read, easing);
    QVERIFY(sameBits(read.duration(), easing.duration()));
    for (double p : { 0.0, 0.1, 0.5, 0.9, 1.0 })
        QVERIFY(sameBits(read.valueForProgress(p), easing.valueForProgress(p)));
}

void tst_MotionSpec::badSpecs_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QString>("message");
    const QString springTakes =
            QStringLiteral("mass, stiffness, duration, settlingDuration, damping, dampingRatio, bounce, "
                           "startPosition, startVelocity, restPosition, tolerance");
    // Grammar
    QTest::newRow("empty")
            << ""
            << "column 1: expected a model (spring, decay, gravity, bounce or fling) or a preset name, but got "
               "the end of the spec";
    QTest::newRow("blank")
            << "   "
            << "column 4: expected a model (spring, decay, gravity, bounce or fling) or a preset name, but got "
               "the end of the spec";
    QTest::newRow("no name")
            << "(stiffness: 1)"
            << "column 1: expected a model (spring, decay, gravity, bounce or fling) or a preset name, but got '('";
    QTest::newRow("unknown model") << "springy()"
                                   << "column 1: unknown model or preset 'springy': expected spring, decay, gravity, "
                                      "bounce or fling, or a preset (impetus presets lists them)";
    QTest::newRow("misspelt preset") << "material.standard.spatial.defualt"
                                     << "column 1: unknown model or preset 'material.standard.spatial.defualt': "
                                        "expected spring, decay, gravity, "
                                        "bounce or fling, or a preset (impetus presets lists them)";
    QTest::newRow("model in capitals")
            << "Spring()"
            << "column 1: unknown model or preset 'Spring': expected spring, decay, gravity, "
               "bounce or fling, or a preset (impetus presets lists them)";
    QTest::newRow("unclosed") << "spring("
                              << "column 8: expected a parameter name or ')', but got the end of the spec";
    QTest::newRow("unclosed after a value")
            << "spring(stiffness: 100"
            << "column 22: expected ',' or ')' after the value of stiffness, but got the end of the spec";
    QTest::newRow("no colon") << "spring(stiffness)"
                              << "column 17: expected ':' after stiffness, but got ')'";
    QTest::newRow("no colon before the value") << "spring(stiffness 100)"
                                               << "column 18: expected ':' after stiffness, but got '100'";
    QTest::newRow("equals sign") << "spring(stiffness=100)"
                                 << "column 17: expected ':' after stiffness, but got '='";
    QTest::newRow("no value") << "spring(stiffness: )"
                              << "column 19: stiffness must be a decimal number, but got ')'";
    QTest::newRow("word for a value") << "spring(stiffness: abc)"
                                      << "column 19: stiffness must be a decimal number, but got 'abc'";
    QTest::newRow("nan") << "spring(stiffness: nan)"
                         << "column 19: stiffness must be a decimal number, but got 'nan'";
    QTest::newRow("infinity") << "spring(stiffness: inf)"
                              << "column 19: stiffness must be a decimal number, but got 'inf'";
    QTest::newRow("overflow") << "spring(stiffness: 1e400)"
                              << "column 19: stiffness must be within the range of doubles, but got 1e400";
    QTest::newRow("decimal comma") << "spring(stiffness: 1,5)"
                                   << "column 21: expected a parameter name or ')', but got '5'";
    QTest::newRow("hexadecimal") << "spring(stiffness: 0x10)"
                                 << "column 20: expected ',' or ')' after the value of stiffness, but got 'x10'";
    QTest::newRow("quoted value") << "spring(stiffness: \"700\")"
                                  << "column 19: stiffness must be a decimal number, but got '\"'";
    QTest::newRow("lone comma") << "spring(,)"
                                << "column 8: expected a parameter name or ')', but got ','";
    QTest::newRow("trailing text") << "spring(stiffness: 100) extra"
                                   << "column 24: unexpected 'extra' after the end of the spec";
    QTest::newRow("two specs") << "spring() bounce()"
                               << "column 10: unexpected 'bounce' after the end of the spec";
    // Names
    QTest::newRow("misspelt parameter") << "spring(stiffnes: 100)"
                                        << "column 8: unknown parameter 'stiffnes' for a spring (it takes "
                    + springTakes + ")";
    QTest::newRow("another model's parameter")
            << "spring(lambda: 2)"
            << "column 8: unknown parameter 'lambda' for a spring (it takes " + springTakes + ")";
    QTest::newRow("the tool's old name") << "spring(x0: 1)"
                                         << "column 8: unknown parameter 'x0' for a spring (it takes " + springTakes
                    + ")";
    QTest::newRow("gravity has no tolerance") << "gravity(tolerance: 0.01)"
                                              << "column 9: unknown parameter 'tolerance' for a gravity (it takes "
                                                 "startPosition, startVelocity, acceleration, reach)";
    QTest::newRow("preset of a spring") << "swiftui.bouncy(lambda: 1)"
                                        << "column 16: unknown parameter 'lambda' for a spring (it takes " + springTakes
                    + ")";
    QTest::newRow("twice") << "spring(stiffness: 100, stiffness: 200)"
                           << "column 24: stiffness is given twice (first at column 8)";
    QTest::newRow("damping and ratio")
            << "spring(damping: 4, dampingRatio: 0.5)"
            << "column 20: dampingRatio cannot be given with damping (column 8): both set the same quantity";
    QTest::newRow("stiffness and duration")
            << "spring(stiffness: 100, duration: 0.5)"
            << "column 24: duration cannot be given with stiffness (column 8): both set the same quantity";
    QTest::newRow("bounce and ratio")
            << "spring(bounce: 0.3, dampingRatio: 0.5)"
            << "column 21: dampingRatio cannot be given with bounce (column 8): both set the same quantity";
    QTest::newRow("settling duration and damping")
            << "spring(settlingDuration: 1, damping: 3)"
            << "column 29: damping cannot be given with settlingDuration (column 8): both set the same quantity";
    QTest::newRow("lambda and friction")
            << "decay(lambda: 2, friction: 0.5)"
            << "column 18: friction cannot be given with lambda (column 7): both set the same quantity";
    QTest::newRow("lambda and a solve")
            << "decay(lambda: 2, duration: 1)"
            << "column 18: duration cannot be given with lambda (column 7): both set the same quantity";
    // Values
    QTest::newRow("stiffness") << "spring(stiffness: -1)"
                               << "column 8: stiffness must be > 0, but got -1";
    QTest::newRow("underflow to zero") << "spring(stiffness: 1e-400)"
                                       << "column 8: stiffness must be > 0, but got 0";
    QTest::newRow("mass") << "spring(mass: 0)"
                          << "column 8: mass must be > 0, but got 0";
    QTest::newRow("damping ratio") << "spring(dampingRatio: -0.5)"
                                   << "column 8: dampingRatio must be >= 0, but got -0.5";
    QTest::newRow("damping ratio too large") << "spring(stiffness: 1, dampingRatio: 1e101)"
                                             << "column 22: dampingRatio must be <= 1e100, but got 1e+101";
    QTest::newRow("bounce above 1") << "spring(bounce: 1.5)"
                                    << "column 8: bounce must be in (-1, 1], but got 1.5";
    QTest::newRow("bounce -1") << "spring(stiffness: 100, bounce: -1)"
                               << "column 24: bounce must be in (-1, 1], but got -1";
    // When two are wrong, the one a factory checks first is named (the stiffness and mass,
    // then the bounce, then the rest).
    QTest::newRow("stiffness before bounce") << "spring(stiffness: -1, bounce: 2)"
                                             << "column 8: stiffness must be > 0, but got -1";
    QTest::newRow("mass before bounce") << "spring(mass: -1, stiffness: 10, bounce: 2)"
                                        << "column 8: mass must be > 0, but got -1";
    QTest::newRow("bounce before settling duration") << "spring(settlingDuration: -1, bounce: 2)"
                                                     << "column 30: bounce must be in (-1, 1], but got 2";
    QTest::newRow("duration before damping ratio") << "spring(duration: 0, dampingRatio: -1)"
                                                   << "column 8: duration must be > 0, but got 0";
    QTest::newRow("bounce with a duration") << "spring(duration: 1, bounce: 3)"
                                            << "column 21: bounce must be in (-1, 1], but got 3";
    QTest::newRow("duration") << "spring(duration: 0)"
                              << "column 8: duration must be > 0, but got 0";
    QTest::newRow("settling duration") << "spring(settlingDuration: -1, dampingRatio: 0.5)"
                                       << "column 8: settlingDuration must be > 0, but got -1";
    QTest::newRow("settling undamped") << "spring(settlingDuration: 1, dampingRatio: 0)"
                                       << "column 29: dampingRatio must be > 0, but got 0";
    QTest::newRow("tolerance 0") << "spring(tolerance: 0)"
                                 << "column 8: tolerance must be in (0, 1), but got 0";
    QTest::newRow("tolerance 1") << "bounce(tolerance: 1)"
                                 << "column 8: tolerance must be in (0, 1), but got 1";
    QTest::newRow("start far from rest") << "spring(startPosition: 1e308, restPosition: -1e308)"
                                         << "column 8: startPosition - restPosition must be finite, but got inf";
    QTest::newRow("friction 0") << "decay(friction: 0)"
                                << "column 7: friction must be > 0, but got 0";
    QTest::newRow("friction above 1 to an end")
            << "decay(friction: 2)"
            << "column 7: friction must be < 1 for the decay to come to rest at endPosition, but got 2";
    QTest::newRow("negative lambda to an end")
            << "decay(lambda: -1)"
            << "column 7: lambda must be > 0 for the decay to come to rest at endPosition, but got -1";
    QTest::newRow("duration without an end") << "decay(duration: 1)"
                                             << "endPosition must be given with duration";
    QTest::newRow("one of three")
            << "decay(endPosition: 10, duration: 1)"
            << "column 7: endPosition needs exactly two of startVelocity, endVelocity and duration, but got 1";
    QTest::newRow("three of three")
            << "decay(endPosition: 10, startVelocity: 5, endVelocity: 1, duration: 1)"
            << "column 7: endPosition needs exactly two of startVelocity, endVelocity and duration, but got 3";
    QTest::newRow("start velocity and end")
            << "decay(startVelocity: 5, endPosition: 10)"
            << "column 25: endPosition cannot be given with startVelocity and a decay rate: the rate and the start "
               "velocity say where it ends (or give duration or endVelocity to solve for the rate)";
    QTest::newRow("end velocity of the wrong sign")
            << "decay(startPosition: 0, endPosition: 240, endVelocity: -20, duration: 0.8)"
            << "column 43: endVelocity must be of the same sign as endPosition - startPosition, but got -20";
    QTest::newRow("bounce gravity up") << "bounce(gravity: 10)"
                                       << "column 8: gravity must be < 0, but got 10";
    QTest::newRow("restitution") << "bounce(restitution: 1.5)"
                                 << "column 8: restitution must be in [0, 1], but got 1.5";
    QTest::newRow("restitution below the resolution of time")
            << "bounce(restitution: 1e-13)"
            << "column 8: restitution must be 0 or >= 1e-12, but got 1e-13";
    QTest::newRow("fractional bounces")
            << "bounce(maxBounces: 2.5)"
            << "column 8: maxBounces must be an integer >= 0 (or -1 for no limit), but got 2.5";
    QTest::newRow("bounces below -1")
            << "bounce(maxBounces: -2)"
            << "column 8: maxBounces must be an integer >= 0 (or -1 for no limit), but got -2";
    QTest::newRow("height below the ground") << "bounce(startPosition: -1)"
                                             << "column 8: startPosition must be >= 0, but got -1";
    QTest::newRow("fling friction") << "fling(startVelocity: 100, friction: 0)"
                                    << "column 27: friction must be > 0, but got 0";
    QTest::newRow("fling friction, to an end") << "fling(friction: -0.5)"
                                               << "column 7: friction must be > 0, but got -0.5";
    QTest::newRow("fling density") << "fling(density: -1)"
                                   << "column 7: density must be > 0, but got -1";
    QTest::newRow("fling, a velocity and an end")
            << "fling(startVelocity: 10, endPosition: 5)"
            << "column 26: endPosition cannot be given with startVelocity (column 7): both set the same quantity";
    QTest::newRow("fling, another model's parameter")
            << "fling(lambda: 2)"
            << "column 7: unknown parameter 'lambda' for a fling (it takes startPosition, startVelocity, friction, "
               "density, endPosition, tolerance)";
    QTest::newRow("fling past the doubles")
            << "fling(startVelocity: 1e308)"
            << "column 7: startVelocity must be small enough for a finite distance, but got 1e+308";
    QTest::newRow("fling to an end past the doubles")
            << "fling(startPosition: -1e308, endPosition: 1e308)"
            << "column 30: endPosition - startPosition must be finite, but got inf";
    QTest::newRow("fling tolerance") << "fling(tolerance: 1)"
                                     << "column 7: tolerance must be in (0, 1), but got 1";
}

void tst_MotionSpec::badSpecs()
{
    QFETCH(QString, spec);
    QFETCH(QString, message);
    const MotionSpec parsed = MotionSpec::parse(spec);
    QVERIFY(!parsed.isValid());
    QCOMPARE(parsed.errorString(), message);
    QVERIFY(parsed.motion().isNull());
    QString error;
    QVERIFY(Motion::fromSpec(spec, &error).isNull());
    QCOMPARE(error, message);
    QVERIFY(!Easing::fromSpec(spec, &error).isValid());
    QCOMPARE(error, message);
}

// A front end writes the names its own way; words that are not names stay as they are.
void tst_MotionSpec::namesWrittenByTheCaller()
{
    const auto option = [](const QString &name) {
        QString option = QStringLiteral("--");
        for (QChar c : name)
            option += c.isUpper() ? QLatin1Char('-') + c.toLower() : QString(c);
        return option;
    };
    QCOMPARE(MotionSpec::parse(u"spring(dampingRatio: -1)").errorString(option),
             QStringLiteral("column 8: --damping-ratio must be >= 0, but got -1"));
    QCOMPARE(MotionSpec::parse(u"decay(startPosition: 0, endPosition: 240, endVelocity: -20, duration: 0.8)")
                     .errorString(option),
             QStringLiteral("column 43: --end-velocity must be of the same sign as --end-position - --start-position, "
                            "but got -20"));
    QCOMPARE(MotionSpec::parse(u"bounce(gravity: 1)").errorString(option),
             QStringLiteral("column 8: --gravity must be < 0, but got 1"));
    QCOMPARE(MotionSpec::parse(u"spring(bounce: 0.3, damping: 1)").errorString(option),
             QStringLiteral(
                     "column 21: --damping cannot be given with --bounce (column 8): both set the same quantity"));
    // "a spring", "a decay rate" are words, not names.
    QCOMPARE(MotionSpec::parse(u"spring(lambda: 1)").errorString(option).left(50),
             QStringLiteral("column 8: unknown parameter 'lambda' for a spring "));
}

// Writing one parameter after another: the later replaces those it cannot be combined
// with, whatever the order (the rule of every property-based front end).
void tst_MotionSpec::withReplacesWhatConflicts()
{
    MotionSpec spec(Motion::Type::Spring);
    spec = spec.with(u"dampingRatio", 0.3).with(u"stiffness", 200).with(u"damping", 4);
    QVERIFY(!spec.has(u"dampingRatio"));
    QCOMPARE(spec.toString(), QStringLiteral("spring(stiffness: 200, damping: 4)"));
    compareMotions(spec.motion(), Spring::fromMassStiffnessDamping(1, 200, 4).withStart(100, 0));
    spec = spec.with(u"mass", 2); // damping kept, as written
    compareMotions(spec.motion(), Spring::fromMassStiffnessDamping(2, 200, 4).withStart(100, 0));
    spec = spec.with(u"bounce", 0.2).with(u"duration", 0.3);
    QCOMPARE(spec.toString(), QStringLiteral("spring(mass: 2, bounce: 0.2, duration: 0.3)"));
    compareMotions(spec.motion(), Spring::fromDurationAndBounce(0.3, 0.2, 2).withStart(100, 0));
    spec = spec.without(u"bounce");
    QCOMPARE(spec.toString(), QStringLiteral("spring(mass: 2, duration: 0.3)"));
    const MotionSpec unknown = spec.with(u"lambda", 1);
    QVERIFY(!unknown.isValid());
    QVERIFY(unknown.errorString().startsWith(QLatin1String("unknown parameter 'lambda' for a spring")));
    QCOMPARE(MotionSpec(Motion::Type::ExponentialDecay).with(u"friction", 0.5).with(u"lambda", 3).toString(),
             QStringLiteral("decay(lambda: 3)"));
}

void tst_MotionSpec::readsBackDerivedValues()
{
    const MotionSpec spring = MotionSpec::parse(u"spring(duration: 0.5, bounce: 0.3, mass: 2)");
    const double w = 2 * M_PI / 0.5;
    QCOMPARE(spring.value(u"stiffness"), w * w * 2);
    QCOMPARE(spring.value(u"dampingRatio"), 0.7);
    QCOMPARE(spring.value(u"damping"), 2 * 0.7 * std::sqrt(w * w * 2 * 2));
    QCOMPARE(spring.value(u"duration"), 0.5);
    QCOMPARE(spring.value(u"bounce"), 0.3);
    QCOMPARE(spring.value(u"startPosition"), 100.0);
    QCOMPARE(spring.value(u"tolerance"), 1e-3);
    QVERIFY(std::isnan(spring.value(u"lambda")));
    QVERIFY(std::isnan(spring.value(u"nonsense")));
    // Overdamped: ratio 1 / (1 + bounce) reads back as the bounce.
    QCOMPARE(MotionSpec::parse(u"spring(stiffness: 100, dampingRatio: 2)").value(u"bounce"), -0.5);
    // The settling duration it was made from (the envelope falls to 1e-3).
    QCOMPARE(MotionSpec::parse(u"spring(settlingDuration: 1.5, dampingRatio: 0.4)").value(u"settlingDuration"), 1.5);
    QVERIFY(std::fabs(MotionSpec::parse(u"spring(stiffness: 100, dampingRatio: 0.5)").value(u"settlingDuration")
                      - std::log(1000) / (0.5 * 10))
            <= 1e-15);
    QCOMPARE(MotionSpec::parse(u"decay(friction: 0.25, startVelocity: 10)").value(u"lambda"), -std::log(0.25));
    QCOMPARE(MotionSpec::parse(u"decay(lambda: 4)").value(u"startVelocity"), -400.0);
    QCOMPARE(MotionSpec::parse(u"decay(lambda: 4)").value(u"endPosition"), 0.0);
    // What a solve was not given, from the factories that solve it.
    double vT = 0, T = 0;
    ExponentialDecay::fromStartVelocity(0, 240, 1000, 0.8, &vT);
    ExponentialDecay::fromStates(0, 1000, 240, 20, &T);
    QCOMPARE(MotionSpec::parse(u"decay(startPosition: 0, endPosition: 240, startVelocity: 1000, duration: 0.8)")
                     .value(u"endVelocity"),
             vT);
    QCOMPARE(MotionSpec::parse(u"decay(startPosition: 0, startVelocity: 1000, endPosition: 240, endVelocity: 20)")
                     .value(u"duration"),
             T);
    QCOMPARE(MotionSpec::parse(u"decay(startVelocity: 5, lambda: 1)").value(u"endVelocity"), 0.0);
    QVERIFY(std::isnan(
            MotionSpec::parse(u"decay(startVelocity: 5, lambda: -1)").value(u"endVelocity"))); // grows for ever
    QVERIFY(std::isnan(MotionSpec::parse(u"decay(startVelocity: 5, lambda: 1)").value(u"duration")));
    const MotionSpec fling = MotionSpec::parse(u"fling(density: 2)");
    QCOMPARE(fling.value(u"startVelocity"), Fling::releaseVelocity(-100, Fling::DefaultFriction, 2));
    QCOMPARE(fling.value(u"endPosition"), Fling::fromDistance(100, -100, Fling::DefaultFriction, 2).finalPosition());
    QCOMPARE(fling.value(u"friction"), 0.015);
    QCOMPARE(fling.value(u"density"), 2.0);
    QCOMPARE(MotionSpec::parse(u"fling(startPosition: 0, startVelocity: 8000)").value(u"endPosition"),
             Fling(0, 8000).finalPosition());
    QCOMPARE(MotionSpec::parse(u"bounce()").value(u"gravity"), -2000.0);
    QCOMPARE(MotionSpec::parse(u"bounce()").value(u"maxBounces"), -1.0);
    // Invalid: as written, or the default.
    const MotionSpec bad = MotionSpec::parse(u"spring(stiffness: -5)");
    QCOMPARE(bad.value(u"stiffness"), -5.0);
    QCOMPARE(bad.value(u"mass"), 1.0);
}

// A spec applied to a move from a start to an end value, as the animations and widgets do:
// the model of each component, built here from the factories with the documented rules.
void tst_MotionSpec::between_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("end");
    QTest::addColumn<double>("velocity");
    QTest::addColumn<double>("share");
    QTest::addColumn<Motion>("motion");
    QTest::addColumn<double>("origin");
    QTest::addColumn<double>("direction");
    const Spring bouncy = Spring::fromDurationAndBounce(0.5, 0.3);
    QTest::newRow("spring") << "swiftui.bouncy(startPosition: 7, restPosition: 9)" << 10.0 << 300.0 << -50.0 << 1.0
                            << Motion(bouncy.withRestPosition(300).withStart(10, -50)) << 0.0 << 1.0;
    // The spec's lambda 2: a slow component starts again with lambda * distance...
    QTest::newRow("decay from rest") << "decay()" << 0.0 << 300.0 << 0.0 << 1.0 << Motion(ExponentialDecay(0, 600, 2))
                                     << 0.0 << 1.0;
    // ...a fast one keeps its velocity with the steeper rate v / d.
    QTest::newRow("decay keeps a fast velocity")
            << "decay()" << 0.0 << 300.0 << 1500.0 << 1.0 << Motion(ExponentialDecay(0, 1500, 5)) << 0.0 << 1.0;
    QTest::newRow("gravity") << "gravity(acceleration: -1000)" << 0.0 << 300.0 << 0.0 << 0.5
                             << Motion(Gravity(0, 0, 500)) << 0.0 << 1.0;
    QTest::newRow("gravity downwards") << "gravity()" << 300.0 << 0.0 << 0.0 << 1.0 << Motion(Gravity(300, 0, -2000))
                                       << 0.0 << 1.0;
    // A ball dropped from the start onto the end, heights measured from the end.
    QTest::newRow("bounce") << "bounce(restitution: 0.6)" << 0.0 << 300.0 << 0.0 << 1.0
                            << Motion(Bounce::fromDrop(300, 0.6, -2000)) << 300.0 << -1.0;
    // A fling comes to rest on the end at its duration: from rest, or too slow, or the wrong
    // way, released at the velocity the distance asks at the spec's friction...
    const Fling toEnd = Fling::fromDistance(0, 300);
    QTest::newRow("fling from rest") << "fling()" << 0.0 << 300.0 << 0.0 << 1.0 << Motion(toEnd) << 0.0 << 1.0;
    QTest::newRow("fling, too slow") << "android.fling" << 0.0 << 300.0 << 10.0 << 1.0 << Motion(toEnd) << 0.0 << 1.0;
    QTest::newRow("fling, the wrong way") << "fling()" << 0.0 << 300.0 << -500.0 << 1.0 << Motion(toEnd) << 0.0 << 1.0;
    // ...a fast one leaves with its velocity (released at v / 0.8254) and brakes harder.
    const double release = 3000 / Fling::StartVelocityRatio;
    QTest::newRow("fling keeps a fast velocity")
            << "fling(density: 2)" << 0.0 << 300.0 << 3000.0 << 1.0
            << Motion(Fling(0, release, Fling::frictionForDistance(release, 300, 2), 2)) << 0.0 << 1.0;
    QTest::newRow("fling keeps a fast velocity, downwards")
            << "fling()" << 300.0 << -200.0 << -8000.0 << 1.0
            << Motion(Fling(300, -8000 / Fling::StartVelocityRatio,
                            Fling::frictionForDistance(-8000 / Fling::StartVelocityRatio, -500, 1), 1))
            << 0.0 << 1.0;
    QTest::newRow("bounce thrown up, half the gravity")
            << "bounce()" << 300.0 << 100.0 << 40.0 << 0.5 << Motion(Bounce::fromState(200, 40, 0.5, -1000)) << 100.0
            << 1.0;
}

void tst_MotionSpec::between()
{
    QFETCH(QString, spec);
    QFETCH(double, start);
    QFETCH(double, end);
    QFETCH(double, velocity);
    QFETCH(double, share);
    QFETCH(Motion, motion);
    QFETCH(double, origin);
    QFETCH(double, direction);
    const MotionSpec::Placement placement = MotionSpec::parse(spec).between(start, end, velocity, share);
    compareMotions(placement.motion, motion);
    QCOMPARE(placement.origin, origin);
    QCOMPARE(placement.direction, direction);
    // It starts where it was, and settles (or lands) on the end.
    QCOMPARE(placement.origin + placement.direction * placement.motion.position(0), start);
    if (std::isfinite(placement.arrival))
        QCOMPARE(placement.origin + placement.direction * placement.motion.position(placement.arrival), end);
    else
        QCOMPARE(placement.origin + placement.direction * placement.motion.finalPosition(), end);
}

void tst_MotionSpec::placementError()
{
    QCOMPARE(MotionSpec::parse(u"gravity(acceleration: 9.81)").placementError(),
             QStringLiteral("column 9: acceleration must be < 0 (towards the end), but got 9.81"));
    QVERIFY(MotionSpec::parse(u"gravity(acceleration: 9.81)").isValid()); // a valid motion all the same
    QVERIFY(MotionSpec::parse(u"gravity(acceleration: 9.81)").between(0, 1, 0).motion.isNull());
    QCOMPARE(MotionSpec::parse(u"spring(mass: -1)").placementError(),
             QStringLiteral("column 8: mass must be > 0, but got -1"));
    QVERIFY(MotionSpec::parse(u"spring(mass: -1)").between(0, 1, 0).motion.isNull());
    QCOMPARE(MotionSpec::parse(u"bounce()").placementError(), QString());
    QCOMPARE(MotionSpec::parse(u"decay()").restingEnd(10, 100), 60.0);
    // A fling rests where Android's fling released at the velocity does, and placed there
    // it leaves with that velocity itself (braking harder than the spec's fling from it).
    const MotionSpec fling = MotionSpec::parse(u"fling(friction: 0.02)");
    QCOMPARE(fling.placementError(), QString());
    const double coast = fling.restingEnd(10, 8000);
    QCOMPARE(coast, Fling(10, 8000, 0.02).finalPosition());
    const MotionSpec::Placement placed = fling.between(10, coast, 8000);
    QVERIFY(std::fabs(placed.motion.velocity(0) - 8000) <= 1e-12);
    QVERIFY(std::fabs(placed.motion.finalPosition() - coast) <= 1e-12 * coast);
    QCOMPARE(placed.arrival, placed.motion.model<Fling>()->duration());
    QVERIFY(placed.motion.model<Fling>()->friction() > 0.02);
    QCOMPARE(fling.restingEnd(10, 0), 10.0);
    QVERIFY(std::isnan(MotionSpec::parse(u"spring()").restingEnd(10, 100)));
}

// Parameters one by one, by the rules of the text between the parentheses.
void tst_MotionSpec::fromParameters()
{
    using List = QList<std::pair<QString, double>>;
    const MotionSpec spec = MotionSpec::fromParameters(
            Motion::Type::Spring,
            List{ { QStringLiteral("stiffness"), 700 }, { QStringLiteral("dampingRatio"), 0.9 } });
    QCOMPARE(spec, MotionSpec::parse(u"spring(stiffness: 700, dampingRatio: 0.9)"));
    QCOMPARE(MotionSpec::fromParameters(Motion::Type::Spring,
                                        List{ { QStringLiteral("damping"), 1 }, { QStringLiteral("bounce"), 0.1 } })
                     .errorString(),
             QStringLiteral("bounce cannot be given with damping: both set the same quantity"));
    QCOMPARE(MotionSpec::fromParameters(
                     Motion::Type::Gravity,
                     List{ { QStringLiteral("acceleration"), 1 }, { QStringLiteral("acceleration"), 2 } })
                     .errorString(),
             QStringLiteral("acceleration is given twice"));
    QCOMPARE(MotionSpec::fromParameters(Motion::Type::Bounce, List{ { QStringLiteral("height"), 1 } }).errorString(),
             QStringLiteral("unknown parameter 'height' for a bounce (it takes startPosition, startVelocity, gravity, "
                            "restitution, maxBounces, tolerance)"));
    QCOMPARE(MotionSpec::fromParameters(Motion::Type::Bounce, List{ { QStringLiteral("gravity"), qInf() } })
                     .errorString(),
             QStringLiteral("gravity must be finite, but got inf"));
    QCOMPARE(MotionSpec::fromParameters(Motion::Type::None, List{}).errorString(),
             QStringLiteral("a model must be given (spring, decay, gravity, bounce or fling)"));
}

// The band is the tolerance of the distance moved; from its end, of what the start velocity
// covers in a second.
void tst_MotionSpec::settleTime()
{
    const Spring spring = Spring::fromDampingRatio(1, 700, 0.9);
    QCOMPARE(MotionSpec::parse(u"spring(stiffness: 700, dampingRatio: 0.9)").settleTime(),
             spring.withStart(100, 0).settleTime(0.1));
    QCOMPARE(MotionSpec::parse(u"spring(stiffness: 700, dampingRatio: 0.9, startPosition: 0, startVelocity: -300, "
                               u"tolerance: 0.01)")
                     .settleTime(),
             spring.withStart(0, -300).settleTime(3));
    QCOMPARE(MotionSpec::parse(u"gravity()").settleTime(), qInf());
    const Bounce bounce = Bounce::fromDrop(100, 0.5, -2000);
    QCOMPARE(MotionSpec::parse(u"bounce()").settleTime(), bounce.settleTime(0.1));
    QCOMPARE(MotionSpec::parse(u"fling(tolerance: 0.01)").settleTime(), Fling::fromDistance(100, -100).settleTime(1));
}

// A spec is resolved once when it is made, never again when it is read (issue 23: one
// SpringMotion write resolved its spec 8 times).
void tst_MotionSpec::resolvedOncePerChange()
{
    const auto since = [](const WorkCounts &before) {
        const WorkCounts now = workCounts();
        return std::pair{ now.specParses - before.specParses, now.specResolutions - before.specResolutions };
    };
    using Counts = std::pair<quint64, quint64>; // parses, resolutions
    WorkCounts before = workCounts();
    const MotionSpec spec = MotionSpec::parse(u"spring(mass: 2, dampingRatio: 0.5)");
    QCOMPARE(since(before), Counts(1, 1));
    // A preset with parameters written after it: one parse, one resolution.
    before = workCounts();
    const MotionSpec preset = MotionSpec::parse(u"swiftui.bouncy(duration: 0.3)");
    QVERIFY(preset.isValid());
    QCOMPARE(since(before), Counts(1, 1));
    // Reading it costs none.
    before = workCounts();
    for (int i = 0; i < 3; ++i) {
        QVERIFY(spec.isValid());
        QVERIFY(spec.errorString().isEmpty());
        QVERIFY(!spec.motion().isNull());
        QVERIFY(spec.settleTime() > 0);
        QVERIFY(spec.easing().isValid());
        QVERIFY(spec.placementError().isEmpty());
        QVERIFY(spec.between(0, 100, 0).arrival > 0);
        QCOMPARE(spec.value("dampingRatio"), 0.5);
    }
    QCOMPARE(since(before), Counts(0, 0));
    // Each change resolves once, valid or not; a refused name resolves nothing new.
    before = workCounts();
    const MotionSpec stiffer = spec.with("stiffness", 400);
    QCOMPARE(since(before), Counts(0, 1));
    before = workCounts();
    const MotionSpec invalid = stiffer.with("mass", -1);
    QVERIFY(!invalid.isValid());
    QVERIFY(invalid.errorString().contains(QLatin1String("mass")));
    QVERIFY(invalid.motion().isNull());
    QCOMPARE(since(before), Counts(0, 1));
    before = workCounts();
    QVERIFY(!spec.with("lambda", 2).isValid());
    QCOMPARE(since(before), Counts(0, 0));
    before = workCounts();
    QCOMPARE(stiffer.without("stiffness").motion().position(0.1), spec.motion().position(0.1));
    QCOMPARE(since(before), Counts(0, 1));
    // Several parameters at once: the same spec as with() one after the other, resolved once.
    before = workCounts();
    const QList<std::pair<QString, double>> written{ { QStringLiteral("stiffness"), 400 },
                                                     { QStringLiteral("damping"), 3 },
                                                     { QStringLiteral("mass"), 0.5 } };
    const MotionSpec all = spec.with(written);
    QCOMPARE(since(before), Counts(0, 1));
    const MotionSpec chained = spec.with("stiffness", 400).with("damping", 3).with("mass", 0.5);
    QCOMPARE(all, chained);
    QCOMPARE(all.motion(), chained.motion());
    QVERIFY(!all.has("dampingRatio")); // damping replaced it, as with()
    const MotionSpec unknown = spec.with({ { QStringLiteral("stiffness"), 400 }, { QStringLiteral("lambda"), 2 } });
    QCOMPARE(unknown.errorString(), spec.with("stiffness", 400).with("lambda", 2).errorString());
    QVERIFY(!unknown.isValid());

    // The results are the ones a fresh parse gives, to the bit.
    const MotionSpec reparsed = MotionSpec::parse(stiffer.toString());
    QCOMPARE(reparsed, stiffer);
    QCOMPARE(reparsed.motion(), stiffer.motion());
    QVERIFY(MotionSpec().errorString().contains(QLatin1String("a model must be given")));
}

void tst_MotionSpec::readNumber()
{
    double value = 7;
    QCOMPARE(MotionSpec::readNumber(u" -2.5e3 ", &value), QString());
    QCOMPARE(value, -2500.0);
    QCOMPARE(MotionSpec::readNumber(u"-1e-400", &value), QString());
    QVERIFY(value == 0 && std::signbit(value));
    for (const char16_t *bad : { u"1,500", u"", u"nan", u"inf", u"0x10", u"1e", u"--1", u"1 2" }) {
        value = 7;
        QCOMPARE(MotionSpec::readNumber(bad, &value), QStringLiteral("a decimal number"));
        QCOMPARE(value, 7.0);
    }
    QCOMPARE(MotionSpec::readNumber(u"1e400", &value), QStringLiteral("within the range of doubles"));
}

void tst_MotionSpec::iosScrollPresets_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<double>("rate");
    QTest::addColumn<double>("lambda");
    // -1000 ln r for the double r, correctly rounded (mpmath, 50 digits:
    // 2.0020026706730791315677773562649818783616796, 10.050335853501450155048046448701608339).
    QTest::newRow("normal") << QStringLiteral("ios.scroll.normal") << 0.998
                            << 2.0020026706730791315677773562649818783616796;
    QTest::newRow("fast") << QStringLiteral("ios.scroll.fast") << 0.99 << 10.050335853501450155048046448701608339;
}

// iOS's UIScrollView deceleration rates: the velocity is multiplied by r every millisecond.
void tst_MotionSpec::iosScrollPresets()
{
    QFETCH(QString, name);
    QFETCH(double, rate);
    QFETCH(double, lambda);
    const MotionSpec spec = MotionSpec::parse(name);
    QVERIFY2(spec.isValid(), qPrintable(spec.errorString()));
    const auto decay = spec.motion().model<ExponentialDecay>();
    QVERIFY(decay);
    // The exact value; the doubles' own -1000 * log(r) rounds twice and may land an ulp away
    // (it does for both rates with glibc's log).
    QCOMPARE(decay->lambda(), lambda);
    QVERIFY(std::fabs(decay->lambda() - -1000 * std::log(rate)) <= std::nextafter(lambda, HUGE_VAL) - lambda);
    for (const double v0 : { 8000.0, -250.0, 1.0 }) {
        const ExponentialDecay thrown(0, v0, decay->lambda());
        QVERIFY(std::fabs(thrown.velocity(0.001) - rate * v0) <= 1e-15 * std::fabs(v0));
        // And every further millisecond.
        QVERIFY(std::fabs(thrown.velocity(0.1) - std::pow(rate, 100) * v0) <= 1e-14 * std::fabs(v0));
    }
    // Where a flick coasts to: v0 / lambda = v0 / (-1000 ln r), iOS's projection.
    QVERIFY(std::fabs(ExponentialDecay(0, 1000, decay->lambda()).finalPosition() - 1000 / lambda) <= 1e-13);
}

QTEST_APPLESS_MAIN(tst_MotionSpec)
#include "tst_motionspec.moc"
