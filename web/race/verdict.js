// The comparison of a finished race: which path is worse, by how much, where
// it leaves the better one, and the sentence that says so. Every number is
// the engine's; only the sentence rounds.
import { formatCost, formatCount, formatPercent, formatRatio, roughly } from './format.js';
import { panelLabels } from './panel.js';
import { blockedClause } from './unit.js';

/**
 * ", scanning N cells in its jumps" for a result that scanned cells (jump
 * point search: each expansion is one jump point, and its jumps pass over
 * cells they never open), else "".
 */
export function jumpsText(result) {
  return result.scanned > 0 ? `, scanning ${formatCount(result.scanned)} cells in its jumps` : '';
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
 * and the sentence that says it. Null while either is still running.
 * Numbers are the engine's results, unrounded; only `text` rounds them.
 */
export function verdict(race) {
  const r = [race.result(0), race.result(1)];
  if (!r[0] || !r[1]) return null;
  const labels = panelLabels([race.panelSettings(0), race.panelSettings(1)]);
  const costs = race.costs;
  const base = { results: r, labels, worse: null, better: null, detour: null };

  const refused = r.findIndex((x) => x.status === 'refused');
  if (refused >= 0) {
    const other = r[1 - refused];
    const otherText =
      other.status === 'refused'
        ? `neither does ${labels[1 - refused]}`
        : other.found
          ? `${labels[1 - refused]}'s path costs ${formatCost(other.cost, costs)}`
          : `${labels[1 - refused]} finds no path`;
    return {
      ...base,
      text: `${labels[refused]} does not race on this map (${r[refused].refusal}); ${otherText}.`,
    };
  }

  if (!r[0].found || !r[1].found) {
    if (!r[0].found && !r[1].found) {
      const blocked = r[0].status === 'start-blocked' || r[0].status === 'goal-blocked';
      const why = blocked ? blockedClause(r[0].status, race.size) : 'no path joins start and goal';
      return {
        ...base,
        text: `Neither finds a path: ${why} (${formatCount(r[0].expanded)} and ${formatCount(r[1].expanded)} expansions).`,
      };
    }
    const lost = r[0].found ? 1 : 0;
    return {
      ...base,
      text: `${labels[lost]} finds no path under its rules; ${labels[1 - lost]}'s costs ${formatCost(r[1 - lost].cost, costs)}.`,
    };
  }

  const [e0, e1] = [r[0].expanded, r[1].expanded];
  // Counts within 5% of each other would read "1× fewer": they are "about as many".
  const close = (a, b) => a !== b && roughly(Math.max(a, b) / Math.min(a, b)) === 1;
  const [n0, n1] = [formatCount(e0), formatCount(e1)];
  if (sameCost(r[0].cost, r[1].cost)) {
    const cost = formatCost(r[0].cost, costs);
    if (e0 === e1)
      return { ...base, text: `Both paths cost ${cost}, after the same number of expansions (${n0}).` };
    if (close(e0, e1))
      return { ...base, text: `Both paths cost ${cost}, after about as many expansions (${n0} and ${n1}).` };
    const s = e0 < e1 ? 0 : 1;
    const ratio = formatRatio(Math.max(e0, e1), Math.min(e0, e1));
    return {
      ...base,
      text: `Both paths cost ${cost}; ${labels[s]} expanded ${ratio}× fewer nodes (${[n0, n1][s]} vs ${[n0, n1][1 - s]})${jumpsText(r[s])}.`,
    };
  }

  const w = r[0].cost > r[1].cost ? 0 : 1,
    b = 1 - w;
  const pct = formatPercent(r[w].cost, r[b].cost);
  // The cells each path crosses, start and goal included: the tutorials count paths that way.
  const costText = `${formatCost(r[w].cost, costs)} vs ${formatCost(r[b].cost, costs)} (${formatCount(r[w].cells.length)} cells vs ${formatCount(r[b].cells.length)})`;
  const ew = r[w].expanded,
    eb = r[b].expanded;
  let text;
  if (ew === eb) text = `${labels[w]} expanded as many nodes and its path costs ${pct}% more: ${costText}.`;
  else if (close(ew, eb))
    text = `${labels[w]} expanded about as many nodes (${formatCount(ew)} vs ${formatCount(eb)}) and its path costs ${pct}% more: ${costText}.`;
  else if (ew < eb)
    text = `${labels[w]} expanded ${formatRatio(eb, ew)}× fewer nodes but its path costs ${pct}% more: ${costText}.`;
  else
    text = `${labels[w]} expanded ${formatRatio(ew, eb)}× more nodes and its path still costs ${pct}% more: ${costText}.`;
  return { ...base, text, worse: w, better: b, detour: detour(r[b].cells, r[w].cells) };
}
