// SPDX-License-Identifier: MIT
#ifndef IMPETUS_TOOL_MODELS_H
#define IMPETUS_TOOL_MODELS_H

#include "commandline.h"

#include <impetus/motionspec.h>

#include <functional>
#include <utility>

namespace Impetus::Tool {

/*
    The motion a command line describes: `<model> --name=VALUE...` (each option a parameter
    of Impetus::MotionSpec, its name in kebab case) or `--motion=SPEC`. The tool reads it
    and MotionSpec resolves it: the tool has no parameter rule of its own.
*/
struct MotionArgument
{
    MotionSpec spec;
    // How a parameter is named to the user: --damping-ratio after options, dampingRatio
    // after --motion.
    std::function<QString(const QString &)> name;
    // The parameter set to value as the user writes it: --reach=X, or reach: X.
    QString assignment(const QString &parameter, const QString &value) const
    {
        const QString written = name(parameter);
        return written + (written == parameter ? QLatin1String(": ") : QLatin1String("=")) + value;
    }
};

// "dampingRatio" -> "damping-ratio", and back; the latter is empty for a name that is
// not a kebab-case spelling.
QString optionName(const QString &parameter);
QString parameterName(const QString &option);

// The spec of `model` and its options (model empty: --motion=SPEC), valid, or a
// UsageError with the spec's message. commandOptions are the command's own options;
// parameters, when not empty, the only parameters the command takes.
MotionArgument readMotion(const QString &model, const Options &options, const QStringList &commandOptions,
                          const QString &context, const QStringList &parameters = {});

// What `solve decay` prints for a decay given by its end conditions, in order:
// start_velocity and lambda, end_velocity and lambda, or lambda and duration.
QList<std::pair<QString, double>> solution(const MotionSpec &spec);

// key=value lines for `impetus info`.
QList<std::pair<QString, QString>> describe(const MotionSpec &spec);

// The spec as text with its parameters in the model's order: the same for every way of
// writing the same motion (a plot's title).
QString canonicalText(const MotionSpec &spec);

// The numbers of `info`: the shortest text that reads back to the same double, -0 as 0.
QString figure(double value);

} // namespace Impetus::Tool

#endif
