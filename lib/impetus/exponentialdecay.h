// SPDX-License-Identifier: MIT
#ifndef IMPETUS_EXPONENTIALDECAY_H
#define IMPETUS_EXPONENTIALDECAY_H

#include <impetus/invalidparameter.h>

#include <QtCore/qobjectdefs.h>

QT_BEGIN_NAMESPACE
class QDebug;
QT_END_NAMESPACE

namespace Impetus {

/*!
    Motion whose velocity decays exponentially: dv/dt = -lambda v (friction, a fling,
    an explosion's radius). Units: seconds, positions in L, velocities in L/s, lambda
    in 1/s.

      v(t) = v0 e^(-lambda t)
      x(t) = x0 + v0 t hexp(-lambda t),   hexp(y) = (e^y - 1) / y, hexp(0) = 1

    hexp is evaluated as expm1(y) / y, accurate to an ulp for every y, so lambda -> 0
    and lambda = 0 (uniform motion) are exact, and for |lambda t| > 1 the form
    x0 + v0 (1 - e^(-lambda t)) / lambda is used so that large times give the final
    position, never 0 * inf. Negative times extend the motion backwards. lambda < 0 is
    exponential growth (it never settles); the solving factories return it where the
    data ask for it.

    The solving factories go through the Lambert W function (the decay seed): with
    dX = xT - x0, X = -T vT / dX and Y = -T v0 / dX satisfy X e^X = Y e^Y, and
    lambda T = X - Y. The partner root is computed from X + 1 (formed with an exact
    product, so near-uniform motions keep their digits), accurate to a few ulp.
*/
class IMPETUS_CORE_EXPORT ExponentialDecay
{
    Q_GADGET
    Q_PROPERTY(double startPosition READ startPosition CONSTANT FINAL)
    Q_PROPERTY(double startVelocity READ startVelocity CONSTANT FINAL)
    Q_PROPERTY(double lambda READ lambda CONSTANT FINAL)
    Q_PROPERTY(bool valid READ isValid CONSTANT FINAL)

public:
    /*! At rest at 0. */
    ExponentialDecay() noexcept = default;
    /*! All finite, and for lambda > 0 the final position x0 + v0 / lambda too. */
    ExponentialDecay(double x0, double v0, double lambda) noexcept;

    /*! Velocity multiplied by friction every second (Gravitas): lambda = -ln(friction).
        friction > 0; 1 is uniform motion, > 1 grows. */
    static ExponentialDecay fromFriction(double x0, double v0, double friction) noexcept;
    /*! The decay from x0 at the rate lambda that comes to rest on finalPosition: v0 =
        lambda (finalPosition - x0). lambda > 0 for it to come to rest. */
    static ExponentialDecay fromFinalPosition(double x0, double finalPosition, double lambda) noexcept;
    /*! The rate fromFriction() takes for friction: -ln(friction). NaN for a friction that
        is not > 0, and then *error (if given) says why. friction() is its inverse. */
    static double lambdaForFriction(double friction, InvalidParameter *error = nullptr) noexcept;
    /*! The decay that goes from x0 to xT in duration seconds and arrives with velocity
        vT: solves v0 and lambda. vT and xT - x0 non-zero with the same sign, duration > 0.
        |vT| < |xT - x0| / duration decays (W-1 branch), a larger |vT| grows (W0). */
    static ExponentialDecay fromEndVelocity(double x0, double xT, double vT, double duration) noexcept;
    /*! The decay that leaves x0 with v0 and reaches xT after duration seconds: solves
        lambda (and so the end velocity). v0 and xT - x0 non-zero with the same sign,
        duration > 0. |v0| > |xT - x0| / duration decays (W0 branch). The end velocity is
        stored in *endVelocity if given (more accurately than velocity(duration) gives it). */
    static ExponentialDecay fromStartVelocity(double x0, double xT, double v0, double duration,
                                              double *endVelocity = nullptr) noexcept;
    /*! The decay through the states (x0, v0) at t = 0 and (x1, v1) later:
        lambda = (v0 - v1) / (x1 - x0). v0, v1 and x1 - x0 non-zero with the same sign;
        v1 = v0 is uniform motion. The time from the first state to the second,
        (x1 - x0) / v0 * ln(v0 / v1) / (1 - v1 / v0), is stored in *duration if given. */
    static ExponentialDecay fromStates(double x0, double v0, double x1, double v1, double *duration = nullptr) noexcept;

    /*! The position x0 at t = 0, in L. */
    double startPosition() const noexcept { return m_x0; }
    /*! The velocity v0 at t = 0, in L/s. */
    double startVelocity() const noexcept { return m_v0; }
    /*! The decay rate, in 1/s: > 0 decays, 0 is uniform motion, < 0 grows. */
    double lambda() const noexcept { return m_lambda; }
    /*! The factor the velocity is multiplied by every second: e^(-lambda), the friction of
        fromFriction(). */
    double friction() const noexcept;

    /*! Whether the parameters are valid; an invalid decay is at rest at 0 and error() says
        why. */
    bool isValid() const noexcept { return m_error.isNull(); }
    /*! Why the decay is invalid, such as "lambda must be finite, but got inf"; null when it
        is valid. */
    InvalidParameter error() const noexcept { return m_error; }

    /*! x(t) = x0 + v0 t hexp(-lambda t) at t seconds, in L. noexcept and never NaN: t = NaN
        counts as 0 and an infinite t as the largest finite time; growth (lambda < 0) and
        the far past may overflow to +-infinity. */
    double position(double t) const noexcept;
    /*! v(t) = v0 e^(-lambda t) at t seconds, in L/s; noexcept and never NaN, like
        position(). */
    double velocity(double t) const noexcept;
    /*! x0 + v0 / lambda for lambda > 0; x0 when v0 = 0; otherwise +-infinity. */
    double finalPosition() const noexcept;
    /*! When the distance still to go, |v0| e^(-lambda t) / lambda, reaches band
        (exact); 0 if already within; +infinity if lambda <= 0 and v0 != 0. */
    double settleTime(double band) const noexcept;
    /*! Whether t >= settleTime(band): from t on, the position stays within band
        of finalPosition(). */
    bool isAtRest(double t, double band) const noexcept { return t >= settleTime(band); }
    /*! The earliest t >= 0 with position(t) == position, +infinity if never. */
    double timeToReach(double position) const noexcept;

    /*! True when a and b have the same x0, v0, lambda and error. */
    friend IMPETUS_CORE_EXPORT bool operator==(const ExponentialDecay &a, const ExponentialDecay &b) noexcept;
    /*! The negation of operator==(). */
    friend bool operator!=(const ExponentialDecay &a, const ExponentialDecay &b) noexcept { return !(a == b); }

private:
    static ExponentialDecay invalid(InvalidParameter error) noexcept;

    double m_x0 = 0;
    double m_v0 = 0;
    double m_lambda = 0;
    InvalidParameter m_error;
};

/*! Writes x0, v0 and lambda to debug, or the error of an invalid decay. */
IMPETUS_CORE_EXPORT QDebug operator<<(QDebug debug, const ExponentialDecay &decay);

} // namespace Impetus

#endif
