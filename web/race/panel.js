// A race panel's settings ({ algorithm, heuristic, diagonal, tieBreak,
// weight }): what a panel can run, the options web/lib's search() takes for
// it, and its name for the reader: one home for panel names, which the
// page's heading, panels, sentences and verdict and the element's panels
// all use.
import { Algorithm, algorithms, byCode, defaultHeuristic, defaults } from '../lib/vocabulary.js';
import { english } from './messages.js';

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

/**
 * An algorithm's name for the reader, by its panel name ('astar',
 * 'weighted', 'greedy', …): short ("greedy"), or `full` as a heading gives
 * it ("greedy best-first"). The menus and every panel name read it.
 */
export function algorithmName(name, { full = false } = {}, m = english) {
  return m.t(full ? 'panel.algorithmFull' : 'panel.algorithm', { algorithm: String(name) });
}

/**
 * A rule's name as its menu gives it: `kind` 'heuristic', 'diagonal',
 * 'tieBreak' or 'costs', `name` a web/lib name ("Manhattan", "8 ways, no
 * corner cutting", "prefer larger g", "exact: 1 and √2").
 */
export function ruleName(kind, name, m = english) {
  return m.t(`rule.${kind}`, { name });
}

// The rules in a panel's name, short: "Manhattan", "LIFO", "4 ways", "h = 0".
const ruleWords = {
  heuristic: (name, m) => m.t('rule.heuristicShort', { name }),
  diagonal: (name, m) => m.t('rule.diagonal', { name }),
  tieBreak: (name, m) => m.t('rule.tieBreakShort', { name }),
};

/**
 * The rules that tell `panel` from `other` when both run the same
 * algorithm, in words (["Manhattan"], ["larger g"]); none when they run
 * different ones or the same rules. Only rules the algorithm uses count
 * (BFS takes no heuristic and no ties: its queue is first in, first out).
 */
export function ruleDifferences(panel, other, m = english) {
  if (!other || other.algorithm !== panel.algorithm) return [];
  const a = panelAlgorithm(panel.algorithm);
  const mine = panelRules(panel),
    theirs = panelRules(other);
  const keys = ['heuristic', 'tieBreak', 'diagonal'].filter(
    (k) =>
      (k !== 'heuristic' || a?.uses.includes('heuristic')) &&
      (k !== 'tieBreak' || a?.engine !== Algorithm.bfs),
  );
  return keys.filter((k) => mine[k] !== theirs[k]).map((k) => ruleWords[k](mine[k], m));
}

// What a name carries beside the algorithm: weighted A*'s w, then `details`.
function detailList(panel, details, m) {
  const a = panelAlgorithm(panel.algorithm);
  return a?.weighted
    ? [m.t('panel.weight', { weight: m.number(Number(panel.weight ?? 1)) }), ...details]
    : details;
}

/**
 * What tells a panel's search apart beside its algorithm's name, as one
 * text: weighted A*'s weight and the rules that differ from `other`'s
 * ("w = 2.5, Manhattan"; '' when nothing does). The element's and the
 * page's panels show it beside their algorithm menus.
 */
export function panelDetails(panel, other, m = english) {
  return detailList(panel, ruleDifferences(panel, other, m), m).join(m.t('panel.detailSeparator'));
}

// A name and its details: "A* (Manhattan)", "weighted A* (w = 2, left)".
function named(panel, details, full, m) {
  const name = algorithmName(panel.algorithm, { full }, m);
  const all = detailList(panel, details, m);
  return all.length ? m.t('panel.named', { name, details: all.join(m.t('panel.detailSeparator')) }) : name;
}

/**
 * A panel's name: "A*", "weighted A* (w = 2.5)", "greedy", and beside
 * `other` (the panel it races) running the same algorithm, what differs:
 * "A* (Manhattan)", "A* (LIFO)". `full`: the algorithm's full name
 * ("greedy best-first", "jump point search"), as a heading gives it.
 */
export function algorithmLabel(panel, other = null, { full = false } = {}, m = english) {
  return named(panel, ruleDifferences(panel, other, m), full, m);
}

/**
 * The two panels' names, each told from the other (algorithmLabel); the
 * same search on both sides is "A* (left)" and "A* (right)".
 */
export function panelLabels(panels, { full = false } = {}, m = english) {
  const labels = [0, 1].map((i) => algorithmLabel(panels[i], panels[1 - i], { full }, m));
  if (labels[0] !== labels[1]) return labels;
  return ['left', 'right'].map((side, i) => named(panels[i], [m.t('panel.side', { side })], full, m));
}
