// pathrace/worker: the pool's answers against the synchronous API's on the
// same queries (with edits in between), aborts before, during and after a
// query, termination with queries in flight, mistakes rejected with the
// synchronous API's codes, and no leaks in any worker.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Grid, PathraceError } from '../../web/lib/node.js';
import { heapsInUse } from '../../web/lib/pool.js';
import { PathWorker, RemoteGrid } from '../../web/lib/worker-node.js';
import { init, randomCosts, randomOpenCell, rng } from './support.js';

let pool;
before(async () => {
  await init();
  pool = await PathWorker.create({ workers: 2 });
});
after(() => pool.terminate());

const variants = [
  {},
  { algorithm: 'greedy' },
  { algorithm: 'dijkstra', diagonal: 'never' },
  { algorithm: 'bfs', diagonal: 'always', costs: 'classic' },
  { weight: 3, heuristic: 'euclidean', tieBreak: 'fifo', diagonal: 'at-most-one-blocked' },
];

/** Whether `promise` rejects with a PathraceError of `code` (or a DOMException named `name`). */
async function rejection(promise) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PathraceError) return error.code;
    if (error instanceof DOMException) return error.name;
    throw error;
  }
  return 'resolved';
}

// A slow query: Dijkstra over a big open map toward a walled-in goal.
const slowRows = (n) =>
  Array.from({ length: n }, (_, y) =>
    y === n - 2 ? '.'.repeat(n - 3) + '###' : y === n - 1 ? '.'.repeat(n - 3) + '#.#' : '.'.repeat(n),
  );
const slowQuery = (grid, n, options = {}) =>
  grid.findPath({ x: 0, y: 0 }, { x: n - 2, y: n - 1 }, { algorithm: 'dijkstra', ...options });

test('the pool answers exactly as the synchronous API, with edits made between queries', async () => {
  const random = rng(77);
  for (let m = 0; m < 6; ++m) {
    const width = 10 + Math.floor(random() * 40),
      height = 10 + Math.floor(random() * 40);
    const costs = randomCosts(random, width, height, 0.25, m % 2 === 0);
    const local = Grid.fromArray(width, height, costs);
    const remote = await pool.fromArray(width, height, costs);
    assert.ok(remote instanceof RemoteGrid);
    assert.equal(remote.width, width);
    const expected = [],
      answers = [];
    for (let round = 0; round < 4; ++round) {
      for (let q = 0; q < 40; ++q) {
        const start = randomOpenCell(random, width, costs),
          goal = randomOpenCell(random, width, costs);
        const options = variants[q % variants.length];
        expected.push(local.findPath(start, goal, options));
        answers.push(remote.findPath(start, goal, options));
        expected.push(local.connected(start, goal, options));
        answers.push(remote.connected(start, goal, options));
        if (q % 10 === 0) {
          expected.push(local.flowField(goal, options));
          answers.push(remote.flowField(goal, options));
        }
      }
      // Not awaited: the edits must reach every worker before the next queries.
      for (let e = 0; e < 10; ++e) {
        const cell = { x: Math.floor(random() * width), y: Math.floor(random() * height) };
        if (e % 2 === 0) {
          local.setWall(cell, e % 4 === 0);
          remote.setWall(cell, e % 4 === 0);
        } else {
          local.setTerrain(cell, 3);
          remote.setTerrain(cell, 3);
        }
      }
    }
    assert.deepEqual(await Promise.all(answers), expected);
    local.dispose();
    remote.dispose();
    assert.equal(remote.disposed, true);
  }
});

