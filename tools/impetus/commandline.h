// SPDX-License-Identifier: MIT
#ifndef IMPETUS_TOOL_COMMANDLINE_H
#define IMPETUS_TOOL_COMMANDLINE_H

#include <QtCore/qlist.h>
#include <QtCore/qstring.h>
#include <QtCore/qstringlist.h>

#include <stdexcept>
#include <utility>

namespace Impetus::Tool {

/*
    A usage error: the tool prints "impetus: <message>" on one line of stderr and exits
    with status 2. Messages name the option (as --name), the rule and the value given.
*/
class UsageError : public std::runtime_error
{
public:
    explicit UsageError(const QString &message) : std::runtime_error(message.toStdString()) { }
};

/*
    The --name=value options after the command words. Values are kept as typed so that
    errors can quote them; the typed accessors throw UsageError.
*/
class Options
{
public:
    // Throws on a token that is not --name=value and on a repeated name.
    explicit Options(const QStringList &tokens);

    bool has(const QString &name) const;
    QStringList names() const; // in the order given
    QString text(const QString &name) const; // the value as typed; empty if absent

    // A finite number (C locale); nan and inf are refused.
    double number(const QString &name) const;
    double number(const QString &name, double fallback) const;
    // An integer in [minimum, maximum].
    qint64 integer(const QString &name, qint64 minimum, qint64 maximum) const;
    // A comma-separated list of finite numbers.
    QList<double> numbers(const QString &name) const;

private:
    QList<std::pair<QString, QString>> m_values;
};

// "--name".
QString option(const QString &name);

// Shortest text that reads back to the same double (for messages).
QString shortest(double value);

// %.17g, with -0 printed as 0: the exact-round-trip form of the tool's output.
QString exact(double value);
// One CSV row of `sample` and `export --format=csv`: "t,position,velocity\n" in exact() form.
QByteArray csvRow(double t, double position, double velocity);

} // namespace Impetus::Tool

#endif
