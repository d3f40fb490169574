// A query's set-up: the options checked (unit size, profile, goals, range,
// what jump point search takes), the records stamped and the start opened.
#include <algorithm>

#include "jump_pruning.hpp"
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
  open_.size = 0;
  records_.rows() = marks_.rows() = {};
  solution_.clear();
  seq_ = 0;
  expansion_ = {};
  current_ = no_parent;
  query_.limits = limits;
  targets_.clear();

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
  const bool jps = rules.algorithm == Algorithm::jps;
  if (!pricing_.set(grid, unit.size, unit.terrain) || !records_.ensure(grid.padded_size(), jps) ||
      !open_.slots.grow(1) || !targets_.reserve(goals.size()))
    return status_ = SearchStatus::out_of_memory;

  detail::Query& q = query_;
  q.start = grid.to_padded(start.x, start.y);
  if (terrain(q.start.value) == Grid::blocked) return status_ = SearchStatus::start_blocked;
  const bool several = goals.size() > 1, ranged = limits.within > 0;
  if (several && !targets_.reserve_marks(grid.padded_size()))
    return status_ = SearchStatus::out_of_memory;
  targets_.set_goals(grid, goals);
  std::size_t open_goals = 0;
  for (const Point goal : goals)
    open_goals += terrain(grid.to_padded(goal.x, goal.y).value) != Grid::blocked;
  if (open_goals == 0 && !ranged) {
    if (!limits.closest) return status_ = SearchStatus::goal_blocked;
    targets_.goal_is_wall();  // never taken: the search ends with the nearest cell
  }

  q.rules = rules;
  // One goal's estimate set in place, and the targets' estimate only when
  // it is read: an Estimate is some 350 bytes, and making and copying them
  // was a large part of a short query's set-up.
  q.step = detail::StepCost::of(rules.costs);
  const std::int64_t range =
      ranged ? static_cast<std::int64_t>(limits.within * static_cast<double>(q.step.cardinal)) : -1;
  if (rules.algorithm == Algorithm::dijkstra || rules.algorithm == Algorithm::bfs)
    q.h = detail::Estimate();
  else if (several || ranged)
    q.h = detail::Estimate(rules.heuristic, q.step, targets_.goals(), targets_.count(),
                           std::max<std::int64_t>(range, 0));
  else
    q.h.aim(rules.heuristic, q.step, targets_.goals()[0].x, targets_.goals()[0].y);
  q.priority = detail::Priority(rules);
  q.improvable = rules.algorithm != Algorithm::greedy && rules.algorithm != Algorithm::bfs;

  if (++search_ == 0) {  // the stamp wrapped: forget every record and mark once
    records_.forget();
    marks_.forget();
    targets_.forget();
    search_ = 1;
  }
  // Read by closest, ranges and which goal a path reaches alone.
  targets_.aim(rules, q.step, range, limits.line_of_sight, limits.closest || several || ranged,
               search_);
  q.goal = grid.to_padded(goals[0].x, goals[0].y);

  records_.use(jps);
  std::uint32_t start_record = q.start.value;
  if (jps) {
    detail::PooledRecords records = records_.pooled_view();
    start_record = records.claim(q.start, [this](std::uint32_t first) {
      detail::RecordStore::clear_block(records_.data() + first);
    });
    records_.claimed(records.claimed());
  }
  records_.data()[start_record] = Node{0, no_parent, 0, search_, jps::no_direction};
  records_.rows().cover(start.y + 1);
  const std::int64_t h = q.h(start.x + 1, start.y + 1);
  open_.slots[0] =
      detail::HeapSlot{static_cast<std::uint64_t>(q.priority.phi(0, h)), q.priority.tie(0, seq_),
                       start_record, static_cast<std::uint32_t>(seq_)};
  ++seq_;
  open_.size = 1;
  stats_.generated = 1;
  stats_.peak_open = 1;
  targets_.near_start(q.start, start.x + 1, start.y + 1, limits.closest);
  status_ = SearchStatus::in_progress;
  settle();  // a limit of 0 expansions
  return status_;
}

}  // namespace pathrace
