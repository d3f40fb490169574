// The prepared tier (jump_table.hpp): a prepared grid's jump point search
// must answer exactly as the online one does — the same path, cost and
// expansions — on the exhaustive tiny worlds, random maps and the Moving AI
// problems, under every diagonal rule; after every edit of a random edit
// sequence the repaired table must equal a fresh build and the answers
// still the online ones and the oracle's.
#include <algorithm>
#include <catch2/catch.hpp>
#include <cmath>
#include <filesystem>
#include <random>
#include <string>
#include <vector>

#include "pathrace/jump_table.hpp"
#include "pathrace/scenario.hpp"
#include "sanitized.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

Grid copy_of(const Grid& grid) {
  Grid out;
  REQUIRE(grid.clone(out) == LoadStatus::ok);
  return out;
}

// What differs between the prepared answer and the online one; empty when
// they are the same answer. `scanned` differs by design (the table skips
// dead-end scans), so it is not compared.
std::string differ(const Result& prepared, const Result& online) {
  if (prepared.status != online.status)
    return "status " + std::string(to_string(prepared.status)) + " vs " +
           std::string(to_string(online.status));
  if (prepared.cost != online.cost)
    return "cost " + std::to_string(prepared.cost) + " vs " + std::to_string(online.cost);
  if (!std::equal(prepared.path.begin(), prepared.path.end(), online.path.begin(),
                  online.path.end()))
    return "path";
  if (prepared.stats.expanded != online.stats.expanded)
    return "expanded " + std::to_string(prepared.stats.expanded) + " vs " +
           std::to_string(online.stats.expanded);
  if (prepared.stats.generated != online.stats.generated) return "generated";
  return "";
}

std::string where(const Rules& rules, Point a, Point b) {
  return move_name(rules) + " (" + std::to_string(a.x) + "," + std::to_string(a.y) + ") -> (" +
         std::to_string(b.x) + "," + std::to_string(b.y) + ")";
}

// Prepared (the grid with its table) against online (on an unprepared
// copy) for one query: the difference, or empty.
std::string compare(const Grid& prepared, const JumpTable& table, const Grid& online, Point a,
                    Point b, const Rules& rules) {
  Searcher p(prepared, &table), o(online);
  const Result rp = p.find_path(a, b, rules);
  const Result ro = o.find_path(a, b, rules);
  const std::string d = differ(rp, ro);
  return d.empty() ? d : where(rules, a, b) + ": " + d;
}

void exhaustive_4x4(const Rules& rules) {
  Grid grid, online;
  REQUIRE(Grid::create(4, 4, grid) == LoadStatus::ok);
  REQUIRE(Grid::create(4, 4, online) == LoadStatus::ok);
  JumpTable table;
  Searcher sp(grid, &table), so(online);
  std::uint64_t pairs = 0, failures = 0;
  std::string first;
  const std::vector<std::uint32_t> patterns = wall_patterns(16);  // a spread quarter under ASan
  for (const std::uint32_t pattern : patterns) {
    for (int c = 0; c < 16; ++c) {
      const std::uint8_t cost = (pattern >> c & 1) != 0 ? 0 : 1;
      grid.set_cost(c % 4, c / 4, cost);
      online.set_cost(c % 4, c / 4, cost);
    }
    REQUIRE(table.build(grid, rules.connectivity, rules.corner) == PrepareStatus::ok);
    for (int a = 0; a < 16; ++a) {
      if ((pattern >> a & 1) != 0) continue;
      const std::vector<double> want = reference_costs(grid, {a % 4, a / 4}, rules);
      for (int b = 0; b < 16; ++b) {
        if ((pattern >> b & 1) != 0) continue;
        ++pairs;
        const Point from{a % 4, a / 4}, to{b % 4, b / 4};
        const Result rp = sp.find_path(from, to, rules);
        std::string d = differ(rp, so.find_path(from, to, rules));
        const double w = want[static_cast<std::size_t>(b)];
        if (d.empty() && (std::isfinite(w) ? !near(rp.cost, w) : rp.found())) d = "oracle";
        if (!d.empty() && failures++ == 0) first = where(rules, from, to) + " " + d;
      }
    }
  }
  INFO(first);
  CHECK(failures == 0);
  CHECK(pairs == open_pairs(patterns, 16));
  // Every pattern's ordered pairs of open cells: 2^16 · 16 · 17 / 4.
  if (sanitizer_slowdown == 1) CHECK(pairs == (std::uint64_t{1} << 16) * 68);
}

}  // namespace

