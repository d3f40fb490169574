// The comparison of a finished race: which path is worse, by how much, where
// it leaves the better one, and the sentence that says so. Every number is
// the engine's; only the sentence rounds.
import { english, roughly } from './messages.js';
import { panelLabels } from './panel.js';
import { refusalClause } from './race.js';
import { blockedClause } from './unit.js';

/**
 * ", scanning N cells in its jumps" for a result that scanned cells (jump
 * point search: each expansion is one jump point, and its jumps pass over
 * cells they never open), else "": the end of a clause, in the verdict and
 * in a panel's last sentence.
 */
export function jumpsText(result, m = english) {
  return result.scanned > 0 ? m.t('verdict.jumps', { scanned: result.scanned }) : '';
}

function sameCost(a, b) {
  return Math.abs(a - b) <= 1e-9 * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * Where the worse path leaves the better one. Both are cell-id arrays from
 * start to goal. Returns null when they are the same, else { leave (index in
 * `worse` of the last cell shared before the first departure), rejoin (index
 * in `worse` where it first comes back), off: [[from, to], …] every stretch
 * of `worse` (index ranges, inclusive, with the on-path cells at each end)
 * that runs off `better`, offCells (how many of worse's cells are off it) }.
 */
export function detour(better, worse) {
  const onBetter = new Set(better);
  let d = 0;
  while (d < better.length && d < worse.length && better[d] === worse[d]) ++d;
  if (d === worse.length && d === better.length) return null;
  const off = [];
  let offCells = 0;
  for (let j = 1; j < worse.length; ++j) {
    if (onBetter.has(worse[j])) continue;
    const from = j - 1;
    while (j < worse.length && !onBetter.has(worse[j])) {
      ++offCells;
      ++j;
    }
    off.push([from, Math.min(j, worse.length - 1)]);
  }
  const leave = Math.max(0, d - 1);
  const first = off.find(([from]) => from >= leave) ?? [leave, Math.min(worse.length - 1, leave + 1)];
  return { leave: first[0], rejoin: first[1], off, offCells };
}

/**
 * The comparison once both panels are done: which path is worse, by how much,
 * and the sentence that says it, in the language of `m`. Null while either
 * is still running. Numbers are the engine's results, unrounded; only
 * `text` rounds them.
 */
export function verdict(race, m = english) {
  const r = [race.result(0), race.result(1)];
  if (!r[0] || !r[1]) return null;
  const labels = panelLabels([race.panelSettings(0), race.panelSettings(1)], {}, m);
  const costs = race.costs;
  const cost = (x) => m.cost(x.cost, costs);
  const base = { results: r, labels, worse: null, better: null, detour: null };

  const refused = r.findIndex((x) => x.status === 'refused');
  if (refused >= 0) {
    const other = r[1 - refused];
    const text = m.t('verdict.refused', {
      name: labels[refused],
      why: refusalClause(r[refused], m),
      other: other.status === 'refused' ? 'refused' : other.found ? 'found' : 'none',
      otherName: labels[1 - refused],
      cost: other.found ? cost(other) : '',
    });
    return { ...base, text };
  }

  if (!r[0].found || !r[1].found) {
    if (!r[0].found && !r[1].found) {
      const blocked = r[0].status === 'start-blocked' || r[0].status === 'goal-blocked';
      const why = blocked ? blockedClause(r[0].status, race.size, m) : m.t('verdict.noPathJoins');
      return { ...base, text: m.t('verdict.neither', { why, left: r[0].expanded, right: r[1].expanded }) };
    }
    const lost = r[0].found ? 1 : 0;
    const text = m.t('verdict.oneLost', {
      lost: labels[lost],
      found: labels[1 - lost],
      cost: cost(r[1 - lost]),
    });
    return { ...base, text };
  }

  const [e0, e1] = [r[0].expanded, r[1].expanded];
  // Counts within 5% of each other would read "1× fewer": they are "about as many".
  const close = (a, b) => a !== b && roughly(Math.max(a, b) / Math.min(a, b)) === 1;
  if (sameCost(r[0].cost, r[1].cost)) {
    const both = cost(r[0]);
    if (e0 === e1) return { ...base, text: m.t('verdict.sameCostSameWork', { cost: both, expanded: e0 }) };
    if (close(e0, e1))
      return { ...base, text: m.t('verdict.sameCostAboutAsMany', { cost: both, left: e0, right: e1 }) };
    const s = e0 < e1 ? 0 : 1;
    const text = m.t('verdict.sameCostFewer', {
      cost: both,
      name: labels[s],
      ratio: m.ratio(Math.max(e0, e1), Math.min(e0, e1)),
      fewer: r[s].expanded,
      more: r[1 - s].expanded,
      jumps: jumpsText(r[s], m),
    });
    return { ...base, text };
  }

  const w = r[0].cost > r[1].cost ? 0 : 1,
    b = 1 - w;
  const ew = r[w].expanded,
    eb = r[b].expanded;
  const args = {
    name: labels[w],
    percent: m.percent(r[w].cost, r[b].cost),
    // The cells each path crosses, start and goal included: the tutorials count paths that way.
    costs: m.t('verdict.costs', {
      worse: cost(r[w]),
      better: cost(r[b]),
      worseCells: r[w].cells.length,
      betterCells: r[b].cells.length,
    }),
  };
  let text;
  if (ew === eb) text = m.t('verdict.worseSameWork', args);
  else if (close(ew, eb))
    text = m.t('verdict.worseAboutAsMany', { ...args, worseExpanded: ew, betterExpanded: eb });
  else if (ew < eb) text = m.t('verdict.worseFewer', { ...args, ratio: m.ratio(eb, ew) });
  else text = m.t('verdict.worseMore', { ...args, ratio: m.ratio(ew, eb) });
  return { ...base, text, worse: w, better: b, detour: detour(r[b].cells, r[w].cells) };
}
