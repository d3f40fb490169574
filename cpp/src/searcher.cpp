#include "pathrace/searcher.hpp"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace pathrace {
namespace {

// Fixed-point step costs for `exact`: 22619537 / 15994428 is a convergent of
// sqrt(2) (Pell numbers), off by 2.2e-8 units per diagonal step.
constexpr std::int64_t exact_cardinal = 15994428;
constexpr std::int64_t exact_diagonal = 22619537;
constexpr std::int64_t classic_cardinal = 10;
constexpr std::int64_t classic_diagonal = 14;
constexpr double sqrt2 = 1.41421356237309504880;

}  // namespace

// The open list: an indexed 4-ary heap with decrease-key. Four children per
// node halve the depth of a binary heap; pops, which sift down the whole
// depth, are the bulk of the work, and 4-ary measured 3–9% faster overall.
// Each move of an entry records its position in nodes[cell].heap_index.
//
// It works on the searcher's arrays but holds their pointers and its size in
// locals while a step runs: as members they would be reloaded after every
// store. Capacity is the caller's business.
class Searcher::OpenList {
 public:
  OpenList(HeapEntry* entries, std::size_t size, Node* nodes)
      : entries_(entries), size_(size), nodes_(nodes) {}

  [[nodiscard]] std::size_t size() const { return size_; }
  void rebind(HeapEntry* entries) { entries_ = entries; }

  void push(HeapEntry e) { sift_up(size_++, e); }

  // Leaves heap_index of the returned entry's cell to the caller.
  HeapEntry pop() {
    const HeapEntry top = entries_[0];
    if (--size_ > 0) sift_down(entries_[size_]);
    return top;
  }

  // The entry at position i gets e, whose key is no larger.
  void decrease(std::int32_t i, HeapEntry e) { sift_up(static_cast<std::size_t>(i), e); }

 private:
  static constexpr std::size_t arity = 4;

  // Priority and tie as one 128-bit number: a compare and a
  // subtract-with-borrow, with no branch to mispredict.
  static bool before(const HeapEntry& a, const HeapEntry& b) {
    __extension__ using Key = unsigned __int128;
    return (Key{a.priority} << 64 | a.tie) < (Key{b.priority} << 64 | b.tie);
  }

  void place(std::size_t i, const HeapEntry& e) {
    entries_[i] = e;
    nodes_[e.cell].heap_index = static_cast<std::int32_t>(i);
  }

  void sift_up(std::size_t i, HeapEntry e) {
    while (i > 0) {
      const std::size_t parent = (i - 1) / arity;
      if (!before(e, entries_[parent])) break;
      place(i, entries_[parent]);
      i = parent;
    }
    place(i, e);
  }

  // Puts e, the former last entry, at the root and sifts it down.
  void sift_down(HeapEntry e) {
    std::size_t i = 0;
    for (;;) {
      const std::size_t first = arity * i + 1;
      std::size_t child = first;
      if (first + 3 < size_) {
        // All four children: two pairs, then their winners, by index
        // arithmetic rather than branches.
        const std::size_t a = first + before(entries_[first + 1], entries_[first]);
        const std::size_t b = first + 2 + before(entries_[first + 3], entries_[first + 2]);
        child = before(entries_[b], entries_[a]) ? b : a;
      } else {
        if (first >= size_) break;
        for (std::size_t k = first + 1; k < size_; ++k)
          if (before(entries_[k], entries_[child])) child = k;
      }
      if (!before(entries_[child], e)) break;
      place(i, entries_[child]);
      i = child;
    }
    place(i, e);
  }

  HeapEntry* entries_;
  std::size_t size_;
  Node* nodes_;
};

inline std::int64_t Searcher::Query::heuristic(int x, int y) const {
  const std::int64_t dx = std::abs(x - goal_x);
  const std::int64_t dy = std::abs(y - goal_y);
  if (euclidean) [[unlikely]]
    return euclidean_distance(dx, dy);
  return h_max * std::max(dx, dy) + h_min * std::min(dx, dy);
}

// Straight-line distance in step units, scaled so that it never exceeds the
// cost of a diagonal run (classic's 14 < 10·sqrt(2)).
std::int64_t Searcher::Query::euclidean_distance(std::int64_t dx, std::int64_t dy) const {
  const double scale =
      std::min(static_cast<double>(cardinal_cost), static_cast<double>(diagonal_cost) / sqrt2);
  return static_cast<std::int64_t>(std::sqrt(static_cast<double>(dx * dx + dy * dy)) * scale);
}

inline std::int64_t Searcher::Query::priority(std::int64_t g, std::int64_t h) const {
  if (weighted) h = static_cast<std::int64_t>(weight * static_cast<double>(h));
  return (g & g_mask) + h;
}

// The sign bit is flipped so that unsigned order is the signed order.
inline std::uint64_t Searcher::Query::tie(std::int64_t g, std::int64_t seq) const {
  return static_cast<std::uint64_t>(tie_seq * seq - (g & tie_g_mask)) ^ (std::uint64_t{1} << 63);
}

