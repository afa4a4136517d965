// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTION_H
#define IMPETUS_MOTION_H

#include <impetus/bounce.h>
#include <impetus/exponentialdecay.h>
#include <impetus/fling.h>
#include <impetus/gravity.h>
#include <impetus/spring.h>

#include <optional>
#include <variant>

QT_BEGIN_NAMESPACE
class QDataStream;
class QJsonObject;
QT_END_NAMESPACE

/*! Exact, closed-form physical motion for Qt. Impetus::Core (QtCore only) holds the models
    (Spring, ExponentialDecay, Gravity, Bounce, Fling), Motion, which holds any of them, Easing and
    its exact QEasingCurve, BezierApproximation and LinearApproximation, the MotionAnimation
    family and the Lambert W function; Impetus::Widgets holds MotionPlot, MotionPreview,
    MotionEditor and the into-view helpers (intoview.h). Units: seconds; positions in any
    unit L; velocities in L/s; accelerations in L/s^2; decay rates (lambda) in 1/s. */
namespace Impetus {

/*!
    Any model, as one value: what QEasingCurve is to curve types, Motion is to Spring,
    ExponentialDecay, Gravity, Bounce and Fling. It forwards the common surface (position,
    velocity, settleTime, isAtRest, finalPosition, isValid, error) to the model it holds,
    without heap allocation. A default-constructed Motion holds nothing and is invalid.

    Motion is a registered metatype (QVariant::fromValue) with QDataStream operators and
    a JSON form; both store the model's parameters exactly and round-trip a valid Motion
    to an equal Motion (an invalid one is written as type "none" and reads back null).
    Reading checks everything a factory checks: bad data gives an invalid Motion
    with a message, never a crash.
*/
class IMPETUS_CORE_EXPORT Motion
{
    Q_GADGET
    Q_PROPERTY(Type type READ type CONSTANT FINAL)
    Q_PROPERTY(bool valid READ isValid CONSTANT FINAL)

public:
    /*! Which model a Motion holds. */
    enum class Type { None, Spring, ExponentialDecay, Gravity, Bounce, Fling };
    Q_ENUM(Type)
    /*! \var Type::None
        Nothing: a default-constructed Motion, null and invalid. */
    /*! \var Type::Spring
        A Spring. */
    /*! \var Type::ExponentialDecay
        An ExponentialDecay. */
    /*! \var Type::Gravity
        A Gravity. */
    /*! \var Type::Bounce
        A Bounce. */
    /*! \var Type::Fling
        A Fling. */

    /*! A null Motion: it holds nothing, is invalid and evaluates to 0. */
    Motion() noexcept = default;
    /*! Holds spring. Each model converts implicitly to a Motion. */
    Motion(const Impetus::Spring &spring) noexcept : m_model(spring) { }
    /*! Holds decay. */
    Motion(const Impetus::ExponentialDecay &decay) noexcept : m_model(decay) { }
    /*! Holds gravity. */
    Motion(const Impetus::Gravity &gravity) noexcept : m_model(gravity) { }
    /*! Holds bounce. */
    Motion(const Impetus::Bounce &bounce) noexcept : m_model(bounce) { }
    /*! Holds fling. */
    Motion(const Impetus::Fling &fling) noexcept : m_model(fling) { }

    /*! The type of the model held; Type::None for a null Motion. */
    Type type() const noexcept { return static_cast<Type>(m_model.index()); }
    /*! True when no model is held (a default-constructed Motion). */
    bool isNull() const noexcept { return type() == Type::None; }

    /*! The model held, if it is a Model. */
    template<typename Model> std::optional<Model> model() const noexcept
    {
        if (const Model *model = std::get_if<Model>(&m_model))
            return *model;
        return std::nullopt;
    }

    /*! Whether a model is held and it is valid. */
    bool isValid() const noexcept;
    /*! The model's error, null when it is valid; for a null Motion, "model must be set (a
        spring, decay, gravity, bounce or fling), but got 0". */
    InvalidParameter error() const noexcept;

