#!/usr/bin/env node
// `npm run bench:wasm`: the wasm build's speed and size, measured beside the
// native engine in the same run (absolute times drift between runs on shared
// cores; ratios hold):
//   1. every public Moving AI map: the same problems through pathrace-bench
//      (native) and through the package's findPath under Node (after 0.3 s
//      of untimed queries, so that V8 has tiered up), map by map in turn
//      (bench/timer.js, the peer benchmark's timer too); the wasm/native
//      ratio of the mean and median query time (target <= 1.4); and, to
//      split the package's time, the median of the engine's call alone in
//      wasm (timeEngine: no argument checks, the answer left in wasm memory)
//      and its ratio to native;
//   2. the per-query cost of findPath on an 8×8 grid (target < 5 µs);
//   3. the package payload, gzip -9 of the game's wasm + web/lib's modules,
//      each file alone (target < 60 KB; what an app ships after bundling is
//      tests/package/lib.test.js's count).
//
//   node bench/wasm.js [--every K] [--repeat R] [--algorithm A] [--maps a,b,…]
//     --every K      run every Kth problem of each scenario (default 4; 1 = all 25,839)
//     --repeat R     time each query R times and keep the fastest (default 1)
//     --algorithm A  astar (default) or jps: both answer with the optimal length
//     --prepared     with jps: both engines prepare each map first (the jump table)
//     --maps a,b     only these maps (default: every map of the folder)
// Environment: PATHRACE_MAPS (the Moving AI folder), PATHRACE_NATIVE_BENCH
// (a pathrace-bench to use instead of build/native's; `npm run bench:wasm`
// builds that one first).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { Grid, init } from '../web/lib/node.js';
import { Algorithm } from '../web/lib/vocabulary.js';
import { commandLine } from './cli.js';
import { geometricMean } from './stats.js';
import {
  loadMap,
  loadScenario,
  mapList,
  mapsAvailable,
  missingMapsMessage,
  root,
  sampleEvery,
} from './movingai.js';
import { requireNativeBench } from './native/runner.js';
import { pathraceGrid, wasmVersusNative } from './timer.js';

const { every, repeat, algorithm, prepared, maps } = commandLine(
  'bench-wasm',
  'node bench/wasm.js [--every K] [--repeat R] [--algorithm astar|jps] [--prepared] [--maps a,b]',
  {
    every: { type: 'number', min: 1, default: 4 },
    repeat: { type: 'number', min: 1, default: 1 },
    algorithm: { type: 'string', default: Algorithm.astar },
    prepared: { type: 'boolean', default: false },
    maps: { type: 'string' },
  },
);
if (algorithm !== Algorithm.astar && algorithm !== Algorithm.jps) {
  console.error(`bench-wasm: --algorithm takes astar or jps (the optimal ones), got "${algorithm}"`);
  process.exit(2);
}
if (prepared && algorithm !== Algorithm.jps) {
  console.error('bench-wasm: --prepared needs --algorithm jps');
  process.exit(2);
}
const warmUpMs = 300; // of the timed loop run untimed per map before it is timed (timer.js timeEach)

const fmt = (v, digits = 1) => v.toFixed(digits).padStart(9);

/** Paths that are not of the scenario's optimal length (missing, invalid, longer or shorter). */
const notOptimal = (q) => q.missing + q.invalid + q.longer + q.shorter;

