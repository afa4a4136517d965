// SPDX-License-Identifier: MIT
#ifndef IMPETUS_TOOL_CLI_H
#define IMPETUS_TOOL_CLI_H

#include <QtCore/qbytearray.h>
#include <QtCore/qstringlist.h>

namespace Impetus::Tool {

/*
    Runs one invocation of the tool on its arguments (without the program name) and
    returns what goes to stdout. Throws UsageError (commandline.h) for anything the
    contract answers with status 2.
*/
QByteArray run(const QStringList &arguments);

} // namespace Impetus::Tool

#endif
