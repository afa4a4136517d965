// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTION_H
#define IMPETUS_MOTION_H

#include <impetus/bounce.h>
#include <impetus/exponentialdecay.h>
#include <impetus/gravity.h>
#include <impetus/spring.h>

#include <optional>
#include <variant>

QT_BEGIN_NAMESPACE
class QDataStream;
class QJsonObject;
QT_END_NAMESPACE

namespace Impetus {

/*!
    Any model, as one value: what QEasingCurve is to curve types, Motion is to Spring,
    ExponentialDecay, Gravity and Bounce. It forwards the common surface (position,
    velocity, settleTime, isAtRest, finalPosition, isValid, error) to the model it holds,
    without heap allocation. A default-constructed Motion holds nothing and is invalid.

    Motion is a registered metatype (QVariant::fromValue) with QDataStream operators and
    a JSON form; both store the model's parameters exactly and round-trip to an equal
    Motion. Reading checks everything a factory checks: bad data gives an invalid Motion
    with a message, never a crash.
*/
class IMPETUS_CORE_EXPORT Motion
{
    Q_GADGET
    Q_PROPERTY(Type type READ type CONSTANT FINAL)
    Q_PROPERTY(bool valid READ isValid CONSTANT FINAL)

public:
    enum class Type { None, Spring, ExponentialDecay, Gravity, Bounce };
    Q_ENUM(Type)

    Motion() noexcept = default;
    Motion(const Impetus::Spring &spring) noexcept : m_model(spring) { }
    Motion(const Impetus::ExponentialDecay &decay) noexcept : m_model(decay) { }
    Motion(const Impetus::Gravity &gravity) noexcept : m_model(gravity) { }
    Motion(const Impetus::Bounce &bounce) noexcept : m_model(bounce) { }

    Type type() const noexcept { return static_cast<Type>(m_model.index()); }
    bool isNull() const noexcept { return type() == Type::None; }

    /*! The model held, if it is a Model. */
    template<typename Model>
    std::optional<Model> model() const noexcept
    {
        if (const Model *model = std::get_if<Model>(&m_model))
            return *model;
        return std::nullopt;
    }

    bool isValid() const noexcept;
    InvalidParameter error() const noexcept;

    double position(double t) const noexcept;
    double velocity(double t) const noexcept;
    double finalPosition() const noexcept;
    double settleTime(double tolerance) const noexcept;
    bool isAtRest(double t, double tolerance) const noexcept { return t >= settleTime(tolerance); }

    /*! {"type": "spring", "mass": 1, ...}: the model's type and parameters. Doubles are
        written in the shortest form that reads back exactly. */
    QJsonObject toJson() const;
    /*! The Motion toJson() wrote. On bad input the result is invalid and *errorMessage (if
        given) says which key is missing or wrong. */
    static Motion fromJson(const QJsonObject &json, QString *errorMessage = nullptr);

    friend bool operator==(const Motion &a, const Motion &b) noexcept { return a.m_model == b.m_model; }
    friend bool operator!=(const Motion &a, const Motion &b) noexcept { return !(a == b); }
    friend IMPETUS_CORE_EXPORT QDebug operator<<(QDebug debug, const Motion &motion);

private:
    std::variant<std::monostate, Impetus::Spring, Impetus::ExponentialDecay, Impetus::Gravity,
                 Impetus::Bounce>
            m_model;
};

/*! Version 1: a type byte then the model's parameters as IEEE doubles. */
IMPETUS_CORE_EXPORT QDataStream &operator<<(QDataStream &stream, const Motion &motion);
IMPETUS_CORE_EXPORT QDataStream &operator>>(QDataStream &stream, Motion &motion);

} // namespace Impetus

#endif
