// search.openList(k) through the package, against an open set rebuilt from
// the search's own events (each opens, improves or closes one cell), never
// from openList itself.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { errorCode, init, randomCosts, rng } from './support.js';

before(() => init());

const key = (p) => `${p.x},${p.y}`;

// The documented order: f, then larger g, earlier or later arrival; BFS
// by arrival alone.
function orderOf({ algorithm, tieBreak = 'larger-g' }) {
  const bfs = algorithm === 'bfs';
  const tie = bfs ? 'fifo' : tieBreak;
  return (a, b) => {
    if (!bfs && a.f !== b.f) return a.f - b.f;
    if (tie === 'larger-g') return b.g - a.g;
    return tie === 'fifo' ? a.arrival - b.arrival : b.arrival - a.arrival;
  };
}

const cases = [
  { algorithm: 'astar' },
  { algorithm: 'astar', tieBreak: 'fifo' },
  { algorithm: 'astar', tieBreak: 'lifo' },
  { algorithm: 'astar', weight: 2.5 },
  { algorithm: 'greedy' },
  { algorithm: 'greedy', tieBreak: 'lifo' },
  { algorithm: 'dijkstra' },
  { algorithm: 'bfs' },
  { algorithm: 'jps' },
  { algorithm: 'jps', tieBreak: 'fifo' },
];

for (const options of cases)
  for (const diagonal of ['never', 'no-corner-cutting'])
    test(`openList follows the events: ${JSON.stringify(options)}, ${diagonal}`, () => {
      const random = rng(options.algorithm.length * 97 + (diagonal === 'never' ? 1 : 2));
      const width = 22,
        height = 16;
      const costs = randomCosts(random, width, height, 0.25, options.algorithm !== 'jps');
      const grid = Grid.fromArray(width, height, costs);
      // Opposite corners' nearest open cells, so that every search runs a while.
      const first = costs.findIndex((c) => c !== 0),
        end = costs.findLastIndex((c) => c !== 0);
      const start = { x: first % width, y: Math.floor(first / width) },
        goal = { x: end % width, y: Math.floor(end / width) };
      const s = grid.search(start, goal, { ...options, diagonal, events: true });
      const compare = orderOf(options);
      const startInfo = s.cellInfo(start);
      const open = new Map([
        [key(start), { ...start, f: startInfo.f, g: 0, h: startInfo.h, arrival: 0, fresh: true }],
      ]);
      let arrivals = 1,
        steps = 0;
      let last = { opened: 1, improved: 0 };
      while (!s.done) {
        const want = [...open.values()].sort(compare);
        assert.equal(s.openSize, want.length);
        assert.deepEqual(s.lastExpansion, last);
        const list = s.openList(64);
        assert.equal(list.length, Math.min(64, want.length));
        const seen = new Set();
        list.forEach((entry, i) => {
          const got = open.get(key(entry));
          assert.ok(got, `step ${steps}: ${key(entry)} is not open`);
          assert.equal(compare(got, want[i]), 0, `step ${steps}, rank ${i}: out of order`);
          assert.ok(!seen.has(key(entry)));
          seen.add(key(entry));
          const tie =
            (options.tieBreak ?? 'larger-g') === 'larger-g' && options.algorithm !== 'bfs'
              ? got.g
              : got.arrival;
          assert.deepEqual(entry, {
            x: got.x,
            y: got.y,
            f: got.f,
            g: got.g,
            h: got.h,
            tie,
            fresh: got.fresh,
          });
        });
        assert.deepEqual(s.openList(1), list.slice(0, 1));
        s.step(1);
        for (const entry of open.values()) entry.fresh = false;
        last = { opened: 0, improved: 0 };
        for (const e of s.events()) {
          if (e.kind === 'expand') {
            // The top entry is the cell the step took.
            assert.deepEqual({ x: e.x, y: e.y }, { x: list[0].x, y: list[0].y });
            open.delete(key(e));
            continue;
          }
          if (e.kind === 'open') ++last.opened;
          else ++last.improved;
          open.set(key(e), { x: e.x, y: e.y, f: e.f, g: e.g, h: e.h, arrival: arrivals++, fresh: true });
        }
        ++steps;
      }
      assert.ok(steps > 5, `only ${steps} steps: pick another seed`);
      s.dispose();
      grid.dispose();
    });

test('openList(k) takes a whole number from 1 to 64, and works again after a restart', () => {
  const grid = Grid.fromRows(['.....', '.###.', '.....']);
  const s = grid.search({ x: 0, y: 0 }, { x: 4, y: 2 });
  for (const bad of [0, 65, 1.5, -1, NaN, '3', null, Infinity])
    assert.equal(
      errorCode(() => s.openList(bad)),
      'invalid-argument',
      String(bad),
    );
  assert.deepEqual(s.openList(), [
    {
      x: 0,
      y: 0,
      f: s.cellInfo({ x: 0, y: 0 }).f,
      g: 0,
      h: s.cellInfo({ x: 0, y: 0 }).h,
      tie: 0,
      fresh: true,
    },
  ]);
  s.run();
  s.dispose();
  assert.equal(
    errorCode(() => s.openList(3)),
    'disposed',
  );
  grid.dispose();
});
