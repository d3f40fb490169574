// <path-race>'s moments in Chromium: for every named moment of every lesson
// race and of three more maps (random walls, a maze, a Moving AI map),
// moment() equals an oracle computed here from the two searches' traces
// (web/lib in Node, stepped one expansion at a time; not moments.js), and
// seek() to it shows exactly the engine's state at that step: each panel's
// counts, its current cell and its open list's top row equal a fresh
// search stepped as far here; at the commit step the worse panel's
// sentence says it commits. null where a race has no such moment. at="…"
// opens a race paused at its moment; a bad or missing one says so.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid, init } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { racePresets } from '../../web/race/lessons.js';
import { presetById } from '../../web/race/maps.js';
import {
  baseUrl,
  frames,
  hostPage,
  inside,
  movingAIEntry,
  movingAIGrid,
  noMapsReason,
  noProblems,
  useBrowser,
  patience,
} from './support.js';

const browser = useBrowser();
before(async () => {
  await init();
  await baseUrl(); // copies the Moving AI maps when it starts its own server
});

const names = ['start', 'divergence', 'commit', 'left-goal', 'right-goal', 'end'];

// Each race: its element's attributes, and the same race for web/lib here.
function lessonRace(lesson) {
  const rules = lesson.options ?? {};
  const panel = (p) => ({ ...rules, ...p });
  const [left, right] = [panel(lesson.left), panel(lesson.right)];
  const pair = (key) => (left[key] || right[key] ? `${left[key] ?? ''},${right[key] ?? ''}` : null);
  const attrs = {
    left: left.algorithm,
    right: right.algorithm,
    heuristic: pair('heuristic'),
    'tie-break': pair('tieBreak'),
  };
  if (lesson.movingai) {
    const entry = movingAIEntry(lesson.movingai);
    return {
      id: lesson.id,
      skip: !entry && noMapsReason(lesson.movingai),
      movingai: entry,
      attrs: { map: lesson.movingai, ...attrs },
      options: [left, right],
    };
  }
  const map = lesson.make();
  return { id: lesson.id, map, attrs: { map: lesson.id, ...attrs }, options: [left, right] };
}

function presetRace(id, seed) {
  const preset = presetById(id);
  const map = seed === undefined ? preset.make() : preset.make(seed);
  const rules = preset.options ?? {};
  return {
    id: `${id}${seed === undefined ? '' : `-${seed}`}`,
    map,
    attrs: { map: id, ...(seed !== undefined && { seed: String(seed) }) },
    options: [
      { ...rules, algorithm: 'astar' },
      { ...rules, algorithm: 'greedy' },
    ],
  };
}

const races = () => [
  ...racePresets.map(lessonRace),
  presetRace('random', 7),
  presetRace('maze-backtracker'),
  {
    id: 'arena',
    skip: !movingAIEntry('arena') && noMapsReason('arena'),
    movingai: movingAIEntry('arena'),
    attrs: { map: 'arena' },
    options: [{ algorithm: 'astar' }, { algorithm: 'greedy' }],
  },
];

async function withGrid(race, use) {
  const grid = race.movingai
    ? movingAIGrid(race.movingai)()
    : Grid.fromArray(race.map.width, race.map.height, race.map.terrain);
  const ends = race.movingai
    ? { start: race.movingai.start, goal: race.movingai.goal }
    : { start: race.map.start, goal: race.map.goal };
  try {
    return await use(grid, ends);
  } finally {
    grid.dispose();
  }
}

