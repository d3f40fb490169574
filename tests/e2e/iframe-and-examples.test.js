// The embed's two pages: embed.html in an iframe gives the same race as the
// element with the same settings (both written by embedSnippets), and the
// examples page runs its three races under the strict Content-Security-Policy
// with prose that quotes their numbers. Every number a race reports is
// checked against web/lib run here in Node on the same map.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { init } from '../../web/lib/node.js';
import { presetById } from '../../web/race/maps.js';
import { defaultState } from '../../web/demo/state.js';
import { embedSnippets } from '../../web/embed/snippets.js';
import {
  baseUrl,
  engine,
  finishes,
  hostPage,
  movingAIEntry,
  movingAIGrid,
  noProblems,
  presetGrid,
  reported,
  screenshot,
  strictCsp,
  useBrowser,
  watchHost,
  patience,
} from './support.js';

const browser = useBrowser();
let base;
before(async () => {
  await init();
  base = await baseUrl(); // copies the Moving AI maps when it starts its own server
});

test('the examples page runs its three races under the strict CSP, with no violation and no console error', async () => {
  const { startServer, withImportMap } = await import('../../scripts/serve.mjs');
  const strict = await startServer({ port: 0, csp: strictCsp });
  try {
    const ctx = await browser.newContext({ viewport: { width: 1100, height: 900 } });
    const page = await ctx.newPage();
    await watchHost(page);
    const response = await page.goto(new URL('examples.html', strict.url).href);
    // The strict policy, with only the hash of the development server's import map for gifenc added.
    assert.equal(response.headers()['content-security-policy'], withImportMap(strictCsp));
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
  const a = movingAIEntry('arena');
  const state = defaultState();
  if (a)
    Object.assign(state, { map: { kind: 'movingai', name: 'arena' }, start: { x: 3, y: 3 }, goal: a.goal });
  state.left = { ...state.left, algorithm: 'weighted', weight: 3, diagonal: 'never', heuristic: 'octile' };
  state.right = { ...state.right, algorithm: 'dijkstra' };
  state.speed = 5000;
  const { element, iframe } = embedSnippets(state, { base, height: 420, attributes: { height: 380 } });
  const page = await hostPage(
    browser,
    `${element.replace('<path-race', '<path-race id="element"')}\n${iframe}`,
  );
  const [got] = Object.values(await finishes(page, ['element']));
  await page.waitForFunction(() => window.__frames.length > 0, null, { timeout: patience });
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
