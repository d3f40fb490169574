// The prepared tier of jump point search (JPS+, Harabor & Grastien, ICAPS
// 2014): for every cell and each of the eight directions, how far a jump
// from it goes, computed once for the grid's walls under one set of moves,
// so that a search reads a distance instead of scanning.
//
// An entry, indexed by moves::Direction, is a signed distance v:
//   v > 0   the jump stops at the v-th cell: a jump point;
//   v <= 0  the jump passes -v free cells and ends at a wall (a dead end).
// Straight entries (east and west; north and south with diagonal moves)
// stop at the cells whose neighbours the rules' pruning forces. Diagonal
// entries (or, with 4-connected moves, north and south: the vertical sweep
// whose every step jumps east and west) stop at the first cell that is a
// successor itself or from which a straight jump finds a jump point. The
// goal is no part of the table: the search's goal test at expansion
// (src/jump_goal.hpp) finds every goal a jump could pass.
//
// 16 bytes per padded cell; a distance is at most Grid::max_side, which an
// int16 holds. Edits repair it (repair()): entries are recomputed backward
// along each line from the cells whose inputs an edit changed, up to the
// first entry that comes out as it was.
//
// The table lives beside its grid, owned by whoever prepares it (the
// package's grid handle, a test, the benchmark), and given to a Searcher,
// which reads it only while it fits the grid's walls: the table remembers
// the grid's walls revision it was built or last repaired for, so a table
// its owner did not repair after an edit, or one of another grid, is never
// read (the search jumps online instead).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "pathrace/buffer.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"

namespace pathrace {

enum class PrepareStatus : std::uint8_t {
  ok,
  invalid_rules,  // a connectivity or corner rule out of range
  too_large,      // more padded cells than JumpTable::max_padded_cells
  out_of_memory,
};

class JumpTable {
 public:
  using Entry = std::array<std::int16_t, 8>;
  static constexpr std::size_t bytes_per_cell = sizeof(Entry);
  // (width + 2) × (height + 2) at most this: 256 MiB of table, e.g. a
  // 4094 × 4094 grid.
  static constexpr std::int64_t max_padded_cells = std::int64_t{1} << 24;

  // Builds the table of `grid`'s walls under these moves, replacing any
  // other; on a failure the table is left empty.
  [[nodiscard]] PrepareStatus build(const Grid& grid, Connectivity connectivity, CornerRule corner);
  // After the cell (x, y) of `grid` turned from passable to blocked or back.
  void repair(const Grid& grid, int x, int y);
  // Sets the cost of the cell (x, y) of `grid`, the grid this table was
  // built for, and repairs the table when the cell's passability changed:
  // an edit that keeps the table fitting.
  void set_cost(Grid& grid, int x, int y, std::uint8_t cost);
  void clear();

  [[nodiscard]] bool built() const { return entries_.size() != 0; }
  // Built for the walls `grid` has now.
  [[nodiscard]] bool fits(const Grid& grid) const {
    return built() && revision_ == grid.walls_revision();
  }
  // Does this table serve a jump point search under `rules`?
  [[nodiscard]] bool serves(const Rules& rules) const {
    return built() && rules.connectivity == connectivity_ &&
           (connectivity_ == Connectivity::four || rules.corner == corner_);
  }
  [[nodiscard]] Connectivity connectivity() const { return connectivity_; }
  [[nodiscard]] CornerRule corner() const { return corner_; }
  // Indexed by PaddedIndex::value.
  [[nodiscard]] const Entry* entries() const { return entries_.data(); }
  [[nodiscard]] std::size_t bytes() const { return entries_.size() * bytes_per_cell; }
  // Same moves and the same entries (a repaired table against a fresh build).
  [[nodiscard]] bool same(const JumpTable& other) const;

 private:
  Buffer<Entry> entries_;
  std::uint64_t revision_ = 0;  // the grid's walls revision the entries are for
  Connectivity connectivity_ = Connectivity::eight;
  CornerRule corner_ = CornerRule::no_corner_cutting;
};

std::string_view to_string(PrepareStatus s);

}  // namespace pathrace
