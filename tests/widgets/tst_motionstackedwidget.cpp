// SPDX-License-Identifier: MIT
// MotionStackedWidget rendered offscreen: it behaves as a QStackedWidget (the current
// page changes at once, the same signals), and a page change is drawn sliding, growing or
// fading along the textbook closed form of its motion; a change mid-flight keeps the
// position and velocity; at the end the real page is shown exactly in place.
#include <impetus/motionanimation.h>
#include <impetus/motionstackedwidget.h>

#include <QtCore/qpointer.h>
#include <QtTest/qsignalspy.h>
#include <QtTest/qtest.h>

#include "shared/expected.h"

#include <cmath>

using namespace Impetus;

namespace {

const double SpringW0 = 2 * M_PI / 0.5; // impetus.springIntoView
const QColor Colours[] = { Qt::red, Qt::green, Qt::blue };

struct Stack
{
    Stack()
    {
        stack.resize(300, 200);
        stack.setFrameShape(QFrame::NoFrame);
        for (const QColor &colour : Colours) {
            auto *page = new QWidget;
            page->setAutoFillBackground(true);
            QPalette palette = page->palette();
            palette.setColor(QPalette::Window, colour);
            page->setPalette(palette);
            stack.addWidget(page);
        }
    }

    void show()
    {
        stack.show();
        QVERIFY(QTest::qWaitForWindowExposed(&stack));
    }

    // Where page i is drawn, in the stack.
    QRect drawn(int i)
    {
        return Pixels::boundingRect(Pixels::render(stack),
                                    [&](QRgb pixel) { return Pixels::close(pixel, Colours[i], 40); });
    }

    MotionStackedWidget stack;
};

void settle(MotionAnimation *animation)
{
    animation->setCurrentTime(animation->duration());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

} // namespace

class tst_MotionStackedWidget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void isAStackedWidget();
    void slide_data();
    void slide();
    void retarget();
    void vertical();
    void fade();
    void scale();
    void cut();
    void motion();
    void pageRemovedMidFlight();
};

void tst_MotionStackedWidget::isAStackedWidget()
{
    Stack s;
    s.show();
    QStackedWidget *stack = &s.stack;
    QSignalSpy changed(stack, &QStackedWidget::currentChanged);
    QSignalSpy removed(stack, &QStackedWidget::widgetRemoved);
    QCOMPARE(stack->count(), 3);
    QCOMPARE(stack->currentIndex(), 0);
    stack->setCurrentIndex(2);
    QCOMPARE(stack->currentIndex(), 2); // at once
    QCOMPARE(stack->currentWidget(), stack->widget(2));
    QVERIFY(stack->widget(2)->isVisible());
    QVERIFY(!stack->widget(0)->isVisible());
    QCOMPARE(changed.size(), 1);
    auto *page = new QWidget;
    QCOMPARE(stack->insertWidget(1, page), 1);
    QCOMPARE(stack->indexOf(page), 1);
    stack->removeWidget(page);
    delete page;
    QCOMPARE(removed.size(), 1);
    s.stack.next(); // at the last page: stays
    QCOMPARE(stack->currentIndex(), 2);
    s.stack.previous();
    QCOMPARE(stack->currentIndex(), 1);
    s.stack.previous();
    s.stack.previous();
    QCOMPARE(stack->currentIndex(), 0);
    s.stack.next();
    QCOMPARE(stack->currentIndex(), 1);
    QCOMPARE(s.stack.transition(), MotionStackedWidget::Slide);
    QCOMPARE(s.stack.orientation(), Qt::Horizontal);
    QCOMPARE(s.stack.motionSpec(), QStringLiteral("impetus.springIntoView"));
}

void tst_MotionStackedWidget::slide_data()
{
    QTest::addColumn<int>("from");
    QTest::addColumn<int>("to");
    QTest::newRow("to a later page: from the right") << 0 << 1;
    QTest::newRow("to an earlier page: from the left") << 2 << 0;
}

