// The module's interface for web/lib: plain C functions of numbers, one per
// GridCore method (core.hpp), taking the GridCore's address first. web/lib
// calls them straight from the wasm instance's exports (web/lib/
// wasm-module.js makes each a method), with no binding runtime in between: a game's module
// carries only these and what they reach.
#include <new>

#include "core.hpp"

using pathrace::CellId;
using pathrace::js::Address;
using pathrace::js::GridCore;

#define PATHRACE_EXPORT extern "C" __attribute__((used, visibility("default")))

PATHRACE_EXPORT GridCore* grid_new() { return new (std::nothrow) GridCore(); }
PATHRACE_EXPORT void grid_delete(GridCore* g) { delete g; }
PATHRACE_EXPORT int grid_create(GridCore* g, int width, int height) {
  return g->create(width, height);
}
PATHRACE_EXPORT Address grid_reserve_input(GridCore* g, double length) {
  return g->reserve_input(length);
}
PATHRACE_EXPORT int grid_load_movingai(GridCore* g) { return g->load_movingai(); }
PATHRACE_EXPORT int grid_load_rows(GridCore* g) { return g->load_rows(); }
PATHRACE_EXPORT int grid_load_costs(GridCore* g, int width, int height) {
  return g->load_costs(width, height);
}
PATHRACE_EXPORT int grid_error_line(GridCore* g) { return g->error_line(); }
PATHRACE_EXPORT int grid_error_column(GridCore* g) { return g->error_column(); }
// NUL-terminated UTF-8, valid until the next load on the same GridCore.
PATHRACE_EXPORT const char* grid_error_message(GridCore* g) { return g->error_message().c_str(); }
PATHRACE_EXPORT const char* grid_error_detail(GridCore* g) { return g->error_detail().c_str(); }
PATHRACE_EXPORT int grid_width(GridCore* g) { return g->width(); }
PATHRACE_EXPORT int grid_height(GridCore* g) { return g->height(); }
PATHRACE_EXPORT int grid_cost(GridCore* g, CellId cell) { return g->cost(cell); }
PATHRACE_EXPORT void grid_set_cost(GridCore* g, CellId cell, int cost) { g->set_cost(cell, cost); }
PATHRACE_EXPORT Address grid_costs(GridCore* g) { return g->costs(); }
PATHRACE_EXPORT int grid_prepare_jumps(GridCore* g, int rules) { return g->prepare_jumps(rules); }
PATHRACE_EXPORT void grid_drop_jumps(GridCore* g) { g->drop_jumps(); }
PATHRACE_EXPORT int grid_prepared_diagonal(GridCore* g) { return g->prepared_diagonal(); }
PATHRACE_EXPORT double grid_prepared_bytes(GridCore* g) { return g->prepared_bytes(); }
PATHRACE_EXPORT int grid_find_path(GridCore* g, CellId start, CellId goal, int rules, double weight,
                                   int closest, double max_expansions) {
  return g->find_path(start, goal, rules, weight, closest != 0, max_expansions);
}
PATHRACE_EXPORT Address grid_report(GridCore* g) { return g->report(); }
PATHRACE_EXPORT int grid_smooth_path(GridCore* g, int rules, double weight) {
  return g->smooth_path(rules, weight);
}
PATHRACE_EXPORT Address grid_waypoints(GridCore* g) { return g->waypoints(); }
PATHRACE_EXPORT double grid_waypoint_length(GridCore* g) { return g->waypoint_length(); }
PATHRACE_EXPORT int grid_connected(GridCore* g, CellId a, CellId b, int rules, double weight) {
  return g->connected(a, b, rules, weight);
}
PATHRACE_EXPORT int grid_flow_field(GridCore* g, CellId goal, int rules, double weight) {
  return g->flow_field(goal, rules, weight);
}
PATHRACE_EXPORT Address grid_flow_distance(GridCore* g) { return g->flow_distance(); }
PATHRACE_EXPORT Address grid_flow_next(GridCore* g) { return g->flow_next(); }
PATHRACE_EXPORT Address grid_reserve_goals(GridCore* g, int count) {
  return g->reserve_goals(count);
}
PATHRACE_EXPORT Address grid_profile(GridCore* g) { return g->profile(); }
PATHRACE_EXPORT int grid_find_path_unit(GridCore* g, CellId start, int goal_count, int rules,
                                        double weight, int closest, double max_expansions, int size,
                                        double within, int line_of_sight, int profiled) {
  return g->find_path_unit(start, goal_count, rules, weight, closest != 0, max_expansions, size,
                           within, line_of_sight != 0, profiled != 0);
}
PATHRACE_EXPORT int grid_connected_unit(GridCore* g, CellId a, CellId b, int rules, double weight,
                                        int size) {
  return g->connected_unit(a, b, rules, weight, size);
}
PATHRACE_EXPORT int grid_flow_field_unit(GridCore* g, int goal_count, int rules, double weight,
                                         int size, int profiled) {
  return g->flow_field_unit(goal_count, rules, weight, size, profiled != 0);
}
// Bytes malloc has handed out and not taken back: for the leak tests.
PATHRACE_EXPORT double heap_in_use() { return pathrace::js::heap_in_use(); }
