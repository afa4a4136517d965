// SPDX-License-Identifier: MIT
#include "invalidparameter.h"

#include <QtCore/qlocale.h>

#include <cmath>

namespace Impetus {

QString InvalidParameter::message() const
{
    if (isNull())
        return {};
    return QLatin1String(m_parameter) + QLatin1String(" must be ") + QLatin1String(m_rule) + QLatin1String(", but got ")
            + QString::number(m_value, 'g', QLocale::FloatingPointShortest);
}

InvalidParameter InvalidParameter::first(std::initializer_list<InvalidParameter> checks) noexcept
{
    for (const InvalidParameter &check : checks) {
        if (!check.isNull())
            return check;
    }
    return {};
}

InvalidParameter InvalidParameter::finite(const char *parameter, double value) noexcept
{
    return std::isfinite(value) ? InvalidParameter() : InvalidParameter(parameter, "finite", value);
}

// Non-finite values are reported as such first: "must be > 0, but got nan" would mislead.
static InvalidParameter finiteAnd(const char *parameter, double value, bool obeys, const char *rule) noexcept
{
    if (!std::isfinite(value))
        return InvalidParameter(parameter, "finite", value);
    return obeys ? InvalidParameter() : InvalidParameter(parameter, rule, value);
}

InvalidParameter InvalidParameter::positive(const char *parameter, double value) noexcept
{
    return finiteAnd(parameter, value, value > 0, "> 0");
}

InvalidParameter InvalidParameter::nonNegative(const char *parameter, double value) noexcept
{
    return finiteAnd(parameter, value, value >= 0, ">= 0");
}

InvalidParameter InvalidParameter::negative(const char *parameter, double value) noexcept
{
    return finiteAnd(parameter, value, value < 0, "< 0");
}

InvalidParameter InvalidParameter::nonZero(const char *parameter, double value) noexcept
{
    return finiteAnd(parameter, value, value != 0, "non-zero");
}

} // namespace Impetus
