// What one step costs inside the search: 64-bit fixed point, so that
// comparisons are exact. For `exact` a cardinal step is 15994428 units and a
// diagonal 22619537, a Pell convergent of sqrt(2) off by 2.2e-8 units per
// step: exact for any path on an 8192 × 8192 grid. `classic` is 10 and 14.
// Results report costs recomputed from the step counts, not these units.
//
// Search internals (namespace detail): a public header only because
// Searcher holds them by value.
#pragma once

#include <cstdint>

#include "pathrace/rules.hpp"

namespace pathrace::detail {

struct StepCost {
  std::int64_t cardinal = 1;
  std::int64_t diagonal = 1;
  // Fixed-point units per reported unit: a cardinal step is 1 (exact) or
  // 10 (classic) reported units.
  double unit = 1;

  [[nodiscard]] static constexpr StepCost of(StepCosts costs) {
    if (costs == StepCosts::classic) return {10, 14, 1.0};
    return {15994428, 22619537, 15994428.0};
  }
};

inline constexpr double sqrt2 = 1.41421356237309504880;

}  // namespace pathrace::detail
