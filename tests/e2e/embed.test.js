// The embed: <path-race> elements on host pages, embed.html in an iframe,
// the examples page under a strict Content-Security-Policy, and
// embedSnippets(). Every number a race reports is checked against web/lib
// run here in Node on the same map.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { before, test } from 'node:test';
import { Grid, init } from '../../web/lib/index.js';
import { presetById } from '../../web/race/maps.js';
import { defaultState } from '../../web/demo/state.js';
import { readSettings, resolveRules } from '../../web/embed/attributes.js';
import { embedSnippets } from '../../web/embed/snippets.js';
import { baseUrl, noMapsReason, root, screenshot, useBrowser } from './support.js';

// The policy the issue asks the examples page to live under, exactly.
const strictCsp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'";
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

const browser = useBrowser();
let base, movingAI;
before(async () => {
  await init();
  base = await baseUrl(); // copies the Moving AI maps when it starts its own server
  movingAI = JSON.parse(readFileSync(path.join(root, 'web', 'race', 'maps', 'index.json'), 'utf8'));
});

// ------------------------------------------------------------------ helpers

/** What web/lib says in Node: the fields race-finish reports, for one panel. */
function engine(makeGrid, start, goal, options) {
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

function reported(panel) {
  return Object.fromEntries(resultFields.map((k) => [k, panel[k]]));
}

const presetGrid = (id) => () => {
  const m = presetById(id).make();
  return Grid.fromArray(m.width, m.height, m.terrain);
};
const rowsGrid = (rows) => () => Grid.fromRows(rows);
const movingAIGrid = (entry) => () =>
  Grid.fromMovingAI(readFileSync(path.join(root, 'web', 'race', 'maps', entry.file), 'utf8'));

/**
 * A host page at the server's origin (served by the test, the module from
 * the server) with `body` in it, under a CSP. Records console errors,
 * uncaught exceptions, failed requests, every request, race-finish events,
 * iframe messages and CSP violations.
 */
async function hostPage(
  body,
  {
    css = '',
    csp = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; style-src 'self'; object-src 'none'; base-uri 'none'",
    viewport = { width: 1200, height: 1400 },
    url,
  } = {},
) {
  const ctx = await browser.newContext({ viewport });
  const page = await ctx.newPage();
  await watch(page);
  const host = new URL('__embed-test/host.html', base).href;
  await page.route(host, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      headers: { 'content-security-policy': csp },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>host</title><link rel="stylesheet" href="host.css"></head><body>${body}</body></html>`,
    }),
  );
  await page.route(new URL('__embed-test/host.css', base).href, (route) =>
    route.fulfill({ contentType: 'text/css', body: `body { margin: 0; font: 16px serif; } ${css}` }),
  );
  await page.goto(url ?? host);
  return page;
}

async function watch(page) {
  page.problems = [];
  page.requests = [];
  page.on('console', (m) => {
    if (m.type() === 'error') page.problems.push(`console.error: ${m.text()}`);
  });
  page.on('pageerror', (e) => page.problems.push(`uncaught: ${e.stack ?? e}`));
  page.on('requestfailed', (r) => page.problems.push(`request failed: ${r.url()} ${r.failure()?.errorText}`));
  page.on('response', (r) => {
    if (r.status() >= 400) page.problems.push(`HTTP ${r.status()}: ${r.url()}`);
  });
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

function noProblems(page) {
  assert.deepEqual(page.problems, [], 'no console errors, uncaught exceptions or failed requests');
}

/** Waits until each element id has sent at least `count` race-finish events; returns the latest detail of each. */
async function finishes(page, ids, count = 1) {
  await page.waitForFunction(
    ([ids, n]) => ids.every((id) => window.__finishes.filter((f) => f.id === id).length >= n),
    [ids, count],
    { timeout: 20000 },
  );
  return page.evaluate(
    (ids) =>
      Object.fromEntries(ids.map((id) => [id, window.__finishes.filter((f) => f.id === id).at(-1).detail])),
    ids,
  );
}

async function counts(page) {
  return page.evaluate(() => window.__finishes.reduce((c, f) => ({ ...c, [f.id]: (c[f.id] ?? 0) + 1 }), {}));
}

/** The shadow root's facts of element `id`. */
async function inside(page, id) {
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

const arena = () => movingAI.find((m) => m.name === 'arena');

// ------------------------------------------------------------------ tests

test("three elements with different maps on one page all run to the end, each race-finish holding the engine's numbers", async () => {
  const a = arena();
  const third = a
    ? `map="arena" right="weighted" weight="1.5"`
    : `map="maze-division" right="weighted" weight="1.5"`;
  const page = await hostPage(`<script type="module" src="/path-race.js"></script>
<path-race id="trap" map="concave" height="330"></path-race>
<div id="narrow"><path-race id="rows" map="....#/.##.#/....." start="0,0" goal="4,2" left="bfs" right="dijkstra" diagonal="never" height="300"></path-race></div>
<path-race id="third" ${third} height="330" controls="full"></path-race>
${a ? '<path-race id="url" map="../race/maps/arena.map" speed="max" height="300"></path-race>' : ''}`);
  const got = await finishes(page, ['trap', 'rows', 'third', ...(a ? ['url'] : [])]);

  const concave = presetById('concave').make();
  assert.deepEqual(
    reported(got.trap.left),
    engine(presetGrid('concave'), concave.start, concave.goal, { algorithm: 'astar' }),
  );
  assert.deepEqual(
    reported(got.trap.right),
    engine(presetGrid('concave'), concave.start, concave.goal, { algorithm: 'greedy' }),
  );
  assert.match(got.trap.verdict, /^greedy expanded .* fewer nodes but its path costs \d+% more/);
  assert.equal(got.trap.worse, 'right');

  const rows = ['....#', '.##.#', '.....'];
  assert.deepEqual(
    reported(got.rows.left),
    engine(rowsGrid(rows), { x: 0, y: 0 }, { x: 4, y: 2 }, { algorithm: 'bfs', diagonal: 'never' }),
  );
  assert.deepEqual(
    reported(got.rows.right),
    engine(rowsGrid(rows), { x: 0, y: 0 }, { x: 4, y: 2 }, { algorithm: 'dijkstra', diagonal: 'never' }),
  );
  assert.deepEqual([got.rows.map.width, got.rows.map.height], [5, 3]);

  const maze = presetById('maze-division').make();
  const [grid3, s3, g3] = a
    ? [movingAIGrid(a), a.start, a.goal]
    : [presetGrid('maze-division'), maze.start, maze.goal];
  assert.deepEqual(reported(got.third.left), engine(grid3, s3, g3, { algorithm: 'astar' }));
  assert.deepEqual(reported(got.third.right), engine(grid3, s3, g3, { algorithm: 'astar', weight: 1.5 }));
  assert.equal(got.third.right.label, 'weighted A* (w = 1.5)');
  // Its speed, auto by default, paces its race (as long as its longer search) to 4 to 8 s.
  const pace = await page.evaluate(
    () => document.getElementById('third').shadowRoot.querySelector('.pr-speed-out').textContent,
  );
  const m = /^([\d.]+)(k)? \/s$/.exec(pace);
  const seconds = Math.max(got.third.left.expanded, got.third.right.expanded) / (m[1] * (m[2] ? 1e3 : 1));
  assert.ok(seconds >= 4 && seconds <= 8, `${pace}: ${seconds} s`);
  if (a) {
    // A .map URL (relative to the host page): its start and goal are open cells near opposite corners, joined by a path.
    assert.deepEqual([got.url.map.width, got.url.map.height], [49, 49]);
    assert.ok(
      got.url.start.x + got.url.start.y < 10 && got.url.goal.x + got.url.goal.y > 86,
      JSON.stringify([got.url.start, got.url.goal]),
    );
    assert.equal(got.url.left.found, true);
    assert.deepEqual(
      reported(got.url.left),
      engine(movingAIGrid(a), got.url.start, got.url.goal, { algorithm: 'astar' }),
    );
  }

  // Each draws its own two panels and its verdict; one wasm module for the three.
  for (const id of ['trap', 'rows', 'third']) {
    const s = await inside(page, id);
    assert.equal(s.canvases, 2, `${id} has two panels`);
    assert.equal(s.message, '', `${id} has nothing to complain about`);
    assert.ok(s.verdict.length > 20, `${id} shows its verdict: ${s.verdict}`);
    // Both maps side by side at the same height, each header on one line.
    assert.equal(s.stages[0].top, s.stages[1].top, `${id}'s two maps are aligned`);
    assert.deepEqual(s.statsLines, [1, 1], `${id}'s stats are on one line`);
    assert.deepEqual(s.statsBeside, [true, true], `${id}'s stats are beside its algorithm`);
  }
  // The full controls' headers (a select, "w = 1.5" and the stats) fit too, and
  // the maps take the height the element's 330 px leave them (4 px cells of 49).
  const fullRace = await inside(page, 'third');
  assert.equal(fullRace.height, 330);
  if (a)
    assert.ok(
      fullRace.stages[0].height >= 4 * 49,
      `the maps fill their space: ${fullRace.stages[0].height} px`,
    );
  assert.equal(page.requests.filter((u) => u.endsWith('.wasm')).length, 1, 'the wasm module is fetched once');
  // Only the element's own files: its modules and CSS (web/embed, served at /), the race core's,
  // the package's, and the Moving AI map it names.
  const modules = (dir) => readdirSync(path.join(root, 'web', dir)).filter((f) => f.endsWith('.js'));
  const own = new Set([
    ...modules('embed').map((f) => `/${f}`),
    ...modules('race').map((f) => `/race/${f}`),
    '/path-race.css',
    '/race/render.css',
    '/race/maps/index.json',
    '/race/maps/arena.map',
    '/__embed-test/host.html',
    '/__embed-test/host.css',
    '/favicon.ico',
  ]);
  const allowed = (at) => own.has(at) || /^\/lib\/[\w/-]+\.(js|wasm)$/.test(at);
  const foreign = page.requests.filter((u) => !u.startsWith(base) || !allowed(new URL(u).pathname));
  assert.deepEqual(foreign, [], 'no other requests');

  // It sizes itself to its container: narrow, the panels stack; wide, they sit side by side.
  const wide = await inside(page, 'rows');
  assert.equal(wide.layout, 'side');
  await page.evaluate(() => {
    document.getElementById('narrow').style.width = '320px';
  });
  await page.waitForFunction(
    () => document.getElementById('rows').shadowRoot.querySelector('.pr-maps').dataset.layout === 'stacked',
  );
  const narrow = await inside(page, 'rows');
  assert.ok(
    narrow.width <= 320 && narrow.stage <= 300,
    `the element (${narrow.width} px) and its maps (${narrow.stage} px) fit 320 px`,
  );
  await screenshot(page, 'embed-host-narrow', { fullPage: true });
  await page.evaluate(() => {
    document.getElementById('narrow').style.width = '';
  });
  await page.waitForFunction(
    () => document.getElementById('rows').shadowRoot.querySelector('.pr-maps').dataset.layout === 'side',
  );

  // The full controls step the clock; the others have none of that.
  const full = page.locator('#third');
  await full.locator('button[data-action="restart"]').click();
  await full.locator('button[data-action="step"]').click();
  await full.locator('button[data-action="step"]').click();
  assert.equal((await inside(page, 'third')).clock, 2);
  assert.equal(await page.locator('#trap').locator('input[type="range"]').count(), 0);
  await full.locator('button[data-action="end"]').click();
  await screenshot(page, 'embed-host', { fullPage: true });
  noProblems(page);
  await page.context().close();
});

