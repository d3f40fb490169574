// The race on phones (390×844 and 360×740) and on a desktop (1280×860), in
// Chromium: the race page shows both maps of the default race on screen at
// load, each at least 150 px wide, each panel's counters under its map, and
// the verdict reachable without losing them; a <path-race controls="full">
// keeps both maps side by side in its box and takes at most half the
// screen's height, its speed and downloads folded under More; a tapped
// <path-race-step> far below its race brings the race on screen at the
// step's moment (pinned to the top, or scrolled in under sticky="off"), and
// lets it go once the reader has scrolled past its last step; a scroll step
// pins it without scrolling the page; no `height` shrinks a map below the
// 150 px docs/embed.md promises.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { init } from '../../web/lib/node.js';
import { presetById } from '../../web/race/maps.js';
import {
  baseUrl,
  closePage,
  engine,
  finish,
  frames,
  hostPage,
  noProblems,
  openPage,
  patience,
  presetGrid,
  screenshot,
  strictCsp,
  useBrowser,
} from './support.js';

const browser = useBrowser();
before(async () => {
  await init();
  await baseUrl();
});

const phones = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];
const desktop = { width: 1280, height: 860 };
// A phone's browser: a touch screen at its pixel ratio (the race page also
// as a mobile browser lays it out, by its viewport meta tag; the host pages
// have none, so they would be laid out at a desktop's width).
const phone = { hasTouch: true, deviceScaleFactor: 3 };
const contextFor = (viewport) => (viewport.width < 600 ? phone : {});

// The least size of a map along its longer side, as docs/embed.md ("On phones") promises it.
const leastMap = 150;

/** Client boxes of `selector`'s matches in the document, or in element `host`'s shadow root. */
function boxes(page, selector, host = null) {
  return page.evaluate(
    ([selector, host]) => {
      const root = host ? document.getElementById(host).shadowRoot : document;
      return [...root.querySelectorAll(selector)].map((n) => {
        const b = n.getBoundingClientRect();
        return {
          left: b.left,
          top: b.top,
          right: b.right,
          bottom: b.bottom,
          width: b.width,
          height: b.height,
        };
      });
    },
    [selector, host],
  );
}

/** Asserts every box lies inside the viewport (to the pixel), saying which. */
function assertOnScreen(list, viewport, what) {
  for (const [i, b] of list.entries())
    assert.ok(
      b.left >= -0.5 && b.top >= -0.5 && b.right <= viewport.width + 0.5 && b.bottom <= viewport.height + 0.5,
      `${what} ${i} spans x ${b.left}–${b.right}, y ${b.top}–${b.bottom}: not inside ${viewport.width}×${viewport.height}`,
    );
}

const sideBySide = ([a, b]) => Math.abs(a.top - b.top) < 1 && a.right <= b.left;

for (const viewport of [...phones, desktop])
  test(`the race page at ${viewport.width}×${viewport.height}: both maps on screen at load, each at least ${leastMap} px wide, the counters under them, the verdict reachable with both maps`, async () => {
    const page = await openPage(browser, {
      viewport,
      reducedMotion: 'reduce',
      ...contextFor(viewport),
      isMobile: viewport.width < 600,
    });
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    const maps = await boxes(page, '.panel canvas.pr-cells');
    assert.equal(maps.length, 2);
    assertOnScreen(maps, viewport, 'map');
    for (const m of maps) assert.ok(m.width >= leastMap, `a map ${m.width} px wide`);
    assert.ok(sideBySide(maps), 'the maps side by side, level');
    const stats = await boxes(page, '.panel .stats');
    assertOnScreen(stats, viewport, 'the counters of panel');
    for (const [i, s] of stats.entries()) assert.ok(s.top >= maps[i].bottom, 'the counters under their map');
    assert.ok(
      await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      'no sideways scrolling',
    );
    await screenshot(page, `phones-page-${viewport.width}`);

    // The race run to its end: its verdict (its longest text) scrolled to shows both maps still.
    await finish(page);
    await page.locator('#verdict').scrollIntoViewIfNeeded();
    await frames(page, 2);
    assertOnScreen(await boxes(page, '#verdict'), viewport, 'the verdict');
    assertOnScreen(await boxes(page, '.panel canvas.pr-cells'), viewport, 'with the verdict, map');
    await screenshot(page, `phones-page-verdict-${viewport.width}`);
    noProblems(page);
    await closePage(page);
  });

const css = 'main { max-width: 720px; margin: 0 auto; padding: 0 12px; } p { line-height: 1.5; }';
const prose = (n, from = 1) =>
  Array.from(
    { length: n },
    (_, i) =>
      `<p>Paragraph ${from + i}: what the two searches do here, in a few lines of prose a reader takes in before the next step.</p>`,
  ).join('');

async function raceReady(page, ids) {
  await page.waitForFunction(
    (ids) => ids.every((id) => document.getElementById(id)?.moment?.('start') === 0),
    ids,
    {
      timeout: patience,
    },
  );
  await frames(page, 3);
}

