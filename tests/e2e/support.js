// Shared by the page tests: the server (the one scripts/test-e2e.sh started,
// or one of our own), the built site on a generic static server, headless
// Chromium through playwright-core (never a downloaded browser), small
// helpers that read the race page's DOM, and host pages for <path-race> with
// the engine's numbers to check it against.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { after, before } from 'node:test';
import { fileURLToPath } from 'node:url';
import { Grid } from '../../web/lib/node.js';
import { presetById } from '../../web/race/maps.js';
import { decodeState } from '../../web/demo/state-codec.js';
import { launchChromium } from '../../bench/chromium.js';
import { serveSite as serveBuiltSite } from '../../bench/site.js';
import { buildSite } from '../../scripts/build-site.mjs';

export { sitePath } from '../../bench/site.js';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const screenshots = path.join(root, 'test-output', 'screenshots');
mkdirSync(screenshots, { recursive: true });

let server = null;

/**
 * How long a page test waits for a condition before it gives up: a safety
 * net, not a pace. Tests wait on events and conditions (a save, a frame, a
 * value shown), so they hold on a loaded machine (`npm run test:load`); this
 * only ends one that would otherwise hang.
 */
export const patience = 60_000;

/** The page's base URL: PATHRACE_E2E_URL, or a server started here (with the CSP on, like test-e2e.sh). */
export async function baseUrl() {
  if (process.env.PATHRACE_E2E_URL) return process.env.PATHRACE_E2E_URL;
  if (!server) {
    const { copyMaps } = await import('../../scripts/copy-maps.mjs');
    const { mapsDir } = await import('../../bench/movingai.js');
    copyMaps(mapsDir, path.join(root, 'web', 'race', 'maps'));
    const { startServer } = await import('../../scripts/serve.mjs');
    server = await startServer({ port: 0, csp: true });
  }
  return server.url;
}

/** The entry of a Moving AI map copied beside the race core (race/maps/index.json), or null without the maps. */
export function movingAIEntry(name) {
  const index = path.join(root, 'web', 'race', 'maps', 'index.json');
  if (!existsSync(index)) return null;
  return JSON.parse(readFileSync(index, 'utf8')).find((m) => m.name === name) ?? null;
}

/** Why a case that needs a Moving AI map cannot run. */
export const noMapsReason = (name) =>
  `${name} is not in web/race/maps (the Moving AI maps are missing: set PATHRACE_MAPS)`;

export async function launch() {
  return launchChromium(['--mute-audio']);
}

/**
 * Chromium for the tests of the file that calls this (once, at its top
 * level): launched before its first test, closed after its last, together
 * with the server baseUrl() may have started. What it returns stands for
 * the browser: `openPage(browser)`, `browser.newContext(options)`.
 */
export function useBrowser() {
  let browser = null;
  before(async () => {
    browser = await launch();
  });
  after(async () => {
    await browser?.close();
    if (server) {
      await server.close();
      server = null;
    }
  });
  return { newContext: (options) => browser.newContext(options) };
}

/**
 * The built site (dist/) on a generic static server (bench/site.js: sirv, the
 * site under /pathrace/ beside `files`, each response with the CSP `csp`).
 * scripts/test-e2e.sh builds dist/ first; run alone, this does.
 */
export async function serveSite({ csp, files = {} } = {}) {
  if (!process.env.PATHRACE_E2E_URL) await buildSite({ quiet: true });
  return serveBuiltSite({ csp, files });
}

/**
 * Records in `page.problems` every console error, uncaught exception,
 * failed request, HTTP error and Content-Security-Policy violation of the
 * page (and of its frames) from now on.
 */
export async function watch(page) {
  page.problems = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.problems.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => page.problems.push(`uncaught: ${e.stack ?? e}`));
  // Requests cut short by the test navigating away (ERR_ABORTED) are not the page's fault.
  page.on('requestfailed', (r) => {
    if (r.failure()?.errorText !== 'net::ERR_ABORTED')
      page.problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) page.problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
  await page.exposeBinding('pathraceCspViolation', ({ frame }, what) =>
    page.problems.push(`CSP violation in ${frame.url()}: ${what}`),
  );
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      window.pathraceCspViolation(`${e.violatedDirective} ${e.blockedURI}`),
    ),
  );
}

/**
 * A new page in its own context (fresh localStorage), watched (`watch`),
 * at `path` of the page server, or of `base` when given; waits until it is ready.
 */
