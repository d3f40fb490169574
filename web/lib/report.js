// Turns the bindings' report block (its slots as boundary() names them)
// into the plain result values the API returns.
import { boundary } from './boundary.js';
import { copyCells, copyInt32, readF64 } from './core.js';
import { PathraceError } from './errors.js';
import { pointOf, resultOf } from './result.js';

// Statuses that are the caller's mistake rather than an answer: what went
// wrong and what to use instead.
const refusals = {
  'not-uniform': (report, width, profiled) => {
    if (profiled)
      return "jump point search needs every open cell to cost 1, and this query's terrain profile prices a terrain class of the grid at other than 1; use algorithm 'astar' with this profile";
    const {
      cell: { x, y },
      terrain,
    } = costlyCell(report, width);
    return `jump point search needs every open cell to cost 1, but cell (${x}, ${y}) has terrain ${terrain}; use algorithm 'astar' on grids with terrain (or set every terrain to 1)`;
  },
  'weight-not-one': () =>
    "jump point search takes no weight (weight must be 1); use algorithm 'astar' for weighted A*, or leave weight at 1",
  'jps-goals': () =>
    "jump point search takes one goal and no range (its jumps stop at one goal cell); use algorithm 'astar' with several goals or within",
};

// The open cell a grid's terrain refusal of jump point search names, and its terrain.
function costlyCell(report, width) {
  const slot = boundary().report;
  return {
    cell: pointOf(readF64(report, slot.costlyCell), width),
    terrain: readF64(report, slot.costlyTerrain),
  };
}

/**
 * The status as the API names it; out_of_memory and refusals become the
 * errors they are. `profiled`: the query had a terrain profile.
 */
export function readStatus(report, width, height, profiled = false) {
  const { report: slot, searchStatus } = boundary();
  const status = searchStatus[readF64(report, slot.status)];
  if (status === 'out-of-memory')
    throw new PathraceError(
      'out-of-memory',
      `not enough memory to search a ${width}×${height} grid; dispose of grids and searches you no longer need, or use a smaller grid`,
    );
  if (Object.hasOwn(refusals, status))
    throw new PathraceError(
      'invalid-option',
      refusals[status](report, width, profiled),
      status === 'not-uniform' && !profiled ? costlyCell(report, width) : undefined,
    );
  return status;
}

/**
 * The report of the query just answered as a result's record (result.js):
 * its status, numbers and path's cells, copied out of wasm memory once by
 * `copy`: copyInt32 (a buffer each, as a worker moves them) or, on the
 * thread that reads them, core.js copyCells.
 */
export function readRecord(report, width, height, profiled = false, copy = copyInt32) {
  const status = readStatus(report, width, height, profiled);
  const slot = boundary().report;
  // A path ends at the goal when found; with closest, at the nearest cell reached.
  const reached = readF64(report, slot.reached);
  return {
    status,
    cells:
      reached >= 0
        ? copy(readF64(report, slot.pathAddress), readF64(report, slot.pathLength))
        : new Int32Array(0),
    reached: reached >= 0 ? pointOf(reached, width) : null,
    cost: reached >= 0 ? readF64(report, slot.cost) : Infinity,
    cardinal: readF64(report, slot.cardinal),
    diagonal: readF64(report, slot.diagonal),
    expanded: readF64(report, slot.expanded),
    generated: readF64(report, slot.generated),
    reopened: readF64(report, slot.reopened),
    peakOpen: readF64(report, slot.peakOpen),
    scanned: readF64(report, slot.scanned),
    goalIndex: readF64(report, slot.goalIndex),
  };
}

export function readResult(report, width, height, profiled = false) {
  return resultOf(width, readRecord(report, width, height, profiled, copyCells));
}
