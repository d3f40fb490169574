// What <path-race> reads from its attributes (and embed.html from its URL
// parameters): every value is checked (attribute-values.js), and a bad one
// becomes a sentence for the reader plus the default. No DOM and no search: the
// element, the iframe page and embedSnippets() share it, in browsers and in
// Node. The names it takes are web/lib's vocabulary and the race's panels'.
// Its sentences are the catalogue's (element.instead.*, and the values'
// element.bad.*), in the language of the Messages each function takes last
// (English by default).
import './element-messages.js';
import {
  byCode,
  defaultHeuristic,
  defaults as ruleDefaults,
  diagonals as diagonalList,
  heuristics as heuristicList,
  names,
  stepCosts as stepCostList,
  tieBreaks as tieBreakList,
} from '../lib/vocabulary.js';
import { quote } from '../race/format.js';
import { english } from '../race/messages.js';
import { defaultPresetId, presetById } from '../race/maps.js';
import { parseAt } from '../race/moments.js';
import { themeNames } from '../race/palette.js';
import { panelAlgorithms } from '../race/panel.js';
import {
  choice,
  parseBoolean,
  parseHeight,
  parseHighlight,
  parseMap,
  parsePoint,
  parseSeed,
  parseSize,
  parseSpeed,
  parseWeight,
  perPanel,
} from './attribute-values.js';

export { maxHighlight, parseHighlight } from './attribute-values.js';

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
  'theme',
  'sticky',
];

// What each attribute takes, in the order its messages list them (the default first).
const algorithms = Object.freeze(names(byCode(panelAlgorithms)));
const heuristics = Object.freeze(names(byCode(heuristicList)));
const diagonals = Object.freeze(names(byCode(diagonalList)));
const tieBreaks = Object.freeze(names(byCode(tieBreakList)));
const stepCosts = Object.freeze(names(byCode(stepCostList)));
const controlKinds = Object.freeze(['none', 'minimal', 'full']);
const explainKinds = Object.freeze(['none', 'sentence', 'open-list', 'both']);
const stickyKinds = Object.freeze(['auto', 'off']);

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
  theme: themeNames,
  sticky: stickyKinds,
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
  theme: 'auto',
  sticky: stickyKinds[0],
});

/** A problem as one sentence: what was wrong (`reason`, a clause) and what is used `instead` (a clause). */
export function problemSentence(reason, instead, m = english) {
  return m.t('element.problem', { reason, instead });
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
 * says), explain, highlight (cells), theme (light, dark or auto), sticky
 * (auto or off: whether its steps may pin it to the top, pinning.js) }
 */
