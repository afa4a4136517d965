// SPDX-License-Identifier: MIT
#ifndef SCROLLMEASURE_STEPPEDCLOCK_H
#define SCROLLMEASURE_STEPPEDCLOCK_H

#include <QtCore/qabstractanimation.h>

// The one clock of the measurement: the process's monotonic clock (CLOCK_MONOTONIC, which
// QElapsedTimer, std::chrono::steady_clock and Qt's timers read) and Qt's animation time,
// both moved only by step(). QScroller places its scroll segments on a QElapsedTimer and
// is ticked by a QAbstractAnimation; Flickable's timeline is a Qt Quick animation job ticked
// by the unified timer: so both run on this clock, frame by frame, whatever the machine's load.
//
// The monotonic clock is replaced by defining clock_gettime() in this executable (glibc,
// Linux): Qt and libstdc++ call it through the dynamic linker, which finds this one first.
// install() checks that QElapsedTimer follows it, and says so when it does not.
class SteppedClock : public QAnimationDriver
{
public:
    static constexpr int FrameMs = 16;

    SteppedClock();
    ~SteppedClock() override;

    // Freezes the monotonic clock at the present and installs this driver. False (and why,
    // in *error) when QElapsedTimer does not follow the stepped clock.
    bool install(QString *error);

    // Milliseconds since install(), plus Origin so that no event carries the timestamp 0
    // (which Qt Quick reads as "no timestamp").
    qint64 now() const;
    static constexpr qint64 Origin = 1000;

    // Moves the clock on by ms and delivers what is due (posted events, timers that expired).
    void step(int ms);
    // Updates the running animations at the present time (a frame of the display).
    void tick();
    // A frame: step(FrameMs), then tick().
    void frame();

    qint64 elapsed() const override;

protected:
    void start() override;

private:
    qint64 m_started = 0;
    QAbstractAnimation *m_heartbeat = nullptr;
};

#endif
