// SPDX-License-Identifier: MIT
#include "easingfunctions.h"
#include "parameters_p.h"

#include <impetus/approximation.h>
#include <impetus/easing.h>

#include <QtCore/qhash.h>
#include <QtCore/qstringlist.h>
#include <QtQml/qjsvalueiterator.h>

#include <climits>
#include <cmath>
#include <deque>
#include <mutex>
#include <optional>

namespace Impetus::Qml {

namespace {

// Which easing each curve made here evaluates, for duration() and bezierCurve(): equal
// easings give equal curves (the pool shares their function), so the curve is the key.
// Bounded, so that a binding that makes curve after curve does not grow it for ever.
class Registry
{
public:
    static Registry &instance()
    {
        static Registry registry;
        return registry;
    }

    void add(const QEasingCurve &curve, const Easing &easing)
    {
        const std::lock_guard lock(m_mutex);
        for (const auto &[known, _] : m_entries) {
            if (known == curve)
                return;
        }
        m_entries.emplace_back(curve, easing);
        if (m_entries.size() > Capacity)
            m_entries.pop_front();
    }

    std::optional<Easing> find(const QEasingCurve &curve) const
    {
        const std::lock_guard lock(m_mutex);
        for (auto it = m_entries.rbegin(); it != m_entries.rend(); ++it) {
            if (it->first == curve)
                return it->second;
        }
        return std::nullopt;
    }

private:
    static constexpr size_t Capacity = 1024;
    mutable std::mutex m_mutex;
    std::deque<std::pair<QEasingCurve, Easing>> m_entries;
};

void warnIn(const char *function, const QString &message)
{
    qWarning("Impetus.%s: %s", function, qPrintable(message));
}

// The named parameters of one call: numbers only, names from a known list.
class Parameters
{
public:
    Parameters(const char *function, const QJSValue &object, const QStringList &known)
        : m_function(function)
    {
        if (object.isUndefined() || object.isNull())
            return;
        if (!object.isObject() || object.isArray()) {
            fail(QStringLiteral("expects an object of named parameters, such as { %1: 1 }, but got %2")
                         .arg(known.first(), object.toString()));
            return;
        }
        for (QJSValueIterator it(object); it.hasNext();) {
            it.next();
            if (!known.contains(it.name())) {
                fail(QStringLiteral("unknown parameter '%1' (known: %2)").arg(it.name(), known.join(QLatin1String(", "))));
                return;
            }
            if (!it.value().isNumber()) {
                fail(QStringLiteral("%1 must be a number, but got %2").arg(it.name(), it.value().toString()));
                return;
            }
            m_values.insert(it.name(), it.value().toNumber());
        }
    }

    bool ok() const { return m_ok; }
    bool has(const char *name) const { return m_values.contains(QLatin1String(name)); }
    double value(const char *name, double fallback) const
    {
        return m_values.value(QLatin1String(name), fallback);
    }

