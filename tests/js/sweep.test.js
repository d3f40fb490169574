// The weight sweep's model (web/race/sweep.js): its weights, its points
// against separate findPath calls on a grid of their own, the bound weighted
// A* keeps (cost ≤ w × the optimum, the optimum by the oracle's Dijkstra),
// which point a panel runs as, and stopping.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid } from '../../web/lib/node.js';
import { limits } from '../../web/lib/vocabulary.js';
import { racePresets } from '../../web/race/lessons.js';
import { presetById } from '../../web/race/maps.js';
import { defaultPanel } from '../../web/race/panel.js';
import {
  greedyDiffers,
  panelPoint,
  runSweep,
  sweepQueries,
  sweepRules,
  sweepWeights,
} from '../../web/race/sweep.js';
import { dijkstra } from './grid-oracle.js';
import { init, withGrid } from './support.js';

before(() => init());

/** The sweep of a map's start and goal under `rules`, on a grid of its own. */
async function sweepOf(map, rules, options) {
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  try {
    return await runSweep((o) => grid.findPath(map.start, map.goal, o), rules, options);
  } finally {
    grid.dispose();
  }
}

test('the weights: 0, then about 30 rising from 0.1 through exactly 1 to 100', () => {
  assert.equal(sweepWeights[0], 0);
  assert.ok(sweepWeights.length >= 28 && sweepWeights.length <= 34, `${sweepWeights.length} points`);
  assert.ok(sweepWeights.includes(1));
  assert.equal(sweepWeights.at(-1), 100);
  assert.ok(sweepWeights.at(-1) <= limits.maxWeight);
  for (let i = 1; i < sweepWeights.length; ++i) assert.ok(sweepWeights[i] > sweepWeights[i - 1]);
  const queries = sweepQueries(sweepRules(defaultPanel('astar')));
  assert.equal(queries.length, sweepWeights.length + 1, 'and greedy');
  assert.deepEqual(queries.at(-1).options.algorithm, 'greedy');
});

test("a panel's rules and the race's costs are the sweep's rules", () => {
  const panel = { ...defaultPanel('greedy'), diagonal: 'never', heuristic: 'manhattan', tieBreak: 'lifo' };
  assert.deepEqual(sweepRules(panel, 'classic'), {
    diagonal: 'never',
    heuristic: 'manhattan',
    tieBreak: 'lifo',
    costs: 'classic',
  });
});

for (const [id, rules] of [
  ['concave', sweepRules(defaultPanel('astar'))],
  ['greedy-story', sweepRules({ ...defaultPanel('astar'), ...racePresets[0].options })],
  ['u-room', sweepRules(defaultPanel('astar'), 'classic')],
]) {
  test(`${id}: every point is a separate findPath's result, and weighted A* keeps cost ≤ w × optimum`, async () => {
    const map = presetById(id).make();
    const points = await sweepOf(map, rules);
    assert.equal(points.length, sweepWeights.length + 1);
    const optimum = dijkstra(map, rules.diagonal, rules.costs).cost;
    for (const [i, query] of sweepQueries(rules).entries()) {
      // A grid of its own for each: nothing carried over from the sweep's.
      const r = withGrid(map, (grid) => grid.findPath(map.start, map.goal, query.options));
      const p = points[i];
      assert.deepEqual(
        [p.weight, p.greedy, p.found, p.cost, p.expanded, p.cells],
        [query.weight, query.greedy, true, r.cost, r.expanded, r.path.length],
        `${id} point ${i}`,
      );
      if (!p.greedy && p.weight <= 1)
        assert.ok(Math.abs(p.cost - optimum) < 1e-9, `w = ${p.weight}: optimal (${p.cost} vs ${optimum})`);
      if (!p.greedy && p.weight > 1)
        assert.ok(p.cost <= p.weight * optimum + 1e-9, `w = ${p.weight}: ${p.cost} ≤ w × ${optimum}`);
    }
    assert.ok(points.at(-1).cost > optimum, `${id} is a greedy trap`);
  });
}

test('the point a panel runs as: weighted at its w, A* at 1, Dijkstra at 0, greedy; none for BFS', () => {
  const points = sweepQueries(sweepRules(defaultPanel('astar'))).map((q, i) => ({
    weight: q.weight,
    greedy: q.greedy,
    i,
  }));
  const at = (panel) => panelPoint(points, panel)?.i ?? null;
  assert.equal(at({ algorithm: 'weighted', weight: 2.5 }), sweepWeights.indexOf(2.5));
  assert.equal(at({ algorithm: 'weighted', weight: 2.4 }), null, 'a weight between points');
  assert.equal(at({ algorithm: 'astar' }), sweepWeights.indexOf(1));
  assert.equal(at({ algorithm: 'dijkstra' }), 0);
  assert.equal(at({ algorithm: 'greedy' }), sweepWeights.length);
  assert.equal(at({ algorithm: 'bfs' }), null);
});

test("greedy is its own point: on the concave trap it differs from w = 100's, on the open field not", async () => {
  const rules = sweepRules(defaultPanel('astar'));
  const concave = await sweepOf(presetById('concave').make(), rules);
  const [last, greedy] = concave.slice(-2);
  // w = 100 still counts g a little, and re-opens cells it reaches more cheaply; greedy does neither.
  assert.ok(greedy.cost > last.cost, `greedy ${greedy.cost} vs w = 100 ${last.cost}`);
  assert.equal(greedyDiffers(concave), true);
  const open = await sweepOf(presetById('open-field').make(), rules);
  assert.deepEqual([open.at(-1).cost, open.at(-1).expanded], [open.at(-2).cost, open.at(-2).expanded]);
  assert.equal(greedyDiffers(open), false);
});

test('an aborted sweep stops before its next query, with the signal’s reason', async () => {
  const map = presetById('concave').make();
  const controller = new AbortController();
  let asked = 0;
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  try {
    const done = runSweep(
      (o) => {
        if (++asked === 3) controller.abort(new Error('the map changed'));
        return grid.findPath(map.start, map.goal, o);
      },
      sweepRules(defaultPanel('astar')),
      { signal: controller.signal, pause: () => Promise.resolve() },
    );
    await assert.rejects(done, /the map changed/);
  } finally {
    grid.dispose();
  }
  assert.equal(asked, 3);
});
