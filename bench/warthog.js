#!/usr/bin/env node
// pathrace against Warthog (ShortestPathLab's warthog-core and warthog-jps,
// the reference C++ implementation of grid JPS), on the same Moving AI
// problems, one core, in interleaved rounds: per map, µs per query (mean and
// median of each query's fastest round) and the ratio pathrace / Warthog for
//   A*                          against Warthog's astar (warthog-core's app),
//   online jump point search    against Warthog's jps2 (JPS with pruning),
//   the prepared tier           against Warthog's jps2+ (when pathrace-bench
//                               has --prepared);
// and, for online JPS and the prepared tier, a wasm column: the package's
// grid.findPath(a, b, { algorithm: 'jps' }) in this Node process (pinned to
// the same core), the path read in its fast form (every cell id of `cells`)
// inside the timer, after 0.3 s of the same loop untimed in each round (V8
// tiered up), with its own ratio to Warthog: what a browser game or a Node
// server gets, against the reference natively. Its V8 is that of the Node
// running this script (the first line printed names both): run the script
// with another Node's binary to measure another V8.
// Every query's path cost must agree between the two (and pathrace's with
// the scenario's optimal length): any difference is printed and the run
// exits 1. Not part of npm test. Warthog is never fetched or built here:
// build it by hand outside the repository (docs/benchmarks.md says how) and
// pass its build folder.
//
//   node bench/warthog.js --warthog DIR [--maps a,b] [--rounds N] [--every K] [--cpu C]
//     --warthog DIR  Warthog's build folder: DIR/warthog-jps, and
//                    DIR/extern/warthog-core/warthog for A* (A* is skipped,
//                    saying so, without it)
//     --maps a,b     only these maps (default: every map of the folder)
//     --rounds N     rounds, alternating which engine runs first (default 3)
//     --every K      every Kth problem of each scenario (default 1: all)
//     --cpu C        the core both engines are pinned to with taskset (default 1)
// Times are each engine's own: pathrace-bench's around find_path (which
// returns the path cell by cell), Warthog's own timer around its search
// (its path, jump points only, is extracted after the timer stops), the
// wasm column's around findPath and the read of its cells. Each native
// round is a new process, given the problems twice: both engines answer
// the first pass untimed and the second timed, as the wasm column times
// its pass after a warm-up. A process's first queries pay for the memory
// and code they touch first (page faults, as each engine's pool of search
// nodes grows), which is the process's set-up, not a query's, and which
// weighs on the two engines differently.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { init } from '../web/lib/index.js';
import { commandLine } from './cli.js';
import {
  loadMap,
  loadScenario,
  mapFiles,
  mapList,
  mapsAvailable,
  missingMapsMessage,
  sampleEvery,
  scenarioText,
  toleranceFor,
} from './movingai.js';
import { requireNativeBench } from './native/runner.js';
import { geometricMean, mean, median } from './stats.js';
import { pathraceGrid, timeWasm } from './timer.js';

const usage = 'node bench/warthog.js --warthog DIR [--maps a,b] [--rounds N] [--every K] [--cpu C]';
const options = commandLine('bench-warthog', usage, {
  warthog: { type: 'string' },
  maps: { type: 'string' },
  rounds: { type: 'number', min: 1, default: 3 },
  every: { type: 'number', min: 1, default: 1 },
  cpu: { type: 'number', min: 0, default: 1 },
});
if (!options.warthog) {
  console.error(`bench-warthog: --warthog DIR is required\nusage: ${usage}`);
  process.exit(2);
}

/** Warthog's two scenario runners in its build folder; null where one is missing. */
function warthogBinaries(dir) {
  const found = (p) => (existsSync(p) ? p : null);
  return {
    jps: found(path.join(dir, 'warthog-jps')),
    core: found(path.join(dir, 'extern', 'warthog-core', 'warthog')),
  };
}

