// What happens to a PathWorker when a worker dies, run the same way in Node
// (tests/js/worker-faults.test.js) and in Chromium's module workers
// (tests/e2e/worker-faults.test.js, which serves this file to the page).
// Each scenario takes `lib` — PathWorker, Grid and pool.js's test exports
// (faultSwitch, injectFault, platformWorker, recordedMessages) — and returns
// plain values for the test to assert on: each Promise's outcome, how long
// after the fault the last one settled, the 'fault' event, and whether the
// pool's answers after it equal the synchronous Grid's on the same edits.
import { randomCosts, randomOpenCell, rng } from './random.js';

const profile = { 2: 4, 3: 'wall' };

/** A pool with the test-only fault switch, and the swamp profile defined. */
async function faultyPool(lib, workers) {
  const pool = await lib.PathWorker.create({ workers, [lib.faultSwitch]: true });
  pool.profile('swamp', profile);
  return pool;
}

/** The next 'fault' event of `pool`, and when it came; `then` runs in the listener. */
function nextFault(pool, then = () => {}) {
  return new Promise((resolve) =>
    pool.addEventListener(
      'fault',
      (event) => {
        then(event);
        resolve({ event, at: performance.now() });
      },
      { once: true },
    ),
  );
}

/** A promise's outcome: { value } or { code, message }, and when it settled. */
function outcome(promise) {
  return promise.then(
    (value) => ({ value, at: performance.now() }),
    (error) => ({ code: error.code ?? error.name, message: error.message, at: performance.now() }),
  );
}

/**
 * The outcomes once all have settled, or 'pending' for those still pending
 * a second after the fault (`since`): the deadline is what is tested,
 * nothing waits for it to pass. `late` is when the last settled, in ms after
 * the fault.
 */
async function settled(outcomes, since) {
  let timer;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(resolve, Math.max(0, since + 1000 - performance.now()));
  });
  const done = [];
  outcomes.forEach((o, i) => o.then((x) => (done[i] = x)));
  await Promise.race([Promise.all(outcomes), deadline]);
  clearTimeout(timer);
  const all = outcomes.map((_, i) => done[i] ?? { code: 'pending', at: Infinity });
  return {
    codes: all.map((o) => o.code ?? 'answered'),
    messages: all.map((o) => o.message),
    values: all.map((o) => o.value),
    late: Math.max(0, ...all.map((o) => o.at - since)),
  };
}

/** The event as plain values, its `rebuilt` awaited: the sizes of the grids that could not be rebuilt. */
async function described(event) {
  const rebuilt = await event.rebuilt;
  return {
    code: event.error.code,
    message: event.error.message,
    worker: event.worker,
    rejected: event.rejected,
    unbuilt: rebuilt.map((g) => `${g.width}×${g.height}`),
  };
}

/** What `asked` came to (without the values) and the fault, `rebuilt` awaited. */
async function afterFault(asked, event, at) {
  const result = await settled(asked, at);
  delete result.values;
  result.fault = await described(event);
  return result;
}

// A query that takes a while: Dijkstra over an open map toward a walled-in goal.
const slowRows = (n) =>
  Array.from({ length: n }, (_, y) =>
    y === n - 2 ? '.'.repeat(n - 3) + '###' : y === n - 1 ? '.'.repeat(n - 3) + '#.#' : '.'.repeat(n),
  );
const slowQuery = (grid, n) =>
  grid.findPath({ x: 0, y: 0 }, { x: n - 2, y: n - 1 }, { algorithm: 'dijkstra' });

/** A random map held twice: as a synchronous Grid (the oracle) and as the pool's RemoteGrid. */
async function twin(lib, pool, seed, width, height) {
  const random = rng(seed);
  const costs = randomCosts(random, width, height, 0.25, true);
  return {
    random,
    costs,
    local: lib.Grid.fromArray(width, height, costs),
    remote: await pool.fromArray(width, height, costs),
  };
}

/** Walls and terrain on both copies: a stroke in one task, as a game's pointer draws it. */
function stroke({ random, local, remote }, count) {
  for (let e = 0; e < count; ++e) {
    const cell = { x: Math.floor(random() * local.width), y: Math.floor(random() * local.height) };
    const cost = e % 3 === 0 ? 0 : 1 + (e % 5);
    local.setTerrain(cell, cost);
    remote.setTerrain(cell, cost);
  }
}

const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Whether the pool answers as the synchronous API: paths, connectivity and
 * flow fields (with the profile by name) on random pairs; true, or the
 * first query that differs.
 */
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
      expected.push(local.flowField(goal, { terrain: profile }));
      answers.push(remote.flowField(goal, { terrain: 'swamp' }));
    }
  }
  const got = await Promise.all(answers);
  const differs = got.findIndex((answer, i) => !same(answer, expected[i]));
  return differs === -1 || `answer ${differs} differs: ${JSON.stringify(got[differs]).slice(0, 200)}`;
}

