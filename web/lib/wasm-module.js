// Instantiates one of the engine's wasm modules (cpp/bindings: plain C
// functions of numbers, no Emscripten glue) and gives web/lib what it
// calls: GridCore and StepperCore, classes over the module's functions with
// core.hpp's method names, and views of its memory, renewed whenever memory
// grows. StepperCore is made on demand by stepperCore(), which only
// pathrace/search imports, so that a bundle without it leaves it out. This file and cpp/bindings/*_exports.cpp are the two sides of the
// boundary; a function added to one is added to the other.

/** What the module imports: the two calls its C library makes out. */
function imports(module) {
  return {
    env: {
      // malloc grew memory: the views over the old buffer are detached.
      emscripten_notify_memory_growth: () => module.renewViews(),
    },
    wasi_snapshot_preview1: {
      // abort(): nothing in the engine aborts on purpose (a failed
      // allocation is a status), so this is a bug in it.
      proc_exit: (code) => {
        throw new Error(`the pathrace engine stopped (exit code ${code}): this is a bug in pathrace`);
      },
    },
  };
}

function gridCoreClass(e, module) {
  return class GridCore {
    constructor() {
      this.p = e.grid_new();
      if (this.p === 0) throw new RangeError('out of memory for a grid');
    }
    delete() {
      e.grid_delete(this.p);
      this.p = 0;
    }
    create(width, height) {
      return e.grid_create(this.p, width, height);
    }
    reserveInput(length) {
      return e.grid_reserve_input(this.p, length);
    }
    loadMovingAI() {
      return e.grid_load_movingai(this.p);
    }
    loadRows() {
      return e.grid_load_rows(this.p);
    }
    loadCosts(width, height) {
      return e.grid_load_costs(this.p, width, height);
    }
    errorLine() {
      return e.grid_error_line(this.p);
    }
    errorColumn() {
      return e.grid_error_column(this.p);
    }
    errorMessage() {
      return module.readString(e.grid_error_message(this.p));
    }
    errorDetail() {
      return module.readString(e.grid_error_detail(this.p));
    }
    width() {
      return e.grid_width(this.p);
    }
    height() {
      return e.grid_height(this.p);
    }
    cost(cell) {
      return e.grid_cost(this.p, cell);
    }
    setCost(cell, cost) {
      e.grid_set_cost(this.p, cell, cost);
    }
    costs() {
      return e.grid_costs(this.p);
    }
    prepareJumps(rules) {
      return e.grid_prepare_jumps(this.p, rules);
    }
    dropJumps() {
      e.grid_drop_jumps(this.p);
    }
    preparedDiagonal() {
      return e.grid_prepared_diagonal(this.p);
    }
    preparedBytes() {
      return e.grid_prepared_bytes(this.p);
    }
    findPath(start, goal, rules, weight, closest, maxExpansions) {
      return e.grid_find_path(this.p, start, goal, rules, weight, closest, maxExpansions);
    }
    report() {
      return e.grid_report(this.p);
    }
    smoothPath(rules, weight) {
      return e.grid_smooth_path(this.p, rules, weight);
    }
    waypoints() {
      return e.grid_waypoints(this.p);
    }
    waypointLength() {
      return e.grid_waypoint_length(this.p);
    }
    connected(a, b, rules, weight) {
      return e.grid_connected(this.p, a, b, rules, weight);
    }
    flowField(goal, rules, weight) {
      return e.grid_flow_field(this.p, goal, rules, weight);
    }
    flowDistance() {
      return e.grid_flow_distance(this.p);
    }
    flowNext() {
      return e.grid_flow_next(this.p);
    }
    reserveGoals(count) {
      return e.grid_reserve_goals(this.p, count);
    }
    profile() {
      return e.grid_profile(this.p);
    }
    findPathUnit(
      start,
      goalCount,
      rules,
      weight,
      closest,
      maxExpansions,
      size,
      within,
      lineOfSight,
      profiled,
    ) {
      return e.grid_find_path_unit(
        this.p,
        start,
        goalCount,
        rules,
        weight,
        closest,
        maxExpansions,
        size,
        within,
        lineOfSight,
        profiled,
      );
    }
    connectedUnit(a, b, rules, weight, size) {
      return e.grid_connected_unit(this.p, a, b, rules, weight, size);
    }
    flowFieldUnit(goalCount, rules, weight, size, profiled) {
      return e.grid_flow_field_unit(this.p, goalCount, rules, weight, size, profiled);
    }
  };
}

function stepperCoreClass(e) {
  return class StepperCore {
    constructor(gridCore) {
      this.p = e.stepper_new(gridCore.p);
      if (this.p === 0) throw new RangeError('out of memory for a search');
    }
    delete() {
      e.stepper_delete(this.p);
      this.p = 0;
    }
    start(start, goal, rules, weight, record) {
      return e.stepper_start(this.p, start, goal, rules, weight, record);
    }
    startUnit(start, goalCount, rules, weight, record, size, within, lineOfSight, profiled) {
      return e.stepper_start_unit(
        this.p,
        start,
        goalCount,
        rules,
        weight,
        record,
        size,
        within,
        lineOfSight,
        profiled,
      );
    }
    step(max) {
      return e.stepper_step(this.p, max);
    }
    report() {
      return e.stepper_report(this.p);
    }
    cellStates() {
      return e.stepper_cell_states(this.p);
    }
    cellInfo(cell) {
      return e.stepper_cell_info(this.p, cell);
    }
    openList(k) {
      return e.stepper_open_list(this.p, k);
    }
    openEntries() {
      return e.stepper_open_entries(this.p);
    }
    eventCount() {
      return e.stepper_event_count(this.p);
    }
    eventInts() {
      return e.stepper_event_ints(this.p);
    }
    eventReals() {
      return e.stepper_event_reals(this.p);
    }
    clearEvents() {
      e.stepper_clear_events(this.p);
    }
  };
}

const stepperClasses = new WeakMap(); // module → its StepperCore class

/** The StepperCore class of `module`, which has stepped searches (its `steps`). */
export function stepperCore(module) {
  let made = stepperClasses.get(module);
  if (made === undefined) stepperClasses.set(module, (made = stepperCoreClass(module.functions)));
  return made;
}

const decoder = new TextDecoder();

/**
 * The module made from `source`: the wasm bytes, or a fetch Response sent
 * as application/wasm (compiled as it streams in). Its `steps` is false
 * when the module has no stepped search (pathrace-core.wasm).
 */
export async function instantiateEngine(source) {
  const module = {
    HEAPU8: null,
    HEAP32: null,
    HEAPF64: null,
    renewViews() {
      const { buffer } = e.memory;
      module.HEAPU8 = new Uint8Array(buffer);
      module.HEAP32 = new Int32Array(buffer);
      module.HEAPF64 = new Float64Array(buffer);
    },
    /** The NUL-terminated UTF-8 at `address`. */
    readString(address) {
      const end = module.HEAPU8.indexOf(0, address);
      return decoder.decode(module.HEAPU8.subarray(address, end));
    },
    heapInUse: () => e.heap_in_use(),
  };
  const made = await (source instanceof Response
    ? WebAssembly.instantiateStreaming(source, imports(module))
    : WebAssembly.instantiate(source, imports(module)));
  const e = made.instance.exports;
  module.renewViews();
  e._initialize();
  module.GridCore = gridCoreClass(e, module);
  module.functions = e;
  module.steps = typeof e.stepper_new === 'function';
  return module;
}
