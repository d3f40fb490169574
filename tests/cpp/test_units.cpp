// Units larger than one cell (unit.hpp) against the tests' own oracle,
// which states the block rules directly on the grid (legal_unit_move in
// oracle.cpp): random maps under every way to move and sizes 2 to 8, every
// wall pattern of a 4×4 grid for size 2, and the clearance and grids per
// size kept by set_cost against fresh builds after random edits.
#include <array>
#include <catch2/catch.hpp>
#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "pathrace/components.hpp"
#include "sanitized.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

// Every position's clearance by its definition: the largest k ≤ 8 whose
// k × k block right of and below it is in the grid and wall-free.
int clearance_by_definition(const Grid& grid, int x, int y) {
  int k = 0;
  while (k < Unit::max_size && unit_cost(grid, {x, y}, Unit{k + 1}) != 0) ++k;
  return k;
}

// Compares one query of a unit with the oracle's costs from `start`.
void check_against(Searcher& s, const Grid& grid, Point start, Point goal, const Rules& rules,
                   const Unit& unit, const std::vector<double>& expected, int& checked) {
  const Result r = s.find_path(start, goal, rules, {}, unit);
  const double want = expected[static_cast<std::size_t>(grid.cell(goal.x, goal.y))];
  INFO(move_name(rules) << ", " << to_string(rules.algorithm) << ", size " << unit.size
                        << ", start (" << start.x << "," << start.y << ") goal (" << goal.x << ","
                        << goal.y << ")");
  ++checked;
  if (unit_cost(grid, goal, unit) == 0) {
    REQUIRE(r.status == SearchStatus::goal_blocked);
    return;
  }
  if (!std::isfinite(want)) {
    REQUIRE(r.status == SearchStatus::no_path);
    return;
  }
  REQUIRE(r.found());
  REQUIRE(r.cost == Approx(want).epsilon(1e-9));
  REQUIRE(check_unit_path(grid, r, start, goal, rules, unit) == "");
}

}  // namespace

TEST_CASE("A unit of size k costs what the oracle's block rules cost, on random maps",
          "[units][oracle]") {
  std::mt19937 rng(2323);
  for (const Rules& moves : move_rules()) {
    for (int size = 2; size <= Unit::max_size; ++size) {
      // Thousands of maps for the sizes games use most, fewer for the rest.
      const int maps = (size <= 3 ? 1000 : 150) / sanitizer_slowdown;
      int checked = 0;
      for (int m = 0; m < maps; ++m) {
        const bool terrain = m % 2 == 1;
        const int side = 10 + size + static_cast<int>(rng() % 8);
        // Sparser walls for larger units, so that most maps have room for them.
        const double density = (0.04 + 0.02 * (m % 5)) * 2 / size;
        const Grid grid = random_grid(rng, side, side, density, terrain);
        Searcher s(grid);
        const Unit unit{size};
        Point start = random_open_cell(rng, grid);
        for (int tries = 0; tries < 8 && unit_cost(grid, start, unit) == 0; ++tries)
          start = random_open_cell(rng, grid);
        if (unit_cost(grid, start, unit) == 0) {
          CHECK(s.find_path(start, start, moves, {}, unit).status == SearchStatus::start_blocked);
          continue;
        }
        const std::vector<double> expected = reference_unit_costs(grid, {&start, 1}, moves, unit);
        for (int q = 0; q < 4; ++q) {
          const Point goal{static_cast<int>(rng() % side), static_cast<int>(rng() % side)};
          Rules rules = moves;
          check_against(s, grid, start, goal, rules, unit, expected, checked);
          rules.algorithm = Algorithm::dijkstra;
          check_against(s, grid, start, goal, rules, unit, expected, checked);
          rules.algorithm = Algorithm::jps;
          if (!terrain) check_against(s, grid, start, goal, rules, unit, expected, checked);
        }
      }
      CHECK(checked > maps);
    }
  }
}

