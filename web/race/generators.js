// Map values and where they come from without a file: seeded generators
// (random walls, two kinds of maze), the blocks the presets are drawn with,
// and conversions of terrain to rows and ends. Pure ES module (no DOM, no
// search): runs in browsers, Web Workers and Node.
//
// A map value is
//   { width, height, terrain: Uint8Array /* row-major, 0 wall, 1 plain, 2..9 slower */,
//     start: {x, y}, goal: {x, y} }
// and every map made here has its start and goal open and connected through
// 4-neighbours, so they are connected under every diagonal rule. Finding
// that connection (a BFS in randomMap) is map generation; the page's
// searches are always the engine's.
import { limits } from '../lib/vocabulary.js';
import { mulberry32 } from './random.js';
import { unitFits } from './unit.js';

const { maxSide } = limits;

function checkSize(width, height, min = 1) {
  const ok = (v) => Number.isInteger(v) && v >= min && v <= maxSide;
  if (!ok(width) || !ok(height))
    throw new RangeError(
      `a ${width}×${height} map is not allowed: width and height must be whole numbers from ${min} to ${maxSide}`,
    );
}

function checkSeed(seed) {
  if (!Number.isInteger(seed)) throw new TypeError(`seed must be a whole number, got ${seed}`);
}

/** A width × height map of one terrain (1: plain, 0: all walls). */
export function filled(
  width,
  height,
  terrain,
  start = { x: 0, y: 0 },
  goal = { x: width - 1, y: height - 1 },
) {
  return { width, height, terrain: new Uint8Array(width * height).fill(terrain), start, goal };
}

/** Walls along an axis-aligned segment, both ends included; returns the map. */
export function wallLine(map, x0, y0, x1, y1) {
  for (let y = Math.min(y0, y1); y <= Math.max(y0, y1); ++y)
    for (let x = Math.min(x0, x1); x <= Math.max(x0, x1); ++x) map.terrain[y * map.width + x] = 0;
  return map;
}

/**
 * Walls a cup open to the left: rows `top` and `bottom` from `left` to
 * `right`, and the column at `right` that closes them. Returns the map.
 */
export function cup(map, left, top, right, bottom) {
  wallLine(map, left, top, right, top);
  wallLine(map, left, bottom, right, bottom);
  return wallLine(map, right, top, right, bottom);
}

// ---------------------------------------------------------------- conversions

const rowChars = '#.23456789'; // the character of terrain 0..9

/**
 * The first and the last open cell of terrain (row by row) as { start, goal },
 * or null when every cell is a wall. With `size` k > 1, the first and last
 * cells where a k×k unit fits (unit.js), else those of a unit of size 1.
 */
export function openEnds(terrain, width, size = 1) {
  const at = (i) => ({ x: i % width, y: Math.floor(i / width) });
  const fits = size > 1 ? (_, i) => unitFits(terrain, width, at(i), size) : (t) => t !== 0;
  const first = terrain.findIndex(fits);
  if (first < 0) return size > 1 ? openEnds(terrain, width) : null;
  return { start: at(first), goal: at(terrain.findLastIndex(fits)) };
}

/** A map's terrain as ASCII rows for Grid.fromRows ('#' wall, '.' plain, '2'-'9'). Throws for terrain above 9. */
export function mapToRows(map) {
  const rows = [];
  for (let y = 0; y < map.height; ++y) {
    let row = '';
    for (let x = 0; x < map.width; ++x) {
      const t = map.terrain[y * map.width + x];
      if (t > 9) throw new RangeError(`terrain ${t} at (${x}, ${y}) has no row character (rows hold 0 to 9)`);
      row += rowChars[t];
    }
    rows.push(row);
  }
  return rows;
}

// ----------------------------------------------------------------- generators

/**
 * Opens the fewest walls that join start and goal through 4-neighbours: a
 * 0-1 BFS where entering a wall costs 1, then the walls on the way are made
 * plain. Start and goal are opened first.
 */
function connect(map) {
  const { width, height, terrain } = map;
  const from = map.start.y * width + map.start.x,
    to = map.goal.y * width + map.goal.x;
  terrain[from] ||= 1;
  terrain[to] ||= 1;
  const parent = new Int32Array(width * height).fill(-1);
  parent[from] = from;
  let layer = [from]; // cells reached through the fewest walls so far
  while (parent[to] < 0) {
    const next = [];
    // Open cells cost nothing, so they join the layer being walked.
    for (let k = 0; k < layer.length; ++k) {
      const c = layer[k],
        x = c % width;
      for (const d of [c - width, c + width, x > 0 ? c - 1 : -1, x < width - 1 ? c + 1 : -1]) {
        if (d < 0 || d >= terrain.length || parent[d] >= 0) continue;
        parent[d] = c;
        (terrain[d] ? layer : next).push(d);
      }
    }
    layer = next;
  }
  for (let c = to; c !== from; c = parent[c]) terrain[c] ||= 1;
}

