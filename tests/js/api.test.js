// The API as DESIGN.md describes it: grids, queries, stepping, disposal.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { before, describe, test } from 'node:test';
import { CellState, Grid, PathraceError } from '../../web/lib/node.js';
import { Search } from '../../web/lib/search.js';
import { checkPathShape, init, root } from './support.js';

before(() => init());

const rows = ['....#', '.##.#', '.....'];

describe('init', () => {
  test('is idempotent: every call returns the same promise', async () => {
    const first = init();
    assert.equal(init(), first);
    await first;
  });

  test('before init(), use throws not-initialized; a bad module, or a path on a site under Node, rejects with init-failed; then it loads', () => {
    const script = `
      import { init, Grid } from './web/lib/node.js';
      const seen = [];
      try { new Grid(2, 2); } catch (e) { seen.push(e.code); }
      await init({ wasm: new Uint8Array([0, 97, 115, 109, 9, 9]) }).catch((e) => seen.push(e.code));
      // What a server bundle (next build --webpack) makes of the module's URL.
      await init({ wasm: '/_next/static/media/pathrace-core.1197ccc4.wasm' }).catch((e) => seen.push(e.code, e.message));
      await init();
      const grid = new Grid(3, 3);
      seen.push(grid.findPath({ x: 0, y: 0 }, { x: 2, y: 2 }).cost.toFixed(4));
      grid.dispose();
      console.log(JSON.stringify(seen));`;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    assert.deepEqual(JSON.parse(out.trim().split('\n').pop()), [
      'not-initialized',
      'init-failed',
      'init-failed',
      "the pathrace WebAssembly module could not be loaded from /_next/static/media/pathrace-core.1197ccc4.wasm: under Node it is read from a file: URL or fetched from a whole URL, and this is neither (a server bundle made it a path on its site: leave pathrace out of it, in Next.js with serverExternalPackages: ['pathrace'], or give init({ wasm }) the module's bytes)",
      '2.8284',
    ]);
  });
});

describe('Grid', () => {
  test('fromRows reads walls and terrain; width and height follow the rows', () => {
    const grid = Grid.fromRows(['.#3', '9..']);
    assert.equal(grid.width, 3);
    assert.equal(grid.height, 2);
    assert.equal(grid.isWall({ x: 1, y: 0 }), true);
    assert.equal(grid.getTerrain({ x: 2, y: 0 }), 3);
    assert.equal(grid.getTerrain({ x: 0, y: 1 }), 9);
    assert.deepEqual([...grid.costs()], [1, 0, 3, 9, 1, 1]);
    grid.dispose();
  });

  test('fromRows also takes one string of lines (CRLF too)', () => {
    const grid = Grid.fromRows('..#\r\n...\r\n');
    assert.deepEqual([...grid.costs()], [1, 1, 0, 1, 1, 1]);
    grid.dispose();
  });

  test('fromMovingAI reads a .map text', () => {
    const grid = Grid.fromMovingAI('type octile\nheight 2\nwidth 3\nmap\n.@T\nGS.\n');
    assert.deepEqual([...grid.costs()], [1, 0, 0, 1, 1, 1]);
    grid.dispose();
  });

  test('fromArray takes typed arrays and plain arrays', () => {
    const a = Grid.fromArray(2, 2, new Uint8Array([1, 0, 200, 1]));
    const b = Grid.fromArray(2, 2, [1, 0, 200, 1]);
    assert.deepEqual(a.costs(), b.costs());
    assert.equal(b.getTerrain({ x: 0, y: 1 }), 200);
    a.dispose();
    b.dispose();
  });

  test('new Grid(width, height) is all plain ground; terrain and walls can be set', () => {
    const grid = new Grid(4, 3);
    assert.ok(grid.costs().every((c) => c === 1));
    grid.setWall({ x: 1, y: 1 });
    grid.setTerrain({ x: 2, y: 2 }, 255);
    assert.equal(grid.isWall({ x: 1, y: 1 }), true);
    assert.equal(grid.getTerrain({ x: 2, y: 2 }), 255);
    grid.setWall({ x: 1, y: 1 }, false);
    assert.equal(grid.getTerrain({ x: 1, y: 1 }), 1);
    const target = new Uint8Array(12);
    assert.equal(grid.costs(target), target);
    assert.equal(target[10], 255);
    grid.dispose();
  });

  test('dispose is safe twice and use afterwards throws disposed', () => {
    const grid = Grid.fromRows(rows);
    grid.dispose();
    grid.dispose();
    assert.equal(grid.disposed, true);
    assert.throws(() => grid.findPath({ x: 0, y: 0 }, { x: 1, y: 0 }), { code: 'disposed' });
    assert.throws(() => grid.costs(), { code: 'disposed' });
  });
});

