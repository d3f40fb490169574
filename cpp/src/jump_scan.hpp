// Straight jumps of jump point search, 64 cells at a time (block-based
// jumping, Harabor & Grastien, ICAPS 2014). A jump runs along one row of a
// BitRows from `origin` in direction `dir` (+1 or -1) and stops at the
// first jump point — a cell with a forced neighbour in the row beside it —
// or at the first blocked cell (a dead end). The goal is no concern of a
// jump: the goal test at expansion (jump_points.hpp) finds it first.
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

// Reads the row and the two beside it a word at a time, each word once:
// the first word from the origin's, masked to the cells past the origin,
// then whole aligned words. A side cell's neighbour along the row (behind
// or ahead of it) comes from the same word shifted by one, and across a
// word's edge from the word before (or after) it.
template <int dir, Forced rule>
[[nodiscard]] __attribute__((always_inline)) inline Jump jump(const BitRows& bits, int row,
                                                              int origin) {
  const std::uint64_t* const above = bits.row_words(row - 1);
  const std::uint64_t* const on = bits.row_words(row);
  const std::uint64_t* const below = bits.row_words(row + 1);
  const int first = BitRows::bit(origin + dir);
  std::ptrdiff_t k = first >> 6;
  // Bits before the first cell along dir are not this jump's.
  std::uint64_t live =
      dir > 0 ? ~std::uint64_t{0} << (first & 63) : ~std::uint64_t{0} >> (63 - (first & 63));
  // The cell one step back (behind) or on (ahead) along dir of each bit of
  // `word`, whose neighbour words back and on are `back` and `on`.
  const auto behind = [](std::uint64_t word, std::uint64_t back) {
    return dir > 0 ? word << 1 | back >> 63 : word >> 1 | back << 63;
  };
  const auto ahead = [](std::uint64_t word, std::uint64_t next) {
    return dir > 0 ? word >> 1 | next << 63 : word << 1 | next >> 63;
  };
  std::uint64_t above_back = above[k - dir], below_back = below[k - dir];
  for (;;) {
    const std::uint64_t a = above[k], b = below[k], here = on[k];
    std::uint64_t forced;
    if constexpr (rule == Forced::behind_blocked) {
      forced = (a & ~behind(a, above_back)) | (b & ~behind(b, below_back));
    } else {
      forced = (~a & ahead(a, above[k + dir])) | (~b & ahead(b, below[k + dir]));
      if constexpr (rule == Forced::side_blocked_ahead_free) forced &= ahead(here, on[k + dir]);
    }
    const std::uint64_t hits = (~here | forced) & live;
    if (hits != 0) {
      const int i = dir > 0 ? std::countr_zero(hits) : 63 - std::countl_zero(hits);
      const int distance = (static_cast<int>(k) * 64 + i - first) * dir + 1;
      return (here >> i & 1) != 0 ? Jump{distance, true} : Jump{distance - 1, false};
    }
    live = ~std::uint64_t{0};
    above_back = a;
    below_back = b;
    k += dir;
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
