// Several goals, ranges and the nearest cell (detail/targets.hpp): set up
// for a query, and which goal a cell reaches or is in range of.
#include "pathrace/detail/targets.hpp"

#include <algorithm>
#include <cstring>

#include "pathrace/line_of_sight.hpp"

namespace pathrace::detail {

void Targets::set_goals(const Grid& grid, std::span<const Point> goals) {
  grid_ = &grid;
  for (std::size_t i = 0; i < goals.size(); ++i) goals_[i] = Point{goals[i].x + 1, goals[i].y + 1};
  count_ = goals.size();
}

void Targets::aim(const Rules& rules, StepCost step, std::int64_t range, bool sight, bool near,
                  std::uint32_t search) {
  rules_ = rules;
  step_ = step;
  range_ = range;
  sight_ = range >= 0 && sight;
  any_ = count_ > 1 || range >= 0;
  if (near) near_ = Estimate(rules.heuristic, step, goals_.data(), count_, 0);
  if (count_ > 1) {
    for (std::size_t i = 0; i < count_; ++i)
      marks_[grid_->to_padded(goals_[i].x - 1, goals_[i].y - 1).value] = search;
    marked_ = true;
  }
}

void Targets::forget() {
  if (marks_.size() != 0) std::memset(marks_.data(), 0, marks_.size() * sizeof(std::uint32_t));
}

bool Targets::in_range(PaddedIndex cell, int x, int y) const {
  std::size_t goal;
  if (near_.nearest(x, y, goal) > range_) return false;
  if (!sight_) return true;
  return goal_of(cell, true) >= 0;
}

std::int32_t Targets::goal_of(PaddedIndex end, bool found) const {
  const Grid& grid = *grid_;
  const int x = grid.padded_x(end), y = grid.padded_y(end);
  if (!found) {  // closest: the goal nearest to where the path ends
    std::size_t nearest;
    (void)near_.nearest(x, y, nearest);
    return static_cast<std::int32_t>(nearest);
  }
  for (std::size_t i = 0; i < count_; ++i)
    if (goals_[i].x == x && goals_[i].y == y) return static_cast<std::int32_t>(i);
  // In range: the first goal in range (and sight).
  const Estimate one(rules_.heuristic, step_, x, y);
  for (std::size_t i = 0; i < count_; ++i)
    if (one(goals_[i].x, goals_[i].y) <= range_ &&
        (!sight_ ||
         line_of_sight(grid, {x - 1, y - 1}, {goals_[i].x - 1, goals_[i].y - 1}, rules_)))
      return static_cast<std::int32_t>(i);
  return -1;
}

}  // namespace pathrace::detail