export function readSettings(get, { base } = {}, m = english) {
  const problems = [],
    errors = [];
  // `instead`: what is used in its place, as [message id, arguments].
  const read = (name, parse, fallback, [instead, args]) => {
    const text = get(name);
    if (text === null || text === undefined) return fallback;
    try {
      return parse(String(text), m);
    } catch (error) {
      problems.push(problemSentence(error.message, m.t(instead, args), m));
      errors.push(error.message);
      return fallback;
    }
  };
  const using = (value) => ['element.instead.value', { value: String(value) }];
  const defaultMap = { kind: 'preset', id: defaults.map };
  let map = read(
    'map',
    (t) => (t.trim() === '' ? defaultMap : parseMap(t, base, m)),
    defaultMap,
    defaultMapInstead,
  );
  const seed = read('seed', parseSeed, null, ['element.instead.seed']);
  if (map.kind === 'preset' && seed !== null && presetById(map.id).defaultSeed !== undefined)
    map = { ...map, seed };

  const start = read('start', (t) => parsePoint(t, 'start', m), null, [
    'element.instead.point',
    { what: 'start' },
  ]);
  const goal = read('goal', (t) => parsePoint(t, 'goal', m), null, [
    'element.instead.point',
    { what: 'goal' },
  ]);
  const left = read('left', choice(algorithms, 'left'), defaults.left, using(defaults.left));
  const right = read('right', choice(algorithms, 'right'), defaults.right, using(defaults.right));
  const both = (name, parseOne, instead) =>
    read(name, (t) => perPanel(t, name, (one) => parseOne(one, m), m), [null, null], instead);
  const weight = both('weight', parseWeight, using(defaults.weight));
  const heuristic = both('heuristic', choice(heuristics, 'heuristic'), ['element.instead.heuristic']);
  const diagonal = both('diagonal', choice(diagonals, 'diagonal'), ['element.instead.diagonal']);
  const tieBreak = both('tie-break', choice(tieBreaks, 'tie-break'), using(defaults.tieBreak));
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
    costs: read('costs', choice(stepCosts, 'costs'), null, ['element.instead.costs']),
    size: read('size', parseSize, defaults.size, ['element.instead.size', { size: defaults.size }]),
    speed: read('speed', parseSpeed, defaults.speed, using(defaults.speed)),
    autoplay: read('autoplay', (t) => parseBoolean(t, 'autoplay', m), defaults.autoplay, [
      'element.instead.autoplay',
    ]),
    controls: read('controls', choice(controlKinds, 'controls'), defaults.controls, [
      'element.instead.controls',
      { kind: defaults.controls },
    ]),
    labels: read('labels', (t) => parseBoolean(t, 'labels', m), defaults.labels, ['element.instead.labels']),
    height: read('height', parseHeight, defaults.height, ['element.instead.height']),
    at: read('at', parseAt, defaults.at, ['element.instead.at']),
    explain: read('explain', choice(explainKinds, 'explain'), defaults.explain, ['element.instead.explain']),
    highlight: read('highlight', parseHighlight, defaults.highlight, ['element.instead.highlight']),
    theme: read('theme', choice(themeNames, 'theme'), defaults.theme, ['element.instead.theme']),
    sticky: read('sticky', choice(stickyKinds, 'sticky'), defaults.sticky, ['element.instead.sticky']),
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
export function mapEnds(settings, map, m = english) {
  const { width, height } = map.grid;
  const ends = {},
    problems = [];
  for (const which of ['start', 'goal']) {
    const p = settings[which];
    const inside = p && p.x < width && p.y < height;
    if (p && !inside)
      problems.push(
        problemSentence(
          m.t('element.outside.point', {
            what: which,
            text: quote(`${p.x},${p.y}`),
            ...mapSize(map),
          }),
          m.t('element.instead.point', { what: which }),
          m,
        ),
      );
    ends[which] = inside ? p : map[which];
  }
  return { ends, problems };
}

/**
 * The cells of `cells` (parseHighlight's) on a loaded map ({ grid }), and a
 * sentence for those outside it: { cells, problems }.
 */
export function mapHighlight(cells, map, m = english) {
  const { width, height } = map.grid;
  const inside = cells.filter((p) => p.x < width && p.y < height);
  const outside = cells.filter((p) => !(p.x < width && p.y < height));
  const problems = outside.length
    ? [
        m.t('element.outside.highlight', {
          text: quote(outside.map((p) => `${p.x},${p.y}`).join(' ')),
          ...mapSize(map),
        }),
      ]
    : [];
  return { cells: inside, problems };
}

// A map's size and its last column and row, in plain digits, for the sentences above.
function mapSize({ grid: { width, height } }) {
  return { width: String(width), height: String(height), maxX: String(width - 1), maxY: String(height - 1) };
}

// What a map that cannot be shown is replaced with: the default preset (the message names it).
const defaultMapInstead = ['element.instead.map'];

/**
 * The sentence for a map that did not load (`reason`, the loader's), and
 * the default map shown instead, in the language of `m`.
 */
export function mapFailure(reason, m = english) {
  return problemSentence(reason, m.t(...defaultMapInstead), m);
}

/** A map setting's identity, to tell whether it changed. */
export function mapKey(map) {
  return JSON.stringify(map);
}
