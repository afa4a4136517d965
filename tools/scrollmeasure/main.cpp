// SPDX-License-Identifier: MIT
// scrollmeasure: Qt's own kinetic scrolling measured on a stepped clock, beside Impetus's
// closed forms and Impetus's KineticScroller, for the tables of docs/scrolling-measured.md
// (issue 25): the coast, and the landing on row boundaries. Not installed.
//
//   scrollmeasure [--velocities 250,500,...] [--format markdown|csv] [--curves FILE] [--check]
#include "measurements.h"
#include "steppedclock.h"

#include <QtCore/qcommandlineparser.h>
#include <QtCore/qfile.h>
#include <QtCore/qtextstream.h>
#include <QtWidgets/qapplication.h>

#include <cmath>
#include <cstdio>

namespace {

QString number(double value, int decimals)
{
    if (std::isinf(value))
        return QStringLiteral("never");
    if (std::isnan(value))
        return QStringLiteral("n/a");
    return QString::number(value, 'f', decimals);
}

// A distance that may be tiny: 3 significant digits, 0 when it is.
QString small(double value)
{
    return value == 0 ? QStringLiteral("0") : QString::number(value, 'g', 3);
}

double nearestBoundary(double position)
{
    return std::round(position / RowHeight) * RowHeight;
}

// A CSV field: quoted when it holds a comma or a quote.
QString csvField(QString text)
{
    if (!text.contains(QLatin1Char(',')) && !text.contains(QLatin1Char('"')))
        return text;
    return QLatin1Char('"') + text.replace(QLatin1String("\""), QLatin1String("\"\"")) + QLatin1Char('"');
}

void printRows(QTextStream &out, const QStringList &header, const QList<QStringList> &rows, bool csv)
{
    if (csv) {
        out << header.join(QLatin1Char(',')) << '\n';
    } else {
        out << "| " << header.join(QStringLiteral(" | ")) << " |\n";
        out << QStringLiteral("|---").repeated(header.size()) << "|\n";
    }
    for (const QStringList &cells : rows) {
        if (csv) {
            QStringList fields;
            for (const QString &cell : cells)
                fields.append(csvField(cell));
            out << fields.join(QLatin1Char(',')) << '\n';
        } else
            out << "| " << cells.join(QStringLiteral(" | ")) << " |\n";
    }
}

void printSetup(QTextStream &out, const Setup &setup, const QString &comment)
{
    out << comment << "Qt " << setup.qtVersion << ", platform " << setup.platform << ", physical DPI "
        << setup.physicalDpi << ", logical DPI " << setup.logicalDpi << ", QScroller pixelPerMeter "
        << number(setup.pixelsPerMetre, 3) << '\n';
    out << comment << "QScrollerProperties (defaults):";
    for (const auto &property : setup.scrollerProperties)
        out << ' ' << property.first << '=' << property.second;
    out << '\n';
    out << comment << "Flickable: flickDeceleration " << setup.flickDeceleration << " px/s^2, maximumFlickVelocity "
        << setup.maximumFlickVelocity << " px/s\n";
    out << comment << "Gesture: " << Gesture::Moves << " moves " << Gesture::SampleMs
        << " ms apart in a straight line at v, released at the next sample; frames of " << SteppedClock::FrameMs
        << " ms; Impetus decay lambda " << number(iosLambda(), 6) << "/s\n";
}

void printTable(QTextStream &out, const QList<Throw> &throws, bool csv)
{
    const QStringList header = { QStringLiteral("v (px/s)"),
                                 QStringLiteral("engine"),
                                 QStringLiteral("input"),
                                 QStringLiteral("release velocity (px/s)"),
                                 QStringLiteral("distance (px)"),
                                 QStringLiteral("stops (s)"),
                                 QStringLiteral("within 0.5 px (s)") };
    QList<QStringList> rows;
    for (const Throw &t : throws) {
        rows.append({ number(t.velocity, 0), t.engine, t.input, number(t.releaseVelocity, 2), number(t.distance, 2),
                      number(t.stops, 3), number(t.settles, 3) });
    }
    printRows(out, header, rows, csv);
}

void printSnapTable(QTextStream &out, const QList<SnapThrow> &throws, bool csv)
{
    const QStringList header = { QStringLiteral("v (px/s)"),
                                 QStringLiteral("engine"),
                                 QStringLiteral("snap"),
                                 QStringLiteral("release velocity (px/s)"),
                                 QStringLiteral("drawn before (px/s)"),
                                 QStringLiteral("drawn after (px/s)"),
                                 QStringLiteral("jump (px/s)"),
                                 QStringLiteral("motion's v(0) (px/s)"),
                                 QStringLiteral("motion ahead (ms)"),
                                 QStringLiteral("rests at (px)"),
                                 QStringLiteral("nearest row boundary (px)"),
                                 QStringLiteral("landing error (px)"),
                                 QStringLiteral("stops (s)") };
    QList<QStringList> rows;
    for (const SnapThrow &t : throws) {
        const double boundary = nearestBoundary(t.rest);
        rows.append({ number(t.velocity, 0), t.engine, t.input, number(t.releaseVelocity, 2), number(t.drawnBefore, 2),
                      number(t.drawnAfter, 2), number(t.drawnAfter - t.drawnBefore, 2), number(t.motionVelocity, 2),
                      number(t.motionLead * 1000, 1), number(t.rest, 4), number(boundary, 0),
                      small(std::abs(t.rest - boundary)), number(t.stops, 3) });
    }
    printRows(out, header, rows, csv);
}

void writeCurve(QTextStream &out, const QString &engine, const QString &input, double v, const QList<QPointF> &curve)
{
    for (const QPointF &sample : curve)
        out << csvField(engine) << ',' << csvField(input) << ',' << v << ',' << number(sample.x(), 3) << ','
            << number(sample.y(), 4) << '\n';
}

bool writeCurves(const QString &path, const QList<Throw> &throws, const QList<SnapThrow> &snaps)
{
    QFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Truncate | QIODevice::Text))
        return false;
    QTextStream out(&file);
    out << "engine,input,v,t,position\n";
    for (const Throw &t : throws)
        writeCurve(out, t.engine, t.input, t.velocity, t.curve);
    for (const SnapThrow &t : snaps)
        writeCurve(out, t.engine, t.input, t.velocity, t.curve);
    return true;
}