// The oracle, from the definitions in docs/embed.md: the worse search is the
// one whose path costs more; divergence is the step before it expands its
// first cell off the better path, commit the step before it expands the
// first cell of its longest stretch off it; each goal, the expansions its
// side needs; end, the longer side's.
function oracle(grid, { start, goal }, options) {
  const runs = options.map((o) => grid.findPath(start, goal, o));
  const m = {
    start: 0,
    divergence: null,
    commit: null,
    'left-goal': runs[0].found ? runs[0].expanded : null,
    'right-goal': runs[1].found ? runs[1].expanded : null,
    end: Math.max(runs[0].expanded, runs[1].expanded),
  };
  const worse = [0, 1].find(
    (i) => runs[i].found && runs[1 - i].found && runs[i].cost > runs[1 - i].cost * (1 + 1e-9),
  );
  if (worse === undefined) return { moments: m, worse: null };
  const better = new Set(runs[1 - worse].cells);
  const s = grid.search(start, goal, options[worse]);
  const order = [];
  while (!s.done) {
    s.step(1);
    order.push(s.current.y * grid.width + s.current.x);
  }
  s.dispose();
  const first = order.findIndex((c) => !better.has(c));
  m.divergence = first < 0 ? null : first;
  const path = runs[worse].cells;
  let longest = null;
  for (let j = 1; j < path.length; ++j) {
    if (better.has(path[j])) continue;
    const from = j;
    while (j < path.length && !better.has(path[j])) ++j;
    if (!longest || j - from > longest.length) longest = { cell: path[from], length: j - from };
  }
  const at = longest ? order.indexOf(longest.cell) : -1;
  m.commit = at < 0 ? null : at;
  return { moments: m, worse };
}

// Each panel after `step` expansions of a fresh search: its counts, its current cell and its open list's top.
function engineAt(grid, { start, goal }, options, step) {
  return options.map((o) => {
    const s = grid.search(start, goal, o);
    try {
      s.step(step);
      const top = s.done ? null : s.openList(1)[0];
      return {
        cell: s.current && { x: s.current.x, y: s.current.y },
        open: s.openSize,
        expanded: s.expanded,
        top: top ? { x: top.x, y: top.y } : null,
      };
    } finally {
      s.dispose();
    }
  });
}

const attributes = (attrs) =>
  Object.entries(attrs)
    .filter(([, v]) => v !== null && v !== undefined)
    .map(([k, v]) => `${k}="${v}"`)
    .join(' ');

async function watchSteps(page) {
  await page.evaluate(() => {
    window.__steps = {};
    document.addEventListener('race-step', (e) => (window.__steps[e.target.id] ??= []).push(e.detail));
  });
}

/** Waits until each element `ids` has its race (its moments known). */
async function loaded(page, ids) {
  await page.waitForFunction(
    (ids) => ids.every((id) => document.getElementById(id).moment?.('start') === 0),
    ids,
    {
      timeout: patience,
    },
  );
}

/** Seeks element `id` to `step` and reads what it shows: the last race-step, each panel's open-list top, size and sentence. */
async function seekAndRead(page, id, step) {
  return page.evaluate(
    async ([id, step]) => {
      const el = document.getElementById(id);
      const frames = async () => {
        for (let i = 0; i < 3; ++i) await new Promise(requestAnimationFrame);
      };
      // Seeking to the step shown changes nothing, so no race-step: from elsewhere.
      if (el.clock === step) {
        el.seek(step + 1);
        await frames();
      }
      el.seek(step);
      await frames();
      const r = el.shadowRoot;
      return {
        clock: el.clock,
        detail: window.__steps[id].at(-1),
        panels: ['left', 'right'].map((side) => {
          const area = r.querySelector(`.pr-explain[data-panel="${side}"]`);
          const row = area.querySelector('tbody tr:not([hidden])');
          return {
            top: row ? { x: Number(row.dataset.x), y: Number(row.dataset.y) } : null,
            size: Number(area.querySelector('table').dataset.size),
            sentence: area.querySelector('.pr-sentence').textContent,
          };
        }),
      };
    },
    [id, step],
  );
}

