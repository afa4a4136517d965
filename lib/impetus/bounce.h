// SPDX-License-Identifier: MIT
#ifndef IMPETUS_BOUNCE_H
#define IMPETUS_BOUNCE_H

#include <impetus/invalidparameter.h>

#include <QtCore/qobjectdefs.h>

QT_BEGIN_NAMESPACE
class QDebug;
QT_END_NAMESPACE

namespace Impetus {

namespace Detail {
struct BounceAccess;
}

/*!
    A ball bouncing on the ground (position 0) under gravity g < 0, losing speed at each
    impact by the coefficient of restitution c in [0, 1], as one implicit function of
    time (the bounce seed). Units: seconds, L, L/s, L/s^2.

    Launched upwards from the ground at v0, arc n starts at
      t_n = (2 v0 / |g|) (1 - c^n) / (1 - c)      (= 2 v0 n / |g| for c = 1)
    with speed c^n v0, so y(t) = u tau - |g| tau^2 / 2 with u = c^n v0 and tau = t - t_n.
    The arc index n comes from inverting t_n with one logarithm (log1p, then a one-step
    correction of rounding), in O(1) whatever the number of bounces; the first 8 arcs'
    starts and speeds are computed once, at construction, and selected by comparisons
    (the same values, so the same results; 140 bytes of the value). For c < 1 the
    impacts accumulate at the Zeno time 2 v0 / (|g| (1 - c)); the ball rests at 0 from
    then on. maxBounces = N lets it rebound N times and rest at its next landing; c = 0
    lands once; c = 1 bounces for ever.

    fromDrop() releases the ball at a height with zero velocity, the shape that bounces a
    widget into place; fromState() starts it at any height and velocity (how an animation
    retargets a bounce). Both are the launched motion with v0 = sqrt(v^2 + 2 |g| height),
    the speed of the arc under way, shifted in time; their first arc, up to the next
    landing, is evaluated as height + v t - |g| t^2 / 2 directly.

    Before t = 0 the ball is held at its start (0, or the drop height). At an impact
    instant the velocity is the rebound one.
*/
class IMPETUS_CORE_EXPORT Bounce
{
    Q_GADGET
    Q_PROPERTY(double startPosition READ startPosition CONSTANT FINAL)
    Q_PROPERTY(double startVelocity READ startVelocity CONSTANT FINAL)
    Q_PROPERTY(double restitution READ restitution CONSTANT FINAL)
    Q_PROPERTY(double gravity READ gravity CONSTANT FINAL)
    Q_PROPERTY(int maxBounces READ maxBounces CONSTANT FINAL)
    Q_PROPERTY(bool valid READ isValid CONSTANT FINAL)

public:
    /*! No limit on the number of bounces. */
    static constexpr int Unlimited = -1;
    /*! The smallest non-zero restitution: shorter rebounds fall below the resolution of
        time at the end of the flight before them. */
    static constexpr double MinimumRestitution = 1e-12;

    /*! Invalid (no launch velocity). */
    Bounce() noexcept;
    /*! Leaves the ground upwards at velocity > 0. gravity < 0, 0 <= restitution <= 1,
        maxBounces >= 0 or Unlimited. */
    static Bounce fromLaunch(double velocity, double restitution, double gravity, int maxBounces = Unlimited) noexcept;
    /*! Released at rest from height > 0. */
    static Bounce fromDrop(double height, double restitution, double gravity, int maxBounces = Unlimited) noexcept;
    /*! At height >= 0 moving at velocity (positive is up). On the ground moving down, it
        rebounds at once; on the ground at rest, it stays there. maxBounces counts the
        rebounds after the next landing. */
    static Bounce fromState(double height, double velocity, double restitution, double gravity,
                            int maxBounces = Unlimited) noexcept;

    /*! Started at rest above the ground (fromDrop()). */
    bool isDrop() const noexcept { return m_velocity == 0 && m_height > 0; }
    /*! The start height: 0 for a launch (+0, also where -0 was given). */
    double startPosition() const noexcept { return m_height; }
    /*! The start velocity, positive upwards: 0 for a drop. */
    double startVelocity() const noexcept { return m_velocity; }
    /*! The speed of the arc under way at t = 0, with which the ball lands next:
        sqrt(v^2 + 2 |g| height). */
    double impactSpeed() const noexcept { return m_speed; }
    /*! The coefficient of restitution c, in [0, 1]: the fraction of its speed the ball
        keeps at each impact. */
    double restitution() const noexcept { return m_restitution; }
    /*! The gravity g, in L/s^2: negative, the ground being below. */
    double gravity() const noexcept { return m_gravity; }
    /*! The number of rebounds allowed before the ball rests, or Unlimited. */
    int maxBounces() const noexcept { return m_maxBounces; }