describe('findPath', () => {
  test('returns the path as points and cell ids, with its cost and counters', () => {
    const grid = Grid.fromRows(rows);
    const start = { x: 0, y: 0 },
      goal = { x: 4, y: 2 };
    const r = grid.findPath(start, goal);
    assert.equal(r.found, true);
    assert.equal(r.status, 'found');
    assert.equal(checkPathShape(grid, r, start, goal), null);
    assert.deepEqual(
      [...r.cells],
      r.path.map((p) => p.y * grid.width + p.x),
    );
    assert.equal(r.cost, r.cardinal + r.diagonal * Math.SQRT2);
    assert.ok(r.expanded >= r.path.length - 1 && r.generated >= r.expanded && r.peakOpen >= 1);
    assert.equal(r.reopened, 0);
    grid.dispose();
  });

  test('the defaults are A*, no corner cutting, octile, exact costs', () => {
    const grid = Grid.fromRows(rows);
    const a = { x: 0, y: 0 },
      b = { x: 4, y: 2 };
    assert.deepEqual(
      grid.findPath(a, b),
      grid.findPath(a, b, {
        algorithm: 'astar',
        diagonal: 'no-corner-cutting',
        heuristic: 'octile',
        weight: 1,
        costs: 'exact',
        tieBreak: 'larger-g',
      }),
    );
    grid.dispose();
  });

  test('diagonal rules: never is 4-connected; always cuts corners', () => {
    const grid = Grid.fromRows(['.#', '..']);
    const a = { x: 0, y: 0 },
      b = { x: 1, y: 1 };
    assert.equal(grid.findPath(a, b, { diagonal: 'never' }).cost, 2);
    assert.equal(grid.findPath(a, b, { diagonal: 'no-corner-cutting' }).cost, 2);
    assert.equal(grid.findPath(a, b, { diagonal: 'at-most-one-blocked' }).cost, Math.SQRT2);
    assert.equal(grid.findPath(a, b, { diagonal: 'always' }).diagonal, 1);
    grid.dispose();
  });

  test('classic costs are 10 and 14 times the terrain entered', () => {
    const grid = Grid.fromRows(['.3.']);
    const r = grid.findPath({ x: 0, y: 0 }, { x: 2, y: 0 }, { costs: 'classic' });
    assert.equal(r.cost, 10 * 3 + 10 * 1);
    grid.dispose();
  });

  test('no path, a walled start or goal are normal results, not errors', () => {
    const grid = Grid.fromRows(['.#.', '.#.', '.#.']);
    const none = grid.findPath({ x: 0, y: 0 }, { x: 2, y: 2 });
    assert.deepEqual(
      [none.found, none.status, none.path, none.cells.length, none.cost],
      [false, 'no-path', [], 0, Infinity],
    );
    assert.equal(grid.findPath({ x: 1, y: 0 }, { x: 0, y: 0 }).status, 'start-blocked');
    assert.equal(grid.findPath({ x: 0, y: 0 }, { x: 1, y: 1 }).status, 'goal-blocked');
    assert.equal(grid.findPath({ x: 0, y: 0 }, { x: 0, y: 0 }).path.length, 1);
    grid.dispose();
  });

  test('results are copies that stay valid after later queries, growth and dispose', () => {
    const grid = Grid.fromRows(rows);
    const r = grid.findPath({ x: 0, y: 0 }, { x: 4, y: 2 });
    const saved = [...r.cells];
    const big = new Grid(1500, 1500); // grows wasm memory
    big.findPath({ x: 0, y: 0 }, { x: 1499, y: 1499 });
    grid.findPath({ x: 4, y: 2 }, { x: 0, y: 2 });
    big.dispose();
    grid.dispose();
    assert.deepEqual([...r.cells], saved);
  });

  test('edits take effect in the next query', () => {
    const grid = new Grid(5, 1);
    assert.equal(grid.findPath({ x: 0, y: 0 }, { x: 4, y: 0 }).found, true);
    grid.setWall({ x: 2, y: 0 });
    assert.equal(grid.findPath({ x: 0, y: 0 }, { x: 4, y: 0 }).status, 'no-path');
    grid.dispose();
  });
});

