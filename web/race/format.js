// Numbers as the race shows them, in one place: the panels, the clock, the
// verdict, the captions, the open list, the sweep and the element's stats
// all read the same text for the same number, in the reader's locale
// (Intl.NumberFormat with the browser's language: "70,863" in English,
// "70.863" in German, "70 863" in French, and the decimal sign to match).
// The precision depends on the room: one decimal in a cell and in the
// verdict, two in the page's panels and step sentences, three in a cell's
// tooltip. Links, attributes and race-finish details keep plain numbers:
// they never come through here.
import { StepCost } from '../lib/vocabulary.js';

// One formatter per precision, made once: at most `digits` decimals, at least `fixed`.
const formats = new Map();
function numberFormat(digits, fixed = 0) {
  const key = `${digits}:${fixed}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(undefined, {
      maximumFractionDigits: digits,
      minimumFractionDigits: fixed,
    });
    formats.set(key, format);
  }
  return format;
}

/** A count (cells, expansions, steps), digits grouped: "70,863". */
export function formatCount(n) {
  return numberFormat(0).format(n);
}

/** A number as people read it: whole numbers bare, others with at most `digits` decimals. */
export function formatNumber(value, digits = 2) {
  if (value === Infinity) return '∞';
  if (!Number.isFinite(value)) return '–';
  return numberFormat(digits).format(value);
}

/** f, g or h inside a cell: whole, or one decimal; blank when infinite. */
export function formatLabel(v) {
  if (!Number.isFinite(v)) return '';
  return Number.isInteger(v) ? numberFormat(0).format(v) : numberFormat(1, 1).format(v);
}

/** A path cost for the verdict: whole numbers under classic costs, one decimal otherwise ("65.0"). */
export function formatCost(value, costs) {
  if (!Number.isFinite(value)) return '–';
  if (costs === StepCost.classic && Number.isInteger(value)) return numberFormat(0).format(value);
  return numberFormat(1, 1).format(value);
}

/** A ratio or a percentage as the verdict rounds it: whole from 10 up, one decimal below (2.3, 43). */
export function roughly(v) {
  return v >= 10 ? Math.round(v) : Math.round(v * 10) / 10;
}

/** How many times more a is than b: "2.3", "12". */
export function formatRatio(a, b) {
  return numberFormat(1).format(roughly(a / b));
}

/** How much more `worse` is than `better`, in percent: "43", "2.3". */
export function formatPercent(worse, better) {
  return numberFormat(1).format(roughly((worse / better - 1) * 100));
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
export function formatStats(search, result, costs) {
  const text = `${formatCount(search.expanded)} expanded`;
  if (result) return text + (result.found ? ` · cost ${formatCost(result.cost, costs)}` : ' · no path');
  return `${text} · ${formatCount(search.openSize)} open`;
}
