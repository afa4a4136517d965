// SPDX-License-Identifier: MIT
/*
    A kinetic scroll's cost per animation frame (issue 25, item 6): QScroller and
    Impetus::KineticScroller coasting on the same kind of list, a QListWidget of 10,000 rows
    of 40 px (ScrollPerPixel, 400 x 600, shown on the platform the application runs on:
    main() picks `offscreen` unless QT_QPA_PLATFORM says otherwise), after the same throw.

    The throw: a press at (200, 500) in the viewport, 30 moves 8 ms apart upwards at
    2,000 px/s (16 px each), the release 8 ms and 16 px after the last, the content at
    10,000 px at the press; an animation frame every 16 ms during it. QScroller (grabbed
    on the viewport with TouchGesture, as an application does) is handed the gesture with
    QScroller::handleInput(), as tools/scrollmeasure does; KineticScroller
    (mouseDragEnabled) gets it as QMouseEvents sent to the viewport, with the same positions
    and timestamps.

    A frame is one QAnimationDriver::advance() of a driver of ours, 16 ms after the last:
    Qt's unified timer updates every running animation, which is the scroller's own timer
    (QScroller's QScrollTimer, KineticScroller's Ticker) and one that never ends, so that
    the driver runs between throws. Three measurements of each engine:
      step   the scroller's step up to its QScrollEvent, which a filter on the receiver (the
             viewport for QScroller, the area for KineticScroller) records and eats: the
             motion's own computation, the event's construction and its dispatch;
      frame  the whole frame: the step, then the area's handling of the event (the scroll
             bar's setValue(), the list's scrollContentsBy(), the viewport's scroll and its
             update request); the repaint is not in it (it runs between frames, untimed);
      paint  the frame, then the event processing that follows it (the repaint of the
             viewport into the offscreen backing store, and any timer due).
    And the floor under the steps, Scroll/Idle(step): the same frames on the same list with
    no scroller, the unified timer updating its never-ending animation alone, timed the same
    way (Google Benchmark's pause and resume around every frame cost a little in each).
    Between frames, untimed: the events due (QCoreApplication::processEvents(), which
    repaints), the AVX upper state cleared (registry.h), and after every Window frames a new
    throw. Every repetition times the same frames: Throws throws of Window frames each.

    Both engines coast over the same distance in those frames. QScroller's coast is its own
    (the default QScrollerProperties: a release velocity capped at 0.5 m/s, ~1,968 px/s
    here, slowed on an OutQuad curve over ~4 s); KineticScroller's is an exact decay whose
    rate, ImpetusLambda, makes it cover what QScroller covers in the Window frames (iOS's
    rate, 2 /s, would slow it to below a pixel a frame within the window and leave the scroll
    bar still on some frames). A decay's frame costs the same whatever its rate. The counters
    say what each did: throws, frames_per_throw, and per throw distance_px and moved_frames
    (frames that moved the content by half a pixel or more, i.e. the scroll bar), then
    release_px_s, and painted_per_frame (the viewport's paint events per frame, timed or not).

    The clock: QScroller places its coast on a QElapsedTimer, the monotonic clock. This file
    defines clock_gettime() (glibc, Linux: Qt and libstdc++ call it through the dynamic
    linker, which finds the executable's first) so that, while a measurement runs, the
    monotonic clock stands still but for the frames (16 ms each); otherwise it passes the
    call to glibc's, with the offset the stopped time left (it never goes back). Google
    Benchmark's wall time (real_time) of these benchmarks is therefore the stepped clock's,
    not the wall's: their figures are CPU times, as every figure of docs/benchmarks.md.
    Heap allocations are counted over one throw's Window frames, the frames alone, before
    the timed loop.
*/

#include "allocationcounter.h"
#include "models/avxstate_p.h"
#include "registry.h"

#include <impetus/kineticscroller.h>

#include <QtCore/qabstractanimation.h>
#include <QtCore/qcoreapplication.h>
#include <QtCore/qelapsedtimer.h>
#include <QtGui/qevent.h>
#include <QtWidgets/qlistwidget.h>
#include <QtWidgets/qscrollbar.h>
#include <QtWidgets/qscroller.h>

#include <benchmark/benchmark.h>

#include <atomic>
#include <cmath>
#include <ctime>
#include <dlfcn.h>
#include <memory>
#include <string>
#include <sys/syscall.h>
#include <unistd.h>

