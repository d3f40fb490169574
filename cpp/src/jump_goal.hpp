// The goal test at expansion of jump point search (Warthog's JPS2 does the
// same, its jump_target), run by the successor generator
// (jump_successors.hpp), online and prepared: when the goal lies in a
// direction the expansion would search, and the route to it that every
// link follows — diagonal (on 4 connections vertical) first, then
// straight — is clear, that route is as short as any path from the jump
// point can be (its length is the octile, or Manhattan, distance), so the
// goal is the only successor generated and none of the other sweeps run.
// Every goal a scan of the expansion could pass lies on such a route,
// clear up to it, so no jump looks for the goal. On a
// prepared grid the route's diagonal (vertical) part is checked from sweep
// stop to sweep stop by the jump table, not a cell at a time.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "jump_pruning.hpp"
#include "jump_rules.hpp"
#include "jump_scan.hpp"
#include "moves.hpp"
#include "pathrace/bit_rows.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/jump_table.hpp"

namespace pathrace::jps {

template <class Moves>
class GoalRoute {
 public:
  // `table`: the grid's jump table when it serves the search, else null.
  GoalRoute(const Grid& grid, int goal_x, int goal_y, std::int64_t cardinal, std::int64_t diagonal,
            const JumpTable::Entry* table = nullptr)
      : plane_{{grid.padded_costs()}, grid.padded_width()},
        table_(table),
        rows_(grid.passable_rows()),
        columns_(grid.passable_columns()),
        goal_x_(goal_x),
        goal_y_(goal_y),
        cardinal_(cardinal),
        diagonal_(diagonal) {}

  // When the expansion of (x, y), reached by `arrival`, searches the
  // direction of the route's first move and every step of the route is
  // allowed: calls pass(x, y, dx, dy, count) for its legs and
  // generate(cell, g, x, y, arrival) for the goal, and returns true.
  template <class Pass, class Generate>
  bool reach(int x, int y, std::int64_t g, std::uint8_t arrival, Pass&& pass,
             Generate& generate) const {
    if (!toward(x, y, arrival)) return false;
    const int sx = sign(goal_x_ - x), sy = sign(goal_y_ - y);
    const int ax = sx * (goal_x_ - x), ay = sy * (goal_y_ - y);
    const int turn = Moves::diagonals ? std::min(ax, ay) : ay;  // steps before the straight part
    const int tx = Moves::diagonals ? sx : 0;
    if (!steps_allowed(x, y, tx, sy, turn)) return false;
    const int cx = x + tx * turn, cy = y + sy * turn;
    const int straight = ax + ay - (Moves::diagonals ? 2 : 1) * turn;
    if (straight != 0 &&
        !(cy == goal_y_
              ? clear(rows_, cy, std::min(cx + sx, goal_x_), std::max(cx + sx, goal_x_))
              : clear(columns_, cx, std::min(cy + sy, goal_y_), std::max(cy + sy, goal_y_))))
      return false;
    const int lx = cy == goal_y_ ? sx : 0, ly = cy == goal_y_ ? 0 : sy;  // the straight part's step
    if (turn != 0) pass(x, y, tx, sy, turn);
    if (straight != 0) pass(cx, cy, lx, ly, straight);
    const std::int64_t cost =
        turn * (Moves::diagonals ? diagonal_ : cardinal_) + straight * cardinal_;
    generate(PaddedIndex{static_cast<std::uint32_t>(plane_.at(goal_x_, goal_y_))}, g + cost,
             goal_x_, goal_y_,
             straight != 0 ? moves::direction_of(lx, ly) : moves::direction_of(tx, sy));
    return true;
  }

 private:
  static constexpr CornerRule corner = Moves::corner;  // no_corner_cutting when 4-connected
  static constexpr int sign(int v) { return (v > 0) - (v < 0); }

  // Is each of the n sweep steps (tx, ty) from (x, y) allowed? A table
  // entry says how far the sweep goes: to a stop (v > 0), from which its
  // entry goes on, or -v steps to a wall (0 when the first step is not
  // allowed).
  [[nodiscard]] bool steps_allowed(int x, int y, int tx, int ty, int n) const {
    if (table_ != nullptr) {
      // With no step, (tx, ty) may be (0, 0) (a goal on the same row), which
      // is no direction; else the one direction, asked once for every stop.
      if (n <= 0) return true;
      const moves::Direction d = moves::direction_of(tx, ty);
      while (n > 0) {
        const int v = table_[plane_.at(x, y)][d];
        if (v <= 0) return -v >= n;
        x += tx * v;
        y += ty * v;
        n -= v;
      }
      return true;
    }
    for (int i = 0; i < n; ++i, x += tx, y += ty)
      if (Moves::diagonals ? !plane_.diagonal_allowed(x, y, tx, ty) : !plane_.free(x, y + ty))
        return false;
    return true;
  }

  // Does the expansion of (x, y), reached by `arrival`, search the
  // direction of the first move of the route to the goal?
  [[nodiscard]] bool toward(int x, int y, std::uint8_t arrival) const {
    if (arrival == no_direction) return true;
    const int tx = sign(goal_x_ - x), ty = sign(goal_y_ - y);
    const int ax = moves::dx[arrival], ay = moves::dy[arrival];
    if constexpr (!Moves::diagonals) {
      // Vertical arrival: on, and both ways across; horizontal: on, and the
      // vertical sweeps its side cells force.
      if (ay != 0) return ty == 0 || ty == ay;
      if (ty == 0) return tx == ax;
      return plane_.free(x, y + ty) && !plane_.free(x - ax, y + ty);
    } else {
      if (ax != 0 && ay != 0) {  // both components and on, and the forced diagonals
        if ((tx == ax || tx == 0) && (ty == ay || ty == 0)) return true;
        if (tx == -ax && ty == ay) return plane_.past_blocked_x(x, y, -ax, ay);
        return tx == ax && ty == -ay && plane_.past_blocked_y(x, y, ax, -ay);
      }
      // Straight: on, and the turns to the side (sx, sy) the goal is on.
      const int along = ay == 0 ? tx * ax : ty * ay;
      const int sx = ay == 0 ? 0 : tx, sy = ay == 0 ? ty : 0;
      if (sx == 0 && sy == 0) return along == 1;
      if (along == -1) return false;
      if constexpr (corner == CornerRule::no_corner_cutting)
        return plane_.free(x + sx, y + sy) && !plane_.free(x - ax + sx, y - ay + sy);
      return along == 1 &&
             (ay == 0 ? plane_.past_blocked_y(x, y, ax, sy) : plane_.past_blocked_x(x, y, sx, ay));
    }
  }

  Plane<Moves> plane_;
  const JumpTable::Entry* table_;
  const BitRows& rows_;
  const BitRows& columns_;
  int goal_x_, goal_y_;
  std::int64_t cardinal_, diagonal_;
};

}  // namespace pathrace::jps
