// SPDX-License-Identifier: MIT
/*
    Impetus::VelocityTracker (issue 24): what a pointer event costs (addPosition()) and what a
    release costs (velocity(), each strategy), beside a plain least-squares fit in the same
    run: the degree-2 normal equations about the newest sample, solved by Cramer's rule, the
    textbook form (Flutter's and Android's solver is Gram-Schmidt QR instead), handed its
    window (the tracker finds its own: ages, gaps, then the scaling).

    The drag: a hand's throw recorded by a millisecond clock (Qt's, far from its origin),
    samples 7 or 8 ms apart (13 in the 100 ms window, as in Flutter's recorded gestures) or 4
    or 5 ms apart (20, the most the window holds), positions along a curve with a quarter
    pixel of jitter. 64 windows along the drag, taken in turn. The counter rel_error, of the
    two least-squares fits, is the largest relative difference, over the 64 windows and both
    axes, from the same fit solved at 50 digits (Boost.Multiprecision's cpp_bin_float_50, the
    normal equations again): what each pays in accuracy for its speed.
*/

#include "registry.h"

#include <impetus/velocitytracker.h>

#include <benchmark/benchmark.h>

#include <boost/multiprecision/cpp_bin_float.hpp>

#include <algorithm>
#include <array>
#include <cmath>
#include <random>
#include <string>
#include <vector>

using namespace Impetus;

namespace ImpetusBench {

namespace {

constexpr int Windows = 64;

struct Drag
{
    std::vector<double> seconds;
    std::vector<double> x;
    std::vector<double> y;
};

// A throw that speeds up and turns, at steps of `shortStep` or `shortStep + 1` ms.
Drag drag(int shortStep, int count)
{
    std::mt19937_64 random(20241124);
    std::uniform_int_distribution<int> step(shortStep, shortStep + 1);
    std::uniform_real_distribution<double> jitter(-0.25, 0.25);
    Drag d;
    long long milliseconds = 216690896;
    for (int i = 0; i < count; ++i) {
        milliseconds += step(random);
        const double t = (milliseconds - 216690896) / 1000.0;
        d.seconds.push_back(milliseconds / 1000.0);
        d.x.push_back(260 + 400 * t + 900 * t * t + 300 * std::sin(3 * t) + jitter(random));
        d.y.push_back(540 - 1500 * t + 2000 * t * t * t + jitter(random));
    }
    return d;
}

// The velocity at the newest of samples [first, first + n) by the normal equations in T.
template<typename T> std::array<T, 2> normalEquations(const double *seconds, const double *x, const double *y, int n)
{
    T p[5] = {}, rx[3] = {}, ry[3] = {};
    const T newest = seconds[n - 1];
    for (int i = 0; i < n; ++i) {
        const T t = T(seconds[i]) - newest;
        T power = 1;
        for (int k = 0; k < 5; ++k) {
            p[k] += power;
            if (k < 3) {
                rx[k] += power * x[i];
                ry[k] += power * y[i];
            }
            power *= t;
        }
    }
    const auto det = [](const T &a, const T &b, const T &c, const T &d, const T &e, const T &f, const T &g, const T &h,
                        const T &i) { return a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g); };
    const T denominator = det(p[0], p[1], p[2], p[1], p[2], p[3], p[2], p[3], p[4]);
    return { det(p[0], rx[0], p[2], p[1], rx[1], p[3], p[2], rx[2], p[4]) / denominator,
             det(p[0], ry[0], p[2], p[1], ry[1], p[3], p[2], ry[2], p[4]) / denominator };
}

struct Setup
{
    Drag samples;
    int window = 0; // samples per window
    std::vector<VelocityTracker> trackers; // one per window, holding exactly its samples
    std::vector<std::array<double, 2>> reference; // each window's fit at 50 digits
};

Setup setup(int shortStep, int window, VelocityTracker::Strategy strategy)
{
    Setup s;
    s.window = window;
    s.samples = drag(shortStep, Windows + window);
    for (int w = 0; w < Windows; ++w) {
        VelocityTracker tracker(strategy);
        tracker.setMaximumVelocity(qInf());
        for (int i = w; i < w + window; ++i)
            tracker.addPosition(s.samples.seconds[i], QPointF(s.samples.x[i], s.samples.y[i]));
        s.trackers.push_back(tracker);
        const auto exact = normalEquations<boost::multiprecision::cpp_bin_float_50>(
                &s.samples.seconds[w], &s.samples.x[w], &s.samples.y[w], window);
        s.reference.push_back({ double(exact[0]), double(exact[1]) });
    }
    return s;
}

template<typename Estimate> void releases(benchmark::State &state, const Setup &s, bool exactFit, Estimate estimate)
{
    double relError = 0;
    for (int w = 0; w < Windows; ++w) {
        const std::array<double, 2> v = estimate(s, w);
        for (int axis = 0; axis < 2; ++axis)
            relError = std::max(relError, std::fabs(v[axis] / s.reference[w][axis] - 1));
    }
    int i = 0;
    beforeTimedLoop(state);
    for (auto _ : state) {
        benchmark::DoNotOptimize(estimate(s, i++ & (Windows - 1)));
        benchmark::ClobberMemory();
    }
    afterTimedLoop(state);
    state.SetItemsProcessed(state.iterations());
    state.counters["samples"] = s.window;
    if (exactFit)
        state.counters["rel_error"] = relError;
}

void addPositions(benchmark::State &state)
{
    const Drag d = drag(7, 1024);
    const double span = d.seconds.back() - d.seconds.front() + 0.008;
    VelocityTracker tracker;
    std::size_t i = 0;
    beforeTimedLoop(state);
    for (auto _ : state) {
        const std::size_t k = i & 1023;
        benchmark::DoNotOptimize(tracker.addPosition(d.seconds[k] + double(i >> 10) * span, QPointF(d.x[k], d.y[k])));
        ++i;
    }
    afterTimedLoop(state);
    state.SetItemsProcessed(state.iterations());
}

const char *nameOf(VelocityTracker::Strategy strategy)
{
    switch (strategy) {
    case VelocityTracker::Strategy::LeastSquares:
        return "LeastSquares";
    case VelocityTracker::Strategy::Impulse:
        return "Impulse";
    case VelocityTracker::Strategy::LastSegments:
        return "LastSegments";
    }
    return "?";
}

} // namespace

