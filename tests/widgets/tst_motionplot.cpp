// SPDX-License-Identifier: MIT
// MotionPlot rendered offscreen: the curve passes where the textbook closed forms put
// it, overshoot and bounces are in view, the settle time is marked where the closed form
// says, the palette is followed, and every size and every bad value is handled. Also the
// properties every Impetus widget shares (AbstractMotionWidget).
#include <impetus/motionanimation.h>
#include <impetus/motionplot.h>
#include <impetus/motionspec.h>

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

// Android's fling (OverScroller), written here from its definitions: with c = 9.80665 *
// 39.37 * 160 * 0.84 * density and D = ln 0.78 / ln 0.9, a release at v travels d = f c
// (0.35 |v| / (f c))^(D / (D - 1)) in T = (0.35 |v| / (f c))^(1 / (D - 1)), so that d =
// 0.35 |v| T; the curve is x(t) = x0 + d (1 - (1 - t / T)^D) until T.
const double FlingExponent = std::log(0.78) / std::log(0.9);

double flingCoefficient(double density)
{
    return 9.80665 * 39.37 * 160 * 0.84 * density;
}

// The curve that travels distance in duration seconds, from 0.
double flingCurve(double distance, double duration, double t)
{
    return t >= duration ? distance : distance * (1 - std::pow(1 - t / duration, FlingExponent));
}

// The fling that comes to rest on distance from rest: d = f c (d / (f c))^(...) gives T =
// (|d| / (f c))^(1 / D).
double flingDuration(double distance, double friction, double density)
{
    return std::pow(std::fabs(distance) / (friction * flingCoefficient(density)), 1 / FlingExponent);
}

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
    void specShown_data();
    void specShown();
    void motionProperty();
    void defaults();
};

