// SPDX-License-Identifier: MIT
#include "export.h"

#include <impetus/approximation.h>

#include <QtCore/qjsonarray.h>
#include <QtCore/qjsondocument.h>
#include <QtCore/qjsonobject.h>

#include <algorithm>
#include <cmath>
#include <limits>

namespace Impetus::Tool {

namespace {

// The bound of the css, timeline and json fits. Its old name, --max-error, is still taken: the
// library's and the json's maxError is the error measured, not the one allowed.
const QString AllowedErrorOption = QStringLiteral("allowed-error");
const QString DeprecatedAllowedErrorOption = QStringLiteral("max-error");

// The longest motion the formats can carry: QML's durations are int milliseconds.
constexpr double LongestDuration = std::numeric_limits<int>::max() / 1000.0;

// Millisecond figures for QML: whole milliseconds (its durations are int), rounded up so that the
// animation never stops before the motion has settled (durations are checked to fit).
qint64 milliseconds(double seconds)
{
    return qint64(std::ceil(seconds * 1000 - 1e-9));
}

QString number(double value, int significant = 6)
{
    return QString::number(value, 'g', significant);
}

// The spec's easing (MotionSpec::easing()), or why the motion has none, in the words the
// user gave it with.
Easing easingFor(const MotionArgument &argument)
{
    const MotionSpec &spec = argument.spec;
    const Easing easing = spec.easing();
    if (easing.isValid())
        return easing;
    const InvalidParameter error = easing.error();
    const QString parameter = QLatin1String(error.parameter());
    const QString model = MotionSpec::modelName(spec.model());
    if (parameter == QLatin1String("reach")) {
        throw UsageError(argument.name(parameter) + QLatin1String(" must be ") + QLatin1String(error.rule())
                         + QLatin1String(", but got ") + shortest(error.value()));
    }
    // Only a decay, among the models that settle, can end where it reaches a position.
    const QString reach = spec.model() == Motion::Type::ExponentialDecay
            ? QLatin1String("; give ") + argument.assignment(QStringLiteral("reach"), QStringLiteral("X"))
                    + QLatin1String(", the position where the curve ends")
            : QString();
    if (parameter == QLatin1String("finalPosition")) {
        throw UsageError(QLatin1String("this ") + model
                         + QLatin1String(" never comes to rest, so it has no end to export") + reach);
    }
    if (parameter == QLatin1String("finalPosition - startPosition")) {
        throw UsageError(QLatin1String("this ") + model + QLatin1String(" ends where it starts (")
                         + argument.assignment(QStringLiteral("startPosition"), shortest(spec.value("startPosition")))
                         + QLatin1String("), so it has no curve from its start to its end")
                         + (!reach.isEmpty() ? reach
                                    : spec.model() == Motion::Type::Spring
                                    // Its end is its rest position, whatever its start velocity.
                                    ? QLatin1String("; a spring needs a start displacement: give ")
                                            + argument.name(QStringLiteral("startPosition"))
                                            + QLatin1String(" away from ")
                                            + argument.assignment(QStringLiteral("restPosition"),
                                                                  shortest(spec.value("restPosition")))
                                    : QLatin1String("; give a start away from its end")));
    }
    if (parameter == QLatin1String("settle time")) {
        throw UsageError(QLatin1String("this ") + model + QLatin1String(" never settles within ")
                         + argument.assignment(QStringLiteral("tolerance"), shortest(spec.tolerance()))
                         + QLatin1String(" of the distance to its end, so it has no duration to export") + reach);
    }
    throw UsageError(QLatin1String("this ") + model + QLatin1String(" cannot be exported: ") + error.message());
}

QString header(const Easing &easing, const QString &what)
{
    return QLatin1String("impetus: ") + what + QLatin1String(", duration ") + number(easing.duration() * 1000)
            + QLatin1String(" ms");
}

// What a comment adds when an approximation misses --allowed-error: why, in the user's words.
QString shortfall(double error, double allowedError, const QString &why)
{
    return error > allowedError ? QLatin1String(", more than ") + option(AllowedErrorOption) + QLatin1Char('=')
                    + number(allowedError) + QLatin1String(": ") + why
                                : QString();
}

// Why a linear fit misses: it takes only so many points (an easing that strays 1e300 times its
// distance).
QString linearCannotFollow()
{
    return QString::number(LinearApproximation::MaximumPoints)
            + QLatin1String(" points cannot follow this motion closer");
}

QByteArray css(const Easing &easing, const ExportFit &fit, double allowedError)
{
    const LinearApproximation &linear = fit.linear;
    return (QLatin1String("/* ")
            + header(easing,
                     QString::number(linear.points().size()) + QLatin1String(" points, max error ")
                             + errorBound(fit.error))
            + shortfall(fit.error, allowedError, linearCannotFollow()) + QLatin1String(" */\ntransition-duration: ")
            + linear.toCssDuration() + QLatin1String(";\ntransition-timing-function: ") + linear.toCss()
            + QLatin1String(";\n"))
            .toUtf8();
}

QByteArray qmlBezier(const Easing &easing, const ExportFit &fit, double allowedError)
{
    const BezierApproximation &bezier = fit.bezier;
    QStringList coordinates;
    for (const QPointF &point : bezier.controlPoints())
        coordinates << shortest(point.x()) << shortest(point.y()); // exactly the points measured
    // Ten cubic segments (Qt 6.4's most) cannot follow every motion: a lively spring swings
    // more often than that. The comment, which goes wherever the curve goes, says so.
    const QString missed =
            shortfall(fit.error, allowedError,
                      QString::number(BezierApproximation::MaximumSegments)
                              + QLatin1String(" cubic segments cannot follow this motion closer "
                                              "(--format=css and timeline take up to ")
                              + QString::number(LinearApproximation::MaximumPoints) + QLatin1String(" points)"));
    return (QLatin1String("// ")
            + header(easing,
                     QString::number(bezier.segmentCount()) + QLatin1String(" cubic segments, max error ")
                             + errorBound(fit.error))
            + missed + QLatin1String("\nduration: ") + QString::number(milliseconds(easing.duration()))
            + QLatin1String("\neasing.type: Easing.BezierSpline\neasing.bezierCurve: [")
            + coordinates.join(QLatin1String(", ")) + QLatin1String("]\n"))
            .toUtf8();
}

QByteArray timeline(const Easing &easing, const ExportFit &fit, double allowedError)
{
    const LinearApproximation &linear = fit.linear;
    const double from = easing.startPosition(), to = easing.endPosition(), duration = easing.duration();
    const double error = fit.error;
    return (QLatin1String("// ")
            + header(easing,
                     QString::number(linear.points().size()) + QLatin1String(" keyframes, max error ")
                             + errorBound(error))
            + shortfall(error, allowedError, linearCannotFollow()) + QLatin1Char('\n')
            + linear.toTimelineQml(QStringLiteral("target"), QStringLiteral("value"), from, to, duration))
            .toUtf8();
}

QByteArray json(const Easing &easing, const ExportFit &fit)
{
    const LinearApproximation &linear = fit.linear;
    QJsonArray points;
    for (const QPointF &point : linear.points())
        points.append(QJsonArray{ point.x(), point.y() });
    QJsonObject object = easing.toJson();
    object.insert(QStringLiteral("linear"),
                  QJsonObject{ { QStringLiteral("allowedError"), linear.allowedError() },
                               { QStringLiteral("maxError"), fit.error },
                               { QStringLiteral("points"), points } });
    return QJsonDocument(object).toJson(QJsonDocument::Indented);
}

void csv(const Motion &motion, const Easing &easing, const Options &options, Output &out)
{
    const qint64 count = options.has(QStringLiteral("samples"))
            ? options.integer(QStringLiteral("samples"), 2, 10'000'000)
            : DefaultCsvSamples;
    out << "t,position,velocity\n";
    for (qint64 i = 0; i < count; ++i) {
        const double t = i == count - 1 ? easing.duration() : easing.duration() * (double(i) / double(count - 1));
        out << csvRow(t, motion.position(t), motion.velocity(t));
    }
}

// Round tick values (1, 2 or 5 times a power of ten apart), about five of them.
QList<double> ticks(double low, double high)
{
    const double raw = high / 5 - low / 5; // no overflow for a span beyond the range of doubles
    const double power = std::pow(10.0, std::floor(std::log10(raw)));
    const double step = power * (raw / power < 1.5 ? 1 : raw / power < 3.5 ? 2 : raw / power < 7.5 ? 5 : 10);
    QList<double> values;
    for (double v = std::ceil(low / step) * step; v <= high + step * 1e-9; v += step)
        values.append(std::fabs(v) < step * 1e-9 ? 0.0 : v);
    return values;
}

/*
    Position over time, with the band of the settling tolerance around the final position
    and the settle time marked: the picture of a curve that the README shows for each model.
*/
QByteArray svg(const Motion &motion, const Easing &easing, const QString &title)
{
    constexpr double Width = 640, Height = 360, Left = 64, Right = 48, Top = 40, Bottom = 48;
    constexpr double Lane = Width - 20; // where the ball plays the motion itself
    constexpr int Samples = 1200;
    constexpr int Keys = 400; // animation key frames: every third sample
    static_assert(Samples % Keys == 0);
    constexpr double Pause = 1; // seconds at rest before the animation loops
    const double end = easing.duration();
    const double horizon = end * 1.15;
    QList<QPointF> curve;
    double low = std::min(easing.startPosition(), easing.endPosition());
    double high = std::max(easing.startPosition(), easing.endPosition());
    for (int i = 0; i <= Samples; ++i) {
        const double t = horizon * i / Samples;
        const double x = motion.position(t);
        curve.append({ t, x });
        low = std::min(low, x);
        high = std::max(high, x);
    }
    // Halves throughout: a motion near the range of doubles has a span beyond it.
    const double pad = (high / 2 - low / 2) * 0.16;
    low -= pad;
    high += pad;
    const auto sx = [&](double t) { return Left + (Width - Left - Right) * t / horizon; };
    const auto sy = [&](double x) {
        return Top + (Height - Top - Bottom) * ((high / 2 - x / 2) / (high / 2 - low / 2));
    };
    QString points;
    for (const QPointF &p : curve)
        points += number(sx(p.x()), 6) + QLatin1Char(',') + number(sy(p.y()), 6) + QLatin1Char(' ');

    const double band = easing.tolerance() * std::fabs(easing.endPosition() - easing.startPosition());
    QString out;
    out += QStringLiteral("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%1\" height=\"%2\" viewBox=\"0 0 %1 %2\" "
                          "font-family=\"sans-serif\" font-size=\"12\">\n")
                   .arg(Width)
                   .arg(Height);
    out += QStringLiteral("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
    out += QStringLiteral("<text x=\"%1\" y=\"24\" font-size=\"14\" fill=\"#202020\">%2</text>\n")
                   .arg(Left)
                   .arg(title.toHtmlEscaped());
    // Axes and ticks: time in seconds, position in the motion's units.
    out += QStringLiteral("<g stroke=\"#808080\" stroke-width=\"1\"><line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\"/>"
                          "<line x1=\"%1\" y1=\"%4\" x2=\"%1\" y2=\"%2\"/></g>\n")
                   .arg(Left)
                   .arg(Height - Bottom)
                   .arg(Width - Right)
                   .arg(Top);
    for (const double t : ticks(0, horizon)) {
        out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#808080\"/>"
                              "<text x=\"%1\" y=\"%4\" text-anchor=\"middle\" fill=\"#404040\">%5</text>\n")
                       .arg(sx(t))
                       .arg(Height - Bottom)
                       .arg(Height - Bottom + 4)
                       .arg(Height - Bottom + 18)
                       .arg(number(t, 6));
    }
    for (const double x : ticks(low, high)) {
        out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#e0e0e0\"/>"
                              "<text x=\"%4\" y=\"%5\" text-anchor=\"end\" fill=\"#404040\">%6</text>\n")
                       .arg(Left)
                       .arg(sy(x))
                       .arg(Width - Right)
                       .arg(Left - 6)
                       .arg(sy(x) + 4)
                       .arg(number(x, 6));
    }
    out += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"middle\" fill=\"#404040\">time (s)</text>\n")
                   .arg((Left + Width - Right) / 2)
                   .arg(Height - 8);
    // The tolerance band and the final position.
    if (band > 0) {
        out += QStringLiteral(
                       "<rect x=\"%1\" y=\"%2\" width=\"%3\" height=\"%4\" fill=\"#2e7d32\" fill-opacity=\"0.15\"/>\n")
                       .arg(Left)
                       .arg(sy(easing.endPosition() + band))
                       .arg(Width - Left - Right)
                       .arg(std::max(1.0, sy(easing.endPosition() - band) - sy(easing.endPosition() + band)));
    }
    out += QStringLiteral(
                   "<line x1=\"%1\" y1=\"%2\" x2=\"%3\" y2=\"%2\" stroke=\"#2e7d32\" stroke-dasharray=\"4 4\"/>\n")
                   .arg(Left)
                   .arg(sy(easing.endPosition()))
                   .arg(Width - Right);
    // The settle time.
    out += QStringLiteral(
                   "<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#c62828\" stroke-dasharray=\"6 3\"/>\n")
                   .arg(sx(end))
                   .arg(Top)
                   .arg(Height - Bottom);
    out += QStringLiteral("<text x=\"%1\" y=\"%2\" text-anchor=\"end\" fill=\"#c62828\">%3 %4 s</text>\n")
                   .arg(sx(end) - 4)
                   .arg(Top + 14)
                   .arg(easing.tolerance() > 0 ? QStringLiteral("settles at") : QStringLiteral("reaches at"))
                   .arg(number(end, 4));
    out += QStringLiteral("<polyline fill=\"none\" stroke=\"#1565c0\" stroke-width=\"2\" stroke-linejoin=\"round\" "
                          "points=\"%1\"/>\n")
                   .arg(points.trimmed());
    // The motion in real time, looping after a pause (SMIL, which browsers play in an <img>
    // too; a static renderer shows the start): a dot runs along the curve and a ball in the
    // lane at the right moves as the motion does.
    const double cycle = horizon + Pause;
    QString keyTimes, xs, ys;
    for (int i = 0; i <= Keys; ++i) {
        const QPointF &p = curve.at(i * (Samples / Keys));
        keyTimes += number(p.x() / cycle, 6) + QLatin1Char(';');
        xs += number(sx(p.x()), 6) + QLatin1Char(';');
        ys += number(sy(p.y()), 6) + QLatin1Char(';');
    }
    keyTimes += QLatin1Char('1');
    xs += number(sx(curve.last().x()), 6);
    ys += number(sy(curve.last().y()), 6);
    const QString animate = QStringLiteral("<animate attributeName=\"%1\" dur=\"%2s\" repeatCount=\"indefinite\" "
                                           "calcMode=\"linear\" keyTimes=\"%3\" values=\"%4\"/>");
    const QString duration = number(cycle, 9);
    out += QStringLiteral("<line x1=\"%1\" y1=\"%2\" x2=\"%1\" y2=\"%3\" stroke=\"#e0e0e0\" stroke-width=\"4\" "
                          "stroke-linecap=\"round\"/>\n")
                   .arg(Lane)
                   .arg(Top)
                   .arg(Height - Bottom);
    out += QStringLiteral("<circle class=\"dot\" r=\"5\" cx=\"%1\" cy=\"%2\" fill=\"#1565c0\">%3%4</circle>\n")
                   .arg(number(sx(0), 6), number(sy(curve.first().y()), 6),
                        animate.arg(QStringLiteral("cx"), duration, keyTimes, xs),
                        animate.arg(QStringLiteral("cy"), duration, keyTimes, ys));
    out += QStringLiteral("<circle class=\"ball\" r=\"8\" cx=\"%1\" cy=\"%2\" fill=\"#1565c0\">%3</circle>\n")
                   .arg(number(Lane, 6), number(sy(curve.first().y()), 6),
                        animate.arg(QStringLiteral("cy"), duration, keyTimes, ys));
    out += QStringLiteral("</svg>\n");
    return out.toUtf8();
}

