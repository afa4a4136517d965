// SPDX-License-Identifier: MIT
#ifndef IMPETUS_FLING_H
#define IMPETUS_FLING_H

#include <impetus/invalidparameter.h>

#include <QtCore/qobjectdefs.h>

QT_BEGIN_NAMESPACE
class QDebug;
QT_END_NAMESPACE

namespace Impetus {

/*!
    Android's fling, in Flutter's ballistic form (ClampingScrollSimulation): the list that
    is thrown at a release velocity v and coasts to a stop in a finite time, as far as
    Android's OverScroller lets it. Units: seconds, L (pixels: see density), L/s.

    Android's OverScroller (getSplineDeceleration(), getSplineFlingDuration(),
    getSplineFlingDistance()) sets the duration T and the distance d of a fling from v, the
    scroll friction f (ViewConfiguration.getScrollFriction(), 0.015) and the physical
    coefficient c = 9.80665 * 39.37 * 160 * density * 0.84 (Earth's gravity in pixels per
    s^2 at 160 dpi times density, tuned by 0.84):

      l = ln(0.35 |v| / (f c)),   T = e^(l / (D - 1)),   d = f c e^(D l / (D - 1)),
      D = ln 0.78 / ln 0.9 = 2.3582...

    Android then moves along a tabulated spline; Flutter (and this model) along the curve
    whose velocity falls as a power of the time left:

      x(t) = x0 + sign(v) d (1 - (1 - t / T)^D)   for 0 <= t <= T,   x0 + sign(v) d after.

    Since d = 0.35 |v| T (d = f c e^l e^(l / (D - 1)) and f c e^l = 0.35 |v|), the velocity
    at t = 0 is D d / T = 0.35 D v = 0.8254 v for every v, friction and density: the
    ballistic form does not leave with the release velocity but 17.5 % slower (Android's
    spline leaves with v itself: its slope at 0 is d / T / 0.35). startVelocity() is
    the release velocity v, the parameter of Android and Flutter; velocity(0) is 0.8254 v.
    A release at 8000 px/s at density 1 travels 7186.36 px in 2.567 s.

    Evaluation: T = (0.35 |v| / (f c))^(1 / (D - 1)) by one pow() (the exponent carried to
    double-double), d = 0.35 |v| T, and the curve as -expm1(D log1p(-t / T)), so that
    early times keep their digits. Against 50-digit values of Android's definitions
    (tests/reference/fling.py): duration and distance within 2.7e-16 relative (about an
    ulp), positions and velocities within 0.025 of 1e-14 (|x| + |t v|), their condition in
    t (near T the velocity, a power of T - t, is only as good as T - t). Negative times run
    the curve backwards (the motion before the release, ever faster); from T on the fling
    is exactly at finalPosition() with velocity 0.
*/
class IMPETUS_CORE_EXPORT Fling
{
    Q_GADGET
    Q_PROPERTY(double startPosition READ startPosition CONSTANT FINAL)
    Q_PROPERTY(double startVelocity READ startVelocity CONSTANT FINAL)
    Q_PROPERTY(double friction READ friction CONSTANT FINAL)
    Q_PROPERTY(double density READ density CONSTANT FINAL)
    Q_PROPERTY(double duration READ duration CONSTANT FINAL)
    Q_PROPERTY(double distance READ distance CONSTANT FINAL)
    Q_PROPERTY(bool valid READ isValid CONSTANT FINAL)

public:
    /*! Android's scroll friction (ViewConfiguration.getScrollFriction()). */
    static constexpr double DefaultFriction = 0.015;
    /*! Android's density of a 160 dpi screen: positions in pixels of such a screen. */
    static constexpr double DefaultDensity = 1;
    /*! D = ln 0.78 / ln 0.9 (Android's DECELERATION_RATE), correctly rounded (mpmath). */
    static constexpr double DecelerationExponent = 2.3582018154259443;
    /*! Android's INFLEXION: d / T = Inflexion |v|. */
    static constexpr double Inflexion = 0.35;
    /*! c / density = 9.80665 * 39.37 * 160 * 0.84, in pixels per s^2 (exact in decimal,
        correctly rounded here). */
    static constexpr double PhysicalCoefficient = 51890.2017312;
    /*! velocity(0) / startVelocity() = Inflexion * D = 0.8254..., correctly rounded
        (mpmath). */
    static constexpr double StartVelocityRatio = 0.8253706353990805;

    /*! At rest at 0, with the default friction and density. */
    Fling() noexcept = default;
    /*! Released at x0 with velocity (L/s; 0 is at rest at x0). friction > 0 and
        density > 0, all finite, and the distance and duration they give finite. */
    Fling(double x0, double velocity, double friction = DefaultFriction, double density = DefaultDensity) noexcept;

