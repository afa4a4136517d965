// SPDX-License-Identifier: MIT
// MotionPlot rendered offscreen: the curve passes where the textbook closed forms put
// it, overshoot and bounces are in view, the settle time is marked where the closed form
// says, the palette is followed, and every size and every bad value is handled. Also the
// properties every Impetus widget shares (AbstractMotionWidget).
#include <impetus/motionanimation.h>
#include <impetus/motionplot.h>

#include <QtCore/qeasingcurve.h>
#include <QtTest/qsignalspy.h>
#include <QtTest/qtest.h>

#include "shared/expected.h"

#include <cmath>
#include <functional>

using namespace Impetus;

namespace {

using Curve = std::function<double(double)>;

const QColor Base(255, 255, 255);
const QColor Highlight(0, 0, 255);
const QColor Text(0, 0, 0);

void usePalette(QWidget &widget, const QColor &base, const QColor &highlight, const QColor &text)
{
    QPalette palette = widget.palette();
    palette.setColor(QPalette::Base, base);
    palette.setColor(QPalette::Highlight, highlight);
    palette.setColor(QPalette::Text, text);
    palette.setColor(QPalette::Mid, QColor(160, 160, 160));
    widget.setPalette(palette);
}

bool curvePixel(QRgb pixel)
{
    return Pixels::close(pixel, Highlight, 60);
}

// Rows in a column where the curve is drawn: [first, last], or {-1, -1}.
QPair<int, int> curveRows(const QImage &image, int x)
{
    QPair<int, int> rows(-1, -1);
    for (int y = 0; y < image.height(); ++y) {
        if (curvePixel(image.pixel(x, y))) {
            if (rows.first < 0)
                rows.first = y;
            rows.second = y;
        }
    }
    return rows;
}

const double SpringStiffness = std::pow(2 * M_PI / 0.5, 2);

} // namespace

class tst_MotionPlot : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void curve_data();
    void curve();
    void overshootInView();
    void settleMarker_data();
    void settleMarker();
    void palette();
    void sizes_data();
    void sizes();
    void invalid_data();
    void invalid();
    void perceptualSpring_data();
    void perceptualSpring();
    void createAnimation_data();
    void createAnimation();
    void easing();
    void timeSpan();
};

void tst_MotionPlot::curve_data()
{
    QTest::addColumn<QVariantMap>("properties");
    QTest::addColumn<Curve>("expected");

    QTest::newRow("spring underdamped from rest")
            << QVariantMap{ { "dampingRatio", 0.3 } }
            << Curve([](double t) { return Expected::spring(1, SpringStiffness, 0.3, 0, 100, 0, t); });
    QTest::newRow("spring critically damped, thrown forwards")
            << QVariantMap{ { "dampingRatio", 1.0 }, { "velocity", 800.0 } }
            << Curve([](double t) { return Expected::spring(1, SpringStiffness, 1, 0, 100, 800, t); });
    QTest::newRow("spring overdamped, mass 2, thrown backwards")
            << QVariantMap{ { "mass", 2.0 }, { "stiffness", 200.0 }, { "dampingRatio", 2.0 }, { "velocity", -300.0 } }
            << Curve([](double t) { return Expected::spring(2, 200, 2, 0, 100, -300, t); });
    QTest::newRow("spring to a negative distance")
            << QVariantMap{ { "dampingRatio", 0.5 }, { "distance", -80.0 } }
            << Curve([](double t) { return Expected::spring(1, SpringStiffness, 0.5, 0, -80, 0, t); });
    QTest::newRow("decay from rest")
            << QVariantMap{ { "modelType", AbstractMotionWidget::Decay }, { "lambda", 3.0 }, { "distance", 150.0 } }
            << Curve([](double t) { return Expected::decay(0, 150, 3, t); });
    QTest::newRow("decay flung faster than lambda")
            << QVariantMap{ { "modelType", AbstractMotionWidget::Decay }, { "velocity", 600.0 } }
            << Curve([](double t) { return Expected::decay(0, 100, 6, t); });
    QTest::newRow("gravity")
            << QVariantMap{ { "modelType", AbstractMotionWidget::Gravity }, { "acceleration", 1500.0 }, { "distance", 120.0 } }
            << Curve([](double t) { return Expected::fall(0, 120, 1500, t); });
    QTest::newRow("bounce")
            << QVariantMap{ { "modelType", AbstractMotionWidget::Bounce } }
            << Curve([](double t) { return Expected::bounce(0, 100, 2000, 0.5, t); });
    QTest::newRow("bounce, lively, upwards")
            << QVariantMap{ { "modelType", AbstractMotionWidget::Bounce }, { "restitution", 0.8 }, { "gravity", 5000.0 }, { "distance", -200.0 } }
            << Curve([](double t) { return Expected::bounce(0, -200, 5000, 0.8, t); });
}

