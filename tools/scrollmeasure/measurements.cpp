// SPDX-License-Identifier: MIT
#include "measurements.h"

#include "steppedclock.h"

#include "gestures/scrollsession_p.h"

#include <impetus/exponentialdecay.h>
#include <impetus/fling.h>
#include <impetus/kineticscroller.h>
#include <impetus/velocitytracker.h>

#include <QtCore/qcoreapplication.h>
#include <QtCore/qeasingcurve.h>
#include <QtGui/qevent.h>
#include <QtGui/qguiapplication.h>
#include <QtGui/qscreen.h>
#include <QtQml/qqmlcomponent.h>
#include <QtQml/qqmlengine.h>
#include <QtQuick/qquickitem.h>
#include <QtQuick/qquickwindow.h>
#include <QtWidgets/qlistwidget.h>
#include <QtWidgets/qscroller.h>
#include <QtWidgets/qscrollerproperties.h>

#include <cmath>
#include <functional>
#include <limits>
#include <memory>

namespace {

constexpr double Seconds = 0.001; // a millisecond
constexpr double LongestThrow = 30; // seconds: a throw still moving then is reported as is
constexpr double RestBand = 0.5; // px

Throw named(const QString &engine, const QString &input, double v)
{
    Throw result;
    result.engine = engine;
    result.input = input;
    result.velocity = v;
    return result;
}

double gestureOffset(double v, int sample)
{
    return v * sample * Gesture::SampleMs * Seconds;
}

// From when the curve stays within RestBand of its last position.
double settleTime(const QList<QPointF> &curve)
{
    if (curve.isEmpty())
        return 0;
    const double rest = curve.constLast().y();
    double settles = 0;
    for (const QPointF &sample : curve) {
        if (std::abs(sample.y() - rest) > RestBand)
            settles = -1; // not yet
        else if (settles < 0)
            settles = sample.x();
    }
    return settles < 0 ? curve.constLast().x() : settles;
}

// The content position QScroller sends with its scroll events: where it has the content,
// before the scroll area rounds it to its scroll bar's integer.
class ScrollRecorder : public QObject
{
public:
    double position = 0;

    bool eventFilter(QObject *, QEvent *event) override
    {
        if (event->type() == QEvent::Scroll) {
            const auto *scroll = static_cast<QScrollEvent *>(event);
            position = scroll->contentPos().y() + scroll->overshootDistance().y();
        }
        return false;
    }
};

std::unique_ptr<QListWidget> makeList()
{
    auto list = std::make_unique<QListWidget>();
    list->setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    list->setSelectionMode(QAbstractItemView::NoSelection);
    list->setUniformItemSizes(true);
    for (int row = 0; row < Rows; ++row) {
        auto *item = new QListWidgetItem(QStringLiteral("Row %1").arg(row), list.get());
        item->setSizeHint(QSize(200, RowHeight));
    }
    list->resize(400, 600);
    list->show();
    QCoreApplication::processEvents();
    return list;
}

// A Qt Quick Flickable (or ListView) of the list's height in a window of its own (not
// shown: nothing is drawn).
struct QuickList
{
    QQmlEngine engine;
    QQuickWindow window;
    QQuickItem *flickable = nullptr;

    explicit QuickList(const QString &qml = QStringLiteral("Flickable { width: 400; height: 600; contentWidth: 400; "
                                                           "contentHeight: %1 }")
                                                    .arg(Rows * RowHeight))
    {
        window.resize(400, 600);
        QQmlComponent component(&engine);
        component.setData((QStringLiteral("import QtQuick\n") + qml).toUtf8(), QUrl());
        flickable = qobject_cast<QQuickItem *>(component.create());
        if (!flickable)
            qFatal("scrollmeasure: the Flickable cannot be created: %s", qPrintable(component.errorString()));
        flickable->setParent(&window);
        flickable->setParentItem(window.contentItem());
    }

    double contentY() const { return flickable->property("contentY").toDouble(); }
    bool moving() const { return flickable->property("moving").toBool(); }
    double verticalVelocity() const { return flickable->property("verticalVelocity").toDouble(); }

