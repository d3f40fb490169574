// Seeing inside the search: the tutorial's 4×4 worked example shows the
// textbook numbers in the labels and the tooltip; a 512×512 Moving AI map
// races with the engine's exact numbers; .map files load by picker and by drop,
// and a file that is not a map says why and leaves the user's map alone.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { Grid, init } from '../../web/lib/index.js';
import { presetById } from '../../web/race/maps.js';
import { decodeState, encodeState } from '../../web/demo/state-codec.js';
import { defaultState } from '../../web/demo/state.js';
import {
  cellPoint,
  closeAll,
  movingAIEntry,
  noMapsReason,
  setRange,
  closePage,
  finish,
  frames,
  launch,
  noProblems,
  numbers,
  openPage,
  root,
  saved,
  savedAfter,
  screenshot,
  verdict,
} from './support.js';

let browser;
before(async () => {
  await init();
  browser = await launch();
});
after(() => closeAll(browser));

const tinyMap = 'type octile\nheight 4\nwidth 7\nmap\n.......\n.@@@@@.\n.....@.\n@@@...T\n';

test('the 4×4 worked example shows f 44, g 10, h 34 above the start after one step, in labels and tooltip', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await page.selectOption('#map-select', 'preset:worked-example');
  await page.waitForFunction(() => document.querySelector('#panel-left canvas.pr-cells').width === 4);
  assert.equal(await page.isChecked('#classic'), true, 'the preset switches to classic costs');
  await page.click('#panel-left .rules summary');
  assert.equal(await page.inputValue('#panel-left .diagonal'), 'always');
  await page.click('#step');
  await frames(page);
  const n = await numbers(page);
  assert.deepEqual([n[0].expanded.value, n[0].open.value], [1, 3]);

  // Labels: f, with g (left) and h (right) under it, and an arrow to the parent.
  const label = (cell, kind) =>
    page.textContent(`#panel-left .pr-labels g[data-cell="${cell}"] text[data-kind="${kind}"]`);
  assert.deepEqual(
    [await label('0,1', 'f'), await label('0,1', 'g'), await label('0,1', 'h')],
    ['44', '10', '34'],
  );
  assert.deepEqual(
    [await label('1,3', 'f'), await label('1,3', 'g'), await label('1,3', 'h')],
    ['38', '14', '24'],
  );
  assert.equal(
    await page.locator('#panel-left .pr-labels g:not([display="none"])').count(),
    4,
    'the start and the three cells it opened',
  );
  assert.equal(await page.locator('#panel-left .pr-arrows path:not([display="none"])[d^="M"]').count(), 3);

  // Hover: the tooltip says the same.
  const above = await cellPoint(page, { x: 0, y: 1 });
  await page.mouse.move(above.x, above.y);
  await page.waitForSelector('#panel-left .pr-tooltip:not([hidden])');
  const tip = await page.textContent('#panel-left .pr-tooltip');
  assert.match(tip, /^\(0, 1\)\nopen: on the frontier\nf 44 · g 10 · h 34\nparent \(0, 2\)$/);
  await screenshot(page, 'worked-example-labels');
  await page.mouse.move(0, 0);

  // Keyboard focus shows it too, at any cell size.
  await page.focus('#panel-left .pr-stage');
  await page.keyboard.press('ArrowUp');
  assert.match(await page.textContent('#panel-left .pr-tooltip'), /f 44 · g 10 · h 34/);
  // One cursor for both maps; greedy's f is h alone.
  await page.focus('#panel-right .pr-stage');
  assert.match(await page.textContent('#panel-right .pr-tooltip'), /f 34 · g 10 · h 34/);

  await finish(page);
  assert.deepEqual((await verdict(page)).costs, [38, 38]);

  // Another map: no label or parent arrow of the 4×4 map is left behind (the
  // arrows used to stay, drawn over its top-left cells), and the example's
  // classic costs and corner cutting stay with it, for a preset or a .map file.
  await page.selectOption('#map-select', 'preset:concave');
  await page.waitForFunction(() => document.querySelector('#panel-left canvas.pr-cells').width === 40);
  await frames(page);
  assert.equal(await page.locator('.pr-arrows path').count(), 0, 'no parent arrow left over');
  assert.equal(await page.locator('.pr-labels g').count(), 0, 'no label left over');
  assert.equal(await page.isChecked('#classic'), false);
  await page.selectOption('#map-select', 'preset:worked-example');
  await page.waitForFunction(() => document.querySelector('#panel-left canvas.pr-cells').width === 4);
  await page.setInputFiles('#file', {
    name: 'tiny.map',
    mimeType: 'text/plain',
    buffer: Buffer.from(tinyMap),
  });
  await page.waitForFunction(() => document.querySelector('#panel-left canvas.pr-cells').width === 7);
  assert.equal(await page.isChecked('#classic'), false, 'a loaded map races with exact costs again');
  assert.deepEqual(
    await page.evaluate(() => [...document.querySelectorAll('.panel .diagonal')].map((s) => s.value)),
    ['no-corner-cutting', 'no-corner-cutting'],
  );
  noProblems(page);
  await closePage(page);
});

