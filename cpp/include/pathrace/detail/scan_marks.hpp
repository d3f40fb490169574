// The cells a stepped jump point search's jumps passed, neither open nor
// closed (CellState::scanned): per padded cell, the stamp of the search
// whose jumps last passed it, and the rows of this search's marks.
// cell_states() and cell_info() read them; find_path makes none. Made on
// first use and kept, like the records; a stamp from an older search reads
// as unmarked.
//
// Search internals (namespace detail): a public header only because
// Searcher holds them by value.
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>

#include "pathrace/buffer.hpp"
#include "pathrace/detail/row_span.hpp"
#include "pathrace/grid.hpp"

namespace pathrace::detail {

class ScanMarks {
 public:
  // The marks of a grid of `cells` padded cells, made if not yet; null
  // when memory is short.
  [[nodiscard]] std::uint32_t* ensure(std::size_t cells) {
    if (stamps_.size() != cells && !stamps_.reset_zeroed(cells)) return nullptr;
    return stamps_.data();
  }
  // Whether a stepped jump point search has marked cells of a grid of
  // `cells` padded cells (before it, the marks are not made).
  [[nodiscard]] bool made(std::size_t cells) const { return stamps_.size() == cells; }
  // Precondition: made(). The marks from this cell of the padded grid on.
  [[nodiscard]] const std::uint32_t* from(std::size_t cell) const { return stamps_.data() + cell; }
  [[nodiscard]] RowSpan& rows() { return rows_; }
  [[nodiscard]] const RowSpan& rows() const { return rows_; }
  // The search stamps wrapped: every cell unmarked again.
  void forget() {
    if (stamps_.size() != 0) std::memset(stamps_.data(), 0, stamps_.size() * sizeof(std::uint32_t));
  }

 private:
  Buffer<std::uint32_t> stamps_;
  RowSpan rows_;
};

}  // namespace pathrace::detail
