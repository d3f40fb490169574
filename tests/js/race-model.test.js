// The race controller and its verdict, without a browser: the clock, going
// back by re-running, and the comparison of the two results.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid, init } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { presetById } from '../../web/race/maps.js';
import { searchOptions } from '../../web/race/panel.js';
import { Player } from '../../web/race/player.js';
import { autoSpeed } from '../../web/race/speed.js';
import { Race } from '../../web/race/race.js';
import { astarPanel as astar, greedyPanel as greedy } from './support.js';
import { detour, verdict } from '../../web/race/verdict.js';

before(() => init());

function concave() {
  const map = presetById('concave').make();
  return { map, grid: Grid.fromArray(map.width, map.height, map.terrain) };
}

test('one clock: each panel has expanded min(clock, its total); back in time equals a fresh run', () => {
  const { map, grid } = concave();
  const race = new Race(grid, { start: map.start, goal: map.goal, panels: [astar, greedy] });
  const [ta, tg] = race.totals();
  assert.deepEqual(
    [ta, tg],
    [
      grid.findPath(map.start, map.goal, astar).expanded,
      grid.findPath(map.start, map.goal, { ...greedy }).expanded,
    ],
  );
  assert.ok(tg < ta);
  race.seek(tg + 5);
  assert.equal(race.clock, tg + 5);
  assert.deepEqual([race.search(0).expanded, race.search(1).expanded], [tg + 5, tg]);
  assert.equal(race.search(1).done, true);
  assert.equal(race.finished, false);

  // Back to 7: the states are those of a search stepped 7 times from scratch.
  const states = race.seek(7) === 7 && race.search(0).cellStates();
  const fresh = grid.search(map.start, map.goal, { ...astar, events: false });
  fresh.step(7);
  assert.deepEqual(states, fresh.cellStates());
  assert.deepEqual(race.search(0).current, fresh.current);
  fresh.dispose();

  assert.equal(race.seek(Infinity), ta);
  assert.equal(race.finished, true);
  assert.equal(race.total, ta);
  race.dispose();
  grid.dispose();
});

test("the verdict uses the engine's results and names the worse path", () => {
  const { map, grid } = concave();
  const race = new Race(grid, { start: map.start, goal: map.goal, panels: [astar, greedy] });
  assert.equal(verdict(race), null);
  race.seek(Infinity);
  const v = verdict(race);
  const a = grid.findPath(map.start, map.goal, astar),
    g = grid.findPath(map.start, map.goal, greedy);
  assert.deepEqual(
    v.results.map((r) => r.cost),
    [a.cost, g.cost],
  );
  assert.equal(v.worse, 1);
  assert.equal(
    v.text,
    `Greedy expanded ${Math.round((a.expanded / g.expanded) * 10) / 10}× fewer nodes but its path costs ${Math.round((g.cost / a.cost - 1) * 100)}% more: ${g.cost.toFixed(1)} vs ${a.cost.toFixed(1)} (${g.path.length} cells vs ${a.path.length}).`,
  );
  assert.ok(v.detour.offCells > 0);

  // Same algorithm both sides: told apart by side; equal costs say so.
  race.reset({ panels: [astar, { ...astar, tieBreak: 'fifo' }] });
  const same = verdict(race);
  assert.match(same.text, /^Both paths cost /);
  // A changed panel re-runs to the same clock; a finished race stays finished.
  assert.equal(race.finished, true);
  race.setPanel(1, { ...astar, algorithm: 'weighted', weight: 3 });
  assert.equal(race.finished, true);
  assert.equal(race.options(1).weight, 3);
  assert.match(verdict(race).text, /^Weighted A\* \(w = 3\) expanded/);
  race.dispose();
  grid.dispose();
});

