#include "support.hpp"

#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <filesystem>

namespace pathrace::test {

Grid grid_from(std::initializer_list<const char*> rows) {
  std::vector<std::string> r(rows.begin(), rows.end());
  LoadResult loaded = load_rows(r);
  INFO(loaded.message);
  REQUIRE(loaded.ok());
  return std::move(loaded.grid);
}

Grid random_grid(std::mt19937& rng, int width, int height, double density, bool terrain) {
  Grid grid;
  REQUIRE(Grid::create(width, height, grid) == LoadStatus::ok);
  std::bernoulli_distribution wall(density);
  std::uniform_int_distribution<int> cost(1, 5);
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      grid.set_cost(x, y,
                    wall(rng) ? Grid::blocked : static_cast<std::uint8_t>(terrain ? cost(rng) : 1));
  return grid;
}

Point random_open_cell(std::mt19937& rng, const Grid& grid) {
  std::uniform_int_distribution<int> xs(0, grid.width() - 1), ys(0, grid.height() - 1);
  for (int tries = 0; tries < 10000; ++tries) {
    const Point p{xs(rng), ys(rng)};
    if (grid.passable(p.x, p.y)) return p;
  }
  return {-1, -1};
}

std::optional<std::string> maps_dir(const char* skipped_what) {
  const char* env = std::getenv("PATHRACE_MAPS");
  const std::string dir = env != nullptr && *env != '\0' ? env : PATHRACE_MAPS_DIR;
  if (std::filesystem::is_directory(dir)) return dir;
  std::fprintf(stderr,
               "\n*** WARNING: Moving AI maps not found at %s (set PATHRACE_MAPS).\n"
               "*** SKIPPED: %s\n\n",
               dir.c_str(), skipped_what);
  WARN("SKIPPED (no Moving AI maps at " << dir << "): " << skipped_what);
  return std::nullopt;
}

void skip_test(const std::string& why) {
  std::fprintf(stderr,
               "*** SKIPPED: %s (exit code %d: ctest counts this test case as skipped) ***\n",
               why.c_str(), skip_exit_code);
  std::fflush(stderr);
  std::_Exit(skip_exit_code);
}

std::vector<Rules> all_rule_combinations() {
  std::vector<Rules> all;
  const std::pair<Connectivity, CornerRule> moves[] = {
      {Connectivity::four, CornerRule::no_corner_cutting},
      {Connectivity::eight, CornerRule::no_corner_cutting},
      {Connectivity::eight, CornerRule::at_most_one_blocked},
      {Connectivity::eight, CornerRule::always}};
  for (const auto& [connectivity, corner] : moves)
    for (StepCosts costs : {StepCosts::exact, StepCosts::classic})
      for (Heuristic h : {Heuristic::manhattan, Heuristic::octile, Heuristic::euclidean,
                          Heuristic::chebyshev, Heuristic::zero})
        for (TieBreak t : {TieBreak::larger_g, TieBreak::fifo, TieBreak::lifo}) {
          Rules r;
          r.connectivity = connectivity;
          r.corner = corner;
          r.costs = costs;
          r.heuristic = h;
          r.tie_break = t;
          all.push_back(r);
        }
  return all;
}

std::vector<Rules> move_rules() {
  std::vector<Rules> all(4);
  all[0].connectivity = Connectivity::four;
  for (CornerRule c :
       {CornerRule::no_corner_cutting, CornerRule::at_most_one_blocked, CornerRule::always})
    all[1 + static_cast<std::size_t>(c)].corner = c;
  return all;
}

std::vector<Rules> jps_rules() {
  std::vector<Rules> all = move_rules();
  for (Rules& r : all) {
    r.algorithm = Algorithm::jps;
    r.heuristic = r.connectivity == Connectivity::four ? Heuristic::manhattan : Heuristic::octile;
  }
  return all;
}

std::string move_name(const Rules& rules) {
  return rules.connectivity == Connectivity::four ? "never" : std::string(to_string(rules.corner));
}

}  // namespace pathrace::test
