// Searcher::open_list against an open set rebuilt from the trace alone:
// every event opens, improves or closes a cell, so the set and each entry's
// arrival number follow without asking the engine's heap.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <map>
#include <random>
#include <vector>

#include "pathrace/searcher.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

struct Reference {
  CellId cell;
  double f, g, h;
  std::int64_t arrival;
  bool fresh;
};

// The documented order: f, then the tie-break (larger g, earlier arrival, or
// later arrival); BFS, whose f reports g, is first in, first out alone.
bool ref_before(const Reference& a, const Reference& b, TieBreak tie, bool bfs) {
  if (a.f != b.f && !bfs) return a.f < b.f;
  if (tie == TieBreak::larger_g) return a.g > b.g;
  return tie == TieBreak::fifo ? a.arrival < b.arrival : a.arrival > b.arrival;
}

bool same_key(const Reference& a, const Reference& b, TieBreak tie, bool bfs) {
  return !ref_before(a, b, tie, bfs) && !ref_before(b, a, tie, bfs);
}

struct Case {
  Algorithm algorithm;
  double weight;
  TieBreak tie;
};

void check_against_trace(const Grid& grid, Point start, Point goal, const Rules& rules) {
  const bool bfs = rules.algorithm == Algorithm::bfs;
  const TieBreak tie = bfs ? TieBreak::fifo : rules.tie_break;
  Searcher s(grid);
  REQUIRE(s.start(start, goal, rules) == SearchStatus::in_progress);
  std::map<CellId, Reference> open;
  const CellId start_id = grid.cell(start.x, start.y);
  const CellInfo start_info = s.cell_info(start_id);
  open[start_id] = {start_id, start_info.f, 0, start_info.h, 0, true};
  std::int64_t arrivals = 1;
  std::uint64_t opened = 1, improved = 0;
  TraceRecorder trace(grid);
  std::array<OpenListEntry, Searcher::max_open_list> out{};
  for (int step = 0; !s.done(); ++step) {
    std::vector<Reference> sorted;
    for (const auto& [cell, r] : open) sorted.push_back(r);
    std::sort(sorted.begin(), sorted.end(),
              [&](const Reference& a, const Reference& b) { return ref_before(a, b, tie, bfs); });
    REQUIRE(sorted.size() == s.open_size());
    const ExpansionCounts counts = s.last_expansion();
    CHECK(counts.opened == opened);
    CHECK(counts.improved == improved);
    for (const std::size_t k : {std::size_t{1}, std::size_t{7}, out.size()}) {
      const std::size_t n = s.open_list({out.data(), k});
      REQUIRE(n == std::min(k, sorted.size()));
      std::vector<CellId> seen;
      for (std::size_t i = 0; i < n; ++i) {
        INFO("step " << step << ", rank " << i << " of " << n);
        const Reference& want = sorted[i];
        const auto it = open.find(out[i].cell);
        REQUIRE(it != open.end());
        const Reference& got = it->second;
        // Entries of one key may come in any order among themselves.
        CHECK(same_key(got, want, tie, bfs));
        CHECK(std::find(seen.begin(), seen.end(), got.cell) == seen.end());
        seen.push_back(got.cell);
        CHECK(out[i].f == got.f);
        CHECK(out[i].g == got.g);
        CHECK(out[i].h == got.h);
        CHECK(out[i].fresh == got.fresh);
        CHECK(out[i].tie == (tie == TieBreak::larger_g ? got.g : static_cast<double>(got.arrival)));
      }
    }
    const std::size_t n = s.open_list({out.data(), 1});
    s.step(1, trace);
    for (auto& [cell, r] : open) r.fresh = false;
    opened = improved = 0;
    for (const SearchEvent& e : trace.events()) {
      if (e.kind == EventKind::expand) {
        // The first entry is the cell the step took.
        REQUIRE(n == 1);
        CHECK(e.cell == out[0].cell);
        open.erase(e.cell);
        continue;
      }
      (e.kind == EventKind::open ? opened : improved) += 1;
      open[e.cell] = {e.cell, e.f, e.g, e.h, arrivals++, true};
    }
    trace.clear();
  }
}

}  // namespace

TEST_CASE("The open list's top k come in the order the search takes them", "[search][open-list]") {
  const Case c = GENERATE(
      Case{Algorithm::astar, 1, TieBreak::larger_g}, Case{Algorithm::astar, 1, TieBreak::fifo},
      Case{Algorithm::astar, 1, TieBreak::lifo}, Case{Algorithm::astar, 2.5, TieBreak::larger_g},
      Case{Algorithm::greedy, 1, TieBreak::larger_g}, Case{Algorithm::greedy, 1, TieBreak::lifo},
      Case{Algorithm::dijkstra, 1, TieBreak::larger_g},
      Case{Algorithm::dijkstra, 1, TieBreak::fifo}, Case{Algorithm::bfs, 1, TieBreak::larger_g},
      Case{Algorithm::jps, 1, TieBreak::larger_g}, Case{Algorithm::jps, 1, TieBreak::lifo});
  const bool four = GENERATE(false, true);
  const std::uint32_t seed = GENERATE(3u, 11u);
  INFO("algorithm " << static_cast<int>(c.algorithm) << ", weight " << c.weight << ", tie "
                    << static_cast<int>(c.tie) << ", 4-connected " << four << ", seed " << seed);
  std::mt19937 rng(seed);
  const bool terrain = c.algorithm != Algorithm::jps && seed == 11u;
  const Grid grid = random_grid(rng, 24, 18, 0.25, terrain);
  const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
  Rules rules;
  rules.algorithm = c.algorithm;
  rules.weight = c.weight;
  rules.tie_break = c.tie;
  if (four) rules.connectivity = Connectivity::four;
  check_against_trace(grid, a, b, rules);
}

TEST_CASE("The open list is empty before a query and after a refused one", "[search][open-list]") {
  const Grid grid = grid_from({"..#", "..."});
  Searcher s(grid);
  std::array<OpenListEntry, 4> out{};
  CHECK(s.open_list(out) == 0);
  CHECK(s.last_expansion().opened == 0);
  CHECK(s.start({0, 0}, {2, 0}, Rules{}) == SearchStatus::goal_blocked);
  CHECK(s.open_list(out) == 0);
  CHECK(s.last_expansion().opened == 0);
  CHECK(s.last_expansion().improved == 0);
}
