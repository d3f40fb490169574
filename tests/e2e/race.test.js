// The default race, as a first-time visitor sees it: it loads without a
// console error, plays, and ends with a verdict whose numbers are exactly
// what web/lib returns for the same map under Node.
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid, init } from '../../web/lib/node.js';
import { presetById } from '../../web/race/maps.js';
import { defaultState } from '../../web/demo/state.js';
import {
  clock,
  closePage,
  finish,
  frames,
  noProblems,
  numbers,
  openPage,
  screenshot,
  setRange,
  setWeight,
  verdict,
  useBrowser,
  patience,
} from './support.js';

const browser = useBrowser();
before(() => init());

const options = (panel, costs) => ({
  algorithm: panel.algorithm,
  heuristic: panel.heuristic,
  diagonal: panel.diagonal,
  tieBreak: panel.tieBreak,
  weight: panel.weight,
  costs,
});

test("the default race plays to the end, and its verdict holds the engine's exact numbers", async () => {
  const page = await openPage(browser);
  // It plays by itself on a first visit (no prefers-reduced-motion here).
  await page.waitForFunction(() => Number(document.querySelector('#clock').value) > 3);
  assert.equal(await page.getAttribute('#play', 'data-playing'), 'true');
  assert.equal(await page.inputValue('#map-select'), 'preset:concave');

  // Mid-way: pause at about a third of the race and keep a picture.
  const total = Number(await page.getAttribute('#clock', 'data-total'));
  assert.ok(total > 50, `the race is ${total} expansions long`);
  await page.click('#play');
  await setRange(page, '#clock', Math.round(total / 3));
  await page.waitForFunction(
    (k) => Number(document.querySelector('#panel-left [data-stat="expanded"]').textContent) === k,
    Math.round(total / 3),
  );
  const mid = await numbers(page);
  assert.deepEqual(
    mid.map((p) => p.expanded.value),
    [Math.round(total / 3), Math.round(total / 3)],
    'one clock for both panels',
  );
  assert.equal((await verdict(page)).done, false);
  await screenshot(page, 'default-race-midway');

  // Then let it run to the end at a faster speed.
  await setRange(page, '#speed', 12); // 10k expansions a second
  await page.click('#play');
  await page.waitForFunction(() => document.querySelector('#verdict').dataset.done === 'true', null, {
    timeout: patience,
  });
  assert.equal(await clock(page), total);
  const v = await verdict(page);
  const shown = await numbers(page);
  assert.ok(
    shown.every((p) => p.done),
    'both panels report done',
  );

  // The same race in Node, through web/lib.
  const state = defaultState();
  const map = presetById('concave').make();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  const left = grid.findPath(state.start, state.goal, options(state.left, state.costs));
  const right = grid.findPath(state.start, state.goal, options(state.right, state.costs));
  grid.dispose();
  assert.deepEqual(v.costs, [left.cost, right.cost], 'verdict costs');
  assert.deepEqual(v.expanded, [left.expanded, right.expanded], 'verdict expansions');
  assert.deepEqual(
    shown.map((p) => p.cost.value),
    [left.cost, right.cost],
  );
  assert.deepEqual(
    shown.map((p) => p.steps.value),
    [left.path.length - 1, right.path.length - 1],
  );
  assert.equal(total, Math.max(left.expanded, right.expanded));

  // The sentence says it with rounded numbers.
  const fewer = Math.round(left.expanded / right.expanded);
  const more = Math.round((right.cost / left.cost - 1) * 100);
  assert.ok(right.cost > left.cost, 'the default map is a greedy trap');
  assert.match(
    v.text,
    new RegExp(
      `^Greedy expanded ${fewer}(\\.\\d)?× fewer nodes but its path costs ${more}% more: ${right.cost.toFixed(1)} vs ${left.cost.toFixed(1)} \\(${right.path.length} cells vs ${left.path.length}\\)\\.$`,
    ),
  );

  // The detour: greedy's panel shows where it leaves A*'s path, A*'s path dashed, and its detour.
  const marks = await page.evaluate(() => {
    const right = document.querySelector('#panel-right');
    return {
      leave: right.querySelector('[data-marker="leave"]').getAttribute('display'),
      detours: right.querySelectorAll('.pr-detour polyline').length,
      better: right.querySelector('.pr-better').getAttribute('points').trim().split(' ').length,
      leftDetours: document.querySelectorAll('#panel-left .pr-detour polyline').length,
      note: document.querySelector('#detour-note').textContent,
    };
  });
  assert.equal(marks.leave, null, 'the leave marker is shown');
  assert.ok(marks.detours >= 1);
  assert.equal(marks.better, left.path.length);
  assert.equal(marks.leftDetours, 0);
  assert.match(marks.note, /^Greedy's path leaves A\*'s/);
  await screenshot(page, 'default-race-finished');
  noProblems(page);
  await closePage(page);
});

