// Connected components against independent oracles: union-find over the
// moves that support.cpp's legal_move allows (exhaustively, every wall
// pattern of every map up to 4×4), the reference Dijkstra's reachable set
// and the searcher's found, on random maps under every move rule and after
// random edits.
//
// The first case is the proof that Components relies on: under
// no-corner-cutting and at-most-one-blocked, the cells connected are exactly
// those 4-connected moves connect, so one labelling serves three rules.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "pathrace/components.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

// Component roots by union-find over every legal move between neighbours.
std::vector<int> union_find_roots(const Grid& grid, const Rules& rules) {
  const int w = grid.width(), h = grid.height();
  std::vector<int> parent(static_cast<std::size_t>(w * h));
  std::iota(parent.begin(), parent.end(), 0);
  const auto find = [&](int i) {
    while (parent[static_cast<std::size_t>(i)] != i) i = parent[static_cast<std::size_t>(i)];
    return i;
  };
  for (int y = 0; y < h; ++y)
    for (int x = 0; x < w; ++x)
      for (int dy = -1; dy <= 1; ++dy)
        for (int dx = -1; dx <= 1; ++dx)
          if (legal_move(grid, {x, y}, {x + dx, y + dy}, rules))
            parent[static_cast<std::size_t>(find(y * w + x))] = find((y + dy) * w + x + dx);
  std::vector<int> roots(parent.size());
  for (int i = 0; i < w * h; ++i) roots[static_cast<std::size_t>(i)] = find(i);
  return roots;
}

std::string rows_of(const Grid& grid) {
  std::string out;
  for (const std::string& row : to_rows(grid)) out += row + "/";
  return out;
}

}  // namespace

TEST_CASE(
    "Every wall pattern up to 4x4: corner rules with a free side cell connect what "
    "4-connected moves do, and connected() equals union-find under every rule",
    "[components][exhaustive]") {
  const std::vector<Rules> rules = move_rules();
  std::uint64_t patterns = 0, pairs = 0, always_differs = 0, mismatches = 0;
  std::string first_mismatch;
  for (const auto& [w, h] : {std::pair{1, 4}, {2, 2}, {2, 3}, {3, 3}, {3, 4}, {4, 4}}) {
    Grid grid;
    REQUIRE(Grid::create(w, h, grid) == LoadStatus::ok);
    Components components(grid);
    const int n = w * h;
    for (std::uint32_t walls = 0; walls < (1u << n); ++walls) {
      for (int i = 0; i < n; ++i)
        grid.set_cost(i % w, i / w, (walls >> i & 1) != 0 ? Grid::blocked : 1);
      ++patterns;
      std::vector<std::vector<int>> roots;
      for (const Rules& r : rules) roots.push_back(union_find_roots(grid, r));
      for (int a = 0; a < n; ++a)
        for (int b = 0; b < n; ++b) {
          const Point pa{a % w, a / w}, pb{b % w, b / w};
          const bool open = grid.passable(pa.x, pa.y) && grid.passable(pb.x, pb.y);
          const auto ia = static_cast<std::size_t>(a), ib = static_cast<std::size_t>(b);
          for (std::size_t r = 0; r < rules.size(); ++r) {
            const bool expected = open && roots[r][ia] == roots[r][ib];
            const SearchStatus got = components.connected(pa, pb, rules[r]);
            // The claim: only 'always' may connect differently from 'never'.
            const bool same_as_four =
                (roots[r][ia] == roots[r][ib]) == (roots[0][ia] == roots[0][ib]);
            const bool ok =
                (got == SearchStatus::found) == expected && (r == 3 || same_as_four) &&
                (open || got == SearchStatus::start_blocked || got == SearchStatus::goal_blocked);
            always_differs += r == 3 && !same_as_four;
            ++pairs;
            if (!ok && mismatches++ == 0)
              first_mismatch = rows_of(grid) + " " + move_name(rules[r]) + " (" +
                               std::to_string(pa.x) + "," + std::to_string(pa.y) + ")-(" +
                               std::to_string(pb.x) + "," + std::to_string(pb.y) + ")";
          }
        }
    }
  }
  INFO("first mismatch: " << first_mismatch);
  CHECK(mismatches == 0);
  CHECK(patterns == 16 + 16 + 64 + 512 + 4096 + 65536);
  CHECK(pairs == 4 * (16 * 16 + 16 * 16 + 64 * 36 + 512 * 81 + 4096 * 144 + 65536ull * 256));
  CHECK(always_differs > 0);  // 'always' really does connect more: the check can tell
}

