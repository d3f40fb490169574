// The race's maps, checked with the engine: every preset (web/race/maps.js)
// solvable and A* optimal, the traps trap greedy by their documented
// margin; the generators (web/race/generators.js) seeded, connected and
// (mazes) perfect, and its conversions read back by the engine.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid } from '../../web/lib/node.js';
import {
  mapToRows,
  openEnds,
  randomMap,
  recursiveBacktracker,
  recursiveDivision,
} from '../../web/race/generators.js';
import { defaultPresetId, presetById, presets } from '../../web/race/maps.js';
import { init, withGrid } from './support.js';

before(() => init());

const diagonals = ['never', 'no-corner-cutting', 'at-most-one-blocked', 'always'];

const at = (map, p) => map.terrain[p.y * map.width + p.x];

function checkShape(map, where) {
  assert.ok(map.terrain instanceof Uint8Array, where);
  assert.equal(map.terrain.length, map.width * map.height, where);
  assert.ok(
    map.terrain.every((t) => t <= 9),
    `${where}: terrain 0 to 9`,
  );
  for (const p of [map.start, map.goal]) {
    assert.ok(
      Number.isInteger(p.x) &&
        Number.isInteger(p.y) &&
        p.x >= 0 &&
        p.y >= 0 &&
        p.x < map.width &&
        p.y < map.height,
      where,
    );
    assert.notEqual(at(map, p), 0, `${where}: (${p.x}, ${p.y}) is open`);
  }
}

/** Start and goal joined through 4-neighbours, so under every diagonal rule. */
function assertConnected(grid, map, where) {
  assert.equal(
    grid.findPath(map.start, map.goal, { diagonal: 'never', algorithm: 'bfs' }).found,
    true,
    `${where}: connected`,
  );
}

test('the presets: the required ones, well formed, fresh and the same on every make()', () => {
  const ids = presets.map((p) => p.id);
  assert.equal(new Set(ids).size, ids.length, 'ids are unique');
  for (const id of [
    'worked-example',
    'concave',
    'spiral',
    'u-room',
    'open-field',
    'random',
    'maze-backtracker',
    'maze-division',
  ])
    assert.ok(presetById(id), id);
  assert.equal(defaultPresetId, 'concave');
  assert.equal(presets.filter((p) => p.trap).length >= 3, true);
  for (const p of presets) {
    assert.ok(p.name && p.description, p.id);
    const a = p.make(),
      b = p.make();
    checkShape(a, p.id);
    assert.deepEqual(a, b, `${p.id}: make() is deterministic`);
    a.terrain.fill(0);
    assert.notDeepEqual(p.make().terrain, a.terrain, `${p.id}: make() returns a new map`);
    if (p.defaultSeed !== undefined)
      assert.deepEqual(p.make(p.defaultSeed), b, `${p.id}: make() uses defaultSeed`);
  }
});

test("every preset: A* costs what Dijkstra does, under every diagonal rule and the preset's own", () => {
  for (const p of presets) {
    const map = p.make();
    withGrid(map, (grid) => {
      assertConnected(grid, map, p.id);
      const { costs = 'exact', ...rules } = p.options ?? {};
      for (const options of [...diagonals.map((diagonal) => ({ diagonal, costs })), { ...rules, costs }]) {
        const where = `${p.id} ${JSON.stringify(options)}`;
        const astar = grid.findPath(map.start, map.goal, options);
        const dijkstra = grid.findPath(map.start, map.goal, {
          ...options,
          heuristic: undefined,
          algorithm: 'dijkstra',
        });
        assert.equal(astar.found, true, where);
        assert.ok(
          Math.abs(astar.cost - dijkstra.cost) <= 1e-9 * dijkstra.cost,
          `${where}: ${astar.cost} vs ${dijkstra.cost}`,
        );
      }
    });
  }
});

test("the worked example is the tutorial's: cost 38 under its options", () => {
  const p = presetById('worked-example');
  const map = p.make();
  assert.deepEqual(mapToRows(map), ['....', '.#..', '.#..', '....']);
  assert.deepEqual(
    [map.start, map.goal],
    [
      { x: 0, y: 2 },
      { x: 3, y: 2 },
    ],
  );
  assert.deepEqual(p.options, { diagonal: 'always', costs: 'classic', heuristic: 'octile' });
  withGrid(map, (grid) => assert.equal(grid.findPath(map.start, map.goal, p.options).cost, 38));
});