// What --check asks: every figure finite (a decay never stops: its "stops" is infinite),
// and Flickable.flick() as a constant deceleration a from min(v, maximumFlickVelocity) = u:
// it stops u^2 / (2 a) away (Qt rounds the target to a whole pixel: within 0.5 px) after
// u / a seconds (seen at the first frame from then: within one frame after). Impetus's
// KineticScroller takes the velocity VelocityTracker gives for the gesture (to 1e-9), coasts
// its iOS decay's v / lambda (to 1e-6 px), and, snapping, starts its motion with that
// velocity, lands on a row boundary (to 1e-6 px) and is drawn without a jump at the release:
// the frames' velocity before it within JumpTolerance of v, and after it within
// JumpTolerance of the motion's own velocity at the time its clock is ahead of the frames'.
bool sameVelocity(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::abs(b));
}

// How far the frames' velocities may be from the gesture's, or from the motion's (a fraction
// of v): the extrapolation reads a decay at lambda ~ 2/s about 2.5e-5 low.
constexpr double JumpTolerance = 1e-3;

int check(const QList<Throw> &throws, const QList<SnapThrow> &snaps, const Setup &setup)
{
    int failures = 0;
    const auto fail = [&failures](const QString &what) {
        std::fprintf(stderr, "check failed: %s\n", qPrintable(what));
        ++failures;
    };
    for (const Throw &t : throws) {
        const QString row =
                t.engine + QStringLiteral(" (") + t.input + QStringLiteral(") at ") + QString::number(t.velocity);
        if (!std::isfinite(t.releaseVelocity) || !std::isfinite(t.distance) || !std::isfinite(t.settles)
            || std::isnan(t.stops) || (std::isinf(t.stops) && !t.engine.contains(QLatin1String("Decay"))))
            fail(row + QStringLiteral(": a figure is not finite"));
        if (t.distance <= 0)
            fail(row + QStringLiteral(": did not move the way it was thrown"));
        if (t.input.startsWith(QLatin1String("flick("))) {
            const double a = setup.flickDeceleration;
            const double u = std::min(t.velocity, setup.maximumFlickVelocity);
            const double distance = u * u / (2 * a);
            const double duration = u / a;
            const double frame = SteppedClock::FrameMs / 1000.0;
            if (std::abs(t.distance - distance) > 0.5 + 1e-9)
                fail(row
                     + QStringLiteral(": distance %1, expected u^2/(2a) = %2 within 0.5 px")
                               .arg(t.distance, 0, 'f', 4)
                               .arg(distance, 0, 'f', 4));
            if (t.stops < duration - 1e-3 || t.stops > duration + frame + 1e-3)
                fail(row
                     + QStringLiteral(": stops at %1 s, expected u/a = %2 s, seen within a frame")
                               .arg(t.stops, 0, 'f', 4)
                               .arg(duration, 0, 'f', 4));
            std::fprintf(stderr, "check: %s: distance %.4f px (u^2/2a = %.4f), stops %.3f s (u/a = %.4f)\n",
                         qPrintable(row), t.distance, distance, t.stops, duration);
        }
        if (t.engine.contains(QLatin1String("KineticScroller"))) {
            const double tracked = trackedVelocity(t.velocity);
            if (!sameVelocity(t.releaseVelocity, tracked))
                fail(row
                     + QStringLiteral(": release velocity %1, the tracker's %2").arg(t.releaseVelocity).arg(tracked));
            if (std::abs(t.distance - tracked / iosLambda()) > 1e-6)
                fail(row
                     + QStringLiteral(": distance %1, expected v / lambda = %2")
                               .arg(t.distance, 0, 'f', 9)
                               .arg(tracked / iosLambda(), 0, 'f', 9));
        }
    }
    for (const SnapThrow &t : snaps) {
        const QString row =
                t.engine + QStringLiteral(" (") + t.input + QStringLiteral(") at ") + QString::number(t.velocity);
        if (!std::isfinite(t.releaseVelocity) || !std::isfinite(t.rest) || !std::isfinite(t.stops))
            fail(row + QStringLiteral(": a figure is not finite"));
        if (!t.engine.contains(QLatin1String("KineticScroller")))
            continue;
        const double tracked = trackedVelocity(t.velocity);
        if (!sameVelocity(t.releaseVelocity, tracked) || !sameVelocity(t.motionVelocity, tracked))
            fail(row
                 + QStringLiteral(": release velocity %1 and motion's %2, the tracker's %3")
                           .arg(t.releaseVelocity)
                           .arg(t.motionVelocity)
                           .arg(tracked));
        const double error = std::abs(t.rest - nearestBoundary(t.rest));
        if (!(error < 1e-6))
            fail(row + QStringLiteral(": rests at %1, %2 px off a row boundary").arg(t.rest, 0, 'f', 9).arg(error));
        const double tolerance = JumpTolerance * t.velocity;
        if (!(std::abs(t.drawnBefore - t.velocity) <= tolerance)
            || !(std::abs(t.drawnAfter - t.motionVelocityAtLead) <= tolerance))
            fail(row
                 + QStringLiteral(": drawn at %1 px/s before the release and %2 after, not within %3 of %4 and of "
                                  "the motion's %5 at %6 ms")
                           .arg(t.drawnBefore)
                           .arg(t.drawnAfter)
                           .arg(tolerance)
                           .arg(t.velocity)
                           .arg(t.motionVelocityAtLead)
                           .arg(t.motionLead * 1000));
        std::fprintf(stderr,
                     "check: %s: release velocity %.6f (tracker %.6f), landing error %g px, drawn after %.3f px/s "
                     "(the motion's at %.1f ms: %.3f)\n",
                     qPrintable(row), t.releaseVelocity, tracked, error, t.drawnAfter, t.motionLead * 1000,
                     t.motionVelocityAtLead);
    }
    if (failures == 0)
        std::fprintf(stderr,
                     "check: %d + %d rows, all figures finite, flick() as a constant deceleration, KineticScroller "
                     "exact\n",
                     int(throws.size()), int(snaps.size()));
    return failures == 0 ? 0 : 1;
}

} // namespace