TEST_CASE(
    "connected() equals the reference Dijkstra's reachable set and the searcher's found on "
    "random maps, before and after random edits",
    "[components][properties]") {
  std::uint64_t compared = 0, connected_pairs = 0, searched = 0, mismatches = 0;
  std::string first_mismatch;
  for (std::uint32_t seed = 1; seed <= 40; ++seed) {
    std::mt19937 rng(seed);
    const int w = 8 + static_cast<int>(seed % 23), h = 5 + static_cast<int>(seed * 7 % 29);
    Grid grid = random_grid(rng, w, h, 0.25 + 0.01 * (seed % 20), seed % 2 == 0);
    Components components(grid);
    Searcher searcher(grid);
    std::uniform_int_distribution<int> xs(0, w - 1), ys(0, h - 1), terrain(0, 4);
    for (int round = 0; round < 6; ++round) {
      for (const Rules& r : move_rules()) {
        for (int source = 0; source < 5; ++source) {
          const Point a = random_open_cell(rng, grid);
          if (a.x < 0) continue;
          const std::vector<double> reach = reference_costs(grid, a, r);
          for (int b = 0; b < w * h; ++b) {
            const Point pb = grid.point(b);
            if (!grid.passable(pb.x, pb.y)) continue;
            const bool expected = std::isfinite(reach[static_cast<std::size_t>(b)]);
            const bool got = components.connected(a, pb, r) == SearchStatus::found;
            bool searcher_agrees = true;
            if (b % 7 == 0) {
              searcher_agrees = searcher.find_path(a, pb, r).found() == expected;
              ++searched;
            }
            ++compared;
            connected_pairs += expected;
            if ((got != expected || !searcher_agrees) && mismatches++ == 0)
              first_mismatch = "seed " + std::to_string(seed) + " round " + std::to_string(round) +
                               " " + move_name(r) + " " + rows_of(grid);
          }
        }
      }
      // Random edits: walls added and removed, terrain changed.
      for (int e = 0; e < 1 + w * h / 20; ++e)
        grid.set_cost(xs(rng), ys(rng), static_cast<std::uint8_t>(terrain(rng)));
    }
  }
  INFO("first mismatch: " << first_mismatch);
  CHECK(mismatches == 0);
  CHECK(compared > 100000);
  CHECK(connected_pairs > compared / 4);
  CHECK(connected_pairs < compared);
  CHECK(searched > 10000);
}

TEST_CASE("connected() reports blocked ends, bounds and bad rules as the searcher does",
          "[components]") {
  Grid grid = grid_from({"..#", "#.#", "..."});
  Components components(grid);
  Searcher searcher(grid);
  Rules bad;
  bad.weight = -1;
  const struct {
    Point a, b;
    Rules rules;
  } cases[] = {
      {{0, 0}, {2, 2}, {}}, {{0, 0}, {2, 0}, {}}, {{2, 0}, {0, 0}, {}},  {{-1, 0}, {0, 0}, {}},
      {{0, 0}, {3, 0}, {}}, {{0, 0}, {0, 0}, {}}, {{0, 0}, {1, 1}, bad},
  };
  for (const auto& c : cases) {
    const SearchStatus expected = searcher.find_path(c.a, c.b, c.rules).status;
    CHECK(components.connected(c.a, c.b, c.rules) == expected);
  }
}

TEST_CASE("Only wall edits make the labels stale: terrain edits keep the walls' revision",
          "[components]") {
  Grid grid = grid_from({"....", ".##.", "...."});
  const std::uint64_t start = grid.walls_revision();
  grid.set_cost(0, 0, 5);
  grid.set_cost(0, 0, 1);
  CHECK(grid.walls_revision() == start);
  grid.set_cost(1, 1, Grid::blocked);  // already a wall
  CHECK(grid.walls_revision() == start);
  grid.set_cost(0, 0, Grid::blocked);
  const std::uint64_t walled = grid.walls_revision();
  CHECK(walled != start);
  grid.set_cost(0, 0, 3);
  CHECK(grid.walls_revision() != walled);

  // A grid loaded into the same object never reuses a revision.
  Grid other = grid_from({"....", ".##.", "...."});
  CHECK(other.walls_revision() != start);
  Grid copy;
  REQUIRE(grid.clone(copy) == LoadStatus::ok);
  CHECK(copy.walls_revision() != grid.walls_revision());
}

TEST_CASE("A grid replaced by another of the same size gets fresh labels", "[components]") {
  Grid grid = grid_from({"..#..", "..#..", "..#.."});
  Components components(grid);
  CHECK(components.connected({0, 0}, {4, 0}, {}) == SearchStatus::no_path);
  grid = grid_from({".....", "..#..", "..#.."});
  CHECK(components.connected({0, 0}, {4, 0}, {}) == SearchStatus::found);
}
