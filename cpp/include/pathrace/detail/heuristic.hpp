// h: the estimated cost from a cell to the goal, in fixed-point units
// (step_cost.hpp), as one query's rules define it. With several goals, the
// estimate to the nearest of them: the least over the goals (every one a
// lower bound, so the least is one too) up to exact_goals goals, and past
// that the estimate to the goals' bounding box, a lower bound on each and
// O(1) to compute. A slack s (a range: QueryLimits::within) lowers every
// estimate by s, down to 0: a cell within s of a goal may end the search.
// All of these are consistent when the one-goal estimate is.
//
// Search internals (namespace detail): a public header only because
// Searcher holds them by value.
#pragma once

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdlib>

#include "pathrace/detail/step_cost.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"

namespace pathrace::detail {

class Estimate {
 public:
  static constexpr std::size_t exact_goals = 16;

  Estimate() = default;  // h = 0 everywhere
  // Coordinates of the goal in the padded array, as h takes them.
  Estimate(Heuristic kind, StepCost cost, int goal_x, int goal_y) {
    aim(kind, cost, goal_x, goal_y);
  }
  // `count` goals (padded coordinates, at `goals`, which must outlive this)
  // and a slack, in fixed-point units.
  Estimate(Heuristic kind, StepCost cost, const Point* goals, std::size_t count, std::int64_t slack)
      : goal_x_(goals[0].x), goal_y_(goals[0].y), goals_(goals), count_(count), slack_(slack) {
    weigh(kind, cost);
    special_ = special_ || count > 1 || slack > 0;
    low_x_ = high_x_ = goal_x_;
    low_y_ = high_y_ = goal_y_;
    for (std::size_t i = 1; i < count; ++i) {
      low_x_ = std::min(low_x_, goals[i].x);
      high_x_ = std::max(high_x_, goals[i].x);
      low_y_ = std::min(low_y_, goals[i].y);
      high_y_ = std::max(high_y_, goals[i].y);
    }
    // Lanes past the last goal repeat the first, which leaves the least as it is.
    lanes_ = count > exact_goals || euclidean_ ? 0 : std::max<std::size_t>(std::bit_ceil(count), 2);
    sum_ = static_cast<double>(along_ + across_);
    difference_ = static_cast<double>(along_ - across_);
    for (std::size_t i = 0; i < lanes_; ++i) {
      xs_[i] = goals[i < count ? i : 0].x;
      ys_[i] = goals[i < count ? i : 0].y;
    }
  }

  // Makes this the one-goal estimate above, in place: a query sets its
  // estimate this way, without making (and copying) the goals' lanes, which
  // one goal never reads (lanes_ 0, count_ 1). Out of line: once a query,
  // and inlined it made the wasm module larger.
  [[gnu::noinline]] void aim(Heuristic kind, StepCost cost, int goal_x, int goal_y) {
    along_ = across_ = 0;
    euclidean_ = special_ = false;
    euclidean_scale_ = 0;
    goal_x_ = goal_x;
    goal_y_ = goal_y;
    goals_ = nullptr;
    count_ = 1;
    slack_ = 0;
    lanes_ = 0;
    weigh(kind, cost);
  }

  // h = along · max(|dx|, |dy|) + across · min(|dx|, |dy|): manhattan,
  // octile, chebyshev and zero differ only in the two factors. Inlined into
  // the search loop, which calls it for every cell it opens.
  [[nodiscard]] __attribute__((always_inline)) std::int64_t operator()(int x, int y) const {
    if (special_) [[unlikely]]
      return special(x, y);
    const std::int64_t dx = std::abs(x - goal_x_);
    const std::int64_t dy = std::abs(y - goal_y_);
    return along_ * std::max(dx, dy) + across_ * std::min(dx, dy);
  }

  // The estimate to the nearest goal, exactly (O(goals)) and without the
  // slack; the goal's index in `index` (the first of equals).
  [[nodiscard]] std::int64_t nearest(int x, int y, std::size_t& index) const {
    index = 0;
    std::int64_t best = to(x, y, goal_x_, goal_y_);
    for (std::size_t i = 1; i < count_; ++i) {
      const std::int64_t d = to(x, y, goals_[i].x, goals_[i].y);
      if (d < best) {
        best = d;
        index = i;
      }
    }
    return best;
  }

