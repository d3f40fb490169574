// Straight jumps of jump point search, 56 cells a load (block-based
// jumping, Harabor & Grastien, ICAPS 2014). A jump runs along one row of a
// BitRows from `origin` in direction `dir` (+1 or -1) and stops at the
// first jump point — a cell with a forced neighbour in the row beside it —
// or at the first blocked cell (a dead end). The goal is no concern of a
// jump: the goal test at expansion (jump_goal.hpp) finds it first.
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
#include <cstring>

#include "pathrace/bit_rows.hpp"

namespace pathrace::jps {

enum class Forced : std::uint8_t { behind_blocked, side_blocked, side_blocked_ahead_free };

struct Jump {
  int distance;  // cells from the origin to the jump point, or free cells passed before a dead end
  bool found;
};

// Reads the row and the two beside it 56 cells a step, as Warthog does: a
// 64-bit load from any byte, the first at the origin's byte (for dir < 0,
// the 8 bytes ending there), then 7 bytes on. A side cell's neighbour along
// the row comes from the same word shifted by one, so no word is read twice
// and nothing carries across a word's edge: the bit shifted in at the end of
// a word reads as "no jump point" there, and that cell, 56 cells later, lies
// inside the next word, where it is tested again with both neighbours. The
// rows' leading and trailing blocked words keep every load inside them.
// (Aligned words with the carry from the word before, two loads more a
// jump and two shifts more a side a word, took more instructions:
// docs/benchmarks.md.)
// `words` are the row's (BitRows::row_words), `stride` the BitRows'.
template <int dir, Forced rule>
[[nodiscard]] __attribute__((always_inline)) inline Jump jump(const std::uint64_t* words,
                                                              std::ptrdiff_t stride, int origin) {
  const auto bytes = [](const std::uint64_t* row_words) {
    return reinterpret_cast<const unsigned char*>(row_words);
  };
  const unsigned char* const above = bytes(words - stride);
  const unsigned char* const on = bytes(words);
  const unsigned char* const below = bytes(words + stride);
  const int p = BitRows::bit(origin);
  // The load's first byte, and the origin's bit in the word loaded there.
  std::ptrdiff_t at = dir > 0 ? p >> 3 : (p >> 3) - 7;
  const int origin_bit = dir > 0 ? p & 7 : 56 + (p & 7);
  // Bits at and before the origin along dir are not this jump's.
  std::uint64_t live =
      dir > 0 ? ~std::uint64_t{0} << origin_bit << 1 : (std::uint64_t{1} << origin_bit) - 1;
  // Cells from the origin to bit 0 of the word along dir (for dir < 0, to
  // bit 0 against it): a cell's distance is base + i (base - i).
  int base = dir > 0 ? -origin_bit : origin_bit;
  const auto load = [](const unsigned char* row_bytes, std::ptrdiff_t i) {
    std::uint64_t word;
    std::memcpy(&word, row_bytes + i, sizeof word);
    return word;
  };
  // The cell behind (one step against dir) or ahead of each bit of a word,
  // 0 where that cell lies outside it.
  const auto behind = [](std::uint64_t word) { return dir > 0 ? word << 1 : word >> 1; };
  const auto ahead = [](std::uint64_t word) { return dir > 0 ? word >> 1 : word << 1; };
  for (;;) {
    const std::uint64_t a = load(above, at), b = load(below, at), here = load(on, at);
    std::uint64_t forced;
    if constexpr (rule == Forced::behind_blocked) {
      forced = (a & behind(~a)) | (b & behind(~b));
    } else {
      forced = (~a & ahead(a)) | (~b & ahead(b));
      if constexpr (rule == Forced::side_blocked_ahead_free) forced &= ahead(here);
    }
    const std::uint64_t hits = (~here | forced) & live;
    if (hits != 0) {
      const int i = dir > 0 ? std::countr_zero(hits) : 63 - std::countl_zero(hits);
      const int distance = dir > 0 ? base + i : base - i;
      return (here >> i & 1) != 0 ? Jump{distance, true} : Jump{distance - 1, false};
    }
    live = ~std::uint64_t{0};
    at += 7 * dir;
    base += 56;
  }
}

template <int dir, Forced rule>
[[nodiscard]] __attribute__((always_inline)) inline Jump jump(const BitRows& bits, int row,
                                                              int origin) {
  return jump<dir, rule>(bits.row_words(row), bits.stride(), origin);
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
