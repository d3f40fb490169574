#include "pathrace/searcher.hpp"

#include <algorithm>
#include <array>
#include <cstdlib>
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

terrain::UnitCosts Searcher::unit_costs() const {
  return {view_->padded_costs(), grid_->padded_costs(), grid_->padded_width(), size_,
          priced_ ? profile_.cost.data() : nullptr};
}

std::uint8_t Searcher::terrain(std::uint32_t padded) const {
  return unit_costs()(view_->padded_costs() + padded);
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
  if (status_ != SearchStatus::in_progress || rules_.algorithm != Algorithm::jps) return nullptr;
  const std::size_t cells = grid_->padded_size();
  if (scanned_.size() != cells && !scanned_.reset_zeroed(cells)) {
    status_ = SearchStatus::out_of_memory;
    return nullptr;
  }
  return scanned_.data();
}

Result Searcher::run() {
  step(UINT64_MAX);
  return result();
}

template <class Listener>
std::uint64_t Searcher::dispatch(std::uint64_t max_expansions, Listener& listener,
                                 std::uint32_t* marks) {
  if (status_ != SearchStatus::in_progress) return 0;
  max_expansions = std::min(max_expansions, limits_.max_expansions - stats_.expanded);
  const std::uint64_t done = dispatch_rules(max_expansions, listener, marks);
  settle();
  return done;
}

void Searcher::settle() {
  // A budget spent on the last open cell has still searched everything.
  if (status_ == SearchStatus::in_progress && stats_.expanded >= limits_.max_expansions)
    status_ = heap_size_ == 0 ? SearchStatus::no_path : SearchStatus::limit;
  if (goal_is_wall_ && status_ == SearchStatus::no_path) status_ = SearchStatus::goal_blocked;
  if (limits_.closest && path_size_ == 0 &&
      (status_ == SearchStatus::no_path || status_ == SearchStatus::limit ||
       status_ == SearchStatus::goal_blocked))
    finish_path(nearest_, status_);
}

template <class Listener>
std::uint64_t Searcher::dispatch_rules(std::uint64_t max_expansions, Listener& listener,
                                       std::uint32_t* marks) {
  if (rules_.algorithm == Algorithm::jps) return jps_dispatch(max_expansions, listener, marks);
  // A loop of its own, its moves compiled in, for the grid's own prices
  // with no corner cutting, 4- or 8-connected: the rules of the Moving AI
  // benchmarks and of most games. Every other rule and every profile runs
  // one loop that reads them at run time. A loop per rule and pricing was
  // 12 loops and half the wasm module's code; the shared one costs the
  // corner-cutting rules about a tenth more instructions per search
  // (docs/benchmarks.md, "Size", step 4).
  using moves::Moves;
  constexpr CornerRule no_cut = CornerRule::no_corner_cutting;
  const CornerRule corner = moves::corner_rule(rules_);
  if (!priced_ && corner == no_cut) {
    if (rules_.connectivity == Connectivity::four)
      return step_impl(Moves<Connectivity::four, no_cut>{}, max_expansions, listener,
                       moves::PlainCosts{});
    return step_impl(Moves<Connectivity::eight, no_cut>{}, max_expansions, listener,
                     moves::PlainCosts{});
  }
  return step_impl(
      moves::AnyMoves{rules_.connectivity == Connectivity::eight, moves::sides_needed(corner)},
      max_expansions, listener, unit_costs());
}