// The motion as the library's other front ends take it: a spec, the QML type of its model
// and a C++ or QML string, which an animation places between its own values (so the spec's
// start and end are its own business: an animation applies the rest).
QString qmlType(Motion::Type model)
{
    switch (model) {
    case Motion::Type::Spring:
        return QStringLiteral("SpringMotion");
    case Motion::Type::ExponentialDecay:
        return QStringLiteral("DecayMotion");
    case Motion::Type::Gravity:
        return QStringLiteral("GravityMotion");
    case Motion::Type::Bounce:
        return QStringLiteral("BounceMotion");
    case Motion::Type::Fling:
        return QStringLiteral("FlingMotion");
    case Motion::Type::None:
        break;
    }
    return QString();
}

// Why an animation cannot play the motion (MotionSpec::placementError(): gravity pulling
// away from the end), in the user's words; empty when it can.
QString unplayable(const MotionArgument &argument, const Options &options)
{
    const QString error = argument.spec.placementError();
    if (error.isEmpty() || options.has(QStringLiteral("motion")))
        return error.isEmpty()
                ? error
                : QLatin1String("--motion='") + options.text(QStringLiteral("motion")) + QLatin1String("': ") + error;
    // From options: the parameter the message starts with, as an option.
    for (const QString &parameter : MotionSpec::parameterNames(argument.spec.model())) {
        if (error.startsWith(parameter + QLatin1Char(' ')))
            return argument.name(parameter) + error.mid(parameter.size());
    }
    return error;
}

