// The crowd: hundreds of units of two kinds (kinds.js), each kind on its
// own flow field toward the nearest flag. Each unit stands on a position or
// walks from it to a neighbouring one, and the units keep apart through an
// occupancy grid: a unit holds the cells of its block and, while it walks,
// the block it walks to as well, so a step is taken only onto cells no
// other unit holds. When the field's next step is taken, the unit takes
// the free neighbour that goes furthest downhill instead, or waits: the
// crowd spreads over the street instead of walking in single file, and
// packs around a flag instead of piling onto it. It asks the world before
// every step, so a wall drawn after a field was computed stops it instead
// of letting it through. Where its field says no flag can be reached
// (walled off), a unit follows the first fallback field of its kind (each
// toward the reachable position nearest a flag in one cut-off area) that
// reaches it, and stays where it is when none does.
// State lives in flat typed arrays: no object per unit, no allocation per
// frame.
import { kinds } from './kinds.js';

// A unit's bias between nearly equal ways: up to 4 × this added to a
// neighbour's distance (a diagonal step gains √2 - 1 ≈ 0.41 on a straight one).
const lane = 0.12;

export class Crowd {
  #freed;
  #inWay;
  /** `kindOf(i)`: the kind of unit i, an index into kinds. */
  constructor(world, count, kindOf) {
    this.world = world;
    this.count = count;
    this.kind = Uint8Array.from({ length: count }, (_, i) => kindOf(i));
    this.x = new Float32Array(count); // the centre of the block's top-left cell
    this.y = new Float32Array(count);
    this.cell = new Int32Array(count); // the position it stands on, or walks from
    this.target = new Int32Array(count); // the position it walks to (its own when standing)
    this.pace = new Float32Array(count); // the cost of the step it takes: slower on rubble
    this.holder = new Int32Array(world.width * world.height); // per cell, 1 + the unit holding it, or 0
    this.fields = kinds.map(() => null); // per kind: { distance, next } toward the nearest flag
    this.fallbacks = kinds.map(() => []); // per kind: fields toward the positions nearest a flag of cut-off areas
    this.seen = new Int32Array(this.holder.length); // the census's marks, stamped with `round`
    this.queue = new Int32Array(this.holder.length);
    this.round = 0;
    this.evicted = 0; // units a wall has moved
    this.want = new Int32Array(count).fill(-1); // the held position a waiting unit would step to, or -1
    this.#freed = new Int32Array(64); // the cells a ploughing tank leaves …
    this.#inWay = new Int32Array(64); // … and the soldiers it moves into them
  }

  /** The field that leads a unit of kind k from `cell`: the flags', else a fallback that reaches it, else null. */
  fieldFor(k, cell) {
    const field = this.fields[k];
    if (field === null) return null;
    if (field.distance[cell] !== Infinity) return field;
    for (const f of this.fallbacks[k]) if (f.distance[cell] !== Infinity) return f;
    return null;
  }

  /** A unit of kind k no field leads anywhere (cut off from every flag, no fallback yet), or -1. */
  firstStranded(k) {
    if (this.fields[k] === null) return -1;
    const { size, walls } = kinds[k];
    for (let i = 0; i < this.count; ++i)
      if (
        this.kind[i] === k &&
        this.world.blockOpen(this.cell[i], size, walls) &&
        this.fieldFor(k, this.cell[i]) === null
      )
        return i;
    return -1;
  }

  /**
   * Puts the units on the first of `cells` (in their order) where each
   * one's block is open for it and free; tanks first, as they need room.
   * Returns how many found a place.
   */
  spawn(cells) {
    let placed = 0;
    for (const k of [1, 0]) {
      const { size, walls } = kinds[k];
      let at = 0;
      for (let i = 0; i < this.count; ++i) {
        if (this.kind[i] !== k) continue;
        while (
          at < cells.length &&
          !(this.world.blockOpen(cells[at], size, walls) && this.#free(i, cells[at]))
        )
          ++at;
        if (at === cells.length) break;
        this.#place(i, cells[at]);
        ++placed;
      }
    }
    return placed;
  }

  /** Unit i stands on `cell` and holds its block. */
  #place(i, cell) {
    const w = this.world.width;
    this.cell[i] = this.target[i] = cell;
    this.x[i] = (cell % w) + 0.5;
    this.y[i] = Math.floor(cell / w) + 0.5;
    this.#hold(i, cell, i + 1);
  }

