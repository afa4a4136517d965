// SPDX-License-Identifier: MIT
// The runner of the QML tests (tst_*.qml beside this file). Its setup gives each test file:
// - the import path of the module `Impetus` in the build tree;
// - `clock`: Qt's animation time, moved only by clock.advance(ms). A QAnimationDriver
//   drives every animation timer (QtCore's, on which the followers run, and Qt Quick's),
//   so followers and stock animations run frame by frame, deterministically;
// - `cli`: the impetus tool, run on demand, so that the model objects are checked against
//   the values it prints for the same parameters;
// - `pointer`: mouse and touch events with timestamps the test gives (a drag of known
//   velocity);
// - `core`: Impetus::Core in C++ (Easing::fromSpec(), toEasingCurve(), Motion), so that
//   QML's results are compared with C++'s to the last bit, and C++ values are passed to
//   QML.
#include <impetus/easing.h>
#include <impetus/motionspec.h>
#include <impetus/valuemotion.h>
#include <impetus/workcounts.h>

#include <QtCore/qabstractanimation.h>
#include <QtCore/qcoreapplication.h>
#include <QtCore/qeasingcurve.h>
#include <QtCore/qlocale.h>
#include <QtCore/qprocess.h>
#include <QtCore/qvariant.h>
#include <QtQml/qqmlcontext.h>
#include <QtQml/qqmlengine.h>
#include <QtGui/qevent.h>
#include <qpa/qwindowsysteminterface.h>
#include <QtGui/qpointingdevice.h>
#include <QtQuick/qquickitem.h>
#include <QtQuick/qquickwindow.h>
#include <QtQuickTest/quicktest.h>
#include <QtTest/qtest.h>

#include <cmath>
#include <memory>

class Clock : public QAnimationDriver
{
    Q_OBJECT
    Q_PROPERTY(qint64 time READ time NOTIFY timeChanged)

public:
    using QAnimationDriver::advance; // Qt's own tick, not hidden by the one QML calls
    qint64 time() const { return m_time; }

    /*! A frame, ms after the last one. An animation started since the last frame runs
        from the time it was started: Qt takes it (and its timer) into the unified timer by
        queued calls, delivered first. Like Qt's own drivers, this one only ticks while
        running: a tick restarts the unified timer, which would then count the time to
        the next start. */
    Q_INVOKABLE void advance(int ms)
    {
        for (int round = 0; round < 3; ++round)
            QCoreApplication::processEvents();
        m_time += ms;
        if (isRunning())
            advanceAnimation();
        Q_EMIT timeChanged();
    }

    // Qt's unified timer counts from the driver's start.
    qint64 elapsed() const override { return m_time - m_started; }

Q_SIGNALS:
    void timeChanged();

protected:
    void start() override
    {
        m_started = m_time;
        QAnimationDriver::start();
    }

private:
    qint64 m_time = 0;
    qint64 m_started = 0;
};

class Cli : public QObject
{
    Q_OBJECT

public:
    /*! `impetus sample <arguments> --at=<times>`, as [{t, position, velocity}]; empty,
        with a warning, if the tool fails. */
    Q_INVOKABLE QVariantList sample(const QStringList &arguments, const QList<double> &times) const
    {
        QStringList at;
        for (double t : times)
            at.append(QString::number(t, 'g', QLocale::FloatingPointShortest));
        const QStringList lines = run(QStringList{ QStringLiteral("sample") } + arguments
                                      + QStringList{ QStringLiteral("--at=") + at.join(QLatin1Char(',')) });
        QVariantList rows;
        for (const QString &line : lines.mid(1)) { // after the header t,position,velocity
            const QStringList fields = line.split(QLatin1Char(','));
            if (fields.size() == 3) {
                rows.append(QVariantMap{ { QStringLiteral("t"), fields[0].toDouble() },
                                         { QStringLiteral("position"), fields[1].toDouble() },
                                         { QStringLiteral("velocity"), fields[2].toDouble() } });
            }
        }
        return rows;
    }

