// The built race page (dist/, served by sirv under /pathrace/) shows its
// race first: before the race's first frame it asks only for what that frame
// draws — the page, one stylesheet, one script, the wasm module (and, for a
// Moving AI map in the link, that map and the maps' index) — counted in
// requests, never timed. The parts it does not draw load after it and work:
// the open-list tables, the weight sweep, the editor, opening a .map file, the
// embed box, the map menu's Moving AI maps. And when a part cannot load, the
// page says so in a sentence: the wasm module (a 404), the wasm served as
// application/octet-stream (the glue compiles it from its bytes instead of
// streaming), the deferred parts' file.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { decodeState, encodeState } from '../../web/demo/state-codec.js';
import { defaultState } from '../../web/demo/state.js';
import { siteDir } from '../../scripts/build-site.mjs';
import {
  closePage,
  finish,
  noMapsReason,
  noProblems,
  openPage,
  saved,
  savedAfter,
  serveSite,
  strictCsp,
  tinyMap,
  useBrowser,
  verdict,
  watch,
  patience,
} from './support.js';

const browser = useBrowser();
let site, maps;
before(async () => {
  site = await serveSite({ csp: strictCsp, files: { 'favicon.ico': '' } });
  maps = JSON.parse(readFileSync(path.join(siteDir, 'race', 'maps', 'index.json'), 'utf8'));
});
after(async () => {
  await site?.close();
});

// Counts WebAssembly.instantiateStreaming's calls and how they ended, and
// WebAssembly.instantiate's calls (the glue's fallback from bytes).
function spyOnWasm() {
  const seen = (window.pathraceWasm = { streaming: [], fromBytes: 0 });
  const streaming = WebAssembly.instantiateStreaming;
  WebAssembly.instantiateStreaming = (...args) => {
    const made = streaming.apply(WebAssembly, args);
    made.then(
      () => seen.streaming.push('compiled'),
      () => seen.streaming.push('refused'),
    );
    return made;
  };
  const instantiate = WebAssembly.instantiate;
  WebAssembly.instantiate = (...args) => {
    ++seen.fromBytes;
    return instantiate.apply(WebAssembly, args);
  };
}

/**
 * The requests the page had begun before its race's first frame (the page
 * itself and the resources the browser timed, the host's favicon aside), and
 * those it began after, as paths under the site.
 */
function requestsAround() {
  const frame = performance.getEntriesByName('pathrace:first-race-frame')[0].startTime;
  const site = new URL('.', location.href).href;
  const name = (e) => e.name.replace(site, '');
  const resources = performance.getEntriesByType('resource').filter((e) => !/favicon/.test(e.name));
  return {
    before: [location.pathname, ...resources.filter((e) => e.startTime < frame).map(name)],
    after: resources.filter((e) => e.startTime >= frame).map(name),
  };
}

test('the default race: the page, one stylesheet, one script and the wasm module before its first frame', async () => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript(spyOnWasm);
  const page = await context.newPage();
  await watch(page);
  try {
    await page.goto(site.url);
    await page.waitForSelector('body[data-ready="true"]');
    const { before: early, after: late } = await page.evaluate(requestsAround);
    assert.ok(early.length <= 6, `at most 6 requests before the race's first frame: ${early.join(', ')}`);
    assert.equal(early.filter((u) => u.endsWith('.js')).length, 1, `one script: ${early.join(', ')}`);
    assert.equal(early.filter((u) => u.endsWith('.css')).length, 1, `one stylesheet: ${early.join(', ')}`);
    assert.equal(early.filter((u) => u.endsWith('.wasm')).length, 1, `the wasm module: ${early.join(', ')}`);
    assert.equal(early.length, 4, `nothing else: ${early.join(', ')}`);
    // What the frame does not draw came after it: the deferred parts and the maps' index.
    assert.ok(
      late.some((u) => /^assets\/deferred-[\w-]+\.js$/.test(u)),
      `the deferred parts: ${late.join(', ')}`,
    );
    assert.ok(late.includes('race/maps/index.json'), `the maps' index: ${late.join(', ')}`);
    // The engine was compiled as it streamed in (sirv sends application/wasm).
    assert.deepEqual(await page.evaluate(() => window.pathraceWasm), {
      streaming: ['compiled'],
      fromBytes: 0,
    });
    noProblems(page);
  } finally {
    await context.close();
  }
});

test('a Moving AI link: its map and the maps index join them, at most 6 requests', async (t) => {
  const entry = maps.find((m) => m.name === 'arena');
  if (!entry) return t.skip(noMapsReason('arena'));
  const state = {
    ...defaultState(),
    map: { kind: 'movingai', name: 'arena' },
    start: entry.start,
    goal: entry.goal,
  };
  const page = await openPage(browser, { base: site.url, hash: encodeState(state), reducedMotion: 'reduce' });
  try {
    const { before: early } = await page.evaluate(requestsAround);
    assert.ok(early.length <= 6, `at most 6 requests before the race's first frame: ${early.join(', ')}`);
    assert.ok(early.includes('race/maps/arena.map'), early.join(', '));
    assert.equal(early.filter((u) => u.endsWith('.js')).length, 1, `one script: ${early.join(', ')}`);
    // The menu lists the Moving AI maps and shows this one.
    assert.equal(await page.inputValue('#map-select'), 'movingai:arena');
    noProblems(page);
  } finally {
    await closePage(page);
  }
});