// The strip's offset is the critically damped spring from 0 to one page width.
void tst_MotionStackedWidget::slide()
{
    QFETCH(int, from);
    QFETCH(int, to);
    Stack s;
    s.stack.setCurrentIndex(from);
    s.show();
    s.stack.setCurrentIndex(to);
    MotionAnimation *animation = s.stack.animation();
    QVERIFY(animation);
    QCOMPARE(animation->state(), QAbstractAnimation::Running);
    const int sign = to > from ? 1 : -1;
    QCOMPARE(animation->endValue().toReal(), sign * 300.0);
    animation->pause();
    for (const int ms : { 0, 40, 90, 150, 240 }) {
        animation->setCurrentTime(ms);
        const double offset = Expected::spring(1, SpringW0 * SpringW0, 1, 0, 300, 0, ms / 1000.0);
        // The old page leaves on one side as the new one comes in from the other.
        const QRect old = s.drawn(from), coming = s.drawn(to);
        if (sign > 0) {
            QVERIFY2(std::abs(old.right() + 1 - (300 - offset)) <= 1 || offset > 299,
                     qPrintable(QStringLiteral("%1 ms: old page ends at %2, expected %3")
                                        .arg(ms)
                                        .arg(old.right() + 1)
                                        .arg(300 - offset)));
            QVERIFY(std::abs(coming.left() - (300 - offset)) <= 1 || offset < 1);
        } else {
            QVERIFY2(std::abs(old.left() - offset) <= 1 || offset > 299,
                     qPrintable(QStringLiteral("%1 ms: old page starts at %2, expected %3")
                                        .arg(ms)
                                        .arg(old.left())
                                        .arg(offset)));
            QVERIFY(std::abs(coming.right() + 1 - offset) <= 1 || offset < 1);
        }
    }
    QPointer<MotionAnimation> done = animation;
    settle(animation);
    QVERIFY(!done);
    QCOMPARE(s.stack.animation(), nullptr);
    QCOMPARE(s.drawn(to), QRect(0, 0, 300, 200));
    QVERIFY(s.drawn(from).isEmpty());
}

// Mid-flight, the same motion turns to the next page (and back), from the same offset
// with the same velocity: no jump.
void tst_MotionStackedWidget::retarget()
{
    Stack s;
    s.show();
    s.stack.setCurrentIndex(1);
    MotionAnimation *animation = s.stack.animation();
    animation->pause();
    animation->setCurrentTime(100);
    const QRect before = s.drawn(0);
    const QVariant velocity = animation->currentVelocity();
    QVERIFY(velocity.toReal() > 500);
    s.stack.setCurrentIndex(2);
    QCOMPARE(s.stack.animation(), animation);
    QCOMPARE(animation->endValue().toReal(), 600.0);
    QCOMPARE(s.drawn(0), before);
    QVERIFY(std::abs(animation->currentVelocity().toReal() - velocity.toReal()) <= 1e-9 * velocity.toReal());
    QCOMPARE(s.stack.currentIndex(), 2);
    // The third page comes in after the second.
    animation->setCurrentTime(animation->currentTime() + 150);
    QVERIFY(!s.drawn(2).isEmpty());
    QVERIFY(s.drawn(2).left() > s.drawn(1).left());

    // Back to the first: it turns around, keeping its velocity.
    const QVariant fast = animation->currentVelocity();
    s.stack.setCurrentIndex(0);
    QCOMPARE(animation->endValue().toReal(), 0.0);
    QVERIFY(std::abs(animation->currentVelocity().toReal() - fast.toReal()) <= 1e-9 * std::abs(fast.toReal()));
    settle(animation);
    QCOMPARE(s.drawn(0), QRect(0, 0, 300, 200));
}

void tst_MotionStackedWidget::vertical()
{
    Stack s;
    s.stack.setOrientation(Qt::Vertical);
    s.show();
    s.stack.setCurrentIndex(1);
    MotionAnimation *animation = s.stack.animation();
    QCOMPARE(animation->endValue().toReal(), 200.0);
    animation->pause();
    animation->setCurrentTime(80);
    const double offset = Expected::spring(1, SpringW0 * SpringW0, 1, 0, 200, 0, 0.08);
    QVERIFY(std::abs(s.drawn(1).top() - (200 - offset)) <= 1);
    QCOMPARE(s.drawn(1).width(), 300);
}

// Green over red at opacity p: the centre's green channel is 255 p.
void tst_MotionStackedWidget::fade()
{
    Stack s;
    s.stack.setTransition(MotionStackedWidget::Fade);
    s.stack.setMotionSpec(QStringLiteral("spring(duration: 0.4, dampingRatio: 0.8)"));
    s.show();
    s.stack.setCurrentIndex(1);
    MotionAnimation *animation = s.stack.animation();
    animation->pause();
    const double w0 = 2 * M_PI / 0.4;
    for (const int ms : { 30, 80, 160 }) {
        animation->setCurrentTime(ms);
        const double p = std::clamp(Expected::spring(1, w0 * w0, 0.8, 0, 1, 0, ms / 1000.0), 0.0, 1.0);
        const QRgb centre = Pixels::render(s.stack).pixel(150, 100);
        QVERIFY2(std::abs(qGreen(centre) - 255 * p) <= 2.5,
                 qPrintable(QStringLiteral("%1 ms: green %2, expected %3").arg(ms).arg(qGreen(centre)).arg(255 * p)));
    }
    // Mid-fade, the next page fades in over what is drawn, as fast as this one came.
    const QVariant rate = animation->currentVelocity();
    const QRgb drawn = Pixels::render(s.stack).pixel(150, 100);
    s.stack.setCurrentIndex(2);
    MotionAnimation *next = s.stack.animation();
    QVERIFY(next && next != animation);
    QCOMPARE(next->startVelocity(), rate);
    next->pause();
    next->setCurrentTime(0);
    QVERIFY(Pixels::close(Pixels::render(s.stack).pixel(150, 100), QColor(drawn), 3));
    settle(next);
    QCOMPARE(s.drawn(2), QRect(0, 0, 300, 200));
}

