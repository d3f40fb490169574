// No allocation per query for the game extras (flow fields, connected(),
// smoothing) and for a query's options (units, several goals, ranges,
// profiles), once warmed up: counted as test_allocation.cpp counts.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <vector>

#include "allocation.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;
#include "pathrace/components.hpp"
#include "pathrace/flow_field.hpp"
#include "pathrace/line_of_sight.hpp"

namespace {

// One round of the game extras over the fixture: a flow field to each goal
// (mixed terrain: the heap), the same on plain terrain (the two queues),
// connected() under every move rule after a wall edit (a relabelling), and
// smoothing of each found path. Sums every answer into `answers`.
void run_game_extras(Fixture& f, Grid& plain, FlowField& field, FlowField& plain_field,
                     Components& components, Searcher& searcher, Smoother& smoother,
                     const std::vector<Variant>& rules_in_turn, std::size_t count,
                     std::vector<double>& answers) {
  for (std::size_t i = 0; i < count; ++i) {
    const Query& q = f.queries[i];
    const Rules rules = rules_in_turn[i % rules_in_turn.size()].rules;
    double sum = 0;
    if (field.compute(q.goal, rules) == SearchStatus::found) sum += field.distance()[0];
    if (plain_field.compute(q.goal, rules) == SearchStatus::found) sum += plain_field.next()[0];
    const Point toggled = f.queries[i + 1].start;
    f.grid.set_cost(toggled.x, toggled.y, Grid::blocked);
    sum += components.connected(q.start, q.goal, rules) == SearchStatus::found;
    f.grid.set_cost(toggled.x, toggled.y, 1);
    plain.set_cost(toggled.x, toggled.y, Grid::blocked);
    plain.set_cost(toggled.x, toggled.y, 1);
    const Result r = searcher.find_path(q.start, q.goal, rules);
    if (r.found() && smoother.smooth(f.grid, r.path, rules)) sum += smoother.length();
    answers[i] = sum;
  }
}

}  // namespace

TEST_CASE("Flow fields, connected() and smoothing allocate nothing once warmed up",
          "[allocation][flow-field][components][smoothing]") {
  Fixture f(n_queries);
  Grid plain;
  REQUIRE(Grid::create(f.grid.width(), f.grid.height(), plain) == LoadStatus::ok);
  FlowField field(f.grid), plain_field(plain);
  Components components(f.grid);
  Searcher searcher(f.grid);
  Smoother smoother;
  const std::vector<Variant> rules = variants();
  std::vector<double> warm(n_queries), again(n_queries);
  run_game_extras(f, plain, field, plain_field, components, searcher, smoother, rules, n_queries,
                  warm);
  const Counts before = Counts::now();
  run_game_extras(f, plain, field, plain_field, components, searcher, smoother, rules, n_queries,
                  again);
  const Counts used = Counts::now() - before;
  CHECK(used.buffers == 0);
  CHECK(used.news == 0);
  CHECK(again == warm);
}

namespace {

// Every new option of a query, on the fixture's queries: units of size 2
// and 3, three goals, a range with line of sight, a terrain profile, and
// flow fields and connected() for a unit. Records each answer in `out`.
void run_unit_queries(const Fixture& f, Searcher& s, FlowField& field, Components& components,
                      const TerrainProfile& profile, std::vector<double>& out) {
  std::size_t k = 0;
  for (std::size_t i = 0; i < n_queries; ++i) {
    const Query& q = f.queries[i];
    const Point goals[3] = {q.goal, f.queries[i + 1].goal, f.queries[i + 2].goal};
    QueryLimits ranged;
    ranged.within = 3;
    ranged.line_of_sight = i % 2 == 0;
    const Rules rules;
    const Unit unit{2 + static_cast<int>(i % 2), i % 3 == 0 ? &profile : nullptr};
    const Result a = s.find_path(q.start, goals, rules, {}, unit);
    const Result b = s.find_path(q.start, goals, rules, ranged, Unit{1, &profile});
    out[k++] = a.found() ? a.cost + a.goal_index : -1;
    out[k++] = b.found() ? b.cost + b.goal_index : -1;
    out[k++] = static_cast<double>(field.compute(goals, rules, unit));
    out[k++] = static_cast<double>(components.connected(q.start, q.goal, rules, unit.size));
  }
}

}  // namespace

TEST_CASE("Units, several goals, ranges and profiles allocate nothing once warmed up",
          "[allocation][units][goals]") {
  Fixture f(n_queries);
  Searcher s(f.grid);
  FlowField field(f.grid);
  Components components(f.grid);
  TerrainProfile profile = TerrainProfile::identity();
  profile.cost[2] = 1;
  profile.cost[4] = 0;
  profile.cost[5] = 9;
  std::vector<double> warm(4 * n_queries), again(4 * n_queries);
  run_unit_queries(f, s, field, components, profile, warm);
  const Counts before = Counts::now();
  run_unit_queries(f, s, field, components, profile, again);
  const Counts used = Counts::now() - before;
  CHECK(used.buffers == 0);
  CHECK(used.news == 0);
  CHECK(again == warm);
  CHECK(std::count_if(warm.begin(), warm.end(), [](double c) { return c > 0; }) > 20);
}
