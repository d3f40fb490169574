// The embind declarations, and nothing else: the adapters live in core.cpp,
// the friendly API in web/lib.
#include <emscripten/bind.h>

#include "boundary.hpp"
#include "core.hpp"

using pathrace::js::GridCore;
using pathrace::js::StepperCore;

EMSCRIPTEN_BINDINGS(pathrace) {
  emscripten::class_<GridCore>("GridCore")
      .constructor<>()
      .function("create", &GridCore::create)
      .function("reserveInput", &GridCore::reserve_input)
      .function("loadMovingAI", &GridCore::load_movingai)
      .function("loadRows", &GridCore::load_rows)
      .function("loadCosts", &GridCore::load_costs)
      .function("errorLine", &GridCore::error_line)
      .function("errorColumn", &GridCore::error_column)
      .function("errorMessage", &GridCore::error_message)
      .function("errorDetail", &GridCore::error_detail)
      .function("width", &GridCore::width)
      .function("height", &GridCore::height)
      .function("cost", &GridCore::cost)
      .function("setCost", &GridCore::set_cost)
      .function("costs", &GridCore::costs)
      .function("prepareJumps", &GridCore::prepare_jumps)
      .function("dropJumps", &GridCore::drop_jumps)
      .function("preparedDiagonal", &GridCore::prepared_diagonal)
      .function("preparedBytes", &GridCore::prepared_bytes)
      .function("findPath", &GridCore::find_path)
      .function("report", &GridCore::report)
      .function("smoothPath", &GridCore::smooth_path)
      .function("waypoints", &GridCore::waypoints)
      .function("waypointLength", &GridCore::waypoint_length)
      .function("connected", &GridCore::connected)
      .function("flowField", &GridCore::flow_field)
      .function("flowDistance", &GridCore::flow_distance)
      .function("flowNext", &GridCore::flow_next)
      .function("reserveGoals", &GridCore::reserve_goals)
      .function("profile", &GridCore::profile)
      .function("findPathUnit", &GridCore::find_path_unit)
      .function("connectedUnit", &GridCore::connected_unit)
      .function("flowFieldUnit", &GridCore::flow_field_unit);

  emscripten::class_<StepperCore>("StepperCore")
      .constructor<const GridCore&>()
      .function("start", &StepperCore::start)
      .function("startUnit", &StepperCore::start_unit)
      .function("step", &StepperCore::step)
      .function("report", &StepperCore::report)
      .function("cellStates", &StepperCore::cell_states)
      .function("cellInfo", &StepperCore::cell_info)
      .function("openList", &StepperCore::open_list)
      .function("openEntries", &StepperCore::open_entries)
      .function("eventCount", &StepperCore::event_count)
      .function("eventInts", &StepperCore::event_ints)
      .function("eventReals", &StepperCore::event_reals)
      .function("clearEvents", &StepperCore::clear_events);

  emscripten::function("boundary", &pathrace::js::boundary);
  emscripten::function("heapInUse", &pathrace::js::heap_in_use);
}