namespace {

// The stepped monotonic clock (see the top of the file).
using ClockFunction = int (*)(clockid_t, timespec *);
std::atomic<bool> g_stopped{ false };
std::atomic<long long> g_stoppedAt{ 0 }; // ns, while stopped
std::atomic<long long> g_offset{ 0 }; // ns added to glibc's CLOCK_MONOTONIC otherwise
std::atomic<ClockFunction> g_glibcClock{ nullptr };

int glibcClock(clockid_t clock, timespec *ts)
{
    ClockFunction function = g_glibcClock.load(std::memory_order_relaxed);
    if (!function) {
        function = reinterpret_cast<ClockFunction>(dlsym(RTLD_NEXT, "clock_gettime"));
        g_glibcClock.store(function, std::memory_order_relaxed);
    }
    return function ? function(clock, ts) : static_cast<int>(syscall(SYS_clock_gettime, clock, ts));
}

long long nanoseconds(const timespec &ts)
{
    return static_cast<long long>(ts.tv_sec) * 1000000000LL + ts.tv_nsec;
}

timespec timespecOf(long long ns)
{
    timespec ts{};
    ts.tv_sec = static_cast<time_t>(ns / 1000000000LL);
    ts.tv_nsec = static_cast<long>(ns % 1000000000LL);
    return ts;
}

long long monotonicNow()
{
    timespec ts{};
    glibcClock(CLOCK_MONOTONIC, &ts);
    return nanoseconds(ts) + g_offset.load(std::memory_order_relaxed);
}

} // namespace

extern "C" int clock_gettime(clockid_t clock, struct timespec *ts) noexcept
{
    if (clock != CLOCK_MONOTONIC)
        return glibcClock(clock, ts);
    *ts = timespecOf(g_stopped.load(std::memory_order_relaxed) ? g_stoppedAt.load(std::memory_order_relaxed)
                                                               : monotonicNow());
    return 0;
}

namespace ImpetusBench {

namespace {

constexpr int Rows = 10000;
constexpr int RowHeight = 40;
constexpr int StartPosition = 10000; // px: the content's position at each press
constexpr int FrameMs = 16;
constexpr int SampleMs = 8;
constexpr int Moves = 30;
constexpr double ThrowVelocity = 2000; // px/s, upwards: the content moves down the list
constexpr double PressX = 200, PressY = 500;
constexpr int Window = 120; // frames timed after each release (1.92 s)
constexpr int Throws = 10; // per repetition
// KineticScroller's decay rate (1/s): a decay from 2,000 px/s covers, in the Window frames,
// what QScroller's default coast covers from its ~1,968 px/s (distance_px shows both).
constexpr double ImpetusLambda = 0.315;

// Idle: no scroller, nothing thrown; the frame updates the never-ending animation alone.
enum class Engine { QScroller, Impetus, Idle };
enum class Measure { Step, Frame, Paint };

// Stops the monotonic clock at the present for as long as it lives; step() moves it on.
class StoppedClock
{
public:
    StoppedClock()
    {
        g_stoppedAt = monotonicNow();
        m_origin = g_stoppedAt;
        g_stopped = true;
    }
    ~StoppedClock()
    {
        // From here the clock runs again from where it stood.
        timespec ts{};
        glibcClock(CLOCK_MONOTONIC, &ts);
        g_offset = g_stoppedAt - nanoseconds(ts);
        g_stopped = false;
    }
    StoppedClock(const StoppedClock &) = delete;
    StoppedClock &operator=(const StoppedClock &) = delete;

    void step(int ms) { g_stoppedAt += static_cast<long long>(ms) * 1000000LL; }
    // ms since the clock stopped, from 1000 (a timestamp of 0 reads as none in places).
    qint64 now() const { return 1000 + (g_stoppedAt - m_origin) / 1000000LL; }

private:
    long long m_origin = 0;
};

// Qt's animation time: the stopped clock's.
class FrameDriver : public QAnimationDriver
{
public:
    explicit FrameDriver(StoppedClock &clock) : m_clock(clock) { }

    qint64 elapsed() const override { return m_clock.now() - m_started; }

    // The timed part of a frame: ms on (16 but during a throw), the running animations updated.
    void frame(int ms = FrameMs)
    {
        m_clock.step(ms);
        if (isRunning())
            advance();
    }

protected:
    void start() override
    {
        m_started = m_clock.now();
        QAnimationDriver::start();
    }

private:
    StoppedClock &m_clock;
    qint64 m_started = 0;
};

// Keeps the driver running between two throws (a driver started again reads its start anew).
class KeepAlive : public QAbstractAnimation
{
public:
    int duration() const override { return -1; }

protected:
    void updateCurrentTime(int) override { }
};

// On the area and the viewport: where each scroll event puts the content (and, for step,
// eats it), and the viewport's paint events.
class Tap : public QObject
{
public:
    QObject *viewport = nullptr;
    bool eatScrollEvents = false;
    double position = 0;
    int paints = 0;

    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Scroll) {
            const auto *scroll = static_cast<QScrollEvent *>(event);
            position = scroll->contentPos().y() + scroll->overshootDistance().y();
            return eatScrollEvents;
        }
        if (event->type() == QEvent::Paint && watched == viewport)
            ++paints;
        return false;
    }
};

