// Several goals, ranges, multi-goal flow fields and terrain profiles
// against the oracle: the cheapest of several goals equals the least of
// separate queries; `within` equals a brute-force scan of the cells in
// range; a flow field to several goals equals a multi-source Dijkstra; a
// profile equals the same query on a grid edited to its prices. And the
// statuses bad options get.
#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <random>
#include <vector>

#include "pathrace/flow_field.hpp"
#include "pathrace/line_of_sight.hpp"
#include "sanitized.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

constexpr double infinity = std::numeric_limits<double>::infinity();

std::vector<Point> random_cells(std::mt19937& rng, const Grid& grid, std::size_t n) {
  std::vector<Point> cells;
  for (std::size_t i = 0; i < n; ++i)
    cells.push_back({static_cast<int>(rng() % static_cast<unsigned>(grid.width())),
                     static_cast<int>(rng() % static_cast<unsigned>(grid.height()))});
  return cells;
}

TerrainProfile random_profile(std::mt19937& rng) {
  TerrainProfile p = TerrainProfile::identity();
  for (int c = 1; c <= 5; ++c) {
    const auto roll = rng() % 6;
    p.cost[static_cast<std::size_t>(c)] = roll == 0 ? 0 : static_cast<std::uint8_t>(roll);
  }
  return p;
}

// The octile distance in cells (the default heuristic), as `within` measures it.
double octile(Point a, Point b) {
  const double dx = std::abs(a.x - b.x), dy = std::abs(a.y - b.y);
  return std::max(dx, dy) + (std::sqrt(2.0) - 1) * std::min(dx, dy);
}

}  // namespace

TEST_CASE("Several goals cost the least of separate queries", "[goals][oracle]") {
  std::mt19937 rng(23);
  for (const Rules& moves : move_rules()) {
    for (int m = 0; m < 400 / sanitizer_slowdown; ++m) {
      const Grid grid = random_grid(rng, 24, 24, 0.2, m % 2 == 1);
      Searcher s(grid), single(grid);
      const Unit unit{1 + m % 3};
      const Point start = random_open_cell(rng, grid);
      // Past Estimate::exact_goals the heuristic is the goals' bounding box.
      const std::vector<Point> goals = random_cells(rng, grid, 1 + rng() % 24);
      for (Algorithm a : {Algorithm::astar, Algorithm::dijkstra}) {
        Rules rules = moves;
        rules.algorithm = a;
        const Result r = s.find_path(start, goals, rules, {}, unit);
        double best = infinity;
        bool any_open = false, start_open = true;
        for (const Point g : goals) {
          const Result one = single.find_path(start, g, rules, {}, unit);
          if (one.status == SearchStatus::start_blocked) start_open = false;
          if (one.found()) best = std::min(best, one.cost);
          any_open = any_open || one.status != SearchStatus::goal_blocked;
        }
        INFO(move_name(rules) << " map " << m << " size " << unit.size << " goals "
                              << goals.size());
        if (!start_open) {
          CHECK(r.status == SearchStatus::start_blocked);
        } else if (!any_open) {
          CHECK(r.status == SearchStatus::goal_blocked);
        } else if (!std::isfinite(best)) {
          CHECK(r.status == SearchStatus::no_path);
        } else {
          REQUIRE(r.found());
          CHECK(r.cost == Approx(best).epsilon(1e-9));
          REQUIRE(r.goal_index >= 0);
          const Point reached = goals[static_cast<std::size_t>(r.goal_index)];
          CHECK(check_unit_path(grid, r, start, reached, rules, unit) == "");
        }
      }
    }
  }
}

