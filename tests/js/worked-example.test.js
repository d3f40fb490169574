// The classic A* tutorial's 4×4 example, reproduced from the step events.
// The tutorial puts the origin at the bottom left; the engine's rows run
// top to bottom, so a textbook (x, y) is (x, 3 - y) here.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { init } from './support.js';

before(() => init());

const textbook = (x, y) => ({ x, y: 3 - y });
const key = (p) => `${p.x},${p.y}`;

test("the tutorial's 4x4 worked example reproduces from the step events", () => {
  // Walls at textbook (1,1) and (1,2).
  const grid = Grid.fromRows(['....', '.#..', '.#..', '....']);
  assert.ok(grid.isWall(textbook(1, 1)) && grid.isWall(textbook(1, 2)));
  const start = textbook(0, 1),
    goal = textbook(3, 1);
  const s = grid.search(start, goal, { diagonal: 'always', costs: 'classic', heuristic: 'octile' });

  // First expansion: the start, which opens three neighbours.
  assert.equal(s.step(1), 1);
  const first = s.events();
  assert.equal(first[0].kind, 'expand');
  assert.deepEqual({ x: first[0].x, y: first[0].y }, start);
  const open = new Map(first.filter((e) => e.kind === 'open').map((e) => [key(e), e]));
  assert.equal(open.size, 3);
  assert.equal(s.openSize, 3);
  const expect = [
    [textbook(0, 2), 10, 34, 44],
    [textbook(1, 0), 14, 24, 38],
    [textbook(0, 0), 10, 34, 44],
  ];
  for (const [cell, g, h, f] of expect) {
    const e = open.get(key(cell));
    assert.ok(e, `(${cell.x}, ${cell.y}) is open`);
    assert.deepEqual([e.g, e.h, e.f], [g, h, f]);
    assert.deepEqual(e.parent, start);
  }

  // Second expansion: (1,0), the lowest f. Reaching (0,0) through it would
  // cost 14 + 10 = 24 > 10, so (0,0) keeps g 10 and its parent.
  assert.equal(s.step(1), 1);
  const second = s.events();
  assert.equal(second[0].kind, 'expand');
  assert.deepEqual({ x: second[0].x, y: second[0].y }, textbook(1, 0));
  for (const e of second) {
    assert.notEqual(e.kind, 'improve');
    assert.notEqual(key(e), key(textbook(0, 0)));
  }
  const kept = s.cellInfo(textbook(0, 0));
  assert.equal(kept.g, 10);
  assert.deepEqual(kept.parent, start);

  const r = s.run();
  assert.equal(r.found, true);
  assert.equal(r.cost, 38);
  assert.deepEqual(r.path.at(0), start);
  assert.deepEqual(r.path.at(-1), goal);
  s.dispose();
  grid.dispose();
});
