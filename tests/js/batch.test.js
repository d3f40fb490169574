// findPaths(queries, options): on a Grid and on a RemoteGrid, the answers
// of findPath asked one by one (on a second Grid made from the same costs,
// the oracle), in order, with mixed options; an empty batch; a mistake that
// names its query and answers nothing; aborts; a worker dying mid-batch;
// and the one message each way per worker that a batch costs.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Grid, PathraceError } from '../../web/lib/node.js';
import { faultSwitch, injectFault, platformWorker } from '../../web/lib/pool.js';
import { PathWorker } from '../../web/lib/worker-node.js';
import { init, randomCosts, randomOpenCell, rng } from './support.js';

let pool;
before(async () => {
  await init();
  pool = await PathWorker.create({ workers: 2 });
  pool.profile('swamp', swamp);
});
after(() => pool.terminate());

const swamp = { 2: 5, 4: 'wall' };

// Options a game mixes in one batch: each query gets one, by its index.
const mixes = [
  {},
  { diagonal: 'never' },
  { algorithm: 'greedy', smooth: true },
  { closest: true, maxExpansions: 40 },
  { size: 2 },
  { within: 3, lineOfSight: true },
  { algorithm: 'dijkstra', terrain: swamp },
  { smooth: true, closest: true },
];

/**
 * `count` queries on a map: random open cells (a few walls, for
 * 'goal-blocked'), every third toward several goals, with the options of
 * `mixes` in turn (`profile`: how a query names the swamp profile).
 */
function randomQueries(random, width, costs, count, profile = swamp) {
  const cell = () =>
    random() < 0.05 ? randomCell(random, width, costs) : randomOpenCell(random, width, costs);
  return Array.from({ length: count }, (_, i) => {
    const options = { ...mixes[i % mixes.length] };
    if (options.terrain) options.terrain = profile;
    const to = i % 3 === 2 ? [cell(), cell(), cell()] : cell();
    return { from: cell(), to, ...options };
  });
}

function randomCell(random, width, costs) {
  const i = Math.floor(random() * costs.length);
  return { x: i % width, y: Math.floor(i / width) };
}

/** The oracle: each query asked of `grid` by findPath, one by one. */
function oneByOne(grid, queries, defaults = {}) {
  return queries.map(({ from, to, ...options }) => grid.findPath(from, to, { ...defaults, ...options }));
}

/** A result as plain data, its lazy `path` read. */
const plain = (result) => ({ ...result, path: result.path, cells: Array.from(result.cells) });

/** A random map: its costs, and a Grid of them as the oracle. */
function randomMap(seed, width, height) {
  const random = rng(seed);
  const costs = randomCosts(random, width, height, 0.25, true);
  return { random, costs, oracle: Grid.fromArray(width, height, costs) };
}

test('grid.findPaths answers what findPath answers for each query, in order', () => {
  for (const seed of [1, 2, 3]) {
    const width = 20 + seed * 7,
      height = 15 + seed * 5;
    const { random, costs, oracle } = randomMap(seed, width, height);
    const grid = Grid.fromArray(width, height, costs);
    const queries = randomQueries(random, width, costs, 60);
    const results = grid.findPaths(queries);
    assert.equal(results.length, queries.length);
    assert.deepEqual(results, oneByOne(oracle, queries), `seed ${seed}`);
    assert.ok(results.some((r) => r.found) && results.some((r) => !r.found), 'both outcomes occur');
    // The second argument's options apply to every query that does not set its own.
    const defaults = { diagonal: 'always', costs: 'classic' };
    assert.deepEqual(grid.findPaths(queries, defaults), oneByOne(oracle, queries, defaults));
    grid.dispose();
    oracle.dispose();
  }
});

test('remote.findPaths answers what findPath answers, after the edits asked before it', async () => {
  for (const seed of [4, 5]) {
    const width = 48,
      height = 40;
    const { random, costs, oracle } = randomMap(seed, width, height);
    const remote = await pool.fromArray(width, height, costs);
    for (let e = 0; e < 30; ++e) {
      const cell = randomCell(random, width, costs);
      const cost = e % 3 === 0 ? 0 : 1 + (e % 4);
      oracle.setTerrain(cell, cost);
      remote.setTerrain(cell, cost);
    }
    const sync = randomQueries(random, width, costs, 101);
    const named = sync.map((q) => (q.terrain ? { ...q, terrain: 'swamp' } : q));
    const asked = remote.findPaths(named, { heuristic: 'euclidean' });
    remote.setWall(sync[0].from); // after the batch: not seen by it
    const results = await asked;
    assert.deepEqual(results.map(plain), oneByOne(oracle, sync, { heuristic: 'euclidean' }).map(plain));
    oracle.setWall(sync[0].from);
    const again = await remote.findPaths(named.slice(0, 9));
    assert.deepEqual(again.map(plain), oneByOne(oracle, sync.slice(0, 9)).map(plain));
    remote.dispose();
    oracle.dispose();
  }
});

