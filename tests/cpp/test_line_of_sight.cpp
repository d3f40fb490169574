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

// A fraction num / den with den > 0.
struct Fraction {
  std::int64_t num, den;
};
bool less(Fraction a, Fraction b) { return a.num * b.den < b.num * a.den; }
Fraction max_of(Fraction a, Fraction b) { return less(a, b) ? b : a; }
Fraction min_of(Fraction a, Fraction b) { return less(a, b) ? a : b; }

// The segment in doubled coordinates: from (2ax+1, 2ay+1) to (2bx+1, 2by+1);
// cell (x, y) is [2x, 2x+2] × [2y, 2y+2].
struct Segment {
  std::int64_t x0, y0, dx, dy;
  Segment(Point a, Point b)
      : x0(2 * a.x + 1), y0(2 * a.y + 1), dx(2 * (b.x - a.x)), dy(2 * (b.y - a.y)) {}

  // The t for which one coordinate lies between lo and hi (open or closed
  // bounds), as an interval [from, to]; `empty` when no t does.
  static bool slab(std::int64_t p0, std::int64_t d, std::int64_t lo, std::int64_t hi, bool open,
                   Fraction& from, Fraction& to) {
    if (d == 0) {
      from = {-1, 1};
      to = {2, 1};
      return open ? (lo < p0 && p0 < hi) : (lo <= p0 && p0 <= hi);
    }
    Fraction a{lo - p0, d}, b{hi - p0, d};
    if (d < 0) {
      a = {p0 - lo, -d};
      b = {p0 - hi, -d};
    }
    from = min_of(a, b);
    to = max_of(a, b);
    return true;
  }

  // Does the segment meet cell (x, y)'s open (interior) or closed square?
  [[nodiscard]] bool meets(int x, int y, bool open) const {
    Fraction fx, tx, fy, ty;
    if (!slab(x0, dx, 2 * x, 2 * x + 2, open, fx, tx)) return false;
    if (!slab(y0, dy, 2 * y, 2 * y + 2, open, fy, ty)) return false;
    const Fraction lo = max_of(fx, fy), hi = min_of(tx, ty);
    // Open slabs: (lo, hi) must meet [0, 1]; closed ones: [lo, hi] must.
    if (open) return less(lo, hi) && less(lo, {1, 1}) && less({0, 1}, hi);
    return !less(min_of(hi, {1, 1}), max_of(lo, {0, 1}));
  }
};

bool oracle_line_of_sight(const Grid& grid, Point a, Point b, const Rules& rules,
                          std::uint8_t max_terrain) {
  const CornerRule corner =
      rules.connectivity == Connectivity::four ? CornerRule::no_corner_cutting : rules.corner;
  const Segment s(a, b);
  const int x_lo = std::min(a.x, b.x), x_hi = std::max(a.x, b.x);
  const int y_lo = std::min(a.y, b.y), y_hi = std::max(a.y, b.y);
  // Cells outside the bounding box cannot be met (the ends are centres).
  // Only cells in the bounding box can be met: the ends are cell centres.
  for (int y = y_lo; y <= y_hi; ++y)
    for (int x = x_lo; x <= x_hi; ++x) {
      const std::uint8_t c = grid.cost(x, y);
      if (s.meets(x, y, true) && (c == Grid::blocked || c > max_terrain)) return false;
      if (corner == CornerRule::no_corner_cutting && s.meets(x, y, false) && c == Grid::blocked)
        return false;
    }
  if (corner != CornerRule::at_most_one_blocked || s.dx == 0 || s.dy == 0) return true;
  // Grid corners on the segment: even X and Y with (X - x0) / dx = (Y - y0) / dy,
  // strictly between the ends' odd coordinates.
  for (std::int64_t X = 2 * x_lo + 2; X <= 2 * x_hi; X += 2) {
    const std::int64_t num = (X - s.x0) * s.dy;
    if (num % s.dx != 0) continue;
    const std::int64_t Y = s.y0 + num / s.dx;
    if (Y % 2 != 0) continue;
    const int cx = static_cast<int>(X / 2), cy = static_cast<int>(Y / 2);
    int free_sides = 0, sides = 0;
    for (const auto& [x, y] : {std::pair{cx - 1, cy - 1}, {cx, cy - 1}, {cx - 1, cy}, {cx, cy}}) {
      if (s.meets(x, y, true)) continue;
      ++sides;
      free_sides += grid.passable(x, y);
    }
    // A segment through a corner crosses two opposite cells and touches two.
    if (sides != 2 || free_sides == 0) return false;
  }
  return true;
}

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
          const bool expected = oracle_line_of_sight(grid, pa, pb, r, bound);
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
        if (points.empty() || points.front() != path.front() || points.back() != path.back()) {
          fail("waypoints do not run from start to goal");
          continue;
        }
        if (path.size() == 1 && points.size() != 1) fail("a one-cell path has one waypoint");
        // Each waypoint is the next occurrence in the path; inner ones turn.
        double length = 0;
        std::size_t at = 0;
        for (std::size_t k = 1; k < points.size(); ++k) {
          std::size_t j = at + 1;
          while (j < path.size() && path[j] != points[k]) ++j;
          if (j == path.size()) {
            fail("waypoint " + std::to_string(k) + " is not further along the path");
            break;
          }
          if (j + 1 < path.size()) {
            const Point p = grid.point(path[j - 1]), q = grid.point(path[j]),
                        s = grid.point(path[j + 1]);
            if (q.x - p.x == s.x - q.x && q.y - p.y == s.y - q.y)
              fail("waypoint " + std::to_string(k) + " is not a turning point");
          }
          std::uint8_t costliest = 0;
          for (std::size_t m = at; m <= j; ++m) {
            const Point p = grid.point(path[m]);
            costliest = std::max(costliest, grid.cost(p.x, p.y));
          }
          const Point a = grid.point(path[at]), b = grid.point(path[j]);
          if (!oracle_line_of_sight(grid, a, b, r, costliest))
            fail("no line of sight between waypoints " + std::to_string(k - 1) + " and " +
                 std::to_string(k));
          length += std::hypot(b.x - a.x, b.y - a.y);
          ++segments;
          at = j;
        }
        if (!near(length, smoother.length(), 1e-9 * std::max(1.0, length)))
          fail("length() " + std::to_string(smoother.length()) + " but the waypoints measure " +
               std::to_string(length));
        const double grid_length = result.cardinal + result.diagonal * std::sqrt(2.0);
        if (smoother.length() > grid_length + 1e-9) fail("waypoints longer than the grid path");
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
