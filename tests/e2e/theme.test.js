// Themes in the browser. axe-core (every rule, colour contrast included)
// finds nothing on the race page and on a blog post holding <path-race
// controls="full" explain="both"> and its <path-race-step>s (at rest,
// hovered, active), light and dark — by the reader's system (emulated
// prefers-color-scheme) and by the theme attribute against it — at 1280
// and 390 px. Under the strict CSP: a blog's --pr-* on :root paint the
// canvas (read back), the overlay and the figure; a theme or scheme change
// repaints the race where it is, without starting it again; `auto`
// follows the page's color-scheme; an unknown theme is named in the element.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { presetById } from '../../web/race/maps.js';
import { palettes } from '../../web/race/palette.js';
import {
  axeViolations,
  finish,
  finishes,
  hostPage,
  noProblems,
  openPage,
  patience,
  useBrowser,
} from './support.js';

const browser = useBrowser();
const widths = [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
];

// A blog's own colours: a light one, and a dark one that says so only
// through prefers-color-scheme or a class (as many do), not color-scheme.
const lightBlog = 'body { background: #fff; color: #222; } p { max-width: 40em; padding: 0 12px; }';
const darkBlog =
  'body { background: #15171a; color: #e4e4e4; } p { max-width: 40em; padding: 0 12px; } a { color: #8ab4f8; }';

const post = (theme) => `<script type="module" src="/path-race.js"></script>
<main><h1>Why greedy takes the long way</h1>
<p>Greedy best-first search
<path-race-step for="race" at="commit" highlight="10,12">commits to the cup here</path-race-step>,
while A* keeps looking.</p>
<path-race id="race" map="concave" controls="full" explain="both" speed="max"${theme ? ` theme="${theme}"` : ''}></path-race>
<p><path-race-step for="race" at="start">Back to the start</path-race-step>, or
<path-race-step for="race" at="end">on to the end</path-race-step>.</p></main>`;

/** The theme the element shows, and its steps. */
const shown = (page) =>
  page.evaluate(() => ({
    race: document.getElementById('race').shadowRoot.querySelector('.pr-frame').dataset.theme,
    steps: [...document.querySelectorAll('path-race-step')].map((s) =>
      s.matches(':state(dark)') ? 'dark' : 'light',
    ),
  }));

const cases = [
  { name: 'light by the system', scheme: 'light', css: lightBlog, expect: 'light' },
  { name: 'dark by the system', scheme: 'dark', css: darkBlog, expect: 'dark' },
  { name: 'theme="dark" on a light system', scheme: 'light', theme: 'dark', css: darkBlog, expect: 'dark' },
  { name: 'theme="light" on a dark system', scheme: 'dark', theme: 'light', css: lightBlog, expect: 'light' },
];

for (const c of cases)
  for (const viewport of widths)
    test(`a post, ${c.name}, at ${viewport.width} px: axe finds nothing on the race and its steps at rest, hovered and active`, async () => {
      const page = await hostPage(browser, post(c.theme), {
        css: c.css,
        viewport,
        context: { colorScheme: c.scheme, bypassCSP: true },
      });
      try {
        await finishes(page, ['race']);
        assert.deepEqual(await shown(page), { race: c.expect, steps: [c.expect, c.expect, c.expect] });
        assert.deepEqual(await axeViolations(page), [], 'at rest');
        const steps = page.locator('path-race-step');
        await steps.nth(0).click();
        await page.waitForFunction(() => document.getElementById('race').clock > 0);
        await steps.nth(2).hover();
        assert.deepEqual(await axeViolations(page), [], 'one step active, another hovered');
        noProblems(page);
      } finally {
        await page.context().close();
      }
    });

for (const viewport of widths)
  for (const [name, scheme, dataTheme, expect] of [
    ['light by the system', 'light', null, 'light'],
    ['dark by the system', 'dark', null, 'dark'],
    ['data-theme="dark" on a light system', 'light', 'dark', 'dark'],
    ['data-theme="light" on a dark system', 'dark', 'light', 'light'],
  ])
    test(`the race page, ${name}, at ${viewport.width} px: ${expect}, and axe finds nothing`, async () => {
      const page = await openPage(browser, { viewport, colorScheme: scheme, bypassCSP: true });
      try {
        if (dataTheme) await page.evaluate((t) => (document.documentElement.dataset.theme = t), dataTheme);
        await finish(page);
        const floor = await page.evaluate(() =>
          getComputedStyle(document.querySelector('.pr-stage')).getPropertyValue('--pr-theme-floor').trim(),
        );
        assert.equal(floor, palettes[expect].floor);
        assert.deepEqual(await axeViolations(page), []);
        noProblems(page);
      } finally {
        await page.context().close();
      }
    });

const rgb = (hex) => [1, 3, 5].map((k) => parseInt(hex.slice(k, k + 2), 16));

/** How many cells of the element's left map are painted `hex`, read back from its canvas. */
const painted = (page, hex) =>
  page.evaluate(([r, g, b]) => {
    const canvas = document.getElementById('race').shadowRoot.querySelector('canvas.pr-cells');
    const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    let n = 0;
    for (let k = 0; k < data.length; k += 4) n += data[k] === r && data[k + 1] === g && data[k + 2] === b;
    return n;
  }, rgb(hex));

