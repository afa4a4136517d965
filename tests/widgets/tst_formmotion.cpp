// SPDX-License-Identifier: MIT
// FormMotion: widgets marked with the dynamic properties (as a .ui from Designer marks
// them) enter when first shown, one after another by their delays, each landing exactly
// in its layout place; hidden, they leave the way they came; shown again mid-exit they
// turn around; a bad mark is reported once and the widget appears without a motion.
#include <impetus/formmotion.h>
#include <impetus/kineticscroller.h>
#include <impetus/motionanimation.h>
#include <impetus/workcounts.h>

#include <QtCore/qpointer.h>
#include <QtTest/qtest.h>
#include <QtWidgets/qboxlayout.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qgraphicseffect.h>
#include <QtWidgets/qlistwidget.h>
#include <QtWidgets/qplaintextedit.h>
#include <QtWidgets/qscrollbar.h>
#include <QtWidgets/qtextedit.h>

#include "shared/expected.h"
#include "ui_scrollform.h"

#include <cmath>

using namespace Impetus;

namespace {

const double SpringW0 = 2 * M_PI / 0.5; // impetus.springIntoView

// The animation playing on widget's effect, if any.
MotionAnimation *playing(const QWidget *widget)
{
    QGraphicsEffect *effect = widget->graphicsEffect();
    return effect ? effect->findChild<MotionAnimation *>() : nullptr;
}

// A window with three coloured panels in a row, marked as a form would mark them.
struct Form
{
    Form()
    {
        window.resize(600, 200);
        QPalette palette = window.palette();
        palette.setColor(QPalette::Window, Qt::white);
        window.setPalette(palette);
        window.setAutoFillBackground(true);
        auto *layout = new QHBoxLayout(&window);
        const QColor colours[] = { Qt::red, Qt::green, Qt::blue };
        for (int i = 0; i < 3; ++i) {
            auto *panel = new QWidget;
            panel->setObjectName(QStringLiteral("panel%1").arg(i));
            panel->setAutoFillBackground(true);
            palette.setColor(QPalette::Window, colours[i]);
            panel->setPalette(palette);
            layout->addWidget(panel);
            panels[i] = panel;
        }
    }

    QRect drawn(int i)
    {
        const QColor colour = panels[i]->palette().color(QPalette::Window);
        return Pixels::boundingRect(Pixels::render(window),
                                    [&](QRgb pixel) { return Pixels::close(pixel, colour, 40); });
    }

    QWidget window;
    QWidget *panels[3];
};

void settle(MotionAnimation *animation)
{
    animation->setCurrentTime(animation->duration());
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
}

// Leaves the widgets of objects named "skipped" alone, as Designer's plugin leaves the
// form being edited.
class SelectiveMotion : public FormMotion
{
protected:
    bool plays(const QWidget *widget) const override { return widget->objectName() != QLatin1String("skipped"); }
};

} // namespace

class tst_FormMotion : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init() { FormMotion::install(); }
    void installOnce();
    void entrancesInOrder();
    void firstShowOnly();
    void everyShow();
    void exitTheWayItCame();
    void exitOfItsOwn();
    void turnAround();
    void badMarks_data();
    void badMarks();
    void notPlayed();
    void unmarkedUntouched();
    void workPerEntrance();
    void scrollFromUi();
    void scrollPositions();
    void badScrollMarks_data();
    void badScrollMarks();
};

void tst_FormMotion::installOnce()
{
    FormMotion *first = FormMotion::install();
    QVERIFY(first);
    QCOMPARE(FormMotion::install(), first);
    QCOMPARE(first->parent(), QCoreApplication::instance());
    QCOMPARE(FormMotion::propertyNames(),
             (QList<QByteArray>{ "impetusEnter", "impetusEnterMotion", "impetusEnterDelay", "impetusEnterEveryShow",
                                 "impetusExit", "impetusExitMotion", "impetusScroll", "impetusScrollMouse",
                                 "impetusScrollMotion", "impetusScrollSnap", "impetusScrollEdgeMotion",
                                 "impetusScrollRubberBand", "impetusScrollWheel" }));
}