test('units, several goals, ranges and profiles: the pool answers as the grid, a profile by name as by its costs', async () => {
  const random = rng(2323);
  const width = 30,
    height = 24;
  const costs = randomCosts(random, width, height, 0.2, true);
  const local = Grid.fromArray(width, height, costs);
  const remote = await pool.fromArray(width, height, costs);
  let hover = { 2: 1, 3: 1, 4: 'wall' };
  pool.profile('hover', hover);
  const boat = Array.from({ length: 256 }, (_, c) => (c === 4 ? 1 : 0));
  pool.profile('boat', boat);
  const expected = [],
    answers = [];
  for (let q = 0; q < 60; ++q) {
    const start = randomOpenCell(random, width, costs);
    const goals = Array.from({ length: 1 + (q % 4) }, () => randomOpenCell(random, width, costs));
    const [name, terrain] =
      q % 3 === 0 ? ['hover', hover] : q % 3 === 1 ? ['boat', boat] : [undefined, undefined];
    const options = { ...variants[q % variants.length], size: 1 + (q % 3) };
    const ranged = q % 5 === 0 ? { within: 2.5, lineOfSight: q % 10 === 0 } : {};
    expected.push(local.findPath(start, goals, { ...options, ...ranged, terrain }));
    answers.push(remote.findPath(start, goals, { ...options, ...ranged, terrain: name }));
    expected.push(local.connected(start, goals[0], options));
    answers.push(remote.connected(start, goals[0], options));
    if (q % 6 === 0) {
      expected.push(local.flowField(goals, { ...options, terrain }));
      answers.push(remote.flowField(goals, { ...options, terrain: name }));
    }
    if (q === 30) {
      hover = { 2: 5 }; // a name defined again: the queries asked after use the new costs
      pool.profile('hover', hover);
    }
  }
  assert.deepEqual(await Promise.all(answers), expected);
  const a = { x: 0, y: 0 };
  assert.equal(await rejection(remote.findPath(a, a, { size: 9 })), 'invalid-option');
  assert.equal(await rejection(remote.findPath(a, a, { size: 'big' })), 'invalid-option');
  assert.equal(await rejection(remote.findPath(a, [])), 'invalid-option');
  assert.equal(await rejection(remote.flowField([a, { x: width, y: 0 }])), 'out-of-bounds');
  assert.equal(await rejection(remote.findPath(a, a, { terrain: 'tank' })), 'invalid-option');
  assert.equal(await rejection(remote.findPath(a, a, { terrain: { 2: -1 } })), 'invalid-option');
  assert.equal(await rejection(remote.findPath(a, [a], { algorithm: 'jps', within: 1 })), 'invalid-option');
  assert.throws(() => pool.profile('mud', { 2: NaN }), { code: 'invalid-option', message: /got NaN$/ });
  assert.throws(() => pool.profile('', {}), { code: 'invalid-argument' });
  local.dispose();
  remote.dispose();
});

test('loading through the pool: rows, Moving AI text, and map errors with line and column', async () => {
  const rows = await pool.fromRows(['....#', '.##.#', '.....']);
  const r = await rows.findPath({ x: 0, y: 0 }, { x: 4, y: 2 });
  assert.equal(r.cost, 6);
  assert.deepEqual(r.path.at(-1), { x: 4, y: 2 });
  assert.ok(r.cells instanceof Int32Array);
  assert.deepEqual(structuredClone(r), r); // the lazily made path is a plain property to every reader
  r.path = null;
  assert.equal(r.path, null);
  const text = await pool.fromMovingAI('type octile\nheight 2\nwidth 3\nmap\n..@\n...\n');
  assert.equal((await text.findPath({ x: 0, y: 0 }, { x: 2, y: 1 })).found, true);
  let error;
  try {
    await pool.fromRows(['....', '..x.']);
  } catch (e) {
    error = e;
  }
  assert.ok(error instanceof PathraceError);
  assert.equal(error.code, 'invalid-map');
  assert.equal(error.line, 2);
  assert.equal(error.column, 3);
  rows.dispose();
  text.dispose();
});

test('mistakes reject with the codes of the synchronous API', async () => {
  const grid = await pool.fromRows(['...', '...']);
  const a = { x: 0, y: 0 };
  assert.equal(await rejection(grid.findPath(a, { x: 3, y: 0 })), 'out-of-bounds');
  assert.equal(await rejection(grid.findPath(a, { x: 0.5, y: 0 })), 'invalid-coordinate');
  assert.equal(await rejection(grid.findPath(a, a, { algorithm: 'a*' })), 'invalid-option');
  assert.equal(await rejection(grid.findPath(a, a, { events: true })), 'unknown-option');
  assert.equal(await rejection(grid.findPath(a, a, { signal: 'stop' })), 'invalid-option');
  assert.equal(await rejection(grid.flowField(a, { diagonal: 'sometimes' })), 'invalid-option');
  assert.equal(await rejection(grid.connected(a)), 'invalid-argument');
  assert.throws(() => grid.setTerrain(a, 256), { code: 'invalid-terrain' });
  assert.throws(() => grid.setWall({ x: 5, y: 0 }), { code: 'out-of-bounds' });
  assert.throws(() => grid.setWall(a, 'yes'), { code: 'invalid-argument' });
  grid.dispose();
  grid.dispose();
  assert.equal(await rejection(grid.findPath(a, a)), 'disposed');
  assert.throws(() => grid.setWall(a), { code: 'disposed' });
  assert.equal(await rejection(PathWorker.create({ workers: 0 })), 'invalid-option');
  assert.equal(await rejection(PathWorker.create({ threads: 2 })), 'unknown-option');
  assert.equal(await rejection(PathWorker.create(null)), 'invalid-argument');
  assert.throws(() => new PathWorker(), { code: 'invalid-argument' });
});

