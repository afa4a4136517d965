// SPDX-License-Identifier: MIT
#include "parameters_p.h"

#include <QtQml/qqmlinfo.h>

#include <cstring>

namespace Impetus::Qml {

void warn(const QObject *object, const InvalidParameter &error)
{
    if (!error.isNull())
        qmlWarning(object) << error.message().toUtf8().constData();
}

InvalidParameter renamed(const InvalidParameter &error,
                         std::initializer_list<std::pair<const char *, const char *>> names) noexcept
{
    for (const auto &[library, property] : names) {
        if (!error.isNull() && std::strcmp(error.parameter(), library) == 0)
            return InvalidParameter(property, error.rule(), error.value());
    }
    return error;
}

Spring SpringParameters::spring() const noexcept
{
    return dampingGiven ? Spring::fromMassStiffnessDamping(mass, stiffness, damping)
                        : Spring::fromDampingRatio(mass, stiffness, dampingRatio);
}

double SpringParameters::value(Quantity quantity) const noexcept
{
    switch (quantity) {
    case Quantity::Mass:
        return mass;
    case Quantity::Stiffness:
        return stiffness;
    case Quantity::Damping:
    case Quantity::DampingRatio:
        break;
    }
    const bool asWritten = (quantity == Quantity::Damping) == dampingGiven;
    if (asWritten)
        return quantity == Quantity::Damping ? damping : dampingRatio;
    const Spring derived = spring();
    if (!derived.isValid())
        return 0;
    return quantity == Quantity::Damping ? derived.damping() : derived.dampingRatio();
}

SpringParameters SpringParameters::with(Quantity quantity, double value) const noexcept
{
    SpringParameters changed = *this;
    switch (quantity) {
    case Quantity::Mass:
        changed.mass = value;
        break;
    case Quantity::Stiffness:
        changed.stiffness = value;
        break;
    case Quantity::Damping:
        changed.damping = value;
        changed.dampingGiven = true;
        break;
    case Quantity::DampingRatio:
        changed.dampingRatio = value;
        changed.dampingGiven = false;
        break;
    }
    return changed;
}

} // namespace Impetus::Qml
