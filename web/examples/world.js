// The game's map as the main thread knows it: which cells are open, a copy
// that units check before every step (the workers hold the copies that paths
// are searched on), and the cell geometry units move by. Positions are in
// cells: cell (x, y) is the square [x, x+1) × [y, y+1), its centre
// (x + 0.5, y + 0.5).

export class World {
  /** `costs`: the terrain, row by row, as Grid.costs() gives it (0 = wall). */
  constructor(width, height, costs) {
    this.width = width;
    this.height = height;
    this.open = costs.map((c) => (c === 0 ? 0 : 1));
  }

  setWall(cell, wall) {
    this.open[cell] = wall ? 0 : 1;
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
   * May a unit step from cell a to its neighbour b now? Both open and, for
   * a diagonal step, both side cells open: the no-corner-cutting rule the
   * paths are searched under, checked again because walls appear while
   * units walk on fields and routes computed before them.
   */
  canStep(a, b) {
    if (!this.isOpen(b)) return false;
    const w = this.width;
    const dx = (b % w) - (a % w),
      dy = Math.floor(b / w) - Math.floor(a / w);
    return dx === 0 || dy === 0 || (this.isOpen(a + dx) && this.isOpen(a + dy * w));
  }

  /** The open cell nearest to `cell` by steps through open cells' 8 neighbours, or -1 within `radius`. */
  nearestOpen(cell, radius = 6) {
    const { width, height } = this;
    const c = this.pointOf(cell);
    for (let r = 1; r <= radius; ++r)
      for (let dy = -r; dy <= r; ++dy)
        for (let dx = -r; dx <= r; ++dx) {
          if (Math.max(Math.abs(dx), Math.abs(dy)) !== r) continue;
          const x = c.x + dx,
            y = c.y + dy;
          if (x >= 0 && y >= 0 && x < width && y < height && this.open[y * width + x]) return y * width + x;
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