function benchMaps() {
  if (!mapsAvailable()) {
    console.warn(`\n*** ${missingMapsMessage('the Moving AI part')} ***\n`);
    return 0;
  }
  const bench = requireNativeBench('bench-wasm');
  const names = mapList(maps);
  console.log(
    `\n1. Moving AI maps, ${algorithm}${prepared ? ' prepared' : ''} octile no corner cutting, every ${every}th problem, best of ${repeat}: wasm (findPath under Node ${process.version}) vs native`,
  );
  console.log(
    `${'map'.padEnd(16)} ${'problems'.padStart(8)} ${'native µs'.padStart(9)} ${'wasm µs'.padStart(9)} ${'ratio'.padStart(9)}  ${'median:'.padStart(8)} ${'native'.padStart(9)} ${'wasm'.padStart(9)} ${'ratio'.padStart(9)} ${'engine'.padStart(9)} ${'ratio'.padStart(9)}`,
  );
  const us = (ms) => fmt(ms * 1000);
  let mismatches = 0;
  const ratios = [],
    engineRatios = [];
  for (const name of names) {
    const map = loadMap(name);
    const scenario = loadScenario(name);
    const { grid } = pathraceGrid(map);
    let run;
    try {
      run = wasmVersusNative(grid, map, scenario, sampleEvery(scenario.problems, every), {
        algorithm,
        prepared,
        nativeBench: bench,
        warmUpMs,
        repeat,
        engine: true,
      });
    } finally {
      grid.dispose();
    }
    const { wasm, native } = run;
    mismatches += notOptimal(wasm.quality) + native.mismatches;
    const ratio = native.wasmRatio.mean;
    ratios.push(ratio);
    engineRatios.push(native.engineRatio.median);
    console.log(
      `${name.padEnd(16)} ${String(wasm.problems).padStart(8)} ${us(native.timing.mean)} ${us(wasm.timing.mean)} ${fmt(ratio, 2)}  ${''.padStart(8)} ${us(native.timing.median)} ${us(wasm.timing.median)} ${fmt(native.wasmRatio.median, 2)} ${us(wasm.engine.median)} ${fmt(native.engineRatio.median, 2)}`,
    );
  }
  const geomean = geometricMean(ratios),
    worst = Math.max(...ratios);
  console.log(
    `wasm/native mean-time ratio: geometric mean ${geomean.toFixed(2)}, worst ${worst.toFixed(2)} (target <= 1.4: ${worst <= 1.4 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `the engine's call alone in wasm / native, by median: geometric mean ${geometricMean(engineRatios).toFixed(2)} (the rest of findPath's time is the package's: its checks and the result read into JavaScript)`,
  );
  if (mismatches > 0) console.log(`${mismatches} paths differ from the scenarios' optimal lengths`);
  return mismatches;
}

function benchOverhead() {
  const grid = new Grid(8, 8);
  const corner = { x: 0, y: 0 },
    far = { x: 7, y: 7 };
  const time = (goal) => {
    const n = 200_000,
      runs = [];
    for (let r = 0; r < 7; ++r) {
      const t0 = performance.now();
      for (let i = 0; i < n; ++i) grid.findPath(corner, goal);
      runs.push(((performance.now() - t0) * 1000) / n);
    }
    runs.sort((a, b) => a - b);
    return runs;
  };
  time(far); // warm-up: JIT and the searcher's buffers
  const across = time(far),
    same = time(corner);
  grid.dispose();
  console.log('\n2. findPath on an 8×8 open grid (7 runs of 200,000 calls)');
  console.log(
    `corner to corner (8 expansions, 8-cell path): min ${across[0].toFixed(2)} µs, median ${across[3].toFixed(2)} µs per call (target < 5: ${across[3] < 5 ? 'met' : 'NOT met'})`,
  );
  console.log(
    `start = goal (the API's cost alone):           min ${same[0].toFixed(2)} µs, median ${same[3].toFixed(2)} µs per call`,
  );
}

function benchPayload() {
  const lib = path.join(root, 'web/lib');
  const size = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
  const wrapper = readdirSync(lib)
    .filter((f) => f.endsWith('.js'))
    .map((f) => path.join(lib, f));
  const parts = {
    'wasm (pathrace-core.wasm)': size(path.join(lib, 'wasm/pathrace-core.wasm')),
    [`wrapper (${wrapper.length} modules)`]: wrapper.reduce((sum, f) => sum + size(f), 0),
  };
  const total = Object.values(parts).reduce((a, b) => a + b, 0);
  console.log('\n3. Package payload, gzip -9 file by file');
  for (const [name, bytes] of Object.entries(parts))
    console.log(`${name.padEnd(28)} ${(bytes / 1024).toFixed(1).padStart(6)} KB`);
  console.log(
    `${'total'.padEnd(28)} ${(total / 1024).toFixed(1).padStart(6)} KB (target < 60: ${total < 60 * 1024 ? 'met' : 'NOT met'})`,
  );
}

await init();
const mismatches = benchMaps();
benchOverhead();
benchPayload();
process.exit(mismatches > 0 ? 1 : 0);
