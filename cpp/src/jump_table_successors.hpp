// The successor generator of jump point search on a prepared grid: the
// successors jump_points.hpp finds, in the same order, with each diagonal
// sweep (4-connected: each vertical run) read from the grid's JumpTable
// instead of stepped, and the straight jumps at its stops read from the
// same table line. The goal is no part of the table: the goal test at
// expansion (jump_goal.hpp) runs first, as online, and finds every goal a
// jump of the expansion could pass (its route's diagonal read from the table). The straight
// jumps from the jump point being expanded are scanned on the bit rows as
// online (jump_scan.hpp): its table line would be a cache miss on large
// maps, which the bits, small enough to stay in cache, avoid; a sweep
// reads the table only when its first step is allowed. The cells a jump
// passes are counted and marked as online; a sweep's dead-end straight
// jumps, which the table skips, are not.
#pragma once

#include <cstddef>
#include <cstdint>

#include "jump_goal.hpp"
#include "jump_pruning.hpp"
#include "jump_rules.hpp"
#include "jump_tally.hpp"
#include "moves.hpp"
#include "pathrace/detail/row_span.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/jump_table.hpp"

namespace pathrace::jps {

template <class Moves, class Generate>
class PreparedSuccessors : private Pruning<Moves, PreparedSuccessors<Moves, Generate>> {
  friend Pruning<Moves, PreparedSuccessors>;

 public:
  PreparedSuccessors(const Grid& grid, int goal_x, int goal_y, std::int64_t cardinal,
                     std::int64_t diagonal, Generate& generate, std::uint32_t* marks,
                     std::uint32_t stamp)
      : plane_{{grid.padded_costs()}, grid.padded_width()},
        table_(grid.jumps().entries()),
        rows_(grid.passable_rows()),
        columns_(grid.passable_columns()),
        goal_(grid, goal_x, goal_y, cardinal, diagonal, grid.jumps().entries()),
        cardinal_(cardinal),
        diagonal_(diagonal),
        generate_(generate),
        tally_(grid.padded_width(), marks, stamp) {}

  // The cells passed so far.
  [[nodiscard]] std::uint64_t scanned() const { return tally_.scanned(); }
  [[nodiscard]] const detail::RowSpan& marked_rows() const { return tally_.marked_rows(); }

  void expand(int x, int y, std::int64_t g, std::uint8_t arrival) {
    const auto pass = [this](int px, int py, int dx, int dy, int n) {
      tally_.pass(px, py, dx, dy, n);
    };
    if (goal_.reach(x, y, g, arrival, pass, generate_)) return;
    this->prune(x, y, g, arrival);
  }

 private:
  static constexpr CornerRule corner = Moves::corner;
  static constexpr Forced forced_rule =
      corner == CornerRule::no_corner_cutting ? Forced::behind_blocked
      : corner == CornerRule::always          ? Forced::side_blocked
                                              : Forced::side_blocked_ahead_free;

  // A straight jump from the jump point being expanded, scanned.
  template <int dx, int dy>
  void straight(int x, int y, std::int64_t g) {
    const Jump j =
        dy == 0 ? jump<dx, forced_rule>(rows_, y, x) : jump<dy, forced_rule>(columns_, x, y);
    offer<dx, dy>(x, y, g, j.found ? j.distance : -j.distance);
  }

  // A straight jump whose table entry (jump_table.hpp's encoding) is v.
  template <int dx, int dy>
  void offer(int x, int y, std::int64_t g, int v) {
    const int distance = v > 0 ? v : -v;
    tally_.pass(x, y, dx, dy, distance);
    if (v > 0) {
      const int tx = x + dx * distance, ty = y + dy * distance;
      generate_(plane_.cell(tx, ty), g + cardinal_ * distance, tx, ty, moves::direction<dx, dy>);
    }
  }

  // A sweep from (x, y): diagonal, or with 4 connections vertical (dx 0).
  // It goes to the table's stop, and there does what the online sweep does
  // at each step.
  template <int dx, int dy>
  void diagonal(int x, int y, std::int64_t g) {
    constexpr auto d = moves::direction<dx, dy>;
    const std::int64_t step = dx == 0 ? cardinal_ : diagonal_;
    if (dx == 0 ? !plane_.free(x, y + dy) : !plane_.diagonal_allowed(x, y, dx, dy)) return;
    // One line of the table per stop: its straight jumps, then where the
    // sweep goes next.
    const JumpTable::Entry* here = &table_[plane_.at(x, y)];
    for (;;) {
      const int v = (*here)[d];
      const int k = v > 0 ? v : -v;
      tally_.pass(x, y, dx, dy, k);
      x += dx * k;
      y += dy * k;
      g += step * k;
      if (v <= 0) return;
      here += static_cast<std::ptrdiff_t>(k) * (dy * plane_.pw + dx);
      if constexpr (dx == 0) {
        offer<1, 0>(x, y, g, (*here)[moves::east]);
        offer<-1, 0>(x, y, g, (*here)[moves::west]);
      } else {
        if (plane_.forced_diagonal(x, y, dx, dy)) {
          generate_(plane_.cell(x, y), g, x, y, d);
          return;
        }
        offer<dx, 0>(x, y, g, (*here)[moves::direction<dx, 0>]);
        offer<0, dy>(x, y, g, (*here)[moves::direction<0, dy>]);
      }
    }
  }

  template <int dy>
  void vertical(int x, int y, std::int64_t g) {
    diagonal<0, dy>(x, y, g);
  }

  Plane<Moves> plane_;
  const JumpTable::Entry* table_;
  const BitRows& rows_;
  const BitRows& columns_;
  GoalRoute<Moves> goal_;
  std::int64_t cardinal_, diagonal_;
  Generate& generate_;
  ScanTally tally_;
};

}  // namespace pathrace::jps