// Three panels enter from the left, the top and as a scale, at 0, 0.15 and 0.3 s, with
// the motions written: each drawn off its place until its delay is over, each along its
// closed form, each exactly in place at the end.
void tst_FormMotion::entrancesInOrder()
{
    Form form;
    form.panels[0]->setProperty("impetusEnter", QStringLiteral("left"));
    form.panels[1]->setProperty("impetusEnter", QStringLiteral("top"));
    form.panels[1]->setProperty("impetusEnterMotion", QStringLiteral("spring(duration: 0.5, dampingRatio: 0.5)"));
    form.panels[1]->setProperty("impetusEnterDelay", 0.15);
    form.panels[2]->setProperty("impetusEnter", QStringLiteral("scale 0.5"));
    form.panels[2]->setProperty("impetusEnterDelay", QStringLiteral("0.3")); // as text, too
    form.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form.window));

    MotionAnimation *first = playing(form.panels[0]);
    MotionAnimation *second = playing(form.panels[1]);
    MotionAnimation *third = playing(form.panels[2]);
    QVERIFY(first && second && third);
    const QRect homes[] = { form.panels[0]->geometry(), form.panels[1]->geometry(), form.panels[2]->geometry() };
    QCOMPARE(first->startValue().toPointF(), QPointF(-homes[0].width(), homes[0].y()));
    QCOMPARE(second->startValue().toPointF(), QPointF(homes[1].x(), -homes[1].height()));
    QCOMPARE(second->spec(), MotionSpec::parse(u"spring(duration: 0.5, dampingRatio: 0.5)"));
    QCOMPARE(third->startValue().toReal(), 0.5);
    QCOMPARE(third->spec(), MotionSpec::parse(u"impetus.scaleIntoView"));

    // The later ones wait, drawn where they start: off the window, and at half size.
    if (first->state() == QAbstractAnimation::Running) {
        QCOMPARE(second->state(), QAbstractAnimation::Stopped);
        QCOMPARE(third->state(), QAbstractAnimation::Stopped);
        QVERIFY(form.drawn(1).isEmpty());
        QVERIFY(std::abs(form.drawn(2).width() - homes[2].width() / 2) <= 2);
    }
    QTRY_COMPARE_WITH_TIMEOUT(second->state(), QAbstractAnimation::Running, 1000);
    QTRY_COMPARE_WITH_TIMEOUT(third->state(), QAbstractAnimation::Running, 1000);
    first->pause();
    second->pause();
    first->setCurrentTime(100);
    second->setCurrentTime(100);
    const double x = Expected::spring(1, SpringW0 * SpringW0, 1, -homes[0].width(), homes[0].x(), 0, 0.1);
    const double y = Expected::spring(1, SpringW0 * SpringW0, 0.5, -homes[1].height(), homes[1].y(), 0, 0.1);
    QVERIFY(std::abs(form.drawn(0).right() - (x + homes[0].width() - 1)) <= 1);
    QVERIFY(std::abs(form.drawn(1).bottom() - (y + homes[1].height() - 1)) <= 1);

    for (MotionAnimation *animation : { first, second, third })
        settle(animation);
    for (int i = 0; i < 3; ++i) {
        QCOMPARE(form.panels[i]->graphicsEffect(), nullptr);
        QCOMPARE(form.drawn(i), homes[i]);
    }
}

void tst_FormMotion::firstShowOnly()
{
    Form form;
    form.panels[0]->setProperty("impetusEnter", QStringLiteral("right"));
    form.panels[0]->setProperty("impetusExit", QStringLiteral("none"));
    form.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form.window));
    QVERIFY(playing(form.panels[0]));
    settle(playing(form.panels[0]));
    form.panels[0]->hide(); // exit none: hidden at once
    QVERIFY(form.drawn(0).isEmpty());
    form.panels[0]->show();
    QCOMPARE(playing(form.panels[0]), nullptr);
    QCOMPARE(form.drawn(0), form.panels[0]->geometry());
}

