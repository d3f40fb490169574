// The successor generator of jump point search (Harabor & Grastien, AAAI
// 2011): from a jump point reached in one direction, the next jump points
// along the moves that an optimal path may take from there — the natural
// ones, and those forced by an obstacle beside it — found by jumping, not
// by opening every cell on the way. One generator for both tiers: online,
// or on a grid prepared under the search's moves (JPS+, ICAPS 2014), where
// each sweep is read from the grid's JumpTable (jump_table.hpp) instead of
// stepped. Everything else is the same code in both, and gives the same
// successors in the same order:
// - the goal test at expansion (jump_goal.hpp) runs first: when it finds a
//   clear route to the goal, the goal is the only successor (on a prepared
//   grid it checks the route's diagonal from table stop to table stop);
// - which jumps an expansion makes (jump_pruning.hpp);
// - the straight jumps from the jump point being expanded: online, scans
//   of the bit rows, 56 cells a load (jump_scan.hpp); prepared, one entry
//   each of its table line, even where that line is a cache miss (a 1024²
//   map's table is 16 MiB), which costs less than the scans did
//   (docs/benchmarks.md, "The prepared tier").
//
// A diagonal sweep does not put the cells it passes on the open list: each
// jump point its straight jumps find is a successor of the jump point being
// expanded, reached diagonally first, then straight (the order every link
// of a JPS path follows, which fills paths in). A cell on the diagonal is a
// successor itself only when it has a forced neighbour (the corner-cutting
// rules). On 4 connections vertical moves play the diagonal's part: a link
// is vertical first, then horizontal. Online, a sweep steps a cell at a
// time and jumps straight from each; prepared, it goes from table stop to
// table stop, and reads the straight jumps at each stop from the same
// table line (a sweep's dead-end straight jumps, which the table skips,
// are not counted or marked as passed).
//
// Per corner rule (x, y the jump point, (dx, dy) the arrival, s a side):
//   no corner cutting, 4-connected: a straight arrival is forced to turn to
//     side s when the side cell is free and the one behind it blocked; a
//     diagonal (or vertical) arrival forces nothing.
//   always: a straight arrival is forced to the diagonal past a blocked side
//     cell; a diagonal arrival to the diagonal past a blocked cell behind.
//   at most one blocked: as always, where the forced diagonal is allowed.
#pragma once

#include <cstddef>
#include <cstdint>

#include "jump_goal.hpp"
#include "jump_pruning.hpp"
#include "jump_rules.hpp"
#include "jump_scan.hpp"
#include "jump_tally.hpp"
#include "moves.hpp"
#include "pathrace/detail/row_span.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/jump_table.hpp"

// Natively, the prepared tier's straight jumps (offer) and sweeps
// (read_sweep) are inlined into the expansion that makes them, each with
// its direction a constant, and so are straight(), diagonal() and
// vertical(), which online search goes through too: fewer instructions an
// expansion. In the wasm module, whose bytes a game ships, they stay calls,
// offer one function for every direction: inlined, they made the module
// larger than its size budget allows (docs/benchmarks.md, "Inlined
// natively, calls in wasm").
#ifdef __EMSCRIPTEN__
#define PATHRACE_PREPARED_INLINE
#define PATHRACE_OFFER_INLINE [[gnu::noinline]]
#else
#define PATHRACE_PREPARED_INLINE __attribute__((always_inline))
#define PATHRACE_OFFER_INLINE __attribute__((always_inline))
#endif

namespace pathrace::jps {

// Calls generate(cell, g, x, y, arrival) for each successor (padded
// coordinates, fixed-point g); counts the cells its jumps pass (scanned())
// and, when `marks` is not null, stamps them there with `stamp` and covers
// their rows in marked_rows().
// Moves: the connectivity and corner rule (moves.hpp). Prepared: the sweeps
// read `table`, the entries of a JumpTable that serves these moves and fits
// the grid's walls (null online).
template <class Moves, class Generate, bool prepared>
class Successors : private Pruning<Moves, Successors<Moves, Generate, prepared>> {
  friend Pruning<Moves, Successors>;

 public:
  Successors(const Grid& grid, const JumpTable::Entry* table, int goal_x, int goal_y,
             std::int64_t cardinal, std::int64_t diagonal, Generate& generate, std::uint32_t* marks,
             std::uint32_t stamp)
      : plane_{{grid.padded_costs()}, grid.padded_width()},
        table_(table),
        rows_(grid.passable_rows()),
        columns_(grid.passable_columns()),
        goal_(grid, goal_x, goal_y, cardinal, diagonal, table_),
        cardinal_(cardinal),
        diagonal_(diagonal),
        generate_(generate),
        tally_(grid.padded_width(), marks, stamp) {}

