// The race page's state (state.js) as text for the URL and localStorage,
// and back. Pure ES module (no DOM): runs in browsers and Node.
//
// Text form: 'v1.' then the state as bytes in base64url (A-Z a-z 0-9 - _,
// no padding), safe in a URL's hash and query. Cells are stored as runs
// (value, length) or packed 1, 2, 4 or 8 bits a cell, whichever is shorter.
// Format v1 is frozen: a choice is stored as its code, which never changes;
// new choices take new codes.
import { byCode, diagonals, heuristics, limits, stepCosts, tieBreaks } from '../lib/vocabulary.js';
import { movingAIName } from '../race/map-source.js';
import { presetById } from '../race/maps.js';
import { panelAlgorithms } from '../race/panel.js';
import { Reader, StateError, Writer, readCells, writeCells } from './state-bytes.js';

export { StateError };

const prefix = 'v1.';
const { maxSide, maxWeight, maxUnitSize } = limits;

// Choices are stored as their `code` (web/lib/vocabulary.js, race/panel.js),
// which never changes: a link keeps its meaning as the vocabulary grows.
const mapKinds = [
  { name: 'cells', code: 0 },
  { name: 'preset', code: 1 },
  { name: 'movingai', code: 2 },
];
const panelKeys = ['algorithm', 'heuristic', 'diagonal', 'tieBreak', 'weight'];
// The theme chosen on the page (../race/palette.js themeNames), by its code; 0 stands for none chosen.
const themeCodes = [
  { name: 'auto', code: 1 },
  { name: 'light', code: 2 },
  { name: 'dark', code: 3 },
];
// A language tag as the language menu writes one ('en', 'zh-CN'): BCP 47's language and subtags.
const languageTag = /^[A-Za-z]{2,3}(?:-[A-Za-z0-9]{1,8}){0,4}$/;

// A number as String() writes a non-negative one, e.g. '2.5', '1e-7', 'Infinity'.
const numberText = /^(?:Infinity|\d+(?:\.\d+)?(?:e[+-]\d+)?)$/;

// ------------------------------------------------------------------- base64url

