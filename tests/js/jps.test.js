// Jump point search through the package: A*'s costs under every diagonal
// rule, the refusals as PathraceErrors (after which the module works on),
// and a stepped search that shows the cells its jumps scanned.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { CellState, Grid, PathraceError } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { checkPathShape, init, randomCosts, randomOpenCell, rng } from './support.js';

before(() => init());

const diagonals = ['never', 'no-corner-cutting', 'at-most-one-blocked', 'always'];

test('jps finds A*’s cost under every diagonal rule on random maps', () => {
  const random = rng(1207);
  let compared = 0;
  for (let m = 0; m < 40; ++m) {
    const width = 20 + Math.floor(random() * 60),
      height = 20 + Math.floor(random() * 60);
    const costs = randomCosts(random, width, height, random() * 0.4);
    const grid = Grid.fromArray(width, height, costs);
    for (const diagonal of diagonals)
      for (let q = 0; q < 3; ++q) {
        const start = randomOpenCell(random, width, costs),
          goal = randomOpenCell(random, width, costs);
        const astar = grid.findPath(start, goal, { diagonal });
        const jps = grid.findPath(start, goal, { diagonal, algorithm: 'jps' });
        assert.equal(jps.found, astar.found);
        if (!jps.found) continue;
        assert.ok(
          Math.abs(jps.cost - astar.cost) <= 1e-9 * astar.cost,
          `${diagonal}: ${jps.cost} vs ${astar.cost}`,
        );
        assert.equal(checkPathShape(grid, jps, start, goal), null);
        assert.equal(astar.scanned, 0);
        ++compared;
      }
    grid.dispose();
  }
  assert.ok(compared > 300);
});

test('jps refuses terrain and weights with invalid-option, and the module works on', () => {
  const grid = Grid.fromRows(['.....', '..3..', '.....']);
  const a = { x: 0, y: 0 },
    b = { x: 4, y: 2 };
  assert.throws(
    () => grid.findPath(a, b, { algorithm: 'jps' }),
    (e) =>
      e instanceof PathraceError &&
      e.code === 'invalid-option' &&
      /cell \(2, 1\) has terrain 3/.test(e.message) &&
      /'astar'/.test(e.message),
  );
  assert.throws(
    () => grid.search(a, b, { algorithm: 'jps' }),
    (e) => e instanceof PathraceError && e.code === 'invalid-option',
  );
  assert.ok(grid.findPath(a, b).found);
  grid.setTerrain({ x: 2, y: 1 }, 1);
  assert.ok(grid.findPath(a, b, { algorithm: 'jps' }).found);
  assert.throws(
    () => grid.findPath(a, b, { algorithm: 'jps', weight: 2 }),
    (e) => e instanceof PathraceError && e.code === 'invalid-option' && /weight/.test(e.message),
  );
  assert.equal(grid.findPath(a, b, { algorithm: 'jps', costs: 'classic' }).cost, 2 * 14 + 2 * 10);
  grid.dispose();
});

test('a stepped jps search goes jump point by jump point and shows what it scanned', () => {
  const rows = ['..........', '...#......', '..........', '......#...', '..........'];
  const grid = Grid.fromRows(rows);
  const start = { x: 0, y: 4 },
    goal = { x: 9, y: 0 };
  const whole = grid.findPath(start, goal, { algorithm: 'jps' });
  const s = grid.search(start, goal, { algorithm: 'jps' });
  const states = new Uint8Array(grid.width * grid.height);
  let sawScanned = false;
  while (!s.done) {
    assert.ok(s.step(1) <= 1);
    s.cellStates(states);
    const i = states.indexOf(CellState.scanned);
    if (i >= 0) {
      sawScanned = true;
      const cell = { x: i % grid.width, y: Math.floor(i / grid.width) };
      assert.equal(s.cellInfo(cell).state, 'scanned');
      assert.equal(grid.isWall(cell), false);
    }
  }
  assert.ok(sawScanned);
  const events = s.events();
  const expanded = events.filter((e) => e.kind === 'expand');
  assert.equal(expanded.length, whole.expanded);
  // Every jump point opened names the jump point just expanded as its parent.
  let last = null;
  for (const e of events) {
    if (e.kind === 'expand') last = e;
    else assert.deepEqual(e.parent, { x: last.x, y: last.y });
  }
  const stepped = s.result();
  assert.equal(stepped.cost, whole.cost);
  assert.equal(stepped.scanned, whole.scanned);
  assert.ok(whole.scanned > whole.expanded);
  s.dispose();
  grid.dispose();
});
