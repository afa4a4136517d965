// SPDX-License-Identifier: MIT
// The invariant suite every model must pass (design.md): x(0) = x0, v(0) = v0, v is the
// derivative of x, the motion stays within the tolerance from settleTime on (and is at
// its edge there), finalPosition is reached, and evaluation is total (never NaN).
#ifndef IMPETUS_TESTS_INVARIANTS_H
#define IMPETUS_TESTS_INVARIANTS_H

#include <QtTest/qtest.h>

#include <cfloat>
#include <cmath>
#include <limits>

namespace ImpetusTest {

// A scale for the motion's positions, for tolerances that must not depend on the origin.
template<typename Model> double positionScale(const Model &model, double horizon)
{
    double scale = std::fabs(model.position(0)) + std::fabs(model.finalPosition());
    if (!std::isfinite(scale))
        scale = std::fabs(model.position(0));
    for (int i = 1; i <= 64; ++i)
        scale = std::fmax(scale, std::fabs(model.position(horizon * i / 64)));
    return scale > 0 ? scale : 1;
}

// Central differences with Richardson extrapolation: error O(h^4), independent of the
// model's velocity formula.
template<typename Model> double numericalDerivative(const Model &model, double t, double h)
{
    const auto d = [&](double step) { return (model.position(t + step) - model.position(t - step)) / (2 * step); };
    return (4 * d(h / 2) - d(h)) / 3;
}

/*
    startPosition and startVelocity are what x(0) and v(0) must be; timeScale is a time
    over which the motion changes appreciably (a period, 1/lambda, a flight time) for the
    derivative check, which skips stencils where the velocity jumps (a bounce's impacts).
*/
template<typename Model>
void checkInvariants(const Model &model, double startPosition, double startVelocity, double timeScale, double tolerance)
{
    QVERIFY(model.isValid());
    const double settle = model.settleTime(tolerance);
    const double horizon = std::isfinite(settle) && settle > 0 ? settle : 4 * timeScale;
    const double scale = positionScale(model, horizon);

    // x(0) = x0 and v(0) = v0, to rounding.
    QVERIFY2(std::fabs(model.position(0) - startPosition) <= 4 * DBL_EPSILON * scale,
             qPrintable(QStringLiteral("x(0) = %1, expected %2")
                                .arg(model.position(0), 0, 'g', 17)
                                .arg(startPosition, 0, 'g', 17)));
    QCOMPARE(model.velocity(0), startVelocity);

    // v agrees with the numerical derivative of x away from kinks.
    const double h = timeScale * 1e-3;
    for (int i = 1; i < 40; ++i) {
        const double t = horizon * i / 40;
        const double numeric = numericalDerivative(model, t, h);
        const double analytic = model.velocity(t);
        const double a = model.velocity(t + 2 * h) - model.velocity(t - 2 * h);
        const bool smooth = std::fabs(a) < 1e-3 * (std::fabs(analytic) + scale / timeScale);
        if (!smooth)
            continue; // an impact (bounce) lies within the stencil
        QVERIFY2(std::fabs(numeric - analytic) <= 1e-6 * (std::fabs(analytic) + scale / timeScale),
                 qPrintable(QStringLiteral("t=%1: v=%2, numerical %3")
                                    .arg(t)
                                    .arg(analytic, 0, 'g', 17)
                                    .arg(numeric, 0, 'g', 17)));
    }

    // At rest from settleTime on: within the band for every later sample, and at its
    // edge at settleTime itself (the bound is tight, not just safe).
    if (std::isfinite(settle)) {
        const double final = model.finalPosition();
        QVERIFY(std::isfinite(final));
        const double slack = tolerance * 1e-9 + 8 * DBL_EPSILON * scale;
        const double step = std::fmax(settle, timeScale) / 997;
        for (int i = 0; i < 5000; ++i) {
            const double t = settle + i * step;
            QVERIFY2(std::fabs(model.position(t) - final) <= tolerance + slack,
                     qPrintable(QStringLiteral("t=%1 >= settle %2: |x - final| = %3 > %4")
                                        .arg(t, 0, 'g', 17)
                                        .arg(settle, 0, 'g', 17)
                                        .arg(std::fabs(model.position(t) - final), 0, 'g', 17)
                                        .arg(tolerance)));
            QVERIFY(model.isAtRest(t, tolerance));
        }
        for (double far : { 1e3, 1e6, 1e12 })
            QVERIFY(std::fabs(model.position(settle + far * std::fmax(settle, timeScale)) - final)
                    <= tolerance + slack);
        if (settle > 0) {
            QVERIFY2(std::fabs(std::fabs(model.position(settle) - final) - tolerance) <= 1e-6 * tolerance + slack,
                     qPrintable(QStringLiteral("|x(settle) - final| = %1, tolerance %2")
                                        .arg(std::fabs(model.position(settle) - final), 0, 'g', 17)
                                        .arg(tolerance)));
            // finalPosition is reached: a far smaller tolerance settles too, later.
            const double tight = model.settleTime(tolerance * 1e-6);
            QVERIFY(std::isfinite(tight) && tight >= settle);
            QVERIFY(std::fabs(model.position(tight) - final)
                    <= tolerance * 1e-6 * (1 + 1e-6) + 8 * DBL_EPSILON * scale);
        }
    }

    // Total: no NaN for any time, however absurd.
    const double nan = std::numeric_limits<double>::quiet_NaN();
    for (double t : { nan, HUGE_VAL, -HUGE_VAL, DBL_MAX, -DBL_MAX, 1e300, -1e300, 1e-300, -1e-300, 0.0, -0.0 }) {
        QVERIFY2(!std::isnan(model.position(t)), qPrintable(QStringLiteral("position(%1) is NaN").arg(t)));
        QVERIFY2(!std::isnan(model.velocity(t)), qPrintable(QStringLiteral("velocity(%1) is NaN").arg(t)));
    }
    for (double tol : { 0.0, -1.0, nan, 1e-300, 1e300 })
        QVERIFY(!std::isnan(model.settleTime(tol)));
}

} // namespace ImpetusTest

#endif
