#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "pathrace/map_io.hpp"

using namespace pathrace;

namespace {

void require_error(const LoadResult& r, LoadStatus status, int line, int column) {
  INFO("message: " << r.message);
  CHECK(r.status == status);
  CHECK(r.line == line);
  CHECK(r.column == column);
  CHECK_FALSE(r.message.empty());
  // detail is the message without its "line L, column C: " prefix.
  CHECK_FALSE(r.detail.empty());
  CHECK(r.message.ends_with(r.detail));
  if (line > 0) CHECK(r.message.starts_with("line " + std::to_string(line)));
}

std::string header(const std::string& height, const std::string& width) {
  return "type octile\nheight " + height + "\nwidth " + width + "\nmap\n";
}

}  // namespace

TEST_CASE("A Moving AI map loads with its terrain classes", "[grid]") {
  const LoadResult r = load_movingai("type octile\nheight 2\nwidth 4\nmap\n.GS@\nOTW.\n");
  INFO(r.message);
  REQUIRE(r.ok());
  CHECK(r.grid.width() == 4);
  CHECK(r.grid.height() == 2);
  CHECK(r.grid.passable(0, 0));
  CHECK(r.grid.passable(1, 0));
  CHECK(r.grid.passable(2, 0));
  CHECK_FALSE(r.grid.passable(3, 0));
  CHECK_FALSE(r.grid.passable(0, 1));
  CHECK_FALSE(r.grid.passable(1, 1));
  CHECK_FALSE(r.grid.passable(2, 1));
  CHECK(r.grid.passable(3, 1));
}

TEST_CASE("A Moving AI map with CRLF line ends and no final newline loads", "[grid]") {
  const LoadResult r = load_movingai("type octile\r\nheight 2\r\nwidth 3\r\nmap\r\n..@\r\n@..");
  INFO(r.message);
  REQUIRE(r.ok());
  CHECK(r.grid.passable(0, 0));
  CHECK_FALSE(r.grid.passable(2, 0));
  CHECK_FALSE(r.grid.passable(0, 1));
  CHECK(r.grid.passable(2, 1));
}

TEST_CASE("The padding around a grid is blocked and ids convert both ways", "[grid]") {
  Grid g;
  REQUIRE(Grid::create(3, 2, g) == LoadStatus::ok);
  const std::uint8_t* c = g.padded_costs();
  const int pw = g.padded_width();
  for (int x = 0; x < pw; ++x) {
    CHECK(c[x] == Grid::blocked);
    CHECK(c[3 * pw + x] == Grid::blocked);
  }
  for (int y = 1; y <= 2; ++y) {
    CHECK(c[y * pw] == Grid::blocked);
    CHECK(c[y * pw + pw - 1] == Grid::blocked);
    for (int x = 1; x <= 3; ++x) CHECK(c[y * pw + x] == 1);
  }
  CHECK(g.to_cell(g.to_padded(2, 1)) == g.cell(2, 1));
  CHECK(g.to_padded(g.cell(2, 1)) == g.to_padded(2, 1));
  CHECK(g.point(g.cell(2, 1)) == Point{2, 1});
}

TEST_CASE("ASCII rows load walls and terrain digits", "[grid]") {
  const LoadResult r = load_rows(".#9\r\n1.5\n\n");
  INFO(r.message);
  REQUIRE(r.ok());
  CHECK(r.grid.width() == 3);
  CHECK(r.grid.height() == 2);
  CHECK(r.grid.cost(0, 0) == 1);
  CHECK(r.grid.cost(1, 0) == Grid::blocked);
  CHECK(r.grid.cost(2, 0) == 9);
  CHECK(r.grid.cost(0, 1) == 1);
  CHECK(r.grid.cost(2, 1) == 5);
  CHECK(to_rows(r.grid) == std::vector<std::string>{".#9", "..5"});
}

TEST_CASE("Raw cost arrays load row-major", "[grid]") {
  const std::vector<std::uint8_t> costs{1, 0, 200, 255, 1, 1};
  const LoadResult r = load_costs(3, 2, costs);
  REQUIRE(r.ok());
  CHECK(r.grid.cost(1, 0) == 0);
  CHECK(r.grid.cost(2, 0) == 200);
  CHECK(r.grid.cost(0, 1) == 255);
  std::vector<std::uint8_t> back(6);
  r.grid.copy_costs(back);
  CHECK(back == costs);
}

