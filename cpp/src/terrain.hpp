// What a cell costs a unit (unit.hpp): the costliest cell of its block,
// through its terrain profile. One definition, used where the grids of
// Grid::for_size are made and repaired, where the searcher prices a step of
// a large unit under a profile, and where a flow field prices the grid for
// a profile.
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>

#include "pathrace/grid.hpp"
#include "pathrace/unit.hpp"

namespace pathrace::terrain {

// A wall (0) counts as costlier than any cost: c − 1 wraps it to 255, so
// the largest c − 1 of a block, plus 1, is 0 when the block holds a wall
// and its costliest cost otherwise.
constexpr std::uint8_t rank(std::uint8_t c) { return static_cast<std::uint8_t>(c - 1); }
constexpr std::uint8_t unrank(std::uint8_t r) { return static_cast<std::uint8_t>(r + 1); }

// The cost of the k × k block whose top-left cost is at `anchor` (rows pw
// apart), each cell priced by `table` when not null. Precondition: the
// block lies inside the grid.
inline std::uint8_t block_cost(const std::uint8_t* anchor, std::ptrdiff_t pw, int k,
                               const std::uint8_t* table) {
  std::uint8_t worst = 0;
  for (int dy = 0; dy < k; ++dy, anchor += pw)
    for (int dx = 0; dx < k; ++dx)
      worst = std::max(worst, rank(table == nullptr ? anchor[dx] : table[anchor[dx]]));
  return unrank(worst);
}

// The reader for moves::each of a query's cells: a cell's cost byte, given
// a pointer to it, as what it costs the unit (0 when blocked). With no
// profile (`table` null), the cost in `sized`, the grid for the unit's
// size. Under one, a unit of size 1 (k) pays its cell's price in `table`,
// a larger one its k × k block's costliest, priced cell by cell in the
// grid's own `costs` (rows pw apart), where `sized` says the block holds
// no wall. One reader for the three: its branches go the same way for
// every cell of a query. moves::PlainCosts reads a cost as it is, where
// no profile can be.
struct UnitCosts {
  const std::uint8_t* sized;
  const std::uint8_t* costs;
  std::ptrdiff_t pw;
  int k;
  const std::uint8_t* table;
  __attribute__((always_inline)) std::uint8_t operator()(const std::uint8_t* c) const {
    if (table == nullptr) return *c;
    if (k == 1) return table[*c];
    return *c == 0 ? std::uint8_t{0} : block_cost(costs + (c - sized), pw, k, table);
  }
};

// Every position's cost for a unit of size k under `profile` (null: the
// grid's own prices), into `out`: padded_size() bytes indexed like the
// grid's costs, 0 for padding and blocked positions. O(cells · k): the
// block's maximum taken along rows, then down columns.
void price_blocks(const Grid& grid, int k, const TerrainProfile* profile, std::uint8_t* out);

}  // namespace pathrace::terrain
