// SPDX-License-Identifier: MIT
#ifndef IMPETUS_TOOL_EXPORT_H
#define IMPETUS_TOOL_EXPORT_H

#include "cli.h"
#include "commandline.h"
#include "models.h"

#include <impetus/approximation.h>

namespace Impetus::Tool {

// The rows of --format=csv unless --samples says.
constexpr int DefaultCsvSamples = 101;

// The options `export` takes besides the motion's.
QStringList exportOptions();

/*
    The approximation a format's text carries instead of the exact easing, and the error the
    text states for it (in its comment; json's "maxError"), as a fraction of the distance:
    what a front end draws over the exact curve (impetus-studio). css, timeline and json
    carry linear (and the error of css's or the timeline's printed text, or the points'),
    qml-bezier carries bezier; csv and svg carry the motion itself (no approximation, error 0).
    exportMotion() writes its text from this very fit.
*/
struct ExportFit
{
    LinearApproximation linear;
    BezierApproximation bezier;
    bool isBezier = false;
    bool isLinear = false;
    double error = 0;
};
ExportFit exportFit(const QString &format, const Easing &easing, double allowedError);
// The error each format that approximates states for easing (css, qml-bezier, timeline, json),
// as exportFit() gives it, from one fit of each kind.
QList<std::pair<QString, double>> statedErrors(const Easing &easing, double allowedError);

// The formats `export` writes, in the order --help lists them: the easing's, then the spec's
// (spec, cpp, qml).
const QStringList &exportFormats();

// Whether format writes the motion as the library plays it (spec, cpp, qml): its spec, for
// an animation to place between its own values, with no easing, duration or error.
bool isSpecFormat(const QString &format);

// text as a C++ or QML string literal: in double quotes, with backslash and double quote
// escaped (the same rules in both languages for these; a spec's text is one line).
QString stringLiteral(const QString &text);

// An error as the comments state it: three digits, rounded up, so that it is a bound.
QString errorBound(double error);

// `impetus export`: the spec's easing as CSS, QML, a Timeline, JSON, CSV or an SVG plot, or
// the motion itself as its spec text, a C++ line or a QML Behavior.
void exportMotion(const MotionArgument &argument, const Options &options, Output &out);

} // namespace Impetus::Tool

#endif
