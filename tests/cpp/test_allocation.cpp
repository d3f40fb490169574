// No allocation per query: once a Searcher's buffers have grown to fit a
// set of queries, answering them again allocates nothing, whether through
// Buffer (pathrace::buffer_allocations) or through operator new (counted by
// allocation.cpp's replacements). The game extras and the query options
// have theirs in test_allocation_options.cpp.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <new>
#include <span>
#include <vector>

#include "allocation.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

// Where test allocations escape to, so the compiler cannot elide them.
void* volatile sink = nullptr;

}  // namespace

TEST_CASE("The allocation counters see allocations", "[allocation]") {
  SECTION("every operator new variant is counted and freed") {
    struct alignas(64) Wide {
      char bytes[64];
    };
    const std::uint64_t news = counted_news(), deletes = counted_deletes();
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
    const std::uint64_t news_made = counted_news() - news;
    const std::uint64_t deletes_made = counted_deletes() - deletes;
    CHECK(news_made == 6);
    CHECK(deletes_made == 6);
    CHECK(wide_address % 64 == 0);
    CHECK(wides_address % 64 == 0);
    CHECK(quiet_wide_address % 64 == 0);
  }
  SECTION("a standard container allocates through the counted operator new") {
    const std::uint64_t news = counted_news();
    {
      std::vector<int> v(1000, 3);
      sink = v.data();
    }
    const std::uint64_t counted = counted_news() - news;
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

TEST_CASE("Jump point search on a prepared grid allocates nothing per query once warmed up",
          "[allocation][jps][prepared]") {
  Fixture f(n_queries);
  for (int y = 0; y < f.grid.height(); ++y)
    for (int x = 0; x < f.grid.width(); ++x)
      if (f.grid.passable(x, y)) f.grid.set_cost(x, y, 1);
  std::vector<std::uint8_t> states(static_cast<std::size_t>(f.grid.cell_count()));
  for (const Variant& v : variants()) {
    if (std::string_view(v.name) != "astar") continue;  // one variant per way of moving
    Rules rules = v.rules;
    rules.algorithm = Algorithm::jps;
    INFO((rules.connectivity == Connectivity::four ? "4" : "8")
         << "-connected, " << to_string(rules.corner));
    JumpTable table;
    REQUIRE(table.build(f.grid, rules.connectivity, rules.corner) == PrepareStatus::ok);
    REQUIRE(table.serves(rules));
    for (const bool stepped : {false, true}) {
      INFO((stepped ? "stepped" : "find_path"));
      const auto run = [&](Searcher& s, std::size_t count, Run& into) {
        if (stepped)
          run_stepped(s, f, rules, count, states, nullptr, into);
        else
          run_find_path(s, f, rules, count, into);
      };
      Searcher s(f.grid, &table);
      Run warm = sized_run(), again = sized_run();
      run(s, 2 * n_queries, warm);
      const Counts before = Counts::now();
      run(s, 2 * n_queries, again);
      const Counts made = Counts::now() - before;
      CHECK(made.buffers == 0);
      CHECK(made.news == 0);
      CHECK(again == warm);
      CHECK(again.total_expanded() > 0);
    }
  }
}
