#include "pathrace/scenario.hpp"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <fstream>
#include <sstream>

namespace pathrace {
namespace {

bool to_int(std::string_view s, int& out) {
  const auto [p, ec] = std::from_chars(s.data(), s.data() + s.size(), out);
  return ec == std::errc() && p == s.data() + s.size();
}

// Files print lengths with 6 significant digits (dao, maze, random, room),
// 8 decimals (street) or 2 decimals (bg512); see the maps' FORMAT.md.
double tolerance_for(std::string_view printed, double length) {
  const std::size_t dot = printed.find('.');
  const std::size_t decimals = dot == std::string_view::npos ? 0 : printed.size() - dot - 1;
  if (decimals == 2) return 0.0051;
  return std::max(1e-4, 1e-5 * length);
}

}  // namespace

Scenario parse_scenario(std::string_view text) {
  Scenario s;
  int line_no = 0;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    text.remove_prefix(nl == std::string_view::npos ? text.size() : nl + 1);
    ++line_no;
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    if (line_no == 1) {
      if (line != "version 1" && line != "version 1.0") {
        s.error = "line 1: expected \"version 1\" or \"version 1.0\"";
        return s;
      }
      continue;
    }
    std::vector<std::string_view> fields;
    for (std::size_t i = 0; i < line.size();) {
      while (i < line.size() && (line[i] == ' ' || line[i] == '\t')) ++i;
      const std::size_t begin = i;
      while (i < line.size() && line[i] != ' ' && line[i] != '\t') ++i;
      if (i > begin) fields.push_back(line.substr(begin, i - begin));
    }
    if (fields.empty()) continue;  // some files end with blank lines
    ScenarioProblem p;
    const bool ints = fields.size() == 9 && to_int(fields[0], p.bucket) &&
                      to_int(fields[2], p.map_width) && to_int(fields[3], p.map_height) &&
                      to_int(fields[4], p.start.x) && to_int(fields[5], p.start.y) &&
                      to_int(fields[6], p.goal.x) && to_int(fields[7], p.goal.y);
    const std::string length(fields.size() == 9 ? fields[8] : std::string_view());
    char* end = nullptr;
    p.optimal = ints ? std::strtod(length.c_str(), &end) : 0;
    if (!ints || end != length.c_str() + length.size()) {
      s.error = "line " + std::to_string(line_no) +
                ": expected 9 fields: bucket map width height sx sy gx gy length";
      return s;
    }
    // The length is an oracle: a NaN one would pass every comparison.
    if (!std::isfinite(p.optimal) || p.optimal < 0) {
      s.error = "line " + std::to_string(line_no) + ": the length " + length +
                " is not a finite number of at least 0";
      return s;
    }
    p.tolerance = tolerance_for(length, p.optimal);
    s.problems.push_back(p);
  }
  if (line_no == 0) s.error = "line 1: the file is empty";
  return s;
}

std::string scenario_map_path(std::string_view scen_path) {
  constexpr std::string_view suffix = ".scen";
  if (scen_path.size() > suffix.size() &&
      scen_path.substr(scen_path.size() - suffix.size()) == suffix)
    scen_path.remove_suffix(suffix.size());
  return std::string(scen_path);
}

std::optional<std::string> read_text_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return std::nullopt;
  std::ostringstream out;
  out << in.rdbuf();
  return std::move(out).str();
}

}  // namespace pathrace
