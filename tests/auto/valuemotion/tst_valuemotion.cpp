// SPDX-License-Identifier: MIT
// ValueMotion, the public per-component rule, against the closed forms of the models built
// directly from the documented rule (motionexpectations.h).
#include "motionexpectations.h"

#include <impetus/motionanimation.h>
#include <impetus/valuemotion.h>

#include <QtCore/qline.h>
#include <QtGui/qcolor.h>
#include <QtGui/qvector3d.h>
#include <QtTest/qtest.h>

#include <cmath>
#include <limits>

using namespace Impetus;
using namespace MotionExpectations;

Q_DECLARE_METATYPE(MotionExpectations::Kind)

namespace {

MotionSpec specOf(Kind kind, double pull)
{
    switch (kind) {
    case Kind::Spring:
        return MotionSpec(Motion::Type::Spring)
                .with(u"mass", Mass)
                .with(u"stiffness", Stiffness)
                .with(u"dampingRatio", DampingRatio);
    case Kind::Decay:
        return MotionSpec(Motion::Type::ExponentialDecay).with(u"lambda", Lambda);
    case Kind::Gravity:
        return MotionSpec(Motion::Type::Gravity).with(u"acceleration", -pull);
    case Kind::Bounce:
        return MotionSpec(Motion::Type::Bounce)
                .with(u"gravity", -pull)
                .with(u"restitution", Restitution)
                .with(u"maxBounces", MaxBounces);
    }
    return {};
}
} // namespace

class tst_ValueMotion : public QObject
{
    Q_OBJECT

private slots:
    void closedForm_data();
    void closedForm();
    void retargeted_data();
    void retargeted();
    void fling();
    void integersRounded();
    void errors_data();
    void errors();
    void movable_data();
    void movable();
    void sameAsTheAnimation();
};

void tst_ValueMotion::closedForm_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QVariant>("from");
    QTest::addColumn<QVariant>("to");
    QTest::addColumn<QVariant>("velocity");
    QTest::addColumn<double>("pull");
    const std::pair<const char *, Kind> kinds[] = {
        { "spring", Kind::Spring }, { "decay", Kind::Decay }, { "gravity", Kind::Gravity }, { "bounce", Kind::Bounce }
    };
    for (const auto &[name, kind] : kinds) {
        QTest::addRow("%s qreal", name) << kind << QVariant(10.0) << QVariant(250.0) << QVariant(840.0) << 3000.0;
        QTest::addRow("%s QPointF", name) << kind << QVariant(QPointF(0, 0)) << QVariant(QPointF(300, -120))
                                          << QVariant(QPointF(1050, -420)) << 3000.0;
        QTest::addRow("%s QRectF one still", name)
                << kind << QVariant(QRectF(0, 0, 100, 50)) << QVariant(QRectF(200, 0, 300, 150))
                << QVariant(QRectF(700, 0, 700, 350)) << 3000.0;
        QTest::addRow("%s QVector3D at rest", name)
                << kind << QVariant(QVector3D(1, 2, 3)) << QVariant(QVector3D(-4, 2, 9)) << QVariant() << 50.0;
    }
}

// Every component is its model's closed form; the value is exactly the start at 0 and
// exactly the end from duration() on; duration() is the slowest component's settle time.
void tst_ValueMotion::closedForm()
{
    QFETCH(Kind, kind);
    QFETCH(QVariant, from);
    QFETCH(QVariant, to);
    QFETCH(QVariant, velocity);
    QFETCH(double, pull);
    const ValueMotion motion(specOf(kind, pull), from, to, velocity);
    QVERIFY2(motion.isValid(), qPrintable(motion.errorString()));
    QCOMPARE(motion.valueType(), from.metaType());
    QCOMPARE(motion.componentCount(), int(numbers(from).size()));

    double tolerance = 0;
    const auto expected =
            expectedMotion(kind, numbers(from), numbers(to),
                           velocity.isValid() ? numbers(velocity) : std::vector<double>(), pull, &tolerance);
    QCOMPARE(motion.band(), tolerance);
    QCOMPARE(motion.duration(), expectedDuration(expected));
    QVERIFY(motion.duration() > 50);

    QCOMPARE(motion.valueAt(0), from);
    QCOMPARE(motion.valueAt(-1), from);
    QCOMPARE(motion.valueAt(motion.duration() / 1000.0), to);
    QCOMPARE(numbers(motion.velocityAt(motion.duration() / 1000.0)), std::vector<double>(expected.size(), 0.0));
    for (double t : { 0.001, 0.007, 0.05, 0.1, 0.25, 0.4 }) {
        if (t * 1000 >= motion.duration())
            continue;
        const std::vector<double> value = numbers(motion.valueAt(t));
        const std::vector<double> speed = numbers(motion.velocityAt(t));
        for (size_t i = 0; i < expected.size(); ++i) {
            const int c = int(i);
            QVERIFY2(closeTo(motion.position(c, t), expected[i].position(t)),
                     qPrintable(QStringLiteral("component %1 at %2 s: %3, expected %4")
                                        .arg(i)
                                        .arg(t)
                                        .arg(motion.position(c, t), 0, 'g', 17)
                                        .arg(expected[i].position(t), 0, 'g', 17)));
            QVERIFY(closeTo(motion.velocity(c, t), expected[i].velocity(t)));
            // QVector3D holds floats.
            const double precision = from.typeId() == QMetaType::QVector3D ? 1e-6 : 1e-9;
            QVERIFY(std::fabs(value[i] - expected[i].position(t))
                    <= precision * (1 + std::fabs(expected[i].position(t))));
            QVERIFY(std::fabs(speed[i] - expected[i].velocity(t))
                    <= precision * (1 + std::fabs(expected[i].velocity(t))));
        }
    }
}

