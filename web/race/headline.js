// The race on screen in words, for a heading: the two panels' names
// (panel.js panelLabels, in full) and what racing them shows, from what
// each search promises under its rules: a cheapest path (A*, jump point
// search and weighted A* up to w = 1 under an h that never overestimates,
// Dijkstra), one at most w times the cheapest (weighted A* above 1), the
// fewest steps (BFS), or nothing (greedy, or an h that overestimates). The
// page shows them over the race; a lesson race is described by the same
// rules as any other, so the words follow its panels when they change.
import { Algorithm, Diagonal, Heuristic } from '../lib/vocabulary.js';
import { english } from './messages.js';
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
function sameCost(panels, names, m) {
  const engines = panels.map((p) => panelAlgorithm(p.algorithm)?.engine);
  const jps = engines.indexOf(Algorithm.jps);
  if (jps >= 0 && engines[1 - jps] !== Algorithm.jps) return m.t('headline.jumpPoints', { jps: names[jps] });
  const dijkstra = engines.indexOf(Algorithm.dijkstra);
  if (dijkstra >= 0 && engines[1 - dijkstra] !== Algorithm.dijkstra)
    return m.t('headline.noH', { dijkstra: names[dijkstra] });
  const [a, b] = panels.map(panelRules);
  if (panels[0].algorithm === panels[1].algorithm && a.heuristic === b.heuristic && a.tieBreak !== b.tieBreak)
    return m.t('headline.ties');
  return m.t('headline.sameCost');
}

/**
 * What racing these two panels shows, as the end of the sentence "…so the
 * race compares work: ___": lower case, one sentence.
 */
function subtitle(panels, names, m) {
  const [p, q] = panels.map(promise);
  if (algorithmLabel(panels[0], panels[1]) === algorithmLabel(panels[1], panels[0]))
    return m.t('headline.sameSearch');
  if (p.kind === 'cheapest' && q.kind === 'cheapest') {
    const [a, b] = panels.map(panelRules);
    if (a.diagonal !== b.diagonal) return m.t('headline.movesDiffer');
    return sameCost(panels, names, m);
  }
  const best = p.kind === 'cheapest' ? 0 : q.kind === 'cheapest' ? 1 : -1;
  if (best < 0) {
    const greedy = p.greedy ? 0 : q.greedy ? 1 : -1;
    if (greedy < 0) return m.t('headline.neitherCheapest');
    const other = [p, q][1 - greedy];
    if (other.greedy) return m.t('headline.bothGreedy');
    return m.t('headline.greedyAndOther', {
      greedy: names[greedy],
      other: names[1 - greedy],
      how: other.kind === 'bounded' || other.kind === 'steps' ? other.kind : 'overestimates',
      weight: other.kind === 'bounded' ? m.number(other.weight) : '',
    });
  }
  const other = [p, q][1 - best],
    name = names[1 - best];
  if (other.greedy) return m.t('headline.greedy', { name });
  if (other.overestimates) return m.t('headline.overestimates', { name, best: names[best] });
  if (other.kind === 'bounded') return m.t('headline.bounded', { name, weight: m.number(other.weight) });
  return m.t('headline.steps', { name, best: names[best] });
}

/**
 * The race of two panels' settings in words: { names: the two panels'
 * full names, told apart; subtitle: what the race shows }.
 */
export function headline(panels, m = english) {
  const names = panelLabels(panels, { full: true }, m);
  return { names, subtitle: subtitle(panels, names, m) };
}
