// Properties on random maps, every algorithm against the reference oracle:
// Dijkstra is optimal; A* is optimal when the rules are admissible (and
// within the heuristic's overestimate when not); BFS takes the fewest steps
// (and, 4-connected on plain terrain, is as cheap as Dijkstra); weighted A*
// stays within its weight; greedy paths are legal and never below optimal;
// every found path passes check_path (the corner rule included); no_path
// exactly when the reference cannot reach the goal; blocked and
// out-of-bounds endpoints get their status; an admissible h never exceeds
// the true remaining cost at any cell A* saw.
//
// Each map is built from its own seed (printed with every failure), so one
// failing map can be rebuilt alone: check_map(seed, i) depends on nothing
// else. Sizes run from 1×1 through 1×N and N×1 strips to 40×40, wall
// densities from 0 to 0.45, with and without terrain, and the rule
// combinations of all_rule_combinations() are cycled across the maps.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

constexpr Algorithm all_algorithms[] = {Algorithm::astar, Algorithm::greedy, Algorithm::dijkstra,
                                        Algorithm::bfs};

struct Coverage {
  int maps = 0;
  int one_by_one = 0, strips = 0, terrain_maps = 0, all_walls = 0;
  std::uint64_t found = 0, no_path = 0, blocked_checks = 0, inconsistent_reopens = 0;
  std::vector<int> combo_plain, combo_terrain;  // maps per rule combination
};

struct MapSpec {
  int width, height;
  double density;
};

MapSpec spec_for(std::mt19937& rng, int i) {
  std::uniform_int_distribution<int> side(1, 40);
  std::uniform_real_distribution<double> density(0.0, 0.45);
  MapSpec m{side(rng), side(rng), density(rng)};
  if (i % 50 == 0)
    m.width = m.height = 1;
  else if (i % 11 == 0)
    m.width = 1;
  else if (i % 13 == 0)
    m.height = 1;
  if (i % 23 == 0) m.density = 0;  // open maps: the most ties
  return m;
}

