// The adapters behind the module's C functions: the engine's Grid and Searcher
// with an interface made of numbers, so that each JS call crosses the
// boundary once and no C++ exception or object graph has to.
//
// Results are written into a small block of doubles (the "report") and into
// buffers owned here; web/lib copies them out of wasm memory right
// after the call that filled them, so no JS value ever aliases the heap.
// Every large buffer is a Buffer (malloc): a grid too big for memory comes
// back as a status instead of aborting the module.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "pathrace/buffer.hpp"
#include "pathrace/components.hpp"
#include "pathrace/flow_field.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/line_of_sight.hpp"
#include "pathrace/map_io.hpp"
#include "pathrace/rules.hpp"
#include "pathrace/search_events.hpp"
#include "pathrace/searcher.hpp"
#include "pathrace/unit.hpp"

namespace pathrace::js {

// A wasm32 address, handed to JS as a number.
using Address = std::uintptr_t;

// Slots of the report block, and the names web/lib reads them by (exported
// by boundary()).
enum ReportSlot : int {
  report_status,  // SearchStatus
  report_cost,
  report_cardinal,
  report_diagonal,
  report_expanded,
  report_generated,
  report_reopened,
  report_peak_open,
  report_path_address,  // CellId[], valid until the next query on the same searcher
  report_path_length,
  report_open_size,  // this and report_current: a stepper's only (GridCore leaves them 0)
  report_current,    // last expanded CellId, -1 before the first
  report_scanned,
  // not_uniform: the first cell with terrain, which jump point search
  // refuses, and its cost; -1 and 0 otherwise.
  report_costly_cell,
  report_costly_terrain,
  report_reached,  // CellId the path ends at (the goal, or the nearest with closest), -1 if none
  // What the last expansion did to the open list (Searcher::last_expansion):
  // a stepper's only.
  report_last_opened,
  report_last_improved,
  report_goal_index,  // Result::goal_index: which of several goals the path reaches, -1 if none
  report_size
};
inline constexpr std::array<std::string_view, report_size> report_slot_names{
    "status",    "cost",       "cardinal",     "diagonal",    "expanded",
    "generated", "reopened",   "peakOpen",     "pathAddress", "pathLength",
    "openSize",  "current",    "scanned",      "costlyCell",  "costlyTerrain",
    "reached",   "lastOpened", "lastImproved", "goalIndex"};

// Slots of a cell-info block, and their names.
enum CellInfoSlot : int { info_state, info_g, info_h, info_f, info_parent, info_size };
inline constexpr std::array<std::string_view, info_size> cell_info_slot_names{"state", "g", "h",
                                                                              "f", "parent"};

// A name per slot: a slot added without one leaves an empty name.
template <std::size_t N>
constexpr bool all_named(const std::array<std::string_view, N>& names) {
  for (const std::string_view name : names)
    if (name.empty()) return false;
  return true;
}
static_assert(all_named(report_slot_names));
static_assert(all_named(cell_info_slot_names));

// Slots of an open-list entry (Searcher::open_list), and their names.
enum OpenEntrySlot : int {
  open_cell,
  open_f,
  open_g,
  open_h,
  open_tie,
  open_fresh,
  open_entry_size
};
inline constexpr std::array<std::string_view, open_entry_size> open_entry_slot_names{
    "cell", "f", "g", "h", "tie", "fresh"};
static_assert(all_named(open_entry_slot_names));

// The rules packed into one integer, a field per option. web/lib packs them
// by this layout, which boundary() exports with the names of each field's
// values (a value's number is its place in the list). Out-of-range fields
// stay out of range, so that Rules::valid() rejects them.
struct RuleField {
  std::string_view option;
  int shift, bits;
  [[nodiscard]] constexpr int of(int packed) const { return (packed >> shift) & ((1 << bits) - 1); }
};
inline constexpr RuleField rule_algorithm{"algorithm", 0, 3};
// 0 is 4-connected ("never"); a CornerRule r is r + 1.
inline constexpr RuleField rule_diagonal{"diagonal", 3, 2};
inline constexpr std::string_view diagonal_never = "never";
inline constexpr RuleField rule_costs{"costs", 5, 1};
inline constexpr RuleField rule_heuristic{"heuristic", 6, 3};
inline constexpr RuleField rule_tie_break{"tieBreak", 9, 2};

Rules decode_rules(int packed, double weight);

// Bytes of the heap in use by malloc: lets the leak tests see a handle that
// was not freed. Not part of the package's public API.
double heap_in_use();

class GridCore {
 public:
  GridCore() = default;
  GridCore(const GridCore&) = delete;
  GridCore& operator=(const GridCore&) = delete;

