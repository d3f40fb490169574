#include "pathrace/components.hpp"

#include <cstring>

namespace pathrace {

SearchStatus Components::connected(Point a, Point b, const Rules& rules) {
  const Grid& grid = *grid_;
  if (!rules.valid()) return SearchStatus::invalid_rules;
  if (!grid.in_bounds(a) || !grid.in_bounds(b)) return SearchStatus::out_of_bounds;
  if (!grid.passable(a.x, a.y)) return SearchStatus::start_blocked;
  if (!grid.passable(b.x, b.y)) return SearchStatus::goal_blocked;
  const bool diagonals =
      rules.connectivity == Connectivity::eight && rules.corner == CornerRule::always;
  Labelling& l = diagonals ? always_ : cardinal_;
  if (!l.valid || l.revision != grid.walls_revision() || l.labels.size() != grid.padded_size())
    if (!label(l, diagonals)) return SearchStatus::out_of_memory;
  return l.labels[grid.to_padded(a.x, a.y).value] == l.labels[grid.to_padded(b.x, b.y).value]
             ? SearchStatus::found
             : SearchStatus::no_path;
}

// A flood fill from each unlabelled passable cell, with an explicit stack:
// every cell is pushed once, when it gets its label.
bool Components::label(Labelling& l, bool diagonals) {
  const Grid& grid = *grid_;
  const std::size_t n = grid.padded_size();
  l.valid = false;
  if ((l.labels.size() != n && !l.labels.reset(n)) || (stack_.size() != n && !stack_.reset(n)))
    return false;
  std::uint32_t* const labels = l.labels.data();
  std::uint32_t* const stack = stack_.data();
  std::memset(labels, 0, n * sizeof(std::uint32_t));
  const std::uint8_t* const costs = grid.padded_costs();
  const auto pw = static_cast<std::uint32_t>(grid.padded_width());
  const std::uint32_t offsets[8] = {0u - pw, 1, pw, 0u - 1, 1 - pw, 1 + pw, pw - 1, 0u - 1 - pw};
  const int directions = diagonals ? 8 : 4;

  std::uint32_t next_label = 0;
  for (int y = 0; y < grid.height(); ++y) {
    const std::uint32_t row = grid.to_padded(0, y).value;
    for (std::uint32_t start = row; start < row + static_cast<std::uint32_t>(grid.width());
         ++start) {
      if (costs[start] == Grid::blocked || labels[start] != 0) continue;
      const std::uint32_t id = ++next_label;
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
  l.revision = grid.walls_revision();
  l.valid = true;
  return true;
}

}  // namespace pathrace
