#!/usr/bin/env node
// Batches of paths, synchronous and pooled, beside an idle and a busy main
// thread: on random maps (a fifth of the cells walls, a fixed seed) of each
// size, N queries between random open cells (A*, the defaults) asked four
// ways:
//   - sync findPath: grid.findPath() in a loop;
//   - sync findPaths: grid.findPaths(queries);
//   - pool findPath ×N: remote.findPath() N times, then Promise.all;
//   - pool findPaths: remote.findPaths(queries), one message each way per worker;
// every result's `path` read, as a game that moves units along it does.
// Latency: from the ask to every result in hand (wall time). Main-thread
// ms: the time the main thread was busy over the same span (the event loop's
// active time, less the frames' own spinning), which is what the frames lose.
// "busy": the ask is made at the end of a frame's work in a loop that keeps
// the main thread 12 ms busy out of every 16.7 ms. In Node there is no
// requestAnimationFrame, so a setTimeout loop stands in for it: answers
// from the workers wait for the gaps between frames, as they do in a page.
// Each figure is the median of R rounds after one untimed round.
//
//   node bench/batch.js [--rounds R] [--workers W] [--sizes 64,256,512] [--counts 20,400]
// `npm run bench:batch` builds the wasm module first.
import { loadavg } from 'node:os';
import { Grid, init } from '../web/lib/node.js';
import { PathWorker } from '../web/lib/worker-node.js';
import { randomCosts, randomOpenCell, rng } from '../tests/js/random.js';
import { commandLine } from './cli.js';
import { median } from './stats.js';

const activeMs = () => performance.eventLoopUtilization().active;

const usage = 'node bench/batch.js [--rounds R] [--workers W] [--sizes 64,256,512] [--counts 20,400]';
const options = commandLine('bench-batch', usage, {
  rounds: { type: 'number', min: 1, default: 5 },
  workers: { type: 'number', min: 1, default: 2 },
  sizes: { type: 'string', default: '64,256,512' },
  counts: { type: 'string', default: '20,400' },
});
const list = (text, name) => {
  const values = text.split(',').map(Number);
  if (values.some((v) => !Number.isInteger(v) || v < 1 || v > 8192)) {
    console.error(
      `bench-batch: --${name} takes whole numbers from 1 to 8192, comma-separated, got "${text}"\nusage: ${usage}`,
    );
    process.exit(2);
  }
  return values;
};
const sizes = list(options.sizes, 'sizes');
const counts = list(options.counts, 'counts');
const { rounds, workers } = options;

const frameMs = 1000 / 60;
const busyMs = 12;

/**
 * A frame loop on setTimeout (Node's stand-in for requestAnimationFrame):
 * every frame spins `busyMs`, then runs what `atFrameEnd` queued. `spun()`
 * is the ms spent spinning so far, so that what a query costs the main
 * thread can be told from the frames' own work.
 */
function frameLoop() {
  let next = performance.now();
  let queued = [];
  let timer;
  let spunMs = 0;
  const tick = () => {
    const start = performance.now();
    while (performance.now() - start < busyMs);
    spunMs += performance.now() - start;
    const run = queued;
    queued = [];
    for (const f of run) f();
    next += frameMs;
    timer = setTimeout(tick, Math.max(0, next - performance.now()));
  };
  timer = setTimeout(tick, 0);
  return {
    atFrameEnd: (f) => new Promise((resolve) => queued.push(() => resolve(f()))),
    spun: () => spunMs,
    stop: () => clearTimeout(timer),
  };
}

const readPaths = (results) => {
  let points = 0;
  for (const r of results) points += r.path.length;
  return points;
};

// The four ways to ask, each → a Promise of the results' points.
const ways = {
  'sync findPath': ({ grid }, queries) => readPaths(queries.map((q) => grid.findPath(q.from, q.to))),
  'sync findPaths': ({ grid }, queries) => readPaths(grid.findPaths(queries)),
  'pool findPath ×N': ({ remote }, queries) =>
    Promise.all(queries.map((q) => remote.findPath(q.from, q.to))).then(readPaths),
  'pool findPaths': ({ remote }, queries) => remote.findPaths(queries).then(readPaths),
};

/**
 * One timed ask: its latency and the main thread's busy ms for it (with
 * `frames`, asked at a frame's end, the frames' spinning left out).
 */
async function timed(way, maps, queries, frames) {
  const ask = async () => {
    const t0 = performance.now();
    const active0 = activeMs();
    const spun0 = frames?.spun() ?? 0;
    const points = await way(maps, queries);
    const spun = (frames?.spun() ?? 0) - spun0;
    return { ms: performance.now() - t0, mainMs: activeMs() - active0 - spun, points };
  };
  return frames ? frames.atFrameEnd(ask) : ask();
}

await init();
const pool = await PathWorker.create({ workers });
const load = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(`load average (1, 5, 15 min) at the start: ${load()}`);
console.log(`${workers} workers; the median of ${rounds} rounds; every result's path read\n`);
console.log(
  '| map | paths | way | idle: latency ms | idle: main-thread ms | busy: latency ms | busy: main-thread ms |',
);
console.log('|---|---:|---|---:|---:|---:|---:|');

for (const size of sizes) {
  const random = rng(size);
  const costs = randomCosts(random, size, size, 0.2);
  const maps = { grid: Grid.fromArray(size, size, costs), remote: await pool.fromArray(size, size, costs) };
  for (const count of counts) {
    const queries = Array.from({ length: count }, () => ({
      from: randomOpenCell(random, size, costs),
      to: randomOpenCell(random, size, costs),
    }));
    const expected = ways['sync findPath'](maps, queries);
    for (const [name, way] of Object.entries(ways)) {
      const row = {};
      for (const busy of [false, true]) {
        const frames = busy ? frameLoop() : null;
        await timed(way, maps, queries, frames); // untimed: every worker's search memory grown
        const runs = [];
        for (let r = 0; r < rounds; ++r) runs.push(await timed(way, maps, queries, frames));
        frames?.stop();
        if (runs.some((run) => run.points !== expected))
          throw new Error(`${name} on ${size}² answered other paths than findPath`);
        row[busy ? 'busy' : 'idle'] = {
          ms: median(runs.map((run) => run.ms)),
          mainMs: median(runs.map((run) => run.mainMs)),
        };
      }
      const f = (v) => v.toFixed(v < 10 ? 2 : 1);
      console.log(
        `| ${size}² | ${count} | ${name} | ${f(row.idle.ms)} | ${f(row.idle.mainMs)} | ${f(row.busy.ms)} | ${f(row.busy.mainMs)} |`,
      );
    }
  }
  maps.grid.dispose();
  maps.remote.dispose();
}
await pool.terminate();
console.log(`\nload average (1, 5, 15 min) at the end: ${load()}`);
