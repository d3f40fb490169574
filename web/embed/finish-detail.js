// What <path-race> reports when a race ends (the race-finish event's detail,
// the element's lastResult, the iframe's message to its parent) and when
// its step changes (the race-step event's detail): the engine's numbers as
// plain values, safe to keep and to post; the words in them (a panel's
// label, the verdict) in the element's language.
import { english } from '../race/messages.js';
import { panelLabels } from '../race/panel.js';
import { panelNames } from './frame.js';

/**
 * The race-finish event's detail: the engine's numbers of a finished race
 * as plain values. `rules`: { panels } the race ran under; `map`: { name, grid };
 * `v`: its verdict; `m`: the Messages its labels are said in.
 */
export function finishDetail(race, rules, map, v, m = english) {
  const labels = panelLabels(rules.panels, {}, m);
  const panel = (i) => {
    const r = race.result(i),
      settings = rules.panels[i];
    const { events, ...options } = race.options(i);
    return {
      algorithm: settings.algorithm,
      label: labels[i],
      options,
      found: r.found,
      status: r.status,
      cost: r.cost,
      expanded: r.expanded,
      generated: r.generated,
      reopened: r.reopened,
      peakOpen: r.peakOpen,
      scanned: r.scanned,
      ...(r.refusal ? { refusal: r.refusal } : {}),
      cardinal: r.cardinal,
      diagonal: r.diagonal,
      path: r.path.map((p) => ({ x: p.x, y: p.y })),
    };
  };
  return {
    left: panel(0),
    right: panel(1),
    verdict: v?.text ?? '',
    worse: v && v.worse !== null ? panelNames[v.worse] : null,
    map: { name: map.name, width: map.grid.width, height: map.grid.height },
    start: race.start,
    goal: race.goal,
    costs: race.costs,
    size: race.size,
  };
}

/**
 * The race-step event's detail: the step shown (the race's clock) and each
 * panel's current cell (the one its last expansion took; null before the
 * first), open-list size and cells expanded, as the engine counts them.
 */
export function stepDetail(race) {
  const panel = (i) => {
    const s = race.search(i);
    const cell = s.current;
    return { cell: cell && { x: cell.x, y: cell.y }, open: s.openSize, expanded: s.expanded };
  };
  return { step: race.clock, panels: [panel(0), panel(1)] };
}
