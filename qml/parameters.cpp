// SPDX-License-Identifier: MIT
#include "parameters_p.h"
#include "motionspec/specnotify_p.h"

#include <impetus/easing.h>
#include <impetus/valuemotion.h>

#include <QtCore/qeasingcurve.h>
#include <QtCore/qlocale.h>
#include <QtCore/qmetaobject.h>
#include <QtCore/qrect.h>
#include <QtGui/qcolor.h>
#include <QtGui/qvector4d.h>
#include <QtQml/qjsvalue.h>
#include <QtQml/qqmlinfo.h>

#include <algorithm>
#include <cmath>
#include <initializer_list>

namespace Impetus::Qml {

namespace {

// A QJSValue as QML passes some values: the QVariant it holds.
QVariant unwrapped(const QVariant &value)
{
    if (value.metaType() == QMetaType::fromType<QJSValue>())
        return value.value<QJSValue>().toVariant();
    return value;
}

} // namespace

void warn(const QObject *object, const QString &message)
{
    if (!message.isEmpty())
        qmlWarning(object) << message.toUtf8().constData();
}

QString describe(const QVariant &wrapped)
{
    const QVariant value = unwrapped(wrapped);
    switch (value.typeId()) {
    case QMetaType::UnknownType:
        return QStringLiteral("undefined");
    case QMetaType::Nullptr:
        return QStringLiteral("null");
    case QMetaType::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QMetaType::Int:
    case QMetaType::UInt:
    case QMetaType::LongLong:
    case QMetaType::ULongLong:
    case QMetaType::Float:
    case QMetaType::Double:
        if (!std::isfinite(value.toDouble())) // as QML writes them
            return std::isnan(value.toDouble()) ? QStringLiteral("NaN")
                    : value.toDouble() > 0      ? QStringLiteral("Infinity")
                                                : QStringLiteral("-Infinity");
        return QString::number(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    case QMetaType::QString:
        return QLatin1Char('\'') + value.toString() + QLatin1Char('\'');
    case QMetaType::QPointF:
        return QStringLiteral("Qt.point(%1, %2)").arg(describe(value.toPointF().x()), describe(value.toPointF().y()));
    case QMetaType::QSizeF:
        return QStringLiteral("Qt.size(%1, %2)")
                .arg(describe(value.toSizeF().width()), describe(value.toSizeF().height()));
    case QMetaType::QRectF: {
        const QRectF rect = value.toRectF();
        return QStringLiteral("Qt.rect(%1, %2, %3, %4)")
                .arg(describe(rect.x()), describe(rect.y()), describe(rect.width()), describe(rect.height()));
    }
    case QMetaType::QVariantMap:
    case QMetaType::QVariantHash:
        return QStringLiteral("an object");
    case QMetaType::QVariantList:
    case QMetaType::QStringList:
        return QStringLiteral("an array");
    case QMetaType::QEasingCurve:
        return QStringLiteral("a QEasingCurve of type %1")
                .arg(QLatin1String(
                        QMetaEnum::fromType<QEasingCurve::Type>().valueToKey(value.value<QEasingCurve>().type())));
    default:
        return QStringLiteral("a %1").arg(QLatin1String(value.metaType().name()));
    }
}

MotionSpec specOf(const QVariant &wrapped, QString *error)
{
    const QVariant value = unwrapped(wrapped);
    const QMetaType type = value.metaType();
    if (type == QMetaType::fromType<QString>())
        return MotionSpec::parse(value.toString());
    if (type == QMetaType::fromType<MotionSpec>())
        return value.value<MotionSpec>();
    if (type == QMetaType::fromType<Motion>()) {
        const Motion motion = value.value<Motion>();
        if (!motion.isValid())
            *error = QStringLiteral("the Motion is invalid: ") + motion.error().message();
        return MotionSpec::fromMotion(motion);
    }
    if (type == QMetaType::fromType<Easing>() || type == QMetaType::fromType<QEasingCurve>()) {
        const bool curve = type == QMetaType::fromType<QEasingCurve>();
        const Easing easing = curve ? Easing::fromEasingCurve(value.value<QEasingCurve>()) : value.value<Easing>();
        if (!easing.isValid()) {
            *error = curve ? QStringLiteral("the curve was not made by Impetus (%1)").arg(describe(value))
                           : QStringLiteral("the Easing is invalid: ") + easing.error().message();
        }
        return MotionSpec::fromEasing(easing);
    }
    *error = QStringLiteral("expects a motion (a spec such as \"spring(duration: 0.5, bounce: 0.3)\", a preset name, "
                            "a curve made by Impetus, or an Impetus::Motion or Easing), but got %1")
                     .arg(describe(value));
    return {};
}

MotionSpec specOf(const QVariant &value, Motion::Type model, QString *error, InvalidSpecs invalid)
{
    const MotionSpec spec = specOf(value, error);
    if (error->isEmpty() && invalid == InvalidSpecs::Refused && !spec.isValid())
        *error = spec.errorString();
    if (error->isEmpty() && (invalid == InvalidSpecs::Refused || !spec.isNull()) && spec.model() != model)
        *error = QStringLiteral("the motion must be a %1, but got %2")
                         .arg(MotionSpec::modelName(model), spec.toString());
    return error->isEmpty() ? spec : MotionSpec();
}

bool isFinite(const QVariant &wrapped)
{
    const QVariant value = unwrapped(wrapped);
    const auto finite = [](std::initializer_list<double> components) {
        return std::all_of(components.begin(), components.end(), [](double x) { return std::isfinite(x); });
    };
    switch (value.typeId()) {
    case QMetaType::Double:
    case QMetaType::Float:
        return std::isfinite(value.toDouble());
    case QMetaType::QPointF:
        return finite({ value.toPointF().x(), value.toPointF().y() });
    case QMetaType::QSizeF:
        return finite({ value.toSizeF().width(), value.toSizeF().height() });
    case QMetaType::QRectF: {
        const QRectF rect = value.toRectF();
        return finite({ rect.x(), rect.y(), rect.width(), rect.height() });
    }
    case QMetaType::QVector2D:
        return finite({ value.value<QVector2D>().x(), value.value<QVector2D>().y() });
    case QMetaType::QVector3D: {
        const QVector3D vector = value.value<QVector3D>();
        return finite({ vector.x(), vector.y(), vector.z() });
    }
    case QMetaType::QVector4D: {
        const QVector4D vector = value.value<QVector4D>();
        return finite({ vector.x(), vector.y(), vector.z(), vector.w() });
    }
    default:
        return true;
    }
}

bool isMovable(const QVariant &value)
{
    return ValueMotion::isMovable(unwrapped(value));
}

QVariant movable(const QVariant &wrapped)
{
    const QVariant value = unwrapped(wrapped);
    if (value.metaType() != QMetaType::fromType<QColor>())
        return value;
    const QColor color = value.value<QColor>();
    return color.spec() == QColor::Hsv || color.spec() == QColor::Hsl || color.spec() == QColor::Cmyk
            ? QVariant(color.toRgb())
            : value;
}

QString cannotMove(const QString &property, QMetaType type)
{
    return QStringLiteral("cannot move %1, a property of type %2: it moves real, int, point, size, rect, color and "
                          "vector properties")
            .arg(property, QLatin1String(type.isValid() ? type.name() : "undefined"));
}

WrittenSpec WrittenSpec::with(const QString &name, double value) const
{
    WrittenSpec written = *this;
    written.m_written.removeIf([&](const std::pair<QString, double> &entry) { return entry.first == name; });
    written.m_written.append({ name, value });
    written.resolve();
    return written;
}

WrittenSpec WrittenSpec::without(const QString &name) const
{
    WrittenSpec written = *this;
    written.m_written.removeIf([&](const std::pair<QString, double> &entry) { return entry.first == name; });
    written.m_base = m_base.without(name);
    written.resolve();
    return written;
}

WrittenSpec WrittenSpec::withBase(const MotionSpec &base) const
{
    WrittenSpec written = *this;
    written.m_base = base;
    written.resolve();
    return written;
}

QString WrittenSpec::conflict() const
{
    for (qsizetype i = 0; i < m_written.size(); ++i) {
        if (m_spec.has(m_written[i].first))
            continue;
        for (qsizetype j = i + 1; j < m_written.size(); ++j) {
            const MotionSpec pair = MotionSpec(m_model).with(m_written[i].first, m_written[i].second);
            if (!pair.with(m_written[j].first, m_written[j].second).has(m_written[i].first))
                return MotionSpec::fromParameters(m_model, { m_written[i], m_written[j] }).errorString();
        }
    }
    return {};
}

void WrittenSpec::resolve()
{
    m_spec = m_base.with(m_written);
}

void SpecElement::setMotion(const QVariant &motion)
{
    QString error;
    const MotionSpec base = specOf(motion, m_model, &error, m_invalid);
    if (!error.isEmpty())
        return warn(m_element, error);
    write(m_written.withBase(base));
}

bool SpecElement::canPlay(const WrittenSpec &written) const
{
    const QString error = written.spec().placementError();
    if (error.isEmpty())
        return true;
    warn(m_element, error);
    return false;
}

void SpecElement::notifySpecChanged(const MotionSpec &before, int firstParameter)
{
    const MotionSpec after = spec();
    Detail::notifyChangedParameters(m_element, firstParameter, before, after);
    // The notify signals of `tolerance` and `motion` (IMPETUS_QML_SPEC_PROPERTIES), the
    // element's own, called by name as the parameters' are.
    const QMetaObject *meta = m_element->metaObject();
    const auto notify = [&](const char *property) {
        meta->property(meta->indexOfProperty(property)).notifySignal().invoke(m_element, Qt::DirectConnection);
    };
    if (before.tolerance() != after.tolerance())
        notify("tolerance");
    notify("motion");
}

} // namespace Impetus::Qml
