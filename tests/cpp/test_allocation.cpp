// No allocation per query: once a Searcher's buffers have grown to fit a
// set of queries, answering them again allocates nothing, whether through
// Buffer (pathrace::buffer_allocations) or through operator new (counted by
// the replacements below).
//
// The replacements are global: they serve the whole test binary. They only
// count, and forward to malloc / aligned_alloc and free, keeping the
// standard's behaviour (new_handler loop, bad_alloc, nothrow variants
// returning null). Catch2 allocates in its assertion macros, so every
// measured stretch below is free of them: counts are taken before and
// after, and asserted afterwards.
#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <cstdint>
#include <cstdlib>
#include <new>
#include <numeric>
#include <random>
#include <span>
#include <string_view>
#include <utility>
#include <vector>

#include "pathrace/buffer.hpp"
#include "pathrace/components.hpp"
#include "pathrace/flow_field.hpp"
#include "pathrace/line_of_sight.hpp"
#include "support.hpp"

namespace {

std::atomic<std::uint64_t> new_calls{0};
std::atomic<std::uint64_t> delete_calls{0};

// Out of line: GCC would otherwise inline free() into the test functions'
// delete-expressions and warn (-Wmismatched-new-delete) that memory from
// operator new is released with free(), which is exactly the point here.
[[gnu::noinline]] void* counted_new(std::size_t size) {
  if (size == 0) size = 1;
  for (;;) {
    if (void* p = std::malloc(size)) {
      new_calls.fetch_add(1, std::memory_order_relaxed);
      return p;
    }
    const std::new_handler handler = std::get_new_handler();
    if (handler == nullptr) throw std::bad_alloc();
    handler();
  }
}

[[gnu::noinline]] void* counted_new_aligned(std::size_t size, std::align_val_t align) {
  std::size_t a = static_cast<std::size_t>(align);
  if (a < sizeof(void*)) a = sizeof(void*);
  if (size == 0) size = 1;
  if (size > SIZE_MAX - (a - 1)) throw std::bad_alloc();
  size = (size + a - 1) / a * a;  // aligned_alloc wants a multiple of the alignment
  for (;;) {
    if (void* p = std::aligned_alloc(a, size)) {
      new_calls.fetch_add(1, std::memory_order_relaxed);
      return p;
    }
    const std::new_handler handler = std::get_new_handler();
    if (handler == nullptr) throw std::bad_alloc();
    handler();
  }
}

[[gnu::noinline]] void counted_delete(void* p) noexcept {
  if (p == nullptr) return;
  delete_calls.fetch_add(1, std::memory_order_relaxed);
  std::free(p);
}

}  // namespace