int main(int argc, char *argv[])
{
    // Offscreen (its DPI is part of what is measured, and stated), nothing drawn.
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    qputenv("QSG_RENDER_LOOP", "basic");
    QApplication app(argc, argv);
    QCoreApplication::setApplicationName(QStringLiteral("scrollmeasure"));

    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
            "Throws QScroller and Flickable on a stepped clock and prints their distance and duration beside "
            "Impetus's closed forms and KineticScroller; then onto row boundaries: QScroller, ListView and "
            "KineticScroller."));
    parser.addHelpOption();
    QCommandLineOption velocities(QStringLiteral("velocities"), QStringLiteral("Comma-separated speeds (px/s)."),
                                  QStringLiteral("list"), QStringLiteral("250,500,1000,2000,4000,8000"));
    QCommandLineOption format(QStringLiteral("format"), QStringLiteral("markdown (default) or csv."),
                              QStringLiteral("format"), QStringLiteral("markdown"));
    QCommandLineOption curves(QStringLiteral("curves"), QStringLiteral("Writes every frame's position to FILE (CSV)."),
                              QStringLiteral("file"));
    QCommandLineOption checkOption(QStringLiteral("check"),
                                   QStringLiteral("Exits 1 unless every figure is finite, flick() decelerates "
                                                  "as flickDeceleration says and KineticScroller is exact."));
    parser.addOptions({ velocities, format, curves, checkOption });
    parser.process(app);

    QList<double> speeds;
    for (const QString &field : parser.value(velocities).split(QLatin1Char(','))) {
        bool ok = false;
        const double v = field.toDouble(&ok);
        if (!ok || !(v > 0) || !std::isfinite(v)) {
            std::fprintf(stderr, "scrollmeasure: --velocities takes speeds > 0, but got %s\n", qPrintable(field));
            return 2;
        }
        speeds.append(v);
    }
    const bool csv = parser.value(format) == QLatin1String("csv");
    if (!csv && parser.value(format) != QLatin1String("markdown")) {
        std::fprintf(stderr, "scrollmeasure: --format is markdown or csv, but got %s\n",
                     qPrintable(parser.value(format)));
        return 2;
    }

    SteppedClock clock;
    QString error;
    if (!clock.install(&error)) {
        std::fprintf(stderr, "scrollmeasure: %s\n", qPrintable(error));
        return 1;
    }

    const Setup setup = describeSetup();
    QList<Throw> throws;
    for (const double v : speeds) {
        throws.append(throwQScroller(clock, v));
        throws.append(throwFlickable(clock, v));
        throws.append(flickFlickable(clock, v));
        throws.append(impetusDecay(v));
        throws.append(impetusFling(v));
        throws.append(throwKineticScroller(clock, v));
    }
    QList<SnapThrow> snaps;
    for (const double v : speeds) {
        snaps.append(snapQScroller(clock, v));
        snaps.append(snapListView(clock, v));
        snaps.append(snapKineticScroller(clock, v));
    }

    QTextStream out(stdout);
    printSetup(out, setup, csv ? QStringLiteral("# ") : QString());
    out << '\n';
    printTable(out, throws, csv);
    out << '\n';
    const QString comment = csv ? QStringLiteral("# ") : QString();
    out << comment << "Snapping onto row boundaries (" << RowHeight << " px rows, the same gesture): velocities "
        << "from the frames drawn; positions are the content's, unrounded\n\n";
    printSnapTable(out, snaps, csv);
    out.flush();

    if (parser.isSet(curves) && !writeCurves(parser.value(curves), throws, snaps)) {
        std::fprintf(stderr, "scrollmeasure: cannot write %s\n", qPrintable(parser.value(curves)));
        return 1;
    }
    return parser.isSet(checkOption) ? check(throws, snaps, setup) : 0;
}
