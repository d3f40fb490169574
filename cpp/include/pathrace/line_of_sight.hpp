// Line of sight between cells, and string pulling: the waypoints an agent
// can walk in straight lines instead of cell by cell.
//
// The cells a segment crosses. A segment runs from the centre of one cell to
// the centre of another (cell (x, y) is the square [x, x+1] × [y, y+1]). It
// crosses every cell whose interior it passes through: the supercover of
// the segment, cells it clips at a hair's breadth included. Where it passes
// exactly through a grid corner, the point where four cells meet, it goes
// from one cell to the diagonally opposite one and only touches the other
// two, the corner's side cells, at that point: just as a diagonal step does.
//
// Line of sight under the rules: every crossed cell is passable, and at each
// corner the segment passes through the two side cells obey the rules'
// corner rule as a diagonal step's side cells would — no-corner-cutting:
// both passable (so the segment touches no blocked cell, not even at a
// corner); at-most-one-blocked: one passable; always: no condition. A
// 4-connected query ('never') uses no-corner-cutting.
#pragma once

#include <cstdint>
#include <span>

#include "pathrace/buffer.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"

namespace pathrace {

// Line of sight from a to b (both in bounds) under the rules, where every
// crossed cell also has terrain at most max_terrain.
[[nodiscard]] bool line_of_sight(const Grid& grid, Point a, Point b, const Rules& rules,
                                 std::uint8_t max_terrain = 255);

// String pulling over a grid path. The waypoints are the path's start, some
// of its turning points (cells where its direction changes) and its end;
// from each waypoint the next is the farthest turning point (or the end) up
// to which every turning point has line of sight from it, where the crossed
// cells' terrain may not exceed the costliest cell of the grid path between
// the two. Each waypoint segment stands for a stretch of the path that it
// never exceeds in length, so on plain terrain length() <= the path's cost
// (exact step costs). Allocation only when a path has more waypoints than
// any before.
class Smoother {
 public:
  // False when memory is short. `path` is start … goal as CellIds, every
  // step a legal move under the rules.
  [[nodiscard]] bool smooth(const Grid& grid, std::span<const CellId> path, const Rules& rules);

  [[nodiscard]] std::span<const CellId> waypoints() const { return {waypoints_.data(), count_}; }
  // The waypoints' Euclidean length, in cells.
  [[nodiscard]] double length() const { return length_; }

 private:
  Buffer<CellId> waypoints_;
  std::size_t count_ = 0;
  double length_ = 0;
};

}  // namespace pathrace