test('the parts loaded after the first frame work: open lists, sweep, editor, a .map file, embed box, map menu', async () => {
  const page = await openPage(browser, { base: site.url, reducedMotion: 'reduce' });
  try {
    // The open-list tables: the start, alone on each list.
    const rows = await page.$$eval('.pr-open-list tbody tr:not([hidden])', (trs) => trs.length);
    assert.equal(rows, 2, 'one row in each panel');
    // The sweep runs in its worker and draws its points.
    await page.waitForSelector('#sweep-chart[data-state="done"]', { timeout: patience });
    assert.ok((await page.locator('#sweep-chart .pr-sweep-point').count()) > 10);
    // The editor: Space on the keyboard cursor toggles a wall, and the map becomes the reader's.
    const before = await saved(page);
    await page.focus('#panel-left .pr-stage');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    assert.equal(decodeState(await savedAfter(page, before)).map.kind, 'cells');
    // A .map file opened by the picker.
    await page.setInputFiles('#file', {
      name: 'tiny.map',
      mimeType: 'text/plain',
      buffer: Buffer.from(tinyMap),
    });
    await page.waitForFunction(() => document.querySelector('#panel-left canvas.pr-cells').width === 7);
    // The embed box writes the code for this site.
    await page.click('#embed summary');
    await page.waitForFunction(() => document.getElementById('embed-element').value.includes('path-race'));
    // The map menu has the Moving AI maps, from the index loaded after the frame.
    const served = await page.$$eval('#map-select option[value^="movingai:"]', (o) => o.length);
    assert.equal(served, maps.length);
    noProblems(page);
  } finally {
    await closePage(page);
  }
});

test('the wasm module cannot be fetched: the page says so, and is not blank', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  const page = await context.newPage();
  await watch(page);
  await page.route('**/*.wasm', (route) => route.fulfill({ status: 404, body: 'not here' }));
  try {
    await page.goto(site.url);
    await page.waitForSelector('#message:not([hidden])');
    assert.match(
      await page.textContent('#message'),
      /^The race could not start: the pathrace WebAssembly module could not be loaded/,
    );
    assert.equal(await page.getAttribute('#message', 'data-kind'), 'error');
    assert.ok(await page.isVisible('#race'), 'the page around the race is there');
    // What went wrong is the 404 (and Chromium's console line for it) and the page's own error.
    const other = page.problems.filter(
      (p) =>
        !/^HTTP 404: .*\.wasm$/.test(p) &&
        !/^console\.error: Failed to load resource: .* 404/.test(p) &&
        !/^console\.error: .*WebAssembly module could not be loaded/.test(p),
    );
    assert.deepEqual(other, []);
  } finally {
    // A request still in a route callback (the sweep worker's wasm) must not
    // outlive the test as an unhandled rejection.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  }
});

test('a server that sends the wasm as application/octet-stream: the loader compiles its bytes instead, and the race runs', async () => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    reducedMotion: 'reduce',
  });
  await context.addInitScript(spyOnWasm);
  const page = await context.newPage();
  await watch(page);
  await page.route('**/*.wasm', async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      headers: { ...response.headers(), 'content-type': 'application/octet-stream' },
    });
  });
  try {
    await page.goto(site.url);
    await page.waitForSelector('body[data-ready="true"]');
    const wasm = await page.evaluate(() => window.pathraceWasm);
    // Streaming compilation refuses that type: the loader does not try it.
    assert.deepEqual(wasm.streaming, []);
    assert.ok(wasm.fromBytes >= 1, 'compiled from its bytes');
    await finish(page);
    assert.equal((await verdict(page)).done, true);
    noProblems(page);
  } finally {
    // A request still in a route callback (the sweep worker's wasm) must not
    // outlive the test as an unhandled rejection.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  }
});

test('the deferred parts cannot load: the race still plays, and the page says what is missing', async () => {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 860 },
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  await watch(page);
  await page.route('**/assets/deferred-*.js', (route) => route.abort());
  try {
    await page.goto(site.url);
    await page.waitForSelector('body[data-ready="true"]');
    assert.match(
      await page.textContent('#message'),
      /^Part of the page could not load \(.+\): the race plays/,
    );
    await finish(page);
    assert.equal((await verdict(page)).done, true);
    // What went wrong is that request (and Chromium's console line for it).
    const problems = page.problems.map((p) => p.replace(/deferred-[\w-]+\.js/, 'deferred.js'));
    assert.deepEqual(problems.sort(), [
      'console.error: Failed to load resource: net::ERR_FAILED',
      `request failed: ${site.url}assets/deferred.js net::ERR_FAILED`,
    ]);
  } finally {
    // A request still in a route callback (the sweep worker's wasm) must not
    // outlive the test as an unhandled rejection.
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  }
});
