// SPDX-License-Identifier: MIT
#ifndef IMPETUS_TOOL_MODELS_H
#define IMPETUS_TOOL_MODELS_H

#include "commandline.h"

#include <impetus/motion.h>

#include <utility>

namespace Impetus::Tool {

/*
    One way of giving a model on the command line: the options it needs and those it
    may take. A model name has several forms; the options given pick one.
*/
struct Form
{
    QString model;      // spring, decay, gravity, bounce
    QStringList required;
    QStringList optional;
    QString description;
};

// The forms of every model, in the order --help lists them.
const QList<Form> &forms();

// The form the given model options select (command options are ignored), or a
// UsageError saying what is missing or what does not belong.
Form selectForm(const QString &model, const Options &options, const QStringList &commandOptions,
                const QString &context, bool solving = false);

// What a solving form found, in the order `solve` prints it: v0 and lambda, vT and
// lambda, or lambda and duration.
using Solution = QList<std::pair<QString, double>>;

// The motion the options describe (throws UsageError for bad values); a solving form
// also fills *solution when given.
Motion buildMotion(const Form &form, const Options &options, Solution *solution = nullptr);

// key=value lines for `impetus info`.
QList<std::pair<QString, QString>> describe(const Motion &motion, const Form &form, double tolerance);

} // namespace Impetus::Tool

#endif
