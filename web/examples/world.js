// The game's map as the main thread knows it: each cell's terrain class
// (0 a wall, 1 a street, `rubble` the rough districts), a copy that units
// check before every step (the workers hold the copies that paths are
// searched on), and the geometry units move by. Positions are in cells:
// cell (x, y) is the square [x, x+1) × [y, y+1). A unit of size k stands
// on the k × k block whose top-left cell is its position, the package's
// convention; what is a wall for it is its kind's `walls`, one byte per
// terrain class (1 = a wall), so a tank's block never holds rubble.

/** The terrain class painted on the rough districts. */
export const rubble = 3;

export class World {
  /** `costs`: the terrain, row by row, as Grid.costs() gives it (0 = wall). */
  constructor(width, height, costs) {
    this.width = width;
    this.height = height;
    this.terrain = Uint8Array.from(costs);
    this.open = this.terrain.map((c) => (c === 0 ? 0 : 1));
  }

  /** A wall, or plain street where one is erased (as the package's setWall does). */
  setWall(cell, wall) {
    this.open[cell] = wall ? 0 : 1;
    this.terrain[cell] = wall ? 0 : 1;
  }

  /**
   * Paints `rubble` on the open cells of round districts ({x, y, r} in
   * cells) and returns their cells, for the pool's copy of the map.
   */
  paintRubble(districts) {
    const painted = [];
    for (const { x, y, r } of districts)
      for (let cy = Math.max(0, y - r); cy <= Math.min(this.height - 1, y + r); ++cy)
        for (let cx = Math.max(0, x - r); cx <= Math.min(this.width - 1, x + r); ++cx) {
          const cell = cy * this.width + cx;
          if ((cx - x) ** 2 + (cy - y) ** 2 > r * r || this.terrain[cell] === 0) continue;
          this.terrain[cell] = rubble;
          painted.push(cell);
        }
    return painted;
  }

  cellAt(x, y) {
    const cx = Math.floor(x),
      cy = Math.floor(y);
    if (cx < 0 || cy < 0 || cx >= this.width || cy >= this.height) return -1;
    return cy * this.width + cx;
  }

  isOpen(cell) {
    return cell >= 0 && this.open[cell] === 1;
  }

  pointOf(cell) {
    return { x: cell % this.width, y: Math.floor(cell / this.width) };
  }

  /**
   * Is the rectangle of cells [x0, x1] × [y0, y1] inside the map and free
   * of walls for a unit whose `walls` names the classes it cannot enter?
   */
  areaOpen(x0, y0, x1, y1, walls) {
    if (x0 < 0 || y0 < 0 || x1 >= this.width || y1 >= this.height) return false;
    for (let y = y0; y <= y1; ++y)
      for (let x = x0, c = y * this.width + x0; x <= x1; ++x, ++c) if (walls[this.terrain[c]]) return false;
    return true;
  }

  /** May a unit of `size` stand with its block's top-left cell on `cell`? */
  blockOpen(cell, size, walls) {
    const { x, y } = this.pointOf(cell);
    return this.areaOpen(x, y, x + size - 1, y + size - 1, walls);
  }

  /** Do the blocks of size p at position a and of size q at b share a cell? */
  blocksMeet(a, p, b, q) {
    const s = this.pointOf(a),
      t = this.pointOf(b);
    return s.x < t.x + q && t.x < s.x + p && s.y < t.y + q && t.y < s.y + p;
  }

  /**
   * May a unit of `size` step from position a to its neighbour b now? The
   * whole area the block sweeps must be open: the block at b for a straight
   * step, the (size + 1)² square for a diagonal one (the no-corner-cutting
   * rule the paths are searched under), checked again because walls appear
   * while units walk on fields computed before them.
   */
  canStep(a, b, size, walls) {
    const s = this.pointOf(a),
      t = this.pointOf(b);
    return this.areaOpen(
      Math.min(s.x, t.x),
      Math.min(s.y, t.y),
      Math.max(s.x, t.x) + size - 1,
      Math.max(s.y, t.y) + size - 1,
      walls,
    );
  }

  /**
   * The position nearest to `cell` (by rings of cells around it, out to
   * `radius`) where a unit of `size` may stand and `free(position)` holds,
   * or -1.
   */
  nearestOpen(cell, radius, size, walls, free = () => true) {
    const { width, height } = this;
    const c = this.pointOf(cell);
    for (let r = 0; r <= radius; ++r)
      for (let dy = -r; dy <= r; ++dy)
        for (let dx = -r; dx <= r; ++dx) {
          if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
          const x = c.x + dx,
            y = c.y + dy;
          if (x < 0 || y < 0 || x >= width || y >= height) continue;
          const p = y * width + x;
          if (this.blockOpen(p, size, walls) && free(p)) return p;
        }
    return -1;
  }

  /** The cells of a straight stroke from cell a to cell b (both included), so a fast drag leaves no gaps. */
  stroke(a, b) {
    const p = this.pointOf(a),
      q = this.pointOf(b);
    const n = Math.max(Math.abs(q.x - p.x), Math.abs(q.y - p.y));
    const cells = [];
    for (let i = 0; i <= n; ++i) {
      const t = n === 0 ? 0 : i / n;
      cells.push(Math.round(p.y + (q.y - p.y) * t) * this.width + Math.round(p.x + (q.x - p.x) * t));
    }
    return cells;
  }
}