    /*! `impetus info <arguments>` as {key: number}: "never" and "unbounded" are Infinity
        (with the sign of the motion's direction left to the caller), other text is kept. */
    Q_INVOKABLE QVariantMap info(const QStringList &arguments) const
    {
        QVariantMap values;
        for (const QString &line : run(QStringList{ QStringLiteral("info") } + arguments)) {
            const qsizetype equals = line.indexOf(QLatin1Char('='));
            if (equals < 0)
                continue;
            const QString value = line.mid(equals + 1);
            bool isNumber = false;
            const double number = value.toDouble(&isNumber);
            if (isNumber)
                values.insert(line.left(equals), number);
            else if (value == QLatin1String("never") || value == QLatin1String("unbounded"))
                values.insert(line.left(equals), qInf());
            else
                values.insert(line.left(equals), value);
        }
        return values;
    }

private:
    static QStringList run(const QStringList &arguments)
    {
        QProcess process;
        process.start(QStringLiteral(IMPETUS_CLI), arguments);
        if (!process.waitForFinished(30000) || process.exitStatus() != QProcess::NormalExit
            || process.exitCode() != 0) {
            qWarning() << "impetus" << arguments << "failed:" << process.readAllStandardError();
            return {};
        }
        return QString::fromUtf8(process.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
};

class Core : public QObject
{
    Q_OBJECT

public:
    /*! Every preset's name. */
    Q_INVOKABLE QStringList presets() const
    {
        QStringList names;
        for (const auto &[name, spec] : Impetus::MotionSpec::presets())
            names.append(name);
        return names;
    }
    /*! Easing::fromSpec(spec)'s duration in ms, as QML's functions compute it. */
    Q_INVOKABLE double duration(const QString &spec) const { return Impetus::Easing::fromSpec(spec).duration() * 1000; }
    Q_INVOKABLE double valueForProgress(const QString &spec, double progress) const
    {
        return Impetus::Easing::fromSpec(spec).valueForProgress(progress);
    }
    /*! A curve made in C++, as an application would. */
    Q_INVOKABLE QEasingCurve curve(const QString &spec) const
    {
        return Impetus::Easing::fromSpec(spec).toEasingCurve();
    }
    Q_INVOKABLE Impetus::Motion motion(const QString &spec) const { return Impetus::Motion::fromSpec(spec); }
    Q_INVOKABLE Impetus::Easing easing(const QString &spec) const { return Impetus::Easing::fromSpec(spec); }
    /*! Whether a value from QML is a curve of the easing of spec (the same pool function). */
    Q_INVOKABLE bool isCurveOf(const QVariant &curve, const QString &spec) const
    {
        return curve.metaType() == QMetaType::fromType<QEasingCurve>()
                && curve.value<QEasingCurve>() == Impetus::Easing::fromSpec(spec).toEasingCurve();
    }
    Q_INVOKABLE double curveValue(const QVariant &curve, double progress) const
    {
        return curve.value<QEasingCurve>().valueForProgress(progress);
    }
    /*! Impetus::workCounts(): {specParses, specResolutions, motionPlans}. */
    Q_INVOKABLE QVariantMap workCounts() const
    {
        const Impetus::WorkCounts counts = Impetus::workCounts();
        return { { QStringLiteral("specParses"), double(counts.specParses) },
                 { QStringLiteral("specResolutions"), double(counts.specResolutions) },
                 { QStringLiteral("motionPlans"), double(counts.motionPlans) } };
    }
    /*! ValueMotion::valueAt(t) of the motion `spec` from `from` to `to` at rest, as C++ plans it. */
    Q_INVOKABLE double valueMotionAt(const QString &spec, double from, double to, double t) const
    {
        return Impetus::ValueMotion(Impetus::MotionSpec::parse(spec), from, to).valueAt(t).toDouble();
    }
    /*!
        The same motion retargeted at `at` (s) to `then` (ValueMotion::retargeted(), as a
        Behavior triggered mid-flight plans it), at t of the new motion.
    */
    Q_INVOKABLE double retargetedValueAt(const QString &spec, double from, double to, double at, double then,
                                         double t) const
    {
        const Impetus::MotionSpec motion = Impetus::MotionSpec::parse(spec);
        return Impetus::ValueMotion(motion, from, to).retargeted(at, then, motion).valueAt(t).toDouble();
    }
    /*! The motion `spec` describes at t, as C++ evaluates it. */
    Q_INVOKABLE double position(const QString &spec, double t) const
    {
        return Impetus::Motion::fromSpec(spec).position(t);
    }
};

/*!
    Mouse and touch events with timestamps of the test's choosing (ms), sent to the window
    of an item at a point in its coordinates: a drag whose velocity is known exactly
    (QML's mousePress() and mouseMove() time their events themselves).
*/
class Pointer : public QObject
{
    Q_OBJECT

public:
    Q_INVOKABLE void mouse(const QString &action, QQuickItem *item, double x, double y, double ms)
    {
        const QEvent::Type type = action == QLatin1String("press") ? QEvent::MouseButtonPress
                : action == QLatin1String("release")               ? QEvent::MouseButtonRelease
                                                                   : QEvent::MouseMove;
        const QPointF scene = item->mapToScene(QPointF(x, y));
        const QPointF global = item->window() ? item->window()->mapToGlobal(scene) : scene;
        const Qt::MouseButton button = type == QEvent::MouseMove ? Qt::NoButton : Qt::LeftButton;
        const Qt::MouseButtons held = type == QEvent::MouseButtonRelease ? Qt::NoButton : Qt::LeftButton;
        QMouseEvent event(type, scene, scene, global, button, held, Qt::NoModifier);
        event.setTimestamp(quint64(ms));
        QCoreApplication::sendEvent(item->window(), &event);
    }
    Q_INVOKABLE void touch(const QString &action, QQuickItem *item, double x, double y, double ms)
    {
        if (!m_device)
            m_device.reset(QTest::createTouchDevice());
        // Through the window system's entry, as a touchscreen's would come: Qt Quick keeps
        // its touch points' state from there.
        QWindowSystemInterface::TouchPoint point;
        point.id = 1;
        point.state = action == QLatin1String("press") ? QEventPoint::State::Pressed
                : action == QLatin1String("release")   ? QEventPoint::State::Released
                                                       : QEventPoint::State::Updated;
        const QPointF global = item->window()->mapToGlobal(item->mapToScene(QPointF(x, y)));
        point.area = QRectF(global - QPointF(1, 1), QSizeF(2, 2));
        point.pressure = point.state == QEventPoint::State::Released ? 0 : 1;
        QWindowSystemInterface::handleTouchEvent<QWindowSystemInterface::SynchronousDelivery>(
                item->window(), ulong(ms), m_device.get(), { point });
    }

private:
    std::unique_ptr<QPointingDevice> m_device; // QTest's; the caller owns it
};

class Setup : public QObject
{
    Q_OBJECT

public Q_SLOTS:
    void applicationAvailable() { m_clock.install(); }
    // Before the application goes: Qt's own driver needs it to take over again.
    void cleanupTestCase() { m_clock.uninstall(); }

    void qmlEngineAvailable(QQmlEngine *engine)
    {
        engine->addImportPath(QStringLiteral(IMPETUS_QML_IMPORT_PATH));
        engine->rootContext()->setContextProperty(QStringLiteral("clock"), &m_clock);
        engine->rootContext()->setContextProperty(QStringLiteral("cli"), &m_cli);
        engine->rootContext()->setContextProperty(QStringLiteral("core"), &m_core);
        engine->rootContext()->setContextProperty(QStringLiteral("pointer"), &m_pointer);
    }

private:
    Clock m_clock;
    Cli m_cli;
    Core m_core;
    Pointer m_pointer;
};

QUICK_TEST_MAIN_WITH_SETUP(qml, Setup)

#include "tst_qml.moc"
