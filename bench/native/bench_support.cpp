// What pathrace-bench's modes share (bench_support.hpp).
#include "bench_support.hpp"

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>

namespace pathrace::bench {

using Clock = std::chrono::steady_clock;

double percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  const std::size_t i = static_cast<std::size_t>(std::ceil(q * static_cast<double>(v.size()))) - 1;
  return v[std::min(i, v.size() - 1)];
}

std::string base_name(const std::string& path) {
  const std::size_t slash = path.find_last_of('/');
  std::string name = slash == std::string::npos ? path : path.substr(slash + 1);
  for (const char* suffix : {".scen", ".map"})
    if (name.size() > std::strlen(suffix) && name.ends_with(suffix))
      name.resize(name.size() - std::strlen(suffix));
  return name;
}

bool load(const std::string& scen_path, Scenario& scen, LoadResult& map) {
  const auto scen_text = read_text_file(scen_path);
  const std::string map_path = scenario_map_path(scen_path);
  const auto map_text = read_text_file(map_path);
  if (!scen_text || !map_text) {
    std::fprintf(stderr, "pathrace-bench: cannot read %s\n",
                 !scen_text ? scen_path.c_str() : map_path.c_str());
    return false;
  }
  scen = parse_scenario(*scen_text);
  if (!scen.ok()) {
    std::fprintf(stderr, "pathrace-bench: %s: %s\n", scen_path.c_str(), scen.error.c_str());
    return false;
  }
  map = load_movingai(*map_text);
  if (!map.ok()) {
    std::fprintf(stderr, "pathrace-bench: %s: %s\n", map_path.c_str(), map.message.c_str());
    return false;
  }
  return true;
}

double prepare(const Options& o, const Grid& grid, JumpTable& table, const std::string& scen_path) {
  const auto t0 = Clock::now();
  const PrepareStatus status = table.build(grid, o.rules.connectivity, o.rules.corner);
  const auto t1 = Clock::now();
  if (status != PrepareStatus::ok) {
    std::fprintf(stderr, "pathrace-bench: %s: prepare: %s\n", scen_path.c_str(),
                 std::string(to_string(status)).c_str());
    std::exit(2);
  }
  return std::chrono::duration<double, std::milli>(t1 - t0).count();
}

double bytes_per_cell(const Grid& grid, const JumpTable& table) {
  return static_cast<double>(table.bytes()) / static_cast<double>(grid.cell_count());
}

double time_query(Searcher& searcher, const ScenarioProblem& p, const Rules& rules, int repeat,
                  Result& r) {
  double best = 1e300;
  for (int k = 0; k < repeat; ++k) {
    const auto t0 = Clock::now();
    r = searcher.find_path(p.start, p.goal, rules);
    const auto t1 = Clock::now();
    best = std::min(best, std::chrono::duration<double>(t1 - t0).count());
  }
  return best;
}

double thread_cpu_us() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e6 + static_cast<double>(t.tv_nsec) / 1e3;
}

long page_faults() {
  rusage u{};
  getrusage(RUSAGE_SELF, &u);
  return u.ru_minflt;
}

}  // namespace pathrace::bench
