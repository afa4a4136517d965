// SPDX-License-Identifier: MIT
// The animation classes against the closed forms of their models, built here directly
// from the documented per-component rules (each model is itself checked against 50-digit
// references in its own test). Every run is driven with setCurrentTime(); finer times
// go through interpolated() on a probe subclass, never through a timer.
#include "motionexpectations.h"

#include <impetus/motionanimation.h>
#include <impetus/valuemotion.h>

#include <QtCore/qline.h>
#include <QtCore/qparallelanimationgroup.h>
#include <QtCore/qpropertyanimation.h>
#include <QtCore/qregularexpression.h>
#include <QtCore/qsequentialanimationgroup.h>
#include <QtGui/qcolor.h>
#include <QtGui/qvector4d.h>
#include <QtTest/qsignalspy.h>
#include <QtTest/qtest.h>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <memory>
#include <vector>

using namespace Impetus;

namespace {

using namespace MotionExpectations;

// Evaluates the animation at any time in seconds, through interpolated() as Qt would.
class Sampler
{
public:
    virtual ~Sampler() = default;
    virtual QVariant sample(double seconds) = 0;
};

template<typename Animation> class Probe : public Animation, public Sampler
{
public:
    QVariant sample(double seconds) override
    {
        return this->interpolated(this->startValue(), this->endValue(),
                                  seconds * 1000 / this->QVariantAnimation::duration());
    }
};

std::unique_ptr<MotionAnimation> make(Kind kind, double pull)
{
    switch (kind) {
    case Kind::Spring: {
        auto spring = std::make_unique<Probe<SpringAnimation>>();
        spring->setMass(Mass);
        spring->setStiffness(Stiffness);
        spring->setDampingRatio(DampingRatio);
        return spring;
    }
    case Kind::Decay: {
        auto decay = std::make_unique<Probe<DecayAnimation>>();
        decay->setLambda(Lambda);
        return decay;
    }
    case Kind::Gravity: {
        auto gravity = std::make_unique<Probe<GravityAnimation>>();
        gravity->setAcceleration(-pull); // negative: towards the end
        return gravity;
    }
    case Kind::Bounce: {
        auto bounce = std::make_unique<Probe<BounceAnimation>>();
        bounce->setGravity(-pull);
        bounce->setRestitution(Restitution);
        bounce->setMaxBounces(MaxBounces);
        return bounce;
    }
    }
    return nullptr;
}

// One of the kind/type rows' animations, set up from its values.
std::unique_ptr<MotionAnimation> make(Kind kind, double pull, const QVariant &from, const QVariant &to,
                                      const QVariant &velocity)
{
    std::unique_ptr<MotionAnimation> animation = make(kind, pull);
    animation->setStartValue(from);
    animation->setEndValue(to);
    animation->setStartVelocity(velocity);
    return animation;
}

Sampler *sampler(MotionAnimation *animation)
{
    return dynamic_cast<Sampler *>(animation);
}

// Whether the output quantises the model: rounding to integers, 16-bit colour channels.
bool quantised(const QVariant &value)
{
    return value.typeId() == QMetaType::Int || value.typeId() == QMetaType::QColor;
}

// |actual - expected| allowed for one component of a value of this type.
double allowance(const QVariant &value, double expected)
{
    switch (value.typeId()) {
    case QMetaType::Int:
        return 0.5 + 1e-9;
    case QMetaType::QColor:
        return 0.5 / 65535 + 1e-12; // QColor's 16-bit channels
    default:
        return 1e-9 * (1 + std::fabs(expected));
    }
}

double clampedFor(const QVariant &value, double x)
{
    return value.typeId() == QMetaType::QColor ? std::clamp(x, 0.0, 1.0) : x;
}

// Compares a value with the expected components at t; the message names the worst one.
bool matches(const QVariant &actual, const std::vector<Expected> &motion, double t, QString *message)
{
    const std::vector<double> got = numbers(actual);
    for (size_t i = 0; i < motion.size(); ++i) {
        const double want = clampedFor(actual, motion[i].position(t));
        if (!(std::fabs(got[i] - want) <= allowance(actual, want))) {
            *message = QStringLiteral("component %1 at t = %2 s: %3, expected %4")
                               .arg(i)
                               .arg(t)
                               .arg(got[i], 0, 'g', 17)
                               .arg(want, 0, 'g', 17);
            return false;
        }
    }
    return true;
}

double largestDifference(const std::vector<double> &a, const std::vector<double> &b)
{
    double largest = 0;
    for (size_t i = 0; i < a.size(); ++i)
        largest = std::max(largest, std::fabs(a[i] - b[i]));
    return largest;
}

const char *kindName(Kind kind)
{
    switch (kind) {
    case Kind::Spring:
        return "spring";
    case Kind::Decay:
        return "decay";
    case Kind::Gravity:
        return "gravity";
    case Kind::Bounce:
        return "bounce";
    }
    return "";
}

// The value types, each with a start, an end, a start velocity and a pull for gravity
// and bounce in its units. The velocities point at the end, 3.5 times the distance per
// second (above Lambda, so that a decay keeps them; the same for every component, so
// that a decay's components are all as far along at any time).
struct TypeRow
{
    const char *name;
    QVariant from;
    QVariant to;
    QVariant velocity;
    double pull;
};

std::vector<TypeRow> typeRows()
{
    return {
        { "qreal", 10.0, 250.0, 840.0, 3000 },
        { "QPointF", QPointF(0, 0), QPointF(300, -120), QPointF(1050, -420), 3000 },
        { "QRectF", QRectF(0, 0, 100, 50), QRectF(200, 100, 300, 150), QRectF(700, 350, 700, 350), 3000 },
        { "QColor", QColor(255, 0, 0), QColor(0, 128, 255, 128),
          QVector4D(-3.5f, 3.5f * 128 / 255, 3.5f, -3.5f * 127 / 255), 8 },
        { "int", 0, 500, 1750, 3000 },
    };
}

const Kind AllKinds[] = { Kind::Spring, Kind::Decay, Kind::Gravity, Kind::Bounce };

} // namespace

Q_DECLARE_METATYPE(MotionExpectations::Kind)

// A target for targetObject/propertyName.
class Widget : public QObject
{
    Q_OBJECT
    Q_PROPERTY(QPointF pos READ pos WRITE setPos NOTIFY posChanged)

public:
    QPointF pos() const { return m_pos; }
    void setPos(const QPointF &pos)
    {
        writes.append(pos);
        if (pos == m_pos)
            return;
        m_pos = pos;
        Q_EMIT posChanged();
    }
    QList<QPointF> writes; // every value written, in order

Q_SIGNALS:
    void posChanged();

private:
    QPointF m_pos;
};

class tst_MotionAnimation : public QObject
{
    Q_OBJECT

private slots:
    void values_data();
    void values();
    void landsOnEnd_data();
    void landsOnEnd();
    void initialVelocity_data();
    void initialVelocity();
    void retarget_data();
    void retarget();
    void parameterChangeWhileRunning();
    void decayRule_data();
    void decayRule();
    void straightLine_data();
    void straightLine();
    void movingOnItsEnd_data();
    void movingOnItsEnd();
    void subnormalVelocityOnItsEnd();
    void sequentialGroup();
    void parallelGroup();
    void targetProperty();
    void fling_data();
    void fling();
    void fallback();
    void userDuration();
    void springParameters();
    void invalidParameters();
    void specs();
    void writeOrder();
    void velocityTypes();
    void startWritesTheStartFirst_data();
    void startWritesTheStartFirst();
    void refusedWithNoTarget();
    void explicitStartOnTheNextRun_data() { startWritesTheStartFirst_data(); }
    void explicitStartOnTheNextRun();
    void decayKeepsAnEndGivenWhereItRests();
    void flingSpec();
    void backwardWithoutEndValue_data() { startWritesTheStartFirst_data(); }
    void backwardWithoutEndValue();
    void intermediateKeyValuesIgnored();
    void nonFiniteRefused();
    void otherTypeMidFlight_data();
    void otherTypeMidFlight();
    void parameterOnTheLastFrame();
    void rectNearIntMax();
    void debug();
    void cleanupTestCase();

private:
    void addKindTypeRows();
    double m_valueJump = 0;
    double m_velocityJump = 0;
    double m_numericalVelocityJump[4] = {}; // per Kind
    double m_valueJumpQuantised = 0;
};

void tst_MotionAnimation::addKindTypeRows()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QVariant>("from");
    QTest::addColumn<QVariant>("to");
    QTest::addColumn<QVariant>("velocity");
    QTest::addColumn<double>("pull");
    for (Kind kind : AllKinds) {
        for (const TypeRow &row : typeRows()) {
            QTest::addRow("%s %s", kindName(kind), row.name) << kind << row.from << row.to << row.velocity << row.pull;
        }
    }
}