/** Warthog's per-query table (id alg expanded … nanos plen pcost scost map) as { id, expanded, us, found, cost, printed }. */
function parseWarthog(text) {
  const lines = text.split('\n').filter((l) => l.trim() !== '');
  const header = lines.shift()?.split('\t') ?? [];
  const at = (name) => {
    const i = header.indexOf(name);
    if (i < 0) throw new Error(`Warthog's output has no "${name}" column: ${header.join(' ')}`);
    return i;
  };
  const [id, expanded, nanos, plen, pcost] = ['id', 'expanded', 'nanos', 'plen', 'pcost'].map(at);
  return lines.map((l) => {
    const f = l.split('\t');
    return {
      id: Number(f[id]),
      expanded: Number(f[expanded]),
      us: Number(f[nanos]) / 1000,
      found: Number(f[plen]) > 0 || Number(f[pcost]) === 0,
      cost: Number(f[pcost]),
      printed: f[pcost],
    };
  });
}

/** pathrace-bench --per-query's lines (map, problem, found, cost, µs, expanded), in order. */
function parsePathrace(text) {
  return text
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => {
      const f = l.split('\t');
      return {
        id: Number(f[1]),
        found: f[2] === '1',
        cost: Number(f[3]),
        us: Number(f[4]),
        expanded: Number(f[5]),
      };
    });
}

const pinned = (cmd, args) => {
  const r = spawnSync('taskset', ['-c', String(options.cpu), cmd, ...args], {
    encoding: 'utf8',
    maxBuffer: 1 << 28,
  });
  if (r.error) throw r.error;
  return r;
};

// The scenario files given to the native engines hold the problems twice:
// each run's answers here are the second pass's (pathrace-bench checks
// both passes against the scenario's lengths).
const passes = 2;

// The last of the passes over the problems a native engine answered.
function timedPass(answers) {
  return answers.slice(((passes - 1) * answers.length) / passes);
}

function runPathrace(bench, args, scen) {
  const r = pinned(bench, ['--per-query', '--check', ...args, scen]);
  // 1: a cost differs from the scenario's optimal length (pathrace-bench says which on stderr)
  if (r.status !== 0) {
    console.error(`bench-warthog: pathrace-bench ${args.join(' ')} failed (${r.status}):\n${r.stderr}`);
    process.exit(1);
  }
  return timedPass(parsePathrace(r.stdout));
}

function runWarthog(binary, alg, scen, map) {
  const r = pinned(binary, ['--alg', alg, '--scen', scen, '--map', map]);
  if (r.status !== 0) {
    console.error(`bench-warthog: ${binary} --alg ${alg} failed (${r.status}):\n${r.stderr}`);
    process.exit(1);
  }
  return timedPass(parseWarthog(r.stdout));
}

if (!mapsAvailable()) {
  console.warn(`\n*** ${missingMapsMessage('the Warthog comparison')} ***\n`);
  process.exit(0);
}
const bench = requireNativeBench('bench-warthog');
const warthog = warthogBinaries(path.resolve(options.warthog));
if (!warthog.jps) {
  console.error(`bench-warthog: no warthog-jps in ${options.warthog} (docs/benchmarks.md: building Warthog)`);
  process.exit(2);
}
const benchHelp = spawnSync(bench, ['--help'], { encoding: 'utf8' });
const prepared = /--prepared/.test(benchHelp.stderr + benchHelp.stdout);

const pairs = [
  { name: 'A*', mine: ['--algorithm', 'astar'], binary: warthog.core, alg: 'astar' },
  { name: 'online JPS', mine: ['--algorithm', 'jps'], binary: warthog.jps, alg: 'jps2', wasm: 'online' },
  {
    name: 'prepared',
    mine: ['--algorithm', 'jps', '--prepared'],
    binary: prepared ? warthog.jps : null,
    alg: 'jps2+',
    wasm: 'prepared',
  },
];
for (const p of pairs)
  if (!p.binary)
    console.warn(
      `SKIPPED ${p.name} vs Warthog ${p.alg}: ${p.alg === 'astar' ? `no extern/warthog-core/warthog in ${options.warthog}` : 'pathrace-bench has no --prepared'}`,
    );
const running = pairs.filter((p) => p.binary);

// The wasm column runs in this process, on the core the native engines get.
const pin = spawnSync('taskset', ['-a', '-p', '-c', String(options.cpu), String(process.pid)], {
  encoding: 'utf8',
});
if (pin.status !== 0) console.warn(`the wasm column is not pinned: taskset says ${pin.stderr || pin.error}`);
await init();
const warmUpMs = 300; // of the timed loop run untimed before each round (timer.js timeEach), as bench/wasm.js

