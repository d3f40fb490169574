// Grids and searches too large for what is left of wasm memory (2 GiB)
// fail with the out-of-memory code, and the module keeps working. Runs in
// its own process (node --test runs each file in one) because it leaves
// wasm memory at its maximum size.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid } from '../../web/lib/index.js';
import { init } from './support.js';

before(() => init());

const side = 8192; // the largest grid: 64 MiB of costs
const corner = { x: 0, y: 0 },
  far = { x: 100, y: 60 };

test('out of memory is an error the module survives', () => {
  const grids = [];
  assert.throws(
    () => {
      for (let i = 0; i < 40; ++i) grids.push(new Grid(side, side));
    },
    { code: 'out-of-memory' },
  );
  assert.ok(grids.length > 0 && grids.length < 40);
  assert.throws(() => Grid.fromArray(side, side, new Uint8Array(side * side)), { code: 'out-of-memory' });
  // A search needs far more than a grid: there is no room for one now.
  assert.throws(() => grids[0].findPath(corner, far), {
    code: 'out-of-memory',
    message: /not enough memory to search/,
  });
  assert.throws(() => grids[0].search(corner, far), { code: 'out-of-memory' });

  const small = Grid.fromRows(['..#', '...']);
  assert.equal(small.findPath(corner, { x: 2, y: 1 }).found, true);

  for (const g of grids) g.dispose();
  const big = new Grid(side / 2, side / 2); // the memory came back
  assert.equal(big.findPath(corner, far).found, true);
  assert.equal(big.search(corner, far, { events: false }).run().found, true);
  big.dispose();
  assert.equal(small.findPath(corner, { x: 2, y: 1 }).found, true);
  small.dispose();
});
