// What pathrace-bench's modes share: reading a scenario and its map,
// preparing a map, timing one query, and the statistics and clocks the
// tables use.
#pragma once

#include <string>
#include <vector>

#include "bench_options.hpp"
#include "pathrace/jump_table.hpp"
#include "pathrace/map_io.hpp"
#include "pathrace/scenario.hpp"
#include "pathrace/searcher.hpp"

namespace pathrace::bench {

// The q-th quantile (0 < q <= 1) of v, nearest rank; 0 for none.
double percentile(std::vector<double> v, double q);
// A scenario or map path's file name without .scen and .map.
std::string base_name(const std::string& path);
// Reads a scenario and its map; false (with a message) when either fails.
bool load(const std::string& scen_path, Scenario& scen, LoadResult& map);
// --prepared: the map's jump table, built into `table` for the rules' moves;
// returns the build time in milliseconds (exits on a refusal).
double prepare(const Options& o, const Grid& grid, JumpTable& table, const std::string& scen_path);
double bytes_per_cell(const Grid& grid, const JumpTable& table);
// The fastest of `repeat` runs of one query, in seconds; `r` gets its result.
double time_query(Searcher& searcher, const ScenarioProblem& p, const Rules& rules, int repeat,
                  Result& r);
// This thread's CPU time so far, in microseconds.
double thread_cpu_us();
// Minor page faults so far: pages the kernel supplied on first touch.
long page_faults();

}  // namespace pathrace::bench