test('step, step back, the scrubber and "all at once" move the shared clock', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  // Under prefers-reduced-motion nothing plays by itself.
  await frames(page, 30);
  assert.equal(await clock(page), 0);
  assert.equal(await page.getAttribute('#play', 'data-playing'), 'false');

  for (let i = 0; i < 5; ++i) await page.click('#step');
  await page.click('#step-back');
  await page.click('#step-back');
  assert.equal(await clock(page), 3);
  await frames(page); // the numbers are drawn with the next frame
  let n = await numbers(page);
  assert.deepEqual(
    n.map((p) => p.expanded.value),
    [3, 3],
  );
  // Each panel's one account of its step: the cell it takes next, why, and what its last step did.
  const sentence = await page.textContent('#panel-left [data-role="sentence"]');
  assert.match(
    sentence,
    /^A\* takes \(\d+, \d+\): f = [\d.]+ is the lowest on its open list \(g [\d.]+ \+ h [\d.]+\)(, tied with [^;]+)?; its last step opened \d+ cells?( and improved \d+)?\.$/,
  );

  await setRange(page, '#clock', 40);
  await page.waitForFunction(
    () => document.querySelector('#panel-left [data-stat="expanded"]').textContent === '40',
  );
  await setRange(page, '#clock', 10);
  await page.waitForFunction(
    () => document.querySelector('#panel-left [data-stat="expanded"]').textContent === '10',
  );
  n = await numbers(page);
  assert.deepEqual(
    n.map((p) => p.expanded.value),
    [10, 10],
  );

  // Play under reduced motion: no animation, the clock jumps once a second.
  // Every value it shows is recorded, frame by frame, until two jumps on.
  await setRange(page, '#speed', 6); // 100 a second
  await page.evaluate(() => {
    const shown = (window.__clockShown = []);
    const record = () => {
      const v = Number(document.querySelector('#clock').value);
      if (shown.at(-1) !== v) shown.push(v);
      if (!window.__clockStop) requestAnimationFrame(record);
    };
    record();
  });
  await page.click('#play');
  await page.waitForFunction(() => Number(document.querySelector('#clock').value) >= 111);
  await page.click('#play');
  const shown = await page.evaluate(() => {
    window.__clockStop = true;
    return window.__clockShown;
  });
  assert.deepEqual(shown.slice(0, 3), [10, 11, 111], 'one step, then a jump, with nothing between');
  assert.ok(
    shown.slice(1).every((v) => (v - 11) % 100 === 0),
    `nothing moves between two jumps: ${shown.join(', ')}`,
  );
  assert.equal(((await clock(page)) - 11) % 100, 0, "jumps of a second's worth of expansions");

  // The fastest speed runs the whole search in one frame.
  await setRange(page, '#speed', 19);
  assert.equal(await page.textContent('#speed-out'), 'all at once');
  await page.click('#play');
  await page.waitForFunction(() => document.querySelector('#verdict').dataset.done === 'true');
  assert.equal(await clock(page), Number(await page.getAttribute('#clock', 'data-total')));
  // Home: back to the start.
  await page.click('#restart');
  assert.equal(await clock(page), 0);
  noProblems(page);
  await closePage(page);
});

test("changing a panel's algorithm and rules re-runs it at once", async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await finish(page);
  const before = await verdict(page);
  await page.selectOption('#panel-right .algorithm', 'weighted');
  await page.waitForSelector('#panel-right .weight:not([hidden])');
  // The slider's ticks have no words in Chromium: the page says what each w amounts to.
  // The slider makes the right panel's head taller: the maps stay level all the same.
  const tops = await page.evaluate(() =>
    [...document.querySelectorAll('.panel canvas.pr-cells')].map((c) => c.getBoundingClientRect().top),
  );
  assert.equal(tops[0], tops[1], `both maps start at the same height: ${tops}`);
  const note = () => page.textContent('#panel-right .weight-note');
  assert.equal(await note(), 'A*', 'w = 1 is A*');
  await setWeight(page, '#panel-right', 0);
  assert.equal(await note(), 'Dijkstra');
  await frames(page);
  await page.waitForFunction(() => document.querySelector('#verdict').dataset.done === 'true');
  const dijkstraLike = await verdict(page);
  // w = 0 orders by g alone: a shortest path, like A*'s.
  assert.ok(
    Math.abs(dijkstraLike.costs[1] - dijkstraLike.costs[0]) < 1e-9,
    `w = 0 finds a shortest path: ${dijkstraLike.costs}`,
  );
  await setWeight(page, '#panel-right', 2.5);
  assert.equal(await note(), 'between A* and greedy');
  await setWeight(page, '#panel-right', 10);
  assert.equal(await note(), 'near greedy');
  assert.equal(await page.getAttribute('#panel-right .weight-input', 'aria-valuetext'), '10: near greedy');
  await page.waitForFunction(
    (c) => Number(document.querySelector('#verdict').dataset.rightCost) !== c,
    dijkstraLike.costs[1],
  );
  assert.match(await page.textContent('#verdict'), /^Weighted A\* \(w = 10\) expanded/);
  assert.doesNotMatch(await page.textContent('#verdict'), /(^|[^.\d])1× /, 'no "1× fewer nodes"');
  // Ties, per panel: A* taking equal f first in, first out expands more on the concave trap.
  const rightBefore = (await verdict(page)).expanded[1];
  await page.click('#panel-left .rules summary');
  await page.selectOption('#panel-left .tie-break', 'fifo');
  const map = presetById('concave').make();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  const fifo = grid.findPath(map.start, map.goal, { algorithm: 'astar', tieBreak: 'fifo' }).expanded;
  grid.dispose();
  await page.waitForFunction(
    (n) => Number(document.querySelector('#verdict').dataset.leftExpanded) === n,
    fifo,
  );
  assert.equal((await verdict(page)).expanded[1], rightBefore, 'the right panel keeps its own ties');
  assert.equal(await page.inputValue('#panel-right .tie-break'), 'larger-g');
  await page.selectOption('#panel-left .tie-break', 'larger-g');
  await page.selectOption('#panel-left .diagonal', 'never');
  await page.waitForFunction(
    (c) => Number(document.querySelector('#verdict').dataset.leftCost) !== c,
    before.costs[0],
  );
  assert.equal(await page.inputValue('#panel-left .heuristic'), 'octile');
  await page.check('#classic');
  await page.waitForFunction(() =>
    Number.isInteger(Number(document.querySelector('#verdict').dataset.leftCost)),
  );
  noProblems(page);
  await closePage(page);
});