void tst_MotionAnimation::values_data()
{
    addKindTypeRows();
}

// The value at several times is the closed form, and the duration is the settle time.
void tst_MotionAnimation::values()
{
    QFETCH(Kind, kind);
    QFETCH(QVariant, from);
    QFETCH(QVariant, to);
    QFETCH(QVariant, velocity);
    QFETCH(double, pull);
    const std::unique_ptr<MotionAnimation> animation = make(kind, pull, from, to, velocity);

    double tolerance = 0;
    const auto motion = expectedMotion(kind, numbers(from), numbers(to), numbers(velocity), pull, &tolerance);
    QCOMPARE(animation->tolerance(), 1e-3); // the fraction; the band it gives is in the duration
    QCOMPARE(animation->duration(), expectedDuration(motion));
    QVERIFY(animation->duration() > 100);

    for (int ms : { 1, 7, 33, 100, 250, 400, 700, 1200, animation->duration() - 1 }) {
        if (ms >= animation->duration())
            continue;
        animation->setCurrentTime(ms);
        const QVariant value = animation->currentValue();
        QCOMPARE(value.metaType(), to.metaType());
        QString message;
        QVERIFY2(matches(value, motion, ms / 1000.0, &message), qPrintable(message));
    }
    animation->setCurrentTime(0);
    QCOMPARE(animation->currentValue(), from);
}

void tst_MotionAnimation::landsOnEnd_data()
{
    addKindTypeRows();
}

// An actual run ends exactly on the end value and emits finished().
void tst_MotionAnimation::landsOnEnd()
{
    QFETCH(Kind, kind);
    QFETCH(QVariant, from);
    QFETCH(QVariant, to);
    QFETCH(QVariant, velocity);
    QFETCH(double, pull);
    const std::unique_ptr<MotionAnimation> animation = make(kind, pull, from, to, velocity);
    QSignalSpy finished(animation.get(), &QAbstractAnimation::finished);
    QSignalSpy values(animation.get(), &QVariantAnimation::valueChanged);

    animation->start();
    QCOMPARE(animation->state(), QAbstractAnimation::Running);
    animation->setCurrentTime(animation->duration() / 2);
    QCOMPARE(finished.size(), 0);
    animation->setCurrentTime(animation->duration());
    QCOMPARE(animation->state(), QAbstractAnimation::Stopped);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(animation->currentValue().metaType(), to.metaType());
    QCOMPARE(animation->currentValue(), to);
    QCOMPARE(values.last().first(), to);
    QCOMPARE(numbers(animation->currentVelocity()), std::vector<double>(numbers(to).size(), 0.0));
}

void tst_MotionAnimation::initialVelocity_data()
{
    addKindTypeRows();
}

// The value leaves the start with the given velocity: a one-sided numerical derivative
// at 0+ (h = 10 us, error h^2 x'''/3) for the real types, currentVelocity() for all.
void tst_MotionAnimation::initialVelocity()
{
    QFETCH(Kind, kind);
    QFETCH(QVariant, from);
    QFETCH(QVariant, to);
    QFETCH(QVariant, velocity);
    QFETCH(double, pull);
    const std::unique_ptr<MotionAnimation> animation = make(kind, pull, from, to, velocity);
    const std::vector<double> v = numbers(velocity);

    animation->setCurrentTime(0);
    const std::vector<double> current = numbers(animation->currentVelocity());
    QCOMPARE(current.size(), v.size());
    for (size_t i = 0; i < v.size(); ++i)
        QVERIFY2(std::fabs(current[i] - v[i]) <= 1e-6 * (1 + std::fabs(v[i])), qPrintable(QString::number(current[i])));

    if (quantised(to))
        return;
    const double h = 1e-5;
    const std::vector<double> x0 = numbers(sampler(animation.get())->sample(0));
    const std::vector<double> x1 = numbers(sampler(animation.get())->sample(h));
    const std::vector<double> x2 = numbers(sampler(animation.get())->sample(2 * h));
    for (size_t i = 0; i < v.size(); ++i) {
        const double derivative = (-3 * x0[i] + 4 * x1[i] - x2[i]) / (2 * h);
        QVERIFY2(std::fabs(derivative - v[i]) <= 1e-4 * (1 + std::fabs(v[i])),
                 qPrintable(QStringLiteral("component %1: %2, expected %3").arg(i).arg(derivative).arg(v[i])));
    }
}

void tst_MotionAnimation::retarget_data()
{
    QTest::addColumn<Kind>("kind");
    QTest::addColumn<QVariant>("from");
    QTest::addColumn<QVariant>("to");
    QTest::addColumn<QVariant>("velocity");
    QTest::addColumn<double>("pull");
    QTest::addColumn<QVariant>("newEnd");
    QTest::addColumn<bool>("viaSetEndValue");
    QTest::addColumn<double>("when"); // fraction of the duration
    for (Kind kind : AllKinds) {
        for (const TypeRow &row : typeRows()) {
            // Back towards the start; for a decay, which keeps its velocity only when it
            // moves towards the end fast enough, short of the end and still ahead (its
            // components are at most 97% of the way at half the run).
            const std::vector<double> a = numbers(row.from), b = numbers(row.to);
            const double reach = kind == Kind::Decay ? 0.99 : 0.3;
            std::vector<double> c(a.size());
            for (size_t i = 0; i < a.size(); ++i)
                c[i] = a[i] + reach * (b[i] - a[i]);
            QVariant newEnd;
            switch (row.to.typeId()) {
            case QMetaType::Double:
                newEnd = c[0];
                break;
            case QMetaType::Int:
                newEnd = int(std::lround(c[0]));
                break;
            case QMetaType::QPointF:
                newEnd = QPointF(c[0], c[1]);
                break;
            case QMetaType::QRectF:
                newEnd = QRectF(c[0], c[1], c[2], c[3]);
                break;
            case QMetaType::QColor:
                newEnd = QColor::fromRgbF(std::clamp(c[0], 0.0, 1.0), std::clamp(c[1], 0.0, 1.0),
                                          std::clamp(c[2], 0.0, 1.0), std::clamp(c[3], 0.0, 1.0));
                break;
            }
            for (bool viaSetEndValue : { false, true }) {
                for (double when : { 0.05, 0.2, 0.5 }) {
                    QTest::addRow("%s %s %s at %g", kindName(kind), row.name,
                                  viaSetEndValue ? "setEndValue" : "retarget", when)
                            << kind << row.from << row.to << row.velocity << row.pull << newEnd << viaSetEndValue
                            << when;
                }
            }
        }
    }
}

