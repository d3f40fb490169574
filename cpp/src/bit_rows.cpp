#include "pathrace/bit_rows.hpp"

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

}  // namespace pathrace
