// Accessibility of the built site, audited by axe-core (its rules for WCAG
// 2 A and AA and its best practices, as it runs by default), injected into
// the pages by Playwright: the race page, embed.html, examples.html,
// tutorial.html and tutorial.zh-CN.html, the game and the Phaser example, each at a desktop
// width (1280 px) and a phone's (390 px), once what it shows has settled (a
// race finished, the game running). Any violation
// fails, listed with its rule, impact and the elements it names.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { axeViolations, finish, serveSite, useBrowser, waitReady, watch, noProblems } from './support.js';

const widths = [
  { width: 1280, height: 860 },
  { width: 390, height: 844 },
];

// Each face: where it is in the site, and what to wait for before the audit.
const faces = [
  {
    name: 'the race page',
    path: '',
    settled: async (page) => {
      await waitReady(page);
      await finish(page);
    },
  },
  {
    name: 'embed.html',
    path: 'embed.html?map=concave&speed=max',
    settled: (page) => page.waitForFunction(() => document.querySelector('path-race')?.lastResult),
  },
  {
    name: 'examples.html',
    path: 'examples.html',
    settled: async (page) => {
      for (const race of await page.locator('path-race').all()) {
        await race.scrollIntoViewIfNeeded();
        await race.evaluate(
          (el) =>
            new Promise((resolve) => {
              if (el.lastResult) resolve();
              else el.addEventListener('race-finish', resolve, { once: true });
            }),
        );
      }
    },
  },
  // The sample tutorial, in English and in Chinese.
  ...['tutorial.html', 'tutorial.zh-CN.html'].map((path) => ({
    name: path,
    path,
    settled: async (page) => {
      // At rest at their moments: the race at its start, the list race at step 120.
      await page.waitForFunction(() =>
        [...document.querySelectorAll('path-race')].every((el) => el.moment('start') === 0),
      );
      await page.locator('path-race-step').last().click();
      await page.waitForFunction(() => document.getElementById('cup').finished);
    },
  })),
  { name: 'the game', path: 'game.html', settled: waitReady },
  { name: 'the Phaser example', path: 'phaser.html', settled: waitReady },
];

const browser = useBrowser();
let site;
before(async () => {
  // No CSP here: axe goes in as an inline script. The site test checks the CSP.
  site = await serveSite({ files: { 'favicon.ico': '' } });
});
after(async () => {
  await site?.close();
});

for (const face of faces)
  for (const viewport of widths)
    test(`${face.name} at ${viewport.width} px: axe finds no violation`, async () => {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await watch(page);
      try {
        await page.goto(new URL(face.path, site.url).href);
        await face.settled(page);
        assert.deepEqual(await axeViolations(page), []);
        noProblems(page);
      } finally {
        await context.close();
      }
    });
