// pathrace-bench-game: the game extras' speed on Moving AI maps, natively.
// bench/game.js (npm run bench:game) runs it beside the same work in wasm.
//
//   pathrace-bench-game [--repeat R] FILE.map...
//
// Per map, one JSON line: milliseconds (the fastest of R runs) for a flow
// field under the default rules (8-connected, no corner cutting, exact
// costs) to each of 5 goals spread over the map, the same with terrain 1-3
// laid over the map (mixed terrain, the heap), and a connected-components
// labelling from scratch.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "pathrace/components.hpp"
#include "pathrace/flow_field.hpp"
#include "pathrace/map_io.hpp"
#include "pathrace/scenario.hpp"

namespace {

using namespace pathrace;
using Clock = std::chrono::steady_clock;

double ms_since(Clock::time_point t0) {
  return std::chrono::duration<double, std::milli>(Clock::now() - t0).count();
}

// Passable cells spread over the map: the first passable cell at or after
// each of `count` evenly spaced positions.
std::vector<Point> goals(const Grid& grid, int count) {
  std::vector<Point> out;
  const std::int64_t n = grid.cell_count();
  for (int k = 0; k < count; ++k)
    for (std::int64_t i = n * k / count; i < n; ++i) {
      const Point p = grid.point(static_cast<CellId>(i));
      if (grid.passable(p.x, p.y)) {
        out.push_back(p);
        break;
      }
    }
  return out;
}

double flow_field_ms(const Grid& grid, const std::vector<Point>& targets, int repeat) {
  FlowField field(grid);
  double best = 1e300;
  for (int r = 0; r < repeat; ++r)
    for (const Point goal : targets) {
      const auto t0 = Clock::now();
      if (field.compute(goal, Rules{}) != SearchStatus::found) std::exit(3);
      best = std::min(best, ms_since(t0));
    }
  return best;
}

}  // namespace

int main(int argc, char** argv) {
  int repeat = 3;
  std::vector<std::string> files;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    if (a == "--repeat" && i + 1 < argc)
      repeat = std::max(1, std::atoi(argv[++i]));
    else if (!a.empty() && a[0] == '-') {
      std::fprintf(stderr, "usage: pathrace-bench-game [--repeat R] FILE.map...\n");
      return 2;
    } else
      files.push_back(a);
  }
  for (const std::string& file : files) {
    const auto text = read_text_file(file);
    if (!text) {
      std::fprintf(stderr, "pathrace-bench-game: cannot read %s\n", file.c_str());
      return 2;
    }
    LoadResult loaded = load_movingai(*text);
    if (!loaded.ok()) {
      std::fprintf(stderr, "pathrace-bench-game: %s: %s\n", file.c_str(), loaded.message.c_str());
      return 2;
    }
    Grid& grid = loaded.grid;
    const std::vector<Point> targets = goals(grid, 5);
    const double uniform = flow_field_ms(grid, targets, repeat);

    double label = 1e300;
    Components components(grid);
    for (int r = 0; r < repeat; ++r) {
      // A wall toggled twice, untold to wall_changed(): the labels are
      // stale and rebuilt from scratch, the map as it was.
      const Point p = targets[0];
      grid.set_cost(p.x, p.y, Grid::blocked);
      grid.set_cost(p.x, p.y, 1);
      const auto t0 = Clock::now();
      if (components.connected(targets[0], targets[1], Rules{}) == SearchStatus::out_of_memory)
        return 3;
      label = std::min(label, ms_since(t0));
    }

    for (int y = 0; y < grid.height(); ++y)
      for (int x = 0; x < grid.width(); ++x)
        if (grid.passable(x, y))
          grid.set_cost(x, y, static_cast<std::uint8_t>(1 + (x / 7 + y / 5) % 3));
    const double mixed = flow_field_ms(grid, targets, repeat);

    std::printf(
        "{\"map\":\"%s\",\"width\":%d,\"height\":%d,\"flowFieldMs\":%.3f,\"flowFieldMixedMs\":%.3f,"
        "\"labelMs\":%.3f}\n",
        file.c_str(), grid.width(), grid.height(), uniform, mixed, label);
  }
  return 0;
}
