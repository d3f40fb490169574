// h: the estimated cost from a cell to the goal, in fixed-point units
// (step_cost.hpp), as one query's rules define it.
//
// Search internals (namespace detail): a public header only because
// Searcher holds them by value.
#pragma once

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdlib>

#include "pathrace/detail/step_cost.hpp"
#include "pathrace/rules.hpp"

namespace pathrace::detail {

class Estimate {
 public:
  Estimate() = default;  // h = 0 everywhere
  // Coordinates of the goal in the padded array, as h takes them.
  Estimate(Heuristic kind, StepCost cost, int goal_x, int goal_y)
      : goal_x_(goal_x), goal_y_(goal_y) {
    switch (kind) {
      case Heuristic::manhattan:
        along_ = across_ = cost.cardinal;
        break;
      case Heuristic::octile:
        along_ = cost.cardinal;
        across_ = cost.diagonal - cost.cardinal;
        break;
      case Heuristic::chebyshev:
        along_ = cost.cardinal;
        break;
      case Heuristic::euclidean:
        // Scaled so that it never exceeds the cost of a diagonal run
        // (classic's 14 < 10·sqrt(2)).
        euclidean_ = true;
        euclidean_scale_ = std::min(static_cast<double>(cost.cardinal),
                                    static_cast<double>(cost.diagonal) / sqrt2);
        break;
      case Heuristic::zero:
        break;
    }
  }

  // h = along · max(|dx|, |dy|) + across · min(|dx|, |dy|): manhattan,
  // octile, chebyshev and zero differ only in the two factors. Inlined into
  // the search loop, which calls it for every cell it opens.
  [[nodiscard]] __attribute__((always_inline)) std::int64_t operator()(int x, int y) const {
    const std::int64_t dx = std::abs(x - goal_x_);
    const std::int64_t dy = std::abs(y - goal_y_);
    if (euclidean_) [[unlikely]]
      return euclidean(dx, dy);
    return along_ * std::max(dx, dy) + across_ * std::min(dx, dy);
  }

 private:
  [[nodiscard]] __attribute__((noinline)) std::int64_t euclidean(std::int64_t dx,
                                                                 std::int64_t dy) const {
    return static_cast<std::int64_t>(std::sqrt(static_cast<double>(dx * dx + dy * dy)) *
                                     euclidean_scale_);
  }

  std::int64_t along_ = 0, across_ = 0;
  bool euclidean_ = false;
  double euclidean_scale_ = 0;
  int goal_x_ = 0, goal_y_ = 0;
};

}  // namespace pathrace::detail