export async function openPage(
  browser,
  { hash = '', viewport = { width: 1280, height: 860 }, path: at = '', base, ...context } = {},
) {
  const ctx = await browser.newContext({ viewport, ...context });
  const page = await ctx.newPage();
  await watch(page);
  await page.goto(`${base ?? (await baseUrl())}${at}${hash ? `#${hash}` : ''}`);
  await waitReady(page);
  return page;
}

export async function waitReady(page) {
  await page.waitForSelector('body[data-ready="true"]', { timeout: patience });
}

export function noProblems(page) {
  assert.deepEqual(page.problems, [], 'no console errors, uncaught exceptions or failed requests');
}

export async function closePage(page) {
  await page.context().close();
}

/**
 * Plays the race to its end from where it is (if it has not ended already), and waits for the verdict.
 * A race still being made (its map loading: the Moving AI races fetch theirs) has no end to go to
 * yet, and the page disables the button until it has: it is pressed once it can be.
 */
export async function finish(page) {
  await page.waitForFunction(
    () =>
      document.querySelector('#verdict').dataset.done === 'true' ||
      !document.querySelector('#to-end').disabled,
    null,
    { timeout: patience },
  );
  await clickIfEnabled(page, '#to-end');
  await page.waitForFunction(() => document.querySelector('#verdict').dataset.done === 'true', null, {
    timeout: patience,
  });
}

/** Waits until the state the page saved (URL hash and localStorage) differs from `previous`, and returns it. */
export async function savedAfter(page, previous, timeout = patience) {
  await page.waitForFunction(
    (p) => document.body.dataset.saved && document.body.dataset.saved !== p,
    previous,
    { timeout },
  );
  return page.evaluate(() => document.body.dataset.saved);
}

export async function saved(page) {
  await page.waitForFunction(() => !!document.body.dataset.saved);
  return page.evaluate(() => document.body.dataset.saved);
}

/**
 * The state the page saved, decoded, once it passes `accept` (a save comes a
 * moment after the change it holds): each save is awaited in turn. When no
 * new save comes within `timeout` ms, the last one saved, for the caller's
 * assertion to show.
 */
export async function savedState(page, accept, timeout = patience) {
  let text = await saved(page);
  for (;;) {
    const state = decodeState(text);
    if (accept(state)) return state;
    try {
      text = await savedAfter(page, text, timeout);
    } catch {
      return state;
    }
  }
}

/** The numbers under both panels, as the DOM shows them (data-value holds the engine's exact number). */
export async function numbers(page) {
  return page.evaluate(() =>
    [0, 1].map((i) => {
      const panel = document.querySelectorAll('.panel')[i];
      const read = (stat) => {
        const dd = panel.querySelector(`[data-stat="${stat}"]`);
        return { text: dd.textContent, value: dd.dataset.value === '' ? null : Number(dd.dataset.value) };
      };
      return {
        done: panel.dataset.done === 'true',
        expanded: read('expanded'),
        open: read('open'),
        steps: read('steps'),
        cost: read('cost'),
      };
    }),
  );
}

export async function verdict(page) {
  return page.evaluate(() => {
    const v = document.querySelector('#verdict');
    return {
      done: v.dataset.done === 'true',
      text: v.textContent,
      costs: [Number(v.dataset.leftCost), Number(v.dataset.rightCost)],
      expanded: [Number(v.dataset.leftExpanded), Number(v.dataset.rightExpanded)],
    };
  });
}

/** The map's size, from the canvas (one pixel per cell). */
export async function mapSize(page) {
  return page.evaluate(() => {
    const c = document.querySelector('#panel-left canvas.pr-cells');
    return { width: c.width, height: c.height };
  });
}

/** The client coordinates of a cell's centre in panel i. */
export async function cellPoint(page, cell, panel = 0) {
  const { width, height } = await mapSize(page);
  const canvas = page.locator('.panel').nth(panel).locator('canvas.pr-cells');
  // A point off the viewport would be clicked on nothing: bring the map into view first.
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  return {
    x: box.x + ((cell.x + 0.5) * box.width) / width,
    y: box.y + ((cell.y + 0.5) * box.height) / height,
  };
}

export async function clock(page) {
  return page.evaluate(() => Number(document.querySelector('#clock').value));
}

/** The page's speed readout ("9.7k /s", "1.6 /s") in expansions per second. */
export async function shownSpeed(page) {
  const m = /^([\d.]+)(k|M)? \/s$/.exec(await page.textContent('#speed-out'));
  assert.ok(m, 'a speed in expansions per second');
  return Number(m[1]) * (m[2] === 'k' ? 1e3 : m[2] === 'M' ? 1e6 : 1);
}

/** The longer of the two searches of the default race (A* and greedy) on a grid, as the engine counts them. */
export function raceLength(grid, start, goal, options = {}) {
  return Math.max(
    ...['astar', 'greedy'].map((algorithm) => grid.findPath(start, goal, { ...options, algorithm }).expanded),
  );
}

/** A 7×4 Moving AI map (the text of a .map file) to load into the page. */
export const tinyMap = 'type octile\nheight 4\nwidth 7\nmap\n.......\n.@@@@@.\n.....@.\n@@@...T\n';

export async function setRange(page, selector, value) {
  await page.evaluate(
    ([s, v]) => {
      const input = document.querySelector(s);
      input.value = String(v);
      input.dispatchEvent(new Event('input', { bubbles: true }));
      input.dispatchEvent(new Event('change', { bubbles: true }));
    },
    [selector, value],
  );
}

/**
 * The place of weight w on the page's weight sliders, whose scale is the
 * weight sweep's: 0, then 0.1 to 100 in steps of a tenth of a decade
 * (place 11 is w = 1, place 21 is 10).
 */
export function weightPlace(w) {
  return w === 0 ? 0 : Math.round(10 * Math.log10(w)) + 11;
}

/** Sets the weight slider of `panel` (a selector) to weight w, as a reader dragging it there. */
export async function setWeight(page, panel, w) {
  await setRange(page, `${panel} .weight-input`, weightPlace(w));
}

/**
 * axe-core's violations on the page (its WCAG 2 A and AA rules and best
 * practices, as it runs by default), one line each: rule (impact): help —
 * the elements. axe goes in as an inline script: the page's context needs
 * bypassCSP under a strict policy.
 */
export async function axeViolations(page) {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  const found = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
  return found.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' > ')).join(', ')}`,
  );
}

// Chromium skips painting a content-visibility: auto section until it nears
// the viewport (the race page's lower panels: web/demo/style.css), so a
// full-page capture showed them as blank boxes. For the capture they are
// drawn, by a constructed style sheet: the pages' Content-Security-Policy
// refuses the <style> element Playwright's `style` option would add.
export async function screenshot(page, name, options = {}) {
  const file = path.join(screenshots, `${name}.png`);
  const drawAll = options.fullPage === true;
  if (drawAll)
    await page.evaluate(() => {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync('* { content-visibility: visible !important; }');
      document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      globalThis.__pathraceScreenshotSheet = sheet;
    });
  try {
    await page.screenshot({ path: file, ...options });
  } finally {
    if (drawAll)
      await page.evaluate(() => {
        const sheet = globalThis.__pathraceScreenshotSheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
        delete globalThis.__pathraceScreenshotSheet;
      });
  }
  return file;
}

/** Full-page screenshots at the width the page has (desktop) and at a phone's 390 px, then back. */
export async function desktopAndPhone(page, name) {
  await screenshot(page, `${name}-desktop`, { fullPage: true });
  const viewport = page.viewportSize();
  await page.setViewportSize({ width: 390, height: 844 });
  await frames(page, 4);
  await screenshot(page, `${name}-phone`, { fullPage: true });
  await page.setViewportSize(viewport);
  await frames(page, 4);
}

/** Waits for `n` animation frames: the page draws its numbers in frame callbacks. */
export async function frames(page, n = 2) {
  await page.evaluate(
    (k) =>
      new Promise((resolve) => {
        const tick = (left) => (left === 0 ? resolve() : requestAnimationFrame(() => tick(left - 1)));
        tick(k);
      }),
    n,
  );
}

/**
 * Clicks a button if it is enabled (clicking a disabled one would wait for it), in one step
 * inside the page: a race that ends on its own disables its buttons, and between a check from
 * here and a click it can (the click then waited its whole timeout for a button that stays off).
 */
export async function clickIfEnabled(page, selector) {
  await page.$eval(selector, (button) => button.disabled || button.click());
}

// ------------------------------------------- <path-race> on host pages

/** The policy the issue asks the examples page (and a bundled element) to live under, exactly. */
export const strictCsp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";

const resultFields = [
  'found',
  'status',
  'cost',
  'expanded',
  'generated',
  'reopened',
  'peakOpen',
  'cardinal',
  'diagonal',
  'path',
];

/** What web/lib says in Node (init() it first): the fields race-finish reports, for one panel. */
export function engine(makeGrid, start, goal, options) {
  const grid = makeGrid();
  try {
    const r = grid.findPath(start, goal, options);
    return Object.fromEntries(
      resultFields.map((k) => [k, k === 'path' ? r.path.map(({ x, y }) => ({ x, y })) : r[k]]),
    );
  } finally {
    grid.dispose();
  }
}

/** The fields of engine() from one panel of a race-finish detail. */
export function reported(panel) {
  return Object.fromEntries(resultFields.map((k) => [k, panel[k]]));
}

/** Grid makers for engine(): a preset, rows of text, a Moving AI map copied beside the race core. */
export const presetGrid = (id) => () => {
  const m = presetById(id).make();
  return Grid.fromArray(m.width, m.height, m.terrain);
};
export const rowsGrid = (rows) => () => Grid.fromRows(rows);
export const movingAIGrid = (entry) => () =>
  Grid.fromMovingAI(readFileSync(path.join(root, 'web', 'race', 'maps', entry.file), 'utf8'));

/**
 * A host page at the server's origin (served by the test, the module from
 * the server) with `body` in it, under a CSP, for a reader in `locale`
 * (the browser's own when not given), in language `lang` (its <html lang>);
 * `context`: more of the browser context's options (colorScheme, bypassCSP …).
 * Records what watchHost() records.
 */
export async function hostPage(
  browser,
  body,
  {
    css = '',
    csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; object-src 'none'; base-uri 'none'",
    viewport = { width: 1200, height: 1400 },
    locale,
    url,
    lang = 'en',
    context = {},
  } = {},
) {
  const base = await baseUrl();
  const ctx = await browser.newContext({ viewport, ...(locale && { locale }), ...context });
  const page = await ctx.newPage();
  await watchHost(page);
  const host = new URL('__embed-test/host.html', base).href;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': csp },
      body: `<!doctype html><html lang="${lang}"><head><meta charset="utf-8"><meta name="pathrace-maps" content="/race/maps/index.json"><title>host</title><link rel="stylesheet" href="host.css"></head><body>${body}</body></html>`,
    }),
  );
  await page.route(new URL('__embed-test/host.css', base).href, (route) =>
    route.fulfill({ contentType: 'text/css', body: `body { margin: 0; font: 16px serif; } ${css}` }),
  );
  await page.goto(url ?? host);
  return page;
}

/**
 * What watch() records, and on a page that hosts elements also: every
 * request (`page.requests`), race-finish events (`window.__finishes`),
 * iframe messages (`window.__frames`) and CSP violations
 * (`window.__violations`).
 */
export async function watchHost(page) {
  await watch(page);
  page.requests = [];
  page.on('request', (r) => page.requests.push(r.url()));
  await page.addInitScript(() => {
    window.__finishes = [];
    window.__violations = [];
    window.__frames = [];
    document.addEventListener('race-finish', (e) =>
      window.__finishes.push({ id: e.target.id, detail: e.detail }),
    );
    document.addEventListener('securitypolicyviolation', (e) =>
      window.__violations.push(`${e.violatedDirective} ${e.blockedURI}`),
    );
    window.addEventListener('message', (e) => {
      if (e.data?.type === 'pathrace:race-finish') window.__frames.push(e.data.detail);
    });
  });
}

/** Waits until each element id has sent at least `count` race-finish events; returns the latest detail of each. */
export async function finishes(page, ids, count = 1) {
  await page.waitForFunction(
    ([ids, n]) => ids.every((id) => window.__finishes.filter((f) => f.id === id).length >= n),
    [ids, count],
    { timeout: patience },
  );
  return page.evaluate(
    (ids) =>
      Object.fromEntries(ids.map((id) => [id, window.__finishes.filter((f) => f.id === id).at(-1).detail])),
    ids,
  );
}

/** The shadow root's facts of element `id`. */
export async function inside(page, id) {
  return page.evaluate((id) => {
    const el = document.getElementById(id),
      r = el.shadowRoot;
    const message = r.querySelector('.pr-message');
    return {
      message: message.hidden ? '' : message.textContent,
      verdict: r.querySelector('.pr-verdict').textContent,
      canvases: r.querySelectorAll('canvas').length,
      markup: r.querySelectorAll('img, script, iframe, object, embed, a, style').length,
      layout: r.querySelector('.pr-maps').dataset.layout,
      width: el.getBoundingClientRect().width,
      stage: r.querySelector('.pr-stage').getBoundingClientRect().width,
      stages: [...r.querySelectorAll('.pr-stage')].map((n) => {
        const b = n.getBoundingClientRect();
        return { top: b.top, width: b.width, height: b.height };
      }),
      // How many lines each header's stats take (from the line boxes of its text).
      statsLines: [...r.querySelectorAll('.pr-stats')].map((n) => {
        const range = document.createRange();
        range.selectNodeContents(n);
        return new Set([...range.getClientRects()].map((b) => Math.round(b.top))).size;
      }),
      statsBeside: [...r.querySelectorAll('.pr-head')].map((h) => {
        const s = h.querySelector('.pr-stats').getBoundingClientRect(),
          first = h.firstElementChild.getBoundingClientRect();
        return s.top < first.bottom;
      }),
      height: el.getBoundingClientRect().height,
      clock: el.clock,
      playing: el.playing,
      problems: el.problems,
    };
  }, id);
}
