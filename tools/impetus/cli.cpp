// SPDX-License-Identifier: MIT
// impetus: sample, solve, describe and export Impetus motions from the command line.
// The contract is in CONTRACT.md beside this file and in `impetus --help`.

#include "cli.h"

#include "commandline.h"
#include "export.h"
#include "help.h"
#include "models.h"

#include <QtCore/qstringlist.h>

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace Impetus::Tool {

namespace {

constexpr double DefaultTolerance = 1e-3;
constexpr qint64 MaximumSamples = 10'000'000;

struct Command
{
    QString verb;
    QString model;
    Options options;
};

QString words(const Command &command)
{
    return command.verb + QLatin1Char(' ') + command.model;
}

// The i-th time of --at as typed, for messages.
QString item(const Options &options, qsizetype i)
{
    return options.text(QStringLiteral("at")).split(QLatin1Char(',')).value(i).trimmed();
}

double tolerance(const Options &options)
{
    const double value = options.number(QStringLiteral("tolerance"), DefaultTolerance);
    if (!(value > 0)) {
        throw UsageError(QLatin1String("--tolerance must be > 0, but got ")
                         + options.text(QStringLiteral("tolerance")));
    }
    return value;
}

QList<double> sampleTimes(const Command &command, const Motion &motion)
{
    const Options &options = command.options;
    const QString at = QStringLiteral("at");
    const QString samples = QStringLiteral("samples");
    const QString until = QStringLiteral("until");
    if (options.has(at) && options.has(samples)) {
        throw UsageError(QLatin1String("--at=") + options.text(at)
                         + QLatin1String(" cannot be combined with --samples=") + options.text(samples));
    }
    if (options.has(until) && !options.has(samples)) {
        throw UsageError(QLatin1String("--until=") + options.text(until)
                         + QLatin1String(" needs --samples=N (with --at, list the times)"));
    }
    if (options.has(at)) {
        const QList<double> times = options.numbers(at);
        if (motion.type() == Motion::Type::Bounce) {
            for (qsizetype i = 0; i < times.size(); ++i) {
                if (times.at(i) < 0)
                    throw UsageError(QLatin1String("--at times must be >= 0 for a bounce, but got ") + item(options, i));
            }
        }
        return times;
    }
    if (!options.has(samples)) {
        throw UsageError(QLatin1String("'") + words(command)
                         + QLatin1String("' needs --at=T1,T2,... or --samples=N, but got neither"));
    }
    const qint64 count = options.integer(samples, 1, MaximumSamples);
    double last = 0;
    if (options.has(until)) {
        last = options.number(until);
        if (!(last > 0))
            throw UsageError(QLatin1String("--until must be > 0, but got ") + options.text(until));
    } else {
        last = motion.settleTime(tolerance(options));
        if (!std::isfinite(last)) {
            throw UsageError(QLatin1String("--until is required: this ") + command.model
                             + QLatin1String(" never settles within --tolerance=")
                             + shortest(tolerance(options)) + QLatin1String(", so --samples has no end"));
        }
    }
    QList<double> times;
    times.reserve(count);
    for (qint64 i = 0; i < count; ++i)
        times.append(count == 1 ? 0.0 : (i == count - 1 ? last : last * (double(i) / double(count - 1))));
    return times;
}

QByteArray sample(const Command &command)
{
    const Form form = selectForm(command.model, command.options,
                                 { QStringLiteral("at"), QStringLiteral("samples"),
                                   QStringLiteral("until"), QStringLiteral("tolerance") },
                                 words(command));
    const Motion motion = buildMotion(form, command.options);
    if (command.options.has(QStringLiteral("tolerance")))
        tolerance(command.options); // validated even when --at makes it unused
    const QList<double> times = sampleTimes(command, motion);
    QByteArray out = "t,position,velocity\n";
    for (qsizetype i = 0; i < times.size(); ++i) {
        const double t = times.at(i);
        const double x = motion.position(t);
        const double v = motion.velocity(t);
        if (!std::isfinite(x) || !std::isfinite(v)) {
            const bool listed = command.options.has(QStringLiteral("at"));
            throw UsageError(QLatin1String(listed ? "--at" : "--until")
                             + QLatin1String(" must keep the motion within the range of doubles, but got ")
                             + (listed ? item(command.options, i) : command.options.text(QStringLiteral("until")))
                             + QLatin1String(" (at t = ") + shortest(t) + QLatin1String(" the ")
                             + QLatin1String(std::isfinite(x) ? "velocity" : "position")
                             + QLatin1String(" overflows)"));
        }
        out += (exact(t) + QLatin1Char(',') + exact(x) + QLatin1Char(',') + exact(v)).toLatin1() + '\n';
    }
    return out;
}

QByteArray solve(const Command &command)
{
    if (command.model != QLatin1String("decay")) {
        throw UsageError(QLatin1String("the model of 'solve' must be decay, but got '") + command.model
                         + QLatin1Char('\''));
    }
    const Form form = selectForm(command.model, command.options, {}, words(command), true);
    Solution solution;
    buildMotion(form, command.options, &solution);
    QByteArray out;
    for (const auto &[key, value] : solution) {
        if (!std::isfinite(value))
            throw UsageError(QLatin1String("--duration must give a solution within the range of doubles, but got ")
                             + command.options.text(QStringLiteral("duration")) + QLatin1String(" (") + key
                             + QLatin1String(" overflows)"));
        out += (key + QLatin1Char('=') + exact(value)).toLatin1() + '\n';
    }
    return out;
}

QByteArray info(const Command &command)
{
    const Form form = selectForm(command.model, command.options, { QStringLiteral("tolerance") },
                                 words(command));
    Solution solution;
    const Motion motion = buildMotion(form, command.options, &solution);
    QList<std::pair<QString, QString>> lines = describe(motion, form, tolerance(command.options));
    for (const auto &[key, value] : solution) {
        const bool shown = std::any_of(lines.cbegin(), lines.cend(),
                                       [&key = key](const auto &line) { return line.first == key; });
        if (!shown && std::isfinite(value))
            lines.append({ key, exact(value) });
    }
    QByteArray out;
    for (const auto &[key, value] : lines)
        out += (key + QLatin1Char('=') + value).toLatin1() + '\n';
    return out;
}

QByteArray exportCurve(const Command &command)
{
    const Form form = selectForm(command.model, command.options, exportOptions(), words(command));
    const Motion motion = buildMotion(form, command.options);
    if (!command.options.has(QStringLiteral("format"))) {
        throw UsageError(QLatin1String("--format is required: 'export' writes css, qml-bezier, timeline, json, csv "
                                       "or svg, but got none"));
    }
    // The plot's title: the model as the user gave it.
    QString title = command.model;
    for (const QString &name : command.options.names()) {
        if (!exportOptions().contains(name))
            title += QLatin1Char(' ') + option(name) + QLatin1Char('=') + command.options.text(name);
    }
    return exportMotion(motion, title, command.options);
}

} // namespace

QByteArray run(const QStringList &arguments)
{
    if (arguments.isEmpty()) {
        throw UsageError(QStringLiteral(
                "a command is required: sample, solve, info or export, but got none (see impetus --help)"));
    }
    const QString &verb = arguments.first();
    if (verb == QLatin1String("--help") || verb == QLatin1String("-h") || verb == QLatin1String("help")) {
        static const QStringList topics = { QStringLiteral("sample"), QStringLiteral("solve"),
                                            QStringLiteral("info"),   QStringLiteral("export"),
                                            QStringLiteral("spring"),
                                            QStringLiteral("decay"),  QStringLiteral("gravity"),
                                            QStringLiteral("bounce") };
        if (arguments.size() > 1 && !topics.contains(arguments.at(1))) {
            throw UsageError(QLatin1String("the help topic must be one of ") + topics.join(QLatin1String(", "))
                             + QLatin1String(", but got '") + arguments.at(1) + QLatin1Char('\''));
        }
        return helpText().toUtf8();
    }
    if (verb == QLatin1String("--version"))
        return QByteArrayLiteral("impetus " IMPETUS_VERSION "\n");
    static const QStringList verbs = { QStringLiteral("sample"), QStringLiteral("solve"), QStringLiteral("info"),
                                       QStringLiteral("export") };
    if (!verbs.contains(verb)) {
        throw UsageError(QLatin1String("the command must be sample, solve, info or export, but got '") + verb
                         + QLatin1String("' (see impetus --help)"));
    }
    if (arguments.size() < 2 || arguments.at(1).startsWith(QLatin1String("--"))) {
        throw UsageError(QLatin1String("'") + verb
                         + QLatin1String("' needs a model (spring, decay, gravity or bounce) before its options"));
    }
    const Command command{ verb, arguments.at(1), Options(arguments.mid(2)) };
    if (verb == QLatin1String("sample"))
        return sample(command);
    if (verb == QLatin1String("solve"))
        return solve(command);
    if (verb == QLatin1String("export"))
        return exportCurve(command);
    return info(command);
}

} // namespace Impetus::Tool