void check_map(std::uint32_t seed, int i, const std::vector<Rules>& combos, Coverage& cov) {
  std::mt19937 rng(seed);
  const MapSpec m = spec_for(rng, i);
  const std::size_t combo = static_cast<std::size_t>(i) % combos.size();
  // Alternates per round through the combinations, so that every
  // combination meets both plain and terrain maps.
  const bool terrain = (static_cast<std::size_t>(i) / combos.size()) % 2 == 1;
  const Rules base = combos[combo];
  const Grid grid = random_grid(rng, m.width, m.height, m.density, terrain);

  CAPTURE(seed, i, m.width, m.height, m.density, terrain);
  INFO("rules: " << (base.connectivity == Connectivity::four ? "4-connected" : "8-connected")
                 << ", " << to_string(base.corner) << ", " << to_string(base.costs) << ", "
                 << to_string(base.heuristic) << ", tie " << to_string(base.tie_break));

  ++cov.maps;
  cov.one_by_one += m.width == 1 && m.height == 1;
  cov.strips += (m.width == 1) != (m.height == 1);
  cov.terrain_maps += terrain;
  ++(terrain ? cov.combo_terrain : cov.combo_plain)[combo];

  Searcher s(grid);
  std::vector<std::uint8_t> states(static_cast<std::size_t>(grid.cell_count()));
  const Point source = random_open_cell(rng, grid);
  if (source.x < 0) {
    // No open cell (random_open_cell tries 10000 times: on these sizes that
    // means all walls). Every query from a wall is start_blocked.
    ++cov.all_walls;
    for (int y = 0; y < grid.height(); ++y)
      for (int x = 0; x < grid.width(); ++x) REQUIRE_FALSE(grid.passable(x, y));
    for (Algorithm a : all_algorithms) {
      Rules rules = base;
      rules.algorithm = a;
      CHECK(s.find_path({0, 0}, {grid.width() - 1, grid.height() - 1}, rules).status ==
            SearchStatus::start_blocked);
    }
    return;
  }
  CAPTURE(source.x, source.y);

  // Blocked starts and goals, and out-of-bounds points, get their status.
  Point wall{-1, -1};
  for (int k = 0; k < grid.width() * grid.height() && wall.x < 0; ++k) {
    const Point p = grid.point(static_cast<CellId>(k));
    if (!grid.passable(p.x, p.y)) wall = p;
  }
  for (Algorithm a : all_algorithms) {
    Rules rules = base;
    rules.algorithm = a;
    if (wall.x >= 0) {
      CAPTURE(wall.x, wall.y);
      CHECK(s.find_path(wall, source, rules).status == SearchStatus::start_blocked);
      CHECK(s.find_path(source, wall, rules).status == SearchStatus::goal_blocked);
      cov.blocked_checks += 2;
    }
    CHECK(s.find_path(source, {grid.width(), 0}, rules).status == SearchStatus::out_of_bounds);
    CHECK(s.find_path({0, -1}, source, rules).status == SearchStatus::out_of_bounds);
  }

  const std::vector<double> costs = reference_costs(grid, source, base);
  const std::vector<double> hops = reference_costs(grid, source, base, true);

  std::vector<Point> goals;
  if (i % 5 == 0) goals.push_back(source);
  while (goals.size() < 4) goals.push_back(random_open_cell(rng, grid));

  for (const Point goal : goals) {
    CAPTURE(goal.x, goal.y);
    const std::size_t g = static_cast<std::size_t>(grid.cell(goal.x, goal.y));
    const double optimal = costs[g];
    const bool reachable = std::isfinite(optimal);
    REQUIRE(reachable == std::isfinite(hops[g]));
    const double eps = 1e-9 * std::max(1.0, reachable ? optimal : 1.0);
    const SearchStatus expected_status = reachable ? SearchStatus::found : SearchStatus::no_path;
    (reachable ? cov.found : cov.no_path) += 1;

    // Runs one algorithm; checks the status against the reference and a
    // found path with check_path (legal steps under the corner rule, and
    // reported cost and step counts as recomputed from the steps).
    const auto run = [&](Algorithm a, double weight) {
      Rules rules = base;
      rules.algorithm = a;
      rules.weight = weight;
      const Result r = s.find_path(source, goal, rules);
      INFO(to_string(a) << " weight " << weight);
      CHECK(r.status == expected_status);
      if (r.found()) {
        CHECK(check_path(grid, r, source, goal, rules) == "");
        CHECK(r.cost >= optimal - eps);
      } else {
        CHECK(r.path.empty());
      }
      return r;
    };

    const Result dijkstra = run(Algorithm::dijkstra, 1);
    const double dijkstra_cost = dijkstra.cost;
    if (reachable) CHECK(near(dijkstra_cost, optimal, eps));
    CHECK(dijkstra.stats.reopened == 0);  // a closed cell's g is final

    const Result astar = run(Algorithm::astar, 1);
    if (astar.found()) {
      if (admissible(base)) {
        CHECK(near(astar.cost, optimal, eps));
        CHECK(near(astar.cost, dijkstra_cost, eps));
      } else {
        CHECK(astar.cost <= astar_bound(base) * optimal + eps);
      }
    }
    // Every admissible heuristic here is also consistent, so plain A*
    // never reopens; manhattan on 8 connections is not, and does.
    if (admissible(base))
      CHECK(astar.stats.reopened == 0);
    else
      cov.inconsistent_reopens += astar.stats.reopened;

    // The heuristic itself, at every cell this A* saw: on plain terrain the
    // cost from a cell to the goal is the reference distance from the goal
    // (every move is legal both ways at the same price), and an admissible
    // rule set's h must never exceed it.
    if (admissible(base) && !terrain) {
      const std::vector<double> to_goal = reference_costs(grid, goal, base);
      s.cell_states(states);
      int seen = 0, over = 0;
      std::string first_over;
      for (std::size_t c = 0; c < states.size(); ++c) {
        if (states[c] == static_cast<std::uint8_t>(CellState::unseen)) continue;
        ++seen;
        const CellInfo info = s.cell_info(static_cast<CellId>(c));
        if (info.h > to_goal[c] + 1e-9 * std::max(1.0, to_goal[c]) && ++over == 1) {
          const Point p = grid.point(static_cast<CellId>(c));
          first_over = "h(" + std::to_string(p.x) + "," + std::to_string(p.y) +
                       ") = " + std::to_string(info.h) + " > " + std::to_string(to_goal[c]);
        }
      }
      INFO(first_over);
      CHECK(over == 0);
      CHECK(seen >= 1);
    }

    for (const double w : {1.5, 3.0}) {
      const Result weighted = run(Algorithm::astar, w);
      if (weighted.found() && admissible(base)) {
        INFO("weight " << w);
        CHECK(weighted.cost <= std::max(1.0, w) * optimal + eps);
      }
    }

    run(Algorithm::greedy, 1);  // valid, and no cheaper than the optimum

    const Result bfs = run(Algorithm::bfs, 1);
    if (bfs.found()) {
      CHECK(static_cast<double>(bfs.cardinal + bfs.diagonal) == hops[g]);
      // 4 connections on plain terrain: every step costs the same, so
      // fewest steps is cheapest.
      if (base.connectivity == Connectivity::four && !terrain)
        CHECK(near(bfs.cost, dijkstra_cost, eps));
    }
  }
}

}  // namespace

