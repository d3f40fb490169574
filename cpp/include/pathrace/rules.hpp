// The rules of one query: which moves exist, what they cost, and how the
// open list is ordered. A small value type; everything has a default.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>

namespace pathrace {

enum class Algorithm : std::uint8_t {
  astar,     // priority g + w·h (w = Rules::weight; w = 1 is plain A*)
  greedy,    // priority h alone; a cell's parent is fixed when first seen
  dijkstra,  // priority g (h = 0)
  bfs,       // first in, first out; a cell's parent is fixed when first seen
  // Jump point search: A* (priority g + h) over jump points only, on grids
  // whose passable cells all cost 1, with weight 1. The heuristic and the
  // tie-break are used as A* uses them; with an admissible heuristic the
  // cost is optimal.
  jps,
};

enum class Connectivity : std::uint8_t { four = 4, eight = 8 };

// When may a diagonal step pass a blocked cell beside it?
enum class CornerRule : std::uint8_t {
  no_corner_cutting,    // both side cells free (Moving AI's rule, the default)
  at_most_one_blocked,  // at least one side cell free
  always,               // side cells are ignored
};

enum class StepCosts : std::uint8_t {
  exact,    // 1 and sqrt(2), as Moving AI measures lengths
  classic,  // 10 and 14, as the tutorials draw them
};

enum class Heuristic : std::uint8_t { manhattan, octile, euclidean, chebyshev, zero };

// Order among open cells of equal priority.
enum class TieBreak : std::uint8_t { larger_g, fifo, lifo };

struct Rules {
  static constexpr double max_weight = 1e4;

  Algorithm algorithm = Algorithm::astar;
  Connectivity connectivity = Connectivity::eight;
  CornerRule corner = CornerRule::no_corner_cutting;
  StepCosts costs = StepCosts::exact;
  Heuristic heuristic = Heuristic::octile;
  double weight = 1.0;
  TieBreak tie_break = TieBreak::larger_g;

  // False for out-of-range enum values and for a weight that is NaN,
  // negative or above max_weight.
  [[nodiscard]] bool valid() const;
};

// Names as the command line and the JS API spell them ("no-corner-cutting");
// to_string() of a value past the last is "unknown".
std::optional<Algorithm> parse_algorithm(std::string_view name);
std::optional<CornerRule> parse_corner_rule(std::string_view name);
std::optional<StepCosts> parse_step_costs(std::string_view name);
std::optional<Heuristic> parse_heuristic(std::string_view name);
std::optional<TieBreak> parse_tie_break(std::string_view name);

std::string_view to_string(Algorithm a);
std::string_view to_string(CornerRule c);
std::string_view to_string(StepCosts c);
std::string_view to_string(Heuristic h);
std::string_view to_string(TieBreak t);

// True when `heuristic` never overestimates under `rules` (terrain costs are
// at least 1, so a heuristic admissible on plain terrain stays admissible).
[[nodiscard]] bool admissible(const Rules& rules);

}  // namespace pathrace