// Retargeting keeps the value and the velocity, continues with the model from the state
// at that time, and extends the run so that it lands on the new end.
void tst_MotionAnimation::retarget()
{
    QFETCH(Kind, kind);
    QFETCH(QVariant, from);
    QFETCH(QVariant, to);
    QFETCH(QVariant, velocity);
    QFETCH(double, pull);
    QFETCH(QVariant, newEnd);
    QFETCH(bool, viaSetEndValue);
    QFETCH(double, when);
    const std::unique_ptr<MotionAnimation> animation = make(kind, pull, from, to, velocity);
    QSignalSpy finished(animation.get(), &QAbstractAnimation::finished);
    Sampler *probe = sampler(animation.get());

    const auto motion = expectedMotion(kind, numbers(from), numbers(to), numbers(velocity), pull);
    animation->start();
    const int ms = std::max(1, int(animation->duration() * when));
    const double t = ms / 1000.0;
    const double h = 1e-5;
    animation->setCurrentTime(ms);
    const std::vector<double> valueBefore = numbers(animation->currentValue());
    const std::vector<double> velocityBefore = numbers(animation->currentVelocity());
    const std::vector<double> backOne = numbers(probe->sample(t - h));
    const std::vector<double> backTwo = numbers(probe->sample(t - 2 * h));

    if (viaSetEndValue)
        animation->setEndValue(newEnd);
    else
        animation->retarget(newEnd);
    QCOMPARE(animation->state(), QAbstractAnimation::Running);
    QCOMPARE(animation->currentTime(), ms);
    QCOMPARE(animation->endValue(), newEnd);

    const std::vector<double> valueAfter = numbers(animation->currentValue());
    const std::vector<double> velocityAfter = numbers(animation->currentVelocity());
    const double valueJump = largestDifference(valueBefore, valueAfter);
    const double velocityJump = largestDifference(velocityBefore, velocityAfter);
    double speed = 1;
    for (double v : velocityBefore)
        speed = std::max(speed, std::fabs(v));
    QVERIFY2(velocityJump <= 1e-9 * speed, qPrintable(QString::number(velocityJump)));
    if (quantised(to)) {
        m_valueJumpQuantised = std::max(m_valueJumpQuantised, valueJump);
    } else {
        QVERIFY2(valueJump <= 1e-9 * (1 + largestDifference(numbers(from), numbers(to))),
                 qPrintable(QString::number(valueJump)));
        m_valueJump = std::max(m_valueJump, valueJump);
        const std::vector<double> aheadOne = numbers(probe->sample(t + h));
        const std::vector<double> aheadTwo = numbers(probe->sample(t + 2 * h));
        for (size_t i = 0; i < valueAfter.size(); ++i) {
            const double before = (3 * valueBefore[i] - 4 * backOne[i] + backTwo[i]) / (2 * h);
            const double after = (-3 * valueAfter[i] + 4 * aheadOne[i] - aheadTwo[i]) / (2 * h);
            const double jump = std::fabs(after - before) / speed;
            QVERIFY2(jump <= 1e-4, qPrintable(QStringLiteral("component %1: %2 -> %3").arg(i).arg(before).arg(after)));
            m_numericalVelocityJump[int(kind)] = std::max(m_numericalVelocityJump[int(kind)], jump);
        }
    }
    m_velocityJump = std::max(m_velocityJump, velocityJump / speed);

    // The continuation is the model started from the state at t (from the closed form of
    // the first motion, not from the animation), with the new end.
    std::vector<double> x, v;
    for (const Expected &component : motion) {
        x.push_back(component.position(t));
        v.push_back(component.velocity(t));
    }
    double tolerance = 0;
    const auto continuation = expectedMotion(kind, x, numbers(newEnd), v, pull, &tolerance);
    QCOMPARE(animation->tolerance(), 1e-3); // the fraction; the band it gives is in the duration
    double settle = 0;
    for (const Expected &component : continuation)
        settle = std::max(settle, component.settle);
    QCOMPARE(animation->duration(), int(std::ceil((t + settle) * 1000 * (1 - 1e-12))));
    for (int later : { 1, 20, 150 }) {
        if (ms + later >= animation->duration())
            break;
        animation->setCurrentTime(ms + later);
        QString message;
        QVERIFY2(matches(animation->currentValue(), continuation, later / 1000.0, &message), qPrintable(message));
    }

    animation->setCurrentTime(animation->duration());
    QCOMPARE(finished.size(), 1);
    QCOMPARE(animation->currentValue(), newEnd);
}

// A parameter change while running continues from the current state too.
void tst_MotionAnimation::parameterChangeWhileRunning()
{
    SpringAnimation animation;
    animation.setStartValue(0.0);
    animation.setEndValue(100.0);
    animation.start();
    animation.setCurrentTime(120);
    const double x = animation.currentValue().toDouble();
    const double v = animation.currentVelocity().toDouble();
    QSignalSpy stiffness(&animation, &SpringAnimation::stiffnessChanged);
    QSignalSpy damping(&animation, &SpringAnimation::dampingChanged);
    animation.setStiffness(2 * animation.stiffness());
    QCOMPARE(stiffness.size(), 1);
    QCOMPARE(damping.size(), 1); // the damping ratio is kept
    QVERIFY(std::fabs(animation.currentValue().toDouble() - x) <= 1e-12 * 100);
    QVERIFY(std::fabs(animation.currentVelocity().toDouble() - v) <= 1e-12 * std::fabs(v));
    const Spring expected = animation.spring().withRestPosition(100).withStart(x, v);
    const double tolerance = 1e-3 * (100 - x); // of the distance still to go
    QCOMPARE(animation.tolerance(), 1e-3);
    QCOMPARE(animation.duration(), int(std::ceil((0.12 + expected.settleTime(tolerance)) * 1000 * (1 - 1e-12))));
    animation.setCurrentTime(200);
    QVERIFY(std::fabs(animation.currentValue().toDouble() - expected.position(0.08)) <= 1e-9 * 100);
}

void tst_MotionAnimation::decayRule_data()
{
    QTest::addColumn<double>("velocity");
    QTest::addColumn<double>("startVelocity");
    // From 0 to 100 with lambda 3: the velocity is kept from 300 (= lambda * distance) up.
    QTest::newRow("fast enough, kept") << 450.0 << 450.0;
    QTest::newRow("just fast enough") << 300.0 << 300.0;
    QTest::newRow("too slow") << 120.0 << 300.0;
    QTest::newRow("at rest") << 0.0 << 300.0;
    QTest::newRow("moving away") << -200.0 << 300.0;
}

// A decay keeps a velocity towards its end unless it would be slower than its own lambda.
void tst_MotionAnimation::decayRule()
{
    QFETCH(double, velocity);
    QFETCH(double, startVelocity);
    DecayAnimation animation;
    animation.setLambda(Lambda);
    animation.setStartValue(0.0);
    animation.setEndValue(100.0);
    animation.setStartVelocity(velocity);
    const ExponentialDecay decay(0, startVelocity, startVelocity / 100);
    QCOMPARE(animation.duration(), int(std::ceil(decay.settleTime(0.1) * 1000)));
    animation.setCurrentTime(0);
    QCOMPARE(animation.currentVelocity().toDouble(), startVelocity);
    animation.setCurrentTime(100);
    QVERIFY(std::fabs(animation.currentValue().toDouble() - decay.position(0.1)) <= 1e-12 * 100);
}

// The models whose pull is shared out between components.
static void addSharedPullRows()
{
    QTest::addColumn<Kind>("kind");
    QTest::newRow("gravity") << Kind::Gravity;
    QTest::newRow("bounce") << Kind::Bounce;
}

void tst_MotionAnimation::straightLine_data()
{
    addSharedPullRows();
}

// Gravity shared by distance: a motion from rest runs along the segment and every
// component lands at the same times.
void tst_MotionAnimation::straightLine()
{
    QFETCH(Kind, kind);
    const std::unique_ptr<MotionAnimation> animation = make(kind, 2000);
    const QPointF from(-40, 300), to(260, 20);
    animation->setStartValue(from);
    animation->setEndValue(to);
    const double length = QLineF(from, to).length();
    const QPointF direction = (to - from) / length;
    for (int ms = 0; ms < animation->duration(); ms += 7) {
        animation->setCurrentTime(ms);
        const QPointF offset = animation->currentValue().toPointF() - from;
        const double across = offset.x() * direction.y() - offset.y() * direction.x();
        const double along = QPointF::dotProduct(offset, direction);
        QVERIFY2(std::fabs(across) <= 1e-12 * length, qPrintable(QString::number(across)));
        QVERIFY(along >= -1e-12 * length && along <= length * (1 + 1e-12));
    }
    // The pull along the line is the animation's magnitude: the first landing comes after
    // sqrt(2 length / g), within what the value covers in a millisecond at that speed.
    animation->setCurrentTime(int(std::sqrt(2 * length / 2000) * 1000));
    QVERIFY(QLineF(animation->currentValue().toPointF(), to).length() <= std::sqrt(2 * 2000 * length) * 1e-3);
}

void tst_MotionAnimation::movingOnItsEnd_data()
{
    addSharedPullRows();
}

// A component on its end but moving gets the whole pull and comes back, with the
// tolerance a thousandth of what its velocity covers in a second.
void tst_MotionAnimation::movingOnItsEnd()
{
    QFETCH(Kind, kind);
    const std::unique_ptr<MotionAnimation> animation = make(kind, 2000);
    animation->setStartValue(QPointF(50, 50));
    animation->setEndValue(QPointF(50, 50));
    animation->setStartVelocity(QPointF(0, -300));
    QCOMPARE(animation->tolerance(), 1e-3); // of 300, the band below
    // Up and back in 2 v / g; a bounce then bounces on, 0.6 times as fast each time.
    const Gravity flight(0, -300, 2000);
    if (kind == Kind::Gravity) {
        QCOMPARE(animation->duration(), int(std::ceil(0.3 * 1000)));
    } else {
        const Bounce bounce = Bounce::fromLaunch(300, Restitution, -2000, MaxBounces);
        QCOMPARE(animation->duration(), int(std::ceil(bounce.settleTime(0.3) * 1000)));
    }
    animation->setCurrentTime(100);
    QCOMPARE(animation->currentValue().toPointF().x(), 50.0);
    QVERIFY(std::fabs(animation->currentValue().toPointF().y() - (50 + flight.position(0.1))) <= 1e-12 * 50);
}

