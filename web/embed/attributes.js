// What <path-race> reads from its attributes (and embed.html from its URL
// parameters): every value is checked here, and a bad one becomes a
// sentence for the reader plus the default. No DOM and no search: the
// element, the iframe page and embedSnippets() share it, in browsers and in
// Node. The names it takes are web/lib's vocabulary and the race's panels'.
import {
  byCode,
  defaultHeuristic,
  defaults as ruleDefaults,
  diagonals as diagonalList,
  heuristics as heuristicList,
  limits,
  names,
  stepCosts as stepCostList,
  tieBreaks as tieBreakList,
} from '../lib/vocabulary.js';
import { quote } from '../race/format.js';
import { movingAIName } from '../race/map-source.js';
import { defaultPresetId, presetById } from '../race/maps.js';
import { parseAt } from '../race/moments.js';
import { panelAlgorithms } from '../race/panel.js';

/** Every attribute (and iframe URL parameter), in the order the docs list them. */
export const attributeNames = [
  'map',
  'seed',
  'start',
  'goal',
  'left',
  'right',
  'weight',
  'heuristic',
  'diagonal',
  'tie-break',
  'costs',
  'size',
  'speed',
  'autoplay',
  'controls',
  'labels',
  'height',
  'at',
  'explain',
  'highlight',
];

// What each attribute takes, in the order its messages list them (the default first).
const algorithms = Object.freeze(names(byCode(panelAlgorithms)));
const heuristics = Object.freeze(names(byCode(heuristicList)));
const diagonals = Object.freeze(names(byCode(diagonalList)));
const tieBreaks = Object.freeze(names(byCode(tieBreakList)));
const stepCosts = Object.freeze(names(byCode(stepCostList)));
const controlKinds = Object.freeze(['none', 'minimal', 'full']);
const explainKinds = Object.freeze(['none', 'sentence', 'open-list', 'both']);

/** The words each attribute that takes one of a list accepts, by the attribute's name. */
export const choices = Object.freeze({
  left: algorithms,
  right: algorithms,
  heuristic: heuristics,
  diagonal: diagonals,
  'tie-break': tieBreaks,
  costs: stepCosts,
  controls: controlKinds,
  explain: explainKinds,
});

/** What an element uses for an attribute it does not have (a map preset's own rules come before these). */
export const defaults = Object.freeze({
  map: defaultPresetId,
  left: algorithms[0],
  right: algorithms[1],
  weight: 2,
  diagonal: ruleDefaults.diagonal,
  tieBreak: ruleDefaults.tieBreak,
  costs: ruleDefaults.costs,
  size: 1,
  speed: 'auto',
  autoplay: true,
  controls: 'minimal',
  labels: true,
  height: 'auto',
  at: null,
  explain: explainKinds[0],
  highlight: Object.freeze([]),
});

