// SPDX-License-Identifier: MIT
#include "easingfunctions.h"
#include "parameters_p.h"

#include <impetus/approximation.h>
#include <impetus/easing.h>
#include <impetus/motionspec.h>

#include <QtQml/qjsvalueiterator.h>

#include <cmath>
#include <optional>

namespace Impetus::Qml {

namespace {

void warnIn(const char *function, const QString &message)
{
    qWarning("Impetus.%s: %s", function, qPrintable(message));
}

// The easing a value stands for (see specOf()), or nothing after a warning.
std::optional<Easing> easingOf(const char *function, const QVariant &value)
{
    QString error;
    const MotionSpec spec = specOf(value, &error);
    const Easing easing = spec.easing();
    if (error.isEmpty())
        error = spec.isValid() ? easing.error().message() : spec.errorString();
    if (!error.isEmpty()) {
        warnIn(function, error);
        return std::nullopt;
    }
    return easing;
}

QEasingCurve curveOf(const char *function, const MotionSpec &spec)
{
    const Easing easing = spec.easing();
    const QString error = spec.isValid() ? easing.error().message() : spec.errorString();
    if (!error.isEmpty()) {
        warnIn(function, error);
        return QEasingCurve(QEasingCurve::Linear);
    }
    return easing.toEasingCurve();
}

// Impetus.<model>({ name: number, ... }): the spec's parameters by name.
QEasingCurve curveOf(const char *function, Motion::Type model, const QJSValue &object)
{
    QList<std::pair<QString, double>> parameters;
    if (!object.isUndefined() && !object.isNull()) {
        // A plain JS object, which converts to a QVariantMap: not an array, a QObject, a
        // wrapped value type (Qt.point()) or a Date (QJSValue::isVariant() is deprecated).
        if (!object.isObject() || object.isArray() || object.isQObject()
            || object.toVariant().metaType() != QMetaType::fromType<QVariantMap>()) {
            warnIn(function,
                   QStringLiteral("expects an object of named parameters, such as { %1: 1 }, but got %2")
                           .arg(MotionSpec::parameterNames(model).first(), describe(object.toVariant())));
            return QEasingCurve(QEasingCurve::Linear);
        }
        for (QJSValueIterator it(object); it.hasNext();) {
            it.next();
            if (!it.value().isNumber()) {
                warnIn(function,
                       QStringLiteral("%1 must be a number, but got %2")
                               .arg(it.name(), describe(it.value().toVariant())));
                return QEasingCurve(QEasingCurve::Linear);
            }
            parameters.append({ it.name(), it.value().toNumber() });
        }
    }
    return curveOf(function, MotionSpec::fromParameters(model, parameters));
}

} // namespace

EasingFunctions::EasingFunctions(QObject *parent) : QObject(parent)
{
}

QEasingCurve EasingFunctions::motion(const QVariant &motion) const
{
    const std::optional<Easing> easing = easingOf("motion", motion);
    return easing ? easing->toEasingCurve() : QEasingCurve(QEasingCurve::Linear);
}

QEasingCurve EasingFunctions::spring(const QJSValue &parameters) const
{
    return curveOf("spring", Motion::Type::Spring, parameters);
}

QEasingCurve EasingFunctions::decay(const QJSValue &parameters) const
{
    return curveOf("decay", Motion::Type::ExponentialDecay, parameters);
}

QEasingCurve EasingFunctions::gravity(const QJSValue &parameters) const
{
    return curveOf("gravity", Motion::Type::Gravity, parameters);
}

QEasingCurve EasingFunctions::bounce(const QJSValue &parameters) const
{
    return curveOf("bounce", Motion::Type::Bounce, parameters);
}

QEasingCurve EasingFunctions::fling(const QJSValue &parameters) const
{
    return curveOf("fling", Motion::Type::Fling, parameters);
}

qreal EasingFunctions::duration(const QVariant &motion) const
{
    const std::optional<Easing> easing = easingOf("duration", motion);
    return easing ? easing->duration() * 1000 : 250;
}

QVariantList EasingFunctions::bezierCurve(const QVariant &motion, const QJSValue &segments) const
{
    const std::optional<Easing> easing = easingOf("bezierCurve", motion);
    if (!easing)
        return { 1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3, 1.0, 1.0 };
    // Taken as any value, so that a wrong one is named, not converted to 0 or truncated.
    int maxSegments = BezierApproximation::MaximumSegments;
    if (!segments.isUndefined()) {
        const double n = segments.isNumber() ? segments.toNumber() : qQNaN();
        if (n >= 1 && n <= BezierApproximation::MaximumSegments && n == std::floor(n)) {
            maxSegments = int(n);
        } else {
            warnIn("bezierCurve",
                   QStringLiteral("maxSegments must be a whole number in [1, 10], but got %1; using 10")
                           .arg(describe(segments.toVariant())));
        }
    }
    QVariantList list;
    for (const QPointF &point : BezierApproximation::fit(*easing, maxSegments).controlPoints())
        list << point.x() << point.y();
    return list;
}

} // namespace Impetus::Qml
