#!/usr/bin/env node
// The game extras' speed, measured in one run so that ratios hold on shared
// cores (absolute times drift 20% or more between runs):
//   1. a flow field on each map, native (pathrace-bench-game) and wasm
//      (grid.flowField() under Node, the copy out of wasm memory included),
//      to the same 5 goals, the fastest of R rounds (target: Berlin_0_1024
//      in <= 100 ms in wasm); the component labelling that the first
//      connected() pays, and what connected() costs after a wall edit;
//   2. the worker pool: main-thread time per pooled query, from Node's event
//      loop utilisation over a batch (target <= 0.05 ms), and a batch of
//      1,000 queries on a 512×512 map answered by 2 workers against 1,
//      pools alternated R times (target >= 1.7× on 2 cores).
// The load average is printed before and after: the pool ratio needs the
// cores it measures.
//
//   node bench/game.js [--repeat R] [--queries N]
// Environment: PATHRACE_MAPS (the Moving AI folder). `npm run bench:game`
// builds bench/native's pathrace-bench-game and the wasm module first.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { Grid, init } from '../web/lib/node.js';
import { PathWorker } from '../web/lib/worker-node.js';
import { commandLine } from './cli.js';
import { mapsDir } from './movingai.js';
import { nativeBinary } from './native/runner.js';
import { median } from './stats.js';

const { repeat, queries: queryCount } = commandLine(
  'bench-game',
  'node bench/game.js [--repeat R] [--queries N]',
  {
    repeat: { type: 'number', min: 1, default: 5 },
    queries: { type: 'number', min: 1, default: 1000 },
  },
);

const fieldMaps = ['Berlin_0_1024', 'maze512-1-0', 'random512-25-0', '32room_000'];
const poolMap = 'random512-25-0';
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

// The passable cells at 5 evenly spaced positions, as pathrace-bench-game picks them.
function goals(grid) {
  const n = grid.width * grid.height;
  const out = [];
  for (let k = 0; k < 5; ++k)
    for (let i = Math.floor((n * k) / 5); i < n; ++i) {
      const cell = { x: i % grid.width, y: Math.floor(i / grid.width) };
      if (!grid.isWall(cell)) {
        out.push(cell);
        break;
      }
    }
  return out;
}

console.log(`load average (1, 5, 15 min) at the start: ${load()}`);
await init();
const available = fieldMaps.filter((m) => existsSync(path.join(mapsDir, `${m}.map`)));
if (available.length < fieldMaps.length)
  console.warn(
    `*** SKIPPED maps not found in ${mapsDir}: ${fieldMaps.filter((m) => !available.includes(m)).join(', ')}`,
  );

console.log('\n1. Flow fields (8-connected, no corner cutting, exact costs), fastest of the rounds');
const nativeBench = nativeBinary('pathrace-bench-game');
console.log(
  '| map | flow field native ms | wasm ms (flowField(), copy included) | wasm / native | component labelling native ms | wasm ms | connected() after a wall edit, wasm ms |',
);
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const name of available) {
  const file = path.join(mapsDir, `${name}.map`);
  const native = existsSync(nativeBench)
    ? JSON.parse(execFileSync(nativeBench, ['--repeat', String(repeat), file], { encoding: 'utf8' }))
    : { flowFieldMs: NaN, labelMs: NaN };
  const text = readFileSync(file, 'utf8');
  let field = Infinity,
    label = Infinity,
    edited = Infinity;
  for (let r = 0; r < repeat; ++r) {
    const grid = Grid.fromMovingAI(text);
    const targets = goals(grid);
    let t0 = performance.now();
    grid.connected(targets[0], targets[1]); // the first query labels the grid
    label = Math.min(label, performance.now() - t0);
    // A wall drawn and erased: the labels are kept valid, not rebuilt.
    grid.setWall(targets[0]);
    grid.setWall(targets[0], false);
    t0 = performance.now();
    grid.connected(targets[0], targets[1]);
    edited = Math.min(edited, performance.now() - t0);
    for (const goal of targets) {
      t0 = performance.now();
      grid.flowField(goal);
      field = Math.min(field, performance.now() - t0);
    }
    grid.dispose();
  }
  console.log(
    `| ${name} | ${native.flowFieldMs.toFixed(2)} | ${field.toFixed(2)} | ${(field / native.flowFieldMs).toFixed(2)} | ${native.labelMs.toFixed(2)} | ${label.toFixed(2)} | ${edited.toFixed(4)} |`,
  );
}
if (!existsSync(nativeBench))
  console.warn(`*** native column SKIPPED: ${nativeBench} not built (npm run build:native)`);

