// What the race says about itself (issue 26): the panels' names where both
// run the same algorithm, the heading and subtitle of every pairing and
// every lesson race (against tests/js/words-oracle.js), counts grouped in
// the reader's locale (against Intl.NumberFormat, in English and, in a
// child process, in German and French), and the weight slider's places.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { headline } from '../../web/race/headline.js';
import { racePresets } from '../../web/race/lessons.js';
import { defaultPanel, panelAlgorithms, panelLabels } from '../../web/race/panel.js';
import { sweepWeights, weightIndex } from '../../web/race/sweep.js';
import { checkSubtitle, fullName, lessonNames } from './words-oracle.js';

const lessonPanels = (race) => [race.left, race.right].map((side) => ({ ...race.options, ...side }));

test('panels running the same algorithm are named by what differs; the same search by its side', () => {
  const astar = defaultPanel('astar');
  assert.deepEqual(
    panelLabels([
      { ...astar, heuristic: 'manhattan' },
      { ...astar, heuristic: 'octile' },
    ]),
    ['A* (Manhattan)', 'A* (octile)'],
  );
  assert.deepEqual(
    panelLabels([
      { ...astar, tieBreak: 'larger-g' },
      { ...astar, tieBreak: 'lifo' },
    ]),
    ['A* (larger g)', 'A* (LIFO)'],
  );
  assert.deepEqual(
    panelLabels([
      { ...astar, diagonal: 'never', heuristic: 'manhattan' },
      { ...astar, diagonal: 'always', heuristic: 'manhattan' },
    ]),
    ['A* (4 ways)', 'A* (8 ways, cutting corners)'],
  );
  assert.deepEqual(panelLabels([astar, astar]), ['A* (left)', 'A* (right)']);
  const weighted = { ...defaultPanel('weighted'), weight: 2.5 };
  assert.deepEqual(panelLabels([weighted, { ...weighted, heuristic: 'euclidean' }]), [
    'weighted A* (w = 2.5, octile)',
    'weighted A* (w = 2.5, Euclidean)',
  ]);
  assert.deepEqual(panelLabels([weighted, weighted]), [
    'weighted A* (w = 2.5, left)',
    'weighted A* (w = 2.5, right)',
  ]);
  // Different algorithms need no more than their names; rules they do not use never count.
  assert.deepEqual(panelLabels([astar, { ...defaultPanel('greedy'), heuristic: 'manhattan' }]), [
    'A*',
    'greedy',
  ]);
  assert.deepEqual(
    panelLabels([
      { ...defaultPanel('bfs'), heuristic: 'manhattan', tieBreak: 'lifo' },
      { ...defaultPanel('bfs'), heuristic: 'octile' },
    ]),
    ['BFS (left)', 'BFS (right)'],
  );
});

test('every pairing of algorithms has a heading with both names and a subtitle that says what the race shows', () => {
  let checked = 0;
  for (const a of panelAlgorithms)
    for (const b of panelAlgorithms)
      for (const weight of [0.5, 2.5]) {
        const panels = [
          { ...defaultPanel(a.name), weight },
          { ...defaultPanel(b.name), weight },
        ];
        const { names, subtitle } = headline(panels);
        // The same search on both sides: told apart by its side.
        const side = (s) => (a.weighted ? `weighted A* (w = ${weight}, ${s})` : `${a.title} (${s})`);
        assert.deepEqual(names, a.name === b.name ? [side('left'), side('right')] : panels.map(fullName));
        checkSubtitle(panels, names, subtitle);
        ++checked;
      }
  assert.equal(checked, panelAlgorithms.length ** 2 * 2);
  // The same algorithm under different rules, and rules that change what a search promises.
  const astar = defaultPanel('astar'),
    greedy = defaultPanel('greedy');
  for (const panels of [
    [greedy, { ...greedy, heuristic: 'manhattan' }],
    [astar, { ...astar, diagonal: 'never', heuristic: 'manhattan' }],
    [astar, { ...astar, heuristic: 'euclidean' }],
    [{ ...astar, heuristic: 'manhattan' }, greedy],
    [{ ...astar, heuristic: 'manhattan' }, defaultPanel('bfs')],
    [{ ...defaultPanel('jps'), heuristic: 'manhattan' }, defaultPanel('dijkstra')],
    [
      { ...defaultPanel('weighted'), weight: 0 },
      { ...astar, heuristic: 'manhattan' },
    ],
  ]) {
    const { names, subtitle } = headline(panels);
    checkSubtitle(panels, names, subtitle);
  }
});