TEST_CASE("Prepared JPS: 4x4, every wall pattern and every start and goal, 4-connected",
          "[prepared][exhaustive]") {
  exhaustive_4x4(jps_rules()[0]);
}
TEST_CASE("Prepared JPS: 4x4, every wall pattern and every start and goal, no corner cutting",
          "[prepared][exhaustive]") {
  exhaustive_4x4(jps_rules()[1]);
}
TEST_CASE("Prepared JPS: 4x4, every wall pattern and every start and goal, at most one blocked",
          "[prepared][exhaustive]") {
  exhaustive_4x4(jps_rules()[2]);
}
TEST_CASE("Prepared JPS: 4x4, every wall pattern and every start and goal, always",
          "[prepared][exhaustive]") {
  exhaustive_4x4(jps_rules()[3]);
}

TEST_CASE("Prepared JPS answers as online JPS and the oracle on random maps under every rule",
          "[prepared][properties]") {
  constexpr int maps_per_rule = 600 / sanitizer_slowdown;
  for (const Rules& moves : jps_rules()) {
    INFO(move_name(moves));
    int failures = 0, queries = 0;
    std::string first;
    for (int i = 0; i < maps_per_rule; ++i) {
      const std::uint32_t seed = 0x9e7u * 100000 + static_cast<std::uint32_t>(i);
      std::mt19937 rng(seed);
      const int w = std::uniform_int_distribution<int>(1, i % 20 == 0 ? 200 : 60)(rng);
      const int h = std::uniform_int_distribution<int>(1, i % 20 == 0 ? 200 : 60)(rng);
      const double density = std::uniform_real_distribution<double>(0.0, 0.45)(rng);
      Grid grid = random_grid(rng, w, h, density, false);
      const Grid online = copy_of(grid);
      JumpTable table;
      REQUIRE(table.build(grid, moves.connectivity, moves.corner) == PrepareStatus::ok);
      Rules rules = moves;
      rules.tie_break = static_cast<TieBreak>(i % 3);
      rules.costs = i % 7 == 3 ? StepCosts::classic : StepCosts::exact;
      for (int q = 0; q < 4; ++q) {
        const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
        if (a.x < 0) break;
        ++queries;
        std::string d = compare(grid, table, online, a, b, rules);
        if (d.empty()) {
          Searcher s(grid, &table);
          const Result r = s.find_path(a, b, rules);
          const double want = reference_cost(grid, a, b, rules);
          if (std::isfinite(want) ? !near(r.cost, want, 1e-9 * std::max(1.0, want)) : r.found())
            d = where(rules, a, b) + ": oracle " + std::to_string(want);
          else if (r.found() && !check_path(grid, r, a, b, rules).empty())
            d = where(rules, a, b) + ": " + check_path(grid, r, a, b, rules);
        }
        if (!d.empty() && failures++ == 0) first = "seed " + std::to_string(seed) + " " + d;
      }
    }
    INFO(first);
    CHECK(failures == 0);
    CHECK(queries > maps_per_rule * 3);
  }
}

