// Storage never loses work: where the browser keeps nothing — localStorage
// full (filled for real until QuotaExceededError), its setItem refused, or
// `window.localStorage` itself throwing (storage disabled, private modes) —
// the page races and edits, says once in one sentence that it cannot save,
// and its link still holds the race. A 1024² Moving AI map with walls drawn
// on it survives a reload, and states stored by the page's first version
// open the same races.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { decodeState, encodeState } from '../../web/demo/state-codec.js';
import { storedStates } from '../fixtures/stored-states.js';
import { defaultState } from '../../web/demo/state.js';
import {
  baseUrl,
  closePage,
  finish,
  movingAIEntry,
  noMapsReason,
  noProblems,
  openPage,
  root,
  saved,
  savedState,
  useBrowser,
  waitReady,
} from './support.js';

const browser = useBrowser();
const storageKey = 'pathrace.race';
const cannotSave = /^This browser cannot save your race \((.+)\): the link in the address bar holds it/;

// Init scripts, one per way the browser keeps nothing. Each also records
// every text the message line shows (window.__messages).
function recordMessages() {
  window.__messages = [];
  document.addEventListener('DOMContentLoaded', () => {
    const line = document.querySelector('#message');
    new MutationObserver(() => {
      if (!line.hidden && line.textContent) window.__messages.push(line.textContent);
    }).observe(line, { childList: true, characterData: true, subtree: true, attributes: true });
  });
}
const refusals = {
  // Filled for real, to the last character: chunks of 256 k characters
  // until the browser says it is full, then halves of that down to one.
  full: () => {
    let i = 0;
    for (let size = 1 << 18; size >= 1; size >>= 1)
      try {
        for (;;) localStorage.setItem(`filler${i++}`, 'x'.repeat(size));
      } catch {
        /* full at this size: try a smaller one */
      }
  },
  refused: () => {
    Storage.prototype.setItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
  },
  disabled: () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
  },
};

for (const [how, refuse] of Object.entries(refusals))
  test(`storage ${how}: the page races and edits, says once that it cannot save, and the link holds the race`, async () => {
    const context = await browser.newContext({
      viewport: { width: 1280, height: 860 },
      reducedMotion: 'reduce',
    });
    await context.addInitScript(recordMessages);
    await context.addInitScript(refuse);
    const page = await context.newPage();
    await page.goto(await baseUrl());
    await waitReady(page);
    await finish(page);
    // Three walls, each saved to the link on its own.
    await page.focus('#panel-left .pr-stage');
    for (let k = 0; k < 3; ++k) {
      const before = await saved(page);
      await page.keyboard.press('ArrowUp');
      await page.keyboard.press('Space');
      await page.waitForFunction(
        (b) => document.body.dataset.saved !== b && !document.body.dataset.savePending,
        before,
      );
    }
    await finish(page);
    const said = (await page.evaluate(() => window.__messages)).filter((m) => cannotSave.test(m));
    assert.equal(new Set(said).size, 1, `one sentence says it: ${JSON.stringify(said)}`);
    assert.match(said[0], how === 'full' ? /storage for this site is full/ : /keeps no storage/);
    const link = page.url();
    const state = decodeState(new URL(link).hash.slice(1));
    assert.equal(state.map.kind, 'cells', 'the link holds the walls drawn');
    assert.equal(await saved(page), encodeState(state));

    // The link opens the same race where storage works.
    const reader = await openPage(browser, { hash: new URL(link).hash.slice(1) });
    assert.equal(await saved(reader), encodeState(state));
    noProblems(reader);
    await closePage(reader);
    await context.close();
  });

test('a 1024² Moving AI map with walls drawn on it survives a reload', async (t) => {
  const name = 'Berlin_0_1024';
  const entry = movingAIEntry(name);
  if (!entry) return t.skip(noMapsReason(name));
  const start = { ...entry.start },
    goal = { ...entry.goal };
  const hash = encodeState({ ...defaultState(), map: { kind: 'movingai', name }, start, goal });
  const page = await openPage(browser, { hash, reducedMotion: 'reduce' });
  // Four cells toggled with the keyboard cursor (walls drawn, or walls erased where the map has them).
  await page.focus('#panel-left .pr-stage');
  for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowDown']) {
    await page.keyboard.press(key);
    await page.keyboard.press('Space');
  }
  // The map's open cells as the .map file has them, read here.
  const lines = readFileSync(path.join(root, 'web', 'race', 'maps', entry.file), 'latin1').split(/\r?\n/);
  const rows = lines.slice(lines.indexOf('map') + 1, lines.indexOf('map') + 1 + entry.height).join('');
  const changed = (s) => s.map.terrain.reduce((n, t, i) => n + (t > 0 !== '.GSW'.includes(rows[i])), 0);
  const drawn = await savedState(page, (s) => s.map.kind === 'cells' && changed(s) === 4);
  assert.equal(drawn.map.kind, 'cells', 'the edited map is saved as its cells');
  assert.deepEqual([drawn.map.width, drawn.map.height], [1024, 1024]);
  assert.equal(changed(drawn), 4, 'the four cells toggled');
  const text = encodeState(drawn);
  const stored = await page.evaluate((k) => localStorage.getItem(k), storageKey);
  assert.equal(stored, text, 'localStorage holds the edited map');
  t.diagnostic(`the edited ${name} is stored in ${stored.length} characters (the link holds the same)`);

  await page.goto(await baseUrl()); // no hash: only localStorage knows
  await waitReady(page);
  assert.equal(await saved(page), text, 'the reload shows the edited map');
  assert.equal(await page.inputValue('#map-select'), 'cells');
  noProblems(page);
  await closePage(page);
});

test("states stored by the page's first version open the same races", async (t) => {
  for (const [what, { text, state: expected }] of Object.entries(storedStates)) {
    if (expected.map.kind === 'movingai' && !movingAIEntry(expected.map.name)) {
      t.diagnostic(`SKIPPED ${what}: ${noMapsReason(expected.map.name)}`);
      continue;
    }
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    await context.addInitScript(
      ([k, v]) => localStorage.getItem(k) ?? localStorage.setItem(k, v),
      [storageKey, text],
    );
    const page = await context.newPage();
    await page.goto(await baseUrl());
    await waitReady(page);
    assert.deepEqual(decodeState(await saved(page)), expected, `${what}: the race stored is the race shown`);
    const panels = await page.evaluate(() =>
      ['left', 'right'].map((side) => document.querySelector(`#panel-${side} .algorithm`).value),
    );
    assert.deepEqual(panels, [expected.left.algorithm, expected.right.algorithm], what);
    await context.close();
  }
});