void tst_MotionPlot::curve()
{
    QFETCH(QVariantMap, properties);
    QFETCH(Curve, expected);

    MotionPlot plot;
    usePalette(plot, Base, Highlight, Text);
    plot.setShowSettleTime(false);
    for (auto it = properties.cbegin(); it != properties.cend(); ++it)
        QVERIFY(plot.setProperty(it.key().toLatin1(), it.value()));
    QVERIFY2(plot.isValid(), qPrintable(plot.errorString()));
    plot.resize(480, 300);
    const QImage image = Pixels::render(plot);

    // The axes map linearly: the plot area spans the visible time and every position.
    const QRectF area = plot.plotArea();
    const double span = plot.visibleTimeSpan();
    QCOMPARE(plot.mapToPlot(0, 0).x(), area.left());
    QCOMPARE(plot.mapToPlot(span, 0).x(), area.right());

    // Positions map affinely, upwards, and the motion's whole range (overshoot, bounces)
    // fills most of the plot's height without leaving it.
    double low = 0, high = plot.distance();
    for (int i = 0; i <= 2000; ++i) {
        low = std::min(low, expected(span * i / 2000));
        high = std::max(high, expected(span * i / 2000));
    }
    const double top = plot.mapToPlot(0, high).y();
    const double bottom = plot.mapToPlot(0, low).y();
    QVERIFY(top >= area.top() && bottom <= area.bottom());
    QVERIFY(bottom - top >= 0.8 * area.height());
    QVERIFY(std::fabs(plot.mapToPlot(0, (low + high) / 2).y() - (top + bottom) / 2) < 1e-9 * area.height());

    // The widget's own evaluation, then the pixels, against the closed form.
    const int samples = 60;
    for (int i = 0; i <= samples; ++i) {
        const double t = span * i / samples;
        const double x = expected(t);
        QVERIFY2(std::fabs(plot.positionAt(t) - x) <= 1e-7 * (1 + std::fabs(x)),
                 qPrintable(QStringLiteral("t = %1: position %2, expected %3").arg(t).arg(plot.positionAt(t)).arg(x)));
        const QPointF at = plot.mapToPlot(t, x);
        QVERIFY(area.adjusted(-0.5, -0.5, 0.5, 0.5).contains(at));
        const int column = std::clamp(int(at.x()), 0, image.width() - 1);
        const QPair<int, int> rows = curveRows(image, column);
        QVERIFY2(rows.first >= 0, qPrintable(QStringLiteral("no curve in column %1 (t = %2)").arg(column).arg(t)));
        QVERIFY2(at.y() >= rows.first - 1.5 && at.y() <= rows.second + 2.5,
                 qPrintable(QStringLiteral("t = %1: curve drawn in rows %2..%3, expected at %4")
                                    .arg(t).arg(rows.first).arg(rows.second).arg(at.y())));
    }
}

// The first overshoot's crest, from its closed form, is the curve's highest pixel.
void tst_MotionPlot::overshootInView()
{
    const double zeta = 0.2;
    MotionPlot plot;
    usePalette(plot, Base, Highlight, Text);
    plot.setShowSettleTime(false);
    plot.setDampingRatio(zeta);
    plot.resize(400, 260);
    const QImage image = Pixels::render(plot);
    const QPointF crest = plot.mapToPlot(Expected::springPeakTime(1, SpringStiffness, zeta),
                                         Expected::springPeak(zeta, 0, 100));
    QVERIFY(plot.plotArea().contains(crest));
    const QRect drawn = Pixels::boundingRect(image, curvePixel);
    const double halfWidth = std::clamp(std::min(400, 260) / 120.0, 1.5, 4.0) / 2;
    QVERIFY2(std::fabs(drawn.top() - (crest.y() - halfWidth)) <= 1.5,
             qPrintable(QStringLiteral("curve top at row %1, crest at %2").arg(drawn.top()).arg(crest.y())));
}

