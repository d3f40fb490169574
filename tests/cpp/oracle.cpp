// The oracle half of the test support: plain C++ without Catch2, so that
// the fuzz targets (tests/fuzz) check the engine with the same independent
// reference as the Catch2 suite.
#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <queue>

#include "support.hpp"

namespace pathrace::test {

namespace {
constexpr int dirs[8][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

bool open_at(const Grid& grid, int x, int y) { return grid.in_bounds(x, y) && grid.passable(x, y); }

// A step from a to b before its terrain: cardinal or diagonal, as the rules price it.
double base_step(Point a, Point b, const Rules& rules) {
  const bool diagonal = a.x != b.x && a.y != b.y;
  return rules.costs == StepCosts::exact ? (diagonal ? std::sqrt(2.0) : 1.0)
                                         : (diagonal ? 14.0 : 10.0);
}
}  // namespace

bool legal_move(const Grid& grid, Point a, Point b, const Rules& rules) {
  const int dx = b.x - a.x, dy = b.y - a.y;
  if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0)) return false;
  if (!open_at(grid, a.x, a.y) || !open_at(grid, b.x, b.y)) return false;
  if (dx == 0 || dy == 0) return true;
  if (rules.connectivity == Connectivity::four) return false;
  const bool side1 = open_at(grid, a.x + dx, a.y), side2 = open_at(grid, a.x, a.y + dy);
  switch (rules.corner) {
    case CornerRule::no_corner_cutting:
      return side1 && side2;
    case CornerRule::at_most_one_blocked:
      return side1 || side2;
    case CornerRule::always:
      return true;
  }
  return false;
}

double step_cost(const Grid& grid, Point a, Point b, const Rules& rules) {
  return base_step(a, b, rules) * grid.cost(b.x, b.y);
}

std::vector<double> reference_costs(const Grid& grid, Point source, const Rules& rules,
                                    bool unit_steps) {
  return reference_unit_costs(grid, {&source, 1}, rules, Unit{}, false, unit_steps);
}

std::string check_path(const Grid& grid, const Result& r, Point start, Point goal,
                       const Rules& rules) {
  if (!r.found()) return "no path";
  if (r.path.empty()) return "empty path";
  if (grid.point(r.path.front()) != start) return "path does not begin at the start";
  if (grid.point(r.path.back()) != goal) return "path does not end at the goal";
  double cost = 0;
  std::uint32_t cardinal = 0, diagonal = 0;
  for (std::size_t i = 1; i < r.path.size(); ++i) {
    const Point a = grid.point(r.path[i - 1]), b = grid.point(r.path[i]);
    if (!legal_move(grid, a, b, rules))
      return "illegal step " + std::to_string(i) + ": (" + std::to_string(a.x) + "," +
             std::to_string(a.y) + ") -> (" + std::to_string(b.x) + "," + std::to_string(b.y) + ")";
    cost += step_cost(grid, a, b, rules);
    (a.x != b.x && a.y != b.y ? diagonal : cardinal) += 1;
  }
  if (cardinal != r.cardinal || diagonal != r.diagonal) return "step counts differ from the path";
  if (!near(cost, r.cost, 1e-9 * std::max(1.0, cost))) return "reported cost differs from the path";
  return {};
}

double heuristic_of(const Rules& r, Point a, Point b) {
  const double dx = std::abs(a.x - b.x), dy = std::abs(a.y - b.y);
  const double straight = r.costs == StepCosts::exact ? 1 : 10;
  const double diagonal = r.costs == StepCosts::exact ? std::sqrt(2.0) : 14;
  switch (r.heuristic) {
    case Heuristic::manhattan:
      return straight * (dx + dy);
    case Heuristic::octile:
      return straight * std::max(dx, dy) + (diagonal - straight) * std::min(dx, dy);
    case Heuristic::chebyshev:
      return straight * std::max(dx, dy);
    case Heuristic::euclidean:
      return std::min(straight, diagonal / std::sqrt(2.0)) * std::hypot(dx, dy);
    case Heuristic::zero:
      return 0;
  }
  return 0;
}

double astar_bound(const Rules& rules) {
  if (admissible(rules)) return 1;
  return rules.costs == StepCosts::exact ? std::sqrt(2.0) : 20.0 / 14.0;
}

