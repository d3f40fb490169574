// What a query may ask of Searcher beyond its rules (rules.hpp) and its
// unit (unit.hpp).
#pragma once

#include <cstdint>

namespace pathrace {

// What a query may ask beyond its rules: a budget, and the nearest it can get.
struct QueryLimits {
  // Stop with SearchStatus::limit once this many cells are expanded without
  // taking the goal.
  std::uint64_t max_expansions = UINT64_MAX;
  // When the goal is not reached (no path, the limit, or a goal that is a
  // wall, which then is searched for rather than refused): the path to the
  // expanded cell nearest the goal by the rules' heuristic, ties to the
  // smaller g, as Result::reached; the status stays no_path, limit or
  // goal_blocked. Not with jump point search, which expands jump points
  // only (invalid_rules).
  bool closest = false;
  // A range, in cells (cardinal steps, whatever the step costs): when above
  // 0, the search ends at the first cell it expands whose distance to a
  // goal by the rules' heuristic is at most `within` — "walk into range" —
  // and a goal may be a wall. The heuristic is lowered by the range (down
  // to 0), which keeps it a lower bound on the cost to reach the range, so
  // A* with an admissible heuristic and Dijkstra find the cheapest cell in
  // range. Not with jump point search (jps_goals).
  static constexpr double max_within = 1e5;
  double within = 0;
  // With `within`: the cell must also see a goal in range, by the rules'
  // line of sight on the grid's walls (line_of_sight.hpp).
  bool line_of_sight = false;
};

}  // namespace pathrace
