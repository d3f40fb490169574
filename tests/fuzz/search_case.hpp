// The search fuzz target's case (search.cpp): the fuzzer's bytes decoded
// into a grid, rules, endpoints, a unit, goals and a profile; what the
// oracle says about it; and the helpers every check uses. The checks are
// in search.cpp (the algorithms) and search_extras.cpp (the game extras,
// units, goals and profiles).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "pathrace/components.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"
#include "pathrace/searcher.hpp"
#include "pathrace/unit.hpp"

namespace pathrace::fuzz {

struct Case {
  Grid grid;
  Point start, goal;
  Rules rules;  // algorithm and weight are set by each check
  double weight = 1;
  Algorithm stepped = Algorithm::astar;  // what the stepping check runs
  bool unit_terrain = false;             // every open cell costs 1
  bool traced = false;                   // step with a TraceRecorder
  std::vector<std::uint64_t> steps;      // step(k) sizes, cycled
  Point edit;                            // a cell changed before the last check
  std::uint8_t edit_cost = 0;
  int size = 1;              // the unit's: 1-4, or 0 and 9, which are refused
  std::vector<Point> goals;  // the goal, then up to three more
  bool profiled = false;     // price terrain by `profile`
  TerrainProfile profile;    // classes 1-9 at 0-5
  double within = 0;         // a range, in cells, 0 for none
};

// Layout: width, height, rules, heuristic, start x y, goal x y, weight,
// stepped algorithm, step sizes (count then values), edited cell x y cost,
// then one byte per cell (terrain = byte % 10, 0 a wall; cells past the
// end are plain); then the unit, goals, range and profile.
Case decode(const std::uint8_t* data, std::size_t size);

std::string describe(const Case& c, const Rules& rules);

// What the oracle says about the case's query (with the rules' moves and
// step costs; algorithm and weight do not change the answer).
struct Expected {
  bool in_bounds = false, start_open = false, goal_open = false;
  double optimal = INFINITY;  // reference cost, +infinity when unreachable
  double hops = INFINITY;     // fewest steps
};

Expected expect(const Case& c);

struct Context {
  Case& c;
  Searcher& searcher;
  Components& components;
  Expected expected;
};

// The status the oracle allows for `rules` (when several things are wrong,
// any of their statuses will do).
bool status_allowed(const Context& ctx, const Rules& rules, SearchStatus s);

// The tolerance on a cost.
double eps(double cost);

// Runs one algorithm; checks the status, and a found path with
// check_path() and against the optimum (never cheaper).
Result run(Context& ctx, Algorithm algorithm, double weight);

// A found path costs at most bound × the optimum.
void expect_within(Context& ctx, const Result& r, double bound, Algorithm a, double weight);

// search_extras.cpp's checks.
void check_connected(Context& ctx);
void check_flow_field(Context& ctx);
void check_smoothing(Context& ctx);
void check_closest(Context& ctx);
void check_after_edit(Context& ctx);
void check_units(Context& ctx);
void check_prepared(Context& ctx);  // search_prepared.cpp

}  // namespace pathrace::fuzz
