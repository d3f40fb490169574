// The weight sweep on the race page: its points equal separate findPath
// calls made here in Node on the same map, start, goal and rules; it has its
// axis labels; clicking a point (or Enter on it) makes the right panel
// weighted A* at that w, whose race then costs what the point says; it
// recomputes for a new map. Screenshots at desktop and phone widths.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { Grid, init } from '../../web/lib/node.js';
import { presetById } from '../../web/race/maps.js';
import { sweepQueries, sweepRules, sweepWeights } from '../../web/race/sweep.js';
import { decodeState, encodeState } from '../../web/demo/state-codec.js';
import { defaultState } from '../../web/demo/state.js';
import {
  movingAIEntry,
  noMapsReason,
  root,
  closePage,
  finish,
  noProblems,
  openPage,
  savedAfter,
  saved,
  screenshot,
  verdict,
  useBrowser,
  patience,
} from './support.js';

const browser = useBrowser();
before(() => init());

/** The sweep's points as the chart holds them, once it is done. */
async function points(page) {
  await page.waitForSelector('#sweep-chart[data-state="done"]', { timeout: patience });
  return page.$$eval('#sweep-chart .pr-sweep-point', (cols) =>
    cols.map((c) => ({
      weight: c.dataset.weight === 'greedy' ? 'greedy' : Number(c.dataset.weight),
      cost: Number(c.dataset.cost),
      expanded: Number(c.dataset.expanded),
      current: c.classList.contains('current'),
    })),
  );
}

/** The same sweep by separate findPath calls in Node, from the page's saved state. */
function expected(state) {
  const map = presetById(state.map.id).make(state.map.seed);
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  try {
    return sweepQueries(sweepRules(state.right, state.costs)).map((q) => {
      const r = grid.findPath(state.start, state.goal, q.options);
      return { weight: q.greedy ? 'greedy' : q.weight, cost: r.cost, expanded: r.expanded };
    });
  } finally {
    grid.dispose();
  }
}

const strip = (list) => list.map(({ weight, cost, expanded }) => ({ weight, cost, expanded }));

for (const viewport of [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the sweep (${viewport.name}): its points are findPath's, with axis labels, greedy ringed`, async () => {
    const page = await openPage(browser, { viewport, reducedMotion: 'reduce' });
    const shown = await points(page);
    const state = decodeState(await saved(page));
    assert.equal(shown.length, sweepWeights.length + 1);
    assert.deepEqual(strip(shown), expected(state));
    assert.deepEqual(
      shown.filter((p) => p.current).map((p) => p.weight),
      ['greedy'],
      "the right panel's point is ringed",
    );
    const text = await page.textContent('#sweep-chart svg');
    for (const label of ['path cost', 'cells expanded', 'weight w', 'A*', 'greedy'])
      assert.ok(text.includes(label), `the chart says ${label}`);
    // Readable: the chart fits the width it has, its text at least 11 px.
    const box = await page.locator('#sweep-chart svg').boundingBox();
    assert.ok(box.width <= viewport.width, `${box.width} px wide`);
    const smallest = await page.$$eval('#sweep-chart svg text', (ts) =>
      Math.min(
        ...ts.map(
          (t) =>
            parseFloat(getComputedStyle(t).fontSize) * Math.hypot(t.getScreenCTM().a, t.getScreenCTM().b),
        ),
      ),
    );
    assert.ok(smallest >= 11, `smallest text ${smallest} px`);
    await page.locator('#sweep').scrollIntoViewIfNeeded();
    await page.locator('#sweep').screenshot({ path: await screenshot(page, `sweep-${viewport.name}`) });
    noProblems(page);
    await closePage(page);
  });
}