    /*! The model's position at t seconds, in L; 0 for a null Motion. noexcept and never
        NaN. */
    double position(double t) const noexcept;
    /*! The model's velocity at t seconds, in L/s; 0 for a null Motion. noexcept and never
        NaN. */
    double velocity(double t) const noexcept;
    /*! The model's final position, in L (+-infinity where it has none, as for a Gravity
        motion that moves); 0 for a null Motion. */
    double finalPosition() const noexcept;
    /*! The model's settle time for band (a distance, in L), in seconds: from then on the position
        stays within band of finalPosition(); +infinity if it never settles, 0 for a
        null Motion. */
    double settleTime(double band) const noexcept;
    /*! Whether t >= settleTime(band): from t on, the position stays within band
        of finalPosition(). */
    bool isAtRest(double t, double band) const noexcept { return t >= settleTime(band); }

    /*! {"type": "spring", "stiffness": 700, "dampingRatio": 0.9}: the model's type and
        its spec's parameters (MotionSpec::fromMotion(), defaults left out). Doubles are
        written in the shortest form that reads back exactly. */
    QJsonObject toJson() const;
    /*! The Motion toJson() wrote, resolved as a spec (MotionSpec::fromParameters()); the
        names of version 1 (x0, v0, a bounce's height and velocity) are read too. On bad
        input the result is invalid and *errorMessage (if given) says which key is wrong. */
    static Motion fromJson(const QJsonObject &json, QString *errorMessage = nullptr);

    /*! The motion as a spec (MotionSpec::fromMotion()), such as
        "spring(stiffness: 700, dampingRatio: 0.9)": fromSpec() reads it back as an equal
        Motion, bit for bit. Empty for a null or invalid Motion. */
    QString toSpec() const;
    /*! The motion a spec or preset name describes (MotionSpec::parse()), with every default
        applied. On a bad spec the result is null and *errorMessage (if given) says where
        and why: "column 8: stiffness must be > 0, but got -1". */
    static Motion fromSpec(QStringView spec, QString *errorMessage = nullptr);

    /*! True when a and b hold the same type of model and the models are equal; two null
        Motions are equal. */
    friend bool operator==(const Motion &a, const Motion &b) noexcept { return a.m_model == b.m_model; }
    /*! The negation of operator==(). */
    friend bool operator!=(const Motion &a, const Motion &b) noexcept { return !(a == b); }
    /*! Writes the model as its own operator<<() does, or "Impetus::Motion()" for a null
        Motion. */
    friend IMPETUS_CORE_EXPORT QDebug operator<<(QDebug debug, const Motion &motion);

private:
    std::variant<std::monostate, Impetus::Spring, Impetus::ExponentialDecay, Impetus::Gravity, Impetus::Bounce,
                 Impetus::Fling>
            m_model;
};

/*! Writes the motion exactly, in version 2 of the format: the version byte, the type name
    ("spring", "decay", "gravity", "bounce", "fling", or "none" for a null or invalid Motion),
    the number of parameters, then each parameter of its spec (MotionSpec::fromMotion(): the
    spec's names, those at their defaults left out) as its name and an IEEE double,
    whatever the stream's floating-point precision. */
IMPETUS_CORE_EXPORT QDataStream &operator<<(QDataStream &stream, const Motion &motion);
/*! Reads a Motion written by operator<<() (version 2, or version 1 with every parameter)
    and resolves it as a spec (MotionSpec::fromParameters()), which checks every value:
    bad parameters, or a type other than spring, decay, gravity, bounce or fling, give a null
    Motion. An unknown version gives a null Motion and sets the stream's status to
    QDataStream::ReadCorruptData. */
IMPETUS_CORE_EXPORT QDataStream &operator>>(QDataStream &stream, Motion &motion);

} // namespace Impetus

#endif
