// The search fuzz target's case: decoding, the oracle's answer, and the
// helpers the checks share (search_case.hpp).
#include "search_case.hpp"

#include <algorithm>
#include <cmath>
#include <sstream>

#include "fuzz.hpp"
#include "support.hpp"

using namespace pathrace;
using namespace pathrace::fuzz;
using pathrace::test::check_path;
using pathrace::test::reference_costs;

namespace {

constexpr int max_side = 32;

// The bytes read front to back; past the end every byte reads as 0.
class Bytes {
 public:
  Bytes(const std::uint8_t* data, std::size_t size) : data_(data), size_(size) {}
  std::uint8_t next() { return at_ < size_ ? data_[at_++] : 0; }
  [[nodiscard]] bool empty() const { return at_ >= size_; }

 private:
  const std::uint8_t* data_;
  std::size_t size_;
  std::size_t at_ = 0;
};

// 255 and 254 stand for just outside the grid (-1 and the side), so that
// out-of-bounds endpoints are fuzzed too.
int coordinate(std::uint8_t b, int side) { return b == 255 ? -1 : b == 254 ? side : b % side; }

// Weights from 0 to 15 in sixteenths, and a few that must be refused.
double weight_of(std::uint8_t b) {
  switch (b) {
    case 250:
      return std::nan("");
    case 251:
      return -1;
    case 252:
      return Rules::max_weight;
    case 253:
      return Rules::max_weight * 1.0001;
    case 254:
      return INFINITY;
    default:
      return b / 16.0;
  }
}

}  // namespace

