// Straight jumps of jump point search, 64 cells at a time (block-based
// jumping, Harabor & Grastien, ICAPS 2014). A jump runs along one row of a
// BitRows from `origin` in direction `dir` (+1 or -1) and stops at the
// first jump point — a cell with a forced neighbour in the row beside it,
// or the goal — or at the first blocked cell (a dead end).
//
// Whether a neighbour is forced depends on the corner rule. With c the cell
// reached, and "side" and "side'" the cells beside c and beside the cell
// behind (or ahead of) it in the row next to the jump:
//   no corner cutting (and 4-connected): side free and side' behind blocked:
//     the side cell cannot be reached from behind without passing c;
//   corner cutting (always): side blocked and side' ahead free: the
//     diagonal past the blocked side cell must start at c;
//   at most one blocked: as always, and the cell ahead free too (a
//     diagonal past a blocked side cell needs the other one free).
#pragma once

#include <bit>
#include <cstdint>

#include "pathrace/bit_rows.hpp"

namespace pathrace::jps {

enum class Forced : std::uint8_t { behind_blocked, side_blocked, side_blocked_ahead_free };

struct Jump {
  int distance;  // cells from the origin to the jump point, or free cells passed before a dead end
  bool found;
};

// `goal` is the goal's position in this row, or a position the jump never
// reaches (the origin itself) when the goal is not on it.
template <int dir, Forced rule>
[[nodiscard]] __attribute__((always_inline)) inline Jump jump(const BitRows& bits, int row,
                                                              int origin, int goal) {
  // The window of cells p, p + dir, ...: bit i is cell p + dir·i; `offset`
  // shifts it by whole cells along dir.
  const auto window = [&](int r, int p, int offset) {
    return dir > 0 ? bits.window(r, p + offset) : bits.window(r, p - 63 - offset);
  };
  const auto first = [](std::uint64_t hits) {
    return dir > 0 ? std::countr_zero(hits) : std::countl_zero(hits);
  };
  int p = origin + dir;
  for (;;) {
    const std::uint64_t here = window(row, p, 0);
    std::uint64_t forced;
    if constexpr (rule == Forced::behind_blocked) {
      const auto side = [&](int r) { return window(r, p, 0) & ~window(r, p, -1); };
      forced = side(row - 1) | side(row + 1);
    } else {
      const auto side = [&](int r) { return ~window(r, p, 0) & window(r, p, 1); };
      forced = side(row - 1) | side(row + 1);
      if constexpr (rule == Forced::side_blocked_ahead_free) forced &= window(row, p, 1);
    }
    const std::uint64_t hits = ~here | forced;
    if (hits == 0) {
      p += 64 * dir;
      continue;
    }
    const int i = first(hits);
    const int distance = (p - origin) * dir + i;
    const bool open = ((dir > 0 ? here >> i : here >> (63 - i)) & 1) != 0;
    // The goal is a jump point wherever the jump passes it.
    const int to_goal = (goal - origin) * dir;
    if (to_goal > 0 && (open ? to_goal <= distance : to_goal < distance)) return {to_goal, true};
    return open ? Jump{distance, true} : Jump{distance - 1, false};
  }
}

// Whether positions first … last of `row` are all passable, 64 at a time.
// Precondition: -64 <= first, last <= the row's length.
[[nodiscard]] inline bool clear(const BitRows& bits, int row, int first, int last) {
  for (int p = first; p <= last; p += 64) {
    const int n = last - p + 1;
    const std::uint64_t want = n >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << n) - 1;
    if ((bits.window(row, p) & want) != want) return false;
  }
  return true;
}

}  // namespace pathrace::jps
