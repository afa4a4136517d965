// SPDX-License-Identifier: MIT
// Explosions, as in the decay seed: a ring whose inner and outer radii both expand by
// exponential decay, fast then slow, and end at the same radius at the same time, so the
// ring thins to nothing. Each radius is solved from where and how fast it must end:
// ExponentialDecay::fromEndVelocity(0, radius, endVelocity, duration) finds its start
// velocity and decay rate (Lambert W). The outer edge ends slower, so it starts faster
// and leads all the way. Click (or drag) to spawn one.
//
//   explosion [--screenshot <file.png> [--after <ms>]]
#include <impetus/exponentialdecay.h>

#include "screenshot.h"

#include <QtCore/qcommandlineparser.h>
#include <QtCore/qelapsedtimer.h>
#include <QtCore/qrandom.h>
#include <QtCore/qtimer.h>
#include <QtGui/qevent.h>
#include <QtGui/qpainter.h>
#include <QtGui/qpainterpath.h>
#include <QtWidgets/qapplication.h>
#include <QtWidgets/qwidget.h>

using namespace Impetus;

class Explosions : public QWidget
{
public:
    Explosions()
    {
        setWindowTitle(QStringLiteral("Impetus: explosions (click)"));
        setMinimumSize(320, 240);
        m_clock.start();
        connect(&m_frames, &QTimer::timeout, this, qOverload<>(&QWidget::update));
        m_frames.start(16);
    }

    void spawn(QPointF centre)
    {
        const double radius = 60 + m_random.bounded(80.0);
        const double duration = 0.9; // seconds
        Ring ring;
        ring.centre = centre;
        ring.born = now();
        ring.hue = m_random.bounded(360);
        // Both end on radius at duration, the outer edge at a tenth of the mean speed, the
        // inner one at half of it (a decay ends slower than its mean: vT < radius / duration).
        const double meanSpeed = radius / duration;
        ring.outer = ExponentialDecay::fromEndVelocity(0, radius, 0.1 * meanSpeed, duration);
        ring.inner = ExponentialDecay::fromEndVelocity(0, radius, 0.5 * meanSpeed, duration);
        ring.duration = duration;
        m_rings.append(ring);
    }

protected:
    void mousePressEvent(QMouseEvent *event) override { spawn(event->position()); }
    void mouseMoveEvent(QMouseEvent *event) override
    {
        if (now() - m_lastDragSpawn > 0.06) {
            m_lastDragSpawn = now();
            spawn(event->position());
        }
    }

    void paintEvent(QPaintEvent *) override
    {
        QPainter painter(this);
        painter.fillRect(rect(), QColor(20, 20, 32));
        painter.setRenderHint(QPainter::Antialiasing);
        painter.setPen(Qt::NoPen);
        const double t = now();
        m_rings.removeIf([t](const Ring &ring) { return t - ring.born >= ring.duration; });
        for (const Ring &ring : std::as_const(m_rings)) {
            const double age = t - ring.born; // closed form at any time: no integration
            const double outer = ring.outer.position(age);
            const double inner = ring.inner.position(age);
            QPainterPath path;
            path.addEllipse(ring.centre, outer, outer);
            path.addEllipse(ring.centre, inner, inner); // the odd-even fill leaves a hole
            painter.setBrush(QColor::fromHsvF(ring.hue / 360.0, 0.7, 1.0, 1.0 - 0.6 * age / ring.duration));
            painter.drawPath(path);
        }
        painter.setPen(QColor(200, 200, 220));
        painter.drawText(rect().adjusted(10, 10, -10, -10), Qt::AlignTop | Qt::AlignLeft,
                         QStringLiteral("Click or drag to explode. Inner and outer radii: "
                                        "ExponentialDecay::fromEndVelocity, meeting at %1 s.")
                                 .arg(0.9));
    }

private:
    struct Ring
    {
        QPointF centre;
        double born = 0;
        double duration = 0;
        int hue = 0;
        ExponentialDecay inner, outer;
    };

    double now() const { return m_clock.nsecsElapsed() / 1e9; }

    QRandomGenerator m_random{ 2026 }; // seeded: the same first explosions every run
    QElapsedTimer m_clock;
    QTimer m_frames;
    QList<Ring> m_rings;
    double m_lastDragSpawn = 0;
};

int main(int argc, char **argv)
{
    QApplication app(argc, argv);
    QCommandLineParser parser;
    parser.addHelpOption();
    ExampleScreenshot::addOptions(parser, QStringLiteral("700"));
    parser.process(app);

    Explosions window;
    window.resize(720, 480);
    window.show();
    // A few to start with, staggered, so there is something to see before the first click.
    const QPointF starts[] = { { 200, 200 }, { 480, 290 }, { 330, 360 }, { 560, 150 } };
    for (int i = 0; i < 4; ++i)
        QTimer::singleShot(150 * i, &window, [&window, p = starts[i]] { window.spawn(p); });

    ExampleScreenshot::scheduleIfAsked(parser, window, "explosion", 700);
    return app.exec();
}
