// Connected components of a grid's passable cells, so that "is there any
// path from a to b?" costs O(1) instead of a search.
//
// Which rules share components: a diagonal step that no-corner-cutting or
// at-most-one-blocked allows has a free side cell, so two cardinal steps
// through that cell replace it; those rules therefore connect exactly the
// cells that 4-connected moves connect (tests/cpp/test_components.cpp checks
// this on every wall pattern of small maps). Only 'always', whose diagonals
// may pass between two blocked side cells, joins more. Two labellings cover
// the four rules, each built on first use.
//
// Keeping them valid: a label names a set in a union-find, so that a wall
// removed merges the sets around it in O(1); a wall added keeps the labels
// when the cells around it stay connected around it (no component can
// split), and otherwise leaves them to be rebuilt, O(cells), on the next
// query. Labels follow the grid's walls_revision(): edits that wall_changed()
// was not told about are caught there too, and terrain edits between
// passable costs change nothing. Memory: 8 bytes per cell per labelling,
// plus a 4-byte-per-cell work stack while labelling, allocated once per
// grid size.
//
// Units larger than one cell (unit.hpp) have labellings of their own, over
// Grid::for_size, made for each size asked; those are rebuilt on the first
// query after a wall edit changed their grid.
#pragma once

#include <cstdint>

#include "pathrace/buffer.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"
#include "pathrace/status.hpp"
#include "pathrace/unit.hpp"

namespace pathrace {

class Components {
 public:
  // The grid must outlive this object; its walls may change between calls.
  explicit Components(const Grid& grid) : grid_(&grid) {}

  // Whether a path from a to b exists under the rules' moves, as the status
  // Searcher::find_path would end with: found, no_path, out_of_bounds,
  // start_blocked, goal_blocked, invalid_rules, or out_of_memory when the
  // labels do not fit; for a unit of `size` cells a side, bad_unit_size
  // when the size is out of range.
  [[nodiscard]] SearchStatus connected(Point a, Point b, const Rules& rules, int size = 1);

  // Whether the labels for the rules' moves (and the size) are built and
  // valid now, so that connected() answers without labelling the grid.
  [[nodiscard]] bool labelled(const Rules& rules, int size = 1) const;

  // To be called after each Grid::set_cost(p, …) (p in bounds): when that
  // edit added or removed a wall, keeps the labels valid without a rebuild
  // where it can. Costs O(1) and never allocates.
  void wall_changed(Point p);

  // How many times a labelling was built from scratch (for tests and
  // benchmarks: edits kept valid do not count).
  [[nodiscard]] std::uint64_t rebuilds() const { return rebuilds_; }

 private:
  struct Labelling {
    Buffer<std::uint32_t> labels;  // per padded cell; 0 for walls and padding
    Buffer<std::uint32_t> parent;  // union-find over labels; a root is its own parent
    std::uint32_t next_label = 1;
    std::uint64_t revision = 0;  // walls_revision() the labels were made for
    bool valid = false;
  };

  [[nodiscard]] bool label(Labelling& l, bool diagonals, const Grid& grid);
  [[nodiscard]] static bool current(const Labelling& l, const Grid& grid);
  static bool uses_diagonals(const Rules& rules);
  void update(Labelling& l, bool diagonals, Point p);
  static std::uint32_t find(Labelling& l, std::uint32_t label);

  const Grid* grid_;
  // Per size, from 1: never, no-corner-cutting and at-most-one-blocked;
  // and diagonals past any corner.
  Labelling cardinal_[Unit::max_size];
  Labelling always_[Unit::max_size];
  Buffer<std::uint32_t> stack_;
  std::uint64_t rebuilds_ = 0;
};

}  // namespace pathrace
