// findPath's game options through the package: closest (the reachable cell
// nearest an unreachable goal), maxExpansions (a budget), and "no path" at
// once between cells that no path joins. The oracle is a breadth-first search
// written here (4-connected, plain terrain: every step costs 1).
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Grid } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { PathWorker } from '../../web/lib/worker-node.js';
import { checkPathShape, errorCode, init, randomCosts, randomOpenCell, rng } from './support.js';

const four = { diagonal: 'never' }; // Manhattan by default
let pool;
before(async () => {
  await init();
  pool = await PathWorker.create({ workers: 2 });
});
after(() => pool?.terminate());

// Steps from `start` to every cell (Infinity where unreachable), 4-connected.
function bfs(costs, width, height, start) {
  const dist = new Float64Array(costs.length).fill(Infinity);
  const queue = [start.y * width + start.x];
  dist[queue[0]] = 0;
  for (let head = 0; head < queue.length; ++head) {
    const c = queue[head],
      x = c % width,
      y = (c - x) / width;
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ]) {
      if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
      const n = ny * width + nx;
      if (costs[n] === 0 || dist[n] !== Infinity) continue;
      dist[n] = dist[c] + 1;
      queue.push(n);
    }
  }
  return dist;
}

const manhattan = (a, b) => Math.abs(a.x - b.x) + Math.abs(a.y - b.y);

test('closest: an unreachable goal gives the path to the reachable cell nearest it (h, then g)', () => {
  const random = rng(41);
  let cutOff = 0,
    walls = 0;
  for (let map = 0; map < 60; ++map) {
    const width = 8 + Math.floor(random() * 30),
      height = 8 + Math.floor(random() * 20);
    const costs = randomCosts(random, width, height, 0.3 + random() * 0.15);
    const grid = Grid.fromArray(width, height, costs);
    for (let q = 0; q < 10; ++q) {
      const start = randomOpenCell(random, width, costs);
      const goal = { x: Math.floor(random() * width), y: Math.floor(random() * height) };
      const dist = bfs(costs, width, height, start);
      const r = grid.findPath(start, goal, { ...four, closest: true });
      assert.equal(checkPathShape(grid, r, start, r.reached), null);
      assert.equal(r.cost, r.path.length - 1);
      if (dist[goal.y * width + goal.x] !== Infinity) {
        assert.equal(r.status, 'found');
        assert.deepEqual(r.reached, goal);
        continue;
      }
      const wall = costs[goal.y * width + goal.x] === 0;
      wall ? ++walls : ++cutOff;
      assert.equal(r.found, false);
      assert.equal(r.status, wall ? 'goal-blocked' : 'no-path');
      let best = { h: Infinity, g: Infinity };
      for (let c = 0; c < costs.length; ++c) {
        if (dist[c] === Infinity) continue;
        const h = manhattan({ x: c % width, y: Math.floor(c / width) }, goal);
        if (h < best.h || (h === best.h && dist[c] < best.g)) best = { h, g: dist[c] };
      }
      assert.deepEqual({ h: manhattan(r.reached, goal), g: r.cost }, best);
    }
    grid.dispose();
  }
  assert.ok(cutOff > 30 && walls > 30, `${cutOff} cut off, ${walls} walls`);
});

test('maxExpansions: never exceeded; short of the need it ends with limit, and closest gives the best so far', () => {
  const random = rng(7);
  const width = 40,
    height = 30;
  const costs = randomCosts(random, width, height, 0.2);
  const grid = Grid.fromArray(width, height, costs);
  let limited = 0;
  for (let q = 0; q < 60; ++q) {
    const start = randomOpenCell(random, width, costs),
      goal = randomOpenCell(random, width, costs);
    const whole = grid.findPath(start, goal, four);
    // (expanded 0: start and goal apart, answered without a search)
    for (const n of [1, Math.floor(whole.expanded / 2) || 1, Math.max(1, whole.expanded)]) {
      const r = grid.findPath(start, goal, { ...four, maxExpansions: n });
      assert.ok(r.expanded <= n);
      if (n >= whole.expanded || whole.expanded === 0) {
        assert.equal(r.status, whole.status);
        continue;
      }
      ++limited;
      assert.equal(r.status, 'limit');
      assert.equal(r.expanded, n);
      assert.deepEqual([r.path, r.reached], [[], null]);
      const near = grid.findPath(start, goal, { ...four, maxExpansions: n, closest: true });
      assert.equal(near.status, 'limit');
      assert.equal(checkPathShape(grid, near, start, near.reached), null);
      assert.ok(manhattan(near.reached, goal) <= manhattan(start, goal));
    }
  }
  assert.ok(limited > 50);
  grid.dispose();
});

test('cells no path joins answer no-path at once (expanded 0); closest still searches', () => {
  // Two rooms split by a wall column.
  const grid = Grid.fromRows(['....#....', '....#....', '....#....']);
  const r = grid.findPath({ x: 0, y: 0 }, { x: 8, y: 2 });
  assert.deepEqual([r.status, r.expanded, r.path.length], ['no-path', 0, 0]);
  const near = grid.findPath({ x: 0, y: 0 }, { x: 8, y: 2 }, { closest: true });
  assert.equal(near.status, 'no-path');
  assert.ok(near.expanded > 0);
  assert.deepEqual(near.reached, { x: 3, y: 2 });
  // A wall edit that joins the rooms is seen by the next query.
  grid.setWall({ x: 4, y: 1 }, false);
  assert.equal(grid.findPath({ x: 0, y: 0 }, { x: 8, y: 2 }).status, 'found');
  grid.dispose();
});

test('bad closest and maxExpansions values are refused with invalid-option; the module goes on', () => {
  const grid = Grid.fromRows(['....', '....']);
  const a = { x: 0, y: 0 },
    b = { x: 3, y: 1 };
  for (const options of [
    { closest: 'yes' },
    { closest: 1 },
    { maxExpansions: 0 },
    { maxExpansions: 1.5 },
    { maxExpansions: -3 },
    { maxExpansions: '5' },
    { maxExpansions: Infinity },
    { closest: true, algorithm: 'jps' },
  ])
    assert.equal(
      errorCode(() => grid.findPath(a, b, options)),
      'invalid-option',
      JSON.stringify(options),
    );
  assert.equal(
    errorCode(() => grid.search(a, b, { closest: true })),
    'unknown-option',
  );
  assert.equal(grid.findPath(a, b, { maxExpansions: 100 }).status, 'found');
  grid.dispose();
});

test('through the worker pool: the same answers as the synchronous API', async () => {
  const random = rng(3);
  const width = 30,
    height = 20;
  const costs = randomCosts(random, width, height, 0.35);
  const grid = Grid.fromArray(width, height, costs);
  const remote = await pool.fromArray(width, height, costs);
  for (let q = 0; q < 40; ++q) {
    const start = randomOpenCell(random, width, costs);
    const goal = { x: Math.floor(random() * width), y: Math.floor(random() * height) };
    const options = { closest: true, maxExpansions: 1 + Math.floor(random() * 200), smooth: true };
    const sync = grid.findPath(start, goal, options);
    const far = await remote.findPath(start, goal, options);
    for (const key of ['status', 'cost', 'reached', 'expanded', 'waypoints', 'waypointLength'])
      assert.deepEqual(far[key], sync[key], key);
    assert.deepEqual(far.path, sync.path);
  }
  await assert.rejects(remote.findPath({ x: 0, y: 0 }, { x: 1, y: 1 }, { maxExpansions: 0 }), {
    code: 'invalid-option',
  });
  remote.dispose();
  grid.dispose();
});