TEST_CASE("With up to 16 goals h is the least of the goals' estimates, never above the cost",
          "[goals][oracle]") {
  // h as the search reports it (cell_info) at every cell it saw: the least
  // of the goals' estimates by the definition above, and, for every
  // admissible rule set, no more than the cost to the nearest goal by the
  // multi-source Dijkstra; at random cells of a grid 8192 wide, exactly the
  // least of what one-goal searches report there.
  std::mt19937 rng(16);
  const Heuristic kinds[] = {Heuristic::manhattan, Heuristic::octile, Heuristic::chebyshev,
                             Heuristic::euclidean};
  std::vector<std::uint8_t> states;
  int checked = 0;
  for (int m = 0; m < 320 / sanitizer_slowdown; ++m) {
    const Grid grid = random_grid(rng, 30, 20, 0.2, m % 2 == 1);
    Searcher s(grid);
    Rules rules = move_rules()[static_cast<std::size_t>(m) % 4];
    rules.heuristic = kinds[(m / 4) % 4];
    rules.costs = m % 3 == 0 ? StepCosts::classic : StepCosts::exact;
    const std::vector<Point> goals = random_cells(rng, grid, 2 + rng() % 15);
    const Point start = random_open_cell(rng, grid);
    (void)s.find_path(start, goals, rules);
    const std::vector<double> to_nearest = reference_unit_costs(grid, goals, rules, Unit{}, true);
    states.resize(static_cast<std::size_t>(grid.cell_count()));
    s.cell_states(states);
    INFO(move_name(rules) << " " << to_string(rules.heuristic) << " " << to_string(rules.costs)
                          << " map " << m << " goals " << goals.size());
    for (std::size_t c = 0; c < states.size(); ++c) {
      if (states[c] == static_cast<std::uint8_t>(CellState::unseen)) continue;
      const Point p = grid.point(static_cast<CellId>(c));
      double least = infinity;
      for (const Point g : goals) least = std::min(least, heuristic_of(rules, p, g));
      const double h = s.cell_info(static_cast<CellId>(c)).h;
      INFO("cell (" << p.x << "," << p.y << ")");
      // h is kept in fixed point, euclidean's root truncated: up to one
      // fixed-point unit (classic 1, exact 1/15994428) below.
      const double truncated = rules.heuristic != Heuristic::euclidean ? 0
                               : rules.costs == StepCosts::classic     ? 1
                                                                       : 1e-7;
      const double slack = 1e-9 * std::max(1.0, least);
      REQUIRE(h <= least + slack);
      REQUIRE(h >= least - truncated - slack);
      if (admissible(rules)) REQUIRE(h <= to_nearest[c] + 1e-9 * std::max(1.0, to_nearest[c]));
      ++checked;
    }
  }
  CHECK(checked > 10000 / sanitizer_slowdown);

  Grid wide;
  REQUIRE(Grid::create(8192, 3, wide) == LoadStatus::ok);
  Searcher many(wide), one(wide);
  for (int q = 0; q < 2000 / sanitizer_slowdown; ++q) {
    Rules rules;
    rules.heuristic = kinds[q % 4];
    rules.costs = q % 3 == 0 ? StepCosts::classic : StepCosts::exact;
    const std::vector<Point> goals = random_cells(rng, wide, 2 + rng() % 15);
    const Point p = random_cells(rng, wide, 1)[0];
    // A search that has only opened its start knows h there.
    REQUIRE(many.start(p, goals, rules) == SearchStatus::in_progress);
    double least = infinity;
    for (const Point g : goals) {
      REQUIRE(one.start(p, g, rules) == SearchStatus::in_progress);
      least = std::min(least, one.cell_info(wide.cell(p.x, p.y)).h);
    }
    INFO(to_string(rules.heuristic) << " " << to_string(rules.costs) << " at " << p.x);
    REQUIRE(many.cell_info(wide.cell(p.x, p.y)).h == least);
  }
}

TEST_CASE("within r reaches the cheapest cell in range, as a brute-force scan finds it",
          "[goals][within]") {
  std::mt19937 rng(41);
  const Rules astar;
  Rules dijkstra;
  dijkstra.algorithm = Algorithm::dijkstra;
  for (int m = 0; m < 600 / sanitizer_slowdown; ++m) {
    const Grid grid = random_grid(rng, 20, 20, 0.25, m % 3 == 0);
    Searcher s(grid);
    const Point start = random_open_cell(rng, grid);
    const std::vector<Point> goals = random_cells(rng, grid, 1 + rng() % 3);
    QueryLimits limits;
    limits.within = 1 + static_cast<double>(rng() % 6);
    limits.line_of_sight = m % 2 == 0;
    const std::vector<double> dist = reference_unit_costs(grid, {&start, 1}, astar, Unit{});
    // The brute-force scan: every cell in range (and sight) of a goal.
    double best = infinity;
    for (int y = 0; y < grid.height(); ++y)
      for (int x = 0; x < grid.width(); ++x)
        for (const Point g : goals)
          if (octile({x, y}, g) <= limits.within + 1e-9 &&
              (!limits.line_of_sight || reference_line_of_sight(grid, {x, y}, g, astar, 255)))
            best = std::min(best, dist[static_cast<std::size_t>(grid.cell(x, y))]);
    for (const Rules& rules : {astar, dijkstra}) {
      const Result r = s.find_path(start, goals, rules, limits);
      INFO("map " << m << " within " << limits.within << " sight " << limits.line_of_sight);
      if (!std::isfinite(best)) {
        CHECK(r.status == SearchStatus::no_path);
        continue;
      }
      REQUIRE(r.found());
      CHECK(r.cost == Approx(best).epsilon(1e-9).margin(1e-9));
      const Point end = grid.point(r.reached);
      REQUIRE(r.goal_index >= 0);
      const Point g = goals[static_cast<std::size_t>(r.goal_index)];
      CHECK(octile(end, g) <= limits.within + 1e-9);
      if (limits.line_of_sight) CHECK(reference_line_of_sight(grid, end, g, rules, 255));
      CHECK(check_unit_path(grid, r, start, end, rules, Unit{}) == "");
    }
  }
}

