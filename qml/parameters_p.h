// SPDX-License-Identifier: MIT
#ifndef IMPETUS_QML_PARAMETERS_P_H
#define IMPETUS_QML_PARAMETERS_P_H

// Shared by the QML types: how a bad parameter is reported, and the spring's four
// parameters in a form that does not depend on the order QML assigns them in.

#include <impetus/spring.h>

#include <initializer_list>
#include <utility>

QT_BEGIN_NAMESPACE
class QObject;
QT_END_NAMESPACE

namespace Impetus::Qml {

/*! A QML warning on object (its type and location first): "mass must be > 0, but got -1". */
void warn(const QObject *object, const InvalidParameter &error);

/*! error, naming the QML property where the library names its own parameter (a bounce's
    "height" is a BounceModel's startPosition). */
InvalidParameter renamed(const InvalidParameter &error,
                         std::initializer_list<std::pair<const char *, const char *>> names) noexcept;

/*!
    mass, stiffness, and damping or dampingRatio, as a QML element holds them: each is kept
    as written, and of damping and dampingRatio the one written last defines the spring
    (the other is derived from it). So `SpringModel { damping: 4; stiffness: 300 }` is
    the same spring whatever order QML assigns the properties in. The default is the
    library's default spring (SwiftUI's): mass 1, stiffness (2 pi / 0.5 s)^2, critically
    damped.
*/
struct SpringParameters
{
    enum class Quantity { Mass, Stiffness, Damping, DampingRatio };

    double mass = 1;
    double stiffness = Spring::fromDurationAndBounce(0.5, 0).stiffness();
    double damping = 0;
    double dampingRatio = 1;
    bool dampingGiven = false; // damping, not dampingRatio, was written last

    Spring spring() const noexcept;
    /*! The value read back: as written, or derived from the other damping parameter
        (0 while the spring is invalid and cannot derive it). */
    double value(Quantity quantity) const noexcept;
    /*! These parameters with one changed. */
    SpringParameters with(Quantity quantity, double value) const noexcept;
};

} // namespace Impetus::Qml

#endif
