#include "boundary.hpp"

#include <algorithm>
#include <limits>
#include <string>
#include <utility>

#include "core.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"
#include "pathrace/search_events.hpp"
#include "pathrace/searcher.hpp"
#include "pathrace/status.hpp"

namespace pathrace::js {
namespace {

using emscripten::val;

// JS spells the engine's names with hyphens: "out_of_memory" → "out-of-memory".
std::string js_name(std::string_view name) {
  std::string s(name);
  std::replace(s.begin(), s.end(), '_', '-');
  return s;
}

// The names of an enum's values in value order: to_string() names each
// value (the compiler checks its switch covers them) and "unknown" past the
// last.
template <class E>
val names(int first_index = 0, val list = val::array()) {
  for (int i = 0;; ++i) {
    const std::string_view name = to_string(static_cast<E>(i));
    if (name == "unknown") return list;
    list.set(first_index + i, js_name(name));
  }
}

template <std::size_t N>
val slots(const std::array<std::string_view, N>& slot_names) {
  val o = val::object();
  for (std::size_t i = 0; i < N; ++i) o.set(std::string(slot_names[i]), static_cast<int>(i));
  return o;
}

// What the engine takes at most: web/lib's checks and messages quote these.
val limits() {
  using Cost = decltype(std::declval<const Grid&>().cost(0, 0));
  val l = val::object();
  l.set("maxSide", Grid::max_side);
  l.set("maxWeight", Rules::max_weight);
  l.set("maxTerrain", static_cast<int>(std::numeric_limits<Cost>::max()));
  l.set("maxOpenList", static_cast<int>(Searcher::max_open_list));
  l.set("maxUnitSize", Unit::max_size);
  l.set("maxGoals", static_cast<int>(Searcher::max_goals));
  l.set("maxWithin", QueryLimits::max_within);
  l.set("maxPreparedCells", static_cast<double>(JumpTable::max_padded_cells));
  l.set("preparedBytesPerCell", static_cast<int>(JumpTable::bytes_per_cell));
  return l;
}

void add_field(val& rules, RuleField field, val value_names) {
  val f = val::object();
  f.set("shift", field.shift);
  f.set("bits", field.bits);
  f.set("names", value_names);
  rules.set(std::string(field.option), f);
}

}  // namespace

val boundary() {
  val tables = val::object();
  tables.set("report", slots(report_slot_names));
  tables.set("cellInfo", slots(cell_info_slot_names));
  tables.set("openEntry", slots(open_entry_slot_names));
  tables.set("limits", limits());
  tables.set("searchStatus", names<SearchStatus>());
  tables.set("loadStatus", names<LoadStatus>());
  tables.set("prepareStatus", names<PrepareStatus>());
  tables.set("eventKind", names<EventKind>());
  tables.set("cellState", names<CellState>());

  val rules = val::object();
  add_field(rules, rule_algorithm, names<Algorithm>());
  val diagonals = val::array();
  diagonals.set(0, std::string(diagonal_never));
  add_field(rules, rule_diagonal, names<CornerRule>(1, diagonals));
  add_field(rules, rule_costs, names<StepCosts>());
  add_field(rules, rule_heuristic, names<Heuristic>());
  add_field(rules, rule_tie_break, names<TieBreak>());
  tables.set("rules", rules);
  return tables;
}

}  // namespace pathrace::js
