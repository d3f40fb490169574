// Jump point search against the reference oracle (an independent Dijkstra)
// and A*: random maps under every diagonal rule, the refusals, the bit copies
// it jumps on, and stepping. The exhaustive tiny worlds and the Moving AI
// scenarios check it in test_exhaustive.cpp and test_movingai.cpp.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "sanitized.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

// Sides from 1 to 256, log-uniform so that small and large maps both occur
// often; every 40th map is 256 × 256.
int random_side(std::mt19937& rng, int i) {
  if (i % 40 == 0) return 256;
  std::uniform_real_distribution<double> log_side(0.0, std::log(256.0));
  return std::clamp(static_cast<int>(std::exp(log_side(rng))), 1, 256);
}

}  // namespace

TEST_CASE("JPS finds the optimal cost on random maps under every diagonal rule",
          "[jps][properties]") {
  constexpr int maps_per_rule = 2000 / sanitizer_slowdown;  // a quarter under ASan (sanitized.hpp)
  for (const Rules& moves : jps_rules()) {
    INFO(move_name(moves));
    std::uint64_t found = 0, no_path = 0, failures = 0, jps_expanded = 0, astar_expanded = 0;
    std::string first_failure;
    int big = 0;
    for (int i = 0; i < maps_per_rule; ++i) {
      const std::uint32_t seed = 0x1b5u * 100000 + static_cast<std::uint32_t>(i);
      std::mt19937 rng(seed);
      const int w = random_side(rng, i), h = random_side(rng, i);
      big += w == 256 && h == 256;
      const double density = std::uniform_real_distribution<double>(0.0, 0.45)(rng);
      const Grid grid = random_grid(rng, w, h, density, false);
      const Point source = random_open_cell(rng, grid);
      if (source.x < 0) continue;
      Searcher s(grid);
      // Heuristics, tie-breaks and step costs cycle across the maps; each
      // admissible heuristic keeps JPS optimal.
      Rules rules = moves;
      const Heuristic heuristics[] = {moves.heuristic, Heuristic::euclidean, Heuristic::chebyshev,
                                      Heuristic::zero};
      rules.heuristic = heuristics[i % 4];
      rules.tie_break = static_cast<TieBreak>(i / 4 % 3);
      rules.costs = i % 7 == 3 ? StepCosts::classic : StepCosts::exact;
      REQUIRE(admissible(rules));
      const std::vector<double> reference = reference_costs(grid, source, rules);
      for (int q = 0; q < 4; ++q) {
        const Point goal = q == 0 && i % 5 == 0 ? source : random_open_cell(rng, grid);
        const double want = reference[static_cast<std::size_t>(grid.cell(goal.x, goal.y))];
        Rules astar = rules;
        astar.algorithm = Algorithm::astar;
        const Result a = s.find_path(source, goal, astar);
        const double astar_cost = a.cost;
        astar_expanded += a.stats.expanded;
        const Result r = s.find_path(source, goal, rules);
        jps_expanded += r.stats.expanded;
        std::string bad;
        if (!std::isfinite(want)) {
          ++no_path;
          if (r.status != SearchStatus::no_path)
            bad = "expected no_path, got " + std::string(to_string(r.status));
        } else {
          ++found;
          const double eps = 1e-9 * std::max(1.0, want);
          if (!r.found())
            bad = "expected a path, got " + std::string(to_string(r.status));
          else if (!near(r.cost, want, eps) || !near(r.cost, astar_cost, eps))
            bad = "cost " + std::to_string(r.cost) + ", optimal " + std::to_string(want) + ", A* " +
                  std::to_string(astar_cost);
          else
            bad = check_path(grid, r, source, goal, rules);
        }
        if (!bad.empty() && ++failures == 1)
          first_failure = "seed " + std::to_string(seed) + " (map " + std::to_string(i) + ", " +
                          std::to_string(w) + "x" + std::to_string(h) + ", density " +
                          std::to_string(density) + ", " + std::string(to_string(rules.heuristic)) +
                          ", tie " + std::string(to_string(rules.tie_break)) + ") from (" +
                          std::to_string(source.x) + "," + std::to_string(source.y) + ") to (" +
                          std::to_string(goal.x) + "," + std::to_string(goal.y) + "): " + bad;
      }
    }
    INFO(first_failure);
    CHECK(failures == 0);
    CHECK(found > 2 * maps_per_rule);         // 4000 natively
    CHECK(no_path > maps_per_rule / 20);      // 100 natively
    CHECK(big == (maps_per_rule + 39) / 40);  // i = 0, 40, 80, …
    // Jumps replace most expansions.
    CHECK(jps_expanded * 2 < astar_expanded);
  }
}

