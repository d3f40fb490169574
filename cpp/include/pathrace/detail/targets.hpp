// What ends a search that is not a single goal's, and what a path that is
// not a single goal's reaches: several goals (marked on the grid, so that
// an expansion asks one load), a range around them (and line of sight),
// the several-goal estimate over them, and, with QueryLimits::closest, the
// expanded cell nearest to them so far.
//
// Search internals (namespace detail): a public header only because
// Searcher holds them by value.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "pathrace/buffer.hpp"
#include "pathrace/detail/heuristic.hpp"
#include "pathrace/detail/step_cost.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"

namespace pathrace::detail {

class Targets {
 public:
  // A new query's, before its goals: none of them yet.
  void clear() {
    any_ = marked_ = goal_is_wall_ = false;
    count_ = 0;
  }
  // Room for `count` goals, and with several, their marks on the grid's
  // `cells` padded cells; false when memory is short.
  [[nodiscard]] bool reserve(std::size_t count) { return goals_.grow(count); }
  [[nodiscard]] bool reserve_marks(std::size_t cells) {
    return marks_.size() == cells || marks_.reset_zeroed(cells);
  }
  // The query's goals, unpadded, on `grid`, which the calls below read.
  void set_goals(const Grid& grid, std::span<const Point> goals);
  [[nodiscard]] const Point* goals() const { return goals_.data(); }  // padded coordinates
  [[nodiscard]] std::size_t count() const { return count_; }

  // Once the query's numbers are known: a range of `range` fixed-point units
  // (< 0 for none), in sight when `sight`; the estimate for closest, ranges
  // and which goal a path reaches, when `near` (only they read it: an
  // Estimate is some 350 bytes); several goals marked with `search`.
  void aim(const Rules& rules, StepCost step, std::int64_t range, bool sight, bool near,
           std::uint32_t search);
  // The search stamps wrapped: no cell marked as a goal.
  void forget();

  // Several goals or a range: does the search end at an expanded cell?
  [[nodiscard]] bool any() const { return any_; }
  // Inline: with several goals it is asked at every expansion.
  [[nodiscard]] bool on_target(PaddedIndex cell, int x, int y, std::uint32_t search) const {
    if (marked_ && marks_[cell.value] == search) return true;
    return range_ >= 0 && in_range(cell, x, y);
  }
  // The goal a path ending at `end` reaches (Result::goal_index).
  [[nodiscard]] std::int32_t goal_of(PaddedIndex end, bool found) const;

  // Closest: every goal a wall, the search ends with the nearest cell.
  void goal_is_wall() { goal_is_wall_ = true; }
  [[nodiscard]] bool wall() const { return goal_is_wall_; }
  // Closest: the start is the nearest cell so far.
  void near_start(PaddedIndex start, int x, int y, bool closest) {
    nearest_ = start;
    std::size_t goal;
    nearest_h_ = closest ? near_.nearest(x, y, goal) : 0;
    nearest_g_ = 0;
  }
  // Closest: each expanded cell is weighed as the nearest.
  void consider(PaddedIndex cell, std::int64_t g, int x, int y) {
    std::size_t goal;
    const std::int64_t h = near_.nearest(x, y, goal);
    if (h < nearest_h_ || (h == nearest_h_ && g < nearest_g_)) {
      nearest_ = cell;
      nearest_h_ = h;
      nearest_g_ = g;
    }
  }
  [[nodiscard]] PaddedIndex nearest() const { return nearest_; }

 private:
  // A range: is this cell in it (and in sight)?
  [[nodiscard]] bool in_range(PaddedIndex cell, int x, int y) const;

  const Grid* grid_ = nullptr;
  Rules rules_;
  StepCost step_;
  Buffer<Point> goals_;  // padded coordinates
  std::size_t count_ = 0;
  // Several goals: per padded cell, the search for which it is a goal.
  Buffer<std::uint32_t> marks_;
  bool any_ = false;        // several goals or a range: on_target() decides
  bool marked_ = false;     // marks_ hold this search's goals
  std::int64_t range_ = 0;  // QueryLimits::within in fixed point; < 0 for none
  bool sight_ = false;
  Estimate near_;  // the rules' heuristic to the nearest goal
  bool goal_is_wall_ = false;
  PaddedIndex nearest_;
  std::int64_t nearest_h_ = 0, nearest_g_ = 0;
};

}  // namespace pathrace::detail