void tst_MotionPlot::curve_data()
{
    QTest::addColumn<QVariantMap>("properties");
    QTest::addColumn<Curve>("expected");

    QTest::newRow("spring underdamped from rest")
            << QVariantMap{ { "dampingRatio", 0.3 } }
            << Curve([](double t) { return Expected::spring(1, SpringStiffness, 0.3, 0, 100, 0, t); });
    QTest::newRow("spring critically damped, thrown forwards")
            << QVariantMap{ { "dampingRatio", 1.0 }, { "startVelocity", 800.0 } }
            << Curve([](double t) { return Expected::spring(1, SpringStiffness, 1, 0, 100, 800, t); });
    QTest::newRow("spring overdamped, mass 2, thrown backwards") << QVariantMap{
        { "mass", 2.0 }, { "stiffness", 200.0 }, { "dampingRatio", 2.0 }, { "startVelocity", -300.0 }
    } << Curve([](double t) { return Expected::spring(2, 200, 2, 0, 100, -300, t); });
    QTest::newRow("spring to a negative distance")
            << QVariantMap{ { "dampingRatio", 0.5 }, { "distance", -80.0 } }
            << Curve([](double t) { return Expected::spring(1, SpringStiffness, 0.5, 0, -80, 0, t); });
    QTest::newRow("decay from rest") << QVariantMap{
        { "modelType", AbstractMotionWidget::Decay }, { "lambda", 3.0 }, { "distance", 150.0 }
    } << Curve([](double t) { return Expected::decay(0, 150, 3, t); });
    QTest::newRow("decay flung faster than lambda")
            << QVariantMap{ { "modelType", AbstractMotionWidget::Decay }, { "startVelocity", 600.0 } }
            << Curve([](double t) { return Expected::decay(0, 100, 6, t); });
    QTest::newRow("gravity") << QVariantMap{
        { "modelType", AbstractMotionWidget::Gravity }, { "acceleration", -1500.0 }, { "distance", 120.0 }
    } << Curve([](double t) { return Expected::fall(0, 120, 1500, t); });
    QTest::newRow("bounce") << QVariantMap{ { "modelType", AbstractMotionWidget::Bounce } }
                            << Curve([](double t) { return Expected::bounce(0, 100, 2000, 0.5, t); });
    QTest::newRow("bounce, lively, upwards") << QVariantMap{ { "modelType", AbstractMotionWidget::Bounce },
                                                             { "restitution", 0.8 },
                                                             { "gravity", -5000.0 },
                                                             { "distance", -200.0 } }
                                             << Curve([](double t) { return Expected::bounce(0, -200, 5000, 0.8, t); });
    QTest::newRow("fling from rest") << QVariantMap{
        { "modelType", AbstractMotionWidget::Fling }, { "distance", 300.0 }
    } << Curve([](double t) { return flingCurve(300, flingDuration(300, 0.015, 1), t); });
    QTest::newRow("fling, friction and density, backwards") << QVariantMap{
        { "modelType", AbstractMotionWidget::Fling }, { "friction", 0.05 }, { "density", 2.0 }, { "distance", -200.0 }
    } << Curve([](double t) { return flingCurve(-200, flingDuration(-200, 0.05, 2), t); });
    // Thrown faster than 150 px asks (0.35 D v' with v' = 150 / (0.35 T), 412 px/s): it
    // leaves with the start velocity u, so the release is v = u / (0.35 D) and T = 150 /
    // (0.35 v) = D 150 / u, the friction risen to stop it there.
    QTest::newRow("fling thrown faster than the distance asks") << QVariantMap{
        { "modelType", AbstractMotionWidget::Fling }, { "distance", 150.0 }, { "startVelocity", 3000.0 }
    } << Curve([](double t) { return flingCurve(150, FlingExponent * 150 / 3000, t); });
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
                                    .arg(t)
                                    .arg(rows.first)
                                    .arg(rows.second)
                                    .arg(at.y())));
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
    const QPointF crest =
            plot.mapToPlot(Expected::springPeakTime(1, SpringStiffness, zeta), Expected::springPeak(zeta, 0, 100));
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

    // Within the band of the end from d e^(-lambda t) = band on; the band is the tolerance
    // times the distance (0.005 * 100: half a pixel).
    QTest::newRow("decay") << QVariantMap{
        { "modelType", AbstractMotionWidget::Decay }, { "lambda", 4.0 }, { "tolerance", 0.005 }
    } << std::log(100 / 0.5) / 4;
    QTest::newRow("decay, tolerance 2 px")
            << QVariantMap{ { "modelType", AbstractMotionWidget::Decay }, { "tolerance", 0.02 } }
            << std::log(100 / 2.0) / 2;
    QTest::newRow("decay, default tolerance, distance 500")
            << QVariantMap{ { "modelType", AbstractMotionWidget::Decay }, { "distance", 500.0 } }
            << std::log(1 / 0.001) / 2;
    // A fall stops on its target when it gets there.
    QTest::newRow("gravity") << QVariantMap{ { "modelType", AbstractMotionWidget::Gravity } }
                             << std::sqrt(2 * 100 / 2000.0);
    // A ball that may rebound twice rests at its third landing (a band of 1e-9 px, far
    // below the last rebound).
    QTest::newRow("bounce, two rebounds")
            << QVariantMap{ { "modelType", AbstractMotionWidget::Bounce }, { "maxBounces", 2 }, { "tolerance", 1e-11 } }
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
    for (const auto &colours : { std::pair(Base, Highlight), std::pair(QColor(30, 30, 40), QColor(255, 200, 0)) }) {
        // Named copies: C++17 lambdas cannot capture structured bindings (GCC lets them).
        const QColor base = colours.first;
        const QColor highlight = colours.second;
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
            const auto inside = [](int v, int a, int b) {
                return a == b ? v == a : v > std::min(a, b) && v < std::max(a, b);
            };
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
    QTest::newRow("negative stiffness") << spring << QByteArray("stiffness") << QVariant(-1.0)
                                        << "stiffness must be > 0, but got -1";
    QTest::newRow("zero mass") << spring << QByteArray("mass") << QVariant(0.0) << "mass must be > 0, but got 0";
    QTest::newRow("negative damping ratio")
            << spring << QByteArray("dampingRatio") << QVariant(-0.5) << "dampingRatio must be >= 0, but got -0.5";
    QTest::newRow("negative duration") << spring << QByteArray("duration") << QVariant(-1.0)
                                       << "duration must be > 0, but got -1";
    QTest::newRow("bounce of -1") << spring << QByteArray("bounce") << QVariant(-1.0)
                                  << "bounce must be in (-1, 1], but got -1";
    QTest::newRow("zero distance") << spring << QByteArray("distance") << QVariant(0.0)
                                   << "distance must be non-zero, but got 0";
    QTest::newRow("infinite distance") << spring << QByteArray("distance") << QVariant(qInf())
                                       << "distance must be finite, but got inf";
    QTest::newRow("NaN velocity") << spring << QByteArray("startVelocity") << QVariant(qQNaN())
                                  << "startVelocity must be finite, but got nan";
    QTest::newRow("zero tolerance") << spring << QByteArray("tolerance") << QVariant(0.0)
                                    << "tolerance must be in (0, 1), but got 0";
    QTest::newRow("tolerance of 1") << AbstractMotionWidget::Bounce << QByteArray("tolerance") << QVariant(1.0)
                                    << "tolerance must be in (0, 1), but got 1";
    QTest::newRow("negative lambda") << AbstractMotionWidget::Decay << QByteArray("lambda") << QVariant(-2.0)
                                     << "lambda must be > 0 for the decay to come to rest at endPosition, but got -2";
    QTest::newRow("infinite acceleration") << AbstractMotionWidget::Gravity << QByteArray("acceleration")
                                           << QVariant(qInf()) << "acceleration must be finite, but got inf";
    QTest::newRow("acceleration away from the end")
            << AbstractMotionWidget::Gravity << QByteArray("acceleration") << QVariant(1500.0)
            << "acceleration must be < 0 (towards the end), but got 1500";
    QTest::newRow("zero gravity") << AbstractMotionWidget::Bounce << QByteArray("gravity") << QVariant(0.0)
                                  << "gravity must be < 0, but got 0";
    QTest::newRow("upward gravity") << AbstractMotionWidget::Bounce << QByteArray("gravity") << QVariant(2000.0)
                                    << "gravity must be < 0, but got 2000";
    QTest::newRow("restitution above 1") << AbstractMotionWidget::Bounce << QByteArray("restitution") << QVariant(1.5)
                                         << "restitution must be in [0, 1], but got 1.5";
    QTest::newRow("maxBounces below -1") << AbstractMotionWidget::Bounce << QByteArray("maxBounces") << QVariant(-3)
                                         << "maxBounces must be an integer >= 0 (or -1 for no limit), but got -3";
    QTest::newRow("zero friction") << AbstractMotionWidget::Fling << QByteArray("friction") << QVariant(0.0)
                                   << "friction must be > 0, but got 0";
    QTest::newRow("negative density") << AbstractMotionWidget::Fling << QByteArray("density") << QVariant(-2.0)
                                      << "density must be > 0, but got -2";
    QTest::newRow("tolerance of a fling") << AbstractMotionWidget::Fling << QByteArray("tolerance") << QVariant(-0.1)
                                          << "tolerance must be in (0, 1), but got -0.1";
    QTest::newRow("unknown model") << spring << QByteArray("modelType") << QVariant(7)
                                   << "modelType must be Spring, Decay, Gravity, Bounce or Fling, but got 7";
    QTest::newRow("misspelt parameter")
            << spring << QByteArray("motion") << QVariant(QStringLiteral("spring(stiffnes: 3)"))
            << "column 8: unknown parameter 'stiffnes' for a spring (it takes mass, stiffness, duration, "
               "settlingDuration, damping, dampingRatio, bounce, startPosition, startVelocity, "
               "restPosition, tolerance)";
    QTest::newRow("bad value in a spec") << AbstractMotionWidget::Bounce << QByteArray("motion")
                                         << QVariant(QStringLiteral("bounce(restitution: 2)"))
                                         << "column 8: restitution must be in [0, 1], but got 2";
    QTest::newRow("unknown preset")
            << spring << QByteArray("motion") << QVariant(QStringLiteral("swiftui.boing"))
            << "column 1: unknown model or preset 'swiftui.boing': expected spring, decay, gravity, "
               "bounce or fling, or a preset (impetus presets lists them)";
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
    if (value.typeId() == QMetaType::QString)
        QCOMPARE(read.toString(), value.toString());
    else
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
    const auto other = AbstractMotionWidget::ModelType((int(model) + 1) % 5);
    if (!message.isEmpty() && !QByteArrayList{ "distance", "startVelocity", "tolerance" }.contains(property)) {
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
    plot.setDuration(duration);
    plot.setBounce(bounce);
    const double stiffness = std::pow(2 * M_PI / duration, 2) * mass;
    QVERIFY(std::fabs(plot.stiffness() - stiffness) <= 1e-12 * stiffness);
    QVERIFY(std::fabs(plot.dampingRatio() - dampingRatio) <= 1e-12);
    QCOMPARE(plot.duration(), duration);
    QCOMPARE(plot.bounce(), bounce);
    QCOMPARE(plot.mass(), mass);
    const double t = 0.37 * duration;
    QVERIFY(std::fabs(plot.positionAt(t) - Expected::spring(mass, stiffness, dampingRatio, 0, 100, 0, t)) < 1e-9);

    // A spring given by its duration keeps it when the mass changes: the stiffness follows.
    plot.setMass(2 * mass);
    QCOMPARE(plot.duration(), duration);
    QVERIFY(std::fabs(plot.stiffness() - 2 * stiffness) <= 1e-12 * stiffness);
    plot.setMass(mass);

    // Bad values are kept, and said.
    plot.setDuration(-1);
    QCOMPARE(plot.errorString(), QStringLiteral("duration must be > 0, but got -1"));
    QCOMPARE(plot.duration(), -1.0);
    plot.setDuration(duration);
    QVERIFY(plot.isValid());
    plot.setBounce(-1);
    QCOMPARE(plot.errorString(), QStringLiteral("bounce must be in (-1, 1], but got -1"));
    plot.setBounce(bounce);
    QVERIFY(plot.isValid());
    QVERIFY(std::fabs(plot.positionAt(t) - Expected::spring(mass, stiffness, dampingRatio, 0, 100, 0, t)) < 1e-9);
}

void tst_MotionPlot::createAnimation_data()
{
    QTest::addColumn<QVariantMap>("properties");
    QTest::addColumn<QByteArray>("className");

    QTest::newRow("spring") << QVariantMap{ { "mass", 2.0 }, { "stiffness", 300.0 }, { "dampingRatio", 0.4 } }
                            << QByteArray("Impetus::SpringAnimation");
    QTest::newRow("decay") << QVariantMap{
        { "modelType", AbstractMotionWidget::Decay }, { "lambda", 5.0 }, { "startVelocity", 100.0 }
    } << QByteArray("Impetus::DecayAnimation");
    // The widget's tolerance is the animation's (issue 15: it was dropped, 794 ms for 792).
    QTest::newRow("spring, a tolerance") << QVariantMap{
        { "distance", 300.0 }, { "tolerance", 0.0025 }, { "startVelocity", 800.0 }
    } << QByteArray("Impetus::SpringAnimation");
    QTest::newRow("bounce, a tolerance") << QVariantMap{
        { "modelType", AbstractMotionWidget::Bounce }, { "distance", 300.0 }, { "tolerance", 0.01 }
    } << QByteArray("Impetus::BounceAnimation");
    QTest::newRow("gravity") << QVariantMap{ { "modelType", AbstractMotionWidget::Gravity },
                                             { "acceleration", -700.0 } }
                             << QByteArray("Impetus::GravityAnimation");
    QTest::newRow("bounce") << QVariantMap{ { "modelType", AbstractMotionWidget::Bounce },
                                            { "gravity", -900.0 },
                                            { "restitution", 0.7 },
                                            { "maxBounces", 4 } }
                            << QByteArray("Impetus::BounceAnimation");
    // No class of its own: a MotionAnimation playing the spec.
    QTest::newRow("fling") << QVariantMap{
        { "modelType", AbstractMotionWidget::Fling }, { "friction", 0.03 }, { "density", 1.5 }, { "distance", 400.0 }
    } << QByteArray("Impetus::MotionAnimation");
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
    for (const char *parameter :
         { "mass", "stiffness", "dampingRatio", "lambda", "acceleration", "gravity", "restitution", "maxBounces" }) {
        if (properties.contains(QLatin1String(parameter)))
            QCOMPARE(animation->property(parameter).toDouble(), properties.value(QLatin1String(parameter)).toDouble());
    }
    QCOMPARE(animation->spec(), plot.spec());
    QCOMPARE(animation->tolerance(), plot.tolerance());
    animation->setStartValue(0.0);
    animation->setEndValue(plot.distance());
    animation->setStartVelocity(plot.startVelocity());
    QCOMPARE(animation->duration(), int(std::ceil(plot.settleTime() * 1000)));
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
    for (const auto model : { AbstractMotionWidget::Spring, AbstractMotionWidget::Decay, AbstractMotionWidget::Gravity,
                              AbstractMotionWidget::Bounce, AbstractMotionWidget::Fling }) {
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

void tst_MotionPlot::specShown_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<double>("distance");
    QTest::addColumn<double>("velocity");

    QTest::newRow("swiftui.bouncy, thrown") << "swiftui.bouncy" << 240.0 << 300.0;
    QTest::newRow("material, backwards") << "material.standard.spatial.default" << -80.0 << 0.0;
    QTest::newRow("overdamped, heavy, thrown back, coarse")
            << "spring(mass: 2, stiffness: 200, dampingRatio: 2, tolerance: 0.01)" << 100.0 << -300.0;
    QTest::newRow("settling duration") << "spring(settlingDuration: 0.8, bounce: 0.2)" << 500.0 << 0.0;
    QTest::newRow("decay from rest") << "decay(lambda: 3)" << 150.0 << 0.0;
    QTest::newRow("impetus.flingTo, fast enough to keep its velocity") << "impetus.flingTo" << 100.0 << 600.0;
    QTest::newRow("decay by friction, backwards") << "decay(friction: 0.05, tolerance: 0.0001)" << -300.0 << -100.0;
    QTest::newRow("gravity, thrown") << "gravity(acceleration: -1500)" << 120.0 << 50.0;
    QTest::newRow("gravity, upwards") << "gravity()" << -120.0 << 0.0;
    QTest::newRow("impetus.bounceIntoView") << "impetus.bounceIntoView" << 100.0 << 0.0;
    QTest::newRow("bounce, capped, upwards, thrown")
            << "bounce(restitution: 0.6, gravity: -900, maxBounces: 3)" << -150.0 << 200.0;
    QTest::newRow("android.fling") << "android.fling" << 300.0 << 0.0;
    // Too slow to reach -200 at this friction (a fling leaving at -50 px/s goes about 1 px):
    // released anew at the velocity the distance asks.
    QTest::newRow("fling, slow, backwards")
            << "fling(friction: 0.05, density: 2, tolerance: 0.0001)" << -200.0 << -50.0;
}

// A widget given a spec shows exactly MotionSpec::between(0, distance, startVelocity), and
// its easing is Easing::fromSpec() of the spec placed on that move: the same numbers, the
// same settle time, to the last bit.
void tst_MotionPlot::specShown()
{
    QFETCH(QString, spec);
    QFETCH(double, distance);
    QFETCH(double, velocity);

    MotionPlot plot;
    plot.setMotionSpec(spec);
    plot.setDistance(distance);
    plot.setStartVelocity(velocity);
    QVERIFY2(plot.isValid(), qPrintable(plot.errorString()));
    const MotionSpec motion = MotionSpec::parse(spec);
    QCOMPARE(plot.spec(), motion);
    QCOMPARE(plot.motionSpec(), spec);
    const MotionSpec::Placement placement = motion.between(0, distance, velocity);
    QVERIFY(placement.motion.isValid());
    QCOMPARE(plot.motion(), placement.motion);
    for (const double t : { 0.001, 0.01, 0.05, 0.1, 0.2, 0.35, 0.5, 0.8, 1.3 }) {
        const double expected = t >= placement.arrival
                ? distance
                : placement.origin + placement.direction * placement.motion.position(t);
        QCOMPARE(plot.positionAt(t), expected); // bit for bit
    }
    const double settle =
            std::fmin(placement.arrival, placement.motion.settleTime(motion.tolerance() * std::fabs(distance)));
    QCOMPARE(plot.settleTime(), settle);

    // The spec placed on the move, in the spec's own terms.
    const auto sign = [](double x) { return x > 0 ? 1.0 : -1.0; };
    MotionSpec placed;
    switch (motion.model()) {
    case Motion::Type::Spring:
        placed = motion.with("startPosition", 0).with("startVelocity", velocity).with("restPosition", distance);
        break;
    case Motion::Type::ExponentialDecay: // the rate DecayAnimation takes: max(v / d, lambda)
        placed = motion.with("lambda", std::fmax(velocity / distance, motion.value("lambda")))
                         .with("startPosition", 0)
                         .with("endPosition", distance);
        break;
    case Motion::Type::Gravity: // towards distance, reaching it
        placed = motion.with("acceleration", -sign(distance) * motion.value("acceleration"))
                         .with("startPosition", 0)
                         .with("startVelocity", velocity)
                         .with("reach", distance);
        break;
    case Motion::Type::Bounce: // dropped from |distance| onto the ground at distance
        placed = motion.with("startPosition", std::fabs(distance)).with("startVelocity", -sign(distance) * velocity);
        break;
    case Motion::Type::Fling: // released at the velocity the distance asks (too slow to keep its own)
        placed = motion.with("startPosition", 0).with("endPosition", distance);
        break;
    case Motion::Type::None:
        QFAIL("no model");
    }
    QString error;
    const Easing fromSpec = Easing::fromSpec(placed.toString(), &error);
    QVERIFY2(fromSpec.isValid(), qPrintable(placed.toString() + QLatin1String(": ") + error));
    const Easing easing = plot.easing();
    QCOMPARE(easing, fromSpec);
    QCOMPARE(easing.duration(), fromSpec.duration());
    if (motion.model() != Motion::Type::Bounce) // a bounce's easing lasts until it rests
        QCOMPARE(easing.duration(), settle);
    for (const double p : { 0.0, 0.1, 0.3, 0.6, 0.9, 1.0 })
        QCOMPARE(easing.valueForProgress(p), fromSpec.valueForProgress(p));

    // The animation playing the spec lasts as long, and moves as the widget shows.
    QObject owner;
    MotionAnimation *animation = plot.createAnimation(&owner);
    QVERIFY(animation);
    QCOMPARE(animation->spec(), motion);
    animation->setStartValue(0.0);
    animation->setEndValue(distance);
    animation->setStartVelocity(velocity);
    QCOMPARE(animation->duration(), int(std::ceil(settle * 1000)));
    for (const int ms : { 0, 17, 50, 120, 333 }) {
        if (ms >= animation->duration())
            break;
        animation->setCurrentTime(ms);
        QVERIFY(std::fabs(animation->currentValue().toDouble() - plot.positionAt(ms / 1000.0))
                <= 1e-9 * std::fabs(distance));
    }
}

// The motion property: a spec or a preset name, kept as written; the parameter properties
// write the spec of their model; one spec is kept per model.
void tst_MotionPlot::motionProperty()
{
    MotionPlot plot;
    QSignalSpy changed(&plot, &AbstractMotionWidget::motionChanged);
    QVERIFY(plot.setProperty("motion", QStringLiteral("swiftui.bouncy")));
    QCOMPARE(changed.count(), 1);
    QCOMPARE(plot.motionSpec(), QStringLiteral("swiftui.bouncy"));
    QCOMPARE(plot.property("motion").toString(), QStringLiteral("swiftui.bouncy"));
    QCOMPARE(plot.spec().toString(), QStringLiteral("spring(duration: 0.5, bounce: 0.3)"));
    QCOMPARE(plot.modelType(), AbstractMotionWidget::Spring);
    QCOMPARE(plot.duration(), 0.5);
    QCOMPARE(plot.bounce(), 0.3);
    plot.setMotionSpec(QStringLiteral("swiftui.bouncy"));
    QCOMPARE(changed.count(), 1); // the same

    // A parameter written replaces those it cannot be combined with (MotionSpec::with()).
    plot.setDampingRatio(0.5);
    QCOMPARE(changed.count(), 2);
    QCOMPARE(plot.motionSpec(), QStringLiteral("spring(duration: 0.5, dampingRatio: 0.5)"));
    plot.setStiffness(300);
    QCOMPARE(plot.motionSpec(), QStringLiteral("spring(dampingRatio: 0.5, stiffness: 300)"));

    // Another model's spec, then back: each keeps its parameters.
    plot.setMotionSpec(QStringLiteral("bounce(restitution: 0.6)"));
    QCOMPARE(plot.modelType(), AbstractMotionWidget::Bounce);
    QCOMPARE(plot.restitution(), 0.6);
    QCOMPARE(plot.dampingRatio(), 0.5);
    plot.setModelType(AbstractMotionWidget::Spring);
    QCOMPARE(plot.motionSpec(), QStringLiteral("spring(dampingRatio: 0.5, stiffness: 300)"));
    plot.setGravity(-900); // the bounce's, while the spring is shown
    QCOMPARE(plot.modelType(), AbstractMotionWidget::Spring);
    plot.setModelType(AbstractMotionWidget::Bounce);
    QCOMPARE(plot.motionSpec(), QStringLiteral("bounce(restitution: 0.6, gravity: -900)"));

    // The tolerance goes to every model that settles.
    plot.setTolerance(0.01);
    QCOMPARE(plot.motionSpec(), QStringLiteral("bounce(restitution: 0.6, gravity: -900, tolerance: 0.01)"));
    plot.setModelType(AbstractMotionWidget::Gravity);
    QCOMPARE(plot.motionSpec(), QStringLiteral("gravity()"));
    QCOMPARE(plot.tolerance(), 0.01);
    plot.setModelType(AbstractMotionWidget::Decay);
    QCOMPARE(plot.motionSpec(), QStringLiteral("decay(tolerance: 0.01)"));
    plot.setModelType(AbstractMotionWidget::Fling);
    QCOMPARE(plot.motionSpec(), QStringLiteral("fling(tolerance: 0.01)"));
    QCOMPARE(plot.tolerance(), 0.01);

    // The fling's parameters, by the spec's names; Android's fling as a preset.
    plot.setMotionSpec(QStringLiteral("android.fling"));
    QCOMPARE(plot.modelType(), AbstractMotionWidget::Fling);
    QCOMPARE(plot.motionSpec(), QStringLiteral("android.fling"));
    QCOMPARE(plot.friction(), 0.015);
    QCOMPARE(plot.density(), 1.0);
    plot.setFriction(0.03);
    plot.setDensity(2.5);
    QCOMPARE(plot.motionSpec(), QStringLiteral("fling(friction: 0.03, density: 2.5)"));
    QCOMPARE(plot.motion().model<Impetus::Fling>()->friction(), 0.03);
    QCOMPARE(plot.motion().model<Impetus::Fling>()->density(), 2.5);
    plot.setModelType(AbstractMotionWidget::Decay);
    plot.setFriction(0.04); // the fling's, while the decay is shown
    QCOMPARE(plot.motionSpec(), QStringLiteral("decay(tolerance: 0.01)"));
    plot.setModelType(AbstractMotionWidget::Fling);
    QCOMPARE(plot.motionSpec(), QStringLiteral("fling(density: 2.5, friction: 0.04)")); // written last

    // A text that does not parse is kept as written and explained; a parameter written then
    // starts from the model's defaults (the spec keeps nothing of a text that did not
    // parse).
    plot.setMotionSpec(QStringLiteral("spring(mass: 2, stiffnes: 3)"));
    QCOMPARE(plot.motionSpec(), QStringLiteral("spring(mass: 2, stiffnes: 3)"));
    QCOMPARE(plot.modelType(), AbstractMotionWidget::Spring);
    QVERIFY(plot.errorString().startsWith(QLatin1String("column 17: unknown parameter 'stiffnes'")));
    plot.setStiffness(3);
    QVERIFY2(plot.isValid(), qPrintable(plot.errorString()));
    QCOMPARE(plot.motionSpec(), QStringLiteral("spring(stiffness: 3)"));

    // A name that is no model leaves the others' specs alone.
    plot.setMotionSpec(QStringLiteral("sprung"));
    QCOMPARE(plot.modelType(), AbstractMotionWidget::Spring);
    QCOMPARE(plot.motionSpec(), QStringLiteral("sprung"));
    QVERIFY(plot.spec().isNull());
    QVERIFY(plot.errorString().startsWith(QLatin1String("column 1: unknown model or preset 'sprung'")));
    QCOMPARE(plot.motion().isNull(), true);
    plot.setModelType(AbstractMotionWidget::Decay);
    QCOMPARE(plot.motionSpec(), QStringLiteral("decay(tolerance: 0.01)"));
    QVERIFY(plot.isValid());

    // setSpec() shows a spec as it is.
    plot.setSpec(MotionSpec::parse(u"material.expressive.spatial.fast"));
    QCOMPARE(plot.modelType(), AbstractMotionWidget::Spring);
    QCOMPARE(plot.motionSpec(), QStringLiteral("spring(stiffness: 800, dampingRatio: 0.6)"));
    QCOMPARE(plot.stiffness(), 800.0);
}

// One set of defaults: the spec's. A widget left alone shows "spring()" over 100 from rest,
// as Easing::fromSpec() and a MotionAnimation of "spring()" do.
void tst_MotionPlot::defaults()
{
    MotionPlot plot;
    QCOMPARE(plot.modelType(), AbstractMotionWidget::Spring);
    QCOMPARE(plot.motionSpec(), QStringLiteral("spring()"));
    QCOMPARE(plot.distance(), 100.0);
    QCOMPARE(plot.startVelocity(), 0.0);
    QCOMPARE(plot.mass(), 1.0);
    QCOMPARE(plot.duration(), 0.5);
    QCOMPARE(plot.stiffness(), SpringStiffness);
    QCOMPARE(plot.dampingRatio(), 1.0);
    QCOMPARE(plot.bounce(), 0.0);
    QCOMPARE(plot.lambda(), 2.0);
    QCOMPARE(plot.acceleration(), -2000.0);
    QCOMPARE(plot.gravity(), -2000.0);
    QCOMPARE(plot.restitution(), 0.5);
    QCOMPARE(plot.maxBounces(), -1);
    QCOMPARE(plot.friction(), 0.015); // Android's ViewConfiguration.getScrollFriction()
    QCOMPARE(plot.density(), 1.0);
    QCOMPARE(plot.tolerance(), MotionSpec::DefaultTolerance);
    const Easing easing = Easing::fromSpec(u"spring(startPosition: 0, restPosition: 100)");
    QCOMPARE(plot.easing(), easing);
    QCOMPARE(plot.settleTime(), easing.duration());
    for (const auto model : { AbstractMotionWidget::Decay, AbstractMotionWidget::Gravity, AbstractMotionWidget::Bounce,
                              AbstractMotionWidget::Fling }) {
        plot.setModelType(model);
        QCOMPARE(plot.spec(), MotionSpec(plot.spec().model()));
    }
}

QTEST_MAIN(tst_MotionPlot)
#include "tst_motionplot.moc"
