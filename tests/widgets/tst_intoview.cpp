// SPDX-License-Identifier: MIT
// The into-view helpers rendered offscreen: a solid box in a layout is drawn where the
// textbook closed forms put it at every time, its geometry never changes, a layout that
// moves it mid-flight is followed without a jump, and at the end it is exactly in place
// with no effect left.
#include <impetus/intoview.h>
#include <impetus/motionanimation.h>
#include <impetus/motioneditor.h>

#include <QtCore/qpointer.h>
#include <QtTest/qtest.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qcombobox.h>
#include <QtWidgets/qgraphicseffect.h>

#include "shared/expected.h"

#include <cmath>
#include <functional>
#include <memory>

using namespace Impetus;

namespace {

const QColor Red(255, 0, 0);

bool boxPixel(QRgb pixel)
{
    return Pixels::close(pixel, Red, 70);
}

// A window with a red box in a vertical layout between two spacers.
struct Scene
{
    Scene()
    {
        window.resize(400, 300);
        QPalette palette = window.palette();
        palette.setColor(QPalette::Window, Qt::white);
        window.setPalette(palette);
        window.setAutoFillBackground(true);
        auto *layout = new QVBoxLayout(&window);
        box = new QWidget;
        box->setAutoFillBackground(true);
        palette.setColor(QPalette::Window, Red);
        box->setPalette(palette);
        box->setMinimumHeight(60);
        layout->addStretch(1);
        layout->addWidget(box);
        layout->addStretch(1);
    }

    void show()
    {
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
    }

    // Where the box is drawn, in window coordinates.
    QRect drawn() { return Pixels::boundingRect(Pixels::render(window), boxPixel); }

    QWidget window;
    QWidget *box;
};

void settle(MotionAnimation *animation)
{
    animation->setCurrentTime(animation->duration());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

using Path = std::function<QPointF(double)>;

const double SpringW0 = 2 * M_PI / 0.5; // impetus.springIntoView: a 0.5 s critically damped spring

// Where the helpers start a move: just outside the parent, beyond edge (Qt::TopEdge for
// bounceIntoView).
QPointF outside(const Scene &scene, const QRect &home, Qt::Edge edge)
{
    QPointF from = home.topLeft();
    if (edge == Qt::TopEdge)
        from.setY(-home.height());
    else if (edge == Qt::BottomEdge)
        from.setY(scene.window.height());
    else if (edge == Qt::LeftEdge)
        from.setX(-home.width());
    else
        from.setX(scene.window.width());
    return from;
}

// Checks that the box (of size) is drawn with its top-left corner at expected, to a pixel,
// as far as it is within the window.
void checkDrawn(Scene &scene, int ms, const QPointF &expected, const QSize &size)
{
    const QRect visible = QRect(expected.toPoint(), size).intersected(scene.window.rect());
    if (visible.height() <= 2 || visible.width() <= 2)
        return;
    const QRect drawn = scene.drawn();
    QVERIFY2(std::abs(drawn.left() - visible.left()) <= 1 && std::abs(drawn.top() - visible.top()) <= 1
                     && std::abs(drawn.right() - visible.right()) <= 1
                     && std::abs(drawn.bottom() - visible.bottom()) <= 1,
             qPrintable(QStringLiteral("%1 ms: drawn %2,%3 %4x%5, expected %6,%7 %8x%9")
                                .arg(ms)
                                .arg(drawn.x())
                                .arg(drawn.y())
                                .arg(drawn.width())
                                .arg(drawn.height())
                                .arg(visible.x())
                                .arg(visible.y())
                                .arg(visible.width())
                                .arg(visible.height())));
}

// Checks that the box is drawn, at each time, where along puts it per axis (from, home, t),
// and only its picture moves; then that it ends exactly in place with no effect left.
void checkPath(Scene &scene, MotionAnimation *animation, const QPointF &from,
               const std::function<double(double, double, double)> &along)
{
    const QRect home = scene.box->geometry();
    animation->pause();
    for (const int ms : { 0, 60, 130, 200, 290, 400, 520 }) {
        animation->setCurrentTime(ms);
        const double t = ms / 1000.0;
        QCOMPARE(scene.box->geometry(), home); // only the picture moves
        checkDrawn(scene, ms, QPointF(along(from.x(), home.x(), t), along(from.y(), home.y(), t)), home.size());
    }
    settle(animation);
    QCOMPARE(scene.box->graphicsEffect(), nullptr);
    QCOMPARE(scene.box->geometry(), home);
    QCOMPARE(scene.drawn(), home);
}

} // namespace

class tst_IntoView : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void edges_data();
    void edges();
    void scale();
    void flingFree();
    void flingInLayout();
    void layoutMovesWidget();
    void hiddenWidget();
    void againRightAfterTheEnd();
    void refusals();
    void specs_data();
    void specs();
    void presetFromEditor();
    void specRefused();
    void exits_data();
    void exits();
    void fade();
    void scaleOut();
    void turnAround();
    void exitRefusals();
    void deletedMidFlight();
};

