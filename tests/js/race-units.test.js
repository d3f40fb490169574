// A race of a unit larger than one cell (the page's "unit size" rule, the
// element's `size`): its numbers are the package's findPath with that size,
// its cost the tests' own oracle (grid-oracle.js: walls inflated for the
// k×k block, its own Dijkstra); a start or goal where the block does not fit
// is said in words; the ends picked, the sweep and the figure honour the size.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { raceFigure } from '../../web/race/figure.js';
import { openEnds } from '../../web/race/generators.js';
import { loadMap, pickEndpoints } from '../../web/race/map-source.js';
import { stepSentence } from '../../web/race/open-list.js';
import { Race } from '../../web/race/race.js';
import { runSweep, sweepRules } from '../../web/race/sweep.js';
import { verdict } from '../../web/race/verdict.js';
import { costsFrom, inflate } from './grid-oracle.js';
import { astarPanel, greedyPanel, init, randomCosts, randomOpenCell, rng } from './support.js';

before(() => init());

const diagonals = ['never', 'no-corner-cutting', 'at-most-one-blocked', 'always'];
const close = (a, b) =>
  a === Infinity || b === Infinity ? a === b : Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(b));
const id = (p, width) => p.y * width + p.x;

test('a race of size 2 and 3: each panel expands and costs what findPath with that size does, and the cost is the oracle’s', () => {
  const random = rng(2323);
  let races = 0,
    found = 0;
  for (let m = 0; m < 24; ++m) {
    const width = 8 + Math.floor(random() * 17),
      height = 8 + Math.floor(random() * 13);
    const costs = randomCosts(random, width, height, 0.08 + 0.15 * random(), m % 3 === 2);
    const grid = Grid.fromArray(width, height, costs);
    for (const size of [2, 3]) {
      const blocks = inflate(costs, width, height, size);
      if (!blocks.some((c) => c !== 0)) continue;
      const diagonal = diagonals[(m + size) % 4];
      const stepCosts = m % 4 === 1 ? 'classic' : 'exact';
      // Cells where the block fits: open on the oracle's inflated costs (not the race core's unitFits).
      const start = randomOpenCell(random, width, blocks),
        goal = randomOpenCell(random, width, blocks);
      const where = `map ${m} (${width}×${height}) size ${size} ${diagonal} ${stepCosts} (${start.x},${start.y}) → (${goal.x},${goal.y})`;
      const panels = [
        { ...astarPanel, diagonal, heuristic: diagonal === 'never' ? 'manhattan' : 'octile' },
        { ...greedyPanel, diagonal, heuristic: diagonal === 'never' ? 'manhattan' : 'octile' },
      ];
      const race = new Race(grid, { start, goal, panels, costs: stepCosts, size });
      assert.equal(race.size, size);
      race.seek(Infinity);
      assert.ok(race.finished, where);
      const oracle = costsFrom(blocks, width, height, [id(start, width)], { diagonal, stepCosts }).cost[
        id(goal, width)
      ];
      for (let i = 0; i < 2; ++i) {
        const mine = race.result(i);
        const options = { algorithm: panels[i].algorithm, diagonal, heuristic: panels[i].heuristic };
        const direct = grid.findPath(start, goal, { ...options, costs: stepCosts, size });
        assert.equal(mine.found, direct.found, `${where} panel ${i} found`);
        assert.ok(close(mine.cost, direct.cost), `${where} panel ${i}: ${mine.cost} vs ${direct.cost}`);
        assert.deepEqual(mine.path, direct.path, `${where} panel ${i} path`);
        if (direct.found) assert.equal(mine.expanded, direct.expanded, `${where} panel ${i} expanded`);
        else {
          // findPath answers "no path" from the connectivity labels without expanding; a stepped search runs dry.
          const stepped = grid.search(start, goal, { ...options, costs: stepCosts, size, events: false });
          assert.equal(mine.expanded, stepped.run().expanded, `${where} panel ${i} expanded`);
          stepped.dispose();
        }
      }
      // A* is optimal for the unit: its cost is the oracle's on the inflated walls.
      assert.ok(close(race.result(0).cost, oracle), `${where}: A* ${race.result(0).cost}, oracle ${oracle}`);
      assert.equal(race.result(0).found, oracle < Infinity, where);
      if (oracle < Infinity) ++found;
      ++races;
      race.dispose();
    }
    grid.dispose();
  }
  assert.ok(races >= 40 && found >= 20, `${races} races, ${found} with a path`);
});