TEST_CASE("A flow field to several goals equals a multi-source Dijkstra", "[goals][flow]") {
  std::mt19937 rng(8);
  for (const Rules& rules : move_rules()) {
    for (int m = 0; m < 120 / sanitizer_slowdown; ++m) {
      const Grid grid = random_grid(rng, 18, 15, 0.2, m % 2 == 1);
      FlowField field(grid);
      const TerrainProfile profile = random_profile(rng);
      const Unit unit{1 + m % 3, m % 4 == 3 ? &profile : nullptr};
      const std::vector<Point> goals = random_cells(rng, grid, 1 + rng() % 5);
      const SearchStatus status = field.compute(goals, rules, unit);
      const std::vector<double> expected = reference_unit_costs(grid, goals, rules, unit, true);
      bool any = false;
      for (const Point g : goals) any = any || unit_cost(grid, g, unit) != 0;
      INFO(move_name(rules) << " map " << m << " size " << unit.size);
      CHECK(status == (any ? SearchStatus::found : SearchStatus::goal_blocked));
      for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) {
          const auto i = static_cast<std::size_t>(grid.cell(x, y));
          const double want = expected[i], got = field.distance()[i];
          INFO("cell (" << x << "," << y << ")");
          if (!std::isfinite(want)) {
            REQUIRE_FALSE(std::isfinite(got));
            continue;
          }
          REQUIRE(got == Approx(want).epsilon(1e-9).margin(1e-9));
          const CellId next = field.next()[i];
          if (want == 0) {
            REQUIRE(next == -1);
            continue;
          }
          // The next step is legal and on a shortest path.
          const Point n = grid.point(next);
          REQUIRE(legal_unit_move(grid, {x, y}, n, rules, unit));
          const double step = (n.x != x && n.y != y ? std::sqrt(2.0) : 1.0) *
                              unit_cost(grid, n, unit) * (rules.costs == StepCosts::exact ? 1 : 10);
          if (rules.costs == StepCosts::exact)
            REQUIRE(want == Approx(step + expected[static_cast<std::size_t>(next)]).epsilon(1e-9));
        }
    }
  }
}

TEST_CASE("A terrain profile equals the same query on a grid edited to its prices",
          "[profiles][oracle]") {
  std::mt19937 rng(99);
  for (const Rules& moves : move_rules()) {
    for (int m = 0; m < 300 / sanitizer_slowdown; ++m) {
      const Grid grid = random_grid(rng, 20, 20, 0.1, true);
      const TerrainProfile profile = random_profile(rng);
      Grid edited;
      REQUIRE(grid.clone(edited) == LoadStatus::ok);
      for (int y = 0; y < grid.height(); ++y)
        for (int x = 0; x < grid.width(); ++x) edited.set_cost(x, y, profile.cost[grid.cost(x, y)]);
      Searcher profiled(grid), plain(edited);
      FlowField profiled_field(grid), plain_field(edited);
      const int size = 1 + m % 3;
      const Point start = random_open_cell(rng, grid);
      const std::vector<Point> goals = random_cells(rng, grid, 1 + m % 2);
      const Result a = profiled.find_path(start, goals, moves, {}, Unit{size, &profile});
      const Result b = plain.find_path(start, goals, moves, {}, Unit{size});
      INFO(move_name(moves) << " map " << m << " size " << size);
      REQUIRE(a.status == b.status);
      if (b.found()) {
        CHECK(a.cost == Approx(b.cost).epsilon(1e-12));
        CHECK(a.goal_index == b.goal_index);
      }
      REQUIRE(profiled_field.compute(goals, moves, Unit{size, &profile}) ==
              plain_field.compute(goals, moves, Unit{size}));
      for (std::size_t i = 0; i < profiled_field.distance().size(); ++i) {
        const double x = profiled_field.distance()[i], y = plain_field.distance()[i];
        REQUIRE((x == y || x == Approx(y).epsilon(1e-12)));
      }
    }
  }
}

