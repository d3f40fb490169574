// What a race's heading and subtitle must say, worked out here from what
// each search is (docs and vocabulary, not web/race/headline.js): which
// searches are sure to find a cheapest path, which one is bounded by its
// weight, which counts steps. Shared by tests/js/race-words.test.js (every
// pairing in Node) and tests/e2e/wording.test.js (the page shows it).
import assert from 'node:assert/strict';
import { algorithms, defaults } from '../../web/lib/vocabulary.js';

/** A panel's full name as a heading gives it, where both panels run different searches. */
export function fullName(panel) {
  if (panel.algorithm === 'weighted') return `weighted A* (w = ${panel.weight})`;
  return algorithms.find((a) => a.name === panel.algorithm).title;
}

// What a search promises. A* and jump point search find a cheapest path
// when h never overestimates; Manhattan distance does on 8-connected maps
// (it counts a diagonal step, which costs √2, as 2). Weighted A* finds one
// up to w = 1 and a path at most w times the cheapest above it; at w = 0 it
// is Dijkstra. Greedy promises nothing; BFS the fewest steps.
function promise(panel) {
  const diagonal = panel.diagonal ?? defaults.diagonal;
  const heuristic = panel.heuristic ?? (diagonal === 'never' ? 'manhattan' : 'octile');
  const weight = panel.algorithm === 'weighted' ? panel.weight : 1;
  if (panel.algorithm === 'greedy') return 'greedy';
  if (panel.algorithm === 'bfs') return 'steps';
  if (panel.algorithm === 'dijkstra' || weight === 0) return 'cheapest';
  if (heuristic === 'manhattan' && diagonal !== 'never') return 'overestimates';
  return weight > 1 ? 'bounded' : 'cheapest';
}

/**
 * Checks that `subtitle` says what racing `panels` shows, under the names
 * `names` (the heading's): nothing it cannot promise, and the point of
 * each kind of race.
 */
export function checkSubtitle(panels, names, subtitle) {
  const what = `${names.join(' vs ')}: "${subtitle}"`;
  // It ends the tagline's sentence ("…so the race compares work: ___."): no capital to start it.
  assert.match(subtitle, /\.$/, what);
  assert.doesNotMatch(subtitle, /^(Both|Neither|Each|The) /, what);
  const [p, q] = panels.map(promise);
  const kinds = [p, q];
  const same = JSON.stringify(panels[0]) === JSON.stringify(panels[1]);
  if (same) {
    assert.match(subtitle, /same search/, what);
    return;
  }
  assert.equal(
    subtitle.includes('greedy'),
    kinds.includes('greedy'),
    `greedy is named iff it races: ${what}`,
  );
  const cheapest = kinds.filter((k) => k === 'cheapest').length;
  const sameMoves = (panels[0].diagonal ?? defaults.diagonal) === (panels[1].diagonal ?? defaults.diagonal);
  assert.equal(
    subtitle.includes('same, lowest cost'),
    cheapest === 2 && sameMoves,
    `the same cost is promised iff both find a cheapest path with the same moves: ${what}`,
  );
  const jps = panels.map((x) => x.algorithm === 'jps');
  if (cheapest === 2 && sameMoves && jps[0] !== jps[1])
    assert.match(subtitle, /jump point search expands only jump points: it does far less work/, what);
  if (cheapest === 1) {
    const other = 1 - kinds.indexOf('cheapest');
    const name = names[other];
    if (kinds[other] === 'greedy') assert.match(subtitle, /watch whose path is shorter/, what);
    if (kinds[other] === 'overestimates') assert.ok(subtitle.startsWith(`${name}'s h overestimates`), what);
    if (kinds[other] === 'bounded')
      assert.ok(subtitle.includes(`at most ${panels[other].weight}× the cheapest`), what);
    if (kinds[other] === 'steps') assert.ok(subtitle.startsWith(`${name} counts steps, not costs`), what);
  }
  if (cheapest === 0) assert.doesNotMatch(subtitle, /lowest cost|is a cheapest/, what);
}

/** The lesson races' headings, as issue 26 asks for them: the same algorithm is told apart by what differs. */
export const lessonNames = {
  'greedy-story': ['A*', 'greedy best-first'],
  overestimate: ['A* (octile)', 'A* (Manhattan)'],
  ties: ['A* (larger g)', 'A* (LIFO)'],
  'astar-vs-jps': ['A*', 'jump point search'],
};