void registerVelocityTracker()
{
    benchmark::RegisterBenchmark("Velocity/Impetus.addPosition", addPositions);
    for (const auto &[step, size] : { std::pair(7, 13), std::pair(4, 20) }) {
        // Copies: C++17 lambdas cannot capture structured bindings (Clang refuses them).
        const int shortStep = step;
        const int window = size;
        const std::string samples = "(" + std::to_string(window) + ")";
        for (auto strategy : { VelocityTracker::Strategy::LeastSquares, VelocityTracker::Strategy::Impulse,
                               VelocityTracker::Strategy::LastSegments }) {
            const std::string name = std::string("Velocity/Impetus.") + nameOf(strategy) + samples;
            benchmark::RegisterBenchmark(name.c_str(), [=](benchmark::State &state) {
                const Setup s = setup(shortStep, window, strategy);
                releases(state, s, strategy == VelocityTracker::Strategy::LeastSquares, [](const Setup &s, int w) {
                    const QPointF v = s.trackers[w].velocity();
                    return std::array<double, 2>{ v.x(), v.y() };
                });
            });
        }
        benchmark::RegisterBenchmark(("Velocity/NormalEquations" + samples).c_str(), [=](benchmark::State &state) {
            const Setup s = setup(shortStep, window, VelocityTracker::Strategy::LeastSquares);
            releases(state, s, true, [](const Setup &s, int w) {
                return normalEquations<double>(&s.samples.seconds[w], &s.samples.x[w], &s.samples.y[w], s.window);
            });
        });
    }
}

} // namespace ImpetusBench