test("clicking a point makes the right panel weighted A* at its w; the race costs the point's cost", async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  const shown = await points(page);
  const i = sweepWeights.indexOf(2.5);
  let prev = await saved(page);
  await page.locator('#sweep-chart .pr-sweep-point').nth(i).click();
  let state = decodeState(await savedAfter(page, prev));
  assert.equal(state.right.algorithm, 'weighted');
  assert.equal(state.right.weight, 2.5);
  assert.equal(await page.inputValue('#panel-right .algorithm'), 'weighted');
  assert.equal(await page.textContent('#panel-right .weight-out'), '2.5');
  assert.equal((await points(page))[i].current, true, 'the chosen point is ringed');
  await finish(page);
  const v = await verdict(page);
  assert.equal(v.costs[1], shown[i].cost);
  assert.equal(v.expanded[1], shown[i].expanded);

  // By keyboard: the ringed point has the focus stop; → then Enter takes the next weight.
  prev = await saved(page);
  await page.focus('#sweep-chart .pr-sweep-point[tabindex="0"]');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  state = decodeState(await savedAfter(page, prev));
  assert.equal(state.right.weight, sweepWeights[i + 1]);
  prev = await saved(page);
  await page.keyboard.press('End');
  await page.keyboard.press(' ');
  state = decodeState(await savedAfter(page, prev));
  assert.equal(state.right.algorithm, 'greedy');
  noProblems(page);
  await closePage(page);
});

test('a new map, a new sweep: the greedy story under its own rules', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  const before = await points(page);
  const prev = await saved(page);
  await page.selectOption('#map-select', 'race:greedy-story');
  const state = decodeState(await savedAfter(page, prev));
  await page.waitForFunction(
    (n) =>
      document.querySelector('#sweep-chart').dataset.state === 'done' &&
      n !== document.querySelector('#sweep-chart .pr-sweep-point')?.dataset.cost,
    String(before[0].cost),
  );
  const shown = await points(page);
  assert.equal(state.right.diagonal, 'never');
  assert.deepEqual(strip(shown), expected(state));
  noProblems(page);
  await closePage(page);
});

test("a 512×512 Moving AI map: the sweep waits while the race plays, then its points are findPath's", async (t) => {
  const entry = movingAIEntry('random512-25-0');
  if (!entry) return t.skip(noMapsReason('random512-25-0'));
  const page = await openPage(browser);
  const prev = await saved(page);
  await page.selectOption('#map-select', 'movingai:random512-25-0');
  const state = decodeState(await savedAfter(page, prev));
  await page.waitForFunction(() => document.querySelector('#play').dataset.playing === 'true');
  assert.match(await page.textContent('#sweep-chart .pr-sweep-status'), /^computing… \(after the race/);
  await finish(page);
  const shown = await points(page);
  const grid = Grid.fromMovingAI(readFileSync(path.join(root, 'web', 'race', 'maps', entry.file), 'utf8'));
  try {
    const want = sweepQueries(sweepRules(state.right, state.costs)).map((q) => {
      const r = grid.findPath(entry.start, entry.goal, q.options);
      return { weight: q.greedy ? 'greedy' : q.weight, cost: r.cost, expanded: r.expanded };
    });
    assert.deepEqual(strip(shown), want);
  } finally {
    grid.dispose();
  }
  noProblems(page);
  await closePage(page);
});

test('with the goal walled off, no weight finds a path: the chart says so and draws nothing out of place', async () => {
  // A 7×5 map whose goal (6, 2) is boxed in by walls.
  const rows = ['.......', '.....##', '.....#.', '.....##', '.......'];
  const terrain = Uint8Array.from(rows.join(''), (c) => (c === '#' ? 0 : 1));
  const state = {
    ...defaultState(),
    map: { kind: 'cells', width: 7, height: 5, terrain },
    start: { x: 0, y: 2 },
    goal: { x: 6, y: 2 },
  };
  const page = await openPage(browser, { hash: encodeState(state) });
  const swept = await points(page);
  const grid = Grid.fromRows(rows);
  const unreachable = grid.findPath(state.start, state.goal);
  grid.dispose();
  assert.equal(unreachable.found, false, "the tests' own search finds no path either");
  assert.equal(swept.length, 33);
  const labels = await page.$$eval('#sweep-chart .pr-sweep-point', (cols) => cols.map((c) => c.ariaLabel));
  assert.ok(
    labels.every((l) => /: no path, /.test(l)),
    labels.find((l) => !/: no path, /.test(l)),
  );
  const bad = await page.$$eval(
    '#sweep-chart [x], #sweep-chart [y], #sweep-chart [y1], #sweep-chart [cy]',
    (els) =>
      els.flatMap((e) =>
        ['x', 'y', 'y1', 'y2', 'cy'].map((a) => e.getAttribute(a)).filter((v) => v === 'NaN'),
      ),
  );
  assert.deepEqual(bad, [], 'no coordinate is NaN');
  noProblems(page);
  await closePage(page);
});
