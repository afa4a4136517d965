// SPDX-License-Identifier: MIT
#include "motion.h"

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
// One table of named parameters per model serves both the JSON form and the data
// stream, so the two can never disagree about what a model is made of.

namespace Impetus {

namespace {

struct Parameter
{
    const char *key;
    double value;
};

struct Description
{
    const char *type = "none";
    QVarLengthArray<Parameter, 6> parameters;
};

Description describe(const Motion &motion)
{
    Description d;
    if (!motion.isValid())
        return d;
    if (const auto spring = motion.model<Spring>()) {
        d.type = "spring";
        d.parameters = { { "mass", spring->mass() }, { "stiffness", spring->stiffness() } };
        // The damping rebuilds the spring exactly unless it was made from a damping ratio
        // whose regime c^2 - 4mk cannot tell (a ratio of 1 is critical, 2 sqrt(mk) squared
        // may not be): then the ratio is written.
        const Spring byDamping = Spring::fromMassStiffnessDamping(spring->mass(), spring->stiffness(), spring->damping())
                                         .withRestPosition(spring->restPosition())
                                         .withStart(spring->startPosition(), spring->startVelocity());
        if (byDamping == *spring)
            d.parameters.append({ "damping", spring->damping() });
        else
            d.parameters.append({ "dampingRatio", spring->dampingRatio() });
        d.parameters.append({ "startPosition", spring->startPosition() });
        d.parameters.append({ "startVelocity", spring->startVelocity() });
        d.parameters.append({ "restPosition", spring->restPosition() });
    } else if (const auto decay = motion.model<ExponentialDecay>()) {
        d.type = "decay";
        d.parameters = { { "x0", decay->startPosition() }, { "v0", decay->startVelocity() }, { "lambda", decay->lambda() } };
    } else if (const auto gravity = motion.model<Gravity>()) {
        d.type = "gravity";
        d.parameters = { { "x0", gravity->startPosition() }, { "v0", gravity->startVelocity() },
                         { "acceleration", gravity->acceleration() } };
    } else if (const auto bounce = motion.model<Bounce>()) {
        d.type = "bounce";
        d.parameters = { { "height", bounce->startPosition() }, { "velocity", bounce->startVelocity() },
                         { "restitution", bounce->restitution() }, { "gravity", bounce->gravity() },
                         { "maxBounces", double(bounce->maxBounces()) } };
    }
    return d;
}

// Rebuilds a model through its public factories, which check every value.
Motion rebuild(const QByteArray &type, const QHash<QByteArray, double> &values, QString *errorMessage)
{
    QString missing;
    const auto value = [&](const char *key) {
        const auto it = values.constFind(key);
        if (it == values.cend()) {
            if (missing.isEmpty())
                missing = QLatin1String(key);
            return 0.0;
        }
        return *it;
    };
    Motion motion;
    if (type == "spring") {
        const Spring coefficients = values.contains("dampingRatio")
                ? Spring::fromDampingRatio(value("mass"), value("stiffness"), value("dampingRatio"))
                : Spring::fromMassStiffnessDamping(value("mass"), value("stiffness"), value("damping"));
        motion = coefficients.withRestPosition(value("restPosition"))
                         .withStart(value("startPosition"), value("startVelocity"));
    } else if (type == "decay") {
        motion = ExponentialDecay(value("x0"), value("v0"), value("lambda"));
    } else if (type == "gravity") {
        motion = Gravity(value("x0"), value("v0"), value("acceleration"));
    } else if (type == "bounce") {
        const double cap = value("maxBounces");
        const bool integral = cap >= Bounce::Unlimited && cap <= std::numeric_limits<int>::max() && cap == std::floor(cap);
        motion = Bounce::fromState(value("height"), value("velocity"), value("restitution"), value("gravity"),
                                   integral ? int(cap) : Bounce::Unlimited - 1);
    }
    if (errorMessage) {
        if (type != "spring" && type != "decay" && type != "gravity" && type != "bounce")
            *errorMessage = QLatin1String("type must be spring, decay, gravity or bounce, but got '")
                    + QString::fromUtf8(type) + QLatin1Char('\'');
        else if (!missing.isEmpty())
            *errorMessage = missing + QLatin1String(" must be given for a ") + QString::fromUtf8(type);
        else
            *errorMessage = motion.error().message();
    }
    return missing.isEmpty() ? motion : Motion();
}

constexpr quint8 StreamVersion = 1;

} // namespace

QJsonObject Motion::toJson() const
{
    const Description d = describe(*this);
    QJsonObject json{ { QStringLiteral("type"), QLatin1String(d.type) } };
    for (const Parameter &p : d.parameters)
        json.insert(QLatin1String(p.key), p.value);
    return json;
}

Motion Motion::fromJson(const QJsonObject &json, QString *errorMessage)
{
    QHash<QByteArray, double> values;
    for (auto it = json.begin(); it != json.end(); ++it) {
        if (it.key() == QLatin1String("type"))
            continue;
        if (!it.value().isDouble()) {
            if (errorMessage)
                *errorMessage = it.key() + QLatin1String(" must be a number");
            return {};
        }
        values.insert(it.key().toUtf8(), it.value().toDouble());
    }
    return rebuild(json.value(QLatin1String("type")).toString().toUtf8(), values, errorMessage);
}

QDataStream &operator<<(QDataStream &stream, const Motion &motion)
{
    const Description d = describe(motion);
    const Detail::DoublePrecisionScope doubles(stream);
    stream << StreamVersion << QByteArray(d.type) << quint8(d.parameters.size());
    for (const Parameter &p : d.parameters)
        stream << QByteArray(p.key) << p.value;
    return stream;
}

QDataStream &operator>>(QDataStream &stream, Motion &motion)
{
    quint8 version = 0;
    QByteArray type;
    quint8 count = 0;
    stream >> version >> type >> count;
    if (version != StreamVersion) {
        stream.setStatus(QDataStream::ReadCorruptData);
        motion = Motion();
        return stream;
    }
    const Detail::DoublePrecisionScope doubles(stream);
    QHash<QByteArray, double> values;
    for (quint8 i = 0; i < count && stream.status() == QDataStream::Ok; ++i) {
        QByteArray key;
        double value = 0;
        stream >> key >> value;
        values.insert(key, value);
    }
    motion = stream.status() == QDataStream::Ok && type != "none" ? rebuild(type, values, nullptr) : Motion();
    return stream;
}

} // namespace Impetus

namespace Impetus {

// Registered when the library loads, so that QVariants holding a Motion can be streamed and
// read back by type name before any code has asked for the type.
static void registerMotionTypes()
{
    qRegisterMetaType<Motion>();
}
Q_CONSTRUCTOR_FUNCTION(registerMotionTypes)

} // namespace Impetus
