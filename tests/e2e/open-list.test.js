// The open list table and the step sentence on the race page: the top row
// is the cell the next step expands (read from the race's own current-cell
// marker, not from the table), they stay in step going back and scrubbing,
// hover links rows and cells both ways, and on a phone the list folds.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  closePage,
  frames,
  noProblems,
  openPage,
  screenshot,
  setRange,
  setWeight,
  useBrowser,
} from './support.js';

const browser = useBrowser();

const panelIds = ['#panel-left', '#panel-right'];

// What each panel shows now: its top row, its rows, the sentence, the size,
// whether it is done, and the race's own current cell. Runs in the page.
function snapshot(ids) {
  return ids.map((id) => {
    const panel = document.querySelector(id);
    const rows = [...panel.querySelectorAll('.pr-open-list tbody tr:not([hidden])')];
    const top = rows[0];
    return {
      done: panel.dataset.done === 'true',
      top: top ? `${top.dataset.x},${top.dataset.y}` : null,
      topMarked: top?.dataset.top === 'true',
      rows: rows.map((r) => [...r.cells].map((c) => c.textContent).join('|')),
      fresh: rows.map((r) => r.dataset.fresh),
      sentence: panel.querySelector('[data-role="sentence"]').textContent,
      size: panel.querySelector('.pr-open-list table').dataset.size,
      label: panel.querySelector('.pr-open-list table').getAttribute('aria-label'),
      current: panel.querySelector('.pr-current')?.dataset.cell ?? null,
    };
  });
}

function readPanels(page) {
  return page.evaluate(snapshot, panelIds);
}

// Presses Step up to `limit` times inside the page (a click on the button,
// then two frames), stopping once both searches are done: the panels before
// the first press and after each, read by snapshot(). One round trip for
// the whole run instead of three per step.
function stepAndRead(page, limit) {
  return page.evaluate(`(async (read, ids, limit) => {
    const frames = () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    const seen = [read(ids)];
    for (let i = 0; i < limit && !seen.at(-1).every((p) => p.done); ++i) {
      document.querySelector('#step').click();
      await frames();
      seen.push(read(ids));
    }
    return seen;
  })(${snapshot}, ${JSON.stringify(panelIds)}, ${limit})`);
}

async function choose(page, i, algorithm, weight) {
  await page.locator(panelIds[i]).locator('select.algorithm').selectOption(algorithm);
  if (weight !== undefined) await setWeight(page, panelIds[i], weight);
}

async function restart(page) {
  if (await page.isEnabled('#restart')) await page.click('#restart');
  await frames(page);
}

// Two algorithms at a time, on a map where greedy detours and ties are
// common (the concave wall), and where jump point search makes many jumps.
const pairs = [
  { map: 'preset:concave', panels: [['astar'], ['greedy']] },
  { map: 'preset:concave', panels: [['dijkstra'], ['bfs']] },
  { map: 'preset:maze-division', panels: [['weighted', 2.5], ['jps']] },
];

test('over 200 steps of every algorithm the top row is the cell the next step expands', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  const checked = {},
    fresh = {};
  for (const {
    map,
    panels: [left, right],
  } of pairs) {
    await page.selectOption('#map-select', map);
    await frames(page);
    await choose(page, 0, ...left);
    await choose(page, 1, ...right);
    await restart(page);
    const names = [left[0], right[0]];
    const seen = await stepAndRead(page, 200);
    for (let step = 0; step + 1 < seen.length; ++step) {
      const [before, now] = [seen[step], seen[step + 1]];
      for (let i = 0; i < 2; ++i) {
        if (before[i].done) continue;
        assert.ok(before[i].topMarked, `${names[i]} step ${step}: the top row is highlighted`);
        assert.equal(
          now[i].current ?? before[i].top,
          before[i].top,
          `${names[i]} step ${step}: expanded the top row`,
        );
        const [x, y] = before[i].top.split(',');
        assert.ok(
          before[i].sentence.includes(`(${x}, ${y})`),
          `${names[i]} step ${step}: "${before[i].sentence}"`,
        );
        checked[names[i]] = (checked[names[i]] ?? 0) + 1;
        if (before[i].fresh.includes('true')) fresh[names[i]] = true;
      }
    }
  }
  // Every algorithm ran a good while (or to its end) under the check.
  for (const [name] of pairs.flatMap((p) => p.panels))
    assert.ok(checked[name] >= 30, `${name}: ${checked[name]} steps`);
  console.log('steps checked per algorithm:', JSON.stringify(checked));
  // Rows the last step opened or improved are marked (whenever they reach the top rows).
  for (const [name] of pairs.flatMap((p) => p.panels))
    assert.ok(fresh[name], `${name}: a fresh row was marked`);
  noProblems(page);
  await closePage(page);
});