namespace {
// A fraction num / den with den > 0.
struct Fraction {
  std::int64_t num, den;
};
bool less(Fraction a, Fraction b) { return a.num * b.den < b.num * a.den; }
Fraction max_of(Fraction a, Fraction b) { return less(a, b) ? b : a; }
Fraction min_of(Fraction a, Fraction b) { return less(a, b) ? a : b; }

// The t for which one coordinate lies between lo and hi (open or closed
// bounds), as an interval [from, to]; false when no t does.
bool slab(std::int64_t p0, std::int64_t d, std::int64_t lo, std::int64_t hi, bool open,
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
}  // namespace

Segment::Segment(Point a, Point b)
    : x0(2 * a.x + 1), y0(2 * a.y + 1), dx(2 * (b.x - a.x)), dy(2 * (b.y - a.y)) {}

bool Segment::meets(int x, int y, bool open) const {
  Fraction fx, tx, fy, ty;
  if (!slab(x0, dx, 2 * x, 2 * x + 2, open, fx, tx)) return false;
  if (!slab(y0, dy, 2 * y, 2 * y + 2, open, fy, ty)) return false;
  const Fraction lo = max_of(fx, fy), hi = min_of(tx, ty);
  // Open slabs: (lo, hi) must meet [0, 1]; closed ones: [lo, hi] must.
  if (open) return less(lo, hi) && less(lo, {1, 1}) && less({0, 1}, hi);
  return !less(min_of(hi, {1, 1}), max_of(lo, {0, 1}));
}

bool reference_line_of_sight(const Grid& grid, Point a, Point b, const Rules& rules,
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

std::string check_waypoints(const Grid& grid, std::span<const CellId> path,
                            std::span<const CellId> waypoints, double length, const Rules& rules) {
  if (waypoints.empty() || waypoints.front() != path.front() || waypoints.back() != path.back())
    return "waypoints do not run from start to goal";
  if (path.size() == 1 && waypoints.size() != 1) return "a one-cell path has one waypoint";
  // Each waypoint is the next occurrence in the path; inner ones turn.
  double measured = 0;
  std::size_t at = 0;
  for (std::size_t k = 1; k < waypoints.size(); ++k) {
    std::size_t j = at + 1;
    while (j < path.size() && path[j] != waypoints[k]) ++j;
    if (j == path.size()) return "waypoint " + std::to_string(k) + " is not further along the path";
    if (j + 1 < path.size()) {
      const Point p = grid.point(path[j - 1]), q = grid.point(path[j]), s = grid.point(path[j + 1]);
      if (q.x - p.x == s.x - q.x && q.y - p.y == s.y - q.y)
        return "waypoint " + std::to_string(k) + " is not a turning point";
    }
    std::uint8_t costliest = 0;
    for (std::size_t m = at; m <= j; ++m) {
      const Point p = grid.point(path[m]);
      costliest = std::max(costliest, grid.cost(p.x, p.y));
    }
    const Point a = grid.point(path[at]), b = grid.point(path[j]);
    if (!reference_line_of_sight(grid, a, b, rules, costliest))
      return "no line of sight between waypoints " + std::to_string(k - 1) + " and " +
             std::to_string(k);
    measured += std::hypot(b.x - a.x, b.y - a.y);
    at = j;
  }
  if (!near(measured, length, 1e-9 * std::max(1.0, measured)))
    return "length " + std::to_string(length) + " but the waypoints measure " +
           std::to_string(measured);
  double grid_length = 0;
  for (std::size_t i = 1; i < path.size(); ++i) {
    const Point a = grid.point(path[i - 1]), b = grid.point(path[i]);
    grid_length += a.x != b.x && a.y != b.y ? std::sqrt(2.0) : 1.0;
  }
  if (length > grid_length + 1e-9) return "waypoints longer than the grid path";
  return {};
}

std::uint8_t unit_cost(const Grid& grid, Point p, const Unit& unit) {
  std::uint8_t worst = 0;
  for (int y = p.y; y < p.y + unit.size; ++y)
    for (int x = p.x; x < p.x + unit.size; ++x) {
      if (!grid.in_bounds(x, y)) return 0;
      const std::uint8_t c =
          unit.terrain == nullptr ? grid.cost(x, y) : unit.terrain->cost[grid.cost(x, y)];
      if (c == 0) return 0;
      worst = std::max(worst, c);
    }
  return worst;
}

bool legal_unit_move(const Grid& grid, Point a, Point b, const Rules& rules, const Unit& unit) {
  const int dx = b.x - a.x, dy = b.y - a.y;
  if (std::abs(dx) > 1 || std::abs(dy) > 1 || (dx == 0 && dy == 0)) return false;
  if (unit_cost(grid, a, unit) == 0 || unit_cost(grid, b, unit) == 0) return false;
  if (dx == 0 || dy == 0) return true;
  if (rules.connectivity == Connectivity::four) return false;
  switch (rules.corner) {
    case CornerRule::no_corner_cutting: {
      const int k = unit.size;
      for (int y = std::min(a.y, b.y); y <= std::min(a.y, b.y) + k; ++y)
        for (int x = std::min(a.x, b.x); x <= std::min(a.x, b.x) + k; ++x)
          if (unit_cost(grid, {x, y}, Unit{1, unit.terrain}) == 0) return false;
      return true;
    }
    case CornerRule::at_most_one_blocked:
      return unit_cost(grid, {a.x + dx, a.y}, unit) != 0 ||
             unit_cost(grid, {a.x, a.y + dy}, unit) != 0;
    case CornerRule::always:
      return true;
  }
  return false;
}

namespace {
double unit_step_cost(const Grid& grid, Point a, Point b, const Rules& rules, const Unit& unit) {
  return base_step(a, b, rules) * unit_cost(grid, b, unit);
}
}  // namespace

std::vector<double> reference_unit_costs(const Grid& grid, std::span<const Point> sources,
                                         const Rules& rules, const Unit& unit, bool toward,
                                         bool unit_steps) {
  const int w = grid.width(), h = grid.height();
  std::vector<double> dist(static_cast<std::size_t>(w * h),
                           std::numeric_limits<double>::infinity());
  using Item = std::pair<double, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  for (const Point s : sources) {
    if (unit_cost(grid, s, unit) == 0) continue;
    dist[static_cast<std::size_t>(s.y * w + s.x)] = 0;
    queue.push({0.0, s.y * w + s.x});
  }
  while (!queue.empty()) {
    const auto [d, id] = queue.top();
    queue.pop();
    if (d > dist[static_cast<std::size_t>(id)]) continue;
    const Point a{id % w, id / w};
    for (const auto& dir : dirs) {
      const Point b{a.x + dir[0], a.y + dir[1]};
      // Toward the sources: b moves to a, paying for a.
      const Point from = toward ? b : a, to = toward ? a : b;
      if (!legal_unit_move(grid, from, to, rules, unit)) continue;
      const double step = unit_steps ? 1.0 : unit_step_cost(grid, from, to, rules, unit);
      double& old = dist[static_cast<std::size_t>(b.y * w + b.x)];
      if (d + step < old - 1e-12) {
        old = d + step;
        queue.push({old, b.y * w + b.x});
      }
    }
  }
  return dist;
}

Grid inflate(const Grid& grid, const Unit& unit) {
  Grid out;
  if (Grid::create(grid.width(), grid.height(), out) != LoadStatus::ok) return out;
  for (int y = 0; y < grid.height(); ++y)
    for (int x = 0; x < grid.width(); ++x) out.set_cost(x, y, unit_cost(grid, {x, y}, unit));
  return out;
}

double reference_cost(const Grid& grid, Point start, Point goal, const Rules& rules) {
  const int w = grid.width();
  const bool four = rules.connectivity == Connectivity::four;
  const double straight = rules.costs == StepCosts::exact ? 1.0 : 10.0;
  const double slanted = rules.costs == StepCosts::exact ? std::sqrt(2.0) : 14.0;
  const auto lower_bound = [&](Point p) {
    const double dx = std::abs(p.x - goal.x), dy = std::abs(p.y - goal.y);
    if (four) return straight * (dx + dy);
    return straight * std::max(dx, dy) + (slanted - straight) * std::min(dx, dy);
  };
  std::vector<double> dist(static_cast<std::size_t>(grid.cell_count()),
                           std::numeric_limits<double>::infinity());
  using Item = std::pair<double, int>;  // (g + bound, cell)
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  if (!open_at(grid, start.x, start.y) || !open_at(grid, goal.x, goal.y))
    return std::numeric_limits<double>::infinity();
  dist[static_cast<std::size_t>(start.y * w + start.x)] = 0;
  queue.push({lower_bound(start), start.y * w + start.x});
  while (!queue.empty()) {
    const auto [f, id] = queue.top();
    queue.pop();
    const Point a{id % w, id / w};
    const double d = dist[static_cast<std::size_t>(id)];
    if (f > d + lower_bound(a) + 1e-9) continue;  // stale
    if (a == goal) return d;
    for (const auto& dir : dirs) {
      const Point b{a.x + dir[0], a.y + dir[1]};
      if (!legal_move(grid, a, b, rules)) continue;
      const double nd = d + step_cost(grid, a, b, rules);
      double& old = dist[static_cast<std::size_t>(b.y * w + b.x)];
      if (nd < old - 1e-12) {
        old = nd;
        queue.push({nd + lower_bound(b), b.y * w + b.x});
      }
    }
  }
  return std::numeric_limits<double>::infinity();
}

std::string check_unit_path(const Grid& grid, const Result& r, Point start, Point end,
                            const Rules& rules, const Unit& unit) {
  if (r.path.empty()) return "empty path";
  if (grid.point(r.path.front()) != start) return "path does not begin at the start";
  if (grid.point(r.path.back()) != end) return "path does not end where expected";
  double cost = 0;
  for (std::size_t i = 1; i < r.path.size(); ++i) {
    const Point a = grid.point(r.path[i - 1]), b = grid.point(r.path[i]);
    if (!legal_unit_move(grid, a, b, rules, unit))
      return "illegal step " + std::to_string(i) + ": (" + std::to_string(a.x) + "," +
             std::to_string(a.y) + ") -> (" + std::to_string(b.x) + "," + std::to_string(b.y) + ")";
    cost += unit_step_cost(grid, a, b, rules, unit);
  }
  if (!near(cost, r.cost, 1e-9 * std::max(1.0, cost))) return "reported cost differs from the path";
  return {};
}

bool near(double a, double b, double tolerance) { return std::abs(a - b) <= tolerance; }

}  // namespace pathrace::test