    /*! The fling from x0 that comes to rest at x0 + distance: released at
        releaseVelocity(distance, friction, density). */
    static Fling fromDistance(double x0, double distance, double friction = DefaultFriction,
                              double density = DefaultDensity) noexcept;
    /*! The release velocity whose fling travels distance (signed), the inverse of
        distance(): sign(distance) (f c / 0.35) (|distance| / (f c))^((D - 1) / D). NaN for
        parameters a Fling refuses, and then *error (if given) says why. */
    static double releaseVelocity(double distance, double friction, double density,
                                  InvalidParameter *error = nullptr) noexcept;
    /*! The friction at which a fling released at velocity travels distance:
        (0.35 |velocity|)^D / (|distance|^(D - 1) c). 0 when either is 0. NaN for
        parameters that are not finite or a density that is not > 0, and then *error (if
        given) says why. */
    static double frictionForDistance(double velocity, double distance, double density,
                                      InvalidParameter *error = nullptr) noexcept;

    /*! The position x0 at t = 0, in L. */
    double startPosition() const noexcept { return m_x0; }
    /*! The release velocity v, in L/s: the parameter, not velocity(0), which is
        StartVelocityRatio * v. */
    double startVelocity() const noexcept { return m_velocity; }
    /*! Android's scroll friction f, dimensionless. */
    double friction() const noexcept { return m_friction; }
    /*! The screen's density (Android's DisplayMetrics.density): 1 at 160 dpi. */
    double density() const noexcept { return m_density; }
    /*! T, in seconds: the fling is at rest from then on; 0 at rest. */
    double duration() const noexcept { return m_duration; }
    /*! sign(v) d, in L: finalPosition() - startPosition(). */
    double distance() const noexcept { return m_distance; }

    /*! Whether the parameters are valid; an invalid fling is at rest at 0 and error() says
        why. */
    bool isValid() const noexcept { return m_error.isNull(); }
    /*! Why the fling is invalid, such as "friction must be > 0, but got -1"; null when it
        is valid. */
    InvalidParameter error() const noexcept { return m_error; }

    /*! x0 + sign(v) d (1 - (1 - t / T)^D) at t seconds, in L; the final position from T
        on. noexcept and never NaN: t = NaN counts as 0, an infinite t as the largest
        finite time; the far past may overflow to +-infinity. */
    double position(double t) const noexcept;
    /*! 0.35 D v (1 - t / T)^(D - 1) at t seconds, in L/s; 0 from T on. noexcept and never
        NaN, like position(). */
    double velocity(double t) const noexcept;
    /*! x0 + sign(v) d. */
    double finalPosition() const noexcept { return m_final; }
    /*! When the distance still to go, d (1 - t / T)^D, falls to band: T (1 - (band /
        d)^(1 / D)), then moved to the first double at which the distance to go, computed as
        such, is within band (at the double before it is not), so that the same fling
        settles at the same time wherever it starts and whichever way it goes; the
        positions, rounded, are within band and half an ulp of finalPosition(). 0 if
        already within, T for a band that is not > 0 (from T the fling is exactly on its
        end). */
    double settleTime(double band) const noexcept;
    /*! Whether t >= settleTime(band): from t on, the position stays within band of
        finalPosition(). */
    bool isAtRest(double t, double band) const noexcept { return t >= settleTime(band); }
    /*! The earliest t >= 0 with position(t) == position: T (1 - (1 - r)^(1 / D)) with r
        the fraction of the distance, T for the final position, +infinity if never. */
    double timeToReach(double position) const noexcept;

    /*! True when a and b have the same x0, v, friction, density and error. */
    friend IMPETUS_CORE_EXPORT bool operator==(const Fling &a, const Fling &b) noexcept;
    /*! The negation of operator==(). */
    friend bool operator!=(const Fling &a, const Fling &b) noexcept { return !(a == b); }

private:
    static Fling invalid(InvalidParameter error) noexcept;

    double m_x0 = 0;
    double m_velocity = 0;
    double m_friction = DefaultFriction;
    double m_density = DefaultDensity;
    double m_duration = 0;
    double m_distance = 0;
    double m_final = 0;
    double m_startVelocity = 0; // velocity(0)
    InvalidParameter m_error;
};

/*! Writes x0, the release velocity, the friction and the density to debug, or the error
    of an invalid fling. */
IMPETUS_CORE_EXPORT QDebug operator<<(QDebug debug, const Fling &fling);

} // namespace Impetus

#endif
