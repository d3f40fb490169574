// A width × height map of terrain costs (0 = blocked, 1 = plain, up to 255
// for slow terrain), stored row-major with one blocked cell of padding on
// every side so that neighbour reads need no bounds tests.
//
// Two kinds of cell index, of distinct types so that they cannot be mixed:
//   CellId       y * width + x, the public index (results, the JS API);
//   PaddedIndex  (y + 1) * padded_width() + (x + 1), the engine's index.
// Conversions are named: to_padded() and to_cell().
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <span>

#include "pathrace/bit_rows.hpp"
#include "pathrace/buffer.hpp"
#include "pathrace/status.hpp"
#include "pathrace/unit.hpp"

namespace pathrace {

using CellId = std::int32_t;

struct PaddedIndex {
  std::uint32_t value = 0;
  friend bool operator==(PaddedIndex, PaddedIndex) = default;
  // The cell `offset` entries away: ±1 is across, ±padded_width() up or down.
  friend PaddedIndex operator+(PaddedIndex p, std::ptrdiff_t offset) {
    return {p.value + static_cast<std::uint32_t>(offset)};
  }
};

struct Point {
  int x = 0;
  int y = 0;
  friend bool operator==(Point, Point) = default;
};

class Grid {
 public:
  static constexpr int max_side = 8192;
  static constexpr std::uint8_t blocked = 0;

  Grid() = default;  // 0 × 0; use create() or a loader
  Grid(Grid&&) noexcept = default;
  Grid& operator=(Grid&&) noexcept = default;
  Grid(const Grid&) = delete;  // copying may fail: use clone()
  Grid& operator=(const Grid&) = delete;

  // A grid of plain cells (cost `fill`). Status bad_size or out_of_memory
  // leaves `out` untouched.
  [[nodiscard]] static LoadStatus create(int width, int height, Grid& out, std::uint8_t fill = 1);
  [[nodiscard]] LoadStatus clone(Grid& out) const;

  [[nodiscard]] static bool valid_size(long long width, long long height) {
    return width >= 1 && height >= 1 && width <= max_side && height <= max_side;
  }

  [[nodiscard]] int width() const { return width_; }
  [[nodiscard]] int height() const { return height_; }
  [[nodiscard]] int padded_width() const { return width_ + 2; }
  [[nodiscard]] std::int64_t cell_count() const {
    return static_cast<std::int64_t>(width_) * height_;
  }

  [[nodiscard]] bool in_bounds(int x, int y) const {
    return x >= 0 && y >= 0 && x < width_ && y < height_;
  }
  [[nodiscard]] bool in_bounds(Point p) const { return in_bounds(p.x, p.y); }

  // Preconditions: in_bounds(x, y).
  [[nodiscard]] std::uint8_t cost(int x, int y) const { return costs_[to_padded(x, y).value]; }
  [[nodiscard]] bool passable(int x, int y) const { return cost(x, y) != blocked; }
  // Keeps the passability bits, the uniformity count, the walls'
  // revision, the clearance and the grids for_size() has made in step.
  void set_cost(int x, int y, std::uint8_t c);

  // Passable cells of terrain class c (c >= 1). O(1): counts kept by set_cost.
  [[nodiscard]] std::int64_t class_cells(std::uint8_t c) const { return class_cells_[c]; }

  // Clearance, one byte per padded cell (indexed by PaddedIndex::value): the
  // side of the largest square of passable cells whose top-left cell it is,
  // capped at Unit::max_size; 0 for walls and the padding. A unit of size k
  // fits at a cell when its clearance is at least k. Built on the first
  // call in O(cells), then kept current by set_cost, which recomputes only
  // the max_size × max_size cells up-left of an edit. Null when memory is
  // short.
  [[nodiscard]] const std::uint8_t* clearance() const;

