// SPDX-License-Identifier: MIT
#include "models.h"

#include <cmath>
#include <limits>

namespace Impetus::Tool {

namespace {

QStringList list(std::initializer_list<const char *> names)
{
    QStringList result;
    for (const char *name : names)
        result.append(QLatin1String(name));
    return result;
}

// The option behind each parameter name the models use in their errors.
QString optionForParameter(const QString &parameter)
{
    static const std::pair<const char *, const char *> table[] = {
        { "dampingRatio", "damping-ratio" }, { "settlingDuration", "settling-duration" },
        { "startPosition", "x0" },           { "startVelocity", "v0" },
        { "velocity", "v0" },                { "maxBounces", "max-bounces" },
    };
    for (const auto &[model, cli] : table) {
        if (parameter == QLatin1String(model))
            return QLatin1String(cli);
    }
    return parameter;
}

// A model's complaint in the tool's words: its parameters become options, and a
// value the user typed is quoted as typed.
[[noreturn]] void rethrow(const InvalidParameter &error, const Options &options)
{
    const QStringList parts = QString::fromLatin1(error.parameter()).split(QLatin1String(" - "));
    QStringList named;
    for (const QString &part : parts)
        named.append(option(optionForParameter(part)));
    QString value = shortest(error.value());
    if (parts.size() == 1 && options.has(optionForParameter(parts.first())))
        value = options.text(optionForParameter(parts.first()));
    // A rule about a displacement quotes it in options, with the values given.
    QString rule = QLatin1String(error.rule());
    for (const char *end : { "xT", "x1" }) {
        const QString displacement = QLatin1String(end) + QLatin1String(" - x0");
        if (rule.endsWith(displacement)) {
            rule.replace(displacement, option(QLatin1String(end)) + QLatin1String(" - --x0 (")
                                 + options.text(QLatin1String(end)) + QLatin1String(" - ")
                                 + (options.has(QStringLiteral("x0")) ? options.text(QStringLiteral("x0")) : QStringLiteral("0"))
                                 + QLatin1Char(')'));
        }
    }
    throw UsageError(named.join(QLatin1String(" - ")) + QLatin1String(" must be ") + rule
                     + QLatin1String(", but got ") + value);
}

QString joinOptions(const QStringList &names, const QString &glue)
{
    QStringList result;
    for (const QString &name : names)
        result.append(option(name));
    return result.join(glue);
}

QString formText(const Form &form)
{
    QString text = joinOptions(form.required, QLatin1String(" "));
    if (!form.optional.isEmpty())
        text += QLatin1String(" [") + joinOptions(form.optional, QLatin1String(" ")) + QLatin1Char(']');
    return text;
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

// Figures that may be unbounded print as words: the tool never prints inf.
QString figure(double value, const char *whenInfinite = "unbounded")
{
    return std::isfinite(value) ? exact(value) : QLatin1String(whenInfinite);
}

} // namespace

const QList<Form> &forms()
{
    static const QList<Form> all = {
        { QStringLiteral("spring"), list({ "stiffness", "damping" }), list({ "mass", "x0", "v0" }),
          QStringLiteral("m x'' + c x' + k x = 0 (mass defaults to 1)") },
        { QStringLiteral("spring"), list({ "stiffness", "damping-ratio" }), list({ "mass", "x0", "v0" }),
          QStringLiteral("damping = 2 ratio sqrt(k m); 1 is critical") },
        { QStringLiteral("spring"), list({ "duration", "bounce" }), list({ "mass", "x0", "v0" }),
          QStringLiteral("SwiftUI/Flutter perceptual duration and bounce in (-1, 1]") },
        { QStringLiteral("spring"), list({ "settling-duration", "damping-ratio" }), list({ "mass", "x0", "v0" }),
          QStringLiteral("envelope down to 0.1 % in the settling duration") },
        { QStringLiteral("decay"), list({ "v0", "lambda" }), list({ "x0" }),
          QStringLiteral("dv/dt = -lambda v") },
        { QStringLiteral("decay"), list({ "v0", "friction" }), list({ "x0" }),
          QStringLiteral("velocity multiplied by friction (> 0) each second") },
        { QStringLiteral("decay"), list({ "xT", "vT", "duration" }), list({ "x0" }),
          QStringLiteral("reaches xT with velocity vT after duration (solves v0, lambda)") },
        { QStringLiteral("decay"), list({ "xT", "v0", "duration" }), list({ "x0" }),
          QStringLiteral("leaves with v0 and reaches xT after duration (solves vT, lambda)") },
        { QStringLiteral("decay"), list({ "x1", "v0", "v1" }), list({ "x0" }),
          QStringLiteral("passes (x0, v0) then (x1, v1) (solves lambda, duration)") },
        { QStringLiteral("gravity"), list({ "acceleration" }), list({ "x0", "v0" }),
          QStringLiteral("x0 + v0 t + acceleration t^2 / 2") },
        { QStringLiteral("bounce"), list({ "v0", "restitution", "gravity" }), list({ "max-bounces" }),
          QStringLiteral("leaves the ground (0) upwards at v0 > 0; gravity < 0") },
        { QStringLiteral("bounce"), list({ "height", "restitution", "gravity" }), list({ "max-bounces" }),
          QStringLiteral("dropped from height > 0 at rest; gravity < 0") },
    };
    return all;
}

Form selectForm(const QString &model, const Options &options, const QStringList &commandOptions,
                const QString &context, bool solving)
{
    QList<Form> candidates;
    QStringList known;
    for (const Form &form : forms()) {
        // `solve decay` is about the forms that need solving.
        if (form.model != model || (solving && !form.required.contains(QLatin1String("duration"))
                                    && !form.required.contains(QLatin1String("x1"))))
            continue;
        candidates.append(form);
        known += form.required + form.optional;
    }
    if (candidates.isEmpty()) {
        throw UsageError(QLatin1String("the model must be spring, decay, gravity or bounce, but got '")
                         + model + QLatin1Char('\''));
    }
    for (const QString &name : options.names()) {
        if (!known.contains(name) && !commandOptions.contains(name)) {
            throw UsageError(QLatin1String("unknown option ") + option(name) + QLatin1Char('=')
                             + options.text(name) + QLatin1String(" for '") + context
                             + QLatin1String("' (see impetus --help)"));
        }
    }
    // The form that needs the fewest changes; ties go to the first listed.
    const Form *best = nullptr;
    QStringList bestMissing, bestExtra;
    for (const Form &form : candidates) {
        QStringList missing, extra;
        for (const QString &name : form.required) {
            if (!options.has(name))
                missing.append(name);
        }
        for (const QString &name : options.names()) {
            if (!form.required.contains(name) && !form.optional.contains(name)
                && !commandOptions.contains(name))
                extra.append(name);
        }
        if (!best || missing.size() + extra.size() < bestMissing.size() + bestExtra.size()) {
            best = &form;
            bestMissing = missing;
            bestExtra = extra;
        }
    }
    QStringList alternatives;
    for (const Form &form : candidates)
        alternatives.append(formText(form));
    const QString takes = QLatin1String(" ('") + context + QLatin1String("' takes ")
            + alternatives.join(QLatin1String(" | ")) + QLatin1Char(')');
    if (!bestExtra.isEmpty()) {
        throw UsageError(option(bestExtra.first()) + QLatin1Char('=') + options.text(bestExtra.first())
                         + QLatin1String(" cannot be combined with ")
                         + joinOptions(best->required, QLatin1String(" and ")) + takes);
    }
    if (!bestMissing.isEmpty()) {
        throw UsageError(option(bestMissing.first()) + QLatin1String(" is required, but was not given")
                         + takes);
    }
    return *best;
}

Motion buildMotion(const Form &form, const Options &options, Solution *solution)
{
    Solution solved;
    const auto has = [&](const char *name) { return form.required.contains(QLatin1String(name)); };
    const auto number = [&](const char *name, double fallback = 0) {
        return options.number(QLatin1String(name), fallback);
    };
    Motion motion;
    if (form.model == QLatin1String("spring")) {
        const double mass = number("mass", 1);
        Spring spring;
        if (has("damping"))
            spring = Spring::fromMassStiffnessDamping(mass, number("stiffness"), number("damping"));
        else if (has("stiffness"))
            spring = Spring::fromDampingRatio(mass, number("stiffness"), number("damping-ratio"));
        else if (has("bounce"))
            spring = Spring::fromDurationAndBounce(number("duration"), number("bounce"), mass);
        else
            spring = Spring::fromSettlingDuration(number("settling-duration"), number("damping-ratio"), mass);
        motion = spring.withStart(number("x0"), number("v0"));
    } else if (form.model == QLatin1String("decay")) {
        const double x0 = number("x0");
        if (has("lambda"))
            motion = ExponentialDecay(x0, number("v0"), number("lambda"));
        else if (has("friction"))
            motion = ExponentialDecay::fromFriction(x0, number("v0"), number("friction"));
        else if (has("vT")) {
            const auto decay = ExponentialDecay::fromEndVelocity(x0, number("xT"), number("vT"), number("duration"));
            solved = { { QStringLiteral("v0"), decay.startVelocity() }, { QStringLiteral("lambda"), decay.lambda() } };
            motion = decay;
        } else if (has("duration")) {
            double vT = 0;
            const auto decay = ExponentialDecay::fromStartVelocity(x0, number("xT"), number("v0"), number("duration"), &vT);
            solved = { { QStringLiteral("vT"), vT }, { QStringLiteral("lambda"), decay.lambda() } };
            motion = decay;
        } else {
            double duration = 0;
            const auto decay = ExponentialDecay::fromStates(x0, number("v0"), number("x1"), number("v1"), &duration);
            solved = { { QStringLiteral("lambda"), decay.lambda() }, { QStringLiteral("duration"), duration } };
            motion = decay;
        }
    } else if (form.model == QLatin1String("gravity")) {
        motion = Gravity(number("x0"), number("v0"), number("acceleration"));
    } else {
        const int maxBounces = options.has(QStringLiteral("max-bounces"))
                ? int(options.integer(QStringLiteral("max-bounces"), 0, std::numeric_limits<int>::max()))
                : Bounce::Unlimited;
        if (has("height"))
            motion = Bounce::fromDrop(number("height"), number("restitution"), number("gravity"), maxBounces);
        else
            motion = Bounce::fromLaunch(number("v0"), number("restitution"), number("gravity"), maxBounces);
    }
    if (!motion.isValid())
        rethrow(motion.error(), options);
    if (solution)
        *solution = solved;
    return motion;
}

QList<std::pair<QString, QString>> describe(const Motion &motion, const Form &form, double tolerance)
{
    QList<std::pair<QString, QString>> lines;
    const auto add = [&](const char *key, const QString &value) {
        lines.append({ QLatin1String(key), value });
    };
    add("model", form.model);
    if (const auto spring = motion.model<Spring>()) {
        const double ratio = spring->dampingRatio();
        const double omega0 = spring->naturalFrequency();
        add("regime", regimeName(spring->regime()));
        add("mass", exact(spring->mass()));
        add("stiffness", exact(spring->stiffness()));
        add("damping", exact(spring->damping()));
        add("damping_ratio", exact(ratio));
        add("natural_frequency", exact(omega0));
        // The perceptual pair of fromDurationAndBounce(), read back.
        add("duration", exact(2 * M_PI / omega0));
        add("bounce", exact(ratio <= 1 ? 1 - ratio : 1 / ratio - 1));
        if (spring->dampedFrequency() > 0) {
            add("damped_frequency", exact(spring->dampedFrequency()));
            add("period", exact(2 * M_PI / spring->dampedFrequency()));
        }
        add("x0", exact(spring->startPosition()));
        add("v0", exact(spring->startVelocity()));
    } else if (const auto decay = motion.model<ExponentialDecay>()) {
        add("x0", exact(decay->startPosition()));
        add("v0", exact(decay->startVelocity()));
        add("lambda", exact(decay->lambda()));
        add("friction", figure(std::exp(-decay->lambda())));
        if (decay->lambda() > 0)
            add("half_life", exact(M_LN2 / decay->lambda()));
    } else if (const auto gravity = motion.model<Gravity>()) {
        add("x0", exact(gravity->startPosition()));
        add("v0", exact(gravity->startVelocity()));
        add("acceleration", exact(gravity->acceleration()));
        const double a = gravity->acceleration();
        const double v0 = gravity->startVelocity();
        if (a != 0 && v0 != 0 && (a > 0) != (v0 > 0)) {
            add("turning_time", exact(-v0 / a));
            add("turning_position", exact(gravity->position(-v0 / a)));
        }
    } else if (const auto bounce = motion.model<Bounce>()) {
        add("form", bounce->isDrop() ? QStringLiteral("drop") : QStringLiteral("launch"));
        if (bounce->isDrop())
            add("height", exact(bounce->startPosition()));
        else
            add("v0", exact(bounce->startVelocity()));
        add("impact_speed", exact(bounce->impactSpeed()));
        add("restitution", exact(bounce->restitution()));
        add("gravity", exact(bounce->gravity()));
        add("max_bounces", bounce->maxBounces() == Bounce::Unlimited
                    ? QStringLiteral("unlimited") : QString::number(bounce->maxBounces()));
        add("first_apex", exact(bounce->impactSpeed() * bounce->impactSpeed() / (-2 * bounce->gravity())));
        add("rest_time", figure(bounce->restTime(), "never"));
        add("impacts", figure(bounce->bounceCount(bounce->restTime()), "unbounded"));
    }
    add("final_position", figure(motion.finalPosition()));
    add("tolerance", exact(tolerance));
    add("settle_time", figure(motion.settleTime(tolerance), "never"));
    return lines;
}

} // namespace Impetus::Tool