std::int64_t Searcher::Query::reported_f(std::int64_t g, std::int64_t priority) const {
  return reports_g_as_f ? g : priority;
}

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
  current_ = 0;

  const Grid& grid = *grid_;
  if (!rules.valid()) return status_ = SearchStatus::invalid_rules;
  if (!grid.in_bounds(start) || !grid.in_bounds(goal)) return status_ = SearchStatus::out_of_bounds;
  if (!grid.passable(start.x, start.y)) return status_ = SearchStatus::start_blocked;
  if (!grid.passable(goal.x, goal.y)) return status_ = SearchStatus::goal_blocked;
  if (!ensure_memory() || !heap_.grow(1)) return status_ = SearchStatus::out_of_memory;

  rules_ = rules;
  Query q;
  const bool exact = rules.costs == StepCosts::exact;
  q.cardinal_cost = exact ? exact_cardinal : classic_cardinal;
  q.diagonal_cost = exact ? exact_diagonal : classic_diagonal;
  unit_ = exact ? static_cast<double>(exact_cardinal) : 1.0;
  const bool uses_h = rules.algorithm == Algorithm::astar || rules.algorithm == Algorithm::greedy;
  if (uses_h) {
    switch (rules.heuristic) {
      case Heuristic::manhattan:
        q.h_max = q.h_min = q.cardinal_cost;
        break;
      case Heuristic::octile:
        q.h_max = q.cardinal_cost;
        q.h_min = q.diagonal_cost - q.cardinal_cost;
        break;
      case Heuristic::chebyshev:
        q.h_max = q.cardinal_cost;
        break;
      case Heuristic::euclidean:
        q.euclidean = true;
        break;
      case Heuristic::zero:
        break;
    }
  }
  q.weight = rules.weight;
  q.weighted = rules.algorithm == Algorithm::astar && rules.weight != 1.0;
  q.g_mask = rules.algorithm == Algorithm::astar || rules.algorithm == Algorithm::dijkstra ? -1 : 0;
  q.reports_g_as_f = rules.algorithm == Algorithm::bfs;
  // BFS is first in, first out by definition, whatever the tie-break says.
  const TieBreak tie = rules.algorithm == Algorithm::bfs ? TieBreak::fifo : rules.tie_break;
  q.tie_seq = tie == TieBreak::fifo ? 1 : tie == TieBreak::lifo ? -1 : 0;
  q.tie_g_mask = tie == TieBreak::larger_g ? -1 : 0;
  q.improvable = rules.algorithm == Algorithm::astar || rules.algorithm == Algorithm::dijkstra;
  q.goal_x = goal.x + 1;
  q.goal_y = goal.y + 1;
  query_ = q;

  if (++search_ == 0) {  // the stamp wrapped: forget every record once
    for (std::size_t i = 0; i < nodes_.size(); ++i) nodes_[i].search = 0;
    search_ = 1;
  }
  start_ = grid.to_padded(start.x, start.y);
  goal_ = grid.to_padded(goal.x, goal.y);

  nodes_[start_] = Node{0, 0, 0, search_};
  const std::int64_t h = q.heuristic(start.x + 1, start.y + 1);
  heap_[0] = HeapEntry{static_cast<std::uint64_t>(q.priority(0, h)), q.tie(0, seq_++), start_};
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
  trace.set_unit(unit_);
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
  OpenList open(heap_.data(), heap_size_, nodes);
  std::int64_t seq = seq_;
  SearchStats stats = stats_;
  std::uint32_t current = current_;

  std::uint64_t done = 0;
  while (done < max_expansions) {
    if (open.size() == 0) {
      status_ = SearchStatus::no_path;
      break;
    }
    const HeapEntry top = open.pop();
    const std::uint32_t cell = top.cell;
    nodes[cell].heap_index = closed_index;
    ++done;
    current = cell;
    const std::int64_t g = nodes[cell].g;
    const int x = static_cast<int>(cell % static_cast<std::uint32_t>(pw));
    const int y = static_cast<int>(cell / static_cast<std::uint32_t>(pw));
    if constexpr (Listener::traces)
      listener.on_expand(cell, nodes[cell].parent, g, q.heuristic(x, y),
                         q.reported_f(g, static_cast<std::int64_t>(top.priority)));
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
      const std::uint32_t to = cell + static_cast<std::uint32_t>(offset);
      const std::int64_t tg = g + step;
      Node& node = nodes[to];
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
      const std::int64_t h = q.heuristic(tx, ty);
      const std::int64_t f = q.priority(tg, h);
      const HeapEntry entry{static_cast<std::uint64_t>(f), q.tie(tg, seq++), to};
      if (kind == EventKind::improve) {
        // f strictly drops with g (h is fixed per cell), so sifting up suffices.
        open.decrease(node.heap_index, entry);
      } else {
        stats.reopened += kind == EventKind::reopen;
        open.push(entry);
      }
      if constexpr (Listener::traces)
        listener.on_generate(kind, to, cell, tg, h, q.reported_f(tg, f));
    };

    // The 3 × 3 neighbourhood, read once: stores through nodes could alias
    // the cost bytes, so the compiler would reload them otherwise.
    const std::uint8_t* const c = costs + cell;
    const std::int64_t n = c[-pw], e = c[1], s = c[pw], w = c[-1];
    if (n != 0) relax(-pw, q.cardinal_cost * n, x, y - 1);
    if (e != 0) relax(1, q.cardinal_cost * e, x + 1, y);
    if (s != 0) relax(pw, q.cardinal_cost * s, x, y + 1);
    if (w != 0) relax(-1, q.cardinal_cost * w, x - 1, y);
    if constexpr (eight) {
      // A diagonal passes two side cells: the vertical one (sv) and the
      // horizontal one (sh).
      const auto allowed = [](std::int64_t sv, std::int64_t sh) {
        if constexpr (corner == CornerRule::no_corner_cutting) return sv != 0 && sh != 0;
        if constexpr (corner == CornerRule::at_most_one_blocked) return sv != 0 || sh != 0;
        return true;
      };
      const std::int64_t ne = c[1 - pw], se = c[1 + pw], sw = c[pw - 1], nw = c[-1 - pw];
      if (ne != 0 && allowed(n, e)) relax(1 - pw, q.diagonal_cost * ne, x + 1, y - 1);
      if (se != 0 && allowed(s, e)) relax(1 + pw, q.diagonal_cost * se, x + 1, y + 1);
      if (sw != 0 && allowed(s, w)) relax(pw - 1, q.diagonal_cost * sw, x - 1, y + 1);
      if (nw != 0 && allowed(n, w)) relax(-1 - pw, q.diagonal_cost * nw, x - 1, y - 1);
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
  for (std::size_t i = 0; i < nodes_.size(); ++i) nodes_[i] = Node{0, 0, closed_index, 0};
  search_ = 0;
  return true;
}

