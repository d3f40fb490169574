// The path checks that turn any library's path into a length, whatever the
// library thinks it costs (see FORMAT.md in the maps folder for the rules:
// 8-connected, no corner cutting, sqrt(2) diagonals). The files themselves
// are read by bench/movingai.js.
const SQRT2 = Math.SQRT2;

/**
 * Checks a path given as points (start … goal) against the map: every step
 * to a neighbour, every cell passable, no diagonal past a blocked side cell
 * (and, with `fourConnected`, no diagonal at all). Returns { valid, reason,
 * length, cardinal, diagonal } with the exact octile length (1 per cardinal
 * step, sqrt(2) per diagonal).
 */
export function checkPath(map, points, start, goal, fourConnected = false) {
  const { width, height, free } = map;
  const bad = (reason) => ({ valid: false, reason, length: NaN, cardinal: 0, diagonal: 0 });
  if (points.length === 0) return bad('empty path');
  const first = points[0],
    last = points[points.length - 1];
  if (first.x !== start.x || first.y !== start.y) return bad(`starts at (${first.x},${first.y})`);
  if (last.x !== goal.x || last.y !== goal.y) return bad(`ends at (${last.x},${last.y})`);
  const passable = (x, y) => x >= 0 && y >= 0 && x < width && y < height && free[y * width + x] === 1;
  if (!passable(first.x, first.y)) return bad('start blocked');
  let cardinal = 0,
    diagonal = 0;
  for (let i = 1; i < points.length; ++i) {
    const a = points[i - 1],
      b = points[i];
    const dx = b.x - a.x,
      dy = b.y - a.y;
    if (Math.abs(dx) > 1 || Math.abs(dy) > 1 || (dx === 0 && dy === 0))
      return bad(`step ${i} is not to a neighbour`);
    if (!passable(b.x, b.y)) return bad(`step ${i} enters a blocked cell (${b.x},${b.y})`);
    if (dx !== 0 && dy !== 0) {
      if (fourConnected) return bad(`step ${i} is diagonal`);
      if (!passable(a.x + dx, a.y) || !passable(a.x, a.y + dy))
        return bad(`step ${i} cuts a corner at (${a.x},${a.y})`);
      ++diagonal;
    } else ++cardinal;
  }
  return { valid: true, reason: null, length: cardinal + diagonal * SQRT2, cardinal, diagonal };
}

/** A 2D prefix sum of blocked cells, for "is this box free" in O(1). */
export function blockedPrefix(map) {
  const { width, height, free } = map;
  const w1 = width + 1;
  const sum = new Int32Array(w1 * (height + 1));
  for (let y = 0; y < height; ++y)
    for (let x = 0; x < width; ++x)
      sum[(y + 1) * w1 + x + 1] =
        1 - free[y * width + x] + sum[y * w1 + x + 1] + sum[(y + 1) * w1 + x] - sum[y * w1 + x];
  return (x0, y0, x1, y1) => {
    const xa = Math.min(x0, x1),
      xb = Math.max(x0, x1) + 1,
      ya = Math.min(y0, y1),
      yb = Math.max(y0, y1) + 1;
    return sum[yb * w1 + xb] - sum[ya * w1 + xb] - sum[yb * w1 + xa] + sum[ya * w1 + xa];
  };
}

/**
 * Checks an l1-path-finder path: corner points, consecutive ones joined by
 * any monotone staircase inside their bounding box, which must therefore be
 * free of walls. Returns { valid, reason, length } with the 4-connected
 * length (sum of |dx| + |dy|).
 */
export function checkCornerPath4(map, blockedIn, points, start, goal) {
  const bad = (reason) => ({ valid: false, reason, length: NaN });
  if (points.length === 0) return bad('empty path');
  let first = points[0],
    last = points[points.length - 1];
  if (first.x !== start.x || first.y !== start.y) [first, last] = [last, first]; // either direction
  if (first.x !== start.x || first.y !== start.y || last.x !== goal.x || last.y !== goal.y)
    return bad(
      `runs (${points[0].x},${points[0].y})->(${points[points.length - 1].x},${points[points.length - 1].y})`,
    );
  if (blockedIn(first.x, first.y, first.x, first.y) !== 0) return bad('start blocked');
  let length = 0;
  for (let i = 1; i < points.length; ++i) {
    const a = points[i - 1],
      b = points[i];
    if (b.x < 0 || b.y < 0 || b.x >= map.width || b.y >= map.height) return bad(`point ${i} is off the map`);
    if (blockedIn(a.x, a.y, b.x, b.y) !== 0)
      return bad(`no free staircase from (${a.x},${a.y}) to (${b.x},${b.y})`);
    length += Math.abs(b.x - a.x) + Math.abs(b.y - a.y);
  }
  return { valid: true, reason: null, length };
}
