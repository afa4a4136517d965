// SPDX-License-Identifier: MIT
#include "models.h"

#include <QtCore/qlocale.h>

#include <algorithm>
#include <cmath>

namespace Impetus::Tool {

namespace {

constexpr Motion::Type Models[] = { Motion::Type::Spring, Motion::Type::ExponentialDecay, Motion::Type::Gravity,
                                    Motion::Type::Bounce, Motion::Type::Fling };

// The options of the tool before the spec's names, with the option that replaced each.
QString replacement(const QString &option)
{
    static const std::pair<const char *, const char *> renamed[] = {
        { "x0", "start-position" },     { "v0", "start-velocity" }, { "xT", "end-position" },
        { "vT", "end-velocity" },       { "x1", "end-position" },   { "v1", "end-velocity" },
        { "height", "start-position" },
    };
    for (const auto &[old, now] : renamed) {
        if (option == QLatin1String(old))
            return QLatin1String(now);
    }
    return {};
}

QString snakeCase(const QString &parameter)
{
    return optionName(parameter).replace(QLatin1Char('-'), QLatin1Char('_'));
}

QString options(const QStringList &parameters)
{
    QStringList names;
    for (const QString &parameter : parameters)
        names.append(option(optionName(parameter)));
    return names.join(QLatin1String(", "));
}

[[noreturn]] void unknownOption(const Options &given, const QString &name, const QString &context,
                                const QStringList &parameters, const QString &takes)
{
    QString hint;
    // The spec's own spelling, written as an option: point to the option's.
    if (parameterName(name).isEmpty() && parameters.contains(name))
        hint = QLatin1String(": options are the spec's names in kebab case, here ") + option(optionName(name));
    else
        hint = QLatin1String(" (") + takes + QLatin1String(" ") + options(parameters) + QLatin1Char(')');
    throw UsageError(QLatin1String("unknown option ") + option(name) + QLatin1Char('=') + given.text(name)
                     + QLatin1String(" for '") + context + QLatin1Char('\'') + hint);
}

QString regimeName(Spring::Regime regime)
{
    switch (regime) {
    case Spring::Regime::Undamped:
        return QStringLiteral("undamped");
    case Spring::Regime::Underdamped:
        return QStringLiteral("underdamped");
    case Spring::Regime::CriticallyDamped:
        return QStringLiteral("critically-damped");
    case Spring::Regime::Overdamped:
        return QStringLiteral("overdamped");
    }
    return {};
}

// A figure that may be unbounded prints as a word: the tool never prints inf.
QString bounded(double value, const char *whenInfinite = "unbounded")
{
    return std::isfinite(value) ? figure(value) : QLatin1String(whenInfinite);
}

} // namespace

QString optionName(const QString &parameter)
{
    QString name;
    for (const QChar c : parameter) {
        if (c.isUpper())
            name += QLatin1Char('-') + c.toLower();
        else
            name += c;
    }
    return name;
}

QString parameterName(const QString &option)
{
    QString name;
    bool upper = false;
    for (const QChar c : option) {
        if (c == QLatin1Char('-')) {
            upper = true;
            continue;
        }
        name += upper ? c.toUpper() : c;
        upper = false;
    }
    // Only the one spelling that maps back: --damping-ratio, not --dampingRatio or --damping--ratio.
    return optionName(name) == option ? name : QString();
}

MotionArgument readMotion(const QString &model, const Options &given, const QStringList &commandOptions,
                          const QString &context, const QStringList &parameters)
{
    for (const QString &name : given.names()) {
        const QString now = replacement(name);
        if (!now.isEmpty())
            throw UsageError(QLatin1String("unknown option ") + option(name) + QLatin1String(": it is now ")
                             + option(now));
    }
    const QString motion = QStringLiteral("motion");
    if (given.has(motion) && !commandOptions.contains(motion))
        unknownOption(given, motion, context, parameters, QStringLiteral("it takes"));
    if (given.has(motion)) {
        const QString text = given.text(motion);
        if (!model.isEmpty()) {
            throw UsageError(option(motion) + QLatin1Char('=') + text
                             + QLatin1String(" cannot be combined with the model '") + model
                             + QLatin1String("': give a model and its options, or --motion=SPEC"));
        }
        for (const QString &name : given.names()) {
            if (name != motion && !commandOptions.contains(name)) {
                const QString parameter = parameterName(name);
                const bool known = std::any_of(std::begin(Models), std::end(Models), [&](Motion::Type type) {
                    return MotionSpec::parameterNames(type).contains(parameter);
                });
                if (!known) {
                    throw UsageError(QLatin1String("unknown option ") + option(name) + QLatin1Char('=')
                                     + given.text(name) + QLatin1String(" for '") + context
                                     + QLatin1String("' (see impetus --help)"));
                }
                throw UsageError(option(name) + QLatin1Char('=') + given.text(name)
                                 + QLatin1String(" cannot be combined with --motion=") + text
                                 + QLatin1String(": write the parameters in the spec") + QLatin1String(", as (")
                                 + parameter + QLatin1String(": ") + given.text(name) + QLatin1Char(')'));
            }
        }
        const MotionSpec spec = MotionSpec::parse(text);
        if (!spec.isValid())
            throw UsageError(option(motion) + QLatin1String("='") + text + QLatin1String("': ") + spec.errorString());
        return { spec, [](const QString &name) { return name; } };
    }
    if (model.isEmpty()) {
        throw UsageError(
                QLatin1String("'") + context
                + QLatin1String(
                        "' needs a model (spring, decay, gravity, bounce or fling) and its options, or --motion=SPEC"));
    }
    Motion::Type type = Motion::Type::None;
    for (const Motion::Type candidate : Models) {
        if (MotionSpec::modelName(candidate) == model)
            type = candidate;
    }
    if (type == Motion::Type::None) {
        const auto &presets = MotionSpec::presets();
        const bool preset =
                std::any_of(presets.cbegin(), presets.cend(), [&](const auto &entry) { return entry.first == model; });
        throw UsageError(
                QLatin1String("the model must be spring, decay, gravity, bounce or fling, but got '") + model
                + QLatin1Char('\'')
                + (preset ? QLatin1String(" (a preset is given as --motion=") + model + QLatin1Char(')') : QString()));
    }
    const QStringList takes = parameters.isEmpty() ? MotionSpec::parameterNames(type) : parameters;
    QList<std::pair<QString, double>> values;
    for (const QString &name : given.names()) {
        if (commandOptions.contains(name))
            continue;
        const QString parameter = parameterName(name);
        if (!takes.contains(parameter)) {
            unknownOption(given, name, context, takes,
                          parameters.isEmpty() ? QLatin1String("a ") + model + QLatin1String(" takes")
                                               : QStringLiteral("it takes"));
        }
        values.append({ parameter, given.number(name) });
    }
    const MotionSpec spec = MotionSpec::fromParameters(type, values);
    const auto name = [](const QString &parameter) { return option(optionName(parameter)); };
    if (!spec.isValid())
        throw UsageError(spec.errorString(name));
    return { spec, name };
}

QList<std::pair<QString, double>> solution(const MotionSpec &spec)
{
    if (spec.model() != Motion::Type::ExponentialDecay || !spec.has("endPosition"))
        return {};
    const bool start = spec.has("startVelocity");
    const bool end = spec.has("endVelocity");
    const bool duration = spec.has("duration");
    if (end && duration && !start)
        return { { QStringLiteral("start_velocity"), spec.value("startVelocity") },
                 { QStringLiteral("lambda"), spec.value("lambda") } };
    if (start && duration && !end)
        return { { QStringLiteral("end_velocity"), spec.value("endVelocity") },
                 { QStringLiteral("lambda"), spec.value("lambda") } };
    if (start && end && !duration)
        return { { QStringLiteral("lambda"), spec.value("lambda") },
                 { QStringLiteral("duration"), spec.value("duration") } };
    return {};
}

QList<std::pair<QString, QString>> describe(const MotionSpec &spec)
{
    QList<std::pair<QString, QString>> lines;
    const auto add = [&](const QString &key, const QString &value) { lines.append({ key, value }); };
    const auto addFigure = [&](const char *key, double value) { add(QLatin1String(key), figure(value)); };
    const Motion motion = spec.motion();
    add(QStringLiteral("model"), MotionSpec::modelName(spec.model()));
    if (const auto spring = motion.model<Spring>())
        add(QStringLiteral("regime"), regimeName(spring->regime()));

    // The spec's parameters, given or resolved; a decay's solved end conditions.
    const QList<std::pair<QString, double>> solved = solution(spec);
    const auto decay = motion.model<ExponentialDecay>();
    for (const QString &parameter : MotionSpec::parameterNames(spec.model())) {
        if (parameter == QLatin1String("tolerance"))
            continue;
        const QString key = snakeCase(parameter);
        double value = spec.value(parameter);
        for (const auto &[solvedKey, solvedValue] : solved) {
            if (solvedKey == key)
                value = solvedValue;
        }
        // A decay with no end time that never comes to rest has no end velocity.
        if (decay && parameter == QLatin1String("endVelocity") && !spec.has("duration") && solved.isEmpty()
            && !std::isfinite(motion.finalPosition()))
            continue;
        if (!std::isnan(value))
            add(key, bounded(value, parameter == QLatin1String("settlingDuration") ? "never" : "unbounded"));
    }

    if (const auto spring = motion.model<Spring>()) {
        addFigure("natural_frequency", spring->naturalFrequency());
        if (spring->dampedFrequency() > 0) {
            addFigure("damped_frequency", spring->dampedFrequency());
            addFigure("period", 2 * M_PI / spring->dampedFrequency());
        }
    } else if (decay) {
        if (decay->lambda() > 0)
            addFigure("half_life", M_LN2 / decay->lambda());
    } else if (const auto gravity = motion.model<Gravity>()) {
        const double a = gravity->acceleration();
        const double v0 = gravity->startVelocity();
        if (a != 0 && v0 != 0 && (a > 0) != (v0 > 0)) {
            addFigure("turning_time", -v0 / a);
            addFigure("turning_position", gravity->position(-v0 / a));
        }
    } else if (const auto bounce = motion.model<Bounce>()) {
        add(QStringLiteral("form"),
            bounce->isDrop()                       ? QStringLiteral("drop")
                    : bounce->startPosition() == 0 ? QStringLiteral("launch")
                                                   : QStringLiteral("thrown"));
        addFigure("impact_speed", bounce->impactSpeed());
        addFigure("first_apex", bounce->impactSpeed() * bounce->impactSpeed() / (-2 * bounce->gravity()));
        add(QStringLiteral("rest_time"), bounded(bounce->restTime(), "never"));
        add(QStringLiteral("impacts"), bounded(bounce->bounceCount(bounce->restTime())));
    } else if (const auto fling = motion.model<Fling>()) {
        // The velocity it leaves with (0.8254 times the release velocity), and from when it
        // rests exactly on its end.
        addFigure("initial_velocity", fling->velocity(0));
        addFigure("distance", fling->distance());
        addFigure("rest_time", fling->duration());
    }
    add(QStringLiteral("final_position"), bounded(motion.finalPosition()));
    addFigure("tolerance", spec.tolerance());
    add(QStringLiteral("settle_time"), bounded(spec.settleTime(), "never"));
    return lines;
}

QString canonicalText(const MotionSpec &spec)
{
    const QStringList order = MotionSpec::parameterNames(spec.model());
    QList<std::pair<QString, double>> parameters = spec.parameters();
    std::stable_sort(parameters.begin(), parameters.end(),
                     [&](const auto &a, const auto &b) { return order.indexOf(a.first) < order.indexOf(b.first); });
    return MotionSpec::fromParameters(spec.model(), parameters).toString();
}

QString figure(double value)
{
    return value == 0 ? QStringLiteral("0") : QString::number(value, 'g', QLocale::FloatingPointShortest);
}

} // namespace Impetus::Tool