void Searcher::finish_found() {
  // Walk the parents back (padded indices), then reverse.
  std::size_t n = 0;
  for (std::uint32_t c = goal_;; c = nodes_[c].parent) {
    if (!path_.grow(n + 1)) {
      status_ = SearchStatus::out_of_memory;
      return;
    }
    path_[n++] = static_cast<CellId>(c);
    if (c == start_) break;
  }
  std::reverse(path_.data(), path_.data() + n);
  path_size_ = n;

  // Padded indices into cell ids, front to back: each step moves x and y by
  // at most one, so they are followed instead of divided out per cell.
  const Grid& grid = *grid_;
  const std::uint8_t* cost = grid.padded_costs();
  const std::int32_t pw = grid.padded_width();
  int x = static_cast<int>(start_ % static_cast<std::uint32_t>(pw)) - 1;
  int y = static_cast<int>(start_ / static_cast<std::uint32_t>(pw)) - 1;
  std::int64_t cardinal_terrain = 0, diagonal_terrain = 0;
  std::int32_t previous = path_[0];
  path_[0] = grid.cell(x, y);
  for (std::size_t i = 1; i < n; ++i) {
    const std::int32_t c = path_[i];
    const std::int32_t d = c - previous;
    const int dy = (d > 1) - (d < -1);
    const int dx = d - dy * pw;
    x += dx;
    y += dy;
    if (dx == 0 || dy == 0) {
      ++cardinal_steps_;
      cardinal_terrain += cost[c];
    } else {
      ++diagonal_steps_;
      diagonal_terrain += cost[c];
    }
    previous = c;
    path_[i] = grid.cell(x, y);
  }
  cost_ =
      rules_.costs == StepCosts::exact
          ? static_cast<double>(cardinal_terrain) + static_cast<double>(diagonal_terrain) * sqrt2
          : static_cast<double>(classic_cardinal * cardinal_terrain +
                                classic_diagonal * diagonal_terrain);
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
  const std::uint32_t p = grid_->to_padded(cell);
  if (p >= nodes_.size() || search_ == 0 || nodes_[p].search != search_ ||
      status_ == SearchStatus::idle)
    return info;
  const Node& n = nodes_[p];
  const int pw = grid_->padded_width();
  const std::int64_t h = query_.heuristic(static_cast<int>(p) % pw, static_cast<int>(p) / pw);
  info.state = n.heap_index == closed_index ? CellState::closed : CellState::open;
  if (status_ == SearchStatus::found &&
      std::find(path_.data(), path_.data() + path_size_, cell) != path_.data() + path_size_)
    info.state = CellState::path;
  info.g = static_cast<double>(n.g) / unit_;
  info.h = static_cast<double>(h) / unit_;
  info.f = static_cast<double>(query_.reported_f(n.g, query_.priority(n.g, h))) / unit_;
  info.parent = n.parent == 0 ? -1 : grid_->to_cell(n.parent);
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
