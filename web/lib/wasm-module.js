// Instantiates one of the engine's wasm modules (cpp/bindings: plain C
// functions of numbers, no Emscripten glue) and gives web/lib what it
// calls: GridCore and StepperCore, classes over the module's functions with
// core.hpp's method names in camelCase, and views of its memory, renewed
// whenever memory grows. This file and cpp/bindings/*_exports.cpp are the
// two sides of the boundary: a function cpp/bindings exports is a method of
// GridCore or StepperCore with no line here to add.

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

/**
 * The class of the module's `prefix`_* functions (grid_*, stepper_*): each
 * is a method named as core.hpp names it (grid_find_path_unit →
 * findPathUnit) that passes the object's engine pointer `p` first. Made from
 * the exports, so that a function cpp/bindings adds is a method here with no
 * line to write, and a bundle carries each name once.
 */
function coreClass(e, prefix, what) {
  const Core = class {
    /** `owner`: the GridCore a StepperCore searches. */
    constructor(owner) {
      this.p = owner === undefined ? e[`${prefix}_new`]() : e[`${prefix}_new`](owner.p);
      if (this.p === 0) throw new RangeError(`out of memory for ${what}`);
    }
    delete() {
      e[`${prefix}_delete`](this.p);
      this.p = 0;
    }
  };
  for (const name of Object.keys(e)) {
    const method = name.startsWith(`${prefix}_`)
      ? name.slice(prefix.length + 1).replace(/_(.)/g, (_, c) => c.toUpperCase())
      : null;
    if (method === null || method === 'new' || method === 'delete') continue;
    const f = e[name];
    Core.prototype[method] = function (...args) {
      return f(this.p, ...args);
    };
  }
  return Core;
}

const stepperClasses = new WeakMap(); // module → its StepperCore class

/** The StepperCore class of `module`, which has stepped searches (its `steps`). */
export function stepperCore(module) {
  let made = stepperClasses.get(module);
  if (made === undefined)
    stepperClasses.set(module, (made = coreClass(module.functions, 'stepper', 'a search')));
  return made;
}

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
    heapInUse: () => e.heap_in_use(),
  };
  const made = await (source instanceof Response
    ? WebAssembly.instantiateStreaming(source, imports(module))
    : WebAssembly.instantiate(source, imports(module)));
  const e = made.instance.exports;
  module.renewViews();
  e._initialize();
  module.GridCore = coreClass(e, 'grid', 'a grid');
  module.functions = e;
  module.steps = typeof e.stepper_new === 'function';
  return module;
}