  // Loading, once per GridCore: create() a plain grid, or reserve_input()
  // bytes, let JS write the text or costs there, then call a loader, which
  // frees the input. Each returns a LoadStatus; the failure's position and
  // message stay readable through error_*().
  int create(int width, int height);
  Address reserve_input(double length);  // 0 when memory is short
  int load_movingai();
  int load_rows();
  int load_costs(int width, int height);
  int error_line() const { return error_line_; }
  int error_column() const { return error_column_; }
  const std::string& error_message() const { return error_message_; }
  const std::string& error_detail() const { return error_detail_; }

  int width() const { return grid_.width(); }
  int height() const { return grid_.height(); }
  // Cells are CellIds (y·width + x), checked by web/lib before the call.
  int cost(CellId cell) const;
  void set_cost(CellId cell, int cost);
  Address costs();  // width × height bytes, row-major; 0 when memory is short

  // The prepared tier (jump_table.hpp), this grid's own: a PrepareStatus,
  // for the moves of the packed rules (only their diagonal field counts).
  // Edits repair it (set_cost); a new grid loaded or created drops it.
  int prepare_jumps(int rules);
  void drop_jumps() { jumps_.clear(); }
  // The prepared moves as the packed rules' diagonal field value (0 for
  // 4-connected, a CornerRule + 1), or -1 when not prepared.
  int prepared_diagonal() const;
  double prepared_bytes() const { return static_cast<double>(jumps_.bytes()); }

  // A whole untraced query; fills the report and returns its status.
  // `closest` and `max_expansions` (0 for none) are QueryLimits. Without
  // closest, start and goal in different components answer no_path at once
  // (expanded 0) from the labels connected() keeps: on grids of up to
  // shortcut_cells cells, or on bigger ones once connected() has labelled them.
  static constexpr std::int64_t shortcut_cells = std::int64_t{2048} * 2048;
  int find_path(CellId start, CellId goal, int rules, double weight, bool closest,
                double max_expansions);
  Address report() const { return reinterpret_cast<Address>(report_); }
  // String pulls the path of the last find_path() under the same rules:
  // returns the number of waypoints (0 when it found none), or -1 when
  // memory is short. The CellIds stay at waypoints() until the next call.
  int smooth_path(int rules, double weight);
  Address waypoints() const { return reinterpret_cast<Address>(smoother_.waypoints().data()); }
  double waypoint_length() const { return smoother_.length(); }

  // Whether a path exists, from the grid's component labels: the status
  // find_path would end with (found, no_path, start_blocked, …), also left
  // in the report's status slot.
  int connected(CellId a, CellId b, int rules, double weight);
  // A flow field to `goal`; the status is also left in the report's status
  // slot. The cell_count() distances and next cells stay at these addresses
  // until the next flow_field() call.
  int flow_field(CellId goal, int rules, double weight);
  Address flow_distance() const { return reinterpret_cast<Address>(flow_.distance().data()); }
  Address flow_next() const { return reinterpret_cast<Address>(flow_.next().data()); }

  // Units, several goals, ranges and terrain profiles (unit.hpp). JS
  // writes up to Searcher::max_goals CellIds at reserve_goals(n) (0 when n
  // is out of range or memory is short) and, for a profiled query, 256
  // bytes at profile() (cost per terrain class, 0 a wall); the calls below
  // take `goal_count` goals from there, and the profile when `profiled`.
  // Bad values come back as the engine's statuses (bad_unit_size, …).
  Address reserve_goals(int count);
  Address profile() { return reinterpret_cast<Address>(profile_.cost.data()); }
  int find_path_unit(CellId start, int goal_count, int rules, double weight, bool closest,
                     double max_expansions, int size, double within, bool line_of_sight,
                     bool profiled);
  int connected_unit(CellId a, CellId b, int rules, double weight, int size);
  int flow_field_unit(int goal_count, int rules, double weight, int size, bool profiled);