/** Waits until the left map has at least `n` cells painted `hex`. */
const paintedAtLeast = (page, hex, n) =>
  page.waitForFunction(
    ([[r, g, b], n]) => {
      const canvas = document.getElementById('race').shadowRoot.querySelector('canvas.pr-cells');
      const data = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
      let k = 0;
      for (let i = 0; i < data.length; i += 4) k += data[i] === r && data[i + 1] === g && data[i + 2] === b;
      return k >= n;
    },
    [rgb(hex), n],
    { timeout: patience },
  );

test("a blog's --pr-wall, --pr-floor and --pr-start on :root paint the canvas, the overlay and the figure; changes repaint the race where it is", async () => {
  const map = presetById('concave').make();
  const walls = map.terrain.filter((t) => t === 0).length;
  const open = map.terrain.length - walls;
  const page = await hostPage(
    browser,
    `<script type="module" src="/path-race.js"></script>
<path-race id="race" map="concave" at="40"></path-race>`,
    { css: ':root { --pr-wall: #7b2d8e; --pr-floor: #e8f5e9; --pr-start: #123456; }' },
  );
  try {
    await page.waitForFunction(() => document.getElementById('race').clock === 40, null, {
      timeout: patience,
    });
    // Every wall in the blog's colour; the floor no search has reached yet too; none in the theme's.
    assert.equal(await painted(page, '#7b2d8e'), walls);
    const floor = await painted(page, '#e8f5e9');
    assert.ok(floor > open / 2 && floor < open, `${floor} unseen cells of ${open}`);
    assert.equal(await painted(page, palettes.light.wall), 0);
    assert.equal(await painted(page, palettes.light.floor), 0);
    const overlay = await page.evaluate(() => {
      const root = document.getElementById('race').shadowRoot;
      return {
        start: getComputedStyle(root.querySelector('[data-marker="start"]')).fill,
        stage: getComputedStyle(root.querySelector('.pr-stage')).backgroundColor,
      };
    });
    assert.deepEqual(overlay, { start: 'rgb(18, 52, 86)', stage: 'rgb(232, 245, 233)' });
    const svg = await page.evaluate(() => document.getElementById('race').figure());
    assert.match(svg, /#7b2d8e/i, "the figure's walls");
    assert.match(svg, /#123456/i, "the figure's start");

    // A new --pr-floor (set on <html>, as a theme switch does): repainted at the same step.
    await page.evaluate(() => document.documentElement.style.setProperty('--pr-floor', '#fdf0d5'));
    await paintedAtLeast(page, '#fdf0d5', floor);
    assert.equal(await painted(page, '#e8f5e9'), 0);
    // Back to the stylesheet's, and theme="dark": the searches' cells in the dark palette, the blog's walls and floor kept.
    const closed = await painted(page, palettes.light.closed);
    assert.ok(closed > 0);
    await page.evaluate(() => {
      document.documentElement.style.removeProperty('--pr-floor');
      document.getElementById('race').setAttribute('theme', 'dark');
    });
    await paintedAtLeast(page, palettes.dark.closed, closed);
    assert.equal(await painted(page, palettes.light.closed), 0);
    assert.equal(await painted(page, '#e8f5e9'), floor);
    assert.equal(await painted(page, '#7b2d8e'), walls);
    assert.equal(await page.evaluate(() => document.getElementById('race').clock), 40, 'not started again');
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    noProblems(page);
  } finally {
    await page.context().close();
  }
});

test("auto follows the system's scheme as it changes, and the page's color-scheme when it names one; an unknown theme is named, and plays in auto", async () => {
  const map = presetById('concave').make();
  const open = map.terrain.filter((t) => t !== 0).length;
  const page = await hostPage(
    browser,
    `<script type="module" src="/path-race.js"></script>
<path-race id="race" map="concave" at="40" theme="sepia"></path-race>
<p><path-race-step for="race" at="start">back</path-race-step></p>`,
    { context: { colorScheme: 'light' } },
  );
  try {
    await page.waitForFunction(() => document.getElementById('race').clock === 40, null, {
      timeout: patience,
    });
    const problems = await page.evaluate(() => document.getElementById('race').problems);
    assert.ok(
      problems.some((p) => p.includes('“sepia”') && /light, dark or auto/.test(p)),
      problems.join(' | '),
    );
    await paintedAtLeast(page, palettes.light.floor, open / 2);
    await page.emulateMedia({ colorScheme: 'dark' });
    await paintedAtLeast(page, palettes.dark.floor, open / 2);
    assert.deepEqual(await shown(page), { race: 'dark', steps: ['dark'] });
    // The page says it is light only: that wins over the system.
    await page.evaluate(() => (document.documentElement.style.colorScheme = 'light'));
    await paintedAtLeast(page, palettes.light.floor, open / 2);
    assert.deepEqual(await shown(page), { race: 'light', steps: ['light'] });
    assert.equal(await page.evaluate(() => document.getElementById('race').clock), 40);
    assert.deepEqual(await page.evaluate(() => window.__violations), []);
    noProblems(page);
  } finally {
    await page.context().close();
  }
});