QByteArray specLine(const QString &format, const MotionArgument &argument, const Options &options)
{
    const QString spec = canonicalText(argument.spec);
    if (format == QLatin1String("spec"))
        return (spec + QLatin1Char('\n')).toUtf8();
    const QString why = unplayable(argument, options);
    if (!why.isEmpty()) {
        throw UsageError(QLatin1String("--format=") + format
                         + QLatin1String(" needs a motion that an animation can play: ") + why);
    }
    if (format == QLatin1String("cpp")) {
        return (QLatin1String("animation->setMotionSpec(QStringLiteral(") + stringLiteral(spec)
                + QLatin1String("));\n"))
                .toUtf8();
    }
    return (QLatin1String("Behavior on x { ") + qmlType(argument.spec.model()) + QLatin1String(" { motion: ")
            + stringLiteral(spec) + QLatin1String(" } }\n"))
            .toUtf8();
}

} // namespace

const QStringList &exportFormats()
{
    static const QStringList all = { QStringLiteral("css"),  QStringLiteral("qml-bezier"), QStringLiteral("timeline"),
                                     QStringLiteral("json"), QStringLiteral("csv"),        QStringLiteral("svg"),
                                     QStringLiteral("spec"), QStringLiteral("cpp"),        QStringLiteral("qml") };
    return all;
}

