// What the fuzz targets share: failing loudly (libFuzzer keeps the input
// that aborted as a crash file) and a plain reading of text, written apart
// from the engine's parsers so that it can check them.
#pragma once

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "pathrace/grid.hpp"
#include "pathrace/map_io.hpp"

namespace pathrace::fuzz {

[[noreturn]] inline void fail(const char* condition, const std::string& what) {
  std::fprintf(stderr, "\n*** ORACLE MISMATCH: %s\n*** failed: %s\n", what.c_str(), condition);
  std::abort();
}

// `what` is built only when the check fails: the targets run it millions of times.
#define FUZZ_EXPECT(condition, what)                              \
  do {                                                            \
    if (!(condition)) ::pathrace::fuzz::fail(#condition, (what)); \
  } while (0)

// Lines split at '\n', each without one trailing '\r'; no line after a
// final '\n'.
inline std::vector<std::string_view> lines_of(std::string_view text) {
  std::vector<std::string_view> lines;
  std::size_t begin = 0;
  while (begin < text.size()) {
    std::size_t end = text.find('\n', begin);
    const std::size_t next = end == std::string_view::npos ? text.size() : end + 1;
    if (end == std::string_view::npos) end = text.size();
    std::string_view line = text.substr(begin, end - begin);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    begin = next;
  }
  return lines;
}

// Every cell's cost, row-major, read through the public accessors.
inline std::vector<std::uint8_t> costs_of(const Grid& grid) {
  std::vector<std::uint8_t> costs;
  costs.reserve(static_cast<std::size_t>(grid.cell_count()));
  for (int y = 0; y < grid.height(); ++y)
    for (int x = 0; x < grid.width(); ++x) costs.push_back(grid.cost(x, y));
  return costs;
}

// A rejected input: a status, a message for people and a position that
// lies inside the text (lines.size() + 1 is the line after the last).
inline void check_rejection(const LoadResult& r, std::size_t line_count) {
  FUZZ_EXPECT(!r.message.empty() && !r.detail.empty(), "a load error without words");
  FUZZ_EXPECT(r.line >= 0 && r.column >= 0 && static_cast<std::size_t>(r.line) <= line_count + 1,
              "error position line " + std::to_string(r.line) + " column " +
                  std::to_string(r.column) + " for " + std::to_string(line_count) + " lines");
  FUZZ_EXPECT(r.message.ends_with(r.detail), "the message does not end with its detail");
}

// An accepted grid survives the two writers the project has: to_rows() and
// copy_costs(), each loaded back.
inline void check_round_trip(const Grid& grid) {
  const std::vector<std::uint8_t> costs = costs_of(grid);
  bool coarse = false;  // to_rows writes terrain above 9 as 9
  for (const std::uint8_t c : costs) coarse |= c > 9;
  if (!coarse) {
    const LoadResult again = load_rows(to_rows(grid));
    FUZZ_EXPECT(again.ok(), "to_rows() wrote rows load_rows() rejects: " + again.message);
    FUZZ_EXPECT(again.grid.width() == grid.width() && again.grid.height() == grid.height() &&
                    costs_of(again.grid) == costs,
                "load_rows(to_rows(grid)) is another grid");
  }
  std::vector<std::uint8_t> raw(costs.size());
  grid.copy_costs(raw);
  FUZZ_EXPECT(raw == costs, "copy_costs() differs from cost()");
  const LoadResult copy = load_costs(grid.width(), grid.height(), raw);
  FUZZ_EXPECT(copy.ok() && costs_of(copy.grid) == costs, "load_costs(copy_costs()) differs");
}

}  // namespace pathrace::fuzz
