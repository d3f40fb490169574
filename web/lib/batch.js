// Batches of path queries, `findPaths(queries, options)` on a Grid and on a
// RemoteGrid: the check of the queries (one home, so both answer a mistake
// with the same code, index and words), the error that names a query, and
// a share's results packed into typed arrays by a pool's worker and made
// into findPath's result values again on the calling thread.
import { PathraceError, describe } from './errors.js';
import { checkGoals, checkOptions, checkPoint, parseOptions } from './options.js';
import { pointOf, resultOf } from './result.js';

/**
 * `error`, thrown for the query at `index`, as the batch's error: the same
 * code and details, the query named in the message, and `index`. Errors
 * that are no caller's mistake (a trapped module) pass unchanged.
 */
export function atQuery(error, index) {
  return restated(error, `findPaths() queries[${index}]`, { index });
}

// `error` with `prefix` before its message and `extra` among its details.
function restated(error, prefix, extra) {
  if (!(error instanceof PathraceError)) return error;
  const details = { ...error, ...extra };
  delete details.name;
  delete details.code;
  return new PathraceError(error.code, `${prefix}: ${error.message}`, details);
}

// The options every query of a batch takes unless it sets its own; a
// signal belongs to the whole batch (only a RemoteGrid's takes one).
function checkDefaults(options, profiles) {
  if (options === undefined) return {};
  try {
    checkOptions(options, 'findPath', profiles);
  } catch (error) {
    throw restated(error, 'findPaths() options');
  }
  return options;
}

/**
 * Checks a batch before any of it is answered → [{ from, to, parsed }]:
 * each query's start as a cell id, its goals as a cell id or an array of
 * them, and its options merged over `defaults` and parsed (options.js
 * parseOptions; a profile's name left a name where `profiles` has it), as
 * grid-unchecked.js takes them. A query is `{ from, to, ...findPath's
 * options }`. Throws the first mistake, naming its query (atQuery).
 */
export function checkQueries(queries, defaults, width, height, profiles) {
  if (!Array.isArray(queries))
    throw new PathraceError(
      'invalid-argument',
      `findPaths() takes an array of queries { from, to, ...options }, got ${describe(queries)}`,
    );
  const shared = checkDefaults(defaults, profiles);
  const checked = new Array(queries.length);
  for (let i = 0; i < queries.length; ++i) {
    try {
      checked[i] = checkQuery(queries[i], shared, width, height, profiles);
    } catch (error) {
      throw atQuery(error, i);
    }
  }
  return checked;
}

function checkQuery(query, shared, width, height, profiles) {
  if (query === null || typeof query !== 'object' || Array.isArray(query))
    throw new PathraceError(
      'invalid-argument',
      `a query is an object { from, to, ...options }, got ${describe(query)}`,
    );
  const { from, to, ...own } = query;
  if ('signal' in own)
    throw new PathraceError(
      'unknown-option',
      'a query takes no signal: a signal aborts the whole batch, as findPaths(queries, { signal })',
    );
  return {
    from: checkPoint(from, 'from', width, height),
    to: checkGoals(to, 'to', width, height),
    parsed: parseOptions({ ...shared, ...own }, 'findPath', profiles),
  };
}

// Per result, the numbers of a packed share, in this order: the status (its
// index in the share's `statuses`), the cell reached (-1: none), the path's
// cells and, when smoothed, its waypoints (-1: not smoothed).
const fields = [
  'status',
  'reached',
  'cost',
  'cardinal',
  'diagonal',
  'expanded',
  'generated',
  'reopened',
  'peakOpen',
  'scanned',
  'goalIndex',
  'pathLength',
  'waypointCount',
  'waypointLength',
];
const slot = Object.fromEntries(fields.map((name, i) => [name, i]));
const copied = fields.slice(slot.cost, slot.goalIndex + 1); // read from the result as they are

/**
 * A worker's share of findPath records (report.js) → [packed, transfer list]: every
 * number in one Float64Array, every path's cells in one Int32Array and
 * every waypoint as a cell in another, so that the answer is three buffers
 * moved, not hundreds of objects cloned.
 */
export function packResults(results, width) {
  const statuses = [];
  let cellCount = 0,
    waypointTotal = 0;
  for (const r of results) {
    cellCount += r.cells.length;
    if (r.waypointCells) waypointTotal += r.waypointCells.length;
  }
  const numbers = new Float64Array(results.length * fields.length);
  const cells = new Int32Array(cellCount);
  const waypoints = new Int32Array(waypointTotal);
  let c = 0,
    w = 0;
  results.forEach((r, i) => {
    const at = i * fields.length;
    let status = statuses.indexOf(r.status);
    if (status < 0) status = statuses.push(r.status) - 1;
    numbers[at + slot.status] = status;
    numbers[at + slot.reached] = r.reached === null ? -1 : r.reached.y * width + r.reached.x;
    for (const name of copied) numbers[at + slot[name]] = r[name];
    numbers[at + slot.pathLength] = r.cells.length;
    cells.set(r.cells, c);
    c += r.cells.length;
    numbers[at + slot.waypointCount] = r.waypointCells ? r.waypointCells.length : -1;
    numbers[at + slot.waypointLength] = r.waypointCells ? r.waypointLength : 0;
    if (r.waypointCells) {
      waypoints.set(r.waypointCells, w);
      w += r.waypointCells.length;
    }
  });
  return [{ statuses, numbers, cells, waypoints }, [numbers.buffer, cells.buffer, waypoints.buffer]];
}

/**
 * A packed share → findPath's results, their `path` and `waypoints` made on
 * first read (result.js). Each result's `cells` and `waypointCells` are its
 * own stretches of the share's arrays: views, not copies.
 */
export function unpackResults({ statuses, numbers, cells, waypoints }, width) {
  const count = numbers.length / fields.length;
  const results = new Array(count);
  let c = 0,
    w = 0;
  for (let i = 0; i < count; ++i) {
    const at = i * fields.length;
    const status = statuses[numbers[at + slot.status]];
    const reached = numbers[at + slot.reached];
    const length = numbers[at + slot.pathLength];
    const record = {
      status,
      cells: cells.subarray(c, c + length),
      reached: reached < 0 ? null : pointOf(reached, width),
      cost: numbers[at + slot.cost],
      cardinal: numbers[at + slot.cardinal],
      diagonal: numbers[at + slot.diagonal],
      expanded: numbers[at + slot.expanded],
      generated: numbers[at + slot.generated],
      reopened: numbers[at + slot.reopened],
      peakOpen: numbers[at + slot.peakOpen],
      scanned: numbers[at + slot.scanned],
      goalIndex: numbers[at + slot.goalIndex],
    };
    c += length;
    const waypointCount = numbers[at + slot.waypointCount];
    if (waypointCount >= 0) {
      record.waypointCells = waypoints.subarray(w, w + waypointCount);
      record.waypointLength = numbers[at + slot.waypointLength];
      w += waypointCount;
    }
    results[i] = resultOf(width, record);
  }
  return results;
}