class Scene
{
public:
    Scene(Engine engine, Measure measure) : m_measure(measure), m_driver(m_clock)
    {
        QElapsedTimer timer;
        timer.start();
        m_clock.step(5);
        if (timer.elapsed() != 5) {
            m_error = "QElapsedTimer does not follow the stepped clock: clock_gettime() is not interposed here";
            return;
        }
        // Pending queued calls first (the unified timer stops its last driver by one), or
        // Qt refuses the new driver while the old one runs.
        QCoreApplication::processEvents();
        m_driver.install();
        m_keepAlive.start();

        m_list.setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
        m_list.setSelectionMode(QAbstractItemView::NoSelection);
        m_list.setUniformItemSizes(true);
        for (int row = 0; row < Rows; ++row) {
            auto *item = new QListWidgetItem(QStringLiteral("Row %1").arg(row), &m_list);
            item->setSizeHint(QSize(200, RowHeight));
        }
        m_list.resize(400, 600);
        QWidget *viewport = m_list.viewport();
        if (engine == Engine::QScroller) {
            QScroller::grabGesture(viewport, QScroller::TouchGesture);
            m_qscroller = QScroller::scroller(viewport);
        } else if (engine == Engine::Impetus) {
            m_impetus = Impetus::KineticScroller::install(&m_list);
            m_impetus->setMouseDragEnabled(true);
            m_impetus->setMotion(QStringLiteral("decay(lambda: %1)").arg(ImpetusLambda));
            QObject::connect(m_impetus, &Impetus::KineticScroller::released, m_impetus,
                             [this](QPointF velocity) { m_releaseVelocity = velocity.y(); });
        }
        m_tap.viewport = viewport;
        m_tap.eatScrollEvents = measure == Measure::Step;
        viewport->installEventFilter(&m_tap);
        m_list.installEventFilter(&m_tap);
        m_list.show();
        betweenFrames();
    }

    ~Scene()
    {
        if (m_error.empty()) {
            stop();
            m_list.viewport()->removeEventFilter(&m_tap);
            m_list.removeEventFilter(&m_tap);
            m_list.hide();
            m_keepAlive.stop();
            QCoreApplication::processEvents();
            m_driver.uninstall();
        }
    }

    const std::string &error() const { return m_error; }

    bool isMoving() const
    {
        return m_qscroller ? m_qscroller->state() == QScroller::Scrolling : !m_impetus || m_impetus->isMoving();
    }
    // Whether the last Window frames all moved the content, and it still moves.
    bool coastedTheWindow() const { return isMoving() && (m_movedFrames == Window || (!m_qscroller && !m_impetus)); }

    // Untimed: stops what moves, puts the content at StartPosition and throws it (the
    // frames of the drag included); true if it coasts (or is the idle scene).
    bool throwContent()
    {
        stop();
        m_list.verticalScrollBar()->setValue(StartPosition);
        betweenFrames();
        if (!m_qscroller && !m_impetus)
            return true; // idle: nothing to throw
        for (int sample = 0; sample <= Moves + 1; ++sample) {
            if (sample % 2 == 1) {
                m_clock.step(SampleMs);
            } else if (sample > 0) {
                m_driver.frame(SampleMs); // a frame every 16 ms, every other sample
                betweenFrames();
            }
            const QPointF at(PressX, PressY - ThrowVelocity * sample * SampleMs / 1000.0);
            pointer(sample == 0               ? QEvent::MouseButtonPress
                            : sample <= Moves ? QEvent::MouseMove
                                              : QEvent::MouseButtonRelease,
                    at);
        }
        if (m_qscroller)
            m_releaseVelocity = m_qscroller->velocity().y() * m_qscroller->pixelPerMeter().y();
        betweenFrames(); // a started animation joins Qt's timer by a queued call
        m_startPosition = m_tap.position;
        m_lastPosition = m_tap.position;
        m_movedFrames = 0;
        return isMoving();
    }

    // The timed part (never inlined: valgrind --tool=callgrind --toggle-collect='*Scene::frame*'
    // counts the instructions of these frames alone).
    Q_NEVER_INLINE void frame()
    {
        m_driver.frame();
        if (m_measure == Measure::Paint)
            QCoreApplication::processEvents();
    }

    // Untimed, after each frame: what frame() left out of its timing, and the bookkeeping.
    void afterFrame()
    {
        if (m_measure != Measure::Paint)
            betweenFrames();
        if (std::fabs(m_tap.position - m_lastPosition) >= 0.5) {
            ++m_movedFrames;
            m_lastPosition = m_tap.position;
        }
    }

