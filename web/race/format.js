// Numbers as the race shows them, in one place: the panels, the clock, the
// verdict, the captions, the open list, the sweep and the element's stats
// all read the same text for the same number. The formatting itself is the
// Messages' (messages.js): these helpers take a Messages last and default
// to English, which writes numbers in the reader's own locale ("70,863" in
// English, "70.863" in German, "70 863" in French). The precision depends
// on the room: one decimal in a cell and in the verdict, two in the page's
// panels and step sentences, three in a cell's tooltip. Links, attributes
// and race-finish details keep plain numbers: they never come through here.
import { english, roughly } from './messages.js';

export { roughly };

/** A count (cells, expansions, steps), digits grouped: "70,863". */
export function formatCount(n, m = english) {
  return m.count(n);
}

/** A number as people read it: whole numbers bare, others with at most `digits` decimals. */
export function formatNumber(value, digits = 2, m = english) {
  return m.number(value, digits);
}

/** A path cost for the verdict: whole numbers under classic costs, one decimal otherwise ("65.0"). */
export function formatCost(value, costs, m = english) {
  return m.cost(value, costs);
}

/** How many times more a is than b: "2.3", "12". */
export function formatRatio(a, b, m = english) {
  return m.ratio(a, b);
}

/** How much more `worse` is than `better`, in percent: "43", "2.3". */
export function formatPercent(worse, better, m = english) {
  return m.percent(worse, better);
}

/** Text from outside (an attribute, a URL, a name) quoted for a message: flat, cut when long, shown as text only. */
export function quote(text) {
  const flat = String(text).replace(/\s+/g, ' ').trim();
  return `“${flat.length > 80 ? `${flat.slice(0, 79)}…` : flat}”`;
}

/**
 * A panel's numbers in one line, as the element's header and a figure's
 * caption give them: its cells expanded, then its path's cost once done
 * (`result`: the engine's, or null while it runs), or its open list's size until then.
 */
export function formatStats(search, result, costs, m = english) {
  const expanded = search.expanded;
  if (!result) return m.t('stats.running', { expanded, open: search.openSize });
  if (!result.found) return m.t('stats.noPath', { expanded });
  return m.t('stats.found', { expanded, cost: m.cost(result.cost, costs) });
}