TEST_CASE("Jump point search takes a profile only when it prices every cell 1", "[profiles][jps]") {
  std::mt19937 rng(3);
  Rules jps;
  jps.algorithm = Algorithm::jps;
  const Rules astar;
  for (int m = 0; m < 100; ++m) {
    const Grid grid = random_grid(rng, 20, 20, 0.15, true);  // terrain 1-5
    TerrainProfile flat = TerrainProfile::identity();
    for (int c = 1; c <= 5; ++c) flat.cost[static_cast<std::size_t>(c)] = 1;
    Searcher s(grid);
    const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
    const int size = 1 + m % 2;
    const Result j = s.find_path(a, b, jps, {}, Unit{size, &flat});
    const Result r = s.find_path(a, b, astar, {}, Unit{size, &flat});
    REQUIRE(j.status == r.status);
    if (r.found()) CHECK(j.cost == Approx(r.cost).epsilon(1e-12));
    TerrainProfile mud = flat;
    mud.cost[3] = 2;
    CHECK(s.find_path(a, b, jps, {}, Unit{size, &mud}).status == SearchStatus::not_uniform);
    mud.cost[3] = 0;  // impassable: the walls differ from the grid's
    CHECK(s.find_path(a, b, jps, {}, Unit{size, &mud}).status == SearchStatus::not_uniform);
  }
}

TEST_CASE("Bad units, goals, ranges and profiles get statuses, never aborts", "[goals][bad]") {
  Grid grid;
  REQUIRE(Grid::create(8, 8, grid) == LoadStatus::ok);
  Searcher s(grid);
  FlowField field(grid);
  const Rules rules;
  Rules jps;
  jps.algorithm = Algorithm::jps;
  const Point a{0, 0}, b{5, 5};
  CHECK(s.find_path(a, b, rules, {}, Unit{0}).status == SearchStatus::bad_unit_size);
  CHECK(s.find_path(a, b, rules, {}, Unit{9}).status == SearchStatus::bad_unit_size);
  CHECK(field.compute({&b, 1}, rules, Unit{-1}) == SearchStatus::bad_unit_size);
  TerrainProfile leaky = TerrainProfile::identity();
  leaky.cost[0] = 1;
  CHECK(s.find_path(a, b, rules, {}, Unit{1, &leaky}).status == SearchStatus::bad_profile);
  CHECK(field.compute({&b, 1}, rules, Unit{1, &leaky}) == SearchStatus::bad_profile);
  CHECK(s.find_path(a, std::span<const Point>{}, rules).status == SearchStatus::bad_goals);
  const std::vector<Point> many(Searcher::max_goals + 1, b);
  CHECK(s.find_path(a, many, rules).status == SearchStatus::bad_goals);
  CHECK(field.compute(many, rules) == SearchStatus::bad_goals);
  const std::vector<Point> off{b, {8, 0}};
  CHECK(s.find_path(a, off, rules).status == SearchStatus::out_of_bounds);
  CHECK(field.compute(off, rules) == SearchStatus::out_of_bounds);
  for (const double within : {-1.0, std::nan(""), infinity, 2e5}) {
    QueryLimits limits;
    limits.within = within;
    CHECK(s.find_path(a, b, rules, limits).status == SearchStatus::bad_range);
  }
  const std::vector<Point> two{b, {2, 6}};
  CHECK(s.find_path(a, two, jps).status == SearchStatus::jps_goals);
  QueryLimits ranged;
  ranged.within = 2;
  CHECK(s.find_path(a, b, jps, ranged).status == SearchStatus::jps_goals);
  // Size 2 at the last column leaves the grid.
  CHECK(s.find_path({7, 0}, b, rules, {}, Unit{2}).status == SearchStatus::start_blocked);
  CHECK(s.find_path(a, {0, 7}, rules, {}, Unit{2}).status == SearchStatus::goal_blocked);
  // A wall goal is fine with a range: the search walks up to it.
  grid.set_cost(5, 5, Grid::blocked);
  const Result near_wall = s.find_path(a, b, rules, ranged);
  REQUIRE(near_wall.found());
  CHECK(near_wall.goal_index == 0);
}
