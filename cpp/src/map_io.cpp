#include "pathrace/map_io.hpp"

#include <algorithm>
#include <concepts>
#include <cstring>
#include <limits>
#include <string>
#include <utility>

namespace pathrace {
namespace {

// What a size error adds: the sizes a grid may have.
struct SizeLimits {};
constexpr SizeLimits size_limits;

// A message for people, written piece by piece: text and whole numbers,
// each through one out-of-line call, the digits by a loop of its own. The
// wasm module ships every error site: std::to_string and operator+ inlined
// at each, or std::to_chars once, cost it 1.7 kB gzipped for a few digits
// (docs/benchmarks.md, "Size").
class Message {
 public:
  [[gnu::noinline]] Message& operator<<(std::string_view piece) {
    text_.append(piece.data(), piece.size());
    return *this;
  }
  template <std::integral N>
  Message& operator<<(N n) {
    return number(static_cast<long long>(n));
  }
  Message& operator<<(SizeLimits) {
    return *this << "width and height must be between 1 and " << Grid::max_side;
  }
  // The character c as a reader can see it: 'c', or its byte in hex.
  [[gnu::noinline]] Message& character(char c) {
    const auto u = static_cast<unsigned char>(c);
    const char* hex = "0123456789abcdef";
    if (u >= 0x20 && u < 0x7f) return *this << "'" << std::string_view(&c, 1) << "'";
    const char digits[2] = {hex[u >> 4], hex[u & 15]};
    return *this << "byte 0x" << std::string_view(digits, 2);
  }
  std::string take() { return std::move(text_); }

