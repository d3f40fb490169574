#include "pathrace/bit_rows.hpp"

#include <bit>
#include <cstring>

namespace pathrace {

bool BitRows::reset(int rows, int length) {
  // A leading word, the row's words, and a trailing word; plus one word at
  // the end for the last row's windows.
  const std::size_t per_row = static_cast<std::size_t>(length + 63) / 64 + 2;
  const std::size_t n = static_cast<std::size_t>(rows) * per_row + 1;
  if (!words_.reset(n)) return false;
  std::memset(words_.data(), 0, n * sizeof(std::uint64_t));
  per_row_ = per_row;
  return true;
}

bool BitRows::assign_copy(const BitRows& other) {
  if (!words_.assign_copy(other.words_)) return false;
  per_row_ = other.per_row_;
  return true;
}

namespace {

constexpr std::uint64_t low_bits = 0x7f7f7f7f7f7f7f7f, high_bits = 0x8080808080808080;

// Bit i: whether byte i of `bytes` (little-endian) is not 0.
std::uint8_t nonzero_bytes(std::uint64_t bytes) {
  const std::uint64_t high = (((bytes & low_bits) + low_bits) | bytes) & high_bits;
  // Gathers bit 8i + 7 to bit 56 + i: each product term lands apart, no carries.
  return static_cast<std::uint8_t>(((high >> 7) * 0x0102040810204080) >> 56);
}

// a[i] bit j <-> a[j] bit i (Hacker's Delight 7-3, least significant bit first).
void transpose(std::uint64_t (&a)[64]) {
  std::uint64_t m = 0x00000000ffffffff;
  for (unsigned j = 32; j != 0; j >>= 1, m ^= m << j)
    for (unsigned k = 0; k < 64; k = (k + j + 1) & ~j) {
      const std::uint64_t t = ((a[k] >> j) ^ a[k + j]) & m;
      a[k] ^= t << j;
      a[k + j] ^= t;
    }
}

}  // namespace

void BitRows::assign_row(int row, const std::uint8_t* bytes, int length) {
  std::uint64_t* const words = words_.data() + index(row, 0);
  const auto n = static_cast<std::size_t>(length);
  std::size_t p = 0;
  for (; p + 64 <= n; p += 64) {
    std::uint64_t word = 0;
    for (unsigned b = 0; b < 8; ++b) {
      std::uint64_t eight;
      std::memcpy(&eight, bytes + p + 8 * b, sizeof eight);
      word |= std::uint64_t{nonzero_bytes(eight)} << (8 * b);
    }
    words[p / 64] = word;
  }
  if (p == n) return;
  std::uint64_t word = 0;
  for (std::size_t i = p; i < n; ++i) word |= std::uint64_t{bytes[i] != 0} << (i - p);
  words[p / 64] = word;
}

void BitRows::assign_transpose(const BitRows& rows, int row_count, int length) {
  std::uint64_t block[64];
  for (int r = 0; r < row_count; r += 64)
    for (int p = 0; p < length; p += 64) {
      for (int i = 0; i < 64; ++i)
        block[i] = r + i < row_count ? rows.words_[rows.index(r + i, p)] : 0;
      transpose(block);
      for (int i = 0; i < 64 && p + i < length; ++i) words_[index(p + i, r)] = block[i];
    }
}

std::int64_t BitRows::count() const {
  std::int64_t n = 0;
  for (std::size_t i = 0; i < words_.size(); ++i) n += std::popcount(words_[i]);
  return n;
}

}  // namespace pathrace
