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

namespace Impetus::Tool {

namespace {

constexpr qint64 MaximumSamples = 10'000'000;

struct Command
{
    QString verb;
    QString model; // empty when the motion is --motion=SPEC
    Options options;
};

QString words(const Command &command)
{
    return command.model.isEmpty() ? command.verb : command.verb + QLatin1Char(' ') + command.model;
}

// The i-th time of --at as typed, for messages.
QString item(const Options &options, qsizetype i)
{
    return options.text(QStringLiteral("at")).split(QLatin1Char(',')).value(i).trimmed();
}

// The times to sample: the --at list as given, or --samples evenly spaced times, made one
// at a time (10^7 of them take no memory).
struct SampleTimes
{
    QList<double> listed;
    qint64 count = 0;
    double last = 0;

    qint64 size() const { return listed.isEmpty() ? count : listed.size(); }
    double at(qint64 i) const
    {
        if (!listed.isEmpty())
            return listed.at(i);
        return count == 1 ? 0.0 : (i == count - 1 ? last : last * (double(i) / double(count - 1)));
    }
};

SampleTimes sampleTimes(const Command &command, const MotionArgument &argument)
{
    const Options &options = command.options;
    const MotionSpec &spec = argument.spec;
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
        if (spec.model() == Motion::Type::Bounce) {
            for (qsizetype i = 0; i < times.size(); ++i) {
                if (times.at(i) < 0)
                    throw UsageError(QLatin1String("--at times must be >= 0 for a bounce, but got ")
                                     + item(options, i));
            }
        }
        return { times, 0, 0 };
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
        last = spec.settleTime();
        if (!std::isfinite(last)) {
            throw UsageError(QLatin1String("--until is required: this ") + MotionSpec::modelName(spec.model())
                             + QLatin1String(" never settles within ")
                             + argument.assignment(QStringLiteral("tolerance"), shortest(spec.tolerance()))
                             + QLatin1String(" of the distance to its end, so --samples has no end"));
        }
    }
    return { {}, count, last };
}

void sample(const Command &command, Output &out)
{
    const MotionArgument argument = readMotion(
            command.model, command.options,
            { QStringLiteral("motion"), QStringLiteral("at"), QStringLiteral("samples"), QStringLiteral("until") },
            words(command));
    const Motion motion = argument.spec.motion();
    const SampleTimes times = sampleTimes(command, argument);
    // Every value is checked before the first is written: an error prints nothing.
    for (qint64 i = 0; i < times.size(); ++i) {
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
    }
    out << "t,position,velocity\n";
    for (qint64 i = 0; i < times.size(); ++i) {
        const double t = times.at(i);
        out << csvRow(t, motion.position(t), motion.velocity(t));
    }
}

// The options as typed, for messages.
QString given(const Options &options)
{
    QStringList typed;
    for (const QString &name : options.names())
        typed.append(option(name) + QLatin1Char('=') + options.text(name));
    return typed.isEmpty() ? QStringLiteral("no options") : typed.join(QLatin1Char(' '));
}

QByteArray solve(const Command &command)
{
    if (command.model != QLatin1String("decay")) {
        throw UsageError(QLatin1String("the model of 'solve' must be decay, but got '") + command.model
                         + QLatin1Char('\''));
    }
    const QStringList ends = { QStringLiteral("startVelocity"), QStringLiteral("endVelocity"),
                               QStringLiteral("duration") };
    const MotionArgument argument =
            readMotion(command.model, command.options, {}, words(command),
                       QStringList{ QStringLiteral("startPosition"), QStringLiteral("endPosition") } + ends);
    const QList<std::pair<QString, double>> solved = solution(argument.spec);
    if (solved.isEmpty()) {
        // A valid decay that is not given by its end conditions: nothing to solve.
        throw UsageError(QLatin1String("'solve decay' needs --end-position and two of --start-velocity, --end-velocity "
                                       "and --duration, but got ")
                         + given(command.options));
    }
    QByteArray out;
    for (const auto &[key, value] : solved) {
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
    const MotionArgument argument =
            readMotion(command.model, command.options, { QStringLiteral("motion") }, words(command));
    QByteArray out;
    for (const auto &[key, value] : describe(argument.spec))
        out += (key + QLatin1Char('=') + value).toLatin1() + '\n';
    return out;
}

void exportCurve(const Command &command, Output &out)
{
    const MotionArgument argument = readMotion(
            command.model, command.options, QStringList{ QStringLiteral("motion") } + exportOptions(), words(command));
    if (!command.options.has(QStringLiteral("format"))) {
        const QStringList formats = exportFormats();
        throw UsageError(QLatin1String("--format is required: 'export' writes ")
                         + formats.mid(0, formats.size() - 1).join(QLatin1String(", ")) + QLatin1String(" or ")
                         + formats.last() + QLatin1String(", but got none"));
    }
    exportMotion(argument, command.options, out);
}

QByteArray presets(const QStringList &arguments)
{
    if (!arguments.isEmpty()) {
        throw UsageError(QLatin1String("'presets' takes no arguments, but got '") + arguments.first()
                         + QLatin1Char('\''));
    }
    QByteArray out;
    for (const auto &[name, spec] : MotionSpec::presets())
        out += (name + QLatin1Char('\t') + spec).toUtf8() + '\n';
    return out;
}

} // namespace

void run(const QStringList &arguments, Output &out)
{
    if (arguments.isEmpty()) {
        throw UsageError(QStringLiteral(
                "a command is required: sample, solve, info, export or presets, but got none (see impetus --help)"));
    }
    const QString &verb = arguments.first();
    const auto isHelp = [](const QString &argument) {
        return argument == QLatin1String("--help") || argument == QLatin1String("-h");
    };
    const QStringList topics = helpTopics();
    if (isHelp(verb) || verb == QLatin1String("help")) {
        if (arguments.size() > 1 && !topics.contains(arguments.at(1))) {
            throw UsageError(QLatin1String("the help topic must be one of ") + topics.join(QLatin1String(", "))
                             + QLatin1String(", but got '") + arguments.at(1) + QLatin1Char('\''));
        }
        out << helpText(arguments.value(1)).toUtf8();
        return;
    }
    // `impetus sample spring --help`: that command's help (with that model's options).
    if (topics.contains(verb) && std::any_of(arguments.cbegin() + 1, arguments.cend(), isHelp)) {
        const QString model =
                arguments.size() > 1 && !arguments.at(1).startsWith(QLatin1Char('-')) ? arguments.at(1) : QString();
        out << helpText(verb, topics.contains(model) ? model : QString()).toUtf8();
        return;
    }
    if (verb == QLatin1String("--version")) {
        out << QByteArrayLiteral("impetus " IMPETUS_VERSION "\n");
        return;
    }
    if (verb == QLatin1String("presets")) {
        out << presets(arguments.mid(1));
        return;
    }
    static const QStringList verbs = { QStringLiteral("sample"), QStringLiteral("solve"), QStringLiteral("info"),
                                       QStringLiteral("export") };
    if (!verbs.contains(verb)) {
        throw UsageError(QLatin1String("the command must be sample, solve, info, export or presets, but got '") + verb
                         + QLatin1String("' (see impetus --help)"));
    }
    // The model word is optional: --motion=SPEC stands for it and its options.
    const bool model = arguments.size() >= 2 && !arguments.at(1).startsWith(QLatin1String("--"));
    if (verb == QLatin1String("solve") && !model) {
        throw UsageError(QStringLiteral("'solve' needs the model decay before its options"));
    }
    const Command command{ verb, model ? arguments.at(1) : QString(), Options(arguments.mid(model ? 2 : 1)) };
    if (verb == QLatin1String("sample"))
        sample(command, out);
    else if (verb == QLatin1String("solve"))
        out << solve(command);
    else if (verb == QLatin1String("export"))
        exportCurve(command, out);
    else
        out << info(command);
}

Output &Output::operator<<(const QByteArray &text)
{
    m_buffer += text;
    if (m_buffer.size() >= ChunkSize)
        flush();
    return *this;
}

void Output::flush()
{
    if (!m_buffer.isEmpty() && !m_sink(m_buffer))
        throw WriteError();
    m_buffer.clear();
}

} // namespace Impetus::Tool