// The best-first loop: every neighbour the rules allow, relaxed.
template <class Moves, class Read, class Listener>
std::uint64_t Searcher::step_impl(Moves allowed, std::uint64_t max_expansions, Listener& listener,
                                  Read read) {
  Frontier<Listener, detail::FlatRecords> f(*this, listener);
  const std::uint8_t* const costs = view_->padded_costs();
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

// The records start as zero bytes, which read as "unseen" (stamp 0 is no
// search's) whatever their other fields hold: those are read only under the
// current stamp. So nothing is written here, and a query pays only for the
// pages of records it touches. The pool has room for every block, block 0
// included; blocks_ is made last, so that its size says all three are made.
bool Searcher::ensure_memory(bool pooled) {
  if (make_records(pooled)) return true;
  // A searcher that has run both kinds of search holds both layouts, each
  // as large as the grid: on the largest grids only one fits.
  free_records(!pooled);
  free_records(pooled);  // what the failed attempt left, so it is not held twice
  return make_records(pooled);
}

bool Searcher::make_records(bool pooled) {
  const std::size_t cells = grid_->padded_size();
  if (!pooled) return nodes_.size() == cells || nodes_.reset_zeroed(cells);
  const std::size_t blocks = detail::record_blocks(cells);
  if (blocks_.size() == blocks) return true;
  blocks_ = {};
  if (!pool_.reset((blocks + 1) << detail::record_block_shift) || !owners_.reset(blocks + 1) ||
      !blocks_.reset_zeroed(blocks))
    return false;
  clear_block(pool_.data());  // block 0: every cell whose block has no place
  claimed_ = 0;
  return true;
}

void Searcher::free_records(bool pooled) {
  if (!pooled) {
    nodes_ = {};
    return;
  }
  blocks_ = {};
  owners_ = {};
  pool_ = {};
  claimed_ = 0;
}

// A jump point search link is a run of steps, diagonal (on 4 connections
// vertical) first, then straight. The links are few: their steps are
// counted first, so that the path is grown once and each link's cells are
// written in place, back from the goal (straight first), with one add a
// cell and no reversal.
bool Searcher::fill_jumps(PaddedIndex end) {
  const Grid& grid = *grid_;
  const bool four = rules_.connectivity == Connectivity::four;
  std::size_t steps = 0, diagonal = 0;
  for (PaddedIndex c = end; c != start_;) {
    const PaddedIndex parent = record(c).parent;
    const int ax = std::abs(grid.padded_x(parent) - grid.padded_x(c));
    const int ay = std::abs(grid.padded_y(parent) - grid.padded_y(c));
    steps += static_cast<std::size_t>(four ? ax + ay : std::max(ax, ay));
    diagonal += static_cast<std::size_t>(four ? 0 : std::min(ax, ay));
    c = parent;
  }
  if (!path_.grow(steps + 1)) return false;
  const CellId w = grid.width();
  int x = grid.padded_x(end), y = grid.padded_y(end);
  CellId id = grid.cell(x - 1, y - 1);
  CellId* out = path_.data() + steps;
  for (PaddedIndex c = end; c != start_;) {
    const PaddedIndex parent = record(c).parent;
    const int px = grid.padded_x(parent), py = grid.padded_y(parent);
    const int sx = (px > x) - (px < x), sy = (py > y) - (py < y);
    const int ax = (px - x) * sx, ay = (py - y) * sy;
    // Back from c: the straight part (4-connected: across), then the rest.
    const int straight = four ? ax : std::abs(ax - ay);
    const CellId along = four || ax > ay ? sx : sy * w;
    const int rest = four ? ay : std::min(ax, ay);
    const CellId then = four ? sy * w : sx + sy * w;
    for (int k = 0; k < straight; ++k, id += along) *out-- = id;
    for (int k = 0; k < rest; ++k, id += then) *out-- = id;
    x = px;
    y = py;
    c = parent;
  }
  *out = id;  // the start, at path_[0]
  path_size_ = steps + 1;
  cardinal_steps_ = static_cast<std::uint32_t>(steps - diagonal);
  diagonal_steps_ = static_cast<std::uint32_t>(diagonal);
  return true;
}

void Searcher::finish_path(PaddedIndex end, SearchStatus status) {
  const Grid& grid = *grid_;
  int x = grid.padded_x(end), y = grid.padded_y(end);
  std::int64_t cardinal_terrain = 0, diagonal_terrain = 0;
  std::size_t n = 0;
  if (rules_.algorithm == Algorithm::jps) {
    if (!fill_jumps(end)) {
      status_ = SearchStatus::out_of_memory;
      return;
    }
    // Jump point search runs on uniform costs: every step enters a cell of 1.
    cardinal_terrain = cardinal_steps_;
    diagonal_terrain = diagonal_steps_;
    n = path_size_;
  } else {
    // Walks the links (one step each) from the end back to the start,
    // writing cell ids, then reverses them. x and y are followed from the
    // end's instead of divided out of each padded index.
    const std::uint8_t* const cost = view_->padded_costs();
    const bool plain = !priced_;
    const std::int32_t pw = grid.padded_width();
    for (PaddedIndex c = end;;) {
      if (!path_.grow(n + 1)) {
        status_ = SearchStatus::out_of_memory;
        return;
      }
      path_[n++] = grid.cell(x - 1, y - 1);
      if (c == start_) break;
      const PaddedIndex parent = record(c).parent;
      const auto d = static_cast<std::int32_t>(c.value - parent.value);
      const int by = -((d > 1) - (d < -1));  // one step back
      const int bx = -(d + by * pw);
      // The step into (x, y) costs its terrain.
      const auto at = static_cast<std::uint32_t>(y * pw + x);
      const std::uint8_t entered = plain ? cost[at] : terrain(at);
      if (bx == 0 || by == 0) {
        ++cardinal_steps_;
        cardinal_terrain += entered;
      } else {
        ++diagonal_steps_;
        diagonal_terrain += entered;
      }
      x += bx;
      y += by;
      c = parent;
    }
    std::reverse(path_.data(), path_.data() + n);
  }
  path_size_ = n;
  goal_index_ = goal_of(end, status == SearchStatus::found);
  const detail::StepCost classic = detail::StepCost::of(StepCosts::classic);
  cost_ = rules_.costs == StepCosts::exact
              ? static_cast<double>(cardinal_terrain) +
                    static_cast<double>(diagonal_terrain) * detail::sqrt2
              : static_cast<double>(classic.cardinal * cardinal_terrain +
                                    classic.diagonal * diagonal_terrain);
  status_ = status;
}

Result Searcher::result() const {
  Result r;
  r.status = status_;
  r.stats = stats_;
  if (path_size_ != 0 && status_ != SearchStatus::out_of_memory) {
    r.cost = cost_;
    r.cardinal = cardinal_steps_;
    r.diagonal = diagonal_steps_;
    r.path = {path_.data(), path_size_};
    r.reached = path_[path_size_ - 1];
    r.goal_index = goal_index_;
  }
  return r;
}

CellId Searcher::current() const { return stats_.expanded == 0 ? -1 : grid_->to_cell(current_); }

std::size_t Searcher::open_list(std::span<OpenListEntry> out) const {
  const std::size_t k = std::min({out.size(), max_open_list, heap_size_});
  if (k == 0) return 0;
  constexpr std::size_t arity = detail::OpenList<Node>::arity;
  // Heap positions that may come next: each taken one gives way to its
  // children, so k takes leave at most 1 + (arity − 1)·k.
  std::array<std::uint32_t, 1 + (arity - 1) * max_open_list> candidates;
  const detail::HeapSlot* heap = heap_.data();
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
    const PaddedIndex cell = slot_cell(e.item);
    const Node& node = record(cell);
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
    for (std::size_t c = first; c < std::min(first + arity, heap_size_); ++c) {
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
  const Node& n = record(p);
  const bool on_path =
      status_ == SearchStatus::found &&
      std::find(path_.data(), path_.data() + path_size_, cell) != path_.data() + path_size_;
  if (n.search != search_) {
    if (on_path) {
      // A cell jump point search's path passes between two jump points: on
      // the path, as cell_states() paints it, but never a search node.
      info.state = CellState::path;
      info.g = info.h = info.f = std::numeric_limits<double>::infinity();
    } else if (scanned_.size() == grid_->padded_size() && scanned_[p.value] == search_) {
      info.state = CellState::scanned;
    }
    return info;
  }
  const std::int64_t h = query_.h(grid_->padded_x(p), grid_->padded_y(p));
  const double unit = query_.step.unit;
  info.state = on_path                        ? CellState::path
               : n.heap_index == closed_index ? CellState::closed
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
  const bool marked = searched && scanned_.size() == grid_->padded_size();
  const auto unseen = static_cast<std::uint8_t>(CellState::unseen);
  const auto scanned = static_cast<std::uint8_t>(CellState::scanned);
  for (int y = 0; y < h; ++y) {
    std::uint8_t* row = out.data() + static_cast<std::size_t>(y) * w;
    const std::size_t first = static_cast<std::size_t>(y + 1) * pw + 1;
    const std::uint32_t* marks =
        marked && marked_rows_.holds(y + 1) ? scanned_.data() + first : nullptr;
    if (!searched || !rows_.holds(y + 1)) {  // no record of this search: left unread
      if (marks == nullptr)
        std::fill(row, row + w, unseen);
      else
        for (int x = 0; x < w; ++x) row[x] = marks[x] == search_ ? scanned : unseen;
      continue;
    }
    for (int x = 0; x < w; ++x) {
      const Node& n = record(PaddedIndex{static_cast<std::uint32_t>(first + x)});
      row[x] = n.search != search_ ? (marks != nullptr && marks[x] == search_ ? scanned : unseen)
               : n.heap_index == closed_index ? static_cast<std::uint8_t>(CellState::closed)
                                              : static_cast<std::uint8_t>(CellState::open);
    }
  }
  if (status_ == SearchStatus::found)
    for (std::size_t i = 0; i < path_size_; ++i)
      out[static_cast<std::size_t>(path_[i])] = static_cast<std::uint8_t>(CellState::path);
}

}  // namespace pathrace
