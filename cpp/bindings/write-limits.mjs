// Run by the wasm build after each link (CMakeLists.txt beside this file):
// loads the module just built and writes the engine's limits, as
// boundary() exports them (boundary.cpp), into limits.js beside it. So
// web/lib knows them before init() and where no engine runs at all
// (pathrace/worker's main thread, the page reading a link while the engine
// loads), and nothing copies them by hand.
//
//   node write-limits.mjs <the folder of pathrace-core.js>
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
const { limits } = core.boundary();
writeFileSync(
  path.join(folder, 'limits.js'),
  `// Written by cpp/bindings/write-limits.mjs from the engine's boundary(): do not edit.\n` +
    `export const limits = Object.freeze(${JSON.stringify(limits)});\n`,
);
