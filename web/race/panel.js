// A race panel's settings ({ algorithm, heuristic, diagonal, tieBreak,
// weight }) as the engine and the reader see them: the options web/lib's
// search() takes, and the panel's name.
import { formatNumber } from './format.js';

/** Display names of the engine's algorithms. */
export const algorithmNames = { astar: 'A*', greedy: 'greedy', dijkstra: 'Dijkstra', bfs: 'BFS' };

/**
 * A panel's settings and the race's step costs → the options web/lib's
 * search() takes. 'weighted' is A* with its weight; plain 'astar' uses weight 1.
 */
export function searchOptions(panel, costs = 'exact') {
  const algorithm = panel.algorithm === 'weighted' ? 'astar' : panel.algorithm;
  const options = { algorithm, costs };
  if (panel.diagonal) options.diagonal = panel.diagonal;
  if (panel.heuristic && (algorithm === 'astar' || algorithm === 'greedy'))
    options.heuristic = panel.heuristic;
  if (panel.tieBreak) options.tieBreak = panel.tieBreak;
  if (algorithm === 'astar') options.weight = panel.algorithm === 'weighted' ? Number(panel.weight ?? 1) : 1;
  return options;
}

/** "A*", "weighted A* (w = 2.5)", "greedy", … for a panel's settings. */
export function algorithmLabel(panel) {
  if (panel.algorithm === 'weighted') return `weighted A* (w = ${formatNumber(Number(panel.weight ?? 1))})`;
  return algorithmNames[panel.algorithm] ?? String(panel.algorithm);
}
