// Run by the wasm build after each link (CMakeLists.txt beside this file):
// loads the module just built and writes what web/lib must know of the
// engine before init() — its limits and the names of its cell states, as
// boundary() exports them (boundary.cpp) — into constants.js beside it.
// They are wanted where no engine runs yet, or at all: pathrace/worker's
// main thread checks a query's options with the limits, the page reads a
// link while the engine loads, and CellState is a plain export. Nothing
// copies them by hand.
//
//   node write-constants.mjs <the folder of pathrace-core.js>
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { argv } from 'node:process';
import { pathToFileURL } from 'node:url';

const folder = path.resolve(argv[2]);
const { default: createPathraceCore } = await import(
  pathToFileURL(path.join(folder, 'pathrace-core.js')).href
);
// Under Node the glue cannot fetch its .wasm (web/lib/core.js does the same).
const core = await createPathraceCore({ wasmBinary: readFileSync(path.join(folder, 'pathrace-core.wasm')) });
const { limits, cellState } = core.boundary();
writeFileSync(
  path.join(folder, 'constants.js'),
  `// Written by cpp/bindings/write-constants.mjs from the engine's boundary(): do not edit.\n` +
    `export const limits = Object.freeze(${JSON.stringify(limits)});\n` +
    `export const cellStates = Object.freeze(${JSON.stringify(cellState)});\n`,
);
