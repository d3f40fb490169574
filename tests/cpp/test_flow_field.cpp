// Flow fields against independent oracles. A flow field holds each cell's
// cost TO the goal, which with terrain differs from the cost from the goal,
// so the oracles search from each cell: the reference Dijkstra of
// support.cpp (sampled cells) and the searcher's Dijkstra (every cell).
// Following `next` from every reachable cell must take legal moves to the
// goal at exactly the cost `distance` claims. Maps cover uniform terrain
// (the two-queue open list, plain and with every cell costing 3) and mixed
// terrain (the heap), every move rule and both step costs.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <limits>
#include <random>
#include <string>
#include <vector>

#include "pathrace/flow_field.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

constexpr double inf = std::numeric_limits<double>::infinity();

// Every move rule with both step costs.
std::vector<Rules> field_rules() {
  std::vector<Rules> all;
  for (Rules r : move_rules())
    for (StepCosts costs : {StepCosts::exact, StepCosts::classic}) {
      r.costs = costs;
      all.push_back(r);
    }
  return all;
}

bool same_cost(double a, double b) {
  if (std::isinf(a) || std::isinf(b)) return a == b;
  return near(a, b, 1e-9 * std::max(1.0, std::abs(b)));
}

std::string describe(const Grid& grid, const Rules& rules, Point goal) {
  std::string out = "map:";
  for (const std::string& row : to_rows(grid)) out += " " + row;
  out +=
      std::string(" | ") +
      (rules.connectivity == Connectivity::four ? "never" : std::string(to_string(rules.corner))) +
      ", " + std::string(to_string(rules.costs)) + " | goal (" + std::to_string(goal.x) + "," +
      std::to_string(goal.y) + ")";
  return out;
}

struct Tally {
  std::uint64_t cells = 0, reachable = 0, oracle_runs = 0, walked_steps = 0, failures = 0;
  std::string first;
  void fail(const std::string& what) {
    if (failures++ == 0) first = what;
  }
};

// Checks one field against the oracles and by walking it.
void check_field(const Grid& grid, const FlowField& field, Point goal, const Rules& rules,
                 Searcher& searcher, int oracle_stride, Tally& t) {
  const int w = grid.width();
  const std::span<const double> distance = field.distance();
  const std::span<const CellId> next = field.next();
  Rules dijkstra = rules;
  dijkstra.algorithm = Algorithm::dijkstra;
  for (CellId c = 0; c < static_cast<CellId>(grid.cell_count()); ++c) {
    const Point p = grid.point(c);
    const auto i = static_cast<std::size_t>(c);
    ++t.cells;
    const std::string where = describe(grid, rules, goal) + " | cell (" + std::to_string(p.x) +
                              "," + std::to_string(p.y) + ")";
    if (!grid.passable(p.x, p.y)) {
      if (distance[i] != inf || next[i] != -1) t.fail("wall not unreachable: " + where);
      continue;
    }
    const Result r = searcher.find_path(p, goal, dijkstra);
    const double expected = r.found() ? r.cost : inf;
    if (!same_cost(distance[i], expected))
      t.fail("distance " + std::to_string(distance[i]) + ", searcher " + std::to_string(expected) +
             ": " + where);
    if (c % oracle_stride == 0) {
      ++t.oracle_runs;
      const double reference = reference_costs(grid, p, rules)[grid.cell(goal.x, goal.y)];
      if (!same_cost(distance[i], reference))
        t.fail("distance " + std::to_string(distance[i]) + ", reference " +
               std::to_string(reference) + ": " + where);
    }
    if (p == goal) {
      if (distance[i] != 0 || next[i] != -1) t.fail("goal not 0 / -1: " + where);
      continue;
    }
    if (distance[i] == inf) {
      if (next[i] != -1) t.fail("unreachable cell has a next: " + where);
      continue;
    }
    ++t.reachable;
    // Walk the field to the goal.
    double walked = 0;
    Point at = p;
    std::int64_t steps = 0;
    while (at != goal && steps <= grid.cell_count()) {
      const CellId n = next[static_cast<std::size_t>(grid.cell(at.x, at.y))];
      if (n < 0 || n >= grid.cell_count()) break;
      const Point to{n % w, n / w};
      if (!legal_move(grid, at, to, rules)) break;
      walked += step_cost(grid, at, to, rules);
      at = to;
      ++steps;
    }
    t.walked_steps += static_cast<std::uint64_t>(steps);
    if (at != goal)
      t.fail("following next does not reach the goal: " + where);
    else if (!same_cost(walked, distance[i]))
      t.fail("walked " + std::to_string(walked) + " but distance " + std::to_string(distance[i]) +
             ": " + where);
  }
}

}  // namespace

