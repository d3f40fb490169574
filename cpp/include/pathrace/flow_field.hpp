// A flow field: every cell's cost to reach the nearest of its goals and its
// next step on a shortest path there, for many agents sharing goals. One
// Dijkstra from all the goals at once (each starts at cost 0) over the
// reversed moves: a move v → u is legal exactly when u → v is
// (the corner rule looks at the same two side cells), and costs the step
// cost times the terrain of u, the cell it enters, as the searcher prices it.
//
// Costs are compared in the searcher's fixed point (detail/step_cost.hpp), so
// distances are exact shortest-path costs. When every passable cell has the
// same terrain there are only two step costs, and the open list is two FIFO
// queues, one per step kind: the cells settled in order of cost push their
// neighbours in order of cost, so each queue stays sorted and the next cell
// is the cheaper of the two heads, O(1) per step. Mixed terrain uses an
// indexed 4-ary heap.
//
// Memory, allocated on the first call per grid size (and per kind: uniform
// or mixed terrain), never per call: 9 bytes per padded cell for costs and
// directions, 12 per cell for the results, and 8 per cell for the queues
// (uniform) or 24 per cell plus 4 per padded cell for the heap (mixed).
//
// A unit (unit.hpp) moves on Grid::for_size(its size); under a terrain
// profile the costs are priced once per call into one more byte per padded
// cell, O(cells · size).
#pragma once

#include <cstdint>
#include <span>

#include "pathrace/buffer.hpp"
#include "pathrace/detail/open_list.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"
#include "pathrace/status.hpp"
#include "pathrace/unit.hpp"

namespace pathrace {

class FlowField {
 public:
  // The grid must outlive this object; its costs may change between calls.
  explicit FlowField(const Grid& grid) : grid_(&grid) {}

  // Fills distance() and next() for `goal` under the rules' moves and step
  // costs (the algorithm, heuristic, weight and tie-break do not matter).
  // found when computed; goal_blocked when the goal is a wall (then every
  // cell is unreachable, and the arrays say so); out_of_bounds,
  // invalid_rules, or out_of_memory (the arrays are then empty).
  SearchStatus compute(Point goal, const Rules& rules) {
    return compute(std::span<const Point>(&goal, 1), rules);
  }
  // The same toward the nearest of several goals, for a unit: distance()
  // is the cost to the nearest goal, next() a step toward it. Goals that
  // are walls for the unit are left out; goal_blocked when all are. Also
  // bad_unit_size, bad_profile, and bad_goals (none, or more than
  // Searcher::max_goals).
  SearchStatus compute(std::span<const Point> goals, const Rules& rules, const Unit& unit = {});

  // Row-major, one per cell, valid until the next compute(). distance: the
  // cost to reach the goal in the rules' reported units (0 at the goal,
  // +infinity where unreachable). next: the CellId of the next cell on a
  // shortest path toward the goal (-1 at the goal and where unreachable).
  [[nodiscard]] std::span<const double> distance() const { return {distance_.data(), cells_}; }
  [[nodiscard]] std::span<const CellId> next() const { return {next_.data(), cells_}; }

 private:
  class Queues;
  class Heap;  // the searcher's OpenList, ordered by cost
  struct HeapPosition {
    std::int32_t heap_index;  // where the cell's slot is in heap_
  };
  // Dijkstra from the goal over the reversed moves, taking cells from `open`.
  template <class Open>
  void run(Open& open, const Rules& rules, std::int64_t cardinal, std::int64_t diagonal);
  // Moves: the rules' connectivity and corner rule as a type (moves.hpp in cpp/src).
  template <class Moves, class Open>
  void dijkstra(Open& open, std::int64_t cardinal, std::int64_t diagonal);
  [[nodiscard]] bool ensure(Buffer<std::uint32_t>& b, std::size_t n);
  void write_results(double unit);

  const Grid* grid_;
  const std::uint8_t* costs_ = nullptr;  // this call's: the unit's grid, or priced_
  Buffer<std::uint8_t> priced_;          // per padded cell, under a profile
  Buffer<std::uint32_t> goals_;          // this call's open goals, padded indices
  std::size_t goal_count_ = 0;
  std::size_t cells_ = 0;           // size of the results; 0 until a compute() succeeds
  Buffer<std::int64_t> cost_;       // per padded cell, fixed point; max = unreached
  Buffer<std::uint8_t> direction_;  // per padded cell: the move toward the goal
  Buffer<std::uint32_t> cardinal_;  // uniform terrain: the two FIFO queues
  Buffer<std::uint32_t> diagonal_;
  Buffer<detail::HeapSlot> heap_;        // mixed terrain: the open cells, by cost
  Buffer<HeapPosition> heap_positions_;  // per padded cell
  Buffer<double> distance_;
  Buffer<CellId> next_;
};

}  // namespace pathrace
