// SPDX-License-Identifier: MIT
#ifndef IMPETUS_SPRING_H
#define IMPETUS_SPRING_H

#include <impetus/invalidparameter.h>

#include <QtCore/qobjectdefs.h>

QT_BEGIN_NAMESPACE
class QDebug;
QT_END_NAMESPACE

namespace Impetus {

namespace Detail {
struct SpringAccess;
}

/*!
    A damped harmonic oscillator, m x'' + c x' + k x = 0, where x is the displacement
    from the rest position. Units: seconds, positions in any unit L, mass in any unit M,
    stiffness in M/s^2, damping in M/s.

    The motion starts at startPosition() with startVelocity() at t = 0 and settles on
    restPosition(). Every regime is exact: undamped (c = 0), underdamped, critically
    damped (c^2 = 4mk) and overdamped, for any mass > 0 and any start state, for
    negative times too. With alpha = c / 2m and x0, v0 the start displacement and
    velocity:
      underdamped  x(t) = e^(-alpha t) (x0 cos(w t) + (v0 + alpha x0) sin(w t) / w),
                   w = sqrt(4mk - c^2) / 2m;
      otherwise    x(t) = e^(r t) (x0 + (v0 - r x0) t hexp(-2 b t)),
                   b = sqrt(c^2 - 4mk) / 2m, r = -2k / (c + sqrt(c^2 - 4mk)),
    where hexp(y) = (e^y - 1) / y. Critical damping is not a special case: both forms
    reduce to e^(-alpha t) (x0 + (v0 + alpha x0) t) as w or b reach 0, so the motion is
    continuous across it. c^2 - 4mk is formed without cancellation, the slow root r
    by the stable quadratic formula, and sin(w t) / w and t hexp(-2 b t) keep full
    accuracy as w, b -> 0, so strongly overdamped and nearly critical springs are
    accurate to a few ulp of the terms' magnitude (tests/auto/spring, against 50-digit
    matrix exponentials).

    Springs are immutable values: the factories give a spring at rest at 0; withStart()
    and withRestPosition() return modified copies. Invalid parameters give a spring
    with isValid() false and error() naming the parameter; its evaluation returns the
    start position and zero velocity.
*/
class IMPETUS_CORE_EXPORT Spring
{
    Q_GADGET
    Q_PROPERTY(double mass READ mass CONSTANT FINAL)
    Q_PROPERTY(double stiffness READ stiffness CONSTANT FINAL)
    Q_PROPERTY(double damping READ damping CONSTANT FINAL)
    Q_PROPERTY(double dampingRatio READ dampingRatio CONSTANT FINAL)
    Q_PROPERTY(double startPosition READ startPosition CONSTANT FINAL)
    Q_PROPERTY(double startVelocity READ startVelocity CONSTANT FINAL)
    Q_PROPERTY(double restPosition READ restPosition CONSTANT FINAL)
    Q_PROPERTY(Regime regime READ regime CONSTANT FINAL)
    Q_PROPERTY(bool valid READ isValid CONSTANT FINAL)

public:
    /*! The damping regime: the sign of c^2 - 4mk (formed without cancellation), or for a
        spring made from a damping ratio, whether the ratio is below, at or above 1,
        exactly. */
    enum class Regime { Undamped, Underdamped, CriticallyDamped, Overdamped };
    Q_ENUM(Regime)
    /*! \var Regime::Undamped
        c = 0: oscillates about the rest position for ever at naturalFrequency(). */
    /*! \var Regime::Underdamped
        0 < c^2 < 4mk: oscillates at dampedFrequency() within a decaying envelope. */
    /*! \var Regime::CriticallyDamped
        c^2 = 4mk: the boundary case, returning to rest without oscillating (crossing the
        rest position at most once). */
    /*! \var Regime::Overdamped
        c^2 > 4mk: returns to rest without oscillating (crossing the rest position at most
        once), more slowly as the damping grows. */

    /*! The fraction of the start amplitude the slowest mode's envelope has decayed to at
        a settling duration (fromSettlingDuration(), settlingDuration()): part of that
        parameter's definition, which a spec's tolerance does not change. The same value
        as Easing::DefaultTolerance, by choice. */
    static constexpr double SettlingFraction = 1e-3;
    /*! The largest damping ratio accepted: beyond it the two modes' time scales (whose
        ratio is about 4 dampingRatio^2) are not both representable. */
    static constexpr double MaximumDampingRatio = 1e100;

