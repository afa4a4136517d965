// SPDX-License-Identifier: MIT
#include "motionspec.h"

#include "easing.h"
#include "models/workcounts_p.h"

#include <QtCore/qdebug.h>
#include <QtCore/qlocale.h>

#include <climits>
#include <cmath>
#include <cstring>

namespace Impetus {

namespace {

// ---- The vocabulary ---------------------------------------------------------------------

enum Id {
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
    EndPosition,
    EndVelocity,
    Acceleration,
    GravityParameter,
    Restitution,
    MaxBounces,
    Reach,
    Tolerance,
    IdCount
};

constexpr const char *Names[IdCount] = {
    "mass",          "stiffness",     "duration",     "settlingDuration", "damping",  "dampingRatio", "bounce",
    "startPosition", "startVelocity", "restPosition", "lambda",           "friction", "endPosition",  "endVelocity",
    "acceleration",  "gravity",       "restitution",  "maxBounces",       "reach",    "tolerance",
};

struct ModelInfo
{
    Motion::Type type;
    const char *name;
    std::initializer_list<Id> parameters; // in the order toString() writes a motion's
    // Pairs that set the same quantity: refused together, and with() drops the other.
    std::initializer_list<std::pair<Id, Id>> conflicts;
};

const ModelInfo Models[] = {
    { Motion::Type::Spring,
      "spring",
      { Mass, Stiffness, Duration, SettlingDuration, Damping, DampingRatio, BounceParameter, StartPosition,
        StartVelocity, RestPosition, Tolerance },
      { { Stiffness, Duration },
        { Stiffness, SettlingDuration },
        { Duration, SettlingDuration },
        { Damping, DampingRatio },
        { Damping, BounceParameter },
        { DampingRatio, BounceParameter },
        { SettlingDuration, Damping } } },
    { Motion::Type::ExponentialDecay,
      "decay",
      { StartPosition, StartVelocity, Lambda, Friction, EndPosition, EndVelocity, Duration, Reach, Tolerance },
      { { Lambda, Friction },
        { Lambda, Duration },
        { Lambda, EndVelocity },
        { Friction, Duration },
        { Friction, EndVelocity } } },
    { Motion::Type::Gravity, "gravity", { StartPosition, StartVelocity, Acceleration, Reach }, {} },
    { Motion::Type::Bounce,
      "bounce",
      { StartPosition, StartVelocity, GravityParameter, Restitution, MaxBounces, Tolerance },
      {} },
};

const ModelInfo *modelInfo(Motion::Type type)
{
    for (const ModelInfo &info : Models) {
        if (info.type == type)
            return &info;
    }
    return nullptr;
}

int idOf(QAnyStringView name)
{
    for (int id = 0; id < IdCount; ++id) {
        if (QAnyStringView::equal(name, QLatin1String(Names[id])))
            return id;
    }
    return -1;
}

bool takes(const ModelInfo &model, int id)
{
    for (Id known : model.parameters) {
        if (known == id)
            return true;
    }
    return false;
}

bool conflict(const ModelInfo &model, int a, int b)
{
    for (const auto &[x, y] : model.conflicts) {
        if ((x == a && y == b) || (x == b && y == a))
            return true;
    }
    return false;
}

constexpr double DefaultDuration = 0.5;
constexpr double DefaultDampingRatio = 1;
constexpr double DefaultLambda = 2;
constexpr double DefaultAcceleration = -2000;
constexpr double DefaultGravity = -2000;
constexpr double DefaultRestitution = 0.5;

// The default of each parameter that has one, for the model.
double defaultOf(Motion::Type model, int id)
{
    switch (id) {
    case Mass:
        return 1;
    case StartPosition:
        return MotionSpec::DefaultStartPosition;
    case StartVelocity: // a decay's comes from its end position by default
        return model == Motion::Type::ExponentialDecay ? qQNaN() : 0;
    case RestPosition:
        return 0;
    case Reach: // the floor a gravity motion falls onto; a decay has none
        return model == Motion::Type::Gravity ? 0 : qQNaN();
    case Duration:
        return model == Motion::Type::Spring ? DefaultDuration : qQNaN();
    case DampingRatio:
        return DefaultDampingRatio;
    case Lambda:
        return DefaultLambda;
    case EndPosition:
        return 0;
    case Acceleration:
        return DefaultAcceleration;
    case GravityParameter:
        return DefaultGravity;
    case Restitution:
        return DefaultRestitution;
    case MaxBounces:
        return Bounce::Unlimited;
    case Tolerance:
        return MotionSpec::DefaultTolerance;
    default:
        return qQNaN();
    }
}

bool sameBits(double a, double b)
{
    return std::memcmp(&a, &b, sizeof a) == 0;
}

// The shortest digits that read back exactly, the sign of a zero included.
QString shortest(double value)
{
    if (value == 0 && std::signbit(value))
        return QStringLiteral("-0");
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

// ---- Messages ---------------------------------------------------------------------------
//
// Parameter names in messages are marked, so that a front end can write them its own way
// (the tool's --damping-ratio) without rewriting words that only look like names.

constexpr QChar Mark = QChar(0x1f);

QString marked(const char *name)
{
    return Mark + QLatin1String(name) + Mark;
}

// The names in text, marked: all of them, or only the camel-case ones (in a rule, where
// words such as "gravity" are prose).
QString markNames(const QString &text, bool camelCaseOnly)
{
    QString result;
    for (int i = 0; i < text.size();) {
        if (!text[i].isLetter()) {
            result += text[i++];
            continue;
        }
        int end = i;
        bool camel = false;
        while (end < text.size() && text[end].isLetterOrNumber()) {
            camel = camel || text[end].isUpper();
            ++end;
        }
        const QStringView word = QStringView(text).mid(i, end - i);
        if (idOf(word) >= 0 && (camel || !camelCaseOnly))
            result += Mark + word.toString() + Mark;
        else
            result += word;
        i = end;
    }
    return result;
}

QString markedMessage(const InvalidParameter &error)
{
    return markNames(QLatin1String(error.parameter()), false) + QLatin1String(" must be ")
            + markNames(QLatin1String(error.rule()), true) + QLatin1String(", but got ") + shortest(error.value());
}

// The first name marked in a message.
QString firstName(const QString &message)
{
    const int start = message.indexOf(Mark);
    const int end = start < 0 ? -1 : message.indexOf(Mark, start + 1);
    return end < 0 ? QString() : message.mid(start + 1, end - start - 1);
}

QString knownNames(const ModelInfo &model)
{
    QStringList names;
    for (Id id : model.parameters)
        names.append(QLatin1String(Names[id]));
    return names.join(QLatin1String(", "));
}

QString modelNames()
{
    return QStringLiteral("spring, decay, gravity or bounce");
}

// ---- Presets ----------------------------------------------------------------------------

QList<std::pair<QString, QString>> makePresets()
{
    QList<std::pair<QString, QString>> presets;
    const auto add = [&](const char *name, const char *spec) {
        presets.append({ QLatin1String(name), QLatin1String(spec) });
    };
    // Material 3's motion springs (mass 1): the standard and expressive schemes, for
    // spatial motion (position, size) and for effects (colour, opacity), fast to slow.
    for (const char *scheme : { "standard", "expressive" }) {
        const bool expressive = std::strcmp(scheme, "expressive") == 0;
        const char *spatial[3][2] = {
            { "fast",
              expressive ? "spring(stiffness: 800, dampingRatio: 0.6)" : "spring(stiffness: 1400, dampingRatio: 0.9)" },
            { "default",
              expressive ? "spring(stiffness: 380, dampingRatio: 0.8)" : "spring(stiffness: 700, dampingRatio: 0.9)" },
            { "slow",
              expressive ? "spring(stiffness: 200, dampingRatio: 0.8)" : "spring(stiffness: 300, dampingRatio: 0.9)" }
        };
        const char *effects[3][2] = { { "fast", "spring(stiffness: 3800, dampingRatio: 1)" },
                                      { "default", "spring(stiffness: 1600, dampingRatio: 1)" },
                                      { "slow", "spring(stiffness: 800, dampingRatio: 1)" } };
        for (const auto &[speed, spec] : spatial)
            presets.append({ QStringLiteral("material.%1.spatial.%2").arg(QLatin1String(scheme), QLatin1String(speed)),
                             QLatin1String(spec) });
        for (const auto &[speed, spec] : effects)
            presets.append({ QStringLiteral("material.%1.effects.%2").arg(QLatin1String(scheme), QLatin1String(speed)),
                             QLatin1String(spec) });
    }
    // SwiftUI's named springs.
    add("swiftui.smooth", "spring(duration: 0.5, bounce: 0)");
    add("swiftui.snappy", "spring(duration: 0.5, bounce: 0.15)");
    add("swiftui.bouncy", "spring(duration: 0.5, bounce: 0.3)");
    // What the into-view helpers (intoview.h) do by default.
    add("impetus.bounceIntoView", "bounce(gravity: -2000, restitution: 0.5)");
    add("impetus.springIntoView", "spring(duration: 0.5, dampingRatio: 1)");
    add("impetus.scaleIntoView", "spring(duration: 0.5, dampingRatio: 0.5)");
    add("impetus.flingTo", "decay(lambda: 2)");
    return presets;
}

// ---- The parser -------------------------------------------------------------------------

class Parser
{
public:
    explicit Parser(QStringView text) : m_text(text) { }

    QStringView m_text;
    int m_at = 0;

    void skipSpace()
    {
        while (m_at < m_text.size() && m_text[m_at].isSpace())
            ++m_at;
    }
    bool atEnd() const { return m_at >= m_text.size(); }
    QChar peek() const { return atEnd() ? QChar() : m_text[m_at]; }
    int column() const { return m_at + 1; }
    // What stands at the current place, for messages: a token, or "the end".
    QString here() const
    {
        if (atEnd())
            return QStringLiteral("the end of the spec");
        int end = m_at + 1;
        if (m_text[m_at].isLetterOrNumber()) {
            while (end < m_text.size() && (m_text[end].isLetterOrNumber() || m_text[end] == QLatin1Char('.')))
                ++end;
        }
        return QLatin1Char('\'') + m_text.mid(m_at, end - m_at).toString() + QLatin1Char('\'');
    }
    QString identifier(bool dotted)
    {
        const int start = m_at;
        while (!atEnd()
               && (peek().isLetterOrNumber() || peek() == QLatin1Char('_')
                   || (dotted && m_at > start && peek() == QLatin1Char('.')))) {
            if (m_at == start && !peek().isLetter())
                break;
            ++m_at;
        }
        return m_text.mid(start, m_at - start).toString();
    }
    // A decimal number: [+-] digits [. digits] [(e|E) [+-] digits], at least one digit
    // before the exponent. Returns false, leaving m_at, when there is none.
    bool number(double *value, QString *token)
    {
        int i = m_at;
        const auto digits = [&] {
            const int from = i;
            while (i < m_text.size() && m_text[i].isDigit() && m_text[i].unicode() < 128)
                ++i;
            return i - from;
        };
        if (i < m_text.size() && (m_text[i] == QLatin1Char('+') || m_text[i] == QLatin1Char('-')))
            ++i;
        int mantissa = digits();
        if (i < m_text.size() && m_text[i] == QLatin1Char('.')) {
            ++i;
            mantissa += digits();
        }
        if (mantissa == 0)
            return false;
        if (i < m_text.size() && (m_text[i] == QLatin1Char('e') || m_text[i] == QLatin1Char('E'))) {
            const int exponentStart = i;
            ++i;
            if (i < m_text.size() && (m_text[i] == QLatin1Char('+') || m_text[i] == QLatin1Char('-')))
                ++i;
            if (digits() == 0)
                i = exponentStart; // "2e" is the number 2 followed by "e"
        }
        *token = m_text.mid(m_at, i - m_at).toString();
        bool ok = false;
        *value = QLocale::c().toDouble(*token, &ok);
        // QLocale refuses values beyond the double range (giving infinity, which the caller
        // reports) and values that underflow (giving 0): those are the nearest double, a
        // signed zero.
        if (!ok && *value == 0)
            *value = token->startsWith(QLatin1Char('-')) ? -0.0 : 0.0;
        else if (!ok)
            *value = qInf();
        m_at = i;
        return true;
    }
};

// Why parameter id cannot join those written (given twice, or with one that sets the same
// quantity); empty when it can.
template<typename Entries> QString admission(const ModelInfo &model, const Entries &written, int id)
{
    for (const auto &other : written) {
        const QString where = other.column > 0 ? QStringLiteral(" (column %1)").arg(other.column) : QString();
        if (other.id == id)
            return QStringLiteral("%1 is given twice%2")
                    .arg(marked(Names[id]),
                         other.column > 0 ? QStringLiteral(" (first at column %1)").arg(other.column) : QString());
        if (conflict(model, id, other.id)) {
            return QStringLiteral("%1 cannot be given with %2%3: both set the same quantity")
                    .arg(marked(Names[id]), marked(Names[other.id]), where);
        }
    }
    return {};
}

} // namespace

// ---- MotionSpec -------------------------------------------------------------------------

QString MotionSpec::readNumber(QStringView text, double *value)
{
    Parser p(text.trimmed());
    QString token;
    double read = 0;
    if (!p.number(&read, &token) || !p.atEnd())
        return QStringLiteral("a decimal number");
    if (!std::isfinite(read))
        return QStringLiteral("within the range of doubles");
    *value = read;
    return {};
}

MotionSpec::MotionSpec(Motion::Type model) : m_model(modelInfo(model) ? model : Motion::Type::None)
{
    settle();
}

// Resolves the entries, once for each spec made: every public function that makes one ends
// here (the private ones they use in between do not).
MotionSpec &MotionSpec::settle()
{
    m_resolveError.clear();
    m_motion = m_parseError.isEmpty() && m_model != Motion::Type::None ? resolve(&m_resolveError) : Motion();
    return *this;
}

QString MotionSpec::modelName(Motion::Type model)
{
    const ModelInfo *info = modelInfo(model);
    return info ? QLatin1String(info->name) : QString();
}

QStringList MotionSpec::parameterNames(Motion::Type model)
{
    QStringList names;
    if (const ModelInfo *info = modelInfo(model)) {
        for (Id id : info->parameters)
            names.append(QLatin1String(Names[id]));
    }
    return names;
}

const QList<std::pair<QString, QString>> &MotionSpec::presets()
{
    static const QList<std::pair<QString, QString>> all = makePresets();
    return all;
}

void MotionSpec::fail(int column, const QString &message)
{
    if (!m_parseError.isEmpty())
        return;
    m_parseError = message;
    m_parseColumn = column;
}

const MotionSpec::Entry *MotionSpec::find(int id) const
{
    for (const Entry &entry : m_entries) {
        if (entry.id == id)
            return &entry;
    }
    return nullptr;
}

MotionSpec MotionSpec::parse(QStringView text)
{
    Detail::count(Detail::workCounters.specParses);
    return parseEntries(text).settle();
}

MotionSpec MotionSpec::parseEntries(QStringView text)
{
    Parser p(text);
    MotionSpec spec;
    const auto failed = [&](const QString &message) {
        spec.fail(p.column(), message);
        return spec;
    };
    p.skipSpace();
    const int nameColumn = p.column();
    const QString name = p.identifier(true);
    if (name.isEmpty())
        return failed(QStringLiteral("expected a model (%1) or a preset name, but got %2").arg(modelNames(), p.here()));
    bool fromPreset = false;
    for (const ModelInfo &info : Models) {
        if (name == QLatin1String(info.name))
            spec.m_model = info.type;
    }
    if (spec.isNull()) {
        for (const auto &[presetName, presetSpec] : presets()) {
            if (presetName == name) {
                spec = parseEntries(presetSpec);
                for (Entry &entry : spec.m_entries)
                    entry.column = nameColumn;
                fromPreset = true;
            }
        }
    }
    if (spec.isNull()) {
        p.m_at = nameColumn - 1;
        return failed(
                QStringLiteral("unknown model or preset '%1': expected %2, or a preset (impetus presets lists them)")
                        .arg(name, modelNames()));
    }
    const ModelInfo &model = *modelInfo(spec.m_model);
    p.skipSpace();
    if (p.peek() == QLatin1Char('(')) {
        ++p.m_at;
        QVarLengthArray<Entry, 8> written;
        p.skipSpace();
        while (p.peek() != QLatin1Char(')')) {
            const int column = p.column();
            const QString parameter = p.identifier(false);
            if (parameter.isEmpty())
                return failed(QStringLiteral("expected a parameter name or ')', but got %1").arg(p.here()));
            const int id = idOf(parameter);
            if (id < 0 || !takes(model, id)) {
                p.m_at = column - 1;
                return failed(QStringLiteral("unknown parameter '%1' for a %2 (it takes %3)")
                                      .arg(parameter, QLatin1String(model.name), knownNames(model)));
            }
            p.skipSpace();
            if (p.peek() != QLatin1Char(':'))
                return failed(QStringLiteral("expected ':' after %1, but got %2").arg(marked(Names[id]), p.here()));
            ++p.m_at;
            p.skipSpace();
            double value = 0;
            QString token;
            const int valueColumn = p.column();
            if (!p.number(&value, &token))
                return failed(
                        QStringLiteral("%1 must be a decimal number, but got %2").arg(marked(Names[id]), p.here()));
            if (!std::isfinite(value)) {
                p.m_at = valueColumn - 1;
                return failed(QStringLiteral("%1 must be within the range of doubles, but got %2")
                                      .arg(marked(Names[id]), token));
            }
            const QString refused = admission(model, written, id);
            if (!refused.isEmpty()) {
                p.m_at = column - 1;
                return failed(refused);
            }
            written.append({ id, value, column });
            p.skipSpace();
            if (p.peek() == QLatin1Char(',')) {
                ++p.m_at;
                p.skipSpace();
            } else if (p.peek() != QLatin1Char(')')) {
                return failed(QStringLiteral("expected ',' or ')' after the value of %1, but got %2")
                                      .arg(marked(Names[id]), p.here()));
            }
        }
        ++p.m_at;
        // After a preset, a parameter replaces those of the preset it conflicts with.
        for (const Entry &entry : written) {
            if (fromPreset)
                spec = spec.withEntry(entry.id, entry.value);
            else
                spec.m_entries.append(entry);
            spec.m_entries.back().column = entry.column;
        }
    }
    p.skipSpace();
    if (!p.atEnd())
        return failed(QStringLiteral("unexpected %1 after the end of the spec").arg(p.here()));
    return spec;
}

MotionSpec MotionSpec::fromParameters(Motion::Type model, const QList<std::pair<QString, double>> &parameters)
{
    MotionSpec spec;
    spec.m_model = modelInfo(model) ? model : Motion::Type::None;
    const ModelInfo *info = modelInfo(model);
    if (!info) {
        spec.fail(0, QStringLiteral("a model must be given (%1)").arg(modelNames()));
        return spec;
    }
    for (const auto &[name, value] : parameters) {
        const int id = idOf(name);
        if (id < 0 || !takes(*info, id)) {
            spec.fail(0,
                      QStringLiteral("unknown parameter '%1' for a %2 (it takes %3)")
                              .arg(name, QLatin1String(info->name), knownNames(*info)));
            return spec;
        }
        const QString refused = admission(*info, spec.m_entries, id);
        if (!refused.isEmpty()) {
            spec.fail(0, refused);
            return spec;
        }
        if (!std::isfinite(value)) {
            spec.fail(0, markedMessage(InvalidParameter::finite(Names[id], value)));
            return spec;
        }
        spec.m_entries.append({ id, value, 0 });
    }
    return spec.settle();
}

MotionSpec MotionSpec::with(QAnyStringView name, double value) const
{
    MotionSpec spec = *this;
    spec.applyWith(name, value);
    return spec.settle();
}

MotionSpec MotionSpec::with(const QList<std::pair<QString, double>> &parameters) const
{
    if (parameters.isEmpty())
        return *this;
    MotionSpec spec = *this;
    for (const auto &[name, value] : parameters) {
        if (!spec.applyWith(name, value))
            break;
    }
    return spec.settle();
}

// with() without resolving: false, with the spec failed, for a name the model does not take.
bool MotionSpec::applyWith(QAnyStringView name, double value)
{
    const ModelInfo *model = modelInfo(m_model);
    const int id = idOf(name);
    if (!model || id < 0 || !takes(*model, id)) {
        fail(0,
             model ? QStringLiteral("unknown parameter '%1' for a %2 (it takes %3)")
                             .arg(name.toString(), QLatin1String(model->name), knownNames(*model))
                   : QStringLiteral("a parameter (%1) needs a model").arg(name.toString()));
        return false;
    }
    *this = withEntry(id, value);
    return true;
}

// with() for a parameter the model takes, not resolved.
MotionSpec MotionSpec::withEntry(int id, double value) const
{
    const ModelInfo *model = modelInfo(m_model);
    MotionSpec spec = *this;
    spec.m_entries.clear();
    for (const Entry &entry : m_entries) {
        if (entry.id != id && !conflict(*model, id, entry.id))
            spec.m_entries.append(entry);
    }
    spec.m_entries.append({ id, value, 0 });
    return spec;
}

MotionSpec MotionSpec::without(QAnyStringView name) const
{
    MotionSpec spec = *this;
    spec.m_entries.clear();
    const int id = idOf(name);
    for (const Entry &entry : m_entries) {
        if (entry.id != id)
            spec.m_entries.append(entry);
    }
    return spec.settle();
}

bool MotionSpec::has(QAnyStringView name) const
{
    return find(idOf(name)) != nullptr;
}

QList<std::pair<QString, double>> MotionSpec::parameters() const
{
    QList<std::pair<QString, double>> list;
    for (const Entry &entry : m_entries)
        list.append({ QLatin1String(Names[entry.id]), entry.value });
    return list;
}

double MotionSpec::tolerance() const
{
    const Entry *entry = find(Tolerance);
    return entry ? entry->value : DefaultTolerance;
}

Motion MotionSpec::resolve(QString *error) const
{
    Detail::count(Detail::workCounters.specResolutions);
    const auto given = [this](int id) { return find(id) != nullptr; };
    const auto value = [this](int id) {
        const Entry *entry = find(id);
        return entry ? entry->value : defaultOf(m_model, id);
    };
    const auto refuse = [&](const QString &message) {
        *error = message;
        return Motion();
    };
    Motion motion;
    switch (m_model) {
    case Motion::Type::None:
        return refuse(QStringLiteral("a model must be given (%1)").arg(modelNames()));
    case Motion::Type::Spring: {
        const double mass = value(Mass);
        // The damping ratio a bounce stands for, by fromDurationAndBounce()'s rule.
        const auto ratio = [&]() -> std::pair<double, InvalidParameter> {
            if (!given(BounceParameter))
                return { value(DampingRatio), {} };
            const Spring bounced = Spring::fromDurationAndBounce(1, value(BounceParameter));
            return { bounced.dampingRatio(), bounced.error() };
        };
        Spring spring;
        if (given(SettlingDuration)) {
            const auto [dampingRatio, bounceError] = ratio();
            spring = bounceError.isNull() ? Spring::fromSettlingDuration(value(SettlingDuration), dampingRatio, mass)
                                          : Spring::fromDurationAndBounce(1, value(BounceParameter));
        } else if (!given(Stiffness) && !given(Damping) && !given(DampingRatio)) {
            spring = Spring::fromDurationAndBounce(value(Duration), given(BounceParameter) ? value(BounceParameter) : 0,
                                                   mass);
        } else {
            // The perceptual duration sets the stiffness, (2 pi / duration)^2 mass. A given
            // stiffness is checked undamped: a damping made up for the check could overflow
            // where the spring itself is fine (mass and stiffness 1.8e308).
            const Spring stiffness = given(Stiffness) ? Spring::fromMassStiffnessDamping(mass, value(Stiffness), 0)
                                                      : Spring::fromDurationAndBounce(value(Duration), 0, mass);
            const auto [dampingRatio, bounceError] = ratio();
            if (!stiffness.isValid())
                spring = stiffness;
            else if (!bounceError.isNull())
                spring = Spring::fromDurationAndBounce(1, value(BounceParameter));
            else if (given(Damping))
                spring = Spring::fromMassStiffnessDamping(mass, stiffness.stiffness(), value(Damping));
            else
                spring = Spring::fromDampingRatio(mass, stiffness.stiffness(), dampingRatio);
        }
        motion = spring.withRestPosition(value(RestPosition)).withStart(value(StartPosition), value(StartVelocity));
        break;
    }
    case Motion::Type::ExponentialDecay: {
        const double x0 = value(StartPosition);
        if (given(Duration) || given(EndVelocity)) {
            if (!given(EndPosition)) {
                return refuse(QStringLiteral("%1 must be given with %2")
                                      .arg(marked(Names[EndPosition]),
                                           marked(Names[given(Duration) ? Duration : EndVelocity])));
            }
            const int solving = given(StartVelocity) + given(EndVelocity) + given(Duration);
            if (solving != 2) {
                return refuse(QStringLiteral("%1 needs exactly two of %2, %3 and %4, but got %5")
                                      .arg(marked(Names[EndPosition]), marked(Names[StartVelocity]),
                                           marked(Names[EndVelocity]), marked(Names[Duration]))
                                      .arg(solving));
            }
            const double xT = value(EndPosition);
            if (!given(StartVelocity))
                motion = ExponentialDecay::fromEndVelocity(x0, xT, value(EndVelocity), value(Duration));
            else if (!given(EndVelocity))
                motion = ExponentialDecay::fromStartVelocity(x0, xT, value(StartVelocity), value(Duration));
            else
                motion = ExponentialDecay::fromStates(x0, value(StartVelocity), xT, value(EndVelocity));
            break;
        }
        if (given(StartVelocity) && given(EndPosition)) {
            return refuse(QStringLiteral("%1 cannot be given with %2 and a decay rate: the rate and the start velocity "
                                         "say where it ends (or give %3 or %4 to solve for the rate)")
                                  .arg(marked(Names[EndPosition]), marked(Names[StartVelocity]),
                                       marked(Names[Duration]), marked(Names[EndVelocity])));
        }
        // The rate, from lambda or friction, checked by the model.
        const ExponentialDecay rate = given(Friction) ? ExponentialDecay::fromFriction(0, 0, value(Friction))
                                                      : ExponentialDecay(0, 0, value(Lambda));
        if (!rate.isValid()) {
            motion = rate;
        } else if (given(StartVelocity)) {
            motion = ExponentialDecay(x0, value(StartVelocity), rate.lambda());
        } else if (!(rate.lambda() > 0)) {
            return refuse(
                    markedMessage(InvalidParameter(Names[given(Friction) ? Friction : Lambda],
                                                   given(Friction) ? "< 1 for the decay to come to rest at endPosition"
                                                                   : "> 0 for the decay to come to rest at endPosition",
                                                   value(given(Friction) ? Friction : Lambda))));
        } else {
            // Comes to rest on the end: x0 + v0 / lambda = end.
            motion = ExponentialDecay(x0, rate.lambda() * (value(EndPosition) - x0), rate.lambda());
        }
        break;
    }
    case Motion::Type::Gravity:
        motion = Gravity(value(StartPosition), value(StartVelocity), value(Acceleration));
        break;
    case Motion::Type::Bounce: {
        const double cap = value(MaxBounces);
        if (!(cap == std::floor(cap) && cap >= Bounce::Unlimited && cap <= INT_MAX)) {
            return refuse(
                    markedMessage(InvalidParameter(Names[MaxBounces], "an integer >= 0 (or -1 for no limit)", cap)));
        }
        motion = Bounce::fromState(value(StartPosition), value(StartVelocity), value(Restitution),
                                   value(GravityParameter), int(cap));
        break;
    }
    }
    if (!motion.isValid())
        return refuse(markedMessage(motion.error()));
    const double tolerance = this->tolerance();
    if (!(tolerance > 0 && tolerance < 1))
        return refuse(markedMessage(InvalidParameter(Names[Tolerance], "in (0, 1)", tolerance)));
    return motion;
}

Motion MotionSpec::motion() const
{
    return m_motion;
}

bool MotionSpec::isValid() const
{
    return errorString().isEmpty();
}

QString MotionSpec::errorString() const
{
    return errorString([](const QString &name) { return name; });
}

QString MotionSpec::errorString(const std::function<QString(const QString &)> &name) const
{
    QString message = m_parseError;
    int column = m_parseColumn;
    if (message.isEmpty()) {
        message = m_model == Motion::Type::None ? QStringLiteral("a model must be given (%1)").arg(modelNames())
                                                : m_resolveError;
        if (message.isEmpty())
            return {};
        const Entry *entry = find(idOf(firstName(message)));
        column = entry ? entry->column : 0;
    }
    QString text = column > 0 ? QStringLiteral("column %1: ").arg(column) : QString();
    const QStringList parts = message.split(Mark);
    for (int i = 0; i < parts.size(); ++i)
        text += i % 2 ? name(parts[i]) : parts[i];
    return text;
}

double MotionSpec::value(QAnyStringView name) const
{
    return valueOf(idOf(name));
}

double MotionSpec::valueOf(int id) const
{
    const ModelInfo *model = modelInfo(m_model);
    if (!model || id < 0 || !takes(*model, id))
        return qQNaN();
    if (const Entry *entry = find(id))
        return entry->value;
    const Motion motion = this->motion();
    if (const auto spring = motion.model<Spring>()) {
        const double ratio = spring->dampingRatio();
        const double omega0 = spring->naturalFrequency();
        // The slowest mode's decay rate, as fromSettlingDuration() has it.
        const double rate = ratio < 1 ? ratio * omega0 : omega0 / (ratio + std::sqrt((ratio - 1) * (ratio + 1)));
        switch (id) {
        case Mass:
            return spring->mass();
        case Stiffness:
            return spring->stiffness();
        case Damping:
            return spring->damping();
        case DampingRatio:
            return ratio;
        case Duration:
            return 2 * M_PI / omega0;
        case BounceParameter:
            return ratio <= 1 ? 1 - ratio : 1 / ratio - 1;
        case SettlingDuration:
            return -std::log(Spring::SettlingFraction) / rate;
        case StartPosition:
            return spring->startPosition();
        case StartVelocity:
            return spring->startVelocity();
        case RestPosition:
            return spring->restPosition();
        default:
            break;
        }
    } else if (const auto decay = motion.model<ExponentialDecay>()) {
        switch (id) {
        case StartPosition:
            return decay->startPosition();
        case StartVelocity:
            return decay->startVelocity();
        case Lambda:
            return decay->lambda();
        case Friction:
            return std::exp(-decay->lambda());
        case EndPosition:
            return decay->finalPosition();
        case EndVelocity:
        case Duration: {
            // The solving factories give the quantity they were not given more accurately
            // than the decay (velocity(duration) loses digits to the rounding of lambda).
            const Entry *v0 = find(StartVelocity), *xT = find(EndPosition), *T = find(Duration),
                        *vT = find(EndVelocity);
            double solved = qQNaN();
            if (id == EndVelocity && v0 && xT && T)
                ExponentialDecay::fromStartVelocity(decay->startPosition(), xT->value, v0->value, T->value, &solved);
            else if (id == Duration && v0 && xT && vT)
                ExponentialDecay::fromStates(decay->startPosition(), v0->value, xT->value, vT->value, &solved);
            else if (id == EndVelocity) // at rest, the end of a decay that comes to rest
                solved = decay->lambda() > 0 ? 0 : qQNaN();
            return solved;
        }
        default:
            break;
        }
    } else if (const auto gravity = motion.model<Gravity>()) {
        switch (id) {
        case StartPosition:
            return gravity->startPosition();
        case StartVelocity:
            return gravity->startVelocity();
        case Acceleration:
            return gravity->acceleration();
        default:
            break;
        }
    } else if (const auto bounce = motion.model<Bounce>()) {
        switch (id) {
        case StartPosition:
            return bounce->startPosition();
        case StartVelocity:
            return bounce->startVelocity();
        case GravityParameter:
            return bounce->gravity();
        case Restitution:
            return bounce->restitution();
        case MaxBounces:
            return bounce->maxBounces();
        default:
            break;
        }
    }
    return defaultOf(m_model, id);
}

double MotionSpec::settleTime() const
{
    const Motion motion = this->motion();
    const double distance = std::fabs(motion.finalPosition() - motion.position(0));
    if (!std::isfinite(distance))
        return qInf();
    const double scale = distance > 0 ? distance : std::fabs(motion.velocity(0)) * 1.0 /* s */;
    return motion.settleTime(tolerance() * scale);
}

Easing MotionSpec::easing() const
{
    const Motion motion = this->motion();
    if (motion.isNull())
        return {};
    if (find(Reach) || m_model == Motion::Type::Gravity)
        return Easing::reaching(motion, find(Reach) ? find(Reach)->value : defaultOf(m_model, Reach));
    return Easing::settling(motion, tolerance());
}

QString MotionSpec::placementError() const
{
    const QString error = errorString();
    if (!error.isEmpty() || m_model != Motion::Type::Gravity)
        return error;
    const double acceleration = valueOf(Acceleration);
    if (acceleration < 0)
        return {};
    const Entry *entry = find(Acceleration);
    return (entry && entry->column > 0 ? QStringLiteral("column %1: ").arg(entry->column) : QString())
            + InvalidParameter(Names[Acceleration], "< 0 (towards the end)", acceleration).message();
}

MotionSpec::Placement MotionSpec::between(double start, double end, double velocity, double share) const
{
    // Resolved once: an animation places every component of every plan here.
    const Motion &own = m_motion;
    if (own.isNull())
        return {};
    const auto sign = [](double x) { return x > 0 ? 1.0 : x < 0 ? -1.0 : 0.0; };
    const double distance = end - start;
    switch (m_model) {
    case Motion::Type::Spring:
        return { own.model<Spring>()->withRestPosition(end).withStart(start, velocity) };
    case Motion::Type::ExponentialDecay: {
        // A decay rests at start + v0 / lambda, so lambda = v0 / distance keeps the
        // velocity. Below the spec's lambda that decay would be slower than the spec's own
        // (without bound as the velocity vanishes), and it cannot turn round: then the
        // component starts again with the velocity lambda * distance. One formula,
        // continuous where the two meet.
        const double lambda = std::fmax(velocity / distance, own.model<ExponentialDecay>()->lambda());
        return { ExponentialDecay(start, lambda * distance, lambda) };
    }
    case Motion::Type::Gravity: {
        const double acceleration = -own.model<Gravity>()->acceleration() * share;
        if (!(acceleration > 0)) // see placementError()
            return {};
        // Towards the end; a component on its end but moving is pulled back to it.
        const Gravity gravity(start, velocity, (distance != 0 ? sign(distance) : -sign(velocity)) * acceleration);
        const double arrival = distance != 0 ? gravity.timeToReach(end) : 2 * std::fabs(velocity) / acceleration;
        return { gravity, 0, 1, arrival };
    }
    case Motion::Type::Bounce: {
        // The ground is the end; up is the start's side of it, or the way the component
        // leaves the end when it starts there.
        const double height = start - end;
        const double up = height != 0 ? sign(height) : velocity < 0 ? -1 : 1;
        const auto model = own.model<Bounce>();
        const Bounce bounce = Bounce::fromState(std::fabs(height), velocity == 0 ? 0.0 : up * velocity,
                                                model->restitution(), model->gravity() * share, model->maxBounces());
        return { bounce, end, up, bounce.restTime() };
    }
    case Motion::Type::None:
        break;
    }
    return {};
}

double MotionSpec::restingEnd(double start, double velocity) const
{
    if (m_model != Motion::Type::ExponentialDecay || !isValid())
        return qQNaN();
    return ExponentialDecay(start, velocity, valueOf(Lambda)).finalPosition();
}

MotionSpec MotionSpec::fromMotion(const Motion &motion)
{
    return fromMotionEntries(motion).settle();
}

MotionSpec MotionSpec::fromMotionEntries(const Motion &motion)
{
    if (!motion.isValid())
        return {};
    MotionSpec spec;
    spec.m_model = motion.type();
    const auto add = [&](int id, double value) {
        if (!sameBits(value, defaultOf(spec.m_model, id)))
            spec.m_entries.append({ id, value, 0 });
    };
    if (const auto spring = motion.model<Spring>()) {
        add(Mass, spring->mass());
        spec.m_entries.append({ Stiffness, spring->stiffness(), 0 });
        // The damping rebuilds the spring exactly unless it was made from a damping ratio
        // that decides its regime or frequency (a ratio of 1 is critical, 2 sqrt(mk) squared
        // may not be); the ratio rebuilds one made from a ratio. Of the two, the shorter
        // (as it was most likely written: damping 4.1, dampingRatio 0.9).
        const double ratio = spring->dampingRatio();
        const auto rebuilds = [&](const Spring &coefficients) {
            const Spring rebuilt = coefficients.withRestPosition(spring->restPosition())
                                           .withStart(spring->startPosition(), spring->startVelocity());
            return rebuilt == *spring && sameBits(rebuilt.dampingRatio(), ratio);
        };
        const bool byRatio = rebuilds(Spring::fromDampingRatio(spring->mass(), spring->stiffness(), ratio));
        const bool byDamping =
                rebuilds(Spring::fromMassStiffnessDamping(spring->mass(), spring->stiffness(), spring->damping()));
        if (byRatio && (!byDamping || shortest(ratio).size() <= shortest(spring->damping()).size()))
            spec.m_entries.append({ DampingRatio, ratio, 0 });
        else
            spec.m_entries.append({ Damping, spring->damping(), 0 });
        add(StartPosition, spring->startPosition());
        add(StartVelocity, spring->startVelocity());
        add(RestPosition, spring->restPosition());
    } else if (const auto decay = motion.model<ExponentialDecay>()) {
        add(StartPosition, decay->startPosition());
        spec.m_entries.append({ StartVelocity, decay->startVelocity(), 0 });
        add(Lambda, decay->lambda());
    } else if (const auto gravity = motion.model<Gravity>()) {
        add(StartPosition, gravity->startPosition());
        add(StartVelocity, gravity->startVelocity());
        add(Acceleration, gravity->acceleration());
    } else if (const auto bounce = motion.model<Bounce>()) {
        add(StartPosition, bounce->startPosition());
        add(StartVelocity, bounce->startVelocity());
        add(GravityParameter, bounce->gravity());
        add(Restitution, bounce->restitution());
        add(MaxBounces, bounce->maxBounces());
    }
    return spec;
}

MotionSpec MotionSpec::fromEasing(const Easing &easing)
{
    MotionSpec spec = fromMotionEntries(easing.motion());
    if (spec.isNull() || !easing.isValid())
        return {};
    if (easing.tolerance() == 0) { // reaching()
        if (!(spec.m_model == Motion::Type::Gravity && sameBits(easing.endPosition(), defaultOf(spec.m_model, Reach))))
            spec.m_entries.append({ Reach, easing.endPosition(), 0 });
    } else if (!sameBits(easing.tolerance(), DefaultTolerance)) {
        spec.m_entries.append({ Tolerance, easing.tolerance(), 0 });
    }
    return spec.settle();
}

QString MotionSpec::toString() const
{
    if (isNull())
        return {};
    QStringList parameters;
    for (const Entry &entry : m_entries)
        parameters.append(QLatin1String(Names[entry.id]) + QLatin1String(": ") + shortest(entry.value));
    return modelName(m_model) + QLatin1Char('(') + parameters.join(QLatin1String(", ")) + QLatin1Char(')');
}

bool operator==(const MotionSpec &a, const MotionSpec &b)
{
    if (a.m_model != b.m_model || a.m_entries.size() != b.m_entries.size() || a.m_parseError != b.m_parseError)
        return false;
    for (const MotionSpec::Entry &entry : a.m_entries) {
        const MotionSpec::Entry *other = b.find(entry.id);
        if (!other || !sameBits(other->value, entry.value))
            return false;
    }
    return true;
}

QDebug operator<<(QDebug debug, const MotionSpec &spec)
{
    const QDebugStateSaver saver(debug);
    debug.nospace().noquote() << "Impetus::MotionSpec(";
    if (!spec.isValid())
        debug << "invalid: " << spec.errorString();
    else
        debug << spec.toString();
    return debug << ')';
}

// ---- The specs of Motion and Easing ----------------------------------------------------

QString Motion::toSpec() const
{
    return MotionSpec::fromMotion(*this).toString();
}

Motion Motion::fromSpec(QStringView text, QString *errorMessage)
{
    const MotionSpec spec = MotionSpec::parse(text);
    if (errorMessage)
        *errorMessage = spec.errorString();
    return spec.motion();
}

QString Easing::toSpec() const
{
    return MotionSpec::fromEasing(*this).toString();
}

Easing Easing::fromSpec(QStringView text, QString *errorMessage)
{
    const MotionSpec spec = MotionSpec::parse(text);
    const Easing easing = spec.easing();
    if (errorMessage)
        *errorMessage = spec.isValid() ? easing.error().message() : spec.errorString();
    return easing;
}

} // namespace Impetus