test('changing the size re-runs the race; the same size changes nothing', () => {
  // A corridor one cell high under an open hall: a 2×2 unit cannot take the short way.
  const rows = ['..........', '.########.', '..........', '..........', '..........'];
  const grid = Grid.fromRows(rows);
  const start = { x: 0, y: 0 },
    goal = { x: 8, y: 0 };
  const race = new Race(grid, { start, goal, panels: [astarPanel, greedyPanel] });
  race.seek(Infinity);
  assert.equal(race.result(0).cost, 8);
  assert.equal(race.change({ size: 1 }), false);
  assert.equal(race.change({ size: 2 }), true);
  assert.equal(race.size, 2);
  assert.ok(race.finished, 'a finished race comes back finished');
  const blocks = inflate(grid.costs(), 10, 5, 2);
  const oracle = costsFrom(blocks, 10, 5, [id(start, 10)], { diagonal: 'no-corner-cutting' }).cost[
    id(goal, 10)
  ];
  assert.ok(oracle > 8);
  assert.ok(close(race.result(0).cost, oracle), `${race.result(0).cost} vs ${oracle}`);
  assert.ok(
    race.result(0).path.every((p) => p.y === 0 || p.y >= 2),
    'the block keeps off the wall row',
  );
  race.dispose();
  grid.dispose();
});

test('a start or goal where the block does not fit: both panels say why, and so does the verdict', () => {
  const grid = Grid.fromRows(['......', '......', '....#.', '......']);
  const cases = [
    [{ x: 5, y: 0 }, { x: 0, y: 2 }, 'start', /cannot start: a 2×2 unit does not fit at the start/],
    [{ x: 0, y: 0 }, { x: 3, y: 1 }, 'goal', /cannot finish: a 2×2 unit does not fit at the goal/],
  ];
  for (const [start, goal, end, sentence] of cases) {
    const race = new Race(grid, { start, goal, panels: [astarPanel, greedyPanel], size: 2 });
    race.seek(Infinity);
    for (let i = 0; i < 2; ++i) {
      assert.equal(race.result(i).status, `${end}-blocked`);
      assert.match(stepSentence(race, i, []), sentence);
    }
    assert.match(
      verdict(race).text,
      new RegExp(
        `^Neither finds a path: a 2×2 unit does not fit at the ${end} \\(its block holds a wall or leaves the map\\)`,
      ),
    );
    race.dispose();
  }
  // Size 1 keeps its words.
  const race = new Race(grid, {
    start: { x: 4, y: 2 },
    goal: { x: 0, y: 0 },
    panels: [astarPanel, greedyPanel],
  });
  race.seek(Infinity);
  assert.match(verdict(race).text, /^Neither finds a path: the start is a wall/);
  race.dispose();
  grid.dispose();
});

