// SPDX-License-Identifier: MIT
#ifndef IMPETUS_BENCHMARKS_REGISTRY_H
#define IMPETUS_BENCHMARKS_REGISTRY_H

#include <cstddef>
#include <vector>

// Each file registers its benchmarks; main() calls them in the order of docs/benchmarks.md.
namespace ImpetusBench {

void registerEvaluation();
void registerIntegrators();
void registerLambertW();
void registerAnimations();

/*
    Inputs in [0, 1), shuffled with a fixed seed: a benchmark walks through them so that
    the compiler sees no constant and the branch predictor no fixed pattern. The count is
    a power of two (index with & (count - 1)).
*/
const std::vector<double> &uniformInputs();
constexpr std::size_t InputMask = 1023;

} // namespace ImpetusBench

#endif
