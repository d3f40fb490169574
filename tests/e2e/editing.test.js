// Editing the map: walls drawn with the pointer (and by touch), the goal
// dragged, the keyboard cursor, undo and redo. Every edit re-runs the race.
// And the page's keyboard focus, visible wherever Tab goes.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isDeepStrictEqual } from 'node:util';
import { decodeState } from '../../web/demo/state-codec.js';
import {
  cellPoint,
  closePage,
  finish,
  frames,
  noProblems,
  openPage,
  saved,
  savedAfter,
  savedState,
  screenshot,
  setWeight,
  verdict,
  useBrowser,
} from './support.js';

const browser = useBrowser();

// A cell's terrain in a saved state (undefined for a preset map, which keeps no cells).
const at = (state, x, y) => state.map.terrain?.[y * state.map.width + x];

test('drawing a wall with the pointer changes the map and re-runs the race; undo and redo', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await finish(page);
  const first = await verdict(page);
  const initial = await saved(page);
  assert.equal(decodeState(initial).map.kind, 'preset');
  const choice = await page.inputValue('#map-select');
  const description = await page.textContent('#map-description');

  // A wall across the way out of the start at (9, 12): x = 12, y 7 … 17.
  const from = await cellPoint(page, { x: 12, y: 7 }, 1);
  const to = await cellPoint(page, { x: 12, y: 17 }, 1);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(to.x, to.y, { steps: 4 }); // fast: the cells in between are filled in
  await page.mouse.up();
  const drawn = decodeState(await savedAfter(page, initial));
  assert.equal(drawn.map.kind, 'cells');
  for (let y = 7; y <= 17; ++y) assert.equal(at(drawn, 12, y), 0, `(12, ${y}) is a wall`);
  assert.equal(at(drawn, 11, 12), 1);
  await frames(page);
  const after = await verdict(page);
  assert.equal(after.done, true, 'the finished race re-ran to its end');
  assert.ok(
    after.expanded[0] !== first.expanded[0] || after.costs[0] !== first.costs[0],
    'A* saw the new wall',
  );
  assert.equal(await page.inputValue('#map-select'), 'cells');

  // Starting a stroke on a wall erases.
  const erase = await cellPoint(page, { x: 12, y: 9 });
  const eraseTo = await cellPoint(page, { x: 12, y: 11 });
  await page.mouse.move(erase.x, erase.y);
  await page.mouse.down();
  await page.mouse.move(eraseTo.x, eraseTo.y, { steps: 3 });
  await page.mouse.up();
  const erased = await savedState(page, (t) => [9, 10, 11].every((y) => at(t, 12, y) === 1));
  assert.deepEqual(
    [9, 10, 11].map((y) => at(erased, 12, y)),
    [1, 1, 1],
  );
  assert.equal(at(erased, 12, 8), 0);

  // Undo the erasing, then the wall; redo the wall.
  await page.click('#undo');
  let s = await savedState(page, (t) => at(t, 12, 10) === 0);
  assert.equal(at(s, 12, 10), 0);
  await page.keyboard.press('Control+z');
  // Every cell as it was: the map is the preset again, and so is the link, to the byte.
  await savedState(page, (t) => isDeepStrictEqual(t, decodeState(initial)));
  const undone = await saved(page);
  assert.equal(undone, initial, 'the state is the first one again');
  assert.equal(await page.inputValue('#map-select'), choice);
  assert.equal(await page.textContent('#map-description'), description);
  await frames(page);
  assert.deepEqual((await verdict(page)).costs, first.costs, 'the race is the first one again');
  await page.click('#redo');
  s = await savedState(page, (t) => at(t, 12, 12) === 0);
  assert.equal(at(s, 12, 12), 0);
  noProblems(page);
  await closePage(page);
});