    void mouse(QEvent::Type type, QPointF position, qint64 timestamp)
    {
        const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
        const Qt::MouseButtons buttons = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
        QMouseEvent event(type, position, position, position + QPointF(window.position()), button, buttons,
                          Qt::NoModifier);
        event.setTimestamp(static_cast<quint64>(timestamp));
        QCoreApplication::sendEvent(&window, &event);
    }
};

// A throw as it was drawn: the frames of the drag, the release, then a frame every FrameMs
// until the engine says it stopped (or LongestThrow). Times in seconds from the release,
// positions in content pixels.
struct Run
{
    QList<QPointF> drag; // (t, position) at each frame of the drag
    QList<QPointF> coast; // (t, position) at each frame after the release
    double start = 0; // the position drawn at the release
    double end = 0; // and when the frames stop
    double stops = 0;
};

using Pointer = std::function<void(QEvent::Type, QPointF)>;
using Reading = std::function<double()>;

// The gesture, given to an engine through pointer (press, moves, release; mouse event types
// for all), a frame every other sample.
void drag(SteppedClock &clock, double v, const Pointer &pointer, const Reading &position, Run &run)
{
    const double x = 200;
    const qint64 pressed = clock.now();
    pointer(QEvent::MouseButtonPress, QPointF(x, Gesture::PressY));
    for (int sample = 1; sample <= Gesture::Moves + 1; ++sample) {
        clock.step(Gesture::SampleMs);
        const bool frame = sample % 2 == 0; // the drag moves the content then (QScroller)
        if (frame)
            clock.tick();
        const QPointF at(x, Gesture::PressY - gestureOffset(v, sample));
        pointer(sample <= Gesture::Moves ? QEvent::MouseMove : QEvent::MouseButtonRelease, at);
        if (frame)
            run.drag.append(QPointF((clock.now() - pressed) * Seconds, position()));
    }
    const double released = (clock.now() - pressed) * Seconds;
    for (QPointF &frame : run.drag)
        frame.rx() -= released;
    run.start = position();
}

// The frames from the release until the engine stops; afterFirst, if any, is called at the
// first of them.
void coast(SteppedClock &clock, const Reading &position, const std::function<bool()> &moving, Run &run,
           const std::function<void()> &afterFirst = {})
{
    const qint64 released = clock.now();
    while (moving() && (clock.now() - released) * Seconds < LongestThrow) {
        clock.frame();
        if (run.coast.isEmpty() && afterFirst)
            afterFirst();
        run.coast.append(QPointF((clock.now() - released) * Seconds, position()));
    }
    run.stops = moving() ? std::numeric_limits<double>::infinity() : (clock.now() - released) * Seconds;
    run.end = position();
}

QList<QPointF> fromStart(const Run &run)
{
    QList<QPointF> curve;
    for (const QPointF &frame : run.coast)
        curve.append(QPointF(frame.x(), frame.y() - run.start));
    return curve;
}

void measure(const Run &run, Throw &result)
{
    result.curve = fromStart(run);
    result.stops = run.stops;
    result.distance = run.end - run.start;
    result.settles = settleTime(result.curve);
}

// The velocity at t = 0 implied by frames on one side of it: the finite differences of
// consecutive frames, each the velocity at the middle of its interval, extrapolated to 0
// by the polynomial through them (one difference: itself; three: a parabola, exact for a
// constant deceleration, and for a decay at lambda ~ 2/s over 64 ms about 2.5e-5 v low).
double velocityAtZero(const QList<QPointF> &frames)
{
    QList<QPointF> differences; // (middle, velocity)
    for (qsizetype i = 1; i < frames.size(); ++i) {
        const QPointF a = frames.at(i - 1), b = frames.at(i);
        differences.append(QPointF((a.x() + b.x()) / 2, (b.y() - a.y()) / (b.x() - a.x())));
    }
    if (differences.isEmpty())
        return qQNaN();
    double velocity = 0;
    for (qsizetype i = 0; i < differences.size(); ++i) {
        double weight = 1;
        for (qsizetype j = 0; j < differences.size(); ++j) {
            if (j != i)
                weight *= -differences.at(j).x() / (differences.at(i).x() - differences.at(j).x());
        }
        velocity += weight * differences.at(i).y();
    }
    return velocity;
}

SnapThrow snapMeasured(const QString &engine, const QString &input, double v, double releaseVelocity, const Run &run)
{
    SnapThrow result;
    result.engine = engine;
    result.input = input;
    result.velocity = v;
    result.releaseVelocity = releaseVelocity;
    // The drag's last frame interval: the content follows the pointer there.
    result.drawnBefore = run.drag.size() < 2 ? qQNaN() : velocityAtZero(run.drag.mid(run.drag.size() - 2));
    // The first three frame intervals after the release (four frames), extrapolated back to it.
    result.drawnAfter = run.coast.size() < 4 ? qQNaN() : velocityAtZero(run.coast.mid(0, 4));
    result.rest = run.end;
    result.stops = run.stops;
    result.curve = fromStart(run);
    return result;
}

Run runQScroller(SteppedClock &clock, double v, bool snap, double *releaseVelocity)
{
    const auto list = makeList();
    QWidget *viewport = list->viewport();
    QScroller::grabGesture(viewport, QScroller::TouchGesture); // as an application does
    QScroller *scroller = QScroller::scroller(viewport);
    if (snap)
        scroller->setSnapPositionsY(0, RowHeight);
    ScrollRecorder recorder;
    viewport->installEventFilter(&recorder);
    const auto input = [&](QEvent::Type type, QPointF at) {
        const QScroller::Input kind = type == QEvent::MouseButtonPress ? QScroller::InputPress
                : type == QEvent::MouseMove                            ? QScroller::InputMove
                                                                       : QScroller::InputRelease;
        scroller->handleInput(kind, at, clock.now());
    };
    const auto position = [&recorder] { return recorder.position; };
    Run run;
    drag(clock, v, input, position, run);
    // QScroller::velocity() is in metres per second.
    *releaseVelocity = scroller->velocity().y() * scroller->pixelPerMeter().y();
    coast(
            clock, position, [scroller] { return scroller->state() != QScroller::Inactive; }, run);
    viewport->removeEventFilter(&recorder);
    return run;
}

Run runQuick(SteppedClock &clock, QuickList &quick, double v, double *releaseVelocity)
{
    const auto input = [&](QEvent::Type type, QPointF at) {
        if (type == QEvent::MouseButtonRelease)
            quick.mouse(QEvent::MouseMove, at, clock.now()); // the pointer gets there, then lifts
        quick.mouse(type, at, clock.now());
    };
    const auto position = [&quick] { return quick.contentY(); };
    Run run;
    drag(clock, v, input, position, run);
    *releaseVelocity = quick.verticalVelocity();
    coast(
            clock, position, [&quick] { return quick.moving(); }, run);
    return run;
}

// The motion's figures, read from its ScrollSession (private API, as the tests read it).
struct MotionFigures
{
    double velocity = qQNaN(); // at the release
    double lead = qQNaN(); // the motion's time at the first frame, less the frame's time since the release
    double velocityAtLead = qQNaN();
};

Run runKineticScroller(SteppedClock &clock, double v, Impetus::KineticScroller::SnapMode mode, double *releaseVelocity,
                       MotionFigures *motion)
{
    const auto list = makeList();
    auto *scroller = Impetus::KineticScroller::install(list.get());
    scroller->setMouseDragEnabled(true);
    scroller->setSnapMode(mode);
    const auto *session = scroller->findChild<Impetus::Detail::ScrollSession *>();
    QWidget *viewport = list->viewport();
    QPointF released(qQNaN(), qQNaN());
    QObject::connect(scroller, &Impetus::KineticScroller::released, scroller,
                     [&released](QPointF velocity) { released = velocity; });
    const auto input = [&](QEvent::Type type, QPointF at) {
        const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
        const Qt::MouseButtons buttons = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
        QMouseEvent event(type, at, viewport->mapToGlobal(at), button, buttons, Qt::NoModifier);
        event.setTimestamp(static_cast<quint64>(clock.now()));
        QCoreApplication::sendEvent(viewport, &event);
    };
    const auto position = [scroller] { return scroller->contentPosition().y(); };
    Run run;
    drag(clock, v, input, position, run);
    *releaseVelocity = released.y();
    const auto &trajectory = session->trajectory(Qt::Vertical);
    if (!trajectory.isNull())
        motion->velocity = trajectory.velocity(0);
    const qint64 releasedAt = clock.now();
    coast(
            clock, position, [scroller] { return scroller->isMoving(); }, run,
            [&] {
                if (trajectory.isNull())
                    return;
                motion->lead = session->time() - (clock.now() - releasedAt) * Seconds;
                motion->velocityAtLead = trajectory.velocity(motion->lead);
            });
    return run;
}

} // namespace

