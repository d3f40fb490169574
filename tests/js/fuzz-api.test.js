// Property tests of the JS API under hostile input (fast-check): random
// option objects, wrong types and hostile strings through findPath, search
// and its methods, the three loaders and the terrain setters. Every call
// either returns a value or throws a PathraceError whose code is one of
// index.d.ts's list; nothing leaks on any path; and after each property the
// module still gives a known query its known answer.
//
// Seeds are fixed (FC_SEED overrides); a failure prints fast-check's seed
// and path, which replay it: FC_SEED=<seed> node --test tests/js/fuzz-api.test.js
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { before, test } from 'node:test';
import fc from 'fast-check';
import { heapInUse } from '../../web/lib/core.js';
import { describe } from '../../web/lib/errors.js';
import { Grid, PathraceError } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { PathWorker } from '../../web/lib/worker-node.js';
import { checkPathShape, init, root } from './support.js';

// The codes and map error reasons as index.d.ts declares them: the one list
// callers program against.
const declarations = readFileSync(`${root}/web/lib/index.d.ts`, 'utf8');
function declaredUnion(name) {
  const body = declarations.match(new RegExp(`export type ${name} =([^;]*);`))?.[1];
  assert.ok(body, `index.d.ts declares ${name}`);
  return new Set([...body.matchAll(/'([^']+)'/g)].map((m) => m[1]));
}
const codes = declaredUnion('PathraceErrorCode');
const reasons = declaredUnion('MapErrorReason');

const seed = Number(process.env.FC_SEED ?? 0x5eed);
const runs = 1000;
const assertProperty = (property) => fc.assert(property, { seed, numRuns: runs });

// Either a value or a coded PathraceError; anything else fails the property.
function attempt(call) {
  try {
    return { value: call() };
  } catch (error) {
    assert.ok(error instanceof PathraceError, `a PathraceError, not ${error?.stack ?? error}`);
    assert.ok(codes.has(error.code), `code ${error.code} is declared in index.d.ts`);
    assert.equal(typeof error.message, 'string');
    assert.ok(error.message.length > 0);
    if (error.code === 'invalid-map') {
      assert.ok(reasons.has(error.reason), `reason ${error.reason} is declared in index.d.ts`);
      assert.ok(Number.isInteger(error.line) && error.line >= 0);
      assert.ok(Number.isInteger(error.column) && error.column >= 0);
      assert.equal(typeof error.detail, 'string');
    }
    return { error };
  }
}

// Hostile values: every JS type, and the strings and numbers that break parsers.
const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 12 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    '\ud800',
    '__proto__',
    'constructor',
    'toString',
    'astar\u0000',
    ' astar',
    'ASTAR',
    'never ',
    '1e3',
    '0x10',
    '<script>',
  ),
);
const hostileNumber = fc.oneof(
  fc.constantFrom(NaN, Infinity, -Infinity, -0, -1, 0.5, 2.5, 1e308, 2 ** 31, 2 ** 53, -(2 ** 31)),
  fc.double(),
  fc.integer({ min: -3, max: 40 }),
);
const hostile = fc.oneof(
  hostileString,
  hostileNumber,
  fc.constantFrom(undefined, null, true, false, 1n, Symbol('x'), () => 1, [], {}, new Uint8Array(2)),
  fc.anything({ maxDepth: 1 }),
);

const optionValues = {
  algorithm: ['astar', 'greedy', 'dijkstra', 'bfs'],
  diagonal: ['never', 'no-corner-cutting', 'at-most-one-blocked', 'always'],
  heuristic: ['manhattan', 'octile', 'euclidean', 'chebyshev', 'zero'],
  costs: ['exact', 'classic'],
  tieBreak: ['larger-g', 'fifo', 'lifo'],
  weight: [0, 0.5, 1, 2, 10000],
  events: [true, false],
  size: [1, 2, 3, 8],
  within: [0, 1, 2.5],
  lineOfSight: [true, false],
  terrain: [{ 3: 1 }, { 9: 'wall', 1: 2 }, Array.from({ length: 256 }, (_, c) => c % 5)],
};
// Mostly valid options with hostile values and unknown keys mixed in, or
// not an object at all.
const options = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      Object.fromEntries(
        Object.entries(optionValues).map(([key, values]) => [
          key,
          fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...values) }, hostile),
        ]),
      ),
      { requiredKeys: [] },
    ),
  },
  fc.dictionary(hostileString, hostile, { maxKeys: 3 }),
  hostile,
  fc.constant(undefined),
);

const width = 7,
  height = 5;
const coordinate = (side) => fc.oneof({ weight: 6, arbitrary: fc.integer({ min: -1, max: side }) }, hostile);
const point = fc.oneof(
  { weight: 6, arbitrary: fc.record({ x: coordinate(width), y: coordinate(height) }) },
  hostile,
);
// With a range a path ends in range of a goal, not on it.
const ranged = (o) => typeof o?.within === 'number' && o.within > 0;
// A goal, or several (among them none, and points off the grid).
const goals = fc.oneof({ weight: 3, arbitrary: point }, fc.array(point, { maxLength: 4 }));
const stepCount = fc.oneof(fc.integer({ min: 0, max: 40 }), fc.constant(Infinity), hostile);

