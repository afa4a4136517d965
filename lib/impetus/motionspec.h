// SPDX-License-Identifier: MIT
#ifndef IMPETUS_MOTIONSPEC_H
#define IMPETUS_MOTIONSPEC_H

#include <impetus/easing.h>
#include <impetus/motion.h>

#include <QtCore/qlist.h>
#include <QtCore/qnumeric.h>
#include <QtCore/qanystringview.h>
#include <QtCore/qstring.h>
#include <QtCore/qvarlengtharray.h>

#include <functional>
#include <utility>

namespace Impetus {

namespace Detail {
// One parameter of a spec, as given (the vocabulary is lib/motionspec/modelspec_p.h's).
struct SpecEntry
{
    int id;
    double value;
    int column; // where it was written, 1-based; 0 when not from text
};
} // namespace Detail

/*!
    A motion described by name: a model and named parameters, in any of the model's
    parameterisations. It is the one description every part of Impetus reads: the
    `impetus` tool's options, the QML types and Impetus.* functions, the widgets'
    properties, the animations' setters and the JSON form all resolve their parameters
    here, with the same names, defaults, sign conventions and errors, and so give the same
    numbers to the last bit.

    As text (toString(), parse()):

        spring(duration: 0.5, bounce: 0.3)
        spring(mass: 1, stiffness: 700, dampingRatio: 0.9, startVelocity: -2000)
        decay(lambda: 4)
        bounce(restitution: 0.6, gravity: -9.81)
        material.standard.spatial.default                 (a preset: see presets())
        swiftui.bouncy(startVelocity: 300)                (a preset with parameters changed)

    spec := name [ "(" [ parameter { "," parameter } [","] ] ")" ];
    parameter := identifier ":" number. Names are case-sensitive; numbers are decimal
    (123, -0.5, 1e-3, 2.5E+4), no NaN or infinity. Whitespace may go anywhere between
    tokens. A parameter may be given once; two that set the same quantity (damping and
    dampingRatio) are refused, except after a preset name, where a parameter replaces
    the preset's parameters it cannot be combined with.

    Coordinates. Positions are in the units of what moves (pixels, for a widget).
    Unless told otherwise, a motion runs from startPosition 100 down to its end at 0:
    the spring's rest position, the ground a ball bounces on, the floor a gravity motion
    falls onto, where a decay comes to rest. Gravity and acceleration are therefore
    negative, pulling towards the end; velocities are positive upwards, away from the
    end. An animation or widget applies a spec's other parameters (everything but
    startPosition, startVelocity and the end) to its own start value, end value and
    velocity, read as heights above the end (between()).

    tolerance is a fraction of the distance from the start to the end, in (0, 1), default
    0.001: the motion has settled once it stays that close to its end (half a pixel over
    500). Every layer uses that meaning.

    Parameters (defaults in brackets):
      spring   mass [1]; stiffness, or duration [0.5 s], or settlingDuration; damping, or
               dampingRatio [1], or bounce; startPosition [100], startVelocity [0],
               restPosition [0]; tolerance [0.001]. duration and bounce are SwiftUI's
               perceptual parameters (Spring::fromDurationAndBounce()); settlingDuration
               takes dampingRatio or bounce (Spring::fromSettlingDuration()).
      decay    startPosition [100]; lambda [2] or friction; then startVelocity (coasts
               with the rate), or endPosition [0] (comes to rest there); or, solved with
               Lambert W, endPosition with two of startVelocity, endVelocity and duration
               (ExponentialDecay::fromEndVelocity(), fromStartVelocity(), fromStates());
               reach (the easing ends when the decay first gets there); tolerance [0.001].
      gravity  startPosition [100], startVelocity [0], acceleration [-2000]; reach [0]
               (the floor, where the easing ends).
      bounce   startPosition [100] (the height), startVelocity [0], gravity [-2000],
               restitution [0.5], maxBounces [-1: no limit]; tolerance [0.001].
      fling    startPosition [100]; startVelocity (the release velocity: Android's and
               Flutter's parameter; the motion leaves at 0.8254 times it, see Fling), or
               endPosition [0] (comes to rest there: the release velocity is solved from
               the distance); friction [0.015] (Android's scroll friction), density [1];
               tolerance [0.001].

    Errors name the place in the text, the parameter, the rule and the value:
    "column 8: stiffness must be > 0, but got -1". A spec that cannot be parsed or
    resolved is invalid; it evaluates as a null Motion.
*/
class IMPETUS_CORE_EXPORT MotionSpec
{
    Q_GADGET
    Q_PROPERTY(bool valid READ isValid CONSTANT FINAL)
    Q_PROPERTY(QString errorString READ errorString CONSTANT FINAL)

public:
    /*! Where a spec's motion starts unless told: 100 units above its end. */
    static constexpr double DefaultStartPosition = 100;
    /*! The default settling tolerance, a fraction of the distance: Easing's. */
    static constexpr double DefaultTolerance = Easing::DefaultTolerance;

