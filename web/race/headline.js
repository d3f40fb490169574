// The race on screen in words, for a heading: the two panels' names
// (panel.js panelLabels, in full) and what racing them shows, from what
// each search promises under its rules: a cheapest path (A*, jump point
// search and weighted A* up to w = 1 under an h that never overestimates,
// Dijkstra), one at most w times the cheapest (weighted A* above 1), the
// fewest steps (BFS), or nothing (greedy, or an h that overestimates). The
// page shows them over the race; a lesson race is described by the same
// rules as any other, so the words follow its panels when they change.
import { Algorithm, Diagonal, Heuristic } from '../lib/vocabulary.js';
import { formatNumber } from './format.js';
import { algorithmLabel, panelAlgorithm, panelLabels, panelRules } from './panel.js';

/** Whether h can overestimate under these rules: Manhattan distance counts a diagonal step as 2. */
function overestimates({ heuristic, diagonal }) {
  return heuristic === Heuristic.manhattan && diagonal !== Diagonal.never;
}

/** What a panel's search promises: 'cheapest', 'bounded' (w × the cheapest), 'steps', or 'none' (with why). */
function promise(panel) {
  const a = panelAlgorithm(panel.algorithm);
  const weight = a?.weighted ? Number(panel.weight ?? 1) : 1;
  if (a?.engine === Algorithm.greedy) return { kind: 'none', greedy: true };
  if (a?.engine === Algorithm.bfs) return { kind: 'steps' };
  if (a?.engine === Algorithm.dijkstra || weight === 0) return { kind: 'cheapest' };
  if (overestimates(panelRules(panel))) return { kind: 'none', overestimates: true };
  return weight > 1 ? { kind: 'bounded', weight } : { kind: 'cheapest' };
}

// Two searches that both find a cheapest path under the same moves: only the work differs.
function sameCost(panels, names) {
  const engines = panels.map((p) => panelAlgorithm(p.algorithm)?.engine);
  const jps = engines.indexOf(Algorithm.jps);
  if (jps >= 0 && engines[1 - jps] !== Algorithm.jps)
    return `both find a path of the same, lowest cost, but ${names[jps]} expands only jump points: it does far less work.`;
  const dijkstra = engines.indexOf(Algorithm.dijkstra);
  if (dijkstra >= 0 && engines[1 - dijkstra] !== Algorithm.dijkstra)
    return `both find a path of the same, lowest cost; ${names[dijkstra]} has no h to aim it at the goal and spreads in every direction — watch how much more it expands.`;
  const [a, b] = panels.map(panelRules);
  if (panels[0].algorithm === panels[1].algorithm && a.heuristic === b.heuristic && a.tieBreak !== b.tieBreak)
    return 'both find a path of the same, lowest cost: how they break ties changes the work, never the cost.';
  return 'both find a path of the same, lowest cost — watch which expands fewer cells.';
}

/**
 * What racing these two panels shows, as the end of the sentence "…so the
 * race compares work: ___": lower case, one sentence.
 */
function subtitle(panels, names) {
  const [p, q] = panels.map(promise);
  if (algorithmLabel(panels[0], panels[1]) === algorithmLabel(panels[1], panels[0]))
    return 'both panels run the same search, so they move in step.';
  if (p.kind === 'cheapest' && q.kind === 'cheapest') {
    const [a, b] = panels.map(panelRules);
    if (a.diagonal !== b.diagonal)
      return 'each finds the cheapest path its own moves allow, and their moves differ — watch the work and the cost.';
    return sameCost(panels, names);
  }
  const best = p.kind === 'cheapest' ? 0 : q.kind === 'cheapest' ? 1 : -1;
  if (best < 0) {
    const greedy = p.greedy ? 0 : q.greedy ? 1 : -1;
    if (greedy < 0)
      return 'neither is sure to find a cheapest path — watch the work each does and what its path costs.';
    const other = [p, q][1 - greedy];
    if (other.greedy)
      return 'both greedy searches rush for the goal by h alone, neither sure to find a cheapest path — watch the work each does and what its path costs.';
    const how =
      other.kind === 'bounded'
        ? `with a path that costs at most ${formatNumber(other.weight)}× the cheapest`
        : other.kind === 'steps'
          ? 'with the fewest steps'
          : 'led by an h that overestimates';
    return `${names[greedy]} usually gets there first, ${names[1 - greedy]} ${how} — watch the work and the cost.`;
  }
  const other = [p, q][1 - best],
    name = names[1 - best];
  if (other.greedy) return `${name} usually gets there first — watch whose path is shorter.`;
  if (other.overestimates)
    return `${name}'s h overestimates diagonal steps, so its path can cost more than the cheapest one, which ${names[best]} finds.`;
  if (other.kind === 'bounded') {
    const w = formatNumber(other.weight);
    return `${name} weighs h ${w} times as heavily, to get there sooner with a path that costs at most ${w}× the cheapest — watch what it saves and what it pays.`;
  }
  return `${name} counts steps, not costs: its path has the fewest steps, ${names[best]}'s the lowest cost — watch where they part.`;
}

/**
 * The race of two panels' settings in words: { names: the two panels'
 * full names, told apart; subtitle: what the race shows }.
 */
export function headline(panels) {
  const names = panelLabels(panels, { full: true });
  return { names, subtitle: subtitle(panels, names) };
}