/**
 * The package's findPath on `grid`, with the path read in its fast form,
 * for one round, after warmUpMs of the same loop untimed, so that every
 * round times V8's steady state whatever ran between the rounds.
 * Per problem: { us, found, cost } (found with the scenario's optimal length, else it exits 1).
 */
function runWasm(grid, map, problems) {
  const run = timeWasm(grid, map, problems, {
    options: { algorithm: 'jps' },
    warmUpMs,
  });
  return problems.map((p, i) => {
    const { found, valid, length, reason } = run.paths[i];
    if (found && (!valid || Math.abs(length - p.optimal) > p.tolerance)) {
      console.error(
        `bench-warthog: ${map.name} #${p.index}: the package's path is ${valid ? `of length ${length}, not ${p.optimal}` : `invalid: ${reason}`}`,
      );
      process.exit(1);
    }
    return { us: run.ms[i] * 1000, found, cost: run.costs[i] };
  });
}

const load = os.loadavg().map((v) => v.toFixed(2));
console.log(
  `pathrace vs Warthog: ${os.cpus()[0]?.model?.trim()}, pinned to cpu ${options.cpu}, ` +
    `the wasm column in Node ${process.version} (V8 ${process.versions.v8}), ${options.rounds} rounds, every ${options.every} problem(s), load ${load.join(' ')}`,
);

