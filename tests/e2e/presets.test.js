// Every preset, raced through the page: A* finds a path as cheap as
// Dijkstra's, and on each greedy trap greedy's path costs at least the
// preset's documented margin more than A*'s. Random walls at any density.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { presets } from '../../web/race/maps.js';
import { decodeState } from '../../web/demo/state-codec.js';
import {
  clickIfEnabled,
  closePage,
  frames,
  noProblems,
  openPage,
  savedAfter,
  savedState,
  setRange,
  verdict,
  useBrowser,
} from './support.js';

// Each case has a page of its own: none depends on what another left on screen.
const browser = useBrowser();

async function withPage(use) {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  try {
    await use(page);
    noProblems(page);
  } finally {
    await closePage(page);
  }
}

const same = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, a, b);

async function raceTo(page, right) {
  await page.selectOption('#panel-right .algorithm', right);
  await frames(page);
  await clickIfEnabled(page, '#to-end'); // disabled when the re-run is already finished
  await page.waitForFunction(() => document.querySelector('#verdict').dataset.done === 'true');
  return verdict(page);
}

for (const preset of presets) {
  test(`${preset.name}: A* costs what Dijkstra costs${preset.trap ? `, and greedy at least ${Math.round(preset.trap.minExcess * 100)}% more` : ''}`, () =>
    withPage(async (page) => {
      await page.selectOption('#map-select', `preset:${preset.id}`);
      await page.waitForFunction(
        (text) => document.querySelector('#map-description').textContent === text,
        preset.description,
      );
      await frames(page);
      assert.equal(await page.inputValue('#panel-left .algorithm'), 'astar');

      const exact = await raceTo(page, 'dijkstra');
      assert.match(exact.text, /Both paths cost|Dijkstra expanded|A\* expanded/);
      assert.ok(same(exact.costs[0], exact.costs[1]), `A* ${exact.costs[0]} = Dijkstra ${exact.costs[1]}`);
      assert.ok(Number.isFinite(exact.costs[0]), 'a path exists');
      assert.ok(
        exact.expanded[0] <= exact.expanded[1],
        `A* expands no more than Dijkstra (${exact.expanded})`,
      );

      const greedy = await raceTo(page, 'greedy');
      assert.ok(same(greedy.costs[0], exact.costs[0]), 'the left panel did not change');
      if (preset.trap) {
        const excess = greedy.costs[1] / greedy.costs[0] - 1;
        assert.ok(
          excess >= preset.trap.minExcess,
          `greedy costs ${(excess * 100).toFixed(1)}% more, at least ${preset.trap.minExcess * 100}%`,
        );
        assert.match(greedy.text, /^Greedy expanded .* but its path costs \d+(\.\d)?% more/);
      } else {
        assert.ok(greedy.costs[1] >= greedy.costs[0] - 1e-9);
      }
    }));
}

test('random walls: the density slider makes a new 70×70 map; undo and redo bring it back with its description', () =>
  withPage(async (page) => {
    await page.selectOption('#map-select', 'preset:random');
    await page.waitForSelector('#density-field:not([hidden])');
    await page.waitForFunction(() => document.querySelector('#clock').dataset.total);
    const walls = (s) => s.map.terrain.filter((t) => t === 0).length / s.map.terrain.length;
    const current = () => page.evaluate(() => document.body.dataset.saved);

    const made = [];
    for (const density of [0.1, 0.45]) {
      await setRange(page, '#density', density);
      // The save of this density, not a late one of the step before (the
      // preset's choice): a save comes a moment after its change.
      const s = await savedState(page, (t) => t.map.kind === 'cells' && Math.abs(walls(t) - density) < 0.03);
      assert.equal(s.map.kind, 'cells');
      assert.deepEqual([s.map.width, s.map.height], [70, 70]);
      assert.ok(
        Math.abs(walls(s) - density) < 0.03,
        `about ${Math.round(density * 100)}% walls: ${(walls(s) * 100).toFixed(1)}%`,
      );
      assert.equal(
        await page.textContent('#map-description'),
        `Random walls: 70×70, ${Math.round(density * 100)}% walls (seed 7).`,
      );
      assert.equal(await page.inputValue('#density'), String(density));
      made.push(s);
    }
    let prev = await current();
    await page.click('#new-seed');
    const reseeded = decodeState(await savedAfter(page, prev));
    assert.notDeepEqual(reseeded.map.terrain, made[1].map.terrain, 'a new seed, a new map');
    assert.match(
      await page.textContent('#map-description'),
      /^Random walls: 70×70, 45% walls \(seed \d+\)\.$/,
    );

    // Undo: the 45% map again, still said to be one, with its slider (they used to read "your 70×70 map", slider gone).
    prev = await current();
    await page.click('#undo');
    assert.deepEqual(decodeState(await savedAfter(page, prev)).map.terrain, made[1].map.terrain);
    assert.equal(await page.textContent('#map-description'), 'Random walls: 70×70, 45% walls (seed 7).');
    assert.equal(await page.isVisible('#density-field'), true);
    assert.equal(await page.inputValue('#density'), '0.45');
    prev = await current();
    await page.click('#undo');
    await savedAfter(page, prev);
    assert.equal(await page.textContent('#map-description'), 'Random walls: 70×70, 10% walls (seed 7).');
    assert.equal(await page.inputValue('#density'), '0.1');
    prev = await current();
    await page.click('#redo');
    await savedAfter(page, prev);
    assert.equal(await page.textContent('#map-description'), 'Random walls: 70×70, 45% walls (seed 7).');
  }));
