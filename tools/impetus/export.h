// SPDX-License-Identifier: MIT
#ifndef IMPETUS_TOOL_EXPORT_H
#define IMPETUS_TOOL_EXPORT_H

#include "commandline.h"

#include <impetus/motion.h>

namespace Impetus::Tool {

// The options `export` takes besides the model's.
QStringList exportOptions();

// `impetus export`: the motion as CSS, QML, a Timeline, JSON, CSV or an SVG plot.
QByteArray exportMotion(const Motion &motion, const QString &model, const Options &options);

} // namespace Impetus::Tool

#endif
