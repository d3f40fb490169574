// What a grid's methods do once their arguments are checked: loading, the
// queries and edits, on a loaded GridCore (wasm-module.js). One home for
// Grid (grid.js), which checks its caller's arguments first, and for a
// pool's workers (worker-thread.js), whose every message the pool's
// calling thread has checked already (remote-grid.js) — so a worker's
// bundle carries no checks and none of their messages.
//
// A grid here is { core, width, height, report }; cells are cell ids
// (y · width + x), goals a cell id or an array of them, and `parsed` a
// method's options as options.js parseOptions() returns them.
import { boundary } from './boundary.js';
import { copyBytes, copyF64, copyInt32, loaded, readString, writeBytes, writeInt32 } from './core.js';
import { PathraceError } from './errors.js';
import { readRecord, readStatus } from './report.js';

const encoder = new TextEncoder();

export function outOfMemory(what) {
  return new PathraceError(
    'out-of-memory',
    `not enough memory for ${what}; dispose of grids you no longer need, or use a smaller grid`,
  );
}

function gridOf(core) {
  return { core, width: core.width(), height: core.height(), report: core.report() };
}

/** A new open grid of width × height (checked). */
export function newGrid(width, height) {
  const core = new (loaded().GridCore)();
  if (core.create(width, height) !== 0) {
    core.delete();
    throw outOfMemory(`a ${width}×${height} grid`);
  }
  return gridOf(core);
}

// What each kind of input is, as its errors name it, and how it is read.
const loaders = {
  rows: { what: 'Grid.fromRows()', read: (core) => core.loadRows() },
  movingai: { what: 'Grid.fromMovingAI()', read: (core) => core.loadMovingai() },
  array: { what: 'Grid.fromArray()', read: (core, { width, height }) => core.loadCosts(width, height) },
};

/**
 * A grid loaded from checked input of one `kind`: 'rows' (the rows' text,
 * options.js rowsText()), 'movingai' (a .map file's text) or 'array' ({
 * width, height, costs: the bytes options.js costBytes() gives }). A map
 * the engine refuses throws 'invalid-map' with where and why.
 */
export function loadGrid(kind, payload) {
  const { what, read } = loaders[kind];
  const bytes = kind === 'array' ? payload.costs : encoder.encode(payload);
  const size = kind === 'array' ? `a ${payload.width}×${payload.height} grid` : 'this map';
  const core = new (loaded().GridCore)();
  try {
    const address = core.reserveInput(bytes.length);
    if (address === 0) throw outOfMemory(size);
    writeBytes(address, bytes);
    const status = boundary().loadStatus[read(core, payload)];
    if (status === 'out-of-memory') throw outOfMemory(size);
    if (status !== 'ok')
      throw new PathraceError('invalid-map', `${what}: ${readString(core.errorMessage())}`, {
        reason: status,
        line: core.errorLine(),
        column: core.errorColumn(),
        detail: readString(core.errorDetail()),
      });
    return gridOf(core);
  } catch (error) {
    core.delete();
    throw error;
  }
}

/**
 * Writes the goals and the profile (256 bytes, or null) where the engine's
 * unit queries read them; returns the number of goals.
 */
export function writeTarget(core, goals, terrain) {
  const count = typeof goals === 'number' ? 1 : goals.length;
  const address = core.reserveGoals(count);
  if (address === 0) throw outOfMemory(`${count} goals`);
  writeInt32(address, typeof goals === 'number' ? [goals] : goals);
  if (terrain !== null) writeBytes(core.profile(), terrain);
  return count;
}

/**
 * findPath's answer as a record (report.js), with the string-pulled
 * waypoints when `parsed.smooth`, their cells copied by `copy` (readRecord).
 */
export function findPathRecord({ core, width, height, report }, from, to, parsed, copy = copyInt32) {
  const { rules, weight, closest, maxExpansions, terrain } = parsed;
  if (parsed.plain && typeof to === 'number') core.findPath(from, to, rules, weight, closest, maxExpansions);
  else
    core.findPathUnit(
      from,
      writeTarget(core, to, terrain),
      rules,
      weight,
      closest,
      maxExpansions,
      parsed.size,
      parsed.within,
      parsed.lineOfSight,
      terrain !== null,
    );
  const record = readRecord(report, width, height, terrain !== null, copy);
  if (!parsed.smooth) return record;
  const count = core.smoothPath(rules, weight);
  if (count < 0) throw outOfMemory(`the waypoints of a ${record.cells.length}-cell path`);
  record.waypointCells = copy(core.waypoints(), count);
  record.waypointLength = record.reached ? core.waypointLength() : Infinity;
  return record;
}

/** Whether a unit of parsed.size can get from `from` to `to` at all. */
export function connectedCells({ core, width, height, report }, from, to, parsed) {
  const { rules, weight, size } = parsed;
  if (size === 1) core.connected(from, to, rules, weight);
  else core.connectedUnit(from, to, rules, weight, size);
  return readStatus(report, width, height) === 'found';
}

/** The flow field toward `to`: { distance: Float64Array, next: Int32Array }, one entry per cell. */
export function flowFieldOf({ core, width, height, report }, to, parsed) {
  const { rules, weight, terrain } = parsed;
  if (parsed.plain && typeof to === 'number') core.flowField(to, rules, weight);
  else core.flowFieldUnit(writeTarget(core, to, terrain), rules, weight, parsed.size, terrain !== null);
  readStatus(report, width, height);
  const n = width * height;
  return { distance: copyF64(core.flowDistance(), n), next: copyInt32(core.flowNext(), n) };
}

/** Makes (jumps) or drops the jump table, for the packed `rules` (their diagonal). */
export function prepareJumps({ core, width, height }, jumps, rules) {
  if (!jumps) {
    core.dropJumps();
    return;
  }
  const status = boundary().prepareStatus[core.prepareJumps(rules)];
  // 'too-large' was refused by options.js checkPrepare, which knows the same limit.
  if (status !== 'ok') throw outOfMemory(`the jump table of a ${width}×${height} grid`);
}

/** A copy of the grid's costs, into `target` when given (checked). */
export function costsOf({ core, width, height }, target) {
  const address = core.costs();
  if (address === 0) throw outOfMemory(`a copy of the ${width}×${height} costs`);
  return copyBytes(address, width * height, target);
}
