// Grid moves by their definitions, independent of the engine: which steps a
// diagonal rule allows, what a step costs, and Dijkstra over them (a plain
// O(n²) scan, fine for the small maps it checks).

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
 * The cheapest cost from start to goal on a map value (web/race/maps.js:
 * { width, height, terrain, start, goal }) under `diagonal` and `stepCosts`,
 * and the fewest cells (start and goal included) of a path of that cost.
 * Returns { cost: Infinity, cells: 0 } when no path joins them.
 */
export function dijkstra(map, diagonal, stepCosts = 'exact') {
  const { width, height, terrain } = map;
  const n = width * height;
  const cost = new Float64Array(n).fill(Infinity),
    cells = new Float64Array(n).fill(Infinity),
    done = new Uint8Array(n);
  const from = map.start.y * width + map.start.x,
    to = map.goal.y * width + map.goal.x;
  cost[from] = 0;
  cells[from] = 1;
  const same = (a, b) => Math.abs(a - b) <= 1e-9 * Math.max(1, a, b);
  for (;;) {
    let c = -1;
    for (let i = 0; i < n; ++i) if (!done[i] && cost[i] < Infinity && (c < 0 || cost[i] < cost[c])) c = i;
    if (c < 0) return { cost: Infinity, cells: 0 };
    if (c === to) return { cost: cost[c], cells: cells[c] };
    done[c] = 1;
    const a = { x: c % width, y: Math.floor(c / width) };
    for (let dy = -1; dy <= 1; ++dy)
      for (let dx = -1; dx <= 1; ++dx) {
        const b = { x: a.x + dx, y: a.y + dy };
        if (!legalStep(terrain, width, height, a, b, diagonal)) continue;
        const d = b.y * width + b.x;
        const g = cost[c] + stepCost(terrain, width, a, b, stepCosts);
        if (cost[d] < Infinity && same(g, cost[d])) cells[d] = Math.min(cells[d], cells[c] + 1);
        else if (g < cost[d]) {
          cost[d] = g;
          cells[d] = cells[c] + 1;
        }
      }
  }
}
