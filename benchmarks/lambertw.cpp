// SPDX-License-Identifier: MIT
/*
    Impetus::lambertW0 / lambertWm1 against Boost.Math's lambert_w0 / lambert_wm1 in double
    (default policy): the time per call over mixed arguments, and the error in ulp over
    sweeps of both domains against Boost.Math at 50 digits (cpp_bin_float_50), the same
    oracle tests/auto/lambertw uses.
*/

#include "registry.h"

#include <impetus/lambertw.h>

#include <benchmark/benchmark.h>

#include <boost/math/special_functions/lambert_w.hpp>
#include <boost/multiprecision/cpp_bin_float.hpp>

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <random>
#include <vector>

namespace ImpetusBench {

namespace {

using Float50 = boost::multiprecision::cpp_bin_float_50;

// The double nearest -1/e; it lies 1.2e-17 below -1/e, so MinusInvE + d > -1/e for d >= 1e-16.
constexpr double MinusInvE = -0x1.78b56362cef38p-2;

/*
    Arguments for the timings, in random order. W0: z = 10^s, s uniform in [-6, 6], for
    three quarters; z = -1/e + 10^s, s uniform in [-10, -0.5] (the negative part of the
    branch, up to its branch point) for the rest. W-1: z = -e^-u, u uniform in [1, 40]
    (W-1 from -1 to about -44) for three quarters; z = -1/e + 10^s, s in [-10, -1], for the rest.
    The bulk of the domain is the first kind only (nearBranchPointShare = 0).
*/
std::vector<double> timingArguments(bool principal, double nearBranchPointShare = 0.25)
{
    std::mt19937_64 random(principal ? 0 : 1);
    std::uniform_real_distribution<double> uniform(0.0, 1.0);
    std::vector<double> z(InputMask + 1);
    for (double &value : z) {
        const bool nearBranchPoint = uniform(random) < nearBranchPointShare;
        const double u = uniform(random);
        if (nearBranchPoint)
            value = MinusInvE + std::pow(10.0, principal ? -10 + 9.5 * u : -10 + 9 * u);
        else
            value = principal ? std::pow(10.0, -6 + 12 * u) : -std::exp(-(1 + 39 * u));
    }
    return z;
}

template<typename Function>
void time(benchmark::State &state, bool principal, Function function, double nearBranchPointShare = 0.25)
{
    const std::vector<double> z = timingArguments(principal, nearBranchPointShare);
    std::size_t i = 0;
    beforeTimedLoop(state);
    for (auto _ : state)
        benchmark::DoNotOptimize(function(z[i++ & InputMask]));
    afterTimedLoop(state);
    state.SetItemsProcessed(state.iterations());
}

// --- accuracy --------------------------------------------------------------------------

struct Segment
{
    bool distanceFromBranchPoint; // log-spaced in z + 1/e, else in |z|
    double from;
    double to;
    int count;
};

struct Point
{
    double z;
    Float50 w;
    bool nearBranchPoint; // in the segment log-spaced in z + 1/e
};

std::vector<Point> sweep(bool principal)
{
    static const Segment principalSegments[] = {
        { false, 1e-300, 1e300, 6000 },
        { false, -1e-300, -0.3, 2000 },
        { true, 1e-16, 0.07, 2000 },
    };
    static const Segment lowerSegments[] = {
        { false, -DBL_TRUE_MIN, -0.3, 6000 },
        { true, 1e-16, 0.07, 2000 },
    };
    std::vector<Point> points;
    const auto add = [&](const Segment &s) {
        const double sign = s.from < 0 ? -1 : 1;
        const double logFrom = std::log(std::fabs(s.from)), logTo = std::log(std::fabs(s.to));
        for (int i = 0; i < s.count; ++i) {
            const double t = std::exp(logFrom + (logTo - logFrom) * i / (s.count - 1));
            const double z = s.distanceFromBranchPoint ? MinusInvE + t : sign * t;
            const Float50 w = principal ? boost::math::lambert_w0(Float50(z)) : boost::math::lambert_wm1(Float50(z));
            points.push_back({ z, w, s.distanceFromBranchPoint });
        }
    };
    if (principal) {
        for (const Segment &s : principalSegments)
            add(s);
    } else {
        for (const Segment &s : lowerSegments)
            add(s);
    }
    return points;
}

// |value - exact| in ulps of the double nearest exact; +inf for a non-finite value.
double ulps(double value, const Float50 &exact)
{
    const double nearest = static_cast<double>(exact);
    if (!std::isfinite(value))
        return value == nearest ? 0 : HUGE_VAL;
    const int exponent = std::max(std::ilogb(nearest), DBL_MIN_EXP - 1);
    const Float50 ulp = std::ldexp(1.0, exponent - (DBL_MANT_DIG - 1));
    return static_cast<double>(abs(Float50(value) - exact) / ulp);
}

void accuracy(benchmark::State &state, bool principal)
{
    static const std::vector<Point> principalPoints = sweep(true);
    static const std::vector<Point> lowerPoints = sweep(false);
    const std::vector<Point> &points = principal ? principalPoints : lowerPoints;
    double impetusMax = 0, boostMax = 0, boostMaxAway = 0, impetusWorstZ = 0, boostWorstZ = 0;
    double boostFailures = 0;
    for (auto _ : state) {
        for (const Point &p : points) {
            const double impetus = principal ? Impetus::lambertW0(p.z) : Impetus::lambertWm1(p.z);
            if (const double e = ulps(impetus, p.w); e > impetusMax) {
                impetusMax = e;
                impetusWorstZ = p.z;
            }
            try {
                const double boost = principal ? boost::math::lambert_w0(p.z) : boost::math::lambert_wm1(p.z);
                const double e = ulps(boost, p.w);
                if (e > boostMax) {
                    boostMax = e;
                    boostWorstZ = p.z;
                }
                if (!p.nearBranchPoint)
                    boostMaxAway = std::fmax(boostMaxAway, e);
            } catch (const std::exception &) {
                boostFailures += 1; // Boost's default policy throws, e.g. for subnormal W-1 arguments
            }
        }
    }
    state.counters["points"] = double(points.size());
    state.counters["impetus_max_ulp"] = impetusMax;
    state.counters["impetus_worst_z"] = impetusWorstZ;
    state.counters["boost_max_ulp"] = boostMax;
    state.counters["boost_worst_z"] = boostWorstZ;
    state.counters["boost_max_ulp_away"] = boostMaxAway; // outside z + 1/e < 0.07
    state.counters["boost_throws"] = boostFailures;
}

} // namespace

void registerLambertW()
{
    benchmark::RegisterBenchmark("LambertW/Impetus.lambertW0", [](benchmark::State &state) {
        time(state, true, [](double z) { return Impetus::lambertW0(z); });
    });
    benchmark::RegisterBenchmark("LambertW/Boost.lambert_w0", [](benchmark::State &state) {
        time(state, true, [](double z) { return boost::math::lambert_w0(z); });
    });
    benchmark::RegisterBenchmark("LambertW/Impetus.lambertWm1", [](benchmark::State &state) {
        time(state, false, [](double z) { return Impetus::lambertWm1(z); });
    });
    benchmark::RegisterBenchmark("LambertW/Boost.lambert_wm1", [](benchmark::State &state) {
        time(state, false, [](double z) { return boost::math::lambert_wm1(z); });
    });
    benchmark::RegisterBenchmark("LambertW/Impetus.lambertW0(bulk)", [](benchmark::State &state) {
        time(
                state, true, [](double z) { return Impetus::lambertW0(z); }, 0);
    });
    benchmark::RegisterBenchmark("LambertW/Boost.lambert_w0(bulk)", [](benchmark::State &state) {
        time(
                state, true, [](double z) { return boost::math::lambert_w0(z); }, 0);
    });
    benchmark::RegisterBenchmark("LambertW/Impetus.lambertWm1(bulk)", [](benchmark::State &state) {
        time(
                state, false, [](double z) { return Impetus::lambertWm1(z); }, 0);
    });
    benchmark::RegisterBenchmark("LambertW/Boost.lambert_wm1(bulk)", [](benchmark::State &state) {
        time(
                state, false, [](double z) { return boost::math::lambert_wm1(z); }, 0);
    });
    // Measurements of error, not of time: one pass over the sweep, never repeated.
    benchmark::RegisterBenchmark("LambertWAccuracy/W0", [](benchmark::State &state) { accuracy(state, true); })
            ->Iterations(1)
            ->Repetitions(1);
    benchmark::RegisterBenchmark("LambertWAccuracy/W-1", [](benchmark::State &state) { accuracy(state, false); })
            ->Iterations(1)
            ->Repetitions(1);
}

} // namespace ImpetusBench
