// SPDX-License-Identifier: MIT
// The into-view helpers rendered offscreen: a solid box in a layout is drawn where the
// textbook closed forms put it at every time, its geometry never changes, a layout that
// moves it mid-flight is followed without a jump, and at the end it is exactly in place
// with no effect left.
#include <impetus/intoview.h>
#include <impetus/motionanimation.h>

#include <QtCore/qpointer.h>
#include <QtTest/qtest.h>
#include <QtWidgets/qboxlayout.h>
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

const double SpringW0 = 2 * M_PI / 0.5; // SpringAnimation's default: a 0.5 s critically damped spring

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

    MotionAnimation *animation = helper == 0 ? static_cast<MotionAnimation *>(bounceIntoView(scene.box))
                                             : springIntoView(scene.box, edge);
    QVERIFY(animation);
    QCOMPARE(animation->state(), QAbstractAnimation::Running);
    animation->pause();

    // Just outside the parent, then home: closed forms per axis.
    QPointF from = home.topLeft();
    if (helper == 0 || edge == Qt::TopEdge)
        from.setY(-home.height());
    else if (edge == Qt::BottomEdge)
        from.setY(scene.window.height());
    else if (edge == Qt::LeftEdge)
        from.setX(-home.width());
    else
        from.setX(scene.window.width());
    const auto along = [&](double start, double end, double t) {
        return helper == 0 ? Expected::bounce(start, end, 2000, 0.5, t)
                           : Expected::spring(1, SpringW0 * SpringW0, 1, start, end, 0, t);
    };

    for (const int ms : { 0, 60, 130, 200, 290, 400, 520 }) {
        animation->setCurrentTime(ms);
        const double t = ms / 1000.0;
        const QPointF expected(along(from.x(), home.x(), t), along(from.y(), home.y(), t));
        const QRect visible = QRect(expected.toPoint(), home.size()).intersected(scene.window.rect());
        const QRect drawn = scene.drawn();
        QCOMPARE(scene.box->geometry(), home); // only the picture moves
        if (visible.height() <= 2 || visible.width() <= 2)
            continue;
        QVERIFY2(std::abs(drawn.left() - visible.left()) <= 1 && std::abs(drawn.top() - visible.top()) <= 1
                         && std::abs(drawn.right() - visible.right()) <= 1
                         && std::abs(drawn.bottom() - visible.bottom()) <= 1,
                 qPrintable(QStringLiteral("%1 ms: drawn %2,%3 %4x%5, expected %6,%7 %8x%9")
                                    .arg(ms).arg(drawn.x()).arg(drawn.y()).arg(drawn.width()).arg(drawn.height())
                                    .arg(visible.x()).arg(visible.y()).arg(visible.width()).arg(visible.height())));
    }

    settle(animation);
    QCOMPARE(scene.box->graphicsEffect(), nullptr);
    QCOMPARE(scene.box->geometry(), home);
    QCOMPARE(scene.drawn(), home);
}

// From a point to full size about the centre, overshooting with a damping ratio of 0.5.
void tst_IntoView::scale()
{
    Scene scene;
    scene.show();
    const QRect home = scene.box->geometry();
    SpringAnimation *animation = springIntoView(scene.box, 0.0);
    QVERIFY(animation);
    animation->pause();
    bool overshot = false;
    for (const int ms : { 40, 100, 160, 250, 350 }) {
        animation->setCurrentTime(ms);
        const double s = Expected::spring(1, SpringW0 * SpringW0, 0.5, 0, 1, 0, ms / 1000.0);
        overshot |= s > 1.02;
        const QRect drawn = scene.drawn();
        const QRectF expected(home.center().x() + 0.5 - home.width() * s / 2, home.center().y() + 0.5 - home.height() * s / 2,
                              home.width() * s, home.height() * s);
        const QRectF visible = expected.intersected(QRectF(scene.window.rect()));
        QVERIFY2(std::fabs(drawn.width() - visible.width()) <= 2 && std::fabs(drawn.height() - visible.height()) <= 2
                         && std::fabs(QRectF(drawn).center().x() - visible.center().x()) <= 1
                         && std::fabs(QRectF(drawn).center().y() - visible.center().y()) <= 1,
                 qPrintable(QStringLiteral("%1 ms: drawn %2x%3, expected %4x%5").arg(ms)
                                    .arg(drawn.width()).arg(drawn.height()).arg(visible.width()).arg(visible.height())));
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
    QCOMPARE(box->pos(), target);
    animation->pause();
    for (const int ms : { 0, 50, 150, 300, 600 }) {
        animation->setCurrentTime(ms);
        const double t = ms / 1000.0;
        const QPointF expected(Expected::decay(20, 320, 7, t), Expected::decay(30, 230, 2, t));
        const QRect drawn = Pixels::boundingRect(Pixels::render(window), boxPixel);
        QVERIFY2(QLineF(drawn.topLeft(), expected).length() <= 1.5,
                 qPrintable(QStringLiteral("%1 ms: drawn at %2,%3, expected %4,%5").arg(ms)
                                    .arg(drawn.x()).arg(drawn.y()).arg(expected.x()).arg(expected.y())));
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
    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("springIntoView.*graphics effect of its own")));
    QCOMPARE(springIntoView(child, Qt::TopEdge), nullptr);
    QCOMPARE(child->graphicsEffect(), own);

    QTest::ignoreMessage(QtWarningMsg, QRegularExpression(QStringLiteral("flingTo: no widget")));
    QCOMPARE(flingTo(nullptr, QPoint(), QPointF()), nullptr);
}

QTEST_MAIN(tst_IntoView)
#include "tst_intoview.moc"
