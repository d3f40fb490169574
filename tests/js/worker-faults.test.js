// pathrace/worker when a worker dies: stopped from outside, an error thrown
// inside it (the pool's test-only fault switch), its memory taken; in the
// middle of a query, with queries queued, during a stroke of edits and
// during a flow field. Every Promise outstanding settles within a second,
// the replacement answers as the synchronous API after the same edits, no
// edit is lost, a grid that cannot be rebuilt says so while the others work
// on, and terminate() holds under the same faults.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid, PathraceError } from '../../web/lib/index.js';
import { faultSwitch, injectFault, platformWorker, recordedMessages } from '../../web/lib/pool.js';
import { PathWorker } from '../../web/lib/worker.js';
import { init, randomCosts, randomOpenCell, rng } from './support.js';

before(() => init());

const pools = (workers) => PathWorker.create({ workers, [faultSwitch]: true });

/** The next 'fault' event of `pool`, and when it came. */
function nextFault(pool) {
  return new Promise((resolve) =>
    pool.addEventListener('fault', (event) => resolve({ event, at: performance.now() }), { once: true }),
  );
}

/** Each promise's outcome: { value } or { code }, and when it settled. */
function outcome(promise) {
  return promise.then(
    (value) => ({ value, at: performance.now() }),
    (error) => ({
      code: error instanceof PathraceError ? error.code : error.name,
      error,
      at: performance.now(),
    }),
  );
}

/**
 * Waits for every outcome, and fails when one is still pending a second
 * after the fault (`since`): the deadline is what is tested, nothing waits
 * for it to pass.
 */
async function settledWithinASecond(outcomes, since) {
  let timer;
  const late = new Promise((resolve) => {
    timer = setTimeout(resolve, Math.max(0, since + 1000 - performance.now()), 'late');
  });
  const all = await Promise.race([Promise.all(outcomes), late]);
  clearTimeout(timer);
  assert.notEqual(all, 'late', 'a Promise was still pending a second after the fault');
  for (const o of all)
    assert.ok(o.at - since <= 1000, `settled ${(o.at - since).toFixed(0)} ms after the fault`);
  return all;
}

// A query that takes a while: Dijkstra over an open map toward a walled-in goal.
const slowRows = (n) =>
  Array.from({ length: n }, (_, y) =>
    y === n - 2 ? '.'.repeat(n - 3) + '###' : y === n - 1 ? '.'.repeat(n - 3) + '#.#' : '.'.repeat(n),
  );
const slowQuery = (grid, n) =>
  grid.findPath({ x: 0, y: 0 }, { x: n - 2, y: n - 1 }, { algorithm: 'dijkstra' });

/** A random map held twice: as a synchronous Grid (the oracle) and as the pool's RemoteGrid. */
async function twin(pool, seed, width, height) {
  const random = rng(seed);
  const costs = randomCosts(random, width, height, 0.25, true);
  return {
    random,
    costs,
    local: Grid.fromArray(width, height, costs),
    remote: await pool.fromArray(width, height, costs),
  };
}

/** Walls and terrain on both copies: a stroke in one task, as a game's pointer would draw it. */
function stroke({ random, local, remote }, count) {
  for (let e = 0; e < count; ++e) {
    const cell = { x: Math.floor(random() * local.width), y: Math.floor(random() * local.height) };
    const cost = e % 3 === 0 ? 0 : 1 + (e % 5);
    local.setTerrain(cell, cost);
    remote.setTerrain(cell, cost);
  }
}

