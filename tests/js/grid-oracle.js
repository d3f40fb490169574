// Grid moves by their definitions, independent of the engine: which steps a
// diagonal rule allows, what a step costs, units of size k by inflating the
// walls, terrain profiles, line of sight, and Dijkstra over them (a plain
// O(n²) scan, fine for the small maps it checks) from one cell or many.
import assert from 'node:assert/strict';

/** Is the step a → b a move the diagonal rule allows (both cells open, in the grid)? */
export function legalStep(costs, width, height, a, b, diagonal) {
  const open = (x, y) => x >= 0 && y >= 0 && x < width && y < height && costs[y * width + x] !== 0;
  const dx = b.x - a.x,
    dy = b.y - a.y;
  if (Math.abs(dx) > 1 || Math.abs(dy) > 1 || (dx === 0 && dy === 0)) return false;
  if (!open(a.x, a.y) || !open(b.x, b.y)) return false;
  if (dx === 0 || dy === 0) return true;
  const sides = Number(open(a.x + dx, a.y)) + Number(open(a.x, a.y + dy));
  return { never: false, 'no-corner-cutting': sides === 2, 'at-most-one-blocked': sides >= 1, always: true }[
    diagonal
  ];
}

/** The cost of the step a → b: the step's base cost times the terrain entered. */
export function stepCost(costs, width, a, b, stepCosts) {
  const diagonal = a.x !== b.x && a.y !== b.y;
  const base = stepCosts === 'classic' ? (diagonal ? 14 : 10) : diagonal ? Math.SQRT2 : 1;
  return base * costs[b.y * width + b.x];
}

/**
 * The costs a unit of size k pays to stand on each position: the costliest
 * cell of the k × k block whose top-left cell the position is, 0 (closed)
 * when the block leaves the grid or holds a wall. Size 1 is the grid itself.
 * With `profile` (256 costs by terrain class), cells are priced through it first.
 */
export function inflate(costs, width, height, size = 1, profile = null) {
  const blocks = new Uint8Array(width * height);
  for (let y = 0; y < height; ++y)
    for (let x = 0; x < width; ++x) {
      let worst = 0;
      if (x + size <= width && y + size <= height)
        block: for (let j = y; j < y + size; ++j)
          for (let i = x; i < x + size; ++i) {
            const c = profile ? profile[costs[j * width + i]] : costs[j * width + i];
            if (c === 0) {
              worst = 0;
              break block;
            }
            worst = Math.max(worst, c);
          }
      blocks[y * width + x] = worst;
    }
  return blocks;
}

/**
 * Dijkstra from every cell of `sources` at cost 0 (ids y·width + x) over
 * `costs` (as inflate() gives them) → { cost, cells } per cell: the cheapest
 * cost and the fewest cells of a path of that cost. With `reverse`, a cell's
 * cost is that of reaching the sources from it (a flow field's distance).
 * Stops once `stopAt` is taken.
 */
export function costsFrom(
  costs,
  width,
  height,
  sources,
  { diagonal, stepCosts = 'exact', reverse = false, stopAt = -1 },
) {
  const n = width * height;
  const cost = new Float64Array(n).fill(Infinity),
    cells = new Float64Array(n).fill(Infinity),
    done = new Uint8Array(n);
  for (const s of sources)
    if (costs[s] !== 0) {
      cost[s] = 0;
      cells[s] = 1;
    }
  const same = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, a, b);
  for (;;) {
    let c = -1;
    for (let i = 0; i < n; ++i) if (!done[i] && cost[i] < Infinity && (c < 0 || cost[i] < cost[c])) c = i;
    if (c < 0 || c === stopAt) return { cost, cells };
    done[c] = 1;
    const a = { x: c % width, y: Math.floor(c / width) };
    for (let dy = -1; dy <= 1; ++dy)
      for (let dx = -1; dx <= 1; ++dx) {
        const b = { x: a.x + dx, y: a.y + dy };
        if (!legalStep(costs, width, height, a, b, diagonal)) continue;
        const d = b.y * width + b.x;
        const g =
          cost[c] +
          (reverse ? stepCost(costs, width, b, a, stepCosts) : stepCost(costs, width, a, b, stepCosts));
        if (cost[d] < Infinity && same(g, cost[d])) cells[d] = Math.min(cells[d], cells[c] + 1);
        else if (g < cost[d]) {
          cost[d] = g;
          cells[d] = cells[c] + 1;
        }
      }
  }
}

