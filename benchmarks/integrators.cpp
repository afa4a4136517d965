// SPDX-License-Identifier: MIT
/*
    A spring's position at t = 0.5 s: the closed form against the fixed-step integrators
    people use instead, each landing on exactly the same t, with every error measured
    against a 50-digit evaluation of the textbook solution (Boost.Multiprecision, nothing
    of Impetus in it).

    - Semi-implicit (symplectic) Euler at 16 ms, the scheme of Qt Quick's SpringAnimation
      (QSpringAnimation::updateCurrentTime: v += (spring force - damping v) / mass per 16 ms
      tick, then x += v dt). 0.5 s is 31 ticks and 4 ms; the remainder is one shorter step, so
      that the comparison is at the same time (Qt Quick would show x(0.496 s) instead).
    - Classical fourth-order Runge-Kutta at 1 ms, Rebound's integrator: 500 steps.
*/

#include "registry.h"

#include <impetus/spring.h>

#include <benchmark/benchmark.h>

#include <boost/multiprecision/cpp_bin_float.hpp>

#include <algorithm>
#include <array>
#include <cfloat>
#include <cmath>
#include <random>

using Impetus::Spring;

namespace ImpetusBench {

double referencePosition(const Spring &spring, double t)
{
    using Float = boost::multiprecision::cpp_bin_float_50;
    const Float m = spring.mass(), k = spring.stiffness(), c = spring.damping();
    const Float x0 = Float(spring.startPosition()) - Float(spring.restPosition());
    const Float v0 = spring.startVelocity();
    const Float alpha = c / (2 * m);
    const Float omega = sqrt(4 * m * k - c * c) / (2 * m);
    const Float x = exp(-alpha * t) * (x0 * cos(omega * t) + (v0 + alpha * x0) * sin(omega * t) / omega);
    return static_cast<double>(Float(spring.restPosition()) + x);
}

namespace {

constexpr double Time = 0.5;
constexpr double Rest = 100;

// m x'' = -k x - c x' as x'' = -w0^2 x - 2 alpha x', x measured from the rest position.
struct Oscillator
{
    double omega0Squared;
    double twoAlpha;