test('stepping back and scrubbing show what a fresh run to the same step shows', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await page.selectOption('#map-select', 'preset:concave');
  await frames(page);
  for (let i = 0; i < 30; ++i) await page.click('#step');
  await frames(page);
  const at30 = await readPanels(page);
  for (let i = 0; i < 5; ++i) await page.click('#step');
  for (let i = 0; i < 5; ++i) await page.click('#step-back');
  await frames(page);
  assert.deepEqual(await readPanels(page), at30, 'five steps on and five back');
  await setRange(page, '#clock', 80);
  await frames(page);
  await setRange(page, '#clock', 30);
  await frames(page);
  assert.deepEqual(await readPanels(page), at30, 'scrubbed to 80 and back to 30');

  // A fresh page run to step 30 on its own.
  const fresh = await openPage(browser, { reducedMotion: 'reduce' });
  await fresh.selectOption('#map-select', 'preset:concave');
  await frames(fresh);
  for (let i = 0; i < 30; ++i) await fresh.click('#step');
  await frames(fresh);
  assert.deepEqual(await readPanels(fresh), at30);
  const [left, right] = at30;
  assert.equal(left.label, 'A* open list');
  assert.equal(right.label, 'greedy open list');
  assert.ok(left.rows.length >= 8 && left.rows.length <= 12, `${left.rows.length} rows`);
  assert.ok(Number(left.size) >= left.rows.length);
  assert.match(
    left.sentence,
    /^A\* takes \(\d+, \d+\): f = [\d.]+ is the lowest on its open list \(g [\d.]+ \+ h [\d.]+\)/,
  );
  assert.match(
    right.sentence,
    /^Greedy takes \(\d+, \d+\): h = [\d.]+ is the lowest on its open list; it does not count the [\d.]+ it has already walked/,
  );
  await screenshot(page, 'open-list-desktop');
  noProblems(page);
  noProblems(fresh);
  await closePage(fresh);
  await closePage(page);
});

test('greedy’s sentence says where it commits to its detour', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await page.selectOption('#map-select', 'preset:concave');
  await frames(page);
  // The race's length is measured after its first frame: both whole runs are known then.
  await page.waitForFunction(() => document.querySelector('#clock').dataset.total !== undefined);
  let said = null;
  for (let step = 0; step < 400 && !said; ++step) {
    const [, right] = await readPanels(page);
    if (right.done) break;
    if (/commits to its detour/.test(right.sentence)) said = right;
    else {
      await page.click('#step');
      await frames(page, 1);
    }
  }
  assert.ok(said, 'the detour is named at one step');
  assert.match(said.sentence, /Here it commits to its detour: \(\d+, \d+\) is off A\*'s cheaper path\./);
  await screenshot(page, 'open-list-detour');
  noProblems(page);
  await closePage(page);
});

test('a hovered row marks its cell, a hovered cell lights its row, rows take focus', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await page.selectOption('#map-select', 'preset:concave');
  await frames(page);
  for (let i = 0; i < 12; ++i) await page.click('#step');
  await frames(page);
  const row = page.locator('#panel-left .pr-open-list tbody tr').nth(2);
  const x = Number(await row.getAttribute('data-x')),
    y = Number(await row.getAttribute('data-y'));
  await row.hover();
  await frames(page);
  const hoverBox = () =>
    page.evaluate(() => {
      const box = document.querySelector('#panel-left .pr-hover');
      return box && box.getAttribute('visibility') !== 'hidden' && !box.hidden
        ? box.getBoundingClientRect().toJSON()
        : null;
    });
  const centre = (box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
  const marked = await hoverBox();
  assert.ok(marked, 'the row marks a cell on the map');
  assert.equal(await row.getAttribute('data-hover'), 'true');

  // Now the other way: the mouse on that cell of the map lights the row.
  await page.mouse.move(0, 0);
  await frames(page);
  assert.equal(await row.getAttribute('data-hover'), 'false');
  await page.mouse.move(centre(marked).x, centre(marked).y);
  await frames(page);
  assert.equal(await row.getAttribute('data-hover'), 'true', `the row of (${x}, ${y}) lights up`);

  await page.mouse.move(0, 0);
  await row.focus();
  await frames(page);
  assert.ok(await hoverBox(), 'a focused row marks its cell');
  assert.equal(
    await page.evaluate(() => document.activeElement.closest('table')?.getAttribute('aria-label')),
    'A* open list',
  );
  noProblems(page);
  await closePage(page);
});

test('on a phone the list folds under each map', async () => {
  const page = await openPage(browser, { viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
  await page.selectOption('#map-select', 'preset:concave');
  for (let i = 0; i < 10; ++i) await page.click('#step');
  await frames(page);
  const layout = await page.evaluate(() =>
    ['#panel-left', '#panel-right'].map((id) => {
      const panel = document.querySelector(id);
      const details = panel.querySelector('.pr-open-list');
      return {
        open: details.open,
        below:
          details.getBoundingClientRect().top >=
          panel.querySelector('[data-role="map"]').getBoundingClientRect().bottom,
        fits: details.getBoundingClientRect().right <= 390,
      };
    }),
  );
  assert.deepEqual(layout, [
    { open: false, below: true, fits: true },
    { open: false, below: true, fits: true },
  ]);
  await page.locator('#panel-left .pr-open-list summary').click();
  await frames(page);
  await page.locator('#panel-left .pr-open-list').scrollIntoViewIfNeeded();
  await screenshot(page, 'open-list-phone');
  noProblems(page);
  await closePage(page);
});
