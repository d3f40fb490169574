// The races that teach one lesson each, chosen from the map menu's Races
// group: each starts racing at once with its caption shown, and its verdict's
// numbers equal the oracle's (Dijkstra written in tests/js/grid-oracle.js),
// not the page's own. A link to it brings back the race and its caption.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { racePresets } from '../../web/race/lessons.js';
import { dijkstra } from '../js/grid-oracle.js';
import {
  closePage,
  desktopAndPhone,
  finish,
  noProblems,
  openPage,
  saved,
  savedState,
  screenshot,
  verdict,
  useBrowser,
  patience,
} from './support.js';

const browser = useBrowser();

const close = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, a, b);

/** Chooses race `id` from the menu; it must start playing by itself with its caption shown. */
async function choose(page, id) {
  const race = racePresets.find((r) => r.id === id);
  await page.selectOption('#map-select', `race:${id}`);
  await page.waitForFunction(
    (text) => document.querySelector('#map-description').textContent === text,
    race.description,
  );
  assert.equal(await page.isVisible('#map-description'), true, 'the caption is on screen');
  await page.waitForFunction(() => Number(document.querySelector('#clock').value) > 0, null, {
    timeout: patience,
  });
  await finish(page);
  const map = race.make();
  return {
    race,
    map,
    oracle: dijkstra(map, race.options.diagonal, race.options.costs),
    v: await verdict(page),
  };
}

/** The path lengths in cells, as the panels show them (path steps + 1). */
async function pathCells(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('[data-stat="steps"]')].map((dd) => Number(dd.dataset.value) + 1),
  );
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 860 },
  { name: 'phone', width: 390, height: 844 },
]) {
  test(`the greedy story (${viewport.name}): the verdict says 65 cells vs 45, and 45 is the oracle's fewest`, async () => {
    const page = await openPage(browser, { viewport });
    const { v, oracle } = await choose(page, 'greedy-story');
    assert.deepEqual(
      [await page.inputValue('#panel-left .algorithm'), await page.inputValue('#panel-right .algorithm')],
      ['astar', 'greedy'],
    );
    assert.equal(oracle.cells, 45);
    assert.ok(close(v.costs[0], oracle.cost), `A* ${v.costs[0]} = Dijkstra ${oracle.cost}`);
    const cells = await pathCells(page);
    assert.deepEqual(cells, [oracle.cells, 65]);
    assert.match(
      v.text,
      new RegExp(
        `^Greedy expanded .* more: 64\\.0 vs ${oracle.cost}\\.0 \\(65 cells vs ${oracle.cells}\\)\\.$`,
      ),
    );
    await screenshot(page, `lesson-greedy-story-${viewport.name}`, { fullPage: true });
    noProblems(page);
    await closePage(page);
  });
}

test('an overestimating heuristic: A* under Manhattan costs more than the oracle, octile A* exactly its cost', async () => {
  const page = await openPage(browser);
  const { v, oracle, race } = await choose(page, 'overestimate');
  assert.equal(await page.inputValue('#panel-right .heuristic'), 'manhattan');
  assert.equal(await page.inputValue('#panel-left .heuristic'), 'octile');
  assert.ok(close(v.costs[0], oracle.cost), `octile A* ${v.costs[0]} = Dijkstra ${oracle.cost}`);
  assert.ok(v.costs[1] > oracle.cost + 10, `Manhattan A* ${v.costs[1]}`);
  // Both panels run A*: the verdict names each by its heuristic.
  assert.match(v.text, /^A\* \(Manhattan\) expanded .* more: 62\.9 vs 48\.6 \(\d+ cells vs \d+\)\.$/);
  assert.match(race.description, /A\* is only optimal when h never overestimates\./);
  await desktopAndPhone(page, 'lesson-overestimate');
  noProblems(page);
  await closePage(page);
});

test('ties: larger g and LIFO cost what the oracle says and expand different numbers; a link brings the race back', async () => {
  const page = await openPage(browser);
  const { v, oracle, race } = await choose(page, 'ties');
  assert.deepEqual(
    [await page.inputValue('#panel-left .tie-break'), await page.inputValue('#panel-right .tie-break')],
    ['larger-g', 'lifo'],
  );
  for (const cost of v.costs) assert.ok(close(cost, oracle.cost), `${cost} = Dijkstra ${oracle.cost}`);
  assert.notEqual(v.expanded[0], v.expanded[1]);
  // Both panels run A*: the verdict names each by how it breaks ties.
  assert.match(v.text, /^Both paths cost 44\.0; A\* \(LIFO\) expanded [\d.]+× fewer nodes/);
  assert.ok(
    race.description.includes(`larger g expands ${v.expanded[0]} cells, last in, first out ${v.expanded[1]}`),
  );
  const state = await savedState(page, (s) => s.map.id === 'ties');
  assert.deepEqual(state.map, { kind: 'preset', id: 'ties' });
  const link = await saved(page);
  // The embed box names the race's map and its panels' tie rules.
  await page.click('#embed summary');
  await page.waitForFunction(() => document.querySelector('#embed-element').value !== '');
  const snippet = await page.inputValue('#embed-element');
  assert.match(snippet, /map="ties"/);
  assert.match(snippet, /tie-break="larger-g,lifo"/);
  await desktopAndPhone(page, 'lesson-ties');
  noProblems(page);
  await closePage(page);

  const again = await openPage(browser, { hash: link, reducedMotion: 'reduce' });
  assert.equal(await again.inputValue('#map-select'), 'race:ties');
  assert.equal(await again.textContent('#map-description'), race.description);
  assert.equal(await again.inputValue('#panel-right .tie-break'), 'lifo');
  noProblems(again);
  await closePage(again);
});