double trackedVelocity(double v)
{
    Impetus::VelocityTracker tracker;
    for (int sample = 0; sample <= Gesture::Moves + 1; ++sample)
        tracker.addPosition(sample * Gesture::SampleMs * Seconds, QPointF(0, gestureOffset(v, sample)));
    return tracker.velocity((Gesture::Moves + 1) * Gesture::SampleMs * Seconds).y();
}

namespace {

template<typename Model> QList<QPointF> framesOf(const Model &model, double until)
{
    QList<QPointF> curve;
    for (int frame = 1;; ++frame) {
        const double t = frame * SteppedClock::FrameMs * Seconds;
        curve.append(QPointF(t, model.position(t)));
        if (t >= until)
            return curve;
    }
}

} // namespace

double iosLambda()
{
    return -1000 * std::log(0.998);
}

Setup describeSetup()
{
    Setup setup;
    setup.qtVersion = QString::fromLatin1(qVersion());
    setup.platform = QGuiApplication::platformName();
    const QScreen *screen = QGuiApplication::primaryScreen();
    setup.physicalDpi = screen->physicalDotsPerInchY();
    setup.logicalDpi = screen->logicalDotsPerInchY();

    QWidget widget;
    const QScroller *scroller = QScroller::scroller(&widget);
    setup.pixelsPerMetre = scroller->pixelPerMeter().y();
    const QScrollerProperties properties = scroller->scrollerProperties();
    const QList<QPair<QString, QScrollerProperties::ScrollMetric>> metrics = {
        { QStringLiteral("DecelerationFactor"), QScrollerProperties::DecelerationFactor },
        { QStringLiteral("MinimumVelocity"), QScrollerProperties::MinimumVelocity },
        { QStringLiteral("MaximumVelocity"), QScrollerProperties::MaximumVelocity },
        { QStringLiteral("DragStartDistance"), QScrollerProperties::DragStartDistance },
        { QStringLiteral("DragVelocitySmoothingFactor"), QScrollerProperties::DragVelocitySmoothingFactor },
        { QStringLiteral("AcceleratingFlickMaximumTime"), QScrollerProperties::AcceleratingFlickMaximumTime },
        { QStringLiteral("SnapTime"), QScrollerProperties::SnapTime },
        { QStringLiteral("FrameRate"), QScrollerProperties::FrameRate },
    };
    for (const auto &metric : metrics) {
        const QVariant value = properties.scrollMetric(metric.second);
        // FrameRate is an enum, which QVariant does not turn into a string (0 is Standard).
        const QString text = value.toString();
        setup.scrollerProperties.append({ metric.first, text.isEmpty() ? QString::number(value.toInt()) : text });
    }
    const auto curve = properties.scrollMetric(QScrollerProperties::ScrollingCurve).value<QEasingCurve>();
    setup.scrollerProperties.append(
            { QStringLiteral("ScrollingCurve"),
              curve.type() == QEasingCurve::OutQuad ? QStringLiteral("OutQuad") : QString::number(curve.type()) });

    QuickList quick;
    setup.flickDeceleration = quick.flickable->property("flickDeceleration").toDouble();
    setup.maximumFlickVelocity = quick.flickable->property("maximumFlickVelocity").toDouble();
    return setup;
}