TEST_CASE("A cloned grid is independent of the original", "[grid]") {
  Grid a;
  REQUIRE(Grid::create(4, 4, a) == LoadStatus::ok);
  Grid b;
  REQUIRE(a.clone(b) == LoadStatus::ok);
  b.set_cost(1, 1, 0);
  CHECK(a.passable(1, 1));
  CHECK_FALSE(b.passable(1, 1));
}

TEST_CASE("Malformed Moving AI maps report status, line and column", "[grid][bad-input]") {
  SECTION("empty text") { require_error(load_movingai(""), LoadStatus::bad_header, 1, 1); }
  SECTION("wrong type line") {
    require_error(load_movingai("type tile\nheight 1\nwidth 1\nmap\n.\n"), LoadStatus::bad_header,
                  1, 1);
  }
  SECTION("height missing") {
    require_error(load_movingai("type octile\nwidth 1\nheight 1\nmap\n.\n"), LoadStatus::bad_header,
                  2, 1);
  }
  SECTION("height not a number") {
    require_error(load_movingai(header("x1", "1") + ".\n"), LoadStatus::bad_header, 2, 1);
  }
  SECTION("negative width") {
    require_error(load_movingai(header("1", "-3") + ".\n"), LoadStatus::bad_header, 3, 1);
  }
  SECTION("map line missing") {
    require_error(load_movingai("type octile\nheight 1\nwidth 1\n.\n"), LoadStatus::bad_header, 4,
                  1);
  }
  SECTION("height 0") {
    require_error(load_movingai(header("0", "1")), LoadStatus::bad_size, 2, 8);
  }
  SECTION("width above 8192") {
    require_error(load_movingai(header("1", "8193") + ".\n"), LoadStatus::bad_size, 3, 7);
  }
  SECTION("an absurd height") {
    require_error(load_movingai(header("99999999999999999999", "1")), LoadStatus::bad_size, 2, 8);
  }
  SECTION("a short row") {
    require_error(load_movingai(header("2", "3") + "...\n..\n"), LoadStatus::bad_row_length, 6, 3);
  }
  SECTION("a long row") {
    require_error(load_movingai(header("2", "3") + "....\n...\n"), LoadStatus::bad_row_length, 5,
                  4);
  }
  SECTION("an unknown character") {
    require_error(load_movingai(header("2", "3") + "...\n.x.\n"), LoadStatus::bad_character, 6, 2);
  }
  SECTION("a control byte") {
    require_error(load_movingai(header("1", "3") + ".\x01.\n"), LoadStatus::bad_character, 5, 2);
  }
  SECTION("missing rows") {
    require_error(load_movingai(header("3", "2") + "..\n..\n"), LoadStatus::missing_rows, 7, 1);
  }
  SECTION("extra rows") {
    require_error(load_movingai(header("1", "2") + "..\n..\n"), LoadStatus::extra_rows, 6, 1);
  }
}

TEST_CASE("Malformed ASCII rows and arrays report their status", "[grid][bad-input]") {
  SECTION("no rows") { require_error(load_rows(""), LoadStatus::bad_size, 0, 0); }
  SECTION("rows of different lengths") {
    require_error(load_rows("...\n..\n"), LoadStatus::bad_row_length, 2, 3);
  }
  SECTION("unknown character") {
    require_error(load_rows("..\n.0\n"), LoadStatus::bad_character, 2, 2);
  }
  SECTION("too wide") {
    require_error(load_rows(std::string(8193, '.')), LoadStatus::bad_size, 0, 0);
  }
  SECTION("too many rows") {
    std::string text;
    for (int i = 0; i < 8193; ++i) text += ".\n";
    require_error(load_rows(text), LoadStatus::bad_size, 0, 0);
  }
  SECTION("array length does not match") {
    const std::vector<std::uint8_t> costs(5, 1);
    require_error(load_costs(3, 2, costs), LoadStatus::bad_data_length, 0, 0);
  }
  SECTION("array with width 0") {
    require_error(load_costs(0, 2, std::span<const std::uint8_t>()), LoadStatus::bad_size, 0, 0);
  }
  SECTION("array with negative height") {
    require_error(load_costs(2, -1, std::span<const std::uint8_t>()), LoadStatus::bad_size, 0, 0);
  }
  SECTION("create refuses absurd sizes") {
    Grid g;
    CHECK(Grid::create(8193, 1, g) == LoadStatus::bad_size);
    CHECK(Grid::create(1, 0, g) == LoadStatus::bad_size);
    CHECK(g.width() == 0);
  }
}
