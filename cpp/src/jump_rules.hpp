// The pruning rules of jump point search as tests of single cells of a
// padded grid, for the prepared tier (jump_table.cpp builds its entries
// from them; jump_successors.hpp prunes with them). A move is an
// index offset: ±1 across a row, ±pw down or up a column. The rules are
// those of jump_successors.hpp and jump_scan.hpp, per corner rule.
#pragma once

#include <cstddef>
#include <cstdint>

#include "moves.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"

namespace pathrace::jps {

template <class Moves>
struct Cells {
  static constexpr CornerRule corner = Moves::corner;  // no_corner_cutting when 4-connected
  // May a diagonal pass a blocked side cell under this rule?
  static constexpr bool passes_blocked_side = moves::passes(corner, false, true);

  const std::uint8_t* costs;

  [[nodiscard]] bool free(std::ptrdiff_t i) const { return costs[i] != 0; }

  // A straight jump moving by `s` reaches the free cell i: does a neighbour
  // across (offset ±t) force a turn there, making i a jump point?
  [[nodiscard]] bool forced_straight(std::ptrdiff_t i, std::ptrdiff_t s, std::ptrdiff_t t) const {
    const auto side = [&](std::ptrdiff_t o) {
      if constexpr (corner == CornerRule::no_corner_cutting)
        return free(i + o) && !free(i + o - s);
      else if constexpr (corner == CornerRule::always)
        return !free(i + o) && free(i + o + s);
      else
        return !free(i + o) && free(i + o + s) && free(i + s);
    };
    return side(t) || side(-t);
  }

  // May the diagonal step ox + oy (ox = ±1, oy = ±pw) leave i?
  [[nodiscard]] bool diagonal_allowed(std::ptrdiff_t i, std::ptrdiff_t ox,
                                      std::ptrdiff_t oy) const {
    return free(i + ox + oy) && moves::passes(corner, free(i + ox), free(i + oy));
  }
  // Must the diagonal `blocked` + `other` start at i because the side cell
  // at `blocked` is a wall?
  [[nodiscard]] bool past_blocked(std::ptrdiff_t i, std::ptrdiff_t blocked,
                                  std::ptrdiff_t other) const {
    if constexpr (!passes_blocked_side) return false;
    return !free(i + blocked) && diagonal_allowed(i, blocked, other);
  }
  // Arrived at i by the diagonal step ox + oy: a diagonal forced past a
  // blocked cell behind it?
  [[nodiscard]] bool forced_diagonal(std::ptrdiff_t i, std::ptrdiff_t ox, std::ptrdiff_t oy) const {
    return past_blocked(i, -ox, oy) || past_blocked(i, -oy, ox);
  }
};

// The same rules by (x, y) padded coordinates: what the successor
// generators and the goal test read.
template <class Moves>
struct Plane {
  Cells<Moves> cells;
  int pw;

  [[nodiscard]] std::ptrdiff_t at(int x, int y) const {
    return static_cast<std::ptrdiff_t>(y) * pw + x;
  }
  [[nodiscard]] PaddedIndex cell(int x, int y) const {
    return {static_cast<std::uint32_t>(at(x, y))};
  }
  [[nodiscard]] bool free(int x, int y) const { return cells.free(at(x, y)); }
  [[nodiscard]] bool diagonal_allowed(int x, int y, int dx, int dy) const {
    return cells.diagonal_allowed(at(x, y), dx, std::ptrdiff_t{dy} * pw);
  }
  // Must a diagonal (dx, dy) start at (x, y) because the side cell along x,
  // (x + dx, y), is blocked (or, past_blocked_y, the one along y)? Never
  // under a rule that lets no diagonal pass a blocked side cell.
  [[nodiscard]] bool past_blocked_x(int x, int y, int dx, int dy) const {
    return cells.past_blocked(at(x, y), dx, std::ptrdiff_t{dy} * pw);
  }
  [[nodiscard]] bool past_blocked_y(int x, int y, int dx, int dy) const {
    return cells.past_blocked(at(x, y), std::ptrdiff_t{dy} * pw, dx);
  }
  // Arrived diagonally at (x, y): the diagonals forced past a blocked cell behind it.
  [[nodiscard]] bool forced_diagonal(int x, int y, int dx, int dy) const {
    return cells.forced_diagonal(at(x, y), dx, std::ptrdiff_t{dy} * pw);
  }
};

}  // namespace pathrace::jps
