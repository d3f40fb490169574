// pathrace-bench: runs Moving AI scenarios through the engine and reports
// per-map timing and, with --check, optimality against the scenario files.
//
//   pathrace-bench [options] FILE.map.scen...
//   pathrace-bench --article
//
// Options:
//   --algorithm astar|greedy|dijkstra|bfs|jps   (astar)
//   --diagonal never|no-corner-cutting|at-most-one-blocked|always
//                                           (no-corner-cutting; never = 4-connected)
//   --heuristic manhattan|octile|euclidean|chebyshev|zero   (octile)
//   --costs exact|classic                   (exact)
//   --tie larger-g|fifo|lifo                (larger-g)
//   --weight W                              (1)
//   --every K      run every Kth problem    (1)
//   --repeat R     time each query R times, keep the fastest (1)
//   --check        compare with the scenario's optimal length; exit 1 on a mismatch
//   --json         one JSON object per map instead of the table
//   --per-query    one line per query instead of the table: map, problem
//                  number, found (0/1), cost, microseconds, expanded
//                  (bench/warthog.js reads it)
//   --versus A     time algorithm A on the same queries too, interleaved, and
//                  report both medians, their ratio, the ratio on the longest
//                  buckets (the top tenth) and any cost that differs
//   --first-query  per map, a short and a long query on fresh searchers: the
//                  first query of each against the same query as its tenth
//                  (R fresh searchers, R from --repeat, at least 5), and the
//                  page faults of each
//   --article      the random-map table of the optimisation article
//   --prepared     with --algorithm jps: prepare each map first (the jump
//                  table of jump_table.hpp, for the rules' moves) and print
//                  its build time and bytes per cell; with --versus jps the
//                  other side runs on an unprepared copy (online JPS), and
//                  the break-even number of queries is printed
//   --repair N     with --prepared: per map, N random wall edits (each
//                  undone), every edit's repair timed, then a query after it

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <numeric>
#include <random>
#include <string>
#include <vector>

#include "bench_options.hpp"
#include "bench_support.hpp"
#include "pathrace/map_io.hpp"
#include "pathrace/scenario.hpp"
#include "pathrace/searcher.hpp"

