// Test support: an independent reference shortest-path oracle and a path
// checker (oracle.cpp, free of Catch2 so the fuzz targets share them), random
// maps and the Moving AI folder (support.cpp).
#pragma once

#include <cstdint>
#include <optional>
#include <random>
#include <span>
#include <string>
#include <vector>

#include "pathrace/grid.hpp"
#include "pathrace/map_io.hpp"
#include "pathrace/rules.hpp"
#include "pathrace/searcher.hpp"

namespace pathrace::test {

// A grid from ASCII rows; fails the test on malformed rows.
Grid grid_from(std::initializer_list<const char*> rows);

// Shortest-path costs from `source` to every cell, computed by a plain
// Dijkstra written independently of the engine (bounds-checked neighbour
// rules, double costs). Unreachable cells are +infinity. With unit_steps,
// every legal move costs 1 (hop counts, for BFS).
std::vector<double> reference_costs(const Grid& grid, Point source, const Rules& rules,
                                    bool unit_steps = false);

// Is the move a → b legal under the rules (adjacent, passable, corner rule)?
bool legal_move(const Grid& grid, Point a, Point b, const Rules& rules);

// Checks a found result: starts and ends right, every step legal, and the
// reported cost and step counts equal those recomputed from the steps.
// Returns an empty string when valid, else what is wrong.
std::string check_path(const Grid& grid, const Result& r, Point start, Point goal,
                       const Rules& rules);

// Cost of one step as the rules price it (reported units).
double step_cost(const Grid& grid, Point a, Point b, const Rules& rules);

// How much more than the optimum A* may pay under `rules`: 1 when the
// heuristic is admissible. The only inadmissible case, manhattan on 8
// connections, overestimates by at most its worst ratio to the octile
// distance, dx = dy: 2 / sqrt(2) (exact) or 20 / 14 (classic); A* with
// reopening and an h ≤ ε·h* returns a path within ε of the optimum.
double astar_bound(const Rules& rules);

// Random map: each cell a wall with probability `density`; with `terrain`,
// open cells get costs 1–5.
Grid random_grid(std::mt19937& rng, int width, int height, double density, bool terrain);
Point random_open_cell(std::mt19937& rng, const Grid& grid);

// The Moving AI folder (PATHRACE_MAPS, else the build's default), or
// nullopt with a loud warning naming what is skipped.
std::optional<std::string> maps_dir(const char* skipped_what);

// Catch2 2 has no skip: a test case that cannot run says why and ends its
// process with this code, which ctest (one process per test case, see
// tests/cpp/CMakeLists.txt) reports as "Skipped", never as passed.
constexpr int skip_exit_code = 77;
[[noreturn]] void skip_test(const std::string& why);

// Every rule combination: connectivity × corner rule × costs × heuristic × tie-break.
std::vector<Rules> all_rule_combinations();

bool near(double a, double b, double tolerance = 1e-9);

// The four ways to move (never, no-corner-cutting, at-most-one-blocked,
// always) as Rules with everything else default, and their names.
std::vector<Rules> move_rules();
std::string move_name(const Rules& rules);

}  // namespace pathrace::test
