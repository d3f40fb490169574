// Caller mistakes: each throws a PathraceError with a stable code and a
// message saying what was wrong, and the module answers the next query.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { Grid, PathraceError } from '../../web/lib/node.js';
import { Search } from '../../web/lib/search.js';
import { init } from './support.js';

const a = { x: 0, y: 0 },
  b = { x: 9, y: 9 };
let grid; // 10×10, plain but for a wall at (5, 5)
let reference; // its answer from a to b, before any mistake
before(async () => {
  await init();
  grid = new Grid(10, 10);
  grid.setWall({ x: 5, y: 5 });
  reference = grid.findPath(a, b);
});
after(() => grid.dispose());

const movingAI = (rows, height = rows.length, width = rows[0]?.length ?? 0) =>
  `type octile\nheight ${height}\nwidth ${width}\nmap\n${rows.join('\n')}\n`;
const searchOn = (g, options) => g.search(a, b, options);
const disposedGrid = () => {
  const g = new Grid(3, 3);
  g.dispose();
  return g;
};

// [what, code, the mistake, what the message must mention (optional)]
const cases = [
  [
    'start outside the grid',
    'out-of-bounds',
    () => grid.findPath({ x: 12, y: 4 }, b),
    'start (12, 4) is outside the 10×10 grid',
  ],
  ['goal outside the grid', 'out-of-bounds', () => grid.findPath(a, { x: 3, y: 10 }), 'goal (3, 10)'],
  ['a negative coordinate', 'out-of-bounds', () => grid.findPath({ x: -1, y: 0 }, b), 'x goes from 0 to 9'],
  [
    'x is NaN',
    'invalid-coordinate',
    () => grid.findPath({ x: NaN, y: 0 }, b),
    'start.x must be a whole number, got NaN',
  ],
  ['x is fractional', 'invalid-coordinate', () => grid.findPath({ x: 1.5, y: 0 }, b), 'got 1.5'],
  ['x is a string', 'invalid-coordinate', () => grid.findPath({ x: '3', y: 0 }, b), 'got "3"'],
  ['y is Infinity', 'invalid-coordinate', () => grid.findPath(a, { x: 1, y: Infinity }), 'goal.y'],
  ['y is missing', 'invalid-coordinate', () => grid.findPath({ x: 1 }, b), 'start.y'],
  ['a coordinate is a BigInt', 'invalid-coordinate', () => grid.findPath({ x: 1n, y: 0 }, b)],
  ['start is null', 'invalid-argument', () => grid.findPath(null, b), 'start must be a point {x, y}'],
  ['start is a number', 'invalid-argument', () => grid.findPath(5, b)],
  ['goal is missing', 'invalid-argument', () => grid.findPath(a), 'goal must be a point'],
  [
    'a misspelt option',
    'unknown-option',
    () => grid.findPath(a, b, { algoritm: 'astar' }),
    'the options are algorithm, diagonal',
  ],
  [
    'an unknown algorithm',
    'invalid-option',
    () => grid.findPath(a, b, { algorithm: 'a*' }),
    '"astar", "greedy", "dijkstra", "bfs"',
  ],
  ['an algorithm given as a number', 'invalid-option', () => grid.findPath(a, b, { algorithm: 1 })],
  [
    'an unknown diagonal rule',
    'invalid-option',
    () => grid.findPath(a, b, { diagonal: 'sometimes' }),
    '"never"',
  ],
  ['a boolean diagonal', 'invalid-option', () => grid.findPath(a, b, { diagonal: true })],
  [
    'an unknown heuristic',
    'invalid-option',
    () => grid.findPath(a, b, { heuristic: 'straight' }),
    '"octile"',
  ],
  ['unknown step costs', 'invalid-option', () => grid.findPath(a, b, { costs: 'cheap' }), '"classic"'],
  ['an unknown tie-break', 'invalid-option', () => grid.findPath(a, b, { tieBreak: 'random' }), '"larger-g"'],
  ['a negative weight', 'invalid-option', () => grid.findPath(a, b, { weight: -1 }), 'from 0 to 10000'],
  ['a NaN weight', 'invalid-option', () => grid.findPath(a, b, { weight: NaN })],
  ['a weight above 10000', 'invalid-option', () => grid.findPath(a, b, { weight: 10001 })],
  ['a weight given as a string', 'invalid-option', () => grid.findPath(a, b, { weight: '2' })],
  ['options as a string', 'invalid-argument', () => grid.findPath(a, b, 'fast'), 'options must be an object'],
  ['options as null', 'invalid-argument', () => grid.findPath(a, b, null)],
  ['options as an array', 'invalid-argument', () => grid.findPath(a, b, ['astar'])],
  [
    "search's events option on findPath",
    'unknown-option',
    () => grid.findPath(a, b, { events: false }),
    'search()',
  ],
  ['events that are not a boolean', 'invalid-option', () => searchOn(grid, { events: 'yes' })],
  ['a search with an unknown option', 'unknown-option', () => searchOn(grid, { speed: 3 })],
  ['a zero width', 'invalid-size', () => new Grid(0, 5), 'from 1 to 8192'],
  ['a side above 8192', 'invalid-size', () => new Grid(8193, 1)],
  ['a grid far too large', 'invalid-size', () => new Grid(1e6, 1e6)],
  ['a fractional size', 'invalid-size', () => new Grid(2.5, 3)],
  ['a size given as a string', 'invalid-size', () => new Grid('10', 10)],
  ['a NaN size', 'invalid-size', () => Grid.fromArray(NaN, 1, [1])],
  ['rows that are not strings', 'invalid-argument', () => Grid.fromRows(42)],
  ['a row that is not a string', 'invalid-argument', () => Grid.fromRows(['..', 5]), 'rows[1]'],
  ['a row holding a line break', 'invalid-argument', () => Grid.fromRows(['..\n..'])],
  ['an unknown map character', 'invalid-map', () => Grid.fromRows(['...', '.x.']), 'line 2, column 2'],
  ['rows of different lengths', 'invalid-map', () => Grid.fromRows(['...', '..']), 'row 1 has 2 cells'],
  ['no rows at all', 'invalid-map', () => Grid.fromRows([]), 'empty'],
  ['Moving AI text that is not a string', 'invalid-argument', () => Grid.fromMovingAI(null)],
  ['Moving AI text without its header', 'invalid-map', () => Grid.fromMovingAI(''), 'type octile'],
  [
    'a Moving AI height that is not a number',
    'invalid-map',
    () => Grid.fromMovingAI('type octile\nheight x\nwidth 2\nmap\n..\n'),
    'line 2',
  ],
  ['a Moving AI map above 8192 rows', 'invalid-map', () => Grid.fromMovingAI(movingAI(['..'], 9000, 2))],
  [
    'a Moving AI map missing rows',
    'invalid-map',
    () => Grid.fromMovingAI(movingAI(['..'], 2, 2)),
    'header says 2',
  ],
  [
    'a Moving AI map with extra rows',
    'invalid-map',
    () => Grid.fromMovingAI(movingAI(['..', '..', '..'], 2, 2)),
  ],
  [
    'a Moving AI map with an unknown character',
    'invalid-map',
    () => Grid.fromMovingAI(movingAI(['..', '.#'])),
    'line 6, column 2',
  ],
  ['a Moving AI row too long', 'invalid-map', () => Grid.fromMovingAI(movingAI(['..', '...'], 2, 2))],
  ['too few costs', 'invalid-argument', () => Grid.fromArray(2, 2, [1, 1, 1]), 'needs 4'],
  ['costs that are not an array', 'invalid-argument', () => Grid.fromArray(2, 2, 'abcd')],
  ['no costs', 'invalid-argument', () => Grid.fromArray(2, 2)],
  ['a cost above 255', 'invalid-terrain', () => Grid.fromArray(2, 2, [1, 1, 1, 256]), 'costs[3]'],
  ['a negative cost', 'invalid-terrain', () => Grid.fromArray(2, 2, new Int16Array([1, -1, 1, 1]))],
  ['a fractional cost', 'invalid-terrain', () => Grid.fromArray(2, 2, [1, 1, 0.5, 1])],
  ['setTerrain above 255', 'invalid-terrain', () => grid.setTerrain(a, 300), 'from 0 (wall) to 255'],
  ['setTerrain outside the grid', 'out-of-bounds', () => grid.setTerrain({ x: 10, y: 0 }, 1), 'cell (10, 0)'],
  ['getTerrain outside the grid', 'out-of-bounds', () => grid.getTerrain({ x: 0, y: -1 })],
  ['setWall with a string', 'invalid-argument', () => grid.setWall(a, 'yes')],
  ['costs() into a short array', 'invalid-argument', () => grid.costs(new Uint8Array(3)), 'at least 100'],
  ['step(-1)', 'invalid-argument', () => searchOn(grid).step(-1)],
  ['step(1.5)', 'invalid-argument', () => searchOn(grid).step(1.5)],
  ['step("10")', 'invalid-argument', () => searchOn(grid).step('10')],
  ['cellStates() into a short array', 'invalid-argument', () => searchOn(grid).cellStates(new Uint8Array(5))],
  ['cellStates() into a plain array', 'invalid-argument', () => searchOn(grid).cellStates([])],
  ['cellInfo() outside the grid', 'out-of-bounds', () => searchOn(grid).cellInfo({ x: 99, y: 0 })],
  ['events() of a search without events', 'invalid-option', () => searchOn(grid, { events: false }).events()],
  ['a Search constructed directly', 'invalid-argument', () => new Search(), 'grid.search'],
  ['a disposed grid', 'disposed', () => disposedGrid().findPath(a, a), 'disposed'],
  ['a disposed grid, edited', 'disposed', () => disposedGrid().setWall(a)],
  [
    'a disposed search',
    'disposed',
    () => {
      const s = searchOn(grid);
      s.dispose();
      s.step();
    },
  ],
  [
    'a search whose grid was disposed',
    'disposed',
    () => {
      const g = new Grid(10, 10);
      const s = searchOn(g);
      g.dispose();
      s.cellStates();
    },
  ],
  [
    'stepping a search after its grid changed',
    'grid-changed',
    () => {
      const g = new Grid(10, 10);
      try {
        const s = searchOn(g);
        g.setTerrain({ x: 3, y: 3 }, 5);
        s.step();
      } finally {
        g.dispose();
      }
    },
    'start a new search',
  ],
];