    /*! An invalid spring (stiffness 0). */
    Spring() noexcept;

    /*! mass > 0, stiffness > 0, damping >= 0. */
    static Spring fromMassStiffnessDamping(double mass, double stiffness, double damping) noexcept;
    /*! damping = 2 dampingRatio sqrt(stiffness mass); dampingRatio >= 0, 1 is critical. */
    static Spring fromDampingRatio(double mass, double stiffness, double dampingRatio) noexcept;
    /*! SwiftUI's and Flutter's perceptual parameters: stiffness = (2 pi / duration)^2 mass,
        dampingRatio = 1 - bounce for bounce >= 0 and 1 / (1 + bounce) for -1 < bounce < 0.
        duration > 0, -1 < bounce <= 1 (1 is undamped, negative values overdamp). */
    static Spring fromDurationAndBounce(double duration, double bounce, double mass = 1) noexcept;
    /*! The spring whose slowest mode's envelope falls to SettlingFraction of its start in
        settlingDuration seconds: the decay rate is dampingRatio w0 below critical damping
        and w0 (dampingRatio - sqrt(dampingRatio^2 - 1)) above. settlingDuration > 0,
        dampingRatio > 0. */
    static Spring fromSettlingDuration(double settlingDuration, double dampingRatio, double mass = 1) noexcept;

    /*! The damping ratio a bounce stands for, by fromDurationAndBounce()'s rule: 1 - bounce
        for bounce >= 0, 1 / (1 + bounce) below. NaN for a bounce that is not in (-1, 1],
        and then *error (if given) says why. bounce() is its inverse. */
    static double dampingRatioForBounce(double bounce, InvalidParameter *error = nullptr) noexcept;
    /*! The stiffness of a spring of mass whose perceptual duration is duration, by
        fromDurationAndBounce()'s rule: (2 pi / duration)^2 mass. No check: duration > 0
        and mass > 0 give a stiffness > 0 or infinity. perceptualDuration() is its
        inverse. */
    static double stiffnessForDuration(double duration, double mass = 1) noexcept;

    /*! This spring started at position with velocity (L/s) at t = 0. */
    Spring withStart(double position, double velocity) const noexcept;
    /*! This spring settling on restPosition; the start state is kept. */
    Spring withRestPosition(double restPosition) const noexcept;

    /*! The mass m, in M (> 0 for a valid spring). */
    double mass() const noexcept { return m_mass; }
    /*! The stiffness k, in M/s^2 (> 0 for a valid spring; 0 for Spring()). */
    double stiffness() const noexcept { return m_stiffness; }
    /*! The damping coefficient c, in M/s (>= 0 for a valid spring). */
    double damping() const noexcept { return m_damping; }
    /*! c / (2 sqrt(k m)); for a spring made from a damping ratio, that ratio exactly. */
    double dampingRatio() const noexcept;
    /*! sqrt(k / m), rad/s. */
    double naturalFrequency() const noexcept;
    /*! sqrt(4mk - c^2) / 2m for an underdamped or undamped spring, else 0 (rad/s). */
    double dampedFrequency() const noexcept;
    /*! The damping regime. */
    Regime regime() const noexcept { return m_regime; }
    /*! The perceptual duration, 2 pi / naturalFrequency() (s): the duration of
        fromDurationAndBounce(). */
    double perceptualDuration() const noexcept;
    /*! The bounce of fromDurationAndBounce(): 1 - dampingRatio() up to critical damping,
        1 / dampingRatio() - 1 above. */
    double bounce() const noexcept;
    /*! When the slowest mode's envelope has fallen to SettlingFraction of its start (s):
        the settling duration of fromSettlingDuration(). +infinity when undamped. */
    double settlingDuration() const noexcept;

    /*! The position at t = 0, in L: 0 unless set with withStart(). */
    double startPosition() const noexcept { return m_start; }
    /*! The velocity at t = 0, in L/s: 0 unless set with withStart(). */
    double startVelocity() const noexcept { return m_velocity; }
    /*! The position the spring settles on, in L: 0 unless set with withRestPosition(). */
    double restPosition() const noexcept { return m_rest; }

