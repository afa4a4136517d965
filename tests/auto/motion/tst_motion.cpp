// SPDX-License-Identifier: MIT
#include <impetus/motion.h>

#include <QtCore/qdatastream.h>
#include <QtCore/qjsondocument.h>
#include <QtCore/qjsonobject.h>
#include <QtTest/qtest.h>

#include <cmath>

using namespace Impetus;

class tst_Motion : public QObject
{
    Q_OBJECT

private slots:
    void null();
    void forwards_data();
    void forwards();
    void holdsItsModel();
    void equalityAndDebug();
    void serialisation_data();
    void serialisation();
    void badJson_data();
    void badJson();
    void readsVersion1();
    void corruptStream();
};

void tst_Motion::null()
{
    const Motion motion;
    QVERIFY(motion.isNull());
    QVERIFY(!motion.isValid());
    QCOMPARE(motion.type(), Motion::Type::None);
    QCOMPARE(motion.error().message(),
             QStringLiteral("model must be set (a spring, decay, gravity, bounce or fling), but got 0"));
    QCOMPARE(motion.position(1), 0.0);
    QCOMPARE(motion.velocity(1), 0.0);
    QCOMPARE(motion.settleTime(1e-3), 0.0);
}

void tst_Motion::forwards_data()
{
    QTest::addColumn<Motion>("motion");
    QTest::addColumn<Motion::Type>("type");
    QTest::newRow("spring") << Motion(Spring::fromDampingRatio(1, 100, 0.3).withStart(1, 2)) << Motion::Type::Spring;
    QTest::newRow("decay") << Motion(ExponentialDecay(1, 200, 3)) << Motion::Type::ExponentialDecay;
    QTest::newRow("gravity") << Motion(Gravity(0, 10, -9.81)) << Motion::Type::Gravity;
    QTest::newRow("bounce") << Motion(Bounce::fromDrop(300, 0.5, -2000)) << Motion::Type::Bounce;
    QTest::newRow("fling") << Motion(Fling(10, -1500, 0.02, 2)) << Motion::Type::Fling;
}

template<typename Model> static void compareWith(const Motion &motion)
{
    const Model model = *motion.model<Model>();
    for (double t : { -1.0, 0.0, 0.01, 0.3, 2.0, 100.0 }) {
        QCOMPARE(motion.position(t), model.position(t));
        QCOMPARE(motion.velocity(t), model.velocity(t));
        QCOMPARE(motion.isAtRest(t, 0.01), model.isAtRest(t, 0.01));
    }
    QCOMPARE(motion.settleTime(0.01), model.settleTime(0.01));
    QCOMPARE(motion.finalPosition(), model.finalPosition());
    QCOMPARE(motion.isValid(), model.isValid());
}

void tst_Motion::forwards()
{
    QFETCH(Motion, motion);
    QFETCH(Motion::Type, type);
    QCOMPARE(motion.type(), type);
    QVERIFY(motion.isValid());
    switch (type) {
    case Motion::Type::Spring:
        compareWith<Spring>(motion);
        break;
    case Motion::Type::ExponentialDecay:
        compareWith<ExponentialDecay>(motion);
        break;
    case Motion::Type::Gravity:
        compareWith<Gravity>(motion);
        break;
    case Motion::Type::Bounce:
        compareWith<Bounce>(motion);
        break;
    case Motion::Type::Fling:
        compareWith<Fling>(motion);
        break;
    case Motion::Type::None:
        QFAIL("no model");
    }
}

void tst_Motion::holdsItsModel()
{
    const Motion motion = Gravity(1, 2, 3);
    QVERIFY(motion.model<Gravity>().has_value());
    QCOMPARE(*motion.model<Gravity>(), Gravity(1, 2, 3));
    QVERIFY(!motion.model<Spring>().has_value());
    const Motion invalid = Spring::fromMassStiffnessDamping(-1, 1, 1);
    QVERIFY(!invalid.isValid());
    QCOMPARE(invalid.error().message(), QStringLiteral("mass must be > 0, but got -1"));
}

void tst_Motion::equalityAndDebug()
{
    QCOMPARE(Motion(Gravity(1, 2, 3)), Motion(Gravity(1, 2, 3)));
    QVERIFY(Motion(Gravity(1, 2, 3)) != Motion(Gravity(1, 2, 4)));
    QVERIFY(Motion(Gravity(0, 0, 0)) != Motion(ExponentialDecay(0, 0, 0)));
    QVERIFY(Motion() == Motion());
    QString text;
    QDebug(&text) << Motion(ExponentialDecay(1, 2, 3));
    QCOMPARE(text, QStringLiteral("Impetus::ExponentialDecay(x0=1, v0=2, lambda=3) "));
    text.clear();
    QDebug(&text) << Motion();
    QCOMPARE(text, QStringLiteral("Impetus::Motion() "));
}

