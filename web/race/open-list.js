// What a panel's open list says at this moment, as values: the columns its
// algorithm orders by, the top rows in the order the search will take them
// (from the engine's search.openList, never the whole list), and the one
// sentence that explains the next step in the terms of that list. No DOM:
// open-list-table.js draws it; the page (web/demo/open-lists.js) and the
// element (web/embed/explain.js) show it.
import { Algorithm, TieBreak } from '../lib/vocabulary.js';
import { formatCount, formatNumber } from './format.js';
import { panelLabels, searchOptions } from './panel.js';
import { detourCell } from './moments.js';
import { jumpsText } from './verdict.js';
import { blockedClause } from './unit.js';

/** Rows a table shows: the top of the list, never the whole of it. */
export const openListRows = 10;

const n1 = (v) => formatNumber(v, 1);

/**
 * The columns panel `settings` orders by, in reading order: { key, label,
 * priority (the column the list is sorted by) }. `key` names an entry field
 * (f, g, h, tie). Greedy shows h first and g beside it, which it ignores.
 */
export function openListColumns(settings) {
  const { algorithm, tieBreak = TieBreak.largerG } = searchOptions(settings);
  const arrivalTies = tieBreak !== TieBreak.largerG;
  if (algorithm === Algorithm.bfs)
    return [
      { key: 'tie', label: 'queue order', priority: true },
      { key: 'g', label: 'g' },
    ];
  if (algorithm === Algorithm.greedy)
    return [
      { key: 'h', label: 'h', priority: true },
      { key: 'g', label: 'g (ignored)' },
      ...(arrivalTies ? [{ key: 'tie', label: 'arrival', ties: true }] : []),
    ];
  if (algorithm === Algorithm.dijkstra)
    return [
      { key: 'g', label: 'g', priority: true },
      ...(arrivalTies ? [{ key: 'tie', label: 'arrival', ties: true }] : []),
    ];
  return [
    { key: 'f', label: 'f', priority: true },
    { key: 'g', label: 'g', ties: !arrivalTies },
    { key: 'h', label: 'h' },
    ...(arrivalTies ? [{ key: 'tie', label: 'arrival', ties: true }] : []),
  ];
}

/** How equal priorities are broken, as the caption says it. */
function tieText(settings) {
  const { algorithm, tieBreak: t = TieBreak.largerG } = searchOptions(settings);
  if (algorithm === Algorithm.bfs) return 'first in, first out';
  return t === TieBreak.largerG
    ? 'ties to the larger g'
    : t === TieBreak.fifo
      ? 'ties to the first in'
      : 'ties to the last in';
}

/**
 * Panel i's open list now: { label (the panel's algorithm), caption, size
 * (the whole list's; when the search is over, what was left on it, as the
 * panel's "open list" number says), done, columns, rows: [{ x, y, f, g, h,
 * tie, fresh }] (the top `k`, best first; none once the search is over) }.
 */
export function openListModel(race, i, k = openListRows) {
  const settings = race.panelSettings(i);
  const search = race.search(i);
  const label = labelsOf(race)[i];
  const rows = search.done ? [] : search.openList(k);
  const columns = openListColumns(settings);
  const sortedBy = columns.find((c) => c.priority).label;
  return {
    label,
    size: search.openSize,
    done: search.done,
    columns,
    rows,
    caption: `${label}: the cells it will take next, lowest ${sortedBy} first (${tieText(settings)}); • opened or improved by the last step`,
  };
}

/** The priority of an entry under panel `settings`, as the sentence names it. */
function priorityOf(algorithm, e) {
  switch (algorithm) {
    case Algorithm.greedy:
      return e.h;
    case Algorithm.dijkstra:
      return e.g;
    default:
      return e.f;
  }
}

function countText(last) {
  const opened = `${formatCount(last.opened)} ${last.opened === 1 ? 'cell' : 'cells'}`;
  return last.improved ? `opened ${opened} and improved ${formatCount(last.improved)}` : `opened ${opened}`;
}

/** The two panels' names, told apart (panel.js panelLabels). */
function labelsOf(race) {
  return panelLabels([race.panelSettings(0), race.panelSettings(1)]);
}

/**
 * The panel's one account of its step, in the terms of its open list:
 * which cell it takes next and why, what its last step did (the cells it
 * opened and improved), ties, and the step where a worse path commits to
 * its detour; once it is over, how it ended. `rows`: the model's rows.
 */
export function stepSentence(race, i, rows) {
  const settings = race.panelSettings(i);
  const { algorithm, weight = 1 } = searchOptions(settings);
  const search = race.search(i);
  const labels = labelsOf(race);
  const name = labels[i].charAt(0).toUpperCase() + labels[i].slice(1);
  if (search.done) {
    const r = race.result(i);
    if (r.status === 'refused') return r.refusal;
    const after = `after ${formatCount(r.expanded)} expansions${jumpsText(r)}`;
    if (r.found) return `${name} took the goal off its open list ${after}: done.`;
    if (r.status === 'start-blocked') return `${name} cannot start: ${blockedClause(r.status, race.size)}.`;
    if (r.status === 'goal-blocked') return `${name} cannot finish: ${blockedClause(r.status, race.size)}.`;
    return `${name}'s open list ran dry ${after}: no path.`;
  }
  const top = rows[0];
  if (!top) return '';
  const at = `(${top.x}, ${top.y})`;
  let text;
  switch (algorithm) {
    case Algorithm.greedy:
      text = `${name} takes ${at}: h = ${n1(top.h)} is the lowest on its open list; it does not count the ${n1(top.g)} it has already walked`;
      break;
    case Algorithm.dijkstra:
      text = `${name} takes ${at}: g = ${n1(top.g)} is the lowest on its open list; it has no h and looks in every direction`;
      break;
    case Algorithm.bfs:
      text = `${name} takes ${at}: it has waited longest in its queue (first in, first out)`;
      break;
    default: {
      const wh = weight !== 1 ? `${formatNumber(weight, 2)} × h` : 'h';
      text = `${name} takes ${at}: f = ${n1(top.f)} is the lowest on its open list (g ${n1(top.g)} + ${wh} ${n1(top.h)})`;
    }
  }
  const next = rows[1];
  const priority = (e) => priorityOf(algorithm, e);
  if (next && algorithm !== Algorithm.bfs && priority(next) === priority(top)) {
    let tied = 1;
    while (tied < rows.length && priority(rows[tied]) === priority(top)) ++tied;
    const more =
      tied === rows.length && search.openSize > rows.length
        ? `${formatCount(tied - 1)} or more`
        : formatCount(tied - 1);
    text += `, tied with ${more} (${tieText(settings)})`;
  }
  text +=
    search.expanded === 0 ? '; it is the start.' : `; its last step ${countText(search.lastExpansion)}.`;
  const leave = detourCell(race, i);
  if (leave && leave.x === top.x && leave.y === top.y) {
    text += ` Here it commits to its detour: ${at} is off ${labels[1 - i]}'s cheaper path.`;
  }
  return text;
}