void tst_FormMotion::everyShow()
{
    Form form;
    form.panels[1]->setProperty("impetusEnter", QStringLiteral("fade"));
    form.panels[1]->setProperty("impetusEnterEveryShow", true);
    form.panels[1]->setProperty("impetusExit", QStringLiteral("none"));
    form.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form.window));
    settle(playing(form.panels[1]));
    form.panels[1]->hide();
    form.panels[1]->show();
    MotionAnimation *again = playing(form.panels[1]);
    QVERIFY(again);
    QCOMPARE(again->startValue().toReal(), 0.0);
    QCOMPARE(again->propertyName(), QByteArray("opacity"));
}

// With no exit written, hiding plays the entrance backwards: to the left, the same motion.
void tst_FormMotion::exitTheWayItCame()
{
    Form form;
    form.panels[0]->setProperty("impetusEnter", QStringLiteral("left"));
    form.panels[0]->setProperty("impetusEnterMotion", QStringLiteral("swiftui.bouncy"));
    form.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form.window));
    settle(playing(form.panels[0]));
    const QRect home = form.panels[0]->geometry();
    const QRect colour = form.drawn(0);
    QCOMPARE(colour, home);

    form.panels[0]->hide();
    QVERIFY(form.panels[0]->isHidden());
    auto *ghost = form.window.findChild<QWidget *>(QStringLiteral("panel0_exit"));
    QVERIFY(ghost);
    MotionAnimation *out = playing(ghost);
    QVERIFY(out);
    QCOMPARE(out->spec(), MotionSpec::parse(u"swiftui.bouncy"));
    QCOMPARE(out->startValue().toPointF(), QPointF(home.topLeft()));
    QCOMPARE(out->endValue().toPointF(), QPointF(-home.width(), home.y()));
    out->pause();
    out->setCurrentTime(80);
    const double x = Expected::spring(1, SpringW0 * SpringW0, 0.7, home.x(), -home.width(), 0, 0.08);
    QVERIFY2(std::abs(form.drawn(0).right() - (x + home.width() - 1)) <= 1,
             qPrintable(
                     QStringLiteral("drawn to %1, expected %2").arg(form.drawn(0).right()).arg(x + home.width() - 1)));
    settle(out);
    QVERIFY(form.drawn(0).isEmpty());
}

void tst_FormMotion::exitOfItsOwn()
{
    Form form;
    form.panels[2]->setProperty("impetusEnter", QStringLiteral("left"));
    form.panels[2]->setProperty("impetusExit", QStringLiteral("fade"));
    form.panels[2]->setProperty("impetusExitMotion", QStringLiteral("spring(duration: 0.3)"));
    form.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form.window));
    settle(playing(form.panels[2]));
    form.panels[2]->setVisible(false);
    MotionAnimation *out = playing(form.window.findChild<QWidget *>(QStringLiteral("panel2_exit")));
    QVERIFY(out);
    QCOMPARE(out->propertyName(), QByteArray("opacity"));
    QCOMPARE(out->spec(), MotionSpec::parse(u"spring(duration: 0.3)"));
    QCOMPARE(out->endValue().toReal(), 0.0);
}

// Shown again while it leaves, it comes back from where it is drawn, as fast as it went.
void tst_FormMotion::turnAround()
{
    Form form;
    form.panels[0]->setProperty("impetusEnter", QStringLiteral("top"));
    form.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form.window));
    settle(playing(form.panels[0]));
    form.panels[0]->hide();
    QPointer<MotionAnimation> out = playing(form.window.findChild<QWidget *>(QStringLiteral("panel0_exit")));
    QVERIFY(out);
    out->pause();
    out->setCurrentTime(90);
    const QVariant drawn = out->parent()->property("position");
    const QVariant velocity = out->currentVelocity();
    form.panels[0]->show();
    MotionAnimation *back = playing(form.panels[0]);
    QVERIFY(back);
    QCOMPARE(back->state(), QAbstractAnimation::Running); // no delay when turning
    QCOMPARE(back->startValue(), drawn);
    QCOMPARE(back->startVelocity(), velocity);
    QVERIFY(velocity.toPointF().y() < -300);
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    QVERIFY(!out);
    settle(back);
    QCOMPARE(form.drawn(0), form.panels[0]->geometry());
}

