// Run by the wasm build after each link (CMakeLists.txt beside this file):
// loads the build-time program just linked and writes the engine's tables,
// as boundary() returns them (boundary.cpp), into constants.js: report
// slots, status and cell-state names, the packed rules' layout, the limits.
// web/lib reads them from there, so they are known before init() too —
// pathrace/worker's main thread checks a query's options with the limits,
// the page reads a link while the engine loads, CellState is a plain
// export — and nothing copies them by hand.
//
//   node write-constants.mjs <pathrace-boundary.cjs> <constants.js>
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { argv } from 'node:process';

const [program, output] = argv.slice(2).map((file) => path.resolve(file));
const createPathraceBoundary = createRequire(import.meta.url)(program);
// Node's fetch cannot read the .wasm beside it: its bytes are passed in.
const wasmBinary = readFileSync(program.replace(/\.cjs$/, '.wasm'));
const tables = (await createPathraceBoundary({ wasmBinary })).boundary();
writeFileSync(
  output,
  `// Written by cpp/bindings/write-constants.mjs from the engine's boundary(): do not edit.\n` +
    `export const tables = ${JSON.stringify(tables)};\n` +
    `export const limits = Object.freeze(tables.limits);\n` +
    `export const cellStates = Object.freeze(tables.cellState);\n`,
);
