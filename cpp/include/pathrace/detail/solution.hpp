// What a search found: the path (cell ids, start first), its cost and
// steps, and which goal it reaches, kept between queries so that its
// buffer grows with the longest path seen, never per query.
//
// Search internals (namespace detail): a public header only because
// Searcher holds them by value.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "pathrace/buffer.hpp"
#include "pathrace/grid.hpp"

namespace pathrace::detail {

struct Solution {
  Buffer<CellId> path;
  std::size_t size = 0;  // cells of `path` in use; 0: no path
  double cost = 0;       // in reported units
  std::uint32_t cardinal = 0, diagonal = 0;
  std::int32_t goal_index = -1;

  void clear() {
    size = 0;
    cost = 0;
    cardinal = diagonal = 0;
    goal_index = -1;
  }
  [[nodiscard]] bool holds(CellId cell) const {
    return std::find(path.data(), path.data() + size, cell) != path.data() + size;
  }
};

}  // namespace pathrace::detail