void tst_MotionPlot::settleMarker_data()
{
    QTest::addColumn<QVariantMap>("properties");
    QTest::addColumn<double>("settle");

    // Within tolerance of the end from d e^(-lambda t) = tolerance on.
    QTest::newRow("decay") << QVariantMap{ { "modelType", AbstractMotionWidget::Decay }, { "lambda", 4.0 } }
                           << std::log(100 / 0.5) / 4;
    QTest::newRow("decay, tolerance 2") << QVariantMap{ { "modelType", AbstractMotionWidget::Decay }, { "tolerance", 2.0 } }
                                        << std::log(100 / 2.0) / 2;
    // A fall stops on its target when it gets there.
    QTest::newRow("gravity") << QVariantMap{ { "modelType", AbstractMotionWidget::Gravity } } << std::sqrt(2 * 100 / 2000.0);
    // A ball that may rebound twice rests at its third landing.
    QTest::newRow("bounce, two rebounds")
            << QVariantMap{ { "modelType", AbstractMotionWidget::Bounce }, { "maxBounces", 2 }, { "tolerance", 1e-9 } }
            << std::sqrt(2 * 100 / 2000.0) * (1 + 2 * 0.5 + 2 * 0.25);
}

void tst_MotionPlot::settleMarker()
{
    QFETCH(QVariantMap, properties);
    QFETCH(double, settle);

    MotionPlot plot;
    usePalette(plot, Base, Highlight, Text);
    for (auto it = properties.cbegin(); it != properties.cend(); ++it)
        QVERIFY(plot.setProperty(it.key().toLatin1(), it.value()));
    QVERIFY(std::fabs(plot.settleTime() - settle) <= 1e-9 * settle);
    plot.resize(400, 260);
    const QImage image = Pixels::render(plot);
    const QRectF area = plot.plotArea();
    const int column = int(plot.mapToPlot(settle, 0).x());
    QVERIFY(column > area.left() && column < area.right());
    // A dashed line in the text colour, from the top of the plot to its bottom.
    int dark = 0;
    for (int y = int(area.top()); y < int(area.bottom()); ++y)
        dark += Pixels::close(image.pixel(column, y), Text, 100) ? 1 : 0;
    QVERIFY2(dark > area.height() / 4, qPrintable(QStringLiteral("%1 dark pixels").arg(dark)));
    plot.setShowSettleTime(false);
    const QImage without = Pixels::render(plot);
    int remaining = 0;
    for (int y = int(area.top()); y < int(area.bottom()); ++y)
        remaining += Pixels::close(without.pixel(column, y), Text, 100) ? 1 : 0;
    QCOMPARE(remaining, 0);
}

// The background is Base, the curve Highlight, and antialiased: edge pixels blend them.
void tst_MotionPlot::palette()
{
    for (const auto &[base, highlight] : { std::pair(Base, Highlight),
                                           std::pair(QColor(30, 30, 40), QColor(255, 200, 0)) }) {
        MotionPlot plot;
        usePalette(plot, base, highlight, Text);
        plot.setDampingRatio(0.4);
        plot.resize(300, 200);
        const QImage image = Pixels::render(plot);
        const QRectF area = plot.plotArea();
        QCOMPARE(QColor(image.pixel(int(area.right()) - 3, int(area.top()) + 3)), base);
        const int exact = Pixels::count(image, [&](QRgb p) { return QColor(p) == highlight; });
        QVERIFY2(exact > 100, qPrintable(QStringLiteral("%1 curve pixels").arg(exact)));
        // Blends: strictly between base and highlight on every channel that differs.
        const auto between = [&](QRgb p) {
            const auto inside = [](int v, int a, int b) { return a == b ? v == a : v > std::min(a, b) && v < std::max(a, b); };
            return inside(qRed(p), base.red(), highlight.red()) && inside(qGreen(p), base.green(), highlight.green())
                   && inside(qBlue(p), base.blue(), highlight.blue());
        };
        QVERIFY(Pixels::count(image, between) > 20);
    }
}

void tst_MotionPlot::sizes_data()
{
    QTest::addColumn<QSize>("size");
    QTest::newRow("tiny") << QSize(24, 16);
    QTest::newRow("compact") << QSize(110, 70);
    QTest::newRow("flat") << QSize(900, 60);
    QTest::newRow("narrow") << QSize(60, 500);
    QTest::newRow("large") << QSize(1600, 1000);
}