void tst_Motion::serialisation_data()
{
    QTest::addColumn<Motion>("motion");
    QTest::addColumn<QString>("json");
    QTest::newRow("spring by damping")
            << Motion(Spring::fromMassStiffnessDamping(2.5, 300, 4.1).withRestPosition(0.1).withStart(0.3, -7))
            << QStringLiteral(
                       R"({"damping":4.1,"mass":2.5,"restPosition":0.1,"startPosition":0.3,"startVelocity":-7,"stiffness":300,"type":"spring"})");
    // Critical by its ratio: c = 2 sqrt(2) does not square back to 8, the ratio does.
    QTest::newRow("spring critical by ratio")
            << Motion(Spring::fromDampingRatio(1, 2, 1).withStart(1, 0))
            << QStringLiteral(
                       R"({"dampingRatio":1,"startPosition":1,"stiffness":2,"type":"spring"})"); // the rest are the spec's defaults
    QTest::newRow("decay") << Motion(ExponentialDecay::fromEndVelocity(0, 240, 20, 0.8)) << QString();
    QTest::newRow("gravity")
            << Motion(Gravity(1e-300, -0.1, -9.81))
            << QStringLiteral(R"({"acceleration":-9.81,"startPosition":1e-300,"startVelocity":-0.1,"type":"gravity"})");
    QTest::newRow("bounce drop") << Motion(Bounce::fromDrop(300, 0.5, -2000, 3))
                                 << QStringLiteral(R"({"maxBounces":3,"startPosition":300,"type":"bounce"})");
    QTest::newRow("bounce launch") << Motion(Bounce::fromLaunch(7, 0.6, -31)) << QString();
    QTest::newRow("bounce state") << Motion(Bounce::fromState(0.25, -3, 1, -9.81)) << QString();
    QTest::newRow("fling") << Motion(Fling(0, 8000))
                           << QStringLiteral(R"({"startPosition":0,"startVelocity":8000,"type":"fling"})");
    QTest::newRow("fling, every parameter")
            << Motion(Fling(-12.5, -2345.125, 0.03, 2.625))
            << QStringLiteral(
                       R"({"density":2.625,"friction":0.03,"startPosition":-12.5,"startVelocity":-2345.125,"type":"fling"})");
    // A release velocity solved from a distance is kept to the bit.
    QTest::newRow("fling from a distance") << Motion(Fling::fromDistance(100, -100, 0.015, 3.5)) << QString();
    QTest::newRow("fling at rest") << Motion(Fling(7, 0)) << QString();
    // Found by fuzz_models: subnormal parameters, where c / 2 sqrt(km) does not give back the
    // ratio the spring was made from; the ratio itself is kept.
    QTest::newRow("spring from a ratio, subnormal")
            << Motion(Spring::fromDampingRatio(1.0869648388595959e-312, 2.8409162971469308e-316, 0.3).withStart(1, -2))
            << QString();
    QTest::newRow("none") << Motion() << QStringLiteral(R"({"type":"none"})");
}

// Exact round trips through QDataStream, JSON and QVariant; the JSON is readable.
void tst_Motion::serialisation()
{
    QFETCH(Motion, motion);
    QFETCH(QString, json);
    QByteArray bytes;
    {
        QDataStream out(&bytes, QIODevice::WriteOnly);
        out << motion;
    }
    QDataStream in(bytes);
    Motion read;
    in >> read;
    QCOMPARE(in.status(), QDataStream::Ok);
    QCOMPARE(read, motion);
    const QByteArray text = QJsonDocument(motion.toJson()).toJson(QJsonDocument::Compact);
    if (!json.isEmpty())
        QCOMPARE(QString::fromUtf8(text), json);
    QCOMPARE(Motion::fromJson(QJsonDocument::fromJson(text).object()), motion);
    QCOMPARE(QVariant::fromValue(motion).value<Motion>(), motion);
}