  const Grid& grid() const { return grid_; }
  const JumpTable& jumps() const { return jumps_; }
  // The goals JS wrote as points, and the unit a call asks for; false when
  // the count is out of range.
  [[nodiscard]] bool goal_points(int count, std::span<const Point>& out) const;
  [[nodiscard]] Unit unit(int size, bool profiled) const {
    return Unit{size, profiled ? &profile_ : nullptr};
  }

 private:
  int take(LoadResult&& loaded);
  int query(Point start, std::span<const Point> goals, const Rules& r, QueryLimits limits,
            const Unit& unit);

  Grid grid_;
  JumpTable jumps_;                    // empty unless prepare_jumps()
  Searcher searcher_{grid_, &jumps_};  // findPath's, reused across queries
  Components components_{grid_};
  FlowField flow_{grid_};
  Smoother smoother_;
  Buffer<char> input_;
  std::size_t input_length_ = 0;
  Buffer<std::uint8_t> scratch_;
  Buffer<CellId> goal_cells_;                            // written by JS
  mutable Buffer<Point> goal_points_;                    // the same as points
  TerrainProfile profile_ = TerrainProfile::identity();  // written by JS
  int error_line_ = 0, error_column_ = 0;
  std::string error_message_;
  std::string error_detail_;
  double report_[report_size] = {};
};

// A stepped search for visualisations. The GridCore must outlive it.
class StepperCore {
 public:
  explicit StepperCore(const GridCore& grid)
      : core_(&grid),
        grid_(&grid.grid()),
        searcher_(grid.grid(), &grid.jumps()),
        trace_(grid.grid()) {}
  StepperCore(const StepperCore&) = delete;
  StepperCore& operator=(const StepperCore&) = delete;

  // Starts a query; with `record`, step() keeps every event until
  // clear_events(). Returns the SearchStatus and fills the report.
  int start(CellId start, CellId goal, int rules, double weight, bool record);
  // The same for a unit, toward the GridCore's goals (GridCore::reserve_goals).
  int start_unit(CellId start, int goal_count, int rules, double weight, bool record, int size,
                 double within, bool line_of_sight, bool profiled);
  // Expands at most `max` cells and fills the report. Returns the number
  // expanded, or -1 when the events could not be stored (memory is short).
  double step(double max);
  Address report() const { return reinterpret_cast<Address>(report_); }

  Address cell_states();           // width × height CellState bytes; 0 when memory is short
  Address cell_info(CellId cell);  // an info block (CellInfoSlot)
  // The first k (1 … Searcher::max_open_list, checked by web/lib) entries of
  // the open list into open_entries(), open_entry_size doubles each (an
  // OpenEntrySlot apiece); returns how many.
  int open_list(int k);
  Address open_entries() const { return reinterpret_cast<Address>(open_doubles_.data()); }

  // The events since clear_events(): per event three int32 (kind, cell,
  // parent) and three doubles (g, h, f).
  double event_count() const { return static_cast<double>(event_count_); }
  Address event_ints() { return reinterpret_cast<Address>(event_ints_.data()); }
  Address event_reals() { return reinterpret_cast<Address>(event_reals_.data()); }
  void clear_events() { event_count_ = 0; }

 private:
  bool keep_events();
  void fill_report();

  const GridCore* core_;
  const Grid* grid_;
  Searcher searcher_;
  TraceRecorder trace_;
  bool record_ = false;
  Buffer<std::uint8_t> states_;
  Buffer<std::int32_t> event_ints_;
  Buffer<double> event_reals_;
  std::size_t event_count_ = 0;
  double report_[report_size] = {};
  double info_[info_size] = {};
  std::array<OpenListEntry, Searcher::max_open_list> open_;
  std::array<double, Searcher::max_open_list * open_entry_size> open_doubles_{};
};

}  // namespace pathrace::js