 private:
  [[gnu::noinline]] Message& number(long long n) {
    char digits[24];
    char* first = digits + sizeof digits;
    auto u = n < 0 ? 0 - static_cast<unsigned long long>(n) : static_cast<unsigned long long>(n);
    do *--first = static_cast<char>('0' + u % 10);
    while ((u /= 10) != 0);
    if (n < 0) *--first = '-';
    return *this << std::string_view(first,
                                     static_cast<std::size_t>(digits + sizeof digits - first));
  }
  std::string text_;
};

LoadResult fail(LoadStatus status, int line, int column, Message& message) {
  LoadResult r;
  r.status = status;
  r.line = line;
  r.column = column;
  r.detail = message.take();
  Message where;
  if (line > 0) {
    where << "line " << line;
    if (column > 0) where << ", column " << column;
    where << ": ";
  }
  r.message = (where << r.detail).take();
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

LoadResult allocate(int width, int height) {
  LoadResult r;
  const LoadStatus s = Grid::create(width, height, r.grid);
  if (s == LoadStatus::out_of_memory)
    return fail(s, 0, 0,
                Message() << "not enough memory for a " << width << "×" << height << " grid");
  if (s != LoadStatus::ok) return fail(s, 0, 0, Message() << size_limits);
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
  if (digits.empty()) return -1;
  // A loop, not std::from_chars, which would add 0.3 kB gzipped to the module.
  long long v = 0;
  for (const char c : digits) {  // digits only: no sign
    if (c < '0' || c > '9') return -1;
    v = std::min<long long>(v * 10 + (c - '0'), std::numeric_limits<int>::max());
  }
  return v;
}

// How a text format spells its cells and names its rows in messages.
struct CellFormat {
  int (*cost)(char c);        // the cell's cost, Grid::blocked for a wall, -1: not a cell
  std::string_view width_is;  // what a row of the wrong length is measured against
  std::string_view legend;    // the cells the format allows, for a bad character
};

constexpr CellFormat movingai_cells{
    [](char c) {
      if (c == '.' || c == 'G' || c == 'S') return 1;
      if (c == '@' || c == 'O' || c == 'T' || c == 'W') return int{Grid::blocked};
      return -1;
    },
    " characters but the width is ",
    " (a Moving AI map uses . G S for open cells and @ O T W for blocked ones)"};

constexpr CellFormat row_cells{[](char c) {
                                 if (c == '.') return 1;
                                 if (c == '#') return int{Grid::blocked};
                                 if (c >= '1' && c <= '9') return c - '0';
                                 return -1;
                               },
                               " cells but the first row has ",
                               " (use . for open, # for a wall, 1-9 for terrain cost)"};

// Fills the grid `r` allocated (or passes its failure on) from `rows`, the
// first on line `first_line` of the text: one loop for both text formats.
LoadResult fill_rows(LoadResult r, std::span<const std::string_view> rows, int first_line,
                     const CellFormat& format) {
  if (!r.ok()) return r;
  const auto width = static_cast<std::size_t>(r.grid.width());
  for (std::size_t y = 0; y < rows.size(); ++y) {
    const std::string_view row = rows[y];
    const int line_no = static_cast<int>(y) + first_line;
    for (std::size_t x = 0; x < width && x < row.size(); ++x) {
      const int cost = format.cost(row[x]);
      if (cost < 0)
        return fail(LoadStatus::bad_character, line_no, static_cast<int>(x) + 1,
                    (Message() << "unexpected ").character(row[x]) << format.legend);
      r.grid.set_cost(static_cast<int>(x), static_cast<int>(y), static_cast<std::uint8_t>(cost));
    }
    if (row.size() != width)
      return fail(LoadStatus::bad_row_length, line_no,
                  static_cast<int>(std::min(row.size(), width)) + 1,
                  Message() << "row " << y << " has " << row.size() << format.width_is << width);
  }
  return r;
}

}  // namespace

LoadResult load_movingai(std::string_view text) {
  const std::vector<std::string_view> lines = split_lines(text);
  if (lines.empty() || lines[0] != "type octile")
    return fail(LoadStatus::bad_header, 1, 1,
                Message() << "expected \"type octile\" (a Moving AI .map header)");
  long long size[2] = {0, 0};  // height, then width, as the format orders them
  const char* keys[2] = {"height", "width"};
  for (int i = 0; i < 2; ++i) {
    const int line_no = i + 2;
    const std::string_view line =
        static_cast<std::size_t>(i + 1) < lines.size() ? lines[i + 1] : std::string_view();
    size[i] = keyed_number(line, keys[i]);
    if (size[i] < 0)
      return fail(LoadStatus::bad_header, line_no, 1,
                  Message() << "expected \"" << keys[i] << "\" followed by a whole number");
    if (!Grid::valid_size(size[i], 1))
      return fail(LoadStatus::bad_size, line_no, static_cast<int>(std::strlen(keys[i])) + 2,
                  Message() << "\"" << line << "\" is not allowed: " << size_limits);
  }
  const long long height = size[0], width = size[1];
  if (lines.size() < 4 || lines[3] != "map")
    return fail(LoadStatus::bad_header, 4, 1, Message() << "expected \"map\" before the rows");

  const std::size_t rows = std::min(lines.size() - 4, static_cast<std::size_t>(height));
  LoadResult r = fill_rows(allocate(static_cast<int>(width), static_cast<int>(height)),
                           std::span(lines).subspan(4, rows), 5, movingai_cells);
  if (!r.ok()) return r;
  if (rows < static_cast<std::size_t>(height))
    return fail(LoadStatus::missing_rows, static_cast<int>(rows) + 5, 1,
                Message() << "the map has " << rows << " rows but its header says " << height);
  for (std::size_t i = 4 + rows; i < lines.size(); ++i)
    if (!lines[i].empty())
      return fail(LoadStatus::extra_rows, static_cast<int>(i) + 1, 1,
                  Message() << "more rows than the header's height " << height);
  return r;
}

namespace {

// The rows as views of the caller's text: loading copies no row, so a map
// loaded when memory is nearly full needs only its grid's buffers (see
// Buffer's headroom) and this list of row ends.
LoadResult load_row_views(std::span<const std::string_view> views) {
  const std::size_t height = views.size();
  if (height == 0 || views[0].empty())
    return fail(LoadStatus::bad_size, 0, 0, Message() << "the map is empty: " << size_limits);
  const std::size_t width = views[0].size();
  if (!Grid::valid_size(static_cast<long long>(width), static_cast<long long>(height)))
    return fail(
        LoadStatus::bad_size, 0, 0,
        Message() << "a " << width << "×" << height << " map is not allowed: " << size_limits);
  return fill_rows(allocate(static_cast<int>(width), static_cast<int>(height)), views, 1,
                   row_cells);
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
                Message() << lines.size() << " rows are too many: " << size_limits);
  return load_row_views(lines);
}

LoadResult load_costs(int width, int height, std::span<const std::uint8_t> costs) {
  if (!Grid::valid_size(width, height))
    return fail(
        LoadStatus::bad_size, 0, 0,
        Message() << "a " << width << "×" << height << " grid is not allowed: " << size_limits);
  if (costs.size() != static_cast<std::size_t>(width) * static_cast<std::size_t>(height))
    return fail(LoadStatus::bad_data_length, 0, 0,
                Message() << "expected " << static_cast<long long>(width) * height
                          << " costs (width × height) but got " << costs.size());
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
