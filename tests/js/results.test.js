// findPath's results and their fast form: `cells` (and `waypointCells`)
// read once, `path` (and `waypoints`) made from them on first read — on a
// Grid, a Search, a batch and through the pool — and a result still a plain
// value to JSON.stringify, structuredClone, spreading and assignment, of one
// shape for every grid; short paths' cells on a shared slab; an options
// object asked with again is read anew when it changes. The expected paths
// are written out by hand from the maps below.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { after, before, test } from 'node:test';
import { Grid } from '../../web/lib/index.js';
import '../../web/lib/search.js';
import { PathWorker } from '../../web/lib/worker.js';
import { init } from './support.js';

// S . . . #
// . # # . #
// . . . . G   the only shortest 4-connected route runs along the top and
//             down the right: 6 steps, cost 6.
const rows = ['....#', '.##.#', '.....'];
const start = { x: 0, y: 0 },
  goal = { x: 4, y: 2 };
const route = [
  [0, 0],
  [1, 0],
  [2, 0],
  [3, 0],
  [3, 1],
  [3, 2],
  [4, 2],
].map(([x, y]) => ({ x, y }));
const routeCells = route.map(({ x, y }) => y * 5 + x);
// Smoothed with corner cutting forbidden: the start, the two turns, the goal.
const turns = [route[0], route[3], route[5], route[6]];

// Every field of a result as plain data, in the documented order; the
// search's work (expanded, generated, peakOpen) is not this file's subject
// and is taken from `r`, the result being checked.
const expectedJSON = (r, extra = {}) => ({
  found: true,
  status: 'found',
  path: route,
  cells: Object.fromEntries(routeCells.map((c, i) => [i, c])),
  reached: goal,
  cost: 6,
  cardinal: 6,
  diagonal: 0,
  expanded: r.expanded,
  generated: r.generated,
  reopened: 0,
  peakOpen: r.peakOpen,
  scanned: 0,
  goalIndex: 0,
  ...extra,
});

let pool;
before(async () => {
  await init();
  pool = await PathWorker.create({ workers: 2 });
});
after(() => pool.terminate());

/** `name` is an accessor not yet read (its points not made). */
const unmade = (result, name) => typeof Object.getOwnPropertyDescriptor(result, name).get === 'function';

function checkResult(r, where) {
  assert.ok(r.cells instanceof Int32Array, where);
  assert.deepEqual([...r.cells], routeCells, where);
  assert.ok(unmade(r, 'path'), `${where}: path is made on first read, not before`);
  const path = r.path;
  assert.deepEqual(path, route, where);
  assert.equal(r.path, path, `${where}: made once, then kept`);
  assert.ok(!unmade(r, 'path'), `${where}: a plain field once read`);
}

test('a Grid, a Search and a batch: cells read once, path made from them on first read', () => {
  const grid = Grid.fromRows(rows);
  const options = { diagonal: 'never' };
  checkResult(grid.findPath(start, goal, options), 'findPath');
  checkResult(grid.findPaths([{ from: start, to: goal }], options)[0], 'findPaths');
  const search = grid.search(start, goal, options);
  checkResult(search.run(), 'Search.run');
  search.dispose();
  const none = grid.findPath(start, { x: 4, y: 0 }, options); // a wall
  assert.deepEqual([none.status, none.path, [...none.cells]], ['goal-blocked', [], []]);
  grid.dispose();
});

test('a result is a plain value: JSON, structuredClone, spreading and assignment see path', () => {
  const grid = Grid.fromRows(rows);
  const r = grid.findPath(start, goal, { diagonal: 'never' });
  assert.ok(unmade(r, 'path'));
  assert.equal(Object.getPrototypeOf(r), Object.prototype);
  assert.deepEqual(Object.keys(r), Object.keys(expectedJSON(r)));
  assert.deepEqual(JSON.parse(JSON.stringify(r)), expectedJSON(r));
  const clone = structuredClone(grid.findPath(start, goal, { diagonal: 'never' }));
  assert.deepEqual(clone.path, route);
  assert.deepEqual([...clone.cells], routeCells);
  assert.deepEqual({ ...grid.findPath(start, goal, { diagonal: 'never' }) }.path, route);
  const frozen = Object.freeze(grid.findPath(start, goal, { diagonal: 'never' }));
  assert.deepEqual(frozen.path, route, 'a frozen result still reads its path');
  const set = grid.findPath(start, goal, { diagonal: 'never' });
  set.path = null;
  assert.equal(set.path, null);
  set.path = route.slice(1);
  assert.deepEqual(set.path, route.slice(1));
  grid.dispose();
});