  /** Writes `value` into the holder of every cell of unit i's block at `at`. */
  #hold(i, at, value) {
    const { width } = this.world;
    const size = kinds[this.kind[i]].size;
    for (let dy = 0; dy < size; ++dy)
      for (let dx = 0; dx < size; ++dx) {
        const c = at + dy * width + dx;
        if (value !== 0 || this.holder[c] === i + 1) this.holder[c] = value;
      }
  }

  /** Does no unit but i hold a cell of i's block at `at`? (The block is inside the map.) */
  #free(i, at) {
    const { width } = this.world;
    const size = kinds[this.kind[i]].size;
    for (let dy = 0; dy < size; ++dy)
      for (let dx = 0; dx < size; ++dx) {
        const h = this.holder[at + dy * width + dx];
        if (h !== 0 && h !== i + 1) return false;
      }
    return true;
  }

  /** The dearest cell of a block at `at`: the unit walks onto it at speed / cost. */
  #cost(i, at) {
    const { width, terrain } = this.world;
    const size = kinds[this.kind[i]].size;
    let cost = 1;
    for (let dy = 0; dy < size; ++dy)
      for (let dx = 0; dx < size; ++dx) cost = Math.max(cost, terrain[at + dy * width + dx]);
    return cost;
  }

  /**
   * Where standing unit i steps next: the open, free neighbour with the
   * least distance below its own, each distance raised by a small amount
   * fixed per unit and direction, so that units on one street favour
   * different ones of the nearly equal ways and walk abreast instead of in
   * single file; -1 when none is free (it waits). `want[i]` keeps the best
   * open one that another unit holds, for #unjam.
   */
  #choose(i) {
    const { width, height } = this.world;
    const { size, walls } = kinds[this.kind[i]];
    const from = this.cell[i];
    this.want[i] = -1;
    const field = this.fieldFor(this.kind[i], from);
    if (field === null || field.next[from] < 0) return -1;
    const { distance } = field;
    const x = from % width,
      y = (from - x) / width;
    let best = -1,
      least = Infinity,
      held = Infinity;
    for (let dy = -1, dir = 0; dy <= 1; ++dy)
      for (let dx = -1; dx <= 1; ++dx, ++dir) {
        if ((dx === 0 && dy === 0) || x + dx < 0 || y + dy < 0 || x + dx >= width || y + dy >= height)
          continue;
        const to = from + dy * width + dx;
        if (!(distance[to] < distance[from])) continue;
        const biased = distance[to] + lane * (((i + 1) * (dir + 3) * 7) % 5);
        if (biased >= least || !this.world.canStep(from, to, size, walls)) continue;
        if (this.#free(i, to)) {
          best = to;
          least = biased;
        } else if (biased < held) {
          this.want[i] = to;
          held = biased;
        }
      }
    if (best >= 0) this.want[i] = -1;
    return best;
  }

  /**
   * Standing unit i waits for a position that standing units hold. Where
   * crowds cross or meet head on they would wait for ever, so: a soldier
   * swaps cells with a soldier that waits too, when i's cell is not behind
   * it on its own way (never with one at its flag, nor along a queue); a
   * tank moves the standing soldiers in its way into the cells it leaves
   * (it ploughs through them). Tanks wait for tanks and for walking units,
   * which are gone within a step. A tank that had soldiers step aside
   * instead would wait for ever where the crowd flows on into the cells
   * they leave.
   */
  #unjam(i) {
    const { width } = this.world;
    const wanted = this.want[i];
    const size = kinds[this.kind[i]].size;
    let n = 0; // the soldiers in a tank's way, in #inWay
    for (let dy = 0; dy < size; ++dy)
      for (let dx = 0; dx < size; ++dx) {
        const j = this.holder[wanted + dy * width + dx] - 1;
        if (j < 0 || j === i) continue;
        const soldier = this.target[j] === this.cell[j] && kinds[this.kind[j]].size === 1;
        if (!soldier) return;
        if (size > 1) {
          this.#inWay[n++] = j;
          continue;
        }
        const field = this.fieldFor(this.kind[j], this.cell[j]);
        if (
          this.want[j] < 0 ||
          field === null ||
          field.distance[this.cell[i]] >= field.distance[this.cell[j]] + 0.5
        )
          return;
        const a = this.cell[i],
          b = this.cell[j];
        this.#place(i, b);
        this.#place(j, a);
        this.want[i] = this.want[j] = -1;
        return;
      }
    if (n === 0) return;
    // The cells of the tank's block it leaves, one for each soldier in its way (there are as many as it enters).
    const from = this.cell[i];
    const left = this.#freed;
    let m = 0;
    for (let dy = 0; dy < size; ++dy)
      for (let dx = 0; dx < size; ++dx) {
        const c = from + dy * width + dx;
        if (!this.world.blocksMeet(c, 1, wanted, size)) left[m++] = c;
      }
    this.#start(i, wanted);
    for (let k = 0; k < n; ++k) {
      const j = this.#inWay[k];
      this.#hold(j, this.cell[j], 0);
      this.#place(j, left[k]);
      this.want[j] = -1;
    }
  }

  /** Standing unit i starts its step to `to`, holding its block there. */
  #start(i, to) {
    this.target[i] = to;
    this.pace[i] = this.#cost(i, to);
    this.#hold(i, to, i + 1);
    this.want[i] = -1;
  }

  /** Moves every unit along its field for `dt` seconds. */
  step(dt) {
    const { x, y, cell, target, pace } = this;
    const w = this.world.width;
    for (let i = 0; i < this.count; ++i) {
      let left = kinds[this.kind[i]].speed * dt; // in cells of plain street
      while (left > 0) {
        if (target[i] === cell[i]) {
          const to = this.#choose(i);
          if (to < 0) {
            if (this.want[i] >= 0) this.#unjam(i);
            break;
          }
          this.#start(i, to);
        }
        const tx = (target[i] % w) + 0.5,
          ty = Math.floor(target[i] / w) + 0.5;
        const dx = tx - x[i],
          dy = ty - y[i];
        const d = Math.hypot(dx, dy);
        if (d * pace[i] <= left) {
          x[i] = tx;
          y[i] = ty;
          left -= d * pace[i];
          const from = cell[i];
          cell[i] = target[i];
          this.#hold(i, from, 0);
          this.#hold(i, cell[i], i + 1);
        } else {
          x[i] += (dx / d) * (left / pace[i]);
          y[i] += (dy / d) * (left / pace[i]);
          left = 0;
        }
      }
    }
  }

  /**
   * A wall appeared on `wall`: whoever's block, where it stands or the
   * area it sweeps walking, holds it goes to the nearest position its
   * block fits, open and free: where it came from or goes to when the wall
   * left that whole, else the nearest in rings around it.
   */
  evict(wall) {
    const { world } = this;
    const w = world.width;
    const wx = wall % w,
      wy = (wall - wx) / w;
    for (let i = 0; i < this.count; ++i) {
      const c = this.cell[i],
        t = this.target[i];
      const { size, walls } = kinds[this.kind[i]];
      const cx = c % w,
        cy = (c - cx) / w,
        tx = t % w,
        ty = (t - tx) / w;
      if (
        wx < Math.min(cx, tx) ||
        wx > Math.max(cx, tx) + size - 1 ||
        wy < Math.min(cy, ty) ||
        wy > Math.max(cy, ty) + size - 1
      )
        continue;
      ++this.evicted;
      this.#hold(i, c, 0);
      this.#hold(i, t, 0);
      const fits = (p) => world.blockOpen(p, size, walls) && this.#free(i, p);
      const to = fits(c) ? c : fits(t) ? t : world.nearestOpen(c, 32, size, walls, fits);
      this.#place(i, to >= 0 ? to : c);
    }
  }

  /**
   * Per kind: how many units stand at a flag, how many their flags' field
   * cannot lead (cut off), and how many no field leads at all. A unit
   * stands at a flag when it is at rest in the crowd around one: the
   * units whose blocks touch, cell to cell (8 neighbours), a chain that
   * reaches a unit on a flag's cell.
   */
  census(flags) {
    const { holder, seen, queue, world } = this;
    const { width, height } = world;
    const stamp = ++this.round;
    let tail = 0;
    for (const flag of flags)
      if (flag >= 0 && holder[flag] !== 0 && seen[flag] !== stamp) {
        seen[flag] = stamp;
        queue[tail++] = flag;
      }
    for (let head = 0; head < tail; ++head) {
      const c = queue[head],
        x = c % width,
        y = (c - x) / width;
      for (let dy = -1; dy <= 1; ++dy)
        for (let dx = -1; dx <= 1; ++dx) {
          if (x + dx < 0 || y + dy < 0 || x + dx >= width || y + dy >= height) continue;
          const n = c + dy * width + dx;
          if (holder[n] === 0 || seen[n] === stamp) continue;
          seen[n] = stamp;
          queue[tail++] = n;
        }
    }
    const counts = kinds.map(() => ({ units: 0, atFlag: 0, cutOff: 0, stranded: 0 }));
    for (let i = 0; i < this.count; ++i) {
      const k = this.kind[i],
        c = this.cell[i],
        n = counts[k];
      ++n.units;
      if (this.target[i] === c && seen[c] === stamp) ++n.atFlag;
      if (this.fields[k] !== null && this.fields[k].distance[c] === Infinity) ++n.cutOff;
      if (this.fields[k] !== null && this.fieldFor(k, c) === null) ++n.stranded;
    }
    return counts;
  }
}