void tst_IntoView::edges_data()
{
    QTest::addColumn<int>("helper"); // 0 bounce, else the edge
    QTest::addColumn<Qt::Edge>("edge");

    QTest::newRow("bounce") << 0 << Qt::TopEdge;
    QTest::newRow("spring from the top") << 1 << Qt::TopEdge;
    QTest::newRow("spring from the bottom") << 1 << Qt::BottomEdge;
    QTest::newRow("spring from the left") << 1 << Qt::LeftEdge;
    QTest::newRow("spring from the right") << 1 << Qt::RightEdge;
}

void tst_IntoView::edges()
{
    QFETCH(int, helper);
    QFETCH(Qt::Edge, edge);

    Scene scene;
    scene.show();
    const QRect home = scene.box->geometry();
    QCOMPARE(scene.drawn(), home);

    MotionAnimation *animation =
            helper == 0 ? static_cast<MotionAnimation *>(bounceIntoView(scene.box)) : springIntoView(scene.box, edge);
    QVERIFY(animation);
    QCOMPARE(animation->state(), QAbstractAnimation::Running);
    // The defaults are the presets.
    QCOMPARE(animation->spec(), MotionSpec::parse(helper == 0 ? u"impetus.bounceIntoView" : u"impetus.springIntoView"));

    // Just outside the parent, then home: closed forms per axis.
    checkPath(scene, animation, outside(scene, home, helper == 0 ? Qt::TopEdge : edge),
              [&](double start, double end, double t) {
                  return helper == 0 ? Expected::bounce(start, end, 2000, 0.5, t)
                                     : Expected::spring(1, SpringW0 * SpringW0, 1, start, end, 0, t);
              });
}

// From a point to full size about the centre, overshooting with a damping ratio of 0.5.
void tst_IntoView::scale()
{
    Scene scene;
    scene.show();
    const QRect home = scene.box->geometry();
    SpringAnimation *animation = springIntoView(scene.box, 0.0);
    QVERIFY(animation);
    QCOMPARE(animation->spec(), MotionSpec::parse(u"impetus.scaleIntoView"));
    animation->pause();
    bool overshot = false;
    for (const int ms : { 40, 100, 160, 250, 350 }) {
        animation->setCurrentTime(ms);
        const double s = Expected::spring(1, SpringW0 * SpringW0, 0.5, 0, 1, 0, ms / 1000.0);
        overshot |= s > 1.02;
        const QRect drawn = scene.drawn();
        const QRectF expected(home.center().x() + 0.5 - home.width() * s / 2,
                              home.center().y() + 0.5 - home.height() * s / 2, home.width() * s, home.height() * s);
        const QRectF visible = expected.intersected(QRectF(scene.window.rect()));
        QVERIFY2(std::fabs(drawn.width() - visible.width()) <= 2 && std::fabs(drawn.height() - visible.height()) <= 2
                         && std::fabs(QRectF(drawn).center().x() - visible.center().x()) <= 1
                         && std::fabs(QRectF(drawn).center().y() - visible.center().y()) <= 1,
                 qPrintable(QStringLiteral("%1 ms: drawn %2x%3, expected %4x%5")
                                    .arg(ms)
                                    .arg(drawn.width())
                                    .arg(drawn.height())
                                    .arg(visible.width())
                                    .arg(visible.height())));
    }
    QVERIFY(overshot);
    settle(animation);
    QCOMPARE(scene.box->graphicsEffect(), nullptr);
    QCOMPARE(scene.drawn(), home);
}

