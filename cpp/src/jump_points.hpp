// The successor generator of jump point search (Harabor & Grastien, AAAI
// 2011): from a jump point reached in one direction, the next jump points
// along the moves that an optimal path may take from there — the natural
// ones, and those forced by an obstacle beside it — found by jumping, not
// by opening every cell on the way. Straight jumps read 64 cells at a time
// (jump_scan.hpp); diagonal ones step a cell at a time and jump straight
// from each.
//
// A diagonal sweep does not put the cells it passes on the open list: each
// jump point its straight jumps find is a successor of the jump point being
// expanded, reached diagonally first, then straight (the order every link
// of a JPS path follows, which fills paths in). A cell on the diagonal is a
// successor itself only when it has a forced neighbour (the corner-cutting
// rules). On 4 connections vertical moves play the diagonal's
// part: a link is vertical first, then horizontal.
//
// The goal test at expansion (jump_goal.hpp) runs first: when it finds a
// clear route to the goal, the goal is the only successor.
//
// Per corner rule (x, y the jump point, (dx, dy) the arrival, s a side):
//   no corner cutting, 4-connected: a straight arrival is forced to turn to
//     side s when the side cell is free and the one behind it blocked; a
//     diagonal (or vertical) arrival forces nothing.
//   always: a straight arrival is forced to the diagonal past a blocked side
//     cell; a diagonal arrival to the diagonal past a blocked cell behind.
//   at most one blocked: as always, where the forced diagonal is allowed.
#pragma once

#include <cstdint>

#include "jump_goal.hpp"
#include "jump_pruning.hpp"
#include "jump_scan.hpp"
#include "moves.hpp"
#include "pathrace/detail/row_span.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"

namespace pathrace::jps {

// Calls generate(cell, g, x, y, arrival) for each successor (padded
// coordinates, fixed-point g); counts the cells its jumps pass (scanned())
// and, when `marks` is not null, stamps them there with `stamp` and covers
// their rows in marked_rows().
// Moves: the connectivity and corner rule (moves.hpp).
template <class Moves, class Generate>
class Successors : private Pruning<Moves, Successors<Moves, Generate>> {
  friend Pruning<Moves, Successors>;

 public:
  Successors(const Grid& grid, int goal_x, int goal_y, std::int64_t cardinal, std::int64_t diagonal,
             Generate& generate, std::uint32_t* marks, std::uint32_t stamp)
      : costs_(grid.padded_costs()),
        pw_(grid.padded_width()),
        rows_(grid.passable_rows()),
        columns_(grid.passable_columns()),
        goal_(grid, goal_x, goal_y, cardinal, diagonal),
        cardinal_(cardinal),
        diagonal_(diagonal),
        generate_(generate),
        marks_(marks),
        stamp_(stamp) {}

  // The cells passed so far.
  [[nodiscard]] std::uint64_t scanned() const { return scanned_; }
  // The rows of the cells marked so far.
  [[nodiscard]] const detail::RowSpan& marked_rows() const { return marked_rows_; }

  void expand(int x, int y, std::int64_t g, std::uint8_t arrival) {
    const auto pass_route = [this](int px, int py, int dx, int dy, int n) {
      pass(px, py, dx, dy, n);
    };
    if (goal_.reach(x, y, g, arrival, pass_route, generate_)) return;
    this->prune(x, y, g, arrival);
  }

 private:
  static constexpr CornerRule corner = Moves::corner;  // no_corner_cutting when 4-connected
  static constexpr Forced forced_rule =
      corner == CornerRule::no_corner_cutting ? Forced::behind_blocked
      : corner == CornerRule::always          ? Forced::side_blocked
                                              : Forced::side_blocked_ahead_free;

  [[nodiscard]] bool free(int x, int y) const { return costs_[y * pw_ + x] != 0; }
  [[nodiscard]] PaddedIndex at(int x, int y) const {
    return {static_cast<std::uint32_t>(y * pw_ + x)};
  }

  void pass(int x, int y, int dx, int dy, int count) {
    scanned_ += static_cast<std::uint64_t>(count);
    if (marks_ != nullptr) [[unlikely]]
      mark(x, y, dx, dy, count);
  }