    double acceleration(double x, double v) const { return -omega0Squared * x - twoAlpha * v; }
};

Oscillator oscillatorOf(const Spring &spring)
{
    return { spring.stiffness() / spring.mass(), spring.damping() / spring.mass() };
}

// Whole steps of dt up to t, then one step of the remainder (if any).
template<typename Step> double integrate(double t, double dt, double x, double v, Step step)
{
    const double steps = std::floor(t / dt + 1e-9);
    for (double i = 0; i < steps; ++i)
        step(x, v, dt);
    const double remainder = t - steps * dt;
    if (remainder > 1e-12)
        step(x, v, remainder);
    return x;
}

double semiImplicitEuler(const Oscillator &o, double x0, double v0, double t, double dt)
{
    return integrate(t, dt, x0, v0, [&o](double &x, double &v, double h) {
        v += h * o.acceleration(x, v);
        x += h * v;
    });
}

double rungeKutta4(const Oscillator &o, double x0, double v0, double t, double dt)
{
    return integrate(t, dt, x0, v0, [&o](double &x, double &v, double h) {
        const double k1x = v, k1v = o.acceleration(x, v);
        const double k2x = v + h / 2 * k1v, k2v = o.acceleration(x + h / 2 * k1x, v + h / 2 * k1v);
        const double k3x = v + h / 2 * k2v, k3v = o.acceleration(x + h / 2 * k2x, v + h / 2 * k2v);
        const double k4x = v + h * k3v, k4v = o.acceleration(x + h * k3x, v + h * k3v);
        x += h / 6 * (k1x + 2 * k2x + 2 * k3x + k4x);
        v += h / 6 * (k1v + 2 * k2v + 2 * k3v + k4v);
    });
}

double ulps(double value, double exact)
{
    const double ulp = std::ldexp(1.0, std::max(std::ilogb(exact), DBL_MIN_EXP - 1) - (DBL_MANT_DIG - 1));
    return std::fabs(value - exact) / ulp;
}

// SwiftUI's spring of 0.5 s with bounce 0.3 (damping ratio 0.7), towards 100, started from
// 64 states so that no result can be folded; the README's (from 0 at 500/s) is the first,
// the one whose errors are reported.
struct Case
{
    Spring spring;
    double x0; // displacement
    double v0;
};

const std::array<Case, 64> &cases()
{
    static const std::array<Case, 64> all = [] {
        const Spring base = Spring::fromDurationAndBounce(0.5, 0.3).withRestPosition(Rest);
        std::mt19937_64 random(64);
        std::uniform_real_distribution<double> position(-100, 100), velocity(-1000, 1000);
        std::array<Case, 64> list;
        for (std::size_t i = 0; i < list.size(); ++i) {
            const double start = i == 0 ? 0 : position(random);
            const double v0 = i == 0 ? 500 : velocity(random);
            list[i] = { base.withStart(start, v0), start - Rest, v0 };
        }
        return list;
    }();
    return all;
}

void reportErrors(benchmark::State &state, double value)
{
    const Spring &spring = cases().front().spring;
    const double exact = referencePosition(spring, Time);
    const double distance = std::fabs(spring.restPosition() - spring.startPosition());
    state.counters["abs_error"] = std::fabs(value - exact);
    state.counters["rel_error"] = std::fabs(value - exact) / distance;
    state.counters["ulp_error"] = ulps(value, exact);
}

template<typename Evaluate> void timeAt(benchmark::State &state, Evaluate evaluate)
{
    // Read through a volatile: the compiler must not see a constant (GCC 12 mis-compiles
    // benchmark 1.7's DoNotOptimize(double &) here, leaving t uninitialised).
    volatile double opaqueTime = Time;
    const double t = opaqueTime;
    std::size_t i = 0;
    beforeTimedLoop(state);
    for (auto _ : state)
        benchmark::DoNotOptimize(evaluate(cases()[i++ & 63], t));
    afterTimedLoop(state);
    state.SetItemsProcessed(state.iterations());
    reportErrors(state, evaluate(cases().front(), Time));
}

/*
    One 16 ms frame of an animation that steps: an integrator carries its state from frame to
    frame, so a frame costs one Euler step (Qt Quick) or 16 RK4 steps of 1 ms, from the
    state of one of the cases; the closed form evaluates its position at the frame's time.
*/
template<typename Advance> void perFrame(benchmark::State &state, Advance advance)
{
    std::size_t i = 0;
    beforeTimedLoop(state);
    for (auto _ : state)
        benchmark::DoNotOptimize(advance(cases()[i++ & 63]));
    afterTimedLoop(state);
    state.SetItemsProcessed(state.iterations());
}

} // namespace

void registerIntegrators()
{
    benchmark::RegisterBenchmark("Integrate/ClosedForm(t=0.5s)", [](benchmark::State &state) {
        timeAt(state, [](const Case &c, double t) { return c.spring.position(t); });
    });
    benchmark::RegisterBenchmark("Integrate/SemiImplicitEuler(16ms,t=0.5s)", [](benchmark::State &state) {
        timeAt(state, [](const Case &c, double t) {
            return Rest + semiImplicitEuler(oscillatorOf(c.spring), c.x0, c.v0, t, 0.016);
        });
    });
    benchmark::RegisterBenchmark("Integrate/RK4(1ms,t=0.5s)", [](benchmark::State &state) {
        timeAt(state, [](const Case &c, double t) {
            return Rest + rungeKutta4(oscillatorOf(c.spring), c.x0, c.v0, t, 0.001);
        });
    })->Unit(benchmark::kMicrosecond);
    benchmark::RegisterBenchmark("Integrate/ClosedForm(frame)", [](benchmark::State &state) {
        volatile double opaqueTime = 0.016;
        const double t = opaqueTime;
        perFrame(state, [t](const Case &c) { return c.spring.position(t); });
    });
    benchmark::RegisterBenchmark("Integrate/SemiImplicitEuler(frame,16ms)", [](benchmark::State &state) {
        perFrame(state,
                 [](const Case &c) { return semiImplicitEuler(oscillatorOf(c.spring), c.x0, c.v0, 0.016, 0.016); });
    });
    benchmark::RegisterBenchmark("Integrate/RK4(frame,16x1ms)", [](benchmark::State &state) {
        perFrame(state, [](const Case &c) { return rungeKutta4(oscillatorOf(c.spring), c.x0, c.v0, 0.016, 0.001); });
    });
}

} // namespace ImpetusBench