// A free widget is placed at once and drawn sliding there with DecayAnimation's rule.
void tst_IntoView::flingFree()
{
    QWidget window;
    window.resize(500, 400);
    auto *box = new QWidget(&window);
    box->setAutoFillBackground(true);
    QPalette palette = box->palette();
    palette.setColor(QPalette::Window, Red);
    box->setPalette(palette);
    box->setGeometry(20, 30, 60, 40);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    // x: fast enough to keep its velocity (2100 / 300 > 2: lambda 7); y: slow, so it
    // starts again at rest with the default lambda 2 and velocity 2 * 200.
    const QPoint target(320, 230);
    DecayAnimation *animation = flingTo(box, target, QPointF(2100, 100));
    QVERIFY(animation);
    QCOMPARE(animation->spec(), MotionSpec::parse(u"impetus.flingTo"));
    QCOMPARE(box->pos(), target);
    animation->pause();
    for (const int ms : { 0, 50, 150, 300, 600 }) {
        animation->setCurrentTime(ms);
        const double t = ms / 1000.0;
        const QPointF expected(Expected::decay(20, 320, 7, t), Expected::decay(30, 230, 2, t));
        const QRect drawn = Pixels::boundingRect(Pixels::render(window), boxPixel);
        QVERIFY2(QLineF(drawn.topLeft(), expected).length() <= 1.5,
                 qPrintable(QStringLiteral("%1 ms: drawn at %2,%3, expected %4,%5")
                                    .arg(ms)
                                    .arg(drawn.x())
                                    .arg(drawn.y())
                                    .arg(expected.x())
                                    .arg(expected.y())));
    }

    // A second fling continues from where the box is drawn.
    animation->setCurrentTime(100);
    const QPoint drawnNow = Pixels::boundingRect(Pixels::render(window), boxPixel).topLeft();
    DecayAnimation *second = flingTo(box, QPoint(100, 50), QPointF(0, 0));
    QVERIFY(second && second != animation);
    second->pause();
    second->setCurrentTime(0);
    QVERIFY(QLineF(Pixels::boundingRect(Pixels::render(window), boxPixel).topLeft(), drawnNow).length() <= 1.5);
    settle(second);
    QCOMPARE(box->pos(), QPoint(100, 50));
    QCOMPARE(box->graphicsEffect(), nullptr);

    // With a spec of its own: from rest, the decay's lambda on each axis.
    MotionAnimation *third = flingTo(box, QPoint(300, 200), QPointF(), QStringLiteral("decay(lambda: 5)"));
    QVERIFY(qobject_cast<DecayAnimation *>(third));
    third->pause();
    for (const int ms : { 0, 80, 200 }) {
        third->setCurrentTime(ms);
        const QPointF expected(Expected::decay(100, 300, 5, ms / 1000.0), Expected::decay(50, 200, 5, ms / 1000.0));
        const QRect drawn = Pixels::boundingRect(Pixels::render(window), boxPixel);
        QVERIFY2(QLineF(drawn.topLeft(), expected).length() <= 1.5,
                 qPrintable(QStringLiteral("%1 ms: drawn at %2,%3, expected %4,%5")
                                    .arg(ms)
                                    .arg(drawn.x())
                                    .arg(drawn.y())
                                    .arg(expected.x())
                                    .arg(expected.y())));
    }
    settle(third);
    QCOMPARE(box->pos(), QPoint(300, 200));
}

void tst_IntoView::flingInLayout()
{
    Scene scene;
    scene.show();
    const QRect home = scene.box->geometry();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("flingTo:.*placed by a layout")));
    DecayAnimation *animation = flingTo(scene.box, QPoint(5, 5), QPointF(0, -500));
    QVERIFY(animation);
    QCOMPARE(scene.box->geometry(), home);
    settle(animation);
    QCOMPARE(scene.box->geometry(), home);
    QCOMPARE(scene.drawn(), home);
}

