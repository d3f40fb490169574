// The search fuzz target's check of the prepared tier (jump_table.hpp): on
// a prepared copy of the case's grid, jump point search answers as on an
// unprepared copy — status, cost, path and expansions — before the case's
// edit, after it and after it is undone; each repaired table equals a
// fresh build. Copies, so the case's own grid is left as it was.
#include <algorithm>
#include <string>

#include "fuzz.hpp"
#include "pathrace/jump_table.hpp"
#include "search_case.hpp"

namespace pathrace::fuzz {

namespace {

void same_answer(Case& c, const Grid& prepared, const JumpTable& table, const Grid& online,
                 const Rules& rules, const std::string& when) {
  Searcher sp(prepared, &table), so(online);
  const Result p = sp.find_path(c.start, c.goal, rules);
  const Result o = so.find_path(c.start, c.goal, rules);
  FUZZ_EXPECT(p.status == o.status && p.cost == o.cost && p.stats.expanded == o.stats.expanded &&
                  std::equal(p.path.begin(), p.path.end(), o.path.begin(), o.path.end()),
              "prepared JPS " + std::string(to_string(p.status)) + " " + std::to_string(p.cost) +
                  " against online " + std::string(to_string(o.status)) + " " +
                  std::to_string(o.cost) + " " + when + ", " + describe(c, rules));
  JumpTable fresh;
  FUZZ_EXPECT(fresh.build(prepared, rules.connectivity, rules.corner) == PrepareStatus::ok &&
                  table.same(fresh) && table.fits(prepared),
              "the repaired table is not a fresh build's " + when + ", " + describe(c, rules));
}

}  // namespace

void check_prepared(Context& ctx) {
  Case& c = ctx.c;
  Rules rules = c.rules;
  rules.algorithm = Algorithm::jps;
  Rules moves;  // only the moves matter to a table
  moves.connectivity = rules.connectivity;
  moves.corner = rules.corner;
  if (!moves.valid()) {
    JumpTable refused;
    FUZZ_EXPECT(
        refused.build(c.grid, rules.connectivity, rules.corner) == PrepareStatus::invalid_rules &&
            !refused.built(),
        "JumpTable::build took " + describe(c, rules));
    return;
  }
  Grid prepared, online;
  if (c.grid.clone(prepared) != LoadStatus::ok || c.grid.clone(online) != LoadStatus::ok) return;
  JumpTable table;
  FUZZ_EXPECT(table.build(prepared, rules.connectivity, rules.corner) == PrepareStatus::ok,
              "JumpTable::build refused " + describe(c, rules));
  same_answer(c, prepared, table, online, rules, "as prepared");
  if (!c.grid.in_bounds(c.edit)) return;
  const std::uint8_t was = c.grid.cost(c.edit.x, c.edit.y);
  for (const std::uint8_t cost : {c.edit_cost, was}) {
    table.set_cost(prepared, c.edit.x, c.edit.y, cost);
    online.set_cost(c.edit.x, c.edit.y, cost);
    same_answer(c, prepared, table, online, rules,
                cost == was ? "after the edit was undone" : "after the edit");
  }
}

}  // namespace pathrace::fuzz
