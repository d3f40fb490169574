// The search fuzz target's checks of the game extras (connected(), flow
// fields, smoothing, closest), of an edit under a used searcher, and of
// units, several goals, ranges and profiles against the oracle's block rules.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz.hpp"
#include "pathrace/flow_field.hpp"
#include "pathrace/line_of_sight.hpp"
#include "search_case.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::fuzz;
using pathrace::test::astar_bound;
using pathrace::test::check_path;
using pathrace::test::check_waypoints;
using pathrace::test::heuristic_of;
using pathrace::test::legal_move;
using pathrace::test::reference_costs;
using pathrace::test::step_cost;

namespace pathrace::fuzz {

// connected() ends as find_path() would: found exactly when a path exists.
void check_connected(Context& ctx) {
  const SearchStatus s = ctx.components.connected(ctx.c.start, ctx.c.goal, ctx.c.rules);
  FUZZ_EXPECT(status_allowed(ctx, ctx.c.rules, s), "connected() said " + std::string(to_string(s)) +
                                                       " for " + describe(ctx.c, ctx.c.rules));
}

// A flow field to the goal is each cell's exact cost to reach it: at every
// reachable cell but the goal, next is a legal move priced as the drop in
// distance (distance falls strictly, so following next reaches the goal at
// exactly that cost); no legal move offers a cheaper way (so no path is
// cheaper than distance); the start's distance is the oracle's optimum.
void check_flow_field(Context& ctx) {
  const Case& c = ctx.c;
  FlowField field(c.grid);
  const SearchStatus s = field.compute(c.goal, c.rules);
  const auto what = [&] { return " in the flow field to the goal of " + describe(c, c.rules); };
  if (!c.grid.in_bounds(c.goal)) {
    FUZZ_EXPECT(s == SearchStatus::out_of_bounds, "status " + std::string(to_string(s)) + what());
    return;
  }
  const bool goal_open = c.grid.passable(c.goal.x, c.goal.y);
  FUZZ_EXPECT(s == (goal_open ? SearchStatus::found : SearchStatus::goal_blocked),
              "status " + std::string(to_string(s)) + what());
  const std::span<const double> distance = field.distance();
  const std::span<const CellId> next = field.next();
  const int w = c.grid.width();
  const CellId goal = c.grid.cell(c.goal.x, c.goal.y);
  for (CellId id = 0; id < static_cast<CellId>(distance.size()); ++id) {
    const Point p = c.grid.point(id);
    const double d = distance[static_cast<std::size_t>(id)];
    const CellId n = next[static_cast<std::size_t>(id)];
    const std::string at = " at (" + std::to_string(p.x) + "," + std::to_string(p.y) + ")";
    if (id == goal && goal_open) {
      FUZZ_EXPECT(d == 0 && n == -1, "the goal is not 0 and -1" + at + what());
    } else if (std::isinf(d)) {
      FUZZ_EXPECT(n == -1, "an unreachable cell has a next" + at + what());
    } else {
      FUZZ_EXPECT(n >= 0 && n < static_cast<CellId>(distance.size()),
                  "a reachable cell has no next" + at + what());
      if (n < 0 || n >= static_cast<CellId>(distance.size())) continue;
      const Point q{n % w, n / w};
      FUZZ_EXPECT(legal_move(c.grid, p, q, c.rules), "next is not a legal move" + at + what());
      const double via = step_cost(c.grid, p, q, c.rules) + distance[static_cast<std::size_t>(n)];
      FUZZ_EXPECT(std::abs(d - via) <= eps(d), "distance " + std::to_string(d) +
                                                   " but its next step costs " +
                                                   std::to_string(via) + at + what());
    }
    if (!c.grid.passable(p.x, p.y)) continue;
    for (int dy = -1; dy <= 1; ++dy)
      for (int dx = -1; dx <= 1; ++dx) {
        const Point q{p.x + dx, p.y + dy};
        if (!legal_move(c.grid, p, q, c.rules)) continue;
        const double via = step_cost(c.grid, p, q, c.rules) +
                           distance[static_cast<std::size_t>(c.grid.cell(q.x, q.y))];
        FUZZ_EXPECT(d <= via + eps(via), "distance " + std::to_string(d) + " but a step to (" +
                                             std::to_string(q.x) + "," + std::to_string(q.y) +
                                             ") gets there for " + std::to_string(via) + at +
                                             what());
      }
  }
  if (ctx.expected.start_open && ctx.expected.goal_open) {
    const double d = distance[static_cast<std::size_t>(c.grid.cell(c.start.x, c.start.y))];
    FUZZ_EXPECT(std::isinf(d) ? std::isinf(ctx.expected.optimal)
                              : std::abs(d - ctx.expected.optimal) <= eps(d),
                "the start's distance " + std::to_string(d) + " is not the optimum " +
                    std::to_string(ctx.expected.optimal) + what());
  }
}

// Smoothed waypoints of A*'s path, checked by check_waypoints(); on plain
// terrain with exact step costs they are no longer than the path's cost.
void check_smoothing(Context& ctx) {
  Rules rules = ctx.c.rules;
  rules.algorithm = Algorithm::astar;
  const Result r = ctx.searcher.find_path(ctx.c.start, ctx.c.goal, rules);
  if (!r.found()) return;
  const std::vector<CellId> path(r.path.begin(), r.path.end());
  Smoother smoother;
  FUZZ_EXPECT(smoother.smooth(ctx.c.grid, path, rules), "smooth() ran out of memory");
  const std::string bad =
      check_waypoints(ctx.c.grid, path, smoother.waypoints(), smoother.length(), rules);
  FUZZ_EXPECT(bad.empty(), bad + " when smoothing " + describe(ctx.c, rules));
  if (ctx.c.unit_terrain && rules.costs == StepCosts::exact)
    FUZZ_EXPECT(smoother.length() <= r.cost + eps(r.cost),
                "waypoints " + std::to_string(smoother.length()) + " longer than the cost " +
                    std::to_string(r.cost) + " of " + describe(ctx.c, rules));
}

// closest: an unreachable goal (cut off, or a wall) gives a legal path to
// the reachable cell least far from it by the heuristic, at its optimal
// cost, and no reachable cell is nearer or, as near, cheaper to reach
// (Euclidean's h is truncated inside the engine, so its ties are not checked).
void check_closest(Context& ctx) {
  const Case& c = ctx.c;
  const Expected& e = ctx.expected;
  Rules rules = c.rules;
  rules.algorithm = c.stepped == Algorithm::dijkstra ? Algorithm::dijkstra : Algorithm::astar;
  QueryLimits limits;
  limits.closest = true;
  const Result r = ctx.searcher.find_path(c.start, c.goal, rules, limits);
  const auto what = [&] { return " with closest, " + describe(c, rules); };
  if (!e.in_bounds || !e.start_open) {
    FUZZ_EXPECT(r.reached == -1 && r.path.empty(), "a path from a refused query" + what());
    return;
  }
  if (std::isfinite(e.optimal)) {
    FUZZ_EXPECT(r.found() && r.reached == c.grid.cell(c.goal.x, c.goal.y),
                "a reachable goal not found" + what());
    return;
  }
  FUZZ_EXPECT(r.status == (e.goal_open ? SearchStatus::no_path : SearchStatus::goal_blocked),
              "status " + std::string(to_string(r.status)) + what());
  FUZZ_EXPECT(r.reached >= 0, "no reached cell" + what());
  if (r.reached < 0) return;
  const Point reached = c.grid.point(r.reached);
  Result as_found = r;
  as_found.status = SearchStatus::found;
  const std::string bad = check_path(c.grid, as_found, c.start, reached, rules);
  FUZZ_EXPECT(bad.empty(), bad + what());
  const std::vector<double> dist = reference_costs(c.grid, c.start, rules);
  const double g = dist[static_cast<std::size_t>(r.reached)];
  FUZZ_EXPECT(std::abs(r.cost - g) <= eps(g), "the path to the reached cell costs " +
                                                  std::to_string(r.cost) + ", its optimum is " +
                                                  std::to_string(g) + what());
  const double h = heuristic_of(rules, reached, c.goal);
  // The engine's Euclidean h is truncated to its fixed point, whose unit is
  // a whole cost unit with classic costs (10 a step): within one of it, two
  // cells tie for the engine, and the smaller g wins.
  const double tolerance =
      rules.heuristic == Heuristic::euclidean && rules.costs == StepCosts::classic
          ? 1.0
          : 1e-6 * std::max(1.0, h);
  for (CellId id = 0; id < static_cast<CellId>(dist.size()); ++id) {
    const double d = dist[static_cast<std::size_t>(id)];
    if (!std::isfinite(d)) continue;
    const double hc = heuristic_of(rules, c.grid.point(id), c.goal);
    FUZZ_EXPECT(hc >= h - tolerance, "cell " + std::to_string(id) + " is nearer the goal (h " +
                                         std::to_string(hc) + " < " + std::to_string(h) + ")" +
                                         what());
    if (rules.heuristic != Heuristic::euclidean && std::abs(hc - h) <= tolerance)
      FUZZ_EXPECT(d >= r.cost - eps(r.cost),
                  "cell " + std::to_string(id) + " is as near and cheaper to reach" + what());
  }
}

// Last: the grid changes under the searcher that ran every check above;
// its next query must see the new terrain, not records of the old.
void check_after_edit(Context& ctx) {
  ctx.c.grid.set_cost(ctx.c.edit.x, ctx.c.edit.y, ctx.c.edit_cost);
  ctx.components.wall_changed(ctx.c.edit);
  ctx.expected = expect(ctx.c);
  const Result r = run(ctx, Algorithm::dijkstra, 1);
  expect_within(ctx, r, 1, Algorithm::dijkstra, 1);
  check_connected(ctx);
}

void check_units(Context& ctx) {
  const Case& c = ctx.c;
  const Unit unit{c.size, c.profiled ? &c.profile : nullptr};
  bool in_bounds = c.grid.in_bounds(c.start);
  for (const Point g : c.goals) in_bounds = in_bounds && c.grid.in_bounds(g);
  QueryLimits limits;
  limits.within = c.within;
  FlowField field(c.grid);
  const SearchStatus flow = field.compute(c.goals, c.rules, unit);
  for (const Algorithm a : {Algorithm::dijkstra, Algorithm::astar}) {
    Rules rules = c.rules;
    rules.algorithm = a;
    if (a == Algorithm::astar && astar_bound(rules) != 1) continue;
    const Result r = ctx.searcher.find_path(c.start, c.goals, rules, limits, unit);
    const std::string what = std::string(to_string(r.status)) + ", size " + std::to_string(c.size) +
                             ", " + std::to_string(c.goals.size()) + " goals, within " +
                             std::to_string(c.within) + (c.profiled ? ", profiled, " : ", ") +
                             describe(c, rules);
    if (!unit.valid_size()) {
      FUZZ_EXPECT(r.status == SearchStatus::bad_unit_size && flow == r.status, what);
      return;
    }
    if (!in_bounds) {
      FUZZ_EXPECT(r.status == SearchStatus::out_of_bounds, what);
      return;
    }
    if (test::unit_cost(c.grid, c.start, unit) == 0) {
      FUZZ_EXPECT(r.status == SearchStatus::start_blocked, what);
      continue;
    }
    const std::vector<double> dist = test::reference_unit_costs(c.grid, {&c.start, 1}, rules, unit);
    // The cheapest target: a goal open for the unit or, with a range, a
    // cell in range of any goal (loosely and strictly, as the engine's
    // fixed point rounds the boundary).
    double loose = INFINITY, strict = INFINITY;
    bool any_open = false;
    for (const Point g : c.goals) any_open = any_open || test::unit_cost(c.grid, g, unit) != 0;
    const double cell = rules.costs == StepCosts::exact ? 1 : 10;
    for (int y = 0; y < c.grid.height(); ++y)
      for (int x = 0; x < c.grid.width(); ++x)
        for (const Point g : c.goals) {
          const double d = c.within > 0 ? heuristic_of(rules, {x, y}, g) / cell
                                        : (Point{x, y} == g ? 0 : INFINITY);
          const double cost = dist[static_cast<std::size_t>(c.grid.cell(x, y))];
          if (d <= c.within + 1e-6) loose = std::min(loose, cost);
          if (d <= c.within - 1e-6) strict = std::min(strict, cost);
        }
    if (c.within == 0 && !any_open) {
      FUZZ_EXPECT(r.status == SearchStatus::goal_blocked, what);
      continue;
    }
    if (!std::isfinite(loose)) {
      FUZZ_EXPECT(r.status == SearchStatus::no_path, what);
      continue;
    }
    FUZZ_EXPECT(r.found() || (r.status == SearchStatus::no_path && !std::isfinite(strict)), what);
    if (!r.found()) continue;
    FUZZ_EXPECT(r.cost >= loose - eps(loose) && r.cost <= strict + eps(strict),
                "cost " + std::to_string(r.cost) + " for " + what);
    const Point end = c.grid.point(r.reached);
    const std::string bad = test::check_unit_path(c.grid, r, c.start, end, rules, unit);
    FUZZ_EXPECT(bad.empty(), bad + " for " + what);
    FUZZ_EXPECT(r.goal_index >= 0 && r.goal_index < static_cast<int>(c.goals.size()), what);
  }
  if (!unit.valid_size() || !in_bounds) return;
  const std::vector<double> toward =
      test::reference_unit_costs(c.grid, c.goals, c.rules, unit, true);
  bool any_open = false;
  for (const Point g : c.goals) any_open = any_open || test::unit_cost(c.grid, g, unit) != 0;
  FUZZ_EXPECT(flow == (any_open ? SearchStatus::found : SearchStatus::goal_blocked),
              "flow field status " + std::string(to_string(flow)));
  for (std::size_t i = 0; i < toward.size(); ++i) {
    const double want = toward[i], got = field.distance()[i];
    FUZZ_EXPECT(std::isfinite(want) ? std::abs(got - want) <= eps(want) : !std::isfinite(got),
                "flow field distance " + std::to_string(got) + ", oracle " + std::to_string(want) +
                    " at cell " + std::to_string(i) + " for size " + std::to_string(c.size) + ", " +
                    describe(c, c.rules));
  }
}

}  // namespace pathrace::fuzz