// The window grows mid-flight: the layout moves the box, the motion continues from where
// it is drawn (no jump) and lands on the new place.
void tst_IntoView::layoutMovesWidget()
{
    QWidget window;
    window.resize(400, 200);
    auto *layout = new QHBoxLayout(&window);
    auto *box = new QWidget;
    box->setFixedSize(80, 50);
    box->setAutoFillBackground(true);
    QPalette palette = box->palette();
    palette.setColor(QPalette::Window, Red);
    box->setPalette(palette);
    layout->addStretch(1);
    layout->addWidget(box);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    SpringAnimation *animation = springIntoView(box, Qt::LeftEdge);
    QVERIFY(animation);
    animation->pause();
    animation->setCurrentTime(120);
    const QRect before = Pixels::boundingRect(Pixels::render(window), boxPixel);
    const QPoint oldHome = box->pos();
    window.resize(600, 200);
    layout->activate();
    QVERIFY(box->x() > oldHome.x() + 150);
    QCOMPARE(animation->endValue().toPointF(), QPointF(box->pos()));
    const QRect after = Pixels::boundingRect(Pixels::render(window), boxPixel);
    QVERIFY2(std::abs(after.left() - before.left()) <= 1,
             qPrintable(QStringLiteral("drawn at %1 before, %2 after").arg(before.left()).arg(after.left())));
    settle(animation);
    QCOMPARE(box->graphicsEffect(), nullptr);
    QCOMPARE(Pixels::boundingRect(Pixels::render(window), boxPixel), box->geometry());
}

// A hidden widget is shown, laid out first, and lands on its place.
void tst_IntoView::hiddenWidget()
{
    Scene scene;
    scene.box->hide();
    scene.show();
    BounceAnimation *animation = bounceIntoView(scene.box);
    QVERIFY(animation);
    QVERIFY(scene.box->isVisible());
    QVERIFY(scene.box->height() >= 60);
    QCOMPARE(animation->endValue().toPointF(), QPointF(scene.box->pos()));
    settle(animation);
    QCOMPARE(scene.drawn(), scene.box->geometry());
}

// A helper called while the last motion's effect waits for deletion gets its own effect.
void tst_IntoView::againRightAfterTheEnd()
{
    Scene scene;
    scene.show();
    BounceAnimation *first = bounceIntoView(scene.box);
    first->setCurrentTime(first->duration()); // stopped; the effect is deleted later
    QPointer<SpringAnimation> second = springIntoView(scene.box, Qt::RightEdge);
    QVERIFY(second);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(second);
    QCOMPARE(second->state(), QAbstractAnimation::Running);
    QVERIFY(scene.box->graphicsEffect());
    second->pause();
    second->setCurrentTime(80);
    QVERIFY(scene.drawn().left() > scene.box->x() + 20);
    settle(second);
    QCOMPARE(scene.box->graphicsEffect(), nullptr);
    QCOMPARE(scene.drawn(), scene.box->geometry());
}

void tst_IntoView::refusals()
{
    QWidget window;
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("bounceIntoView.*window")));
    QCOMPARE(bounceIntoView(&window), nullptr);
    QVERIFY(window.isVisible());

    auto *child = new QWidget(&window);
    auto *own = new QGraphicsOpacityEffect;
    child->setGraphicsEffect(own);
    QTest::ignoreMessage(QtWarningMsg,
                         QRegularExpression(QStringLiteral("springIntoView.*graphics effect of its own")));
    QCOMPARE(springIntoView(child, Qt::TopEdge), nullptr);
    QCOMPARE(child->graphicsEffect(), own);

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("flingTo: no widget")));
    QCOMPARE(flingTo(nullptr, QPoint(), QPointF()), nullptr);
}

