// The crowd: hundreds of units that share one flow field. Each stands on a
// cell or walks from its cell to the neighbour the field names; it asks the
// world before every step, so a wall drawn after the field was computed
// stops it instead of letting it through. Where the field says the goal is
// unreachable (walled off from it), a unit follows the first of the
// fallback fields (each toward the reachable cell nearest the goal in one
// cut-off area) that reaches its cell, and stays where it is when none does.
// State lives in flat typed arrays: no object per unit, no allocation per
// frame.

export class Crowd {
  constructor(world, count) {
    this.world = world;
    this.count = count;
    this.x = new Float32Array(count);
    this.y = new Float32Array(count);
    this.cell = new Int32Array(count); // the cell it stands on, or walks from
    this.target = new Int32Array(count); // the cell it walks to (its own cell when standing)
    this.field = null; // { distance, next } toward the goal
    this.fallbacks = []; // fields toward the cells nearest the goal of cut-off areas
  }

  /** The field that leads from `cell`: the goal's, else a fallback that reaches it, else null. */
  fieldFor(cell) {
    if (this.field === null) return null;
    if (this.field.distance[cell] !== Infinity) return this.field;
    for (const f of this.fallbacks) if (f.distance[cell] !== Infinity) return f;
    return null;
  }

  /** A unit no field leads anywhere (cut off from the goal, no fallback yet), or -1. */
  firstStranded() {
    if (this.field === null) return -1;
    for (let i = 0; i < this.count; ++i)
      if (this.world.isOpen(this.cell[i]) && this.fieldFor(this.cell[i]) === null) return i;
    return -1;
  }

  /** Puts unit i on cells[i]. */
  spawn(cells) {
    cells.forEach((cell, i) => this.#place(i, cell));
  }

  #place(i, cell) {
    const w = this.world.width;
    this.cell[i] = this.target[i] = cell;
    this.x[i] = (cell % w) + 0.5;
    this.y[i] = Math.floor(cell / w) + 0.5;
  }

  /** Moves every unit `distance` cells along the field. */
  step(distance) {
    const { world, x, y, cell, target } = this;
    const w = world.width;
    for (let i = 0; i < this.count; ++i) {
      let left = distance;
      while (left > 0) {
        if (target[i] === cell[i]) {
          const field = this.fieldFor(cell[i]);
          const next = field === null ? -1 : field.next[cell[i]];
          if (next < 0 || !world.canStep(cell[i], next)) break;
          target[i] = next;
        }
        const tx = (target[i] % w) + 0.5,
          ty = Math.floor(target[i] / w) + 0.5;
        const dx = tx - x[i],
          dy = ty - y[i];
        const d = Math.hypot(dx, dy);
        if (d <= left) {
          x[i] = tx;
          y[i] = ty;
          cell[i] = target[i];
          left -= d;
        } else {
          x[i] += (dx / d) * left;
          y[i] += (dy / d) * left;
          left = 0;
        }
      }
    }
  }

  /**
   * A wall appeared on `wall`: whoever stands on it or walks to or from it
   * goes to the centre of the open one of its two cells (at most half a
   * step away), or, when both are walls, to the nearest open cell.
   */
  evict(wall) {
    const { world } = this;
    for (let i = 0; i < this.count; ++i) {
      const c = this.cell[i],
        t = this.target[i];
      if (c !== wall && t !== wall) continue;
      const to = world.isOpen(c) ? c : world.isOpen(t) ? t : world.nearestOpen(c);
      if (to >= 0) this.#place(i, to);
    }
  }

  /**
   * How many units stand within one cell of `goal` (8 neighbours), how many
   * the goal's field cannot lead there, and how many no field leads at all.
   */
  census(goal) {
    const { world, field } = this;
    const g = world.pointOf(goal);
    let near = 0,
      cutOff = 0,
      stranded = 0;
    for (let i = 0; i < this.count; ++i) {
      if (Math.abs(Math.floor(this.x[i]) - g.x) <= 1 && Math.abs(Math.floor(this.y[i]) - g.y) <= 1) ++near;
      if (field !== null && field.distance[this.cell[i]] === Infinity) ++cutOff;
      if (field !== null && this.fieldFor(this.cell[i]) === null) ++stranded;
    }
    return { near, cutOff, stranded };
  }
}
