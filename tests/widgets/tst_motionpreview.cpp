// SPDX-License-Identifier: MIT
// MotionPreview rendered offscreen: the marker is drawn where the textbook closed forms
// put the motion at every time, in both orientations and shapes; it plays, pauses, loops
// and stops as documented, with the animation class of its model.
#include <impetus/motionanimation.h>
#include <impetus/motionpreview.h>

#include <QtTest/qsignalspy.h>
#include <QtTest/qtest.h>

#include "shared/expected.h"

#include <cmath>
#include <functional>

using namespace Impetus;

namespace {

using Curve = std::function<double(double)>;

const QColor Highlight(200, 0, 0);

bool markerPixel(QRgb pixel)
{
    return Pixels::close(pixel, Highlight, 40);
}

void usePalette(QWidget &widget)
{
    QPalette palette = widget.palette();
    palette.setColor(QPalette::Base, Qt::white);
    palette.setColor(QPalette::Highlight, Highlight);
    palette.setColor(QPalette::Mid, QColor(128, 128, 128));
    palette.setColor(QPalette::Text, Qt::black);
    widget.setPalette(palette);
}

} // namespace

class tst_MotionPreview : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void marker_data();
    void marker();
    void animationClass_data();
    void animationClass();
    void playAndPause();
    void hiddenPauses();
    void runsOnceWithoutLooping();
    void changeRestarts();
    void invalid();
};

void tst_MotionPreview::marker_data()
{
    QTest::addColumn<QVariantMap>("properties");
    QTest::addColumn<Curve>("expected");

    const double stiffness = std::pow(2 * M_PI / 0.5, 2);
    QTest::newRow("spring, ball, horizontal")
            << QVariantMap{ { "dampingRatio", 0.3 } }
            << Curve([=](double t) { return Expected::spring(1, stiffness, 0.3, 0, 100, 0, t); });
    QTest::newRow("spring, box, vertical, negative distance")
            << QVariantMap{ { "dampingRatio", 0.5 },
                            { "distance", -60.0 },
                            { "marker", MotionPreview::Box },
                            { "orientation", Qt::Vertical } }
            << Curve([=](double t) { return Expected::spring(1, stiffness, 0.5, 0, -60, 0, t); });
    QTest::newRow("bounce, ball, vertical")
            << QVariantMap{ { "modelType", AbstractMotionWidget::Bounce }, { "orientation", Qt::Vertical } }
            << Curve([](double t) { return Expected::bounce(0, 100, 2000, 0.5, t); });
    QTest::newRow("decay, box") << QVariantMap{
        { "modelType", AbstractMotionWidget::Decay }, { "lambda", 4.0 }, { "marker", MotionPreview::Box }
    } << Curve([](double t) { return Expected::decay(0, 100, 4, t); });
    QTest::newRow("gravity") << QVariantMap{ { "modelType", AbstractMotionWidget::Gravity },
                                             { "acceleration", -1000.0 } }
                             << Curve([](double t) { return Expected::fall(0, 100, 1000, t); });
}