/** One worker, stopped from outside in the middle of a slow query, one more in its hands and two queued. */
async function stoppedMidQuery(lib) {
  const pool = await faultyPool(lib, 1);
  const n = 600;
  const slow = await pool.fromRows(slowRows(n));
  const map = await twin(lib, pool, 11, 40, 30);
  stroke(map, 60);
  const fault = nextFault(pool);
  const asked = [
    slowQuery(slow, n),
    slowQuery(slow, n),
    slowQuery(slow, n),
    map.remote.findPath({ x: 0, y: 0 }, { x: 5, y: 5 }),
  ].map(outcome);
  lib.platformWorker(pool, 0).terminate();
  const { event, at } = await fault;
  stroke(map, 40); // while the new worker starts: queued for it, not lost
  const after = outcome(map.remote.connected({ x: 0, y: 0 }, { x: 1, y: 1 }));
  const result = await settled(asked, at);
  result.fault = await described(event);
  result.workers = pool.workers;
  result.askedDuringRebuild = same((await after).value, map.local.connected({ x: 0, y: 0 }, { x: 1, y: 1 }));
  result.sameAsSync = await answersAsSync(map);
  result.slowAfter = (await slowQuery(slow, n)).status;
  await pool.terminate();
  return result;
}

/** Two workers; the first throws an error it does not catch on its first findPath, with eight more queries asked. */
async function throwsMidQuery(lib) {
  const pool = await faultyPool(lib, 2);
  const map = await twin(lib, pool, 12, 48, 36);
  stroke(map, 80);
  lib.injectFault(pool, 0, { kind: 'throw', on: 'findPath' });
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
  const result = await settled(asked, at);
  result.answeredAsSync = result.values.every((v, i) => v === undefined || same(v, expected[i]));
  delete result.values;
  result.fault = await described(event);
  stroke(map, 30);
  result.sameAsSync = await answersAsSync(map, 40);
  await pool.terminate();
  return result;
}

/**
 * Two workers on a 64² grid edited 3,000 times (the record folds the edits
 * into a copy of the costs); one dies on the 50th edit of a stroke of 200,
 * then the other is stopped from outside, so that every answer comes from
 * rebuilt workers.
 */
async function diesMidStroke(lib) {
  const pool = await faultyPool(lib, 2);
  const map = await twin(lib, pool, 13, 64, 64);
  for (let round = 0; round < 6; ++round) {
    stroke(map, 500);
    await answersAsSync(map, 2); // lets the copies of the costs come back between strokes
  }
  const recorded = lib.recordedMessages(pool);
  lib.injectFault(pool, 1, { kind: 'throw', on: 'setTerrain', after: 50 });
  const fault = nextFault(pool);
  stroke(map, 200);
  // Four queries, two in each worker's hands: the pool waits for the dying one.
  const asked = Array.from({ length: 4 }, (_, i) =>
    outcome(map.remote.findPath({ x: 0, y: 0 }, { x: 63, y: i })),
  );
  const { event, at } = await fault;
  stroke(map, 100); // while the new worker rebuilds
  const result = await afterFault(asked, event, at);
  result.recorded = recorded;
  const second = nextFault(pool);
  lib.platformWorker(pool, 0).terminate();
  result.second = await described((await second).event);
  result.sameAsSync = await answersAsSync(map, 60);
  await pool.terminate();
  return result;
}

/** One worker that exits (a browser's closes itself, silently) as a flow field reaches it, two queries behind it. */
async function exitsMidFlowField(lib) {
  const pool = await faultyPool(lib, 1);
  const map = await twin(lib, pool, 14, 50, 40);
  stroke(map, 40);
  lib.injectFault(pool, 0, { kind: 'exit', on: 'flowField' });
  const fault = nextFault(pool);
  const goal = randomOpenCell(map.random, 50, map.costs);
  const asked = [
    map.remote.flowField(goal),
    map.remote.findPath(goal, goal),
    map.remote.connected(goal, goal),
  ].map(outcome);
  const { event, at } = await fault;
  const result = await afterFault(asked, event, at);
  result.fieldAsSync = same(await map.remote.flowField(goal), map.local.flowField(goal));
  result.sameAsSync = await answersAsSync(map);
  await pool.terminate();
  return result;
}

/**
 * Memory: a worker whose memory is taken answers 'out-of-memory' for a grid
 * and lives; then its replacement starts as full and cannot rebuild the
 * 512² grid, which rejects every call while the small grid works on.
 */
