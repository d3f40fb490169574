// A unit larger than one cell in Chromium: the race page opened from a link
// with size 2 races to its verdict with the numbers of web/lib's findPath
// for that size and the cost of the tests' own oracle (walls inflated for
// the block), draws the block, and its Unit size menu changes the race and
// the link; a start where the block does not fit is said in words. The
// element with size="2" reports the same numbers; bad sizes (in the
// element and in embed.html's URL) show the sentence and race size 1.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { decodeState, encodeState } from '../../web/demo/state-codec.js';
import { defaultState } from '../../web/demo/state.js';
import { Grid, init } from '../../web/lib/node.js';
import { costsFrom, inflate } from '../js/grid-oracle.js';
import {
  baseUrl,
  closePage,
  desktopAndPhone,
  engine,
  finish,
  finishes,
  hostPage,
  inside,
  noProblems,
  numbers,
  openPage,
  reported,
  rowsGrid,
  saved,
  savedAfter,
  useBrowser,
  verdict,
  watchHost,
} from './support.js';

const browser = useBrowser();
await init();

// A wall with a one-cell gap at (4, 3): a unit of size 1 goes through it, a 2×2 unit over the top.
const rows = ['..........', '..........', '....#.....', '..........', '....#.....', '....#.....'];
const start = { x: 0, y: 4 },
  goal = { x: 8, y: 4 };
const terrain = Grid.fromRows(rows);
const costs = terrain.costs();
terrain.dispose();
const state = {
  ...defaultState(),
  map: { kind: 'cells', width: 10, height: 6, terrain: costs },
  start,
  goal,
  size: 2,
};

/** The oracle's cheapest cost for a unit of `size` from start to goal (8 ways, no corner cutting). */
function oracleCost(size) {
  const blocks = inflate(costs, 10, 6, size);
  return costsFrom(blocks, 10, 6, [start.y * 10 + start.x], { diagonal: 'no-corner-cutting' }).cost[
    goal.y * 10 + goal.x
  ];
}

test('a link with size 2 races to its verdict: the numbers are findPath’s with size 2, the cost the oracle’s', async () => {
  const page = await openPage(browser, { hash: encodeState(state) });
  assert.equal(await page.inputValue('#unit-size'), '2');
  await finish(page);
  const shown = await numbers(page);
  const [astar, greedy] = ['astar', 'greedy'].map((algorithm) =>
    engine(rowsGrid(rows), start, goal, { algorithm, size: 2 }),
  );
  assert.deepEqual(
    shown.map((p) => [p.expanded.value, p.cost.value]),
    [
      [astar.expanded, astar.cost],
      [greedy.expanded, greedy.cost],
    ],
  );
  assert.ok(Math.abs(astar.cost - oracleCost(2)) < 1e-9, `${astar.cost} vs ${oracleCost(2)}`);
  assert.ok(astar.cost > oracleCost(1) + 1, 'the block takes the long way');
  const v = await verdict(page);
  assert.equal(
    v.text,
    'Greedy expanded 1.3× fewer nodes but its path costs 4.5% more: 13.7 vs 13.1 (13 cells vs 12).',
  );
  // The block at the start and the goal, and the band along each path.
  const drawn = await page.evaluate(() =>
    [...document.querySelectorAll('.panel')].map((p) => ({
      start: p.querySelector('[data-marker="unit-start"]').getAttribute('d'),
      goal: p.querySelector('[data-marker="unit-goal"]').getAttribute('d'),
      band: p.querySelector('[data-marker="unit-path"]').getAttribute('d').split('M').length - 1,
    })),
  );
  for (const [i, d] of drawn.entries()) {
    assert.equal(d.start, 'M0 4h2v2h-2Z');
    assert.equal(d.goal, 'M8 4h2v2h-2Z');
    assert.equal(d.band, [astar, greedy][i].path.length, 'one block per cell of the path');
  }
  await desktopAndPhone(page, 'unit-size-2');

  // S places the start only where the 2×2 block fits: not beside the wall, above it.
  const before = await saved(page);
  await page.focus('#panel-left .pr-stage');
  const startCell = () => page.getAttribute('#panel-left [data-marker="start"]', 'data-cell');
  for (let i = 0; i < 3; ++i) await page.keyboard.press('ArrowRight'); // (3, 4): the block would hold (4, 4)
  for (const key of [null, 'ArrowDown', 'ArrowUp', 'ArrowUp', 'ArrowUp', 'ArrowUp']) {
    // (3, 4), (3, 5) (the block leaves the map), (3, 4), (3, 3), (3, 2), (3, 1): a wall in each block
    if (key) await page.keyboard.press(key);
    await page.keyboard.press('s');
    assert.equal(await startCell(), '0,4', 'the block does not fit at the cursor: the start stays');
  }
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('s');
  assert.equal(await startCell(), '3,0');
  assert.deepEqual(decodeState(await savedAfter(page, before)).start, { x: 3, y: 0 });
  assert.equal(
    await page.getAttribute('#panel-left [data-marker="unit-start"]', 'd'),
    'M3 0h2v2h-2Z',
    'the block moves with it',
  );
  noProblems(page);
  await closePage(page);
});