test("every moment of every lesson race and three maps: moment() is the oracle's, and seek() shows the engine's state there", async (t) => {
  const all = races();
  const run = all.filter((r) => !r.skip);
  for (const r of all) if (r.skip) t.diagnostic(`SKIPPED ${r.id}: ${r.skip}`);
  const page = await hostPage(
    browser,
    `<script type="module" src="/path-race.js"></script>
${run.map((r) => `<path-race id="${r.id}" ${attributes(r.attrs)} autoplay="false" explain="both" height="300"></path-race>`).join('\n')}`,
  );
  await watchSteps(page);
  await loaded(
    page,
    run.map((r) => r.id),
  );
  let nulls = 0,
    checked = 0;
  for (const race of run) {
    await withGrid(race, async (grid, ends) => {
      const { moments, worse } = oracle(grid, ends, race.options);
      const shown = await page.evaluate(
        ([id, names]) => Object.fromEntries(names.map((n) => [n, document.getElementById(id).moment(n)])),
        [race.id, names],
      );
      assert.deepEqual(shown, moments, `${race.id}'s moments`);
      for (const name of names) {
        const step = moments[name];
        if (step === null) {
          ++nulls;
          continue;
        }
        ++checked;
        const got = await seekAndRead(page, race.id, step);
        const want = engineAt(grid, ends, race.options, step);
        const what = `${race.id} at ${name} (step ${step})`;
        assert.equal(got.clock, step, what);
        assert.deepEqual(got.detail, { step, panels: want.map(({ top, ...p }) => p) }, what);
        got.panels.forEach((p, i) => {
          assert.deepEqual(p.top, want[i].top, `${what}: panel ${i}'s top row`);
          assert.equal(p.size, want[i].open, `${what}: panel ${i}'s open list`);
        });
        if (name === 'commit')
          assert.match(got.panels[worse].sentence, / Here it commits to its detour: /, what);
        else if (step !== moments.commit && worse !== null)
          assert.doesNotMatch(got.panels[worse].sentence, /commits to its detour/, what);
      }
    });
  }
  t.diagnostic(`${checked} moments seeked on ${run.length} races; ${nulls} moments null`);
  assert.ok(checked >= 4 * run.length, `${checked} moments seeked`);
  assert.ok(nulls >= 2, 'some race here has no divergence or commit (the ties lesson: equal costs)');
  const ties = await page.evaluate(() => [
    document.getElementById('ties').moment('commit'),
    document.getElementById('ties').moment('divergence'),
  ]);
  assert.deepEqual(ties, [null, null]);
  noProblems(page);
  await page.context().close();
});

test('at opens the race paused at its moment; a bad at, or a moment the race lacks, says so and shows it from the start', async () => {
  const page = await hostPage(
    browser,
    `<script type="module" src="/path-race.js"></script>
<path-race id="commit" map="concave" at="commit" height="260"></path-race>
<path-race id="forty" map="concave" at=" 40 " height="260"></path-race>
<path-race id="end" map="concave" at="END" height="260"></path-race>
<path-race id="bad" map="concave" at="the middle" autoplay="false" height="260"></path-race>
<path-race id="none" map="concave" right="dijkstra" at="divergence" autoplay="false" height="260"></path-race>`,
  );
  await watchSteps(page);
  await loaded(page, ['commit', 'forty', 'end', 'bad', 'none']);
  await frames(page, 10);
  const concave = presetById('concave').make();
  const { moments } = await withGrid({ map: concave }, (grid, ends) =>
    oracle(grid, ends, [{ algorithm: 'astar' }, { algorithm: 'greedy' }]),
  );
  for (const [id, step] of [
    ['commit', moments.commit],
    ['forty', 40],
    ['end', moments.end],
  ]) {
    const s = await inside(page, id);
    assert.equal(s.clock, step, id);
    assert.equal(s.playing, false, `${id} waits`);
    assert.equal(s.message, '', id);
  }
  const bad = await inside(page, 'bad');
  assert.equal(bad.clock, 0);
  assert.equal(
    bad.message,
    'at “the middle” is not start, divergence, commit, left-goal, right-goal, end or a step number from 0 to 999999999; showing the race from the start.',
  );
  const none = await inside(page, 'none');
  assert.equal(none.clock, 0);
  assert.match(
    none.message,
    /^at “divergence” names a moment this race does not have \(.*\); showing the race from the start\.$/,
  );
  // Changing at from JS moves the race there.
  await page.evaluate(() => document.getElementById('bad').setAttribute('at', 'left-goal'));
  await page.waitForFunction(() => document.getElementById('bad').clock > 0);
  assert.equal((await inside(page, 'bad')).clock, moments['left-goal']);
  assert.equal((await inside(page, 'bad')).message, '');
  // A seek in the same task as an attribute change lands on the changed race.
  await page.evaluate(() => {
    const el = document.getElementById('forty');
    el.setAttribute('right', 'dijkstra');
    el.seek(30);
  });
  await page.waitForFunction(() => document.getElementById('forty').moment('commit') === null);
  await frames(page, 3);
  assert.equal((await inside(page, 'forty')).clock, 30);
  noProblems(page);
  await page.context().close();
});
