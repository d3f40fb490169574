#include "pathrace/map_io.hpp"

#include <charconv>
#include <cstring>
#include <limits>
#include <string>
#include <utility>

namespace pathrace {
namespace {

LoadResult fail(LoadStatus status, int line, int column, std::string message) {
  LoadResult r;
  r.status = status;
  r.line = line;
  r.column = column;
  r.detail = message;
  if (line > 0)
    message = "line " + std::to_string(line) +
              (column > 0 ? ", column " + std::to_string(column) : std::string()) + ": " + message;
  r.message = std::move(message);
  return r;
}

// Splits on '\n', dropping one '\r' before it (CRLF files).
std::vector<std::string_view> split_lines(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const std::size_t nl = text.find('\n');
    std::string_view line = text.substr(0, nl);
    if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
    lines.push_back(line);
    if (nl == std::string_view::npos) break;
    text.remove_prefix(nl + 1);
  }
  return lines;
}

std::string printable(char c) {
  const auto u = static_cast<unsigned char>(c);
  if (u >= 0x20 && u < 0x7f) return std::string("'") + c + "'";
  const char* hex = "0123456789abcdef";
  return std::string("byte 0x") + hex[u >> 4] + hex[u & 15];
}

std::string size_limits() {
  return "width and height must be between 1 and " + std::to_string(Grid::max_side);
}

LoadResult allocate(int width, int height) {
  LoadResult r;
  const LoadStatus s = Grid::create(width, height, r.grid);
  if (s == LoadStatus::out_of_memory)
    return fail(s, 0, 0,
                "not enough memory for a " + std::to_string(width) + "×" + std::to_string(height) +
                    " grid");
  if (s != LoadStatus::ok) return fail(s, 0, 0, size_limits());
  return r;
}

// "<key> <number>" → the number, or -1 for a malformed line. Numbers too
// large for an int come back as INT_MAX, past any valid size.
long long keyed_number(std::string_view line, std::string_view key) {
  if (line.substr(0, key.size()) != key || line.size() <= key.size() || line[key.size()] != ' ')
    return -1;
  std::string_view digits = line.substr(key.size() + 1);
  while (!digits.empty() && digits.front() == ' ') digits.remove_prefix(1);
  while (!digits.empty() && digits.back() == ' ') digits.remove_suffix(1);
  if (digits.empty() || digits.front() < '0' || digits.front() > '9') return -1;  // no sign
  int v = 0;
  const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), v);
  if (end != digits.data() + digits.size()) return -1;
  return ec == std::errc::result_out_of_range ? std::numeric_limits<int>::max() : v;
}

}  // namespace

LoadResult load_movingai(std::string_view text) {
  const std::vector<std::string_view> lines = split_lines(text);
  if (lines.empty() || lines[0] != "type octile")
    return fail(LoadStatus::bad_header, 1, 1, "expected \"type octile\" (a Moving AI .map header)");
  long long size[2] = {0, 0};  // height, then width, as the format orders them
  const char* keys[2] = {"height", "width"};
  for (int i = 0; i < 2; ++i) {
    const int line_no = i + 2;
    const std::string_view line =
        static_cast<std::size_t>(i + 1) < lines.size() ? lines[i + 1] : std::string_view();
    size[i] = keyed_number(line, keys[i]);
    // Messages are appended piecewise: GCC 12 warns falsely (-Wrestrict)
    // on `"literal" + std::string(...)`.
    std::string message;
    if (size[i] < 0) {
      message.append("expected \"").append(keys[i]).append("\" followed by a whole number");
      return fail(LoadStatus::bad_header, line_no, 1, std::move(message));
    }
    if (!Grid::valid_size(size[i], 1)) {
      message.append("\"").append(line).append("\" is not allowed: ").append(size_limits());
      return fail(LoadStatus::bad_size, line_no, static_cast<int>(std::strlen(keys[i])) + 2,
                  std::move(message));
    }
  }
  const long long height = size[0], width = size[1];
  if (lines.size() < 4 || lines[3] != "map")
    return fail(LoadStatus::bad_header, 4, 1, "expected \"map\" before the rows");

  LoadResult r = allocate(static_cast<int>(width), static_cast<int>(height));
  if (!r.ok()) return r;
  for (int y = 0; y < height; ++y) {
    const std::size_t index = 4 + static_cast<std::size_t>(y);
    const int line_no = static_cast<int>(index) + 1;
    if (index >= lines.size())
      return fail(LoadStatus::missing_rows, line_no, 1,
                  "the map has " + std::to_string(y) + " rows but its header says " +
                      std::to_string(height));
    const std::string_view row = lines[index];
    for (int x = 0; x < width && x < static_cast<int>(row.size()); ++x) {
      std::uint8_t cost;
      switch (row[static_cast<std::size_t>(x)]) {
        case '.':
        case 'G':
        case 'S':
          cost = 1;
          break;
        case '@':
        case 'O':
        case 'T':
        case 'W':
          cost = Grid::blocked;
          break;
        default:
          return fail(
              LoadStatus::bad_character, line_no, x + 1,
              "unexpected " + printable(row[static_cast<std::size_t>(x)]) +
                  " (a Moving AI map uses . G S for open cells and @ O T W for blocked ones)");
      }
      r.grid.set_cost(x, y, cost);
    }
    if (row.size() != static_cast<std::size_t>(width))
      return fail(LoadStatus::bad_row_length, line_no,
                  static_cast<int>(std::min(row.size(), static_cast<std::size_t>(width))) + 1,
                  "row " + std::to_string(y) + " has " + std::to_string(row.size()) +
                      " characters but the width is " + std::to_string(width));
  }
  for (std::size_t i = 4 + static_cast<std::size_t>(height); i < lines.size(); ++i)
    if (!lines[i].empty())
      return fail(LoadStatus::extra_rows, static_cast<int>(i) + 1, 1,
                  "more rows than the header's height " + std::to_string(height));
  return r;
}

