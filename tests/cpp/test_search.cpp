#include <catch2/catch.hpp>
#include <cmath>
#include <limits>
#include <vector>

#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

TEST_CASE("Invalid queries return their status", "[search][bad-input]") {
  Grid grid = grid_from({"....", ".#..", "...."});
  Searcher s(grid);
  const Rules rules;
  SECTION("start outside the grid") {
    CHECK(s.find_path({-1, 0}, {3, 2}, rules).status == SearchStatus::out_of_bounds);
    CHECK(s.find_path({4, 0}, {3, 2}, rules).status == SearchStatus::out_of_bounds);
  }
  SECTION("goal outside the grid") {
    CHECK(s.find_path({0, 0}, {3, 3}, rules).status == SearchStatus::out_of_bounds);
    CHECK(s.find_path({0, 0}, {0, std::numeric_limits<int>::min()}, rules).status ==
          SearchStatus::out_of_bounds);
  }
  SECTION("blocked start") {
    CHECK(s.find_path({1, 1}, {3, 2}, rules).status == SearchStatus::start_blocked);
  }
  SECTION("blocked goal") {
    CHECK(s.find_path({0, 0}, {1, 1}, rules).status == SearchStatus::goal_blocked);
  }
  SECTION("invalid rules") {
    Rules bad;
    bad.weight = -1;
    CHECK(s.find_path({0, 0}, {3, 2}, bad).status == SearchStatus::invalid_rules);
    bad.weight = std::nan("");
    CHECK(s.find_path({0, 0}, {3, 2}, bad).status == SearchStatus::invalid_rules);
    bad.weight = std::numeric_limits<double>::infinity();
    CHECK(s.find_path({0, 0}, {3, 2}, bad).status == SearchStatus::invalid_rules);
    bad.weight = Rules::max_weight * 2;
    CHECK(s.find_path({0, 0}, {3, 2}, bad).status == SearchStatus::invalid_rules);
    bad = Rules{};
    bad.algorithm = static_cast<Algorithm>(99);
    CHECK(s.find_path({0, 0}, {3, 2}, bad).status == SearchStatus::invalid_rules);
    bad = Rules{};
    bad.connectivity = static_cast<Connectivity>(6);
    CHECK(s.find_path({0, 0}, {3, 2}, bad).status == SearchStatus::invalid_rules);
  }
  SECTION("a bad query leaves the searcher usable") {
    CHECK(s.find_path({9, 9}, {3, 2}, rules).status == SearchStatus::out_of_bounds);
    const Result r = s.find_path({0, 0}, {3, 2}, rules);
    CHECK(r.found());
    CHECK(check_path(grid, r, {0, 0}, {3, 2}, rules).empty());
  }
}

TEST_CASE("Start equal to goal is a path of one cell and cost 0", "[search]") {
  Grid grid = grid_from({"...", "..."});
  Searcher s(grid);
  for (Algorithm a : {Algorithm::astar, Algorithm::greedy, Algorithm::dijkstra, Algorithm::bfs}) {
    Rules rules;
    rules.algorithm = a;
    const Result r = s.find_path({1, 1}, {1, 1}, rules);
    REQUIRE(r.found());
    CHECK(r.path.size() == 1);
    CHECK(r.cost == 0);
    CHECK(r.stats.expanded == 1);
  }
}

TEST_CASE("Disconnected start and goal give no_path for every algorithm", "[search]") {
  Grid grid = grid_from({"..#..", "..#..", "..#.."});
  Searcher s(grid);
  for (Algorithm a : {Algorithm::astar, Algorithm::greedy, Algorithm::dijkstra, Algorithm::bfs}) {
    Rules rules;
    rules.algorithm = a;
    rules.corner = CornerRule::always;
    const Result r = s.find_path({0, 0}, {4, 2}, rules);
    CHECK(r.status == SearchStatus::no_path);
    CHECK(r.path.empty());
    CHECK(r.stats.expanded == 6);  // the whole left side, then the open list runs dry
  }
}

