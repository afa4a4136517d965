// SPDX-License-Identifier: MIT
#include "measurements.h"

#include "steppedclock.h"

#include <impetus/exponentialdecay.h>
#include <impetus/fling.h>
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

// A Flickable of the list's height in a window of its own (not shown: nothing is drawn).
struct QuickList
{
    QQmlEngine engine;
    QQuickWindow window;
    QQuickItem *flickable = nullptr;

    QuickList()
    {
        window.resize(400, 600);
        QQmlComponent component(&engine);
        component.setData(QStringLiteral("import QtQuick\nFlickable { width: 400; height: 600; "
                                         "contentWidth: 400; contentHeight: %1 }")
                                  .arg(Rows * RowHeight)
                                  .toUtf8(),
                          QUrl());
        flickable = qobject_cast<QQuickItem *>(component.create());
        if (!flickable)
            qFatal("scrollmeasure: the Flickable cannot be created: %s", qPrintable(component.errorString()));
        flickable->setParent(&window);
        flickable->setParentItem(window.contentItem());
    }

    double contentY() const { return flickable->property("contentY").toDouble(); }
    bool moving() const { return flickable->property("moving").toBool(); }

    void mouse(QEvent::Type type, QPointF position, qint64 timestamp)
    {
        const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
        const Qt::MouseButtons buttons = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
        QMouseEvent event(type, position, position, position + QPointF(window.position()), button, buttons,
                          Qt::NoModifier);
        event.setTimestamp(static_cast<quint64>(timestamp));
        QCoreApplication::sendEvent(&window, &event);
    }

    // Frames from the release until the Flickable stops moving.
    void coast(SteppedClock &clock, Throw &result)
    {
        const qint64 released = clock.now();
        const double start = contentY();
        while (moving() && (clock.now() - released) * Seconds < LongestThrow) {
            clock.frame();
            if (result.curve.isEmpty())
                result.firstFrameVelocity = flickable->property("verticalVelocity").toDouble();
            result.curve.append(QPointF((clock.now() - released) * Seconds, contentY() - start));
        }
        result.stops = moving() ? std::numeric_limits<double>::infinity() : (clock.now() - released) * Seconds;
        result.distance = contentY() - start;
        result.settles = settleTime(result.curve);
    }
};

double trackedVelocity(double v)
{
    Impetus::VelocityTracker tracker;
    for (int sample = 0; sample <= Gesture::Moves + 1; ++sample)
        tracker.addPosition(sample * Gesture::SampleMs * Seconds, QPointF(0, gestureOffset(v, sample)));
    return tracker.velocity((Gesture::Moves + 1) * Gesture::SampleMs * Seconds).y();
}

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
    const auto list = makeList();
    QWidget *viewport = list->viewport();
    QScroller::grabGesture(viewport, QScroller::TouchGesture); // as an application does
    QScroller *scroller = QScroller::scroller(viewport);
    ScrollRecorder recorder;
    viewport->installEventFilter(&recorder);

    const double x = 200;
    scroller->handleInput(QScroller::InputPress, QPointF(x, Gesture::PressY), clock.now());
    for (int sample = 1; sample <= Gesture::Moves + 1; ++sample) {
        clock.step(Gesture::SampleMs);
        if (sample % 2 == 0)
            clock.tick(); // a frame every other sample: the drag moves the content then
        const QPointF at(x, Gesture::PressY - gestureOffset(v, sample));
        scroller->handleInput(sample <= Gesture::Moves ? QScroller::InputMove : QScroller::InputRelease, at,
                              clock.now());
    }
    const qint64 released = clock.now();
    const double start = recorder.position;
    // QScroller::velocity() is in metres per second.
    result.releaseVelocity = scroller->velocity().y() * scroller->pixelPerMeter().y();
    while (scroller->state() != QScroller::Inactive && (clock.now() - released) * Seconds < LongestThrow) {
        clock.frame();
        result.curve.append(QPointF((clock.now() - released) * Seconds, recorder.position - start));
    }
    result.stops = scroller->state() == QScroller::Inactive ? (clock.now() - released) * Seconds
                                                            : std::numeric_limits<double>::infinity();
    result.distance = recorder.position - start;
    result.settles = settleTime(result.curve);
    viewport->removeEventFilter(&recorder);
    return result;
}

Throw throwFlickable(SteppedClock &clock, double v)
{
    Throw result = named(QStringLiteral("Flickable"), QStringLiteral("drag, mouse events"), v);
    QuickList quick;
    const double x = 200;
    quick.mouse(QEvent::MouseButtonPress, QPointF(x, Gesture::PressY), clock.now());
    for (int sample = 1; sample <= Gesture::Moves + 1; ++sample) {
        clock.step(Gesture::SampleMs);
        if (sample % 2 == 0)
            clock.tick();
        const QPointF at(x, Gesture::PressY - gestureOffset(v, sample));
        if (sample <= Gesture::Moves) {
            quick.mouse(QEvent::MouseMove, at, clock.now());
        } else {
            quick.mouse(QEvent::MouseMove, at, clock.now()); // the pointer gets there, then lifts
            quick.mouse(QEvent::MouseButtonRelease, at, clock.now());
        }
    }
    result.releaseVelocity = quick.flickable->property("verticalVelocity").toDouble();
    quick.coast(clock, result);
    return result;
}

Throw flickFlickable(SteppedClock &clock, double v)
{
    Throw result = named(QStringLiteral("Flickable"), QStringLiteral("flick(0, -v); velocity at frame 1"), v);
    QuickList quick;
    clock.frame();
    QMetaObject::invokeMethod(quick.flickable, "flick", Q_ARG(qreal, 0.0), Q_ARG(qreal, -v));
    // verticalVelocity reads 0 until the first frame after flick(): it is read there.
    quick.coast(clock, result);
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
