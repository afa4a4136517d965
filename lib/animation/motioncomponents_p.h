// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONCOMPONENTS_P_H
#define IMPETUS_MOTIONCOMPONENTS_P_H

// Values as the numbers the models move: the types MotionAnimation splits into
// components, and back. Shared by the animations and the plan engine (motionplan_p.h).

#include <QtCore/qmetatype.h>
#include <QtCore/qrect.h>
#include <QtCore/qstring.h>
#include <QtCore/qvariant.h>

#include <array>
#include <cmath>
#include <limits>
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
template<typename Integer> Integer rounded(double x)
{
    using Limits = std::numeric_limits<Integer>;
    return Integer(std::round(qBound(double(Limits::min()), x, double(Limits::max()))));
}

// Calls use with the value of type with these components, made on the stack, for the
// QtCore types (numbers, points, sizes, rects); false for the others (QColor and the
// vectors are QtGui's, made through their streams by value()).
template<typename Use> bool withCoreValue(QMetaType type, const Components &c, Use &&use)
{
    switch (type.id()) {
    case QMetaType::Int:
        use(rounded<int>(c[0]));
        return true;
    case QMetaType::UInt:
        use(rounded<uint>(c[0]));
        return true;
    case QMetaType::Double:
        use(c[0]);
        return true;
    case QMetaType::Float:
        use(float(c[0]));
        return true;
    case QMetaType::QPoint:
        use(QPoint(rounded<int>(c[0]), rounded<int>(c[1])));
        return true;
    case QMetaType::QPointF:
        use(QPointF(c[0], c[1]));
        return true;
    case QMetaType::QSize:
        use(QSize(rounded<int>(c[0]), rounded<int>(c[1])));
        return true;
    case QMetaType::QSizeF:
        use(QSizeF(c[0], c[1]));
        return true;
    case QMetaType::QRect: {
        // By its corners: QRect(x, y, w, h) computes x + w - 1 in int, which overflows near
        // INT_MAX.
        const int x = rounded<int>(c[0]);
        const int y = rounded<int>(c[1]);
        use(QRect(QPoint(x, y),
                  QPoint(rounded<int>(double(x) + rounded<int>(c[2]) - 1),
                         rounded<int>(double(y) + rounded<int>(c[3]) - 1))));
        return true;
    }
    case QMetaType::QRectF:
        use(QRectF(c[0], c[1], c[2], c[3]));
        return true;
    default:
        return false;
    }
}

// The value of the given type with these components: the inverse of components().
QVariant value(QMetaType type, const Components &c);
// The type of a velocity of values of this type: one that holds real, signed components.
QMetaType velocityType(QMetaType type);

// QVariant's == converts numbers: 1 == 1.0. A change of type is a change of value here. A
// double, what a frame compares most, is compared as QVariant compares two doubles (==: -0
// equals 0, NaN nothing), without its dispatch through QMetaType.
inline bool same(const QVariant &a, const QVariant &b)
{
    if (a.metaType() != b.metaType())
        return false;
    if (a.metaType().id() == QMetaType::Double)
        return *static_cast<const double *>(a.constData()) == *static_cast<const double *>(b.constData());
    return a == b;
}
// A value as QDebug writes it, without QVariant's wrapping: QPointF(nan,1), 300.
QString text(const QVariant &value);
// A QColor() (QtGui's type, read through its stream): nothing to move from or to.
bool isInvalidColor(const QVariant &value);

bool finite(const Components &c);
double norm(const Components &c);
double largest(const Components &c);

} // namespace Impetus::Detail

#endif
