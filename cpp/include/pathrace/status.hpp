// Outcomes as values: nothing in the engine throws or aborts on bad input.
#pragma once

#include <cstdint>
#include <string_view>

namespace pathrace {

enum class SearchStatus : std::uint8_t {
  idle,         // no query started yet
  in_progress,  // started, not finished (stepping)
  found,
  no_path,        // start and goal are not connected: a normal answer
  out_of_bounds,  // start or goal outside the grid
  start_blocked,
  goal_blocked,
  invalid_rules,
  out_of_memory,   // the per-cell arrays for this grid could not be allocated
  not_uniform,     // jump point search on a grid with a passable cell that costs more than 1
  weight_not_one,  // jump point search with a weight other than 1
  limit,           // stopped after QueryLimits::max_expansions expansions, goal not reached
  bad_unit_size,   // Unit::size outside 1 … Grid::max_unit_size
  bad_profile,     // a TerrainProfile that makes walls (class 0) passable
  bad_goals,       // no goals, or more than Searcher::max_goals
  bad_range,       // QueryLimits::within negative, NaN or above QueryLimits::max_within
  // Jump point search with several goals or a range: its jumps stop at one
  // goal cell, never at the first cell of a set.
  jps_goals,
};

enum class LoadStatus : std::uint8_t {
  ok,
  bad_header,       // Moving AI header missing or malformed
  bad_size,         // width or height 0, above Grid::max_side, or not a number
  bad_row_length,   // a row is shorter or longer than the width
  bad_character,    // a character the format does not define
  missing_rows,     // fewer rows than the height
  extra_rows,       // more rows than the height
  bad_data_length,  // a raw array whose length is not width × height
  out_of_memory,
};

// "unknown" for a value past the last.
std::string_view to_string(SearchStatus s);
std::string_view to_string(LoadStatus s);

}  // namespace pathrace