    /*! How a spec's motion is placed on one component of an animated value: the value is
        origin + direction * motion.position(t); from arrival (seconds, +infinity if
        never) it is exactly at its end with zero velocity. */
    struct Placement
    {
        /*! The model, in its own coordinate; null when the spec cannot make this move. */
        Motion motion;
        /*! The value, in value units, that the model's position 0 maps to. */
        double origin = 0;
        /*! The factor from the model's coordinate to the value (+1 or -1). */
        double direction = 1;
        /*! From when the component rests exactly on its end, in seconds. */
        double arrival = qInf();
    };

    /*! A null spec: no model, invalid. */
    MotionSpec() = default;
    /*! The model with all its defaults: spring(), decay(), gravity(), bounce() or fling().
        Motion::Type::None gives a null spec. */
    explicit MotionSpec(Motion::Type model);

    /*! The spec text describes, or a preset's; check isValid(). */
    static MotionSpec parse(QStringView text);
    /*! The spec of model with parameters, by the rules parse() applies to the text between
        the parentheses: names the model takes, each once, none with another that sets the
        same quantity, finite values. For front ends that read parameters one by one (the
        `impetus` tool's options). */
    static MotionSpec fromParameters(Motion::Type model, const QList<std::pair<QString, double>> &parameters);
    /*! The shortest spec that resolves to motion exactly (the parameters the model keeps,
        those equal to their defaults left out); null for an invalid or null motion. */
    static MotionSpec fromMotion(const Motion &motion);
    /*! fromMotion(easing.motion()) with the easing's tolerance, or with reach for an easing
        that ends where the motion reaches a position. */
    static MotionSpec fromEasing(const Easing &easing);

    /*! Reads text (surrounding whitespace allowed) as a number of the spec's syntax: a
        decimal ([+-] digits [. digits] [(e|E) [+-] digits]) within the range of doubles
        (one that underflows is the nearest double, a signed zero); no group separators,
        no NaN or infinity. Returns the rule text breaks ("a decimal number", "within the
        range of doubles"), empty when *value was set. For front ends that read numbers on
        their own (the `impetus` tool's options), so that there is one number syntax. */
    static QString readNumber(QStringView text, double *value);
    /*! Every preset, in the order `impetus presets` lists them: name and spec text. */
    static const QList<std::pair<QString, QString>> &presets();
    /*! The names a model takes, in the order toString() writes them. */
    static QStringList parameterNames(Motion::Type model);
    /*! "spring", "decay", "gravity", "bounce" or "fling"; empty for None. */
    static QString modelName(Motion::Type model);

    /*! The model described; None for a null spec. */
    Motion::Type model() const noexcept { return m_model; }
    /*! True for MotionSpec(): no model. */
    bool isNull() const noexcept { return m_model == Motion::Type::None; }
    /*! Whether the text parsed and the parameters resolve to a valid motion. */
    bool isValid() const;
    /*! Why the spec is invalid, its names as written in a spec: "column 8: stiffness must
        be > 0, but got -1"; empty when it is valid. */
    QString errorString() const;
    /*! errorString() with every parameter name it mentions passed through name (the
        `impetus` tool writes them as options: --damping-ratio). */
    QString errorString(const std::function<QString(const QString &)> &name) const;

    /*! Whether the parameter was given (written in the text or set with with()). */
    bool has(QAnyStringView name) const;
    /*! The parameter as given; else its value in the resolved motion (a spring made from
        a duration reads back its stiffness); else its default; NaN for a name the model
        does not take, or a quantity the motion does not have. */
    double value(QAnyStringView name) const;
    /*! This spec with the parameter set to value and the parameters it cannot be combined
        with removed (writing damping removes dampingRatio and bounce): the rule every
        front end follows when one property is written after another. A name the model
        does not take makes the spec invalid. */
    MotionSpec with(QAnyStringView name, double value) const;
    /*! with() for each parameter in turn, resolved once at the end: the spec a front end
        holds when it applies the properties written so far on top of a base. */
    MotionSpec with(const QList<std::pair<QString, double>> &parameters) const;
    /*! This spec without the parameter (its default applies again). */
    MotionSpec without(QAnyStringView name) const;
    /*! The parameters given, in order. */
    QList<std::pair<QString, double>> parameters() const;

