// QueryLimits: the nearest reachable cell when the goal cannot be reached,
// and a cap on expansions. The oracle is the reference Dijkstra of
// tests/cpp/oracle.cpp (the reachable set and each cell's optimal cost) with
// the heuristic's formula written out here in doubles.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "pathrace/searcher.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

constexpr double inf = std::numeric_limits<double>::infinity();

// The rules' default heuristic, as the JS API picks it: Manhattan on 4
// connections, octile on 8, in the rules' cost units.
Rules with_default_heuristic(Rules r) {
  r.heuristic = r.connectivity == Connectivity::four ? Heuristic::manhattan : Heuristic::octile;
  return r;
}

double heuristic(const Rules& r, Point a, Point b) {
  const double dx = std::abs(a.x - b.x), dy = std::abs(a.y - b.y);
  const double straight = r.costs == StepCosts::exact ? 1 : 10;
  const double diagonal = r.costs == StepCosts::exact ? std::sqrt(2.0) : 14;
  if (r.heuristic == Heuristic::manhattan) return straight * (dx + dy);
  return straight * std::max(dx, dy) + (diagonal - straight) * std::min(dx, dy);
}

// Checks that r's path is a legal path from start to r.reached with the
// reported cost, as check_path() does for found paths.
std::string check_partial(const Grid& grid, const Result& r, Point start, const Rules& rules) {
  if (r.reached < 0) return "no reached cell";
  Result as_found = r;
  as_found.status = SearchStatus::found;
  return check_path(grid, as_found, start, grid.point(r.reached), rules);
}

std::string describe(const Grid& grid, const Rules& rules, Point start, Point goal) {
  std::string out = "map:";
  for (const std::string& row : to_rows(grid)) out += " " + row;
  return out + " | " + move_name(rules) + " | (" + std::to_string(start.x) + "," +
         std::to_string(start.y) + ") to (" + std::to_string(goal.x) + "," +
         std::to_string(goal.y) + ")";
}

}  // namespace

TEST_CASE(
    "closest: an unreachable goal gives the path to the reachable cell nearest it by h, ties to "
    "the smaller g",
    "[closest]") {
  std::uint64_t queries = 0, cut_off = 0, walls = 0, failures = 0;
  std::string first;
  for (std::uint32_t seed = 1; seed <= 80; ++seed) {
    std::mt19937 rng(seed);
    const int w = 6 + static_cast<int>(seed * 7 % 30), h = 6 + static_cast<int>(seed * 11 % 25);
    const Grid grid = random_grid(rng, w, h, 0.25 + 0.05 * (seed % 5), seed % 4 == 0);
    Searcher searcher(grid);
    for (Rules rules : move_rules()) {
      rules = with_default_heuristic(rules);
      if (seed % 3 == 0) rules.costs = StepCosts::classic;
      for (const Algorithm a : {Algorithm::astar, Algorithm::dijkstra}) {
        rules.algorithm = a;
        for (int query = 0; query < 6; ++query) {
          const Point start = random_open_cell(rng, grid);
          const Point goal{static_cast<int>(rng() % static_cast<unsigned>(w)),
                           static_cast<int>(rng() % static_cast<unsigned>(h))};
          const auto fail = [&](const std::string& what) {
            if (failures++ == 0) first = what + " | " + describe(grid, rules, start, goal);
          };
          const std::vector<double> dist = reference_costs(grid, start, rules);
          const double to_goal = dist[static_cast<std::size_t>(grid.cell(goal.x, goal.y))];
          const Result r = searcher.find_path(start, goal, rules, {.closest = true});
          ++queries;
          const std::string bad = check_partial(grid, r, start, rules);
          if (!bad.empty()) {
            fail(bad);
            continue;
          }
          if (std::isfinite(to_goal)) {
            if (r.status != SearchStatus::found || r.reached != grid.cell(goal.x, goal.y))
              fail("a reachable goal not found");
            continue;
          }
          const bool wall = !grid.passable(goal.x, goal.y);
          walls += wall;
          cut_off += !wall;
          if (r.status != (wall ? SearchStatus::goal_blocked : SearchStatus::no_path))
            fail(std::string("status ") + std::string(to_string(r.status)));
          // The oracle's nearest: the least h over the reachable cells, then the least g.
          double best_h = inf, best_g = inf;
          for (CellId c = 0; c < grid.cell_count(); ++c) {
            const double g = dist[static_cast<std::size_t>(c)];
            if (!std::isfinite(g)) continue;
            const double hc = heuristic(rules, grid.point(c), goal);
            if (hc < best_h - 1e-9 || (std::abs(hc - best_h) <= 1e-9 && g < best_g)) {
              best_h = hc;
              best_g = g;
            }
          }
          const Point reached = grid.point(r.reached);
          const double got_h = heuristic(rules, reached, goal);
          if (std::abs(got_h - best_h) > 1e-9 || std::abs(r.cost - best_g) > 1e-9 * (1 + best_g))
            fail("reached (" + std::to_string(reached.x) + "," + std::to_string(reached.y) +
                 ") with h " + std::to_string(got_h) + " g " + std::to_string(r.cost) +
                 ", the oracle's nearest has h " + std::to_string(best_h) + " g " +
                 std::to_string(best_g));
        }
      }
    }
  }
  INFO("first failure: " << first);
  CHECK(failures == 0);
  CHECK(cut_off > 200);
  CHECK(walls > 200);
  CHECK(queries > 3000);
}

