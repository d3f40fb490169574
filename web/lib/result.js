// findPath's result values: their numbers and the path's cells (an
// Int32Array of cell ids, read once from wasm memory or moved from a
// worker) as plain fields, and `path` and `waypoints`, the {x, y} points,
// made from the cells on first read. A caller that reads only `cells`
// makes no object per cell.

/** The point of cell id `cell` on a grid `width` wide. */
export function pointOf(cell, width) {
  return { x: cell % width, y: (cell - (cell % width)) / width };
}

function pointsOf(cells, width) {
  const points = new Array(cells.length);
  for (let i = 0; i < cells.length; ++i) points[i] = pointOf(cells[i], width);
  return points;
}

// The views are own, enumerable accessors of a plain object, so that a
// result stays the plain value its eager `path` made it: JSON.stringify,
// structuredClone, postMessage, spreading and deepEqual read `path` through
// them. On first read (or a write) the accessor becomes the data property
// it stands for. One pair of accessors serves every result of every grid
// (a getter in an object literal would be made anew for each result and
// cost more than the points it saves; a pair per grid width gave results
// of each width a hidden class of their own, and code reading results of
// several widths slowed down).

// The grid's width a result's points are made with, where no reader of the
// value sees it (keys, JSON, spreading, structuredClone, deepEqual): a
// private field, added to the plain object by a base constructor that
// returns it.
class Stamped extends function stamp(object) {
  return object;
} {
  #width;
  constructor(object, width) {
    super(object);
    this.#width = width;
  }

  /** The width `object` (or the result it inherits from) was stamped with. */
  static widthOf(object) {
    let from = object;
    while (!(#width in from)) from = Object.getPrototypeOf(from);
    return from.#width;
  }
}

function settle(result, name, value) {
  // A frozen result keeps its accessor: each read makes the points anew.
  Reflect.defineProperty(result, name, { value, writable: true, enumerable: true, configurable: true });
  return value;
}

function view(name, cellsOf) {
  return {
    enumerable: true,
    configurable: true,
    get() {
      return settle(this, name, pointsOf(this[cellsOf], Stamped.widthOf(this)));
    },
    set(value) {
      settle(this, name, value);
    },
  };
}

const pathView = view('path', 'cells');
const waypointsView = view('waypoints', 'waypointCells');

/**
 * A result on a grid `width` wide from its record (readRecord, what a worker
 * posts, a batch's unpacked share): `status`, `cells`, `reached`, the
 * counts and, when smoothed, `waypointCells` and `waypointLength`.
 */
export function resultOf(width, r) {
  // The fields before `path`, then its accessor added as a new property, then
  // the rest: every result then shares one hidden class (two, smoothed).
  // (An object literal with a placeholder `path` redefined as an accessor
  // falls into dictionary mode, and made a short query's result cost more
  // than its search.)
  const result = { found: r.status === 'found', status: r.status };
  Object.defineProperty(result, 'path', pathView);
  result.cells = r.cells;
  result.reached = r.reached;
  result.cost = r.cost;
  result.cardinal = r.cardinal;
  result.diagonal = r.diagonal;
  result.expanded = r.expanded;
  result.generated = r.generated;
  result.reopened = r.reopened;
  result.peakOpen = r.peakOpen;
  result.scanned = r.scanned;
  result.goalIndex = r.goalIndex;
  if (r.waypointCells !== undefined) {
    Object.defineProperty(result, 'waypoints', waypointsView);
    result.waypointCells = r.waypointCells;
    result.waypointLength = r.waypointLength;
  }
  return new Stamped(result, width);
}

/**
 * The result of a search that never ran, ending with `status`: as the
 * engine answers one (a start on a wall, say), no path, nothing counted,
 * no goal reached.
 */
export function unrunResult(status) {
  return resultOf(1, {
    status,
    cells: new Int32Array(0),
    reached: null,
    cost: Infinity,
    cardinal: 0,
    diagonal: 0,
    expanded: 0,
    generated: 0,
    reopened: 0,
    peakOpen: 0,
    scanned: 0,
    goalIndex: -1,
  });
}