TEST_CASE("Terrain cost multiplies the cost of entering a cell", "[search]") {
  // Going straight through the 9s costs 1 + 9 + 1 = 11 more than a detour.
  Grid grid = grid_from({".....", ".999.", "....."});
  Searcher s(grid);
  Rules rules;
  rules.connectivity = Connectivity::four;
  rules.heuristic = Heuristic::manhattan;
  const Result r = s.find_path({0, 1}, {4, 1}, rules);
  REQUIRE(r.found());
  CHECK(r.cost == 6);  // around: up, 4 right, down
  CHECK(r.cardinal == 6);
  grid.set_cost(0, 0, 0);
  grid.set_cost(0, 2, 0);
  const Result through = s.find_path({0, 1}, {4, 1}, rules);
  REQUIRE(through.found());
  CHECK(through.cost == 9 + 5);  // into a 9, then up and around
  CHECK(through.cardinal == 6);
  CHECK(check_path(grid, through, {0, 1}, {4, 1}, rules).empty());
}

TEST_CASE("Classic costs count 10 and 14, exact costs 1 and sqrt(2)", "[search]") {
  Grid grid = grid_from({"....", "....", "...."});
  Searcher s(grid);
  Rules rules;
  const Result exact = s.find_path({0, 0}, {3, 2}, rules);
  CHECK(exact.cardinal == 1);
  CHECK(exact.diagonal == 2);
  CHECK(exact.cost == Approx(1 + 2 * std::sqrt(2.0)).epsilon(1e-12));
  rules.costs = StepCosts::classic;
  const Result classic = s.find_path({0, 0}, {3, 2}, rules);
  CHECK(classic.cost == 10 + 2 * 14);
}

TEST_CASE("Each corner rule allows exactly its diagonals", "[search]") {
  // From (0,0) to (1,1) past the wall at (1,0).
  Grid one = grid_from({".#", ".."});
  // From (0,0) to (1,1) between two walls.
  Grid two = grid_from({".#", "#."});
  Rules rules;
  Searcher s1(one), s2(two);
  rules.corner = CornerRule::no_corner_cutting;
  CHECK(s1.find_path({0, 0}, {1, 1}, rules).diagonal == 0);
  CHECK(s2.find_path({0, 0}, {1, 1}, rules).status == SearchStatus::no_path);
  rules.corner = CornerRule::at_most_one_blocked;
  CHECK(s1.find_path({0, 0}, {1, 1}, rules).diagonal == 1);
  CHECK(s2.find_path({0, 0}, {1, 1}, rules).status == SearchStatus::no_path);
  rules.corner = CornerRule::always;
  CHECK(s1.find_path({0, 0}, {1, 1}, rules).diagonal == 1);
  CHECK(s2.find_path({0, 0}, {1, 1}, rules).diagonal == 1);
  rules.connectivity = Connectivity::four;
  CHECK(s2.find_path({0, 0}, {1, 1}, rules).status == SearchStatus::no_path);
}

TEST_CASE("Stepping expands at most n cells and ends where find_path ends", "[search][stepping]") {
  std::mt19937 rng(7);
  Grid grid = random_grid(rng, 40, 30, 0.25, true);
  const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
  for (Algorithm alg : {Algorithm::astar, Algorithm::greedy, Algorithm::dijkstra, Algorithm::bfs}) {
    Rules rules;
    rules.algorithm = alg;
    Searcher whole(grid), stepped(grid);
    const Result expected = whole.find_path(a, b, rules);
    const std::vector<CellId> expected_path(expected.path.begin(), expected.path.end());

    REQUIRE(stepped.start(a, b, rules) == SearchStatus::in_progress);
    CHECK_FALSE(stepped.done());
    CHECK(stepped.current() == -1);
    std::vector<std::uint8_t> states(static_cast<std::size_t>(grid.cell_count()));
    TraceRecorder trace(grid);
    std::uint64_t total = 0, expand_events = 0;
    while (!stepped.done()) {
      const std::uint64_t n = stepped.step(3, trace);
      CHECK(n <= 3);
      total += n;
      for (const SearchEvent& e : trace.events()) expand_events += e.kind == EventKind::expand;
      trace.clear();
      stepped.cell_states(states);
      std::size_t open = 0;
      for (std::uint8_t st : states) open += st == static_cast<std::uint8_t>(CellState::open);
      if (!stepped.done()) CHECK(open == stepped.open_size());
    }
    const Result r = stepped.result();
    CHECK(r.status == expected.status);
    CHECK(total == r.stats.expanded);
    CHECK(expand_events == r.stats.expanded);
    CHECK(r.stats.expanded == expected.stats.expanded);
    CHECK(r.stats.generated == expected.stats.generated);
    CHECK(r.cost == expected.cost);
    CHECK(std::vector<CellId>(r.path.begin(), r.path.end()) == expected_path);
    if (r.found()) {
      stepped.cell_states(states);
      for (CellId c : r.path)
        CHECK(states[static_cast<std::size_t>(c)] == static_cast<std::uint8_t>(CellState::path));
      CHECK(stepped.cell_info(r.path.back()).state == CellState::path);
      CHECK(stepped.current() == r.path.back());
    }
  }
}

