// Loaders for the map formats, each reporting malformed input with the line
// and column where it was found (1-based; 0 where no position applies).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "pathrace/grid.hpp"
#include "pathrace/status.hpp"

namespace pathrace {

struct LoadResult {
  LoadStatus status = LoadStatus::ok;
  int line = 0;
  int column = 0;
  std::string
      message;  // for people: where ("line 6, column 2: "), what was wrong and what is allowed
  std::string detail;  // the same without where, for callers that say where themselves
  Grid grid;           // valid only when status == ok

  [[nodiscard]] bool ok() const { return status == LoadStatus::ok; }
};

// Moving AI `.map` text: "type octile", "height H", "width W", "map", then H
// rows of W characters. `.`, `G`, `S` are passable; `@`, `O`, `T`, `W` are
// blocked. CRLF and a missing final newline are accepted.
LoadResult load_movingai(std::string_view text);

// ASCII rows: `.` plain, `#` wall, `1`–`9` terrain cost. In the one-string
// form rows are separated by newlines (CRLF accepted); trailing empty lines
// are ignored.
LoadResult load_rows(std::span<const std::string> rows);
LoadResult load_rows(std::string_view text);

// Raw costs, row-major, width × height bytes (0 = blocked).
LoadResult load_costs(int width, int height, std::span<const std::uint8_t> costs);

// The grid as ASCII rows (terrain above 9 is written as 9).
std::vector<std::string> to_rows(const Grid& grid);

}  // namespace pathrace
