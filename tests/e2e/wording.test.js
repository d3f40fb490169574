// The page says exactly what it shows (issue 26), in Chromium: the heading
// and subtitle of every pairing of algorithms and every lesson race
// (against tests/js/words-oracle.js), panels that run the same algorithm
// named by what differs on the page and in the element, one account of the
// step per panel (the cell the engine, run here in Node, takes next),
// counts grouped in the reader's locale (Intl.NumberFormat computed here,
// in English, German and French) while links and race-finish keep plain
// numbers, and the weight slider on the sweep's scale (a sweep point at
// w = 50 puts it at 50). Screenshots at 1280 and 390 px (the lessons' are
// lesson-races.test.js's).
import assert from 'node:assert/strict';
import { before, test } from 'node:test';
import { Grid, init } from '../../web/lib/node.js';
import '../../web/lib/search.js';
import { decodeState, encodeState } from '../../web/demo/state-codec.js';
import { defaultState } from '../../web/demo/state.js';
import { racePresets } from '../../web/race/lessons.js';
import { presetById } from '../../web/race/maps.js';
import { defaultPanel, panelAlgorithms } from '../../web/race/panel.js';
import { checkSubtitle, fullName, lessonNames } from '../js/words-oracle.js';
import {
  closePage,
  desktopAndPhone,
  engine,
  finish,
  finishes,
  frames,
  hostPage,
  movingAIEntry,
  noMapsReason,
  noProblems,
  numbers,
  openPage,
  presetGrid,
  saved,
  savedAfter,
  savedState,
  setWeight,
  useBrowser,
  verdict,
  weightPlace,
  patience,
} from './support.js';

const browser = useBrowser();
before(() => init());

/** What the page's heading says: both names, and the subtitle. */
function heading(page) {
  return page.evaluate(() => ({
    names: [
      document.querySelector('#heading-left').textContent,
      document.querySelector('#heading-right').textContent,
    ],
    subtitle: document.querySelector('#subtitle-race').textContent,
  }));
}

test('every pairing of algorithms: the heading names both, the subtitle says what the race shows', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  // Before any choice, the page's first words are the default race's.
  const first = await heading(page);
  assert.deepEqual(first.names, ['A*', 'greedy best-first']);
  checkSubtitle([defaultPanel('astar'), defaultPanel('greedy')], first.names, first.subtitle);
  let checked = 0;
  for (const a of panelAlgorithms)
    for (const b of panelAlgorithms) {
      await page.selectOption('#panel-left .algorithm', a.name);
      await page.selectOption('#panel-right .algorithm', b.name);
      const panels = [
        { ...defaultPanel(a.name), weight: 1 },
        { ...defaultPanel(b.name), weight: 1 },
      ];
      for (const [i, p] of panels.entries())
        if (p.algorithm === 'weighted') {
          p.weight = i === 0 ? 2.5 : 0.5;
          await setWeight(page, i === 0 ? '#panel-left' : '#panel-right', p.weight);
        }
      const shown = await heading(page);
      const same = JSON.stringify(panels[0]) === JSON.stringify(panels[1]);
      const expected = same
        ? ['left', 'right'].map((side) => `${fullName(panels[0])} (${side})`)
        : panels.map(fullName);
      assert.deepEqual(shown.names, expected, `${a.name} vs ${b.name}`);
      checkSubtitle(panels, shown.names, shown.subtitle);
      ++checked;
    }
  assert.equal(checked, panelAlgorithms.length ** 2);
  noProblems(page);
  await closePage(page);
});