bool isSpecFormat(const QString &format)
{
    return format == QLatin1String("spec") || format == QLatin1String("cpp") || format == QLatin1String("qml");
}

QString stringLiteral(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('\\'), QLatin1String("\\\\")).replace(QLatin1Char('"'), QLatin1String("\\\""));
    return QLatin1Char('"') + escaped + QLatin1Char('"');
}

QString errorBound(double error)
{
    if (!(error > 0))
        return number(error, 3);
    const double unit = std::pow(10.0, std::floor(std::log10(error)) - 2);
    return number(std::ceil(error / unit) * unit, 3);
}

namespace {

// What each text states: the error of the CSS or the keyframes as printed, the points' (json)
// or the spline's.
double statedError(const QString &format, const Easing &easing, const LinearApproximation &linear,
                   const BezierApproximation &bezier)
{
    if (format == QLatin1String("qml-bezier"))
        return bezier.maxError();
    if (format == QLatin1String("css"))
        return linear.cssError();
    if (format == QLatin1String("timeline"))
        return linear.timelineError(easing.startPosition(), easing.endPosition(), easing.duration());
    return linear.maxError();
}

bool isLinearFormat(const QString &format)
{
    return format == QLatin1String("css") || format == QLatin1String("timeline") || format == QLatin1String("json");
}

} // namespace

