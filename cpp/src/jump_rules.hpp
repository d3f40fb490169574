// The pruning rules of jump point search as tests of single cells of a
// padded grid, for the prepared tier (jump_table.cpp builds its entries
// from them; jump_table_successors.hpp prunes with them). A move is an
// index offset: ±1 across a row, ±pw down or up a column. The rules are
// those of jump_points.hpp and jump_scan.hpp, per corner rule.
#pragma once

#include <cstddef>
#include <cstdint>

#include "moves.hpp"
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

}  // namespace pathrace::jps