  // The grid a unit of this size moves on (unit.hpp): position (x, y) costs
  // the costliest cell of the size × size block at (x, y), and is blocked
  // when the block holds a wall or leaves the grid. This grid for size 1;
  // another size's is made on its first call, in O(cells) (from the
  // clearance on uniform terrain), and then kept current by set_cost, which
  // rewrites the size² positions whose blocks hold the edited cell. Null
  // for a size outside 1 … Unit::max_size, or when memory is short. The
  // grid returned lives as long as this one's contents (a move or a reload
  // into this object replaces it); edit this grid, never it. These two
  // const calls write the caches on first use: one grid, one thread.
  [[nodiscard]] const Grid* for_size(int size) const;

  // True when every passable cell costs 1 (O(1): a count kept by set_cost).
  [[nodiscard]] bool uniform() const { return costly_cells_ == 0; }
  // The first passable cell, row-major, whose cost is not 1, or -1 when the
  // grid is uniform. O(cells): for explaining a refusal, not for searching.
  [[nodiscard]] CellId first_costly_cell() const;

  // Changes whenever a cell turns from passable to blocked or back, so data
  // derived from the walls alone (connected components) can tell that it is
  // stale. Unique across grids: a grid loaded into the same object never
  // repeats a revision that an older one had.
  [[nodiscard]] std::uint64_t walls_revision() const { return walls_revision_; }

  [[nodiscard]] CellId cell(int x, int y) const { return y * width_ + x; }
  [[nodiscard]] Point point(CellId id) const { return {id % width_, id / width_}; }
  [[nodiscard]] PaddedIndex to_padded(int x, int y) const {
    return {static_cast<std::uint32_t>((y + 1) * padded_width() + (x + 1))};
  }
  [[nodiscard]] PaddedIndex to_padded(CellId id) const {
    return to_padded(id % width_, id / width_);
  }
  [[nodiscard]] CellId to_cell(PaddedIndex p) const {
    return cell(padded_x(p) - 1, padded_y(p) - 1);
  }
  // Coordinates in the padded array: one more than the cell's own.
  [[nodiscard]] int padded_x(PaddedIndex p) const {
    return static_cast<int>(p.value % static_cast<std::uint32_t>(padded_width()));
  }
  [[nodiscard]] int padded_y(PaddedIndex p) const {
    return static_cast<int>(p.value / static_cast<std::uint32_t>(padded_width()));
  }

  // (width + 2) × (height + 2) costs, padding included, indexed by PaddedIndex::value.
  [[nodiscard]] const std::uint8_t* padded_costs() const { return costs_.data(); }
  [[nodiscard]] std::size_t padded_size() const { return costs_.size(); }

  // Passability of the padded grid as bits (jump point search reads them 64
  // cells at a time): row y holds cell (x, y) at position x; the
  // transposed copy's row x holds it at position y. Padded coordinates.
  [[nodiscard]] const BitRows& passable_rows() const { return rows_; }
  [[nodiscard]] const BitRows& passable_columns() const { return columns_; }

  // Copies the unpadded costs, row-major, into `out` (cell_count() bytes).
  void copy_costs(std::span<std::uint8_t> out) const;

 private:
  // Each new grid's revisions start at a fresh multiple of 2^32.
  static std::uint64_t first_revision();
  // The passability bits, both ways, from costs_: word by word, and 64 × 64
  // blocks for the columns, never a bit at a time down a column.
  void derive_bits();
  // Passability bits and class counts from costs_ (a grid for_size made),
  // word by word; `plain`: every open cell costs 1, so counting bits counts them.
  void derive_from_costs(bool plain);
  // After set_cost(x, y, …): the clearance and the sized grids around it.
  void repair_units(int x, int y);

  int width_ = 0;
  int height_ = 0;
  std::uint64_t walls_revision_ = 0;
  Buffer<std::uint8_t> costs_;
  BitRows rows_, columns_;
  std::int64_t costly_cells_ = 0;  // passable cells whose cost is not 1
  std::array<std::int64_t, 256> class_cells_{};
  // Made on demand by const queries, kept by set_cost: caches of the walls
  // and costs above, never a second truth.
  mutable Buffer<std::uint8_t> clearance_;
  mutable std::array<std::unique_ptr<Grid>, Unit::max_size - 1> sizes_;  // sizes 2 …
};

}  // namespace pathrace