// Every size shows the curve in its plot area, where the closed form puts it.
void tst_MotionPlot::sizes()
{
    QFETCH(QSize, size);
    MotionPlot plot;
    usePalette(plot, Base, Highlight, Text);
    plot.setShowSettleTime(false);
    plot.setDampingRatio(0.3);
    plot.resize(size);
    const QImage image = Pixels::render(plot);
    QCOMPARE(image.size(), size);
    const QRectF area = plot.plotArea();
    QVERIFY(area.width() > 0 && area.height() > 0);
    QVERIFY(QRectF(plot.rect()).contains(area));
    QVERIFY(Pixels::count(image, curvePixel) > 0);
    for (const double fraction : { 0.1, 0.3, 0.6 }) {
        const double t = plot.visibleTimeSpan() * fraction;
        const QPointF at = plot.mapToPlot(t, Expected::spring(1, SpringStiffness, 0.3, 0, 100, 0, t));
        const QPair<int, int> rows = curveRows(image, int(at.x()));
        QVERIFY(rows.first >= 0);
        QVERIFY(at.y() >= rows.first - 1.5 && at.y() <= rows.second + 2.5);
    }
}

void tst_MotionPlot::invalid_data()
{
    QTest::addColumn<AbstractMotionWidget::ModelType>("model");
    QTest::addColumn<QByteArray>("property");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("message");

    const auto spring = AbstractMotionWidget::Spring;
    QTest::newRow("negative stiffness") << spring << QByteArray("stiffness") << QVariant(-1.0) << "stiffness must be > 0, but got -1";
    QTest::newRow("zero mass") << spring << QByteArray("mass") << QVariant(0.0) << "mass must be > 0, but got 0";
    QTest::newRow("negative damping ratio") << spring << QByteArray("dampingRatio") << QVariant(-0.5) << "dampingRatio must be >= 0, but got -0.5";
    QTest::newRow("zero distance") << spring << QByteArray("distance") << QVariant(0.0) << "distance must be non-zero, but got 0";
    QTest::newRow("infinite distance") << spring << QByteArray("distance") << QVariant(qInf()) << "distance must be finite, but got inf";
    QTest::newRow("NaN velocity") << spring << QByteArray("velocity") << QVariant(qQNaN()) << "velocity must be finite, but got nan";
    QTest::newRow("zero tolerance") << spring << QByteArray("tolerance") << QVariant(0.0) << "tolerance must be > 0, but got 0";
    QTest::newRow("negative lambda") << AbstractMotionWidget::Decay << QByteArray("lambda") << QVariant(-2.0) << "lambda must be > 0, but got -2";
    QTest::newRow("infinite acceleration") << AbstractMotionWidget::Gravity << QByteArray("acceleration") << QVariant(qInf()) << "acceleration must be finite, but got inf";
    QTest::newRow("zero gravity") << AbstractMotionWidget::Bounce << QByteArray("gravity") << QVariant(0.0) << "gravity must be > 0, but got 0";
    QTest::newRow("restitution above 1") << AbstractMotionWidget::Bounce << QByteArray("restitution") << QVariant(1.5) << "restitution must be in [0, 1], but got 1.5";
    QTest::newRow("maxBounces below -1") << AbstractMotionWidget::Bounce << QByteArray("maxBounces") << QVariant(-3) << "maxBounces must be >= 0 (or -1 for no limit), but got -3";
    QTest::newRow("unknown model") << spring << QByteArray("modelType") << QVariant(7) << "modelType must be Spring, Decay, Gravity or Bounce, but got 7";
    QTest::newRow("huge spring") << spring << QByteArray("stiffness") << QVariant(1e308) << "";
}