  // The cells passed so far.
  [[nodiscard]] std::uint64_t scanned() const { return tally_.scanned(); }
  // The rows of the cells marked so far.
  [[nodiscard]] const detail::RowSpan& marked_rows() const { return tally_.marked_rows(); }

  void expand(int x, int y, std::int64_t g, std::uint8_t arrival) {
    const auto pass = [this](int px, int py, int dx, int dy, int n) {
      tally_.pass(px, py, dx, dy, n);
    };
    if (goal_.reach(x, y, g, arrival, pass, generate_)) return;
    this->prune(x, y, g, arrival);
  }

 private:
  static constexpr CornerRule corner = Moves::corner;  // no_corner_cutting when 4-connected
  static constexpr Forced forced_rule =
      corner == CornerRule::no_corner_cutting ? Forced::behind_blocked
      : corner == CornerRule::always          ? Forced::side_blocked
                                              : Forced::side_blocked_ahead_free;

  // A straight jump from (x, y), whose cost so far is g: scanned on the
  // bits online, read from (x, y)'s table line prepared.
  template <int dx, int dy>
  PATHRACE_PREPARED_INLINE void straight(int x, int y, std::int64_t g) {
    if constexpr (prepared) {
      constexpr auto d = moves::direction<dx, dy>;
      offer(x, y, g, d, table_[plane_.at(x, y)][d]);
    } else {
      const BitRows& bits = dy == 0 ? rows_ : columns_;
      tally_.add(scan<dx, dy>(bits.row_words(dy == 0 ? y : x), bits.stride(), x, y, g));
    }
  }

  // A diagonal sweep from (x, y).
  template <int dx, int dy>
  PATHRACE_PREPARED_INLINE void diagonal(int x, int y, std::int64_t g) {
    if constexpr (prepared)
      read_sweep<dx, dy>(x, y, g);
    else
      step_diagonal<dx, dy>(x, y, g);
  }

  // 4-connected: a vertical sweep, with horizontal jumps both ways at each
  // of its cells (online) or stops (prepared).
  template <int dy>
  PATHRACE_PREPARED_INLINE void vertical(int x, int y, std::int64_t g) {
    if constexpr (prepared)
      read_sweep<0, dy>(x, y, g);
    else
      step_vertical<dy>(x, y, g);
  }

  // straight() on the bits of its row (column) given, but for the count:
  // returns the cells it passed, which a sweep sums. Inlined where the
  // compiler chooses.
  template <int dx, int dy>
  int scan(const std::uint64_t* words, std::ptrdiff_t stride, int x, int y, std::int64_t g) {
    return scan_inline<dx, dy>(words, stride, x, y, g);
  }

  // A diagonal sweep's straight jumps, two a step. Under no corner cutting
  // (the rule of the Moving AI benchmarks and of most games) they are always
  // inlined into the sweep: compiled to wasm, clang called them, and the
  // call cost more than a short jump (docs/benchmarks.md, "The sweep's
  // jumps inlined"). Under the other corner rules they are scan()'s calls,
  // for the module's size.
  template <int dx, int dy>
  __attribute__((always_inline)) int sweep_scan(const std::uint64_t* words, std::ptrdiff_t stride,
                                                int x, int y, std::int64_t g) {
    if constexpr (corner == CornerRule::no_corner_cutting)
      return scan_inline<dx, dy>(words, stride, x, y, g);
    else
      return scan<dx, dy>(words, stride, x, y, g);
  }

  // scan()'s body, for the callers that always inline it.
  template <int dx, int dy>
  __attribute__((always_inline)) int scan_inline(const std::uint64_t* words, std::ptrdiff_t stride,
                                                 int x, int y, std::int64_t g) {
    constexpr int dir = dy == 0 ? dx : dy;
    const Jump j = jump<dir, forced_rule>(words, stride, dy == 0 ? x : y);
    tally_.mark(x, y, dx, dy, j.distance);
    if (j.found) found<dx, dy>(x, y, g, j.distance);
    return j.distance;
  }

  // The jump point a straight jump found, `distance` cells on: a successor.
  // Out of line, as most jumps end at a wall: inlined, it was in every copy
  // of a jump, and the wasm module larger.
  template <int dx, int dy>
  [[gnu::noinline]] void found(int x, int y, std::int64_t g, int distance) {
    const int tx = x + dx * distance, ty = y + dy * distance;
    generate_(plane_.cell(tx, ty), g + cardinal_ * distance, tx, ty, moves::direction<dx, dy>);
  }