namespace {

using namespace pathrace;
using Clock = std::chrono::steady_clock;
using namespace pathrace::bench;

// --versus: both algorithms on every query, one after the other, so that
// the machine's drift hits both alike. Returns the number of queries whose
// costs differ (or -1 when the files could not be read); adds the map's
// ratio of medians to `log_ratios`.
long run_versus(const Options& o, const std::string& scen_path, std::vector<double>& log_ratios) {
  Scenario scen;
  LoadResult map;
  if (!load(scen_path, scen, map)) return -1;
  Searcher searcher(map.grid);
  Rules other = o.rules;
  other.algorithm = *o.versus;
  // --prepared: this side with the map's jump table, the other without.
  JumpTable table;
  const double build_ms = o.prepared ? prepare(o, map.grid, table, scen_path) : 0;
  Searcher mine_searcher(map.grid, &table);
  int top_bucket = 0;
  for (const ScenarioProblem& p : scen.problems) top_bucket = std::max(top_bucket, p.bucket);
  const int long_from = top_bucket - top_bucket / 10;  // the longest tenth of the buckets
  std::vector<double> mine, theirs;
  double long_mine = 0, long_theirs = 0, scanned = 0, expanded = 0;
  long differ = 0;
  for (std::size_t i = 0; i < scen.problems.size(); i += static_cast<std::size_t>(o.every)) {
    const ScenarioProblem& p = scen.problems[i];
    Result a, b;
    const double ta = time_query(mine_searcher, p, o.rules, o.repeat, a);
    scanned += static_cast<double>(a.stats.scanned);
    expanded += static_cast<double>(a.stats.expanded);
    const double ca = a.cost;
    const double tb = time_query(searcher, p, other, o.repeat, b);
    mine.push_back(ta * 1e6);
    theirs.push_back(tb * 1e6);
    if (p.bucket >= long_from) {
      long_mine += ta;
      long_theirs += tb;
    }
    if (a.found() != b.found() || std::abs(ca - b.cost) > 1e-9 * std::max(1.0, b.cost)) {
      if (++differ <= 5)
        std::fprintf(stderr, "cost differs %s #%zu (%d,%d)->(%d,%d): %.6f vs %.6f\n",
                     base_name(scen_path).c_str(), i, p.start.x, p.start.y, p.goal.x, p.goal.y, ca,
                     b.cost);
    }
  }
  const double m = percentile(mine, 0.5), t = percentile(theirs, 0.5);
  log_ratios.push_back(std::log(t / m));
  const double n = static_cast<double>(mine.size());
  std::printf("%-16s %9zu %10ld %11.1f %11.1f %8.1fx %8.1fx %10.0f %10.0f",
              base_name(scen_path).c_str(), mine.size(), differ, m, t, t / m,
              long_theirs / long_mine, expanded / n, scanned / n);
  if (o.prepared) {
    // The queries after which the build has paid for itself, by mean time.
    const double saved_us = (std::accumulate(theirs.begin(), theirs.end(), 0.0) -
                             std::accumulate(mine.begin(), mine.end(), 0.0)) /
                            n;
    std::printf(" %9.1f %9.1f %11.0f", build_ms, bytes_per_cell(map.grid, table),
                saved_us > 0 ? build_ms * 1e3 / saved_us : INFINITY);
  }
  std::printf("\n");
  return differ;
}

// --repair: random wall edits on the prepared map, each timed (the table's
// repair is the cost of JumpTable::set_cost), then the map's next
// sampled query timed on the edited grid; every edit is undone, also timed,
// so the map stays the scenario's. Fixed seed: the same edits every run.
// Repairs are timed by the thread's CPU clock (microseconds of work, which
// a preemption on a busy machine does not inflate); queries by the wall
// clock, as everywhere else.
long run_repairs(const Options& o, const Scenario& scen, Grid& grid, JumpTable& table,
                 const std::string& scen_path, double build_ms) {
  std::mt19937 rng(24);
  std::uniform_int_distribution<int> xs(0, grid.width() - 1), ys(0, grid.height() - 1);
  Searcher searcher(grid, &table);
  std::vector<double> repair_us, query_us;
  std::size_t next = 0;
  for (int k = 0; k < o.repairs; ++k) {
    const int x = xs(rng), y = ys(rng);
    const std::uint8_t was = grid.cost(x, y);
    for (const std::uint8_t c : {static_cast<std::uint8_t>(was == 0 ? 1 : 0), was}) {
      const double t0 = thread_cpu_us();
      table.set_cost(grid, x, y, c);
      repair_us.push_back(thread_cpu_us() - t0);
      if (c == was) break;
      const ScenarioProblem& p = scen.problems[next];
      next = (next + static_cast<std::size_t>(o.every)) % scen.problems.size();
      Result r;
      query_us.push_back(time_query(searcher, p, o.rules, 1, r) * 1e6);
    }
  }
  std::printf("%-16s %7d %9.1f %9.1f %10.1f %10.1f %10.1f %10.1f\n", base_name(scen_path).c_str(),
              o.repairs, build_ms, bytes_per_cell(grid, table), percentile(repair_us, 0.5),
              percentile(repair_us, 0.95), percentile(repair_us, 1.0), percentile(query_us, 0.5));
  return 0;
}

// Returns the number of mismatches (or -1 when the files could not be read).
long run_file(const Options& o, const std::string& scen_path) {
  Scenario scen;
  LoadResult map;
  if (!load(scen_path, scen, map)) return -1;
  JumpTable table;
  const double build_ms = o.prepared ? prepare(o, map.grid, table, scen_path) : 0;
  if (o.repairs > 0) return run_repairs(o, scen, map.grid, table, scen_path, build_ms);
  Searcher searcher(map.grid, &table);
  std::vector<double> micros;
  std::uint64_t expanded = 0;
  double total_seconds = 0, cost_sum = 0;
  long mismatches = 0, problems = 0;
  for (std::size_t i = 0; i < scen.problems.size(); i += static_cast<std::size_t>(o.every)) {
    const ScenarioProblem& p = scen.problems[i];
    Result r;
    const double best = time_query(searcher, p, o.rules, o.repeat, r);
    ++problems;
    micros.push_back(best * 1e6);
    total_seconds += best;
    expanded += r.stats.expanded;
    cost_sum += r.cost;
    if (o.per_query)
      std::printf("%s\t%zu\t%d\t%.9f\t%.4f\t%llu\n", base_name(scen_path).c_str(), i,
                  r.found() ? 1 : 0, r.cost, best * 1e6,
                  static_cast<unsigned long long>(r.stats.expanded));
    if (o.check) {
      const double length = r.cardinal + r.diagonal * std::sqrt(2.0);
      if (!r.found() || std::abs(length - p.optimal) > p.tolerance) {
        ++mismatches;
        if (mismatches <= 5)
          std::fprintf(stderr, "mismatch %s #%zu (%d,%d)->(%d,%d): %s %.6f, expected %.6f\n",
                       base_name(scen_path).c_str(), i, p.start.x, p.start.y, p.goal.x, p.goal.y,
                       std::string(to_string(r.status)).c_str(), length, p.optimal);
      }
    }
  }
  const double median = percentile(micros, 0.5), p95 = percentile(micros, 0.95);
  const double meps = total_seconds > 0 ? static_cast<double>(expanded) / total_seconds / 1e6 : 0;
  if (o.json)
    std::printf(
        "{\"map\":\"%s\",\"problems\":%ld,\"mismatches\":%ld,\"median_us\":%.3f,"
        "\"p95_us\":%.3f,\"mean_us\":%.3f,\"expanded\":%llu,\"mexp_per_s\":%.3f,"
        "\"cost_sum\":%.6f,\"prepared\":%s,\"prepare_ms\":%.3f,\"bytes_per_cell\":%.2f}\n",
        base_name(scen_path).c_str(), problems, mismatches, median, p95,
        problems ? total_seconds * 1e6 / static_cast<double>(problems) : 0,
        static_cast<unsigned long long>(expanded), meps, cost_sum, o.prepared ? "true" : "false",
        build_ms, o.prepared ? bytes_per_cell(map.grid, table) : 0.0);
  else if (!o.per_query) {
    std::printf("%-16s %9ld %10s %11.1f %11.1f %11.2f %12.0f", base_name(scen_path).c_str(),
                problems, o.check ? std::to_string(mismatches).c_str() : "-", median, p95, meps,
                problems ? static_cast<double>(expanded) / static_cast<double>(problems) : 0.0);
    if (o.prepared) std::printf(" %9.1f %9.1f", build_ms, bytes_per_cell(map.grid, table));
    std::printf("\n");
  }
  return mismatches;
}

// --first-query: a fresh searcher's first query beside the same query asked
// tenth, for a short query (the first of bucket 1 or more) and the longest.
// Every repeat is a new Searcher, kept to the end so that each one starts on
// memory the process has never used, as the first searcher of a page does.
bool run_first_query(const Options& o, const std::string& scen_path) {
  Scenario scen;
  LoadResult map;
  if (!load(scen_path, scen, map)) return false;
  const std::vector<ScenarioProblem>& all = scen.problems;
  const auto short_one =
      std::find_if(all.begin(), all.end(), [](const ScenarioProblem& p) { return p.bucket >= 1; });
  const int repeats = std::max(o.repeat, 5);
  std::vector<Searcher> searchers;
  searchers.reserve(2 * static_cast<std::size_t>(repeats));
  for (const ScenarioProblem* q :
       {short_one == all.end() ? &all.front() : &*short_one, &all.back()}) {
    std::vector<double> first, tenth, first_faults, tenth_faults;
    Result r;
    for (int k = 0; k < repeats; ++k) {
      Searcher& s = searchers.emplace_back(map.grid);
      long faults = page_faults();
      first.push_back(time_query(s, *q, o.rules, 1, r) * 1e6);
      first_faults.push_back(static_cast<double>(page_faults() - faults));
      for (std::size_t i = 1; i <= 8; ++i) {  // eight others in between, spread over the file
        const ScenarioProblem& p = all[i * all.size() / 9];
        (void)s.find_path(p.start, p.goal, o.rules);
      }
      faults = page_faults();
      tenth.push_back(time_query(s, *q, o.rules, 1, r) * 1e6);
      tenth_faults.push_back(static_cast<double>(page_faults() - faults));
    }
    const double f = *std::min_element(first.begin(), first.end());
    const double t = *std::min_element(tenth.begin(), tenth.end());
    std::printf("%-16s %5s %10llu %11.1f %11.1f %11.1f %7.1fx %8.0f %8.0f\n",
                base_name(scen_path).c_str(), q == &all.back() ? "long" : "short",
                static_cast<unsigned long long>(r.stats.expanded), f, percentile(first, 0.5), t,
                f / t, percentile(first_faults, 0.5), percentile(tenth_faults, 0.5));
  }
  return true;
}

// Random maps with 30% obstacles, 20 maps per size, 10 searches per map; the
// fastest and slowest search of each size are dropped and the rest averaged.
void run_article(const Options& o) {
  const int sizes[] = {20, 40, 70, 100, 120};
  const double theirs[] = {0.076, 0.654, 2.52, 5.72, 8.90};
  const std::uint32_t seed = 20240611;
  std::mt19937 rng(seed);
  std::printf(
      "Random maps, 30%% obstacles, 20 maps x 10 searches per size, extremes dropped (seed %u)\n",
      seed);
  std::printf("%-10s %14s %14s %10s\n", "size", "article ms", "pathrace ms", "speedup");
  for (std::size_t s = 0; s < std::size(sizes); ++s) {
    const int n = sizes[s];
    std::vector<double> ms;
    for (int m = 0; m < 20; ++m) {
      Grid grid;
      (void)Grid::create(n, n, grid);
      std::bernoulli_distribution wall(0.3);
      std::vector<Point> open;
      for (int y = 0; y < n; ++y)
        for (int x = 0; x < n; ++x) {
          if (wall(rng))
            grid.set_cost(x, y, Grid::blocked);
          else
            open.push_back({x, y});
        }
      Searcher searcher(grid);
      std::uniform_int_distribution<std::size_t> pick(0, open.size() - 1);
      for (int q = 0; q < 10; ++q) {
        const Point a = open[pick(rng)], b = open[pick(rng)];
        const auto t0 = Clock::now();
        const Result r = searcher.find_path(a, b, o.rules);
        const auto t1 = Clock::now();
        (void)r;
        ms.push_back(std::chrono::duration<double, std::milli>(t1 - t0).count());
      }
    }
    std::sort(ms.begin(), ms.end());
    double sum = 0;
    for (std::size_t i = 1; i + 1 < ms.size(); ++i) sum += ms[i];
    const double mean = sum / static_cast<double>(ms.size() - 2);
    std::printf("%3dx%-6d %14.3f %14.4f %9.0fx\n", n, n, theirs[s], mean, theirs[s] / mean);
  }
}

}  // namespace

