// A query's set-up: the options checked (unit size, profile, goals, range,
// what jump point search takes), the records stamped and the start opened;
// and, once cells are expanded, which goal a cell reaches or is in range of.
#include <algorithm>
#include <cstring>

#include "jump_points.hpp"
#include "pathrace/line_of_sight.hpp"
#include "pathrace/searcher.hpp"

namespace pathrace {

namespace {

// Whether the profile prices every terrain class present in the grid as
// the grid does: then it changes nothing, and the query runs without it.
bool prices_as_grid(const TerrainProfile& profile, const Grid& grid) {
  for (int c = 1; c < 256; ++c)
    if (grid.class_cells(static_cast<std::uint8_t>(c)) != 0 &&
        profile.cost[static_cast<std::size_t>(c)] != c)
      return false;
  return true;
}

// Whether every passable cell costs 1 under the profile (null: the grid's prices).
bool uniform_under(const TerrainProfile* profile, const Grid& grid) {
  if (profile == nullptr) return grid.uniform();
  for (int c = 1; c < 256; ++c)
    if (grid.class_cells(static_cast<std::uint8_t>(c)) != 0 &&
        profile->cost[static_cast<std::size_t>(c)] != 1)
      return false;
  return true;
}

}  // namespace

SearchStatus Searcher::start(Point start, std::span<const Point> goals, const Rules& rules,
                             const QueryLimits& limits, const Unit& unit) {
  stats_ = {};
  heap_size_ = 0;
  rows_ = marked_rows_ = {};
  path_size_ = 0;
  seq_ = 0;
  expansion_ = {};
  cost_ = 0;
  cardinal_steps_ = diagonal_steps_ = 0;
  goal_index_ = -1;
  current_ = no_parent;
  limits_ = limits;
  goal_is_wall_ = false;
  targets_ = marked_ = false;

  const bool jps = rules.algorithm == Algorithm::jps;
  if (!rules.valid()) return status_ = SearchStatus::invalid_rules;
  if (!unit.valid_size()) return status_ = SearchStatus::bad_unit_size;
  if (unit.terrain != nullptr && !unit.terrain->valid()) return status_ = SearchStatus::bad_profile;
  if (goals.empty() || goals.size() > max_goals) return status_ = SearchStatus::bad_goals;
  if (!(limits.within >= 0 && limits.within <= QueryLimits::max_within))
    return status_ = SearchStatus::bad_range;
  if (jps) {
    if (limits.closest) return status_ = SearchStatus::invalid_rules;
    if (goals.size() > 1 || limits.within > 0) return status_ = SearchStatus::jps_goals;
    if (rules.weight != 1.0) return status_ = SearchStatus::weight_not_one;
  }
  const Grid& grid = *grid_;
  const TerrainProfile* profile =
      unit.terrain != nullptr && !prices_as_grid(*unit.terrain, grid) ? unit.terrain : nullptr;
  if (jps && !uniform_under(profile, grid)) return status_ = SearchStatus::not_uniform;
  if (!grid.in_bounds(start)) return status_ = SearchStatus::out_of_bounds;
  for (const Point goal : goals)
    if (!grid.in_bounds(goal)) return status_ = SearchStatus::out_of_bounds;
  return begin(start, goals, rules, limits, Unit{unit.size, profile});
}

SearchStatus Searcher::begin(Point start, std::span<const Point> goals, const Rules& rules,
                             const QueryLimits& limits, const Unit& unit) {
  const Grid& grid = *grid_;
  view_ = grid.for_size(unit.size);
  const bool jps = rules.algorithm == Algorithm::jps;
  if (view_ == nullptr || !ensure_memory(jps) || !heap_.grow(1) || !goals_.grow(goals.size()))
    return status_ = SearchStatus::out_of_memory;
  size_ = unit.size;
  priced_ = unit.terrain != nullptr;
  if (unit.terrain != nullptr) profile_ = *unit.terrain;

  start_ = grid.to_padded(start.x, start.y);
  if (terrain(start_.value) == Grid::blocked) return status_ = SearchStatus::start_blocked;
  const bool several = goals.size() > 1, ranged = limits.within > 0;
  if (several && goal_marks_.size() != grid.padded_size() &&
      !goal_marks_.reset_zeroed(grid.padded_size()))
    return status_ = SearchStatus::out_of_memory;
  std::size_t open_goals = 0;
  for (std::size_t i = 0; i < goals.size(); ++i) {
    goals_[i] = Point{goals[i].x + 1, goals[i].y + 1};
    open_goals += terrain(grid.to_padded(goals[i].x, goals[i].y).value) != Grid::blocked;
  }
  goal_count_ = goals.size();
  if (open_goals == 0 && !ranged) {
    if (!limits.closest) return status_ = SearchStatus::goal_blocked;
    goal_is_wall_ = true;  // never taken: the search ends with the nearest cell
  }

  rules_ = rules;
  // Built in place, and near_ only when it is read: an Estimate is some 350
  // bytes, and copying them was a fifth of a short query's set-up.
  Query& q = query_;
  q.step = detail::StepCost::of(rules.costs);
  range_ =
      ranged ? static_cast<std::int64_t>(limits.within * static_cast<double>(q.step.cardinal)) : -1;
  if (rules.algorithm == Algorithm::dijkstra || rules.algorithm == Algorithm::bfs)
    q.h = detail::Estimate();
  else if (several || ranged)
    q.h = detail::Estimate(rules.heuristic, q.step, goals_.data(), goal_count_,
                           std::max<std::int64_t>(range_, 0));
  else
    q.h = detail::Estimate(rules.heuristic, q.step, goals_[0].x, goals_[0].y);
  q.priority = detail::Priority(rules);
  q.improvable = rules.algorithm != Algorithm::greedy && rules.algorithm != Algorithm::bfs;
  if (limits.closest || several || ranged)  // read by closest, ranges and goal_of alone
    near_ = detail::Estimate(rules.heuristic, q.step, goals_.data(), goal_count_, 0);
  targets_ = several || ranged;
  sight_ = ranged && limits.line_of_sight;

  if (++search_ == 0) {  // the stamp wrapped: forget every record and mark once
    for (std::size_t i = 0; i < nodes_.size(); ++i) nodes_[i].search = 0;
    if (blocks_.size() != 0) {
      const std::size_t claimed = std::size_t{claimed_ + 1} << detail::record_block_shift;
      for (std::size_t i = 0; i < claimed; ++i) pool_[i].search = 0;
    }
    if (scanned_.size() != 0)
      std::memset(scanned_.data(), 0, scanned_.size() * sizeof(std::uint32_t));
    if (goal_marks_.size() != 0)
      std::memset(goal_marks_.data(), 0, goal_marks_.size() * sizeof(std::uint32_t));
    search_ = 1;
  }
  if (several) {
    for (std::size_t i = 0; i < goal_count_; ++i)
      goal_marks_[grid.to_padded(goals[i].x, goals[i].y).value] = search_;
    marked_ = true;
  }
  goal_ = grid.to_padded(goals[0].x, goals[0].y);

  pooled_ = jps;
  std::uint32_t start_record = start_.value;
  if (jps) {
    detail::PooledRecords records = pooled_records();
    start_record =
        records.claim(start_, [this](std::uint32_t first) { clear_block(&pool_[first]); });
    claimed_ = records.claimed();
  }
  (jps ? pool_ : nodes_)[start_record] = Node{0, no_parent, 0, search_, jps::no_direction};
  rows_.cover(start.y + 1);
  const std::int64_t h = q.h(start.x + 1, start.y + 1);
  heap_[0] =
      detail::HeapSlot{static_cast<std::uint64_t>(q.priority.phi(0, h)), q.priority.tie(0, seq_),
                       start_record, static_cast<std::uint32_t>(seq_)};
  ++seq_;
  heap_size_ = 1;
  stats_.generated = 1;
  stats_.peak_open = 1;
  nearest_ = start_;
  std::size_t nearest_goal;
  nearest_h_ = limits.closest ? near_.nearest(start.x + 1, start.y + 1, nearest_goal) : 0;
  nearest_g_ = 0;
  status_ = SearchStatus::in_progress;
  settle();  // a limit of 0 expansions
  return status_;
}

bool Searcher::in_range(PaddedIndex cell, int x, int y) const {
  std::size_t goal;
  if (near_.nearest(x, y, goal) > range_) return false;
  if (!sight_) return true;
  return goal_of(cell, true) >= 0;
}

std::int32_t Searcher::goal_of(PaddedIndex end, bool found) const {
  const Grid& grid = *grid_;
  const int x = grid.padded_x(end), y = grid.padded_y(end);
  if (!found) {  // closest: the goal nearest to where the path ends
    std::size_t nearest;
    (void)near_.nearest(x, y, nearest);
    return static_cast<std::int32_t>(nearest);
  }
  for (std::size_t i = 0; i < goal_count_; ++i)
    if (goals_[i].x == x && goals_[i].y == y) return static_cast<std::int32_t>(i);
  // In range: the first goal in range (and sight).
  const detail::Estimate one(rules_.heuristic, query_.step, x, y);
  for (std::size_t i = 0; i < goal_count_; ++i)
    if (one(goals_[i].x, goals_[i].y) <= range_ &&
        (!sight_ ||
         line_of_sight(grid, {x - 1, y - 1}, {goals_[i].x - 1, goals_[i].y - 1}, rules_)))
      return static_cast<std::int32_t>(i);
  return -1;
}

}  // namespace pathrace
