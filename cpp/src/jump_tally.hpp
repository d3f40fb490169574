// The cells the jumps of jump point search pass: counted (scanned), and,
// for a stepped search that draws them, stamped in `marks` with the rows
// they cover. Kept by each successor generator (a member, not the
// searcher's counter: no store through a reference per jump) and added to
// the stats once a step ends.
#pragma once

#include <cstdint>

#include "pathrace/detail/row_span.hpp"

namespace pathrace::jps {

class ScanTally {
 public:
  ScanTally(int pw, std::uint32_t* marks, std::uint32_t stamp)
      : pw_(pw), marks_(marks), stamp_(stamp) {}

  // The `count` cells from (x, y) on by (dx, dy), not counting (x, y).
  void pass(int x, int y, int dx, int dy, int count) {
    add(static_cast<std::uint64_t>(count));
    mark(x, y, dx, dy, count);
  }
  // pass() in two halves, for a sweep that marks each jump's cells and sums
  // their counts in a local, added once: the member's sum, stored after
  // every jump (a successor's records might alias it), cost a measurable
  // share of a query's instructions (docs/benchmarks.md).
  void mark(int x, int y, int dx, int dy, int count) {
    if (marks_ != nullptr) [[unlikely]]
      stamp(x, y, dx, dy, count);
  }
  void add(std::uint64_t count) { scanned_ += count; }

  [[nodiscard]] std::uint64_t scanned() const { return scanned_; }
  [[nodiscard]] const detail::RowSpan& marked_rows() const { return marked_rows_; }

 private:
  // Out of line, so that the jumps of find_path, which marks nothing, stay
  // as small as they were (inlined into mark, this grew them past GCC's
  // inlining budget, and they cost more instructions: docs/benchmarks.md).
  [[gnu::noinline]] void stamp(int x, int y, int dx, int dy, int count) {
    for (int i = 1; i <= count; ++i) marks_[(y + dy * i) * pw_ + x + dx * i] = stamp_;
    marked_rows_.cover(y + dy);
    marked_rows_.cover(y + dy * count);
  }

  int pw_;
  std::uint32_t* marks_;
  std::uint32_t stamp_;
  std::uint64_t scanned_ = 0;
  detail::RowSpan marked_rows_;
};

}  // namespace pathrace::jps
