// SPDX-License-Identifier: MIT
#include <impetus/motion.h>

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
};

void tst_Motion::null()
{
    const Motion motion;
    QVERIFY(motion.isNull());
    QVERIFY(!motion.isValid());
    QCOMPARE(motion.type(), Motion::Type::None);
    QCOMPARE(motion.error().message(), QStringLiteral("model must be set (a spring, decay, gravity or bounce), but got 0"));
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
}

template<typename Model>
static void compareWith(const Motion &motion)
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

QTEST_APPLESS_MAIN(tst_Motion)
#include "tst_motion.moc"
