// SPDX-License-Identifier: MIT
#include "animation/motioncomponents_p.h"

#include <QtCore/qdatastream.h>
#include <QtCore/qdebug.h>
#include <QtCore/qfloat16.h>
#include <QtCore/qiodevice.h>
#include <QtCore/qrect.h>

#include <cmath>
#include <cstring>
#include <limits>

namespace Impetus::Detail {

Components zeros(int size)
{
    Components zero;
    zero.size = size;
    return zero;
}

namespace {

// QColor and QVector2D/3D/4D belong to QtGui, which this library does not link. Their
// QDataStream formats are documented ("Serializing Qt Data Types") and QtGui registers
// them with the types' QMetaType, so that is how they are read and written here.
QByteArray streamed(const QVariant &value)
{
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    return value.metaType().save(stream, value.constData()) ? bytes : QByteArray();
}

QVariant unstreamed(QMetaType type, const QByteArray &bytes)
{
    QVariant value(type);
    QDataStream stream(bytes);
    return type.load(stream, value.data()) ? value : QVariant();
}

// QColor's stream: spec (qint8), alpha, red, green, blue, padding (quint16 each). The
// channels are 16-bit fractions for QColor::Rgb and qfloat16 bits for ExtendedRgb; the
// other specs (HSV, HSL, CMYK) are left to the fallback.
enum ColorSpec : qint8 { RgbSpec = 1, ExtendedRgbSpec = 5 };

std::optional<Components> colorComponents(const QVariant &color)
{
    QDataStream stream(streamed(color));
    qint8 spec = 0;
    quint16 alpha = 0, red = 0, green = 0, blue = 0;
    stream >> spec >> alpha >> red >> green >> blue;
    if (stream.status() != QDataStream::Ok || (spec != RgbSpec && spec != ExtendedRgbSpec))
        return std::nullopt;
    const auto channel = [spec](quint16 raw) {
        if (spec == RgbSpec)
            return raw / 65535.0;
        qfloat16 half; // trivially copyable: its only member is the 16 bits
        std::memcpy(static_cast<void *>(&half), &raw, sizeof raw);
        return double(half);
    };
    return Components{ { channel(red), channel(green), channel(blue), channel(alpha) }, 4 };
}

} // namespace

bool isInvalidColor(const QVariant &value)
{
    if (value.typeId() != QMetaType::QColor)
        return false;
    QDataStream stream(streamed(value));
    qint8 spec = 0;
    stream >> spec;
    return stream.status() == QDataStream::Ok && spec == 0; // QColor::Invalid
}

namespace {

// A colour in QColor::Rgb, as QColor::fromRgbF() makes it from the clamped channels.
QVariant colorValue(QMetaType type, const Components &rgba)
{
    const auto channel = [](double x) { return quint16(qRound(qBound(0.0, x, 1.0) * 65535)); };
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    stream << qint8(RgbSpec) << channel(rgba[3]) << channel(rgba[0]) << channel(rgba[1]) << channel(rgba[2])
           << quint16(0);
    return unstreamed(type, bytes);
}

// QVector2D/3D/4D stream their coordinates as floats.
std::optional<Components> vectorComponents(const QVariant &vector, int size)
{
    QDataStream stream(streamed(vector));
    Components components = zeros(size);
    for (int i = 0; i < size; ++i) {
        float coordinate = 0;
        stream >> coordinate;
        components[i] = coordinate;
    }
    return stream.status() == QDataStream::Ok ? std::optional(components) : std::nullopt;
}

QVariant vectorValue(QMetaType type, const Components &components)
{
    QByteArray bytes;
    QDataStream stream(&bytes, QIODevice::WriteOnly);
    for (int i = 0; i < components.size; ++i)
        stream << float(components[i]);
    return unstreamed(type, bytes);
}

int vectorSize(int typeId)
{
    switch (typeId) {
    case QMetaType::QVector2D:
        return 2;
    case QMetaType::QVector3D:
        return 3;
    case QMetaType::QVector4D:
        return 4;
    default:
        return 0;
    }
}

} // namespace

std::optional<Components> components(const QVariant &value)
{
    switch (value.typeId()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Double:
    case QMetaType::Float:
        return Components{ { value.toDouble() }, 1 };
    case QMetaType::QPoint:
    case QMetaType::QPointF: {
        const QPointF point = value.toPointF();
        return Components{ { point.x(), point.y() }, 2 };
    }
    case QMetaType::QSize:
    case QMetaType::QSizeF: {
        const QSizeF size = value.toSizeF();
        return Components{ { size.width(), size.height() }, 2 };
    }
    case QMetaType::QRect:
    case QMetaType::QRectF: {
        const QRectF rect = value.toRectF();
        return Components{ { rect.x(), rect.y(), rect.width(), rect.height() }, 4 };
    }
    case QMetaType::QColor:
        return colorComponents(value);
    case QMetaType::QVector2D:
    case QMetaType::QVector3D:
    case QMetaType::QVector4D:
        return vectorComponents(value, vectorSize(value.typeId()));
    default:
        return std::nullopt;
    }
}

QVariant value(QMetaType type, const Components &c)
{
    QVariant result;
    if (withCoreValue(type, c, [&result](const auto &value) { result = QVariant::fromValue(value); }))
        return result;
    switch (type.id()) {
    case QMetaType::QColor:
        return colorValue(type, c);
    case QMetaType::QVector2D:
    case QMetaType::QVector3D:
    case QMetaType::QVector4D:
        return vectorValue(type, c);
    default:
        return {};
    }
}

QMetaType velocityType(QMetaType type)
{
    switch (type.id()) {
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::Float:
        return QMetaType(QMetaType::Double);
    case QMetaType::QPoint:
        return QMetaType(QMetaType::QPointF);
    case QMetaType::QSize:
        return QMetaType(QMetaType::QSizeF);
    case QMetaType::QRect:
        return QMetaType(QMetaType::QRectF);
    case QMetaType::QColor:
        return QMetaType(QMetaType::QVector4D);
    default:
        return type;
    }
}

QString text(const QVariant &value)
{
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Float || value.typeId() == QMetaType::Int)
        return value.toString();
    QString written;
    QDebug(&written).nospace() << value;
    // "QVariant(QPointF, QPointF(nan,1))"
    const qsizetype comma = written.indexOf(QLatin1String(", "));
    return written.startsWith(QLatin1String("QVariant(")) && comma > 0 ? written.mid(comma + 2).chopped(1) : written;
}

bool finite(const Components &c)
{
    for (int i = 0; i < c.size; ++i) {
        if (!std::isfinite(c[i]))
            return false;
    }
    return true;
}

double norm(const Components &c)
{
    double sum = 0;
    for (int i = 0; i < c.size; ++i)
        sum += c[i] * c[i];
    return std::sqrt(sum);
}

double largest(const Components &c)
{
    double largest = 0;
    for (int i = 0; i < c.size; ++i)
        largest = std::fmax(largest, std::fabs(c[i]));
    return largest;
}

} // namespace Impetus::Detail
