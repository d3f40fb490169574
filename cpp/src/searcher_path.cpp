// The end of a search: the path from the start to the cell it ended at,
// read back along the records' parents, with its cost and steps.
#include <algorithm>
#include <cstdlib>
#include <cstring>

#include "pathrace/searcher.hpp"

namespace pathrace {

// A jump point search link is a run of steps, diagonal (on 4 connections
// vertical) first, then straight. No step costs less than a cardinal one,
// so the path has at most g / cardinal steps: the cells are written back
// from there, end first, each link's straight part then the rest (one add
// a cell), in one walk of the links, and moved to the front once counted.
bool Searcher::fill_jumps(PaddedIndex end) {
  const Grid& grid = *grid_;
  const bool four = query_.rules.connectivity == Connectivity::four;
  const auto room = static_cast<std::size_t>(records_.record(end).g / query_.step.cardinal) + 1;
  if (!solution_.path.grow(room)) return false;
  CellId* const first = solution_.path.data();
  CellId* out = first + room;
  const CellId w = grid.width();
  int x = grid.padded_x(end), y = grid.padded_y(end);
  CellId id = grid.cell(x - 1, y - 1);
  std::size_t diagonal = 0;
  for (PaddedIndex c = end; c != query_.start;) {
    const PaddedIndex parent = records_.record(c).parent;
    const int px = grid.padded_x(parent), py = grid.padded_y(parent);
    const int sx = (px > x) - (px < x), sy = (py > y) - (py < y);
    const int ax = (px - x) * sx, ay = (py - y) * sy;
    // Back from c: the straight part (4-connected: across), then the rest.
    const int straight = four ? ax : std::abs(ax - ay);
    const CellId along = four || ax > ay ? sx : sy * w;
    const int rest = four ? ay : std::min(ax, ay);
    const CellId then = four ? sy * w : sx + sy * w;
    for (int k = 0; k < straight; ++k, id += along) *--out = id;
    for (int k = 0; k < rest; ++k, id += then) *--out = id;
    diagonal += static_cast<std::size_t>(four ? 0 : rest);
    x = px;
    y = py;
    c = parent;
  }
  *--out = id;  // the start
  const auto n = static_cast<std::size_t>(first + room - out);
  std::memmove(first, out, n * sizeof(CellId));
  solution_.size = n;
  solution_.cardinal = static_cast<std::uint32_t>(n - 1 - diagonal);
  solution_.diagonal = static_cast<std::uint32_t>(diagonal);
  return true;
}

void Searcher::finish_path(PaddedIndex end, SearchStatus status) {
  const Grid& grid = *grid_;
  int x = grid.padded_x(end), y = grid.padded_y(end);
  std::int64_t cardinal_terrain = 0, diagonal_terrain = 0;
  std::size_t n = 0;
  detail::Solution& s = solution_;
  if (query_.rules.algorithm == Algorithm::jps) {
    if (!fill_jumps(end)) {
      status_ = SearchStatus::out_of_memory;
      return;
    }
    // Jump point search runs on uniform costs: every step enters a cell of 1.
    cardinal_terrain = s.cardinal;
    diagonal_terrain = s.diagonal;
    n = s.size;
  } else {
    // Walks the links (one step each) from the end back to the start,
    // writing cell ids, then reverses them. x and y are followed from the
    // end's instead of divided out of each padded index.
    const std::uint8_t* const cost = pricing_.view().padded_costs();
    const bool plain = !pricing_.priced();
    const std::int32_t pw = grid.padded_width();
    for (PaddedIndex c = end;;) {
      if (!s.path.grow(n + 1)) {
        status_ = SearchStatus::out_of_memory;
        return;
      }
      s.path[n++] = grid.cell(x - 1, y - 1);
      if (c == query_.start) break;
      const PaddedIndex parent = records_.record(c).parent;
      const auto d = static_cast<std::int32_t>(c.value - parent.value);
      const int by = -((d > 1) - (d < -1));  // one step back
      const int bx = -(d + by * pw);
      // The step into (x, y) costs its terrain.
      const auto at = static_cast<std::uint32_t>(y * pw + x);
      const std::uint8_t entered = plain ? cost[at] : terrain(at);
      if (bx == 0 || by == 0) {
        ++s.cardinal;
        cardinal_terrain += entered;
      } else {
        ++s.diagonal;
        diagonal_terrain += entered;
      }
      x += bx;
      y += by;
      c = parent;
    }
    std::reverse(s.path.data(), s.path.data() + n);
  }
  s.size = n;
  // A path found to the one goal ends at goal 0, or in its range and sight,
  // which the search checked before it ended: no need to ask which. Here
  // only: goal_of() also serves Targets::in_range, which asks about sight.
  const bool found = status == SearchStatus::found;
  s.goal_index = found && targets_.count() == 1 ? 0 : targets_.goal_of(end, found);
  const detail::StepCost classic = detail::StepCost::of(StepCosts::classic);
  s.cost = query_.rules.costs == StepCosts::exact
               ? static_cast<double>(cardinal_terrain) +
                     static_cast<double>(diagonal_terrain) * detail::sqrt2
               : static_cast<double>(classic.cardinal * cardinal_terrain +
                                     classic.diagonal * diagonal_terrain);
  status_ = status;
}

}  // namespace pathrace
