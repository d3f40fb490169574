#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <map>

#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

// A cup open towards the start, as the greedy tutorials draw it. Greedy
// dives in (every cell inside looks closer to the goal), and the parents it
// fixed on the way in make its path come out under the bottom arm; A* goes
// over the top.
Grid concave_trap() {
  return grid_from({
      "........................",
      "........................",
      "........................",
      "..............#####.....",
      "..................#.....",
      "..................#.....",
      "..................#.....",
      "..................#.....",
      "..................#.....",
      "..................#.....",
      "..................#.....",
      "..............#####.....",
      "........................",
      "........................",
      "........................",
  });
}
constexpr Point trap_start{13, 4};
constexpr Point trap_goal{21, 7};

}  // namespace

TEST_CASE("On a concave trap greedy's path costs at least 40% more than A*'s", "[greedy]") {
  Grid grid = concave_trap();
  Searcher s(grid);
  Rules rules;
  const Result astar = s.find_path(trap_start, trap_goal, rules);
  REQUIRE(astar.found());
  const double astar_cost = astar.cost;
  const std::uint64_t astar_expanded = astar.stats.expanded;
  CHECK(check_path(grid, astar, trap_start, trap_goal, rules).empty());
  // Over the top arm: 11 straight steps and 2 diagonals.
  CHECK(astar.cardinal == 11);
  CHECK(astar.diagonal == 2);
  CHECK(astar.cost == Approx(11 + 2 * std::sqrt(2.0)).epsilon(1e-12));

  rules.algorithm = Algorithm::greedy;
  const Result greedy = s.find_path(trap_start, trap_goal, rules);
  REQUIRE(greedy.found());
  CHECK(check_path(grid, greedy, trap_start, trap_goal, rules).empty());
  // Into the cup, back out and under the bottom arm: 11 straight, 8 diagonal.
  CHECK(greedy.cardinal == 11);
  CHECK(greedy.diagonal == 8);
  CHECK(greedy.cost == Approx(11 + 8 * std::sqrt(2.0)).epsilon(1e-12));
  CHECK(std::any_of(greedy.path.begin(), greedy.path.end(),
                    [&](CellId c) { return grid.point(c).y > 11; }));
  CHECK(greedy.cost >= 1.4 * astar_cost);
  CHECK(greedy.stats.expanded < astar_expanded);
}

TEST_CASE("Greedy orders by h alone and never improves a parent", "[greedy]") {
  std::mt19937 rng(99);
  for (int m = 0; m < 60; ++m) {
    Grid grid = random_grid(rng, 25, 25, 0.3, m % 2 == 1);
    const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
    Rules rules;
    rules.algorithm = Algorithm::greedy;
    rules.tie_break = TieBreak::fifo;
    Searcher s(grid);
    TraceRecorder trace(grid);
    REQUIRE(s.start(a, b, rules) == SearchStatus::in_progress);
    s.step(UINT64_MAX, trace);

    // Replay the open list from the events: every expanded cell must have
    // the smallest h on it, whatever its g.
    std::map<CellId, double> open;
    const Point sp = a;
    const double start_h = s.cell_info(grid.cell(sp.x, sp.y)).h;
    open[grid.cell(sp.x, sp.y)] = start_h;
    std::map<CellId, CellId> parent_of;
    for (const SearchEvent& e : trace.events()) {
      CHECK(e.f == e.h);
      switch (e.kind) {
        case EventKind::expand: {
          REQUIRE(open.count(e.cell) == 1);
          double lowest = 1e300;
          for (const auto& [cell, h] : open) lowest = std::min(lowest, h);
          CHECK(open[e.cell] == lowest);
          open.erase(e.cell);
          break;
        }
        case EventKind::open:
          CHECK(parent_of.count(e.cell) == 0);
          parent_of[e.cell] = e.parent;
          open[e.cell] = e.h;
          break;
        case EventKind::improve:
        case EventKind::reopen:
          FAIL("greedy changed a parent");
          break;
      }
    }
    const Result r = s.result();
    if (r.found()) {
      CHECK(check_path(grid, r, a, b, rules).empty());
      for (std::size_t i = 1; i < r.path.size(); ++i) CHECK(parent_of[r.path[i]] == r.path[i - 1]);
    }
  }
}