test('each trap: greedy costs at least minExcess more than A*, after fewer expansions', (t) => {
  for (const p of presets.filter((q) => q.trap)) {
    const map = p.make();
    withGrid(map, (grid) => {
      const astar = grid.findPath(map.start, map.goal);
      const greedy = grid.findPath(map.start, map.goal, { algorithm: 'greedy' });
      const excess = greedy.cost / astar.cost - 1;
      t.diagnostic(
        `${p.id}: A* ${astar.cost.toFixed(2)} (${astar.expanded} expanded), greedy ${greedy.cost.toFixed(2)} (${greedy.expanded} expanded), excess ${(excess * 100).toFixed(1)}%`,
      );
      assert.ok(p.trap.minExcess > 0, p.id);
      assert.ok(excess >= p.trap.minExcess, `${p.id}: excess ${excess} < ${p.trap.minExcess}`);
      // The documented margin is a measurement rounded down, not a loose bound.
      assert.ok(
        excess < p.trap.minExcess + 0.15,
        `${p.id}: minExcess ${p.trap.minExcess} is far below ${excess}`,
      );
      assert.ok(
        greedy.expanded < astar.expanded,
        `${p.id}: ${greedy.expanded} vs ${astar.expanded} expanded`,
      );
    });
  }
});

test('the default race shows the difference at once: greedy expands under half as many cells', () => {
  const map = presetById(defaultPresetId).make();
  withGrid(map, (grid) => {
    const astar = grid.findPath(map.start, map.goal);
    const greedy = grid.findPath(map.start, map.goal, { algorithm: 'greedy' });
    assert.ok(2 * greedy.expanded < astar.expanded, `${greedy.expanded} vs ${astar.expanded}`);
    assert.ok(greedy.cost > 1.3 * astar.cost);
    assert.ok(astar.expanded <= 1000, 'A* finishes within seconds at 100 expansions a second');
  });
});

test('randomMap: the same seed gives the same map; start and goal open and connected at any density', () => {
  assert.deepEqual(randomMap(30, 20, 0.3, 5), randomMap(30, 20, 0.3, 5));
  assert.notDeepEqual(randomMap(30, 20, 0.3, 5).terrain, randomMap(30, 20, 0.3, 6).terrain);
  const sizes = [
    [1, 1],
    [1, 9],
    [9, 1],
    [2, 2],
    [17, 11],
    [40, 40],
  ];
  for (const density of [0, 0.1, 0.3, 0.45, 0.6, 0.9, 1])
    for (const [w, h] of sizes)
      for (let seed = 0; seed < 25; ++seed) {
        const where = `randomMap(${w}, ${h}, ${density}, ${seed})`;
        const map = randomMap(w, h, density, seed);
        checkShape(map, where);
        assert.deepEqual(
          [map.start, map.goal],
          [
            { x: 0, y: 0 },
            { x: w - 1, y: h - 1 },
          ],
          where,
        );
        withGrid(map, (grid) => assertConnected(grid, map, where));
      }
  // Joining start and goal opens only a few walls: the density is kept.
  const walls = randomMap(70, 70, 0.3, 7).terrain.filter((t) => t === 0).length / 4900;
  assert.ok(walls > 0.27 && walls < 0.33, `wall fraction ${walls}`);
});

/** The maze's open cells as a graph of 4-neighbours: its size, edges and how many cells start reaches. */
function mazeGraph(map) {
  const { width, terrain } = map;
  let cells = 0,
    edges = 0;
  for (let i = 0; i < terrain.length; ++i) {
    if (!terrain[i]) continue;
    ++cells;
    if (i % width < width - 1 && terrain[i + 1]) ++edges;
    if (i + width < terrain.length && terrain[i + width]) ++edges;
  }
  const seen = new Uint8Array(terrain.length),
    todo = [map.start.y * width + map.start.x];
  seen[todo[0]] = 1;
  let reached = 0;
  while (todo.length) {
    const c = todo.pop();
    ++reached;
    for (const d of [c - width, c + width, c % width > 0 ? c - 1 : -1, c % width < width - 1 ? c + 1 : -1])
      if (d >= 0 && d < terrain.length && terrain[d] && !seen[d]) {
        seen[d] = 1;
        todo.push(d);
      }
  }
  return { cells, edges, reached };
}

