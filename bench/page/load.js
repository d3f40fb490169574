// One visit to the race page in headless Chromium, as a first-time visitor
// makes it (a fresh browser context, the HTTP cache disabled), optionally
// over an emulated network: what it fetched before the race's first frame,
// when its first frames came, and how its frames keep time while a race
// plays at a given speed.
import { gzipSync } from 'node:zlib';
import { speedIndex, speedSteps, speedText } from '../../web/race/speed.js';
import { percentile, sum } from '../stats.js';

/** Chromium's network emulation for the slow run: 100 ms round trip, 5 Mbit/s down, upload not limited. */
export const slowNetwork = Object.freeze({
  offline: false,
  latency: 100,
  downloadThroughput: 5e6 / 8,
  uploadThroughput: -1,
});

const viewport = { width: 1400, height: 900 };
const raceFrameSignal = 'bench:page race frame';

// In the page, once the race's first frame is marked: the marks, first
// contentful paint, and every request the page made (the document and its
// resources, from Resource Timing: the same clock as the marks).
function readLoad() {
  const at = (name) => performance.getEntriesByName(name)[0]?.startTime ?? NaN;
  const entry = (e) => ({
    url: e.name,
    start: e.startTime,
    transferSize: e.transferSize,
    encodedBodySize: e.encodedBodySize,
  });
  return {
    fcp: at('first-contentful-paint'),
    firstFrame: at('pathrace:first-frame'),
    raceFrame: at('pathrace:first-race-frame'),
    requests: [
      ...performance.getEntriesByType('navigation'),
      ...performance.getEntriesByType('resource'),
    ].map(entry),
  };
}

// In the page: plays the race at the speed set, replaying it whenever it
// ends, records every requestAnimationFrame delta for `ms` milliseconds, and
// whether the open list and the step sentence were on screen at the end.
function race(ms) {
  return new Promise((resolve) => {
    const deltas = [];
    const play = document.querySelector('#play');
    const start = performance.now();
    let last = null,
      races = 0;
    const shown = (selector, filled) =>
      [...document.querySelectorAll(selector)].some(
        (el) => filled(el) && el.getClientRects().length > 0 && el.checkVisibility(),
      );
    const frame = (t) => {
      if (last !== null) deltas.push(t - last);
      last = t;
      if (play.dataset.playing !== 'true') {
        play.click();
        ++races;
      }
      if (t - start < ms) requestAnimationFrame(frame);
      else {
        const openList = shown('[data-role="open-list"]', (el) => el.childElementCount > 0);
        const sentence = shown('[data-role="sentence"]', (el) => el.textContent.trim() !== '');
        play.click();
        resolve({ deltas, races, openList, sentence });
      }
    };
    requestAnimationFrame(frame);
  });
}

/**
 * Loads `url` in a new context of `browser` and waits for the race's first
 * frame. `network`: Chromium's emulated conditions (slowNetwork) or null.
 * `racing`: null, or { speed (expansions/s, snapped to the page's nearest
 * step), seconds }. Resolves to { fcp, firstFrame, raceFrame (ms from
 * navigation), requests (before the race's first frame: { url, start,
 * transferSize, encodedBodySize }), racing ({ speed, frames, races, p50,
 * p95, max, openList, sentence }, or null), problems (console errors,
 * uncaught exceptions) }.
 */
export async function visit(browser, url, { network = null, racing = null } = {}) {
  const context = await browser.newContext({ viewport });
  try {
    const page = await context.newPage();
    const problems = [];
    page.on('pageerror', (e) => problems.push(String(e)));
    page.on('console', (m) => {
      if (m.type() === 'error') problems.push(m.text());
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    if (network) await cdp.send('Network.emulateNetworkConditions', network);
    // The page says when its race's first frame is marked, once, from an init
    // script: polling for the mark (waitForFunction) runs the test's script in
    // the page every frame while it loads, 30–40 ms of main-thread time here.
    const marked = new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${url}: no race frame within 60 s`)), 60000);
      page.on('console', (m) => {
        if (m.text() === raceFrameSignal) resolve(clearTimeout(timer));
      });
    });
    await page.addInitScript(
      (signal) =>
        new PerformanceObserver((list, observer) => {
          if (list.getEntriesByName('pathrace:first-race-frame').length === 0) return;
          observer.disconnect();
          console.log(signal);
        }).observe({ type: 'mark', buffered: true }),
      raceFrameSignal,
    );
    await page.goto(url, { waitUntil: 'commit', timeout: 60000 });
    await marked;
    const load = await page.evaluate(readLoad);
    // The browser's own icon request is not the page's (Resource Timing leaves it out anyway).
    load.requests = load.requests.filter((r) => r.start < load.raceFrame && !/favicon/.test(r.url));
    load.racing = racing && (await raceAt(page, racing));
    load.problems = problems;
    return load;
  } finally {
    await context.close();
  }
}

/** Sets the page's speed slider, then times its frames as race() does: the racing part of visit(). */
async function raceAt(page, { speed, seconds }) {
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  const step = speedIndex(speed);
  await page.evaluate((i) => {
    const slider = document.querySelector('#speed');
    slider.value = String(i);
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    slider.dispatchEvent(new Event('change', { bubbles: true }));
  }, step);
  await page.waitForFunction(
    (text) => document.querySelector('#speed-out').textContent === text,
    speedText(speedSteps[step]),
  );
  // The race plays by itself on load: stop it and go back to expansion 0, then time the racing.
  await page.evaluate(() => {
    if (document.querySelector('#play').dataset.playing === 'true') document.querySelector('#play').click();
    document.querySelector('#restart').click();
  });
  await page.waitForTimeout(300);
  const { deltas, races, openList, sentence } = await page.evaluate(race, seconds * 1000);
  return {
    speed: speedSteps[step],
    frames: deltas.length,
    races,
    p50: percentile(deltas, 0.5),
    p95: percentile(deltas, 0.95),
    max: Math.max(...deltas),
    openList,
    sentence,
  };
}

/**
 * Sizes of what `requests` fetched: `gzip`, each body gzipped at level 6
 * (fetched again here, uncompressed: the development server does not
 * compress; each request gets its own as `r.gzip`), and `wire`, what the
 * browser counted on the wire (headers and bodies as sent: gzipped where
 * the server gzips). `cache` (a Map) keeps each URL's gzipped size across visits.
 */
export async function sizes(requests, cache) {
  for (const r of requests) {
    const url = r.url.replace(/#.*$/, '');
    if (!cache.has(url)) {
      const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      cache.set(url, gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length);
    }
    r.gzip = cache.get(url);
  }
  return { gzip: sum(requests.map((r) => r.gzip)), wire: sum(requests.map((r) => r.transferSize)) };
}