void tst_IntoView::specs_data()
{
    QTest::addColumn<int>("helper"); // 0 bounce, else the edge
    QTest::addColumn<Qt::Edge>("edge");
    QTest::addColumn<QString>("spec");
    QTest::addColumn<QByteArray>("className");
    using Along = std::function<double(double, double, double)>;
    QTest::addColumn<Along>("along");

    QTest::newRow("bounceIntoView, livelier ball")
            << 0 << Qt::TopEdge << "bounce(restitution: 0.6)" << QByteArray("Impetus::BounceAnimation")
            << Along([](double a, double b, double t) { return Expected::bounce(a, b, 2000, 0.6, t); });
    QTest::newRow("bounceIntoView, a spring from above")
            << 0 << Qt::TopEdge << "spring(dampingRatio: 0.4)" << QByteArray("Impetus::SpringAnimation")
            << Along([](double a, double b, double t) {
                   return Expected::spring(1, SpringW0 * SpringW0, 0.4, a, b, 0, t);
               });
    QTest::newRow("springIntoView, a preset")
            << 1 << Qt::LeftEdge << "swiftui.bouncy" << QByteArray("Impetus::SpringAnimation")
            << Along([](double a, double b, double t) {
                   return Expected::spring(1, SpringW0 * SpringW0, 0.7, a, b, 0, t);
               });
    QTest::newRow("springIntoView, a ball from the right")
            << 1 << Qt::RightEdge << "bounce(gravity: -4000, restitution: 0.3)"
            << QByteArray("Impetus::BounceAnimation")
            << Along([](double a, double b, double t) { return Expected::bounce(a, b, 4000, 0.3, t); });
    QTest::newRow("springIntoView, a decay from below")
            << 1 << Qt::BottomEdge << "decay(lambda: 6)" << QByteArray("Impetus::DecayAnimation")
            << Along([](double a, double b, double t) { return Expected::decay(a, b, 6, t); });
}

// Any spec, given as text, goes into a helper in one call, and the box is drawn where the
// closed forms put it.
void tst_IntoView::specs()
{
    QFETCH(int, helper);
    QFETCH(Qt::Edge, edge);
    QFETCH(QString, spec);
    QFETCH(QByteArray, className);
    using Along = std::function<double(double, double, double)>;
    QFETCH(Along, along);

    Scene scene;
    scene.show();
    const QRect home = scene.box->geometry();
    MotionAnimation *animation = helper == 0 ? bounceIntoView(scene.box, spec) : springIntoView(scene.box, edge, spec);
    QVERIFY(animation);
    QCOMPARE(QByteArray(animation->metaObject()->className()), className);
    QCOMPARE(animation->spec(), MotionSpec::parse(spec));
    QCOMPARE(animation->state(), QAbstractAnimation::Running);
    checkPath(scene, animation, outside(scene, home, helper == 0 ? Qt::TopEdge : edge), along);
}

// A preset chosen in a MotionEditor reaches a helper in one call, as text or as a spec.
void tst_IntoView::presetFromEditor()
{
    MotionEditor editor;
    auto *presets = editor.findChild<QComboBox *>(QStringLiteral("presetComboBox"));
    QVERIFY(presets);
    const int index = presets->findText(QStringLiteral("swiftui.bouncy"));
    QVERIFY(index > 0);
    presets->setCurrentIndex(index);
    Q_EMIT presets->activated(index); // what a user's choice emits

    Scene scene;
    scene.show();
    const QRect home = scene.box->geometry();
    MotionAnimation *animation = springIntoView(scene.box, Qt::LeftEdge, editor.motionSpec());
    QVERIFY(animation);
    QCOMPARE(animation->spec(), MotionSpec::parse(u"swiftui.bouncy"));
    QVERIFY(qobject_cast<SpringAnimation *>(animation));
    QCOMPARE(qobject_cast<SpringAnimation *>(animation)->dampingRatio(), 0.7); // 1 - bounce
    checkPath(scene, animation, outside(scene, home, Qt::LeftEdge),
              [](double a, double b, double t) { return Expected::spring(1, SpringW0 * SpringW0, 0.7, a, b, 0, t); });

    editor.setRestitution(0.8);
    editor.setModelType(AbstractMotionWidget::Bounce);
    MotionAnimation *bounce = bounceIntoView(scene.box, editor.spec());
    QVERIFY(bounce);
    QCOMPARE(bounce->spec(), editor.spec());
    checkPath(scene, bounce, outside(scene, home, Qt::TopEdge),
              [](double a, double b, double t) { return Expected::bounce(a, b, 2000, 0.8, t); });

    // The scale takes one as well (the fling: flingFree()).
    SpringAnimation *grow =
            qobject_cast<SpringAnimation *>(springIntoView(scene.box, 0.5, QStringLiteral("swiftui.snappy")));
    QVERIFY(grow);
    QCOMPARE(grow->spec(), MotionSpec::parse(u"swiftui.snappy"));
    QCOMPARE(grow->startValue().toDouble(), 0.5);
    settle(grow);
    QCOMPARE(scene.drawn(), home);
}

