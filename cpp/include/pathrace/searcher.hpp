// One best-first search core for A*, weighted A*, greedy best-first,
// Dijkstra, BFS and jump point search, reusable across queries on one grid.
// The first five differ only in their priority, phi(g, h)
// (detail/priority.hpp); jump point search is A* whose successors are found
// by jumping (jump_points.hpp in cpp/src).
//
// Per-cell records carry the number of the search that last touched them, so
// a new query clears nothing: a record from an older search counts as unseen.
// A new searcher writes nothing either: its records start as zero bytes
// (unseen), so that its first query pays only for the memory it touches.
// Jump point search keeps its records apart, in blocks of eight cells placed
// side by side in the order searches first reach them (detail/records.hpp),
// so that it touches few pages of memory however scattered its jump points
// are. The open list is an indexed 4-ary heap with decrease-key
// (detail/open_list.hpp). Memory grows with the grid and the largest open
// list seen, never per query. Costs inside the search are fixed point
// (detail/step_cost.hpp). The detail headers are internals that Searcher
// holds by value, not part of the API.
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string_view>

#include "pathrace/buffer.hpp"
#include "pathrace/detail/heuristic.hpp"
#include "pathrace/detail/open_list.hpp"
#include "pathrace/detail/priority.hpp"
#include "pathrace/detail/records.hpp"
#include "pathrace/detail/row_span.hpp"
#include "pathrace/detail/step_cost.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"
#include "pathrace/search_events.hpp"
#include "pathrace/status.hpp"
#include "pathrace/unit.hpp"

namespace pathrace {

namespace terrain {
struct UnitCosts;  // cpp/src/terrain.hpp
}  // namespace terrain

namespace test {
struct SearcherStamp;  // tests/cpp: sets the stamp next to its wrap
}

// `scanned`: passed over by a jump of a stepped jump point search, and
// neither open nor closed.
enum class CellState : std::uint8_t { unseen = 0, open = 1, closed = 2, path = 3, scanned = 4 };

// "unknown" for a value past the last.
constexpr std::string_view to_string(CellState state) {
  switch (state) {
    case CellState::unseen:
      return "unseen";
    case CellState::open:
      return "open";
    case CellState::closed:
      return "closed";
    case CellState::path:
      return "path";
    case CellState::scanned:
      return "scanned";
  }
  return "unknown";
}

struct SearchStats {
  std::uint64_t expanded = 0;   // cells taken off the open list (the goal included)
  std::uint64_t generated = 0;  // cells opened for the first time
  std::uint64_t reopened = 0;   // closed cells put back after a cheaper g was found
  std::uint64_t peak_open = 0;  // largest open-list size
  std::uint64_t scanned = 0;    // cells passed over by jumps (jump point search)
};

// What a query may ask beyond its rules: a budget, and the nearest it can get.
struct QueryLimits {
  // Stop with SearchStatus::limit once this many cells are expanded without
  // taking the goal.
  std::uint64_t max_expansions = UINT64_MAX;
  // When the goal is not reached (no path, the limit, or a goal that is a
  // wall, which then is searched for rather than refused): the path to the
  // expanded cell nearest the goal by the rules' heuristic, ties to the
  // smaller g, as Result::reached; the status stays no_path, limit or
  // goal_blocked. Not with jump point search, which expands jump points
  // only (invalid_rules).
  bool closest = false;
  // A range, in cells (cardinal steps, whatever the step costs): when above
  // 0, the search ends at the first cell it expands whose distance to a
  // goal by the rules' heuristic is at most `within` — "walk into range" —
  // and a goal may be a wall. The heuristic is lowered by the range (down
  // to 0), which keeps it a lower bound on the cost to reach the range, so
  // A* with an admissible heuristic and Dijkstra find the cheapest cell in
  // range. Not with jump point search (jps_goals).
  static constexpr double max_within = 1e5;
  double within = 0;
  // With `within`: the cell must also see a goal in range, by the rules'
  // line of sight on the grid's walls (line_of_sight.hpp).
  bool line_of_sight = false;
};

struct Result {
  SearchStatus status = SearchStatus::idle;
  double cost = 0;             // in reported units (see Searcher::unit)
  std::uint32_t cardinal = 0;  // steps along an axis
  std::uint32_t diagonal = 0;  // diagonal steps
  SearchStats stats;
  std::span<const CellId> path;  // start … goal (or … reached); valid until the next query
  // The cell the path ends at: the goal when found, the nearest cell with
  // QueryLimits::closest, else -1 (cost, steps and path are then empty).
  CellId reached = -1;
  // Which goal (its index in the goals given) the path reaches: the goal
  // the path ends at or, with a range, the first goal in range (and sight)
  // of its end; with QueryLimits::closest and no goal reached, the goal
  // nearest to `reached`. -1 without a path.
  std::int32_t goal_index = -1;

