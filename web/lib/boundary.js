// The tables the engine exports (cpp/bindings/boundary.cpp), written by the
// wasm build into wasm/constants.js: the slots of the report and cell-info
// blocks, the names of statuses, event kinds and cell states in enum order,
// and how the rules pack into one integer. Nothing here is written by hand.
import { PathraceError } from './errors.js';
import { tables } from './wasm/constants.js';

const fields = Object.entries(tables.rules).map(([option, { shift, names }]) => ({
  option,
  bits: new Map(names.map((name, value) => [name, value << shift])),
}));

/** The engine's tables. */
export function boundary() {
  return tables;
}

/**
 * Rule names by option ({ algorithm: 'astar', diagonal: 'never', … }) →
 * the packed integer the bindings decode.
 */
export function packRules(names) {
  let packed = 0;
  for (const { option, bits } of fields) {
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