void tst_MotionPreview::marker()
{
    QFETCH(QVariantMap, properties);
    QFETCH(Curve, expected);

    MotionPreview preview;
    usePalette(preview);
    for (auto it = properties.cbegin(); it != properties.cend(); ++it)
        QVERIFY(preview.setProperty(it.key().toLatin1(), it.value()));
    const bool horizontal = preview.orientation() == Qt::Horizontal;
    preview.resize(horizontal ? QSize(420, 70) : QSize(70, 420));

    const QPointF start = preview.mapToWidget(0);
    const QPointF target = preview.mapToWidget(preview.distance());
    QVERIFY(QRectF(preview.rect()).contains(start) && QRectF(preview.rect()).contains(target));
    // Along the axis of the orientation, towards the sign of the distance.
    const double along = horizontal ? target.x() - start.x() : target.y() - start.y();
    QVERIFY(along * preview.distance() > 0);
    QCOMPARE(horizontal ? target.y() - start.y() : target.x() - start.x(), 0.0);

    for (const int ms : { 0, 40, 90, 150, 230, 400, 700 }) {
        preview.setCurrentTime(ms / 1000.0);
        QCOMPARE(preview.isPlaying(), false);
        const double x = expected(ms / 1000.0);
        if (ms < preview.findChild<MotionAnimation *>()->duration()) {
            QVERIFY2(
                    std::fabs(preview.currentPosition() - x) <= 1e-7 * (1 + std::fabs(x)),
                    qPrintable(
                            QStringLiteral("%1 ms: at %2, expected %3").arg(ms).arg(preview.currentPosition()).arg(x)));
        } else {
            QCOMPARE(preview.currentPosition(), preview.distance());
        }
        const QImage image = Pixels::render(preview);
        const QPointF centre = Pixels::centroid(image, markerPixel);
        const QPointF where = preview.mapToWidget(preview.currentPosition());
        QVERIFY2(QLineF(centre, where).length() < 0.75,
                 qPrintable(QStringLiteral("%1 ms: marker drawn at (%2, %3), expected (%4, %5)")
                                    .arg(ms)
                                    .arg(centre.x())
                                    .arg(centre.y())
                                    .arg(where.x())
                                    .arg(where.y())));
        const QRect drawn = Pixels::boundingRect(image, markerPixel);
        QVERIFY(std::abs(drawn.width() - preview.markerSize()) <= 2);
        QVERIFY(std::abs(drawn.height() - preview.markerSize()) <= 2);
    }
}

void tst_MotionPreview::animationClass_data()
{
    QTest::addColumn<AbstractMotionWidget::ModelType>("model");
    QTest::addColumn<QByteArray>("className");
    QTest::newRow("spring") << AbstractMotionWidget::Spring << QByteArray("Impetus::SpringAnimation");
    QTest::newRow("decay") << AbstractMotionWidget::Decay << QByteArray("Impetus::DecayAnimation");
    QTest::newRow("gravity") << AbstractMotionWidget::Gravity << QByteArray("Impetus::GravityAnimation");
    QTest::newRow("bounce") << AbstractMotionWidget::Bounce << QByteArray("Impetus::BounceAnimation");
}

// The marker is moved by the model's animation class playing the spec, from 0 to the
// distance.
void tst_MotionPreview::animationClass()
{
    QFETCH(AbstractMotionWidget::ModelType, model);
    QFETCH(QByteArray, className);
    MotionPreview preview;
    preview.setModelType(model);
    preview.setDistance(250);
    preview.setStartVelocity(40);
    const QList<MotionAnimation *> animations = preview.findChildren<MotionAnimation *>();
    QCOMPARE(animations.size(), 1);
    QCOMPARE(QByteArray(animations.first()->metaObject()->className()), className);
    QCOMPARE(animations.first()->startValue().toDouble(), 0.0);
    QCOMPARE(animations.first()->endValue().toDouble(), 250.0);
    QCOMPARE(animations.first()->startVelocity().toDouble(), 40.0);
    QCOMPARE(animations.first()->spec(), preview.spec());
    QCOMPARE(animations.first()->tolerance(), preview.tolerance());
}