  // Out of line, so that the jumps of find_path, which marks nothing, stay
  // as small as they were (inlined into pass, this grew them past GCC's
  // inlining budget: 7-10% more instructions).
  [[gnu::noinline]] void mark(int x, int y, int dx, int dy, int count) {
    for (int i = 1; i <= count; ++i) marks_[(y + dy * i) * pw_ + x + dx * i] = stamp_;
    marked_rows_.cover(y + dy);
    marked_rows_.cover(y + dy * count);
  }

  // A straight jump from (x, y), whose cost so far is g.
  template <int dx, int dy>
  void straight(int x, int y, std::int64_t g) {
    const Jump j =
        dy == 0 ? jump<dx, forced_rule>(rows_, y, x) : jump<dy, forced_rule>(columns_, x, y);
    pass(x, y, dx, dy, j.distance);
    if (j.found) {
      const int tx = x + dx * j.distance, ty = y + dy * j.distance;
      generate_(at(tx, ty), g + cardinal_ * j.distance, tx, ty, moves::direction<dx, dy>);
    }
  }

  [[nodiscard]] bool diagonal_allowed(int x, int y, int dx, int dy) const {
    return free(x + dx, y + dy) && moves::passes(corner, free(x + dx, y), free(x, y + dy));
  }

  // Must a diagonal (dx, dy) start at (x, y) because the side cell along x,
  // (x + dx, y), is blocked (or, past_blocked_y, the one along y)? Never
  // under a rule that lets no diagonal pass a blocked side cell.
  static constexpr bool passes_blocked_side = moves::passes(corner, false, true);
  [[nodiscard]] bool past_blocked_x(int x, int y, int dx, int dy) const {
    if constexpr (!passes_blocked_side) return false;
    return !free(x + dx, y) && diagonal_allowed(x, y, dx, dy);
  }
  [[nodiscard]] bool past_blocked_y(int x, int y, int dx, int dy) const {
    if constexpr (!passes_blocked_side) return false;
    return !free(x, y + dy) && diagonal_allowed(x, y, dx, dy);
  }
  // Arrived diagonally at (x, y): the diagonals forced past a blocked cell
  // behind it.
  [[nodiscard]] bool forced(int x, int y, int dx, int dy) const {
    return past_blocked_x(x, y, -dx, dy) || past_blocked_y(x, y, dx, -dy);
  }

  // A diagonal sweep from (x, y): every step, the straight jumps along both
  // of its components. The cells it steps on are counted once, at its end.
  template <int dx, int dy>
  void diagonal(int x, int y, std::int64_t g) {
    const int from_x = x, from_y = y;
    while (diagonal_allowed(x, y, dx, dy)) {
      x += dx;
      y += dy;
      g += diagonal_;
      if (forced(x, y, dx, dy)) {
        generate_(at(x, y), g, x, y, moves::direction<dx, dy>);
        break;
      }
      straight<dx, 0>(x, y, g);
      straight<0, dy>(x, y, g);
    }
    pass(from_x, from_y, dx, dy, (x - from_x) * dx);
  }

  // 4-connected: a vertical sweep, with horizontal jumps both ways each step.
  template <int dy>
  void vertical(int x, int y, std::int64_t g) {
    const int from_y = y;
    while (free(x, y + dy)) {
      y += dy;
      g += cardinal_;
      straight<1, 0>(x, y, g);
      straight<-1, 0>(x, y, g);
    }
    pass(x, from_y, 0, dy, (y - from_y) * dy);
  }

  const std::uint8_t* costs_;
  int pw_;
  const BitRows& rows_;
  const BitRows& columns_;
  GoalRoute<Moves> goal_;
  std::int64_t cardinal_, diagonal_;
  Generate& generate_;
  std::uint64_t scanned_ = 0;  // a member, not the searcher's counter: no store per jump
  std::uint32_t* marks_;
  std::uint32_t stamp_;
  detail::RowSpan marked_rows_;
};

}  // namespace pathrace::jps