test('smoothed: waypointCells read once, waypoints made on first read, in JSON after them', () => {
  const grid = Grid.fromRows(rows);
  const r = grid.findPath(start, goal, { smooth: true, diagonal: 'never' });
  assert.ok(r.waypointCells instanceof Int32Array);
  assert.deepEqual(
    [...r.waypointCells],
    turns.map(({ x, y }) => y * 5 + x),
  );
  assert.ok(unmade(r, 'waypoints'));
  assert.deepEqual(r.waypoints, turns);
  assert.equal(r.waypoints, r.waypoints);
  const json = JSON.parse(JSON.stringify(grid.findPath(start, goal, { smooth: true, diagonal: 'never' })));
  assert.deepEqual(
    json,
    expectedJSON(json, {
      waypoints: turns,
      waypointCells: Object.fromEntries(turns.map(({ x, y }, i) => [i, y * 5 + x])),
      waypointLength: 6,
    }),
  );
  assert.equal(grid.findPath(start, goal).waypoints, undefined, 'no waypoints without smooth');
  assert.ok(!('waypointCells' in grid.findPath(start, goal)));
  grid.dispose();
});

test('short paths share a small slab, long ones own their buffer; a detached slab is left alone', () => {
  // 1024 cells is where a path gets a buffer of its own (core.js copyCells).
  const grid = Grid.fromRows(rows);
  const ask = () => grid.findPath(start, goal, { diagonal: 'never' });
  const kept = Array.from({ length: 1600 }, ask); // past a slab's end, more than once
  for (const r of kept) assert.deepEqual([...r.cells], routeCells);
  assert.equal(kept[0].cells.buffer, kept[1].cells.buffer, 'two short paths, one slab');
  assert.ok(kept[0].cells.buffer.byteLength <= 16384, 'a clone of a result copies a small slab at most');
  assert.notEqual(kept[0].cells.buffer, kept.at(-1).cells.buffer, 'a full slab is followed by a new one');
  // A caller moving a slab away detaches every view on it, as with Node's
  // pooled Buffers (docs/api.md); the next path is read into a new slab.
  const moved = kept.at(-1).cells.buffer;
  structuredClone(moved, { transfer: [moved] });
  assert.equal(kept.at(-1).cells.length, 0);
  const after = ask();
  assert.notEqual(after.cells.buffer, moved);
  assert.deepEqual([...after.cells], routeCells);
  assert.deepEqual([...kept[0].cells], routeCells, 'a slab before the moved one is untouched');
  const own = after.cells.slice();
  assert.equal(own.buffer.byteLength, own.byteLength);
  grid.dispose();
  // A row 1100 cells long: a path of 300 cells, copied whole onto a slab
  // (core.js copiedWhole), and one of 1100, in a buffer of its own.
  const row = Grid.fromRows(['.'.repeat(1100)]);
  const along = (n) => Array.from({ length: n }, (_, i) => i);
  const middle = row.findPath({ x: 0, y: 0 }, { x: 299, y: 0 });
  assert.deepEqual([...middle.cells], along(300));
  assert.ok(middle.cells.buffer.byteLength > 300 * 4, 'a path of 300 cells shares a slab');
  const long = row.findPath({ x: 0, y: 0 }, { x: 1099, y: 0 });
  assert.deepEqual([...long.cells], along(1100));
  assert.equal(long.cells.buffer.byteLength, 1100 * 4);
  assert.deepEqual([...middle.cells], along(300), 'a long path leaves the slab as it was');
  row.dispose();
});

test('no cells take no room on a slab: moving them away leaves the next path readable', () => {
  // The waypoints of no path were once an empty view on a fresh slab:
  // moving its buffer detached the slab before any path was read into it,
  // and the next query threw.
  const walled = Grid.fromRows(['..#..', '..#..']);
  const ask = () => walled.findPath({ x: 0, y: 0 }, { x: 4, y: 0 }, { smooth: true });
  const none = ask();
  assert.equal(none.status, 'no-path');
  assert.equal(none.waypointCells.length, 0);
  assert.equal(none.waypointCells.buffer.byteLength, 0);
  const moved = none.waypointCells.buffer;
  structuredClone(moved, { transfer: [moved] });
  assert.equal(ask().waypointCells.length, 0);
  assert.deepEqual([...walled.findPath({ x: 0, y: 0 }, { x: 1, y: 1 }).cells], [0, 6]);
  walled.dispose();
});

