#include "pathrace/searcher.hpp"

#include <algorithm>

namespace pathrace {

Result Searcher::find_path(Point start, Point goal, const Rules& rules) {
  if (this->start(start, goal, rules) != SearchStatus::in_progress) return result();
  NullListener none;
  dispatch(UINT64_MAX, none);
  return result();
}

SearchStatus Searcher::start(Point start, Point goal, const Rules& rules) {
  stats_ = {};
  heap_size_ = 0;
  path_size_ = 0;
  seq_ = 0;
  cost_ = 0;
  cardinal_steps_ = diagonal_steps_ = 0;
  current_ = no_parent;

  const Grid& grid = *grid_;
  if (!rules.valid()) return status_ = SearchStatus::invalid_rules;
  if (!grid.in_bounds(start) || !grid.in_bounds(goal)) return status_ = SearchStatus::out_of_bounds;
  if (!grid.passable(start.x, start.y)) return status_ = SearchStatus::start_blocked;
  if (!grid.passable(goal.x, goal.y)) return status_ = SearchStatus::goal_blocked;
  if (!ensure_memory() || !heap_.grow(1)) return status_ = SearchStatus::out_of_memory;

  rules_ = rules;
  Query q;
  q.step = StepCost::of(rules.costs);
  if (rules.algorithm == Algorithm::astar || rules.algorithm == Algorithm::greedy)
    q.h = Estimate(rules.heuristic, q.step, goal.x + 1, goal.y + 1);
  q.priority = Priority(rules);
  q.improvable = rules.algorithm == Algorithm::astar || rules.algorithm == Algorithm::dijkstra;
  query_ = q;

  if (++search_ == 0) {  // the stamp wrapped: forget every record once
    for (std::size_t i = 0; i < nodes_.size(); ++i) nodes_[i].search = 0;
    search_ = 1;
  }
  start_ = grid.to_padded(start.x, start.y);
  goal_ = grid.to_padded(goal.x, goal.y);

  nodes_[start_.value] = Node{0, no_parent, 0, search_};
  const std::int64_t h = q.h(start.x + 1, start.y + 1);
  heap_[0] = OpenEntry{static_cast<std::uint64_t>(q.priority.phi(0, h)), q.priority.tie(0, seq_++),
                       start_};
  heap_size_ = 1;
  stats_.generated = 1;
  stats_.peak_open = 1;
  return status_ = SearchStatus::in_progress;
}

std::uint64_t Searcher::step(std::uint64_t max_expansions) {
  NullListener none;
  return dispatch(max_expansions, none);
}

std::uint64_t Searcher::step(std::uint64_t max_expansions, TraceRecorder& trace) {
  trace.set_unit(query_.step.unit);
  return dispatch(max_expansions, trace);
}

Result Searcher::run() {
  step(UINT64_MAX);
  return result();
}

template <class Listener>
std::uint64_t Searcher::dispatch(std::uint64_t max_expansions, Listener& listener) {
  if (status_ != SearchStatus::in_progress) return 0;
  if (rules_.connectivity == Connectivity::four)
    return step_impl<Connectivity::four, CornerRule::always>(max_expansions, listener);
  switch (rules_.corner) {
    case CornerRule::no_corner_cutting:
      return step_impl<Connectivity::eight, CornerRule::no_corner_cutting>(max_expansions,
                                                                           listener);
    case CornerRule::at_most_one_blocked:
      return step_impl<Connectivity::eight, CornerRule::at_most_one_blocked>(max_expansions,
                                                                             listener);
    case CornerRule::always:
      return step_impl<Connectivity::eight, CornerRule::always>(max_expansions, listener);
  }
  return 0;
}

template <Connectivity connectivity, CornerRule corner, class Listener>
std::uint64_t Searcher::step_impl(std::uint64_t max_expansions, Listener& listener) {
  constexpr bool eight = connectivity == Connectivity::eight;
  constexpr std::size_t max_neighbours = eight ? 8 : 4;
  // The loop's state in locals: stores through nodes and the heap may alias
  // members, which the compiler would then reload after each one.
  const Query q = query_;
  const std::uint8_t* const costs = grid_->padded_costs();
  const std::ptrdiff_t pw = grid_->padded_width();
  Node* const nodes = nodes_.data();
  const std::uint32_t search = search_;
  OpenList<Node> open(heap_.data(), heap_size_, nodes);
  std::int64_t seq = seq_;
  SearchStats stats = stats_;
  PaddedIndex current = current_;

  std::uint64_t done = 0;
  while (done < max_expansions) {
    if (open.size() == 0) {
      status_ = SearchStatus::no_path;
      break;
    }
    const OpenEntry top = open.pop();
    const PaddedIndex cell = top.cell;
    nodes[cell.value].heap_index = closed_index;
    ++done;
    current = cell;
    const std::int64_t g = nodes[cell.value].g;
    const int x = static_cast<int>(cell.value % static_cast<std::uint32_t>(pw));
    const int y = static_cast<int>(cell.value / static_cast<std::uint32_t>(pw));
    if constexpr (Listener::traces)
      listener.on_expand(cell, nodes[cell.value].parent, g, q.h(x, y),
                         q.priority.reported_f(g, static_cast<std::int64_t>(top.priority)));
    if (cell == goal_) {
      finish_found();
      break;
    }
    if (open.size() + max_neighbours > heap_.size()) {
      if (!heap_.grow(open.size() + max_neighbours)) {
        status_ = SearchStatus::out_of_memory;
        break;
      }
      open.rebind(heap_.data());
    }

    // Always inlined: clang (and so the wasm build) otherwise calls it for
    // each neighbour of a 4-connected step, which made wasm 20-27% slower.
    const auto relax = [&](std::ptrdiff_t offset, std::int64_t step, int tx, int ty)
        __attribute__((always_inline)) {
      const PaddedIndex to = cell + offset;
      const std::int64_t tg = g + step;
      Node& node = nodes[to.value];
      EventKind kind = EventKind::open;
      if (node.search != search) {
        node.search = search;
        ++stats.generated;
      } else if (!q.improvable || tg >= node.g) {
        return;
      } else {
        kind = node.heap_index == closed_index ? EventKind::reopen : EventKind::improve;
      }
      node.g = tg;
      node.parent = cell;
      const std::int64_t h = q.h(tx, ty);
      const std::int64_t f = q.priority.phi(tg, h);
      const OpenEntry entry{static_cast<std::uint64_t>(f), q.priority.tie(tg, seq++), to};
      if (kind == EventKind::improve) {
        // f strictly drops with g (h is fixed per cell), so sifting up suffices.
        open.decrease(node.heap_index, entry);
      } else {
        stats.reopened += kind == EventKind::reopen;
        open.push(entry);
      }
      if constexpr (Listener::traces)
        listener.on_generate(kind, to, cell, tg, h, q.priority.reported_f(tg, f));
    };

    // The 3 × 3 neighbourhood, read once: stores through nodes could alias
    // the cost bytes, so the compiler would reload them otherwise.
    const std::uint8_t* const c = costs + cell.value;
    const std::int64_t n = c[-pw], e = c[1], s = c[pw], w = c[-1];
    if (n != 0) relax(-pw, q.step.cardinal * n, x, y - 1);
    if (e != 0) relax(1, q.step.cardinal * e, x + 1, y);
    if (s != 0) relax(pw, q.step.cardinal * s, x, y + 1);
    if (w != 0) relax(-1, q.step.cardinal * w, x - 1, y);
    if constexpr (eight) {
      // A diagonal passes two side cells: the vertical one (sv) and the
      // horizontal one (sh).
      const auto allowed = [](std::int64_t sv, std::int64_t sh) {
        if constexpr (corner == CornerRule::no_corner_cutting) return sv != 0 && sh != 0;
        if constexpr (corner == CornerRule::at_most_one_blocked) return sv != 0 || sh != 0;
        return true;
      };
      const std::int64_t ne = c[1 - pw], se = c[1 + pw], sw = c[pw - 1], nw = c[-1 - pw];
      if (ne != 0 && allowed(n, e)) relax(1 - pw, q.step.diagonal * ne, x + 1, y - 1);
      if (se != 0 && allowed(s, e)) relax(1 + pw, q.step.diagonal * se, x + 1, y + 1);
      if (sw != 0 && allowed(s, w)) relax(pw - 1, q.step.diagonal * sw, x - 1, y + 1);
      if (nw != 0 && allowed(n, w)) relax(-1 - pw, q.step.diagonal * nw, x - 1, y - 1);
    }
    // The open list grows only while relaxing: its peak is reached here.
    stats.peak_open = std::max<std::uint64_t>(stats.peak_open, open.size());
  }

  heap_size_ = open.size();
  seq_ = seq;
  current_ = current;
  stats.expanded += done;
  stats_ = stats;
  return done;
}

bool Searcher::ensure_memory() {
  if (nodes_.size() == grid_->padded_size()) return true;
  if (!nodes_.reset(grid_->padded_size())) return false;
  for (std::size_t i = 0; i < nodes_.size(); ++i) nodes_[i] = Node{0, no_parent, closed_index, 0};
  search_ = 0;
  return true;
}

void Searcher::finish_found() {
  // Walks the parents from the goal back to the start, writing cell ids.
  // Each step moves x and y by at most one, so the coordinates are followed
  // from the goal's instead of divided out of each padded index.
  const Grid& grid = *grid_;
  const std::uint8_t* cost = grid.padded_costs();
  const std::int32_t pw = grid.padded_width();
  int x = grid.padded_x(goal_) - 1, y = grid.padded_y(goal_) - 1;
  std::int64_t cardinal_terrain = 0, diagonal_terrain = 0;
  std::size_t n = 0;
  for (PaddedIndex c = goal_;; c = nodes_[c.value].parent) {
    if (!path_.grow(n + 1)) {
      status_ = SearchStatus::out_of_memory;
      return;
    }
    path_[n++] = grid.cell(x, y);
    if (c == start_) break;
    const auto d = static_cast<std::int32_t>(c.value - nodes_[c.value].parent.value);
    const int dy = (d > 1) - (d < -1);
    const int dx = d - dy * pw;
    x -= dx;
    y -= dy;
    // The step into c costs c's terrain.
    if (dx == 0 || dy == 0) {
      ++cardinal_steps_;
      cardinal_terrain += cost[c.value];
    } else {
      ++diagonal_steps_;
      diagonal_terrain += cost[c.value];
    }
  }
  std::reverse(path_.data(), path_.data() + n);
  path_size_ = n;
  const StepCost classic = StepCost::of(StepCosts::classic);
  cost_ =
      rules_.costs == StepCosts::exact
          ? static_cast<double>(cardinal_terrain) + static_cast<double>(diagonal_terrain) * sqrt2
          : static_cast<double>(classic.cardinal * cardinal_terrain +
                                classic.diagonal * diagonal_terrain);
  status_ = SearchStatus::found;
}

Result Searcher::result() const {
  Result r;
  r.status = status_;
  r.stats = stats_;
  if (status_ == SearchStatus::found) {
    r.cost = cost_;
    r.cardinal = cardinal_steps_;
    r.diagonal = diagonal_steps_;
    r.path = {path_.data(), path_size_};
  }
  return r;
}

CellId Searcher::current() const { return stats_.expanded == 0 ? -1 : grid_->to_cell(current_); }

CellInfo Searcher::cell_info(CellId cell) const {
  CellInfo info;
  const PaddedIndex p = grid_->to_padded(cell);
  if (p.value >= nodes_.size() || search_ == 0 || nodes_[p.value].search != search_ ||
      status_ == SearchStatus::idle)
    return info;
  const Node& n = nodes_[p.value];
  const std::int64_t h = query_.h(grid_->padded_x(p), grid_->padded_y(p));
  const double unit = query_.step.unit;
  info.state = n.heap_index == closed_index ? CellState::closed : CellState::open;
  if (status_ == SearchStatus::found &&
      std::find(path_.data(), path_.data() + path_size_, cell) != path_.data() + path_size_)
    info.state = CellState::path;
  info.g = static_cast<double>(n.g) / unit;
  info.h = static_cast<double>(h) / unit;
  info.f = static_cast<double>(query_.priority.reported_f(n.g, query_.priority.phi(n.g, h))) / unit;
  info.parent = n.parent == no_parent ? -1 : grid_->to_cell(n.parent);
  return info;
}

void Searcher::cell_states(std::span<std::uint8_t> out) const {
  const int w = grid_->width(), h = grid_->height(), pw = grid_->padded_width();
  const bool searched = status_ != SearchStatus::idle && nodes_.size() == grid_->padded_size();
  for (int y = 0; y < h; ++y) {
    std::uint8_t* row = out.data() + static_cast<std::size_t>(y) * w;
    if (!searched) {
      std::fill(row, row + w, static_cast<std::uint8_t>(CellState::unseen));
      continue;
    }
    const Node* nodes = nodes_.data() + static_cast<std::size_t>(y + 1) * pw + 1;
    for (int x = 0; x < w; ++x) {
      const Node& n = nodes[x];
      row[x] = static_cast<std::uint8_t>(n.search != search_            ? CellState::unseen
                                         : n.heap_index == closed_index ? CellState::closed
                                                                        : CellState::open);
    }
  }
  if (status_ == SearchStatus::found)
    for (std::size_t i = 0; i < path_size_; ++i)
      out[static_cast<std::size_t>(path_[i])] = static_cast<std::uint8_t>(CellState::path);
}

}  // namespace pathrace
