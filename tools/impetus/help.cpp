// SPDX-License-Identifier: MIT
#include "help.h"

#include "export.h"
#include "models.h"

#include <impetus/approximation.h>

namespace Impetus::Tool {

namespace {

// Each model and what its options mean.
const std::pair<Motion::Type, const char *> Models[] = {
    { Motion::Type::Spring,
      "m x'' + c x' + k (x - rest) = 0. --mass [1]; the stiffness: --stiffness, or --duration\n"
      "(SwiftUI's perceptual duration, k = (2 pi / duration)^2 m) [0.5], or --settling-duration\n"
      "(the envelope falls to 0.1 % then; with --damping-ratio or --bounce); the damping:\n"
      "--damping, or --damping-ratio (1 is critical) [1], or --bounce (SwiftUI's, in (-1, 1]);\n"
      "--start-position [100], --start-velocity [0], --rest-position [0]." },
    { Motion::Type::ExponentialDecay,
      "dv/dt = -lambda v. --start-position [100]; the rate: --lambda [2] or --friction\n"
      "(e^-lambda, the velocity kept each second); then --start-velocity (coasts with the\n"
      "rate) or --end-position [0] (comes to rest there); or --end-position with two of\n"
      "--start-velocity, --end-velocity and --duration, solved as 'solve decay' does.\n"
      "--reach=X: the exported curve ends where the decay first gets to X." },
    { Motion::Type::Gravity,
      "x0 + v0 t + a t^2 / 2. --start-position [100], --start-velocity [0], --acceleration\n"
      "[-2000] (negative falls); --reach [0]: the floor, where the exported curve ends." },
    { Motion::Type::Bounce,
      "a ball on the ground at 0. --start-position [100] (its height), --start-velocity [0]\n"
      "(positive is up), --gravity [-2000], --restitution [0.5] (the fraction of its speed\n"
      "kept at each impact, in [0, 1]), --max-bounces [-1] (rebounds before it rests at its\n"
      "next landing; -1: no limit, it rests at the Zeno time, or never for restitution 1)." },
    { Motion::Type::Fling,
      "Android's fling (OverScroller) in Flutter's form: x0 + d (1 - (1 - t/T)^D) until T.\n"
      "--start-position [100]; --start-velocity (the release velocity: it leaves at 0.8254\n"
      "times it) or --end-position [0] (comes to rest there); --friction [0.015] (Android's\n"
      "scroll friction), --density [1] (1 at 160 dpi). 8000 px/s travels 7186 px." },
};

// Each model's options (the spec's parameters, in kebab case) and what they mean: every
// model's, or only the one named (as on the command line: spring, decay, gravity, bounce,
// fling).
QString models(const QString &only)
{
    QString text;
    for (const auto &[model, description] : Models) {
        if (!only.isEmpty() && MotionSpec::modelName(model) != only)
            continue;
        QStringList options;
        for (const QString &parameter : MotionSpec::parameterNames(model))
            options.append(option(optionName(parameter)));
        // The options, wrapped under one another after the model's name.
        QString line = QLatin1String("  ") + MotionSpec::modelName(model).leftJustified(8);
        for (const QString &name : options) {
            if (line.size() + 1 + name.size() > 88 && !line.endsWith(QLatin1Char(' '))) {
                text += line + QLatin1Char('\n');
                line = QString(10, QLatin1Char(' '));
            }
            line += (line.endsWith(QLatin1Char(' ')) ? QString() : QStringLiteral(" ")) + name;
        }
        text += line + QLatin1Char('\n');
        for (const QString &line : QString::fromLatin1(description).split(QLatin1Char('\n')))
            text += QLatin1String("          ") + line + QLatin1Char('\n');
    }
    return text;
}

// The help's parts, each as it is printed.
const char Usage[] = "Usage:\n"
                     "  impetus sample <motion> --at=T1,T2,...\n"
                     "  impetus sample <motion> --samples=N [--until=T]\n"
                     "  impetus solve decay --end-position=X two of --start-velocity --end-velocity --duration\n"
                     "  impetus info <motion>\n"
                     "  impetus export <motion> --format=F [--allowed-error=E] [--samples=N]\n"
                     "  impetus presets\n"
                     "  impetus --help | impetus help | impetus --version\n";

const char MotionOptions[] = "<motion> is a model and its options (spring --stiffness=700 --damping-ratio=0.9),\n"
                             "or --motion=SPEC: a motion spec, a preset name, or a preset with parameters changed:\n"
                             "  --motion='spring(duration: 0.5, bounce: 0.3)'\n"
                             "  --motion=material.standard.spatial.default\n"
                             "  --motion='swiftui.bouncy(startVelocity: 300)'\n"
                             "Both give the same output for the same motion; they cannot be combined.\n"
                             "\n"
                             "Options are written --name=VALUE. Numbers are decimals in the C locale (1, -2.5,\n"
                             "1e-3); nan and inf are refused. Units: seconds, positions in any unit L, L/s, L/s^2:\n"
                             "every duration and time given or printed is in seconds, but for the milliseconds that\n"
                             "export writes for css, qml-bezier and timeline, as CSS and QML count time.\n";

const char ModelsIntro[] = "Models. The options are the parameters of a motion spec (docs/motion-spec.md) in\n"
                           "kebab case: startVelocity is --start-velocity. Defaults in brackets; options that\n"
                           "set the same quantity (--damping and --damping-ratio) cannot be combined.\n";

const char ModelsNotes[] = "  Every model but gravity takes --tolerance [{tolerance}]: a fraction of the distance\n"
                           "  from the start to the end; the motion has settled once it stays that close to\n"
                           "  its end. A motion on its own runs from --start-position 100 down to its end at 0;\n"
                           "  gravity and acceleration are negative, velocities positive away from the end.\n"
                           "  Renamed: --x0 and --height are --start-position, --v0 is --start-velocity,\n"
                           "  --xT and --x1 are --end-position, --vT and --v1 are --end-velocity.\n";

const char SampleHelp[] = "sample\n"
                          "  Prints CSV: the header t,position,velocity, then one row per time, numbers with\n"
                          "  17 significant digits (they read back exactly).\n"
                          "  --at=T1,T2,...   the times; negative times are allowed except for a bounce.\n"
                          "  --samples=N      N evenly spaced times from 0 to --until inclusive (N = 1: t = 0).\n"
                          "  --until=T        the last time (> 0); by default the settle time (see info), so\n"
                          "                   a motion that never settles needs it.\n";

const char SolveHelp[] = "solve decay\n"
                         "  Solves an exponential decay (dv/dt = -lambda v) from end conditions, through the\n"
                         "  Lambert W function, from --start-position [100]. Prints key=value lines:\n"
                         "  --end-position --end-velocity --duration      start_velocity=...  lambda=...\n"
                         "  --end-position --start-velocity --duration    end_velocity=...    lambda=...\n"
                         "  --end-position --start-velocity --end-velocity  lambda=...        duration=...\n"
                         "  Velocities must have the sign of the displacement; lambda < 0 (growth) is\n"
                         "  returned when the data ask for it.\n";

const char InfoHelp[] = "info\n"
                        "  Prints key=value lines, numbers in the shortest form that reads back exactly:\n"
                        "  model=, the spring's regime (undamped, underdamped, critically-damped,\n"
                        "  overdamped), every parameter of the model in snake case (start_position=,\n"
                        "  damping_ratio=, ...), given or resolved, derived figures (frequencies, half\n"
                        "  life, bounce count, ...), final_position=, tolerance= and settle_time= (when it\n"
                        "  stays within tolerance times |final_position - start_position| of its end;\n"
                        "  never, when it does not settle).\n";

const char ExportHelp[] = "export\n"
                          "  Writes the motion normalised to an easing curve, from its start (0) to its end\n"
                          "  (1), over the physical duration: until it settles within --tolerance, or, with\n"
                          "  --reach=X, until it first reaches X (a decay; gravity reaches its floor at 0 by\n"
                          "  default); or, for spec, cpp and qml, the motion itself as the library plays it,\n"
                          "  between an animation's own values. --format is one of\n"
                          "    css         transition-duration in ms and a linear() timing function within\n"
                          "                --allowed-error\n"
                          "    qml-bezier  duration in whole ms (QML's) and easing.bezierCurve (at most 10 cubic\n"
                          "                segments, Qt 6.4's limit), with its maximum error\n"
                          "    timeline    a Qt Quick Timeline KeyframeGroup within --allowed-error, frames in ms\n"
                          "    json        the model, the normalisation, the duration in seconds, and linear()\n"
                          "                points within --allowed-error: allowedError is that bound, maxError\n"
                          "                the error measured\n"
                          "    csv         t,position,velocity over the duration, t in seconds (--samples=N,\n"
                          "                default {csv-samples})\n"
                          "    svg         a plot of position over time in seconds, the settle time and\n"
                          "                tolerance marked, animated: a dot runs along the curve in real time\n"
                          "    spec        the motion's spec, its parameters in the model's order (a preset or\n"
                          "                options give the spec they stand for)\n"
                          "    cpp         a C++ line: animation->setMotionSpec(QStringLiteral(\"<spec>\"));\n"
                          "                for an Impetus::MotionAnimation *animation\n"
                          "    qml         a QML line: Behavior on x { SpringMotion { motion: \"<spec>\" } },\n"
                          "                with the model's type (DecayMotion, GravityMotion, BounceMotion,\n"
                          "                FlingMotion)\n"
                          "  --allowed-error=E  the error allowed to the css, timeline and json approximations, a\n"
                          "                     fraction of the distance in (0, 1) [{allowed-error}]; the comments\n"
                          "                     state the error measured. --max-error=E is its old name, still\n"
                          "                     taken (deprecated); before that it was --tolerance, which now\n"
                          "                     means only the motion's settling tolerance.\n";

const char PresetsHelp[] = "presets\n"
                           "  Prints every preset --motion takes, one a line: its name, a tab, its spec.\n";

const char ErrorsHelp[] = "Errors\n"
                          "  An invalid, missing, unknown or unparsable option, or a sample beyond the range\n"
                          "  of doubles, prints one line on stderr naming the option (or, in --motion, the\n"
                          "  column and the parameter), the rule and the value given, prints nothing on\n"
                          "  stdout, and exits with status 2; so does a request the memory cannot serve.\n"
                          "  Output that cannot be written exits with status 1 and a message. Output is\n"
                          "  written as it is made: 10^7 samples take no more memory than 10.\n";

const char Examples[] = "Examples\n"
                        "  impetus sample spring --stiffness=100 --damping=4 --start-position=1 --at=0,0.1,0.2\n"
                        "  impetus sample bounce --start-position=300 --restitution=0.6 --samples=50\n"
                        "  impetus solve decay --start-position=0 --end-position=100 --end-velocity=10 --duration=1\n"
                        "  impetus info --motion=material.standard.spatial.default\n"
                        "  impetus info spring --duration=0.5 --bounce=0.3\n"
                        "  impetus export --motion='swiftui.bouncy(startVelocity: 300)' --format=css\n"
                        "  impetus export bounce --start-position=1 --gravity=-9.81 --format=qml-bezier\n"
                        "  impetus export --motion=swiftui.bouncy --format=qml\n"
                        "  impetus presets\n";

// A part of the help with its defaults written in from the constants that hold them.
QString filled(const char *part)
{
    return QString::fromLatin1(part)
            .replace(QLatin1String("{tolerance}"), shortest(MotionSpec::DefaultTolerance))
            .replace(QLatin1String("{allowed-error}"), shortest(LinearApproximation::DefaultAllowedError))
            .replace(QLatin1String("{csv-samples}"), QString::number(DefaultCsvSamples));
}

// Each command's part, in the order of the whole help.
const std::pair<const char *, const char *> Commands[] = {
    { "sample", SampleHelp }, { "solve", SolveHelp },     { "info", InfoHelp },
    { "export", ExportHelp }, { "presets", PresetsHelp },
};

} // namespace

QStringList helpTopics()
{
    QStringList topics;
    for (const auto &[name, help] : Commands)
        topics.append(QLatin1String(name));
    for (const auto &[model, description] : Models)
        topics.append(MotionSpec::modelName(model));
    return topics;
}

QString helpText(const QString &topic, const QString &model)
{
    const QString title =
            QStringLiteral("impetus - exact, closed-form motion curves (Impetus " IMPETUS_VERSION ")\n\n");
    const auto models = [](const QString &only) {
        return QLatin1String(ModelsIntro) + Tool::models(only) + filled(ModelsNotes);
    };
    if (topic.isEmpty()) {
        QString text = title + QLatin1String(Usage) + QLatin1Char('\n') + QLatin1String(MotionOptions)
                + QLatin1Char('\n') + models(QString()) + QLatin1Char('\n');
        for (const auto &[name, help] : Commands)
            text += filled(help) + QLatin1Char('\n');
        return text + QLatin1String(ErrorsHelp) + QLatin1Char('\n') + QLatin1String(Examples);
    }
    for (const auto &[name, help] : Commands) {
        if (topic != QLatin1String(name))
            continue;
        // The command's usage lines, what a motion is (for the commands that take one), the
        // models' options (only the model named, if one is), the command, the errors.
        QString text = title + QLatin1String("Usage:\n");
        for (const QString &line : QString::fromLatin1(Usage).split(QLatin1Char('\n'))) {
            if (line.startsWith(QLatin1String("  impetus ") + topic + QLatin1Char(' '))
                || line == QLatin1String("  impetus ") + topic)
                text += line + QLatin1Char('\n');
        }
        text += QLatin1Char('\n');
        if (topic != QLatin1String("presets")) {
            if (topic != QLatin1String("solve"))
                text += QLatin1String(MotionOptions) + QLatin1Char('\n');
            text += models(topic == QLatin1String("solve") ? QStringLiteral("decay") : model) + QLatin1Char('\n');
        }
        return text + filled(help) + QLatin1Char('\n') + QLatin1String(ErrorsHelp);
    }
    // A model: its options.
    return title + models(topic);
}

} // namespace Impetus::Tool