// On its end with a velocity so small that a thousandth of it underflows to 0 (issue 22: the
// band was 0, the motion never settled, and the animation lasted INT_MAX ms): the band is
// at least the smallest double, between a thousandth and a two-hundredth of the velocity, so
// the duration lies between those of the same spring at a normal scale with those
// tolerances.
void tst_MotionAnimation::subnormalVelocityOnItsEnd()
{
    const auto duration = [](double velocity, double tolerance) {
        SpringAnimation animation;
        animation.setTolerance(tolerance);
        animation.setStartValue(0.0);
        animation.setEndValue(0.0);
        animation.setStartVelocity(velocity);
        return animation.duration();
    };
    const int tiny = duration(1e-321, 1e-3);
    QVERIFY2(tiny >= duration(1, 5e-3) && tiny <= duration(1, 1e-3),
             qPrintable(
                     QStringLiteral("%1 ms, not in [%2, %3]").arg(tiny).arg(duration(1, 5e-3)).arg(duration(1, 1e-3))));
    SpringAnimation animation;
    animation.setStartValue(0.0);
    animation.setEndValue(0.0);
    animation.setStartVelocity(1e-321);
    animation.setCurrentTime(animation.duration());
    QCOMPARE(animation.currentValue().toDouble(), 0.0);
}

void tst_MotionAnimation::sequentialGroup()
{
    QSequentialAnimationGroup group;
    auto *spring = new SpringAnimation(&group);
    spring->setStartValue(0.0);
    spring->setEndValue(200.0);
    auto *bounce = new BounceAnimation(&group);
    bounce->setStartValue(QPointF(0, -300));
    bounce->setEndValue(QPointF(0, 0));
    group.addAnimation(spring);
    group.addAnimation(bounce);

    const Spring s = spring->spring().withRestPosition(200).withStart(0, 0);
    const Bounce b = Bounce::fromDrop(300, 0.5, -2000);
    const int springDuration = int(std::ceil(s.settleTime(0.2) * 1000));
    const int bounceDuration = int(std::ceil(b.settleTime(0.3) * 1000));
    QCOMPARE(spring->duration(), springDuration);
    QCOMPARE(bounce->duration(), bounceDuration);
    QCOMPARE(group.duration(), springDuration + bounceDuration);

    QSignalSpy finished(&group, &QAbstractAnimation::finished);
    group.start();
    group.setCurrentTime(150);
    QVERIFY(std::fabs(spring->currentValue().toDouble() - s.position(0.15)) <= 1e-9 * 200);
    group.setCurrentTime(springDuration + 250);
    QCOMPARE(spring->currentValue(), QVariant(200.0));
    QVERIFY(std::fabs(bounce->currentValue().toPointF().y() + b.position(0.25)) <= 1e-9 * 300);
    QCOMPARE(bounce->currentValue().toPointF().x(), 0.0);
    group.setCurrentTime(group.duration());
    QCOMPARE(finished.size(), 1);
    QCOMPARE(bounce->currentValue(), QVariant(QPointF(0, 0)));
}

void tst_MotionAnimation::parallelGroup()
{
    QParallelAnimationGroup group;
    auto *gravity = new GravityAnimation(&group);
    gravity->setStartValue(QRectF(0, 0, 10, 10));
    gravity->setEndValue(QRectF(0, 400, 10, 10));
    auto *decay = new DecayAnimation(&group);
    decay->setStartValue(0.0);
    decay->setStartVelocity(1000.0); // a fling: coasts to 500 with lambda 2
    group.addAnimation(gravity);
    group.addAnimation(decay);

    const Gravity g(0, 0, 2000);
    const ExponentialDecay e(0, 1000, 2);
    const int gravityDuration = int(std::ceil(g.timeToReach(400) * 1000));
    const int decayDuration = int(std::ceil(e.settleTime(0.5) * 1000));
    QCOMPARE(gravity->duration(), gravityDuration);
    QCOMPARE(decay->duration(), decayDuration);
    QCOMPARE(group.duration(), std::max(gravityDuration, decayDuration));

    group.start();
    group.setCurrentTime(300);
    QVERIFY(std::fabs(gravity->currentValue().toRectF().y() - g.position(0.3)) <= 1e-9 * 400);
    QVERIFY(std::fabs(decay->currentValue().toDouble() - e.position(0.3)) <= 1e-9 * 500);
    group.setCurrentTime(gravityDuration + 10);
    QCOMPARE(gravity->currentValue(), QVariant(QRectF(0, 400, 10, 10)));
    group.setCurrentTime(group.duration());
    QCOMPARE(group.state(), QAbstractAnimation::Stopped);
    QCOMPARE(decay->currentValue(), QVariant(500.0));
}

// Like QPropertyAnimation: writes the property while running, starts from its value.
void tst_MotionAnimation::targetProperty()
{
    Widget widget;
    widget.setPos(QPointF(10, 20));
    SpringAnimation animation;
    QSignalSpy targetChanged(&animation, &MotionAnimation::targetObjectChanged);
    animation.setTargetObject(&widget);
    animation.setPropertyName("pos");
    QCOMPARE(targetChanged.size(), 1);
    animation.setEndValue(QPointF(110, -30));

    const Spring base = animation.spring();
    const Spring x = base.withRestPosition(110).withStart(10, 0);
    const Spring y = base.withRestPosition(-30).withStart(20, 0);
    const int duration = int(std::ceil(std::max(x.settleTime(0.1), y.settleTime(0.1)) * 1000));
    QCOMPARE(animation.duration(), duration); // known before start, from the property

    QSignalSpy moved(&widget, &Widget::posChanged);
    animation.start();
    QCOMPARE(animation.startValue(), QVariant(QPointF(10, 20)));
    animation.setCurrentTime(80);
    QVERIFY(moved.size() > 0);
    QVERIFY(std::fabs(widget.pos().x() - x.position(0.08)) <= 1e-9 * 100);
    QVERIFY(std::fabs(widget.pos().y() - y.position(0.08)) <= 1e-9 * 100);
    animation.setCurrentTime(animation.duration());
    QCOMPARE(widget.pos(), QPointF(110, -30));

    // Every start reads the property again.
    widget.setPos(QPointF(0, 0));
    animation.start();
    QCOMPARE(animation.startValue(), QVariant(QPointF(0, 0)));
    animation.stop();
    // Stopped, the property is left alone.
    animation.setCurrentTime(50);
    QCOMPARE(widget.pos(), QPointF(0, 0));
}

void tst_MotionAnimation::fling_data()
{
    QTest::addColumn<QVariant>("from");
    QTest::addColumn<QVariant>("velocity");
    QTest::addColumn<QVariant>("rest");
    // x0 + v0 / lambda with lambda = Lambda = 3.
    QTest::newRow("qreal") << QVariant(100.0) << QVariant(900.0) << QVariant(400.0);
    QTest::newRow("QPointF") << QVariant(QPointF(0, 50)) << QVariant(QPointF(-300, 1200))
                             << QVariant(QPointF(-100, 450));
    QTest::newRow("int") << QVariant(10) << QVariant(-90.0) << QVariant(-20);
}

// A DecayAnimation without end value coasts to rest and reports where.
void tst_MotionAnimation::fling()
{
    QFETCH(QVariant, from);
    QFETCH(QVariant, velocity);
    QFETCH(QVariant, rest);
    DecayAnimation animation;
    animation.setLambda(Lambda);
    animation.setStartValue(from);
    animation.setStartVelocity(velocity);
    QCOMPARE(animation.finalValue(), rest);
    // Stopped, the key values are the user's: none at the end.
    QCOMPARE(animation.endValue(), QVariant());
    const auto motion = expectedMotion(Kind::Decay, numbers(from), numbers(rest), numbers(velocity), 0);
    for (size_t i = 0; i < motion.size(); ++i) {
        const ExponentialDecay decay(numbers(from)[i], numbers(velocity)[i], Lambda);
        QVERIFY(std::fabs(motion[i].position(0.3) - decay.position(0.3)) <= 1e-12 * 1000);
    }
    QCOMPARE(animation.duration(), expectedDuration(motion));
    // QVariantAnimation produces values between two key values: the resting place is the
    // end while the animation runs (or is paused).
    animation.start();
    animation.pause();
    QCOMPARE(animation.endValue(), rest);
    animation.setCurrentTime(300);
    QString message;
    QVERIFY2(matches(animation.currentValue(), motion, 0.3, &message), qPrintable(message));

    animation.stop();
    QCOMPARE(animation.endValue(), QVariant());

    // A new velocity, a new resting place; the same for a lambda.
    animation.setStartVelocity(QVariant());
    QCOMPARE(animation.finalValue(), from);
    QCOMPARE(animation.duration(), 0);
    animation.setStartVelocity(velocity);
    animation.setLambda(4);
    const std::vector<double> x0 = numbers(from), v0 = numbers(velocity), end = numbers(animation.finalValue());
    for (size_t i = 0; i < x0.size(); ++i)
        QVERIFY(std::fabs(end[i] - (x0[i] + v0[i] / 4)) <= 0.5 + 1e-9);

    // An end value set by the user is kept.
    animation.setEndValue(rest);
    animation.setLambda(Lambda);
    QCOMPARE(animation.endValue(), rest);
    animation.start();
    animation.setCurrentTime(animation.duration());
    QCOMPARE(animation.currentValue(), rest);
}