test('aborts: an aborted signal rejects at once, and so does one aborted before or during the query; after, nothing happens', async () => {
  const n = 700;
  const grid = await pool.fromRows(slowRows(n));
  const a = { x: 0, y: 0 };

  const already = AbortSignal.abort();
  assert.equal(await rejection(grid.findPath(a, { x: 5, y: 5 }, { signal: already })), 'AbortError');

  // During: every worker busy with slow queries, one more aborted in
  // flight and one aborted while it waits in the queue.
  const busy = Array.from({ length: 2 * pool.workers }, () => slowQuery(grid, n));
  const controller = new AbortController();
  const waiting = new AbortController();
  const queued = slowQuery(grid, n, { signal: waiting.signal });
  const inFlight = busy.pop();
  const aborted = slowQuery(grid, n, { signal: controller.signal });
  const started = performance.now();
  controller.abort();
  waiting.abort();
  assert.equal(await rejection(aborted), 'AbortError');
  assert.equal(await rejection(queued), 'AbortError');
  const abortedIn = performance.now() - started;
  const answers = await Promise.all([...busy, inFlight]);
  const busyFor = performance.now() - started;
  for (const r of answers) assert.equal(r.status, 'no-path');
  assert.ok(abortedIn < busyFor / 2, `rejected after ${abortedIn} ms, the busy queries took ${busyFor} ms`);

  // After: the answer stands, and the pool goes on answering correctly.
  const late = new AbortController();
  const done = await grid.findPath(a, { x: 3, y: 4 }, { signal: late.signal });
  late.abort();
  assert.equal(done.found, true);
  const next = await grid.findPath(a, { x: 3, y: 0 });
  assert.equal(next.cost, 3);
  grid.dispose();
});

test('terminate() rejects what is in flight and queued, and nothing hangs', async () => {
  const own = await PathWorker.create({ workers: 2 });
  const n = 500;
  const grid = await own.fromRows(slowRows(n));
  const queries = Array.from({ length: 12 }, () => rejection(slowQuery(grid, n)));
  const loading = rejection(own.fromRows(['..', '..']));
  await own.terminate();
  assert.deepEqual(await Promise.all(queries), Array(12).fill('terminated'));
  assert.equal(await loading, 'terminated');
  assert.equal(grid.disposed, true);
  assert.equal(await rejection(grid.findPath({ x: 0, y: 0 }, { x: 1, y: 1 })), 'disposed');
  assert.equal(await rejection(own.fromRows(['.'])), 'terminated');
  assert.equal(own.workers, 0);
  await own.terminate();
});

test('an idle pool does not keep Node running', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'pathrace-pool-'));
  const script = path.join(dir, 'idle.mjs');
  writeFileSync(
    script,
    `import { PathWorker } from ${JSON.stringify(new URL('../../web/lib/worker-node.js', import.meta.url).href)};
const pool = await PathWorker.create({ workers: 2 });
const grid = await pool.fromRows(['...', '...']);
const r = await grid.findPath({ x: 0, y: 0 }, { x: 2, y: 1 });
console.log(r.cost);
`,
  );
  try {
    const out = execFileSync(process.execPath, [script], { encoding: 'utf8', timeout: 20000 });
    assert.equal(Number(out.trim()), 1 + Math.SQRT2);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('10,000 pooled queries and 1,000 remote grids leave every worker heap where it started', async () => {
  const random = rng(3);
  const costs = randomCosts(random, 48, 40, 0.3, true);
  const grid = await pool.fromArray(48, 40, costs);
  const pairs = Array.from({ length: 100 }, () => [
    randomOpenCell(random, 48, costs),
    randomOpenCell(random, 48, costs),
  ]);
  const batch = async (from, count) => {
    const all = [];
    for (let i = from; i < from + count; ++i) {
      const [s, g] = pairs[i % pairs.length];
      const options = variants[Math.floor(i / pairs.length) % variants.length];
      all.push(i % 50 === 0 ? grid.flowField(g, options) : grid.findPath(s, g, options));
    }
    return Promise.all(all);
  };
  const lifetimes = async (count) => {
    for (let i = 0; i < count; i += 50) {
      const made = await Promise.all(
        Array.from({ length: 50 }, (_, k) =>
          (i + k) % 2 === 0 ? pool.fromRows(['..#.', '....']) : pool.fromArray(5, 3, costs.subarray(0, 15)),
        ),
      );
      await Promise.all(made.map((g) => g.findPath({ x: 0, y: 0 }, { x: 3, y: 1 })));
      made.forEach((g, k) => {
        g.setWall({ x: 1, y: 1 }, k % 2 === 0);
        g.dispose();
      });
    }
  };
  // Warm-up: the same queries once, so that each worker has seen each of
  // them (whichever worker takes a query, its buffers grow to fit it).
  for (let i = 0; i < 10_000; i += 500) await batch(i, 500);
  await lifetimes(100);
  const heaps = await heapsInUse(pool);
  assert.equal(heaps.length, 2);
  let found = 0;
  for (let i = 0; i < 10_000; i += 500) for (const r of await batch(i, 500)) if (r.found) ++found;
  await lifetimes(1000);
  assert.ok(found > 0);
  // The workers are interchangeable: which one takes which query (and so
  // which holds the buffers last sized for which) is the scheduler's, so
  // the heaps are compared as a set (a leak grows one of them either way).
  const byte = (a, b) => a - b;
  assert.deepEqual((await heapsInUse(pool)).sort(byte), [...heaps].sort(byte));
  grid.dispose();
});
