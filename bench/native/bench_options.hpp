// pathrace-bench's command line: the options it takes (each documented
// in bench_main.cpp's header) and their parsing. A mistake prints the usage
// and exits with status 2.
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "pathrace/rules.hpp"

namespace pathrace::bench {

struct Options {
  Rules rules;
  int every = 1;
  int repeat = 1;
  bool check = false;
  bool json = false;
  bool per_query = false;
  bool article = false;
  bool first_query = false;
  bool prepared = false;
  int repairs = 0;
  std::optional<Algorithm> versus;
  std::vector<std::string> files;
};

// The options of argv; exits (usage on stderr) on a mistake or --help.
Options parse_options(int argc, char** argv);

}  // namespace pathrace::bench
