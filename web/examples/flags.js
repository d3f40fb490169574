// The flags the crowd walks to. A click moves the one that has stood
// longest (`next`), so the flags take turns.
import { flagCount } from './level.js';

export class Flags {
  constructor(world) {
    this.world = world;
    this.cells = new Int32Array(flagCount).fill(-1); // each flag's cell, -1 before it is placed
    this.next = 0; // the flag the next click moves
    this.points = []; // the flags as {x, y}, for the heroes' questions
  }

  /** Moves the next flag to `cell`; false (and nothing moves) on a wall. */
  place(cell) {
    if (!this.world.isOpen(cell)) return false;
    this.cells[this.next] = cell;
    this.next = (this.next + 1) % this.cells.length;
    this.points = Array.from(this.cells, (f) => this.world.pointOf(f));
    return true;
  }
}
