#!/usr/bin/env node
// The wasm build's speed and size, measured beside the native engine in the
// same run (absolute times drift between runs on shared cores; ratios hold):
//   1. every public Moving AI map: the same problems through pathrace-bench
//      (native) and through the package's findPath under Node (after 0.3 s
//      of untimed queries, so that V8 has tiered up), map by map in turn;
//      the wasm/native ratio of the mean and median query time (target <= 1.4);
//   2. the per-query cost of findPath on an 8×8 grid (target < 5 µs);
//   3. the package payload, gzip -9 of glue + wasm + wrapper (target < 60 KB).
//
//   node scripts/bench-wasm.mjs [--every K] [--repeat R] [--algorithm A]
//     --every K      run every Kth problem of each scenario (default 4; 1 = all 25,839)
//     --repeat R     time each query R times and keep the fastest (default 1)
//     --algorithm A  astar (default) or jps: both answer with the optimal length
// Environment: PATHRACE_MAPS (the Moving AI folder), PATHRACE_NATIVE_BENCH
// (a pathrace-bench to use instead of building build/native).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { Grid, init } from '../web/lib/index.js';
import { Algorithm } from '../web/lib/vocabulary.js';
import { commandLine } from '../bench/cli.js';
import {
  loadScenario,
  mapFiles,
  mapsAvailable,
  missingMapsMessage,
  sampleEvery,
  scenarioNames,
} from '../bench/movingai.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const { every, repeat, algorithm } = commandLine(
  'bench-wasm',
  'node scripts/bench-wasm.mjs [--every K] [--repeat R] [--algorithm astar|jps]',
  {
    every: { type: 'number', min: 1, default: 4 },
    repeat: { type: 'number', min: 1, default: 1 },
    algorithm: { type: 'string', default: Algorithm.astar },
  },
);
if (algorithm !== Algorithm.astar && algorithm !== Algorithm.jps) {
  console.error(`bench-wasm: --algorithm takes astar or jps (the optimal ones), got "${algorithm}"`);
  process.exit(2);
}
const options = { algorithm };
const warmUpMs = 300; // of untimed queries per map before the timed ones (wasm only)

function percentile(sorted, q) {
  return sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
}

// The scenario's problems, every Kth as pathrace-bench --every K picks them.
function runWasm(name) {
  const grid = Grid.fromMovingAI(readFileSync(mapFiles(name).map, 'utf8'));
  const problems = sampleEvery(loadScenario(name).problems, every);
  // V8 first runs wasm (and the wrapper) through baseline compilers and swaps
  // in optimised code once they are hot; a game sees the steady state, so
  // time that.
  const warmUpEnd = performance.now() + warmUpMs;
  for (let i = 0; performance.now() < warmUpEnd; ++i)
    grid.findPath(problems[i % problems.length].start, problems[i % problems.length].goal, options);
  const micros = [];
  let mismatches = 0;
  for (const p of problems) {
    let best = Infinity,
      r;
    for (let k = 0; k < repeat; ++k) {
      const t0 = performance.now();
      r = grid.findPath(p.start, p.goal, options);
      best = Math.min(best, performance.now() - t0);
    }
    micros.push(best * 1000);
    if (!r.found || Math.abs(r.cardinal + r.diagonal * Math.SQRT2 - p.optimal) > p.tolerance) ++mismatches;
  }
  grid.dispose();
  const total = micros.reduce((a, b) => a + b, 0);
  micros.sort((a, b) => a - b);
  return {
    problems: problems.length,
    mismatches,
    mean_us: total / problems.length,
    median_us: percentile(micros, 0.5),
  };
}

function nativeBench() {
  if (process.env.PATHRACE_NATIVE_BENCH) return process.env.PATHRACE_NATIVE_BENCH;
  execFileSync('bash', [path.join(root, 'scripts/build.sh'), 'native'], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return path.join(root, 'build/native/pathrace-bench');
}

function runNative(bench, name) {
  const out = execFileSync(
    bench,
    [
      '--json',
      '--check',
      '--algorithm',
      algorithm,
      '--every',
      String(every),
      '--repeat',
      String(repeat),
      mapFiles(name).scen,
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(out.trim());
}

const fmt = (v, digits = 1) => v.toFixed(digits).padStart(9);

function benchMaps() {
  if (!mapsAvailable()) {
    console.warn(`\n*** ${missingMapsMessage('the Moving AI part')} ***\n`);
    return 0;
  }
  const bench = nativeBench();
  const names = scenarioNames();
  console.log(
    `\n1. Moving AI maps, ${algorithm} octile no corner cutting, every ${every}th problem, best of ${repeat}: wasm (findPath under Node ${process.version}) vs native`,
  );
  console.log(
    `${'map'.padEnd(16)} ${'problems'.padStart(8)} ${'native µs'.padStart(9)} ${'wasm µs'.padStart(9)} ${'ratio'.padStart(9)}  ${'median:'.padStart(8)} ${'native'.padStart(9)} ${'wasm'.padStart(9)} ${'ratio'.padStart(9)}`,
  );
  let mismatches = 0,
    logSum = 0,
    worst = 0;
  for (const name of names) {
    const native = runNative(bench, name);
    const wasm = runWasm(name);
    mismatches += wasm.mismatches + native.mismatches;
    const ratio = wasm.mean_us / native.mean_us;
    logSum += Math.log(ratio);
    worst = Math.max(worst, ratio);
    console.log(
      `${native.map.padEnd(16)} ${String(wasm.problems).padStart(8)} ${fmt(native.mean_us)} ${fmt(wasm.mean_us)} ${fmt(ratio, 2)}  ${''.padStart(8)} ${fmt(native.median_us)} ${fmt(wasm.median_us)} ${fmt(wasm.median_us / native.median_us, 2)}`,
    );
  }
  const geomean = Math.exp(logSum / names.length);
  console.log(
    `wasm/native mean-time ratio: geometric mean ${geomean.toFixed(2)}, worst ${worst.toFixed(2)} (target <= 1.4: ${worst <= 1.4 ? 'met' : 'NOT met'})`,
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
    'glue (pathrace-core.js)': size(path.join(lib, 'wasm/pathrace-core.js')),
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
