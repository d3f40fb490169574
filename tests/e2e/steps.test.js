// <path-race-step> in Chromium: prose that drives a race. A click, Enter
// and Space each seek the race named by `for` to the step's moment and mark
// that step (aria-current="step"); `scroll` steps seek when they reach the
// middle of the viewport and not before; two races on one post are driven
// independently; highlight rings cells on both maps (the step's over the
// race's own); a `for` naming no race says so inside the step. All under
// the strict CSP. axe-core audits a post with steps, explain="both" and
// highlight; screenshots at 1280 and 390 px.
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { before, test } from 'node:test';
import { init } from '../../web/lib/node.js';
import {
  baseUrl,
  frames,
  hostPage,
  noProblems,
  screenshot,
  screenshots,
  strictCsp,
  useBrowser,
} from './support.js';

const axe = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const browser = useBrowser();
before(async () => {
  await init();
  await baseUrl();
});

const post = `<script type="module" src="/path-race.js"></script>
<main><h1>Why greedy returns longer paths</h1>
<path-race id="trap" map="concave" autoplay="false" explain="both" highlight="3,3"></path-race>
<p>Greedy heads for the goal: <path-race-step id="commit" for="trap" at="commit" highlight="10,12 11,12">here it commits to the cup</path-race-step>,
while <path-race-step id="astar" for="trap" at="left-goal">A* takes its goal off the open list here</path-race-step>.</p>
<path-race id="story" map="greedy-story" autoplay="false" height="260"></path-race>
<p>On the story's map, <path-race-step id="forty" for="story" at="40">step 40</path-race-step> and
<path-race-step id="wrong" for="storry" at="end">a typo in for</path-race-step>.</p></main>`;

/** The facts of a race and of every step on the page. */
async function state(page) {
  return page.evaluate(() => {
    const race = (id) => {
      const el = document.getElementById(id);
      const rings = [...el.shadowRoot.querySelectorAll('.pr-highlight')].map((g) =>
        [...g.querySelectorAll('circle:not(.pr-highlight-halo)')].map((c) => c.dataset.cell),
      );
      return { clock: el.clock, playing: el.playing, rings };
    };
    const steps = Object.fromEntries(
      [...document.querySelectorAll('path-race-step')].map((s) => [
        s.id,
        {
          current: s.getAttribute('aria-current'),
          role: s.getAttribute('role'),
          tabindex: s.getAttribute('tabindex'),
          disabled: s.getAttribute('aria-disabled'),
          said: s.shadowRoot.querySelector('.prs-message').textContent,
        },
      ]),
    );
    return { trap: race('trap'), story: race('story'), steps };
  });
}

async function ready(page) {
  await page.waitForFunction(() =>
    ['trap', 'story'].every((id) => document.getElementById(id).moment?.('start') === 0),
  );
  await frames(page, 3);
}

const moment = (page, id, name) =>
  page.evaluate(([id, name]) => document.getElementById(id).moment(name), [id, name]);

test('click, Enter and Space seek their race to the moment and mark the step; two races are driven apart; a wrong for says so', async () => {
  const page = await hostPage(browser, post, { csp: strictCsp });
  await ready(page);
  let s = await state(page);
  assert.deepEqual([s.trap.clock, s.story.clock], [0, 0]);
  assert.deepEqual(s.trap.rings, [['3,3'], ['3,3']], "the race's own highlight, on both maps");
  for (const id of ['commit', 'astar', 'forty'])
    assert.deepEqual(
      s.steps[id],
      { current: null, role: 'button', tabindex: '0', disabled: 'false', said: '' },
      id,
    );
  assert.equal(s.steps.wrong.said, ' (for “storry” names no <path-race> on this page.)');
  assert.equal(s.steps.wrong.disabled, 'true');

  const commit = await moment(page, 'trap', 'commit');
  await page.click('#commit');
  await frames(page, 3);
  s = await state(page);
  assert.equal(s.trap.clock, commit);
  assert.equal(s.trap.playing, false);
  assert.equal(s.story.clock, 0, 'the other race does not move');
  assert.equal(s.steps.commit.current, 'step');
  assert.deepEqual(
    s.trap.rings,
    [
      ['10,12', '11,12'],
      ['10,12', '11,12'],
    ],
    "the step's cells",
  );

  await page.focus('#astar');
  await page.keyboard.press('Enter');
  await frames(page, 3);
  s = await state(page);
  assert.equal(s.trap.clock, await moment(page, 'trap', 'left-goal'));
  assert.deepEqual([s.steps.commit.current, s.steps.astar.current], [null, 'step'], 'one active step a race');
  assert.deepEqual(s.trap.rings, [['3,3'], ['3,3']], 'a step with no highlight: the race’s own again');

  const scrolled = await page.evaluate(() => window.scrollY);
  await page.focus('#forty');
  await page.keyboard.press('Space');
  await frames(page, 3);
  s = await state(page);
  assert.equal(s.story.clock, 40);
  assert.equal(s.trap.clock, await moment(page, 'trap', 'left-goal'), 'the first race stays');
  assert.equal(s.steps.forty.current, 'step');
  assert.equal(s.steps.astar.current, 'step', "the first race's active step stays marked");
  assert.equal(await page.evaluate(() => window.scrollY), scrolled, 'Space does not scroll the page');

  // Enter on the first step again, then a click on the wrong one changes nothing.
  await page.focus('#commit');
  await page.keyboard.press('Enter');
  await page.click('#wrong', { force: true }); // aria-disabled: Playwright would wait for it to be enabled
  await frames(page, 3);
  s = await state(page);
  assert.equal(s.trap.clock, commit);
  assert.equal(s.steps.wrong.current, null);
  // A step's `for` set from JS to a race: it works, and no longer complains.
  await page.evaluate(() => document.getElementById('wrong').setAttribute('for', 'story'));
  await page.click('#wrong');
  await frames(page, 3);
  s = await state(page);
  assert.equal(s.story.clock, await moment(page, 'story', 'end'));
  assert.deepEqual([s.steps.wrong.said, s.steps.wrong.disabled], ['', 'false']);
  await screenshot(page, 'steps-post-desktop', { fullPage: true });
  noProblems(page);
  await page.context().close();
});