// A bad value is kept and explained, in errorString() and on screen; nothing is NaN; a
// good value repairs it. The parameters of other models do not matter.
void tst_MotionPlot::invalid()
{
    QFETCH(AbstractMotionWidget::ModelType, model);
    QFETCH(QByteArray, property);
    QFETCH(QVariant, value);
    QFETCH(QString, message);

    MotionPlot plot;
    usePalette(plot, Base, Highlight, Text);
    plot.setModelType(model);
    plot.resize(400, 240);
    const QVariant good = plot.property(property);
    QSignalSpy changed(&plot, &AbstractMotionWidget::motionChanged);
    QVERIFY(plot.setProperty(property, value));
    QCOMPARE(changed.count(), 1);
    if (message.isEmpty()) { // representable after all: then it must be a finite, valid plot
        QVERIFY2(plot.isValid(), qPrintable(plot.errorString()));
    } else {
        QCOMPARE(plot.isValid(), false);
        QCOMPARE(plot.errorString(), message);
        QCOMPARE(plot.property("errorString").toString(), message);
        QCOMPARE(plot.motion().isNull(), true);
        QVERIFY(!plot.createAnimation());
        QCOMPARE(plot.easing().isValid(), false);
        const QImage image = Pixels::render(plot);
        QCOMPARE(Pixels::count(image, curvePixel), 0);
        QVERIFY(Pixels::count(image, [](QRgb p) { return Pixels::close(p, Text, 60); }) > 30); // the message
    }
    const QVariant read = plot.property(property);
    QVERIFY(read.toDouble() == value.toDouble() || (std::isnan(read.toDouble()) && std::isnan(value.toDouble())));
    for (const double t : { -1.0, 0.0, 1e-154, 0.1, 1.0, 1e9 }) {
        QVERIFY(std::isfinite(plot.positionAt(t)));
        // Not NaN; Spring::velocity() overflows to infinity when stiffness * distance
        // does (the huge spring at t = 0), which the plot does not draw.
        QVERIFY(!std::isnan(plot.velocityAt(t)));
    }
    plot.setShowVelocity(true);
    QVERIFY(!Pixels::render(plot).isNull());
    QVERIFY(!std::isnan(plot.settleTime()));

    // Another model's bad value is not this model's problem.
    const auto other = AbstractMotionWidget::ModelType((int(model) + 1) % 4);
    if (!message.isEmpty() && !QByteArrayList{ "distance", "velocity", "tolerance" }.contains(property)) {
        plot.setModelType(other);
        QVERIFY2(plot.isValid(), qPrintable(plot.errorString()));
        plot.setModelType(model);
    }
    QVERIFY(plot.setProperty(property, good));
    QVERIFY(plot.isValid());
    QCOMPARE(plot.errorString(), QString());
}

void tst_MotionPlot::perceptualSpring_data()
{
    QTest::addColumn<double>("mass");
    QTest::addColumn<double>("duration");
    QTest::addColumn<double>("bounce");
    QTest::addColumn<double>("dampingRatio");

    // SwiftUI: dampingRatio = 1 - bounce for bounce >= 0, 1 / (1 + bounce) below.
    QTest::newRow("bouncy") << 1.0 << 0.5 << 0.3 << 0.7;
    QTest::newRow("mass 2, smooth") << 2.0 << 0.8 << 0.0 << 1.0;
    QTest::newRow("undamped") << 1.0 << 1.0 << 1.0 << 0.0;
    QTest::newRow("overdamped") << 0.5 << 0.3 << -0.5 << 2.0;
}

void tst_MotionPlot::perceptualSpring()
{
    QFETCH(double, mass);
    QFETCH(double, duration);
    QFETCH(double, bounce);
    QFETCH(double, dampingRatio);

    MotionPlot plot;
    plot.setMass(mass);
    plot.setSpringDuration(duration);
    plot.setSpringBounce(bounce);
    const double stiffness = std::pow(2 * M_PI / duration, 2) * mass;
    QVERIFY(std::fabs(plot.stiffness() - stiffness) <= 1e-12 * stiffness);
    QVERIFY(std::fabs(plot.dampingRatio() - dampingRatio) <= 1e-12);
    QVERIFY(std::fabs(plot.springDuration() - duration) <= 1e-12 * duration);
    QVERIFY(std::fabs(plot.springBounce() - bounce) <= 1e-12);
    QCOMPARE(plot.mass(), mass);
    const double t = 0.37 * duration;
    QVERIFY(std::fabs(plot.positionAt(t) - Expected::spring(mass, stiffness, dampingRatio, 0, 100, 0, t)) < 1e-9);

    // The derived parameters refuse what they cannot represent, and say so.
    plot.setSpringDuration(-1);
    QCOMPARE(plot.errorString(), QStringLiteral("springDuration must be > 0, but got -1"));
    QVERIFY(std::fabs(plot.springDuration() - duration) <= 1e-12 * duration);
    plot.setSpringBounce(-1);
    QCOMPARE(plot.errorString(), QStringLiteral("springBounce must be in (-1, 1], but got -1"));
    plot.setDampingRatio(plot.dampingRatio());
    QVERIFY(plot.isValid());
}