const rows = ['...#...', '.#.#.3.', '.#...#.', '.####9.', '.......'];
const from = { x: 0, y: 0 },
  to = { x: 6, y: 0 };
let known; // the answer from `from` to `to` on a fresh grid of `rows`
let grid; // that grid, made anew for each property (one replaces it)

before(async () => {
  await init();
  const fresh = Grid.fromRows(rows);
  known = fresh.findPath(from, to);
  fresh.dispose();
  assert.equal(known.found, true);
});

// Each property runs on a fresh grid; at the end the grid still gives the
// known answer, and once it is disposed the wasm heap is as it was before.
function property(name, arbitraries, body) {
  test(name, () => {
    const heap = heapInUse();
    grid = Grid.fromRows(rows);
    try {
      assertProperty(fc.property(...arbitraries, body));
      assert.deepEqual(grid.findPath(from, to), known);
    } finally {
      grid.dispose();
    }
    assert.equal(heapInUse(), heap, 'no wasm memory leaked');
  });
}

property(
  'findPath with hostile points, goals and options: a valid path or a coded error',
  [point, goals, options],
  (a, b, o) => {
    const { value } = attempt(() => grid.findPath(a, b, o));
    if (value?.found && !ranged(o)) {
      const goal = Array.isArray(b) ? b[value.goalIndex] : b;
      assert.equal(checkPathShape(grid, value, a, goal), null);
    } else if (value && !value.found && !o?.closest) assert.deepEqual(value.path, []);
  },
);

property(
  'search, then step, cellInfo, cellStates, events and result with hostile arguments',
  [point, goals, options, fc.array(fc.tuple(fc.nat(4), stepCount, point, hostile), { maxLength: 6 })],
  (a, b, o, calls) => {
    const { value: search } = attempt(() => grid.search(a, b, o));
    if (!search) return;
    try {
      for (const [method, count, cell, target] of calls) {
        if (method === 0) attempt(() => search.step(count));
        else if (method === 1) attempt(() => search.cellInfo(cell));
        else if (method === 2) attempt(() => search.cellStates(target));
        else if (method === 3) attempt(() => search.events());
        else attempt(() => search.result());
      }
      const result = attempt(() => search.run()).value;
      if (result?.found && !ranged(o))
        assert.equal(checkPathShape(grid, result, a, Array.isArray(b) ? b[result.goalIndex] : b), null);
    } finally {
      search.dispose();
    }
  },
);

property(
  'setTerrain, setWall, getTerrain and costs() with hostile arguments',
  [point, fc.oneof(fc.integer({ min: -2, max: 300 }), hostile), hostile],
  (cell, cost, other) => {
    const saved = grid.costs();
    try {
      attempt(() => grid.setTerrain(cell, cost));
      attempt(() => grid.setWall(cell, other));
      attempt(() => grid.getTerrain(cell));
      attempt(() => grid.isWall(cell));
      attempt(() => grid.costs(other));
      const { value } = attempt(() => grid.getTerrain(cell));
      if (value !== undefined) assert.ok(Number.isInteger(value) && value >= 0 && value <= 255);
    } finally {
      grid.dispose();
      grid = Grid.fromArray(width, height, saved);
    }
  },
);

// Text made of the characters that matter to the parsers, with hostile
// strings mixed in.
const mapText = (alphabet) =>
  fc.oneof(
    { weight: 3, arbitrary: fc.string({ unit: fc.constantFrom(...alphabet), maxLength: 60 }) },
    hostileString,
  );
const movingAIText = fc.oneof(
  fc
    .tuple(
      fc.constantFrom('type octile', 'type octile ', 'type tile', ''),
      fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constantFrom(8192, 8193, '2x', ' 3', '')),
      fc.oneof(fc.integer({ min: -1, max: 6 }), fc.constantFrom(9000, '')),
      fc.constantFrom('map', 'map ', 'Map'),
      mapText(['.', '@', 'G', 'S', 'O', 'T', 'W', '\n', '\r', '#', ' ']),
      fc.constantFrom('\n', '\r\n'),
    )
    .map(([type, h, w, map, body, eol]) => [type, `height ${h}`, `width ${w}`, map, body].join(eol)),
  hostile,
);

function loaded(result, check) {
  if (!result.value) return;
  try {
    check(result.value);
  } finally {
    result.value.dispose();
  }
}

property('Grid.fromMovingAI with hostile text: a grid or a coded error', [movingAIText], (text) => {
  loaded(
    attempt(() => Grid.fromMovingAI(text)),
    (g) => assert.ok(g.width >= 1 && g.height >= 1),
  );
});