TEST_CASE("JPS refuses terrain and weights, and works again once they are gone",
          "[jps][bad-input]") {
  Grid grid = grid_from({"....", "....", "...."});
  Searcher s(grid);
  Rules rules;
  rules.algorithm = Algorithm::jps;
  REQUIRE(s.find_path({0, 0}, {3, 2}, rules).found());

  grid.set_cost(2, 1, 3);
  CHECK_FALSE(grid.uniform());
  CHECK(s.find_path({0, 0}, {3, 2}, rules).status == SearchStatus::not_uniform);
  CHECK(s.start({0, 0}, {3, 2}, rules) == SearchStatus::not_uniform);
  Rules astar = rules;
  astar.algorithm = Algorithm::astar;
  CHECK(s.find_path({0, 0}, {3, 2}, astar).found());  // A* takes terrain

  grid.set_cost(2, 1, 1);
  CHECK(grid.uniform());
  CHECK(s.find_path({0, 0}, {3, 2}, rules).found());

  for (const double w : {0.0, 0.5, 2.0}) {
    rules.weight = w;
    CHECK(s.find_path({0, 0}, {3, 2}, rules).status == SearchStatus::weight_not_one);
  }
  rules.weight = 1;
  rules.costs = StepCosts::classic;  // 10 and 14 are fine
  const Result classic = s.find_path({0, 0}, {3, 2}, rules);
  CHECK(classic.found());
  CHECK(classic.cost == 10 + 2 * 14);
}

TEST_CASE("A grid counts its costly cells through every edit and loader", "[jps][grid]") {
  Grid grid;
  REQUIRE(Grid::create(5, 4, grid, 3) == LoadStatus::ok);
  CHECK_FALSE(grid.uniform());
  for (int y = 0; y < 4; ++y)
    for (int x = 0; x < 5; ++x) grid.set_cost(x, y, (x + y) % 2 == 0 ? Grid::blocked : 1);
  CHECK(grid.uniform());
  CHECK(grid.first_costly_cell() == -1);
  grid.set_cost(1, 0, 9);
  grid.set_cost(3, 2, 2);
  CHECK_FALSE(grid.uniform());
  CHECK(grid.first_costly_cell() == grid.cell(1, 0));
  grid.set_cost(1, 0, Grid::blocked);
  CHECK(grid.first_costly_cell() == grid.cell(3, 2));
  grid.set_cost(3, 2, 1);
  CHECK(grid.uniform());

  CHECK(grid_from({"..#", "#.."}).uniform());
  CHECK_FALSE(grid_from({"..#", "#.2"}).uniform());
  const LoadResult map = load_movingai("type octile\nheight 1\nwidth 3\nmap\n.T.\n");
  REQUIRE(map.ok());
  CHECK(map.grid.uniform());
  const std::uint8_t costs[] = {1, 0, 7, 1};
  const LoadResult raw = load_costs(2, 2, costs);
  REQUIRE(raw.ok());
  CHECK_FALSE(raw.grid.uniform());
  Grid copy;
  REQUIRE(raw.grid.clone(copy) == LoadStatus::ok);
  CHECK_FALSE(copy.uniform());
}