// QLineF is not split into components: Qt interpolates it with the model's progress.
void tst_MotionAnimation::fallback()
{
    SpringAnimation animation;
    const QLineF from(0, 0, 10, 10), to(100, 50, 200, 80);
    animation.setStartValue(from);
    animation.setEndValue(to);
    const Spring progress = animation.spring().withRestPosition(1).withStart(0, 0);
    QCOMPARE(animation.tolerance(), 1e-3);
    QCOMPARE(animation.duration(), int(std::ceil(progress.settleTime(1e-3) * 1000)));
    for (int ms : { 20, 100, 300 }) {
        animation.setCurrentTime(ms);
        const double p = progress.position(ms / 1000.0);
        const QLineF expected(from.p1() + (to.p1() - from.p1()) * p, from.p2() + (to.p2() - from.p2()) * p);
        const QLineF value = animation.currentValue().toLineF();
        QVERIFY2(QLineF(value.p1(), expected.p1()).length() <= 1e-9 * 200
                         && QLineF(value.p2(), expected.p2()).length() <= 1e-9 * 200,
                 qPrintable(QStringLiteral("%1 %2").arg(value.x1()).arg(expected.x1())));
    }
    QVERIFY(!animation.currentVelocity().isValid());

    animation.start();
    animation.setCurrentTime(100);
    const QLineF at = animation.currentValue().toLineF();
    const QLineF elsewhere(0, 0, 0, 0);
    animation.retarget(elsewhere);
    QCOMPARE(animation.currentValue().toLineF(), at); // continuous in position
    animation.setCurrentTime(animation.duration());
    QCOMPARE(animation.currentValue().toLineF(), elsewhere);
}

// A duration set by the user cuts or extends the run; the motion is not rescaled.
void tst_MotionAnimation::userDuration()
{
    GravityAnimation animation;
    QSignalSpy fromPhysics(&animation, &MotionAnimation::durationFromPhysicsChanged);
    animation.setStartValue(0.0);
    animation.setEndValue(100.0);
    const Gravity gravity(0, 0, 2000);
    QCOMPARE(animation.duration(), int(std::ceil(gravity.timeToReach(100) * 1000)));
    QVERIFY(animation.durationFromPhysics());

    animation.setDuration(1000);
    QVERIFY(!animation.durationFromPhysics());
    QCOMPARE(fromPhysics.size(), 1);
    animation.setCurrentTime(200);
    QVERIFY(std::fabs(animation.currentValue().toDouble() - gravity.position(0.2)) <= 1e-12 * 100);
    animation.setCurrentTime(600); // landed, held on the end
    QCOMPARE(animation.currentValue(), QVariant(100.0));
    animation.setAcceleration(-500); // parameters no longer change the duration
    QCOMPARE(animation.duration(), 1000);

    animation.setDurationFromPhysics(true);
    QCOMPARE(fromPhysics.size(), 2);
    QCOMPARE(animation.duration(), int(std::ceil(Gravity(0, 0, 500).timeToReach(100) * 1000)));
}

void tst_MotionAnimation::springParameters()
{
    const double pi = std::acos(-1.0);
    SpringAnimation animation;
    // SwiftUI's default: 0.5 s, no bounce.
    QCOMPARE(animation.mass(), 1.0);
    QCOMPARE(animation.stiffness(), std::pow(2 * pi / 0.5, 2));
    QCOMPARE(animation.dampingRatio(), 1.0);

    QSignalSpy ratio(&animation, &SpringAnimation::dampingRatioChanged);
    QSignalSpy damping(&animation, &SpringAnimation::dampingChanged);
    animation.setMass(4); // keeps the ratio
    QCOMPARE(animation.dampingRatio(), 1.0);
    QCOMPARE(animation.damping(), 2 * std::sqrt(animation.stiffness() * 4));
    QCOMPARE(ratio.size(), 0);
    QCOMPARE(damping.size(), 1);
    animation.setDamping(animation.damping() / 2);
    QVERIFY(std::fabs(animation.dampingRatio() - 0.5) <= 1e-15);
    QCOMPARE(ratio.size(), 1);
    animation.setDurationAndBounce(0.4, 0.25);
    QVERIFY(std::fabs(animation.stiffness() - std::pow(2 * pi / 0.4, 2) * 4) <= 1e-12 * animation.stiffness());
    QVERIFY(std::fabs(animation.dampingRatio() - 0.75) <= 1e-15);
}

void tst_MotionAnimation::invalidParameters()
{
    SpringAnimation spring;
    QTest::ignoreMessage(QtWarningMsg, "Impetus::SpringAnimation: mass must be > 0, but got -1");
    spring.setMass(-1);
    QCOMPARE(spring.mass(), 1.0);
    DecayAnimation decay;
    QTest::ignoreMessage(
            QtWarningMsg,
            "Impetus::DecayAnimation: friction must be < 1 for the decay to come to rest at endPosition, but got 1.5");
    decay.setFriction(1.5);
    QCOMPARE(decay.lambda(), 2.0);
    decay.setFriction(0.5);
    QVERIFY(std::fabs(decay.lambda() - std::log(2.0)) <= 1e-15);
    BounceAnimation bounce;
    QTest::ignoreMessage(QtWarningMsg, "Impetus::BounceAnimation: restitution must be in [0, 1], but got 2");
    bounce.setRestitution(2);
    QCOMPARE(bounce.restitution(), 0.5);
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("tolerance")));
    bounce.setTolerance(0);
}

// Any spec, by text or preset; the classes held to one model refuse another.
void tst_MotionAnimation::specs()
{
    MotionAnimation animation(QStringLiteral("swiftui.bouncy"));
    QCOMPARE(animation.motionSpec(), QStringLiteral("spring(duration: 0.5, bounce: 0.3)"));
    animation.setStartValue(0.0);
    animation.setEndValue(300.0);
    const Spring bouncy = Spring::fromDurationAndBounce(0.5, 0.3).withRestPosition(300).withStart(0, 0);
    QCOMPARE(animation.duration(), int(std::ceil(bouncy.settleTime(0.3) * 1000 * (1 - 1e-12))));
    animation.setCurrentTime(100);
    QCOMPARE(animation.currentValue().toDouble(), bouncy.position(0.1));

    QSignalSpy changed(&animation, &MotionAnimation::motionChanged);
    animation.setMotionSpec(QStringLiteral("bounce(restitution: 0.6)"));
    QCOMPARE(changed.size(), 1);
    const Bounce drop = Bounce::fromDrop(300, 0.6, -2000);
    QCOMPARE(animation.duration(),
             int(std::ceil(std::fmin(drop.restTime(), drop.settleTime(0.3)) * 1000 * (1 - 1e-12))));
    animation.setCurrentTime(100);
    QCOMPARE(animation.currentValue().toDouble(), 300 - drop.position(0.1));

    QTest::ignoreMessage(QtWarningMsg, "Impetus::MotionAnimation: column 8: restitution must be in [0, 1], but got 2");
    animation.setMotionSpec(QStringLiteral("bounce(restitution: 2)"));
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::MotionAnimation: column 9: acceleration must be < 0 (towards the end), but got 10");
    animation.setMotionSpec(QStringLiteral("gravity(acceleration: 10)"));
    QCOMPARE(animation.motionSpec(), QStringLiteral("bounce(restitution: 0.6)"));
    QCOMPARE(changed.size(), 1);

    SpringAnimation spring;
    QTest::ignoreMessage(QtWarningMsg, "Impetus::SpringAnimation: the motion must be a spring, but got decay()");
    spring.setMotionSpec(QStringLiteral("decay()"));
    QSignalSpy stiffness(&spring, &SpringAnimation::stiffnessChanged);
    QSignalSpy ratio(&spring, &SpringAnimation::dampingRatioChanged);
    spring.setMotionSpec(QStringLiteral("material.standard.spatial.default"));
    QCOMPARE(spring.stiffness(), 700.0);
    QCOMPARE(spring.dampingRatio(), 0.9);
    QCOMPARE(stiffness.size(), 1);
    QCOMPARE(ratio.size(), 1);
    QCOMPARE(spring.spring(), Spring::fromDampingRatio(1, 700, 0.9));

    // create(): the class of the spec's model, playing it; nothing for a spec that cannot.
    const std::unique_ptr<MotionAnimation> made(
            MotionAnimation::create(MotionSpec::parse(u"bounce(restitution: 0.6)")));
    QVERIFY(qobject_cast<BounceAnimation *>(made.get()));
    QCOMPARE(qobject_cast<BounceAnimation *>(made.get())->restitution(), 0.6);
    QVERIFY(qobject_cast<DecayAnimation *>(
            std::unique_ptr<MotionAnimation>(MotionAnimation::create(MotionSpec::parse(u"decay()"))).get()));
    QCOMPARE(MotionAnimation::create(MotionSpec::parse(u"gravity(acceleration: 1)")), nullptr);
    QCOMPARE(MotionAnimation::create(MotionSpec::parse(u"spring(mass: 0)")), nullptr);

    GravityAnimation gravity;
    QCOMPARE(gravity.acceleration(), -2000.0);
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::GravityAnimation: acceleration must be < 0 (towards the end), but got 2000");
    gravity.setAcceleration(2000);
    QCOMPARE(gravity.acceleration(), -2000.0);
    BounceAnimation bounce;
    QCOMPARE(bounce.gravity(), -2000.0);
    QTest::ignoreMessage(QtWarningMsg, "Impetus::BounceAnimation: gravity must be < 0, but got 2000");
    bounce.setGravity(2000);
    QCOMPARE(bounce.gravity(), -2000.0);
}

