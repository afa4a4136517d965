// SPDX-License-Identifier: MIT
#ifndef IMPETUS_TOOL_HELP_H
#define IMPETUS_TOOL_HELP_H

#include <QtCore/qstring.h>

namespace Impetus::Tool {

QString helpText();

} // namespace Impetus::Tool

#endif
