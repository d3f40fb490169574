// Step costs in the engine's 64-bit fixed point, in which searches compare
// costs exactly: a cardinal step is 15994428 units and a diagonal 22619537,
// a Pell convergent of sqrt(2) off by 2.2e-8 units per diagonal step, so
// comparisons are exact for any path on an 8192 × 8192 grid. Classic costs
// are the integers themselves.
#pragma once

#include <cstdint>

#include "pathrace/rules.hpp"

namespace pathrace {

struct FixedCosts {
  std::int64_t cardinal;
  std::int64_t diagonal;
  double unit;  // fixed-point units per reported unit (1 cardinal step for exact)
};

constexpr FixedCosts fixed_costs(StepCosts costs) {
  if (costs == StepCosts::classic) return {10, 14, 1.0};
  return {15994428, 22619537, 15994428.0};
}

}  // namespace pathrace