test('every lesson race: its heading and subtitle, and what differs named in panels, sentences and verdict', async (t) => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  for (const race of racePresets) {
    if (race.movingai && !movingAIEntry(race.movingai)) {
      t.diagnostic(`${race.id} not checked: ${noMapsReason(race.movingai)}`);
      continue;
    }
    let link = await saved(page);
    await page.selectOption('#map-select', `race:${race.id}`);
    const names = lessonNames[race.id];
    // The lesson is on screen once the page has saved it.
    const ours = (m) => (race.movingai ? m.name === race.movingai : m.id === race.id);
    do link = await savedAfter(page, link);
    while (!ours(decodeState(link).map));
    const shown = await heading(page);
    assert.deepEqual(shown.names, names, race.id);
    const panels = [race.left, race.right].map((side) => ({ ...race.options, ...side }));
    checkSubtitle(panels, names, shown.subtitle);
    await finish(page);
    const said = await page.evaluate(() =>
      [...document.querySelectorAll('.panel')].map((p) => ({
        title: p.querySelector('h2').textContent,
        detail: p.querySelector('[data-role="detail"]').hidden
          ? ''
          : p.querySelector('[data-role="detail"]').textContent,
        sentence: p.querySelector('[data-role="sentence"]').textContent,
        openList: p.querySelector('.pr-open-list table').getAttribute('aria-label'),
      })),
    );
    const v = await verdict(page);
    const short = names.map((n) =>
      n.replace('greedy best-first', 'greedy').replace('jump point search', 'JPS'),
    );
    said.forEach((s, i) => {
      assert.equal(s.title, `${i === 0 ? 'Left' : 'Right'}: ${short[i]}`, race.id);
      assert.ok(s.sentence.startsWith(`${short[i].replace(/^greedy/, 'Greedy')} took the goal`), s.sentence);
      assert.equal(s.openList, `${short[i]} open list`);
    });
    if (race.left.algorithm === race.right.algorithm) {
      // Beside each menu (both say A*), what differs; the verdict names the panels the same way.
      assert.deepEqual(
        said.map((s) => s.detail),
        names.map((n) => /\((.*)\)$/.exec(n)[1]),
      );
      assert.ok(
        short.some((n) => v.text.includes(n)),
        v.text,
      );
      assert.doesNotMatch(v.text, /\((left|right)\)/);
    } else
      assert.deepEqual(
        said.map((s) => s.detail),
        ['', ''],
      );
  }
  noProblems(page);
  await closePage(page);
});

test('the element names panels that run the same algorithm by what differs, with or without its menus', async () => {
  const page = await hostPage(
    browser,
    '<script type="module" src="../path-race.js"></script>' +
      '<path-race id="a" map="overestimate" left="astar" right="astar" heuristic="octile,manhattan" speed="max"></path-race>' +
      '<path-race id="b" map="ties" left="astar" right="astar" tie-break="larger-g,lifo" controls="full" speed="max"></path-race>',
  );
  const got = await finishes(page, ['a', 'b']);
  const inside = await page.evaluate(() =>
    ['a', 'b'].map((id) => {
      const root = document.getElementById(id).shadowRoot;
      return {
        names: [...root.querySelectorAll('.pr-name')].map((n) => (n.hidden ? '' : n.textContent)),
        groups: [...root.querySelectorAll('.pr-panel')].map((p) => p.getAttribute('aria-label')),
        verdict: root.querySelector('.pr-verdict').textContent,
      };
    }),
  );
  assert.deepEqual(inside[0].names, lessonNames.overestimate);
  assert.deepEqual(inside[0].groups, ['left: A* (octile)', 'right: A* (Manhattan)']);
  assert.match(inside[0].verdict, /^A\* \(Manhattan\) expanded/);
  // With its menus, each select says A*; beside it, what differs.
  assert.deepEqual(inside[1].names, ['larger g', 'LIFO']);
  assert.deepEqual(inside[1].groups, ['left: A* (larger g)', 'right: A* (LIFO)']);
  assert.match(inside[1].verdict, /A\* \(LIFO\) expanded/);
  assert.deepEqual(
    [got.a.left.label, got.a.right.label, got.b.left.label, got.b.right.label],
    [...lessonNames.overestimate, ...lessonNames.ties],
  );
  noProblems(page);
  await page.context().close();
});