/** The pool's answers equal the synchronous API's: paths, connectivity and a flow field, with a named profile. */
async function answersAsSync({ random, costs, local, remote }, queries = 24) {
  const expected = [],
    answers = [];
  for (let q = 0; q < queries; ++q) {
    const start = randomOpenCell(random, local.width, costs),
      goal = randomOpenCell(random, local.width, costs);
    const options = q % 2 === 0 ? {} : { algorithm: 'greedy', diagonal: 'never' };
    expected.push(local.findPath(start, goal, options));
    answers.push(remote.findPath(start, goal, options));
    expected.push(local.connected(start, goal));
    answers.push(remote.connected(start, goal));
    if (q % 8 === 0) {
      expected.push(local.flowField(goal, { terrain: { 2: 4, 3: 'wall' } }));
      answers.push(remote.flowField(goal, { terrain: 'swamp' }));
    }
  }
  assert.deepEqual(await Promise.all(answers), expected);
}

test('stopped from outside in the middle of a query, with queries queued: each rejects at once, nothing hangs, and the new worker answers as the grid with every edit', async () => {
  const pool = await pools(1);
  pool.profile('swamp', { 2: 4, 3: 'wall' });
  const n = 600;
  const slow = await pool.fromRows(slowRows(n));
  const map = await twin(pool, 11, 40, 30);
  stroke(map, 60);
  const fault = nextFault(pool);
  const inHand = [slowQuery(slow, n), slowQuery(slow, n)].map(outcome); // the worker takes two at a time
  const queued = [slowQuery(slow, n), map.remote.findPath({ x: 0, y: 0 }, { x: 5, y: 5 })].map(outcome);
  platformWorker(pool, 0).terminate();
  const { event, at } = await fault;
  // Edits while the new worker starts: queued for it, not lost.
  stroke(map, 40);
  const asked = outcome(map.remote.connected({ x: 0, y: 0 }, { x: 1, y: 1 }));
  const all = await settledWithinASecond([...inHand, ...queued], at);
  assert.deepEqual(
    all.map((o) => o.code),
    Array(4).fill('worker-failed'),
  );
  assert.match(
    all[0].error.message,
    /^pathrace worker 1 failed \(it exited with code 1\) while answering findPath on grid 1 \(1 more queued on it\); this findPath on grid 1 was in its hands$/,
  );
  assert.match(all[3].error.message, /no worker was left to take it$/);
  assert.ok(event instanceof Event);
  assert.equal(event.error.code, 'worker-failed');
  assert.equal(event.worker, 1);
  assert.equal(event.rejected, 4);
  assert.deepEqual(await event.rebuilt, []);
  assert.equal(pool.workers, 1);
  assert.equal((await asked).value, map.local.connected({ x: 0, y: 0 }, { x: 1, y: 1 }));
  await answersAsSync(map);
  assert.equal((await slowQuery(slow, n)).status, 'no-path');
  await pool.terminate();
});

test('an error thrown inside a worker in the middle of a query: its queries reject, the others are answered by the worker left, a profile and the edits survive', async () => {
  const pool = await pools(2);
  pool.profile('swamp', { 2: 4, 3: 'wall' });
  const map = await twin(pool, 12, 48, 36);
  stroke(map, 80);
  injectFault(pool, 0, { kind: 'throw', on: 'findPath' });
  const fault = nextFault(pool);
  const expected = [],
    asked = [];
  for (let q = 0; q < 10; ++q) {
    const start = randomOpenCell(map.random, 48, map.costs),
      goal = randomOpenCell(map.random, 48, map.costs);
    expected.push(map.local.findPath(start, goal));
    asked.push(outcome(map.remote.findPath(start, goal)));
  }
  const { event, at } = await fault;
  const all = await settledWithinASecond(asked, at);
  // Worker 1 took the first two queries; the other eight were answered.
  assert.deepEqual(
    all.map((o) => o.code ?? 'answered'),
    ['worker-failed', 'worker-failed', ...Array(8).fill('answered')],
  );
  assert.match(
    all[0].error.message,
    /^pathrace worker 1 failed \(a fault injected by the tests\) while answering findPath on grid 1/,
  );
  all.slice(2).forEach((o, i) => assert.deepEqual(o.value, expected[i + 2]));
  assert.equal(event.rejected, 2);
  assert.deepEqual(await event.rebuilt, []);
  stroke(map, 30);
  await answersAsSync(map, 40);
  await pool.terminate();
});

