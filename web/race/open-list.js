// What a panel's open list says at this moment, as values: the columns its
// algorithm orders by, the top rows in the order the search will take them
// (from the engine's search.openList, never the whole list), and the one
// sentence that explains the next step in the terms of that list. No DOM:
// open-list-table.js draws it; the page (web/demo/open-lists.js) and the
// element (web/embed/explain.js) show it.
import { Algorithm, TieBreak } from '../lib/vocabulary.js';
import { english } from './messages.js';
import { panelLabels, searchOptions } from './panel.js';
import { detourCell } from './moments.js';
import { refusalClause } from './race.js';
import { jumpsText } from './verdict.js';
import { blockedClause } from './unit.js';

/** Rows a table shows: the top of the list, never the whole of it. */
export const openListRows = 10;

/**
 * The columns panel `settings` orders by, in reading order: { key, label,
 * priority (the column the list is sorted by) }. `key` names an entry field
 * (f, g, h, tie). Greedy shows h first and g beside it, which it ignores.
 */
export function openListColumns(settings, m = english) {
  const { algorithm, tieBreak = TieBreak.largerG } = searchOptions(settings);
  const arrivalTies = tieBreak !== TieBreak.largerG;
  const label = (column) => m.t('openList.column', { column });
  const arrival = arrivalTies ? [{ key: 'tie', label: label('arrival'), ties: true }] : [];
  if (algorithm === Algorithm.bfs)
    return [
      { key: 'tie', label: label('queue'), priority: true },
      { key: 'g', label: label('g') },
    ];
  if (algorithm === Algorithm.greedy)
    return [
      { key: 'h', label: label('h'), priority: true },
      { key: 'g', label: label('ignoredG') },
      ...arrival,
    ];
  if (algorithm === Algorithm.dijkstra) return [{ key: 'g', label: label('g'), priority: true }, ...arrival];
  return [
    { key: 'f', label: label('f'), priority: true },
    { key: 'g', label: label('g'), ties: !arrivalTies },
    { key: 'h', label: label('h') },
    ...arrival,
  ];
}

/** How equal priorities are broken, as the caption says it. */
function tieText(settings, m) {
  const { algorithm, tieBreak = TieBreak.largerG } = searchOptions(settings);
  return m.t('openList.ties', { rule: algorithm === Algorithm.bfs ? 'queue' : tieBreak });
}

/**
 * Panel i's open list now: { label (the panel's algorithm), caption, size
 * (the whole list's; when the search is over, what was left on it, as the
 * panel's "open list" number says), done, columns, rows: [{ x, y, f, g, h,
 * tie, fresh }] (the top `k`, best first; none once the search is over) }.
 */
export function openListModel(race, i, k = openListRows, m = english) {
  const settings = race.panelSettings(i);
  const search = race.search(i);
  const label = labelsOf(race, m)[i];
  const rows = search.done ? [] : search.openList(k);
  const columns = openListColumns(settings, m);
  const sortedBy = columns.find((c) => c.priority).label;
  return {
    label,
    size: search.openSize,
    done: search.done,
    columns,
    rows,
    caption: m.t('openList.caption', { name: label, column: sortedBy, ties: tieText(settings, m) }),
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

/** What the last step did: "it is the start", "its last step opened 3 cells and improved 1". */
function lastText(search, m) {
  if (search.expanded === 0) return m.t('openList.lastStart');
  const { opened, improved } = search.lastExpansion;
  return improved
    ? m.t('openList.lastOpenedImproved', { opened, improved })
    : m.t('openList.lastOpened', { opened });
}

/** The two panels' names, told apart (panel.js panelLabels). */
function labelsOf(race, m) {
  return panelLabels([race.panelSettings(0), race.panelSettings(1)], {}, m);
}

// How a finished panel's search ended, in one sentence.
function endSentence(race, i, name, m) {
  const r = race.result(i);
  if (r.status === 'refused') return m.t('openList.refused', { name, why: refusalClause(r, m) });
  const ended = { name, expanded: r.expanded, jumps: jumpsText(r, m) };
  if (r.found) return m.t('openList.found', ended);
  if (r.status === 'start-blocked')
    return m.t('openList.cannotStart', { name, why: blockedClause(r.status, race.size, m) });
  if (r.status === 'goal-blocked')
    return m.t('openList.cannotFinish', { name, why: blockedClause(r.status, race.size, m) });
  return m.t('openList.ranDry', ended);
}

const takes = {
  [Algorithm.greedy]: 'openList.takeGreedy',
  [Algorithm.dijkstra]: 'openList.takeDijkstra',
  [Algorithm.bfs]: 'openList.takeBfs',
};

/**
 * The panel's one account of its step, in the terms of its open list:
 * which cell it takes next and why, what its last step did (the cells it
 * opened and improved), ties, and the step where a worse path commits to
 * its detour; once it is over, how it ended. `rows`: the model's rows.
 */
export function stepSentence(race, i, rows, m = english) {
  const settings = race.panelSettings(i);
  const { algorithm, weight = 1 } = searchOptions(settings);
  const search = race.search(i);
  const labels = labelsOf(race, m);
  const name = labels[i];
  if (search.done) return endSentence(race, i, name, m);
  const top = rows[0];
  if (!top) return '';
  // Coordinates are positions, never grouped like counts.
  const at = { x: String(top.x), y: String(top.y) };
  const n1 = (v) => m.number(v, 1);
  const take = m.t(takes[algorithm] ?? 'openList.takeAstar', {
    name,
    ...at,
    f: n1(top.f),
    g: n1(top.g),
    h: n1(top.h),
    weighted: weight !== 1 ? 'yes' : 'no',
    weight: m.number(weight, 2),
  });
  let tied = '';
  const next = rows[1];
  const priority = (e) => priorityOf(algorithm, e);
  if (next && algorithm !== Algorithm.bfs && priority(next) === priority(top)) {
    let count = 1;
    while (count < rows.length && priority(rows[count]) === priority(top)) ++count;
    const orMore = count === rows.length && search.openSize > rows.length;
    tied = m.t('openList.tied', {
      count: count - 1,
      orMore: orMore ? 'yes' : 'no',
      ties: tieText(settings, m),
    });
  }
  const sentence = m.t('openList.step', { take, tied, last: lastText(search, m) });
  const leave = detourCell(race, i);
  if (!leave || leave.x !== top.x || leave.y !== top.y) return sentence;
  return m.t('openList.commit', { sentence, ...at, other: labels[1 - i] });
}
