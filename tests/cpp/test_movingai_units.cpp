// The Moving AI maps for units of size 2 and 3: on every tenth problem of
// every scenario file (every fortieth under ASan), A* and jump point search
// cost what the tests' own A* finds on the map inflated by the oracle's
// block rules (inflate() and reference_cost() in oracle.cpp), and their
// paths are legal for the unit. A problem whose start or goal has no room
// for the unit must be refused as blocked. Skipped loudly without the maps.
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "pathrace/scenario.hpp"
#include "sanitized.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

TEST_CASE("Moving AI maps: units of size 2 and 3 cost what the oracle finds", "[movingai][units]") {
  const auto dir = maps_dir("the Moving AI problems for units of size 2 and 3");
  if (!dir) skip_test("no Moving AI maps");
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(*dir))
    if (entry.is_regular_file() && entry.path().extension() == ".scen")
      files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  if (files.empty()) skip_test("no .scen files in " + *dir);

  const std::size_t stride = 10 * sanitizer_slowdown;
  const Rules astar;
  Rules jps = astar;
  jps.algorithm = Algorithm::jps;
  const auto began = std::chrono::steady_clock::now();
  std::size_t checked = 0, found = 0, blocked = 0;
  for (const std::string& scen_path : files) {
    INFO("scenario " << scen_path);
    const auto scen_text = read_text_file(scen_path);
    REQUIRE(scen_text.has_value());
    const Scenario scen = parse_scenario(*scen_text);
    REQUIRE(scen.ok());
    const auto map_text = read_text_file(scenario_map_path(scen_path));
    REQUIRE(map_text.has_value());
    const LoadResult map = load_movingai(*map_text);
    REQUIRE(map.ok());
    const Grid& grid = map.grid;
    Searcher s(grid);
    for (int size = 2; size <= 3; ++size) {
      const Unit unit{size};
      const Grid inflated = inflate(grid, unit);
      for (std::size_t i = 0; i < scen.problems.size(); i += stride) {
        const ScenarioProblem& p = scen.problems[i];
        INFO("size " << size << " problem " << i << ": (" << p.start.x << "," << p.start.y
                     << ") -> (" << p.goal.x << "," << p.goal.y << ")");
        ++checked;
        const Result r = s.find_path(p.start, p.goal, astar, {}, unit);
        if (!inflated.passable(p.start.x, p.start.y)) {
          CHECK(r.status == SearchStatus::start_blocked);
          ++blocked;
          continue;
        }
        if (!inflated.passable(p.goal.x, p.goal.y)) {
          CHECK(r.status == SearchStatus::goal_blocked);
          ++blocked;
          continue;
        }
        const double want = reference_cost(inflated, p.start, p.goal, astar);
        if (!std::isfinite(want)) {
          CHECK(r.status == SearchStatus::no_path);
          continue;
        }
        ++found;
        REQUIRE(r.found());
        CHECK(near(r.cost, want, 1e-9 * std::max(1.0, want)));
        CHECK(check_unit_path(grid, r, p.start, p.goal, astar, unit) == "");
        const Result j = s.find_path(p.start, p.goal, jps, {}, unit);
        REQUIRE(j.found());
        CHECK(near(j.cost, want, 1e-9 * std::max(1.0, want)));
      }
    }
  }
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  std::cout << "Moving AI units: " << checked << " problems (every " << stride
            << "th, sizes 2 and 3), " << found << " found, " << blocked
            << " with no room for the unit, in " << seconds << " s" << std::endl;
  CHECK(found > checked / 4);
}