    /*! Whether the parameters are valid; if not, error() names the one that is wrong. */
    bool isValid() const noexcept { return m_error.isNull(); }
    /*! Why the bounce is invalid, such as "gravity must be < 0, but got 9.81"; null when it
        is valid. */
    InvalidParameter error() const noexcept { return m_error; }

    /*! The height at t seconds, in L, never below 0: startPosition() before t = 0, 0 from
        restTime() on. noexcept and never NaN (t = NaN counts as 0). An invalid bounce stays
        at startPosition(). */
    double position(double t) const noexcept;
    /*! The velocity at t seconds, in L/s, positive upwards: the rebound velocity at an
        impact instant; 0 before t = 0, from restTime() on and for an invalid bounce. */
    double velocity(double t) const noexcept;
    /*! 0: the ground, where the ball comes to rest at restTime() (never for c = 1 without a
        cap). */
    double finalPosition() const noexcept { return 0; }
    /*! When the ball comes to rest at 0 for ever: the Zeno time, or the landing after the
        last allowed bounce; +infinity for c = 1 without a cap. */
    double restTime() const noexcept { return m_restTime; }
    /*! The time of the last descent through height band in the last arc whose apex
        is above it (exact); 0 if none is; +infinity for c = 1 without a cap. */
    double settleTime(double band) const noexcept;
    /*! Whether t >= settleTime(band): from t on, the position stays within band
        of finalPosition(). */
    bool isAtRest(double t, double band) const noexcept { return t >= settleTime(band); }
    /*! The number of impacts before or at t (a drop's first landing counts): an integer,
        +infinity once a ball with 0 < c < 1 and no cap has come to rest (the Zeno limit);
        1 from the landing on for c = 0. */
    double bounceCount(double t) const noexcept;
    /*! t minus the time of the last impact (or of the start, before the first one). */
    double timeSinceImpact(double t) const noexcept;

    /*! True when a and b have the same start height and velocity, restitution, gravity,
        maxBounces and error. */
    friend IMPETUS_CORE_EXPORT bool operator==(const Bounce &a, const Bounce &b) noexcept;
    /*! The negation of operator==(). */
    friend bool operator!=(const Bounce &a, const Bounce &b) noexcept { return !(a == b); }

private:
    friend struct Detail::BounceAccess; // lib/models/bounce_p.h
    struct Arc
    {
        double index; // n, an integer
        double start; // t_n, in launch time
        double speed; // c^n v0
    };
    static Bounce make(double height, double velocity, double restitution, double gravity, int maxBounces,
                       InvalidParameter error) noexcept;
    Arc arcAt(double launchTime) const noexcept;
    int tabledArcIndex(double launchTime) const noexcept;
    Arc searchedArc(double launchTime) const noexcept;
    Arc arc(double index) const noexcept;
    double arcSpeed(double index) const noexcept;
    double timeIntoArc(const Arc &arc, double launchTime) const noexcept;
    double arcStart(double index) const noexcept;
    double generalPosition(double t) const noexcept; // position() beyond its common case
    void tabulateArcs() noexcept;

    double m_height = 0;
    double m_velocity = 0;
    double m_restitution = 0;
    double m_gravity = -1;
    int m_maxBounces = Unlimited;
    int m_tabledArcs = 0; // how many of the first arcs are tabled (below), next to the int above
    // Derived: the speed u of the arc under way, its full duration 2 u / |g|, the launch
    // time at t = 0 (the arc's age), the time of the next landing, log(c), and the rest
    // time in model time.
    double m_speed = 0;
    double m_flight = 0;
    double m_offset = 0;
    double m_firstLanding = 0;
    double m_logRestitution = 0;
    double m_restTime = 0;
    InvalidParameter m_error;
    // The first arcs' starts t_0..t_TabledArcs and speeds, as arcStart() and arcSpeed() give
    // them, so that arcAt() selects an early arc by comparisons instead of a logarithm and
    // two exponentials (the same values decide, so the results are the same to the bit).
    // Starts past the tabled ones are +infinity; none are tabled (m_tabledArcs = 0) where
    // arcAt() needs no search (c = 0, or a lossless uncapped ball).
    static constexpr int TabledArcs = 8;
    double m_arcStarts[TabledArcs + 1] = {};
    double m_arcSpeeds[TabledArcs] = {};
};

/*! Writes the start state, restitution, gravity and any cap on the bounces to debug, or the
    error of an invalid bounce. */
IMPETUS_CORE_EXPORT QDebug operator<<(QDebug debug, const Bounce &bounce);

} // namespace Impetus

#endif