test('scroll steps seek when they reach the middle of the viewport, in order, and not before', async () => {
  const spacer = '<div class="tall"></div>';
  const page = await hostPage(
    browser,
    `<script type="module" src="/path-race.js"></script>
<div class="sticky"><path-race id="trap" map="concave" autoplay="false" explain="sentence" height="240"></path-race></div>
${spacer}<p><path-race-step id="one" for="trap" at="divergence" scroll>Greedy leaves A*'s path.</path-race-step></p>
${spacer}<p><path-race-step id="two" for="trap" at="30" scroll>Thirty steps in.</path-race-step></p>
${spacer}<p><path-race-step id="three" for="trap" at="end" scroll>The end.</path-race-step></p>${spacer}`,
    {
      csp: strictCsp,
      css: '.tall { height: 900px; } .sticky { position: sticky; top: 0; background: #fff; z-index: 1; }',
      viewport: { width: 1000, height: 800 },
    },
  );
  await page.waitForFunction(() => document.getElementById('trap').moment?.('start') === 0);
  const clockAfter = async (id, block) => {
    await page.evaluate(([id, block]) => document.getElementById(id).scrollIntoView({ block }), [id, block]);
    await frames(page, 6);
    return page.evaluate(() => document.getElementById('trap').clock);
  };
  const divergence = await moment(page, 'trap', 'divergence');
  assert.ok(divergence > 0);
  // At the bottom of the viewport, below the middle band: nothing yet.
  assert.equal(await clockAfter('one', 'end'), 0);
  assert.equal(await clockAfter('one', 'center'), divergence);
  assert.equal(await clockAfter('two', 'end'), divergence);
  assert.equal(await clockAfter('two', 'center'), 30);
  assert.equal(await clockAfter('three', 'center'), await moment(page, 'trap', 'end'));
  assert.equal(
    await page.evaluate(() => document.getElementById('three').getAttribute('aria-current')),
    'step',
  );
  // Back up: the step in the middle again seeks again.
  assert.equal(await clockAfter('one', 'center'), divergence);
  // The property, as React 19 sets it on an element it creates (every element
  // has a scroll() method, so React assigns the property, not the attribute):
  // it turns the attribute on and off, and scroll() stays a method.
  assert.deepEqual(
    await page.evaluate(() => {
      const step = document.getElementById('two');
      step.scroll = false;
      const off = step.hasAttribute('scroll');
      step.scroll = true;
      return [off, step.hasAttribute('scroll'), typeof step.scroll];
    }),
    [false, true, 'function'],
  );
  noProblems(page);
  await page.context().close();
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
])
  test(`axe finds no violation on a post with steps, explain="both" and highlight (${viewport.width} px)`, async () => {
    // axe goes in as an inline script: this page's policy lets it (the test above runs under the strict one).
    const page = await hostPage(browser, post, {
      csp: "default-src 'self' 'unsafe-inline'; script-src 'self' 'unsafe-inline' 'wasm-unsafe-eval'",
      viewport,
    });
    await ready(page);
    await page.click('#commit');
    await frames(page, 3);
    await page.addScriptTag({ path: axe });
    const found = await page.evaluate(() => window.axe.run(document, { resultTypes: ['violations'] }));
    const lines = found.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' > ')).join(', ')}`,
    );
    assert.deepEqual(lines, []);
    // The phone keeps its layout: the panels side by side, each list folded, nothing wider than the screen.
    const layout = await page.evaluate(() => {
      const r = document.getElementById('trap').shadowRoot;
      return {
        layout: r.querySelector('.pr-maps').dataset.layout,
        open: [...r.querySelectorAll('details')].map((d) => d.open),
        overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      };
    });
    const phone = viewport.width < 600;
    assert.deepEqual(layout, {
      layout: 'side',
      open: phone ? [false, false] : [true, true],
      overflow: 0,
    });
    await screenshot(page, `steps-post-${viewport.width}`, { fullPage: true });
    await page
      .locator('#trap')
      .screenshot({ path: path.join(screenshots, `explain-both-${viewport.width}.png`) });
    noProblems(page);
    await page.context().close();
  });
