// A searcher's per-cell records: a new searcher's start as zero bytes,
// which read as unseen, and nothing is written up front; cell_states() reads
// only the rows the current search has reached; and the search stamp's wrap,
// after 2^32 queries, forgets every older record and mark.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cstdint>
#include <random>
#include <vector>

#include "pathrace/buffer.hpp"
#include "support.hpp"

namespace pathrace::test {

// Searcher's friend: sets the stamp of its last query, so that a test
// reaches the wrap without 2^32 queries.
struct SearcherStamp {
  static void set(Searcher& s, std::uint32_t stamp) { s.search_ = stamp; }
};

}  // namespace pathrace::test

using namespace pathrace;
using namespace pathrace::test;

namespace {

std::vector<std::uint8_t> states_of(const Searcher& s, const Grid& grid) {
  std::vector<std::uint8_t> states(static_cast<std::size_t>(grid.cell_count()));
  s.cell_states(states);
  return states;
}

// The states as cell_info() tells them, cell by cell: it reads each record,
// wherever it lies.
std::vector<std::uint8_t> states_by_info(const Searcher& s, const Grid& grid) {
  std::vector<std::uint8_t> states(static_cast<std::size_t>(grid.cell_count()));
  for (CellId c = 0; c < grid.cell_count(); ++c)
    states[static_cast<std::size_t>(c)] = static_cast<std::uint8_t>(s.cell_info(c).state);
  return states;
}

// Walls on plain ground, so that jump point search runs on it too.
Grid walled_grid(std::uint32_t seed, int width, int height) {
  std::mt19937 rng(seed);
  return random_grid(rng, width, height, 0.25, false);
}

std::vector<Rules> every_algorithm() {
  std::vector<Rules> all;
  for (const Algorithm a :
       {Algorithm::astar, Algorithm::greedy, Algorithm::dijkstra, Algorithm::bfs, Algorithm::jps})
    for (const Connectivity c : {Connectivity::eight, Connectivity::four}) {
      Rules r;
      r.algorithm = a;
      r.connectivity = c;
      all.push_back(r);
    }
  Rules cutting;
  cutting.algorithm = Algorithm::jps;
  cutting.corner = CornerRule::always;
  all.push_back(cutting);
  return all;
}

}  // namespace

TEST_CASE("cell_states() agrees with cell_info() on every cell at every step",
          "[search][stepping]") {
  // One searcher for every query: the records of earlier queries lie all
  // over the grid, outside the rows the current one has reached.
  const Grid grid = walled_grid(2025, 48, 40);
  std::mt19937 rng(11);
  Searcher s(grid);
  for (const Rules& rules : every_algorithm()) {
    INFO(to_string(rules.algorithm) << (rules.connectivity == Connectivity::four ? ", 4" : ", 8")
                                    << "-connected, " << to_string(rules.corner));
    for (int q = 0; q < 6; ++q) {
      const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
      INFO("(" << a.x << "," << a.y << ") to (" << b.x << "," << b.y << ")");
      REQUIRE(s.start(a, b, rules) == SearchStatus::in_progress);
      CHECK(states_of(s, grid) == states_by_info(s, grid));
      int steps = 0;
      while (!s.done()) {
        s.step(1 + static_cast<std::uint64_t>(steps++ % 7));
        REQUIRE(states_of(s, grid) == states_by_info(s, grid));
      }
    }
  }
}

TEST_CASE("A searcher on memory another one used starts with every cell unseen", "[search]") {
  const Grid grid = walled_grid(3, 64, 48);
  std::mt19937 rng(5);
  const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
  Rules rules;
  rules.algorithm = Algorithm::dijkstra;  // records on every reachable cell
  const double cost = [&] {
    Searcher everywhere(grid);
    const Result r = everywhere.find_path(a, b, rules);
    REQUIRE(r.found());
    return r.cost;
  }();
  Searcher fresh(grid);  // most likely on the memory just freed
  REQUIRE(fresh.start(b, a, rules) == SearchStatus::in_progress);
  const std::vector<std::uint8_t> states = states_of(fresh, grid);
  CHECK(std::count(states.begin(), states.end(), std::uint8_t{0}) == grid.cell_count() - 1);
  CHECK(fresh.run().cost == Approx(cost));
}

TEST_CASE("Buffer::reset_zeroed gives zero bytes, on memory just freed too", "[allocation]") {
  constexpr std::size_t n = 1 << 20;  // 4 MiB: beyond malloc's small bins
  for (int round = 0; round < 3; ++round) {
    {
      Buffer<std::uint32_t> dirty;
      REQUIRE(dirty.reset(n));
      std::fill(dirty.data(), dirty.data() + n, 0xdeadbeefU);
    }
    Buffer<std::uint32_t> zeroed;
    REQUIRE(zeroed.reset_zeroed(n));
    CHECK(std::all_of(zeroed.data(), zeroed.data() + n, [](std::uint32_t v) { return v == 0; }));
  }
}

TEST_CASE("The search stamp's wrap forgets every older record and mark", "[search][stepping]") {
  const Grid grid = walled_grid(8, 40, 30);
  std::mt19937 rng(21);
  for (const Rules& rules : every_algorithm()) {
    INFO(to_string(rules.algorithm) << (rules.connectivity == Connectivity::four ? ", 4" : ", 8")
                                    << "-connected, " << to_string(rules.corner));
    Searcher s(grid);
    // The first query leaves records and (a stepped jump point search)
    // marks under stamp 1, the one the wrap comes back to.
    const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
    REQUIRE(s.start(a, b, rules) == SearchStatus::in_progress);
    s.run();
    SearcherStamp::set(s, UINT32_MAX - 1);
    const Point c = random_open_cell(rng, grid), d = random_open_cell(rng, grid);
    // The last stamp before the wrap, then the wrap, each beside a new searcher.
    for (int query = 0; query < 2; ++query) {
      INFO("query " << query << ": (" << c.x << "," << c.y << ") to (" << d.x << "," << d.y << ")");
      Searcher fresh(grid);
      REQUIRE(s.start(c, d, rules) == SearchStatus::in_progress);
      REQUIRE(fresh.start(c, d, rules) == SearchStatus::in_progress);
      while (!fresh.done()) {
        REQUIRE(states_of(s, grid) == states_of(fresh, grid));
        CHECK(s.step(3) == fresh.step(3));
      }
      CHECK(s.done());
      CHECK(states_of(s, grid) == states_of(fresh, grid));
      CHECK(states_by_info(s, grid) == states_by_info(fresh, grid));
      const Result mine = s.result(), theirs = fresh.result();
      CHECK(mine.status == theirs.status);
      CHECK(mine.cost == theirs.cost);
      CHECK(mine.stats.expanded == theirs.stats.expanded);
      CHECK(mine.stats.generated == theirs.stats.generated);
    }
  }
}