async function outOfMemory(lib) {
  const pool = await faultyPool(lib, 1);
  const map = await twin(lib, pool, 15, 30, 20);
  const big = await pool.fromArray(512, 512, new Uint8Array(512 * 512).fill(1));
  stroke(map, 30);
  lib.injectFault(pool, 0, { kind: 'fill' });
  let faults = 0;
  pool.addEventListener('fault', () => ++faults);
  const tooLarge = await outcome(pool.fromArray(256, 256, new Uint8Array(256 * 256).fill(1)));
  const result = {
    tooLarge: tooLarge.code,
    faultsAfterTooLarge: faults,
    sameWhenFull: await answersAsSync(map, 4),
  };
  lib.injectFault(pool, 'next', { kind: 'fill' });
  const fault = nextFault(pool);
  lib.platformWorker(pool, 0).terminate();
  const { event } = await fault;
  stroke(map, 30);
  result.fault = await described(event);
  const failed = await outcome(big.findPath({ x: 0, y: 0 }, { x: 1, y: 1 }));
  result.bigQuery = [failed.code, failed.message];
  try {
    big.setWall({ x: 0, y: 0 });
    result.bigEdit = 'accepted';
  } catch (error) {
    result.bigEdit = error.code;
  }
  result.sameAsSync = await answersAsSync(map);
  big.dispose();
  await pool.terminate();
  return result;
}

/** One worker that throws as a load reaches it: the load rejects, and the grid it was making is freed. */
async function diesMidLoad(lib) {
  const pool = await faultyPool(lib, 1);
  lib.injectFault(pool, 0, { kind: 'throw', on: 'load' });
  const fault = nextFault(pool);
  const loading = [outcome(pool.fromRows(['...', '...']))];
  const { at, event } = await fault;
  const result = await afterFault(loading, event, at);
  result.recorded = lib.recordedMessages(pool);
  const grid = await pool.fromRows(['..#', '...']);
  result.after = (await grid.findPath({ x: 0, y: 0 }, { x: 2, y: 1 })).found;
  await pool.terminate();
  return result;
}

/**
 * terminate() under the faults: in the fault's listener with queries the
 * other worker was to answer, and while a lone worker's replacement starts
 * with queries and an edit waiting for it.
 */
async function terminatedUnderFaults(lib) {
  const n = 800;
  const pool = await faultyPool(lib, 2);
  const slow = await pool.fromRows(slowRows(n));
  let stopped;
  const fault = nextFault(pool, () => (stopped = pool.terminate()));
  // The first worker throws before it reads the two queries it takes; the
  // other worker is answering slow ones when the pool hears of it.
  lib.injectFault(pool, 0, { kind: 'throw' });
  const asked = Array.from({ length: 8 }, () => outcome(slowQuery(slow, n)));
  const { event, at } = await fault;
  const inListener = await afterFault(asked, event, at);
  await stopped;
  inListener.workers = pool.workers;
  inListener.disposed = slow.disposed;

  const one = await faultyPool(lib, 1);
  const map = await twin(lib, one, 16, 20, 20);
  const fault1 = nextFault(one);
  lib.platformWorker(one, 0).terminate();
  const { event: event1, at: at1 } = await fault1;
  const waiting = [
    map.remote.connected({ x: 0, y: 0 }, { x: 1, y: 1 }),
    map.remote.flowField({ x: 0, y: 0 }),
  ].map(outcome);
  map.remote.setWall({ x: 1, y: 1 });
  const stopping = one.terminate();
  const whileStarting = await afterFault(waiting, event1, at1);
  await stopping;
  whileStarting.workers = one.workers;
  whileStarting.load = (await outcome(one.fromRows(['.']))).code;
  whileStarting.query = (await outcome(map.remote.findPath({ x: 0, y: 0 }, { x: 1, y: 1 }))).code;
  try {
    one.profile('x', {});
  } catch (error) {
    whileStarting.profile = error.code;
  }
  map.local.dispose();
  return { inListener, whileStarting };
}

/** Each scenario by name, with the sentence its test is called by. */
export const scenarios = {
  stoppedMidQuery: [
    'stopped from outside mid-query with queries queued: each rejects at once, and the new worker answers as the grid with every edit',
    stoppedMidQuery,
  ],
  throwsMidQuery: [
    'an error thrown inside a worker mid-query: its queries reject, the other worker answers the rest, the profile and the edits survive',
    throwsMidQuery,
  ],
  diesMidStroke: [
    'a worker dies during a stroke of edits: no edit is lost, also after the record folded 3,000 edits into a copy of the costs',
    diesMidStroke,
  ],
  exitsMidFlowField: [
    'a worker exits during a flow field: it and the queries behind it reject, and the new worker answers as the grid',
    exitsMidFlowField,
  ],
  outOfMemory: [
    "memory: a too-large grid is an error the worker survives; a grid the new worker cannot rebuild rejects with 'worker-failed' and says so, the others work on",
    outOfMemory,
  ],
  diesMidLoad: [
    'a load in flight when its only worker dies rejects, and the grid it was making is freed',
    diesMidLoad,
  ],
  terminatedUnderFaults: [
    "terminate() under the faults: what is outstanding and every later call rejects with 'terminated', the new worker is stopped too",
    terminatedUnderFaults,
  ],
};