TEST_CASE("Size 2 on every wall pattern of a 4x4 grid equals the oracle", "[units][exhaustive]") {
  Grid grid;
  REQUIRE(Grid::create(4, 4, grid) == LoadStatus::ok);
  Searcher s(grid);
  const Unit unit{2};
  std::uint64_t queries = 0, found = 0;
  for (const Rules& moves : move_rules()) {
    Rules jps = moves;
    jps.algorithm = Algorithm::jps;
    for (std::uint32_t walls = 0; walls < (1U << 16); ++walls) {
      for (int y = 0; y < 4; ++y)
        for (int x = 0; x < 4; ++x)
          grid.set_cost(x, y, (walls >> (y * 4 + x) & 1U) != 0 ? Grid::blocked : std::uint8_t{1});
      std::vector<Point> open;
      for (int y = 0; y < 3; ++y)
        for (int x = 0; x < 3; ++x)
          if (unit_cost(grid, {x, y}, unit) != 0) open.push_back({x, y});
      for (const Point start : open) {
        const std::vector<double> expected = reference_unit_costs(grid, {&start, 1}, moves, unit);
        for (const Point goal : open) {
          const double want = expected[static_cast<std::size_t>(grid.cell(goal.x, goal.y))];
          for (const Rules& rules : {moves, jps}) {
            const Result r = s.find_path(start, goal, rules, {}, unit);
            ++queries;
            const bool ok = std::isfinite(want)
                                ? r.found() && std::abs(r.cost - want) <= 1e-9 * (1 + want) &&
                                      check_unit_path(grid, r, start, goal, rules, unit).empty()
                                : r.status == SearchStatus::no_path;
            found += r.found();
            if (!ok) {
              INFO("walls " << walls << ", " << move_name(rules) << ", "
                            << to_string(rules.algorithm) << " (" << start.x << "," << start.y
                            << ") -> (" << goal.x << "," << goal.y << "): expected " << want
                            << ", got " << to_string(r.status) << " " << r.cost);
              REQUIRE(ok);
            }
          }
        }
      }
    }
  }
  CHECK(queries > 100000);
  CHECK(found > 0);
}

TEST_CASE("Clearance and the grids per size after random edits equal fresh builds",
          "[units][clearance]") {
  std::mt19937 rng(77);
  for (int round = 0; round < 40 / sanitizer_slowdown + 4; ++round) {
    const int w = 12 + static_cast<int>(rng() % 20), h = 12 + static_cast<int>(rng() % 20);
    Grid grid = random_grid(rng, w, h, 0.1, round % 2 == 1);
    REQUIRE(grid.clearance() != nullptr);
    for (int size = 2; size <= Unit::max_size; ++size) REQUIRE(grid.for_size(size) != nullptr);
    for (int edit = 0; edit < 300; ++edit) {
      const int x = static_cast<int>(rng() % w), y = static_cast<int>(rng() % h);
      const auto roll = rng() % 10;
      // Walls come and go; terrain now and then, so that the grid turns
      // mixed and (after the terrain is painted back) uniform again.
      const std::uint8_t c = roll < 4   ? Grid::blocked
                             : roll < 8 ? std::uint8_t{1}
                                        : static_cast<std::uint8_t>(2 + rng() % 5);
      grid.set_cost(x, y, c);
    }
    Grid fresh;
    REQUIRE(grid.clone(fresh) == LoadStatus::ok);
    const std::uint8_t* kept = grid.clearance();
    const std::uint8_t* built = fresh.clearance();
    for (int y = 0; y < h; ++y)
      for (int x = 0; x < w; ++x) {
        const std::uint32_t i = grid.to_padded(x, y).value;
        INFO("round " << round << " cell (" << x << "," << y << ")");
        REQUIRE(kept[i] == built[i]);
        REQUIRE(kept[i] == clearance_by_definition(grid, x, y));
      }
    for (int size = 2; size <= Unit::max_size; ++size) {
      const Grid& sized = *grid.for_size(size);
      const Grid& rebuilt = *fresh.for_size(size);
      for (int y = 0; y < h; ++y)
        for (int x = 0; x < w; ++x) {
          INFO("round " << round << " size " << size << " cell (" << x << "," << y << ")");
          REQUIRE(sized.cost(x, y) == rebuilt.cost(x, y));
          REQUIRE(sized.cost(x, y) == unit_cost(grid, {x, y}, Unit{size}));
          REQUIRE(sized.passable_rows().get(y + 1, x + 1) == (sized.cost(x, y) != 0));
          REQUIRE(sized.passable_columns().get(x + 1, y + 1) == (sized.cost(x, y) != 0));
        }
      CHECK(sized.uniform() == rebuilt.uniform());
    }
  }
}

