// The Moving AI oracle through the JS API: every problem of the arena and
// den312d scenarios must come back with the optimal length.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid } from '../../web/lib/node.js';
import { checkPathShape, init, missingMapsMessage, movingAI, octileLength } from './support.js';

before(() => init());

for (const name of ['arena', 'den312d']) {
  test(`every ${name} scenario is solved optimally`, (t) => {
    const data = movingAI(name);
    if (!data) return t.skip(missingMapsMessage(name));
    const grid = Grid.fromMovingAI(data.text);
    const wrong = [];
    data.problems.forEach((p, i) => {
      const r = grid.findPath(p.start, p.goal);
      if (!r.found || Math.abs(octileLength(r) - p.optimal) > p.tolerance)
        wrong.push(
          `#${i} (${p.start.x},${p.start.y})->(${p.goal.x},${p.goal.y}): ${r.status} ${octileLength(r)} vs ${p.optimal}`,
        );
      else if (i % 10 === 0) assert.equal(checkPathShape(grid, r, p.start, p.goal), null);
    });
    assert.deepEqual(wrong, []);
    assert.ok(data.problems.length > 100);
    grid.dispose();
  });
}
