// SPDX-License-Identifier: MIT
#ifndef IMPETUS_GRAVITY_H
#define IMPETUS_GRAVITY_H

#include <impetus/invalidparameter.h>

#include <QtCore/qobjectdefs.h>

QT_BEGIN_NAMESPACE
class QDebug;
QT_END_NAMESPACE

namespace Impetus {

/*!
    Motion under constant acceleration: x(t) = x0 + v0 t + a t^2 / 2, v(t) = v0 + a t.
    Units: seconds, L, L/s, L/s^2. Negative times extend the parabola backwards.
    A motion with a != 0 (or with v0 != 0 and a = 0) never settles; timeToReach()
    tells when it passes a given position, which is how a fall onto a floor ends.
*/
class IMPETUS_CORE_EXPORT Gravity
{
    Q_GADGET
    Q_PROPERTY(double startPosition READ startPosition CONSTANT FINAL)
    Q_PROPERTY(double startVelocity READ startVelocity CONSTANT FINAL)
    Q_PROPERTY(double acceleration READ acceleration CONSTANT FINAL)
    Q_PROPERTY(bool valid READ isValid CONSTANT FINAL)

public:
    /*! At rest at 0. */
    Gravity() noexcept = default;
    /*! All finite. */
    Gravity(double x0, double v0, double acceleration) noexcept;

    /*! The position x0 at t = 0, in L. */
    double startPosition() const noexcept { return m_x0; }
    /*! The velocity v0 at t = 0, in L/s. */
    double startVelocity() const noexcept { return m_v0; }
    /*! The constant acceleration a, in L/s^2, signed. */
    double acceleration() const noexcept { return m_acceleration; }

    /*! Whether x0, v0 and the acceleration are finite; an invalid motion is at rest at 0
        and error() says which one is not. */
    bool isValid() const noexcept { return m_error.isNull(); }
    /*! Why the motion is invalid, such as "startVelocity must be finite, but got nan"; null when it is
        valid. */
    InvalidParameter error() const noexcept { return m_error; }

    /*! x0 + v0 t + a t^2 / 2 at t seconds, in L. noexcept and never NaN: t = NaN counts as
        0 and an infinite t as the largest finite time; huge times may overflow to
        +-infinity. */
    double position(double t) const noexcept;
    /*! v0 + a t at t seconds, in L/s; noexcept and never NaN, like position(). */
    double velocity(double t) const noexcept;
    /*! x0 when at rest for ever, else +-infinity in the direction of travel. */
    double finalPosition() const noexcept;
    /*! 0 when v0 = a = 0, else +infinity. */
    double settleTime(double band) const noexcept;
    /*! Whether t >= settleTime(band): from t on, the position stays within band
        of finalPosition(). */
    bool isAtRest(double t, double band) const noexcept { return t >= settleTime(band); }
    /*! The earliest t >= 0 with position(t) == position (the roots of the quadratic by
        the cancellation-free formula), +infinity if never. */
    double timeToReach(double position) const noexcept;

    /*! True when a and b have the same x0, v0, acceleration and error. */
    friend IMPETUS_CORE_EXPORT bool operator==(const Gravity &a, const Gravity &b) noexcept;
    /*! The negation of operator==(). */
    friend bool operator!=(const Gravity &a, const Gravity &b) noexcept { return !(a == b); }

private:
    double m_x0 = 0;
    double m_v0 = 0;
    double m_acceleration = 0;
    InvalidParameter m_error;
};

/*! Writes x0, v0 and the acceleration to debug, or the error of an invalid motion. */
IMPETUS_CORE_EXPORT QDebug operator<<(QDebug debug, const Gravity &gravity);

} // namespace Impetus

#endif