// A spec that cannot move the widget is refused with its reason; the widget is just shown.
void tst_IntoView::specRefused()
{
    Scene scene;
    scene.box->hide();
    scene.show();
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::springIntoView: column 8: stiffness must be > 0, but got -1; the widget "
                         "is shown without a motion");
    QCOMPARE(springIntoView(scene.box, Qt::TopEdge, QStringLiteral("spring(stiffness: -1)")), nullptr);
    QVERIFY(scene.box->isVisible());
    QCOMPARE(scene.box->graphicsEffect(), nullptr);
    QTest::ignoreMessage(
            QtWarningMsg,
            QRegularExpression(QStringLiteral(
                    "bounceIntoView: column 9: acceleration must be < 0 \\(towards the end\\), but got 100")));
    QCOMPARE(bounceIntoView(scene.box, MotionSpec::parse(u"gravity(acceleration: 100)")), nullptr);
    QTest::ignoreMessage(QtWarningMsg,
                         QRegularExpression(QStringLiteral("flingTo: column 1: unknown model or preset 'flick'")));
    QCOMPARE(flingTo(scene.box, QPoint(), QPointF(), QStringLiteral("flick")), nullptr);
    QCOMPARE(scene.box->graphicsEffect(), nullptr);
    QCOMPARE(scene.drawn(), scene.box->geometry());
}

void tst_IntoView::exits_data()
{
    QTest::addColumn<int>("helper"); // 0 bounce, else the edge
    QTest::addColumn<Qt::Edge>("edge");

    QTest::newRow("bounce") << 0 << Qt::TopEdge;
    QTest::newRow("spring to the top") << 1 << Qt::TopEdge;
    QTest::newRow("spring to the bottom") << 1 << Qt::BottomEdge;
    QTest::newRow("spring to the left") << 1 << Qt::LeftEdge;
    QTest::newRow("spring to the right") << 1 << Qt::RightEdge;
}

// The widget is hidden at once (its layout may close the gap); its picture leaves from
// its place to just beyond the edge along the same closed forms as the entrances, and
// nothing is left once it has left.
void tst_IntoView::exits()
{
    QFETCH(int, helper);
    QFETCH(Qt::Edge, edge);

    Scene scene;
    scene.show();
    const QRect home = scene.box->geometry();
    MotionAnimation *animation =
            helper == 0 ? static_cast<MotionAnimation *>(bounceOutOfView(scene.box)) : springOutOfView(scene.box, edge);
    QVERIFY(animation);
    QVERIFY(scene.box->isHidden());
    QCOMPARE(animation->state(), QAbstractAnimation::Running);
    QCOMPARE(animation->spec(), MotionSpec::parse(helper == 0 ? u"impetus.bounceIntoView" : u"impetus.springIntoView"));
    const QPointF away = outside(scene, home, helper == 0 ? Qt::TopEdge : edge);
    animation->pause();
    for (const int ms : { 0, 60, 130, 200, 290 }) {
        animation->setCurrentTime(ms);
        const double t = ms / 1000.0;
        const auto along = [&](double start, double end) {
            return helper == 0 ? Expected::bounce(start, end, 2000, 0.5, t)
                               : Expected::spring(1, SpringW0 * SpringW0, 1, start, end, 0, t);
        };
        checkDrawn(scene, ms, QPointF(along(home.x(), away.x()), along(home.y(), away.y())), home.size());
    }
    QPointer<QObject> ghost = animation->parent()->parent();
    settle(animation);
    QVERIFY(!ghost);
    QVERIFY(scene.box->isHidden());
    QVERIFY(scene.drawn().isEmpty());
}

