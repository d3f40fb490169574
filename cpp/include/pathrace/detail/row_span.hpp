// A range of rows of the padded grid. Searcher keeps two for its current
// search: the rows holding every record it has stamped, and those holding
// every cell a stepped jump point search has marked. cell_states() reads
// records and marks in those rows only and paints the rest unseen without
// reading it, so a search that has touched one corner of a large grid costs
// that corner to paint, and records never touched (on a new searcher, pages
// of memory no one has written yet) stay untouched.
//
// Search internals (namespace detail): a public header only because
// Searcher holds them by value.
#pragma once

#include <algorithm>
#include <limits>

namespace pathrace::detail {

struct RowSpan {
  // Padded rows, first to last; none while last < first.
  int first = std::numeric_limits<int>::max();
  int last = std::numeric_limits<int>::min();

  [[nodiscard]] bool holds(int row) const { return row >= first && row <= last; }
  void cover(int row) {
    first = std::min(first, row);
    last = std::max(last, row);
  }
  void cover(const RowSpan& other) {
    first = std::min(first, other.first);
    last = std::max(last, other.last);
  }
};

}  // namespace pathrace::detail