const poolFile = path.join(mapsDir, `${poolMap}.map`);
if (!existsSync(poolFile)) {
  console.warn(`*** SKIPPED the pool measurements: ${poolFile} not found`);
  process.exit(0);
}
const text = readFileSync(poolFile, 'utf8');
// Query pairs spread over the passable cells by two prime strides.
const probe = Grid.fromMovingAI(text);
const open = [];
probe
  .costs()
  .forEach((cost, id) => cost !== 0 && open.push({ x: id % probe.width, y: Math.floor(id / probe.width) }));
probe.dispose();
const queries = Array.from({ length: queryCount }, (_, i) => [
  open[(i * 7919) % open.length],
  open[(i * 104729 + (open.length >> 1)) % open.length],
]);

// The main thread's own CPU time in ms (Linux: /proc, in ns), which unlike
// wall time does not grow while other processes hold the cores; NaN elsewhere.
function mainThreadCpuMs() {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]) / 1e6;
  } catch {
    return NaN;
  }
}

async function batch(grid, readPaths = false) {
  const t0 = performance.now();
  const elu = performance.eventLoopUtilization();
  const cpu0 = process.cpuUsage();
  const main0 = mainThreadCpuMs();
  const results = await Promise.all(
    queries.map(([s, g]) => grid.findPath(s, g).then((r) => (readPaths && r.path, r))),
  );
  const ms = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  return {
    ms,
    eluMs: performance.eventLoopUtilization(elu).active,
    mainCpuMs: mainThreadCpuMs() - main0,
    cores: (cpu.user + cpu.system) / 1000 / ms, // CPU the whole process got, in cores
    found: results.filter((r) => r.found).length,
  };
}

console.log(`\n2. The worker pool on ${poolMap}: batches of ${queryCount} findPath queries (A*, defaults)`);
const pools = {},
  grids = {};
for (const workers of [1, 2]) {
  pools[workers] = await PathWorker.create({ workers });
  grids[workers] = await pools[workers].fromMovingAI(text);
  await batch(grids[workers]); // warm-up: every worker's search memory grown
}
const times = { 1: [], 2: [] },
  cores = { 1: [], 2: [] },
  elu = [],
  mainCpu = [],
  mainCpuPaths = [];
for (let r = 0; r < repeat; ++r)
  for (const workers of r % 2 === 0 ? [1, 2] : [2, 1]) {
    const b = await batch(grids[workers]);
    times[workers].push(b.ms);
    cores[workers].push(b.cores);
    if (workers === 2) {
      elu.push(b.eluMs / queryCount);
      mainCpu.push(b.mainCpuMs / queryCount);
      mainCpuPaths.push((await batch(grids[2], true)).mainCpuMs / queryCount);
    }
  }
for (const workers of [1, 2]) await pools[workers].terminate();
const ratios = times[1].map((t, i) => t / times[2][i]);
console.log('| workers | batch ms (min / median) | CPU the process got, in cores (median) |');
console.log('|---:|---:|---:|');
for (const workers of [1, 2])
  console.log(
    `| ${workers} | ${Math.min(...times[workers]).toFixed(1)} / ${median(times[workers]).toFixed(1)} | ${median(cores[workers]).toFixed(2)} |`,
  );
console.log(
  `2 workers vs 1: ${(Math.min(...times[1]) / Math.min(...times[2])).toFixed(2)}× on the fastest batches, ` +
    `${median(ratios).toFixed(2)}× median of the paired rounds (target >= 1.7×)`,
);
console.log(
  `main-thread time per pooled query (target <= 0.05 ms): CPU time ${median(mainCpu).toFixed(4)} ms (median; min ${Math.min(...mainCpu).toFixed(4)}), ` +
    `event loop active time ${median(elu).toFixed(4)} ms (median; min ${Math.min(...elu).toFixed(4)}; wall time, so it grows when the cores are shared); ` +
    `CPU time with every result's path read (points made on the main thread) ${median(mainCpuPaths).toFixed(4)} ms`,
);
console.log(`\nload average (1, 5, 15 min) at the end: ${load()}`);
