#!/usr/bin/env node
// `npm run bench`: pathrace against the JavaScript pathfinding libraries, on
// every public Moving AI map (see bench/peers/bench.js for what runs on which
// problems):
//
//   node --expose-gc bench/peers.js [--every K] [--cap N] [--big-cap N]
//                                   [--warm-up MS] [--maps a,b,…] [--out DIR]
//                                   [--no-native]
//
// Writes DIR/results.md, DIR/chart.svg and DIR/results.json (default
// bench/results/) and prints the Markdown. Exits 1 if a pathrace path is not
// optimal, 0 otherwise: the speed targets are reported, not enforced.
// `npm run bench` installs and builds what is missing first (pathrace-bench
// and the wasm module). Environment: PATHRACE_MAPS, PATHRACE_NATIVE_BENCH.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { init } from '../web/lib/node.js';
import { commandLine } from './cli.js';
import { loadMap, mapList, mapsAvailable, missingMapsMessage, root } from './movingai.js';
import { DEFAULTS, benchMap } from './peers/bench.js';
import { svgChart } from './peers/chart.js';
import { loadPeers } from './peers/libraries.js';
import { machineInfo, markdown, targets } from './peers/report.js';
import { nativeBenchPath } from './native/runner.js';

const usage =
  'node --expose-gc bench/peers.js [--every K] [--cap N] [--big-cap N] [--warm-up MS] [--maps a,b] [--out DIR] [--no-native]';
const args = commandLine('bench', usage, {
  every: { type: 'number', min: 1, default: DEFAULTS.every },
  cap: { type: 'number', min: 1, default: DEFAULTS.cap },
  'big-cap': { type: 'number', min: 1, default: DEFAULTS.bigCap },
  'warm-up': { type: 'number', min: 0, default: DEFAULTS.warmUpMs },
  maps: { type: 'string' },
  out: { type: 'string' },
  'no-native': { type: 'boolean' },
});
const o = {
  ...DEFAULTS,
  every: args.every,
  cap: args.cap,
  bigCap: args['big-cap'],
  warmUpMs: args['warm-up'],
  out: path.resolve(args.out ?? path.join(root, 'bench', 'results')),
  native: !args['no-native'],
};

if (!mapsAvailable()) {
  console.warn(`\n*** ${missingMapsMessage('the peer benchmark')} ***\n`);
  process.exit(0);
}
// Smallest map first (the chart and tables read from small to large).
const cells = (name) => {
  const m = loadMap(name);
  return m.width * m.height;
};
const names = mapList(args.maps)
  .map((n) => [cells(n), n])
  .sort((a, b) => a[0] - b[0] || (a[1] < b[1] ? -1 : 1))
  .map(([, n]) => n);
const nativeBench = o.native ? nativeBenchPath() : null;
if (o.native && !nativeBench)
  console.warn(
    'bench: WARNING: no pathrace-bench (build it with scripts/build.sh bench); pathrace native is SKIPPED',
  );
if (!globalThis.gc)
  console.warn('bench: note: run node with --expose-gc to collect garbage between libraries');

await init();
const peers = loadPeers();
const started = performance.now();
const run = {
  date: new Date().toISOString().slice(0, 16).replace('T', ' ') + ' UTC',
  machine: machineInfo(),
  versions: peers.versions,
  options: {
    every: o.every,
    cap: o.cap,
    bigCap: o.bigCap,
    bigCells: o.bigCells,
    warmUpMs: o.warmUpMs,
    queriesForTotal: o.queriesForTotal,
  },
  maps: [],
};
for (const name of names) {
  const t0 = performance.now();
  run.maps.push(benchMap(name, { ...o, peers, nativeBench, log: (line) => console.error(`  ${line}`) }));
  console.error(`${name} done in ${((performance.now() - t0) / 1000).toFixed(0)} s`);
}
run.seconds = (performance.now() - started) / 1000;
run.loadAverageEnd = machineInfo().loadAverage;
run.targets = targets(run.maps);

mkdirSync(o.out, { recursive: true });
const md = markdown(run);
writeFileSync(path.join(o.out, 'results.md'), md);
writeFileSync(path.join(o.out, 'chart.svg'), svgChart(run));
writeFileSync(path.join(o.out, 'results.json'), JSON.stringify(run, null, 1) + '\n');
console.log(md);
console.log(`Written to ${path.relative(process.cwd(), o.out) || '.'}/: results.md, chart.svg, results.json`);
const optimal = run.targets.find((t) => t.name === 'every pathrace path optimal');
process.exit(optimal.met ? 0 : 1);