TEST_CASE("The passability bits follow every edit, and JPS answers right after edits",
          "[jps][grid]") {
  std::mt19937 rng(0x0b175);
  Grid grid = random_grid(rng, 131, 67, 0.3, false);  // rows of more than two words
  Searcher s(grid);
  const auto bits_match = [&](const Grid& g) {
    int wrong = 0;
    for (int y = -1; y <= g.height(); ++y)
      for (int x = -1; x <= g.width(); ++x) {
        const bool open = g.in_bounds(x, y) && g.passable(x, y);
        wrong += g.passable_rows().get(y + 1, x + 1) != open;
        wrong += g.passable_columns().get(x + 1, y + 1) != open;
      }
    return wrong;
  };
  CHECK(bits_match(grid) == 0);
  std::uniform_int_distribution<int> xs(0, grid.width() - 1), ys(0, grid.height() - 1);
  for (int round = 0; round < 30; ++round) {
    for (int e = 0; e < 40; ++e)
      grid.set_cost(xs(rng), ys(rng), rng() % 3 == 0 ? Grid::blocked : std::uint8_t{1});
    INFO("round " << round);
    CHECK(bits_match(grid) == 0);
    for (const Rules& rules : jps_rules()) {
      INFO(move_name(rules));
      const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
      const double want =
          reference_costs(grid, a, rules)[static_cast<std::size_t>(grid.cell(b.x, b.y))];
      const Result r = s.find_path(a, b, rules);
      CHECK(r.found() == std::isfinite(want));
      if (r.found()) {
        CHECK(near(r.cost, want, 1e-9 * want));
        CHECK(check_path(grid, r, a, b, rules) == "");
      }
    }
  }
  Grid copy;
  REQUIRE(grid.clone(copy) == LoadStatus::ok);
  CHECK(bits_match(copy) == 0);
}

TEST_CASE("JPS generates only the goal from a jump point whose route to it is clear",
          "[jps][goal-test]") {
  // With no walls, the start's route to any goal is clear: the start's
  // expansion opens the goal alone, the next takes it, and the jumps pass
  // the route's cells only — max(dx, dy) of them on 8 connections, dx + dy
  // on 4 — at the octile (or Manhattan) distance.
  const Grid open = grid_from({".........", ".........", ".........", ".........", "........."});
  // A wall across the route's straight part: the test fails, the sweeps run.
  const Grid walled = grid_from({".........", ".........", ".....#...", ".........", "........."});
  const Point start{1, 2};
  for (const Rules& rules : jps_rules()) {
    INFO(move_name(rules));
    const bool four = rules.connectivity == Connectivity::four;
    Searcher s(open);
    for (int y = 0; y < open.height(); ++y)
      for (int x = 0; x < open.width(); ++x) {
        if (Point{x, y} == start) continue;
        INFO("goal " << x << "," << y);
        const int dx = std::abs(x - start.x), dy = std::abs(y - start.y);
        const int low = std::min(dx, dy), high = std::max(dx, dy);
        const Result r = s.find_path(start, {x, y}, rules);
        REQUIRE(r.found());
        CHECK(r.stats.expanded == 2);
        CHECK(r.stats.generated == 2);
        CHECK(r.stats.scanned == static_cast<std::uint64_t>(four ? dx + dy : high));
        CHECK(near(r.cost, four ? dx + dy : low * std::sqrt(2.0) + (high - low), 1e-9));
        CHECK(check_path(open, r, start, {x, y}, rules).empty());
      }
    Searcher w(walled);
    const Result r = w.find_path(start, {7, 2}, rules);
    REQUIRE(r.found());
    CHECK(r.stats.generated > 2);
    CHECK(check_path(walled, r, start, {7, 2}, rules).empty());
  }
}

