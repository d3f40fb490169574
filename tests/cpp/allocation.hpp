// The allocation tests' shared pieces (allocation.cpp): counters of every
// operator new the test binary makes, a terrain map with queries of every
// kind, the rule variants run over it, and runs that record answers into
// storage sized beforehand, so that recording allocates nothing.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "pathrace/buffer.hpp"
#include "pathrace/grid.hpp"
#include "pathrace/rules.hpp"
#include "pathrace/search_events.hpp"
#include "pathrace/searcher.hpp"

namespace pathrace::test {

// Calls to the replaced operator new and operator delete so far (every
// variant, the nothrow and aligned ones included).
std::uint64_t counted_news();
std::uint64_t counted_deletes();

struct Counts {
  std::uint64_t news, buffers;
  static Counts now() {
    return {counted_news(), buffer_allocations.load(std::memory_order_relaxed)};
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

  explicit Fixture(std::size_t n);
};

struct Variant {
  Rules rules;
  const char* name;
};

// Every algorithm under every way to move.
std::vector<Variant> variants();

// What a run of queries did, query by query: the cost found (-1 no path,
// -2 not started) and the cells expanded.
struct Run {
  std::vector<double> costs;
  std::vector<std::uint64_t> expanded;
  std::uint64_t events = 0;  // traced runs only

  // The first n queries' costs and expansions.
  [[nodiscard]] Run first(std::size_t n) const;
  [[nodiscard]] std::uint64_t total_expanded() const;
  friend bool operator==(const Run& a, const Run& b) {
    return a.costs == b.costs && a.expanded == b.expanded;
  }
};

constexpr std::size_t n_queries = 40;

// A Run with room for every fixture query.
Run sized_run();

// The first `count` fixture queries through find_path. The Run is sized by
// the caller beforehand so that recording allocates nothing.
void run_find_path(Searcher& s, const Fixture& f, const Rules& rules, std::size_t count, Run& run);

// The same, stepping a few expansions at a time and reading every cell's
// state after each step, optionally traced (the recorder cleared after
// each batch, as a UI would after drawing it).
void run_stepped(Searcher& s, const Fixture& f, const Rules& rules, std::size_t count,
                 std::span<std::uint8_t> states, TraceRecorder* trace, Run& run);

}  // namespace pathrace::test