test('an edited grid re-runs the race; a walled-in goal is a normal answer', () => {
  const grid = Grid.fromRows(['.....', '.....', '.....']);
  const race = new Race(grid, {
    start: { x: 0, y: 1 },
    goal: { x: 4, y: 1 },
    panels: [astar, greedy],
    costs: 'classic',
  });
  race.seek(Infinity);
  assert.equal(race.result(0).cost, 40);
  for (const y of [0, 1, 2]) grid.setWall({ x: 3, y });
  race.reset();
  assert.equal(race.finished, true, 'it was finished, so it runs to the end again');
  assert.equal(race.result(0).status, 'no-path');
  assert.match(verdict(race).text, /^Neither finds a path: no path joins start and goal/);
  race.dispose();
  grid.dispose();
});

test('detour(): where the worse path leaves the better one and every stretch off it', () => {
  assert.equal(detour([1, 2, 3], [1, 2, 3]), null);
  const d = detour([0, 1, 2, 3, 4], [0, 1, 7, 8, 3, 9, 4]);
  assert.deepEqual(d, {
    leave: 1,
    rejoin: 4,
    off: [
      [1, 4],
      [4, 6],
    ],
    offCells: 3,
  });
});

test('searchOptions(): weighted is A* with its weight; Dijkstra and BFS take no heuristic', () => {
  assert.deepEqual(searchOptions({ ...astar, algorithm: 'weighted', weight: 2.5 }, 'classic'), {
    algorithm: 'astar',
    costs: 'classic',
    diagonal: 'no-corner-cutting',
    heuristic: 'octile',
    tieBreak: 'larger-g',
    weight: 2.5,
  });
  assert.equal(searchOptions({ ...astar, weight: 7 }).weight, 1);
  assert.equal(searchOptions({ ...astar, algorithm: 'bfs' }).heuristic, undefined);
});

test('the player advances the clock by speed × time, and all at once at Infinity', () => {
  const { map, grid } = concave();
  const race = new Race(grid, { start: map.start, goal: map.goal, panels: [astar, greedy] });
  const frames = [];
  const player = new Player(race, {
    speed: 60,
    raf: (f) => {
      frames.push(f);
      return frames.length;
    },
    caf: () => {},
  });
  const tick = (t) => frames.shift()(t);
  player.play();
  tick(0);
  assert.equal(race.clock, 1, 'the first expansion comes at once');
  tick(1000 / 60);
  assert.equal(race.clock, 2);
  tick(1000 / 60 + 100);
  assert.equal(race.clock, 8, 'a frame moves the clock by speed × elapsed time');
  player.speed = Infinity;
  tick(200);
  assert.equal(race.finished, true);
  assert.equal(player.playing, false, 'it stops at the end');
  player.play();
  assert.equal(race.clock, 0, 'play on a finished race starts over');
  player.stop();
  race.dispose();
  grid.dispose();
});

test('the verdict never says "1× fewer": counts within 5% are "about as many"', () => {
  const { map, grid } = concave();
  const race = new Race(grid, {
    start: map.start,
    goal: map.goal,
    panels: [astar, { ...astar, algorithm: 'weighted', weight: 10 }],
  });
  race.seek(Infinity);
  const [a, w] = [race.result(0), race.result(1)];
  assert.ok(
    w.cost > a.cost && Math.abs(w.expanded / a.expanded - 1) < 0.05,
    `w = 10 on the concave trap: ${w.expanded} vs ${a.expanded} expansions`,
  );
  assert.equal(
    verdict(race).text,
    `Weighted A* (w = 10) expanded about as many nodes (${w.expanded} vs ${a.expanded}) and its path costs ${Math.round((w.cost / a.cost - 1) * 1000) / 10}% more: ${w.cost.toFixed(1)} vs ${a.cost.toFixed(1)} (${w.cells.length} cells vs ${a.cells.length}).`,
  );
  for (const weight of [0, 1.5, 2, 3, 5, 8, 10]) {
    race.setPanel(1, { ...astar, algorithm: 'weighted', weight });
    assert.doesNotMatch(verdict(race).text, /(^|[^.\d])1× /, `w = ${weight}: ${verdict(race).text}`);
  }
  race.dispose();
  grid.dispose();
});

