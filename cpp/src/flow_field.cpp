#include "pathrace/flow_field.hpp"

#include <algorithm>
#include <limits>

#include "moves.hpp"
#include "pathrace/detail/step_cost.hpp"
#include "pathrace/searcher.hpp"
#include "terrain.hpp"

namespace pathrace {
namespace {

constexpr std::int64_t unreached = std::numeric_limits<std::int64_t>::max();

// Whether every passable cell has the same terrain (0 when none is
// passable), in `costs`, indexed like the grid's.
std::uint8_t uniform_terrain(const Grid& grid, const std::uint8_t* costs) {
  std::uint8_t seen = 0;
  for (int y = 0; y < grid.height(); ++y) {
    const std::uint8_t* row = costs + grid.to_padded(0, y).value;
    for (int x = 0; x < grid.width(); ++x) {
      const std::uint8_t c = row[x];
      if (c == Grid::blocked || c == seen) continue;
      if (seen != 0) return 0;
      seen = c;
    }
  }
  return seen;
}

}  // namespace

// Uniform terrain: one FIFO queue per step kind. An entry is the settled
// cell it came from and the move, (from << 3) | direction, so that its key
// is cost[from] + that step's cost; it is stale once its cell was reached
// more cheaply. A cell enters each queue at most once (a queue's keys only
// grow, and a push needs a strictly lower cost), so each holds at most one
// entry per cell.
class FlowField::Queues {
 public:
  Queues(std::uint32_t* cardinal, std::uint32_t* diagonal, std::int64_t* cost,
         std::int64_t cardinal_step, std::int64_t diagonal_step, std::ptrdiff_t pw)
      : cardinal_(cardinal),
        diagonal_(diagonal),
        cost_(cost),
        cardinal_step_(cardinal_step),
        diagonal_step_(diagonal_step) {
    for (int d = 0; d < 8; ++d) offset_[d] = moves::offset(static_cast<moves::Direction>(d), pw);
  }

  void push(std::uint32_t from, moves::Direction d, std::uint32_t /*to*/, std::int64_t /*previous*/,
            std::int64_t /*cost*/) {
    const std::uint32_t entry = from << 3 | d;
    if (!moves::is_diagonal(d))
      cardinal_[cardinal_tail_++] = entry;
    else
      diagonal_[diagonal_tail_++] = entry;
  }

  // The next cell to settle, or false when none is left.
  bool pop(std::uint32_t& cell) {
    for (;;) {
      const bool has_cardinal = cardinal_head_ < cardinal_tail_;
      const bool has_diagonal = diagonal_head_ < diagonal_tail_;
      if (!has_cardinal && !has_diagonal) return false;
      const std::int64_t cardinal_key =
          has_cardinal ? cost_[cardinal_[cardinal_head_] >> 3] + cardinal_step_ : unreached;
      const std::int64_t diagonal_key =
          has_diagonal ? cost_[diagonal_[diagonal_head_] >> 3] + diagonal_step_ : unreached;
      const bool take_cardinal = cardinal_key <= diagonal_key;
      const std::uint32_t entry =
          take_cardinal ? cardinal_[cardinal_head_++] : diagonal_[diagonal_head_++];
      cell = (entry >> 3) + static_cast<std::uint32_t>(offset_[entry & 7]);
      if (cost_[cell] == (take_cardinal ? cardinal_key : diagonal_key)) return true;
    }
  }

 private:
  std::uint32_t* cardinal_;
  std::uint32_t* diagonal_;
  const std::int64_t* cost_;
  std::int64_t cardinal_step_, diagonal_step_;
  std::ptrdiff_t offset_[8];
  std::size_t cardinal_head_ = 0, cardinal_tail_ = 0, diagonal_head_ = 0, diagonal_tail_ = 0;
};

// Mixed terrain: the searcher's open list (detail/open_list.hpp), by cost,
// with decrease-key. A reached cell that is not settled is in the heap, so
// whether to insert or sift up follows from its previous cost.
class FlowField::Heap {
 public:
  Heap(detail::HeapSlot* slots, HeapPosition* positions)
      : open_(slots, 0, positions), positions_(positions) {}

  void push(std::uint32_t /*from*/, moves::Direction /*d*/, std::uint32_t to, std::int64_t previous,
            std::int64_t cost) {
    const detail::HeapSlot slot{static_cast<std::uint64_t>(cost), 0, to, 0};
    if (previous == unreached)
      open_.push(slot);
    else
      open_.decrease(positions_[to].heap_index, slot);
  }

  bool pop(std::uint32_t& cell) {
    if (open_.size() == 0) return false;
    cell = open_.pop().item;
    return true;
  }

