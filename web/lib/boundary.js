// The tables the engine exports with the wasm module (cpp/bindings/
// boundary.cpp): the slots of the report and cell-info blocks, the names of
// statuses, event kinds and cell states in enum order, and how the rules
// pack into one integer. Read once, after init(); nothing here is written
// by hand.
import { loaded } from './core.js';
import { PathraceError } from './errors.js';

let tables = null;

function read(module) {
  const raw = module.boundary();
  const fields = Object.entries(raw.rules).map(([option, { shift, names }]) => ({
    option,
    bits: new Map(names.map((name, value) => [name, value << shift])),
  }));
  return { ...raw, fields };
}

/** The engine's tables; throws like loaded() before init(). */
export function boundary() {
  if (tables === null) tables = read(loaded());
  return tables;
}

/**
 * Rule names by option ({ algorithm: 'astar', diagonal: 'never', … }) →
 * the packed integer the bindings decode.
 */
export function packRules(names) {
  let packed = 0;
  for (const { option, bits } of boundary().fields) {
    const value = bits.get(names[option]);
    if (value === undefined)
      throw new PathraceError(
        'invalid-option',
        `${option} "${names[option]}" is not known to this build of the engine; use one of ${[...bits.keys()].join(', ')}`,
      );
    packed |= value;
  }
  return packed;
}
