// Line of sight and string pulling against an oracle that shares no code
// with the traversal: exact rational clipping of the segment against each
// cell's open and closed square in the segment's bounding box, and the grid
// corners found as the lattice points on the segment. It states the
// definition in line_of_sight.hpp directly: crossed cells (open square met)
// passable and not above the terrain bound; no-corner-cutting: no cell whose
// closed square the segment meets is blocked; at-most-one-blocked: at each
// grid corner on the segment, one of the two cells it does not cross is
// passable; always: nothing more.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "pathrace/line_of_sight.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

std::string describe(const Grid& grid, const Rules& rules, Point a, Point b, int bound) {
  std::string out = "map:";
  for (const std::string& row : to_rows(grid)) out += " " + row;
  return out + " | " + move_name(rules) + " | (" + std::to_string(a.x) + "," + std::to_string(a.y) +
         ") to (" + std::to_string(b.x) + "," + std::to_string(b.y) +
         "), terrain <= " + std::to_string(bound);
}

}  // namespace

TEST_CASE("The oracle itself: a diagonal through a corner, a clipped cell, a blocked side",
          "[line-of-sight]") {
  const Segment diagonal({0, 0}, {1, 1});
  CHECK(diagonal.meets(0, 0, true));
  CHECK(diagonal.meets(1, 1, true));
  CHECK_FALSE(diagonal.meets(1, 0, true));  // touched at the corner only
  CHECK(diagonal.meets(1, 0, false));
  // (0.5, 0.5) to (2.5, 1.5) goes through cells (0,0), (1,0), (1,1), (2,1).
  const Segment slope({0, 0}, {2, 1});
  CHECK(slope.meets(1, 0, true));
  CHECK(slope.meets(1, 1, true));
  CHECK_FALSE(slope.meets(0, 1, false));
}

TEST_CASE("line_of_sight() equals the rational oracle on every pair of cells of random maps",
          "[line-of-sight][properties]") {
  std::uint64_t pairs = 0, visible = 0, failures = 0;
  std::string first;
  for (std::uint32_t seed = 1; seed <= 30; ++seed) {
    std::mt19937 rng(seed);
    const int w = 2 + static_cast<int>(seed % 11), h = 2 + static_cast<int>(seed * 7 % 10);
    const Grid grid = random_grid(rng, w, h, 0.04 * (seed % 8), seed % 2 == 0);
    std::uniform_int_distribution<int> bounds(1, 5);
    for (const Rules& r : move_rules())
      for (int a = 0; a < w * h; ++a)
        for (int b = 0; b < w * h; ++b) {
          const Point pa = grid.point(a), pb = grid.point(b);
          const auto bound = static_cast<std::uint8_t>(seed % 2 == 0 ? bounds(rng) : 255);
          const bool expected = reference_line_of_sight(grid, pa, pb, r, bound);
          const bool got = line_of_sight(grid, pa, pb, r, bound);
          ++pairs;
          visible += expected;
          if (got != expected && failures++ == 0)
            first =
                describe(grid, r, pa, pb, bound) + (expected ? ": oracle sees" : ": oracle blocks");
        }
  }
  INFO("first failure: " << first);
  CHECK(failures == 0);
  CHECK(pairs > 50000);
  CHECK(visible > pairs / 10);
  CHECK(visible < pairs);
}

TEST_CASE("The corner rules differ exactly at corners the segment passes through",
          "[line-of-sight]") {
  const Grid one_side = grid_from({".#", ".."});
  const Grid both_sides = grid_from({".#", "#."});
  const std::vector<Rules> rules = move_rules();
  // never, no-corner-cutting, at-most-one-blocked, always
  const bool one[] = {false, false, true, true}, both[] = {false, false, false, true};
  for (std::size_t i = 0; i < rules.size(); ++i) {
    INFO(move_name(rules[i]));
    CHECK(line_of_sight(one_side, {0, 0}, {1, 1}, rules[i]) == one[i]);
    CHECK(line_of_sight(both_sides, {0, 0}, {1, 1}, rules[i]) == both[i]);
  }
  // A shallow segment that clips a wall's lower part, and one that passes below it.
  const Grid clipped = grid_from({"..#.", "....", "...."});
  CHECK_FALSE(line_of_sight(clipped, {0, 1}, {3, 0}, {}));
  CHECK(line_of_sight(clipped, {0, 2}, {3, 1}, {}));
}

TEST_CASE(
    "Smoothed paths: start, turning points, goal; every segment in sight with terrain no "
    "worse than the grid path's; never longer than the path",
    "[smoothing][properties]") {
  std::uint64_t paths = 0, segments = 0, shortened = 0, failures = 0;
  std::string first;
  Smoother smoother;
  for (std::uint32_t seed = 1; seed <= 60; ++seed) {
    std::mt19937 rng(seed);
    const int w = 5 + static_cast<int>(seed * 13 % 40), h = 5 + static_cast<int>(seed * 7 % 30);
    const bool terrain = seed % 3 == 0;
    const Grid grid = random_grid(rng, w, h, 0.05 * (seed % 7), terrain);
    Searcher searcher(grid);
    for (const Rules& r : move_rules())
      for (int query = 0; query < 10; ++query) {
        const Point start = random_open_cell(rng, grid), goal = random_open_cell(rng, grid);
        const Result result = searcher.find_path(start, goal, r);
        if (!result.found()) continue;
        const std::vector<CellId> path(result.path.begin(), result.path.end());
        REQUIRE(smoother.smooth(grid, path, r));
        ++paths;
        const std::span<const CellId> points = smoother.waypoints();
        const auto fail = [&](const std::string& what) {
          if (failures++ == 0)
            first =
                what + " | seed " + std::to_string(seed) + " " + describe(grid, r, start, goal, 0);
        };
        const std::string bad = check_waypoints(grid, path, points, smoother.length(), r);
        if (!bad.empty()) fail(bad);
        segments += points.size() - 1;
        const double grid_length = result.cardinal + result.diagonal * std::sqrt(2.0);
        if (!terrain && r.costs == StepCosts::exact && smoother.length() > result.cost + 1e-9)
          fail("waypoint length above the cost on plain terrain");
        shortened += smoother.length() < grid_length - 1e-9;
      }
  }
  INFO("first failure: " << first);
  CHECK(failures == 0);
  CHECK(paths > 1500);
  CHECK(segments > paths);
  CHECK(shortened > paths / 4);  // smoothing does something
}

TEST_CASE("On open ground a smoothed path is one straight segment", "[smoothing]") {
  Grid grid;
  REQUIRE(Grid::create(30, 20, grid) == LoadStatus::ok);
  Searcher searcher(grid);
  Smoother smoother;
  const Result r = searcher.find_path({0, 0}, {29, 7}, {});
  REQUIRE(r.found());
  REQUIRE(smoother.smooth(grid, r.path, {}));
  REQUIRE(smoother.waypoints().size() == 2);
  CHECK(smoother.length() == Approx(std::hypot(29.0, 7.0)));
  CHECK(smoother.length() < r.cost);
}
