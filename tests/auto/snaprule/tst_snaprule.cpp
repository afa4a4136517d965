// SPDX-License-Identifier: MIT
// SnapRule: the rubber band against iOS's formula, its inverse, the bounds, the projection
// against a decay's resting end, and the point a release chooses on both sides of the
// threshold.
#include <impetus/exponentialdecay.h>
#include <impetus/snaprule.h>

#include <QtTest/qtest.h>

#include <cmath>

using namespace Impetus;

class tst_SnapRule : public QObject
{
    Q_OBJECT

private slots:
    void rubberBand_data();
    void rubberBand();
    void rubberBandInverse();
    void bounds();
    void drawnAndRaw();
    void projection();
    void target_data();
    void target();
    void thresholdBothSides();
    void refusals();
};

void tst_SnapRule::rubberBand_data()
{
    QTest::addColumn<double>("overshoot");
    QTest::addColumn<double>("dimension");
    QTest::addColumn<double>("constant");
    for (double x : { 1e-9, 0.5, 10.0, 100.0, 400.0, 1e6, 1e300 }) {
        for (double d : { 50.0, 400.0 }) {
            for (double c : { 0.55, 0.2 })
                QTest::addRow("x %g d %g c %g", x, d, c) << x << d << c;
        }
    }
}

// (1 - 1 / (x c / d + 1)) d, as iOS's UIScrollView draws an overshoot; odd in x.
void tst_SnapRule::rubberBand()
{
    QFETCH(double, overshoot);
    QFETCH(double, dimension);
    QFETCH(double, constant);
    const long double x = overshoot, d = dimension, c = constant;
    const long double expected = (1 - 1 / (x * c / d + 1)) * d;
    const double drawn = SnapRule::rubberBand(overshoot, dimension, constant);
    // The long-double form cancels for tiny x; there its series, c x (1 - c x / d), is
    // exact to (c x / d)^2.
    const double reference = overshoot < 1e-6 ? double(c * x * (1 - c * x / d)) : double(expected);
    QVERIFY2(std::fabs(drawn - reference) <= 4e-16 * reference,
             qPrintable(QStringLiteral("%1 vs %2").arg(drawn, 0, 'g', 17).arg(reference, 0, 'g', 17)));
    QCOMPARE(SnapRule::rubberBand(-overshoot, dimension, constant), -drawn);
    QVERIFY(drawn < dimension || overshoot > 1e17);
    QVERIFY(drawn <= constant * overshoot);
}

void tst_SnapRule::rubberBandInverse()
{
    for (double x : { 1e-6, 1.0, 37.5, 250.0, 1e4 }) {
        const double y = SnapRule::rubberBand(x, 300, 0.55);
        const double back = SnapRule::overshootOf(y, 300, 0.55);
        // The inverse's condition number grows like 1 / (1 - y / d).
        QVERIFY2(std::fabs(back - x) <= 1e-15 * x / (1 - y / 300) * 8,
                 qPrintable(QStringLiteral("%1 -> %2 -> %3").arg(x).arg(y).arg(back, 0, 'g', 17)));
        QCOMPARE(SnapRule::overshootOf(-y, 300, 0.55), -back);
    }
    QCOMPARE(SnapRule::overshootOf(300, 300, 0.55), qInf());
    QCOMPARE(SnapRule::overshootOf(0, 300, 0.55), 0.0);
}

void tst_SnapRule::bounds()
{
    SnapRule rule;
    QCOMPARE(rule.lowerBound(), -qInf());
    QCOMPARE(rule.upperBound(), qInf());
    QVERIFY(rule.setSnapPoints({ 300, 0, 150 }).isEmpty());
    QCOMPARE(rule.lowerBound(), 0.0);
    QCOMPARE(rule.upperBound(), 300.0);
    QVERIFY(rule.setDismissPoints({ 900 }).isEmpty());
    QCOMPARE(rule.upperBound(), 900.0);
    QVERIFY(rule.setMaximum(400).isEmpty());
    QCOMPARE(rule.upperBound(), 400.0);
    QVERIFY(rule.setMaximum(qQNaN()).isEmpty());
    QCOMPARE(rule.upperBound(), 900.0);
}

void tst_SnapRule::drawnAndRaw()
{
    SnapRule rule;
    QVERIFY(rule.setSnapPoints({ 0, 200 }).isEmpty());
    const double d = 120;
    QCOMPARE(rule.drawn(50, d), 50.0);
    QCOMPARE(rule.drawn(0, d), 0.0);
    QCOMPARE(rule.drawn(260, d), 200 + SnapRule::rubberBand(60, d));
    QCOMPARE(rule.drawn(-30, d), -SnapRule::rubberBand(30, d));
    // A catch past a bound starts from the raw position that draws where the object is.
    for (double raw : { -500.0, -30.0, 10.0, 199.0, 260.0, 1000.0 }) {
        const double drawn = rule.drawn(raw, d);
        QVERIFY(std::fabs(rule.drawn(rule.raw(drawn, d), d) - drawn) <= 1e-12 * std::fmax(1.0, std::fabs(drawn)));
    }
}

