// Fuzz target: parse_scenario() on any bytes. Never a crash or an
// out-of-bounds read; an error names its line; an accepted file has one
// problem per non-blank line after the version line, each a usable oracle
// (a finite length of at least 0 and a positive tolerance: a NaN length
// would make every comparison with it pass), and the problems written back
// as a scenario file parse to the same numbers.
#include "pathrace/scenario.hpp"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

#include "fuzz.hpp"

using namespace pathrace;
using namespace pathrace::fuzz;

namespace {

bool blank(std::string_view line) {
  return line.find_first_not_of(" \t") == std::string_view::npos;
}

std::string written(const Scenario& s) {
  std::string text = "version 1\n";
  char line[256];
  for (const ScenarioProblem& p : s.problems) {
    std::snprintf(line, sizeof line, "%d map %d %d %d %d %d %d %.17g\n", p.bucket, p.map_width,
                  p.map_height, p.start.x, p.start.y, p.goal.x, p.goal.y, p.optimal);
    text += line;
  }
  return text;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const Scenario s = parse_scenario(text);
  const auto lines = lines_of(text);
  if (!s.ok()) {
    int line = 0;
    FUZZ_EXPECT(std::sscanf(s.error.c_str(), "line %d: ", &line) == 1 && line >= 1 &&
                    static_cast<std::size_t>(line) <= lines.size() + 1,
                "an error without a line inside the file: " + s.error);
    return 0;
  }

  std::size_t problems = 0;
  for (std::size_t i = 1; i < lines.size(); ++i) problems += !blank(lines[i]);
  FUZZ_EXPECT(s.problems.size() == problems, std::to_string(s.problems.size()) + " problems from " +
                                                 std::to_string(problems) + " non-blank lines");
  for (const ScenarioProblem& p : s.problems)
    FUZZ_EXPECT(
        std::isfinite(p.optimal) && p.optimal >= 0 && std::isfinite(p.tolerance) && p.tolerance > 0,
        "a problem whose length cannot be an oracle: " + std::to_string(p.optimal) + " ± " +
            std::to_string(p.tolerance));

  const Scenario again = parse_scenario(written(s));
  FUZZ_EXPECT(again.ok() && again.problems.size() == s.problems.size(),
              "the problems written back do not parse: " + again.error);
  for (std::size_t i = 0; i < s.problems.size(); ++i) {
    const ScenarioProblem &a = s.problems[i], &b = again.problems[i];
    FUZZ_EXPECT(a.bucket == b.bucket && a.map_width == b.map_width &&
                    a.map_height == b.map_height && a.start == b.start && a.goal == b.goal &&
                    a.optimal == b.optimal,
                "problem " + std::to_string(i) + " reads differently when written back");
  }
  return 0;
}
