// grid.flowField() against oracles: the cost of findPath (Dijkstra) from each
// sampled cell to the goal, the Moving AI scenarios' optimal lengths, and a
// walk along `next` from every reachable cell that must take legal moves
// to the goal at the cost `distance` claims.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { heapInUse } from '../../web/lib/core.js';
import { Grid } from '../../web/lib/node.js';
import { legalStep, stepCost } from './grid-oracle.js';
import { errorCode, init, movingAI, randomCosts, randomOpenCell, rng } from './support.js';

before(() => init());

const diagonals = ['never', 'no-corner-cutting', 'at-most-one-blocked', 'always'];

const close = (a, b) =>
  a === Infinity || b === Infinity ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, b);

test('distances equal Dijkstra from each cell, and walking next costs exactly the distance', () => {
  const random = rng(404);
  let fields = 0,
    walked = 0,
    compared = 0;
  for (let m = 0; m < 24; ++m) {
    const width = 3 + Math.floor(random() * 20),
      height = 2 + Math.floor(random() * 15);
    const costs = randomCosts(random, width, height, 0.3 * random(), m % 2 === 1);
    const grid = Grid.fromArray(width, height, costs);
    for (const diagonal of diagonals)
      for (const stepCosts of ['exact', 'classic']) {
        const goal = randomOpenCell(random, width, costs);
        const options = { diagonal, costs: stepCosts };
        const { distance, next } = grid.flowField(goal, options);
        assert.ok(distance instanceof Float64Array && next instanceof Int32Array);
        assert.equal(distance.length, width * height);
        ++fields;
        for (let id = 0; id < width * height; ++id) {
          const cell = { x: id % width, y: Math.floor(id / width) };
          const where = `map ${m} ${diagonal} ${stepCosts} goal (${goal.x},${goal.y}) cell (${cell.x},${cell.y})`;
          if (costs[id] === 0) {
            assert.equal(distance[id], Infinity, where);
            assert.equal(next[id], -1, where);
            continue;
          }
          if (id % 3 === 0) {
            const r = grid.findPath(cell, goal, { ...options, algorithm: 'dijkstra' });
            assert.ok(close(distance[id], r.cost), `${where}: ${distance[id]} vs findPath ${r.cost}`);
            ++compared;
          }
          if (cell.x === goal.x && cell.y === goal.y) {
            assert.equal(distance[id], 0, where);
            assert.equal(next[id], -1, where);
            continue;
          }
          if (distance[id] === Infinity) {
            assert.equal(next[id], -1, where);
            continue;
          }
          let at = cell,
            cost = 0,
            steps = 0;
          while ((at.x !== goal.x || at.y !== goal.y) && steps <= width * height) {
            const n = next[at.y * width + at.x];
            const to = { x: n % width, y: Math.floor(n / width) };
            assert.ok(n >= 0 && legalStep(costs, width, height, at, to, diagonal), `${where}: step ${steps}`);
            cost += stepCost(costs, width, at, to, stepCosts);
            at = to;
            ++steps;
          }
          assert.ok(at.x === goal.x && at.y === goal.y, `${where}: the walk ends at the goal`);
          assert.ok(close(cost, distance[id]), `${where}: walked ${cost}, distance ${distance[id]}`);
          ++walked;
        }
      }
    grid.dispose();
  }
  assert.equal(fields, 24 * 8);
  assert.ok(walked > 10000, `${walked} walks`);
  assert.ok(compared > 3000, `${compared} cells compared with findPath`);
});

for (const [name, every] of [
  ['arena', 10],
  ['den312d', 20],
  ['Berlin_0_1024', 200],
]) {
  test(`${name}: the distance from each scenario start is the scenario's optimal length`, (t) => {
    const data = movingAI(name);
    if (!data) return t.skip(`Moving AI map ${name} not found (set PATHRACE_MAPS)`);
    const grid = Grid.fromMovingAI(data.text);
    const wrong = [];
    let checked = 0;
    for (let i = 0; i < data.problems.length; i += every) {
      const p = data.problems[i];
      const { distance } = grid.flowField(p.goal);
      const d = distance[p.start.y * grid.width + p.start.x];
      if (!(Math.abs(d - p.optimal) <= p.tolerance)) wrong.push(`#${i}: ${d} vs ${p.optimal}`);
      ++checked;
    }
    grid.dispose();
    assert.deepEqual(wrong, []);
    assert.ok(checked >= 15, `${checked} problems`);
  });
}

test('a flow field to a wall reaches no cell; the results are copies', () => {
  const grid = Grid.fromRows(['...', '.#.', '...']);
  const walled = grid.flowField({ x: 1, y: 1 });
  assert.deepEqual([...walled.distance], Array(9).fill(Infinity));
  assert.deepEqual([...walled.next], Array(9).fill(-1));
  const field = grid.flowField({ x: 0, y: 0 }, { diagonal: 'always' });
  const kept = [...field.distance];
  grid.flowField({ x: 2, y: 2 });
  grid.setWall({ x: 0, y: 1 });
  grid.dispose();
  assert.deepEqual([...field.distance], kept);
  // (2, 1) → (1, 0) passes the wall's corner, which 'always' allows.
  assert.ok(close(kept[8], 2 + Math.SQRT2));
});

test('flowField() rejects mistakes with the codes findPath uses', () => {
  const grid = new Grid(4, 4);
  assert.equal(
    errorCode(() => grid.flowField({ x: 4, y: 0 })),
    'out-of-bounds',
  );
  assert.equal(
    errorCode(() => grid.flowField({ x: 0.5, y: 0 })),
    'invalid-coordinate',
  );
  assert.equal(
    errorCode(() => grid.flowField(null)),
    'invalid-argument',
  );
  assert.equal(
    errorCode(() => grid.flowField({ x: 0, y: 0 }, { diagonals: 'never' })),
    'unknown-option',
  );
  assert.equal(
    errorCode(() => grid.flowField({ x: 0, y: 0 }, { costs: 'cheap' })),
    'invalid-option',
  );
  assert.equal(
    errorCode(() => grid.flowField({ x: 0, y: 0 }, 'never')),
    'invalid-argument',
  );
  grid.dispose();
  assert.equal(
    errorCode(() => grid.flowField({ x: 0, y: 0 })),
    'disposed',
  );
});

test('repeated flow fields do not grow the heap', () => {
  const random = rng(5);
  const costs = randomCosts(random, 64, 48, 0.25, true);
  const grid = Grid.fromArray(64, 48, costs);
  const plain = new Grid(64, 48);
  const round = () => {
    for (const diagonal of diagonals) {
      grid.flowField(randomOpenCell(random, 64, costs), { diagonal });
      plain.flowField({ x: Math.floor(random() * 64), y: 0 }, { diagonal });
    }
  };
  round();
  const heap = heapInUse();
  for (let i = 0; i < 100; ++i) round();
  assert.equal(heapInUse(), heap);
  grid.dispose();
  plain.dispose();
});
