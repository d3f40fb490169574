// The classic A* article's worked example: a 4×4 grid drawn with the origin
// at the bottom left, 8-connected with corners allowed, costs 10 and 14, the
// octile heuristic. The engine's rows run top to bottom, so a textbook
// (x, y) is engine (x, 3 - y).
#include <catch2/catch.hpp>
#include <map>

#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

Point textbook(int x, int y) { return {x, 3 - y}; }

struct Seen {
  double g, h, f;
  CellId parent;
};

}  // namespace

TEST_CASE("The tutorials' 4x4 worked example reproduces from the step events", "[example]") {
  // Walls at textbook (1,1) and (1,2).
  Grid grid = grid_from({"....", ".#..", ".#..", "...."});
  REQUIRE_FALSE(grid.passable(textbook(1, 1).x, textbook(1, 1).y));
  REQUIRE_FALSE(grid.passable(textbook(1, 2).x, textbook(1, 2).y));

  Rules rules;
  rules.corner = CornerRule::always;
  rules.costs = StepCosts::classic;
  rules.heuristic = Heuristic::octile;

  const Point start = textbook(0, 1), goal = textbook(3, 1);
  const auto id = [&](int x, int y) {
    const Point p = textbook(x, y);
    return grid.cell(p.x, p.y);
  };
  Searcher s(grid);
  TraceRecorder trace(grid);
  REQUIRE(s.start(start, goal, rules) == SearchStatus::in_progress);

  // First expansion: the start, which opens three neighbours.
  REQUIRE(s.step(1, trace) == 1);
  REQUIRE(trace.events().front().kind == EventKind::expand);
  CHECK(trace.events().front().cell == id(0, 1));
  std::map<CellId, Seen> open;
  for (const SearchEvent& e : trace.events())
    if (e.kind == EventKind::open) open[e.cell] = {e.g, e.h, e.f, e.parent};
  REQUIRE(open.size() == 3);
  REQUIRE(s.open_size() == 3);
  REQUIRE(open.count(id(0, 2)) == 1);
  REQUIRE(open.count(id(1, 0)) == 1);
  REQUIRE(open.count(id(0, 0)) == 1);
  CHECK(open[id(0, 2)].g == 10);
  CHECK(open[id(0, 2)].h == 34);
  CHECK(open[id(0, 2)].f == 44);
  CHECK(open[id(1, 0)].g == 14);
  CHECK(open[id(1, 0)].h == 24);
  CHECK(open[id(1, 0)].f == 38);
  CHECK(open[id(0, 0)].g == 10);
  CHECK(open[id(0, 0)].h == 34);
  CHECK(open[id(0, 0)].f == 44);
  for (const auto& [cell, seen] : open) CHECK(seen.parent == id(0, 1));

  // Second expansion: (1,0), the lowest f. Reaching (0,0) through it would
  // cost 14 + 10 = 24 > 10, so (0,0) keeps g 10 and its parent.
  trace.clear();
  REQUIRE(s.step(1, trace) == 1);
  CHECK(trace.events().front().kind == EventKind::expand);
  CHECK(trace.events().front().cell == id(1, 0));
  for (const SearchEvent& e : trace.events()) {
    CHECK(e.kind != EventKind::improve);
    CHECK(e.cell != id(0, 0));
  }
  const CellInfo kept = s.cell_info(id(0, 0));
  CHECK(kept.g == 10);
  CHECK(kept.parent == id(0, 1));

  const Result r = s.run();
  REQUIRE(r.found());
  CHECK(r.cost == 38);
  CHECK(check_path(grid, r, start, goal, rules).empty());
}