  // Online, a diagonal sweep: every step, the straight jumps along both of
  // its components. The cells it passes are counted once, at its end. Its
  // cell's index and the bits of its row and column move along with it
  // (recomputing them from x and y at each step, with the sizes reloaded,
  // was a large share of a query's instructions: docs/benchmarks.md).
  template <int dx, int dy>
  void step_diagonal(int x, int y, std::int64_t g) {
    const int from_x = x, from_y = y;
    const Cells<Moves> cells = plane_.cells;
    const std::ptrdiff_t down = std::ptrdiff_t{dy} * plane_.pw;
    const std::ptrdiff_t row_stride = rows_.stride(), column_stride = columns_.stride();
    std::ptrdiff_t i = plane_.at(x, y);
    const std::uint64_t* row = rows_.row_words(y);
    const std::uint64_t* column = columns_.row_words(x);
    std::uint64_t passed = 0;
    while (cells.diagonal_allowed(i, dx, down)) {
      x += dx;
      y += dy;
      g += diagonal_;
      i += dx + down;
      row += dy * row_stride;
      column += dx * column_stride;
      if (cells.forced_diagonal(i, dx, down)) {
        generate_(PaddedIndex{static_cast<std::uint32_t>(i)}, g, x, y, moves::direction<dx, dy>);
        break;
      }
      passed += static_cast<std::uint64_t>(sweep_scan<dx, 0>(row, row_stride, x, y, g));
      passed += static_cast<std::uint64_t>(sweep_scan<0, dy>(column, column_stride, x, y, g));
    }
    tally_.pass(from_x, from_y, dx, dy, (x - from_x) * dx);
    tally_.add(passed);
  }

  // Online and 4-connected, a vertical sweep.
  template <int dy>
  void step_vertical(int x, int y, std::int64_t g) {
    const int from_y = y;
    std::uint64_t passed = 0;
    while (plane_.free(x, y + dy)) {
      y += dy;
      g += cardinal_;
      const std::uint64_t* row = rows_.row_words(y);
      passed += static_cast<std::uint64_t>(scan<1, 0>(row, rows_.stride(), x, y, g));
      passed += static_cast<std::uint64_t>(scan<-1, 0>(row, rows_.stride(), x, y, g));
    }
    tally_.pass(x, from_y, 0, dy, (y - from_y) * dy);
    tally_.add(passed);
  }

  // Prepared, a sweep from (x, y): diagonal, or with 4 connections vertical
  // (dx 0). It goes to the table's stop, and there does what the online
  // sweep does at each step. A sweep reads the table only when its first
  // step is allowed.
  template <int dx, int dy>
  PATHRACE_PREPARED_INLINE void read_sweep(int x, int y, std::int64_t g) {
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
        offer(x, y, g, moves::east, (*here)[moves::east]);
        offer(x, y, g, moves::west, (*here)[moves::west]);
      } else {
        if (plane_.forced_diagonal(x, y, dx, dy)) {
          generate_(plane_.cell(x, y), g, x, y, d);
          return;
        }
        offer(x, y, g, moves::direction<dx, 0>, (*here)[moves::direction<dx, 0>]);
        offer(x, y, g, moves::direction<0, dy>, (*here)[moves::direction<0, dy>]);
      }
    }
  }

  // Prepared, a straight jump from (x, y) in direction d, whose table entry
  // (jump_table.hpp's encoding) is v. In the wasm module one function for
  // every direction and caller, out of line, and d alone passed: a copy per
  // direction, or the steps passed too, made the module larger
  // (docs/benchmarks.md); natively inlined, d a constant.
  PATHRACE_OFFER_INLINE void offer(int x, int y, std::int64_t g, moves::Direction d, int v) {
    const int dx = moves::dx[d], dy = moves::dy[d];
    const int distance = v > 0 ? v : -v;
    tally_.pass(x, y, dx, dy, distance);
    if (v > 0) {
      const int tx = x + dx * distance, ty = y + dy * distance;
      generate_(plane_.cell(tx, ty), g + cardinal_ * distance, tx, ty, d);
    }
  }

  Plane<Moves> plane_;
  const JumpTable::Entry* table_;  // prepared: the table's; else null
  const BitRows& rows_;
  const BitRows& columns_;
  GoalRoute<Moves> goal_;
  std::int64_t cardinal_, diagonal_;
  Generate& generate_;
  ScanTally tally_;
};

}  // namespace pathrace::jps

#undef PATHRACE_PREPARED_INLINE
#undef PATHRACE_OFFER_INLINE