Throw throwQScroller(SteppedClock &clock, double v)
{
    Throw result = named(QStringLiteral("QScroller"), QStringLiteral("drag, handleInput()"), v);
    measure(runQScroller(clock, v, false, &result.releaseVelocity), result);
    return result;
}

Throw throwFlickable(SteppedClock &clock, double v)
{
    Throw result = named(QStringLiteral("Flickable"), QStringLiteral("drag, mouse events"), v);
    QuickList quick;
    measure(runQuick(clock, quick, v, &result.releaseVelocity), result);
    return result;
}

Throw flickFlickable(SteppedClock &clock, double v)
{
    Throw result = named(QStringLiteral("Flickable"), QStringLiteral("flick(0, -v); velocity at frame 1"), v);
    QuickList quick;
    clock.frame();
    QMetaObject::invokeMethod(quick.flickable, "flick", Q_ARG(qreal, 0.0), Q_ARG(qreal, -v));
    // verticalVelocity reads 0 until the first frame after flick(): it is read there.
    Run run;
    run.start = quick.contentY();
    coast(
            clock, [&quick] { return quick.contentY(); }, [&quick] { return quick.moving(); }, run,
            [&] { result.firstFrameVelocity = quick.verticalVelocity(); });
    measure(run, result);
    result.releaseVelocity = result.firstFrameVelocity;
    return result;
}

