// Checks what callers pass in and turns options into the bindings' packed
// rules. Every mistake becomes a PathraceError that says what was wrong and
// what is allowed. The limits are the engine's, known without it
// (vocabulary.js says how), so the checks are the same on every thread.
import { packRules } from './boundary.js';
import { PathraceError, describe } from './errors.js';
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

const { maxSide, maxWeight, maxTerrain } = limits;

const pathOptions = ['algorithm', 'diagonal', 'heuristic', 'weight', 'costs', 'tieBreak'];
const searchOptions = [...pathOptions, 'events'];
const findPathOptions = [...pathOptions, 'smooth', 'closest', 'maxExpansions'];

function listed(values) {
  return values.map((v) => `"${v}"`).join(', ');
}

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

let defaults = null; // packed on first use: packing reads the engine's tables, after init()

/**
 * Options of a method (findPath, search, connected, flowField) → { rules,
 * weight, events, smooth, closest, maxExpansions }, where `rules` is packed
 * by the engine's layout (packRules, after init()).
 */
export function parseOptions(options, method) {
  if (options === undefined) return (defaults ??= parseOptions({}, 'search'));
  const { names, ...rest } = checkOptions(options, method);
  return { rules: packRules(names), ...rest };
}

/**
 * Checks the options of a method without the engine (so before init(), and
 * on a thread that has no wasm module, as pathrace/worker's main thread) →
 * { names, weight, events, smooth, closest, maxExpansions (0: none) }:
 * `names` has every rule by name, defaults filled in.
 */
export function checkOptions(options = {}, method) {
  if (options === null || typeof options !== 'object' || Array.isArray(options))
    throw new PathraceError(
      'invalid-argument',
      `${method}() options must be an object, got ${describe(options)}`,
    );
  const allowed = method === 'search' ? searchOptions : method === 'findPath' ? findPathOptions : pathOptions;
  for (const key of Object.keys(options))
    if (!allowed.includes(key)) {
      const hint =
        key === 'events'
          ? ' (events belongs to search())'
          : key === 'smooth'
            ? ' (smooth belongs to findPath())'
            : '';
      throw new PathraceError(
        'unknown-option',
        `${method}() has no option "${key}"${hint}; the options are ${allowed.join(', ')}`,
      );
    }

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

  return { names, weight, events, smooth, closest, maxExpansions };
}

function checkCoordinate(value, label) {
  if (typeof value !== 'number' || !Number.isInteger(value))
    throw new PathraceError('invalid-coordinate', `${label} must be a whole number, got ${describe(value)}`);
}

/** A point {x, y} inside a width × height grid → its cell id y·width + x. */
export function checkPoint(point, name, width, height) {
  if (point === null || typeof point !== 'object')
    throw new PathraceError('invalid-argument', `${name} must be a point {x, y}, got ${describe(point)}`);
  const { x, y } = point;
  checkCoordinate(x, `${name}.x`);
  checkCoordinate(y, `${name}.y`);
  if (x < 0 || y < 0 || x >= width || y >= height)
    throw new PathraceError(
      'out-of-bounds',
      `${name} (${x}, ${y}) is outside the ${width}×${height} grid: x goes from 0 to ${width - 1}, y from 0 to ${height - 1}`,
    );
  return y * width + x;
}

export function checkSize(width, height) {
  const ok = (v) => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= maxSide;
  if (!ok(width) || !ok(height))
    throw new PathraceError(
      'invalid-size',
      `a grid of ${describe(width)} × ${describe(height)} cells is not allowed: width and height must be whole numbers from 1 to ${maxSide}`,
    );
}

export function checkTerrain(cost, label = 'terrain') {
  if (typeof cost !== 'number' || !Number.isInteger(cost) || cost < 0 || cost > maxTerrain)
    throw new PathraceError(
      'invalid-terrain',
      `${label} must be a whole number from 0 (wall) to ${maxTerrain}, got ${describe(cost)}`,
    );
}