void* operator new(std::size_t size) { return counted_new(size); }
void* operator new[](std::size_t size) { return counted_new(size); }
void* operator new(std::size_t size, std::align_val_t align) {
  return counted_new_aligned(size, align);
}
void* operator new[](std::size_t size, std::align_val_t align) {
  return counted_new_aligned(size, align);
}
void* operator new(std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return counted_new(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, const std::nothrow_t&) noexcept {
  try {
    return counted_new(size);
  } catch (...) {
    return nullptr;
  }
}
void* operator new(std::size_t size, std::align_val_t align, const std::nothrow_t&) noexcept {
  try {
    return counted_new_aligned(size, align);
  } catch (...) {
    return nullptr;
  }
}
void* operator new[](std::size_t size, std::align_val_t align, const std::nothrow_t&) noexcept {
  try {
    return counted_new_aligned(size, align);
  } catch (...) {
    return nullptr;
  }
}

void operator delete(void* p) noexcept { counted_delete(p); }
void operator delete[](void* p) noexcept { counted_delete(p); }
void operator delete(void* p, std::size_t) noexcept { counted_delete(p); }
void operator delete[](void* p, std::size_t) noexcept { counted_delete(p); }
void operator delete(void* p, std::align_val_t) noexcept { counted_delete(p); }
void operator delete[](void* p, std::align_val_t) noexcept { counted_delete(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { counted_delete(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { counted_delete(p); }
void operator delete(void* p, const std::nothrow_t&) noexcept { counted_delete(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { counted_delete(p); }
void operator delete(void* p, std::align_val_t, const std::nothrow_t&) noexcept {
  counted_delete(p);
}
void operator delete[](void* p, std::align_val_t, const std::nothrow_t&) noexcept {
  counted_delete(p);
}

using namespace pathrace;
using namespace pathrace::test;

namespace {

// Where test allocations escape to, so the compiler cannot elide them.
void* volatile sink = nullptr;

struct Counts {
  std::uint64_t news, buffers;
  static Counts now() {
    return {new_calls.load(std::memory_order_relaxed),
            buffer_allocations.load(std::memory_order_relaxed)};
  }
  Counts operator-(const Counts& o) const { return {news - o.news, buffers - o.buffers}; }
};

struct Query {
  Point start, goal;
};

// A terrain map with queries of every kind: long, short, unreachable.
struct Fixture {
  Grid grid;
  std::vector<Query> queries;  // 2N of them

  explicit Fixture(std::size_t n) {
    std::mt19937 rng(2024);
    grid = random_grid(rng, 48, 36, 0.3, true);
    for (std::size_t i = 0; i < 2 * n; ++i)
      queries.push_back({random_open_cell(rng, grid), random_open_cell(rng, grid)});
  }
};

struct Variant {
  Rules rules;
  const char* name;
};

std::vector<Variant> variants() {
  std::vector<Variant> all;
  const std::pair<Connectivity, CornerRule> moves[] = {
      {Connectivity::four, CornerRule::no_corner_cutting},
      {Connectivity::eight, CornerRule::no_corner_cutting},
      {Connectivity::eight, CornerRule::at_most_one_blocked},
      {Connectivity::eight, CornerRule::always}};
  for (const auto& [connectivity, corner] : moves) {
    Rules r;
    r.connectivity = connectivity;
    r.corner = corner;
    r.algorithm = Algorithm::astar;
    all.push_back({r, "astar"});
    r.weight = 2.5;
    r.heuristic = Heuristic::euclidean;
    all.push_back({r, "weighted astar"});
    r.weight = 1;
    r.heuristic = Heuristic::octile;
    r.algorithm = Algorithm::greedy;
    r.tie_break = TieBreak::lifo;
    all.push_back({r, "greedy"});
    r.algorithm = Algorithm::dijkstra;
    r.tie_break = TieBreak::fifo;
    r.costs = StepCosts::classic;
    all.push_back({r, "dijkstra"});
    r.algorithm = Algorithm::bfs;
    all.push_back({r, "bfs"});
  }
  return all;
}

// Runs queries [0, count) with find_path; records costs into `costs`
// (preallocated) so the answers can be compared afterwards.
// What a run of queries did, query by query: the cost found (-1 no path,
// -2 not started) and the cells expanded.
struct Run {
  std::vector<double> costs;
  std::vector<std::uint64_t> expanded;
  std::uint64_t events = 0;  // traced runs only

  // The first n queries' costs and expansions.
  [[nodiscard]] Run first(std::size_t n) const {
    return {{costs.begin(), costs.begin() + static_cast<std::ptrdiff_t>(n)},
            {expanded.begin(), expanded.begin() + static_cast<std::ptrdiff_t>(n)},
            0};
  }
  [[nodiscard]] std::uint64_t total_expanded() const {
    return std::accumulate(expanded.begin(), expanded.end(), std::uint64_t{0});
  }
  friend bool operator==(const Run& a, const Run& b) {
    return a.costs == b.costs && a.expanded == b.expanded;
  }
};

// The first `count` fixture queries through find_path. The Run is sized by
// the caller beforehand so that recording allocates nothing.
void run_find_path(Searcher& s, const Fixture& f, const Rules& rules, std::size_t count, Run& run) {
  for (std::size_t i = 0; i < count; ++i) {
    const Result r = s.find_path(f.queries[i].start, f.queries[i].goal, rules);
    run.costs[i] = r.found() ? r.cost : -1;
    run.expanded[i] = r.stats.expanded;
  }
}

// The same, stepping a few expansions at a time and reading every cell's
// state after each step, optionally traced (the recorder cleared after
// each batch, as a UI would after drawing it).
void run_stepped(Searcher& s, const Fixture& f, const Rules& rules, std::size_t count,
                 std::span<std::uint8_t> states, TraceRecorder* trace, Run& run) {
  for (std::size_t i = 0; i < count; ++i) {
    run.expanded[i] = 0;
    if (s.start(f.queries[i].start, f.queries[i].goal, rules) != SearchStatus::in_progress) {
      run.costs[i] = -2;
      continue;
    }
    while (!s.done()) {
      const std::uint64_t batch = 1 + i % 29;  // batches of 1 to 29 expansions
      run.expanded[i] += trace != nullptr ? s.step(batch, *trace) : s.step(batch);
      s.cell_states(states);
      if (trace != nullptr) {
        run.events += trace->events().size();
        trace->clear();
      }
    }
    const Result r = s.result();
    run.costs[i] = r.found() ? r.cost : -1;
  }
}

constexpr std::size_t n_queries = 40;

Run sized_run() {
  return {std::vector<double>(2 * n_queries), std::vector<std::uint64_t>(2 * n_queries), 0};
}

}  // namespace

TEST_CASE("The allocation counters see allocations", "[allocation]") {
  SECTION("every operator new variant is counted and freed") {
    struct alignas(64) Wide {
      char bytes[64];
    };
    const std::uint64_t news = new_calls.load(), deletes = delete_calls.load();
    int* one = new int(7);
    sink = one;
    int* many = new int[10];
    sink = many;
    Wide* wide = new Wide;
    sink = wide;
    Wide* wides = new Wide[3];
    sink = wides;
    int* quiet = new (std::nothrow) int(1);
    sink = quiet;
    Wide* quiet_wide = new (std::nothrow) Wide;
    sink = quiet_wide;
    const std::uintptr_t wide_address = reinterpret_cast<std::uintptr_t>(wide);
    const std::uintptr_t wides_address = reinterpret_cast<std::uintptr_t>(wides);
    const std::uintptr_t quiet_wide_address = reinterpret_cast<std::uintptr_t>(quiet_wide);
    delete one;
    delete[] many;
    delete wide;
    delete[] wides;
    delete quiet;
    delete quiet_wide;
    const std::uint64_t counted_news = new_calls.load() - news;
    const std::uint64_t counted_deletes = delete_calls.load() - deletes;
    CHECK(counted_news == 6);
    CHECK(counted_deletes == 6);
    CHECK(wide_address % 64 == 0);
    CHECK(wides_address % 64 == 0);
    CHECK(quiet_wide_address % 64 == 0);
  }
  SECTION("a standard container allocates through the counted operator new") {
    const std::uint64_t news = new_calls.load();
    {
      std::vector<int> v(1000, 3);
      sink = v.data();
    }
    const std::uint64_t counted = new_calls.load() - news;
    CHECK(counted >= 1);
  }
  SECTION("a fresh searcher's first query grows its buffers") {
    const Fixture f(1);
    Searcher s(f.grid);
    const Counts before = Counts::now();
    const Result r = s.find_path(f.queries[0].start, f.queries[0].goal, Rules{});
    const Counts used = Counts::now() - before;
    CHECK(r.status != SearchStatus::out_of_memory);
    CHECK(used.buffers >= 2);  // the per-cell records and the open list at least
    CHECK(used.news == 0);     // the engine does not use operator new
  }
  SECTION("a trace recorder made per query allocates every time: the method would notice") {
    const Fixture f(n_queries);
    Searcher s(f.grid);
    Rules rules;
    rules.algorithm = Algorithm::dijkstra;
    const Counts before = Counts::now();
    std::uint64_t events = 0;
    for (std::size_t i = 0; i < n_queries; ++i) {
      TraceRecorder fresh(f.grid);
      if (s.start(f.queries[i].start, f.queries[i].goal, rules) == SearchStatus::in_progress)
        s.step(UINT64_MAX, fresh);
      events += fresh.events().size();
    }
    const Counts used = Counts::now() - before;
    CHECK(events > 0);
    CHECK(used.news >= n_queries);
  }
}

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

TEST_CASE("find_path allocates nothing once warmed up for every algorithm", "[allocation]") {
  const Fixture f(n_queries);
  for (const Variant& v : variants()) {
    INFO(v.name << ", " << (v.rules.connectivity == Connectivity::four ? "4" : "8")
                << "-connected, " << to_string(v.rules.corner));
    Searcher s(f.grid);
    Run warm = sized_run(), half = sized_run(), all = sized_run();
    run_find_path(s, f, v.rules, 2 * n_queries, warm);  // grows the buffers

    const Counts before = Counts::now();
    run_find_path(s, f, v.rules, n_queries, half);
    const Counts after_n = Counts::now();
    run_find_path(s, f, v.rules, 2 * n_queries, all);
    const Counts after_2n = Counts::now();

    const Counts n = after_n - before, two_n = after_2n - after_n;
    CHECK(n.buffers == 0);
    CHECK(n.news == 0);
    CHECK(two_n.buffers == 0);
    CHECK(two_n.news == 0);
    // The same work, query by query, however many queries came before.
    CHECK(all == warm);
    CHECK(half.first(n_queries) == warm.first(n_queries));
    CHECK(half.total_expanded() > 0);
    CHECK(std::count_if(all.costs.begin(), all.costs.end(), [](double c) { return c > 0; }) > 20);
  }
}

TEST_CASE("Stepping with cell_states allocates nothing once warmed up", "[allocation][stepping]") {
  const Fixture f(n_queries);
  std::vector<std::uint8_t> states(static_cast<std::size_t>(f.grid.cell_count()));
  for (const Variant& v : variants()) {
    INFO(v.name << ", " << (v.rules.connectivity == Connectivity::four ? "4" : "8")
                << "-connected, " << to_string(v.rules.corner));
    Searcher s(f.grid);
    Run warm = sized_run(), half = sized_run(), all = sized_run();
    run_stepped(s, f, v.rules, 2 * n_queries, states, nullptr, warm);

    const Counts before = Counts::now();
    run_stepped(s, f, v.rules, n_queries, states, nullptr, half);
    const Counts after_n = Counts::now();
    run_stepped(s, f, v.rules, 2 * n_queries, states, nullptr, all);
    const Counts after_2n = Counts::now();

    const Counts n = after_n - before, two_n = after_2n - after_n;
    CHECK(n.buffers == 0);
    CHECK(n.news == 0);
    CHECK(two_n.buffers == 0);
    CHECK(two_n.news == 0);
    CHECK(all == warm);
    CHECK(half.first(n_queries) == warm.first(n_queries));
    CHECK(half.total_expanded() > 0);
    CHECK(all.events == 0);  // untraced
  }
}

TEST_CASE("A trace recorder reused after clear() allocates nothing once warmed up",
          "[allocation][stepping]") {
  // TraceRecorder::clear() keeps its vector's capacity: once it has held the
  // largest batch of events, recording more batches allocates nothing.
  const Fixture f(n_queries);
  std::vector<std::uint8_t> states(static_cast<std::size_t>(f.grid.cell_count()));
  TraceRecorder trace(f.grid);  // one recorder across every variant, as a UI keeps one
  for (const Variant& v : variants()) {
    INFO(v.name << ", " << (v.rules.connectivity == Connectivity::four ? "4" : "8")
                << "-connected, " << to_string(v.rules.corner));
    Searcher s(f.grid);
    Run warm = sized_run(), half = sized_run(), all = sized_run();
    run_stepped(s, f, v.rules, 2 * n_queries, states, &trace, warm);

    const Counts before = Counts::now();
    run_stepped(s, f, v.rules, n_queries, states, &trace, half);
    const Counts after_n = Counts::now();
    run_stepped(s, f, v.rules, 2 * n_queries, states, &trace, all);
    const Counts after_2n = Counts::now();

    const Counts n = after_n - before, two_n = after_2n - after_n;
    CHECK(n.buffers == 0);
    CHECK(n.news == 0);
    CHECK(two_n.buffers == 0);
    CHECK(two_n.news == 0);
    CHECK(all == warm);
    CHECK(all.events == warm.events);
    CHECK(half.first(n_queries) == warm.first(n_queries));
    CHECK(half.events > half.total_expanded());  // every expansion and every opening recorded
  }
}

TEST_CASE("Jump point search allocates nothing per query once warmed up", "[allocation][jps]") {
  Fixture f(n_queries);
  // The fixture's walls on plain ground: jump point search needs uniform costs.
  for (int y = 0; y < f.grid.height(); ++y)
    for (int x = 0; x < f.grid.width(); ++x)
      if (f.grid.passable(x, y)) f.grid.set_cost(x, y, 1);
  REQUIRE(f.grid.uniform());
  std::vector<std::uint8_t> states(static_cast<std::size_t>(f.grid.cell_count()));
  TraceRecorder trace(f.grid);
  for (const Variant& v : variants()) {
    if (std::string_view(v.name) != "astar") continue;  // one variant per way of moving
    Rules rules = v.rules;
    rules.algorithm = Algorithm::jps;
    INFO((rules.connectivity == Connectivity::four ? "4" : "8")
         << "-connected, " << to_string(rules.corner));
    for (const char* mode : {"find_path", "stepped", "traced"}) {
      INFO(mode);
      const auto run = [&](Searcher& s, std::size_t count, Run& into) {
        if (std::string_view(mode) == "find_path")
          run_find_path(s, f, rules, count, into);
        else
          run_stepped(s, f, rules, count, states,
                      std::string_view(mode) == "traced" ? &trace : nullptr, into);
      };
      Searcher s(f.grid);
      Run warm = sized_run(), half = sized_run(), all = sized_run();
      run(s, 2 * n_queries, warm);

      const Counts before = Counts::now();
      run(s, n_queries, half);
      const Counts after_n = Counts::now();
      run(s, 2 * n_queries, all);
      const Counts after_2n = Counts::now();

      const Counts n = after_n - before, two_n = after_2n - after_n;
      CHECK(n.buffers == 0);
      CHECK(n.news == 0);
      CHECK(two_n.buffers == 0);
      CHECK(two_n.news == 0);
      CHECK(all == warm);
      CHECK(half.first(n_queries) == warm.first(n_queries));
      CHECK(half.total_expanded() > 0);
      CHECK(std::count_if(all.costs.begin(), all.costs.end(), [](double c) { return c > 0; }) > 20);
    }
  }
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
