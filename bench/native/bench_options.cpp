// pathrace-bench's command line (bench_options.hpp).
#include "bench_options.hpp"

#include <algorithm>
#include <cstdio>
#include <cstdlib>

namespace pathrace::bench {
namespace {

[[noreturn]] void usage(const std::string& problem) {
  std::fprintf(stderr,
               "pathrace-bench: %s\n"
               "usage: pathrace-bench [--algorithm A] [--diagonal D] [--heuristic H] [--costs C]\n"
               "                      [--tie T] [--weight W] [--every K] [--repeat R] [--check]\n"
               "                      [--json | --per-query] [--versus A | --first-query]\n"
               "                      [--prepared [--repair N]] FILE.map.scen...\n"
               "       pathrace-bench --article\n",
               problem.c_str());
  std::exit(2);
}

template <class T>
T need(std::optional<T> v, const std::string& flag, const std::string& value) {
  if (!v) usage("unknown value '" + value + "' for " + flag);
  return *v;
}

}  // namespace

Options parse_options(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) usage(a + " needs a value");
      return argv[++i];
    };
    if (a == "--algorithm") {
      const auto v = value();
      o.rules.algorithm = need(parse_algorithm(v), a, v);
    } else if (a == "--diagonal") {
      const auto v = value();
      if (v == "never")
        o.rules.connectivity = Connectivity::four;
      else {
        o.rules.connectivity = Connectivity::eight;
        o.rules.corner = need(parse_corner_rule(v), a, v);
      }
    } else if (a == "--heuristic") {
      const auto v = value();
      o.rules.heuristic = need(parse_heuristic(v), a, v);
    } else if (a == "--costs") {
      const auto v = value();
      o.rules.costs = need(parse_step_costs(v), a, v);
    } else if (a == "--tie") {
      const auto v = value();
      o.rules.tie_break = need(parse_tie_break(v), a, v);
    } else if (a == "--weight")
      o.rules.weight = std::atof(value().c_str());
    else if (a == "--every")
      o.every = std::max(1, std::atoi(value().c_str()));
    else if (a == "--repeat")
      o.repeat = std::max(1, std::atoi(value().c_str()));
    else if (a == "--check")
      o.check = true;
    else if (a == "--json")
      o.json = true;
    else if (a == "--per-query")
      o.per_query = true;
    else if (a == "--article")
      o.article = true;
    else if (a == "--first-query")
      o.first_query = true;
    else if (a == "--prepared")
      o.prepared = true;
    else if (a == "--repair")
      o.repairs = std::max(1, std::atoi(value().c_str()));
    else if (a == "--versus") {
      const auto v = value();
      o.versus = need(parse_algorithm(v), a, v);
    } else if (a == "--help" || a == "-h")
      usage("help");
    else if (!a.empty() && a[0] == '-')
      usage("unknown option " + a);
    else
      o.files.push_back(a);
  }
  if (!o.rules.valid()) usage("invalid rules (weight must be between 0 and 10000)");
  if (!o.article && o.files.empty()) usage("no scenario files given");
  if (o.prepared && o.rules.algorithm != Algorithm::jps) usage("--prepared needs --algorithm jps");
  if (o.repairs > 0 && !o.prepared) usage("--repair needs --prepared");
  return o;
}

}  // namespace pathrace::bench
