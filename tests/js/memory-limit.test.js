// Grids and searches too large for what is left of wasm memory (2 GiB)
// fail with the out-of-memory code, and the module keeps working. Runs in
// its own process (node --test runs each file in one) because it leaves
// wasm memory at its maximum size.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { heapInUse, memoryBytes } from '../../web/lib/core.js';
import { Grid } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { init } from './support.js';

// malloc keeps a few bytes from its first block on (emmalloc's first
// region): a grid made and freed first, so that heapInUse() then counts
// only blocks handed out.
before(async () => {
  await init();
  new Grid(2, 2).dispose();
});

const side = 8192; // the largest grid: 64 MiB of costs, 16 MiB of passability bits
const corner = { x: 0, y: 0 },
  far = { x: 100, y: 60 };

// The limits of docs/api.md: what the largest grid and a search over it take.
// The search's per-cell records (at most 24 bytes a cell, padding included)
// dwarf the grid's one byte a cell: one 8192² search fits under the 2 GiB
// cap, a second does not.
test('the largest grid, 8192², loads and is searched within the memory cap', (t) => {
  const mib = (bytes) => Math.round(bytes / 2 ** 20);
  const start = heapInUse();
  const grid = new Grid(side, side);
  const gridBytes = heapInUse() - start;
  const r = grid.findPath(corner, { x: side - 1, y: side - 1 });
  const searchBytes = heapInUse() - start - gridBytes;
  t.diagnostic(
    `8192² grid: ${mib(gridBytes)} MiB; its search: ${mib(searchBytes)} MiB more; wasm memory now ${mib(memoryBytes())} MiB`,
  );
  assert.equal(r.found, true);
  assert.equal(r.diagonal, side - 1);
  const padded = (side + 2) ** 2;
  // A byte of cost a cell, and two bits of passability (a row-major and a
  // column-major copy, for jump point search): 1.25 bytes, plus row ends.
  assert.ok(gridBytes >= padded * 1.25 && gridBytes < padded * 1.27, `${gridBytes} bytes for the grid`);
  assert.ok(searchBytes > 0 && searchBytes < padded * 24 * 1.01, `${searchBytes} bytes for the search`);
  assert.ok(memoryBytes() <= 2 ** 31);
  // A second search over it would pass the cap.
  assert.throws(() => grid.search(corner, far), { code: 'out-of-memory' });
  // Jump point search keeps its records apart; its findPath gives back A*'s
  // to make room for them, and A* after it gives back its own.
  const octile = 40 + 60 * Math.SQRT2; // (0, 0) to (100, 60) on open ground
  for (const algorithm of ['jps', 'astar', 'jps']) {
    const found = grid.findPath(corner, far, { algorithm });
    assert.equal(found.found, true, algorithm);
    assert.ok(Math.abs(found.cost - octile) < 1e-9, `${algorithm}: cost ${found.cost}`);
  }
  const small = Grid.fromRows(['..#', '...']);
  assert.equal(small.findPath(corner, { x: 2, y: 1 }).found, true);
  small.dispose();
  grid.dispose();
  assert.equal(heapInUse(), start);
});

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

  // What is left, filled with ever smaller grids down to the last 1×1 that
  // fits. The engine keeps a megabyte free for the small allocations made
  // outside its buffers (where a failed one would abort the module), so each
  // call below answers or says out-of-memory, and none aborts.
  for (let s = side / 2; s >= 1; s /= 2)
    for (;;) {
      try {
        grids.push(new Grid(s, s));
      } catch (error) {
        assert.equal(error.code, 'out-of-memory');
        break;
      }
    }
  const last = grids.at(-1);
  assert.throws(() => new Grid(1, 1), { code: 'out-of-memory' });
  assert.throws(() => Grid.fromRows(['..#', '...']), { code: 'out-of-memory' });
  assert.throws(() => Grid.fromMovingAI('type octile\nheight 1\nwidth 2\nmap\n..\n'), {
    code: 'out-of-memory',
  });
  assert.throws(() => last.findPath(corner, { x: 0, y: 0 }), { code: 'out-of-memory' });
  assert.throws(() => last.flowField(corner), { code: 'out-of-memory' });
  assert.equal(small.findPath(corner, { x: 2, y: 1 }).found, true); // its search was made before

  for (const g of grids) g.dispose();
  const big = new Grid(side / 2, side / 2); // the memory came back
  assert.equal(big.findPath(corner, far).found, true);
  assert.equal(big.search(corner, far, { events: false }).run().found, true);
  big.dispose();
  assert.equal(small.findPath(corner, { x: 2, y: 1 }).found, true);
  small.dispose();
});