for (const viewport of [...phones, desktop])
  test(`<path-race controls="full"> at ${viewport.width} px: both maps side by side in its box, at most half the screen tall; More unfolds the speed and the downloads`, async () => {
    const page = await hostPage(
      browser,
      `<script type="module" src="/path-race.js"></script><main><h1>A post</h1>
<path-race id="r" controls="full" autoplay="false"></path-race>${prose(3)}</main>`,
      { css, csp: strictCsp, viewport, context: contextFor(viewport) },
    );
    await raceReady(page, ['r']);
    const race = (await boxes(page, 'path-race'))[0];
    const maps = await boxes(page, 'canvas.pr-cells', 'r');
    assertOnScreen(maps, viewport, 'map');
    assert.ok(sideBySide(maps), 'side by side');
    for (const m of maps) {
      assert.ok(m.width >= leastMap, `a map ${m.width} px wide`);
      assert.ok(
        m.left >= race.left && m.right <= race.right && m.bottom <= race.bottom,
        'inside the element',
      );
    }
    // Half the screen is what a pinned race may take (pinning.js): the prose keeps the other half.
    assert.ok(race.height <= viewport.height / 2, `the element is ${race.height} px tall`);

    const shown = (selector) =>
      page.evaluate(
        (s) => document.getElementById('r').shadowRoot.querySelector(s).checkVisibility(),
        selector,
      );
    const more = page.locator('#r').locator('button[data-action="more"]');
    if (viewport.width < 600) {
      assert.deepEqual([await shown('.pr-speed'), await shown('.pr-downloads')], [false, false], 'folded');
      assert.equal(await more.getAttribute('aria-expanded'), 'false');
      await more.click();
      assert.equal(await more.getAttribute('aria-expanded'), 'true');
      await frames(page, 2);
      assert.deepEqual([await shown('.pr-speed'), await shown('.pr-downloads')], [true, true], 'unfolded');
      await screenshot(page, `phones-element-more-${viewport.width}`);
      await more.click();
      await frames(page, 2);
      assert.equal(await shown('.pr-speed'), false, 'folded again');
    } else {
      assert.equal(await more.isVisible(), false, 'wide, no More');
      assert.deepEqual([await shown('.pr-speed'), await shown('.pr-downloads')], [true, true], 'in the bar');
    }
    await screenshot(page, `phones-element-${viewport.width}`);
    noProblems(page);
    await page.context().close();
  });

// The default race: the step the left panel (A*) takes its goal, by the engine.
function leftGoal() {
  const { start, goal } = presetById('concave').make();
  return engine(presetGrid('concave'), start, goal, { algorithm: 'astar' }).expanded;
}

const narrated = (
  sticky = '',
) => `<script type="module" src="/path-race.js"></script><main><h1>Why greedy takes the long way</h1>
<path-race id="r" controls="full" autoplay="false"${sticky}></path-race>${prose(8)}
<p>At <path-race-step id="forty" for="r" at="40">step 40</path-race-step> the two searches have done the same work.</p>${prose(4, 9)}
<p><path-race-step id="goal" for="r" at="left-goal">A* takes its goal off the open list</path-race-step>.</p>${prose(12, 13)}</main>`;

const raceFacts = (page) =>
  page.evaluate(() => {
    const r = document.getElementById('r');
    return { clock: r.clock, pinned: r.matches(':state(pinned)'), bottom: r.getBoundingClientRect().bottom };
  });

for (const viewport of [...phones, desktop])
  test(`at ${viewport.width} px a step tapped far below its race pins the race on screen at its moment, and lets it go after the last step`, async () => {
    const page = await hostPage(browser, narrated(), {
      css,
      csp: strictCsp,
      viewport,
      context: contextFor(viewport),
    });
    await raceReady(page, ['r']);
    for (const [id, at] of [
      ['forty', 40],
      ['goal', leftGoal()],
    ]) {
      const step = page.locator(`#${id}`);
      await step.scrollIntoViewIfNeeded();
      const before = await raceFacts(page);
      if (id === 'forty')
        assert.ok(before.bottom < 0, `the race is above the screen (its bottom at ${before.bottom})`);
      if (viewport.width < 600) await step.tap();
      else await step.click();
      await page.waitForFunction((at) => document.getElementById('r').clock === at, at, {
        timeout: patience,
      });
      await frames(page, 2);
      const after = await raceFacts(page);
      assert.deepEqual([after.clock, after.pinned], [at, true], `${id}: at its moment, pinned`);
      assertOnScreen(await boxes(page, 'canvas.pr-cells', 'r'), viewport, `${id}: map`);
      // The step the reader tapped is not under the race.
      const [s] = await boxes(page, `#${id}`);
      assert.ok(
        s.top >= after.bottom && s.bottom <= viewport.height + 0.5,
        `${id} at y ${s.top}–${s.bottom}, race to ${after.bottom}`,
      );
      await screenshot(page, `phones-step-${id}-${viewport.width}`);
    }
    // Past the last step, the race is let go: it scrolls away with its place in the post.
    await page.evaluate(() => {
      const last = document.getElementById('goal').getBoundingClientRect();
      window.scrollBy(0, last.bottom + 40);
    });
    await page.waitForFunction(() => !document.getElementById('r').matches(':state(pinned)'), null, {
      timeout: patience,
    });
    assert.ok((await raceFacts(page)).bottom < 0, 'the race went back to its place above');
    noProblems(page);
    await page.context().close();
  });