/**
 * The cheapest cost from start to goal on a map value (web/race/maps.js:
 * { width, height, terrain, start, goal }) under `diagonal` and `stepCosts`,
 * and the fewest cells (start and goal included) of a path of that cost.
 * Returns { cost: Infinity, cells: 0 } when no path joins them.
 */
export function dijkstra(map, diagonal, stepCosts = 'exact') {
  const { width, height, terrain } = map;
  const from = map.start.y * width + map.start.x,
    to = map.goal.y * width + map.goal.x;
  const { cost, cells } = costsFrom(terrain, width, height, [from], { diagonal, stepCosts, stopAt: to });
  return cost[to] === Infinity ? { cost: Infinity, cells: 0 } : { cost: cost[to], cells: cells[to] };
}

/** The distance in cells between two points by a heuristic's name, as the engine's `within` measures it. */
export function heuristicCells(heuristic, a, b) {
  const dx = Math.abs(a.x - b.x),
    dy = Math.abs(a.y - b.y);
  return {
    manhattan: dx + dy,
    octile: Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy),
    euclidean: Math.hypot(dx, dy),
    chebyshev: Math.max(dx, dy),
    zero: 0,
  }[heuristic];
}

// Doubled coordinates: cell (x, y) is the open square (2x, 2x+2) × (2y, 2y+2)
// and its centre is (2x+1, 2y+1), so every point below is an integer.
// Fractions are [numerator, denominator > 0]; the numbers stay far below 2^53.
const less = ([a, b], [c, d]) => a * d < c * b;

/** Does the segment p → q (centres, doubled) meet the interior of cell (x, y)? */
function meetsInterior(p, q, x, y) {
  // The t of [0, 1] inside the open box: an interval from the largest lower
  // bound to the smallest upper one, empty unless the first is below the second.
  let lo = [0, 1],
    hi = [1, 1];
  for (const [from, delta, edge] of [
    [p.x, q.x - p.x, 2 * x],
    [p.y, q.y - p.y, 2 * y],
  ]) {
    if (delta === 0) {
      if (!(edge < from && from < edge + 2)) return false;
      continue;
    }
    // edge < from + t·delta < edge + 2, solved for t.
    const a = delta > 0 ? [edge - from, delta] : [from - edge - 2, -delta];
    const b = delta > 0 ? [edge + 2 - from, delta] : [from - edge, -delta];
    if (less(lo, a)) lo = a;
    if (less(b, hi)) hi = b;
  }
  return less(lo, hi);
}

/** Line of sight from cell a to cell b, decided from the definition; null or why not. */
export function sightProblem(costs, width, a, b, diagonal, maxTerrain) {
  const terrain = (x, y) => costs[y * width + x];
  const p = { x: 2 * a.x + 1, y: 2 * a.y + 1 },
    q = { x: 2 * b.x + 1, y: 2 * b.y + 1 };
  const [x0, x1] = [Math.min(a.x, b.x), Math.max(a.x, b.x)];
  const [y0, y1] = [Math.min(a.y, b.y), Math.max(a.y, b.y)];
  for (let y = y0; y <= y1; ++y)
    for (let x = x0; x <= x1; ++x) {
      if (!meetsInterior(p, q, x, y)) continue;
      if (terrain(x, y) === 0) return `crosses the wall (${x}, ${y})`;
      if (terrain(x, y) > maxTerrain)
        return `crosses (${x}, ${y}) of terrain ${terrain(x, y)} > the path's ${maxTerrain}`;
    }
  // Grid corners on the segment: it goes through two of the four cells
  // there and only touches the other two, which the corner rule governs.
  for (let j = y0 + 1; j <= y1; ++j)
    for (let i = x0 + 1; i <= x1; ++i) {
      const c = { x: 2 * i, y: 2 * j };
      if ((q.x - p.x) * (c.y - p.y) !== (q.y - p.y) * (c.x - p.x)) continue;
      const around = [
        [i - 1, j - 1],
        [i, j - 1],
        [i - 1, j],
        [i, j],
      ];
      const touched = around.filter(([x, y]) => !meetsInterior(p, q, x, y));
      assert.equal(touched.length, 2, 'a segment through a corner touches two of its cells');
      const open = touched.filter(([x, y]) => terrain(x, y) !== 0).length;
      const ok = diagonal === 'always' || (diagonal === 'at-most-one-blocked' ? open >= 1 : open === 2);
      if (!ok) return `passes the corner (${i}, ${j}) beside ${2 - open} wall(s)`;
    }
  return null;
}
