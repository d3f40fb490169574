// The prepared tier through the package and the pool: grid.prepare({ jumps })
// makes 'jps' read a jump table, with the answers of the unprepared grid
// (and the tests' own Dijkstra) under every diagonal rule and through
// edits; its readout, its errors, and RemoteGrid.prepare() on the workers.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Grid, PathraceError, vocabulary } from '../../web/lib/node.js';
import { PathWorker } from '../../web/lib/worker-node.js';
import { costsFrom } from './grid-oracle.js';
import { errorCode, init, randomCosts, randomOpenCell, rng } from './support.js';

let pool;
before(async () => {
  await init();
  pool = await PathWorker.create({ workers: 2 });
});
after(() => pool.terminate());

const diagonals = ['never', 'no-corner-cutting', 'at-most-one-blocked', 'always'];

function same(prepared, online, what) {
  assert.equal(prepared.found, online.found, what);
  assert.equal(prepared.cost, online.cost, what);
  assert.deepEqual(prepared.cells, online.cells, what);
  assert.equal(prepared.expanded, online.expanded, what);
}

test('a prepared grid answers jps as an unprepared one and the oracle, through edits', () => {
  const random = rng(2424);
  let compared = 0;
  for (let m = 0; m < 24; ++m) {
    const width = 5 + Math.floor(random() * 40),
      height = 5 + Math.floor(random() * 40);
    const costs = randomCosts(random, width, height, random() * 0.4);
    const diagonal = diagonals[m % 4];
    const prepared = Grid.fromArray(width, height, costs),
      online = Grid.fromArray(width, height, costs);
    prepared.prepare({ jumps: true, diagonal });
    for (let e = 0; e < 12; ++e) {
      const start = randomOpenCell(random, width, costs),
        goal = randomOpenCell(random, width, costs);
      const options = { algorithm: 'jps', diagonal };
      const r = prepared.findPath(start, goal, options);
      same(r, online.findPath(start, goal, options), `${diagonal} map ${m} edit ${e}`);
      const { cost } = costsFrom(costs, width, height, [start.y * width + start.x], { diagonal });
      const want = cost[goal.y * width + goal.x];
      if (want === Infinity) assert.equal(r.found, false);
      else assert.ok(Math.abs(r.cost - want) <= 1e-9 * want, `${r.cost} vs the oracle's ${want}`);
      ++compared;
      // An edit: a wall made or cleared, on both grids and in the oracle's costs.
      const x = Math.floor(random() * width),
        y = Math.floor(random() * height);
      const wall = costs[y * width + x] !== 0;
      costs[y * width + x] = wall ? 0 : 1;
      prepared.setWall({ x, y }, wall);
      online.setWall({ x, y }, wall);
    }
    assert.deepEqual(prepared.prepared, { jumps: true, diagonal, bytes: (width + 2) * (height + 2) * 16 });
    prepared.dispose();
    online.dispose();
  }
  assert.equal(compared, 24 * 12);
});

test('prepared is null until prepare({ jumps: true }) and after { jumps: false }; other rules jump online', () => {
  const grid = Grid.fromRows(['....#....', '.##.#.##.', '.........', '#.#####.#', '.........']);
  const plain = Grid.fromRows(['....#....', '.##.#.##.', '.........', '#.#####.#', '.........']);
  assert.equal(grid.prepared, null);
  grid.prepare({ jumps: true });
  assert.deepEqual(grid.prepared, { jumps: true, diagonal: 'no-corner-cutting', bytes: 11 * 7 * 16 });
  for (const diagonal of diagonals) {
    const options = { algorithm: 'jps', diagonal };
    same(
      grid.findPath({ x: 0, y: 0 }, { x: 8, y: 4 }, options),
      plain.findPath({ x: 0, y: 0 }, { x: 8, y: 4 }, options),
      diagonal,
    );
  }
  grid.prepare({ jumps: true, diagonal: 'never' });
  assert.equal(grid.prepared.diagonal, 'never');
  grid.prepare({ jumps: false });
  assert.equal(grid.prepared, null);
  grid.dispose();
  plain.dispose();
});

test('prepare() refuses bad options and grids past the limit with PathraceErrors', () => {
  const grid = Grid.fromRows(['...', '...']);
  assert.equal(
    errorCode(() => grid.prepare()),
    'invalid-argument',
  );
  assert.equal(
    errorCode(() => grid.prepare(null)),
    'invalid-argument',
  );
  assert.equal(
    errorCode(() => grid.prepare({})),
    'invalid-option',
  );
  assert.equal(
    errorCode(() => grid.prepare({ jumps: 'yes' })),
    'invalid-option',
  );
  assert.equal(
    errorCode(() => grid.prepare({ jumps: true, diagonal: 'sometimes' })),
    'invalid-option',
  );
  assert.equal(
    errorCode(() => grid.prepare({ jumps: true, size: 2 })),
    'unknown-option',
  );
  assert.equal(grid.prepared, null);
  // 4095 × 4095: 4097² cells with the border, just past 2^24.
  assert.equal(vocabulary.limits.maxPreparedCells, 2 ** 24);
  const big = new Grid(4095, 4095);
  try {
    big.prepare({ jumps: true });
    assert.fail('a 4095×4095 grid was prepared');
  } catch (error) {
    assert.ok(error instanceof PathraceError);
    assert.equal(error.code, 'out-of-memory');
    assert.equal(error.limit, 2 ** 24);
    assert.match(error.message, /16777216 cells/);
  }
  assert.equal(big.prepared, null);
  big.dispose();
  grid.dispose();
  assert.equal(
    errorCode(() => grid.prepare({ jumps: true })),
    'disposed',
  );
  assert.equal(
    errorCode(() => grid.prepared),
    'disposed',
  );
});

test('RemoteGrid.prepare() reaches every worker before later queries and its edits repair it there', async () => {
  const random = rng(77);
  const width = 48,
    height = 40;
  const costs = randomCosts(random, width, height, 0.3);
  const remote = await pool.fromArray(width, height, costs);
  const local = Grid.fromArray(width, height, costs);
  assert.equal(
    errorCode(() => remote.prepare({ jumps: 1 })),
    'invalid-option',
  );
  assert.equal(
    errorCode(() => remote.prepare({ jumps: true, when: 'now' })),
    'unknown-option',
  );
  remote.prepare({ jumps: true, diagonal: 'always' });
  for (let e = 0; e < 6; ++e) {
    const asked = [];
    for (let q = 0; q < 4; ++q) {
      const start = randomOpenCell(random, width, costs),
        goal = randomOpenCell(random, width, costs);
      asked.push([remote.findPath(start, goal, { algorithm: 'jps', diagonal: 'always' }), start, goal]);
    }
    for (const [answer, start, goal] of asked) {
      const r = await answer;
      same(r, local.findPath(start, goal, { algorithm: 'jps', diagonal: 'always' }), `edit ${e}`);
    }
    const x = Math.floor(random() * width),
      y = Math.floor(random() * height);
    const wall = costs[y * width + x] !== 0;
    costs[y * width + x] = wall ? 0 : 1;
    remote.setWall({ x, y }, wall);
    local.setWall({ x, y }, wall);
  }
  remote.prepare({ jumps: false });
  const start = randomOpenCell(random, width, costs),
    goal = randomOpenCell(random, width, costs);
  same(
    await remote.findPath(start, goal, { algorithm: 'jps' }),
    local.findPath(start, goal, { algorithm: 'jps' }),
    'dropped',
  );
  remote.dispose();
  local.dispose();
  assert.equal(
    errorCode(() => remote.prepare({ jumps: true })),
    'disposed',
  );
});
