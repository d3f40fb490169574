// The Moving AI benchmarks: A* (8-connected, no corner cutting, octile,
// exact costs: the rules the scenario files were generated with) must find
// each problem's published optimal length, within the tolerance its printed
// precision allows, along a legal path; jump point search must find the same
// cost on every problem A* checks; Dijkstra must agree on a sample.
//
// The default run checks every 10th problem of every scenario file and
// Dijkstra on every 200th. PATHRACE_FULL=1 checks every problem with A*
// (Dijkstra still on every 200th), as does the hidden test case tagged
// [.movingai-full]:
//   pathrace-tests "[movingai-full]"
// Under AddressSanitizer the default strides are four times longer (see
// below) so the sanitizer run stays well under a minute; the full run is
// never thinned.
#include <algorithm>
#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <iostream>
#include <string>
#include <vector>

#include "pathrace/scenario.hpp"
#include "sanitized.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::test;

namespace {

// Under ASan (+UBSan) each search runs about 2.5 times slower (measured:
// about 6 ms per sampled problem in Release, 16 ms under ASan, so every
// 10th problem would take some 40 s there, beside the rest of the suite).
// The default sample is sanitized.hpp's quarter there — every 40th
// problem, every 800th for Dijkstra — and still touches every scenario
// file.
constexpr auto sample_slowdown = static_cast<std::size_t>(sanitizer_slowdown);
constexpr std::size_t default_astar_stride = 10 * sample_slowdown;
constexpr std::size_t default_dijkstra_stride = 200 * sample_slowdown;
// Dijkstra is a cross-check of A*, not of the scenarios: a sample suffices
// even in the full run (on every problem it would add minutes).
constexpr std::size_t full_dijkstra_stride = 200;

std::vector<std::string> scenario_files(const std::string& dir) {
  std::vector<std::string> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir))
    if (entry.is_regular_file() && entry.path().extension() == ".scen")
      files.push_back(entry.path().string());
  std::sort(files.begin(), files.end());
  return files;
}

bool full_run_requested() {
  const char* env = std::getenv("PATHRACE_FULL");
  return env != nullptr && std::string(env) == "1";
}

void check_scenarios(bool full) {
  const auto dir =
      maps_dir(full ? "every Moving AI scenario problem" : "the Moving AI scenario sample");
  if (!dir) skip_test("no Moving AI maps");
  const std::vector<std::string> files = scenario_files(*dir);
  if (files.empty()) skip_test("no .scen files in " + *dir);

  const std::size_t astar_stride = full ? 1 : default_astar_stride;
  const std::size_t dijkstra_stride = full ? full_dijkstra_stride : default_dijkstra_stride;
  const auto began = std::chrono::steady_clock::now();
  std::size_t problems = 0, astar_checked = 0, jps_checked = 0, dijkstra_checked = 0;
  const Rules astar;  // the defaults are the benchmark's rules
  REQUIRE(astar.algorithm == Algorithm::astar);
  REQUIRE(astar.connectivity == Connectivity::eight);
  REQUIRE(astar.corner == CornerRule::no_corner_cutting);
  REQUIRE(astar.costs == StepCosts::exact);
  Rules dijkstra = astar;
  dijkstra.algorithm = Algorithm::dijkstra;
  Rules jps = astar;
  jps.algorithm = Algorithm::jps;

  for (const std::string& scen_path : files) {
    INFO("scenario " << scen_path);
    const auto scen_text = read_text_file(scen_path);
    REQUIRE(scen_text.has_value());
    const Scenario scen = parse_scenario(*scen_text);
    INFO(scen.error);
    REQUIRE(scen.ok());
    REQUIRE_FALSE(scen.problems.empty());

    const std::string map_path = scenario_map_path(scen_path);
    const auto map_text = read_text_file(map_path);
    INFO("map " << map_path);
    REQUIRE(map_text.has_value());
    const LoadResult map = load_movingai(*map_text);
    INFO(map.message);
    REQUIRE(map.ok());
    const Grid& grid = map.grid;
    Searcher s(grid);
    problems += scen.problems.size();

    for (std::size_t i = 0; i < scen.problems.size(); ++i) {
      if (i % astar_stride != 0) continue;
      const ScenarioProblem& p = scen.problems[i];
      INFO("problem " << i << " (line " << i + 2 << "): (" << p.start.x << "," << p.start.y
                      << ") -> (" << p.goal.x << "," << p.goal.y << "), optimal " << p.optimal
                      << " ± " << p.tolerance);
      CHECK(p.map_width == grid.width());
      CHECK(p.map_height == grid.height());
      const Result r = s.find_path(p.start, p.goal, astar);
      ++astar_checked;
      REQUIRE(r.found());  // every benchmark problem is solvable
      const double astar_cost = r.cost;
      CHECK(std::abs(astar_cost - p.optimal) <= p.tolerance);
      CHECK(check_path(grid, r, p.start, p.goal, astar) == "");

      const Result j = s.find_path(p.start, p.goal, jps);
      ++jps_checked;
      REQUIRE(j.found());
      CHECK(near(j.cost, astar_cost, 1e-9 * std::max(1.0, astar_cost)));
      CHECK(check_path(grid, j, p.start, p.goal, jps) == "");

      if (i % dijkstra_stride != 0) continue;
      const Result d = s.find_path(p.start, p.goal, dijkstra);
      ++dijkstra_checked;
      REQUIRE(d.found());
      CHECK(near(d.cost, astar_cost, 1e-9 * std::max(1.0, astar_cost)));
      CHECK(check_path(grid, d, p.start, p.goal, dijkstra) == "");
      // Octile is consistent, so A* expands only cells with g + h <= C*:
      // cells with g < C*, all of which Dijkstra expands, and the goal.
      CHECK(d.stats.expanded >= r.stats.expanded);
    }
  }

  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - began).count();
  std::cout << "Moving AI: " << astar_checked << " of " << problems << " problems in "
            << files.size() << " scenario files checked with A* ("
            << (astar_stride == 1 ? "all" : "every " + std::to_string(astar_stride) + "th")
            << ") and with JPS (" << jps_checked << "), " << dijkstra_checked
            << " also with Dijkstra (every " << dijkstra_stride << "th), in " << seconds << " s"
            << std::endl;
  CHECK(astar_checked >= problems / astar_stride);
  CHECK(jps_checked == astar_checked);
  CHECK(dijkstra_checked >= files.size());
}

}  // namespace

TEST_CASE("Moving AI scenarios: A* finds the published optimal lengths", "[movingai]") {
  check_scenarios(full_run_requested());
}

TEST_CASE("Moving AI scenarios: every problem", "[.movingai-full]") { check_scenarios(true); }
