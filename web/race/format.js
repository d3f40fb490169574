// Numbers as the race shows them, in one place: the panels, the verdict, the
// element's stats and the examples page's sentences all read the same text
// for the same number. The precision depends on the room: one decimal in a
// cell and in the verdict, two in the page's panels and step captions,
// three in a cell's tooltip.
import { StepCost } from '../lib/vocabulary.js';

/** A number as people read it: whole numbers bare, others with at most `digits` decimals. */
export function formatNumber(value, digits = 2) {
  if (value === Infinity) return '∞';
  if (!Number.isFinite(value)) return '–';
  if (Number.isInteger(value)) return String(value);
  return String(Number(value.toFixed(digits)));
}

/** f, g or h inside a cell: whole, or one decimal; blank when infinite. */
export function formatLabel(v) {
  if (!Number.isFinite(v)) return '';
  return Number.isInteger(v) ? String(v) : v.toFixed(1);
}

/** A path cost for the verdict: whole numbers under classic costs, one decimal otherwise ("65.0"). */
export function formatCost(value, costs) {
  if (!Number.isFinite(value)) return '–';
  if (costs === StepCost.classic && Number.isInteger(value)) return String(value);
  return value.toFixed(1);
}

// Ratios and percentages: whole from 10 up, one decimal below ("2.3", "43").
function roughly(v) {
  return v >= 10 ? String(Math.round(v)) : String(Math.round(v * 10) / 10);
}

/** How many times more a is than b: "2.3", "12". */
export function formatRatio(a, b) {
  return roughly(a / b);
}

/** How much more `worse` is than `better`, in percent: "43", "2.3". */
export function formatPercent(worse, better) {
  return roughly((worse / better - 1) * 100);
}

/** Text from outside (an attribute, a URL, a name) quoted for a message: flat, cut when long, shown as text only. */
export function quote(text) {
  const flat = String(text).replace(/\s+/g, ' ').trim();
  return `“${flat.length > 80 ? `${flat.slice(0, 79)}…` : flat}”`;
}