TEST_CASE(
    "Flow fields equal searches from every cell to the goal, and walking next costs "
    "exactly the distance",
    "[flow-field][properties]") {
  Tally t;
  std::uint64_t fields = 0;
  const std::vector<Rules> rules = field_rules();
  for (std::uint32_t seed = 1; seed <= 48; ++seed) {
    std::mt19937 rng(seed);
    const int w = 1 + static_cast<int>(seed * 5 % 19), h = 1 + static_cast<int>(seed * 3 % 17);
    // Terrain kinds in turn: plain, every open cell costing 3, mixed 1-5.
    const int kind = static_cast<int>(seed % 3);
    Grid grid = random_grid(rng, w, h, 0.05 * (seed % 9), kind == 2);
    if (kind == 1)
      for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x)
          if (grid.passable(x, y)) grid.set_cost(x, y, 3);
    FlowField field(grid);
    Searcher searcher(grid);
    for (const Rules& r : rules) {
      const Point goal = random_open_cell(rng, grid);
      if (goal.x < 0) continue;
      REQUIRE(field.compute(goal, r) == SearchStatus::found);
      check_field(grid, field, goal, r, searcher, 5, t);
      ++fields;
    }
  }
  INFO("first failure: " << t.first);
  CHECK(t.failures == 0);
  CHECK(fields > 300);
  CHECK(t.reachable > t.cells / 3);
  CHECK(t.oracle_runs > 5000);
  CHECK(t.walked_steps > t.reachable);  // walks are longer than one step on average
}

TEST_CASE("The two-queue open list and the heap give bit-identical fields", "[flow-field]") {
  // The same map twice: once uniform, once with one unreachable cell of
  // terrain 2 walled in a corner, which makes the terrain mixed.
  std::mt19937 rng(99);
  Grid uniform = random_grid(rng, 120, 90, 0.3, false);
  Grid mixed;
  REQUIRE(uniform.clone(mixed) == LoadStatus::ok);
  for (Grid* g : {&uniform, &mixed}) {
    g->set_cost(118, 89, Grid::blocked);
    g->set_cost(119, 88, Grid::blocked);
    g->set_cost(118, 88, Grid::blocked);
    g->set_cost(119, 89, 1);
  }
  mixed.set_cost(119, 89, 2);
  FlowField a(uniform), b(mixed);
  for (const Rules& r : field_rules()) {
    const Point goal = random_open_cell(rng, uniform);
    REQUIRE(a.compute(goal, r) == SearchStatus::found);
    REQUIRE(b.compute(goal, r) == SearchStatus::found);
    std::size_t differ = 0;
    for (std::size_t i = 0; i + 1 < a.distance().size(); ++i)
      differ += a.distance()[i] != b.distance()[i];
    CHECK(differ == 0);
    CHECK(b.distance().back() == inf);
  }
}

TEST_CASE("A flow field to a wall reaches nothing; bad goals and rules are statuses",
          "[flow-field]") {
  Grid grid = grid_from({"...", ".#.", "..."});
  FlowField field(grid);
  CHECK(field.compute({1, 1}, {}) == SearchStatus::goal_blocked);
  REQUIRE(field.distance().size() == 9);
  for (std::size_t i = 0; i < 9; ++i) {
    CHECK(field.distance()[i] == inf);
    CHECK(field.next()[i] == -1);
  }
  CHECK(field.compute({3, 0}, {}) == SearchStatus::out_of_bounds);
  CHECK(field.distance().empty());
  Rules bad;
  bad.weight = std::nan("");
  CHECK(field.compute({0, 0}, bad) == SearchStatus::invalid_rules);
  CHECK(field.compute({0, 0}, {}) == SearchStatus::found);
  // Around the wall, never diagonally past it.
  CHECK(field.distance()[8] == 4);
  CHECK((field.next()[8] == 5 || field.next()[8] == 7));
}