 private:
  detail::OpenList<HeapPosition> open_;
  HeapPosition* positions_;
};

SearchStatus FlowField::compute(std::span<const Point> goals, const Rules& rules,
                                const Unit& unit) {
  const Grid& grid = *grid_;
  cells_ = 0;
  if (!rules.valid()) return SearchStatus::invalid_rules;
  if (!unit.valid_size()) return SearchStatus::bad_unit_size;
  if (unit.terrain != nullptr && !unit.terrain->valid()) return SearchStatus::bad_profile;
  if (goals.empty() || goals.size() > Searcher::max_goals) return SearchStatus::bad_goals;
  for (const Point goal : goals)
    if (!grid.in_bounds(goal)) return SearchStatus::out_of_bounds;
  const std::size_t padded = grid.padded_size();
  const auto cells = static_cast<std::size_t>(grid.cell_count());
  const Grid* const sized = grid.for_size(unit.size);
  if (sized == nullptr || (cost_.size() != padded && !cost_.reset(padded)) ||
      (direction_.size() != padded && !direction_.reset(padded)) ||
      (distance_.size() != cells && !distance_.reset(cells)) ||
      (next_.size() != cells && !next_.reset(cells)) || !goals_.grow(goals.size()))
    return SearchStatus::out_of_memory;
  costs_ = sized->padded_costs();
  if (unit.terrain != nullptr) {
    if (priced_.size() != padded && !priced_.reset(padded)) return SearchStatus::out_of_memory;
    terrain::price_blocks(grid, unit.size, unit.terrain, priced_.data());
    costs_ = priced_.data();
  }
  std::fill(cost_.data(), cost_.data() + padded, unreached);

  goal_count_ = 0;
  for (const Point goal : goals) {
    const std::uint32_t at = grid.to_padded(goal.x, goal.y).value;
    if (costs_[at] != Grid::blocked) goals_[goal_count_++] = at;
  }
  const detail::StepCost steps = detail::StepCost::of(rules.costs);
  const std::uint8_t same = uniform_terrain(grid, costs_);
  if (goal_count_ != 0) {
    if (same != 0) {
      if (!ensure(cardinal_, cells) || !ensure(diagonal_, cells))
        return SearchStatus::out_of_memory;
      Queues open(cardinal_.data(), diagonal_.data(), cost_.data(), steps.cardinal * same,
                  steps.diagonal * same, grid.padded_width());
      run(open, rules, steps.cardinal, steps.diagonal);
    } else {
      if ((heap_.size() != cells && !heap_.reset(cells)) ||
          (heap_positions_.size() != padded && !heap_positions_.reset(padded)))
        return SearchStatus::out_of_memory;
      Heap open(heap_.data(), heap_positions_.data());
      run(open, rules, steps.cardinal, steps.diagonal);
    }
  }
  cells_ = cells;
  write_results(steps.unit);
  return goal_count_ == 0 ? SearchStatus::goal_blocked : SearchStatus::found;
}

bool FlowField::ensure(Buffer<std::uint32_t>& b, std::size_t n) {
  return b.size() == n || b.reset(n);
}

template <class Open>
void FlowField::run(Open& open, const Rules& rules, std::int64_t cardinal, std::int64_t diagonal) {
  moves::dispatch(rules, [&]<class Moves>(Moves) { dijkstra<Moves>(open, cardinal, diagonal); });
}

template <class Moves, class Open>
void FlowField::dijkstra(Open& open, std::int64_t cardinal, std::int64_t diagonal) {
  const std::uint8_t* const costs = costs_;
  const std::ptrdiff_t pw = grid_->padded_width();
  std::int64_t* const cost = cost_.data();
  std::uint8_t* const direction = direction_.data();

  const auto settle = [&](std::uint32_t cell) {
    const std::uint8_t* const c = costs + cell;
    const std::int64_t here = cost[cell];
    // Entering `cell` is what a move toward the goal from a neighbour costs.
    const std::int64_t straight = cardinal * c[0], slanted = diagonal * c[0];
    const auto relax = [&](moves::Direction d, std::uint8_t) __attribute__((always_inline)) {
      const std::uint32_t from = cell + static_cast<std::uint32_t>(moves::offset(d, pw));
      const std::int64_t candidate = here + (moves::is_diagonal(d) ? slanted : straight);
      const std::int64_t previous = cost[from];
      if (candidate >= previous) return;
      cost[from] = candidate;
      direction[from] = moves::opposite(d);
      open.push(cell, d, from, previous, candidate);
    };
    moves::each<Moves>(c, pw, relax);
  };
  // Every goal at cost 0, settled before anything dearer.
  for (std::size_t i = 0; i < goal_count_; ++i) cost[goals_[i]] = 0;
  for (std::size_t i = 0; i < goal_count_; ++i) settle(goals_[i]);
  std::uint32_t cell;
  while (open.pop(cell)) settle(cell);
}

void FlowField::write_results(double unit) {
  const Grid& grid = *grid_;
  const int width = grid.width();
  CellId cell_offset[8];
  for (int d = 0; d < 8; ++d)
    cell_offset[d] = static_cast<CellId>(moves::offset(static_cast<moves::Direction>(d), width));
  for (int y = 0; y < grid.height(); ++y) {
    const std::uint32_t row = grid.to_padded(0, y).value;
    const CellId first = grid.cell(0, y);
    for (int x = 0; x < width; ++x) {
      const std::int64_t c = cost_[row + static_cast<std::uint32_t>(x)];
      const CellId id = first + x;
      const auto i = static_cast<std::size_t>(id);
      if (c == unreached) {
        distance_[i] = std::numeric_limits<double>::infinity();
        next_[i] = -1;
      } else {
        distance_[i] = static_cast<double>(c) / unit;  // a whole number of steps stays whole
        next_[i] = c == 0 ? -1                         // a goal: every step costs more than 0
                          : id + cell_offset[direction_[row + static_cast<std::uint32_t>(x)]];
      }
    }
  }
}

}  // namespace pathrace