describe('search (the stepper)', () => {
  test('steps, reports progress and ends with the same result as findPath', () => {
    const grid = Grid.fromRows(rows);
    const a = { x: 0, y: 0 },
      b = { x: 4, y: 2 };
    const s = grid.search(a, b);
    assert.ok(s instanceof Search);
    assert.equal(s.current, null);
    assert.equal(s.expanded, 0);
    assert.equal(s.openSize, 1);
    assert.equal(s.status, 'in-progress');
    assert.equal(s.result().found, false);
    assert.equal(s.step(), 1);
    assert.deepEqual(s.current, a);
    assert.equal(s.step(3), 3);
    assert.equal(s.expanded, 4);
    assert.equal(s.done, false);
    const r = s.run();
    assert.equal(s.done, true);
    assert.equal(s.step(10), 0);
    assert.deepEqual(r, grid.findPath(a, b));
    assert.deepEqual(s.result(), r);
    s.dispose();
    grid.dispose();
  });

  test('cellStates is a copy per call, or fills a target array', () => {
    const grid = Grid.fromRows(rows);
    const s = grid.search({ x: 0, y: 0 }, { x: 4, y: 2 });
    const before = s.cellStates();
    assert.ok(before.every((v) => v === CellState.unseen || v === CellState.open));
    s.step(2);
    const target = new Uint8Array(grid.width * grid.height + 7);
    assert.equal(s.cellStates(target), target);
    assert.equal(target[0], CellState.closed);
    assert.notDeepEqual(before, target.subarray(0, 15));
    const r = s.run();
    const states = s.cellStates();
    for (const p of r.path) assert.equal(states[p.y * grid.width + p.x], CellState.path);
    assert.equal(states[1 * 5 + 1], CellState.unseen); // a wall
    s.dispose();
    grid.dispose();
  });

  test('events come once, in order, and agree with cellInfo', () => {
    const grid = Grid.fromRows(rows);
    const s = grid.search({ x: 0, y: 0 }, { x: 4, y: 2 });
    s.step(1);
    const first = s.events();
    assert.equal(first[0].kind, 'expand');
    assert.deepEqual([first[0].x, first[0].y, first[0].parent], [0, 0, null]);
    assert.ok(first.slice(1).every((e) => e.kind === 'open' && e.parent.x === 0 && e.parent.y === 0));
    assert.deepEqual(s.events(), []);
    s.run();
    const rest = s.events();
    assert.equal(rest.filter((e) => e.kind === 'expand').length, s.expanded - 1);
    const last = rest.filter((e) => e.kind !== 'expand').at(-1);
    const info = s.cellInfo(last);
    assert.equal(info.g, last.g);
    assert.equal(info.h, last.h);
    assert.deepEqual(info.parent, last.parent);
    assert.deepEqual(s.cellInfo({ x: 4, y: 0 }), {
      state: 'unseen',
      g: Infinity,
      h: Infinity,
      f: Infinity,
      parent: null,
    });
    s.dispose();
    grid.dispose();
  });

  test('events: false keeps no events but steps the same', () => {
    const grid = Grid.fromRows(rows);
    const quiet = grid.search({ x: 0, y: 0 }, { x: 4, y: 2 }, { events: false });
    assert.deepEqual(quiet.run(), grid.findPath({ x: 0, y: 0 }, { x: 4, y: 2 }));
    assert.throws(() => quiet.events(), { code: 'invalid-option' });
    grid.dispose();
  });

  test('a search on a grid edited since it started cannot step on, but can still be read', () => {
    const grid = Grid.fromRows(rows);
    const s = grid.search({ x: 0, y: 0 }, { x: 4, y: 2 });
    s.step(2);
    grid.setTerrain({ x: 4, y: 1 }, 0);
    assert.throws(() => s.step(), { code: 'grid-changed' });
    assert.throws(() => s.run(), { code: 'grid-changed' });
    assert.equal(s.cellStates().length, 15);
    assert.equal(s.expanded, 2);
    grid.dispose();
  });

  test('disposing the grid disposes its searches', () => {
    const grid = Grid.fromRows(rows);
    const s = grid.search({ x: 0, y: 0 }, { x: 4, y: 2 });
    const t = grid.search({ x: 0, y: 0 }, { x: 4, y: 2 });
    t.dispose();
    grid.dispose();
    assert.equal(s.disposed, true);
    assert.throws(() => s.step(), { code: 'disposed' });
    s.dispose();
  });

  test('a search that cannot start (walled goal) is done at once', () => {
    const grid = Grid.fromRows(rows);
    const s = grid.search({ x: 0, y: 0 }, { x: 4, y: 0 });
    assert.equal(s.done, true);
    assert.equal(s.status, 'goal-blocked');
    assert.equal(s.step(5), 0);
    assert.equal(s.result().found, false);
    grid.dispose();
  });

  test('bfs steps through a whole open grid in first-in-first-out order', () => {
    const grid = new Grid(6, 6);
    const s = grid.search({ x: 0, y: 0 }, { x: 5, y: 5 }, { algorithm: 'bfs', diagonal: 'never' });
    const r = s.run();
    assert.equal(r.cardinal, 10);
    const g = s
      .events()
      .filter((e) => e.kind === 'expand')
      .map((e) => e.g);
    assert.deepEqual(
      g,
      [...g].sort((x, y) => x - y),
    );
    grid.dispose();
  });
});

test('PathraceError is an Error with a code', () => {
  const grid = new Grid(2, 2);
  try {
    grid.findPath({ x: 2, y: 0 }, { x: 0, y: 0 });
    assert.fail('no error');
  } catch (e) {
    assert.ok(e instanceof PathraceError && e instanceof Error);
    assert.equal(e.name, 'PathraceError');
    assert.equal(e.code, 'out-of-bounds');
  }
  grid.dispose();
});
