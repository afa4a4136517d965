// SPDX-License-Identifier: MIT
// Motion's stored forms, JSON and QDataStream: written as its spec, read back through the
// spec's resolver.
#include "motion.h"
#include "motionspec.h"

#include "models/datastream_p.h"

#include <QtCore/qdatastream.h>
#include <QtCore/qjsonobject.h>
#include <QtCore/qvarlengtharray.h>

#include <cmath>
#include <limits>

// The stored forms are the motion's spec (MotionSpec::fromMotion()): its parameters by the
// spec's names, read back through the same resolver as every other front end.

namespace Impetus {

namespace {

// Version 1 wrote every parameter, some under the names the models had before the one
// vocabulary; they read back under today's names.
QString currentName(const QString &type, const QString &key)
{
    if (key == QLatin1String("x0") || (type == QLatin1String("bounce") && key == QLatin1String("height")))
        return QStringLiteral("startPosition");
    if (key == QLatin1String("v0") || (type == QLatin1String("bounce") && key == QLatin1String("velocity")))
        return QStringLiteral("startVelocity");
    return key;
}

Motion::Type typeNamed(const QString &name)
{
    for (Motion::Type type : { Motion::Type::Spring, Motion::Type::ExponentialDecay, Motion::Type::Gravity,
                               Motion::Type::Bounce, Motion::Type::Fling }) {
        if (MotionSpec::modelName(type) == name)
            return type;
    }
    return Motion::Type::None;
}

Motion rebuild(const QString &type, const QList<std::pair<QString, double>> &values, QString *errorMessage)
{
    const Motion::Type model = typeNamed(type);
    if (model == Motion::Type::None) {
        if (errorMessage) {
            *errorMessage = QLatin1String("type must be spring, decay, gravity, bounce or fling, but got '") + type
                    + QLatin1Char('\'');
        }
        return {};
    }
    QList<std::pair<QString, double>> parameters;
    for (const auto &[key, value] : values)
        parameters.append({ currentName(type, key), value });
    const MotionSpec spec = MotionSpec::fromParameters(model, parameters);
    if (errorMessage)
        *errorMessage = spec.errorString();
    return spec.motion();
}

constexpr quint8 StreamVersion = 2; // 1 wrote every parameter, under the old names

} // namespace

QJsonObject Motion::toJson() const
{
    const MotionSpec spec = MotionSpec::fromMotion(*this);
    QJsonObject json{ { QStringLiteral("type"),
                        spec.isNull() ? QStringLiteral("none") : MotionSpec::modelName(type()) } };
    for (const auto &[name, value] : spec.parameters())
        json.insert(name, value);
    return json;
}

Motion Motion::fromJson(const QJsonObject &json, QString *errorMessage)
{
    QList<std::pair<QString, double>> values;
    for (auto it = json.begin(); it != json.end(); ++it) {
        if (it.key() == QLatin1String("type"))
            continue;
        if (!it.value().isDouble()) {
            if (errorMessage)
                *errorMessage = it.key() + QLatin1String(" must be a number");
            return {};
        }
        values.append({ it.key(), it.value().toDouble() });
    }
    return rebuild(json.value(QLatin1String("type")).toString(), values, errorMessage);
}

QDataStream &operator<<(QDataStream &stream, const Motion &motion)
{
    const MotionSpec spec = MotionSpec::fromMotion(motion);
    const Detail::DoublePrecisionScope doubles(stream);
    stream << StreamVersion << (spec.isNull() ? QByteArray("none") : MotionSpec::modelName(motion.type()).toLatin1());
    const auto parameters = spec.parameters();
    stream << quint8(parameters.size());
    for (const auto &[name, value] : parameters)
        stream << name.toLatin1() << value;
    return stream;
}

QDataStream &operator>>(QDataStream &stream, Motion &motion)
{
    quint8 version = 0;
    QByteArray type;
    quint8 count = 0;
    stream >> version >> type >> count;
    if (version != 1 && version != StreamVersion) {
        stream.setStatus(QDataStream::ReadCorruptData);
        motion = Motion();
        return stream;
    }
    const Detail::DoublePrecisionScope doubles(stream);
    QList<std::pair<QString, double>> values;
    for (quint8 i = 0; i < count && stream.status() == QDataStream::Ok; ++i) {
        QByteArray key;
        double value = 0;
        stream >> key >> value;
        values.append({ QString::fromLatin1(key), value });
    }
    motion = stream.status() == QDataStream::Ok && type != "none" ? rebuild(QString::fromLatin1(type), values, nullptr)
                                                                  : Motion();
    return stream;
}

} // namespace Impetus
