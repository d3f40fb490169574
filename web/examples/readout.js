// The readout under the title: frames a second, the path work per frame,
// the flow fields' times and the crowds at the flags, a few times a second.
const everyMs = 250;

export class Readout {
  #frames = 0;
  #since = performance.now();
  fps = 0;

  /**
   * Shows in `output` the game's numbers: `work` (a PathWork), `fields`,
   * `heroes`, `crowd`, `flags`, and `loadFieldMs` (the fields computed
   * here at load). `onShow(numbers)` is called with each update's numbers.
   */
  constructor(output, game, onShow = () => {}) {
    this.output = output;
    this.game = game;
    this.onShow = onShow;
  }

  /** Counts a frame drawn at `now`; updates the readout when its time has come. */
  frame(now) {
    ++this.#frames;
    if (now - this.#since < everyMs) return;
    this.fps = (1000 * this.#frames) / (now - this.#since);
    this.#frames = 0;
    this.#since = now;
    const numbers = this.numbers();
    this.output.textContent = words(numbers);
    this.onShow(numbers);
  }

  /** The numbers the readout shows, and a few more. */
  numbers() {
    const { work, fields, heroes, crowd, flags, loadFieldMs } = this.game;
    const [men, tanks] = crowd.census(flags.cells);
    return {
      fps: this.fps,
      pathMs: work.last,
      pathMax: work.max,
      framesOver4ms: work.over4,
      slowest: work.slowest,
      fieldMs: fields.ms,
      loadFieldMs,
      fields: fields.count,
      routes: heroes.planned,
      near: men.atFlag + tanks.atFlag,
      infantry: men.units,
      infantryAtFlag: men.atFlag,
      tanks: tanks.units,
      tanksAtFlag: tanks.atFlag,
      cutOff: men.cutOff + tanks.cutOff,
      stranded: men.stranded + tanks.stranded,
      evicted: crowd.evicted,
    };
  }
}

const words = (n) =>
  `${n.fps.toFixed(0)} fps · path work ${n.pathMs.toFixed(2)} ms/frame (max ${n.pathMax.toFixed(2)}) · ` +
  `flow fields ${n.fieldMs.toFixed(1)} ms in a worker, ${n.loadFieldMs.toFixed(1)} ms here at load · ` +
  `at a flag: ${n.infantryAtFlag}/${n.infantry} infantry, ${n.tanksAtFlag}/${n.tanks} tanks` +
  (n.cutOff > 0 ? ` · ${n.cutOff} cut off, walking to the nearest place they can reach` : '') +
  (n.stranded > 0 ? ` · ${n.stranded} waiting for a route` : '');