void tst_ValueMotion::retargeted_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<double>("when");
    QTest::newRow("spring early") << Kind::Spring << 0.03;
    QTest::newRow("spring late") << Kind::Spring << 0.3;
    QTest::newRow("gravity") << Kind::Gravity << 0.1;
    QTest::newRow("bounce") << Kind::Bounce << 0.2;
    QTest::newRow("decay") << Kind::Decay << 0.1;
}

// A retarget starts from the state at that time, not rounded: the same position and
// velocity, then the model's closed form from that state towards the new end.
void tst_ValueMotion::retargeted()
{
    QFETCH(Kind, kind);
    QFETCH(double, when);
    const ValueMotion first(specOf(kind, 3000), QPointF(0, 0), QPointF(300, -120), QPointF(1050, -420));
    const QPointF newEnd(310, -110);
    const ValueMotion second = first.retargeted(when, newEnd);
    QVERIFY2(second.isValid(), qPrintable(second.errorString()));
    QCOMPARE(second.startValue(), first.valueAt(when));
    QCOMPARE(second.endValue(), QVariant(newEnd));

    std::vector<double> start, velocity;
    for (int i = 0; i < 2; ++i) {
        start.push_back(first.position(i, when));
        velocity.push_back(first.velocity(i, when));
        QCOMPARE(second.position(i, 0), start.back());
        QVERIFY(closeTo(second.velocity(i, 0), velocity.back()));
    }
    const auto expected = expectedMotion(kind, start, numbers(newEnd), velocity, 3000);
    QCOMPARE(second.duration(), expectedDuration(expected));
    for (double t : { 0.002, 0.02, 0.08 }) {
        for (int i = 0; i < 2; ++i)
            QVERIFY(closeTo(second.position(i, t), expected[size_t(i)].position(t)));
    }

    // Once settled, from the end at rest (a decay then starts again with lambda d).
    const ValueMotion late = first.retargeted(first.duration() / 1000.0, newEnd);
    QCOMPARE(late.startValue(), first.endValue());
    const auto fromRest = expectedMotion(kind, numbers(first.endValue()), numbers(newEnd), { 0, 0 }, 3000);
    for (int i = 0; i < 2; ++i)
        QVERIFY(closeTo(late.velocity(i, 0), fromRest[size_t(i)].velocity(0)));
}

// Without an end value a decay coasts to where it comes to rest: x0 + v0 / lambda.
void tst_ValueMotion::fling()
{
    const ValueMotion fling(specOf(Kind::Decay, 0), QPointF(10, 20), QVariant(), QPointF(600, -300));
    QVERIFY2(fling.isValid(), qPrintable(fling.errorString()));
    QCOMPARE(fling.endValue(), QVariant(QPointF(10 + 600 / Lambda, 20 - 300 / Lambda)));
    const ExponentialDecay x(10, 600, Lambda);
    QVERIFY(closeTo(fling.position(0, 0.2), x.position(0.2)));

    const ValueMotion spring(specOf(Kind::Spring, 0), 1.0, QVariant(), 5.0);
    QVERIFY(!spring.isValid());
    QCOMPARE(spring.errorString(),
             QStringLiteral("the end value must be set: a spring does not come to rest by itself"));
}

// Integer types move as reals and are rounded on output; the velocity is real.
void tst_ValueMotion::integersRounded()
{
    const ValueMotion motion(specOf(Kind::Spring, 0), QPoint(0, 0), QPoint(301, -17));
    QCOMPARE(motion.valueType(), QMetaType::fromType<QPoint>());
    const Spring x = Spring::fromDampingRatio(Mass, Stiffness, DampingRatio).withRestPosition(301).withStart(0, 0);
    const QPoint value = motion.valueAt(0.05).toPoint();
    QCOMPARE(value.x(), int(std::lround(x.position(0.05))));
    QCOMPARE(motion.velocityAt(0.05).metaType(), QMetaType::fromType<QPointF>());
    QVERIFY(closeTo(motion.velocityAt(0.05).toPointF().x(), x.velocity(0.05)));
}

