// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONCOMPONENTS_P_H
#define IMPETUS_MOTIONCOMPONENTS_P_H

// Values as the numbers the models move: the types MotionAnimation splits into
// components, and back. Shared by the animations and the plan engine (motionplan_p.h).

#include <QtCore/qmetatype.h>
#include <QtCore/qstring.h>
#include <QtCore/qvariant.h>

#include <array>
#include <optional>

namespace Impetus::Detail {

struct Components
{
    std::array<double, 4> values{};
    int size = 0;

    double &operator[](int i) { return values[size_t(i)]; }
    double operator[](int i) const { return values[size_t(i)]; }
};

Components zeros(int size);

// The components of value (qreal, float, int, uint, QPointF, QPoint, QSizeF, QSize, QRectF,
// QRect, an RGB or extended RGB QColor, QVector2D/3D/4D); none for any other value.
std::optional<Components> components(const QVariant &value);
// The value of the given type with these components: the inverse of components().
QVariant value(QMetaType type, const Components &c);
// The type of a velocity of values of this type: one that holds real, signed components.
QMetaType velocityType(QMetaType type);

// QVariant's == converts numbers: 1 == 1.0. A change of type is a change of value here.
bool same(const QVariant &a, const QVariant &b);
// A value as QDebug writes it, without QVariant's wrapping: QPointF(nan,1), 300.
QString text(const QVariant &value);

bool finite(const Components &c);
double norm(const Components &c);
double largest(const Components &c);

} // namespace Impetus::Detail

#endif