TEST_CASE("A grid per size built word-wise has the bits and class counts of its costs",
          "[units][clearance]") {
  std::mt19937 rng(31);
  for (const bool terrain : {false, true}) {
    // Wider and taller than a word, and not a multiple of it: every 64 × 64
    // block of the transposition, the partial ones included.
    const int w = 131 + static_cast<int>(rng() % 60), h = 67 + static_cast<int>(rng() % 130);
    const Grid grid = random_grid(rng, w, h, 0.04, terrain);
    for (int size = 2; size <= Unit::max_size; ++size) {
      const Grid& sized = *grid.for_size(size);
      std::array<std::int64_t, 256> classes{};
      std::int64_t wrong = 0;
      for (int y = -1; y <= h; ++y)
        for (int x = -1; x <= w; ++x) {
          const bool inside = x >= 0 && y >= 0 && x < w && y < h;
          const std::uint8_t c = inside ? sized.cost(x, y) : Grid::blocked;
          if (c != Grid::blocked) ++classes[c];
          wrong += inside && c != unit_cost(grid, {x, y}, Unit{size});
          wrong += sized.passable_rows().get(y + 1, x + 1) != (c != Grid::blocked);
          wrong += sized.passable_columns().get(x + 1, y + 1) != (c != Grid::blocked);
        }
      INFO((terrain ? "terrain" : "plain") << " " << w << "×" << h << " size " << size);
      CHECK(wrong == 0);
      std::int64_t costly = 0, open = 0;
      for (int c = 1; c < 256; ++c) {
        open += classes[static_cast<std::size_t>(c)];
        CHECK(sized.class_cells(static_cast<std::uint8_t>(c)) ==
              classes[static_cast<std::size_t>(c)]);
        costly += c > 1 ? classes[static_cast<std::size_t>(c)] : 0;
      }
      CHECK(sized.uniform() == (costly == 0));
      CHECK(open > 0);      // neither all walls
      CHECK(open < w * h);  // nor all open
    }
  }
}

TEST_CASE("connected() per size agrees with the oracle after edits", "[units][components]") {
  std::mt19937 rng(5);
  const Rules rules;
  for (int round = 0; round < 60 / sanitizer_slowdown; ++round) {
    Grid grid = random_grid(rng, 16, 16, 0.12, false);
    Components components(grid);
    for (int edit = 0; edit < 3; ++edit) {
      const int size = 1 + static_cast<int>(rng() % 3);
      const Unit unit{size};
      const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
      const SearchStatus got = components.connected(a, b, rules, size);
      const std::vector<double> expected = reference_unit_costs(grid, {&a, 1}, rules, unit);
      if (unit_cost(grid, a, unit) == 0)
        CHECK(got == SearchStatus::start_blocked);
      else if (unit_cost(grid, b, unit) == 0)
        CHECK(got == SearchStatus::goal_blocked);
      else
        CHECK((got == SearchStatus::found) ==
              std::isfinite(expected[static_cast<std::size_t>(grid.cell(b.x, b.y))]));
      const Point p{static_cast<int>(rng() % 16), static_cast<int>(rng() % 16)};
      grid.set_cost(p.x, p.y, grid.passable(p.x, p.y) ? Grid::blocked : std::uint8_t{1});
      components.wall_changed(p);
    }
  }
  Grid grid;
  REQUIRE(Grid::create(4, 4, grid) == LoadStatus::ok);
  Components components(grid);
  CHECK(components.connected({0, 0}, {1, 1}, rules, 0) == SearchStatus::bad_unit_size);
  CHECK(components.connected({0, 0}, {1, 1}, rules, 9) == SearchStatus::bad_unit_size);
  CHECK(components.connected({3, 3}, {0, 0}, rules, 2) == SearchStatus::start_blocked);
}