test('one account of the step per panel: the cell the engine takes next, and what its last step opened', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  for (let k = 0; k < 5; ++k) await page.click('#step');
  await frames(page);
  const state = decodeState(await saved(page));
  const map = presetById(state.map.id).make();
  const grid = Grid.fromArray(map.width, map.height, map.terrain);
  const panels = await page.evaluate(() =>
    [...document.querySelectorAll('.panel')].map((p) => {
      // The panel's words, apart from its map (and tooltip) and its open-list table.
      const words = [...p.querySelectorAll('p, dl')]
        .filter((e) => !e.closest('.canvas-host, .open-list-host') && e.textContent.trim() !== '')
        .map((e) => e.textContent);
      return { words, accounts: p.querySelectorAll('[aria-live="polite"]').length };
    }),
  );
  try {
    for (const [i, algorithm] of ['astar', 'greedy'].entries()) {
      const search = grid.search(state.start, state.goal, { algorithm });
      search.step(5);
      const next = search.openList(1)[0];
      const opened = search.lastExpansion.opened;
      search.dispose();
      const { words, accounts } = panels[i];
      assert.equal(accounts, 1, 'one live account of the step');
      const cells = words.join(' ').match(/\(\d+, \d+\)/g);
      assert.deepEqual(
        cells,
        [`(${next.x}, ${next.y})`],
        `one cell named, the next one: ${words.join(' | ')}`,
      );
      const sentence = words.find((w) => w.includes('takes'));
      assert.ok(sentence.includes(`its last step opened ${opened} cell`), sentence);
    }
  } finally {
    grid.dispose();
  }
  assert.equal(await page.locator('[data-role="caption"]').count(), 0, 'no second caption');
  await desktopAndPhone(page, 'wording-step-account');
  noProblems(page);
  await closePage(page);
});

for (const locale of ['en-US', 'de-DE', 'fr-FR']) {
  test(`counts are grouped for a ${locale} reader everywhere; the link keeps plain numbers`, async () => {
    const map = presetById('random').make();
    const state = {
      ...defaultState(),
      map: { kind: 'preset', id: 'random', seed: presetById('random').defaultSeed },
      start: map.start,
      goal: map.goal,
      left: { ...defaultState().left, algorithm: 'dijkstra' },
      right: { ...defaultState().right, algorithm: 'astar' },
    };
    const page = await openPage(browser, { hash: encodeState(state), reducedMotion: 'reduce', locale });
    await finish(page);
    await page.waitForSelector('#sweep-chart[data-state="done"]', { timeout: patience });
    const count = (n) => new Intl.NumberFormat(locale).format(n);
    const [d, a] = ['dijkstra', 'astar'].map((algorithm) =>
      engine(presetGrid('random'), map.start, map.goal, { algorithm }),
    );
    assert.ok(d.expanded >= 1000 && a.expanded >= 1000, `counts to group: ${d.expanded}, ${a.expanded}`);
    const [left, right] = await numbers(page);
    assert.equal(left.expanded.text, count(d.expanded));
    assert.equal(right.expanded.text, count(a.expanded));
    assert.equal(left.open.text, count(left.open.value));
    assert.equal(
      await page.textContent('#clock-out'),
      `${count(d.expanded)} / ${count(d.expanded)} expansions`,
    );
    assert.equal(
      await page.getAttribute('#clock', 'aria-valuetext'),
      `${count(d.expanded)} expansions of ${count(d.expanded)}`,
    );
    const v = await verdict(page);
    assert.ok(v.text.includes(`(${count(a.expanded)} vs ${count(d.expanded)})`), v.text);
    const sentence = await page.textContent('#panel-left [data-role="sentence"]');
    assert.equal(
      sentence,
      `Dijkstra took the goal off its open list after ${count(d.expanded)} expansions: done.`,
    );
    const summary = await page.textContent('#panel-left .pr-open-list summary');
    assert.ok(summary.startsWith(`Open list: ${count(left.open.value)} cells left`), summary);
    // The sweep's cells-expanded axis: its largest count, grouped.
    const axis = await page.$$eval('#sweep-chart .pr-sweep-expanded .pr-sweep-value', (t) =>
      t.map((x) => x.textContent),
    );
    const most = Math.max(
      ...(await page.$$eval('#sweep-chart .pr-sweep-point', (c) => c.map((x) => Number(x.dataset.expanded)))),
    );
    assert.ok(most >= 1000 && axis.includes(count(most)), `${axis} has ${count(most)}`);
    // Weighted A* at 2.5: its weight in the reader's way on the page, plain in the link.
    await page.selectOption('#panel-right .algorithm', 'weighted');
    await setWeight(page, '#panel-right', 2.5);
    // The save of this weight, not a late one of the algorithm's choice.
    const link = await savedState(page, (t) => t.right.weight === 2.5);
    assert.equal(link.right.weight, 2.5);
    const w = new Intl.NumberFormat(locale).format(2.5);
    assert.equal(await page.textContent('#panel-right .weight-out'), w);
    assert.equal(await page.textContent('#heading-right'), `weighted A* (w = ${w})`);
    if (locale === 'de-DE') await desktopAndPhone(page, 'wording-numbers-de-DE');
    noProblems(page);
    await closePage(page);
  });
}