 private:
  void weigh(Heuristic kind, StepCost cost) {
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
        euclidean_ = special_ = true;
        euclidean_scale_ = std::min(static_cast<double>(cost.cardinal),
                                    static_cast<double>(cost.diagonal) / sqrt2);
        break;
      case Heuristic::zero:
        break;
    }
  }

  [[nodiscard]] std::int64_t of(std::int64_t dx, std::int64_t dy) const {
    if (euclidean_)
      return static_cast<std::int64_t>(std::sqrt(static_cast<double>(dx * dx + dy * dy)) *
                                       euclidean_scale_);
    return along_ * std::max(dx, dy) + across_ * std::min(dx, dy);
  }
  [[nodiscard]] std::int64_t to(int x, int y, int gx, int gy) const {
    return of(std::abs(x - gx), std::abs(y - gy));
  }
  // Euclidean, several goals or a slack: out of the loop's way. Several
  // goals are asked at every cell opened, so the common case, least(), is
  // inlined here and calls nothing, and the rest are in rare().
  [[nodiscard]] __attribute__((noinline)) std::int64_t special(int x, int y) const {
    const std::int64_t d = lanes_ != 0 ? least(x, y) : rare(x, y);
    return std::max<std::int64_t>(d - slack_, 0);
  }
  // Past exact_goals, the goals' bounding box; euclidean, the least by nearest().
  [[nodiscard]] __attribute__((noinline)) std::int64_t rare(int x, int y) const {
    if (count_ > exact_goals)
      return of(std::max({low_x_ - x, x - high_x_, 0}), std::max({low_y_ - y, y - high_y_, 0}));
    std::size_t index;
    return nearest(x, y, index);
  }

  // The plain estimate to the nearest of up to exact_goals goals, without
  // a branch: lanes_ (2, 4, 8 or 16) goals, each estimate as
  // (sum·(dx + dy) + difference·|dx − dy|) / 2, which is along·max +
  // across·min with no max or min, in doubles (exact: every value is an
  // integer below 2^53), then their least, halving the lanes each round.
  // A fixed number of lanes lets the compiler unroll it all, into vector
  // instructions where it can (the pragmas ask for it where unrolling is
  // off, as in the wasm build); fewer than eight goals do not pay for 16.
  [[nodiscard]] std::int64_t least(int x, int y) const {
    switch (lanes_) {
      case 2:
        return least<2>(x, y);
      case 4:
        return least<4>(x, y);
      case 8:
        return least<8>(x, y);
      default:
        return least<exact_goals>(x, y);
    }
  }
  template <std::size_t lanes>
  [[nodiscard]] std::int64_t least(int x, int y) const {
    const double px = x, py = y;
    std::array<double, lanes> d;
#pragma GCC unroll 16
    for (std::size_t i = 0; i < lanes; ++i) {
      const double dx = std::abs(px - xs_[i]), dy = std::abs(py - ys_[i]);
      d[i] = sum_ * (dx + dy) + difference_ * std::abs(dx - dy);
    }
#pragma GCC unroll 4
    for (std::size_t half = lanes / 2; half > 0; half /= 2)
#pragma GCC unroll 8
      for (std::size_t i = 0; i < half; ++i) d[i] = std::min(d[i], d[i + half]);
    return static_cast<std::int64_t>(d[0] * 0.5);
  }

  std::int64_t along_ = 0, across_ = 0;
  bool euclidean_ = false, special_ = false;
  double euclidean_scale_ = 0;
  int goal_x_ = 0, goal_y_ = 0;
  const Point* goals_ = nullptr;  // the others after the first, when count_ > 1
  std::size_t count_ = 1;
  std::int64_t slack_ = 0;
  int low_x_ = 0, high_x_ = 0, low_y_ = 0, high_y_ = 0;  // the goals' bounding box
  // Up to exact_goals goals again, as two arrays for least(): lanes_ of
  // them; 0 past exact_goals and for euclidean, which least() does not do.
  std::size_t lanes_ = 0;
  double sum_ = 0, difference_ = 0;  // along_ + across_, along_ − across_
  std::array<double, exact_goals> xs_{}, ys_{};
};

}  // namespace pathrace::detail