void tst_FormMotion::badMarks_data()
{
    QTest::addColumn<QByteArray>("property");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("message");

    QTest::newRow("path") << QByteArray("impetusEnter") << QVariant(QStringLiteral("sideways"))
                          << "impetusEnter must be left, right, top, bottom (beyond that edge of the parent), scale or "
                             "fade (each with an optional start, 0 by default) or none, but got \"sideways\"";
    QTest::newRow("number after an edge") << QByteArray("impetusEnter") << QVariant(QStringLiteral("left 3"))
                                          << "impetusEnter takes a number only after scale or fade, but got \"left 3\"";
    QTest::newRow("opacity") << QByteArray("impetusEnter") << QVariant(QStringLiteral("fade 2"))
                             << "impetusEnter starts a fade at an opacity in [0, 1], but got \"fade 2\"";
    QTest::newRow("number") << QByteArray("impetusEnter") << QVariant(QStringLiteral("scale 1,5"))
                            << "impetusEnter needs a decimal number after scale, but got \"scale 1,5\"";
    QTest::newRow("motion") << QByteArray("impetusEnterMotion") << QVariant(QStringLiteral("spring(stiffness: -1)"))
                            << "impetusEnterMotion: column 8: stiffness must be > 0, but got -1";
    QTest::newRow("delay") << QByteArray("impetusEnterDelay") << QVariant(-1.0)
                           << "impetusEnterDelay must be a number of seconds >= 0, but got \"-1\"";
    QTest::newRow("exit") << QByteArray("impetusExit") << QVariant(QStringLiteral("away"))
                          << "impetusExit must be left, right, top, bottom (beyond that edge of the parent), scale or "
                             "fade (each with an optional start, 0 by default) or none, but got \"away\"";
}

// Reported once, naming the widget, the property, the rule and the value; the widget
// then appears at once.
void tst_FormMotion::badMarks()
{
    QFETCH(QByteArray, property);
    QFETCH(QVariant, value);
    QFETCH(QString, message);

    Form form;
    form.panels[1]->setProperty("impetusEnter", QStringLiteral("left"));
    form.panels[1]->setProperty(property, value);
    QTest::ignoreMessage(
            QtWarningMsg,
            qPrintable(QStringLiteral("Impetus::FormMotion: QWidget panel1 moves without a motion: ") + message));
    form.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form.window));
    QCOMPARE(playing(form.panels[1]), nullptr);
    QCOMPARE(form.drawn(1), form.panels[1]->geometry());
    form.panels[1]->hide(); // not reported again
    form.panels[1]->show();
}

void tst_FormMotion::notPlayed()
{
    QObject *application = QCoreApplication::instance();
    delete FormMotion::install();
    SelectiveMotion selective;
    application->installEventFilter(&selective);
    Form form;
    form.panels[0]->setObjectName(QStringLiteral("skipped"));
    form.panels[0]->setProperty("impetusEnter", QStringLiteral("left"));
    form.panels[1]->setProperty("impetusEnter", QStringLiteral("left"));
    form.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form.window));
    QCOMPARE(playing(form.panels[0]), nullptr);
    QVERIFY(playing(form.panels[1]));
    application->removeEventFilter(&selective);
}

// Without marks, nothing happens; nor without install().
void tst_FormMotion::unmarkedUntouched()
{
    Form form;
    form.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form.window));
    for (QWidget *panel : form.panels)
        QCOMPARE(panel->graphicsEffect(), nullptr);

    delete FormMotion::install();
    Form marked;
    marked.panels[0]->setProperty("impetusEnter", QStringLiteral("left"));
    marked.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&marked.window));
    QCOMPARE(playing(marked.panels[0]), nullptr);
}

