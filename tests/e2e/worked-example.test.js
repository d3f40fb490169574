// The tutorial's 4×4 worked example on the race page: after one step the
// labels and the tooltip show the textbook f, g and h (by pointer and by
// keyboard), no label or arrow stays behind on the next map, its classic
// rules stay with it, and at the default speed each expansion shows for
// half a second or more.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid, init } from '../../web/lib/node.js';
import { presetById } from '../../web/race/maps.js';
import {
  cellPoint,
  closePage,
  finish,
  frames,
  noProblems,
  numbers,
  openPage,
  raceLength,
  screenshot,
  setRange,
  shownSpeed,
  tinyMap,
  useBrowser,
  verdict,
} from './support.js';

const browser = useBrowser();
before(() => init());

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