const rows = new Map(running.map((p) => [p.name, []]));
const differences = [];
const dir = mkdtempSync(path.join(os.tmpdir(), 'pathrace-warthog-'));
try {
  for (const name of mapList(options.maps)) {
    const files = mapFiles(name);
    if (!files) {
      console.error(`bench-warthog: ${name}.map or its .scen is not in the maps folder\nusage: ${usage}`);
      process.exit(2);
    }
    const scenario = loadScenario(name);
    const problems = sampleEvery(scenario.problems, options.every);
    const mapData = loadMap(name);
    const { grid } = pathraceGrid(mapData);
    const map = path.join(dir, `${name}.map`);
    symlinkSync(files.map, map);
    const scen = `${map}.scen`;
    writeFileSync(scen, scenarioText(scenario.header, Array(passes).fill(problems).flat()));
    for (const pair of running) {
      if (pair.wasm === 'prepared') grid.prepare({ jumps: true }); // online JPS has run on the plain grid
      const best = {
        mine: new Float64Array(problems.length).fill(Infinity),
        theirs: new Float64Array(problems.length).fill(Infinity),
        wasm: new Float64Array(problems.length).fill(Infinity),
      };
      let mineExpanded = 0,
        theirExpanded = 0;
      for (let round = 0; round < options.rounds; ++round) {
        const runMine = () => runPathrace(bench, pair.mine, scen);
        const runTheirs = () => runWarthog(pair.binary, pair.alg, scen, map);
        const runOurs = () => (pair.wasm ? runWasm(grid, mapData, problems) : null);
        let mine, theirs, wasm;
        // Which runs first alternates, and the wasm column runs between or after them.
        if (round % 2 === 0) [mine, wasm, theirs] = [runMine(), runOurs(), runTheirs()];
        else [theirs, mine, wasm] = [runTheirs(), runMine(), runOurs()];
        if (mine.length !== problems.length || theirs.length !== problems.length)
          throw new Error(
            `${name} ${pair.name}: ${mine.length} and ${theirs.length} answers to ${problems.length} problems`,
          );
        problems.forEach((p, i) => {
          const a = mine[i],
            b = theirs[i];
          best.mine[i] = Math.min(best.mine[i], a.us);
          best.theirs[i] = Math.min(best.theirs[i], b.us);
          if (wasm) {
            best.wasm[i] = Math.min(best.wasm[i], wasm[i].us);
            if (
              round === 0 &&
              (wasm[i].found !== b.found || Math.abs(wasm[i].cost - b.cost) > toleranceFor(b.printed, a.cost))
            )
              differences.push(
                `${name} #${p.index} ${pair.name} in wasm: pathrace ${wasm[i].found ? wasm[i].cost : 'no path'}, Warthog ${pair.alg} ${b.found ? b.printed : 'no path'}`,
              );
          }
          if (
            round === 0 &&
            (a.found !== b.found || Math.abs(a.cost - b.cost) > toleranceFor(b.printed, a.cost))
          )
            differences.push(
              `${name} #${p.index} (${p.start.x},${p.start.y})->(${p.goal.x},${p.goal.y}) ${pair.name}: ` +
                `pathrace ${a.found ? a.cost : 'no path'}, Warthog ${pair.alg} ${b.found ? b.printed : 'no path'}`,
            );
          if (round === 0) {
            mineExpanded += a.expanded;
            theirExpanded += b.expanded;
          }
        });
      }
      const row = {
        map: name,
        problems: problems.length,
        mine: { mean: mean(best.mine), median: median(best.mine) },
        theirs: { mean: mean(best.theirs), median: median(best.theirs) },
        wasm: pair.wasm ? { mean: mean(best.wasm), median: median(best.wasm) } : null,
        expanded: { mine: mineExpanded / problems.length, theirs: theirExpanded / problems.length },
      };
      rows.get(pair.name).push(row);
      console.log(
        `${name.padEnd(16)} ${pair.name.padEnd(11)} ${fixed(row.mine.mean)} ${fixed(row.theirs.mean)} ` +
          `${ratio(row.mine.mean / row.theirs.mean)}   median ${fixed(row.mine.median)} ${fixed(row.theirs.median)} ` +
          `${ratio(row.mine.median / row.theirs.median)}` +
          (row.wasm
            ? `   wasm ${fixed(row.wasm.mean)} ${ratio(row.wasm.mean / row.theirs.mean)} median ${fixed(row.wasm.median)} ${ratio(row.wasm.median / row.theirs.median)}`
            : ''),
      );
    }
    grid.dispose();
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}

for (const pair of running) {
  const list = rows.get(pair.name);
  const wasm = pair.wasm !== undefined;
  console.log(
    `\n## pathrace ${pair.name} vs Warthog ${pair.alg} (µs per query; ratio = pathrace / Warthog${wasm ? '; wasm: the package in Node' : ''})\n`,
  );
  const wasmHead = wasm ? ' wasm mean | ratio | wasm median | ratio |' : '';
  console.log(
    `| map | problems | pathrace mean | Warthog mean | ratio | pathrace median | Warthog median | ratio |${wasmHead} expanded (pathrace / Warthog) |`,
  );
  console.log(`|---|---:|---:|---:|---:|---:|---:|---:|${wasm ? '---:|---:|---:|---:|' : ''}---:|`);
  for (const r of list)
    console.log(
      `| ${r.map} | ${r.problems} | ${fixed(r.mine.mean)} | ${fixed(r.theirs.mean)} | ${ratio(r.mine.mean / r.theirs.mean)} | ` +
        `${fixed(r.mine.median)} | ${fixed(r.theirs.median)} | ${ratio(r.mine.median / r.theirs.median)} | ` +
        (wasm
          ? `${fixed(r.wasm.mean)} | ${ratio(r.wasm.mean / r.theirs.mean)} | ${fixed(r.wasm.median)} | ${ratio(r.wasm.median / r.theirs.median)} | `
          : '') +
        `${r.expanded.mine.toFixed(1)} / ${r.expanded.theirs.toFixed(1)} |`,
    );
  const geo = (f) => geometricMean(list.map(f));
  const summary = (what, of) =>
    `${what}: geometric mean of the ratios ${ratio(geo((r) => r[of].mean / r.theirs.mean))} by mean, ` +
    `${ratio(geo((r) => r[of].median / r.theirs.median))} by median; ` +
    `worst map by mean ${ratio(Math.max(...list.map((r) => r[of].mean / r.theirs.mean)))}`;
  console.log(`\n${summary('native', 'mine')}`);
  if (wasm) console.log(summary('wasm (the package in Node)', 'wasm'));
}

if (differences.length > 0) {
  console.error(
    `\nbench-warthog: ${differences.length} path costs differ:\n${differences.slice(0, 20).join('\n')}`,
  );
  process.exit(1);
}

function fixed(us) {
  return us.toFixed(2).padStart(9);
}
function ratio(r) {
  return `${r.toFixed(2)}x`;
}