// Writing damping and dampingRatio in either order gives the later one; the others stay
// as written.
void tst_MotionAnimation::writeOrder()
{
    SpringAnimation a, b;
    a.setDampingRatio(0.3);
    a.setDamping(4);
    b.setDamping(9);
    b.setDampingRatio(0.5);
    const double w = 2 * M_PI / 0.5;
    QCOMPARE(a.spring(), Spring::fromMassStiffnessDamping(1, w * w, 4));
    QCOMPARE(b.spring(), Spring::fromDampingRatio(1, w * w, 0.5));
    a.setMass(2); // the damping was written: kept; the default duration keeps the period
    QCOMPARE(a.spring(), Spring::fromMassStiffnessDamping(2, w * w * 2, 4));
    b.setStiffness(100);
    b.setMass(3); // stiffness and ratio were written: kept
    QCOMPARE(b.spring(), Spring::fromDampingRatio(3, 100, 0.5));
    QCOMPARE(b.motionSpec(), QStringLiteral("spring(dampingRatio: 0.5, stiffness: 100, mass: 3)"));
}

void tst_MotionAnimation::velocityTypes()
{
    SpringAnimation animation;
    animation.setStartValue(QPoint(0, 0));
    animation.setEndValue(QPoint(100, 10));
    animation.setStartVelocity(QPointF(30.5, -2));
    animation.setCurrentTime(0);
    QCOMPARE(animation.currentVelocity(), QVariant(QPointF(30.5, -2)));
    animation.setCurrentTime(40);
    QCOMPARE(animation.currentValue().metaType(), QMetaType::fromType<QPoint>());

    animation.setStartVelocity(QVariant()); // a QPointF velocity has too few components for colours
    animation.setStartValue(QColor(Qt::white));
    animation.setEndValue(QColor(Qt::black));
    animation.setStartVelocity(QVector4D(-1, -2, -3, 0));
    animation.setCurrentTime(0);
    QCOMPARE(animation.currentVelocity(), QVariant(QVector4D(-1, -2, -3, 0)));
    animation.setCurrentTime(40);
    QCOMPARE(animation.currentValue().metaType(), QMetaType::fromType<QColor>());

    animation.setStartVelocity(QVariant());
    animation.setStartValue(0);
    animation.setEndValue(7);
    animation.setCurrentTime(40);
    QCOMPARE(animation.currentVelocity().metaType(), QMetaType::fromType<double>());
}

void tst_MotionAnimation::startWritesTheStartFirst_data()
{
    QTest::addColumn<QString>("spec");
    QTest::newRow("spring") << "spring(dampingRatio: 0.5)";
    QTest::newRow("decay") << "decay(lambda: 6)";
    QTest::newRow("gravity") << "gravity()";
    QTest::newRow("bounce") << "bounce()";
}

// start() with no start value reads the property and writes it first: never the end before
// the start (issue 15: (300, 300) then (10, 10) were seen).
void tst_MotionAnimation::startWritesTheStartFirst()
{
    QFETCH(QString, spec);
    Widget widget;
    widget.setPos(QPointF(10, 10));
    widget.writes.clear();
    std::unique_ptr<MotionAnimation> animation(MotionAnimation::create(MotionSpec::parse(spec)));
    animation->setTargetObject(&widget);
    animation->setPropertyName("pos");
    animation->setEndValue(QPointF(300, 300));
    QList<QPointF> emitted;
    connect(animation.get(), &QVariantAnimation::valueChanged, this,
            [&](const QVariant &value) { emitted.append(value.toPointF()); });
    animation->start();
    QVERIFY(!widget.writes.isEmpty());
    QCOMPARE(widget.writes.first(), QPointF(10, 10));
    QCOMPARE(emitted.first(), QPointF(10, 10));
    QVERIFY(!widget.writes.contains(QPointF(300, 300)));
    animation->setCurrentTime(animation->duration());
    QCOMPARE(widget.writes.last(), QPointF(300, 300));

    // The next start(), from wherever the property is now: never the last run's start first
    // (issue 22: a gravity and a bounce wrote (10, 10) before (200, 200)).
    animation->stop();
    widget.setPos(QPointF(200, 200));
    widget.writes.clear();
    emitted.clear();
    animation->start();
    QVERIFY(!widget.writes.isEmpty());
    QCOMPARE(widget.writes.first(), QPointF(200, 200));
    QCOMPARE(emitted.first(), QPointF(200, 200));
    QVERIFY(!widget.writes.contains(QPointF(10, 10)));
}

// A start value given after a run that took its start from the property is the user's,
// even when it equals the start the property gave (issue 22: the start value given was
// replaced by the property's value, and the run stopped at once).
void tst_MotionAnimation::explicitStartOnTheNextRun()
{
    QFETCH(QString, spec);
    Widget widget;
    std::unique_ptr<MotionAnimation> animation(MotionAnimation::create(MotionSpec::parse(spec)));
    animation->setTargetObject(&widget);
    animation->setPropertyName("pos");
    animation->setEndValue(QPointF(200, 100));
    QSignalSpy finished(animation.get(), &QAbstractAnimation::finished);
    animation->start();
    QCOMPARE(animation->startValue(), QVariant(QPointF(0, 0))); // the property's, while it runs
    const int runDuration = animation->duration();
    animation->setCurrentTime(runDuration);
    QCOMPARE(animation->state(), QAbstractAnimation::Stopped);
    // Qt emits finished() when the time reached duration() as read after the stop: the run's
    // until something changes.
    QCOMPARE(finished.count(), 1);
    QCOMPARE(animation->duration(), runDuration);
    QCOMPARE(widget.pos(), QPointF(200, 100));
    // Stopped, the key values are the user's again, as QPropertyAnimation's are.
    QCOMPARE(animation->startValue(), QVariant());

    animation->setStartValue(QPointF(0, 0));
    const int duration = animation->duration();
    QVERIFY(duration > 0);
    animation->start();
    QCOMPARE(animation->startValue(), QVariant(QPointF(0, 0)));
    QCOMPARE(animation->duration(), duration);
    QCOMPARE(widget.pos(), QPointF(0, 0));
    animation->setCurrentTime(duration / 2);
    QVERIFY(widget.pos().x() > 0);
    animation->setCurrentTime(duration);
    QCOMPARE(widget.pos(), QPointF(200, 100));
    // The user's start value stays.
    QCOMPARE(animation->startValue(), QVariant(QPointF(0, 0)));
}