// What one entrance costs (issue 23: a FormMotion entrance from a property set in Designer
// parsed its text 4 times, resolved it 15 times and planned 6 times; then 1, 2 and 5).
void tst_FormMotion::workPerEntrance()
{
    Form form;
    form.panels[1]->setProperty("impetusEnter", QStringLiteral("top"));
    form.panels[1]->setProperty("impetusEnterMotion", QStringLiteral("spring(duration: 0.5, dampingRatio: 0.5)"));
    const WorkCounts before = workCounts();
    form.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&form.window));
    MotionAnimation *animation = playing(form.panels[1]);
    QVERIFY(animation);
    const WorkCounts after = workCounts();
    qInfo("entrance: %llu parses, %llu resolutions, %llu plans", after.specParses - before.specParses,
          after.specResolutions - before.specResolutions, after.motionPlans - before.motionPlans);
    // The text is parsed once, as the marks are read; the spec parsed and the animation's
    // default spec are resolved, nothing else.
    QCOMPARE(after.specParses - before.specParses, 1u);
    QVERIFY(after.specResolutions - before.specResolutions <= 2);
    // Planned once, when the animation has both values; start() keeps that plan.
    QCOMPARE(after.motionPlans - before.motionPlans, 1u);
}

namespace {

// A notch of the wheel down, over area's viewport.
void wheelDown(QAbstractScrollArea *area)
{
    const QPointF at(area->viewport()->rect().center());
    QWheelEvent wheel(at, area->viewport()->mapToGlobal(at), QPoint(), QPoint(0, -120), Qt::NoButton, Qt::NoModifier,
                      Qt::NoScrollPhase, false);
    QApplication::sendEvent(area->viewport(), &wheel);
}

} // namespace

// The form of forms/scrollform.ui, as Designer's Motion... writes it and uic builds it: the
// list gets a KineticScroller with every mark of the .ui, the notes one with the defaults,
// the unmarked text edit none; each on its first show, not before. The wheel shows the
// marks are played: the list's wheel (none) jumps as Qt's does, the notes' springs.
void tst_FormMotion::scrollFromUi()
{
    QWidget window;
    Ui::ScrollForm ui;
    ui.setupUi(&window);
    for (int row = 0; row < 200; ++row)
        ui.list->addItem(QStringLiteral("Row %1").arg(row));
    QStringList lines;
    for (int line = 0; line < 500; ++line)
        lines.append(QStringLiteral("Line %1").arg(line));
    ui.notes->setPlainText(lines.join(QLatin1Char('\n')));
    QCOMPARE(KineticScroller::of(ui.list), nullptr);
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));

    KineticScroller *list = KineticScroller::of(ui.list);
    QVERIFY(list);
    QVERIFY(list->isMouseDragEnabled());
    QCOMPARE(list->motion(), QStringLiteral("ios.scroll.fast"));
    QCOMPARE(list->snapMode(), KineticScroller::SnapToItems);
    QCOMPARE(list->edgeMotion(), QStringLiteral("swiftui.bouncy"));
    QCOMPARE(list->rubberBand(), 0.3);
    QVERIFY(!list->isSmoothWheelEnabled());

    KineticScroller *notes = KineticScroller::of(ui.notes);
    QVERIFY(notes);
    QVERIFY(!notes->isMouseDragEnabled());
    QCOMPARE(notes->motion(), QStringLiteral("ios.scroll.normal"));
    QCOMPARE(notes->snapMode(), KineticScroller::NoSnap);
    QCOMPARE(notes->edgeMotion(), QStringLiteral("swiftui.snappy"));
    QCOMPARE(notes->rubberBand(), 0.55);
    QVERIFY(notes->isSmoothWheelEnabled());
    QCOMPARE(notes->wheelMotion(), QStringLiteral("swiftui.snappy"));
    QCOMPARE(KineticScroller::of(ui.plain), nullptr);

    // QAbstractSlider's step for a notch: wheelScrollLines() single steps.
    QScrollBar *listBar = ui.list->verticalScrollBar();
    wheelDown(ui.list);
    QCOMPARE(listBar->value(), QApplication::wheelScrollLines() * listBar->singleStep());
    QScrollBar *notesBar = ui.notes->verticalScrollBar();
    wheelDown(ui.notes);
    QCOMPARE(notesBar->value(), 0);
    QVERIFY(notes->isMoving());
    QTRY_COMPARE(notesBar->value(), QApplication::wheelScrollLines() * notesBar->singleStep());
}