namespace pathrace::fuzz {

Case decode(const std::uint8_t* data, std::size_t size) {
  Bytes in(data, size);
  Case c;
  const int width = in.next() % max_side + 1;
  const int height = in.next() % max_side + 1;
  const std::uint8_t rules = in.next();
  c.rules.connectivity = (rules & 1) != 0 ? Connectivity::four : Connectivity::eight;
  c.rules.corner = static_cast<CornerRule>((rules >> 1) % 3);
  c.rules.costs = (rules & 8) != 0 ? StepCosts::classic : StepCosts::exact;
  c.rules.tie_break = static_cast<TieBreak>((rules >> 4) % 3);
  c.unit_terrain = (rules & 64) != 0;
  c.traced = (rules & 128) != 0;
  c.rules.heuristic = static_cast<Heuristic>(in.next() % 5);
  c.start.x = coordinate(in.next(), width);
  c.start.y = coordinate(in.next(), height);
  c.goal.x = coordinate(in.next(), width);
  c.goal.y = coordinate(in.next(), height);
  c.weight = weight_of(in.next());
  c.stepped = static_cast<Algorithm>(in.next() % 5);
  const int step_count = in.next() % 4 + 1;
  for (int i = 0; i < step_count; ++i) c.steps.push_back(in.next());
  if (std::all_of(c.steps.begin(), c.steps.end(), [](std::uint64_t k) { return k == 0; }))
    c.steps.push_back(1);  // step(0) alone would never finish
  c.edit.x = in.next() % width;
  c.edit.y = in.next() % height;
  c.edit_cost = static_cast<std::uint8_t>(in.next() % 10);

  if (Grid::create(width, height, c.grid) != LoadStatus::ok) std::abort();
  for (int y = 0; y < height; ++y)
    for (int x = 0; x < width; ++x) {
      const std::uint8_t terrain = in.empty() ? 1 : static_cast<std::uint8_t>(in.next() % 10);
      c.grid.set_cost(x, y, c.unit_terrain && terrain != 0 ? 1 : terrain);
    }
  if (c.unit_terrain && c.edit_cost > 1) c.edit_cost = 1;
  const std::uint8_t unit_size = in.next();
  c.size = unit_size == 250 ? 0 : unit_size == 251 ? 9 : 1 + unit_size % 4;
  c.goals.push_back(c.goal);
  for (int extra = in.next() % 4; extra > 0; --extra)
    c.goals.push_back({in.next() % width, in.next() % height});
  const std::uint8_t options = in.next();
  c.profiled = (options & 1) != 0;
  c.within = (options >> 1) % 8 == 0 ? 0 : ((options >> 1) % 8) * 0.75;
  c.profile = TerrainProfile::identity();
  for (int t = 1; t < 10; ++t) c.profile.cost[static_cast<std::size_t>(t)] = in.next() % 6;
  return c;
}

std::string describe(const Case& c, const Rules& rules) {
  std::ostringstream out;
  out.precision(17);
  out << c.grid.width() << "×" << c.grid.height() << ", " << to_string(rules.algorithm)
      << " weight " << rules.weight << ", "
      << (rules.connectivity == Connectivity::four ? "4-connected" : "8-connected") << ", "
      << to_string(rules.corner) << ", " << to_string(rules.costs) << ", "
      << to_string(rules.heuristic) << ", tie " << to_string(rules.tie_break) << ", from ("
      << c.start.x << "," << c.start.y << ") to (" << c.goal.x << "," << c.goal.y << ")\n";
  for (const std::string& row : to_rows(c.grid)) out << "  " << row << "\n";
  return out.str();
}

Expected expect(const Case& c) {
  Expected e;
  e.in_bounds = c.grid.in_bounds(c.start) && c.grid.in_bounds(c.goal);
  if (!e.in_bounds) return e;
  e.start_open = c.grid.passable(c.start.x, c.start.y);
  e.goal_open = c.grid.passable(c.goal.x, c.goal.y);
  if (!e.start_open || !e.goal_open) return e;
  const std::size_t goal = static_cast<std::size_t>(c.grid.cell(c.goal.x, c.goal.y));
  e.optimal = reference_costs(c.grid, c.start, c.rules)[goal];
  e.hops = reference_costs(c.grid, c.start, c.rules, true)[goal];
  return e;
}

bool status_allowed(const Context& ctx, const Rules& rules, SearchStatus s) {
  const Expected& e = ctx.expected;
  const bool bad_rules = !rules.valid();
  if (bad_rules || !e.in_bounds)
    return (bad_rules && s == SearchStatus::invalid_rules) ||
           (!e.in_bounds && s == SearchStatus::out_of_bounds);
  if (!e.start_open) return s == SearchStatus::start_blocked;
  if (!e.goal_open) return s == SearchStatus::goal_blocked;
  return s == (std::isfinite(e.optimal) ? SearchStatus::found : SearchStatus::no_path);
}

double eps(double cost) { return 1e-9 * std::max(1.0, cost); }

// Runs one algorithm; checks the status, and a found path with
// check_path() and against the optimum (never cheaper).
Result run(Context& ctx, Algorithm algorithm, double weight) {
  Rules rules = ctx.c.rules;
  rules.algorithm = algorithm;
  rules.weight = weight;
  const Result r = ctx.searcher.find_path(ctx.c.start, ctx.c.goal, rules);
  FUZZ_EXPECT(status_allowed(ctx, rules, r.status),
              "status " + std::string(to_string(r.status)) + " for " + describe(ctx.c, rules));
  if (r.found()) {
    const std::string bad = check_path(ctx.c.grid, r, ctx.c.start, ctx.c.goal, rules);
    FUZZ_EXPECT(bad.empty(), bad + " for " + describe(ctx.c, rules));
    FUZZ_EXPECT(r.cost >= ctx.expected.optimal - eps(ctx.expected.optimal),
                "cost " + std::to_string(r.cost) + " below the optimum " +
                    std::to_string(ctx.expected.optimal) + " for " + describe(ctx.c, rules));
  } else {
    FUZZ_EXPECT(r.path.empty(), "a path without found for " + describe(ctx.c, rules));
  }
  return r;
}

void expect_within(Context& ctx, const Result& r, double bound, Algorithm a, double weight) {
  if (!r.found()) return;
  const double optimal = ctx.expected.optimal;
  const auto what = [&] {
    Rules rules = ctx.c.rules;
    rules.algorithm = a;
    rules.weight = weight;
    std::ostringstream out;
    out.precision(17);
    out << "cost " << r.cost << " above " << bound << " × the optimum " << optimal << " for "
        << describe(ctx.c, rules);
    return out.str();
  };
  FUZZ_EXPECT(r.cost <= bound * optimal + eps(bound * optimal), what());
}

}  // namespace pathrace::fuzz
