// Exhaustive small grids: every wall pattern of a 3×3 and a 4×4 grid, every
// ordered pair of open cells, A*, Dijkstra and jump point search against the
// reference oracle (cost, found / no_path, and the path through
// check_path). The 4×4 grids run the default rules 4-connected and under
// each corner rule; the 3×3 grids run all 120 rule combinations (every
// connectivity and corner rule, both step costs, every heuristic and
// tie-break) and check blocked starts and goals.
//
// Under ASan the 4×4 grids run a spread quarter of the wall patterns
// (sanitized.hpp's wall_patterns); the native build runs every one.
//
// Tens of millions of comparisons would drown Catch2 in assertions (and take
// minutes under ASan), so each case tallies its comparisons and mismatches
// itself and asserts on the tally: the number of queries must be exactly
// what the enumeration implies, and there must be no mismatch. The first few
// mismatches are described in full (pattern, rules, start, goal, expected,
// got) in the failure message.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "sanitized.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

struct Tally {
  std::uint64_t queries = 0;
  std::uint64_t found = 0;
  std::uint64_t no_path = 0;
  std::uint64_t blocked_queries = 0;
  std::uint64_t failures = 0;
  std::vector<std::string> first_failures;  // the first few, in full

  void fail(const std::string& what) {
    if (++failures <= 5) first_failures.push_back(what);
  }
  [[nodiscard]] std::string report() const {
    std::string all;
    for (const std::string& f : first_failures) all += f + "\n";
    if (failures > first_failures.size())
      all += "... and " + std::to_string(failures - first_failures.size()) + " more\n";
    return all;
  }
};

std::string describe(const Grid& grid, const Rules& rules, Point start, Point goal) {
  std::ostringstream out;
  out << "map:";
  for (const std::string& row : to_rows(grid)) out << " " << row;
  out << " | " << to_string(rules.algorithm) << ", "
      << (rules.connectivity == Connectivity::four ? "4-connected" : "8-connected") << ", "
      << to_string(rules.corner) << ", " << to_string(rules.costs) << ", "
      << to_string(rules.heuristic) << ", tie " << to_string(rules.tie_break) << " | start ("
      << start.x << "," << start.y << ") goal (" << goal.x << "," << goal.y << ")";
  return out.str();
}

// Sets the cells of a w × h grid from the low w·h bits of `walls` (bit
// y·w + x set = wall) and lists the open cells.
void apply_pattern(Grid& grid, std::uint32_t walls, std::vector<Point>& open) {
  open.clear();
  for (int y = 0; y < grid.height(); ++y)
    for (int x = 0; x < grid.width(); ++x) {
      const bool wall = (walls >> (y * grid.width() + x) & 1U) != 0;
      grid.set_cost(x, y, wall ? Grid::blocked : std::uint8_t{1});
      if (!wall) open.push_back({x, y});
    }
}

// One query checked against the reference distance from `start`: the cost
// must be at least the optimum and at most bound · optimum.
void check_query(Searcher& s, const Grid& grid, Point start, Point goal, const Rules& rules,
                 double expected, double bound, Tally& t) {
  const Result r = s.find_path(start, goal, rules);
  ++t.queries;
  const bool reachable = std::isfinite(expected);
  if (!reachable) {
    if (r.status == SearchStatus::no_path) {
      ++t.no_path;
      return;
    }
    t.fail(describe(grid, rules, start, goal) + ": expected no_path, got " +
           std::string(to_string(r.status)) + " cost " + std::to_string(r.cost));
    return;
  }
  if (!r.found()) {
    t.fail(describe(grid, rules, start, goal) + ": expected found with cost " +
           std::to_string(expected) + ", got " + std::string(to_string(r.status)));
    return;
  }
  ++t.found;
  const double eps = 1e-9 * std::max(1.0, expected);
  if (r.cost < expected - eps || r.cost > bound * expected + eps) {
    std::ostringstream out;
    out.precision(17);
    out << describe(grid, rules, start, goal) << ": expected cost " << expected;
    if (bound != 1) out << " (at most " << bound * expected << ")";
    out << ", got " << r.cost;
    t.fail(out.str());
    return;
  }
  const std::string bad = check_path(grid, r, start, goal, rules);
  if (!bad.empty()) t.fail(describe(grid, rules, start, goal) + ": " + bad);
}

// Every ordered pair of open cells of the current pattern, for every rule
// set in `variants` (which must share connectivity, corner rule and costs,
// so one reference run per source serves them all): A*, Dijkstra and JPS,
// which A*'s bound holds too.
void check_all_pairs(Searcher& s, const Grid& grid, const std::vector<Point>& open,
                     const std::vector<Rules>& variants, Tally& t) {
  for (const Point start : open) {
    const std::vector<double> expected = reference_costs(grid, start, variants.front());
    for (const Point goal : open) {
      const double want = expected[static_cast<std::size_t>(grid.cell(goal.x, goal.y))];
      for (Rules rules : variants) {
        rules.algorithm = Algorithm::astar;
        check_query(s, grid, start, goal, rules, want, astar_bound(rules), t);
        rules.algorithm = Algorithm::dijkstra;
        check_query(s, grid, start, goal, rules, want, 1, t);
        rules.algorithm = Algorithm::jps;
        check_query(s, grid, start, goal, rules, want, astar_bound(rules), t);
      }
    }
  }
}