test('the Unit size menu changes the race and the link; a block that does not fit at the start is said', async () => {
  const page = await openPage(browser, { hash: encodeState(state) });
  await finish(page);
  let before = await saved(page);
  await page.selectOption('#unit-size', '1');
  let text = await savedAfter(page, before);
  assert.equal(decodeState(text).size, undefined, 'size 1 is a link without a size');
  assert.equal(text, encodeState({ ...state, size: 1 }));
  await finish(page);
  assert.match((await verdict(page)).text, /^Both paths cost 8\.8/);
  const one = engine(rowsGrid(rows), start, goal, { algorithm: 'astar' });
  assert.equal((await numbers(page))[0].cost.value, one.cost);
  assert.equal(
    await page.evaluate(() => document.querySelector('[data-marker="unit-start"]').getAttribute('d')),
    '',
    'no block drawn at size 1',
  );

  before = text;
  await page.selectOption('#unit-size', '3');
  text = await savedAfter(page, before);
  assert.equal(decodeState(text).size, 3);
  await finish(page);
  assert.equal(
    (await verdict(page)).text,
    'Neither finds a path: a 3×3 unit does not fit at the start (its block holds a wall or leaves the map) (0 and 0 expansions).',
  );
  const sentences = await page.$$eval('.panel [data-role="sentence"], .panel .step-sentence', (els) =>
    els.map((e) => e.textContent),
  );
  for (const s of sentences) assert.match(s, /cannot start: a 3×3 unit does not fit at the start/);
  noProblems(page);
  await closePage(page);
});

test('<path-race size="2"> reports findPath’s numbers for the block; bad sizes say so and race size 1', async () => {
  const map = rows.join('/');
  const page = await hostPage(
    browser,
    `<script type="module" src="/path-race.js"></script>
<path-race id="tank" map="${map}" start="0,4" goal="8,4" size="2" speed="max" height="300"></path-race>
<path-race id="big" map="${map}" start="0,4" goal="8,4" size="big" speed="max" height="300"></path-race>
<path-race id="nine" map="${map}" start="0,4" goal="8,4" size="9" speed="max" height="300"></path-race>
<path-race id="half" map="${map}" start="0,4" goal="8,4" size="2.5" speed="max" height="300"></path-race>
<path-race id="zero" map="${map}" start="0,4" goal="8,4" size="0" speed="max" height="300"></path-race>`,
  );
  const ids = ['tank', 'big', 'nine', 'half', 'zero'];
  const got = await finishes(page, ids);
  for (const [i, side] of ['left', 'right'].entries()) {
    const algorithm = ['astar', 'greedy'][i];
    assert.deepEqual(reported(got.tank[side]), engine(rowsGrid(rows), start, goal, { algorithm, size: 2 }));
    for (const id of ids.slice(1))
      assert.deepEqual(reported(got[id][side]), engine(rowsGrid(rows), start, goal, { algorithm }));
  }
  assert.equal(got.tank.size, 2);
  assert.ok(Math.abs(got.tank.left.cost - oracleCost(2)) < 1e-9);
  assert.equal(
    got.tank.verdict,
    'Greedy expanded 1.3× fewer nodes but its path costs 4.5% more: 13.7 vs 13.1 (13 cells vs 12).',
  );
  assert.equal((await inside(page, 'tank')).message, '');
  for (const [id, text] of [
    ['big', 'big'],
    ['nine', '9'],
    ['half', '2.5'],
    ['zero', '0'],
  ]) {
    assert.equal(got[id].size, 1);
    assert.equal(
      (await inside(page, id)).message,
      `size “${text}” is not a whole number from 1 to 8 (the side of the unit's square, in cells); racing a unit of size 1.`,
    );
  }
  // An attribute changed from JS re-runs the race for the new size.
  await page.evaluate(() => document.getElementById('tank').setAttribute('size', '3'));
  const again = await finishes(page, ['tank'], 2);
  assert.equal(again.tank.size, 3);
  assert.match(again.tank.verdict, /^Neither finds a path: a 3×3 unit does not fit at the start/);
  noProblems(page);
  await page.context().close();
});

test('embed.html?size= races the block, and a bad size is said inside the iframe', async () => {
  const base = await baseUrl();
  const page = await browser.newContext({ viewport: { width: 900, height: 700 } }).then((c) => c.newPage());
  await watchHost(page);
  const open = async (size) => {
    const query = new URLSearchParams({ map: rows.join('/'), start: '0,4', goal: '8,4', size, speed: 'max' });
    await page.goto(new URL(`embed.html?${query}`, base).href);
    await page.waitForFunction(() => document.querySelector('path-race')?.lastResult);
    await page.evaluate(() => {
      document.querySelector('path-race').id = 'framed';
    });
    return {
      detail: await page.evaluate(() => document.querySelector('path-race').lastResult),
      ...(await inside(page, 'framed')),
    };
  };
  const tank = await open('2');
  assert.equal(tank.detail.size, 2);
  assert.deepEqual(
    reported(tank.detail.left),
    engine(rowsGrid(rows), start, goal, { algorithm: 'astar', size: 2 }),
  );
  assert.equal(tank.message, '');
  const big = await open('big');
  assert.equal(big.detail.size, 1);
  assert.equal(
    big.message,
    `size “big” is not a whole number from 1 to 8 (the side of the unit's square, in cells); racing a unit of size 1.`,
  );
  noProblems(page);
  await page.context().close();
});