test('the terrain brush paints slow cells, and dragging the goal moves it and re-runs live', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await finish(page);
  const first = await verdict(page);
  const initial = await saved(page);

  await page.check('input[name="brush"][value="9"]');
  const a = await cellPoint(page, { x: 2, y: 2 }),
    b = await cellPoint(page, { x: 4, y: 2 });
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 2 });
  await page.mouse.up();
  const painted = decodeState(await savedAfter(page, initial));
  assert.deepEqual(
    [2, 3, 4].map((x) => at(painted, x, 2)),
    [9, 9, 9],
  );

  // The goal (31, 12) is a diamond: drag it up to (31, 2).
  const goal = await page.locator('#panel-left [data-marker="goal"]').boundingBox();
  assert.ok(goal, 'the goal marker is drawn');
  await page.mouse.move(goal.x + goal.width / 2, goal.y + goal.height / 2);
  await page.mouse.down();
  const mid = await cellPoint(page, { x: 31, y: 7 });
  await page.mouse.move(mid.x, mid.y, { steps: 3 });
  await frames(page);
  // Live: the race re-ran while the button is still down.
  assert.equal(await page.getAttribute('#panel-left [data-marker="goal"]', 'data-cell'), '31,7');
  const live = await verdict(page);
  assert.notDeepEqual(live.costs, first.costs);
  const end = await cellPoint(page, { x: 31, y: 2 });
  await page.mouse.move(end.x, end.y, { steps: 3 });
  await page.mouse.up();
  const moved = await savedState(page, (t) => t.goal.x === 31 && t.goal.y === 2);
  assert.deepEqual(moved.goal, { x: 31, y: 2 });
  assert.equal(await page.getAttribute('#panel-right [data-marker="goal"]', 'data-cell'), '31,2');
  await page.keyboard.press('Control+z');
  const back = await savedState(page, (t) => t.goal.x === 31 && t.goal.y === 12);
  assert.deepEqual(back.goal, { x: 31, y: 12 });
  noProblems(page);
  await closePage(page);
});

test('the keyboard: arrows move a cursor, Space toggles a wall, S and G place start and goal, Ctrl+Z undoes', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  const initial = await saved(page);
  await page.focus('#panel-left .pr-stage');
  // The cursor starts on the start, (9, 12), and shows its tooltip.
  assert.equal(await page.getAttribute('#panel-left [data-marker="cursor"]', 'data-cell'), '9,12');
  assert.match(await page.textContent('#panel-left .pr-tooltip'), /^\(9, 12\) · start/);
  // On the start, the cursor goes round its circle (larger than a cell here) rather than squaring it off.
  const [ring, marker] = await Promise.all(
    ['cursor', 'start'].map((m) => page.locator(`#panel-left [data-marker="${m}"]`).boundingBox()),
  );
  assert.ok(
    ring.x <= marker.x &&
      ring.y <= marker.y &&
      ring.x + ring.width >= marker.x + marker.width &&
      ring.y + ring.height >= marker.y + marker.height,
    `the cursor ${JSON.stringify(ring)} encloses the start ${JSON.stringify(marker)}`,
  );
  for (let i = 0; i < 3; ++i) await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  let s = decodeState(await savedAfter(page, initial));
  assert.equal(at(s, 9, 9), 0, 'Space made (9, 9) a wall');
  assert.match(await page.textContent('#panel-left .pr-tooltip'), /^\(9, 9\)\nwall/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight'); // ten cells
  await page.keyboard.press('s');
  s = await savedState(page, (t) => t.start.x === 20 && t.start.y === 9);
  assert.deepEqual(s.start, { x: 20, y: 9 });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('g');
  s = await savedState(page, (t) => t.goal.x === 20 && t.goal.y === 10);
  assert.deepEqual(s.goal, { x: 20, y: 10 });
  await finish(page);
  assert.equal((await verdict(page)).costs[0], 1, 'start and goal are neighbours: one step of cost 1');

  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+z');
  await savedState(page, (t) => isDeepStrictEqual(t, decodeState(initial)));
  const undone = await saved(page);
  s = decodeState(undone);
  assert.deepEqual(
    [s.start, s.goal],
    [
      { x: 9, y: 12 },
      { x: 31, y: 12 },
    ],
  );
  assert.equal(undone, initial, '(9, 9) is plain again: the preset, as first shown');
  await page.focus('#panel-right .pr-stage');
  await page.keyboard.press('ArrowLeft');
  await frames(page);
  await screenshot(page, 'keyboard-cursor');
  noProblems(page);
  await closePage(page);
});

