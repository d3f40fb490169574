// Jump point search in the race: the "A* vs jump point search" race on a
// Moving AI map (same cost as the scenario's optimum, far fewer expansions,
// the scanned cells in their own colour, a line from each jump point to its
// parent), and on a map with terrain the sentence that says why JPS does not race.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { palette } from '../../web/race/palette.js';
import { presetById } from '../../web/race/maps.js';
import { encodeState } from '../../web/demo/state-codec.js';
import { defaultState } from '../../web/demo/state.js';
import {
  baseUrl,
  closePage,
  finish,
  movingAIEntry,
  noMapsReason,
  noProblems,
  numbers,
  openPage,
  screenshot,
  verdict,
  useBrowser,
  patience,
} from './support.js';

const browser = useBrowser();

// How many cells of panel i's bitmap have this colour.
async function cellsColoured(page, i, hex) {
  const rgb = [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));
  return page.evaluate(
    ([i, [r, g, b]]) => {
      const canvas = document.querySelectorAll('.panel')[i].querySelector('canvas.pr-cells');
      const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let k = 0; k < data.length; k += 4) n += data[k] === r && data[k + 1] === g && data[k + 2] === b;
      return n;
    },
    [i, rgb],
  );
}

const jumpLines = (page, i) =>
  page.evaluate(
    (i) => Number(document.querySelectorAll('.panel')[i].querySelector('.pr-jumps').dataset.count),
    i,
  );

test('A* vs jump point search: the optimal cost both ways, far fewer expansions, scans and jumps drawn', async (t) => {
  const entry = movingAIEntry('lak303d');
  if (!entry) return t.skip(noMapsReason('lak303d'));
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await page.selectOption('#map-select', 'race:astar-vs-jps');
  await page.waitForFunction(() => document.querySelector('.panel .algorithm')?.value === 'astar');
  await page.waitForFunction(() => document.querySelectorAll('.panel .algorithm')[1]?.value === 'jps');
  await finish(page);
  const v = await verdict(page);
  // The oracle: the Moving AI scenario's optimal length for this problem.
  for (const cost of v.costs)
    assert.ok(Math.abs(cost - entry.optimal) < 1e-3, `cost ${cost} vs ${entry.optimal}`);
  assert.ok(v.expanded[1] * 5 < v.expanded[0], `JPS expanded ${v.expanded[1]}, A* ${v.expanded[0]}`);
  assert.match(v.text, /JPS expanded [\d.]+× fewer nodes/);

  const [left, right] = await numbers(page);
  assert.equal(left.expanded.value, v.expanded[0]);
  const scanned = await page.evaluate(() =>
    [...document.querySelectorAll('[data-role="scanned-stat"]')].map((e) => ({
      hidden: e.hidden,
      value: Number(e.querySelector('dd').dataset.value),
    })),
  );
  assert.equal(scanned[0].hidden, true, 'A* has no scanned count');
  assert.equal(scanned[1].hidden, false);
  assert.ok(scanned[1].value > right.expanded.value, 'jumps scan more cells than they expand');
  // The verdict counts them as the panel does, grouped in the page's locale.
  const grouped = new Intl.NumberFormat(await page.evaluate(() => navigator.language));
  assert.ok(
    v.text.includes(`scanning ${grouped.format(scanned[1].value)} cells in its jumps`),
    `the verdict counts the scanned cells: ${v.text}`,
  );

  assert.equal(await cellsColoured(page, 0, palette.scanned), 0);
  assert.ok((await cellsColoured(page, 1, palette.scanned)) > 100, 'scanned cells drawn in their colour');
  assert.equal(await jumpLines(page, 0), 0);
  assert.ok((await jumpLines(page, 1)) > 10, 'a line from each jump point to its parent');
  await screenshot(page, 'jps-race');
  noProblems(page);
  await closePage(page);
});

test('on a map with terrain the JPS panel says why it does not race; the other panel races', async () => {
  const made = presetById('open-field').make();
  const terrain = Uint8Array.from(made.terrain);
  terrain[10 * made.width + 30] = 3;
  const state = {
    ...defaultState(),
    map: { kind: 'cells', width: made.width, height: made.height, terrain },
    start: made.start,
    goal: made.goal,
  };
  state.right = { ...state.right, algorithm: 'jps' };
  const page = await openPage(browser, { hash: encodeState(state), reducedMotion: 'reduce' });
  await finish(page);
  const v = await verdict(page);
  assert.match(v.text, /JPS does not race on this map \(jump point search needs every open cell to cost 1/);
  assert.match(v.text, /cell \(30, 10\) has terrain 3/);
  // The panel's account of its step says why, in the reader's words.
  const sentence = await page.locator('#panel-right [data-role="sentence"]').textContent();
  assert.equal(
    sentence,
    'JPS does not race on this map: jump point search needs every open cell to cost 1, but cell (30, 10) has terrain 3.',
  );
  const [left] = await numbers(page);
  assert.ok(left.cost.value > 0, 'A* still races');

  // Choosing A* for that panel races it again.
  await page.locator('.panel').nth(1).locator('select.algorithm').selectOption('astar');
  // The old verdict stays until the new race has begun: wait for it to go.
  await page.waitForFunction(() => !document.querySelector('#verdict').textContent.includes('does not race'));
  await finish(page);
  assert.match((await verdict(page)).text, /Both paths cost/);
  noProblems(page);
  await closePage(page);
});

test('<path-race right="jps">: the element races jump point search and draws its jumps', async (t) => {
  const entry = movingAIEntry('lak303d');
  if (!entry) return t.skip(noMapsReason('lak303d'));
  const base = await baseUrl();
  const ctx = await browser.newContext({ viewport: { width: 1000, height: 900 } });
  const page = await ctx.newPage();
  const problems = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.stack ?? e}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console.error: ${m.text()}`));
  const host = new URL('__jps-test/host.html', base).href;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="pathrace-maps" content="/race/maps/index.json"><title>host</title></head><body><script type="module" src="${new URL('embed/path-race.js', base).href}"></script><path-race map="lak303d" right="jps"></path-race></body></html>`,
    }),
  );
  await page.goto(host);
  await page.waitForFunction(() => document.querySelector('path-race')?.finished === true, null, {
    timeout: patience,
  });
  const result = await page.evaluate(() =>
    JSON.parse(JSON.stringify(document.querySelector('path-race').lastResult)),
  );
  assert.equal(result.right.algorithm, 'jps');
  assert.ok(Math.abs(result.right.cost - entry.optimal) < 1e-3);
  assert.ok(Math.abs(result.left.cost - entry.optimal) < 1e-3);
  assert.ok(result.right.scanned > 0 && result.left.scanned === 0);
  assert.match(result.verdict, /JPS expanded/);
  const jumps = await page.evaluate(() =>
    [...document.querySelector('path-race').shadowRoot.querySelectorAll('.pr-jumps')].map((e) =>
      Number(e.dataset.count),
    ),
  );
  assert.ok(jumps[1] > 10, `jump lines ${jumps}`);
  assert.deepEqual(problems, []);
  await ctx.close();
});