for (const motion of ['reduce', 'no-preference'])
  test(`sticky="off": a tapped step scrolls its race into view instead (${motion === 'reduce' ? 'at once under reduced motion' : 'smoothly'})`, async () => {
    const viewport = phones[0];
    const page = await hostPage(browser, narrated(' sticky="off"'), {
      css,
      csp: strictCsp,
      viewport,
      context: { ...phone, reducedMotion: motion },
    });
    await raceReady(page, ['r']);
    const step = page.locator('#forty');
    await step.scrollIntoViewIfNeeded();
    assert.ok((await raceFacts(page)).bottom < 0, 'the race is above the screen');
    // Where the page is at each frame from the tap on.
    await page.evaluate(() => {
      window.__scrolls = [window.scrollY];
      const record = () => {
        window.__scrolls.push(window.scrollY);
        if (window.__scrolls.length < 90) requestAnimationFrame(record);
      };
      requestAnimationFrame(record);
    });
    await step.tap();
    await page.waitForFunction(
      () => {
        const r = document.getElementById('r');
        const b = r.getBoundingClientRect();
        return r.clock === 40 && b.top >= -0.5 && b.bottom <= window.innerHeight + 0.5;
      },
      null,
      { timeout: patience },
    );
    const facts = await raceFacts(page);
    assert.equal(facts.pinned, false, 'never pinned');
    assertOnScreen(await boxes(page, 'canvas.pr-cells', 'r'), viewport, 'map');
    await page.waitForFunction(() => window.__scrolls.length >= 90, null, { timeout: patience });
    const scrolls = await page.evaluate(() => window.__scrolls);
    const [from, to] = [scrolls[0], scrolls.at(-1)];
    const between = scrolls.filter((y) => y < from && y > to);
    if (motion === 'reduce') assert.deepEqual(between, [], `in one jump from ${from} to ${to}`);
    else assert.ok(between.length >= 2, `smoothly, through ${between.join(', ')}, from ${from} to ${to}`);
    noProblems(page);
    await page.context().close();
  });

test('a scroll step reached by scrolling pins its race and does not scroll the page', async () => {
  const viewport = phones[1];
  const page = await hostPage(browser, narrated().replace('id="forty"', 'id="forty" scroll'), {
    css,
    csp: strictCsp,
    viewport,
    context: phone,
  });
  await raceReady(page, ['r']);
  // The step's top in the middle of the screen, by the reader's scrolling.
  const y = await page.evaluate(() => {
    const top = document.getElementById('forty').getBoundingClientRect().top + window.scrollY;
    const y = Math.round(top - window.innerHeight / 2);
    window.scrollTo(0, y);
    return y;
  });
  await page.waitForFunction(() => document.getElementById('r').clock === 40, null, { timeout: patience });
  await frames(page, 3);
  assert.equal(await page.evaluate(() => window.scrollY), y, 'the page stays where the reader scrolled');
  assert.equal((await raceFacts(page)).pinned, true);
  assertOnScreen(await boxes(page, 'canvas.pr-cells', 'r'), viewport, 'map');
  noProblems(page);
  await page.context().close();
});

for (const viewport of phones)
  test(`at ${viewport.width} px no height shrinks a map below ${leastMap} px: height="420" keeps them side by side, height="200" grows`, async () => {
    const page = await hostPage(
      browser,
      `<script type="module" src="/path-race.js"></script><main>
<path-race id="a" height="420" autoplay="false"></path-race>
<path-race id="b" height="200" autoplay="false"></path-race></main>`,
      { css, csp: strictCsp, viewport, context: phone },
    );
    await raceReady(page, ['a', 'b']);
    for (const id of ['a', 'b']) {
      const maps = await boxes(page, 'canvas.pr-cells', id);
      const [race] = await boxes(page, `#${id}`);
      assert.ok(sideBySide(maps), `${id}: side by side`);
      for (const m of maps) {
        assert.ok(Math.max(m.width, m.height) >= leastMap, `${id}: a map of ${m.width}×${m.height} px`);
        assert.ok(m.bottom <= race.bottom, `${id}: inside the element`);
      }
      if (id === 'a') assert.equal(Math.round(race.height), 420, 'a height the maps fit in is kept');
      else assert.ok(race.height > 200, `height="200" grew to ${race.height} px for its maps`);
    }
    await screenshot(page, `phones-height-${viewport.width}`, { fullPage: true });
    noProblems(page);
    await page.context().close();
  });