test('on a phone: the panels side by side, no sideways scrolling, and a tap draws a wall', async () => {
  const page = await openPage(browser, {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    reducedMotion: 'reduce',
  });
  const layout = await page.evaluate(() => {
    const [l, r] = [...document.querySelectorAll('.panel')].map((p) => p.getBoundingClientRect());
    const stage = document.querySelector('#panel-left .pr-stage').getBoundingClientRect();
    return {
      side: Math.abs(r.top - l.top) < 1 && r.left >= l.right,
      overflow: document.documentElement.scrollWidth - window.innerWidth,
      stageWidth: stage.width,
      stageHeight: stage.height,
    };
  });
  assert.ok(layout.side, 'the panels are side by side');
  assert.ok(layout.overflow <= 0, `no sideways scrolling (${layout.overflow} px too wide)`);
  assert.ok(layout.stageWidth >= 150, `the map is ${layout.stageWidth} px wide`);
  // Each panel's rules drop down inside the screen (the right panel's used to run off it).
  for (const side of ['left', 'right']) {
    await page.click(`#panel-${side} .rules summary`);
    const box = await page.locator(`#panel-${side} .rules-body`).boundingBox();
    assert.ok(
      box.x >= 0 && box.x + box.width <= 390,
      `the ${side} rules span x ${box.x} to ${box.x + box.width}, inside 390 px`,
    );
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      `no sideways scrolling with the ${side} rules open`,
    );
    await page.keyboard.press('Escape');
  }
  const initial = await saved(page);
  const p = await cellPoint(page, { x: 5, y: 5 });
  await page.touchscreen.tap(p.x, p.y);
  const s = decodeState(await savedAfter(page, initial));
  assert.equal(at(s, 5, 5), 0);
  // A finger dragged along row 20 draws a wall all the way, and the page does not scroll.
  const touch = await page.context().newCDPSession(page);
  const a = await cellPoint(page, { x: 3, y: 20 }),
    b = await cellPoint(page, { x: 15, y: 20 });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a] });
  for (let k = 1; k <= 6; ++k)
    await touch.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: a.x + ((b.x - a.x) * k) / 6, y: a.y }],
    });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const dragged = await savedState(page, (t) =>
    [3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15].every((x) => at(t, x, 20) === 0),
  );
  for (let x = 3; x <= 15; ++x) assert.equal(at(dragged, x, 20), 0, `(${x}, 20) is a wall`);
  assert.equal(await page.evaluate(() => window.scrollY), 0);
  await page.click('#step');
  await page.click('#step');
  await screenshot(page, 'phone', { fullPage: true });
  // The smallest phones: a weighted panel's slider and what its w means still fit.
  await page.setViewportSize({ width: 320, height: 640 });
  await page.selectOption('#panel-left .algorithm', 'weighted');
  await setWeight(page, '#panel-left', 0.5);
  await frames(page);
  assert.equal(await page.textContent('#panel-left .weight-note'), 'between Dijkstra and A*');
  assert.ok(
    await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    'no sideways scrolling at 320 px',
  );
  noProblems(page);
  await closePage(page);
});

test('visible keyboard focus: every control Tab reaches shows a ring', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  const seen = new Set();
  for (let i = 0; i < 24; ++i) {
    await page.keyboard.press('Tab');
    const f = await page.evaluate(() => {
      const e = document.activeElement;
      const s = getComputedStyle(e);
      return {
        name: `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${e.className && typeof e.className === 'string' ? `.${e.className.split(' ')[0]}` : ''}`,
        body: e === document.body,
        ring:
          s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) >= 2
            ? 'outline'
            : s.boxShadow !== 'none'
              ? 'shadow'
              : null,
        // The file input is hidden: its label shows the ring.
        labelRing: e.id === 'file' ? getComputedStyle(e.closest('label')).outlineStyle : null,
      };
    });
    if (f.body) continue;
    seen.add(f.name);
    assert.ok(f.ring || f.labelRing === 'solid', `${f.name} shows where the focus is`);
  }
  for (const name of [
    'button#play.pr-primary',
    'input#clock',
    'input#speed',
    'select.algorithm',
    'summary',
    'div.pr-stage',
    'select#map-select',
    'input#file.sr-only-input',
  ]) {
    assert.ok(seen.has(name), `Tab reaches ${name} (reached: ${[...seen].join(', ')})`);
  }
  noProblems(page);
  await closePage(page);
});
