// pathrace-bench-units: the figures of issue 23's targets, natively, each as
// a ratio of two timings taken in the same run, query by query interleaved
// so that the machine's drift hits both sides alike.
//
//   pathrace-bench-units [--every K] [--repeat R] FILE.map.scen...
//
// Per map:
//   size 2 / size 1   A* (the benchmark's rules) on the same problems, those
//                     both sizes can solve; the ratio of the summed times
//   8 goals / nearest A* to 8 goals (this problem's and the next seven's)
//                     against A* to the one of them it reached; summed times,
//                     summed expansions, and the time per expansion (the
//                     first ratio over the second: what each cell costs more)
//   clearance         Grid::clearance() on a fresh copy of the map, and
//                     for_size(2) after it, in milliseconds (fastest of R)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "pathrace/map_io.hpp"
#include "pathrace/scenario.hpp"
#include "pathrace/searcher.hpp"

namespace {

using namespace pathrace;
using Clock = std::chrono::steady_clock;

double seconds_since(Clock::time_point t0) {
  return std::chrono::duration<double>(Clock::now() - t0).count();
}

// The fastest of `repeat` runs of f(), in seconds.
template <class F>
double fastest(int repeat, F&& f) {
  double best = 1e300;
  for (int k = 0; k < repeat; ++k) {
    const auto t0 = Clock::now();
    f();
    best = std::min(best, seconds_since(t0));
  }
  return best;
}

void bench_map(const std::string& scen_path, int every, int repeat) {
  const auto scen_text = read_text_file(scen_path);
  const auto map_text = read_text_file(scenario_map_path(scen_path));
  if (!scen_text || !map_text) {
    std::fprintf(stderr, "pathrace-bench-units: cannot read %s or its map\n", scen_path.c_str());
    std::exit(1);
  }
  const Scenario scen = parse_scenario(*scen_text);
  const LoadResult map = load_movingai(*map_text);
  if (!scen.ok() || !map.ok()) {
    std::fprintf(stderr, "pathrace-bench-units: %s: bad scenario or map\n", scen_path.c_str());
    std::exit(1);
  }
  const Grid& grid = map.grid;

  double clearance = 1e300, sized = 1e300;
  for (int k = 0; k < std::max(repeat, 3); ++k) {
    Grid fresh;
    if (grid.clone(fresh) != LoadStatus::ok) std::exit(1);
    clearance = std::min(clearance, fastest(1, [&] { (void)fresh.clearance(); }));
    sized = std::min(sized, fastest(1, [&] { (void)fresh.for_size(2); }));
  }

  Searcher searcher(grid);
  const Rules rules;
  (void)grid.for_size(2);  // built once, as a game's first size-2 query would
  double one = 0, two = 0, many = 0, nearest = 0;
  std::uint64_t expanded[4] = {};  // size 1, size 2, 8 goals, nearest
  std::size_t pairs = 0, goal_queries = 0;
  const std::vector<ScenarioProblem>& problems = scen.problems;
  for (std::size_t i = 0; i < problems.size(); i += static_cast<std::size_t>(every)) {
    const ScenarioProblem& p = problems[i];
    Result a, b;
    const double t1 = fastest(repeat, [&] { a = searcher.find_path(p.start, p.goal, rules); });
    const double t2 =
        fastest(repeat, [&] { b = searcher.find_path(p.start, p.goal, rules, {}, Unit{2}); });
    if (a.found() && b.found()) {
      one += t1;
      two += t2;
      expanded[0] += a.stats.expanded;
      expanded[1] += b.stats.expanded;
      ++pairs;
    }
    if (i + 8 > problems.size()) continue;
    Point goals[8];
    for (std::size_t g = 0; g < 8; ++g) goals[g] = problems[i + g].goal;
    Result m, s;
    const double tm = fastest(repeat, [&] { m = searcher.find_path(p.start, goals, rules); });
    if (!m.found()) continue;
    const Point reached = goals[m.goal_index];
    const double ts = fastest(repeat, [&] { s = searcher.find_path(p.start, reached, rules); });
    if (s.cost != m.cost) {
      std::fprintf(stderr,
                   "pathrace-bench-units: %s problem %zu: 8 goals cost %.9g, nearest %.9g\n",
                   scen_path.c_str(), i, m.cost, s.cost);
      std::exit(1);
    }
    many += tm;
    nearest += ts;
    expanded[2] += m.stats.expanded;
    expanded[3] += s.stats.expanded;
    ++goal_queries;
  }
  const auto ratio = [](double a, double b) { return b != 0 ? a / b : 0.0; };
  const double goals_expanded =
      ratio(static_cast<double>(expanded[2]), static_cast<double>(expanded[3]));
  std::printf(
      "%-22s %5zu pairs size2/size1 time %.3f expanded %.3f | %5zu 8goals/nearest time %.3f "
      "expanded %.3f per expansion %.3f | %dx%d clearance %.2f ms, size 2 grid %.2f ms\n",
      scen_path.substr(scen_path.find_last_of('/') + 1).c_str(), pairs, ratio(two, one),
      ratio(static_cast<double>(expanded[1]), static_cast<double>(expanded[0])), goal_queries,
      ratio(many, nearest), goals_expanded, ratio(ratio(many, nearest), goals_expanded),
      grid.width(), grid.height(), clearance * 1e3, sized * 1e3);
}

}  // namespace

int main(int argc, char** argv) {
  int every = 1, repeat = 1;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if ((a == "--every" || a == "--repeat") && i + 1 < argc)
      (a == "--every" ? every : repeat) = std::max(1, std::atoi(argv[++i]));
    else if (!a.empty() && a[0] == '-') {
      std::fprintf(stderr,
                   "usage: pathrace-bench-units [--every K] [--repeat R] FILE.map.scen...\n");
      return 2;
    } else
      files.push_back(a);
  }
  if (files.empty()) {
    std::fprintf(stderr, "usage: pathrace-bench-units [--every K] [--repeat R] FILE.map.scen...\n");
    return 2;
  }
  for (const std::string& f : files) bench_map(f, every, repeat);
  return 0;
}