// Sum over all 2^n wall patterns of (open cells)^2: the ordered pairs.
std::uint64_t ordered_pairs_over_patterns(int n) {
  // sum_k C(n, k) k^2 = 2^n · n(n + 1) / 4
  return (std::uint64_t{1} << n) * static_cast<std::uint64_t>(n * (n + 1)) / 4;
}

}  // namespace

TEST_CASE("3x3: every wall pattern and every start and goal under every rule combination",
          "[exhaustive]") {
  Grid grid;
  REQUIRE(Grid::create(3, 3, grid) == LoadStatus::ok);
  Searcher s(grid);

  // all_rule_combinations() grouped by what the reference depends on:
  // connectivity, corner rule and step costs.
  std::vector<std::vector<Rules>> groups;
  for (const Rules& r : all_rule_combinations()) {
    if (groups.empty() || groups.back().front().connectivity != r.connectivity ||
        groups.back().front().corner != r.corner || groups.back().front().costs != r.costs)
      groups.emplace_back();
    groups.back().push_back(r);
  }
  REQUIRE(groups.size() == 8);  // 4 move sets × 2 step costs
  std::size_t variants = 0;
  for (const auto& g : groups) variants += g.size();
  REQUIRE(variants == 120);

  Tally t;
  std::vector<Point> open;
  for (std::uint32_t walls = 0; walls < (1U << 9); ++walls) {
    apply_pattern(grid, walls, open);
    for (const std::vector<Rules>& group : groups) check_all_pairs(s, grid, open, group, t);

    // A blocked start or goal is reported as such, by every algorithm.
    for (int y = 0; y < 3; ++y)
      for (int x = 0; x < 3; ++x) {
        if (grid.passable(x, y)) continue;
        for (const Point other : open)
          for (Algorithm a : {Algorithm::astar, Algorithm::greedy, Algorithm::dijkstra,
                              Algorithm::bfs, Algorithm::jps}) {
            Rules rules;
            rules.algorithm = a;
            t.blocked_queries += 2;
            if (s.find_path({x, y}, other, rules).status != SearchStatus::start_blocked)
              t.fail(describe(grid, rules, {x, y}, other) + ": expected start_blocked");
            if (s.find_path(other, {x, y}, rules).status != SearchStatus::goal_blocked)
              t.fail(describe(grid, rules, other, {x, y}) + ": expected goal_blocked");
          }
      }
  }

  INFO(t.report());
  CHECK(t.failures == 0);
  CHECK(t.queries == ordered_pairs_over_patterns(9) * 120 * 3);  // 120 rule sets × 3 algorithms
  CHECK(t.found + t.no_path == t.queries - t.failures);
  // Both outcomes occur plentifully (e.g. the corner rules disconnect
  // diagonal pairs that "always" connects).
  CHECK(t.found > t.queries / 2);
  CHECK(t.no_path > 10000);
  // Blocked × open cells, over all patterns: sum_k C(9,k) k (9 - k) = 2^9 · 9 · 8 / 4.
  CHECK(t.blocked_queries == (512ULL * 9 * 8 / 4) * 5 * 2);
}

namespace {

void exhaustive_4x4(Connectivity connectivity, CornerRule corner = CornerRule::no_corner_cutting) {
  Grid grid;
  REQUIRE(Grid::create(4, 4, grid) == LoadStatus::ok);
  Searcher s(grid);  // one searcher for all the patterns: costs may change between queries
  Rules rules;       // the defaults: octile, exact costs, larger-g ties
  rules.connectivity = connectivity;
  rules.corner = corner;
  const std::vector<Rules> variants{rules};

  Tally t;
  std::vector<Point> open;
  const std::vector<std::uint32_t> patterns = wall_patterns(16);
  for (const std::uint32_t walls : patterns) {
    apply_pattern(grid, walls, open);
    check_all_pairs(s, grid, open, variants, t);
  }
  INFO(t.report());
  CHECK(t.failures == 0);
  CHECK(t.queries == open_pairs(patterns, 16) * 3);  // × A*, Dijkstra, JPS
  if (sanitizer_slowdown == 1) CHECK(t.queries == ordered_pairs_over_patterns(16) * 3);
  CHECK(t.found + t.no_path == t.queries - t.failures);
  CHECK(t.found > t.queries / 2);
  CHECK(t.no_path > 100000);
}

}  // namespace

TEST_CASE("4x4: every wall pattern and every start and goal (4-connected)", "[exhaustive]") {
  exhaustive_4x4(Connectivity::four);
}

TEST_CASE("4x4: every wall pattern and every start and goal (8-connected)", "[exhaustive]") {
  exhaustive_4x4(Connectivity::eight);
}

TEST_CASE("4x4: every wall pattern and every start and goal (at most one blocked)",
          "[exhaustive]") {
  exhaustive_4x4(Connectivity::eight, CornerRule::at_most_one_blocked);
}

TEST_CASE("4x4: every wall pattern and every start and goal (corners always cut)", "[exhaustive]") {
  exhaustive_4x4(Connectivity::eight, CornerRule::always);
}