void tst_MotionPreview::playAndPause()
{
    MotionPreview preview;
    preview.setDampingRatio(0); // never settles: plays for the whole test
    preview.resize(300, 60);
    QCOMPARE(preview.isPlaying(), true);
    preview.show();
    QVERIFY(QTest::qWaitForWindowExposed(&preview));
    QTRY_VERIFY(preview.currentTime() > 0.05);

    QSignalSpy playing(&preview, &MotionPreview::playingChanged);
    QTest::mouseClick(&preview, Qt::LeftButton);
    QCOMPARE(preview.isPlaying(), false);
    QCOMPARE(playing.count(), 1);
    QCOMPARE(playing.last().first().toBool(), false);
    const qreal paused = preview.currentTime();
    QTest::qWait(80);
    QCOMPARE(preview.currentTime(), paused);

    QTest::mouseClick(&preview, Qt::LeftButton);
    QCOMPARE(preview.isPlaying(), true);
    QTRY_VERIFY(preview.currentTime() > paused + 0.03);

    // Paused, a play sign in the top right corner, in half-transparent Text; playing, none.
    usePalette(preview);
    QPalette palette = preview.palette();
    palette.setColor(QPalette::Text, Qt::blue);
    preview.setPalette(palette);
    const auto sign = [&] {
        const QImage image = Pixels::render(preview);
        const QRect corner(preview.width() - 20, 0, 20, 20);
        return Pixels::count(image.copy(corner), [](QRgb p) { return Pixels::close(p, QColor(127, 127, 255), 30); });
    };
    QCOMPARE(sign(), 0);
    preview.pause();
    QCOMPARE(preview.isPlaying(), false);
    QVERIFY(sign() > 20);
    preview.play();
    QCOMPARE(preview.isPlaying(), true);
    QCOMPARE(sign(), 0);
    QCOMPARE(playing.count(), 4);
}

void tst_MotionPreview::hiddenPauses()
{
    MotionPreview preview;
    preview.setDampingRatio(0);
    preview.show();
    QVERIFY(QTest::qWaitForWindowExposed(&preview));
    QTRY_VERIFY(preview.currentTime() > 0.02);
    preview.hide();
    const qreal hidden = preview.currentTime();
    QTest::qWait(80);
    QCOMPARE(preview.currentTime(), hidden);
    QCOMPARE(preview.isPlaying(), true); // the intent is kept
    preview.show();
    QTRY_VERIFY(preview.currentTime() > hidden + 0.02);
}

void tst_MotionPreview::runsOnceWithoutLooping()
{
    MotionPreview preview;
    preview.setDuration(0.1);
    preview.setDampingRatio(1);
    preview.setLoopPause(10);
    preview.setLooping(false);
    QSignalSpy playing(&preview, &MotionPreview::playingChanged);
    preview.show();
    QVERIFY(QTest::qWaitForWindowExposed(&preview));
    QTRY_COMPARE_WITH_TIMEOUT(preview.isPlaying(), false, 3000);
    QCOMPARE(playing.count(), 1);
    QCOMPARE(preview.currentPosition(), preview.distance());
    preview.play(); // from the start again
    QVERIFY(preview.currentTime() < 0.05);
    QCOMPARE(preview.isPlaying(), true);
}

void tst_MotionPreview::changeRestarts()
{
    MotionPreview preview;
    preview.setCurrentTime(0.3);
    QCOMPARE(preview.currentTime(), 0.3);
    preview.setStiffness(400);
    QCOMPARE(preview.currentTime(), 0.0);
    QCOMPARE(preview.currentPosition(), 0.0);
}

void tst_MotionPreview::invalid()
{
    MotionPreview preview;
    usePalette(preview);
    preview.resize(300, 60);
    preview.setRestitution(2);
    preview.setModelType(AbstractMotionWidget::Bounce);
    QCOMPARE(preview.errorString(), QStringLiteral("restitution must be in [0, 1], but got 2"));
    QVERIFY(preview.findChildren<MotionAnimation *>().isEmpty());
    preview.setCurrentTime(0.2);
    preview.restart();
    QCOMPARE(preview.currentPosition(), 0.0);
    const QImage image = Pixels::render(preview);
    QCOMPARE(Pixels::count(image, markerPixel), 0);
    QVERIFY(Pixels::count(image, [](QRgb p) { return Pixels::close(p, Qt::black, 60); }) > 30);
    preview.setRestitution(0.3);
    QCOMPARE(preview.findChildren<MotionAnimation *>().size(), 1);
}

QTEST_MAIN(tst_MotionPreview)
#include "tst_motionpreview.moc"