void tst_ValueMotion::errors_data()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QVariant>("from");
    QTest::addColumn<QVariant>("to");
    QTest::addColumn<QVariant>("velocity");
    QTest::addColumn<QString>("error");
    QTest::newRow("invalid spec") << "spring(mass: -1)" << QVariant(0.0) << QVariant(1.0) << QVariant()
                                  << "column 8: mass must be > 0, but got -1";
    QTest::newRow("no start") << "spring()" << QVariant() << QVariant(1.0) << QVariant()
                              << "the start value must be set";
    QTest::newRow("string")
            << "spring()" << QVariant(QStringLiteral("a")) << QVariant(QStringLiteral("b")) << QVariant()
            << "the start value \"a\" is not a value Impetus moves (a number, point, size, rect, RGB colour or vector)";
    QTest::newRow("start not finite") << "spring()" << QVariant(QPointF(nan, 1)) << QVariant(QPointF(0, 0))
                                      << QVariant() << "the start value QPointF(nan,1) is not finite";
    QTest::newRow("end not finite") << "spring()" << QVariant(0.0) << QVariant(qInf()) << QVariant()
                                    << "the end value inf is not finite";
    QTest::newRow("other type")
            << "spring()" << QVariant(QPointF(0, 0)) << QVariant(QLineF(0, 0, 1, 1)) << QVariant()
            << "the end value QLineF(QPointF(0,0),QPointF(1,1)) is not a QPointF like the start value";
    QTest::newRow("velocity components")
            << "spring()" << QVariant(0.0) << QVariant(1.0) << QVariant(QPointF(1, 2))
            << "the start velocity QPointF(1,2) must have as many components as the start value 0";
    QTest::newRow("velocity not finite") << "spring()" << QVariant(0.0) << QVariant(1.0) << QVariant(nan)
                                         << "the start velocity nan is not finite";
}

// Bad input gives an invalid motion with a message naming the value and the rule, and
// evaluates to nothing, never NaN.
void tst_ValueMotion::errors()
{
    QFETCH(QString, spec);
    QFETCH(QVariant, from);
    QFETCH(QVariant, to);
    QFETCH(QVariant, velocity);
    QFETCH(QString, error);
    const ValueMotion motion(MotionSpec::parse(spec), from, to, velocity);
    QVERIFY(!motion.isValid());
    QCOMPARE(motion.errorString(), error);
    QVERIFY(!motion.valueAt(0.1).isValid());
    QVERIFY(!motion.velocityAt(0.1).isValid());
    QCOMPARE(motion.position(0, 0.1), 0.0);
    QCOMPARE(motion.componentCount(), 0);
    QCOMPARE(motion.duration(), 0);
    QVERIFY(!motion.retargeted(0.1, to).isValid());
    QVERIFY(!ValueMotion().isValid());
    QCOMPARE(ValueMotion().errorString(), QStringLiteral("no motion was given"));
}

void tst_ValueMotion::movable_data()
{
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<bool>("movable");
    QTest::newRow("qreal") << QVariant(1.5) << true;
    QTest::newRow("int") << QVariant(3) << true;
    QTest::newRow("QSize") << QVariant(QSize(1, 2)) << true;
    QTest::newRow("QRect") << QVariant(QRect(1, 2, 3, 4)) << true;
    QTest::newRow("RGB colour") << QVariant(QColor(1, 2, 3)) << true;
    QTest::newRow("HSV colour") << QVariant(QColor::fromHsv(10, 20, 30)) << false;
    QTest::newRow("QVector3D") << QVariant(QVector3D(1, 2, 3)) << true;
    QTest::newRow("QLineF") << QVariant(QLineF(0, 0, 1, 1)) << false;
    QTest::newRow("string") << QVariant(QStringLiteral("1")) << false;
    QTest::newRow("invalid") << QVariant() << false;
}

void tst_ValueMotion::movable()
{
    QFETCH(QVariant, value);
    QFETCH(bool, movable);
    QCOMPARE(ValueMotion::isMovable(value), movable);
}

// MotionAnimation plays the same rule: its values at any time are the motion's.
void tst_ValueMotion::sameAsTheAnimation()
{
    SpringAnimation animation;
    animation.setSpec(specOf(Kind::Spring, 0));
    animation.setStartValue(QRectF(0, 0, 10, 10));
    animation.setEndValue(QRectF(100, 50, 20, 5));
    animation.setStartVelocity(QRectF(-300, 0, 40, 0));
    const ValueMotion motion(animation.spec(), animation.startValue(), animation.endValue(), animation.startVelocity());
    QCOMPARE(animation.duration(), motion.duration());
    for (int ms : { 0, 16, 160, 333, motion.duration() }) {
        animation.setCurrentTime(ms);
        QCOMPARE(animation.currentValue(), motion.valueAt(ms / 1000.0));
    }
}

QTEST_GUILESS_MAIN(tst_ValueMotion)
#include "tst_valuemotion.moc"
