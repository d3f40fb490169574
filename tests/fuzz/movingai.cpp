// Fuzz target: load_movingai() on any bytes. It must never crash or read
// out of bounds (ASan), must explain a rejection with a position inside the
// text, and an accepted map must be exactly what the format says: four
// header lines, then `height` rows of `width` characters where . G S are
// open and @ O T W blocked, nothing after them but empty lines. The grid
// then round-trips through the rows and costs writers (the project has no
// .map writer; a Moving AI map holds only open and blocked cells, which
// rows keep exactly).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

#include "fuzz.hpp"
#include "pathrace/map_io.hpp"

using namespace pathrace;
using namespace pathrace::fuzz;

namespace {

// "<key> <digits>" with spaces around the number allowed, else -1.
long long header_number(std::string_view line, std::string_view key) {
  if (!line.starts_with(key) || line.size() == key.size() || line[key.size()] != ' ') return -1;
  const std::size_t first = line.find_first_not_of(' ', key.size());
  const std::size_t last = line.find_last_not_of(' ');
  if (first == std::string_view::npos) return -1;
  const std::string_view digits = line.substr(first, last - first + 1);
  long long value = 0;
  for (const char c : digits) {
    if (c < '0' || c > '9') return -1;
    value = std::min(value * 10 + (c - '0'), 1'000'000'000LL);
  }
  return value;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::string_view text(reinterpret_cast<const char*>(data), size);
  const LoadResult r = load_movingai(text);
  const auto lines = lines_of(text);
  if (!r.ok()) {
    check_rejection(r, lines.size());
    return 0;
  }

  FUZZ_EXPECT(lines.size() >= 4 && lines[0] == "type octile" && lines[3] == "map",
              "accepted a map without the four header lines");
  const long long height = header_number(lines[1], "height");
  const long long width = header_number(lines[2], "width");
  FUZZ_EXPECT(width == r.grid.width() && height == r.grid.height(),
              "the grid is " + std::to_string(r.grid.width()) + "×" +
                  std::to_string(r.grid.height()) + " but the header says " +
                  std::to_string(width) + "×" + std::to_string(height));
  FUZZ_EXPECT(lines.size() >= 4 + static_cast<std::size_t>(height), "accepted missing rows");
  for (std::size_t i = 4 + static_cast<std::size_t>(height); i < lines.size(); ++i)
    FUZZ_EXPECT(lines[i].empty(), "accepted text after the rows, line " + std::to_string(i + 1));
  for (int y = 0; y < height; ++y) {
    const std::string_view row = lines[4 + static_cast<std::size_t>(y)];
    FUZZ_EXPECT(row.size() == static_cast<std::size_t>(width),
                "accepted row " + std::to_string(y) + " of length " + std::to_string(row.size()));
    for (int x = 0; x < width; ++x) {
      const char c = row[static_cast<std::size_t>(x)];
      const bool open = c == '.' || c == 'G' || c == 'S';
      const bool blocked = c == '@' || c == 'O' || c == 'T' || c == 'W';
      FUZZ_EXPECT(open || blocked, "accepted the character " + std::to_string(+c));
      FUZZ_EXPECT(r.grid.cost(x, y) == (open ? 1 : Grid::blocked),
                  "cell (" + std::to_string(x) + "," + std::to_string(y) + ") has the wrong cost");
    }
  }
  check_round_trip(r.grid);
  return 0;
}
