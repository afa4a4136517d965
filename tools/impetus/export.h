// SPDX-License-Identifier: MIT
#ifndef IMPETUS_TOOL_EXPORT_H
#define IMPETUS_TOOL_EXPORT_H

#include "cli.h"
#include "commandline.h"
#include "models.h"

namespace Impetus::Tool {

// The rows of --format=csv unless --samples says.
constexpr int DefaultCsvSamples = 101;

// The options `export` takes besides the motion's.
QStringList exportOptions();

// `impetus export`: the spec's easing as CSS, QML, a Timeline, JSON, CSV or an SVG plot.
void exportMotion(const MotionArgument &argument, const Options &options, Output &out);

} // namespace Impetus::Tool

#endif
