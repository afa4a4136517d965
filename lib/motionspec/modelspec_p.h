// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MODELSPEC_P_H
#define IMPETUS_MODELSPEC_P_H

// The spec language's per-model units. The core (motionspec.cpp) parses text, admits
// parameters, keeps the entries and resolves them once; what a parameter means for one
// model is that model's unit alone (springspec.cpp, decayspec.cpp, gravityspec.cpp,
// bouncespec.cpp, flingspec.cpp): its names and conflicts, its defaults, how its entries
// resolve to the model, how a parameter not given reads back from the motion, how a motion
// prints canonically, and how it is placed between two values. The formulas are the models'
// own (Spring::bounce(), ExponentialDecay::friction(), ...).

#include <impetus/motionspec.h>

#include <QtCore/qstring.h>

#include <cstring>
#include <functional>
#include <optional>
#include <initializer_list>
#include <utility>

namespace Impetus::Detail {

// The vocabulary: every parameter name of every model.
enum SpecParameter {
    Mass,
    Stiffness,
    Duration,
    SettlingDuration,
    Damping,
    DampingRatio,
    BounceParameter,
    StartPosition,
    StartVelocity,
    RestPosition,
    Lambda,
    Friction,
    Density,
    EndPosition,
    EndVelocity,
    Acceleration,
    GravityParameter,
    Restitution,
    MaxBounces,
    Reach,
    Tolerance,
    SpecParameterCount
};

inline constexpr const char *SpecParameterNames[SpecParameterCount] = {
    "mass",          "stiffness",     "duration",     "settlingDuration", "damping",    "dampingRatio", "bounce",
    "startPosition", "startVelocity", "restPosition", "lambda",           "friction",   "density",      "endPosition",
    "endVelocity",   "acceleration",  "gravity",      "restitution",      "maxBounces", "reach",        "tolerance",
};

// A parameter's id by name; -1 for a name no model takes.
int specParameterId(QAnyStringView name);

// The defaults every model shares (a unit's defaultOf() falls back to them): the start
// position, at rest, the tolerance; NaN for the others.
double commonDefault(int id);

// Whether a and b are the same double, bit for bit (-0 is not 0; a NaN is itself).
inline bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

// The shortest digits that read back exactly, the sign of a zero included: how a spec
// prints its numbers.
QString shortest(double value);

// Messages name parameters between marks, so that a front end can write them its own way
// (MotionSpec::errorString(name)).
QString marked(const char *name);
QString markedMessage(const InvalidParameter &error);

// What a unit reads of a spec: the entries given, and the model's defaults for the others.
class SpecValues
{
public:
    SpecValues(const QVarLengthArray<SpecEntry, 8> &entries, double (*defaultOf)(int id))
        : m_entries(entries), m_defaultOf(defaultOf)
    {
    }
    const SpecEntry *find(int id) const
    {
        for (const SpecEntry &entry : m_entries) {
            if (entry.id == id)
                return &entry;
        }
        return nullptr;
    }
    bool given(int id) const { return find(id) != nullptr; }
    double value(int id) const
    {
        const SpecEntry *entry = find(id);
        return entry ? entry->value : m_defaultOf(id);
    }

private:
    const QVarLengthArray<SpecEntry, 8> &m_entries;
    double (*m_defaultOf)(int id);
};

// One model's unit of the spec language.
struct ModelSpec
{
    Motion::Type type;
    const char *name;
    // The parameters, in the order MotionSpec::toString() writes a motion's.
    std::initializer_list<SpecParameter> parameters;
    // Pairs that set the same quantity: refused together, and with() drops the other.
    std::initializer_list<std::pair<SpecParameter, SpecParameter>> conflicts;
    // The default of a parameter the model takes; NaN when it has none.
    double (*defaultOf)(int id);
    // The model the entries describe; a null Motion with *error (names marked) when they do
    // not make one. The tolerance is the core's.
    Motion (*resolve)(const SpecValues &values, QString *error);
    // The entries that rebuild motion exactly, in order: add(id, value, always) leaves a
    // value equal to its default out unless always. A parameter not given reads back as
    // its entry here, unless readBack has it.
    void (*entriesOf)(const Motion &motion, const std::function<void(int id, double value, bool always)> &add);
    // A parameter not given that the motion has other than as an entry (a spring's
    // duration, a decay's friction), NaN for one it does not have; nullopt for the others.
    // Null when entriesOf() says it all.
    std::optional<double> (*readBack)(const Motion &motion, const SpecValues &values, int id);
    // The resolved motion own placed on a component (MotionSpec::between()).
    MotionSpec::Placement (*between)(const Motion &own, double start, double end, double velocity, double share);
    // Why own cannot be placed between two values although valid; null when it can.
    InvalidParameter (*placementError)(const Motion &own);
    // Where a component with no end value comes to rest by itself; NaN for a model that
    // needs an end.
    double (*restingEnd)(const Motion &own, double start, double velocity);
};

// For the units that can always be placed, and those that need an end.
inline InvalidParameter alwaysPlaced(const Motion &)
{
    return {};
}
inline double needsAnEnd(const Motion &, double, double)
{
    return qQNaN();
}

const ModelSpec &springSpec();
const ModelSpec &decaySpec();
const ModelSpec &gravitySpec();
const ModelSpec &bounceSpec();
const ModelSpec &flingSpec();

// The unit of model; null for None.
const ModelSpec *modelSpec(Motion::Type model);

} // namespace Impetus::Detail

#endif
