// The race's state in the URL (shareable) and in localStorage (never lost).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { presetById } from '../../web/race/maps.js';
import { decodeState, encodeState } from '../../web/demo/state-codec.js';
import { defaultState } from '../../web/demo/state.js';
import {
  baseUrl,
  closePage,
  noProblems,
  openPage,
  saved,
  savedState,
  waitReady,
  useBrowser,
  weightPlace,
} from './support.js';

const browser = useBrowser();

test('a state in the URL is shown, and read back identical', async () => {
  const map = presetById('random').make(12345);
  const state = {
    map: { kind: 'preset', id: 'random', seed: 12345 },
    start: map.start,
    goal: map.goal,
    left: { algorithm: 'weighted', heuristic: 'euclidean', diagonal: 'never', tieBreak: 'fifo', weight: 2.5 },
    right: { algorithm: 'bfs', heuristic: 'manhattan', diagonal: 'always', tieBreak: 'lifo', weight: 1 },
    costs: 'classic',
    speed: 500,
    labels: false,
  };
  const text = encodeState(state);
  const page = await openPage(browser, { hash: text, reducedMotion: 'reduce' });
  assert.equal(await saved(page), text, 'the page saves the very state it was given');
  assert.equal(new URL(page.url()).hash, `#${text}`);
  assert.deepEqual(
    await page.evaluate(() => ({
      map: document.querySelector('#map-select').value,
      left: document.querySelector('#panel-left .algorithm').value,
      weight: document.querySelector('#panel-left .weight-out').textContent,
      weightPlace: document.querySelector('#panel-left .weight-input').value,
      leftDiagonal: document.querySelector('#panel-left .diagonal').value,
      leftTies: document.querySelector('#panel-left .tie-break').value,
      right: document.querySelector('#panel-right .algorithm').value,
      rightHeuristic: document.querySelector('#panel-right .heuristic').value,
      classic: document.querySelector('#classic').checked,
      labels: document.querySelector('#labels').checked,
      speed: document.querySelector('#speed-out').textContent,
    })),
    {
      map: 'preset:random',
      left: 'weighted',
      weight: '2.5',
      weightPlace: String(weightPlace(2.5)),
      leftDiagonal: 'never',
      leftTies: 'fifo',
      right: 'bfs',
      rightHeuristic: 'manhattan',
      classic: true,
      labels: false,
      speed: '500 /s',
    },
  );

  // An edited map (cells) and a Moving AI map (by name) round-trip too.
  const cells = {
    ...defaultState(),
    map: {
      kind: 'cells',
      width: 5,
      height: 3,
      terrain: Uint8Array.from([1, 1, 1, 1, 1, 1, 0, 0, 9, 1, 1, 1, 1, 3, 1]),
    },
    start: { x: 0, y: 1 },
    goal: { x: 4, y: 1 },
  };
  for (const other of [
    encodeState(cells),
    encodeState({
      ...defaultState(),
      map: { kind: 'movingai', name: 'arena' },
      start: { x: 1, y: 7 },
      goal: { x: 47, y: 46 },
    }),
  ]) {
    await page.goto('about:blank');
    await page.goto(`${await baseUrl()}#${other}`);
    await waitReady(page);
    assert.equal(await saved(page), other);
  }
  assert.equal(await page.inputValue('#map-select'), 'movingai:arena');
  noProblems(page);
  await closePage(page);
});

test('a broken link says what is wrong and shows a race anyway', async () => {
  const page = await openPage(browser, { hash: 'v1.AAAA', reducedMotion: 'reduce' });
  assert.match(await page.textContent('#message'), /This link's race could not be read \(.+\)/);
  const state = decodeState(await saved(page));
  assert.equal(state.map.kind, 'preset');
  noProblems(page);
  await closePage(page);
});

test('a reload without the link restores the last race from localStorage, and Copy link copies its link', async () => {
  const page = await openPage(browser, {
    reducedMotion: 'reduce',
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const initial = await saved(page);
  await page.focus('#panel-left .pr-stage');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Space');
  await page.selectOption('#panel-right .algorithm', 'dijkstra');
  await page.waitForFunction(
    (p) => document.body.dataset.saved !== p && decodeURIComponent(location.hash).length > 1,
    initial,
  );
  // The wall and the algorithm are saved one after the other: wait for the save that holds both.
  await savedState(page, (s) => s.right.algorithm === 'dijkstra' && s.map.kind === 'cells');
  await page.waitForFunction(() => !document.body.dataset.savePending);
  const edited = await page.evaluate(() => {
    const s = document.body.dataset.saved;
    return localStorage.getItem('pathrace.race') === s ? s : null;
  });
  assert.ok(edited, 'the race with the wall and Dijkstra was saved to localStorage');
  const state = decodeState(edited);
  assert.equal(state.right.algorithm, 'dijkstra');
  assert.equal(state.map.terrain[11 * state.map.width + 9], 0);

  await page.goto(await baseUrl()); // no hash: only localStorage knows
  await waitReady(page);
  assert.equal(await saved(page), edited);
  assert.equal(await page.inputValue('#panel-right .algorithm'), 'dijkstra');
  // The restored race is the one Copy link hands on: the clipboard holds its link, and the page says so.
  await page.click('#copy-link');
  // Either sentence ends the copy (the clipboard granted, or refused and the link shown); only one is right.
  await page.waitForFunction(() => {
    const line = document.querySelector('#message');
    return !line.hidden && /^(Link copied|Copy this link)/.test(line.textContent);
  });
  assert.equal(await page.textContent('#message'), 'Link copied: it opens this exact race.');
  const copied = new URL(await page.evaluate(() => navigator.clipboard.readText()));
  assert.equal(copied.origin + copied.pathname, new URL(await baseUrl()).href);
  assert.equal(decodeURIComponent(copied.hash.slice(1)), edited);
  noProblems(page);
  await closePage(page);
});
