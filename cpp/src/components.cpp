#include "pathrace/components.hpp"

#include <cstring>

#include "moves.hpp"

namespace pathrace {
namespace {

// The 8 cells around a cell, in order around it: even positions are the
// cardinal neighbours.
constexpr moves::Direction ring[8] = {moves::north,      moves::north_east, moves::east,
                                      moves::south_east, moves::south,      moves::south_west,
                                      moves::west,       moves::north_west};

}  // namespace

SearchStatus Components::connected(Point a, Point b, const Rules& rules, int size) {
  if (!rules.valid()) return SearchStatus::invalid_rules;
  if (!Unit{size}.valid_size()) return SearchStatus::bad_unit_size;
  if (!grid_->in_bounds(a) || !grid_->in_bounds(b)) return SearchStatus::out_of_bounds;
  const Grid* const sized = grid_->for_size(size);
  if (sized == nullptr) return SearchStatus::out_of_memory;
  const Grid& grid = *sized;
  if (!grid.passable(a.x, a.y)) return SearchStatus::start_blocked;
  if (!grid.passable(b.x, b.y)) return SearchStatus::goal_blocked;
  const bool diagonals = uses_diagonals(rules);
  Labelling& l = (diagonals ? always_ : cardinal_)[size - 1];
  if (!current(l, grid))
    if (!label(l, diagonals, grid)) return SearchStatus::out_of_memory;
  return find(l, l.labels[grid.to_padded(a.x, a.y).value]) ==
                 find(l, l.labels[grid.to_padded(b.x, b.y).value])
             ? SearchStatus::found
             : SearchStatus::no_path;
}

// Whether a diagonal step may pass between two blocked side cells: only
// then does it join cells that cardinal steps do not (components.hpp).
bool Components::uses_diagonals(const Rules& rules) {
  return moves::passes(moves::corner_rule(rules), false, false);
}

bool Components::current(const Labelling& l, const Grid& grid) {
  return l.valid && l.revision == grid.walls_revision() && l.labels.size() == grid.padded_size();
}

bool Components::labelled(const Rules& rules, int size) const {
  if (!Unit{size}.valid_size()) return false;
  const Grid* const sized = grid_->for_size(size);
  return sized != nullptr &&
         current((uses_diagonals(rules) ? always_ : cardinal_)[size - 1], *sized);
}

std::uint32_t Components::find(Labelling& l, std::uint32_t label) {
  while (l.parent[label] != label) {
    l.parent[label] = l.parent[l.parent[label]];  // path halving
    label = l.parent[label];
  }
  return label;
}

void Components::wall_changed(Point p) {
  update(cardinal_[0], false, p);
  update(always_[0], true, p);
}

// Only an edit right after the labels were last valid can be taken in:
// set_cost bumps walls_revision() by one per wall added or removed.
void Components::update(Labelling& l, bool diagonals, Point p) {
  const Grid& grid = *grid_;
  if (!l.valid || l.labels.size() != grid.padded_size() || l.revision == grid.walls_revision())
    return;
  if (l.revision + 1 != grid.walls_revision()) {
    l.valid = false;
    return;
  }
  const std::uint8_t* const costs = grid.padded_costs();
  const std::uint32_t cell = grid.to_padded(p.x, p.y).value;
  const std::ptrdiff_t pw = grid.padded_width();
  std::uint32_t around[8];
  bool open[8];
  for (int i = 0; i < 8; ++i) {
    around[i] = static_cast<std::uint32_t>(cell + moves::offset(ring[i], pw));
    open[i] = costs[around[i]] != Grid::blocked;
  }
  // The cells a move from p reaches: the cardinal ones, and with
  // 'always' the diagonal ones too.
  const auto neighbour = [&](int i) {
    return open[i] && (diagonals || !moves::is_diagonal(ring[i]));
  };

  if (costs[cell] != Grid::blocked) {
    // A wall removed: p joins every component around it.
    std::uint32_t root = 0;
    for (int i = 0; i < 8; ++i) {
      if (!neighbour(i)) continue;
      const std::uint32_t r = find(l, l.labels[around[i]]);
      if (root == 0)
        root = r;
      else if (r != root)
        l.parent[r] = root;
    }
    if (root == 0) {
      if (l.next_label == l.parent.size()) {  // no label left: rebuild instead
        l.valid = false;
        return;
      }
      root = l.next_label++;
      l.parent[root] = root;
    }
    l.labels[cell] = root;
  } else {
    // A wall added: no component splits when the cells p reached are still
    // connected through the cells around p. Around p, ring cells i and i+1
    // are neighbours (4- and 8-connected alike); with 'always', so are two
    // cardinal ones one step apart around the ring (north and east, …).
    int group[8];
    for (int i = 0; i < 8; ++i) group[i] = i;
    const auto root_of = [&](int i) {
      while (group[i] != i) i = group[i];
      return i;
    };
    const auto join = [&](int a, int b) {
      if (open[a] && open[b]) group[root_of(a)] = root_of(b);
    };
    for (int i = 0; i < 8; ++i) join(i, (i + 1) % 8);
    if (diagonals)
      for (int i = 0; i < 8; i += 2) join(i, (i + 2) % 8);
    int first = -1;
    for (int i = 0; i < 8; ++i) {
      if (!neighbour(i)) continue;
      if (first < 0)
        first = root_of(i);
      else if (root_of(i) != first) {
        l.valid = false;  // it may split: relabel on the next query
        return;
      }
    }
    l.labels[cell] = 0;
  }
  l.revision = grid.walls_revision();
}

// A flood fill from each unlabelled passable cell, with an explicit stack:
// every cell is pushed once, when it gets its label.
bool Components::label(Labelling& l, bool diagonals, const Grid& grid) {
  const std::size_t n = grid.padded_size();
  const auto cells = static_cast<std::size_t>(grid.cell_count()) + 1;
  l.valid = false;
  if ((l.labels.size() != n && !l.labels.reset(n)) ||
      (l.parent.size() != cells && !l.parent.reset(cells)) ||
      (stack_.size() != n && !stack_.reset(n)))
    return false;
  ++rebuilds_;
  std::uint32_t* const labels = l.labels.data();
  std::uint32_t* const stack = stack_.data();
  std::memset(labels, 0, n * sizeof(std::uint32_t));
  const std::uint8_t* const costs = grid.padded_costs();
  std::uint32_t offsets[8];  // unsigned: a step back wraps around
  for (int d = 0; d < 8; ++d)
    offsets[d] = static_cast<std::uint32_t>(
        moves::offset(static_cast<moves::Direction>(d), grid.padded_width()));
  const int directions = diagonals ? 8 : 4;  // the cardinal directions come first

  std::uint32_t next_label = 1;
  for (int y = 0; y < grid.height(); ++y) {
    const std::uint32_t row = grid.to_padded(0, y).value;
    for (std::uint32_t start = row; start < row + static_cast<std::uint32_t>(grid.width());
         ++start) {
      if (costs[start] == Grid::blocked || labels[start] != 0) continue;
      const std::uint32_t id = next_label++;
      l.parent[id] = id;
      std::size_t top = 0;
      labels[start] = id;
      stack[top++] = start;
      while (top > 0) {
        const std::uint32_t cell = stack[--top];
        for (int d = 0; d < directions; ++d) {
          const std::uint32_t to = cell + offsets[d];
          if (costs[to] != Grid::blocked && labels[to] == 0) {
            labels[to] = id;
            stack[top++] = to;
          }
        }
      }
    }
  }
  l.next_label = next_label;
  l.revision = grid.walls_revision();
  l.valid = true;
  return true;
}

}  // namespace pathrace
