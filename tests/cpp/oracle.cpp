// The oracle half of the test support: plain C++ without Catch2, so that
// the fuzz targets (tests/fuzz) check the engine with the same independent
// reference as the Catch2 suite.
#include <cmath>
#include <limits>
#include <queue>

#include "support.hpp"

namespace pathrace::test {

namespace {
constexpr int dirs[8][2] = {{0, -1}, {1, 0}, {0, 1}, {-1, 0}, {1, -1}, {1, 1}, {-1, 1}, {-1, -1}};

bool open_at(const Grid& grid, int x, int y) { return grid.in_bounds(x, y) && grid.passable(x, y); }
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
  const bool diagonal = a.x != b.x && a.y != b.y;
  const double base = rules.costs == StepCosts::exact ? (diagonal ? std::sqrt(2.0) : 1.0)
                                                      : (diagonal ? 14.0 : 10.0);
  return base * grid.cost(b.x, b.y);
}

std::vector<double> reference_costs(const Grid& grid, Point source, const Rules& rules,
                                    bool unit_steps) {
  const int w = grid.width(), h = grid.height();
  std::vector<double> dist(static_cast<std::size_t>(w * h),
                           std::numeric_limits<double>::infinity());
  using Item = std::pair<double, int>;
  std::priority_queue<Item, std::vector<Item>, std::greater<>> queue;
  dist[static_cast<std::size_t>(source.y * w + source.x)] = 0;
  queue.push({0.0, source.y * w + source.x});
  while (!queue.empty()) {
    const auto [d, id] = queue.top();
    queue.pop();
    if (d > dist[static_cast<std::size_t>(id)]) continue;
    const Point a{id % w, id / w};
    for (const auto& dir : dirs) {
      const Point b{a.x + dir[0], a.y + dir[1]};
      if (!legal_move(grid, a, b, rules)) continue;
      const double nd = d + (unit_steps ? 1.0 : step_cost(grid, a, b, rules));
      double& old = dist[static_cast<std::size_t>(b.y * w + b.x)];
      if (nd < old - 1e-12) {
        old = nd;
        queue.push({nd, b.y * w + b.x});
      }
    }
  }
  return dist;
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

double astar_bound(const Rules& rules) {
  if (admissible(rules)) return 1;
  return rules.costs == StepCosts::exact ? std::sqrt(2.0) : 20.0 / 14.0;
}

bool near(double a, double b, double tolerance) { return std::abs(a - b) <= tolerance; }

}  // namespace pathrace::test