test('changing right="dijkstra" from JS re-runs that element only', async () => {
  const page = await hostPage(`<script type="module" src="/path-race.js"></script>
<path-race id="one" map="concave" speed="max" height="260"></path-race>
<path-race id="two" map="u-room" speed="max" height="260"></path-race>
<path-race id="three" map="spiral" speed="max" height="260"></path-race>`);
  const first = await finishes(page, ['one', 'two', 'three']);
  const before = await counts(page);
  const clocks = await Promise.all(['one', 'three'].map(async (id) => (await inside(page, id)).clock));

  await page.evaluate(() => document.getElementById('two').setAttribute('right', 'dijkstra'));
  const second = await finishes(page, ['two'], before.two + 1);
  await page.waitForTimeout(300); // time for anything else to (wrongly) re-run
  const afterwards = await counts(page);
  assert.deepEqual(
    afterwards,
    { ...before, two: before.two + 1 },
    'one new race-finish, from the changed element',
  );
  assert.deepEqual(
    await Promise.all(['one', 'three'].map(async (id) => (await inside(page, id)).clock)),
    clocks,
  );
  assert.deepEqual(
    await page.evaluate(() =>
      ['one', 'three'].map((id) => document.getElementById(id).lastResult.right.algorithm),
    ),
    ['greedy', 'greedy'],
  );

  const uRoom = presetById('u-room').make();
  assert.equal(second.two.right.algorithm, 'dijkstra');
  assert.equal(second.two.right.label, 'Dijkstra');
  assert.deepEqual(
    reported(second.two.right),
    engine(presetGrid('u-room'), uRoom.start, uRoom.goal, { algorithm: 'dijkstra' }),
  );
  assert.deepEqual(reported(second.two.left), reported(first.two.left), 'the left panel is the same race');
  assert.equal(
    await page.evaluate(
      () =>
        document.getElementById('two').shadowRoot.querySelector('[data-panel="right"] .pr-name').textContent,
    ),
    'Dijkstra',
  );
  noProblems(page);
  await page.context().close();
});

