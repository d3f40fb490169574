// The weight sweep: what weighted A* (priority g + w·h) costs and expands on
// one map as w goes from 0 (Dijkstra) through 1 (A*) to large (close to
// greedy), and greedy itself. Pure ES module (no DOM): one findPath per
// point, on a Grid (web/lib) or a RemoteGrid (web/lib/worker), so the page
// can keep it off the main thread and the element could draw it too.
import { Algorithm, defaults } from '../lib/vocabulary.js';
import { panelAlgorithm } from './panel.js';

/**
 * The weights: 0, then 31 steps of 10^(1/10) from 0.1 to 100 rounded to two
 * digits (0.1, 0.13, 0.16, 0.2, 0.25, …, 1, 1.3, …, 79, 100): even steps on
 * the chart's log axis, each a number a reader can type.
 */
export const sweepWeights = Object.freeze([
  0,
  ...Array.from({ length: 31 }, (_, k) => Number((10 ** ((k - 10) / 10)).toPrecision(2))),
]);

/**
 * The place of weight w among `sweepWeights`: its own, or the nearest on
 * the log scale (0 only for 0; above 100, 100's). A weight slider over
 * these places reaches every point of the sweep and steps through them.
 */
export function weightIndex(w) {
  if (!(w > 0)) return 0;
  let best = 1;
  for (let i = 2; i < sweepWeights.length; ++i)
    if (Math.abs(Math.log(sweepWeights[i] / w)) < Math.abs(Math.log(sweepWeights[best] / w))) best = i;
  return best;
}

/**
 * The rules a sweep runs under: a panel's (diagonal, heuristic, tie-break),
 * the race's step costs and its unit's size (1 is left out: the plain query).
 */
export function sweepRules(panel, costs = defaults.costs, size = 1) {
  return {
    diagonal: panel.diagonal ?? defaults.diagonal,
    ...(panel.heuristic ? { heuristic: panel.heuristic } : {}),
    tieBreak: panel.tieBreak ?? defaults.tieBreak,
    costs,
    ...(size > 1 ? { size } : {}),
  };
}

/**
 * The sweep's queries in order: weighted A* at each of `sweepWeights`, then
 * greedy. Each is { weight (null for greedy), greedy, options } with the
 * options findPath takes.
 */
export function sweepQueries(rules) {
  const queries = sweepWeights.map((weight) => ({
    weight,
    greedy: false,
    options: { ...rules, algorithm: Algorithm.astar, weight },
  }));
  queries.push({ weight: null, greedy: true, options: { ...rules, algorithm: Algorithm.greedy } });
  return queries;
}

/** A query and its findPath result → a point: { weight, greedy, found, cost, expanded, cells (on its path) }. */
export function sweepPoint(query, result) {
  return {
    weight: query.weight,
    greedy: query.greedy,
    found: result.found,
    cost: result.found ? result.cost : Infinity,
    expanded: result.expanded,
    cells: result.path.length,
  };
}

/**
 * Runs the sweep: `find(options)` is one findPath with those options (from
 * the map's start to its goal, on a Grid, or a RemoteGrid's promise); the
 * points come in `sweepQueries` order. `pause()` is awaited before each
 * query (the page yields to the browser there); `signal` stops the sweep.
 */
export async function runSweep(find, rules, { signal, pause } = {}) {
  const points = [];
  for (const query of sweepQueries(rules)) {
    if (pause) await pause();
    signal?.throwIfAborted();
    points.push(sweepPoint(query, await find(query.options)));
  }
  signal?.throwIfAborted();
  return points;
}

/**
 * The point a panel's settings run as: weighted A* at its w, A* at 1,
 * Dijkstra at 0, greedy as greedy; null for the others (BFS, JPS).
 */
export function panelPoint(points, panel) {
  const a = panelAlgorithm(panel.algorithm);
  let match = null;
  if (a?.weighted) match = (p) => !p.greedy && p.weight === Number(panel.weight ?? 1);
  else if (panel.algorithm === Algorithm.astar) match = (p) => p.weight === 1;
  else if (panel.algorithm === Algorithm.dijkstra) match = (p) => p.weight === 0;
  else if (panel.algorithm === Algorithm.greedy) match = (p) => p.greedy;
  return (match && points.find(match)) ?? null;
}

/**
 * Whether greedy's point differs from the largest weight's: greedy never
 * re-opens a cell by g, so it is not exactly weighted A*'s limit.
 */
export function greedyDiffers(points) {
  const greedy = points.find((p) => p.greedy);
  const last = points.filter((p) => !p.greedy).at(-1);
  return !!greedy && !!last && (greedy.cost !== last.cost || greedy.expanded !== last.expanded);
}
