// SPDX-License-Identifier: MIT
// Qt's animation time for a test, moved only by the test: a QAnimationDriver whose time is
// its own, advanced a frame (16 ms) at a time, so that every animation (a drag's motion, a
// scroller's coast, a layout's rise) runs frame by frame, the same at every run.
#ifndef IMPETUS_TESTS_STEPPEDCLOCK_H
#define IMPETUS_TESTS_STEPPEDCLOCK_H

#include <QtCore/qabstractanimation.h>
#include <QtCore/qcoreapplication.h>

namespace Tests {

class SteppedClock : public QAnimationDriver
{
public:
    static constexpr int Frame = 16; // ms

    // Becomes Qt's animation driver, with an animation that never ends, so that Qt keeps
    // the driver started between two motions: a driver started again would read its start
    // from the wall clock.
    void installClock()
    {
        install();
        m_keepAlive.start();
    }
    void uninstallClock()
    {
        m_keepAlive.stop();
        uninstall();
    }

    // The clock's time, in ms.
    qint64 now() const { return m_now; }

    // Delivers what is queued (a started animation joins Qt's timer by queued calls), moves
    // the time one frame on, updates the running animations, then deletes what was deleted
    // later during the frame (a dismissed card, a finished rise).
    void frame()
    {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::sendPostedEvents();
        m_now += Frame;
        if (isRunning())
            advanceAnimation();
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    }

    // The frames that fall before `ms` of the clock's time.
    void frameUntil(qint64 ms)
    {
        while (m_now + Frame <= ms)
            frame();
    }

    // Qt's unified timer reads the time since it started the driver.
    qint64 elapsed() const override { return m_now - m_started; }

protected:
    void start() override
    {
        m_started = m_now;
        QAnimationDriver::start();
    }

private:
    class KeepAlive : public QAbstractAnimation
    {
    public:
        int duration() const override { return -1; }

    protected:
        void updateCurrentTime(int) override { }
    };

    KeepAlive m_keepAlive;
    qint64 m_now = 0;
    qint64 m_started = 0;
};

} // namespace Tests

#endif