namespace {

// The rows as views of the caller's text: loading copies no row, so a map
// loaded when memory is nearly full needs only its grid's buffers (see
// Buffer's headroom) and this list of row ends.
LoadResult load_row_views(std::span<const std::string_view> views) {
  const std::size_t height = views.size();
  if (height == 0 || views[0].empty())
    return fail(LoadStatus::bad_size, 0, 0, "the map is empty: " + size_limits());
  const std::size_t width = views[0].size();
  if (!Grid::valid_size(static_cast<long long>(width), static_cast<long long>(height)))
    return fail(LoadStatus::bad_size, 0, 0,
                "a " + std::to_string(width) + "×" + std::to_string(height) +
                    " map is not allowed: " + size_limits());
  LoadResult r = allocate(static_cast<int>(width), static_cast<int>(height));
  if (!r.ok()) return r;
  for (std::size_t y = 0; y < height; ++y) {
    const std::string_view row = views[y];
    const int line_no = static_cast<int>(y) + 1;
    for (std::size_t x = 0; x < width && x < row.size(); ++x) {
      const char c = row[x];
      std::uint8_t cost;
      if (c == '.')
        cost = 1;
      else if (c == '#')
        cost = Grid::blocked;
      else if (c >= '1' && c <= '9')
        cost = static_cast<std::uint8_t>(c - '0');
      else
        return fail(
            LoadStatus::bad_character, line_no, static_cast<int>(x) + 1,
            "unexpected " + printable(c) + " (use . for open, # for a wall, 1-9 for terrain cost)");
      r.grid.set_cost(static_cast<int>(x), static_cast<int>(y), cost);
    }
    if (row.size() != width)
      return fail(LoadStatus::bad_row_length, line_no,
                  static_cast<int>(std::min(row.size(), width)) + 1,
                  "row " + std::to_string(y) + " has " + std::to_string(row.size()) +
                      " cells but the first row has " + std::to_string(width));
  }
  return r;
}

}  // namespace

LoadResult load_rows(std::span<const std::string> rows) {
  const std::vector<std::string_view> views(rows.begin(), rows.end());
  return load_row_views(views);
}

LoadResult load_rows(std::string_view text) {
  std::vector<std::string_view> lines = split_lines(text);
  while (!lines.empty() && lines.back().empty()) lines.pop_back();
  if (lines.size() > static_cast<std::size_t>(Grid::max_side))
    return fail(LoadStatus::bad_size, 0, 0,
                std::to_string(lines.size()) + " rows are too many: " + size_limits());
  return load_row_views(lines);
}

LoadResult load_costs(int width, int height, std::span<const std::uint8_t> costs) {
  if (!Grid::valid_size(width, height))
    return fail(LoadStatus::bad_size, 0, 0,
                "a " + std::to_string(width) + "×" + std::to_string(height) +
                    " grid is not allowed: " + size_limits());
  if (costs.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height))
    return fail(LoadStatus::bad_data_length, 0, 0,
                "expected " + std::to_string(static_cast<long long>(width) * height) +
                    " costs (width × height) but got " + std::to_string(costs.size()));
  LoadResult r = allocate(width, height);
  if (!r.ok()) return r;
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x)
      r.grid.set_cost(x, y, costs[static_cast<std::size_t>(y) * width + x]);
  return r;
}

std::vector<std::string> to_rows(const Grid& grid) {
  std::vector<std::string> rows(static_cast<std::size_t>(grid.height()),
                                std::string(static_cast<std::size_t>(grid.width()), '.'));
  for (int y = 0; y < grid.height(); ++y)
    for (int x = 0; x < grid.width(); ++x) {
      const std::uint8_t c = grid.cost(x, y);
      rows[y][x] = c == Grid::blocked ? '#'
                   : c == 1           ? '.'
                                      : static_cast<char>('0' + (c > 9 ? 9 : c));
    }
  return rows;
}

}  // namespace pathrace