const payloads = {
  img: '<img src=x onerror="window.__pwned=\'img\'">',
  script: '"><script>window.__pwned="script"</script>',
  js: 'javascript:window.__pwned="js"//.map',
};

async function checkSafe(page, ids) {
  assert.equal(await page.evaluate(() => window.__pwned), undefined, 'no payload ran');
  assert.equal(
    await page.evaluate(() => document.querySelectorAll('img, iframe, object, embed').length),
    0,
    'no markup in the page',
  );
  const stray = page.requests.filter((u) => {
    const url = new URL(u);
    return url.protocol !== 'http:' || /\/x$|pwned/.test(url.pathname);
  });
  assert.deepEqual(stray, [], 'no request made from a payload');
  for (const id of ids) assert.equal((await inside(page, id)).markup, 0, `no markup in ${id}'s shadow root`);
}

test('payload attributes neither execute nor render as markup; bad values show the fallback message', async () => {
  const escape = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
  const page = await hostPage(`<script type="module" src="/path-race.js"></script>
<path-race id="img" map="${escape(payloads.img)}" left="${escape(payloads.img)}" speed="max" height="240"></path-race>
<path-race id="js" map="${escape(payloads.js)}" speed="max" height="240"></path-race>
<path-race id="late" speed="max" height="240"></path-race>
<path-race id="notmap" map="/path-race.css?not-a.map" speed="max" height="240"></path-race>`);
  // Set from JS too, as a framework would.
  await page.evaluate((p) => {
    const el = document.getElementById('late');
    el.setAttribute('start', p.script);
    el.setAttribute('right', p.script);
    el.setAttribute('controls', p.img);
    el.setAttribute('height', p.script);
    el.setAttribute('weight', 'javascript:alert(1)');
  }, payloads);
  const got = await finishes(page, ['img', 'js', 'late', 'notmap']);
  await page.waitForFunction(() => document.getElementById('late').problems.length === 5);
  await checkSafe(page, ['img', 'js', 'late']);

  const img = await inside(page, 'img');
  assert.ok(
    img.message.includes('map “<img src=x onerror="window.__pwned=\'img\'">” is not a preset'),
    img.message,
  );
  assert.ok(img.message.includes('showing the concave trap instead'), img.message);
  assert.ok(img.message.includes('using astar'), img.message);
  const js = await inside(page, 'js');
  assert.match(js.message, /only http and https \.map URLs are loaded; showing the concave trap instead/);
  assert.match(
    (await inside(page, 'notmap')).message,
    /^the map “http:\/\/[^”]+\/path-race\.css\?not-a\.map” is not a Moving AI map \(line 1, column 1\): expected "type octile".*; showing the concave trap instead\.$/,
  );
  // A fixed height keeps its race's size: the message is added to it (here 240 px).
  for (const id of ['img', 'js', 'notmap']) {
    const s = await inside(page, id);
    assert.ok(s.height > 240 + 20, `${id} grows by its message: ${s.height} px`);
    assert.ok(s.stages[0].height >= 5 * 25, `${id}'s maps keep their size: ${s.stages[0].height} px`);
    assert.equal(s.stages[0].top, s.stages[1].top);
  }
  const late = await inside(page, 'late');
  for (const what of [
    'start “"><script>window.__pwned="script"</script>”',
    'right “"><script>',
    'controls “<img',
    'height “"><script>',
    'weight “javascript:alert(1)”',
  ])
    assert.ok(late.message.includes(what), `${what} in: ${late.message}`);
  // The fallbacks: the default map and algorithms, playing as usual.
  const concave = presetById('concave').make();
  for (const id of ['img', 'js', 'late']) {
    assert.equal(got[id].map.name, 'Concave trap');
    assert.deepEqual(got[id].start, concave.start);
    assert.deepEqual([got[id].left.algorithm, got[id].right.algorithm], ['astar', 'greedy']);
  }
  assert.deepEqual(
    reported(got.late.right),
    engine(presetGrid('concave'), concave.start, concave.goal, { algorithm: 'greedy' }),
  );
  await screenshot(page, 'embed-payloads', { fullPage: true });
  noProblems(page);
  await page.context().close();

  // The iframe page takes the same text from its URL.
  const frame = await browser.newContext({ viewport: { width: 900, height: 700 } }).then((c) => c.newPage());
  await watch(frame);
  const query = new URLSearchParams({
    map: payloads.img,
    start: payloads.script,
    left: payloads.js,
    speed: 'max',
  });
  await frame.goto(new URL(`embed.html?${query}`, base).href);
  await frame.waitForFunction(() => document.querySelector('path-race')?.lastResult);
  await frame.evaluate(() => {
    document.querySelector('path-race').id = 'framed';
  });
  await checkSafe(frame, ['framed']);
  const framed = await inside(frame, 'framed');
  assert.ok(framed.message.includes('map “<img src=x'), framed.message);
  assert.ok(framed.message.includes('start “"><script>'), framed.message);
  assert.ok(
    framed.message.includes('left “javascript:window.__pwned="js"//.map” is not astar'),
    framed.message,
  );
  noProblems(frame);
  await frame.context().close();
});