  [[nodiscard]] bool found() const { return status == SearchStatus::found; }
};

// What the search knows about one cell, in reported units.
struct CellInfo {
  CellState state = CellState::unseen;
  double g = 0, h = 0, f = 0;
  CellId parent = -1;
};

// One entry of the open list, as Searcher::open_list reports it, in
// reported units.
struct OpenListEntry {
  CellId cell;
  // As CellInfo's: f is the priority the list orders by (BFS, ordered by
  // arrival alone, reports g there).
  double f, g, h;
  // The tie-break key that orders equal f: g under larger_g (the larger
  // first), else the arrival number (the smaller first under fifo and BFS,
  // the larger under lifo).
  double tie;
  bool fresh;  // opened or improved by the last expansion (before the first: the start)
};

// What the last expansion did to the open list (before the first: the
// start's opening).
struct ExpansionCounts {
  std::uint64_t opened = 0;    // cells put on it for the first time
  std::uint64_t improved = 0;  // cells given a cheaper g, reopened ones included
};

class Searcher {
 public:
  // The grid must outlive the searcher. Its costs may change between
  // queries (not during one); its size may not.
  explicit Searcher(const Grid& grid) : grid_(&grid) {}

  // The most goals one query takes.
  static constexpr std::size_t max_goals = 4096;

  // The whole query, untraced. With several goals, the path to the
  // cheapest to reach (Result::goal_index says which); goals that are walls
  // for the unit are never reached, and only when all are does the query
  // end goal_blocked. The unit's size and terrain profile (unit.hpp) price
  // the cells; a unit of size k stands on the k × k block right of and
  // below its position. Statuses for bad options: bad_unit_size,
  // bad_profile, bad_goals, bad_range; jump point search refuses several
  // goals and ranges (jps_goals), and profiles that price some cell of the
  // grid other than 1 (not_uniform).
  Result find_path(Point start, std::span<const Point> goals, const Rules& rules,
                   const QueryLimits& limits = {}, const Unit& unit = {});
  Result find_path(Point start, Point goal, const Rules& rules, const QueryLimits& limits = {},
                   const Unit& unit = {}) {
    return find_path(start, std::span<const Point>(&goal, 1), rules, limits, unit);
  }

  // Stepping: start, then step() as often as wanted, or run() to the end.
  // A stepped jump point search also remembers the cells its jumps pass,
  // for cell_states(); find_path does not pay for that.
  SearchStatus start(Point start, std::span<const Point> goals, const Rules& rules,
                     const QueryLimits& limits = {}, const Unit& unit = {});
  SearchStatus start(Point start, Point goal, const Rules& rules, const QueryLimits& limits = {},
                     const Unit& unit = {}) {
    return this->start(start, std::span<const Point>(&goal, 1), rules, limits, unit);
  }
  std::uint64_t step(std::uint64_t max_expansions);
  std::uint64_t step(std::uint64_t max_expansions, TraceRecorder& trace);
  Result run();

  [[nodiscard]] bool done() const { return status_ != SearchStatus::in_progress; }
  [[nodiscard]] Result result() const;
  [[nodiscard]] std::size_t open_size() const { return heap_size_; }
  [[nodiscard]] CellId current() const;  // last expanded cell, -1 before the first
  // The first out.size() entries of the open list (at most max_open_list),
  // in the order the search takes them: the first is the next cell step()
  // expands. Entries whose f and tie key are both equal (possible under
  // larger_g) come in heap order, which is not promised to be the order they
  // are taken in. Walks the heap best-first with a small candidate heap:
  // O(k log k), whatever the list's size. Returns the number written.
  static constexpr std::size_t max_open_list = 64;
  std::size_t open_list(std::span<OpenListEntry> out) const;
  [[nodiscard]] ExpansionCounts last_expansion() const;
  [[nodiscard]] CellInfo cell_info(CellId cell) const;  // precondition: cell in the grid
  // Every cell's CellState as a byte, row-major; out.size() >= cell count.
  void cell_states(std::span<std::uint8_t> out) const;

