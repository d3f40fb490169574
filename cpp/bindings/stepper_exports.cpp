// The stepped search's functions (StepperCore, core.hpp), in the module
// that pathrace/search loads: linked into pathrace-search.wasm only, so a
// game's module (pathrace-core.wasm) carries no traced search loop.
#include <new>

#include "core.hpp"

using pathrace::CellId;
using pathrace::js::Address;
using pathrace::js::GridCore;
using pathrace::js::StepperCore;

#define PATHRACE_EXPORT extern "C" __attribute__((used, visibility("default")))

PATHRACE_EXPORT StepperCore* stepper_new(const GridCore* grid) {
  return new (std::nothrow) StepperCore(*grid);
}
PATHRACE_EXPORT void stepper_delete(StepperCore* s) { delete s; }
PATHRACE_EXPORT int stepper_start(StepperCore* s, CellId start, CellId goal, int rules,
                                  double weight, int record) {
  return s->start(start, goal, rules, weight, record != 0);
}
PATHRACE_EXPORT int stepper_start_unit(StepperCore* s, CellId start, int goal_count, int rules,
                                       double weight, int record, int size, double within,
                                       int line_of_sight, int profiled) {
  return s->start_unit(start, goal_count, rules, weight, record != 0, size, within,
                       line_of_sight != 0, profiled != 0);
}
PATHRACE_EXPORT double stepper_step(StepperCore* s, double max) { return s->step(max); }
PATHRACE_EXPORT Address stepper_report(StepperCore* s) { return s->report(); }
PATHRACE_EXPORT Address stepper_cell_states(StepperCore* s) { return s->cell_states(); }
PATHRACE_EXPORT Address stepper_cell_info(StepperCore* s, CellId cell) {
  return s->cell_info(cell);
}
PATHRACE_EXPORT int stepper_open_list(StepperCore* s, int k) { return s->open_list(k); }
PATHRACE_EXPORT Address stepper_open_entries(StepperCore* s) { return s->open_entries(); }
PATHRACE_EXPORT double stepper_event_count(StepperCore* s) { return s->event_count(); }
PATHRACE_EXPORT Address stepper_event_ints(StepperCore* s) { return s->event_ints(); }
PATHRACE_EXPORT Address stepper_event_reals(StepperCore* s) { return s->event_reals(); }
PATHRACE_EXPORT void stepper_clear_events(StepperCore* s) { s->clear_events(); }