void tst_Motion::badJson_data()
{
    QTest::addColumn<QString>("json");
    QTest::addColumn<QString>("message");
    QTest::newRow("type") << QStringLiteral(R"({"type":"rocket"})")
                          << QStringLiteral("type must be spring, decay, gravity, bounce or fling, but got 'rocket'");
    QTest::newRow("unknown key") << QStringLiteral(R"({"type":"gravity","floor":0})")
                                 << QStringLiteral("unknown parameter 'floor' for a gravity (it takes startPosition, "
                                                   "startVelocity, acceleration, reach)");
    QTest::newRow("two dampings") << QStringLiteral(R"({"type":"spring","stiffness":1,"damping":1,"dampingRatio":0.5})")
                                  << QStringLiteral(
                                             "dampingRatio cannot be given with damping: both set the same quantity");
    QTest::newRow("not a number") << QStringLiteral(R"({"type":"decay","x0":"zero","v0":1,"lambda":1})")
                                  << QStringLiteral("x0 must be a number");
    QTest::newRow("bad value") << QStringLiteral(
            R"({"type":"spring","mass":-1,"stiffness":1,"damping":1,"startPosition":0,"startVelocity":0,"restPosition":0})")
                               << QStringLiteral("mass must be > 0, but got -1");
    QTest::newRow("fractional cap") << QStringLiteral(
            R"({"type":"bounce","height":1,"velocity":0,"restitution":0.5,"gravity":-1,"maxBounces":2.5})")
                                    << QStringLiteral(
                                               "maxBounces must be an integer >= 0 (or -1 for no limit), but got 2.5");
    QTest::newRow("fling friction") << QStringLiteral(R"({"type":"fling","startVelocity":100,"friction":0})")
                                    << QStringLiteral("friction must be > 0, but got 0");
    QTest::newRow("fling density") << QStringLiteral(R"({"type":"fling","startVelocity":100,"density":-1})")
                                   << QStringLiteral("density must be > 0, but got -1");
    QTest::newRow("fling, two velocities")
            << QStringLiteral(R"({"type":"fling","startVelocity":100,"endPosition":10})")
            << QStringLiteral("startVelocity cannot be given with endPosition: both set the same quantity");
}

void tst_Motion::badJson()
{
    QFETCH(QString, json);
    QFETCH(QString, message);
    QString error;
    const Motion motion = Motion::fromJson(QJsonDocument::fromJson(json.toUtf8()).object(), &error);
    QVERIFY(!motion.isValid());
    QCOMPARE(error, message);
}

// What version 1 wrote (every parameter, a decay's and a bounce's start under their old
// names) reads back as the same motion.
void tst_Motion::readsVersion1()
{
    QByteArray bytes;
    {
        QDataStream out(&bytes, QIODevice::WriteOnly);
        out.setFloatingPointPrecision(QDataStream::DoublePrecision);
        out << quint8(1) << QByteArray("bounce") << quint8(5);
        out << QByteArray("height") << 300.0 << QByteArray("velocity") << 0.0 << QByteArray("restitution") << 0.5
            << QByteArray("gravity") << -2000.0 << QByteArray("maxBounces") << 3.0;
        out << quint8(1) << QByteArray("decay") << quint8(3);
        out << QByteArray("x0") << 1.0 << QByteArray("v0") << 200.0 << QByteArray("lambda") << 3.0;
    }
    QDataStream in(bytes);
    Motion bounce, decay;
    in >> bounce >> decay;
    QCOMPARE(in.status(), QDataStream::Ok);
    QCOMPARE(bounce, Motion(Bounce::fromDrop(300, 0.5, -2000, 3)));
    QCOMPARE(decay, Motion(ExponentialDecay(1, 200, 3)));
    const QByteArray json = R"({"type":"gravity","x0":2,"v0":-1,"acceleration":-9.81})";
    QCOMPARE(Motion::fromJson(QJsonDocument::fromJson(json).object()), Motion(Gravity(2, -1, -9.81)));
}

void tst_Motion::corruptStream()
{
    // Truncated data and an unknown version read as an invalid Motion with a bad status.
    QByteArray bytes;
    {
        QDataStream out(&bytes, QIODevice::WriteOnly);
        out << Motion(Gravity(1, 2, 3));
    }
    Motion read = Gravity(4, 5, 6);
    QDataStream truncated(bytes.left(bytes.size() - 3));
    truncated >> read;
    QVERIFY(truncated.status() != QDataStream::Ok);
    QVERIFY(!read.isValid());
    bytes[0] = char(99);
    QDataStream future(bytes);
    future >> read;
    QCOMPARE(future.status(), QDataStream::ReadCorruptData);
    QVERIFY(!read.isValid());
}

QTEST_APPLESS_MAIN(tst_Motion)
#include "tst_motion.moc"
