// Properties over random maps with fixed seeds (printed on failure), and the
// greedy trap.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid } from '../../web/lib/node.js';
import { checkPathShape, init, randomCosts, randomOpenCell, rng } from './support.js';

before(() => init());

const diagonals = ['never', 'no-corner-cutting', 'at-most-one-blocked', 'always'];

test('A* finds paths exactly as cheap as Dijkstra on random maps', () => {
  for (let seed = 1; seed <= 48; ++seed) {
    const random = rng(seed);
    const [w, h] = [10 + Math.floor(random() * 40), 10 + Math.floor(random() * 40)];
    const costs = randomCosts(random, w, h, 0.3, seed % 2 === 0);
    const grid = Grid.fromArray(w, h, costs);
    const diagonal = diagonals[seed % 4];
    const classic = seed % 3 === 0 ? 'classic' : 'exact';
    for (let q = 0; q < 10; ++q) {
      const a = randomOpenCell(random, w, costs),
        b = randomOpenCell(random, w, costs);
      const where = `seed ${seed}, ${diagonal}, ${classic}, (${a.x},${a.y})->(${b.x},${b.y})`;
      const astar = grid.findPath(a, b, { diagonal, costs: classic });
      const dijkstra = grid.findPath(a, b, { diagonal, costs: classic, algorithm: 'dijkstra' });
      assert.equal(astar.status, dijkstra.status, where);
      if (!astar.found) continue;
      assert.ok(
        Math.abs(astar.cost - dijkstra.cost) <= 1e-9 * dijkstra.cost,
        `${where}: ${astar.cost} vs ${dijkstra.cost}`,
      );
      assert.ok(astar.expanded <= dijkstra.expanded, where);
      assert.equal(checkPathShape(grid, astar, a, b), null, where);
      // Weighted A* is bounded: at most w times the optimal cost.
      const weighted = grid.findPath(a, b, { diagonal, costs: classic, weight: 2.5 });
      assert.ok(weighted.cost <= 2.5 * dijkstra.cost + 1e-9, where);
    }
    grid.dispose();
  }
});

test('BFS finds the fewest steps on plain 4-connected maps', () => {
  const random = rng(7);
  for (let m = 0; m < 20; ++m) {
    const costs = randomCosts(random, 30, 30, 0.25);
    const grid = Grid.fromArray(30, 30, costs);
    for (let q = 0; q < 10; ++q) {
      const a = randomOpenCell(random, 30, costs),
        b = randomOpenCell(random, 30, costs);
      const bfs = grid.findPath(a, b, { algorithm: 'bfs', diagonal: 'never' });
      const astar = grid.findPath(a, b, { diagonal: 'never' });
      assert.equal(bfs.found, astar.found, `map ${m}`);
      assert.equal(bfs.path.length, astar.path.length, `map ${m}`);
    }
    grid.dispose();
  }
});

test("on a concave trap greedy's path costs at least 40% more than A*'s", () => {
  // A cup open towards the start. Greedy dives in (every cell inside looks
  // closer to the goal), and the parents it fixed on the way make its path
  // come out under the bottom arm; A* goes over the top.
  const grid = Grid.fromRows([
    '........................',
    '........................',
    '........................',
    '..............#####.....',
    '..................#.....',
    '..................#.....',
    '..................#.....',
    '..................#.....',
    '..................#.....',
    '..................#.....',
    '..................#.....',
    '..............#####.....',
    '........................',
    '........................',
    '........................',
  ]);
  const start = { x: 13, y: 4 },
    goal = { x: 21, y: 7 };
  const astar = grid.findPath(start, goal);
  const greedy = grid.findPath(start, goal, { algorithm: 'greedy' });
  assert.equal(greedy.found, true);
  assert.equal(checkPathShape(grid, greedy, start, goal), null);
  assert.ok(
    greedy.path.some((p) => p.y > 11),
    'greedy passes under the cup',
  );
  assert.ok(astar.path.some((p) => p.y < 3) && astar.path.every((p) => p.y <= 11), 'A* passes over it');
  const excess = greedy.cost / astar.cost - 1;
  assert.ok(excess >= 0.4, `greedy excess ${(excess * 100).toFixed(1)}%`);
  assert.ok(greedy.expanded < astar.expanded);
  grid.dispose();
});