// Opacity from 0 to 1 along the critically damped spring, and back out.
void tst_IntoView::fade()
{
    Scene scene;
    scene.show();
    const QRect home = scene.box->geometry();
    const QPoint centre = home.center();
    // Red over white at opacity o: green and blue are 255 (1 - o).
    const auto opacityDrawn = [&] { return 1 - qGreen(Pixels::render(scene.window).pixel(centre)) / 255.0; };
    SpringAnimation *in = fadeIntoView(scene.box);
    QVERIFY(in);
    in->pause();
    for (const int ms : { 0, 50, 120, 250 }) {
        in->setCurrentTime(ms);
        const double expected = Expected::spring(1, SpringW0 * SpringW0, 1, 0, 1, 0, ms / 1000.0);
        QVERIFY2(
                std::abs(opacityDrawn() - expected) <= 2.5 / 255,
                qPrintable(QStringLiteral("%1 ms: opacity %2, expected %3").arg(ms).arg(opacityDrawn()).arg(expected)));
    }
    settle(in);
    QCOMPARE(scene.drawn(), home);
    QCOMPARE(opacityDrawn(), 1.0);

    SpringAnimation *out = fadeOutOfView(scene.box);
    QVERIFY(out);
    QVERIFY(scene.box->isHidden());
    out->pause();
    for (const int ms : { 0, 50, 120, 250 }) {
        out->setCurrentTime(ms);
        const double expected = Expected::spring(1, SpringW0 * SpringW0, 1, 1, 0, 0, ms / 1000.0);
        QVERIFY2(
                std::abs(opacityDrawn() - expected) <= 2.5 / 255,
                qPrintable(QStringLiteral("%1 ms: opacity %2, expected %3").arg(ms).arg(opacityDrawn()).arg(expected)));
    }
    settle(out);
    QVERIFY(scene.drawn().isEmpty());
}

// To a point about the centre, overshooting past it without being drawn mirrored.
void tst_IntoView::scaleOut()
{
    Scene scene;
    scene.show();
    const QRect home = scene.box->geometry();
    SpringAnimation *out = springOutOfView(scene.box, 0.0);
    QVERIFY(out);
    out->pause();
    for (const int ms : { 40, 100, 160 }) {
        out->setCurrentTime(ms);
        const double s = Expected::spring(1, SpringW0 * SpringW0, 0.5, 1, 0, 0, ms / 1000.0);
        const QRect drawn = scene.drawn();
        QVERIFY2(std::abs(drawn.width() - home.width() * std::max(s, 0.0)) <= 2,
                 qPrintable(QStringLiteral("%1 ms: %2 wide, expected %3")
                                    .arg(ms)
                                    .arg(drawn.width())
                                    .arg(home.width() * s)));
        QVERIFY(std::abs(QRectF(drawn).center().x() - QRectF(home).center().x()) <= 1.5);
    }
    out->setCurrentTime(290); // past the point: scale -0.13, drawn as nothing
    QVERIFY(Expected::spring(1, SpringW0 * SpringW0, 0.5, 1, 0, 0, 0.29) < -0.05);
    QVERIFY(scene.drawn().isEmpty());
    settle(out);
    QVERIFY(scene.drawn().isEmpty());
}

// Hidden mid-entrance, the picture leaves from where it is drawn with its velocity;
// brought in again mid-exit, the widget turns around the same way.
void tst_IntoView::turnAround()
{
    Scene scene;
    scene.show();
    const QRect home = scene.box->geometry();
    QPointer<SpringAnimation> in = springIntoView(scene.box, Qt::LeftEdge);
    in->pause();
    in->setCurrentTime(120);
    const QPointF drawnIn = qobject_cast<QGraphicsEffect *>(in->parent())->property("position").toPointF();
    const QPointF speedIn = in->currentVelocity().toPointF();
    QVERIFY(speedIn.x() > 500);

    QPointer<SpringAnimation> out = springOutOfView(scene.box, Qt::LeftEdge);
    QVERIFY(out);
    QVERIFY(!in); // deleted with the widget's effect
    QCOMPARE(out->startValue().toPointF(), drawnIn);
    QCOMPARE(out->startVelocity().toPointF(), speedIn);
    QCOMPARE(out->endValue().toPointF(), QPointF(-home.width(), home.y()));
    QVERIFY(scene.box->isHidden());
    QVERIFY(std::abs(scene.drawn().right() - (drawnIn.x() + home.width() - 1)) <= 1);

    out->pause();
    out->setCurrentTime(60);
    const QPointF drawnOut = qobject_cast<QGraphicsEffect *>(out->parent())->property("position").toPointF();
    const QPointF speedOut = out->currentVelocity().toPointF();
    SpringAnimation *back = springIntoView(scene.box, Qt::LeftEdge);
    QVERIFY(back);
    QVERIFY(scene.box->isVisible());
    QCOMPARE(back->startValue().toPointF(), drawnOut);
    QCOMPARE(back->startVelocity().toPointF(), speedOut);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!out); // the exit's picture is gone
    QCOMPARE(scene.window.findChildren<QWidget *>(Qt::FindDirectChildrenOnly), QList<QWidget *>{ scene.box });
    back->pause();
    back->setCurrentTime(0);
    QVERIFY(std::abs(scene.drawn().right() - (drawnOut.x() + home.width() - 1)) <= 1);
    settle(back);
    QCOMPARE(scene.drawn(), home);
}