TEST_CASE("max_expansions: never exceeded; below the search's need it stops with limit",
          "[closest]") {
  std::uint64_t limited = 0, failures = 0;
  std::string first;
  for (std::uint32_t seed = 1; seed <= 40; ++seed) {
    std::mt19937 rng(seed);
    const Grid grid = random_grid(rng, 30, 24, 0.05 * (seed % 7), seed % 3 == 0);
    Searcher searcher(grid);
    for (Rules rules : move_rules()) {
      rules = with_default_heuristic(rules);
      for (int query = 0; query < 5; ++query) {
        const Point start = random_open_cell(rng, grid), goal = random_open_cell(rng, grid);
        const auto fail = [&](const std::string& what) {
          if (failures++ == 0) first = what + " | " + describe(grid, rules, start, goal);
        };
        const Result whole = searcher.find_path(start, goal, rules);
        const std::uint64_t need = whole.stats.expanded;
        const double whole_cost = whole.cost;
        const SearchStatus whole_status = whole.status;
        for (const std::uint64_t n : {std::uint64_t{0}, need / 2, need - 1, need, need + 5}) {
          if (n > need + 5) continue;  // need - 1 when need is 0
          for (const bool closest : {false, true}) {
            const Result r = searcher.find_path(start, goal, rules, {n, closest});
            if (r.stats.expanded > n) fail("expanded " + std::to_string(r.stats.expanded));
            if (n >= need) {
              // (Without a path, closest adds the way to the nearest cell.)
              const bool same_cost = whole_status != SearchStatus::found || r.cost == whole_cost;
              if (r.status != whole_status || !same_cost)
                fail("a sufficient limit changed the answer");
              continue;
            }
            ++limited;
            if (r.status != SearchStatus::limit || r.stats.expanded != n)
              fail(std::string("below the need: ") + std::string(to_string(r.status)));
            if (!closest) {
              if (r.reached != -1 || !r.path.empty()) fail("a path without closest");
              continue;
            }
            const std::string bad = check_partial(grid, r, start, rules);
            if (!bad.empty())
              fail(bad);
            else if (heuristic(rules, grid.point(r.reached), goal) >
                     heuristic(rules, start, goal) + 1e-9)
              fail("the nearest cell is farther than the start");
          }
        }
      }
    }
  }
  INFO("first failure: " << first);
  CHECK(failures == 0);
  CHECK(limited > 500);
}

TEST_CASE("closest with jump point search is refused; a limit applies to every algorithm",
          "[closest]") {
  const Grid grid = grid_from({"....", ".##.", "...."});
  Searcher searcher(grid);
  Rules jps;
  jps.algorithm = Algorithm::jps;
  CHECK(searcher.find_path({0, 0}, {3, 2}, jps, {.closest = true}).status ==
        SearchStatus::invalid_rules);
  const Result limited = searcher.find_path({0, 0}, {3, 2}, jps, {.max_expansions = 1});
  CHECK(limited.status == SearchStatus::limit);
  CHECK(limited.stats.expanded == 1);
  CHECK(searcher.find_path({0, 0}, {3, 2}, jps).status == SearchStatus::found);
}
