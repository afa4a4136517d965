// SPDX-License-Identifier: MIT
#include "easing.h"

#include "models/avxstate_p.h"
#include "models/datastream_p.h"
#include "models/numerics_p.h"

#include <QtCore/qdatastream.h>
#include <QtCore/qdebug.h>
#include <QtCore/qjsonobject.h>

#include <cfloat>
#include <cmath>

namespace Impetus {

namespace {

// std::fmin(1.0, std::fmax(0.0, x)) for x not NaN, with comparisons: GCC leaves fmin and
// fmax as calls into libm, on every evaluation of an easing. The same value, -0 included.
double clampToUnit(double x) noexcept
{
    return x < 0 ? 0.0 : x > 1 ? 1.0 : x;
}

// 3u^2 - 2u^3 on [0, 1]: starts and ends with zero slope, so the blend adds no kink.
double smoothstep(double u) noexcept
{
    u = clampToUnit(u);
    return u * u * (3 - 2 * u);
}

double smoothstepSlope(double u) noexcept
{
    return u <= 0 || u >= 1 ? 0 : 6 * u * (1 - u);
}

double clampedProgress(double progress) noexcept
{
    if (std::isnan(progress))
        return 0;
    return clampToUnit(progress);
}

/*
    Bounds on how far a motion strays from its start, |x(t) - x(0)|, and on its speed over
    [0, duration]: an easing divides both by the distance (and multiplies the speed by the
    duration), and what it gives must stay a double. A spring by its energy (damping only
    takes energy away), a bounce by its apex and its impact speed, gravity and decay by
    their speeds at the ends (monotone in between) times the duration.
*/
struct Excursion
{
    double distance;
    double speed;
};

Excursion excursionOf(const Motion &motion, double duration) noexcept
{
    if (const auto spring = motion.model<Spring>()) {
        const double offset = spring->startPosition() - spring->restPosition();
        const double amplitude =
                std::hypot(offset, spring->startVelocity() * std::sqrt(spring->mass() / spring->stiffness()));
        return { std::fabs(offset) + amplitude, amplitude * std::sqrt(spring->stiffness() / spring->mass()) };
    }
    if (const auto bounce = motion.model<Bounce>()) {
        const double speed = bounce->impactSpeed();
        return { std::fmax(bounce->startPosition(), speed * (speed / (-2 * bounce->gravity()))), speed };
    }
    const double speed = std::fmax(std::fabs(motion.velocity(0)), std::fabs(motion.velocity(duration)));
    return { speed * duration, speed };
}

/*
    Whether the easing's values and slopes stay doubles with room to spare (a sixteenth of
    the largest, for the fits that add and scale them): a bounce dropped from 1e-310 and
    thrown up at 1 L/s, or a spring thrown at 1e308, would reach inf. In logarithms, since
    the quotients may overflow where the products do not.
*/
bool normalisable(const Motion &motion, double distance, double duration) noexcept
{
    const Excursion excursion = excursionOf(motion, duration);
    const double limit = std::log(DBL_MAX / 16);
    const double span = std::log(std::fabs(distance));
    return std::log(excursion.distance) - span <= limit
            && std::log(excursion.speed) + std::log(duration) - span <= limit;
}

} // namespace

Easing::Easing() noexcept : m_error("motion", "set", 0)
{
}

Easing Easing::settling(const Motion &motion, double tolerance) noexcept
{
    if (motion.isNull())
        return Easing();
    Easing easing;
    easing.m_motion = motion;
    easing.m_tolerance = tolerance;
    easing.m_error = motion.error();
    if (!easing.m_error.isNull())
        return easing;
    const double start = motion.position(0);
    const double end = motion.finalPosition();
    const double distance = end - start;
    if (!(tolerance > 0 && tolerance < 1)) {
        easing.m_error = InvalidParameter("tolerance", "in (0, 1)", tolerance);
    } else if (!std::isfinite(end)) {
        easing.m_error = InvalidParameter("finalPosition", "finite (the motion must settle)", end);
    } else if (distance == 0 || !std::isfinite(distance)) {
        easing.m_error = InvalidParameter("finalPosition - startPosition", "finite and non-zero", distance);
    }
    if (!easing.m_error.isNull())
        return easing;
    // A bounce comes to rest exactly, at a finite time (Zeno's, or its last landing): ending
    // there keeps it exact, with no blend to lift its last arcs through the ground.
    const auto bounce = motion.model<Bounce>();
    const double duration = bounce && std::isfinite(bounce->restTime())
            ? bounce->restTime()
            : motion.settleTime(tolerance * std::fabs(distance));
    if (!(duration > 0 && std::isfinite(duration))) {
        easing.m_error = InvalidParameter("settle time", "finite and > 0", duration);
        return easing;
    }
    if (!normalisable(motion, distance, duration)) {
        easing.m_error = InvalidParameter("motion", "within the range of doubles relative to its distance", distance);
        return easing;
    }
    easing.m_start = start;
    easing.m_end = end;
    easing.m_duration = duration;
    easing.m_endCorrection = 1 - easing.normalised(duration);
    if (!std::isfinite(easing.m_endCorrection))
        easing.m_error = InvalidParameter("motion", "within the range of doubles until it settles", end);
    return easing;
}

Easing Easing::reaching(const Motion &motion, double endPosition) noexcept
{
    if (motion.isNull())
        return Easing();
    Easing easing;
    easing.m_motion = motion;
    easing.m_error = motion.error();
    if (!easing.m_error.isNull())
        return easing;
    const double start = motion.position(0);
    double duration = HUGE_VAL;
    if (const auto gravity = motion.model<Gravity>())
        duration = gravity->timeToReach(endPosition);
    else if (const auto decay = motion.model<ExponentialDecay>())
        duration = decay->timeToReach(endPosition);
    else
        easing.m_error = InvalidParameter("motion type", "gravity or decay to reach a position", double(motion.type()));
    if (easing.m_error.isNull() && !(endPosition != start && std::isfinite(endPosition)))
        easing.m_error = InvalidParameter("reach", "finite and different from the start", endPosition);
    else if (easing.m_error.isNull() && !(duration > 0 && std::isfinite(duration)))
        easing.m_error = InvalidParameter("reach", "a position the motion reaches", endPosition);
    else if (easing.m_error.isNull() && !normalisable(motion, endPosition - start, duration))
        easing.m_error =
                InvalidParameter("motion", "within the range of doubles relative to its distance", endPosition - start);
    if (!easing.m_error.isNull())
        return easing;
    easing.m_start = start;
    easing.m_end = endPosition;
    easing.m_duration = duration;
    return easing;
}

double Easing::normalised(double t) const noexcept
{
    return fromPosition(m_motion.position(t));
}

double Easing::valueForProgress(double progress) const noexcept
{
    // The common case first, with what the general path below computes there: a progress in
    // (0, 1 - BlendFraction], which needs no clamping and whose blend is +0.
    if (isCommonProgress(progress) && isValid()) [[likely]]
        return normalised(progress * m_duration) + blendBeforeItStarts();
    const double p = clampedProgress(progress);
    if (!isValid())
        return p;
    if (p == 0)
        return 0;
    if (p == 1)
        return 1;
    return normalised(p * m_duration) + blendTerm(p);
}

double Easing::blendTerm(double p) const noexcept
{
    // Before the blend starts, the smoothstep of a non-positive argument is +0 exactly:
    // the same value without its division.
    const double blend = p > 1 - BlendFraction ? smoothstep((p - (1 - BlendFraction)) / BlendFraction) : 0.0;
    return m_endCorrection * blend;
}

double Easing::velocityForProgress(double progress) const noexcept
{
    const double p = clampedProgress(progress);
    if (!isValid())
        return 1;
    const double slope = smoothstepSlope((p - (1 - BlendFraction)) / BlendFraction) / BlendFraction;
    // v T / distance, within the doubles (normalisable()) though v T may not be: a spring of
    // damping ratio 1e-306 lasts 1e305 s (found by fuzz_serial).
    const double velocity = m_motion.velocity(p * m_duration);
    const double perDistance = m_duration / (m_end - m_start);
    const double scaled =
            std::isfinite(perDistance) ? velocity * perDistance : velocity / (m_end - m_start) * m_duration;
    return scaled + m_endCorrection * slope;
}

bool operator==(const Easing &a, const Easing &b) noexcept
{
    return a.m_motion == b.m_motion && a.m_tolerance == b.m_tolerance && a.m_end == b.m_end && a.m_error == b.m_error;
}

QDebug operator<<(QDebug debug, const Easing &easing)
{
    QDebugStateSaver saver(debug);
    debug.nospace() << "Impetus::Easing(";
    if (!easing.isValid())
        return debug << "invalid: " << easing.error().message() << ')';
    debug << easing.motion() << ", duration=" << easing.duration();
    if (easing.tolerance() > 0)
        debug << ", tolerance=" << easing.tolerance();
    else
        debug << ", reaching=" << easing.endPosition();
    return debug << ')';
}

QJsonObject Easing::toJson() const
{
    QJsonObject json{ { QStringLiteral("motion"), m_motion.toJson() } };
    if (!isValid())
        return json;
    if (m_tolerance > 0)
        json.insert(QStringLiteral("tolerance"), m_tolerance);
    else
        json.insert(QStringLiteral("reaching"), m_end);
    json.insert(QStringLiteral("duration"), m_duration);
    return json;
}

namespace {

QString jsonKind(const QJsonValue &value)
{
    switch (value.type()) {
    case QJsonValue::Null:
        return QStringLiteral("null");
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("true") : QStringLiteral("false");
    case QJsonValue::Double:
        return QString::number(value.toDouble());
    case QJsonValue::String:
        return QLatin1Char('"') + value.toString() + QLatin1Char('"');
    case QJsonValue::Array:
        return QStringLiteral("an array");
    case QJsonValue::Object:
        return QStringLiteral("an object");
    case QJsonValue::Undefined:
        break;
    }
    return QStringLiteral("nothing");
}

// Why json is not an easing's shape, naming the field; empty if it is.
QString jsonShapeError(const QJsonObject &json)
{
    // "linear": the approximation `impetus export --format=json` adds, read by nobody here.
    static const QStringList known = { QStringLiteral("motion"), QStringLiteral("tolerance"),
                                       QStringLiteral("reaching"), QStringLiteral("duration"),
                                       QStringLiteral("linear") };
    for (auto it = json.begin(); it != json.end(); ++it) {
        if (!known.contains(it.key())) {
            return QLatin1String("unknown field '") + it.key()
                    + QLatin1String("': an easing has motion, tolerance or reaching, and duration (and an "
                                    "export's linear)");
        }
    }
    if (!json.value(QLatin1String("motion")).isObject())
        return QLatin1String("motion must be an object, but got ") + jsonKind(json.value(QLatin1String("motion")));
    if (json.contains(QLatin1String("linear")) && !json.value(QLatin1String("linear")).isObject())
        return QLatin1String("linear must be an object, but got ") + jsonKind(json.value(QLatin1String("linear")));
    for (const QString &name : known.mid(1, 3)) {
        if (json.contains(name) && !json.value(name).isDouble())
            return name + QLatin1String(" must be a number, but got ") + jsonKind(json.value(name));
    }
    if (json.contains(QLatin1String("reaching")) && json.contains(QLatin1String("tolerance")))
        return QStringLiteral("tolerance cannot be given with reaching: an easing that reaches a position has none");
    return {};
}

} // namespace

Easing Easing::fromJson(const QJsonObject &json, QString *errorMessage)
{
    if (const QString error = jsonShapeError(json); !error.isEmpty()) {
        if (errorMessage)
            *errorMessage = error;
        return Easing();
    }
    const Motion motion = Motion::fromJson(json.value(QLatin1String("motion")).toObject(), errorMessage);
    Easing easing;
    if (json.contains(QLatin1String("reaching")))
        easing = reaching(motion, json.value(QLatin1String("reaching")).toDouble(qQNaN()));
    else
        easing = settling(motion, json.value(QLatin1String("tolerance")).toDouble(DefaultTolerance));
    if (errorMessage && motion.isValid())
        *errorMessage = easing.error().message();
    return easing;
}

namespace {
enum class Normalisation : quint8 { None, Settling, Reaching };
}

QDataStream &operator<<(QDataStream &stream, const Easing &easing)
{
    const Normalisation kind = !easing.isValid() ? Normalisation::None
            : easing.tolerance() > 0             ? Normalisation::Settling
                                                 : Normalisation::Reaching;
    const Detail::DoublePrecisionScope doubles(stream);
    stream << quint8(1) << easing.motion() << quint8(kind)
           << (kind == Normalisation::Settling ? easing.tolerance() : easing.endPosition());
    return stream;
}

QDataStream &operator>>(QDataStream &stream, Easing &easing)
{
    quint8 version = 0;
    Motion motion;
    quint8 kind = 0;
    double parameter = 0;
    const Detail::DoublePrecisionScope doubles(stream);
    stream >> version >> motion >> kind >> parameter;
    if (version != 1 || stream.status() != QDataStream::Ok) {
        stream.setStatus(QDataStream::ReadCorruptData);
        easing = Easing();
    } else if (Normalisation(kind) == Normalisation::Settling) {
        easing = Easing::settling(motion, parameter);
    } else if (Normalisation(kind) == Normalisation::Reaching) {
        easing = Easing::reaching(motion, parameter);
    } else {
        easing = Easing();
    }
    return stream;
}

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
