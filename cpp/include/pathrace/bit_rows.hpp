// Passability as bits, one row of bits per grid row (or, for a transposed
// copy, per grid column), for jump point search to read 64 cells at a time.
//
// Each row keeps a blocked word before its first cell and at least one
// after its last, so that a 64-cell window starting anywhere from 64 cells
// before the row to its end reads only blocked bits outside the row.
#pragma once

#include <cstddef>
#include <cstdint>

#include "pathrace/buffer.hpp"

namespace pathrace {

class BitRows {
 public:
  // `rows` rows of `length` cells, all blocked. False when memory is short.
  [[nodiscard]] bool reset(int rows, int length);
  [[nodiscard]] bool assign_copy(const BitRows& other);
  // Row `row` from bytes: position p (0 <= p < length, at most the row's
  // length) is passable when bytes[p] is not 0. Eight bytes a step.
  void assign_row(int row, const std::uint8_t* bytes, int length);
  // This as the transpose of `rows`, which has `row_count` rows of `length`
  // positions: this row p, position r, is rows' row r, position p. This was
  // reset(length, row_count). 64 × 64 bits a block, no bit at a time.
  void assign_transpose(const BitRows& rows, int row_count, int length);
  // Passable positions in every row.
  [[nodiscard]] std::int64_t count() const;

  void set(int row, int pos, bool passable) {
    std::uint64_t& word = words_[index(row, pos)];
    const std::uint64_t bit = std::uint64_t{1} << ((pos + 64) & 63);
    word = passable ? word | bit : word & ~bit;
  }
  [[nodiscard]] bool get(int row, int pos) const {
    return (words_[index(row, pos)] >> ((pos + 64) & 63) & 1) != 0;
  }

  // A row's words, for reading whole words: position p is bit bit(p) of
  // them, counting from the first word's lowest bit (the leading blocked
  // word holds bits 0-63). Valid for -64 <= p <= the row's length + 63.
  [[nodiscard]] const std::uint64_t* row_words(int row) const {
    return words_.data() + static_cast<std::size_t>(row) * per_row_;
  }
  [[nodiscard]] static int bit(int pos) { return pos + 64; }
  // Words from a row's to the next's.
  [[nodiscard]] std::ptrdiff_t stride() const { return static_cast<std::ptrdiff_t>(per_row_); }

  // The 64 cells of `row` from `pos` on: bit i is cell pos + i.
  // Precondition: -64 <= pos <= the row's length.
  [[nodiscard]] std::uint64_t window(int row, int pos) const {
    const auto bit = static_cast<std::size_t>(pos + 64);
    const std::uint64_t* w = words_.data() + static_cast<std::size_t>(row) * per_row_ + (bit >> 6);
    const unsigned shift = bit & 63;
    // The second word's part, shifted in two steps: a shift by 64 is undefined.
    return (w[0] >> shift) | ((w[1] << 1) << (63 - shift));
  }

 private:
  [[nodiscard]] std::size_t index(int row, int pos) const {
    return static_cast<std::size_t>(row) * per_row_ + static_cast<std::size_t>(pos + 64) / 64;
  }

  Buffer<std::uint64_t> words_;
  std::size_t per_row_ = 0;
};

}  // namespace pathrace
