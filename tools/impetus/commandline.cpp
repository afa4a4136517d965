// SPDX-License-Identifier: MIT
#include "commandline.h"

#include <impetus/motionspec.h>

#include <QtCore/qlocale.h>

#include <cmath>
#include <cstdio>

namespace Impetus::Tool {

QString option(const QString &name)
{
    return QLatin1String("--") + name;
}

QString shortest(double value)
{
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

QString exact(double value)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "%.17g", value == 0 ? 0.0 : value);
    return QString::fromLatin1(buffer);
}

QByteArray csvRow(double t, double position, double velocity)
{
    char buffer[96];
    const auto zero = [](double value) { return value == 0 ? 0.0 : value; }; // -0 is 0, as exact() has it
    const int length =
            std::snprintf(buffer, sizeof buffer, "%.17g,%.17g,%.17g\n", zero(t), zero(position), zero(velocity));
    return QByteArray(buffer, length);
}

Options::Options(const QStringList &tokens)
{
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QString &token = tokens.at(i);
        const qsizetype equals = token.indexOf(QLatin1Char('='));
        if (!token.startsWith(QLatin1String("--")) || equals < 3) {
            if (token.startsWith(QLatin1String("--"))) {
                // "--mass 2": quote the value the user meant.
                const QString next = tokens.value(i + 1);
                const bool valueFollows = !next.isEmpty() && !next.startsWith(QLatin1String("--"));
                throw UsageError(token + QLatin1String(" must be written ") + token + QLatin1Char('=')
                                 + (valueFollows ? next : QStringLiteral("VALUE")) + QLatin1String(", but got '")
                                 + token + (valueFollows ? QLatin1Char(' ') + next : QString()) + QLatin1Char('\''));
            }
            throw UsageError(QLatin1String("unexpected argument '") + token
                             + QLatin1String("': options are written --name=VALUE"));
        }
        const QString name = token.mid(2, equals - 2);
        const QString value = token.mid(equals + 1);
        if (has(name)) {
            throw UsageError(option(name) + QLatin1String(" must be given once, but got ") + option(name)
                             + QLatin1Char('=') + text(name) + QLatin1String(" and ") + token);
        }
        m_values.append({ name, value });
    }
}

bool Options::has(const QString &name) const
{
    for (const auto &entry : m_values) {
        if (entry.first == name)
            return true;
    }
    return false;
}

QStringList Options::names() const
{
    QStringList result;
    for (const auto &entry : m_values)
        result.append(entry.first);
    return result;
}

QString Options::text(const QString &name) const
{
    for (const auto &entry : m_values) {
        if (entry.first == name)
            return entry.second;
    }
    return {};
}

double Options::number(const QString &name) const
{
    double value = 0;
    const QString rule = MotionSpec::readNumber(text(name), &value);
    if (!rule.isEmpty())
        throw UsageError(option(name) + QLatin1String(" must be ") + rule + QLatin1String(", but got '") + text(name)
                         + QLatin1Char('\''));
    return value;
}

double Options::number(const QString &name, double fallback) const
{
    return has(name) ? number(name) : fallback;
}

qint64 Options::integer(const QString &name, qint64 minimum, qint64 maximum) const
{
    double number = 0;
    const bool ok = MotionSpec::readNumber(text(name), &number).isEmpty() && number == std::floor(number);
    const qint64 value = ok && number >= double(minimum) && number <= double(maximum) ? qint64(number) : minimum;
    if (!ok || number < double(minimum) || number > double(maximum)) {
        throw UsageError(option(name) + QLatin1String(" must be an integer in [") + QString::number(minimum)
                         + QLatin1String(", ") + QString::number(maximum) + QLatin1String("], but got '") + text(name)
                         + QLatin1Char('\''));
    }
    return value;
}

QList<double> Options::numbers(const QString &name) const
{
    QList<double> values;
    const QStringList items = text(name).split(QLatin1Char(','));
    for (const QString &item : items) {
        double value = 0;
        if (!MotionSpec::readNumber(item, &value).isEmpty()) {
            throw UsageError(option(name)
                             + QLatin1String(" must be a comma-separated list of finite numbers, but got '")
                             + text(name) + QLatin1String("' (item '") + item + QLatin1String("')"));
        }
        values.append(value);
    }
    return values;
}

} // namespace Impetus::Tool