test('during a stroke of edits: no edit is lost, also when the record has folded thousands of them into a copy of the costs', async () => {
  const pool = await pools(2);
  pool.profile('swamp', { 2: 4, 3: 'wall' });
  const map = await twin(pool, 13, 64, 64); // 4,096 cells: edits fold into a snapshot past 1,024
  for (let round = 0; round < 6; ++round) {
    stroke(map, 500);
    await answersAsSync(map, 2); // lets the snapshots' answers come back between strokes
  }
  // The record holds the grid's costs and fewer than 1,024 edits, not 3,000.
  assert.ok(recordedMessages(pool) <= 1 + 1024, `${recordedMessages(pool)} messages recorded`);
  // The worker dies on the 50th edit of a stroke of 200: the rest of its batch is lost with it.
  injectFault(pool, 1, { kind: 'throw', on: 'setTerrain', after: 50 });
  const fault = nextFault(pool);
  stroke(map, 200);
  const asked = [outcome(map.remote.findPath({ x: 0, y: 0 }, { x: 63, y: 63 }))];
  const { event, at } = await fault;
  stroke(map, 100); // while the new worker rebuilds
  await settledWithinASecond(asked, at);
  assert.match(event.error.message, /^pathrace worker 2 failed \(a fault injected by the tests\) while /);
  assert.deepEqual(await event.rebuilt, []);
  // The other original worker stopped too: every answer now comes from rebuilt workers.
  const second = nextFault(pool);
  platformWorker(pool, 0).terminate();
  assert.deepEqual(await (await second).event.rebuilt, []);
  await answersAsSync(map, 60);
  await pool.terminate();
});

test('during a flow field: it rejects, the query queued behind it too (no worker left), and the new worker answers as the grid', async () => {
  const pool = await pools(1);
  pool.profile('swamp', { 2: 4, 3: 'wall' });
  const map = await twin(pool, 14, 50, 40);
  stroke(map, 40);
  injectFault(pool, 0, { kind: 'exit', on: 'flowField' });
  const fault = nextFault(pool);
  const goal = randomOpenCell(map.random, 50, map.costs);
  const asked = [
    outcome(map.remote.flowField(goal)),
    outcome(map.remote.findPath(goal, goal)),
    outcome(map.remote.connected(goal, goal)),
  ];
  const { event, at } = await fault;
  const all = await settledWithinASecond(asked, at);
  assert.deepEqual(
    all.map((o) => o.code),
    ['worker-failed', 'worker-failed', 'worker-failed'],
  );
  assert.match(
    event.error.message,
    /\(it exited with code 3\) while answering flowField on grid 1 \(1 more queued on it\)$/,
  );
  assert.deepEqual(await event.rebuilt, []);
  assert.deepEqual(await map.remote.flowField(goal), map.local.flowField(goal));
  await answersAsSync(map);
  await pool.terminate();
});