test('the examples page runs its three races under the strict CSP, with no violation and no console error', async () => {
  const { startServer } = await import('../../scripts/serve.mjs');
  const strict = await startServer({ port: 0, csp: strictCsp });
  try {
    const ctx = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await ctx.newPage();
    await watch(page);
    const response = await page.goto(new URL('examples.html', strict.url).href);
    assert.equal(response.headers()['content-security-policy'], strictCsp);
    const ids = ['race-open', 'race-trap', 'race-weighted'];
    for (const id of ids) {
      // Each plays once it is scrolled into view.
      await page.locator(`#${id}`).scrollIntoViewIfNeeded();
      await finishes(page, [id]);
    }
    const got = await page.evaluate(
      (ids) => Object.fromEntries(ids.map((id) => [id, window.__finishes.find((f) => f.id === id).detail])),
      ids,
    );
    assert.equal(got['race-weighted'].right.label, 'weighted A* (w = 2)');
    const random = presetById('random').make();
    assert.deepEqual(
      reported(got['race-weighted'].right),
      engine(presetGrid('random'), random.start, random.goal, { algorithm: 'astar', weight: 2 }),
    );
    assert.ok(got['race-trap'].right.cost > got['race-trap'].left.cost, 'greedy falls into the trap');
    assert.equal(
      got['race-open'].right.cost,
      got['race-open'].left.cost,
      'on the open field greedy loses nothing',
    );

    // The prose reacts to the races, with the engine's numbers.
    const prose = await page.evaluate(() =>
      [...document.querySelectorAll('[data-fill]')].map((p) => p.textContent),
    );
    assert.match(prose[0], new RegExp(`both searches expanded ${got['race-open'].left.expanded} cells`));
    assert.match(
      prose[1],
      new RegExp(
        `Greedy expanded ${got['race-trap'].right.expanded} cells to A\\*'s ${got['race-trap'].left.expanded}`,
      ),
    );
    assert.match(prose[2], new RegExp(`Weighted A\\* expanded ${got['race-weighted'].right.expanded} cells`));
    const samples = await page.evaluate(() =>
      [...document.querySelectorAll('[data-snippet]')].map((c) => c.textContent),
    );
    assert.ok(samples[0].includes(`src="${strict.url}path-race.js"`), samples[0]);
    assert.ok(samples[1].includes(`src="${strict.url}embed.html?map=concave"`), samples[1]);

    assert.deepEqual(await page.evaluate(() => window.__violations), [], 'no CSP violation');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'embed-examples', { fullPage: true });
    noProblems(page);
    await ctx.close();
  } finally {
    await strict.close();
  }
});

