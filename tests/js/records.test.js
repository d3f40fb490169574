// A new searcher's per-cell records start as zero bytes, which read as
// unseen, and are not written up front; under wasm only the part of their
// memory that malloc hands back from an earlier use is cleared
// (cpp/include/pathrace/buffer.hpp). So each round here searches a new grid
// on the memory the last round's disposed searches filled, and must start
// with every cell unseen and answer as the oracle does.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { CellState, Grid } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { dijkstra } from './grid-oracle.js';
import { init, randomCosts, randomOpenCell, rng } from './support.js';

before(() => init());

test('searches on memory that disposed searches filled start unseen and answer as the oracle', () => {
  const random = rng(21);
  const [width, height] = [64, 48];
  const options = { algorithm: 'dijkstra', diagonal: 'no-corner-cutting' };
  for (let round = 0; round < 6; ++round) {
    const terrain = randomCosts(random, width, height, 0.25);
    const start = randomOpenCell(random, width, terrain),
      goal = randomOpenCell(random, width, terrain);
    const where = `round ${round}, (${start.x},${start.y})->(${goal.x},${goal.y})`;
    const { cost } = dijkstra({ width, height, terrain, start, goal }, options.diagonal);
    const grid = Grid.fromArray(width, height, terrain);

    const found = grid.findPath(start, goal, options);
    assert.equal(found.found, cost !== Infinity, where);
    if (found.found)
      assert.ok(Math.abs(found.cost - cost) <= 1e-9 * cost, `${where}: ${found.cost} vs ${cost}`);

    const search = grid.search(start, goal, { ...options, events: false });
    const seen = search.cellStates().filter((state) => state !== CellState.unseen);
    assert.deepEqual([...seen], [CellState.open], `${where}: only the start is open`);
    const stepped = search.run();
    assert.equal(stepped.found, found.found, where);
    assert.equal(stepped.cost, found.cost, where);
    // (Without a path, findPath answers from the grid's component labels, expanding nothing.)
    if (found.found) assert.equal(stepped.expanded, found.expanded, where);
    grid.dispose(); // its searches' memory goes to the next round's
  }
});