/**
 * A width × height map where each cell is a wall with probability
 * `density` (0 to 1), from `seed`. Start is the top-left corner, goal the
 * bottom-right one; the fewest walls needed to join them are opened.
 */
export function randomMap(width, height, density, seed) {
  checkSize(width, height);
  if (!(density >= 0 && density <= 1)) throw new RangeError(`density must be from 0 to 1, got ${density}`);
  checkSeed(seed);
  const random = mulberry32(seed);
  const map = filled(width, height, 1);
  for (let i = 0; i < map.terrain.length; ++i) if (random() < density) map.terrain[i] = 0;
  connect(map);
  return map;
}

// Mazes live on the odd cells: cell (i, j) is at (2i + 1, 2j + 1) and the
// cells between two of them are the passages; everything else is wall. An
// even width or height leaves its last column or row as wall.
function mazeCells(width, height) {
  checkSize(width, height, 3);
  const columns = (width - 1) >> 1,
    rows = (height - 1) >> 1;
  const last = { x: 2 * columns - 1, y: 2 * rows - 1 };
  return { columns, rows, map: filled(width, height, 0, { x: 1, y: 1 }, last) };
}

/**
 * A perfect maze (exactly one way between any two cells) by the recursive
 * backtracker: a random depth-first walk that carves into unvisited cells.
 * Start is the top-left cell, goal the bottom-right one. At least 3 × 3.
 */
export function recursiveBacktracker(width, height, seed) {
  checkSeed(seed);
  const { columns, rows, map } = mazeCells(width, height);
  const random = mulberry32(seed);
  const open = (x, y) => {
    map.terrain[y * width + x] = 1;
  };
  const visited = new Uint8Array(columns * rows);
  const stack = [0]; // cell indices j * columns + i; a stack, not recursion, for big mazes
  visited[0] = 1;
  open(1, 1);
  while (stack.length > 0) {
    const c = stack[stack.length - 1],
      i = c % columns,
      j = (c - i) / columns;
    const next = [];
    if (i > 0 && !visited[c - 1]) next.push(c - 1);
    if (i < columns - 1 && !visited[c + 1]) next.push(c + 1);
    if (j > 0 && !visited[c - columns]) next.push(c - columns);
    if (j < rows - 1 && !visited[c + columns]) next.push(c + columns);
    if (next.length === 0) {
      stack.pop();
      continue;
    }
    const n = next[Math.floor(random() * next.length)],
      ni = n % columns,
      nj = (n - ni) / columns;
    visited[n] = 1;
    open(i + ni + 1, j + nj + 1); // the passage between the two cells
    open(2 * ni + 1, 2 * nj + 1);
    stack.push(n);
  }
  return map;
}

/**
 * A perfect maze by recursive division: an open chamber is split by a wall
 * with one gap, and both halves again, until every chamber is one cell
 * wide. Start is the top-left cell, goal the bottom-right one. At least 3 × 3.
 */
export function recursiveDivision(width, height, seed) {
  checkSeed(seed);
  const { columns, rows, map } = mazeCells(width, height);
  const random = mulberry32(seed);
  const pick = (lo, hi) => lo + Math.floor(random() * (hi - lo + 1));
  for (let y = 1; y < 2 * rows; ++y) for (let x = 1; x < 2 * columns; ++x) map.terrain[y * width + x] = 1;
  const chambers = [[0, 0, columns - 1, rows - 1]]; // cell ranges, inclusive
  while (chambers.length > 0) {
    const [i0, j0, i1, j1] = chambers.pop();
    const w = i1 - i0 + 1,
      h = j1 - j0 + 1;
    if (w < 2 || h < 2) continue; // a corridor: no loop left to break
    if (w > h || (w === h && random() < 0.5)) {
      const i = pick(i0, i1 - 1),
        gap = pick(j0, j1); // a wall right of column i
      wallLine(map, 2 * i + 2, 2 * j0 + 1, 2 * i + 2, 2 * j1 + 1);
      map.terrain[(2 * gap + 1) * width + 2 * i + 2] = 1;
      chambers.push([i0, j0, i, j1], [i + 1, j0, i1, j1]);
    } else {
      const j = pick(j0, j1 - 1),
        gap = pick(i0, i1); // a wall below row j
      wallLine(map, 2 * i0 + 1, 2 * j + 2, 2 * i1 + 1, 2 * j + 2);
      map.terrain[(2 * j + 2) * width + 2 * gap + 1] = 1;
      chambers.push([i0, j0, i1, j], [i0, j + 1, i1, j1]);
    }
  }
  return map;
}