// An end value given to a decay is its end, even when the property sits on it when it is
// given (issue 22: it was taken for the decay's own resting place, and lost once the
// property had moved).
void tst_MotionAnimation::decayKeepsAnEndGivenWhereItRests()
{
    Widget widget;
    widget.setPos(QPointF(200, 50));
    DecayAnimation animation;
    animation.setLambda(Lambda);
    animation.setTargetObject(&widget);
    animation.setPropertyName("pos");
    QCOMPARE(animation.finalValue(), QVariant(QPointF(200, 50))); // at rest where it is
    animation.setEndValue(QPointF(200, 50));
    widget.setPos(QPointF(0, 0));
    QCOMPARE(animation.endValue(), QVariant(QPointF(200, 50)));
    QCOMPARE(animation.finalValue(), QVariant(QPointF(200, 50)));
    QVERIFY(animation.duration() > 0);
    animation.start();
    animation.setCurrentTime(animation.duration() / 2);
    QVERIFY(widget.pos().x() > 0 && widget.pos().x() < 200);
    animation.setCurrentTime(animation.duration());
    QCOMPARE(widget.pos(), QPointF(200, 50));
    QCOMPARE(animation.endValue(), QVariant(QPointF(200, 50)));

    // A fling's resting place is the end while it runs, and taken back when it stops.
    animation.setEndValue(QVariant());
    animation.setStartVelocity(QPointF(300, 0));
    const QVariant rest(QPointF(200 + 300 / Lambda, 50));
    QCOMPARE(animation.finalValue(), rest);
    QCOMPARE(animation.endValue(), QVariant());
    animation.start();
    QCOMPARE(animation.endValue(), rest);
    animation.setCurrentTime(animation.duration());
    QCOMPARE(widget.pos(), rest.toPointF());
    QCOMPARE(animation.endValue(), QVariant());
    // Given now, that same place is the user's end.
    animation.setEndValue(rest);
    animation.setStartVelocity(QVariant());
    widget.setPos(QPointF(0, 0));
    animation.start();
    animation.setCurrentTime(animation.duration());
    QCOMPARE(widget.pos(), rest.toPointF());
}

// Backward with a start value and no end value runs from the property's value back to the
// start value, as QPropertyAnimation does (issue 22: it stopped at once); the same motion,
// played in reverse.
void tst_MotionAnimation::backwardWithoutEndValue()
{
    QFETCH(QString, spec);
    Widget stockWidget, widget;
    stockWidget.setPos(QPointF(300, 120));
    widget.setPos(QPointF(300, 120));
    QPropertyAnimation stock(&stockWidget, "pos");
    std::unique_ptr<MotionAnimation> animation(MotionAnimation::create(MotionSpec::parse(spec)));
    animation->setTargetObject(&widget);
    animation->setPropertyName("pos");
    for (QVariantAnimation *each :
         { static_cast<QVariantAnimation *>(&stock), static_cast<QVariantAnimation *>(animation.get()) }) {
        each->setStartValue(QPointF(0, 0));
        each->setDirection(QAbstractAnimation::Backward);
        each->start();
    }
    if (animation->spec().model() == Motion::Type::ExponentialDecay) {
        // Documented: a decay without end value comes to rest by itself, in either direction;
        // from rest, where it is. Nothing to play: the run ends at once.
        QCOMPARE(animation->finalValue(), QVariant(QPointF(0, 0)));
        QCOMPARE(animation->state(), QAbstractAnimation::Stopped);
        QCOMPARE(animation->endValue(), QVariant());
        return;
    }
    QCOMPARE(animation->state(), stock.state());
    QCOMPARE(animation->endValue(), QVariant(QPointF(300, 120)));
    const int duration = animation->duration();
    QVERIFY(duration > 0);
    QCOMPARE(animation->currentTime(), duration);
    QCOMPARE(widget.pos(), stockWidget.pos()); // both start on the property's value
    QCOMPARE(widget.pos(), QPointF(300, 120));
    // The forward motion from (0, 0) to (300, 120), at the same time.
    ValueMotion forward(animation->spec(), QPointF(0, 0), QPointF(300, 120));
    animation->setCurrentTime(duration / 3);
    QCOMPARE(widget.pos(), forward.valueAt(duration / 3 / 1000.0).toPointF());
    for (QVariantAnimation *each :
         { static_cast<QVariantAnimation *>(&stock), static_cast<QVariantAnimation *>(animation.get()) })
        each->setCurrentTime(0);
    QCOMPARE(animation->state(), QAbstractAnimation::Stopped);
    QCOMPARE(stock.state(), QAbstractAnimation::Stopped);
    QCOMPARE(widget.pos(), QPointF(0, 0));
    QCOMPARE(stockWidget.pos(), QPointF(0, 0));
    // The end value read from the property is taken back, as QPropertyAnimation's is.
    QCOMPARE(animation->endValue(), stock.endValue());
}

// Refused values on an animation with no target (issue 22): an invalid QColor is refused
// like a value that is not finite (Qt faded it in as transparent black and ended on
// QColor(Invalid)), and a refused plan emits nothing (a NaN start emitted valueChanged(nan)).
void tst_MotionAnimation::refusedWithNoTarget()
{
    SpringAnimation colour;
    colour.setStartValue(QColor(Qt::red));
    colour.setEndValue(QColor());
    QList<QVariant> emitted;
    connect(&colour, &QVariantAnimation::valueChanged, this, [&](const QVariant &value) { emitted.append(value); });
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::SpringAnimation: the end value is an invalid QColor; nothing is moved");
    colour.start();
    colour.setCurrentTime(100);
    colour.setCurrentTime(colour.duration());
    QCOMPARE(emitted, QList<QVariant>());
    colour.stop();
    colour.setStartValue(QColor());
    colour.setEndValue(QColor(Qt::blue));
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::SpringAnimation: the start value is an invalid QColor; nothing is moved");
    colour.start();
    colour.setCurrentTime(100);
    QCOMPARE(emitted, QList<QVariant>());
    colour.stop();

    SpringAnimation number;
    number.setStartValue(qQNaN());
    number.setEndValue(1.0);
    connect(&number, &QVariantAnimation::valueChanged, this, [&](const QVariant &value) { emitted.append(value); });
    QTest::ignoreMessage(QtWarningMsg, "Impetus::SpringAnimation: the start value nan is not finite; nothing is moved");
    number.start();
    number.setCurrentTime(100);
    QCOMPARE(emitted, QList<QVariant>());
}

// A key value between 0 and 1 (issue 22: each interval replayed the whole motion, and the
// value jumped from 199.8 to 0.7): ignored with one warning, every value that of the same
// motion without it.
void tst_MotionAnimation::intermediateKeyValuesIgnored()
{
    SpringAnimation plain;
    plain.setStartValue(0.0);
    plain.setEndValue(200.0);
    SpringAnimation keyed;
    keyed.setStartValue(0.0);
    keyed.setEndValue(200.0);
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::SpringAnimation: ignores the key values between 0 and 1: a motion goes "
                         "from its start value to its end value; for waypoints, play one animation per "
                         "leg in a QSequentialAnimationGroup");
    keyed.setKeyValueAt(0.5, 500.0);
    keyed.setKeyValueAt(0.25, 50.0); // said once
    QCOMPARE(keyed.duration(), plain.duration());
    plain.start();
    keyed.start();
    for (int ms = 0; ms <= plain.duration(); ms += 7) {
        plain.setCurrentTime(ms);
        keyed.setCurrentTime(ms);
        QCOMPARE(keyed.currentValue().toDouble(), plain.currentValue().toDouble());
    }
    keyed.setCurrentTime(keyed.duration());
    QCOMPARE(keyed.currentValue().toDouble(), 200.0);
}

// A start, end or velocity that is not finite is refused with a warning naming it, and
// nothing is written.
void tst_MotionAnimation::nonFiniteRefused()
{
    Widget widget;
    widget.setPos(QPointF(10, 10));
    SpringAnimation animation;
    animation.setTargetObject(&widget);
    animation.setPropertyName("pos");
    animation.setEndValue(QPointF(qQNaN(), 1));
    widget.writes.clear();
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::SpringAnimation: the end value QPointF(nan,1) is not finite; nothing is moved");
    animation.start();
    animation.setCurrentTime(100);
    QVERIFY(widget.writes.isEmpty());
    QCOMPARE(widget.pos(), QPointF(10, 10));
    animation.stop();

    animation.setEndValue(QPointF(300, 300));
    animation.setStartValue(QPointF(qInf(), 0));
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::SpringAnimation: the start value QPointF(inf,0) is not finite; nothing is moved");
    animation.start();
    animation.setCurrentTime(100);
    QVERIFY(widget.writes.isEmpty());
    animation.stop();

    QTest::ignoreMessage(
            QtWarningMsg,
            "Impetus::SpringAnimation: the start velocity QPointF(0,-inf) is not finite; it stays at rest");
    animation.setStartVelocity(QPointF(0, -qInf()));
    QVERIFY(!animation.startVelocity().isValid());
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::SpringAnimation: the start velocity nan is not finite; it stays at rest");
    animation.setStartVelocity(qQNaN());
    animation.setStartValue(QPointF(0, 0));
    animation.start();
    animation.setCurrentTime(animation.duration());
    QCOMPARE(widget.pos(), QPointF(300, 300)); // finite values move again
}