for (const [name, make] of [
  ['recursiveBacktracker', recursiveBacktracker],
  ['recursiveDivision', recursiveDivision],
]) {
  test(`${name}: seeded perfect mazes, every open cell joined as a tree`, () => {
    assert.deepEqual(make(63, 41, 3), make(63, 41, 3));
    assert.notDeepEqual(make(63, 41, 3).terrain, make(63, 41, 4).terrain);
    for (const [w, h] of [
      [3, 3],
      [5, 3],
      [3, 9],
      [7, 7],
      [21, 13],
      [63, 41],
      [64, 40],
    ])
      for (let seed = 0; seed < 30; ++seed) {
        const where = `${name}(${w}, ${h}, ${seed})`;
        const map = make(w, h, seed);
        checkShape(map, where);
        const columns = (w - 1) >> 1,
          rows = (h - 1) >> 1;
        assert.deepEqual(
          [map.start, map.goal],
          [
            { x: 1, y: 1 },
            { x: 2 * columns - 1, y: 2 * rows - 1 },
          ],
          where,
        );
        for (let y = 0; y < h; ++y)
          for (let x = 0; x < w; ++x) {
            const t = map.terrain[y * w + x];
            const inside = x <= 2 * columns - 1 && y <= 2 * rows - 1;
            if (x % 2 === 1 && y % 2 === 1 && inside) assert.equal(t, 1, `${where}: cell (${x}, ${y}) open`);
            if ((x % 2 === 0 && y % 2 === 0) || !inside || x === 0 || y === 0)
              assert.equal(t, 0, `${where}: (${x}, ${y}) wall`);
          }
        const g = mazeGraph(map);
        assert.equal(g.cells, 2 * columns * rows - 1, `${where}: every cell and one passage fewer`);
        assert.equal(g.edges, g.cells - 1, `${where}: a tree has one edge fewer than cells`);
        assert.equal(g.reached, g.cells, `${where}: connected`);
        withGrid(map, (grid) => assertConnected(grid, map, where));
      }
  });
}

test('the generators reject sizes, densities and seeds they cannot use', () => {
  assert.throws(() => randomMap(0, 5, 0.3, 1), RangeError);
  assert.throws(() => randomMap(8193, 5, 0.3, 1), /8192/);
  assert.throws(() => randomMap(5, 5, 1.5, 1), /density/);
  assert.throws(() => randomMap(5, 5, NaN, 1), /density/);
  assert.throws(() => randomMap(5, 5, 0.3, 1.5), /seed/);
  assert.throws(() => recursiveBacktracker(2, 9, 1), RangeError);
  assert.throws(() => recursiveDivision(9, 2.5, 1), RangeError);
  assert.throws(() => recursiveDivision(9, 9), /seed/);
});

test("mapToRows writes rows the engine reads back; openEnds finds a rows map's first and last open cell", () => {
  const rows = ['#.#..', '.2#9.', '....#'];
  const grid = Grid.fromRows(rows);
  const map = { width: grid.width, height: grid.height, terrain: grid.costs() };
  grid.dispose();
  assert.deepEqual(mapToRows(map), rows);
  assert.deepEqual(openEnds(map.terrain, map.width), { start: { x: 1, y: 0 }, goal: { x: 3, y: 2 } });
  assert.equal(openEnds(new Uint8Array(6), 3), null, 'no open cell, no ends');
  for (const p of presets) {
    const m = p.make();
    const back = Grid.fromRows(mapToRows(m));
    assert.deepEqual(back.costs(), m.terrain, p.id);
    back.dispose();
  }
  assert.throws(() => mapToRows({ width: 1, height: 1, terrain: new Uint8Array([12]) }), /terrain 12/);
});