test('the player at its slowest speed, 1 expansion a second', () => {
  const { map, grid } = concave();
  const race = new Race(grid, { start: map.start, goal: map.goal, panels: [astar, greedy] });
  const frames = [];
  const player = new Player(race, {
    speed: 1,
    raf: (f) => {
      frames.push(f);
      return frames.length;
    },
    caf: () => {},
  });
  player.play();
  let t = 0;
  frames.shift()(t);
  assert.equal(race.clock, 1, 'the first expansion comes at once');
  while (t < 990) frames.shift()((t += 1000 / 60));
  assert.equal(race.clock, 1, 'nothing more within the first second');
  while (t < 1010) frames.shift()((t += 1000 / 60));
  assert.equal(race.clock, 2);
  while (t < 5010) frames.shift()((t += 1000 / 60));
  assert.equal(race.clock, 6, 'one a second');
  player.stop();
  race.dispose();
  grid.dispose();
});

test('the auto speed paces any race to 4-8 s: a few slow steps on a tiny map, a fast run on a huge one', () => {
  for (let total = 1; total <= 1e7; total = Math.ceil(total * 1.37)) {
    const seconds = total / autoSpeed(total);
    assert.ok(seconds >= 4 && seconds <= 8, `${total} expansions take ${seconds.toFixed(2)} s`);
  }
  // The tutorial's 4×4 example: each expansion stays on screen for at least half a second.
  const map = presetById('worked-example').make();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  const options = presetById('worked-example').options;
  const total = Math.max(
    ...['astar', 'greedy'].map(
      (algorithm) => grid.findPath(map.start, map.goal, { ...options, algorithm }).expanded,
    ),
  );
  grid.dispose();
  assert.ok(1 / autoSpeed(total) >= 0.5, `${total} expansions at ${autoSpeed(total)} a second`);
});

test('a panel the engine refuses (JPS on terrain) holds its sentence; the other panel races, and undoing the terrain brings JPS back', () => {
  const { map, grid } = concave();
  const jps = { ...astar, algorithm: 'jps' };
  const open = map.terrain.findIndex((t, i) => t === 1 && i !== map.start.y * map.width + map.start.x);
  const cell = { x: open % map.width, y: Math.floor(open / map.width) };
  grid.setTerrain(cell, 5);
  const race = new Race(grid, { start: map.start, goal: map.goal, panels: [astar, jps] });
  assert.deepEqual(race.totals(), [grid.findPath(map.start, map.goal, astar).expanded, 0]);
  assert.throws(() => grid.findPath(map.start, map.goal, jps), { code: 'invalid-option' });
  race.seek(Infinity);
  assert.equal(race.finished, true);
  const refused = race.result(1);
  assert.equal(refused.status, 'refused');
  assert.equal(refused.found, false);
  assert.match(refused.refusal, new RegExp(`cell \\(${cell.x}, ${cell.y}\\) has terrain 5`));
  assert.deepEqual(refused.refusedFor, { reason: 'terrain', cell, terrain: 5 }, 'what the reader is told');
  // Every field of a result, as the engine answers a search that never ran
  // (its start a wall): no path, nothing counted, no goal reached.
  const wall = map.terrain.indexOf(0);
  const unrun = grid.findPath({ x: wall % map.width, y: Math.floor(wall / map.width) }, map.goal, astar);
  assert.equal(unrun.status, 'start-blocked');
  const { status: _s, refusal: _r, refusedFor: _f, ...rest } = refused;
  const { status: _u, ...engine } = unrun;
  assert.deepEqual(rest, engine);
  assert.ok(
    race
      .search(1)
      .cellStates()
      .every((s) => s === 0),
  );
  assert.equal(race.result(0).found, true);
  assert.equal(
    verdict(race).text,
    `JPS does not race on this map (jump point search needs every open cell to cost 1, but cell (${cell.x}, ${cell.y}) has terrain 5); A*'s path costs ${race.result(0).cost.toFixed(1)}.`,
  );

  grid.setTerrain(cell, 1);
  race.reset();
  race.seek(Infinity);
  assert.equal(race.result(1).status, 'found');
  assert.ok(Math.abs(race.result(1).cost - race.result(0).cost) < 1e-9, "JPS finds A*'s cost");
  assert.ok(race.result(1).scanned > 0);
  race.dispose();
  grid.dispose();
});