// A window is just hidden, with a warning, as is a spec that cannot move it.
void tst_IntoView::exitRefusals()
{
    QWidget window;
    window.show();
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("springOutOfView.*window")));
    QCOMPARE(springOutOfView(&window, Qt::LeftEdge), nullptr);
    QVERIFY(window.isHidden());

    Scene scene;
    scene.show();
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::fadeOutOfView: column 8: stiffness must be > 0, but got -1; the widget is "
                         "hidden without a motion");
    QCOMPARE(fadeOutOfView(scene.box, QStringLiteral("spring(stiffness: -1)")), nullptr);
    QVERIFY(scene.box->isHidden());
    QTest::ignoreMessage(QtWarningMsg, "Impetus::springOutOfView: toScale must be >= 0, but got -1; using 0");
    scene.box->show();
    QVERIFY(springOutOfView(scene.box, -1.0));
    QTest::ignoreMessage(QtWarningMsg, "Impetus::bounceOutOfView: no widget");
    QCOMPARE(bounceOutOfView(nullptr), nullptr);
}

// The animation a helper returns may be deleted while it runs (the entrance ends in place,
// the exit's picture goes), and so may the widget or its parent; the sanitizer build
// (scripts/sanitize.sh) runs this.
void tst_IntoView::deletedMidFlight()
{
    Scene scene;
    scene.show();
    const QRect home = scene.box->geometry();
    MotionAnimation *in = springIntoView(scene.box, Qt::LeftEdge);
    in->setCurrentTime(100);
    delete in;
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCOMPARE(scene.box->graphicsEffect(), nullptr);
    QCOMPARE(scene.drawn(), home);

    MotionAnimation *out = fadeOutOfView(scene.box);
    out->setCurrentTime(100);
    delete out;
    QVERIFY(scene.drawn().isEmpty()); // the picture is gone at once
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QCOMPARE(scene.window.findChildren<QWidget *>(Qt::FindDirectChildrenOnly), QList<QWidget *>{ scene.box });

    // The widget deleted while it enters, and while its picture leaves.
    auto *other = new QWidget(&scene.window);
    other->setGeometry(10, 10, 50, 50);
    QVERIFY(bounceIntoView(other));
    delete other;
    scene.box->show();
    QPointer<MotionAnimation> away = springOutOfView(scene.box, Qt::TopEdge);
    QVERIFY(away);
    delete scene.box;
    away->pause();
    away->setCurrentTime(50); // its picture still leaves
    QVERIFY(!Pixels::boundingRect(Pixels::render(scene.window), boxPixel).isEmpty());
    settle(away);
    QVERIFY(!away);
    QVERIFY(Pixels::boundingRect(Pixels::render(scene.window), boxPixel).isEmpty());

    // The parent deleted while a picture leaves.
    auto parent = std::make_unique<QWidget>(&scene.window);
    parent->setGeometry(0, 0, 200, 200);
    auto *child = new QWidget(parent.get());
    child->setGeometry(20, 20, 40, 40);
    parent->show();
    QPointer<MotionAnimation> leaving = springOutOfView(child, 0.0);
    QVERIFY(leaving);
    parent.reset();
    QVERIFY(!leaving);
}

QTEST_MAIN(tst_IntoView)
#include "tst_intoview.moc"
