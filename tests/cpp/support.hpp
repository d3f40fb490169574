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
#include "pathrace/unit.hpp"

namespace pathrace::test {

// A grid from ASCII rows; fails the test on malformed rows.
Grid grid_from(std::initializer_list<const char*> rows);

// Shortest-path costs from `source` to every cell, computed by a plain
// Dijkstra written independently of the engine (bounds-checked neighbour
// rules, double costs): reference_unit_costs for one source and a unit of
// size 1. Unreachable cells are +infinity, and so is every cell when the
// source is a wall. With unit_steps, every legal move costs 1 (hop counts,
// for BFS).
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

// The rules' heuristic from a to b in reported units, by its definition
// (rules.hpp; euclidean scaled to stay below a diagonal run), written out
// here and not taken from the engine, which keeps it in fixed point.
double heuristic_of(const Rules& r, Point a, Point b);

// How much more than the optimum A* may pay under `rules`: 1 when the
// heuristic is admissible. The only inadmissible case, manhattan on 8
// connections, overestimates by at most its worst ratio to the octile
// distance, dx = dy: 2 / sqrt(2) (exact) or 20 / 14 (classic); A* with
// reopening and an h ≤ ε·h* returns a path within ε of the optimum.
double astar_bound(const Rules& rules);

// A segment from the centre of cell a to the centre of cell b, in doubled
// coordinates, (2ax+1, 2ay+1) + t·(dx, dy) for t in [0, 1]; cell (x, y) is
// the square [2x, 2x+2] × [2y, 2y+2]. Exact: rational clipping, no floats.
struct Segment {
  std::int64_t x0, y0, dx, dy;
  Segment(Point a, Point b);
  // Does the segment meet cell (x, y)'s open (interior) or closed square?
  [[nodiscard]] bool meets(int x, int y, bool open) const;
};

// Line of sight as line_of_sight.hpp defines it, stated directly with
// Segment and sharing no code with the engine's traversal: the crossed cells
// (open squares met) passable and of terrain at most max_terrain;
// no-corner-cutting (and 4-connected): no blocked cell's closed square met;
// at-most-one-blocked: at each grid corner on the segment, one of the two
// cells it does not cross passable; always: nothing more.
bool reference_line_of_sight(const Grid& grid, Point a, Point b, const Rules& rules,
                             std::uint8_t max_terrain);

// Checks smoothed waypoints of a grid path as Smoother (line_of_sight.hpp)
// promises them: start and goal at the ends, each inner one a turning point
// further along the path, each segment in sight (reference_line_of_sight)
// with terrain no worse than the path's between its ends, `length` their
// Euclidean length and never more than the grid path's. Returns an empty
// string when they hold, else what is wrong.
std::string check_waypoints(const Grid& grid, std::span<const CellId> path,
                            std::span<const CellId> waypoints, double length, const Rules& rules);

// Units (unit.hpp), stated directly on the grid and sharing no code with
// the engine's grids per size: a unit of size k at (x, y) covers the k × k
// block right of and below it; the block is open when every cell is in the
// grid and costs more than 0 under the profile (null: the grid's costs);
// entering it costs its costliest cell. A move is legal when both blocks
// are open and, for a diagonal, no-corner-cutting finds no closed cell in
// the (k+1) × (k+1) square the move sweeps, at-most-one-blocked finds one of
// the two side positions open, and always asks nothing more.
std::uint8_t unit_cost(const Grid& grid, Point p, const Unit& unit);  // 0 when closed
bool legal_unit_move(const Grid& grid, Point a, Point b, const Rules& rules, const Unit& unit);
// Costs from the nearest of `sources` (each at 0) to every cell, by a plain
// Dijkstra; with `toward`, the costs of reaching the nearest source instead
// (moves reversed, each still priced by the cell it enters), as flow fields
// measure them; with `unit_steps`, every legal move costs 1. +infinity where
// unreachable; sources closed for the unit are left out.
std::vector<double> reference_unit_costs(const Grid& grid, std::span<const Point> sources,
                                         const Rules& rules, const Unit& unit, bool toward = false,
                                         bool unit_steps = false);
// The grid a unit sees, by unit_cost: each position's cost, 0 when closed.
Grid inflate(const Grid& grid, const Unit& unit);
// The cost of a shortest path from start to goal (+infinity when none) by
// an A* of the tests' own over legal_move and step_cost, with the octile
// (manhattan when 4-connected) distance times the cheapest step as its
// lower bound: exact, and far cheaper than reference_costs on large maps.
double reference_cost(const Grid& grid, Point start, Point goal, const Rules& rules);
// check_path for a unit, ending at `end`.
std::string check_unit_path(const Grid& grid, const Result& r, Point start, Point end,
                            const Rules& rules, const Unit& unit);

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
// The same four as jump point searches, each with the heuristic A* would
// use: Manhattan on 4 connections, octile on 8.
std::vector<Rules> jps_rules();

}  // namespace pathrace::test