const { maxWeight, maxUnitSize } = limits;
const rowText = /^[.#1-9]+$/;
const lengthText = /^(\d{1,5}(?:\.\d+)?)(px|em|rem|vh|svh|lvh|dvh|lh)?$/;

function list(items) {
  return items.length === 2
    ? `${items[0]} or ${items[1]}`
    : `${items.slice(0, -1).join(', ')} or ${items.at(-1)}`;
}

/**
 * The map an attribute names: { kind: 'preset', id, seed? } | { kind: 'movingai', name }
 * | { kind: 'rows', rows } | { kind: 'url', href }. `base` resolves relative
 * .map URLs (the host page's address). Throws an Error whose message is for
 * the reader.
 */
export function parseMap(text, base) {
  const t = text.trim();
  if (/\.map$/i.test(t) && !/[\r\n]/.test(t)) {
    let url;
    try {
      url = new URL(t, base);
    } catch {
      throw new Error(`map ${quote(t)} is not a URL that can be read`);
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:')
      throw new Error(`map ${quote(t)}: only http and https .map URLs are loaded`);
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
  throw new Error(
    `map ${quote(t)} is not a preset, a Moving AI map name, rows of '.', '#' and '1'–'9' separated by '/', or a URL ending in .map`,
  );
}

/** "x,y" (or "x y", "(x, y)") → {x, y}, whole numbers from 0. */
export function parsePoint(text, what) {
  // Trimmed first, and one pattern per separator, so a long run of blanks is read in linear time.
  const m = /^\(?\s*(\d{1,4})(?:\s*,\s*|\s+)(\d{1,4})\s*\)?$/.exec(text.trim());
  if (!m)
    throw new Error(
      `${what} ${quote(text)} is not a cell written x,y (e.g. ${what === 'start' ? '0,0' : '9,4'})`,
    );
  return { x: Number(m[1]), y: Number(m[2]) };
}

// One value for both panels, or two (left, right) separated by a comma or spaces.
function perPanel(text, what, parseOne) {
  const parts = text.trim().split(/\s*,\s*|\s+/);
  if (parts.length > 2 || parts.some((p) => p === ''))
    throw new Error(`${what} ${quote(text)} is not one value, or two (left, right) separated by a comma`);
  const values = parts.map(parseOne);
  return values.length === 1 ? [values[0], values[0]] : values;
}

function choice(options, what) {
  return (text) => {
    const v = text.trim().toLowerCase();
    if (!options.includes(v)) throw new Error(`${what} ${quote(text)} is not ${list(options)}`);
    return v;
  };
}

function parseWeight(text) {
  const v = text.trim();
  if (!/^\d+(\.\d+)?$/.test(v) || Number(v) > maxWeight)
    throw new Error(`weight ${quote(text)} is not a number from 0 to ${maxWeight}`);
  return Number(v);
}

function parseSize(text) {
  const v = text.trim();
  if (!/^\d{1,2}$/.test(v) || Number(v) < 1 || Number(v) > maxUnitSize)
    throw new Error(
      `size ${quote(text)} is not a whole number from 1 to ${maxUnitSize} (the side of the unit's square, in cells)`,
    );
  return Number(v);
}

function parseSpeed(text) {
  const v = text.trim().toLowerCase();
  if (v === 'auto') return 'auto';
  if (v === 'max' || v === 'infinity') return Infinity;
  if (/^\d+(\.\d+)?$/.test(v) && Number(v) > 0) return Number(v);
  throw new Error(`speed ${quote(text)} is not auto, max or a number of expansions per second above 0`);
}

function parseBoolean(text, what) {
  const v = text.trim().toLowerCase();
  if (v === '' || v === 'true' || v === 'on' || v === 'yes' || v === '1' || v === what) return true;
  if (v === 'false' || v === 'off' || v === 'no' || v === '0') return false;
  throw new Error(`${what} ${quote(text)} is not true or false`);
}

function parseHeight(text) {
  const v = text.trim().toLowerCase();
  if (v === 'auto') return 'auto';
  const m = lengthText.exec(v);
  if (!m)
    throw new Error(`height ${quote(text)} is not auto or a length such as 420 or 420px (px, em, rem or vh)`);
  return `${m[1]}${m[2] ?? 'px'}`;
}

function parseSeed(text) {
  const v = text.trim();
  if (!/^\d{1,10}$/.test(v) || Number(v) > 0xffffffff)
    throw new Error(`seed ${quote(text)} is not a whole number from 0 to ${0xffffffff}`);
  return Number(v);
}

/** The most cells one `highlight` rings. */
export const maxHighlight = 256;

/**
 * "x,y x,y …" → [{x, y}, …]: cells separated by blanks (none: ''), each
 * written x,y, whole numbers from 0; at most maxHighlight of them.
 */
export function parseHighlight(text) {
  const words = text.trim().split(/\s+/).filter(Boolean);
  const cells = words.length <= maxHighlight ? words.map((w) => /^(\d{1,4}),(\d{1,4})$/.exec(w)) : [null];
  if (cells.some((m) => !m))
    throw new Error(
      `highlight ${quote(text)} is not up to ${maxHighlight} cells written x,y and separated by spaces (e.g. 3,4 5,4)`,
    );
  return cells.map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
}

/**
 * Reads the settings from `get(name)` (an attribute or URL parameter's text,
 * or null when absent). Returns { settings, problems, errors }: settings always
 * complete (defaults where a value was absent or bad), problems the
 * sentences that say what was bad and what is used instead, errors what
 * was bad alone (for a command line, which stops there).
 *
 * settings: { map, start, goal (null: the map's own), panels: [{ algorithm,
 * weight, heuristic, diagonal, tieBreak }] × 2 (null rules: the map's own or
 * the engine's defaults), costs (null: the map's), size (the unit's side), speed, autoplay,
 * controls, labels, height, at (parseAt's name or step; null: as autoplay
 * says), explain, highlight (cells) }
 */
export function readSettings(get, { base } = {}) {
  const problems = [],
    errors = [];
  const read = (name, parse, fallback, instead) => {
    const text = get(name);
    if (text === null || text === undefined) return fallback;
    try {
      return parse(String(text));
    } catch (error) {
      problems.push(`${error.message}; ${instead}.`);
      errors.push(error.message);
      return fallback;
    }
  };
  const defaultMap = { kind: 'preset', id: defaults.map };
  let map = read(
    'map',
    (t) => (t.trim() === '' ? defaultMap : parseMap(t, base)),
    defaultMap,
    `showing the ${presetById(defaults.map).name.toLowerCase()} instead`,
  );
  const seed = read('seed', parseSeed, null, "using the map's own seed");
  if (map.kind === 'preset' && seed !== null && presetById(map.id).defaultSeed !== undefined)
    map = { ...map, seed };

  const start = read('start', (t) => parsePoint(t, 'start'), null, "using the map's own start");
  const goal = read('goal', (t) => parsePoint(t, 'goal'), null, "using the map's own goal");
  const left = read('left', choice(algorithms, 'left'), defaults.left, `using ${defaults.left}`);
  const right = read('right', choice(algorithms, 'right'), defaults.right, `using ${defaults.right}`);
  const both = (name, parseOne, instead) =>
    read(name, (t) => perPanel(t, name, parseOne), [null, null], instead);
  const weight = both('weight', parseWeight, `using ${defaults.weight}`);
  const heuristic = both('heuristic', choice(heuristics, 'heuristic'), 'using the default heuristic');
  const diagonal = both('diagonal', choice(diagonals, 'diagonal'), "using the map's own rule");
  const tieBreak = both('tie-break', choice(tieBreaks, 'tie-break'), `using ${defaults.tieBreak}`);
  const panels = [left, right].map((algorithm, i) => ({
    algorithm,
    weight: weight[i] ?? defaults.weight,
    heuristic: heuristic[i],
    diagonal: diagonal[i],
    tieBreak: tieBreak[i],
  }));

  const settings = {
    map,
    start,
    goal,
    panels,
    costs: read('costs', choice(stepCosts, 'costs'), null, "using the map's own step costs"),
    size: read('size', parseSize, defaults.size, `racing a unit of size ${defaults.size}`),
    speed: read('speed', parseSpeed, defaults.speed, 'using auto'),
    autoplay: read(
      'autoplay',
      (t) => parseBoolean(t, 'autoplay'),
      defaults.autoplay,
      'playing it when it comes into view',
    ),
    controls: read(
      'controls',
      choice(controlKinds, 'controls'),
      defaults.controls,
      `showing the ${defaults.controls} controls`,
    ),
    labels: read('labels', (t) => parseBoolean(t, 'labels'), defaults.labels, 'showing them where they fit'),
    height: read('height', parseHeight, defaults.height, 'sizing it to its width'),
    at: read('at', parseAt, defaults.at, 'showing the race from the start'),
    explain: read(
      'explain',
      choice(explainKinds, 'explain'),
      defaults.explain,
      'showing no sentence or open list',
    ),
    highlight: read('highlight', parseHighlight, defaults.highlight, 'ringing no cells'),
  };
  return { settings, problems, errors };
}

/**
 * The rules a race runs under: the settings' own, else the map's (a
 * preset's `options`), else the engine's defaults, all explicit.
 * Returns { panels: [{algorithm, weight, heuristic, diagonal, tieBreak}] × 2, costs, size }.
 */
export function resolveRules(settings, mapOptions = {}) {
  const panels = settings.panels.map((p) => {
    const diagonal = p.diagonal ?? mapOptions.diagonal ?? defaults.diagonal;
    const heuristic = p.heuristic ?? mapOptions.heuristic ?? defaultHeuristic(diagonal);
    return {
      algorithm: p.algorithm,
      weight: p.weight,
      heuristic,
      diagonal,
      tieBreak: p.tieBreak ?? mapOptions.tieBreak ?? defaults.tieBreak,
    };
  });
  return {
    panels,
    costs: settings.costs ?? mapOptions.costs ?? defaults.costs,
    size: settings.size ?? defaults.size,
  };
}

/**
 * The start and goal a race runs between on a loaded map ({ grid, start,
 * goal }): the settings' own when they are cells of it, else the map's.
 * Returns { ends: { start, goal }, problems } (a sentence per point replaced).
 */
export function mapEnds(settings, map) {
  const { width, height } = map.grid;
  const ends = {},
    problems = [];
  for (const which of ['start', 'goal']) {
    const p = settings[which];
    const inside = p && p.x < width && p.y < height;
    if (p && !inside)
      problems.push(
        `${which} ${quote(`${p.x},${p.y}`)} is outside this ${width}×${height} map (x from 0 to ${width - 1}, y from 0 to ${height - 1}); using the map's own ${which}.`,
      );
    ends[which] = inside ? p : map[which];
  }
  return { ends, problems };
}

/**
 * The cells of `cells` (parseHighlight's) on a loaded map ({ grid }), and a
 * sentence for those outside it: { cells, problems }.
 */
export function mapHighlight(cells, map) {
  const { width, height } = map.grid;
  const inside = cells.filter((p) => p.x < width && p.y < height);
  const outside = cells.filter((p) => !(p.x < width && p.y < height));
  const problems = outside.length
    ? [
        `highlight ${quote(outside.map((p) => `${p.x},${p.y}`).join(' '))} is outside this ${width}×${height} map; ringing only the cells inside it.`,
      ]
    : [];
  return { cells: inside, problems };
}

/** A map setting's identity, to tell whether it changed. */
export function mapKey(map) {
  return JSON.stringify(map);
}