test('the iframe URL renders the same race as the element with the same settings (both from embedSnippets)', async () => {
  const a = arena();
  const state = defaultState();
  if (a)
    Object.assign(state, { map: { kind: 'movingai', name: 'arena' }, start: { x: 3, y: 3 }, goal: a.goal });
  state.left = { ...state.left, algorithm: 'weighted', weight: 3, diagonal: 'never', heuristic: 'octile' };
  state.right = { ...state.right, algorithm: 'dijkstra' };
  state.speed = 5000;
  const { element, iframe } = embedSnippets(state, { base, height: 420, attributes: { height: 380 } });
  const page = await hostPage(`${element.replace('<path-race', '<path-race id="element"')}\n${iframe}`);
  const [got] = Object.values(await finishes(page, ['element']));
  await page.waitForFunction(() => window.__frames.length > 0, null, { timeout: 20000 });
  const framed = await page.evaluate(() => window.__frames[0]);
  assert.deepEqual(framed, got, 'the same race-finish detail from the iframe');
  const [grid, start, goal] = a
    ? [movingAIGrid(a), state.start, state.goal]
    : [presetGrid('concave'), state.start, state.goal];
  assert.deepEqual(
    reported(got.left),
    engine(grid, start, goal, { algorithm: 'astar', weight: 3, diagonal: 'never', heuristic: 'octile' }),
  );
  assert.deepEqual(reported(got.right), engine(grid, start, goal, { algorithm: 'dijkstra' }));
  // The iframe's element got exactly the element's attributes (plus the height that fills the frame).
  const inFrame = await page
    .frameLocator('iframe')
    .locator('path-race')
    .evaluate((el) => Object.fromEntries([...el.attributes].map((x) => [x.name, x.value])));
  const outside = await page
    .locator('#element')
    .evaluate((el) =>
      Object.fromEntries([...el.attributes].filter((x) => x.name !== 'id').map((x) => [x.name, x.value])),
    );
  assert.deepEqual(inFrame, outside);
  await screenshot(page, 'embed-iframe', { fullPage: true });
  noProblems(page);
  await page.context().close();
});

test('an element off screen waits, plays once scrolled into view, and pauses when scrolled away', async () => {
  const page = await hostPage(
    `<script type="module" src="/path-race.js"></script>
<div class="spacer"></div><path-race id="far" map="concave" speed="150" height="300"></path-race><div class="spacer"></div>`,
    { css: '.spacer { height: 2500px; }', viewport: { width: 1000, height: 700 } },
  );
  await page.waitForFunction(
    () => document.getElementById('far').shadowRoot.querySelector('canvas')?.width === 40,
  );
  await page.waitForTimeout(400);
  let s = await inside(page, 'far');
  assert.deepEqual([s.clock, s.playing], [0, false], 'nothing plays off screen');

  await page.locator('#far').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getElementById('far').clock > 20);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.getElementById('far').playing);
  const paused = (await inside(page, 'far')).clock;
  await page.waitForTimeout(400);
  s = await inside(page, 'far');
  assert.deepEqual([s.clock, s.playing], [paused, false], 'paused while away');
  assert.ok(paused < 500, 'paused mid-race');

  await page.locator('#far').scrollIntoViewIfNeeded();
  await finishes(page, ['far']);
  noProblems(page);
  await page.context().close();
});

test('autoplay="false" waits for Play; turning autoplay on from JS plays it; labels="false" hides the f, g, h', async () => {
  const page = await hostPage(`<script type="module" src="/path-race.js"></script>
<path-race id="wait" map="concave" autoplay="false" speed="2000" height="300"></path-race>
<path-race id="plain" map="worked-example" labels="false" speed="max"></path-race>`);
  await finishes(page, ['plain']);
  await page.waitForTimeout(300);
  const s = await inside(page, 'wait');
  assert.deepEqual([s.clock, s.playing], [0, false], 'autoplay="false" waits');
  assert.equal(
    await page.locator('#wait').locator('button[data-action="play"]').getAttribute('aria-label'),
    'Play',
  );
  await page.evaluate(() => document.getElementById('wait').setAttribute('autoplay', ''));
  await finishes(page, ['wait']);
  const labels = (id) =>
    page.evaluate((id) => document.getElementById(id).shadowRoot.querySelectorAll('svg text').length, id);
  assert.equal(await labels('plain'), 0, 'no labels');
  await page.evaluate(() => document.getElementById('plain').setAttribute('labels', 'true'));
  await page.waitForFunction(
    () => document.getElementById('plain').shadowRoot.querySelectorAll('svg text').length > 0,
  );
  noProblems(page);
  await page.context().close();
});