    /*! Whether the parameters are valid; if not, error() names the one that is wrong. */
    bool isValid() const noexcept { return m_error.isNull(); }
    /*! Why the spring is invalid, such as "mass must be > 0, but got -1"; null when it is
        valid. */
    InvalidParameter error() const noexcept { return m_error; }

    /*! The position at t seconds, in L: restPosition() plus the closed-form displacement.
        noexcept and never NaN: t = NaN counts as 0 and an infinite t as the largest finite
        time; far in the past, where the terms overflow, the result may be infinite. An
        invalid spring stays at startPosition(). */
    double position(double t) const noexcept;
    /*! The velocity at t seconds, in L/s, with the same guarantees as position(); 0 for an
        invalid spring. */
    double velocity(double t) const noexcept;
    /*! restPosition(): every damped spring settles there (an undamped one oscillates
        about it forever). */
    double finalPosition() const noexcept { return m_rest; }
    /*! The earliest t >= 0 from which |position - restPosition| <= band for ever:
        found between consecutive extrema of the displacement, where it is monotonic,
        by bisection to adjacent doubles, so it is exact and guaranteed. +infinity for
        an undamped spring whose amplitude exceeds band. band > 0. */
    double settleTime(double band) const noexcept;
    /*! Whether t >= settleTime(band): from t on, the position stays within band
        of finalPosition(). */
    bool isAtRest(double t, double band) const noexcept { return t >= settleTime(band); }

    /*! True when a and b have the same mass, stiffness, damping, regime, start state, rest
        position and error, and the same frequency and roots (a spring made from a damping
        ratio may have them an ulp apart from one made from its damping): equal springs
        evaluate to the same numbers, bit for bit. */
    friend IMPETUS_CORE_EXPORT bool operator==(const Spring &a, const Spring &b) noexcept;
    /*! The negation of operator==(). */
    friend bool operator!=(const Spring &a, const Spring &b) noexcept { return !(a == b); }

private:
    friend struct Detail::SpringAccess; // lib/models/spring_p.h
    // dampingRatio: the ratio the spring was made from, or NaN when it was made from damping.
    Spring(double mass, double stiffness, double damping, double dampingRatio, InvalidParameter error) noexcept;
    struct Factoring
    {
        double root;
        double gap;
    };
    static Spring invalid(InvalidParameter error) noexcept;
    static double slowestRate(double dampingRatio, double omega0) noexcept;
    double phase(double t) const noexcept;
    Factoring factoring(double t) const noexcept;
    struct ScaledStart
    {
        double x0;
        double v0;
        double scale;
    };
    ScaledStart scaledStart() const noexcept;
    double displacement(double t) const noexcept;
    double displacementVelocity(double t) const noexcept;
    double unitDisplacement(double x0, double v0, double t) const noexcept;
    double unitDisplacementVelocity(double x0, double v0, double t) const noexcept;
    double boundSettleTime(double band) const noexcept;

    double m_mass = 1;
    double m_stiffness = 0;
    double m_damping = 0;
    double m_givenDampingRatio = 0; // the ratio it was made from, NaN if made from damping
    double m_start = 0;
    double m_velocity = 0;
    double m_rest = 0;
    // Derived once: x0 = start - rest, alpha = c/2m, w0^2 = k/m, and either the damped
    // frequency w (oscillating) or the slow and fast roots r2 >= r1 (non-oscillating).
    double m_displacement = 0;
    ScaledStart m_scaledStart = { 0, 0, 1 }; // scaledStart(), once per start state
    double m_alpha = 0;
    double m_omega0Squared = 0;
    double m_omega = 0;
    double m_slowRoot = 0;
    double m_fastRoot = 0;
    Regime m_regime = Regime::Undamped;
    InvalidParameter m_error;
};

/*! Writes the spring's parameters, regime, start state and rest position to debug, or its
    error if it is invalid. */
IMPETUS_CORE_EXPORT QDebug operator<<(QDebug debug, const Spring &spring);

} // namespace Impetus

#endif