test('through the pool: cells and waypointCells moved, the views made on the calling thread', async () => {
  const remote = await pool.fromRows(rows);
  const options = { diagonal: 'never' };
  const single = await remote.findPath(start, goal, options);
  checkResult(single, 'remote findPath');
  assert.equal(single.cells.buffer.byteLength, single.cells.byteLength, 'a moved path owns its buffer');
  const [first, second] = await remote.findPaths(
    [
      { from: start, to: goal },
      { from: start, to: goal, smooth: true },
    ],
    options,
  );
  checkResult(first, 'remote findPaths');
  checkResult(second, 'remote findPaths, smoothed');
  assert.ok(unmade(second, 'waypoints'));
  assert.deepEqual(second.waypoints, turns);
  const smooth = await remote.findPath(start, goal, { ...options, smooth: true });
  assert.ok(smooth.waypointCells instanceof Int32Array);
  assert.deepEqual(smooth.waypoints, turns);
  assert.equal(smooth.waypointLength, 6);
  assert.deepEqual(JSON.parse(JSON.stringify(smooth)).waypoints, turns);
  remote.dispose();
});

test('one options object asked with again and again is read anew when it changes', () => {
  const grid = Grid.fromRows(rows);
  const options = { diagonal: 'never' };
  assert.equal(grid.findPath(start, goal, options).cost, 6);
  assert.equal(grid.findPath(start, goal, options).cost, 6, 'the same object, unchanged');
  options.diagonal = 'always'; // (1,0)→(2,1)… cut past the walls' corners: 4 steps, 2 of them diagonal
  const cut = grid.findPath(start, goal, options);
  assert.deepEqual([cut.cardinal, cut.diagonal], [2, 2]);
  options.algorithm = 'jps';
  options.diagonal = 'never';
  assert.equal(grid.findPath(start, goal, options).cost, 6, 'a key added');
  delete options.algorithm;
  options.weight = Number.NaN;
  assert.throws(() => grid.findPath(start, goal, options), { code: 'invalid-option' });
  assert.throws(() => grid.findPath(start, goal, options), { code: 'invalid-option' }, 'refused every time');
  options.weight = 1;
  options.terrain = { 1: 1 };
  assert.equal(grid.findPath(start, goal, options).cost, 6);
  options.terrain[1] = 0; // open ground made a wall in place: the object is read again
  assert.equal(grid.findPath(start, goal, options).status, 'start-blocked');
  // An option inherited, or held non-enumerable, and then changed.
  const inherited = { diagonal: 'never' },
    child = Object.create(inherited);
  assert.equal(grid.findPath(start, goal, child).cost, 6);
  inherited.diagonal = 'always';
  assert.deepEqual([grid.findPath(start, goal, child).diagonal], [2], 'an inherited option changed');
  const hidden = {};
  Object.defineProperty(hidden, 'diagonal', { value: 'never', writable: true });
  assert.equal(grid.findPath(start, goal, hidden).cost, 6);
  hidden.diagonal = 'always';
  assert.deepEqual([grid.findPath(start, goal, hidden).diagonal], [2], 'a non-enumerable option changed');
  grid.dispose();
});

test('results of every grid share one shape, so reading their fields stays fast (V8)', () => {
  // Asked of V8 itself (--allow-natives-syntax): a result in dictionary mode
  // made a short query's result cost more than its search, and results of
  // grids of different widths in shapes of their own slowed the code that
  // read them all.
  const script = `
    import { init, Grid } from ${JSON.stringify(new URL('../../web/lib/node.js', import.meta.url).href)};
    await init();
    const grid = Grid.fromRows(${JSON.stringify(rows)});
    // The first results settle the fields' kinds (a cost of 6 and one of
    // Infinity, a point and null); V8 shapes the later ones alike.
    const ask = () => [grid.findPath(${JSON.stringify(start)}, ${JSON.stringify(goal)}), grid.findPath(${JSON.stringify(start)}, { x: 4, y: 0 })];
    ask();
    const [a, b] = ask();
    const c = grid.findPath(${JSON.stringify(start)}, ${JSON.stringify(goal)}, { smooth: true });
    const wide = Grid.fromRows(['.......', '.......']);
    const d = wide.findPath({ x: 0, y: 0 }, { x: 6, y: 1 });
    const shapes = [%HasFastProperties(a), %HaveSameMap(a, b), %HasFastProperties(c), %HaveSameMap(a, d)];
    // Each made from its own grid's width; a reader inheriting from a result reads its path too.
    const heir = Object.create(wide.findPath({ x: 0, y: 0 }, { x: 6, y: 1 }));
    console.log(JSON.stringify([...shapes, a.path.at(-1), d.path.at(-1), heir.path.at(-1)]));`;
  const run = spawnSync(process.execPath, ['--allow-natives-syntax', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  assert.equal(run.status, 0, run.stderr);
  assert.deepEqual(JSON.parse(run.stdout), [true, true, true, true, goal, { x: 6, y: 1 }, { x: 6, y: 1 }]);
});