TEST_CASE("Random maps: every algorithm against the reference under every rule combination",
          "[properties]") {
  const std::vector<Rules> combos = all_rule_combinations();
  REQUIRE(combos.size() == 120);
  constexpr int map_count = 2400;  // 20 rounds through the combinations
  Coverage cov;
  cov.combo_plain.assign(combos.size(), 0);
  cov.combo_terrain.assign(combos.size(), 0);
  for (int i = 0; i < map_count; ++i)
    check_map(0x5eed0000U + static_cast<std::uint32_t>(i), i, combos, cov);

  CHECK(cov.maps == map_count);
  CHECK(cov.one_by_one >= 40);
  CHECK(cov.strips >= 300);
  CHECK(cov.all_walls >= 1);
  CHECK(cov.terrain_maps == map_count / 2);
  CHECK(cov.found > 6000);
  CHECK(cov.no_path > 1000);
  CHECK(cov.blocked_checks > 10000);
  CHECK(cov.inconsistent_reopens > 100);
  for (std::size_t c = 0; c < combos.size(); ++c) {
    INFO("combination " << c);
    CHECK(cov.combo_plain[c] == 10);
    CHECK(cov.combo_terrain[c] == 10);
  }
}

TEST_CASE("Random maps: weighted A* stays within its weight on big maps", "[properties]") {
  // Larger maps than above, where the weight has room to matter: the bound
  // is checked with every admissible heuristic and a spread of weights
  // (a weight below 1 makes h smaller, so A* stays optimal).
  std::mt19937 rng(0xabcdef);
  int checked = 0, suboptimal = 0;
  for (int m = 0; m < 24; ++m) {
    const auto seed = static_cast<std::uint32_t>(rng());
    std::mt19937 map_rng(seed);
    const bool terrain = m % 2 == 1;
    const Grid grid = random_grid(map_rng, 80, 60, 0.3, terrain);
    Searcher s(grid);
    Rules rules;
    rules.connectivity = m % 3 == 0 ? Connectivity::four : Connectivity::eight;
    rules.corner = static_cast<CornerRule>((m / 3) % 3);
    rules.costs = m % 4 < 2 ? StepCosts::exact : StepCosts::classic;
    const Point a = random_open_cell(map_rng, grid);
    const std::vector<double> costs = reference_costs(grid, a, rules);
    for (int q = 0; q < 4; ++q) {
      const Point b = random_open_cell(map_rng, grid);
      const double optimal = costs[static_cast<std::size_t>(grid.cell(b.x, b.y))];
      for (Heuristic h :
           {Heuristic::manhattan, Heuristic::octile, Heuristic::euclidean, Heuristic::chebyshev}) {
        rules.heuristic = h;
        if (!admissible(rules)) continue;
        for (const double w : {0.5, 1.0, 1.25, 1.5, 2.0, 3.0, 10.0}) {
          rules.weight = w;
          CAPTURE(seed, terrain, q, to_string(h), w, a.x, a.y, b.x, b.y);
          const Result r = s.find_path(a, b, rules);
          REQUIRE(r.found() == std::isfinite(optimal));
          if (!r.found()) continue;
          CHECK(check_path(grid, r, a, b, rules) == "");
          CHECK(r.cost >= optimal * (1 - 1e-12));
          CHECK(r.cost <= std::max(1.0, w) * optimal * (1 + 1e-12));
          ++checked;
          if (w <= 1) CHECK(r.cost == Approx(optimal).epsilon(1e-12));
          suboptimal += r.cost > optimal * (1 + 1e-12);
          // The priority really is g + w·h (w·h rounded down to a
          // fixed-point unit, 1 / unit() reported units), and g along the
          // path is the cost of the path so far.
          const double unit = 1 / s.unit();
          int bad_f = 0;
          for (const CellId c : r.path) {
            const CellInfo info = s.cell_info(c);
            const double f = info.g + w * info.h;
            bad_f += info.f > f + 1e-9 * f || info.f < f - unit - 1e-9 * f;
          }
          CHECK(bad_f == 0);
          CHECK(s.cell_info(r.path.back()).g == Approx(r.cost).epsilon(1e-12));
        }
      }
    }
  }
  CHECK(checked > 500);
  // The weight is really applied: some weighted paths are longer.
  CHECK(suboptimal > 20);
}