// Where a flick coasts to is where an exponential decay with iOS's rate comes to rest.
void tst_SnapRule::projection()
{
    SnapRule rule;
    for (double rate : { 0.998, 0.99 }) {
        QVERIFY(rule.setDecelerationRate(rate).isEmpty());
        const double lambda = -1000 * std::log(rate);
        const ExponentialDecay decay(40, 1500, lambda);
        QCOMPARE(rule.projection(40, 1500), decay.finalPosition());
        // The decay's velocity after 1 ms is rate times its start velocity, as iOS defines it.
        QVERIFY(std::fabs(decay.velocity(0.001) / 1500 - rate) < 1e-15);
    }
}

void tst_SnapRule::target_data()
{
    QTest::addColumn<double>("position");
    QTest::addColumn<double>("velocity");
    QTest::addColumn<double>("expected");
    QTest::addColumn<bool>("dismiss");
    // Points 0, 300, 600 and a dismiss at 1200; threshold 125 px/s, rate 0.998 (lambda
    // 2.002 1/s, so a slow release at v coasts v / 2.002 further).
    QTest::newRow("at rest, nearest") << 140.0 << 0.0 << 0.0 << false;
    QTest::newRow("at rest, nearer the middle") << 160.0 << 0.0 << 300.0 << false;
    QTest::newRow("slow, coasts past the midpoint") << 100.0 << 120.0 << 300.0 << false; // to 159.94
    QTest::newRow("slow backwards, not past it") << 200.0 << -100.0 << 300.0 << false; // to 150.05
    QTest::newRow("flick forwards goes to the next") << 20.0 << 130.0 << 300.0 << false;
    QTest::newRow("flick backwards goes to the previous") << 580.0 << -130.0 << 300.0 << false;
    QTest::newRow("flick from a point goes to the next") << 300.0 << 2000.0 << 600.0 << false;
    QTest::newRow("flick past the last point dismisses") << 650.0 << 3000.0 << 1200.0 << true;
    QTest::newRow("flick below the first stays there") << -20.0 << -3000.0 << 0.0 << false;
}

void tst_SnapRule::target()
{
    QFETCH(double, position);
    QFETCH(double, velocity);
    QFETCH(double, expected);
    QFETCH(bool, dismiss);
    SnapRule rule;
    QVERIFY(rule.setSnapPoints({ 0, 300, 600 }).isEmpty());
    QVERIFY(rule.setDismissPoints({ 1200 }).isEmpty());
    const SnapRule::Target target = rule.target(position, velocity);
    QCOMPARE(target.position, expected);
    QCOMPARE(target.dismiss, dismiss);
    const QList<double> &points = dismiss ? rule.dismissPoints() : rule.snapPoints();
    QCOMPARE(points.at(target.index), expected);
}

// Just below the threshold a release goes to the point nearest its projection; just above,
// to the next point in its direction.
void tst_SnapRule::thresholdBothSides()
{
    SnapRule rule;
    QVERIFY(rule.setSnapPoints({ 0, 1000 }).isEmpty());
    const double threshold = rule.threshold();
    QCOMPARE(threshold, 125.0);
    const double below = std::nextafter(threshold, 0.0);
    // From 10 at 124.99... px/s the projection is 10 + 62.4 = 72.4: nearest is 0.
    QCOMPARE(rule.target(10, below).position, 0.0);
    QCOMPARE(rule.target(10, threshold).position, 0.0); // not faster than the threshold
    QCOMPARE(rule.target(10, std::nextafter(threshold, 1e9)).position, 1000.0);
    QCOMPARE(rule.target(990, -std::nextafter(threshold, 1e9)).position, 0.0);
    // No threshold: every release goes by its projection, however fast (a coasting list).
    QVERIFY(rule.setThreshold(qInf()).isEmpty());
    QCOMPARE(rule.target(10, 1000).position, 1000.0); // coasts to 10 + 1000 / 2.002 = 509.5
    QCOMPARE(rule.target(10, 900).position, 0.0); // coasts to 459.6
    QVERIFY(std::isnan(SnapRule().target(10, 500).position));
    QCOMPARE(SnapRule().target(10, 500).index, -1);
}

void tst_SnapRule::refusals()
{
    SnapRule rule;
    QCOMPARE(rule.setThreshold(-1), QStringLiteral("threshold must be >= 0, but got -1"));
    QCOMPARE(rule.setThreshold(qQNaN()), QStringLiteral("threshold must be >= 0, but got nan"));
    QCOMPARE(rule.threshold(), 125.0);
    QCOMPARE(rule.setDecelerationRate(1), QStringLiteral("decelerationRate must be in (0, 1), but got 1"));
    QCOMPARE(rule.setDecelerationRate(qQNaN()), QStringLiteral("decelerationRate must be in (0, 1), but got nan"));
    QCOMPARE(rule.decelerationRate(), 0.998);
    QCOMPARE(rule.setRubberBandConstant(0), QStringLiteral("rubberBandConstant must be > 0, but got 0"));
    QCOMPARE(rule.setSnapPoints({ 0, qInf() }), QStringLiteral("snapPoints must be finite positions, but got inf"));
    QVERIFY(rule.snapPoints().isEmpty());
    QVERIFY(rule.setMinimum(10).isEmpty());
    QCOMPARE(rule.setMaximum(5), QStringLiteral("maximum must be >= minimum, but got 5"));
    QCOMPARE(rule.setMinimum(-qInf()), QStringLiteral("minimum must be finite, but got -inf"));
    QCOMPARE(rule.minimum(), 10.0);
}

QTEST_APPLESS_MAIN(tst_SnapRule)

#include "tst_snaprule.moc"
