// Stepping a search (its loops dispatched by rules), and what a stepped
// search shows: the open list in order, a cell's record, every cell's state.
#include "pathrace/searcher.hpp"

#include <algorithm>
#include <array>
#include <limits>

#include "moves.hpp"
#include "search_frontier.hpp"
#include "terrain.hpp"

namespace pathrace {

Result Searcher::find_path(Point start, std::span<const Point> goals, const Rules& rules,
                           const QueryLimits& limits, const Unit& unit) {
  if (this->start(start, goals, rules, limits, unit) != SearchStatus::in_progress) return result();
  NullListener none;
  dispatch(UINT64_MAX, none, nullptr);
  return result();
}

std::uint64_t Searcher::step(std::uint64_t max_expansions) {
  NullListener none;
  std::uint32_t* const marks = scan_marks();
  return dispatch(max_expansions, none, marks);
}

std::uint64_t Searcher::step(std::uint64_t max_expansions, TraceRecorder& trace) {
  trace.set_unit(query_.step.unit);
  std::uint32_t* const marks = scan_marks();
  return dispatch(max_expansions, trace, marks);
}

// Where a stepped jump point search stamps the cells its jumps pass: a
// per-cell array made on first use and kept, like the records.
std::uint32_t* Searcher::scan_marks() {
  if (status_ != SearchStatus::in_progress || query_.rules.algorithm != Algorithm::jps)
    return nullptr;
  std::uint32_t* const marks = marks_.ensure(grid_->padded_size());
  if (marks == nullptr) status_ = SearchStatus::out_of_memory;
  return marks;
}

Result Searcher::run() {
  step(UINT64_MAX);
  return result();
}

template <class Listener>
std::uint64_t Searcher::dispatch(std::uint64_t max_expansions, Listener& listener,
                                 std::uint32_t* marks) {
  if (status_ != SearchStatus::in_progress) return 0;
  max_expansions = std::min(max_expansions, query_.limits.max_expansions - stats_.expanded);
  const std::uint64_t done = dispatch_rules(max_expansions, listener, marks);
  settle();
  return done;
}

void Searcher::settle() {
  // A budget spent on the last open cell has still searched everything.
  if (status_ == SearchStatus::in_progress && stats_.expanded >= query_.limits.max_expansions)
    status_ = open_.size == 0 ? SearchStatus::no_path : SearchStatus::limit;
  if (targets_.wall() && status_ == SearchStatus::no_path) status_ = SearchStatus::goal_blocked;
  if (query_.limits.closest && solution_.size == 0 &&
      (status_ == SearchStatus::no_path || status_ == SearchStatus::limit ||
       status_ == SearchStatus::goal_blocked))
    finish_path(targets_.nearest(), status_);
}

template <class Listener>
std::uint64_t Searcher::dispatch_rules(std::uint64_t max_expansions, Listener& listener,
                                       std::uint32_t* marks) {
  const Rules& rules = query_.rules;
  if (rules.algorithm == Algorithm::jps) return jps_dispatch(max_expansions, listener, marks);
  // A loop of its own, its moves compiled in, for the grid's own prices
  // with no corner cutting, 4- or 8-connected: the rules of the Moving AI
  // benchmarks and of most games. Every other rule and every profile runs
  // one loop that reads them at run time. A loop per rule and pricing was
  // 12 loops and half the wasm module's code; the shared one costs the
  // corner-cutting rules about a tenth more instructions per search
  // (docs/benchmarks.md, "Size", step 4).
  using moves::Moves;
  constexpr CornerRule no_cut = CornerRule::no_corner_cutting;
  const CornerRule corner = moves::corner_rule(rules);
  if (!pricing_.priced() && corner == no_cut) {
    if (rules.connectivity == Connectivity::four)
      return step_impl(Moves<Connectivity::four, no_cut>{}, max_expansions, listener,
                       moves::PlainCosts{});
    return step_impl(Moves<Connectivity::eight, no_cut>{}, max_expansions, listener,
                     moves::PlainCosts{});
  }
  return step_impl(
      moves::AnyMoves{rules.connectivity == Connectivity::eight, moves::sides_needed(corner)},
      max_expansions, listener, pricing_.costs(*grid_));
}

// The best-first loop: every neighbour the rules allow, relaxed.
template <class Moves, class Read, class Listener>
std::uint64_t Searcher::step_impl(Moves allowed, std::uint64_t max_expansions, Listener& listener,
                                  Read read) {
  Frontier<Listener, detail::FlatRecords> f(*this, listener);
  const std::uint8_t* const costs = pricing_.view().padded_costs();
  const std::ptrdiff_t pw = grid_->padded_width();
  const detail::StepCost step = query_.step;
  const auto expand = [&](PaddedIndex cell, std::int64_t g, int x, int y)
      __attribute__((always_inline)) {
    const auto step_to = [&](moves::Direction d, std::int64_t terrain)
        __attribute__((always_inline)) {
      const std::int64_t cost = moves::is_diagonal(d) ? step.diagonal : step.cardinal;
      f.relax(cell, cell + moves::offset(d, pw), g + cost * terrain, x + moves::dx[d],
              y + moves::dy[d]);
    };
    moves::each(allowed, costs + cell.value, pw, step_to, read);
    return true;
  };
  return f.run(max_expansions, allowed.diagonals ? 8 : 4, expand);
}

Result Searcher::result() const {
  Result r;
  r.status = status_;
  r.stats = stats_;
  const detail::Solution& s = solution_;
  if (s.size != 0 && status_ != SearchStatus::out_of_memory) {
    r.cost = s.cost;
    r.cardinal = s.cardinal;
    r.diagonal = s.diagonal;
    r.path = {s.path.data(), s.size};
    r.reached = s.path[s.size - 1];
    r.goal_index = s.goal_index;
  }
  return r;
}

CellId Searcher::current() const { return stats_.expanded == 0 ? -1 : grid_->to_cell(current_); }

std::size_t Searcher::open_list(std::span<OpenListEntry> out) const {
  const std::size_t k = std::min({out.size(), max_open_list, open_.size});
  if (k == 0) return 0;
  constexpr std::size_t arity = detail::OpenList<Node>::arity;
  // Heap positions that may come next: each taken one gives way to its
  // children, so k takes leave at most 1 + (arity − 1)·k.
  std::array<std::uint32_t, 1 + (arity - 1) * max_open_list> candidates;
  const detail::HeapSlot* heap = open_.slots.data();
  // std's heap functions keep the largest first: "after" puts the best on
  // top, full ties by position.
  const auto after = [heap](std::uint32_t a, std::uint32_t b) {
    return detail::open_before(heap[b], heap[a]) ||
           (!detail::open_before(heap[a], heap[b]) && b < a);
  };
  const Grid& grid = *grid_;
  const double unit = query_.step.unit;
  const auto since = static_cast<std::uint32_t>(expansion_.seq);
  const auto made = static_cast<std::uint32_t>(seq_ - expansion_.seq);
  std::size_t n = 1;
  candidates[0] = 0;
  for (std::size_t i = 0; i < k; ++i) {
    std::pop_heap(candidates.data(), candidates.data() + n, after);
    const std::uint32_t at = candidates[--n];
    const detail::HeapSlot& e = heap[at];
    const PaddedIndex cell = records_.slot_cell(e.item);
    const Node& node = records_.record(cell);
    const std::int64_t h = query_.h(grid.padded_x(cell), grid.padded_y(cell));
    const detail::Priority& p = query_.priority;
    const std::int64_t key = p.tie_key(e.tie);
    out[i] = OpenListEntry{
        grid.to_cell(cell),
        static_cast<double>(p.reported_f(node.g, static_cast<std::int64_t>(e.priority))) / unit,
        static_cast<double>(node.g) / unit,
        static_cast<double>(h) / unit,
        p.ties_by_g() ? static_cast<double>(key) / unit : static_cast<double>(key),
        static_cast<std::uint32_t>(e.stamp - since) < made};
    if (i + 1 == k) break;
    const std::size_t first = arity * at + 1;
    for (std::size_t c = first; c < std::min(first + arity, open_.size); ++c) {
      candidates[n++] = static_cast<std::uint32_t>(c);
      std::push_heap(candidates.data(), candidates.data() + n, after);
    }
  }
  return k;
}

ExpansionCounts Searcher::last_expansion() const {
  ExpansionCounts c;
  if (status_ == SearchStatus::idle || search_ == 0) return c;
  c.opened = stats_.generated - expansion_.generated;
  c.improved = static_cast<std::uint64_t>(seq_ - expansion_.seq) - c.opened;
  return c;
}

CellInfo Searcher::cell_info(CellId cell) const {
  CellInfo info;
  const PaddedIndex p = grid_->to_padded(cell);
  if (search_ == 0 || status_ == SearchStatus::idle) return info;
  const Node& n = records_.record(p);
  const bool on_path = status_ == SearchStatus::found && solution_.holds(cell);
  if (n.search != search_) {
    if (on_path) {
      // A cell jump point search's path passes between two jump points: on
      // the path, as cell_states() paints it, but never a search node.
      info.state = CellState::path;
      info.g = info.h = info.f = std::numeric_limits<double>::infinity();
    } else if (marks_.made(grid_->padded_size()) && *marks_.from(p.value) == search_) {
      info.state = CellState::scanned;
    }
    return info;
  }
  const std::int64_t h = query_.h(grid_->padded_x(p), grid_->padded_y(p));
  const double unit = query_.step.unit;
  info.state = on_path                                ? CellState::path
               : n.heap_index == detail::closed_index ? CellState::closed
                                                      : CellState::open;
  info.g = static_cast<double>(n.g) / unit;
  info.h = static_cast<double>(h) / unit;
  info.f = static_cast<double>(query_.priority.reported_f(n.g, query_.priority.phi(n.g, h))) / unit;
  info.parent = n.parent == no_parent ? -1 : grid_->to_cell(n.parent);
  return info;
}

void Searcher::cell_states(std::span<std::uint8_t> out) const {
  const int w = grid_->width(), h = grid_->height(), pw = grid_->padded_width();
  const bool searched = status_ != SearchStatus::idle && search_ != 0;
  // The cells a stepped jump point search passed, when there are any.
  const bool marked = searched && marks_.made(grid_->padded_size());
  const auto unseen = static_cast<std::uint8_t>(CellState::unseen);
  const auto scanned = static_cast<std::uint8_t>(CellState::scanned);
  for (int y = 0; y < h; ++y) {
    std::uint8_t* row = out.data() + static_cast<std::size_t>(y) * w;
    const std::size_t first = static_cast<std::size_t>(y + 1) * pw + 1;
    const std::uint32_t* marks =
        marked && marks_.rows().holds(y + 1) ? marks_.from(first) : nullptr;
    if (!searched || !records_.rows().holds(y + 1)) {  // no record of this search: left unread
      if (marks == nullptr)
        std::fill(row, row + w, unseen);
      else
        for (int x = 0; x < w; ++x) row[x] = marks[x] == search_ ? scanned : unseen;
      continue;
    }
    for (int x = 0; x < w; ++x) {
      const Node& n = records_.record(PaddedIndex{static_cast<std::uint32_t>(first + x)});
      row[x] = n.search != search_ ? (marks != nullptr && marks[x] == search_ ? scanned : unseen)
               : n.heap_index == detail::closed_index ? static_cast<std::uint8_t>(CellState::closed)
                                                      : static_cast<std::uint8_t>(CellState::open);
    }
  }
  if (status_ == SearchStatus::found)
    for (std::size_t i = 0; i < solution_.size; ++i)
      out[static_cast<std::size_t>(solution_.path[i])] = static_cast<std::uint8_t>(CellState::path);
}

}  // namespace pathrace
