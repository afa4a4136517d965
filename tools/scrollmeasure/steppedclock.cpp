// SPDX-License-Identifier: MIT
#include "steppedclock.h"

#include <QtCore/qcoreapplication.h>
#include <QtCore/qelapsedtimer.h>

#include <atomic>
#include <ctime>
#include <sys/syscall.h>
#include <unistd.h>

namespace {

std::atomic<bool> g_stepped{ false };
std::atomic<long long> g_nanoseconds{ 0 }; // CLOCK_MONOTONIC while stepped
long long g_originNanoseconds = 0; // its value at install()

long long realMonotonic()
{
    timespec ts{};
    syscall(SYS_clock_gettime, CLOCK_MONOTONIC, &ts);
    return static_cast<long long>(ts.tv_sec) * 1000000000LL + ts.tv_nsec;
}

// An animation that never ends, so that Qt keeps the driver started between two throws.
class Heartbeat : public QAbstractAnimation
{
public:
    int duration() const override { return -1; }

protected:
    void updateCurrentTime(int) override { }
};

} // namespace

extern "C" int clock_gettime(clockid_t clock, struct timespec *ts) noexcept
{
    if (clock == CLOCK_MONOTONIC && g_stepped.load(std::memory_order_relaxed)) {
        const long long ns = g_nanoseconds.load(std::memory_order_relaxed);
        ts->tv_sec = static_cast<time_t>(ns / 1000000000LL);
        ts->tv_nsec = static_cast<long>(ns % 1000000000LL);
        return 0;
    }
    return static_cast<int>(syscall(SYS_clock_gettime, clock, ts));
}

SteppedClock::SteppedClock() = default;

SteppedClock::~SteppedClock()
{
    delete m_heartbeat;
    uninstall();
}

bool SteppedClock::install(QString *error)
{
    g_originNanoseconds = realMonotonic();
    g_nanoseconds = g_originNanoseconds + Origin * 1000000LL;
    g_stepped = true;

    QElapsedTimer timer;
    timer.start();
    g_nanoseconds += 5 * 1000000LL;
    const qint64 seen = timer.elapsed();
    g_nanoseconds -= 5 * 1000000LL; // nothing has happened yet: the clock starts at Origin
    if (seen != 5) {
        g_stepped = false;
        if (error)
            *error = QStringLiteral("QElapsedTimer does not follow the stepped clock (5 ms on it read as %1 ms): "
                                    "clock_gettime() is not interposed on this system")
                             .arg(seen);
        return false;
    }

    QAnimationDriver::install();
    m_heartbeat = new Heartbeat;
    m_heartbeat->start();
    return true;
}

qint64 SteppedClock::now() const
{
    return (g_nanoseconds.load() - g_originNanoseconds) / 1000000LL;
}

void SteppedClock::step(int ms)
{
    QCoreApplication::sendPostedEvents();
    g_nanoseconds += static_cast<long long>(ms) * 1000000LL;
    QCoreApplication::processEvents(); // timers now due, posted events
}

void SteppedClock::tick()
{
    if (isRunning())
        advanceAnimation();
    QCoreApplication::sendPostedEvents();
}

void SteppedClock::frame()
{
    step(FrameMs);
    tick();
}

qint64 SteppedClock::elapsed() const
{
    return now() - m_started;
}

void SteppedClock::start()
{
    m_started = now();
    QAnimationDriver::start();
}
