// Differential fuzz target for the search core. The fuzzer's bytes become a
// small grid (up to 32×32, terrain 0-9), the rules of one query (every
// connectivity, corner rule, heuristic, step costs, tie-break and weight)
// and its endpoints; each check below runs the engine on that case and
// compares it with the independent oracle of tests/cpp/oracle.cpp (a plain
// Dijkstra with bounds-checked moves, and a path checker that applies the
// corner rule itself):
//   Dijkstra and A* (admissible h) find exactly the optimal cost, and A*
//   with manhattan on 8 connections stays within its bound; BFS takes the
//   fewest steps (and is cheapest on 4-connected unit terrain); greedy's
//   path is valid and never cheaper; weighted A* stays within w × optimal;
//   stepping with fuzzed step sizes ends exactly where find_path() does;
//   jump point search gives A*'s answer on plain terrain and refuses terrain
//   and weights other than 1;
//   one searcher reused for the way back and after a terrain edit still
//   matches the oracle.
// The game extras on the same case: closest gives the path to the reachable
// cell nearest an unreachable goal (by the heuristic, then g); connected() says found exactly when
// the oracle has a path (also after the edit, kept valid by wall_changed()); a flow field to the
// goal holds each cell's exact cost to the goal (each next step legal and priced as distance says,
// no legal move that would be cheaper, and the start's distance the oracle's optimum); smoothed
// waypoints of A*'s path pass check_waypoints() (an exact rational line of
// sight, tests/cpp/oracle.cpp) and are no longer than its cost on plain terrain.
// Units, goals and profiles (bytes after the cells, so older inputs read
// as size 1 and one goal): a unit of fuzzed size (and the refused 0 and 9)
// under a fuzzed profile, toward the start's goal and up to three more,
// within a fuzzed range or not, costs exactly the least that the oracle's
// block rules (legal_unit_move, reference_unit_costs) give to any goal or,
// with a range, to any cell in range; a flow field to those goals for the
// unit holds the oracle's multi-source costs.
// The prepared tier (search_prepared.cpp): jump point search on a prepared
// copy answers as on an unprepared one before and after the edit, and each
// repaired table equals a fresh build.
// Every found path goes through check_path(): legal steps under the corner
// rule, and the reported cost and step counts recomputed from the steps.
//
// The case and the helpers are search_case.cpp's; the checks of the game
// extras, units, goals and profiles search_extras.cpp's. To check a new
// search feature, write one more `void check_x(Context&)` and add it to
// `checks` at the bottom.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz.hpp"
#include "pathrace/search_events.hpp"
#include "search_case.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::fuzz;
using pathrace::test::astar_bound;
using pathrace::test::check_path;
using pathrace::test::reference_costs;

