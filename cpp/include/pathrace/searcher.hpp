// One best-first search core for A*, weighted A*, greedy best-first,
// Dijkstra, BFS and jump point search, reusable across queries on one grid.
// The first five differ only in their priority, phi(g, h)
// (detail/priority.hpp); jump point search is A* whose successors are found
// by jumping (jump_successors.hpp in cpp/src).
//
// Per-cell records carry the number of the search that last touched them, so
// a new query clears nothing: a record from an older search counts as unseen.
// A new searcher writes nothing either: its records start as zero bytes
// (unseen), so that its first query pays only for the memory it touches.
// Jump point search keeps its records apart, in blocks of eight cells placed
// side by side in the order searches first reach them, so that it touches
// few pages of memory however scattered its jump points are. Memory grows
// with the grid and the largest open list seen, never per query. Costs
// inside the search are fixed point (detail/step_cost.hpp).
//
// Searcher composes one home per concept, as Warthog splits its search
// (problem instance, node pool, open list, solution), each a detail header
// held by value (internals, not part of the API): the query and its rules
// as numbers (detail/query.hpp), the records in both layouts
// (detail/records.hpp), the open list, an indexed 4-ary heap with
// decrease-key (detail/open_list.hpp), the unit's prices
// (detail/unit_pricing.hpp), several goals, ranges and the nearest cell
// (detail/targets.hpp), the cells a stepped jump point search passed
// (detail/scan_marks.hpp) and the path found (detail/solution.hpp). The
// loops that drive them are in cpp/src: search_frontier.hpp, searcher.cpp
// (stepping and what a stepped search shows), searcher_query.cpp (a
// query's set-up), searcher_jps.cpp and searcher_path.cpp (the path read
// back).
#pragma once

#include <algorithm>
#include <cstdint>
#include <span>
#include <string_view>

#include "pathrace/detail/open_list.hpp"
#include "pathrace/detail/query.hpp"
#include "pathrace/detail/records.hpp"
#include "pathrace/detail/scan_marks.hpp"
#include "pathrace/detail/solution.hpp"
#include "pathrace/detail/targets.hpp"
#include "pathrace/detail/unit_pricing.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/jump_table.hpp"
#include "pathrace/query_limits.hpp"
#include "pathrace/rules.hpp"
#include "pathrace/search_events.hpp"
#include "pathrace/status.hpp"
#include "pathrace/unit.hpp"

namespace pathrace {

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
  // queries (not during one); its size may not. `jumps`, when not null, is
  // the grid's prepared tier (jump_table.hpp), owned by the caller and
  // outliving the searcher: a jump point search of a one-cell unit reads it
  // whenever it serves the query's moves and fits the grid's walls.
  explicit Searcher(const Grid& grid, const JumpTable* jumps = nullptr)
      : grid_(&grid), jumps_(jumps) {}

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
  [[nodiscard]] std::size_t open_size() const { return open_.size; }
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

  using Node = detail::Record;

  // Where the last expansion began: the arrival number and the generated
  // count then, so that what came after is what it did.
  struct Expansion {
    std::int64_t seq = 0;
    std::uint64_t generated = 0;
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
  // The successors of jump point search (jps::Successors), online or, when
  // prepared, read from jumps_.
  template <bool prepared, class Moves, class Listener>
  std::uint64_t jps_step(std::uint64_t max_expansions, Listener& listener, std::uint32_t* marks);
  template <class Listener>
  std::uint64_t jps_dispatch(std::uint64_t max_expansions, Listener& listener,
                             std::uint32_t* marks);
  std::uint32_t* scan_marks();

  // What the cell at this index of the unit's grid costs it; 0 when blocked.
  [[nodiscard]] std::uint8_t terrain(std::uint32_t padded) const {
    return pricing_.terrain(*grid_, padded);
  }
  // The part of start() after the options are known to be good.
  SearchStatus begin(Point start, std::span<const Point> goals, const Rules& rules,
                     const QueryLimits& limits, const Unit& unit);
  // The path from the start to `end` (an expanded cell), its cost and steps;
  // the query ends with `status` (or out_of_memory).
  void finish_path(PaddedIndex end, SearchStatus status);
  // finish_path's jump point search links: the path, its size and steps;
  // false when memory is short.
  [[nodiscard]] bool fill_jumps(PaddedIndex end);
  // After a step: the expansion limit, and the path to the nearest cell.
  void settle();

  const Grid* grid_;
  const JumpTable* jumps_;  // the prepared tier, or null
  // Kept between queries, grown with the grid and the largest search seen.
  detail::RecordStore records_;  // per cell, stamped with search_
  detail::OpenSlots open_;       // the open list (detail/open_list.hpp)
  detail::ScanMarks marks_;      // the cells a stepped jump point search passed
  std::uint32_t search_ = 0;     // the current search's stamp, from 1

  // The current query, and how far it has come.
  detail::Query query_;
  detail::UnitPricing pricing_;  // who moves: the unit's grid and prices
  detail::Targets targets_;      // several goals, a range, the nearest cell
  SearchStatus status_ = SearchStatus::idle;
  SearchStats stats_;
  std::int64_t seq_ = 0;
  Expansion expansion_;
  PaddedIndex current_;
  detail::Solution solution_;
};

}  // namespace pathrace