// Positions apart by spaces or commas snap there; marks changed meanwhile are applied at
// the next show.
void tst_FormMotion::scrollPositions()
{
    QWidget window;
    auto *list = new QListWidget(&window);
    list->setProperty("impetusScroll", true);
    list->setProperty("impetusScrollSnap", QByteArray("0, 120 480.5"));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    KineticScroller *scroller = KineticScroller::of(list);
    QVERIFY(scroller);
    QCOMPARE(scroller->snapMode(), KineticScroller::SnapToPositions);
    QCOMPARE(scroller->snapPositions(), (QList<qreal>{ 0, 120, 480.5 }));

    list->hide();
    list->setProperty("impetusScrollSnap", QByteArray("pages"));
    list->show();
    QCOMPARE(KineticScroller::of(list), scroller);
    QCOMPARE(scroller->snapMode(), KineticScroller::SnapToPages);
}

void tst_FormMotion::badScrollMarks_data()
{
    QTest::addColumn<QByteArray>("property");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("message");

    QTest::newRow("a spring for the coast")
            << QByteArray("impetusScrollMotion") << QVariant(QByteArray("swiftui.snappy"))
            << "QListWidget list scrolls with the defaults of: impetusScrollMotion 'swiftui.snappy': it must be a "
               "decay or a fling, but it is a spring";
    QTest::newRow("snap") << QByteArray("impetusScrollSnap") << QVariant(QByteArray("middle"))
                          << "QListWidget list scrolls with the defaults of: impetusScrollSnap must be none, items, "
                             "pages or finite positions apart by spaces, but got \"middle\"";
    QTest::newRow("a position not finite")
            << QByteArray("impetusScrollSnap") << QVariant(QByteArray("0 inf"))
            << "QListWidget list scrolls with the defaults of: impetusScrollSnap must be none, items, pages or "
               "finite positions apart by spaces, but got \"0 inf\"";
    QTest::newRow("edge") << QByteArray("impetusScrollEdgeMotion") << QVariant(QByteArray("spring(stiffness: -1)"))
                          << "QListWidget list scrolls with the defaults of: impetusScrollEdgeMotion "
                             "'spring(stiffness: -1)': column 8: stiffness must be > 0, but got -1";
    QTest::newRow("rubber band") << QByteArray("impetusScrollRubberBand") << QVariant(-1.0)
                                 << "QListWidget list scrolls with the defaults of: impetusScrollRubberBand must be a "
                                    "number > 0, but got \"-1\"";
    QTest::newRow("not a scroll area")
            << QByteArray() << QVariant()
            << "QFrame list does not scroll: impetusScroll is for scroll areas (QAbstractScrollArea), and this is "
               "none";
}

// Reported once, naming the widget, the property, the rule and the value; the area then
// scrolls with that property's default and the others as marked.
void tst_FormMotion::badScrollMarks()
{
    QFETCH(QByteArray, property);
    QFETCH(QVariant, value);
    QFETCH(QString, message);

    QWidget window;
    QWidget *widget = property.isEmpty() ? static_cast<QWidget *>(new QFrame(&window)) : new QListWidget(&window);
    widget->setObjectName(QStringLiteral("list"));
    widget->setProperty("impetusScroll", true);
    widget->setProperty("impetusScrollMouse", true);
    if (!property.isEmpty())
        widget->setProperty(property, value);
    QTest::ignoreMessage(QtWarningMsg, qPrintable(QStringLiteral("Impetus::FormMotion: ") + message));
    window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&window));
    widget->hide(); // not reported again
    widget->show();
    auto *area = qobject_cast<QAbstractScrollArea *>(widget);
    if (!area)
        return;
    KineticScroller *scroller = KineticScroller::of(area);
    QVERIFY(scroller);
    QVERIFY(scroller->isMouseDragEnabled());
    QCOMPARE(scroller->motion(), QStringLiteral("ios.scroll.normal"));
    QCOMPARE(scroller->snapMode(), KineticScroller::NoSnap);
    QCOMPARE(scroller->edgeMotion(), QStringLiteral("swiftui.snappy"));
    QCOMPARE(scroller->rubberBand(), 0.55);
}

QTEST_MAIN(tst_FormMotion)

#include "tst_formmotion.moc"
