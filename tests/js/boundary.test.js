// The tables web/lib reads from the engine (boundary()) against what the
// API says and does: the plain CellState export, the option names the API
// accepts, and each packed rule arriving at the engine as the name meant.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { boundary } from '../../web/lib/boundary.js';
import { CellState, Grid, PathraceError, vocabulary } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { init } from './support.js';

before(() => init());

test('CellState, usable before init(), holds the engine’s cell states in its order', () => {
  assert.ok(Object.isFrozen(CellState));
  assert.deepEqual(Object.keys(CellState), boundary().cellState);
  boundary().cellState.forEach((name, value) => assert.equal(CellState[name], value));
});

test('the limits web/lib knows before init() are those of the engine it loads', () => {
  assert.deepEqual({ ...vocabulary.limits }, boundary().limits);
  assert.ok(Object.isFrozen(vocabulary.limits));
});

test('the report, cell-info and open-entry slots are distinct numbers from 0', () => {
  for (const slots of [boundary().report, boundary().cellInfo, boundary().openEntry]) {
    const numbers = Object.values(slots).sort((a, b) => a - b);
    assert.deepEqual(
      numbers,
      numbers.map((_, i) => i),
    );
  }
});

test('every packed rule field has room for its values, and no two fields overlap', () => {
  let used = 0;
  for (const [option, { shift, bits, names }] of Object.entries(boundary().rules)) {
    assert.ok(names.length <= 1 << bits, `${option}: ${names.length} names in ${bits} bits`);
    const mask = ((1 << bits) - 1) << shift;
    assert.equal(used & mask, 0, `${option} overlaps another field`);
    used |= mask;
  }
});

// The values an option accepts, as its PathraceError lists them.
function acceptedValues(option) {
  const grid = new Grid(2, 2);
  try {
    grid.findPath({ x: 0, y: 0 }, { x: 1, y: 1 }, { [option]: 'no-such-value' });
  } catch (error) {
    assert.ok(error instanceof PathraceError);
    return [...error.message.matchAll(/"([^"]+)"/g)].map((m) => m[1]).slice(1);
  } finally {
    grid.dispose();
  }
  assert.fail(`${option} accepted a made-up value`);
}

test('the options accept exactly the names the engine packs', () => {
  for (const [option, { names }] of Object.entries(boundary().rules))
    assert.deepEqual(acceptedValues(option).sort(), [...names].sort(), option);
});

test('each packed rule reaches the engine as named', () => {
  const grid = new Grid(7, 5);
  const start = { x: 0, y: 0 },
    goal = { x: 6, y: 4 };
  // The start's cellInfo after its expansion, under `options`.
  const startInfo = (options) => {
    const s = grid.search(start, goal, options);
    s.step(1);
    const info = s.cellInfo(start);
    s.dispose();
    return info;
  };
  // dx = 6, dy = 4.
  const expected = {
    manhattan: 10,
    octile: 4 * Math.SQRT2 + 2,
    euclidean: Math.hypot(6, 4),
    chebyshev: 6,
    zero: 0,
  };
  for (const [heuristic, h] of Object.entries(expected))
    assert.ok(Math.abs(startInfo({ heuristic }).h - h) < 1e-6, heuristic);
  assert.ok(Math.abs(startInfo({ costs: 'classic', heuristic: 'manhattan' }).h - 100) < 1e-9);

  const greedy = startInfo({ algorithm: 'greedy' });
  assert.equal(greedy.f, greedy.h);
  assert.equal(startInfo({ algorithm: 'dijkstra' }).h, 0);
  const astar = startInfo({ algorithm: 'astar' });
  assert.equal(astar.f, astar.g + astar.h);

  // First in, first out expands the first neighbour the events say was
  // opened; last in, first out the last one.
  const secondExpansion = (tieBreak) => {
    const s = grid.search(start, goal, { algorithm: 'dijkstra', diagonal: 'never', tieBreak });
    s.step(2);
    const events = s.events();
    s.dispose();
    const second = events.findIndex((e, i) => i > 0 && e.kind === 'expand');
    const opened = events.slice(0, second).filter((e) => e.kind === 'open' && e.parent !== null);
    return { first: opened[0], last: opened.at(-1), second: events[second] };
  };
  const fifo = secondExpansion('fifo'),
    lifo = secondExpansion('lifo');
  assert.deepEqual([fifo.second.x, fifo.second.y], [fifo.first.x, fifo.first.y]);
  assert.deepEqual([lifo.second.x, lifo.second.y], [lifo.last.x, lifo.last.y]);
  assert.notDeepEqual([fifo.second.x, fifo.second.y], [lifo.second.x, lifo.second.y]);
  grid.dispose();
});