void tst_MotionStackedWidget::scale()
{
    Stack s;
    s.stack.setTransition(MotionStackedWidget::Scale);
    s.show();
    s.stack.setCurrentIndex(1);
    MotionAnimation *animation = s.stack.animation();
    animation->pause();
    animation->setCurrentTime(100);
    const double p = Expected::spring(1, SpringW0 * SpringW0, 1, 0, 1, 0, 0.1);
    const QRect green = s.drawn(1);
    QVERIFY2(std::abs(green.width() - 300 * p) <= 2,
             qPrintable(QStringLiteral("%1 wide, expected %2").arg(green.width()).arg(300 * p)));
    QVERIFY(std::abs(QRectF(green).center().x() - 150) <= 1.5);
    settle(animation);
    QCOMPARE(s.drawn(1), QRect(0, 0, 300, 200));
}

void tst_MotionStackedWidget::cut()
{
    Stack s;
    s.stack.setTransition(MotionStackedWidget::Cut);
    s.show();
    s.stack.setCurrentIndex(2);
    QCOMPARE(s.stack.animation(), nullptr);
    QCOMPARE(s.drawn(2), QRect(0, 0, 300, 200));
}

void tst_MotionStackedWidget::motion()
{
    Stack s;
    QSignalSpy changed(&s.stack, &MotionStackedWidget::motionChanged);
    s.stack.setMotionSpec(QStringLiteral("swiftui.bouncy"));
    QCOMPARE(changed.size(), 1);
    QCOMPARE(s.stack.motionSpec(), QStringLiteral("swiftui.bouncy"));
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::MotionStackedWidget::setMotionSpec: column 8: stiffness must be > 0, "
                         "but got -1; the motion is unchanged");
    s.stack.setMotionSpec(QStringLiteral("spring(stiffness: -1)"));
    QCOMPARE(s.stack.motionSpec(), QStringLiteral("swiftui.bouncy"));
    QCOMPARE(changed.size(), 1);
    s.show();
    s.stack.setCurrentIndex(1);
    QCOMPARE(s.stack.animation()->spec(), MotionSpec::parse(u"swiftui.bouncy"));
    s.stack.setSpec(MotionSpec::parse(u"decay(lambda: 8)"));
    QCOMPARE(s.stack.motionSpec(), QStringLiteral("decay(lambda: 8)"));

    // Values a form or setProperty() may give, refused by name.
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::MotionStackedWidget::setTransition: transition must be Slide, Scale, Fade or "
                         "Cut, but got 9");
    QVERIFY(s.stack.setProperty("transition", 9));
    QCOMPARE(s.stack.transition(), MotionStackedWidget::Slide);
    QTest::ignoreMessage(QtWarningMsg,
                         "Impetus::MotionStackedWidget::setOrientation: orientation must be Qt::Horizontal or "
                         "Qt::Vertical, but got 3");
    s.stack.setOrientation(Qt::Orientation(3));
    QCOMPARE(s.stack.orientation(), Qt::Horizontal);
}

void tst_MotionStackedWidget::pageRemovedMidFlight()
{
    Stack s;
    s.show();
    s.stack.setCurrentIndex(1);
    QPointer<MotionAnimation> animation = s.stack.animation();
    animation->pause();
    animation->setCurrentTime(50);
    delete s.stack.widget(1); // the current page: the stack shows another at once
    QVERIFY(!animation || animation->state() != QAbstractAnimation::Running || s.stack.currentIndex() >= 0);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    const int shown = s.stack.currentIndex();
    if (s.stack.animation())
        settle(s.stack.animation());
    QCOMPARE(s.stack.count(), 2);
    QCOMPARE(s.drawn(shown == 0 ? 0 : 2), QRect(0, 0, 300, 200));
}

QTEST_MAIN(tst_MotionStackedWidget)
#include "tst_motionstackedwidget.moc"
