// Units of size k, several goals, ranges, multi-goal flow fields and terrain
// profiles through the package, against the tests' own oracle
// (grid-oracle.js: walls inflated for the unit's block, Dijkstra from one
// cell or many, line of sight by the definition), brute-force scans and
// the same queries asked separately or on a grid edited to a profile's
// prices. Seeds are fixed.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { CellState, Grid } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { costsFrom, heuristicCells, inflate, legalStep, sightProblem, stepCost } from './grid-oracle.js';
import { errorCode, init, randomCosts, randomOpenCell, rng } from './support.js';

before(() => init());

const diagonals = ['never', 'no-corner-cutting', 'at-most-one-blocked', 'always'];
const close = (a, b) =>
  a === Infinity || b === Infinity ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
const id = (p, width) => p.y * width + p.x;
const pointAt = (cell, width) => ({ x: cell % width, y: Math.floor(cell / width) });

/** Every step of `path` is a legal move of the unit (on its inflated costs) and the path costs `cost`. */
function walkProblem(blocks, width, height, path, diagonal, stepCosts, cost) {
  let total = 0;
  for (let i = 1; i < path.length; ++i) {
    if (!legalStep(blocks, width, height, path[i - 1], path[i], diagonal))
      return `step ${i} (${path[i - 1].x},${path[i - 1].y}) → (${path[i].x},${path[i].y}) is not a legal move`;
    total += stepCost(blocks, width, path[i - 1], path[i], stepCosts);
  }
  return close(total, cost) ? null : `the path costs ${total}, the result says ${cost}`;
}

test('size 1 to 4: every cost equals Dijkstra on the walls inflated for the unit, for each diagonal rule', () => {
  const random = rng(2301);
  let compared = 0,
    found = 0;
  for (let m = 0; m < 40; ++m) {
    const width = 4 + Math.floor(random() * 13),
      height = 4 + Math.floor(random() * 11);
    const terrain = m % 2 === 1;
    const costs = randomCosts(random, width, height, 0.05 + 0.2 * random(), terrain);
    const grid = Grid.fromArray(width, height, costs);
    for (let size = 1; size <= 4; ++size) {
      const blocks = inflate(costs, width, height, size);
      for (const diagonal of diagonals) {
        const stepCosts = (m + size) % 3 === 0 ? 'classic' : 'exact';
        const start = randomOpenCell(random, width, costs),
          goal = randomOpenCell(random, width, costs);
        const where = `map ${m} size ${size} ${diagonal} ${stepCosts} (${start.x},${start.y}) → (${goal.x},${goal.y})`;
        const expected = costsFrom(blocks, width, height, [id(start, width)], { diagonal, stepCosts }).cost[
          id(goal, width)
        ];
        const algorithms = terrain ? ['astar', 'dijkstra'] : ['astar', 'dijkstra', 'jps'];
        for (const algorithm of algorithms) {
          const options = { algorithm, diagonal, costs: stepCosts, size };
          const r = grid.findPath(start, goal, options);
          assert.ok(close(r.cost, expected), `${where} ${algorithm}: ${r.cost}, oracle ${expected}`);
          assert.equal(r.found, expected < Infinity, where);
          if (r.found) {
            assert.equal(
              walkProblem(blocks, width, height, r.path, diagonal, stepCosts, r.cost),
              null,
              where,
            );
            assert.equal(r.goalIndex, 0, where);
            ++found;
          }
          ++compared;
        }
        assert.equal(
          grid.connected(start, goal, { diagonal, size }),
          expected < Infinity,
          `${where} connected`,
        );
        const search = grid.search(start, goal, { diagonal, costs: stepCosts, size, events: false });
        assert.ok(close(search.run().cost, expected), `${where} search`);
        search.dispose();
      }
    }
    grid.dispose();
  }
  assert.ok(compared > 1000 && found > 400, `${compared} queries compared, ${found} found`);
});

test('a 2×2 unit stays out of a one-cell gap that a 1×1 unit takes', () => {
  const grid = Grid.fromRows(['....', '.#.#', '....', '....']);
  const narrow = grid.findPath({ x: 2, y: 0 }, { x: 2, y: 2 }, { diagonal: 'never' });
  const wide = grid.findPath({ x: 2, y: 0 }, { x: 2, y: 2 }, { diagonal: 'never', size: 2 });
  assert.equal(narrow.cost, 2);
  assert.equal(wide.found, false);
  assert.equal(grid.findPath({ x: 0, y: 2 }, { x: 3, y: 0 }, { size: 2 }).status, 'goal-blocked');
  grid.dispose();
});

