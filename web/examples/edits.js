// Walls drawn and erased with the mouse: they wait in a queue, and each
// frame applies at most `perFrame` of them to the map here and to the
// pool's copy. Each is a message to the workers, so a fast stroke spreads
// its cost over a few frames instead of spending it in one.
const perFrame = 4;

export class Edits {
  #cells = [];
  #walls = [];
  #head = 0;

  /**
   * `grid` is the pool's copy of `world`; `onWall(cell)` is called for
   * each new wall (to move what stands there), `onApplied()` once after a
   * frame's edits changed the map.
   */
  constructor(world, grid, onWall, onApplied) {
    Object.assign(this, { world, grid, onWall, onApplied });
  }

  /** Queues `cell` to become a wall (`wall`) or open ground. */
  paint(cell, wall) {
    this.#cells.push(cell);
    this.#walls.push(wall);
  }

  /** Whether edits wait in the queue. */
  get pending() {
    return this.#head < this.#cells.length;
  }

  /** Applies up to `perFrame` of the queued edits that change a cell. */
  apply() {
    let applied = 0;
    while (this.pending && applied < perFrame) {
      const cell = this.#cells[this.#head],
        wall = this.#walls[this.#head++];
      if (this.world.isOpen(cell) !== wall) continue;
      this.world.setWall(cell, wall);
      this.grid.setWall(this.world.pointOf(cell), wall);
      if (wall) this.onWall(cell);
      ++applied;
    }
    if (!this.pending) this.#cells.length = this.#walls.length = this.#head = 0;
    if (applied > 0) this.onApplied();
  }
}
