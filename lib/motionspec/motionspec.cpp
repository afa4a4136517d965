// SPDX-License-Identifier: MIT
#include "motionspec.h"

#include "easing.h"
#include "models/workcounts_p.h"
#include "motionspec/modelspec_p.h"

#include <QtCore/qdebug.h>
#include <QtCore/qlocale.h>

#include <climits>
#include <cmath>
#include <cstring>

namespace Impetus {

using namespace Detail;

// ---- The vocabulary and the units ------------------------------------------------------

int Detail::specParameterId(QAnyStringView name)
{
    for (int id = 0; id < SpecParameterCount; ++id) {
        if (QAnyStringView::equal(name, QLatin1String(SpecParameterNames[id])))
            return id;
    }
    return -1;
}

double Detail::commonDefault(int id)
{
    switch (id) {
    case StartPosition:
        return MotionSpec::DefaultStartPosition;
    case StartVelocity:
        return 0;
    case Tolerance:
        return MotionSpec::DefaultTolerance;
    default:
        return qQNaN();
    }
}

const ModelSpec *Detail::modelSpec(Motion::Type model)
{
    switch (model) {
    case Motion::Type::Spring:
        return &springSpec();
    case Motion::Type::ExponentialDecay:
        return &decaySpec();
    case Motion::Type::Gravity:
        return &gravitySpec();
    case Motion::Type::Bounce:
        return &bounceSpec();
    case Motion::Type::Fling:
        return &flingSpec();
    case Motion::Type::None:
        break;
    }
    return nullptr;
}

namespace {

const char *const *Names = SpecParameterNames;

int idOf(QAnyStringView name)
{
    return specParameterId(name);
}

bool takes(const ModelSpec &model, int id)
{
    for (SpecParameter known : model.parameters) {
        if (known == id)
            return true;
    }
    return false;
}

bool conflict(const ModelSpec &model, int a, int b)
{
    for (const auto &[x, y] : model.conflicts) {
        if ((x == a && y == b) || (x == b && y == a))
            return true;
    }
    return false;
}

// The default of parameter id for model: NaN when it has none.
double defaultOf(Motion::Type model, int id)
{
    const ModelSpec *unit = modelSpec(model);
    return unit ? unit->defaultOf(id) : qQNaN();
}

} // namespace

QString Detail::shortest(double value)
{
    if (value == 0 && std::signbit(value))
        return QStringLiteral("-0");
    return QString::number(value, 'g', QLocale::FloatingPointShortest);
}

namespace {

// ---- Messages ---------------------------------------------------------------------------
//
// Parameter names in messages are marked, so that a front end can write them its own way
// (the tool's --damping-ratio) without rewriting words that only look like names.

constexpr QChar Mark = QChar(0x1f);

} // namespace

QString Detail::marked(const char *name)
{
    return Mark + QLatin1String(name) + Mark;
}

namespace {

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

} // namespace

QString Detail::markedMessage(const InvalidParameter &error)
{
    return markNames(QLatin1String(error.parameter()), false) + QLatin1String(" must be ")
            + markNames(QLatin1String(error.rule()), true) + QLatin1String(", but got ") + shortest(error.value());
}

namespace {

// The first name marked in a message.
QString firstName(const QString &message)
{
    const int start = message.indexOf(Mark);
    const int end = start < 0 ? -1 : message.indexOf(Mark, start + 1);
    return end < 0 ? QString() : message.mid(start + 1, end - start - 1);
}

QString knownNames(const ModelSpec &model)
{
    QStringList names;
    for (SpecParameter id : model.parameters)
        names.append(QLatin1String(Names[id]));
    return names.join(QLatin1String(", "));
}

QString modelNames()
{
    return QStringLiteral("spring, decay, gravity, bounce or fling");
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
    // iOS's scroll deceleration (UIScrollView.decelerationRate r, normal and fast): the
    // velocity is multiplied by r every millisecond, so lambda = -1000 ln r per second, here
    // the double nearest to the exact value for r the double 0.998 or 0.99 (mpmath, 50
    // digits: 2.0020026706730791316, 10.050335853501450155).
    add("ios.scroll.normal", "decay(lambda: 2.002002670673079)");
    add("ios.scroll.fast", "decay(lambda: 10.05033585350145)");
    // Android's fling (OverScroller, ViewConfiguration's scroll friction 0.015, 160 dpi), in
    // Flutter's ballistic form.
    add("android.fling", "fling()");
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
template<typename Entries> QString admission(const ModelSpec &model, const Entries &written, int id)
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

MotionSpec::MotionSpec(Motion::Type model) : m_model(modelSpec(model) ? model : Motion::Type::None)
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
    const ModelSpec *unit = modelSpec(model);
    return unit ? QLatin1String(unit->name) : QString();
}

QStringList MotionSpec::parameterNames(Motion::Type model)
{
    QStringList names;
    if (const ModelSpec *unit = modelSpec(model)) {
        for (SpecParameter id : unit->parameters)
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
    for (const Motion::Type model : { Motion::Type::Spring, Motion::Type::ExponentialDecay, Motion::Type::Gravity,
                                      Motion::Type::Bounce, Motion::Type::Fling }) {
        if (name == QLatin1String(modelSpec(model)->name))
            spec.m_model = model;
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
    const ModelSpec &model = *modelSpec(spec.m_model);
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
    spec.m_model = modelSpec(model) ? model : Motion::Type::None;
    const ModelSpec *info = modelSpec(model);
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
    const ModelSpec *model = modelSpec(m_model);
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
    const ModelSpec *model = modelSpec(m_model);
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
    const ModelSpec *unit = modelSpec(m_model);
    if (!unit) {
        *error = QStringLiteral("a model must be given (%1)").arg(modelNames());
        return {};
    }
    const Motion motion = unit->resolve(SpecValues(m_entries, unit->defaultOf), error);
    if (!error->isEmpty())
        return {};
    if (!motion.isValid()) {
        *error = markedMessage(motion.error());
        return {};
    }
    const double tolerance = this->tolerance();
    if (!(tolerance > 0 && tolerance < 1)) {
        *error = markedMessage(InvalidParameter(Names[Tolerance], "in (0, 1)", tolerance));
        return {};
    }
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
    const ModelSpec *unit = modelSpec(m_model);
    if (!unit || id < 0 || !takes(*unit, id))
        return qQNaN();
    if (const Entry *entry = find(id))
        return entry->value;
    if (m_motion.isNull())
        return unit->defaultOf(id);
    if (unit->readBack) {
        if (const std::optional<double> value = unit->readBack(m_motion, SpecValues(m_entries, unit->defaultOf), id))
            return *value;
    }
    double value = unit->defaultOf(id);
    unit->entriesOf(m_motion, [&](int entry, double entryValue, bool) {
        if (entry == id)
            value = entryValue;
    });
    return value;
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
    // Reaching with a reach given, or with the model's own (gravity's floor).
    const double modelReach = defaultOf(m_model, Reach);
    if (find(Reach) || !std::isnan(modelReach))
        return Easing::reaching(motion, find(Reach) ? find(Reach)->value : modelReach);
    return Easing::settling(motion, tolerance());
}

QString MotionSpec::placementError() const
{
    const QString error = errorString();
    if (!error.isEmpty())
        return error;
    const InvalidParameter refused = modelSpec(m_model)->placementError(m_motion);
    if (refused.isNull())
        return {};
    const Entry *entry = find(idOf(QLatin1String(refused.parameter())));
    return (entry && entry->column > 0 ? QStringLiteral("column %1: ").arg(entry->column) : QString())
            + refused.message();
}

MotionSpec::Placement MotionSpec::between(double start, double end, double velocity, double share) const
{
    // Resolved once: an animation places every component of every plan here.
    if (m_motion.isNull())
        return {};
    return modelSpec(m_model)->between(m_motion, start, end, velocity, share);
}

double MotionSpec::restingEnd(double start, double velocity) const
{
    if (m_motion.isNull())
        return qQNaN();
    return modelSpec(m_model)->restingEnd(m_motion, start, velocity);
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
    const ModelSpec &unit = *modelSpec(spec.m_model);
    unit.entriesOf(motion, [&](int id, double value, bool always) {
        if (always || !sameBits(value, unit.defaultOf(id)))
            spec.m_entries.append({ id, value, 0 });
    });
    return spec;
}

MotionSpec MotionSpec::fromEasing(const Easing &easing)
{
    MotionSpec spec = fromMotionEntries(easing.motion());
    if (spec.isNull() || !easing.isValid())
        return {};
    if (easing.tolerance() == 0) { // reaching()
        if (!sameBits(easing.endPosition(), defaultOf(spec.m_model, Reach)))
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