test("a 512×512 Moving AI map races with the engine's exact numbers", async (t) => {
  const entry = movingAIEntry('random512-25-0');
  if (!entry) return t.skip(noMapsReason('random512-25-0'));
  const state = {
    ...defaultState(),
    map: { kind: 'movingai', name: entry.name },
    start: entry.start,
    goal: entry.goal,
    speed: 20000,
  };
  const page = await openPage(browser, { hash: encodeState(state) });
  assert.equal(await page.inputValue('#map-select'), 'movingai:random512-25-0');
  await page.waitForFunction(() => Number(document.querySelector('#clock').value) >= 15000, null, {
    timeout: 20000,
  });
  await page.click('#play'); // pause mid-race
  await frames(page);
  const mid = await numbers(page);
  assert.equal(
    mid[0].expanded.value,
    await page.evaluate(() => Number(document.querySelector('#clock').value)),
  );
  assert.equal(mid[1].done, true, 'greedy is long done');
  await screenshot(page, 'movingai-512-midrace');

  await finish(page);
  const v = await verdict(page);
  const grid = Grid.fromMovingAI(readFileSync(path.join(root, 'web/race/maps', entry.file), 'utf8'));
  const common = { heuristic: 'octile', diagonal: 'no-corner-cutting', tieBreak: 'larger-g', costs: 'exact' };
  const astar = grid.findPath(entry.start, entry.goal, { ...common, algorithm: 'astar', weight: 1 });
  const greedy = grid.findPath(entry.start, entry.goal, { ...common, algorithm: 'greedy' });
  grid.dispose();
  assert.deepEqual(v.costs, [astar.cost, greedy.cost]);
  assert.deepEqual(v.expanded, [astar.expanded, greedy.expanded]);
  assert.ok(
    Math.abs(astar.cost - entry.optimal) < 0.01,
    `A* ${astar.cost} matches the scenario's optimal ${entry.optimal}`,
  );
  await screenshot(page, 'movingai-512-finished');
  noProblems(page);
  await closePage(page);
});

/** The page's speed readout ("9.7k /s", "1.6 /s") in expansions per second. */
async function shownSpeed(page) {
  const m = /^([\d.]+)(k|M)? \/s$/.exec(await page.textContent('#speed-out'));
  assert.ok(m, 'a speed in expansions per second');
  return Number(m[1]) * (m[2] === 'k' ? 1e3 : m[2] === 'M' ? 1e6 : 1);
}

/** The longer of the two searches of the default race (A* and greedy) on a grid, as the engine counts them. */
function raceLength(grid, start, goal, options = {}) {
  return Math.max(
    ...['astar', 'greedy'].map((algorithm) => grid.findPath(start, goal, { ...options, algorithm }).expanded),
  );
}

test('at the default speed a 512×512 race shows its verdict within 20 s of choosing the map', async (t) => {
  const entry = movingAIEntry('random512-25-0');
  if (!entry) return t.skip(noMapsReason('random512-25-0'));
  const page = await openPage(browser);
  assert.equal(await page.isChecked('#speed-auto'), true, 'auto speed is the default');
  const chosen = Date.now();
  await page.selectOption('#map-select', 'movingai:random512-25-0');
  await page.waitForFunction(() => document.querySelector('#verdict').dataset.done === 'true', null, {
    timeout: 20000,
  });
  const seconds = (Date.now() - chosen) / 1000;
  t.diagnostic(`the verdict came ${seconds.toFixed(1)} s after choosing the map`);
  assert.ok(seconds < 20, `${seconds} s`);
  // Paced, not all at once: the race's length (the engine's count) at the speed shown takes 4 to 8 s.
  const grid = Grid.fromMovingAI(readFileSync(path.join(root, 'web/race/maps', entry.file), 'utf8'));
  const total = raceLength(grid, entry.start, entry.goal);
  grid.dispose();
  const pace = total / (await shownSpeed(page));
  assert.ok(
    pace >= 4 && pace <= 8,
    `${total} expansions at ${await shownSpeed(page)} a second take ${pace} s`,
  );
  assert.ok(seconds >= 4, 'the race was animated');
  noProblems(page);
  await closePage(page);
});