  // Reported units per fixed-point unit: 1 unit = 1 cardinal step (exact) or
  // 1 (classic, whose steps are 10 and 14).
  [[nodiscard]] double unit() const { return query_.step.unit; }

 private:
  friend struct test::SearcherStamp;

  // A cell's record. Its fields other than `search` mean something only
  // while `search` is the current search's; a record of zero bytes (stamp 0,
  // which no search has) is a cell never touched.
  struct Node {
    std::int64_t g;
    PaddedIndex parent;       // no_parent for the start
    std::int32_t heap_index;  // >= 0 open, closed_index closed
    std::uint32_t search;     // which search last touched it
    std::uint8_t arrival;     // jump point search: the direction of the last move into it
  };
  static constexpr std::int32_t closed_index = -1;

  // Where the last expansion began: the arrival number and the generated
  // count then, so that what came after is what it did.
  struct Expansion {
    std::int64_t seq = 0;
    std::uint64_t generated = 0;
  };

  // The rules of one query as numbers, so that a neighbour costs a few
  // multiplies and no switch.
  struct Query {
    detail::StepCost step;
    detail::Estimate h;
    detail::Priority priority;
    bool improvable = true;  // false for greedy and BFS: parents are fixed
  };

  // One step's view of the records (in the Records layout) and the open
  // list (search_frontier.hpp).
  template <class Listener, class Records>
  class Frontier;

  // `marks`, when not null, receives the stamps of cells jumps pass.
  template <class Listener>
  std::uint64_t dispatch(std::uint64_t max_expansions, Listener& listener, std::uint32_t* marks);
  template <class Listener>
  std::uint64_t dispatch_rules(std::uint64_t max_expansions, Listener& listener,
                               std::uint32_t* marks);
  // Moves: the rules' connectivity and corner rule, as a type or read at
  // run time (moves.hpp in cpp/src); Read: how a cell's cost byte becomes
  // what it costs the unit.
  template <class Moves, class Read, class Listener>
  std::uint64_t step_impl(Moves allowed, std::uint64_t max_expansions, Listener& listener,
                          Read read);
  // Generator: the successors of jump point search, online
  // (jps::Successors) or read from the grid's JumpTable (jps::PreparedSuccessors).
  template <template <class, class> class Generator, class Moves, class Listener>
  std::uint64_t jps_step(std::uint64_t max_expansions, Listener& listener, std::uint32_t* marks);
  template <class Listener>
  std::uint64_t jps_dispatch(std::uint64_t max_expansions, Listener& listener,
                             std::uint32_t* marks);
  std::uint32_t* scan_marks();

  // How this query prices a cell of view_ (terrain.hpp in cpp/src).
  [[nodiscard]] terrain::UnitCosts unit_costs() const;
  // What the cell at this index of view_ costs the unit; 0 when blocked.
  [[nodiscard]] std::uint8_t terrain(std::uint32_t padded) const;
  // Several goals or a range: does the search end at this expanded cell?
  // Inline: with several goals it is asked at every expansion.
  [[nodiscard]] bool on_target(PaddedIndex cell, int x, int y) const {
    if (marked_ && goal_marks_[cell.value] == search_) return true;
    return range_ >= 0 && in_range(cell, x, y);
  }
  // A range: is this cell in it (and in sight)?
  [[nodiscard]] bool in_range(PaddedIndex cell, int x, int y) const;
  // The goal a path ending at `end` reaches (Result::goal_index).
  [[nodiscard]] std::int32_t goal_of(PaddedIndex end, bool found) const;
  // The part of start() after the options are known to be good.
  SearchStatus begin(Point start, std::span<const Point> goals, const Rules& rules,
                     const QueryLimits& limits, const Unit& unit);