int main(int argc, char** argv) {
  const Options o = bench::parse_options(argc, argv);
  if (o.article) {
    run_article(o);
    return 0;
  }
  if (o.first_query) {
    std::printf("%-16s %5s %10s %11s %11s %11s %8s %8s %8s\n", "map", "query", "expanded",
                "first us", "(median)", "tenth us", "ratio", "faults", "(tenth)");
    // A query first, so that the code itself is warm.
    Grid warm;
    (void)Grid::create(16, 16, warm);
    (void)Searcher(warm).find_path({0, 0}, {15, 15}, o.rules);
    for (const std::string& f : o.files)
      if (!run_first_query(o, f)) return 2;
    return 0;
  }
  if (o.versus) {
    const std::string mine(to_string(o.rules.algorithm)), theirs(to_string(*o.versus));
    const std::string mine_name = mine + (o.prepared ? "+" : "");
    std::printf("%-16s %9s %10s %11s %11s %9s %9s %10s %10s", "map", "problems", "cost diff",
                (mine_name + " us").c_str(), (theirs + " us").c_str(), "ratio", "longest",
                "expanded/q", "scanned/q");
    if (o.prepared) std::printf(" %9s %9s %11s", "build ms", "bytes/c", "break-even");
    std::printf("\n");
    std::vector<double> log_ratios;
    long differ = 0;
    for (const std::string& f : o.files) {
      const long d = run_versus(o, f, log_ratios);
      if (d < 0) return 2;
      differ += d;
    }
    double sum = 0;
    for (const double l : log_ratios) sum += l;
    std::printf("geometric mean of the median ratios (%s us / %s us): %.2fx\n", theirs.c_str(),
                mine.c_str(), std::exp(sum / static_cast<double>(log_ratios.size())));
    return differ > 0 ? 1 : 0;
  }
  if (o.repairs > 0)
    std::printf("%-16s %7s %9s %9s %10s %10s %10s %10s\n", "map", "edits", "build ms", "bytes/c",
                "repair cpu", "p95 us", "max us", "query us");
  else if (!o.json && !o.per_query) {
    std::printf("%-16s %9s %10s %11s %11s %11s %12s", "map", "problems", "mismatches", "median us",
                "p95 us", "Mexp/s", "expanded/q");
    if (o.prepared) std::printf(" %9s %9s", "build ms", "bytes/c");
    std::printf("\n");
  }
  long total_mismatches = 0;
  bool unreadable = false;
  for (const std::string& f : o.files) {
    const long m = run_file(o, f);
    if (m < 0)
      unreadable = true;
    else
      total_mismatches += m;
  }
  if (unreadable) return 2;
  if (o.check && total_mismatches > 0) {
    std::fprintf(stderr, "pathrace-bench: %ld mismatches against the scenarios' optimal lengths\n",
                 total_mismatches);
    return 1;
  }
  return 0;
}
