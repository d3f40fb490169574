// The named moments of a race (web/race/moments.js) in Node: `at` text,
// the moments against a trace taken here, the commit moment where the
// page's sentence says it commits (one definition, open-list.js reads it),
// null where a race has none, and the clock left where it was.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid, init } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { presetById } from '../../web/race/maps.js';
import { atStep, maxStep, momentNames, momentStep, parseAt, raceMoments } from '../../web/race/moments.js';
import { openListModel, stepSentence } from '../../web/race/open-list.js';
import { Race } from '../../web/race/race.js';
import { astarPanel as astar, greedyPanel as greedy } from './support.js';

before(() => init());

function presetRace(id, panels = [astar, greedy]) {
  const map = presetById(id).make();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  return { grid, race: new Race(grid, { start: map.start, goal: map.goal, panels }) };
}

function dispose({ grid, race }) {
  race.dispose();
  grid.dispose();
}

const commits = (race, i) =>
  / Here it commits to its detour: /.test(stepSentence(race, i, openListModel(race, i).rows));

test('at takes a moment in any letter case or a step number, and refuses anything else with a sentence', () => {
  for (const name of momentNames) {
    assert.equal(parseAt(name), name);
    assert.equal(parseAt(` ${name.toUpperCase()}\n`), name);
  }
  assert.equal(parseAt('0'), 0);
  assert.equal(parseAt(' 40 '), 40);
  assert.equal(parseAt(String(maxStep)), maxStep);
  for (const bad of [
    '',
    '-1',
    '1.5',
    '1e3',
    String(maxStep + 1),
    'divergance',
    'left goal',
    '<b>commit</b>',
    '40px',
  ])
    assert.throws(
      () => parseAt(bad),
      (e) =>
        e.message.startsWith('at “') &&
        /is not start, divergence, commit, left-goal, right-goal, end or a step/.test(e.message),
      JSON.stringify(bad),
    );
});

test("the concave trap's moments: greedy diverges and commits where its sentence says so; each goal when that side ends", () => {
  const made = presetRace('concave');
  const { race, grid } = made;
  try {
    race.seek(7);
    const m = raceMoments(race);
    assert.equal(race.clock, 7, 'the clock is not moved');
    const [a, g] = [
      grid.findPath(race.start, race.goal, astar),
      grid.findPath(race.start, race.goal, greedy),
    ];
    assert.ok(g.cost > a.cost);
    assert.equal(m.start, 0);
    assert.equal(m['left-goal'], a.expanded);
    assert.equal(m['right-goal'], g.expanded);
    assert.equal(m.end, Math.max(a.expanded, g.expanded));
    // Greedy's expansions, one at a time: divergence is the step before its first off A*'s path.
    const onBetter = new Set(a.cells);
    const s = grid.search(race.start, race.goal, greedy);
    const taken = [];
    while (!s.done) {
      s.step(1);
      taken.push(s.current.y * grid.width + s.current.x);
    }
    s.dispose();
    assert.equal(
      m.divergence,
      taken.findIndex((c) => !onBetter.has(c)),
    );
    // The sentence says "commits" at the commit step and at no other.
    assert.ok(m.commit !== null && m.commit >= m.divergence);
    for (let k = 0; k < g.expanded; ++k) {
      race.seek(k);
      assert.equal(commits(race, 1), k === m.commit, `step ${k}`);
      assert.equal(commits(race, 0), false, 'A* takes no detour');
    }
    for (const name of momentNames) assert.equal(momentStep(race, name), m[name]);
    assert.equal(atStep(race, 'commit'), m.commit);
    assert.equal(atStep(race, 12), 12);
    assert.throws(() => momentStep(race, 'middle'), RangeError);
  } finally {
    dispose(made);
  }
});

test('no detour, no divergence or commit: equal costs, or a side with no path', () => {
  const same = presetRace('concave', [astar, { ...astar, algorithm: 'dijkstra' }]);
  try {
    const m = raceMoments(same.race);
    assert.equal(m.divergence, null);
    assert.equal(m.commit, null);
    assert.ok(m['left-goal'] > 0 && m['right-goal'] > m['left-goal']);
  } finally {
    dispose(same);
  }
  const grid = Grid.fromRows(['..#..', '..#..']);
  const race = new Race(grid, { start: { x: 0, y: 0 }, goal: { x: 4, y: 1 }, panels: [astar, greedy] });
  try {
    const m = raceMoments(race);
    assert.deepEqual([m.divergence, m.commit, m['left-goal'], m['right-goal']], [null, null, null, null]);
    assert.equal(m.end, race.total);
  } finally {
    race.dispose();
    grid.dispose();
  }
});

test('a race that changes gets its own moments', () => {
  const made = presetRace('concave');
  try {
    const before = raceMoments(made.race);
    made.race.change({ panels: [astar, { ...astar, algorithm: 'dijkstra' }] });
    const after = raceMoments(made.race);
    assert.notEqual(before.commit, null);
    assert.equal(after.commit, null);
    // An edited grid (the page's editor resets the race after an edit): new runs, new moments.
    made.race.change({ panels: [astar, greedy] });
    assert.deepEqual(raceMoments(made.race), before);
    for (let y = 9; y <= 15; ++y) made.grid.setWall({ x: 12, y });
    made.race.reset();
    const edited = raceMoments(made.race);
    const fresh = new Race(made.grid, {
      start: made.race.start,
      goal: made.race.goal,
      panels: [astar, greedy],
    });
    try {
      assert.deepEqual(edited, raceMoments(fresh));
      assert.notDeepEqual(edited, before);
    } finally {
      fresh.dispose();
    }
  } finally {
    dispose(made);
  }
});