TEST_CASE("Cell info reports g, h, f and parent in reported units", "[search][stepping]") {
  Grid grid = grid_from({"....."});
  Searcher s(grid);
  Rules rules;
  rules.costs = StepCosts::classic;
  REQUIRE(s.start({0, 0}, {4, 0}, rules) == SearchStatus::in_progress);
  s.step(1);
  const CellInfo info = s.cell_info(grid.cell(1, 0));
  CHECK(info.state == CellState::open);
  CHECK(info.g == 10);
  CHECK(info.h == 30);
  CHECK(info.f == 40);
  CHECK(info.parent == grid.cell(0, 0));
  CHECK(s.cell_info(grid.cell(0, 0)).state == CellState::closed);
  CHECK(s.cell_info(grid.cell(0, 0)).parent == -1);
  CHECK(s.cell_info(grid.cell(3, 0)).state == CellState::unseen);
}

TEST_CASE("A reused searcher answers each query as a fresh one would", "[search]") {
  std::mt19937 rng(11);
  Grid grid = random_grid(rng, 50, 50, 0.3, false);
  Searcher reused(grid);
  Rules rules;
  for (int q = 0; q < 200; ++q) {
    const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
    rules.algorithm = static_cast<Algorithm>(q % 4);
    Searcher fresh(grid);
    const Result x = reused.find_path(a, b, rules);
    const Result y = fresh.find_path(a, b, rules);
    INFO("query " << q);
    CHECK(x.status == y.status);
    CHECK(x.cost == y.cost);
    CHECK(x.stats.expanded == y.stats.expanded);
    CHECK(std::vector<CellId>(x.path.begin(), x.path.end()) ==
          std::vector<CellId>(y.path.begin(), y.path.end()));
  }
}

TEST_CASE("Every tie-breaking rule keeps A* optimal", "[search]") {
  std::mt19937 rng(3);
  for (int m = 0; m < 50; ++m) {
    Grid grid = random_grid(rng, 30, 30, 0.2, m % 2 == 0);
    const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
    Searcher s(grid);
    Rules rules;
    rules.algorithm = Algorithm::dijkstra;
    const Result d = s.find_path(a, b, rules);
    const double optimal = d.cost;
    const auto status = d.status;
    rules.algorithm = Algorithm::astar;
    for (TieBreak t : {TieBreak::larger_g, TieBreak::fifo, TieBreak::lifo}) {
      rules.tie_break = t;
      const Result r = s.find_path(a, b, rules);
      CHECK(r.status == status);
      if (r.found()) CHECK(r.cost == Approx(optimal).epsilon(1e-12));
    }
  }
}

TEST_CASE("BFS expands in first-in, first-out order by hop count", "[search]") {
  Grid grid = grid_from({".......", ".......", "......."});
  Searcher s(grid);
  Rules rules;
  rules.algorithm = Algorithm::bfs;
  rules.connectivity = Connectivity::four;
  rules.tie_break = TieBreak::lifo;  // ignored: BFS is FIFO
  REQUIRE(s.start({3, 1}, {6, 2}, rules) == SearchStatus::in_progress);
  TraceRecorder trace(grid);
  s.step(1000, trace);
  int last_hops = 0;
  for (const SearchEvent& e : trace.events()) {
    if (e.kind != EventKind::expand) continue;
    const Point p = grid.point(e.cell);
    const int hops = std::abs(p.x - 3) + std::abs(p.y - 1);
    CHECK(hops >= last_hops);
    last_hops = hops;
  }
  CHECK(s.result().cardinal == 4);
}