test('an empty batch answers an empty array', async () => {
  const grid = Grid.fromRows(['...', '...']);
  assert.deepEqual(grid.findPaths([]), []);
  const remote = await pool.fromRows(['...', '...']);
  assert.deepEqual(await remote.findPaths([]), []);
  grid.dispose();
  remote.dispose();
});

/** The error `f` throws, or the reason `promise` rejects with. */
function thrown(f) {
  try {
    f();
  } catch (error) {
    return error;
  }
  assert.fail('no error');
}
const rejected = (promise) =>
  promise.then(
    () => assert.fail('resolved'),
    (error) => error,
  );

test('a mistake in one query throws, or rejects, with its index and reason, answering nothing', async () => {
  const rows = ['.....', '.#2#.', '.....'];
  const grid = Grid.fromRows(rows);
  const remote = await pool.fromRows(rows);
  const ok = { from: { x: 0, y: 0 }, to: { x: 4, y: 2 } };
  const cases = [
    [
      [ok, { from: { x: 9, y: 0 }, to: ok.to }],
      1,
      'out-of-bounds',
      'findPaths() queries[1]: from (9, 0) is outside',
    ],
    [[ok, ok, { from: ok.from, to: { x: 1.5, y: 0 } }], 2, 'invalid-coordinate', 'queries[2]: to.x must be'],
    [[ok, 'a query'], 1, 'invalid-argument', 'queries[1]: a query is an object { from, to'],
    [[{ from: ok.from }], 0, 'invalid-argument', 'queries[0]: to must be a point'],
    [[ok, { ...ok, algorithm: 'dfs' }], 1, 'invalid-option', 'queries[1]: algorithm "dfs" is not allowed'],
    [[ok, { ...ok, events: false }], 1, 'unknown-option', 'queries[1]: findPath() has no option "events"'],
    [[{ ...ok, signal: AbortSignal.abort() }], 0, 'unknown-option', 'queries[0]: a query takes no signal'],
    [[ok, { ...ok, to: [] }], 1, 'invalid-option', 'queries[1]: tos must hold 1 to'],
    // Only the search knows the grid's terrain: jump point search refuses
    // the cell of terrain 2, named with its query (the others answered, and dropped).
    [
      [ok, ok, ok, { ...ok, algorithm: 'jps' }, ok],
      3,
      'invalid-option',
      'queries[3]: jump point search needs every open cell to cost 1, but cell (2, 1) has terrain 2',
    ],
  ];
  for (const [queries, index, code, words] of cases) {
    for (const error of [thrown(() => grid.findPaths(queries)), await rejected(remote.findPaths(queries))]) {
      assert.ok(error instanceof PathraceError, `${words}: ${error}`);
      assert.equal(error.code, code, error.message);
      assert.equal(error.index, index, error.message);
      assert.ok(error.message.includes(words), error.message);
    }
  }
  const jps = thrown(() => grid.findPaths(cases.at(-1)[0]));
  assert.deepEqual([jps.cell, jps.terrain], [{ x: 2, y: 1 }, 2]);
  // Two mistakes the workers find in different shares: the lower index, as the synchronous loop meets it.
  const twice = [ok, { ...ok, algorithm: 'jps' }, ok, ok, { ...ok, algorithm: 'jps', diagonal: 'never' }];
  assert.equal((await rejected(remote.findPaths(twice))).index, 1);
  assert.equal(thrown(() => grid.findPaths(twice)).index, 1);
  // Mistakes of the batch as a whole name no query.
  for (const [f, code, words] of [
    [() => grid.findPaths(ok), 'invalid-argument', 'findPaths() takes an array of queries'],
    [() => grid.findPaths([ok], { smooth: 'yes' }), 'invalid-option', 'findPaths() options: smooth'],
    [() => grid.findPaths([ok], { signal: AbortSignal.abort() }), 'unknown-option', 'findPaths() options:'],
  ]) {
    const error = thrown(f);
    assert.equal(error.code, code, error.message);
    assert.equal(error.index, undefined);
    assert.ok(error.message.startsWith(words), error.message);
  }
  const signalled = await rejected(remote.findPaths([ok], { signal: 'stop' }));
  assert.equal(signalled.code, 'invalid-option');
  // The pool and the grid answer on after a mistake.
  assert.deepEqual((await remote.findPaths([ok])).map(plain), grid.findPaths([ok]).map(plain));
  grid.dispose();
  remote.dispose();
});

