// A race panel's settings ({ algorithm, heuristic, diagonal, tieBreak,
// weight }): what a panel can run, the options web/lib's search() takes for
// it, and its name for the reader.
import { Algorithm, algorithms, byCode, defaultHeuristic, defaults } from '../lib/vocabulary.js';
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

/** "A*", "weighted A* (w = 2.5)", "greedy", … for a panel's settings. */
export function algorithmLabel(panel) {
  const a = panelAlgorithm(panel.algorithm);
  if (a?.weighted) return `${a.label} (w = ${formatNumber(Number(panel.weight ?? 1))})`;
  return a?.label ?? String(panel.algorithm);
}
