#!/usr/bin/env node
// `npm run bench:native`: pathrace-bench (bench/native/bench_main.cpp) over
// every public Moving AI map: A* 8-connected (checked against the scenarios'
// optimal lengths) and A* 4-connected, then jump point search beside A* on
// the same queries (costs compared query by query), then the optimisation
// article's random-map table. Stops at the first step that fails, with its
// exit code (1: a path differs from the scenario's or from A*'s cost).
//
//   node bench/native.js [--every K] [--repeat R] [--maps a,b,…]
//     --every K   run every Kth problem of each scenario (default 1: all)
//     --repeat R  time each query R times and keep the fastest (default 1)
//     --maps a,b  only these maps (default: every map of the folder)
// Other rules: run build/native/pathrace-bench itself (--help lists them).
// Environment: PATHRACE_MAPS (the Moving AI folder), PATHRACE_NATIVE_BENCH
// (a pathrace-bench to use instead of build/native's; `npm run bench:native`
// builds that one first).
import { spawnSync } from 'node:child_process';
import { commandLine } from './cli.js';
import { mapFiles, mapList, mapsAvailable, missingMapsMessage } from './movingai.js';
import { requireNativeBench } from './native/runner.js';

const usage = 'node bench/native.js [--every K] [--repeat R] [--maps a,b]';
const { every, repeat, maps } = commandLine('bench-native', usage, {
  every: { type: 'number', min: 1, default: 1 },
  repeat: { type: 'number', min: 1, default: 1 },
  maps: { type: 'string' },
});

if (!mapsAvailable()) {
  console.warn(`\n*** ${missingMapsMessage('the native benchmark')} ***\n`);
  process.exit(0);
}
const bench = requireNativeBench('bench-native');
const scenarios = mapList(maps).map((name) => {
  const files = mapFiles(name);
  if (!files) {
    console.error(`bench-native: ${name}.map or its .scen is not in the maps folder\nusage: ${usage}`);
    process.exit(2);
  }
  return files.scen;
});

const sample = ['--every', String(every), '--repeat', String(repeat)];
const four = ['--diagonal', 'never', '--heuristic', 'manhattan'];
const versusAstar = ['--algorithm', 'jps', '--versus', 'astar'];
const steps = [
  ['A* 8-connected, octile, no corner cutting (checked against the scenarios)', ['--check', ...sample]],
  ['A* 4-connected, manhattan', [...four, ...sample]],
  [
    'Jump point search vs A*, 8-connected, no corner cutting (interleaved, same queries)',
    [...versusAstar, ...sample],
  ],
  ['Jump point search vs A*, 4-connected', [...versusAstar, ...four, ...sample]],
];
for (const [title, args] of steps) run(title, [...args, ...scenarios]);
run("The optimisation article's random-map table", ['--article']);

function run(title, args) {
  console.log(`\n\x1b[1m==> ${title}\x1b[0m`);
  const { status, error } = spawnSync(bench, args, { stdio: 'inherit' });
  if (error) throw error;
  if (status !== 0) process.exit(status ?? 1);
}
