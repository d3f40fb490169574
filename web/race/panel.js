// A race panel's settings ({ algorithm, heuristic, diagonal, tieBreak,
// weight }): what a panel can run, the options web/lib's search() takes for
// it, and its name for the reader: one home for panel names, which the
// page's heading, panels, sentences and verdict and the element's panels
// all use.
import {
  Algorithm,
  Heuristic,
  TieBreak,
  algorithms,
  byCode,
  defaultHeuristic,
  defaults,
  diagonals,
  entry,
  heuristics,
} from '../lib/vocabulary.js';
import { formatNumber } from './format.js';

/**
 * What a panel can run, in the menus' order: the engine's algorithms, with
 * weighted A* (A* at its panel's weight; plain A* runs at weight 1) after A*.
 * `engine`: the algorithm it searches with; `code`: its number in shared
 * links (weighted A* took 4, after the four the engine had then).
 */
export const panelAlgorithms = (() => {
  const list = byCode(algorithms).map((a) => ({ ...a, engine: a.name, weighted: false }));
  const astar = list.findIndex((a) => a.name === Algorithm.astar);
  list.splice(astar + 1, 0, {
    name: 'weighted',
    label: 'weighted A*',
    title: 'weighted A*',
    code: 4,
    uses: list[astar].uses,
    engine: Algorithm.astar,
    weighted: true,
  });
  return Object.freeze(list.map(Object.freeze));
})();

/** The panel algorithm called `name`, or undefined. */
export function panelAlgorithm(name) {
  return panelAlgorithms.find((a) => a.name === name);
}

/** A panel running `algorithm` under the engine's default rules. */
export function defaultPanel(algorithm) {
  return {
    algorithm,
    heuristic: defaultHeuristic(defaults.diagonal),
    diagonal: defaults.diagonal,
    tieBreak: defaults.tieBreak,
    weight: defaults.weight,
  };
}

/**
 * A panel's settings and the race's step costs → the options web/lib's
 * search() takes: only those its algorithm uses.
 */
export function searchOptions(panel, costs = defaults.costs) {
  const a = panelAlgorithm(panel.algorithm);
  const options = { algorithm: a?.engine ?? panel.algorithm, costs };
  if (panel.diagonal) options.diagonal = panel.diagonal;
  if (panel.heuristic && a?.uses.includes('heuristic')) options.heuristic = panel.heuristic;
  if (panel.tieBreak) options.tieBreak = panel.tieBreak;
  if (a?.uses.includes('weight')) options.weight = a.weighted ? Number(panel.weight ?? 1) : 1;
  return options;
}

/** A panel's rules, the defaults filled in: { heuristic, diagonal, tieBreak }. */
export function panelRules(panel) {
  const diagonal = panel.diagonal ?? defaults.diagonal;
  return {
    heuristic: panel.heuristic ?? defaultHeuristic(diagonal),
    diagonal,
    tieBreak: panel.tieBreak ?? defaults.tieBreak,
  };
}

// The rules in a panel's name, short: "Manhattan", "LIFO", "4 ways".
const ruleWords = {
  heuristic: (name) => (name === Heuristic.zero ? 'h = 0' : entry(heuristics, name).label),
  diagonal: (name) => entry(diagonals, name).label,
  tieBreak: (name) =>
    ({ [TieBreak.largerG]: 'larger g', [TieBreak.fifo]: 'FIFO', [TieBreak.lifo]: 'LIFO' })[name],
};

/**
 * The rules that tell `panel` from `other` when both run the same
 * algorithm, in words (["Manhattan"], ["larger g"]); none when they run
 * different ones or the same rules. Only rules the algorithm uses count
 * (BFS takes no heuristic and no ties: its queue is first in, first out).
 */
export function ruleDifferences(panel, other) {
  if (!other || other.algorithm !== panel.algorithm) return [];
  const a = panelAlgorithm(panel.algorithm);
  const mine = panelRules(panel),
    theirs = panelRules(other);
  const keys = ['heuristic', 'tieBreak', 'diagonal'].filter(
    (k) =>
      (k !== 'heuristic' || a?.uses.includes('heuristic')) &&
      (k !== 'tieBreak' || a?.engine !== Algorithm.bfs),
  );
  return keys.filter((k) => mine[k] !== theirs[k]).map((k) => ruleWords[k](mine[k]));
}

// A name and its details: "A* (Manhattan)", "weighted A* (w = 2, left)".
function named(panel, details, full) {
  const a = panelAlgorithm(panel.algorithm);
  if (a?.weighted) details = [`w = ${formatNumber(Number(panel.weight ?? 1))}`, ...details];
  const name = (full ? a?.title : a?.label) ?? String(panel.algorithm);
  return details.length ? `${name} (${details.join(', ')})` : name;
}

/**
 * A panel's name: "A*", "weighted A* (w = 2.5)", "greedy", and beside
 * `other` (the panel it races) running the same algorithm, what differs:
 * "A* (Manhattan)", "A* (LIFO)". `full`: the algorithm's full name
 * ("greedy best-first", "jump point search"), as a heading gives it.
 */
export function algorithmLabel(panel, other = null, { full = false } = {}) {
  return named(panel, ruleDifferences(panel, other), full);
}

/**
 * The two panels' names, each told from the other (algorithmLabel); the
 * same search on both sides is "A* (left)" and "A* (right)".
 */
export function panelLabels(panels, { full = false } = {}) {
  const labels = [0, 1].map((i) => algorithmLabel(panels[i], panels[1 - i], { full }));
  if (labels[0] !== labels[1]) return labels;
  return ['left', 'right'].map((side, i) => named(panels[i], [side], full));
}