property(
  'Grid.fromRows with hostile rows: a grid or a coded error',
  [
    fc.oneof(
      mapText(['.', '#', '1', '5', '9', '0', '\n', '\r', 'x', ' ']),
      fc.array(fc.oneof({ weight: 4, arbitrary: mapText(['.', '#', '2', '9']) }, hostile), { maxLength: 5 }),
      hostile,
    ),
  ],
  (input) => {
    loaded(
      attempt(() => Grid.fromRows(input)),
      (g) => {
        for (const [i, row] of (Array.isArray(input) ? input : []).entries())
          if (i < g.height) assert.equal(row.length, g.width);
        assert.equal(g.findPath({ x: 0, y: 0 }, { x: g.width - 1, y: g.height - 1 }).cost >= 0, true);
      },
    );
  },
);

const costArray = fc.oneof(
  fc.array(fc.oneof({ weight: 5, arbitrary: fc.integer({ min: 0, max: 255 }) }, hostile), { maxLength: 30 }),
  fc.uint8Array({ maxLength: 30 }),
  fc.float64Array({ maxLength: 30 }),
  fc.int16Array({ maxLength: 30 }),
  hostile,
);
property(
  'Grid.fromArray and new Grid with hostile sizes and costs: a grid or a coded error',
  [
    fc.oneof(fc.integer({ min: -1, max: 6 }), hostile),
    fc.oneof(fc.integer({ min: -1, max: 6 }), hostile),
    costArray,
  ],
  (w, h, costs) => {
    loaded(
      attempt(() => Grid.fromArray(w, h, costs)),
      (g) => assert.deepEqual([...g.costs()], [...costs]),
    );
    loaded(
      attempt(() => new Grid(w, h)),
      (g) => assert.equal(g.costs().length, w * h),
    );
  },
);

// The new options' bad values, each with the words its message must end
// with: the value as describe() shows it.
const notSize = fc.oneof(
  fc.constantFrom(0, 9, 2.5, 'big', -1, NaN, Infinity, true, '2'),
  fc.integer({ min: 9 }),
  fc.integer({ max: 0 }),
  fc.double().filter((v) => !(Number.isInteger(v) && v >= 1 && v <= 8)),
);
const notCost = fc.oneof(
  fc.constantFrom(-1, NaN, 1.5, 256, Infinity, 'mud', null, true),
  fc.integer({ max: -1 }),
  fc.double().filter((v) => !(Number.isInteger(v) && v >= 0 && v <= 255)),
);
const notWithin = fc.oneof(fc.constantFrom(-1, NaN, Infinity, 1e6, '2', true), fc.double({ max: -0.001 }));
const badQuery = fc.oneof(
  notSize.map((size) => ({ goal: { x: 6, y: 4 }, options: { size }, code: 'invalid-option', value: size })),
  fc.tuple(fc.integer({ min: 1, max: 255 }), notCost).map(([c, cost]) => ({
    goal: { x: 6, y: 4 },
    options: { terrain: { [c]: cost } },
    code: 'invalid-option',
    value: cost,
  })),
  notWithin.map((within) => ({
    goal: { x: 6, y: 4 },
    options: { within },
    code: 'invalid-option',
    value: within,
  })),
  fc.constantFrom(0, 4097, 5000).map((n) => ({
    goal: Array.from({ length: n }, () => ({ x: 1, y: 1 })),
    options: {},
    code: 'invalid-option',
    value: n,
  })),
  fc
    .tuple(fc.nat(3), fc.integer({ min: -5, max: 20 }), fc.integer({ min: -5, max: 20 }))
    .filter(([, x, y]) => x < 0 || y < 0 || x >= width || y >= height)
    .map(([i, x, y]) => ({
      goal: [...Array.from({ length: i }, () => ({ x: 1, y: 1 })), { x, y }],
      options: {},
      code: 'out-of-bounds',
      value: `goals[${i}] (${x}, ${y})`,
    })),
);
const describes = (message, value) =>
  typeof value === 'string' && value.startsWith('goals[')
    ? message.startsWith(value)
    : message.endsWith(`got ${describe(value)}`);

property(
  'bad sizes, goals, ranges and profile costs: invalid-option or out-of-bounds naming the value',
  [badQuery],
  ({ goal, options: o, code, value }) => {
    const calls = [() => grid.findPath(from, goal, o), () => grid.search(from, goal, o)];
    if (o.within === undefined) calls.push(() => grid.flowField(goal, o)); // flowField has no range
    for (const call of calls) {
      const { error } = attempt(call);
      assert.equal(error?.code, code, `${JSON.stringify(o)}: ${error?.message}`);
      assert.ok(describes(error.message, value), `"${error.message}" names ${String(value)}`);
    }
  },
);

test('through the pool, the same bad values reject with the same codes and messages', async () => {
  const pool = await PathWorker.create({ workers: 1 });
  const local = Grid.fromRows(rows);
  const remote = await pool.fromRows(rows);
  try {
    await fc.assert(
      fc.asyncProperty(badQuery, async ({ goal, options: o }) => {
        const here = attempt(() => local.findPath(from, goal, o)).error;
        const there = await remote.findPath(from, goal, o).then(
          () => null,
          (e) => e,
        );
        assert.ok(there instanceof PathraceError);
        assert.deepEqual([there.code, there.message], [here.code, here.message]);
      }),
      { seed, numRuns: 300 },
    );
  } finally {
    local.dispose();
    await pool.terminate();
  }
});