test('several goals: the cheapest of separate queries, goalIndex naming a goal of that cost', () => {
  const random = rng(2302);
  let checked = 0;
  for (let m = 0; m < 60; ++m) {
    const width = 5 + Math.floor(random() * 14),
      height = 5 + Math.floor(random() * 10);
    const costs = randomCosts(random, width, height, 0.25 * random(), m % 3 !== 0);
    const grid = Grid.fromArray(width, height, costs);
    const count = m % 10 === 9 ? 20 + Math.floor(random() * 20) : 1 + Math.floor(random() * 6);
    const goals = Array.from({ length: count }, () => pointAt(Math.floor(random() * costs.length), width));
    const start = randomOpenCell(random, width, costs);
    const size = 1 + (m % 3);
    const options = { diagonal: diagonals[m % 4], algorithm: m % 2 ? 'astar' : 'dijkstra', size };
    const r = grid.findPath(start, goals, options);
    const separate = goals.map((g) => grid.findPath(start, g, options).cost);
    const best = Math.min(...separate);
    const where = `map ${m}, ${count} goals, size ${size}`;
    assert.ok(close(r.cost, best), `${where}: ${r.cost} vs the least of separate queries ${best}`);
    const blocks = inflate(costs, width, height, size);
    const oracle = costsFrom(blocks, width, height, [id(start, width)], options).cost;
    assert.ok(close(best, Math.min(...goals.map((g) => oracle[id(g, width)]))), where);
    if (r.found) {
      assert.ok(close(separate[r.goalIndex], r.cost), `${where}: goalIndex ${r.goalIndex}`);
      assert.deepEqual(r.path.at(-1), goals[r.goalIndex], where);
      ++checked;
    } else {
      assert.equal(r.goalIndex, -1, where);
    }
    grid.dispose();
  }
  assert.ok(checked > 20, `${checked} found`);
});

test('within r (and line of sight): the cheapest cell in range, by a brute-force scan of every cell', () => {
  const random = rng(2303);
  let checked = 0;
  for (let m = 0; m < 60; ++m) {
    const width = 5 + Math.floor(random() * 12),
      height = 5 + Math.floor(random() * 10);
    const costs = randomCosts(random, width, height, 0.25 * random(), m % 2 === 0);
    const grid = Grid.fromArray(width, height, costs);
    const diagonal = diagonals[m % 4];
    const heuristic = diagonal === 'never' ? 'manhattan' : ['octile', 'euclidean', 'chebyshev'][m % 3];
    const within = 0.5 + Math.floor(random() * 4);
    const lineOfSight = m % 3 === 0;
    const start = randomOpenCell(random, width, costs),
      goal = randomOpenCell(random, width, costs);
    const options = { diagonal, heuristic, within, ...(lineOfSight && { lineOfSight }) };
    const r = grid.findPath(start, goal, options);
    const from = costsFrom(costs, width, height, [id(start, width)], { diagonal }).cost;
    let best = Infinity;
    for (let c = 0; c < costs.length; ++c) {
      const p = pointAt(c, width);
      if (heuristicCells(heuristic, p, goal) > within) continue;
      if (lineOfSight && sightProblem(costs, width, p, goal, diagonal, 255) !== null) continue;
      best = Math.min(best, from[c]);
    }
    const where = `map ${m} ${diagonal} ${heuristic} within ${within}${lineOfSight ? ' in sight' : ''}`;
    assert.ok(close(r.cost, best), `${where}: ${r.cost}, brute force ${best}`);
    if (r.found) {
      assert.ok(heuristicCells(heuristic, r.reached, goal) <= within, `${where}: reached in range`);
      if (lineOfSight) assert.equal(sightProblem(costs, width, r.reached, goal, diagonal, 255), null, where);
      assert.equal(r.goalIndex, 0);
      ++checked;
    }
    grid.dispose();
  }
  assert.ok(checked > 40, `${checked} found`);
});

