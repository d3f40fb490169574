// Fuzz target: the rows loader in both forms (one string of lines, and
// rows as separate strings) and the raw costs loader. Never a crash or an
// out-of-bounds read; a rejection has words and a position inside the
// text; the two forms of load_rows() agree; an accepted map is exactly
// what the format says (. plain, # wall, 1-9 terrain, every row as long as
// the first, trailing empty lines ignored) and round-trips through
// to_rows() and copy_costs().
#include <cstddef>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz.hpp"
#include "pathrace/map_io.hpp"

using namespace pathrace;
using namespace pathrace::fuzz;

namespace {

void check_rows_text(std::string_view text) {
  const LoadResult r = load_rows(text);
  std::vector<std::string_view> lines = lines_of(text);
  while (!lines.empty() && lines.back().empty()) lines.pop_back();

  if (lines.size() <= static_cast<std::size_t>(Grid::max_side)) {
    const std::vector<std::string> rows(lines.begin(), lines.end());
    const LoadResult split = load_rows(rows);
    FUZZ_EXPECT(split.status == r.status && split.line == r.line && split.column == r.column,
                "load_rows(text) and load_rows(rows) disagree: \"" + r.message + "\" vs \"" +
                    split.message + "\"");
    if (r.ok())
      FUZZ_EXPECT(costs_of(split.grid) == costs_of(r.grid), "the two forms load other grids");
  }
  if (!r.ok()) {
    check_rejection(r, lines.size());
    return;
  }

  FUZZ_EXPECT(r.grid.height() == static_cast<int>(lines.size()), "height is not the row count");
  for (int y = 0; y < r.grid.height(); ++y) {
    const std::string_view row = lines[static_cast<std::size_t>(y)];
    FUZZ_EXPECT(row.size() == static_cast<std::size_t>(r.grid.width()),
                "accepted row " + std::to_string(y) + " of length " + std::to_string(row.size()));
    for (int x = 0; x < r.grid.width(); ++x) {
      const char c = row[static_cast<std::size_t>(x)];
      const int expected = c == '.' ? 1 : c == '#' ? 0 : c >= '1' && c <= '9' ? c - '0' : -1;
      FUZZ_EXPECT(expected >= 0, "accepted the character " + std::to_string(+c));
      FUZZ_EXPECT(r.grid.cost(x, y) == expected,
                  "cell (" + std::to_string(x) + "," + std::to_string(y) + ") has the wrong cost");
    }
  }
  check_round_trip(r.grid);
}

// The first two bytes are a width and a height (0 to 32: 0 must be
// refused), the rest the costs.
void check_costs(std::span<const std::uint8_t> data) {
  if (data.size() < 2) return;
  const int width = data[0] % 33, height = data[1] % 33;
  const std::span<const std::uint8_t> costs = data.subspan(2);
  const LoadResult r = load_costs(width, height, costs);
  const bool fits =
      width >= 1 && height >= 1 &&
      costs.size() == static_cast<std::size_t>(width) * static_cast<std::size_t>(height);
  FUZZ_EXPECT(r.ok() == fits, "load_costs(" + std::to_string(width) + ", " +
                                  std::to_string(height) + ", " + std::to_string(costs.size()) +
                                  " bytes): " + r.message);
  if (!r.ok()) {
    check_rejection(r, 0);
    return;
  }
  FUZZ_EXPECT(costs_of(r.grid) == std::vector<std::uint8_t>(costs.begin(), costs.end()),
              "load_costs() changed the costs");
  check_round_trip(r.grid);
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  check_rows_text(std::string_view(reinterpret_cast<const char*>(data), size));
  check_costs({data, size});
  return 0;
}