test('every lesson race is named by what differs, with a subtitle that fits it', () => {
  assert.deepEqual(
    racePresets.map((r) => r.id).sort(),
    Object.keys(lessonNames).sort(),
    'the oracle knows every lesson',
  );
  for (const race of racePresets) {
    const panels = lessonPanels(race);
    const { names, subtitle } = headline(panels);
    assert.deepEqual(names, lessonNames[race.id], race.id);
    checkSubtitle(panels, names, subtitle);
  }
  // The rules' own words: a heuristic that overestimates, ties that change the work only.
  const over = headline(lessonPanels(racePresets.find((r) => r.id === 'overestimate')));
  assert.match(over.subtitle, /^A\* \(Manhattan\)'s h overestimates diagonal steps/);
  const ties = headline(lessonPanels(racePresets.find((r) => r.id === 'ties')));
  assert.match(ties.subtitle, /break ties changes the work, never the cost/);
});

// format.js in a child process whose locale is `lang` (Node reads it from LANG): its counts and costs.
function formattedIn(lang, numbers) {
  const script = `import('./web/race/format.js').then((f) => console.log(JSON.stringify(${JSON.stringify(numbers)}.map((n) => [f.formatCount(n), f.formatCost(n + 0.25, 'exact')]))))`;
  return JSON.parse(
    execFileSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: new URL('../..', import.meta.url),
      env: { ...process.env, LANG: lang, LC_ALL: lang },
      encoding: 'utf8',
    }),
  );
}

test("counts are grouped and costs written in the reader's locale", () => {
  const numbers = [0, 7, 1234, 70863, 1234567];
  for (const [lang, locale] of [
    ['en_US.UTF-8', 'en-US'],
    ['de_DE.UTF-8', 'de-DE'],
    ['fr_FR.UTF-8', 'fr-FR'],
  ]) {
    const count = new Intl.NumberFormat(locale);
    const cost = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
    assert.deepEqual(
      formattedIn(lang, numbers),
      numbers.map((n) => [count.format(n), cost.format(n + 0.25)]),
      locale,
    );
  }
  // The grouping is there to see: 70863 is not printed bare in any of them.
  assert.deepEqual(
    formattedIn('de_DE.UTF-8', [70863]).map(([c]) => c),
    ['70.863'],
  );
});

test("the weight slider's places are the sweep's weights, on its log scale, and any weight has the nearest", () => {
  // 0, then 0.1 to 100 in steps of a tenth of a decade: place k > 0 is 10^((k − 11) / 10).
  sweepWeights.forEach((w, k) => {
    assert.equal(weightIndex(w), k, `w = ${w} is at its own place`);
    if (k > 0) assert.ok(Math.abs(Math.log10(w) - (k - 11) / 10) < 0.02, `place ${k} is w = ${w}`);
  });
  assert.equal(sweepWeights[weightIndex(50)], 50, 'a sweep point at w = 50 has its place');
  assert.equal(weightIndex(50), Math.round(10 * Math.log10(50)) + 11);
  assert.equal(sweepWeights[weightIndex(2.7)], 2.5, 'a weight from an old link: the nearest place');
  assert.equal(sweepWeights[weightIndex(0.01)], 0.1, 'only 0 sits at 0');
  assert.equal(weightIndex(1000), sweepWeights.length - 1, "above 100: 100's place");
});