// The widget's pos from (0, 0) to (300, 300).
static void aimFromOriginTo300(MotionAnimation &animation, Widget &widget)
{
    animation.setTargetObject(&widget);
    animation.setPropertyName("pos");
    animation.setStartValue(QPointF(0, 0));
    animation.setEndValue(QPointF(300, 300));
}

void tst_MotionAnimation::otherTypeMidFlight_data()
{
    QTest::addColumn<QVariant>("end");
    QTest::newRow("int") << QVariant(5);
    QTest::newRow("QColor") << QVariant(QColor(Qt::red));
    QTest::newRow("QString") << QVariant(QStringLiteral("300"));
    QTest::newRow("QRectF") << QVariant(QRectF(0, 0, 1, 1));
}

// A QPointF motion given an end of another type mid-flight keeps its course, with a
// warning: no invalid value, the property never reset.
void tst_MotionAnimation::otherTypeMidFlight()
{
    QFETCH(QVariant, end);
    Widget widget;
    SpringAnimation animation;
    aimFromOriginTo300(animation, widget);
    QList<QVariant> emitted;
    connect(&animation, &QVariantAnimation::valueChanged, this, [&](const QVariant &value) { emitted.append(value); });
    animation.start();
    animation.pause();
    animation.setCurrentTime(100);
    const QPointF before = widget.pos();
    QTest::ignoreMessage(
            QtWarningMsg,
            QRegularExpression(QStringLiteral("Impetus::SpringAnimation: the end value .* is not a QPointF like the "
                                              "start value; it keeps moving to QPointF\\(300,300\\)")));
    animation.setEndValue(end);
    QCOMPARE(widget.pos(), before);
    animation.setCurrentTime(200);
    animation.setCurrentTime(animation.duration());
    QCOMPARE(widget.pos(), QPointF(300, 300));
    for (const QVariant &value : emitted)
        QCOMPARE(value.typeId(), QMetaType::QPointF);
    QVERIFY(!widget.writes.contains(QPointF(0, 0)) || widget.writes.indexOf(QPointF(0, 0)) == 0);
}

// A parameter changed from valueChanged on the last frame: the animation still ends
// exactly on its end (issue 15: 299.26 for 300).
void tst_MotionAnimation::parameterOnTheLastFrame()
{
    Widget widget;
    SpringAnimation animation;
    aimFromOriginTo300(animation, widget);
    bool changed = false;
    connect(&animation, &QVariantAnimation::valueChanged, this, [&](const QVariant &value) {
        if (value.toPointF() == QPointF(300, 300) && !changed) {
            changed = true;
            animation.setDampingRatio(0.3);
        }
    });
    animation.start();
    animation.setCurrentTime(animation.duration());
    QVERIFY(changed);
    QCOMPARE(animation.state(), QAbstractAnimation::Stopped);
    QCOMPARE(widget.pos(), QPointF(300, 300));
    QCOMPARE(animation.currentValue(), QVariant(QPointF(300, 300)));
}

// Near INT_MAX a rectangle is made from its corners, clamped: no int overflow (UBSan, in
// scripts/sanitize.sh), no wrapped right edge.
void tst_MotionAnimation::rectNearIntMax()
{
    const int most = std::numeric_limits<int>::max();
    SpringAnimation animation;
    animation.setSpec(MotionSpec::parse(u"spring(dampingRatio: 0.2)"));
    animation.setStartValue(QRect(QPoint(0, 0), QPoint(99, 9)));
    animation.setEndValue(QRect(QPoint(most - 5, 0), QPoint(most, 9)));
    for (int ms = 0; ms <= animation.duration(); ms += 7) {
        animation.setCurrentTime(ms);
        // Its width swings below 0 and back: the right edge stays near INT_MAX, never wraps.
        const QRect rect = animation.currentValue().toRect();
        QVERIFY2(rect.left() < most / 2 || rect.right() > most / 2,
                 qPrintable(QStringLiteral("%1 ms: left %2, right %3").arg(ms).arg(rect.left()).arg(rect.right())));
    }
    animation.setCurrentTime(animation.duration());
    QCOMPARE(animation.currentValue().toRect(), QRect(QPoint(most - 5, 0), QPoint(most, 9)));
}

void tst_MotionAnimation::debug()
{
    SpringAnimation animation;
    animation.setStartValue(1.0);
    animation.setEndValue(2.0);
    QString text;
    QDebug(&text) << &animation;
    QVERIFY2(text.startsWith(QLatin1String("Impetus::SpringAnimation(")), qPrintable(text));
    QVERIFY2(text.contains(QLatin1String("stiffness=")) && text.contains(QLatin1String("tolerance="))
                     && text.contains(QLatin1String("duration=")),
             qPrintable(text));
}

void tst_MotionAnimation::cleanupTestCase()
{
    qInfo("retarget (retarget() and setEndValue(), 5%%, 20%%, 50%% of the run, every model and type):");
    qInfo("  largest value jump %.3g (real types; int and QColor outputs: %.3g, their quantum)", m_valueJump,
          m_valueJumpQuantised);
    qInfo("  largest currentVelocity() jump %.3g of the speed", m_velocityJump);
    qInfo("  largest jump between one-sided numerical derivatives (h = 10 us, error h^2 x'''/3), of the speed:");
    for (Kind kind : AllKinds)
        qInfo("    %-8s %.3g", kindName(kind), m_numericalVelocityJump[int(kind)]);
}

// A fling has no animation class of its own: a MotionAnimation plays "fling(...)" (issue 24),
// generic over the model like everything else in the engine (MotionSpec::between()).
void tst_MotionAnimation::flingSpec()
{
    // To an end: it lands exactly there, leaving with the velocity given.
    MotionAnimation animation(QStringLiteral("fling(friction: 0.02)"));
    animation.setStartValue(10.0);
    animation.setEndValue(400.0);
    animation.setStartVelocity(3000.0);
    QSignalSpy finished(&animation, &QAbstractAnimation::finished);
    const MotionSpec::Placement placed = MotionSpec::parse(u"fling(friction: 0.02)").between(10, 400, 3000);
    QVERIFY(placed.motion.model<Fling>());
    // The duration is the settle time, in whole milliseconds.
    QVERIFY(std::fabs(animation.duration() - 1000 * placed.motion.settleTime(1e-3 * 390)) < 1);
    animation.start();
    QVERIFY(std::fabs(animation.currentVelocity().toDouble() - 3000) <= 1e-9);
    animation.setCurrentTime(animation.duration() / 2);
    QCOMPARE(animation.currentValue().toDouble(), placed.motion.position(animation.duration() / 2 / 1000.0));
    animation.setCurrentTime(animation.duration());
    QCOMPARE(animation.state(), QAbstractAnimation::Stopped);
    QCOMPARE(finished.size(), 1);
    QCOMPARE(animation.currentValue(), QVariant(400.0));
    QCOMPARE(animation.currentVelocity(), QVariant(0.0));

    // No end: where Android's fling released at the velocity comes to rest, component by
    // component, leaving with the velocity itself.
    Widget widget;
    widget.setPos(QPointF(0, 100));
    MotionAnimation coast(QStringLiteral("android.fling"));
    coast.setTargetObject(&widget);
    coast.setPropertyName("pos");
    coast.setStartVelocity(QPointF(8000, -300));
    const QPointF rest(Fling(0, 8000).finalPosition(), Fling(100, -300).finalPosition());
    QCOMPARE(coast.finalValue(), QVariant(rest));
    QVERIFY(rest.x() > 7186 && rest.x() < 7187);
    coast.start();
    const QPointF leaving = coast.currentVelocity().toPointF();
    QVERIFY(std::fabs(leaving.x() - 8000) <= 1e-9 && std::fabs(leaving.y() + 300) <= 1e-9);
    coast.setCurrentTime(coast.duration());
    QCOMPARE(widget.pos(), rest);

    // create() makes one for a fling spec.
    const std::unique_ptr<MotionAnimation> created(MotionAnimation::create(MotionSpec::parse(u"android.fling")));
    QVERIFY(created);
    QCOMPARE(created->spec(), MotionSpec::parse(u"android.fling"));
}

QTEST_GUILESS_MAIN(tst_MotionAnimation)

#include "tst_motionanimation.moc"