test('the bad-input suite has at least 40 distinct cases', () => {
  assert.ok(cases.length >= 40, `${cases.length} cases`);
  assert.equal(new Set(cases.map(([what]) => what)).size, cases.length);
});

for (const [what, code, mistake, mentions] of cases) {
  test(`${what} → ${code}, then the module still works`, () => {
    assert.throws(mistake, (error) => {
      assert.ok(error instanceof PathraceError, `a PathraceError, not ${error}`);
      assert.equal(error.code, code, error.message);
      if (mentions) assert.ok(error.message.includes(mentions), `"${error.message}" mentions "${mentions}"`);
      return true;
    });
    assert.deepEqual(grid.findPath(a, b), reference);
  });
}

test('map errors carry the line, column and reason', () => {
  assert.throws(() => Grid.fromMovingAI(movingAI(['..', '.#'])), {
    code: 'invalid-map',
    reason: 'bad-character',
    line: 6,
    column: 2,
  });
  // detail: the same words without the function's name and the position.
  assert.throws(
    () => Grid.fromMovingAI(movingAI(['..', '.x'])),
    (error) => {
      assert.match(error.detail, /^unexpected 'x'/);
      assert.ok(error.message.endsWith(`line 6, column 2: ${error.detail}`), error.message);
      return true;
    },
  );
  assert.throws(() => Grid.fromRows(['...', '..']), {
    code: 'invalid-map',
    reason: 'bad-row-length',
    line: 2,
  });
  assert.throws(() => Grid.fromMovingAI('type octile\nheight 2\n'), {
    code: 'invalid-map',
    reason: 'bad-header',
    line: 3,
  });
});

test("init()'s own mistakes reject its promise", async () => {
  await assert.rejects(init({ wasm: 42 }), { code: 'invalid-option' });
  await assert.rejects(init({ wasmUrl: 'x' }), { code: 'unknown-option' });
  await assert.rejects(init('fast'), { code: 'invalid-argument' });
  assert.deepEqual(grid.findPath(a, b), reference);
});
