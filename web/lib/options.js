// Checks what callers pass in and turns options into the bindings' packed
// rules. Every mistake becomes a PathraceError that says what was wrong and
// what is allowed. The limits are the engine's, known without it
// (vocabulary.js says how), so the checks are the same on every thread.
import { packRules } from './boundary.js';
import { PathraceError, describe, listed } from './errors.js';
import {
  algorithms as algorithmList,
  defaultHeuristic,
  defaults as optionDefaults,
  diagonals as diagonalList,
  heuristics as heuristicList,
  limits,
  names,
  stepCosts as stepCostList,
  tieBreaks as tieBreakList,
} from './vocabulary.js';

// The names each option allows; packRules() turns them into the engine's numbers.
const algorithms = names(algorithmList);
const stepCosts = names(stepCostList);
const heuristics = names(heuristicList);
const tieBreaks = names(tieBreakList);
const diagonals = names(diagonalList); // 4-connected first, then the corner rules

const { maxWeight, maxTerrain, maxUnitSize, maxGoals, maxWithin, maxPreparedCells, preparedBytesPerCell } =
  limits;

const pathOptions = ['algorithm', 'diagonal', 'heuristic', 'weight', 'costs', 'tieBreak'];
const unitOptions = ['size', 'within', 'lineOfSight', 'terrain']; // who moves, how far it must go, what it pays
// What each method takes: connected() knows walls, so a unit's size and no
// prices; flowField() prices but has no range.
const allowedOptions = {
  findPath: [...pathOptions, 'smooth', 'closest', 'maxExpansions', ...unitOptions],
  search: [...pathOptions, 'events', ...unitOptions],
  connected: [...pathOptions, 'size'],
  flowField: [...pathOptions, 'size', 'terrain'],
};
const hints = {
  events: ' (events belongs to search())',
  smooth: ' (smooth belongs to findPath())',
  terrain: " (connected() knows walls only; a profile's walls need findPath())",
  within: ' (within belongs to findPath() and search())',
  lineOfSight: ' (lineOfSight belongs to findPath() and search(), with within)',
};

// The option's value when `values` allows it, else the fallback when it is not given.
function pick(options, name, values, fallback) {
  const value = options[name];
  if (value === undefined) return fallback;
  if (typeof value !== 'string' || !values.includes(value))
    throw new PathraceError(
      'invalid-option',
      `${name} ${describe(value)} is not allowed; use one of ${listed(values)}`,
    );
  return value;
}

let defaults = null; // the options of a method given none, parsed once

// A game asks with the same options object query after query, and checking
// it costs more than a short search. So the parse of a plain object whose
// values are all primitives is kept beside it, with those values, and
// reused while its own keys (enumerable or not) still hold the same ones.
// An object holding an object (a terrain profile, which may change in
// place), one with another prototype (an option it inherits may change),
// or parsed against a pool's profiles (which change) is parsed every time.
const parses = new WeakMap(); // options → [method, parse, key, value, key, value…]

/**
 * Options of a method (findPath, search, connected, flowField) → { rules,
 * weight, events, smooth, closest, maxExpansions, size, within, lineOfSight,
 * terrain, plain }, where `rules` is packed by the engine's layout
 * (packRules) and `terrain` is as checkOptions() returns it (a name only
 * where `profiles`, a pool's, has it). The parse may be shared: never change it.
 */
export function parseOptions(options, method, profiles) {
  if (options === undefined) return (defaults ??= parseOptions({}, 'search'));
  const plain = !profiles && options !== null && Object.getPrototypeOf(options) === Object.prototype;
  let kept = plain ? parses.get(options) : undefined;
  if (kept?.[0] === method) {
    const keys = Object.getOwnPropertyNames(options);
    let same = kept.length === 2 * keys.length + 2;
    for (let i = 0; same && i < keys.length; ++i)
      same = keys[i] === kept[2 * i + 2] && options[keys[i]] === kept[2 * i + 3];
    if (same) return kept[1];
  }
  const { names, ...rest } = checkOptions(options, method, profiles);
  const parsed = { rules: packRules(names), ...rest };
  kept = [method, parsed];
  for (const key of Object.getOwnPropertyNames(options)) {
    const value = options[key];
    if (value !== null && (typeof value === 'object' || typeof value === 'function')) return parsed;
    kept.push(key, value);
  }
  if (plain) parses.set(options, kept);
  return parsed;
}

/**
 * Checks prepare()'s options without the engine → { jumps, diagonal }, and
 * that a grid of this size may be prepared: a table past the engine's limit
 * throws 'out-of-memory' here, on every thread alike.
 */
