// SPDX-License-Identifier: MIT
#ifndef IMPETUS_QML_PARAMETERS_P_H
#define IMPETUS_QML_PARAMETERS_P_H

// Shared by the QML types: what a `motion` value stands for, how a QML element holds its
// spec, and how a bad one is reported. Every parameter rule is MotionSpec's.

#include <impetus/bounce.h>
#include <impetus/motionspec.h>

#include <QtCore/qlist.h>
#include <QtCore/qstring.h>
#include <QtCore/qvariant.h>

#include <climits>
#include <type_traits>
#include <utility>

QT_BEGIN_NAMESPACE
class QObject;
QT_END_NAMESPACE

/*!
    A property of a QML type that is one parameter of its spec, by name (`mass`, read with
    MotionSpec::value(), written with MotionSpec::with()): the property, its getter and
    setter, and its notify signal name##Changed, declared once for the models, the
    followers and the animations. The class is a SpecElement (parameter(name) and
    setParameter(name, value)); what follows the macro is public. The getter reads the
    value as type (propertyValue()).
*/
#define IMPETUS_QML_PARAMETER(type, name, setter)                                                                      \
    Q_PROPERTY(type name READ name WRITE setter NOTIFY name##Changed FINAL)                                            \
public:                                                                                                                \
    type name() const                                                                                                  \
    {                                                                                                                  \
        return Impetus::Qml::propertyValue<type>(parameter(#name));                                                    \
    }                                                                                                                  \
    void setter(type value)                                                                                            \
    {                                                                                                                  \
        setParameter(#name, value);                                                                                    \
    }                                                                                                                  \
Q_SIGNALS:                                                                                                             \
    void name##Changed();                                                                                              \
                                                                                                                       \
public:

/*!
    The parameters of each model as properties, one list per model, the same in the three
    families of QML types: the models (SpringModel), the followers (SpringFollower) and the
    animations (SpringMotion). What a family takes besides is declared by its own types: a
    model's start state (MotionModel) and a spring model's restPosition, where a follower
    or an animation starts from the property's value and velocity and ends on its `to` or
    end value.
*/
#define IMPETUS_QML_SPRING_PARAMETERS                                                                                  \
    IMPETUS_QML_PARAMETER(qreal, mass, setMass)                                                                        \
    IMPETUS_QML_PARAMETER(qreal, stiffness, setStiffness)                                                              \
    IMPETUS_QML_PARAMETER(qreal, damping, setDamping)                                                                  \
    IMPETUS_QML_PARAMETER(qreal, dampingRatio, setDampingRatio)
#define IMPETUS_QML_DECAY_PARAMETERS                                                                                   \
    IMPETUS_QML_PARAMETER(qreal, lambda, setLambda)                                                                    \
    IMPETUS_QML_PARAMETER(qreal, friction, setFriction)
#define IMPETUS_QML_GRAVITY_PARAMETERS IMPETUS_QML_PARAMETER(qreal, acceleration, setAcceleration)
#define IMPETUS_QML_BOUNCE_PARAMETERS                                                                                  \
    IMPETUS_QML_PARAMETER(qreal, restitution, setRestitution)                                                          \
    IMPETUS_QML_PARAMETER(qreal, gravity, setGravity)                                                                  \
    IMPETUS_QML_PARAMETER(int, maxBounces, setMaxBounces)
#define IMPETUS_QML_FLING_PARAMETERS                                                                                   \
    IMPETUS_QML_PARAMETER(qreal, friction, setFriction)                                                                \
    IMPETUS_QML_PARAMETER(qreal, density, setDensity)

/*!
    The `motion` and `tolerance` properties of a QML element that holds a spec (a
    SpecElement: MotionModel, MotionFollower, QuickMotionAnimation) and their notify
    signals, declared once; SpecElement has their accessors. What follows the macro is
    public.
*/
#define IMPETUS_QML_SPEC_PROPERTIES                                                                                    \
    Q_PROPERTY(QVariant motion READ motion WRITE setMotion NOTIFY motionChanged FINAL)                                 \
    Q_PROPERTY(qreal tolerance READ tolerance WRITE setTolerance RESET resetTolerance NOTIFY toleranceChanged FINAL)   \
Q_SIGNALS:                                                                                                             \
    void motionChanged();                                                                                              \
    void toleranceChanged();                                                                                           \
                                                                                                                       \
public:

namespace Impetus::Qml {

/*!
    A parameter's value as a property of type T reads it. An int parameter (maxBounces) of
    an invalid spec, which only a MotionModel holds (InvalidSpecs::Shown), can be out of
    int's range or NaN: it reads -1 (Bounce::Unlimited). The specs of the followers and
    the animations are valid, their integers in range.
*/
template<typename T> T propertyValue(double value)
{
    if constexpr (std::is_same_v<T, int>)
        return value >= INT_MIN && value <= INT_MAX ? int(value) : Bounce::Unlimited;
    else
        return T(value);
}

/*! A QML warning on object (its type and location first): "mass must be > 0, but got -1". */
void warn(const QObject *object, const QString &message);

/*! A QML value for messages: undefined, null, 0.5, 'text', an object, ... */
QString describe(const QVariant &value);

/*!
    The spec a QML value stands for: a spec or preset name (text), an Impetus::Motion,
    Impetus::Easing or Impetus::MotionSpec from C++, or a QEasingCurve made by Impetus
    (Impetus.motion(), Easing::toEasingCurve(), found with Easing::fromEasingCurve()).
    Text that does not parse gives its invalid spec (errorString() says where and why).
    Anything else gives a null spec and sets *error.
*/
MotionSpec specOf(const QVariant &value, QString *error);

/*! What an element does with an invalid spec written to it: the followers and the
    animations refuse it, the models show it (valid false, error set). */
enum class InvalidSpecs { Refused, Shown };

/*!
    specOf(value) for the `motion` property of an element of model: also refused (with
    *error set, and a null spec) when it is of another model, or invalid unless invalid
    specs are shown (then text naming no model is taken: its error says why).
*/
MotionSpec specOf(const QVariant &value, Motion::Type model, QString *error,
                  InvalidSpecs invalid = InvalidSpecs::Refused);

/*!
    Whether every component of value is finite: false for a real, point, size, rect or
    vector with a NaN or an infinity; true for any other value.
*/
bool isFinite(const QVariant &value);

/*!
    Whether Impetus moves value's type component by component (ValueMotion::isMovable():
    real, int, point, size, rect, RGB color, vector2d/3d/4d), with a velocity. Other types
    (a string, a list) MotionAnimation could only hand to Qt's interpolators, if any: the
    QML types refuse them.
*/
bool isMovable(const QVariant &value);

/*! value as MotionAnimation moves it: a colour given in HSV, HSL or CMYK (Qt.hsla()) as
    RGB; anything else as it is. */
QVariant movable(const QVariant &value);

/*! The warning for a property of a type that is not movable. */
QString cannotMove(const QString &property, QMetaType type);

/*!
    A motion as a QML element holds it: the spec written to its `motion` property (the
    base), and the parameters written one by one as properties, in the order written. The
    parameters apply on top of the base with MotionSpec::with() whatever the order QML
    assigns them in (`SpringModel { mass: 2; motion: "swiftui.bouncy" }` is the preset
    with mass 2), and a later parameter replaces those it cannot be combined with
    (writing damping drops dampingRatio).
*/
class WrittenSpec
{
public:
    explicit WrittenSpec(Motion::Type model) : m_model(model), m_base(model) { }

    /*! The base with every parameter written applied. */
    const MotionSpec &spec() const { return m_spec; }
    /*! These writes with name written last. */
    WrittenSpec with(const QString &name, double value) const;
    /*! These writes without name, written or in the base: its default applies again. */
    WrittenSpec without(const QString &name) const;
    /*! These writes on another base. */
    WrittenSpec withBase(const MotionSpec &base) const;
    /*! Why the parameters written cannot all apply, as they could not in a spec's text:
        two that set the same quantity (the one written first was dropped); empty when
        they can. QML assigns the properties of one declaration in an order of its own, so
        an element checks its declaration with this when it is complete. */
    QString conflict() const;

private:
    void resolve();

    Motion::Type m_model;
    MotionSpec m_base;
    QList<std::pair<QString, double>> m_written;
    MotionSpec m_spec{ m_base };
};

/*!
    What the models, the followers and the animations share of holding a spec: the writes
    (WrittenSpec), the accessors of `motion` and `tolerance` (declared with
    IMPETUS_QML_SPEC_PROPERTIES) and of the parameters (IMPETUS_QML_PARAMETER), and the
    notifications a new spec owes. A base class of the element, after QObject; the element
    says in write() what it does with new writes.
*/
class SpecElement
{
public:
    /*! The spec as text. */
    QVariant motion() const { return spec().toString(); }
    /*! Writes the base the parameters apply on, or refuses the value with a warning. */
    void setMotion(const QVariant &motion);
    /*! The spec's tolerance, a fraction of the distance (MotionSpec::tolerance()). */
    qreal tolerance() const { return spec().tolerance(); }
    void setTolerance(qreal tolerance) { setParameter("tolerance", tolerance); }
    /*! Removes the tolerance written (in a property or `motion`): the default applies. */
    void resetTolerance() { write(m_written.without(QStringLiteral("tolerance"))); }

    /*! The spec, for C++: the writes' (a follower's is its animation's). */
    virtual MotionSpec spec() const { return m_written.spec(); }

protected:
    /*! element is this object, the QObject that declares the properties; invalid, what
        it does with an invalid spec written to `motion`. */
    SpecElement(QObject *element, Motion::Type model, InvalidSpecs invalid)
        : m_written(model), m_element(element), m_model(model), m_invalid(invalid)
    {
    }
    virtual ~SpecElement() = default;
    Q_DISABLE_COPY_MOVE(SpecElement)

    /*! The model of every spec written. */
    Motion::Type model() const { return m_model; }
    /*! The parameter's value (MotionSpec::value()). */
    double parameter(const char *name) const { return spec().value(name); }
    /*! Writes one parameter of the spec. */
    void setParameter(const char *name, double value) { write(m_written.with(QLatin1String(name), value)); }

    /*! Takes written as the writes, or refuses them: what the element does with them. */
    virtual void write(const WrittenSpec &written) = 0;
    /*! For write() in the elements that move a value (the followers and the animations):
        whether written's spec can (MotionSpec::placementError()); if not, a warning says
        why. */
    bool canPlay(const WrittenSpec &written) const;
    /*! For write(), once spec() has changed from before: the notify signal of each
        parameter property from index firstParameter on whose value changed, then
        toleranceChanged() if the tolerance did, then motionChanged(). */
    void notifySpecChanged(const MotionSpec &before, int firstParameter);

    WrittenSpec m_written; // what write() took

private:
    QObject *const m_element;
    const Motion::Type m_model;
    const InvalidSpecs m_invalid;
};

} // namespace Impetus::Qml

#endif
