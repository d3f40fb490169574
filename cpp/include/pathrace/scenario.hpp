// Moving AI scenario files (`.map.scen`): one problem per line with the
// optimal octile length (no corner cutting) as the oracle.
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "pathrace/grid.hpp"

namespace pathrace {

struct ScenarioProblem {
  int bucket = 0;
  int map_width = 0, map_height = 0;
  Point start, goal;
  double optimal = 0;
  double tolerance = 0;  // how far a correct length may differ, given how it was printed
};

struct Scenario {
  std::vector<ScenarioProblem> problems;
  std::string error;  // empty when the file parsed; else "line N: …"
  [[nodiscard]] bool ok() const { return error.empty(); }
};

Scenario parse_scenario(std::string_view text);

// The map a scenario file belongs to: its own path without ".scen".
std::string scenario_map_path(std::string_view scen_path);

std::optional<std::string> read_text_file(const std::string& path);

}  // namespace pathrace