// The platform's base64 (btoa/atob: in browsers and in Node), with the URL's alphabet and no padding.
function toBase64url(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64url(text) {
  const bad = /[^A-Za-z0-9_-]/.exec(text);
  if (bad) throw new StateError(`bad base64url: '${bad[0]}' at character ${prefix.length + bad.index + 1}`);
  if (text.length % 4 === 1)
    throw new StateError(`bad base64url: ${text.length} characters cannot end a byte (is it cut short?)`);
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

// ------------------------------------------------------------ the whole state

function fail(message) {
  throw new StateError(`encodeState: ${message}`);
}

function checkKeys(object, keys, what) {
  if (object === null || typeof object !== 'object') fail(`${what} must be an object, got ${object}`);
  for (const key of Object.keys(object)) if (!keys.includes(key)) fail(`${what} has no field '${key}'`);
}

function checkChoice(list, value, what) {
  if (!list.some((e) => e.name === value))
    fail(
      `${what} ${JSON.stringify(value)} is not one of ${byCode(list)
        .map((e) => e.name)
        .join(', ')}`,
    );
}

function checkPoint(point, what, width = maxSide, height = maxSide) {
  checkKeys(point, ['x', 'y'], what);
  const { x, y } = point;
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= width || y >= height)
    fail(`${what} (${x}, ${y}) is not a cell of the ${width}×${height} map`);
}

// Numbers are stored as String() writes them, so they come back exactly.
const weights = { ok: (v) => v >= 0 && v <= maxWeight, text: `a number from 0 to ${maxWeight}` };
const speeds = {
  ok: (v) => v > 0,
  text: "'auto' or a number of expansions per second > 0 (Infinity: all at once)",
};

// The speed: a number, or 'auto' (stored as that word where a number's text would be).
function writeSpeed(out, speed) {
  if (speed === 'auto') out.text(speed);
  else writeNumber(out, speed, speeds, 'speed');
}

function readSpeed(input) {
  const text = input.text('the speed');
  return text === 'auto' ? text : readNumber(input, speeds, 'the speed', text);
}

function writeNumber(out, value, range, what) {
  if (typeof value !== 'number' || !range.ok(value)) fail(`${what} must be ${range.text}, got ${value}`);
  out.text(String(value));
}

function readNumber(input, range, what, text = input.text(what)) {
  if (!numberText.test(text) || !range.ok(Number(text)))
    throw new StateError(`${what} '${text}' is not ${range.text}`);
  return Number(text);
}

function writePanel(out, panel, side) {
  checkKeys(panel, panelKeys, `${side} panel`);
  checkChoice(panelAlgorithms, panel.algorithm, `${side} algorithm`);
  checkChoice(heuristics, panel.heuristic, `${side} heuristic`);
  checkChoice(diagonals, panel.diagonal, `${side} diagonal`);
  checkChoice(tieBreaks, panel.tieBreak, `${side} tieBreak`);
  out.choice(panelAlgorithms, panel.algorithm);
  out.choice(heuristics, panel.heuristic);
  out.choice(diagonals, panel.diagonal);
  out.choice(tieBreaks, panel.tieBreak);
  writeNumber(out, panel.weight, weights, `${side} weight`);
}

function readPanel(input, side) {
  return {
    algorithm: input.choice(panelAlgorithms, `the ${side} algorithm`),
    heuristic: input.choice(heuristics, `the ${side} heuristic`),
    diagonal: input.choice(diagonals, `the ${side} diagonal rule`),
    tieBreak: input.choice(tieBreaks, `the ${side} tie-break`),
    weight: readNumber(input, weights, `the ${side} weight`),
  };
}

function writeMap(out, map) {
  checkChoice(mapKinds, map?.kind, 'map kind');
  out.choice(mapKinds, map.kind);
  if (map.kind === 'cells') {
    checkKeys(map, ['kind', 'width', 'height', 'terrain'], 'map');
    const { width, height, terrain } = map;
    if (![width, height].every((v) => Number.isInteger(v) && v >= 1 && v <= maxSide))
      fail(`a ${width}×${height} map is not allowed: at most ${maxSide} cells a side`);
    if (!(terrain instanceof Uint8Array) || terrain.length !== width * height)
      fail(`map terrain must be a Uint8Array of ${width}×${height} cells`);
    out.uint(width);
    out.uint(height);
    writeCells(out, terrain);
  } else if (map.kind === 'preset') {
    checkKeys(map, ['kind', 'id', 'seed'], 'map');
    if (!presetById(map.id)) fail(`there is no preset '${map.id}'`);
    out.text(map.id);
    if ('seed' in map && !(Number.isInteger(map.seed) && map.seed >= 0 && map.seed <= 0xffffffff))
      fail(`seed must be a whole number from 0 to ${0xffffffff}, got ${map.seed}`);
    out.byte('seed' in map ? 1 : 0);
    if ('seed' in map) out.uint(map.seed);
  } else {
    checkKeys(map, ['kind', 'name'], 'map');
    if (!movingAIName.test(map.name)) fail(`'${map.name}' is not a Moving AI map name`);
    out.text(map.name);
  }
}

function readMap(input) {
  const kind = input.choice(mapKinds, 'the map kind');
  if (kind === 'cells') {
    const width = input.uint('the map width', 2 ** 32),
      height = input.uint('the map height', 2 ** 32);
    if (width < 1 || height < 1 || width > maxSide || height > maxSide)
      throw new StateError(`a ${width}×${height} map is not allowed: 1 to ${maxSide} cells a side`);
    return { kind, width, height, terrain: readCells(input, width, height) };
  }
  if (kind === 'preset') {
    const id = input.text('the preset id');
    if (!presetById(id)) throw new StateError(`there is no preset '${id}'`);
    const hasSeed = input.byte('the seed');
    if (hasSeed > 1) throw new StateError('the seed flag is not 0 or 1');
    return hasSeed ? { kind, id, seed: input.uint('the seed', 0xffffffff) } : { kind, id };
  }
  const name = input.text('the Moving AI map name');
  if (!movingAIName.test(name)) throw new StateError(`'${name}' is not a Moving AI map name`);
  return { kind, name };
}

// How the reader reads the page, when chosen there: after the last byte,
// one byte (the theme's code, plus 4 when a language follows) and the
// language tag. A state with neither ends at the last byte, as every state
// did before they existed, so their links keep their bytes.
function writeReading(out, state) {
  if ('theme' in state) checkChoice(themeCodes, state.theme, 'theme');
  if ('lang' in state && !(typeof state.lang === 'string' && languageTag.test(state.lang)))
    fail(`lang must be a language tag such as 'en' or 'zh-CN', got ${JSON.stringify(state.lang)}`);
  const theme = 'theme' in state ? themeCodes.find((t) => t.name === state.theme).code : 0;
  if (!theme && !('lang' in state)) return;
  out.byte(theme + ('lang' in state ? 4 : 0));
  if ('lang' in state) out.text(state.lang);
}

function readReading(input, state) {
  if (input.left === 0) return;
  const reading = input.byte('the reading settings');
  // Nothing chosen is written as no byte at all: a zero is one too many.
  if (reading === 0) throw new StateError(`${input.left + 1} unexpected bytes after the state`);
  if (reading > 7) throw new StateError(`reading settings #${reading} do not exist`);
  if (reading & 3) state.theme = themeCodes.find((t) => t.code === (reading & 3)).name;
  if (reading & 4) {
    const lang = input.text('the language');
    if (!languageTag.test(lang)) throw new StateError(`the language '${lang}' is not a language tag`);
    state.lang = lang;
  }
}

/** A map's width and height; a Moving AI map's are known only once loaded. */
function sizeOf(map) {
  if (map.kind === 'cells') return [map.width, map.height];
  if (map.kind === 'preset') {
    const { width, height } = presetById(map.id).make(map.seed);
    return [width, height];
  }
  return [maxSide, maxSide];
}

/** The state as text for a URL hash or query (and localStorage). Throws a StateError for an invalid state. */
export function encodeState(state) {
  checkKeys(
    state,
    ['map', 'start', 'goal', 'left', 'right', 'costs', 'speed', 'labels', 'size', 'lang', 'theme'],
    'state',
  );
  const out = new Writer();
  writeMap(out, state.map);
  const [w, h] = sizeOf(state.map);
  for (const end of ['start', 'goal']) {
    checkPoint(state[end], end, w, h);
    out.uint(state[end].x);
    out.uint(state[end].y);
  }
  writePanel(out, state.left, 'left');
  writePanel(out, state.right, 'right');
  checkChoice(stepCosts, state.costs, 'costs');
  out.choice(stepCosts, state.costs);
  writeSpeed(out, state.speed);
  if ('labels' in state && typeof state.labels !== 'boolean')
    fail(`labels must be true or false, got ${state.labels}`);
  const size = state.size ?? 1;
  if (!(Number.isInteger(size) && size >= 1 && size <= maxUnitSize))
    fail(`size must be a whole number from 1 to ${maxUnitSize}, got ${state.size}`);
  // The last byte: labels (0 not chosen, 1 off, 2 on) plus 16 × (size − 1),
  // so every state without a unit size keeps the bytes it always had.
  out.byte((!('labels' in state) ? 0 : state.labels ? 2 : 1) + 16 * (size - 1));
  writeReading(out, state);
  return prefix + toBase64url(Uint8Array.from(out.bytes));
}

/**
 * The state that encodeState() wrote. Throws a StateError that says what is
 * wrong for anything else: another version, bad base64url, a truncated or
 * over-long state, a map over 8192 cells a side, cells that do not fill it,
 * a start or goal outside its cells or preset (a Moving AI map's size is
 * not known here: check them once it is loaded), unknown values.
 */
export function decodeState(text) {
  if (typeof text !== 'string') throw new StateError(`a state is text, got ${typeof text}`);
  const version = /^v(\d+)\./.exec(text);
  if (!version) throw new StateError(`not a race state: it should begin with '${prefix}'`);
  if (version[0] !== prefix)
    throw new StateError(`state version ${version[1]} is not supported (this page reads version 1)`);
  const input = new Reader(fromBase64url(text.slice(prefix.length)));
  const map = readMap(input);
  const [w, h] = sizeOf(map);
  const point = (what) => {
    const x = input.uint(`the ${what}`, maxSide),
      y = input.uint(`the ${what}`, maxSide);
    if (x >= w || y >= h) throw new StateError(`the ${what} (${x}, ${y}) is outside the ${w}×${h} map`);
    return { x, y };
  };
  const state = { map, start: point('start'), goal: point('goal') };
  state.left = readPanel(input, 'left');
  state.right = readPanel(input, 'right');
  state.costs = input.choice(stepCosts, 'the step costs');
  state.speed = readSpeed(input);
  const last = input.byte('the labels');
  const labels = last % 16,
    size = Math.floor(last / 16) + 1;
  if (labels > 2) throw new StateError(`labels #${labels} does not exist`);
  if (size > maxUnitSize) throw new StateError(`unit size ${size} is more than ${maxUnitSize}`);
  if (labels > 0) state.labels = labels === 2;
  if (size > 1) state.size = size;
  readReading(input, state);
  if (input.left > 0) throw new StateError(`${input.left} unexpected bytes after the state`);
  return state;
}