    double distance() const { return m_tap.position - m_startPosition; }
    int movedFrames() const { return m_movedFrames; }
    double releaseVelocity() const { return m_releaseVelocity; }
    int paints() const { return m_tap.paints; }

private:
    static void betweenFrames()
    {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }

    void stop()
    {
        if (m_qscroller)
            m_qscroller->stop();
        if (m_impetus)
            m_impetus->stop();
    }

    void pointer(QEvent::Type type, QPointF at)
    {
        QWidget *viewport = m_list.viewport();
        if (m_qscroller) {
            const QScroller::Input input = type == QEvent::MouseButtonPress ? QScroller::InputPress
                    : type == QEvent::MouseMove                             ? QScroller::InputMove
                                                                            : QScroller::InputRelease;
            m_qscroller->handleInput(input, at, m_clock.now());
            return;
        }
        const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
        const Qt::MouseButtons held = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
        QMouseEvent event(type, at, viewport->mapToGlobal(at), button, held, Qt::NoModifier);
        event.setTimestamp(quint64(m_clock.now()));
        QCoreApplication::sendEvent(viewport, &event);
    }

    Measure m_measure;
    StoppedClock m_clock; // declared before the driver, which reads it
    FrameDriver m_driver;
    KeepAlive m_keepAlive;
    QListWidget m_list;
    QScroller *m_qscroller = nullptr;
    Impetus::KineticScroller *m_impetus = nullptr;
    Tap m_tap;
    double m_startPosition = 0;
    double m_lastPosition = 0;
    double m_releaseVelocity = 0;
    int m_movedFrames = 0;
    std::string m_error;
};

void scroll(benchmark::State &state, Engine engine, Measure measure)
{
    Scene scene(engine, measure);
    if (!scene.error().empty()) {
        state.SkipWithError(scene.error().c_str());
        return;
    }

    // One throw, its frames counted apart from any timing; the warm-up too.
    if (!scene.throwContent()) {
        state.SkipWithError("the throw did not coast");
        return;
    }
    AllocationCounter::Counts counts;
    bool allMoving = true;
    for (int i = 0; i < Window; ++i) {
        {
            const AllocationCounter::Scope scope;
            scene.frame();
            counts.mallocs += scope.counts().mallocs;
            counts.operatorNew += scope.counts().operatorNew;
        }
        scene.afterFrame();
        allMoving = allMoving && scene.isMoving();
    }
    const double distance = scene.distance();
    const int movedFrames = scene.movedFrames();
    const double releaseVelocity = scene.releaseVelocity();

    int frame = Window;
    int paints = 0;
    beforeTimedLoop(state);
    for (auto _ : state) {
        pauseTimedLoop(state);
        if (frame == Window) {
            allMoving = allMoving && scene.coastedTheWindow();
            allMoving = scene.throwContent() && allMoving;
            frame = 0;
        }
        Impetus::Detail::clearAvxUpperState();
        const int paintsBefore = scene.paints();
        resumeTimedLoop(state);
        scene.frame();
        pauseTimedLoop(state);
        scene.afterFrame();
        paints += scene.paints() - paintsBefore;
        ++frame;
        resumeTimedLoop(state);
    }
    afterTimedLoop(state);
    allMoving = allMoving && scene.coastedTheWindow();

    // "animations": one scroller; an error unless it moved the content at every frame.
    reportFrames(state, 1, allMoving, counts, Window);
    state.counters["frames_per_throw"] = Window;
    state.counters["throws"] = double(state.iterations()) / Window;
    state.counters["distance_px"] = distance;
    state.counters["moved_frames"] = movedFrames;
    state.counters["release_px_s"] = releaseVelocity;
    state.counters["painted_per_frame"] = double(paints) / double(state.iterations());
}

void registerScroll(const char *name, Engine engine, Measure measure)
{
    benchmark::RegisterBenchmark(name, [engine, measure](benchmark::State &state) { scroll(state, engine, measure); })
            ->Iterations(Throws * Window)
            ->Unit(benchmark::kMicrosecond);
}

} // namespace

void registerKineticScroll()
{
    registerScroll("Scroll/QScroller(step)", Engine::QScroller, Measure::Step);
    registerScroll("Scroll/Impetus.KineticScroller(step)", Engine::Impetus, Measure::Step);
    registerScroll("Scroll/QScroller(frame)", Engine::QScroller, Measure::Frame);
    registerScroll("Scroll/Impetus.KineticScroller(frame)", Engine::Impetus, Measure::Frame);
    registerScroll("Scroll/QScroller(paint)", Engine::QScroller, Measure::Paint);
    registerScroll("Scroll/Impetus.KineticScroller(paint)", Engine::Impetus, Measure::Paint);
    registerScroll("Scroll/Idle(step)", Engine::Idle, Measure::Step);
}

} // namespace ImpetusBench
