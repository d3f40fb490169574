// grid.connected() against findPath's found: thousands of random pairs on
// random maps under every diagonal rule, with walls and terrain edited
// between rounds.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { heapInUse } from '../../web/lib/core.js';
import { Grid } from '../../web/lib/node.js';
import { errorCode, init, randomCosts, rng } from './support.js';

before(() => init());

const diagonals = ['never', 'no-corner-cutting', 'at-most-one-blocked', 'always'];

test('connected() equals findPath().found, before and after edits', () => {
  const random = rng(13);
  let pairs = 0,
    connected = 0;
  for (let m = 0; m < 12; ++m) {
    const width = 5 + Math.floor(random() * 30),
      height = 5 + Math.floor(random() * 30);
    const grid = Grid.fromArray(
      width,
      height,
      randomCosts(random, width, height, 0.3 + 0.2 * random(), m % 2 === 0),
    );
    const cell = () => ({ x: Math.floor(random() * width), y: Math.floor(random() * height) });
    for (let round = 0; round < 5; ++round) {
      for (const diagonal of diagonals)
        for (let q = 0; q < 60; ++q) {
          const a = cell(),
            b = cell();
          const expected = grid.findPath(a, b, { diagonal }).found;
          assert.equal(
            grid.connected(a, b, { diagonal }),
            expected,
            `map ${m} round ${round} ${diagonal} (${a.x},${a.y})-(${b.x},${b.y})`,
          );
          ++pairs;
          if (expected) ++connected;
        }
      for (let e = 0; e < 8; ++e) {
        if (random() < 0.5) grid.setWall(cell(), random() < 0.5);
        else grid.setTerrain(cell(), Math.floor(random() * 4));
      }
    }
    grid.dispose();
  }
  assert.equal(pairs, 12 * 5 * 4 * 60);
  assert.ok(connected > pairs / 10 && connected < pairs, `${connected} of ${pairs} connected`);
});

test('walls at either end are not connected; the options are findPath options', () => {
  const grid = Grid.fromRows(['.#.', '#..', '...']);
  assert.equal(grid.connected({ x: 0, y: 0 }, { x: 1, y: 0 }), false);
  assert.equal(grid.connected({ x: 1, y: 0 }, { x: 0, y: 0 }), false);
  assert.equal(grid.connected({ x: 0, y: 0 }, { x: 0, y: 0 }), true);
  assert.equal(grid.connected({ x: 0, y: 0 }, { x: 2, y: 2 }), false);
  assert.equal(
    grid.connected({ x: 0, y: 0 }, { x: 2, y: 2 }, { diagonal: 'always', algorithm: 'bfs' }),
    true,
  );
  assert.equal(
    errorCode(() => grid.connected({ x: 0, y: 0 }, { x: 3, y: 0 })),
    'out-of-bounds',
  );
  assert.equal(
    errorCode(() => grid.connected({ x: 0, y: 0 })),
    'invalid-argument',
  );
  assert.equal(
    errorCode(() => grid.connected({ x: 0, y: 0 }, { x: 1, y: 1 }, { diagonal: 'yes' })),
    'invalid-option',
  );
  assert.equal(
    errorCode(() => grid.connected({ x: 0, y: 0 }, { x: 1, y: 1 }, { events: true })),
    'unknown-option',
  );
  grid.dispose();
  assert.equal(
    errorCode(() => grid.connected({ x: 0, y: 0 }, { x: 0, y: 0 })),
    'disposed',
  );
});

test('connected() and the relabelling after edits do not grow the heap', () => {
  const grid = new Grid(40, 30);
  const round = (i) => {
    grid.setWall({ x: i % 40, y: 7 }, i % 3 !== 0);
    for (const diagonal of diagonals) grid.connected({ x: 0, y: 0 }, { x: 39, y: 29 }, { diagonal });
  };
  for (let i = 0; i < 10; ++i) round(i);
  const heap = heapInUse();
  for (let i = 0; i < 1000; ++i) round(i);
  assert.equal(heapInUse(), heap);
  grid.dispose();
});
