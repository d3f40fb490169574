// Each attribute's text (an attribute's or an iframe URL parameter's) read
// into its value, or an Error whose message says, for the reader, what is
// wrong with it, in the language of the Messages each function takes last
// (English by default). attributes.js reads them all into an element's
// settings. No DOM: runs in browsers and in Node.
import './element-messages.js';
import { limits } from '../lib/vocabulary.js';
import { quote } from '../race/format.js';
import { english } from '../race/messages.js';
import { movingAIName } from '../race/map-source.js';
import { presetById } from '../race/maps.js';

const { maxWeight, maxUnitSize } = limits;
const rowText = /^[.#1-9]+$/;
const lengthText = /^(\d{1,5}(?:\.\d+)?)(px|em|rem|vh|svh|lvh|dvh|lh)?$/;

// The words an attribute takes, "none, minimal or full"; English without
// the serial comma, as these sentences have always written them.
function orList(items, m) {
  return new Intl.ListFormat(m.lang === 'en' ? 'en-GB' : m.lang, { type: 'disjunction' }).format(items);
}

/**
 * The map an attribute names: { kind: 'preset', id, seed? } | { kind: 'movingai', name }
 * | { kind: 'rows', rows } | { kind: 'url', href }. `base` resolves relative
 * .map URLs (the host page's address). Throws an Error whose message is for
 * the reader.
 */
export function parseMap(text, base, m = english) {
  const t = text.trim();
  if (/\.map$/i.test(t) && !/[\r\n]/.test(t)) {
    let url;
    try {
      url = new URL(t, base);
    } catch {
      throw new Error(m.t('element.bad.mapUrl', { text: quote(t) }));
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error(m.t('element.bad.mapScheme', { text: quote(t) }));
    return { kind: 'url', href: url.href };
  }
  if (t.includes('/') || /[\r\n]/.test(t) || rowText.test(t)) {
    // Whether they make a map is the engine's to say, when the race loads them (race/map-source.js).
    // Split, then trim: blanks on both sides of a separator in one pattern backtrack quadratically.
    return {
      kind: 'rows',
      rows: t
        .split(/[/\r\n]+/)
        .map((row) => row.trim())
        .filter(Boolean),
    };
  }
  if (presetById(t)) return { kind: 'preset', id: t };
  if (movingAIName.test(t)) return { kind: 'movingai', name: t };
  throw new Error(m.t('element.bad.map', { text: quote(t) }));
}

/** "x,y" (or "x y", "(x, y)") → {x, y}, whole numbers from 0. */
export function parsePoint(text, what, m = english) {
  // Trimmed first, and one pattern per separator, so a long run of blanks is read in linear time.
  const cell = /^\(?\s*(\d{1,4})(?:\s*,\s*|\s+)(\d{1,4})\s*\)?$/.exec(text.trim());
  if (!cell) throw new Error(m.t('element.bad.point', { what, text: quote(text) }));
  return { x: Number(cell[1]), y: Number(cell[2]) };
}

/** [left, right]: one value for both panels, or two separated by a comma or spaces, each read by `parseOne`. */
export function perPanel(text, what, parseOne, m) {
  const parts = text.trim().split(/\s*,\s*|\s+/);
  if (parts.length > 2 || parts.some((p) => p === ''))
    throw new Error(m.t('element.bad.perPanel', { what, text: quote(text) }));
  const values = parts.map(parseOne);
  return values.length === 1 ? [values[0], values[0]] : values;
}

/** A reader of the attribute `what`, which takes one word of `options` (in any case). */
export function choice(options, what) {
  return (text, m) => {
    const v = text.trim().toLowerCase();
    if (!options.includes(v))
      throw new Error(m.t('element.bad.choice', { what, text: quote(text), options: orList(options, m) }));
    return v;
  };
}

// The readers of one value each. Limits are written as an author writes
// the attribute, in plain digits.
export function parseWeight(text, m) {
  const v = text.trim();
  if (!/^\d+(\.\d+)?$/.test(v) || Number(v) > maxWeight)
    throw new Error(m.t('element.bad.weight', { text: quote(text), max: String(maxWeight) }));
  return Number(v);
}

export function parseSize(text, m) {
  const v = text.trim();
  if (!/^\d{1,2}$/.test(v) || Number(v) < 1 || Number(v) > maxUnitSize)
    throw new Error(m.t('element.bad.size', { text: quote(text), max: String(maxUnitSize) }));
  return Number(v);
}

export function parseSpeed(text, m) {
  const v = text.trim().toLowerCase();
  if (v === 'auto') return 'auto';
  if (v === 'max' || v === 'infinity') return Infinity;
  if (/^\d+(\.\d+)?$/.test(v) && Number(v) > 0) return Number(v);
  throw new Error(m.t('element.bad.speed', { text: quote(text) }));
}

export function parseBoolean(text, what, m) {
  const v = text.trim().toLowerCase();
  if (v === '' || v === 'true' || v === 'on' || v === 'yes' || v === '1' || v === what) return true;
  if (v === 'false' || v === 'off' || v === 'no' || v === '0') return false;
  throw new Error(m.t('element.bad.boolean', { what, text: quote(text) }));
}

export function parseHeight(text, m) {
  const v = text.trim().toLowerCase();
  if (v === 'auto') return 'auto';
  const length = lengthText.exec(v);
  if (!length) throw new Error(m.t('element.bad.height', { text: quote(text) }));
  return `${length[1]}${length[2] ?? 'px'}`;
}

export function parseSeed(text, m) {
  const v = text.trim();
  if (!/^\d{1,10}$/.test(v) || Number(v) > 0xffffffff)
    throw new Error(m.t('element.bad.seed', { text: quote(text), max: String(0xffffffff) }));
  return Number(v);
}

/** The most cells one `highlight` rings. */
export const maxHighlight = 256;

/**
 * "x,y x,y …" → [{x, y}, …]: cells separated by blanks (none: ''), each
 * written x,y, whole numbers from 0; at most maxHighlight of them.
 */
export function parseHighlight(text, m = english) {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const cells = words.length <= maxHighlight ? words.map((w) => /^(\d{1,4}),(\d{1,4})$/.exec(w)) : [null];
  if (cells.some((cell) => !cell))
    throw new Error(m.t('element.bad.highlight', { text: quote(text), max: String(maxHighlight) }));
  return cells.map((cell) => ({ x: Number(cell[1]), y: Number(cell[2]) }));
}