test('at the default speed the 4×4 example shows each expansion for half a second or more', async () => {
  const page = await openPage(browser);
  await page.selectOption('#map-select', 'preset:worked-example');
  await page.waitForFunction(() =>
    /\d \/ \d+ expansions/.test(document.querySelector('#clock-out').textContent),
  );
  const map = presetById('worked-example').make();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  const total = raceLength(grid, map.start, map.goal, presetById('worked-example').options);
  grid.dispose();
  const speed = await shownSpeed(page);
  assert.ok(speed <= 2, `${speed} expansions a second`);
  assert.ok(total / speed >= 4 && total / speed <= 8, `${total} expansions take ${total / speed} s`);
  // Choosing a speed turns auto off; auto brings the pace back.
  await setRange(page, '#speed', 11);
  assert.equal(await page.isChecked('#speed-auto'), false);
  assert.equal(await page.textContent('#speed-out'), '5k /s');
  await page.check('#speed-auto');
  assert.equal(await shownSpeed(page), speed);
  noProblems(page);
  await closePage(page);
});

test('a .map file loads through the file picker and by drag and drop; a bad one says where it is wrong', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await page.setInputFiles('#file', {
    name: 'tiny.map',
    mimeType: 'text/plain',
    buffer: Buffer.from(tinyMap),
  });
  await page.waitForFunction(() => document.querySelector('#panel-left canvas.pr-cells').width === 7);
  assert.equal(await page.inputValue('#map-select'), 'cells');
  assert.match(await page.textContent('#map-description'), /tiny\.map/);
  await finish(page);
  const v = await verdict(page);
  assert.ok(Number.isFinite(v.costs[0]));

  // Draw on it: a wall at (2, 2). The page saves the loaded map a moment
  // after it shows it: wait for that save, or the wall's save is not the next one.
  let before;
  for (let tries = 0; tries < 100; ++tries) {
    before = await saved(page);
    const { map } = decodeState(before);
    if (map.kind === 'cells' && map.width === 7) break;
    await page.waitForTimeout(50);
  }
  const cell = await cellPoint(page, { x: 2, y: 2 });
  await page.mouse.click(cell.x, cell.y);
  const drawn = await savedAfter(page, before);
  assert.equal(decodeState(drawn).map.terrain[2 * 7 + 2], 0);

  // A bad file says what is wrong and where, in plain words, and the drawn map stays: on screen, in the URL and in localStorage.
  const badFiles = [
    [
      'bad.map',
      'type octile\nheight 2\nwidth 3\nmap\n...\n.x.\n',
      /^bad\.map is not a Moving AI map \(line 6, column 2\): unexpected 'x' \(.+\)\. Your map is unchanged\.$/,
    ],
    [
      'photo.png',
      '\x89PNG\r\n',
      /^photo\.png is not a Moving AI map \(line 1, column 1\): expected "type octile".*\. Your map is unchanged\.$/,
    ],
    [
      'walls.map',
      'type octile\nheight 1\nwidth 2\nmap\n@@\n',
      /^walls\.map has no open cell to start from\. Your map is unchanged\.$/,
    ],
  ];
  for (const [name, text, message] of badFiles) {
    await page.setInputFiles('#file', { name, mimeType: 'text/plain', buffer: Buffer.from(text) });
    await page.waitForFunction((n) => document.querySelector('#message').textContent.startsWith(n), name);
    assert.match(await page.textContent('#message'), message);
    assert.equal(await page.getAttribute('#message', 'data-kind'), 'error');
    await page.waitForTimeout(300); // longer than the page waits to save
    assert.deepEqual(
      await page.evaluate(() => [
        document.body.dataset.saved,
        location.hash.slice(1),
        localStorage.getItem('pathrace.race'),
      ]),
      [drawn, drawn, drawn],
      `${name}: the drawn map is still the saved one`,
    );
  }
  assert.equal(
    await page.evaluate(() => document.querySelector('#panel-left canvas.pr-cells').width),
    7,
    'the last good map stays',
  );
  assert.match(await page.textContent('#map-description'), /tiny\.map/);

  // Dropped on the page.
  const drop = await page.evaluateHandle(
    (text) => {
      const data = new DataTransfer();
      data.items.add(new File([text], 'dropped.map', { type: 'text/plain' }));
      return data;
    },
    tinyMap.replace('width 7', 'width 7').replace('.......', '......@'),
  );
  await page.dispatchEvent('body', 'dragenter', { dataTransfer: drop });
  assert.equal(await page.isVisible('#drop-overlay'), true);
  await page.dispatchEvent('body', 'drop', { dataTransfer: drop });
  await page.waitForFunction(() =>
    /dropped\.map/.test(document.querySelector('#map-description').textContent),
  );
  assert.equal(await page.isVisible('#drop-overlay'), false);
  noProblems(page);
  await closePage(page);
});
