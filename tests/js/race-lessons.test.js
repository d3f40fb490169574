// The races that teach one lesson each (web/race/lessons.js racePresets): each
// caption's numbers against an oracle written here (Dijkstra by the moves'
// definitions, tests/js/grid-oracle.js) and against the engine's separate
// findPath calls, never against the page's own output.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { readSettings, resolveRules } from '../../web/embed/attributes.js';
import { stateAttributes } from '../../web/embed/snippets.js';
import { formatCost } from '../../web/race/format.js';
import { racePresets } from '../../web/race/lessons.js';
import { presetById, presets } from '../../web/race/maps.js';
import { defaultPanel, searchOptions } from '../../web/race/panel.js';
import { dijkstra } from './grid-oracle.js';
import { checkPathShape, init, withGrid } from './support.js';

before(() => init());

const close = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, a, b);

/** A lesson's map, its oracle, and the engine's result for a panel (the race's rules, then `side`'s). */
function lesson(id) {
  const race = racePresets.find((r) => r.id === id);
  const map = race.make();
  const { costs, ...rules } = race.options;
  const oracle = dijkstra(map, rules.diagonal, costs);
  const run = (side) =>
    withGrid(map, (grid) => {
      const options = searchOptions({ ...defaultPanel(side.algorithm), ...rules, ...side }, costs);
      const r = grid.findPath(map.start, map.goal, options);
      assert.equal(checkPathShape(grid, r, map.start, map.goal), null, `${id}: a legal path`);
      return r;
    });
  return { race, map, oracle, run };
}

test('every race with its own map is a preset by its id, with every rule its numbers depend on', () => {
  const ids = [...presets, ...racePresets].map((p) => p.id);
  assert.equal(new Set(ids).size, ids.length, 'race ids and preset ids differ');
  assert.ok(
    racePresets.some((r) => r.id === 'astar-vs-jps' && r.movingai),
    'A* vs JPS stays',
  );
  for (const id of ['greedy-story', 'overestimate', 'ties']) {
    const race = racePresets.find((r) => r.id === id);
    assert.ok(race?.make, id);
    assert.equal(presetById(id), race);
    for (const rule of ['diagonal', 'heuristic', 'tieBreak', 'costs'])
      assert.ok(race.options[rule], `${id} ${rule}`);
    assert.ok(race.description.length > 80, `${id} has a caption`);
  }
  assert.equal(presetById('astar-vs-jps'), undefined, 'a Moving AI race is not a preset');
});

test("the greedy story: greedy's path crosses 65 cells where 45 suffice (BFS), A*'s 45", () => {
  const { race, oracle, run } = lesson('greedy-story');
  assert.equal(race.options.diagonal, 'never');
  assert.equal(race.options.heuristic, 'manhattan');
  assert.equal(oracle.cells, 45, 'the fewest cells, by the oracle');
  assert.equal(oracle.cost, 44);
  const astar = run(race.left),
    greedy = run(race.right);
  assert.equal(astar.path.length, oracle.cells);
  assert.ok(close(astar.cost, oracle.cost));
  assert.equal(greedy.path.length, 65, "greedy's path, counted cell by cell");
  assert.equal(greedy.cost, 64);
  assert.ok(race.description.includes(`${greedy.path.length} cells where ${oracle.cells} suffice`));
});

test('an overestimating heuristic: A* under Manhattan on 8 ways costs several cells more than Dijkstra', () => {
  const { race, oracle, run } = lesson('overestimate');
  assert.notEqual(race.options.diagonal, 'never');
  const octile = run(race.left),
    manhattan = run(race.right);
  assert.equal(race.left.heuristic, 'octile');
  assert.equal(race.right.heuristic, 'manhattan');
  assert.ok(close(octile.cost, oracle.cost), `octile A* ${octile.cost} = Dijkstra ${oracle.cost}`);
  assert.ok(manhattan.cost > oracle.cost + 10, `Manhattan A* ${manhattan.cost} vs ${oracle.cost}`);
  assert.ok(race.description.includes(`costs ${formatCost(manhattan.cost, 'exact')}.`));
  assert.ok(race.description.includes(`wall for ${formatCost(oracle.cost, 'exact')}.`));
  assert.ok(race.description.includes('A* is only optimal when h never overestimates.'));
});

test('ties: larger g, LIFO and FIFO expand different numbers of cells for the same, optimal cost', () => {
  const { race, oracle, run } = lesson('ties');
  assert.deepEqual([race.left.tieBreak, race.right.tieBreak], ['larger-g', 'lifo']);
  const byRule = Object.fromEntries(
    ['larger-g', 'lifo', 'fifo'].map((tieBreak) => [tieBreak, run({ algorithm: 'astar', tieBreak })]),
  );
  for (const [rule, r] of Object.entries(byRule)) assert.ok(close(r.cost, oracle.cost), `${rule}: ${r.cost}`);
  const expanded = Object.values(byRule).map((r) => r.expanded);
  assert.equal(new Set(expanded).size, 3, `three different counts: ${expanded}`);
  assert.ok(
    race.description.includes(
      `preferring larger g expands ${byRule['larger-g'].expanded} cells, last in, first out ${byRule.lifo.expanded} and first in, first out ${byRule.fifo.expanded}, and every path costs ${oracle.cost}.`,
    ),
  );
});

test("each lesson's element attributes (the embed box's) bring back its map, rules and panels", () => {
  for (const race of racePresets.filter((r) => r.make)) {
    const map = race.make();
    const { costs, ...rules } = race.options;
    const panel = (side) => ({ ...defaultPanel(side.algorithm), ...rules, ...side });
    const state = {
      map: { kind: 'preset', id: race.id },
      start: map.start,
      goal: map.goal,
      left: panel(race.left),
      right: panel(race.right),
      costs,
      speed: 'auto',
    };
    const attrs = stateAttributes(state);
    assert.equal(attrs.map, race.id);
    const { settings, problems } = readSettings((name) => attrs[name] ?? null);
    assert.deepEqual(problems, [], race.id);
    const back = resolveRules(settings, presetById(race.id).options);
    assert.equal(back.costs, costs);
    assert.deepEqual(
      back.panels.map(({ algorithm, heuristic, diagonal, tieBreak }) => ({
        algorithm,
        heuristic,
        diagonal,
        tieBreak,
      })),
      [state.left, state.right].map(({ algorithm, heuristic, diagonal, tieBreak }) => ({
        algorithm,
        heuristic,
        diagonal,
        tieBreak,
      })),
      race.id,
    );
  }
});