/** Counts the messages each worker of `pool` gets and sends from now on. */
function countMessages(pool) {
  const counts = [];
  for (let i = 0; i < pool.workers; ++i) {
    const worker = platformWorker(pool, i);
    const count = { sent: 0, answered: 0 };
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (...args) => {
      ++count.sent;
      return post(...args);
    };
    worker.on('message', () => ++count.answered);
    counts.push(count);
  }
  return counts;
}

test('a batch is one message each way per worker, however many queries it holds', async () => {
  const local = await PathWorker.create({ workers: 2 });
  const { random, costs, oracle } = randomMap(6, 64, 64);
  const remote = await local.fromArray(64, 64, costs);
  const queries = randomQueries(random, 64, costs, 400).map(({ terrain: _unused, ...q }) => q);
  const counts = countMessages(local);
  const results = await remote.findPaths(queries);
  assert.deepEqual(counts, [
    { sent: 1, answered: 1 },
    { sent: 1, answered: 1 },
  ]);
  assert.deepEqual(results.map(plain), oneByOne(oracle, queries).map(plain));
  // findPath one by one costs a message each way per query.
  await Promise.all(
    queries.slice(0, 10).map(({ from, to, ...options }) => remote.findPath(from, to, options)),
  );
  assert.equal(counts[0].sent + counts[1].sent, 2 + 10);
  // A mistake found on the calling thread sends nothing.
  await rejected(remote.findPaths([...queries, { from: { x: -1, y: 0 }, to: { x: 0, y: 0 } }]));
  assert.equal(counts[0].sent + counts[1].sent, 12);
  oracle.dispose();
  await local.terminate();
});

// A batch that takes a while: Dijkstra over an open map toward a walled-in goal, many times.
const slowRows = (n) =>
  Array.from({ length: n }, (_, y) =>
    y === n - 2 ? '.'.repeat(n - 3) + '###' : y === n - 1 ? '.'.repeat(n - 3) + '#.#' : '.'.repeat(n),
  );
const slowBatch = (n, count) =>
  Array.from({ length: count }, () => ({
    from: { x: 0, y: 0 },
    to: { x: n - 2, y: n - 1 },
    algorithm: 'dijkstra',
  }));

test('an AbortSignal aborts the whole batch, before or while the workers answer it', async () => {
  const n = 400;
  const slow = await pool.fromRows(slowRows(n));
  const before = await rejected(slow.findPaths(slowBatch(n, 4), { signal: AbortSignal.abort() }));
  assert.equal(before.name, 'AbortError');
  const controller = new AbortController();
  const started = performance.now();
  const asked = rejected(slow.findPaths(slowBatch(n, 40), { signal: controller.signal }));
  // Aborted once the batch is on its way to the workers (a timer could fire after they answered).
  controller.abort();
  const during = await asked;
  assert.equal(during.name, 'AbortError');
  assert.ok(performance.now() - started < 1000, 'rejected when aborted, not when answered');
  // The workers answer on: the dropped answers free nothing a later query needs.
  const after = await slow
    .findPaths([{ from: { x: 0, y: 0 }, to: { x: 3, y: 3 } }], { signal: controller.signal })
    .catch((e) => e.name);
  assert.equal(after, 'AbortError');
  const [r] = await slow.findPaths([{ from: { x: 0, y: 0 }, to: { x: 3, y: 3 } }]);
  assert.equal(r.cost, 3 * Math.SQRT2);
  slow.dispose();
});

test("a worker that dies mid-batch rejects it with 'worker-failed', and no edit is lost", async () => {
  const faulty = await PathWorker.create({ workers: 2, [faultSwitch]: true });
  const width = 40,
    height = 30;
  const { random, costs, oracle } = randomMap(7, width, height);
  const remote = await faulty.fromArray(width, height, costs);
  const draw = (count) => {
    for (let e = 0; e < count; ++e) {
      const cell = randomCell(random, width, costs);
      oracle.setWall(cell);
      remote.setWall(cell);
    }
  };
  draw(50);
  const queries = randomQueries(random, width, costs, 80).map(({ terrain: _unused, ...q }) => q);
  injectFault(faulty, 1, { kind: 'exit', on: 'findPaths' });
  const fault = new Promise((resolve) => faulty.addEventListener('fault', resolve, { once: true }));
  const error = await rejected(remote.findPaths(queries));
  assert.equal(error.code, 'worker-failed');
  assert.match(
    error.message,
    /worker 2 failed .* answering 40 of a batch of 80 findPaths on grid 1; this batch of 80 findPaths on grid 1 had a share in its hands/,
  );
  draw(20); // while the new worker starts: queued for it
  const event = await fault;
  assert.equal(event.rejected, 1);
  assert.deepEqual(await event.rebuilt, []);
  const results = await remote.findPaths(queries);
  assert.deepEqual(results.map(plain), oneByOne(oracle, queries).map(plain));
  oracle.dispose();
  await faulty.terminate();
});