test("out of memory: a too-large grid is an error the worker survives; a grid the new worker has no memory for rejects every call with 'worker-failed' and says so, the others work on", async () => {
  const pool = await pools(1);
  pool.profile('swamp', { 2: 4, 3: 'wall' });
  const map = await twin(pool, 15, 30, 20);
  const big = await pool.fromRows(Array(512).fill('.'.repeat(512)));
  stroke(map, 30);
  // Its memory taken, a worker answers 'out-of-memory' for a grid and lives.
  injectFault(pool, 0, { kind: 'fill' });
  let faults = 0;
  pool.addEventListener('fault', () => ++faults);
  const tooLarge = await outcome(pool.fromRows(Array(256).fill('.'.repeat(256))));
  assert.equal(tooLarge.code, 'out-of-memory');
  assert.equal(faults, 0);
  await answersAsSync(map, 4);
  // Its replacement starts as full, and cannot make the 512² grid again.
  injectFault(pool, 'next', { kind: 'fill' });
  const fault = nextFault(pool);
  platformWorker(pool, 0).terminate();
  const { event } = await fault;
  stroke(map, 30);
  assert.deepEqual(await event.rebuilt, [big]);
  const failed = await outcome(big.findPath({ x: 0, y: 0 }, { x: 1, y: 1 }));
  assert.equal(failed.code, 'worker-failed');
  assert.match(
    failed.error.message,
    /^this RemoteGrid \(grid 2, 512×512\) could not be rebuilt on pathrace worker 2, which replaced worker 1: not enough memory/,
  );
  assert.throws(() => big.setWall({ x: 0, y: 0 }), { code: 'worker-failed' });
  await answersAsSync(map);
  big.dispose();
  await pool.terminate();
});

test('a load in flight when its only worker dies rejects, and the grid it was making is freed', async () => {
  const pool = await pools(1);
  injectFault(pool, 0, { kind: 'throw', on: 'load' });
  const fault = nextFault(pool);
  const loading = outcome(pool.fromRows(['...', '...']));
  const { at, event } = await fault;
  const [loaded] = await settledWithinASecond([loading], at);
  assert.equal(loaded.code, 'worker-failed');
  assert.deepEqual(await event.rebuilt, []);
  assert.equal(recordedMessages(pool), 0);
  const grid = await pool.fromRows(['..#', '...']);
  assert.equal((await grid.findPath({ x: 0, y: 0 }, { x: 2, y: 1 })).found, true);
  await pool.terminate();
});

test("terminate() under the faults: what is outstanding and every later call rejects with 'terminated', the new worker is stopped too, nothing hangs", async () => {
  const n = 400;
  // Called in the fault's listener, with queries the other worker was to answer.
  const pool = await pools(2);
  const slow = await pool.fromRows(slowRows(n));
  injectFault(pool, 0, { kind: 'throw', on: 'findPath' });
  const fault = new Promise((resolve) =>
    pool.addEventListener(
      'fault',
      (event) => {
        resolve({ event, at: performance.now(), stopped: pool.terminate() });
      },
      { once: true },
    ),
  );
  const asked = Array.from({ length: 8 }, () => outcome(slowQuery(slow, n)));
  const { event, at, stopped } = await fault;
  const all = await settledWithinASecond(asked, at);
  await stopped;
  assert.deepEqual(
    all.map((o) => o.code),
    ['worker-failed', 'worker-failed', ...Array(6).fill('terminated')],
  );
  assert.deepEqual(await event.rebuilt, []);
  assert.equal(pool.workers, 0);
  assert.equal(slow.disposed, true);

  // Called while the new worker starts, with queries and edits waiting for it.
  const one = await pools(1);
  const map = await twin(one, 16, 20, 20);
  const fault1 = nextFault(one);
  platformWorker(one, 0).terminate();
  const { event: event1, at: at1 } = await fault1;
  const waiting = [
    outcome(map.remote.connected({ x: 0, y: 0 }, { x: 1, y: 1 })),
    outcome(map.remote.flowField({ x: 0, y: 0 })),
  ];
  map.remote.setWall({ x: 1, y: 1 });
  const stopping = one.terminate();
  assert.deepEqual(
    (await settledWithinASecond(waiting, at1)).map((o) => o.code),
    ['terminated', 'terminated'],
  );
  await stopping;
  assert.deepEqual(await event1.rebuilt, []);
  assert.equal(one.workers, 0);
  assert.equal((await outcome(one.fromRows(['.']))).code, 'terminated');
  assert.equal((await outcome(map.remote.findPath({ x: 0, y: 0 }, { x: 1, y: 1 }))).code, 'disposed');
  assert.throws(() => one.profile('x', {}), { code: 'terminated' });
  map.local.dispose();
});