test("in a German reader's element: stats and clock grouped, race-finish in plain numbers", async () => {
  const page = await hostPage(
    browser,
    '<script type="module" src="../path-race.js"></script>' +
      '<path-race id="r" map="random" left="dijkstra" right="astar" speed="max" controls="full"></path-race>',
    { locale: 'de-DE' },
  );
  const { r } = await finishes(page, ['r']);
  const map = presetById('random').make();
  const d = engine(presetGrid('random'), map.start, map.goal, { algorithm: 'dijkstra' });
  assert.ok(d.expanded >= 1000, `a count to group: ${d.expanded}`);
  assert.equal(r.left.expanded, d.expanded, 'race-finish holds the number itself');
  const count = (n) => new Intl.NumberFormat('de-DE').format(n);
  const inside = await page.evaluate(() => {
    const root = document.getElementById('r').shadowRoot;
    return {
      stats: root.querySelector('[data-panel="left"] .pr-stats').textContent,
      readout: root.querySelector('.pr-readout').textContent,
    };
  });
  assert.ok(inside.stats.startsWith(`${count(d.expanded)} expanded · cost `), inside.stats);
  assert.equal(inside.readout, `${count(d.expanded)} / ${count(d.expanded)} expansions`);
  noProblems(page);
  await page.context().close();
});

test('the weight slider reaches the sweep: a point at w = 50 puts it at 50, keys step through the sweep, old links keep their weight', async () => {
  const page = await openPage(browser, { reducedMotion: 'reduce' });
  await page.waitForSelector('#sweep-chart[data-state="done"]', { timeout: patience });
  const weights = await page.$$eval('#sweep-chart .pr-sweep-point', (c) =>
    c.map((x) => x.dataset.weight).filter((w) => w !== 'greedy'),
  );
  assert.equal(weights.at(-1), '100', 'the sweep reaches 100');
  await page.click('#sweep-chart .pr-sweep-point[data-weight="50"]');
  await page.waitForFunction(() => document.querySelector('#panel-right .weight-out').textContent === '50');
  const slider = await page.evaluate(() => {
    const s = document.querySelector('#panel-right .weight-input');
    return {
      value: Number(s.value),
      max: Number(s.max),
      min: Number(s.min),
      text: s.getAttribute('aria-valuetext'),
    };
  });
  // The slider's places are the sweep's weights: 50 is its place, not the end (100's).
  assert.deepEqual(slider, {
    value: weightPlace(50),
    max: weights.length - 1,
    min: 0,
    text: '50: near greedy',
  });
  assert.ok(slider.value < slider.max, 'the slider is not pinned at its end');
  await desktopAndPhone(page, 'wording-weight-50');
  // Keys step through the sweep's weights, each said in words.
  await page.focus('#panel-right .weight-input');
  await page.keyboard.press('ArrowRight');
  await page.waitForFunction(() => document.querySelector('#panel-right .weight-out').textContent === '63');
  assert.equal(await page.getAttribute('#panel-right .weight-input', 'aria-valuetext'), '63: near greedy');
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('#panel-right .weight-out').textContent === '100');
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('#panel-right .weight-out').textContent === '0');
  assert.equal(await page.getAttribute('#panel-right .weight-input', 'aria-valuetext'), '0: Dijkstra');
  noProblems(page);
  await closePage(page);

  // A link from before, with a weight between two of the slider's places: the same race.
  const state = { ...defaultState(), right: { ...defaultState().right, algorithm: 'weighted', weight: 2.7 } };
  const old = await openPage(browser, { hash: encodeState(state), reducedMotion: 'reduce' });
  assert.equal(await old.textContent('#panel-right .weight-out'), '2.7');
  assert.equal(await old.inputValue('#panel-right .weight-input'), String(weightPlace(2.7)));
  assert.equal(await old.textContent('#heading-right'), 'weighted A* (w = 2.7)');
  assert.equal(decodeState(await saved(old)).right.weight, 2.7, 'showing it changes nothing');
  await finish(old);
  const map = presetById(state.map.id).make();
  const r = engine(presetGrid(state.map.id), map.start, map.goal, { algorithm: 'astar', weight: 2.7 });
  assert.equal((await verdict(old)).expanded[1], r.expanded);
  noProblems(old);
  await closePage(old);
});
