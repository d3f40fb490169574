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
// Every found path goes through check_path(): legal steps under the corner
// rule, and the reported cost and step counts recomputed from the steps.
//
// To check a new search feature, write one more `void check_x(Context&)`
// and add it to `checks` at the bottom.
#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <sstream>
#include <string>
#include <vector>

#include "fuzz.hpp"
#include "pathrace/components.hpp"
#include "pathrace/flow_field.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/line_of_sight.hpp"
#include "pathrace/rules.hpp"
#include "pathrace/search_events.hpp"
#include "pathrace/searcher.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::fuzz;
using pathrace::test::astar_bound;
using pathrace::test::check_path;
using pathrace::test::check_waypoints;
using pathrace::test::legal_move;
using pathrace::test::reference_costs;
using pathrace::test::step_cost;

namespace {

constexpr int max_side = 32;

// The bytes read front to back; past the end every byte reads as 0.
class Bytes {
 public:
  Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  std::uint8_t next() { return at_ < size_ ? data_[at_++] : 0; }
  [[nodiscard]] bool empty() const { return at_ >= size_; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t at_ = 0;
};

struct Case {
  Grid grid;
  Point start, goal;
  Rules rules;  // algorithm and weight are set by each check
  double weight = 1;
  Algorithm stepped = Algorithm::astar;  // what the stepping check runs
  bool unit_terrain = false;             // every open cell costs 1
  bool traced = false;                   // step with a TraceRecorder
  std::vector<std::uint64_t> steps;      // step(k) sizes, cycled
  Point edit;                            // a cell changed before the last check
  std::uint8_t edit_cost = 0;
  int size = 1;              // the unit's: 1-4, or 0 and 9, which are refused
  std::vector<Point> goals;  // the goal, then up to three more
  bool profiled = false;     // price terrain by `profile`
  TerrainProfile profile;    // classes 1-9 at 0-5
  double within = 0;         // a range, in cells, 0 for none
};

// 255 and 254 stand for just outside the grid (-1 and the side), so that
// out-of-bounds endpoints are fuzzed too.
int coordinate(std::uint8_t b, int side) { return b == 255 ? -1 : b == 254 ? side : b % side; }

// Weights from 0 to 15 in sixteenths, and a few that must be refused.
double weight_of(std::uint8_t b) {
  switch (b) {
    case 250:
      return std::nan("");
    case 251:
      return -1;
    case 252:
      return Rules::max_weight;
    case 253:
      return Rules::max_weight * 1.0001;
    case 254:
      return INFINITY;
    default:
      return b / 16.0;
  }
}

// Layout: width, height, rules, heuristic, start x y, goal x y, weight,
// stepped algorithm, step sizes (count then values), edited cell x y cost,
// then one byte per cell (terrain = byte % 10, 0 a wall; cells past the
// end are plain).
Case decode(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  Case c;
  const int width = in.next() % max_side + 1;
  const int height = in.next() % max_side + 1;
  const std::uint8_t rules = in.next();
  c.rules.connectivity = (rules & 1) != 0 ? Connectivity::four : Connectivity::eight;
  c.rules.corner = static_cast<CornerRule>((rules >> 1) % 3);
  c.rules.costs = (rules & 8) != 0 ? StepCosts::classic : StepCosts::exact;
  c.rules.tie_break = static_cast<TieBreak>((rules >> 4) % 3);
  c.unit_terrain = (rules & 64) != 0;
  c.traced = (rules & 128) != 0;
  c.rules.heuristic = static_cast<Heuristic>(in.next() % 5);
  c.start.x = coordinate(in.next(), width);
  c.start.y = coordinate(in.next(), height);
  c.goal.x = coordinate(in.next(), width);
  c.goal.y = coordinate(in.next(), height);
  c.weight = weight_of(in.next());
  c.stepped = static_cast<Algorithm>(in.next() % 5);
  const int step_count = in.next() % 4 + 1;
  for (int i = 0; i < step_count; ++i) c.steps.push_back(in.next());
  if (std::all_of(c.steps.begin(), c.steps.end(), [](std::uint64_t k) { return k == 0; }))
    c.steps.push_back(1);  // step(0) alone would never finish
  c.edit.x = in.next() % width;
  c.edit.y = in.next() % height;
  c.edit_cost = static_cast<std::uint8_t>(in.next() % 10);

  if (Grid::create(width, height, c.grid) != LoadStatus::ok) std::abort();
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const std::uint8_t terrain = in.empty() ? 1 : static_cast<std::uint8_t>(in.next() % 10);
      c.grid.set_cost(x, y, c.unit_terrain && terrain != 0 ? 1 : terrain);
    }
  if (c.unit_terrain && c.edit_cost > 1) c.edit_cost = 1;
  const std::uint8_t unit_size = in.next();
  c.size = unit_size == 250 ? 0 : unit_size == 251 ? 9 : 1 + unit_size % 4;
  c.goals.push_back(c.goal);
  for (int extra = in.next() % 4; extra > 0; --extra)
    c.goals.push_back({in.next() % width, in.next() % height});
  const std::uint8_t options = in.next();
  c.profiled = (options & 1) != 0;
  c.within = (options >> 1) % 8 == 0 ? 0 : ((options >> 1) % 8) * 0.75;
  c.profile = TerrainProfile::identity();
  for (int t = 1; t < 10; ++t) c.profile.cost[static_cast<std::size_t>(t)] = in.next() % 6;
  return c;
}

std::string describe(const Case& c, const Rules& rules) {
  std::ostringstream out;
  out.precision(17);
  out << c.grid.width() << "×" << c.grid.height() << ", " << to_string(rules.algorithm)
      << " weight " << rules.weight << ", "
      << (rules.connectivity == Connectivity::four ? "4-connected" : "8-connected") << ", "
      << to_string(rules.corner) << ", " << to_string(rules.costs) << ", "
      << to_string(rules.heuristic) << ", tie " << to_string(rules.tie_break) << ", from ("
      << c.start.x << "," << c.start.y << ") to (" << c.goal.x << "," << c.goal.y << ")\n";
  for (const std::string& row : to_rows(c.grid)) out << "  " << row << "\n";
  return out.str();
}

// What the oracle says about the case's query (with the rules' moves and
// step costs; algorithm and weight do not change the answer).
struct Expected {
  bool in_bounds = false, start_open = false, goal_open = false;
  double optimal = INFINITY;  // reference cost, +infinity when unreachable
  double hops = INFINITY;     // fewest steps
};

Expected expect(const Case& c) {
  Expected e;
  e.in_bounds = c.grid.in_bounds(c.start) && c.grid.in_bounds(c.goal);
  if (!e.in_bounds) return e;
  e.start_open = c.grid.passable(c.start.x, c.start.y);
  e.goal_open = c.grid.passable(c.goal.x, c.goal.y);
  if (!e.start_open || !e.goal_open) return e;
  const std::size_t goal = static_cast<std::size_t>(c.grid.cell(c.goal.x, c.goal.y));
  e.optimal = reference_costs(c.grid, c.start, c.rules)[goal];
  e.hops = reference_costs(c.grid, c.start, c.rules, true)[goal];
  return e;
}

struct Context {
  Case& c;
  Searcher& searcher;
  Components& components;
  Expected expected;
};

// The status the oracle allows for `rules` (when several things are wrong,
// any of their statuses will do).
bool status_allowed(const Context& ctx, const Rules& rules, SearchStatus s) {
  const Expected& e = ctx.expected;
  const bool bad_rules = !rules.valid();
  if (bad_rules || !e.in_bounds)
    return (bad_rules && s == SearchStatus::invalid_rules) ||
           (!e.in_bounds && s == SearchStatus::out_of_bounds);
  if (!e.start_open) return s == SearchStatus::start_blocked;
  if (!e.goal_open) return s == SearchStatus::goal_blocked;
  return s == (std::isfinite(e.optimal) ? SearchStatus::found : SearchStatus::no_path);
}

double eps(double cost) { return 1e-9 * std::max(1.0, cost); }

// Runs one algorithm; checks the status, and a found path with
// check_path() and against the optimum (never cheaper).
Result run(Context& ctx, Algorithm algorithm, double weight) {
  Rules rules = ctx.c.rules;
  rules.algorithm = algorithm;
  rules.weight = weight;
  const Result r = ctx.searcher.find_path(ctx.c.start, ctx.c.goal, rules);
  FUZZ_EXPECT(status_allowed(ctx, rules, r.status),
              "status " + std::string(to_string(r.status)) + " for " + describe(ctx.c, rules));
  if (r.found()) {
    const std::string bad = check_path(ctx.c.grid, r, ctx.c.start, ctx.c.goal, rules);
    FUZZ_EXPECT(bad.empty(), bad + " for " + describe(ctx.c, rules));
    FUZZ_EXPECT(r.cost >= ctx.expected.optimal - eps(ctx.expected.optimal),
                "cost " + std::to_string(r.cost) + " below the optimum " +
                    std::to_string(ctx.expected.optimal) + " for " + describe(ctx.c, rules));
  } else {
    FUZZ_EXPECT(r.path.empty(), "a path without found for " + describe(ctx.c, rules));
  }
  return r;
}

void expect_within(Context& ctx, const Result& r, double bound, Algorithm a, double weight) {
  if (!r.found()) return;
  const double optimal = ctx.expected.optimal;
  const auto what = [&] {
    Rules rules = ctx.c.rules;
    rules.algorithm = a;
    rules.weight = weight;
    std::ostringstream out;
    out.precision(17);
    out << "cost " << r.cost << " above " << bound << " × the optimum " << optimal << " for "
        << describe(ctx.c, rules);
    return out.str();
  };
  FUZZ_EXPECT(r.cost <= bound * optimal + eps(bound * optimal), what());
}

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

// The rules' heuristic from a to b in reported units, written out here.
double heuristic_of(const Rules& r, Point a, Point b) {
  const double dx = std::abs(a.x - b.x), dy = std::abs(a.y - b.y);
  const double straight = r.costs == StepCosts::exact ? 1 : 10;
  const double diagonal = r.costs == StepCosts::exact ? std::sqrt(2.0) : 14;
  switch (r.heuristic) {
    case Heuristic::manhattan:
      return straight * (dx + dy);
    case Heuristic::octile:
      return straight * std::max(dx, dy) + (diagonal - straight) * std::min(dx, dy);
    case Heuristic::chebyshev:
      return straight * std::max(dx, dy);
    case Heuristic::euclidean:
      return std::min(straight, diagonal / std::sqrt(2.0)) * std::hypot(dx, dy);
    case Heuristic::zero:
      return 0;
  }
  return 0;
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

using Check = void (*)(Context&);
constexpr Check checks[] = {check_dijkstra,  check_astar,     check_weighted,   check_greedy,
                            check_jps,       check_bfs,       check_stepping,   check_reverse,
                            check_connected, check_closest,   check_flow_field, check_smoothing,
                            check_units,     check_after_edit};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  Case c = decode(data, size);
  Searcher searcher(c.grid);
  Components components(c.grid);
  Context ctx{c, searcher, components, expect(c)};
  for (const Check check : checks) check(ctx);
  return 0;
}
