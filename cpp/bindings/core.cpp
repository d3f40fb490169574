#include "core.hpp"

#include <malloc.h>

#include <algorithm>
#include <span>
#include <string_view>

namespace pathrace::js {
namespace {

// Bounds the trace between two copies into the event buffers: the engine's
// TraceRecorder grows a std::vector, whose failed allocation would abort.
constexpr std::uint64_t trace_chunk = 4096;

// What findPath reads of a search: its status, numbers and path. The
// stepper's own slots (the open list's size, the cell expanded last and
// what that expansion did) are written by StepperCore::fill_report.
void write_report(double* report, const Searcher& searcher, const Grid& grid) {
  const Result r = searcher.result();
  report[report_status] = static_cast<double>(r.status);
  report[report_cost] = r.cost;
  report[report_cardinal] = r.cardinal;
  report[report_diagonal] = r.diagonal;
  report[report_expanded] = static_cast<double>(r.stats.expanded);
  report[report_generated] = static_cast<double>(r.stats.generated);
  report[report_reopened] = static_cast<double>(r.stats.reopened);
  report[report_peak_open] = static_cast<double>(r.stats.peak_open);
  report[report_path_address] = static_cast<double>(reinterpret_cast<Address>(r.path.data()));
  report[report_path_length] = static_cast<double>(r.path.size());
  report[report_scanned] = static_cast<double>(r.stats.scanned);
  const CellId costly = r.status == SearchStatus::not_uniform ? grid.first_costly_cell() : -1;
  report[report_costly_cell] = costly;
  report[report_costly_terrain] =
      costly < 0 ? 0 : grid.cost(grid.point(costly).x, grid.point(costly).y);
  report[report_reached] = r.reached;
  report[report_goal_index] = r.goal_index;
}

}  // namespace

Rules decode_rules(int packed, double weight) {
  Rules r;
  r.algorithm = static_cast<Algorithm>(rule_algorithm.of(packed));
  const int diagonal = rule_diagonal.of(packed);
  r.connectivity = diagonal == 0 ? Connectivity::four : Connectivity::eight;
  if (diagonal != 0) r.corner = static_cast<CornerRule>(diagonal - 1);
  r.costs = static_cast<StepCosts>(rule_costs.of(packed));
  r.heuristic = static_cast<Heuristic>(rule_heuristic.of(packed));
  r.tie_break = static_cast<TieBreak>(rule_tie_break.of(packed));
  r.weight = weight;
  return r;
}

int GridCore::prepare_jumps(int rules) {
  const Rules r = decode_rules(rules, 1);
  return static_cast<int>(jumps_.build(grid_, r.connectivity, r.corner));
}

int GridCore::prepared_diagonal() const {
  const JumpTable& t = jumps_;
  if (!t.fits(grid_)) return -1;
  return t.connectivity() == Connectivity::four ? 0 : static_cast<int>(t.corner()) + 1;
}

double heap_in_use() {
  // emmalloc's uordblks also counts the header of every free block
  // (emmalloc.c, emmalloc_mallinfo: 2 × uint32_t each), so it moves when
  // freeing splits or merges free space; without them it is the bytes of
  // the blocks handed out.
  constexpr double free_block_header = 2 * sizeof(std::uint32_t);
  const struct mallinfo m = mallinfo();
  return static_cast<double>(m.uordblks) - free_block_header * (m.ordblks + m.smblks);
}

int GridCore::create(int width, int height) {
  const LoadStatus s = Grid::create(width, height, grid_);
  if (s == LoadStatus::ok) jumps_.clear();
  error_line_ = error_column_ = 0;
  error_message_.clear();
  error_detail_.clear();
  return static_cast<int>(s);
}

Address GridCore::reserve_input(double length) {
  if (!(length >= 0 && length <= static_cast<double>(SIZE_MAX))) return 0;
  const auto n = static_cast<std::size_t>(length);
  if (!input_.reset(n)) return 0;
  input_length_ = n;
  return reinterpret_cast<Address>(input_.data());
}

int GridCore::load_movingai() {
  return take(pathrace::load_movingai({input_.data(), input_length_}));
}

int GridCore::load_rows() {
  return take(pathrace::load_rows(std::string_view(input_.data(), input_length_)));
}

int GridCore::load_costs(int width, int height) {
  const auto* bytes = reinterpret_cast<const std::uint8_t*>(input_.data());
  return take(pathrace::load_costs(width, height, {bytes, input_length_}));
}

int GridCore::take(LoadResult&& loaded) {
  input_ = {};  // the text can be as large as the grid: free it now
  input_length_ = 0;
  error_line_ = loaded.line;
  error_column_ = loaded.column;
  error_message_ = std::move(loaded.message);
  error_detail_ = std::move(loaded.detail);
  if (loaded.ok()) {
    grid_ = std::move(loaded.grid);
    jumps_.clear();
  }
  return static_cast<int>(loaded.status);
}

Address GridCore::costs() {
  const auto n = static_cast<std::size_t>(grid_.cell_count());
  if (scratch_.size() != n && !scratch_.reset(n)) return 0;
  grid_.copy_costs({scratch_.data(), n});
  return reinterpret_cast<Address>(scratch_.data());
}

int GridCore::cost(CellId cell) const {
  const Point p = grid_.point(cell);
  return grid_.cost(p.x, p.y);
}

void GridCore::set_cost(CellId cell, int cost) {
  const Point p = grid_.point(cell);
  jumps_.set_cost(grid_, p.x, p.y, static_cast<std::uint8_t>(cost));
  components_.wall_changed(p);
}

int GridCore::find_path(CellId start, CellId goal, int rules, double weight, bool closest,
                        double max_expansions) {
  QueryLimits limits;
  limits.closest = closest;
  if (max_expansions > 0) limits.max_expansions = static_cast<std::uint64_t>(max_expansions);
  const Point b = grid_.point(goal);
  return query(grid_.point(start), {&b, 1}, decode_rules(rules, weight), limits, Unit{});
}

int GridCore::find_path_unit(CellId start, int goal_count, int rules, double weight, bool closest,
                             double max_expansions, int size, double within, bool line_of_sight,
                             bool profiled) {
  QueryLimits limits;
  limits.closest = closest;
  if (max_expansions > 0) limits.max_expansions = static_cast<std::uint64_t>(max_expansions);
  limits.within = within;
  limits.line_of_sight = line_of_sight;
  std::span<const Point> goals;
  if (!goal_points(goal_count, goals)) {
    report_[report_status] = static_cast<double>(SearchStatus::bad_goals);
    return static_cast<int>(SearchStatus::bad_goals);
  }
  return query(grid_.point(start), goals, decode_rules(rules, weight), limits,
               unit(size, profiled));
}

int GridCore::query(Point a, std::span<const Point> goals, const Rules& r, QueryLimits limits,
                    const Unit& unit) {
  // Labelling costs 12 bytes a cell, once per walls: findPath pays it itself
  // only on grids of up to shortcut_cells; a bigger grid uses labels that
  // connected() has already built (beside the searcher's 24 bytes a cell,
  // 8192² could not hold both). One goal, no range and no profile only:
  // the labels know walls, not ranges or prices.
  const bool plain =
      goals.size() == 1 && limits.within == 0 && unit.terrain == nullptr && unit.valid_size();
  const bool consult =
      plain && (grid_.cell_count() <= shortcut_cells || components_.labelled(r, unit.size));
  const bool apart = !limits.closest && consult &&
                     components_.connected(a, goals[0], r, unit.size) == SearchStatus::no_path;
  // Apart: a search that expands nothing leaves no path for smooth_path().
  if (apart) limits.max_expansions = 0;
  searcher_.find_path(a, goals, r, limits, unit);
  write_report(report_, searcher_, grid_);
  if (apart && report_[report_status] == static_cast<double>(SearchStatus::limit))
    report_[report_status] = static_cast<double>(SearchStatus::no_path);
  return static_cast<int>(report_[report_status]);
}

Address GridCore::reserve_goals(int count) {
  if (count < 1 || static_cast<std::size_t>(count) > Searcher::max_goals) return 0;
  const auto n = static_cast<std::size_t>(count);
  if (!goal_cells_.grow(n) || !goal_points_.grow(n)) return 0;
  return reinterpret_cast<Address>(goal_cells_.data());
}

bool GridCore::goal_points(int count, std::span<const Point>& out) const {
  if (count < 1 || static_cast<std::size_t>(count) > goal_cells_.size()) return false;
  const auto n = static_cast<std::size_t>(count);
  for (std::size_t i = 0; i < n; ++i) {
    const CellId c = goal_cells_[i];
    // Off the grid stays off the grid, for the engine to refuse.
    goal_points_[i] = c >= 0 && c < grid_.cell_count() ? grid_.point(c) : Point{-1, -1};
  }
  out = {goal_points_.data(), n};
  return true;
}

int GridCore::connected_unit(CellId a, CellId b, int rules, double weight, int size) {
  const SearchStatus s =
      components_.connected(grid_.point(a), grid_.point(b), decode_rules(rules, weight), size);
  report_[report_status] = static_cast<double>(s);
  return static_cast<int>(s);
}

int GridCore::flow_field_unit(int goal_count, int rules, double weight, int size, bool profiled) {
  std::span<const Point> goals;
  const SearchStatus s =
      goal_points(goal_count, goals)
          ? flow_.compute(goals, decode_rules(rules, weight), unit(size, profiled))
          : SearchStatus::bad_goals;
  report_[report_status] = static_cast<double>(s);
  return static_cast<int>(s);
}

int GridCore::smooth_path(int rules, double weight) {
  const Result r = searcher_.result();
  // The path found, or the one to the nearest cell (closest).
  if (!smoother_.smooth(grid_, r.path, decode_rules(rules, weight))) return -1;
  return static_cast<int>(smoother_.waypoints().size());
}

int GridCore::connected(CellId a, CellId b, int rules, double weight) {
  const SearchStatus s =
      components_.connected(grid_.point(a), grid_.point(b), decode_rules(rules, weight));
  report_[report_status] = static_cast<double>(s);
  return static_cast<int>(s);
}

int GridCore::flow_field(CellId goal, int rules, double weight) {
  const SearchStatus s = flow_.compute(grid_.point(goal), decode_rules(rules, weight));
  report_[report_status] = static_cast<double>(s);
  return static_cast<int>(s);
}

int StepperCore::start(CellId start, CellId goal, int rules, double weight, bool record) {
  record_ = record;
  clear_events();
  trace_.clear();
  searcher_.start(grid_->point(start), grid_->point(goal), decode_rules(rules, weight));
  fill_report();
  return static_cast<int>(report_[report_status]);
}

int StepperCore::start_unit(CellId start, int goal_count, int rules, double weight, bool record,
                            int size, double within, bool line_of_sight, bool profiled) {
  record_ = record;
  clear_events();
  trace_.clear();
  QueryLimits limits;
  limits.within = within;
  limits.line_of_sight = line_of_sight;
  std::span<const Point> goals;
  if (!core_->goal_points(goal_count, goals)) {
    fill_report();
    report_[report_status] = static_cast<double>(SearchStatus::bad_goals);
    return static_cast<int>(SearchStatus::bad_goals);
  }
  searcher_.start(grid_->point(start), goals, decode_rules(rules, weight), limits,
                  core_->unit(size, profiled));
  fill_report();
  return static_cast<int>(report_[report_status]);
}

double StepperCore::step(double max) {
  const std::uint64_t budget =
      max >= 1.8e19 ? UINT64_MAX : static_cast<std::uint64_t>(std::max(max, 0.0));
  std::uint64_t done = 0;
  bool kept = true;
  if (!record_) {
    done = searcher_.step(budget);
  } else {
    while (done < budget && !searcher_.done()) {
      const std::uint64_t n = searcher_.step(std::min(trace_chunk, budget - done), trace_);
      done += n;
      kept = keep_events();
      if (!kept || n == 0) break;
    }
  }
  fill_report();
  return kept ? static_cast<double>(done) : -1;
}

bool StepperCore::keep_events() {
  const auto& events = trace_.events();
  const std::size_t total = event_count_ + events.size();
  if (!event_ints_.grow(total * 3) || !event_reals_.grow(total * 3)) {
    trace_.clear();
    return false;
  }
  std::int32_t* ints = event_ints_.data() + event_count_ * 3;
  double* reals = event_reals_.data() + event_count_ * 3;
  for (const SearchEvent& e : events) {
    *ints++ = static_cast<std::int32_t>(e.kind);
    *ints++ = e.cell;
    *ints++ = e.parent;
    *reals++ = e.g;
    *reals++ = e.h;
    *reals++ = e.f;
  }
  event_count_ = total;
  trace_.clear();
  return true;
}

void StepperCore::fill_report() {
  write_report(report_, searcher_, *grid_);
  report_[report_open_size] = static_cast<double>(searcher_.open_size());
  report_[report_current] = searcher_.current();
  const ExpansionCounts last = searcher_.last_expansion();
  report_[report_last_opened] = static_cast<double>(last.opened);
  report_[report_last_improved] = static_cast<double>(last.improved);
}

Address StepperCore::cell_states() {
  const auto n = static_cast<std::size_t>(grid_->cell_count());
  if (states_.size() != n && !states_.reset(n)) return 0;
  searcher_.cell_states({states_.data(), n});
  return reinterpret_cast<Address>(states_.data());
}

Address StepperCore::cell_info(CellId cell) {
  const CellInfo c = searcher_.cell_info(cell);
  info_[info_state] = static_cast<double>(c.state);
  info_[info_g] = c.g;
  info_[info_h] = c.h;
  info_[info_f] = c.f;
  info_[info_parent] = c.parent;
  return reinterpret_cast<Address>(info_);
}

int StepperCore::open_list(int k) {
  const std::size_t n = searcher_.open_list(
      {open_.data(), std::min(static_cast<std::size_t>(std::max(k, 0)), open_.size())});
  double* d = open_doubles_.data();
  for (std::size_t i = 0; i < n; ++i, d += open_entry_size) {
    const OpenListEntry& e = open_[i];
    d[open_cell] = e.cell;
    d[open_f] = e.f;
    d[open_g] = e.g;
    d[open_h] = e.h;
    d[open_tie] = e.tie;
    d[open_fresh] = e.fresh ? 1 : 0;
  }
  return static_cast<int>(n);
}

}  // namespace pathrace::js