test('flow fields to several goals equal a multi-source Dijkstra, for units and profiles too', () => {
  const random = rng(2304);
  let cells = 0;
  for (let m = 0; m < 30; ++m) {
    const width = 4 + Math.floor(random() * 14),
      height = 4 + Math.floor(random() * 10);
    const costs = randomCosts(random, width, height, 0.2 * random(), true);
    const grid = Grid.fromArray(width, height, costs);
    const goals = Array.from({ length: 1 + Math.floor(random() * 5) }, () =>
      randomOpenCell(random, width, costs),
    );
    const size = 1 + (m % 3);
    const profile = m % 2 === 0 ? null : { 2: 1, 4: 'wall', 3: 7 };
    const bytes = profile && Uint8Array.from({ length: 256 }, (_, c) => c);
    if (bytes) [bytes[2], bytes[4], bytes[3]] = [1, 0, 7];
    const diagonal = diagonals[m % 4],
      stepCosts = m % 5 === 0 ? 'classic' : 'exact';
    const options = { diagonal, costs: stepCosts, size, ...(profile && { terrain: profile }) };
    const { distance, next } = grid.flowField(goals, options);
    const blocks = inflate(costs, width, height, size, bytes);
    const sources = goals.map((g) => id(g, width));
    const expected = costsFrom(blocks, width, height, sources, { diagonal, stepCosts, reverse: true }).cost;
    for (let c = 0; c < costs.length; ++c) {
      const where = `map ${m} size ${size} ${diagonal} cell (${c % width},${Math.floor(c / width)})`;
      assert.ok(close(distance[c], expected[c]), `${where}: ${distance[c]}, oracle ${expected[c]}`);
      if (expected[c] > 0 && expected[c] < Infinity) {
        const to = pointAt(next[c], width);
        assert.ok(legalStep(blocks, width, height, pointAt(c, width), to, diagonal), where);
        const step = stepCost(blocks, width, pointAt(c, width), to, stepCosts);
        assert.ok(close(distance[c], step + distance[next[c]]), `${where}: next is a shortest step`);
      } else {
        assert.equal(next[c], -1, where);
      }
      ++cells;
    }
    grid.dispose();
  }
  assert.ok(cells > 2000, `${cells} cells`);
});

test('a terrain profile answers as the same query on a grid edited to its prices', () => {
  const random = rng(2305);
  for (let m = 0; m < 40; ++m) {
    const width = 5 + Math.floor(random() * 12),
      height = 5 + Math.floor(random() * 10);
    const costs = randomCosts(random, width, height, 0.15, true);
    const grid = Grid.fromArray(width, height, costs);
    const table = Array.from({ length: 256 }, (_, c) => c);
    for (let c = 1; c <= 4; ++c) table[c] = random() < 0.2 ? 'wall' : 1 + Math.floor(random() * 9);
    const terrain = m % 2 === 0 ? table : Object.fromEntries([1, 2, 3, 4].map((c) => [c, table[c]]));
    const prices = table.map((c) => (c === 'wall' ? 0 : c));
    const edited = Grid.fromArray(
      width,
      height,
      Uint8Array.from(costs, (c) => prices[c]),
    );
    for (const size of [1, 2]) {
      const diagonal = diagonals[(m + size) % 4];
      const start = randomOpenCell(random, width, costs),
        goals = [randomOpenCell(random, width, costs), randomOpenCell(random, width, costs)];
      const where = `map ${m} size ${size} ${diagonal}`;
      const options = { diagonal, size, closest: true };
      assert.deepEqual(
        grid.findPath(start, goals, { ...options, terrain }),
        edited.findPath(start, goals, options),
        where,
      );
      assert.deepEqual(
        grid.flowField(goals, { diagonal, size, terrain }),
        edited.flowField(goals, { diagonal, size }),
        where,
      );
      const blocks = inflate(costs, width, height, size, prices);
      const oracle = costsFrom(blocks, width, height, [id(start, width)], { diagonal }).cost;
      const r = grid.findPath(start, goals, { diagonal, size, terrain });
      assert.ok(close(r.cost, Math.min(...goals.map((g) => oracle[id(g, width)]))), `${where}: oracle`);
    }
    grid.dispose();
    edited.dispose();
  }
});

test('stepping a unit toward several goals: the same answer as findPath, its path painted in cellStates', () => {
  const random = rng(2306);
  for (let m = 0; m < 20; ++m) {
    const width = 8 + Math.floor(random() * 10),
      height = 6 + Math.floor(random() * 8);
    const costs = randomCosts(random, width, height, 0.15, m % 2 === 0);
    const grid = Grid.fromArray(width, height, costs);
    const start = randomOpenCell(random, width, costs);
    const goals = [randomOpenCell(random, width, costs), randomOpenCell(random, width, costs)];
    const options = {
      size: 2,
      diagonal: diagonals[m % 4],
      ...(m % 3 === 0 && { terrain: { 2: 1, 3: 'wall' } }),
    };
    const search = grid.search(start, goals, options);
    while (!search.done) search.step(3);
    const stepped = search.result();
    const whole = grid.findPath(start, goals, options);
    assert.deepEqual(stepped, whole, `map ${m}`);
    const states = search.cellStates();
    for (const p of stepped.path) assert.equal(states[id(p, width)], CellState.path, `map ${m}`);
    const expanded = search.events().filter((e) => e.kind === 'expand').length;
    assert.equal(expanded, stepped.expanded, `map ${m}: one expand event per expansion`);
    search.dispose();
    grid.dispose();
  }
});

