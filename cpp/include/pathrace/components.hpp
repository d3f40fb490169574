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
// Labels follow the grid's walls_revision(): after a wall is added or
// removed, the next query relabels (O(cells)); terrain edits between
// passable costs change nothing. Memory: 4 bytes per cell per labelling,
// plus a 4-byte-per-cell work stack while labelling, allocated once per
// grid size.
#pragma once

#include <cstdint>

#include "pathrace/buffer.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"
#include "pathrace/status.hpp"

namespace pathrace {

class Components {
 public:
  // The grid must outlive this object; its walls may change between calls.
  explicit Components(const Grid& grid) : grid_(&grid) {}

  // Whether a path from a to b exists under the rules' moves, as the status
  // Searcher::find_path would end with: found, no_path, out_of_bounds,
  // start_blocked, goal_blocked, invalid_rules, or out_of_memory when the
  // labels do not fit.
  [[nodiscard]] SearchStatus connected(Point a, Point b, const Rules& rules);

 private:
  struct Labelling {
    Buffer<std::uint32_t> labels;  // per padded cell; 0 for walls and padding
    std::uint64_t revision = 0;    // walls_revision() the labels were made for
    bool valid = false;
  };

  [[nodiscard]] bool label(Labelling& l, bool diagonals);

  const Grid* grid_;
  Labelling cardinal_;  // never, no-corner-cutting, at-most-one-blocked
  Labelling always_;    // diagonals past any corner
  Buffer<std::uint32_t> stack_;
};

}  // namespace pathrace