void tst_MotionPlot::createAnimation_data()
{
    QTest::addColumn<QVariantMap>("properties");
    QTest::addColumn<QByteArray>("className");

    QTest::newRow("spring") << QVariantMap{ { "mass", 2.0 }, { "stiffness", 300.0 }, { "dampingRatio", 0.4 } }
                            << QByteArray("Impetus::SpringAnimation");
    QTest::newRow("decay") << QVariantMap{ { "modelType", AbstractMotionWidget::Decay }, { "lambda", 5.0 }, { "velocity", 100.0 } }
                           << QByteArray("Impetus::DecayAnimation");
    QTest::newRow("gravity") << QVariantMap{ { "modelType", AbstractMotionWidget::Gravity }, { "acceleration", 700.0 } }
                             << QByteArray("Impetus::GravityAnimation");
    QTest::newRow("bounce") << QVariantMap{ { "modelType", AbstractMotionWidget::Bounce }, { "gravity", 900.0 }, { "restitution", 0.7 }, { "maxBounces", 4 } }
                            << QByteArray("Impetus::BounceAnimation");
}

// The widget shows what its animation class does, value for value.
void tst_MotionPlot::createAnimation()
{
    QFETCH(QVariantMap, properties);
    QFETCH(QByteArray, className);

    MotionPlot plot;
    for (auto it = properties.cbegin(); it != properties.cend(); ++it)
        QVERIFY(plot.setProperty(it.key().toLatin1(), it.value()));
    QObject owner;
    MotionAnimation *animation = plot.createAnimation(&owner);
    QVERIFY(animation);
    QCOMPARE(animation->parent(), &owner);
    QCOMPARE(QByteArray(animation->metaObject()->className()), className);
    for (const char *parameter : { "mass", "stiffness", "dampingRatio", "lambda", "acceleration", "gravity",
                                   "restitution", "maxBounces" }) {
        if (properties.contains(QLatin1String(parameter)))
            QCOMPARE(animation->property(parameter).toDouble(), properties.value(QLatin1String(parameter)).toDouble());
    }
    animation->setStartValue(0.0);
    animation->setEndValue(plot.distance());
    animation->setVelocity(plot.velocity());
    for (const int ms : { 0, 17, 50, 120, 333 }) {
        if (ms >= animation->duration())
            break;
        animation->setCurrentTime(ms);
        QVERIFY(std::fabs(animation->currentValue().toDouble() - plot.positionAt(ms / 1000.0)) <= 1e-9);
    }
}

// The motion read back as an easing curve: 0 to 1 along the plotted motion.
void tst_MotionPlot::easing()
{
    for (const auto model : { AbstractMotionWidget::Spring, AbstractMotionWidget::Decay,
                              AbstractMotionWidget::Gravity, AbstractMotionWidget::Bounce }) {
        MotionPlot plot;
        plot.setModelType(model);
        plot.setDampingRatio(0.4);
        const Easing easing = plot.easing();
        QVERIFY(easing.isValid());
        const QEasingCurve curve = plot.easingCurve();
        for (const double p : { 0.0, 0.1, 0.25, 0.5, 0.7 }) {
            QVERIFY(std::fabs(curve.valueForProgress(p) - easing.valueForProgress(p)) < 1e-12);
            const double t = p * easing.duration();
            QVERIFY(std::fabs(easing.valueForProgress(p) * plot.distance() - plot.positionAt(t)) < 1e-6);
        }
        QCOMPARE(curve.valueForProgress(1), 1.0);
    }
}

void tst_MotionPlot::timeSpan()
{
    MotionPlot plot;
    plot.setDampingRatio(0.0); // never settles
    QVERIFY(std::isinf(plot.settleTime()));
    QCOMPARE(plot.visibleTimeSpan(), 2.0);
    plot.setTimeSpan(3);
    QCOMPARE(plot.visibleTimeSpan(), 3.0);
    plot.setTimeSpan(-1);
    QCOMPARE(plot.timeSpan(), -1.0);
    QCOMPARE(plot.visibleTimeSpan(), 2.0);
    plot.setDampingRatio(1);
    QVERIFY(std::fabs(plot.visibleTimeSpan() - 1.15 * plot.settleTime()) < 1e-12);
}

QTEST_MAIN(tst_MotionPlot)
#include "tst_motionplot.moc"