Throw impetusDecay(double v)
{
    Throw result = named(QStringLiteral("Impetus ExponentialDecay"), QStringLiteral("VelocityTracker, iOS rate"), v);
    const Impetus::ExponentialDecay decay(0, trackedVelocity(v), iosLambda());
    result.releaseVelocity = decay.velocity(0);
    result.distance = decay.finalPosition();
    result.stops = std::numeric_limits<double>::infinity();
    result.settles = decay.settleTime(RestBand);
    result.curve = framesOf(decay, result.settles);
    return result;
}

Throw impetusFling(double v)
{
    Throw result = named(QStringLiteral("Impetus Fling"), QStringLiteral("VelocityTracker, density 1"), v);
    const Impetus::Fling fling(0, trackedVelocity(v));
    result.releaseVelocity = fling.velocity(0);
    result.distance = fling.distance();
    result.stops = fling.duration();
    result.settles = fling.settleTime(RestBand);
    result.curve = framesOf(fling, result.stops);
    return result;
}

Throw throwKineticScroller(SteppedClock &clock, double v)
{
    Throw result = named(QStringLiteral("Impetus KineticScroller"), QStringLiteral("drag, mouse events"), v);
    MotionFigures motion;
    measure(runKineticScroller(clock, v, Impetus::KineticScroller::NoSnap, &result.releaseVelocity, &motion), result);
    return result;
}

SnapThrow snapQScroller(SteppedClock &clock, double v)
{
    double released = 0;
    const Run run = runQScroller(clock, v, true, &released);
    return snapMeasured(QStringLiteral("QScroller"), QStringLiteral("setSnapPositionsY(0, 40)"), v, released, run);
}

SnapThrow snapListView(SteppedClock &clock, double v)
{
    QuickList quick(QStringLiteral("ListView { width: 400; height: 600; model: %1; snapMode: ListView.SnapToItem; "
                                   "delegate: Item { width: 400; height: %2 } }")
                            .arg(Rows)
                            .arg(RowHeight));
    double released = 0;
    const Run run = runQuick(clock, quick, v, &released);
    return snapMeasured(QStringLiteral("ListView"), QStringLiteral("snapMode: ListView.SnapToItem"), v, released, run);
}

SnapThrow snapKineticScroller(SteppedClock &clock, double v)
{
    double released = 0;
    MotionFigures motion;
    const Run run = runKineticScroller(clock, v, Impetus::KineticScroller::SnapToItems, &released, &motion);
    SnapThrow result =
            snapMeasured(QStringLiteral("Impetus KineticScroller"), QStringLiteral("SnapToItems"), v, released, run);
    result.motionVelocity = motion.velocity;
    result.motionLead = motion.lead;
    result.motionVelocityAtLead = motion.velocityAtLead;
    return result;
}