test('ends picked for a unit: where its block fits and, when it can, joined', async () => {
  const random = rng(77);
  for (let m = 0; m < 30; ++m) {
    const width = 6 + Math.floor(random() * 10),
      height = 6 + Math.floor(random() * 10);
    const costs = randomCosts(random, width, height, 0.2);
    for (const size of [1, 2, 3]) {
      const blocks = inflate(costs, width, height, size);
      const anyFits = blocks.some((c) => c !== 0);
      const ends = openEnds(costs, width, size);
      if (!costs.some((c) => c !== 0)) {
        assert.equal(ends, null);
        continue;
      }
      const fits = (p) => blocks[id(p, width)] !== 0;
      // The first and last cells (row by row) where the block fits, else the open ones.
      const first = blocks.findIndex((c) => c !== 0);
      if (anyFits) {
        assert.equal(id(ends.start, width), first, `map ${m} size ${size}`);
        assert.equal(
          id(ends.goal, width),
          blocks.findLastIndex((c) => c !== 0),
        );
      } else assert.ok(costs[id(ends.start, width)] !== 0);
      const grid = Grid.fromArray(width, height, costs);
      const picked = pickEndpoints(grid, costs, size);
      if (anyFits) {
        assert.ok(fits(picked.start) && fits(picked.goal), `map ${m} size ${size} picked where it fits`);
        const joinable = costsFrom(blocks, width, height, [id(picked.start, width)], {
          diagonal: 'no-corner-cutting',
        }).cost[id(picked.goal, width)];
        // Picked pairs are joined when the first few starts reach any goal near the far corner.
        if (joinable === Infinity)
          assert.equal(grid.findPath(picked.start, picked.goal, { size }).found, false);
      }
      grid.dispose();
    }
  }
  // A map of rows with no start or goal of its own: its ends fit the unit asked for.
  const loaded = await loadMap({ kind: 'rows', rows: ['....', '....', '...#'] }, { size: 2 });
  assert.deepEqual(
    [loaded.start, loaded.goal],
    [
      { x: 0, y: 0 },
      { x: 1, y: 1 },
    ],
  );
  loaded.grid.dispose();
});

test('the weight sweep runs for the race’s unit: A*’s point costs what the oracle says for the block', async () => {
  const rows = ['..........', '.########.', '..........', '..........', '...##.....', '..........'];
  const grid = Grid.fromRows(rows);
  const start = { x: 0, y: 0 },
    goal = { x: 8, y: 0 };
  const rules = sweepRules(astarPanel, 'exact', 2);
  assert.equal(rules.size, 2);
  assert.equal('size' in sweepRules(astarPanel, 'exact', 1), false, 'size 1 asks the plain query');
  const points = await runSweep((options) => grid.findPath(start, goal, options), rules);
  const blocks = inflate(grid.costs(), 10, 6, 2);
  const oracle = costsFrom(blocks, 10, 6, [0], { diagonal: 'no-corner-cutting' }).cost[8];
  const astar = points.find((p) => p.weight === 1);
  assert.ok(close(astar.cost, oracle), `${astar.cost} vs ${oracle}`);
  assert.ok(
    points.every((p) => p.cost >= oracle - 1e-9),
    'no weight beats the optimum',
  );
  grid.dispose();
});

test('a figure of a size-2 race draws the block at both ends and along the path', () => {
  const grid = Grid.fromRows(['......', '......', '......']);
  const settings = {
    start: { x: 0, y: 0 },
    goal: { x: 4, y: 1 },
    panels: [astarPanel, greedyPanel],
    costs: 'exact',
  };
  const blocks = (scene) => {
    const out = [];
    const walk = (n) => {
      if (n?.attrs?.d && /h2v2h-2Z/.test(n.attrs.d)) out.push(n.attrs.d);
      for (const c of n?.children ?? []) walk(c);
    };
    scene.nodes.forEach(walk);
    return out;
  };
  assert.deepEqual(blocks(raceFigure(grid, settings, { panels: 'left' })), [], 'size 1: no blocks');
  const drawn = blocks(raceFigure(grid, { ...settings, size: 2 }, { panels: 'left' }));
  assert.ok(drawn.includes('M0 0h2v2h-2Z'), 'the start block');
  assert.ok(drawn.includes('M4 1h2v2h-2Z'), 'the goal block');
  const band = drawn.find((d) => d.split('M').length - 1 > 2);
  assert.ok(band?.startsWith('M0 0h2v2h-2Z') && band.endsWith('M4 1h2v2h-2Z'), 'the band along the path');
  grid.dispose();
});
