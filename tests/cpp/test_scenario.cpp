// The Moving AI scenario reader: each problem's length is the oracle the
// benchmark and the Moving AI tests compare with, so a length that cannot
// serve as one is refused with its line.
#include <catch2/catch.hpp>
#include <string>

#include "pathrace/scenario.hpp"

using namespace pathrace;

TEST_CASE("A scenario reads bucket, size, endpoints and length per line", "[scenario]") {
  const Scenario s = parse_scenario(
      "version 1\n0\tarena.map\t49\t49\t1\t11\t1\t12\t1\r\n\n"
      "3 AR0011SR.map 512 512 10 20 30 40 28.28\n");
  REQUIRE(s.ok());
  REQUIRE(s.problems.size() == 2);
  CHECK(s.problems[0].start == Point{1, 11});
  CHECK(s.problems[0].goal == Point{1, 12});
  CHECK(s.problems[0].optimal == 1);
  CHECK(s.problems[1].bucket == 3);
  CHECK(s.problems[1].map_width == 512);
  CHECK(s.problems[1].optimal == 28.28);
  CHECK(s.problems[1].tolerance == 0.0051);  // printed with 2 decimals
}

// Found by tests/fuzz/scenario.cpp: "-5.82e+2" was read as a length, and
// "nan" too, against which every comparison passes.
TEST_CASE("A scenario length that is negative or not finite is an error", "[scenario]") {
  for (const std::string length : {"-5.82e+2", "nan", "NAN", "inf", "-inf", "1e999", "-0.5"}) {
    INFO(length);
    const Scenario s =
        parse_scenario("version 1\n0 m 49 49 1 1 2 2 1.5\n0 m 49 49 1 1 2 2 " + length + "\n");
    CHECK_FALSE(s.ok());
    CHECK(s.error.rfind("line 3: ", 0) == 0);
  }
  CHECK(parse_scenario("version 1\n0 m 49 49 1 1 1 1 0\n").ok());
}