test('embedSnippets(state) writes escaped HTML whose attributes give back the same race', () => {
  const base = 'https://example.org/races/';
  const states = [];
  const d = defaultState();
  states.push(d);
  states.push({
    ...d,
    map: { kind: 'preset', id: 'random', seed: 42 },
    start: { x: 0, y: 0 },
    goal: { x: 69, y: 69 },
    costs: 'classic',
    labels: false,
    left: { ...d.left, algorithm: 'weighted', weight: 2.5, tieBreak: 'fifo' },
    right: { ...d.right, algorithm: 'bfs', diagonal: 'never' },
    speed: Infinity,
  });
  states.push({
    ...d,
    map: {
      kind: 'cells',
      width: 4,
      height: 3,
      terrain: new Uint8Array([1, 1, 0, 1, 3, 1, 0, 1, 1, 1, 9, 1]),
    },
    start: { x: 0, y: 2 },
    goal: { x: 3, y: 0 },
  });
  states.push({
    ...d,
    map: { kind: 'preset', id: 'worked-example' },
    ...(({ start, goal }) => ({ start, goal }))(presetById('worked-example').make()),
    left: { ...d.left, diagonal: 'always' },
    right: { ...d.right, diagonal: 'always', heuristic: 'manhattan' },
    costs: 'classic',
  });
  // A rows map's own start and goal: its first and last open cell, reading row by row.
  const rowsEnds = (rows) => {
    const cells = rows.join(''),
      w = rows[0].length;
    const at = (i) => ({ x: i % w, y: Math.floor(i / w) });
    return {
      start: at(cells.search(/[^#]/)),
      goal: at(cells.length - 1 - [...cells].reverse().join('').search(/[^#]/)),
    };
  };
  for (const state of states) {
    const { element, iframe, attributes } = embedSnippets(state, { base });
    assert.match(
      element,
      /^<script type="module" src="https:\/\/example\.org\/races\/path-race\.js"><\/script>\n<path-race[^<>]*><\/path-race>$/,
    );
    assert.match(
      iframe,
      /^<iframe src="https:\/\/example\.org\/races\/embed\.html\?[^"<>]*" title="[^"<>]*" width="100%" height="480" loading="lazy"><\/iframe>$/,
    );
    // The attributes, read as the element reads them, give the state's race.
    const { settings, problems } = readSettings((name) => attributes[name] ?? null, { base });
    assert.deepEqual(problems, []);
    const map =
      state.map.kind === 'cells' ? null : state.map.kind === 'preset' ? presetById(state.map.id) : null;
    const made = map ? map.make(state.map.seed) : rowsEnds(settings.map.rows);
    const rules = resolveRules(settings, map?.options ?? {});
    assert.deepEqual(settings.start ?? made.start, state.start);
    assert.deepEqual(settings.goal ?? made.goal, state.goal);
    assert.equal(rules.costs, state.costs);
    for (const [i, panel] of [state.left, state.right].entries()) {
      const r = rules.panels[i];
      assert.equal(r.algorithm, panel.algorithm);
      assert.equal(r.diagonal, panel.diagonal);
      assert.equal(r.tieBreak, panel.tieBreak);
      if (panel.algorithm === 'weighted') assert.equal(r.weight, panel.weight);
      if (panel.algorithm !== 'dijkstra' && panel.algorithm !== 'bfs')
        assert.equal(r.heuristic, panel.heuristic);
    }
    // And the iframe's URL carries the same attributes.
    const url = new URL(iframe.match(/src="([^"]*)"/)[1].replace(/&amp;/g, '&'));
    assert.deepEqual(Object.fromEntries(url.searchParams), attributes);
  }
  assert.equal(
    embedSnippets(d, { base }).element.split('\n')[1],
    '<path-race map="concave"></path-race>',
    'the default race is two short lines',
  );
  // Text that reaches the snippet is escaped.
  const odd = embedSnippets(d, { base, attributes: { controls: '"><script>alert(1)</script>' } });
  assert.ok(!odd.element.includes('<script>alert'), odd.element);
  assert.ok(odd.element.includes('controls="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;"'), odd.element);
});

test('the package exports the element and packs every file it loads', () => {
  const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
  assert.equal(pkg.exports['./element'], './web/embed/path-race.js');
  const patterns = pkg.files.map(
    (f) => new RegExp(`^${f.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`),
  );
  const packed = (file) => patterns.some((p) => p.test(file));
  // Follow the element's imports, and the files it loads by URL, through the tree.
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    if (!file.endsWith('.js')) return;
    const text = readFileSync(path.join(root, file), 'utf8');
    const refs = [
      ...text.matchAll(
        /(?:from|import)\s*'(\.[^']+)'|new URL\((?:\/\*[^*]*\*\/\s*)?'(\.[^']+)', import\.meta\.url\)/g,
      ),
    ].map((m) => m[1] ?? m[2]);
    for (const ref of refs.filter((r) => !r.endsWith('/')))
      visit(path.posix.normalize(path.posix.join(path.posix.dirname(file), ref)));
  };
  visit('web/embed/path-race.js');
  const files = [...seen].filter((f) => !f.startsWith('web/race/maps/')); // the Moving AI maps stay out of the package
  assert.ok(
    files.includes('web/race/race.js') &&
      files.includes('web/race/render.css') &&
      files.includes('web/lib/wasm/pathrace-core.wasm'),
    files.join(' '),
  );
  assert.deepEqual(
    files.filter((f) => !packed(f)),
    [],
    'every file the element loads is in package.json "files"',
  );
  // Every packed module of web/embed finds its imports in the package too.
  for (const file of readdirSync(path.join(root, 'web', 'embed'))
    .map((f) => `web/embed/${f}`)
    .filter(packed))
    visit(file);
  assert.deepEqual(
    [...seen].filter((f) => !f.startsWith('web/race/maps/') && !packed(f)),
    [],
  );
  // Registering the element is a side effect a bundler must keep.
  assert.ok(
    Array.isArray(pkg.sideEffects) && pkg.sideEffects.includes('./web/embed/path-race.js'),
    'sideEffects keeps the element',
  );
});

const run = (cmd, args, cwd) =>
  execFileSync(cmd, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });

/** The project as npm packs it, into folder `work`: the tarball's path. */
function pack(work) {
  run('npm', ['pack', '--pack-destination', work, '--no-audit', '--no-fund'], root);
  return path.join(
    work,
    readdirSync(work).find((f) => f.endsWith('.tgz')),
  );
}

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.json': 'application/json',
  '.map': 'text/plain',
};

/**
 * An HTTP server on `host` (a port of its own) answering GET `prefix`FILE
 * from folder `dir` (index.html for a folder) with `headers`; 404 otherwise. Its origin is `server.origin`.
 */
async function fileServer(host, prefix, dir, headers = {}) {
  const server = createServer((req, res) => {
    const file = new URL(req.url, 'http://x').pathname.replace(/\/$/, '/index.html');
    let body;
    try {
      if (!file.startsWith(prefix) || file.includes('..')) throw new Error('not here');
      body = readFileSync(path.join(dir, file.slice(prefix.length)));
    } catch {
      res.writeHead(404, headers).end();
      return;
    }
    res
      .writeHead(200, { 'content-type': contentTypes[path.extname(file)] ?? 'text/plain', ...headers })
      .end(body);
  });
  await new Promise((resolve) => server.listen(0, host, resolve));
  server.origin = `http://${host}:${server.address().port}`;
  return server;
}

test('pathrace/element from the packed package, bundled by Vite, races under the strict CSP', async () => {
  const work = mkdtempSync(path.join(tmpdir(), 'pathrace-element-'));
  let server;
  try {
    const tarball = pack(work);
    const app = path.join(work, 'app');
    mkdirSync(app);
    writeFileSync(
      path.join(app, 'package.json'),
      JSON.stringify({ name: 'app', private: true, type: 'module' }),
    );
    run('npm', ['install', '--no-audit', '--no-fund', '--no-package-lock', '--offline', tarball], app);
    writeFileSync(
      path.join(app, 'index.html'),
      '<!doctype html><title>app</title><script type="module" src="./main.js"></script>' +
        '<path-race id="r" map="....#/.##.#/....." start="0,0" goal="4,2" speed="max"></path-race>',
    );
    writeFileSync(path.join(app, 'main.js'), "import 'pathrace/element';\n");
    const { build } = await import('vite');
    await build({ root: app, logLevel: 'error', build: { outDir: 'dist' } });
    const dist = path.join(app, 'dist');
    const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm' };
    server = createServer((req, res) => {
      if (req.url === '/favicon.ico') {
        res.writeHead(204).end();
        return;
      }
      let body;
      try {
        body = readFileSync(
          path.join(dist, new URL(req.url, 'http://x').pathname.replace(/\/$/, '/index.html')),
        );
      } catch {
        res.writeHead(404).end();
        return;
      }
      res
        .writeHead(200, {
          'content-type': types[path.extname(req.url.split('?')[0])] ?? 'text/html',
          'content-security-policy': strictCsp,
        })
        .end(body);
    });
    await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
    const page = await browser.newContext().then((c) => c.newPage());
    await watch(page);
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    const { r } = await finishes(page, ['r']);
    assert.deepEqual(
      reported(r.right),
      engine(rowsGrid(['....#', '.##.#', '.....']), { x: 0, y: 0 }, { x: 4, y: 2 }, { algorithm: 'greedy' }),
    );
    // Its styles arrived (Vite inlines them as data: URLs; the element adopts them).
    assert.equal(
      await page
        .locator('#r')
        .evaluate((el) => getComputedStyle(el.shadowRoot.querySelector('.pr-frame')).borderRadius),
      '8px',
    );
    assert.deepEqual(await page.evaluate(() => window.__violations), [], 'no CSP violation');
    noProblems(page);
    await page.context().close();
  } finally {
    server?.close();
    rmSync(work, { recursive: true, force: true });
  }
});

// The README's "From a CDN" path: the packed package served by a CDN on a
// second origin (with CORS, as npm CDNs send it), a post on a third origin
// under the CSP line the README gives, the post's own .map file. A Moving AI
// name, which the package does not carry, gets the sentence that says what
// to do instead.
test('pathrace/element from an npm CDN on another origin races in a post on a third, under the README CSP', async (t) => {
  const work = mkdtempSync(path.join(tmpdir(), 'pathrace-cdn-'));
  const servers = [];
  try {
    run('tar', ['-xzf', pack(work), '-C', work]);
    const { version } = JSON.parse(readFileSync(path.join(work, 'package', 'package.json'), 'utf8'));
    const cdnPath = `/npm/pathrace@${version}/`;
    const cdn = await fileServer('127.0.0.1', cdnPath, path.join(work, 'package'), {
      'access-control-allow-origin': '*',
    });
    servers.push(cdn);
    const arena = movingAI.find((m) => m.name === 'arena');
    const post = path.join(work, 'post');
    mkdirSync(post);
    const rows = '....#/.##.#/.....';
    const script = `${cdn.origin}${cdnPath}web/embed/path-race.js`;
    writeFileSync(
      path.join(post, 'index.html'),
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A post</title>` +
        `<script type="module" src="${script}"></script></head><body><p>A post about search.</p>` +
        `<path-race id="rows" map="${rows}" start="0,0" goal="4,2" speed="max"></path-race>` +
        (arena ? `<path-race id="file" map="maps/arena.map" right="dijkstra" speed="max"></path-race>` : '') +
        `<path-race id="named" map="arena" speed="max"></path-race></body></html>`,
    );
    if (arena) {
      mkdirSync(path.join(post, 'maps'));
      writeFileSync(
        path.join(post, 'maps', 'arena.map'),
        readFileSync(path.join(root, 'web', 'race', 'maps', arena.file)),
      );
    }
    // The README's line, with the CDN's origin in place of https://cdn.jsdelivr.net.
    const csp = `default-src 'self'; script-src 'self' ${cdn.origin} 'wasm-unsafe-eval'; style-src 'self' ${cdn.origin}; connect-src 'self' ${cdn.origin}`;
    const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
    assert.ok(
      readme.includes(csp.replaceAll(cdn.origin, 'https://cdn.jsdelivr.net')),
      'the README gives this CSP line',
    );
    assert.ok(
      readme.includes(`https://cdn.jsdelivr.net/npm/pathrace@${version}/web/embed/path-race.js`),
      "the README's snippet pins this version",
    );
    const site = await fileServer('127.0.0.2', '/', post, { 'content-security-policy': csp });
    servers.push(site);
    assert.notEqual(new URL(site.origin).origin, new URL(cdn.origin).origin);
    assert.notEqual(new URL(site.origin).origin, new URL(base).origin);

    const page = await browser.newContext().then((c) => c.newPage());
    await watch(page);
    await page.goto(`${site.origin}/`);
    const ids = arena ? ['rows', 'file'] : ['rows'];
    const got = await finishes(page, ids);
    assert.deepEqual(
      reported(got.rows.right),
      engine(rowsGrid(rows.split('/')), { x: 0, y: 0 }, { x: 4, y: 2 }, { algorithm: 'greedy' }),
    );
    if (arena) {
      const text = readFileSync(path.join(root, 'web', 'race', 'maps', arena.file), 'utf8');
      const { start, goal } = got.file;
      assert.deepEqual(
        reported(got.file.right),
        engine(() => Grid.fromMovingAI(text), start, goal, { algorithm: 'dijkstra' }),
      );
    }
    // A Moving AI name: the package has no maps index, so the element says what to give instead.
    await page.waitForFunction(() => {
      const m = document.getElementById('named').shadowRoot.querySelector('.pr-message');
      return m && !m.hidden && m.textContent.length > 0;
    });
    const named = await inside(page, 'named');
    assert.match(named.message, /no Moving AI maps are served beside this element/);
    assert.match(named.message, /give the map as rows, or the URL of its \.map file/);
    // Every package file came from the CDN; the post served only itself and its map.
    const fromCdn = page.requests.filter((u) => u.startsWith(cdn.origin));
    for (const file of ['web/embed/path-race.js', 'web/lib/wasm/pathrace-core.wasm', 'web/race/render.css'])
      assert.ok(
        fromCdn.some((u) => u.endsWith(file)),
        `${file} was loaded from the CDN`,
      );
    assert.deepEqual(
      page.requests.filter((u) => !u.startsWith(cdn.origin) && !u.startsWith(site.origin)),
      [],
      'no request to any third place',
    );
    assert.deepEqual(await page.evaluate(() => window.__violations), [], 'no CSP violation');
    // What failed is the maps folder the package does not carry (its index
    // and the named map's file, fetched early): each 404 is listed by URL,
    // so the console's URL-less 404 lines hide nothing else.
    const mapsFolder = `${cdn.origin}${cdnPath}web/race/maps/`;
    assert.ok(page.problems.includes(`HTTP 404: ${mapsFolder}index.json`), 'the maps index was asked for');
    assert.deepEqual(
      page.problems.filter(
        (p) =>
          !p.startsWith(`HTTP 404: ${mapsFolder}`) &&
          !p.startsWith(`request failed: ${mapsFolder}`) &&
          p !==
            'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
      ),
      [],
      'nothing else failed',
    );
    await screenshot(page, 'embed-cdn');
    await page.context().close();
    if (!arena) t.skip(`${noMapsReason('arena')}: the .map URL case did not run (rows and the name did)`);
  } finally {
    for (const server of servers) server.close();
    rmSync(work, { recursive: true, force: true });
  }
});
