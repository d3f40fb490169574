// The <path-race> element on host pages: several on one page, each racing
// its own map to the engine's numbers, sizing itself to its container, and
// re-running alone when an attribute changes; hostile attribute text (and
// embed.html's URL) neither runs nor renders, and bad values show the
// fallback and a message; it waits off screen and pauses when scrolled
// away; autoplay="false" and labels="false". Every number a race reports
// is checked against web/lib run here in Node on the same map.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { before, test } from 'node:test';
import { init } from '../../web/lib/node.js';
import { presetById } from '../../web/race/maps.js';
import {
  baseUrl,
  engine,
  finishes,
  frames,
  hostPage,
  inside,
  movingAIEntry,
  movingAIGrid,
  noProblems,
  presetGrid,
  reported,
  root,
  rowsGrid,
  screenshot,
  useBrowser,
  watchHost,
} from './support.js';

const browser = useBrowser();
let base;
before(async () => {
  await init();
  base = await baseUrl(); // copies the Moving AI maps when it starts its own server
});

async function counts(page) {
  return page.evaluate(() => window.__finishes.reduce((c, f) => ({ ...c, [f.id]: (c[f.id] ?? 0) + 1 }), {}));
}

test("three elements with different maps on one page all run to the end, each race-finish holding the engine's numbers", async () => {
  const a = movingAIEntry('arena');
  const third = a
    ? `map="arena" right="weighted" weight="1.5"`
    : `map="maze-division" right="weighted" weight="1.5"`;
  const page = await hostPage(
    browser,
    `<script type="module" src="/path-race.js"></script>
<path-race id="trap" map="concave" height="330"></path-race>
<div id="narrow"><path-race id="rows" map="....#/.##.#/....." start="0,0" goal="4,2" left="bfs" right="dijkstra" diagonal="never" height="300"></path-race></div>
<path-race id="third" ${third} height="330" controls="full"></path-race>
${a ? '<path-race id="url" map="../race/maps/arena.map" speed="max" height="300"></path-race>' : ''}`,
  );
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
  assert.match(got.trap.verdict, /^Greedy expanded .* fewer nodes but its path costs \d+% more/);
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
  // Only the element's own files: its modules (web/embed, served at /, its CSS among them as text), the race core's
  // with the English catalogues alone (the core's and the element's: an English page loads no other language), the package's,
  // and the Moving AI map it names.
  const modules = (dir) => readdirSync(path.join(root, 'web', dir)).filter((f) => f.endsWith('.js'));
  const own = new Set([
    ...modules('embed').map((f) => `/${f}`),
    ...modules('race').map((f) => `/race/${f}`),
    '/race/messages/en.js',
    '/element-messages/en.js',
    '/race/maps/index.json',
    '/race/maps/arena.map',
    '/__embed-test/host.html',
    '/__embed-test/host.css',
    '/favicon.ico',
  ]);
  const allowed = (at) => own.has(at) || /^\/lib\/[\w/-]+\.(js|wasm)$/.test(at);
  const foreign = page.requests.filter((u) => !u.startsWith(base) || !allowed(new URL(u).pathname));
  assert.deepEqual(foreign, [], 'no other requests');

  // It sizes itself to its container: side by side while each map gets 150 px, else stacked.
  const wide = await inside(page, 'rows');
  assert.equal(wide.layout, 'side');
  await page.evaluate(() => {
    document.getElementById('narrow').style.width = '320px';
  });
  await frames(page, 3);
  const phone = await inside(page, 'rows');
  assert.equal(phone.layout, 'side', 'a phone-wide column: side by side');
  assert.ok(phone.stage >= 150, `each map ${phone.stage} px wide`);
  await page.evaluate(() => {
    document.getElementById('narrow').style.width = '280px';
  });
  await page.waitForFunction(
    () => document.getElementById('rows').shadowRoot.querySelector('.pr-maps').dataset.layout === 'stacked',
  );
  const narrow = await inside(page, 'rows');
  assert.ok(
    narrow.width <= 280 && narrow.stage <= 260,
    `the element (${narrow.width} px) and its maps (${narrow.stage} px) fit 280 px`,
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
  const page = await hostPage(
    browser,
    `<script type="module" src="/path-race.js"></script>
<path-race id="one" map="concave" speed="max" height="260"></path-race>
<path-race id="two" map="u-room" speed="max" height="260"></path-race>
<path-race id="three" map="spiral" speed="max" height="260"></path-race>`,
  );
  const first = await finishes(page, ['one', 'two', 'three']);
  const before = await counts(page);
  const clocks = await Promise.all(['one', 'three'].map(async (id) => (await inside(page, id)).clock));

  await page.evaluate(() => document.getElementById('two').setAttribute('right', 'dijkstra'));
  const second = await finishes(page, ['two'], before.two + 1);
  await frames(page, 10); // frames in which anything else would (wrongly) re-run
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
  const page = await hostPage(
    browser,
    `<script type="module" src="/path-race.js"></script>
<path-race id="img" map="${escape(payloads.img)}" left="${escape(payloads.img)}" speed="max" height="240"></path-race>
<path-race id="js" map="${escape(payloads.js)}" speed="max" height="240"></path-race>
<path-race id="late" speed="max" height="240"></path-race>
<path-race id="notmap" map="/embed.css?not-a.map" speed="max" height="240"></path-race>
<path-race id="narrated" at="${escape(payloads.img)}" explain="${escape(payloads.script)}" highlight="${escape(payloads.img)}" speed="max" height="240"></path-race>
<path-race-step id="step" for="${escape(payloads.img)}" at="${escape(payloads.script)}" highlight="${escape(payloads.js)}">a step</path-race-step>`,
  );
  // Set from JS too, as a framework would.
  await page.evaluate((p) => {
    const el = document.getElementById('late');
    el.setAttribute('start', p.script);
    el.setAttribute('right', p.script);
    el.setAttribute('controls', p.img);
    el.setAttribute('height', p.script);
    el.setAttribute('weight', 'javascript:alert(1)');
  }, payloads);
  const got = await finishes(page, ['img', 'js', 'late', 'notmap', 'narrated']);
  await page.waitForFunction(() => document.getElementById('late').problems.length === 5);
  await checkSafe(page, ['img', 'js', 'late', 'narrated']);
  // at, explain and highlight: each a sentence, the race from the start with no sentence, list or rings.
  const narrated = await inside(page, 'narrated');
  for (const what of [
    'at “<img src=x onerror="window.__pwned=\'img\'">” is not start,',
    'explain “"><script>window.__pwned="script"</script>” is not none, sentence, open-list or both; showing no sentence or open list.',
    'highlight “<img src=x onerror="window.__pwned=\'img\'">” is not up to 256 cells',
  ])
    assert.ok(narrated.message.includes(what), `${what} in: ${narrated.message}`);
  // A step whose for, at and highlight are payloads says so in text; clicking it does nothing.
  await page.click('#step', { force: true });
  const step = await page.evaluate(() => {
    const el = document.getElementById('step');
    return {
      said: el.shadowRoot.textContent,
      markup: el.shadowRoot.querySelectorAll('img, script, iframe, object, embed, a, style').length,
      current: el.getAttribute('aria-current'),
      rings: document.getElementById('narrated').shadowRoot.querySelectorAll('.pr-highlight circle').length,
    };
  });
  assert.deepEqual([step.markup, step.current, step.rings], [0, null, 0]);
  for (const what of [
    'for “<img src=x onerror="window.__pwned=\'img\'">” names no <path-race> on this page.',
    'at “"><script>window.__pwned="script"</script>” is not start,',
    'highlight “javascript:window.__pwned="js"//.map” is not up to 256 cells',
  ])
    assert.ok(step.said.includes(what), `${what} in: ${step.said}`);

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
    /^the map “http:\/\/[^”]+\/embed\.css\?not-a\.map” is not a Moving AI map \(line 1, column 1\): expected "type octile".*; showing the concave trap instead\.$/,
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
  await watchHost(frame);
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

test('an element off screen waits, plays once scrolled into view, and pauses when scrolled away', async () => {
  const page = await hostPage(
    browser,
    `<script type="module" src="/path-race.js"></script>
<div class="spacer"></div><path-race id="far" map="concave" speed="150" height="300"></path-race><div class="spacer"></div>`,
    { css: '.spacer { height: 2500px; }', viewport: { width: 1000, height: 700 } },
  );
  await page.waitForFunction(
    () => document.getElementById('far').shadowRoot.querySelector('canvas')?.width === 40,
  );
  await frames(page, 30); // at 150 a second, 30 frames would have played 75 steps
  let s = await inside(page, 'far');
  assert.deepEqual([s.clock, s.playing], [0, false], 'nothing plays off screen');

  await page.locator('#far').scrollIntoViewIfNeeded();
  await page.waitForFunction(() => document.getElementById('far').clock > 20);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForFunction(() => !document.getElementById('far').playing);
  const paused = (await inside(page, 'far')).clock;
  await frames(page, 30);
  s = await inside(page, 'far');
  assert.deepEqual([s.clock, s.playing], [paused, false], 'paused while away');
  assert.ok(paused < 500, 'paused mid-race');

  await page.locator('#far').scrollIntoViewIfNeeded();
  await finishes(page, ['far']);
  noProblems(page);
  await page.context().close();
});

test('autoplay="false" waits for Play; turning autoplay on from JS plays it; labels="false" hides the f, g, h', async () => {
  const page = await hostPage(
    browser,
    `<script type="module" src="/path-race.js"></script>
<path-race id="wait" map="concave" autoplay="false" speed="2000" height="300"></path-race>
<path-race id="plain" map="worked-example" labels="false" speed="max"></path-race>`,
  );
  await finishes(page, ['plain']);
  await frames(page, 10); // at 2000 a second, 10 frames would have played 330 steps
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