TEST_CASE(
    "Prepared JPS through random edit sequences: the repaired table is a fresh build's and "
    "the answers the online ones",
    "[prepared][edits]") {
  const int sequences = 60 / sanitizer_slowdown;
  for (const Rules& moves : jps_rules()) {
    INFO(move_name(moves));
    int failures = 0, edits = 0;
    std::string first;
    for (int i = 0; i < sequences; ++i) {
      const std::uint32_t seed = 0xed17u * 1000 + static_cast<std::uint32_t>(i);
      std::mt19937 rng(seed);
      const int w = std::uniform_int_distribution<int>(1, 48)(rng);
      const int h = std::uniform_int_distribution<int>(1, 48)(rng);
      const double density = std::uniform_real_distribution<double>(0.0, 0.4)(rng);
      Grid grid = random_grid(rng, w, h, density, false);
      Grid online = copy_of(grid);
      JumpTable table;
      REQUIRE(table.build(grid, moves.connectivity, moves.corner) == PrepareStatus::ok);
      for (int e = 0; e < 40; ++e) {
        const int x = std::uniform_int_distribution<int>(0, w - 1)(rng);
        const int y = std::uniform_int_distribution<int>(0, h - 1)(rng);
        // Walls both ways, and now and then a cost edit that keeps the walls.
        const std::uint8_t c = grid.passable(x, y) ? (e % 9 == 4 ? 1 : 0) : 1;
        table.set_cost(grid, x, y, c);
        online.set_cost(x, y, c);
        ++edits;
        JumpTable fresh;
        REQUIRE(fresh.build(grid, moves.connectivity, moves.corner) == PrepareStatus::ok);
        std::string d;
        if (!table.same(fresh)) d = "table differs from a fresh build";
        if (!table.fits(grid)) d = "the repaired table does not fit the grid";
        for (int q = 0; q < 3 && d.empty(); ++q) {
          const Point a = random_open_cell(rng, grid), b = random_open_cell(rng, grid);
          if (a.x < 0) break;
          d = compare(grid, table, online, a, b, moves);
          if (d.empty() && q == 0) {
            Searcher s(grid, &table);
            const double want = reference_cost(grid, a, b, moves);
            const Result r = s.find_path(a, b, moves);
            if (std::isfinite(want) ? !near(r.cost, want, 1e-9 * std::max(1.0, want)) : r.found())
              d = where(moves, a, b) + ": oracle";
          }
        }
        if (!d.empty() && failures++ == 0)
          first = "seed " + std::to_string(seed) + " edit " + std::to_string(e) + " (" +
                  std::to_string(x) + "," + std::to_string(y) + ") " + d;
      }
    }
    INFO(first);
    CHECK(failures == 0);
    CHECK(edits == sequences * 40);
  }
}

TEST_CASE("Prepared JPS serves its own moves only; other rules and larger units jump online",
          "[prepared]") {
  Grid grid = grid_from({"....#....", ".##.#.##.", ".........", "#.#####.#", "........."});
  Grid online = copy_of(grid);
  JumpTable table;
  REQUIRE(table.build(grid, Connectivity::eight, CornerRule::always) == PrepareStatus::ok);
  CHECK(table.bytes() == grid.padded_size() * JumpTable::bytes_per_cell);
  std::vector<Rules> all = jps_rules();
  CHECK_FALSE(table.serves(all[0]));
  CHECK_FALSE(table.serves(all[1]));
  CHECK_FALSE(table.serves(all[2]));
  CHECK(table.serves(all[3]));
  for (const Rules& r : all) CHECK(compare(grid, table, online, {0, 0}, {8, 4}, r) == "");
  // A unit of size 2 searches the grid for_size(2) made, which the table is not for.
  Searcher s(grid, &table), o(online);
  const Unit two{2, nullptr};
  const Point goal[] = {{7, 0}};
  CHECK(differ(s.find_path({0, 0}, goal, all[3], {}, two),
               o.find_path({0, 0}, goal, all[3], {}, two)) == "");
  // 4-connected prepares the one table whatever corner rule it is given.
  REQUIRE(table.build(grid, Connectivity::four, CornerRule::always) == PrepareStatus::ok);
  CHECK(table.corner() == CornerRule::no_corner_cutting);
  CHECK(table.serves(all[0]));
  table.clear();
  CHECK_FALSE(table.built());
  CHECK(table.bytes() == 0);
  // A table is read only while it fits the grid's walls: not another grid's
  // (a copy has its own revisions), nor after an edit its owner did not
  // repair; the search then jumps online and answers as online does.
  REQUIRE(table.build(grid, Connectivity::eight, CornerRule::no_corner_cutting) ==
          PrepareStatus::ok);
  CHECK(table.fits(grid));
  CHECK_FALSE(table.fits(copy_of(grid)));
  grid.set_cost(4, 0, 1);  // the wall at the top opened past the table
  online.set_cost(4, 0, 1);
  CHECK_FALSE(table.fits(grid));
  for (const Rules& r : all) CHECK(compare(grid, table, online, {0, 0}, {8, 0}, r) == "");
  // Once stale, a table stays so: an edit through it does not repair it.
  table.set_cost(grid, 4, 0, 0);
  CHECK_FALSE(table.fits(grid));
}