  // The records of the layout a search uses (pooled for jump point search).
  // When memory is short, the other layout's records, which the new search
  // does not read, are given back first.
  [[nodiscard]] bool ensure_memory(bool pooled);
  [[nodiscard]] bool make_records(bool pooled);
  void free_records(bool pooled);
  // The path from the start to `end` (an expanded cell), its cost and steps;
  // the query ends with `status` (or out_of_memory).
  void finish_path(PaddedIndex end, SearchStatus status);
  // finish_path's jump point search links: the path, its size and steps;
  // false when memory is short.
  [[nodiscard]] bool fill_jumps(PaddedIndex end);
  // After a step: the expansion limit, and the path to the nearest cell.
  void settle();
  // With QueryLimits::closest, each expanded cell is weighed as the nearest.
  void consider_nearest(PaddedIndex cell, std::int64_t g, int x, int y) {
    std::size_t goal;
    const std::int64_t h = near_.nearest(x, y, goal);
    if (h < nearest_h_ || (h == nearest_h_ && g < nearest_g_)) {
      nearest_ = cell;
      nearest_h_ = h;
      nearest_g_ = g;
    }
  }

  // The pooled records' view for a search step, which writes claimed_ back.
  [[nodiscard]] detail::PooledRecords pooled_records() {
    return {blocks_.data(), owners_.data(), claimed_};
  }
  // A pool block just claimed: its records read as unseen.
  static void clear_block(Node* first) {
    std::fill_n(first, std::size_t{1} << detail::record_block_shift, Node{});
  }
  // The current search's record of a padded cell, to be read only.
  [[nodiscard]] const Node& record(PaddedIndex cell) const {
    return pooled_ ? pool_[detail::record_of(blocks_.data(), cell)] : nodes_[cell.value];
  }
  // The cell of an open list slot's record.
  [[nodiscard]] PaddedIndex slot_cell(std::uint32_t item) const {
    return pooled_ ? detail::cell_of(owners_.data(), item) : PaddedIndex{item};
  }

  const Grid* grid_;
  // The records (detail/records.hpp): flat, indexed by PaddedIndex::value;
  // and pooled, for jump point search: per block of eight padded cells its
  // place in pool_ (0: none yet), per place the block there, and the pool,
  // whose block 0 stays zero bytes. Each is made by the first search that
  // uses it.
  Buffer<Node> nodes_;
  Buffer<std::uint32_t> blocks_, owners_;
  Buffer<Node> pool_;
  std::uint32_t claimed_ = 0;      // blocks of pool_ given out, after block 0
  bool pooled_ = false;            // the current search's records are pool_'s
  Buffer<detail::HeapSlot> heap_;  // the open list, heap_size_ slots of record indices
  std::size_t heap_size_ = 0;
  Buffer<CellId> path_;
  std::size_t path_size_ = 0;
  std::uint32_t search_ = 0;       // the current search's stamp, from 1
  Buffer<std::uint32_t> scanned_;  // per padded cell: the search whose jumps passed it
  detail::RowSpan rows_;           // where this search's records are
  detail::RowSpan marked_rows_;    // where its marks in scanned_ are

  // The current query.
  Rules rules_;
  Query query_;
  SearchStatus status_ = SearchStatus::idle;
  SearchStats stats_;
  std::int64_t seq_ = 0;
  Expansion expansion_;
  PaddedIndex start_, goal_, current_;
  QueryLimits limits_;
  bool goal_is_wall_ = false;  // closest to a goal that is a wall
  detail::Estimate near_;      // the rules' heuristic, for closest
  PaddedIndex nearest_;
  std::int64_t nearest_h_ = 0, nearest_g_ = 0;
  double cost_ = 0;
  std::uint32_t cardinal_steps_ = 0, diagonal_steps_ = 0;
  std::int32_t goal_index_ = -1;

  // Who moves, and where to.
  const Grid* view_ = nullptr;  // grid_->for_size(the unit's size)
  int size_ = 1;
  bool priced_ = false;     // under a terrain profile
  TerrainProfile profile_;  // a copy of the query's, when priced_
  Buffer<Point> goals_;     // padded coordinates
  std::size_t goal_count_ = 0;
  // Several goals: per padded cell, the search for which it is a goal.
  Buffer<std::uint32_t> goal_marks_;
  bool targets_ = false;    // several goals or a range: on_target() decides
  bool marked_ = false;     // goal_marks_ hold this search's goals
  std::int64_t range_ = 0;  // QueryLimits::within in fixed point; < 0 for none
  bool sight_ = false;
};

}  // namespace pathrace