    /*! Refuses the pair when both are given (neither is preferred silently). */
    bool exclusive(const char *a, const char *b)
    {
        if (m_ok && has(a) && has(b))
            fail(QStringLiteral("give %1 or %2, not both").arg(QLatin1String(a), QLatin1String(b)));
        return m_ok;
    }
    bool check(const InvalidParameter &error)
    {
        if (m_ok && !error.isNull())
            fail(error.message());
        return m_ok;
    }
    void fail(const QString &message)
    {
        m_ok = false;
        warnIn(m_function, message);
    }

private:
    const char *m_function;
    QHash<QString, double> m_values;
    bool m_ok = true;
};

QStringList names(std::initializer_list<const char *> list)
{
    QStringList names;
    for (const char *name : list)
        names.append(QLatin1String(name));
    return names;
}

QEasingCurve curveFor(Parameters &parameters, const Easing &easing)
{
    if (!parameters.check(easing.error()))
        return QEasingCurve(QEasingCurve::Linear);
    const QEasingCurve curve = easing.toEasingCurve();
    Registry::instance().add(curve, easing);
    return curve;
}

std::optional<Spring> springFrom(Parameters &p)
{
    const double mass = p.value("mass", 1);
    if (!p.exclusive("damping", "dampingRatio"))
        return std::nullopt;
    if (p.has("stiffness")) {
        if (!p.exclusive("stiffness", "duration") || !p.exclusive("stiffness", "bounce")
            || !p.exclusive("stiffness", "settlingDuration")) {
            return std::nullopt;
        }
        const double stiffness = p.value("stiffness", 0);
        return p.has("damping") ? Spring::fromMassStiffnessDamping(mass, stiffness, p.value("damping", 0))
                                : Spring::fromDampingRatio(mass, stiffness, p.value("dampingRatio", 1));
    }
    if (p.has("damping")) {
        p.fail(QStringLiteral("damping needs stiffness (or give dampingRatio)"));
        return std::nullopt;
    }
    if (p.has("settlingDuration")) {
        if (!p.exclusive("settlingDuration", "duration") || !p.exclusive("settlingDuration", "bounce"))
            return std::nullopt;
        return Spring::fromSettlingDuration(p.value("settlingDuration", 0), p.value("dampingRatio", 1), mass);
    }
    if (!p.exclusive("bounce", "dampingRatio"))
        return std::nullopt;
    const Spring perceptual = Spring::fromDurationAndBounce(p.value("duration", 0.5), p.value("bounce", 0), mass);
    if (!p.has("dampingRatio") || !perceptual.isValid())
        return perceptual;
    // The perceptual duration sets the stiffness; the damping ratio is taken as given.
    return Spring::fromDampingRatio(mass, perceptual.stiffness(), p.value("dampingRatio", 1));
}

} // namespace

EasingFunctions::EasingFunctions(QObject *parent) : QObject(parent) { }

QEasingCurve EasingFunctions::spring(const QJSValue &parameters) const
{
    Parameters p("spring", parameters,
                 names({ "duration", "bounce", "dampingRatio", "mass", "stiffness", "damping",
                         "settlingDuration", "velocity", "tolerance" }));
    const std::optional<Spring> spring = p.ok() ? springFrom(p) : std::nullopt;
    if (!spring || !p.check(spring->error()))
        return QEasingCurve(QEasingCurve::Linear);
    const Spring moving = spring->withRestPosition(1).withStart(0, p.value("velocity", 0));
    if (!p.check(moving.error()))
        return QEasingCurve(QEasingCurve::Linear);
    return curveFor(p, Easing::settling(moving, p.value("tolerance", Easing::DefaultTolerance)));
}

QEasingCurve EasingFunctions::decay(const QJSValue &parameters) const
{
    Parameters p("decay", parameters, names({ "lambda", "friction", "velocity", "tolerance" }));
    if (!p.exclusive("lambda", "friction") || !p.exclusive("lambda", "velocity")
        || !p.exclusive("friction", "velocity")) {
        return QEasingCurve(QEasingCurve::Linear);
    }
    // A decay lands at v0 / lambda: v0 = lambda lands on 1.
    double lambda = p.value("lambda", 2);
    if (p.has("friction")) {
        const double friction = p.value("friction", 0);
        if (!(friction > 0 && friction < 1)) {
            p.check(InvalidParameter("friction", "in (0, 1)", friction));
            return QEasingCurve(QEasingCurve::Linear);
        }
        lambda = -std::log(friction);
    } else if (p.has("velocity")) {
        lambda = p.value("velocity", 0);
        if (!p.check(InvalidParameter::positive("velocity", lambda)))
            return QEasingCurve(QEasingCurve::Linear);
    }
    if (!p.check(InvalidParameter::positive("lambda", lambda)))
        return QEasingCurve(QEasingCurve::Linear);
    return curveFor(p, Easing::settling(ExponentialDecay(0, lambda, lambda),
                                        p.value("tolerance", Easing::DefaultTolerance)));
}

QEasingCurve EasingFunctions::gravity(const QJSValue &parameters) const
{
    Parameters p("gravity", parameters, names({ "acceleration", "velocity" }));
    const double acceleration = p.value("acceleration", 8);
    const Gravity gravity(0, p.value("velocity", 0), acceleration);
    if (!p.ok() || !p.check(InvalidParameter::positive("acceleration", acceleration))
        || !p.check(renamed(gravity.error(), { { "v0", "velocity" } }))) {
        return QEasingCurve(QEasingCurve::Linear);
    }
    return curveFor(p, Easing::reaching(gravity, 1));
}

QEasingCurve EasingFunctions::bounce(const QJSValue &parameters) const
{
    Parameters p("bounce", parameters, names({ "restitution", "gravity", "maxBounces" }));
    const double gravity = p.value("gravity", 8);
    const double maxBounces = p.value("maxBounces", Bounce::Unlimited);
    if (!p.ok() || !p.check(InvalidParameter::positive("gravity", gravity)))
        return QEasingCurve(QEasingCurve::Linear);
    if (!(maxBounces == std::floor(maxBounces) && maxBounces >= Bounce::Unlimited && maxBounces <= INT_MAX)) {
        p.check(InvalidParameter("maxBounces", "an integer >= 0 (or -1 for no limit)", maxBounces));
        return QEasingCurve(QEasingCurve::Linear);
    }
    // Dropped from 1 onto the ground at 0: the easing runs from 1 to 0, which normalises
    // to 0 -> 1 with the bounces on 1.
    return curveFor(p, Easing::settling(Bounce::fromDrop(1, p.value("restitution", 0.5), -gravity,
                                                         int(maxBounces))));
}

qreal EasingFunctions::duration(const QEasingCurve &curve) const
{
    const std::optional<Easing> easing = Registry::instance().find(curve);
    if (!easing) {
        warnIn("duration", QStringLiteral("the curve was not made by Impetus.spring(), decay(), gravity() or bounce()"));
        return 250;
    }
    return easing->duration() * 1000;
}

QVariantList EasingFunctions::bezierCurve(const QEasingCurve &curve, int maxSegments) const
{
    const std::optional<Easing> easing = Registry::instance().find(curve);
    if (!easing) {
        warnIn("bezierCurve", QStringLiteral("the curve was not made by Impetus.spring(), decay(), gravity() or bounce()"));
        return { 1.0 / 3, 1.0 / 3, 2.0 / 3, 2.0 / 3, 1.0, 1.0 };
    }
    if (maxSegments < 1 || maxSegments > BezierApproximation::MaximumSegments) {
        warnIn("bezierCurve", InvalidParameter("maxSegments", "in [1, 10]", maxSegments).message());
        maxSegments = qBound(1, maxSegments, BezierApproximation::MaximumSegments);
    }
    QVariantList list;
    for (const QPointF &point : BezierApproximation::fit(*easing, maxSegments).controlPoints())
        list << point.x() << point.y();
    return list;
}

} // namespace Impetus::Qml