export function checkPrepare(options, width, height) {
  if (options === null || typeof options !== 'object' || Array.isArray(options))
    throw new PathraceError(
      'invalid-argument',
      `prepare() options must be an object, got ${describe(options)}`,
    );
  for (const key of Object.keys(options))
    if (key !== 'jumps' && key !== 'diagonal')
      throw new PathraceError(
        'unknown-option',
        `prepare() has no option "${key}"; the options are jumps, diagonal`,
      );
  if (typeof options.jumps !== 'boolean')
    throw new PathraceError(
      'invalid-option',
      `prepare() takes jumps: true or false, got ${describe(options.jumps)}`,
    );
  const diagonal = pick(options, 'diagonal', diagonals, optionDefaults.diagonal);
  const cells = (width + 2) * (height + 2);
  if (options.jumps && cells > maxPreparedCells)
    throw new PathraceError(
      'out-of-memory',
      `prepare({ jumps: true }) on a ${width}×${height} grid would take ${cells * preparedBytesPerCell} bytes ` +
        `(${preparedBytesPerCell} per cell, its one-cell border included); the limit is ${maxPreparedCells} cells ` +
        `with the border (${(maxPreparedCells * preparedBytesPerCell) / 2 ** 20} MiB): search it with 'jps' unprepared`,
      { limit: maxPreparedCells },
    );
  return { jumps: options.jumps, diagonal };
}

/**
 * Checks the options of a method without the engine (so before init(), and
 * on a thread that has no wasm module, as pathrace/worker's main thread) →
 * { names, weight, events, smooth, closest, maxExpansions (0: none), size,
 * within (0: none), lineOfSight, terrain, plain }: `names` has every rule by
 * name, defaults filled in; `terrain` is null, a profile of 256 bytes, or
 * (only where `profiles`, a pool's names, has it) a profile's name; `plain`
 * says the query asks nothing of units, ranges or profiles.
 */
export function checkOptions(options = {}, method, profiles) {
  if (options === null || typeof options !== 'object' || Array.isArray(options))
    throw new PathraceError(
      'invalid-argument',
      `${method}() options must be an object, got ${describe(options)}`,
    );
  const allowed = allowedOptions[method];
  for (const key of Object.keys(options))
    if (!allowed.includes(key))
      throw new PathraceError(
        'unknown-option',
        `${method}() has no option "${key}"${hints[key] ?? ''}; the options are ${allowed.join(', ')}`,
      );

  const diagonal = pick(options, 'diagonal', diagonals, optionDefaults.diagonal);
  const names = {
    algorithm: pick(options, 'algorithm', algorithms, optionDefaults.algorithm),
    diagonal,
    costs: pick(options, 'costs', stepCosts, optionDefaults.costs),
    heuristic: pick(options, 'heuristic', heuristics, defaultHeuristic(diagonal)),
    tieBreak: pick(options, 'tieBreak', tieBreaks, optionDefaults.tieBreak),
  };

  let weight = options.weight;
  if (weight === undefined) weight = optionDefaults.weight;
  else if (typeof weight !== 'number' || !(weight >= 0 && weight <= maxWeight))
    throw new PathraceError(
      'invalid-option',
      `weight must be a number from 0 to ${maxWeight}, got ${describe(weight)}`,
    );

  const events = options.events ?? true;
  if (typeof events !== 'boolean')
    throw new PathraceError('invalid-option', `events must be true or false, got ${describe(events)}`);

  const smooth = options.smooth === undefined ? false : options.smooth;
  if (typeof smooth !== 'boolean')
    throw new PathraceError('invalid-option', `smooth must be true or false, got ${describe(smooth)}`);

  const closest = options.closest ?? false;
  if (typeof closest !== 'boolean')
    throw new PathraceError('invalid-option', `closest must be true or false, got ${describe(closest)}`);
  if (closest && names.algorithm === 'jps')
    throw new PathraceError(
      'invalid-option',
      "closest: true needs a search that expands every cell it reaches, and jump point search skips cells; use algorithm 'astar' with closest",
    );

  const maxExpansions = options.maxExpansions ?? 0;
  if (options.maxExpansions !== undefined && !(Number.isSafeInteger(maxExpansions) && maxExpansions >= 1))
    throw new PathraceError(
      'invalid-option',
      `maxExpansions must be a whole number of at least 1, got ${describe(options.maxExpansions)}`,
    );

  const size = options.size ?? 1;
  if (!(Number.isInteger(size) && size >= 1 && size <= maxUnitSize))
    throw new PathraceError(
      'invalid-option',
      `size must be a whole number from 1 to ${maxUnitSize} (the side of the unit's square, in cells), got ${describe(options.size)}`,
    );

  const within = options.within ?? 0;
  if (typeof within !== 'number' || !(within >= 0 && within <= maxWithin))
    throw new PathraceError(
      'invalid-option',
      `within must be a number of cells from 0 to ${maxWithin}, got ${describe(options.within)}`,
    );
  const lineOfSight = options.lineOfSight ?? false;
  if (typeof lineOfSight !== 'boolean')
    throw new PathraceError(
      'invalid-option',
      `lineOfSight must be true or false, got ${describe(options.lineOfSight)}`,
    );
  if (lineOfSight && within === 0)
    throw new PathraceError(
      'invalid-option',
      'lineOfSight: true needs a range: give within, a number of cells above 0',
    );

  const terrain = options.terrain === undefined ? null : checkProfile(options.terrain, profiles);
  if (smooth && (size > 1 || terrain !== null))
    throw new PathraceError(
      'invalid-option',
      `smooth: true is for units of size 1 on the grid's own prices (its line of sight is one cell wide and reads the grid's terrain), got ${size > 1 ? `size ${size}` : 'a terrain profile'}; follow path instead`,
    );

  const plain = size === 1 && within === 0 && terrain === null;
  return { names, weight, events, smooth, closest, maxExpansions, size, within, lineOfSight, terrain, plain };
}

