// findPath(…, { smooth: true }) against an independent line-of-sight oracle:
// exact segment/box intersection in integer arithmetic, written here and
// sharing nothing with the engine's cell walk. Every waypoint segment must
// cross only open cells no costlier than the path it stands for and pass
// corners as the query's corner rule allows; the waypoints must run from
// start to goal along the path; their length never exceeds the cost on
// plain terrain; and the worker pool must answer exactly as the grid does.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Grid } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { PathWorker } from '../../web/lib/worker-node.js';
import { sightProblem } from './grid-oracle.js';
import { errorCode, init, randomCosts, randomOpenCell, rng } from './support.js';

const diagonals = ['never', 'no-corner-cutting', 'at-most-one-blocked', 'always'];

let pool;
before(async () => {
  await init();
  pool = await PathWorker.create({ workers: 2 });
});
after(() => pool.terminate());

test('the oracle itself: walls, corners and terrain as the definition says', () => {
  const rows = ['...', '.#.', '...'];
  const costs = Uint8Array.from(rows.join(''), (c) => (c === '#' ? 0 : 1));
  const at = (x, y) => ({ x, y });
  assert.match(sightProblem(costs, 3, at(0, 1), at(2, 1), 'always', 1), /wall \(1, 1\)/);
  assert.equal(sightProblem(costs, 3, at(0, 0), at(2, 0), 'no-corner-cutting', 1), null);
  assert.match(sightProblem(costs, 3, at(0, 0), at(1, 1), 'always', 1), /wall/);
  // (0, 1) → (1, 0) touches the wall (1, 1) only at the corner (1, 1).
  assert.match(sightProblem(costs, 3, at(0, 1), at(1, 0), 'no-corner-cutting', 1), /corner \(1, 1\)/);
  assert.match(sightProblem(costs, 3, at(0, 1), at(1, 0), 'never', 1), /corner/);
  assert.equal(sightProblem(costs, 3, at(0, 1), at(1, 0), 'at-most-one-blocked', 1), null);
  const two = Uint8Array.from(['#.', '.#'].join(''), (c) => (c === '#' ? 0 : 1));
  assert.match(sightProblem(two, 2, at(1, 0), at(0, 1), 'at-most-one-blocked', 1), /2 wall/);
  assert.equal(sightProblem(two, 2, at(1, 0), at(0, 1), 'always', 1), null);
  // (0, 0) → (2, 1) clips (1, 0) and (1, 1) away from any corner.
  const slow = Uint8Array.from([1, 3, 1, 1, 1, 1], Number);
  assert.match(sightProblem(slow, 3, at(0, 0), at(2, 1), 'always', 1), /terrain 3 > the path's 1/);
  assert.equal(sightProblem(slow, 3, at(0, 0), at(2, 1), 'always', 3), null);
});

const samePoint = (a, b) => a.x === b.x && a.y === b.y;

/** Everything wrong with one smoothed result, or null. */
function waypointProblem(costs, width, result, diagonal) {
  const { path, waypoints, waypointLength } = result;
  if (!samePoint(waypoints[0], path[0])) return 'does not start at the start';
  if (!samePoint(waypoints.at(-1), path.at(-1))) return 'does not end at the goal';
  let length = 0,
    k = 0; // where the previous waypoint is on the path
  for (let w = 1; w < waypoints.length; ++w) {
    const a = waypoints[w - 1],
      b = waypoints[w];
    let j = k + 1;
    while (j < path.length && !samePoint(path[j], b)) ++j;
    if (j === path.length) return `waypoint ${w} (${b.x}, ${b.y}) is not on the path after waypoint ${w - 1}`;
    // The costliest cell of the stretch of path the segment stands for.
    let maxTerrain = 0;
    for (let i = k; i <= j; ++i) maxTerrain = Math.max(maxTerrain, costs[path[i].y * width + path[i].x]);
    const why = sightProblem(costs, width, a, b, diagonal, maxTerrain);
    if (why) return `segment (${a.x}, ${a.y}) → (${b.x}, ${b.y}) ${why}`;
    length += Math.hypot(b.x - a.x, b.y - a.y);
    k = j;
  }
  if (Math.abs(length - waypointLength) > 1e-9 * Math.max(1, length))
    return `waypointLength ${waypointLength}, the segments add up to ${length}`;
  return null;
}

function turningPoints(path) {
  let turns = 0;
  for (let i = 1; i + 1 < path.length; ++i)
    if (
      path[i].x - path[i - 1].x !== path[i + 1].x - path[i].x ||
      path[i].y - path[i - 1].y !== path[i + 1].y - path[i].y
    )
      ++turns;
  return turns;
}

function randomMap(random, m) {
  const width = 8 + Math.floor(random() * 33),
    height = 8 + Math.floor(random() * 33);
  const terrain = m % 2 === 1;
  return {
    width,
    height,
    terrain,
    costs: randomCosts(random, width, height, 0.05 + 0.3 * random(), terrain),
  };
}

test('every waypoint segment has line of sight under the corner rule, on thousands of random queries', () => {
  const random = rng(1313);
  const tally = { queries: 0, found: 0, segments: 0, turns: 0, waypoints: 0 };
  for (let m = 0; m < 40; ++m) {
    const { width, height, terrain, costs } = randomMap(random, m);
    const grid = Grid.fromArray(width, height, costs);
    for (const diagonal of diagonals)
      for (let n = 0; n < 12; ++n) {
        const start = randomOpenCell(random, width, costs),
          goal = randomOpenCell(random, width, costs);
        const algorithm = ['astar', 'dijkstra', 'greedy'][n % 3];
        const r = grid.findPath(start, goal, { diagonal, algorithm, smooth: true });
        const where = `map ${m} (${width}×${height}${terrain ? ', terrain' : ''}) ${diagonal} ${algorithm} (${start.x},${start.y})→(${goal.x},${goal.y})`;
        ++tally.queries;
        if (!r.found) {
          assert.deepEqual(r.waypoints, [], where);
          assert.equal(r.waypointLength, Infinity, where);
          continue;
        }
        ++tally.found;
        assert.equal(waypointProblem(costs, width, r, diagonal), null, where);
        if (!terrain)
          assert.ok(r.waypointLength <= r.cost + 1e-9, `${where}: ${r.waypointLength} > cost ${r.cost}`);
        tally.segments += r.waypoints.length - 1;
        tally.turns += turningPoints(r.path);
        tally.waypoints += r.waypoints.length - 2;
      }
    grid.dispose();
  }
  assert.ok(tally.queries >= 1900 && tally.found >= 1500, JSON.stringify(tally));
  // Smoothing must pull strings: fewer waypoints than the paths turn (keeping
  // every turning point would make these equal; dense random walls need many).
  assert.ok(tally.waypoints < 0.8 * tally.turns, JSON.stringify(tally));
});

test('a path of one cell is one waypoint; unsmoothed results have no waypoints', () => {
  const grid = Grid.fromRows(['...', '...']);
  const r = grid.findPath({ x: 1, y: 1 }, { x: 1, y: 1 }, { smooth: true });
  assert.deepEqual(r.waypoints, [{ x: 1, y: 1 }]);
  assert.equal(r.waypointLength, 0);
  const plain = grid.findPath({ x: 0, y: 0 }, { x: 2, y: 1 }, { smooth: false });
  assert.equal('waypoints' in plain, false);
  assert.equal('waypointLength' in grid.findPath({ x: 0, y: 0 }, { x: 2, y: 1 }), false);
  grid.dispose();
});

test('classic step costs: their waypoints have line of sight too', () => {
  const random = rng(77);
  for (let m = 0; m < 10; ++m) {
    const { width, costs } = randomMap(random, 2 * m);
    const grid = Grid.fromArray(width, costs.length / width, costs);
    for (const diagonal of diagonals) {
      const start = randomOpenCell(random, width, costs),
        goal = randomOpenCell(random, width, costs);
      const r = grid.findPath(start, goal, { diagonal, costs: 'classic', smooth: true });
      if (r.found) assert.equal(waypointProblem(costs, width, r, diagonal), null);
    }
    grid.dispose();
  }
});

test('smooth is checked like every option', () => {
  const grid = Grid.fromRows(['...']);
  const a = { x: 0, y: 0 },
    b = { x: 2, y: 0 };
  for (const bad of [1, 'yes', null, {}])
    assert.equal(
      errorCode(() => grid.findPath(a, b, { smooth: bad })),
      'invalid-option',
    );
  assert.equal(
    errorCode(() => grid.connected(a, b, { smooth: true })),
    'unknown-option',
  );
  assert.equal(
    errorCode(() => grid.flowField(b, { smooth: true })),
    'unknown-option',
  );
  assert.equal(
    errorCode(() => grid.search(a, b, { smooth: true })),
    'unknown-option',
  );
  grid.dispose();
});

test('through the worker pool: the same waypoints as the grid, and bad options rejected with the same codes', async () => {
  const random = rng(2024);
  let compared = 0;
  for (let m = 0; m < 8; ++m) {
    const { width, height, costs } = randomMap(random, m);
    const grid = Grid.fromArray(width, height, costs);
    const remote = await pool.fromArray(width, height, costs);
    const queries = [];
    for (const diagonal of diagonals)
      for (let n = 0; n < 15; ++n)
        queries.push([
          randomOpenCell(random, width, costs),
          randomOpenCell(random, width, costs),
          { diagonal, smooth: true },
        ]);
    const answers = await Promise.all(queries.map((q) => remote.findPath(...q)));
    queries.forEach((q, i) => {
      const local = grid.findPath(...q);
      assert.deepEqual(answers[i].waypoints, local.waypoints);
      assert.equal(answers[i].waypointLength, local.waypointLength);
      assert.equal(answers[i].cost, local.cost);
      ++compared;
    });
    remote.dispose();
    grid.dispose();
  }
  assert.equal(compared, 8 * 4 * 15);
  const remote = await pool.fromRows(['...']);
  const code = (p) =>
    p.then(
      () => 'no error',
      (e) => e.code,
    );
  assert.equal(
    await code(remote.findPath({ x: 0, y: 0 }, { x: 2, y: 0 }, { smooth: 'yes' })),
    'invalid-option',
  );
  assert.equal(
    await code(remote.connected({ x: 0, y: 0 }, { x: 2, y: 0 }, { smooth: true })),
    'unknown-option',
  );
  remote.dispose();
});