TEST_CASE("Stepped JPS goes jump point by jump point and shows the cells it scanned",
          "[jps][stepping]") {
  // A room with pillars: jumps run far between forced neighbours.
  const Grid grid = grid_from({
      "....................",
      "....#.........#.....",
      "....................",
      "..........#.........",
      "....#...............",
      "...............#....",
      "....................",
  });
  // The goal is behind a pillar from the start: the goal test at the
  // start's expansion fails, and its sweeps run.
  const Point start{0, 6}, goal{16, 5};
  for (const Rules& rules : jps_rules()) {
    INFO(move_name(rules));
    Searcher s(grid);
    const Result whole = s.find_path(start, goal, rules);
    REQUIRE(whole.found());
    const double cost = whole.cost;
    const SearchStats stats = whole.stats;
    std::vector<std::uint8_t> states(static_cast<std::size_t>(grid.cell_count()));
    s.cell_states(states);
    // find_path does not mark the cells its jumps pass.
    CHECK(std::count(states.begin(), states.end(), std::uint8_t{4}) == 0);

    TraceRecorder trace(grid);
    REQUIRE(s.start(start, goal, rules) == SearchStatus::in_progress);
    std::uint64_t steps = 0, expansions = 0;
    while (!s.done()) {
      CHECK(s.step(1, trace) <= 1);
      ++steps;
      expansions += trace.events().empty() ? 0 : trace.events().front().kind == EventKind::expand;
      // Each event names a jump point: the parent of an opened cell is the
      // jump point just expanded.
      if (!trace.events().empty()) {
        const CellId expanded = trace.events().front().cell;
        for (std::size_t k = 1; k < trace.events().size(); ++k)
          CHECK(trace.events()[k].parent == expanded);
      }
      trace.clear();
    }
    const Result stepped = s.result();
    REQUIRE(stepped.found());
    CHECK(stepped.cost == cost);
    CHECK(stepped.stats.expanded == stats.expanded);
    CHECK(stepped.stats.scanned == stats.scanned);
    CHECK(stepped.stats.expanded == expansions);
    CHECK(stats.expanded < 30);  // far fewer than the 140 - 7 open cells
    CHECK(stats.scanned > stats.expanded);

    s.cell_states(states);
    std::size_t scanned = 0;
    for (std::size_t c = 0; c < states.size(); ++c) {
      if (states[c] != static_cast<std::uint8_t>(CellState::scanned)) continue;
      ++scanned;
      const Point p = grid.point(static_cast<CellId>(c));
      CHECK(grid.passable(p.x, p.y));
      CHECK(s.cell_info(static_cast<CellId>(c)).state == CellState::scanned);
    }
    CHECK(scanned > 0);
    CHECK(scanned <= stats.scanned);
    for (const CellId c : stepped.path)
      CHECK(states[static_cast<std::size_t>(c)] == static_cast<std::uint8_t>(CellState::path));

    // A later find_path forgets the marks.
    REQUIRE(s.find_path(start, goal, rules).found());
    s.cell_states(states);
    CHECK(std::count(states.begin(), states.end(), std::uint8_t{4}) == 0);
  }
}

// Found by the search fuzz target (tests/fuzz/regressions/search/jps-path-cell-info):
// cell_states() painted the cells a JPS path passes between two jump points
// as path while cell_info() called them unseen.
TEST_CASE("A stepped JPS path: cell_info() and cell_states() agree on every cell", "[jps]") {
  Grid grid;
  REQUIRE(Grid::create(4, 4, grid) == LoadStatus::ok);
  Searcher searcher(grid);
  Rules rules;
  rules.algorithm = Algorithm::jps;
  REQUIRE(searcher.start({1, 1}, {3, 0}, rules) == SearchStatus::in_progress);
  searcher.run();
  REQUIRE(searcher.result().found());
  std::vector<std::uint8_t> states(16);
  searcher.cell_states(states);
  for (CellId cell = 0; cell < 16; ++cell) {
    INFO("cell " << cell);
    const CellInfo info = searcher.cell_info(cell);
    CHECK(static_cast<std::uint8_t>(info.state) == states[static_cast<std::size_t>(cell)]);
  }
  for (const CellId cell : searcher.result().path)
    CHECK(searcher.cell_info(cell).state == CellState::path);
}