    /*! The motion, with every default applied; a null Motion when the spec is invalid. */
    Motion motion() const;
    /*! The tolerance, a fraction of the distance: as given, or DefaultTolerance. */
    double tolerance() const;
    /*! When the motion stays within its tolerance for ever (seconds; +infinity if never):
        motion().settleTime() for the band tolerance() * the distance from its start to its
        final position, or, for a motion that starts on its end, * the distance its start
        velocity covers in a second (the rule of MotionAnimation's components). */
    double settleTime() const;
    /*! The motion as an easing: Easing::reaching(motion(), reach) when reach is given (and
        for gravity, whose reach is the floor at 0), else Easing::settling(motion(),
        tolerance()). Invalid, with the error, when the spec or the easing is. */
    Easing easing() const;

    /*! The spec's motion for a move from start to end (value units) leaving with velocity
        (units per second), everything but the spec's own start state and end applied to
        it: a spring resting on end; a decay that comes to rest exactly on end with the
        rate max(velocity / distance, lambda) (keeping a velocity that carries it there,
        else starting with lambda * distance); gravity accelerating towards end with
        |acceleration| * share and stopping on it; a ball dropped from start onto end, with
        gravity * share; a fling that comes to rest exactly on end at its duration (arrival),
        leaving with velocity (released at velocity / 0.8254) at the friction
        Fling::frictionForDistance() gives where that exceeds the spec's, else released at
        the velocity the distance asks at the spec's friction (Fling::releaseVelocity()).
        share in (0, 1] is the part of a vector parameter this component carries (see
        MotionAnimation). The motion is null when placementError() is not empty. */
    Placement between(double start, double end, double velocity, double share = 1) const;
    /*! Where a component with no end value comes to rest by itself: a decay's
        start + velocity / lambda; Android's coast for a fling, start + sign(velocity)
        d(velocity), velocity taken as the release velocity (between() then leaves with
        velocity itself and lands there, as Android's spline does); NaN for the models that
        need an end. */
    double restingEnd(double start, double velocity) const;
    /*! Why this spec cannot move a value from a start to an end (as between() does): its
        own error, or for gravity an acceleration that is not < 0; empty when it can. */
    QString placementError() const;

    /*! The spec as text, parameters in the order given, numbers in the shortest form that
        reads back exactly: parse(toString()) is this spec, and resolves to the same
        motion bit for bit. A null spec gives an empty string. */
    QString toString() const;

    /*! The same model and the same parameters with the same values (bit for bit), in any
        order; errors compared as text. */
    friend IMPETUS_CORE_EXPORT bool operator==(const MotionSpec &a, const MotionSpec &b);
    /*! The negation of operator==(). */
    friend bool operator!=(const MotionSpec &a, const MotionSpec &b) { return !(a == b); }

private:
    using Entry = Detail::SpecEntry;
    static MotionSpec parseEntries(QStringView text);
    static MotionSpec fromMotionEntries(const Motion &motion);
    MotionSpec withEntry(int id, double value) const;
    bool applyWith(QAnyStringView name, double value);
    const Entry *find(int id) const;
    double valueOf(int id) const;
    void fail(int column, const QString &message);
    Motion resolve(QString *error) const;
    MotionSpec &settle();

    Motion::Type m_model = Motion::Type::None;
    QVarLengthArray<Entry, 8> m_entries;
    QString m_parseError; // names marked; see errorString()
    int m_parseColumn = 0;
    // What the entries resolve to, kept with them (settle()): every function that makes a
    // spec resolves it once, and everything that reads it takes these.
    Motion m_motion; // null when invalid
    QString m_resolveError; // names marked; empty when valid, or when parsing failed
};

/*! "Impetus::MotionSpec(spring(stiffness: 700))", or its error. */
IMPETUS_CORE_EXPORT QDebug operator<<(QDebug debug, const MotionSpec &spec);

} // namespace Impetus

#endif