TEST_CASE("JumpTable::build refuses bad rules and grids past the limit, and keeps no table then",
          "[prepared]") {
  Grid grid;
  REQUIRE(Grid::create(8, 8, grid) == LoadStatus::ok);
  JumpTable table;
  CHECK(table.build(grid, static_cast<Connectivity>(3), CornerRule::always) ==
        PrepareStatus::invalid_rules);
  CHECK(table.build(grid, Connectivity::eight, static_cast<CornerRule>(7)) ==
        PrepareStatus::invalid_rules);
  CHECK_FALSE(table.built());
  // 4095 × 4095: 4097² padded cells, just past 2^24.
  Grid big;
  REQUIRE(Grid::create(4095, 4095, big) == LoadStatus::ok);
  REQUIRE(static_cast<std::int64_t>(big.padded_size()) > JumpTable::max_padded_cells);
  CHECK(table.build(big, Connectivity::eight, CornerRule::no_corner_cutting) ==
        PrepareStatus::too_large);
  CHECK_FALSE(table.built());
  CHECK(to_string(PrepareStatus::too_large) == "too_large");
}

TEST_CASE("Prepared JPS answers as online JPS on every 10th Moving AI problem",
          "[prepared][movingai]") {
  const auto dir = maps_dir("the prepared tier on the Moving AI scenario sample");
  if (!dir) skip_test("no Moving AI maps");
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(*dir))
    if (entry.path().extension() == ".scen") files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  if (files.empty()) skip_test("no .scen files in " + *dir);
  const std::size_t stride = 10 * static_cast<std::size_t>(sanitizer_slowdown);
  Rules jps;
  jps.algorithm = Algorithm::jps;
  std::size_t checked = 0;
  std::uint64_t scanned_prepared = 0, scanned_online = 0;
  for (const std::string& scen_path : files) {
    INFO("scenario " << scen_path);
    const Scenario scen = parse_scenario(*read_text_file(scen_path));
    REQUIRE(scen.ok());
    const LoadResult map = load_movingai(*read_text_file(scenario_map_path(scen_path)));
    REQUIRE(map.ok());
    JumpTable table;
    REQUIRE(table.build(map.grid, Connectivity::eight, CornerRule::no_corner_cutting) ==
            PrepareStatus::ok);
    Searcher sp(map.grid, &table), so(map.grid);
    for (std::size_t i = 0; i < scen.problems.size(); i += stride) {
      const ScenarioProblem& p = scen.problems[i];
      INFO("problem " << i);
      const Result rp = sp.find_path(p.start, p.goal, jps);
      REQUIRE(rp.found());
      CHECK(std::abs(rp.cost - p.optimal) <= p.tolerance);
      const std::uint64_t scanned = rp.stats.scanned;
      const Result ro = so.find_path(p.start, p.goal, jps);
      CHECK(differ(rp, ro) == "");
      scanned_prepared += scanned;
      scanned_online += ro.stats.scanned;
      ++checked;
    }
  }
  CHECK(checked > 0);
  // The table was read: its jumps skip the dead-end scans.
  CHECK(scanned_prepared < scanned_online);
}
