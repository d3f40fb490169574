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
// it stands for. One pair of accessors per grid width and view serves every
// result (a getter in an object literal would be made anew for each result
// and cost more than the points it saves).
const views = new Map(); // width → { path, waypoints } property descriptors

function settle(result, name, value) {
  // A frozen result keeps its accessor: each read makes the points anew.
  Reflect.defineProperty(result, name, { value, writable: true, enumerable: true, configurable: true });
  return value;
}

function view(name, cellsOf, width) {
  return {
    enumerable: true,
    configurable: true,
    get() {
      return settle(this, name, pointsOf(this[cellsOf], width));
    },
    set(value) {
      settle(this, name, value);
    },
  };
}

function viewsOf(width) {
  let made = views.get(width);
  if (made === undefined) {
    made = { path: view('path', 'cells', width), waypoints: view('waypoints', 'waypointCells', width) };
    views.set(width, made);
  }
  return made;
}

/**
 * A result on a grid `width` wide from its record (readRecord, what a worker
 * posts, a batch's unpacked share): `status`, `cells`, `reached`, the
 * counts and, when smoothed, `waypointCells` and `waypointLength`.
 */
export function resultOf(width, r) {
  // The fields before `path`, then its accessor added as a new property, then
  // the rest: every result of a grid's width then shares one hidden class.
  // (An object literal with a placeholder `path` redefined as an accessor
  // falls into dictionary mode, and made a short query's result cost more
  // than its search.)
  const { path, waypoints } = viewsOf(width);
  const result = { found: r.status === 'found', status: r.status };
  Object.defineProperty(result, 'path', path);
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
    Object.defineProperty(result, 'waypoints', waypoints);
    result.waypointCells = r.waypointCells;
    result.waypointLength = r.waypointLength;
  }
  return result;
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