namespace {

void check_dijkstra(Context& ctx) {
  const Result r = run(ctx, Algorithm::dijkstra, 1);
  expect_within(ctx, r, 1, Algorithm::dijkstra, 1);
  FUZZ_EXPECT(r.stats.reopened == 0, "Dijkstra reopened a closed cell");
}

void check_astar(Context& ctx) {
  const Result r = run(ctx, Algorithm::astar, 1);
  expect_within(ctx, r, astar_bound(ctx.c.rules), Algorithm::astar, 1);
}

// h ≤ b·h* (b = astar_bound) makes w·h ≤ w·b·h*: A* with reopening pays at
// most max(1, w·b) times the optimum.
void check_weighted(Context& ctx) {
  const double w = ctx.c.weight;
  const Result r = run(ctx, Algorithm::astar, w);
  expect_within(ctx, r, std::max(1.0, w * astar_bound(ctx.c.rules)), Algorithm::astar, w);
}

void check_greedy(Context& ctx) { run(ctx, Algorithm::greedy, 1); }

// Jump point search: on a grid whose open cells all cost 1, A*'s answer
// (the optimum, within A*'s bound for manhattan on 8 connections) on a path
// legal under its rule; with terrain, or a weight other than 1, a refusal
// (unless the query is refused for another reason first).
void check_jps(Context& ctx) {
  const Grid& grid = ctx.c.grid;
  bool uniform = true;
  for (int y = 0; y < grid.height(); ++y)
    for (int x = 0; x < grid.width(); ++x) uniform = uniform && grid.cost(x, y) <= 1;
  Rules rules = ctx.c.rules;
  rules.algorithm = Algorithm::jps;
  const auto refused = [&](double weight, SearchStatus refusal) {
    rules.weight = weight;
    const Result r = ctx.searcher.find_path(ctx.c.start, ctx.c.goal, rules);
    const bool other = r.status != SearchStatus::found && r.status != SearchStatus::no_path &&
                       status_allowed(ctx, rules, r.status);
    FUZZ_EXPECT(r.status == refusal || other,
                "JPS said " + std::string(to_string(r.status)) + " for " + describe(ctx.c, rules));
  };
  if (!uniform) return refused(1, SearchStatus::not_uniform);
  const Result r = run(ctx, Algorithm::jps, 1);
  rules.weight = 1;
  expect_within(ctx, r, astar_bound(rules), Algorithm::jps, 1);
  if (ctx.c.weight != 1 && std::isfinite(ctx.c.weight) && ctx.c.weight >= 0 &&
      ctx.c.weight <= Rules::max_weight)
    refused(ctx.c.weight, SearchStatus::weight_not_one);
}

void check_bfs(Context& ctx) {
  const Result r = run(ctx, Algorithm::bfs, 1);
  if (!r.found()) return;
  FUZZ_EXPECT(r.path.size() == static_cast<std::size_t>(ctx.expected.hops) + 1,
              "BFS took " + std::to_string(r.path.size() - 1) + " steps, the fewest are " +
                  std::to_string(ctx.expected.hops));
  if (ctx.c.unit_terrain && ctx.c.rules.connectivity == Connectivity::four)
    expect_within(ctx, r, 1, Algorithm::bfs, 1);
}

// start() then step(k) with the fuzzed sizes ends in the result find_path()
// gives: same status, path, cost and counters. Each step expands exactly k
// cells unless the search ends in it; a traced run records one expand event
// per expansion; at the end the cells not unseen are the generated ones,
// cell_info() agrees with cell_states(), and the goal's g is the cost.
void check_stepping(Context& ctx) {
  Rules rules = ctx.c.rules;
  rules.algorithm = ctx.c.stepped;
  rules.weight = ctx.c.weight;
  Searcher& s = ctx.searcher;
  const Result whole = s.find_path(ctx.c.start, ctx.c.goal, rules);
  const std::vector<CellId> path(whole.path.begin(), whole.path.end());
  const auto what = [&] { return " when stepping " + describe(ctx.c, rules); };

  TraceRecorder trace(ctx.c.grid);
  const SearchStatus started = s.start(ctx.c.start, ctx.c.goal, rules);
  // A query refused at the start is refused the same way by find_path().
  FUZZ_EXPECT(started == SearchStatus::in_progress ? whole.status != SearchStatus::in_progress
                                                   : whole.status == started,
              "start() said " + std::string(to_string(started)) + what());
  std::uint64_t expanded = 0;
  for (std::size_t i = 0; !s.done(); ++i) {
    const std::uint64_t k = ctx.c.steps[i % ctx.c.steps.size()];
    const std::uint64_t done = ctx.c.traced ? s.step(k, trace) : s.step(k);
    expanded += done;
    FUZZ_EXPECT(done == k || (done < k && s.done()),
                "step(" + std::to_string(k) + ") expanded " + std::to_string(done) + what());
  }
  FUZZ_EXPECT(s.step(5) == 0, "a finished search expanded more" + what());
  const Result stepped = s.result();
  FUZZ_EXPECT(stepped.status == whole.status && stepped.cost == whole.cost &&
                  stepped.cardinal == whole.cardinal && stepped.diagonal == whole.diagonal &&
                  std::equal(path.begin(), path.end(), stepped.path.begin(), stepped.path.end()),
              "the stepped result differs from find_path()" + what());
  FUZZ_EXPECT(stepped.stats.expanded == whole.stats.expanded &&
                  stepped.stats.generated == whole.stats.generated &&
                  stepped.stats.reopened == whole.stats.reopened &&
                  stepped.stats.peak_open == whole.stats.peak_open &&
                  stepped.stats.expanded == expanded,
              "the stepped counters differ from find_path()" + what());
  if (ctx.c.traced) {
    const auto expands =
        std::count_if(trace.events().begin(), trace.events().end(),
                      [](const SearchEvent& e) { return e.kind == EventKind::expand; });
    FUZZ_EXPECT(static_cast<std::uint64_t>(expands) == expanded,
                std::to_string(expands) + " expand events for " + std::to_string(expanded) +
                    " expansions" + what());
  }
  if (started != SearchStatus::in_progress) return;
  std::vector<std::uint8_t> states(static_cast<std::size_t>(ctx.c.grid.cell_count()));
  s.cell_states(states);
  // Cells a jump only passed over are marked scanned, not generated; the
  // path cells between two jump points are on the path but were never
  // generated either (cell_info() gives them no g).
  std::int64_t seen = 0;
  for (CellId cell = 0; cell < static_cast<CellId>(states.size()); ++cell) {
    const std::uint8_t b = states[static_cast<std::size_t>(cell)];
    seen += b != static_cast<std::uint8_t>(CellState::unseen) &&
            b != static_cast<std::uint8_t>(CellState::scanned) &&
            std::isfinite(s.cell_info(cell).g);
  }
  FUZZ_EXPECT(static_cast<std::uint64_t>(seen) == stepped.stats.generated,
              std::to_string(seen) + " cells seen but " + std::to_string(stepped.stats.generated) +
                  " generated" + what());
  for (CellId cell = 0; cell < static_cast<CellId>(states.size()); ++cell)
    FUZZ_EXPECT(static_cast<std::uint8_t>(s.cell_info(cell).state) ==
                    states[static_cast<std::size_t>(cell)],
                "cell_info() and cell_states() disagree on cell " + std::to_string(cell) + what());
  if (stepped.found()) {
    const double g = s.cell_info(ctx.c.grid.cell(ctx.c.goal.x, ctx.c.goal.y)).g;
    FUZZ_EXPECT(std::abs(g - stepped.cost) <= eps(stepped.cost),
                "the goal's g " + std::to_string(g) + " is not the path's cost" + what());
  }
  for (const CellId cell : path)
    FUZZ_EXPECT(
        states[static_cast<std::size_t>(cell)] == static_cast<std::uint8_t>(CellState::path),
        "a path cell is not painted as path" + what());
}

// The same searcher, other endpoints: from the goal back to the start
// (terrain prices the cell entered, so the way back has its own optimum).
void check_reverse(Context& ctx) {
  if (!ctx.expected.start_open || !ctx.expected.goal_open) return;
  Rules rules = ctx.c.rules;
  rules.algorithm = Algorithm::astar;
  const Result r = ctx.searcher.find_path(ctx.c.goal, ctx.c.start, rules);
  const double optimal = reference_costs(
      ctx.c.grid, ctx.c.goal,
      rules)[static_cast<std::size_t>(ctx.c.grid.cell(ctx.c.start.x, ctx.c.start.y))];
  const auto what = [&] { return " on the way back, " + describe(ctx.c, rules); };
  FUZZ_EXPECT(r.found() == std::isfinite(optimal),
              "status " + std::string(to_string(r.status)) + what());
  if (!r.found()) return;
  const std::string bad = check_path(ctx.c.grid, r, ctx.c.goal, ctx.c.start, rules);
  FUZZ_EXPECT(bad.empty(), bad + what());
  const double bound = astar_bound(rules);
  FUZZ_EXPECT(r.cost >= optimal - eps(optimal) && r.cost <= bound * optimal + eps(bound * optimal),
              "cost " + std::to_string(r.cost) + " against the optimum " + std::to_string(optimal) +
                  what());
}

using Check = void (*)(Context&);
constexpr Check checks[] = {check_dijkstra,  check_astar,    check_weighted,   check_greedy,
                            check_jps,       check_bfs,      check_stepping,   check_reverse,
                            check_connected, check_closest,  check_flow_field, check_smoothing,
                            check_units,     check_prepared, check_after_edit};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Case c = decode(data, size);
  Searcher searcher(c.grid);
  Components components(c.grid);
  Context ctx{c, searcher, components, expect(c)};
  for (const Check check : checks) check(ctx);
  return 0;
}
