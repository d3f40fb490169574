#include "pathrace/line_of_sight.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "moves.hpp"

namespace pathrace {

bool line_of_sight(const Grid& grid, Point a, Point b, const Rules& rules,
                   std::uint8_t max_terrain) {
  const CornerRule corner = moves::corner_rule(rules);
  const auto crossable = [&](int x, int y) {
    const std::uint8_t c = grid.cost(x, y);
    return c != Grid::blocked && c <= max_terrain;
  };

  const int sx = b.x > a.x ? 1 : -1, sy = b.y > a.y ? 1 : -1;
  const std::int64_t nx = std::abs(b.x - a.x), ny = std::abs(b.y - a.y);
  int x = a.x, y = a.y;
  if (!crossable(x, y)) return false;
  // From the centre, the segment meets its (i+1)-th vertical grid line at
  // t = (2i+1) / 2nx and its (j+1)-th horizontal one at t = (2j+1) / 2ny:
  // whichever comes first is the side it leaves the cell by; both at once
  // is a corner.
  for (std::int64_t i = 0, j = 0; i < nx || j < ny;) {
    const std::int64_t vertical = (2 * i + 1) * ny, horizontal = (2 * j + 1) * nx;
    if (vertical < horizontal) {
      x += sx;
      ++i;
    } else if (vertical > horizontal) {
      y += sy;
      ++j;
    } else {
      if (!moves::passes(corner, grid.passable(x + sx, y), grid.passable(x, y + sy))) return false;
      x += sx;
      y += sy;
      ++i;
      ++j;
    }
    if (!crossable(x, y)) return false;
  }
  return true;
}

bool Smoother::smooth(const Grid& grid, std::span<const CellId> path, const Rules& rules) {
  count_ = 0;
  length_ = 0;
  if (path.empty()) return true;
  if (!waypoints_.grow(path.size())) return false;
  const auto at = [&](std::size_t i) { return grid.point(path[i]); };
  const auto terrain = [&](std::size_t i) {
    const Point p = at(i);
    return grid.cost(p.x, p.y);
  };
  const auto turns = [&](std::size_t i) {
    const Point p = at(i - 1), q = at(i), r = at(i + 1);
    return q.x - p.x != r.x - q.x || q.y - p.y != r.y - q.y;
  };
  const auto add = [&](std::size_t i) {
    if (count_ > 0) {
      const Point p = grid.point(waypoints_[count_ - 1]), q = at(i);
      // Whole coordinates below 8,192: the sum of squares is exact in a
      // double, so sqrt rounds it correctly (hypot's guard against
      // overflow would add its code to the module for nothing).
      const double dx = q.x - p.x, dy = q.y - p.y;
      length_ += std::sqrt(dx * dx + dy * dy);
    }
    waypoints_[count_++] = path[i];
  };

  const std::size_t last = path.size() - 1;
  add(0);
  std::size_t anchor = 0, reachable = 0;
  std::uint8_t costliest = terrain(0);
  for (std::size_t i = 1; i <= last;) {
    costliest = std::max(costliest, terrain(i));
    if (i != last && !turns(i)) {
      ++i;
      continue;
    }
    if (line_of_sight(grid, at(anchor), at(i), rules, costliest)) {
      reachable = i++;
      continue;
    }
    // The straight run from the previous turning point to i has line of
    // sight when the path's steps are legal; if they are not, i is taken
    // as it is so that the loop still ends.
    if (reachable == anchor) reachable = i;
    add(reachable);
    anchor = reachable;
    costliest = 0;
    for (std::size_t k = anchor; k <= i; ++k) costliest = std::max(costliest, terrain(k));
  }
  if (last > 0) add(last);
  return true;
}

}  // namespace pathrace