test('jump point search: units of any size; several goals, ranges and non-uniform profiles refused by name', () => {
  const grid = Grid.fromRows(['........', '...##...', '........', '........']);
  const jps = grid.findPath({ x: 0, y: 0 }, { x: 6, y: 2 }, { algorithm: 'jps', size: 2 });
  assert.equal(jps.cost, grid.findPath({ x: 0, y: 0 }, { x: 6, y: 2 }, { size: 2 }).cost);
  assert.equal(
    grid.findPath({ x: 0, y: 0 }, { x: 6, y: 2 }, { algorithm: 'jps', terrain: { 1: 1 } }).found,
    true,
  );
  for (const options of [{ within: 2 }, { terrain: { 1: 3 } }]) {
    assert.equal(
      errorCode(() => grid.findPath({ x: 0, y: 0 }, { x: 6, y: 2 }, { algorithm: 'jps', ...options })),
      'invalid-option',
    );
  }
  assert.throws(
    () =>
      grid.findPath(
        { x: 0, y: 0 },
        [
          { x: 6, y: 2 },
          { x: 7, y: 3 },
        ],
        { algorithm: 'jps' },
      ),
    /jump point search takes one goal and no range/,
  );
  grid.dispose();
});

test('bad sizes, goals, ranges and profiles: invalid-option or out-of-bounds, naming the value', () => {
  const grid = new Grid(6, 4);
  const a = { x: 0, y: 0 },
    b = { x: 5, y: 3 };
  const cases = [
    [() => grid.findPath(a, b, { size: 0 }), 'invalid-option', /size .* got 0$/],
    [() => grid.findPath(a, b, { size: 9 }), 'invalid-option', /got 9$/],
    [() => grid.findPath(a, b, { size: 2.5 }), 'invalid-option', /got 2\.5$/],
    [() => grid.search(a, b, { size: 'big' }), 'invalid-option', /got "big"$/],
    [() => grid.connected(a, b, { size: -1 }), 'invalid-option', /got -1$/],
    [() => grid.flowField(b, { size: NaN }), 'invalid-option', /got NaN$/],
    [() => grid.findPath(a, []), 'invalid-option', /1 to 4096 points, got 0/],
    [() => grid.flowField(new Array(4097).fill(b)), 'invalid-option', /got 4097/],
    [() => grid.findPath(a, [b, { x: 6, y: 0 }]), 'out-of-bounds', /goals\[1\] \(6, 0\)/],
    [() => grid.search(a, [{ x: -1, y: 0 }]), 'out-of-bounds', /goals\[0\] \(-1, 0\)/],
    [() => grid.findPath(a, b, { within: -1 }), 'invalid-option', /within .* got -1$/],
    [() => grid.findPath(a, b, { within: NaN }), 'invalid-option', /got NaN$/],
    [() => grid.findPath(a, b, { lineOfSight: true }), 'invalid-option', /needs a range/],
    [() => grid.findPath(a, b, { terrain: { 3: -2 } }), 'invalid-option', /terrain\[3\] .* got -2$/],
    [() => grid.findPath(a, b, { terrain: { 3: NaN } }), 'invalid-option', /got NaN$/],
    [() => grid.flowField(b, { terrain: { 3: 1.5 } }), 'invalid-option', /got 1\.5$/],
    [() => grid.findPath(a, b, { terrain: { 0: 1 } }), 'invalid-option', /class 0 is the walls/],
    [() => grid.findPath(a, b, { terrain: { mud: 1 } }), 'invalid-option', /key "mud"/],
    [() => grid.findPath(a, b, { terrain: [1, 2, 3] }), 'invalid-option', /256 costs.* got 3$/],
    [() => grid.findPath(a, b, { terrain: 'hover' }), 'invalid-option', /only a PathWorker keeps/],
    [() => grid.findPath(a, b, { smooth: true, size: 2 }), 'invalid-option', /size 2/],
    [() => grid.connected(a, b, { terrain: {} }), 'unknown-option', /connected\(\) has no option "terrain"/],
  ];
  for (const [call, code, message] of cases) {
    assert.throws(call, (error) => error.code === code && message.test(error.message), String(call));
  }
  assert.equal(grid.findPath(a, b).found, true);
  grid.dispose();
});
