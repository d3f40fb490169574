// How one query prices the cells for its unit (unit.hpp): the grid for the
// unit's size (Grid::for_size), and its terrain profile when it has one
// that changes a price. terrain.hpp (cpp/src) says what a cell costs.
//
// Search internals (namespace detail): a public header only because
// Searcher holds them by value.
#pragma once

#include <cstdint>

#include "pathrace/grid.hpp"
#include "pathrace/unit.hpp"

namespace pathrace {
namespace terrain {
struct UnitCosts;  // cpp/src/terrain.hpp
}  // namespace terrain

namespace detail {

class UnitPricing {
 public:
  // For a unit of this size and profile (null: the grid's prices) on
  // `grid`; false when the grid for its size could not be made.
  [[nodiscard]] bool set(const Grid& grid, int size, const TerrainProfile* profile) {
    view_ = grid.for_size(size);
    if (view_ == nullptr) return false;
    size_ = size;
    priced_ = profile != nullptr;
    if (priced_) profile_ = *profile;
    return true;
  }
  // The grid the unit moves on: its cells cost what the unit's block does.
  [[nodiscard]] const Grid& view() const { return *view_; }
  // Under a terrain profile.
  [[nodiscard]] bool priced() const { return priced_; }
  // The reader of a cell's cost for moves::each; `grid`: the query's, of
  // which view() is the grid for the unit's size.
  [[nodiscard]] terrain::UnitCosts costs(const Grid& grid) const;
  // What the cell at this index of view() costs the unit; 0 when blocked.
  [[nodiscard]] std::uint8_t terrain(const Grid& grid, std::uint32_t padded) const;

 private:
  const Grid* view_ = nullptr;
  int size_ = 1;
  bool priced_ = false;
  TerrainProfile profile_;  // a copy of the query's, when priced_
};

}  // namespace detail
}  // namespace pathrace
