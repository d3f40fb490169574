#include "support.hpp"

#include <catch2/catch.hpp>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <queue>

namespace pathrace::test {

Grid grid_from(std::initializer_list<const char*> rows) {
  std::vector<std::string> r(rows.begin(), rows.end());
  LoadResult loaded = load_rows(r);
  INFO(loaded.message);
  REQUIRE(loaded.ok());
  return std::move(loaded.grid);
}

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

Grid random_grid(std::mt19937& rng, int width, int height, double density, bool terrain) {
  Grid grid;
  REQUIRE(Grid::create(width, height, grid) == LoadStatus::ok);
  std::bernoulli_distribution wall(density);
  std::uniform_int_distribution<int> cost(1, 5);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      grid.set_cost(x, y,
                    wall(rng) ? Grid::blocked : static_cast<std::uint8_t>(terrain ? cost(rng) : 1));
  return grid;
}

Point random_open_cell(std::mt19937& rng, const Grid& grid) {
  std::uniform_int_distribution<int> xs(0, grid.width() - 1), ys(0, grid.height() - 1);
  for (int tries = 0; tries < 10000; ++tries) {
    const Point p{xs(rng), ys(rng)};
    if (grid.passable(p.x, p.y)) return p;
  }
  return {-1, -1};
}

std::optional<std::string> maps_dir(const char* skipped_what) {
  const char* env = std::getenv("PATHRACE_MAPS");
  const std::string dir = env != nullptr && *env != '\0' ? env : PATHRACE_MAPS_DIR;
  if (std::filesystem::is_directory(dir)) return dir;
  std::fprintf(stderr,
               "\n*** WARNING: Moving AI maps not found at %s (set PATHRACE_MAPS).\n"
               "*** SKIPPED: %s\n\n",
               dir.c_str(), skipped_what);
  WARN("SKIPPED (no Moving AI maps at " << dir << "): " << skipped_what);
  return std::nullopt;
}

std::vector<Rules> all_rule_combinations() {
  std::vector<Rules> all;
  const std::pair<Connectivity, CornerRule> moves[] = {
      {Connectivity::four, CornerRule::no_corner_cutting},
      {Connectivity::eight, CornerRule::no_corner_cutting},
      {Connectivity::eight, CornerRule::at_most_one_blocked},
      {Connectivity::eight, CornerRule::always}};
  for (const auto& [connectivity, corner] : moves)
    for (StepCosts costs : {StepCosts::exact, StepCosts::classic})
      for (Heuristic h : {Heuristic::manhattan, Heuristic::octile, Heuristic::euclidean,
                          Heuristic::chebyshev, Heuristic::zero})
        for (TieBreak t : {TieBreak::larger_g, TieBreak::fifo, TieBreak::lifo}) {
          Rules r;
          r.connectivity = connectivity;
          r.corner = corner;
          r.costs = costs;
          r.heuristic = h;
          r.tie_break = t;
          all.push_back(r);
        }
  return all;
}

bool near(double a, double b, double tolerance) { return std::abs(a - b) <= tolerance; }

std::vector<Rules> move_rules() {
  std::vector<Rules> all(4);
  all[0].connectivity = Connectivity::four;
  for (CornerRule c :
       {CornerRule::no_corner_cutting, CornerRule::at_most_one_blocked, CornerRule::always})
    all[1 + static_cast<std::size_t>(c)].corner = c;
  return all;
}

std::string move_name(const Rules& rules) {
  return rules.connectivity == Connectivity::four ? "never" : std::string(to_string(rules.corner));
}

}  // namespace pathrace::test
