// SPDX-License-Identifier: MIT
#ifndef IMPETUS_INVALIDPARAMETER_H
#define IMPETUS_INVALIDPARAMETER_H

#include <impetus/impetuscore_export.h>

#include <QtCore/qstring.h>

#include <initializer_list>

namespace Impetus {

/*!
    Why a model could not be built: the parameter, the rule it breaks and the value
    it was given. A null InvalidParameter means "no problem".

    It holds two string literals and a double, so models stay free of heap data;
    message() renders it as "mass must be > 0, but got -1".
*/
class IMPETUS_CORE_EXPORT InvalidParameter
{
public:
    /*! A null InvalidParameter: no problem. */
    constexpr InvalidParameter() noexcept = default;
    /*! "parameter must be rule, but got value". The two strings are not copied: pass string
        literals, or strings that outlive this object and its copies. */
    constexpr InvalidParameter(const char *parameter, const char *rule, double value) noexcept
        : m_parameter(parameter), m_rule(rule), m_value(value)
    {
    }

    /*! True for "no problem": no parameter is named. */
    constexpr bool isNull() const noexcept { return m_parameter == nullptr; }
    /*! The name of the parameter, such as "mass"; nullptr when null. */
    constexpr const char *parameter() const noexcept { return m_parameter; }
    /*! The rule it breaks, such as "> 0"; nullptr when null. */
    constexpr const char *rule() const noexcept { return m_rule; }
    /*! The value the parameter was given (0 when null). */
    constexpr double value() const noexcept { return m_value; }

    /*! "<parameter> must be <rule>, but got <value>", or an empty string when null.
        The value is printed in the shortest form that reads back exactly. */
    QString message() const;

    /*! The first non-null entry: checks are written in the order they are reported. */
    static InvalidParameter first(std::initializer_list<InvalidParameter> checks) noexcept;

    // The rules shared by every model. Each returns null when the value obeys it.
    /*! Null if value is finite, else "parameter must be finite". */
    static InvalidParameter finite(const char *parameter, double value) noexcept;
    /*! Null if value is finite and > 0; else "must be finite" for infinities and NaN, "must
        be > 0" otherwise. */
    static InvalidParameter positive(const char *parameter, double value) noexcept;
    /*! Null if value is finite and >= 0; else "must be finite" for infinities and NaN,
        "must be >= 0" otherwise. */
    static InvalidParameter nonNegative(const char *parameter, double value) noexcept;
    /*! Null if value is finite and < 0; else "must be finite" for infinities and NaN, "must
        be < 0" otherwise. */
    static InvalidParameter negative(const char *parameter, double value) noexcept;
    /*! Null if value is finite and non-zero; else "must be finite" for infinities and NaN,
        "must be non-zero" otherwise. */
    static InvalidParameter nonZero(const char *parameter, double value) noexcept;

    /*! True when a and b hold the same parameter and rule pointers (the same string
        literals: the texts are not compared) and equal values, NaN being equal to NaN. Two
        null InvalidParameters are equal. */
    friend constexpr bool operator==(const InvalidParameter &a, const InvalidParameter &b) noexcept
    {
        return a.m_parameter == b.m_parameter && a.m_rule == b.m_rule
                && (a.m_value == b.m_value || (a.m_value != a.m_value && b.m_value != b.m_value));
    }
    /*! The negation of operator==(). */
    friend constexpr bool operator!=(const InvalidParameter &a, const InvalidParameter &b) noexcept
    {
        return !(a == b);
    }

private:
    const char *m_parameter = nullptr;
    const char *m_rule = nullptr;
    double m_value = 0;
};

} // namespace Impetus

#endif