/** A cost in a profile: a whole number from 0 (wall) to maxTerrain, or 'wall'. */
function profileCost(value, label) {
  if (value === 'wall') return 0;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 0 || value > maxTerrain)
    throw new PathraceError(
      'invalid-option',
      `${label} must be a whole number from 0 (wall) to ${maxTerrain}, or 'wall', got ${describe(value)}`,
    );
  return value;
}

/**
 * A terrain profile → 256 bytes, the cost of each terrain class (0: a
 * wall): an object { class: cost | 'wall' } re-pricing some classes (the
 * others keep their own cost), or an array of 256 costs. A string is the
 * name of one of `profiles` (a pool's), kept as it is.
 */
export function checkProfile(terrain, profiles) {
  if (typeof terrain === 'string') {
    if (profiles?.has(terrain)) return terrain;
    throw new PathraceError(
      'invalid-option',
      profiles
        ? `terrain ${describe(terrain)} is not a profile of this PathWorker; define it first with pool.profile(name, terrain)`
        : `terrain ${describe(terrain)} names a profile, which only a PathWorker keeps (pool.profile()); give the costs themselves here: { class: cost } or an array of 256`,
    );
  }
  const bytes = new Uint8Array(256);
  if (Array.isArray(terrain) || (ArrayBuffer.isView(terrain) && !(terrain instanceof DataView))) {
    if (terrain.length !== 256)
      throw new PathraceError(
        'invalid-option',
        `terrain as an array must hold 256 costs, one per terrain class, got ${terrain.length}`,
      );
    for (let c = 0; c < 256; ++c) bytes[c] = profileCost(terrain[c], `terrain[${c}]`);
  } else if (terrain !== null && typeof terrain === 'object') {
    for (let c = 0; c < 256; ++c) bytes[c] = c;
    for (const [key, value] of Object.entries(terrain)) {
      const c = Number(key);
      if (!(/^\d{1,3}$/.test(key) && c <= 255))
        throw new PathraceError(
          'invalid-option',
          `terrain has a key ${describe(key)}, which is not a terrain class: classes are whole numbers from 0 to 255`,
        );
      bytes[c] = profileCost(value, `terrain[${key}]`);
    }
  } else {
    throw new PathraceError(
      'invalid-option',
      `terrain must be { class: cost | 'wall' } or an array of 256 costs, got ${describe(terrain)}`,
    );
  }
  if (bytes[0] !== 0)
    throw new PathraceError(
      'invalid-option',
      `terrain[0] must stay 0 or 'wall' (class 0 is the walls), got ${describe(terrain[0])}`,
    );
  return bytes;
}

/**
 * A goal, or an array of 1 to maxGoals goals, inside a width × height grid
 * → a cell id, or an array of them.
 */
export function checkGoals(goals, name, width, height) {
  if (!Array.isArray(goals)) return checkPoint(goals, name, width, height);
  if (goals.length < 1 || goals.length > maxGoals)
    throw new PathraceError(
      'invalid-option',
      `${name}s must hold 1 to ${maxGoals} points, got ${goals.length}`,
    );
  const ids = new Array(goals.length);
  for (let i = 0; i < goals.length; ++i) ids[i] = checkPoint(goals[i], `${name}s[${i}]`, width, height);
  return ids;
}

export function checkCoordinate(value, label) {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new PathraceError('invalid-coordinate', `${label} must be a whole number, got ${describe(value)}`);
}

/**
 * A point {x, y} inside a width × height grid → its cell id y·width + x.
 * Every query checks two, so their labels are made only for a mistake.
 */
export function checkPoint(point, name, width, height) {
  if (point === null || typeof point !== 'object')
    throw new PathraceError('invalid-argument', `${name} must be a point {x, y}, got ${describe(point)}`);
  const { x, y } = point;
  if (!Number.isInteger(x)) checkCoordinate(x, `${name}.x`);
  if (!Number.isInteger(y)) checkCoordinate(y, `${name}.y`);
  if (x < 0 || y < 0 || x >= width || y >= height)
    throw new PathraceError(
      'out-of-bounds',
      `${name} (${x}, ${y}) is outside the ${width}×${height} grid: x goes from 0 to ${width - 1}, y from 0 to ${height - 1}`,
    );
  return y * width + x;
}
