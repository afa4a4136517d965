// SPDX-License-Identifier: MIT
#ifndef IMPETUS_TOOL_HELP_H
#define IMPETUS_TOOL_HELP_H

#include <QtCore/qstring.h>
#include <QtCore/qstringlist.h>

namespace Impetus::Tool {

// The topics `impetus help` takes: the commands and the models.
QStringList helpTopics();
// The whole help without a topic; a command's usage, options and rules; a model's options.
// A command's help shows the options of the model named, or of every model.
QString helpText(const QString &topic = QString(), const QString &model = QString());

} // namespace Impetus::Tool

#endif