ExportFit exportFit(const QString &format, const Easing &easing, double allowedError)
{
    ExportFit fit;
    fit.isBezier = format == QLatin1String("qml-bezier");
    fit.isLinear = isLinearFormat(format);
    if (fit.isBezier)
        fit.bezier = BezierApproximation::fit(easing);
    else if (fit.isLinear)
        fit.linear = LinearApproximation::fit(easing, allowedError);
    else
        return fit;
    fit.error = statedError(format, easing, fit.linear, fit.bezier);
    return fit;
}

QList<std::pair<QString, double>> statedErrors(const Easing &easing, double allowedError)
{
    // One fit of each kind serves every format that carries it.
    const LinearApproximation linear = LinearApproximation::fit(easing, allowedError);
    const BezierApproximation bezier = BezierApproximation::fit(easing);
    QList<std::pair<QString, double>> errors;
    for (const QString &format : exportFormats()) {
        if (format == QLatin1String("qml-bezier") || isLinearFormat(format))
            errors.append({ format, statedError(format, easing, linear, bezier) });
    }
    return errors;
}

QStringList exportOptions()
{
    return { QStringLiteral("format"), AllowedErrorOption, DeprecatedAllowedErrorOption, QStringLiteral("samples") };
}

void exportMotion(const MotionArgument &argument, const Options &options, Output &out)
{
    const QString format = options.text(QStringLiteral("format"));
    if (!exportFormats().contains(format)) {
        throw UsageError(QLatin1String("--format must be one of ") + exportFormats().join(QLatin1String(", "))
                         + QLatin1String(", but got '") + format + QLatin1Char('\''));
    }
    if (options.has(AllowedErrorOption) && options.has(DeprecatedAllowedErrorOption)) {
        throw UsageError(option(DeprecatedAllowedErrorOption) + QLatin1String(" cannot be given with ")
                         + option(AllowedErrorOption) + QLatin1String(": it is ") + option(AllowedErrorOption)
                         + QLatin1String("'s old name"));
    }
    // Errors name the option as typed.
    const QString allowedErrorOption =
            options.has(DeprecatedAllowedErrorOption) ? DeprecatedAllowedErrorOption : AllowedErrorOption;
    const double allowedError = options.number(allowedErrorOption, LinearApproximation::DefaultAllowedError);
    if (!(allowedError > 0 && allowedError < 1)) {
        throw UsageError(option(allowedErrorOption)
                         + QLatin1String(" must be in (0, 1) (a fraction of the distance), but got ")
                         + options.text(allowedErrorOption));
    }
    if (isSpecFormat(format)) {
        out << specLine(format, argument, options);
        return;
    }
    const Easing easing = easingFor(argument);
    const QString model = MotionSpec::modelName(argument.spec.model());
    if (!(easing.duration() <= LongestDuration)) {
        throw UsageError(QLatin1String("--format=") + format + QLatin1String(" needs a motion that settles within ")
                         + number(LongestDuration, 8) + QLatin1String(" s (QML's longest duration), but this ") + model
                         + QLatin1String(" lasts ") + number(easing.duration()) + QLatin1String(" s"));
    }
    const Motion motion = argument.spec.motion();
    const ExportFit fit = exportFit(format, easing, allowedError);
    if (format == QLatin1String("css"))
        out << css(easing, fit, allowedError);
    else if (format == QLatin1String("qml-bezier"))
        out << qmlBezier(easing, fit, allowedError);
    else if (format == QLatin1String("timeline"))
        out << timeline(easing, fit, allowedError);
    else if (format == QLatin1String("json"))
        out << json(easing, fit);
    else if (format == QLatin1String("csv"))
        csv(motion, easing, options, out);
    else
        out << svg(motion, easing, canonicalText(argument.spec));
}

} // namespace Impetus::Tool
