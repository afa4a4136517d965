// SPDX-License-Identifier: MIT
#include "motion.h"

#include "easing.h"
#include "motionspec.h"

#include "avxstate_p.h"
#include "datastream_p.h"

#include <QtCore/qdatastream.h>
#include <QtCore/qdebug.h>
#include <QtCore/qhash.h>
#include <QtCore/qjsonobject.h>
#include <QtCore/qvarlengtharray.h>

#include <cmath>
#include <limits>

namespace Impetus {

namespace {

// The one place that says what an empty Motion answers.
template<typename Result, typename Call>
Result visitModel(const std::variant<std::monostate, Spring, ExponentialDecay, Gravity, Bounce> &model,
                  Result whenEmpty, Call call) noexcept
{
    return std::visit(
            [&](const auto &m) -> Result {
                if constexpr (std::is_same_v<std::decay_t<decltype(m)>, std::monostate>)
                    return whenEmpty;
                else
                    return call(m);
            },
            model);
}

} // namespace

bool Motion::isValid() const noexcept
{
    return visitModel(m_model, false, [](const auto &m) { return m.isValid(); });
}

InvalidParameter Motion::error() const noexcept
{
    return visitModel(m_model, InvalidParameter("model", "set (a spring, decay, gravity or bounce)", 0),
                      [](const auto &m) { return m.error(); });
}

double Motion::position(double t) const noexcept
{
    return visitModel(m_model, 0.0, [t](const auto &m) { return m.position(t); });
}

double Motion::velocity(double t) const noexcept
{
    return visitModel(m_model, 0.0, [t](const auto &m) { return m.velocity(t); });
}

double Motion::finalPosition() const noexcept
{
    return visitModel(m_model, 0.0, [](const auto &m) { return m.finalPosition(); });
}

double Motion::settleTime(double tolerance) const noexcept
{
    return visitModel(m_model, 0.0, [tolerance](const auto &m) { return m.settleTime(tolerance); });
}

QDebug operator<<(QDebug debug, const Motion &motion)
{
    std::visit(
            [&](const auto &m) {
                if constexpr (std::is_same_v<std::decay_t<decltype(m)>, std::monostate>)
                    debug << "Impetus::Motion()";
                else
                    debug << m;
            },
            motion.m_model);
    return debug;
}

} // namespace Impetus

// ---- Serialisation -------------------------------------------------------------------
//
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
    for (Motion::Type type : { Motion::Type::Spring, Motion::Type::ExponentialDecay, Motion::Type::Gravity, Motion::Type::Bounce }) {
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
            *errorMessage = QLatin1String("type must be spring, decay, gravity or bounce, but got '") + type
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
    QJsonObject json{ { QStringLiteral("type"), spec.isNull() ? QStringLiteral("none") : MotionSpec::modelName(type()) } };
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

namespace Impetus {

// A Motion is a value copied into every animation, easing and trampoline slot; Bounce's
// table of its first arcs (issue 16) is what sets its size.
static_assert(sizeof(Motion) <= 256, "Motion grew past 256 bytes");

// Registered when the library loads, so that QVariants holding a Motion or an Easing can be
// streamed and read back by type name (QSettings in a new process) before any code has asked
// for the type.
static void registerMotionTypes()
{
    qRegisterMetaType<Motion>();
    qRegisterMetaType<Easing>();
    // Qt 6.4's VAES hash of the type names returns with the AVX upper state dirty; left so,
    // every SSE libm call of the application would cost ~30x on some Intel CPUs
    // (avxstate_p.h). Registering lazily would break reading a stored Motion back.
    Detail::clearAvxUpperState();
}
Q_CONSTRUCTOR_FUNCTION(registerMotionTypes)

} // namespace Impetus
